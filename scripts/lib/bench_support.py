"""What the measuring parts of scripts/bench share: the environment every
measured process runs in, one timed run, and a median/p95 summary."""

import os
import statistics
import subprocess
import sys
import time


def environment(work):
    """A quiet environment whose HOME and XDG folders live under `work`."""
    return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": work, "LANG": "C.UTF-8",
            "XDG_STATE_HOME": work + "/state", "XDG_DATA_HOME": work + "/xdg-data", "NO_COLOR": "1"}


def timed(command, stdin, work):
    """Milliseconds one run of `command` takes; stops the bench if it fails."""
    start = time.perf_counter()
    result = subprocess.run(command, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            env=environment(work), cwd=work)
    elapsed = (time.perf_counter() - start) * 1000
    if result.returncode != 0:
        sys.exit("bench: %s failed (%d): %s" % (" ".join(command), result.returncode, result.stderr.decode()))
    return elapsed


def summary(times):
    """`median<TAB>p95<TAB>count`, the p95 by the nearest-rank method."""
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, max(0, -(-95 * len(ordered) // 100) - 1))]
    return "%.2f\t%.2f\t%d" % (statistics.median(times), p95, len(times))
