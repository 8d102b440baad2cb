"""A gradient entry called from machine code Numba compiles, not through ctypes.

`nrtgrad.grad` calls `<name>_grad` through ctypes: it packs each array into
an `nrt_array` struct in Python and allocates each gradient there, several
microseconds per call.  For a function called often on small arrays,
`caller_function` writes, once per argument types, a function Numba compiles
(`HotCallers`) that does the same in machine code: Numba unboxes the
arguments (its array value is the entry's `nrt_array` struct), allocates the
gradients laid out as the arguments (C or F order), calls the entry by its
address and returns what `grad` returns (the gradients, one or a tuple in the
order asked for) or, with `with_value`, what `value_and_grad` returns:
`(value, gradients)`; the gradients are boxed without a Python call
(returned_arrays).

Invariant: the caller returns None, never a result, where the ctypes call's
result could differ: a non-zero status (the function raised; the ctypes path
raises it) and a gradient the pool would serve (jit_pool.zeros, from
`pooled_bytes` bytes), checked before anything is allocated.  It is made only
where the result is the same as the ctypes call's: reverse mode of a scalar
result, arrays of C or F layout, scalars whose LLVM type is the entry's
parameter type.  Elsewhere `caller_function` returns None.

`HotCallers` puts the callers of one gradient behind one Numba dispatcher,
which picks the caller by the arguments' Numba types in machine code.
Invariant: it runs a caller only for arguments of exactly the Numba types it
was made for, and otherwise returns None, without compiling.  A dispatcher
that may compile runs no compiled code for other types (it converts no
argument, not even float32 to float64: it compiles a specialization), and
this one's compilation on a call returns None instead.
"""

from __future__ import annotations

import numpy as np

from .returned_arrays import as_returned

# Numba's scalar types the entry takes as they are, by the entry's LLVM parameter type
_SCALARS = {"double": "float64", "float": "float32", "i64": "int64", "i32": "int32"}
# a shadow laid out like its array: C order as it is, F order through the transpose
_ZEROS = {"C": "np.zeros_like({0})", "F": "np.zeros_like({0}.T).T"}


def caller_function(address: int, plan: list, numba_types: tuple, result_dtype: str,
                    order: list[int], *, single: bool, with_value: bool,
                    pooled_bytes: int | None):
    """A function for Numba of the arguments returning grad's result (`with_value`:
    value_and_grad's) or None (see the module's invariant); None where none can be made.

    `plan`: (name, is_array, active, llvm_type) per entry parameter, in order;
    `order`: the positions of the active parameters, in the order of the gradients;
    `single`: the one gradient rather than a tuple of them; `pooled_bytes`: the size
    from which the pool serves a gradient (None: it serves none)."""
    from numba.core import types

    for (_, is_array, _, llvm_type), numba_type in zip(plan, numba_types):
        if is_array:
            if not isinstance(numba_type, types.Array) or numba_type.layout not in _ZEROS:
                return None
        elif str(numba_type) != _SCALARS.get(llvm_type):
            return None
    call_entry = _entry_call(address, plan, numba_types, result_dtype)
    source = _caller_source(plan, numba_types, order, single, with_value, pooled_bytes)
    namespace = {"np": np, "call_entry": call_entry, "returned": as_returned()}
    exec(compile(source, "<nrtgrad compiled caller>", "exec"), namespace)
    return namespace["caller"]


class HotCallers:
    """The callers of one gradient: `dispatcher(*args)` runs the one made for the
    arguments' Numba types, else returns None (or raises TypeError or OverflowError
    for arguments it cannot pass: the wrong number, an int beyond int64)."""

    def __init__(self, arity: int):
        self.callers = {}  # Numba types -> caller_function's function
        self.dispatcher = _dispatcher(arity, self.callers)

    def add(self, numba_types: tuple, caller) -> bool:
        """Compile `caller` for arguments of `numba_types`; False where Numba cannot."""
        from numba.core.errors import NumbaError

        self.callers[numba_types] = caller
        try:
            self.dispatcher.compile(numba_types)
        except NumbaError:
            del self.callers[numba_types]
            return False
        return True


