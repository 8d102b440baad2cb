"""The singular value decomposition wrappers with derivative rules that lapack.py adds to
a module (`np.linalg.svd`; `cond`, `matrix_rank` and `norm(A, 2)` through the values),
as IR templates.

`{p}` is the wrapper's name (`nrtgrad.lapack.svd.double`, ...), `{t}` the element type,
`{kind}` Numba's LAPACK kind ('d' or 's' as a number), `{size}` the element size and
`{eps}` the element type's machine epsilon and `{undetermined}` the status of jobz 'A'
of a non-square A (lapack.UNDETERMINED_STATUS).  Each template defines the wrapper (the
primal), its augmented forward pass, its reverse pass and its forward-mode derivative,
and registers them with Enzyme (lapack_rules' shared helpers and registration); the
registered functions take every integer parameter twice (primal and "shadow") and put
no derivative into a shadow that is its primal (a constant operand) or null.

Invariant: the wrapper is Numba's `numba_ez_gesdd` of A (m x n, leading dimension
lda), which it destroys: the singular values s (descending, k = min(m, n) of them)
and, with jobz 'S' (or 'A' of a square A, the same), U (m x k) and V^T (k x n) of the
reduced decomposition A = U diag(s) V^T.  When LAPACK fails, or jobz is 'A' and A is
not square (U or V would have columns A does not determine), the wrapper leaves s
NaN (a finite A has finite singular values), so the caller's status (`.outcome`:
`{undetermined}` for the latter, else 1) reports it and no rule computes anything.  A's adjoint replaces its shadow (the call destroyed A).

`SVD`, with F(i,j) = 1 / (s(j)^2 - s(i)^2) off the diagonal, dP = U^T dA V and
1/s the inverses of the singular values: forward ds = diag(dP),
dU = U (F o (dP S + S dP^T)) + (I - U U^T) dA V S^-1 (m > k),
dV = V (F o (S dP + dP^T S)) + (I - V V^T) dA^T U S^-1 (n > k); reverse its transpose
(Townsend 2016), with J = U^T dU and K = V^T dV:
dA = U (diag(ds) + F o ((J - J^T) S + S (K - K^T))) V^T + (I - U U^T) dU S^-1 V^T
+ U S^-1 dV^T (I - V V^T).  `SVDVALS` (jobz 'N'): the augmented and forward passes
also decompose a copy of A with jobz 'S' (s NaN if that fails, so the primal raises
rather than give no derivative): ds = diag(U^T dA V), dA = U diag(ds) V^T.

Degenerate values: F(i,j) is 0 where s(i)^2 and s(j)^2 are closer than k eps s(0)^2
(repeated singular values, whose vectors LAPACK determines only up to their span),
and 1/s(i) is 0 where s(i) is at most max(m, n) eps s(0) (a zero singular value, whose
vectors a non-square A does not determine): the derivative is always finite, exact
for a loss reading those vectors only through their span, and otherwise depends on the
vectors LAPACK picks.

The augmented passes decompose through wrappers (SVDVALS's copy through SVD's,
`{svd}`) and the products are `{gemm}` calls: wrappers with forward-mode rules,
so forward mode runs over the reverse passes (Hessian-vector products).
"""

from .lapack_eigh_rules import CLEAR, GAPS, VALUES_STATUS
from .lapack_rules import SHARED

MINIMUM = """; k = min(m, n)
define internal i64 @"{p}.minimum"(i64 %m, i64 %n) {{
entry:
  %less = icmp slt i64 %m, %n
  %k = select i1 %less, i64 %m, i64 %n
  ret i64 %k
}}

"""

