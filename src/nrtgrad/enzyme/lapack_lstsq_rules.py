"""The least-squares wrapper with derivative rules that lapack.py adds to a module
(`np.linalg.lstsq`), as an IR template.

`{p}` is the wrapper's name (`nrtgrad.lapack.lstsq.double`, ...), `{t}` the
element type, `{kind}` Numba's LAPACK kind ('d' or 's' as a number), `{size}`
the element size and `{sqrt}` the square root intrinsic of `{t}`.  The template
defines the wrapper (the primal), its augmented forward pass, its reverse pass
and its forward-mode derivative, and registers them with Enzyme; the registered
functions take every integer parameter twice (primal and "shadow") and put no
derivative into a shadow that is its primal (a constant operand) or null.

Invariant: the wrapper is Numba's `numba_ez_gelsd` on A (m x n, m, n >= 1 and
nrhs >= 1: Numba's lstsq raises on empty arrays before the call; leading
dimension lda, destroyed) and B (rows 0..m-1 of b, nrhs columns, leading
dimension ldb >= max(m, n)), with rcond given as a double's bits and the rank
written to the int `rank` bytes past s: X = A^+ B in rows 0..n-1 of b, the
singular values s of A (k = min(m, n) of them; NaN when LAPACK fails, which
the caller's `.status` reports) and, for m > n, a canonical residual: the
norm |r_j| of column j of R = B - A X in row n of b and 0 below (gelsd leaves
a rotation of R there that depends on LAPACK's internals; Numba reads only the
columns' sums of squares, which are the same).  The rules hold for a full
rank A (rank k: the caller returns SINGULAR_STATUS from the derivative
otherwise, `.deficient`) and run on A = U S V^T (thin, numba_ez_gesdd on a
copy), X and R, taped by the forward pass (`.prepare`).  A^+ is applied as
V S^-1 U^T, never through A^T A or A A^T, whose condition number is the
square of A's.  With P = dB - dA X:

    dX = V S^-1 (U^T P + [m > n] S^-1 V^T dA^T R)
         + [n > m] (I - V V^T) dA^T Z,           Z = U S^-1 V^T X = A^+T X
    d|r_j| = r_j^T P_j / |r_j|                   (0 when r_j = 0)
    ds_i = u_i^T dA v_i

and in reverse, with G = S^-1 V^T Xbar and Pbar = U G + R diag(rbar_j / |r_j|):
Bbar = Pbar (0 in b's rows m..n-1, which feed nothing), Abar = -Pbar X^T +
[m > n] R (V S^-1 G)^T + [n > m] Z ((I - V V^T) Xbar)^T + U diag(sbar) V^T.
"""

from .lapack_eigh_rules import CLEAR, VALUES_STATUS
from .lapack_rules import SHARED
from .lapack_svd_rules import MINIMUM, SCALE

_FLOAT = 'ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}"'

