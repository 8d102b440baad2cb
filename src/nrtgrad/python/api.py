"""The Python front door: `grad`, `value_and_grad` and `jvp` of Numba functions.

    import numba, numpy as np, nrtgrad

    @numba.njit
    def energy(x, a):
        ...                                   # returns a float64 (or float32)

    dx = nrtgrad.grad(energy)(x, 0.5)         # argnums=0: like x, float64
    dx, da = nrtgrad.grad(energy, argnums=(0, 1))(x, 0.5)

On the first call with given argument types the function is compiled by
Numba for those types, its LLVM IR goes through the same pipeline as
`nrtgrad differentiate`, and the derivative module is JIT-compiled in this
process against Numba's runtime.  Derivatives are cached per argument types
in memory and on disk (`NRTGRAD_CACHE_DIR`, default `$NRTGRAD_HOME/cache`),
so another process with the same function does not run Enzyme again.

Arrays are passed by pointer with their own strides (C, F or any positive
strides), never copied; their MemInfo is NULL, as the contract allows.
What `grad` and the others return pickles as the call that made it
(transformed.py): another process compiles again, from the disk cache.
"""

from __future__ import annotations

import ctypes
import dataclasses
import functools
import struct
import threading
import weakref

import numpy as np

from ..entry import c_entry
from ..enzyme import lapack
from ..toolchain import llvm
from ..frontend import numba_abi
from . import checkpoints, jit_pool
from .array_address import data_address
from .compiled_calls import INT64, LAYOUT_FLAGS, HotCall, hot_function
from .derivative_cache import cache_dir, derivative_module
from .transformed import Transformed
from ..errors import DifferentiationError, InputError, UnsupportedError

__all__ = ["grad", "value_and_grad", "jvp", "cache_dir"]

_C_SCALARS = {"double": ctypes.c_double, "float": ctypes.c_float, "i64": ctypes.c_int64,
              "i32": ctypes.c_int32, "i16": ctypes.c_int16, "i8": ctypes.c_int8}


# --- public functions -------------------------------------------------------

def grad(f, argnums=0, checkpoint="auto"):
    """The gradient of a Numba function that returns a float64 or float32 scalar.

    `f` is a `numba.njit` dispatcher.  `grad(f, argnums)` returns a function
    taking the same arguments as `f` (NumPy arrays of float, integer or bool
    dtype in C, F or strided layout with positive strides; Python or NumPy
    floats, ints and bools) and returning the gradient of `f` with respect to
    the arguments `argnums` selects, each with its argument's shape and dtype
    (an array for an array, a float for a scalar):

    - an int (default 0, the first argument): that argument's gradient alone;
    - a tuple or list of ints: a tuple of gradients in that order (a 1-tuple
      gives a 1-tuple).

    The structure of the result depends on `argnums` only, never on the
    types of the arguments.  `argnums=None` is refused: name the arguments
    (`argnums=(0, 1)`).  Arguments not selected are constants.  Only
    float64/float32 arguments can be differentiated: a Python int (`2`, not
    `2.0`) makes Numba compile an integer parameter, and selecting it is an
    `InputError` that says so.  The first call with new argument types
    compiles and differentiates `f` (seconds); later calls only run the
    derivative.

    `checkpoint` ("auto", "none" or a number of stored states) chooses how a
    time loop's reverse pass keeps what it needs: "none" tapes every step, a
    number keeps the loop's state at that many steps and recomputes the steps
    between them, "auto" does so past NRTGRAD_TAPE_BUDGET bytes of tape
    (python/checkpoints.py; docs/python.md, "Long time loops").

    Raises `nrtgrad.UnsupportedError` (naming the construct, e.g. a BLAS
    call) when `f` cannot be differentiated yet, `nrtgrad.InputError` for
    bad `argnums` or arguments, `nrtgrad.DifferentiationError` when Enzyme
    fails, and `nrtgrad.ToolchainError` when the Enzyme toolchain is not
    installed (`nrtgrad toolchain install`).  If `f` itself raises, the
    call raises the same exception `f` raises.
    """
    derivative = _Derivative(f, argnums, "reverse", value=False)
    return checkpoints.around(_Gradient("grad", f, {"argnums": argnums}, derivative,
                                        f"Gradient of {_name(f)} (see nrtgrad.grad)."),
                              f, argnums, checkpoint, value=False)


