"""The wrappers with derivative rules that lapack.py makes of np.linalg.qr's geqrf and orgqr calls, as IR.

`{p}` is the wrapper's name (`nrtgrad.lapack.qr.double` for geqrf,
`nrtgrad.lapack.qr.q.double` for orgqr, ...), `{t}` the element type,
`{kind}` Numba's LAPACK kind, `{size}` the element size and `{eps}` the
machine epsilon, as in lapack_rules.py.  Numba's `np.linalg.qr(A)`, A m x n,
k = min(m, n), factors a Fortran-order copy q in place with
`numba_ez_geqrf(kind, m, n, q, m, tau)` (R in the upper trapezoid, Householder
reflectors below the diagonal), copies R out of the upper trapezoid in loops,
then `numba_ez_xxgqr(kind, m, k, k, q, m, tau)` makes the first k columns of q
Q.  Q_full = [Q Qperp] is the m x m orthogonal matrix of the reflectors
(orgqr on a copy, `.full`).

Invariant: between the two wrappers, q's shadow holds dR in the upper
trapezoid and, below the diagonal, an encoding of dQ: the strictly lower part
of Z = Q_full^T dA[:, :k] R_k^-1 (m x k, R_k the leading k x k triangle),
which is L = tril(Z_top, -1) and B = Z[k:] (m > n), exactly the strictly
lower part's m k - k (k + 1) / 2 elements.  With Omega = L - L^T and
W = Q_full^T dA (m x n):

- geqrf (`nrtgrad.lapack.qr.<t>`): forward dR = W[:k] - Omega R (which is
  (C - Omega) R, C = Q^T dA R^-1, when m >= n, and dR_y = Q^T dY - Omega R_y
  for the columns beyond the square when m < n), the encoding below; reverse
  its transpose: with Rbar the upper trapezoid and H the strictly lower part
  of the shadow, G = [Rbar; 0], G[:, :k] += H R_k^-T + [Lbar R_k^-T; 0],
  Lbar = tril(R Rbar^T - Rbar R^T, -1), and dA = Q_full G;
- orgqr (`nrtgrad.lapack.qr.q.<t>`): forward dQ = Q_full [Omega; B]; reverse
  with Qbar the first k columns of the shadow, V = Q_full^T Qbar: the
  encoding's adjoint tril(V_top - V_top^T, -1) and V[k:] below the diagonal,
  0 in the triangle; columns k..n-1 (m < n) are not orgqr's: their shadow
  passes through.

The taped values are Q_full (orgqr's augmented pass, and geqrf's with a copy
of q after the factorization).  The products are `numba_xxgemm` calls, R_k^-1
is `.inverse` (the gesv wrapper on the identity).  Where R_k has a diagonal
element that is zero to working precision (|r_ii| <= max(m, n) eps max|r_jj|:
A's leading k columns are rank-deficient) the derivative does not exist:
`.status` is then -1, which Numba's code treats as a geqrf failure, and
lapack.py makes that path return SINGULAR_STATUS.
"""

from .blas_rules import REGISTRATION
from .lapack_cholesky_rules import TRIANGULAR

