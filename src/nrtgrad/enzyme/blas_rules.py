"""The BLAS wrappers with derivative rules that blas.py adds to a module, as IR templates.

`{p}` is the wrapper's name (`nrtgrad.blas.gemm.double`, ...), `{t}` the
element type, `{kind}` Numba's BLAS kind ('d' or 's' as a number) and
`{size}` the element size.  Each template defines the wrapper (the primal:
Numba's helper with alpha 1, beta 0), its augmented forward pass (the primal
and a malloc'd tape with copies of the operands the reverse pass reads), its
reverse pass (BLAS calls on the tape, then the result's shadow zeroed) and
its forward-mode derivative, and registers them with Enzyme.  The
registered functions take every integer parameter twice, as Enzyme's
custom-derivative convention has it (primal and "shadow").  The reverse
passes' products call PRODUCTS' wrappers (`{gemm}`, `{add_gemv}`), whose forward-mode derivatives let Enzyme's forward mode run
over a reverse pass (Hessian-vector products).
"""

# a wrapper's: whether a shadow is one (not null, not the primal itself)
ACTIVE = """; whether a shadow is one (not null, not the primal itself)
define internal i1 @"{p}.active"(ptr %primal, ptr %shadow) {{
entry:
  %null = icmp eq ptr %shadow, null
  %same = icmp eq ptr %shadow, %primal
  %inactive = or i1 %null, %same
  %active = xor i1 %inactive, true
  ret i1 %active
}}
"""

# a wrapper's forward-mode derivative `{p}.forward`, registered
DERIVATIVE = """
@"__enzyme_register_derivative_{p}" = global [2 x ptr] [ptr @"{p}", ptr @"{p}.forward"]
"""

# every rule wrapper's: `.active`, and the registration of its rules
REGISTRATION = ACTIVE + """
@"__enzyme_register_gradient_{p}" = global [3 x ptr] [ptr @"{p}", ptr @"{p}.augment", ptr @"{p}.reverse"]""" + DERIVATIVE

GEMM = """; C = op(A) op(B), column-major m x n, as numba_xxgemm with alpha 1, beta 0
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
  call void @"{gemm}"(i8 110, i8 %tb.flip, i64 %m, i64 %k, i64 %n, i1 false, ptr %dc, i64 %ldc, ptr %b.copy, i64 %ldb, i1 true, ptr %da, i64 %lda)
  br label %grad.b
grad.a.t:
  call void @"{gemm}"(i8 %tb, i8 116, i64 %k, i64 %m, i64 %n, i1 false, ptr %b.copy, i64 %ldb, ptr %dc, i64 %ldc, i1 true, ptr %da, i64 %lda)
  br label %grad.b
grad.b:
  br i1 %b.active, label %grad.b.which, label %clear
grad.b.which:
  br i1 %tb.plain, label %grad.b.n, label %grad.b.t
grad.b.n:
  call void @"{gemm}"(i8 %ta.flip, i8 110, i64 %k, i64 %n, i64 %m, i1 false, ptr %a.copy, i64 %lda, ptr %dc, i64 %ldc, i1 true, ptr %db, i64 %ldb)
  br label %clear
grad.b.t:
  call void @"{gemm}"(i8 116, i8 %ta, i64 %n, i64 %k, i64 %m, i1 false, ptr %dc, i64 %ldc, ptr %a.copy, i64 %lda, i1 true, ptr %db, i64 %ldb)
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

""" + REGISTRATION

GEMV = """; y = op(A) x, A column-major m x n, as numba_xxgemv with alpha 1, beta 0
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
  call void @"{add_gemv}"(i8 %flipped, i64 %m, i64 %n, ptr %a.copy, i64 %lda, ptr %dy, ptr %dx)
  br label %grad.a
grad.a:
  br i1 %a.active, label %grad.a.gemm, label %clear
grad.a.gemm:
  %left = select i1 %plain, ptr %dy, ptr %x.copy
  %right = select i1 %plain, ptr %x.copy, ptr %dy
  call void @"{gemm}"(i8 110, i8 110, i64 %m, i64 %n, i64 1, i1 false, ptr %left, i64 %m, ptr %right, i64 1, i1 true, ptr %da, i64 %lda)
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

""" + REGISTRATION