SCALE = """; Y = X scaled (row i by r(i) when %by.rows, else column j by r(j)), plus Y when
; %accumulate (rows x cols, leading dimensions ldx, ldy; Y may be X); rows, cols > 0
define internal void @"{p}.scale"(i64 %rows, i64 %cols, ptr %x, i64 %ldx, ptr %r, i1 %by.rows, ptr %y, i64 %ldy, i1 %accumulate) {{
entry:
  br label %column
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column.end ]
  br label %row
row:
  %i = phi i64 [ 0, %column ], [ %i.next, %row ]
  %which = select i1 %by.rows, i64 %i, i64 %j
  %r.address = getelementptr {t}, ptr %r, i64 %which
  %factor = load {t}, ptr %r.address
  %j.ldx = mul i64 %j, %ldx
  %x.index = add i64 %j.ldx, %i
  %x.address = getelementptr {t}, ptr %x, i64 %x.index
  %x.value = load {t}, ptr %x.address
  %scaled = fmul {t} %x.value, %factor
  %j.ldy = mul i64 %j, %ldy
  %y.index = add i64 %j.ldy, %i
  %y.address = getelementptr {t}, ptr %y, i64 %y.index
  %y.value = load {t}, ptr %y.address
  %kept = select i1 %accumulate, {t} %y.value, {t} 0.0
  %sum = fadd {t} %scaled, %kept
  store {t} %sum, ptr %y.address
  %i.next = add i64 %i, 1
  %more.rows = icmp slt i64 %i.next, %rows
  br i1 %more.rows, label %row, label %column.end
column.end:
  %j.next = add i64 %j, 1
  %more.columns = icmp slt i64 %j.next, %cols
  br i1 %more.columns, label %column, label %done
done:
  ret void
}}

"""

