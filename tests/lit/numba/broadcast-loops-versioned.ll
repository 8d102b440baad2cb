; Numba 0.61's exp_mul_sum (`np.sum(np.exp(x) * y)`): each array-expression
; read indexes its operand with `select i1 (extent > 1), i64 %i, i64 0`, an
; address LLVM's vectorisers cannot follow. Before -O2 (loop_versions) the
; loop gets a dispatch block that tests both extents once and a copy with
; plain indices, the original kept for operands that broadcast; Enzyme's
; reverse loops get theirs too. Correctness: tests/e2e at n = 1, 3, 7, 9, 13.
; RUN: rm -rf %t && %nrtgrad differentiate %S/../../inputs/numba-0.61.2/exp_mul_sum.ll --save-temps %t -o %t.ll
; RUN: cat %t/*-versioned.ll | FileCheck %s
; RUN: FileCheck %s --check-prefix=OPT < %t.ll
; CHECK: for.body.versions:
; CHECK-NEXT: %for.body.versions.test0 = icmp ugt i64 %arg.y.5.0, 1
; CHECK-NEXT: %for.body.versions.test1 = icmp ugt i64 %arg.x.5.0, 1
; CHECK-NEXT: %for.body.versions.all1 = and i1 %for.body.versions.test0, %for.body.versions.test1
; CHECK-NEXT: br i1 %for.body.versions.all1, label %for.body.unbroadcast, label %for.body
; CHECK-NEXT: for.body.unbroadcast:
; CHECK: = select i1 true, i64 %loop.index28.unbroadcast, i64 0
; CHECK: invertfor.body.i.versions:
; CHECK: br i1 %invertfor.body.i.versions.all{{[0-9]+}}, label %invertfor.body.i.unbroadcast, label %invertfor.body.i
; both versions are in the optimised gradient (its speed: scripts/bench.py)
; OPT-LABEL: define i32 @exp_mul_sum_grad(
; OPT-DAG: {{^}}for.body.i.unbroadcast.i:
; OPT-DAG: {{^}}invertfor.body.i.unbroadcast.i:
; OPT-DAG: {{^}}invertfor.body.i.i:
