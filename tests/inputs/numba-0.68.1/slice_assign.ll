; ModuleID = 'slice_assign'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@.const.slice_assign = internal constant [13 x i8] c"slice_assign\00"
@_ZN08NumbaEnv7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.13 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.14 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.7 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.13, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.14, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.11 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.12 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.10 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.11, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.12, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fa6bea74f10B2v8B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.22 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.23 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.21 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.22, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.23, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@.bytes.-3596957514301255344 = internal constant [2 x i8] c"(\00"
@.bytes.8891677930182646943 = internal constant [3 x i8] c",)\00"
@.bytes.-3729243754832727719 = internal constant [30 x i8] c"cannot assign slice of shape \00"
@.bytes.-4030968085971895554 = internal constant [22 x i8] c" from input of shape \00"
@.const.pickledata.c23684870b5723594dfd2b865e264e75421b5ce6 = internal constant [360 x i8] c"\80\04\95]\01\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\12llvmlite.ir.values\94\8C\08Constant\94\93\94)\81\94}\94(\8C\04type\94\8C\11llvmlite.ir.types\94\8C\11_TypedPointerType\94\93\94)\81\94}\94(\8C\09addrspace\94K\00\8C\07pointee\94h\09\8C\07IntType\94\93\94K\08\85\94\81\94}\94(\8C\05width\94K\08\8C\17_StrCaching__cached_str\94\8C\02i8\94ub\8C\09is_opaque\94\89h\16\8C\03i8*\94ub\8C\08constant\94N\8C&_StringReferenceCaching__cached_refstr\94\8C\04null\94h\16\8C\08i8* null\94ub\85\94\8C\04impl\94\8C\14numba/np/arrayobj.py\94M\B7\07\87\94\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.27 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.28 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.26 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.27, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.28, ptr null, i32 0 }
@".const.missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE" = internal constant [188 x i8] c"missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE\00"
@_ZN08NumbaEnv5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@.bytes.5317899729839767045 = internal constant [2 x i8] c"0\00"
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.4 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.5 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.4, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.5, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython8builtins6ol_int12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode6ol_ord12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode10_pick_kindB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEii = common local_unnamed_addr global ptr null
@.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40 = internal constant [127 x i8] c"\80\04\95t\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C!PY_UNICODE_WCHAR_KIND unsupported\94\85\94\8C\0A_pick_kind\94\8C\18numba/cpython/unicode.py\94Ms\01\87\94\87\94."
@.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40.sha1 = internal constant [20 x i8] c"\0B_\89\ADl\DD&\E1\16\F2.9{:\F1\86F\D4/@"
@.const.picklebuf.0b5f89ad6cdd26e116f22e397b3af18646d42f40 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40, i32 127, ptr @.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40.sha1, ptr null, i32 0 }
@.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f = internal constant [141 x i8] c"\80\04\95\82\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C/Unexpected unicode representation in _pick_kind\94\85\94\8C\0A_pick_kind\94\8C\18numba/cpython/unicode.py\94M\7F\01\87\94\87\94."
@.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f.sha1 = internal constant [20 x i8] c"A\E0\13\16\95\D2mU\A0\8C\F0\8C\0D?\BE\7F\CCA\A2/"
@.const.picklebuf.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f, i32 141, ptr @.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode11_pick_asciiB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEjj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode13_empty_stringB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f = internal constant [142 x i8] c"\80\04\95\83\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C'Unexpected unicode encoding encountered\94\85\94\8C\13_kind_to_byte_width\94\8C\18numba/cpython/unicode.py\94M\A3\01\87\94\87\94."
@.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.sha1 = internal constant [20 x i8] c"3\F8\DE[\99\D1\06\92r\DE>\AD'{\86\18\16;\A7\7F"
@.const.picklebuf.33f8de5b99d1069272de3ead277b8618163ba77f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f, i32 142, ptr @.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode15_get_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_str12_3clocals_3e12_3clambda_3eB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fa6beb00650B3v49B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0:
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  %.519 = alloca ptr, align 8
  store ptr null, ptr %.519, align 8
  %excinfo.5 = alloca ptr, align 8
  store ptr null, ptr %excinfo.5, align 8
  tail call void @NRT_incref(ptr %arg.x.0)
  tail call void @NRT_incref(ptr %arg.x.0), !noalias !0
  %0 = add i64 %arg.x.5.0.fr, -1152921504606846976
  %.34.i = icmp ult i64 %0, -2305843009213693952
  br i1 %.34.i, label %B0.if.if, label %B0.endif.i, !prof !4

B0.endif.i:                                       ; preds = %B0
  %.33.i = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !5
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if.if, label %B128.i, !prof !4

B128.i:                                           ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !0
  tail call void @NRT_decref(ptr %arg.x.0), !noalias !0
  %.115 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.115, i32 32), !noalias !12
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif, !prof !4

common.ret:                                       ; preds = %for.end.2.endif, %.480.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.if.if, %for.end.endif.endif.if.if.if, %B0.endif.endif.endif.endif.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ %.525, %for.end.endif.endif.if.if.if ], [ 1, %.480.endif.endif.endif.endif.if.if ], [ 1, %for.end.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 0, %for.end.2.endif ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0, %B0.endif.i
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.10, %B0.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.7, %B0 ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B128.i
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.183132 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.183132, label %for.body.lr.ph, label %for.end.else.endif

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif
  %.185.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.185.not, label %for.body.endif.endif, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %for.body.lr.ph
  %1 = ptrtoint ptr %.6.i to i64
  %2 = ptrtoint ptr %arg.x.4 to i64
  %min.iters.check = icmp ult i64 %arg.x.5.0.fr, 8
  %3 = sub i64 %1, %2
  %diff.check = icmp ult i64 %3, 64
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader150, label %vector.ph

vector.ph:                                        ; preds = %for.body.endif.endif.us.preheader
  %const333 = bitcast i64 9223372036854775776 to i64
  %const_mat334 = add i64 %const333, 24
  %n.vec = and i64 %arg.x.5.0.fr, %const_mat334
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = shl i64 %index, 3
  %scevgep329 = getelementptr i8, ptr %arg.x.4, i64 %4
  %wide.load = load <8 x double>, ptr %scevgep329, align 8
  %5 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %6 = fmul <8 x double> %wide.load, %5
  %7 = shl i64 %index, 3
  %scevgep328 = getelementptr i8, ptr %.6.i, i64 %7
  store <8 x double> %6, ptr %scevgep328, align 8
  %index.next = add nuw i64 %index, 8
  %8 = icmp eq i64 %n.vec, %index.next
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.x.5.0.fr, %n.vec
  br i1 %cmp.n, label %for.end.else.endif, label %for.body.endif.endif.us.preheader150

for.body.endif.endif.us.preheader150:             ; preds = %for.body.endif.endif.us.preheader, %middle.block
  %loop.index134.us.ph = phi i64 [ 0, %for.body.endif.endif.us.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %arg.x.5.0.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader150
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv326 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next327, %for.body.endif.endif.us.prol ]
  %loop.index134.us.prol = phi i64 [ %.222.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index134.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %9 = shl i64 %loop.index134.us.prol, 3
  %scevgep325 = getelementptr i8, ptr %arg.x.4, i64 %9
  %.193.us.prol = load double, ptr %scevgep325, align 8
  %.12.le.i.prol = tail call double @llvm.sin.f64(double %.193.us.prol)
  %.17.i.prol = fmul double %.193.us.prol, %.12.le.i.prol
  %10 = shl i64 %loop.index134.us.prol, 3
  %scevgep324 = getelementptr i8, ptr %.6.i, i64 %10
  store double %.17.i.prol, ptr %scevgep324, align 8
  %.222.us.prol = add nuw nsw i64 %loop.index134.us.prol, 1
  %lsr.iv.next327 = add nsw i64 %lsr.iv326, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next327, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !22

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader150
  %loop.index134.us.unr = phi i64 [ %loop.index134.us.ph, %for.body.endif.endif.us.preheader150 ], [ %.222.us.prol, %for.body.endif.endif.us.prol ]
  %11 = sub nsw i64 %loop.index134.us.ph, %arg.x.5.0.fr
  %12 = icmp ugt i64 %11, -8
  br i1 %12, label %for.end.else.endif, label %for.body.endif.endif.us.preheader165

for.body.endif.endif.us.preheader165:             ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader165, %for.body.endif.endif.us
  %loop.index134.us = phi i64 [ %.222.us.7, %for.body.endif.endif.us ], [ %loop.index134.us.unr, %for.body.endif.endif.us.preheader165 ]
  %sunkaddr = mul i64 %loop.index134.us, 8
  %sunkaddr335 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.193.us = load double, ptr %sunkaddr335, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.193.us)
  %.17.i = fmul double %.193.us, %.12.le.i
  %sunkaddr336 = mul i64 %loop.index134.us, 8
  %sunkaddr337 = getelementptr i8, ptr %.6.i, i64 %sunkaddr336
  store double %.17.i, ptr %sunkaddr337, align 8
  %sunkaddr338 = mul i64 %loop.index134.us, 8
  %sunkaddr339 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr338
  %sunkaddr340 = getelementptr i8, ptr %sunkaddr339, i64 8
  %.193.us.1 = load double, ptr %sunkaddr340, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.193.us.1)
  %.17.i.1 = fmul double %.193.us.1, %.12.le.i.1
  %sunkaddr341 = mul i64 %loop.index134.us, 8
  %sunkaddr342 = getelementptr i8, ptr %.6.i, i64 %sunkaddr341
  %sunkaddr343 = getelementptr i8, ptr %sunkaddr342, i64 8
  store double %.17.i.1, ptr %sunkaddr343, align 8
  %sunkaddr344 = mul i64 %loop.index134.us, 8
  %sunkaddr345 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr344
  %sunkaddr346 = getelementptr i8, ptr %sunkaddr345, i64 16
  %.193.us.2 = load double, ptr %sunkaddr346, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.193.us.2)
  %.17.i.2 = fmul double %.193.us.2, %.12.le.i.2
  %sunkaddr347 = mul i64 %loop.index134.us, 8
  %sunkaddr348 = getelementptr i8, ptr %.6.i, i64 %sunkaddr347
  %sunkaddr349 = getelementptr i8, ptr %sunkaddr348, i64 16
  store double %.17.i.2, ptr %sunkaddr349, align 8
  %sunkaddr350 = mul i64 %loop.index134.us, 8
  %sunkaddr351 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr350
  %sunkaddr352 = getelementptr i8, ptr %sunkaddr351, i64 24
  %.193.us.3 = load double, ptr %sunkaddr352, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.193.us.3)
  %.17.i.3 = fmul double %.193.us.3, %.12.le.i.3
  %sunkaddr353 = mul i64 %loop.index134.us, 8
  %sunkaddr354 = getelementptr i8, ptr %.6.i, i64 %sunkaddr353
  %sunkaddr355 = getelementptr i8, ptr %sunkaddr354, i64 24
  store double %.17.i.3, ptr %sunkaddr355, align 8
  %sunkaddr356 = mul i64 %loop.index134.us, 8
  %sunkaddr357 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr356
  %sunkaddr358 = getelementptr i8, ptr %sunkaddr357, i64 32
  %.193.us.4 = load double, ptr %sunkaddr358, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.193.us.4)
  %.17.i.4 = fmul double %.193.us.4, %.12.le.i.4
  %sunkaddr359 = mul i64 %loop.index134.us, 8
  %sunkaddr360 = getelementptr i8, ptr %.6.i, i64 %sunkaddr359
  %sunkaddr361 = getelementptr i8, ptr %sunkaddr360, i64 32
  store double %.17.i.4, ptr %sunkaddr361, align 8
  %sunkaddr362 = mul i64 %loop.index134.us, 8
  %sunkaddr363 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr362
  %sunkaddr364 = getelementptr i8, ptr %sunkaddr363, i64 40
  %.193.us.5 = load double, ptr %sunkaddr364, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.193.us.5)
  %.17.i.5 = fmul double %.193.us.5, %.12.le.i.5
  %sunkaddr365 = mul i64 %loop.index134.us, 8
  %sunkaddr366 = getelementptr i8, ptr %.6.i, i64 %sunkaddr365
  %sunkaddr367 = getelementptr i8, ptr %sunkaddr366, i64 40
  store double %.17.i.5, ptr %sunkaddr367, align 8
  %sunkaddr368 = mul i64 %loop.index134.us, 8
  %sunkaddr369 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr368
  %sunkaddr370 = getelementptr i8, ptr %sunkaddr369, i64 48
  %.193.us.6 = load double, ptr %sunkaddr370, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.193.us.6)
  %.17.i.6 = fmul double %.193.us.6, %.12.le.i.6
  %sunkaddr371 = mul i64 %loop.index134.us, 8
  %sunkaddr372 = getelementptr i8, ptr %.6.i, i64 %sunkaddr371
  %sunkaddr373 = getelementptr i8, ptr %sunkaddr372, i64 48
  store double %.17.i.6, ptr %sunkaddr373, align 8
  %sunkaddr374 = mul i64 %loop.index134.us, 8
  %sunkaddr375 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr374
  %sunkaddr376 = getelementptr i8, ptr %sunkaddr375, i64 56
  %.193.us.7 = load double, ptr %sunkaddr376, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.193.us.7)
  %.17.i.7 = fmul double %.193.us.7, %.12.le.i.7
  %sunkaddr377 = mul i64 %loop.index134.us, 8
  %sunkaddr378 = getelementptr i8, ptr %.6.i, i64 %sunkaddr377
  %sunkaddr379 = getelementptr i8, ptr %sunkaddr378, i64 56
  store double %.17.i.7, ptr %sunkaddr379, align 8
  %.222.us.7 = add nuw nsw i64 %loop.index134.us, 8
  %exitcond152.not.7 = icmp eq i64 %arg.x.5.0.fr, %.222.us.7
  br i1 %exitcond152.not.7, label %for.end.else.endif, label %for.body.endif.endif.us, !llvm.loop !24

B0.endif.endif.endif.endif.if.if:                 ; preds = %B128.i
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.21, ptr %excinfo, align 8
  br label %common.ret

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.193 = load double, ptr %arg.x.4, align 8
  %.12.le.i13 = tail call double @llvm.sin.f64(double %.193)
  %.17.i14 = fmul double %.193, %.12.le.i13
  store double %.17.i14, ptr %.6.i, align 8
  br label %for.end.else.endif

for.end.else.endif:                               ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %for.body.endif.endif, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  %.413 = icmp slt i64 %arg.x.5.0.fr, 1
  br i1 %.413, label %for.end.endif.else.endif.if, label %for.end.endif.endif, !prof !4

for.end.endif.endif:                              ; preds = %for.end.endif.else.endif.if, %for.end.else.endif
  %.388.sroa.0.3 = phi i64 [ %arg.x.5.0.fr, %for.end.endif.else.endif.if ], [ 0, %for.end.else.endif ]
  %.488 = sub nsw i64 %arg.x.5.0.fr, %.388.sroa.0.3
  %.495 = icmp slt i64 %.488, 1
  %.497 = select i1 %.495, i64 0, i64 %.488
  %.512 = icmp ne i64 %arg.x.5.0.fr, %.497
  %.513 = icmp ne i64 %arg.x.5.0.fr, 1
  %.514.not = and i1 %.513, %.512
  br i1 %.514.not, label %for.end.endif.endif.if, label %for.end.endif.endif.endif, !prof !4

for.end.endif.else.endif.if:                      ; preds = %for.end.else.endif
  br label %for.end.endif.endif

.480.loopexit.unr-lcssa:                          ; preds = %.479.endif
  %lcmp.mod155.not = icmp eq i64 %xtraiter154, 0
  %13 = add i64 %lsr.iv.next223, -7
  %14 = add i64 %.388.sroa.0.3, %lsr.iv.next223
  %15 = add i64 %14, -7
  br i1 %lcmp.mod155.not, label %.480, label %.479.endif.epil.preheader, !prof !25

.479.endif.epil.preheader:                        ; preds = %.480.loopexit.unr-lcssa, %.479.endif.lr.ph
  %.477.0139.epil.init = phi i64 [ 0, %.479.endif.lr.ph ], [ %13, %.480.loopexit.unr-lcssa ]
  %.475.0138.epil.init = phi i64 [ %.388.sroa.0.3, %.479.endif.lr.ph ], [ %15, %.480.loopexit.unr-lcssa ]
  %16 = shl i64 %.475.0138.epil.init, 3
  %scevgep220 = getelementptr i8, ptr %.6.i.i, i64 %16
  br label %.479.endif.epil

.479.endif.epil:                                  ; preds = %.479.endif.epil, %.479.endif.epil.preheader
  %epil.iter = phi i64 [ 0, %.479.endif.epil.preheader ], [ %epil.iter.next, %.479.endif.epil ]
  %17 = add i64 %.477.0139.epil.init, %epil.iter
  %18 = shl nuw nsw i64 %epil.iter, 3
  %scevgep221 = getelementptr i8, ptr %scevgep220, i64 %18
  %.641.epil = tail call i64 @llvm.umin.i64(i64 %17, i64 %.640)
  %.637.0.epil = getelementptr double, ptr %.586.0, i64 %.641.epil
  %.655.epil = load double, ptr %.637.0.epil, align 8
  store double %.655.epil, ptr %scevgep221, align 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter154, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %.480, label %.479.endif.epil, !prof !26, !llvm.loop !27

.480:                                             ; preds = %.479.endif.epil, %.480.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif
  br i1 %.585, label %.480.if, label %B128.i31, !prof !4

for.end.endif.endif.if:                           ; preds = %for.end.endif.endif
  store ptr null, ptr %.519, align 8
  %.525 = call i32 @_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE(ptr nonnull %.519, ptr nonnull %excinfo.5, i64 %arg.x.5.0.fr, i64 %.497)
  %cond = icmp eq i32 %.525, 0
  br i1 %cond, label %for.end.endif.endif.endif, label %for.end.endif.endif.if.if.if, !prof !29

for.end.endif.endif.endif:                        ; preds = %for.end.endif.endif.if, %for.end.endif.endif
  %19 = icmp slt i64 %.488, 1
  %.551 = ptrtoint ptr %.6.i to i64
  %.553 = add i64 %.115, %.551
  %.569 = shl nsw i64 %.388.sroa.0.3, 3
  %.578 = select i1 %19, i64 0, i64 %.569
  %.579 = select i1 %19, i64 0, i64 %.33.i
  %.580 = ptrtoint ptr %.6.i.i to i64
  %.581 = add i64 %.578, %.580
  %.582 = add i64 %.579, %.580
  %.583 = icmp ugt i64 %.582, %.551
  %.584 = icmp ult i64 %.581, %.553
  %.585 = and i1 %.584, %.583
  br i1 %.585, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !4