_HELPERS = """; numba_ez_gesdd with jobz of A (m x n, leading dimension lda, destroyed): s, and
; U and V^T for jobz 'S' or 'A'; s NaN when LAPACK's info is not 0 or when jobz is
; 'A' and A is not square
define internal void @"{p}.gesdd"(i8 %jobz, i64 %m, i64 %n, ptr %a, i64 %lda, ptr %s, ptr %u, i64 %ldu, ptr %vt, i64 %ldvt) {{
entry:
  %full = icmp eq i8 %jobz, 65
  %oblong = icmp ne i64 %m, %n
  %undetermined = and i1 %full, %oblong
  br i1 %undetermined, label %poison, label %decompose
decompose:
  %info = call i32 @numba_ez_gesdd(i8 {kind}, i8 %jobz, i64 %m, i64 %n, ptr %a, i64 %lda, ptr %s, ptr %u, i64 %ldu, ptr %vt, i64 %ldvt)
  %failed = icmp ne i32 %info, 0
  br i1 %failed, label %poison, label %done
poison:
  %k = call i64 @"{p}.minimum"(i64 %m, i64 %n)
  %bytes = mul i64 %k, {size}
  call void @llvm.memset.p0.i64(ptr %s, i8 -1, i64 %bytes, i1 false)
  br label %done
done:
  ret void
}}

; the status the primal tests: {undetermined} for jobz 'A' of a non-square A, else 1
; (LAPACK failed) when a singular value is NaN, else 0
define internal i32 @"{p}.outcome"(i8 %jobz, i64 %m, i64 %n, ptr %s) noinline nofree nounwind readonly argmemonly willreturn "enzyme_inactive" {{
entry:
  %full = icmp eq i8 %jobz, 65
  %oblong = icmp ne i64 %m, %n
  %undetermined = and i1 %full, %oblong
  %k = call i64 @"{p}.minimum"(i64 %m, i64 %n)
  %status = call i32 @"{p}.status"(i64 %k, ptr %s)
  %outcome = select i1 %undetermined, i32 {undetermined}, i32 %status
  ret i32 %outcome
}}

; w = s^2 and r = 1 / s, 0 where s is at most max(m, n) eps s(0) (a zero singular
; value); s descending, k > 0
define internal void @"{p}.powers"(i64 %m, i64 %n, i64 %k, ptr %s, ptr %w, ptr %r) {{
entry:
  %largest = load {t}, ptr %s
  %more.rows = icmp sgt i64 %m, %n
  %extent = select i1 %more.rows, i64 %m, i64 %n
  %count = uitofp i64 %extent to {t}
  %scale = fmul {t} %count, %largest
  %tolerance = fmul {t} %scale, {eps}
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s.address = getelementptr {t}, ptr %s, i64 %i
  %value = load {t}, ptr %s.address
  %square = fmul {t} %value, %value
  %w.address = getelementptr {t}, ptr %w, i64 %i
  store {t} %square, ptr %w.address
  %nonzero = fcmp ogt {t} %value, %tolerance
  %divisor = select i1 %nonzero, {t} %value, {t} 1.0
  %inverse = fdiv {t} 1.0, %divisor
  %kept = select i1 %nonzero, {t} %inverse, {t} 0.0
  %r.address = getelementptr {t}, ptr %r, i64 %i
  store {t} %kept, ptr %r.address
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %k
  br i1 %more, label %loop, label %done
done:
  ret void
}}

; out(i,j) = s(j) (x(i,j) + alpha x(j,i)) + s(i) (y(j,i) + alpha y(i,j)), x and y read
; transposed when %transposed (k x k, leading dimension k); k > 0
define internal void @"{p}.couple"(i64 %k, ptr %s, ptr %x, ptr %y, {t} %alpha, i1 %transposed, ptr %out) {{
entry:
  br label %column
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column.end ]
  %s.j.address = getelementptr {t}, ptr %s, i64 %j
  %s.j = load {t}, ptr %s.j.address
  br label %row
row:
  %i = phi i64 [ 0, %column ], [ %i.next, %row ]
  %s.i.address = getelementptr {t}, ptr %s, i64 %i
  %s.i = load {t}, ptr %s.i.address
  %j.k = mul i64 %j, %k
  %i.k = mul i64 %i, %k
  %ij.index = add i64 %j.k, %i
  %ji.index = add i64 %i.k, %j
  %straight = select i1 %transposed, i64 %ji.index, i64 %ij.index
  %swapped = select i1 %transposed, i64 %ij.index, i64 %ji.index
  %x.ij.address = getelementptr {t}, ptr %x, i64 %straight
  %x.ij = load {t}, ptr %x.ij.address
  %x.ji.address = getelementptr {t}, ptr %x, i64 %swapped
  %x.ji = load {t}, ptr %x.ji.address
  %y.ij.address = getelementptr {t}, ptr %y, i64 %straight
  %y.ij = load {t}, ptr %y.ij.address
  %y.ji.address = getelementptr {t}, ptr %y, i64 %swapped
  %y.ji = load {t}, ptr %y.ji.address
  %x.back = fmul {t} %alpha, %x.ji
  %x.sum = fadd {t} %x.ij, %x.back
  %y.back = fmul {t} %alpha, %y.ij
  %y.sum = fadd {t} %y.ji, %y.back
  %left = fmul {t} %s.j, %x.sum
  %right = fmul {t} %s.i, %y.sum
  %value = fadd {t} %left, %right
  %to = getelementptr {t}, ptr %out, i64 %ij.index
  store {t} %value, ptr %to
  %i.next = add i64 %i, 1
  %more.rows = icmp slt i64 %i.next, %k
  br i1 %more.rows, label %row, label %column.end
column.end:
  %j.next = add i64 %j, 1
  %more.columns = icmp slt i64 %j.next, %k
  br i1 %more.columns, label %column, label %done
done:
  ret void
}}

; whether a rule has work: k > 0, the decomposition s succeeded and A's shadow is one
define internal i1 @"{p}.ready"(i64 %m, i64 %n, ptr %s, ptr %a, ptr %da) {{
entry:
  %k = call i64 @"{p}.minimum"(i64 %m, i64 %n)
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %nonempty = icmp sgt i64 %k, 0
  %status = call i32 @"{p}.status"(i64 %k, ptr %s)
  %solved = icmp eq i32 %status, 0
  %work.ok = and i1 %nonempty, %solved
  %work = and i1 %work.ok, %a.active
  ret i1 %work
}}

; a malloc'd block of `elements` elements
define internal ptr @"{p}.block"(i64 %elements) {{
entry:
  %bytes = mul i64 %elements, {size}
  %some = add i64 %bytes, 1
  %block = call ptr @malloc(i64 %some)
  ret ptr %block
}}

; dA (replacing it) from the adjoints ds, dU (m x k, ldu) and dV^T (k x n, ldvt) of the
; decomposition s, U, V^T of A; an adjoint not %has.* is 0.  dU and dV^T are
; overwritten (their callers clear them next); m, n > 0
define internal void @"{p}.adjoint"(i64 %m, i64 %n, ptr %s, ptr %u, i64 %ldu, ptr %vt, i64 %ldvt, ptr %ds, i1 %has.s, ptr %du, i1 %has.u, ptr %dvt, i1 %has.vt, ptr %da, i64 %lda) {{
entry:
  %k = call i64 @"{p}.minimum"(i64 %m, i64 %n)
  %kk = mul i64 %k, %k
  %mk = mul i64 %m, %k
  %kk3 = mul i64 %kk, 3
  %k2 = mul i64 %k, 2
  %small = add i64 %kk3, %k2
  %elements = add i64 %small, %mk
  %work = call ptr @"{p}.block"(i64 %elements)
  %kk.bytes = mul i64 %kk, {size}
  %kk2.bytes = mul i64 %kk.bytes, 2
  call void @llvm.memset.p0.i64(ptr %work, i8 0, i64 %kk2.bytes, i1 false)
  %j = getelementptr {t}, ptr %work, i64 0
  %negated.k = getelementptr {t}, ptr %j, i64 %kk
  %middle = getelementptr {t}, ptr %negated.k, i64 %kk
  %w = getelementptr {t}, ptr %middle, i64 %kk
  %r = getelementptr {t}, ptr %w, i64 %k
  %product = getelementptr {t}, ptr %r, i64 %k
  call void @"{p}.powers"(i64 %m, i64 %n, i64 %k, ptr %s, ptr %w, ptr %r)
  br i1 %has.u, label %left, label %after.left
left:
  call void @"{gemm}"(i8 116, i8 110, i64 %k, i64 %k, i64 %m, i1 false, ptr %u, i64 %ldu, ptr %du, i64 %ldu, i1 false, ptr %j, i64 %k)
  br label %after.left
after.left:
  br i1 %has.vt, label %right, label %combine
right:
  call void @"{gemm}"(i8 110, i8 116, i64 %k, i64 %k, i64 %n, i1 true, ptr %vt, i64 %ldvt, ptr %dvt, i64 %ldvt, i1 false, ptr %negated.k, i64 %k)
  br label %combine
combine:
  call void @"{p}.couple"(i64 %k, ptr %s, ptr %j, ptr %negated.k, {t} -1.0, i1 false, ptr %middle)
  call void @"{p}.gaps"(i64 %k, ptr %w, ptr %middle, ptr %ds, i1 %has.s)
  call void @"{gemm}"(i8 110, i8 110, i64 %m, i64 %k, i64 %k, i1 false, ptr %u, i64 %ldu, ptr %middle, i64 %k, i1 false, ptr %product, i64 %m)
  call void @"{gemm}"(i8 110, i8 110, i64 %m, i64 %n, i64 %k, i1 false, ptr %product, i64 %m, ptr %vt, i64 %ldvt, i1 false, ptr %da, i64 %lda)
  %more.rows = icmp sgt i64 %m, %k
  %tall = and i1 %has.u, %more.rows
  br i1 %tall, label %rows, label %after.rows
rows:
  call void @"{gemm}"(i8 110, i8 110, i64 %m, i64 %k, i64 %k, i1 true, ptr %u, i64 %ldu, ptr %j, i64 %k, i1 true, ptr %du, i64 %ldu)
  call void @"{p}.scale"(i64 %m, i64 %k, ptr %du, i64 %ldu, ptr %r, i1 false, ptr %du, i64 %ldu, i1 false)
  call void @"{gemm}"(i8 110, i8 110, i64 %m, i64 %n, i64 %k, i1 false, ptr %du, i64 %ldu, ptr %vt, i64 %ldvt, i1 true, ptr %da, i64 %lda)
  br label %after.rows
after.rows:
  %more.columns = icmp sgt i64 %n, %k
  %wide = and i1 %has.vt, %more.columns
  br i1 %wide, label %columns, label %done
columns:
  call void @"{gemm}"(i8 116, i8 110, i64 %k, i64 %n, i64 %k, i1 false, ptr %negated.k, i64 %k, ptr %vt, i64 %ldvt, i1 true, ptr %dvt, i64 %ldvt)
  call void @"{p}.scale"(i64 %k, i64 %n, ptr %dvt, i64 %ldvt, ptr %r, i1 true, ptr %dvt, i64 %ldvt, i1 false)
  call void @"{gemm}"(i8 110, i8 110, i64 %m, i64 %n, i64 %k, i1 false, ptr %u, i64 %ldu, ptr %dvt, i64 %ldvt, i1 true, ptr %da, i64 %lda)
  br label %done
done:
  call void @free(ptr %work)
  ret void
}}

; the tangents ds, dU (m x k, ldu) and dV^T (k x n, ldvt) of the decomposition s, U,
; V^T of A from dA, each only when %has.*; m, n > 0
define internal void @"{p}.tangent"(i64 %m, i64 %n, ptr %s, ptr %u, i64 %ldu, ptr %vt, i64 %ldvt, ptr %da, i64 %lda, ptr %ds, i1 %has.s, ptr %du, i1 %has.u, ptr %dvt, i1 %has.vt) {{
entry:
  %k = call i64 @"{p}.minimum"(i64 %m, i64 %n)
  %kk = mul i64 %k, %k
  %mk = mul i64 %m, %k
  %kn = mul i64 %k, %n
  %kk2 = mul i64 %kk, 2
  %k2 = mul i64 %k, 2
  %small = add i64 %kk2, %k2
  %large = add i64 %mk, %kn
  %elements = add i64 %small, %large
  %work = call ptr @"{p}.block"(i64 %elements)
  %p = getelementptr {t}, ptr %work, i64 0
  %x = getelementptr {t}, ptr %p, i64 %kk
  %w = getelementptr {t}, ptr %x, i64 %kk
  %r = getelementptr {t}, ptr %w, i64 %k
  %right = getelementptr {t}, ptr %r, i64 %k
  %left = getelementptr {t}, ptr %right, i64 %mk
  call void @"{p}.powers"(i64 %m, i64 %n, i64 %k, ptr %s, ptr %w, ptr %r)
  call void @"{gemm}"(i8 110, i8 116, i64 %m, i64 %k, i64 %n, i1 false, ptr %da, i64 %lda, ptr %vt, i64 %ldvt, i1 false, ptr %right, i64 %m)
  call void @"{gemm}"(i8 116, i8 110, i64 %k, i64 %k, i64 %m, i1 false, ptr %u, i64 %ldu, ptr %right, i64 %m, i1 false, ptr %p, i64 %k)
  br i1 %has.s, label %values, label %after.values
values:
  call void @"{p}.diagonal"(i64 %k, ptr %p, ptr %ds)
  br label %after.values
after.values:
  br i1 %has.u, label %left.vectors, label %after.left
left.vectors:
  call void @"{p}.couple"(i64 %k, ptr %s, ptr %p, ptr %p, {t} 0.0, i1 false, ptr %x)
  call void @"{p}.gaps"(i64 %k, ptr %w, ptr %x, ptr null, i1 false)
  call void @"{gemm}"(i8 110, i8 110, i64 %m, i64 %k, i64 %k, i1 false, ptr %u, i64 %ldu, ptr %x, i64 %k, i1 false, ptr %du, i64 %ldu)
  %more.rows = icmp sgt i64 %m, %k
  br i1 %more.rows, label %rows, label %after.left
rows:
  call void @"{gemm}"(i8 110, i8 110, i64 %m, i64 %k, i64 %k, i1 true, ptr %u, i64 %ldu, ptr %p, i64 %k, i1 true, ptr %right, i64 %m)
  call void @"{p}.scale"(i64 %m, i64 %k, ptr %right, i64 %m, ptr %r, i1 false, ptr %du, i64 %ldu, i1 true)
  br label %after.left
after.left:
  br i1 %has.vt, label %right.vectors, label %done
right.vectors:
  call void @"{p}.couple"(i64 %k, ptr %s, ptr %p, ptr %p, {t} 0.0, i1 true, ptr %x)
  call void @"{p}.gaps"(i64 %k, ptr %w, ptr %x, ptr null, i1 false)
  call void @"{gemm}"(i8 116, i8 110, i64 %k, i64 %n, i64 %k, i1 false, ptr %x, i64 %k, ptr %vt, i64 %ldvt, i1 false, ptr %dvt, i64 %ldvt)
  %more.columns = icmp sgt i64 %n, %k
  br i1 %more.columns, label %columns, label %done
columns:
  call void @"{gemm}"(i8 116, i8 110, i64 %k, i64 %n, i64 %m, i1 false, ptr %u, i64 %ldu, ptr %da, i64 %lda, i1 false, ptr %left, i64 %k)
  call void @"{gemm}"(i8 110, i8 110, i64 %k, i64 %n, i64 %k, i1 true, ptr %p, i64 %k, ptr %vt, i64 %ldvt, i1 true, ptr %left, i64 %k)
  call void @"{p}.scale"(i64 %k, i64 %n, ptr %left, i64 %k, ptr %r, i1 true, ptr %dvt, i64 %ldvt, i1 true)
  br label %done
done:
  call void @free(ptr %work)
  ret void
}}

""" + MINIMUM + SCALE + VALUES_STATUS + GAPS + CLEAR + SHARED

