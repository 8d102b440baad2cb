"""The C-callable gradient entry point `<name>_grad` and its C header.

For a Numba entry `i32 f(T* retptr, excinfo**, args...)` returning float64
(or float32: `float* out` below, seeded with 1.0f), the module gains

    define internal void @nrtgrad.primal.f(ptr %retptr, ptr %status, args...)
        -- calls f with a private excinfo slot and stores its status
    define i32 @f_grad(<per parameter: nrt_array* [, void* shadow] | scalar [, T* d]>,
                       double* out)
        -- unpacks each nrt_array, calls __enzyme_autodiff on the primal
           wrapper with the result seeded to 1.0, adds scalar gradients to
           their accumulators, and returns Numba's status

exactly as the contract specifies.  Without the value (`value=False`,
`--no-value`, what `nrtgrad.grad` compiles) the result goes to a local of
`f_grad` instead of `*out`, which stays unwritten: -O2 then drops what only
the value needed, such as a sum whose terms the reverse pass recomputes.
In forward mode the entry is
`<name>_jvp` with the same parameters, each shadow now an input tangent,
followed by `T *out, T *d_out`, through __enzyme_fwddiff.  Float
array data pointers (and the result pointer) get `enzyme_type` annotations
from their dtype, which Enzyme needs on opaque-pointer IR.
"""

from __future__ import annotations

import dataclasses
import re

from .. import ir
from ..errors import InputError, UnsupportedError
from ..frontend.numba_abi import Argument, EntryPoint

LLVM_FLOAT = {"float64": "double", "float32": "float"}
C_TYPES = {"float64": "double", "float32": "float", "int64": "int64_t", "int32": "int32_t",
           "int16": "int16_t", "int8": "int8_t", "uint64": "uint64_t", "uint32": "uint32_t",
           "uint16": "uint16_t", "uint8": "uint8_t", "bool": "uint8_t"}
DATA_FIELD = 4
# the definition of an entry point nrtgrad generates under its default name
DERIVATIVE_ENTRY = re.compile(r"^define [^@]*@([A-Za-z_]\w*_(?:grad|vjp|jvp|hvp))\(", re.M)


@dataclasses.dataclass(frozen=True)
class GradientSpec:
    entry: EntryPoint
    name: str
    wrt: frozenset[str]  # names of the float arguments that get derivatives
    mode: str = "reverse"  # or "forward": <name>_jvp, or "hvp": <name>_hvp (second_order.py)
    # a tuple or array result: the array parameter its values are copied into
    # (array_results); the public entry is <name>_vjp / <name>_jvp
    values: Argument | None = None
    # reverse mode, scalar result: whether <name>_grad writes the value to *out
    value: bool = True

    def active(self, argument: Argument) -> bool:
        return argument.is_float and argument.name in self.wrt


def zero_tangents(spec: GradientSpec) -> frozenset[str]:
    """The contiguous float arrays `spec` leaves constant: in forward mode, the
    entry can differentiate them too, each with a zero tangent it allocates.

    Enzyme 0.0.289 uses a registered forward-mode derivative (the BLAS
    rules') only when every pointer operand of the call is active; with an
    operand that derives from a constant argument it differentiates the
    wrapper's body instead and fails on the BLAS helper.  A zero tangent makes
    the argument active at the cost of its tangent's arithmetic, and
    contributes nothing to the result's.  Strided ('A') arrays keep their
    constant: their data's extent is not nitems * itemsize.
    """
    return frozenset(a.name for a in spec.entry.arguments
                     if a.kind == "array" and a.is_float and a.layout in ("C", "F")
                     and not spec.active(a))


def zero_tangent(tangent: str, name: str) -> list[str]:
    """IR allocating `tangent`: the zero tangent of the array whose unpacked fields are
    %<name>.f<field>, nitems * itemsize zeroed bytes (LLVM may fold them into a calloc);
    the caller frees it."""
    return [f"  {tangent}.size = mul i64 %{name}.f2, %{name}.f3",
            f"  {tangent} = call ptr @malloc(i64 {tangent}.size)",
            f"  call void @llvm.memset.p0.i64(ptr {tangent}, i8 0, i64 {tangent}.size, i1 false)"]


def is_vector(entry: EntryPoint) -> bool:
    """A tuple or array result: differentiated through array_results."""
    return entry.result.kind in ("tuple", "array")


