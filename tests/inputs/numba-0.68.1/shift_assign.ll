; ModuleID = 'shift_assign'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@.const.shift_assign = internal constant [13 x i8] c"shift_assign\00"
@_ZN08NumbaEnv7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f5868d39f10B2v5B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.10 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.11 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.10, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.11, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@.bytes.-3596957514301255344 = internal constant [2 x i8] c"(\00"
@.bytes.8891677930182646943 = internal constant [3 x i8] c",)\00"
@.bytes.-3729243754832727719 = internal constant [30 x i8] c"cannot assign slice of shape \00"
@.bytes.-4030968085971895554 = internal constant [22 x i8] c" from input of shape \00"
@.const.pickledata.c23684870b5723594dfd2b865e264e75421b5ce6 = internal constant [360 x i8] c"\80\04\95]\01\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\12llvmlite.ir.values\94\8C\08Constant\94\93\94)\81\94}\94(\8C\04type\94\8C\11llvmlite.ir.types\94\8C\11_TypedPointerType\94\93\94)\81\94}\94(\8C\09addrspace\94K\00\8C\07pointee\94h\09\8C\07IntType\94\93\94K\08\85\94\81\94}\94(\8C\05width\94K\08\8C\17_StrCaching__cached_str\94\8C\02i8\94ub\8C\09is_opaque\94\89h\16\8C\03i8*\94ub\8C\08constant\94N\8C&_StringReferenceCaching__cached_refstr\94\8C\04null\94h\16\8C\08i8* null\94ub\85\94\8C\04impl\94\8C\14numba/np/arrayobj.py\94M\B7\07\87\94\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.16 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@".const.missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE" = internal constant [187 x i8] c"missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE\00"
@_ZN08NumbaEnv5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@.bytes.5317899729839767045 = internal constant [2 x i8] c"0\00"
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.4 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.5 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.4, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.5, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython8builtins6ol_int12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode6ol_ord12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode10_pick_kindB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEii = common local_unnamed_addr global ptr null
@.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40 = internal constant [127 x i8] c"\80\04\95t\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C!PY_UNICODE_WCHAR_KIND unsupported\94\85\94\8C\0A_pick_kind\94\8C\18numba/cpython/unicode.py\94Ms\01\87\94\87\94."
@.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40.sha1 = internal constant [20 x i8] c"\0B_\89\ADl\DD&\E1\16\F2.9{:\F1\86F\D4/@"
@.const.picklebuf.0b5f89ad6cdd26e116f22e397b3af18646d42f40 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40, i32 127, ptr @.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40.sha1, ptr null, i32 0 }
@.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f = internal constant [141 x i8] c"\80\04\95\82\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C/Unexpected unicode representation in _pick_kind\94\85\94\8C\0A_pick_kind\94\8C\18numba/cpython/unicode.py\94M\7F\01\87\94\87\94."
@.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f.sha1 = internal constant [20 x i8] c"A\E0\13\16\95\D2mU\A0\8C\F0\8C\0D?\BE\7F\CCA\A2/"
@.const.picklebuf.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f, i32 141, ptr @.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode11_pick_asciiB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEjj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode13_empty_stringB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f = internal constant [142 x i8] c"\80\04\95\83\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C'Unexpected unicode encoding encountered\94\85\94\8C\13_kind_to_byte_width\94\8C\18numba/cpython/unicode.py\94M\A3\01\87\94\87\94."
@.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.sha1 = internal constant [20 x i8] c"3\F8\DE[\99\D1\06\92r\DE>\AD'{\86\18\16;\A7\7F"
@.const.picklebuf.33f8de5b99d1069272de3ead277b8618163ba77f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f, i32 142, ptr @.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode15_get_code_pointB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_str12_3clocals_3e12_3clambda_3eB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f5868d19e50B3v48B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B128.i:
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  %.649 = alloca ptr, align 8
  store ptr null, ptr %.649, align 8
  %excinfo.4 = alloca ptr, align 8
  store ptr null, ptr %excinfo.4, align 8
  tail call void @NRT_incref(ptr %arg.x.0)
  %0 = add i64 %arg.x.5.0.fr, -1152921504606846976
  %.79 = icmp ult i64 %0, -2305843009213693952
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.2.endif, %.610.endif.endif.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.if.if.if, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %for.end.endif.endif.endif.endif.if.if ], [ 1, %.610.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 0, %for.end.2.endif ], [ %.655, %for.end.endif.endif.endif.if.if.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B128.i
  %.78 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif, !prof !9

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.146176 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.146176, label %for.body.lr.ph, label %for.end.endif.else.endif.thread

for.end.endif.else.endif.thread:                  ; preds = %B0.endif.endif.endif.endif
  %.300104 = sub nsw i64 0, %arg.x.5.0.fr
  %.325105 = getelementptr double, ptr %.6.i, i64 %arg.x.5.0.fr
  tail call void @NRT_incref(ptr nonnull %.7.i.i)
  br label %for.end.endif.endif.endif

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif
  %.148.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.148.not, label %for.body.endif.endif, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %for.body.lr.ph
  %1 = ptrtoint ptr %.6.i to i64
  %2 = ptrtoint ptr %arg.x.4 to i64
  %min.iters.check = icmp ult i64 %arg.x.5.0.fr, 8
  %3 = sub i64 %1, %2
  %diff.check = icmp ult i64 %3, 64
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader233, label %vector.ph

vector.ph:                                        ; preds = %for.body.endif.endif.us.preheader
  %const445 = bitcast i64 9223372036854775800 to i64
  %n.vec = and i64 %arg.x.5.0.fr, %const445
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = shl i64 %index, 3
  %scevgep443 = getelementptr i8, ptr %arg.x.4, i64 %4
  %wide.load = load <8 x double>, ptr %scevgep443, align 8
  %5 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %6 = shl i64 %index, 3
  %scevgep442 = getelementptr i8, ptr %.6.i, i64 %6
  store <8 x double> %5, ptr %scevgep442, align 8
  %index.next = add nuw i64 %index, 8
  %7 = icmp eq i64 %n.vec, %index.next
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.x.5.0.fr, %n.vec
  br i1 %cmp.n, label %for.end.endif.else.endif, label %for.body.endif.endif.us.preheader233

for.body.endif.endif.us.preheader233:             ; preds = %for.body.endif.endif.us.preheader, %middle.block
  %loop.index178.us.ph = phi i64 [ 0, %for.body.endif.endif.us.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %arg.x.5.0.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader233
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv440 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next441, %for.body.endif.endif.us.prol ]
  %loop.index178.us.prol = phi i64 [ %.185.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index178.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %8 = shl i64 %loop.index178.us.prol, 3
  %scevgep439 = getelementptr i8, ptr %arg.x.4, i64 %8
  %.156.us.prol = load double, ptr %scevgep439, align 8
  %.12.le.i.prol = tail call double @llvm.sin.f64(double %.156.us.prol)
  %9 = shl i64 %loop.index178.us.prol, 3
  %scevgep438 = getelementptr i8, ptr %.6.i, i64 %9
  store double %.12.le.i.prol, ptr %scevgep438, align 8
  %.185.us.prol = add nuw nsw i64 %loop.index178.us.prol, 1
  %lsr.iv.next441 = add nsw i64 %lsr.iv440, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next441, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !13

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader233
  %loop.index178.us.unr = phi i64 [ %loop.index178.us.ph, %for.body.endif.endif.us.preheader233 ], [ %.185.us.prol, %for.body.endif.endif.us.prol ]
  %10 = sub nsw i64 %loop.index178.us.ph, %arg.x.5.0.fr
  %11 = icmp ugt i64 %10, -8
  br i1 %11, label %for.end.endif.else.endif, label %for.body.endif.endif.us.preheader252

for.body.endif.endif.us.preheader252:             ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader252, %for.body.endif.endif.us
  %loop.index178.us = phi i64 [ %.185.us.7, %for.body.endif.endif.us ], [ %loop.index178.us.unr, %for.body.endif.endif.us.preheader252 ]
  %sunkaddr = mul i64 %loop.index178.us, 8
  %sunkaddr446 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.156.us = load double, ptr %sunkaddr446, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.156.us)
  %sunkaddr447 = mul i64 %loop.index178.us, 8
  %sunkaddr448 = getelementptr i8, ptr %.6.i, i64 %sunkaddr447
  store double %.12.le.i, ptr %sunkaddr448, align 8
  %sunkaddr449 = mul i64 %loop.index178.us, 8
  %sunkaddr450 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr449
  %sunkaddr451 = getelementptr i8, ptr %sunkaddr450, i64 8
  %.156.us.1 = load double, ptr %sunkaddr451, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.156.us.1)
  %sunkaddr452 = mul i64 %loop.index178.us, 8
  %sunkaddr453 = getelementptr i8, ptr %.6.i, i64 %sunkaddr452
  %sunkaddr454 = getelementptr i8, ptr %sunkaddr453, i64 8
  store double %.12.le.i.1, ptr %sunkaddr454, align 8
  %sunkaddr455 = mul i64 %loop.index178.us, 8
  %sunkaddr456 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr455
  %sunkaddr457 = getelementptr i8, ptr %sunkaddr456, i64 16
  %.156.us.2 = load double, ptr %sunkaddr457, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.156.us.2)
  %sunkaddr458 = mul i64 %loop.index178.us, 8
  %sunkaddr459 = getelementptr i8, ptr %.6.i, i64 %sunkaddr458
  %sunkaddr460 = getelementptr i8, ptr %sunkaddr459, i64 16
  store double %.12.le.i.2, ptr %sunkaddr460, align 8
  %sunkaddr461 = mul i64 %loop.index178.us, 8
  %sunkaddr462 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr461
  %sunkaddr463 = getelementptr i8, ptr %sunkaddr462, i64 24
  %.156.us.3 = load double, ptr %sunkaddr463, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.156.us.3)
  %sunkaddr464 = mul i64 %loop.index178.us, 8
  %sunkaddr465 = getelementptr i8, ptr %.6.i, i64 %sunkaddr464
  %sunkaddr466 = getelementptr i8, ptr %sunkaddr465, i64 24
  store double %.12.le.i.3, ptr %sunkaddr466, align 8
  %sunkaddr467 = mul i64 %loop.index178.us, 8
  %sunkaddr468 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr467
  %sunkaddr469 = getelementptr i8, ptr %sunkaddr468, i64 32
  %.156.us.4 = load double, ptr %sunkaddr469, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.156.us.4)
  %sunkaddr470 = mul i64 %loop.index178.us, 8
  %sunkaddr471 = getelementptr i8, ptr %.6.i, i64 %sunkaddr470
  %sunkaddr472 = getelementptr i8, ptr %sunkaddr471, i64 32
  store double %.12.le.i.4, ptr %sunkaddr472, align 8
  %sunkaddr473 = mul i64 %loop.index178.us, 8
  %sunkaddr474 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr473
  %sunkaddr475 = getelementptr i8, ptr %sunkaddr474, i64 40
  %.156.us.5 = load double, ptr %sunkaddr475, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.156.us.5)
  %sunkaddr476 = mul i64 %loop.index178.us, 8
  %sunkaddr477 = getelementptr i8, ptr %.6.i, i64 %sunkaddr476
  %sunkaddr478 = getelementptr i8, ptr %sunkaddr477, i64 40
  store double %.12.le.i.5, ptr %sunkaddr478, align 8
  %sunkaddr479 = mul i64 %loop.index178.us, 8
  %sunkaddr480 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr479
  %sunkaddr481 = getelementptr i8, ptr %sunkaddr480, i64 48
  %.156.us.6 = load double, ptr %sunkaddr481, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.156.us.6)
  %sunkaddr482 = mul i64 %loop.index178.us, 8
  %sunkaddr483 = getelementptr i8, ptr %.6.i, i64 %sunkaddr482
  %sunkaddr484 = getelementptr i8, ptr %sunkaddr483, i64 48
  store double %.12.le.i.6, ptr %sunkaddr484, align 8
  %sunkaddr485 = mul i64 %loop.index178.us, 8
  %sunkaddr486 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr485
  %sunkaddr487 = getelementptr i8, ptr %sunkaddr486, i64 56
  %.156.us.7 = load double, ptr %sunkaddr487, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.156.us.7)
  %sunkaddr488 = mul i64 %loop.index178.us, 8
  %sunkaddr489 = getelementptr i8, ptr %.6.i, i64 %sunkaddr488
  %sunkaddr490 = getelementptr i8, ptr %sunkaddr489, i64 56
  store double %.12.le.i.7, ptr %sunkaddr490, align 8
  %.185.us.7 = add nuw nsw i64 %loop.index178.us, 8
  %exitcond220.not.7 = icmp eq i64 %arg.x.5.0.fr, %.185.us.7
  br i1 %exitcond220.not.7, label %for.end.endif.else.endif, label %for.body.endif.endif.us, !llvm.loop !15

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.9, ptr %excinfo, align 8
  br label %common.ret

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.156 = load double, ptr %arg.x.4, align 8
  %.12.le.i16 = tail call double @llvm.sin.f64(double %.156)
  store double %.12.le.i16, ptr %.6.i, align 8
  br label %for.end.endif.else.endif

for.end.endif.else.endif:                         ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %for.body.endif.endif
  %.240 = add nsw i64 %arg.x.5.0.fr, -1
  tail call void @NRT_incref(ptr nonnull %.7.i.i)
  %.543 = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.543, label %for.end.endif.endif.else.endif.if, label %for.end.endif.endif.endif, !prof !16

for.end.endif.endif.endif:                        ; preds = %for.end.endif.else.endif.thread, %for.end.endif.endif.else.endif.if, %for.end.endif.else.endif
  %.325113 = phi ptr [ %.6.i, %for.end.endif.else.endif ], [ %.325105, %for.end.endif.else.endif.thread ], [ %.6.i, %for.end.endif.endif.else.endif.if ]
  %.300111 = phi i64 [ %.240, %for.end.endif.else.endif ], [ %.300104, %for.end.endif.else.endif.thread ], [ %.240, %for.end.endif.endif.else.endif.if ]
  %.212.sroa.13.0109 = phi i64 [ %.240, %for.end.endif.else.endif ], [ 0, %for.end.endif.else.endif.thread ], [ 0, %for.end.endif.endif.else.endif.if ]
  %.212.sroa.0.3231238107 = phi i64 [ 0, %for.end.endif.else.endif ], [ %arg.x.5.0.fr, %for.end.endif.else.endif.thread ], [ 0, %for.end.endif.endif.else.endif.if ]
  %.518.sroa.0.3 = phi i64 [ 1, %for.end.endif.else.endif ], [ %arg.x.5.0.fr, %for.end.endif.else.endif.thread ], [ %arg.x.5.0.fr, %for.end.endif.endif.else.endif.if ]
  %.618 = sub nsw i64 %arg.x.5.0.fr, %.518.sroa.0.3
  %.625 = icmp slt i64 %.618, 1
  %.627 = select i1 %.625, i64 0, i64 %.618
  %.642 = icmp ne i64 %.300111, %.627
  %.643 = icmp ne i64 %.300111, 1
  %.644.not = and i1 %.643, %.642
  br i1 %.644.not, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !9

for.end.endif.endif.else.endif.if:                ; preds = %for.end.endif.else.endif
  br label %for.end.endif.endif.endif

.610.loopexit.unr-lcssa:                          ; preds = %.609.endif
  %lcmp.mod238.not = icmp eq i64 %xtraiter237, 0
  %12 = add i64 %lsr.iv.next337, -7
  %13 = add i64 %.518.sroa.0.3, %lsr.iv.next337
  %14 = add i64 %13, -7
  br i1 %lcmp.mod238.not, label %.610, label %.609.endif.epil.preheader, !prof !17

.609.endif.epil.preheader:                        ; preds = %.610.loopexit.unr-lcssa, %.609.endif.lr.ph
  %.607.0183.epil.init = phi i64 [ 0, %.609.endif.lr.ph ], [ %12, %.610.loopexit.unr-lcssa ]
  %.605.0182.epil.init = phi i64 [ %.518.sroa.0.3, %.609.endif.lr.ph ], [ %14, %.610.loopexit.unr-lcssa ]
  %15 = shl i64 %.605.0182.epil.init, 3
  %scevgep334 = getelementptr i8, ptr %.6.i, i64 %15
  br label %.609.endif.epil

.609.endif.epil:                                  ; preds = %.609.endif.epil, %.609.endif.epil.preheader
  %epil.iter = phi i64 [ 0, %.609.endif.epil.preheader ], [ %epil.iter.next, %.609.endif.epil ]
  %16 = add i64 %.607.0183.epil.init, %epil.iter
  %17 = shl nuw nsw i64 %epil.iter, 3
  %scevgep335 = getelementptr i8, ptr %scevgep334, i64 %17
  %.771.epil = tail call i64 @llvm.umin.i64(i64 %16, i64 %.770)
  %.767.0.epil = getelementptr double, ptr %.716.0, i64 %.771.epil
  %.785.epil = load double, ptr %.767.0.epil, align 8
  store double %.785.epil, ptr %scevgep335, align 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter237, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %.610, label %.609.endif.epil, !prof !18, !llvm.loop !19

.610:                                             ; preds = %.609.endif.epil, %.610.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif
  br i1 %.715, label %.610.if, label %B128.i33, !prof !9

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif.endif.endif
  store ptr null, ptr %.649, align 8
  %.655 = call i32 @_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE(ptr nonnull %.649, ptr nonnull %excinfo.4, i64 %.300111, i64 %.627)
  %cond = icmp eq i32 %.655, 0
  br i1 %cond, label %for.end.endif.endif.endif.endif, label %for.end.endif.endif.endif.if.if.if, !prof !21

for.end.endif.endif.endif.endif:                  ; preds = %for.end.endif.endif.endif.if, %for.end.endif.endif.endif
  %18 = icmp slt i64 %.618, 1
  %.680 = shl nuw i64 %.300111, 3
  %.681 = ptrtoint ptr %.325113 to i64
  %.683 = add i64 %.680, %.681
  %.699 = shl nsw i64 %.518.sroa.0.3, 3
  %.708 = select i1 %18, i64 0, i64 %.699
  %.709 = select i1 %18, i64 0, i64 %.78
  %.710 = ptrtoint ptr %.6.i to i64
  %.711 = add i64 %.708, %.710
  %.712 = add i64 %.709, %.710
  %.713 = icmp ugt i64 %.712, %.681
  %.714 = icmp ult i64 %.711, %.683
  %.715 = and i1 %.713, %.714
  br i1 %.715, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !9

for.end.endif.endif.endif.if.if.if:               ; preds = %for.end.endif.endif.endif.if
  %.663 = icmp sgt i32 %.655, 0
  %.656 = load ptr, ptr %excinfo.4, align 8
  %.664 = select i1 %.663, ptr %.656, ptr undef
  store ptr %.664, ptr %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  %.725 = tail call ptr @NRT_Allocate(i64 %.680)
  %.726 = icmp eq ptr %.725, null
  br i1 %.726, label %for.end.endif.endif.endif.endif.if.if, label %for.cond.1.preheader, !prof !9

for.cond.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.if
  %.736179.not = icmp eq i64 %.212.sroa.13.0109, %.212.sroa.0.3231238107
  br i1 %.736179.not, label %for.end.endif.endif.endif.endif.endif, label %iter.check

iter.check:                                       ; preds = %for.cond.1.preheader
  %19 = ptrtoint ptr %.725 to i64
  %20 = ptrtoint ptr %.325113 to i64
  %min.iters.check132 = icmp ult i64 %.300111, 4
  %21 = sub i64 %19, %20
  %diff.check130 = icmp ult i64 %21, 256
  %or.cond231 = or i1 %min.iters.check132, %diff.check130
  br i1 %or.cond231, label %for.body.1.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check134 = icmp ult i64 %.300111, 32
  br i1 %min.iters.check134, label %vec.epilog.ph, label %vector.ph135

vector.ph135:                                     ; preds = %vector.main.loop.iter.check
  %n.vec137 = and i64 %.300111, -32
  br label %vector.body138

vector.body138:                                   ; preds = %vector.body138, %vector.ph135
  %index139 = phi i64 [ 0, %vector.ph135 ], [ %index.next144, %vector.body138 ]
  %22 = shl i64 %index139, 3
  %scevgep397 = getelementptr i8, ptr %.725, i64 %22
  %sunkaddr491 = mul i64 %index139, 8
  %sunkaddr492 = getelementptr i8, ptr %.325113, i64 %sunkaddr491
  %wide.load140 = load <8 x double>, ptr %sunkaddr492, align 8
  %sunkaddr493 = mul i64 %index139, 8
  %sunkaddr494 = getelementptr i8, ptr %.325113, i64 %sunkaddr493
  %sunkaddr495 = getelementptr i8, ptr %sunkaddr494, i64 64
  %wide.load141 = load <8 x double>, ptr %sunkaddr495, align 8
  %sunkaddr496 = mul i64 %index139, 8
  %sunkaddr497 = getelementptr i8, ptr %.325113, i64 %sunkaddr496
  %sunkaddr498 = getelementptr i8, ptr %sunkaddr497, i64 128
  %wide.load142 = load <8 x double>, ptr %sunkaddr498, align 8
  %sunkaddr499 = mul i64 %index139, 8
  %sunkaddr500 = getelementptr i8, ptr %.325113, i64 %sunkaddr499
  %sunkaddr501 = getelementptr i8, ptr %sunkaddr500, i64 192
  %wide.load143 = load <8 x double>, ptr %sunkaddr501, align 8
  %23 = shl i64 %index139, 3
  %scevgep395 = getelementptr i8, ptr %.725, i64 %23
  %scevgep396 = getelementptr i8, ptr %scevgep395, i64 64
  %24 = shl i64 %index139, 3
  %scevgep393 = getelementptr i8, ptr %.725, i64 %24
  %scevgep394 = getelementptr i8, ptr %scevgep393, i64 128
  %25 = shl i64 %index139, 3
  %scevgep391 = getelementptr i8, ptr %.725, i64 %25
  %scevgep392 = getelementptr i8, ptr %scevgep391, i64 192
  store <8 x double> %wide.load140, ptr %scevgep397, align 8
  store <8 x double> %wide.load141, ptr %scevgep396, align 8
  store <8 x double> %wide.load142, ptr %scevgep394, align 8
  store <8 x double> %wide.load143, ptr %scevgep392, align 8
  %index.next144 = add nuw i64 %index139, 32
  %26 = icmp eq i64 %n.vec137, %index.next144
  br i1 %26, label %middle.block145, label %vector.body138, !llvm.loop !22

middle.block145:                                  ; preds = %vector.body138
  %cmp.n146 = icmp eq i64 %.300111, %n.vec137
  br i1 %cmp.n146, label %for.end.endif.endif.endif.endif.endif, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block145
  %27 = and i64 %.300111, 28
  %min.epilog.iters.check = icmp eq i64 %27, 0
  br i1 %min.epilog.iters.check, label %for.body.1.preheader, label %vec.epilog.ph, !prof !23

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec137, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec148 = and i64 %.300111, -4
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index149 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next151, %vec.epilog.vector.body ]
  %28 = shl i64 %index149, 3
  %scevgep390 = getelementptr i8, ptr %.325113, i64 %28
  %29 = shl i64 %index149, 3
  %scevgep389 = getelementptr i8, ptr %.725, i64 %29
  %wide.load150 = load <4 x double>, ptr %scevgep390, align 8
  store <4 x double> %wide.load150, ptr %scevgep389, align 8
  %index.next151 = add nuw i64 %index149, 4
  %30 = icmp eq i64 %n.vec148, %index.next151
  br i1 %30, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !24

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n152 = icmp eq i64 %.300111, %n.vec148
  br i1 %cmp.n152, label %for.end.endif.endif.endif.endif.endif, label %for.body.1.preheader

for.body.1.preheader:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index.1180.ph = phi i64 [ 0, %iter.check ], [ %n.vec137, %vec.epilog.iter.check ], [ %n.vec148, %vec.epilog.middle.block ]
  %31 = sub i64 %.300111, %loop.index.1180.ph
  %xtraiter234 = and i64 %31, 7
  %lcmp.mod235.not = icmp eq i64 %xtraiter234, 0
  br i1 %lcmp.mod235.not, label %for.body.1.prol.loopexit, label %for.body.1.prol.preheader

for.body.1.prol.preheader:                        ; preds = %for.body.1.preheader
  br label %for.body.1.prol

for.body.1.prol:                                  ; preds = %for.body.1.prol.preheader, %for.body.1.prol
  %lsr.iv387 = phi i64 [ %xtraiter234, %for.body.1.prol.preheader ], [ %lsr.iv.next388, %for.body.1.prol ]
  %loop.index.1180.prol = phi i64 [ %.746.prol, %for.body.1.prol ], [ %loop.index.1180.ph, %for.body.1.prol.preheader ]
  %32 = shl i64 %loop.index.1180.prol, 3
  %scevgep386 = getelementptr i8, ptr %.325113, i64 %32
  %33 = shl i64 %loop.index.1180.prol, 3
  %scevgep385 = getelementptr i8, ptr %.725, i64 %33
  %.744.prol = load double, ptr %scevgep386, align 8
  store double %.744.prol, ptr %scevgep385, align 8
  %.746.prol = add i64 %loop.index.1180.prol, 1
  %lsr.iv.next388 = add nsw i64 %lsr.iv387, -1
  %prol.iter236.cmp.not = icmp eq i64 %lsr.iv.next388, 0
  br i1 %prol.iter236.cmp.not, label %for.body.1.prol.loopexit, label %for.body.1.prol, !llvm.loop !25

for.body.1.prol.loopexit:                         ; preds = %for.body.1.prol, %for.body.1.preheader
  %loop.index.1180.unr = phi i64 [ %loop.index.1180.ph, %for.body.1.preheader ], [ %.746.prol, %for.body.1.prol ]
  %34 = sub i64 %loop.index.1180.ph, %.300111
  %35 = icmp ugt i64 %34, -8
  br i1 %35, label %for.end.endif.endif.endif.endif.endif, label %for.body.1.preheader251

for.body.1.preheader251:                          ; preds = %for.body.1.prol.loopexit
  br label %for.body.1

for.end.endif.endif.endif.endif.endif:            ; preds = %for.body.1, %for.body.1.prol.loopexit, %vec.epilog.middle.block, %middle.block145, %for.cond.1.preheader, %for.end.endif.endif.endif.endif
  %.716.0 = phi ptr [ %.325113, %for.end.endif.endif.endif.endif ], [ %.725, %for.body.1.prol.loopexit ], [ %.725, %for.cond.1.preheader ], [ %.725, %middle.block145 ], [ %.725, %vec.epilog.middle.block ], [ %.725, %for.body.1 ]
  %.760.not181 = icmp slt i64 %.518.sroa.0.3, %arg.x.5.0.fr
  br i1 %.760.not181, label %.609.endif.lr.ph, label %.610, !prof !26