_HELPERS = """; whether gelsd succeeded (status 0) on a matrix of rank below k: the derivative
; is not defined there
define internal i1 @"{p}.deficient"(i64 %k, ptr %rank, i32 %status) noinline nofree nounwind readonly argmemonly willreturn "enzyme_inactive" {{
entry:
  %value = load i32, ptr %rank
  %wide = sext i32 %value to i64
  %low = icmp slt i64 %wide, %k
  %solved = icmp eq i32 %status, 0
  %deficient = and i1 %solved, %low
  ret i1 %deficient
}}

; rcond's bits, and the rank's address as its distance from s: integers Enzyme keeps
; constant, which its type analysis takes for a float and an integer (a constant
; argument of another type, such as an address, stops Enzyme from using the registered
; forward-mode derivative)
define internal i64 @"{p}.bits"(double %rcond) noinline nofree nounwind readnone willreturn "enzyme_inactive" {{
entry:
  %bits = bitcast double %rcond to i64
  ret i64 %bits
}}

define internal i64 @"{p}.offset"(ptr %rank, ptr %s) noinline nofree nounwind readnone willreturn "enzyme_inactive" {{
entry:
  %to = ptrtoint ptr %rank to i64
  %from = ptrtoint ptr %s to i64
  %offset = sub i64 %to, %from
  ret i64 %offset
}}

; sum of x(i) y(i) over count elements
define internal {t} @"{p}.dot"(i64 %count, ptr %x, ptr %y) {{
entry:
  %empty = icmp sle i64 %count, 0
  br i1 %empty, label %done, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %sum = phi {t} [ 0.0, %entry ], [ %sum.next, %loop ]
  %x.address = getelementptr {t}, ptr %x, i64 %i
  %x.i = load {t}, ptr %x.address
  %y.address = getelementptr {t}, ptr %y, i64 %i
  %y.i = load {t}, ptr %y.address
  %term = fmul {t} %x.i, %y.i
  %sum.next = fadd {t} %sum, %term
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %count
  br i1 %more, label %loop, label %done
done:
  %result = phi {t} [ 0.0, %entry ], [ %sum.next, %loop ]
  ret {t} %result
}}

; out(j) = the dot product of column j of X and of Y (rows x cols, leading
; dimension rows), or with %root its square root
define internal void @"{p}.dots"(i64 %rows, i64 %cols, ptr %x, ptr %y, ptr %out, i1 %root) {{
entry:
  %empty = icmp sle i64 %cols, 0
  br i1 %empty, label %done, label %loop
loop:
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %offset = mul i64 %j, %rows
  %x.j = getelementptr {t}, ptr %x, i64 %offset
  %y.j = getelementptr {t}, ptr %y, i64 %offset
  %dot = call {t} @"{p}.dot"(i64 %rows, ptr %x.j, ptr %y.j)
  %norm = call {t} @{sqrt}({t} %dot)
  %value = select i1 %root, {t} %norm, {t} %dot
  %to = getelementptr {t}, ptr %out, i64 %j
  store {t} %value, ptr %to
  %j.next = add i64 %j, 1
  %more = icmp slt i64 %j.next, %cols
  br i1 %more, label %loop, label %done
done:
  ret void
}}

; out(j out.stride) = num(j num.stride) / den(j), 0 where den(j) is 0, j < count
define internal void @"{p}.ratios"(i64 %count, ptr %num, i64 %num.stride, ptr %den, ptr %out, i64 %out.stride) {{
entry:
  %empty = icmp sle i64 %count, 0
  br i1 %empty, label %done, label %loop
loop:
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %num.index = mul i64 %j, %num.stride
  %num.address = getelementptr {t}, ptr %num, i64 %num.index
  %numerator = load {t}, ptr %num.address
  %den.address = getelementptr {t}, ptr %den, i64 %j
  %denominator = load {t}, ptr %den.address
  %zero = fcmp oeq {t} %denominator, 0.0
  %divisor = select i1 %zero, {t} 1.0, {t} %denominator
  %quotient = fdiv {t} %numerator, %divisor
  %value = select i1 %zero, {t} 0.0, {t} %quotient
  %out.index = mul i64 %j, %out.stride
  %out.address = getelementptr {t}, ptr %out, i64 %out.index
  store {t} %value, ptr %out.address
  %j.next = add i64 %j, 1
  %more = icmp slt i64 %j.next, %count
  br i1 %more, label %loop, label %done
done:
  ret void
}}

; the rows x cols matrix at from (leading dimension ldf) into the one at to
; (leading dimension ldt), or zeros there when from is null
define internal void @"{p}.copy"(i64 %rows, i64 %cols, ptr %from, i64 %ldf, ptr %to, i64 %ldt) {{
entry:
  %empty.r = icmp sle i64 %rows, 0
  %empty.c = icmp sle i64 %cols, 0
  %empty = or i1 %empty.r, %empty.c
  %bytes = mul i64 %rows, {size}
  %zero = icmp eq ptr %from, null
  br i1 %empty, label %done, label %loop
loop:
  %j = phi i64 [ 0, %entry ], [ %j.next, %next ]
  %to.index = mul i64 %j, %ldt
  %to.j = getelementptr {t}, ptr %to, i64 %to.index
  br i1 %zero, label %clear, label %move
clear:
  call void @llvm.memset.p0.i64(ptr %to.j, i8 0, i64 %bytes, i1 false)
  br label %next
move:
  %from.index = mul i64 %j, %ldf
  %from.j = getelementptr {t}, ptr %from, i64 %from.index
  call void @llvm.memcpy.p0.p0.i64(ptr %to.j, ptr %from.j, i64 %bytes, i1 false)
  br label %next
next:
  %j.next = add i64 %j, 1
  %more = icmp slt i64 %j.next, %cols
  br i1 %more, label %loop, label %done
done:
  ret void
}}

; C(i, j) = C(i, j) / s(i), C rows x cols (leading dimension ldc)
define internal void @"{p}.divide"(i64 %rows, i64 %cols, ptr %c, i64 %ldc, ptr %s) {{
entry:
  %empty.r = icmp sle i64 %rows, 0
  %empty.c = icmp sle i64 %cols, 0
  %empty = or i1 %empty.r, %empty.c
  br i1 %empty, label %done, label %column
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column.end ]
  %j.ld = mul i64 %j, %ldc
  br label %row
row:
  %i = phi i64 [ 0, %column ], [ %i.next, %row ]
  %s.address = getelementptr {t}, ptr %s, i64 %i
  %s.i = load {t}, ptr %s.address
  %index = add i64 %j.ld, %i
  %address = getelementptr {t}, ptr %c, i64 %index
  %value = load {t}, ptr %address
  %quotient = fdiv {t} %value, %s.i
  store {t} %quotient, ptr %address
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

; a malloc'd rows x cols matrix (one element when empty)
define internal ptr @"{p}.new"(i64 %rows, i64 %cols) {{
entry:
  %elements = mul i64 %rows, %cols
  %some = add i64 %elements, 1
  %bytes = mul i64 %some, {size}
  %m = call ptr @malloc(i64 %bytes)
  ret ptr %m
}}

; part `which` of the block of .prepare, after an 8-byte flag (1: the rules
; hold): 0 U (m x k), 1 the singular values (k), 2 V^T (k x n), 3 X (n x nrhs),
; 4 R (m x nrhs), 5 the residual norms |r_j| (nrhs)
define internal ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 %which) {{
entry:
  %k = call i64 @"{p}.minimum"(i64 %m, i64 %n)
  %u = getelementptr i8, ptr %block, i64 8
  %mk = mul i64 %m, %k
  %s = getelementptr {t}, ptr %u, i64 %mk
  %vt = getelementptr {t}, ptr %s, i64 %k
  %kn = mul i64 %k, %n
  %x = getelementptr {t}, ptr %vt, i64 %kn
  %nq = mul i64 %n, %nrhs
  %r = getelementptr {t}, ptr %x, i64 %nq
  %mq = mul i64 %m, %nrhs
  %norms = getelementptr {t}, ptr %r, i64 %mq
  %is.s = icmp eq i32 %which, 1
  %is.vt = icmp eq i32 %which, 2
  %is.x = icmp eq i32 %which, 3
  %is.r = icmp eq i32 %which, 4
  %is.norms = icmp eq i32 %which, 5
  %p1 = select i1 %is.s, ptr %s, ptr %u
  %p2 = select i1 %is.vt, ptr %vt, ptr %p1
  %p3 = select i1 %is.x, ptr %x, ptr %p2
  %p4 = select i1 %is.r, ptr %r, ptr %p3
  %part = select i1 %is.norms, ptr %norms, ptr %p4
  ret ptr %part
}}

; a malloc'd Z = A^+T X = U S^-1 V^T X (m x nrhs), from the block of .prepare
define internal ptr @"{p}.transposed"(i64 %m, i64 %n, i64 %nrhs, ptr %block) {{
entry:
  %k = call i64 @"{p}.minimum"(i64 %m, i64 %n)
  %u = call ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 0)
  %values = call ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 1)
  %vt = call ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 2)
  %x = call ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 3)
  %z = call ptr @"{p}.new"(i64 %m, i64 %nrhs)
  %y = call ptr @"{p}.new"(i64 %k, i64 %nrhs)
  call void @"{gemm}"(i8 110, i8 110, i64 %k, i64 %nrhs, i64 %n, i1 false, ptr %vt, i64 %k, ptr %x, i64 %n, i1 false, ptr %y, i64 %k)
  call void @"{p}.divide"(i64 %k, i64 %nrhs, ptr %y, i64 %k, ptr %values)
  call void @"{gemm}"(i8 110, i8 110, i64 %m, i64 %nrhs, i64 %k, i1 false, ptr %u, i64 %m, ptr %y, i64 %k, i1 false, ptr %z, i64 %m)
  call void @free(ptr %y)
  ret ptr %z
}}

; the canonical residual of gelsd's output for m > n: row n of b the norm of
; rows n..m-1 of each column, 0 below
define internal void @"{p}.canonical"(i64 %m, i64 %n, i64 %nrhs, ptr %b, i64 %ldb) {{
entry:
  %rows = sub i64 %m, %n
  %tall = icmp sgt i64 %rows, 0
  %some = icmp sgt i64 %nrhs, 0
  %work = and i1 %tall, %some
  %below = sub i64 %rows, 1
  %bytes = mul i64 %below, {size}
  br i1 %work, label %column, label %done
column:
  %j = phi i64 [ 0, %entry ], [ %j.next, %column ]
  %j.ld = mul i64 %j, %ldb
  %offset = add i64 %j.ld, %n
  %r = getelementptr {t}, ptr %b, i64 %offset
  %dot = call {t} @"{p}.dot"(i64 %rows, ptr %r, ptr %r)
  %norm = call {t} @{sqrt}({t} %dot)
  %under = getelementptr {t}, ptr %r, i64 1
  call void @llvm.memset.p0.i64(ptr %under, i8 0, i64 %bytes, i1 false)
  store {t} %norm, ptr %r
  %j.next = add i64 %j, 1
  %more = icmp slt i64 %j.next, %nrhs
  br i1 %more, label %column, label %done
done:
  ret void
}}

; the primal, and a malloc'd block (.part) with what the rules read: a copy of A
; decomposed by numba_ez_gesdd (jobz 'S'), X, R = B - A X and its columns' norms.
; The flag is 0 when gelsd failed, A is rank-deficient or gesdd failed (then s is
; NaN, so the primal raises rather than give no derivative)
define internal ptr @"{p}.prepare"(i64 %m, i64 %n, i64 %nrhs, ptr %a, i64 %lda, ptr %b, i64 %ldb, ptr %s, i64 %rcond, i64 %rank) {{
entry:
  %k = call i64 @"{p}.minimum"(i64 %m, i64 %n)
  %mk = mul i64 %m, %k
  %kn = mul i64 %k, %n
  %nq = mul i64 %n, %nrhs
  %mq = mul i64 %m, %nrhs
  %e1 = add i64 %mk, %k
  %e2 = add i64 %e1, %kn
  %e3 = add i64 %e2, %nq
  %e4 = add i64 %e3, %mq
  %elements = add i64 %e4, %nrhs
  %bytes.parts = mul i64 %elements, {size}
  %bytes = add i64 %bytes.parts, 8
  %block = call ptr @malloc(i64 %bytes)
  store i32 0, ptr %block
  %copy = call ptr @"{p}.new"(i64 %m, i64 %n)
  call void @"{p}.copy"(i64 %m, i64 %n, ptr %a, i64 %lda, ptr %copy, i64 %m)
  %r = call ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 4)
  call void @"{p}.copy"(i64 %m, i64 %nrhs, ptr %b, i64 %ldb, ptr %r, i64 %m)
  call void @"{p}"(i64 %m, i64 %n, i64 %nrhs, ptr %a, i64 %lda, ptr %b, i64 %ldb, ptr %s, i64 %rcond, i64 %rank)
  %status = call i32 @"{p}.status"(i64 %k, ptr %s)
  %rank.address = getelementptr i8, ptr %s, i64 %rank
  %deficient = call i1 @"{p}.deficient"(i64 %k, ptr %rank.address, i32 %status)
  %solved = icmp eq i32 %status, 0
  %full = xor i1 %deficient, true
  %ok = and i1 %solved, %full
  br i1 %ok, label %decompose, label %done
decompose:
  %x = call ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 3)
  call void @"{p}.copy"(i64 %n, i64 %nrhs, ptr %b, i64 %ldb, ptr %x, i64 %n)
  call void @"{gemm}"(i8 110, i8 110, i64 %m, i64 %nrhs, i64 %n, i1 true, ptr %copy, i64 %m, ptr %x, i64 %n, i1 true, ptr %r, i64 %m)
  %norms = call ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 5)
  call void @"{p}.dots"(i64 %m, i64 %nrhs, ptr %r, ptr %r, ptr %norms, i1 true)
  %u = call ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 0)
  %values = call ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 1)
  %vt = call ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 2)
  %info = call i32 @numba_ez_gesdd(i8 {kind}, i8 83, i64 %m, i64 %n, ptr %copy, i64 %m, ptr %values, ptr %u, i64 %m, ptr %vt, i64 %k)
  %decomposed = icmp eq i32 %info, 0
  br i1 %decomposed, label %ready, label %poison
ready:
  store i32 1, ptr %block
  br label %done
poison:
  %bytes.s = mul i64 %k, {size}
  call void @llvm.memset.p0.i64(ptr %s, i8 -1, i64 %bytes.s, i1 false)
  br label %done
done:
  call void @free(ptr %copy)
  ret ptr %block
}}

""" + MINIMUM + SCALE + VALUES_STATUS + CLEAR + SHARED

LSTSQ = """; X = A^+ B into rows 0..n-1 of b, as numba_ez_gelsd of A (m x n, leading
; dimension lda; destroyed) and B (rows 0..m-1 of b, leading dimension ldb) with
; rcond (a double's bits) and the rank into the int at s + rank (bytes): s the
; singular values (NaN when LAPACK fails) and, for m > n, each column's residual
; norm in row n of b, 0 below.  rcond and rank carry the types Enzyme's type
; analysis gives them (a float, an integer): in a callee, the packed twin's slot
; (packed_rules.py) takes a parameter's type from its enzyme_type, else Integer
define internal void @"{p}"(i64 %m, i64 %n, i64 %nrhs, """ + _FLOAT + """ %a, i64 %lda, """ + _FLOAT + """ %b, i64 %ldb, """ + _FLOAT + """ %s, i64 "enzyme_type"="{{[-1]:Float@double}}" %rcond, i64 "enzyme_type"="{{[-1]:Integer}}" %rank) noinline {{
entry:
  %rcond.value = bitcast i64 %rcond to double
  %rank.address = getelementptr i8, ptr %s, i64 %rank
  %info = call i32 @numba_ez_gelsd(i8 {kind}, i64 %m, i64 %n, i64 %nrhs, ptr %a, i64 %lda, ptr %b, i64 %ldb, ptr %s, double %rcond.value, ptr %rank.address)
  %failed = icmp ne i32 %info, 0
  br i1 %failed, label %poison, label %residuals
poison:
  %k = call i64 @"{p}.minimum"(i64 %m, i64 %n)
  %bytes = mul i64 %k, {size}
  call void @llvm.memset.p0.i64(ptr %s, i8 -1, i64 %bytes, i1 false)
  ret void
residuals:
  call void @"{p}.canonical"(i64 %m, i64 %n, i64 %nrhs, ptr %b, i64 %ldb)
  ret void
}}

; the forward pass: the primal, and the block of .prepare as the tape
define internal ptr @"{p}.augment"(i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, i64 %nrhs, i64 %nrhs.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %b, ptr %db, i64 %ldb, i64 %ldb.shadow, ptr %s, ptr %ds, i64 %rcond, i64 %rcond.shadow, i64 %rank, i64 %rank.shadow) {{
entry:
  %tape = call ptr @"{p}.prepare"(i64 %m, i64 %n, i64 %nrhs, ptr %a, i64 %lda, ptr %b, i64 %ldb, ptr %s, i64 %rcond, i64 %rank)
  ret ptr %tape
}}

; with Xbar rows 0..n-1 of the shadow of b, rbar its row n (m > n) and sbar the
; shadow of s: Abar replaces the shadow of a (the primal destroys a), Bbar rows
; 0..m-1 of b's (0 below), sbar = 0
define internal void @"{p}.reverse"(i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, i64 %nrhs, i64 %nrhs.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %b, ptr %db, i64 %ldb, i64 %ldb.shadow, ptr %s, ptr %ds, i64 %rcond, i64 %rcond.shadow, i64 %rank, i64 %rank.shadow, ptr %tape) {{
entry:
  %flag = load i32, ptr %tape
  %ok = icmp ne i32 %flag, 0
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %b.active = call i1 @"{p}.active"(ptr %b, ptr %db)
  %s.active = call i1 @"{p}.active"(ptr %s, ptr %ds)
  %k = call i64 @"{p}.minimum"(i64 %m, i64 %n)
  %tall = icmp sgt i64 %m, %n
  %wide = icmp sgt i64 %n, %m
  %u = call ptr @"{p}.part"(ptr %tape, i64 %m, i64 %n, i64 %nrhs, i32 0)
  %values = call ptr @"{p}.part"(ptr %tape, i64 %m, i64 %n, i64 %nrhs, i32 1)
  %vt = call ptr @"{p}.part"(ptr %tape, i64 %m, i64 %n, i64 %nrhs, i32 2)
  %x = call ptr @"{p}.part"(ptr %tape, i64 %m, i64 %n, i64 %nrhs, i32 3)
  %r = call ptr @"{p}.part"(ptr %tape, i64 %m, i64 %n, i64 %nrhs, i32 4)
  %norms = call ptr @"{p}.part"(ptr %tape, i64 %m, i64 %n, i64 %nrhs, i32 5)
  br i1 %ok, label %clear.a, label %done
clear.a:
  br i1 %a.active, label %zero.a, label %solution
zero.a:
  call void @"{p}.copy"(i64 %m, i64 %n, ptr null, i64 0, ptr %da, i64 %lda)
  br label %solution
solution:
  br i1 %b.active, label %project, label %values.adjoint
project:
  %g = call ptr @"{p}.new"(i64 %k, i64 %nrhs)
  %h = call ptr @"{p}.new"(i64 %n, i64 %nrhs)
  %pbar = call ptr @"{p}.new"(i64 %m, i64 %nrhs)
  call void @"{gemm}"(i8 110, i8 110, i64 %k, i64 %nrhs, i64 %n, i1 false, ptr %vt, i64 %k, ptr %db, i64 %ldb, i1 false, ptr %g, i64 %k)
  br i1 %wide, label %complement, label %scale
complement:
  call void @"{p}.copy"(i64 %n, i64 %nrhs, ptr %db, i64 %ldb, ptr %h, i64 %n)
  call void @"{gemm}"(i8 116, i8 110, i64 %n, i64 %nrhs, i64 %k, i1 true, ptr %vt, i64 %k, ptr %g, i64 %k, i1 true, ptr %h, i64 %n)
  br label %scale
scale:
  call void @"{p}.divide"(i64 %k, i64 %nrhs, ptr %g, i64 %k, ptr %values)
  call void @"{gemm}"(i8 110, i8 110, i64 %m, i64 %nrhs, i64 %k, i1 false, ptr %u, i64 %m, ptr %g, i64 %k, i1 false, ptr %pbar, i64 %m)
  br i1 %tall, label %residual, label %matrix
residual:
  %f = call ptr @"{p}.new"(i64 %nrhs, i64 1)
  %rbar = getelementptr {t}, ptr %db, i64 %n
  call void @"{p}.ratios"(i64 %nrhs, ptr %rbar, i64 %ldb, ptr %norms, ptr %f, i64 1)
  call void @"{p}.scale"(i64 %m, i64 %nrhs, ptr %r, i64 %m, ptr %f, i1 false, ptr %pbar, i64 %m, i1 true)
  call void @free(ptr %f)
  call void @"{p}.divide"(i64 %k, i64 %nrhs, ptr %g, i64 %k, ptr %values)
  call void @"{gemm}"(i8 116, i8 110, i64 %n, i64 %nrhs, i64 %k, i1 false, ptr %vt, i64 %k, ptr %g, i64 %k, i1 false, ptr %h, i64 %n)
  br label %matrix
matrix:
  br i1 %a.active, label %matrix.adjoint, label %right
matrix.adjoint:
  call void @"{gemm}"(i8 110, i8 116, i64 %m, i64 %n, i64 %nrhs, i1 true, ptr %pbar, i64 %m, ptr %x, i64 %n, i1 true, ptr %da, i64 %lda)
  br i1 %tall, label %matrix.tall, label %matrix.square
matrix.tall:
  call void @"{gemm}"(i8 110, i8 116, i64 %m, i64 %n, i64 %nrhs, i1 false, ptr %r, i64 %m, ptr %h, i64 %n, i1 true, ptr %da, i64 %lda)
  br label %right
matrix.square:
  br i1 %wide, label %matrix.wide, label %right
matrix.wide:
  %z = call ptr @"{p}.transposed"(i64 %m, i64 %n, i64 %nrhs, ptr %tape)
  call void @"{gemm}"(i8 110, i8 116, i64 %m, i64 %n, i64 %nrhs, i1 false, ptr %z, i64 %m, ptr %h, i64 %n, i1 true, ptr %da, i64 %lda)
  call void @free(ptr %z)
  br label %right
right:
  call void @"{p}.copy"(i64 %m, i64 %nrhs, ptr %pbar, i64 %m, ptr %db, i64 %ldb)
  %extra = sub i64 %n, %m
  %below = getelementptr {t}, ptr %db, i64 %m
  call void @"{p}.copy"(i64 %extra, i64 %nrhs, ptr null, i64 0, ptr %below, i64 %ldb)
  call void @free(ptr %g)
  call void @free(ptr %h)
  call void @free(ptr %pbar)
  br label %values.adjoint
values.adjoint:
  %both = and i1 %a.active, %s.active
  br i1 %both, label %spectrum, label %done
spectrum:
  %w = call ptr @"{p}.new"(i64 %m, i64 %k)
  call void @"{p}.copy"(i64 %m, i64 %k, ptr null, i64 0, ptr %w, i64 %m)
  call void @"{p}.scale"(i64 %m, i64 %k, ptr %u, i64 %m, ptr %ds, i1 false, ptr %w, i64 %m, i1 true)
  call void @"{gemm}"(i8 110, i8 110, i64 %m, i64 %n, i64 %k, i1 false, ptr %w, i64 %m, ptr %vt, i64 %k, i1 true, ptr %da, i64 %lda)
  call void @free(ptr %w)
  br label %done
done:
  call void @"{p}.clear"(i64 %k, ptr %s, ptr %ds)
  call void @free(ptr %tape)
  ret void
}}

; forward mode: the primal, then with P = dB - dA X the tangents dX (rows
; 0..n-1 of the shadow of b), d|r_j| (row n, m > n; 0 below) and ds; the
; shadow of a keeps its values (nothing reads the destroyed a)
define internal void @"{p}.forward"(i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, i64 %nrhs, i64 %nrhs.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %b, ptr %db, i64 %ldb, i64 %ldb.shadow, ptr %s, ptr %ds, i64 %rcond, i64 %rcond.shadow, i64 %rank, i64 %rank.shadow) {{
entry:
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %b.active = call i1 @"{p}.active"(ptr %b, ptr %db)
  %s.active = call i1 @"{p}.active"(ptr %s, ptr %ds)
  %k = call i64 @"{p}.minimum"(i64 %m, i64 %n)
  %tall = icmp sgt i64 %m, %n
  %wide = icmp sgt i64 %n, %m
  %block = call ptr @"{p}.prepare"(i64 %m, i64 %n, i64 %nrhs, ptr %a, i64 %lda, ptr %b, i64 %ldb, ptr %s, i64 %rcond, i64 %rank)
  %flag = load i32, ptr %block
  %ok = icmp ne i32 %flag, 0
  %u = call ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 0)
  %values = call ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 1)
  %vt = call ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 2)
  %x = call ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 3)
  %r = call ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 4)
  %norms = call ptr @"{p}.part"(ptr %block, i64 %m, i64 %n, i64 %nrhs, i32 5)
  %solution = and i1 %ok, %b.active
  br i1 %solution, label %tangent, label %values.check
tangent:
  %p = call ptr @"{p}.new"(i64 %m, i64 %nrhs)
  %c = call ptr @"{p}.new"(i64 %k, i64 %nrhs)
  call void @"{p}.copy"(i64 %m, i64 %nrhs, ptr %db, i64 %ldb, ptr %p, i64 %m)
  call void @"{p}.copy"(i64 %k, i64 %nrhs, ptr null, i64 0, ptr %c, i64 %k)
  br i1 %a.active, label %matrix, label %project
matrix:
  call void @"{gemm}"(i8 110, i8 110, i64 %m, i64 %nrhs, i64 %n, i1 true, ptr %da, i64 %lda, ptr %x, i64 %n, i1 true, ptr %p, i64 %m)
  br i1 %tall, label %matrix.tall, label %matrix.square
matrix.tall:
  %w = call ptr @"{p}.new"(i64 %n, i64 %nrhs)
  call void @"{gemm}"(i8 116, i8 110, i64 %n, i64 %nrhs, i64 %m, i1 false, ptr %da, i64 %lda, ptr %r, i64 %m, i1 false, ptr %w, i64 %n)
  call void @"{gemm}"(i8 110, i8 110, i64 %k, i64 %nrhs, i64 %n, i1 false, ptr %vt, i64 %k, ptr %w, i64 %n, i1 false, ptr %c, i64 %k)
  call void @"{p}.divide"(i64 %k, i64 %nrhs, ptr %c, i64 %k, ptr %values)
  call void @free(ptr %w)
  br label %project
matrix.square:
  br i1 %wide, label %matrix.wide, label %project
matrix.wide:
  %z = call ptr @"{p}.transposed"(i64 %m, i64 %n, i64 %nrhs, ptr %block)
  %y = call ptr @"{p}.new"(i64 %k, i64 %nrhs)
  call void @"{gemm}"(i8 116, i8 110, i64 %n, i64 %nrhs, i64 %m, i1 false, ptr %da, i64 %lda, ptr %z, i64 %m, i1 false, ptr %db, i64 %ldb)
  call void @"{gemm}"(i8 110, i8 110, i64 %k, i64 %nrhs, i64 %n, i1 false, ptr %vt, i64 %k, ptr %db, i64 %ldb, i1 false, ptr %y, i64 %k)
  call void @"{gemm}"(i8 116, i8 110, i64 %n, i64 %nrhs, i64 %k, i1 true, ptr %vt, i64 %k, ptr %y, i64 %k, i1 true, ptr %db, i64 %ldb)
  call void @free(ptr %y)
  call void @free(ptr %z)
  br label %project
project:
  %added = phi i1 [ false, %tangent ], [ false, %matrix.tall ], [ false, %matrix.square ], [ true, %matrix.wide ]
  call void @"{gemm}"(i8 116, i8 110, i64 %k, i64 %nrhs, i64 %m, i1 false, ptr %u, i64 %m, ptr %p, i64 %m, i1 true, ptr %c, i64 %k)
  call void @"{p}.divide"(i64 %k, i64 %nrhs, ptr %c, i64 %k, ptr %values)
  call void @"{gemm}"(i8 116, i8 110, i64 %n, i64 %nrhs, i64 %k, i1 false, ptr %vt, i64 %k, ptr %c, i64 %k, i1 %added, ptr %db, i64 %ldb)
  br i1 %tall, label %residual, label %solved
residual:
  %dots = call ptr @"{p}.new"(i64 %nrhs, i64 1)
  call void @"{p}.dots"(i64 %m, i64 %nrhs, ptr %r, ptr %p, ptr %dots, i1 false)
  %row = getelementptr {t}, ptr %db, i64 %n
  call void @"{p}.ratios"(i64 %nrhs, ptr %dots, i64 1, ptr %norms, ptr %row, i64 %ldb)
  %under = getelementptr {t}, ptr %row, i64 1
  %rows = sub i64 %m, %n
  %rows.under = sub i64 %rows, 1
  call void @"{p}.copy"(i64 %rows.under, i64 %nrhs, ptr null, i64 0, ptr %under, i64 %ldb)
  call void @free(ptr %dots)
  br label %solved
solved:
  call void @free(ptr %c)
  call void @free(ptr %p)
  br label %values.check
values.check:
  %spectrum.ok = and i1 %ok, %s.active
  br i1 %spectrum.ok, label %spectrum.which, label %done
spectrum.which:
  br i1 %a.active, label %spectrum, label %spectrum.zero
spectrum:
  %mm = call ptr @"{p}.new"(i64 %m, i64 %k)
  call void @"{gemm}"(i8 110, i8 116, i64 %m, i64 %k, i64 %n, i1 false, ptr %da, i64 %lda, ptr %vt, i64 %k, i1 false, ptr %mm, i64 %m)
  call void @"{p}.dots"(i64 %m, i64 %k, ptr %u, ptr %mm, ptr %ds, i1 false)
  call void @free(ptr %mm)
  br label %done
spectrum.zero:
  call void @"{p}.clear"(i64 %k, ptr %s, ptr %ds)
  br label %done
done:
  call void @free(ptr %block)
  ret void
}}

""" + _HELPERS