def gradient_spec(entry: EntryPoint, name: str | None, wrt: list[str] | None,
                  mode: str = "reverse", value: bool = True) -> GradientSpec:
    if entry.return_dtype not in LLVM_FLOAT and not is_vector(entry):
        raise UnsupportedError(
            f"`{entry.qualname}` returns {entry.result.describe()}, which is not supported yet: "
            "return a float64 or float32 scalar, a tuple of them or a float array (of an "
            "integer, `float(...)`)")
    floats = [a.name for a in entry.arguments if a.is_float]
    if wrt is None:
        chosen = floats
    else:
        unknown = [w for w in wrt if w not in {a.name for a in entry.arguments}]
        if unknown:
            raise InputError(f"--wrt names no parameter of {entry.qualname}: "
                             f"{', '.join(unknown)} (parameters: "
                             f"{', '.join(a.name for a in entry.arguments)})")
        not_float = [w for w in wrt if w not in floats]
        if not_float:
            raise InputError(f"--wrt: {', '.join(not_float)} is not a float parameter")
        chosen = wrt
    if not chosen:
        raise UnsupportedError(f"`{entry.qualname}` has no float parameter to differentiate: "
                               "pass the values to differentiate as float64 or float32 arguments")
    if mode == "hvp" and (is_vector(entry) or entry.return_dtype != "float64"):
        raise UnsupportedError(
            f"Hessian-vector products of `{entry.qualname}`, which returns "
            f"{entry.result.describe()}, are not supported yet: return a float64 scalar")
    kind = {"forward": "jvp", "hvp": "hvp"}.get(mode, "vjp" if is_vector(entry) else "grad")
    if not value and kind != "grad":
        raise InputError(f"--no-value applies to the gradient of a scalar result "
                         f"(<name>_grad), not to <name>_{kind}")
    if name is not None and not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
        raise InputError(f"--name {name!r} is not a C identifier")
    # a Python name that is no C identifier (`<lambda>`, non-ASCII): its other characters as _
    symbol = name or re.sub(r"^(?=\d)|[^A-Za-z0-9_]", "_", f"{entry.name}_{kind}")
    return GradientSpec(entry, symbol, frozenset(chosen), mode, value=value)


def _enzyme_type(dtype: str) -> str:
    return f'"enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{LLVM_FLOAT[dtype]}}}"'


def annotate_types(text: str, entry: EntryPoint, *, top_level: bool) -> str:
    """Add enzyme_type to the entry's result pointer and float array data pointers.

    With `top_level` the entry also becomes `alwaysinline`: inlined into the
    primal wrapper it is Enzyme's top-level function, whose arguments nothing
    overwrites between the forward and the reverse pass.  Called from the
    wrapper instead, every array element it loads is cached on a tape,
    because the caller might overwrite the array after the call.
    """
    lines = text.splitlines()
    index = ir.function_named(lines, entry.symbol).start
    pointers = {"%retptr": entry.return_dtype}
    for argument in entry.arguments:
        if argument.kind == "array" and argument.is_float:
            pointers[argument.params[DATA_FIELD][1]] = argument.dtype
    line = lines[index]
    for value, dtype in pointers.items():
        line = re.sub(r"\bptr ((?:[^,%()]|\([^)]*\))*)" + re.escape(value) + r"(?=[,)])",
                      lambda m: f"ptr {_enzyme_type(dtype)} {m.group(1)}{value}", line, count=1)
    lines[index] = _add_function_attribute(line, "alwaysinline") if top_level else line
    return ir.module_text(lines)


def _add_function_attribute(define: str, attribute: str) -> str:
    """The define line with `attribute` among its function attributes.

    Function attributes follow `unnamed_addr` and precede metadata
    attachments (`!dbg !4`) and the body's `{`.
    """
    head, tail = define[:define.rindex(")") + 1], define[define.rindex(")") + 1:]
    place = re.search(r"#\d+|\s!\w|\s*\{\s*$", tail)
    return f"{head}{tail[:place.start()].rstrip()} {attribute} {tail[place.start():].lstrip()}"


def struct_type(argument: Argument) -> str:
    return (f"{{ ptr, ptr, i64, i64, ptr, [{argument.ndim} x i64], "
            f"[{argument.ndim} x i64] }}")


