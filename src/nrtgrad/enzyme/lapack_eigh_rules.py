"""The symmetric eigendecomposition wrappers with derivative rules that lapack.py adds
to a module (`np.linalg.eigh`, `np.linalg.eigvalsh`), as IR templates.

`{p}` is the wrapper's name (`nrtgrad.lapack.eigh.double`, ...), `{t}` the
element type, `{kind}` Numba's LAPACK kind ('d' or 's' as a number), `{size}`
the element size and `{eps}` the element type's machine epsilon.  Each
template defines the wrapper (the primal), its augmented forward pass, its
reverse pass and its forward-mode derivative, and registers them with Enzyme
(lapack_rules' shared helpers and registration); the registered functions
take every integer parameter twice (primal and "shadow") and put no
derivative into a shadow that is its primal (a constant operand) or null.

Invariant: the wrapper is Numba's `numba_ez_xxxevd` on the triangle `uplo`
of A (n x n, leading dimension lda), which only that triangle of A feeds:
the eigenvalues w (ascending) of the symmetric S that triangle stands for,
and with jobz 'V' its eigenvectors V over A.  When LAPACK fails the wrapper
leaves w NaN (a finite A has finite eigenvalues), which the caller's status
(`.status`) reports as LAPACK's failure, so the primal raises Numba's
"Internal algorithm failed to converge." and no rule computes anything.  The
derivative with respect to S is G (its adjoint as an n x n matrix); A's
adjoint is G folded onto the triangle (G(i,i) on the diagonal, G(i,j) +
G(j,i) off it, 0 in the other triangle, which nothing read), and A's
tangent reaches S as the symmetric matrix of its triangle.

`EIGH` (jobz 'V'): reverse G = V (diag(dw) + F o (V^T dV)) V^T, forward
dw = diag(V^T dS V), dV = V (F o (V^T dS V)), with F(i,j) = 1 / (w(j) - w(i))
off the diagonal.  Where two eigenvalues are closer than n eps max|w| (LAPACK
determines their eigenvectors only up to their span) F(i,j) is 0: the
derivative of a loss that reads those eigenvectors only through their span
(v v^T summed over them) and their eigenvalues only through symmetric
functions of them is exact; any other loss has none there, and gets a finite
one that depends on the eigenvectors LAPACK picks, never NaN or infinite.

`EIGVALSH` (jobz 'N', which destroys the triangle of A it reads): the
augmented and forward passes also decompose a copy of A with jobz 'V' for
the eigenvectors (w NaN if that fails too, so the primal raises rather than
give no derivative); reverse G = V diag(dw) V^T, forward dw = diag(V^T dS V);
the other triangle of A, which the primal keeps, keeps its derivatives.

The augmented passes decompose through wrappers (EIGVALSH's copy through
EIGH's, `{eigh}`) and the reverse passes multiply through `{gemm}`: wrappers
with forward-mode rules, so forward mode runs over the reverse passes
(Hessian-vector products).
"""

from .lapack_rules import SHARED

_EVD = """; numba_ez_xxxevd with jobz on the triangle uplo of A (n x n, leading dimension
; lda): w the eigenvalues, ascending, and with jobz 'V' a the eigenvectors; w NaN
; when LAPACK's info is not 0
define internal void @"{p}.evd"(i8 %jobz, i8 %uplo, i64 %n, ptr %a, i64 %lda, ptr %w) {{
entry:
  %info = call i32 @numba_ez_xxxevd(i8 {kind}, i8 %jobz, i8 %uplo, i64 %n, ptr %a, i64 %lda, ptr %w)
  %failed = icmp ne i32 %info, 0
  br i1 %failed, label %poison, label %done
poison:
  %bytes = mul i64 %n, {size}
  call void @llvm.memset.p0.i64(ptr %w, i8 -1, i64 %bytes, i1 false)
  br label %done
done:
  ret void
}}

"""

VALUES_STATUS = """; the status the primal tests: 1 (LAPACK failed) when a value in w is NaN, else 0
define internal i32 @"{p}.status"(i64 %n, ptr %w) noinline nofree nounwind readonly argmemonly willreturn "enzyme_inactive" {{
entry:
  %empty = icmp sle i64 %n, 0
  br i1 %empty, label %done, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %address = getelementptr {t}, ptr %w, i64 %i
  %value = load {t}, ptr %address
  %nan = fcmp uno {t} %value, 0.0
  %i.next = add i64 %i, 1
  br i1 %nan, label %failed, label %next
next:
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %done
failed:
  ret i32 1
done:
  ret i32 0
}}

"""

