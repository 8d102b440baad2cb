"""A gradient entry called from a CPython function LLVM compiles, not through ctypes.

`nrtgrad.grad` calls `<name>_grad` through ctypes: it packs each array into
an `nrt_array` struct in Python and allocates each gradient there, several
microseconds per call.  For a gradient called often on small arrays,
`HotCall.of` describes, once per argument types, what a call does, and
`hot_function` writes LLVM IR for a CPython function (METH_FASTCALL) that
does it for every hot call at once: it checks each argument's type, dtype,
number of dimensions and layout flags against the ones the call was made
for, packs the arrays into `nrt_array` structs on its stack, allocates the
gradients with NumPy's `PyArray_Zeros` laid out as the arguments (C or F
order), calls the entry by its address, and returns what `grad` returns (the
gradients, one or a tuple in the order asked for) or, with `with_value`,
what `value_and_grad` returns: `(value, gradients)`.

Invariant: it returns a result only where the ctypes call's result would be
the same; for arguments no hot call was made for, a non-zero status (the
function raised; the ctypes path raises it) and a gradient the pool would
serve (jit_pool.zeros, from `pooled_bytes` bytes), checked before anything is
allocated, it returns what its `fallback` returns for the same arguments.
A call is made only for reverse mode of a scalar result, arrays of C or F
layout whose dtype is NumPy's own, and scalars whose Python type holds the
entry's parameter type exactly; elsewhere `HotCall.of` returns None.
"""

from __future__ import annotations

import ctypes
import dataclasses
import functools
import itertools
import sys

import numpy as np

from ..toolchain import llvm

# NumPy's array flags the entry's Numba type depends on: C and F contiguous, aligned,
# writeable (api._type_key)
LAYOUT_FLAGS = 0x1 | 0x2 | 0x100 | 0x400
# byte offsets in PyArrayObject (NumPy 1 and 2): data, nd, dimensions, strides, descr, flags
_DATA, _NDIM, _SHAPE, _STRIDES, _DESCR, _FLAGS = 16, 24, 32, 40, 56, 64
_TYPE = 8  # ob_type, in every object
_VALUE = 16  # a float's and a NumPy scalar's value
_TUPLE_ITEMS = 24
# the Python scalar types whose value the entry takes as it is, by its LLVM type
_SCALAR_TYPES = {float: "double", np.float64: "double", np.float32: "float",
                 np.int64: "i64", np.int32: "i32", int: "i64"}
_RESULT_TYPES = {"float64": "double", "float32": "float"}
INT64 = range(-2 ** 63, 2 ** 63)
_PY_ZEROS = 183  # PyArray_Zeros in NumPy's C API table
_METH_FASTCALL = 0x80
_CPYTHON = ("PyTuple_New", "PyTuple_SetItem", "PyFloat_FromDouble", "Py_IncRef",
            "Py_DecRef", "PyLong_AsLongLongAndOverflow", "PyObject_VectorcallDict")


@dataclasses.dataclass(frozen=True)
class ArrayArgument:
    type_address: int  # np.ndarray
    descr_address: int  # its dtype, NumPy's own instance
    ndim: int
    flags: int  # & LAYOUT_FLAGS
    itemsize: int
    active: bool
    fortran: bool  # its gradient is laid out in F order


@dataclasses.dataclass(frozen=True)
class ScalarArgument:
    type_address: int
    llvm_type: str
    active: bool
    python_int: bool  # read with PyLong_AsLongLongAndOverflow, else at _VALUE


@dataclasses.dataclass(frozen=True)
class HotCall:
    """One gradient entry called for arguments of one set of types."""

    address: int
    arguments: tuple
    result_type: str  # the LLVM type of the entry's result
    order: tuple[int, ...]  # the positions of the gradients returned, in order
    single: bool  # the one gradient rather than a tuple of them
    with_value: bool
    pooled_bytes: int | None  # from which the pool serves a gradient (None: none)

    @classmethod
    def of(cls, address: int, plan: list, args: tuple, result_dtype: str, order: list[int],
           *, single: bool, with_value: bool, pooled_bytes: int | None) -> HotCall | None:
        """The call of the entry at `address` for arguments of the types of `args`, or
        None where the module's invariant allows none.  `plan`: (is_array, active,
        llvm_type) per entry parameter, in order."""
        if not _cpython_layout() or result_dtype not in _RESULT_TYPES:
            return None
        arguments = []
        for (is_array, active, llvm_type), value in zip(plan, args, strict=True):
            argument = (_array(value, active) if is_array
                        else _scalar(value, llvm_type, active))
            if argument is None:
                return None
            arguments.append(argument)
        return cls(address, tuple(arguments), _RESULT_TYPES[result_dtype], tuple(order),
                   single, with_value, pooled_bytes)


