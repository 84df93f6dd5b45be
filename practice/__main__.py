"""``python -m practice [--rules JSON] [--seed N] [--out FILE]``: write the practice bank (JSON) the site publishes."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .bank import SEED, bank_bytes, build_bank, site_rules


def main(argv: Sequence[str] | None = None) -> int:
    """Build the bank and write it to ``--out`` (default: standard output)."""
    parser = argparse.ArgumentParser(prog="python -m practice", description=__doc__)
    parser.add_argument("--rules", help="the rule set as JSON, like the site's (default: mkdocs.yml's plugins: allin)")
    parser.add_argument("--seed", type=int, default=SEED, help=f"the generator's seed (default {SEED})")
    parser.add_argument("--out", help="the file to write (default: standard output)")
    args = parser.parse_args(argv)
    rules = json.loads(args.rules) if args.rules else site_rules()
    data = bank_bytes(build_bank(rules, args.seed))
    if args.out:
        with open(args.out, "wb") as handle:
            handle.write(data)
    else:
        sys.stdout.buffer.write(data)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