def parameters(spec: GradientSpec) -> list[str]:
    """The entry point's parameters: each argument (and its shadow), then `out` (and `d.out`)."""
    result = []
    for argument in spec.entry.arguments:
        name = _local_name(argument.name)
        result.append(f"ptr %{name}" if argument.kind == "array"
                      else f"{argument.params[0][0]} %{name}")
        if spec.active(argument):
            result.append(f"ptr %d.{name}")
    return result + (["ptr %out", "ptr %d.out"] if spec.mode == "forward" else ["ptr %out"])


def primal_wrapper(entry: EntryPoint, *, noalias: bool) -> tuple[str, str]:
    """The symbol and IR of the function Enzyme differentiates: the entry with its status
    stored; its result and status pointers `noalias` when `noalias` (gradient_entry)."""
    primal = ir.quote(f"nrtgrad.primal.{entry.name}")
    noalias = "noalias " if noalias else ""
    formals = ", ".join(f"{t} {v}" for a in entry.arguments for t, v in a.params)
    return primal, f"""
define internal void {primal}(ptr {noalias}{_enzyme_type(entry.return_dtype)} %retptr, ptr {noalias}%status{', ' if formals else ''}{formals}) {{
entry:
  %excinfo = alloca ptr, align 8
  %code = call i32 {ir.quote(entry.symbol)}(ptr %retptr, ptr %excinfo{', ' if formals else ''}{formals})
  store i32 %code, ptr %status, align 4
  ret void
}}
"""


def accumulate_scalar_gradients(scalars: list[tuple[str, str]], gradients_type: str) -> list[str]:
    """IR adding each scalar gradient Enzyme returns in `%gradients` into `*%d.<name>`."""
    lines = []
    for position, (name, llvm_type) in enumerate(scalars):
        lines += [
            f"  %g.{name} = extractvalue {gradients_type} %gradients, {position}",
            f"  %old.{name} = load {llvm_type}, ptr %d.{name}",
            f"  %new.{name} = fadd {llvm_type} %old.{name}, %g.{name}",
            f"  store {llvm_type} %new.{name}, ptr %d.{name}",
        ]
    return lines


def gradient_entry(spec: GradientSpec, *, noalias: bool, linkage: str = "",
                   zero: frozenset[str] = frozenset()) -> str:
    """The IR of the primal wrapper and the `<name>_grad` (or `<name>_jvp`) entry point.

    In forward mode, the arrays `zero` names (zero_tangents) are differentiated
    with a zero tangent, allocated and freed by the entry.

    With `noalias` the wrapper's result and status pointers are `noalias`
    (the status is a local of the entry point, the result is Numba's
    `noalias` retptr).  The pipeline asks for it when the entry is Enzyme's
    top level, where Enzyme would otherwise cache every array element loaded
    before they are written, and in a callee of a module with LAPACK wrappers:
    there, with pointers that may alias its arrays, Enzyme 0.0.289 gave
    `np.linalg.lstsq`'s copy of A no derivative (a zero or wrong gradient with
    respect to A, the right one with respect to b) through the wrapper's packed
    rules (packed_rules.py), and aborted without them.
    """
    entry = spec.entry
    primal, wrapper = primal_wrapper(entry, noalias=noalias)
    forward = spec.mode == "forward"
    body, enzyme_args, scalars, freed = [], [], [], []
    for argument in entry.arguments:
        active = spec.active(argument)
        name = _local_name(argument.name)
        if argument.kind == "array":
            for field, (llvm_type, _) in enumerate(argument.params):
                body.append(f"  %{name}.f{field}.addr = getelementptr inbounds "
                            f"{struct_type(argument)}, ptr %{name}, i32 0, "
                            f"{_field_path(argument, field)}")
                body.append(f"  %{name}.f{field} = load {llvm_type}, ptr %{name}.f{field}.addr")
            zeroed = forward and argument.name in zero
            if zeroed:
                body += zero_tangent(f"%d.{name}", name)
                freed.append(f"  call void @free(ptr %d.{name})")
            for field, (llvm_type, _) in enumerate(argument.params):
                dup = (active or zeroed) and field == DATA_FIELD
                marker = "enzyme_dup" if dup else "enzyme_const"
                enzyme_args.append(f'metadata !"{marker}", {llvm_type} %{name}.f{field}')
                if dup:
                    enzyme_args.append(f"ptr %d.{name}")
        else:
            llvm_type = argument.params[0][0]
            if active and forward:
                body.append(f"  %t.{name} = load {llvm_type}, ptr %d.{name}")
                enzyme_args.append(f'metadata !"enzyme_dup", {llvm_type} %{name}, '
                                   f'{llvm_type} %t.{name}')
            elif active:
                enzyme_args.append(f'metadata !"enzyme_out", {llvm_type} %{name}')
                scalars.append((name, llvm_type))
            else:
                enzyme_args.append(f'metadata !"enzyme_const", {llvm_type} %{name}')
    if forward:
        output = 'metadata !"enzyme_dup", ptr %out, ptr %d.out'
        function, result_type = "__enzyme_fwddiff", "void"
    else:
        result = LLVM_FLOAT[entry.return_dtype]
        body += [f"  %seed = alloca {result}, align 8",
                 f"  store {result} 1.000000e+00, ptr %seed, align 8"]
        if not spec.value:  # the value, dead once the entry is optimised
            body.append(f"  %value = alloca {result}, align 8")
        output = f'metadata !"enzyme_dup", ptr {"%out" if spec.value else "%value"}, ptr %seed'
        function = "__enzyme_autodiff"
        result_type = "void" if not scalars else "{ " + ", ".join(t for _, t in scalars) + " }"
    accumulate = accumulate_scalar_gradients(scalars, result_type)
    call_result = "%gradients = " if scalars else ""
    grad = f"""
define {linkage}i32 @{spec.name}({', '.join(parameters(spec))}) {{
entry:
  %status = alloca i32, align 4
  store i32 0, ptr %status, align 4
{chr(10).join(body)}
  {call_result}call {result_type} (...) @{function}(ptr {primal}, {output}, metadata !"enzyme_const", ptr %status{''.join(', ' + a for a in enzyme_args)})
{chr(10).join(accumulate + freed)}
  %code = load i32, ptr %status, align 4
  ret i32 %code
}}

declare {result_type} @{function}(...)
"""
    return wrapper + grad


