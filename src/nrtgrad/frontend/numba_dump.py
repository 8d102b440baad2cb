"""`nrtgrad dump`: the module of a Numba function of a Python file, as `differentiate` reads it.

The file is imported as a module (its `if __name__ == "__main__":` block does
not run; what it prints goes to stderr), FUNC is looked up in it, compiled
for the signature given (or taken from those it was compiled for; when it
was compiled for none, the file runs once more as `__main__`, so the calls
of its main block compile FUNC) and its
module is Numba's `inspect_llvm`, the text the Python API differentiates
first (`module_text`); with parallel=True it holds the parallel regions'
gufuncs, linked in by Numba.  When LLVM's loop optimisations copied a
loop-carried array of it, `before_loop_passes` gives the module the API
differentiates then (numba_capture).  Failures are one line: Numba missing
(exit 1), file or function missing, not a Numba function, a signature that
does not compile (exit 2).
"""

from __future__ import annotations

import contextlib
import dataclasses
import re
import sys
import types
from pathlib import Path

from . import numba_capture
from ..errors import InputError, NrtgradError
from ..toolchain import Toolchain


OPTIMIZED = "Numba's optimised module"
BEFORE_LOOP_PASSES = "Numba's module linked before LLVM's loop optimisations"


@dataclasses.dataclass(frozen=True)
class Dumped:
    signature: str  # Numba's spelling, e.g. (Array(float64, 1, 'C', False, aligned=True), float64)
    text: str
    types: tuple  # the signature's Numba types
    form: str = OPTIMIZED


def module_text(f, signature) -> str:
    """The LLVM module Numba compiled `f` into for `signature` (a tuple of types)."""
    return f.inspect_llvm(signature)


def _numba():
    try:
        import numba
    except ImportError as exc:
        raise NrtgradError(f"Numba is not installed in this Python ({sys.executable}): "
                           f"pip install numba ({exc})") from None
    return numba


def parse_target(target: str) -> tuple[Path, str]:
    """'path/file.py:FUNC' -> (path, FUNC)."""
    path, colon, function = target.rpartition(":")
    if not colon or not path or not re.fullmatch(r"[A-Za-z_]\w*", function):
        raise InputError(f"{target!r}: expected FILE.py:FUNCTION, e.g. kernels.py:energy")
    return Path(path), function


def load_function(path: Path, function: str, as_main: bool = False):
    """The Numba dispatcher `function` of the Python file, imported as a module
    (``as_main``: run as a program, its `if __name__ == "__main__":` block too)."""
    _numba()
    if not path.is_file():
        raise InputError(f"{path}: no such file")
    name = re.sub(r"\W", "_", path.stem)
    module = types.ModuleType("__main__" if as_main else name)
    module.__file__ = str(path)
    sys.modules[name] = module
    sys.path.insert(0, str(path.resolve().parent))
    try:
        with contextlib.redirect_stdout(sys.stderr):
            exec(compile(path.read_bytes(), str(path), "exec"), module.__dict__)  # noqa: S102
    except SystemExit:  # a program may end with sys.exit: what it compiled is there
        if not as_main:
            raise InputError(f"importing {path} called sys.exit") from None
    except Exception as exc:  # noqa: BLE001 - the user's module failing is their input
        line = _line_in(exc, path)
        raise InputError(f"importing {path} failed{line}: {type(exc).__name__}: "
                         f"{(str(exc).strip().splitlines() or [''])[0]}") from None
    finally:
        sys.path.remove(str(path.resolve().parent))
    if not hasattr(module, function):
        defined = sorted(n for n, v in vars(module).items() if _is_dispatcher(v))
        raise InputError(f"{path} has no {function!r} (Numba functions in it: "
                         f"{', '.join(defined) or 'none'})")
    f = getattr(module, function)
    if not _is_dispatcher(f):
        raise InputError(f"{path}:{function} is not a Numba function "
                         f"({type(f).__name__}): decorate it with @numba.njit")
    return f


def _is_dispatcher(value) -> bool:
    return all(hasattr(value, a) for a in ("py_func", "inspect_llvm", "compile", "overloads"))


def _line_in(exc: BaseException, path: Path) -> str:
    if isinstance(exc, SyntaxError) and exc.lineno:
        return f" at line {exc.lineno}"
    frames = [t for t in _tracebacks(exc) if Path(t.tb_frame.f_code.co_filename) == path]
    return f" at line {frames[-1].tb_lineno}" if frames else ""


def _tracebacks(exc: BaseException):
    tb = exc.__traceback__
    while tb is not None:
        yield tb
        tb = tb.tb_next


def dump(f, signature: str | None, all_signatures: bool) -> list[Dumped]:
    """The modules of `f`: for `signature`, or the one (every one) it was compiled for."""
    _numba()
    from numba.core import sigutils

    name = f.py_func.__qualname__
    if signature is not None:
        try:
            f.compile(signature)
            signatures = [tuple(sigutils.normalize_signature(signature)[0])]
        except Exception as exc:  # noqa: BLE001 - Numba's typing and parsing errors alike
            first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
            raise InputError(f"{name} does not compile for {signature!r}: {first}") from None
    else:
        signatures = [tuple(s) for s in f.signatures]
        if not signatures:
            raise InputError(f"{name} has no compiled signature: give one, e.g. --signature "
                             f"'float64(float64[::1], float64)', or call it at the top level "
                             f"of the file, or decorate it @numba.njit('float64(...)')")
        if len(signatures) > 1 and not all_signatures:
            raise InputError(f"{name} was compiled for {len(signatures)} signatures "
                             f"({'; '.join(map(_spelling, signatures))}): choose one with "
                             "--signature, or write each with --all-signatures -o DIR")
    return [Dumped(_spelling(s), module_text(f, s), s) for s in signatures]


def before_loop_passes(f, dumped: Dumped, tools: Toolchain) -> Dumped:
    """`dumped`'s function as Numba compiled it, linked and ready for Enzyme without
    LLVM's loop optimisations."""
    text, _ = numba_capture.linked_before_loop_passes(f, dumped.types, tools)
    return dataclasses.replace(dumped, text=text, form=BEFORE_LOOP_PASSES)


def _spelling(signature: tuple) -> str:
    return "(" + ", ".join(map(str, signature)) + ")"