def _dispatcher(arity: int, callers: dict):
    """A Numba dispatcher of `arity` arguments that runs `callers[their Numba types]`,
    compiled only by `compile`: arguments of other types return None."""
    import numba
    from numba.extending import overload

    names = ", ".join(f"a{i}" for i in range(arity))
    typing = {"callers": callers}
    exec(f"def chosen({names}):\n    pass\n"
         f"def caller_for({names}):\n    return callers.get(tuple([{names}]))\n", typing)
    overload(typing["chosen"])(typing["caller_for"])
    namespace = {"chosen": typing["chosen"]}
    exec(f"def hot({names}):\n    return chosen({names})\n", namespace)
    dispatcher = numba.njit(namespace["hot"])
    dispatcher._compile_for_args = _no_caller  # what Numba calls for types it has no code for
    return dispatcher


def _no_caller(*args, **kwargs):
    """For arguments no caller was made for: the function Numba then calls, returning None."""
    return _none


def _none(*args, **kwargs):
    return None


def _entry_call(address: int, plan: list, numba_types: tuple, result_dtype: str):
    """An intrinsic: entry(arguments, with each active array's gradient after it) ->
    (status, value, the gradients of the active scalars)."""
    from llvmlite import ir
    from numba.core import cgutils, types
    from numba.extending import intrinsic

    result = getattr(types, result_dtype)
    cells = [numba_types[i] for i, (_, is_array, active, _) in enumerate(plan)
             if active and not is_array]

    @intrinsic
    def call_entry(typingctx, arguments):
        signature = types.Tuple((types.int32, result, *cells))(arguments)

        def codegen(context, builder, signature, llargs):
            values = iter(zip(cgutils.unpack_tuple(builder, llargs[0]), arguments.types))
            pointer = cgutils.voidptr_t
            passed, cell_slots = [], []
            for _, is_array, active, _ in plan:
                value, numba_type = next(values)
                if is_array:
                    struct = cgutils.alloca_once_value(builder, value)
                    passed.append(builder.bitcast(struct, pointer))
                    if active:
                        shadow, shadow_type = next(values)
                        data = context.make_array(shadow_type)(context, builder, shadow).data
                        passed.append(builder.bitcast(data, pointer))
                else:
                    passed.append(value)
                    if active:
                        cell = cgutils.alloca_once_value(
                            builder, context.get_constant(numba_type, 0))
                        cell_slots.append(cell)
                        passed.append(builder.bitcast(cell, pointer))
            out = cgutils.alloca_once_value(builder, context.get_constant(result, 0))
            passed.append(builder.bitcast(out, pointer))
            entry_type = ir.FunctionType(ir.IntType(32), [p.type for p in passed])
            entry = builder.inttoptr(ir.Constant(ir.IntType(64), address),
                                     entry_type.as_pointer())
            status = builder.call(entry, passed)
            loaded = [status, builder.load(out)] + [builder.load(c) for c in cell_slots]
            return context.make_tuple(builder, signature.return_type, loaded)

        return signature, codegen

    return call_entry


def _caller_source(plan: list, numba_types: tuple, order: list[int], single: bool,
                   with_value: bool, pooled_bytes: int | None) -> str:
    """The caller's Python source: leave pooled gradients to the ctypes path, allocate
    the others, call the entry, return its result or None for a non-zero status."""
    names = [f"a{i}" for i in range(len(plan))]
    arrays = [i for i, (_, is_array, active, _) in enumerate(plan) if is_array and active]
    body, entry_arguments, gradients = [], [], {}
    if pooled_bytes is not None and arrays:
        pooled = " or ".join(f"a{i}.nbytes >= {pooled_bytes}" for i in arrays)
        body += [f"    if {pooled}:", "        return None"]
    for i, name in enumerate(names):
        entry_arguments.append(name)
        if i in arrays:
            body.append(f"    d{i} = " + _ZEROS[numba_types[i].layout].format(name))
            entry_arguments.append(f"d{i}")
            gradients[i] = f"returned(d{i})"
    cell = 2
    for i, (_, is_array, active, _) in enumerate(plan):
        if active and not is_array:
            gradients[i] = f"called[{cell}]"
            cell += 1
    result = (gradients[order[0]] if single
              else "(" + "".join(f"{gradients[i]}, " for i in order) + ")")
    if with_value:
        result = f"called[1], {result}"
    body += [f"    called = call_entry(({', '.join(entry_arguments)},))",
             "    if called[0] != 0:", "        return None",
             f"    return {result}"]
    return f"def caller({', '.join(names)}):\n" + "\n".join(body) + "\n"
