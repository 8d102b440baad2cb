"""Arrays a Numba function returns, boxed without unpickling anything per call.

Numba boxes a returned array by unpickling its Python class (`numba_unpickle`:
bytes objects made and a Python function called, for every array of every
call), then handing it to NRT_adapt_ndarray_to_python_acqref.  `as_returned(a)`
in a Numba function is `a`, typed `ReturnedArray`: the same data model as
Numba's array, boxed by the same NRT function with `np.ndarray` and the dtype
read from the function's environment, as Numba reads the dtype.

Invariant: a ReturnedArray boxes to what Numba's boxing of its array gives
(an `np.ndarray` owning the MemInfo, same shape, strides, dtype and
writeability); it only ever appears as a function's result.
"""

from __future__ import annotations

import functools

import numpy as np


@functools.cache
def as_returned():
    """The intrinsic `as_returned(array)`, its type and boxing registered with Numba."""
    from llvmlite import ir
    from numba.core import cgutils, types
    from numba.core.datamodel import models, register_default
    from numba.core.imputils import impl_ret_borrowed
    from numba.extending import box, intrinsic
    from numba.np import numpy_support

    class ReturnedArray(types.Array):
        """An array Numba returns to Python, boxed as an np.ndarray."""

        def __init__(self, dtype, ndim, layout, readonly=False, aligned=True):
            super().__init__(dtype, ndim, layout, readonly=readonly, aligned=aligned,
                             name=f"returned array({dtype}, {ndim}d, {layout})")

    register_default(ReturnedArray)(models.ArrayModel)

    @box(ReturnedArray)
    def box_returned(typ, value, c):
        constant = c.env_manager.read_const
        ndarray = constant(c.env_manager.add_const(np.ndarray))
        dtype = constant(c.env_manager.add_const(numpy_support.as_dtype(typ.dtype)))
        int32 = ir.IntType(32)
        adapt = cgutils.get_or_insert_function(
            c.builder.module,
            ir.FunctionType(c.pyapi.pyobj, [c.pyapi.voidptr, c.pyapi.pyobj, int32, int32,
                                            c.pyapi.pyobj]),
            "NRT_adapt_ndarray_to_python_acqref")
        struct = cgutils.alloca_once_value(c.builder, value)
        boxed = c.builder.call(adapt, [c.builder.bitcast(struct, c.pyapi.voidptr), ndarray,
                                       ir.Constant(int32, typ.ndim),
                                       ir.Constant(int32, int(typ.mutable)), dtype])
        c.context.nrt.decref(c.builder, typ, value)  # `boxed` took a reference of its own
        return boxed

    @intrinsic
    def returned(typingctx, array):
        result = ReturnedArray(array.dtype, array.ndim, array.layout,
                               readonly=not array.mutable, aligned=array.aligned)

        def codegen(context, builder, signature, arguments):
            return impl_ret_borrowed(context, builder, result, arguments[0])

        return result(array), codegen

    return returned
