"""The checks of `nrtgrad check` on one set of inputs: derivatives against the Numba primal.

`Derivatives` holds one file's JIT-compiled `<name>_grad`, `<name>_jvp` and
the Numba entry function they contain (called with Numba's native ABI).
`Derivatives.check` passes every array with a real MemInfo of the package's
C runtime and compares

- the gradient with central finite differences of the primal: element by
  element while every active array has at most `FULL_FD_LIMIT` elements,
  otherwise along one random direction v (gradient . v against the
  difference quotient along v), which keeps large sizes cheap;
- `out` of both derivatives with the primal's result;
- MemInfos and buffers allocated and freed during each call, and the
  argument MemInfos' reference counts before and after;
- the forward-mode derivative along v with the gradient dotted with v.

Errors are measured relative to the largest magnitude of the reference (at
least 1), against `rtol`.  Functions returning a tuple or an array are
compared by `check_vectors.VectorDerivatives`, on the same set-up.
"""

from __future__ import annotations

import ctypes
import dataclasses
import math

import numpy as np

from ..errors import NrtgradError
from ..python.jit import RESULT_CTYPES, array_struct

VALUE_RTOL = 1e-12   # `out` of a derivative against the primal
FULL_FD_LIMIT = 256  # elements of an array whose gradient is checked element by element
_SCALAR_CTYPES = {"double": ctypes.c_double, "float": ctypes.c_float, "i64": ctypes.c_int64,
                  "i32": ctypes.c_int32, "i16": ctypes.c_int16, "i8": ctypes.c_int8}


class CheckFailed(Exception):
    """The checks could not run on these inputs (the primal raised, for instance)."""


class NotApplicable(Exception):
    """The primal rejects these inputs (it raised or is not finite): nothing to compare."""


@dataclasses.dataclass
class Result:
    """What one check found: failed checks, the largest error, what was measured."""

    problems: list[str]
    max_error: float
    details: list[str]


class NrtArray:
    """A NumPy view of data owned by a MemInfo of the runtime, in the parameter's layout.

    'A' layout arrays are strided views (every other element of the last
    axis), so the check also covers non-contiguous inputs.
    """

    def __init__(self, runtime, values, layout: str):
        from ..python.jit import byte_span

        if layout == "F":
            template = np.empty(values.shape, values.dtype, order="F")
        elif layout == "A" and values.ndim:
            template = np.empty(values.shape[:-1] + (2 * values.shape[-1],),
                                values.dtype)[..., ::2]
        else:
            template = np.empty(values.shape, values.dtype)
        span = byte_span(template)
        self.runtime = runtime
        self.meminfo = runtime.meminfo_new(span)
        data = runtime.meminfo_data(self.meminfo)
        buffer = np.ctypeslib.as_array((ctypes.c_char * span).from_address(data))
        self.array = np.lib.stride_tricks.as_strided(
            buffer.view(values.dtype), template.shape, template.strides)
        self.array[...] = values

    @property
    def refcount(self) -> int:
        return self.runtime.refcount(self.meminfo)

    def release(self) -> None:
        if self.meminfo:
            self.runtime.release(self.meminfo)
            self.meminfo = None


