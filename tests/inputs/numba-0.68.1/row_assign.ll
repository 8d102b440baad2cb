; ModuleID = 'row_assign'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@.const.row_assign = internal constant [11 x i8] c"row_assign\00"
@_ZN08NumbaEnv7kernels10row_assignB3v50B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels10row_assignB3v50B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [133 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10row_assignB3v50B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE48omitted_28default_3d_3cclass_20_27float_27_3e_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.9 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.10 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.9, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.10, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.7 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.8 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.6 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.7, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.8, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fa6be584710B3v54B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.19 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.17 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.18, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.19, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@.bytes.-3596957514301255344 = internal constant [2 x i8] c"(\00"
@.bytes.8891677930182646943 = internal constant [3 x i8] c",)\00"
@.bytes.-3729243754832727719 = internal constant [30 x i8] c"cannot assign slice of shape \00"
@.bytes.-4030968085971895554 = internal constant [22 x i8] c" from input of shape \00"
@.const.pickledata.c23684870b5723594dfd2b865e264e75421b5ce6 = internal constant [360 x i8] c"\80\04\95]\01\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\12llvmlite.ir.values\94\8C\08Constant\94\93\94)\81\94}\94(\8C\04type\94\8C\11llvmlite.ir.types\94\8C\11_TypedPointerType\94\93\94)\81\94}\94(\8C\09addrspace\94K\00\8C\07pointee\94h\09\8C\07IntType\94\93\94K\08\85\94\81\94}\94(\8C\05width\94K\08\8C\17_StrCaching__cached_str\94\8C\02i8\94ub\8C\09is_opaque\94\89h\16\8C\03i8*\94ub\8C\08constant\94N\8C&_StringReferenceCaching__cached_refstr\94\8C\04null\94h\16\8C\08i8* null\94ub\85\94\8C\04impl\94\8C\14numba/np/arrayobj.py\94M\B7\07\87\94\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.27 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.28 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.24 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.27, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.28, ptr null, i32 0 }
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
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fa6be680d10B3v55B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels10row_assignB3v50B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.X.0, ptr readnone captures(none) %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, ptr readonly captures(none) %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr {
B0:
  %.64.fca.5.1.load.fr = freeze i64 %arg.X.5.1
  %.64.fca.5.0.load.fr = freeze i64 %arg.X.5.0
  %.923 = alloca ptr, align 8
  %excinfo.6 = alloca ptr, align 8
  store ptr null, ptr %excinfo.6, align 8
  %.1303 = alloca double, align 8
  %excinfo.10 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.X.0)
  %0 = or i64 %.64.fca.5.0.load.fr, %.64.fca.5.1.load.fr
  %or.cond.not = icmp sgt i64 %0, -1
  br i1 %or.cond.not, label %B0.endif.endif.endif.endif.i, label %B0.if.if, !prof !0

B0.endif.endif.endif.endif.i:                     ; preds = %B0
  %const552 = bitcast i64 -1152921504606846976 to i64
  %const551 = bitcast i64 -2305843009213693952 to i64
  %.49.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.64.fca.5.0.load.fr, i64 %.64.fca.5.1.load.fr)
  %.50.i = extractvalue { i64, i1 } %.49.i, 0
  %.51.i = extractvalue { i64, i1 } %.49.i, 1
  %.53.i = shl i64 %.64.fca.5.1.load.fr, 3
  %1 = add i64 %.50.i, %const552
  %.56.i = icmp ult i64 %1, %const551
  %.57.i = or i1 %.51.i, %.56.i
  br i1 %.57.i, label %B0.if.if, label %B0.endif.endif.endif.endif.endif.i, !prof !1

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.55.i = shl nsw i64 %.50.i, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.55.i, i32 32), !noalias !2
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if.if, label %B0.endif.endif, !prof !1

B128.i:                                           ; preds = %.884.endif, %B100.lr.ph
  %lsr.iv524 = phi ptr [ %scevgep525, %.884.endif ], [ %.6.i.i, %B100.lr.ph ]
  %.186354364 = phi i64 [ 0, %B100.lr.ph ], [ %.193, %.884.endif ]
  %2 = icmp ult i64 %4, 2305843009213693952
  %.193 = add nuw nsw i64 %.186354364, 1
  %.255 = mul i64 %.186354364, %.64.fca.5.1.load.fr
  %.257 = getelementptr double, ptr %arg.X.4, i64 %.255
  tail call void @NRT_incref(ptr %arg.X.0)
  tail call void @NRT_incref(ptr %arg.X.0)
  br i1 %2, label %B100.endif.endif.endif.endif.endif, label %B100.endif.endif.endif.endif.if, !prof !12

B128.i51.1:                                       ; preds = %.884.endif, %B0.endif.endif
  tail call void @NRT_decref(ptr %arg.X.0)
  %.1153 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.64.fca.5.0.load.fr, i64 %.64.fca.5.1.load.fr)
  %.1154 = extractvalue { i64, i1 } %.1153, 0
  %.1155 = extractvalue { i64, i1 } %.1153, 1
  %.1157 = shl i64 %.64.fca.5.1.load.fr, 3
  %3 = add i64 %.1154, %const552
  %.1160 = icmp ult i64 %3, %const551
  %.1161 = or i1 %.1155, %.1160
  br i1 %.1161, label %B192.endif.endif.if, label %B192.endif.endif.endif, !prof !1

common.ret:                                       ; preds = %for.end.2.if.if, %for.end.2.endif, %B192.endif.endif.endif.if.if, %B192.endif.endif.if, %for.end.endif.endif.endif.if.if, %for.end.endif.endif.if.if.if, %B100.endif.endif.endif.endif.endif.if.if, %B100.endif.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ %.1311, %for.end.2.if.if ], [ 1, %B192.endif.endif.endif.if.if ], [ 0, %for.end.2.endif ], [ 1, %for.end.endif.endif.endif.if.if ], [ 1, %B100.endif.endif.endif.endif.if ], [ 1, %B100.endif.endif.endif.endif.endif.if.if ], [ 1, %B192.endif.endif.if ], [ %.929, %for.end.endif.endif.if.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0.endif.endif.endif.endif.i, %B0, %B0.endif.endif.endif.endif.endif.i
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.6, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.5, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B0 ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !13
  %.180363.not = icmp eq i64 %.64.fca.5.0.load.fr, 0
  br i1 %.180363.not, label %B128.i51.1, label %B100.lr.ph

B100.lr.ph:                                       ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775776 to i64
  %4 = add i64 %.64.fca.5.1.load.fr, 1152921504606846976
  %5 = add i64 %.64.fca.5.1.load.fr, -1
  %.467 = shl nsw i64 %.64.fca.5.1.load.fr, 3
  %xtraiter = and i64 %.64.fca.5.1.load.fr, 7
  %const_mat = add i64 %const, 24
  %unroll_iter = and i64 %.64.fca.5.1.load.fr, %const_mat
  %n.vec174 = and i64 %.64.fca.5.1.load.fr, %const
  %const_mat544 = add i64 %const, 28
  %n.vec190 = and i64 %.64.fca.5.1.load.fr, %const_mat544
  %.1037 = add nsw i64 %.64.fca.5.1.load.fr, -1
  br label %B128.i

B100.endif.endif.endif.endif.if:                  ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !14
  br label %common.ret

B100.endif.endif.endif.endif.endif:               ; preds = %B128.i
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.467, i32 32), !noalias !15
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B100.endif.endif.endif.endif.endif.if.if, label %B100.endif.endif.endif.endif.endif.endif, !prof !1

B100.endif.endif.endif.endif.endif.endif:         ; preds = %B100.endif.endif.endif.endif.endif
  %6 = icmp sgt i64 %.64.fca.5.1.load.fr, 0
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  br i1 %6, label %for.body.endif.endif.endif.preheader, label %for.end.else.endif

for.body.endif.endif.endif.preheader:             ; preds = %B100.endif.endif.endif.endif.endif.endif
  %7 = icmp ult i64 %5, 7
  br i1 %7, label %for.body.endif.endif.endif.epil.preheader, label %for.body.endif.endif.endif.preheader295

for.body.endif.endif.endif.preheader295:          ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif

B100.endif.endif.endif.endif.endif.if.if:         ; preds = %B100.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.17, ptr %excinfo, align 8
  br label %common.ret

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader295, %for.body.endif.endif.endif
  %loop.index339 = phi i64 [ %16, %for.body.endif.endif.endif ], [ 0, %for.body.endif.endif.endif.preheader295 ]
  %.534.0338 = phi i64 [ %loop.index..534.0.7, %for.body.endif.endif.endif ], [ 0, %for.body.endif.endif.endif.preheader295 ]
  %.531.0337 = phi i64 [ %loop.index..531.0.7, %for.body.endif.endif.endif ], [ 0, %for.body.endif.endif.endif.preheader295 ]
  %8 = icmp ugt i64 %.64.fca.5.1.load.fr, 1
  %loop.index..531.0 = select i1 %8, i64 %loop.index339, i64 %.531.0337
  %loop.index..534.0 = select i1 %8, i64 %loop.index339, i64 %.534.0338
  %.548311.in = getelementptr double, ptr %.257, i64 %loop.index..531.0
  %.548311 = load double, ptr %.548311.in, align 8
  %.556 = getelementptr double, ptr %.257, i64 %loop.index..534.0
  %.557 = load double, ptr %.556, align 8
  %.13.le.i = tail call double @llvm.sin.f64(double %.548311)
  %.18.i = fmul double %.557, %.13.le.i
  %sunkaddr = mul i64 %loop.index339, 8
  %sunkaddr553 = getelementptr i8, ptr %.6.i, i64 %sunkaddr
  store double %.18.i, ptr %sunkaddr553, align 8
  %9 = add i64 %loop.index339, 1
  %loop.index..531.0.1 = select i1 %8, i64 %9, i64 %.531.0337
  %loop.index..534.0.1 = select i1 %8, i64 %9, i64 %.534.0338
  %.548311.in.1 = getelementptr double, ptr %.257, i64 %loop.index..531.0.1
  %.548311.1 = load double, ptr %.548311.in.1, align 8
  %.556.1 = getelementptr double, ptr %.257, i64 %loop.index..534.0.1
  %.557.1 = load double, ptr %.556.1, align 8
  %.13.le.i.1 = tail call double @llvm.sin.f64(double %.548311.1)
  %.18.i.1 = fmul double %.557.1, %.13.le.i.1
  %sunkaddr554 = mul i64 %loop.index339, 8
  %sunkaddr555 = getelementptr i8, ptr %.6.i, i64 %sunkaddr554
  %sunkaddr556 = getelementptr i8, ptr %sunkaddr555, i64 8
  store double %.18.i.1, ptr %sunkaddr556, align 8
  %10 = add i64 %9, 1
  %loop.index..531.0.2 = select i1 %8, i64 %10, i64 %.531.0337
  %loop.index..534.0.2 = select i1 %8, i64 %10, i64 %.534.0338
  %.548311.in.2 = getelementptr double, ptr %.257, i64 %loop.index..531.0.2
  %.548311.2 = load double, ptr %.548311.in.2, align 8
  %.556.2 = getelementptr double, ptr %.257, i64 %loop.index..534.0.2
  %.557.2 = load double, ptr %.556.2, align 8
  %.13.le.i.2 = tail call double @llvm.sin.f64(double %.548311.2)
  %.18.i.2 = fmul double %.557.2, %.13.le.i.2
  %sunkaddr557 = mul i64 %loop.index339, 8
  %sunkaddr558 = getelementptr i8, ptr %.6.i, i64 %sunkaddr557
  %sunkaddr559 = getelementptr i8, ptr %sunkaddr558, i64 16
  store double %.18.i.2, ptr %sunkaddr559, align 8
  %11 = add i64 %10, 1
  %loop.index..531.0.3 = select i1 %8, i64 %11, i64 %.531.0337
  %loop.index..534.0.3 = select i1 %8, i64 %11, i64 %.534.0338
  %.548311.in.3 = getelementptr double, ptr %.257, i64 %loop.index..531.0.3
  %.548311.3 = load double, ptr %.548311.in.3, align 8
  %.556.3 = getelementptr double, ptr %.257, i64 %loop.index..534.0.3
  %.557.3 = load double, ptr %.556.3, align 8
  %.13.le.i.3 = tail call double @llvm.sin.f64(double %.548311.3)
  %.18.i.3 = fmul double %.557.3, %.13.le.i.3
  %sunkaddr560 = mul i64 %loop.index339, 8
  %sunkaddr561 = getelementptr i8, ptr %.6.i, i64 %sunkaddr560
  %sunkaddr562 = getelementptr i8, ptr %sunkaddr561, i64 24
  store double %.18.i.3, ptr %sunkaddr562, align 8
  %12 = add i64 %11, 1
  %loop.index..531.0.4 = select i1 %8, i64 %12, i64 %.531.0337
  %loop.index..534.0.4 = select i1 %8, i64 %12, i64 %.534.0338
  %.548311.in.4 = getelementptr double, ptr %.257, i64 %loop.index..531.0.4
  %.548311.4 = load double, ptr %.548311.in.4, align 8
  %.556.4 = getelementptr double, ptr %.257, i64 %loop.index..534.0.4
  %.557.4 = load double, ptr %.556.4, align 8
  %.13.le.i.4 = tail call double @llvm.sin.f64(double %.548311.4)
  %.18.i.4 = fmul double %.557.4, %.13.le.i.4
  %sunkaddr563 = mul i64 %loop.index339, 8
  %sunkaddr564 = getelementptr i8, ptr %.6.i, i64 %sunkaddr563
  %sunkaddr565 = getelementptr i8, ptr %sunkaddr564, i64 32
  store double %.18.i.4, ptr %sunkaddr565, align 8
  %13 = add i64 %12, 1
  %loop.index..531.0.5 = select i1 %8, i64 %13, i64 %.531.0337
  %loop.index..534.0.5 = select i1 %8, i64 %13, i64 %.534.0338
  %.548311.in.5 = getelementptr double, ptr %.257, i64 %loop.index..531.0.5
  %.548311.5 = load double, ptr %.548311.in.5, align 8
  %.556.5 = getelementptr double, ptr %.257, i64 %loop.index..534.0.5
  %.557.5 = load double, ptr %.556.5, align 8
  %.13.le.i.5 = tail call double @llvm.sin.f64(double %.548311.5)
  %.18.i.5 = fmul double %.557.5, %.13.le.i.5
  %sunkaddr566 = mul i64 %loop.index339, 8
  %sunkaddr567 = getelementptr i8, ptr %.6.i, i64 %sunkaddr566
  %sunkaddr568 = getelementptr i8, ptr %sunkaddr567, i64 40
  store double %.18.i.5, ptr %sunkaddr568, align 8
  %14 = add i64 %13, 1
  %loop.index..531.0.6 = select i1 %8, i64 %14, i64 %.531.0337
  %loop.index..534.0.6 = select i1 %8, i64 %14, i64 %.534.0338
  %.548311.in.6 = getelementptr double, ptr %.257, i64 %loop.index..531.0.6
  %.548311.6 = load double, ptr %.548311.in.6, align 8
  %.556.6 = getelementptr double, ptr %.257, i64 %loop.index..534.0.6
  %.557.6 = load double, ptr %.556.6, align 8
  %.13.le.i.6 = tail call double @llvm.sin.f64(double %.548311.6)
  %.18.i.6 = fmul double %.557.6, %.13.le.i.6
  %sunkaddr569 = mul i64 %loop.index339, 8
  %sunkaddr570 = getelementptr i8, ptr %.6.i, i64 %sunkaddr569
  %sunkaddr571 = getelementptr i8, ptr %sunkaddr570, i64 48
  store double %.18.i.6, ptr %sunkaddr571, align 8
  %15 = add i64 %14, 1
  %loop.index..531.0.7 = select i1 %8, i64 %15, i64 %.531.0337
  %loop.index..534.0.7 = select i1 %8, i64 %15, i64 %.534.0338
  %.548311.in.7 = getelementptr double, ptr %.257, i64 %loop.index..531.0.7
  %.548311.7 = load double, ptr %.548311.in.7, align 8
  %.556.7 = getelementptr double, ptr %.257, i64 %loop.index..534.0.7
  %.557.7 = load double, ptr %.556.7, align 8
  %.13.le.i.7 = tail call double @llvm.sin.f64(double %.548311.7)
  %.18.i.7 = fmul double %.557.7, %.13.le.i.7
  %sunkaddr572 = mul i64 %loop.index339, 8
  %sunkaddr573 = getelementptr i8, ptr %.6.i, i64 %sunkaddr572
  %sunkaddr574 = getelementptr i8, ptr %sunkaddr573, i64 56
  store double %.18.i.7, ptr %sunkaddr574, align 8
  %.586.7 = add nuw i64 %loop.index339, 8
  %16 = add i64 %15, 1
  %niter.ncmp.7 = icmp eq i64 %16, %unroll_iter
  br i1 %niter.ncmp.7, label %for.end.else.endif.loopexit.unr-lcssa, label %for.body.endif.endif.endif

for.end.else.endif.loopexit.unr-lcssa:            ; preds = %for.body.endif.endif.endif
  %17 = icmp eq i64 %xtraiter, 0
  br i1 %17, label %for.end.else.endif, label %for.body.endif.endif.endif.epil.preheader

for.body.endif.endif.endif.epil.preheader:        ; preds = %for.end.else.endif.loopexit.unr-lcssa, %for.body.endif.endif.endif.preheader
  %loop.index339.epil.init = phi i64 [ 0, %for.body.endif.endif.endif.preheader ], [ %.586.7, %for.end.else.endif.loopexit.unr-lcssa ]
  %.534.0338.epil.init = phi i64 [ 0, %for.body.endif.endif.endif.preheader ], [ %loop.index..534.0.7, %for.end.else.endif.loopexit.unr-lcssa ]
  %.531.0337.epil.init = phi i64 [ 0, %for.body.endif.endif.endif.preheader ], [ %loop.index..531.0.7, %for.end.else.endif.loopexit.unr-lcssa ]
  br label %for.body.endif.endif.endif.epil

for.body.endif.endif.endif.epil:                  ; preds = %for.body.endif.endif.endif.epil, %for.body.endif.endif.endif.epil.preheader
  %lsr.iv468 = phi i64 [ %lsr.iv.next469, %for.body.endif.endif.endif.epil ], [ %xtraiter, %for.body.endif.endif.endif.epil.preheader ]
  %loop.index339.epil = phi i64 [ %.586.epil, %for.body.endif.endif.endif.epil ], [ %loop.index339.epil.init, %for.body.endif.endif.endif.epil.preheader ]
  %.534.0338.epil = phi i64 [ %loop.index..534.0.epil, %for.body.endif.endif.endif.epil ], [ %.534.0338.epil.init, %for.body.endif.endif.endif.epil.preheader ]
  %.531.0337.epil = phi i64 [ %loop.index..531.0.epil, %for.body.endif.endif.endif.epil ], [ %.531.0337.epil.init, %for.body.endif.endif.endif.epil.preheader ]
  %18 = icmp ugt i64 %.64.fca.5.1.load.fr, 1
  %loop.index..531.0.epil = select i1 %18, i64 %loop.index339.epil, i64 %.531.0337.epil
  %loop.index..534.0.epil = select i1 %18, i64 %loop.index339.epil, i64 %.534.0338.epil
  %.548311.in.epil = getelementptr double, ptr %.257, i64 %loop.index..531.0.epil
  %.548311.epil = load double, ptr %.548311.in.epil, align 8
  %.556.epil = getelementptr double, ptr %.257, i64 %loop.index..534.0.epil
  %.557.epil = load double, ptr %.556.epil, align 8
  %.13.le.i.epil = tail call double @llvm.sin.f64(double %.548311.epil)
  %.18.i.epil = fmul double %.557.epil, %.13.le.i.epil
  %19 = shl i64 %loop.index339.epil, 3
  %scevgep467 = getelementptr i8, ptr %.6.i, i64 %19
  store double %.18.i.epil, ptr %scevgep467, align 8
  %.586.epil = add nuw nsw i64 %loop.index339.epil, 1
  %lsr.iv.next469 = add nsw i64 %lsr.iv468, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next469, 0
  br i1 %epil.iter.cmp.not, label %for.end.else.endif, label %for.body.endif.endif.endif.epil, !llvm.loop !22

for.end.else.endif:                               ; preds = %for.body.endif.endif.endif.epil, %for.end.else.endif.loopexit.unr-lcssa, %B100.endif.endif.endif.endif.endif.endif
  %20 = icmp slt i64 %.64.fca.5.1.load.fr, 1
  tail call void @NRT_decref(ptr %arg.X.0)
  tail call void @NRT_decref(ptr %arg.X.0)
  br i1 %20, label %for.end.endif.else.endif.if, label %for.end.endif.endif, !prof !1

for.end.endif.endif:                              ; preds = %for.end.endif.else.endif.if, %for.end.else.endif
  %.789.sroa.0.3 = phi i64 [ %.64.fca.5.1.load.fr, %for.end.endif.else.endif.if ], [ 0, %for.end.else.endif ]
  %21 = icmp ne i64 %.64.fca.5.1.load.fr, 1
  %.892 = sub i64 %.64.fca.5.1.load.fr, %.789.sroa.0.3
  %.899 = icmp slt i64 %.892, 1
  %.901 = select i1 %.899, i64 0, i64 %.892
  %.916 = icmp ne i64 %.64.fca.5.1.load.fr, %.901
  %.918.not = and i1 %21, %.916
  br i1 %.918.not, label %for.end.endif.endif.if, label %for.end.endif.endif.endif, !prof !1

for.end.endif.else.endif.if:                      ; preds = %for.end.else.endif
  br label %for.end.endif.endif

.884.loopexit.unr-lcssa:                          ; preds = %.883.endif
  %lcmp.mod276.not = icmp eq i64 %xtraiter274, 0
  %22 = add i64 %lsr.iv.next523, -7
  %23 = add i64 %.789.sroa.0.3, %lsr.iv.next523
  %24 = add i64 %23, -7
  br i1 %lcmp.mod276.not, label %.884, label %.883.endif.epil.preheader, !prof !24

.883.endif.epil.preheader:                        ; preds = %.884.loopexit.unr-lcssa, %.883.endif.lr.ph
  %.881.0344.epil.init = phi i64 [ 0, %.883.endif.lr.ph ], [ %22, %.884.loopexit.unr-lcssa ]
  %.879.0343.epil.init = phi i64 [ %.789.sroa.0.3, %.883.endif.lr.ph ], [ %24, %.884.loopexit.unr-lcssa ]
  %25 = shl i64 %.879.0343.epil.init, 3
  %scevgep542 = getelementptr i8, ptr %lsr.iv524, i64 %25
  br label %.883.endif.epil

.883.endif.epil:                                  ; preds = %.883.endif.epil, %.883.endif.epil.preheader
  %epil.iter275 = phi i64 [ 0, %.883.endif.epil.preheader ], [ %epil.iter275.next, %.883.endif.epil ]
  %26 = add i64 %.881.0344.epil.init, %epil.iter275
  %27 = shl nuw nsw i64 %epil.iter275, 3
  %scevgep543 = getelementptr i8, ptr %scevgep542, i64 %27
  %.1038.epil = tail call i64 @llvm.umin.i64(i64 %26, i64 %.1037)
  %.1034.0.epil = getelementptr double, ptr %.980.0, i64 %.1038.epil
  %.1052.epil = load double, ptr %.1034.0.epil, align 8
  store double %.1052.epil, ptr %scevgep543, align 8
  %epil.iter275.next = add i64 %epil.iter275, 1
  %epil.iter275.cmp.not = icmp eq i64 %xtraiter274, %epil.iter275.next
  br i1 %epil.iter275.cmp.not, label %.884, label %.883.endif.epil, !prof !25, !llvm.loop !26

.884:                                             ; preds = %.883.endif.epil, %.884.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif
  br i1 %.979, label %.884.if, label %.884.endif, !prof !1

for.end.endif.endif.if:                           ; preds = %for.end.endif.endif
  %.929 = call i32 @_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE(ptr nonnull %.923, ptr nonnull %excinfo.6, i64 %.64.fca.5.1.load.fr, i64 %.901)
  %cond115 = icmp eq i32 %.929, 0
  br i1 %cond115, label %for.end.endif.endif.endif, label %for.end.endif.endif.if.if.if, !prof !28

for.end.endif.endif.endif:                        ; preds = %for.end.endif.endif.if, %for.end.endif.endif
  %28 = icmp slt i64 %.892, 1
  %29 = ptrtoint ptr %.6.i.i to i64
  %.955 = ptrtoint ptr %.6.i to i64
  %.957 = add i64 %.467, %.955
  %.963 = mul i64 %.186354364, %.53.i
  %.971 = add i64 %.963, 8
  %.972 = select i1 %28, i64 0, i64 %.963
  %.973 = select i1 %28, i64 0, i64 %.971
  %.975 = add i64 %.972, %29
  %.976 = add i64 %.973, %29
  %.977 = icmp ugt i64 %.976, %.955
  %.978 = icmp ult i64 %.975, %.957
  %.979 = and i1 %.977, %.978
  br i1 %.979, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !1

for.end.endif.endif.if.if.if:                     ; preds = %for.end.endif.endif.if
  %.937 = icmp sgt i32 %.929, 0
  %.930 = load ptr, ptr %excinfo.6, align 8
  %.938 = select i1 %.937, ptr %.930, ptr undef
  store ptr %.938, ptr %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif.endif.endif
  %.989 = tail call ptr @NRT_Allocate(i64 %.467)
  %.990 = icmp eq ptr %.989, null
  br i1 %.990, label %for.end.endif.endif.endif.if.if, label %for.cond.1.preheader, !prof !1

for.cond.1.preheader:                             ; preds = %for.end.endif.endif.endif.if
  %30 = icmp sgt i64 %.64.fca.5.1.load.fr, 0
  br i1 %30, label %iter.check169, label %for.end.endif.endif.endif.endif

iter.check169:                                    ; preds = %for.cond.1.preheader
  %31 = ptrtoint ptr %.989 to i64
  %32 = ptrtoint ptr %.6.i to i64
  %33 = icmp ult i64 %.64.fca.5.1.load.fr, 4
  %34 = sub i64 %31, %32
  %diff.check166 = icmp ult i64 %34, 256
  %or.cond = or i1 %33, %diff.check166
  br i1 %or.cond, label %for.body.1.preheader, label %vector.main.loop.iter.check171

vector.main.loop.iter.check171:                   ; preds = %iter.check169
  %35 = icmp ult i64 %.64.fca.5.1.load.fr, 32
  br i1 %35, label %vec.epilog.ph188, label %vector.body175.preheader

vector.body175.preheader:                         ; preds = %vector.main.loop.iter.check171
  br label %vector.body175

vector.body175:                                   ; preds = %vector.body175.preheader, %vector.body175
  %index176 = phi i64 [ %index.next181, %vector.body175 ], [ 0, %vector.body175.preheader ]
  %36 = shl i64 %index176, 3
  %scevgep476 = getelementptr i8, ptr %.989, i64 %36
  %sunkaddr575 = mul i64 %index176, 8
  %sunkaddr576 = getelementptr i8, ptr %.6.i, i64 %sunkaddr575
  %wide.load177 = load <8 x double>, ptr %sunkaddr576, align 8
  %sunkaddr577 = mul i64 %index176, 8
  %sunkaddr578 = getelementptr i8, ptr %.6.i, i64 %sunkaddr577
  %sunkaddr579 = getelementptr i8, ptr %sunkaddr578, i64 64
  %wide.load178 = load <8 x double>, ptr %sunkaddr579, align 8
  %sunkaddr580 = mul i64 %index176, 8
  %sunkaddr581 = getelementptr i8, ptr %.6.i, i64 %sunkaddr580
  %sunkaddr582 = getelementptr i8, ptr %sunkaddr581, i64 128
  %wide.load179 = load <8 x double>, ptr %sunkaddr582, align 8
  %sunkaddr583 = mul i64 %index176, 8
  %sunkaddr584 = getelementptr i8, ptr %.6.i, i64 %sunkaddr583
  %sunkaddr585 = getelementptr i8, ptr %sunkaddr584, i64 192
  %wide.load180 = load <8 x double>, ptr %sunkaddr585, align 8
  %37 = shl i64 %index176, 3
  %scevgep474 = getelementptr i8, ptr %.989, i64 %37
  %scevgep475 = getelementptr i8, ptr %scevgep474, i64 64
  %38 = shl i64 %index176, 3
  %scevgep472 = getelementptr i8, ptr %.989, i64 %38
  %scevgep473 = getelementptr i8, ptr %scevgep472, i64 128
  %39 = shl i64 %index176, 3
  %scevgep470 = getelementptr i8, ptr %.989, i64 %39
  %scevgep471 = getelementptr i8, ptr %scevgep470, i64 192
  store <8 x double> %wide.load177, ptr %scevgep476, align 8
  store <8 x double> %wide.load178, ptr %scevgep475, align 8
  store <8 x double> %wide.load179, ptr %scevgep473, align 8
  store <8 x double> %wide.load180, ptr %scevgep471, align 8
  %index.next181 = add nuw i64 %index176, 32
  %40 = icmp eq i64 %n.vec174, %index.next181
  br i1 %40, label %middle.block182, label %vector.body175, !llvm.loop !29

middle.block182:                                  ; preds = %vector.body175
  %41 = icmp eq i64 %.64.fca.5.1.load.fr, %n.vec174
  br i1 %41, label %for.end.endif.endif.endif.endif, label %vec.epilog.iter.check186

vec.epilog.iter.check186:                         ; preds = %middle.block182
  %42 = and i64 %.64.fca.5.1.load.fr, 28
  %43 = icmp eq i64 %42, 0
  br i1 %43, label %for.body.1.preheader, label %vec.epilog.ph188, !prof !32

vec.epilog.ph188:                                 ; preds = %vector.main.loop.iter.check171, %vec.epilog.iter.check186
  %vec.epilog.resume.val184 = phi i64 [ %n.vec174, %vec.epilog.iter.check186 ], [ 0, %vector.main.loop.iter.check171 ]
  br label %vec.epilog.vector.body191

vec.epilog.vector.body191:                        ; preds = %vec.epilog.vector.body191, %vec.epilog.ph188
  %index192 = phi i64 [ %vec.epilog.resume.val184, %vec.epilog.ph188 ], [ %index.next194, %vec.epilog.vector.body191 ]
  %44 = shl i64 %index192, 3
  %scevgep486 = getelementptr i8, ptr %.6.i, i64 %44
  %45 = shl i64 %index192, 3
  %scevgep485 = getelementptr i8, ptr %.989, i64 %45
  %wide.load193 = load <4 x double>, ptr %scevgep486, align 8
  store <4 x double> %wide.load193, ptr %scevgep485, align 8
  %index.next194 = add nuw i64 %index192, 4
  %46 = icmp eq i64 %n.vec190, %index.next194
  br i1 %46, label %vec.epilog.middle.block195, label %vec.epilog.vector.body191, !llvm.loop !33

