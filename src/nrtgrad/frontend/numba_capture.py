"""Numba's modules of a function before their optimisation, captured in this process.

`unoptimized_log(f, signature)` compiles `f` for `signature` once more, apart
from its dispatcher (nothing is added to its overloads or to Numba's disk
cache), and every jitted function the compilation calls too, even those
compiled before, and records each module as Numba's lowering produced it: the
NUMBA_DUMP_LLVM log a program would print, without printing it.  The log
holds every module the function's module needs, so numba_link links it
like one a program printed (`linked_before_loop_passes`).  Numba's compiler
lock is held throughout, and Numba's configuration and functions are as
before when it returns.
"""

from __future__ import annotations

import contextlib
import dataclasses

from . import numba_logs
from ..errors import InputError
from ..toolchain import Toolchain

_WIDTH = 80  # the banner's width, as numba.core.utils.dump_llvm centres it


@dataclasses.dataclass(frozen=True)
class Captured:
    log: str     # a NUMBA_DUMP_LLVM log of every module compiled
    symbol: str  # the mangled name of the function compiled for the signature


def unoptimized_log(f, signature: tuple, compiling=contextlib.nullcontext) -> Captured:
    """The NUMBA_DUMP_LLVM log of `f` compiled for `signature` (a tuple of types),
    inside `compiling()` (numba_recompile.sequential for a dispatcher compiled again)."""
    from numba.core.compiler_lock import global_compiler_lock

    sections: list[str] = []
    renamed: dict[str, str] = {}
    with global_compiler_lock, compiling(), _recording(sections, renamed, f.targetctx):
        try:
            compiled = f._compiler.compile(tuple(signature), None)
        except Exception as exc:  # noqa: BLE001 - it compiled before: Numba's own failure
            raise InputError(f"{f.py_func.__qualname__}: compiling it again for its "
                             f"unoptimised module failed: {type(exc).__name__}: "
                             f"{(str(exc).strip().splitlines() or [''])[0]}") from None
    log = "".join(sections)
    for again, registered in renamed.items():
        log = log.replace(f'@"{again}"', f'@"{registered}"')
    return Captured(log, compiled.fndesc.mangled_name)


def linked_before_loop_passes(f, signature: tuple, tools: Toolchain,
                              compiling=contextlib.nullcontext) -> tuple[str, str]:
    """`f`'s module linked and made ready for Enzyme without LLVM's loop optimisations
    (numba_link), and the symbol of `f`'s function in it.  InputError when linking
    cannot give it (parallel regions, lists of arrays)."""
    captured = unoptimized_log(f, signature, compiling)
    module = numba_logs.select(captured.log, captured.symbol, f.py_func.__qualname__, tools,
                               before_loop_passes=True)
    return module, captured.symbol


@contextlib.contextmanager
def _recording(sections: list[str], renamed: dict[str, str], context):
    """Lowering records each module in `sections`.

    A dispatcher typed as a callee compiles again (once per signature), its
    function's new symbol mapped in `renamed` to the symbol callers call, that
    of the overload the dispatcher keeps; the implementations `context` (the
    target context) compiles as subroutines (`np.sum`) compile again, called
    by their new symbols.  So every module a caller needs is recorded.
    """
    from numba.core import config, dispatcher, utils

    base = dispatcher._DispatcherBase
    call_template = base.get_call_template
    compiled_again: set[tuple[int, tuple]] = set()

    def record(fndesc, module) -> None:
        sections.append(f"{('LLVM DUMP %s' % fndesc).center(_WIDTH, '-')}\n{module}\n"
                        f"{'=' * _WIDTH}\n")

    def get_call_template(self, args, kws):
        template = call_template(self, args, kws)
        key = (id(self), tuple(template[2]))
        registered = getattr(self, "overloads", {}).get(key[1])
        if key not in compiled_again and registered is not None:
            compiled_again.add(key)
            with contextlib.suppress(Exception):  # unrecorded: numba_link names the callee
                again = self._compiler.compile(key[1], None)
                renamed[again.fndesc.mangled_name] = registered.fndesc.mangled_name
        return template

    saved = config.DUMP_LLVM, utils.dump_llvm, context.cached_internal_func
    config.DUMP_LLVM, utils.dump_llvm, context.cached_internal_func = True, record, {}
    base.get_call_template = get_call_template
    try:
        yield
    finally:
        config.DUMP_LLVM, utils.dump_llvm, context.cached_internal_func = saved
        base.get_call_template = call_template