# helpers both wrappers use
QR_SHARED = """; the m x m Q_full of the k reflectors below the diagonal of the m x n q (leading
; dimension lda) and tau: numba_ez_xxgqr on a malloc'd copy of q's first k columns
define internal ptr @"{p}.full"(i64 %m, i64 %k, ptr %q, i64 %lda, ptr %tau) {{
entry:
  %f = call ptr @"{p}.square"(i64 %m)
  %column.bytes = mul i64 %m, {size}
  br label %column
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column ]
  %j.lda = mul i64 %j, %lda
  %from = getelementptr {t}, ptr %q, i64 %j.lda
  %j.m = mul i64 %j, %m
  %to = getelementptr {t}, ptr %f, i64 %j.m
  call void @llvm.memcpy.p0.p0.i64(ptr %to, ptr %from, i64 %column.bytes, i1 false)
  %j.next = add i64 %j, 1
  %more = icmp slt i64 %j.next, %k
  br i1 %more, label %column, label %orthogonal
orthogonal:
  %status = call i32 @numba_ez_xxgqr(i8 {kind}, i64 %m, i64 %m, i64 %k, ptr %f, i64 %m, ptr %tau)
  ret ptr %f
}}

; the elements of the m x n x below the diagonal (lower) or on and above it (not
; lower) into y, the others of y left as they are
define internal void @"{p}.part"(i64 %m, i64 %n, ptr %x, i64 %ldx, ptr %y, i64 %ldy, i1 %lower) {{
entry:
  br label %column
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column.end ]
  br label %row
row:
  %i = phi i64 [ 0, %column ], [ %i.next, %next ]
  %below = icmp sgt i64 %i, %j
  %wanted = icmp eq i1 %below, %lower
  br i1 %wanted, label %copy, label %next
copy:
  %j.ldx = mul i64 %j, %ldx
  %from.index = add i64 %j.ldx, %i
  %from = getelementptr {t}, ptr %x, i64 %from.index
  %element = load {t}, ptr %from
  %j.ldy = mul i64 %j, %ldy
  %to.index = add i64 %j.ldy, %i
  %to = getelementptr {t}, ptr %y, i64 %to.index
  store {t} %element, ptr %to
  br label %next
next:
  %i.next = add i64 %i, 1
  %more.rows = icmp slt i64 %i.next, %m
  br i1 %more.rows, label %row, label %column.end
column.end:
  %j.next = add i64 %j, 1
  %more.columns = icmp slt i64 %j.next, %n
  br i1 %more.columns, label %column, label %done
done:
  ret void
}}

; in place on the leading k x k block of x: L - L^T with L its strictly lower
; triangle (skew), or (not skew) tril(X - X^T, -1) with 0 on and above the diagonal
define internal void @"{p}.skew"(i64 %k, ptr %x, i64 %ldx, i1 %skew) {{
entry:
  br label %column
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column.end ]
  br label %row
row:
  ; on and above the diagonal of column j: -x_ji (skew) or 0, 0 on the diagonal
  %i = phi i64 [ 0, %column ], [ %i.next, %row ]
  %j.ldx = mul i64 %j, %ldx
  %index = add i64 %j.ldx, %i
  %address = getelementptr {t}, ptr %x, i64 %index
  %i.ldx = mul i64 %i, %ldx
  %mirror.index = add i64 %i.ldx, %j
  %mirror = getelementptr {t}, ptr %x, i64 %mirror.index
  %mirror.element = load {t}, ptr %mirror
  %above = icmp slt i64 %i, %j
  %negated = fneg {t} %mirror.element
  %upper.value = select i1 %skew, {t} %negated, {t} 0.0
  %value = select i1 %above, {t} %upper.value, {t} 0.0
  store {t} %value, ptr %address
  %i.next = add i64 %i, 1
  %more.rows = icmp sle i64 %i.next, %j
  br i1 %more.rows, label %row, label %lower
lower:
  ; below the diagonal of column j (the columns after j still hold their x_ji)
  %first = add i64 %j, 1
  %some = icmp slt i64 %first, %k
  br i1 %some, label %below.row, label %column.end
below.row:
  %b = phi i64 [ %first, %lower ], [ %b.next, %below.row ]
  %j.ld = mul i64 %j, %ldx
  %b.index = add i64 %j.ld, %b
  %b.address = getelementptr {t}, ptr %x, i64 %b.index
  %b.ldx = mul i64 %b, %ldx
  %b.mirror.index = add i64 %b.ldx, %j
  %b.mirror = getelementptr {t}, ptr %x, i64 %b.mirror.index
  %b.element = load {t}, ptr %b.address
  %b.mirror.element = load {t}, ptr %b.mirror
  %b.difference = fsub {t} %b.element, %b.mirror.element
  %b.value = select i1 %skew, {t} %b.element, {t} %b.difference
  store {t} %b.value, ptr %b.address
  %b.next = add i64 %b, 1
  %more.below = icmp slt i64 %b.next, %k
  br i1 %more.below, label %below.row, label %column.end
column.end:
  %j.next = add i64 %j, 1
  %more.columns = icmp slt i64 %j.next, %k
  br i1 %more.columns, label %column, label %done
done:
  ret void
}}

; a malloc'd zeroed rows x cols matrix
define internal ptr @"{p}.zeros"(i64 %rows, i64 %cols) {{
entry:
  %elements = mul i64 %rows, %cols
  %bytes = mul i64 %elements, {size}
  %x = call ptr @malloc(i64 %bytes)
  call void @llvm.memset.p0.i64(ptr %x, i8 0, i64 %bytes, i1 false)
  ret ptr %x
}}

; whether the rules have work: a nonempty matrix with a shadow
define internal i1 @"{p}.work"(i64 %m, i64 %n, ptr %q, ptr %dq) {{
entry:
  %rows = icmp sgt i64 %m, 0
  %columns = icmp sgt i64 %n, 0
  %nonempty = and i1 %rows, %columns
  %active = call i1 @"{p}.active"(ptr %q, ptr %dq)
  %work = and i1 %nonempty, %active
  ret i1 %work
}}

; NaN in the m x n a: the result where LAPACK could not run (a negative info)
define internal void @"{p}.poison"(i32 %info, i64 %m, i64 %n, ptr %a, i64 %lda) {{
entry:
  %failed = icmp slt i32 %info, 0
  br i1 %failed, label %poison, label %done
poison:
  %n1 = sub i64 %n, 1
  %full = mul i64 %n1, %lda
  %span = add i64 %full, %m
  %bytes = mul i64 %span, {size}
  call void @llvm.memset.p0.i64(ptr %a, i8 -1, i64 %bytes, i1 false)
  br label %done
done:
  ret void
}}

""" + TRIANGULAR + REGISTRATION