# The products of the reverse passes, for element type {t}: `{gemm}`, C = +-op(A)
# op(B) (-, when negate), + C when accumulate (C not read otherwise), and
# `{add_gemv}`, y += op(A) x.  Their forward-mode derivatives (dC = +-(op(dA) op(B) +
# op(A) op(dB)) (+ dC), dy += op(dA) x + op(A) dx) let Enzyme's forward mode run over
# a reverse pass that calls them (Hessian-vector products); every operand is active
# there.  The flags are i1s: Enzyme 0.0.289 takes an i64 constant -1 for data of
# unknown type, and then differentiates the wrapper's body instead.
PRODUCTS = """; C = alpha op(A) op(B) + beta C (alpha -1 when negate, else 1; beta 1 when accumulate, else 0), as numba_xxgemm
define internal void @"{gemm}"(i8 %ta, i8 %tb, i64 %m, i64 %n, i64 %k, i1 %negate, ptr %a, i64 %lda, ptr %b, i64 %ldb, i1 %accumulate, ptr %c, i64 %ldc) noinline {{
entry:
  %alpha = alloca {t}
  %beta = alloca {t}
  %alpha.value = select i1 %negate, {t} -1.0, {t} 1.0
  %beta.value = uitofp i1 %accumulate to {t}
  store {t} %alpha.value, ptr %alpha
  store {t} %beta.value, ptr %beta
  %status = call i32 @numba_xxgemm(i8 {kind}, i8 %ta, i8 %tb, i64 %m, i64 %n, i64 %k, ptr %alpha, ptr %a, i64 %lda, ptr %b, i64 %ldb, ptr %beta, ptr %c, i64 %ldc)
  ret void
}}

define internal void @"{gemm}.forward"(i8 %ta, i8 %ta.shadow, i8 %tb, i8 %tb.shadow, i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, i64 %k, i64 %k.shadow, i1 %negate, i1 %negate.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %b, ptr %db, i64 %ldb, i64 %ldb.shadow, i1 %accumulate, i1 %accumulate.shadow, ptr %c, ptr %dc, i64 %ldc, i64 %ldc.shadow) {{
entry:
  call void @"{gemm}"(i8 %ta, i8 %tb, i64 %m, i64 %n, i64 %k, i1 %negate, ptr %da, i64 %lda, ptr %b, i64 %ldb, i1 %accumulate, ptr %dc, i64 %ldc)
  call void @"{gemm}"(i8 %ta, i8 %tb, i64 %m, i64 %n, i64 %k, i1 %negate, ptr %a, i64 %lda, ptr %db, i64 %ldb, i1 true, ptr %dc, i64 %ldc)
  call void @"{gemm}"(i8 %ta, i8 %tb, i64 %m, i64 %n, i64 %k, i1 %negate, ptr %a, i64 %lda, ptr %b, i64 %ldb, i1 %accumulate, ptr %c, i64 %ldc)
  ret void
}}

; y += op(A) x, as numba_xxgemv with alpha 1, beta 1
define internal void @"{add_gemv}"(i8 %trans, i64 %m, i64 %n, ptr %a, i64 %lda, ptr %x, ptr %y) noinline {{
entry:
  %one = alloca {t}
  store {t} 1.0, ptr %one
  %status = call i32 @numba_xxgemv(i8 {kind}, i8 %trans, i64 %m, i64 %n, ptr %one, ptr %a, i64 %lda, ptr %x, ptr %one, ptr %y)
  ret void
}}

define internal void @"{add_gemv}.forward"(i8 %trans, i8 %trans.shadow, i64 %m, i64 %m.shadow, i64 %n, i64 %n.shadow, ptr %a, ptr %da, i64 %lda, i64 %lda.shadow, ptr %x, ptr %dx, ptr %y, ptr %dy) {{
entry:
  call void @"{add_gemv}"(i8 %trans, i64 %m, i64 %n, ptr %da, i64 %lda, ptr %x, ptr %dy)
  call void @"{add_gemv}"(i8 %trans, i64 %m, i64 %n, ptr %a, i64 %lda, ptr %dx, ptr %dy)
  call void @"{add_gemv}"(i8 %trans, i64 %m, i64 %n, ptr %a, i64 %lda, ptr %x, ptr %y)
  ret void
}}
""" + DERIVATIVE.format(p="{gemm}") + DERIVATIVE.format(p="{add_gemv}")
