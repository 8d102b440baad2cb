"""Numba's BLAS helpers as plain loops Enzyme can differentiate.

`np.dot` and `@` on float arrays call `numba_xxdot` and `numba_xxgemv`
(through SciPy's BLAS at run time), which Enzyme cannot see into.  Each
call whose kind is a constant 'd' (float64) or 's' (float32) is retargeted
to a loop with the same (Fortran BLAS) semantics, defined in the module and
inlined with the rest of Numba's internals.  Other kinds (complex) and
`numba_xxgemm` are left alone and refused later by name.
"""

from __future__ import annotations

import re

from . import ir

KINDS = {100: "double", 115: "float"}  # ord('d'), ord('s')
_CALL = re.compile(r"@(numba_xxdot|numba_xxgemv)\(i8 (\d+),")


def lower_blas_calls(text: str) -> str:
    """Retarget constant-kind dot/gemv calls to loop implementations."""
    needed = set()

    def retarget(match: re.Match) -> str:
        helper, kind = match.group(1), int(match.group(2))
        if kind not in KINDS:
            return match.group(0)
        name = f"nrtgrad.blas.{helper[len('numba_xx'):]}.{KINDS[kind]}"
        needed.add((helper, KINDS[kind], name))
        return f"{ir.quote(name)}(i8 {kind},"

    text = _CALL.sub(retarget, text)
    for helper, element, name in sorted(needed):
        text += _DOT.format(name=ir.quote(name), t=element) if helper == "numba_xxdot" \
            else _GEMV.format(name=ir.quote(name), t=element)
    return text


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

# Fortran dgemv with unit increments on a column-major m x n matrix A:
#   trans 'n': y[i] = alpha * sum_j A[i + j*lda] * x[j] + beta * y[i],  i < m
#   trans 't': y[j] = alpha * sum_i A[i + j*lda] * x[i] + beta * y[j],  j < n
# (beta == 0 ignores the old y, as BLAS does)
_GEMV = """
define internal i32 {name}(i8 %kind, i8 %trans, i64 %m, i64 %n, ptr %alpha.addr, ptr %a, i64 %lda, ptr %x, ptr %beta.addr, ptr %y) {{
entry:
  %alpha = load {t}, ptr %alpha.addr
  %beta = load {t}, ptr %beta.addr
  %beta.zero = fcmp oeq {t} %beta, 0.0
  %is.t = icmp eq i8 %trans, 116
  %is.T = icmp eq i8 %trans, 84
  %transposed = or i1 %is.t, %is.T
  %rows = select i1 %transposed, i64 %n, i64 %m
  %inner = select i1 %transposed, i64 %m, i64 %n
  %row.stride = select i1 %transposed, i64 %lda, i64 1
  %inner.stride = select i1 %transposed, i64 1, i64 %lda
  %no.rows = icmp sle i64 %rows, 0
  br i1 %no.rows, label %done, label %row
row:
  %r = phi i64 [ 0, %entry ], [ %r.next, %store ]
  %row.base = mul i64 %r, %row.stride
  %no.inner = icmp sle i64 %inner, 0
  br i1 %no.inner, label %row.end, label %column
column:
  %c = phi i64 [ 0, %row ], [ %c.next, %column ]
  %acc = phi {t} [ 0.0, %row ], [ %acc.next, %column ]
  %offset = mul i64 %c, %inner.stride
  %index = add i64 %row.base, %offset
  %a.addr = getelementptr inbounds {t}, ptr %a, i64 %index
  %a.value = load {t}, ptr %a.addr
  %x.addr = getelementptr inbounds {t}, ptr %x, i64 %c
  %x.value = load {t}, ptr %x.addr
  %product = fmul {t} %a.value, %x.value
  %acc.next = fadd {t} %acc, %product
  %c.next = add nuw nsw i64 %c, 1
  %more.c = icmp slt i64 %c.next, %inner
  br i1 %more.c, label %column, label %row.end
row.end:
  %sum = phi {t} [ 0.0, %row ], [ %acc.next, %column ]
  %y.addr = getelementptr inbounds {t}, ptr %y, i64 %r
  %scaled = fmul {t} %alpha, %sum
  br i1 %beta.zero, label %store, label %blend
blend:
  %y.old = load {t}, ptr %y.addr
  %y.scaled = fmul {t} %beta, %y.old
  %blended = fadd {t} %scaled, %y.scaled
  br label %store
store:
  %y.new = phi {t} [ %scaled, %row.end ], [ %blended, %blend ]
  store {t} %y.new, ptr %y.addr
  %r.next = add nuw nsw i64 %r, 1
  %more.r = icmp slt i64 %r.next, %rows
  br i1 %more.r, label %row, label %done
done:
  ret i32 0
}}
"""
