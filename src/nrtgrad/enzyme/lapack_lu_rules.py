"""The LU wrapper with derivative rules that lapack.py adds to a module, as an IR template.

`{p}` is the wrapper's name (`nrtgrad.lapack.lu.double`, ...), `{t}` the
element type, `{kind}` Numba's LAPACK kind ('d' or 's' as a number) and
`{size}` the element size, as in lapack_rules.py, whose status helper,
byte count and registration it shares.

`LU`: the primal is Numba's `numba_xxgetrf` on a square A, in place: the
packed factors F = L + U - I (L unit lower, U upper, A = P L U, P the row
swaps of LAPACK's pivots, which it writes to the caller's array at the
address `piv`).  The caller reads getrf's info from F (`.status`).  The
augmented pass tapes F and the pivots.  With X = P^T dA, W = L^-1 X and
Phi = W U^-1, forward mode is dF = L tril(Phi, -1) + triu(Phi) U (JAX's
`lu` JVP); the reverse pass is its transpose: from Fbar, the shadow of F,
PhiBar = tril(L^T tril(Fbar, -1), -1) + triu(triu(Fbar) U^T), Xbar =
L^-T PhiBar U^-T and dA = P Xbar, which replaces Fbar.  The triangles are
copied out of F (`.part`, transposed where a solve needs it); the solves are
calls of the gesv wrapper on them (`{gesv}`: `numba_xgesv`, which overwrites
them), the products `numba_xxgemm` calls (`{gemm}` in the reverse pass), so the derivatives run
LAPACK and BLAS as the primal does, and forward mode runs over the reverse
pass (Hessian-vector products) through those wrappers' forward-mode rules.

Invariant: a derivative is the derivative or NaN, never another number.
For a singular A (a zero on U's diagonal) neither exists: forward mode
fills dF with NaN, and the reverse pass gives NaN unless Fbar is zero
(nothing read the factors), when dA is zero.  When getrf cannot run (a
negative info) the wrapper leaves NaN in the buffer, not factors.
"""

from .lapack_rules import SHARED, STATUS

