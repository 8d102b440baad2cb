; Numba 0.68 vectorises loops into three shapes that abort Enzyme 0.0.289;
; enzyme_shapes gives Enzyme equivalents it handles.
;
; row_loop: the alias checks subtract and add array addresses (`ptrtoint`),
; which Enzyme's type analysis adds as pointer + pointer (TypeTree::orIn).
; Each such address is an inactive call whose result has no type.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/row_loop.ll -o - | FileCheck %s --check-prefix=ADDR
; ADDR-NOT: ptrtoint
; ADDR: %{{[0-9]+}} = call i64 @nrtgrad.address(ptr %arg.A.4)
; ADDR: %{{[0-9]+}} = call i64 @nrtgrad.address(ptr %arg.x.4)
; ADDR-NOT: ptrtoint
; ADDR: declare i64 @nrtgrad.address(ptr "enzyme_type"="{[-1]:Pointer}") #[[A:[0-9]+]]
; ADDR: attributes #[[A]] = { "enzyme_inactive" nofree nounwind willreturn inaccessiblememonly }
;
; After Enzyme the addresses are ptrtoint again.
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.68.1/row_loop.ll -O 1 -o - | FileCheck %s --check-prefix=OUT
; OUT-NOT: @nrtgrad.address(
; OUT: define i32 @row_loop_grad(
; OUT-NOT: @nrtgrad.address(
;
; where_select: the bool array `x > 0.0` is written from a vector fcmp; a
; zext of it would be active for Enzyme (invertPointerM asserts), a select of
; constants is not.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/where_select.ll -o - | FileCheck %s --check-prefix=MASK
; MASK-NOT: zext <4 x i1>
; MASK: %[[C:[0-9]+]] = fcmp ogt <4 x double> %wide.load, zeroinitializer
; MASK: %{{[0-9]+}} = select <4 x i1> %[[C]], <4 x i8> <i8 1, i8 1, i8 1, i8 1>, <4 x i8> zeroinitializer
; MASK-NOT: zext <4 x i1>
;
; mlp2: LLVM 22 vectorises tanh into llvm.tanh.v8f64, an intrinsic LLVM 15
; and Enzyme 0.0.289 do not know (visitCallInst's overwritten_args_map):
; libm's tanh lane by lane (in reverse mode through math_rules' wrapper).
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/mlp2.ll -o - | FileCheck %s --check-prefix=MATH
; MATH-NOT: @llvm.tanh
; MATH: %"nrtgrad.[[V:[0-9]+]].0.0" = extractelement <8 x double> %wide.load, i64 0
; MATH-NEXT: %"nrtgrad.[[V]].r0" = call double @nrtgrad.tanh(double %"nrtgrad.[[V]].0.0")
; MATH-NEXT: %"nrtgrad.[[V]].v0" = insertelement <8 x double> undef, double %"nrtgrad.[[V]].r0", i64 0
; MATH: %[[V]] = insertelement <8 x double> %"nrtgrad.[[V]].v6", double %"nrtgrad.[[V]].r7", i64 7
; MATH-NOT: @llvm.tanh
;
; softmax_loop: the remainder loop of the unrolled running max starts from
; the main loop's last value (a phi Enzyme's min-cut cache can neither cache
; nor recompute: computeMinCache asserts). It is entered with value + (-0.0),
; the -0.0 from an inactive call, made a constant again after Enzyme.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/softmax_loop.ll -o - | FileCheck %s --check-prefix=LOOP
; LOOP: %[[Z:"nrtgrad.zero.[^"]+"]] = call double @nrtgrad.negative_zero.double()
; LOOP-NEXT: %[[C:"nrtgrad.entry.[^"]+"]] = fadd double %{{[^,]+}}, %[[Z]]
; LOOP: = phi double {{.*}}[ %[[C]], %
; LOOP: declare double @nrtgrad.negative_zero.double() #[[A:[0-9]+]]
; LOOP: attributes #[[A]] = { "enzyme_inactive" nofree nounwind willreturn inaccessiblememonly }
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.61.2/softmax_loop.ll -O 1 -o - | FileCheck %s --check-prefix=LOOPOUT
; LOOPOUT-NOT: negative_zero
; LOOPOUT: define i32 @softmax_loop_grad(
; LOOPOUT-NOT: negative_zero
