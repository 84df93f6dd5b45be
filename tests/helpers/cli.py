"""Running ``python -m calculator`` as a user would, and writing its inputs (moved from test_cli_contract.py).

``ok`` and ``failed`` hold the contract's promises: exit status, one ``error:`` line, nothing else."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent


def cli(*args: str, stdin: bytes | str = b"") -> subprocess.CompletedProcess[bytes]:
    data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "ascii", "LC_ALL": "C"}
    return subprocess.run(
        [sys.executable, "-m", "calculator", *args], input=data, capture_output=True, cwd=ROOT, env=env, timeout=60
    )


def ok(*args: str, stdin: bytes | str = b"") -> Any:
    """Run a command that must succeed; return its JSON with object key order kept (as lists of pairs)."""
    done = cli(*args, stdin=stdin)
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    assert done.stderr == b""
    return json.loads(done.stdout.decode("utf-8"), object_pairs_hook=lambda items: [[k, v] for k, v in items])


def failed(*args: str, stdin: bytes | str = b"") -> str:
    """Run a command that must be refused as CONTRACTS.md says; return its one stderr line."""
    done = cli(*args, stdin=stdin)
    stderr = done.stderr.decode("utf-8", "replace")
    assert done.returncode == 2, (done.returncode, stderr, done.stdout[:200])
    assert done.stdout == b"", done.stdout[:200]
    assert "Traceback" not in stderr
    assert stderr.endswith("\n") and stderr.count("\n") == 1, stderr
    assert stderr.startswith("error: "), stderr
    return stderr


def players(*seats: dict[str, Any], **top: Any) -> str:
    return json.dumps({"players": list(seats), **top}, ensure_ascii=False)


def seat(name: str, contributed: int, **more: Any) -> dict[str, Any]:
    return {"name": name, "contributed": contributed, **more}


def phh(
    stacks: list[int],
    actions: list[str],
    blinds: list[int] | None = None,
    antes: list[int] | None = None,
    names: list[str] | None = None,
    variant: str = "NT",
) -> str:
    """A PHH (TOML) hand history."""
    n = len(stacks)
    lines = [
        f'variant = "{variant}"',
        f"antes = {antes or [0] * n}",
        f"blinds_or_straddles = {blinds or [50, 100] + [0] * (n - 2)}",
        "small_bet = 10\nbig_bet = 20" if variant == "FT" else "min_bet = 100",
        f"starting_stacks = {stacks}",
        f"actions = {json.dumps(actions)}",
    ]
    if names:
        lines.append(f"players = {json.dumps(names, ensure_ascii=False)}")
    return "\n".join(lines) + "\n"
