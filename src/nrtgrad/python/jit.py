"""Calling a derivative module in this process: JIT with llvmlite, call through ctypes.

The module's NRT symbols resolve to whatever runtime the process has
registered with llvmlite (Numba's, once Numba has compiled something); its
allocations (arrays, Enzyme's tapes) come from jit_pool's pool unless
`pooled=False` or NRTGRAD_POOL=0, and so do the large gradients it returns.
`GradientFunction` marshals NumPy arrays into `nrt_array` structs (with the
caller's MemInfo pointers, or NULL), allocates the shadows the gradients are
added to, and returns the value, the gradients and Numba's status.
"""

from __future__ import annotations

import ctypes
import dataclasses
import functools
from pathlib import Path

import numpy as np

from . import jit_pool, object_cache
from .. import ir
from ..toolchain import llvm
from ..optimize import target
from ..entry.c_entry import GradientSpec
from ..errors import NrtgradError

_C_SCALARS = {"double": ctypes.c_double, "float": ctypes.c_float, "i64": ctypes.c_int64,
              "i32": ctypes.c_int32, "i16": ctypes.c_int16, "i8": ctypes.c_int8}
# the C type of `out` (and `d_out`) by the entry's result dtype
RESULT_CTYPES = {"float64": ctypes.c_double, "float32": ctypes.c_float}


@functools.cache
def array_struct(ndim: int):
    """The ctypes mirror of Numba's array struct for `ndim` dimensions."""
    return type(f"nrt_array_{ndim}d", (ctypes.Structure,), {"_fields_": [
        ("meminfo", ctypes.c_void_p), ("parent", ctypes.c_void_p),
        ("nitems", ctypes.c_int64), ("itemsize", ctypes.c_int64),
        ("data", ctypes.c_void_p),
        ("shape", ctypes.c_int64 * ndim), ("strides", ctypes.c_int64 * ndim)]})


def as_struct(array: np.ndarray, meminfo: int | None = None):
    struct = array_struct(array.ndim)()
    struct.meminfo = meminfo
    struct.parent = None
    struct.nitems = array.size
    struct.itemsize = array.itemsize
    struct.data = array.ctypes.data
    struct.shape[:] = array.shape
    struct.strides[:] = array.strides
    return struct


@dataclasses.dataclass
class GradientResult:
    status: int
    value: float | np.ndarray | None  # an array for a tuple or array result; None: not computed
    gradients: dict  # reverse mode: parameter name -> ndarray or float
    tangent: float | np.ndarray | None = None  # forward mode: the directional derivative
    hvp: dict | None = None  # hvp mode: parameter name -> Hessian . tangents, like gradients


