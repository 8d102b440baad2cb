"""lit configuration: every .ll under tests/lit is a test with RUN lines.

Substitutions: %nrtgrad runs the installed command line (the toolchain must
be installed, `make test` does it), FileCheck is the `filecheck` package.
"""

import os
import shutil
import sys

import lit.formats

config.name = "nrtgrad"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["Inputs"]

bindir = os.path.dirname(sys.executable)
config.environment["PATH"] = bindir + os.pathsep + os.environ.get("PATH", "")
for name in ("NRTGRAD_HOME", "HOME", "XDG_CACHE_HOME", "NRTGRAD_OPT", "NRTGRAD_ENZYME_PLUGIN",
             "PYTHONPATH"):
    if name in os.environ:
        config.environment[name] = os.environ[name]

config.substitutions.append(("%nrtgrad", os.path.join(bindir, "nrtgrad")))
config.substitutions.append(("FileCheck", shutil.which("filecheck", path=config.environment["PATH"])))
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(
    ("%exit-status", f"{sys.executable} {os.path.join(config.test_source_root, 'Inputs', 'exit-status.py')}"))