.609.endif.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif.endif
  %.770 = add nsw i64 %.300111, -1
  %xtraiter237 = and i64 %.618, 7
  %36 = sub i64 %.518.sroa.0.3, %arg.x.5.0.fr
  %37 = icmp ugt i64 %36, -8
  br i1 %37, label %.609.endif.epil.preheader, label %.609.endif.lr.ph.new, !prof !27

.609.endif.lr.ph.new:                             ; preds = %.609.endif.lr.ph
  %38 = shl i64 %.518.sroa.0.3, 3
  %scevgep338 = getelementptr i8, ptr %.6.i, i64 %38
  %39 = lshr i64 %.618, 3
  %40 = mul i64 %39, -8
  br label %.609.endif

for.end.endif.endif.endif.endif.if.if:            ; preds = %for.end.endif.endif.endif.endif.if
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.body.1:                                       ; preds = %for.body.1.preheader251, %for.body.1
  %loop.index.1180 = phi i64 [ %.746.7, %for.body.1 ], [ %loop.index.1180.unr, %for.body.1.preheader251 ]
  %41 = shl i64 %loop.index.1180, 3
  %scevgep368 = getelementptr i8, ptr %.725, i64 %41
  %sunkaddr502 = mul i64 %loop.index.1180, 8
  %sunkaddr503 = getelementptr i8, ptr %.325113, i64 %sunkaddr502
  %.744 = load double, ptr %sunkaddr503, align 8
  store double %.744, ptr %scevgep368, align 8
  %42 = shl i64 %loop.index.1180, 3
  %scevgep366 = getelementptr i8, ptr %.725, i64 %42
  %scevgep367 = getelementptr i8, ptr %scevgep366, i64 8
  %sunkaddr504 = mul i64 %loop.index.1180, 8
  %sunkaddr505 = getelementptr i8, ptr %.325113, i64 %sunkaddr504
  %sunkaddr506 = getelementptr i8, ptr %sunkaddr505, i64 8
  %.744.1 = load double, ptr %sunkaddr506, align 8
  store double %.744.1, ptr %scevgep367, align 8
  %43 = shl i64 %loop.index.1180, 3
  %scevgep364 = getelementptr i8, ptr %.725, i64 %43
  %scevgep365 = getelementptr i8, ptr %scevgep364, i64 16
  %sunkaddr507 = mul i64 %loop.index.1180, 8
  %sunkaddr508 = getelementptr i8, ptr %.325113, i64 %sunkaddr507
  %sunkaddr509 = getelementptr i8, ptr %sunkaddr508, i64 16
  %.744.2 = load double, ptr %sunkaddr509, align 8
  store double %.744.2, ptr %scevgep365, align 8
  %44 = shl i64 %loop.index.1180, 3
  %scevgep362 = getelementptr i8, ptr %.725, i64 %44
  %scevgep363 = getelementptr i8, ptr %scevgep362, i64 24
  %sunkaddr510 = mul i64 %loop.index.1180, 8
  %sunkaddr511 = getelementptr i8, ptr %.325113, i64 %sunkaddr510
  %sunkaddr512 = getelementptr i8, ptr %sunkaddr511, i64 24
  %.744.3 = load double, ptr %sunkaddr512, align 8
  store double %.744.3, ptr %scevgep363, align 8
  %45 = shl i64 %loop.index.1180, 3
  %scevgep360 = getelementptr i8, ptr %.725, i64 %45
  %scevgep361 = getelementptr i8, ptr %scevgep360, i64 32
  %sunkaddr513 = mul i64 %loop.index.1180, 8
  %sunkaddr514 = getelementptr i8, ptr %.325113, i64 %sunkaddr513
  %sunkaddr515 = getelementptr i8, ptr %sunkaddr514, i64 32
  %.744.4 = load double, ptr %sunkaddr515, align 8
  store double %.744.4, ptr %scevgep361, align 8
  %46 = shl i64 %loop.index.1180, 3
  %scevgep358 = getelementptr i8, ptr %.725, i64 %46
  %scevgep359 = getelementptr i8, ptr %scevgep358, i64 40
  %sunkaddr516 = mul i64 %loop.index.1180, 8
  %sunkaddr517 = getelementptr i8, ptr %.325113, i64 %sunkaddr516
  %sunkaddr518 = getelementptr i8, ptr %sunkaddr517, i64 40
  %.744.5 = load double, ptr %sunkaddr518, align 8
  store double %.744.5, ptr %scevgep359, align 8
  %47 = shl i64 %loop.index.1180, 3
  %scevgep356 = getelementptr i8, ptr %.725, i64 %47
  %scevgep357 = getelementptr i8, ptr %scevgep356, i64 48
  %sunkaddr519 = mul i64 %loop.index.1180, 8
  %sunkaddr520 = getelementptr i8, ptr %.325113, i64 %sunkaddr519
  %sunkaddr521 = getelementptr i8, ptr %sunkaddr520, i64 48
  %.744.6 = load double, ptr %sunkaddr521, align 8
  store double %.744.6, ptr %scevgep357, align 8
  %48 = shl i64 %loop.index.1180, 3
  %scevgep354 = getelementptr i8, ptr %.725, i64 %48
  %scevgep355 = getelementptr i8, ptr %scevgep354, i64 56
  %sunkaddr522 = mul i64 %loop.index.1180, 8
  %sunkaddr523 = getelementptr i8, ptr %.325113, i64 %sunkaddr522
  %sunkaddr524 = getelementptr i8, ptr %sunkaddr523, i64 56
  %.744.7 = load double, ptr %sunkaddr524, align 8
  store double %.744.7, ptr %scevgep355, align 8
  %.746.7 = add nuw nsw i64 %loop.index.1180, 8
  %exitcond221.not.7 = icmp eq i64 %.300111, %.746.7
  br i1 %exitcond221.not.7, label %for.end.endif.endif.endif.endif.endif, label %for.body.1, !llvm.loop !28

.609.endif:                                       ; preds = %.609.endif, %.609.endif.lr.ph.new
  %lsr.iv336 = phi i64 [ %lsr.iv.next337, %.609.endif ], [ 7, %.609.endif.lr.ph.new ]
  %49 = add i64 %lsr.iv336, -7
  %50 = shl i64 %lsr.iv336, 3
  %scevgep352 = getelementptr i8, ptr %scevgep338, i64 %50
  %scevgep353 = getelementptr i8, ptr %scevgep352, i64 -56
  %.771 = tail call i64 @llvm.umin.i64(i64 %49, i64 %.770)
  %.767.0 = getelementptr double, ptr %.716.0, i64 %.771
  %.785 = load double, ptr %.767.0, align 8
  store double %.785, ptr %scevgep353, align 8
  %51 = add i64 %lsr.iv336, -6
  %52 = shl i64 %lsr.iv336, 3
  %scevgep350 = getelementptr i8, ptr %scevgep338, i64 %52
  %scevgep351 = getelementptr i8, ptr %scevgep350, i64 -48
  %.771.1 = tail call i64 @llvm.umin.i64(i64 %51, i64 %.770)
  %.767.0.1 = getelementptr double, ptr %.716.0, i64 %.771.1
  %.785.1 = load double, ptr %.767.0.1, align 8
  store double %.785.1, ptr %scevgep351, align 8
  %53 = add i64 %lsr.iv336, -5
  %54 = shl i64 %lsr.iv336, 3
  %scevgep348 = getelementptr i8, ptr %scevgep338, i64 %54
  %scevgep349 = getelementptr i8, ptr %scevgep348, i64 -40
  %.771.2 = tail call i64 @llvm.umin.i64(i64 %53, i64 %.770)
  %.767.0.2 = getelementptr double, ptr %.716.0, i64 %.771.2
  %.785.2 = load double, ptr %.767.0.2, align 8
  store double %.785.2, ptr %scevgep349, align 8
  %55 = add i64 %lsr.iv336, -4
  %56 = shl i64 %lsr.iv336, 3
  %scevgep346 = getelementptr i8, ptr %scevgep338, i64 %56
  %scevgep347 = getelementptr i8, ptr %scevgep346, i64 -32
  %.771.3 = tail call i64 @llvm.umin.i64(i64 %55, i64 %.770)
  %.767.0.3 = getelementptr double, ptr %.716.0, i64 %.771.3
  %.785.3 = load double, ptr %.767.0.3, align 8
  store double %.785.3, ptr %scevgep347, align 8
  %57 = add i64 %lsr.iv336, -3
  %58 = shl i64 %lsr.iv336, 3
  %scevgep344 = getelementptr i8, ptr %scevgep338, i64 %58
  %scevgep345 = getelementptr i8, ptr %scevgep344, i64 -24
  %.771.4 = tail call i64 @llvm.umin.i64(i64 %57, i64 %.770)
  %.767.0.4 = getelementptr double, ptr %.716.0, i64 %.771.4
  %.785.4 = load double, ptr %.767.0.4, align 8
  store double %.785.4, ptr %scevgep345, align 8
  %59 = add i64 %lsr.iv336, -2
  %60 = shl i64 %lsr.iv336, 3
  %scevgep342 = getelementptr i8, ptr %scevgep338, i64 %60
  %scevgep343 = getelementptr i8, ptr %scevgep342, i64 -16
  %.771.5 = tail call i64 @llvm.umin.i64(i64 %59, i64 %.770)
  %.767.0.5 = getelementptr double, ptr %.716.0, i64 %.771.5
  %.785.5 = load double, ptr %.767.0.5, align 8
  store double %.785.5, ptr %scevgep343, align 8
  %61 = add i64 %lsr.iv336, -1
  %62 = shl i64 %lsr.iv336, 3
  %scevgep340 = getelementptr i8, ptr %scevgep338, i64 %62
  %scevgep341 = getelementptr i8, ptr %scevgep340, i64 -8
  %.771.6 = tail call i64 @llvm.umin.i64(i64 %61, i64 %.770)
  %.767.0.6 = getelementptr double, ptr %.716.0, i64 %.771.6
  %.785.6 = load double, ptr %.767.0.6, align 8
  store double %.785.6, ptr %scevgep341, align 8
  %63 = shl i64 %lsr.iv336, 3
  %scevgep339 = getelementptr i8, ptr %scevgep338, i64 %63
  %.771.7 = tail call i64 @llvm.umin.i64(i64 %lsr.iv336, i64 %.770)
  %.767.0.7 = getelementptr double, ptr %.716.0, i64 %.771.7
  %.785.7 = load double, ptr %.767.0.7, align 8
  store double %.785.7, ptr %scevgep339, align 8
  %lsr.iv.next337 = add i64 %lsr.iv336, 8
  %64 = add i64 %40, %lsr.iv.next337
  %niter.ncmp.7 = icmp eq i64 %64, 7
  br i1 %niter.ncmp.7, label %.610.loopexit.unr-lcssa, label %.609.endif, !prof !29, !llvm.loop !30

.610.if:                                          ; preds = %.610
  tail call void @NRT_Free(ptr %.716.0)
  br label %B128.i33

B128.i33:                                         ; preds = %.610, %.610.if
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.911 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i57 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.911, i32 32), !noalias !32
  %.8.i.i58 = icmp eq ptr %.7.i.i57, null
  br i1 %.8.i.i58, label %.610.endif.endif.endif.endif.endif.endif.if.if, label %.610.endif.endif.endif.endif.endif.endif.endif, !prof !9

.610.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B128.i33
  %.5.i63 = getelementptr i8, ptr %.7.i.i57, i64 24
  %.6.i64 = load ptr, ptr %.5.i63, align 8
  %.982184 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.982184, label %for.body.2.lr.ph, label %for.end.2.endif.critedge

for.body.2.lr.ph:                                 ; preds = %.610.endif.endif.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %.984.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.984.not, label %for.body.2.endif.endif.endif.prol.preheader, label %iter.check197

for.body.2.endif.endif.endif.prol.preheader:      ; preds = %for.body.2.lr.ph
  br label %for.body.2.endif.endif.endif.prol

for.body.2.endif.endif.endif.prol:                ; preds = %for.body.2.endif.endif.endif.prol.preheader, %for.body.2.endif.endif.endif.prol
  %loop.index.2187.prol = phi i64 [ %.1030.prol, %for.body.2.endif.endif.endif.prol ], [ 0, %for.body.2.endif.endif.endif.prol.preheader ]
  %.992.prol = load double, ptr %arg.x.4, align 8
  %.1001.prol = load double, ptr %.6.i, align 8
  %.6.i68.prol = fmul double %.992.prol, %.1001.prol
  %65 = shl nuw nsw i64 %loop.index.2187.prol, 3
  %scevgep253 = getelementptr i8, ptr %.6.i64, i64 %65
  store double %.6.i68.prol, ptr %scevgep253, align 8
  %.1030.prol = add nuw nsw i64 %loop.index.2187.prol, 1
  %prol.iter245.cmp.not = icmp eq i64 %.1030.prol, 1
  br i1 %prol.iter245.cmp.not, label %for.end.2, label %for.body.2.endif.endif.endif.prol, !llvm.loop !39

iter.check197:                                    ; preds = %for.body.2.lr.ph
  %66 = icmp ult i64 %arg.x.5.0.fr, 4
  br i1 %66, label %for.body.2.endif.endif.endif.us.us.preheader, label %vector.memcheck189

vector.memcheck189:                               ; preds = %iter.check197
  %67 = ptrtoint ptr %.6.i64 to i64
  %68 = ptrtoint ptr %.6.i to i64
  %69 = ptrtoint ptr %arg.x.4 to i64
  %70 = sub i64 %67, %69
  %diff.check191 = icmp ult i64 %70, 256
  %71 = sub i64 %67, %68
  %diff.check192 = icmp ult i64 %71, 256
  %conflict.rdx193 = or i1 %diff.check191, %diff.check192
  br i1 %conflict.rdx193, label %for.body.2.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check199

vector.main.loop.iter.check199:                   ; preds = %vector.memcheck189
  %min.iters.check198 = icmp ult i64 %arg.x.5.0.fr, 32
  br i1 %min.iters.check198, label %vec.epilog.ph220, label %vector.ph200

vector.ph200:                                     ; preds = %vector.main.loop.iter.check199
  %const_mat = add i64 %const, -24
  %n.vec202 = and i64 %arg.x.5.0.fr, %const_mat
  br label %vector.body203

vector.body203:                                   ; preds = %vector.body203, %vector.ph200
  %index204 = phi i64 [ 0, %vector.ph200 ], [ %index.next213, %vector.body203 ]
  %sunkaddr525 = mul i64 %index204, 8
  %sunkaddr526 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr525
  %wide.load205 = load <8 x double>, ptr %sunkaddr526, align 8
  %sunkaddr527 = mul i64 %index204, 8
  %sunkaddr528 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr527
  %sunkaddr529 = getelementptr i8, ptr %sunkaddr528, i64 64
  %wide.load206 = load <8 x double>, ptr %sunkaddr529, align 8
  %sunkaddr530 = mul i64 %index204, 8
  %sunkaddr531 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr530
  %sunkaddr532 = getelementptr i8, ptr %sunkaddr531, i64 128
  %wide.load207 = load <8 x double>, ptr %sunkaddr532, align 8
  %sunkaddr533 = mul i64 %index204, 8
  %sunkaddr534 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr533
  %sunkaddr535 = getelementptr i8, ptr %sunkaddr534, i64 192
  %wide.load208 = load <8 x double>, ptr %sunkaddr535, align 8
  %sunkaddr536 = mul i64 %index204, 8
  %sunkaddr537 = getelementptr i8, ptr %.6.i, i64 %sunkaddr536
  %wide.load209 = load <8 x double>, ptr %sunkaddr537, align 8
  %sunkaddr538 = mul i64 %index204, 8
  %sunkaddr539 = getelementptr i8, ptr %.6.i, i64 %sunkaddr538
  %sunkaddr540 = getelementptr i8, ptr %sunkaddr539, i64 64
  %wide.load210 = load <8 x double>, ptr %sunkaddr540, align 8
  %sunkaddr541 = mul i64 %index204, 8
  %sunkaddr542 = getelementptr i8, ptr %.6.i, i64 %sunkaddr541
  %sunkaddr543 = getelementptr i8, ptr %sunkaddr542, i64 128
  %wide.load211 = load <8 x double>, ptr %sunkaddr543, align 8
  %sunkaddr544 = mul i64 %index204, 8
  %sunkaddr545 = getelementptr i8, ptr %.6.i, i64 %sunkaddr544
  %sunkaddr546 = getelementptr i8, ptr %sunkaddr545, i64 192
  %wide.load212 = load <8 x double>, ptr %sunkaddr546, align 8
  %72 = fmul <8 x double> %wide.load205, %wide.load209
  %73 = fmul <8 x double> %wide.load206, %wide.load210
  %74 = fmul <8 x double> %wide.load207, %wide.load211
  %75 = fmul <8 x double> %wide.load208, %wide.load212
  %sunkaddr547 = mul i64 %index204, 8
  %sunkaddr548 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr547
  store <8 x double> %72, ptr %sunkaddr548, align 8
  %sunkaddr549 = mul i64 %index204, 8
  %sunkaddr550 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr549
  %sunkaddr551 = getelementptr i8, ptr %sunkaddr550, i64 64
  store <8 x double> %73, ptr %sunkaddr551, align 8
  %sunkaddr552 = mul i64 %index204, 8
  %sunkaddr553 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr552
  %sunkaddr554 = getelementptr i8, ptr %sunkaddr553, i64 128
  store <8 x double> %74, ptr %sunkaddr554, align 8
  %sunkaddr555 = mul i64 %index204, 8
  %sunkaddr556 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr555
  %sunkaddr557 = getelementptr i8, ptr %sunkaddr556, i64 192
  store <8 x double> %75, ptr %sunkaddr557, align 8
  %index.next213 = add nuw i64 %index204, 32
  %76 = icmp eq i64 %n.vec202, %index.next213
  br i1 %76, label %middle.block214, label %vector.body203, !llvm.loop !40

middle.block214:                                  ; preds = %vector.body203
  %cmp.n215 = icmp eq i64 %arg.x.5.0.fr, %n.vec202
  br i1 %cmp.n215, label %for.end.2, label %vec.epilog.iter.check218

vec.epilog.iter.check218:                         ; preds = %middle.block214
  %77 = and i64 %arg.x.5.0.fr, 28
  %min.epilog.iters.check219 = icmp eq i64 %77, 0
  br i1 %min.epilog.iters.check219, label %for.body.2.endif.endif.endif.us.us.preheader, label %vec.epilog.ph220, !prof !23

vec.epilog.ph220:                                 ; preds = %vector.main.loop.iter.check199, %vec.epilog.iter.check218
  %vec.epilog.resume.val216 = phi i64 [ %n.vec202, %vec.epilog.iter.check218 ], [ 0, %vector.main.loop.iter.check199 ]
  %const_mat444 = add i64 %const, 4
  %n.vec222 = and i64 %arg.x.5.0.fr, %const_mat444
  br label %vec.epilog.vector.body223

vec.epilog.vector.body223:                        ; preds = %vec.epilog.vector.body223, %vec.epilog.ph220
  %index224 = phi i64 [ %vec.epilog.resume.val216, %vec.epilog.ph220 ], [ %index.next227, %vec.epilog.vector.body223 ]
  %78 = shl i64 %index224, 3
  %scevgep309 = getelementptr i8, ptr %arg.x.4, i64 %78
  %wide.load225 = load <4 x double>, ptr %scevgep309, align 8
  %79 = shl i64 %index224, 3
  %scevgep308 = getelementptr i8, ptr %.6.i, i64 %79
  %wide.load226 = load <4 x double>, ptr %scevgep308, align 8
  %80 = fmul <4 x double> %wide.load225, %wide.load226
  %81 = shl i64 %index224, 3
  %scevgep307 = getelementptr i8, ptr %.6.i64, i64 %81
  store <4 x double> %80, ptr %scevgep307, align 8
  %index.next227 = add nuw i64 %index224, 4
  %82 = icmp eq i64 %n.vec222, %index.next227
  br i1 %82, label %vec.epilog.middle.block228, label %vec.epilog.vector.body223, !llvm.loop !41

vec.epilog.middle.block228:                       ; preds = %vec.epilog.vector.body223
  %cmp.n229 = icmp eq i64 %arg.x.5.0.fr, %n.vec222
  br i1 %cmp.n229, label %for.end.2, label %for.body.2.endif.endif.endif.us.us.preheader

for.body.2.endif.endif.endif.us.us.preheader:     ; preds = %vector.memcheck189, %iter.check197, %vec.epilog.iter.check218, %vec.epilog.middle.block228
  %loop.index.2187.us.us.ph = phi i64 [ 0, %iter.check197 ], [ 0, %vector.memcheck189 ], [ %n.vec202, %vec.epilog.iter.check218 ], [ %n.vec222, %vec.epilog.middle.block228 ]
  %83 = sub nsw i64 %arg.x.5.0.fr, %loop.index.2187.us.us.ph
  %xtraiter240 = and i64 %83, 7
  %lcmp.mod241.not = icmp eq i64 %xtraiter240, 0
  br i1 %lcmp.mod241.not, label %for.body.2.endif.endif.endif.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.us.prol.preheader

for.body.2.endif.endif.endif.us.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.us.us.preheader
  br label %for.body.2.endif.endif.endif.us.us.prol

for.body.2.endif.endif.endif.us.us.prol:          ; preds = %for.body.2.endif.endif.endif.us.us.prol.preheader, %for.body.2.endif.endif.endif.us.us.prol
  %lsr.iv305 = phi i64 [ %xtraiter240, %for.body.2.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next306, %for.body.2.endif.endif.endif.us.us.prol ]
  %loop.index.2187.us.us.prol = phi i64 [ %.1030.us.us.prol, %for.body.2.endif.endif.endif.us.us.prol ], [ %loop.index.2187.us.us.ph, %for.body.2.endif.endif.endif.us.us.prol.preheader ]
  %84 = shl i64 %loop.index.2187.us.us.prol, 3
  %scevgep304 = getelementptr i8, ptr %arg.x.4, i64 %84
  %.992.us.us.prol = load double, ptr %scevgep304, align 8
  %85 = shl i64 %loop.index.2187.us.us.prol, 3
  %scevgep303 = getelementptr i8, ptr %.6.i, i64 %85
  %.1001.us.us.prol = load double, ptr %scevgep303, align 8
  %.6.i65.prol = fmul double %.992.us.us.prol, %.1001.us.us.prol
  %86 = shl i64 %loop.index.2187.us.us.prol, 3
  %scevgep302 = getelementptr i8, ptr %.6.i64, i64 %86
  store double %.6.i65.prol, ptr %scevgep302, align 8
  %.1030.us.us.prol = add nuw i64 %loop.index.2187.us.us.prol, 1
  %lsr.iv.next306 = add nsw i64 %lsr.iv305, -1
  %prol.iter242.cmp.not = icmp eq i64 %lsr.iv.next306, 0
  br i1 %prol.iter242.cmp.not, label %for.body.2.endif.endif.endif.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.us.prol, !llvm.loop !42

for.body.2.endif.endif.endif.us.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.us.us.prol, %for.body.2.endif.endif.endif.us.us.preheader
  %loop.index.2187.us.us.unr = phi i64 [ %loop.index.2187.us.us.ph, %for.body.2.endif.endif.endif.us.us.preheader ], [ %.1030.us.us.prol, %for.body.2.endif.endif.endif.us.us.prol ]
  %87 = sub nsw i64 %loop.index.2187.us.us.ph, %arg.x.5.0.fr
  %88 = icmp ugt i64 %87, -8
  br i1 %88, label %for.end.2, label %for.body.2.endif.endif.endif.us.us.preheader249

for.body.2.endif.endif.endif.us.us.preheader249:  ; preds = %for.body.2.endif.endif.endif.us.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.us.us