class GradientFunction:
    """`<name>_grad` (`<name>_jvp`, `<name>_hvp`) of a derivative module, callable with NumPy
    arguments.  `pooled`: the derivative's allocations through jit_pool (default: unless
    NRTGRAD_POOL=0; only where the process's NRT is Numba's), False: on glibc.
    `objects`: a cache directory whose machine code (object_cache) this module's is
    loaded from, or stored in once compiled.  Only the entry and the functions
    `kept` (and what they use) are compiled: not the primal, unless kept."""

    def __init__(self, module_text: str, spec: GradientSpec, pooled: bool | None = None,
                 objects: Path | None = None, kept: tuple[str, ...] = ()):
        binding = llvm.binding()
        target.load_vector_library(binding)
        module_text = ir.without_unused_functions(module_text, (spec.name, *kept))
        module = llvm.parse_and_verify(module_text)
        self.pooled = (jit_pool.enabled() if pooled is None else pooled) and jit_pool.route(module)
        missing = [f.name for f in module.functions
                   if f.is_declaration and not f.name.startswith(("llvm.", "__enzyme_"))
                   and not binding.address_of_symbol(f.name)]
        if missing:
            raise NrtgradError(f"no runtime in this process provides {', '.join(missing)} "
                               "(for NRT: compile any Numba function first)")
        machine = binding.Target.from_default_triple().create_target_machine()
        # the derivative carries LLVM 15's layout string; a newer MCJIT (llvmlite
        # 0.45 and later) asserts unless the module's matches its target's exactly
        module.data_layout = str(machine.target_data)
        self.engine = binding.create_mcjit_compiler(module, machine)
        if objects is not None:
            entry = object_cache.key(f"{self.pooled}\0{module_text}", machine)
            object_cache.attach(self.engine, entry, objects)
        self.engine.finalize_object()
        address = self.engine.get_function_address(spec.name)
        if not address:
            raise NrtgradError(f"{spec.name} is not defined in the module")
        self.spec = spec
        argtypes = []
        hvp = spec.mode == "hvp"
        for argument in spec.entry.arguments:
            if argument.kind == "array":
                argtypes.append(ctypes.c_void_p)
                if spec.active(argument):
                    argtypes += [ctypes.c_void_p] * (3 if hvp else 1)
            else:
                c_type = _C_SCALARS[argument.params[0][0]]
                argtypes.append(c_type)
                if spec.active(argument):
                    pointer = ctypes.POINTER(c_type)
                    argtypes += [pointer, c_type, pointer] if hvp else [pointer]
        if spec.values is None:
            self.result_type = RESULT_CTYPES[spec.entry.return_dtype]
            argtypes.append(ctypes.POINTER(self.result_type))
            if spec.mode == "forward":
                argtypes.append(ctypes.POINTER(self.result_type))
        else:  # cotangent and result, or result and its tangent
            self.result_type = RESULT_CTYPES[spec.values.dtype]
            argtypes += [ctypes.c_void_p, ctypes.c_void_p]
        self.function = ctypes.CFUNCTYPE(ctypes.c_int32, *argtypes)(address)

    def __call__(self, *values, meminfos: dict | None = None, tangents: dict | None = None,
                 cotangent=None, result_shape: tuple = ()) -> GradientResult:
        """Call with one value per Numba parameter.

        `meminfos` maps array names to their MemInfos (default NULL); in
        forward and hvp mode `tangents` maps each differentiated parameter to
        its tangent (an array shaped like the argument, or a float); hvp
        mode's result has the Hessian-vector products in `hvp`.  A function
        returning a tuple or an array takes its result's shape (a tuple's:
        `(count,)`) and, in reverse mode, the `cotangent` (shaped like the
        result); its `value` is the result as an array, its `tangent` the
        result's tangent.
        """
        meminfos = meminfos or {}
        forward = self.spec.mode == "forward"
        hvp, products = self.spec.mode == "hvp", {}
        if (forward or hvp) and set(tangents or ()) != {a.name for a in self.spec.entry.arguments
                                                if self.spec.active(a)}:
            raise NrtgradError(f"{self.spec.name} needs a tangent for each of "
                               f"{', '.join(sorted(self.spec.wrt))}")
        arguments, keep, gradients = [], [], {}
        for argument, value in zip(self.spec.entry.arguments, values, strict=True):
            if argument.kind == "array":
                struct = as_struct(value, meminfos.get(argument.name))
                keep.append(struct)
                arguments.append(ctypes.addressof(struct))
                if self.spec.active(argument):
                    shadow = _shadow_like(value, self.pooled)
                    if forward:
                        shadow[...] = tangents[argument.name]
                    gradients[argument.name] = shadow
                    arguments.append(shadow.ctypes.data)
                    if hvp:
                        tangent, product = (_shadow_like(value, self.pooled),
                                            _shadow_like(value, self.pooled))
                        tangent[...] = tangents[argument.name]
                        keep.append(tangent)
                        products[argument.name] = product
                        arguments += [tangent.ctypes.data, product.ctypes.data]
            else:
                c_type = _C_SCALARS[argument.params[0][0]]
                arguments.append(c_type(value))
                if self.spec.active(argument):
                    accumulator = c_type(tangents[argument.name] if forward else 0)
                    keep.append(accumulator)
                    gradients[argument.name] = accumulator
                    arguments.append(ctypes.pointer(accumulator))
                    if hvp:
                        product = c_type(0)
                        keep.append(product)
                        products[argument.name] = product
                        arguments += [c_type(tangents[argument.name]), ctypes.pointer(product)]
        if self.spec.values is not None:
            return self._call_vector(arguments, gradients, cotangent, result_shape)
        out = self.result_type(0.0)
        if forward:
            d_out = self.result_type(0.0)
            status = self.function(*arguments, ctypes.byref(out), ctypes.byref(d_out))
            return GradientResult(status, out.value, {}, d_out.value)
        status = self.function(*arguments, ctypes.byref(out))
        gradients, products = ({name: g.value if isinstance(g, ctypes._SimpleCData) else g
                                for name, g in found.items()} for found in (gradients, products))
        value = out.value if self.spec.value else None  # not computed (--no-value)
        return GradientResult(status, value, gradients, hvp=products if hvp else None)


    def _call_vector(self, arguments, gradients, cotangent, shape) -> GradientResult:
        dtype = np.dtype(self.spec.values.dtype)
        result = jit_pool.zeros(shape, dtype, pooled=self.pooled)
        tuple_result = self.spec.entry.result.kind == "tuple"
        if tuple_result and result.shape != (self.spec.entry.result.count,):
            raise NrtgradError(f"{self.spec.entry.qualname} returns a tuple of "
                               f"{self.spec.entry.result.count}, not of shape {result.shape}")
        struct = None if tuple_result else as_struct(result)
        where = result.ctypes.data if tuple_result else ctypes.addressof(struct)
        if self.spec.mode == "forward":
            tangent = jit_pool.zeros(shape, dtype, pooled=self.pooled)
            status = self.function(*arguments, where, tangent.ctypes.data)
            return GradientResult(status, result, {}, tangent)
        seed = np.ascontiguousarray(cotangent, dtype)
        if seed.shape != result.shape:
            raise NrtgradError(f"the cotangent has shape {seed.shape}, the result {result.shape}")
        status = self.function(*arguments, seed.ctypes.data, where)
        gradients = {name: g.value if isinstance(g, ctypes._SimpleCData) else g
                     for name, g in gradients.items()}
        return GradientResult(status, result, gradients)


def _shadow_like(array: np.ndarray, pooled: bool) -> np.ndarray:
    if min(array.strides, default=0) < 0:
        raise NrtgradError("arrays with negative strides are not supported yet")
    return zeros_with_layout(array, pooled)


def byte_span(array: np.ndarray) -> int:
    """Bytes from the first element of a positively strided array to the end of its last."""
    if not array.size:
        return array.itemsize
    return sum((s - 1) * st for s, st in zip(array.shape, array.strides)) + array.itemsize


def zeros_with_layout(array: np.ndarray, pooled: bool = False) -> np.ndarray:
    """A zeroed array with `array`'s shape and (positive) strides; `pooled`: from
    jit_pool when large (see jit_pool.zeros)."""
    count = -(-byte_span(array) // array.itemsize)
    buffer = jit_pool.zeros((count,), array.dtype, pooled=pooled)
    return np.ndarray(array.shape, array.dtype, buffer, 0, array.strides)