class Primal:
    """The Numba entry function, called with Numba's native ABI:
    `i32 f(T *retptr, void **excinfo, <expanded array params>, <scalars>)`.

    A scalar result is a float; a tuple (`[N x T]` at retptr) or an array
    (its struct at retptr) is read into a NumPy array of `dtype` (a tuple's:
    shape `(N,)`), and the array's MemInfo released through `runtime`, so
    each call's allocations balance.
    """

    def __init__(self, engine, entry, runtime=None, dtype: str | None = None):
        address = engine.get_function_address(entry.symbol)
        if not address:
            raise NrtgradError(f"the derivative module does not define {entry.symbol}")
        argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        for argument in entry.arguments:
            for llvm_type, _ in argument.params:
                argtypes.append(ctypes.c_void_p if llvm_type == "ptr"
                                else _SCALAR_CTYPES[llvm_type])
        self.entry, self.runtime = entry, runtime
        self.dtype = dtype or entry.return_dtype  # the result's (elements') dtype
        self.function = ctypes.CFUNCTYPE(ctypes.c_int32, *argtypes)(address)

    def __call__(self, values, meminfos: dict):
        """(status, result): a float, or an array for a tuple or array result."""
        arguments = []
        for argument, value in zip(self.entry.arguments, values, strict=True):
            if argument.kind == "array":
                arguments += [meminfos.get(argument.name), None, value.size, value.itemsize,
                              value.ctypes.data, *value.shape, *value.strides]
            else:
                arguments.append(value)
        result = self.entry.result
        element = RESULT_CTYPES[self.dtype]
        if result.kind == "array":
            out = array_struct(result.ndim)()
        elif result.kind == "tuple":
            out = (element * result.count)()
        else:
            out = element(0.0)
        excinfo = ctypes.c_void_p()
        status = self.function(ctypes.byref(out), ctypes.byref(excinfo), *arguments)
        if result.kind == "scalar":
            return status, out.value
        if status != 0:
            return status, None
        if result.kind == "tuple":
            return status, np.array(out[:], dtype=self.dtype)
        try:
            return status, _read_array(out, self.dtype)
        finally:
            if out.meminfo:
                self.runtime.release(out.meminfo)

    def value(self, values, meminfos: dict):
        """The result; CheckFailed when the primal raises."""
        status, result = self(values, meminfos)
        if status != 0:
            raise CheckFailed(f"the primal raised (status {status}) during finite differences")
        return result


def _read_array(struct, dtype: str):
    """A copy of the values of the array whose Numba struct is `struct`."""
    shape, strides = tuple(struct.shape), tuple(struct.strides)
    if not all(shape):
        return np.zeros(shape, dtype)
    itemsize = np.dtype(dtype).itemsize
    low = sum((n - 1) * s for n, s in zip(shape, strides) if s < 0)
    high = sum((n - 1) * s for n, s in zip(shape, strides) if s > 0) + itemsize
    buffer = (ctypes.c_char * (high - low)).from_address(struct.data + low)
    return np.ndarray(shape, dtype, buffer, -low, strides).copy()


def relative_error(got, reference) -> float:
    """max |got - reference| / max(1, max |reference|); inf when anything is not finite."""
    got, reference = np.asarray(got, dtype=float), np.asarray(reference, dtype=float)
    if not (np.all(np.isfinite(got)) and np.all(np.isfinite(reference))):
        return math.inf
    if got.size == 0:
        return 0.0
    scale = max(1.0, float(np.max(np.abs(reference))))
    return float(np.max(np.abs(got - reference))) / scale


def _relative_step(entry, index: int, result_dtype: str) -> float:
    """The step of central differences in parameter `index`.

    float32 values round at about 1e-7 relative, so they take a larger step;
    a float32 result also carries the rounding of a float32 accumulation
    (about 1e-7 times the square root of the terms), so a larger one still.
    """
    if result_dtype == "float32":
        return 1e-2
    return 1e-3 if entry.arguments[index].dtype == "float32" else 1e-6


def finite_differences(primal, values, meminfos, index):
    """Central differences of the primal with respect to values[index], element by element."""
    from .finite_differences import central_differences

    return central_differences(lambda *vals: primal.value(list(vals), meminfos), values, index,
                               _relative_step(primal.entry, index, primal.dtype))