for.body.2.endif.endif.endif.us.us:               ; preds = %for.body.2.endif.endif.endif.us.us.preheader249, %for.body.2.endif.endif.endif.us.us
  %loop.index.2187.us.us = phi i64 [ %.1030.us.us.7, %for.body.2.endif.endif.endif.us.us ], [ %loop.index.2187.us.us.unr, %for.body.2.endif.endif.endif.us.us.preheader249 ]
  %sunkaddr558 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr559 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr558
  %.992.us.us = load double, ptr %sunkaddr559, align 8
  %sunkaddr560 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr561 = getelementptr i8, ptr %.6.i, i64 %sunkaddr560
  %.1001.us.us = load double, ptr %sunkaddr561, align 8
  %.6.i65 = fmul double %.992.us.us, %.1001.us.us
  %sunkaddr562 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr563 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr562
  store double %.6.i65, ptr %sunkaddr563, align 8
  %sunkaddr564 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr565 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr564
  %sunkaddr566 = getelementptr i8, ptr %sunkaddr565, i64 8
  %.992.us.us.1 = load double, ptr %sunkaddr566, align 8
  %sunkaddr567 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr568 = getelementptr i8, ptr %.6.i, i64 %sunkaddr567
  %sunkaddr569 = getelementptr i8, ptr %sunkaddr568, i64 8
  %.1001.us.us.1 = load double, ptr %sunkaddr569, align 8
  %.6.i65.1 = fmul double %.992.us.us.1, %.1001.us.us.1
  %sunkaddr570 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr571 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr570
  %sunkaddr572 = getelementptr i8, ptr %sunkaddr571, i64 8
  store double %.6.i65.1, ptr %sunkaddr572, align 8
  %sunkaddr573 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr574 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr573
  %sunkaddr575 = getelementptr i8, ptr %sunkaddr574, i64 16
  %.992.us.us.2 = load double, ptr %sunkaddr575, align 8
  %sunkaddr576 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr577 = getelementptr i8, ptr %.6.i, i64 %sunkaddr576
  %sunkaddr578 = getelementptr i8, ptr %sunkaddr577, i64 16
  %.1001.us.us.2 = load double, ptr %sunkaddr578, align 8
  %.6.i65.2 = fmul double %.992.us.us.2, %.1001.us.us.2
  %sunkaddr579 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr580 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr579
  %sunkaddr581 = getelementptr i8, ptr %sunkaddr580, i64 16
  store double %.6.i65.2, ptr %sunkaddr581, align 8
  %sunkaddr582 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr583 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr582
  %sunkaddr584 = getelementptr i8, ptr %sunkaddr583, i64 24
  %.992.us.us.3 = load double, ptr %sunkaddr584, align 8
  %sunkaddr585 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr586 = getelementptr i8, ptr %.6.i, i64 %sunkaddr585
  %sunkaddr587 = getelementptr i8, ptr %sunkaddr586, i64 24
  %.1001.us.us.3 = load double, ptr %sunkaddr587, align 8
  %.6.i65.3 = fmul double %.992.us.us.3, %.1001.us.us.3
  %sunkaddr588 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr589 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr588
  %sunkaddr590 = getelementptr i8, ptr %sunkaddr589, i64 24
  store double %.6.i65.3, ptr %sunkaddr590, align 8
  %sunkaddr591 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr592 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr591
  %sunkaddr593 = getelementptr i8, ptr %sunkaddr592, i64 32
  %.992.us.us.4 = load double, ptr %sunkaddr593, align 8
  %sunkaddr594 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr595 = getelementptr i8, ptr %.6.i, i64 %sunkaddr594
  %sunkaddr596 = getelementptr i8, ptr %sunkaddr595, i64 32
  %.1001.us.us.4 = load double, ptr %sunkaddr596, align 8
  %.6.i65.4 = fmul double %.992.us.us.4, %.1001.us.us.4
  %sunkaddr597 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr598 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr597
  %sunkaddr599 = getelementptr i8, ptr %sunkaddr598, i64 32
  store double %.6.i65.4, ptr %sunkaddr599, align 8
  %sunkaddr600 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr601 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr600
  %sunkaddr602 = getelementptr i8, ptr %sunkaddr601, i64 40
  %.992.us.us.5 = load double, ptr %sunkaddr602, align 8
  %sunkaddr603 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr604 = getelementptr i8, ptr %.6.i, i64 %sunkaddr603
  %sunkaddr605 = getelementptr i8, ptr %sunkaddr604, i64 40
  %.1001.us.us.5 = load double, ptr %sunkaddr605, align 8
  %.6.i65.5 = fmul double %.992.us.us.5, %.1001.us.us.5
  %sunkaddr606 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr607 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr606
  %sunkaddr608 = getelementptr i8, ptr %sunkaddr607, i64 40
  store double %.6.i65.5, ptr %sunkaddr608, align 8
  %sunkaddr609 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr610 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr609
  %sunkaddr611 = getelementptr i8, ptr %sunkaddr610, i64 48
  %.992.us.us.6 = load double, ptr %sunkaddr611, align 8
  %sunkaddr612 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr613 = getelementptr i8, ptr %.6.i, i64 %sunkaddr612
  %sunkaddr614 = getelementptr i8, ptr %sunkaddr613, i64 48
  %.1001.us.us.6 = load double, ptr %sunkaddr614, align 8
  %.6.i65.6 = fmul double %.992.us.us.6, %.1001.us.us.6
  %sunkaddr615 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr616 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr615
  %sunkaddr617 = getelementptr i8, ptr %sunkaddr616, i64 48
  store double %.6.i65.6, ptr %sunkaddr617, align 8
  %sunkaddr618 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr619 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr618
  %sunkaddr620 = getelementptr i8, ptr %sunkaddr619, i64 56
  %.992.us.us.7 = load double, ptr %sunkaddr620, align 8
  %sunkaddr621 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr622 = getelementptr i8, ptr %.6.i, i64 %sunkaddr621
  %sunkaddr623 = getelementptr i8, ptr %sunkaddr622, i64 56
  %.1001.us.us.7 = load double, ptr %sunkaddr623, align 8
  %.6.i65.7 = fmul double %.992.us.us.7, %.1001.us.us.7
  %sunkaddr624 = mul i64 %loop.index.2187.us.us, 8
  %sunkaddr625 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr624
  %sunkaddr626 = getelementptr i8, ptr %sunkaddr625, i64 56
  store double %.6.i65.7, ptr %sunkaddr626, align 8
  %.1030.us.us.7 = add nuw nsw i64 %loop.index.2187.us.us, 8
  %exitcond226.not.7 = icmp eq i64 %arg.x.5.0.fr, %.1030.us.us.7
  br i1 %exitcond226.not.7, label %for.end.2, label %for.body.2.endif.endif.endif.us.us, !llvm.loop !43

.610.endif.endif.endif.endif.endif.endif.if.if:   ; preds = %B128.i33
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.9, ptr %excinfo, align 8
  br label %common.ret

for.end.2:                                        ; preds = %for.body.2.endif.endif.endif.us.us, %for.body.2.endif.endif.endif.prol, %for.body.2.endif.endif.endif.us.us.prol.loopexit, %middle.block214, %vec.epilog.middle.block228
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  tail call void @NRT_decref(ptr %arg.x.0)
  %xtraiter.i = and i64 %arg.x.5.0.fr, 7
  %89 = icmp samesign ult i64 %arg.x.5.0.fr, 8
  br i1 %89, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !27

.89.endif.preheader.new.i:                        ; preds = %for.end.2
  %unroll_iter.i = and i64 %arg.x.5.0.fr, %const
  %90 = add nsw i64 %arg.x.5.0.fr, -8
  %91 = lshr i64 %90, 3
  %92 = add nuw nsw i64 %91, 1
  %xtraiter246 = and i64 %92, 3
  %93 = and i64 %90, 24
  %lcmp.mod247.not = icmp eq i64 %93, 24
  br i1 %lcmp.mod247.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !26

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter246, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i64, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !44
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i69.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i69.prol, align 8, !noalias !44
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !44
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !44
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !44
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !44
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !44
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !44
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter248.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter248.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !47, !llvm.loop !48

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i64, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %94 = icmp ult i64 %90, 24
  br i1 %94, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !49

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %.89.endif.epil.preheader.i, !prof !17

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %.77.013.epil.init.i = phi ptr [ %.6.i64, %for.end.2 ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %95 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %95
  %.106.epil.i = load double, ptr %scevgep, align 8, !noalias !44
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %.89.endif.epil.i, !prof !18, !llvm.loop !50

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !44
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i69 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i69, align 8, !noalias !44
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !44
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !44
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !44
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !44
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !44
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !44
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !44
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i69.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i69.1, align 8, !noalias !44
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !44
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !44
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !44
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !44
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !44
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !44
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !44
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i69.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i69.2, align 8, !noalias !44
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !44
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !44
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !44
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !44
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !44
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !44
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !44
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i69.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i69.3, align 8, !noalias !44
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !44
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !44
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !44
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !44
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !44
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !44
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !29, !llvm.loop !51

for.end.2.endif.critedge:                         ; preds = %.610.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  tail call void @NRT_decref(ptr %arg.x.0)
  br label %for.end.2.endif

for.end.2.endif:                                  ; preds = %.89.endif.epil.i, %for.end.2.endif.critedge, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2.endif.critedge ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i57)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

declare noalias ptr @NRT_Allocate(i64) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #0

declare void @NRT_Free(ptr) local_unnamed_addr

define ptr @_ZN7cpython7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.shift_assign, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !9

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ %.65, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !9

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.19, i8 0, i64 56, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 8
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !9

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  store double 0.000000e+00, ptr %.41, align 8
  %.47 = call i32 @_ZN7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #2
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif, !prof !21

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.55 = icmp sgt i32 %.47, 0
  br i1 %.55, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.65 = call ptr @PyFloat_FromDouble(double %.57)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.70 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.71 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 4
  %.72 = icmp sgt i32 %.71, 0
  %.75 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 0
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 1
  br i1 %.72, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.47, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.78 = sext i32 %.77 to i64
  %.79 = call ptr @PyBytes_FromStringAndSize(ptr %.75, i64 %.78)
  %.80 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 2
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 3
  %.85 = call ptr %.83(ptr %.81)
  %.86 = icmp eq ptr %.85, null
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !9

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 2
  %.100 = call ptr @numba_unpickle(ptr %.75, i32 %.77, ptr %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.102 = phi ptr [ %.90, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.if.else ]
  %.103.not = icmp eq ptr %.102, null
  br i1 %.103.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !9

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.90 = call ptr @numba_runtime_build_excinfo_struct(ptr %.79, ptr nonnull %.85)
  call void @NRT_Free(ptr nonnull %.48)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.102)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #2
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !21

entry.if:                                         ; preds = %entry
  %.17 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(ptr nonnull %.21)
  br i1 %.17, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.72)
  call void @Py_DecRef(ptr %.72)
  call void @numba_gil_release(ptr nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.28 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call ptr @PyBytes_FromStringAndSize(ptr %.32, i64 %.35)
  %.37 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 2
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 3
  %.42 = call ptr %.40(ptr %.38)
  %.43 = icmp eq ptr %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !9

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !9

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call ptr @numba_runtime_build_excinfo_struct(ptr %.36, ptr nonnull %.42)
  call void @NRT_Free(ptr nonnull %.10)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.59)
  br label %.24

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.24
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #0

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE(ptr noalias readnone captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, i64 %arg.src_shapes.0, i64 %arg.index_shape.0) local_unnamed_addr {
B42:
  %.75 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.2 = alloca ptr, align 8
  store ptr null, ptr %excinfo.2, align 8
  %.129 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.3 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.129, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.3, align 8
  %.225 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.5 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.225, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.5, align 8
  %.279 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.6 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.279, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.6, align 8
  %.408 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.9 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.408, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.9, align 8
  %.462 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.10 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.462, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.10, align 8
  %.494 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.11 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.494, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.11, align 8
  %.15.i.i = icmp slt i64 %arg.src_shapes.0, 0
  br i1 %.15.i.i, label %B32.thread.i.i, label %B32.i.i

B32.thread.i.i:                                   ; preds = %B42
  %.18.i.i = sub i64 0, %arg.src_shapes.0
  br label %for.end.1.endif.endif.i.i

B32.i.i:                                          ; preds = %B42
  %.29.i.i = icmp eq i64 %arg.src_shapes.0, 0
  br i1 %.29.i.i, label %B42.endif, label %for.end.1.endif.endif.i.i

B306.i.i:                                         ; preds = %B246.endif.i.i, %for.end.1.endif.endif.endif.i.i
  %.279.i.i = icmp sgt i64 %n.3.096.i.i, 0
  br i1 %.279.i.i, label %B328.endif.endif.endif.preheader.i.i, label %B42.endif

B328.endif.endif.endif.preheader.i.i:             ; preds = %B306.i.i
  %scevgep.i.i = getelementptr i8, ptr %.6.i.i.i, i64 %.70.i.i
  br label %B328.endif.endif.endif.i.i

for.end.1.endif.endif.i.i:                        ; preds = %B32.i.i, %B32.thread.i.i
  %n.3.096.i.i = phi i64 [ %.18.i.i, %B32.thread.i.i ], [ %arg.src_shapes.0, %B32.i.i ]
  %arg.n.lobit.i.i = lshr i64 %arg.src_shapes.0, 63
  %.79.le.i.i = sitofp i64 %n.3.096.i.i to double
  %.80.le.i.i = tail call double @llvm.log10.f64(double %.79.le.i.i)
  %.92.le.i.i = tail call double @llvm.floor.f64(double %.80.le.i.i)
  %.5.i.i.i = fptosi double %.92.le.i.i to i64
  %.70.i.i = add i64 %arg.n.lobit.i.i, %.5.i.i.i
  %.123.i.i = add i64 %.70.i.i, 1
  %.157.i.i = add i64 %.70.i.i, 2
  %.159.i.i = tail call ptr @NRT_MemInfo_alloc(i64 %.157.i.i), !noalias !53
  %.160.i.i = icmp eq ptr %.159.i.i, null
  br i1 %.160.i.i, label %common.ret, label %for.end.1.endif.endif.endif.i.i, !prof !9

for.end.1.endif.endif.endif.i.i:                  ; preds = %for.end.1.endif.endif.i.i
  %0 = icmp slt i64 %arg.src_shapes.0, 0
  %.5.i8.i.i = getelementptr i8, ptr %.159.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i8.i.i, align 8, !noalias !53
  br i1 %0, label %B246.endif.i.i, label %B306.i.i

B246.endif.i.i:                                   ; preds = %for.end.1.endif.endif.endif.i.i
  store i8 45, ptr %.6.i.i.i, align 1, !noalias !60
  br label %B306.i.i

B328.endif.endif.endif.i.i:                       ; preds = %B328.endif.endif.endif.i.i, %B328.endif.endif.endif.preheader.i.i
  %lsr.iv.i.i = phi ptr [ %scevgep.i.i, %B328.endif.endif.endif.preheader.i.i ], [ %scevgep10.i.i, %B328.endif.endif.endif.i.i ]
  %n.4.0.i.i = phi i64 [ %n.3.096.i.i, %B328.endif.endif.endif.preheader.i.i ], [ %.30497.i.i, %B328.endif.endif.endif.i.i ]
  %.30497.i.i = udiv i64 %n.4.0.i.i, 10
  %.30598.i.i = urem i64 %n.4.0.i.i, 10
  %1 = trunc nuw nsw i64 %.30598.i.i to i8
  %.41.i9.i.i = or disjoint i8 %1, 48
  store i8 %.41.i9.i.i, ptr %lsr.iv.i.i, align 1, !noalias !64
  %.416.not.i.i = icmp samesign ult i64 %n.4.0.i.i, 10
  %scevgep10.i.i = getelementptr i8, ptr %lsr.iv.i.i, i64 -1
  br i1 %.416.not.i.i, label %B42.endif, label %B328.endif.endif.endif.i.i

B281:                                             ; preds = %B42.endif.endif
  tail call void @NRT_decref(ptr %.89.fca.5.load)
  %.15.i.i9 = icmp slt i64 %arg.index_shape.0, 0
  br i1 %.15.i.i9, label %B32.thread.i.i52, label %B32.i.i10

B32.thread.i.i52:                                 ; preds = %B281
  %.18.i.i53 = sub i64 0, %arg.index_shape.0
  br label %for.end.1.endif.endif.i.i12

B32.i.i10:                                        ; preds = %B281
  %.29.i.i11 = icmp eq i64 %arg.index_shape.0, 0
  br i1 %.29.i.i11, label %B281.endif, label %for.end.1.endif.endif.i.i12

B306.i.i27:                                       ; preds = %B246.endif.i.i50, %for.end.1.endif.endif.endif.i.i24
  %.279.i.i28 = icmp sgt i64 %n.3.096.i.i13, 0
  br i1 %.279.i.i28, label %B328.endif.endif.endif.preheader.i.i40, label %B281.endif

B328.endif.endif.endif.preheader.i.i40:           ; preds = %B306.i.i27
  %scevgep.i.i41 = getelementptr i8, ptr %.6.i.i.i26, i64 %.70.i.i19
  br label %B328.endif.endif.endif.i.i42

for.end.1.endif.endif.i.i12:                      ; preds = %B32.i.i10, %B32.thread.i.i52
  %n.3.096.i.i13 = phi i64 [ %.18.i.i53, %B32.thread.i.i52 ], [ %arg.index_shape.0, %B32.i.i10 ]
  %arg.n.lobit.i.i14 = lshr i64 %arg.index_shape.0, 63
  %.79.le.i.i15 = sitofp i64 %n.3.096.i.i13 to double
  %.80.le.i.i16 = tail call double @llvm.log10.f64(double %.79.le.i.i15)
  %.92.le.i.i17 = tail call double @llvm.floor.f64(double %.80.le.i.i16)
  %.5.i.i.i18 = fptosi double %.92.le.i.i17 to i64
  %.70.i.i19 = add i64 %arg.n.lobit.i.i14, %.5.i.i.i18
  %.123.i.i20 = add i64 %.70.i.i19, 1
  %.157.i.i21 = add i64 %.70.i.i19, 2
  %.159.i.i22 = tail call ptr @NRT_MemInfo_alloc(i64 %.157.i.i21), !noalias !68
  %.160.i.i23 = icmp eq ptr %.159.i.i22, null
  br i1 %.160.i.i23, label %common.ret, label %for.end.1.endif.endif.endif.i.i24, !prof !9

for.end.1.endif.endif.endif.i.i24:                ; preds = %for.end.1.endif.endif.i.i12
  %2 = icmp slt i64 %arg.index_shape.0, 0
  %.5.i8.i.i25 = getelementptr i8, ptr %.159.i.i22, i64 24
  %.6.i.i.i26 = load ptr, ptr %.5.i8.i.i25, align 8, !noalias !68
  br i1 %2, label %B246.endif.i.i50, label %B306.i.i27

B246.endif.i.i50:                                 ; preds = %for.end.1.endif.endif.endif.i.i24
  store i8 45, ptr %.6.i.i.i26, align 1, !noalias !75
  br label %B306.i.i27

B328.endif.endif.endif.i.i42:                     ; preds = %B328.endif.endif.endif.i.i42, %B328.endif.endif.endif.preheader.i.i40
  %lsr.iv.i.i43 = phi ptr [ %scevgep.i.i41, %B328.endif.endif.endif.preheader.i.i40 ], [ %scevgep10.i.i49, %B328.endif.endif.endif.i.i42 ]
  %n.4.0.i.i44 = phi i64 [ %n.3.096.i.i13, %B328.endif.endif.endif.preheader.i.i40 ], [ %.30497.i.i45, %B328.endif.endif.endif.i.i42 ]
  %.30497.i.i45 = udiv i64 %n.4.0.i.i44, 10
  %.30598.i.i46 = urem i64 %n.4.0.i.i44, 10
  %3 = trunc nuw nsw i64 %.30598.i.i46 to i8
  %.41.i9.i.i47 = or disjoint i8 %3, 48
  store i8 %.41.i9.i.i47, ptr %lsr.iv.i.i43, align 1, !noalias !79
  %.416.not.i.i48 = icmp samesign ult i64 %n.4.0.i.i44, 10
  %scevgep10.i.i49 = getelementptr i8, ptr %lsr.iv.i.i43, i64 -1
  br i1 %.416.not.i.i48, label %B281.endif, label %B328.endif.endif.endif.i.i42

B42.endif:                                        ; preds = %B328.endif.endif.endif.i.i, %B306.i.i, %B32.i.i
  %.20.sroa.11.0.ph = phi ptr [ null, %B32.i.i ], [ %.159.i.i, %B306.i.i ], [ %.159.i.i, %B328.endif.endif.endif.i.i ]
  %.20.sroa.3.0.ph = phi i64 [ 1, %B32.i.i ], [ %.123.i.i, %B306.i.i ], [ %.123.i.i, %B328.endif.endif.endif.i.i ]
  %.20.sroa.0.0.ph = phi ptr [ @.bytes.5317899729839767045, %B32.i.i ], [ %.6.i.i.i, %B306.i.i ], [ %.6.i.i.i, %B328.endif.endif.endif.i.i ]
  %.fca.5.gep259 = getelementptr inbounds nuw i8, ptr %.75, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.75, i8 0, i64 48, i1 false)
  %.79 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.75, ptr nonnull %excinfo.2, ptr nonnull @.bytes.-3596957514301255344, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr %.20.sroa.0.0.ph, i64 %.20.sroa.3.0.ph, i32 1, i32 1, i64 -1, ptr %.20.sroa.11.0.ph, ptr null)
  %.89.fca.5.load = load ptr, ptr %.fca.5.gep259, align 8
  %cond2 = icmp eq i32 %.79, 0
  br i1 %cond2, label %B42.endif.endif, label %B42.endif.if.if, !prof !21

common.ret:                                       ; preds = %B364.endif.endif.endif.endif.endif.endif.endif, %B364.endif.endif.endif.endif.endif.endif, %B364.endif.endif.endif.endif.if.if, %B364.endif.endif.endif.endif.endif, %B364.endif.endif.endif.if.if, %B364.endif.endif.if.if, %B281.endif.endif.if.if, %B281.endif.if.if, %B42.endif.endif.if.if, %B42.endif.if.if, %for.end.1.endif.endif.i.i12, %for.end.1.endif.endif.i.i
  %.540.sink = phi ptr [ %.540, %B364.endif.endif.endif.endif.endif.endif.endif ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.16, %B364.endif.endif.endif.endif.endif ], [ %.80, %B42.endif.if.if ], [ %.499, %B364.endif.endif.endif.endif.if.if ], [ %.467, %B364.endif.endif.endif.if.if ], [ %.413, %B364.endif.endif.if.if ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3, %for.end.1.endif.endif.i.i12 ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.16, %B364.endif.endif.endif.endif.endif.endif ], [ %.284, %B281.endif.endif.if.if ], [ %.230, %B281.endif.if.if ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3, %for.end.1.endif.endif.i.i ], [ %.134, %B42.endif.endif.if.if ]
  store ptr %.540.sink, ptr %excinfo, align 8
  ret i32 1

B42.endif.endif:                                  ; preds = %B42.endif
  %sunkaddr = getelementptr inbounds nuw i8, ptr %.75, i64 40
  %.89.fca.6.load = load ptr, ptr %sunkaddr, align 8
  %sunkaddr112 = getelementptr inbounds nuw i8, ptr %.75, i64 24
  %.89.fca.4.load = load i64, ptr %sunkaddr112, align 8
  %sunkaddr113 = getelementptr inbounds nuw i8, ptr %.75, i64 20
  %.89.fca.3.load = load i32, ptr %sunkaddr113, align 4
  %sunkaddr114 = getelementptr inbounds nuw i8, ptr %.75, i64 16
  %.89.fca.2.load = load i32, ptr %sunkaddr114, align 8
  %sunkaddr115 = getelementptr inbounds nuw i8, ptr %.75, i64 8
  %.89.fca.1.load = load i64, ptr %sunkaddr115, align 8
  %.89.fca.0.load = load ptr, ptr %.75, align 8
  tail call void @NRT_decref(ptr %.20.sroa.11.0.ph)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.129, i8 0, i64 48, i1 false)
  %.133 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.129, ptr nonnull %excinfo.3, ptr %.89.fca.0.load, i64 %.89.fca.1.load, i32 %.89.fca.2.load, i32 %.89.fca.3.load, i64 %.89.fca.4.load, ptr %.89.fca.5.load, ptr %.89.fca.6.load, ptr nonnull @.bytes.8891677930182646943, i64 2, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %.143.fca.0.load = load ptr, ptr %.129, align 8
  %sunkaddr116 = getelementptr inbounds nuw i8, ptr %.129, i64 8
  %.143.fca.1.load = load i64, ptr %sunkaddr116, align 8
  %sunkaddr117 = getelementptr inbounds nuw i8, ptr %.129, i64 16
  %.143.fca.2.load = load i32, ptr %sunkaddr117, align 8
  %sunkaddr118 = getelementptr inbounds nuw i8, ptr %.129, i64 20
  %.143.fca.3.load = load i32, ptr %sunkaddr118, align 4
  %sunkaddr119 = getelementptr inbounds nuw i8, ptr %.129, i64 24
  %.143.fca.4.load = load i64, ptr %sunkaddr119, align 8
  %sunkaddr120 = getelementptr inbounds nuw i8, ptr %.129, i64 32
  %.143.fca.5.load = load ptr, ptr %sunkaddr120, align 8
  %sunkaddr121 = getelementptr inbounds nuw i8, ptr %.129, i64 40
  %.143.fca.6.load = load ptr, ptr %sunkaddr121, align 8
  %cond3 = icmp eq i32 %.133, 0
  br i1 %cond3, label %B281, label %B42.endif.endif.if.if, !prof !21

B42.endif.if.if:                                  ; preds = %B42.endif
  %.80 = load ptr, ptr %excinfo.2, align 8
  br label %common.ret

B42.endif.endif.if.if:                            ; preds = %B42.endif.endif
  %.134 = load ptr, ptr %excinfo.3, align 8
  br label %common.ret

B281.endif:                                       ; preds = %B328.endif.endif.endif.i.i42, %B306.i.i27, %B32.i.i10
  %.172.sroa.0.0.ph = phi ptr [ @.bytes.5317899729839767045, %B32.i.i10 ], [ %.6.i.i.i26, %B306.i.i27 ], [ %.6.i.i.i26, %B328.endif.endif.endif.i.i42 ]
  %.172.sroa.4.0.ph = phi i64 [ 1, %B32.i.i10 ], [ %.123.i.i20, %B306.i.i27 ], [ %.123.i.i20, %B328.endif.endif.endif.i.i42 ]
  %.172.sroa.12.0.ph = phi ptr [ null, %B32.i.i10 ], [ %.159.i.i22, %B306.i.i27 ], [ %.159.i.i22, %B328.endif.endif.endif.i.i42 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.225, i8 0, i64 48, i1 false)
  %.229 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.225, ptr nonnull %excinfo.5, ptr nonnull @.bytes.-3596957514301255344, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr %.172.sroa.0.0.ph, i64 %.172.sroa.4.0.ph, i32 1, i32 1, i64 -1, ptr %.172.sroa.12.0.ph, ptr null)
  %sunkaddr122 = getelementptr inbounds nuw i8, ptr %.225, i64 32
  %.239.fca.5.load = load ptr, ptr %sunkaddr122, align 8
  %cond4 = icmp eq i32 %.229, 0
  br i1 %cond4, label %B281.endif.endif, label %B281.endif.if.if, !prof !21

B281.endif.endif:                                 ; preds = %B281.endif
  %sunkaddr123 = getelementptr inbounds nuw i8, ptr %.225, i64 40
  %.239.fca.6.load = load ptr, ptr %sunkaddr123, align 8
  %sunkaddr124 = getelementptr inbounds nuw i8, ptr %.225, i64 24
  %.239.fca.4.load = load i64, ptr %sunkaddr124, align 8
  %sunkaddr125 = getelementptr inbounds nuw i8, ptr %.225, i64 20
  %.239.fca.3.load = load i32, ptr %sunkaddr125, align 4
  %sunkaddr126 = getelementptr inbounds nuw i8, ptr %.225, i64 16
  %.239.fca.2.load = load i32, ptr %sunkaddr126, align 8
  %sunkaddr127 = getelementptr inbounds nuw i8, ptr %.225, i64 8
  %.239.fca.1.load = load i64, ptr %sunkaddr127, align 8
  %.239.fca.0.load = load ptr, ptr %.225, align 8
  tail call void @NRT_decref(ptr %.172.sroa.12.0.ph)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.279, i8 0, i64 48, i1 false)
  %.283 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.279, ptr nonnull %excinfo.6, ptr %.239.fca.0.load, i64 %.239.fca.1.load, i32 %.239.fca.2.load, i32 %.239.fca.3.load, i64 %.239.fca.4.load, ptr %.239.fca.5.load, ptr %.239.fca.6.load, ptr nonnull @.bytes.8891677930182646943, i64 2, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %sunkaddr128 = getelementptr inbounds nuw i8, ptr %.279, i64 32
  %.293.fca.5.load = load ptr, ptr %sunkaddr128, align 8
  %cond5 = icmp eq i32 %.283, 0
  br i1 %cond5, label %B364.endif.endif, label %B281.endif.endif.if.if, !prof !21

B281.endif.if.if:                                 ; preds = %B281.endif
  %.230 = load ptr, ptr %excinfo.5, align 8
  br label %common.ret

B281.endif.endif.if.if:                           ; preds = %B281.endif.endif
  %.284 = load ptr, ptr %excinfo.6, align 8
  br label %common.ret