SVD = """; s, U and V^T of A (m x n, leading dimension lda, destroyed), as numba_ez_gesdd with
; jobz 'S' (or 'A'); s NaN when LAPACK fails or jobz 'A' of a non-square A
define internal void @"{p}"(i8 %jobz, i64 %m, i64 %n, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %a, i64 %lda, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %s, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %u, i64 %ldu, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %vt, i64 %ldvt) noinline {{
entry:
  call void @"{p}.gesdd"(i8 %jobz, i64 %m, i64 %n, ptr %a, i64 %lda, ptr %s, ptr %u, i64 %ldu, ptr %vt, i64 %ldvt)
  ret void
}}

; the forward pass: s, U, V^T, and a tape holding copies of s (k elements), U (m x k,
; leading dimension ldu) and V^T (k x n, leading dimension ldvt)
define internal ptr @"{p}.augment"(i8 %jobz, i8 %jobz.shadow, i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %s, ptr %ds, ptr %u, ptr %du, i64 %ldu, i64 %ldu.shadow, ptr %vt, ptr %dvt, i64 %ldvt, i64 %ldvt.shadow) {{
entry:
  call void @"{p}"(i8 %jobz, i64 %m, i64 %n, ptr %a, i64 %lda, ptr %s, ptr %u, i64 %ldu, ptr %vt, i64 %ldvt)
  %k = call i64 @"{p}.minimum"(i64 %m, i64 %n)
  %bytes.s = mul i64 %k, {size}
  %bytes.u = call i64 @"{p}.bytes"(i64 %m, i64 %k, i64 %ldu)
  %bytes.vt = call i64 @"{p}.bytes"(i64 %k, i64 %n, i64 %ldvt)
  %bytes.su = add i64 %bytes.s, %bytes.u
  %bytes.suv = add i64 %bytes.su, %bytes.vt
  %bytes = add i64 %bytes.suv, 1
  %tape = call ptr @malloc(i64 %bytes)
  call void @llvm.memcpy.p0.p0.i64(ptr %tape, ptr %s, i64 %bytes.s, i1 false)
  %u.copy = getelementptr i8, ptr %tape, i64 %bytes.s
  call void @llvm.memcpy.p0.p0.i64(ptr %u.copy, ptr %u, i64 %bytes.u, i1 false)
  %vt.copy = getelementptr i8, ptr %u.copy, i64 %bytes.u
  call void @llvm.memcpy.p0.p0.i64(ptr %vt.copy, ptr %vt, i64 %bytes.vt, i1 false)
  ret ptr %tape
}}

; with ds, dU and dV^T the shadows of s, u and vt: dA replaces da's values; the
; shadows of the outputs are cleared
define internal void @"{p}.reverse"(i8 %jobz, i8 %jobz.shadow, i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %s, ptr %ds, ptr %u, ptr %du, i64 %ldu, i64 %ldu.shadow, ptr %vt, ptr %dvt, i64 %ldvt, i64 %ldvt.shadow, ptr %tape) {{
entry:
  %k = call i64 @"{p}.minimum"(i64 %m, i64 %n)
  %bytes.s = mul i64 %k, {size}
  %bytes.u = call i64 @"{p}.bytes"(i64 %m, i64 %k, i64 %ldu)
  %u.copy = getelementptr i8, ptr %tape, i64 %bytes.s
  %vt.copy = getelementptr i8, ptr %u.copy, i64 %bytes.u
  %s.active = call i1 @"{p}.active"(ptr %s, ptr %ds)
  %u.active = call i1 @"{p}.active"(ptr %u, ptr %du)
  %vt.active = call i1 @"{p}.active"(ptr %vt, ptr %dvt)
  %work = call i1 @"{p}.ready"(i64 %m, i64 %n, ptr %tape, ptr %a, ptr %da)
  br i1 %work, label %adjoint, label %done
adjoint:
  call void @"{p}.adjoint"(i64 %m, i64 %n, ptr %tape, ptr %u.copy, i64 %ldu, ptr %vt.copy, i64 %ldvt, ptr %ds, i1 %s.active, ptr %du, i1 %u.active, ptr %dvt, i1 %vt.active, ptr %da, i64 %lda)
  br label %done
done:
  call void @"{p}.clear"(i64 %k, ptr %s, ptr %ds)
  %u.elements = call i64 @"{p}.bytes"(i64 %m, i64 %k, i64 %ldu)
  %u.count = udiv i64 %u.elements, {size}
  call void @"{p}.clear"(i64 %u.count, ptr %u, ptr %du)
  %vt.elements = call i64 @"{p}.bytes"(i64 %k, i64 %n, i64 %ldvt)
  %vt.count = udiv i64 %vt.elements, {size}
  call void @"{p}.clear"(i64 %vt.count, ptr %vt, ptr %dvt)
  call void @free(ptr %tape)
  ret void
}}

; forward mode: s, U, V^T, then their tangents from dA (da keeps its values)
define internal void @"{p}.forward"(i8 %jobz, i8 %jobz.shadow, i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %s, ptr %ds, ptr %u, ptr %du, i64 %ldu, i64 %ldu.shadow, ptr %vt, ptr %dvt, i64 %ldvt, i64 %ldvt.shadow) {{
entry:
  call void @"{p}"(i8 %jobz, i64 %m, i64 %n, ptr %a, i64 %lda, ptr %s, ptr %u, i64 %ldu, ptr %vt, i64 %ldvt)
  %s.active = call i1 @"{p}.active"(ptr %s, ptr %ds)
  %u.active = call i1 @"{p}.active"(ptr %u, ptr %du)
  %vt.active = call i1 @"{p}.active"(ptr %vt, ptr %dvt)
  %work = call i1 @"{p}.ready"(i64 %m, i64 %n, ptr %s, ptr %a, ptr %da)
  br i1 %work, label %tangent, label %done
tangent:
  call void @"{p}.tangent"(i64 %m, i64 %n, ptr %s, ptr %u, i64 %ldu, ptr %vt, i64 %ldvt, ptr %da, i64 %lda, ptr %ds, i1 %s.active, ptr %du, i1 %u.active, ptr %dvt, i1 %vt.active)
  br label %done
done:
  ret void
}}

""" + _HELPERS