def _array(value, active: bool) -> ArrayArgument | None:
    if type(value) is not np.ndarray or value.dtype is not np.dtype(value.dtype.char):
        return None
    flags = value.flags.num & LAYOUT_FLAGS
    if not flags & 0x3:
        return None  # neither C nor F contiguous: its gradient copies its strides
    return ArrayArgument(id(np.ndarray), id(value.dtype), value.ndim, flags,
                         value.itemsize, active, fortran=not flags & 0x1)


def _scalar(value, llvm_type: str, active: bool) -> ScalarArgument | None:
    kind = type(value)
    if _SCALAR_TYPES.get(kind) != llvm_type or (kind is int and value not in INT64):
        return None
    return ScalarArgument(id(kind), llvm_type, active, python_int=kind is int)


def _cpython_layout() -> bool:
    """Whether objects have the two-word header the offsets above assume (not a
    debug or free-threaded build) and the C API has every function the IR calls."""
    gil = getattr(sys, "_is_gil_enabled", lambda: True)()
    return (sys.getsizeof(1.0) == 24 and gil
            and all(hasattr(ctypes.pythonapi, name) for name in _CPYTHON))


def hot_function(calls: list[HotCall], fallback):
    """A builtin function of the arguments: the first of `calls` made for their types,
    else `fallback(*args)` (see the module's invariant)."""
    binding = llvm.binding()
    _resolvable()
    module = llvm.parse_and_verify(_ir(calls))
    machine = binding.Target.from_default_triple().create_target_machine()
    module.data_layout = str(machine.target_data)
    engine = binding.create_mcjit_compiler(module, machine)
    engine.finalize_object()
    definition = _MethodDef(b"hot_call", engine.get_function_address("hot_call"),
                            _METH_FASTCALL, None)
    # the builtin's self: the fallback first (its IR reads it), then what must outlive it
    state = (fallback, definition, engine)
    new = ctypes.PYFUNCTYPE(ctypes.py_object, ctypes.c_void_p, ctypes.py_object,
                            ctypes.c_void_p)(("PyCFunction_NewEx", ctypes.pythonapi))
    return new(ctypes.addressof(definition), state, None)


@functools.cache
def _resolvable() -> None:
    """The C API functions the IR calls registered with LLVM's JIT, once per process."""
    binding = llvm.binding()
    for name in _CPYTHON:
        binding.add_symbol(name, ctypes.cast(getattr(ctypes.pythonapi, name),
                                             ctypes.c_void_p).value)
    binding.add_symbol("nrtgrad_PyArray_Zeros", _numpy_function(_PY_ZEROS))


class _MethodDef(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("function", ctypes.c_void_p),
                ("flags", ctypes.c_int), ("doc", ctypes.c_char_p)]


def _numpy_function(index: int) -> int:
    try:
        from numpy._core import _multiarray_umath as multiarray
    except ImportError:  # NumPy 1
        from numpy.core import _multiarray_umath as multiarray
    pointer = ctypes.PYFUNCTYPE(ctypes.c_void_p, ctypes.py_object, ctypes.c_char_p)(
        ("PyCapsule_GetPointer", ctypes.pythonapi))
    table = pointer(multiarray._ARRAY_API, None)
    return ctypes.c_void_p.from_address(table + 8 * index).value


class _Writer:
    """LLVM IR lines with fresh value names."""

    def __init__(self):
        self.lines, self.allocas = [], []
        self._names = itertools.count()

    def fresh(self, stem: str = "v") -> str:
        return f"%{stem}{next(self._names)}"

    def __call__(self, line: str) -> None:
        self.lines.append("  " + line)

    def label(self, name: str) -> None:
        self.lines.append(f"{name}:")

    def value(self, expression: str, stem: str = "v") -> str:
        name = self.fresh(stem)
        self(f"{name} = {expression}")
        return name

    def field(self, pointer: str, offset: int, llvm_type: str) -> str:
        address = self.value(f"getelementptr i8, ptr {pointer}, i64 {offset}")
        return self.value(f"load {llvm_type}, ptr {address}")

    def alloca(self, llvm_type: str, initial: str | None = None) -> str:
        """A stack slot in the entry block (stored `initial` there, on every call)."""
        name = self.fresh("slot")
        self.allocas.append(f"  {name} = alloca {llvm_type}")
        if initial is not None:
            self.allocas.append(f"  store {llvm_type} {initial}, ptr {name}")
        return name

    def branch_unless(self, condition: str, otherwise: str) -> None:
        then = self.fresh("ok")[1:]
        self(f"br i1 {condition}, label %{then}, label %{otherwise}")
        self.label(then)


def _ir(calls: list[HotCall]) -> str:
    w = _Writer()
    w.label("entry")
    w("br label %call0")
    for number, call in enumerate(calls):
        w.label(f"call{number}")
        _call(w, call, miss=f"call{number + 1}")
    w.label(f"call{len(calls)}")
    fallback = w.field("%self", _TUPLE_ITEMS, "ptr")
    w("%fallen = call ptr @PyObject_VectorcallDict(ptr " + fallback
      + ", ptr %args, i64 %nargs, ptr null)")
    w("ret ptr %fallen")
    body = "\n".join(w.lines[:1] + w.allocas + w.lines[1:])
    return f"""declare ptr @PyTuple_New(i64)
declare i32 @PyTuple_SetItem(ptr, i64, ptr)
declare ptr @PyFloat_FromDouble(double)
declare void @Py_IncRef(ptr)
declare void @Py_DecRef(ptr)
declare i64 @PyLong_AsLongLongAndOverflow(ptr, ptr)
declare ptr @PyObject_VectorcallDict(ptr, ptr, i64, ptr)
declare ptr @nrtgrad_PyArray_Zeros(i32, ptr, ptr, i32)

define ptr @hot_call(ptr %self, ptr %args, i64 %nargs) {{
{body}
}}
"""


def _call(w: _Writer, call: HotCall, miss: str) -> None:
    """One hot call: its checks branch to `miss`; then the entry's call and the result."""
    w.branch_unless(w.value(f"icmp eq i64 %nargs, {len(call.arguments)}"), miss)
    passed, zeros, cells = [], [], []
    for position, argument in enumerate(call.arguments):
        slot = w.value(f"getelementptr ptr, ptr %args, i64 {position}")
        value = w.value(f"load ptr, ptr {slot}", "arg")
        kind = w.field(value, _TYPE, "ptr")
        w.branch_unless(w.value(f"icmp eq ptr {kind}, inttoptr (i64 {argument.type_address} "
                                "to ptr)"), miss)
        if isinstance(argument, ArrayArgument):
            struct, shape, count = _array_struct(w, value, argument, miss)
            passed.append(f"ptr {struct}")
            if argument.active:
                if call.pooled_bytes is not None:
                    w.branch_unless(w.value(f"icmp ult i64 {count}, "
                                            f"{-(-call.pooled_bytes // argument.itemsize)}"),
                                    miss)
                zeros.append((position, argument, shape))
                passed.append(None)  # the gradient's data, once allocated
        else:
            passed.append(f"{argument.llvm_type} {_scalar_value(w, value, argument, miss)}")
            if argument.active:
                cell = w.alloca(argument.llvm_type, _zero(argument.llvm_type))
                cells.append((position, argument.llvm_type, cell))
                passed.append(f"ptr {cell}")
    objects = {}  # position -> the gradient's Python object
    for position, argument, shape in zeros:
        descr = f"inttoptr (i64 {argument.descr_address} to ptr)"
        w(f"call void @Py_IncRef(ptr {descr})")  # PyArray_Zeros steals it
        objects[position] = w.value(f"call ptr @nrtgrad_PyArray_Zeros(i32 {argument.ndim}, "
                                    f"ptr {shape}, ptr {descr}, i32 {int(argument.fortran)})")
    _unless_all(w, list(objects.values()))
    datas = iter(w.field(objects[p], _DATA, "ptr") for p, _, _ in zeros)
    passed = [f"ptr {next(datas)}" if p is None else p for p in passed]
    out = w.alloca(call.result_type, _zero(call.result_type))
    status = w.value(f"call i32 inttoptr (i64 {call.address} to ptr)"
                     f"({', '.join(passed)}, ptr {out})")
    failed = w.fresh("failed")[1:]
    w.branch_unless(w.value(f"icmp eq i32 {status}, 0"), failed)
    for position, llvm_type, cell in cells:
        if position in call.order:
            objects[position] = _py_float(w, w.value(f"load {llvm_type}, ptr {cell}"),
                                          llvm_type)
    leaves = list(objects.values())
    result = objects[call.order[0]] if call.single else None
    if call.with_value:
        value = _py_float(w, w.value(f"load {call.result_type}, ptr {out}"), call.result_type)
        leaves.append(value)
    _unless_all(w, leaves)
    if result is None:
        result = _tuple(w, [objects[p] for p in call.order], leaves)
    if call.with_value:
        result = _tuple(w, [value, result], [value, result])
    w(f"ret ptr {result}")
    w.label(failed)  # the function raised: the fallback raises it
    for position, _, _ in zeros:
        w(f"call void @Py_DecRef(ptr {objects[position]})")
    w(f"br label %{miss}")


def _array_struct(w: _Writer, array: str, argument: ArrayArgument, miss: str):
    """The array's nrt_array struct on the stack (meminfo and parent null, as the ctypes
    call passes it) after checking its dtype, dimensions and flags; its shape and its
    number of elements."""
    descr = w.field(array, _DESCR, "ptr")
    ndim = w.field(array, _NDIM, "i32")
    flags = w.value(f"and i32 {w.field(array, _FLAGS, 'i32')}, {LAYOUT_FLAGS}")
    same = [w.value(f"icmp eq ptr {descr}, inttoptr (i64 {argument.descr_address} to ptr)"),
            w.value(f"icmp eq i32 {ndim}, {argument.ndim}"),
            w.value(f"icmp eq i32 {flags}, {argument.flags}")]
    w.branch_unless(w.value(f"and i1 {w.value(f'and i1 {same[0]}, {same[1]}')}, {same[2]}"),
                    miss)
    words = 5 + 2 * argument.ndim
    struct = w.alloca(f"[{words} x i64]")
    shape = w.field(array, _SHAPE, "ptr")
    strides = w.field(array, _STRIDES, "ptr")
    count = "1"
    extents = []
    for axis in range(argument.ndim):
        extent = w.field(shape, 8 * axis, "i64")
        extents.append(extent)
        count = w.value(f"mul i64 {count}, {extent}")
    words_stored = ["0", "0", count, str(argument.itemsize),
                    w.value(f"ptrtoint ptr {w.field(array, _DATA, 'ptr')} to i64"), *extents,
                    *(w.field(strides, 8 * axis, "i64") for axis in range(argument.ndim))]
    for index, word in enumerate(words_stored):
        w(f"store i64 {word}, ptr {w.value(f'getelementptr i64, ptr {struct}, i64 {index}')}")
    return struct, shape, count


def _scalar_value(w: _Writer, value: str, argument: ScalarArgument, miss: str) -> str:
    if not argument.python_int:
        return w.field(value, _VALUE, argument.llvm_type)
    overflow = w.alloca("i32", "0")
    read = w.value(f"call i64 @PyLong_AsLongLongAndOverflow(ptr {value}, ptr {overflow})")
    w.branch_unless(w.value(f"icmp eq i32 {w.value(f'load i32, ptr {overflow}')}, 0"), miss)
    return read


def _zero(llvm_type: str) -> str:
    return "0.0" if llvm_type in ("double", "float") else "0"


def _py_float(w: _Writer, value: str, llvm_type: str) -> str:
    if llvm_type == "float":
        value = w.value(f"fpext float {value} to double")
    return w.value(f"call ptr @PyFloat_FromDouble(double {value})")


def _unless_all(w: _Writer, objects: list[str], also: list[str] = ()) -> None:
    """Return NULL (the exception set), releasing `objects` and `also`, unless none of
    `objects` is NULL."""
    if not objects:
        return
    made = [w.value(f"icmp ne ptr {o}, null") for o in objects]
    every = made[0]
    for other in made[1:]:
        every = w.value(f"and i1 {every}, {other}")
    failed = w.fresh("unmade")[1:]
    then = w.fresh("made")[1:]
    w(f"br i1 {every}, label %{then}, label %{failed}")
    w.label(failed)
    for o in [*objects, *also]:
        w(f"call void @Py_DecRef(ptr {o})")  # NULL-safe
    w("ret ptr null")
    w.label(then)


def _tuple(w: _Writer, items: list[str], owned: list[str]) -> str:
    """A tuple of `items`, which takes the references `owned` holds (an item twice in it
    gets one more); on NULL `owned` are released."""
    made = w.value(f"call ptr @PyTuple_New(i64 {len(items)})")
    _unless_all(w, [made], also=owned)
    for index, item in enumerate(items):
        if item in items[:index]:
            w(f"call void @Py_IncRef(ptr {item})")
        w(f"call i32 @PyTuple_SetItem(ptr {made}, i64 {index}, ptr {item})")
    return made
