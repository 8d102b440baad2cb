"""Functions that return a tuple of floats or a float array: `<name>_vjp` and `<name>_jvp`.

Enzyme differentiates a scalar result; a vector result is differentiated
through a synthetic entry in Numba's ABI,

    i32 @"nrtgrad.values.<name>"(double* retptr, excinfo, <f's params>, <result params>)

which calls the function, checks that the result's shape is the shape of
the extra array parameter `result` (C-contiguous; a tuple is a 1-D array of
its elements), copies the result's values into it in C order, releases the
result, and stores 0.0.  Preparation inlines the function into it, so the
ownership analysis sees the result's allocation released like any
temporary's.  With `result` active, the reverse derivative seeded through
`result`'s shadow is the vector-Jacobian product, and the forward
derivative's shadow of `result` is the Jacobian-vector product.

`c_entry` generates the internal entry `<public>.internal` of the synthetic
function; this module adds the public C entries around it:

    int32_t f_vjp(<params as f_grad>, const T *cotangent, <result>)
    int32_t f_jvp(<params as f_jvp>, <result>, T *d_result)

where <result> is `nrt_array_T_Nd *result` for an array (the caller sets
its data, shape and C-contiguous strides) and `T *result` (the elements in
order) for a tuple, `cotangent` and `d_result` hold one value per element
of the result in C order, and the cotangent is not modified.  The status is
Numba's, or SHAPE_MISMATCH when the caller's shape is not the result's.
"""

from __future__ import annotations

import dataclasses

from .. import ir
from ..frontend import return_values
from .c_entry import parameters, struct_type
from ..errors import UnsupportedError
from ..frontend.numba_abi import Argument, EntryPoint

VALUES_PREFIX = "nrtgrad.values."
RESULT = "result"
SHAPE_MISMATCH = 2
LLVM_TYPES = {"float64": "double", "float32": "float"}
SIZES = {"float64": 8, "float32": 4}


def result_dtype(text: str, entry: EntryPoint) -> str:
    """The float dtype of a tuple's elements or an array's, or an UnsupportedError."""
    result = entry.result
    dtype = result.dtype
    if result.kind == "array" and not dtype:
        lines = text.splitlines()
        function = ir.function_named(lines, entry.symbol)
        dtype = return_values.element_type(lines[function.start:function.end + 1],
                                           entry.arguments) or ""
        if not dtype:
            raise UnsupportedError(
                f"`{entry.qualname}` returns {result.describe()} whose dtype its IR does not "
                "tell (no float load or store through its data): not supported yet; return a "
                "float64 or float32 array the function fills itself")
    if dtype not in LLVM_TYPES:
        raise UnsupportedError(
            f"`{entry.qualname}` returns {result.describe()}"
            + (f" of {dtype}" if result.kind == "array" and dtype else "")
            + ", which is not supported yet: return float64 or float32 values (a tuple of "
            "floats of one type, or a float array)")
    return dtype


def result_argument(entry: EntryPoint, dtype: str) -> Argument:
    """The synthetic entry's extra parameter: the result's values, C-contiguous."""
    ndim = entry.result.ndim if entry.result.kind == "array" else 1
    name = f"%arg.{RESULT}"
    params = (("ptr", f"{name}.0"), ("ptr", f"{name}.1"), ("i64", f"{name}.2"),
              ("i64", f"{name}.3"), ("ptr", f"{name}.4"),
              *((("i64", f"{name}.5.{d}") for d in range(ndim))),
              *((("i64", f"{name}.6.{d}") for d in range(ndim))))
    return Argument(RESULT, "array", dtype, ndim, "C", params)