_TRIANGLES = """; whether (i, j) is in the triangle uplo ('U': i <= j, else i >= j)
define internal i1 @"{p}.inside"(i8 %uplo, i64 %i, i64 %j) {{
entry:
  %upper = icmp eq i8 %uplo, 85
  %above = icmp ule i64 %i, %j
  %below = icmp uge i64 %i, %j
  %inside = select i1 %upper, i1 %above, i1 %below
  ret i1 %inside
}}

; S (n x n, leading dimension n) = the symmetric matrix of the triangle uplo of X
; (leading dimension ldx); n > 0
define internal void @"{p}.symmetric"(i8 %uplo, i64 %n, ptr %x, i64 %ldx, ptr %s) {{
entry:
  br label %column
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column.end ]
  br label %row
row:
  %i = phi i64 [ 0, %column ], [ %i.next, %row ]
  %inside = call i1 @"{p}.inside"(i8 %uplo, i64 %i, i64 %j)
  %r = select i1 %inside, i64 %i, i64 %j
  %c = select i1 %inside, i64 %j, i64 %i
  %c.ld = mul i64 %c, %ldx
  %from.index = add i64 %c.ld, %r
  %from = getelementptr {t}, ptr %x, i64 %from.index
  %value = load {t}, ptr %from
  %j.n = mul i64 %j, %n
  %to.index = add i64 %j.n, %i
  %to = getelementptr {t}, ptr %s, i64 %to.index
  store {t} %value, ptr %to
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

; the adjoint of the triangle uplo from G, the adjoint of its symmetric matrix
; (n x n, leading dimension n), into D (leading dimension ldd): G(i,i) on the
; diagonal, G(i,j) + G(j,i) off it; the other triangle 0 when %clear, else kept;
; n > 0
define internal void @"{p}.fold"(i8 %uplo, i64 %n, ptr %g, ptr %d, i64 %ldd, i1 %clear) {{
entry:
  br label %column
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column.end ]
  br label %row
row:
  %i = phi i64 [ 0, %column ], [ %i.next, %row ]
  %inside = call i1 @"{p}.inside"(i8 %uplo, i64 %i, i64 %j)
  %j.n = mul i64 %j, %n
  %ij.index = add i64 %j.n, %i
  %ij = getelementptr {t}, ptr %g, i64 %ij.index
  %g.ij = load {t}, ptr %ij
  %i.n = mul i64 %i, %n
  %ji.index = add i64 %i.n, %j
  %ji = getelementptr {t}, ptr %g, i64 %ji.index
  %g.ji = load {t}, ptr %ji
  %diagonal = icmp eq i64 %i, %j
  %sum = fadd {t} %g.ij, %g.ji
  %folded = select i1 %diagonal, {t} %g.ij, {t} %sum
  %j.ld = mul i64 %j, %ldd
  %to.index = add i64 %j.ld, %i
  %to = getelementptr {t}, ptr %d, i64 %to.index
  %old = load {t}, ptr %to
  %outside = select i1 %clear, {t} 0.0, {t} %old
  %value = select i1 %inside, {t} %folded, {t} %outside
  store {t} %value, ptr %to
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

"""

