; LLVM 19 writes debug-variable locations as `#dbg_value(...)` records
; instead of llvm.dbg.value calls. They only describe variables for a
; debugger: dropped (the !dbg locations stay).
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: #dbg_
; CHECK: %y = fmul double %x, %x, !dbg
; GRAD: define internal {{.*}} @diffef(double %x

define double @f(double %x) !dbg !5 {
entry:
    #dbg_value(double %x, !9, !DIExpression(), !10)
  %y = fmul double %x, %x, !dbg !10
  ret double %y, !dbg !10
}

define double @df(double %x) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, double %x)
  ret double %d
}

declare double @__enzyme_autodiff(...)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_Python, file: !1, producer: "Numba", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{!8, !8}
!8 = !DIBasicType(name: "float64", size: 64, encoding: DW_ATE_float)
!9 = !DILocalVariable(name: "x", arg: 1, scope: !5, file: !1, line: 1, type: !8)
!10 = !DILocation(line: 2, column: 1, scope: !5)
