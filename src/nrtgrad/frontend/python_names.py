"""Python names for what a message would otherwise call by an LLVM name.

Every refusal and failure message names the Python construct, not the
symbol or the value Numba generated for it.  For any module that raises:

- `describe(symbol) -> str`: the construct behind a function symbol, in
  backticks: a Numba runtime or BLAS/LAPACK helper (`NRT_*`, `numba_xx*`,
  `numba_ez_*`, `numba_*`, `npy_*`), a mangled Numba implementation
  (`_ZN5numba2np9arraymath7npy_max...` -> "`np.max` / `ndarray.max`"), an
  array-expression kernel, a jitted function (`_ZN7kernels9ode_euler...` ->
  "`kernels.ode_euler`") or an external function.  A leading `@`, quotes and
  Enzyme's prefixes (`augmented_`, `diffe`, `preprocess_`, ...) are ignored.
- `describe_function(symbol) -> str`: a function defined in the module
  (also one Enzyme or nrtgrad generated from it, `diffe...`): its construct
  if the name is Numba's, else its own name in backticks.
- `advice(symbol) -> str`: a way forward for that construct ("write it as
  ..."), or "" when there is nothing better than the generic advice.
- `describe_value(name) -> str`: an LLVM value name Numba generated, in
  Python terms: `arg.x.4` -> "argument `x`", `$0.3` / `.7.i.i` -> "a
  temporary of Numba's", a named variable `y.1` -> "variable `y`".
- `variable(name) -> str`: the user's variable an entry's value stands for,
  only where its name says so (`x.2.sroa.0.0.lcssa` -> "x"), else "": a
  value the inliner brought in from another function (`u.i`: a NumPy
  implementation's variable), a temporary, an argument, a name of LLVM's.

`where(lines, index)` says in which Python function (and, when the module
has debug info, at which source line: `source_line(lines, index)`) a line
of a module is.
"""

from __future__ import annotations

import re

from .. import ir
from . import numba_abi
from ..errors import InputError