GAPS = """; M (n x n, leading dimension n) as F o M off the diagonal, F(i,j) = 1 / (w(j) - w(i)),
; 0 where w(i) and w(j) are closer than n eps max|w| (repeated eigenvalues), and
; the diagonal d (0 when not %has.d); w sorted (ascending or descending), n > 0
define internal void @"{p}.gaps"(i64 %n, ptr %w, ptr %m, ptr %d, i1 %has.d) {{
entry:
  %first = load {t}, ptr %w
  %last.index = sub i64 %n, 1
  %last.address = getelementptr {t}, ptr %w, i64 %last.index
  %last = load {t}, ptr %last.address
  %minus.first = fneg {t} %first
  %minus.last = fneg {t} %last
  %first.negative = fcmp olt {t} %first, 0.0
  %last.negative = fcmp olt {t} %last, 0.0
  %size.first = select i1 %first.negative, {t} %minus.first, {t} %first
  %size.last = select i1 %last.negative, {t} %minus.last, {t} %last
  %first.larger = fcmp ogt {t} %size.first, %size.last
  %norm = select i1 %first.larger, {t} %size.first, {t} %size.last
  %count = uitofp i64 %n to {t}
  %scale = fmul {t} %count, %norm
  %tolerance = fmul {t} %scale, {eps}
  br label %column
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column.end ]
  %w.j.address = getelementptr {t}, ptr %w, i64 %j
  %w.j = load {t}, ptr %w.j.address
  br label %row
row:
  %i = phi i64 [ 0, %column ], [ %i.next, %row ]
  %w.i.address = getelementptr {t}, ptr %w, i64 %i
  %w.i = load {t}, ptr %w.i.address
  %gap = fsub {t} %w.j, %w.i
  %minus.gap = fneg {t} %gap
  %positive = fcmp ogt {t} %gap, 0.0
  %distance = select i1 %positive, {t} %gap, {t} %minus.gap
  %apart = fcmp ogt {t} %distance, %tolerance
  %divisor = select i1 %apart, {t} %gap, {t} 1.0
  %inverse = fdiv {t} 1.0, %divisor
  %factor = select i1 %apart, {t} %inverse, {t} 0.0
  %j.n = mul i64 %j, %n
  %index = add i64 %j.n, %i
  %address = getelementptr {t}, ptr %m, i64 %index
  %value = load {t}, ptr %address
  %scaled = fmul {t} %value, %factor
  store {t} %scaled, ptr %address
  %i.next = add i64 %i, 1
  %more.rows = icmp slt i64 %i.next, %n
  br i1 %more.rows, label %row, label %column.end
column.end:
  %j.next = add i64 %j, 1
  %more.columns = icmp slt i64 %j.next, %n
  br i1 %more.columns, label %column, label %diagonal
diagonal:
  %k = phi i64 [ 0, %column.end ], [ %k.next, %diagonal ]
  %n1 = add i64 %n, 1
  %k.index = mul i64 %k, %n1
  %k.address = getelementptr {t}, ptr %m, i64 %k.index
  %d.address = getelementptr {t}, ptr %d, i64 %k
  %source = select i1 %has.d, ptr %d.address, ptr %k.address
  %d.value = load {t}, ptr %source
  %d.k = select i1 %has.d, {t} %d.value, {t} 0.0
  store {t} %d.k, ptr %k.address
  %k.next = add i64 %k, 1
  %more = icmp slt i64 %k.next, %n
  br i1 %more, label %diagonal, label %done
done:
  ret void
}}

; d = the diagonal of M (n x n, leading dimension n); n > 0
define internal void @"{p}.diagonal"(i64 %n, ptr %m, ptr %d) {{
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %n1 = add i64 %n, 1
  %index = mul i64 %k, %n1
  %from = getelementptr {t}, ptr %m, i64 %index
  %value = load {t}, ptr %from
  %to = getelementptr {t}, ptr %d, i64 %k
  store {t} %value, ptr %to
  %k.next = add i64 %k, 1
  %more = icmp slt i64 %k.next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}}

"""

_PRODUCTS = """; M = V^T S V (n x n, leading dimension n; M may be S), through the scratch T;
; V's leading dimension ldv
define internal void @"{p}.congruence"(i64 %n, ptr %v, i64 %ldv, ptr %s, ptr %t, ptr %m) {{
entry:
  call void @"{gemm}"(i8 116, i8 110, i64 %n, i64 %n, i64 %n, i1 false, ptr %v, i64 %ldv, ptr %s, i64 %n, i1 false, ptr %t, i64 %n)
  call void @"{gemm}"(i8 110, i8 110, i64 %n, i64 %n, i64 %n, i1 false, ptr %t, i64 %n, ptr %v, i64 %ldv, i1 false, ptr %m, i64 %n)
  ret void
}}

; G = V M V^T (n x n, leading dimension n; G may be M), through the scratch T;
; V's leading dimension ldv
define internal void @"{p}.transform"(i64 %n, ptr %v, i64 %ldv, ptr %m, ptr %t, ptr %g) {{
entry:
  call void @"{gemm}"(i8 110, i8 110, i64 %n, i64 %n, i64 %n, i1 false, ptr %v, i64 %ldv, ptr %m, i64 %n, i1 false, ptr %t, i64 %n)
  call void @"{gemm}"(i8 110, i8 116, i64 %n, i64 %n, i64 %n, i1 false, ptr %t, i64 %n, ptr %v, i64 %ldv, i1 false, ptr %g, i64 %n)
  ret void
}}

; two malloc'd n x n scratch matrices, one after the other
define internal ptr @"{p}.scratch"(i64 %n) {{
entry:
  %nn = mul i64 %n, %n
  %nn2 = mul i64 %nn, 2
  %bytes = mul i64 %nn2, {size}
  %m = call ptr @malloc(i64 %bytes)
  ret ptr %m
}}

"""