vec.epilog.middle.block195:                       ; preds = %vec.epilog.vector.body191
  %47 = icmp eq i64 %.64.fca.5.1.load.fr, %n.vec190
  br i1 %47, label %for.end.endif.endif.endif.endif, label %for.body.1.preheader

for.body.1.preheader:                             ; preds = %iter.check169, %vec.epilog.iter.check186, %vec.epilog.middle.block195
  %loop.index.1341.ph = phi i64 [ 0, %iter.check169 ], [ %n.vec174, %vec.epilog.iter.check186 ], [ %n.vec190, %vec.epilog.middle.block195 ]
  %48 = sub nsw i64 %.64.fca.5.1.load.fr, %loop.index.1341.ph
  %xtraiter272 = and i64 %48, 7
  %lcmp.mod273.not = icmp eq i64 %xtraiter272, 0
  br i1 %lcmp.mod273.not, label %for.body.1.prol.loopexit, label %for.body.1.prol.preheader

for.body.1.prol.preheader:                        ; preds = %for.body.1.preheader
  br label %for.body.1.prol

for.body.1.prol:                                  ; preds = %for.body.1.prol.preheader, %for.body.1.prol
  %lsr.iv489 = phi i64 [ %xtraiter272, %for.body.1.prol.preheader ], [ %lsr.iv.next490, %for.body.1.prol ]
  %loop.index.1341.prol = phi i64 [ %.1010.prol, %for.body.1.prol ], [ %loop.index.1341.ph, %for.body.1.prol.preheader ]
  %49 = shl i64 %loop.index.1341.prol, 3
  %scevgep488 = getelementptr i8, ptr %.6.i, i64 %49
  %50 = shl i64 %loop.index.1341.prol, 3
  %scevgep487 = getelementptr i8, ptr %.989, i64 %50
  %.1008.prol = load double, ptr %scevgep488, align 8
  store double %.1008.prol, ptr %scevgep487, align 8
  %.1010.prol = add nuw i64 %loop.index.1341.prol, 1
  %lsr.iv.next490 = add nsw i64 %lsr.iv489, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next490, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.prol.loopexit, label %for.body.1.prol, !llvm.loop !34

for.body.1.prol.loopexit:                         ; preds = %for.body.1.prol, %for.body.1.preheader
  %loop.index.1341.unr = phi i64 [ %loop.index.1341.ph, %for.body.1.preheader ], [ %.1010.prol, %for.body.1.prol ]
  %51 = sub nsw i64 %loop.index.1341.ph, %.64.fca.5.1.load.fr
  %52 = icmp ugt i64 %51, -8
  br i1 %52, label %for.end.endif.endif.endif.endif, label %for.body.1.preheader294

for.body.1.preheader294:                          ; preds = %for.body.1.prol.loopexit
  br label %for.body.1

for.end.endif.endif.endif.endif:                  ; preds = %for.body.1, %for.body.1.prol.loopexit, %vec.epilog.middle.block195, %middle.block182, %for.cond.1.preheader, %for.end.endif.endif.endif
  %.980.0 = phi ptr [ %.6.i, %for.end.endif.endif.endif ], [ %.989, %for.body.1.prol.loopexit ], [ %.989, %for.cond.1.preheader ], [ %.989, %middle.block182 ], [ %.989, %vec.epilog.middle.block195 ], [ %.989, %for.body.1 ]
  %.1024.not342 = icmp slt i64 %.789.sroa.0.3, %.64.fca.5.1.load.fr
  br i1 %.1024.not342, label %.883.endif.lr.ph, label %.884, !prof !35

.883.endif.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif
  %xtraiter274 = and i64 %.892, 7
  %53 = sub i64 %.789.sroa.0.3, %.64.fca.5.1.load.fr
  %54 = icmp ugt i64 %53, -8
  br i1 %54, label %.883.endif.epil.preheader, label %.883.endif.lr.ph.new, !prof !36

.883.endif.lr.ph.new:                             ; preds = %.883.endif.lr.ph
  %55 = lshr i64 %.892, 3
  %56 = mul i64 %55, -8
  %57 = shl i64 %.789.sroa.0.3, 3
  %scevgep526 = getelementptr i8, ptr %lsr.iv524, i64 %57
  br label %.883.endif

for.end.endif.endif.endif.if.if:                  ; preds = %for.end.endif.endif.endif.if
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8, !numba_exception_output !14
  br label %common.ret

for.body.1:                                       ; preds = %for.body.1.preheader294, %for.body.1
  %loop.index.1341 = phi i64 [ %.1010.7, %for.body.1 ], [ %loop.index.1341.unr, %for.body.1.preheader294 ]
  %58 = shl i64 %loop.index.1341, 3
  %scevgep505 = getelementptr i8, ptr %.989, i64 %58
  %sunkaddr586 = mul i64 %loop.index.1341, 8
  %sunkaddr587 = getelementptr i8, ptr %.6.i, i64 %sunkaddr586
  %.1008 = load double, ptr %sunkaddr587, align 8
  store double %.1008, ptr %scevgep505, align 8
  %59 = shl i64 %loop.index.1341, 3
  %scevgep503 = getelementptr i8, ptr %.989, i64 %59
  %scevgep504 = getelementptr i8, ptr %scevgep503, i64 8
  %sunkaddr588 = mul i64 %loop.index.1341, 8
  %sunkaddr589 = getelementptr i8, ptr %.6.i, i64 %sunkaddr588
  %sunkaddr590 = getelementptr i8, ptr %sunkaddr589, i64 8
  %.1008.1 = load double, ptr %sunkaddr590, align 8
  store double %.1008.1, ptr %scevgep504, align 8
  %60 = shl i64 %loop.index.1341, 3
  %scevgep501 = getelementptr i8, ptr %.989, i64 %60
  %scevgep502 = getelementptr i8, ptr %scevgep501, i64 16
  %sunkaddr591 = mul i64 %loop.index.1341, 8
  %sunkaddr592 = getelementptr i8, ptr %.6.i, i64 %sunkaddr591
  %sunkaddr593 = getelementptr i8, ptr %sunkaddr592, i64 16
  %.1008.2 = load double, ptr %sunkaddr593, align 8
  store double %.1008.2, ptr %scevgep502, align 8
  %61 = shl i64 %loop.index.1341, 3
  %scevgep499 = getelementptr i8, ptr %.989, i64 %61
  %scevgep500 = getelementptr i8, ptr %scevgep499, i64 24
  %sunkaddr594 = mul i64 %loop.index.1341, 8
  %sunkaddr595 = getelementptr i8, ptr %.6.i, i64 %sunkaddr594
  %sunkaddr596 = getelementptr i8, ptr %sunkaddr595, i64 24
  %.1008.3 = load double, ptr %sunkaddr596, align 8
  store double %.1008.3, ptr %scevgep500, align 8
  %62 = shl i64 %loop.index.1341, 3
  %scevgep497 = getelementptr i8, ptr %.989, i64 %62
  %scevgep498 = getelementptr i8, ptr %scevgep497, i64 32
  %sunkaddr597 = mul i64 %loop.index.1341, 8
  %sunkaddr598 = getelementptr i8, ptr %.6.i, i64 %sunkaddr597
  %sunkaddr599 = getelementptr i8, ptr %sunkaddr598, i64 32
  %.1008.4 = load double, ptr %sunkaddr599, align 8
  store double %.1008.4, ptr %scevgep498, align 8
  %63 = shl i64 %loop.index.1341, 3
  %scevgep495 = getelementptr i8, ptr %.989, i64 %63
  %scevgep496 = getelementptr i8, ptr %scevgep495, i64 40
  %sunkaddr600 = mul i64 %loop.index.1341, 8
  %sunkaddr601 = getelementptr i8, ptr %.6.i, i64 %sunkaddr600
  %sunkaddr602 = getelementptr i8, ptr %sunkaddr601, i64 40
  %.1008.5 = load double, ptr %sunkaddr602, align 8
  store double %.1008.5, ptr %scevgep496, align 8
  %64 = shl i64 %loop.index.1341, 3
  %scevgep493 = getelementptr i8, ptr %.989, i64 %64
  %scevgep494 = getelementptr i8, ptr %scevgep493, i64 48
  %sunkaddr603 = mul i64 %loop.index.1341, 8
  %sunkaddr604 = getelementptr i8, ptr %.6.i, i64 %sunkaddr603
  %sunkaddr605 = getelementptr i8, ptr %sunkaddr604, i64 48
  %.1008.6 = load double, ptr %sunkaddr605, align 8
  store double %.1008.6, ptr %scevgep494, align 8
  %65 = shl i64 %loop.index.1341, 3
  %scevgep491 = getelementptr i8, ptr %.989, i64 %65
  %scevgep492 = getelementptr i8, ptr %scevgep491, i64 56
  %sunkaddr606 = mul i64 %loop.index.1341, 8
  %sunkaddr607 = getelementptr i8, ptr %.6.i, i64 %sunkaddr606
  %sunkaddr608 = getelementptr i8, ptr %sunkaddr607, i64 56
  %.1008.7 = load double, ptr %sunkaddr608, align 8
  store double %.1008.7, ptr %scevgep492, align 8
  %.1010.7 = add nuw nsw i64 %loop.index.1341, 8
  %exitcond474.not.7 = icmp eq i64 %.64.fca.5.1.load.fr, %.1010.7
  br i1 %exitcond474.not.7, label %for.end.endif.endif.endif.endif, label %for.body.1, !llvm.loop !37

.883.endif:                                       ; preds = %.883.endif, %.883.endif.lr.ph.new
  %lsr.iv522 = phi i64 [ %lsr.iv.next523, %.883.endif ], [ 7, %.883.endif.lr.ph.new ]
  %66 = add i64 %lsr.iv522, -7
  %67 = shl i64 %lsr.iv522, 3
  %scevgep529 = getelementptr i8, ptr %scevgep526, i64 %67
  %scevgep530 = getelementptr i8, ptr %scevgep529, i64 -56
  %.1038 = tail call i64 @llvm.umin.i64(i64 %66, i64 %.1037)
  %.1034.0 = getelementptr double, ptr %.980.0, i64 %.1038
  %.1052 = load double, ptr %.1034.0, align 8
  store double %.1052, ptr %scevgep530, align 8
  %68 = add i64 %lsr.iv522, -6
  %69 = shl i64 %lsr.iv522, 3
  %scevgep536 = getelementptr i8, ptr %scevgep526, i64 %69
  %scevgep537 = getelementptr i8, ptr %scevgep536, i64 -48
  %.1038.1 = tail call i64 @llvm.umin.i64(i64 %68, i64 %.1037)
  %.1034.0.1 = getelementptr double, ptr %.980.0, i64 %.1038.1
  %.1052.1 = load double, ptr %.1034.0.1, align 8
  store double %.1052.1, ptr %scevgep537, align 8
  %70 = add i64 %lsr.iv522, -5
  %71 = shl i64 %lsr.iv522, 3
  %scevgep538 = getelementptr i8, ptr %scevgep526, i64 %71
  %scevgep539 = getelementptr i8, ptr %scevgep538, i64 -40
  %.1038.2 = tail call i64 @llvm.umin.i64(i64 %70, i64 %.1037)
  %.1034.0.2 = getelementptr double, ptr %.980.0, i64 %.1038.2
  %.1052.2 = load double, ptr %.1034.0.2, align 8
  store double %.1052.2, ptr %scevgep539, align 8
  %72 = add i64 %lsr.iv522, -4
  %73 = shl i64 %lsr.iv522, 3
  %scevgep540 = getelementptr i8, ptr %scevgep526, i64 %73
  %scevgep541 = getelementptr i8, ptr %scevgep540, i64 -32
  %.1038.3 = tail call i64 @llvm.umin.i64(i64 %72, i64 %.1037)
  %.1034.0.3 = getelementptr double, ptr %.980.0, i64 %.1038.3
  %.1052.3 = load double, ptr %.1034.0.3, align 8
  store double %.1052.3, ptr %scevgep541, align 8
  %74 = add i64 %lsr.iv522, -3
  %75 = shl i64 %lsr.iv522, 3
  %scevgep527 = getelementptr i8, ptr %scevgep526, i64 %75
  %scevgep528 = getelementptr i8, ptr %scevgep527, i64 -24
  %.1038.4 = tail call i64 @llvm.umin.i64(i64 %74, i64 %.1037)
  %.1034.0.4 = getelementptr double, ptr %.980.0, i64 %.1038.4
  %.1052.4 = load double, ptr %.1034.0.4, align 8
  store double %.1052.4, ptr %scevgep528, align 8
  %76 = add i64 %lsr.iv522, -2
  %77 = shl i64 %lsr.iv522, 3
  %scevgep534 = getelementptr i8, ptr %scevgep526, i64 %77
  %scevgep535 = getelementptr i8, ptr %scevgep534, i64 -16
  %.1038.5 = tail call i64 @llvm.umin.i64(i64 %76, i64 %.1037)
  %.1034.0.5 = getelementptr double, ptr %.980.0, i64 %.1038.5
  %.1052.5 = load double, ptr %.1034.0.5, align 8
  store double %.1052.5, ptr %scevgep535, align 8
  %78 = add i64 %lsr.iv522, -1
  %79 = shl i64 %lsr.iv522, 3
  %scevgep532 = getelementptr i8, ptr %scevgep526, i64 %79
  %scevgep533 = getelementptr i8, ptr %scevgep532, i64 -8
  %.1038.6 = tail call i64 @llvm.umin.i64(i64 %78, i64 %.1037)
  %.1034.0.6 = getelementptr double, ptr %.980.0, i64 %.1038.6
  %.1052.6 = load double, ptr %.1034.0.6, align 8
  store double %.1052.6, ptr %scevgep533, align 8
  %80 = shl i64 %lsr.iv522, 3
  %scevgep531 = getelementptr i8, ptr %scevgep526, i64 %80
  %.1038.7 = tail call i64 @llvm.umin.i64(i64 %lsr.iv522, i64 %.1037)
  %.1034.0.7 = getelementptr double, ptr %.980.0, i64 %.1038.7
  %.1052.7 = load double, ptr %.1034.0.7, align 8
  store double %.1052.7, ptr %scevgep531, align 8
  %lsr.iv.next523 = add i64 %lsr.iv522, 8
  %81 = add i64 %56, %lsr.iv.next523
  %niter279.ncmp.7 = icmp eq i64 %81, 7
  br i1 %niter279.ncmp.7, label %.884.loopexit.unr-lcssa, label %.883.endif, !prof !38, !llvm.loop !39

.884.if:                                          ; preds = %.884
  tail call void @NRT_Free(ptr %.980.0)
  br label %.884.endif

.884.endif:                                       ; preds = %.884.if, %.884
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %scevgep525 = getelementptr i8, ptr %lsr.iv524, i64 %.53.i
  %exitcond476.not = icmp eq i64 %.193, %.64.fca.5.0.load.fr
  br i1 %exitcond476.not, label %B128.i51.1, label %B128.i

B192.endif.endif.if:                              ; preds = %B128.i51.1
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !14
  br label %common.ret

B192.endif.endif.endif:                           ; preds = %B128.i51.1
  %.1159 = shl nsw i64 %.1154, 3
  %.7.i.i76 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.1159, i32 32), !noalias !41
  %.8.i.i77 = icmp eq ptr %.7.i.i76, null
  br i1 %.8.i.i77, label %B192.endif.endif.endif.if.if, label %B192.endif.endif.endif.endif, !prof !1

B192.endif.endif.endif.endif:                     ; preds = %B192.endif.endif.endif
  %.5.i82 = getelementptr i8, ptr %.7.i.i76, i64 24
  %.6.i83 = load ptr, ptr %.5.i82, align 8
  %.1239397 = icmp sgt i64 %.64.fca.5.0.load.fr, 0
  br i1 %.1239397, label %for.cond.3.preheader.lr.ph, label %for.end.2

for.cond.3.preheader.lr.ph:                       ; preds = %B192.endif.endif.endif.endif
  %.1242367 = icmp sgt i64 %.64.fca.5.1.load.fr, 0
  br i1 %.1242367, label %for.cond.3.preheader.lr.ph.split.us, label %for.end.2

for.cond.3.preheader.lr.ph.split.us:              ; preds = %for.cond.3.preheader.lr.ph
  %.1244.not = icmp eq i64 %.64.fca.5.0.load.fr, 1
  br i1 %.1244.not, label %for.cond.3.preheader.lr.ph.split.us.split, label %for.cond.3.preheader.lr.ph.split.us.split.us

for.cond.3.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.3.preheader.lr.ph.split.us
  %82 = icmp ugt i64 %.64.fca.5.1.load.fr, 1
  br i1 %82, label %for.cond.3.preheader.us.us.us.preheader, label %iter.check202

iter.check202:                                    ; preds = %for.cond.3.preheader.lr.ph.split.us.split.us
  %83 = ptrtoint ptr %.6.i83 to i64
  %84 = ptrtoint ptr %.6.i.i to i64
  %min.iters.check200 = icmp ult i64 %.64.fca.5.0.load.fr, 4
  %ident.check.not = icmp ne i64 %.64.fca.5.1.load.fr, 1
  %or.cond264.not268 = or i1 %min.iters.check200, %ident.check.not
  %85 = sub i64 %83, %84
  %diff.check199 = icmp ult i64 %85, 256
  %or.cond265 = select i1 %or.cond264.not268, i1 true, i1 %diff.check199
  br i1 %or.cond265, label %for.body.3.endif.endif.endif.us.us418.us.preheader, label %vector.main.loop.iter.check204

for.body.3.endif.endif.endif.us.us418.us.preheader: ; preds = %vec.epilog.middle.block228, %vec.epilog.iter.check219, %iter.check202
  %loop.index.2400.us.us.ph = phi i64 [ 0, %iter.check202 ], [ %n.vec207, %vec.epilog.iter.check219 ], [ %n.vec223, %vec.epilog.middle.block228 ]
  %86 = sub nsw i64 %.64.fca.5.0.load.fr, %loop.index.2400.us.us.ph
  %xtraiter280 = and i64 %86, 7
  %lcmp.mod281.not = icmp eq i64 %xtraiter280, 0
  br i1 %lcmp.mod281.not, label %for.body.3.endif.endif.endif.us.us418.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us418.us.prol.preheader

for.body.3.endif.endif.endif.us.us418.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us.us418.us.preheader
  %87 = mul i64 %.64.fca.5.1.load.fr, %loop.index.2400.us.us.ph
  %88 = shl i64 %87, 3
  %89 = shl i64 %.64.fca.5.1.load.fr, 3
  %90 = sub i64 0, %xtraiter280
  br label %for.body.3.endif.endif.endif.us.us418.us.prol

for.body.3.endif.endif.endif.us.us418.us.prol:    ; preds = %for.body.3.endif.endif.endif.us.us418.us.prol.preheader, %for.body.3.endif.endif.endif.us.us418.us.prol
  %lsr.iv429 = phi i64 [ %88, %for.body.3.endif.endif.endif.us.us418.us.prol.preheader ], [ %lsr.iv.next430, %for.body.3.endif.endif.endif.us.us418.us.prol ]
  %lsr.iv427 = phi i64 [ 0, %for.body.3.endif.endif.endif.us.us418.us.prol.preheader ], [ %lsr.iv.next428, %for.body.3.endif.endif.endif.us.us418.us.prol ]
  %scevgep432 = getelementptr i8, ptr %.6.i.i, i64 %lsr.iv429
  %scevgep431 = getelementptr i8, ptr %.6.i83, i64 %lsr.iv429
  %.1260.us.us416.us.prol = load double, ptr %scevgep432, align 8
  %.5.i85.prol = fmul double %.1260.us.us416.us.prol, %.1260.us.us416.us.prol
  store double %.5.i85.prol, ptr %scevgep431, align 8
  %lsr.iv.next428 = add nsw i64 %lsr.iv427, -1
  %lsr.iv.next430 = add i64 %lsr.iv429, %89
  %prol.iter282.cmp.not = icmp eq i64 %90, %lsr.iv.next428
  br i1 %prol.iter282.cmp.not, label %for.body.3.endif.endif.endif.us.us418.us.prol.loopexit.loopexit, label %for.body.3.endif.endif.endif.us.us418.us.prol, !llvm.loop !48

for.body.3.endif.endif.endif.us.us418.us.prol.loopexit.loopexit: ; preds = %for.body.3.endif.endif.endif.us.us418.us.prol
  %91 = sub i64 %loop.index.2400.us.us.ph, %lsr.iv.next428
  br label %for.body.3.endif.endif.endif.us.us418.us.prol.loopexit

for.body.3.endif.endif.endif.us.us418.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us.us418.us.prol.loopexit.loopexit, %for.body.3.endif.endif.endif.us.us418.us.preheader
  %loop.index.2400.us.us.unr = phi i64 [ %loop.index.2400.us.us.ph, %for.body.3.endif.endif.endif.us.us418.us.preheader ], [ %91, %for.body.3.endif.endif.endif.us.us418.us.prol.loopexit.loopexit ]
  %92 = sub nsw i64 %loop.index.2400.us.us.ph, %.64.fca.5.0.load.fr
  %93 = icmp ugt i64 %92, -8
  br i1 %93, label %for.end.2, label %for.body.3.endif.endif.endif.us.us418.us.preheader292

for.body.3.endif.endif.endif.us.us418.us.preheader292: ; preds = %for.body.3.endif.endif.endif.us.us418.us.prol.loopexit
  %94 = sub i64 %.64.fca.5.0.load.fr, %loop.index.2400.us.us.unr
  %95 = mul i64 %.64.fca.5.1.load.fr, %loop.index.2400.us.us.unr
  %96 = shl i64 %95, 3
  %97 = shl i64 %.64.fca.5.1.load.fr, 6
  %98 = shl i64 %.64.fca.5.1.load.fr, 3
  br label %for.body.3.endif.endif.endif.us.us418.us

vector.main.loop.iter.check204:                   ; preds = %iter.check202
  %const545 = bitcast i64 9223372036854775776 to i64
  %min.iters.check203 = icmp ult i64 %.64.fca.5.0.load.fr, 32
  br i1 %min.iters.check203, label %vec.epilog.ph221, label %vector.ph205

vector.ph205:                                     ; preds = %vector.main.loop.iter.check204
  %n.vec207 = and i64 %.64.fca.5.0.load.fr, %const545
  br label %vector.body208

vector.body208:                                   ; preds = %vector.body208, %vector.ph205
  %index209 = phi i64 [ 0, %vector.ph205 ], [ %index.next214, %vector.body208 ]
  %sunkaddr609 = mul i64 %index209, 8
  %sunkaddr610 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr609
  %wide.load210 = load <8 x double>, ptr %sunkaddr610, align 8
  %sunkaddr611 = mul i64 %index209, 8
  %sunkaddr612 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr611
  %sunkaddr613 = getelementptr i8, ptr %sunkaddr612, i64 64
  %wide.load211 = load <8 x double>, ptr %sunkaddr613, align 8
  %sunkaddr614 = mul i64 %index209, 8
  %sunkaddr615 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr614
  %sunkaddr616 = getelementptr i8, ptr %sunkaddr615, i64 128
  %wide.load212 = load <8 x double>, ptr %sunkaddr616, align 8
  %sunkaddr617 = mul i64 %index209, 8
  %sunkaddr618 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr617
  %sunkaddr619 = getelementptr i8, ptr %sunkaddr618, i64 192
  %wide.load213 = load <8 x double>, ptr %sunkaddr619, align 8
  %99 = fmul <8 x double> %wide.load210, %wide.load210
  %100 = fmul <8 x double> %wide.load211, %wide.load211
  %101 = fmul <8 x double> %wide.load212, %wide.load212
  %102 = fmul <8 x double> %wide.load213, %wide.load213
  %sunkaddr620 = mul i64 %index209, 8
  %sunkaddr621 = getelementptr i8, ptr %.6.i83, i64 %sunkaddr620
  store <8 x double> %99, ptr %sunkaddr621, align 8
  %sunkaddr622 = mul i64 %index209, 8
  %sunkaddr623 = getelementptr i8, ptr %.6.i83, i64 %sunkaddr622
  %sunkaddr624 = getelementptr i8, ptr %sunkaddr623, i64 64
  store <8 x double> %100, ptr %sunkaddr624, align 8
  %sunkaddr625 = mul i64 %index209, 8
  %sunkaddr626 = getelementptr i8, ptr %.6.i83, i64 %sunkaddr625
  %sunkaddr627 = getelementptr i8, ptr %sunkaddr626, i64 128
  store <8 x double> %101, ptr %sunkaddr627, align 8
  %sunkaddr628 = mul i64 %index209, 8
  %sunkaddr629 = getelementptr i8, ptr %.6.i83, i64 %sunkaddr628
  %sunkaddr630 = getelementptr i8, ptr %sunkaddr629, i64 192
  store <8 x double> %102, ptr %sunkaddr630, align 8
  %index.next214 = add nuw i64 %index209, 32
  %103 = icmp eq i64 %n.vec207, %index.next214
  br i1 %103, label %middle.block215, label %vector.body208, !llvm.loop !49

middle.block215:                                  ; preds = %vector.body208
  %cmp.n216 = icmp eq i64 %.64.fca.5.0.load.fr, %n.vec207
  br i1 %cmp.n216, label %for.end.2, label %vec.epilog.iter.check219

vec.epilog.iter.check219:                         ; preds = %middle.block215
  %104 = and i64 %.64.fca.5.0.load.fr, 28
  %min.epilog.iters.check220 = icmp eq i64 %104, 0
  br i1 %min.epilog.iters.check220, label %for.body.3.endif.endif.endif.us.us418.us.preheader, label %vec.epilog.ph221, !prof !32

vec.epilog.ph221:                                 ; preds = %vector.main.loop.iter.check204, %vec.epilog.iter.check219
  %vec.epilog.resume.val217 = phi i64 [ %n.vec207, %vec.epilog.iter.check219 ], [ 0, %vector.main.loop.iter.check204 ]
  %const_mat546 = add i64 %const545, 28
  %n.vec223 = and i64 %.64.fca.5.0.load.fr, %const_mat546
  br label %vec.epilog.vector.body224

vec.epilog.vector.body224:                        ; preds = %vec.epilog.vector.body224, %vec.epilog.ph221
  %index225 = phi i64 [ %vec.epilog.resume.val217, %vec.epilog.ph221 ], [ %index.next227, %vec.epilog.vector.body224 ]
  %105 = shl i64 %index225, 3
  %scevgep434 = getelementptr i8, ptr %.6.i83, i64 %105
  %106 = shl i64 %index225, 3
  %scevgep433 = getelementptr i8, ptr %.6.i.i, i64 %106
  %wide.load226 = load <4 x double>, ptr %scevgep433, align 8
  %107 = fmul <4 x double> %wide.load226, %wide.load226
  store <4 x double> %107, ptr %scevgep434, align 8
  %index.next227 = add nuw i64 %index225, 4
  %108 = icmp eq i64 %n.vec223, %index.next227
  br i1 %108, label %vec.epilog.middle.block228, label %vec.epilog.vector.body224, !llvm.loop !50

vec.epilog.middle.block228:                       ; preds = %vec.epilog.vector.body224
  %cmp.n229 = icmp eq i64 %.64.fca.5.0.load.fr, %n.vec223
  br i1 %cmp.n229, label %for.end.2, label %for.body.3.endif.endif.endif.us.us418.us.preheader

for.cond.3.preheader.us.us.us.preheader:          ; preds = %for.cond.3.preheader.lr.ph.split.us.split.us
  %109 = ptrtoint ptr %.6.i83 to i64
  %110 = ptrtoint ptr %.6.i.i to i64
  %const547 = bitcast i64 9223372036854775776 to i64
  %111 = sub i64 %109, %110
  %min.iters.check233 = icmp ult i64 %.64.fca.5.1.load.fr, 4
  %diff.check232 = icmp ult i64 %111, 256
  %or.cond266 = select i1 %min.iters.check233, i1 true, i1 %diff.check232
  %n.vec240 = and i64 %.64.fca.5.1.load.fr, %const547
  %const_mat548 = add i64 %const547, 28
  %n.vec256 = and i64 %.64.fca.5.1.load.fr, %const_mat548
  %scevgep347 = getelementptr i8, ptr %.6.i83, i64 192
  %112 = shl i64 %.64.fca.5.1.load.fr, 3
  %scevgep357 = getelementptr i8, ptr %.6.i.i, i64 192
  br label %iter.check235