B364.endif.endif:                                 ; preds = %B281.endif.endif
  %sunkaddr129 = getelementptr inbounds nuw i8, ptr %.279, i64 40
  %.293.fca.6.load = load ptr, ptr %sunkaddr129, align 8
  %sunkaddr130 = getelementptr inbounds nuw i8, ptr %.279, i64 24
  %.293.fca.4.load = load i64, ptr %sunkaddr130, align 8
  %sunkaddr131 = getelementptr inbounds nuw i8, ptr %.279, i64 20
  %.293.fca.3.load = load i32, ptr %sunkaddr131, align 4
  %sunkaddr132 = getelementptr inbounds nuw i8, ptr %.279, i64 16
  %.293.fca.2.load = load i32, ptr %sunkaddr132, align 8
  %sunkaddr133 = getelementptr inbounds nuw i8, ptr %.279, i64 8
  %.293.fca.1.load = load i64, ptr %sunkaddr133, align 8
  %.293.fca.0.load = load ptr, ptr %.279, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.408, i8 0, i64 48, i1 false)
  %.412 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.408, ptr nonnull %excinfo.9, ptr nonnull @.bytes.-3729243754832727719, i64 29, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr %.293.fca.0.load, i64 %.293.fca.1.load, i32 %.293.fca.2.load, i32 %.293.fca.3.load, i64 %.293.fca.4.load, ptr %.293.fca.5.load, ptr %.293.fca.6.load)
  %sunkaddr134 = getelementptr inbounds nuw i8, ptr %.408, i64 32
  %.422.fca.5.load = load ptr, ptr %sunkaddr134, align 8
  %cond6 = icmp eq i32 %.412, 0
  tail call void @NRT_decref(ptr %.239.fca.5.load)
  br i1 %cond6, label %B364.endif.endif.endif, label %B364.endif.endif.if.if, !prof !21

B364.endif.endif.endif:                           ; preds = %B364.endif.endif
  %sunkaddr135 = getelementptr inbounds nuw i8, ptr %.408, i64 40
  %.422.fca.6.load = load ptr, ptr %sunkaddr135, align 8
  %sunkaddr136 = getelementptr inbounds nuw i8, ptr %.408, i64 24
  %.422.fca.4.load = load i64, ptr %sunkaddr136, align 8
  %sunkaddr137 = getelementptr inbounds nuw i8, ptr %.408, i64 20
  %.422.fca.3.load = load i32, ptr %sunkaddr137, align 4
  %sunkaddr138 = getelementptr inbounds nuw i8, ptr %.408, i64 16
  %.422.fca.2.load = load i32, ptr %sunkaddr138, align 8
  %sunkaddr139 = getelementptr inbounds nuw i8, ptr %.408, i64 8
  %.422.fca.1.load = load i64, ptr %sunkaddr139, align 8
  %.422.fca.0.load = load ptr, ptr %.408, align 8
  tail call void @NRT_decref(ptr %.293.fca.5.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.462, i8 0, i64 48, i1 false)
  %.466 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.462, ptr nonnull %excinfo.10, ptr %.422.fca.0.load, i64 %.422.fca.1.load, i32 %.422.fca.2.load, i32 %.422.fca.3.load, i64 %.422.fca.4.load, ptr %.422.fca.5.load, ptr %.422.fca.6.load, ptr nonnull @.bytes.-4030968085971895554, i64 21, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %sunkaddr140 = getelementptr inbounds nuw i8, ptr %.462, i64 32
  %.476.fca.5.load = load ptr, ptr %sunkaddr140, align 8
  %cond7 = icmp eq i32 %.466, 0
  br i1 %cond7, label %B364.endif.endif.endif.endif, label %B364.endif.endif.endif.if.if, !prof !21

B364.endif.endif.if.if:                           ; preds = %B364.endif.endif
  %.413 = load ptr, ptr %excinfo.9, align 8
  br label %common.ret

B364.endif.endif.endif.endif:                     ; preds = %B364.endif.endif.endif
  %sunkaddr141 = getelementptr inbounds nuw i8, ptr %.462, i64 40
  %.476.fca.6.load = load ptr, ptr %sunkaddr141, align 8
  %sunkaddr142 = getelementptr inbounds nuw i8, ptr %.462, i64 24
  %.476.fca.4.load = load i64, ptr %sunkaddr142, align 8
  %sunkaddr143 = getelementptr inbounds nuw i8, ptr %.462, i64 20
  %.476.fca.3.load = load i32, ptr %sunkaddr143, align 4
  %sunkaddr144 = getelementptr inbounds nuw i8, ptr %.462, i64 16
  %.476.fca.2.load = load i32, ptr %sunkaddr144, align 8
  %sunkaddr145 = getelementptr inbounds nuw i8, ptr %.462, i64 8
  %.476.fca.1.load = load i64, ptr %sunkaddr145, align 8
  %.476.fca.0.load = load ptr, ptr %.462, align 8
  tail call void @NRT_decref(ptr %.422.fca.5.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.494, i8 0, i64 48, i1 false)
  %.498 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.494, ptr nonnull %excinfo.11, ptr %.476.fca.0.load, i64 %.476.fca.1.load, i32 %.476.fca.2.load, i32 %.476.fca.3.load, i64 %.476.fca.4.load, ptr %.476.fca.5.load, ptr %.476.fca.6.load, ptr %.143.fca.0.load, i64 %.143.fca.1.load, i32 %.143.fca.2.load, i32 %.143.fca.3.load, i64 %.143.fca.4.load, ptr %.143.fca.5.load, ptr %.143.fca.6.load)
  %.508.fca.0.load = load ptr, ptr %.494, align 8
  %sunkaddr146 = getelementptr inbounds nuw i8, ptr %.494, i64 8
  %.508.fca.1.load = load i64, ptr %sunkaddr146, align 8
  %sunkaddr147 = getelementptr inbounds nuw i8, ptr %.494, i64 16
  %.508.fca.2.load = load i32, ptr %sunkaddr147, align 8
  %sunkaddr148 = getelementptr inbounds nuw i8, ptr %.494, i64 20
  %.508.fca.3.load = load i32, ptr %sunkaddr148, align 4
  %sunkaddr149 = getelementptr inbounds nuw i8, ptr %.494, i64 24
  %.508.fca.4.load = load i64, ptr %sunkaddr149, align 8
  %sunkaddr150 = getelementptr inbounds nuw i8, ptr %.494, i64 32
  %.508.fca.5.load = load ptr, ptr %sunkaddr150, align 8
  %sunkaddr151 = getelementptr inbounds nuw i8, ptr %.494, i64 40
  %.508.fca.6.load = load ptr, ptr %sunkaddr151, align 8
  %cond8 = icmp eq i32 %.498, 0
  br i1 %cond8, label %B364.endif.endif.endif.endif.endif, label %B364.endif.endif.endif.endif.if.if, !prof !21

B364.endif.endif.endif.if.if:                     ; preds = %B364.endif.endif.endif
  %.467 = load ptr, ptr %excinfo.10, align 8
  br label %common.ret

B364.endif.endif.endif.endif.endif:               ; preds = %B364.endif.endif.endif.endif
  tail call void @NRT_incref(ptr %.508.fca.5.load)
  %.529 = tail call ptr @NRT_Allocate(i64 48)
  %.530 = icmp eq ptr %.529, null
  tail call void @NRT_decref(ptr %.476.fca.5.load)
  tail call void @NRT_decref(ptr %.143.fca.5.load)
  br i1 %.530, label %common.ret, label %B364.endif.endif.endif.endif.endif.endif, !prof !9

B364.endif.endif.endif.endif.if.if:               ; preds = %B364.endif.endif.endif.endif
  %.499 = load ptr, ptr %excinfo.11, align 8
  br label %common.ret

B364.endif.endif.endif.endif.endif.endif:         ; preds = %B364.endif.endif.endif.endif.endif
  store ptr %.508.fca.0.load, ptr %.529, align 8
  %.529.repack318 = getelementptr inbounds nuw i8, ptr %.529, i64 8
  store i64 %.508.fca.1.load, ptr %.529.repack318, align 8
  %.529.repack320 = getelementptr inbounds nuw i8, ptr %.529, i64 16
  store i32 %.508.fca.2.load, ptr %.529.repack320, align 8
  %.529.repack322 = getelementptr inbounds nuw i8, ptr %.529, i64 20
  store i32 %.508.fca.3.load, ptr %.529.repack322, align 4
  %.529.repack324 = getelementptr inbounds nuw i8, ptr %.529, i64 24
  store i64 %.508.fca.4.load, ptr %.529.repack324, align 8
  %.529.repack326 = getelementptr inbounds nuw i8, ptr %.529, i64 32
  store ptr %.508.fca.5.load, ptr %.529.repack326, align 8
  %.529.repack328 = getelementptr inbounds nuw i8, ptr %.529, i64 40
  store ptr %.508.fca.6.load, ptr %.529.repack328, align 8
  %.540 = tail call ptr @NRT_Allocate(i64 40)
  %.541 = icmp eq ptr %.540, null
  br i1 %.541, label %common.ret, label %B364.endif.endif.endif.endif.endif.endif.endif, !prof !9

B364.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B364.endif.endif.endif.endif.endif.endif
  store ptr @.const.pickledata.c23684870b5723594dfd2b865e264e75421b5ce6, ptr %.540, align 8
  %.555 = getelementptr i8, ptr %.540, i64 8
  store i32 360, ptr %.555, align 8
  %.557 = getelementptr i8, ptr %.540, i64 16
  store ptr %.529, ptr %.557, align 8
  %.559 = getelementptr i8, ptr %.540, i64 24
  store ptr @__excinfo_unwrap_args2a69829f126f4a7013ea1e2468c3325e564f5cc6, ptr %.559, align 8
  %.561 = getelementptr i8, ptr %.540, i64 32
  store i32 1, ptr %.561, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log10.f64(double) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #0

declare noalias ptr @NRT_MemInfo_alloc(i64) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !9

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !9

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readonly captures(none) %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, ptr %arg.a.5, ptr readnone captures(none) %arg.a.6, ptr readonly captures(none) %arg.b.0, i64 %arg.b.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, ptr %arg.b.5, ptr readnone captures(none) %arg.b.6) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.a.5)
  tail call void @NRT_incref(ptr %arg.b.5)
  %.38 = add nsw i64 %arg.b.1, %arg.a.1
  %.12.i = icmp eq i32 %arg.a.2, 0
  %.16.i = icmp eq i32 %arg.b.2, 0
  %or.cond.i = select i1 %.12.i, i1 true, i1 %.16.i
  br i1 %or.cond.i, label %B0.if.if, label %B78.i

B78.i:                                            ; preds = %B0
  switch i32 %arg.a.2, label %B0.if.if [
    i32 1, label %B0.endif.endif
    i32 2, label %B126.i
    i32 4, label %B0.endif.endif.thread
  ]

B126.i:                                           ; preds = %B78.i
  %.46.i = icmp eq i32 %arg.b.2, 4
  br i1 %.46.i, label %B0.endif.endif.thread, label %B0.endif.endif.thread67

B0.endif.endif.thread67:                          ; preds = %B126.i
  %.9.i69 = icmp eq i32 %arg.a.3, 1
  %.13.i70 = icmp eq i32 %arg.b.3, 1
  %or.cond.i1371 = select i1 %.9.i69, i1 %.13.i70, i1 false
  br label %B0.endif.i

common.ret:                                       ; preds = %B0.endif.endif.if.if, %B0.if.if, %B452
  %common.ret.op = phi i32 [ 0, %B452 ], [ 1, %B0.if.if ], [ 1, %B0.endif.endif.if.if ]
  ret i32 %common.ret.op

B452:                                             ; preds = %B352.backedge, %B296.endif.endif
  store ptr %.6.i.i, ptr %retptr, align 8
  %retptr.repack273 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 %.38, ptr %retptr.repack273, align 8
  %retptr.repack275 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i32 %.53.0.ph64, ptr %retptr.repack275, align 8
  %retptr.repack277 = getelementptr inbounds nuw i8, ptr %retptr, i64 20
  store i32 %..i66, ptr %retptr.repack277, align 4
  %retptr.repack279 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 -1, ptr %retptr.repack279, align 8
  %retptr.repack281 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.38.i, ptr %retptr.repack281, align 8
  %retptr.repack283 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store ptr null, ptr %retptr.repack283, align 8
  tail call void @NRT_decref(ptr %arg.b.5)
  tail call void @NRT_decref(ptr %arg.a.5)
  br label %common.ret

B0.if.if:                                         ; preds = %B78.i, %B0
  %excinfo.1.0 = phi ptr [ @.const.picklebuf.0b5f89ad6cdd26e116f22e397b3af18646d42f40, %B0 ], [ @.const.picklebuf.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f, %B78.i ]
  store ptr %excinfo.1.0, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.thread:                            ; preds = %B126.i, %B78.i
  %.9.i59 = icmp eq i32 %arg.a.3, 1
  %.13.i60 = icmp eq i32 %arg.b.3, 1
  %or.cond.i1361 = select i1 %.9.i59, i1 %.13.i60, i1 false
  br label %B0.endif.i

B0.endif.endif:                                   ; preds = %B78.i
  %.9.i = icmp eq i32 %arg.a.3, 1
  %.13.i = icmp eq i32 %arg.b.3, 1
  %or.cond.i13 = select i1 %.9.i, i1 %.13.i, i1 false
  %0 = zext i32 %arg.b.2 to i64
  switch i32 %arg.b.2, label %B0.endif.endif.if.if [
    i32 1, label %B0.endif.i
    i32 2, label %B52.i.i
    i32 4, label %B78.i.i
  ]

B52.i.i:                                          ; preds = %B0.endif.endif
  br label %B0.endif.i

B78.i.i:                                          ; preds = %B0.endif.endif
  br label %B0.endif.i

B0.endif.i:                                       ; preds = %B78.i.i, %B52.i.i, %B0.endif.endif, %B0.endif.endif.thread, %B0.endif.endif.thread67
  %..i66.in = phi i1 [ %or.cond.i13, %B0.endif.endif ], [ %or.cond.i13, %B52.i.i ], [ %or.cond.i1371, %B0.endif.endif.thread67 ], [ %or.cond.i1361, %B0.endif.endif.thread ], [ %or.cond.i13, %B78.i.i ]
  %.53.0.ph64 = phi i32 [ %arg.b.2, %B0.endif.endif ], [ %arg.b.2, %B52.i.i ], [ 2, %B0.endif.endif.thread67 ], [ 4, %B0.endif.endif.thread ], [ %arg.b.2, %B78.i.i ]
  %.7.0.ph.i = phi i64 [ %0, %B0.endif.endif ], [ 2, %B52.i.i ], [ 2, %B0.endif.endif.thread67 ], [ 4, %B0.endif.endif.thread ], [ 4, %B78.i.i ]
  %..i66 = zext i1 %..i66.in to i32
  %.36.i15 = add i64 %.38, 1
  %.37.i16 = mul i64 %.7.0.ph.i, %.36.i15
  %.38.i = tail call ptr @NRT_MemInfo_alloc(i64 %.37.i16), !noalias !83
  %.39.i = icmp eq ptr %.38.i, null
  br i1 %.39.i, label %B0.endif.endif.if.if, label %B0.endif.endif.i, !prof !9

B0.endif.endif.i:                                 ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, ptr %.38.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !83
  switch i32 %.53.0.ph64, label %B0.endif.endif.i.unreachabledefault [
    i32 1, label %B36.i.i
    i32 2, label %B116.i.i
    i32 4, label %B196.i.i
  ]

B36.i.i:                                          ; preds = %B0.endif.endif.i
  %.41.i.i = getelementptr i8, ptr %.6.i.i, i64 %.38
  store i8 0, ptr %.41.i.i, align 1, !noalias !87
  br label %B0.endif.endif.endif.endif.endif

B116.i.i:                                         ; preds = %B0.endif.endif.i
  %.72.i.i = getelementptr i16, ptr %.6.i.i, i64 %.38
  store i16 0, ptr %.72.i.i, align 2, !noalias !87
  br label %B0.endif.endif.endif.endif.endif

B196.i.i:                                         ; preds = %B0.endif.endif.i
  %.102.i.i = getelementptr i32, ptr %.6.i.i, i64 %.38
  store i32 0, ptr %.102.i.i, align 4, !noalias !87
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.i.unreachabledefault:              ; preds = %B0.endif.endif.i
  unreachable

B0.endif.endif.if.if:                             ; preds = %B0.endif.i, %B0.endif.endif
  %excinfo.3.0.ph = phi ptr [ @.const.picklebuf.33f8de5b99d1069272de3ead277b8618163ba77f, %B0.endif.endif ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12, %B0.endif.i ]
  store ptr %excinfo.3.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B196.i.i, %B116.i.i, %B36.i.i
  %.256293.not = icmp slt i64 %arg.a.1, 1
  br i1 %.256293.not, label %B296.endif.endif, label %B230.preheader

B230.preheader:                                   ; preds = %B0.endif.endif.endif.endif.endif
  switch i32 %.53.0.ph64, label %B230.preheader.unreachabledefault [
    i32 1, label %B230.preheader.split.us
    i32 2, label %iter.check228
    i32 4, label %iter.check
  ]

iter.check:                                       ; preds = %B230.preheader
  %min.iters.check = icmp samesign ult i64 %arg.a.1, 16
  br i1 %min.iters.check, label %B230.us114.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %1 = shl i64 %arg.a.1, 2
  %scevgep = getelementptr i8, ptr %.6.i.i, i64 %1
  %scevgep164 = getelementptr i8, ptr %arg.a.0, i64 %arg.a.1
  %2 = shl nuw i64 %arg.a.1, 1
  %scevgep165 = getelementptr i8, ptr %arg.a.0, i64 %2
  %scevgep166 = getelementptr i8, ptr %arg.a.0, i64 %1
  %bound0 = icmp ult ptr %.6.i.i, %scevgep164
  %bound1 = icmp ult ptr %arg.a.0, %scevgep
  %bound0167 = icmp ult ptr %.6.i.i, %scevgep165
  %found.conflict159 = or i1 %bound0, %bound0167
  %bound0170 = icmp ult ptr %.6.i.i, %scevgep166
  %conflict.rdx160 = or i1 %bound0170, %found.conflict159
  %conflict.rdx173 = and i1 %bound1, %conflict.rdx160
  br i1 %conflict.rdx173, label %B230.us114.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %const = bitcast i64 9223372036854775792 to i64
  %min.iters.check174 = icmp samesign ult i64 %arg.a.1, 64
  br i1 %min.iters.check174, label %vector.main.loop.iter.check.vec.epilog.ph_crit_edge, label %vector.ph

vector.main.loop.iter.check.vec.epilog.ph_crit_edge: ; preds = %vector.main.loop.iter.check
  %.pre183 = insertelement <16 x i32> poison, i32 %arg.a.2, i64 0
  %.pre184 = shufflevector <16 x i32> %.pre183, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %const_mat = add i64 %const, -48
  %n.vec = and i64 %arg.a.1, %const_mat
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %arg.a.2, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %3 = lshr i64 %arg.a.1, 6
  %4 = trunc i64 %3 to i57
  %5 = zext i57 %4 to i64
  %6 = mul nsw i64 %5, -64
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %lsr.iv741 = phi i64 [ %lsr.iv.next742, %vector.body ], [ 48, %vector.ph ]
  %7 = icmp eq i32 %arg.a.2, 1
  %8 = icmp eq i32 %arg.a.2, 2
  %9 = icmp eq i32 %arg.a.2, 4
  %10 = icmp eq <16 x i32> %broadcast.splat, splat (i32 4)
  %11 = icmp eq <16 x i32> %broadcast.splat, splat (i32 2)
  %12 = icmp eq <16 x i32> %broadcast.splat, splat (i32 1)
  %13 = shl i64 %lsr.iv741, 2
  %scevgep766 = getelementptr i8, ptr %arg.a.0, i64 %13
  %scevgep767 = getelementptr i8, ptr %scevgep766, i64 -192
  %scevgep765 = getelementptr i8, ptr %scevgep766, i64 -128
  %scevgep763 = getelementptr i8, ptr %scevgep766, i64 -64
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep767, <16 x i1> %10, <16 x i32> poison), !alias.scope !91, !noalias !94
  %wide.masked.load175 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep765, <16 x i1> %10, <16 x i32> poison), !alias.scope !91, !noalias !94
  %wide.masked.load176 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep763, <16 x i1> %10, <16 x i32> poison), !alias.scope !91, !noalias !94
  %wide.masked.load177 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep766, <16 x i1> %10, <16 x i32> poison), !alias.scope !91, !noalias !94
  %14 = shl nuw i64 %lsr.iv741, 1
  %scevgep386 = getelementptr i8, ptr %arg.a.0, i64 %14
  %15 = shl nuw i64 %lsr.iv741, 1
  %scevgep384 = getelementptr i8, ptr %arg.a.0, i64 %15
  %scevgep385 = getelementptr i8, ptr %scevgep384, i64 -96
  %16 = shl nuw i64 %lsr.iv741, 1
  %scevgep382 = getelementptr i8, ptr %arg.a.0, i64 %16
  %scevgep383 = getelementptr i8, ptr %scevgep382, i64 -64
  %17 = shl nuw i64 %lsr.iv741, 1
  %scevgep379 = getelementptr i8, ptr %arg.a.0, i64 %17
  %scevgep380 = getelementptr i8, ptr %scevgep379, i64 -32
  %wide.masked.load178 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep385, <16 x i1> %11, <16 x i16> poison), !alias.scope !97, !noalias !94
  %wide.masked.load179 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep383, <16 x i1> %11, <16 x i16> poison), !alias.scope !97, !noalias !94
  %wide.masked.load180 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep380, <16 x i1> %11, <16 x i16> poison), !alias.scope !97, !noalias !94
  %wide.masked.load181 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep386, <16 x i1> %11, <16 x i16> poison), !alias.scope !97, !noalias !94
  %18 = zext <16 x i16> %wide.masked.load178 to <16 x i32>
  %19 = zext <16 x i16> %wide.masked.load179 to <16 x i32>
  %20 = zext <16 x i16> %wide.masked.load180 to <16 x i32>
  %21 = zext <16 x i16> %wide.masked.load181 to <16 x i32>
  %scevgep750 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv741
  %scevgep751 = getelementptr i8, ptr %scevgep750, i64 -48
  %scevgep753 = getelementptr i8, ptr %scevgep750, i64 -32
  %scevgep752 = getelementptr i8, ptr %scevgep750, i64 -16
  %wide.masked.load182 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep751, <16 x i1> %12, <16 x i8> poison), !alias.scope !99, !noalias !94
  %wide.masked.load183 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep753, <16 x i1> %12, <16 x i8> poison), !alias.scope !99, !noalias !94
  %wide.masked.load184 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep752, <16 x i1> %12, <16 x i8> poison), !alias.scope !99, !noalias !94
  %wide.masked.load185 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep750, <16 x i1> %12, <16 x i8> poison), !alias.scope !99, !noalias !94
  %22 = zext <16 x i8> %wide.masked.load182 to <16 x i32>
  %23 = zext <16 x i8> %wide.masked.load183 to <16 x i32>
  %24 = zext <16 x i8> %wide.masked.load184 to <16 x i32>
  %25 = zext <16 x i8> %wide.masked.load185 to <16 x i32>
  %predphi = select i1 %7, <16 x i32> %22, <16 x i32> zeroinitializer
  %predphi186 = select i1 %8, <16 x i32> %18, <16 x i32> %predphi
  %predphi187 = select i1 %9, <16 x i32> %wide.masked.load, <16 x i32> %predphi186
  %predphi188 = select i1 %7, <16 x i32> %23, <16 x i32> zeroinitializer
  %predphi189 = select i1 %8, <16 x i32> %19, <16 x i32> %predphi188
  %predphi190 = select i1 %9, <16 x i32> %wide.masked.load175, <16 x i32> %predphi189
  %predphi191 = select i1 %7, <16 x i32> %24, <16 x i32> zeroinitializer
  %predphi192 = select i1 %8, <16 x i32> %20, <16 x i32> %predphi191
  %predphi193 = select i1 %9, <16 x i32> %wide.masked.load176, <16 x i32> %predphi192
  %predphi194 = select i1 %7, <16 x i32> %25, <16 x i32> zeroinitializer
  %predphi195 = select i1 %8, <16 x i32> %21, <16 x i32> %predphi194
  %predphi196 = select i1 %9, <16 x i32> %wide.masked.load177, <16 x i32> %predphi195
  %26 = shl i64 %lsr.iv741, 2
  %scevgep387 = getelementptr i8, ptr %.6.i.i, i64 %26
  %scevgep390 = getelementptr i8, ptr %scevgep387, i64 -192
  %scevgep389 = getelementptr i8, ptr %scevgep387, i64 -128
  %scevgep388 = getelementptr i8, ptr %scevgep387, i64 -64
  store <16 x i32> %predphi187, ptr %scevgep390, align 4, !alias.scope !101, !noalias !103
  store <16 x i32> %predphi190, ptr %scevgep389, align 4, !alias.scope !101, !noalias !103
  store <16 x i32> %predphi193, ptr %scevgep388, align 4, !alias.scope !101, !noalias !103
  store <16 x i32> %predphi196, ptr %scevgep387, align 4, !alias.scope !101, !noalias !103
  %lsr.iv.next742 = add nuw nsw i64 %lsr.iv741, 64
  %27 = add i64 %6, %lsr.iv.next742
  %28 = icmp eq i64 %27, 48
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !107

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.a.1, %n.vec
  br i1 %cmp.n, label %B296.endif.endif, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %29 = and i64 %arg.a.1, 48
  %min.epilog.iters.check = icmp eq i64 %29, 0
  br i1 %min.epilog.iters.check, label %B230.us114.preheader, label %vec.epilog.ph, !prof !108

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check.vec.epilog.ph_crit_edge
  %broadcast.splat200.pre-phi = phi <16 x i32> [ %.pre184, %vector.main.loop.iter.check.vec.epilog.ph_crit_edge ], [ %broadcast.splat, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check.vec.epilog.ph_crit_edge ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec198 = and i64 %arg.a.1, %const
  %30 = icmp eq <16 x i32> %broadcast.splat200.pre-phi, splat (i32 1)
  %31 = icmp eq <16 x i32> %broadcast.splat200.pre-phi, splat (i32 2)
  %32 = icmp eq <16 x i32> %broadcast.splat200.pre-phi, splat (i32 4)
  %.splat = shufflevector <16 x i1> %30, <16 x i1> poison, <16 x i32> zeroinitializer
  %.splat393 = shufflevector <16 x i1> %31, <16 x i1> poison, <16 x i32> zeroinitializer
  %.splat394 = shufflevector <16 x i1> %32, <16 x i1> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index201 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next208, %vec.epilog.vector.body ]
  %33 = icmp eq <16 x i32> %broadcast.splat200.pre-phi, splat (i32 4)
  %34 = icmp eq <16 x i32> %broadcast.splat200.pre-phi, splat (i32 2)
  %35 = icmp eq <16 x i32> %broadcast.splat200.pre-phi, splat (i32 1)
  %36 = shl i64 %index201, 2
  %scevgep740 = getelementptr i8, ptr %arg.a.0, i64 %36
  %wide.masked.load202 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep740, <16 x i1> %33, <16 x i32> poison), !alias.scope !91, !noalias !94
  %37 = shl i64 %index201, 1
  %scevgep739 = getelementptr i8, ptr %arg.a.0, i64 %37
  %wide.masked.load203 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep739, <16 x i1> %34, <16 x i16> poison), !alias.scope !97, !noalias !94
  %38 = zext <16 x i16> %wide.masked.load203 to <16 x i32>
  %39 = getelementptr i8, ptr %arg.a.0, i64 %index201
  %wide.masked.load204 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %39, <16 x i1> %35, <16 x i8> poison), !alias.scope !99, !noalias !94
  %40 = zext <16 x i8> %wide.masked.load204 to <16 x i32>
  %predphi205 = select <16 x i1> %.splat, <16 x i32> %40, <16 x i32> zeroinitializer
  %predphi206 = select <16 x i1> %.splat393, <16 x i32> %38, <16 x i32> %predphi205
  %predphi207 = select <16 x i1> %.splat394, <16 x i32> %wide.masked.load202, <16 x i32> %predphi206
  %41 = shl i64 %index201, 2
  %scevgep378 = getelementptr i8, ptr %.6.i.i, i64 %41
  store <16 x i32> %predphi207, ptr %scevgep378, align 4, !alias.scope !101, !noalias !103
  %index.next208 = add nuw i64 %index201, 16
  %42 = icmp eq i64 %n.vec198, %index.next208
  br i1 %42, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !109

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n209 = icmp eq i64 %arg.a.1, %n.vec198
  br i1 %cmp.n209, label %B296.endif.endif, label %B230.us114.preheader