def values_entry(text: str, entry: EntryPoint) -> tuple[str, EntryPoint]:
    """The module with the synthetic entry added, and the synthetic entry."""
    if any(a.name == RESULT for a in entry.arguments):
        raise UnsupportedError(f"`{entry.qualname}` has a parameter named `{RESULT}`, the name "
                               "nrtgrad gives the result of a vector-valued function: not "
                               "supported yet; rename the parameter")
    dtype = result_dtype(text, entry)
    extra = result_argument(entry, dtype)
    symbol = VALUES_PREFIX + entry.name
    formals = [f"{t} {v}" for a in entry.arguments for t, v in a.params]
    actuals = ", ".join(["ptr %result", "ptr %excinfo", *formals])
    params = ", ".join(["ptr noalias %retptr", "ptr noalias %excinfo", *formals,
                        *(f"{t} {v}" for t, v in extra.params)])
    body = (_copy_array(entry, extra) if entry.result.kind == "array"
            else _copy_tuple(entry, extra))
    definition = f"""
define i32 {ir.quote(symbol)}({params}) {{
entry:
{body[0]}
  %code = call i32 {ir.quote(entry.symbol)}({actuals})
  %failed = icmp ne i32 %code, 0
  br i1 %failed, label %fail, label %called

fail:
  ret i32 %code

called:
{body[1]}
  store double 0.000000e+00, ptr %retptr, align 8
  ret i32 0
}}
"""
    declaration = "" if ("@NRT_decref(" in text or entry.result.kind != "array") else \
        "\ndeclare void @NRT_decref(ptr)\n"
    synthetic = dataclasses.replace(
        entry, symbol=symbol, result=return_values.Result("scalar", "float64"),
        return_dtype="float64", arguments=(*entry.arguments, extra))
    return text + definition + declaration, synthetic


def _copy_tuple(entry: EntryPoint, extra: Argument) -> tuple[str, str]:
    count, element = entry.result.count, LLVM_TYPES[extra.dtype]
    allocate = f"  %result = alloca [{count} x {element}], align 8"
    lines = [f"  %same = icmp eq i64 {extra.params[5][1]}, {count}",
             "  br i1 %same, label %copy, label %mismatch",
             "", "mismatch:", f"  ret i32 {SHAPE_MISMATCH}", "", "copy:"]
    for k in range(count):
        lines += [f"  %from.{k} = getelementptr inbounds [{count} x {element}], ptr %result, "
                  f"i64 0, i64 {k}",
                  f"  %value.{k} = load {element}, ptr %from.{k}, align 4",
                  f"  %to.{k} = getelementptr inbounds {element}, ptr {extra.params[4][1]}, "
                  f"i64 {k}",
                  f"  store {element} %value.{k}, ptr %to.{k}, align 4"]
    return allocate, "\n".join(lines)


def _copy_array(entry: EntryPoint, extra: Argument) -> tuple[str, str]:
    """Shape check, a flat loop over the elements in C order, then the release."""
    ndim, element, struct = extra.ndim, LLVM_TYPES[extra.dtype], struct_type(extra)
    allocate = f"  %result = alloca {struct}, align 8"
    lines = ["  %r.meminfo = load ptr, ptr %result, align 8",
             f"  %r.data.addr = getelementptr inbounds {struct}, ptr %result, i64 0, i32 4",
             "  %r.data = load ptr, ptr %r.data.addr, align 8"]
    same = "true"
    for d in range(ndim):
        lines += [f"  %r.shape.{d}.addr = getelementptr inbounds {struct}, ptr %result, i64 0, "
                  f"i32 5, i64 {d}",
                  f"  %r.shape.{d} = load i64, ptr %r.shape.{d}.addr, align 8",
                  f"  %r.stride.{d}.addr = getelementptr inbounds {struct}, ptr %result, i64 0, "
                  f"i32 6, i64 {d}",
                  f"  %r.stride.{d} = load i64, ptr %r.stride.{d}.addr, align 8",
                  f"  %same.{d} = icmp eq i64 %r.shape.{d}, {extra.params[5 + d][1]}",
                  f"  %all.{d} = and i1 {same}, %same.{d}"]
        same = f"%all.{d}"
    lines += [f"  br i1 {same}, label %count, label %mismatch", "",
              "mismatch:", "  call void @NRT_decref(ptr %r.meminfo)",
              f"  ret i32 {SHAPE_MISMATCH}", "", "count:"]
    total = "1"
    for d in range(ndim):
        lines.append(f"  %count.{d} = mul i64 {total}, %r.shape.{d}")
        total = f"%count.{d}"
    lines += [f"  %empty = icmp sle i64 {total}, 0",
              "  br i1 %empty, label %release, label %loop", "",
              "loop:", "  %i = phi i64 [ 0, %count ], [ %i.next, %loop ]"]
    rest, offset = "%i", "0"
    for d in reversed(range(ndim)):
        lines += [f"  %index.{d} = urem i64 {rest}, %r.shape.{d}",
                  f"  %rest.{d} = udiv i64 {rest}, %r.shape.{d}",
                  f"  %step.{d} = mul i64 %index.{d}, %r.stride.{d}",
                  f"  %offset.{d} = add i64 {offset}, %step.{d}"]
        rest, offset = f"%rest.{d}", f"%offset.{d}"
    lines += [f"  %from = getelementptr i8, ptr %r.data, i64 {offset}",
              f"  %value = load {element}, ptr %from, align 4",
              f"  %to = getelementptr inbounds {element}, ptr {extra.params[4][1]}, i64 %i",
              f"  store {element} %value, ptr %to, align 4",
              "  %i.next = add nuw nsw i64 %i, 1",
              f"  %more = icmp slt i64 %i.next, {total}",
              "  br i1 %more, label %loop, label %release", "",
              "release:", "  call void @NRT_decref(ptr %r.meminfo)"]
    return allocate, "\n".join(lines)