iter.check235:                                    ; preds = %for.cond.3.preheader.us.us.us.preheader, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us
  %lsr.iv370 = phi ptr [ %.6.i.i, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep371, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv367 = phi ptr [ %.6.i83, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep368, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv358 = phi ptr [ %scevgep357, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep359, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv348 = phi ptr [ %scevgep347, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep349, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us ]
  %loop.index.2400.us.us.us = phi i64 [ %.1294.us.us.us, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.3.preheader.us.us.us.preheader ]
  br i1 %or.cond266, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader, label %vector.main.loop.iter.check237

vector.main.loop.iter.check237:                   ; preds = %iter.check235
  %113 = icmp ult i64 %.64.fca.5.1.load.fr, 32
  br i1 %113, label %vec.epilog.ph254, label %vector.body241.preheader

vector.body241.preheader:                         ; preds = %vector.main.loop.iter.check237
  br label %vector.body241

vector.body241:                                   ; preds = %vector.body241.preheader, %vector.body241
  %index242 = phi i64 [ %index.next247, %vector.body241 ], [ 0, %vector.body241.preheader ]
  %114 = shl i64 %index242, 3
  %scevgep365 = getelementptr i8, ptr %lsr.iv358, i64 %114
  %scevgep366 = getelementptr i8, ptr %scevgep365, i64 -192
  %115 = shl i64 %index242, 3
  %scevgep363 = getelementptr i8, ptr %lsr.iv358, i64 %115
  %scevgep364 = getelementptr i8, ptr %scevgep363, i64 -128
  %116 = shl i64 %index242, 3
  %scevgep361 = getelementptr i8, ptr %lsr.iv358, i64 %116
  %scevgep362 = getelementptr i8, ptr %scevgep361, i64 -64
  %117 = shl i64 %index242, 3
  %scevgep360 = getelementptr i8, ptr %lsr.iv358, i64 %117
  %wide.load243 = load <8 x double>, ptr %scevgep366, align 8
  %wide.load244 = load <8 x double>, ptr %scevgep364, align 8
  %wide.load245 = load <8 x double>, ptr %scevgep362, align 8
  %wide.load246 = load <8 x double>, ptr %scevgep360, align 8
  %118 = fmul <8 x double> %wide.load243, %wide.load243
  %119 = fmul <8 x double> %wide.load244, %wide.load244
  %120 = fmul <8 x double> %wide.load245, %wide.load245
  %121 = fmul <8 x double> %wide.load246, %wide.load246
  %122 = shl i64 %index242, 3
  %scevgep355 = getelementptr i8, ptr %lsr.iv348, i64 %122
  %scevgep356 = getelementptr i8, ptr %scevgep355, i64 -192
  %123 = shl i64 %index242, 3
  %scevgep353 = getelementptr i8, ptr %lsr.iv348, i64 %123
  %scevgep354 = getelementptr i8, ptr %scevgep353, i64 -128
  %124 = shl i64 %index242, 3
  %scevgep351 = getelementptr i8, ptr %lsr.iv348, i64 %124
  %scevgep352 = getelementptr i8, ptr %scevgep351, i64 -64
  %125 = shl i64 %index242, 3
  %scevgep350 = getelementptr i8, ptr %lsr.iv348, i64 %125
  store <8 x double> %118, ptr %scevgep356, align 8
  store <8 x double> %119, ptr %scevgep354, align 8
  store <8 x double> %120, ptr %scevgep352, align 8
  store <8 x double> %121, ptr %scevgep350, align 8
  %index.next247 = add nuw i64 %index242, 32
  %126 = icmp eq i64 %n.vec240, %index.next247
  br i1 %126, label %middle.block248, label %vector.body241, !llvm.loop !51

middle.block248:                                  ; preds = %vector.body241
  %127 = icmp eq i64 %.64.fca.5.1.load.fr, %n.vec240
  br i1 %127, label %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, label %vec.epilog.iter.check252

vec.epilog.iter.check252:                         ; preds = %middle.block248
  %128 = and i64 %.64.fca.5.1.load.fr, 28
  %129 = icmp eq i64 %128, 0
  br i1 %129, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader, label %vec.epilog.ph254, !prof !32

vec.epilog.ph254:                                 ; preds = %vector.main.loop.iter.check237, %vec.epilog.iter.check252
  %vec.epilog.resume.val250 = phi i64 [ %n.vec240, %vec.epilog.iter.check252 ], [ 0, %vector.main.loop.iter.check237 ]
  br label %vec.epilog.vector.body257

vec.epilog.vector.body257:                        ; preds = %vec.epilog.vector.body257, %vec.epilog.ph254
  %index258 = phi i64 [ %vec.epilog.resume.val250, %vec.epilog.ph254 ], [ %index.next260, %vec.epilog.vector.body257 ]
  %130 = shl i64 %index258, 3
  %scevgep372 = getelementptr i8, ptr %lsr.iv370, i64 %130
  %wide.load259 = load <4 x double>, ptr %scevgep372, align 8
  %131 = fmul <4 x double> %wide.load259, %wide.load259
  %132 = shl i64 %index258, 3
  %scevgep369 = getelementptr i8, ptr %lsr.iv367, i64 %132
  store <4 x double> %131, ptr %scevgep369, align 8
  %index.next260 = add nuw i64 %index258, 4
  %133 = icmp eq i64 %n.vec256, %index.next260
  br i1 %133, label %vec.epilog.middle.block261, label %vec.epilog.vector.body257, !llvm.loop !52

vec.epilog.middle.block261:                       ; preds = %vec.epilog.vector.body257
  %134 = icmp eq i64 %.64.fca.5.1.load.fr, %n.vec256
  br i1 %134, label %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader

for.body.3.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %iter.check235, %vec.epilog.iter.check252, %vec.epilog.middle.block261
  %loop.index.3370.us.us.us.us.us.ph = phi i64 [ 0, %iter.check235 ], [ %n.vec240, %vec.epilog.iter.check252 ], [ %n.vec256, %vec.epilog.middle.block261 ]
  %135 = sub nsw i64 %.64.fca.5.1.load.fr, %loop.index.3370.us.us.us.us.us.ph
  %xtraiter283 = and i64 %135, 7
  %lcmp.mod284.not = icmp eq i64 %xtraiter283, 0
  br i1 %lcmp.mod284.not, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.3.endif.endif.endif.us.us.us.us.us.prol

for.body.3.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.3.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv375 = phi i64 [ %xtraiter283, %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next376, %for.body.3.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.3370.us.us.us.us.us.prol = phi i64 [ %.1292.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.3370.us.us.us.us.us.ph, %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %136 = shl i64 %loop.index.3370.us.us.us.us.us.prol, 3
  %scevgep374 = getelementptr i8, ptr %lsr.iv370, i64 %136
  %.1260.us.us.us.us.us.prol = load double, ptr %scevgep374, align 8
  %.5.i84.prol = fmul double %.1260.us.us.us.us.us.prol, %.1260.us.us.us.us.us.prol
  %137 = shl i64 %loop.index.3370.us.us.us.us.us.prol, 3
  %scevgep373 = getelementptr i8, ptr %lsr.iv367, i64 %137
  store double %.5.i84.prol, ptr %scevgep373, align 8
  %.1292.us.us.us.us.us.prol = add nuw i64 %loop.index.3370.us.us.us.us.us.prol, 1
  %lsr.iv.next376 = add nsw i64 %lsr.iv375, -1
  %prol.iter285.cmp.not = icmp eq i64 %lsr.iv.next376, 0
  br i1 %prol.iter285.cmp.not, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !53

for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.3370.us.us.us.us.us.unr = phi i64 [ %loop.index.3370.us.us.us.us.us.ph, %for.body.3.endif.endif.endif.us.us.us.us.us.preheader ], [ %.1292.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.us.us.prol ]
  %138 = sub nsw i64 %loop.index.3370.us.us.us.us.us.ph, %.64.fca.5.1.load.fr
  %139 = icmp ugt i64 %138, -8
  br i1 %139, label %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader290

for.body.3.endif.endif.endif.us.us.us.us.us.preheader290: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.us.us.us.us.us

for.body.3.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.preheader290, %for.body.3.endif.endif.endif.us.us.us.us.us
  %loop.index.3370.us.us.us.us.us = phi i64 [ %.1292.us.us.us.us.us.7, %for.body.3.endif.endif.endif.us.us.us.us.us ], [ %loop.index.3370.us.us.us.us.us.unr, %for.body.3.endif.endif.endif.us.us.us.us.us.preheader290 ]
  %140 = shl i64 %loop.index.3370.us.us.us.us.us, 3
  %scevgep394 = getelementptr i8, ptr %lsr.iv370, i64 %140
  %.1260.us.us.us.us.us = load double, ptr %scevgep394, align 8
  %.5.i84 = fmul double %.1260.us.us.us.us.us, %.1260.us.us.us.us.us
  %141 = shl i64 %loop.index.3370.us.us.us.us.us, 3
  %scevgep379 = getelementptr i8, ptr %lsr.iv367, i64 %141
  store double %.5.i84, ptr %scevgep379, align 8
  %scevgep395 = getelementptr i8, ptr %lsr.iv370, i64 %141
  %scevgep396 = getelementptr i8, ptr %scevgep395, i64 8
  %.1260.us.us.us.us.us.1 = load double, ptr %scevgep396, align 8
  %.5.i84.1 = fmul double %.1260.us.us.us.us.us.1, %.1260.us.us.us.us.us.1
  %142 = shl i64 %loop.index.3370.us.us.us.us.us, 3
  %scevgep382 = getelementptr i8, ptr %lsr.iv367, i64 %142
  %scevgep383 = getelementptr i8, ptr %scevgep382, i64 8
  store double %.5.i84.1, ptr %scevgep383, align 8
  %scevgep397 = getelementptr i8, ptr %lsr.iv370, i64 %142
  %scevgep398 = getelementptr i8, ptr %scevgep397, i64 16
  %.1260.us.us.us.us.us.2 = load double, ptr %scevgep398, align 8
  %.5.i84.2 = fmul double %.1260.us.us.us.us.us.2, %.1260.us.us.us.us.us.2
  %143 = shl i64 %loop.index.3370.us.us.us.us.us, 3
  %scevgep384 = getelementptr i8, ptr %lsr.iv367, i64 %143
  %scevgep385 = getelementptr i8, ptr %scevgep384, i64 16
  store double %.5.i84.2, ptr %scevgep385, align 8
  %scevgep399 = getelementptr i8, ptr %lsr.iv370, i64 %143
  %scevgep400 = getelementptr i8, ptr %scevgep399, i64 24
  %.1260.us.us.us.us.us.3 = load double, ptr %scevgep400, align 8
  %.5.i84.3 = fmul double %.1260.us.us.us.us.us.3, %.1260.us.us.us.us.us.3
  %144 = shl i64 %loop.index.3370.us.us.us.us.us, 3
  %scevgep386 = getelementptr i8, ptr %lsr.iv367, i64 %144
  %scevgep387 = getelementptr i8, ptr %scevgep386, i64 24
  store double %.5.i84.3, ptr %scevgep387, align 8
  %scevgep401 = getelementptr i8, ptr %lsr.iv370, i64 %144
  %scevgep402 = getelementptr i8, ptr %scevgep401, i64 32
  %.1260.us.us.us.us.us.4 = load double, ptr %scevgep402, align 8
  %.5.i84.4 = fmul double %.1260.us.us.us.us.us.4, %.1260.us.us.us.us.us.4
  %145 = shl i64 %loop.index.3370.us.us.us.us.us, 3
  %scevgep377 = getelementptr i8, ptr %lsr.iv367, i64 %145
  %scevgep378 = getelementptr i8, ptr %scevgep377, i64 32
  store double %.5.i84.4, ptr %scevgep378, align 8
  %scevgep403 = getelementptr i8, ptr %lsr.iv370, i64 %145
  %scevgep404 = getelementptr i8, ptr %scevgep403, i64 40
  %.1260.us.us.us.us.us.5 = load double, ptr %scevgep404, align 8
  %.5.i84.5 = fmul double %.1260.us.us.us.us.us.5, %.1260.us.us.us.us.us.5
  %146 = shl i64 %loop.index.3370.us.us.us.us.us, 3
  %scevgep390 = getelementptr i8, ptr %lsr.iv367, i64 %146
  %scevgep391 = getelementptr i8, ptr %scevgep390, i64 40
  store double %.5.i84.5, ptr %scevgep391, align 8
  %scevgep405 = getelementptr i8, ptr %lsr.iv370, i64 %146
  %scevgep406 = getelementptr i8, ptr %scevgep405, i64 48
  %.1260.us.us.us.us.us.6 = load double, ptr %scevgep406, align 8
  %.5.i84.6 = fmul double %.1260.us.us.us.us.us.6, %.1260.us.us.us.us.us.6
  %147 = shl i64 %loop.index.3370.us.us.us.us.us, 3
  %scevgep388 = getelementptr i8, ptr %lsr.iv367, i64 %147
  %scevgep389 = getelementptr i8, ptr %scevgep388, i64 48
  store double %.5.i84.6, ptr %scevgep389, align 8
  %scevgep392 = getelementptr i8, ptr %lsr.iv370, i64 %147
  %scevgep393 = getelementptr i8, ptr %scevgep392, i64 56
  %.1260.us.us.us.us.us.7 = load double, ptr %scevgep393, align 8
  %.5.i84.7 = fmul double %.1260.us.us.us.us.us.7, %.1260.us.us.us.us.us.7
  %148 = shl i64 %loop.index.3370.us.us.us.us.us, 3
  %scevgep380 = getelementptr i8, ptr %lsr.iv367, i64 %148
  %scevgep381 = getelementptr i8, ptr %scevgep380, i64 56
  store double %.5.i84.7, ptr %scevgep381, align 8
  %.1292.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.3370.us.us.us.us.us, 8
  %exitcond483.not.7 = icmp eq i64 %.64.fca.5.1.load.fr, %.1292.us.us.us.us.us.7
  br i1 %exitcond483.not.7, label %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, label %for.body.3.endif.endif.endif.us.us.us.us.us, !llvm.loop !54

for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us, %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block261, %middle.block248
  %.1294.us.us.us = add nuw nsw i64 %loop.index.2400.us.us.us, 1
  %scevgep349 = getelementptr i8, ptr %lsr.iv348, i64 %112
  %scevgep359 = getelementptr i8, ptr %lsr.iv358, i64 %112
  %scevgep368 = getelementptr i8, ptr %lsr.iv367, i64 %112
  %scevgep371 = getelementptr i8, ptr %lsr.iv370, i64 %112
  %exitcond484.not = icmp eq i64 %.1294.us.us.us, %.64.fca.5.0.load.fr
  br i1 %exitcond484.not, label %for.end.2, label %iter.check235

for.body.3.endif.endif.endif.us.us418.us:         ; preds = %for.body.3.endif.endif.endif.us.us418.us.preheader292, %for.body.3.endif.endif.endif.us.us418.us
  %lsr.iv409 = phi i64 [ %96, %for.body.3.endif.endif.endif.us.us418.us.preheader292 ], [ %lsr.iv.next410, %for.body.3.endif.endif.endif.us.us418.us ]
  %lsr.iv407 = phi i64 [ %94, %for.body.3.endif.endif.endif.us.us418.us.preheader292 ], [ %lsr.iv.next408, %for.body.3.endif.endif.endif.us.us418.us ]
  %scevgep411 = getelementptr i8, ptr %.6.i.i, i64 %lsr.iv409
  %scevgep412 = getelementptr i8, ptr %.6.i83, i64 %lsr.iv409
  %.1260.us.us416.us = load double, ptr %scevgep411, align 8
  %.5.i85 = fmul double %.1260.us.us416.us, %.1260.us.us416.us
  store double %.5.i85, ptr %scevgep412, align 8
  %scevgep413 = getelementptr i8, ptr %scevgep411, i64 %98
  %sunkaddr703 = mul i64 %.64.fca.5.1.load.fr, 8
  %sunkaddr704 = getelementptr i8, ptr %scevgep411, i64 %sunkaddr703
  %.1260.us.us416.us.1 = load double, ptr %sunkaddr704, align 8
  %.5.i85.1 = fmul double %.1260.us.us416.us.1, %.1260.us.us416.us.1
  %scevgep420 = getelementptr i8, ptr %scevgep412, i64 %98
  %sunkaddr705 = mul i64 %.64.fca.5.1.load.fr, 8
  %sunkaddr706 = getelementptr i8, ptr %scevgep412, i64 %sunkaddr705
  store double %.5.i85.1, ptr %sunkaddr706, align 8
  %scevgep414 = getelementptr i8, ptr %scevgep413, i64 %98
  %sunkaddr707 = mul i64 %.64.fca.5.1.load.fr, 8
  %sunkaddr708 = getelementptr i8, ptr %scevgep413, i64 %sunkaddr707
  %.1260.us.us416.us.2 = load double, ptr %sunkaddr708, align 8
  %.5.i85.2 = fmul double %.1260.us.us416.us.2, %.1260.us.us416.us.2
  %scevgep421 = getelementptr i8, ptr %scevgep420, i64 %98
  %sunkaddr709 = mul i64 %.64.fca.5.1.load.fr, 8
  %sunkaddr710 = getelementptr i8, ptr %scevgep420, i64 %sunkaddr709
  store double %.5.i85.2, ptr %sunkaddr710, align 8
  %scevgep415 = getelementptr i8, ptr %scevgep414, i64 %98
  %sunkaddr711 = mul i64 %.64.fca.5.1.load.fr, 8
  %sunkaddr712 = getelementptr i8, ptr %scevgep414, i64 %sunkaddr711
  %.1260.us.us416.us.3 = load double, ptr %sunkaddr712, align 8
  %.5.i85.3 = fmul double %.1260.us.us416.us.3, %.1260.us.us416.us.3
  %scevgep422 = getelementptr i8, ptr %scevgep421, i64 %98
  %sunkaddr713 = mul i64 %.64.fca.5.1.load.fr, 8
  %sunkaddr714 = getelementptr i8, ptr %scevgep421, i64 %sunkaddr713
  store double %.5.i85.3, ptr %sunkaddr714, align 8
  %scevgep416 = getelementptr i8, ptr %scevgep415, i64 %98
  %sunkaddr715 = mul i64 %.64.fca.5.1.load.fr, 8
  %sunkaddr716 = getelementptr i8, ptr %scevgep415, i64 %sunkaddr715
  %.1260.us.us416.us.4 = load double, ptr %sunkaddr716, align 8
  %.5.i85.4 = fmul double %.1260.us.us416.us.4, %.1260.us.us416.us.4
  %scevgep423 = getelementptr i8, ptr %scevgep422, i64 %98
  %sunkaddr717 = mul i64 %.64.fca.5.1.load.fr, 8
  %sunkaddr718 = getelementptr i8, ptr %scevgep422, i64 %sunkaddr717
  store double %.5.i85.4, ptr %sunkaddr718, align 8
  %scevgep417 = getelementptr i8, ptr %scevgep416, i64 %98
  %sunkaddr719 = mul i64 %.64.fca.5.1.load.fr, 8
  %sunkaddr720 = getelementptr i8, ptr %scevgep416, i64 %sunkaddr719
  %.1260.us.us416.us.5 = load double, ptr %sunkaddr720, align 8
  %.5.i85.5 = fmul double %.1260.us.us416.us.5, %.1260.us.us416.us.5
  %scevgep424 = getelementptr i8, ptr %scevgep423, i64 %98
  %sunkaddr721 = mul i64 %.64.fca.5.1.load.fr, 8
  %sunkaddr722 = getelementptr i8, ptr %scevgep423, i64 %sunkaddr721
  store double %.5.i85.5, ptr %sunkaddr722, align 8
  %scevgep418 = getelementptr i8, ptr %scevgep417, i64 %98
  %sunkaddr723 = mul i64 %.64.fca.5.1.load.fr, 8
  %sunkaddr724 = getelementptr i8, ptr %scevgep417, i64 %sunkaddr723
  %.1260.us.us416.us.6 = load double, ptr %sunkaddr724, align 8
  %.5.i85.6 = fmul double %.1260.us.us416.us.6, %.1260.us.us416.us.6
  %scevgep425 = getelementptr i8, ptr %scevgep424, i64 %98
  %sunkaddr725 = mul i64 %.64.fca.5.1.load.fr, 8
  %sunkaddr726 = getelementptr i8, ptr %scevgep424, i64 %sunkaddr725
  store double %.5.i85.6, ptr %sunkaddr726, align 8
  %sunkaddr631 = mul i64 %.64.fca.5.1.load.fr, 8
  %sunkaddr632 = getelementptr i8, ptr %scevgep418, i64 %sunkaddr631
  %.1260.us.us416.us.7 = load double, ptr %sunkaddr632, align 8
  %.5.i85.7 = fmul double %.1260.us.us416.us.7, %.1260.us.us416.us.7
  %sunkaddr633 = mul i64 %.64.fca.5.1.load.fr, 8
  %sunkaddr634 = getelementptr i8, ptr %scevgep425, i64 %sunkaddr633
  store double %.5.i85.7, ptr %sunkaddr634, align 8
  %lsr.iv.next408 = add i64 %lsr.iv407, -8
  %lsr.iv.next410 = add i64 %lsr.iv409, %97
  %exitcond482.not.7 = icmp eq i64 %lsr.iv.next408, 0
  br i1 %exitcond482.not.7, label %for.end.2, label %for.body.3.endif.endif.endif.us.us418.us, !llvm.loop !55

for.cond.3.preheader.lr.ph.split.us.split:        ; preds = %for.cond.3.preheader.lr.ph.split.us
  %149 = icmp ugt i64 %.64.fca.5.1.load.fr, 1
  br i1 %149, label %iter.check, label %for.body.3.endif.endif.endif.us406

iter.check:                                       ; preds = %for.cond.3.preheader.lr.ph.split.us.split
  %150 = ptrtoint ptr %.6.i83 to i64
  %151 = ptrtoint ptr %.6.i.i to i64
  %min.iters.check = icmp ult i64 %.64.fca.5.1.load.fr, 4
  %152 = sub i64 %150, %151
  %diff.check = icmp ult i64 %152, 256
  %or.cond267 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond267, label %for.body.3.endif.endif.endif.us378.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %const549 = bitcast i64 9223372036854775776 to i64
  %min.iters.check154 = icmp ult i64 %.64.fca.5.1.load.fr, 32
  br i1 %min.iters.check154, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %.64.fca.5.1.load.fr, %const549
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr635 = mul i64 %index, 8
  %sunkaddr636 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr635
  %wide.load = load <8 x double>, ptr %sunkaddr636, align 8
  %sunkaddr637 = mul i64 %index, 8
  %sunkaddr638 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr637
  %sunkaddr639 = getelementptr i8, ptr %sunkaddr638, i64 64
  %wide.load155 = load <8 x double>, ptr %sunkaddr639, align 8
  %sunkaddr640 = mul i64 %index, 8
  %sunkaddr641 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr640
  %sunkaddr642 = getelementptr i8, ptr %sunkaddr641, i64 128
  %wide.load156 = load <8 x double>, ptr %sunkaddr642, align 8
  %sunkaddr643 = mul i64 %index, 8
  %sunkaddr644 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr643
  %sunkaddr645 = getelementptr i8, ptr %sunkaddr644, i64 192
  %wide.load157 = load <8 x double>, ptr %sunkaddr645, align 8
  %153 = fmul <8 x double> %wide.load, %wide.load
  %154 = fmul <8 x double> %wide.load155, %wide.load155
  %155 = fmul <8 x double> %wide.load156, %wide.load156
  %156 = fmul <8 x double> %wide.load157, %wide.load157
  %sunkaddr646 = mul i64 %index, 8
  %sunkaddr647 = getelementptr i8, ptr %.6.i83, i64 %sunkaddr646
  store <8 x double> %153, ptr %sunkaddr647, align 8
  %sunkaddr648 = mul i64 %index, 8
  %sunkaddr649 = getelementptr i8, ptr %.6.i83, i64 %sunkaddr648
  %sunkaddr650 = getelementptr i8, ptr %sunkaddr649, i64 64
  store <8 x double> %154, ptr %sunkaddr650, align 8
  %sunkaddr651 = mul i64 %index, 8
  %sunkaddr652 = getelementptr i8, ptr %.6.i83, i64 %sunkaddr651
  %sunkaddr653 = getelementptr i8, ptr %sunkaddr652, i64 128
  store <8 x double> %155, ptr %sunkaddr653, align 8
  %sunkaddr654 = mul i64 %index, 8
  %sunkaddr655 = getelementptr i8, ptr %.6.i83, i64 %sunkaddr654
  %sunkaddr656 = getelementptr i8, ptr %sunkaddr655, i64 192
  store <8 x double> %156, ptr %sunkaddr656, align 8
  %index.next = add nuw i64 %index, 32
  %157 = icmp eq i64 %n.vec, %index.next
  br i1 %157, label %middle.block, label %vector.body, !llvm.loop !56

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.64.fca.5.1.load.fr, %n.vec
  br i1 %cmp.n, label %for.end.2, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %158 = and i64 %.64.fca.5.1.load.fr, 28
  %min.epilog.iters.check = icmp eq i64 %158, 0
  br i1 %min.epilog.iters.check, label %for.body.3.endif.endif.endif.us378.us.us.preheader, label %vec.epilog.ph, !prof !32

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat550 = add i64 %const549, 28
  %n.vec159 = and i64 %.64.fca.5.1.load.fr, %const_mat550
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index160 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next162, %vec.epilog.vector.body ]
  %159 = shl i64 %index160, 3
  %scevgep330 = getelementptr i8, ptr %.6.i.i, i64 %159
  %wide.load161 = load <4 x double>, ptr %scevgep330, align 8
  %160 = fmul <4 x double> %wide.load161, %wide.load161
  %161 = shl i64 %index160, 3
  %scevgep329 = getelementptr i8, ptr %.6.i83, i64 %161
  store <4 x double> %160, ptr %scevgep329, align 8
  %index.next162 = add nuw i64 %index160, 4
  %162 = icmp eq i64 %n.vec159, %index.next162
  br i1 %162, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !57

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n163 = icmp eq i64 %.64.fca.5.1.load.fr, %n.vec159
  br i1 %cmp.n163, label %for.end.2, label %for.body.3.endif.endif.endif.us378.us.us.preheader

for.body.3.endif.endif.endif.us378.us.us.preheader: ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index.3370.us376.us.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec159, %vec.epilog.middle.block ]
  %163 = sub nsw i64 %.64.fca.5.1.load.fr, %loop.index.3370.us376.us.us.ph
  %xtraiter286 = and i64 %163, 7
  %lcmp.mod287.not = icmp eq i64 %xtraiter286, 0
  br i1 %lcmp.mod287.not, label %for.body.3.endif.endif.endif.us378.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us378.us.us.prol.preheader

for.body.3.endif.endif.endif.us378.us.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us378.us.us.preheader
  br label %for.body.3.endif.endif.endif.us378.us.us.prol

for.body.3.endif.endif.endif.us378.us.us.prol:    ; preds = %for.body.3.endif.endif.endif.us378.us.us.prol.preheader, %for.body.3.endif.endif.endif.us378.us.us.prol
  %lsr.iv = phi i64 [ %xtraiter286, %for.body.3.endif.endif.endif.us378.us.us.prol.preheader ], [ %lsr.iv.next, %for.body.3.endif.endif.endif.us378.us.us.prol ]
  %loop.index.3370.us376.us.us.prol = phi i64 [ %.1292.us381.us.us.prol, %for.body.3.endif.endif.endif.us378.us.us.prol ], [ %loop.index.3370.us376.us.us.ph, %for.body.3.endif.endif.endif.us378.us.us.prol.preheader ]
  %164 = shl i64 %loop.index.3370.us376.us.us.prol, 3
  %scevgep328 = getelementptr i8, ptr %.6.i.i, i64 %164
  %.1260.us385.us.us.prol = load double, ptr %scevgep328, align 8
  %.5.i86.prol = fmul double %.1260.us385.us.us.prol, %.1260.us385.us.us.prol
  %165 = shl i64 %loop.index.3370.us376.us.us.prol, 3
  %scevgep327 = getelementptr i8, ptr %.6.i83, i64 %165
  store double %.5.i86.prol, ptr %scevgep327, align 8
  %.1292.us381.us.us.prol = add nuw i64 %loop.index.3370.us376.us.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter288.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter288.cmp.not, label %for.body.3.endif.endif.endif.us378.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us378.us.us.prol, !llvm.loop !58

for.body.3.endif.endif.endif.us378.us.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us378.us.us.prol, %for.body.3.endif.endif.endif.us378.us.us.preheader
  %loop.index.3370.us376.us.us.unr = phi i64 [ %loop.index.3370.us376.us.us.ph, %for.body.3.endif.endif.endif.us378.us.us.preheader ], [ %.1292.us381.us.us.prol, %for.body.3.endif.endif.endif.us378.us.us.prol ]
  %166 = sub nsw i64 %loop.index.3370.us376.us.us.ph, %.64.fca.5.1.load.fr
  %167 = icmp ugt i64 %166, -8
  br i1 %167, label %for.end.2, label %for.body.3.endif.endif.endif.us378.us.us.preheader289

for.body.3.endif.endif.endif.us378.us.us.preheader289: ; preds = %for.body.3.endif.endif.endif.us378.us.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.us378.us.us

for.body.3.endif.endif.endif.us378.us.us:         ; preds = %for.body.3.endif.endif.endif.us378.us.us.preheader289, %for.body.3.endif.endif.endif.us378.us.us
  %loop.index.3370.us376.us.us = phi i64 [ %.1292.us381.us.us.7, %for.body.3.endif.endif.endif.us378.us.us ], [ %loop.index.3370.us376.us.us.unr, %for.body.3.endif.endif.endif.us378.us.us.preheader289 ]
  %sunkaddr657 = mul i64 %loop.index.3370.us376.us.us, 8
  %sunkaddr658 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr657
  %.1260.us385.us.us = load double, ptr %sunkaddr658, align 8
  %.5.i86 = fmul double %.1260.us385.us.us, %.1260.us385.us.us
  %sunkaddr659 = mul i64 %loop.index.3370.us376.us.us, 8
  %sunkaddr660 = getelementptr i8, ptr %.6.i83, i64 %sunkaddr659
  store double %.5.i86, ptr %sunkaddr660, align 8
  %sunkaddr661 = mul i64 %loop.index.3370.us376.us.us, 8
  %sunkaddr662 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr661
  %sunkaddr663 = getelementptr i8, ptr %sunkaddr662, i64 8
  %.1260.us385.us.us.1 = load double, ptr %sunkaddr663, align 8
  %.5.i86.1 = fmul double %.1260.us385.us.us.1, %.1260.us385.us.us.1
  %sunkaddr664 = mul i64 %loop.index.3370.us376.us.us, 8
  %sunkaddr665 = getelementptr i8, ptr %.6.i83, i64 %sunkaddr664
  %sunkaddr666 = getelementptr i8, ptr %sunkaddr665, i64 8
  store double %.5.i86.1, ptr %sunkaddr666, align 8
  %sunkaddr667 = mul i64 %loop.index.3370.us376.us.us, 8
  %sunkaddr668 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr667
  %sunkaddr669 = getelementptr i8, ptr %sunkaddr668, i64 16
  %.1260.us385.us.us.2 = load double, ptr %sunkaddr669, align 8
  %.5.i86.2 = fmul double %.1260.us385.us.us.2, %.1260.us385.us.us.2
  %sunkaddr670 = mul i64 %loop.index.3370.us376.us.us, 8
  %sunkaddr671 = getelementptr i8, ptr %.6.i83, i64 %sunkaddr670
  %sunkaddr672 = getelementptr i8, ptr %sunkaddr671, i64 16
  store double %.5.i86.2, ptr %sunkaddr672, align 8
  %sunkaddr673 = mul i64 %loop.index.3370.us376.us.us, 8
  %sunkaddr674 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr673
  %sunkaddr675 = getelementptr i8, ptr %sunkaddr674, i64 24
  %.1260.us385.us.us.3 = load double, ptr %sunkaddr675, align 8
  %.5.i86.3 = fmul double %.1260.us385.us.us.3, %.1260.us385.us.us.3
  %sunkaddr676 = mul i64 %loop.index.3370.us376.us.us, 8
  %sunkaddr677 = getelementptr i8, ptr %.6.i83, i64 %sunkaddr676
  %sunkaddr678 = getelementptr i8, ptr %sunkaddr677, i64 24
  store double %.5.i86.3, ptr %sunkaddr678, align 8
  %sunkaddr679 = mul i64 %loop.index.3370.us376.us.us, 8
  %sunkaddr680 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr679
  %sunkaddr681 = getelementptr i8, ptr %sunkaddr680, i64 32
  %.1260.us385.us.us.4 = load double, ptr %sunkaddr681, align 8
  %.5.i86.4 = fmul double %.1260.us385.us.us.4, %.1260.us385.us.us.4
  %sunkaddr682 = mul i64 %loop.index.3370.us376.us.us, 8
  %sunkaddr683 = getelementptr i8, ptr %.6.i83, i64 %sunkaddr682
  %sunkaddr684 = getelementptr i8, ptr %sunkaddr683, i64 32
  store double %.5.i86.4, ptr %sunkaddr684, align 8
  %sunkaddr685 = mul i64 %loop.index.3370.us376.us.us, 8
  %sunkaddr686 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr685
  %sunkaddr687 = getelementptr i8, ptr %sunkaddr686, i64 40
  %.1260.us385.us.us.5 = load double, ptr %sunkaddr687, align 8
  %.5.i86.5 = fmul double %.1260.us385.us.us.5, %.1260.us385.us.us.5
  %sunkaddr688 = mul i64 %loop.index.3370.us376.us.us, 8
  %sunkaddr689 = getelementptr i8, ptr %.6.i83, i64 %sunkaddr688
  %sunkaddr690 = getelementptr i8, ptr %sunkaddr689, i64 40
  store double %.5.i86.5, ptr %sunkaddr690, align 8
  %sunkaddr691 = mul i64 %loop.index.3370.us376.us.us, 8
  %sunkaddr692 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr691
  %sunkaddr693 = getelementptr i8, ptr %sunkaddr692, i64 48
  %.1260.us385.us.us.6 = load double, ptr %sunkaddr693, align 8
  %.5.i86.6 = fmul double %.1260.us385.us.us.6, %.1260.us385.us.us.6
  %sunkaddr694 = mul i64 %loop.index.3370.us376.us.us, 8
  %sunkaddr695 = getelementptr i8, ptr %.6.i83, i64 %sunkaddr694
  %sunkaddr696 = getelementptr i8, ptr %sunkaddr695, i64 48
  store double %.5.i86.6, ptr %sunkaddr696, align 8
  %sunkaddr697 = mul i64 %loop.index.3370.us376.us.us, 8
  %sunkaddr698 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr697
  %sunkaddr699 = getelementptr i8, ptr %sunkaddr698, i64 56
  %.1260.us385.us.us.7 = load double, ptr %sunkaddr699, align 8
  %.5.i86.7 = fmul double %.1260.us385.us.us.7, %.1260.us385.us.us.7
  %sunkaddr700 = mul i64 %loop.index.3370.us376.us.us, 8
  %sunkaddr701 = getelementptr i8, ptr %.6.i83, i64 %sunkaddr700
  %sunkaddr702 = getelementptr i8, ptr %sunkaddr701, i64 56
  store double %.5.i86.7, ptr %sunkaddr702, align 8
  %.1292.us381.us.us.7 = add nuw nsw i64 %loop.index.3370.us376.us.us, 8
  %exitcond479.not.7 = icmp eq i64 %.64.fca.5.1.load.fr, %.1292.us381.us.us.7
  br i1 %exitcond479.not.7, label %for.end.2, label %for.body.3.endif.endif.endif.us378.us.us, !llvm.loop !59

for.body.3.endif.endif.endif.us406:               ; preds = %for.cond.3.preheader.lr.ph.split.us.split
  %.1260.us404 = load double, ptr %.6.i.i, align 8
  %.5.i87 = fmul double %.1260.us404, %.1260.us404
  store double %.5.i87, ptr %.6.i83, align 8
  br label %for.end.2

B192.endif.endif.endif.if.if:                     ; preds = %B192.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.17, ptr %excinfo, align 8
  br label %common.ret

for.end.2:                                        ; preds = %for.body.3.endif.endif.endif.us.us418.us, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, %for.body.3.endif.endif.endif.us378.us.us, %for.body.3.endif.endif.endif.us.us418.us.prol.loopexit, %for.body.3.endif.endif.endif.us378.us.us.prol.loopexit, %middle.block215, %vec.epilog.middle.block228, %vec.epilog.middle.block, %middle.block, %for.body.3.endif.endif.endif.us406, %for.cond.3.preheader.lr.ph, %B192.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  store double 0.000000e+00, ptr %.1303, align 8
  %.1311 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.1303, ptr nonnull %excinfo.10, ptr nonnull %.7.i.i76, ptr null, i64 %.1154, i64 8, ptr %.6.i83, i64 %.64.fca.5.0.load.fr, i64 %.64.fca.5.1.load.fr, i64 %.1157, i64 8)
  %cond = icmp eq i32 %.1311, 0
  br i1 %cond, label %for.end.2.endif, label %for.end.2.if.if, !prof !28

for.end.2.endif:                                  ; preds = %for.end.2
  %.1321 = load double, ptr %.1303, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i76)
  store double %.1321, ptr %retptr, align 8
  br label %common.ret

for.end.2.if.if:                                  ; preds = %for.end.2
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare noalias ptr @NRT_Allocate(i64) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

declare void @NRT_Free(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define ptr @_ZN7cpython7kernels10row_assignB3v50B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.row_assign, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ %.71, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels10row_assignB3v50B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels10row_assignB3v50B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.19, i8 0, i64 72, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 8
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.19, i64 48
  %.34.fca.5.1.load = load i64, ptr %sunkaddr3, align 8
  store double 0.000000e+00, ptr %.43, align 8
  %.51 = call i32 @_ZN7kernels10row_assignB3v50B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.5.1.load, i64 poison, i64 poison) #2
  %.52 = load ptr, ptr %excinfo, align 8
  %.61 = load double, ptr %.43, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.51, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif, !prof !28

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.59 = icmp sgt i32 %.51, 0
  br i1 %.59, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.71 = call ptr @PyFloat_FromDouble(double %.61)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.76 = load { ptr, i32, ptr, ptr, i32 }, ptr %.52, align 8
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 4
  %.78 = icmp sgt i32 %.77, 0
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 0
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 1
  br i1 %.78, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.51, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.84 = sext i32 %.83 to i64
  %.85 = call ptr @PyBytes_FromStringAndSize(ptr %.81, i64 %.84)
  %.86 = load { ptr, i32, ptr, ptr, i32 }, ptr %.52, align 8
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 2
  %.89 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 3
  %.91 = call ptr %.89(ptr %.87)
  %.92 = icmp eq ptr %.91, null
  br i1 %.92, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !1

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.105 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 2
  %.106 = call ptr @numba_unpickle(ptr %.81, i32 %.83, ptr %.105)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.108 = phi ptr [ %.96, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.106, %entry.endif.endif.endif.endif.endif.if.else ]
  %.109.not = icmp eq ptr %.108, null
  br i1 %.109.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !1

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.96 = call ptr @numba_runtime_build_excinfo_struct(ptr %.85, ptr nonnull %.91)
  call void @NRT_Free(ptr nonnull %.52)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.108)
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

