"""How long `bash scripts/serve.sh PORT` takes from start to its first HTTP 200 (issue 17: a second start, with nothing
changed, must serve in under 5 s). Starts the script RUNS times in a row on a free port (the first start may set up
.venv; the later ones are the "second start" the issue means), polls the page every 50 ms, stops the server (its
process group) and prints each start's seconds and the worst of the later ones; exit 1 when that is 5 s or more.
With each start also the CPU time the server process had used by its first 200 (user + system, its own and its
finished children's): on a busy machine the wall time grows with the load, the CPU time much less, and it is what a
quiet machine's wall time comes near.

    python benchmarks/serve_start.py [--runs 3] [--limit 5]
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def cpu_seconds(pid: int) -> float:
    """User + system time of a process and its finished children (``/proc/PID/stat``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return sum(int(f) for f in fields[11:15]) / os.sysconf("SC_CLK_TCK")


def first_200(port: int, timeout: float = 300) -> tuple[float, float]:
    """Start serve.sh on ``port`` and return the seconds until the home page answers 200 and the CPU seconds the
    server had used by then; the server is stopped."""
    started = time.monotonic()
    server = subprocess.Popen(
        ["bash", "scripts/serve.sh", str(port)],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        while time.monotonic() - started < timeout:
            if server.poll() is not None:
                raise SystemExit(f"error: serve.sh stopped with exit {server.returncode} before serving")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as answer:
                    if answer.status == 200:
                        return time.monotonic() - started, cpu_seconds(server.pid)
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            time.sleep(0.05)
        raise SystemExit(f"error: no HTTP 200 within {timeout:.0f} s")
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="starts in a row (the first may set up .venv)")
    parser.add_argument("--limit", type=float, default=5.0, help="seconds a start after the first may take")
    args = parser.parse_args()
    if args.runs < 2:
        raise SystemExit("error: --runs must be 2 or more (the first start is not the one measured)")
    times = []
    for run in range(args.runs):
        seconds, cpu = first_200(free_port())
        times.append(seconds)
        note = " (may include set-up)" if run == 0 else ""
        print(f"start {run + 1}: first HTTP 200 after {seconds:.2f} s, CPU {cpu:.2f} s{note}", flush=True)
    worst = max(times[1:])
    print(f"later starts: worst {worst:.2f} s, limit {args.limit:.1f} s (load average {os.getloadavg()[0]:.1f})")
    return 0 if worst < args.limit else 1


if __name__ == "__main__":
    sys.exit(main())
