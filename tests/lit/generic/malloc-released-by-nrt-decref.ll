; A malloc'd scratch buffer whose only release is NRT_decref. With NRT_decref
; registered as a deallocator the pair is malloc/free to Enzyme: the
; augmented forward pass of @accumulate is empty, the reverse pass allocates
; the shadow buffer, zeroes it and frees it exactly once, and NRT_decref is
; not duplicated into the derivative.
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s

declare ptr @malloc(i64)
declare void @NRT_decref(ptr)

define double @accumulate(ptr nocapture readonly %x, i64 %n) {
entry:
  %buf = call ptr @malloc(i64 8)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi double [ 0.000000e+00, %entry ], [ %acc.next, %loop ]
  %xi.addr = getelementptr inbounds double, ptr %x, i64 %i
  %xi = load double, ptr %xi.addr, align 8
  %acc.next = fadd fast double %xi, %acc
  store double %acc.next, ptr %buf
  %i.next = add nuw i64 %i, 1
  %done = icmp eq i64 %i, %n
  br i1 %done, label %exit, label %loop

exit:
  %res = load double, ptr %buf
  call void @NRT_decref(ptr %buf)
  ret double %res
}

define double @total(ptr nocapture readonly %x, i64 %n) {
entry:
  %res = call double @accumulate(ptr %x, i64 %n)
  store double 0.000000e+00, ptr %x
  ret double %res
}

define void @dtotal(ptr %x, ptr %dx, i64 %n) {
entry:
  %0 = call double (...) @__enzyme_autodiff(ptr @total, ptr %x, ptr %dx, i64 %n)
  ret void
}

declare double @__enzyme_autodiff(...)

; CHECK-LABEL: define internal void @augmented_accumulate(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret void
; CHECK-NEXT: }

; CHECK-LABEL: define internal void @diffeaccumulate(
; CHECK-NOT: NRT_decref
; CHECK: %[[SHADOW:.+]] = call {{.*}}ptr @malloc(i64 8)
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr {{.*}}%[[SHADOW]], i8 0, i64 8, i1 false)
; CHECK-NOT: NRT_decref
; CHECK: call void @free(ptr {{.*}}%[[SHADOW]])
; CHECK-NOT: @free(
; CHECK-NOT: NRT_decref
; CHECK: {{^}}}