for.end.endif.endif.if.if.if:                     ; preds = %for.end.endif.endif.if
  %.533 = icmp sgt i32 %.525, 0
  %.526 = load ptr, ptr %excinfo.5, align 8
  %.534 = select i1 %.533, ptr %.526, ptr undef
  store ptr %.534, ptr %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif.endif.endif
  %.595 = tail call ptr @NRT_Allocate(i64 %.115)
  %.596 = icmp eq ptr %.595, null
  br i1 %.596, label %for.end.endif.endif.endif.if.if, label %for.cond.1.preheader, !prof !4

for.cond.1.preheader:                             ; preds = %for.end.endif.endif.endif.if
  %20 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %20, label %iter.check, label %for.end.endif.endif.endif.endif

iter.check:                                       ; preds = %for.cond.1.preheader
  %21 = ptrtoint ptr %.595 to i64
  %22 = ptrtoint ptr %.6.i to i64
  %min.iters.check91 = icmp ult i64 %arg.x.5.0.fr, 4
  %23 = sub i64 %21, %22
  %diff.check89 = icmp ult i64 %23, 256
  %or.cond148 = or i1 %min.iters.check91, %diff.check89
  br i1 %or.cond148, label %for.body.1.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %const331 = bitcast i64 9223372036854775776 to i64
  %min.iters.check93 = icmp ult i64 %arg.x.5.0.fr, 32
  br i1 %min.iters.check93, label %vec.epilog.ph, label %vector.ph94

vector.ph94:                                      ; preds = %vector.main.loop.iter.check
  %n.vec96 = and i64 %arg.x.5.0.fr, %const331
  br label %vector.body97

vector.body97:                                    ; preds = %vector.body97, %vector.ph94
  %index98 = phi i64 [ 0, %vector.ph94 ], [ %index.next103, %vector.body97 ]
  %24 = shl i64 %index98, 3
  %scevgep283 = getelementptr i8, ptr %.595, i64 %24
  %sunkaddr380 = mul i64 %index98, 8
  %sunkaddr381 = getelementptr i8, ptr %.6.i, i64 %sunkaddr380
  %wide.load99 = load <8 x double>, ptr %sunkaddr381, align 8
  %sunkaddr382 = mul i64 %index98, 8
  %sunkaddr383 = getelementptr i8, ptr %.6.i, i64 %sunkaddr382
  %sunkaddr384 = getelementptr i8, ptr %sunkaddr383, i64 64
  %wide.load100 = load <8 x double>, ptr %sunkaddr384, align 8
  %sunkaddr385 = mul i64 %index98, 8
  %sunkaddr386 = getelementptr i8, ptr %.6.i, i64 %sunkaddr385
  %sunkaddr387 = getelementptr i8, ptr %sunkaddr386, i64 128
  %wide.load101 = load <8 x double>, ptr %sunkaddr387, align 8
  %sunkaddr388 = mul i64 %index98, 8
  %sunkaddr389 = getelementptr i8, ptr %.6.i, i64 %sunkaddr388
  %sunkaddr390 = getelementptr i8, ptr %sunkaddr389, i64 192
  %wide.load102 = load <8 x double>, ptr %sunkaddr390, align 8
  %25 = shl i64 %index98, 3
  %scevgep281 = getelementptr i8, ptr %.595, i64 %25
  %scevgep282 = getelementptr i8, ptr %scevgep281, i64 64
  %26 = shl i64 %index98, 3
  %scevgep279 = getelementptr i8, ptr %.595, i64 %26
  %scevgep280 = getelementptr i8, ptr %scevgep279, i64 128
  %27 = shl i64 %index98, 3
  %scevgep277 = getelementptr i8, ptr %.595, i64 %27
  %scevgep278 = getelementptr i8, ptr %scevgep277, i64 192
  store <8 x double> %wide.load99, ptr %scevgep283, align 8
  store <8 x double> %wide.load100, ptr %scevgep282, align 8
  store <8 x double> %wide.load101, ptr %scevgep280, align 8
  store <8 x double> %wide.load102, ptr %scevgep278, align 8
  %index.next103 = add nuw i64 %index98, 32
  %28 = icmp eq i64 %n.vec96, %index.next103
  br i1 %28, label %middle.block104, label %vector.body97, !llvm.loop !30

middle.block104:                                  ; preds = %vector.body97
  %cmp.n105 = icmp eq i64 %arg.x.5.0.fr, %n.vec96
  br i1 %cmp.n105, label %for.end.endif.endif.endif.endif, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block104
  %29 = and i64 %arg.x.5.0.fr, 28
  %min.epilog.iters.check = icmp eq i64 %29, 0
  br i1 %min.epilog.iters.check, label %for.body.1.preheader, label %vec.epilog.ph, !prof !31

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec96, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat332 = add i64 %const331, 28
  %n.vec107 = and i64 %arg.x.5.0.fr, %const_mat332
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index108 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next110, %vec.epilog.vector.body ]
  %30 = shl i64 %index108, 3
  %scevgep276 = getelementptr i8, ptr %.6.i, i64 %30
  %31 = shl i64 %index108, 3
  %scevgep275 = getelementptr i8, ptr %.595, i64 %31
  %wide.load109 = load <4 x double>, ptr %scevgep276, align 8
  store <4 x double> %wide.load109, ptr %scevgep275, align 8
  %index.next110 = add nuw i64 %index108, 4
  %32 = icmp eq i64 %n.vec107, %index.next110
  br i1 %32, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !32

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n111 = icmp eq i64 %arg.x.5.0.fr, %n.vec107
  br i1 %cmp.n111, label %for.end.endif.endif.endif.endif, label %for.body.1.preheader

for.body.1.preheader:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index.1136.ph = phi i64 [ 0, %iter.check ], [ %n.vec96, %vec.epilog.iter.check ], [ %n.vec107, %vec.epilog.middle.block ]
  %33 = sub nsw i64 %arg.x.5.0.fr, %loop.index.1136.ph
  %xtraiter151 = and i64 %33, 7
  %lcmp.mod152.not = icmp eq i64 %xtraiter151, 0
  br i1 %lcmp.mod152.not, label %for.body.1.prol.loopexit, label %for.body.1.prol.preheader

for.body.1.prol.preheader:                        ; preds = %for.body.1.preheader
  br label %for.body.1.prol

for.body.1.prol:                                  ; preds = %for.body.1.prol.preheader, %for.body.1.prol
  %lsr.iv273 = phi i64 [ %xtraiter151, %for.body.1.prol.preheader ], [ %lsr.iv.next274, %for.body.1.prol ]
  %loop.index.1136.prol = phi i64 [ %.616.prol, %for.body.1.prol ], [ %loop.index.1136.ph, %for.body.1.prol.preheader ]
  %34 = shl i64 %loop.index.1136.prol, 3
  %scevgep272 = getelementptr i8, ptr %.6.i, i64 %34
  %35 = shl i64 %loop.index.1136.prol, 3
  %scevgep271 = getelementptr i8, ptr %.595, i64 %35
  %.614.prol = load double, ptr %scevgep272, align 8
  store double %.614.prol, ptr %scevgep271, align 8
  %.616.prol = add nuw i64 %loop.index.1136.prol, 1
  %lsr.iv.next274 = add nsw i64 %lsr.iv273, -1
  %prol.iter153.cmp.not = icmp eq i64 %lsr.iv.next274, 0
  br i1 %prol.iter153.cmp.not, label %for.body.1.prol.loopexit, label %for.body.1.prol, !llvm.loop !33

for.body.1.prol.loopexit:                         ; preds = %for.body.1.prol, %for.body.1.preheader
  %loop.index.1136.unr = phi i64 [ %loop.index.1136.ph, %for.body.1.preheader ], [ %.616.prol, %for.body.1.prol ]
  %36 = sub nsw i64 %loop.index.1136.ph, %arg.x.5.0.fr
  %37 = icmp ugt i64 %36, -8
  br i1 %37, label %for.end.endif.endif.endif.endif, label %for.body.1.preheader164

for.body.1.preheader164:                          ; preds = %for.body.1.prol.loopexit
  br label %for.body.1

for.end.endif.endif.endif.endif:                  ; preds = %for.body.1, %for.body.1.prol.loopexit, %vec.epilog.middle.block, %middle.block104, %for.cond.1.preheader, %for.end.endif.endif.endif
  %.586.0 = phi ptr [ %.6.i, %for.end.endif.endif.endif ], [ %.595, %for.body.1.prol.loopexit ], [ %.595, %for.cond.1.preheader ], [ %.595, %middle.block104 ], [ %.595, %vec.epilog.middle.block ], [ %.595, %for.body.1 ]
  %.630.not137 = icmp slt i64 %.388.sroa.0.3, %arg.x.5.0.fr
  br i1 %.630.not137, label %.479.endif.lr.ph, label %.480, !prof !34

.479.endif.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif
  %.640 = add nsw i64 %arg.x.5.0.fr, -1
  %xtraiter154 = and i64 %.488, 7
  %38 = sub i64 %.388.sroa.0.3, %arg.x.5.0.fr
  %39 = icmp ugt i64 %38, -8
  br i1 %39, label %.479.endif.epil.preheader, label %.479.endif.lr.ph.new, !prof !35

.479.endif.lr.ph.new:                             ; preds = %.479.endif.lr.ph
  %40 = shl i64 %.388.sroa.0.3, 3
  %scevgep224 = getelementptr i8, ptr %.6.i.i, i64 %40
  %41 = lshr i64 %.488, 3
  %42 = mul i64 %41, -8
  br label %.479.endif

for.end.endif.endif.endif.if.if:                  ; preds = %for.end.endif.endif.endif.if
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8, !numba_exception_output !36
  br label %common.ret

for.body.1:                                       ; preds = %for.body.1.preheader164, %for.body.1
  %loop.index.1136 = phi i64 [ %.616.7, %for.body.1 ], [ %loop.index.1136.unr, %for.body.1.preheader164 ]
  %43 = shl i64 %loop.index.1136, 3
  %scevgep254 = getelementptr i8, ptr %.595, i64 %43
  %sunkaddr391 = mul i64 %loop.index.1136, 8
  %sunkaddr392 = getelementptr i8, ptr %.6.i, i64 %sunkaddr391
  %.614 = load double, ptr %sunkaddr392, align 8
  store double %.614, ptr %scevgep254, align 8
  %44 = shl i64 %loop.index.1136, 3
  %scevgep252 = getelementptr i8, ptr %.595, i64 %44
  %scevgep253 = getelementptr i8, ptr %scevgep252, i64 8
  %sunkaddr393 = mul i64 %loop.index.1136, 8
  %sunkaddr394 = getelementptr i8, ptr %.6.i, i64 %sunkaddr393
  %sunkaddr395 = getelementptr i8, ptr %sunkaddr394, i64 8
  %.614.1 = load double, ptr %sunkaddr395, align 8
  store double %.614.1, ptr %scevgep253, align 8
  %45 = shl i64 %loop.index.1136, 3
  %scevgep250 = getelementptr i8, ptr %.595, i64 %45
  %scevgep251 = getelementptr i8, ptr %scevgep250, i64 16
  %sunkaddr396 = mul i64 %loop.index.1136, 8
  %sunkaddr397 = getelementptr i8, ptr %.6.i, i64 %sunkaddr396
  %sunkaddr398 = getelementptr i8, ptr %sunkaddr397, i64 16
  %.614.2 = load double, ptr %sunkaddr398, align 8
  store double %.614.2, ptr %scevgep251, align 8
  %46 = shl i64 %loop.index.1136, 3
  %scevgep248 = getelementptr i8, ptr %.595, i64 %46
  %scevgep249 = getelementptr i8, ptr %scevgep248, i64 24
  %sunkaddr399 = mul i64 %loop.index.1136, 8
  %sunkaddr400 = getelementptr i8, ptr %.6.i, i64 %sunkaddr399
  %sunkaddr401 = getelementptr i8, ptr %sunkaddr400, i64 24
  %.614.3 = load double, ptr %sunkaddr401, align 8
  store double %.614.3, ptr %scevgep249, align 8
  %47 = shl i64 %loop.index.1136, 3
  %scevgep246 = getelementptr i8, ptr %.595, i64 %47
  %scevgep247 = getelementptr i8, ptr %scevgep246, i64 32
  %sunkaddr402 = mul i64 %loop.index.1136, 8
  %sunkaddr403 = getelementptr i8, ptr %.6.i, i64 %sunkaddr402
  %sunkaddr404 = getelementptr i8, ptr %sunkaddr403, i64 32
  %.614.4 = load double, ptr %sunkaddr404, align 8
  store double %.614.4, ptr %scevgep247, align 8
  %48 = shl i64 %loop.index.1136, 3
  %scevgep244 = getelementptr i8, ptr %.595, i64 %48
  %scevgep245 = getelementptr i8, ptr %scevgep244, i64 40
  %sunkaddr405 = mul i64 %loop.index.1136, 8
  %sunkaddr406 = getelementptr i8, ptr %.6.i, i64 %sunkaddr405
  %sunkaddr407 = getelementptr i8, ptr %sunkaddr406, i64 40
  %.614.5 = load double, ptr %sunkaddr407, align 8
  store double %.614.5, ptr %scevgep245, align 8
  %49 = shl i64 %loop.index.1136, 3
  %scevgep242 = getelementptr i8, ptr %.595, i64 %49
  %scevgep243 = getelementptr i8, ptr %scevgep242, i64 48
  %sunkaddr408 = mul i64 %loop.index.1136, 8
  %sunkaddr409 = getelementptr i8, ptr %.6.i, i64 %sunkaddr408
  %sunkaddr410 = getelementptr i8, ptr %sunkaddr409, i64 48
  %.614.6 = load double, ptr %sunkaddr410, align 8
  store double %.614.6, ptr %scevgep243, align 8
  %50 = shl i64 %loop.index.1136, 3
  %scevgep240 = getelementptr i8, ptr %.595, i64 %50
  %scevgep241 = getelementptr i8, ptr %scevgep240, i64 56
  %sunkaddr411 = mul i64 %loop.index.1136, 8
  %sunkaddr412 = getelementptr i8, ptr %.6.i, i64 %sunkaddr411
  %sunkaddr413 = getelementptr i8, ptr %sunkaddr412, i64 56
  %.614.7 = load double, ptr %sunkaddr413, align 8
  store double %.614.7, ptr %scevgep241, align 8
  %.616.7 = add nuw nsw i64 %loop.index.1136, 8
  %exitcond153.not.7 = icmp eq i64 %arg.x.5.0.fr, %.616.7
  br i1 %exitcond153.not.7, label %for.end.endif.endif.endif.endif, label %for.body.1, !llvm.loop !37

.479.endif:                                       ; preds = %.479.endif, %.479.endif.lr.ph.new
  %lsr.iv222 = phi i64 [ %lsr.iv.next223, %.479.endif ], [ 7, %.479.endif.lr.ph.new ]
  %51 = add i64 %lsr.iv222, -7
  %52 = shl i64 %lsr.iv222, 3
  %scevgep238 = getelementptr i8, ptr %scevgep224, i64 %52
  %scevgep239 = getelementptr i8, ptr %scevgep238, i64 -56
  %.641 = tail call i64 @llvm.umin.i64(i64 %51, i64 %.640)
  %.637.0 = getelementptr double, ptr %.586.0, i64 %.641
  %.655 = load double, ptr %.637.0, align 8
  store double %.655, ptr %scevgep239, align 8
  %53 = add i64 %lsr.iv222, -6
  %54 = shl i64 %lsr.iv222, 3
  %scevgep236 = getelementptr i8, ptr %scevgep224, i64 %54
  %scevgep237 = getelementptr i8, ptr %scevgep236, i64 -48
  %.641.1 = tail call i64 @llvm.umin.i64(i64 %53, i64 %.640)
  %.637.0.1 = getelementptr double, ptr %.586.0, i64 %.641.1
  %.655.1 = load double, ptr %.637.0.1, align 8
  store double %.655.1, ptr %scevgep237, align 8
  %55 = add i64 %lsr.iv222, -5
  %56 = shl i64 %lsr.iv222, 3
  %scevgep234 = getelementptr i8, ptr %scevgep224, i64 %56
  %scevgep235 = getelementptr i8, ptr %scevgep234, i64 -40
  %.641.2 = tail call i64 @llvm.umin.i64(i64 %55, i64 %.640)
  %.637.0.2 = getelementptr double, ptr %.586.0, i64 %.641.2
  %.655.2 = load double, ptr %.637.0.2, align 8
  store double %.655.2, ptr %scevgep235, align 8
  %57 = add i64 %lsr.iv222, -4
  %58 = shl i64 %lsr.iv222, 3
  %scevgep232 = getelementptr i8, ptr %scevgep224, i64 %58
  %scevgep233 = getelementptr i8, ptr %scevgep232, i64 -32
  %.641.3 = tail call i64 @llvm.umin.i64(i64 %57, i64 %.640)
  %.637.0.3 = getelementptr double, ptr %.586.0, i64 %.641.3
  %.655.3 = load double, ptr %.637.0.3, align 8
  store double %.655.3, ptr %scevgep233, align 8
  %59 = add i64 %lsr.iv222, -3
  %60 = shl i64 %lsr.iv222, 3
  %scevgep230 = getelementptr i8, ptr %scevgep224, i64 %60
  %scevgep231 = getelementptr i8, ptr %scevgep230, i64 -24
  %.641.4 = tail call i64 @llvm.umin.i64(i64 %59, i64 %.640)
  %.637.0.4 = getelementptr double, ptr %.586.0, i64 %.641.4
  %.655.4 = load double, ptr %.637.0.4, align 8
  store double %.655.4, ptr %scevgep231, align 8
  %61 = add i64 %lsr.iv222, -2
  %62 = shl i64 %lsr.iv222, 3
  %scevgep228 = getelementptr i8, ptr %scevgep224, i64 %62
  %scevgep229 = getelementptr i8, ptr %scevgep228, i64 -16
  %.641.5 = tail call i64 @llvm.umin.i64(i64 %61, i64 %.640)
  %.637.0.5 = getelementptr double, ptr %.586.0, i64 %.641.5
  %.655.5 = load double, ptr %.637.0.5, align 8
  store double %.655.5, ptr %scevgep229, align 8
  %63 = add i64 %lsr.iv222, -1
  %64 = shl i64 %lsr.iv222, 3
  %scevgep226 = getelementptr i8, ptr %scevgep224, i64 %64
  %scevgep227 = getelementptr i8, ptr %scevgep226, i64 -8
  %.641.6 = tail call i64 @llvm.umin.i64(i64 %63, i64 %.640)
  %.637.0.6 = getelementptr double, ptr %.586.0, i64 %.641.6
  %.655.6 = load double, ptr %.637.0.6, align 8
  store double %.655.6, ptr %scevgep227, align 8
  %65 = shl i64 %lsr.iv222, 3
  %scevgep225 = getelementptr i8, ptr %scevgep224, i64 %65
  %.641.7 = tail call i64 @llvm.umin.i64(i64 %lsr.iv222, i64 %.640)
  %.637.0.7 = getelementptr double, ptr %.586.0, i64 %.641.7
  %.655.7 = load double, ptr %.637.0.7, align 8
  store double %.655.7, ptr %scevgep225, align 8
  %lsr.iv.next223 = add i64 %lsr.iv222, 8
  %66 = add i64 %42, %lsr.iv.next223
  %niter.ncmp.7 = icmp eq i64 %66, 7
  br i1 %niter.ncmp.7, label %.480.loopexit.unr-lcssa, label %.479.endif, !prof !38, !llvm.loop !39