INTERNAL_SUFFIX = ".internal"


def internal_spec(spec, synthetic: EntryPoint):
    """c_entry's spec of the internal entry: the synthetic function, `result` active."""
    return dataclasses.replace(spec, entry=synthetic, name=spec.name + INTERNAL_SUFFIX,
                               wrt=spec.wrt | {RESULT}, values=None)


def public_entry(spec, internal, module: str) -> str:
    """The IR of `<name>_vjp` / `<name>_jvp` around the internal entry (module: for
    declarations)."""
    entry = spec.entry
    extra = internal.entry.arguments[-1]
    size = SIZES[extra.dtype]
    inner = parameters(internal)
    # the internal entry's parameters: f's (with shadows), %result, %d.result, %out[, %d.out]
    f_params = inner[:inner.index(f"ptr %{RESULT}")]
    forward = spec.mode == "forward"
    array = entry.result.kind == "array"
    lines, result, struct = [], f"%{RESULT}", struct_type(extra)
    if not array:  # a tuple: the caller's T* as a 1-D nrt_array of `count` elements
        count = entry.result.count
        lines += [f"  %view = alloca {struct}, align 8",
                  f"  store {struct} {{ ptr null, ptr null, i64 {count}, i64 {size}, ptr null, "
                  f"[1 x i64] [i64 {count}], [1 x i64] [i64 {size}] }}, ptr %view, align 8",
                  f"  %view.data = getelementptr inbounds {struct}, ptr %view, i64 0, i32 4",
                  f"  store ptr %{RESULT}, ptr %view.data, align 8"]
        result, total = "%view", str(count)
    else:
        total = "1"
        for d in range(extra.ndim):
            lines += [f"  %shape.{d}.addr = getelementptr inbounds {struct}, ptr %{RESULT}, "
                      f"i64 0, i32 5, i64 {d}",
                      f"  %shape.{d} = load i64, ptr %shape.{d}.addr, align 8",
                      f"  %count.{d} = mul i64 {total}, %shape.{d}"]
            total = f"%count.{d}"
    lines += ["  %unused = alloca double, align 8"]
    if forward:
        lines += ["  %d.unused = alloca double, align 8"]
        shadow, outputs = "%d_result", "ptr %unused, ptr %d.unused"
        public = [*f_params, f"ptr %{RESULT}", "ptr %d_result"]
    else:
        # the reverse pass consumes the seed it is given: it works on a copy
        lines += [f"  %bytes = mul i64 {total}, {size}",
                  "  %bytes.1 = add i64 %bytes, 1",
                  "  %seed = call ptr @malloc(i64 %bytes.1)",
                  "  call void @llvm.memcpy.p0.p0.i64(ptr %seed, ptr %cotangent, i64 %bytes, "
                  "i1 false)"]
        shadow, outputs = "%seed", "ptr %unused"
        public = [*f_params, "ptr %cotangent", f"ptr %{RESULT}"]
    call = (f"  %code = call i32 @{internal.name}({', '.join(f_params)}, ptr {result}, "
            f"ptr {shadow}, {outputs})")
    tail = [] if forward else ["  call void @free(ptr %seed)"]
    text = (f"\ndefine i32 @{spec.name}({', '.join(public)}) {{\nentry:\n"
            + "\n".join([*lines, call, *tail, "  ret i32 %code"]) + "\n}\n")
    if not forward:
        for name, declaration in (("malloc", "declare ptr @malloc(i64)"),
                                  ("free", "declare void @free(ptr)"),
                                  ("llvm.memcpy.p0.p0.i64", "declare void "
                                   "@llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)")):
            if f"@{name}(" not in module:
                text += declaration + "\n"
    return text
