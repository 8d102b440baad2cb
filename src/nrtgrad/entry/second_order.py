"""Hessian-vector products (`--mode hvp`): the `<name>_hvp` entry, Enzyme's two runs, refusals.

Forward over reverse: the module gains the reverse-mode gradient as an
internal function over the entry's unpacked parameters,

    define internal void @nrtgrad.gradient.f(ptr %status, ptr %out,
                                             <per parameter: its fields [, ptr %d.p]>)
        -- __enzyme_autodiff of c_entry's primal wrapper, the result seeded
           with 1.0; scalar gradients added to their accumulators

and the public entry differentiates that function with __enzyme_fwddiff:

    define i32 @f_hvp(<per parameter: nrt_array* p [, T* d_p, T* v_p, T* hv_p]
                       | scalar p [, T* d_p, T v_p, T* hv_p]>, T* out)

The tangent of each gradient accumulator `d_p` along the tangents `v_p` is
the Hessian-vector product, added to `hv_p`; the gradient itself is added to
`d_p` and the value written to `out`, as `<name>_grad` does.

Enzyme runs twice (`hide_forward`, `typed_reverse`): first it generates the
reverse pass, whose reloaded integer indices are then typed, then it runs
forward mode over that reverse pass, NRT markers included (markers.py: the
reverse mode's markers, the shadow free's forward derivative, zeroed
allocations).  Matrix products and `np.linalg.inv` run forward mode over
their rules' reverse passes, whose products have forward-mode derivatives
of their own (blas_rules.PRODUCTS); as in forward mode, the arrays not differentiated
then get a zero tangent (`entry`'s `zero`), so that every operand is
active.  What it cannot do yet is refused in Python terms: a list that
grows (`check_supported`), a product with a global array Numba froze into
the function and indices the typing misses (`explain`), float32, tuple and
array results (c_entry.gradient_spec).
"""

from __future__ import annotations

import re

from ..enzyme import blas, lapack, list_reallocs
from ..rewrites import index_types
from .. import ir
from .c_entry import (DATA_FIELD, LLVM_FLOAT, GradientSpec, _field_path, _local_name,
                      accumulate_scalar_gradients, primal_wrapper, struct_type, zero_tangent)
from ..errors import DifferentiationError, UnsupportedError
from ..frontend.numba_abi import EntryPoint
from ..toolchain import ENZYME_VERSION


def parameters(spec: GradientSpec) -> list[str]:
    """The entry point's parameters: each argument with its three buffers, then `out`."""
    result = []
    for argument in spec.entry.arguments:
        name = _local_name(argument.name)
        if argument.kind == "array":
            result.append(f"ptr %{name}")
            if spec.active(argument):
                result += [f"ptr %d.{name}", f"ptr %v.{name}", f"ptr %hv.{name}"]
        else:
            llvm_type = argument.params[0][0]
            result.append(f"{llvm_type} %{name}")
            if spec.active(argument):
                result += [f"ptr %d.{name}", f"{llvm_type} %v.{name}", f"ptr %hv.{name}"]
    return result + ["ptr %out"]


def entry(spec: GradientSpec, *, top_level: bool, zero: frozenset[str] = frozenset()) -> str:
    """The IR of the primal wrapper, the internal gradient and the `<name>_hvp` entry.

    The arrays `zero` names (c_entry.zero_tangents) stay constant in the reverse
    pass and get a zero tangent, allocated and freed by the entry, in the forward
    mode over it, where the product rules need every operand active.
    """
    entry = spec.entry
    primal, wrapper = primal_wrapper(entry, noalias=top_level)
    gradient = ir.quote(f"nrtgrad.gradient.{entry.name}")
    result = LLVM_FLOAT[entry.return_dtype]
    formals = ["ptr %status", "ptr %out"]  # of the internal gradient
    reverse_args, forward_args, unpack, scalars, freed = [], [], [], [], []
    for argument in entry.arguments:
        active = spec.active(argument)
        name = _local_name(argument.name)
        if argument.kind == "array":
            for field, (llvm_type, _) in enumerate(argument.params):
                value = f"%{name}.f{field}"
                unpack.append(f"  {value}.addr = getelementptr inbounds {struct_type(argument)}, "
                              f"ptr %{name}, i32 0, {_field_path(argument, field)}")
                unpack.append(f"  {value} = load {llvm_type}, ptr {value}.addr")
                formals.append(f"{llvm_type} {value}")
                if active and field == DATA_FIELD:
                    formals.append(f"ptr %d.{name}")
                    reverse_args.append(f'metadata !"enzyme_dup", ptr {value}, ptr %d.{name}')
                    forward_args += [f'metadata !"enzyme_dup", ptr {value}, ptr %v.{name}',
                                     f'metadata !"enzyme_dup", ptr %d.{name}, ptr %hv.{name}']
                elif argument.name in zero and field == DATA_FIELD:
                    unpack += zero_tangent(f"%v.{name}", name)
                    freed.append(f"  call void @free(ptr %v.{name})")
                    reverse_args.append(f'metadata !"enzyme_const", ptr {value}')
                    forward_args.append(f'metadata !"enzyme_dup", ptr {value}, ptr %v.{name}')
                else:
                    reverse_args.append(f'metadata !"enzyme_const", {llvm_type} {value}')
                    forward_args.append(f'metadata !"enzyme_const", {llvm_type} {value}')
        else:
            llvm_type = argument.params[0][0]
            formals.append(f"{llvm_type} %{name}")
            if active:
                formals.append(f"ptr %d.{name}")
                reverse_args.append(f'metadata !"enzyme_out", {llvm_type} %{name}')
                scalars.append((name, llvm_type))
                forward_args += [f'metadata !"enzyme_dup", {llvm_type} %{name}, '
                                 f'{llvm_type} %v.{name}',
                                 f'metadata !"enzyme_dup", ptr %d.{name}, ptr %hv.{name}']
            else:
                reverse_args.append(f'metadata !"enzyme_const", {llvm_type} %{name}')
                forward_args.append(f'metadata !"enzyme_const", {llvm_type} %{name}')
    gradients_type = "void" if not scalars else "{ " + ", ".join(t for _, t in scalars) + " }"
    accumulate = accumulate_scalar_gradients(scalars, gradients_type)
    call_result = "%gradients = " if scalars else ""
    return wrapper + f"""
define internal void {gradient}({', '.join(formals)}) {{
entry:
  %seed = alloca {result}, align 8
  store {result} 1.000000e+00, ptr %seed, align 8
  {call_result}call {gradients_type} (...) @__enzyme_autodiff(ptr {primal}, metadata !"enzyme_dup", ptr %out, ptr %seed, metadata !"enzyme_const", ptr %status{''.join(', ' + a for a in reverse_args)})
{chr(10).join(accumulate)}
  ret void
}}

define i32 @{spec.name}({', '.join(parameters(spec))}) {{
entry:
  %status = alloca i32, align 4
  store i32 0, ptr %status, align 4
  %d.out = alloca {result}, align 8
{chr(10).join(unpack)}
  call void (...) @__enzyme_fwddiff(ptr {gradient}, metadata !"enzyme_const", ptr %status, metadata !"enzyme_dup", ptr %out, ptr %d.out{''.join(', ' + a for a in forward_args)})
{chr(10).join(freed)}
  %code = load i32, ptr %status, align 4
  ret i32 %code
}}

declare {gradients_type} @__enzyme_autodiff(...)
declare void @__enzyme_fwddiff(...)
"""


