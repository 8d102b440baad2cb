"""The LAPACK wrappers with derivative rules that lapack.py adds to a module, as IR templates.

`{p}` is the wrapper's name (`nrtgrad.lapack.gesv.double`, ...), `{t}` the
element type, `{kind}` Numba's LAPACK kind ('d' or 's' as a number),
`{size}` the element size, `{gemm}` blas_rules.PRODUCTS' product wrapper and
`{gesv}`, `{eigh}`, `{svd}` the wrappers of those routines (lapack.py adds them
to a module whose rules call them).  Each template defines the wrapper (the primal),
its augmented forward pass (the primal and a malloc'd tape), its reverse
pass and its forward-mode derivative, and registers them with Enzyme
(`SHARED`, with the helpers both use).  The registered functions take
every integer parameter twice, as Enzyme's custom-derivative convention has
it (primal and "shadow"), and put no derivative into a shadow that is its
primal (a constant operand) or null.

`GESV`: the primal is Numba's `numba_xgesv` on pivots of its own (`.solve`),
which overwrites A with its LU factors and B with X = A^-1 B; the caller
reads the status from those factors (`.status`, gesv's info); the tape
holds the status, a copy of A from before the call and a copy of X.  Both
derivatives solve again with `numba_xgesv` and multiply with
`numba_xxgemm`, so they run the LAPACK and BLAS the primal runs; neither
does anything when the primal's status is not 0 (a singular A: the primal
raises).  The augmented and reverse passes solve through the wrapper itself
and multiply through `{gemm}`, whose forward-mode derivatives let
Hessian-vector products run forward mode over them.

`INV`: the primal is Numba's `numba_ez_xxgetri`, Y = A^-1 from the LU
factors and pivots of `numba_xxgetrf`, which the inactive `.factor` calls
first (its info is the caller's status); the tape holds a copy of Y.  The
derivatives are two `numba_xxgemm` calls each, through an n x n scratch
matrix: dA = -Y^T dY Y^T in reverse, dY = -Y dA Y forward.  The reverse
pass's go through blas_rules.PRODUCTS' `{gemm}`, whose forward-mode
derivative lets Hessian-vector products run forward mode over it.
"""

from .blas_rules import REGISTRATION

SHARED = """; bytes spanned by a column-major rows x cols operand with leading dimension ld
define internal i64 @"{p}.bytes"(i64 %rows, i64 %cols, i64 %ld) {{
entry:
  %c1 = sub i64 %cols, 1
  %full = mul i64 %c1, %ld
  %span = add i64 %full, %rows
  %empty.r = icmp sle i64 %rows, 0
  %empty.c = icmp sle i64 %cols, 0
  %empty = or i1 %empty.r, %empty.c
  %elements = select i1 %empty, i64 0, i64 %span
  %bytes = mul i64 %elements, {size}
  ret i64 %bytes
}}

""" + REGISTRATION

STATUS = """; LAPACK's info of an LU factorization (getrf's, gesv's): 0, or (A singular) the
; 1-based index of the first zero on the diagonal of the LU factors
define internal i32 @"{p}.status"(i64 %n, ptr %lu, i64 %lda) noinline nofree nounwind readonly argmemonly willreturn "enzyme_inactive" {{
entry:
  %empty = icmp sle i64 %n, 0
  br i1 %empty, label %done, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %lda1 = add i64 %lda, 1
  %offset = mul i64 %i, %lda1
  %address = getelementptr {t}, ptr %lu, i64 %offset
  %pivot = load {t}, ptr %address
  %zero = fcmp oeq {t} %pivot, 0.0
  %i.next = add i64 %i, 1
  br i1 %zero, label %singular, label %next
next:
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %done
singular:
  %index = trunc i64 %i.next to i32
  ret i32 %index
done:
  ret i32 0
}}

"""

