"""The wrapper with derivative rules that lapack.py puts after np.linalg.cholesky's potrf, as IR.

`{p}` is the wrapper's name (`nrtgrad.lapack.cholesky.double`, ...), `{t}`
the element type, `{kind}` Numba's LAPACK kind and `{size}` the element
size, as in lapack_rules.py.  Numba's `np.linalg.cholesky` calls
`numba_xxpotrf(kind, 'U', n, a, n)` on a C-order copy of A: in LAPACK's
column-major terms the buffer is A^T, potrf reads its upper triangle (A's
lower one) and overwrites it with U, A_sym = U^T U (Numba's L is U^T read in
C order), and leaves the strict lower triangle as it was, which Numba then
zeroes in a loop.

Invariant: the inactive `.factor` runs potrf (its info is the primal's
status, exactly), so to Enzyme the buffer holds A until the wrapper makes
it the factor, U above the diagonal and 0 below, as Numba's loop then has
it.  The rules read only U (the buffer after `.factor`, taped by the
augmented pass), with A_sym the symmetric matrix of the upper triangle that
potrf read; elements below the diagonal have no derivative:

- forward: dU = Phi(U^-T dA_sym U^-1) U;
- reverse: G = U^-1 Phi(Ubar U^T) U^-T with Ubar the upper triangle of the
  adjoint, and the adjoint of an element (i, j), i < j, is G_ij + G_ji (it
  stands for both A_sym_ij and A_sym_ji), of a diagonal one G_ii;

Phi keeping the upper triangle and half the diagonal.  U^-1 comes from
the gesv wrapper (`numba_xgesv`) on a copy of U (a triangular matrix: no
pivoting), the products from `numba_xxgemm` (`{gemm}` in the reverse pass):
wrappers with forward-mode rules, so forward mode runs over the reverse pass.  Neither rule touches a shadow that is none (a constant
or null operand).  Where the buffer holds no factor, a diagonal element not
positive (potrf stopped there, and the primal raises; or it met NaN, which
OpenBLAS's potrf passes on with info 0), the derivative is NaN, never a
number.  The wrapper takes no status: Enzyme 0.0.289 does not use a
registered forward derivative given an integer a call returned.
"""

from .blas_rules import REGISTRATION

# the n x n scratch matrix, the copy of an upper triangle and the inverse of an
# upper triangular matrix (the gesv wrapper on the identity), which lapack_qr_rules.py
# uses too
TRIANGULAR = """; a malloc'd n x n scratch matrix (one element when n is 0)
define internal ptr @"{p}.square"(i64 %n) {{
entry:
  %nn = mul i64 %n, %n
  %some = icmp sgt i64 %nn, 0
  %elements = select i1 %some, i64 %nn, i64 1
  %bytes = mul i64 %elements, {size}
  %x = call ptr @malloc(i64 %bytes)
  ret ptr %x
}}

; a malloc'd n x n copy of the upper triangle of a, below the diagonal 0 or
; (mirror) the symmetric matrix's elements
define internal ptr @"{p}.upper"(i64 %n, ptr %a, i64 %lda, i1 %mirror) {{
entry:
  %x = call ptr @"{p}.square"(i64 %n)
  %empty = icmp sle i64 %n, 0
  br i1 %empty, label %done, label %column
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column.end ]
  br label %row
row:
  %i = phi i64 [ 0, %column ], [ %i.next, %row ]
  %above = icmp sle i64 %i, %j
  %row.from = select i1 %above, i64 %i, i64 %j
  %column.from = select i1 %above, i64 %j, i64 %i
  %column.lda = mul i64 %column.from, %lda
  %from.index = add i64 %column.lda, %row.from
  %from = getelementptr {t}, ptr %a, i64 %from.index
  %element = load {t}, ptr %from
  %kept = or i1 %above, %mirror
  %value = select i1 %kept, {t} %element, {t} 0.0
  %j.n = mul i64 %j, %n
  %to.index = add i64 %j.n, %i
  %to = getelementptr {t}, ptr %x, i64 %to.index
  store {t} %value, ptr %to
  %i.next = add i64 %i, 1
  %more.rows = icmp slt i64 %i.next, %n
  br i1 %more.rows, label %row, label %column.end
column.end:
  %j.next = add i64 %j, 1
  %more.columns = icmp slt i64 %j.next, %n
  br i1 %more.columns, label %column, label %done
done:
  ret ptr %x
}}

; a malloc'd U^-1 of the n x n upper triangular u (0 below the diagonal):
; the gesv wrapper on a copy of u and the identity
define internal ptr @"{p}.inverse"(i64 %n, ptr %u) {{
entry:
  %lu = call ptr @"{p}.upper"(i64 %n, ptr %u, i64 %n, i1 false)
  %v = call ptr @"{p}.square"(i64 %n)
  %nn = mul i64 %n, %n
  %bytes = mul i64 %nn, {size}
  call void @llvm.memset.p0.i64(ptr %v, i8 0, i64 %bytes, i1 false)
  br label %diagonal
diagonal:
  %i = phi i64 [ 0, %entry ], [ %i.next, %diagonal ]
  %n1 = add i64 %n, 1
  %index = mul i64 %i, %n1
  %address = getelementptr {t}, ptr %v, i64 %index
  store {t} 1.0, ptr %address
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %diagonal, label %solve
solve:
  call void @"{gesv}"(i64 %n, i64 %n, ptr %lu, i64 %n, ptr %v, i64 %n)
  call void @free(ptr %lu)
  ret ptr %v
}}

"""

