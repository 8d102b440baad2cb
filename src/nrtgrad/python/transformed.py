"""What `nrtgrad.grad` and the other API functions return: callables that pickle.

Each is a `Transformed`: it calls the derivatives it was built with, and it
pickles (with pickle or cloudpickle) as the recipe that built it, never as
compiled code: the API function's name, the Numba dispatcher `f` and the
keyword arguments given.  A `Pullback` (`nrtgrad.vjp`'s) pickles as its recipe
and the arguments it was taken at.

Invariants:

- `f` is pickled by reference (its module and qualified name) when importing
  that module and following that name gives this very dispatcher, so the other
  process differentiates its own copy of the module's function; otherwise (a
  function of `__main__`, a closure, a lambda) by Numba's own pickling of the
  dispatcher, by value;
- unpickling calls the API function again, in the other process: its
  derivatives are compiled on their first call there, from the disk cache
  (derivative_cache) when it holds them, so Enzyme does not run again.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import sys

from ..errors import InputError


class Transformed:
    """`nrtgrad.<name>(f, **options)`: calls `call(*args)`; named, and documented like
    `like` (f's Python function, whose signature it then has) or by `doc` alone.
    Without `like` (jvp, hvp: their arguments are (primals, tangents)) it still has
    f's `__name__`, `__qualname__` and `__module__`."""

    def __init__(self, name: str, f, options: dict, call, doc: str, *, like=None):
        if like is not None:
            functools.update_wrapper(self, like, updated=())
        else:
            py_func = getattr(f, "py_func", f)
            for attribute in ("__module__", "__name__", "__qualname__"):
                if hasattr(py_func, attribute):
                    setattr(self, attribute, getattr(py_func, attribute))
        self.__doc__ = doc
        self._recipe = (name, f, dict(options))
        self._call = call

    def __call__(self, *args):
        return self._call(*args)

    def __repr__(self) -> str:
        name, f, options = self._recipe
        given = "".join(f", {key}={value!r}" for key, value in options.items())
        return f"<nrtgrad.{name}({_qualified(f)}{given})>"

    def __reduce__(self):
        name, f, options = self._recipe
        return _rebuild, (name, by_reference(f), options)


class Pullback:
    """The pullback `nrtgrad.vjp(f, **options)(*args)` returns: calls `call(cotangent)`."""

    def __init__(self, recipe: tuple, args: tuple, call, doc: str):
        self.__doc__ = doc
        self._recipe, self._args, self._call = recipe, args, call

    def __call__(self, cotangent):
        return self._call(cotangent)

    def __reduce__(self):
        name, f, options = self._recipe
        return _rebuild_pullback, (name, by_reference(f), options, self._args)


@dataclasses.dataclass(frozen=True)
class DispatcherName:
    """A Numba dispatcher by its module and qualified name."""

    module: str
    qualname: str

    def resolve(self):
        try:
            target = importlib.import_module(self.module)
            for part in self.qualname.split("."):
                target = getattr(target, part)
        except (ImportError, AttributeError) as error:
            raise InputError(f"cannot unpickle a derivative of {self.module}.{self.qualname}: "
                             f"{error}") from None
        return target


def by_reference(f):
    """`f` as a DispatcherName when its module, imported, names this very dispatcher;
    else `f` itself (pickled by Numba, by value)."""
    py_func = getattr(f, "py_func", None)
    module = getattr(py_func, "__module__", None)
    qualname = getattr(py_func, "__qualname__", "")
    if module in (None, "__main__", "__mp_main__") or module not in sys.modules:
        return f
    target = sys.modules[module]
    for part in qualname.split("."):
        target = getattr(target, part, None)
    return DispatcherName(module, qualname) if target is f else f


def _dispatcher(f):
    return f.resolve() if isinstance(f, DispatcherName) else f


def _rebuild(name: str, f, options: dict) -> Transformed:
    import nrtgrad

    return getattr(nrtgrad, name)(_dispatcher(f), **options)


def _rebuild_pullback(name: str, f, options: dict, args: tuple) -> Pullback:
    return _rebuild(name, f, options)(*args)[1]


def _qualified(f) -> str:
    py_func = getattr(f, "py_func", None)
    return (f"{getattr(py_func, '__module__', '?')}.{getattr(py_func, '__qualname__', '?')}"
            if py_func is not None else repr(f))
