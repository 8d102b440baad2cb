"""Run a command, then append `exit=N` to its stderr and exit 0.

Lets a RUN line check an exact exit code with FileCheck (lit's `not` only
checks for a non-zero one).
"""

import subprocess
import sys

status = subprocess.run(sys.argv[1:]).returncode
print(f"exit={status}", file=sys.stderr)