B230.us114.preheader:                             ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %vector.memcheck, %iter.check
  %.262291294.us115.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec198, %vec.epilog.middle.block ]
  %xtraiter = and i64 %arg.a.1, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B230.us114.prol.loopexit, label %B230.us114.prol.preheader

B230.us114.prol.preheader:                        ; preds = %B230.us114.preheader
  br label %B230.us114.prol

B230.us114.prol:                                  ; preds = %B230.us114.prol.preheader, %B230.endif.us129.prol
  %lsr.iv736 = phi i64 [ %lsr.iv.next737, %B230.endif.us129.prol ], [ %xtraiter, %B230.us114.prol.preheader ]
  %.262291294.us115.prol = phi i64 [ %.269.us116.prol, %B230.endif.us129.prol ], [ %.262291294.us115.ph, %B230.us114.prol.preheader ]
  switch i32 %arg.a.2, label %B230.endif.us129.prol [
    i32 1, label %B36.i.us125.prol
    i32 2, label %B110.i.us121.prol
    i32 4, label %B184.i.us117.prol
  ]

B184.i.us117.prol:                                ; preds = %B230.us114.prol
  %43 = shl i64 %.262291294.us115.prol, 2
  %scevgep735 = getelementptr i8, ptr %arg.a.0, i64 %43
  %.95.i.us119.prol = load i32, ptr %scevgep735, align 4, !noalias !94
  br label %B230.endif.us129.prol

B110.i.us121.prol:                                ; preds = %B230.us114.prol
  %44 = shl nuw i64 %.262291294.us115.prol, 1
  %scevgep377 = getelementptr i8, ptr %arg.a.0, i64 %44
  %.66.i.us123.prol = load i16, ptr %scevgep377, align 2, !noalias !94
  %.70.i.us124.prol = zext i16 %.66.i.us123.prol to i32
  br label %B230.endif.us129.prol

B36.i.us125.prol:                                 ; preds = %B230.us114.prol
  %.36.i.us126.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us115.prol
  %.37.i.us127.prol = load i8, ptr %.36.i.us126.prol, align 1, !noalias !94
  %.41.i.us128.prol = zext i8 %.37.i.us127.prol to i32
  br label %B230.endif.us129.prol

B230.endif.us129.prol:                            ; preds = %B36.i.us125.prol, %B110.i.us121.prol, %B184.i.us117.prol, %B230.us114.prol
  %.sink.i.us130.prol = phi i32 [ %.41.i.us128.prol, %B36.i.us125.prol ], [ %.95.i.us119.prol, %B184.i.us117.prol ], [ %.70.i.us124.prol, %B110.i.us121.prol ], [ 0, %B230.us114.prol ]
  %45 = shl i64 %.262291294.us115.prol, 2
  %scevgep733 = getelementptr i8, ptr %.6.i.i, i64 %45
  store i32 %.sink.i.us130.prol, ptr %scevgep733, align 4, !noalias !110
  %lsr.iv.next737 = add nsw i64 %lsr.iv736, -1
  %.269.us116.prol = add nuw nsw i64 %.262291294.us115.prol, 1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next737, 0
  br i1 %prol.iter.cmp.not, label %B230.us114.prol.loopexit, label %B230.us114.prol, !llvm.loop !111

B230.us114.prol.loopexit:                         ; preds = %B230.endif.us129.prol, %B230.us114.preheader
  %.262291294.us115.unr = phi i64 [ %.262291294.us115.ph, %B230.us114.preheader ], [ %.269.us116.prol, %B230.endif.us129.prol ]
  %46 = sub nsw i64 %.262291294.us115.ph, %arg.a.1
  %47 = icmp ugt i64 %46, -8
  br i1 %47, label %B296.endif.endif, label %B230.us114.preheader421

B230.us114.preheader421:                          ; preds = %B230.us114.prol.loopexit
  %48 = sub i64 %arg.a.1, %.262291294.us115.unr
  %49 = shl i64 %.262291294.us115.unr, 2
  %50 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us115.unr
  %scevgep685 = getelementptr i8, ptr %50, i64 7
  %51 = shl i64 %.262291294.us115.unr, 1
  %52 = getelementptr i8, ptr %arg.a.0, i64 %51
  %scevgep701 = getelementptr i8, ptr %52, i64 14
  %53 = getelementptr i8, ptr %arg.a.0, i64 %49
  %scevgep717 = getelementptr i8, ptr %53, i64 28
  %scevgep487 = getelementptr i8, ptr %.6.i.i, i64 %49
  br label %B230.us114

iter.check228:                                    ; preds = %B230.preheader
  %min.iters.check226 = icmp samesign ult i64 %arg.a.1, 16
  br i1 %min.iters.check226, label %B230.us94.preheader, label %vector.memcheck210

vector.memcheck210:                               ; preds = %iter.check228
  %54 = shl nuw i64 %arg.a.1, 1
  %scevgep211 = getelementptr i8, ptr %.6.i.i, i64 %54
  %scevgep212 = getelementptr i8, ptr %arg.a.0, i64 %arg.a.1
  %scevgep213 = getelementptr i8, ptr %arg.a.0, i64 %54
  %55 = shl i64 %arg.a.1, 2
  %scevgep214 = getelementptr i8, ptr %arg.a.0, i64 %55
  %bound0215 = icmp ult ptr %.6.i.i, %scevgep212
  %bound1216 = icmp ult ptr %arg.a.0, %scevgep211
  %bound0218 = icmp ult ptr %.6.i.i, %scevgep213
  %found.conflict217161 = or i1 %bound0215, %bound0218
  %bound0222 = icmp ult ptr %.6.i.i, %scevgep214
  %conflict.rdx221162 = or i1 %bound0222, %found.conflict217161
  %conflict.rdx225 = and i1 %bound1216, %conflict.rdx221162
  br i1 %conflict.rdx225, label %B230.us94.preheader, label %vector.main.loop.iter.check230

vector.main.loop.iter.check230:                   ; preds = %vector.memcheck210
  %const391 = bitcast i64 9223372036854775792 to i64
  %min.iters.check229 = icmp samesign ult i64 %arg.a.1, 64
  br i1 %min.iters.check229, label %vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge, label %vector.ph231

vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge: ; preds = %vector.main.loop.iter.check230
  %.pre = insertelement <16 x i32> poison, i32 %arg.a.2, i64 0
  %.pre182 = shufflevector <16 x i32> %.pre, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.ph269

vector.ph231:                                     ; preds = %vector.main.loop.iter.check230
  %const_mat392 = add i64 %const391, -48
  %n.vec233 = and i64 %arg.a.1, %const_mat392
  %broadcast.splatinsert234 = insertelement <16 x i32> poison, i32 %arg.a.2, i64 0
  %broadcast.splat235 = shufflevector <16 x i32> %broadcast.splatinsert234, <16 x i32> poison, <16 x i32> zeroinitializer
  %56 = lshr i64 %arg.a.1, 6
  %57 = trunc i64 %56 to i57
  %58 = zext i57 %57 to i64
  %59 = mul nsw i64 %58, -64
  br label %vector.body236

vector.body236:                                   ; preds = %vector.body236, %vector.ph231
  %lsr.iv460 = phi i64 [ %lsr.iv.next461, %vector.body236 ], [ 48, %vector.ph231 ]
  %60 = icmp eq i32 %arg.a.2, 1
  %61 = icmp eq i32 %arg.a.2, 2
  %62 = icmp eq i32 %arg.a.2, 4
  %63 = icmp eq <16 x i32> %broadcast.splat235, splat (i32 4)
  %64 = icmp eq <16 x i32> %broadcast.splat235, splat (i32 2)
  %65 = icmp eq <16 x i32> %broadcast.splat235, splat (i32 1)
  %66 = shl i64 %lsr.iv460, 2
  %scevgep485 = getelementptr i8, ptr %arg.a.0, i64 %66
  %scevgep486 = getelementptr i8, ptr %scevgep485, i64 -192
  %scevgep484 = getelementptr i8, ptr %scevgep485, i64 -128
  %scevgep482 = getelementptr i8, ptr %scevgep485, i64 -64
  %wide.masked.load238 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep486, <16 x i1> %63, <16 x i32> poison), !alias.scope !112, !noalias !94
  %wide.masked.load239 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep484, <16 x i1> %63, <16 x i32> poison), !alias.scope !112, !noalias !94
  %wide.masked.load240 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep482, <16 x i1> %63, <16 x i32> poison), !alias.scope !112, !noalias !94
  %wide.masked.load241 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep485, <16 x i1> %63, <16 x i32> poison), !alias.scope !112, !noalias !94
  %67 = trunc <16 x i32> %wide.masked.load238 to <16 x i16>
  %68 = trunc <16 x i32> %wide.masked.load239 to <16 x i16>
  %69 = trunc <16 x i32> %wide.masked.load240 to <16 x i16>
  %70 = trunc <16 x i32> %wide.masked.load241 to <16 x i16>
  %71 = shl nuw i64 %lsr.iv460, 1
  %scevgep294 = getelementptr i8, ptr %arg.a.0, i64 %71
  %72 = shl nuw i64 %lsr.iv460, 1
  %scevgep299 = getelementptr i8, ptr %arg.a.0, i64 %72
  %scevgep300 = getelementptr i8, ptr %scevgep299, i64 -96
  %73 = shl nuw i64 %lsr.iv460, 1
  %scevgep297 = getelementptr i8, ptr %arg.a.0, i64 %73
  %scevgep298 = getelementptr i8, ptr %scevgep297, i64 -64
  %74 = shl nuw i64 %lsr.iv460, 1
  %scevgep295 = getelementptr i8, ptr %arg.a.0, i64 %74
  %scevgep296 = getelementptr i8, ptr %scevgep295, i64 -32
  %wide.masked.load242 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep300, <16 x i1> %64, <16 x i16> poison), !alias.scope !115, !noalias !94
  %wide.masked.load243 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep298, <16 x i1> %64, <16 x i16> poison), !alias.scope !115, !noalias !94
  %wide.masked.load244 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep296, <16 x i1> %64, <16 x i16> poison), !alias.scope !115, !noalias !94
  %wide.masked.load245 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep294, <16 x i1> %64, <16 x i16> poison), !alias.scope !115, !noalias !94
  %scevgep462 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv460
  %scevgep463 = getelementptr i8, ptr %scevgep462, i64 -48
  %scevgep465 = getelementptr i8, ptr %scevgep462, i64 -32
  %scevgep464 = getelementptr i8, ptr %scevgep462, i64 -16
  %wide.masked.load246 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep463, <16 x i1> %65, <16 x i8> poison), !alias.scope !117, !noalias !94
  %wide.masked.load247 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep465, <16 x i1> %65, <16 x i8> poison), !alias.scope !117, !noalias !94
  %wide.masked.load248 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep464, <16 x i1> %65, <16 x i8> poison), !alias.scope !117, !noalias !94
  %wide.masked.load249 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep462, <16 x i1> %65, <16 x i8> poison), !alias.scope !117, !noalias !94
  %75 = zext <16 x i8> %wide.masked.load246 to <16 x i16>
  %76 = zext <16 x i8> %wide.masked.load247 to <16 x i16>
  %77 = zext <16 x i8> %wide.masked.load248 to <16 x i16>
  %78 = zext <16 x i8> %wide.masked.load249 to <16 x i16>
  %predphi250 = select i1 %60, <16 x i16> %75, <16 x i16> zeroinitializer
  %predphi251 = select i1 %61, <16 x i16> %wide.masked.load242, <16 x i16> %predphi250
  %predphi252 = select i1 %62, <16 x i16> %67, <16 x i16> %predphi251
  %predphi253 = select i1 %60, <16 x i16> %76, <16 x i16> zeroinitializer
  %predphi254 = select i1 %61, <16 x i16> %wide.masked.load243, <16 x i16> %predphi253
  %predphi255 = select i1 %62, <16 x i16> %68, <16 x i16> %predphi254
  %predphi256 = select i1 %60, <16 x i16> %77, <16 x i16> zeroinitializer
  %predphi257 = select i1 %61, <16 x i16> %wide.masked.load244, <16 x i16> %predphi256
  %predphi258 = select i1 %62, <16 x i16> %69, <16 x i16> %predphi257
  %predphi259 = select i1 %60, <16 x i16> %78, <16 x i16> zeroinitializer
  %predphi260 = select i1 %61, <16 x i16> %wide.masked.load245, <16 x i16> %predphi259
  %predphi261 = select i1 %62, <16 x i16> %70, <16 x i16> %predphi260
  %79 = shl nuw i64 %lsr.iv460, 1
  %scevgep285 = getelementptr i8, ptr %.6.i.i, i64 %79
  %80 = shl nuw i64 %lsr.iv460, 1
  %scevgep292 = getelementptr i8, ptr %.6.i.i, i64 %80
  %scevgep293 = getelementptr i8, ptr %scevgep292, i64 -96
  store <16 x i16> %predphi252, ptr %scevgep293, align 2, !alias.scope !119, !noalias !121
  %81 = shl nuw i64 %lsr.iv460, 1
  %scevgep290 = getelementptr i8, ptr %.6.i.i, i64 %81
  %scevgep291 = getelementptr i8, ptr %scevgep290, i64 -64
  store <16 x i16> %predphi255, ptr %scevgep291, align 2, !alias.scope !119, !noalias !121
  %82 = shl nuw i64 %lsr.iv460, 1
  %scevgep286 = getelementptr i8, ptr %.6.i.i, i64 %82
  %scevgep289 = getelementptr i8, ptr %scevgep286, i64 -32
  store <16 x i16> %predphi258, ptr %scevgep289, align 2, !alias.scope !119, !noalias !121
  store <16 x i16> %predphi261, ptr %scevgep285, align 2, !alias.scope !119, !noalias !121
  %lsr.iv.next461 = add nuw nsw i64 %lsr.iv460, 64
  %83 = add i64 %59, %lsr.iv.next461
  %84 = icmp eq i64 %83, 48
  br i1 %84, label %middle.block263, label %vector.body236, !llvm.loop !122

middle.block263:                                  ; preds = %vector.body236
  %cmp.n264 = icmp eq i64 %arg.a.1, %n.vec233
  br i1 %cmp.n264, label %B296.endif.endif, label %vec.epilog.iter.check267

vec.epilog.iter.check267:                         ; preds = %middle.block263
  %85 = and i64 %arg.a.1, 48
  %min.epilog.iters.check268 = icmp eq i64 %85, 0
  br i1 %min.epilog.iters.check268, label %B230.us94.preheader, label %vec.epilog.ph269, !prof !108

vec.epilog.ph269:                                 ; preds = %vec.epilog.iter.check267, %vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge
  %broadcast.splat273.pre-phi = phi <16 x i32> [ %.pre182, %vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge ], [ %broadcast.splat235, %vec.epilog.iter.check267 ]
  %vec.epilog.resume.val265 = phi i64 [ 0, %vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge ], [ %n.vec233, %vec.epilog.iter.check267 ]
  %n.vec271 = and i64 %arg.a.1, %const391
  %86 = icmp eq <16 x i32> %broadcast.splat273.pre-phi, splat (i32 1)
  %87 = icmp eq <16 x i32> %broadcast.splat273.pre-phi, splat (i32 2)
  %88 = icmp eq <16 x i32> %broadcast.splat273.pre-phi, splat (i32 4)
  %.splat395 = shufflevector <16 x i1> %86, <16 x i1> poison, <16 x i32> zeroinitializer
  %.splat396 = shufflevector <16 x i1> %87, <16 x i1> poison, <16 x i32> zeroinitializer
  %.splat397 = shufflevector <16 x i1> %88, <16 x i1> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.vector.body274

vec.epilog.vector.body274:                        ; preds = %vec.epilog.vector.body274, %vec.epilog.ph269
  %index275 = phi i64 [ %vec.epilog.resume.val265, %vec.epilog.ph269 ], [ %index.next282, %vec.epilog.vector.body274 ]
  %89 = icmp eq <16 x i32> %broadcast.splat273.pre-phi, splat (i32 4)
  %90 = icmp eq <16 x i32> %broadcast.splat273.pre-phi, splat (i32 2)
  %91 = icmp eq <16 x i32> %broadcast.splat273.pre-phi, splat (i32 1)
  %92 = shl i64 %index275, 2
  %scevgep644 = getelementptr i8, ptr %arg.a.0, i64 %92
  %wide.masked.load276 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep644, <16 x i1> %89, <16 x i32> poison), !alias.scope !112, !noalias !94
  %93 = trunc <16 x i32> %wide.masked.load276 to <16 x i16>
  %94 = shl i64 %index275, 1
  %scevgep643 = getelementptr i8, ptr %arg.a.0, i64 %94
  %wide.masked.load277 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep643, <16 x i1> %90, <16 x i16> poison), !alias.scope !115, !noalias !94
  %95 = getelementptr i8, ptr %arg.a.0, i64 %index275
  %wide.masked.load278 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %95, <16 x i1> %91, <16 x i8> poison), !alias.scope !117, !noalias !94
  %96 = zext <16 x i8> %wide.masked.load278 to <16 x i16>
  %predphi279 = select <16 x i1> %.splat395, <16 x i16> %96, <16 x i16> zeroinitializer
  %predphi280 = select <16 x i1> %.splat396, <16 x i16> %wide.masked.load277, <16 x i16> %predphi279
  %predphi281 = select <16 x i1> %.splat397, <16 x i16> %93, <16 x i16> %predphi280
  %97 = shl i64 %index275, 1
  %scevgep284 = getelementptr i8, ptr %.6.i.i, i64 %97
  store <16 x i16> %predphi281, ptr %scevgep284, align 2, !alias.scope !119, !noalias !121
  %index.next282 = add nuw i64 %index275, 16
  %98 = icmp eq i64 %n.vec271, %index.next282
  br i1 %98, label %vec.epilog.middle.block283, label %vec.epilog.vector.body274, !llvm.loop !123

vec.epilog.middle.block283:                       ; preds = %vec.epilog.vector.body274
  %cmp.n284 = icmp eq i64 %arg.a.1, %n.vec271
  br i1 %cmp.n284, label %B296.endif.endif, label %B230.us94.preheader

B230.us94.preheader:                              ; preds = %vec.epilog.middle.block283, %vec.epilog.iter.check267, %vector.memcheck210, %iter.check228
  %.262291294.us95.ph = phi i64 [ 0, %iter.check228 ], [ 0, %vector.memcheck210 ], [ %n.vec233, %vec.epilog.iter.check267 ], [ %n.vec271, %vec.epilog.middle.block283 ]
  %xtraiter402 = and i64 %arg.a.1, 7
  %lcmp.mod403.not = icmp eq i64 %xtraiter402, 0
  br i1 %lcmp.mod403.not, label %B230.us94.prol.loopexit, label %B230.us94.prol.preheader

B230.us94.prol.preheader:                         ; preds = %B230.us94.preheader
  br label %B230.us94.prol

B230.us94.prol:                                   ; preds = %B230.us94.prol.preheader, %B230.endif.us109.prol
  %lsr.iv640 = phi i64 [ %lsr.iv.next641, %B230.endif.us109.prol ], [ %xtraiter402, %B230.us94.prol.preheader ]
  %.262291294.us95.prol = phi i64 [ %.269.us96.prol, %B230.endif.us109.prol ], [ %.262291294.us95.ph, %B230.us94.prol.preheader ]
  switch i32 %arg.a.2, label %B230.endif.us109.prol [
    i32 1, label %B36.i.us105.prol
    i32 2, label %B110.i.us101.prol
    i32 4, label %B184.i.us97.prol
  ]

B184.i.us97.prol:                                 ; preds = %B230.us94.prol
  %99 = shl i64 %.262291294.us95.prol, 2
  %scevgep639 = getelementptr i8, ptr %arg.a.0, i64 %99
  %.95.i.us99.prol = load i32, ptr %scevgep639, align 4, !noalias !94
  %.98.i.us100.prol = trunc i32 %.95.i.us99.prol to i16
  br label %B230.endif.us109.prol

B110.i.us101.prol:                                ; preds = %B230.us94.prol
  %100 = shl nuw i64 %.262291294.us95.prol, 1
  %scevgep283 = getelementptr i8, ptr %arg.a.0, i64 %100
  %.66.i.us103.prol = load i16, ptr %scevgep283, align 2, !noalias !94
  br label %B230.endif.us109.prol

B36.i.us105.prol:                                 ; preds = %B230.us94.prol
  %.36.i.us106.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us95.prol
  %.37.i.us107.prol = load i8, ptr %.36.i.us106.prol, align 1, !noalias !94
  %.41.i.us108.prol = zext i8 %.37.i.us107.prol to i16
  br label %B230.endif.us109.prol

B230.endif.us109.prol:                            ; preds = %B36.i.us105.prol, %B110.i.us101.prol, %B184.i.us97.prol, %B230.us94.prol
  %.sink.i.us110.prol = phi i16 [ %.41.i.us108.prol, %B36.i.us105.prol ], [ %.98.i.us100.prol, %B184.i.us97.prol ], [ %.66.i.us103.prol, %B110.i.us101.prol ], [ 0, %B230.us94.prol ]
  %101 = shl nuw i64 %.262291294.us95.prol, 1
  %scevgep282 = getelementptr i8, ptr %.6.i.i, i64 %101
  store i16 %.sink.i.us110.prol, ptr %scevgep282, align 2, !noalias !110
  %lsr.iv.next641 = add nsw i64 %lsr.iv640, -1
  %.269.us96.prol = add nuw nsw i64 %.262291294.us95.prol, 1
  %prol.iter404.cmp.not = icmp eq i64 %lsr.iv.next641, 0
  br i1 %prol.iter404.cmp.not, label %B230.us94.prol.loopexit, label %B230.us94.prol, !llvm.loop !124

B230.us94.prol.loopexit:                          ; preds = %B230.endif.us109.prol, %B230.us94.preheader
  %.262291294.us95.unr = phi i64 [ %.262291294.us95.ph, %B230.us94.preheader ], [ %.269.us96.prol, %B230.endif.us109.prol ]
  %102 = sub nsw i64 %.262291294.us95.ph, %arg.a.1
  %103 = icmp ugt i64 %102, -8
  br i1 %103, label %B296.endif.endif, label %B230.us94.preheader51

B230.us94.preheader51:                            ; preds = %B230.us94.prol.loopexit
  br label %B230.us94

B230.preheader.split.us:                          ; preds = %B230.preheader
  switch i32 %arg.a.2, label %B230.us.preheader [
    i32 1, label %iter.check364
    i32 2, label %iter.check330
    i32 4, label %iter.check294
  ]

iter.check294:                                    ; preds = %B230.preheader.split.us
  %min.iters.check292 = icmp samesign ult i64 %arg.a.1, 8
  br i1 %min.iters.check292, label %B230.us.us143.preheader, label %vector.memcheck286

vector.memcheck286:                               ; preds = %iter.check294
  %scevgep287 = getelementptr i8, ptr %.6.i.i, i64 %arg.a.1
  %104 = shl i64 %arg.a.1, 2
  %scevgep288 = getelementptr i8, ptr %arg.a.0, i64 %104
  %bound0289 = icmp ult ptr %.6.i.i, %scevgep288
  %bound1290 = icmp ult ptr %arg.a.0, %scevgep287
  %found.conflict291 = and i1 %bound0289, %bound1290
  br i1 %found.conflict291, label %B230.us.us143.preheader, label %vector.main.loop.iter.check296

vector.main.loop.iter.check296:                   ; preds = %vector.memcheck286
  %const393 = bitcast i64 9223372036854775792 to i64
  %min.iters.check295 = icmp samesign ult i64 %arg.a.1, 64
  br i1 %min.iters.check295, label %vec.epilog.ph312, label %vector.ph297

vector.ph297:                                     ; preds = %vector.main.loop.iter.check296
  %const_mat394 = add i64 %const393, -48
  %n.vec299 = and i64 %arg.a.1, %const_mat394
  br label %vector.body300

