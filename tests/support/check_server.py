"""gradient_check.py's checks, each in a forked child of one process that set Numba up once.

    PYTHONPATH=tests/inputs python tests/support/check_server.py
    # then one JSON object per line on stdin: {"arguments": [...], "seconds": ...}

Importing Numba and initialising its runtime takes about 1.5 s of CPU, more
than many checks themselves. This process does it once, then forks a child
per request, which runs gradient_check.main with those arguments, its
output going to a file of its own; it answers each request with one JSON
line, {"returncode": ..., "output": ...}. A child that crashes only fails
its own check (returncode -signal), and one running past the seconds its
request allows is killed. The process has no threads when it forks.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import tempfile
import traceback

import gradient_check
from e2e_support import primal


def run_child(arguments: list[str], output: int, seconds: int) -> None:
    """In the child: run the check with stdout and stderr on `output`, then exit."""
    os.dup2(os.open(os.devnull, os.O_RDONLY), 0)  # the requests are the server's
    os.dup2(output, 1)
    os.dup2(output, 2)
    signal.alarm(seconds)
    code = 0
    try:
        gradient_check.main(arguments)
    except SystemExit as exit_:
        if exit_.code not in (None, 0):
            code = exit_.code if isinstance(exit_.code, int) else 1
            if not isinstance(exit_.code, int):
                print(exit_.code, file=sys.stderr)
    except BaseException:
        traceback.print_exc()
        code = 1
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def check(arguments: list[str], seconds: int) -> dict:
    with tempfile.TemporaryFile() as output:
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            run_child(arguments, output.fileno(), seconds)
        _, status = os.waitpid(pid, 0)
        output.seek(0)
        text = output.read().decode(errors="replace")
    return {"returncode": os.waitstatus_to_exitcode(status), "output": text}


def main() -> None:
    primal("sum_sq")  # Numba's runtime and registries, set up once for every child
    for line in sys.stdin:
        request = json.loads(line)
        print(json.dumps(check(request["arguments"], request["seconds"])), flush=True)


if __name__ == "__main__":
    main()