def directional_difference(primal, entry, values, meminfos, direction) -> float:
    """Central difference of the primal along `direction` (argument name -> tangent).

    Arrays are perturbed in place and restored; the step is relative to the
    largest magnitude among the perturbed values.
    """
    moved = [i for i, a in enumerate(entry.arguments) if a.name in direction]
    magnitude = max((float(np.max(np.abs(values[i]), initial=0.0)) for i in moved), default=0.0)
    step = min(_relative_step(entry, i, primal.dtype) for i in moved) * max(1.0, magnitude)
    originals = {i: np.array(values[i], copy=True) for i in moved}

    def at(sign: float) -> float:
        shifted = list(values)
        for i in moved:
            moved_value = originals[i] + sign * step * direction[entry.arguments[i].name]
            if np.ndim(originals[i]):
                values[i][...] = moved_value
            else:
                shifted[i] = float(moved_value)
        return primal.value(shifted, meminfos)

    try:
        return (at(1.0) - at(-1.0)) / (2 * step)
    finally:
        for i in moved:
            if np.ndim(originals[i]):
                values[i][...] = originals[i]


def memory_problems(label, delta, arrays, refcounts) -> list[str]:
    """What a call's NRT statistics and the argument refcounts say went wrong."""
    problems = []
    if delta.meminfo_allocs != delta.meminfo_frees:
        problems.append(f"{label} allocated {delta.meminfo_allocs} NRT MemInfo(s) and freed "
                        f"{delta.meminfo_frees}")
    if delta.buffer_allocs != delta.buffer_frees:
        problems.append(f"{label} allocated {delta.buffer_allocs} NRT buffer(s) and freed "
                        f"{delta.buffer_frees}")
    changed = [f"{name} {refcounts[name]} -> {array.refcount}"
               for name, array in arrays.items() if array.refcount != refcounts[name]]
    if changed:
        problems.append(f"{label} changed argument MemInfo refcounts ({', '.join(changed)})")
    return problems


def _value_problem(label, got, expected) -> list[str]:
    if got == expected or abs(got - expected) <= VALUE_RTOL * abs(expected):
        return []
    return [f"{label} returned out = {got!r}, the primal {expected!r}"]


@dataclasses.dataclass
class Call:
    """The arguments of one check: the values (arrays owned by MemInfos) and their state."""

    values: list
    meminfos: dict
    arrays: dict     # name -> NrtArray
    refcounts: dict  # name -> the MemInfo's refcount before any call


class Findings:
    """The failed checks, the errors measured and what was measured, on one set of inputs."""

    def __init__(self, rtol: float):
        self.rtol, self.problems, self.errors, self.details = rtol, [], [], []

    def compare(self, what: str, got, reference, failure: str) -> None:
        error = relative_error(got, reference)
        self.errors.append(error)
        self.details.append(f"{what}: relative error {error:.1e}")
        if not error <= self.rtol:
            self.problems.append(f"{failure}: max relative error {error:.1e} "
                                 f"(tolerance {self.rtol:.0e})")

    def result(self) -> Result:
        return Result(self.problems, max(self.errors, default=0.0), self.details)


def result_dtype(spec) -> str:
    """The dtype of a function's result: its elements' for a tuple or an array."""
    return spec.values.dtype if spec.values is not None else spec.entry.return_dtype


