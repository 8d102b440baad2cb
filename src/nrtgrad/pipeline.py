"""The differentiate pipeline: each stage a function from module text to module text.

    input -> canonical (dialect) -> registered (nrt) -> differentiated (Enzyme)
          -> lowered (nrt) -> optimized (opt) -> checked

With a save-temps directory every stage's output is written there, numbered,
together with the opt commands that ran, so a failure can be reproduced.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from . import dialect, enzyme, nrt, selfcheck
from .errors import DifferentiationError, InputError, UnsupportedError
from .toolchain import Toolchain

ENZYME_CALL = re.compile(r"@__enzyme_(autodiff|fwddiff)\w*\(")


@dataclasses.dataclass
class Options:
    function: str | None = None
    register_nrt: bool = True
    optimize: bool = True
    timeout: float = enzyme.DEFAULT_TIMEOUT
    save_temps: Path | None = None


class Stages:
    """Writes each stage's module into the save-temps directory, if any."""

    def __init__(self, directory: Path | None):
        self.directory = directory
        self.count = 0
        if directory is not None:
            try:
                directory.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise InputError(f"cannot create --save-temps directory {directory}: "
                                 f"{exc.strerror}") from None

    def keep(self, name: str, text: str) -> str:
        self.count += 1
        if self.directory is not None:
            (self.directory / f"{self.count:02d}-{name}").write_text(text)
        return text

    def keep_command(self, name: str, toolchain: Toolchain, passes: str, plugin: bool,
                     input_name: str) -> None:
        if self.directory is not None:
            argv = enzyme.opt_command(toolchain, passes, plugin=plugin)
            command = " ".join(argv[:-1]) + f" < {self.directory / input_name}"
            (self.directory / f"{name}.sh").write_text(command + "\n")


def differentiate(toolchain: Toolchain, data: bytes, display_name: str, options: Options) -> str:
    """The derivative module for the input bytes."""
    stages = Stages(options.save_temps)
    text = stages.keep("input.ll", dialect.decode(data, display_name))
    canonical = stages.keep("canonical.ll", dialect.canonicalize(
        toolchain, text, display_name, timeout=options.timeout))
    if not ENZYME_CALL.search(canonical):
        raise UnsupportedError(
            f"{display_name} has no __enzyme_autodiff/__enzyme_fwddiff call; "
            "differentiating plain Numba functions is not supported yet")
    _check_function(canonical, options.function, display_name)
    registered = nrt.register_all_releases(canonical) if options.register_nrt else canonical
    registered = stages.keep("registered.ll", registered)
    stages.keep_command("enzyme-command", toolchain,
                        f"{enzyme.ENZYME_PASSES},{enzyme.CLEANUP_PASSES}", True,
                        f"{stages.count:02d}-registered.ll")
    differentiated = stages.keep("enzyme.ll", enzyme.run_enzyme(
        toolchain, registered, timeout=options.timeout))
    lowered = stages.keep("lowered.ll", nrt.lower(differentiated))
    result = lowered
    if options.optimize:
        try:
            result = stages.keep("optimized.ll", enzyme.run_opt(
                toolchain, lowered, "default<O2>", plugin=False, timeout=options.timeout))
        except enzyme.OptFailure as failure:
            raise DifferentiationError(f"optimizing the derivative failed: {failure}") from None
    selfcheck.check(result)
    return result


def _check_function(text: str, function: str | None, display_name: str) -> None:
    """--function must name a function the module differentiates."""
    if function is None:
        return
    targets = sorted(set(re.findall(
        r"@__enzyme_(?:autodiff|fwddiff)\w*\([^@]*@([-\w.$]+)", text)))
    if function not in targets:
        raise InputError(f"{display_name}: no differentiated function named {function!r} "
                         f"(differentiated here: {', '.join(targets) or 'none'})")