.480.if:                                          ; preds = %.480
  tail call void @NRT_Free(ptr %.586.0)
  br label %B128.i31

B128.i31:                                         ; preds = %.480, %.480.if
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.734 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i35 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.734, i32 32), !noalias !41
  %.8.i.i36 = icmp eq ptr %.7.i.i35, null
  br i1 %.8.i.i36, label %.480.endif.endif.endif.endif.if.if, label %.480.endif.endif.endif.endif.endif, !prof !4

.480.endif.endif.endif.endif.endif:               ; preds = %B128.i31
  %.5.i41 = getelementptr i8, ptr %.7.i.i35, i64 24
  %.6.i42 = load ptr, ptr %.5.i41, align 8
  %.802140 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.802140, label %for.body.2.lr.ph, label %for.end.2.thread71

for.end.2.thread71:                               ; preds = %.480.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  br label %for.end.2.endif

for.body.2.lr.ph:                                 ; preds = %.480.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775776 to i64
  %.804.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.804.not, label %for.body.2.endif.endif, label %iter.check119

iter.check119:                                    ; preds = %for.body.2.lr.ph
  %67 = ptrtoint ptr %.6.i42 to i64
  %68 = ptrtoint ptr %.6.i.i to i64
  %min.iters.check117 = icmp ult i64 %arg.x.5.0.fr, 4
  %69 = sub i64 %67, %68
  %diff.check115 = icmp ult i64 %69, 256
  %or.cond149 = select i1 %min.iters.check117, i1 true, i1 %diff.check115
  br i1 %or.cond149, label %for.body.2.endif.endif.us.preheader, label %vector.main.loop.iter.check121

vector.main.loop.iter.check121:                   ; preds = %iter.check119
  %min.iters.check120 = icmp ult i64 %arg.x.5.0.fr, 32
  br i1 %min.iters.check120, label %vec.epilog.ph138, label %vector.ph122

vector.ph122:                                     ; preds = %vector.main.loop.iter.check121
  %n.vec124 = and i64 %arg.x.5.0.fr, %const
  br label %vector.body125

vector.body125:                                   ; preds = %vector.body125, %vector.ph122
  %index126 = phi i64 [ 0, %vector.ph122 ], [ %index.next131, %vector.body125 ]
  %sunkaddr414 = mul i64 %index126, 8
  %sunkaddr415 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr414
  %wide.load127 = load <8 x double>, ptr %sunkaddr415, align 8
  %sunkaddr416 = mul i64 %index126, 8
  %sunkaddr417 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr416
  %sunkaddr418 = getelementptr i8, ptr %sunkaddr417, i64 64
  %wide.load128 = load <8 x double>, ptr %sunkaddr418, align 8
  %sunkaddr419 = mul i64 %index126, 8
  %sunkaddr420 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr419
  %sunkaddr421 = getelementptr i8, ptr %sunkaddr420, i64 128
  %wide.load129 = load <8 x double>, ptr %sunkaddr421, align 8
  %sunkaddr422 = mul i64 %index126, 8
  %sunkaddr423 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr422
  %sunkaddr424 = getelementptr i8, ptr %sunkaddr423, i64 192
  %wide.load130 = load <8 x double>, ptr %sunkaddr424, align 8
  %70 = fmul <8 x double> %wide.load127, %wide.load127
  %71 = fmul <8 x double> %wide.load128, %wide.load128
  %72 = fmul <8 x double> %wide.load129, %wide.load129
  %73 = fmul <8 x double> %wide.load130, %wide.load130
  %sunkaddr425 = mul i64 %index126, 8
  %sunkaddr426 = getelementptr i8, ptr %.6.i42, i64 %sunkaddr425
  store <8 x double> %70, ptr %sunkaddr426, align 8
  %sunkaddr427 = mul i64 %index126, 8
  %sunkaddr428 = getelementptr i8, ptr %.6.i42, i64 %sunkaddr427
  %sunkaddr429 = getelementptr i8, ptr %sunkaddr428, i64 64
  store <8 x double> %71, ptr %sunkaddr429, align 8
  %sunkaddr430 = mul i64 %index126, 8
  %sunkaddr431 = getelementptr i8, ptr %.6.i42, i64 %sunkaddr430
  %sunkaddr432 = getelementptr i8, ptr %sunkaddr431, i64 128
  store <8 x double> %72, ptr %sunkaddr432, align 8
  %sunkaddr433 = mul i64 %index126, 8
  %sunkaddr434 = getelementptr i8, ptr %.6.i42, i64 %sunkaddr433
  %sunkaddr435 = getelementptr i8, ptr %sunkaddr434, i64 192
  store <8 x double> %73, ptr %sunkaddr435, align 8
  %index.next131 = add nuw i64 %index126, 32
  %74 = icmp eq i64 %n.vec124, %index.next131
  br i1 %74, label %middle.block132, label %vector.body125, !llvm.loop !48

middle.block132:                                  ; preds = %vector.body125
  %cmp.n133 = icmp eq i64 %arg.x.5.0.fr, %n.vec124
  br i1 %cmp.n133, label %.89.endif.preheader.i, label %vec.epilog.iter.check136

vec.epilog.iter.check136:                         ; preds = %middle.block132
  %75 = and i64 %arg.x.5.0.fr, 28
  %min.epilog.iters.check137 = icmp eq i64 %75, 0
  br i1 %min.epilog.iters.check137, label %for.body.2.endif.endif.us.preheader, label %vec.epilog.ph138, !prof !31

vec.epilog.ph138:                                 ; preds = %vector.main.loop.iter.check121, %vec.epilog.iter.check136
  %vec.epilog.resume.val134 = phi i64 [ %n.vec124, %vec.epilog.iter.check136 ], [ 0, %vector.main.loop.iter.check121 ]
  %const_mat330 = add i64 %const, 28
  %n.vec140 = and i64 %arg.x.5.0.fr, %const_mat330
  br label %vec.epilog.vector.body141

vec.epilog.vector.body141:                        ; preds = %vec.epilog.vector.body141, %vec.epilog.ph138
  %index142 = phi i64 [ %vec.epilog.resume.val134, %vec.epilog.ph138 ], [ %index.next144, %vec.epilog.vector.body141 ]
  %76 = shl i64 %index142, 3
  %scevgep203 = getelementptr i8, ptr %.6.i.i, i64 %76
  %wide.load143 = load <4 x double>, ptr %scevgep203, align 8
  %77 = fmul <4 x double> %wide.load143, %wide.load143
  %78 = shl i64 %index142, 3
  %scevgep202 = getelementptr i8, ptr %.6.i42, i64 %78
  store <4 x double> %77, ptr %scevgep202, align 8
  %index.next144 = add nuw i64 %index142, 4
  %79 = icmp eq i64 %n.vec140, %index.next144
  br i1 %79, label %vec.epilog.middle.block145, label %vec.epilog.vector.body141, !llvm.loop !49

vec.epilog.middle.block145:                       ; preds = %vec.epilog.vector.body141
  %cmp.n146 = icmp eq i64 %arg.x.5.0.fr, %n.vec140
  br i1 %cmp.n146, label %.89.endif.preheader.i, label %for.body.2.endif.endif.us.preheader

for.body.2.endif.endif.us.preheader:              ; preds = %iter.check119, %vec.epilog.iter.check136, %vec.epilog.middle.block145
  %loop.index.2142.us.ph = phi i64 [ 0, %iter.check119 ], [ %n.vec124, %vec.epilog.iter.check136 ], [ %n.vec140, %vec.epilog.middle.block145 ]
  %80 = sub nsw i64 %arg.x.5.0.fr, %loop.index.2142.us.ph
  %xtraiter157 = and i64 %80, 7
  %lcmp.mod158.not = icmp eq i64 %xtraiter157, 0
  br i1 %lcmp.mod158.not, label %for.body.2.endif.endif.us.prol.loopexit, label %for.body.2.endif.endif.us.prol.preheader

for.body.2.endif.endif.us.prol.preheader:         ; preds = %for.body.2.endif.endif.us.preheader
  br label %for.body.2.endif.endif.us.prol

for.body.2.endif.endif.us.prol:                   ; preds = %for.body.2.endif.endif.us.prol.preheader, %for.body.2.endif.endif.us.prol
  %lsr.iv200 = phi i64 [ %xtraiter157, %for.body.2.endif.endif.us.prol.preheader ], [ %lsr.iv.next201, %for.body.2.endif.endif.us.prol ]
  %loop.index.2142.us.prol = phi i64 [ %.841.us.prol, %for.body.2.endif.endif.us.prol ], [ %loop.index.2142.us.ph, %for.body.2.endif.endif.us.prol.preheader ]
  %81 = shl i64 %loop.index.2142.us.prol, 3
  %scevgep199 = getelementptr i8, ptr %.6.i.i, i64 %81
  %.812.us.prol = load double, ptr %scevgep199, align 8
  %.5.i43.prol = fmul double %.812.us.prol, %.812.us.prol
  %82 = shl i64 %loop.index.2142.us.prol, 3
  %scevgep198 = getelementptr i8, ptr %.6.i42, i64 %82
  store double %.5.i43.prol, ptr %scevgep198, align 8
  %.841.us.prol = add nuw i64 %loop.index.2142.us.prol, 1
  %lsr.iv.next201 = add nsw i64 %lsr.iv200, -1
  %prol.iter159.cmp.not = icmp eq i64 %lsr.iv.next201, 0
  br i1 %prol.iter159.cmp.not, label %for.body.2.endif.endif.us.prol.loopexit, label %for.body.2.endif.endif.us.prol, !llvm.loop !50

for.body.2.endif.endif.us.prol.loopexit:          ; preds = %for.body.2.endif.endif.us.prol, %for.body.2.endif.endif.us.preheader
  %loop.index.2142.us.unr = phi i64 [ %loop.index.2142.us.ph, %for.body.2.endif.endif.us.preheader ], [ %.841.us.prol, %for.body.2.endif.endif.us.prol ]
  %83 = sub nsw i64 %loop.index.2142.us.ph, %arg.x.5.0.fr
  %84 = icmp ugt i64 %83, -8
  br i1 %84, label %.89.endif.preheader.i, label %for.body.2.endif.endif.us.preheader163

for.body.2.endif.endif.us.preheader163:           ; preds = %for.body.2.endif.endif.us.prol.loopexit
  br label %for.body.2.endif.endif.us

for.body.2.endif.endif.us:                        ; preds = %for.body.2.endif.endif.us.preheader163, %for.body.2.endif.endif.us
  %loop.index.2142.us = phi i64 [ %.841.us.7, %for.body.2.endif.endif.us ], [ %loop.index.2142.us.unr, %for.body.2.endif.endif.us.preheader163 ]
  %sunkaddr436 = mul i64 %loop.index.2142.us, 8
  %sunkaddr437 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr436
  %.812.us = load double, ptr %sunkaddr437, align 8
  %.5.i43 = fmul double %.812.us, %.812.us
  %sunkaddr438 = mul i64 %loop.index.2142.us, 8
  %sunkaddr439 = getelementptr i8, ptr %.6.i42, i64 %sunkaddr438
  store double %.5.i43, ptr %sunkaddr439, align 8
  %sunkaddr440 = mul i64 %loop.index.2142.us, 8
  %sunkaddr441 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr440
  %sunkaddr442 = getelementptr i8, ptr %sunkaddr441, i64 8
  %.812.us.1 = load double, ptr %sunkaddr442, align 8
  %.5.i43.1 = fmul double %.812.us.1, %.812.us.1
  %sunkaddr443 = mul i64 %loop.index.2142.us, 8
  %sunkaddr444 = getelementptr i8, ptr %.6.i42, i64 %sunkaddr443
  %sunkaddr445 = getelementptr i8, ptr %sunkaddr444, i64 8
  store double %.5.i43.1, ptr %sunkaddr445, align 8
  %sunkaddr446 = mul i64 %loop.index.2142.us, 8
  %sunkaddr447 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr446
  %sunkaddr448 = getelementptr i8, ptr %sunkaddr447, i64 16
  %.812.us.2 = load double, ptr %sunkaddr448, align 8
  %.5.i43.2 = fmul double %.812.us.2, %.812.us.2
  %sunkaddr449 = mul i64 %loop.index.2142.us, 8
  %sunkaddr450 = getelementptr i8, ptr %.6.i42, i64 %sunkaddr449
  %sunkaddr451 = getelementptr i8, ptr %sunkaddr450, i64 16
  store double %.5.i43.2, ptr %sunkaddr451, align 8
  %sunkaddr452 = mul i64 %loop.index.2142.us, 8
  %sunkaddr453 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr452
  %sunkaddr454 = getelementptr i8, ptr %sunkaddr453, i64 24
  %.812.us.3 = load double, ptr %sunkaddr454, align 8
  %.5.i43.3 = fmul double %.812.us.3, %.812.us.3
  %sunkaddr455 = mul i64 %loop.index.2142.us, 8
  %sunkaddr456 = getelementptr i8, ptr %.6.i42, i64 %sunkaddr455
  %sunkaddr457 = getelementptr i8, ptr %sunkaddr456, i64 24
  store double %.5.i43.3, ptr %sunkaddr457, align 8
  %sunkaddr458 = mul i64 %loop.index.2142.us, 8
  %sunkaddr459 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr458
  %sunkaddr460 = getelementptr i8, ptr %sunkaddr459, i64 32
  %.812.us.4 = load double, ptr %sunkaddr460, align 8
  %.5.i43.4 = fmul double %.812.us.4, %.812.us.4
  %sunkaddr461 = mul i64 %loop.index.2142.us, 8
  %sunkaddr462 = getelementptr i8, ptr %.6.i42, i64 %sunkaddr461
  %sunkaddr463 = getelementptr i8, ptr %sunkaddr462, i64 32
  store double %.5.i43.4, ptr %sunkaddr463, align 8
  %sunkaddr464 = mul i64 %loop.index.2142.us, 8
  %sunkaddr465 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr464
  %sunkaddr466 = getelementptr i8, ptr %sunkaddr465, i64 40
  %.812.us.5 = load double, ptr %sunkaddr466, align 8
  %.5.i43.5 = fmul double %.812.us.5, %.812.us.5
  %sunkaddr467 = mul i64 %loop.index.2142.us, 8
  %sunkaddr468 = getelementptr i8, ptr %.6.i42, i64 %sunkaddr467
  %sunkaddr469 = getelementptr i8, ptr %sunkaddr468, i64 40
  store double %.5.i43.5, ptr %sunkaddr469, align 8
  %sunkaddr470 = mul i64 %loop.index.2142.us, 8
  %sunkaddr471 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr470
  %sunkaddr472 = getelementptr i8, ptr %sunkaddr471, i64 48
  %.812.us.6 = load double, ptr %sunkaddr472, align 8
  %.5.i43.6 = fmul double %.812.us.6, %.812.us.6
  %sunkaddr473 = mul i64 %loop.index.2142.us, 8
  %sunkaddr474 = getelementptr i8, ptr %.6.i42, i64 %sunkaddr473
  %sunkaddr475 = getelementptr i8, ptr %sunkaddr474, i64 48
  store double %.5.i43.6, ptr %sunkaddr475, align 8
  %sunkaddr476 = mul i64 %loop.index.2142.us, 8
  %sunkaddr477 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr476
  %sunkaddr478 = getelementptr i8, ptr %sunkaddr477, i64 56
  %.812.us.7 = load double, ptr %sunkaddr478, align 8
  %.5.i43.7 = fmul double %.812.us.7, %.812.us.7
  %sunkaddr479 = mul i64 %loop.index.2142.us, 8
  %sunkaddr480 = getelementptr i8, ptr %.6.i42, i64 %sunkaddr479
  %sunkaddr481 = getelementptr i8, ptr %sunkaddr480, i64 56
  store double %.5.i43.7, ptr %sunkaddr481, align 8
  %.841.us.7 = add nuw nsw i64 %loop.index.2142.us, 8
  %exitcond156.not.7 = icmp eq i64 %arg.x.5.0.fr, %.841.us.7
  br i1 %exitcond156.not.7, label %.89.endif.preheader.i, label %for.body.2.endif.endif.us, !llvm.loop !51

.480.endif.endif.endif.endif.if.if:               ; preds = %B128.i31
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.21, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.2.endif.endif.us, %for.body.2.endif.endif.us.prol.loopexit, %middle.block132, %vec.epilog.middle.block145, %for.body.2.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  %xtraiter.i = and i64 %arg.x.5.0.fr, 7
  %85 = icmp samesign ult i64 %arg.x.5.0.fr, 8
  br i1 %85, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !35

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat = add i64 %const, 24
  %unroll_iter.i = and i64 %arg.x.5.0.fr, %const_mat
  %86 = add nsw i64 %arg.x.5.0.fr, -8
  %87 = lshr i64 %86, 3
  %88 = add nuw nsw i64 %87, 1
  %xtraiter160 = and i64 %88, 3
  %89 = and i64 %86, 24
  %lcmp.mod161.not = icmp eq i64 %89, 24
  br i1 %lcmp.mod161.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !34

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter160, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i42, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !52
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i46.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i46.prol, align 8, !noalias !52
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !52
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !52
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !52
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !52
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !52
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !52
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter162.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter162.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !55, !llvm.loop !56

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i42, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %90 = icmp ult i64 %86, 24
  br i1 %90, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !57

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %.89.endif.epil.preheader.i, !prof !25

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i42, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %91 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %91
  %.106.epil.i = load double, ptr %scevgep, align 8, !noalias !52
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %.89.endif.epil.i, !prof !26, !llvm.loop !58

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !52
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i46 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i46, align 8, !noalias !52
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !52
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !52
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !52
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !52
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !52
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !52
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !52
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i46.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i46.1, align 8, !noalias !52
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !52
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !52
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !52
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !52
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !52
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !52
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !52
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i46.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i46.2, align 8, !noalias !52
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !52
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !52
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !52
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !52
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !52
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !52
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !52
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i46.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i46.3, align 8, !noalias !52
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !52
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !52
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !52
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !52
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !52
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !52
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !38, !llvm.loop !59