class Derivatives:
    """One file's reverse- and forward-mode derivatives, JIT-compiled against the runtime."""

    def __init__(self, runtime, reverse, forward):
        from ..python.jit import GradientFunction
        from ..native.native_runtime import blas_missing_note

        for module in (reverse.module, forward.module):
            missing = runtime.provide(module)
            if missing:
                raise NrtgradError(f"the derivative calls {', '.join(missing)}, which neither "
                                   "the nrtgrad runtime nor the C library provides"
                                   + blas_missing_note(missing))
        self.runtime = runtime
        self.spec = reverse.gradient
        self.entry = self.spec.entry
        self.gradient = GradientFunction(reverse.module, self.spec, kept=(self.entry.symbol,))
        self.jvp = GradientFunction(forward.module, forward.gradient)
        self.primal = Primal(self.gradient.engine, self.entry, runtime, result_dtype(self.spec))

    def check(self, values, rng, rtol: float, stage=lambda what: None) -> Result:
        """Every check on these inputs; `stage(what)` names each call before it runs.

        Raises NotApplicable when the primal raises or is not finite on them,
        and Skip (from check_inputs) when it writes to an argument.
        """
        from .check_inputs import Skip

        entry = self.entry
        arrays = {a.name: NrtArray(self.runtime, v, a.layout)
                  for a, v in zip(entry.arguments, values) if a.kind == "array"}
        try:
            meminfos = {name: array.meminfo for name, array in arrays.items()}
            call = Call([arrays[a.name].array if a.name in arrays else v
                         for a, v in zip(entry.arguments, values)], meminfos, arrays,
                        {name: array.refcount for name, array in arrays.items()})
            stage("the primal")
            status, expected = self.primal(call.values, meminfos)
            if status != 0:
                raise NotApplicable(f"the primal raised (status {status})")
            if not np.all(np.isfinite(expected)):
                raise NotApplicable(f"the primal is {expected}" if np.ndim(expected) == 0
                                    else "the primal's result is not finite")
            written = [a.name for a, v in zip(entry.arguments, values)
                       if a.name in arrays and not np.array_equal(arrays[a.name].array, v)]
            if written:
                raise Skip(f"the kernel writes to its argument {written[0]}: finite "
                           "differences need kernels that leave their inputs unchanged")
            active = [(i, a) for i, a in enumerate(entry.arguments) if self.spec.active(a)]
            direction = {a.name: (rng.standard_normal(np.shape(values[i])) if a.kind == "array"
                                  else float(rng.standard_normal()))
                         for i, a in active}
            return self._compare(call, expected, active, direction, rng,
                                 Findings(rtol), stage).result()
        finally:
            for array in arrays.values():
                array.release()

    def run(self, function, call: Call, findings: Findings, stage, **keywords):
        """Call a derivative, noting a non-zero status and unbalanced memory."""
        name = function.spec.name
        stage(name)
        before = self.runtime.stats()
        result = function(*call.values, meminfos=call.meminfos, **keywords)
        delta = self.runtime.stats() - before
        if result.status != 0:
            findings.problems.append(f"{name} returned status {result.status}")
        findings.problems += memory_problems(name, delta, call.arrays, call.refcounts)
        findings.details.append(f"{name}: {delta.meminfo_allocs} MemInfo(s) allocated, "
                                f"{delta.meminfo_frees} freed; {delta.buffer_allocs} "
                                f"buffer(s) allocated, {delta.buffer_frees} freed")
        return result

    def _compare(self, call, expected, active, direction, rng, findings, stage) -> Findings:
        """`<name>_grad` and `<name>_jvp` of a scalar function."""
        findings.details.append(f"value {expected:.17g}")
        result = self.run(self.gradient, call, findings, stage)
        findings.problems += _value_problem(self.spec.name, result.value, expected)
        dot = sum(float(np.sum(np.asarray(result.gradients[k]) * d))
                  for k, d in direction.items())
        stage("finite differences of the primal")
        if all(np.size(call.values[i]) <= FULL_FD_LIMIT for i, _ in active):
            for index, argument in active:
                reference = finite_differences(self.primal, call.values, call.meminfos, index)
                findings.compare(f"d/d{argument.name} vs finite differences",
                                 result.gradients[argument.name], reference,
                                 f"d/d{argument.name} differs from finite differences")
        elif active:
            reference = directional_difference(self.primal, self.entry, call.values,
                                               call.meminfos, direction)
            findings.compare("gradient . v vs the finite difference along v", dot, reference,
                             "the gradient dotted with a random v differs from the finite "
                             "difference along v")
        name = self.jvp.spec.name
        tangent = self.run(self.jvp, call, findings, stage, tangents=direction)
        findings.problems += _value_problem(name, tangent.value, expected)
        findings.compare(f"{name} vs gradient . direction", tangent.tangent, dot,
                         f"{name} differs from the gradient dotted with the direction")
        return findings

