"""The in-process LLVM (llvmlite): parsing, verifying and emitting modules.

llvmlite 0.44 is LLVM 15, the plugin's LLVM; its global context reads
opaque-pointer IR only when LLVMLITE_ENABLE_OPAQUE_POINTERS was set before
llvmlite's first import.  When something (Numba) imported it earlier,
modules are parsed in one private context created with opaque pointers
instead.  llvmlite 0.50 and newer always use opaque pointers; 0.43 (LLVM 14,
Numba 0.60's) cannot read the derivative, and the Python API refuses it up
front (`check_jit`).

Invariant: the variable is set only before llvmlite's first import, where it
changes this process: set later, it would change only the processes this one
starts (their Numba would print opaque-pointer IR where this one prints typed
pointers, so the same function would have two keys in the derivative cache,
and workers would run Enzyme again).
"""

from __future__ import annotations

import functools
import os
import re
import sys

from ..native import object_allocators
from ..errors import DifferentiationError, ToolchainError

# the oldest llvmlite whose LLVM (15) reads the derivative's opaque-pointer IR
JIT_LLVMLITE = (0, 44)


@functools.cache
def binding():
    if "llvmlite" not in sys.modules:
        os.environ.setdefault("LLVMLITE_ENABLE_OPAQUE_POINTERS", "1")
    import llvmlite.binding as llvm

    try:
        llvm.initialize()
    except RuntimeError:  # newer llvmlite initialises LLVM itself and refuses the call
        pass
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    return llvm


def check_jit() -> None:
    """ToolchainError unless this process's llvmlite can JIT a derivative."""
    import llvmlite

    version = tuple(int(part) for part in re.findall(r"\d+", llvmlite.__version__)[:2])
    if version < JIT_LLVMLITE:
        raise ToolchainError(
            f"the Python API needs llvmlite 0.44 or newer (LLVM 15, the Enzyme plugin's) to "
            f"run derivatives; this Python has llvmlite {llvmlite.__version__}, which Numba "
            "0.60 pins: use Numba 0.61 or newer, or `nrtgrad dump` and `nrtgrad "
            "differentiate`, and call the derivative through its C entry point")


@functools.cache
def _opaque_context():
    """None when the global context reads opaque pointers, else the process's one private
    context that does.  It is never disposed (a global context's reference): a context
    freed in the same garbage collection as its modules, before them, would crash."""
    import llvmlite

    if getattr(llvmlite, "opaque_pointers_enabled", True):
        return None
    llvm = binding()
    return llvm.context.GlobalContextRef(llvm.ffi.lib.LLVMPY_ContextCreate(True))


def parse_and_verify(text: str):
    """The parsed module; DifferentiationError if it does not parse or verify."""
    llvm = binding()
    try:
        module = llvm.parse_assembly(text, context=_opaque_context())
        module.verify()
    except RuntimeError as exc:
        lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
        cause = next((line for line in lines if "error:" in line), lines[0] if lines else "")
        raise DifferentiationError(f"the derivative module is invalid: {cause}") from None
    return module


def emit(text: str, kind: str) -> bytes:
    """The module as bitcode, native assembly or a native object file (whose
    tapes come from libnrtgrad_rt's pool when it is linked: object_allocators)."""
    if kind == "bc":
        return parse_and_verify(text).as_bitcode()
    module = parse_and_verify(object_allocators.route(text))
    llvm = binding()
    target = llvm.Target.from_default_triple()
    machine = target.create_target_machine(opt=2, reloc="pic", codemodel="default")
    if kind == "asm":
        return machine.emit_assembly(module).encode()
    return machine.emit_object(module)