_NEW_ARRAY = "a new array (`np.empty`, `np.zeros`, array arithmetic, `arr.copy()`)"
# Numba's C helpers, by exact name.
_RUNTIME = {
    "NRT_MemInfo_alloc_aligned": _NEW_ARRAY,
    "NRT_MemInfo_alloc_safe_aligned": _NEW_ARRAY,
    "NRT_MemInfo_new_varsize": "a `list` (a variable-size NRT buffer)",
    "NRT_MemInfo_varsize_alloc": "a `list` (a variable-size NRT buffer)",
    "NRT_MemInfo_varsize_realloc": "a list that grows (`list.append`)",
    "NRT_MemInfo_new_varsize_dtor": "a `list` (a variable-size NRT buffer)",
    "NRT_adapt_ndarray_from_python": "an array passed in from Python",
    "numba_runtime_build_excinfo_struct": "`raise` (an exception raised in the function)",
    "NRT_MemInfo_varsize_free": "a `list` (a variable-size NRT buffer)",
    "NRT_Allocate": "a raw NRT buffer (slice assignment such as `y[:] = expr` or "
                    "`out[i, :] = row`)",
    "NRT_Free": "a raw NRT buffer (slice assignment such as `y[:] = expr` or `out[i, :] = row`)",
    "NRT_incref": "an array's reference count",
    "NRT_decref": "an array's reference count",
    "NRT_MemInfo_call_dtor": "freeing an array",
    "numba_do_raise": "`raise` (an exception raised in the function)",
    "numba_gil_ensure": "a call back into Python (object mode)",
    "numba_gil_release": "a call back into Python (object mode)",
    "numba_unpickle": "a Python object used as a constant",
    "numba_attempt_nocopy_reshape": "`ndarray.reshape`",
    "numba_xxdot": "`np.dot` / `@` of two vectors (BLAS dot)",
    "numba_xxgemv": "`np.dot` / `@` of a matrix and a vector (BLAS gemv)",
    "numba_xxgemm": "`np.dot` / `@` of two matrices (BLAS gemm)",
    "numba_xxnrm2": "`np.linalg.norm` (BLAS nrm2)",
    "numba_xxgetrf": "`np.linalg.det` / `np.linalg.slogdet` / `np.linalg.inv` (LAPACK getrf)",
    "numba_ez_xxgetri": "`np.linalg.inv` (LAPACK getri)",
    "numba_xxpotrf": "`np.linalg.cholesky` (LAPACK potrf)",
    "numba_ez_rgeev": "`np.linalg.eig` / `np.linalg.eigvals` (LAPACK geev)",
    "numba_ez_cgeev": "`np.linalg.eig` / `np.linalg.eigvals` (LAPACK geev)",
    "numba_ez_xxxevd": "`np.linalg.eigh` / `np.linalg.eigvalsh` (LAPACK evd)",
    "numba_ez_gesdd": "`np.linalg.svd` (or `pinv`, `norm(A, 2)`, `matrix_rank`, `cond`) "
                      "(LAPACK gesdd)",
    "numba_ez_geqrf": "`np.linalg.qr` (LAPACK geqrf)",
    "numba_ez_xxgqr": "`np.linalg.qr` (LAPACK orgqr)",
    "numba_ez_gelsd": "`np.linalg.lstsq` (LAPACK gelsd)",
    "numba_xgesv": "`np.linalg.solve` (LAPACK gesv)",
    "numba_gamma": "`math.gamma`",
    "numba_gammaf": "`math.gamma`",
    "numba_frexp": "`math.frexp`",
    "numba_ldexp": "`math.ldexp`",
    "numba_cpow": "`**` of complex numbers",
    "numba_rnd_shuffle": "`np.random` / `random`",
    "numba_rnd_init": "`np.random.seed` / `random.seed`",
    "numba_get_np_random_state": "`np.random`",
    "numba_get_py_random_state": "`random`",
    "numba_poisson_ptrs": "`np.random.poisson`",
}
_ADVICE = {
    "numba_xxnrm2": "write the norm as `np.sqrt(np.sum(x * x))`",
    "numba_xxdot": "write the product as a loop over the elements",
    "numba_xxgemv": "write the product as a loop over rows (`s += A[i, j] * x[j]`)",
    "numba_xxgemm": "write the product as explicit loops",
    "NRT_MemInfo_varsize_realloc": "allocate the array up front (`np.empty(n)`) and fill it "
                                   "by index",
    "NRT_MemInfo_varsize_alloc": "use an array allocated up front (`np.empty(n)`) instead of "
                                 "a list",
    "NRT_Allocate": "assign element by element in a loop",
    "numba_dict_new_sized": "keep the values in an array indexed by integers",
    "lgamma": "pass its values and those of its derivative (scipy.special.digamma) in as "
              "arguments",
    "lgammaf": "pass its values and those of its derivative (scipy.special.digamma) in as "
               "arguments",
}
# Numba implementation functions (the overload a mangled name starts with)
# whose Python spelling the generic rules below do not give.
_IMPLEMENTATIONS = {
    "npy_max": "`np.max` / `ndarray.max`", "array_max": "`np.max` / `ndarray.max`",
    "npy_min": "`np.min` / `ndarray.min`", "array_min": "`np.min` / `ndarray.min`",
    "array_sum": "`np.sum` / `ndarray.sum`",
    "array_cumsum": "`np.cumsum` / `ndarray.cumsum`",
    "_where_generic_impl": "`np.where`", "_where_generic_inner_impl": "`np.where`",
    "_where_inner_cont_impl": "`np.where`", "_where_zero_size_array_impl": "`np.where`",
    "dot_2_mv": "`np.dot` / `@` of a matrix and a vector",
    "dot_2_vm": "`np.dot` / `@` of a vector and a matrix",
    "dot_2_mm": "`np.dot` / `@` of two matrices",
    "dot_2_vv": "`np.dot` / `@` of two vectors",
    "dot_2": "`np.dot` / `@`", "dot_2_impl": "`np.dot` / `@`", "dot_3": "`np.dot` / `@`",
    "dot_3_mv": "`np.dot` / `@` of a matrix and a vector",
    "dot_3_vm": "`np.dot` / `@` of a vector and a matrix",
    "dot_3_mm": "`np.dot` / `@` of two matrices",
    "make_quicksort_impl": "`np.sort` / `ndarray.sort` (quicksort)",
    "make_mergesort_impl": "`np.argsort` / `np.sort(kind='mergesort')`",
    "make_nditer_cls": "iterating over an array (an array expression or `np.nditer`)",
    "ol_raise_with_shape_context_cpu": "the shape check of a slice assignment (`y[:] = expr`)",
    "_broadcast_onto": "broadcasting in an array expression",
    "ol_numpy_broadcast_shapes": "broadcasting in an array expression",
}
# ways forward for Numba implementation functions, by the same key
_IMPLEMENTATION_ADVICE = {
    "ol_raise_with_shape_context_cpu": "assign element by element in a loop",
    "npy_max": "compute the maximum in an explicit loop",
    "npy_min": "compute the minimum in an explicit loop",
}
# C math functions Numba calls for `math.*`
_LIBM = {"erf", "erfc", "lgamma", "tgamma", "expm1", "log1p", "atan2", "hypot", "cbrt", "asinh",
         "acosh", "atanh", "copysign", "nextafter", "fmod"}