def value_and_grad(f, argnums=0, checkpoint="auto"):
    """Like `grad`, but the function returns `(f(*args), gradients)`.

    The value comes from the same call that computes the gradients, so it
    costs nothing extra.  `argnums` and `checkpoint` are as for `nrtgrad.grad`.
    """
    derivative = _Derivative(f, argnums, "reverse")
    return checkpoints.around(
        _Gradient("value_and_grad", f, {"argnums": argnums}, derivative,
                  f"Value and gradient of {_name(f)} (see nrtgrad.value_and_grad)."),
        f, argnums, checkpoint, value=True)


def jvp(f, argnums=0):
    """The Jacobian-vector product (directional derivative) of a Numba function.

    `jvp(f, argnums)(primals, tangents)` returns `(f(*primals), t)` where `t`
    is the derivative of `f` at `primals` in the direction `tangents`:
    `sum_i <d f / d primals[i], tangents[i]>` over the arguments `argnums`
    selects (see `nrtgrad.grad`; the others are constants).  `primals` is the
    tuple of all arguments of `f`.  `tangents` has one entry per selected
    argument, shaped like it, and is structured like `grad`'s result: a
    single array or float when `argnums` is an int (the default 0), else a
    tuple in the same order.

    When the pipeline offers forward mode this runs the `<name>_jvp` entry
    point (Enzyme forward mode, one pass).  Otherwise it is computed as the
    inner product of the reverse-mode gradient with the tangents, which is
    exact because `f` returns a scalar.
    """
    mode = "forward" if _forward_available() else "reverse"
    derivative = _Derivative(f, argnums, mode)

    def jacobian_vector_product(primals, tangents):
        if not isinstance(primals, (tuple, list)):
            raise InputError(f"jvp: primals must be the tuple of {_name(f)}'s arguments, "
                             f"e.g. jvp(f)((x, a), (dx, da)), not {type(primals).__name__}")
        return derivative.jvp(tuple(primals), tangents)

    return Transformed("jvp", f, {"argnums": argnums}, jacobian_vector_product,
                       f"JVP of {_name(f)} (see nrtgrad.jvp).")


# --- the machinery ----------------------------------------------------------

def _like(name: str, f, options: dict, call, doc: str) -> Transformed:
    """`nrtgrad.<name>(f, **options)`: a callable with `f`'s name and signature that
    passes its arguments to `call` as a tuple, and pickles as that recipe."""
    return Transformed(name, f, options, lambda *args: call(args), doc, like=_py_func(f))


class _Gradient(Transformed):
    """What `grad` and `value_and_grad` return (`_like` their derivative's
    `call_through_ctypes`).  Once its derivative has hot calls, this object's
    class is a subclass of its own whose `__call__` is compiled_calls'
    `hot_function` of them: a call goes from Python straight to machine code,
    which comes back to `_called` for arguments no hot call was made for."""

    def __init__(self, name: str, f, options: dict, derivative: _Derivative, doc: str):
        super().__init__(name, f, options, derivative.call_through_ctypes, doc,
                         like=_py_func(f))
        self._derivative = derivative
        self._hot_calls = derivative.hot_calls

    def __call__(self, *args):
        return self._called(*args)

    def _called(self, *args):
        result = self._call(args)
        calls = self._derivative.hot_calls
        if calls is not self._hot_calls:
            self._hot_calls = calls
            function = staticmethod(hot_function(calls, self._called))
            if type(self) is _Gradient:
                self.__class__ = type(_Gradient.__name__, (_Gradient,),
                                      {"__call__": function, "__slots__": (),
                                       "__module__": __name__})
            else:
                type(self).__call__ = function
        return result


