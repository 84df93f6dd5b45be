"""The JSON command line: ``python -m calculator settle|play|options``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from .api import settle_json
from .errors import CalculatorError, InputFormatError
from .hand_json import options_json, play_json
from .json_input import load_json
from .rules import TDA, RuleSet


class UsageError(CalculatorError):
    """The command line's words are wrong."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see 'python -m calculator --help')")


def _read(source: str | None) -> str:
    """The input text, read as UTF-8 whatever the locale says (a leading byte-order mark is dropped)."""
    try:
        if source in (None, "-"):
            binary = getattr(sys.stdin, "buffer", None)
            return sys.stdin.read() if binary is None else binary.read().decode("utf-8-sig")
        with open(source, encoding="utf-8-sig") as handle:
            return handle.read()
    except OSError as error:
        raise InputFormatError(f"cannot read {source}: {error.strerror}") from None
    except UnicodeDecodeError:
        where = "the standard input" if source in (None, "-") else source
        raise InputFormatError(f"{where} is not UTF-8 text") from None


def _rules(text: str | None) -> RuleSet:
    if text is None:
        return TDA
    overrides = load_json(text)
    return TDA.with_overrides(overrides)


def _rules_of(args: argparse.Namespace) -> RuleSet:
    """The rule set from ``--rules``, given before or after the sub-command (once)."""
    if args.rules is not None and args.rules_first is not None:
        raise UsageError("give --rules once, before or after the sub-command")
    return _rules(args.rules if args.rules is not None else args.rules_first)


def _settle(args: argparse.Namespace) -> Any:
    return settle_json(load_json(_read(args.file)), _rules_of(args))


def _play(args: argparse.Namespace) -> Any:
    return play_json(_read(args.file), _rules_of(args))


def _options(args: argparse.Namespace) -> Any:
    return options_json(_read(args.file), _rules_of(args))


COMMANDS: dict[str, tuple[str, Callable[[argparse.Namespace], Any]]] = {
    "settle": ("settle a hand from a JSON file (or stdin): pots, winners, shares, net", _settle),
    "play": ("play a PHH hand history (TOML file, or stdin): settlement, finishing stacks, hands shown", _play),
    "options": ("the legal options of the player to act in a PHH hand history that stops mid-hand", _options),
}


def register(name: str, summary: str, run: Callable[[argparse.Namespace], Any]) -> None:
    """Add a sub-command (used by the hand-play module)."""
    COMMANDS[name] = (summary, run)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every registered sub-command."""
    parser = _Parser(prog="python -m calculator", description="Side pots, odd chips and whole hands, as JSON.")
    rules_help = 'JSON overrides of the rule set, e.g. \'{"odd_chips": "remainder_to_first"}\''
    parser.add_argument("--rules", dest="rules_first", metavar="RULES", help=rules_help)
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name, (summary, _) in COMMANDS.items():
        sub = commands.add_parser(name, help=summary, description=summary)
        sub.add_argument("file", nargs="?", help="input file; '-' or nothing for stdin")
        sub.add_argument("--rules", help=rules_help)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (0 ok, 2 bad input)."""
    try:
        args = build_parser().parse_args(argv)
        result = COMMANDS[args.command][1](args)
        # The whole answer is encoded before anything is written, so a failure leaves stdout empty.
        output = _encoded(result)
    except CalculatorError as error:
        message = " ".join(str(error).split())
        print(f"error: {message}", file=sys.stderr)
        return 2
    binary = getattr(sys.stdout, "buffer", None)
    if binary is None:
        sys.stdout.write(output.decode("utf-8"))
    else:
        sys.stdout.flush()
        binary.write(output)  # names are printed as they are (UTF-8), whatever the locale
        binary.flush()
    return 0


def _encoded(result: Any) -> bytes:
    """The result as indented JSON in UTF-8, or an ``InputFormatError`` if some text cannot be encoded."""
    try:
        return (json.dumps(result, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
    except UnicodeEncodeError:
        raise InputFormatError("the input holds text that is not Unicode (a lone surrogate such as \\ud800)") from None