def _field_path(argument: Argument, field: int) -> str:
    """GEP indices of the field-th expanded parameter inside the nrt_array struct."""
    if field <= DATA_FIELD:
        return f"i32 {field}"
    rest = field - DATA_FIELD - 1
    return f"i32 {5 + rest // argument.ndim}, i32 {rest % argument.ndim}"


# the values and blocks the generated entries name themselves (here, in
# second_order and in array_results): a parameter of the same name is
# arg.<name> in them, which no Python name can be (`result` is the argument
# array_results adds, and a parameter of that name is refused there)
ENTRY_LOCALS = frozenset("""
    bytes called code copy cotangent count d_result empty entry excinfo fail failed from
    gradients i loop mismatch more out release retptr same seed status to unused value
    view""".split())


def _local_name(name: str) -> str:
    """A parameter's name as an unquoted LLVM local: a character LLVM would quote becomes its
    UTF-8 bytes in hex (`α` -> `_ceb1`), so distinct names stay distinct."""
    local = re.sub(r"[^-\w.$]", lambda m: "_" + m.group().encode().hex(), name, flags=re.ASCII)
    return f"arg.{local}" if local in ENTRY_LOCALS else local


# C and C++ keywords a Python parameter name may collide with
_C_RESERVED = frozenset("""
    alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t
    char16_t char32_t class compl concept const consteval constexpr constinit const_cast
    continue co_await co_return co_yield decltype default delete do double dynamic_cast
    else enum explicit export extern false float for friend goto if inline int long
    mutable namespace new noexcept not not_eq nullptr operator or or_eq private protected
    public register reinterpret_cast requires restrict return short signed sizeof static
    static_assert static_cast struct switch template this thread_local throw true try
    typedef typeid typename union unsigned using virtual void volatile wchar_t while xor
    xor_eq out""".split())


def _c_name(name: str) -> str:
    """A C identifier for a parameter name (the prototype's names are only documentation)."""
    name = re.sub(r"\W", "_", name, flags=re.ASCII)
    if not name or name[0].isdigit() or name in _C_RESERVED or name.startswith("__"):
        name = f"p_{name}"
    return name