vector.body300:                                   ; preds = %vector.body300, %vector.ph297
  %index301 = phi i64 [ 0, %vector.ph297 ], [ %index.next305, %vector.body300 ]
  %sunkaddr400 = mul i64 %index301, 4
  %sunkaddr401 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr400
  %wide.load = load <16 x i32>, ptr %sunkaddr401, align 4, !alias.scope !125, !noalias !94
  %sunkaddr402 = mul i64 %index301, 4
  %sunkaddr403 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr402
  %sunkaddr404 = getelementptr i8, ptr %sunkaddr403, i64 64
  %wide.load302 = load <16 x i32>, ptr %sunkaddr404, align 4, !alias.scope !125, !noalias !94
  %sunkaddr405 = mul i64 %index301, 4
  %sunkaddr406 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr405
  %sunkaddr407 = getelementptr i8, ptr %sunkaddr406, i64 128
  %wide.load303 = load <16 x i32>, ptr %sunkaddr407, align 4, !alias.scope !125, !noalias !94
  %sunkaddr = mul i64 %index301, 4
  %sunkaddr408 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr
  %sunkaddr409 = getelementptr i8, ptr %sunkaddr408, i64 192
  %wide.load304 = load <16 x i32>, ptr %sunkaddr409, align 4, !alias.scope !125, !noalias !94
  %105 = trunc <16 x i32> %wide.load to <16 x i8>
  %106 = trunc <16 x i32> %wide.load302 to <16 x i8>
  %107 = trunc <16 x i32> %wide.load303 to <16 x i8>
  %108 = trunc <16 x i32> %wide.load304 to <16 x i8>
  %sunkaddr410 = getelementptr i8, ptr %.6.i.i, i64 %index301
  store <16 x i8> %105, ptr %sunkaddr410, align 1, !alias.scope !128, !noalias !130
  %sunkaddr411 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr412 = getelementptr i8, ptr %sunkaddr411, i64 16
  store <16 x i8> %106, ptr %sunkaddr412, align 1, !alias.scope !128, !noalias !130
  %sunkaddr413 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr414 = getelementptr i8, ptr %sunkaddr413, i64 32
  store <16 x i8> %107, ptr %sunkaddr414, align 1, !alias.scope !128, !noalias !130
  %sunkaddr415 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr416 = getelementptr i8, ptr %sunkaddr415, i64 48
  store <16 x i8> %108, ptr %sunkaddr416, align 1, !alias.scope !128, !noalias !130
  %index.next305 = add nuw nsw i64 %index301, 64
  %109 = icmp eq i64 %n.vec299, %index.next305
  br i1 %109, label %middle.block306, label %vector.body300, !llvm.loop !131

middle.block306:                                  ; preds = %vector.body300
  %cmp.n307 = icmp eq i64 %arg.a.1, %n.vec299
  br i1 %cmp.n307, label %B296.endif.endif, label %vec.epilog.iter.check310

vec.epilog.iter.check310:                         ; preds = %middle.block306
  %110 = and i64 %arg.a.1, 56
  %min.epilog.iters.check311 = icmp eq i64 %110, 0
  br i1 %min.epilog.iters.check311, label %B230.us.us143.preheader, label %vec.epilog.ph312, !prof !132

vec.epilog.ph312:                                 ; preds = %vec.epilog.iter.check310, %vector.main.loop.iter.check296
  %vec.epilog.resume.val308 = phi i64 [ %n.vec299, %vec.epilog.iter.check310 ], [ 0, %vector.main.loop.iter.check296 ]
  %const_mat395 = add i64 %const393, 8
  %n.vec314 = and i64 %arg.a.1, %const_mat395
  br label %vec.epilog.vector.body315

vec.epilog.vector.body315:                        ; preds = %vec.epilog.vector.body315, %vec.epilog.ph312
  %index316 = phi i64 [ %vec.epilog.resume.val308, %vec.epilog.ph312 ], [ %index.next318, %vec.epilog.vector.body315 ]
  %111 = shl i64 %index316, 2
  %scevgep557 = getelementptr i8, ptr %arg.a.0, i64 %111
  %wide.load317 = load <8 x i32>, ptr %scevgep557, align 4, !alias.scope !125, !noalias !94
  %112 = trunc <8 x i32> %wide.load317 to <8 x i8>
  %113 = getelementptr i8, ptr %.6.i.i, i64 %index316
  store <8 x i8> %112, ptr %113, align 1, !alias.scope !128, !noalias !130
  %index.next318 = add nuw i64 %index316, 8
  %114 = icmp eq i64 %n.vec314, %index.next318
  br i1 %114, label %vec.epilog.middle.block319, label %vec.epilog.vector.body315, !llvm.loop !133

vec.epilog.middle.block319:                       ; preds = %vec.epilog.vector.body315
  %cmp.n320 = icmp eq i64 %arg.a.1, %n.vec314
  br i1 %cmp.n320, label %B296.endif.endif, label %B230.us.us143.preheader

B230.us.us143.preheader:                          ; preds = %vec.epilog.middle.block319, %vec.epilog.iter.check310, %vector.memcheck286, %iter.check294
  %.262291294.us.us144.ph = phi i64 [ 0, %iter.check294 ], [ 0, %vector.memcheck286 ], [ %n.vec299, %vec.epilog.iter.check310 ], [ %n.vec314, %vec.epilog.middle.block319 ]
  %xtraiter405 = and i64 %arg.a.1, 7
  %lcmp.mod406.not = icmp eq i64 %xtraiter405, 0
  br i1 %lcmp.mod406.not, label %B230.us.us143.prol.loopexit, label %B230.us.us143.prol.preheader

B230.us.us143.prol.preheader:                     ; preds = %B230.us.us143.preheader
  br label %B230.us.us143.prol

B230.us.us143.prol:                               ; preds = %B230.us.us143.prol.preheader, %B230.us.us143.prol
  %lsr.iv555 = phi i64 [ %lsr.iv.next556, %B230.us.us143.prol ], [ %xtraiter405, %B230.us.us143.prol.preheader ]
  %.262291294.us.us144.prol = phi i64 [ %.269.us.us145.prol, %B230.us.us143.prol ], [ %.262291294.us.us144.ph, %B230.us.us143.prol.preheader ]
  %.269.us.us145.prol = add nuw nsw i64 %.262291294.us.us144.prol, 1
  %115 = shl i64 %.262291294.us.us144.prol, 2
  %scevgep554 = getelementptr i8, ptr %arg.a.0, i64 %115
  %.95.i.us.us.prol = load i32, ptr %scevgep554, align 4, !noalias !94
  %.41.i19.us.us148.prol = trunc i32 %.95.i.us.us.prol to i8
  %.42.i.us.us149.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144.prol
  store i8 %.41.i19.us.us148.prol, ptr %.42.i.us.us149.prol, align 1, !noalias !110
  %lsr.iv.next556 = add nsw i64 %lsr.iv555, -1
  %prol.iter407.cmp.not = icmp eq i64 %lsr.iv.next556, 0
  br i1 %prol.iter407.cmp.not, label %B230.us.us143.prol.loopexit, label %B230.us.us143.prol, !llvm.loop !134

B230.us.us143.prol.loopexit:                      ; preds = %B230.us.us143.prol, %B230.us.us143.preheader
  %.262291294.us.us144.unr = phi i64 [ %.262291294.us.us144.ph, %B230.us.us143.preheader ], [ %.269.us.us145.prol, %B230.us.us143.prol ]
  %116 = sub nsw i64 %.262291294.us.us144.ph, %arg.a.1
  %117 = icmp ugt i64 %116, -8
  br i1 %117, label %B296.endif.endif, label %B230.us.us143.preheader49

B230.us.us143.preheader49:                        ; preds = %B230.us.us143.prol.loopexit
  br label %B230.us.us143

iter.check330:                                    ; preds = %B230.preheader.split.us
  %min.iters.check328 = icmp samesign ult i64 %arg.a.1, 16
  br i1 %min.iters.check328, label %B230.us.us134.preheader, label %vector.memcheck322

vector.memcheck322:                               ; preds = %iter.check330
  %scevgep323 = getelementptr i8, ptr %.6.i.i, i64 %arg.a.1
  %118 = shl nuw i64 %arg.a.1, 1
  %scevgep324 = getelementptr i8, ptr %arg.a.0, i64 %118
  %bound0325 = icmp ult ptr %.6.i.i, %scevgep324
  %bound1326 = icmp ult ptr %arg.a.0, %scevgep323
  %found.conflict327 = and i1 %bound0325, %bound1326
  br i1 %found.conflict327, label %B230.us.us134.preheader, label %vector.main.loop.iter.check332

vector.main.loop.iter.check332:                   ; preds = %vector.memcheck322
  %const396 = bitcast i64 9223372036854775792 to i64
  %min.iters.check331 = icmp samesign ult i64 %arg.a.1, 128
  br i1 %min.iters.check331, label %vec.epilog.ph349, label %vector.ph333

vector.ph333:                                     ; preds = %vector.main.loop.iter.check332
  %const_mat397 = add i64 %const396, -112
  %n.vec335 = and i64 %arg.a.1, %const_mat397
  br label %vector.body336

vector.body336:                                   ; preds = %vector.body336, %vector.ph333
  %index337 = phi i64 [ 0, %vector.ph333 ], [ %index.next342, %vector.body336 ]
  %sunkaddr417 = mul i64 %index337, 2
  %sunkaddr418 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr417
  %wide.load338 = load <32 x i16>, ptr %sunkaddr418, align 2, !alias.scope !135, !noalias !94
  %sunkaddr419 = mul i64 %index337, 2
  %sunkaddr420 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr419
  %sunkaddr421 = getelementptr i8, ptr %sunkaddr420, i64 64
  %wide.load339 = load <32 x i16>, ptr %sunkaddr421, align 2, !alias.scope !135, !noalias !94
  %sunkaddr422 = mul i64 %index337, 2
  %sunkaddr423 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr422
  %sunkaddr424 = getelementptr i8, ptr %sunkaddr423, i64 128
  %wide.load340 = load <32 x i16>, ptr %sunkaddr424, align 2, !alias.scope !135, !noalias !94
  %sunkaddr425 = mul i64 %index337, 2
  %sunkaddr426 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr425
  %sunkaddr427 = getelementptr i8, ptr %sunkaddr426, i64 192
  %wide.load341 = load <32 x i16>, ptr %sunkaddr427, align 2, !alias.scope !135, !noalias !94
  %119 = trunc <32 x i16> %wide.load338 to <32 x i8>
  %120 = trunc <32 x i16> %wide.load339 to <32 x i8>
  %121 = trunc <32 x i16> %wide.load340 to <32 x i8>
  %122 = trunc <32 x i16> %wide.load341 to <32 x i8>
  %sunkaddr428 = getelementptr i8, ptr %.6.i.i, i64 %index337
  store <32 x i8> %119, ptr %sunkaddr428, align 1, !alias.scope !138, !noalias !140
  %sunkaddr429 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr430 = getelementptr i8, ptr %sunkaddr429, i64 32
  store <32 x i8> %120, ptr %sunkaddr430, align 1, !alias.scope !138, !noalias !140
  %sunkaddr431 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr432 = getelementptr i8, ptr %sunkaddr431, i64 64
  store <32 x i8> %121, ptr %sunkaddr432, align 1, !alias.scope !138, !noalias !140
  %sunkaddr433 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr434 = getelementptr i8, ptr %sunkaddr433, i64 96
  store <32 x i8> %122, ptr %sunkaddr434, align 1, !alias.scope !138, !noalias !140
  %index.next342 = add nuw nsw i64 %index337, 128
  %123 = icmp eq i64 %n.vec335, %index.next342
  br i1 %123, label %middle.block343, label %vector.body336, !llvm.loop !141

middle.block343:                                  ; preds = %vector.body336
  %cmp.n344 = icmp eq i64 %arg.a.1, %n.vec335
  br i1 %cmp.n344, label %B296.endif.endif, label %vec.epilog.iter.check347

vec.epilog.iter.check347:                         ; preds = %middle.block343
  %124 = and i64 %arg.a.1, 112
  %min.epilog.iters.check348 = icmp eq i64 %124, 0
  br i1 %min.epilog.iters.check348, label %B230.us.us134.preheader, label %vec.epilog.ph349, !prof !142

vec.epilog.ph349:                                 ; preds = %vec.epilog.iter.check347, %vector.main.loop.iter.check332
  %vec.epilog.resume.val345 = phi i64 [ %n.vec335, %vec.epilog.iter.check347 ], [ 0, %vector.main.loop.iter.check332 ]
  %n.vec351 = and i64 %arg.a.1, %const396
  br label %vec.epilog.vector.body352

vec.epilog.vector.body352:                        ; preds = %vec.epilog.vector.body352, %vec.epilog.ph349
  %index353 = phi i64 [ %vec.epilog.resume.val345, %vec.epilog.ph349 ], [ %index.next355, %vec.epilog.vector.body352 ]
  %125 = shl i64 %index353, 1
  %scevgep508 = getelementptr i8, ptr %arg.a.0, i64 %125
  %wide.load354 = load <16 x i16>, ptr %scevgep508, align 2, !alias.scope !135, !noalias !94
  %126 = trunc <16 x i16> %wide.load354 to <16 x i8>
  %127 = getelementptr i8, ptr %.6.i.i, i64 %index353
  store <16 x i8> %126, ptr %127, align 1, !alias.scope !138, !noalias !140
  %index.next355 = add nuw i64 %index353, 16
  %128 = icmp eq i64 %n.vec351, %index.next355
  br i1 %128, label %vec.epilog.middle.block356, label %vec.epilog.vector.body352, !llvm.loop !143

vec.epilog.middle.block356:                       ; preds = %vec.epilog.vector.body352
  %cmp.n357 = icmp eq i64 %arg.a.1, %n.vec351
  br i1 %cmp.n357, label %B296.endif.endif, label %B230.us.us134.preheader

B230.us.us134.preheader:                          ; preds = %vec.epilog.middle.block356, %vec.epilog.iter.check347, %vector.memcheck322, %iter.check330
  %.262291294.us.us135.ph = phi i64 [ 0, %iter.check330 ], [ 0, %vector.memcheck322 ], [ %n.vec335, %vec.epilog.iter.check347 ], [ %n.vec351, %vec.epilog.middle.block356 ]
  %xtraiter408 = and i64 %arg.a.1, 7
  %lcmp.mod409.not = icmp eq i64 %xtraiter408, 0
  br i1 %lcmp.mod409.not, label %B230.us.us134.prol.loopexit, label %B230.us.us134.prol.preheader

B230.us.us134.prol.preheader:                     ; preds = %B230.us.us134.preheader
  br label %B230.us.us134.prol

B230.us.us134.prol:                               ; preds = %B230.us.us134.prol.preheader, %B230.us.us134.prol
  %lsr.iv506 = phi i64 [ %lsr.iv.next507, %B230.us.us134.prol ], [ %xtraiter408, %B230.us.us134.prol.preheader ]
  %.262291294.us.us135.prol = phi i64 [ %.269.us.us136.prol, %B230.us.us134.prol ], [ %.262291294.us.us135.ph, %B230.us.us134.prol.preheader ]
  %.269.us.us136.prol = add nuw nsw i64 %.262291294.us.us135.prol, 1
  %129 = shl nuw i64 %.262291294.us.us135.prol, 1
  %scevgep136 = getelementptr i8, ptr %arg.a.0, i64 %129
  %.66.i.us.us.prol = load i16, ptr %scevgep136, align 2, !noalias !94
  %.41.i19.us.us139.prol = trunc i16 %.66.i.us.us.prol to i8
  %.42.i.us.us140.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135.prol
  store i8 %.41.i19.us.us139.prol, ptr %.42.i.us.us140.prol, align 1, !noalias !110
  %lsr.iv.next507 = add nsw i64 %lsr.iv506, -1
  %prol.iter410.cmp.not = icmp eq i64 %lsr.iv.next507, 0
  br i1 %prol.iter410.cmp.not, label %B230.us.us134.prol.loopexit, label %B230.us.us134.prol, !llvm.loop !144

B230.us.us134.prol.loopexit:                      ; preds = %B230.us.us134.prol, %B230.us.us134.preheader
  %.262291294.us.us135.unr = phi i64 [ %.262291294.us.us135.ph, %B230.us.us134.preheader ], [ %.269.us.us136.prol, %B230.us.us134.prol ]
  %130 = sub nsw i64 %.262291294.us.us135.ph, %arg.a.1
  %131 = icmp ugt i64 %130, -8
  br i1 %131, label %B296.endif.endif, label %B230.us.us134.preheader47

B230.us.us134.preheader47:                        ; preds = %B230.us.us134.prol.loopexit
  br label %B230.us.us134

iter.check364:                                    ; preds = %B230.preheader.split.us
  %132 = ptrtoint ptr %.6.i.i to i64
  %133 = ptrtoint ptr %arg.a.0 to i64
  %min.iters.check362 = icmp samesign ult i64 %arg.a.1, 16
  %134 = sub i64 %132, %133
  %diff.check = icmp ult i64 %134, 256
  %or.cond = select i1 %min.iters.check362, i1 true, i1 %diff.check
  br i1 %or.cond, label %B230.us.us.preheader, label %vector.main.loop.iter.check366

vector.main.loop.iter.check366:                   ; preds = %iter.check364
  %const398 = bitcast i64 9223372036854775792 to i64
  %min.iters.check365 = icmp samesign ult i64 %arg.a.1, 256
  br i1 %min.iters.check365, label %vec.epilog.ph383, label %vector.ph367

vector.ph367:                                     ; preds = %vector.main.loop.iter.check366
  %const_mat399 = add i64 %const398, -240
  %n.vec369 = and i64 %arg.a.1, %const_mat399
  br label %vector.body370

vector.body370:                                   ; preds = %vector.body370, %vector.ph367
  %index371 = phi i64 [ 0, %vector.ph367 ], [ %index.next376, %vector.body370 ]
  %sunkaddr435 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %wide.load372 = load <64 x i8>, ptr %sunkaddr435, align 1, !noalias !94
  %sunkaddr436 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr437 = getelementptr i8, ptr %sunkaddr436, i64 64
  %wide.load373 = load <64 x i8>, ptr %sunkaddr437, align 1, !noalias !94
  %sunkaddr438 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr439 = getelementptr i8, ptr %sunkaddr438, i64 128
  %wide.load374 = load <64 x i8>, ptr %sunkaddr439, align 1, !noalias !94
  %sunkaddr440 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr441 = getelementptr i8, ptr %sunkaddr440, i64 192
  %wide.load375 = load <64 x i8>, ptr %sunkaddr441, align 1, !noalias !94
  %sunkaddr442 = getelementptr i8, ptr %.6.i.i, i64 %index371
  store <64 x i8> %wide.load372, ptr %sunkaddr442, align 1, !noalias !110
  %sunkaddr443 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr444 = getelementptr i8, ptr %sunkaddr443, i64 64
  store <64 x i8> %wide.load373, ptr %sunkaddr444, align 1, !noalias !110
  %sunkaddr445 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr446 = getelementptr i8, ptr %sunkaddr445, i64 128
  store <64 x i8> %wide.load374, ptr %sunkaddr446, align 1, !noalias !110
  %sunkaddr447 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr448 = getelementptr i8, ptr %sunkaddr447, i64 192
  store <64 x i8> %wide.load375, ptr %sunkaddr448, align 1, !noalias !110
  %index.next376 = add nuw nsw i64 %index371, 256
  %135 = icmp eq i64 %n.vec369, %index.next376
  br i1 %135, label %middle.block377, label %vector.body370, !llvm.loop !145

middle.block377:                                  ; preds = %vector.body370
  %cmp.n378 = icmp eq i64 %arg.a.1, %n.vec369
  br i1 %cmp.n378, label %B296.endif.endif, label %vec.epilog.iter.check381

vec.epilog.iter.check381:                         ; preds = %middle.block377
  %136 = and i64 %arg.a.1, 240
  %min.epilog.iters.check382 = icmp eq i64 %136, 0
  br i1 %min.epilog.iters.check382, label %B230.us.us.preheader, label %vec.epilog.ph383, !prof !146

vec.epilog.ph383:                                 ; preds = %vec.epilog.iter.check381, %vector.main.loop.iter.check366
  %vec.epilog.resume.val379 = phi i64 [ %n.vec369, %vec.epilog.iter.check381 ], [ 0, %vector.main.loop.iter.check366 ]
  %n.vec385 = and i64 %arg.a.1, %const398
  br label %vec.epilog.vector.body386

vec.epilog.vector.body386:                        ; preds = %vec.epilog.vector.body386, %vec.epilog.ph383
  %index387 = phi i64 [ %vec.epilog.resume.val379, %vec.epilog.ph383 ], [ %index.next389, %vec.epilog.vector.body386 ]
  %137 = getelementptr i8, ptr %arg.a.0, i64 %index387
  %wide.load388 = load <16 x i8>, ptr %137, align 1, !noalias !94
  %138 = getelementptr i8, ptr %.6.i.i, i64 %index387
  store <16 x i8> %wide.load388, ptr %138, align 1, !noalias !110
  %index.next389 = add nuw i64 %index387, 16
  %139 = icmp eq i64 %n.vec385, %index.next389
  br i1 %139, label %vec.epilog.middle.block390, label %vec.epilog.vector.body386, !llvm.loop !147

vec.epilog.middle.block390:                       ; preds = %vec.epilog.vector.body386
  %cmp.n391 = icmp eq i64 %arg.a.1, %n.vec385
  br i1 %cmp.n391, label %B296.endif.endif, label %B230.us.us.preheader

B230.us.us.preheader:                             ; preds = %vec.epilog.middle.block390, %vec.epilog.iter.check381, %iter.check364
  %.262291294.us.us.ph = phi i64 [ 0, %iter.check364 ], [ %n.vec369, %vec.epilog.iter.check381 ], [ %n.vec385, %vec.epilog.middle.block390 ]
  %xtraiter411 = and i64 %arg.a.1, 7
  %lcmp.mod412.not = icmp eq i64 %xtraiter411, 0
  br i1 %lcmp.mod412.not, label %B230.us.us.prol.loopexit, label %B230.us.us.prol.preheader

B230.us.us.prol.preheader:                        ; preds = %B230.us.us.preheader
  br label %B230.us.us.prol

B230.us.us.prol:                                  ; preds = %B230.us.us.prol.preheader, %B230.us.us.prol
  %lsr.iv = phi i64 [ %lsr.iv.next, %B230.us.us.prol ], [ %xtraiter411, %B230.us.us.prol.preheader ]
  %.262291294.us.us.prol = phi i64 [ %.269.us.us.prol, %B230.us.us.prol ], [ %.262291294.us.us.ph, %B230.us.us.prol.preheader ]
  %.269.us.us.prol = add nuw nsw i64 %.262291294.us.us.prol, 1
  %.36.i.us.us.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us.prol
  %.37.i.us.us.prol = load i8, ptr %.36.i.us.us.prol, align 1, !noalias !94
  %.42.i.us.us.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us.prol
  store i8 %.37.i.us.us.prol, ptr %.42.i.us.us.prol, align 1, !noalias !110
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter413.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter413.cmp.not, label %B230.us.us.prol.loopexit, label %B230.us.us.prol, !llvm.loop !148

B230.us.us.prol.loopexit:                         ; preds = %B230.us.us.prol, %B230.us.us.preheader
  %.262291294.us.us.unr = phi i64 [ %.262291294.us.us.ph, %B230.us.us.preheader ], [ %.269.us.us.prol, %B230.us.us.prol ]
  %140 = sub nsw i64 %.262291294.us.us.ph, %arg.a.1
  %141 = icmp ugt i64 %140, -8
  br i1 %141, label %B296.endif.endif, label %B230.us.us.preheader46

B230.us.us.preheader46:                           ; preds = %B230.us.us.prol.loopexit
  br label %B230.us.us

B230.us.preheader:                                ; preds = %B230.preheader.split.us
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %.6.i.i, i8 0, i64 %arg.a.1, i1 false), !noalias !110
  br label %B296.endif.endif

B230.us.us:                                       ; preds = %B230.us.us.preheader46, %B230.us.us
  %.262291294.us.us = phi i64 [ %.269.us.us.7, %B230.us.us ], [ %.262291294.us.us.unr, %B230.us.us.preheader46 ]
  %sunkaddr449 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %.37.i.us.us = load i8, ptr %sunkaddr449, align 1, !noalias !94
  %sunkaddr450 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  store i8 %.37.i.us.us, ptr %sunkaddr450, align 1, !noalias !110
  %sunkaddr451 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr452 = getelementptr i8, ptr %sunkaddr451, i64 1
  %.37.i.us.us.1 = load i8, ptr %sunkaddr452, align 1, !noalias !94
  %sunkaddr453 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr454 = getelementptr i8, ptr %sunkaddr453, i64 1
  store i8 %.37.i.us.us.1, ptr %sunkaddr454, align 1, !noalias !110
  %sunkaddr455 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr456 = getelementptr i8, ptr %sunkaddr455, i64 2
  %.37.i.us.us.2 = load i8, ptr %sunkaddr456, align 1, !noalias !94
  %sunkaddr457 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr458 = getelementptr i8, ptr %sunkaddr457, i64 2
  store i8 %.37.i.us.us.2, ptr %sunkaddr458, align 1, !noalias !110
  %sunkaddr459 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr460 = getelementptr i8, ptr %sunkaddr459, i64 3
  %.37.i.us.us.3 = load i8, ptr %sunkaddr460, align 1, !noalias !94
  %sunkaddr461 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr462 = getelementptr i8, ptr %sunkaddr461, i64 3
  store i8 %.37.i.us.us.3, ptr %sunkaddr462, align 1, !noalias !110
  %sunkaddr463 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr464 = getelementptr i8, ptr %sunkaddr463, i64 4
  %.37.i.us.us.4 = load i8, ptr %sunkaddr464, align 1, !noalias !94
  %sunkaddr465 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr466 = getelementptr i8, ptr %sunkaddr465, i64 4
  store i8 %.37.i.us.us.4, ptr %sunkaddr466, align 1, !noalias !110
  %sunkaddr467 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr468 = getelementptr i8, ptr %sunkaddr467, i64 5
  %.37.i.us.us.5 = load i8, ptr %sunkaddr468, align 1, !noalias !94
  %sunkaddr469 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr470 = getelementptr i8, ptr %sunkaddr469, i64 5
  store i8 %.37.i.us.us.5, ptr %sunkaddr470, align 1, !noalias !110
  %sunkaddr471 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr472 = getelementptr i8, ptr %sunkaddr471, i64 6
  %.37.i.us.us.6 = load i8, ptr %sunkaddr472, align 1, !noalias !94
  %sunkaddr473 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr474 = getelementptr i8, ptr %sunkaddr473, i64 6
  store i8 %.37.i.us.us.6, ptr %sunkaddr474, align 1, !noalias !110
  %.269.us.us.7 = add nuw nsw i64 %.262291294.us.us, 8
  %sunkaddr475 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr476 = getelementptr i8, ptr %sunkaddr475, i64 7
  %.37.i.us.us.7 = load i8, ptr %sunkaddr476, align 1, !noalias !94
  %sunkaddr477 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr478 = getelementptr i8, ptr %sunkaddr477, i64 7
  store i8 %.37.i.us.us.7, ptr %sunkaddr478, align 1, !noalias !110
  %exitcond.not.us.us.7 = icmp eq i64 %arg.a.1, %.269.us.us.7
  br i1 %exitcond.not.us.us.7, label %B296.endif.endif, label %B230.us.us, !llvm.loop !149