def _py_func(f):
    _check_dispatcher(f)
    return f.py_func


def _name(f) -> str:
    return getattr(f.py_func, "__qualname__", repr(f))


def _check_dispatcher(f) -> None:
    if not (hasattr(f, "py_func") and hasattr(f, "inspect_llvm") and hasattr(f, "compile")):
        raise InputError(f"{f!r} is not a Numba dispatcher: decorate it with @numba.njit")


@functools.cache
def _forward_available() -> bool:
    from .. import pipeline

    fields = {field.name for field in dataclasses.fields(pipeline.Options)}
    spec_fields = {field.name for field in dataclasses.fields(c_entry.GradientSpec)}
    return "mode" in fields and "mode" in spec_fields


# calls of one gradient through ctypes before its hot call is made (compiled_calls)
HOT_CALLS = 16


def _type_key(args: tuple) -> tuple:
    """A cheap key that determines numba.typeof of each argument (a Python int beyond
    int64, which Numba types otherwise or not at all, by its value)."""
    key = []
    for value in args:
        if type(value) is np.ndarray:
            key.append((value.dtype, value.ndim, value.flags.num & LAYOUT_FLAGS))
        elif type(value) is int and value not in INT64:
            key.append(value)
        else:
            key.append(type(value))
    return tuple(key)


def selected(argnums) -> tuple[tuple[int, ...], bool]:
    """The positions `argnums` selects and whether the result is one gradient (an int)
    rather than a tuple of them (a tuple or list, a 1-tuple too).

    Invariant: the structure of every result follows from `argnums` alone, never from
    the types of the arguments, so `argnums=None` ("every float argument", whose result
    would be one array for `f(x, 2)` and a tuple for `f(x, 2.0)`) is refused.
    """
    def integer(value) -> bool:
        return isinstance(value, (int, np.integer)) and not isinstance(value, bool)

    if integer(argnums):
        return (int(argnums),), True
    if isinstance(argnums, (tuple, list)) and argnums and all(map(integer, argnums)):
        return tuple(int(a) for a in argnums), False
    if argnums is None:
        raise InputError("argnums must be an int or a non-empty tuple of ints, not None: "
                         "name the arguments to differentiate, e.g. argnums=(0, 1)")
    raise InputError(f"argnums must be an int or a non-empty tuple of ints, not {argnums!r}")


class _Derivative:
    """The compiled derivatives of one dispatcher for one argnums and mode.

    `call_through_ctypes(args)` is `value_and_grad`'s call, or without `value`
    `grad`'s, whose gradient of a scalar result is compiled without the value
    (`pipeline.Options.value`).  Once a gradient is hot (HOT_CALLS calls with the
    same argument types) it is also one of `hot_calls` (compiled_calls.HotCall),
    which `_Gradient` then calls first; the list is replaced, never changed.
    """

    def __init__(self, f, argnums, mode: str, *, value: bool = True):
        _check_dispatcher(f)
        llvm.check_jit()
        self.f = f
        self.mode = mode
        self.value = value
        self.argnums, self.single = selected(argnums)
        self.table = {}
        self.hot_calls = []
        self.lock = threading.Lock()

    def compiled(self, args: tuple) -> _Compiled:
        key = _type_key(args)
        compiled = self.table.get(key)
        if compiled is None:
            with self.lock:
                compiled = self.table.get(key) or _compile(self.f, args, self.argnums,
                                                           self.single, self.mode, self.value)
                self.table[key] = compiled
        return compiled

    def call_through_ctypes(self, args: tuple):
        compiled = self.compiled(args)
        called = compiled.value_and_gradients(args)
        compiled.calls += 1
        if compiled.hot is None and compiled.calls >= HOT_CALLS:
            with self.lock:
                if compiled.hot is None:
                    call = compiled.hot_call(args, self.value)
                    compiled.hot = call is not None
                    if call is not None:
                        self.hot_calls = [*self.hot_calls, call]
        return called if self.value else called[1]

    def jvp(self, primals, tangents):
        return self.compiled(primals).jvp(primals, tangents)

    def vjp(self, args, shape, cotangent):
        return self.compiled(args).vjp(args, shape, cotangent)


