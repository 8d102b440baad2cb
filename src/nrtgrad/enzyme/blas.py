"""Numba's BLAS helpers in a form Enzyme differentiates: BLAS calls with rules, or loops.

`np.dot` and `@` on float arrays call Numba's helpers `numba_xxgemm`
(matrix-matrix), `numba_xxgemv` (matrix-vector), `numba_xxdot` (vectors) and
`np.linalg.norm` calls `numba_xxnrm2`; all are Fortran BLAS underneath
(column-major, sizes by value, alpha and beta through pointers), and Enzyme
cannot see into them.  For kinds 'd' (float64) and 's' (float32):

- gemm and gemv calls whose alpha is a slot holding 1 and beta one holding 0
  (as Numba always passes) become calls of a small wrapper
  (`nrtgrad.blas.gemm.double`, ...) that calls the same Numba helper, with
  its derivatives registered with Enzyme (`__enzyme_register_gradient_*`,
  `__enzyme_register_derivative_*`): the reverse pass is BLAS again
  (dA += dC op(B)^T, dB += op(A)^T dC, on copies of A and B taped by the
  forward pass, then dC = 0), the forward pass dC = dA op(B) + op(A) dB
  (their IR is in blas_rules.py).  The reverse pass's products are calls of
  wrappers (`nrtgrad.blas.gemm_update.double`: C = alpha op(A) op(B) + beta C)
  with forward-mode derivatives, so that Hessian-vector products run
  forward mode over it.  So
  a product's derivative costs a few BLAS calls, and runs the BLAS the
  primal runs (SciPy's in Python; the runtime library's in C programs).
- dot and nrm2 (O(n) work) become loops with the same semantics, inlined
  with the rest of Numba's internals.

Numba's `np.dot(a, b)` returns `np.zeros` when the inner dimension is 0 and
else `np.dot(a, b, out)` into `np.empty`: two allocations merged by a phi,
which the release analysis cannot free once.  The 3-argument product already
zero-fills an empty result, so the first branch is dropped (`dot_impl` of
`dot_2_mm`, `dot_2_mv`, `dot_2_vm`): one allocation, the same values.
Other kinds (complex) and calls in other shapes are left alone and refused
later by name.
"""

from __future__ import annotations

import re
import struct

from .. import ir
from .blas_rules import GEMM as _GEMM, GEMV as _GEMV, PRODUCTS as _PRODUCTS

KINDS = {100: "double", 115: "float"}  # ord('d'), ord('s')
_SIZES = {"double": 8, "float": 4}
_LOOP_CALL = re.compile(r"@(numba_xxdot|numba_xxnrm2)\(i8 (\d+),")
_RULE_CALL = re.compile(r"^(\s*)(%[-\w.$\"]+) = (?:tail |notail )?call i32 @(numba_xxgemm|numba_xxgemv)"
                        r"\((.*)\)(, ![^()]*)?$")
# the dot_impl of np.dot(a, b) / a @ b for matrix-matrix, matrix-vector, vector-matrix
_DOT_IMPL = re.compile(r"^_ZN5numba2np6linalg8dot_2_(?:mm|mv|vm)12_3clocals_3e8dot_impl")
_EMPTY_TEST = re.compile(r"^\s*(%[-\w.]+) = icmp eq i64 %arg\.a\.5\.[01], 0$")
_EMPTY_BRANCH = re.compile(r"^(\s*)br i1 (%[-\w.]+), label %[-\w.]+, label (%[-\w.]+)$")
_DECLARATIONS = {
    "malloc": "declare ptr @malloc(i64)",
    "free": "declare void @free(ptr)",
    "llvm.memcpy.p0.p0.i64": "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)",
    "llvm.memset.p0.i64": "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)",
    "numba_xxgemm": "declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, ptr, ptr, i64, ptr, i64, "
                    "ptr, ptr, i64)",
    "numba_xxgemv": "declare i32 @numba_xxgemv(i8, i8, i64, i64, ptr, ptr, i64, ptr, ptr, ptr)",
    "llvm.sqrt.f64": "declare double @llvm.sqrt.f64(double)",
    "llvm.sqrt.f32": "declare float @llvm.sqrt.f32(float)",
}


def lower_blas_calls(text: str) -> str:
    """Single-allocation dot_impls; gemm/gemv with derivative rules; dot/nrm2 as loops."""
    text = _drop_empty_branches(text)
    lines = text.splitlines()
    rules = set()
    for index, line in enumerate(lines):
        rewritten = _rule_call(lines, index)
        if rewritten:
            lines[index], rule = rewritten
            rules.add(rule)
    text = ir.module_text(lines)
    loops = set()

    def retarget(match: re.Match) -> str:
        helper, kind = match.group(1), int(match.group(2))
        if kind not in KINDS:
            return match.group(0)
        name = f"nrtgrad.blas.{helper[len('numba_xx'):]}.{KINDS[kind]}"
        loops.add((helper, KINDS[kind], name))
        return f"{ir.quote(name)}(i8 {kind},"

    text = _LOOP_CALL.sub(retarget, text)
    for helper, element, name in sorted(loops):
        text += (_DOT if helper == "numba_xxdot" else _NRM2).format(
            name=ir.quote(name), t=element, suffix="f64" if element == "double" else "f32")
    for helper, element in sorted(rules):
        template = _GEMM if helper == "numba_xxgemm" else _GEMV
        text += template.format(p=rule_name(helper, element), t=element,
                                kind=kind_code(element), size=_SIZES[element],
                                **product_names(element))
    text = with_products(text, {element for _, element in rules})
    return text + ir.missing_declarations(text, _DECLARATIONS)


_WRAPPER_DEFINITION = re.compile(r"^define (?:dso_local )?(?=[^@]*@nrtgrad\.blas\.)", re.M)


def internalize(text: str) -> str:
    """After Enzyme: the wrappers and their derivatives local to the module again.

    Enzyme gives functions with registered derivatives external linkage;
    two derivative objects that both multiply matrices would then define
    the same symbols.  Internal, the unused ones are also deleted by opt.
    """
    return _WRAPPER_DEFINITION.sub("define internal ", text)


_NO_FORWARD_RULE = re.compile(r"No forward mode derivative found for (numba_xxgemm|numba_xxgemv)")


def explain(message: str) -> str | None:
    """A refusal in Python terms for an Enzyme failure on a BLAS wrapper, if it is one.

    Enzyme adapts a registered reverse-mode derivative to constant operands,
    but not a forward-mode one: it then differentiates the wrapper's body and
    finds the BLAS helper.  Array arguments get zero tangents instead
    (c_entry.zero_tangents); what stays constant is data the function holds
    itself, such as a global array Numba froze into it.
    """
    found = _NO_FORWARD_RULE.search(message)
    if not found:
        return None
    return ("forward mode (jvp) of a matrix product (np.dot / @, BLAS "
            f"{found.group(1)}) with an operand that is constant data of the function (a "
            "global array Numba froze into it) is not supported yet: pass that array as an "
            "argument, or use reverse mode")


_RULE_WRAPPER_CALL = re.compile(r'call void @"?nrtgrad\.blas\.gem[mv]\.')


def has_rule_calls(text: str) -> bool:
    """Whether `text` calls a gemm or gemv wrapper with derivative rules."""
    return bool(_RULE_WRAPPER_CALL.search(text))


def rule_name(helper: str, element: str) -> str:
    return f"nrtgrad.blas.{helper[len('numba_xx'):]}.{element}"


def product_names(element: str) -> dict[str, str]:
    """The product wrappers of an element type (blas_rules.PRODUCTS), by template field."""
    return {"gemm": f"nrtgrad.blas.gemm_update.{element}",
            "add_gemv": f"nrtgrad.blas.gemv_add.{element}"}


def with_products(text: str, elements) -> str:
    """`text` with the product wrappers of each element type (blas_rules.PRODUCTS) and
    their rules, where it calls them and does not define them yet."""
    for element in sorted(elements):
        gemm = re.escape(product_names(element)["gemm"])
        if re.search(rf'@"?{gemm}"?\(', text) and not re.search(rf'^define [^@]*@"?{gemm}"?\(',
                                                                   text, re.M):
            text += _PRODUCTS.format(t=element, kind=kind_code(element),
                                     **product_names(element))
    return text


def kind_code(element: str) -> int:
    """Numba's kind ('d', 's') of an element type, as a number."""
    return next(kind for kind, name in KINDS.items() if name == element)


def _drop_empty_branches(text: str) -> str:
    """In np.dot's dot_impls, go straight to the 3-argument product (see the docstring)."""
    lines = text.splitlines()
    for function in ir.defined_functions(lines):
        if not _DOT_IMPL.match(function.name):
            continue
        tested = None
        for index in range(function.start + 1, function.end):
            line = lines[index]
            empty = _EMPTY_TEST.match(line)
            if empty:
                tested = empty.group(1)
                continue
            branch = _EMPTY_BRANCH.match(line)
            if branch and branch.group(2) == tested:
                lines[index] = f"{branch.group(1)}br label {branch.group(3)}"
            if line.startswith(("  br ", "  ret ")) or branch:
                break  # only the first block
    return ir.module_text(lines)


def _rule_call(lines: list[str], index: int) -> tuple[str, tuple[str, str]] | None:
    """A gemm/gemv call with constant kind, alpha 1 and beta 0 as a call of its wrapper."""
    match = _RULE_CALL.match(lines[index])
    if not match:
        return None
    indent, result, helper, arguments = match.group(1), match.group(2), match.group(3), \
        ir.split_arguments(match.group(4))
    values = [argument.split()[-1] for argument in arguments]
    element = KINDS.get(int(values[0])) if values[0].isdigit() else None
    if element is None:
        return None
    alpha, beta = (6, 11) if helper == "numba_xxgemm" else (4, 8)
    if not (_holds(lines, index, values[alpha], element, "1.000000e+00")
            and _holds(lines, index, values[beta], element, "0.000000e+00")):
        return None
    kept = [_real_transpose(a) if position in (1, 2) and helper == "numba_xxgemm" or position == 1
            else a for position, a in enumerate(arguments) if position not in (0, alpha, beta)]
    call = (f"{indent}call void {ir.quote(rule_name(helper, element))}("
            + ", ".join(opaque(a) for a in kept) + ")")
    return f"{call}\n{indent}{result} = add i32 0, 0", (helper, element)


