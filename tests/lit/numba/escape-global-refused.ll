; A temporary array that stores its MemInfo in a global, which outlives the call: its last decref is not
; known to free it, so treating it as the deallocation could free memory that
; is still referenced. nrtgrad refuses with exit 1 and names the escape.
; RUN: rm -f %t.out
; RUN: %exit-status %nrtgrad differentiate %s -o %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.out
; CHECK: nrtgrad: error: in `escapes.kept`: a temporary array escapes: stored to memory (in a list, a tuple, a structure or a global); its lifetime and its gradient{{.}}s are not known: not supported yet; keep temporary arrays in local variables, and pass an array that is stored or handed on in as an argument
; CHECK-NEXT: exit=1

@keep = global ptr null
declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)
declare void @NRT_decref(ptr)

define i32 @_ZN7escapes4keptB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr %retptr, ptr %excinfo, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) {
entry:
  %mi = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  %data.addr = getelementptr i8, ptr %mi, i64 24
  %data = load ptr, ptr %data.addr
  %x0 = load double, ptr %arg.x.4
  %sq = fmul double %x0, %x0
  store double %sq, ptr %data
  store ptr %mi, ptr @keep
  %v = load double, ptr %data
  call void @NRT_decref(ptr %mi)
  store double %v, ptr %retptr
  ret i32 0
}
