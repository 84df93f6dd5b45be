"""The JSON command line: ``python -m calculator settle|play|options|import|rules`` (CONTRACTS.md).

Every failure, whatever its cause (bad words, bad input, input too large, output that cannot be written),
ends with exit status 2 and one line on standard error beginning ``error:``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from .api import options_json, play_json, rules_json, settle_json
from .errors import CalculatorError, InputFormatError
from .histories import import_history
from .json_input import load_json
from .rules import TDA, RuleSet, rules_from_json

MAX_INPUT_BYTES = 1_000_000
"""The largest input read: a hand of 23 players, or a long hand history, is a few kilobytes."""


class UsageError(CalculatorError):
    """The command line's words are wrong."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see 'python -m calculator --help')")


class _Once(argparse.Action):
    """Store an option's value, refusing the option a second time."""

    def __call__(
        self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any, option: str | None = None
    ) -> None:
        if getattr(namespace, self.dest) is not None:
            raise UsageError(f"give {option} once, not twice")
        setattr(namespace, self.dest, values)


def _read(source: str | None) -> str:
    """The input text, read as UTF-8 whatever the locale says (a leading byte-order mark is dropped)."""
    where = "the standard input" if source in (None, "-") else source
    try:
        if source is None or source == "-":
            data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
        else:
            with open(source, "rb") as handle:
                data = handle.read(MAX_INPUT_BYTES + 1)
    except OSError as error:
        raise InputFormatError(f"cannot read {where}: {error.strerror}") from None
    if len(data) > MAX_INPUT_BYTES:
        raise InputFormatError(f"{where} is larger than {MAX_INPUT_BYTES:,} bytes: that is not one hand")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise InputFormatError(f"{where} is not UTF-8 text") from None


def _rules_of(args: argparse.Namespace) -> RuleSet:
    """The rule set from ``--rules``, given before or after the sub-command (once)."""
    if args.rules is not None and args.rules_first is not None:
        raise UsageError("give --rules once, before or after the sub-command")
    text = args.rules if args.rules is not None else args.rules_first
    return TDA if text is None else rules_from_json(load_json(text))


def _settle(args: argparse.Namespace) -> Any:
    return settle_json(load_json(_read(args.file)), _rules_of(args))


def _play(args: argparse.Namespace) -> Any:
    return play_json(_read(args.file), _rules_of(args), implied_folds=args.implied_folds)


def _options(args: argparse.Namespace) -> Any:
    return options_json(_read(args.file), _rules_of(args), implied_folds=args.implied_folds)


def _import(args: argparse.Namespace) -> Any:
    return import_history(_read(args.file), _rules_of(args)).to_phh()


def _rules(args: argparse.Namespace) -> Any:
    if args.rules is not None or args.rules_first is not None:
        raise UsageError("the rules command lists every rule set; it takes no --rules")
    return rules_json()


COMMANDS: dict[str, tuple[str, Callable[[argparse.Namespace], Any]]] = {
    "settle": ("settle a hand from a JSON file (or stdin): pots, winners, shares, net", _settle),
    "play": ("play a PHH hand history (TOML file, or stdin): settlement, finishing stacks, hands shown", _play),
    "options": ("the legal options of the player to act in a PHH hand history that stops mid-hand", _options),
    "import": ("read a PokerStars, GGPoker or PHH hand history (file, or stdin) and print it as PHH", _import),
    "rules": ("the rule presets and options: values, defaults and sources", _rules),
}


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every sub-command."""
    parser = _Parser(prog="python -m calculator", description="Side pots, odd chips and whole hands, as JSON.")
    rules_help = 'JSON: a preset "name" and option overrides, e.g. \'{"odd_chips": "remainder_to_first"}\''
    parser.add_argument("--rules", dest="rules_first", metavar="RULES", action=_Once, help=rules_help)
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name, (summary, _) in COMMANDS.items():
        sub = commands.add_parser(name, help=summary, description=summary)
        if name != "rules":
            sub.add_argument("file", nargs="?", help="input file; '-' or nothing for stdin")
        sub.add_argument("--rules", action=_Once, help=rules_help)
        if name in ("play", "options"):
            sub.add_argument("--implied-folds", action="store_true", help="fold the players a published history skips")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (0 ok, 2 bad input or output that cannot be written)."""
    try:
        args = build_parser().parse_args(argv)
        result = COMMANDS[args.command][1](args)
        # The whole answer is encoded before anything is written, so a failure leaves stdout empty.
        output = _encoded(result)
        _write(output)
    except CalculatorError as error:
        message = " ".join(str(error).split())
        print(f"error: {message}", file=sys.stderr)
        return 2
    return 0


def _encoded(result: Any) -> bytes:
    """The result as indented JSON in UTF-8 (text, as ``import``'s PHH, as it is), or an ``InputFormatError`` if some
    text cannot be encoded."""
    try:
        if isinstance(result, str):
            return result.encode("utf-8")
        return (json.dumps(result, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
    except UnicodeEncodeError:
        raise InputFormatError("the input holds text that is not Unicode (a lone surrogate such as \\ud800)") from None


def _write(output: bytes) -> None:
    """Write the answer to standard output as UTF-8 bytes, whatever the locale; raise a ``CalculatorError``
    when it cannot be written (a full disk, a closed pipe)."""
    try:
        sys.stdout.flush()
        sys.stdout.buffer.write(output)
        sys.stdout.buffer.flush()
    except OSError as error:
        # Whatever is still buffered would fail again when Python exits: send it nowhere instead.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        raise CalculatorError(f"cannot write the output: {error.strerror or error}") from None