define double @cfunc._ZN7kernels10row_assignB3v50B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %.11 = call i32 @_ZN7kernels10row_assignB3v50B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 %.8, i64 poison, i64 poison) #2
  %.12 = load ptr, ptr %excinfo, align 8
  %.21 = load double, ptr %.3, align 8
  %.23 = alloca i32, align 4
  store i32 0, ptr %.23, align 4
  %cond = icmp eq i32 %.11, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !28

entry.if:                                         ; preds = %entry
  %.19 = icmp sgt i32 %.11, 0
  call void @numba_gil_ensure(ptr nonnull %.23)
  br i1 %.19, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.26, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.21, %.26 ], [ %.21, %entry ]
  ret double %common.ret.op

.26:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.74 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.74)
  call void @Py_DecRef(ptr %.74)
  call void @numba_gil_release(ptr nonnull %.23)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.29 = load { ptr, i32, ptr, ptr, i32 }, ptr %.12, align 8
  %.30 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 4
  %.31 = icmp sgt i32 %.30, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 0
  %.36 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 1
  br i1 %.31, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.11, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.26
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.37 = sext i32 %.36 to i64
  %.38 = call ptr @PyBytes_FromStringAndSize(ptr %.34, i64 %.37)
  %.39 = load { ptr, i32, ptr, ptr, i32 }, ptr %.12, align 8
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.39, 2
  %.42 = extractvalue { ptr, i32, ptr, ptr, i32 } %.39, 3
  %.44 = call ptr %.42(ptr %.40)
  %.45 = icmp eq ptr %.44, null
  br i1 %.45, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.58 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 2
  %.59 = call ptr @numba_unpickle(ptr %.34, i32 %.36, ptr %.58)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.61 = phi ptr [ %.49, %entry.if.if.if.endif ], [ %.59, %entry.if.if.else ]
  %.62.not = icmp eq ptr %.61, null
  br i1 %.62.not, label %.26, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.49 = call ptr @numba_runtime_build_excinfo_struct(ptr %.38, ptr nonnull %.44)
  call void @NRT_Free(ptr nonnull %.12)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.61)
  br label %.26

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.26

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.26
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

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
  %.159.i.i = tail call ptr @NRT_MemInfo_alloc(i64 %.157.i.i), !noalias !60
  %.160.i.i = icmp eq ptr %.159.i.i, null
  br i1 %.160.i.i, label %common.ret, label %for.end.1.endif.endif.endif.i.i, !prof !1

for.end.1.endif.endif.endif.i.i:                  ; preds = %for.end.1.endif.endif.i.i
  %0 = icmp slt i64 %arg.src_shapes.0, 0
  %.5.i8.i.i = getelementptr i8, ptr %.159.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i8.i.i, align 8, !noalias !60
  br i1 %0, label %B246.endif.i.i, label %B306.i.i

B246.endif.i.i:                                   ; preds = %for.end.1.endif.endif.endif.i.i
  store i8 45, ptr %.6.i.i.i, align 1, !noalias !67
  br label %B306.i.i

B328.endif.endif.endif.i.i:                       ; preds = %B328.endif.endif.endif.i.i, %B328.endif.endif.endif.preheader.i.i
  %lsr.iv.i.i = phi ptr [ %scevgep.i.i, %B328.endif.endif.endif.preheader.i.i ], [ %scevgep10.i.i, %B328.endif.endif.endif.i.i ]
  %n.4.0.i.i = phi i64 [ %n.3.096.i.i, %B328.endif.endif.endif.preheader.i.i ], [ %.30497.i.i, %B328.endif.endif.endif.i.i ]
  %.30497.i.i = udiv i64 %n.4.0.i.i, 10
  %.30598.i.i = urem i64 %n.4.0.i.i, 10
  %1 = trunc nuw nsw i64 %.30598.i.i to i8
  %.41.i9.i.i = or disjoint i8 %1, 48
  store i8 %.41.i9.i.i, ptr %lsr.iv.i.i, align 1, !noalias !71
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
  %.159.i.i22 = tail call ptr @NRT_MemInfo_alloc(i64 %.157.i.i21), !noalias !75
  %.160.i.i23 = icmp eq ptr %.159.i.i22, null
  br i1 %.160.i.i23, label %common.ret, label %for.end.1.endif.endif.endif.i.i24, !prof !1

for.end.1.endif.endif.endif.i.i24:                ; preds = %for.end.1.endif.endif.i.i12
  %2 = icmp slt i64 %arg.index_shape.0, 0
  %.5.i8.i.i25 = getelementptr i8, ptr %.159.i.i22, i64 24
  %.6.i.i.i26 = load ptr, ptr %.5.i8.i.i25, align 8, !noalias !75
  br i1 %2, label %B246.endif.i.i50, label %B306.i.i27

B246.endif.i.i50:                                 ; preds = %for.end.1.endif.endif.endif.i.i24
  store i8 45, ptr %.6.i.i.i26, align 1, !noalias !82
  br label %B306.i.i27

B328.endif.endif.endif.i.i42:                     ; preds = %B328.endif.endif.endif.i.i42, %B328.endif.endif.endif.preheader.i.i40
  %lsr.iv.i.i43 = phi ptr [ %scevgep.i.i41, %B328.endif.endif.endif.preheader.i.i40 ], [ %scevgep10.i.i49, %B328.endif.endif.endif.i.i42 ]
  %n.4.0.i.i44 = phi i64 [ %n.3.096.i.i13, %B328.endif.endif.endif.preheader.i.i40 ], [ %.30497.i.i45, %B328.endif.endif.endif.i.i42 ]
  %.30497.i.i45 = udiv i64 %n.4.0.i.i44, 10
  %.30598.i.i46 = urem i64 %n.4.0.i.i44, 10
  %3 = trunc nuw nsw i64 %.30598.i.i46 to i8
  %.41.i9.i.i47 = or disjoint i8 %3, 48
  store i8 %.41.i9.i.i47, ptr %lsr.iv.i.i43, align 1, !noalias !86
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
  br i1 %cond2, label %B42.endif.endif, label %B42.endif.if.if, !prof !28

common.ret:                                       ; preds = %B364.endif.endif.endif.endif.endif.endif.endif, %B364.endif.endif.endif.endif.endif.endif, %B364.endif.endif.endif.endif.if.if, %B364.endif.endif.endif.endif.endif, %B364.endif.endif.endif.if.if, %B364.endif.endif.if.if, %B281.endif.endif.if.if, %B281.endif.if.if, %B42.endif.endif.if.if, %B42.endif.if.if, %for.end.1.endif.endif.i.i12, %for.end.1.endif.endif.i.i
  %.540.sink = phi ptr [ %.540, %B364.endif.endif.endif.endif.endif.endif.endif ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.24, %B364.endif.endif.endif.endif.endif ], [ %.80, %B42.endif.if.if ], [ %.499, %B364.endif.endif.endif.endif.if.if ], [ %.467, %B364.endif.endif.endif.if.if ], [ %.413, %B364.endif.endif.if.if ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3, %for.end.1.endif.endif.i.i12 ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.24, %B364.endif.endif.endif.endif.endif.endif ], [ %.284, %B281.endif.endif.if.if ], [ %.230, %B281.endif.if.if ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3, %for.end.1.endif.endif.i.i ], [ %.134, %B42.endif.endif.if.if ]
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
  br i1 %cond3, label %B281, label %B42.endif.endif.if.if, !prof !28

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
  br i1 %cond4, label %B281.endif.endif, label %B281.endif.if.if, !prof !28

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
  br i1 %cond5, label %B364.endif.endif, label %B281.endif.endif.if.if, !prof !28

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
  br i1 %cond6, label %B364.endif.endif.endif, label %B364.endif.endif.if.if, !prof !28

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
  br i1 %cond7, label %B364.endif.endif.endif.endif, label %B364.endif.endif.endif.if.if, !prof !28

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
  br i1 %cond8, label %B364.endif.endif.endif.endif.endif, label %B364.endif.endif.endif.endif.if.if, !prof !28

B364.endif.endif.endif.if.if:                     ; preds = %B364.endif.endif.endif
  %.467 = load ptr, ptr %excinfo.10, align 8
  br label %common.ret

B364.endif.endif.endif.endif.endif:               ; preds = %B364.endif.endif.endif.endif
  tail call void @NRT_incref(ptr %.508.fca.5.load)
  %.529 = tail call ptr @NRT_Allocate(i64 48)
  %.530 = icmp eq ptr %.529, null
  tail call void @NRT_decref(ptr %.476.fca.5.load)
  tail call void @NRT_decref(ptr %.143.fca.5.load)
  br i1 %.530, label %common.ret, label %B364.endif.endif.endif.endif.endif.endif, !prof !1

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
  br i1 %.541, label %common.ret, label %B364.endif.endif.endif.endif.endif.endif.endif, !prof !1

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

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !1

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

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
  %.38.i = tail call ptr @NRT_MemInfo_alloc(i64 %.37.i16), !noalias !90
  %.39.i = icmp eq ptr %.38.i, null
  br i1 %.39.i, label %B0.endif.endif.if.if, label %B0.endif.endif.i, !prof !1

B0.endif.endif.i:                                 ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, ptr %.38.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !90
  switch i32 %.53.0.ph64, label %B0.endif.endif.i.unreachabledefault [
    i32 1, label %B36.i.i
    i32 2, label %B116.i.i
    i32 4, label %B196.i.i
  ]

B36.i.i:                                          ; preds = %B0.endif.endif.i
  %.41.i.i = getelementptr i8, ptr %.6.i.i, i64 %.38
  store i8 0, ptr %.41.i.i, align 1, !noalias !94
  br label %B0.endif.endif.endif.endif.endif

B116.i.i:                                         ; preds = %B0.endif.endif.i
  %.72.i.i = getelementptr i16, ptr %.6.i.i, i64 %.38
  store i16 0, ptr %.72.i.i, align 2, !noalias !94
  br label %B0.endif.endif.endif.endif.endif

B196.i.i:                                         ; preds = %B0.endif.endif.i
  %.102.i.i = getelementptr i32, ptr %.6.i.i, i64 %.38
  store i32 0, ptr %.102.i.i, align 4, !noalias !94
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
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep767, <16 x i1> %10, <16 x i32> poison), !alias.scope !98, !noalias !101
  %wide.masked.load175 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep765, <16 x i1> %10, <16 x i32> poison), !alias.scope !98, !noalias !101
  %wide.masked.load176 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep763, <16 x i1> %10, <16 x i32> poison), !alias.scope !98, !noalias !101
  %wide.masked.load177 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep766, <16 x i1> %10, <16 x i32> poison), !alias.scope !98, !noalias !101
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
  %wide.masked.load178 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep385, <16 x i1> %11, <16 x i16> poison), !alias.scope !104, !noalias !101
  %wide.masked.load179 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep383, <16 x i1> %11, <16 x i16> poison), !alias.scope !104, !noalias !101
  %wide.masked.load180 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep380, <16 x i1> %11, <16 x i16> poison), !alias.scope !104, !noalias !101
  %wide.masked.load181 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep386, <16 x i1> %11, <16 x i16> poison), !alias.scope !104, !noalias !101
  %18 = zext <16 x i16> %wide.masked.load178 to <16 x i32>
  %19 = zext <16 x i16> %wide.masked.load179 to <16 x i32>
  %20 = zext <16 x i16> %wide.masked.load180 to <16 x i32>
  %21 = zext <16 x i16> %wide.masked.load181 to <16 x i32>
  %scevgep750 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv741
  %scevgep751 = getelementptr i8, ptr %scevgep750, i64 -48
  %scevgep753 = getelementptr i8, ptr %scevgep750, i64 -32
  %scevgep752 = getelementptr i8, ptr %scevgep750, i64 -16
  %wide.masked.load182 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep751, <16 x i1> %12, <16 x i8> poison), !alias.scope !106, !noalias !101
  %wide.masked.load183 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep753, <16 x i1> %12, <16 x i8> poison), !alias.scope !106, !noalias !101
  %wide.masked.load184 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep752, <16 x i1> %12, <16 x i8> poison), !alias.scope !106, !noalias !101
  %wide.masked.load185 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep750, <16 x i1> %12, <16 x i8> poison), !alias.scope !106, !noalias !101
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
  store <16 x i32> %predphi187, ptr %scevgep390, align 4, !alias.scope !108, !noalias !110
  store <16 x i32> %predphi190, ptr %scevgep389, align 4, !alias.scope !108, !noalias !110
  store <16 x i32> %predphi193, ptr %scevgep388, align 4, !alias.scope !108, !noalias !110
  store <16 x i32> %predphi196, ptr %scevgep387, align 4, !alias.scope !108, !noalias !110
  %lsr.iv.next742 = add nuw nsw i64 %lsr.iv741, 64
  %27 = add i64 %6, %lsr.iv.next742
  %28 = icmp eq i64 %27, 48
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !114

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.a.1, %n.vec
  br i1 %cmp.n, label %B296.endif.endif, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %29 = and i64 %arg.a.1, 48
  %min.epilog.iters.check = icmp eq i64 %29, 0
  br i1 %min.epilog.iters.check, label %B230.us114.preheader, label %vec.epilog.ph, !prof !115

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
  %wide.masked.load202 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep740, <16 x i1> %33, <16 x i32> poison), !alias.scope !98, !noalias !101
  %37 = shl i64 %index201, 1
  %scevgep739 = getelementptr i8, ptr %arg.a.0, i64 %37
  %wide.masked.load203 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep739, <16 x i1> %34, <16 x i16> poison), !alias.scope !104, !noalias !101
  %38 = zext <16 x i16> %wide.masked.load203 to <16 x i32>
  %39 = getelementptr i8, ptr %arg.a.0, i64 %index201
  %wide.masked.load204 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %39, <16 x i1> %35, <16 x i8> poison), !alias.scope !106, !noalias !101
  %40 = zext <16 x i8> %wide.masked.load204 to <16 x i32>
  %predphi205 = select <16 x i1> %.splat, <16 x i32> %40, <16 x i32> zeroinitializer
  %predphi206 = select <16 x i1> %.splat393, <16 x i32> %38, <16 x i32> %predphi205
  %predphi207 = select <16 x i1> %.splat394, <16 x i32> %wide.masked.load202, <16 x i32> %predphi206
  %41 = shl i64 %index201, 2
  %scevgep378 = getelementptr i8, ptr %.6.i.i, i64 %41
  store <16 x i32> %predphi207, ptr %scevgep378, align 4, !alias.scope !108, !noalias !110
  %index.next208 = add nuw i64 %index201, 16
  %42 = icmp eq i64 %n.vec198, %index.next208
  br i1 %42, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !116

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
  %.95.i.us119.prol = load i32, ptr %scevgep735, align 4, !noalias !101
  br label %B230.endif.us129.prol

B110.i.us121.prol:                                ; preds = %B230.us114.prol
  %44 = shl nuw i64 %.262291294.us115.prol, 1
  %scevgep377 = getelementptr i8, ptr %arg.a.0, i64 %44
  %.66.i.us123.prol = load i16, ptr %scevgep377, align 2, !noalias !101
  %.70.i.us124.prol = zext i16 %.66.i.us123.prol to i32
  br label %B230.endif.us129.prol

B36.i.us125.prol:                                 ; preds = %B230.us114.prol
  %.36.i.us126.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us115.prol
  %.37.i.us127.prol = load i8, ptr %.36.i.us126.prol, align 1, !noalias !101
  %.41.i.us128.prol = zext i8 %.37.i.us127.prol to i32
  br label %B230.endif.us129.prol

B230.endif.us129.prol:                            ; preds = %B36.i.us125.prol, %B110.i.us121.prol, %B184.i.us117.prol, %B230.us114.prol
  %.sink.i.us130.prol = phi i32 [ %.41.i.us128.prol, %B36.i.us125.prol ], [ %.95.i.us119.prol, %B184.i.us117.prol ], [ %.70.i.us124.prol, %B110.i.us121.prol ], [ 0, %B230.us114.prol ]
  %45 = shl i64 %.262291294.us115.prol, 2
  %scevgep733 = getelementptr i8, ptr %.6.i.i, i64 %45
  store i32 %.sink.i.us130.prol, ptr %scevgep733, align 4, !noalias !117
  %lsr.iv.next737 = add nsw i64 %lsr.iv736, -1
  %.269.us116.prol = add nuw nsw i64 %.262291294.us115.prol, 1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next737, 0
  br i1 %prol.iter.cmp.not, label %B230.us114.prol.loopexit, label %B230.us114.prol, !llvm.loop !118

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
  %wide.masked.load238 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep486, <16 x i1> %63, <16 x i32> poison), !alias.scope !119, !noalias !101
  %wide.masked.load239 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep484, <16 x i1> %63, <16 x i32> poison), !alias.scope !119, !noalias !101
  %wide.masked.load240 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep482, <16 x i1> %63, <16 x i32> poison), !alias.scope !119, !noalias !101
  %wide.masked.load241 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep485, <16 x i1> %63, <16 x i32> poison), !alias.scope !119, !noalias !101
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
  %wide.masked.load242 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep300, <16 x i1> %64, <16 x i16> poison), !alias.scope !122, !noalias !101
  %wide.masked.load243 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep298, <16 x i1> %64, <16 x i16> poison), !alias.scope !122, !noalias !101
  %wide.masked.load244 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep296, <16 x i1> %64, <16 x i16> poison), !alias.scope !122, !noalias !101
  %wide.masked.load245 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep294, <16 x i1> %64, <16 x i16> poison), !alias.scope !122, !noalias !101
  %scevgep462 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv460
  %scevgep463 = getelementptr i8, ptr %scevgep462, i64 -48
  %scevgep465 = getelementptr i8, ptr %scevgep462, i64 -32
  %scevgep464 = getelementptr i8, ptr %scevgep462, i64 -16
  %wide.masked.load246 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep463, <16 x i1> %65, <16 x i8> poison), !alias.scope !124, !noalias !101
  %wide.masked.load247 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep465, <16 x i1> %65, <16 x i8> poison), !alias.scope !124, !noalias !101
  %wide.masked.load248 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep464, <16 x i1> %65, <16 x i8> poison), !alias.scope !124, !noalias !101
  %wide.masked.load249 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep462, <16 x i1> %65, <16 x i8> poison), !alias.scope !124, !noalias !101
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
  store <16 x i16> %predphi252, ptr %scevgep293, align 2, !alias.scope !126, !noalias !128
  %81 = shl nuw i64 %lsr.iv460, 1
  %scevgep290 = getelementptr i8, ptr %.6.i.i, i64 %81
  %scevgep291 = getelementptr i8, ptr %scevgep290, i64 -64
  store <16 x i16> %predphi255, ptr %scevgep291, align 2, !alias.scope !126, !noalias !128
  %82 = shl nuw i64 %lsr.iv460, 1
  %scevgep286 = getelementptr i8, ptr %.6.i.i, i64 %82
  %scevgep289 = getelementptr i8, ptr %scevgep286, i64 -32
  store <16 x i16> %predphi258, ptr %scevgep289, align 2, !alias.scope !126, !noalias !128
  store <16 x i16> %predphi261, ptr %scevgep285, align 2, !alias.scope !126, !noalias !128
  %lsr.iv.next461 = add nuw nsw i64 %lsr.iv460, 64
  %83 = add i64 %59, %lsr.iv.next461
  %84 = icmp eq i64 %83, 48
  br i1 %84, label %middle.block263, label %vector.body236, !llvm.loop !129

middle.block263:                                  ; preds = %vector.body236
  %cmp.n264 = icmp eq i64 %arg.a.1, %n.vec233
  br i1 %cmp.n264, label %B296.endif.endif, label %vec.epilog.iter.check267

vec.epilog.iter.check267:                         ; preds = %middle.block263
  %85 = and i64 %arg.a.1, 48
  %min.epilog.iters.check268 = icmp eq i64 %85, 0
  br i1 %min.epilog.iters.check268, label %B230.us94.preheader, label %vec.epilog.ph269, !prof !115

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
  %wide.masked.load276 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep644, <16 x i1> %89, <16 x i32> poison), !alias.scope !119, !noalias !101
  %93 = trunc <16 x i32> %wide.masked.load276 to <16 x i16>
  %94 = shl i64 %index275, 1
  %scevgep643 = getelementptr i8, ptr %arg.a.0, i64 %94
  %wide.masked.load277 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep643, <16 x i1> %90, <16 x i16> poison), !alias.scope !122, !noalias !101
  %95 = getelementptr i8, ptr %arg.a.0, i64 %index275
  %wide.masked.load278 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %95, <16 x i1> %91, <16 x i8> poison), !alias.scope !124, !noalias !101
  %96 = zext <16 x i8> %wide.masked.load278 to <16 x i16>
  %predphi279 = select <16 x i1> %.splat395, <16 x i16> %96, <16 x i16> zeroinitializer
  %predphi280 = select <16 x i1> %.splat396, <16 x i16> %wide.masked.load277, <16 x i16> %predphi279
  %predphi281 = select <16 x i1> %.splat397, <16 x i16> %93, <16 x i16> %predphi280
  %97 = shl i64 %index275, 1
  %scevgep284 = getelementptr i8, ptr %.6.i.i, i64 %97
  store <16 x i16> %predphi281, ptr %scevgep284, align 2, !alias.scope !126, !noalias !128
  %index.next282 = add nuw i64 %index275, 16
  %98 = icmp eq i64 %n.vec271, %index.next282
  br i1 %98, label %vec.epilog.middle.block283, label %vec.epilog.vector.body274, !llvm.loop !130

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
  %.95.i.us99.prol = load i32, ptr %scevgep639, align 4, !noalias !101
  %.98.i.us100.prol = trunc i32 %.95.i.us99.prol to i16
  br label %B230.endif.us109.prol

B110.i.us101.prol:                                ; preds = %B230.us94.prol
  %100 = shl nuw i64 %.262291294.us95.prol, 1
  %scevgep283 = getelementptr i8, ptr %arg.a.0, i64 %100
  %.66.i.us103.prol = load i16, ptr %scevgep283, align 2, !noalias !101
  br label %B230.endif.us109.prol

B36.i.us105.prol:                                 ; preds = %B230.us94.prol
  %.36.i.us106.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us95.prol
  %.37.i.us107.prol = load i8, ptr %.36.i.us106.prol, align 1, !noalias !101
  %.41.i.us108.prol = zext i8 %.37.i.us107.prol to i16
  br label %B230.endif.us109.prol

B230.endif.us109.prol:                            ; preds = %B36.i.us105.prol, %B110.i.us101.prol, %B184.i.us97.prol, %B230.us94.prol
  %.sink.i.us110.prol = phi i16 [ %.41.i.us108.prol, %B36.i.us105.prol ], [ %.98.i.us100.prol, %B184.i.us97.prol ], [ %.66.i.us103.prol, %B110.i.us101.prol ], [ 0, %B230.us94.prol ]
  %101 = shl nuw i64 %.262291294.us95.prol, 1
  %scevgep282 = getelementptr i8, ptr %.6.i.i, i64 %101
  store i16 %.sink.i.us110.prol, ptr %scevgep282, align 2, !noalias !117
  %lsr.iv.next641 = add nsw i64 %lsr.iv640, -1
  %.269.us96.prol = add nuw nsw i64 %.262291294.us95.prol, 1
  %prol.iter404.cmp.not = icmp eq i64 %lsr.iv.next641, 0
  br i1 %prol.iter404.cmp.not, label %B230.us94.prol.loopexit, label %B230.us94.prol, !llvm.loop !131

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
  %wide.load = load <16 x i32>, ptr %sunkaddr401, align 4, !alias.scope !132, !noalias !101
  %sunkaddr402 = mul i64 %index301, 4
  %sunkaddr403 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr402
  %sunkaddr404 = getelementptr i8, ptr %sunkaddr403, i64 64
  %wide.load302 = load <16 x i32>, ptr %sunkaddr404, align 4, !alias.scope !132, !noalias !101
  %sunkaddr405 = mul i64 %index301, 4
  %sunkaddr406 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr405
  %sunkaddr407 = getelementptr i8, ptr %sunkaddr406, i64 128
  %wide.load303 = load <16 x i32>, ptr %sunkaddr407, align 4, !alias.scope !132, !noalias !101
  %sunkaddr = mul i64 %index301, 4
  %sunkaddr408 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr
  %sunkaddr409 = getelementptr i8, ptr %sunkaddr408, i64 192
  %wide.load304 = load <16 x i32>, ptr %sunkaddr409, align 4, !alias.scope !132, !noalias !101
  %105 = trunc <16 x i32> %wide.load to <16 x i8>
  %106 = trunc <16 x i32> %wide.load302 to <16 x i8>
  %107 = trunc <16 x i32> %wide.load303 to <16 x i8>
  %108 = trunc <16 x i32> %wide.load304 to <16 x i8>
  %sunkaddr410 = getelementptr i8, ptr %.6.i.i, i64 %index301
  store <16 x i8> %105, ptr %sunkaddr410, align 1, !alias.scope !135, !noalias !137
  %sunkaddr411 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr412 = getelementptr i8, ptr %sunkaddr411, i64 16
  store <16 x i8> %106, ptr %sunkaddr412, align 1, !alias.scope !135, !noalias !137
  %sunkaddr413 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr414 = getelementptr i8, ptr %sunkaddr413, i64 32
  store <16 x i8> %107, ptr %sunkaddr414, align 1, !alias.scope !135, !noalias !137
  %sunkaddr415 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr416 = getelementptr i8, ptr %sunkaddr415, i64 48
  store <16 x i8> %108, ptr %sunkaddr416, align 1, !alias.scope !135, !noalias !137
  %index.next305 = add nuw nsw i64 %index301, 64
  %109 = icmp eq i64 %n.vec299, %index.next305
  br i1 %109, label %middle.block306, label %vector.body300, !llvm.loop !138