for.body.2.endif.endif:                           ; preds = %for.body.2.lr.ph
  %.812 = load double, ptr %.6.i.i, align 8
  %.5.i44 = fmul double %.812, %.812
  store double %.5.i44, ptr %.6.i42, align 8
  br label %.89.endif.preheader.i

for.end.2.endif:                                  ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2.thread71
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2.thread71 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i35)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare noalias ptr @NRT_Allocate(i64) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

declare void @NRT_Free(ptr) local_unnamed_addr

define ptr @_ZN7cpython7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.slice_assign, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ %.65, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !4

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
  %.47 = call i32 @_ZN7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #3
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif, !prof !29

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
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !4

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 2
  %.100 = call ptr @numba_unpickle(ptr %.75, i32 %.77, ptr %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.102 = phi ptr [ %.90, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.if.else ]
  %.103.not = icmp eq ptr %.102, null
  br i1 %.103.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !4

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

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #3
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !29

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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !4

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !4

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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !4

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE(ptr noalias readnone captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, i64 %arg.src_shapes.0, i64 %arg.index_shape.0) local_unnamed_addr {
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
  %.159.i.i = tail call ptr @NRT_MemInfo_alloc(i64 %.157.i.i), !noalias !61
  %.160.i.i = icmp eq ptr %.159.i.i, null
  br i1 %.160.i.i, label %common.ret, label %for.end.1.endif.endif.endif.i.i, !prof !4

for.end.1.endif.endif.endif.i.i:                  ; preds = %for.end.1.endif.endif.i.i
  %0 = icmp slt i64 %arg.src_shapes.0, 0
  %.5.i8.i.i = getelementptr i8, ptr %.159.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i8.i.i, align 8, !noalias !61
  br i1 %0, label %B246.endif.i.i, label %B306.i.i

B246.endif.i.i:                                   ; preds = %for.end.1.endif.endif.endif.i.i
  store i8 45, ptr %.6.i.i.i, align 1, !noalias !68
  br label %B306.i.i

B328.endif.endif.endif.i.i:                       ; preds = %B328.endif.endif.endif.i.i, %B328.endif.endif.endif.preheader.i.i
  %lsr.iv.i.i = phi ptr [ %scevgep.i.i, %B328.endif.endif.endif.preheader.i.i ], [ %scevgep10.i.i, %B328.endif.endif.endif.i.i ]
  %n.4.0.i.i = phi i64 [ %n.3.096.i.i, %B328.endif.endif.endif.preheader.i.i ], [ %.30497.i.i, %B328.endif.endif.endif.i.i ]
  %.30497.i.i = udiv i64 %n.4.0.i.i, 10
  %.30598.i.i = urem i64 %n.4.0.i.i, 10
  %1 = trunc nuw nsw i64 %.30598.i.i to i8
  %.41.i9.i.i = or disjoint i8 %1, 48
  store i8 %.41.i9.i.i, ptr %lsr.iv.i.i, align 1, !noalias !72
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
  %.159.i.i22 = tail call ptr @NRT_MemInfo_alloc(i64 %.157.i.i21), !noalias !76
  %.160.i.i23 = icmp eq ptr %.159.i.i22, null
  br i1 %.160.i.i23, label %common.ret, label %for.end.1.endif.endif.endif.i.i24, !prof !4

for.end.1.endif.endif.endif.i.i24:                ; preds = %for.end.1.endif.endif.i.i12
  %2 = icmp slt i64 %arg.index_shape.0, 0
  %.5.i8.i.i25 = getelementptr i8, ptr %.159.i.i22, i64 24
  %.6.i.i.i26 = load ptr, ptr %.5.i8.i.i25, align 8, !noalias !76
  br i1 %2, label %B246.endif.i.i50, label %B306.i.i27

B246.endif.i.i50:                                 ; preds = %for.end.1.endif.endif.endif.i.i24
  store i8 45, ptr %.6.i.i.i26, align 1, !noalias !83
  br label %B306.i.i27

B328.endif.endif.endif.i.i42:                     ; preds = %B328.endif.endif.endif.i.i42, %B328.endif.endif.endif.preheader.i.i40
  %lsr.iv.i.i43 = phi ptr [ %scevgep.i.i41, %B328.endif.endif.endif.preheader.i.i40 ], [ %scevgep10.i.i49, %B328.endif.endif.endif.i.i42 ]
  %n.4.0.i.i44 = phi i64 [ %n.3.096.i.i13, %B328.endif.endif.endif.preheader.i.i40 ], [ %.30497.i.i45, %B328.endif.endif.endif.i.i42 ]
  %.30497.i.i45 = udiv i64 %n.4.0.i.i44, 10
  %.30598.i.i46 = urem i64 %n.4.0.i.i44, 10
  %3 = trunc nuw nsw i64 %.30598.i.i46 to i8
  %.41.i9.i.i47 = or disjoint i8 %3, 48
  store i8 %.41.i9.i.i47, ptr %lsr.iv.i.i43, align 1, !noalias !87
  %.416.not.i.i48 = icmp samesign ult i64 %n.4.0.i.i44, 10
  %scevgep10.i.i49 = getelementptr i8, ptr %lsr.iv.i.i43, i64 -1
  br i1 %.416.not.i.i48, label %B281.endif, label %B328.endif.endif.endif.i.i42

B42.endif:                                        ; preds = %B328.endif.endif.endif.i.i, %B306.i.i, %B32.i.i
  %.20.sroa.11.0.ph = phi ptr [ null, %B32.i.i ], [ %.159.i.i, %B306.i.i ], [ %.159.i.i, %B328.endif.endif.endif.i.i ]
  %.20.sroa.3.0.ph = phi i64 [ 1, %B32.i.i ], [ %.123.i.i, %B306.i.i ], [ %.123.i.i, %B328.endif.endif.endif.i.i ]
  %.20.sroa.0.0.ph = phi ptr [ @.bytes.5317899729839767045, %B32.i.i ], [ %.6.i.i.i, %B306.i.i ], [ %.6.i.i.i, %B328.endif.endif.endif.i.i ]
  %.fca.5.gep259 = getelementptr inbounds nuw i8, ptr %.75, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.75, i8 0, i64 48, i1 false)
  %.79 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.75, ptr nonnull %excinfo.2, ptr nonnull @.bytes.-3596957514301255344, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr %.20.sroa.0.0.ph, i64 %.20.sroa.3.0.ph, i32 1, i32 1, i64 -1, ptr %.20.sroa.11.0.ph, ptr null)
  %.89.fca.5.load = load ptr, ptr %.fca.5.gep259, align 8
  %cond2 = icmp eq i32 %.79, 0
  br i1 %cond2, label %B42.endif.endif, label %B42.endif.if.if, !prof !29

common.ret:                                       ; preds = %B364.endif.endif.endif.endif.endif.endif.endif, %B364.endif.endif.endif.endif.endif.endif, %B364.endif.endif.endif.endif.if.if, %B364.endif.endif.endif.endif.endif, %B364.endif.endif.endif.if.if, %B364.endif.endif.if.if, %B281.endif.endif.if.if, %B281.endif.if.if, %B42.endif.endif.if.if, %B42.endif.if.if, %for.end.1.endif.endif.i.i12, %for.end.1.endif.endif.i.i
  %.540.sink = phi ptr [ %.540, %B364.endif.endif.endif.endif.endif.endif.endif ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.26, %B364.endif.endif.endif.endif.endif ], [ %.80, %B42.endif.if.if ], [ %.499, %B364.endif.endif.endif.endif.if.if ], [ %.467, %B364.endif.endif.endif.if.if ], [ %.413, %B364.endif.endif.if.if ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3, %for.end.1.endif.endif.i.i12 ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.26, %B364.endif.endif.endif.endif.endif.endif ], [ %.284, %B281.endif.endif.if.if ], [ %.230, %B281.endif.if.if ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3, %for.end.1.endif.endif.i.i ], [ %.134, %B42.endif.endif.if.if ]
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
  %.133 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.129, ptr nonnull %excinfo.3, ptr %.89.fca.0.load, i64 %.89.fca.1.load, i32 %.89.fca.2.load, i32 %.89.fca.3.load, i64 %.89.fca.4.load, ptr %.89.fca.5.load, ptr %.89.fca.6.load, ptr nonnull @.bytes.8891677930182646943, i64 2, i32 1, i32 1, i64 -1, ptr null, ptr null)
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
  br i1 %cond3, label %B281, label %B42.endif.endif.if.if, !prof !29

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
  %.229 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.225, ptr nonnull %excinfo.5, ptr nonnull @.bytes.-3596957514301255344, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr %.172.sroa.0.0.ph, i64 %.172.sroa.4.0.ph, i32 1, i32 1, i64 -1, ptr %.172.sroa.12.0.ph, ptr null)
  %sunkaddr122 = getelementptr inbounds nuw i8, ptr %.225, i64 32
  %.239.fca.5.load = load ptr, ptr %sunkaddr122, align 8
  %cond4 = icmp eq i32 %.229, 0
  br i1 %cond4, label %B281.endif.endif, label %B281.endif.if.if, !prof !29

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
  %.283 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.279, ptr nonnull %excinfo.6, ptr %.239.fca.0.load, i64 %.239.fca.1.load, i32 %.239.fca.2.load, i32 %.239.fca.3.load, i64 %.239.fca.4.load, ptr %.239.fca.5.load, ptr %.239.fca.6.load, ptr nonnull @.bytes.8891677930182646943, i64 2, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %sunkaddr128 = getelementptr inbounds nuw i8, ptr %.279, i64 32
  %.293.fca.5.load = load ptr, ptr %sunkaddr128, align 8
  %cond5 = icmp eq i32 %.283, 0
  br i1 %cond5, label %B364.endif.endif, label %B281.endif.endif.if.if, !prof !29

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
  %.412 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.408, ptr nonnull %excinfo.9, ptr nonnull @.bytes.-3729243754832727719, i64 29, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr %.293.fca.0.load, i64 %.293.fca.1.load, i32 %.293.fca.2.load, i32 %.293.fca.3.load, i64 %.293.fca.4.load, ptr %.293.fca.5.load, ptr %.293.fca.6.load)
  %sunkaddr134 = getelementptr inbounds nuw i8, ptr %.408, i64 32
  %.422.fca.5.load = load ptr, ptr %sunkaddr134, align 8
  %cond6 = icmp eq i32 %.412, 0
  tail call void @NRT_decref(ptr %.239.fca.5.load)
  br i1 %cond6, label %B364.endif.endif.endif, label %B364.endif.endif.if.if, !prof !29

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
  %.466 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.462, ptr nonnull %excinfo.10, ptr %.422.fca.0.load, i64 %.422.fca.1.load, i32 %.422.fca.2.load, i32 %.422.fca.3.load, i64 %.422.fca.4.load, ptr %.422.fca.5.load, ptr %.422.fca.6.load, ptr nonnull @.bytes.-4030968085971895554, i64 21, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %sunkaddr140 = getelementptr inbounds nuw i8, ptr %.462, i64 32
  %.476.fca.5.load = load ptr, ptr %sunkaddr140, align 8
  %cond7 = icmp eq i32 %.466, 0
  br i1 %cond7, label %B364.endif.endif.endif.endif, label %B364.endif.endif.endif.if.if, !prof !29

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
  %.498 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.494, ptr nonnull %excinfo.11, ptr %.476.fca.0.load, i64 %.476.fca.1.load, i32 %.476.fca.2.load, i32 %.476.fca.3.load, i64 %.476.fca.4.load, ptr %.476.fca.5.load, ptr %.476.fca.6.load, ptr %.143.fca.0.load, i64 %.143.fca.1.load, i32 %.143.fca.2.load, i32 %.143.fca.3.load, i64 %.143.fca.4.load, ptr %.143.fca.5.load, ptr %.143.fca.6.load)
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
  br i1 %cond8, label %B364.endif.endif.endif.endif.endif, label %B364.endif.endif.endif.endif.if.if, !prof !29

B364.endif.endif.endif.if.if:                     ; preds = %B364.endif.endif.endif
  %.467 = load ptr, ptr %excinfo.10, align 8
  br label %common.ret

B364.endif.endif.endif.endif.endif:               ; preds = %B364.endif.endif.endif.endif
  tail call void @NRT_incref(ptr %.508.fca.5.load)
  %.529 = tail call ptr @NRT_Allocate(i64 48)
  %.530 = icmp eq ptr %.529, null
  tail call void @NRT_decref(ptr %.476.fca.5.load)
  tail call void @NRT_decref(ptr %.143.fca.5.load)
  br i1 %.530, label %common.ret, label %B364.endif.endif.endif.endif.endif.endif, !prof !4

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
  br i1 %.541, label %common.ret, label %B364.endif.endif.endif.endif.endif.endif.endif, !prof !4

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
declare double @llvm.log10.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #1

declare noalias ptr @NRT_MemInfo_alloc(i64) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readonly captures(none) %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, ptr %arg.a.5, ptr readnone captures(none) %arg.a.6, ptr readonly captures(none) %arg.b.0, i64 %arg.b.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, ptr %arg.b.5, ptr readnone captures(none) %arg.b.6) local_unnamed_addr {
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
  %.38.i = tail call ptr @NRT_MemInfo_alloc(i64 %.37.i16), !noalias !91
  %.39.i = icmp eq ptr %.38.i, null
  br i1 %.39.i, label %B0.endif.endif.if.if, label %B0.endif.endif.i, !prof !4

B0.endif.endif.i:                                 ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, ptr %.38.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !91
  switch i32 %.53.0.ph64, label %B0.endif.endif.i.unreachabledefault [
    i32 1, label %B36.i.i
    i32 2, label %B116.i.i
    i32 4, label %B196.i.i
  ]

B36.i.i:                                          ; preds = %B0.endif.endif.i
  %.41.i.i = getelementptr i8, ptr %.6.i.i, i64 %.38
  store i8 0, ptr %.41.i.i, align 1, !noalias !95
  br label %B0.endif.endif.endif.endif.endif

B116.i.i:                                         ; preds = %B0.endif.endif.i
  %.72.i.i = getelementptr i16, ptr %.6.i.i, i64 %.38
  store i16 0, ptr %.72.i.i, align 2, !noalias !95
  br label %B0.endif.endif.endif.endif.endif

B196.i.i:                                         ; preds = %B0.endif.endif.i
  %.102.i.i = getelementptr i32, ptr %.6.i.i, i64 %.38
  store i32 0, ptr %.102.i.i, align 4, !noalias !95
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
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep767, <16 x i1> %10, <16 x i32> poison), !alias.scope !99, !noalias !102
  %wide.masked.load175 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep765, <16 x i1> %10, <16 x i32> poison), !alias.scope !99, !noalias !102
  %wide.masked.load176 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep763, <16 x i1> %10, <16 x i32> poison), !alias.scope !99, !noalias !102
  %wide.masked.load177 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep766, <16 x i1> %10, <16 x i32> poison), !alias.scope !99, !noalias !102
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
  %wide.masked.load178 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep385, <16 x i1> %11, <16 x i16> poison), !alias.scope !105, !noalias !102
  %wide.masked.load179 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep383, <16 x i1> %11, <16 x i16> poison), !alias.scope !105, !noalias !102
  %wide.masked.load180 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep380, <16 x i1> %11, <16 x i16> poison), !alias.scope !105, !noalias !102
  %wide.masked.load181 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep386, <16 x i1> %11, <16 x i16> poison), !alias.scope !105, !noalias !102
  %18 = zext <16 x i16> %wide.masked.load178 to <16 x i32>
  %19 = zext <16 x i16> %wide.masked.load179 to <16 x i32>
  %20 = zext <16 x i16> %wide.masked.load180 to <16 x i32>
  %21 = zext <16 x i16> %wide.masked.load181 to <16 x i32>
  %scevgep750 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv741
  %scevgep751 = getelementptr i8, ptr %scevgep750, i64 -48
  %scevgep753 = getelementptr i8, ptr %scevgep750, i64 -32
  %scevgep752 = getelementptr i8, ptr %scevgep750, i64 -16
  %wide.masked.load182 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep751, <16 x i1> %12, <16 x i8> poison), !alias.scope !107, !noalias !102
  %wide.masked.load183 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep753, <16 x i1> %12, <16 x i8> poison), !alias.scope !107, !noalias !102
  %wide.masked.load184 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep752, <16 x i1> %12, <16 x i8> poison), !alias.scope !107, !noalias !102
  %wide.masked.load185 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep750, <16 x i1> %12, <16 x i8> poison), !alias.scope !107, !noalias !102
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
  store <16 x i32> %predphi187, ptr %scevgep390, align 4, !alias.scope !109, !noalias !111
  store <16 x i32> %predphi190, ptr %scevgep389, align 4, !alias.scope !109, !noalias !111
  store <16 x i32> %predphi193, ptr %scevgep388, align 4, !alias.scope !109, !noalias !111
  store <16 x i32> %predphi196, ptr %scevgep387, align 4, !alias.scope !109, !noalias !111
  %lsr.iv.next742 = add nuw nsw i64 %lsr.iv741, 64
  %27 = add i64 %6, %lsr.iv.next742
  %28 = icmp eq i64 %27, 48
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !115

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.a.1, %n.vec
  br i1 %cmp.n, label %B296.endif.endif, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %29 = and i64 %arg.a.1, 48
  %min.epilog.iters.check = icmp eq i64 %29, 0
  br i1 %min.epilog.iters.check, label %B230.us114.preheader, label %vec.epilog.ph, !prof !116

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
  %wide.masked.load202 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep740, <16 x i1> %33, <16 x i32> poison), !alias.scope !99, !noalias !102
  %37 = shl i64 %index201, 1
  %scevgep739 = getelementptr i8, ptr %arg.a.0, i64 %37
  %wide.masked.load203 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep739, <16 x i1> %34, <16 x i16> poison), !alias.scope !105, !noalias !102
  %38 = zext <16 x i16> %wide.masked.load203 to <16 x i32>
  %39 = getelementptr i8, ptr %arg.a.0, i64 %index201
  %wide.masked.load204 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %39, <16 x i1> %35, <16 x i8> poison), !alias.scope !107, !noalias !102
  %40 = zext <16 x i8> %wide.masked.load204 to <16 x i32>
  %predphi205 = select <16 x i1> %.splat, <16 x i32> %40, <16 x i32> zeroinitializer
  %predphi206 = select <16 x i1> %.splat393, <16 x i32> %38, <16 x i32> %predphi205
  %predphi207 = select <16 x i1> %.splat394, <16 x i32> %wide.masked.load202, <16 x i32> %predphi206
  %41 = shl i64 %index201, 2
  %scevgep378 = getelementptr i8, ptr %.6.i.i, i64 %41
  store <16 x i32> %predphi207, ptr %scevgep378, align 4, !alias.scope !109, !noalias !111
  %index.next208 = add nuw i64 %index201, 16
  %42 = icmp eq i64 %n.vec198, %index.next208
  br i1 %42, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !117

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
  %.95.i.us119.prol = load i32, ptr %scevgep735, align 4, !noalias !102
  br label %B230.endif.us129.prol