CLEAR = """; dw = 0 when w is active (its primal values were overwritten, not read)
define internal void @"{p}.clear"(i64 %n, ptr %w, ptr %dw) {{
entry:
  %w.active = call i1 @"{p}.active"(ptr %w, ptr %dw)
  %nonempty = icmp sgt i64 %n, 0
  %clear = and i1 %w.active, %nonempty
  br i1 %clear, label %zero, label %done
zero:
  %bytes = mul i64 %n, {size}
  call void @llvm.memset.p0.i64(ptr %dw, i8 0, i64 %bytes, i1 false)
  br label %done
done:
  ret void
}}

"""

_HELPERS = _EVD + VALUES_STATUS + _TRIANGLES + GAPS + _PRODUCTS + CLEAR + SHARED

EIGH = """; the eigenvalues (w) and eigenvectors (over a) of the symmetric matrix of the
; triangle uplo of A, as numba_ez_xxxevd with jobz 'V'; w NaN when LAPACK fails
define internal void @"{p}"(i8 %uplo, i64 %n, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %a, i64 %lda, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %w) noinline {{
entry:
  call void @"{p}.evd"(i8 86, i8 %uplo, i64 %n, ptr %a, i64 %lda, ptr %w)
  ret void
}}

; the forward pass: w and V, and a tape holding a copy of w (n elements), then of V
define internal ptr @"{p}.augment"(i8 %uplo, i8 %uplo.shadow, i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %w, ptr %dw) {{
entry:
  call void @"{p}"(i8 %uplo, i64 %n, ptr %a, i64 %lda, ptr %w)
  %bytes.w = mul i64 %n, {size}
  %bytes.v = call i64 @"{p}.bytes"(i64 %n, i64 %n, i64 %lda)
  %bytes.wv = add i64 %bytes.w, %bytes.v
  %bytes = add i64 %bytes.wv, 1
  %tape = call ptr @malloc(i64 %bytes)
  call void @llvm.memcpy.p0.p0.i64(ptr %tape, ptr %w, i64 %bytes.w, i1 false)
  %v.copy = getelementptr i8, ptr %tape, i64 %bytes.w
  call void @llvm.memcpy.p0.p0.i64(ptr %v.copy, ptr %a, i64 %bytes.v, i1 false)
  ret ptr %tape
}}

; with dV the shadow of a and dw that of w: G = V (diag(dw) + F o (V^T dV)) V^T,
; folded onto the triangle, replaces dV; dw = 0
define internal void @"{p}.reverse"(i8 %uplo, i8 %uplo.shadow, i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %w, ptr %dw, ptr %tape) {{
entry:
  %bytes.w = mul i64 %n, {size}
  %v.copy = getelementptr i8, ptr %tape, i64 %bytes.w
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %w.active = call i1 @"{p}.active"(ptr %w, ptr %dw)
  %nonempty = icmp sgt i64 %n, 0
  %status = call i32 @"{p}.status"(i64 %n, ptr %tape)
  %solved = icmp eq i32 %status, 0
  %work.ok = and i1 %nonempty, %solved
  %work = and i1 %work.ok, %a.active
  br i1 %work, label %adjoint, label %done
adjoint:
  %m = call ptr @"{p}.scratch"(i64 %n)
  %nn = mul i64 %n, %n
  %t = getelementptr {t}, ptr %m, i64 %nn
  call void @"{gemm}"(i8 116, i8 110, i64 %n, i64 %n, i64 %n, i1 false, ptr %v.copy, i64 %lda, ptr %da, i64 %lda, i1 false, ptr %m, i64 %n)
  call void @"{p}.gaps"(i64 %n, ptr %tape, ptr %m, ptr %dw, i1 %w.active)
  call void @"{p}.transform"(i64 %n, ptr %v.copy, i64 %lda, ptr %m, ptr %t, ptr %m)
  call void @"{p}.fold"(i8 %uplo, i64 %n, ptr %m, ptr %da, i64 %lda, i1 true)
  call void @free(ptr %m)
  br label %done
done:
  call void @"{p}.clear"(i64 %n, ptr %w, ptr %dw)
  call void @free(ptr %tape)
  ret void
}}

; forward mode: w and V, then with M = V^T dS V (dS the symmetric tangent of the
; triangle) dw = diag(M) and dV = V (F o M), which replaces dA
define internal void @"{p}.forward"(i8 %uplo, i8 %uplo.shadow, i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %w, ptr %dw) {{
entry:
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %w.active = call i1 @"{p}.active"(ptr %w, ptr %dw)
  %nonempty = icmp sgt i64 %n, 0
  %work = and i1 %nonempty, %a.active
  br i1 %work, label %tangent, label %primal
primal:
  call void @"{p}"(i8 %uplo, i64 %n, ptr %a, i64 %lda, ptr %w)
  call void @"{p}.clear"(i64 %n, ptr %w, ptr %dw)
  ret void
tangent:
  %m = call ptr @"{p}.scratch"(i64 %n)
  %nn = mul i64 %n, %n
  %t = getelementptr {t}, ptr %m, i64 %nn
  call void @"{p}.symmetric"(i8 %uplo, i64 %n, ptr %da, i64 %lda, ptr %m)
  call void @"{p}"(i8 %uplo, i64 %n, ptr %a, i64 %lda, ptr %w)
  %status = call i32 @"{p}.status"(i64 %n, ptr %w)
  %solved = icmp eq i32 %status, 0
  br i1 %solved, label %project, label %done
project:
  call void @"{p}.congruence"(i64 %n, ptr %a, i64 %lda, ptr %m, ptr %t, ptr %m)
  br i1 %w.active, label %eigenvalues, label %eigenvectors
eigenvalues:
  call void @"{p}.diagonal"(i64 %n, ptr %m, ptr %dw)
  br label %eigenvectors
eigenvectors:
  call void @"{p}.gaps"(i64 %n, ptr %w, ptr %m, ptr null, i1 false)
  call void @"{gemm}"(i8 110, i8 110, i64 %n, i64 %n, i64 %n, i1 false, ptr %a, i64 %lda, ptr %m, i64 %n, i1 false, ptr %da, i64 %lda)
  br label %done
done:
  call void @free(ptr %m)
  ret void
}}

""" + _HELPERS

