"""The exceptions nrtgrad raises, each carrying the exit code the CLI uses.

Exit codes are part of the contract: 1 means differentiation (or the
toolchain) failed, 2 means the input or the usage was bad.
"""

# the way forward when nrtgrad or Enzyme, not the user's code, is at fault
REPORT = "report it with the --save-temps directory"


class NrtgradError(Exception):
    """A failure with a one-line cause meant for the user."""

    exit_code = 1


class InputError(NrtgradError):
    """Unreadable file, IR that does not parse, no such function, bad option."""

    exit_code = 2


class DifferentiationError(NrtgradError):
    """Enzyme failed or crashed, or the input uses an unsupported construct."""

    exit_code = 1


class UnsupportedError(DifferentiationError):
    """A construct nrtgrad knows it cannot differentiate correctly (yet)."""


class CopiedLoopError(UnsupportedError):
    """An UnsupportedError: a loop-carried array in copies of its loop that LLVM's loop
    optimisations made, which the module from before them does not have; `variable` is
    the user's variable of the array, or "" (python_names.variable)."""

    def __init__(self, message: str, variable: str = ""):
        super().__init__(message)
        self.variable = variable


class RefusedPattern(UnsupportedError):
    """An UnsupportedError at one line of the prepared module: a refcount pattern the
    ownership analysis refuses; `index` is that line (for tests and --debug)."""

    def __init__(self, message: str, index: int):
        super().__init__(message)
        self.index = index


class ToolchainError(NrtgradError):
    """The Enzyme plugin or its opt is missing or does not run."""

    exit_code = 1