# dispatcher -> {(numba signature, wrt, mode, value, recompile): _Function}, shared by every
# grad(f)
_MEMORY: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_MEMORY_LOCK = threading.Lock()


def _compile(f, args: tuple, argnums, single, mode: str, with_value: bool) -> _Compiled:
    import numba

    for position, value in enumerate(args):
        if isinstance(value, np.ndarray) and any(s < 0 for s in value.strides):
            raise InputError(f"argument {position} of {_name(f)} has negative strides, "
                             "which are not supported: pass a copy")
    expected = f.py_func.__code__.co_argcount
    if len(args) != expected:
        raise InputError(f"{_name(f)} takes {expected} arguments, got {len(args)}")
    try:
        actual = tuple(numba.typeof(value) for value in args)
    except ValueError as exc:
        raise InputError(f"cannot pass an argument to {_name(f)}: {exc}") from None
    signature = _overload_signature(f, actual)
    overload = f.overloads[signature]
    names = list(overload.fndesc.args)
    floats = [i for i, t in enumerate(signature)
              if str(getattr(t, "dtype", t)) in numba_abi.FLOAT_DTYPES]
    for position in argnums:
        if not -len(args) <= position < len(args):
            raise InputError(f"argnums: {_name(f)} has no argument {position} "
                             f"(it takes {len(args)})")
    chosen = tuple(p % len(args) for p in argnums)
    for position in chosen:
        if position not in floats:
            value = args[position]
            hint = (f": pass a float ({float(value)!r}, not {value!r}) to differentiate "
                    "with respect to it" if isinstance(value, (int, np.integer))
                    and not isinstance(value, bool) else "")
            raise InputError(f"argnums: argument {position} ({names[position]}: "
                             f"{signature[position]}) is not a float64/float32 "
                             f"argument{hint}")
    wrt = tuple(sorted({names[p] for p in chosen}, key=names.index))
    # only the gradient of a scalar result leaves its value out
    with_value = with_value or mode != "reverse" or not isinstance(
        overload.signature.return_type, numba.core.types.Float)
    made = functools.partial(_function, f, overload, (signature, wrt, mode, with_value))
    return _Compiled(f, made(recompile=True), [names[p] for p in chosen], single,
                     own=functools.partial(made, recompile=False))


def _function(f, overload, key: tuple, *, recompile: bool) -> _Function:
    """f's derivative for `key` (numba signature, wrt, mode, value), of f compiled again
    when `recompile` and that gave one (derivative_module), shared by every grad(f)."""
    with _MEMORY_LOCK:
        table = _MEMORY.setdefault(f, {})
        function = table.get((*key, recompile))
    if function is None:
        function = _Function(*derivative_module(f, key[0], overload, *key[1:],
                                                recompile=recompile))
        with _MEMORY_LOCK:
            function = table.setdefault((*key, recompile), function)
    return function


def _overload_signature(f, actual: tuple) -> tuple:
    """The signature of f's overload for arguments of types `actual`, compiling it if allowed."""
    import numba

    if actual in f.overloads:
        return actual
    if f._can_compile:
        try:
            f.compile(actual)
        except numba.core.errors.TypingError as exc:
            raise InputError(f"{_name(f)} does not compile for {actual}: "
                             f"{str(exc).strip().splitlines()[0]}") from None
        return actual
    # compiled for explicit signatures only: the first overload the arguments fit
    for signature in f.overloads:
        if len(signature) == len(actual) and all(
                _fits(f, a, s) for a, s in zip(actual, signature)):
            return signature
    raise InputError(f"{_name(f)} has no compiled signature for arguments "
                     f"({', '.join(map(str, actual))}); it was compiled for "
                     f"{'; '.join(str(s) for s in f.overloads)}")


