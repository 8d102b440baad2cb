; Newer syntax no rewrite knows (LLVM 22's ptrtoaddr) still fails as bad
; input: exit 2, LLVM's message at the input's own line (rewrites never move
; lines), that line, and the version the file seems to come from, guessed
; from the newest syntax in it (here captures(none): LLVM 21).
; RUN: %exit-status %nrtgrad differentiate %s -o %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; CHECK: nrtgrad: error: invalid IR: {{.*}}unknown-newer-syntax.ll:15:8: error: {{.*}} at line 15: `%a = ptrtoaddr ptr %p to i64` (read by LLVM 15.{{[0-9.]+}} opt; the input looks like LLVM >= 21 IR (Numba >= 0.62))
; CHECK-NEXT: exit=2

define i64 @f(ptr captures(none) %p, i64 %n) {
entry:
  %c = icmp samesign ult i64 %n, 8
  br i1 %c, label %small, label %big
small:
  %a = ptrtoaddr ptr %p to i64
  ret i64 %a
big:
  ret i64 %n
}
