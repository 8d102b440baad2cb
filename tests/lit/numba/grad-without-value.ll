; --no-value: <name>_grad leaves *out unwritten (readnone), and the forward
; loop that only summed the value is gone from it: huber_loss's reverse pass
; recomputes each term from x and y, so only its reverse loop is left.
; Without the option the entry runs the forward loop and stores the sum.
; RUN: %nrtgrad differentiate --no-value %S/../../inputs/numba-0.61.2/huber_loss.ll -o - | FileCheck %s --check-prefix=NOVALUE
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.61.2/huber_loss.ll -o - | FileCheck %s --check-prefix=VALUE
; NOVALUE: define i32 @huber_loss_grad({{.*}} readnone %out)
; NOVALUE-NOT: {{^}}B62.i.i:
; NOVALUE: {{^}}invertB62.i.i:
; VALUE: define i32 @huber_loss_grad({{.*}} writeonly %out)
; VALUE: {{^}}B62.i.i:
; VALUE: store double {{.*}}, ptr %out
; VALUE: {{^}}invertB62.i.i:
