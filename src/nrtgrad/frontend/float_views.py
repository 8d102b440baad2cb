"""A float array's bits read as another float type (`.view(np.float32)` of a float64
array) are refused: reinterpreted float bits have no derivative.

Numba's `arr.view(dtype)` is the same data pointer in an array of another
dtype; only the loads and stores through it change type (in typed-pointer
IR after a `bitcast double* ... to float*`, which the canonical text no
longer has).  Enzyme differentiates such a load as if the float32 it reads
were a value of its own: its adjoint lands in half of a float64's shadow
and the gradient is a wrong number.  So, in the entry, every `load` and
`store` of `double` or `float` (or vectors of them) is traced back to the
array data it addresses (`PointerRoots`: through getelementptrs, phis and
selects, to an array argument's data or MemInfo parameter, or to a MemInfo
whose data pointer the function loads), and `check` refuses the first one
whose float type is not the array's: an argument's from its dtype, a new
array's from the first store into it (else the first access).  Loads and
stores of integers (`.view(np.int64)`: bits with no derivative, exact) and
of one float type (`.view(np.float64)` of a float64 array, a complex128
array viewed as float64 pairs) pass.  The module is returned unchanged.
"""

from __future__ import annotations

import re

from .. import ir
from ..entry.c_entry import DATA_FIELD, LLVM_FLOAT
from ..errors import UnsupportedError
from ..ir.pointer_roots import PointerRoots
from . import python_names
from .numba_abi import EntryPoint

# a line's load or store of `double` or `float` (or a vector of them): the loaded type and
# address in groups 1 and 2, the stored type and address in groups 3 and 4
_FLOAT_ACCESS = re.compile(
    r"^\s*(?:" + ir.LOCAL_NAME + r" = load (?:volatile )?(?:<\d+ x )?(double|float)>?, ptr ("
    + ir.LOCAL_NAME + r")|store (?:volatile )?(?:<\d+ x )?(double|float)>? .+?, ptr ("
    + ir.LOCAL_NAME + r"))(?:,|\s*$)")
_DTYPE = {llvm: dtype for dtype, llvm in LLVM_FLOAT.items()}
_BITS = {"double": 64, "float": 32}


def check(text: str, entry: EntryPoint) -> str:
    """`text`, when no float load or store of the entry reads an array's data as another
    float type than the array's; else an UnsupportedError naming the `.view`."""
    lines = text.splitlines()
    pointers = PointerRoots(lines, ir.function_named(lines, entry.symbol))
    declared = {}  # an argument's data pointer or MemInfo -> its dtype's float type
    arguments = set()
    for argument in (a for a in entry.arguments if a.kind == "array"):
        for _, name in (argument.params[0], argument.params[DATA_FIELD]):
            arguments.add(name)
            if argument.dtype in LLVM_FLOAT:
                declared[name] = LLVM_FLOAT[argument.dtype]
    arrays = arguments | set(pointers.data.values())
    accesses = []  # (line, float type, whether a store, array)
    for index in pointers.body:
        access = _FLOAT_ACCESS.match(lines[index])
        if access:
            element, pointer = access.group(1, 2) if access.group(1) else access.group(3, 4)
            stored = access.group(3) is not None
            accesses += [(index, element, stored, array)
                         for array in sorted(pointers.roots(pointer) & arrays)]
    for first in (True, False):  # a new array's first store, else its first access
        for _, element, stored, array in accesses:
            if stored or not first:
                declared.setdefault(array, element)
    for index, element, _, array in accesses:
        if element != declared[array]:
            place = python_names.where(lines, index)
            raise UnsupportedError(f"{place + ': ' if place else ''}"
                                   + _viewed(array, declared[array], element,
                                             array in arguments, pointers))
    return text


def _viewed(array: str, dtype: str, view: str, argument: bool, pointers: PointerRoots) -> str:
    """The refusal, after its place, of `array`'s `dtype` data read or written as `view`."""
    names = [array] + [load for load, meminfo in pointers.data.items() if meminfo == array]
    variable = next((found for name in names if (found := python_names.variable(name))), "")
    what = (f"{python_names.describe_value(array)}, a {_DTYPE[dtype]} array" if argument
            else f"variable `{variable}`, a {_DTYPE[dtype]} array" if variable
            else f"a new {_DTYPE[dtype]} array")
    return (f"`.view(np.{_DTYPE[view]})` of {what}: "
            "reinterpreted float bits have no derivative, not supported; convert the values "
            f"with `.astype(np.{_DTYPE[view]})`, or view the bits as integers "
            f"(`.view(np.int{_BITS[dtype]})`, supported: bits are constants)")