def check_supported(text: str, entry: EntryPoint) -> str:
    """The registered module, unless it solves a linear system or factors a matrix
    (the LAPACK rules of lapack.py are first-order only, but those of
    `np.linalg.inv`: lapack.SECOND_ORDER) or grows a list: the
    derivative rules of its reallocs (list_reallocs.py) allocate raw buffers, which
    Enzyme's forward mode over the reverse pass has no derivative for (`No forward
    mode derivative found for NRT_Allocate`)."""
    linear_algebra = lapack.described(text, without=lapack.SECOND_ORDER)
    if linear_algebra:
        raise UnsupportedError(f"Hessian-vector products of `{entry.qualname}`, which "
                               f"{linear_algebra}, are not supported yet: use finite "
                               "differences of `nrtgrad.grad` along the tangent")
    if list_reallocs.WRAPPER_PREFIX in text:
        raise UnsupportedError(f"Hessian-vector products of `{entry.qualname}`, which grows a "
                               "list (`list.append`, or NumPy code Numba implements with one, "
                               "such as `np.sum(X, axis=0)`), are not supported yet: fill a "
                               "preallocated array instead")
    return text


_LATER = "nrtgrad.fwddiff.after_reverse"


def hide_forward(module: str) -> str:
    """The registered module for Enzyme's first run: its __enzyme_fwddiff call renamed away.

    In one opt run Enzyme generates the reverse pass and then runs forward
    mode over it without knowing the type of what the reverse pass reloads
    from its caches: an index loaded back (`i64`) is taken for active data
    ("cannot handle unknown binary operator").  So the first run lowers only
    the __enzyme_autodiff, `typed_reverse` types the generated code, and a
    second run does the forward mode.
    """
    return module.replace("@__enzyme_fwddiff(", f"{ir.quote(_LATER)}(")


def typed_reverse(reverse: str) -> str:
    """After the first run: the `i64`s Enzyme's generated functions load from their caches
    or extract from their tapes that only feed array indices typed Integer (index_types),
    and __enzyme_fwddiff called again."""
    for function in ir.defined_functions(reverse.splitlines()):
        if ir.ENZYME_GENERATED.match(function.name):
            reverse = index_types.type_index_loads(reverse, function.name,
                                                   ("load i64, ptr ", "extractvalue "))
    return reverse.replace(f"{ir.quote(_LATER)}(", "@__enzyme_fwddiff(")


# A product rule's tape copy of an operand Enzyme has no type for: the operand is not
# an array of the function's (its arguments, its allocations) but a constant global
_UNTYPED_TAPE = re.compile(r"Cannot deduce type of copy call void @llvm\.memcpy[^(]*\(ptr[^,]*%tape\b")


def explain(message: str, entry: EntryPoint) -> DifferentiationError:
    """Enzyme's failure on forward mode over the reverse pass, as the error to raise."""
    what = f"Hessian-vector products of `{entry.qualname}`"
    if blas.explain(message) is not None or _UNTYPED_TAPE.search(message):
        return UnsupportedError(
            f"{what}, which multiplies matrices (`np.dot` / `@`, BLAS) with an operand that is "
            "constant data of the function (a global array Numba froze into it), are not "
            "supported yet: pass that array as an argument")
    integer = {"cannot handle unknown binary operator": "an index it reloads from its tape",
               "cannot handle (forward) unknown intrinsic": "an integer intrinsic"}
    for reason, which in integer.items():
        if reason in message:
            # an integer of the reverse pass typed_reverse could not type (it does
            # not only feed array indices): forward mode takes it for float data
            return UnsupportedError(
                f"{what} are not supported yet: Enzyme {ENZYME_VERSION}'s forward mode takes "
                f"integer arithmetic of its reverse pass ({which}) for float data; use finite "
                "differences of `nrtgrad.grad` along the tangent")
    return DifferentiationError(f"{what}: {message}")