_GENERATED_PREFIX = re.compile(r"^(?:preprocess_|fakeaugmented_|augmented_|diffe|fwddiffe|"
                               r"nrtgrad\.primal\.|nrtgrad\.values\.)+")
_OVERLOAD_PREFIX = re.compile(r"^(?:ol_numpy_|ol_np_|numpy_|np_|npy_|impl_)")
_NUMBA_TEMPORARY = re.compile(r"^\$|^\.\d|^\d+$")


def _bare(symbol: str) -> str:
    return _GENERATED_PREFIX.sub("", ir.unquote(symbol.strip().lstrip("@")))


def describe(symbol: str) -> str:
    """The Python construct behind a function symbol, in backticks (see the module doc)."""
    name = _bare(symbol)
    if name in _RUNTIME:
        return _RUNTIME[name]
    for prefix, what in (("NRT_", "Numba's runtime"), ("numba_xx", "Numba's BLAS helper"),
                         ("numba_ez_", "Numba's LAPACK helper"), ("numba_", "Numba's helper")):
        if name.startswith(prefix):
            return f"{what} `{name}`"
    if name.startswith(("llvm.memcpy", "llvm.memmove")):
        return "a copy of array data (`arr.copy()`, slice assignment)"
    if name.startswith("llvm.memset"):
        return "zeroing array data (`np.zeros`)"
    if name.startswith("llvm."):
        return f"the LLVM intrinsic `{name}`"
    libm = name if name in _LIBM else name[:-1] if name[:-1] in _LIBM and name[-1] == "f" else ""
    if libm:
        return f"`math.{'gamma' if libm == 'tgamma' else libm}` (the C library's `{name}`)"
    if name.startswith("npy_"):
        return f"`np.{name[len('npy_'):]}` (NumPy's C helper `{name}`)"
    wrapper = ""
    for prefix, role in (("cfunc.", "the C wrapper of "), ("cpython.", "the Python wrapper of ")):
        if name.startswith(prefix):
            name, wrapper = name[len(prefix):], role
    try:
        qualname, _ = numba_abi.demangle(name)
    except InputError:
        return f"`{name}` (an external function)"
    if qualname.startswith("cpython."):
        qualname, wrapper = qualname[len("cpython."):], "the Python wrapper of "
    if qualname.startswith("NumbaEnv."):
        return f"the Numba environment of `{qualname[len('NumbaEnv.'):]}`"
    if qualname.startswith("<dynamic>.__numba_array_expr"):
        return "an array expression (elementwise arithmetic on arrays, such as `a * x + y`)"
    if qualname.startswith("numba."):
        return wrapper + _implementation(qualname)
    return f"{wrapper}`{qualname.removeprefix('<dynamic>.').replace('.<locals>', '')}`"


def _implementation(qualname: str) -> str:
    """The Python spelling of a Numba implementation function's qualified name."""
    parts = qualname.split(".")
    overload = parts[parts.index("<locals>") - 1] if "<locals>" in parts else parts[-1]
    if overload in _IMPLEMENTATIONS:
        return _IMPLEMENTATIONS[overload]
    module = parts[:parts.index(overload)]
    if "listobj" in module or "listobject" in module:
        method = overload.removeprefix("impl_").removeprefix("list_")
        return f"`list.{method}`"
    if overload.startswith("array_"):
        method = overload[len("array_"):]
        return f"`ndarray.{method}` / `np.{method}`"
    if _OVERLOAD_PREFIX.match(overload):
        function = _OVERLOAD_PREFIX.sub("", overload)
        return f"`np.linalg.{function}`" if "linalg" in module else f"`np.{function}`"
    return f"Numba's `{qualname.replace('.<locals>', '')}`"