CHOLESKY = """; the Cholesky factor U in a from potrf's output: 0 below the diagonal, as
; Numba's own loop then makes it too
define internal void @"{p}"(i64 %n, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %a, i64 %lda) noinline {{
entry:
  call void @"{p}.clear"(i64 %n, ptr %a, i64 %lda)
  ret void
}}

; numba_xxpotrf of a's upper triangle in place: LAPACK's info (0, or the order of
; the leading minor that is not positive definite).  Inactive: to Enzyme, a keeps
; A until the wrapper makes it U.  A negative info (the helper could not run) is
; given as 1, not positive definite (the primal raises), never as a factor
define internal i32 @"{p}.factor"(i64 %n, ptr %a, i64 %lda) noinline nofree nounwind "enzyme_inactive" {{
entry:
  %info = call i32 @numba_xxpotrf(i8 {kind}, i8 85, i64 %n, ptr %a, i64 %lda)
  %failed = icmp slt i32 %info, 0
  %status = select i1 %failed, i32 1, i32 %info
  ret i32 %status
}}

; zero below the diagonal of the column-major n x n a
define internal void @"{p}.clear"(i64 %n, ptr %a, i64 %lda) {{
entry:
  %empty = icmp sle i64 %n, 1
  br i1 %empty, label %done, label %column
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column.end ]
  %first = add i64 %j, 1
  %more = icmp slt i64 %first, %n
  br i1 %more, label %row, label %column.end
row:
  %i = phi i64 [ %first, %column ], [ %i.next, %row ]
  %j.lda = mul i64 %j, %lda
  %index = add i64 %j.lda, %i
  %address = getelementptr {t}, ptr %a, i64 %index
  store {t} 0.0, ptr %address
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

; Phi in place on the n x n x: its upper triangle with half the diagonal, 0 below
define internal void @"{p}.phi"(i64 %n, ptr %x) {{
entry:
  call void @"{p}.clear"(i64 %n, ptr %x, i64 %n)
  %empty = icmp sle i64 %n, 0
  br i1 %empty, label %done, label %diagonal
diagonal:
  %i = phi i64 [ 0, %entry ], [ %i.next, %diagonal ]
  %n1 = add i64 %n, 1
  %index = mul i64 %i, %n1
  %address = getelementptr {t}, ptr %x, i64 %index
  %element = load {t}, ptr %address
  %half = fmul {t} %element, 0.5
  store {t} %half, ptr %address
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %diagonal, label %done
done:
  ret void
}}

; a's upper triangle from the n x n x (fold: x_ij + x_ji above the diagonal), 0 below
define internal void @"{p}.store"(i64 %n, ptr %x, ptr %a, i64 %lda, i1 %fold) {{
entry:
  call void @"{p}.clear"(i64 %n, ptr %a, i64 %lda)
  br label %column
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column.end ]
  br label %row
row:
  %i = phi i64 [ 0, %column ], [ %i.next, %row ]
  %j.n = mul i64 %j, %n
  %from.index = add i64 %j.n, %i
  %from = getelementptr {t}, ptr %x, i64 %from.index
  %element = load {t}, ptr %from
  %i.n = mul i64 %i, %n
  %mirror.index = add i64 %i.n, %j
  %mirror = getelementptr {t}, ptr %x, i64 %mirror.index
  %mirror.element = load {t}, ptr %mirror
  %off = icmp ne i64 %i, %j
  %folded = and i1 %fold, %off
  %other = select i1 %folded, {t} %mirror.element, {t} 0.0
  %value = fadd {t} %element, %other
  %j.lda = mul i64 %j, %lda
  %to.index = add i64 %j.lda, %i
  %to = getelementptr {t}, ptr %a, i64 %to.index
  store {t} %value, ptr %to
  %i.next = add i64 %i, 1
  %more.rows = icmp sle i64 %i.next, %j
  br i1 %more.rows, label %row, label %column.end
column.end:
  %j.next = add i64 %j, 1
  %more.columns = icmp slt i64 %j.next, %n
  br i1 %more.columns, label %column, label %done
done:
  ret void
}}

; whether the rules have work: a nonempty matrix with a shadow
define internal i1 @"{p}.work"(i64 %n, ptr %a, ptr %da) {{
entry:
  %nonempty = icmp sgt i64 %n, 0
  %active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %work = and i1 %nonempty, %active
  ret i1 %work
}}

; whether the n x n u (leading dimension ld) is a factor: its diagonal positive.
; potrf leaves a value that is not on the diagonal where it stops (info > 0: the
; primal raises), and NaN where its input had NaN
define internal i1 @"{p}.factored"(i64 %n, ptr %u, i64 %ld) {{
entry:
  br label %diagonal
diagonal:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %ld1 = add i64 %ld, 1
  %index = mul i64 %i, %ld1
  %address = getelementptr {t}, ptr %u, i64 %index
  %element = load {t}, ptr %address
  %positive = fcmp ogt {t} %element, 0.0
  br i1 %positive, label %next, label %no
next:
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %diagonal, label %yes
yes:
  ret i1 true
no:
  ret i1 false
}}

; NaN above the diagonal of a, 0 below: the derivative where there is no factor
define internal void @"{p}.poison"(i64 %n, ptr %a, i64 %lda) {{
entry:
  %x = call ptr @"{p}.square"(i64 %n)
  %nn = mul i64 %n, %n
  %bytes = mul i64 %nn, {size}
  call void @llvm.memset.p0.i64(ptr %x, i8 -1, i64 %bytes, i1 false)
  call void @"{p}.store"(i64 %n, ptr %x, ptr %a, i64 %lda, i1 false)
  call void @free(ptr %x)
  ret void
}}

; the forward pass: U, and a tape holding a copy of it (n x n)
define internal ptr @"{p}.augment"(i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow) {{
entry:
  call void @"{p}"(i64 %n, ptr %a, i64 %lda)
  %tape = call ptr @"{p}.upper"(i64 %n, ptr %a, i64 %lda, i1 false)
  ret ptr %tape
}}

; with Ubar the upper triangle of the shadow of a: X = Ubar U^T, S = Phi(X),
; G = U^-1 S U^-T, folded onto the upper triangle (0 below) replaces it
define internal void @"{p}.reverse"(i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %tape) {{
entry:
  %work = call i1 @"{p}.work"(i64 %n, ptr %a, ptr %da)
  br i1 %work, label %check, label %done
check:
  %factored = call i1 @"{p}.factored"(i64 %n, ptr %tape, i64 %n)
  br i1 %factored, label %adjoint, label %poison
poison:
  call void @"{p}.poison"(i64 %n, ptr %da, i64 %lda)
  br label %done
adjoint:
  %g = call ptr @"{p}.upper"(i64 %n, ptr %da, i64 %lda, i1 false)
  %s = call ptr @"{p}.square"(i64 %n)
  call void @"{gemm}"(i8 110, i8 116, i64 %n, i64 %n, i64 %n, i1 false, ptr %g, i64 %n, ptr %tape, i64 %n, i1 false, ptr %s, i64 %n)
  call void @"{p}.phi"(i64 %n, ptr %s)
  %v = call ptr @"{p}.inverse"(i64 %n, ptr %tape)
  call void @"{gemm}"(i8 110, i8 116, i64 %n, i64 %n, i64 %n, i1 false, ptr %s, i64 %n, ptr %v, i64 %n, i1 false, ptr %g, i64 %n)
  call void @"{gemm}"(i8 110, i8 110, i64 %n, i64 %n, i64 %n, i1 false, ptr %v, i64 %n, ptr %g, i64 %n, i1 false, ptr %s, i64 %n)
  call void @"{p}.store"(i64 %n, ptr %s, ptr %da, i64 %lda, i1 true)
  call void @free(ptr %g)
  call void @free(ptr %s)
  call void @free(ptr %v)
  br label %done
done:
  call void @free(ptr %tape)
  ret void
}}

; forward mode: U, then with dA_sym the symmetric matrix of the upper triangle
; of the shadow, P = U^-T dA_sym U^-1 and dU = Phi(P) U replace it (0 below)
define internal void @"{p}.forward"(i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow) {{
entry:
  %one = alloca {t}
  %zero = alloca {t}
  store {t} 1.0, ptr %one
  store {t} 0.0, ptr %zero
  call void @"{p}"(i64 %n, ptr %a, i64 %lda)
  %work = call i1 @"{p}.work"(i64 %n, ptr %a, ptr %da)
  br i1 %work, label %check, label %done
check:
  %factored = call i1 @"{p}.factored"(i64 %n, ptr %a, i64 %lda)
  br i1 %factored, label %tangent, label %poison
poison:
  call void @"{p}.poison"(i64 %n, ptr %da, i64 %lda)
  br label %done
tangent:
  %u = call ptr @"{p}.upper"(i64 %n, ptr %a, i64 %lda, i1 false)
  %d = call ptr @"{p}.upper"(i64 %n, ptr %da, i64 %lda, i1 true)
  %v = call ptr @"{p}.inverse"(i64 %n, ptr %u)
  %t = call ptr @"{p}.square"(i64 %n)
  %s1 = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 110, i64 %n, i64 %n, i64 %n, ptr %one, ptr %d, i64 %n, ptr %v, i64 %n, ptr %zero, ptr %t, i64 %n)
  %s2 = call i32 @numba_xxgemm(i8 {kind}, i8 116, i8 110, i64 %n, i64 %n, i64 %n, ptr %one, ptr %v, i64 %n, ptr %t, i64 %n, ptr %zero, ptr %d, i64 %n)
  call void @"{p}.phi"(i64 %n, ptr %d)
  %s3 = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 110, i64 %n, i64 %n, i64 %n, ptr %one, ptr %d, i64 %n, ptr %u, i64 %n, ptr %zero, ptr %t, i64 %n)
  call void @"{p}.store"(i64 %n, ptr %t, ptr %da, i64 %lda, i1 false)
  call void @free(ptr %u)
  call void @free(ptr %d)
  call void @free(ptr %v)
  call void @free(ptr %t)
  br label %done
done:
  ret void
}}

""" + TRIANGULAR + REGISTRATION