B230.us.us134:                                    ; preds = %B230.us.us134.preheader47, %B230.us.us134
  %.262291294.us.us135 = phi i64 [ %.269.us.us136.7, %B230.us.us134 ], [ %.262291294.us.us135.unr, %B230.us.us134.preheader47 ]
  %sunkaddr479 = mul i64 %.262291294.us.us135, 2
  %sunkaddr480 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr479
  %.66.i.us.us = load i16, ptr %sunkaddr480, align 2, !noalias !94
  %.41.i19.us.us139 = trunc i16 %.66.i.us.us to i8
  %sunkaddr481 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  store i8 %.41.i19.us.us139, ptr %sunkaddr481, align 1, !noalias !110
  %sunkaddr482 = mul i64 %.262291294.us.us135, 2
  %sunkaddr483 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr482
  %sunkaddr484 = getelementptr i8, ptr %sunkaddr483, i64 2
  %.66.i.us.us.1 = load i16, ptr %sunkaddr484, align 2, !noalias !94
  %.41.i19.us.us139.1 = trunc i16 %.66.i.us.us.1 to i8
  %sunkaddr485 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr486 = getelementptr i8, ptr %sunkaddr485, i64 1
  store i8 %.41.i19.us.us139.1, ptr %sunkaddr486, align 1, !noalias !110
  %sunkaddr487 = mul i64 %.262291294.us.us135, 2
  %sunkaddr488 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr487
  %sunkaddr489 = getelementptr i8, ptr %sunkaddr488, i64 4
  %.66.i.us.us.2 = load i16, ptr %sunkaddr489, align 2, !noalias !94
  %.41.i19.us.us139.2 = trunc i16 %.66.i.us.us.2 to i8
  %sunkaddr490 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr491 = getelementptr i8, ptr %sunkaddr490, i64 2
  store i8 %.41.i19.us.us139.2, ptr %sunkaddr491, align 1, !noalias !110
  %sunkaddr492 = mul i64 %.262291294.us.us135, 2
  %sunkaddr493 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr492
  %sunkaddr494 = getelementptr i8, ptr %sunkaddr493, i64 6
  %.66.i.us.us.3 = load i16, ptr %sunkaddr494, align 2, !noalias !94
  %.41.i19.us.us139.3 = trunc i16 %.66.i.us.us.3 to i8
  %sunkaddr495 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr496 = getelementptr i8, ptr %sunkaddr495, i64 3
  store i8 %.41.i19.us.us139.3, ptr %sunkaddr496, align 1, !noalias !110
  %sunkaddr497 = mul i64 %.262291294.us.us135, 2
  %sunkaddr498 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr497
  %sunkaddr499 = getelementptr i8, ptr %sunkaddr498, i64 8
  %.66.i.us.us.4 = load i16, ptr %sunkaddr499, align 2, !noalias !94
  %.41.i19.us.us139.4 = trunc i16 %.66.i.us.us.4 to i8
  %sunkaddr500 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr501 = getelementptr i8, ptr %sunkaddr500, i64 4
  store i8 %.41.i19.us.us139.4, ptr %sunkaddr501, align 1, !noalias !110
  %sunkaddr502 = mul i64 %.262291294.us.us135, 2
  %sunkaddr503 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr502
  %sunkaddr504 = getelementptr i8, ptr %sunkaddr503, i64 10
  %.66.i.us.us.5 = load i16, ptr %sunkaddr504, align 2, !noalias !94
  %.41.i19.us.us139.5 = trunc i16 %.66.i.us.us.5 to i8
  %sunkaddr505 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr506 = getelementptr i8, ptr %sunkaddr505, i64 5
  store i8 %.41.i19.us.us139.5, ptr %sunkaddr506, align 1, !noalias !110
  %sunkaddr507 = mul i64 %.262291294.us.us135, 2
  %sunkaddr508 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr507
  %sunkaddr509 = getelementptr i8, ptr %sunkaddr508, i64 12
  %.66.i.us.us.6 = load i16, ptr %sunkaddr509, align 2, !noalias !94
  %.41.i19.us.us139.6 = trunc i16 %.66.i.us.us.6 to i8
  %sunkaddr510 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr511 = getelementptr i8, ptr %sunkaddr510, i64 6
  store i8 %.41.i19.us.us139.6, ptr %sunkaddr511, align 1, !noalias !110
  %.269.us.us136.7 = add nuw nsw i64 %.262291294.us.us135, 8
  %sunkaddr512 = mul i64 %.262291294.us.us135, 2
  %sunkaddr513 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr512
  %sunkaddr514 = getelementptr i8, ptr %sunkaddr513, i64 14
  %.66.i.us.us.7 = load i16, ptr %sunkaddr514, align 2, !noalias !94
  %.41.i19.us.us139.7 = trunc i16 %.66.i.us.us.7 to i8
  %sunkaddr515 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr516 = getelementptr i8, ptr %sunkaddr515, i64 7
  store i8 %.41.i19.us.us139.7, ptr %sunkaddr516, align 1, !noalias !110
  %exitcond.not.us.us141.7 = icmp eq i64 %arg.a.1, %.269.us.us136.7
  br i1 %exitcond.not.us.us141.7, label %B296.endif.endif, label %B230.us.us134, !llvm.loop !150

B230.us.us143:                                    ; preds = %B230.us.us143.preheader49, %B230.us.us143
  %.262291294.us.us144 = phi i64 [ %.269.us.us145.7, %B230.us.us143 ], [ %.262291294.us.us144.unr, %B230.us.us143.preheader49 ]
  %sunkaddr517 = mul i64 %.262291294.us.us144, 4
  %sunkaddr518 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr517
  %.95.i.us.us = load i32, ptr %sunkaddr518, align 4, !noalias !94
  %.41.i19.us.us148 = trunc i32 %.95.i.us.us to i8
  %sunkaddr519 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  store i8 %.41.i19.us.us148, ptr %sunkaddr519, align 1, !noalias !110
  %sunkaddr520 = mul i64 %.262291294.us.us144, 4
  %sunkaddr521 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr520
  %sunkaddr522 = getelementptr i8, ptr %sunkaddr521, i64 4
  %.95.i.us.us.1 = load i32, ptr %sunkaddr522, align 4, !noalias !94
  %.41.i19.us.us148.1 = trunc i32 %.95.i.us.us.1 to i8
  %sunkaddr523 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr524 = getelementptr i8, ptr %sunkaddr523, i64 1
  store i8 %.41.i19.us.us148.1, ptr %sunkaddr524, align 1, !noalias !110
  %sunkaddr525 = mul i64 %.262291294.us.us144, 4
  %sunkaddr526 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr525
  %sunkaddr527 = getelementptr i8, ptr %sunkaddr526, i64 8
  %.95.i.us.us.2 = load i32, ptr %sunkaddr527, align 4, !noalias !94
  %.41.i19.us.us148.2 = trunc i32 %.95.i.us.us.2 to i8
  %sunkaddr528 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr529 = getelementptr i8, ptr %sunkaddr528, i64 2
  store i8 %.41.i19.us.us148.2, ptr %sunkaddr529, align 1, !noalias !110
  %sunkaddr530 = mul i64 %.262291294.us.us144, 4
  %sunkaddr531 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr530
  %sunkaddr532 = getelementptr i8, ptr %sunkaddr531, i64 12
  %.95.i.us.us.3 = load i32, ptr %sunkaddr532, align 4, !noalias !94
  %.41.i19.us.us148.3 = trunc i32 %.95.i.us.us.3 to i8
  %sunkaddr533 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr534 = getelementptr i8, ptr %sunkaddr533, i64 3
  store i8 %.41.i19.us.us148.3, ptr %sunkaddr534, align 1, !noalias !110
  %sunkaddr535 = mul i64 %.262291294.us.us144, 4
  %sunkaddr536 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr535
  %sunkaddr537 = getelementptr i8, ptr %sunkaddr536, i64 16
  %.95.i.us.us.4 = load i32, ptr %sunkaddr537, align 4, !noalias !94
  %.41.i19.us.us148.4 = trunc i32 %.95.i.us.us.4 to i8
  %sunkaddr538 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr539 = getelementptr i8, ptr %sunkaddr538, i64 4
  store i8 %.41.i19.us.us148.4, ptr %sunkaddr539, align 1, !noalias !110
  %sunkaddr540 = mul i64 %.262291294.us.us144, 4
  %sunkaddr541 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr540
  %sunkaddr542 = getelementptr i8, ptr %sunkaddr541, i64 20
  %.95.i.us.us.5 = load i32, ptr %sunkaddr542, align 4, !noalias !94
  %.41.i19.us.us148.5 = trunc i32 %.95.i.us.us.5 to i8
  %sunkaddr543 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr544 = getelementptr i8, ptr %sunkaddr543, i64 5
  store i8 %.41.i19.us.us148.5, ptr %sunkaddr544, align 1, !noalias !110
  %sunkaddr545 = mul i64 %.262291294.us.us144, 4
  %sunkaddr546 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr545
  %sunkaddr547 = getelementptr i8, ptr %sunkaddr546, i64 24
  %.95.i.us.us.6 = load i32, ptr %sunkaddr547, align 4, !noalias !94
  %.41.i19.us.us148.6 = trunc i32 %.95.i.us.us.6 to i8
  %sunkaddr548 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr549 = getelementptr i8, ptr %sunkaddr548, i64 6
  store i8 %.41.i19.us.us148.6, ptr %sunkaddr549, align 1, !noalias !110
  %.269.us.us145.7 = add nuw nsw i64 %.262291294.us.us144, 8
  %sunkaddr550 = mul i64 %.262291294.us.us144, 4
  %sunkaddr551 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr550
  %sunkaddr552 = getelementptr i8, ptr %sunkaddr551, i64 28
  %.95.i.us.us.7 = load i32, ptr %sunkaddr552, align 4, !noalias !94
  %.41.i19.us.us148.7 = trunc i32 %.95.i.us.us.7 to i8
  %sunkaddr553 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr554 = getelementptr i8, ptr %sunkaddr553, i64 7
  store i8 %.41.i19.us.us148.7, ptr %sunkaddr554, align 1, !noalias !110
  %exitcond.not.us.us150.7 = icmp eq i64 %arg.a.1, %.269.us.us145.7
  br i1 %exitcond.not.us.us150.7, label %B296.endif.endif, label %B230.us.us143, !llvm.loop !151

B230.us94:                                        ; preds = %B230.us94.preheader51, %B230.endif.us109.7
  %lsr.iv365 = phi i64 [ %lsr.iv.next366, %B230.endif.us109.7 ], [ %.262291294.us95.unr, %B230.us94.preheader51 ]
  switch i32 %arg.a.2, label %B230.endif.us109 [
    i32 1, label %B230.endif.us109.thread
    i32 2, label %B230.endif.us109.thread8
    i32 4, label %B230.endif.us109.thread12
  ]

B230.endif.us109.thread12:                        ; preds = %B230.us94
  %142 = shl i64 %lsr.iv365, 2
  %scevgep443 = getelementptr i8, ptr %arg.a.0, i64 %142
  %scevgep444 = getelementptr i8, ptr %scevgep443, i64 28
  %.95.i.us99 = load i32, ptr %scevgep443, align 4, !noalias !94
  %.98.i.us100 = trunc i32 %.95.i.us99 to i16
  %143 = shl i64 %lsr.iv365, 1
  %scevgep381 = getelementptr i8, ptr %.6.i.i, i64 %143
  store i16 %.98.i.us100, ptr %scevgep381, align 2, !noalias !110
  %144 = shl i64 %lsr.iv365, 2
  %scevgep280 = getelementptr i8, ptr %arg.a.0, i64 %144
  %scevgep281 = getelementptr i8, ptr %scevgep280, i64 4
  %.95.i.us99.1 = load i32, ptr %scevgep281, align 4, !noalias !94
  %.98.i.us100.1 = trunc i32 %.95.i.us99.1 to i16
  %145 = shl i64 %lsr.iv365, 1
  %scevgep244 = getelementptr i8, ptr %.6.i.i, i64 %145
  %scevgep245 = getelementptr i8, ptr %scevgep244, i64 2
  store i16 %.98.i.us100.1, ptr %scevgep245, align 2, !noalias !110
  %146 = shl i64 %lsr.iv365, 2
  %scevgep278 = getelementptr i8, ptr %arg.a.0, i64 %146
  %scevgep279 = getelementptr i8, ptr %scevgep278, i64 8
  %.95.i.us99.2 = load i32, ptr %scevgep279, align 4, !noalias !94
  %.98.i.us100.2 = trunc i32 %.95.i.us99.2 to i16
  %147 = shl i64 %lsr.iv365, 1
  %scevgep242 = getelementptr i8, ptr %.6.i.i, i64 %147
  %scevgep243 = getelementptr i8, ptr %scevgep242, i64 4
  store i16 %.98.i.us100.2, ptr %scevgep243, align 2, !noalias !110
  %148 = shl i64 %lsr.iv365, 2
  %scevgep276 = getelementptr i8, ptr %arg.a.0, i64 %148
  %scevgep277 = getelementptr i8, ptr %scevgep276, i64 12
  %.95.i.us99.3 = load i32, ptr %scevgep277, align 4, !noalias !94
  %.98.i.us100.3 = trunc i32 %.95.i.us99.3 to i16
  %149 = shl i64 %lsr.iv365, 1
  %scevgep240 = getelementptr i8, ptr %.6.i.i, i64 %149
  %scevgep241 = getelementptr i8, ptr %scevgep240, i64 6
  store i16 %.98.i.us100.3, ptr %scevgep241, align 2, !noalias !110
  %150 = shl i64 %lsr.iv365, 2
  %scevgep274 = getelementptr i8, ptr %arg.a.0, i64 %150
  %scevgep275 = getelementptr i8, ptr %scevgep274, i64 16
  %.95.i.us99.4 = load i32, ptr %scevgep275, align 4, !noalias !94
  %.98.i.us100.4 = trunc i32 %.95.i.us99.4 to i16
  %151 = shl i64 %lsr.iv365, 1
  %scevgep238 = getelementptr i8, ptr %.6.i.i, i64 %151
  %scevgep239 = getelementptr i8, ptr %scevgep238, i64 8
  store i16 %.98.i.us100.4, ptr %scevgep239, align 2, !noalias !110
  %152 = shl i64 %lsr.iv365, 2
  %scevgep272 = getelementptr i8, ptr %arg.a.0, i64 %152
  %scevgep273 = getelementptr i8, ptr %scevgep272, i64 20
  %.95.i.us99.5 = load i32, ptr %scevgep273, align 4, !noalias !94
  %.98.i.us100.5 = trunc i32 %.95.i.us99.5 to i16
  %153 = shl i64 %lsr.iv365, 1
  %scevgep236 = getelementptr i8, ptr %.6.i.i, i64 %153
  %scevgep237 = getelementptr i8, ptr %scevgep236, i64 10
  store i16 %.98.i.us100.5, ptr %scevgep237, align 2, !noalias !110
  %154 = shl i64 %lsr.iv365, 2
  %scevgep270 = getelementptr i8, ptr %arg.a.0, i64 %154
  %scevgep271 = getelementptr i8, ptr %scevgep270, i64 24
  %.95.i.us99.6 = load i32, ptr %scevgep271, align 4, !noalias !94
  %.98.i.us100.6 = trunc i32 %.95.i.us99.6 to i16
  %155 = shl i64 %lsr.iv365, 1
  %scevgep234 = getelementptr i8, ptr %.6.i.i, i64 %155
  %scevgep235 = getelementptr i8, ptr %scevgep234, i64 12
  store i16 %.98.i.us100.6, ptr %scevgep235, align 2, !noalias !110
  %.95.i.us99.7 = load i32, ptr %scevgep444, align 4, !noalias !94
  %.98.i.us100.7 = trunc i32 %.95.i.us99.7 to i16
  br label %B230.endif.us109.7

B230.endif.us109.thread8:                         ; preds = %B230.us94
  %156 = shl i64 %lsr.iv365, 1
  %scevgep423 = getelementptr i8, ptr %arg.a.0, i64 %156
  %scevgep428 = getelementptr i8, ptr %scevgep423, i64 14
  %.66.i.us103 = load i16, ptr %scevgep423, align 2, !noalias !94
  %scevgep408 = getelementptr i8, ptr %.6.i.i, i64 %156
  store i16 %.66.i.us103, ptr %scevgep408, align 2, !noalias !110
  %157 = shl i64 %lsr.iv365, 1
  %scevgep268 = getelementptr i8, ptr %arg.a.0, i64 %157
  %scevgep269 = getelementptr i8, ptr %scevgep268, i64 2
  %.66.i.us103.1 = load i16, ptr %scevgep269, align 2, !noalias !94
  %158 = shl i64 %lsr.iv365, 1
  %scevgep232 = getelementptr i8, ptr %.6.i.i, i64 %158
  %scevgep233 = getelementptr i8, ptr %scevgep232, i64 2
  store i16 %.66.i.us103.1, ptr %scevgep233, align 2, !noalias !110
  %scevgep266 = getelementptr i8, ptr %arg.a.0, i64 %158
  %scevgep267 = getelementptr i8, ptr %scevgep266, i64 4
  %.66.i.us103.2 = load i16, ptr %scevgep267, align 2, !noalias !94
  %159 = shl i64 %lsr.iv365, 1
  %scevgep230 = getelementptr i8, ptr %.6.i.i, i64 %159
  %scevgep231 = getelementptr i8, ptr %scevgep230, i64 4
  store i16 %.66.i.us103.2, ptr %scevgep231, align 2, !noalias !110
  %scevgep264 = getelementptr i8, ptr %arg.a.0, i64 %159
  %scevgep265 = getelementptr i8, ptr %scevgep264, i64 6
  %.66.i.us103.3 = load i16, ptr %scevgep265, align 2, !noalias !94
  %160 = shl i64 %lsr.iv365, 1
  %scevgep228 = getelementptr i8, ptr %.6.i.i, i64 %160
  %scevgep229 = getelementptr i8, ptr %scevgep228, i64 6
  store i16 %.66.i.us103.3, ptr %scevgep229, align 2, !noalias !110
  %scevgep262 = getelementptr i8, ptr %arg.a.0, i64 %160
  %scevgep263 = getelementptr i8, ptr %scevgep262, i64 8
  %.66.i.us103.4 = load i16, ptr %scevgep263, align 2, !noalias !94
  %161 = shl i64 %lsr.iv365, 1
  %scevgep226 = getelementptr i8, ptr %.6.i.i, i64 %161
  %scevgep227 = getelementptr i8, ptr %scevgep226, i64 8
  store i16 %.66.i.us103.4, ptr %scevgep227, align 2, !noalias !110
  %scevgep260 = getelementptr i8, ptr %arg.a.0, i64 %161
  %scevgep261 = getelementptr i8, ptr %scevgep260, i64 10
  %.66.i.us103.5 = load i16, ptr %scevgep261, align 2, !noalias !94
  %162 = shl i64 %lsr.iv365, 1
  %scevgep224 = getelementptr i8, ptr %.6.i.i, i64 %162
  %scevgep225 = getelementptr i8, ptr %scevgep224, i64 10
  store i16 %.66.i.us103.5, ptr %scevgep225, align 2, !noalias !110
  %scevgep258 = getelementptr i8, ptr %arg.a.0, i64 %162
  %scevgep259 = getelementptr i8, ptr %scevgep258, i64 12
  %.66.i.us103.6 = load i16, ptr %scevgep259, align 2, !noalias !94
  %163 = shl i64 %lsr.iv365, 1
  %scevgep222 = getelementptr i8, ptr %.6.i.i, i64 %163
  %scevgep223 = getelementptr i8, ptr %scevgep222, i64 12
  store i16 %.66.i.us103.6, ptr %scevgep223, align 2, !noalias !110
  %.66.i.us103.7 = load i16, ptr %scevgep428, align 2, !noalias !94
  br label %B230.endif.us109.7

B230.endif.us109.thread:                          ; preds = %B230.us94
  %scevgep409 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep410 = getelementptr i8, ptr %scevgep409, i64 7
  %.37.i.us107 = load i8, ptr %scevgep409, align 1, !noalias !94
  %.41.i.us108 = zext i8 %.37.i.us107 to i16
  %164 = shl i64 %lsr.iv365, 1
  %scevgep394 = getelementptr i8, ptr %.6.i.i, i64 %164
  store i16 %.41.i.us108, ptr %scevgep394, align 2, !noalias !110
  %scevgep256 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep257 = getelementptr i8, ptr %scevgep256, i64 1
  %.37.i.us107.1 = load i8, ptr %scevgep257, align 1, !noalias !94
  %.41.i.us108.1 = zext i8 %.37.i.us107.1 to i16
  %165 = shl i64 %lsr.iv365, 1
  %scevgep220 = getelementptr i8, ptr %.6.i.i, i64 %165
  %scevgep221 = getelementptr i8, ptr %scevgep220, i64 2
  store i16 %.41.i.us108.1, ptr %scevgep221, align 2, !noalias !110
  %scevgep254 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep255 = getelementptr i8, ptr %scevgep254, i64 2
  %.37.i.us107.2 = load i8, ptr %scevgep255, align 1, !noalias !94
  %.41.i.us108.2 = zext i8 %.37.i.us107.2 to i16
  %166 = shl i64 %lsr.iv365, 1
  %scevgep218 = getelementptr i8, ptr %.6.i.i, i64 %166
  %scevgep219 = getelementptr i8, ptr %scevgep218, i64 4
  store i16 %.41.i.us108.2, ptr %scevgep219, align 2, !noalias !110
  %scevgep252 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep253 = getelementptr i8, ptr %scevgep252, i64 3
  %.37.i.us107.3 = load i8, ptr %scevgep253, align 1, !noalias !94
  %.41.i.us108.3 = zext i8 %.37.i.us107.3 to i16
  %167 = shl i64 %lsr.iv365, 1
  %scevgep216 = getelementptr i8, ptr %.6.i.i, i64 %167
  %scevgep217 = getelementptr i8, ptr %scevgep216, i64 6
  store i16 %.41.i.us108.3, ptr %scevgep217, align 2, !noalias !110
  %scevgep250 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep251 = getelementptr i8, ptr %scevgep250, i64 4
  %.37.i.us107.4 = load i8, ptr %scevgep251, align 1, !noalias !94
  %.41.i.us108.4 = zext i8 %.37.i.us107.4 to i16
  %168 = shl i64 %lsr.iv365, 1
  %scevgep210 = getelementptr i8, ptr %.6.i.i, i64 %168
  %scevgep215 = getelementptr i8, ptr %scevgep210, i64 8
  store i16 %.41.i.us108.4, ptr %scevgep215, align 2, !noalias !110
  %scevgep248 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep249 = getelementptr i8, ptr %scevgep248, i64 5
  %.37.i.us107.5 = load i8, ptr %scevgep249, align 1, !noalias !94
  %.41.i.us108.5 = zext i8 %.37.i.us107.5 to i16
  %169 = shl i64 %lsr.iv365, 1
  %scevgep208 = getelementptr i8, ptr %.6.i.i, i64 %169
  %scevgep209 = getelementptr i8, ptr %scevgep208, i64 10
  store i16 %.41.i.us108.5, ptr %scevgep209, align 2, !noalias !110
  %scevgep246 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep247 = getelementptr i8, ptr %scevgep246, i64 6
  %.37.i.us107.6 = load i8, ptr %scevgep247, align 1, !noalias !94
  %.41.i.us108.6 = zext i8 %.37.i.us107.6 to i16
  %170 = shl i64 %lsr.iv365, 1
  %scevgep206 = getelementptr i8, ptr %.6.i.i, i64 %170
  %scevgep207 = getelementptr i8, ptr %scevgep206, i64 12
  store i16 %.41.i.us108.6, ptr %scevgep207, align 2, !noalias !110
  %.37.i.us107.7 = load i8, ptr %scevgep410, align 1, !noalias !94
  %.41.i.us108.7 = zext i8 %.37.i.us107.7 to i16
  br label %B230.endif.us109.7

B230.endif.us109:                                 ; preds = %B230.us94
  %171 = shl i64 %lsr.iv365, 1
  %scevgep395 = getelementptr i8, ptr %.6.i.i, i64 %171
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(14) %scevgep395, i8 0, i64 14, i1 false)
  br label %B230.endif.us109.7

B230.endif.us109.7:                               ; preds = %B230.endif.us109, %B230.endif.us109.thread, %B230.endif.us109.thread8, %B230.endif.us109.thread12
  %.sink.i.us110.7 = phi i16 [ 0, %B230.endif.us109 ], [ %.41.i.us108.7, %B230.endif.us109.thread ], [ %.66.i.us103.7, %B230.endif.us109.thread8 ], [ %.98.i.us100.7, %B230.endif.us109.thread12 ]
  %172 = shl i64 %lsr.iv365, 1
  %scevgep204 = getelementptr i8, ptr %.6.i.i, i64 %172
  %scevgep205 = getelementptr i8, ptr %scevgep204, i64 14
  store i16 %.sink.i.us110.7, ptr %scevgep205, align 2, !noalias !110
  %lsr.iv.next366 = add i64 %lsr.iv365, 8
  %exitcond.not.us112.7 = icmp eq i64 %arg.a.1, %lsr.iv.next366
  br i1 %exitcond.not.us112.7, label %B296.endif.endif, label %B230.us94, !llvm.loop !152

B230.us114:                                       ; preds = %B230.endif.us129.7, %B230.us114.preheader421
  %lsr.iv667 = phi i64 [ 0, %B230.us114.preheader421 ], [ %lsr.iv.next668, %B230.endif.us129.7 ]
  switch i32 %arg.a.2, label %B230.endif.us129 [
    i32 1, label %B230.endif.us129.thread
    i32 2, label %B230.endif.us129.thread85
    i32 4, label %B230.endif.us129.thread89
  ]