middle.block306:                                  ; preds = %vector.body300
  %cmp.n307 = icmp eq i64 %arg.a.1, %n.vec299
  br i1 %cmp.n307, label %B296.endif.endif, label %vec.epilog.iter.check310

vec.epilog.iter.check310:                         ; preds = %middle.block306
  %110 = and i64 %arg.a.1, 56
  %min.epilog.iters.check311 = icmp eq i64 %110, 0
  br i1 %min.epilog.iters.check311, label %B230.us.us143.preheader, label %vec.epilog.ph312, !prof !139

vec.epilog.ph312:                                 ; preds = %vec.epilog.iter.check310, %vector.main.loop.iter.check296
  %vec.epilog.resume.val308 = phi i64 [ %n.vec299, %vec.epilog.iter.check310 ], [ 0, %vector.main.loop.iter.check296 ]
  %const_mat395 = add i64 %const393, 8
  %n.vec314 = and i64 %arg.a.1, %const_mat395
  br label %vec.epilog.vector.body315

vec.epilog.vector.body315:                        ; preds = %vec.epilog.vector.body315, %vec.epilog.ph312
  %index316 = phi i64 [ %vec.epilog.resume.val308, %vec.epilog.ph312 ], [ %index.next318, %vec.epilog.vector.body315 ]
  %111 = shl i64 %index316, 2
  %scevgep557 = getelementptr i8, ptr %arg.a.0, i64 %111
  %wide.load317 = load <8 x i32>, ptr %scevgep557, align 4, !alias.scope !132, !noalias !101
  %112 = trunc <8 x i32> %wide.load317 to <8 x i8>
  %113 = getelementptr i8, ptr %.6.i.i, i64 %index316
  store <8 x i8> %112, ptr %113, align 1, !alias.scope !135, !noalias !137
  %index.next318 = add nuw i64 %index316, 8
  %114 = icmp eq i64 %n.vec314, %index.next318
  br i1 %114, label %vec.epilog.middle.block319, label %vec.epilog.vector.body315, !llvm.loop !140

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
  %.95.i.us.us.prol = load i32, ptr %scevgep554, align 4, !noalias !101
  %.41.i19.us.us148.prol = trunc i32 %.95.i.us.us.prol to i8
  %.42.i.us.us149.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144.prol
  store i8 %.41.i19.us.us148.prol, ptr %.42.i.us.us149.prol, align 1, !noalias !117
  %lsr.iv.next556 = add nsw i64 %lsr.iv555, -1
  %prol.iter407.cmp.not = icmp eq i64 %lsr.iv.next556, 0
  br i1 %prol.iter407.cmp.not, label %B230.us.us143.prol.loopexit, label %B230.us.us143.prol, !llvm.loop !141

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
  %wide.load338 = load <32 x i16>, ptr %sunkaddr418, align 2, !alias.scope !142, !noalias !101
  %sunkaddr419 = mul i64 %index337, 2
  %sunkaddr420 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr419
  %sunkaddr421 = getelementptr i8, ptr %sunkaddr420, i64 64
  %wide.load339 = load <32 x i16>, ptr %sunkaddr421, align 2, !alias.scope !142, !noalias !101
  %sunkaddr422 = mul i64 %index337, 2
  %sunkaddr423 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr422
  %sunkaddr424 = getelementptr i8, ptr %sunkaddr423, i64 128
  %wide.load340 = load <32 x i16>, ptr %sunkaddr424, align 2, !alias.scope !142, !noalias !101
  %sunkaddr425 = mul i64 %index337, 2
  %sunkaddr426 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr425
  %sunkaddr427 = getelementptr i8, ptr %sunkaddr426, i64 192
  %wide.load341 = load <32 x i16>, ptr %sunkaddr427, align 2, !alias.scope !142, !noalias !101
  %119 = trunc <32 x i16> %wide.load338 to <32 x i8>
  %120 = trunc <32 x i16> %wide.load339 to <32 x i8>
  %121 = trunc <32 x i16> %wide.load340 to <32 x i8>
  %122 = trunc <32 x i16> %wide.load341 to <32 x i8>
  %sunkaddr428 = getelementptr i8, ptr %.6.i.i, i64 %index337
  store <32 x i8> %119, ptr %sunkaddr428, align 1, !alias.scope !145, !noalias !147
  %sunkaddr429 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr430 = getelementptr i8, ptr %sunkaddr429, i64 32
  store <32 x i8> %120, ptr %sunkaddr430, align 1, !alias.scope !145, !noalias !147
  %sunkaddr431 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr432 = getelementptr i8, ptr %sunkaddr431, i64 64
  store <32 x i8> %121, ptr %sunkaddr432, align 1, !alias.scope !145, !noalias !147
  %sunkaddr433 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr434 = getelementptr i8, ptr %sunkaddr433, i64 96
  store <32 x i8> %122, ptr %sunkaddr434, align 1, !alias.scope !145, !noalias !147
  %index.next342 = add nuw nsw i64 %index337, 128
  %123 = icmp eq i64 %n.vec335, %index.next342
  br i1 %123, label %middle.block343, label %vector.body336, !llvm.loop !148

middle.block343:                                  ; preds = %vector.body336
  %cmp.n344 = icmp eq i64 %arg.a.1, %n.vec335
  br i1 %cmp.n344, label %B296.endif.endif, label %vec.epilog.iter.check347

vec.epilog.iter.check347:                         ; preds = %middle.block343
  %124 = and i64 %arg.a.1, 112
  %min.epilog.iters.check348 = icmp eq i64 %124, 0
  br i1 %min.epilog.iters.check348, label %B230.us.us134.preheader, label %vec.epilog.ph349, !prof !149

vec.epilog.ph349:                                 ; preds = %vec.epilog.iter.check347, %vector.main.loop.iter.check332
  %vec.epilog.resume.val345 = phi i64 [ %n.vec335, %vec.epilog.iter.check347 ], [ 0, %vector.main.loop.iter.check332 ]
  %n.vec351 = and i64 %arg.a.1, %const396
  br label %vec.epilog.vector.body352

vec.epilog.vector.body352:                        ; preds = %vec.epilog.vector.body352, %vec.epilog.ph349
  %index353 = phi i64 [ %vec.epilog.resume.val345, %vec.epilog.ph349 ], [ %index.next355, %vec.epilog.vector.body352 ]
  %125 = shl i64 %index353, 1
  %scevgep508 = getelementptr i8, ptr %arg.a.0, i64 %125
  %wide.load354 = load <16 x i16>, ptr %scevgep508, align 2, !alias.scope !142, !noalias !101
  %126 = trunc <16 x i16> %wide.load354 to <16 x i8>
  %127 = getelementptr i8, ptr %.6.i.i, i64 %index353
  store <16 x i8> %126, ptr %127, align 1, !alias.scope !145, !noalias !147
  %index.next355 = add nuw i64 %index353, 16
  %128 = icmp eq i64 %n.vec351, %index.next355
  br i1 %128, label %vec.epilog.middle.block356, label %vec.epilog.vector.body352, !llvm.loop !150

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
  %.66.i.us.us.prol = load i16, ptr %scevgep136, align 2, !noalias !101
  %.41.i19.us.us139.prol = trunc i16 %.66.i.us.us.prol to i8
  %.42.i.us.us140.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135.prol
  store i8 %.41.i19.us.us139.prol, ptr %.42.i.us.us140.prol, align 1, !noalias !117
  %lsr.iv.next507 = add nsw i64 %lsr.iv506, -1
  %prol.iter410.cmp.not = icmp eq i64 %lsr.iv.next507, 0
  br i1 %prol.iter410.cmp.not, label %B230.us.us134.prol.loopexit, label %B230.us.us134.prol, !llvm.loop !151

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
  %wide.load372 = load <64 x i8>, ptr %sunkaddr435, align 1, !noalias !101
  %sunkaddr436 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr437 = getelementptr i8, ptr %sunkaddr436, i64 64
  %wide.load373 = load <64 x i8>, ptr %sunkaddr437, align 1, !noalias !101
  %sunkaddr438 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr439 = getelementptr i8, ptr %sunkaddr438, i64 128
  %wide.load374 = load <64 x i8>, ptr %sunkaddr439, align 1, !noalias !101
  %sunkaddr440 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr441 = getelementptr i8, ptr %sunkaddr440, i64 192
  %wide.load375 = load <64 x i8>, ptr %sunkaddr441, align 1, !noalias !101
  %sunkaddr442 = getelementptr i8, ptr %.6.i.i, i64 %index371
  store <64 x i8> %wide.load372, ptr %sunkaddr442, align 1, !noalias !117
  %sunkaddr443 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr444 = getelementptr i8, ptr %sunkaddr443, i64 64
  store <64 x i8> %wide.load373, ptr %sunkaddr444, align 1, !noalias !117
  %sunkaddr445 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr446 = getelementptr i8, ptr %sunkaddr445, i64 128
  store <64 x i8> %wide.load374, ptr %sunkaddr446, align 1, !noalias !117
  %sunkaddr447 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr448 = getelementptr i8, ptr %sunkaddr447, i64 192
  store <64 x i8> %wide.load375, ptr %sunkaddr448, align 1, !noalias !117
  %index.next376 = add nuw nsw i64 %index371, 256
  %135 = icmp eq i64 %n.vec369, %index.next376
  br i1 %135, label %middle.block377, label %vector.body370, !llvm.loop !152

middle.block377:                                  ; preds = %vector.body370
  %cmp.n378 = icmp eq i64 %arg.a.1, %n.vec369
  br i1 %cmp.n378, label %B296.endif.endif, label %vec.epilog.iter.check381

vec.epilog.iter.check381:                         ; preds = %middle.block377
  %136 = and i64 %arg.a.1, 240
  %min.epilog.iters.check382 = icmp eq i64 %136, 0
  br i1 %min.epilog.iters.check382, label %B230.us.us.preheader, label %vec.epilog.ph383, !prof !153

vec.epilog.ph383:                                 ; preds = %vec.epilog.iter.check381, %vector.main.loop.iter.check366
  %vec.epilog.resume.val379 = phi i64 [ %n.vec369, %vec.epilog.iter.check381 ], [ 0, %vector.main.loop.iter.check366 ]
  %n.vec385 = and i64 %arg.a.1, %const398
  br label %vec.epilog.vector.body386

vec.epilog.vector.body386:                        ; preds = %vec.epilog.vector.body386, %vec.epilog.ph383
  %index387 = phi i64 [ %vec.epilog.resume.val379, %vec.epilog.ph383 ], [ %index.next389, %vec.epilog.vector.body386 ]
  %137 = getelementptr i8, ptr %arg.a.0, i64 %index387
  %wide.load388 = load <16 x i8>, ptr %137, align 1, !noalias !101
  %138 = getelementptr i8, ptr %.6.i.i, i64 %index387
  store <16 x i8> %wide.load388, ptr %138, align 1, !noalias !117
  %index.next389 = add nuw i64 %index387, 16
  %139 = icmp eq i64 %n.vec385, %index.next389
  br i1 %139, label %vec.epilog.middle.block390, label %vec.epilog.vector.body386, !llvm.loop !154

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
  %.37.i.us.us.prol = load i8, ptr %.36.i.us.us.prol, align 1, !noalias !101
  %.42.i.us.us.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us.prol
  store i8 %.37.i.us.us.prol, ptr %.42.i.us.us.prol, align 1, !noalias !117
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter413.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter413.cmp.not, label %B230.us.us.prol.loopexit, label %B230.us.us.prol, !llvm.loop !155

B230.us.us.prol.loopexit:                         ; preds = %B230.us.us.prol, %B230.us.us.preheader
  %.262291294.us.us.unr = phi i64 [ %.262291294.us.us.ph, %B230.us.us.preheader ], [ %.269.us.us.prol, %B230.us.us.prol ]
  %140 = sub nsw i64 %.262291294.us.us.ph, %arg.a.1
  %141 = icmp ugt i64 %140, -8
  br i1 %141, label %B296.endif.endif, label %B230.us.us.preheader46

B230.us.us.preheader46:                           ; preds = %B230.us.us.prol.loopexit
  br label %B230.us.us

B230.us.preheader:                                ; preds = %B230.preheader.split.us
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %.6.i.i, i8 0, i64 %arg.a.1, i1 false), !noalias !117
  br label %B296.endif.endif

B230.us.us:                                       ; preds = %B230.us.us.preheader46, %B230.us.us
  %.262291294.us.us = phi i64 [ %.269.us.us.7, %B230.us.us ], [ %.262291294.us.us.unr, %B230.us.us.preheader46 ]
  %sunkaddr449 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %.37.i.us.us = load i8, ptr %sunkaddr449, align 1, !noalias !101
  %sunkaddr450 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  store i8 %.37.i.us.us, ptr %sunkaddr450, align 1, !noalias !117
  %sunkaddr451 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr452 = getelementptr i8, ptr %sunkaddr451, i64 1
  %.37.i.us.us.1 = load i8, ptr %sunkaddr452, align 1, !noalias !101
  %sunkaddr453 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr454 = getelementptr i8, ptr %sunkaddr453, i64 1
  store i8 %.37.i.us.us.1, ptr %sunkaddr454, align 1, !noalias !117
  %sunkaddr455 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr456 = getelementptr i8, ptr %sunkaddr455, i64 2
  %.37.i.us.us.2 = load i8, ptr %sunkaddr456, align 1, !noalias !101
  %sunkaddr457 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr458 = getelementptr i8, ptr %sunkaddr457, i64 2
  store i8 %.37.i.us.us.2, ptr %sunkaddr458, align 1, !noalias !117
  %sunkaddr459 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr460 = getelementptr i8, ptr %sunkaddr459, i64 3
  %.37.i.us.us.3 = load i8, ptr %sunkaddr460, align 1, !noalias !101
  %sunkaddr461 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr462 = getelementptr i8, ptr %sunkaddr461, i64 3
  store i8 %.37.i.us.us.3, ptr %sunkaddr462, align 1, !noalias !117
  %sunkaddr463 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr464 = getelementptr i8, ptr %sunkaddr463, i64 4
  %.37.i.us.us.4 = load i8, ptr %sunkaddr464, align 1, !noalias !101
  %sunkaddr465 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr466 = getelementptr i8, ptr %sunkaddr465, i64 4
  store i8 %.37.i.us.us.4, ptr %sunkaddr466, align 1, !noalias !117
  %sunkaddr467 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr468 = getelementptr i8, ptr %sunkaddr467, i64 5
  %.37.i.us.us.5 = load i8, ptr %sunkaddr468, align 1, !noalias !101
  %sunkaddr469 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr470 = getelementptr i8, ptr %sunkaddr469, i64 5
  store i8 %.37.i.us.us.5, ptr %sunkaddr470, align 1, !noalias !117
  %sunkaddr471 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr472 = getelementptr i8, ptr %sunkaddr471, i64 6
  %.37.i.us.us.6 = load i8, ptr %sunkaddr472, align 1, !noalias !101
  %sunkaddr473 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr474 = getelementptr i8, ptr %sunkaddr473, i64 6
  store i8 %.37.i.us.us.6, ptr %sunkaddr474, align 1, !noalias !117
  %.269.us.us.7 = add nuw nsw i64 %.262291294.us.us, 8
  %sunkaddr475 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr476 = getelementptr i8, ptr %sunkaddr475, i64 7
  %.37.i.us.us.7 = load i8, ptr %sunkaddr476, align 1, !noalias !101
  %sunkaddr477 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr478 = getelementptr i8, ptr %sunkaddr477, i64 7
  store i8 %.37.i.us.us.7, ptr %sunkaddr478, align 1, !noalias !117
  %exitcond.not.us.us.7 = icmp eq i64 %arg.a.1, %.269.us.us.7
  br i1 %exitcond.not.us.us.7, label %B296.endif.endif, label %B230.us.us, !llvm.loop !156

B230.us.us134:                                    ; preds = %B230.us.us134.preheader47, %B230.us.us134
  %.262291294.us.us135 = phi i64 [ %.269.us.us136.7, %B230.us.us134 ], [ %.262291294.us.us135.unr, %B230.us.us134.preheader47 ]
  %sunkaddr479 = mul i64 %.262291294.us.us135, 2
  %sunkaddr480 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr479
  %.66.i.us.us = load i16, ptr %sunkaddr480, align 2, !noalias !101
  %.41.i19.us.us139 = trunc i16 %.66.i.us.us to i8
  %sunkaddr481 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  store i8 %.41.i19.us.us139, ptr %sunkaddr481, align 1, !noalias !117
  %sunkaddr482 = mul i64 %.262291294.us.us135, 2
  %sunkaddr483 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr482
  %sunkaddr484 = getelementptr i8, ptr %sunkaddr483, i64 2
  %.66.i.us.us.1 = load i16, ptr %sunkaddr484, align 2, !noalias !101
  %.41.i19.us.us139.1 = trunc i16 %.66.i.us.us.1 to i8
  %sunkaddr485 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr486 = getelementptr i8, ptr %sunkaddr485, i64 1
  store i8 %.41.i19.us.us139.1, ptr %sunkaddr486, align 1, !noalias !117
  %sunkaddr487 = mul i64 %.262291294.us.us135, 2
  %sunkaddr488 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr487
  %sunkaddr489 = getelementptr i8, ptr %sunkaddr488, i64 4
  %.66.i.us.us.2 = load i16, ptr %sunkaddr489, align 2, !noalias !101
  %.41.i19.us.us139.2 = trunc i16 %.66.i.us.us.2 to i8
  %sunkaddr490 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr491 = getelementptr i8, ptr %sunkaddr490, i64 2
  store i8 %.41.i19.us.us139.2, ptr %sunkaddr491, align 1, !noalias !117
  %sunkaddr492 = mul i64 %.262291294.us.us135, 2
  %sunkaddr493 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr492
  %sunkaddr494 = getelementptr i8, ptr %sunkaddr493, i64 6
  %.66.i.us.us.3 = load i16, ptr %sunkaddr494, align 2, !noalias !101
  %.41.i19.us.us139.3 = trunc i16 %.66.i.us.us.3 to i8
  %sunkaddr495 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr496 = getelementptr i8, ptr %sunkaddr495, i64 3
  store i8 %.41.i19.us.us139.3, ptr %sunkaddr496, align 1, !noalias !117
  %sunkaddr497 = mul i64 %.262291294.us.us135, 2
  %sunkaddr498 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr497
  %sunkaddr499 = getelementptr i8, ptr %sunkaddr498, i64 8
  %.66.i.us.us.4 = load i16, ptr %sunkaddr499, align 2, !noalias !101
  %.41.i19.us.us139.4 = trunc i16 %.66.i.us.us.4 to i8
  %sunkaddr500 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr501 = getelementptr i8, ptr %sunkaddr500, i64 4
  store i8 %.41.i19.us.us139.4, ptr %sunkaddr501, align 1, !noalias !117
  %sunkaddr502 = mul i64 %.262291294.us.us135, 2
  %sunkaddr503 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr502
  %sunkaddr504 = getelementptr i8, ptr %sunkaddr503, i64 10
  %.66.i.us.us.5 = load i16, ptr %sunkaddr504, align 2, !noalias !101
  %.41.i19.us.us139.5 = trunc i16 %.66.i.us.us.5 to i8
  %sunkaddr505 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr506 = getelementptr i8, ptr %sunkaddr505, i64 5
  store i8 %.41.i19.us.us139.5, ptr %sunkaddr506, align 1, !noalias !117
  %sunkaddr507 = mul i64 %.262291294.us.us135, 2
  %sunkaddr508 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr507
  %sunkaddr509 = getelementptr i8, ptr %sunkaddr508, i64 12
  %.66.i.us.us.6 = load i16, ptr %sunkaddr509, align 2, !noalias !101
  %.41.i19.us.us139.6 = trunc i16 %.66.i.us.us.6 to i8
  %sunkaddr510 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr511 = getelementptr i8, ptr %sunkaddr510, i64 6
  store i8 %.41.i19.us.us139.6, ptr %sunkaddr511, align 1, !noalias !117
  %.269.us.us136.7 = add nuw nsw i64 %.262291294.us.us135, 8
  %sunkaddr512 = mul i64 %.262291294.us.us135, 2
  %sunkaddr513 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr512
  %sunkaddr514 = getelementptr i8, ptr %sunkaddr513, i64 14
  %.66.i.us.us.7 = load i16, ptr %sunkaddr514, align 2, !noalias !101
  %.41.i19.us.us139.7 = trunc i16 %.66.i.us.us.7 to i8
  %sunkaddr515 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr516 = getelementptr i8, ptr %sunkaddr515, i64 7
  store i8 %.41.i19.us.us139.7, ptr %sunkaddr516, align 1, !noalias !117
  %exitcond.not.us.us141.7 = icmp eq i64 %arg.a.1, %.269.us.us136.7
  br i1 %exitcond.not.us.us141.7, label %B296.endif.endif, label %B230.us.us134, !llvm.loop !157

B230.us.us143:                                    ; preds = %B230.us.us143.preheader49, %B230.us.us143
  %.262291294.us.us144 = phi i64 [ %.269.us.us145.7, %B230.us.us143 ], [ %.262291294.us.us144.unr, %B230.us.us143.preheader49 ]
  %sunkaddr517 = mul i64 %.262291294.us.us144, 4
  %sunkaddr518 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr517
  %.95.i.us.us = load i32, ptr %sunkaddr518, align 4, !noalias !101
  %.41.i19.us.us148 = trunc i32 %.95.i.us.us to i8
  %sunkaddr519 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  store i8 %.41.i19.us.us148, ptr %sunkaddr519, align 1, !noalias !117
  %sunkaddr520 = mul i64 %.262291294.us.us144, 4
  %sunkaddr521 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr520
  %sunkaddr522 = getelementptr i8, ptr %sunkaddr521, i64 4
  %.95.i.us.us.1 = load i32, ptr %sunkaddr522, align 4, !noalias !101
  %.41.i19.us.us148.1 = trunc i32 %.95.i.us.us.1 to i8
  %sunkaddr523 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr524 = getelementptr i8, ptr %sunkaddr523, i64 1
  store i8 %.41.i19.us.us148.1, ptr %sunkaddr524, align 1, !noalias !117
  %sunkaddr525 = mul i64 %.262291294.us.us144, 4
  %sunkaddr526 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr525
  %sunkaddr527 = getelementptr i8, ptr %sunkaddr526, i64 8
  %.95.i.us.us.2 = load i32, ptr %sunkaddr527, align 4, !noalias !101
  %.41.i19.us.us148.2 = trunc i32 %.95.i.us.us.2 to i8
  %sunkaddr528 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr529 = getelementptr i8, ptr %sunkaddr528, i64 2
  store i8 %.41.i19.us.us148.2, ptr %sunkaddr529, align 1, !noalias !117
  %sunkaddr530 = mul i64 %.262291294.us.us144, 4
  %sunkaddr531 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr530
  %sunkaddr532 = getelementptr i8, ptr %sunkaddr531, i64 12
  %.95.i.us.us.3 = load i32, ptr %sunkaddr532, align 4, !noalias !101
  %.41.i19.us.us148.3 = trunc i32 %.95.i.us.us.3 to i8
  %sunkaddr533 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr534 = getelementptr i8, ptr %sunkaddr533, i64 3
  store i8 %.41.i19.us.us148.3, ptr %sunkaddr534, align 1, !noalias !117
  %sunkaddr535 = mul i64 %.262291294.us.us144, 4
  %sunkaddr536 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr535
  %sunkaddr537 = getelementptr i8, ptr %sunkaddr536, i64 16
  %.95.i.us.us.4 = load i32, ptr %sunkaddr537, align 4, !noalias !101
  %.41.i19.us.us148.4 = trunc i32 %.95.i.us.us.4 to i8
  %sunkaddr538 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr539 = getelementptr i8, ptr %sunkaddr538, i64 4
  store i8 %.41.i19.us.us148.4, ptr %sunkaddr539, align 1, !noalias !117
  %sunkaddr540 = mul i64 %.262291294.us.us144, 4
  %sunkaddr541 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr540
  %sunkaddr542 = getelementptr i8, ptr %sunkaddr541, i64 20
  %.95.i.us.us.5 = load i32, ptr %sunkaddr542, align 4, !noalias !101
  %.41.i19.us.us148.5 = trunc i32 %.95.i.us.us.5 to i8
  %sunkaddr543 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr544 = getelementptr i8, ptr %sunkaddr543, i64 5
  store i8 %.41.i19.us.us148.5, ptr %sunkaddr544, align 1, !noalias !117
  %sunkaddr545 = mul i64 %.262291294.us.us144, 4
  %sunkaddr546 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr545
  %sunkaddr547 = getelementptr i8, ptr %sunkaddr546, i64 24
  %.95.i.us.us.6 = load i32, ptr %sunkaddr547, align 4, !noalias !101
  %.41.i19.us.us148.6 = trunc i32 %.95.i.us.us.6 to i8
  %sunkaddr548 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr549 = getelementptr i8, ptr %sunkaddr548, i64 6
  store i8 %.41.i19.us.us148.6, ptr %sunkaddr549, align 1, !noalias !117
  %.269.us.us145.7 = add nuw nsw i64 %.262291294.us.us144, 8
  %sunkaddr550 = mul i64 %.262291294.us.us144, 4
  %sunkaddr551 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr550
  %sunkaddr552 = getelementptr i8, ptr %sunkaddr551, i64 28
  %.95.i.us.us.7 = load i32, ptr %sunkaddr552, align 4, !noalias !101
  %.41.i19.us.us148.7 = trunc i32 %.95.i.us.us.7 to i8
  %sunkaddr553 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr554 = getelementptr i8, ptr %sunkaddr553, i64 7
  store i8 %.41.i19.us.us148.7, ptr %sunkaddr554, align 1, !noalias !117
  %exitcond.not.us.us150.7 = icmp eq i64 %arg.a.1, %.269.us.us145.7
  br i1 %exitcond.not.us.us150.7, label %B296.endif.endif, label %B230.us.us143, !llvm.loop !158

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
  %.95.i.us99 = load i32, ptr %scevgep443, align 4, !noalias !101
  %.98.i.us100 = trunc i32 %.95.i.us99 to i16
  %143 = shl i64 %lsr.iv365, 1
  %scevgep381 = getelementptr i8, ptr %.6.i.i, i64 %143
  store i16 %.98.i.us100, ptr %scevgep381, align 2, !noalias !117
  %144 = shl i64 %lsr.iv365, 2
  %scevgep280 = getelementptr i8, ptr %arg.a.0, i64 %144
  %scevgep281 = getelementptr i8, ptr %scevgep280, i64 4
  %.95.i.us99.1 = load i32, ptr %scevgep281, align 4, !noalias !101
  %.98.i.us100.1 = trunc i32 %.95.i.us99.1 to i16
  %145 = shl i64 %lsr.iv365, 1
  %scevgep244 = getelementptr i8, ptr %.6.i.i, i64 %145
  %scevgep245 = getelementptr i8, ptr %scevgep244, i64 2
  store i16 %.98.i.us100.1, ptr %scevgep245, align 2, !noalias !117
  %146 = shl i64 %lsr.iv365, 2
  %scevgep278 = getelementptr i8, ptr %arg.a.0, i64 %146
  %scevgep279 = getelementptr i8, ptr %scevgep278, i64 8
  %.95.i.us99.2 = load i32, ptr %scevgep279, align 4, !noalias !101
  %.98.i.us100.2 = trunc i32 %.95.i.us99.2 to i16
  %147 = shl i64 %lsr.iv365, 1
  %scevgep242 = getelementptr i8, ptr %.6.i.i, i64 %147
  %scevgep243 = getelementptr i8, ptr %scevgep242, i64 4
  store i16 %.98.i.us100.2, ptr %scevgep243, align 2, !noalias !117
  %148 = shl i64 %lsr.iv365, 2
  %scevgep276 = getelementptr i8, ptr %arg.a.0, i64 %148
  %scevgep277 = getelementptr i8, ptr %scevgep276, i64 12
  %.95.i.us99.3 = load i32, ptr %scevgep277, align 4, !noalias !101
  %.98.i.us100.3 = trunc i32 %.95.i.us99.3 to i16
  %149 = shl i64 %lsr.iv365, 1
  %scevgep240 = getelementptr i8, ptr %.6.i.i, i64 %149
  %scevgep241 = getelementptr i8, ptr %scevgep240, i64 6
  store i16 %.98.i.us100.3, ptr %scevgep241, align 2, !noalias !117
  %150 = shl i64 %lsr.iv365, 2
  %scevgep274 = getelementptr i8, ptr %arg.a.0, i64 %150
  %scevgep275 = getelementptr i8, ptr %scevgep274, i64 16
  %.95.i.us99.4 = load i32, ptr %scevgep275, align 4, !noalias !101
  %.98.i.us100.4 = trunc i32 %.95.i.us99.4 to i16
  %151 = shl i64 %lsr.iv365, 1
  %scevgep238 = getelementptr i8, ptr %.6.i.i, i64 %151
  %scevgep239 = getelementptr i8, ptr %scevgep238, i64 8
  store i16 %.98.i.us100.4, ptr %scevgep239, align 2, !noalias !117
  %152 = shl i64 %lsr.iv365, 2
  %scevgep272 = getelementptr i8, ptr %arg.a.0, i64 %152
  %scevgep273 = getelementptr i8, ptr %scevgep272, i64 20
  %.95.i.us99.5 = load i32, ptr %scevgep273, align 4, !noalias !101
  %.98.i.us100.5 = trunc i32 %.95.i.us99.5 to i16
  %153 = shl i64 %lsr.iv365, 1
  %scevgep236 = getelementptr i8, ptr %.6.i.i, i64 %153
  %scevgep237 = getelementptr i8, ptr %scevgep236, i64 10
  store i16 %.98.i.us100.5, ptr %scevgep237, align 2, !noalias !117
  %154 = shl i64 %lsr.iv365, 2
  %scevgep270 = getelementptr i8, ptr %arg.a.0, i64 %154
  %scevgep271 = getelementptr i8, ptr %scevgep270, i64 24
  %.95.i.us99.6 = load i32, ptr %scevgep271, align 4, !noalias !101
  %.98.i.us100.6 = trunc i32 %.95.i.us99.6 to i16
  %155 = shl i64 %lsr.iv365, 1
  %scevgep234 = getelementptr i8, ptr %.6.i.i, i64 %155
  %scevgep235 = getelementptr i8, ptr %scevgep234, i64 12
  store i16 %.98.i.us100.6, ptr %scevgep235, align 2, !noalias !117
  %.95.i.us99.7 = load i32, ptr %scevgep444, align 4, !noalias !101
  %.98.i.us100.7 = trunc i32 %.95.i.us99.7 to i16
  br label %B230.endif.us109.7

