"""An `opt` that logs each of its runs before it runs the toolchain's, for the tests
that check which process ran Enzyme (the disk cache's users)."""

from __future__ import annotations

from pathlib import Path

from nrtgrad import toolchain


def logging_opt(directory: Path, record: str = '"$@"') -> tuple[Path, dict[str, str]]:
    """(the log file, the environment variables that make nrtgrad run the logging opt).

    Each run appends `record` (shell words: its arguments by default) to the log,
    which does not exist until opt first runs.
    """
    real = toolchain.find()
    log = directory / "opt-invocations.log"
    wrapper = directory / "opt"
    wrapper.write_text(f'#!/bin/sh\necho {record} >> "{log}"\nexec "{real.opt}" "$@"\n')
    wrapper.chmod(0o755)
    return log, {"NRTGRAD_OPT": str(wrapper), "NRTGRAD_ENZYME_PLUGIN": str(real.plugin)}