LU = """; A's LU factors, in place, as numba_xxgetrf of a square n x n A (leading
; dimension lda); the pivots go to the array at the address piv.  When getrf
; cannot run (a negative info) NaN, never wrong factors
define internal void @"{p}"(i64 %n, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %a, i64 %lda, i64 %piv) noinline {{
entry:
  %pivots = inttoptr i64 %piv to ptr
  %info = call i32 @numba_xxgetrf(i8 {kind}, i64 %n, i64 %n, ptr %a, i64 %lda, ptr %pivots)
  %failed = icmp slt i32 %info, 0
  br i1 %failed, label %poison, label %done
poison:
  %bytes = call i64 @"{p}.bytes"(i64 %n, i64 %n, i64 %lda)
  call void @llvm.memset.p0.i64(ptr %a, i8 -1, i64 %bytes, i1 false)
  br label %done
done:
  ret void
}}

; the forward pass: the factors, and a tape holding a copy of them (lda apart)
; followed by the n pivots
define internal ptr @"{p}.augment"(i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, i64 %piv, i64 %piv.shadow) {{
entry:
  call void @"{p}"(i64 %n, ptr %a, i64 %lda, i64 %piv)
  %bytes.f = call i64 @"{p}.bytes"(i64 %n, i64 %n, i64 %lda)
  %bytes.piv = mul i64 %n, 4
  %bytes = add i64 %bytes.f, %bytes.piv
  %bytes1 = add i64 %bytes, 1
  %tape = call ptr @malloc(i64 %bytes1)
  call void @llvm.memcpy.p0.p0.i64(ptr %tape, ptr %a, i64 %bytes.f, i1 false)
  %tape.piv = getelementptr i8, ptr %tape, i64 %bytes.f
  %pivots = inttoptr i64 %piv to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr %tape.piv, ptr %pivots, i64 %bytes.piv, i1 false)
  ret ptr %tape
}}

; with Fbar the shadow of a: PhiBar = tril(L^T Lbar, -1) + triu(Ubar U^T),
; Xbar = L^-T PhiBar U^-T, dA = P Xbar replaces it, from the taped factors.
; Nothing goes into a shadow that is its primal (a constant A) or null
define internal void @"{p}.reverse"(i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, i64 %piv, i64 %piv.shadow, ptr %tape) {{
entry:
  %nonempty = icmp sgt i64 %n, 0
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %work = and i1 %nonempty, %a.active
  br i1 %work, label %factored, label %done
factored:
  %status = call i32 @"{p}.status"(i64 %n, ptr %tape, i64 %lda)
  %singular = icmp ne i32 %status, 0
  br i1 %singular, label %undefined, label %adjoint
undefined:
  %read = call i1 @"{p}.nonzero"(i64 %n, ptr %da, i64 %lda)
  br i1 %read, label %poison, label %done
poison:
  %bytes = call i64 @"{p}.bytes"(i64 %n, i64 %n, i64 %lda)
  call void @llvm.memset.p0.i64(ptr %da, i8 -1, i64 %bytes, i1 false)
  br label %done
adjoint:
  %bytes.f = call i64 @"{p}.bytes"(i64 %n, i64 %n, i64 %lda)
  %pivots = getelementptr i8, ptr %tape, i64 %bytes.f
  %l = call ptr @"{p}.part"(i64 %n, ptr %tape, i64 %lda, i32 0, i1 false)
  %u = call ptr @"{p}.part"(i64 %n, ptr %tape, i64 %lda, i32 1, i1 false)
  %lbar = call ptr @"{p}.part"(i64 %n, ptr %da, i64 %lda, i32 2, i1 false)
  %ubar = call ptr @"{p}.part"(i64 %n, ptr %da, i64 %lda, i32 1, i1 false)
  ; PhiBar from L^T Lbar (into phi) and Ubar U^T (into lbar, read by then)
  %phi = call ptr @"{p}.part"(i64 %n, ptr %da, i64 %lda, i32 3, i1 false)
  call void @"{gemm}"(i8 116, i8 110, i64 %n, i64 %n, i64 %n, i1 false, ptr %l, i64 %n, ptr %lbar, i64 %n, i1 false, ptr %phi, i64 %n)
  call void @"{gemm}"(i8 110, i8 116, i64 %n, i64 %n, i64 %n, i1 false, ptr %ubar, i64 %n, ptr %u, i64 %n, i1 false, ptr %lbar, i64 %n)
  call void @"{p}.merge"(i64 %n, ptr %phi, ptr %lbar)
  ; L^T Z = PhiBar, then U Xbar^T = Z^T (gesv on the triangles, which it overwrites)
  %lt = call ptr @"{p}.part"(i64 %n, ptr %l, i64 %n, i32 3, i1 true)
  call void @"{gesv}"(i64 %n, i64 %n, ptr %lt, i64 %n, ptr %phi, i64 %n)
  %xt = call ptr @"{p}.part"(i64 %n, ptr %phi, i64 %n, i32 3, i1 true)
  call void @"{gesv}"(i64 %n, i64 %n, ptr %u, i64 %n, ptr %xt, i64 %n)
  %x = call ptr @"{p}.part"(i64 %n, ptr %xt, i64 %n, i32 3, i1 true)
  call void @"{p}.swap"(i64 %n, ptr %x, ptr %pivots, i1 true)
  call void @"{p}.place"(i64 %n, ptr %x, ptr %da, i64 %lda)
  call void @free(ptr %l)
  call void @free(ptr %u)
  call void @free(ptr %lbar)
  call void @free(ptr %ubar)
  call void @free(ptr %phi)
  call void @free(ptr %lt)
  call void @free(ptr %xt)
  call void @free(ptr %x)
  br label %done
done:
  call void @free(ptr %tape)
  ret void
}}

; forward mode: the factors, then dF = L tril(Phi, -1) + triu(Phi) U with
; Phi = L^-1 P^T dA U^-1 replaces dA (NaN for a singular A)
define internal void @"{p}.forward"(i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, i64 %piv, i64 %piv.shadow) {{
entry:
  %one = alloca {t}
  %zero = alloca {t}
  store {t} 1.0, ptr %one
  store {t} 0.0, ptr %zero
  call void @"{p}"(i64 %n, ptr %a, i64 %lda, i64 %piv)
  %nonempty = icmp sgt i64 %n, 0
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %work = and i1 %nonempty, %a.active
  br i1 %work, label %factored, label %done
factored:
  %status = call i32 @"{p}.status"(i64 %n, ptr %a, i64 %lda)
  %singular = icmp ne i32 %status, 0
  br i1 %singular, label %undefined, label %tangent
undefined:
  %bytes = call i64 @"{p}.bytes"(i64 %n, i64 %n, i64 %lda)
  call void @llvm.memset.p0.i64(ptr %da, i8 -1, i64 %bytes, i1 false)
  br label %done
tangent:
  %pivots = inttoptr i64 %piv to ptr
  %w = call ptr @"{p}.part"(i64 %n, ptr %da, i64 %lda, i32 3, i1 false)
  call void @"{p}.swap"(i64 %n, ptr %w, ptr %pivots, i1 false)
  ; L W = X, then U^T Phi^T = W^T (gesv on the triangles, which it overwrites)
  %l.solve = call ptr @"{p}.part"(i64 %n, ptr %a, i64 %lda, i32 0, i1 false)
  call void @"{gesv}"(i64 %n, i64 %n, ptr %l.solve, i64 %n, ptr %w, i64 %n)
  %l = call ptr @"{p}.part"(i64 %n, ptr %a, i64 %lda, i32 0, i1 false)
  %u = call ptr @"{p}.part"(i64 %n, ptr %a, i64 %lda, i32 1, i1 false)
  %ut = call ptr @"{p}.part"(i64 %n, ptr %u, i64 %n, i32 3, i1 true)
  %phit = call ptr @"{p}.part"(i64 %n, ptr %w, i64 %n, i32 3, i1 true)
  call void @"{gesv}"(i64 %n, i64 %n, ptr %ut, i64 %n, ptr %phit, i64 %n)
  %phi = call ptr @"{p}.part"(i64 %n, ptr %phit, i64 %n, i32 3, i1 true)
  %phi.lower = call ptr @"{p}.part"(i64 %n, ptr %phi, i64 %n, i32 2, i1 false)
  %phi.upper = call ptr @"{p}.part"(i64 %n, ptr %phi, i64 %n, i32 1, i1 false)
  %s1 = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 110, i64 %n, i64 %n, i64 %n, ptr %one, ptr %l, i64 %n, ptr %phi.lower, i64 %n, ptr %zero, ptr %da, i64 %lda)
  %s2 = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 110, i64 %n, i64 %n, i64 %n, ptr %one, ptr %phi.upper, i64 %n, ptr %u, i64 %n, ptr %one, ptr %da, i64 %lda)
  call void @free(ptr %w)
  call void @free(ptr %l.solve)
  call void @free(ptr %ut)
  call void @free(ptr %phit)
  call void @free(ptr %phi)
  call void @free(ptr %phi.lower)
  call void @free(ptr %phi.upper)
  call void @free(ptr %l)
  call void @free(ptr %u)
  br label %done
done:
  ret void
}}

; a malloc'd n x n copy (leading dimension n) of a part of the n x n matrix at
; m (leading dimension ld), or of its transpose, zero elsewhere: 0 L (below the
; diagonal, ones on it), 1 the upper triangle with the diagonal, 2 below the
; diagonal, 3 all
define internal ptr @"{p}.part"(i64 %n, ptr %m, i64 %ld, i32 %which, i1 %transposed) {{
entry:
  %nn = mul i64 %n, %n
  %bytes = mul i64 %nn, {size}
  %part = call ptr @malloc(i64 %bytes)
  %is.l = icmp eq i32 %which, 0
  %is.upper = icmp eq i32 %which, 1
  %is.all = icmp eq i32 %which, 3
  %keep.lower = xor i1 %is.upper, true
  %keep.upper = or i1 %is.upper, %is.all
  br label %column
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column.end ]
  br label %row
row:
  %i = phi i64 [ 0, %column ], [ %i.next, %row ]
  %r = select i1 %transposed, i64 %j, i64 %i
  %c = select i1 %transposed, i64 %i, i64 %j
  %c.ld = mul i64 %c, %ld
  %from.index = add i64 %c.ld, %r
  %from = getelementptr {t}, ptr %m, i64 %from.index
  %value = load {t}, ptr %from
  %below = icmp ugt i64 %i, %j
  %on = icmp eq i64 %i, %j
  %lower.value = select i1 %keep.lower, {t} %value, {t} 0.0
  %upper.value = select i1 %keep.upper, {t} %value, {t} 0.0
  %diagonal.value = select i1 %is.l, {t} 1.0, {t} %upper.value
  %off = select i1 %below, {t} %lower.value, {t} %upper.value
  %element = select i1 %on, {t} %diagonal.value, {t} %off
  %j.n = mul i64 %j, %n
  %to.index = add i64 %j.n, %i
  %to = getelementptr {t}, ptr %part, i64 %to.index
  store {t} %element, ptr %to
  %i.next = add i64 %i, 1
  %more.rows = icmp slt i64 %i.next, %n
  br i1 %more.rows, label %row, label %column.end
column.end:
  %j.next = add i64 %j, 1
  %more.columns = icmp slt i64 %j.next, %n
  br i1 %more.columns, label %column, label %done
done:
  ret ptr %part
}}

; the n x n matrix at m (leading dimension n) into the one at to (leading dimension ld)
define internal void @"{p}.place"(i64 %n, ptr %m, ptr %to, i64 %ld) {{
entry:
  br label %column
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column ]
  %j.n = mul i64 %j, %n
  %from = getelementptr {t}, ptr %m, i64 %j.n
  %j.ld = mul i64 %j, %ld
  %into = getelementptr {t}, ptr %to, i64 %j.ld
  %row.bytes = mul i64 %n, {size}
  call void @llvm.memcpy.p0.p0.i64(ptr %into, ptr %from, i64 %row.bytes, i1 false)
  %j.next = add i64 %j, 1
  %more = icmp slt i64 %j.next, %n
  br i1 %more, label %column, label %done
done:
  ret void
}}

; lower keeps its part below the diagonal and takes upper's elsewhere (n x n, leading dimension n)
define internal void @"{p}.merge"(i64 %n, ptr %lower, ptr %upper) {{
entry:
  br label %column
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column.end ]
  br label %row
row:
  %i = phi i64 [ 0, %column ], [ %i.next, %row ]
  %j.n = mul i64 %j, %n
  %index = add i64 %j.n, %i
  %from = getelementptr {t}, ptr %upper, i64 %index
  %to = getelementptr {t}, ptr %lower, i64 %index
  %value = load {t}, ptr %from
  %kept = load {t}, ptr %to
  %below = icmp ugt i64 %i, %j
  %element = select i1 %below, {t} %kept, {t} %value
  store {t} %element, ptr %to
  %i.next = add i64 %i, 1
  %more.rows = icmp slt i64 %i.next, %n
  br i1 %more.rows, label %row, label %column.end
column.end:
  %j.next = add i64 %j, 1
  %more.columns = icmp slt i64 %j.next, %n
  br i1 %more.columns, label %column, label %done
done:
  ret void
}}

; LAPACK's row interchanges (1-based pivots) on the n x n matrix m (leading
; dimension n): row i with row piv[i] for i = 0, 1, ... (P^T m), or in the
; reverse order (P m)
define internal void @"{p}.swap"(i64 %n, ptr %m, ptr %pivots, i1 %reverse) {{
entry:
  %last = sub i64 %n, 1
  br label %step
step:
  %s = phi i64 [ 0, %entry ], [ %s.next, %swapped ]
  %s.back = sub i64 %last, %s
  %i = select i1 %reverse, i64 %s.back, i64 %s
  %pivot.at = getelementptr i32, ptr %pivots, i64 %i
  %pivot = load i32, ptr %pivot.at
  %pivot.wide = sext i32 %pivot to i64
  %p = sub i64 %pivot.wide, 1
  %same = icmp eq i64 %p, %i
  br i1 %same, label %swapped, label %column
column:
  %j = phi i64 [ 0, %step ], [ %j.next, %column ]
  %j.n = mul i64 %j, %n
  %i.index = add i64 %j.n, %i
  %p.index = add i64 %j.n, %p
  %i.at = getelementptr {t}, ptr %m, i64 %i.index
  %p.at = getelementptr {t}, ptr %m, i64 %p.index
  %i.value = load {t}, ptr %i.at
  %p.value = load {t}, ptr %p.at
  store {t} %p.value, ptr %i.at
  store {t} %i.value, ptr %p.at
  %j.next = add i64 %j, 1
  %more.columns = icmp slt i64 %j.next, %n
  br i1 %more.columns, label %column, label %swapped
swapped:
  %s.next = add i64 %s, 1
  %more = icmp slt i64 %s.next, %n
  br i1 %more, label %step, label %done
done:
  ret void
}}

; whether the n x n matrix at m (leading dimension ld) holds an element that is not zero
define internal i1 @"{p}.nonzero"(i64 %n, ptr %m, i64 %ld) {{
entry:
  br label %column
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column.end ]
  %j.ld = mul i64 %j, %ld
  br label %row
row:
  %i = phi i64 [ 0, %column ], [ %i.next, %next ]
  %index = add i64 %j.ld, %i
  %at = getelementptr {t}, ptr %m, i64 %index
  %value = load {t}, ptr %at
  %zero = fcmp oeq {t} %value, 0.0
  br i1 %zero, label %next, label %found
next:
  %i.next = add i64 %i, 1
  %more.rows = icmp slt i64 %i.next, %n
  br i1 %more.rows, label %row, label %column.end
column.end:
  %j.next = add i64 %j, 1
  %more.columns = icmp slt i64 %j.next, %n
  br i1 %more.columns, label %column, label %none
found:
  ret i1 true
none:
  ret i1 false
}}

""" + STATUS + SHARED