B230.endif.us109.thread8:                         ; preds = %B230.us94
  %156 = shl i64 %lsr.iv365, 1
  %scevgep423 = getelementptr i8, ptr %arg.a.0, i64 %156
  %scevgep428 = getelementptr i8, ptr %scevgep423, i64 14
  %.66.i.us103 = load i16, ptr %scevgep423, align 2, !noalias !101
  %scevgep408 = getelementptr i8, ptr %.6.i.i, i64 %156
  store i16 %.66.i.us103, ptr %scevgep408, align 2, !noalias !117
  %157 = shl i64 %lsr.iv365, 1
  %scevgep268 = getelementptr i8, ptr %arg.a.0, i64 %157
  %scevgep269 = getelementptr i8, ptr %scevgep268, i64 2
  %.66.i.us103.1 = load i16, ptr %scevgep269, align 2, !noalias !101
  %158 = shl i64 %lsr.iv365, 1
  %scevgep232 = getelementptr i8, ptr %.6.i.i, i64 %158
  %scevgep233 = getelementptr i8, ptr %scevgep232, i64 2
  store i16 %.66.i.us103.1, ptr %scevgep233, align 2, !noalias !117
  %scevgep266 = getelementptr i8, ptr %arg.a.0, i64 %158
  %scevgep267 = getelementptr i8, ptr %scevgep266, i64 4
  %.66.i.us103.2 = load i16, ptr %scevgep267, align 2, !noalias !101
  %159 = shl i64 %lsr.iv365, 1
  %scevgep230 = getelementptr i8, ptr %.6.i.i, i64 %159
  %scevgep231 = getelementptr i8, ptr %scevgep230, i64 4
  store i16 %.66.i.us103.2, ptr %scevgep231, align 2, !noalias !117
  %scevgep264 = getelementptr i8, ptr %arg.a.0, i64 %159
  %scevgep265 = getelementptr i8, ptr %scevgep264, i64 6
  %.66.i.us103.3 = load i16, ptr %scevgep265, align 2, !noalias !101
  %160 = shl i64 %lsr.iv365, 1
  %scevgep228 = getelementptr i8, ptr %.6.i.i, i64 %160
  %scevgep229 = getelementptr i8, ptr %scevgep228, i64 6
  store i16 %.66.i.us103.3, ptr %scevgep229, align 2, !noalias !117
  %scevgep262 = getelementptr i8, ptr %arg.a.0, i64 %160
  %scevgep263 = getelementptr i8, ptr %scevgep262, i64 8
  %.66.i.us103.4 = load i16, ptr %scevgep263, align 2, !noalias !101
  %161 = shl i64 %lsr.iv365, 1
  %scevgep226 = getelementptr i8, ptr %.6.i.i, i64 %161
  %scevgep227 = getelementptr i8, ptr %scevgep226, i64 8
  store i16 %.66.i.us103.4, ptr %scevgep227, align 2, !noalias !117
  %scevgep260 = getelementptr i8, ptr %arg.a.0, i64 %161
  %scevgep261 = getelementptr i8, ptr %scevgep260, i64 10
  %.66.i.us103.5 = load i16, ptr %scevgep261, align 2, !noalias !101
  %162 = shl i64 %lsr.iv365, 1
  %scevgep224 = getelementptr i8, ptr %.6.i.i, i64 %162
  %scevgep225 = getelementptr i8, ptr %scevgep224, i64 10
  store i16 %.66.i.us103.5, ptr %scevgep225, align 2, !noalias !117
  %scevgep258 = getelementptr i8, ptr %arg.a.0, i64 %162
  %scevgep259 = getelementptr i8, ptr %scevgep258, i64 12
  %.66.i.us103.6 = load i16, ptr %scevgep259, align 2, !noalias !101
  %163 = shl i64 %lsr.iv365, 1
  %scevgep222 = getelementptr i8, ptr %.6.i.i, i64 %163
  %scevgep223 = getelementptr i8, ptr %scevgep222, i64 12
  store i16 %.66.i.us103.6, ptr %scevgep223, align 2, !noalias !117
  %.66.i.us103.7 = load i16, ptr %scevgep428, align 2, !noalias !101
  br label %B230.endif.us109.7

B230.endif.us109.thread:                          ; preds = %B230.us94
  %scevgep409 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep410 = getelementptr i8, ptr %scevgep409, i64 7
  %.37.i.us107 = load i8, ptr %scevgep409, align 1, !noalias !101
  %.41.i.us108 = zext i8 %.37.i.us107 to i16
  %164 = shl i64 %lsr.iv365, 1
  %scevgep394 = getelementptr i8, ptr %.6.i.i, i64 %164
  store i16 %.41.i.us108, ptr %scevgep394, align 2, !noalias !117
  %scevgep256 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep257 = getelementptr i8, ptr %scevgep256, i64 1
  %.37.i.us107.1 = load i8, ptr %scevgep257, align 1, !noalias !101
  %.41.i.us108.1 = zext i8 %.37.i.us107.1 to i16
  %165 = shl i64 %lsr.iv365, 1
  %scevgep220 = getelementptr i8, ptr %.6.i.i, i64 %165
  %scevgep221 = getelementptr i8, ptr %scevgep220, i64 2
  store i16 %.41.i.us108.1, ptr %scevgep221, align 2, !noalias !117
  %scevgep254 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep255 = getelementptr i8, ptr %scevgep254, i64 2
  %.37.i.us107.2 = load i8, ptr %scevgep255, align 1, !noalias !101
  %.41.i.us108.2 = zext i8 %.37.i.us107.2 to i16
  %166 = shl i64 %lsr.iv365, 1
  %scevgep218 = getelementptr i8, ptr %.6.i.i, i64 %166
  %scevgep219 = getelementptr i8, ptr %scevgep218, i64 4
  store i16 %.41.i.us108.2, ptr %scevgep219, align 2, !noalias !117
  %scevgep252 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep253 = getelementptr i8, ptr %scevgep252, i64 3
  %.37.i.us107.3 = load i8, ptr %scevgep253, align 1, !noalias !101
  %.41.i.us108.3 = zext i8 %.37.i.us107.3 to i16
  %167 = shl i64 %lsr.iv365, 1
  %scevgep216 = getelementptr i8, ptr %.6.i.i, i64 %167
  %scevgep217 = getelementptr i8, ptr %scevgep216, i64 6
  store i16 %.41.i.us108.3, ptr %scevgep217, align 2, !noalias !117
  %scevgep250 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep251 = getelementptr i8, ptr %scevgep250, i64 4
  %.37.i.us107.4 = load i8, ptr %scevgep251, align 1, !noalias !101
  %.41.i.us108.4 = zext i8 %.37.i.us107.4 to i16
  %168 = shl i64 %lsr.iv365, 1
  %scevgep210 = getelementptr i8, ptr %.6.i.i, i64 %168
  %scevgep215 = getelementptr i8, ptr %scevgep210, i64 8
  store i16 %.41.i.us108.4, ptr %scevgep215, align 2, !noalias !117
  %scevgep248 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep249 = getelementptr i8, ptr %scevgep248, i64 5
  %.37.i.us107.5 = load i8, ptr %scevgep249, align 1, !noalias !101
  %.41.i.us108.5 = zext i8 %.37.i.us107.5 to i16
  %169 = shl i64 %lsr.iv365, 1
  %scevgep208 = getelementptr i8, ptr %.6.i.i, i64 %169
  %scevgep209 = getelementptr i8, ptr %scevgep208, i64 10
  store i16 %.41.i.us108.5, ptr %scevgep209, align 2, !noalias !117
  %scevgep246 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep247 = getelementptr i8, ptr %scevgep246, i64 6
  %.37.i.us107.6 = load i8, ptr %scevgep247, align 1, !noalias !101
  %.41.i.us108.6 = zext i8 %.37.i.us107.6 to i16
  %170 = shl i64 %lsr.iv365, 1
  %scevgep206 = getelementptr i8, ptr %.6.i.i, i64 %170
  %scevgep207 = getelementptr i8, ptr %scevgep206, i64 12
  store i16 %.41.i.us108.6, ptr %scevgep207, align 2, !noalias !117
  %.37.i.us107.7 = load i8, ptr %scevgep410, align 1, !noalias !101
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
  store i16 %.sink.i.us110.7, ptr %scevgep205, align 2, !noalias !117
  %lsr.iv.next366 = add i64 %lsr.iv365, 8
  %exitcond.not.us112.7 = icmp eq i64 %arg.a.1, %lsr.iv.next366
  br i1 %exitcond.not.us112.7, label %B296.endif.endif, label %B230.us94, !llvm.loop !159

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
  %.95.i.us119 = load i32, ptr %scevgep730, align 4, !noalias !101
  %scevgep530 = getelementptr i8, ptr %scevgep487, i64 %173
  store i32 %.95.i.us119, ptr %scevgep530, align 4, !noalias !117
  %174 = shl i64 %lsr.iv667, 2
  %scevgep375 = getelementptr i8, ptr %scevgep717, i64 %174
  %scevgep376 = getelementptr i8, ptr %scevgep375, i64 -24
  %.95.i.us119.1 = load i32, ptr %scevgep376, align 4, !noalias !101
  %175 = shl i64 %lsr.iv667, 2
  %scevgep339 = getelementptr i8, ptr %scevgep487, i64 %175
  %scevgep340 = getelementptr i8, ptr %scevgep339, i64 4
  store i32 %.95.i.us119.1, ptr %scevgep340, align 4, !noalias !117
  %scevgep373 = getelementptr i8, ptr %scevgep717, i64 %175
  %scevgep374 = getelementptr i8, ptr %scevgep373, i64 -20
  %.95.i.us119.2 = load i32, ptr %scevgep374, align 4, !noalias !101
  %176 = shl i64 %lsr.iv667, 2
  %scevgep337 = getelementptr i8, ptr %scevgep487, i64 %176
  %scevgep338 = getelementptr i8, ptr %scevgep337, i64 8
  store i32 %.95.i.us119.2, ptr %scevgep338, align 4, !noalias !117
  %scevgep371 = getelementptr i8, ptr %scevgep717, i64 %176
  %scevgep372 = getelementptr i8, ptr %scevgep371, i64 -16
  %.95.i.us119.3 = load i32, ptr %scevgep372, align 4, !noalias !101
  %177 = shl i64 %lsr.iv667, 2
  %scevgep335 = getelementptr i8, ptr %scevgep487, i64 %177
  %scevgep336 = getelementptr i8, ptr %scevgep335, i64 12
  store i32 %.95.i.us119.3, ptr %scevgep336, align 4, !noalias !117
  %scevgep369 = getelementptr i8, ptr %scevgep717, i64 %177
  %scevgep370 = getelementptr i8, ptr %scevgep369, i64 -12
  %.95.i.us119.4 = load i32, ptr %scevgep370, align 4, !noalias !101
  %178 = shl i64 %lsr.iv667, 2
  %scevgep333 = getelementptr i8, ptr %scevgep487, i64 %178
  %scevgep334 = getelementptr i8, ptr %scevgep333, i64 16
  store i32 %.95.i.us119.4, ptr %scevgep334, align 4, !noalias !117
  %scevgep367 = getelementptr i8, ptr %scevgep717, i64 %178
  %scevgep368 = getelementptr i8, ptr %scevgep367, i64 -8
  %.95.i.us119.5 = load i32, ptr %scevgep368, align 4, !noalias !101
  %179 = shl i64 %lsr.iv667, 2
  %scevgep331 = getelementptr i8, ptr %scevgep487, i64 %179
  %scevgep332 = getelementptr i8, ptr %scevgep331, i64 20
  store i32 %.95.i.us119.5, ptr %scevgep332, align 4, !noalias !117
  %scevgep365 = getelementptr i8, ptr %scevgep717, i64 %179
  %scevgep366 = getelementptr i8, ptr %scevgep365, i64 -4
  %.95.i.us119.6 = load i32, ptr %scevgep366, align 4, !noalias !101
  %180 = shl i64 %lsr.iv667, 2
  %scevgep329 = getelementptr i8, ptr %scevgep487, i64 %180
  %scevgep330 = getelementptr i8, ptr %scevgep329, i64 24
  store i32 %.95.i.us119.6, ptr %scevgep330, align 4, !noalias !117
  %.95.i.us119.7 = load i32, ptr %scevgep729, align 4, !noalias !101
  br label %B230.endif.us129.7

B230.endif.us129.thread85:                        ; preds = %B230.us114
  %181 = shl i64 %lsr.iv667, 1
  %scevgep713 = getelementptr i8, ptr %scevgep701, i64 %181
  %scevgep714 = getelementptr i8, ptr %scevgep713, i64 -14
  %.66.i.us123 = load i16, ptr %scevgep714, align 2, !noalias !101
  %.70.i.us124 = zext i16 %.66.i.us123 to i32
  %182 = shl i64 %lsr.iv667, 2
  %scevgep502 = getelementptr i8, ptr %scevgep487, i64 %182
  store i32 %.70.i.us124, ptr %scevgep502, align 4, !noalias !117
  %183 = shl i64 %lsr.iv667, 1
  %scevgep363 = getelementptr i8, ptr %scevgep701, i64 %183
  %scevgep364 = getelementptr i8, ptr %scevgep363, i64 -12
  %.66.i.us123.1 = load i16, ptr %scevgep364, align 2, !noalias !101
  %.70.i.us124.1 = zext i16 %.66.i.us123.1 to i32
  %184 = shl i64 %lsr.iv667, 2
  %scevgep327 = getelementptr i8, ptr %scevgep487, i64 %184
  %scevgep328 = getelementptr i8, ptr %scevgep327, i64 4
  store i32 %.70.i.us124.1, ptr %scevgep328, align 4, !noalias !117
  %185 = shl i64 %lsr.iv667, 1
  %scevgep361 = getelementptr i8, ptr %scevgep701, i64 %185
  %scevgep362 = getelementptr i8, ptr %scevgep361, i64 -10
  %.66.i.us123.2 = load i16, ptr %scevgep362, align 2, !noalias !101
  %.70.i.us124.2 = zext i16 %.66.i.us123.2 to i32
  %186 = shl i64 %lsr.iv667, 2
  %scevgep325 = getelementptr i8, ptr %scevgep487, i64 %186
  %scevgep326 = getelementptr i8, ptr %scevgep325, i64 8
  store i32 %.70.i.us124.2, ptr %scevgep326, align 4, !noalias !117
  %187 = shl i64 %lsr.iv667, 1
  %scevgep359 = getelementptr i8, ptr %scevgep701, i64 %187
  %scevgep360 = getelementptr i8, ptr %scevgep359, i64 -8
  %.66.i.us123.3 = load i16, ptr %scevgep360, align 2, !noalias !101
  %.70.i.us124.3 = zext i16 %.66.i.us123.3 to i32
  %188 = shl i64 %lsr.iv667, 2
  %scevgep321 = getelementptr i8, ptr %scevgep487, i64 %188
  %scevgep322 = getelementptr i8, ptr %scevgep321, i64 12
  store i32 %.70.i.us124.3, ptr %scevgep322, align 4, !noalias !117
  %189 = shl i64 %lsr.iv667, 1
  %scevgep357 = getelementptr i8, ptr %scevgep701, i64 %189
  %scevgep358 = getelementptr i8, ptr %scevgep357, i64 -6
  %.66.i.us123.4 = load i16, ptr %scevgep358, align 2, !noalias !101
  %.70.i.us124.4 = zext i16 %.66.i.us123.4 to i32
  %190 = shl i64 %lsr.iv667, 2
  %scevgep319 = getelementptr i8, ptr %scevgep487, i64 %190
  %scevgep320 = getelementptr i8, ptr %scevgep319, i64 16
  store i32 %.70.i.us124.4, ptr %scevgep320, align 4, !noalias !117
  %191 = shl i64 %lsr.iv667, 1
  %scevgep355 = getelementptr i8, ptr %scevgep701, i64 %191
  %scevgep356 = getelementptr i8, ptr %scevgep355, i64 -4
  %.66.i.us123.5 = load i16, ptr %scevgep356, align 2, !noalias !101
  %.70.i.us124.5 = zext i16 %.66.i.us123.5 to i32
  %192 = shl i64 %lsr.iv667, 2
  %scevgep317 = getelementptr i8, ptr %scevgep487, i64 %192
  %scevgep318 = getelementptr i8, ptr %scevgep317, i64 20
  store i32 %.70.i.us124.5, ptr %scevgep318, align 4, !noalias !117
  %193 = shl i64 %lsr.iv667, 1
  %scevgep353 = getelementptr i8, ptr %scevgep701, i64 %193
  %scevgep354 = getelementptr i8, ptr %scevgep353, i64 -2
  %.66.i.us123.6 = load i16, ptr %scevgep354, align 2, !noalias !101
  %.70.i.us124.6 = zext i16 %.66.i.us123.6 to i32
  %194 = shl i64 %lsr.iv667, 2
  %scevgep315 = getelementptr i8, ptr %scevgep487, i64 %194
  %scevgep316 = getelementptr i8, ptr %scevgep315, i64 24
  store i32 %.70.i.us124.6, ptr %scevgep316, align 4, !noalias !117
  %.66.i.us123.7 = load i16, ptr %scevgep713, align 2, !noalias !101
  %.70.i.us124.7 = zext i16 %.66.i.us123.7 to i32
  br label %B230.endif.us129.7

B230.endif.us129.thread:                          ; preds = %B230.us114
  %scevgep697 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep698 = getelementptr i8, ptr %scevgep697, i64 -7
  %.37.i.us127 = load i8, ptr %scevgep698, align 1, !noalias !101
  %.41.i.us128 = zext i8 %.37.i.us127 to i32
  %195 = shl i64 %lsr.iv667, 2
  %scevgep516 = getelementptr i8, ptr %scevgep487, i64 %195
  store i32 %.41.i.us128, ptr %scevgep516, align 4, !noalias !117
  %scevgep351 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep352 = getelementptr i8, ptr %scevgep351, i64 -6
  %.37.i.us127.1 = load i8, ptr %scevgep352, align 1, !noalias !101
  %.41.i.us128.1 = zext i8 %.37.i.us127.1 to i32
  %196 = shl i64 %lsr.iv667, 2
  %scevgep313 = getelementptr i8, ptr %scevgep487, i64 %196
  %scevgep314 = getelementptr i8, ptr %scevgep313, i64 4
  store i32 %.41.i.us128.1, ptr %scevgep314, align 4, !noalias !117
  %scevgep349 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep350 = getelementptr i8, ptr %scevgep349, i64 -5
  %.37.i.us127.2 = load i8, ptr %scevgep350, align 1, !noalias !101
  %.41.i.us128.2 = zext i8 %.37.i.us127.2 to i32
  %197 = shl i64 %lsr.iv667, 2
  %scevgep311 = getelementptr i8, ptr %scevgep487, i64 %197
  %scevgep312 = getelementptr i8, ptr %scevgep311, i64 8
  store i32 %.41.i.us128.2, ptr %scevgep312, align 4, !noalias !117
  %scevgep347 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep348 = getelementptr i8, ptr %scevgep347, i64 -4
  %.37.i.us127.3 = load i8, ptr %scevgep348, align 1, !noalias !101
  %.41.i.us128.3 = zext i8 %.37.i.us127.3 to i32
  %198 = shl i64 %lsr.iv667, 2
  %scevgep309 = getelementptr i8, ptr %scevgep487, i64 %198
  %scevgep310 = getelementptr i8, ptr %scevgep309, i64 12
  store i32 %.41.i.us128.3, ptr %scevgep310, align 4, !noalias !117
  %scevgep345 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep346 = getelementptr i8, ptr %scevgep345, i64 -3
  %.37.i.us127.4 = load i8, ptr %scevgep346, align 1, !noalias !101
  %.41.i.us128.4 = zext i8 %.37.i.us127.4 to i32
  %199 = shl i64 %lsr.iv667, 2
  %scevgep307 = getelementptr i8, ptr %scevgep487, i64 %199
  %scevgep308 = getelementptr i8, ptr %scevgep307, i64 16
  store i32 %.41.i.us128.4, ptr %scevgep308, align 4, !noalias !117
  %scevgep343 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep344 = getelementptr i8, ptr %scevgep343, i64 -2
  %.37.i.us127.5 = load i8, ptr %scevgep344, align 1, !noalias !101
  %.41.i.us128.5 = zext i8 %.37.i.us127.5 to i32
  %200 = shl i64 %lsr.iv667, 2
  %scevgep305 = getelementptr i8, ptr %scevgep487, i64 %200
  %scevgep306 = getelementptr i8, ptr %scevgep305, i64 20
  store i32 %.41.i.us128.5, ptr %scevgep306, align 4, !noalias !117
  %scevgep341 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep342 = getelementptr i8, ptr %scevgep341, i64 -1
  %.37.i.us127.6 = load i8, ptr %scevgep342, align 1, !noalias !101
  %.41.i.us128.6 = zext i8 %.37.i.us127.6 to i32
  %201 = shl i64 %lsr.iv667, 2
  %scevgep303 = getelementptr i8, ptr %scevgep487, i64 %201
  %scevgep304 = getelementptr i8, ptr %scevgep303, i64 24
  store i32 %.41.i.us128.6, ptr %scevgep304, align 4, !noalias !117
  %.37.i.us127.7 = load i8, ptr %scevgep697, align 1, !noalias !101
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
  store i32 %.sink.i.us130.7, ptr %scevgep302, align 4, !noalias !117
  %lsr.iv.next668 = add i64 %lsr.iv667, 8
  %exitcond.not.us132.7 = icmp eq i64 %48, %lsr.iv.next668
  br i1 %exitcond.not.us132.7, label %B296.endif.endif, label %B230.us114, !llvm.loop !160

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
  %.37.i31 = load i8, ptr %.36.i30, align 1, !noalias !161
  %.41.i32 = zext i8 %.37.i31 to i64
  br label %B354.endif.endif

B110.i25:                                         ; preds = %B354.endif
  %206 = shl nuw i64 %.459300304, 1
  %scevgep55 = getelementptr i8, ptr %arg.b.0, i64 %206
  %.66.i27 = load i16, ptr %scevgep55, align 2, !noalias !161
  %.70.i28 = zext i16 %.66.i27 to i64
  br label %B354.endif.endif

B184.i20:                                         ; preds = %B354.endif
  %207 = shl i64 %.459300304, 2
  %scevgep424 = getelementptr i8, ptr %arg.b.0, i64 %207
  %.95.i22 = load i32, ptr %scevgep424, align 4, !noalias !161
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
  store i8 %.41.i42, ptr %scevgep426, align 1, !noalias !164
  br label %B352.backedge

B116.i38:                                         ; preds = %B354.endif.endif
  %.72.i39 = trunc i64 %.sink.i24 to i16
  %208 = shl nuw i64 %.459300304, 1
  %scevgep54 = getelementptr i8, ptr %scevgep427, i64 %208
  store i16 %.72.i39, ptr %scevgep54, align 2, !noalias !164
  br label %B352.backedge

B196.i34:                                         ; preds = %B354.endif.endif
  %.103.i35 = trunc nuw i64 %.sink.i24 to i32
  %209 = shl i64 %.459300304, 2
  %scevgep430 = getelementptr i8, ptr %scevgep429, i64 %209
  store i32 %.103.i35, ptr %scevgep430, align 4, !noalias !164
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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline nounwind
define linkonce_odr ptr @__excinfo_unwrap_args2a69829f126f4a7013ea1e2468c3325e564f5cc6(ptr %.1) #4 {
.3:
  %.5 = load ptr, ptr @_ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE, align 8
  %.6 = icmp eq ptr %.5, null
  br i1 %.6, label %.3.if, label %.3.endif, !prof !1

.3.if:                                            ; preds = %.3
  tail call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE") #6
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

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !168
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !168

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !169

.115.preheader.us.us.epil.preheader:              ; preds = %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, %.115.preheader.us.us.preheader
  %.85.025.us.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.us.preheader ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %.80.024.us.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.us.preheader ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %scevgep69 = getelementptr i8, ptr %.85.025.us.us.epil.init, i64 %arg.a.6.0
  %0 = shl i64 %arg.a.6.0, 1
  br label %.115.preheader.us.us.epil

.115.preheader.us.us.epil:                        ; preds = %.115..116_crit_edge.us.1.loopexit.us.epil, %.115.preheader.us.us.epil.preheader
  %lsr.iv70 = phi ptr [ %scevgep71, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %scevgep69, %.115.preheader.us.us.epil.preheader ]
  %.85.025.us.us.epil = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.85.025.us.us.epil.init, %.115.preheader.us.us.epil.preheader ]
  %.80.024.us.us.epil = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.80.024.us.us.epil.init, %.115.preheader.us.us.epil.preheader ]
  %epil.iter56 = phi i64 [ %epil.iter56.next, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ 0, %.115.preheader.us.us.epil.preheader ]
  br label %.115.endif.us.epil.us.epil

.115.endif.us.epil.us.epil:                       ; preds = %.115.endif.us.epil.us.epil, %.115.preheader.us.us.epil
  %.80.118.us.epil.us.epil = phi double [ %.80.024.us.us.epil, %.115.preheader.us.us.epil ], [ %.148.us.epil.us.epil, %.115.endif.us.epil.us.epil ]
  %epil.iter.us.epil = phi i64 [ 0, %.115.preheader.us.us.epil ], [ %epil.iter.next.us.epil, %.115.endif.us.epil.us.epil ]
  %1 = shl i64 %epil.iter.us.epil, 3
  %scevgep68 = getelementptr i8, ptr %.85.025.us.us.epil, i64 %1
  %.146.us.epil.us.epil = load double, ptr %scevgep68, align 8
  %.148.us.epil.us.epil = fadd double %.80.118.us.epil.us.epil, %.146.us.epil.us.epil
  %epil.iter.next.us.epil = add nuw nsw i64 %epil.iter.us.epil, 1
  %epil.iter.cmp.not.us.epil = icmp eq i64 %xtraiter, %epil.iter.next.us.epil
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !25, !llvm.loop !170

.115..116_crit_edge.us.us.epil:                   ; preds = %.115.endif.us.epil.us.epil
  %scevgep.us.epil = getelementptr i8, ptr %.85.025.us.us.epil, i64 %11
  %.141.us.us.epil = getelementptr i8, ptr %scevgep.us.epil, i64 %.137.neg.us
  %.163.us.us.epil = getelementptr i8, ptr %.141.us.us.epil, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.epil

.115.endif.us.epil.1.us.epil:                     ; preds = %.115.endif.us.epil.1.us.epil, %.115..116_crit_edge.us.us.epil
  %.80.118.us.epil.1.us.epil = phi double [ %.148.us.epil.us.epil, %.115..116_crit_edge.us.us.epil ], [ %.148.us.epil.1.us.epil, %.115.endif.us.epil.1.us.epil ]
  %epil.iter.1.us.epil = phi i64 [ 0, %.115..116_crit_edge.us.us.epil ], [ %epil.iter.next.1.us.epil, %.115.endif.us.epil.1.us.epil ]
  %2 = shl i64 %epil.iter.1.us.epil, 3
  %scevgep72 = getelementptr i8, ptr %lsr.iv70, i64 %2
  %.146.us.epil.1.us.epil = load double, ptr %scevgep72, align 8
  %.148.us.epil.1.us.epil = fadd double %.80.118.us.epil.1.us.epil, %.146.us.epil.1.us.epil
  %epil.iter.next.1.us.epil = add nuw nsw i64 %epil.iter.1.us.epil, 1
  %epil.iter.cmp.1.not.us.epil = icmp eq i64 %xtraiter, %epil.iter.next.1.us.epil
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !25, !llvm.loop !170

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !171, !llvm.loop !172

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !174

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.1, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !36

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.1, %const
  %5 = add nsw i64 %arg.a.5.1, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !35

.115.endif.us.epil4.prol.preheader:               ; preds = %.115.preheader.us.new.epil
  br label %.115.endif.us.epil4.prol

.115.endif.us.epil4.prol:                         ; preds = %.115.endif.us.epil4.prol.preheader, %.115.endif.us.epil4.prol
  %lsr.iv67 = phi i64 [ %xtraiter62, %.115.endif.us.epil4.prol.preheader ], [ %lsr.iv.next, %.115.endif.us.epil4.prol ]
  %lsr.iv.prol = phi i64 [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ], [ %unroll_iter.epil, %.115.endif.us.epil4.prol.preheader ]
  %.85.119.us.epil6.prol = phi ptr [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ], [ %.85.025.us.epil.init, %.115.endif.us.epil4.prol.preheader ]
  %.80.118.us.epil7.prol = phi double [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ], [ %.80.024.us.epil.init, %.115.endif.us.epil4.prol.preheader ]
  %.146.us.epil8.prol = load double, ptr %.85.119.us.epil6.prol, align 8
  %.148.us.epil9.prol = fadd double %.80.118.us.epil7.prol, %.146.us.epil8.prol
  %.154.us.epil10.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 8
  %.146.us.1.epil.prol = load double, ptr %.154.us.epil10.prol, align 8
  %.148.us.1.epil.prol = fadd double %.148.us.epil9.prol, %.146.us.1.epil.prol
  %.154.us.1.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 16
  %.146.us.2.epil.prol = load double, ptr %.154.us.1.epil.prol, align 8
  %.148.us.2.epil.prol = fadd double %.148.us.1.epil.prol, %.146.us.2.epil.prol
  %.154.us.2.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 24
  %.146.us.3.epil.prol = load double, ptr %.154.us.2.epil.prol, align 8
  %.148.us.3.epil.prol = fadd double %.148.us.2.epil.prol, %.146.us.3.epil.prol
  %.154.us.3.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 32
  %.146.us.4.epil.prol = load double, ptr %.154.us.3.epil.prol, align 8
  %.148.us.4.epil.prol = fadd double %.148.us.3.epil.prol, %.146.us.4.epil.prol
  %.154.us.4.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 40
  %.146.us.5.epil.prol = load double, ptr %.154.us.4.epil.prol, align 8
  %.148.us.5.epil.prol = fadd double %.148.us.4.epil.prol, %.146.us.5.epil.prol
  %.154.us.5.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 48
  %.146.us.6.epil.prol = load double, ptr %.154.us.5.epil.prol, align 8
  %.148.us.6.epil.prol = fadd double %.148.us.5.epil.prol, %.146.us.6.epil.prol
  %.154.us.6.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 56
  %.146.us.7.epil.prol = load double, ptr %.154.us.6.epil.prol, align 8
  %.148.us.7.epil.prol = fadd double %.148.us.6.epil.prol, %.146.us.7.epil.prol
  %.154.us.7.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 64
  %lsr.iv.next.prol = add i64 %lsr.iv.prol, -8
  %lsr.iv.next = add i64 %lsr.iv67, -1
  %prol.iter64.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !175, !llvm.loop !176

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !177