B110.i.us121.prol:                                ; preds = %B230.us114.prol
  %44 = shl nuw i64 %.262291294.us115.prol, 1
  %scevgep377 = getelementptr i8, ptr %arg.a.0, i64 %44
  %.66.i.us123.prol = load i16, ptr %scevgep377, align 2, !noalias !102
  %.70.i.us124.prol = zext i16 %.66.i.us123.prol to i32
  br label %B230.endif.us129.prol

B36.i.us125.prol:                                 ; preds = %B230.us114.prol
  %.36.i.us126.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us115.prol
  %.37.i.us127.prol = load i8, ptr %.36.i.us126.prol, align 1, !noalias !102
  %.41.i.us128.prol = zext i8 %.37.i.us127.prol to i32
  br label %B230.endif.us129.prol

B230.endif.us129.prol:                            ; preds = %B36.i.us125.prol, %B110.i.us121.prol, %B184.i.us117.prol, %B230.us114.prol
  %.sink.i.us130.prol = phi i32 [ %.41.i.us128.prol, %B36.i.us125.prol ], [ %.95.i.us119.prol, %B184.i.us117.prol ], [ %.70.i.us124.prol, %B110.i.us121.prol ], [ 0, %B230.us114.prol ]
  %45 = shl i64 %.262291294.us115.prol, 2
  %scevgep733 = getelementptr i8, ptr %.6.i.i, i64 %45
  store i32 %.sink.i.us130.prol, ptr %scevgep733, align 4, !noalias !118
  %lsr.iv.next737 = add nsw i64 %lsr.iv736, -1
  %.269.us116.prol = add nuw nsw i64 %.262291294.us115.prol, 1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next737, 0
  br i1 %prol.iter.cmp.not, label %B230.us114.prol.loopexit, label %B230.us114.prol, !llvm.loop !119

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
  %wide.masked.load238 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep486, <16 x i1> %63, <16 x i32> poison), !alias.scope !120, !noalias !102
  %wide.masked.load239 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep484, <16 x i1> %63, <16 x i32> poison), !alias.scope !120, !noalias !102
  %wide.masked.load240 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep482, <16 x i1> %63, <16 x i32> poison), !alias.scope !120, !noalias !102
  %wide.masked.load241 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep485, <16 x i1> %63, <16 x i32> poison), !alias.scope !120, !noalias !102
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
  %wide.masked.load242 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep300, <16 x i1> %64, <16 x i16> poison), !alias.scope !123, !noalias !102
  %wide.masked.load243 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep298, <16 x i1> %64, <16 x i16> poison), !alias.scope !123, !noalias !102
  %wide.masked.load244 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep296, <16 x i1> %64, <16 x i16> poison), !alias.scope !123, !noalias !102
  %wide.masked.load245 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep294, <16 x i1> %64, <16 x i16> poison), !alias.scope !123, !noalias !102
  %scevgep462 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv460
  %scevgep463 = getelementptr i8, ptr %scevgep462, i64 -48
  %scevgep465 = getelementptr i8, ptr %scevgep462, i64 -32
  %scevgep464 = getelementptr i8, ptr %scevgep462, i64 -16
  %wide.masked.load246 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep463, <16 x i1> %65, <16 x i8> poison), !alias.scope !125, !noalias !102
  %wide.masked.load247 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep465, <16 x i1> %65, <16 x i8> poison), !alias.scope !125, !noalias !102
  %wide.masked.load248 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep464, <16 x i1> %65, <16 x i8> poison), !alias.scope !125, !noalias !102
  %wide.masked.load249 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep462, <16 x i1> %65, <16 x i8> poison), !alias.scope !125, !noalias !102
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
  store <16 x i16> %predphi252, ptr %scevgep293, align 2, !alias.scope !127, !noalias !129
  %81 = shl nuw i64 %lsr.iv460, 1
  %scevgep290 = getelementptr i8, ptr %.6.i.i, i64 %81
  %scevgep291 = getelementptr i8, ptr %scevgep290, i64 -64
  store <16 x i16> %predphi255, ptr %scevgep291, align 2, !alias.scope !127, !noalias !129
  %82 = shl nuw i64 %lsr.iv460, 1
  %scevgep286 = getelementptr i8, ptr %.6.i.i, i64 %82
  %scevgep289 = getelementptr i8, ptr %scevgep286, i64 -32
  store <16 x i16> %predphi258, ptr %scevgep289, align 2, !alias.scope !127, !noalias !129
  store <16 x i16> %predphi261, ptr %scevgep285, align 2, !alias.scope !127, !noalias !129
  %lsr.iv.next461 = add nuw nsw i64 %lsr.iv460, 64
  %83 = add i64 %59, %lsr.iv.next461
  %84 = icmp eq i64 %83, 48
  br i1 %84, label %middle.block263, label %vector.body236, !llvm.loop !130

middle.block263:                                  ; preds = %vector.body236
  %cmp.n264 = icmp eq i64 %arg.a.1, %n.vec233
  br i1 %cmp.n264, label %B296.endif.endif, label %vec.epilog.iter.check267

vec.epilog.iter.check267:                         ; preds = %middle.block263
  %85 = and i64 %arg.a.1, 48
  %min.epilog.iters.check268 = icmp eq i64 %85, 0
  br i1 %min.epilog.iters.check268, label %B230.us94.preheader, label %vec.epilog.ph269, !prof !116

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
  %wide.masked.load276 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep644, <16 x i1> %89, <16 x i32> poison), !alias.scope !120, !noalias !102
  %93 = trunc <16 x i32> %wide.masked.load276 to <16 x i16>
  %94 = shl i64 %index275, 1
  %scevgep643 = getelementptr i8, ptr %arg.a.0, i64 %94
  %wide.masked.load277 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep643, <16 x i1> %90, <16 x i16> poison), !alias.scope !123, !noalias !102
  %95 = getelementptr i8, ptr %arg.a.0, i64 %index275
  %wide.masked.load278 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %95, <16 x i1> %91, <16 x i8> poison), !alias.scope !125, !noalias !102
  %96 = zext <16 x i8> %wide.masked.load278 to <16 x i16>
  %predphi279 = select <16 x i1> %.splat395, <16 x i16> %96, <16 x i16> zeroinitializer
  %predphi280 = select <16 x i1> %.splat396, <16 x i16> %wide.masked.load277, <16 x i16> %predphi279
  %predphi281 = select <16 x i1> %.splat397, <16 x i16> %93, <16 x i16> %predphi280
  %97 = shl i64 %index275, 1
  %scevgep284 = getelementptr i8, ptr %.6.i.i, i64 %97
  store <16 x i16> %predphi281, ptr %scevgep284, align 2, !alias.scope !127, !noalias !129
  %index.next282 = add nuw i64 %index275, 16
  %98 = icmp eq i64 %n.vec271, %index.next282
  br i1 %98, label %vec.epilog.middle.block283, label %vec.epilog.vector.body274, !llvm.loop !131

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
  %.95.i.us99.prol = load i32, ptr %scevgep639, align 4, !noalias !102
  %.98.i.us100.prol = trunc i32 %.95.i.us99.prol to i16
  br label %B230.endif.us109.prol

B110.i.us101.prol:                                ; preds = %B230.us94.prol
  %100 = shl nuw i64 %.262291294.us95.prol, 1
  %scevgep283 = getelementptr i8, ptr %arg.a.0, i64 %100
  %.66.i.us103.prol = load i16, ptr %scevgep283, align 2, !noalias !102
  br label %B230.endif.us109.prol

B36.i.us105.prol:                                 ; preds = %B230.us94.prol
  %.36.i.us106.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us95.prol
  %.37.i.us107.prol = load i8, ptr %.36.i.us106.prol, align 1, !noalias !102
  %.41.i.us108.prol = zext i8 %.37.i.us107.prol to i16
  br label %B230.endif.us109.prol

B230.endif.us109.prol:                            ; preds = %B36.i.us105.prol, %B110.i.us101.prol, %B184.i.us97.prol, %B230.us94.prol
  %.sink.i.us110.prol = phi i16 [ %.41.i.us108.prol, %B36.i.us105.prol ], [ %.98.i.us100.prol, %B184.i.us97.prol ], [ %.66.i.us103.prol, %B110.i.us101.prol ], [ 0, %B230.us94.prol ]
  %101 = shl nuw i64 %.262291294.us95.prol, 1
  %scevgep282 = getelementptr i8, ptr %.6.i.i, i64 %101
  store i16 %.sink.i.us110.prol, ptr %scevgep282, align 2, !noalias !118
  %lsr.iv.next641 = add nsw i64 %lsr.iv640, -1
  %.269.us96.prol = add nuw nsw i64 %.262291294.us95.prol, 1
  %prol.iter404.cmp.not = icmp eq i64 %lsr.iv.next641, 0
  br i1 %prol.iter404.cmp.not, label %B230.us94.prol.loopexit, label %B230.us94.prol, !llvm.loop !132

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
  %wide.load = load <16 x i32>, ptr %sunkaddr401, align 4, !alias.scope !133, !noalias !102
  %sunkaddr402 = mul i64 %index301, 4
  %sunkaddr403 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr402
  %sunkaddr404 = getelementptr i8, ptr %sunkaddr403, i64 64
  %wide.load302 = load <16 x i32>, ptr %sunkaddr404, align 4, !alias.scope !133, !noalias !102
  %sunkaddr405 = mul i64 %index301, 4
  %sunkaddr406 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr405
  %sunkaddr407 = getelementptr i8, ptr %sunkaddr406, i64 128
  %wide.load303 = load <16 x i32>, ptr %sunkaddr407, align 4, !alias.scope !133, !noalias !102
  %sunkaddr = mul i64 %index301, 4
  %sunkaddr408 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr
  %sunkaddr409 = getelementptr i8, ptr %sunkaddr408, i64 192
  %wide.load304 = load <16 x i32>, ptr %sunkaddr409, align 4, !alias.scope !133, !noalias !102
  %105 = trunc <16 x i32> %wide.load to <16 x i8>
  %106 = trunc <16 x i32> %wide.load302 to <16 x i8>
  %107 = trunc <16 x i32> %wide.load303 to <16 x i8>
  %108 = trunc <16 x i32> %wide.load304 to <16 x i8>
  %sunkaddr410 = getelementptr i8, ptr %.6.i.i, i64 %index301
  store <16 x i8> %105, ptr %sunkaddr410, align 1, !alias.scope !136, !noalias !138
  %sunkaddr411 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr412 = getelementptr i8, ptr %sunkaddr411, i64 16
  store <16 x i8> %106, ptr %sunkaddr412, align 1, !alias.scope !136, !noalias !138
  %sunkaddr413 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr414 = getelementptr i8, ptr %sunkaddr413, i64 32
  store <16 x i8> %107, ptr %sunkaddr414, align 1, !alias.scope !136, !noalias !138
  %sunkaddr415 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr416 = getelementptr i8, ptr %sunkaddr415, i64 48
  store <16 x i8> %108, ptr %sunkaddr416, align 1, !alias.scope !136, !noalias !138
  %index.next305 = add nuw nsw i64 %index301, 64
  %109 = icmp eq i64 %n.vec299, %index.next305
  br i1 %109, label %middle.block306, label %vector.body300, !llvm.loop !139

middle.block306:                                  ; preds = %vector.body300
  %cmp.n307 = icmp eq i64 %arg.a.1, %n.vec299
  br i1 %cmp.n307, label %B296.endif.endif, label %vec.epilog.iter.check310

vec.epilog.iter.check310:                         ; preds = %middle.block306
  %110 = and i64 %arg.a.1, 56
  %min.epilog.iters.check311 = icmp eq i64 %110, 0
  br i1 %min.epilog.iters.check311, label %B230.us.us143.preheader, label %vec.epilog.ph312, !prof !140

vec.epilog.ph312:                                 ; preds = %vec.epilog.iter.check310, %vector.main.loop.iter.check296
  %vec.epilog.resume.val308 = phi i64 [ %n.vec299, %vec.epilog.iter.check310 ], [ 0, %vector.main.loop.iter.check296 ]
  %const_mat395 = add i64 %const393, 8
  %n.vec314 = and i64 %arg.a.1, %const_mat395
  br label %vec.epilog.vector.body315

vec.epilog.vector.body315:                        ; preds = %vec.epilog.vector.body315, %vec.epilog.ph312
  %index316 = phi i64 [ %vec.epilog.resume.val308, %vec.epilog.ph312 ], [ %index.next318, %vec.epilog.vector.body315 ]
  %111 = shl i64 %index316, 2
  %scevgep557 = getelementptr i8, ptr %arg.a.0, i64 %111
  %wide.load317 = load <8 x i32>, ptr %scevgep557, align 4, !alias.scope !133, !noalias !102
  %112 = trunc <8 x i32> %wide.load317 to <8 x i8>
  %113 = getelementptr i8, ptr %.6.i.i, i64 %index316
  store <8 x i8> %112, ptr %113, align 1, !alias.scope !136, !noalias !138
  %index.next318 = add nuw i64 %index316, 8
  %114 = icmp eq i64 %n.vec314, %index.next318
  br i1 %114, label %vec.epilog.middle.block319, label %vec.epilog.vector.body315, !llvm.loop !141

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
  %.95.i.us.us.prol = load i32, ptr %scevgep554, align 4, !noalias !102
  %.41.i19.us.us148.prol = trunc i32 %.95.i.us.us.prol to i8
  %.42.i.us.us149.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144.prol
  store i8 %.41.i19.us.us148.prol, ptr %.42.i.us.us149.prol, align 1, !noalias !118
  %lsr.iv.next556 = add nsw i64 %lsr.iv555, -1
  %prol.iter407.cmp.not = icmp eq i64 %lsr.iv.next556, 0
  br i1 %prol.iter407.cmp.not, label %B230.us.us143.prol.loopexit, label %B230.us.us143.prol, !llvm.loop !142

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
  %wide.load338 = load <32 x i16>, ptr %sunkaddr418, align 2, !alias.scope !143, !noalias !102
  %sunkaddr419 = mul i64 %index337, 2
  %sunkaddr420 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr419
  %sunkaddr421 = getelementptr i8, ptr %sunkaddr420, i64 64
  %wide.load339 = load <32 x i16>, ptr %sunkaddr421, align 2, !alias.scope !143, !noalias !102
  %sunkaddr422 = mul i64 %index337, 2
  %sunkaddr423 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr422
  %sunkaddr424 = getelementptr i8, ptr %sunkaddr423, i64 128
  %wide.load340 = load <32 x i16>, ptr %sunkaddr424, align 2, !alias.scope !143, !noalias !102
  %sunkaddr425 = mul i64 %index337, 2
  %sunkaddr426 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr425
  %sunkaddr427 = getelementptr i8, ptr %sunkaddr426, i64 192
  %wide.load341 = load <32 x i16>, ptr %sunkaddr427, align 2, !alias.scope !143, !noalias !102
  %119 = trunc <32 x i16> %wide.load338 to <32 x i8>
  %120 = trunc <32 x i16> %wide.load339 to <32 x i8>
  %121 = trunc <32 x i16> %wide.load340 to <32 x i8>
  %122 = trunc <32 x i16> %wide.load341 to <32 x i8>
  %sunkaddr428 = getelementptr i8, ptr %.6.i.i, i64 %index337
  store <32 x i8> %119, ptr %sunkaddr428, align 1, !alias.scope !146, !noalias !148
  %sunkaddr429 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr430 = getelementptr i8, ptr %sunkaddr429, i64 32
  store <32 x i8> %120, ptr %sunkaddr430, align 1, !alias.scope !146, !noalias !148
  %sunkaddr431 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr432 = getelementptr i8, ptr %sunkaddr431, i64 64
  store <32 x i8> %121, ptr %sunkaddr432, align 1, !alias.scope !146, !noalias !148
  %sunkaddr433 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr434 = getelementptr i8, ptr %sunkaddr433, i64 96
  store <32 x i8> %122, ptr %sunkaddr434, align 1, !alias.scope !146, !noalias !148
  %index.next342 = add nuw nsw i64 %index337, 128
  %123 = icmp eq i64 %n.vec335, %index.next342
  br i1 %123, label %middle.block343, label %vector.body336, !llvm.loop !149

middle.block343:                                  ; preds = %vector.body336
  %cmp.n344 = icmp eq i64 %arg.a.1, %n.vec335
  br i1 %cmp.n344, label %B296.endif.endif, label %vec.epilog.iter.check347

vec.epilog.iter.check347:                         ; preds = %middle.block343
  %124 = and i64 %arg.a.1, 112
  %min.epilog.iters.check348 = icmp eq i64 %124, 0
  br i1 %min.epilog.iters.check348, label %B230.us.us134.preheader, label %vec.epilog.ph349, !prof !150

vec.epilog.ph349:                                 ; preds = %vec.epilog.iter.check347, %vector.main.loop.iter.check332
  %vec.epilog.resume.val345 = phi i64 [ %n.vec335, %vec.epilog.iter.check347 ], [ 0, %vector.main.loop.iter.check332 ]
  %n.vec351 = and i64 %arg.a.1, %const396
  br label %vec.epilog.vector.body352