def _fits(f, actual, formal) -> bool:
    """Whether an argument of type `actual` can be passed unchanged as `formal`."""
    from numba.core import types

    if actual == formal:
        return True
    if isinstance(formal, types.Array) or isinstance(actual, types.Array):
        return (isinstance(formal, types.Array) and isinstance(actual, types.Array)
                and formal.dtype == actual.dtype and formal.ndim == actual.ndim
                and formal.layout in ("A", actual.layout)
                and (actual.mutable or not formal.mutable)
                and (actual.aligned or not formal.aligned))
    return (isinstance(formal, (types.Number, types.Boolean))
            and isinstance(actual, (types.Number, types.Boolean))
            and f.typingctx.can_convert(actual, formal) is not None)


class _Function:
    """The JIT-compiled `<name>_grad` or `<name>_jvp` and how to pass it arguments."""

    def __init__(self, module: str, spec: c_entry.GradientSpec, recompiled: bool):
        from .jit import GradientFunction

        self.jitted = GradientFunction(module, spec, objects=cache_dir())  # keeps the engine
        self.spec = spec
        self.recompiled = recompiled  # of f compiled again (numba_recompile)
        self.forward = getattr(spec, "mode", "reverse") == "forward"
        self.address = self.jitted.engine.get_function_address(spec.name)
        argtypes, self.plan = [], []
        for argument in spec.entry.arguments:
            active = spec.active(argument)
            if argument.kind == "array":
                argtypes += [ctypes.c_void_p] * (2 if active else 1)
                packer = struct.Struct(f"<{5 + 2 * argument.ndim}q").pack
                self.plan.append((argument.name, packer, None, active))
            else:
                c_type = _C_SCALARS[argument.params[0][0]]
                argtypes += [c_type] + ([ctypes.c_void_p] if active else [])
                self.plan.append((argument.name, None, c_type, active))
        argtypes += [ctypes.c_void_p] * (2 if self.forward else 1)
        # <name>_hvp is called through self.jitted (hessians.py)
        self.call = (None if spec.mode == "hvp"
                     else ctypes.CFUNCTYPE(ctypes.c_int32, *argtypes)(self.address))