def c_header(spec: GradientSpec) -> str:
    """A C99/C++17 header declaring the array structs and the gradient entry.

    Each `nrt_array_<dtype>_<ndim>d` struct has a guard of its own, so headers
    of several derivatives can be included in one translation unit.
    """
    guard = f"NRTGRAD_{spec.name.upper()}_H"
    structs, params = {}, []
    for argument in spec.entry.arguments:
        name = _c_name(argument.name)
        c_type = C_TYPES.get(argument.dtype)
        if c_type is None:
            raise UnsupportedError(f"argument `{argument.name}` of `{spec.entry.qualname}` has "
                                   f"dtype {argument.dtype}, which has no C type for --header "
                                   "yet: use float64, float32 or an integer dtype")
        if argument.kind == "array":
            struct = _declare_struct(structs, argument.dtype, argument.ndim)
            params.append(f"const {struct} *{name}")
        else:
            params.append(f"{c_type} {name}")
        if spec.active(argument) and spec.mode == "hvp":
            # gradient, tangent and H.v (second_order.py)
            tangent = f"const {c_type} *" if argument.kind == "array" else f"{c_type} "
            params += [f"{c_type} *d_{name}", f"{tangent}v_{name}", f"{c_type} *hv_{name}"]
        elif spec.active(argument):
            params.append(f"{c_type} *d_{name}")
    if spec.mode == "hvp":
        params.append("double *out")
        comment = ("Returns Numba's status: 0 on success. The gradient is added to d_*, "
                   "the Hessian-vector product along the tangents v_* to hv_* (laid out "
                   "like the gradient).")
    elif spec.values is None:
        result = C_TYPES[spec.entry.return_dtype]
        params += [f"{result} *out"] + ([f"{result} *d_out"] if spec.mode == "forward" else [])
        comment = "Returns Numba's status: 0 on success. Gradients are added to d_*." + (
            "" if spec.value else " out is not written (built --no-value) and may be NULL.")
    else:
        params, comment = _vector_parameters(spec, structs, params)
    what = "Hessian-vector product" if spec.mode == "hvp" else "Gradient"
    return (f"/* {what} of {spec.entry.qualname} {spec.entry.signature}, "
            f"generated by nrtgrad. */\n"
            f"#ifndef {guard}\n#define {guard}\n\n#include <stdint.h>\n\n"
            f"#ifdef __cplusplus\nextern \"C\" {{\n#endif\n\n"
            + "\n".join(structs.values())
            + f"\n/* {comment} */\n"
            f"int32_t {spec.name}({', '.join(params)});\n\n"
            f"#ifdef __cplusplus\n}}\n#endif\n\n#endif\n")


def _declare_struct(structs: dict, dtype: str, ndim: int) -> str:
    """Add the guarded typedef of nrt_array_<dtype>_<ndim>d to `structs`; its name."""
    struct = f"nrt_array_{dtype}_{ndim}d"
    guard = f"NRTGRAD_{struct.upper()}_DEFINED"
    structs[struct] = (f"#ifndef {guard}\n#define {guard}\n"
                       f"typedef struct {struct} {{\n"
                       f"    void *meminfo;  /* NULL or an NRT MemInfo */\n"
                       f"    void *parent;   /* NULL */\n"
                       f"    int64_t nitems;\n    int64_t itemsize;\n"
                       f"    {C_TYPES[dtype]} *data;\n"
                       f"    int64_t shape[{ndim}];\n"
                       f"    int64_t strides[{ndim}];  /* bytes */\n"
                       f"}} {struct};\n#endif\n")
    return struct


def _vector_parameters(spec: GradientSpec, structs: dict, params: list[str]):
    """The result parameters of <name>_vjp / <name>_jvp (see array_results), and the comment."""
    from .array_results import SHAPE_MISMATCH

    values = spec.values
    c_type = C_TYPES[values.dtype]
    if spec.entry.result.kind == "array":
        result = f"{_declare_struct(structs, values.dtype, values.ndim)} *result"
        layout = ("result: the caller's C-contiguous array of the result's shape (data, "
                  "shape, strides set), filled with the result")
    else:
        result = f"{c_type} *result"
        layout = f"result: the {spec.entry.result.count} elements of the returned tuple"
    if spec.mode == "forward":
        params = [*params, result, f"{c_type} *d_result"]
        what = ("d_result receives the tangent of the result (one value per element of "
                "result, C order) along the d_* tangents")
    else:
        params = [*params, f"const {c_type} *cotangent", result]
        what = ("the vector-Jacobian product with the cotangent (one value per element of "
                "result, C order; not modified) is added to d_*")
    return params, (f"{layout}; {what}. Returns Numba's status: 0 on success, "
                    f"{SHAPE_MISMATCH} when result's shape is not the result's.")