GESV = """; X = A^-1 B, A n x n (leading dimension lda), B n x nrhs (ldb), as numba_xgesv
; with pivots of its own: A's LU factors overwrite a, X overwrites b
define internal void @"{p}"(i64 %n, i64 %nrhs, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %a, i64 %lda, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %b, i64 %ldb) noinline {{
entry:
  %status = call i32 @"{p}.solve"(i64 %n, i64 %nrhs, ptr %a, i64 %lda, ptr %b, i64 %ldb)
  ret void
}}

""" + STATUS + """; numba_xgesv on pivots of its own, its status
define internal i32 @"{p}.solve"(i64 %n, i64 %nrhs, ptr %a, i64 %lda, ptr %b, i64 %ldb) {{
entry:
  %bytes = mul i64 %n, 4
  %some = icmp sgt i64 %bytes, 0
  %bytes.piv = select i1 %some, i64 %bytes, i64 4
  %piv = call ptr @malloc(i64 %bytes.piv)
  %status = call i32 @numba_xgesv(i8 {kind}, i64 %n, i64 %nrhs, ptr %a, i64 %lda, ptr %piv, ptr %b, i64 %ldb)
  call void @free(ptr %piv)
  ret i32 %status
}}

; the forward pass: a tape holding the status (8 bytes), A as it was before
; the call, and X (the reverse pass reads them after the caller may have
; released or changed them)
define internal ptr @"{p}.augment"(i64 %n, i64 %n.shadow, i64 %nrhs, i64 %nrhs.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %b, ptr %db, i64 %ldb, i64 %ldb.shadow) {{
entry:
  %bytes.a = call i64 @"{p}.bytes"(i64 %n, i64 %n, i64 %lda)
  %bytes.x = call i64 @"{p}.bytes"(i64 %n, i64 %nrhs, i64 %ldb)
  %bytes.ax = add i64 %bytes.a, %bytes.x
  %bytes = add i64 %bytes.ax, 8
  %tape = call ptr @malloc(i64 %bytes)
  %a.copy = getelementptr i8, ptr %tape, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr %a.copy, ptr %a, i64 %bytes.a, i1 false)
  call void @"{p}"(i64 %n, i64 %nrhs, ptr %a, i64 %lda, ptr %b, i64 %ldb)
  %status = call i32 @"{p}.status"(i64 %n, ptr %a, i64 %lda)
  store i32 %status, ptr %tape
  %x.copy = getelementptr i8, ptr %a.copy, i64 %bytes.a
  call void @llvm.memcpy.p0.p0.i64(ptr %x.copy, ptr %b, i64 %bytes.x, i1 false)
  ret ptr %tape
}}

; with dX the shadow of b: dB = A^-T dX (gesv on a transposed copy of A)
; replaces it, and dA -= dB X^T.  No derivative goes into a shadow that is
; its primal (a constant operand, whose shadow Enzyme passes as its primal)
; or null; A's shadow holds no derivative of the LU factors (nothing reads
; them), so adding into it gives A's adjoint
define internal void @"{p}.reverse"(i64 %n, i64 %n.shadow, i64 %nrhs, i64 %nrhs.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %b, ptr %db, i64 %ldb, i64 %ldb.shadow, ptr %tape) {{
entry:
  %status = load i32, ptr %tape
  %bytes.a = call i64 @"{p}.bytes"(i64 %n, i64 %n, i64 %lda)
  %a.copy = getelementptr i8, ptr %tape, i64 8
  %x.copy = getelementptr i8, ptr %a.copy, i64 %bytes.a
  %solved = icmp eq i32 %status, 0
  %nonempty.n = icmp sgt i64 %n, 0
  %nonempty.nrhs = icmp sgt i64 %nrhs, 0
  %nonempty = and i1 %nonempty.n, %nonempty.nrhs
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %b.active = call i1 @"{p}.active"(ptr %b, ptr %db)
  %work.ok = and i1 %solved, %nonempty
  %work = and i1 %work.ok, %b.active
  br i1 %work, label %transpose, label %done
transpose:
  %nn = mul i64 %n, %n
  %bytes.t = mul i64 %nn, {size}
  %at = call ptr @malloc(i64 %bytes.t)
  br label %column
column:
  %j = phi i64 [ 0, %transpose ], [ %j.next, %column.end ]
  %j.lda = mul i64 %j, %lda
  br label %row
row:
  %i = phi i64 [ 0, %column ], [ %i.next, %row ]
  %from.index = add i64 %j.lda, %i
  %from = getelementptr {t}, ptr %a.copy, i64 %from.index
  %value = load {t}, ptr %from
  %i.n = mul i64 %i, %n
  %to.index = add i64 %i.n, %j
  %to = getelementptr {t}, ptr %at, i64 %to.index
  store {t} %value, ptr %to
  %i.next = add i64 %i, 1
  %more.rows = icmp slt i64 %i.next, %n
  br i1 %more.rows, label %row, label %column.end
column.end:
  %j.next = add i64 %j, 1
  %more.columns = icmp slt i64 %j.next, %n
  br i1 %more.columns, label %column, label %solve
solve:
  call void @"{p}"(i64 %n, i64 %nrhs, ptr %at, i64 %n, ptr %db, i64 %ldb)
  call void @free(ptr %at)
  br i1 %a.active, label %grad.a, label %done
grad.a:
  call void @"{gemm}"(i8 110, i8 116, i64 %n, i64 %n, i64 %nrhs, i1 true, ptr %db, i64 %ldb, ptr %x.copy, i64 %ldb, i1 true, ptr %da, i64 %lda)
  br label %done
done:
  call void @free(ptr %tape)
  ret void
}}

; forward mode: dX = A^-1 (dB - dA X) (gesv on a copy of A
; taken before the primal overwrites it; a constant A's term, whose shadow
; Enzyme passes as its primal, is zero) after X
define internal void @"{p}.forward"(i64 %n, i64 %n.shadow, i64 %nrhs, i64 %nrhs.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %b, ptr %db, i64 %ldb, i64 %ldb.shadow) {{
entry:
  %one = alloca {t}
  %minus.one = alloca {t}
  store {t} 1.0, ptr %one
  store {t} -1.0, ptr %minus.one
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %b.active = call i1 @"{p}.active"(ptr %b, ptr %db)
  %nonempty.n = icmp sgt i64 %n, 0
  %nonempty.nrhs = icmp sgt i64 %nrhs, 0
  %nonempty = and i1 %nonempty.n, %nonempty.nrhs
  %tangent = and i1 %nonempty, %b.active
  br i1 %tangent, label %copy, label %primal
primal:
  call void @"{p}"(i64 %n, i64 %nrhs, ptr %a, i64 %lda, ptr %b, i64 %ldb)
  ret void
copy:
  %bytes.a = call i64 @"{p}.bytes"(i64 %n, i64 %n, i64 %lda)
  %a.copy = call ptr @malloc(i64 %bytes.a)
  call void @llvm.memcpy.p0.p0.i64(ptr %a.copy, ptr %a, i64 %bytes.a, i1 false)
  %status = call i32 @"{p}.solve"(i64 %n, i64 %nrhs, ptr %a, i64 %lda, ptr %b, i64 %ldb)
  %solved = icmp eq i32 %status, 0
  br i1 %solved, label %which, label %done
which:
  br i1 %a.active, label %tangent.a, label %solve
tangent.a:
  %s1 = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 110, i64 %n, i64 %nrhs, i64 %n, ptr %minus.one, ptr %da, i64 %lda, ptr %b, i64 %ldb, ptr %one, ptr %db, i64 %ldb)
  br label %solve
solve:
  %s2 = call i32 @"{p}.solve"(i64 %n, i64 %nrhs, ptr %a.copy, i64 %lda, ptr %db, i64 %ldb)
  br label %done
done:
  call void @free(ptr %a.copy)
  ret void
}}

""" + SHARED