vec.epilog.vector.body352:                        ; preds = %vec.epilog.vector.body352, %vec.epilog.ph349
  %index353 = phi i64 [ %vec.epilog.resume.val345, %vec.epilog.ph349 ], [ %index.next355, %vec.epilog.vector.body352 ]
  %125 = shl i64 %index353, 1
  %scevgep508 = getelementptr i8, ptr %arg.a.0, i64 %125
  %wide.load354 = load <16 x i16>, ptr %scevgep508, align 2, !alias.scope !143, !noalias !102
  %126 = trunc <16 x i16> %wide.load354 to <16 x i8>
  %127 = getelementptr i8, ptr %.6.i.i, i64 %index353
  store <16 x i8> %126, ptr %127, align 1, !alias.scope !146, !noalias !148
  %index.next355 = add nuw i64 %index353, 16
  %128 = icmp eq i64 %n.vec351, %index.next355
  br i1 %128, label %vec.epilog.middle.block356, label %vec.epilog.vector.body352, !llvm.loop !151

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
  %.66.i.us.us.prol = load i16, ptr %scevgep136, align 2, !noalias !102
  %.41.i19.us.us139.prol = trunc i16 %.66.i.us.us.prol to i8
  %.42.i.us.us140.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135.prol
  store i8 %.41.i19.us.us139.prol, ptr %.42.i.us.us140.prol, align 1, !noalias !118
  %lsr.iv.next507 = add nsw i64 %lsr.iv506, -1
  %prol.iter410.cmp.not = icmp eq i64 %lsr.iv.next507, 0
  br i1 %prol.iter410.cmp.not, label %B230.us.us134.prol.loopexit, label %B230.us.us134.prol, !llvm.loop !152

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
  %wide.load372 = load <64 x i8>, ptr %sunkaddr435, align 1, !noalias !102
  %sunkaddr436 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr437 = getelementptr i8, ptr %sunkaddr436, i64 64
  %wide.load373 = load <64 x i8>, ptr %sunkaddr437, align 1, !noalias !102
  %sunkaddr438 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr439 = getelementptr i8, ptr %sunkaddr438, i64 128
  %wide.load374 = load <64 x i8>, ptr %sunkaddr439, align 1, !noalias !102
  %sunkaddr440 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr441 = getelementptr i8, ptr %sunkaddr440, i64 192
  %wide.load375 = load <64 x i8>, ptr %sunkaddr441, align 1, !noalias !102
  %sunkaddr442 = getelementptr i8, ptr %.6.i.i, i64 %index371
  store <64 x i8> %wide.load372, ptr %sunkaddr442, align 1, !noalias !118
  %sunkaddr443 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr444 = getelementptr i8, ptr %sunkaddr443, i64 64
  store <64 x i8> %wide.load373, ptr %sunkaddr444, align 1, !noalias !118
  %sunkaddr445 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr446 = getelementptr i8, ptr %sunkaddr445, i64 128
  store <64 x i8> %wide.load374, ptr %sunkaddr446, align 1, !noalias !118
  %sunkaddr447 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr448 = getelementptr i8, ptr %sunkaddr447, i64 192
  store <64 x i8> %wide.load375, ptr %sunkaddr448, align 1, !noalias !118
  %index.next376 = add nuw nsw i64 %index371, 256
  %135 = icmp eq i64 %n.vec369, %index.next376
  br i1 %135, label %middle.block377, label %vector.body370, !llvm.loop !153

middle.block377:                                  ; preds = %vector.body370
  %cmp.n378 = icmp eq i64 %arg.a.1, %n.vec369
  br i1 %cmp.n378, label %B296.endif.endif, label %vec.epilog.iter.check381

vec.epilog.iter.check381:                         ; preds = %middle.block377
  %136 = and i64 %arg.a.1, 240
  %min.epilog.iters.check382 = icmp eq i64 %136, 0
  br i1 %min.epilog.iters.check382, label %B230.us.us.preheader, label %vec.epilog.ph383, !prof !154

vec.epilog.ph383:                                 ; preds = %vec.epilog.iter.check381, %vector.main.loop.iter.check366
  %vec.epilog.resume.val379 = phi i64 [ %n.vec369, %vec.epilog.iter.check381 ], [ 0, %vector.main.loop.iter.check366 ]
  %n.vec385 = and i64 %arg.a.1, %const398
  br label %vec.epilog.vector.body386

vec.epilog.vector.body386:                        ; preds = %vec.epilog.vector.body386, %vec.epilog.ph383
  %index387 = phi i64 [ %vec.epilog.resume.val379, %vec.epilog.ph383 ], [ %index.next389, %vec.epilog.vector.body386 ]
  %137 = getelementptr i8, ptr %arg.a.0, i64 %index387
  %wide.load388 = load <16 x i8>, ptr %137, align 1, !noalias !102
  %138 = getelementptr i8, ptr %.6.i.i, i64 %index387
  store <16 x i8> %wide.load388, ptr %138, align 1, !noalias !118
  %index.next389 = add nuw i64 %index387, 16
  %139 = icmp eq i64 %n.vec385, %index.next389
  br i1 %139, label %vec.epilog.middle.block390, label %vec.epilog.vector.body386, !llvm.loop !155

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
  %.37.i.us.us.prol = load i8, ptr %.36.i.us.us.prol, align 1, !noalias !102
  %.42.i.us.us.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us.prol
  store i8 %.37.i.us.us.prol, ptr %.42.i.us.us.prol, align 1, !noalias !118
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter413.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter413.cmp.not, label %B230.us.us.prol.loopexit, label %B230.us.us.prol, !llvm.loop !156

B230.us.us.prol.loopexit:                         ; preds = %B230.us.us.prol, %B230.us.us.preheader
  %.262291294.us.us.unr = phi i64 [ %.262291294.us.us.ph, %B230.us.us.preheader ], [ %.269.us.us.prol, %B230.us.us.prol ]
  %140 = sub nsw i64 %.262291294.us.us.ph, %arg.a.1
  %141 = icmp ugt i64 %140, -8
  br i1 %141, label %B296.endif.endif, label %B230.us.us.preheader46

B230.us.us.preheader46:                           ; preds = %B230.us.us.prol.loopexit
  br label %B230.us.us

B230.us.preheader:                                ; preds = %B230.preheader.split.us
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %.6.i.i, i8 0, i64 %arg.a.1, i1 false), !noalias !118
  br label %B296.endif.endif

B230.us.us:                                       ; preds = %B230.us.us.preheader46, %B230.us.us
  %.262291294.us.us = phi i64 [ %.269.us.us.7, %B230.us.us ], [ %.262291294.us.us.unr, %B230.us.us.preheader46 ]
  %sunkaddr449 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %.37.i.us.us = load i8, ptr %sunkaddr449, align 1, !noalias !102
  %sunkaddr450 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  store i8 %.37.i.us.us, ptr %sunkaddr450, align 1, !noalias !118
  %sunkaddr451 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr452 = getelementptr i8, ptr %sunkaddr451, i64 1
  %.37.i.us.us.1 = load i8, ptr %sunkaddr452, align 1, !noalias !102
  %sunkaddr453 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr454 = getelementptr i8, ptr %sunkaddr453, i64 1
  store i8 %.37.i.us.us.1, ptr %sunkaddr454, align 1, !noalias !118
  %sunkaddr455 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr456 = getelementptr i8, ptr %sunkaddr455, i64 2
  %.37.i.us.us.2 = load i8, ptr %sunkaddr456, align 1, !noalias !102
  %sunkaddr457 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr458 = getelementptr i8, ptr %sunkaddr457, i64 2
  store i8 %.37.i.us.us.2, ptr %sunkaddr458, align 1, !noalias !118
  %sunkaddr459 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr460 = getelementptr i8, ptr %sunkaddr459, i64 3
  %.37.i.us.us.3 = load i8, ptr %sunkaddr460, align 1, !noalias !102
  %sunkaddr461 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr462 = getelementptr i8, ptr %sunkaddr461, i64 3
  store i8 %.37.i.us.us.3, ptr %sunkaddr462, align 1, !noalias !118
  %sunkaddr463 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr464 = getelementptr i8, ptr %sunkaddr463, i64 4
  %.37.i.us.us.4 = load i8, ptr %sunkaddr464, align 1, !noalias !102
  %sunkaddr465 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr466 = getelementptr i8, ptr %sunkaddr465, i64 4
  store i8 %.37.i.us.us.4, ptr %sunkaddr466, align 1, !noalias !118
  %sunkaddr467 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr468 = getelementptr i8, ptr %sunkaddr467, i64 5
  %.37.i.us.us.5 = load i8, ptr %sunkaddr468, align 1, !noalias !102
  %sunkaddr469 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr470 = getelementptr i8, ptr %sunkaddr469, i64 5
  store i8 %.37.i.us.us.5, ptr %sunkaddr470, align 1, !noalias !118
  %sunkaddr471 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr472 = getelementptr i8, ptr %sunkaddr471, i64 6
  %.37.i.us.us.6 = load i8, ptr %sunkaddr472, align 1, !noalias !102
  %sunkaddr473 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr474 = getelementptr i8, ptr %sunkaddr473, i64 6
  store i8 %.37.i.us.us.6, ptr %sunkaddr474, align 1, !noalias !118
  %.269.us.us.7 = add nuw nsw i64 %.262291294.us.us, 8
  %sunkaddr475 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr476 = getelementptr i8, ptr %sunkaddr475, i64 7
  %.37.i.us.us.7 = load i8, ptr %sunkaddr476, align 1, !noalias !102
  %sunkaddr477 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr478 = getelementptr i8, ptr %sunkaddr477, i64 7
  store i8 %.37.i.us.us.7, ptr %sunkaddr478, align 1, !noalias !118
  %exitcond.not.us.us.7 = icmp eq i64 %arg.a.1, %.269.us.us.7
  br i1 %exitcond.not.us.us.7, label %B296.endif.endif, label %B230.us.us, !llvm.loop !157

B230.us.us134:                                    ; preds = %B230.us.us134.preheader47, %B230.us.us134
  %.262291294.us.us135 = phi i64 [ %.269.us.us136.7, %B230.us.us134 ], [ %.262291294.us.us135.unr, %B230.us.us134.preheader47 ]
  %sunkaddr479 = mul i64 %.262291294.us.us135, 2
  %sunkaddr480 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr479
  %.66.i.us.us = load i16, ptr %sunkaddr480, align 2, !noalias !102
  %.41.i19.us.us139 = trunc i16 %.66.i.us.us to i8
  %sunkaddr481 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  store i8 %.41.i19.us.us139, ptr %sunkaddr481, align 1, !noalias !118
  %sunkaddr482 = mul i64 %.262291294.us.us135, 2
  %sunkaddr483 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr482
  %sunkaddr484 = getelementptr i8, ptr %sunkaddr483, i64 2
  %.66.i.us.us.1 = load i16, ptr %sunkaddr484, align 2, !noalias !102
  %.41.i19.us.us139.1 = trunc i16 %.66.i.us.us.1 to i8
  %sunkaddr485 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr486 = getelementptr i8, ptr %sunkaddr485, i64 1
  store i8 %.41.i19.us.us139.1, ptr %sunkaddr486, align 1, !noalias !118
  %sunkaddr487 = mul i64 %.262291294.us.us135, 2
  %sunkaddr488 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr487
  %sunkaddr489 = getelementptr i8, ptr %sunkaddr488, i64 4
  %.66.i.us.us.2 = load i16, ptr %sunkaddr489, align 2, !noalias !102
  %.41.i19.us.us139.2 = trunc i16 %.66.i.us.us.2 to i8
  %sunkaddr490 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr491 = getelementptr i8, ptr %sunkaddr490, i64 2
  store i8 %.41.i19.us.us139.2, ptr %sunkaddr491, align 1, !noalias !118
  %sunkaddr492 = mul i64 %.262291294.us.us135, 2
  %sunkaddr493 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr492
  %sunkaddr494 = getelementptr i8, ptr %sunkaddr493, i64 6
  %.66.i.us.us.3 = load i16, ptr %sunkaddr494, align 2, !noalias !102
  %.41.i19.us.us139.3 = trunc i16 %.66.i.us.us.3 to i8
  %sunkaddr495 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr496 = getelementptr i8, ptr %sunkaddr495, i64 3
  store i8 %.41.i19.us.us139.3, ptr %sunkaddr496, align 1, !noalias !118
  %sunkaddr497 = mul i64 %.262291294.us.us135, 2
  %sunkaddr498 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr497
  %sunkaddr499 = getelementptr i8, ptr %sunkaddr498, i64 8
  %.66.i.us.us.4 = load i16, ptr %sunkaddr499, align 2, !noalias !102
  %.41.i19.us.us139.4 = trunc i16 %.66.i.us.us.4 to i8
  %sunkaddr500 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr501 = getelementptr i8, ptr %sunkaddr500, i64 4
  store i8 %.41.i19.us.us139.4, ptr %sunkaddr501, align 1, !noalias !118
  %sunkaddr502 = mul i64 %.262291294.us.us135, 2
  %sunkaddr503 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr502
  %sunkaddr504 = getelementptr i8, ptr %sunkaddr503, i64 10
  %.66.i.us.us.5 = load i16, ptr %sunkaddr504, align 2, !noalias !102
  %.41.i19.us.us139.5 = trunc i16 %.66.i.us.us.5 to i8
  %sunkaddr505 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr506 = getelementptr i8, ptr %sunkaddr505, i64 5
  store i8 %.41.i19.us.us139.5, ptr %sunkaddr506, align 1, !noalias !118
  %sunkaddr507 = mul i64 %.262291294.us.us135, 2
  %sunkaddr508 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr507
  %sunkaddr509 = getelementptr i8, ptr %sunkaddr508, i64 12
  %.66.i.us.us.6 = load i16, ptr %sunkaddr509, align 2, !noalias !102
  %.41.i19.us.us139.6 = trunc i16 %.66.i.us.us.6 to i8
  %sunkaddr510 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr511 = getelementptr i8, ptr %sunkaddr510, i64 6
  store i8 %.41.i19.us.us139.6, ptr %sunkaddr511, align 1, !noalias !118
  %.269.us.us136.7 = add nuw nsw i64 %.262291294.us.us135, 8
  %sunkaddr512 = mul i64 %.262291294.us.us135, 2
  %sunkaddr513 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr512
  %sunkaddr514 = getelementptr i8, ptr %sunkaddr513, i64 14
  %.66.i.us.us.7 = load i16, ptr %sunkaddr514, align 2, !noalias !102
  %.41.i19.us.us139.7 = trunc i16 %.66.i.us.us.7 to i8
  %sunkaddr515 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr516 = getelementptr i8, ptr %sunkaddr515, i64 7
  store i8 %.41.i19.us.us139.7, ptr %sunkaddr516, align 1, !noalias !118
  %exitcond.not.us.us141.7 = icmp eq i64 %arg.a.1, %.269.us.us136.7
  br i1 %exitcond.not.us.us141.7, label %B296.endif.endif, label %B230.us.us134, !llvm.loop !158

B230.us.us143:                                    ; preds = %B230.us.us143.preheader49, %B230.us.us143
  %.262291294.us.us144 = phi i64 [ %.269.us.us145.7, %B230.us.us143 ], [ %.262291294.us.us144.unr, %B230.us.us143.preheader49 ]
  %sunkaddr517 = mul i64 %.262291294.us.us144, 4
  %sunkaddr518 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr517
  %.95.i.us.us = load i32, ptr %sunkaddr518, align 4, !noalias !102
  %.41.i19.us.us148 = trunc i32 %.95.i.us.us to i8
  %sunkaddr519 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  store i8 %.41.i19.us.us148, ptr %sunkaddr519, align 1, !noalias !118
  %sunkaddr520 = mul i64 %.262291294.us.us144, 4
  %sunkaddr521 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr520
  %sunkaddr522 = getelementptr i8, ptr %sunkaddr521, i64 4
  %.95.i.us.us.1 = load i32, ptr %sunkaddr522, align 4, !noalias !102
  %.41.i19.us.us148.1 = trunc i32 %.95.i.us.us.1 to i8
  %sunkaddr523 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr524 = getelementptr i8, ptr %sunkaddr523, i64 1
  store i8 %.41.i19.us.us148.1, ptr %sunkaddr524, align 1, !noalias !118
  %sunkaddr525 = mul i64 %.262291294.us.us144, 4
  %sunkaddr526 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr525
  %sunkaddr527 = getelementptr i8, ptr %sunkaddr526, i64 8
  %.95.i.us.us.2 = load i32, ptr %sunkaddr527, align 4, !noalias !102
  %.41.i19.us.us148.2 = trunc i32 %.95.i.us.us.2 to i8
  %sunkaddr528 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr529 = getelementptr i8, ptr %sunkaddr528, i64 2
  store i8 %.41.i19.us.us148.2, ptr %sunkaddr529, align 1, !noalias !118
  %sunkaddr530 = mul i64 %.262291294.us.us144, 4
  %sunkaddr531 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr530
  %sunkaddr532 = getelementptr i8, ptr %sunkaddr531, i64 12
  %.95.i.us.us.3 = load i32, ptr %sunkaddr532, align 4, !noalias !102
  %.41.i19.us.us148.3 = trunc i32 %.95.i.us.us.3 to i8
  %sunkaddr533 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr534 = getelementptr i8, ptr %sunkaddr533, i64 3
  store i8 %.41.i19.us.us148.3, ptr %sunkaddr534, align 1, !noalias !118
  %sunkaddr535 = mul i64 %.262291294.us.us144, 4
  %sunkaddr536 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr535
  %sunkaddr537 = getelementptr i8, ptr %sunkaddr536, i64 16
  %.95.i.us.us.4 = load i32, ptr %sunkaddr537, align 4, !noalias !102
  %.41.i19.us.us148.4 = trunc i32 %.95.i.us.us.4 to i8
  %sunkaddr538 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr539 = getelementptr i8, ptr %sunkaddr538, i64 4
  store i8 %.41.i19.us.us148.4, ptr %sunkaddr539, align 1, !noalias !118
  %sunkaddr540 = mul i64 %.262291294.us.us144, 4
  %sunkaddr541 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr540
  %sunkaddr542 = getelementptr i8, ptr %sunkaddr541, i64 20
  %.95.i.us.us.5 = load i32, ptr %sunkaddr542, align 4, !noalias !102
  %.41.i19.us.us148.5 = trunc i32 %.95.i.us.us.5 to i8
  %sunkaddr543 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr544 = getelementptr i8, ptr %sunkaddr543, i64 5
  store i8 %.41.i19.us.us148.5, ptr %sunkaddr544, align 1, !noalias !118
  %sunkaddr545 = mul i64 %.262291294.us.us144, 4
  %sunkaddr546 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr545
  %sunkaddr547 = getelementptr i8, ptr %sunkaddr546, i64 24
  %.95.i.us.us.6 = load i32, ptr %sunkaddr547, align 4, !noalias !102
  %.41.i19.us.us148.6 = trunc i32 %.95.i.us.us.6 to i8
  %sunkaddr548 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr549 = getelementptr i8, ptr %sunkaddr548, i64 6
  store i8 %.41.i19.us.us148.6, ptr %sunkaddr549, align 1, !noalias !118
  %.269.us.us145.7 = add nuw nsw i64 %.262291294.us.us144, 8
  %sunkaddr550 = mul i64 %.262291294.us.us144, 4
  %sunkaddr551 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr550
  %sunkaddr552 = getelementptr i8, ptr %sunkaddr551, i64 28
  %.95.i.us.us.7 = load i32, ptr %sunkaddr552, align 4, !noalias !102
  %.41.i19.us.us148.7 = trunc i32 %.95.i.us.us.7 to i8
  %sunkaddr553 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr554 = getelementptr i8, ptr %sunkaddr553, i64 7
  store i8 %.41.i19.us.us148.7, ptr %sunkaddr554, align 1, !noalias !118
  %exitcond.not.us.us150.7 = icmp eq i64 %arg.a.1, %.269.us.us145.7
  br i1 %exitcond.not.us.us150.7, label %B296.endif.endif, label %B230.us.us143, !llvm.loop !159

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
  %.95.i.us99 = load i32, ptr %scevgep443, align 4, !noalias !102
  %.98.i.us100 = trunc i32 %.95.i.us99 to i16
  %143 = shl i64 %lsr.iv365, 1
  %scevgep381 = getelementptr i8, ptr %.6.i.i, i64 %143
  store i16 %.98.i.us100, ptr %scevgep381, align 2, !noalias !118
  %144 = shl i64 %lsr.iv365, 2
  %scevgep280 = getelementptr i8, ptr %arg.a.0, i64 %144
  %scevgep281 = getelementptr i8, ptr %scevgep280, i64 4
  %.95.i.us99.1 = load i32, ptr %scevgep281, align 4, !noalias !102
  %.98.i.us100.1 = trunc i32 %.95.i.us99.1 to i16
  %145 = shl i64 %lsr.iv365, 1
  %scevgep244 = getelementptr i8, ptr %.6.i.i, i64 %145
  %scevgep245 = getelementptr i8, ptr %scevgep244, i64 2
  store i16 %.98.i.us100.1, ptr %scevgep245, align 2, !noalias !118
  %146 = shl i64 %lsr.iv365, 2
  %scevgep278 = getelementptr i8, ptr %arg.a.0, i64 %146
  %scevgep279 = getelementptr i8, ptr %scevgep278, i64 8
  %.95.i.us99.2 = load i32, ptr %scevgep279, align 4, !noalias !102
  %.98.i.us100.2 = trunc i32 %.95.i.us99.2 to i16
  %147 = shl i64 %lsr.iv365, 1
  %scevgep242 = getelementptr i8, ptr %.6.i.i, i64 %147
  %scevgep243 = getelementptr i8, ptr %scevgep242, i64 4
  store i16 %.98.i.us100.2, ptr %scevgep243, align 2, !noalias !118
  %148 = shl i64 %lsr.iv365, 2
  %scevgep276 = getelementptr i8, ptr %arg.a.0, i64 %148
  %scevgep277 = getelementptr i8, ptr %scevgep276, i64 12
  %.95.i.us99.3 = load i32, ptr %scevgep277, align 4, !noalias !102
  %.98.i.us100.3 = trunc i32 %.95.i.us99.3 to i16
  %149 = shl i64 %lsr.iv365, 1
  %scevgep240 = getelementptr i8, ptr %.6.i.i, i64 %149
  %scevgep241 = getelementptr i8, ptr %scevgep240, i64 6
  store i16 %.98.i.us100.3, ptr %scevgep241, align 2, !noalias !118
  %150 = shl i64 %lsr.iv365, 2
  %scevgep274 = getelementptr i8, ptr %arg.a.0, i64 %150
  %scevgep275 = getelementptr i8, ptr %scevgep274, i64 16
  %.95.i.us99.4 = load i32, ptr %scevgep275, align 4, !noalias !102
  %.98.i.us100.4 = trunc i32 %.95.i.us99.4 to i16
  %151 = shl i64 %lsr.iv365, 1
  %scevgep238 = getelementptr i8, ptr %.6.i.i, i64 %151
  %scevgep239 = getelementptr i8, ptr %scevgep238, i64 8
  store i16 %.98.i.us100.4, ptr %scevgep239, align 2, !noalias !118
  %152 = shl i64 %lsr.iv365, 2
  %scevgep272 = getelementptr i8, ptr %arg.a.0, i64 %152
  %scevgep273 = getelementptr i8, ptr %scevgep272, i64 20
  %.95.i.us99.5 = load i32, ptr %scevgep273, align 4, !noalias !102
  %.98.i.us100.5 = trunc i32 %.95.i.us99.5 to i16
  %153 = shl i64 %lsr.iv365, 1
  %scevgep236 = getelementptr i8, ptr %.6.i.i, i64 %153
  %scevgep237 = getelementptr i8, ptr %scevgep236, i64 10
  store i16 %.98.i.us100.5, ptr %scevgep237, align 2, !noalias !118
  %154 = shl i64 %lsr.iv365, 2
  %scevgep270 = getelementptr i8, ptr %arg.a.0, i64 %154
  %scevgep271 = getelementptr i8, ptr %scevgep270, i64 24
  %.95.i.us99.6 = load i32, ptr %scevgep271, align 4, !noalias !102
  %.98.i.us100.6 = trunc i32 %.95.i.us99.6 to i16
  %155 = shl i64 %lsr.iv365, 1
  %scevgep234 = getelementptr i8, ptr %.6.i.i, i64 %155
  %scevgep235 = getelementptr i8, ptr %scevgep234, i64 12
  store i16 %.98.i.us100.6, ptr %scevgep235, align 2, !noalias !118
  %.95.i.us99.7 = load i32, ptr %scevgep444, align 4, !noalias !102
  %.98.i.us100.7 = trunc i32 %.95.i.us99.7 to i16
  br label %B230.endif.us109.7