QR = """; numba_ez_geqrf of the m x n q in place (R above the diagonal, reflectors below)
; with the tau at the address tau
define internal void @"{p}"(i64 %m, i64 %n, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %q, i64 %lda, i64 %tau) noinline {{
entry:
  %taus = inttoptr i64 %tau to ptr
  %info = call i32 @numba_ez_geqrf(i8 {kind}, i64 %m, i64 %n, ptr %q, i64 %lda, ptr %taus)
  call void @"{p}.poison"(i32 %info, i64 %m, i64 %n, ptr %q, i64 %lda)
  ret void
}}

; the status Numba's code tests after geqrf: -1 (its failure) when a diagonal element
; of R is zero to working precision (|r_ii| <= max(m, n) eps max|r_jj|) or NaN, else 0
define internal i32 @"{p}.status"(i64 %m, i64 %n, ptr %q, i64 %lda) noinline nofree nounwind readonly argmemonly willreturn "enzyme_inactive" {{
entry:
  %wide = icmp slt i64 %m, %n
  %k = select i1 %wide, i64 %m, i64 %n
  %longest = select i1 %wide, i64 %n, i64 %m
  %lda1 = add i64 %lda, 1
  br label %largest
largest:
  %i = phi i64 [ 0, %entry ], [ %i.next, %largest ]
  %max = phi {t} [ 0.0, %entry ], [ %max.next, %largest ]
  %offset = mul i64 %i, %lda1
  %address = getelementptr {t}, ptr %q, i64 %offset
  %element = load {t}, ptr %address
  %negated = fneg {t} %element
  %negative = fcmp olt {t} %element, 0.0
  %magnitude = select i1 %negative, {t} %negated, {t} %element
  %larger = fcmp ogt {t} %magnitude, %max
  %max.next = select i1 %larger, {t} %magnitude, {t} %max
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %k
  br i1 %more, label %largest, label %tolerance
tolerance:
  %count = uitofp i64 %longest to {t}
  %scale = fmul {t} %count, %max.next
  %tiny = fmul {t} %scale, {eps}
  br label %check
check:
  %c = phi i64 [ 0, %tolerance ], [ %c.next, %next ]
  %c.offset = mul i64 %c, %lda1
  %c.address = getelementptr {t}, ptr %q, i64 %c.offset
  %c.element = load {t}, ptr %c.address
  %c.negated = fneg {t} %c.element
  %c.negative = fcmp olt {t} %c.element, 0.0
  %c.magnitude = select i1 %c.negative, {t} %c.negated, {t} %c.element
  %kept = fcmp ogt {t} %c.magnitude, %tiny
  br i1 %kept, label %next, label %singular
next:
  %c.next = add i64 %c, 1
  %more.checks = icmp slt i64 %c.next, %k
  br i1 %more.checks, label %check, label %done
singular:
  ret i32 -1
done:
  ret i32 0
}}

; the forward pass: R and the reflectors, and a tape holding Q_full (m x m) and a
; copy of q (m x n)
define internal ptr @"{p}.augment"(i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, ptr %q, ptr %dq, i64 %lda, i64 %lda.shadow, i64 %tau, i64 %tau.shadow) {{
entry:
  call void @"{p}"(i64 %m, i64 %n, ptr %q, i64 %lda, i64 %tau)
  %wide = icmp slt i64 %m, %n
  %k = select i1 %wide, i64 %m, i64 %n
  %taus = inttoptr i64 %tau to ptr
  %tape = call ptr @"{p}.full"(i64 %m, i64 %k, ptr %q, i64 %lda, ptr %taus)
  %copy = call ptr @"{p}.zeros"(i64 %m, i64 %n)
  call void @"{p}.part"(i64 %m, i64 %n, ptr %q, i64 %lda, ptr %copy, i64 %m, i1 false)
  %tape.tape = call ptr @malloc(i64 16)
  store ptr %tape, ptr %tape.tape
  %second = getelementptr ptr, ptr %tape.tape, i64 1
  store ptr %copy, ptr %second
  ret ptr %tape.tape
}}

; with Rbar the upper trapezoid and H the strictly lower part of the shadow of q:
; P = Rbar R^T, G = [Rbar; 0] + H R_k^-T - [tril(P - P^T, -1) R_k^-T; 0], and
; dA = Q_full G replaces it
define internal void @"{p}.reverse"(i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, ptr %q, ptr %dq, i64 %lda, i64 %lda.shadow, i64 %tau, i64 %tau.shadow, ptr %tape) {{
entry:
  %one = alloca {t}
  %zero = alloca {t}
  %minus.one = alloca {t}
  store {t} 1.0, ptr %one
  store {t} 0.0, ptr %zero
  store {t} -1.0, ptr %minus.one
  %full = load ptr, ptr %tape
  %second = getelementptr ptr, ptr %tape, i64 1
  %r = load ptr, ptr %second
  %work = call i1 @"{p}.work"(i64 %m, i64 %n, ptr %q, ptr %dq)
  br i1 %work, label %adjoint, label %done
adjoint:
  %wide = icmp slt i64 %m, %n
  %k = select i1 %wide, i64 %m, i64 %n
  %rk = call ptr @"{p}.upper"(i64 %k, ptr %r, i64 %m, i1 false)
  %v = call ptr @"{p}.inverse"(i64 %k, ptr %rk)
  %g = call ptr @"{p}.zeros"(i64 %m, i64 %n)
  call void @"{p}.part"(i64 %m, i64 %n, ptr %dq, i64 %lda, ptr %g, i64 %m, i1 false)
  %h = call ptr @"{p}.zeros"(i64 %m, i64 %k)
  call void @"{p}.part"(i64 %m, i64 %k, ptr %dq, i64 %lda, ptr %h, i64 %m, i1 true)
  %p = call ptr @"{p}.square"(i64 %k)
  %s1 = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 116, i64 %k, i64 %k, i64 %n, ptr %one, ptr %g, i64 %m, ptr %r, i64 %m, ptr %zero, ptr %p, i64 %k)
  call void @"{p}.skew"(i64 %k, ptr %p, i64 %k, i1 false)
  %s2 = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 116, i64 %m, i64 %k, i64 %k, ptr %one, ptr %h, i64 %m, ptr %v, i64 %k, ptr %one, ptr %g, i64 %m)
  %s3 = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 116, i64 %k, i64 %k, i64 %k, ptr %minus.one, ptr %p, i64 %k, ptr %v, i64 %k, ptr %one, ptr %g, i64 %m)
  %s4 = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 110, i64 %m, i64 %n, i64 %m, ptr %one, ptr %full, i64 %m, ptr %g, i64 %m, ptr %zero, ptr %dq, i64 %lda)
  call void @free(ptr %rk)
  call void @free(ptr %v)
  call void @free(ptr %g)
  call void @free(ptr %h)
  call void @free(ptr %p)
  br label %done
done:
  call void @free(ptr %full)
  call void @free(ptr %r)
  call void @free(ptr %tape)
  ret void
}}

; forward mode: R and the reflectors, then with W = Q_full^T dA, Z = W[:, :k] R_k^-1
; and Omega from Z's strictly lower triangle: dR = W[:k] - Omega R above the
; diagonal, Z's strictly lower part below it, replace dA
define internal void @"{p}.forward"(i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, ptr %q, ptr %dq, i64 %lda, i64 %lda.shadow, i64 %tau, i64 %tau.shadow) {{
entry:
  %one = alloca {t}
  %zero = alloca {t}
  %minus.one = alloca {t}
  store {t} 1.0, ptr %one
  store {t} 0.0, ptr %zero
  store {t} -1.0, ptr %minus.one
  call void @"{p}"(i64 %m, i64 %n, ptr %q, i64 %lda, i64 %tau)
  %work = call i1 @"{p}.work"(i64 %m, i64 %n, ptr %q, ptr %dq)
  br i1 %work, label %tangent, label %done
tangent:
  %wide = icmp slt i64 %m, %n
  %k = select i1 %wide, i64 %m, i64 %n
  %taus = inttoptr i64 %tau to ptr
  %full = call ptr @"{p}.full"(i64 %m, i64 %k, ptr %q, i64 %lda, ptr %taus)
  %r = call ptr @"{p}.zeros"(i64 %m, i64 %n)
  call void @"{p}.part"(i64 %m, i64 %n, ptr %q, i64 %lda, ptr %r, i64 %m, i1 false)
  %rk = call ptr @"{p}.upper"(i64 %k, ptr %r, i64 %m, i1 false)
  %v = call ptr @"{p}.inverse"(i64 %k, ptr %rk)
  %w = call ptr @"{p}.zeros"(i64 %m, i64 %n)
  %s1 = call i32 @numba_xxgemm(i8 {kind}, i8 116, i8 110, i64 %m, i64 %n, i64 %m, ptr %one, ptr %full, i64 %m, ptr %dq, i64 %lda, ptr %zero, ptr %w, i64 %m)
  %z = call ptr @"{p}.zeros"(i64 %m, i64 %k)
  %s2 = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 110, i64 %m, i64 %k, i64 %k, ptr %one, ptr %w, i64 %m, ptr %v, i64 %k, ptr %zero, ptr %z, i64 %m)
  %omega = call ptr @"{p}.square"(i64 %k)
  call void @"{p}.part"(i64 %k, i64 %k, ptr %z, i64 %m, ptr %omega, i64 %k, i1 true)
  call void @"{p}.skew"(i64 %k, ptr %omega, i64 %k, i1 true)
  %s3 = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 110, i64 %k, i64 %n, i64 %k, ptr %minus.one, ptr %omega, i64 %k, ptr %r, i64 %m, ptr %one, ptr %w, i64 %m)
  call void @"{p}.part"(i64 %m, i64 %n, ptr %w, i64 %m, ptr %dq, i64 %lda, i1 false)
  call void @"{p}.part"(i64 %m, i64 %k, ptr %z, i64 %m, ptr %dq, i64 %lda, i1 true)
  call void @free(ptr %full)
  call void @free(ptr %r)
  call void @free(ptr %rk)
  call void @free(ptr %v)
  call void @free(ptr %w)
  call void @free(ptr %z)
  call void @free(ptr %omega)
  br label %done
done:
  ret void
}}

""" + QR_SHARED

