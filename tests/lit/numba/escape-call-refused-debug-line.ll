; With debug info (`@njit(debug=True)`) a refusal also names the line of the
; Python source the refused instruction comes from (its !dbg location), and
; the message holds no mangled symbol or line of an intermediate module.
; RUN: rm -f %t.out
; RUN: %exit-status %nrtgrad differentiate %s -o %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.out
; CHECK: nrtgrad: error: in `escapes.kept` (line 7): a temporary array escapes: passed to `capture` (an external function); its lifetime and its gradient{{.}}s are not known: not supported yet; keep temporary arrays in local variables{{.*}}
; CHECK-NOT: _ZN
; CHECK-NOT: prepared module
; CHECK-NEXT: exit=1

declare void @capture(ptr)
declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)
declare void @NRT_decref(ptr)

define i32 @_ZN7escapes4keptB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr %retptr, ptr %excinfo, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) !dbg !4 {
entry:
  %mi = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32), !dbg !8
  %data.addr = getelementptr i8, ptr %mi, i64 24
  %data = load ptr, ptr %data.addr
  %x0 = load double, ptr %arg.x.4
  %sq = fmul double %x0, %x0
  store double %sq, ptr %data
  call void @capture(ptr %mi), !dbg !9
  %v = load double, ptr %data
  call void @NRT_decref(ptr %mi)
  store double %v, ptr %retptr
  ret i32 0
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Python, file: !1, producer: "Numba", runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "escapes.py", directory: "tests")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "kept", linkageName: "_ZN7escapes4keptB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", scope: !1, file: !1, line: 3, type: !5, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!8 = !DILocation(line: 5, column: 1, scope: !4)
!9 = !DILocation(line: 7, column: 1, scope: !4)
