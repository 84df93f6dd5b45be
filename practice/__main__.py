"""``python -m practice [--rules JSON] [--seed N] [--out FILE]``: write the practice bank (JSON) the site publishes.

As ``python -m calculator`` does, every failure (bad words, bad ``--rules``, a file that cannot be written) ends
with exit status 2 and one line on standard error beginning ``error:``, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping, Sequence
from typing import Any, NoReturn

from calculator import CalculatorError, InputFormatError
from calculator.cli import UsageError
from calculator.errors import plain
from calculator.json_input import load_json

from .bank import SEED, bank_bytes, build_bank, site_rules


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see 'python -m practice --help')")


def build_parser() -> argparse.ArgumentParser:
    """The command line's options."""
    parser = _Parser(prog="python -m practice", description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", help="the rule set as JSON, like the site's (default: mkdocs.yml's plugins: allin)")
    parser.add_argument("--seed", default=str(SEED), help=f"the generator's seed, 0 to {MAX_SEED} (default {SEED})")
    parser.add_argument("--out", help="the file to write (default: standard output)")
    return parser


MAX_SEED = 2**53 - 1
"""The largest seed: the bank writes it as a JSON number, which the pages' JavaScript holds exactly up to here."""


def seed_argument(text: str) -> int:
    """The ``--seed``: a whole number from 0 to ``MAX_SEED``, else an ``InputFormatError``."""
    seed = int(text) if text.strip().isascii() and text.strip().isdigit() else -1
    if not 0 <= seed <= MAX_SEED:
        raise InputFormatError(f"--seed must be a whole number from 0 to {MAX_SEED}, not {text!r}")
    return seed


def rules_argument(text: str) -> dict[str, Any]:
    """The ``--rules`` JSON: one object (a preset ``name`` and option overrides), else an ``InputFormatError``."""
    try:
        data = load_json(text)
    except InputFormatError as error:
        raise InputFormatError(f"--rules: {error}") from None
    if not isinstance(data, Mapping):
        raise InputFormatError(f'--rules must be a JSON object such as {{"name": "tda"}}, not {plain(data)}')
    return dict(data)


def write(data: bytes, out: str | None) -> None:
    """Write the bank to the file ``out`` (None: standard output), or raise a ``CalculatorError`` saying why not."""
    where = "the standard output" if out is None else out
    try:
        if out is None:
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
        else:
            with open(out, "wb") as handle:
                handle.write(data)
    except OSError as error:
        raise CalculatorError(f"cannot write {where}: {error.strerror or error}") from None


def main(argv: Sequence[str] | None = None) -> int:
    """Build the bank and write it to ``--out`` (default: standard output); 0 when written, 2 on any error."""
    try:
        args = build_parser().parse_args(argv)
        rules = rules_argument(args.rules) if args.rules is not None else site_rules()
        write(bank_bytes(build_bank(rules, seed_argument(args.seed))), args.out)
    except CalculatorError as error:
        print(f"error: {' '.join(str(error).split())}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
