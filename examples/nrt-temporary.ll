; A temporary NRT array, as Numba allocates and releases it, inside a function
; that a caller differentiates with __enzyme_autodiff.
declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)
declare void @NRT_decref(ptr)

define double @accumulate(ptr nocapture readonly %x, i64 %n) {
entry:
  %mi = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  %data.field = getelementptr i8, ptr %mi, i64 24
  %data = load ptr, ptr %data.field
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi double [ 0.000000e+00, %entry ], [ %acc.next, %loop ]
  %xi.addr = getelementptr inbounds double, ptr %x, i64 %i
  %xi = load double, ptr %xi.addr, align 8
  %acc.next = fadd fast double %xi, %acc
  store double %acc.next, ptr %data
  %i.next = add nuw i64 %i, 1
  %done = icmp eq i64 %i, %n
  br i1 %done, label %exit, label %loop

exit:
  %res = load double, ptr %data
  call void @NRT_decref(ptr %mi)
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