_CONJUGATE_TRANSPOSE = "67"  # ord('C'): of a real matrix, its transpose ('t')


def _real_transpose(argument: str) -> str:
    """A gemm/gemv trans argument of a real kind, 'C' (np.linalg.pinv's) as 't'."""
    return "i8 116" if argument.split()[-1] == _CONJUGATE_TRANSPOSE else argument


# a constant global of bytes (np.linalg.pinv's alpha and beta): name, bytes
_BYTES_GLOBAL = re.compile(r'^(@[-\w.$]+) = (?:internal |private )?(?:unnamed_addr )?constant '
                           r'\[(\d+) x i8\] (zeroinitializer|c"[^"]*")')
_ELEMENT_FORMATS = {"double": "<d", "float": "<f"}


def _global_holds(lines: list[str], slot: str, element: str, value: str) -> bool:
    """Whether `slot` is a constant global whose bytes are the element `value`."""
    for line in lines:
        match = _BYTES_GLOBAL.match(line)
        if match and match.group(1) == slot:
            size = struct.calcsize(_ELEMENT_FORMATS[element])
            data = bytes(int(match.group(2))) if match.group(3) == "zeroinitializer" else \
                re.sub(rb"\\([0-9A-F]{2})", lambda escape: bytes([int(escape.group(1), 16)]),
                       match.group(3)[2:-1].encode("latin-1"))
            return len(data) == size and struct.unpack(_ELEMENT_FORMATS[element], data)[0] \
                == float(value)
    return False


def _holds(lines: list[str], call: int, slot: str, element: str, value: str) -> bool:
    """Whether the stack slot holds the constant `value` at the call.

    The last store to the slot (or to a bitcast of it) before the call, in
    the call's block, stores `value`; Numba zeroes the slot at entry and
    stores the constant just before the call.  A constant global (np.linalg.pinv's
    alpha and beta) holds it when its bytes are the value.
    """
    if slot.startswith("@"):
        return _global_holds(lines, slot, element, value)
    names = {slot}
    for line in lines[:call]:  # typed-pointer IR reaches the slot through bitcasts
        cast = re.match(r"\s*(%[-\w.]+) = bitcast ptr (%[-\w.]+) to ptr$", line)
        if cast and cast.group(1) in names:
            names.add(cast.group(2))
    for line in reversed(lines[:call]):
        if not line.startswith(" ") or line.lstrip().startswith(("br ", "ret ", "switch ")):
            return False  # the block's start: no store in it
        store = re.match(r"\s*store (\w+) ([^,]+), ptr (%[-\w.]+)", line)
        if store and store.group(3) in names:
            return store.group(1) == element and store.group(2) == value
        if any(re.search(rf"{re.escape(name)}\b", line) for name in names) \
                and not re.match(r"\s*%[-\w.]+ = bitcast ", line):
            return False  # another use of the slot: it may be written
    return False


def opaque(argument: str) -> str:
    """'ptr nonnull %x' -> 'ptr %x' (the wrapper's parameters carry no attributes)."""
    parts = argument.split()
    return f"{parts[0]} {parts[-1]}"


# result[0] = sum(x[i] * y[i])
_DOT = """
define internal i32 {name}(i8 %kind, i8 %conjugate, i64 %n, ptr %x, ptr %y, ptr %result) {{
entry:
  %empty = icmp sle i64 %n, 0
  br i1 %empty, label %done, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi {t} [ 0.0, %entry ], [ %acc.next, %loop ]
  %xi.addr = getelementptr inbounds {t}, ptr %x, i64 %i
  %yi.addr = getelementptr inbounds {t}, ptr %y, i64 %i
  %xi = load {t}, ptr %xi.addr
  %yi = load {t}, ptr %yi.addr
  %product = fmul {t} %xi, %yi
  %acc.next = fadd {t} %acc, %product
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  %sum = phi {t} [ 0.0, %entry ], [ %acc.next, %loop ]
  store {t} %sum, ptr %result
  ret i32 0
}}
"""


# result[0] = sqrt(sum(x[i * incx] ** 2))
_NRM2 = """
define internal i32 {name}(i8 %kind, i64 %n, ptr %x, i64 %incx, ptr %result) {{
entry:
  %empty = icmp sle i64 %n, 0
  br i1 %empty, label %done, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi {t} [ 0.0, %entry ], [ %acc.next, %loop ]
  %offset = mul i64 %i, %incx
  %xi.addr = getelementptr inbounds {t}, ptr %x, i64 %offset
  %xi = load {t}, ptr %xi.addr
  %square = fmul {t} %xi, %xi
  %acc.next = fadd {t} %acc, %square
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  %sum = phi {t} [ 0.0, %entry ], [ %acc.next, %loop ]
  %norm = call {t} @llvm.sqrt.{suffix}({t} %sum)
  store {t} %norm, ptr %result
  ret i32 0
}}
"""