def advice(symbol: str) -> str:
    """A way forward for the construct behind `symbol`, or ""."""
    name = _bare(symbol)
    if name in _ADVICE:
        return _ADVICE[name]
    try:
        parts = numba_abi.demangle(name)[0].split(".")
    except InputError:
        return ""
    overload = parts[parts.index("<locals>") - 1] if "<locals>" in parts else parts[-1]
    return _IMPLEMENTATION_ADVICE.get(overload, "") if parts[0] == "numba" else ""


def describe_value(name: str) -> str:
    """An LLVM value name Numba generated, in Python terms (see the module doc)."""
    name = ir.unquote(name.lstrip("%"))
    stem = re.sub(r"(?:\.i\d*)+$", "", name)  # the inliner's suffixes
    argument = re.match(r"arg\.([A-Za-z_]\w*)", stem)
    if argument:
        return f"argument `{argument.group(1)}`"
    if _NUMBA_TEMPORARY.match(stem) or not re.match(r"[A-Za-z_]", stem):
        return "a temporary of Numba's"
    variable = re.match(r"([A-Za-z_]\w*)(?:\.\d+)*$", stem)
    if variable and variable.group(1) not in _LLVM_NAMES:
        return f"variable `{variable.group(1)}`"
    return "a temporary of Numba's"


# names LLVM's passes give values (not Python variables)
_LLVM_NAMES = {"common", "sunkaddr", "xtraiter", "unroll_iter", "uglygep", "scevgep", "lsr",
               "indvars", "min", "max", "spec", "cond", "tmp", "retptr", "excinfo", "entry",
               "wide", "broadcast", "vec", "index", "n", "induction", "bin", "lcssa"}
# names Numba's lowering gives values of the function itself (not Python variables)
_NUMBA_NAMES = {"arg", "loop", "dest_shape", "known_size"}
# what LLVM's passes append to a value's name after Numba's version of a variable
# (`x.2`): SROA's pieces, LCSSA's phis, loop preheaders and versions, numbers
_PASS_SUFFIX = re.compile(r"\d+|sroa|lcssa\d*|ph|pre|be|us\d*|lver|orig|peel|unr|epil|prol|fca"
                          r"|load|split|sink|promoted|reload|lr")


def variable(name: str) -> str:
    """The user's Python variable an LLVM value name of the entry stands for (see the
    module doc), or ""."""
    parts = ir.unquote(name.lstrip("%")).split(".")
    if not parts[0].isidentifier() or parts[0] in _LLVM_NAMES | _NUMBA_NAMES:
        return ""
    return parts[0] if all(_PASS_SUFFIX.fullmatch(part) for part in parts[1:]) else ""


_DEBUG_LOCATION = re.compile(r"!dbg (![0-9]+)")
_LOCATION_LINE = re.compile(r"^(![0-9]+) = (?:distinct )?!DILocation\(line: (\d+)")


def where(lines: list[str], index: int) -> str:
    """'in `kernels.f`', with ' (line N)' when the line carries debug info."""
    function = next((m.group(1) for i in range(index, -1, -1)
                     if (m := ir.DEFINE.match(lines[i]))), None)
    place = f"in {describe_function(function)}" if function else ""
    line = source_line(lines, index)
    return f"{place} ({line})".strip() if line else place


def describe_function(symbol: str) -> str:
    """A defined function: its construct if it is Numba's, else its own name."""
    try:
        numba_abi.demangle(_bare(symbol))
    except InputError:
        return f"`{_bare(symbol)}`"
    return describe(symbol)


def source_line(lines: list[str], index: int) -> str:
    """'line N' of the Python source, when line `index` carries debug info; else ""."""
    found = _DEBUG_LOCATION.search(lines[index])
    if found:
        for line in lines:
            location = _LOCATION_LINE.match(line)
            if location and location.group(1) == found.group(1):
                return f"line {location.group(2)}"
    return ""