B230.endif.us129.thread89:                        ; preds = %B230.us114
  %173 = shl i64 %lsr.iv667, 2
  %scevgep729 = getelementptr i8, ptr %scevgep717, i64 %173
  %scevgep730 = getelementptr i8, ptr %scevgep729, i64 -28
  %.95.i.us119 = load i32, ptr %scevgep730, align 4, !noalias !94
  %scevgep530 = getelementptr i8, ptr %scevgep487, i64 %173
  store i32 %.95.i.us119, ptr %scevgep530, align 4, !noalias !110
  %174 = shl i64 %lsr.iv667, 2
  %scevgep375 = getelementptr i8, ptr %scevgep717, i64 %174
  %scevgep376 = getelementptr i8, ptr %scevgep375, i64 -24
  %.95.i.us119.1 = load i32, ptr %scevgep376, align 4, !noalias !94
  %175 = shl i64 %lsr.iv667, 2
  %scevgep339 = getelementptr i8, ptr %scevgep487, i64 %175
  %scevgep340 = getelementptr i8, ptr %scevgep339, i64 4
  store i32 %.95.i.us119.1, ptr %scevgep340, align 4, !noalias !110
  %scevgep373 = getelementptr i8, ptr %scevgep717, i64 %175
  %scevgep374 = getelementptr i8, ptr %scevgep373, i64 -20
  %.95.i.us119.2 = load i32, ptr %scevgep374, align 4, !noalias !94
  %176 = shl i64 %lsr.iv667, 2
  %scevgep337 = getelementptr i8, ptr %scevgep487, i64 %176
  %scevgep338 = getelementptr i8, ptr %scevgep337, i64 8
  store i32 %.95.i.us119.2, ptr %scevgep338, align 4, !noalias !110
  %scevgep371 = getelementptr i8, ptr %scevgep717, i64 %176
  %scevgep372 = getelementptr i8, ptr %scevgep371, i64 -16
  %.95.i.us119.3 = load i32, ptr %scevgep372, align 4, !noalias !94
  %177 = shl i64 %lsr.iv667, 2
  %scevgep335 = getelementptr i8, ptr %scevgep487, i64 %177
  %scevgep336 = getelementptr i8, ptr %scevgep335, i64 12
  store i32 %.95.i.us119.3, ptr %scevgep336, align 4, !noalias !110
  %scevgep369 = getelementptr i8, ptr %scevgep717, i64 %177
  %scevgep370 = getelementptr i8, ptr %scevgep369, i64 -12
  %.95.i.us119.4 = load i32, ptr %scevgep370, align 4, !noalias !94
  %178 = shl i64 %lsr.iv667, 2
  %scevgep333 = getelementptr i8, ptr %scevgep487, i64 %178
  %scevgep334 = getelementptr i8, ptr %scevgep333, i64 16
  store i32 %.95.i.us119.4, ptr %scevgep334, align 4, !noalias !110
  %scevgep367 = getelementptr i8, ptr %scevgep717, i64 %178
  %scevgep368 = getelementptr i8, ptr %scevgep367, i64 -8
  %.95.i.us119.5 = load i32, ptr %scevgep368, align 4, !noalias !94
  %179 = shl i64 %lsr.iv667, 2
  %scevgep331 = getelementptr i8, ptr %scevgep487, i64 %179
  %scevgep332 = getelementptr i8, ptr %scevgep331, i64 20
  store i32 %.95.i.us119.5, ptr %scevgep332, align 4, !noalias !110
  %scevgep365 = getelementptr i8, ptr %scevgep717, i64 %179
  %scevgep366 = getelementptr i8, ptr %scevgep365, i64 -4
  %.95.i.us119.6 = load i32, ptr %scevgep366, align 4, !noalias !94
  %180 = shl i64 %lsr.iv667, 2
  %scevgep329 = getelementptr i8, ptr %scevgep487, i64 %180
  %scevgep330 = getelementptr i8, ptr %scevgep329, i64 24
  store i32 %.95.i.us119.6, ptr %scevgep330, align 4, !noalias !110
  %.95.i.us119.7 = load i32, ptr %scevgep729, align 4, !noalias !94
  br label %B230.endif.us129.7

B230.endif.us129.thread85:                        ; preds = %B230.us114
  %181 = shl i64 %lsr.iv667, 1
  %scevgep713 = getelementptr i8, ptr %scevgep701, i64 %181
  %scevgep714 = getelementptr i8, ptr %scevgep713, i64 -14
  %.66.i.us123 = load i16, ptr %scevgep714, align 2, !noalias !94
  %.70.i.us124 = zext i16 %.66.i.us123 to i32
  %182 = shl i64 %lsr.iv667, 2
  %scevgep502 = getelementptr i8, ptr %scevgep487, i64 %182
  store i32 %.70.i.us124, ptr %scevgep502, align 4, !noalias !110
  %183 = shl i64 %lsr.iv667, 1
  %scevgep363 = getelementptr i8, ptr %scevgep701, i64 %183
  %scevgep364 = getelementptr i8, ptr %scevgep363, i64 -12
  %.66.i.us123.1 = load i16, ptr %scevgep364, align 2, !noalias !94
  %.70.i.us124.1 = zext i16 %.66.i.us123.1 to i32
  %184 = shl i64 %lsr.iv667, 2
  %scevgep327 = getelementptr i8, ptr %scevgep487, i64 %184
  %scevgep328 = getelementptr i8, ptr %scevgep327, i64 4
  store i32 %.70.i.us124.1, ptr %scevgep328, align 4, !noalias !110
  %185 = shl i64 %lsr.iv667, 1
  %scevgep361 = getelementptr i8, ptr %scevgep701, i64 %185
  %scevgep362 = getelementptr i8, ptr %scevgep361, i64 -10
  %.66.i.us123.2 = load i16, ptr %scevgep362, align 2, !noalias !94
  %.70.i.us124.2 = zext i16 %.66.i.us123.2 to i32
  %186 = shl i64 %lsr.iv667, 2
  %scevgep325 = getelementptr i8, ptr %scevgep487, i64 %186
  %scevgep326 = getelementptr i8, ptr %scevgep325, i64 8
  store i32 %.70.i.us124.2, ptr %scevgep326, align 4, !noalias !110
  %187 = shl i64 %lsr.iv667, 1
  %scevgep359 = getelementptr i8, ptr %scevgep701, i64 %187
  %scevgep360 = getelementptr i8, ptr %scevgep359, i64 -8
  %.66.i.us123.3 = load i16, ptr %scevgep360, align 2, !noalias !94
  %.70.i.us124.3 = zext i16 %.66.i.us123.3 to i32
  %188 = shl i64 %lsr.iv667, 2
  %scevgep321 = getelementptr i8, ptr %scevgep487, i64 %188
  %scevgep322 = getelementptr i8, ptr %scevgep321, i64 12
  store i32 %.70.i.us124.3, ptr %scevgep322, align 4, !noalias !110
  %189 = shl i64 %lsr.iv667, 1
  %scevgep357 = getelementptr i8, ptr %scevgep701, i64 %189
  %scevgep358 = getelementptr i8, ptr %scevgep357, i64 -6
  %.66.i.us123.4 = load i16, ptr %scevgep358, align 2, !noalias !94
  %.70.i.us124.4 = zext i16 %.66.i.us123.4 to i32
  %190 = shl i64 %lsr.iv667, 2
  %scevgep319 = getelementptr i8, ptr %scevgep487, i64 %190
  %scevgep320 = getelementptr i8, ptr %scevgep319, i64 16
  store i32 %.70.i.us124.4, ptr %scevgep320, align 4, !noalias !110
  %191 = shl i64 %lsr.iv667, 1
  %scevgep355 = getelementptr i8, ptr %scevgep701, i64 %191
  %scevgep356 = getelementptr i8, ptr %scevgep355, i64 -4
  %.66.i.us123.5 = load i16, ptr %scevgep356, align 2, !noalias !94
  %.70.i.us124.5 = zext i16 %.66.i.us123.5 to i32
  %192 = shl i64 %lsr.iv667, 2
  %scevgep317 = getelementptr i8, ptr %scevgep487, i64 %192
  %scevgep318 = getelementptr i8, ptr %scevgep317, i64 20
  store i32 %.70.i.us124.5, ptr %scevgep318, align 4, !noalias !110
  %193 = shl i64 %lsr.iv667, 1
  %scevgep353 = getelementptr i8, ptr %scevgep701, i64 %193
  %scevgep354 = getelementptr i8, ptr %scevgep353, i64 -2
  %.66.i.us123.6 = load i16, ptr %scevgep354, align 2, !noalias !94
  %.70.i.us124.6 = zext i16 %.66.i.us123.6 to i32
  %194 = shl i64 %lsr.iv667, 2
  %scevgep315 = getelementptr i8, ptr %scevgep487, i64 %194
  %scevgep316 = getelementptr i8, ptr %scevgep315, i64 24
  store i32 %.70.i.us124.6, ptr %scevgep316, align 4, !noalias !110
  %.66.i.us123.7 = load i16, ptr %scevgep713, align 2, !noalias !94
  %.70.i.us124.7 = zext i16 %.66.i.us123.7 to i32
  br label %B230.endif.us129.7

B230.endif.us129.thread:                          ; preds = %B230.us114
  %scevgep697 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep698 = getelementptr i8, ptr %scevgep697, i64 -7
  %.37.i.us127 = load i8, ptr %scevgep698, align 1, !noalias !94
  %.41.i.us128 = zext i8 %.37.i.us127 to i32
  %195 = shl i64 %lsr.iv667, 2
  %scevgep516 = getelementptr i8, ptr %scevgep487, i64 %195
  store i32 %.41.i.us128, ptr %scevgep516, align 4, !noalias !110
  %scevgep351 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep352 = getelementptr i8, ptr %scevgep351, i64 -6
  %.37.i.us127.1 = load i8, ptr %scevgep352, align 1, !noalias !94
  %.41.i.us128.1 = zext i8 %.37.i.us127.1 to i32
  %196 = shl i64 %lsr.iv667, 2
  %scevgep313 = getelementptr i8, ptr %scevgep487, i64 %196
  %scevgep314 = getelementptr i8, ptr %scevgep313, i64 4
  store i32 %.41.i.us128.1, ptr %scevgep314, align 4, !noalias !110
  %scevgep349 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep350 = getelementptr i8, ptr %scevgep349, i64 -5
  %.37.i.us127.2 = load i8, ptr %scevgep350, align 1, !noalias !94
  %.41.i.us128.2 = zext i8 %.37.i.us127.2 to i32
  %197 = shl i64 %lsr.iv667, 2
  %scevgep311 = getelementptr i8, ptr %scevgep487, i64 %197
  %scevgep312 = getelementptr i8, ptr %scevgep311, i64 8
  store i32 %.41.i.us128.2, ptr %scevgep312, align 4, !noalias !110
  %scevgep347 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep348 = getelementptr i8, ptr %scevgep347, i64 -4
  %.37.i.us127.3 = load i8, ptr %scevgep348, align 1, !noalias !94
  %.41.i.us128.3 = zext i8 %.37.i.us127.3 to i32
  %198 = shl i64 %lsr.iv667, 2
  %scevgep309 = getelementptr i8, ptr %scevgep487, i64 %198
  %scevgep310 = getelementptr i8, ptr %scevgep309, i64 12
  store i32 %.41.i.us128.3, ptr %scevgep310, align 4, !noalias !110
  %scevgep345 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep346 = getelementptr i8, ptr %scevgep345, i64 -3
  %.37.i.us127.4 = load i8, ptr %scevgep346, align 1, !noalias !94
  %.41.i.us128.4 = zext i8 %.37.i.us127.4 to i32
  %199 = shl i64 %lsr.iv667, 2
  %scevgep307 = getelementptr i8, ptr %scevgep487, i64 %199
  %scevgep308 = getelementptr i8, ptr %scevgep307, i64 16
  store i32 %.41.i.us128.4, ptr %scevgep308, align 4, !noalias !110
  %scevgep343 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep344 = getelementptr i8, ptr %scevgep343, i64 -2
  %.37.i.us127.5 = load i8, ptr %scevgep344, align 1, !noalias !94
  %.41.i.us128.5 = zext i8 %.37.i.us127.5 to i32
  %200 = shl i64 %lsr.iv667, 2
  %scevgep305 = getelementptr i8, ptr %scevgep487, i64 %200
  %scevgep306 = getelementptr i8, ptr %scevgep305, i64 20
  store i32 %.41.i.us128.5, ptr %scevgep306, align 4, !noalias !110
  %scevgep341 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep342 = getelementptr i8, ptr %scevgep341, i64 -1
  %.37.i.us127.6 = load i8, ptr %scevgep342, align 1, !noalias !94
  %.41.i.us128.6 = zext i8 %.37.i.us127.6 to i32
  %201 = shl i64 %lsr.iv667, 2
  %scevgep303 = getelementptr i8, ptr %scevgep487, i64 %201
  %scevgep304 = getelementptr i8, ptr %scevgep303, i64 24
  store i32 %.41.i.us128.6, ptr %scevgep304, align 4, !noalias !110
  %.37.i.us127.7 = load i8, ptr %scevgep697, align 1, !noalias !94
  %.41.i.us128.7 = zext i8 %.37.i.us127.7 to i32
  br label %B230.endif.us129.7

B230.endif.us129:                                 ; preds = %B230.us114
  %202 = shl i64 %lsr.iv667, 2
  %scevgep517 = getelementptr i8, ptr %scevgep487, i64 %202
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %scevgep517, i8 0, i64 28, i1 false)
  br label %B230.endif.us129.7

B230.endif.us129.7:                               ; preds = %B230.endif.us129, %B230.endif.us129.thread, %B230.endif.us129.thread85, %B230.endif.us129.thread89
  %.sink.i.us130.7 = phi i32 [ 0, %B230.endif.us129 ], [ %.41.i.us128.7, %B230.endif.us129.thread ], [ %.70.i.us124.7, %B230.endif.us129.thread85 ], [ %.95.i.us119.7, %B230.endif.us129.thread89 ]
  %203 = shl i64 %lsr.iv667, 2
  %scevgep301 = getelementptr i8, ptr %scevgep487, i64 %203
  %scevgep302 = getelementptr i8, ptr %scevgep301, i64 28
  store i32 %.sink.i.us130.7, ptr %scevgep302, align 4, !noalias !110
  %lsr.iv.next668 = add i64 %lsr.iv667, 8
  %exitcond.not.us132.7 = icmp eq i64 %48, %lsr.iv.next668
  br i1 %exitcond.not.us132.7, label %B296.endif.endif, label %B230.us114, !llvm.loop !153

B230.preheader.unreachabledefault:                ; preds = %B230.preheader
  unreachable

B296.endif.endif:                                 ; preds = %B230.endif.us129.7, %B230.endif.us109.7, %B230.us.us143, %B230.us.us134, %B230.us.us, %B230.us.preheader, %B230.us.us.prol.loopexit, %vec.epilog.middle.block390, %middle.block377, %B230.us.us134.prol.loopexit, %vec.epilog.middle.block356, %middle.block343, %B230.us.us143.prol.loopexit, %vec.epilog.middle.block319, %middle.block306, %B230.us94.prol.loopexit, %vec.epilog.middle.block283, %middle.block263, %B230.us114.prol.loopexit, %vec.epilog.middle.block, %middle.block, %B0.endif.endif.endif.endif.endif
  %.453303.not = icmp slt i64 %arg.b.1, 1
  br i1 %.453303.not, label %B452, label %B354.endif.preheader

B354.endif.preheader:                             ; preds = %B296.endif.endif
  %scevgep425 = getelementptr i8, ptr %.6.i.i, i64 %arg.a.1
  %204 = shl i64 %arg.a.1, 1
  %scevgep427 = getelementptr i8, ptr %.6.i.i, i64 %204
  %205 = shl i64 %arg.a.1, 2
  %scevgep429 = getelementptr i8, ptr %.6.i.i, i64 %205
  br label %B354.endif

B354.endif:                                       ; preds = %B352.backedge, %B354.endif.preheader
  %.459300304 = phi i64 [ %.466, %B352.backedge ], [ 0, %B354.endif.preheader ]
  %.466 = add nuw nsw i64 %.459300304, 1
  switch i32 %arg.b.2, label %B354.endif.endif [
    i32 1, label %B36.i29
    i32 2, label %B110.i25
    i32 4, label %B184.i20
  ]

B36.i29:                                          ; preds = %B354.endif
  %.36.i30 = getelementptr i8, ptr %arg.b.0, i64 %.459300304
  %.37.i31 = load i8, ptr %.36.i30, align 1, !noalias !154
  %.41.i32 = zext i8 %.37.i31 to i64
  br label %B354.endif.endif

B110.i25:                                         ; preds = %B354.endif
  %206 = shl nuw i64 %.459300304, 1
  %scevgep55 = getelementptr i8, ptr %arg.b.0, i64 %206
  %.66.i27 = load i16, ptr %scevgep55, align 2, !noalias !154
  %.70.i28 = zext i16 %.66.i27 to i64
  br label %B354.endif.endif

B184.i20:                                         ; preds = %B354.endif
  %207 = shl i64 %.459300304, 2
  %scevgep424 = getelementptr i8, ptr %arg.b.0, i64 %207
  %.95.i22 = load i32, ptr %scevgep424, align 4, !noalias !154
  %.98.i23 = zext i32 %.95.i22 to i64
  br label %B354.endif.endif

B354.endif.endif:                                 ; preds = %B184.i20, %B110.i25, %B36.i29, %B354.endif
  %.sink.i24 = phi i64 [ %.41.i32, %B36.i29 ], [ %.98.i23, %B184.i20 ], [ %.70.i28, %B110.i25 ], [ 0, %B354.endif ]
  switch i32 %.53.0.ph64, label %B354.endif.endif.unreachabledefault [
    i32 1, label %B36.i41
    i32 2, label %B116.i38
    i32 4, label %B196.i34
  ]

B36.i41:                                          ; preds = %B354.endif.endif
  %.41.i42 = trunc i64 %.sink.i24 to i8
  %scevgep426 = getelementptr i8, ptr %scevgep425, i64 %.459300304
  store i8 %.41.i42, ptr %scevgep426, align 1, !noalias !157
  br label %B352.backedge

B116.i38:                                         ; preds = %B354.endif.endif
  %.72.i39 = trunc i64 %.sink.i24 to i16
  %208 = shl nuw i64 %.459300304, 1
  %scevgep54 = getelementptr i8, ptr %scevgep427, i64 %208
  store i16 %.72.i39, ptr %scevgep54, align 2, !noalias !157
  br label %B352.backedge

B196.i34:                                         ; preds = %B354.endif.endif
  %.103.i35 = trunc nuw i64 %.sink.i24 to i32
  %209 = shl i64 %.459300304, 2
  %scevgep430 = getelementptr i8, ptr %scevgep429, i64 %209
  store i32 %.103.i35, ptr %scevgep430, align 4, !noalias !157
  br label %B352.backedge

B352.backedge:                                    ; preds = %B196.i34, %B116.i38, %B36.i41
  %exitcond317.not = icmp eq i64 %arg.b.1, %.466
  br i1 %exitcond317.not, label %B452, label %B354.endif

B354.endif.endif.unreachabledefault:              ; preds = %B354.endif.endif
  unreachable
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !9

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline nounwind
define linkonce_odr ptr @__excinfo_unwrap_args2a69829f126f4a7013ea1e2468c3325e564f5cc6(ptr %.1) #4 {
.3:
  %.5 = load ptr, ptr @_ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE, align 8
  %.6 = icmp eq ptr %.5, null
  br i1 %.6, label %.3.if, label %.3.endif, !prof !9

.3.if:                                            ; preds = %.3
  tail call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE") #6
  ret ptr null

.3.endif:                                         ; preds = %.3
  %.12.unpack.unpack = load ptr, ptr %.1, align 8
  %.12.unpack.elt9 = getelementptr inbounds nuw i8, ptr %.1, i64 8
  %.12.unpack.unpack10 = load i64, ptr %.12.unpack.elt9, align 8
  %.12.unpack.elt11 = getelementptr inbounds nuw i8, ptr %.1, i64 16
  %.12.unpack.unpack12 = load i32, ptr %.12.unpack.elt11, align 8
  %.12.unpack.elt17 = getelementptr inbounds nuw i8, ptr %.1, i64 32
  %.12.unpack.unpack18 = load ptr, ptr %.12.unpack.elt17, align 8
  %.24 = tail call ptr @PyUnicode_FromKindAndData(i32 %.12.unpack.unpack12, ptr %.12.unpack.unpack, i64 %.12.unpack.unpack10) #6
  %.25 = tail call i64 @PyObject_Hash(ptr %.24) #6
  tail call void @NRT_decref(ptr %.12.unpack.unpack18) #6
  tail call void @NRT_Free(ptr nonnull %.1) #6
  %.28 = tail call ptr (i64, ...) @PyTuple_Pack(i64 1, ptr %.24) #6
  ret ptr %.28
}

declare ptr @PyUnicode_FromKindAndData(i32, ptr, i64) local_unnamed_addr

declare i64 @PyObject_Hash(ptr) local_unnamed_addr

declare ptr @PyTuple_Pack(i64, ...) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr captures(none), <16 x i1>, <16 x i32>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i16> @llvm.masked.load.v16i16.p0(ptr captures(none), <16 x i1>, <16 x i16>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i8> @llvm.masked.load.v16i8.p0(ptr captures(none), <16 x i1>, <16 x i8>) #5

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #6

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { noinline }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 42949671, i32 -42949671}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!"branch_weights", i32 1, i32 99}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !11}
!16 = !{!"branch_weights", i32 0, i32 -2147483648}
!17 = !{!"branch_weights", i32 277993707, i32 1869489941}
!18 = !{!"branch_weights", i32 542333185, i32 1605150463}
!19 = distinct !{!19, !20, !14}
!20 = !{!"llvm.loop.estimated_trip_count", i32 4}
!21 = !{!"branch_weights", i32 49, i32 1}
!22 = distinct !{!22, !11, !12}
!23 = !{!"branch_weights", i32 4, i32 28}
!24 = distinct !{!24, !11, !12}
!25 = distinct !{!25, !14}
!26 = !{!"branch_weights", i32 127, i32 1}
!27 = !{!"branch_weights", i32 146201250, i32 2001282398}
!28 = distinct !{!28, !11}
!29 = !{!"branch_weights", i32 166258294, i32 1981225354}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.estimated_trip_count", i32 12}
!32 = !{!33, !35, !36, !38}
!33 = distinct !{!33, !34, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!35 = distinct !{!35, !34, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!36 = distinct !{!36, !37, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!37 = distinct !{!37, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!38 = distinct !{!38, !37, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!39 = distinct !{!39, !14}
!40 = distinct !{!40, !11, !12}
!41 = distinct !{!41, !11, !12}
!42 = distinct !{!42, !14}
!43 = distinct !{!43, !11}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!47 = !{!"branch_weights", i32 1, i32 1}
!48 = distinct !{!48, !14}
!49 = !{!"branch_weights", i32 1, i32 127}
!50 = distinct !{!50, !20, !14}
!51 = distinct !{!51, !52}
!52 = !{!"llvm.loop.estimated_trip_count", i32 3}
!53 = !{!54, !56, !57, !59}
!54 = distinct !{!54, !55, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!55 = distinct !{!55, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!56 = distinct !{!56, !55, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!57 = distinct !{!57, !58, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!58 = distinct !{!58, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!59 = distinct !{!59, !58, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!60 = !{!61, !63, !54, !56, !57, !59}
!61 = distinct !{!61, !62, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!62 = distinct !{!62, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!63 = distinct !{!63, !62, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!64 = !{!65, !67, !54, !56, !57, !59}
!65 = distinct !{!65, !66, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!66 = distinct !{!66, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!67 = distinct !{!67, !66, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!68 = !{!69, !71, !72, !74}
!69 = distinct !{!69, !70, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!70 = distinct !{!70, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!71 = distinct !{!71, !70, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!72 = distinct !{!72, !73, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!73 = distinct !{!73, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!74 = distinct !{!74, !73, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!75 = !{!76, !78, !69, !71, !72, !74}
!76 = distinct !{!76, !77, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!77 = distinct !{!77, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!78 = distinct !{!78, !77, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!79 = !{!80, !82, !69, !71, !72, !74}
!80 = distinct !{!80, !81, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!81 = distinct !{!81, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!82 = distinct !{!82, !81, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!83 = !{!84, !86}
!84 = distinct !{!84, !85, !"_ZN5numba7cpython7unicode13_empty_stringB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %retptr"}
!85 = distinct !{!85, !"_ZN5numba7cpython7unicode13_empty_stringB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj"}
!86 = distinct !{!86, !85, !"_ZN5numba7cpython7unicode13_empty_stringB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %excinfo"}
!87 = !{!88, !90, !84, !86}
!88 = distinct !{!88, !89, !"_ZN5numba7cpython7unicode15_set_code_pointB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %retptr"}
!89 = distinct !{!89, !"_ZN5numba7cpython7unicode15_set_code_pointB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj"}
!90 = distinct !{!90, !89, !"_ZN5numba7cpython7unicode15_set_code_pointB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %excinfo"}
!91 = !{!92}
!92 = distinct !{!92, !93}
!93 = distinct !{!93, !"LVerDomain"}
!94 = !{!95}
!95 = distinct !{!95, !96, !"_ZN5numba7cpython7unicode15_get_code_pointB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!96 = distinct !{!96, !"_ZN5numba7cpython7unicode15_get_code_pointB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!97 = !{!98}
!98 = distinct !{!98, !93}
!99 = !{!100}
!100 = distinct !{!100, !93}
!101 = !{!102}
!102 = distinct !{!102, !93}
!103 = !{!104, !106, !100, !98, !92}
!104 = distinct !{!104, !105, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!105 = distinct !{!105, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!106 = distinct !{!106, !105, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!107 = distinct !{!107, !11, !12}
!108 = !{!"branch_weights", i32 16, i32 48}
!109 = distinct !{!109, !11, !12}
!110 = !{!104, !106}
!111 = distinct !{!111, !14}
!112 = !{!113}
!113 = distinct !{!113, !114}
!114 = distinct !{!114, !"LVerDomain"}
!115 = !{!116}
!116 = distinct !{!116, !114}
!117 = !{!118}
!118 = distinct !{!118, !114}
!119 = !{!120}
!120 = distinct !{!120, !114}
!121 = !{!104, !106, !118, !116, !113}
!122 = distinct !{!122, !11, !12}
!123 = distinct !{!123, !11, !12}
!124 = distinct !{!124, !14}
!125 = !{!126}
!126 = distinct !{!126, !127}
!127 = distinct !{!127, !"LVerDomain"}
!128 = !{!129}
!129 = distinct !{!129, !127}
!130 = !{!104, !106, !126}
!131 = distinct !{!131, !11, !12}
!132 = !{!"branch_weights", i32 8, i32 56}
!133 = distinct !{!133, !11, !12}
!134 = distinct !{!134, !14}
!135 = !{!136}
!136 = distinct !{!136, !137}
!137 = distinct !{!137, !"LVerDomain"}
!138 = !{!139}
!139 = distinct !{!139, !137}
!140 = !{!104, !106, !136}
!141 = distinct !{!141, !11, !12}
!142 = !{!"branch_weights", i32 16, i32 112}
!143 = distinct !{!143, !11, !12}
!144 = distinct !{!144, !14}
!145 = distinct !{!145, !11, !12}
!146 = !{!"branch_weights", i32 16, i32 240}
!147 = distinct !{!147, !11, !12}
!148 = distinct !{!148, !14}
!149 = distinct !{!149, !11}
!150 = distinct !{!150, !11}
!151 = distinct !{!151, !11}
!152 = distinct !{!152, !11}
!153 = distinct !{!153, !11}
!154 = !{!155}
!155 = distinct !{!155, !156, !"_ZN5numba7cpython7unicode15_get_code_pointB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!156 = distinct !{!156, !"_ZN5numba7cpython7unicode15_get_code_pointB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!157 = !{!158, !160}
!158 = distinct !{!158, !159, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!159 = distinct !{!159, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!160 = distinct !{!160, !159, !"_ZN5numba7cpython7unicode15_set_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