.115.endif.us.epil4.preheader:                    ; preds = %.115.endif.us.epil4.prol.loopexit
  br label %.115.endif.us.epil4

.115.endif.us.epil4:                              ; preds = %.115.endif.us.epil4.preheader, %.115.endif.us.epil4
  %lsr.iv = phi i64 [ %lsr.iv.next.3, %.115.endif.us.epil4 ], [ %lsr.iv.unr, %.115.endif.us.epil4.preheader ]
  %.85.119.us.epil6 = phi ptr [ %.154.us.7.epil.3, %.115.endif.us.epil4 ], [ %.85.119.us.epil6.unr, %.115.endif.us.epil4.preheader ]
  %.80.118.us.epil7 = phi double [ %.148.us.7.epil.3, %.115.endif.us.epil4 ], [ %.80.118.us.epil7.unr, %.115.endif.us.epil4.preheader ]
  %.146.us.epil8 = load double, ptr %.85.119.us.epil6, align 8
  %.148.us.epil9 = fadd double %.80.118.us.epil7, %.146.us.epil8
  %.154.us.epil10 = getelementptr i8, ptr %.85.119.us.epil6, i64 8
  %.146.us.1.epil = load double, ptr %.154.us.epil10, align 8
  %.148.us.1.epil = fadd double %.148.us.epil9, %.146.us.1.epil
  %.154.us.1.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 16
  %.146.us.2.epil = load double, ptr %.154.us.1.epil, align 8
  %.148.us.2.epil = fadd double %.148.us.1.epil, %.146.us.2.epil
  %.154.us.2.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 24
  %.146.us.3.epil = load double, ptr %.154.us.2.epil, align 8
  %.148.us.3.epil = fadd double %.148.us.2.epil, %.146.us.3.epil
  %.154.us.3.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 32
  %.146.us.4.epil = load double, ptr %.154.us.3.epil, align 8
  %.148.us.4.epil = fadd double %.148.us.3.epil, %.146.us.4.epil
  %.154.us.4.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 40
  %.146.us.5.epil = load double, ptr %.154.us.4.epil, align 8
  %.148.us.5.epil = fadd double %.148.us.4.epil, %.146.us.5.epil
  %.154.us.5.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 48
  %.146.us.6.epil = load double, ptr %.154.us.5.epil, align 8
  %.148.us.6.epil = fadd double %.148.us.5.epil, %.146.us.6.epil
  %.154.us.6.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 56
  %.146.us.7.epil = load double, ptr %.154.us.6.epil, align 8
  %.148.us.7.epil = fadd double %.148.us.6.epil, %.146.us.7.epil
  %.154.us.7.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 64
  %.146.us.epil8.1 = load double, ptr %.154.us.7.epil, align 8
  %.148.us.epil9.1 = fadd double %.148.us.7.epil, %.146.us.epil8.1
  %.154.us.epil10.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 72
  %.146.us.1.epil.1 = load double, ptr %.154.us.epil10.1, align 8
  %.148.us.1.epil.1 = fadd double %.148.us.epil9.1, %.146.us.1.epil.1
  %.154.us.1.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 80
  %.146.us.2.epil.1 = load double, ptr %.154.us.1.epil.1, align 8
  %.148.us.2.epil.1 = fadd double %.148.us.1.epil.1, %.146.us.2.epil.1
  %.154.us.2.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 88
  %.146.us.3.epil.1 = load double, ptr %.154.us.2.epil.1, align 8
  %.148.us.3.epil.1 = fadd double %.148.us.2.epil.1, %.146.us.3.epil.1
  %.154.us.3.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 96
  %.146.us.4.epil.1 = load double, ptr %.154.us.3.epil.1, align 8
  %.148.us.4.epil.1 = fadd double %.148.us.3.epil.1, %.146.us.4.epil.1
  %.154.us.4.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 104
  %.146.us.5.epil.1 = load double, ptr %.154.us.4.epil.1, align 8
  %.148.us.5.epil.1 = fadd double %.148.us.4.epil.1, %.146.us.5.epil.1
  %.154.us.5.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 112
  %.146.us.6.epil.1 = load double, ptr %.154.us.5.epil.1, align 8
  %.148.us.6.epil.1 = fadd double %.148.us.5.epil.1, %.146.us.6.epil.1
  %.154.us.6.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 120
  %.146.us.7.epil.1 = load double, ptr %.154.us.6.epil.1, align 8
  %.148.us.7.epil.1 = fadd double %.148.us.6.epil.1, %.146.us.7.epil.1
  %.154.us.7.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 128
  %.146.us.epil8.2 = load double, ptr %.154.us.7.epil.1, align 8
  %.148.us.epil9.2 = fadd double %.148.us.7.epil.1, %.146.us.epil8.2
  %.154.us.epil10.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 136
  %.146.us.1.epil.2 = load double, ptr %.154.us.epil10.2, align 8
  %.148.us.1.epil.2 = fadd double %.148.us.epil9.2, %.146.us.1.epil.2
  %.154.us.1.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 144
  %.146.us.2.epil.2 = load double, ptr %.154.us.1.epil.2, align 8
  %.148.us.2.epil.2 = fadd double %.148.us.1.epil.2, %.146.us.2.epil.2
  %.154.us.2.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 152
  %.146.us.3.epil.2 = load double, ptr %.154.us.2.epil.2, align 8
  %.148.us.3.epil.2 = fadd double %.148.us.2.epil.2, %.146.us.3.epil.2
  %.154.us.3.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 160
  %.146.us.4.epil.2 = load double, ptr %.154.us.3.epil.2, align 8
  %.148.us.4.epil.2 = fadd double %.148.us.3.epil.2, %.146.us.4.epil.2
  %.154.us.4.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 168
  %.146.us.5.epil.2 = load double, ptr %.154.us.4.epil.2, align 8
  %.148.us.5.epil.2 = fadd double %.148.us.4.epil.2, %.146.us.5.epil.2
  %.154.us.5.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 176
  %.146.us.6.epil.2 = load double, ptr %.154.us.5.epil.2, align 8
  %.148.us.6.epil.2 = fadd double %.148.us.5.epil.2, %.146.us.6.epil.2
  %.154.us.6.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 184
  %.146.us.7.epil.2 = load double, ptr %.154.us.6.epil.2, align 8
  %.148.us.7.epil.2 = fadd double %.148.us.6.epil.2, %.146.us.7.epil.2
  %.154.us.7.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 192
  %.146.us.epil8.3 = load double, ptr %.154.us.7.epil.2, align 8
  %.148.us.epil9.3 = fadd double %.148.us.7.epil.2, %.146.us.epil8.3
  %.154.us.epil10.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 200
  %.146.us.1.epil.3 = load double, ptr %.154.us.epil10.3, align 8
  %.148.us.1.epil.3 = fadd double %.148.us.epil9.3, %.146.us.1.epil.3
  %.154.us.1.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 208
  %.146.us.2.epil.3 = load double, ptr %.154.us.1.epil.3, align 8
  %.148.us.2.epil.3 = fadd double %.148.us.1.epil.3, %.146.us.2.epil.3
  %.154.us.2.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 216
  %.146.us.3.epil.3 = load double, ptr %.154.us.2.epil.3, align 8
  %.148.us.3.epil.3 = fadd double %.148.us.2.epil.3, %.146.us.3.epil.3
  %.154.us.3.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 224
  %.146.us.4.epil.3 = load double, ptr %.154.us.3.epil.3, align 8
  %.148.us.4.epil.3 = fadd double %.148.us.3.epil.3, %.146.us.4.epil.3
  %.154.us.4.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 232
  %.146.us.5.epil.3 = load double, ptr %.154.us.4.epil.3, align 8
  %.148.us.5.epil.3 = fadd double %.148.us.4.epil.3, %.146.us.5.epil.3
  %.154.us.5.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 240
  %.146.us.6.epil.3 = load double, ptr %.154.us.5.epil.3, align 8
  %.148.us.6.epil.3 = fadd double %.148.us.5.epil.3, %.146.us.6.epil.3
  %.154.us.6.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 248
  %.146.us.7.epil.3 = load double, ptr %.154.us.6.epil.3, align 8
  %.148.us.7.epil.3 = fadd double %.148.us.6.epil.3, %.146.us.7.epil.3
  %.154.us.7.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 256
  %lsr.iv.next.3 = add i64 %lsr.iv, -32
  %niter.ncmp.7.epil.3 = icmp eq i64 %lsr.iv.next.3, 0
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !38, !llvm.loop !178

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !24

.115.endif.us.epil.preheader.epil:                ; preds = %.115..116_crit_edge.us.unr-lcssa.epil, %.115.preheader.us.epil.preheader
  %.85.119.us.epil.init.epil = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.epil.preheader ], [ %.154.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ]
  %.80.118.us.epil.init.epil = phi double [ %.80.024.us.epil.init, %.115.preheader.us.epil.preheader ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ]
  br label %.115.endif.us.epil.epil

