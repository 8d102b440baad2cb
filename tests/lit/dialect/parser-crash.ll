; LLVM 15's parser crashes (SIGSEGV) on a one-operand lifetime intrinsic that
; the dialect stage does not recognise (here its name is quoted). The crash
; is bad input: exit 2, one line naming the file, the signal and where the
; file seems to come from; no stack dump, no traceback.
; RUN: %exit-status %nrtgrad differentiate %s -o %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; CHECK: nrtgrad: error: invalid IR: {{.*}}parser-crash.ll: the LLVM 15.{{[0-9.]+}} opt crashed while parsing it (SIG{{[A-Z]+}}); the input looks like opaque-pointer IR
; CHECK-NEXT: exit=2

define double @f(double %x) {
entry:
  %a = alloca double
  call void @"llvm.lifetime.start.p0"(ptr %a)
  ret double %x
}

declare void @"llvm.lifetime.start.p0"(ptr)