INV = """; A^-1, in place, from A's LU factors in a and their pivots at the address piv
; (numba_xxgetrf's), as numba_ez_xxgetri; when getri cannot run (a negative
; status: its workspace not allocated) NaN, never a wrong inverse
define internal void @"{p}"(i64 %n, ptr "enzyme_type"="{{[-1]:Pointer, [-1,-1]:Float@{t}}}" %a, i64 %lda, i64 %piv) noinline {{
entry:
  %pivots = inttoptr i64 %piv to ptr
  %status = call i32 @numba_ez_xxgetri(i8 {kind}, i64 %n, ptr %a, i64 %lda, ptr %pivots)
  %failed = icmp slt i32 %status, 0
  br i1 %failed, label %poison, label %done
poison:
  %bytes = call i64 @"{p}.bytes"(i64 %n, i64 %n, i64 %lda)
  call void @llvm.memset.p0.i64(ptr %a, i8 -1, i64 %bytes, i1 false)
  br label %done
done:
  ret void
}}

; numba_xxgetrf on A (square): its LU factors in place, the pivots, and LAPACK's
; info (0, or the 1-based index of a zero pivot: A is singular).  Inactive: to
; Enzyme, a keeps A until the wrapper makes it A^-1, whose rules read only the
; inverse.  A negative info (the helper could not run) is given as 1, singular
; (the primal raises), never as a factorization
define internal i32 @"{p}.factor"(i64 %n, ptr %a, i64 %lda, ptr %piv) noinline nofree nounwind "enzyme_inactive" {{
entry:
  %info = call i32 @numba_xxgetrf(i8 {kind}, i64 %n, i64 %n, ptr %a, i64 %lda, ptr %piv)
  %failed = icmp slt i32 %info, 0
  %status = select i1 %failed, i32 1, i32 %info
  ret i32 %status
}}

; the forward pass: A^-1, and a tape holding a copy of it
define internal ptr @"{p}.augment"(i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, i64 %piv, i64 %piv.shadow) {{
entry:
  call void @"{p}"(i64 %n, ptr %a, i64 %lda, i64 %piv)
  %bytes = call i64 @"{p}.bytes"(i64 %n, i64 %n, i64 %lda)
  %bytes1 = add i64 %bytes, 1
  %tape = call ptr @malloc(i64 %bytes1)
  call void @llvm.memcpy.p0.p0.i64(ptr %tape, ptr %a, i64 %bytes, i1 false)
  ret ptr %tape
}}

; with dY the shadow of a (Y = A^-1, taped): dA = -Y^T dY Y^T replaces it,
; through T = dY Y^T.  Nothing goes into a shadow that is its primal (a
; constant A) or null
define internal void @"{p}.reverse"(i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, i64 %piv, i64 %piv.shadow, ptr %tape) {{
entry:
  %nonempty = icmp sgt i64 %n, 0
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %work = and i1 %nonempty, %a.active
  br i1 %work, label %adjoint, label %done
adjoint:
  %t = call ptr @"{p}.square"(i64 %n)
  call void @"{gemm}"(i8 110, i8 116, i64 %n, i64 %n, i64 %n, i1 false, ptr %da, i64 %lda, ptr %tape, i64 %lda, i1 false, ptr %t, i64 %n)
  call void @"{gemm}"(i8 116, i8 110, i64 %n, i64 %n, i64 %n, i1 true, ptr %tape, i64 %lda, ptr %t, i64 %n, i1 false, ptr %da, i64 %lda)
  call void @free(ptr %t)
  br label %done
done:
  call void @free(ptr %tape)
  ret void
}}

; forward mode: Y = A^-1, then dY = -Y dA Y (through T = dA Y) replaces dA
define internal void @"{p}.forward"(i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, i64 %piv, i64 %piv.shadow) {{
entry:
  %one = alloca {t}
  %zero = alloca {t}
  %minus.one = alloca {t}
  store {t} 1.0, ptr %one
  store {t} 0.0, ptr %zero
  store {t} -1.0, ptr %minus.one
  call void @"{p}"(i64 %n, ptr %a, i64 %lda, i64 %piv)
  %nonempty = icmp sgt i64 %n, 0
  %a.active = call i1 @"{p}.active"(ptr %a, ptr %da)
  %work = and i1 %nonempty, %a.active
  br i1 %work, label %tangent, label %done
tangent:
  %t = call ptr @"{p}.square"(i64 %n)
  %s1 = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 110, i64 %n, i64 %n, i64 %n, ptr %one, ptr %da, i64 %lda, ptr %a, i64 %lda, ptr %zero, ptr %t, i64 %n)
  %s2 = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 110, i64 %n, i64 %n, i64 %n, ptr %minus.one, ptr %a, i64 %lda, ptr %t, i64 %n, ptr %zero, ptr %da, i64 %lda)
  call void @free(ptr %t)
  br label %done
done:
  ret void
}}

; a malloc'd n x n scratch matrix
define internal ptr @"{p}.square"(i64 %n) {{
entry:
  %nn = mul i64 %n, %n
  %bytes = mul i64 %nn, {size}
  %t = call ptr @malloc(i64 %bytes)
  ret ptr %t
}}
""" + SHARED