.115.endif.us.epil.epil:                          ; preds = %.115.endif.us.epil.epil, %.115.endif.us.epil.preheader.epil
  %.80.118.us.epil.epil = phi double [ %.80.118.us.epil.init.epil, %.115.endif.us.epil.preheader.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  %epil.iter.epil = phi i64 [ 0, %.115.endif.us.epil.preheader.epil ], [ %epil.iter.next.epil, %.115.endif.us.epil.epil ]
  %10 = shl i64 %epil.iter.epil, 3
  %scevgep = getelementptr i8, ptr %.85.119.us.epil.init.epil, i64 %10
  %.146.us.epil.epil = load double, ptr %scevgep, align 8
  %.148.us.epil.epil = fadd double %.80.118.us.epil.epil, %.146.us.epil.epil
  %epil.iter.next.epil = add i64 %epil.iter.epil, 1
  %epil.iter.cmp.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, %epil.iter.next.epil
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !25, !llvm.loop !170

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 3
  %.137.neg.us = mul i64 %arg.a.5.1, -8
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !180

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.1, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.0, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %13 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !36

.115.preheader.us.preheader15:                    ; preds = %.115.preheader.us.preheader.new
  %14 = add nsw i64 %arg.a.5.1, -8
  %15 = lshr i64 %14, 3
  %16 = add nuw nsw i64 %15, 1
  %xtraiter17 = and i64 %16, 3
  %17 = shl nuw nsw i64 %xtraiter17, 3
  %18 = shl nuw nsw i64 %xtraiter17, 3
  br label %.115.preheader.us

.115.preheader.us.us.preheader:                   ; preds = %.115.preheader.us.preheader.new
  %19 = add nsw i64 %arg.a.5.0, -2
  %20 = lshr i64 %19, 1
  %21 = add nuw i64 %20, 1
  %xtraiter55 = and i64 %21, 3
  %22 = icmp ult i64 %19, 6
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !181

.115.preheader.us.us.preheader.new:               ; preds = %.115.preheader.us.us.preheader
  %unroll_iter61 = and i64 %21, -4
  %scevgep74 = getelementptr i8, ptr %arg.a.4, i64 %arg.a.6.0
  %23 = shl i64 %arg.a.6.0, 3
  %24 = shl i64 %arg.a.6.0, 1
  %scevgep78 = getelementptr i8, ptr %arg.a.4, i64 %24
  %25 = mul i64 %arg.a.6.0, 3
  %scevgep82 = getelementptr i8, ptr %arg.a.4, i64 %25
  %26 = shl i64 %arg.a.6.0, 2
  %scevgep86 = getelementptr i8, ptr %arg.a.4, i64 %26
  %27 = mul i64 %arg.a.6.0, 5
  %scevgep90 = getelementptr i8, ptr %arg.a.4, i64 %27
  %28 = mul i64 %arg.a.6.0, 6
  %scevgep94 = getelementptr i8, ptr %arg.a.4, i64 %28
  %29 = mul i64 %arg.a.6.0, 7
  %scevgep98 = getelementptr i8, ptr %arg.a.4, i64 %29
  br label %.115.preheader.us.us

.115.preheader.us.us:                             ; preds = %.115..116_crit_edge.us.1.loopexit.us.3, %.115.preheader.us.us.preheader.new
  %lsr.iv99 = phi ptr [ %scevgep100, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep98, %.115.preheader.us.us.preheader.new ]
  %lsr.iv95 = phi ptr [ %scevgep96, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep94, %.115.preheader.us.us.preheader.new ]
  %lsr.iv91 = phi ptr [ %scevgep92, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep90, %.115.preheader.us.us.preheader.new ]
  %lsr.iv87 = phi ptr [ %scevgep88, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep86, %.115.preheader.us.us.preheader.new ]
  %lsr.iv83 = phi ptr [ %scevgep84, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep82, %.115.preheader.us.us.preheader.new ]
  %lsr.iv79 = phi ptr [ %scevgep80, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep78, %.115.preheader.us.us.preheader.new ]
  %lsr.iv75 = phi ptr [ %scevgep76, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep74, %.115.preheader.us.us.preheader.new ]
  %.85.025.us.us = phi ptr [ %arg.a.4, %.115.preheader.us.us.preheader.new ], [ %.163.us.1.us.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  %.80.024.us.us = phi double [ 0.000000e+00, %.115.preheader.us.us.preheader.new ], [ %.148.us.epil.1.us.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  %niter = phi i64 [ 0, %.115.preheader.us.us.preheader.new ], [ %niter.next.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  br label %.115.endif.us.epil.us

.115.endif.us.epil.us:                            ; preds = %.115.endif.us.epil.us, %.115.preheader.us.us
  %.80.118.us.epil.us = phi double [ %.80.024.us.us, %.115.preheader.us.us ], [ %.148.us.epil.us, %.115.endif.us.epil.us ]
  %epil.iter.us = phi i64 [ 0, %.115.preheader.us.us ], [ %epil.iter.next.us, %.115.endif.us.epil.us ]
  %30 = shl nuw nsw i64 %epil.iter.us, 3
  %scevgep73 = getelementptr i8, ptr %.85.025.us.us, i64 %30
  %.146.us.epil.us = load double, ptr %scevgep73, align 8
  %.148.us.epil.us = fadd double %.80.118.us.epil.us, %.146.us.epil.us
  %epil.iter.next.us = add nuw nsw i64 %epil.iter.us, 1
  %epil.iter.cmp.not.us = icmp eq i64 %xtraiter, %epil.iter.next.us
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !25, !llvm.loop !170

.115..116_crit_edge.us.us:                        ; preds = %.115.endif.us.epil.us
  %scevgep.us = getelementptr i8, ptr %.85.025.us.us, i64 %11
  %.141.us.us = getelementptr i8, ptr %scevgep.us, i64 %.137.neg.us
  %.163.us.us = getelementptr i8, ptr %.141.us.us, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us

.115.endif.us.epil.1.us:                          ; preds = %.115.endif.us.epil.1.us, %.115..116_crit_edge.us.us
  %.80.118.us.epil.1.us = phi double [ %.148.us.epil.us, %.115..116_crit_edge.us.us ], [ %.148.us.epil.1.us, %.115.endif.us.epil.1.us ]
  %epil.iter.1.us = phi i64 [ 0, %.115..116_crit_edge.us.us ], [ %epil.iter.next.1.us, %.115.endif.us.epil.1.us ]
  %31 = shl nuw nsw i64 %epil.iter.1.us, 3
  %scevgep77 = getelementptr i8, ptr %lsr.iv75, i64 %31
  %.146.us.epil.1.us = load double, ptr %scevgep77, align 8
  %.148.us.epil.1.us = fadd double %.80.118.us.epil.1.us, %.146.us.epil.1.us
  %epil.iter.next.1.us = add nuw nsw i64 %epil.iter.1.us, 1
  %epil.iter.cmp.1.not.us = icmp eq i64 %xtraiter, %epil.iter.next.1.us
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !25, !llvm.loop !170

.115..116_crit_edge.us.1.loopexit.us:             ; preds = %.115.endif.us.epil.1.us
  %scevgep.1.us = getelementptr i8, ptr %.163.us.us, i64 %11
  %.141.us.1.us = getelementptr i8, ptr %scevgep.1.us, i64 %.137.neg.us
  %.163.us.1.us = getelementptr i8, ptr %.141.us.1.us, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.1

.115.endif.us.epil.us.1:                          ; preds = %.115.endif.us.epil.us.1, %.115..116_crit_edge.us.1.loopexit.us
  %.80.118.us.epil.us.1 = phi double [ %.148.us.epil.1.us, %.115..116_crit_edge.us.1.loopexit.us ], [ %.148.us.epil.us.1, %.115.endif.us.epil.us.1 ]
  %epil.iter.us.1 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us ], [ %epil.iter.next.us.1, %.115.endif.us.epil.us.1 ]
  %32 = shl nuw nsw i64 %epil.iter.us.1, 3
  %scevgep81 = getelementptr i8, ptr %lsr.iv79, i64 %32
  %.146.us.epil.us.1 = load double, ptr %scevgep81, align 8
  %.148.us.epil.us.1 = fadd double %.80.118.us.epil.us.1, %.146.us.epil.us.1
  %epil.iter.next.us.1 = add nuw nsw i64 %epil.iter.us.1, 1
  %epil.iter.cmp.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.us.1
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !25, !llvm.loop !170

.115..116_crit_edge.us.us.1:                      ; preds = %.115.endif.us.epil.us.1
  %scevgep.us.1 = getelementptr i8, ptr %.163.us.1.us, i64 %11
  %.141.us.us.1 = getelementptr i8, ptr %scevgep.us.1, i64 %.137.neg.us
  %.163.us.us.1 = getelementptr i8, ptr %.141.us.us.1, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.1

.115.endif.us.epil.1.us.1:                        ; preds = %.115.endif.us.epil.1.us.1, %.115..116_crit_edge.us.us.1
  %.80.118.us.epil.1.us.1 = phi double [ %.148.us.epil.us.1, %.115..116_crit_edge.us.us.1 ], [ %.148.us.epil.1.us.1, %.115.endif.us.epil.1.us.1 ]
  %epil.iter.1.us.1 = phi i64 [ 0, %.115..116_crit_edge.us.us.1 ], [ %epil.iter.next.1.us.1, %.115.endif.us.epil.1.us.1 ]
  %33 = shl nuw nsw i64 %epil.iter.1.us.1, 3
  %scevgep85 = getelementptr i8, ptr %lsr.iv83, i64 %33
  %.146.us.epil.1.us.1 = load double, ptr %scevgep85, align 8
  %.148.us.epil.1.us.1 = fadd double %.80.118.us.epil.1.us.1, %.146.us.epil.1.us.1
  %epil.iter.next.1.us.1 = add nuw nsw i64 %epil.iter.1.us.1, 1
  %epil.iter.cmp.1.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.1
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !25, !llvm.loop !170

.115..116_crit_edge.us.1.loopexit.us.1:           ; preds = %.115.endif.us.epil.1.us.1
  %scevgep.1.us.1 = getelementptr i8, ptr %.163.us.us.1, i64 %11
  %.141.us.1.us.1 = getelementptr i8, ptr %scevgep.1.us.1, i64 %.137.neg.us
  %.163.us.1.us.1 = getelementptr i8, ptr %.141.us.1.us.1, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.2

.115.endif.us.epil.us.2:                          ; preds = %.115.endif.us.epil.us.2, %.115..116_crit_edge.us.1.loopexit.us.1
  %.80.118.us.epil.us.2 = phi double [ %.148.us.epil.1.us.1, %.115..116_crit_edge.us.1.loopexit.us.1 ], [ %.148.us.epil.us.2, %.115.endif.us.epil.us.2 ]
  %epil.iter.us.2 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us.1 ], [ %epil.iter.next.us.2, %.115.endif.us.epil.us.2 ]
  %34 = shl nuw nsw i64 %epil.iter.us.2, 3
  %scevgep89 = getelementptr i8, ptr %lsr.iv87, i64 %34
  %.146.us.epil.us.2 = load double, ptr %scevgep89, align 8
  %.148.us.epil.us.2 = fadd double %.80.118.us.epil.us.2, %.146.us.epil.us.2
  %epil.iter.next.us.2 = add nuw nsw i64 %epil.iter.us.2, 1
  %epil.iter.cmp.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.us.2
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !25, !llvm.loop !170

.115..116_crit_edge.us.us.2:                      ; preds = %.115.endif.us.epil.us.2
  %scevgep.us.2 = getelementptr i8, ptr %.163.us.1.us.1, i64 %11
  %.141.us.us.2 = getelementptr i8, ptr %scevgep.us.2, i64 %.137.neg.us
  %.163.us.us.2 = getelementptr i8, ptr %.141.us.us.2, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.2

.115.endif.us.epil.1.us.2:                        ; preds = %.115.endif.us.epil.1.us.2, %.115..116_crit_edge.us.us.2
  %.80.118.us.epil.1.us.2 = phi double [ %.148.us.epil.us.2, %.115..116_crit_edge.us.us.2 ], [ %.148.us.epil.1.us.2, %.115.endif.us.epil.1.us.2 ]
  %epil.iter.1.us.2 = phi i64 [ 0, %.115..116_crit_edge.us.us.2 ], [ %epil.iter.next.1.us.2, %.115.endif.us.epil.1.us.2 ]
  %35 = shl nuw nsw i64 %epil.iter.1.us.2, 3
  %scevgep93 = getelementptr i8, ptr %lsr.iv91, i64 %35
  %.146.us.epil.1.us.2 = load double, ptr %scevgep93, align 8
  %.148.us.epil.1.us.2 = fadd double %.80.118.us.epil.1.us.2, %.146.us.epil.1.us.2
  %epil.iter.next.1.us.2 = add nuw nsw i64 %epil.iter.1.us.2, 1
  %epil.iter.cmp.1.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.2
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !25, !llvm.loop !170

.115..116_crit_edge.us.1.loopexit.us.2:           ; preds = %.115.endif.us.epil.1.us.2
  %scevgep.1.us.2 = getelementptr i8, ptr %.163.us.us.2, i64 %11
  %.141.us.1.us.2 = getelementptr i8, ptr %scevgep.1.us.2, i64 %.137.neg.us
  %.163.us.1.us.2 = getelementptr i8, ptr %.141.us.1.us.2, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.3

.115.endif.us.epil.us.3:                          ; preds = %.115.endif.us.epil.us.3, %.115..116_crit_edge.us.1.loopexit.us.2
  %.80.118.us.epil.us.3 = phi double [ %.148.us.epil.1.us.2, %.115..116_crit_edge.us.1.loopexit.us.2 ], [ %.148.us.epil.us.3, %.115.endif.us.epil.us.3 ]
  %epil.iter.us.3 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us.2 ], [ %epil.iter.next.us.3, %.115.endif.us.epil.us.3 ]
  %36 = shl nuw nsw i64 %epil.iter.us.3, 3
  %scevgep97 = getelementptr i8, ptr %lsr.iv95, i64 %36
  %.146.us.epil.us.3 = load double, ptr %scevgep97, align 8
  %.148.us.epil.us.3 = fadd double %.80.118.us.epil.us.3, %.146.us.epil.us.3
  %epil.iter.next.us.3 = add nuw nsw i64 %epil.iter.us.3, 1
  %epil.iter.cmp.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.us.3
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !25, !llvm.loop !170

.115..116_crit_edge.us.us.3:                      ; preds = %.115.endif.us.epil.us.3
  %scevgep.us.3 = getelementptr i8, ptr %.163.us.1.us.2, i64 %11
  %.141.us.us.3 = getelementptr i8, ptr %scevgep.us.3, i64 %.137.neg.us
  %.163.us.us.3 = getelementptr i8, ptr %.141.us.us.3, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.3

.115.endif.us.epil.1.us.3:                        ; preds = %.115.endif.us.epil.1.us.3, %.115..116_crit_edge.us.us.3
  %.80.118.us.epil.1.us.3 = phi double [ %.148.us.epil.us.3, %.115..116_crit_edge.us.us.3 ], [ %.148.us.epil.1.us.3, %.115.endif.us.epil.1.us.3 ]
  %epil.iter.1.us.3 = phi i64 [ 0, %.115..116_crit_edge.us.us.3 ], [ %epil.iter.next.1.us.3, %.115.endif.us.epil.1.us.3 ]
  %37 = shl nuw nsw i64 %epil.iter.1.us.3, 3
  %scevgep101 = getelementptr i8, ptr %lsr.iv99, i64 %37
  %.146.us.epil.1.us.3 = load double, ptr %scevgep101, align 8
  %.148.us.epil.1.us.3 = fadd double %.80.118.us.epil.1.us.3, %.146.us.epil.1.us.3
  %epil.iter.next.1.us.3 = add nuw nsw i64 %epil.iter.1.us.3, 1
  %epil.iter.cmp.1.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.3
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !25, !llvm.loop !170

.115..116_crit_edge.us.1.loopexit.us.3:           ; preds = %.115.endif.us.epil.1.us.3
  %scevgep.1.us.3 = getelementptr i8, ptr %.163.us.us.3, i64 %11
  %.141.us.1.us.3 = getelementptr i8, ptr %scevgep.1.us.3, i64 %.137.neg.us
  %.163.us.1.us.3 = getelementptr i8, ptr %.141.us.1.us.3, i64 %arg.a.6.0
  %niter.next.3 = add i64 %niter, 4
  %scevgep76 = getelementptr i8, ptr %lsr.iv75, i64 %23
  %scevgep80 = getelementptr i8, ptr %lsr.iv79, i64 %23
  %scevgep84 = getelementptr i8, ptr %lsr.iv83, i64 %23
  %scevgep88 = getelementptr i8, ptr %lsr.iv87, i64 %23
  %scevgep92 = getelementptr i8, ptr %lsr.iv91, i64 %23
  %scevgep96 = getelementptr i8, ptr %lsr.iv95, i64 %23
  %scevgep100 = getelementptr i8, ptr %lsr.iv99, i64 %23
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter61
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !182, !llvm.loop !183

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !35

.115.endif.us.prol.preheader:                     ; preds = %.115.preheader.us
  br label %.115.endif.us.prol

.115.endif.us.prol:                               ; preds = %.115.endif.us.prol.preheader, %.115.endif.us.prol
  %lsr.iv102 = phi i64 [ 0, %.115.endif.us.prol.preheader ], [ %lsr.iv.next103, %.115.endif.us.prol ]
  %.85.119.us.prol = phi ptr [ %.154.us.7.prol, %.115.endif.us.prol ], [ %.85.025.us, %.115.endif.us.prol.preheader ]
  %.80.118.us.prol = phi double [ %.148.us.7.prol, %.115.endif.us.prol ], [ %.80.024.us, %.115.endif.us.prol.preheader ]
  %.146.us.prol = load double, ptr %.85.119.us.prol, align 8
  %.148.us.prol = fadd double %.80.118.us.prol, %.146.us.prol
  %.154.us.prol = getelementptr i8, ptr %.85.119.us.prol, i64 8
  %.146.us.1.prol = load double, ptr %.154.us.prol, align 8
  %.148.us.1.prol = fadd double %.148.us.prol, %.146.us.1.prol
  %.154.us.1.prol = getelementptr i8, ptr %.85.119.us.prol, i64 16
  %.146.us.2.prol = load double, ptr %.154.us.1.prol, align 8
  %.148.us.2.prol = fadd double %.148.us.1.prol, %.146.us.2.prol
  %.154.us.2.prol = getelementptr i8, ptr %.85.119.us.prol, i64 24
  %.146.us.3.prol = load double, ptr %.154.us.2.prol, align 8
  %.148.us.3.prol = fadd double %.148.us.2.prol, %.146.us.3.prol
  %.154.us.3.prol = getelementptr i8, ptr %.85.119.us.prol, i64 32
  %.146.us.4.prol = load double, ptr %.154.us.3.prol, align 8
  %.148.us.4.prol = fadd double %.148.us.3.prol, %.146.us.4.prol
  %.154.us.4.prol = getelementptr i8, ptr %.85.119.us.prol, i64 40
  %.146.us.5.prol = load double, ptr %.154.us.4.prol, align 8
  %.148.us.5.prol = fadd double %.148.us.4.prol, %.146.us.5.prol
  %.154.us.5.prol = getelementptr i8, ptr %.85.119.us.prol, i64 48
  %.146.us.6.prol = load double, ptr %.154.us.5.prol, align 8
  %.148.us.6.prol = fadd double %.148.us.5.prol, %.146.us.6.prol
  %.154.us.6.prol = getelementptr i8, ptr %.85.119.us.prol, i64 56
  %.146.us.7.prol = load double, ptr %.154.us.6.prol, align 8
  %.148.us.7.prol = fadd double %.148.us.6.prol, %.146.us.7.prol
  %.154.us.7.prol = getelementptr i8, ptr %.85.119.us.prol, i64 64
  %lsr.iv.next103 = add nuw nsw i64 %lsr.iv102, 8
  %prol.iter.cmp.not = icmp eq i64 %17, %lsr.iv.next103
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !175, !llvm.loop !184

.115.endif.us.prol.loopexit.loopexit:             ; preds = %.115.endif.us.prol
  %39 = sub i64 %unroll_iter, %lsr.iv.next103
  br label %.115.endif.us.prol.loopexit

.115.endif.us.prol.loopexit:                      ; preds = %.115.endif.us.prol.loopexit.loopexit, %.115.preheader.us
  %.148.us.7.lcssa.unr = phi double [ poison, %.115.preheader.us ], [ %.148.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %.154.us.7.lcssa.unr = phi ptr [ poison, %.115.preheader.us ], [ %.154.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %lsr.iv21.unr = phi i64 [ %unroll_iter, %.115.preheader.us ], [ %39, %.115.endif.us.prol.loopexit.loopexit ]
  %.85.119.us.unr = phi ptr [ %.85.025.us, %.115.preheader.us ], [ %.154.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %.80.118.us.unr = phi double [ %.80.024.us, %.115.preheader.us ], [ %.148.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %40 = icmp ult i64 %14, 24
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !177

.115.endif.us.preheader:                          ; preds = %.115.endif.us.prol.loopexit
  br label %.115.endif.us

.115.endif.us:                                    ; preds = %.115.endif.us.preheader, %.115.endif.us
  %lsr.iv21 = phi i64 [ %lsr.iv.next22.3, %.115.endif.us ], [ %lsr.iv21.unr, %.115.endif.us.preheader ]
  %.85.119.us = phi ptr [ %.154.us.7.3, %.115.endif.us ], [ %.85.119.us.unr, %.115.endif.us.preheader ]
  %.80.118.us = phi double [ %.148.us.7.3, %.115.endif.us ], [ %.80.118.us.unr, %.115.endif.us.preheader ]
  %.146.us = load double, ptr %.85.119.us, align 8
  %.148.us = fadd double %.80.118.us, %.146.us
  %.154.us = getelementptr i8, ptr %.85.119.us, i64 8
  %.146.us.1 = load double, ptr %.154.us, align 8
  %.148.us.1 = fadd double %.148.us, %.146.us.1
  %.154.us.1 = getelementptr i8, ptr %.85.119.us, i64 16
  %.146.us.2 = load double, ptr %.154.us.1, align 8
  %.148.us.2 = fadd double %.148.us.1, %.146.us.2
  %.154.us.2 = getelementptr i8, ptr %.85.119.us, i64 24
  %.146.us.3 = load double, ptr %.154.us.2, align 8
  %.148.us.3 = fadd double %.148.us.2, %.146.us.3
  %.154.us.3 = getelementptr i8, ptr %.85.119.us, i64 32
  %.146.us.4 = load double, ptr %.154.us.3, align 8
  %.148.us.4 = fadd double %.148.us.3, %.146.us.4
  %.154.us.4 = getelementptr i8, ptr %.85.119.us, i64 40
  %.146.us.5 = load double, ptr %.154.us.4, align 8
  %.148.us.5 = fadd double %.148.us.4, %.146.us.5
  %.154.us.5 = getelementptr i8, ptr %.85.119.us, i64 48
  %.146.us.6 = load double, ptr %.154.us.5, align 8
  %.148.us.6 = fadd double %.148.us.5, %.146.us.6
  %.154.us.6 = getelementptr i8, ptr %.85.119.us, i64 56
  %.146.us.7 = load double, ptr %.154.us.6, align 8
  %.148.us.7 = fadd double %.148.us.6, %.146.us.7
  %.154.us.7 = getelementptr i8, ptr %.85.119.us, i64 64
  %.146.us.120 = load double, ptr %.154.us.7, align 8
  %.148.us.121 = fadd double %.148.us.7, %.146.us.120
  %.154.us.122 = getelementptr i8, ptr %.85.119.us, i64 72
  %.146.us.1.123 = load double, ptr %.154.us.122, align 8
  %.148.us.1.124 = fadd double %.148.us.121, %.146.us.1.123
  %.154.us.1.125 = getelementptr i8, ptr %.85.119.us, i64 80
  %.146.us.2.126 = load double, ptr %.154.us.1.125, align 8
  %.148.us.2.127 = fadd double %.148.us.1.124, %.146.us.2.126
  %.154.us.2.128 = getelementptr i8, ptr %.85.119.us, i64 88
  %.146.us.3.129 = load double, ptr %.154.us.2.128, align 8
  %.148.us.3.130 = fadd double %.148.us.2.127, %.146.us.3.129
  %.154.us.3.131 = getelementptr i8, ptr %.85.119.us, i64 96
  %.146.us.4.132 = load double, ptr %.154.us.3.131, align 8
  %.148.us.4.133 = fadd double %.148.us.3.130, %.146.us.4.132
  %.154.us.4.134 = getelementptr i8, ptr %.85.119.us, i64 104
  %.146.us.5.135 = load double, ptr %.154.us.4.134, align 8
  %.148.us.5.136 = fadd double %.148.us.4.133, %.146.us.5.135
  %.154.us.5.137 = getelementptr i8, ptr %.85.119.us, i64 112
  %.146.us.6.138 = load double, ptr %.154.us.5.137, align 8
  %.148.us.6.139 = fadd double %.148.us.5.136, %.146.us.6.138
  %.154.us.6.140 = getelementptr i8, ptr %.85.119.us, i64 120
  %.146.us.7.141 = load double, ptr %.154.us.6.140, align 8
  %.148.us.7.142 = fadd double %.148.us.6.139, %.146.us.7.141
  %.154.us.7.143 = getelementptr i8, ptr %.85.119.us, i64 128
  %.146.us.246 = load double, ptr %.154.us.7.143, align 8
  %.148.us.247 = fadd double %.148.us.7.142, %.146.us.246
  %.154.us.248 = getelementptr i8, ptr %.85.119.us, i64 136
  %.146.us.1.2 = load double, ptr %.154.us.248, align 8
  %.148.us.1.2 = fadd double %.148.us.247, %.146.us.1.2
  %.154.us.1.2 = getelementptr i8, ptr %.85.119.us, i64 144
  %.146.us.2.2 = load double, ptr %.154.us.1.2, align 8
  %.148.us.2.2 = fadd double %.148.us.1.2, %.146.us.2.2
  %.154.us.2.2 = getelementptr i8, ptr %.85.119.us, i64 152
  %.146.us.3.2 = load double, ptr %.154.us.2.2, align 8
  %.148.us.3.2 = fadd double %.148.us.2.2, %.146.us.3.2
  %.154.us.3.2 = getelementptr i8, ptr %.85.119.us, i64 160
  %.146.us.4.2 = load double, ptr %.154.us.3.2, align 8
  %.148.us.4.2 = fadd double %.148.us.3.2, %.146.us.4.2
  %.154.us.4.2 = getelementptr i8, ptr %.85.119.us, i64 168
  %.146.us.5.2 = load double, ptr %.154.us.4.2, align 8
  %.148.us.5.2 = fadd double %.148.us.4.2, %.146.us.5.2
  %.154.us.5.2 = getelementptr i8, ptr %.85.119.us, i64 176
  %.146.us.6.2 = load double, ptr %.154.us.5.2, align 8
  %.148.us.6.2 = fadd double %.148.us.5.2, %.146.us.6.2
  %.154.us.6.2 = getelementptr i8, ptr %.85.119.us, i64 184
  %.146.us.7.2 = load double, ptr %.154.us.6.2, align 8
  %.148.us.7.2 = fadd double %.148.us.6.2, %.146.us.7.2
  %.154.us.7.2 = getelementptr i8, ptr %.85.119.us, i64 192
  %.146.us.349 = load double, ptr %.154.us.7.2, align 8
  %.148.us.350 = fadd double %.148.us.7.2, %.146.us.349
  %.154.us.351 = getelementptr i8, ptr %.85.119.us, i64 200
  %.146.us.1.3 = load double, ptr %.154.us.351, align 8
  %.148.us.1.3 = fadd double %.148.us.350, %.146.us.1.3
  %.154.us.1.3 = getelementptr i8, ptr %.85.119.us, i64 208
  %.146.us.2.3 = load double, ptr %.154.us.1.3, align 8
  %.148.us.2.3 = fadd double %.148.us.1.3, %.146.us.2.3
  %.154.us.2.3 = getelementptr i8, ptr %.85.119.us, i64 216
  %.146.us.3.3 = load double, ptr %.154.us.2.3, align 8
  %.148.us.3.3 = fadd double %.148.us.2.3, %.146.us.3.3
  %.154.us.3.3 = getelementptr i8, ptr %.85.119.us, i64 224
  %.146.us.4.3 = load double, ptr %.154.us.3.3, align 8
  %.148.us.4.3 = fadd double %.148.us.3.3, %.146.us.4.3
  %.154.us.4.3 = getelementptr i8, ptr %.85.119.us, i64 232
  %.146.us.5.3 = load double, ptr %.154.us.4.3, align 8
  %.148.us.5.3 = fadd double %.148.us.4.3, %.146.us.5.3
  %.154.us.5.3 = getelementptr i8, ptr %.85.119.us, i64 240
  %.146.us.6.3 = load double, ptr %.154.us.5.3, align 8
  %.148.us.6.3 = fadd double %.148.us.5.3, %.146.us.6.3
  %.154.us.6.3 = getelementptr i8, ptr %.85.119.us, i64 248
  %.146.us.7.3 = load double, ptr %.154.us.6.3, align 8
  %.148.us.7.3 = fadd double %.148.us.6.3, %.146.us.7.3
  %.154.us.7.3 = getelementptr i8, ptr %.85.119.us, i64 256
  %lsr.iv.next22.3 = add nsw i64 %lsr.iv21, -32
  %niter.ncmp.7.3 = icmp eq i64 %lsr.iv.next22.3, 0
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !38, !llvm.loop !185

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !24

.115.endif.us.epil.preheader:                     ; preds = %.115..116_crit_edge.us.unr-lcssa
  br label %.115.endif.us.epil

.115.endif.us.epil:                               ; preds = %.115.endif.us.epil.preheader, %.115.endif.us.epil
  %.80.118.us.epil = phi double [ %.148.us.epil, %.115.endif.us.epil ], [ %.148.us.7.lcssa, %.115.endif.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %.115.endif.us.epil ], [ 0, %.115.endif.us.epil.preheader ]
  %42 = shl nuw nsw i64 %epil.iter, 3
  %scevgep104 = getelementptr i8, ptr %.154.us.7.lcssa, i64 %42
  %.146.us.epil = load double, ptr %scevgep104, align 8
  %.148.us.epil = fadd double %.80.118.us.epil, %.146.us.epil
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !25, !llvm.loop !170

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.0
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !35

.115.endif.us.1.prol.preheader:                   ; preds = %.115.endif.us.1.preheader
  br label %.115.endif.us.1.prol

.115.endif.us.1.prol:                             ; preds = %.115.endif.us.1.prol.preheader, %.115.endif.us.1.prol
  %lsr.iv105 = phi i64 [ 0, %.115.endif.us.1.prol.preheader ], [ %lsr.iv.next106, %.115.endif.us.1.prol ]
  %.85.119.us.1.prol = phi ptr [ %.154.us.7.1.prol, %.115.endif.us.1.prol ], [ %.163.us7, %.115.endif.us.1.prol.preheader ]
  %.80.118.us.1.prol = phi double [ %.148.us.7.1.prol, %.115.endif.us.1.prol ], [ %.148.us.lcssa5, %.115.endif.us.1.prol.preheader ]
  %.146.us.117.prol = load double, ptr %.85.119.us.1.prol, align 8
  %.148.us.118.prol = fadd double %.80.118.us.1.prol, %.146.us.117.prol
  %.154.us.119.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 8
  %.146.us.1.1.prol = load double, ptr %.154.us.119.prol, align 8
  %.148.us.1.1.prol = fadd double %.148.us.118.prol, %.146.us.1.1.prol
  %.154.us.1.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 16
  %.146.us.2.1.prol = load double, ptr %.154.us.1.1.prol, align 8
  %.148.us.2.1.prol = fadd double %.148.us.1.1.prol, %.146.us.2.1.prol
  %.154.us.2.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 24
  %.146.us.3.1.prol = load double, ptr %.154.us.2.1.prol, align 8
  %.148.us.3.1.prol = fadd double %.148.us.2.1.prol, %.146.us.3.1.prol
  %.154.us.3.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 32
  %.146.us.4.1.prol = load double, ptr %.154.us.3.1.prol, align 8
  %.148.us.4.1.prol = fadd double %.148.us.3.1.prol, %.146.us.4.1.prol
  %.154.us.4.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 40
  %.146.us.5.1.prol = load double, ptr %.154.us.4.1.prol, align 8
  %.148.us.5.1.prol = fadd double %.148.us.4.1.prol, %.146.us.5.1.prol
  %.154.us.5.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 48
  %.146.us.6.1.prol = load double, ptr %.154.us.5.1.prol, align 8
  %.148.us.6.1.prol = fadd double %.148.us.5.1.prol, %.146.us.6.1.prol
  %.154.us.6.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 56
  %.146.us.7.1.prol = load double, ptr %.154.us.6.1.prol, align 8
  %.148.us.7.1.prol = fadd double %.148.us.6.1.prol, %.146.us.7.1.prol
  %.154.us.7.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 64
  %lsr.iv.next106 = add nuw nsw i64 %lsr.iv105, 8
  %prol.iter54.cmp.not = icmp eq i64 %18, %lsr.iv.next106
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !175, !llvm.loop !186

.115.endif.us.1.prol.loopexit.loopexit:           ; preds = %.115.endif.us.1.prol
  %45 = sub i64 %unroll_iter, %lsr.iv.next106
  br label %.115.endif.us.1.prol.loopexit

.115.endif.us.1.prol.loopexit:                    ; preds = %.115.endif.us.1.prol.loopexit.loopexit, %.115.endif.us.1.preheader
  %.148.us.7.1.lcssa.unr = phi double [ poison, %.115.endif.us.1.preheader ], [ %.148.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.154.us.7.1.lcssa.unr = phi ptr [ poison, %.115.endif.us.1.preheader ], [ %.154.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %lsr.iv24.unr = phi i64 [ %unroll_iter, %.115.endif.us.1.preheader ], [ %45, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.85.119.us.1.unr = phi ptr [ %.163.us7, %.115.endif.us.1.preheader ], [ %.154.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.80.118.us.1.unr = phi double [ %.148.us.lcssa5, %.115.endif.us.1.preheader ], [ %.148.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %46 = icmp ult i64 %14, 24
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !177

.115.endif.us.1.preheader65:                      ; preds = %.115.endif.us.1.prol.loopexit
  br label %.115.endif.us.1

.115.endif.us.1:                                  ; preds = %.115.endif.us.1.preheader65, %.115.endif.us.1
  %lsr.iv24 = phi i64 [ %lsr.iv.next25.3, %.115.endif.us.1 ], [ %lsr.iv24.unr, %.115.endif.us.1.preheader65 ]
  %.85.119.us.1 = phi ptr [ %.154.us.7.1.3, %.115.endif.us.1 ], [ %.85.119.us.1.unr, %.115.endif.us.1.preheader65 ]
  %.80.118.us.1 = phi double [ %.148.us.7.1.3, %.115.endif.us.1 ], [ %.80.118.us.1.unr, %.115.endif.us.1.preheader65 ]
  %.146.us.117 = load double, ptr %.85.119.us.1, align 8
  %.148.us.118 = fadd double %.80.118.us.1, %.146.us.117
  %.154.us.119 = getelementptr i8, ptr %.85.119.us.1, i64 8
  %.146.us.1.1 = load double, ptr %.154.us.119, align 8
  %.148.us.1.1 = fadd double %.148.us.118, %.146.us.1.1
  %.154.us.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 16
  %.146.us.2.1 = load double, ptr %.154.us.1.1, align 8
  %.148.us.2.1 = fadd double %.148.us.1.1, %.146.us.2.1
  %.154.us.2.1 = getelementptr i8, ptr %.85.119.us.1, i64 24
  %.146.us.3.1 = load double, ptr %.154.us.2.1, align 8
  %.148.us.3.1 = fadd double %.148.us.2.1, %.146.us.3.1
  %.154.us.3.1 = getelementptr i8, ptr %.85.119.us.1, i64 32
  %.146.us.4.1 = load double, ptr %.154.us.3.1, align 8
  %.148.us.4.1 = fadd double %.148.us.3.1, %.146.us.4.1
  %.154.us.4.1 = getelementptr i8, ptr %.85.119.us.1, i64 40
  %.146.us.5.1 = load double, ptr %.154.us.4.1, align 8
  %.148.us.5.1 = fadd double %.148.us.4.1, %.146.us.5.1
  %.154.us.5.1 = getelementptr i8, ptr %.85.119.us.1, i64 48
  %.146.us.6.1 = load double, ptr %.154.us.5.1, align 8
  %.148.us.6.1 = fadd double %.148.us.5.1, %.146.us.6.1
  %.154.us.6.1 = getelementptr i8, ptr %.85.119.us.1, i64 56
  %.146.us.7.1 = load double, ptr %.154.us.6.1, align 8
  %.148.us.7.1 = fadd double %.148.us.6.1, %.146.us.7.1
  %.154.us.7.1 = getelementptr i8, ptr %.85.119.us.1, i64 64
  %.146.us.117.1 = load double, ptr %.154.us.7.1, align 8
  %.148.us.118.1 = fadd double %.148.us.7.1, %.146.us.117.1
  %.154.us.119.1 = getelementptr i8, ptr %.85.119.us.1, i64 72
  %.146.us.1.1.1 = load double, ptr %.154.us.119.1, align 8
  %.148.us.1.1.1 = fadd double %.148.us.118.1, %.146.us.1.1.1
  %.154.us.1.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 80
  %.146.us.2.1.1 = load double, ptr %.154.us.1.1.1, align 8
  %.148.us.2.1.1 = fadd double %.148.us.1.1.1, %.146.us.2.1.1
  %.154.us.2.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 88
  %.146.us.3.1.1 = load double, ptr %.154.us.2.1.1, align 8
  %.148.us.3.1.1 = fadd double %.148.us.2.1.1, %.146.us.3.1.1
  %.154.us.3.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 96
  %.146.us.4.1.1 = load double, ptr %.154.us.3.1.1, align 8
  %.148.us.4.1.1 = fadd double %.148.us.3.1.1, %.146.us.4.1.1
  %.154.us.4.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 104
  %.146.us.5.1.1 = load double, ptr %.154.us.4.1.1, align 8
  %.148.us.5.1.1 = fadd double %.148.us.4.1.1, %.146.us.5.1.1
  %.154.us.5.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 112
  %.146.us.6.1.1 = load double, ptr %.154.us.5.1.1, align 8
  %.148.us.6.1.1 = fadd double %.148.us.5.1.1, %.146.us.6.1.1
  %.154.us.6.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 120
  %.146.us.7.1.1 = load double, ptr %.154.us.6.1.1, align 8
  %.148.us.7.1.1 = fadd double %.148.us.6.1.1, %.146.us.7.1.1
  %.154.us.7.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 128
  %.146.us.117.2 = load double, ptr %.154.us.7.1.1, align 8
  %.148.us.118.2 = fadd double %.148.us.7.1.1, %.146.us.117.2
  %.154.us.119.2 = getelementptr i8, ptr %.85.119.us.1, i64 136
  %.146.us.1.1.2 = load double, ptr %.154.us.119.2, align 8
  %.148.us.1.1.2 = fadd double %.148.us.118.2, %.146.us.1.1.2
  %.154.us.1.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 144
  %.146.us.2.1.2 = load double, ptr %.154.us.1.1.2, align 8
  %.148.us.2.1.2 = fadd double %.148.us.1.1.2, %.146.us.2.1.2
  %.154.us.2.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 152
  %.146.us.3.1.2 = load double, ptr %.154.us.2.1.2, align 8
  %.148.us.3.1.2 = fadd double %.148.us.2.1.2, %.146.us.3.1.2
  %.154.us.3.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 160
  %.146.us.4.1.2 = load double, ptr %.154.us.3.1.2, align 8
  %.148.us.4.1.2 = fadd double %.148.us.3.1.2, %.146.us.4.1.2
  %.154.us.4.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 168
  %.146.us.5.1.2 = load double, ptr %.154.us.4.1.2, align 8
  %.148.us.5.1.2 = fadd double %.148.us.4.1.2, %.146.us.5.1.2
  %.154.us.5.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 176
  %.146.us.6.1.2 = load double, ptr %.154.us.5.1.2, align 8
  %.148.us.6.1.2 = fadd double %.148.us.5.1.2, %.146.us.6.1.2
  %.154.us.6.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 184
  %.146.us.7.1.2 = load double, ptr %.154.us.6.1.2, align 8
  %.148.us.7.1.2 = fadd double %.148.us.6.1.2, %.146.us.7.1.2
  %.154.us.7.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 192
  %.146.us.117.3 = load double, ptr %.154.us.7.1.2, align 8
  %.148.us.118.3 = fadd double %.148.us.7.1.2, %.146.us.117.3
  %.154.us.119.3 = getelementptr i8, ptr %.85.119.us.1, i64 200
  %.146.us.1.1.3 = load double, ptr %.154.us.119.3, align 8
  %.148.us.1.1.3 = fadd double %.148.us.118.3, %.146.us.1.1.3
  %.154.us.1.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 208
  %.146.us.2.1.3 = load double, ptr %.154.us.1.1.3, align 8
  %.148.us.2.1.3 = fadd double %.148.us.1.1.3, %.146.us.2.1.3
  %.154.us.2.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 216
  %.146.us.3.1.3 = load double, ptr %.154.us.2.1.3, align 8
  %.148.us.3.1.3 = fadd double %.148.us.2.1.3, %.146.us.3.1.3
  %.154.us.3.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 224
  %.146.us.4.1.3 = load double, ptr %.154.us.3.1.3, align 8
  %.148.us.4.1.3 = fadd double %.148.us.3.1.3, %.146.us.4.1.3
  %.154.us.4.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 232
  %.146.us.5.1.3 = load double, ptr %.154.us.4.1.3, align 8
  %.148.us.5.1.3 = fadd double %.148.us.4.1.3, %.146.us.5.1.3
  %.154.us.5.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 240
  %.146.us.6.1.3 = load double, ptr %.154.us.5.1.3, align 8
  %.148.us.6.1.3 = fadd double %.148.us.5.1.3, %.146.us.6.1.3
  %.154.us.6.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 248
  %.146.us.7.1.3 = load double, ptr %.154.us.6.1.3, align 8
  %.148.us.7.1.3 = fadd double %.148.us.6.1.3, %.146.us.7.1.3
  %.154.us.7.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 256
  %lsr.iv.next25.3 = add nsw i64 %lsr.iv24, -32
  %niter.ncmp.7.1.3 = icmp eq i64 %lsr.iv.next25.3, 0
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !38, !llvm.loop !187

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !24

.115.endif.us.epil.1.preheader:                   ; preds = %.115..116_crit_edge.us.unr-lcssa.1
  br label %.115.endif.us.epil.1

.115.endif.us.epil.1:                             ; preds = %.115.endif.us.epil.1.preheader, %.115.endif.us.epil.1
  %.80.118.us.epil.1 = phi double [ %.148.us.epil.1, %.115.endif.us.epil.1 ], [ %.148.us.7.1.lcssa, %.115.endif.us.epil.1.preheader ]
  %epil.iter.1 = phi i64 [ %epil.iter.next.1, %.115.endif.us.epil.1 ], [ 0, %.115.endif.us.epil.1.preheader ]
  %48 = shl nuw nsw i64 %epil.iter.1, 3
  %scevgep107 = getelementptr i8, ptr %.154.us.7.1.lcssa, i64 %48
  %.146.us.epil.1 = load double, ptr %scevgep107, align 8
  %.148.us.epil.1 = fadd double %.80.118.us.epil.1, %.146.us.epil.1
  %epil.iter.next.1 = add nuw nsw i64 %epil.iter.1, 1
  %epil.iter.cmp.1.not = icmp eq i64 %xtraiter, %epil.iter.next.1
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !25, !llvm.loop !170

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !188, !llvm.loop !189
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 9801, i32 199}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!3, !5, !6, !8, !9, !11}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE48omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE48omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE48omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
!12 = !{!"branch_weights", i32 -43642408, i32 43642408}
!13 = !{!9, !11}
!14 = !{i1 true}
!15 = !{!16, !18, !19, !21}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!18 = distinct !{!18, !17, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!19 = distinct !{!19, !20, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!21 = distinct !{!21, !20, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = !{!"branch_weights", i32 277993707, i32 1869489941}
!25 = !{!"branch_weights", i32 542333185, i32 1605150463}
!26 = distinct !{!26, !27, !23}
!27 = !{!"llvm.loop.estimated_trip_count", i32 4}
!28 = !{!"branch_weights", i32 49, i32 1}
!29 = distinct !{!29, !30, !31}
!30 = !{!"llvm.loop.isvectorized", i32 1}
!31 = !{!"llvm.loop.unroll.runtime.disable"}
!32 = !{!"branch_weights", i32 4, i32 28}
!33 = distinct !{!33, !30, !31}
!34 = distinct !{!34, !23}
!35 = !{!"branch_weights", i32 127, i32 1}
!36 = !{!"branch_weights", i32 146201250, i32 2001282398}
!37 = distinct !{!37, !30}
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
!48 = distinct !{!48, !23}
!49 = distinct !{!49, !30, !31}
!50 = distinct !{!50, !30, !31}
!51 = distinct !{!51, !30, !31}
!52 = distinct !{!52, !30, !31}
!53 = distinct !{!53, !23}
!54 = distinct !{!54, !30}
!55 = distinct !{!55, !30}
!56 = distinct !{!56, !30, !31}
!57 = distinct !{!57, !30, !31}
!58 = distinct !{!58, !23}
!59 = distinct !{!59, !30}
!60 = !{!61, !63, !64, !66}
!61 = distinct !{!61, !62, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!62 = distinct !{!62, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!63 = distinct !{!63, !62, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!64 = distinct !{!64, !65, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!65 = distinct !{!65, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!66 = distinct !{!66, !65, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!67 = !{!68, !70, !61, !63, !64, !66}
!68 = distinct !{!68, !69, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!69 = distinct !{!69, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!70 = distinct !{!70, !69, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!71 = !{!72, !74, !61, !63, !64, !66}
!72 = distinct !{!72, !73, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!73 = distinct !{!73, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!74 = distinct !{!74, !73, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!75 = !{!76, !78, !79, !81}
!76 = distinct !{!76, !77, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!77 = distinct !{!77, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!78 = distinct !{!78, !77, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!79 = distinct !{!79, !80, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!80 = distinct !{!80, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!81 = distinct !{!81, !80, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!82 = !{!83, !85, !76, !78, !79, !81}
!83 = distinct !{!83, !84, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!84 = distinct !{!84, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!85 = distinct !{!85, !84, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!86 = !{!87, !89, !76, !78, !79, !81}
!87 = distinct !{!87, !88, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!88 = distinct !{!88, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!89 = distinct !{!89, !88, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!90 = !{!91, !93}
!91 = distinct !{!91, !92, !"_ZN5numba7cpython7unicode13_empty_stringB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %retptr"}
!92 = distinct !{!92, !"_ZN5numba7cpython7unicode13_empty_stringB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj"}
!93 = distinct !{!93, !92, !"_ZN5numba7cpython7unicode13_empty_stringB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %excinfo"}
!94 = !{!95, !97, !91, !93}
!95 = distinct !{!95, !96, !"_ZN5numba7cpython7unicode15_set_code_pointB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %retptr"}
!96 = distinct !{!96, !"_ZN5numba7cpython7unicode15_set_code_pointB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj"}
!97 = distinct !{!97, !96, !"_ZN5numba7cpython7unicode15_set_code_pointB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %excinfo"}
!98 = !{!99}
!99 = distinct !{!99, !100}
!100 = distinct !{!100, !"LVerDomain"}
!101 = !{!102}
!102 = distinct !{!102, !103, !"_ZN5numba7cpython7unicode15_get_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!103 = distinct !{!103, !"_ZN5numba7cpython7unicode15_get_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!104 = !{!105}
!105 = distinct !{!105, !100}
!106 = !{!107}
!107 = distinct !{!107, !100}
!108 = !{!109}
!109 = distinct !{!109, !100}
!110 = !{!111, !113, !107, !105, !99}
!111 = distinct !{!111, !112, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!112 = distinct !{!112, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!113 = distinct !{!113, !112, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!114 = distinct !{!114, !30, !31}
!115 = !{!"branch_weights", i32 16, i32 48}
!116 = distinct !{!116, !30, !31}
!117 = !{!111, !113}
!118 = distinct !{!118, !23}
!119 = !{!120}
!120 = distinct !{!120, !121}
!121 = distinct !{!121, !"LVerDomain"}
!122 = !{!123}
!123 = distinct !{!123, !121}
!124 = !{!125}
!125 = distinct !{!125, !121}
!126 = !{!127}
!127 = distinct !{!127, !121}
!128 = !{!111, !113, !125, !123, !120}
!129 = distinct !{!129, !30, !31}
!130 = distinct !{!130, !30, !31}
!131 = distinct !{!131, !23}
!132 = !{!133}
!133 = distinct !{!133, !134}
!134 = distinct !{!134, !"LVerDomain"}
!135 = !{!136}
!136 = distinct !{!136, !134}
!137 = !{!111, !113, !133}
!138 = distinct !{!138, !30, !31}
!139 = !{!"branch_weights", i32 8, i32 56}
!140 = distinct !{!140, !30, !31}
!141 = distinct !{!141, !23}
!142 = !{!143}
!143 = distinct !{!143, !144}
!144 = distinct !{!144, !"LVerDomain"}
!145 = !{!146}
!146 = distinct !{!146, !144}
!147 = !{!111, !113, !143}
!148 = distinct !{!148, !30, !31}
!149 = !{!"branch_weights", i32 16, i32 112}
!150 = distinct !{!150, !30, !31}
!151 = distinct !{!151, !23}
!152 = distinct !{!152, !30, !31}
!153 = !{!"branch_weights", i32 16, i32 240}
!154 = distinct !{!154, !30, !31}
!155 = distinct !{!155, !23}
!156 = distinct !{!156, !30}
!157 = distinct !{!157, !30}
!158 = distinct !{!158, !30}
!159 = distinct !{!159, !30}
!160 = distinct !{!160, !30}
!161 = !{!162}
!162 = distinct !{!162, !163, !"_ZN5numba7cpython7unicode15_get_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!163 = distinct !{!163, !"_ZN5numba7cpython7unicode15_get_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!164 = !{!165, !167}
!165 = distinct !{!165, !166, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!166 = distinct !{!166, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!167 = distinct !{!167, !166, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!168 = !{!"branch_weights", i32 16129, i32 255}
!169 = !{!"branch_weights", i32 553201332, i32 1594282316}
!170 = distinct !{!170, !27, !23}
!171 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!172 = distinct !{!172, !173, !23}
!173 = !{!"llvm.loop.estimated_trip_count", i32 2}
!174 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!175 = !{!"branch_weights", i32 1, i32 1}
!176 = distinct !{!176, !23}
!177 = !{!"branch_weights", i32 1, i32 127}
!178 = distinct !{!178, !179}
!179 = !{!"llvm.loop.estimated_trip_count", i32 3}
!180 = !{!"branch_weights", i32 21522287, i32 2125961361}
!181 = !{!"branch_weights", i32 125941159, i32 2021542489}
!182 = !{!"branch_weights", i32 166258296, i32 1981225352}
!183 = distinct !{!183, !40}
!184 = distinct !{!184, !23}
!185 = distinct !{!185, !179}
!186 = distinct !{!186, !23}
!187 = distinct !{!187, !179}
!188 = !{!"branch_weights", i32 42828876, i32 2104654772}
!189 = distinct !{!189, !190}
!190 = !{!"llvm.loop.estimated_trip_count", i32 50}