SVDVALS = """; the singular values s of A (m x n, leading dimension lda, destroyed), as
; numba_ez_gesdd with jobz 'N'; s NaN when LAPACK fails
define internal void @"{p}"(i64 %m, i64 %n, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %a, i64 %lda, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %s) noinline {{
entry:
  %unused = alloca {t}
  call void @"{p}.gesdd"(i8 78, i64 %m, i64 %n, ptr %a, i64 %lda, ptr %s, ptr %unused, i64 %m, ptr %unused, i64 1)
  ret void
}}

; a block of k + m k + k n elements (leading dimensions m for U, k for V^T): the
; primal, then s, U and V^T of a copy of A into it; s NaN when that fails too, so the
; primal raises rather than give no derivative
define internal ptr @"{p}.decompose"(i64 %m, i64 %n, ptr %a, i64 %lda, ptr %s) {{
entry:
  %k = call i64 @"{p}.minimum"(i64 %m, i64 %n)
  %mk = mul i64 %m, %k
  %kn = mul i64 %k, %n
  %vectors = add i64 %mk, %kn
  %elements = add i64 %vectors, %k
  %block = call ptr @"{p}.block"(i64 %elements)
  %u = getelementptr {t}, ptr %block, i64 %k
  %vt = getelementptr {t}, ptr %u, i64 %mk
  %bytes.a = call i64 @"{p}.bytes"(i64 %m, i64 %n, i64 %lda)
  %copy = call ptr @malloc(i64 %bytes.a)
  call void @llvm.memcpy.p0.p0.i64(ptr %copy, ptr %a, i64 %bytes.a, i1 false)
  call void @"{p}"(i64 %m, i64 %n, ptr %a, i64 %lda, ptr %s)
  call void @"{svd}"(i8 83, i64 %m, i64 %n, ptr %copy, i64 %lda, ptr %block, ptr %u, i64 %m, ptr %vt, i64 %k)
  call void @free(ptr %copy)
  %status = call i32 @"{p}.status"(i64 %k, ptr %block)
  %failed = icmp ne i32 %status, 0
  br i1 %failed, label %poison, label %done
poison:
  %bytes.s = mul i64 %k, {size}
  call void @llvm.memset.p0.i64(ptr %s, i8 -1, i64 %bytes.s, i1 false)
  br label %done
done:
  ret ptr %block
}}

; the forward pass: s, and a tape holding s, U and V^T of decompose
define internal ptr @"{p}.augment"(i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %s, ptr %ds) {{
entry:
  %tape = call ptr @"{p}.decompose"(i64 %m, i64 %n, ptr %a, i64 %lda, ptr %s)
  ret ptr %tape
}}

; with ds the shadow of s: dA = U diag(ds) V^T replaces da's values; ds = 0
define internal void @"{p}.reverse"(i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %s, ptr %ds, ptr %tape) {{
entry:
  %k = call i64 @"{p}.minimum"(i64 %m, i64 %n)
  %mk = mul i64 %m, %k
  %u = getelementptr {t}, ptr %tape, i64 %k
  %vt = getelementptr {t}, ptr %u, i64 %mk
  %s.active = call i1 @"{p}.active"(ptr %s, ptr %ds)
  %work = call i1 @"{p}.ready"(i64 %m, i64 %n, ptr %tape, ptr %a, ptr %da)
  br i1 %work, label %adjoint, label %done
adjoint:
  call void @"{p}.adjoint"(i64 %m, i64 %n, ptr %tape, ptr %u, i64 %m, ptr %vt, i64 %k, ptr %ds, i1 %s.active, ptr null, i1 false, ptr null, i1 false, ptr %da, i64 %lda)
  br label %done
done:
  call void @"{p}.clear"(i64 %k, ptr %s, ptr %ds)
  call void @free(ptr %tape)
  ret void
}}

; forward mode: s, then ds = diag(U^T dA V) (U, V of decompose); da keeps its values
define internal void @"{p}.forward"(i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %s, ptr %ds) {{
entry:
  %k = call i64 @"{p}.minimum"(i64 %m, i64 %n)
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %s.active = call i1 @"{p}.active"(ptr %s, ptr %ds)
  %nonempty = icmp sgt i64 %k, 0
  %both = and i1 %a.active, %s.active
  %work = and i1 %nonempty, %both
  br i1 %work, label %tangent, label %primal
primal:
  call void @"{p}"(i64 %m, i64 %n, ptr %a, i64 %lda, ptr %s)
  call void @"{p}.clear"(i64 %k, ptr %s, ptr %ds)
  ret void
tangent:
  %block = call ptr @"{p}.decompose"(i64 %m, i64 %n, ptr %a, i64 %lda, ptr %s)
  %mk = mul i64 %m, %k
  %u = getelementptr {t}, ptr %block, i64 %k
  %vt = getelementptr {t}, ptr %u, i64 %mk
  %status = call i32 @"{p}.status"(i64 %k, ptr %s)
  %solved = icmp eq i32 %status, 0
  br i1 %solved, label %project, label %done
project:
  call void @"{p}.tangent"(i64 %m, i64 %n, ptr %block, ptr %u, i64 %m, ptr %vt, i64 %k, ptr %da, i64 %lda, ptr %ds, i1 true, ptr null, i1 false, ptr null, i1 false)
  br label %done
done:
  call void @free(ptr %block)
  ret void
}}

""" + _HELPERS
