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
  forward pass, then dC = 0), the forward pass dC = dA op(B) + op(A) dB.  So
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

from . import ir

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
    text = "\n".join(lines) + "\n"
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
                                kind=_kind(element), size=_SIZES[element])
    return text + _declarations(text)


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
    finds the BLAS helper.
    """
    found = _NO_FORWARD_RULE.search(message)
    if not found:
        return None
    return ("forward mode (jvp) of a matrix product (np.dot / @, BLAS "
            f"{found.group(1)}) with an operand that is not differentiated is not "
            "supported yet: differentiate with respect to every array the product reads, "
            "or use reverse mode")


def rule_name(helper: str, element: str) -> str:
    return f"nrtgrad.blas.{helper[len('numba_xx'):]}.{element}"


def _kind(element: str) -> int:
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
    return "\n".join(lines) + "\n"


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
    kept = [a for position, a in enumerate(arguments) if position not in (0, alpha, beta)]
    call = (f"{indent}call void {ir.quote(rule_name(helper, element))}("
            + ", ".join(_opaque(a) for a in kept) + ")")
    return f"{call}\n{indent}{result} = add i32 0, 0", (helper, element)


def _holds(lines: list[str], call: int, slot: str, element: str, value: str) -> bool:
    """Whether the stack slot holds the constant `value` at the call.

    The last store to the slot (or to a bitcast of it) before the call, in
    the call's block, stores `value`; Numba zeroes the slot at entry and
    stores the constant just before the call.
    """
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


def _opaque(argument: str) -> str:
    """'ptr nonnull %x' -> 'ptr %x' (the wrapper's parameters carry no attributes)."""
    parts = argument.split()
    return f"{parts[0]} {parts[-1]}"


def _declarations(text: str) -> str:
    """Declarations of what the added functions call and the module does not declare."""
    missing = [declaration for name, declaration in _DECLARATIONS.items()
               if ir.quote(name) + "(" in text and not re.search(rf"^(declare|define)[^@]*{re.escape(ir.quote(name))}\(", text, re.M)]
    return "\n" + "\n".join(missing) + "\n" if missing else ""


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

_GEMM = """; C = op(A) op(B), column-major m x n, as numba_xxgemm with alpha 1, beta 0
define internal void @"{p}"(i8 %ta, i8 %tb, i64 %m, i64 %n, i64 %k, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %a, i64 %lda, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %b, i64 %ldb, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %c, i64 %ldc) noinline {{
entry:
  %one = alloca {t}
  %zero = alloca {t}
  store {t} 1.0, ptr %one
  store {t} 0.0, ptr %zero
  %status = call i32 @numba_xxgemm(i8 {kind}, i8 %ta, i8 %tb, i64 %m, i64 %n, i64 %k, ptr %one, ptr %a, i64 %lda, ptr %b, i64 %ldb, ptr %zero, ptr %c, i64 %ldc)
  ret void
}}

; elements spanned by a column-major rows x cols operand with leading dimension ld
define internal i64 @"{p}.span"(i8 %trans, i64 %rows, i64 %cols, i64 %ld) {{
entry:
  %is.n = icmp eq i8 %trans, 110
  %is.N = icmp eq i8 %trans, 78
  %plain = or i1 %is.n, %is.N
  %r = select i1 %plain, i64 %rows, i64 %cols
  %c = select i1 %plain, i64 %cols, i64 %rows
  %c1 = sub i64 %c, 1
  %full = mul i64 %c1, %ld
  %span = add i64 %full, %r
  %empty.r = icmp sle i64 %r, 0
  %empty.c = icmp sle i64 %c, 0
  %empty = or i1 %empty.r, %empty.c
  %result = select i1 %empty, i64 0, i64 %span
  ret i64 %result
}}

define internal i8 @"{p}.flip"(i8 %trans) {{
entry:
  %is.n = icmp eq i8 %trans, 110
  %is.N = icmp eq i8 %trans, 78
  %plain = or i1 %is.n, %is.N
  %flipped = select i1 %plain, i8 116, i8 110
  ret i8 %flipped
}}

; the forward pass: C, and a tape with copies of A and B (the reverse pass
; reads them after the caller may have released or changed them)
define internal ptr @"{p}.augment"(i8 %ta, i8 %ta.shadow, i8 %tb, i8 %tb.shadow, i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, i64 %k, i64 %k.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %b, ptr %db, i64 %ldb, i64 %ldb.shadow, ptr %c, ptr %dc, i64 %ldc, i64 %ldc.shadow) {{
entry:
  %na = call i64 @"{p}.span"(i8 %ta, i64 %m, i64 %k, i64 %lda)
  %nb = call i64 @"{p}.span"(i8 %tb, i64 %k, i64 %n, i64 %ldb)
  %bytes.a = mul i64 %na, {size}
  %bytes.b = mul i64 %nb, {size}
  %bytes = add i64 %bytes.a, %bytes.b
  %bytes1 = add i64 %bytes, 1
  %tape = call ptr @malloc(i64 %bytes1)
  call void @llvm.memcpy.p0.p0.i64(ptr %tape, ptr %a, i64 %bytes.a, i1 false)
  %tape.b = getelementptr i8, ptr %tape, i64 %bytes.a
  call void @llvm.memcpy.p0.p0.i64(ptr %tape.b, ptr %b, i64 %bytes.b, i1 false)
  call void @"{p}"(i8 %ta, i8 %tb, i64 %m, i64 %n, i64 %k, ptr %a, i64 %lda, ptr %b, i64 %ldb, ptr %c, i64 %ldc)
  ret ptr %tape
}}

; dA += dC op(B)^T (or its transpose), dB += op(A)^T dC (or its transpose), dC = 0.
; Enzyme passes the primal as the shadow of a constant operand: no derivative
; goes into a shadow that is its primal (or null), and a constant C is kept.
define internal void @"{p}.reverse"(i8 %ta, i8 %ta.shadow, i8 %tb, i8 %tb.shadow, i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, i64 %k, i64 %k.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %b, ptr %db, i64 %ldb, i64 %ldb.shadow, ptr %c, ptr %dc, i64 %ldc, i64 %ldc.shadow, ptr %tape) {{
entry:
  %one = alloca {t}
  store {t} 1.0, ptr %one
  %na = call i64 @"{p}.span"(i8 %ta, i64 %m, i64 %k, i64 %lda)
  %bytes.a = mul i64 %na, {size}
  %a.copy = getelementptr i8, ptr %tape, i64 0
  %b.copy = getelementptr i8, ptr %tape, i64 %bytes.a
  %ta.n1 = icmp eq i8 %ta, 110
  %ta.n2 = icmp eq i8 %ta, 78
  %ta.plain = or i1 %ta.n1, %ta.n2
  %tb.n1 = icmp eq i8 %tb, 110
  %tb.n2 = icmp eq i8 %tb, 78
  %tb.plain = or i1 %tb.n1, %tb.n2
  %ta.flip = call i8 @"{p}.flip"(i8 %ta)
  %tb.flip = call i8 @"{p}.flip"(i8 %tb)
  %nonempty.m = icmp sgt i64 %m, 0
  %nonempty.n = icmp sgt i64 %n, 0
  %nonempty.k = icmp sgt i64 %k, 0
  %nonempty.mn = and i1 %nonempty.m, %nonempty.n
  %nonempty = and i1 %nonempty.mn, %nonempty.k
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %b.active = call i1 @"{p}.active"(ptr %b, ptr %db)
  %c.active = call i1 @"{p}.active"(ptr %c, ptr %dc)
  %work = and i1 %nonempty, %c.active
  br i1 %work, label %grad.a, label %clear
grad.a:
  br i1 %a.active, label %grad.a.which, label %grad.b
grad.a.which:
  br i1 %ta.plain, label %grad.a.n, label %grad.a.t
grad.a.n:
  %s1 = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 %tb.flip, i64 %m, i64 %k, i64 %n, ptr %one, ptr %dc, i64 %ldc, ptr %b.copy, i64 %ldb, ptr %one, ptr %da, i64 %lda)
  br label %grad.b
grad.a.t:
  %s2 = call i32 @numba_xxgemm(i8 {kind}, i8 %tb, i8 116, i64 %k, i64 %m, i64 %n, ptr %one, ptr %b.copy, i64 %ldb, ptr %dc, i64 %ldc, ptr %one, ptr %da, i64 %lda)
  br label %grad.b
grad.b:
  br i1 %b.active, label %grad.b.which, label %clear
grad.b.which:
  br i1 %tb.plain, label %grad.b.n, label %grad.b.t
grad.b.n:
  %s3 = call i32 @numba_xxgemm(i8 {kind}, i8 %ta.flip, i8 110, i64 %k, i64 %n, i64 %m, ptr %one, ptr %a.copy, i64 %lda, ptr %dc, i64 %ldc, ptr %one, ptr %db, i64 %ldb)
  br label %clear
grad.b.t:
  %s4 = call i32 @numba_xxgemm(i8 {kind}, i8 116, i8 %ta, i64 %n, i64 %k, i64 %m, ptr %one, ptr %dc, i64 %ldc, ptr %a.copy, i64 %lda, ptr %one, ptr %db, i64 %ldb)
  br label %clear
clear:
  %any.rows = icmp sgt i64 %m, 0
  %any.cols = icmp sgt i64 %n, 0
  %any.shape = and i1 %any.rows, %any.cols
  %any = and i1 %any.shape, %c.active
  %row.bytes = mul i64 %m, {size}
  br i1 %any, label %column, label %done
column:
  %j = phi i64 [ 0, %clear ], [ %j.next, %column ]
  %offset = mul i64 %j, %ldc
  %dc.column = getelementptr {t}, ptr %dc, i64 %offset
  call void @llvm.memset.p0.i64(ptr %dc.column, i8 0, i64 %row.bytes, i1 false)
  %j.next = add i64 %j, 1
  %more = icmp slt i64 %j.next, %n
  br i1 %more, label %column, label %done
done:
  call void @free(ptr %tape)
  ret void
}}

; forward mode: dC = op(dA) op(B) + op(A) op(dB) (a term of a constant operand,
; whose shadow Enzyme passes as its primal, is zero), then C
define internal void @"{p}.forward"(i8 %ta, i8 %ta.shadow, i8 %tb, i8 %tb.shadow, i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, i64 %k, i64 %k.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %b, ptr %db, i64 %ldb, i64 %ldb.shadow, ptr %c, ptr %dc, i64 %ldc, i64 %ldc.shadow) {{
entry:
  %one = alloca {t}
  %zero = alloca {t}
  store {t} 1.0, ptr %one
  store {t} 0.0, ptr %zero
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %b.active = call i1 @"{p}.active"(ptr %b, ptr %db)
  %c.active = call i1 @"{p}.active"(ptr %c, ptr %dc)
  br i1 %c.active, label %tangent, label %primal
tangent:
  %alpha.a = select i1 %a.active, ptr %one, ptr %zero
  %a.tangent = select i1 %a.active, ptr %da, ptr %a
  %s1 = call i32 @numba_xxgemm(i8 {kind}, i8 %ta, i8 %tb, i64 %m, i64 %n, i64 %k, ptr %alpha.a, ptr %a.tangent, i64 %lda, ptr %b, i64 %ldb, ptr %zero, ptr %dc, i64 %ldc)
  br i1 %b.active, label %tangent.b, label %primal
tangent.b:
  %s2 = call i32 @numba_xxgemm(i8 {kind}, i8 %ta, i8 %tb, i64 %m, i64 %n, i64 %k, ptr %one, ptr %a, i64 %lda, ptr %db, i64 %ldb, ptr %one, ptr %dc, i64 %ldc)
  br label %primal
primal:
  call void @"{p}"(i8 %ta, i8 %tb, i64 %m, i64 %n, i64 %k, ptr %a, i64 %lda, ptr %b, i64 %ldb, ptr %c, i64 %ldc)
  ret void
}}

; whether a shadow is one (not null, not the primal itself)
define internal i1 @"{p}.active"(ptr %primal, ptr %shadow) {{
entry:
  %null = icmp eq ptr %shadow, null
  %same = icmp eq ptr %shadow, %primal
  %inactive = or i1 %null, %same
  %active = xor i1 %inactive, true
  ret i1 %active
}}

@"__enzyme_register_gradient_{p}" = global [3 x ptr] [ptr @"{p}", ptr @"{p}.augment", ptr @"{p}.reverse"]
@"__enzyme_register_derivative_{p}" = global [2 x ptr] [ptr @"{p}", ptr @"{p}.forward"]
"""

_GEMV = """; y = op(A) x, A column-major m x n, as numba_xxgemv with alpha 1, beta 0
define internal void @"{p}"(i8 %trans, i64 %m, i64 %n, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %a, i64 %lda, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %x, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %y) noinline {{
entry:
  %one = alloca {t}
  %zero = alloca {t}
  store {t} 1.0, ptr %one
  store {t} 0.0, ptr %zero
  %status = call i32 @numba_xxgemv(i8 {kind}, i8 %trans, i64 %m, i64 %n, ptr %one, ptr %a, i64 %lda, ptr %x, ptr %zero, ptr %y)
  ret void
}}

; (length of x, length of y) of op(A) x
define internal i64 @"{p}.length"(i8 %trans, i64 %m, i64 %n, i1 %of.y) {{
entry:
  %is.n = icmp eq i8 %trans, 110
  %is.N = icmp eq i8 %trans, 78
  %plain = or i1 %is.n, %is.N
  %x.length = select i1 %plain, i64 %n, i64 %m
  %y.length = select i1 %plain, i64 %m, i64 %n
  %length = select i1 %of.y, i64 %y.length, i64 %x.length
  ret i64 %length
}}

; the forward pass: y, and a tape with copies of A and x
define internal ptr @"{p}.augment"(i8 %trans, i8 %trans.shadow, i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %x, ptr %dx, ptr %y, ptr %dy) {{
entry:
  %empty.m = icmp sle i64 %m, 0
  %empty.n = icmp sle i64 %n, 0
  %empty = or i1 %empty.m, %empty.n
  %n1 = sub i64 %n, 1
  %full = mul i64 %n1, %lda
  %span = add i64 %full, %m
  %na = select i1 %empty, i64 0, i64 %span
  %nx = call i64 @"{p}.length"(i8 %trans, i64 %m, i64 %n, i1 false)
  %bytes.a = mul i64 %na, {size}
  %bytes.x = mul i64 %nx, {size}
  %bytes = add i64 %bytes.a, %bytes.x
  %bytes1 = add i64 %bytes, 1
  %tape = call ptr @malloc(i64 %bytes1)
  call void @llvm.memcpy.p0.p0.i64(ptr %tape, ptr %a, i64 %bytes.a, i1 false)
  %tape.x = getelementptr i8, ptr %tape, i64 %bytes.a
  call void @llvm.memcpy.p0.p0.i64(ptr %tape.x, ptr %x, i64 %bytes.x, i1 false)
  call void @"{p}"(i8 %trans, i64 %m, i64 %n, ptr %a, i64 %lda, ptr %x, ptr %y)
  ret ptr %tape
}}

; dx += op(A)^T dy, dA += dy x^T (trans n) or x dy^T (trans t), dy = 0; no
; derivative goes into a shadow that is its primal (a constant operand) or null
define internal void @"{p}.reverse"(i8 %trans, i8 %trans.shadow, i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %x, ptr %dx, ptr %y, ptr %dy, ptr %tape) {{
entry:
  %one = alloca {t}
  store {t} 1.0, ptr %one
  %empty.m = icmp sle i64 %m, 0
  %empty.n = icmp sle i64 %n, 0
  %empty = or i1 %empty.m, %empty.n
  %n1 = sub i64 %n, 1
  %full = mul i64 %n1, %lda
  %span = add i64 %full, %m
  %na = select i1 %empty, i64 0, i64 %span
  %bytes.a = mul i64 %na, {size}
  %a.copy = getelementptr i8, ptr %tape, i64 0
  %x.copy = getelementptr i8, ptr %tape, i64 %bytes.a
  %ny = call i64 @"{p}.length"(i8 %trans, i64 %m, i64 %n, i1 true)
  %is.n = icmp eq i8 %trans, 110
  %is.N = icmp eq i8 %trans, 78
  %plain = or i1 %is.n, %is.N
  %flipped = select i1 %plain, i8 116, i8 110
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %x.active = call i1 @"{p}.active"(ptr %x, ptr %dx)
  %y.active = call i1 @"{p}.active"(ptr %y, ptr %dy)
  %nonempty = xor i1 %empty, true
  %work = and i1 %nonempty, %y.active
  br i1 %work, label %grad.x, label %clear
grad.x:
  br i1 %x.active, label %grad.x.gemv, label %grad.a
grad.x.gemv:
  %s1 = call i32 @numba_xxgemv(i8 {kind}, i8 %flipped, i64 %m, i64 %n, ptr %one, ptr %a.copy, i64 %lda, ptr %dy, ptr %one, ptr %dx)
  br label %grad.a
grad.a:
  br i1 %a.active, label %grad.a.gemm, label %clear
grad.a.gemm:
  %left = select i1 %plain, ptr %dy, ptr %x.copy
  %right = select i1 %plain, ptr %x.copy, ptr %dy
  %s2 = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 110, i64 %m, i64 %n, i64 1, ptr %one, ptr %left, i64 %m, ptr %right, i64 1, ptr %one, ptr %da, i64 %lda)
  br label %clear
clear:
  %bytes.y = mul i64 %ny, {size}
  %any.y = icmp sgt i64 %ny, 0
  %any = and i1 %any.y, %y.active
  br i1 %any, label %zero, label %done
zero:
  call void @llvm.memset.p0.i64(ptr %dy, i8 0, i64 %bytes.y, i1 false)
  br label %done
done:
  call void @free(ptr %tape)
  ret void
}}

; forward mode: dy = op(dA) x + op(A) dx (a constant operand's term is zero), then y
define internal void @"{p}.forward"(i8 %trans, i8 %trans.shadow, i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %x, ptr %dx, ptr %y, ptr %dy) {{
entry:
  %one = alloca {t}
  %zero = alloca {t}
  store {t} 1.0, ptr %one
  store {t} 0.0, ptr %zero
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %x.active = call i1 @"{p}.active"(ptr %x, ptr %dx)
  %y.active = call i1 @"{p}.active"(ptr %y, ptr %dy)
  br i1 %y.active, label %tangent, label %primal
tangent:
  %alpha.a = select i1 %a.active, ptr %one, ptr %zero
  %a.tangent = select i1 %a.active, ptr %da, ptr %a
  %s1 = call i32 @numba_xxgemv(i8 {kind}, i8 %trans, i64 %m, i64 %n, ptr %alpha.a, ptr %a.tangent, i64 %lda, ptr %x, ptr %zero, ptr %dy)
  br i1 %x.active, label %tangent.x, label %primal
tangent.x:
  %s2 = call i32 @numba_xxgemv(i8 {kind}, i8 %trans, i64 %m, i64 %n, ptr %one, ptr %a, i64 %lda, ptr %dx, ptr %one, ptr %dy)
  br label %primal
primal:
  call void @"{p}"(i8 %trans, i64 %m, i64 %n, ptr %a, i64 %lda, ptr %x, ptr %y)
  ret void
}}

define internal i1 @"{p}.active"(ptr %primal, ptr %shadow) {{
entry:
  %null = icmp eq ptr %shadow, null
  %same = icmp eq ptr %shadow, %primal
  %inactive = or i1 %null, %same
  %active = xor i1 %inactive, true
  ret i1 %active
}}

@"__enzyme_register_gradient_{p}" = global [3 x ptr] [ptr @"{p}", ptr @"{p}.augment", ptr @"{p}.reverse"]
@"__enzyme_register_derivative_{p}" = global [2 x ptr] [ptr @"{p}", ptr @"{p}.forward"]
"""