B230.endif.us109.thread8:                         ; preds = %B230.us94
  %156 = shl i64 %lsr.iv365, 1
  %scevgep423 = getelementptr i8, ptr %arg.a.0, i64 %156
  %scevgep428 = getelementptr i8, ptr %scevgep423, i64 14
  %.66.i.us103 = load i16, ptr %scevgep423, align 2, !noalias !102
  %scevgep408 = getelementptr i8, ptr %.6.i.i, i64 %156
  store i16 %.66.i.us103, ptr %scevgep408, align 2, !noalias !118
  %157 = shl i64 %lsr.iv365, 1
  %scevgep268 = getelementptr i8, ptr %arg.a.0, i64 %157
  %scevgep269 = getelementptr i8, ptr %scevgep268, i64 2
  %.66.i.us103.1 = load i16, ptr %scevgep269, align 2, !noalias !102
  %158 = shl i64 %lsr.iv365, 1
  %scevgep232 = getelementptr i8, ptr %.6.i.i, i64 %158
  %scevgep233 = getelementptr i8, ptr %scevgep232, i64 2
  store i16 %.66.i.us103.1, ptr %scevgep233, align 2, !noalias !118
  %scevgep266 = getelementptr i8, ptr %arg.a.0, i64 %158
  %scevgep267 = getelementptr i8, ptr %scevgep266, i64 4
  %.66.i.us103.2 = load i16, ptr %scevgep267, align 2, !noalias !102
  %159 = shl i64 %lsr.iv365, 1
  %scevgep230 = getelementptr i8, ptr %.6.i.i, i64 %159
  %scevgep231 = getelementptr i8, ptr %scevgep230, i64 4
  store i16 %.66.i.us103.2, ptr %scevgep231, align 2, !noalias !118
  %scevgep264 = getelementptr i8, ptr %arg.a.0, i64 %159
  %scevgep265 = getelementptr i8, ptr %scevgep264, i64 6
  %.66.i.us103.3 = load i16, ptr %scevgep265, align 2, !noalias !102
  %160 = shl i64 %lsr.iv365, 1
  %scevgep228 = getelementptr i8, ptr %.6.i.i, i64 %160
  %scevgep229 = getelementptr i8, ptr %scevgep228, i64 6
  store i16 %.66.i.us103.3, ptr %scevgep229, align 2, !noalias !118
  %scevgep262 = getelementptr i8, ptr %arg.a.0, i64 %160
  %scevgep263 = getelementptr i8, ptr %scevgep262, i64 8
  %.66.i.us103.4 = load i16, ptr %scevgep263, align 2, !noalias !102
  %161 = shl i64 %lsr.iv365, 1
  %scevgep226 = getelementptr i8, ptr %.6.i.i, i64 %161
  %scevgep227 = getelementptr i8, ptr %scevgep226, i64 8
  store i16 %.66.i.us103.4, ptr %scevgep227, align 2, !noalias !118
  %scevgep260 = getelementptr i8, ptr %arg.a.0, i64 %161
  %scevgep261 = getelementptr i8, ptr %scevgep260, i64 10
  %.66.i.us103.5 = load i16, ptr %scevgep261, align 2, !noalias !102
  %162 = shl i64 %lsr.iv365, 1
  %scevgep224 = getelementptr i8, ptr %.6.i.i, i64 %162
  %scevgep225 = getelementptr i8, ptr %scevgep224, i64 10
  store i16 %.66.i.us103.5, ptr %scevgep225, align 2, !noalias !118
  %scevgep258 = getelementptr i8, ptr %arg.a.0, i64 %162
  %scevgep259 = getelementptr i8, ptr %scevgep258, i64 12
  %.66.i.us103.6 = load i16, ptr %scevgep259, align 2, !noalias !102
  %163 = shl i64 %lsr.iv365, 1
  %scevgep222 = getelementptr i8, ptr %.6.i.i, i64 %163
  %scevgep223 = getelementptr i8, ptr %scevgep222, i64 12
  store i16 %.66.i.us103.6, ptr %scevgep223, align 2, !noalias !118
  %.66.i.us103.7 = load i16, ptr %scevgep428, align 2, !noalias !102
  br label %B230.endif.us109.7

B230.endif.us109.thread:                          ; preds = %B230.us94
  %scevgep409 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep410 = getelementptr i8, ptr %scevgep409, i64 7
  %.37.i.us107 = load i8, ptr %scevgep409, align 1, !noalias !102
  %.41.i.us108 = zext i8 %.37.i.us107 to i16
  %164 = shl i64 %lsr.iv365, 1
  %scevgep394 = getelementptr i8, ptr %.6.i.i, i64 %164
  store i16 %.41.i.us108, ptr %scevgep394, align 2, !noalias !118
  %scevgep256 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep257 = getelementptr i8, ptr %scevgep256, i64 1
  %.37.i.us107.1 = load i8, ptr %scevgep257, align 1, !noalias !102
  %.41.i.us108.1 = zext i8 %.37.i.us107.1 to i16
  %165 = shl i64 %lsr.iv365, 1
  %scevgep220 = getelementptr i8, ptr %.6.i.i, i64 %165
  %scevgep221 = getelementptr i8, ptr %scevgep220, i64 2
  store i16 %.41.i.us108.1, ptr %scevgep221, align 2, !noalias !118
  %scevgep254 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep255 = getelementptr i8, ptr %scevgep254, i64 2
  %.37.i.us107.2 = load i8, ptr %scevgep255, align 1, !noalias !102
  %.41.i.us108.2 = zext i8 %.37.i.us107.2 to i16
  %166 = shl i64 %lsr.iv365, 1
  %scevgep218 = getelementptr i8, ptr %.6.i.i, i64 %166
  %scevgep219 = getelementptr i8, ptr %scevgep218, i64 4
  store i16 %.41.i.us108.2, ptr %scevgep219, align 2, !noalias !118
  %scevgep252 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep253 = getelementptr i8, ptr %scevgep252, i64 3
  %.37.i.us107.3 = load i8, ptr %scevgep253, align 1, !noalias !102
  %.41.i.us108.3 = zext i8 %.37.i.us107.3 to i16
  %167 = shl i64 %lsr.iv365, 1
  %scevgep216 = getelementptr i8, ptr %.6.i.i, i64 %167
  %scevgep217 = getelementptr i8, ptr %scevgep216, i64 6
  store i16 %.41.i.us108.3, ptr %scevgep217, align 2, !noalias !118
  %scevgep250 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep251 = getelementptr i8, ptr %scevgep250, i64 4
  %.37.i.us107.4 = load i8, ptr %scevgep251, align 1, !noalias !102
  %.41.i.us108.4 = zext i8 %.37.i.us107.4 to i16
  %168 = shl i64 %lsr.iv365, 1
  %scevgep210 = getelementptr i8, ptr %.6.i.i, i64 %168
  %scevgep215 = getelementptr i8, ptr %scevgep210, i64 8
  store i16 %.41.i.us108.4, ptr %scevgep215, align 2, !noalias !118
  %scevgep248 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep249 = getelementptr i8, ptr %scevgep248, i64 5
  %.37.i.us107.5 = load i8, ptr %scevgep249, align 1, !noalias !102
  %.41.i.us108.5 = zext i8 %.37.i.us107.5 to i16
  %169 = shl i64 %lsr.iv365, 1
  %scevgep208 = getelementptr i8, ptr %.6.i.i, i64 %169
  %scevgep209 = getelementptr i8, ptr %scevgep208, i64 10
  store i16 %.41.i.us108.5, ptr %scevgep209, align 2, !noalias !118
  %scevgep246 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep247 = getelementptr i8, ptr %scevgep246, i64 6
  %.37.i.us107.6 = load i8, ptr %scevgep247, align 1, !noalias !102
  %.41.i.us108.6 = zext i8 %.37.i.us107.6 to i16
  %170 = shl i64 %lsr.iv365, 1
  %scevgep206 = getelementptr i8, ptr %.6.i.i, i64 %170
  %scevgep207 = getelementptr i8, ptr %scevgep206, i64 12
  store i16 %.41.i.us108.6, ptr %scevgep207, align 2, !noalias !118
  %.37.i.us107.7 = load i8, ptr %scevgep410, align 1, !noalias !102
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
  store i16 %.sink.i.us110.7, ptr %scevgep205, align 2, !noalias !118
  %lsr.iv.next366 = add i64 %lsr.iv365, 8
  %exitcond.not.us112.7 = icmp eq i64 %arg.a.1, %lsr.iv.next366
  br i1 %exitcond.not.us112.7, label %B296.endif.endif, label %B230.us94, !llvm.loop !160

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
  %.95.i.us119 = load i32, ptr %scevgep730, align 4, !noalias !102
  %scevgep530 = getelementptr i8, ptr %scevgep487, i64 %173
  store i32 %.95.i.us119, ptr %scevgep530, align 4, !noalias !118
  %174 = shl i64 %lsr.iv667, 2
  %scevgep375 = getelementptr i8, ptr %scevgep717, i64 %174
  %scevgep376 = getelementptr i8, ptr %scevgep375, i64 -24
  %.95.i.us119.1 = load i32, ptr %scevgep376, align 4, !noalias !102
  %175 = shl i64 %lsr.iv667, 2
  %scevgep339 = getelementptr i8, ptr %scevgep487, i64 %175
  %scevgep340 = getelementptr i8, ptr %scevgep339, i64 4
  store i32 %.95.i.us119.1, ptr %scevgep340, align 4, !noalias !118
  %scevgep373 = getelementptr i8, ptr %scevgep717, i64 %175
  %scevgep374 = getelementptr i8, ptr %scevgep373, i64 -20
  %.95.i.us119.2 = load i32, ptr %scevgep374, align 4, !noalias !102
  %176 = shl i64 %lsr.iv667, 2
  %scevgep337 = getelementptr i8, ptr %scevgep487, i64 %176
  %scevgep338 = getelementptr i8, ptr %scevgep337, i64 8
  store i32 %.95.i.us119.2, ptr %scevgep338, align 4, !noalias !118
  %scevgep371 = getelementptr i8, ptr %scevgep717, i64 %176
  %scevgep372 = getelementptr i8, ptr %scevgep371, i64 -16
  %.95.i.us119.3 = load i32, ptr %scevgep372, align 4, !noalias !102
  %177 = shl i64 %lsr.iv667, 2
  %scevgep335 = getelementptr i8, ptr %scevgep487, i64 %177
  %scevgep336 = getelementptr i8, ptr %scevgep335, i64 12
  store i32 %.95.i.us119.3, ptr %scevgep336, align 4, !noalias !118
  %scevgep369 = getelementptr i8, ptr %scevgep717, i64 %177
  %scevgep370 = getelementptr i8, ptr %scevgep369, i64 -12
  %.95.i.us119.4 = load i32, ptr %scevgep370, align 4, !noalias !102
  %178 = shl i64 %lsr.iv667, 2
  %scevgep333 = getelementptr i8, ptr %scevgep487, i64 %178
  %scevgep334 = getelementptr i8, ptr %scevgep333, i64 16
  store i32 %.95.i.us119.4, ptr %scevgep334, align 4, !noalias !118
  %scevgep367 = getelementptr i8, ptr %scevgep717, i64 %178
  %scevgep368 = getelementptr i8, ptr %scevgep367, i64 -8
  %.95.i.us119.5 = load i32, ptr %scevgep368, align 4, !noalias !102
  %179 = shl i64 %lsr.iv667, 2
  %scevgep331 = getelementptr i8, ptr %scevgep487, i64 %179
  %scevgep332 = getelementptr i8, ptr %scevgep331, i64 20
  store i32 %.95.i.us119.5, ptr %scevgep332, align 4, !noalias !118
  %scevgep365 = getelementptr i8, ptr %scevgep717, i64 %179
  %scevgep366 = getelementptr i8, ptr %scevgep365, i64 -4
  %.95.i.us119.6 = load i32, ptr %scevgep366, align 4, !noalias !102
  %180 = shl i64 %lsr.iv667, 2
  %scevgep329 = getelementptr i8, ptr %scevgep487, i64 %180
  %scevgep330 = getelementptr i8, ptr %scevgep329, i64 24
  store i32 %.95.i.us119.6, ptr %scevgep330, align 4, !noalias !118
  %.95.i.us119.7 = load i32, ptr %scevgep729, align 4, !noalias !102
  br label %B230.endif.us129.7