EIGVALSH = """; the eigenvalues (w) of the symmetric matrix of the triangle uplo of A, as
; numba_ez_xxxevd with jobz 'N' (which destroys that triangle of a); w NaN when
; LAPACK fails
define internal void @"{p}"(i8 %uplo, i64 %n, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %a, i64 %lda, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %w) noinline {{
entry:
  call void @"{p}.evd"(i8 78, i8 %uplo, i64 %n, ptr %a, i64 %lda, ptr %w)
  ret void
}}

; the primal, and the eigenvectors into v (leading dimension lda) from a copy of A
; there, their eigenvalues into u; w NaN when that fails too, so the primal
; raises rather than give no derivative
define internal void @"{p}.decompose"(i8 %uplo, i64 %n, ptr %a, i64 %lda, ptr %w, ptr %v, ptr %u) {{
entry:
  %bytes.v = call i64 @"{p}.bytes"(i64 %n, i64 %n, i64 %lda)
  call void @llvm.memcpy.p0.p0.i64(ptr %v, ptr %a, i64 %bytes.v, i1 false)
  call void @"{p}"(i8 %uplo, i64 %n, ptr %a, i64 %lda, ptr %w)
  call void @"{eigh}"(i8 %uplo, i64 %n, ptr %v, i64 %lda, ptr %u)
  %status = call i32 @"{p}.status"(i64 %n, ptr %u)
  %failed = icmp ne i32 %status, 0
  br i1 %failed, label %poison, label %done
poison:
  %bytes.w = mul i64 %n, {size}
  call void @llvm.memset.p0.i64(ptr %w, i8 -1, i64 %bytes.w, i1 false)
  br label %done
done:
  ret void
}}

; a malloc'd block for the eigenvalues (n elements), then the eigenvectors
; (leading dimension lda) of decompose
define internal ptr @"{p}.vectors"(i64 %n, i64 %lda) {{
entry:
  %bytes.w = mul i64 %n, {size}
  %bytes.v = call i64 @"{p}.bytes"(i64 %n, i64 %n, i64 %lda)
  %bytes.wv = add i64 %bytes.w, %bytes.v
  %bytes = add i64 %bytes.wv, 1
  %block = call ptr @malloc(i64 %bytes)
  ret ptr %block
}}

; the forward pass: w, and a tape holding the eigenvalues, then the eigenvectors V
define internal ptr @"{p}.augment"(i8 %uplo, i8 %uplo.shadow, i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %w, ptr %dw) {{
entry:
  %tape = call ptr @"{p}.vectors"(i64 %n, i64 %lda)
  %bytes.w = mul i64 %n, {size}
  %v.copy = getelementptr i8, ptr %tape, i64 %bytes.w
  call void @"{p}.decompose"(i8 %uplo, i64 %n, ptr %a, i64 %lda, ptr %w, ptr %v.copy, ptr %tape)
  ret ptr %tape
}}

; with dw the shadow of w: G = V diag(dw) V^T (diag(dw) made by gaps from a zero M),
; folded onto the triangle, replaces its part of dA; dw = 0
define internal void @"{p}.reverse"(i8 %uplo, i8 %uplo.shadow, i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %w, ptr %dw, ptr %tape) {{
entry:
  %bytes.w = mul i64 %n, {size}
  %v.copy = getelementptr i8, ptr %tape, i64 %bytes.w
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %w.active = call i1 @"{p}.active"(ptr %w, ptr %dw)
  %nonempty = icmp sgt i64 %n, 0
  %status = call i32 @"{p}.status"(i64 %n, ptr %tape)
  %solved = icmp eq i32 %status, 0
  %work.ok = and i1 %nonempty, %solved
  %work = and i1 %work.ok, %a.active
  br i1 %work, label %adjoint, label %done
adjoint:
  %m = call ptr @"{p}.scratch"(i64 %n)
  %nn = mul i64 %n, %n
  %t = getelementptr {t}, ptr %m, i64 %nn
  %bytes.m = mul i64 %nn, {size}
  call void @llvm.memset.p0.i64(ptr %m, i8 0, i64 %bytes.m, i1 false)
  call void @"{p}.gaps"(i64 %n, ptr %tape, ptr %m, ptr %dw, i1 %w.active)
  call void @"{p}.transform"(i64 %n, ptr %v.copy, i64 %lda, ptr %m, ptr %t, ptr %m)
  call void @"{p}.fold"(i8 %uplo, i64 %n, ptr %m, ptr %da, i64 %lda, i1 false)
  call void @free(ptr %m)
  br label %done
done:
  call void @"{p}.clear"(i64 %n, ptr %w, ptr %dw)
  call void @free(ptr %tape)
  ret void
}}

; forward mode: w, then dw = diag(V^T dS V) (dS the symmetric tangent of the
; triangle, V the eigenvectors of decompose); dA keeps its values
define internal void @"{p}.forward"(i8 %uplo, i8 %uplo.shadow, i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %w, ptr %dw) {{
entry:
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %w.active = call i1 @"{p}.active"(ptr %w, ptr %dw)
  %nonempty = icmp sgt i64 %n, 0
  %both = and i1 %a.active, %w.active
  %work = and i1 %nonempty, %both
  br i1 %work, label %tangent, label %primal
primal:
  call void @"{p}"(i8 %uplo, i64 %n, ptr %a, i64 %lda, ptr %w)
  call void @"{p}.clear"(i64 %n, ptr %w, ptr %dw)
  ret void
tangent:
  %m = call ptr @"{p}.scratch"(i64 %n)
  %nn = mul i64 %n, %n
  %t = getelementptr {t}, ptr %m, i64 %nn
  call void @"{p}.symmetric"(i8 %uplo, i64 %n, ptr %da, i64 %lda, ptr %m)
  %vectors = call ptr @"{p}.vectors"(i64 %n, i64 %lda)
  %bytes.w = mul i64 %n, {size}
  %v = getelementptr i8, ptr %vectors, i64 %bytes.w
  call void @"{p}.decompose"(i8 %uplo, i64 %n, ptr %a, i64 %lda, ptr %w, ptr %v, ptr %vectors)
  %status = call i32 @"{p}.status"(i64 %n, ptr %w)
  %solved = icmp eq i32 %status, 0
  br i1 %solved, label %project, label %done
project:
  call void @"{p}.congruence"(i64 %n, ptr %v, i64 %lda, ptr %m, ptr %t, ptr %m)
  call void @"{p}.diagonal"(i64 %n, ptr %m, ptr %dw)
  br label %done
done:
  call void @free(ptr %vectors)
  call void @free(ptr %m)
  ret void
}}

""" + _HELPERS