QR_Q = """; numba_ez_xxgqr: Q (m x k) over the first k columns of q from the k reflectors
; below its diagonal and the tau at the address tau
define internal void @"{p}"(i64 %m, i64 %k, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %q, i64 %lda, i64 %tau) noinline {{
entry:
  %taus = inttoptr i64 %tau to ptr
  %info = call i32 @numba_ez_xxgqr(i8 {kind}, i64 %m, i64 %k, i64 %k, ptr %q, i64 %lda, ptr %taus)
  call void @"{p}.poison"(i32 %info, i64 %m, i64 %k, ptr %q, i64 %lda)
  ret void
}}

; the forward pass: Q, and a tape holding Q_full (made from the reflectors first)
define internal ptr @"{p}.augment"(i64 %m, i64 %m.shadow, i64 %k, i64 %k.shadow, ptr %q, ptr %dq, i64 %lda, i64 %lda.shadow, i64 %tau, i64 %tau.shadow) {{
entry:
  %taus = inttoptr i64 %tau to ptr
  %tape = call ptr @"{p}.full"(i64 %m, i64 %k, ptr %q, i64 %lda, ptr %taus)
  call void @"{p}"(i64 %m, i64 %k, ptr %q, i64 %lda, i64 %tau)
  ret ptr %tape
}}

; with Qbar the shadow's first k columns, V = Q_full^T Qbar: tril(V_top - V_top^T, -1)
; and V's rows below k replace them, 0 on and above the diagonal
define internal void @"{p}.reverse"(i64 %m, i64 %m.shadow, i64 %k, i64 %k.shadow, ptr %q, ptr %dq, i64 %lda, i64 %lda.shadow, i64 %tau, i64 %tau.shadow, ptr %tape) {{
entry:
  %one = alloca {t}
  %zero = alloca {t}
  store {t} 1.0, ptr %one
  store {t} 0.0, ptr %zero
  %work = call i1 @"{p}.work"(i64 %m, i64 %k, ptr %q, ptr %dq)
  br i1 %work, label %adjoint, label %done
adjoint:
  %v = call ptr @"{p}.zeros"(i64 %m, i64 %k)
  %s1 = call i32 @numba_xxgemm(i8 {kind}, i8 116, i8 110, i64 %m, i64 %k, i64 %m, ptr %one, ptr %tape, i64 %m, ptr %dq, i64 %lda, ptr %zero, ptr %v, i64 %m)
  call void @"{p}.skew"(i64 %k, ptr %v, i64 %m, i1 false)
  call void @"{p}.part"(i64 %m, i64 %k, ptr %v, i64 %m, ptr %dq, i64 %lda, i1 false)
  call void @"{p}.part"(i64 %m, i64 %k, ptr %v, i64 %m, ptr %dq, i64 %lda, i1 true)
  call void @free(ptr %v)
  br label %done
done:
  call void @free(ptr %tape)
  ret void
}}

; forward mode: Q_full from the reflectors, Q, then with E the strictly lower part of
; the shadow's first k columns made [Omega; B], dQ = Q_full E replaces them
define internal void @"{p}.forward"(i64 %m, i64 %m.shadow, i64 %k, i64 %k.shadow, ptr %q, ptr %dq, i64 %lda, i64 %lda.shadow, i64 %tau, i64 %tau.shadow) {{
entry:
  %one = alloca {t}
  %zero = alloca {t}
  store {t} 1.0, ptr %one
  store {t} 0.0, ptr %zero
  %work = call i1 @"{p}.work"(i64 %m, i64 %k, ptr %q, ptr %dq)
  br i1 %work, label %tangent, label %primal
primal:
  call void @"{p}"(i64 %m, i64 %k, ptr %q, i64 %lda, i64 %tau)
  ret void
tangent:
  %taus = inttoptr i64 %tau to ptr
  %full = call ptr @"{p}.full"(i64 %m, i64 %k, ptr %q, i64 %lda, ptr %taus)
  call void @"{p}"(i64 %m, i64 %k, ptr %q, i64 %lda, i64 %tau)
  %e = call ptr @"{p}.zeros"(i64 %m, i64 %k)
  call void @"{p}.part"(i64 %m, i64 %k, ptr %dq, i64 %lda, ptr %e, i64 %m, i1 true)
  call void @"{p}.skew"(i64 %k, ptr %e, i64 %m, i1 true)
  %s1 = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 110, i64 %m, i64 %k, i64 %m, ptr %one, ptr %full, i64 %m, ptr %e, i64 %m, ptr %zero, ptr %dq, i64 %lda)
  call void @free(ptr %full)
  call void @free(ptr %e)
  ret void
}}

""" + QR_SHARED