B230.endif.us129.thread85:                        ; preds = %B230.us114
  %181 = shl i64 %lsr.iv667, 1
  %scevgep713 = getelementptr i8, ptr %scevgep701, i64 %181
  %scevgep714 = getelementptr i8, ptr %scevgep713, i64 -14
  %.66.i.us123 = load i16, ptr %scevgep714, align 2, !noalias !102
  %.70.i.us124 = zext i16 %.66.i.us123 to i32
  %182 = shl i64 %lsr.iv667, 2
  %scevgep502 = getelementptr i8, ptr %scevgep487, i64 %182
  store i32 %.70.i.us124, ptr %scevgep502, align 4, !noalias !118
  %183 = shl i64 %lsr.iv667, 1
  %scevgep363 = getelementptr i8, ptr %scevgep701, i64 %183
  %scevgep364 = getelementptr i8, ptr %scevgep363, i64 -12
  %.66.i.us123.1 = load i16, ptr %scevgep364, align 2, !noalias !102
  %.70.i.us124.1 = zext i16 %.66.i.us123.1 to i32
  %184 = shl i64 %lsr.iv667, 2
  %scevgep327 = getelementptr i8, ptr %scevgep487, i64 %184
  %scevgep328 = getelementptr i8, ptr %scevgep327, i64 4
  store i32 %.70.i.us124.1, ptr %scevgep328, align 4, !noalias !118
  %185 = shl i64 %lsr.iv667, 1
  %scevgep361 = getelementptr i8, ptr %scevgep701, i64 %185
  %scevgep362 = getelementptr i8, ptr %scevgep361, i64 -10
  %.66.i.us123.2 = load i16, ptr %scevgep362, align 2, !noalias !102
  %.70.i.us124.2 = zext i16 %.66.i.us123.2 to i32
  %186 = shl i64 %lsr.iv667, 2
  %scevgep325 = getelementptr i8, ptr %scevgep487, i64 %186
  %scevgep326 = getelementptr i8, ptr %scevgep325, i64 8
  store i32 %.70.i.us124.2, ptr %scevgep326, align 4, !noalias !118
  %187 = shl i64 %lsr.iv667, 1
  %scevgep359 = getelementptr i8, ptr %scevgep701, i64 %187
  %scevgep360 = getelementptr i8, ptr %scevgep359, i64 -8
  %.66.i.us123.3 = load i16, ptr %scevgep360, align 2, !noalias !102
  %.70.i.us124.3 = zext i16 %.66.i.us123.3 to i32
  %188 = shl i64 %lsr.iv667, 2
  %scevgep321 = getelementptr i8, ptr %scevgep487, i64 %188
  %scevgep322 = getelementptr i8, ptr %scevgep321, i64 12
  store i32 %.70.i.us124.3, ptr %scevgep322, align 4, !noalias !118
  %189 = shl i64 %lsr.iv667, 1
  %scevgep357 = getelementptr i8, ptr %scevgep701, i64 %189
  %scevgep358 = getelementptr i8, ptr %scevgep357, i64 -6
  %.66.i.us123.4 = load i16, ptr %scevgep358, align 2, !noalias !102
  %.70.i.us124.4 = zext i16 %.66.i.us123.4 to i32
  %190 = shl i64 %lsr.iv667, 2
  %scevgep319 = getelementptr i8, ptr %scevgep487, i64 %190
  %scevgep320 = getelementptr i8, ptr %scevgep319, i64 16
  store i32 %.70.i.us124.4, ptr %scevgep320, align 4, !noalias !118
  %191 = shl i64 %lsr.iv667, 1
  %scevgep355 = getelementptr i8, ptr %scevgep701, i64 %191
  %scevgep356 = getelementptr i8, ptr %scevgep355, i64 -4
  %.66.i.us123.5 = load i16, ptr %scevgep356, align 2, !noalias !102
  %.70.i.us124.5 = zext i16 %.66.i.us123.5 to i32
  %192 = shl i64 %lsr.iv667, 2
  %scevgep317 = getelementptr i8, ptr %scevgep487, i64 %192
  %scevgep318 = getelementptr i8, ptr %scevgep317, i64 20
  store i32 %.70.i.us124.5, ptr %scevgep318, align 4, !noalias !118
  %193 = shl i64 %lsr.iv667, 1
  %scevgep353 = getelementptr i8, ptr %scevgep701, i64 %193
  %scevgep354 = getelementptr i8, ptr %scevgep353, i64 -2
  %.66.i.us123.6 = load i16, ptr %scevgep354, align 2, !noalias !102
  %.70.i.us124.6 = zext i16 %.66.i.us123.6 to i32
  %194 = shl i64 %lsr.iv667, 2
  %scevgep315 = getelementptr i8, ptr %scevgep487, i64 %194
  %scevgep316 = getelementptr i8, ptr %scevgep315, i64 24
  store i32 %.70.i.us124.6, ptr %scevgep316, align 4, !noalias !118
  %.66.i.us123.7 = load i16, ptr %scevgep713, align 2, !noalias !102
  %.70.i.us124.7 = zext i16 %.66.i.us123.7 to i32
  br label %B230.endif.us129.7

B230.endif.us129.thread:                          ; preds = %B230.us114
  %scevgep697 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep698 = getelementptr i8, ptr %scevgep697, i64 -7
  %.37.i.us127 = load i8, ptr %scevgep698, align 1, !noalias !102
  %.41.i.us128 = zext i8 %.37.i.us127 to i32
  %195 = shl i64 %lsr.iv667, 2
  %scevgep516 = getelementptr i8, ptr %scevgep487, i64 %195
  store i32 %.41.i.us128, ptr %scevgep516, align 4, !noalias !118
  %scevgep351 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep352 = getelementptr i8, ptr %scevgep351, i64 -6
  %.37.i.us127.1 = load i8, ptr %scevgep352, align 1, !noalias !102
  %.41.i.us128.1 = zext i8 %.37.i.us127.1 to i32
  %196 = shl i64 %lsr.iv667, 2
  %scevgep313 = getelementptr i8, ptr %scevgep487, i64 %196
  %scevgep314 = getelementptr i8, ptr %scevgep313, i64 4
  store i32 %.41.i.us128.1, ptr %scevgep314, align 4, !noalias !118
  %scevgep349 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep350 = getelementptr i8, ptr %scevgep349, i64 -5
  %.37.i.us127.2 = load i8, ptr %scevgep350, align 1, !noalias !102
  %.41.i.us128.2 = zext i8 %.37.i.us127.2 to i32
  %197 = shl i64 %lsr.iv667, 2
  %scevgep311 = getelementptr i8, ptr %scevgep487, i64 %197
  %scevgep312 = getelementptr i8, ptr %scevgep311, i64 8
  store i32 %.41.i.us128.2, ptr %scevgep312, align 4, !noalias !118
  %scevgep347 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep348 = getelementptr i8, ptr %scevgep347, i64 -4
  %.37.i.us127.3 = load i8, ptr %scevgep348, align 1, !noalias !102
  %.41.i.us128.3 = zext i8 %.37.i.us127.3 to i32
  %198 = shl i64 %lsr.iv667, 2
  %scevgep309 = getelementptr i8, ptr %scevgep487, i64 %198
  %scevgep310 = getelementptr i8, ptr %scevgep309, i64 12
  store i32 %.41.i.us128.3, ptr %scevgep310, align 4, !noalias !118
  %scevgep345 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep346 = getelementptr i8, ptr %scevgep345, i64 -3
  %.37.i.us127.4 = load i8, ptr %scevgep346, align 1, !noalias !102
  %.41.i.us128.4 = zext i8 %.37.i.us127.4 to i32
  %199 = shl i64 %lsr.iv667, 2
  %scevgep307 = getelementptr i8, ptr %scevgep487, i64 %199
  %scevgep308 = getelementptr i8, ptr %scevgep307, i64 16
  store i32 %.41.i.us128.4, ptr %scevgep308, align 4, !noalias !118
  %scevgep343 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep344 = getelementptr i8, ptr %scevgep343, i64 -2
  %.37.i.us127.5 = load i8, ptr %scevgep344, align 1, !noalias !102
  %.41.i.us128.5 = zext i8 %.37.i.us127.5 to i32
  %200 = shl i64 %lsr.iv667, 2
  %scevgep305 = getelementptr i8, ptr %scevgep487, i64 %200
  %scevgep306 = getelementptr i8, ptr %scevgep305, i64 20
  store i32 %.41.i.us128.5, ptr %scevgep306, align 4, !noalias !118
  %scevgep341 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep342 = getelementptr i8, ptr %scevgep341, i64 -1
  %.37.i.us127.6 = load i8, ptr %scevgep342, align 1, !noalias !102
  %.41.i.us128.6 = zext i8 %.37.i.us127.6 to i32
  %201 = shl i64 %lsr.iv667, 2
  %scevgep303 = getelementptr i8, ptr %scevgep487, i64 %201
  %scevgep304 = getelementptr i8, ptr %scevgep303, i64 24
  store i32 %.41.i.us128.6, ptr %scevgep304, align 4, !noalias !118
  %.37.i.us127.7 = load i8, ptr %scevgep697, align 1, !noalias !102
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
  store i32 %.sink.i.us130.7, ptr %scevgep302, align 4, !noalias !118
  %lsr.iv.next668 = add i64 %lsr.iv667, 8
  %exitcond.not.us132.7 = icmp eq i64 %48, %lsr.iv.next668
  br i1 %exitcond.not.us132.7, label %B296.endif.endif, label %B230.us114, !llvm.loop !161

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
  %.37.i31 = load i8, ptr %.36.i30, align 1, !noalias !162
  %.41.i32 = zext i8 %.37.i31 to i64
  br label %B354.endif.endif

B110.i25:                                         ; preds = %B354.endif
  %206 = shl nuw i64 %.459300304, 1
  %scevgep55 = getelementptr i8, ptr %arg.b.0, i64 %206
  %.66.i27 = load i16, ptr %scevgep55, align 2, !noalias !162
  %.70.i28 = zext i16 %.66.i27 to i64
  br label %B354.endif.endif

B184.i20:                                         ; preds = %B354.endif
  %207 = shl i64 %.459300304, 2
  %scevgep424 = getelementptr i8, ptr %arg.b.0, i64 %207
  %.95.i22 = load i32, ptr %scevgep424, align 4, !noalias !162
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
  store i8 %.41.i42, ptr %scevgep426, align 1, !noalias !165
  br label %B352.backedge

B116.i38:                                         ; preds = %B354.endif.endif
  %.72.i39 = trunc i64 %.sink.i24 to i16
  %208 = shl nuw i64 %.459300304, 1
  %scevgep54 = getelementptr i8, ptr %scevgep427, i64 %208
  store i16 %.72.i39, ptr %scevgep54, align 2, !noalias !165
  br label %B352.backedge

B196.i34:                                         ; preds = %B354.endif.endif
  %.103.i35 = trunc nuw i64 %.sink.i24 to i32
  %209 = shl i64 %.459300304, 2
  %scevgep430 = getelementptr i8, ptr %scevgep429, i64 %209
  store i32 %.103.i35, ptr %scevgep430, align 4, !noalias !165
  br label %B352.backedge

B352.backedge:                                    ; preds = %B196.i34, %B116.i38, %B36.i41
  %exitcond317.not = icmp eq i64 %arg.b.1, %.466
  br i1 %exitcond317.not, label %B452, label %B354.endif

B354.endif.endif.unreachabledefault:              ; preds = %B354.endif.endif
  unreachable
}

; Function Attrs: noinline nounwind
define linkonce_odr ptr @__excinfo_unwrap_args2a69829f126f4a7013ea1e2468c3325e564f5cc6(ptr %.1) #5 {
.3:
  %.5 = load ptr, ptr @_ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE, align 8
  %.6 = icmp eq ptr %.5, null
  br i1 %.6, label %.3.if, label %.3.endif, !prof !4

.3.if:                                            ; preds = %.3
  tail call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE") #4
  ret ptr null

.3.endif:                                         ; preds = %.3
  %.12.unpack.unpack = load ptr, ptr %.1, align 8
  %.12.unpack.elt9 = getelementptr inbounds nuw i8, ptr %.1, i64 8
  %.12.unpack.unpack10 = load i64, ptr %.12.unpack.elt9, align 8
  %.12.unpack.elt11 = getelementptr inbounds nuw i8, ptr %.1, i64 16
  %.12.unpack.unpack12 = load i32, ptr %.12.unpack.elt11, align 8
  %.12.unpack.elt17 = getelementptr inbounds nuw i8, ptr %.1, i64 32
  %.12.unpack.unpack18 = load ptr, ptr %.12.unpack.elt17, align 8
  %.24 = tail call ptr @PyUnicode_FromKindAndData(i32 %.12.unpack.unpack12, ptr %.12.unpack.unpack, i64 %.12.unpack.unpack10) #4
  %.25 = tail call i64 @PyObject_Hash(ptr %.24) #4
  tail call void @NRT_decref(ptr %.12.unpack.unpack18) #4
  tail call void @NRT_Free(ptr nonnull %.1) #4
  %.28 = tail call ptr (i64, ...) @PyTuple_Pack(i64 1, ptr %.24) #4
  ret ptr %.28
}

declare ptr @PyUnicode_FromKindAndData(i32, ptr, i64) local_unnamed_addr

declare i64 @PyObject_Hash(ptr) local_unnamed_addr

declare ptr @PyTuple_Pack(i64, ...) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr captures(none), <16 x i1>, <16 x i32>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i16> @llvm.masked.load.v16i16.p0(ptr captures(none), <16 x i1>, <16 x i16>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i8> @llvm.masked.load.v16i8.p0(ptr captures(none), <16 x i1>, <16 x i8>) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { noinline nounwind }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!3 = distinct !{!3, !2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!4 = !{!"branch_weights", i32 1, i32 99}
!5 = !{!6, !8, !9, !11, !1, !3}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!12 = !{!13, !15, !16, !18}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!18 = distinct !{!18, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !20}
!25 = !{!"branch_weights", i32 277993707, i32 1869489941}
!26 = !{!"branch_weights", i32 542333185, i32 1605150463}
!27 = distinct !{!27, !28, !23}
!28 = !{!"llvm.loop.estimated_trip_count", i32 4}
!29 = !{!"branch_weights", i32 49, i32 1}
!30 = distinct !{!30, !20, !21}
!31 = !{!"branch_weights", i32 4, i32 28}
!32 = distinct !{!32, !20, !21}
!33 = distinct !{!33, !23}
!34 = !{!"branch_weights", i32 127, i32 1}
!35 = !{!"branch_weights", i32 146201250, i32 2001282398}
!36 = !{i1 true}
!37 = distinct !{!37, !20}
!38 = !{!"branch_weights", i32 166258294, i32 1981225354}
!39 = distinct !{!39, !40}
!40 = !{!"llvm.loop.estimated_trip_count", i32 12}
!41 = !{!42, !44, !45, !47}
!42 = distinct !{!42, !43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!43 = distinct !{!43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!44 = distinct !{!44, !43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!48 = distinct !{!48, !20, !21}
!49 = distinct !{!49, !20, !21}
!50 = distinct !{!50, !23}
!51 = distinct !{!51, !20}
!52 = !{!53}
!53 = distinct !{!53, !54, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!54 = distinct !{!54, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!55 = !{!"branch_weights", i32 1, i32 1}
!56 = distinct !{!56, !23}
!57 = !{!"branch_weights", i32 1, i32 127}
!58 = distinct !{!58, !28, !23}
!59 = distinct !{!59, !60}
!60 = !{!"llvm.loop.estimated_trip_count", i32 3}
!61 = !{!62, !64, !65, !67}
!62 = distinct !{!62, !63, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!63 = distinct !{!63, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!64 = distinct !{!64, !63, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!65 = distinct !{!65, !66, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!66 = distinct !{!66, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!67 = distinct !{!67, !66, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!68 = !{!69, !71, !62, !64, !65, !67}
!69 = distinct !{!69, !70, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!70 = distinct !{!70, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!71 = distinct !{!71, !70, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!72 = !{!73, !75, !62, !64, !65, !67}
!73 = distinct !{!73, !74, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!74 = distinct !{!74, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!75 = distinct !{!75, !74, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!76 = !{!77, !79, !80, !82}
!77 = distinct !{!77, !78, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!78 = distinct !{!78, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!79 = distinct !{!79, !78, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!80 = distinct !{!80, !81, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!81 = distinct !{!81, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!82 = distinct !{!82, !81, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!83 = !{!84, !86, !77, !79, !80, !82}
!84 = distinct !{!84, !85, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!85 = distinct !{!85, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!86 = distinct !{!86, !85, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!87 = !{!88, !90, !77, !79, !80, !82}
!88 = distinct !{!88, !89, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!89 = distinct !{!89, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!90 = distinct !{!90, !89, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!91 = !{!92, !94}
!92 = distinct !{!92, !93, !"_ZN5numba7cpython7unicode13_empty_stringB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %retptr"}
!93 = distinct !{!93, !"_ZN5numba7cpython7unicode13_empty_stringB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj"}
!94 = distinct !{!94, !93, !"_ZN5numba7cpython7unicode13_empty_stringB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %excinfo"}
!95 = !{!96, !98, !92, !94}
!96 = distinct !{!96, !97, !"_ZN5numba7cpython7unicode15_set_code_pointB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %retptr"}
!97 = distinct !{!97, !"_ZN5numba7cpython7unicode15_set_code_pointB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj"}
!98 = distinct !{!98, !97, !"_ZN5numba7cpython7unicode15_set_code_pointB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %excinfo"}
!99 = !{!100}
!100 = distinct !{!100, !101}
!101 = distinct !{!101, !"LVerDomain"}
!102 = !{!103}
!103 = distinct !{!103, !104, !"_ZN5numba7cpython7unicode15_get_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!104 = distinct !{!104, !"_ZN5numba7cpython7unicode15_get_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!105 = !{!106}
!106 = distinct !{!106, !101}
!107 = !{!108}
!108 = distinct !{!108, !101}
!109 = !{!110}
!110 = distinct !{!110, !101}
!111 = !{!112, !114, !108, !106, !100}
!112 = distinct !{!112, !113, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!113 = distinct !{!113, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!114 = distinct !{!114, !113, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!115 = distinct !{!115, !20, !21}
!116 = !{!"branch_weights", i32 16, i32 48}
!117 = distinct !{!117, !20, !21}
!118 = !{!112, !114}
!119 = distinct !{!119, !23}
!120 = !{!121}
!121 = distinct !{!121, !122}
!122 = distinct !{!122, !"LVerDomain"}
!123 = !{!124}
!124 = distinct !{!124, !122}
!125 = !{!126}
!126 = distinct !{!126, !122}
!127 = !{!128}
!128 = distinct !{!128, !122}
!129 = !{!112, !114, !126, !124, !121}
!130 = distinct !{!130, !20, !21}
!131 = distinct !{!131, !20, !21}
!132 = distinct !{!132, !23}
!133 = !{!134}
!134 = distinct !{!134, !135}
!135 = distinct !{!135, !"LVerDomain"}
!136 = !{!137}
!137 = distinct !{!137, !135}
!138 = !{!112, !114, !134}
!139 = distinct !{!139, !20, !21}
!140 = !{!"branch_weights", i32 8, i32 56}
!141 = distinct !{!141, !20, !21}
!142 = distinct !{!142, !23}
!143 = !{!144}
!144 = distinct !{!144, !145}
!145 = distinct !{!145, !"LVerDomain"}
!146 = !{!147}
!147 = distinct !{!147, !145}
!148 = !{!112, !114, !144}
!149 = distinct !{!149, !20, !21}
!150 = !{!"branch_weights", i32 16, i32 112}
!151 = distinct !{!151, !20, !21}
!152 = distinct !{!152, !23}
!153 = distinct !{!153, !20, !21}
!154 = !{!"branch_weights", i32 16, i32 240}
!155 = distinct !{!155, !20, !21}
!156 = distinct !{!156, !23}
!157 = distinct !{!157, !20}
!158 = distinct !{!158, !20}
!159 = distinct !{!159, !20}
!160 = distinct !{!160, !20}
!161 = distinct !{!161, !20}
!162 = !{!163}
!163 = distinct !{!163, !164, !"_ZN5numba7cpython7unicode15_get_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!164 = distinct !{!164, !"_ZN5numba7cpython7unicode15_get_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!165 = !{!166, !168}
!166 = distinct !{!166, !167, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!167 = distinct !{!167, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!168 = distinct !{!168, !167, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