class _Compiled:
    """One derivative for one argument-type signature, with the result structure.

    A gradient is called through ctypes (`_run`) until it has been called
    HOT_CALLS times (`calls`); then through its hot call (compiled_calls; `hot`:
    whether one was made, None before it is tried), for arguments whose gradients
    the pool does not serve."""

    def __init__(self, f, function: _Function, chosen: list[str], single: bool, own):
        self.f = f
        self.function = function
        self.own = own  # () -> the derivative of f's own module, not compiled again
        self.chosen = chosen
        self.single = single
        self.positions = {name: i for i, (name, *_) in enumerate(function.plan)}
        self.calls = 0
        self.hot = None

    def hot_call(self, args: tuple, with_value: bool) -> HotCall | None:
        """The hot call of this gradient for arguments of the types of `args`, or None."""
        spec = self.function.spec
        if spec.mode != "reverse" or self.vector:
            return None
        plan = [(a.kind == "array", spec.active(a),
                 None if a.kind == "array" else a.params[0][0]) for a in spec.entry.arguments]
        return HotCall.of(
            self.function.address, plan, args, spec.entry.return_dtype,
            [self.positions[name] for name in self.chosen], single=self.single,
            with_value=with_value,
            pooled_bytes=jit_pool.POOLED_ARRAY_BYTES if self.function.jitted.pooled else None)

    def _run(self, args: tuple, tangents: dict | None = None):
        """Call the entry; returns (value, {name: shadow}, d_out or None)."""
        call_args, shadows = [], {}
        for (name, packer, c_type, active), value in zip(self.function.plan, args):
            if packer is not None:
                # the nrt_array struct as bytes: ctypes passes a pointer to them
                call_args.append(packer(0, 0, value.size, value.itemsize, data_address(value),
                                        *value.shape, *value.strides))
                if active:
                    if tangents is None:
                        shadow = _zeros_like(value, self.function.jitted.pooled)
                        shadows[name] = shadow
                    else:
                        shadow = tangents[name]
                    call_args.append(data_address(shadow))
            else:
                call_args.append(value)
                if active:
                    cell = c_type(0 if tangents is None else tangents[name])
                    shadows[name] = cell
                    call_args.append(ctypes.byref(cell))
        result_type = self.function.jitted.result_type
        out = result_type(0.0)
        call_args.append(ctypes.byref(out))
        d_out = None
        if tangents is not None and self.function.forward:
            d_out = result_type(0.0)
            call_args.append(ctypes.byref(d_out))
        try:
            status = self.function.call(*call_args)
        except ctypes.ArgumentError as exc:
            raise InputError(f"bad argument for {_name(self.f)}: {exc}") from None
        if status != 0:
            self.after_failure(args, status)
            return self._run(args, tangents)
        return out.value, shadows, (None if d_out is None else d_out.value)

    def _structure(self, shadows: dict):
        grads = [shadows[name] for name in self.chosen]
        grads = [g.value if isinstance(g, ctypes._SimpleCData) else g for g in grads]
        return grads[0] if self.single else tuple(grads)

    def _check_arity(self, args: tuple) -> None:
        if len(args) != len(self.function.plan):
            raise InputError(f"{_name(self.f)} takes {len(self.function.plan)} arguments, "
                             f"got {len(args)}")

    @property
    def vector(self) -> bool:
        """f returns a tuple or an array: <name>_vjp / <name>_jvp."""
        return self.function.spec.values is not None

    def _scalar_only(self, args: tuple) -> None:
        self._check_arity(args)
        if self.vector:
            raise InputError(f"{_name(self.f)} returns "
                             f"{self.function.spec.entry.result.describe()}, not a scalar: use "
                             "nrtgrad.vjp, nrtgrad.jacobian or nrtgrad.jvp")

    def value_and_gradients(self, args: tuple):
        self._scalar_only(args)
        value, shadows, _ = self._run(args)
        return value, self._structure(shadows)

    def call_vector(self, args: tuple, shape: tuple, *, cotangent=None,
                    tangents: dict | None = None):
        """The JIT result of <name>_vjp (with `cotangent`) or <name>_jvp for a result of `shape`."""
        self._check_arity(args)
        if cotangent is not None:
            cotangent = np.asarray(cotangent, dtype=np.float64)
            if cotangent.shape != shape:
                raise InputError(f"the cotangent has shape {cotangent.shape}, the result of "
                                 f"{_name(self.f)} {shape}")
        result = self.function.jitted(*args, cotangent=cotangent, tangents=tangents,
                                      result_shape=shape)
        if result.status != 0:
            self.after_failure(args, result.status)
            return self.call_vector(args, shape, cotangent=cotangent, tangents=tangents)
        return result

    def after_failure(self, args: tuple, status: int) -> None:
        """After the derivative returned `status` for `args`: raises the exception the
        function raises, else Numba's LinAlgError for a matrix whose determinant's
        derivative Numba's result does not give (lapack.SINGULAR_STATUS), or the refusal
        of a full SVD of a non-square matrix (lapack.UNDETERMINED_STATUS).  A derivative
        of f compiled again that fails where the function does not (Numba's parfors do
        not broadcast a dimension of length 1, `x[:, None] - x[None, :]`) is replaced by
        the derivative of the function's own module, and this returns: the caller calls
        again.  Any other failure is a DifferentiationError."""
        self.f(*args)
        if status == lapack.SINGULAR_STATUS:
            raise np.linalg.LinAlgError(lapack.SINGULAR_MESSAGE)
        if status == lapack.UNDETERMINED_STATUS:
            raise UnsupportedError(lapack.UNDETERMINED_MESSAGE)
        if self.function.recompiled:
            self.function = self.own()
            return
        raise DifferentiationError(f"{self.function.spec.name} returned status {status}")

    def vjp(self, args: tuple, shape: tuple, cotangent):
        """The gradients of <f(*args), cotangent>, structured like `grad`'s."""
        if not self.vector:
            value, shadows, _ = self._run(args)
            return self._structure({k: (v.value if isinstance(v, ctypes._SimpleCData) else v)
                                    * float(cotangent) for k, v in shadows.items()})
        return self._structure(self.call_vector(args, shape, cotangent=cotangent).gradients)

    def jvp(self, primals: tuple, tangents):
        by_name = self.tangents_by_name(primals, tangents)
        if self.vector:
            value = self.f(*primals)
            tangent = self.call_vector(primals, np.shape(np.asarray(value)),
                                       tangents=by_name).tangent
            return value, (tuple(tangent.tolist()) if isinstance(value, tuple) else tangent)
        if self.function.forward:
            laid_out = {}
            for name, tangent in by_name.items():
                primal = primals[self.positions[name]]
                if isinstance(primal, np.ndarray):
                    shadow = _zeros_like(primal, self.function.jitted.pooled)
                    shadow[...] = tangent
                    laid_out[name] = shadow
                else:
                    laid_out[name] = tangent
            value, _, d_out = self._run(primals, laid_out)
            return value, d_out
        value, shadows, _ = self._run(primals)
        total = 0.0
        for name, tangent in by_name.items():
            gradient = shadows[name]
            gradient = gradient.value if isinstance(gradient, ctypes._SimpleCData) else gradient
            total += float(np.sum(np.multiply(gradient, tangent, dtype=np.float64)))
        return value, total

    def tangents_by_name(self, primals: tuple, tangents) -> dict:
        """The tangents, structured like `grad`'s result, by parameter name (checked)."""
        self._check_arity(primals)
        if self.single:
            if isinstance(tangents, (tuple, list)) and len(tangents) == 1:
                tangents = tangents[0]
            tangents = (tangents,)
        elif not isinstance(tangents, (tuple, list)) or len(tangents) != len(self.chosen):
            raise InputError(f"tangents must be a tuple of {len(self.chosen)} values, one per "
                             f"differentiated argument ({', '.join(self.chosen)})")
        by_name = {}
        for name, tangent in zip(self.chosen, tangents):
            primal = primals[self.positions[name]]
            if isinstance(primal, np.ndarray):
                tangent = np.asarray(tangent, dtype=primal.dtype)
                if tangent.shape != primal.shape:
                    raise InputError(f"the tangent of {name} has shape {tangent.shape}, "
                                     f"its argument {primal.shape}")
                by_name[name] = tangent
            else:
                by_name[name] = float(tangent)
        return by_name


def _zeros_like(array: np.ndarray, pooled: bool) -> np.ndarray:
    """A zeroed buffer laid out exactly like `array` (same shape and strides);
    `pooled`: from jit_pool when large (see jit_pool.zeros)."""
    flags = array.flags
    if flags.c_contiguous or flags.f_contiguous:
        return jit_pool.zeros(array.shape, array.dtype, "C" if flags.c_contiguous else "F",
                              pooled=pooled)
    if any(st == 0 for s, st in zip(array.shape, array.strides) if s > 1):
        raise InputError("cannot differentiate with respect to an array with zero strides "
                         "(a broadcast view): pass a copy")
    from .jit import zeros_with_layout

    return zeros_with_layout(array, pooled)
