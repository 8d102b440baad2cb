; ModuleID = 'row_assign'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139783201387968 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139783201387968.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139783201387968 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139783201387968, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783201387968.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139783201528896 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139783201528896.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139783201528896 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139783201528896, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783201528896.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.row_assign = internal constant [11 x i8] c"row_assign\00"
@_ZN08NumbaEnv7kernels10row_assignB3v48B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10row_assignB3v48B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [133 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10row_assignB3v48B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f21d0182c90>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f21d0182c90>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE48omitted_28default_3d_3cclass_20_27float_27_3e_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139783203603392 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139783203603392.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139783203603392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139783203603392, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783203603392.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139783203615360 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139783203615360.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139783203615360 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139783203615360, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783203615360.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139783208390208 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139783208390208.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139783208390208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139783208390208, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783208390208.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f21d0181690B3v50B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139783208390208.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139783208390208.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139783208390208.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139783208390208.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783208390208.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@.bytes.-3596957514301255344 = internal constant [2 x i8] c"(\00"
@.bytes.8891677930182646943 = internal constant [3 x i8] c",)\00"
@.bytes.-3729243754832727719 = internal constant [30 x i8] c"cannot assign slice of shape \00"
@.bytes.-4030968085971895554 = internal constant [22 x i8] c" from input of shape \00"
@.const.pickledata.139783206704640 = internal constant [360 x i8] c"\80\04\95]\01\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\12llvmlite.ir.values\94\8C\08Constant\94\93\94)\81\94}\94(\8C\04type\94\8C\11llvmlite.ir.types\94\8C\11_TypedPointerType\94\93\94)\81\94}\94(\8C\09addrspace\94K\00\8C\07pointee\94h\09\8C\07IntType\94\93\94K\08\85\94\81\94}\94(\8C\05width\94K\08\8C\17_StrCaching__cached_str\94\8C\02i8\94ub\8C\09is_opaque\94\89h\16\8C\03i8*\94ub\8C\08constant\94N\8C&_StringReferenceCaching__cached_refstr\94\8C\04null\94h\16\8C\08i8* null\94ub\85\94\8C\04impl\94\8C\14numba/np/arrayobj.py\94M}\06\87\94\87\94."
@.const.pickledata.139783205190080 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139783205190080.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139783205190080 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139783205190080, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783205190080.sha1, i32 0, i32 0), i8* null, i32 0 }
@".const.missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE" = internal constant [187 x i8] c"missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE\00"
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython12old_builtins12ol_getattr_212_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@.bytes.5317899729839767045 = internal constant [2 x i8] c"0\00"
@.const.pickledata.139783206219776 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139783206219776.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139783206219776 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139783206219776, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783206219776.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode6ol_ord12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode10_pick_kindB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEii = common local_unnamed_addr global i8* null
@.const.pickledata.139783205304768 = internal constant [127 x i8] c"\80\04\95t\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C!PY_UNICODE_WCHAR_KIND unsupported\94\85\94\8C\0A_pick_kind\94\8C\18numba/cpython/unicode.py\94Mv\01\87\94\87\94."
@.const.pickledata.139783205304768.sha1 = internal constant [20 x i8] c"<\D8\05\AD\B5\AD^\BEJ\0D\CF\EF\83\A3\8B\01#\18\D1}"
@.const.picklebuf.139783205304768 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([127 x i8], [127 x i8]* @.const.pickledata.139783205304768, i32 0, i32 0), i32 127, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783205304768.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139783204924032 = internal constant [141 x i8] c"\80\04\95\82\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C/Unexpected unicode representation in _pick_kind\94\85\94\8C\0A_pick_kind\94\8C\18numba/cpython/unicode.py\94M\82\01\87\94\87\94."
@.const.pickledata.139783204924032.sha1 = internal constant [20 x i8] c"\C5\12H\9D\16NW\9B\85s1\AA2\15@\D2Q\F9s\D0"
@.const.picklebuf.139783204924032 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([141 x i8], [141 x i8]* @.const.pickledata.139783204924032, i32 0, i32 0), i32 141, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783204924032.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode11_pick_asciiB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEjj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode13_empty_stringB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj = common local_unnamed_addr global i8* null
@.const.pickledata.139783204750144 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139783204750144.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139783204750144 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139783204750144, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783204750144.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global i8* null
@.const.pickledata.139783204764736 = internal constant [142 x i8] c"\80\04\95\83\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C'Unexpected unicode encoding encountered\94\85\94\8C\13_kind_to_byte_width\94\8C\18numba/cpython/unicode.py\94M\A6\01\87\94\87\94."
@.const.pickledata.139783204764736.sha1 = internal constant [20 x i8] c"\A8=9\9C\FA\F6\C7\A3\9C,\0D,N\0E\B82\A3p K"
@.const.picklebuf.139783204764736 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([142 x i8], [142 x i8]* @.const.pickledata.139783204764736, i32 0, i32 0), i32 142, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783204764736.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj = common local_unnamed_addr global i8* null
@.const.pickledata.139783204754368 = internal constant [151 x i8] c"\80\04\95\8C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C4Unexpected unicode representation in _set_code_point\94\85\94\8C\0F_set_code_point\94\8C\18numba/cpython/unicode.py\94M_\01\87\94\87\94."
@.const.pickledata.139783204754368.sha1 = internal constant [20 x i8] c"\F0\CDh6\8DG\F9a)\B2\C8\F8Z\A0\B0\BA\92D\85\B7"
@.const.picklebuf.139783204754368 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([151 x i8], [151 x i8]* @.const.pickledata.139783204754368, i32 0, i32 0), i32 151, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783204754368.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode15_get_code_pointB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx = common local_unnamed_addr global i8* null
@.const.pickledata.139783204505472 = internal constant [151 x i8] c"\80\04\95\8C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C4Unexpected unicode representation in _set_code_point\94\85\94\8C\0F_set_code_point\94\8C\18numba/cpython/unicode.py\94M_\01\87\94\87\94."
@.const.pickledata.139783204505472.sha1 = internal constant [20 x i8] c"\F0\CDh6\8DG\F9a)\B2\C8\F8Z\A0\B0\BA\92D\85\B7"
@.const.picklebuf.139783204505472 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([151 x i8], [151 x i8]* @.const.pickledata.139783204505472, i32 0, i32 0), i32 151, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783204505472.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython12old_builtins12ol_getattr_212_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_str12_3clocals_3e12_3clambda_3eB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f21d01815d0B3v51B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v52B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v53B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels10row_assignB3v48B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.X.0, i8* nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* nocapture readonly %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr {
entry:
  %.963 = alloca i8*, align 8
  %excinfo.6 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.6, align 8
  tail call void @NRT_incref(i8* %arg.X.0)
  %.28.i = icmp slt i64 %arg.X.5.0, 0
  %.35.i = icmp slt i64 %arg.X.5.1, 0
  %or.cond = select i1 %.28.i, i1 true, i1 %.35.i
  br i1 %or.cond, label %B0.if, label %B0.endif.endif.endif.endif.i, !prof !12

B0.endif.endif.endif.endif.i:                     ; preds = %entry
  %.49.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.X.5.0, i64 %arg.X.5.1)
  %.50.i = extractvalue { i64, i1 } %.49.i, 0
  %.51.i = extractvalue { i64, i1 } %.49.i, 1
  %.53.i = shl i64 %arg.X.5.1, 3
  %.54.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.50.i, i64 8)
  %.56.i = extractvalue { i64, i1 } %.54.i, 1
  %.57.i = or i1 %.51.i, %.56.i
  br i1 %.57.i, label %B0.if, label %B0.endif.endif.endif.endif.endif.i, !prof !13

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.55.i = extractvalue { i64, i1 } %.54.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.55.i, i32 32), !noalias !14
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if, label %B0.endif.endif, !prof !13

B100:                                             ; preds = %B100.preheader, %.884.endif
  %lsr.iv646 = phi i64 [ 56, %B100.preheader ], [ %lsr.iv.next647, %.884.endif ]
  %lsr.iv615 = phi double* [ %.6.i1.i, %B100.preheader ], [ %135, %.884.endif ]
  %lsr.iv595 = phi i64 [ 4, %B100.preheader ], [ %lsr.iv.next596, %.884.endif ]
  %.124.0135 = phi i64 [ %.193, %.884.endif ], [ 0, %B100.preheader ]
  %0 = mul i64 %.124.0135, %arg.X.5.1
  %.193 = add nuw nsw i64 %.124.0135, 1
  %.255 = mul i64 %.124.0135, %arg.X.5.1
  %.257 = getelementptr double, double* %arg.X.4, i64 %.255
  tail call void @NRT_incref(i8* %arg.X.0)
  tail call void @NRT_incref(i8* %arg.X.0)
  %.7.i.i47 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.467, i32 32), !noalias !24
  %.8.i.i48 = icmp eq i8* %.7.i.i47, null
  br i1 %.8.i.i48, label %B100.endif.endif.endif.endif.endif.if, label %B100.endif.endif.endif.endif.endif.endif, !prof !13

B128.i16.1:                                       ; preds = %.884.endif, %B0.endif.endif
  tail call void @NRT_decref(i8* %arg.X.0)
  %.1203 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.X.5.0, i64 %arg.X.5.1)
  %.1204 = extractvalue { i64, i1 } %.1203, 0
  %.1205 = extractvalue { i64, i1 } %.1203, 1
  %.1208 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.1204, i64 8)
  %.1210 = extractvalue { i64, i1 } %.1208, 1
  %.1211 = or i1 %.1205, %.1210
  br i1 %.1211, label %B192.endif.endif.if, label %B192.endif.endif.endif, !prof !13

B0.if:                                            ; preds = %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139783203603392, %entry ], [ @.const.picklebuf.139783203615360, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.139783208390208, %B0.endif.endif.endif.endif.endif.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B192.endif.endif.endif.if, %for.end.endif.endif.if.if, %B100.endif.endif.endif.endif.endif.if, %B0.if, %for.end.2.endif, %B192.endif.endif.if, %for.end.endif.endif.endif.if.if, %B100.us
  %common.ret.op = phi i32 [ 1, %B100.us ], [ 1, %for.end.endif.endif.endif.if.if ], [ 1, %B192.endif.endif.if ], [ 0, %for.end.2.endif ], [ 1, %B0.if ], [ 1, %B192.endif.endif.endif.if ], [ %.969, %for.end.endif.endif.if.if ], [ 1, %B100.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %1 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %1, align 8, !noalias !31
  %.180134.not = icmp eq i64 %arg.X.5.0, 0
  br i1 %.180134.not, label %B128.i16.1, label %B100.lr.ph

B100.lr.ph:                                       ; preds = %B0.endif.endif
  %.466 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.X.5.1, i64 8)
  %.468 = extractvalue { i64, i1 } %.466, 1
  %.467 = extractvalue { i64, i1 } %.466, 0
  br i1 %.468, label %B100.us, label %B100.preheader, !prof !13

B100.preheader:                                   ; preds = %B100.lr.ph
  %2 = add i64 %arg.X.5.1, -1
  %xtraiter234 = and i64 %arg.X.5.1, 7
  %unroll_iter237 = and i64 %arg.X.5.1, -8
  br label %B100

B100.us:                                          ; preds = %B100.lr.ph
  tail call void @NRT_incref(i8* %arg.X.0)
  tail call void @NRT_incref(i8* %arg.X.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783201387968, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !32
  br label %common.ret

B100.endif.endif.endif.endif.endif.if:            ; preds = %B100
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783208390208.11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B100.endif.endif.endif.endif.endif.endif:         ; preds = %B100
  %3 = icmp eq i64 %arg.X.5.1, 0
  %.5.i53 = getelementptr i8, i8* %.7.i.i47, i64 24
  %4 = bitcast i8* %.5.i53 to double**
  %.6.i5484 = load double*, double** %4, align 8
  br i1 %3, label %for.end.else.endif, label %for.body.preheader

for.body.preheader:                               ; preds = %B100.endif.endif.endif.endif.endif.endif
  %5 = icmp ult i64 %2, 7
  br i1 %5, label %for.end.else.endif.loopexit.unr-lcssa, label %for.body.preheader259

for.body.preheader259:                            ; preds = %for.body.preheader
  br label %for.body

for.body:                                         ; preds = %for.body.preheader259, %for.body
  %loop.index74 = phi i64 [ %30, %for.body ], [ 0, %for.body.preheader259 ]
  %.534.073 = phi i64 [ %loop.index74..534.073.7, %for.body ], [ 0, %for.body.preheader259 ]
  %.531.072 = phi i64 [ %loop.index74..531.072.7, %for.body ], [ 0, %for.body.preheader259 ]
  %6 = icmp ugt i64 %arg.X.5.1, 1
  %loop.index74..531.072 = select i1 %6, i64 %loop.index74, i64 %.531.072
  %loop.index74..534.073 = select i1 %6, i64 %loop.index74, i64 %.534.073
  %.548123.in = getelementptr double, double* %.257, i64 %loop.index74..531.072
  %.548123 = load double, double* %.548123.in, align 8
  %.556 = getelementptr double, double* %.257, i64 %loop.index74..534.073
  %.557 = load double, double* %.556, align 8
  %.13.i = tail call double @llvm.sin.f64(double %.548123)
  %.18.i = fmul double %.13.i, %.557
  %sunkaddr = mul i64 %loop.index74, 8
  %7 = bitcast double* %.6.i5484 to i8*
  %sunkaddr730 = getelementptr i8, i8* %7, i64 %sunkaddr
  %8 = bitcast i8* %sunkaddr730 to double*
  store double %.18.i, double* %8, align 8
  %9 = add i64 %loop.index74, 1
  %loop.index74..531.072.1 = select i1 %6, i64 %9, i64 %.531.072
  %loop.index74..534.073.1 = select i1 %6, i64 %9, i64 %.534.073
  %.548123.in.1 = getelementptr double, double* %.257, i64 %loop.index74..531.072.1
  %.548123.1 = load double, double* %.548123.in.1, align 8
  %.556.1 = getelementptr double, double* %.257, i64 %loop.index74..534.073.1
  %.557.1 = load double, double* %.556.1, align 8
  %.13.i.1 = tail call double @llvm.sin.f64(double %.548123.1)
  %.18.i.1 = fmul double %.13.i.1, %.557.1
  %sunkaddr731 = mul i64 %loop.index74, 8
  %10 = bitcast double* %.6.i5484 to i8*
  %sunkaddr732 = getelementptr i8, i8* %10, i64 %sunkaddr731
  %sunkaddr733 = getelementptr i8, i8* %sunkaddr732, i64 8
  %11 = bitcast i8* %sunkaddr733 to double*
  store double %.18.i.1, double* %11, align 8
  %12 = add i64 %9, 1
  %loop.index74..531.072.2 = select i1 %6, i64 %12, i64 %.531.072
  %loop.index74..534.073.2 = select i1 %6, i64 %12, i64 %.534.073
  %.548123.in.2 = getelementptr double, double* %.257, i64 %loop.index74..531.072.2
  %.548123.2 = load double, double* %.548123.in.2, align 8
  %.556.2 = getelementptr double, double* %.257, i64 %loop.index74..534.073.2
  %.557.2 = load double, double* %.556.2, align 8
  %.13.i.2 = tail call double @llvm.sin.f64(double %.548123.2)
  %.18.i.2 = fmul double %.13.i.2, %.557.2
  %sunkaddr734 = mul i64 %loop.index74, 8
  %13 = bitcast double* %.6.i5484 to i8*
  %sunkaddr735 = getelementptr i8, i8* %13, i64 %sunkaddr734
  %sunkaddr736 = getelementptr i8, i8* %sunkaddr735, i64 16
  %14 = bitcast i8* %sunkaddr736 to double*
  store double %.18.i.2, double* %14, align 8
  %15 = add i64 %12, 1
  %loop.index74..531.072.3 = select i1 %6, i64 %15, i64 %.531.072
  %loop.index74..534.073.3 = select i1 %6, i64 %15, i64 %.534.073
  %.548123.in.3 = getelementptr double, double* %.257, i64 %loop.index74..531.072.3
  %.548123.3 = load double, double* %.548123.in.3, align 8
  %.556.3 = getelementptr double, double* %.257, i64 %loop.index74..534.073.3
  %.557.3 = load double, double* %.556.3, align 8
  %.13.i.3 = tail call double @llvm.sin.f64(double %.548123.3)
  %.18.i.3 = fmul double %.13.i.3, %.557.3
  %sunkaddr737 = mul i64 %loop.index74, 8
  %16 = bitcast double* %.6.i5484 to i8*
  %sunkaddr738 = getelementptr i8, i8* %16, i64 %sunkaddr737
  %sunkaddr739 = getelementptr i8, i8* %sunkaddr738, i64 24
  %17 = bitcast i8* %sunkaddr739 to double*
  store double %.18.i.3, double* %17, align 8
  %18 = add i64 %15, 1
  %loop.index74..531.072.4 = select i1 %6, i64 %18, i64 %.531.072
  %loop.index74..534.073.4 = select i1 %6, i64 %18, i64 %.534.073
  %.548123.in.4 = getelementptr double, double* %.257, i64 %loop.index74..531.072.4
  %.548123.4 = load double, double* %.548123.in.4, align 8
  %.556.4 = getelementptr double, double* %.257, i64 %loop.index74..534.073.4
  %.557.4 = load double, double* %.556.4, align 8
  %.13.i.4 = tail call double @llvm.sin.f64(double %.548123.4)
  %.18.i.4 = fmul double %.13.i.4, %.557.4
  %sunkaddr740 = mul i64 %loop.index74, 8
  %19 = bitcast double* %.6.i5484 to i8*
  %sunkaddr741 = getelementptr i8, i8* %19, i64 %sunkaddr740
  %sunkaddr742 = getelementptr i8, i8* %sunkaddr741, i64 32
  %20 = bitcast i8* %sunkaddr742 to double*
  store double %.18.i.4, double* %20, align 8
  %21 = add i64 %18, 1
  %loop.index74..531.072.5 = select i1 %6, i64 %21, i64 %.531.072
  %loop.index74..534.073.5 = select i1 %6, i64 %21, i64 %.534.073
  %.548123.in.5 = getelementptr double, double* %.257, i64 %loop.index74..531.072.5
  %.548123.5 = load double, double* %.548123.in.5, align 8
  %.556.5 = getelementptr double, double* %.257, i64 %loop.index74..534.073.5
  %.557.5 = load double, double* %.556.5, align 8
  %.13.i.5 = tail call double @llvm.sin.f64(double %.548123.5)
  %.18.i.5 = fmul double %.13.i.5, %.557.5
  %sunkaddr743 = mul i64 %loop.index74, 8
  %22 = bitcast double* %.6.i5484 to i8*
  %sunkaddr744 = getelementptr i8, i8* %22, i64 %sunkaddr743
  %sunkaddr745 = getelementptr i8, i8* %sunkaddr744, i64 40
  %23 = bitcast i8* %sunkaddr745 to double*
  store double %.18.i.5, double* %23, align 8
  %24 = add i64 %21, 1
  %loop.index74..531.072.6 = select i1 %6, i64 %24, i64 %.531.072
  %loop.index74..534.073.6 = select i1 %6, i64 %24, i64 %.534.073
  %.548123.in.6 = getelementptr double, double* %.257, i64 %loop.index74..531.072.6
  %.548123.6 = load double, double* %.548123.in.6, align 8
  %.556.6 = getelementptr double, double* %.257, i64 %loop.index74..534.073.6
  %.557.6 = load double, double* %.556.6, align 8
  %.13.i.6 = tail call double @llvm.sin.f64(double %.548123.6)
  %.18.i.6 = fmul double %.13.i.6, %.557.6
  %sunkaddr746 = mul i64 %loop.index74, 8
  %25 = bitcast double* %.6.i5484 to i8*
  %sunkaddr747 = getelementptr i8, i8* %25, i64 %sunkaddr746
  %sunkaddr748 = getelementptr i8, i8* %sunkaddr747, i64 48
  %26 = bitcast i8* %sunkaddr748 to double*
  store double %.18.i.6, double* %26, align 8
  %27 = add i64 %24, 1
  %loop.index74..531.072.7 = select i1 %6, i64 %27, i64 %.531.072
  %loop.index74..534.073.7 = select i1 %6, i64 %27, i64 %.534.073
  %.548123.in.7 = getelementptr double, double* %.257, i64 %loop.index74..531.072.7
  %.548123.7 = load double, double* %.548123.in.7, align 8
  %.556.7 = getelementptr double, double* %.257, i64 %loop.index74..534.073.7
  %.557.7 = load double, double* %.556.7, align 8
  %.13.i.7 = tail call double @llvm.sin.f64(double %.548123.7)
  %.18.i.7 = fmul double %.13.i.7, %.557.7
  %sunkaddr749 = mul i64 %loop.index74, 8
  %28 = bitcast double* %.6.i5484 to i8*
  %sunkaddr750 = getelementptr i8, i8* %28, i64 %sunkaddr749
  %sunkaddr751 = getelementptr i8, i8* %sunkaddr750, i64 56
  %29 = bitcast i8* %sunkaddr751 to double*
  store double %.18.i.7, double* %29, align 8
  %.586.7 = add nuw i64 %loop.index74, 8
  %30 = add i64 %27, 1
  %niter238.ncmp.7 = icmp eq i64 %30, %unroll_iter237
  br i1 %niter238.ncmp.7, label %for.end.else.endif.loopexit.unr-lcssa, label %for.body

for.end.else.endif.loopexit.unr-lcssa:            ; preds = %for.body, %for.body.preheader
  %loop.index74.unr = phi i64 [ 0, %for.body.preheader ], [ %.586.7, %for.body ]
  %.534.073.unr = phi i64 [ 0, %for.body.preheader ], [ %loop.index74..534.073.7, %for.body ]
  %.531.072.unr = phi i64 [ 0, %for.body.preheader ], [ %loop.index74..531.072.7, %for.body ]
  %31 = icmp eq i64 %xtraiter234, 0
  br i1 %31, label %for.end.else.endif, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.else.endif.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv560 = phi i64 [ %xtraiter234, %for.body.epil.preheader ], [ %lsr.iv.next561, %for.body.epil ]
  %loop.index74.epil = phi i64 [ %.586.epil, %for.body.epil ], [ %loop.index74.unr, %for.body.epil.preheader ]
  %.534.073.epil = phi i64 [ %loop.index74..534.073.epil, %for.body.epil ], [ %.534.073.unr, %for.body.epil.preheader ]
  %.531.072.epil = phi i64 [ %loop.index74..531.072.epil, %for.body.epil ], [ %.531.072.unr, %for.body.epil.preheader ]
  %32 = icmp ugt i64 %arg.X.5.1, 1
  %loop.index74..531.072.epil = select i1 %32, i64 %loop.index74.epil, i64 %.531.072.epil
  %loop.index74..534.073.epil = select i1 %32, i64 %loop.index74.epil, i64 %.534.073.epil
  %.548123.in.epil = getelementptr double, double* %.257, i64 %loop.index74..531.072.epil
  %.548123.epil = load double, double* %.548123.in.epil, align 8
  %.556.epil = getelementptr double, double* %.257, i64 %loop.index74..534.073.epil
  %.557.epil = load double, double* %.556.epil, align 8
  %.13.i.epil = tail call double @llvm.sin.f64(double %.548123.epil)
  %.18.i.epil = fmul double %.13.i.epil, %.557.epil
  %scevgep559 = getelementptr double, double* %.6.i5484, i64 %loop.index74.epil
  store double %.18.i.epil, double* %scevgep559, align 8
  %.586.epil = add nuw nsw i64 %loop.index74.epil, 1
  %lsr.iv.next561 = add nsw i64 %lsr.iv560, -1
  %epil.iter235.cmp.not = icmp eq i64 %lsr.iv.next561, 0
  br i1 %epil.iter235.cmp.not, label %for.end.else.endif, label %for.body.epil, !llvm.loop !33

for.end.else.endif:                               ; preds = %for.body.epil, %for.end.else.endif.loopexit.unr-lcssa, %B100.endif.endif.endif.endif.endif.endif
  %33 = icmp eq i64 %arg.X.5.1, 0
  tail call void @NRT_decref(i8* %arg.X.0)
  tail call void @NRT_decref(i8* %arg.X.0)
  br i1 %33, label %for.end.endif.else.endif.if, label %for.end.endif.endif, !prof !13

for.end.endif.endif:                              ; preds = %for.end.else.endif, %for.end.endif.else.endif.if
  %.789.sroa.0.0 = phi i64 [ %arg.X.5.1, %for.end.endif.else.endif.if ], [ 0, %for.end.else.endif ]
  %34 = icmp eq i64 %arg.X.5.1, 1
  %.892 = sub i64 %arg.X.5.1, %.789.sroa.0.0
  %.899 = icmp slt i64 %.892, 1
  %.901 = select i1 %.899, i64 0, i64 %.892
  %35 = icmp ne i64 %.901, 1
  %36 = and i1 %34, %35
  %.917 = select i1 %36, i64 %.901, i64 %arg.X.5.1
  %.918 = select i1 %36, i64 0, i64 8
  %.958.not = icmp eq i64 %.917, %.901
  br i1 %.958.not, label %for.end.endif.endif.endif, label %for.end.endif.endif.if, !prof !35

for.end.endif.else.endif.if:                      ; preds = %for.end.else.endif
  br label %for.end.endif.endif

for.end.endif.endif.if:                           ; preds = %for.end.endif.endif
  store i8* null, i8** %.963, align 8
  %.969 = call i32 @_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE(i8** nonnull %.963, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.6, i64 %.917, i64 %.901)
  switch i32 %.969, label %for.end.endif.endif.if.if [
    i32 -2, label %for.end.endif.endif.endif
    i32 0, label %for.end.endif.endif.endif
  ]

for.end.endif.endif.endif:                        ; preds = %for.end.endif.endif.if, %for.end.endif.endif.if, %for.end.endif.endif
  %37 = icmp slt i64 %.892, 1
  %38 = ptrtoint double* %.6.i1.i to i64
  %39 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %.917, i64 1)
  %math = extractvalue { i64, i1 } %39, 0
  %ov = extractvalue { i64, i1 } %39, 1
  %.993 = mul i64 %math, %.918
  %.994 = icmp sgt i64 %.993, -1
  %.993.op = add i64 %.993, 8
  %.999 = select i1 %.994, i64 %.993.op, i64 8
  %.1003 = select i1 %ov, i64 0, i64 %.999
  %40 = select i1 %ov, i1 true, i1 %.994
  %.1004 = select i1 %40, i64 0, i64 %.993
  %.1005 = ptrtoint double* %.6.i5484 to i64
  %.1006 = add i64 %.1004, %.1005
  %.1007 = add i64 %.1003, %.1005
  %.1013 = mul i64 %.124.0135, %.53.i
  %.1021 = add i64 %.1013, 8
  %.1022 = select i1 %37, i64 0, i64 %.1013
  %.1023 = select i1 %37, i64 0, i64 %.1021
  %.1025 = add i64 %.1022, %38
  %.1026 = add i64 %.1023, %38
  %.1027 = icmp ult i64 %.1006, %.1026
  %.1028 = icmp ult i64 %.1025, %.1007
  %.1029 = and i1 %.1027, %.1028
  br i1 %.1029, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.thread, !prof !13

for.end.endif.endif.if.if:                        ; preds = %for.end.endif.endif.if
  %.977 = icmp sgt i32 %.969, 0
  %.970 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.6, align 8
  %.978 = select i1 %.977, { i8*, i32, i8*, i8*, i32 }* %.970, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.978, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif.endif.endif
  %.1038 = shl i64 %.917, 3
  %.1039 = tail call i8* @NRT_Allocate(i64 %.1038)
  %.1040 = icmp eq i8* %.1039, null
  br i1 %.1040, label %for.end.endif.endif.endif.if.if, label %for.end.endif.endif.endif.if.endif, !prof !13

for.end.endif.endif.endif.endif.unr-lcssa:        ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.176.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.1061.7, %for.body.1 ]
  %lcmp.mod242.not = icmp eq i64 %xtraiter240, 0
  br i1 %lcmp.mod242.not, label %for.end.endif.endif.endif.endif, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.endif.endif.endif.endif.unr-lcssa
  %41 = ptrtoint double* %.6.i5484 to i64
  %42 = shl i64 %loop.index.176.unr, 3
  %scevgep588 = getelementptr i8, i8* %.1039, i64 %42
  %43 = mul i64 %.918, %loop.index.176.unr
  %44 = add i64 %41, %43
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv591 = phi i64 [ %44, %for.body.1.epil.preheader ], [ %lsr.iv.next592, %for.body.1.epil ]
  %epil.iter241 = phi i64 [ %epil.iter241.next, %for.body.1.epil ], [ 0, %for.body.1.epil.preheader ]
  %.1055.epil = inttoptr i64 %lsr.iv591 to double*
  %45 = shl nuw nsw i64 %epil.iter241, 3
  %scevgep589 = getelementptr i8, i8* %scevgep588, i64 %45
  %scevgep589590 = bitcast i8* %scevgep589 to double*
  %.1059.epil = load double, double* %.1055.epil, align 8
  store double %.1059.epil, double* %scevgep589590, align 8
  %epil.iter241.next = add i64 %epil.iter241, 1
  %lsr.iv.next592 = add i64 %lsr.iv591, %.918
  %epil.iter241.cmp.not = icmp eq i64 %xtraiter240, %epil.iter241.next
  br i1 %epil.iter241.cmp.not, label %for.end.endif.endif.endif.endif, label %for.body.1.epil, !llvm.loop !36

for.end.endif.endif.endif.endif:                  ; preds = %for.body.1.epil, %for.end.endif.endif.endif.endif.unr-lcssa
  %46 = bitcast i8* %.1039 to double*
  %.107678.not = icmp slt i64 %.789.sroa.0.0, %arg.X.5.1
  br i1 %.107678.not, label %.883.endif.preheader, label %.883.if, !prof !35

for.end.endif.endif.endif.endif.thread158:        ; preds = %for.end.endif.endif.endif.if.endif
  %47 = bitcast i8* %.1039 to double*
  %.107678.not159 = icmp slt i64 %.789.sroa.0.0, %arg.X.5.1
  br i1 %.107678.not159, label %.883.endif.us.preheader, label %.884.if, !prof !35

for.end.endif.endif.endif.endif.thread:           ; preds = %for.end.endif.endif.endif
  %.107678.not153 = icmp slt i64 %.789.sroa.0.0, %arg.X.5.1
  br i1 %.107678.not153, label %.883.endif.preheader139, label %.884.endif, !prof !35

.883.endif.preheader:                             ; preds = %for.end.endif.endif.endif.endif
  %48 = bitcast i8* %.1039 to double*
  br i1 %.1029, label %.883.endif.us.preheader, label %.883.endif.preheader139, !prof !13

.883.endif.preheader139:                          ; preds = %for.end.endif.endif.endif.endif.thread, %.883.endif.preheader
  %.1030.0155157 = phi double* [ %48, %.883.endif.preheader ], [ %.6.i5484, %for.end.endif.endif.endif.endif.thread ]
  %49 = xor i64 %.789.sroa.0.0, -1
  %50 = add i64 %49, %arg.X.5.1
  %xtraiter245 = and i64 %.892, 7
  %51 = icmp ult i64 %50, 7
  br i1 %51, label %.883.if.loopexit173.unr-lcssa, label %.883.endif.preheader139.new

.883.endif.preheader139.new:                      ; preds = %.883.endif.preheader139
  %52 = ptrtoint double* %.6.i5484 to i64
  %unroll_iter248 = and i64 %.892, -8
  %53 = shl nuw nsw i64 %.918, 3
  %54 = add i64 %.789.sroa.0.0, %lsr.iv595
  %scevgep597 = getelementptr double, double* %.6.i1.i, i64 %54
  %55 = shl nuw nsw i64 %.918, 1
  br label %.883.endif

.883.endif.us.preheader:                          ; preds = %for.end.endif.endif.endif.endif.thread158, %.883.endif.preheader
  %min.iters.check = icmp ult i64 %.892, 16
  br i1 %min.iters.check, label %.883.endif.us.preheader172, label %vector.memcheck

vector.memcheck:                                  ; preds = %.883.endif.us.preheader
  %56 = ptrtoint i8* %.1039 to i64
  %57 = ptrtoint double* %.6.i1.i to i64
  %58 = add i64 %.789.sroa.0.0, %0
  %59 = shl i64 %58, 3
  %60 = add i64 %59, %57
  %61 = sub i64 %60, %56
  %diff.check = icmp ult i64 %61, 64
  br i1 %diff.check, label %.883.endif.us.preheader172, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %.892, -8
  %ind.end = add i64 %.789.sroa.0.0, %n.vec
  %62 = add i64 %n.vec, -8
  %63 = lshr exact i64 %62, 3
  %64 = add nuw nsw i64 %63, 1
  %xtraiter250 = and i64 %64, 7
  %65 = icmp ult i64 %62, 56
  br i1 %65, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter253 = and i64 %64, %const
  %66 = add i64 %.789.sroa.0.0, %lsr.iv646
  %scevgep648 = getelementptr double, double* %.6.i1.i, i64 %66
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv620 = phi i64 [ %lsr.iv.next621, %vector.body ], [ %unroll_iter253, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %sunkaddr752 = mul i64 %index, 8
  %sunkaddr753 = getelementptr i8, i8* %.1039, i64 %sunkaddr752
  %67 = bitcast i8* %sunkaddr753 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %67, align 8
  %scevgep651 = getelementptr double, double* %scevgep648, i64 %index
  %scevgep651652 = bitcast double* %scevgep651 to <8 x double>*
  %scevgep653 = getelementptr <8 x double>, <8 x double>* %scevgep651652, i64 -7
  store <8 x double> %wide.load, <8 x double>* %scevgep653, align 8
  %sunkaddr754 = mul i64 %index, 8
  %sunkaddr755 = getelementptr i8, i8* %.1039, i64 %sunkaddr754
  %sunkaddr756 = getelementptr i8, i8* %sunkaddr755, i64 64
  %68 = bitcast i8* %sunkaddr756 to <8 x double>*
  %wide.load.1 = load <8 x double>, <8 x double>* %68, align 8
  %scevgep666 = getelementptr double, double* %scevgep648, i64 %index
  %scevgep666667 = bitcast double* %scevgep666 to <8 x double>*
  %scevgep668 = getelementptr <8 x double>, <8 x double>* %scevgep666667, i64 -6
  store <8 x double> %wide.load.1, <8 x double>* %scevgep668, align 8
  %sunkaddr757 = mul i64 %index, 8
  %sunkaddr758 = getelementptr i8, i8* %.1039, i64 %sunkaddr757
  %sunkaddr759 = getelementptr i8, i8* %sunkaddr758, i64 128
  %69 = bitcast i8* %sunkaddr759 to <8 x double>*
  %wide.load.2 = load <8 x double>, <8 x double>* %69, align 8
  %scevgep669 = getelementptr double, double* %scevgep648, i64 %index
  %scevgep669670 = bitcast double* %scevgep669 to <8 x double>*
  %scevgep671 = getelementptr <8 x double>, <8 x double>* %scevgep669670, i64 -5
  store <8 x double> %wide.load.2, <8 x double>* %scevgep671, align 8
  %sunkaddr760 = mul i64 %index, 8
  %sunkaddr761 = getelementptr i8, i8* %.1039, i64 %sunkaddr760
  %sunkaddr762 = getelementptr i8, i8* %sunkaddr761, i64 192
  %70 = bitcast i8* %sunkaddr762 to <8 x double>*
  %wide.load.3 = load <8 x double>, <8 x double>* %70, align 8
  %scevgep663 = getelementptr double, double* %scevgep648, i64 %index
  %scevgep663664 = bitcast double* %scevgep663 to <8 x double>*
  %scevgep665 = getelementptr <8 x double>, <8 x double>* %scevgep663664, i64 -4
  store <8 x double> %wide.load.3, <8 x double>* %scevgep665, align 8
  %sunkaddr763 = mul i64 %index, 8
  %sunkaddr764 = getelementptr i8, i8* %.1039, i64 %sunkaddr763
  %sunkaddr765 = getelementptr i8, i8* %sunkaddr764, i64 256
  %71 = bitcast i8* %sunkaddr765 to <8 x double>*
  %wide.load.4 = load <8 x double>, <8 x double>* %71, align 8
  %scevgep660 = getelementptr double, double* %scevgep648, i64 %index
  %scevgep660661 = bitcast double* %scevgep660 to <8 x double>*
  %scevgep662 = getelementptr <8 x double>, <8 x double>* %scevgep660661, i64 -3
  store <8 x double> %wide.load.4, <8 x double>* %scevgep662, align 8
  %sunkaddr766 = mul i64 %index, 8
  %sunkaddr767 = getelementptr i8, i8* %.1039, i64 %sunkaddr766
  %sunkaddr768 = getelementptr i8, i8* %sunkaddr767, i64 320
  %72 = bitcast i8* %sunkaddr768 to <8 x double>*
  %wide.load.5 = load <8 x double>, <8 x double>* %72, align 8
  %scevgep657 = getelementptr double, double* %scevgep648, i64 %index
  %scevgep657658 = bitcast double* %scevgep657 to <8 x double>*
  %scevgep659 = getelementptr <8 x double>, <8 x double>* %scevgep657658, i64 -2
  store <8 x double> %wide.load.5, <8 x double>* %scevgep659, align 8
  %sunkaddr769 = mul i64 %index, 8
  %sunkaddr770 = getelementptr i8, i8* %.1039, i64 %sunkaddr769
  %sunkaddr771 = getelementptr i8, i8* %sunkaddr770, i64 384
  %73 = bitcast i8* %sunkaddr771 to <8 x double>*
  %wide.load.6 = load <8 x double>, <8 x double>* %73, align 8
  %scevgep654 = getelementptr double, double* %scevgep648, i64 %index
  %scevgep654655 = bitcast double* %scevgep654 to <8 x double>*
  %scevgep656 = getelementptr <8 x double>, <8 x double>* %scevgep654655, i64 -1
  store <8 x double> %wide.load.6, <8 x double>* %scevgep656, align 8
  %sunkaddr772 = mul i64 %index, 8
  %sunkaddr773 = getelementptr i8, i8* %.1039, i64 %sunkaddr772
  %sunkaddr774 = getelementptr i8, i8* %sunkaddr773, i64 448
  %74 = bitcast i8* %sunkaddr774 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %74, align 8
  %scevgep649 = getelementptr double, double* %scevgep648, i64 %index
  %scevgep649650 = bitcast double* %scevgep649 to <8 x double>*
  store <8 x double> %wide.load.7, <8 x double>* %scevgep649650, align 8
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next621 = add i64 %lsr.iv620, -8
  %niter254.ncmp.7 = icmp eq i64 %lsr.iv.next621, 0
  br i1 %niter254.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !prof !37, !llvm.loop !38

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod252.not = icmp eq i64 %xtraiter250, 0
  br i1 %lcmp.mod252.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %75 = shl i64 %index.unr, 3
  %scevgep672 = getelementptr i8, i8* %.1039, i64 %75
  %76 = add i64 %.789.sroa.0.0, %index.unr
  %scevgep677 = getelementptr double, double* %lsr.iv615, i64 %76
  %77 = shl nuw nsw i64 %xtraiter250, 6
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv673 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next674, %vector.body.epil ]
  %78 = bitcast double* %scevgep677 to i8*
  %scevgep675 = getelementptr i8, i8* %scevgep672, i64 %lsr.iv673
  %scevgep675676 = bitcast i8* %scevgep675 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep675676, align 8
  %uglygep679 = getelementptr i8, i8* %78, i64 %lsr.iv673
  %uglygep679680 = bitcast i8* %uglygep679 to <8 x double>*
  store <8 x double> %wide.load.epil, <8 x double>* %uglygep679680, align 8
  %lsr.iv.next674 = add nuw nsw i64 %lsr.iv673, 64
  %epil.iter251.cmp.not = icmp eq i64 %77, %lsr.iv.next674
  br i1 %epil.iter251.cmp.not, label %middle.block, label %vector.body.epil, !prof !40, !llvm.loop !41

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %79 = bitcast i8* %.1039 to double*
  %cmp.n = icmp eq i64 %.892, %n.vec
  br i1 %cmp.n, label %.883.if, label %.883.endif.us.preheader172

.883.endif.us.preheader172:                       ; preds = %vector.memcheck, %.883.endif.us.preheader, %middle.block
  %.881.080.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %.883.endif.us.preheader ], [ %n.vec, %middle.block ]
  %.879.079.us.ph = phi i64 [ %.789.sroa.0.0, %vector.memcheck ], [ %.789.sroa.0.0, %.883.endif.us.preheader ], [ %ind.end, %middle.block ]
  %80 = sub i64 %arg.X.5.1, %.789.sroa.0.0
  %81 = xor i64 %.881.080.us.ph, -1
  %82 = add i64 %81, %arg.X.5.1
  %83 = sub i64 %82, %.789.sroa.0.0
  %xtraiter255 = and i64 %80, 7
  %lcmp.mod256.not = icmp eq i64 %xtraiter255, 0
  br i1 %lcmp.mod256.not, label %.883.endif.us.prol.loopexit, label %.883.endif.us.prol.preheader

.883.endif.us.prol.preheader:                     ; preds = %.883.endif.us.preheader172
  br label %.883.endif.us.prol

.883.endif.us.prol:                               ; preds = %.883.endif.us.prol.preheader, %.883.endif.us.prol
  %lsr.iv684 = phi i64 [ %xtraiter255, %.883.endif.us.prol.preheader ], [ %lsr.iv.next685, %.883.endif.us.prol ]
  %.881.080.us.prol = phi i64 [ %.1110.us.prol, %.883.endif.us.prol ], [ %.881.080.us.ph, %.883.endif.us.prol.preheader ]
  %.879.079.us.prol = phi i64 [ %.1107.us.prol, %.883.endif.us.prol ], [ %.879.079.us.ph, %.883.endif.us.prol.preheader ]
  %84 = shl i64 %.881.080.us.prol, 3
  %scevgep681 = getelementptr i8, i8* %.1039, i64 %84
  %scevgep681682 = bitcast i8* %scevgep681 to double*
  %.1096.us.prol = load double, double* %scevgep681682, align 8
  %scevgep683 = getelementptr double, double* %lsr.iv615, i64 %.879.079.us.prol
  store double %.1096.us.prol, double* %scevgep683, align 8
  %.1107.us.prol = add i64 %.879.079.us.prol, 1
  %.1110.us.prol = add nuw i64 %.881.080.us.prol, 1
  %lsr.iv.next685 = add nsw i64 %lsr.iv684, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next685, 0
  br i1 %prol.iter.cmp.not, label %.883.endif.us.prol.loopexit, label %.883.endif.us.prol, !prof !40, !llvm.loop !42

.883.endif.us.prol.loopexit:                      ; preds = %.883.endif.us.prol, %.883.endif.us.preheader172
  %.881.080.us.unr = phi i64 [ %.881.080.us.ph, %.883.endif.us.preheader172 ], [ %.1110.us.prol, %.883.endif.us.prol ]
  %.879.079.us.unr = phi i64 [ %.879.079.us.ph, %.883.endif.us.preheader172 ], [ %.1107.us.prol, %.883.endif.us.prol ]
  %85 = bitcast i8* %.1039 to double*
  %86 = icmp ult i64 %83, 7
  br i1 %86, label %.883.if, label %.883.endif.us.preheader257

.883.endif.us.preheader257:                       ; preds = %.883.endif.us.prol.loopexit
  %87 = sub i64 %arg.X.5.1, %.789.sroa.0.0
  %88 = sub i64 %87, %.881.080.us.unr
  %scevgep688 = getelementptr i8, i8* %.1039, i64 56
  %89 = shl i64 %.881.080.us.unr, 3
  %scevgep689 = getelementptr i8, i8* %scevgep688, i64 %89
  %90 = add i64 %.879.079.us.unr, %lsr.iv595
  %scevgep713 = getelementptr double, double* %.6.i1.i, i64 %90
  br label %.883.endif.us

.883.endif.us:                                    ; preds = %.883.endif.us.preheader257, %.883.endif.us
  %lsr.iv686 = phi i64 [ 0, %.883.endif.us.preheader257 ], [ %lsr.iv.next687, %.883.endif.us ]
  %91 = bitcast i8* %.1039 to double*
  %92 = shl i64 %lsr.iv686, 3
  %scevgep710 = getelementptr i8, i8* %scevgep689, i64 %92
  %scevgep710711 = bitcast i8* %scevgep710 to double*
  %scevgep712 = getelementptr double, double* %scevgep710711, i64 -7
  %.1096.us = load double, double* %scevgep712, align 8
  %scevgep715 = getelementptr double, double* %scevgep713, i64 %lsr.iv686
  %scevgep716 = getelementptr double, double* %scevgep715, i64 -4
  store double %.1096.us, double* %scevgep716, align 8
  %93 = shl i64 %lsr.iv686, 3
  %scevgep707 = getelementptr i8, i8* %scevgep689, i64 %93
  %scevgep707708 = bitcast i8* %scevgep707 to double*
  %scevgep709 = getelementptr double, double* %scevgep707708, i64 -6
  %.1096.us.1 = load double, double* %scevgep709, align 8
  %scevgep719 = getelementptr double, double* %scevgep713, i64 %lsr.iv686
  %scevgep720 = getelementptr double, double* %scevgep719, i64 -3
  store double %.1096.us.1, double* %scevgep720, align 8
  %94 = shl i64 %lsr.iv686, 3
  %scevgep704 = getelementptr i8, i8* %scevgep689, i64 %94
  %scevgep704705 = bitcast i8* %scevgep704 to double*
  %scevgep706 = getelementptr double, double* %scevgep704705, i64 -5
  %.1096.us.2 = load double, double* %scevgep706, align 8
  %scevgep721 = getelementptr double, double* %scevgep713, i64 %lsr.iv686
  %scevgep722 = getelementptr double, double* %scevgep721, i64 -2
  store double %.1096.us.2, double* %scevgep722, align 8
  %95 = shl i64 %lsr.iv686, 3
  %scevgep701 = getelementptr i8, i8* %scevgep689, i64 %95
  %scevgep701702 = bitcast i8* %scevgep701 to double*
  %scevgep703 = getelementptr double, double* %scevgep701702, i64 -4
  %.1096.us.3 = load double, double* %scevgep703, align 8
  %scevgep723 = getelementptr double, double* %scevgep713, i64 %lsr.iv686
  %scevgep724 = getelementptr double, double* %scevgep723, i64 -1
  store double %.1096.us.3, double* %scevgep724, align 8
  %96 = shl i64 %lsr.iv686, 3
  %scevgep698 = getelementptr i8, i8* %scevgep689, i64 %96
  %scevgep698699 = bitcast i8* %scevgep698 to double*
  %scevgep700 = getelementptr double, double* %scevgep698699, i64 -3
  %.1096.us.4 = load double, double* %scevgep700, align 8
  %scevgep714 = getelementptr double, double* %scevgep713, i64 %lsr.iv686
  store double %.1096.us.4, double* %scevgep714, align 8
  %97 = shl i64 %lsr.iv686, 3
  %scevgep695 = getelementptr i8, i8* %scevgep689, i64 %97
  %scevgep695696 = bitcast i8* %scevgep695 to double*
  %scevgep697 = getelementptr double, double* %scevgep695696, i64 -2
  %.1096.us.5 = load double, double* %scevgep697, align 8
  %scevgep727 = getelementptr double, double* %scevgep713, i64 %lsr.iv686
  %scevgep728 = getelementptr double, double* %scevgep727, i64 1
  store double %.1096.us.5, double* %scevgep728, align 8
  %98 = shl i64 %lsr.iv686, 3
  %scevgep692 = getelementptr i8, i8* %scevgep689, i64 %98
  %scevgep692693 = bitcast i8* %scevgep692 to double*
  %scevgep694 = getelementptr double, double* %scevgep692693, i64 -1
  %.1096.us.6 = load double, double* %scevgep694, align 8
  %scevgep725 = getelementptr double, double* %scevgep713, i64 %lsr.iv686
  %scevgep726 = getelementptr double, double* %scevgep725, i64 2
  store double %.1096.us.6, double* %scevgep726, align 8
  %99 = shl i64 %lsr.iv686, 3
  %scevgep690 = getelementptr i8, i8* %scevgep689, i64 %99
  %scevgep690691 = bitcast i8* %scevgep690 to double*
  %.1096.us.7 = load double, double* %scevgep690691, align 8
  %scevgep717 = getelementptr double, double* %scevgep713, i64 %lsr.iv686
  %scevgep718 = getelementptr double, double* %scevgep717, i64 3
  store double %.1096.us.7, double* %scevgep718, align 8
  %lsr.iv.next687 = add i64 %lsr.iv686, 8
  %exitcond147.not.7 = icmp eq i64 %88, %lsr.iv.next687
  br i1 %exitcond147.not.7, label %.883.if, label %.883.endif.us, !prof !43, !llvm.loop !44

for.end.endif.endif.endif.if.if:                  ; preds = %for.end.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783201528896, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !32
  br label %common.ret

for.end.endif.endif.endif.if.endif:               ; preds = %for.end.endif.endif.endif.if
  %.105075 = icmp sgt i64 %.917, 0
  br i1 %.105075, label %for.body.1.preheader, label %for.end.endif.endif.endif.endif.thread158

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.if.endif
  %xtraiter240 = and i64 %.917, 7
  %100 = icmp ult i64 %math, 7
  br i1 %100, label %for.end.endif.endif.endif.endif.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %101 = ptrtoint double* %.6.i5484 to i64
  %unroll_iter243 = and i64 %.917, -8
  %102 = shl nuw nsw i64 %.918, 3
  %103 = shl nuw nsw i64 %.918, 1
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %lsr.iv586 = phi i64 [ %lsr.iv.next587, %for.body.1 ], [ %101, %for.body.1.preheader.new ]
  %loop.index.176 = phi i64 [ 0, %for.body.1.preheader.new ], [ %.1061.7, %for.body.1 ]
  %.1055 = inttoptr i64 %lsr.iv586 to double*
  %.1059 = load double, double* %.1055, align 8
  %sunkaddr775 = mul i64 %loop.index.176, 8
  %sunkaddr776 = getelementptr i8, i8* %.1039, i64 %sunkaddr775
  %104 = bitcast i8* %sunkaddr776 to double*
  store double %.1059, double* %104, align 8
  %105 = add i64 %.918, %lsr.iv586
  %.1055.1 = inttoptr i64 %105 to double*
  %.1059.1 = load double, double* %.1055.1, align 8
  %sunkaddr777 = mul i64 %loop.index.176, 8
  %sunkaddr778 = getelementptr i8, i8* %.1039, i64 %sunkaddr777
  %sunkaddr779 = getelementptr i8, i8* %sunkaddr778, i64 8
  %106 = bitcast i8* %sunkaddr779 to double*
  store double %.1059.1, double* %106, align 8
  %107 = add i64 %103, %lsr.iv586
  %sunkaddr780 = inttoptr i64 %lsr.iv586 to double*
  %sunkaddr781 = mul i64 %.918, 2
  %108 = bitcast double* %sunkaddr780 to i8*
  %sunkaddr782 = getelementptr i8, i8* %108, i64 %sunkaddr781
  %109 = bitcast i8* %sunkaddr782 to double*
  %.1059.2 = load double, double* %109, align 8
  %sunkaddr783 = mul i64 %loop.index.176, 8
  %sunkaddr784 = getelementptr i8, i8* %.1039, i64 %sunkaddr783
  %sunkaddr785 = getelementptr i8, i8* %sunkaddr784, i64 16
  %110 = bitcast i8* %sunkaddr785 to double*
  store double %.1059.2, double* %110, align 8
  %111 = add i64 %.918, %107
  %.1055.3 = inttoptr i64 %111 to double*
  %.1059.3 = load double, double* %.1055.3, align 8
  %sunkaddr786 = mul i64 %loop.index.176, 8
  %sunkaddr787 = getelementptr i8, i8* %.1039, i64 %sunkaddr786
  %sunkaddr788 = getelementptr i8, i8* %sunkaddr787, i64 24
  %112 = bitcast i8* %sunkaddr788 to double*
  store double %.1059.3, double* %112, align 8
  %113 = add i64 %.918, %111
  %.1055.4 = inttoptr i64 %113 to double*
  %.1059.4 = load double, double* %.1055.4, align 8
  %sunkaddr789 = mul i64 %loop.index.176, 8
  %sunkaddr790 = getelementptr i8, i8* %.1039, i64 %sunkaddr789
  %sunkaddr791 = getelementptr i8, i8* %sunkaddr790, i64 32
  %114 = bitcast i8* %sunkaddr791 to double*
  store double %.1059.4, double* %114, align 8
  %115 = add i64 %.918, %113
  %.1055.5 = inttoptr i64 %115 to double*
  %.1059.5 = load double, double* %.1055.5, align 8
  %sunkaddr792 = mul i64 %loop.index.176, 8
  %sunkaddr793 = getelementptr i8, i8* %.1039, i64 %sunkaddr792
  %sunkaddr794 = getelementptr i8, i8* %sunkaddr793, i64 40
  %116 = bitcast i8* %sunkaddr794 to double*
  store double %.1059.5, double* %116, align 8
  %117 = add i64 %.918, %115
  %.1055.6 = inttoptr i64 %117 to double*
  %.1059.6 = load double, double* %.1055.6, align 8
  %sunkaddr795 = mul i64 %loop.index.176, 8
  %sunkaddr796 = getelementptr i8, i8* %.1039, i64 %sunkaddr795
  %sunkaddr797 = getelementptr i8, i8* %sunkaddr796, i64 48
  %118 = bitcast i8* %sunkaddr797 to double*
  store double %.1059.6, double* %118, align 8
  %119 = add i64 %.918, %117
  %.1055.7 = inttoptr i64 %119 to double*
  %.1059.7 = load double, double* %.1055.7, align 8
  %sunkaddr798 = mul i64 %loop.index.176, 8
  %sunkaddr799 = getelementptr i8, i8* %.1039, i64 %sunkaddr798
  %sunkaddr800 = getelementptr i8, i8* %sunkaddr799, i64 56
  %120 = bitcast i8* %sunkaddr800 to double*
  store double %.1059.7, double* %120, align 8
  %.1061.7 = add nuw i64 %loop.index.176, 8
  %lsr.iv.next587 = add i64 %lsr.iv586, %102
  %niter244.ncmp.7 = icmp eq i64 %unroll_iter243, %.1061.7
  br i1 %niter244.ncmp.7, label %for.end.endif.endif.endif.endif.unr-lcssa, label %for.body.1

.883.if.loopexit173.unr-lcssa.loopexit:           ; preds = %.883.endif
  %121 = add i64 %.789.sroa.0.0, %.1110.7
  br label %.883.if.loopexit173.unr-lcssa

.883.if.loopexit173.unr-lcssa:                    ; preds = %.883.if.loopexit173.unr-lcssa.loopexit, %.883.endif.preheader139
  %.881.080.unr = phi i64 [ 0, %.883.endif.preheader139 ], [ %.1110.7, %.883.if.loopexit173.unr-lcssa.loopexit ]
  %.879.079.unr = phi i64 [ %.789.sroa.0.0, %.883.endif.preheader139 ], [ %121, %.883.if.loopexit173.unr-lcssa.loopexit ]
  %lcmp.mod247.not = icmp eq i64 %xtraiter245, 0
  br i1 %lcmp.mod247.not, label %.883.if, label %.883.endif.epil.preheader

.883.endif.epil.preheader:                        ; preds = %.883.if.loopexit173.unr-lcssa
  %122 = ptrtoint double* %.6.i5484 to i64
  %123 = mul i64 %.918, %.881.080.unr
  %124 = add i64 %122, %123
  %scevgep618 = getelementptr double, double* %lsr.iv615, i64 %.879.079.unr
  br label %.883.endif.epil

.883.endif.epil:                                  ; preds = %.883.endif.epil.preheader, %.883.endif.epil
  %lsr.iv613 = phi i64 [ %124, %.883.endif.epil.preheader ], [ %lsr.iv.next614, %.883.endif.epil ]
  %epil.iter246 = phi i64 [ %epil.iter246.next, %.883.endif.epil ], [ 0, %.883.endif.epil.preheader ]
  %.1092.epil = inttoptr i64 %lsr.iv613 to double*
  %.1096.epil = load double, double* %.1092.epil, align 8
  %scevgep619 = getelementptr double, double* %scevgep618, i64 %epil.iter246
  store double %.1096.epil, double* %scevgep619, align 8
  %epil.iter246.next = add i64 %epil.iter246, 1
  %lsr.iv.next614 = add i64 %lsr.iv613, %.918
  %epil.iter246.cmp.not = icmp eq i64 %xtraiter245, %epil.iter246.next
  br i1 %epil.iter246.cmp.not, label %.883.if, label %.883.endif.epil, !prof !40, !llvm.loop !45

.883.if:                                          ; preds = %.883.endif.epil, %.883.endif.us, %.883.if.loopexit173.unr-lcssa, %.883.endif.us.prol.loopexit, %middle.block, %for.end.endif.endif.endif.endif
  %.1030.0154 = phi double* [ %46, %for.end.endif.endif.endif.endif ], [ %79, %middle.block ], [ %85, %.883.endif.us.prol.loopexit ], [ %.1030.0155157, %.883.if.loopexit173.unr-lcssa ], [ %91, %.883.endif.us ], [ %.1030.0155157, %.883.endif.epil ]
  br i1 %.1029, label %.884.if, label %.884.endif, !prof !13

.883.endif:                                       ; preds = %.883.endif, %.883.endif.preheader139.new
  %lsr.iv593 = phi i64 [ %lsr.iv.next594, %.883.endif ], [ %52, %.883.endif.preheader139.new ]
  %.881.080 = phi i64 [ 0, %.883.endif.preheader139.new ], [ %.1110.7, %.883.endif ]
  %.1092 = inttoptr i64 %lsr.iv593 to double*
  %.1096 = load double, double* %.1092, align 8
  %scevgep599 = getelementptr double, double* %scevgep597, i64 %.881.080
  %scevgep600 = getelementptr double, double* %scevgep599, i64 -4
  store double %.1096, double* %scevgep600, align 8
  %125 = add i64 %.918, %lsr.iv593
  %.1092.1 = inttoptr i64 %125 to double*
  %.1096.1 = load double, double* %.1092.1, align 8
  %scevgep605 = getelementptr double, double* %scevgep597, i64 %.881.080
  %scevgep606 = getelementptr double, double* %scevgep605, i64 -3
  store double %.1096.1, double* %scevgep606, align 8
  %126 = add i64 %55, %lsr.iv593
  %sunkaddr801 = inttoptr i64 %lsr.iv593 to double*
  %sunkaddr802 = mul i64 %.918, 2
  %127 = bitcast double* %sunkaddr801 to i8*
  %sunkaddr803 = getelementptr i8, i8* %127, i64 %sunkaddr802
  %128 = bitcast i8* %sunkaddr803 to double*
  %.1096.2 = load double, double* %128, align 8
  %scevgep607 = getelementptr double, double* %scevgep597, i64 %.881.080
  %scevgep608 = getelementptr double, double* %scevgep607, i64 -2
  store double %.1096.2, double* %scevgep608, align 8
  %129 = add i64 %.918, %126
  %.1092.3 = inttoptr i64 %129 to double*
  %.1096.3 = load double, double* %.1092.3, align 8
  %scevgep609 = getelementptr double, double* %scevgep597, i64 %.881.080
  %scevgep610 = getelementptr double, double* %scevgep609, i64 -1
  store double %.1096.3, double* %scevgep610, align 8
  %130 = add i64 %.918, %129
  %.1092.4 = inttoptr i64 %130 to double*
  %.1096.4 = load double, double* %.1092.4, align 8
  %scevgep598 = getelementptr double, double* %scevgep597, i64 %.881.080
  store double %.1096.4, double* %scevgep598, align 8
  %131 = add i64 %.918, %130
  %.1092.5 = inttoptr i64 %131 to double*
  %.1096.5 = load double, double* %.1092.5, align 8
  %scevgep611 = getelementptr double, double* %scevgep597, i64 %.881.080
  %scevgep612 = getelementptr double, double* %scevgep611, i64 1
  store double %.1096.5, double* %scevgep612, align 8
  %132 = add i64 %.918, %131
  %.1092.6 = inttoptr i64 %132 to double*
  %.1096.6 = load double, double* %.1092.6, align 8
  %scevgep603 = getelementptr double, double* %scevgep597, i64 %.881.080
  %scevgep604 = getelementptr double, double* %scevgep603, i64 2
  store double %.1096.6, double* %scevgep604, align 8
  %133 = add i64 %.918, %132
  %.1092.7 = inttoptr i64 %133 to double*
  %.1096.7 = load double, double* %.1092.7, align 8
  %scevgep601 = getelementptr double, double* %scevgep597, i64 %.881.080
  %scevgep602 = getelementptr double, double* %scevgep601, i64 3
  store double %.1096.7, double* %scevgep602, align 8
  %.1110.7 = add i64 %.881.080, 8
  %lsr.iv.next594 = add i64 %lsr.iv593, %53
  %niter249.ncmp.7 = icmp eq i64 %unroll_iter248, %.1110.7
  br i1 %niter249.ncmp.7, label %.883.if.loopexit173.unr-lcssa.loopexit, label %.883.endif, !prof !13

.884.if:                                          ; preds = %for.end.endif.endif.endif.endif.thread158, %.883.if
  %.1030.0154164 = phi double* [ %.1030.0154, %.883.if ], [ %47, %for.end.endif.endif.endif.endif.thread158 ]
  %.1115 = bitcast double* %.1030.0154164 to i8*
  tail call void @NRT_Free(i8* %.1115)
  br label %.884.endif

.884.endif:                                       ; preds = %for.end.endif.endif.endif.endif.thread, %.884.if, %.883.if
  %134 = bitcast double* %lsr.iv615 to i1*
  tail call void @NRT_decref(i8* nonnull %.7.i.i47)
  %lsr.iv.next596 = add i64 %lsr.iv595, %arg.X.5.1
  %scevgep617 = getelementptr i1, i1* %134, i64 %.53.i
  %135 = bitcast i1* %scevgep617 to double*
  %lsr.iv.next647 = add i64 %lsr.iv646, %arg.X.5.1
  %exitcond148.not = icmp eq i64 %.193, %arg.X.5.0
  br i1 %exitcond148.not, label %B128.i16.1, label %B100

B192.endif.endif.if:                              ; preds = %B128.i16.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783201387968, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !32
  br label %common.ret

B192.endif.endif.endif:                           ; preds = %B128.i16.1
  %.1209 = extractvalue { i64, i1 } %.1208, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.1209, i32 32), !noalias !46
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B192.endif.endif.endif.if, label %B192.endif.endif.endif.endif, !prof !13

B192.endif.endif.endif.if:                        ; preds = %B192.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783208390208.11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B192.endif.endif.endif.endif:                     ; preds = %B192.endif.endif.endif
  %.5.i45 = getelementptr i8, i8* %.7.i.i, i64 24
  %136 = bitcast i8* %.5.i45 to double**
  %.6.i83 = load double*, double** %136, align 8
  %.128967 = icmp sgt i64 %arg.X.5.0, 0
  br i1 %.128967, label %for.cond.3.preheader.preheader, label %for.end.2

for.cond.3.preheader.preheader:                   ; preds = %B192.endif.endif.endif.endif
  %.129262 = icmp sgt i64 %arg.X.5.1, 0
  br i1 %.129262, label %for.cond.3.preheader.us.preheader, label %for.end.2

for.cond.3.preheader.us.preheader:                ; preds = %for.cond.3.preheader.preheader
  %137 = add i64 %arg.X.5.1, -1
  %138 = add i64 %arg.X.5.0, -1
  %xtraiter182 = and i64 %arg.X.5.0, 3
  %139 = icmp ult i64 %138, 3
  br i1 %139, label %for.end.2.loopexit.unr-lcssa, label %for.cond.3.preheader.us.preheader.new

for.cond.3.preheader.us.preheader.new:            ; preds = %for.cond.3.preheader.us.preheader
  %unroll_iter199 = and i64 %arg.X.5.0, -4
  %unroll_iter180 = and i64 %arg.X.5.1, -8
  %unroll_iter180.1 = and i64 %arg.X.5.1, -8
  %unroll_iter180.2 = and i64 %arg.X.5.1, -8
  %xtraiter175.3 = and i64 %arg.X.5.1, 7
  %unroll_iter180.3 = and i64 %arg.X.5.1, -8
  %scevgep440 = getelementptr double, double* %.6.i83, i64 7
  %140 = shl i64 %arg.X.5.1, 5
  %141 = add i64 %arg.X.5.1, 7
  %scevgep465 = getelementptr double, double* %.6.i83, i64 %141
  %scevgep484 = getelementptr double, double* %.6.i83, i64 %arg.X.5.1
  %142 = shl i64 %arg.X.5.1, 1
  %143 = add i64 %142, 7
  %scevgep491 = getelementptr double, double* %.6.i83, i64 %143
  %scevgep510 = getelementptr double, double* %.6.i83, i64 %142
  %144 = mul i64 %arg.X.5.1, 3
  %145 = add i64 %144, 7
  %scevgep517 = getelementptr double, double* %.6.i83, i64 %145
  %scevgep536 = getelementptr double, double* %.6.i83, i64 %144
  br label %for.cond.3.preheader.us

for.cond.3.preheader.us:                          ; preds = %for.end.3.loopexit.us.3, %for.cond.3.preheader.us.preheader.new
  %lsr.iv537 = phi double* [ %220, %for.end.3.loopexit.us.3 ], [ %scevgep536, %for.cond.3.preheader.us.preheader.new ]
  %lsr.iv518 = phi double* [ %219, %for.end.3.loopexit.us.3 ], [ %scevgep517, %for.cond.3.preheader.us.preheader.new ]
  %lsr.iv511 = phi double* [ %218, %for.end.3.loopexit.us.3 ], [ %scevgep510, %for.cond.3.preheader.us.preheader.new ]
  %lsr.iv492 = phi double* [ %217, %for.end.3.loopexit.us.3 ], [ %scevgep491, %for.cond.3.preheader.us.preheader.new ]
  %lsr.iv485 = phi double* [ %216, %for.end.3.loopexit.us.3 ], [ %scevgep484, %for.cond.3.preheader.us.preheader.new ]
  %lsr.iv466 = phi double* [ %215, %for.end.3.loopexit.us.3 ], [ %scevgep465, %for.cond.3.preheader.us.preheader.new ]
  %lsr.iv459 = phi double* [ %214, %for.end.3.loopexit.us.3 ], [ %.6.i83, %for.cond.3.preheader.us.preheader.new ]
  %lsr.iv441 = phi double* [ %213, %for.end.3.loopexit.us.3 ], [ %scevgep440, %for.cond.3.preheader.us.preheader.new ]
  %loop.index.270.us = phi i64 [ 0, %for.cond.3.preheader.us.preheader.new ], [ %.1344.us.3, %for.end.3.loopexit.us.3 ]
  %.1285.069.us = phi i64 [ 0, %for.cond.3.preheader.us.preheader.new ], [ %.1285.2.us.lcssa.3, %for.end.3.loopexit.us.3 ]
  %.1282.068.us = phi i64 [ 0, %for.cond.3.preheader.us.preheader.new ], [ %spec.select133.us.lcssa.3, %for.end.3.loopexit.us.3 ]
  %146 = icmp ult i64 %137, 7
  br i1 %146, label %for.end.3.loopexit.us.unr-lcssa, label %for.body.3.us.preheader

for.body.3.us.preheader:                          ; preds = %for.cond.3.preheader.us
  br label %for.body.3.us

for.body.3.us:                                    ; preds = %for.body.3.us.preheader, %for.body.3.us
  %loop.index.365.us = phi i64 [ %156, %for.body.3.us ], [ 0, %for.body.3.us.preheader ]
  %.1285.164.us = phi i64 [ %.1285.2.us.7, %for.body.3.us ], [ %.1285.069.us, %for.body.3.us.preheader ]
  %.1282.163.us = phi i64 [ %spec.select133.us.7, %for.body.3.us ], [ %.1282.068.us, %for.body.3.us.preheader ]
  %147 = icmp ugt i64 %arg.X.5.1, 1
  %148 = icmp eq i64 %arg.X.5.0, 1
  %spec.select133.us = select i1 %148, i64 %.1282.163.us, i64 %loop.index.270.us
  %.1285.2.us = select i1 %147, i64 %loop.index.365.us, i64 %.1285.164.us
  %.1305.us = mul i64 %spec.select133.us, %arg.X.5.1
  %.1308.us = add i64 %.1305.us, %.1285.2.us
  %.1309.us = getelementptr double, double* %.6.i1.i, i64 %.1308.us
  %.1310.us = load double, double* %.1309.us, align 8
  %.5.i.us = fmul double %.1310.us, %.1310.us
  %scevgep457 = getelementptr double, double* %lsr.iv441, i64 %loop.index.365.us
  %scevgep458 = getelementptr double, double* %scevgep457, i64 -7
  store double %.5.i.us, double* %scevgep458, align 8
  %spec.select133.us.1 = select i1 %148, i64 %.1282.163.us, i64 %loop.index.270.us
  %149 = add i64 %loop.index.365.us, 1
  %.1285.2.us.1 = select i1 %147, i64 %149, i64 %.1285.164.us
  %.1305.us.1 = mul i64 %spec.select133.us.1, %arg.X.5.1
  %.1308.us.1 = add i64 %.1305.us.1, %.1285.2.us.1
  %.1309.us.1 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.1
  %.1310.us.1 = load double, double* %.1309.us.1, align 8
  %.5.i.us.1 = fmul double %.1310.us.1, %.1310.us.1
  %scevgep454 = getelementptr double, double* %lsr.iv441, i64 %loop.index.365.us
  %scevgep455 = getelementptr double, double* %scevgep454, i64 -6
  store double %.5.i.us.1, double* %scevgep455, align 8
  %spec.select133.us.2 = select i1 %148, i64 %.1282.163.us, i64 %loop.index.270.us
  %150 = add i64 %149, 1
  %.1285.2.us.2 = select i1 %147, i64 %150, i64 %.1285.164.us
  %.1305.us.2 = mul i64 %spec.select133.us.2, %arg.X.5.1
  %.1308.us.2 = add i64 %.1305.us.2, %.1285.2.us.2
  %.1309.us.2 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.2
  %.1310.us.2 = load double, double* %.1309.us.2, align 8
  %.5.i.us.2 = fmul double %.1310.us.2, %.1310.us.2
  %scevgep452 = getelementptr double, double* %lsr.iv441, i64 %loop.index.365.us
  %scevgep453 = getelementptr double, double* %scevgep452, i64 -5
  store double %.5.i.us.2, double* %scevgep453, align 8
  %spec.select133.us.3 = select i1 %148, i64 %.1282.163.us, i64 %loop.index.270.us
  %151 = add i64 %150, 1
  %.1285.2.us.3 = select i1 %147, i64 %151, i64 %.1285.164.us
  %.1305.us.3 = mul i64 %spec.select133.us.3, %arg.X.5.1
  %.1308.us.3 = add i64 %.1305.us.3, %.1285.2.us.3
  %.1309.us.3 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.3
  %.1310.us.3 = load double, double* %.1309.us.3, align 8
  %.5.i.us.3 = fmul double %.1310.us.3, %.1310.us.3
  %scevgep450 = getelementptr double, double* %lsr.iv441, i64 %loop.index.365.us
  %scevgep451 = getelementptr double, double* %scevgep450, i64 -4
  store double %.5.i.us.3, double* %scevgep451, align 8
  %spec.select133.us.4 = select i1 %148, i64 %.1282.163.us, i64 %loop.index.270.us
  %152 = add i64 %151, 1
  %.1285.2.us.4 = select i1 %147, i64 %152, i64 %.1285.164.us
  %.1305.us.4 = mul i64 %spec.select133.us.4, %arg.X.5.1
  %.1308.us.4 = add i64 %.1305.us.4, %.1285.2.us.4
  %.1309.us.4 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.4
  %.1310.us.4 = load double, double* %.1309.us.4, align 8
  %.5.i.us.4 = fmul double %.1310.us.4, %.1310.us.4
  %scevgep448 = getelementptr double, double* %lsr.iv441, i64 %loop.index.365.us
  %scevgep449 = getelementptr double, double* %scevgep448, i64 -3
  store double %.5.i.us.4, double* %scevgep449, align 8
  %spec.select133.us.5 = select i1 %148, i64 %.1282.163.us, i64 %loop.index.270.us
  %153 = add i64 %152, 1
  %.1285.2.us.5 = select i1 %147, i64 %153, i64 %.1285.164.us
  %.1305.us.5 = mul i64 %spec.select133.us.5, %arg.X.5.1
  %.1308.us.5 = add i64 %.1305.us.5, %.1285.2.us.5
  %.1309.us.5 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.5
  %.1310.us.5 = load double, double* %.1309.us.5, align 8
  %.5.i.us.5 = fmul double %.1310.us.5, %.1310.us.5
  %scevgep446 = getelementptr double, double* %lsr.iv441, i64 %loop.index.365.us
  %scevgep447 = getelementptr double, double* %scevgep446, i64 -2
  store double %.5.i.us.5, double* %scevgep447, align 8
  %spec.select133.us.6 = select i1 %148, i64 %.1282.163.us, i64 %loop.index.270.us
  %154 = add i64 %153, 1
  %.1285.2.us.6 = select i1 %147, i64 %154, i64 %.1285.164.us
  %.1305.us.6 = mul i64 %spec.select133.us.6, %arg.X.5.1
  %.1308.us.6 = add i64 %.1305.us.6, %.1285.2.us.6
  %.1309.us.6 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.6
  %.1310.us.6 = load double, double* %.1309.us.6, align 8
  %.5.i.us.6 = fmul double %.1310.us.6, %.1310.us.6
  %scevgep444 = getelementptr double, double* %lsr.iv441, i64 %loop.index.365.us
  %scevgep445 = getelementptr double, double* %scevgep444, i64 -1
  store double %.5.i.us.6, double* %scevgep445, align 8
  %spec.select133.us.7 = select i1 %148, i64 %.1282.163.us, i64 %loop.index.270.us
  %155 = add i64 %154, 1
  %.1285.2.us.7 = select i1 %147, i64 %155, i64 %.1285.164.us
  %.1305.us.7 = mul i64 %spec.select133.us.7, %arg.X.5.1
  %.1308.us.7 = add i64 %.1305.us.7, %.1285.2.us.7
  %.1309.us.7 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.7
  %.1310.us.7 = load double, double* %.1309.us.7, align 8
  %.5.i.us.7 = fmul double %.1310.us.7, %.1310.us.7
  %scevgep456 = getelementptr double, double* %lsr.iv441, i64 %loop.index.365.us
  store double %.5.i.us.7, double* %scevgep456, align 8
  %.1342.us.7 = add nuw i64 %loop.index.365.us, 8
  %156 = add i64 %155, 1
  %niter181.ncmp.7 = icmp eq i64 %156, %unroll_iter180
  br i1 %niter181.ncmp.7, label %for.end.3.loopexit.us.unr-lcssa, label %for.body.3.us

for.end.3.loopexit.us.unr-lcssa:                  ; preds = %for.body.3.us, %for.cond.3.preheader.us
  %spec.select133.us.lcssa.ph = phi i64 [ undef, %for.cond.3.preheader.us ], [ %spec.select133.us.7, %for.body.3.us ]
  %.1285.2.us.lcssa.ph = phi i64 [ undef, %for.cond.3.preheader.us ], [ %.1285.2.us.7, %for.body.3.us ]
  %loop.index.365.us.unr = phi i64 [ 0, %for.cond.3.preheader.us ], [ %.1342.us.7, %for.body.3.us ]
  %.1285.164.us.unr = phi i64 [ %.1285.069.us, %for.cond.3.preheader.us ], [ %.1285.2.us.7, %for.body.3.us ]
  %.1282.163.us.unr = phi i64 [ %.1282.068.us, %for.cond.3.preheader.us ], [ %spec.select133.us.7, %for.body.3.us ]
  %157 = and i64 %arg.X.5.1, 7
  %158 = icmp eq i64 %157, 0
  br i1 %158, label %for.end.3.loopexit.us, label %for.body.3.us.epil.preheader

for.body.3.us.epil.preheader:                     ; preds = %for.end.3.loopexit.us.unr-lcssa
  br label %for.body.3.us.epil

for.body.3.us.epil:                               ; preds = %for.body.3.us.epil.preheader, %for.body.3.us.epil
  %lsr.iv463 = phi i64 [ %xtraiter175.3, %for.body.3.us.epil.preheader ], [ %lsr.iv.next464, %for.body.3.us.epil ]
  %loop.index.365.us.epil = phi i64 [ %.1342.us.epil, %for.body.3.us.epil ], [ %loop.index.365.us.unr, %for.body.3.us.epil.preheader ]
  %.1285.164.us.epil = phi i64 [ %.1285.2.us.epil, %for.body.3.us.epil ], [ %.1285.164.us.unr, %for.body.3.us.epil.preheader ]
  %.1282.163.us.epil = phi i64 [ %spec.select133.us.epil, %for.body.3.us.epil ], [ %.1282.163.us.unr, %for.body.3.us.epil.preheader ]
  %159 = icmp ugt i64 %arg.X.5.1, 1
  %160 = icmp eq i64 %arg.X.5.0, 1
  %spec.select133.us.epil = select i1 %160, i64 %.1282.163.us.epil, i64 %loop.index.270.us
  %.1285.2.us.epil = select i1 %159, i64 %loop.index.365.us.epil, i64 %.1285.164.us.epil
  %.1305.us.epil = mul i64 %spec.select133.us.epil, %arg.X.5.1
  %.1308.us.epil = add i64 %.1305.us.epil, %.1285.2.us.epil
  %.1309.us.epil = getelementptr double, double* %.6.i1.i, i64 %.1308.us.epil
  %.1310.us.epil = load double, double* %.1309.us.epil, align 8
  %.5.i.us.epil = fmul double %.1310.us.epil, %.1310.us.epil
  %scevgep462 = getelementptr double, double* %lsr.iv459, i64 %loop.index.365.us.epil
  store double %.5.i.us.epil, double* %scevgep462, align 8
  %.1342.us.epil = add nuw nsw i64 %loop.index.365.us.epil, 1
  %lsr.iv.next464 = add nsw i64 %lsr.iv463, -1
  %epil.iter176.cmp.not = icmp eq i64 %lsr.iv.next464, 0
  br i1 %epil.iter176.cmp.not, label %for.end.3.loopexit.us, label %for.body.3.us.epil, !llvm.loop !53

for.end.3.loopexit.us:                            ; preds = %for.body.3.us.epil, %for.end.3.loopexit.us.unr-lcssa
  %spec.select133.us.lcssa = phi i64 [ %spec.select133.us.lcssa.ph, %for.end.3.loopexit.us.unr-lcssa ], [ %spec.select133.us.epil, %for.body.3.us.epil ]
  %.1285.2.us.lcssa = phi i64 [ %.1285.2.us.lcssa.ph, %for.end.3.loopexit.us.unr-lcssa ], [ %.1285.2.us.epil, %for.body.3.us.epil ]
  %161 = icmp ult i64 %137, 7
  %.1344.us = or i64 %loop.index.270.us, 1
  br i1 %161, label %for.end.3.loopexit.us.unr-lcssa.1, label %for.body.3.us.1.preheader

for.body.3.us.1.preheader:                        ; preds = %for.end.3.loopexit.us
  br label %for.body.3.us.1

for.body.3.us.1:                                  ; preds = %for.body.3.us.1.preheader, %for.body.3.us.1
  %loop.index.365.us.1 = phi i64 [ %171, %for.body.3.us.1 ], [ 0, %for.body.3.us.1.preheader ]
  %.1285.164.us.1 = phi i64 [ %.1285.2.us.7.1, %for.body.3.us.1 ], [ %.1285.2.us.lcssa, %for.body.3.us.1.preheader ]
  %.1282.163.us.1 = phi i64 [ %spec.select133.us.7.1, %for.body.3.us.1 ], [ %spec.select133.us.lcssa, %for.body.3.us.1.preheader ]
  %162 = icmp ugt i64 %arg.X.5.1, 1
  %163 = icmp eq i64 %arg.X.5.0, 1
  %spec.select133.us.1201 = select i1 %163, i64 %.1282.163.us.1, i64 %.1344.us
  %.1285.2.us.1202 = select i1 %162, i64 %loop.index.365.us.1, i64 %.1285.164.us.1
  %.1305.us.1203 = mul i64 %spec.select133.us.1201, %arg.X.5.1
  %.1308.us.1204 = add i64 %.1305.us.1203, %.1285.2.us.1202
  %.1309.us.1205 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.1204
  %.1310.us.1206 = load double, double* %.1309.us.1205, align 8
  %.5.i.us.1207 = fmul double %.1310.us.1206, %.1310.us.1206
  %scevgep482 = getelementptr double, double* %lsr.iv466, i64 %loop.index.365.us.1
  %scevgep483 = getelementptr double, double* %scevgep482, i64 -7
  store double %.5.i.us.1207, double* %scevgep483, align 8
  %spec.select133.us.1.1 = select i1 %163, i64 %.1282.163.us.1, i64 %.1344.us
  %164 = add i64 %loop.index.365.us.1, 1
  %.1285.2.us.1.1 = select i1 %162, i64 %164, i64 %.1285.164.us.1
  %.1305.us.1.1 = mul i64 %spec.select133.us.1.1, %arg.X.5.1
  %.1308.us.1.1 = add i64 %.1305.us.1.1, %.1285.2.us.1.1
  %.1309.us.1.1 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.1.1
  %.1310.us.1.1 = load double, double* %.1309.us.1.1, align 8
  %.5.i.us.1.1 = fmul double %.1310.us.1.1, %.1310.us.1.1
  %scevgep479 = getelementptr double, double* %lsr.iv466, i64 %loop.index.365.us.1
  %scevgep480 = getelementptr double, double* %scevgep479, i64 -6
  store double %.5.i.us.1.1, double* %scevgep480, align 8
  %spec.select133.us.2.1 = select i1 %163, i64 %.1282.163.us.1, i64 %.1344.us
  %165 = add i64 %164, 1
  %.1285.2.us.2.1 = select i1 %162, i64 %165, i64 %.1285.164.us.1
  %.1305.us.2.1 = mul i64 %spec.select133.us.2.1, %arg.X.5.1
  %.1308.us.2.1 = add i64 %.1305.us.2.1, %.1285.2.us.2.1
  %.1309.us.2.1 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.2.1
  %.1310.us.2.1 = load double, double* %.1309.us.2.1, align 8
  %.5.i.us.2.1 = fmul double %.1310.us.2.1, %.1310.us.2.1
  %scevgep477 = getelementptr double, double* %lsr.iv466, i64 %loop.index.365.us.1
  %scevgep478 = getelementptr double, double* %scevgep477, i64 -5
  store double %.5.i.us.2.1, double* %scevgep478, align 8
  %spec.select133.us.3.1 = select i1 %163, i64 %.1282.163.us.1, i64 %.1344.us
  %166 = add i64 %165, 1
  %.1285.2.us.3.1 = select i1 %162, i64 %166, i64 %.1285.164.us.1
  %.1305.us.3.1 = mul i64 %spec.select133.us.3.1, %arg.X.5.1
  %.1308.us.3.1 = add i64 %.1305.us.3.1, %.1285.2.us.3.1
  %.1309.us.3.1 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.3.1
  %.1310.us.3.1 = load double, double* %.1309.us.3.1, align 8
  %.5.i.us.3.1 = fmul double %.1310.us.3.1, %.1310.us.3.1
  %scevgep475 = getelementptr double, double* %lsr.iv466, i64 %loop.index.365.us.1
  %scevgep476 = getelementptr double, double* %scevgep475, i64 -4
  store double %.5.i.us.3.1, double* %scevgep476, align 8
  %spec.select133.us.4.1 = select i1 %163, i64 %.1282.163.us.1, i64 %.1344.us
  %167 = add i64 %166, 1
  %.1285.2.us.4.1 = select i1 %162, i64 %167, i64 %.1285.164.us.1
  %.1305.us.4.1 = mul i64 %spec.select133.us.4.1, %arg.X.5.1
  %.1308.us.4.1 = add i64 %.1305.us.4.1, %.1285.2.us.4.1
  %.1309.us.4.1 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.4.1
  %.1310.us.4.1 = load double, double* %.1309.us.4.1, align 8
  %.5.i.us.4.1 = fmul double %.1310.us.4.1, %.1310.us.4.1
  %scevgep473 = getelementptr double, double* %lsr.iv466, i64 %loop.index.365.us.1
  %scevgep474 = getelementptr double, double* %scevgep473, i64 -3
  store double %.5.i.us.4.1, double* %scevgep474, align 8
  %spec.select133.us.5.1 = select i1 %163, i64 %.1282.163.us.1, i64 %.1344.us
  %168 = add i64 %167, 1
  %.1285.2.us.5.1 = select i1 %162, i64 %168, i64 %.1285.164.us.1
  %.1305.us.5.1 = mul i64 %spec.select133.us.5.1, %arg.X.5.1
  %.1308.us.5.1 = add i64 %.1305.us.5.1, %.1285.2.us.5.1
  %.1309.us.5.1 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.5.1
  %.1310.us.5.1 = load double, double* %.1309.us.5.1, align 8
  %.5.i.us.5.1 = fmul double %.1310.us.5.1, %.1310.us.5.1
  %scevgep471 = getelementptr double, double* %lsr.iv466, i64 %loop.index.365.us.1
  %scevgep472 = getelementptr double, double* %scevgep471, i64 -2
  store double %.5.i.us.5.1, double* %scevgep472, align 8
  %spec.select133.us.6.1 = select i1 %163, i64 %.1282.163.us.1, i64 %.1344.us
  %169 = add i64 %168, 1
  %.1285.2.us.6.1 = select i1 %162, i64 %169, i64 %.1285.164.us.1
  %.1305.us.6.1 = mul i64 %spec.select133.us.6.1, %arg.X.5.1
  %.1308.us.6.1 = add i64 %.1305.us.6.1, %.1285.2.us.6.1
  %.1309.us.6.1 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.6.1
  %.1310.us.6.1 = load double, double* %.1309.us.6.1, align 8
  %.5.i.us.6.1 = fmul double %.1310.us.6.1, %.1310.us.6.1
  %scevgep469 = getelementptr double, double* %lsr.iv466, i64 %loop.index.365.us.1
  %scevgep470 = getelementptr double, double* %scevgep469, i64 -1
  store double %.5.i.us.6.1, double* %scevgep470, align 8
  %spec.select133.us.7.1 = select i1 %163, i64 %.1282.163.us.1, i64 %.1344.us
  %170 = add i64 %169, 1
  %.1285.2.us.7.1 = select i1 %162, i64 %170, i64 %.1285.164.us.1
  %.1305.us.7.1 = mul i64 %spec.select133.us.7.1, %arg.X.5.1
  %.1308.us.7.1 = add i64 %.1305.us.7.1, %.1285.2.us.7.1
  %.1309.us.7.1 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.7.1
  %.1310.us.7.1 = load double, double* %.1309.us.7.1, align 8
  %.5.i.us.7.1 = fmul double %.1310.us.7.1, %.1310.us.7.1
  %scevgep481 = getelementptr double, double* %lsr.iv466, i64 %loop.index.365.us.1
  store double %.5.i.us.7.1, double* %scevgep481, align 8
  %.1342.us.7.1 = add nuw i64 %loop.index.365.us.1, 8
  %171 = add i64 %170, 1
  %niter181.ncmp.7.1 = icmp eq i64 %171, %unroll_iter180.1
  br i1 %niter181.ncmp.7.1, label %for.end.3.loopexit.us.unr-lcssa.1, label %for.body.3.us.1

for.end.3.loopexit.us.unr-lcssa.1:                ; preds = %for.body.3.us.1, %for.end.3.loopexit.us
  %spec.select133.us.lcssa.ph.1 = phi i64 [ undef, %for.end.3.loopexit.us ], [ %spec.select133.us.7.1, %for.body.3.us.1 ]
  %.1285.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.3.loopexit.us ], [ %.1285.2.us.7.1, %for.body.3.us.1 ]
  %loop.index.365.us.unr.1 = phi i64 [ 0, %for.end.3.loopexit.us ], [ %.1342.us.7.1, %for.body.3.us.1 ]
  %.1285.164.us.unr.1 = phi i64 [ %.1285.2.us.lcssa, %for.end.3.loopexit.us ], [ %.1285.2.us.7.1, %for.body.3.us.1 ]
  %.1282.163.us.unr.1 = phi i64 [ %spec.select133.us.lcssa, %for.end.3.loopexit.us ], [ %spec.select133.us.7.1, %for.body.3.us.1 ]
  %172 = and i64 %arg.X.5.1, 7
  %173 = icmp eq i64 %172, 0
  br i1 %173, label %for.end.3.loopexit.us.1, label %for.body.3.us.epil.1.preheader

for.body.3.us.epil.1.preheader:                   ; preds = %for.end.3.loopexit.us.unr-lcssa.1
  br label %for.body.3.us.epil.1

for.body.3.us.epil.1:                             ; preds = %for.body.3.us.epil.1.preheader, %for.body.3.us.epil.1
  %lsr.iv489 = phi i64 [ %xtraiter175.3, %for.body.3.us.epil.1.preheader ], [ %lsr.iv.next490, %for.body.3.us.epil.1 ]
  %loop.index.365.us.epil.1 = phi i64 [ %.1342.us.epil.1, %for.body.3.us.epil.1 ], [ %loop.index.365.us.unr.1, %for.body.3.us.epil.1.preheader ]
  %.1285.164.us.epil.1 = phi i64 [ %.1285.2.us.epil.1, %for.body.3.us.epil.1 ], [ %.1285.164.us.unr.1, %for.body.3.us.epil.1.preheader ]
  %.1282.163.us.epil.1 = phi i64 [ %spec.select133.us.epil.1, %for.body.3.us.epil.1 ], [ %.1282.163.us.unr.1, %for.body.3.us.epil.1.preheader ]
  %174 = icmp ugt i64 %arg.X.5.1, 1
  %175 = icmp eq i64 %arg.X.5.0, 1
  %spec.select133.us.epil.1 = select i1 %175, i64 %.1282.163.us.epil.1, i64 %.1344.us
  %.1285.2.us.epil.1 = select i1 %174, i64 %loop.index.365.us.epil.1, i64 %.1285.164.us.epil.1
  %.1305.us.epil.1 = mul i64 %spec.select133.us.epil.1, %arg.X.5.1
  %.1308.us.epil.1 = add i64 %.1305.us.epil.1, %.1285.2.us.epil.1
  %.1309.us.epil.1 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.epil.1
  %.1310.us.epil.1 = load double, double* %.1309.us.epil.1, align 8
  %.5.i.us.epil.1 = fmul double %.1310.us.epil.1, %.1310.us.epil.1
  %scevgep488 = getelementptr double, double* %lsr.iv485, i64 %loop.index.365.us.epil.1
  store double %.5.i.us.epil.1, double* %scevgep488, align 8
  %.1342.us.epil.1 = add nuw nsw i64 %loop.index.365.us.epil.1, 1
  %lsr.iv.next490 = add nsw i64 %lsr.iv489, -1
  %epil.iter176.cmp.1.not = icmp eq i64 %lsr.iv.next490, 0
  br i1 %epil.iter176.cmp.1.not, label %for.end.3.loopexit.us.1, label %for.body.3.us.epil.1, !llvm.loop !53

for.end.3.loopexit.us.1:                          ; preds = %for.body.3.us.epil.1, %for.end.3.loopexit.us.unr-lcssa.1
  %spec.select133.us.lcssa.1 = phi i64 [ %spec.select133.us.lcssa.ph.1, %for.end.3.loopexit.us.unr-lcssa.1 ], [ %spec.select133.us.epil.1, %for.body.3.us.epil.1 ]
  %.1285.2.us.lcssa.1 = phi i64 [ %.1285.2.us.lcssa.ph.1, %for.end.3.loopexit.us.unr-lcssa.1 ], [ %.1285.2.us.epil.1, %for.body.3.us.epil.1 ]
  %176 = icmp ult i64 %137, 7
  %.1344.us.1 = or i64 %loop.index.270.us, 2
  br i1 %176, label %for.end.3.loopexit.us.unr-lcssa.2, label %for.body.3.us.2.preheader

for.body.3.us.2.preheader:                        ; preds = %for.end.3.loopexit.us.1
  br label %for.body.3.us.2

for.body.3.us.2:                                  ; preds = %for.body.3.us.2.preheader, %for.body.3.us.2
  %loop.index.365.us.2 = phi i64 [ %186, %for.body.3.us.2 ], [ 0, %for.body.3.us.2.preheader ]
  %.1285.164.us.2 = phi i64 [ %.1285.2.us.7.2, %for.body.3.us.2 ], [ %.1285.2.us.lcssa.1, %for.body.3.us.2.preheader ]
  %.1282.163.us.2 = phi i64 [ %spec.select133.us.7.2, %for.body.3.us.2 ], [ %spec.select133.us.lcssa.1, %for.body.3.us.2.preheader ]
  %177 = icmp ugt i64 %arg.X.5.1, 1
  %178 = icmp eq i64 %arg.X.5.0, 1
  %spec.select133.us.2212 = select i1 %178, i64 %.1282.163.us.2, i64 %.1344.us.1
  %.1285.2.us.2213 = select i1 %177, i64 %loop.index.365.us.2, i64 %.1285.164.us.2
  %.1305.us.2214 = mul i64 %spec.select133.us.2212, %arg.X.5.1
  %.1308.us.2215 = add i64 %.1305.us.2214, %.1285.2.us.2213
  %.1309.us.2216 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.2215
  %.1310.us.2217 = load double, double* %.1309.us.2216, align 8
  %.5.i.us.2218 = fmul double %.1310.us.2217, %.1310.us.2217
  %scevgep508 = getelementptr double, double* %lsr.iv492, i64 %loop.index.365.us.2
  %scevgep509 = getelementptr double, double* %scevgep508, i64 -7
  store double %.5.i.us.2218, double* %scevgep509, align 8
  %spec.select133.us.1.2 = select i1 %178, i64 %.1282.163.us.2, i64 %.1344.us.1
  %179 = add i64 %loop.index.365.us.2, 1
  %.1285.2.us.1.2 = select i1 %177, i64 %179, i64 %.1285.164.us.2
  %.1305.us.1.2 = mul i64 %spec.select133.us.1.2, %arg.X.5.1
  %.1308.us.1.2 = add i64 %.1305.us.1.2, %.1285.2.us.1.2
  %.1309.us.1.2 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.1.2
  %.1310.us.1.2 = load double, double* %.1309.us.1.2, align 8
  %.5.i.us.1.2 = fmul double %.1310.us.1.2, %.1310.us.1.2
  %scevgep505 = getelementptr double, double* %lsr.iv492, i64 %loop.index.365.us.2
  %scevgep506 = getelementptr double, double* %scevgep505, i64 -6
  store double %.5.i.us.1.2, double* %scevgep506, align 8
  %spec.select133.us.2.2 = select i1 %178, i64 %.1282.163.us.2, i64 %.1344.us.1
  %180 = add i64 %179, 1
  %.1285.2.us.2.2 = select i1 %177, i64 %180, i64 %.1285.164.us.2
  %.1305.us.2.2 = mul i64 %spec.select133.us.2.2, %arg.X.5.1
  %.1308.us.2.2 = add i64 %.1305.us.2.2, %.1285.2.us.2.2
  %.1309.us.2.2 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.2.2
  %.1310.us.2.2 = load double, double* %.1309.us.2.2, align 8
  %.5.i.us.2.2 = fmul double %.1310.us.2.2, %.1310.us.2.2
  %scevgep503 = getelementptr double, double* %lsr.iv492, i64 %loop.index.365.us.2
  %scevgep504 = getelementptr double, double* %scevgep503, i64 -5
  store double %.5.i.us.2.2, double* %scevgep504, align 8
  %spec.select133.us.3.2 = select i1 %178, i64 %.1282.163.us.2, i64 %.1344.us.1
  %181 = add i64 %180, 1
  %.1285.2.us.3.2 = select i1 %177, i64 %181, i64 %.1285.164.us.2
  %.1305.us.3.2 = mul i64 %spec.select133.us.3.2, %arg.X.5.1
  %.1308.us.3.2 = add i64 %.1305.us.3.2, %.1285.2.us.3.2
  %.1309.us.3.2 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.3.2
  %.1310.us.3.2 = load double, double* %.1309.us.3.2, align 8
  %.5.i.us.3.2 = fmul double %.1310.us.3.2, %.1310.us.3.2
  %scevgep501 = getelementptr double, double* %lsr.iv492, i64 %loop.index.365.us.2
  %scevgep502 = getelementptr double, double* %scevgep501, i64 -4
  store double %.5.i.us.3.2, double* %scevgep502, align 8
  %spec.select133.us.4.2 = select i1 %178, i64 %.1282.163.us.2, i64 %.1344.us.1
  %182 = add i64 %181, 1
  %.1285.2.us.4.2 = select i1 %177, i64 %182, i64 %.1285.164.us.2
  %.1305.us.4.2 = mul i64 %spec.select133.us.4.2, %arg.X.5.1
  %.1308.us.4.2 = add i64 %.1305.us.4.2, %.1285.2.us.4.2
  %.1309.us.4.2 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.4.2
  %.1310.us.4.2 = load double, double* %.1309.us.4.2, align 8
  %.5.i.us.4.2 = fmul double %.1310.us.4.2, %.1310.us.4.2
  %scevgep499 = getelementptr double, double* %lsr.iv492, i64 %loop.index.365.us.2
  %scevgep500 = getelementptr double, double* %scevgep499, i64 -3
  store double %.5.i.us.4.2, double* %scevgep500, align 8
  %spec.select133.us.5.2 = select i1 %178, i64 %.1282.163.us.2, i64 %.1344.us.1
  %183 = add i64 %182, 1
  %.1285.2.us.5.2 = select i1 %177, i64 %183, i64 %.1285.164.us.2
  %.1305.us.5.2 = mul i64 %spec.select133.us.5.2, %arg.X.5.1
  %.1308.us.5.2 = add i64 %.1305.us.5.2, %.1285.2.us.5.2
  %.1309.us.5.2 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.5.2
  %.1310.us.5.2 = load double, double* %.1309.us.5.2, align 8
  %.5.i.us.5.2 = fmul double %.1310.us.5.2, %.1310.us.5.2
  %scevgep497 = getelementptr double, double* %lsr.iv492, i64 %loop.index.365.us.2
  %scevgep498 = getelementptr double, double* %scevgep497, i64 -2
  store double %.5.i.us.5.2, double* %scevgep498, align 8
  %spec.select133.us.6.2 = select i1 %178, i64 %.1282.163.us.2, i64 %.1344.us.1
  %184 = add i64 %183, 1
  %.1285.2.us.6.2 = select i1 %177, i64 %184, i64 %.1285.164.us.2
  %.1305.us.6.2 = mul i64 %spec.select133.us.6.2, %arg.X.5.1
  %.1308.us.6.2 = add i64 %.1305.us.6.2, %.1285.2.us.6.2
  %.1309.us.6.2 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.6.2
  %.1310.us.6.2 = load double, double* %.1309.us.6.2, align 8
  %.5.i.us.6.2 = fmul double %.1310.us.6.2, %.1310.us.6.2
  %scevgep495 = getelementptr double, double* %lsr.iv492, i64 %loop.index.365.us.2
  %scevgep496 = getelementptr double, double* %scevgep495, i64 -1
  store double %.5.i.us.6.2, double* %scevgep496, align 8
  %spec.select133.us.7.2 = select i1 %178, i64 %.1282.163.us.2, i64 %.1344.us.1
  %185 = add i64 %184, 1
  %.1285.2.us.7.2 = select i1 %177, i64 %185, i64 %.1285.164.us.2
  %.1305.us.7.2 = mul i64 %spec.select133.us.7.2, %arg.X.5.1
  %.1308.us.7.2 = add i64 %.1305.us.7.2, %.1285.2.us.7.2
  %.1309.us.7.2 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.7.2
  %.1310.us.7.2 = load double, double* %.1309.us.7.2, align 8
  %.5.i.us.7.2 = fmul double %.1310.us.7.2, %.1310.us.7.2
  %scevgep507 = getelementptr double, double* %lsr.iv492, i64 %loop.index.365.us.2
  store double %.5.i.us.7.2, double* %scevgep507, align 8
  %.1342.us.7.2 = add nuw i64 %loop.index.365.us.2, 8
  %186 = add i64 %185, 1
  %niter181.ncmp.7.2 = icmp eq i64 %186, %unroll_iter180.2
  br i1 %niter181.ncmp.7.2, label %for.end.3.loopexit.us.unr-lcssa.2, label %for.body.3.us.2

for.end.3.loopexit.us.unr-lcssa.2:                ; preds = %for.body.3.us.2, %for.end.3.loopexit.us.1
  %spec.select133.us.lcssa.ph.2 = phi i64 [ undef, %for.end.3.loopexit.us.1 ], [ %spec.select133.us.7.2, %for.body.3.us.2 ]
  %.1285.2.us.lcssa.ph.2 = phi i64 [ undef, %for.end.3.loopexit.us.1 ], [ %.1285.2.us.7.2, %for.body.3.us.2 ]
  %loop.index.365.us.unr.2 = phi i64 [ 0, %for.end.3.loopexit.us.1 ], [ %.1342.us.7.2, %for.body.3.us.2 ]
  %.1285.164.us.unr.2 = phi i64 [ %.1285.2.us.lcssa.1, %for.end.3.loopexit.us.1 ], [ %.1285.2.us.7.2, %for.body.3.us.2 ]
  %.1282.163.us.unr.2 = phi i64 [ %spec.select133.us.lcssa.1, %for.end.3.loopexit.us.1 ], [ %spec.select133.us.7.2, %for.body.3.us.2 ]
  %187 = and i64 %arg.X.5.1, 7
  %188 = icmp eq i64 %187, 0
  br i1 %188, label %for.end.3.loopexit.us.2, label %for.body.3.us.epil.2.preheader

for.body.3.us.epil.2.preheader:                   ; preds = %for.end.3.loopexit.us.unr-lcssa.2
  br label %for.body.3.us.epil.2

for.body.3.us.epil.2:                             ; preds = %for.body.3.us.epil.2.preheader, %for.body.3.us.epil.2
  %lsr.iv515 = phi i64 [ %xtraiter175.3, %for.body.3.us.epil.2.preheader ], [ %lsr.iv.next516, %for.body.3.us.epil.2 ]
  %loop.index.365.us.epil.2 = phi i64 [ %.1342.us.epil.2, %for.body.3.us.epil.2 ], [ %loop.index.365.us.unr.2, %for.body.3.us.epil.2.preheader ]
  %.1285.164.us.epil.2 = phi i64 [ %.1285.2.us.epil.2, %for.body.3.us.epil.2 ], [ %.1285.164.us.unr.2, %for.body.3.us.epil.2.preheader ]
  %.1282.163.us.epil.2 = phi i64 [ %spec.select133.us.epil.2, %for.body.3.us.epil.2 ], [ %.1282.163.us.unr.2, %for.body.3.us.epil.2.preheader ]
  %189 = icmp ugt i64 %arg.X.5.1, 1
  %190 = icmp eq i64 %arg.X.5.0, 1
  %spec.select133.us.epil.2 = select i1 %190, i64 %.1282.163.us.epil.2, i64 %.1344.us.1
  %.1285.2.us.epil.2 = select i1 %189, i64 %loop.index.365.us.epil.2, i64 %.1285.164.us.epil.2
  %.1305.us.epil.2 = mul i64 %spec.select133.us.epil.2, %arg.X.5.1
  %.1308.us.epil.2 = add i64 %.1305.us.epil.2, %.1285.2.us.epil.2
  %.1309.us.epil.2 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.epil.2
  %.1310.us.epil.2 = load double, double* %.1309.us.epil.2, align 8
  %.5.i.us.epil.2 = fmul double %.1310.us.epil.2, %.1310.us.epil.2
  %scevgep514 = getelementptr double, double* %lsr.iv511, i64 %loop.index.365.us.epil.2
  store double %.5.i.us.epil.2, double* %scevgep514, align 8
  %.1342.us.epil.2 = add nuw nsw i64 %loop.index.365.us.epil.2, 1
  %lsr.iv.next516 = add nsw i64 %lsr.iv515, -1
  %epil.iter176.cmp.2.not = icmp eq i64 %lsr.iv.next516, 0
  br i1 %epil.iter176.cmp.2.not, label %for.end.3.loopexit.us.2, label %for.body.3.us.epil.2, !llvm.loop !53

for.end.3.loopexit.us.2:                          ; preds = %for.body.3.us.epil.2, %for.end.3.loopexit.us.unr-lcssa.2
  %spec.select133.us.lcssa.2 = phi i64 [ %spec.select133.us.lcssa.ph.2, %for.end.3.loopexit.us.unr-lcssa.2 ], [ %spec.select133.us.epil.2, %for.body.3.us.epil.2 ]
  %.1285.2.us.lcssa.2 = phi i64 [ %.1285.2.us.lcssa.ph.2, %for.end.3.loopexit.us.unr-lcssa.2 ], [ %.1285.2.us.epil.2, %for.body.3.us.epil.2 ]
  %191 = icmp ult i64 %137, 7
  %.1344.us.2 = or i64 %loop.index.270.us, 3
  br i1 %191, label %for.end.3.loopexit.us.unr-lcssa.3, label %for.body.3.us.3.preheader

for.body.3.us.3.preheader:                        ; preds = %for.end.3.loopexit.us.2
  br label %for.body.3.us.3

for.body.3.us.3:                                  ; preds = %for.body.3.us.3.preheader, %for.body.3.us.3
  %loop.index.365.us.3 = phi i64 [ %201, %for.body.3.us.3 ], [ 0, %for.body.3.us.3.preheader ]
  %.1285.164.us.3 = phi i64 [ %.1285.2.us.7.3, %for.body.3.us.3 ], [ %.1285.2.us.lcssa.2, %for.body.3.us.3.preheader ]
  %.1282.163.us.3 = phi i64 [ %spec.select133.us.7.3, %for.body.3.us.3 ], [ %spec.select133.us.lcssa.2, %for.body.3.us.3.preheader ]
  %192 = icmp ugt i64 %arg.X.5.1, 1
  %193 = icmp eq i64 %arg.X.5.0, 1
  %spec.select133.us.3223 = select i1 %193, i64 %.1282.163.us.3, i64 %.1344.us.2
  %.1285.2.us.3224 = select i1 %192, i64 %loop.index.365.us.3, i64 %.1285.164.us.3
  %.1305.us.3225 = mul i64 %spec.select133.us.3223, %arg.X.5.1
  %.1308.us.3226 = add i64 %.1305.us.3225, %.1285.2.us.3224
  %.1309.us.3227 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.3226
  %.1310.us.3228 = load double, double* %.1309.us.3227, align 8
  %.5.i.us.3229 = fmul double %.1310.us.3228, %.1310.us.3228
  %scevgep534 = getelementptr double, double* %lsr.iv518, i64 %loop.index.365.us.3
  %scevgep535 = getelementptr double, double* %scevgep534, i64 -7
  store double %.5.i.us.3229, double* %scevgep535, align 8
  %spec.select133.us.1.3 = select i1 %193, i64 %.1282.163.us.3, i64 %.1344.us.2
  %194 = add i64 %loop.index.365.us.3, 1
  %.1285.2.us.1.3 = select i1 %192, i64 %194, i64 %.1285.164.us.3
  %.1305.us.1.3 = mul i64 %spec.select133.us.1.3, %arg.X.5.1
  %.1308.us.1.3 = add i64 %.1305.us.1.3, %.1285.2.us.1.3
  %.1309.us.1.3 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.1.3
  %.1310.us.1.3 = load double, double* %.1309.us.1.3, align 8
  %.5.i.us.1.3 = fmul double %.1310.us.1.3, %.1310.us.1.3
  %scevgep531 = getelementptr double, double* %lsr.iv518, i64 %loop.index.365.us.3
  %scevgep532 = getelementptr double, double* %scevgep531, i64 -6
  store double %.5.i.us.1.3, double* %scevgep532, align 8
  %spec.select133.us.2.3 = select i1 %193, i64 %.1282.163.us.3, i64 %.1344.us.2
  %195 = add i64 %194, 1
  %.1285.2.us.2.3 = select i1 %192, i64 %195, i64 %.1285.164.us.3
  %.1305.us.2.3 = mul i64 %spec.select133.us.2.3, %arg.X.5.1
  %.1308.us.2.3 = add i64 %.1305.us.2.3, %.1285.2.us.2.3
  %.1309.us.2.3 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.2.3
  %.1310.us.2.3 = load double, double* %.1309.us.2.3, align 8
  %.5.i.us.2.3 = fmul double %.1310.us.2.3, %.1310.us.2.3
  %scevgep529 = getelementptr double, double* %lsr.iv518, i64 %loop.index.365.us.3
  %scevgep530 = getelementptr double, double* %scevgep529, i64 -5
  store double %.5.i.us.2.3, double* %scevgep530, align 8
  %spec.select133.us.3.3 = select i1 %193, i64 %.1282.163.us.3, i64 %.1344.us.2
  %196 = add i64 %195, 1
  %.1285.2.us.3.3 = select i1 %192, i64 %196, i64 %.1285.164.us.3
  %.1305.us.3.3 = mul i64 %spec.select133.us.3.3, %arg.X.5.1
  %.1308.us.3.3 = add i64 %.1305.us.3.3, %.1285.2.us.3.3
  %.1309.us.3.3 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.3.3
  %.1310.us.3.3 = load double, double* %.1309.us.3.3, align 8
  %.5.i.us.3.3 = fmul double %.1310.us.3.3, %.1310.us.3.3
  %scevgep527 = getelementptr double, double* %lsr.iv518, i64 %loop.index.365.us.3
  %scevgep528 = getelementptr double, double* %scevgep527, i64 -4
  store double %.5.i.us.3.3, double* %scevgep528, align 8
  %spec.select133.us.4.3 = select i1 %193, i64 %.1282.163.us.3, i64 %.1344.us.2
  %197 = add i64 %196, 1
  %.1285.2.us.4.3 = select i1 %192, i64 %197, i64 %.1285.164.us.3
  %.1305.us.4.3 = mul i64 %spec.select133.us.4.3, %arg.X.5.1
  %.1308.us.4.3 = add i64 %.1305.us.4.3, %.1285.2.us.4.3
  %.1309.us.4.3 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.4.3
  %.1310.us.4.3 = load double, double* %.1309.us.4.3, align 8
  %.5.i.us.4.3 = fmul double %.1310.us.4.3, %.1310.us.4.3
  %scevgep525 = getelementptr double, double* %lsr.iv518, i64 %loop.index.365.us.3
  %scevgep526 = getelementptr double, double* %scevgep525, i64 -3
  store double %.5.i.us.4.3, double* %scevgep526, align 8
  %spec.select133.us.5.3 = select i1 %193, i64 %.1282.163.us.3, i64 %.1344.us.2
  %198 = add i64 %197, 1
  %.1285.2.us.5.3 = select i1 %192, i64 %198, i64 %.1285.164.us.3
  %.1305.us.5.3 = mul i64 %spec.select133.us.5.3, %arg.X.5.1
  %.1308.us.5.3 = add i64 %.1305.us.5.3, %.1285.2.us.5.3
  %.1309.us.5.3 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.5.3
  %.1310.us.5.3 = load double, double* %.1309.us.5.3, align 8
  %.5.i.us.5.3 = fmul double %.1310.us.5.3, %.1310.us.5.3
  %scevgep523 = getelementptr double, double* %lsr.iv518, i64 %loop.index.365.us.3
  %scevgep524 = getelementptr double, double* %scevgep523, i64 -2
  store double %.5.i.us.5.3, double* %scevgep524, align 8
  %spec.select133.us.6.3 = select i1 %193, i64 %.1282.163.us.3, i64 %.1344.us.2
  %199 = add i64 %198, 1
  %.1285.2.us.6.3 = select i1 %192, i64 %199, i64 %.1285.164.us.3
  %.1305.us.6.3 = mul i64 %spec.select133.us.6.3, %arg.X.5.1
  %.1308.us.6.3 = add i64 %.1305.us.6.3, %.1285.2.us.6.3
  %.1309.us.6.3 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.6.3
  %.1310.us.6.3 = load double, double* %.1309.us.6.3, align 8
  %.5.i.us.6.3 = fmul double %.1310.us.6.3, %.1310.us.6.3
  %scevgep521 = getelementptr double, double* %lsr.iv518, i64 %loop.index.365.us.3
  %scevgep522 = getelementptr double, double* %scevgep521, i64 -1
  store double %.5.i.us.6.3, double* %scevgep522, align 8
  %spec.select133.us.7.3 = select i1 %193, i64 %.1282.163.us.3, i64 %.1344.us.2
  %200 = add i64 %199, 1
  %.1285.2.us.7.3 = select i1 %192, i64 %200, i64 %.1285.164.us.3
  %.1305.us.7.3 = mul i64 %spec.select133.us.7.3, %arg.X.5.1
  %.1308.us.7.3 = add i64 %.1305.us.7.3, %.1285.2.us.7.3
  %.1309.us.7.3 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.7.3
  %.1310.us.7.3 = load double, double* %.1309.us.7.3, align 8
  %.5.i.us.7.3 = fmul double %.1310.us.7.3, %.1310.us.7.3
  %scevgep533 = getelementptr double, double* %lsr.iv518, i64 %loop.index.365.us.3
  store double %.5.i.us.7.3, double* %scevgep533, align 8
  %.1342.us.7.3 = add nuw i64 %loop.index.365.us.3, 8
  %201 = add i64 %200, 1
  %niter181.ncmp.7.3 = icmp eq i64 %201, %unroll_iter180.3
  br i1 %niter181.ncmp.7.3, label %for.end.3.loopexit.us.unr-lcssa.3, label %for.body.3.us.3

for.end.3.loopexit.us.unr-lcssa.3:                ; preds = %for.body.3.us.3, %for.end.3.loopexit.us.2
  %spec.select133.us.lcssa.ph.3 = phi i64 [ undef, %for.end.3.loopexit.us.2 ], [ %spec.select133.us.7.3, %for.body.3.us.3 ]
  %.1285.2.us.lcssa.ph.3 = phi i64 [ undef, %for.end.3.loopexit.us.2 ], [ %.1285.2.us.7.3, %for.body.3.us.3 ]
  %loop.index.365.us.unr.3 = phi i64 [ 0, %for.end.3.loopexit.us.2 ], [ %.1342.us.7.3, %for.body.3.us.3 ]
  %.1285.164.us.unr.3 = phi i64 [ %.1285.2.us.lcssa.2, %for.end.3.loopexit.us.2 ], [ %.1285.2.us.7.3, %for.body.3.us.3 ]
  %.1282.163.us.unr.3 = phi i64 [ %spec.select133.us.lcssa.2, %for.end.3.loopexit.us.2 ], [ %spec.select133.us.7.3, %for.body.3.us.3 ]
  %202 = icmp eq i64 %xtraiter175.3, 0
  br i1 %202, label %for.end.3.loopexit.us.3, label %for.body.3.us.epil.3.preheader

for.body.3.us.epil.3.preheader:                   ; preds = %for.end.3.loopexit.us.unr-lcssa.3
  br label %for.body.3.us.epil.3

for.body.3.us.epil.3:                             ; preds = %for.body.3.us.epil.3.preheader, %for.body.3.us.epil.3
  %lsr.iv541 = phi i64 [ %xtraiter175.3, %for.body.3.us.epil.3.preheader ], [ %lsr.iv.next542, %for.body.3.us.epil.3 ]
  %loop.index.365.us.epil.3 = phi i64 [ %.1342.us.epil.3, %for.body.3.us.epil.3 ], [ %loop.index.365.us.unr.3, %for.body.3.us.epil.3.preheader ]
  %.1285.164.us.epil.3 = phi i64 [ %.1285.2.us.epil.3, %for.body.3.us.epil.3 ], [ %.1285.164.us.unr.3, %for.body.3.us.epil.3.preheader ]
  %.1282.163.us.epil.3 = phi i64 [ %spec.select133.us.epil.3, %for.body.3.us.epil.3 ], [ %.1282.163.us.unr.3, %for.body.3.us.epil.3.preheader ]
  %203 = icmp ugt i64 %arg.X.5.1, 1
  %204 = icmp eq i64 %arg.X.5.0, 1
  %spec.select133.us.epil.3 = select i1 %204, i64 %.1282.163.us.epil.3, i64 %.1344.us.2
  %.1285.2.us.epil.3 = select i1 %203, i64 %loop.index.365.us.epil.3, i64 %.1285.164.us.epil.3
  %.1305.us.epil.3 = mul i64 %spec.select133.us.epil.3, %arg.X.5.1
  %.1308.us.epil.3 = add i64 %.1305.us.epil.3, %.1285.2.us.epil.3
  %.1309.us.epil.3 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.epil.3
  %.1310.us.epil.3 = load double, double* %.1309.us.epil.3, align 8
  %.5.i.us.epil.3 = fmul double %.1310.us.epil.3, %.1310.us.epil.3
  %scevgep540 = getelementptr double, double* %lsr.iv537, i64 %loop.index.365.us.epil.3
  store double %.5.i.us.epil.3, double* %scevgep540, align 8
  %.1342.us.epil.3 = add nuw nsw i64 %loop.index.365.us.epil.3, 1
  %lsr.iv.next542 = add nsw i64 %lsr.iv541, -1
  %epil.iter176.cmp.3.not = icmp eq i64 %lsr.iv.next542, 0
  br i1 %epil.iter176.cmp.3.not, label %for.end.3.loopexit.us.3, label %for.body.3.us.epil.3, !llvm.loop !53

for.end.3.loopexit.us.3:                          ; preds = %for.body.3.us.epil.3, %for.end.3.loopexit.us.unr-lcssa.3
  %spec.select133.us.lcssa.3 = phi i64 [ %spec.select133.us.lcssa.ph.3, %for.end.3.loopexit.us.unr-lcssa.3 ], [ %spec.select133.us.epil.3, %for.body.3.us.epil.3 ]
  %.1285.2.us.lcssa.3 = phi i64 [ %.1285.2.us.lcssa.ph.3, %for.end.3.loopexit.us.unr-lcssa.3 ], [ %.1285.2.us.epil.3, %for.body.3.us.epil.3 ]
  %205 = bitcast double* %lsr.iv441 to i1*
  %206 = bitcast double* %lsr.iv459 to i1*
  %207 = bitcast double* %lsr.iv466 to i1*
  %208 = bitcast double* %lsr.iv485 to i1*
  %209 = bitcast double* %lsr.iv492 to i1*
  %210 = bitcast double* %lsr.iv511 to i1*
  %211 = bitcast double* %lsr.iv518 to i1*
  %212 = bitcast double* %lsr.iv537 to i1*
  %.1344.us.3 = add nuw nsw i64 %loop.index.270.us, 4
  %scevgep443 = getelementptr i1, i1* %205, i64 %140
  %213 = bitcast i1* %scevgep443 to double*
  %scevgep461 = getelementptr i1, i1* %206, i64 %140
  %214 = bitcast i1* %scevgep461 to double*
  %scevgep468 = getelementptr i1, i1* %207, i64 %140
  %215 = bitcast i1* %scevgep468 to double*
  %scevgep487 = getelementptr i1, i1* %208, i64 %140
  %216 = bitcast i1* %scevgep487 to double*
  %scevgep494 = getelementptr i1, i1* %209, i64 %140
  %217 = bitcast i1* %scevgep494 to double*
  %scevgep513 = getelementptr i1, i1* %210, i64 %140
  %218 = bitcast i1* %scevgep513 to double*
  %scevgep520 = getelementptr i1, i1* %211, i64 %140
  %219 = bitcast i1* %scevgep520 to double*
  %scevgep539 = getelementptr i1, i1* %212, i64 %140
  %220 = bitcast i1* %scevgep539 to double*
  %niter200.ncmp.3 = icmp eq i64 %.1344.us.3, %unroll_iter199
  br i1 %niter200.ncmp.3, label %for.end.2.loopexit.unr-lcssa, label %for.cond.3.preheader.us

for.end.2.loopexit.unr-lcssa:                     ; preds = %for.end.3.loopexit.us.3, %for.cond.3.preheader.us.preheader
  %loop.index.270.us.unr = phi i64 [ 0, %for.cond.3.preheader.us.preheader ], [ %.1344.us.3, %for.end.3.loopexit.us.3 ]
  %.1285.069.us.unr = phi i64 [ 0, %for.cond.3.preheader.us.preheader ], [ %.1285.2.us.lcssa.3, %for.end.3.loopexit.us.3 ]
  %.1282.068.us.unr = phi i64 [ 0, %for.cond.3.preheader.us.preheader ], [ %spec.select133.us.lcssa.3, %for.end.3.loopexit.us.3 ]
  %lcmp.mod198.not = icmp eq i64 %xtraiter182, 0
  br i1 %lcmp.mod198.not, label %for.end.2, label %for.cond.3.preheader.us.epil.preheader

for.cond.3.preheader.us.epil.preheader:           ; preds = %for.end.2.loopexit.unr-lcssa
  %xtraiter175.epil = and i64 %arg.X.5.1, 7
  %unroll_iter180.epil = and i64 %arg.X.5.1, -8
  %221 = mul i64 %loop.index.270.us.unr, %arg.X.5.1
  %222 = add i64 %221, 7
  %scevgep414 = getelementptr double, double* %.6.i83, i64 %222
  %223 = shl i64 %arg.X.5.1, 3
  %scevgep433 = getelementptr double, double* %.6.i83, i64 %221
  br label %for.cond.3.preheader.us.epil

for.cond.3.preheader.us.epil:                     ; preds = %for.end.3.loopexit.us.epil, %for.cond.3.preheader.us.epil.preheader
  %lsr.iv434 = phi double* [ %241, %for.end.3.loopexit.us.epil ], [ %scevgep433, %for.cond.3.preheader.us.epil.preheader ]
  %lsr.iv415 = phi double* [ %240, %for.end.3.loopexit.us.epil ], [ %scevgep414, %for.cond.3.preheader.us.epil.preheader ]
  %loop.index.270.us.epil = phi i64 [ %.1344.us.epil, %for.end.3.loopexit.us.epil ], [ %loop.index.270.us.unr, %for.cond.3.preheader.us.epil.preheader ]
  %.1285.069.us.epil = phi i64 [ %.1285.2.us.lcssa.epil, %for.end.3.loopexit.us.epil ], [ %.1285.069.us.unr, %for.cond.3.preheader.us.epil.preheader ]
  %.1282.068.us.epil = phi i64 [ %spec.select133.us.lcssa.epil, %for.end.3.loopexit.us.epil ], [ %.1282.068.us.unr, %for.cond.3.preheader.us.epil.preheader ]
  %epil.iter197 = phi i64 [ %epil.iter197.next, %for.end.3.loopexit.us.epil ], [ 0, %for.cond.3.preheader.us.epil.preheader ]
  %224 = icmp ult i64 %137, 7
  br i1 %224, label %for.end.3.loopexit.us.unr-lcssa.epil, label %for.body.3.us.epil183.preheader

for.body.3.us.epil183.preheader:                  ; preds = %for.cond.3.preheader.us.epil
  br label %for.body.3.us.epil183

for.body.3.us.epil183:                            ; preds = %for.body.3.us.epil183.preheader, %for.body.3.us.epil183
  %loop.index.365.us.epil184 = phi i64 [ %234, %for.body.3.us.epil183 ], [ 0, %for.body.3.us.epil183.preheader ]
  %.1285.164.us.epil185 = phi i64 [ %.1285.2.us.7.epil, %for.body.3.us.epil183 ], [ %.1285.069.us.epil, %for.body.3.us.epil183.preheader ]
  %.1282.163.us.epil186 = phi i64 [ %spec.select133.us.7.epil, %for.body.3.us.epil183 ], [ %.1282.068.us.epil, %for.body.3.us.epil183.preheader ]
  %225 = icmp ugt i64 %arg.X.5.1, 1
  %226 = icmp eq i64 %arg.X.5.0, 1
  %spec.select133.us.epil187 = select i1 %226, i64 %.1282.163.us.epil186, i64 %loop.index.270.us.epil
  %.1285.2.us.epil188 = select i1 %225, i64 %loop.index.365.us.epil184, i64 %.1285.164.us.epil185
  %.1305.us.epil189 = mul i64 %spec.select133.us.epil187, %arg.X.5.1
  %.1308.us.epil190 = add i64 %.1305.us.epil189, %.1285.2.us.epil188
  %.1309.us.epil191 = getelementptr double, double* %.6.i1.i, i64 %.1308.us.epil190
  %.1310.us.epil192 = load double, double* %.1309.us.epil191, align 8
  %.5.i.us.epil193 = fmul double %.1310.us.epil192, %.1310.us.epil192
  %scevgep431 = getelementptr double, double* %lsr.iv415, i64 %loop.index.365.us.epil184
  %scevgep432 = getelementptr double, double* %scevgep431, i64 -7
  store double %.5.i.us.epil193, double* %scevgep432, align 8
  %spec.select133.us.1.epil = select i1 %226, i64 %.1282.163.us.epil186, i64 %loop.index.270.us.epil
  %227 = add i64 %loop.index.365.us.epil184, 1
  %.1285.2.us.1.epil = select i1 %225, i64 %227, i64 %.1285.164.us.epil185
  %.1305.us.1.epil = mul i64 %spec.select133.us.1.epil, %arg.X.5.1
  %.1308.us.1.epil = add i64 %.1305.us.1.epil, %.1285.2.us.1.epil
  %.1309.us.1.epil = getelementptr double, double* %.6.i1.i, i64 %.1308.us.1.epil
  %.1310.us.1.epil = load double, double* %.1309.us.1.epil, align 8
  %.5.i.us.1.epil = fmul double %.1310.us.1.epil, %.1310.us.1.epil
  %scevgep428 = getelementptr double, double* %lsr.iv415, i64 %loop.index.365.us.epil184
  %scevgep429 = getelementptr double, double* %scevgep428, i64 -6
  store double %.5.i.us.1.epil, double* %scevgep429, align 8
  %spec.select133.us.2.epil = select i1 %226, i64 %.1282.163.us.epil186, i64 %loop.index.270.us.epil
  %228 = add i64 %227, 1
  %.1285.2.us.2.epil = select i1 %225, i64 %228, i64 %.1285.164.us.epil185
  %.1305.us.2.epil = mul i64 %spec.select133.us.2.epil, %arg.X.5.1
  %.1308.us.2.epil = add i64 %.1305.us.2.epil, %.1285.2.us.2.epil
  %.1309.us.2.epil = getelementptr double, double* %.6.i1.i, i64 %.1308.us.2.epil
  %.1310.us.2.epil = load double, double* %.1309.us.2.epil, align 8
  %.5.i.us.2.epil = fmul double %.1310.us.2.epil, %.1310.us.2.epil
  %scevgep426 = getelementptr double, double* %lsr.iv415, i64 %loop.index.365.us.epil184
  %scevgep427 = getelementptr double, double* %scevgep426, i64 -5
  store double %.5.i.us.2.epil, double* %scevgep427, align 8
  %spec.select133.us.3.epil = select i1 %226, i64 %.1282.163.us.epil186, i64 %loop.index.270.us.epil
  %229 = add i64 %228, 1
  %.1285.2.us.3.epil = select i1 %225, i64 %229, i64 %.1285.164.us.epil185
  %.1305.us.3.epil = mul i64 %spec.select133.us.3.epil, %arg.X.5.1
  %.1308.us.3.epil = add i64 %.1305.us.3.epil, %.1285.2.us.3.epil
  %.1309.us.3.epil = getelementptr double, double* %.6.i1.i, i64 %.1308.us.3.epil
  %.1310.us.3.epil = load double, double* %.1309.us.3.epil, align 8
  %.5.i.us.3.epil = fmul double %.1310.us.3.epil, %.1310.us.3.epil
  %scevgep424 = getelementptr double, double* %lsr.iv415, i64 %loop.index.365.us.epil184
  %scevgep425 = getelementptr double, double* %scevgep424, i64 -4
  store double %.5.i.us.3.epil, double* %scevgep425, align 8
  %spec.select133.us.4.epil = select i1 %226, i64 %.1282.163.us.epil186, i64 %loop.index.270.us.epil
  %230 = add i64 %229, 1
  %.1285.2.us.4.epil = select i1 %225, i64 %230, i64 %.1285.164.us.epil185
  %.1305.us.4.epil = mul i64 %spec.select133.us.4.epil, %arg.X.5.1
  %.1308.us.4.epil = add i64 %.1305.us.4.epil, %.1285.2.us.4.epil
  %.1309.us.4.epil = getelementptr double, double* %.6.i1.i, i64 %.1308.us.4.epil
  %.1310.us.4.epil = load double, double* %.1309.us.4.epil, align 8
  %.5.i.us.4.epil = fmul double %.1310.us.4.epil, %.1310.us.4.epil
  %scevgep422 = getelementptr double, double* %lsr.iv415, i64 %loop.index.365.us.epil184
  %scevgep423 = getelementptr double, double* %scevgep422, i64 -3
  store double %.5.i.us.4.epil, double* %scevgep423, align 8
  %spec.select133.us.5.epil = select i1 %226, i64 %.1282.163.us.epil186, i64 %loop.index.270.us.epil
  %231 = add i64 %230, 1
  %.1285.2.us.5.epil = select i1 %225, i64 %231, i64 %.1285.164.us.epil185
  %.1305.us.5.epil = mul i64 %spec.select133.us.5.epil, %arg.X.5.1
  %.1308.us.5.epil = add i64 %.1305.us.5.epil, %.1285.2.us.5.epil
  %.1309.us.5.epil = getelementptr double, double* %.6.i1.i, i64 %.1308.us.5.epil
  %.1310.us.5.epil = load double, double* %.1309.us.5.epil, align 8
  %.5.i.us.5.epil = fmul double %.1310.us.5.epil, %.1310.us.5.epil
  %scevgep420 = getelementptr double, double* %lsr.iv415, i64 %loop.index.365.us.epil184
  %scevgep421 = getelementptr double, double* %scevgep420, i64 -2
  store double %.5.i.us.5.epil, double* %scevgep421, align 8
  %spec.select133.us.6.epil = select i1 %226, i64 %.1282.163.us.epil186, i64 %loop.index.270.us.epil
  %232 = add i64 %231, 1
  %.1285.2.us.6.epil = select i1 %225, i64 %232, i64 %.1285.164.us.epil185
  %.1305.us.6.epil = mul i64 %spec.select133.us.6.epil, %arg.X.5.1
  %.1308.us.6.epil = add i64 %.1305.us.6.epil, %.1285.2.us.6.epil
  %.1309.us.6.epil = getelementptr double, double* %.6.i1.i, i64 %.1308.us.6.epil
  %.1310.us.6.epil = load double, double* %.1309.us.6.epil, align 8
  %.5.i.us.6.epil = fmul double %.1310.us.6.epil, %.1310.us.6.epil
  %scevgep418 = getelementptr double, double* %lsr.iv415, i64 %loop.index.365.us.epil184
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -1
  store double %.5.i.us.6.epil, double* %scevgep419, align 8
  %spec.select133.us.7.epil = select i1 %226, i64 %.1282.163.us.epil186, i64 %loop.index.270.us.epil
  %233 = add i64 %232, 1
  %.1285.2.us.7.epil = select i1 %225, i64 %233, i64 %.1285.164.us.epil185
  %.1305.us.7.epil = mul i64 %spec.select133.us.7.epil, %arg.X.5.1
  %.1308.us.7.epil = add i64 %.1305.us.7.epil, %.1285.2.us.7.epil
  %.1309.us.7.epil = getelementptr double, double* %.6.i1.i, i64 %.1308.us.7.epil
  %.1310.us.7.epil = load double, double* %.1309.us.7.epil, align 8
  %.5.i.us.7.epil = fmul double %.1310.us.7.epil, %.1310.us.7.epil
  %scevgep430 = getelementptr double, double* %lsr.iv415, i64 %loop.index.365.us.epil184
  store double %.5.i.us.7.epil, double* %scevgep430, align 8
  %.1342.us.7.epil = add nuw i64 %loop.index.365.us.epil184, 8
  %234 = add i64 %233, 1
  %niter181.ncmp.7.epil = icmp eq i64 %234, %unroll_iter180.epil
  br i1 %niter181.ncmp.7.epil, label %for.end.3.loopexit.us.unr-lcssa.epil, label %for.body.3.us.epil183

for.end.3.loopexit.us.unr-lcssa.epil:             ; preds = %for.body.3.us.epil183, %for.cond.3.preheader.us.epil
  %spec.select133.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.3.preheader.us.epil ], [ %spec.select133.us.7.epil, %for.body.3.us.epil183 ]
  %.1285.2.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.3.preheader.us.epil ], [ %.1285.2.us.7.epil, %for.body.3.us.epil183 ]
  %loop.index.365.us.unr.epil = phi i64 [ 0, %for.cond.3.preheader.us.epil ], [ %.1342.us.7.epil, %for.body.3.us.epil183 ]
  %.1285.164.us.unr.epil = phi i64 [ %.1285.069.us.epil, %for.cond.3.preheader.us.epil ], [ %.1285.2.us.7.epil, %for.body.3.us.epil183 ]
  %.1282.163.us.unr.epil = phi i64 [ %.1282.068.us.epil, %for.cond.3.preheader.us.epil ], [ %spec.select133.us.7.epil, %for.body.3.us.epil183 ]
  %235 = icmp eq i64 %xtraiter175.epil, 0
  br i1 %235, label %for.end.3.loopexit.us.epil, label %for.body.3.us.epil.epil.preheader

for.body.3.us.epil.epil.preheader:                ; preds = %for.end.3.loopexit.us.unr-lcssa.epil
  br label %for.body.3.us.epil.epil

for.body.3.us.epil.epil:                          ; preds = %for.body.3.us.epil.epil.preheader, %for.body.3.us.epil.epil
  %lsr.iv438 = phi i64 [ %xtraiter175.epil, %for.body.3.us.epil.epil.preheader ], [ %lsr.iv.next439, %for.body.3.us.epil.epil ]
  %loop.index.365.us.epil.epil = phi i64 [ %.1342.us.epil.epil, %for.body.3.us.epil.epil ], [ %loop.index.365.us.unr.epil, %for.body.3.us.epil.epil.preheader ]
  %.1285.164.us.epil.epil = phi i64 [ %.1285.2.us.epil.epil, %for.body.3.us.epil.epil ], [ %.1285.164.us.unr.epil, %for.body.3.us.epil.epil.preheader ]
  %.1282.163.us.epil.epil = phi i64 [ %spec.select133.us.epil.epil, %for.body.3.us.epil.epil ], [ %.1282.163.us.unr.epil, %for.body.3.us.epil.epil.preheader ]
  %236 = icmp ugt i64 %arg.X.5.1, 1
  %237 = icmp eq i64 %arg.X.5.0, 1
  %spec.select133.us.epil.epil = select i1 %237, i64 %.1282.163.us.epil.epil, i64 %loop.index.270.us.epil
  %.1285.2.us.epil.epil = select i1 %236, i64 %loop.index.365.us.epil.epil, i64 %.1285.164.us.epil.epil
  %.1305.us.epil.epil = mul i64 %spec.select133.us.epil.epil, %arg.X.5.1
  %.1308.us.epil.epil = add i64 %.1305.us.epil.epil, %.1285.2.us.epil.epil
  %.1309.us.epil.epil = getelementptr double, double* %.6.i1.i, i64 %.1308.us.epil.epil
  %.1310.us.epil.epil = load double, double* %.1309.us.epil.epil, align 8
  %.5.i.us.epil.epil = fmul double %.1310.us.epil.epil, %.1310.us.epil.epil
  %scevgep437 = getelementptr double, double* %lsr.iv434, i64 %loop.index.365.us.epil.epil
  store double %.5.i.us.epil.epil, double* %scevgep437, align 8
  %.1342.us.epil.epil = add nuw nsw i64 %loop.index.365.us.epil.epil, 1
  %lsr.iv.next439 = add nsw i64 %lsr.iv438, -1
  %epil.iter176.cmp.epil.not = icmp eq i64 %lsr.iv.next439, 0
  br i1 %epil.iter176.cmp.epil.not, label %for.end.3.loopexit.us.epil, label %for.body.3.us.epil.epil, !llvm.loop !53

for.end.3.loopexit.us.epil:                       ; preds = %for.body.3.us.epil.epil, %for.end.3.loopexit.us.unr-lcssa.epil
  %spec.select133.us.lcssa.epil = phi i64 [ %spec.select133.us.lcssa.ph.epil, %for.end.3.loopexit.us.unr-lcssa.epil ], [ %spec.select133.us.epil.epil, %for.body.3.us.epil.epil ]
  %.1285.2.us.lcssa.epil = phi i64 [ %.1285.2.us.lcssa.ph.epil, %for.end.3.loopexit.us.unr-lcssa.epil ], [ %.1285.2.us.epil.epil, %for.body.3.us.epil.epil ]
  %238 = bitcast double* %lsr.iv415 to i1*
  %239 = bitcast double* %lsr.iv434 to i1*
  %.1344.us.epil = add nuw nsw i64 %loop.index.270.us.epil, 1
  %epil.iter197.next = add i64 %epil.iter197, 1
  %scevgep417 = getelementptr i1, i1* %238, i64 %223
  %240 = bitcast i1* %scevgep417 to double*
  %scevgep436 = getelementptr i1, i1* %239, i64 %223
  %241 = bitcast i1* %scevgep436 to double*
  %epil.iter197.cmp.not = icmp eq i64 %epil.iter197.next, %xtraiter182
  br i1 %epil.iter197.cmp.not, label %for.end.2, label %for.cond.3.preheader.us.epil, !llvm.loop !54

for.end.2:                                        ; preds = %for.end.3.loopexit.us.epil, %for.end.2.loopexit.unr-lcssa, %for.cond.3.preheader.preheader, %B192.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  %.83.i = icmp eq i64 %.1204, 0
  br i1 %.83.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !13

B50.endif.preheader.i:                            ; preds = %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.1204, i64 1)
  %242 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %243 = icmp ult i64 %242, 7
  br i1 %243, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %244 = add nsw i64 %unroll_iter.i, -8
  %245 = lshr exact i64 %244, 3
  %246 = add nuw nsw i64 %245, 1
  %xtraiter = and i64 %246, 7
  %247 = icmp ult i64 %244, 56
  br i1 %247, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const729 = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %246, %const729
  %scevgep284 = getelementptr double, double* %.6.i83, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %248 = add nuw nsw i64 %.85.05.i.unr, 7
  %scevgep260 = getelementptr double, double* %.6.i83, i64 %248
  %249 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %250 = bitcast double* %scevgep260 to i8*
  %uglygep281 = getelementptr i8, i8* %250, i64 %lsr.iv
  %uglygep281282 = bitcast i8* %uglygep281 to double*
  %scevgep283 = getelementptr double, double* %uglygep281282, i64 -7
  %.265.i.epil = load double, double* %scevgep283, align 8, !noalias !55
  %.268.i.epil = fadd double %c.2.06.i.epil, %.265.i.epil
  %uglygep278 = getelementptr i8, i8* %250, i64 %lsr.iv
  %uglygep278279 = bitcast i8* %uglygep278 to double*
  %scevgep280 = getelementptr double, double* %uglygep278279, i64 -6
  %.265.1.i.epil = load double, double* %scevgep280, align 8, !noalias !55
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep275 = getelementptr i8, i8* %250, i64 %lsr.iv
  %uglygep275276 = bitcast i8* %uglygep275 to double*
  %scevgep277 = getelementptr double, double* %uglygep275276, i64 -5
  %.265.2.i.epil = load double, double* %scevgep277, align 8, !noalias !55
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep272 = getelementptr i8, i8* %250, i64 %lsr.iv
  %uglygep272273 = bitcast i8* %uglygep272 to double*
  %scevgep274 = getelementptr double, double* %uglygep272273, i64 -4
  %.265.3.i.epil = load double, double* %scevgep274, align 8, !noalias !55
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep269 = getelementptr i8, i8* %250, i64 %lsr.iv
  %uglygep269270 = bitcast i8* %uglygep269 to double*
  %scevgep271 = getelementptr double, double* %uglygep269270, i64 -3
  %.265.4.i.epil = load double, double* %scevgep271, align 8, !noalias !55
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep266 = getelementptr i8, i8* %250, i64 %lsr.iv
  %uglygep266267 = bitcast i8* %uglygep266 to double*
  %scevgep268 = getelementptr double, double* %uglygep266267, i64 -2
  %.265.5.i.epil = load double, double* %scevgep268, align 8, !noalias !55
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep263 = getelementptr i8, i8* %250, i64 %lsr.iv
  %uglygep263264 = bitcast i8* %uglygep263 to double*
  %scevgep265 = getelementptr double, double* %uglygep263264, i64 -1
  %.265.6.i.epil = load double, double* %scevgep265, align 8, !noalias !55
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %250, i64 %lsr.iv
  %uglygep262 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep262, align 8, !noalias !55
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %249, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !40, !llvm.loop !58

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i23 = getelementptr double, double* %.6.i83, i64 %.85.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i23, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep, align 8, !noalias !55
  %.268.epil.i = fadd double %c.2.06.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !40, !llvm.loop !59

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv412 = phi i64 [ %lsr.iv.next413, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep410 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep411 = getelementptr double, double* %scevgep410, i64 -63
  %.265.i = load double, double* %scevgep411, align 8, !noalias !55
  %.268.i = fadd double %c.2.06.i, %.265.i
  %scevgep408 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep409 = getelementptr double, double* %scevgep408, i64 -62
  %.265.1.i = load double, double* %scevgep409, align 8, !noalias !55
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep406 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep407 = getelementptr double, double* %scevgep406, i64 -61
  %.265.2.i = load double, double* %scevgep407, align 8, !noalias !55
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep404 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep405 = getelementptr double, double* %scevgep404, i64 -60
  %.265.3.i = load double, double* %scevgep405, align 8, !noalias !55
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep402 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep403 = getelementptr double, double* %scevgep402, i64 -59
  %.265.4.i = load double, double* %scevgep403, align 8, !noalias !55
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep400 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep401 = getelementptr double, double* %scevgep400, i64 -58
  %.265.5.i = load double, double* %scevgep401, align 8, !noalias !55
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep398 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep399 = getelementptr double, double* %scevgep398, i64 -57
  %.265.6.i = load double, double* %scevgep399, align 8, !noalias !55
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep396 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep397 = getelementptr double, double* %scevgep396, i64 -56
  %.265.7.i = load double, double* %scevgep397, align 8, !noalias !55
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep365 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep366 = getelementptr double, double* %scevgep365, i64 -55
  %.265.i.1 = load double, double* %scevgep366, align 8, !noalias !55
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep367 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep368 = getelementptr double, double* %scevgep367, i64 -54
  %.265.1.i.1 = load double, double* %scevgep368, align 8, !noalias !55
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep369 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep370 = getelementptr double, double* %scevgep369, i64 -53
  %.265.2.i.1 = load double, double* %scevgep370, align 8, !noalias !55
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep371 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep372 = getelementptr double, double* %scevgep371, i64 -52
  %.265.3.i.1 = load double, double* %scevgep372, align 8, !noalias !55
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep373 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep374 = getelementptr double, double* %scevgep373, i64 -51
  %.265.4.i.1 = load double, double* %scevgep374, align 8, !noalias !55
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep375 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep376 = getelementptr double, double* %scevgep375, i64 -50
  %.265.5.i.1 = load double, double* %scevgep376, align 8, !noalias !55
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep377 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep378 = getelementptr double, double* %scevgep377, i64 -49
  %.265.6.i.1 = load double, double* %scevgep378, align 8, !noalias !55
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep379 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep380 = getelementptr double, double* %scevgep379, i64 -48
  %.265.7.i.1 = load double, double* %scevgep380, align 8, !noalias !55
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep349 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep350 = getelementptr double, double* %scevgep349, i64 -47
  %.265.i.2 = load double, double* %scevgep350, align 8, !noalias !55
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep351 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep352 = getelementptr double, double* %scevgep351, i64 -46
  %.265.1.i.2 = load double, double* %scevgep352, align 8, !noalias !55
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep353 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep354 = getelementptr double, double* %scevgep353, i64 -45
  %.265.2.i.2 = load double, double* %scevgep354, align 8, !noalias !55
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep355 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep356 = getelementptr double, double* %scevgep355, i64 -44
  %.265.3.i.2 = load double, double* %scevgep356, align 8, !noalias !55
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep357 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep358 = getelementptr double, double* %scevgep357, i64 -43
  %.265.4.i.2 = load double, double* %scevgep358, align 8, !noalias !55
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep359 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep360 = getelementptr double, double* %scevgep359, i64 -42
  %.265.5.i.2 = load double, double* %scevgep360, align 8, !noalias !55
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep361 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep362 = getelementptr double, double* %scevgep361, i64 -41
  %.265.6.i.2 = load double, double* %scevgep362, align 8, !noalias !55
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep363 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep364 = getelementptr double, double* %scevgep363, i64 -40
  %.265.7.i.2 = load double, double* %scevgep364, align 8, !noalias !55
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep333 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep334 = getelementptr double, double* %scevgep333, i64 -39
  %.265.i.3 = load double, double* %scevgep334, align 8, !noalias !55
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep335 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep336 = getelementptr double, double* %scevgep335, i64 -38
  %.265.1.i.3 = load double, double* %scevgep336, align 8, !noalias !55
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep337 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep338 = getelementptr double, double* %scevgep337, i64 -37
  %.265.2.i.3 = load double, double* %scevgep338, align 8, !noalias !55
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep339 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep340 = getelementptr double, double* %scevgep339, i64 -36
  %.265.3.i.3 = load double, double* %scevgep340, align 8, !noalias !55
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep341 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep342 = getelementptr double, double* %scevgep341, i64 -35
  %.265.4.i.3 = load double, double* %scevgep342, align 8, !noalias !55
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep343 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep344 = getelementptr double, double* %scevgep343, i64 -34
  %.265.5.i.3 = load double, double* %scevgep344, align 8, !noalias !55
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep345 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep346 = getelementptr double, double* %scevgep345, i64 -33
  %.265.6.i.3 = load double, double* %scevgep346, align 8, !noalias !55
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep347 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep348 = getelementptr double, double* %scevgep347, i64 -32
  %.265.7.i.3 = load double, double* %scevgep348, align 8, !noalias !55
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep317 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep318 = getelementptr double, double* %scevgep317, i64 -31
  %.265.i.4 = load double, double* %scevgep318, align 8, !noalias !55
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep319 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep320 = getelementptr double, double* %scevgep319, i64 -30
  %.265.1.i.4 = load double, double* %scevgep320, align 8, !noalias !55
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep321 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep322 = getelementptr double, double* %scevgep321, i64 -29
  %.265.2.i.4 = load double, double* %scevgep322, align 8, !noalias !55
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep323 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep324 = getelementptr double, double* %scevgep323, i64 -28
  %.265.3.i.4 = load double, double* %scevgep324, align 8, !noalias !55
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep325 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep326 = getelementptr double, double* %scevgep325, i64 -27
  %.265.4.i.4 = load double, double* %scevgep326, align 8, !noalias !55
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep327 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep328 = getelementptr double, double* %scevgep327, i64 -26
  %.265.5.i.4 = load double, double* %scevgep328, align 8, !noalias !55
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep329 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep330 = getelementptr double, double* %scevgep329, i64 -25
  %.265.6.i.4 = load double, double* %scevgep330, align 8, !noalias !55
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep331 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep332 = getelementptr double, double* %scevgep331, i64 -24
  %.265.7.i.4 = load double, double* %scevgep332, align 8, !noalias !55
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep301 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -23
  %.265.i.5 = load double, double* %scevgep302, align 8, !noalias !55
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep303 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -22
  %.265.1.i.5 = load double, double* %scevgep304, align 8, !noalias !55
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep305 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep306 = getelementptr double, double* %scevgep305, i64 -21
  %.265.2.i.5 = load double, double* %scevgep306, align 8, !noalias !55
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep307 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep308 = getelementptr double, double* %scevgep307, i64 -20
  %.265.3.i.5 = load double, double* %scevgep308, align 8, !noalias !55
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep309 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep310 = getelementptr double, double* %scevgep309, i64 -19
  %.265.4.i.5 = load double, double* %scevgep310, align 8, !noalias !55
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep311 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep312 = getelementptr double, double* %scevgep311, i64 -18
  %.265.5.i.5 = load double, double* %scevgep312, align 8, !noalias !55
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep313 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep314 = getelementptr double, double* %scevgep313, i64 -17
  %.265.6.i.5 = load double, double* %scevgep314, align 8, !noalias !55
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep315 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep316 = getelementptr double, double* %scevgep315, i64 -16
  %.265.7.i.5 = load double, double* %scevgep316, align 8, !noalias !55
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep285 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep286 = getelementptr double, double* %scevgep285, i64 -15
  %.265.i.6 = load double, double* %scevgep286, align 8, !noalias !55
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep287 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep288 = getelementptr double, double* %scevgep287, i64 -14
  %.265.1.i.6 = load double, double* %scevgep288, align 8, !noalias !55
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep289 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep290 = getelementptr double, double* %scevgep289, i64 -13
  %.265.2.i.6 = load double, double* %scevgep290, align 8, !noalias !55
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep291 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep292 = getelementptr double, double* %scevgep291, i64 -12
  %.265.3.i.6 = load double, double* %scevgep292, align 8, !noalias !55
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep293 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep294 = getelementptr double, double* %scevgep293, i64 -11
  %.265.4.i.6 = load double, double* %scevgep294, align 8, !noalias !55
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep295 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep296 = getelementptr double, double* %scevgep295, i64 -10
  %.265.5.i.6 = load double, double* %scevgep296, align 8, !noalias !55
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep297 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep298 = getelementptr double, double* %scevgep297, i64 -9
  %.265.6.i.6 = load double, double* %scevgep298, align 8, !noalias !55
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep299 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -8
  %.265.7.i.6 = load double, double* %scevgep300, align 8, !noalias !55
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep381 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep382 = getelementptr double, double* %scevgep381, i64 -7
  %.265.i.7 = load double, double* %scevgep382, align 8, !noalias !55
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep383 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep384 = getelementptr double, double* %scevgep383, i64 -6
  %.265.1.i.7 = load double, double* %scevgep384, align 8, !noalias !55
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep385 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep386 = getelementptr double, double* %scevgep385, i64 -5
  %.265.2.i.7 = load double, double* %scevgep386, align 8, !noalias !55
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep387 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep388 = getelementptr double, double* %scevgep387, i64 -4
  %.265.3.i.7 = load double, double* %scevgep388, align 8, !noalias !55
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep389 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep390 = getelementptr double, double* %scevgep389, i64 -3
  %.265.4.i.7 = load double, double* %scevgep390, align 8, !noalias !55
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep391 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep392 = getelementptr double, double* %scevgep391, i64 -2
  %.265.5.i.7 = load double, double* %scevgep392, align 8, !noalias !55
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep393 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %scevgep394 = getelementptr double, double* %scevgep393, i64 -1
  %.265.6.i.7 = load double, double* %scevgep394, align 8, !noalias !55
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.05.i, 64
  %scevgep395 = getelementptr double, double* %scevgep284, i64 %.85.05.i
  %.265.7.i.7 = load double, double* %scevgep395, align 8, !noalias !55
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next413 = add i64 %lsr.iv412, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next413, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !13

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

declare noalias i8* @NRT_Allocate(i64) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

define i8* @_ZN7cpython7kernels10row_assignB3v48B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.row_assign, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !13

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ %.73, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels10row_assignB3v48B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !13

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([133 x i8], [133 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10row_assignB3v48B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !13

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr2 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.1.load = load i64, i64* %9, align 8
  store double 0.000000e+00, double* %.45, align 8
  %.53 = call i32 @_ZN7kernels10row_assignB3v48B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 poison, i64 poison) #2
  %.54 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.61 = icmp sgt i32 %.53, 0
  %.62 = select i1 %.61, { i8*, i32, i8*, i8*, i32 }* %.54, { i8*, i32, i8*, i8*, i32 }* undef
  %.63 = load double, double* %.45, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.53, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %10 = icmp sgt i32 %.53, 0
  br i1 %10, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.if:              ; preds = %entry.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.73 = call i8* @PyFloat_FromDouble(double %.63)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.78 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.62, align 8
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 4
  %.80 = icmp sgt i32 %.79, 0
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 0
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 1
  br i1 %.80, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.53, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.86 = sext i32 %.85 to i64
  %.87 = call i8* @PyBytes_FromStringAndSize(i8* %.83, i64 %.86)
  %.88 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.62, align 8
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 2
  %.91 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 3
  %.92 = bitcast i8* %.91 to i8* (i8*)*
  %.93 = call i8* %.92(i8* %.89)
  %.94 = icmp eq i8* %.93, null
  br i1 %.94, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !13

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.107 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 2
  %.108 = call i8* @numba_unpickle(i8* %.83, i32 %.85, i8* %.107)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.110 = phi i8* [ %.98, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.108, %entry.endif.endif.endif.endif.endif.if.else ]
  %.111.not = icmp eq i8* %.110, null
  br i1 %.111.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !13

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.98 = call i8* @numba_runtime_build_excinfo_struct(i8* %.87, i8* nonnull %.93)
  %.99 = bitcast { i8*, i32, i8*, i8*, i32 }* %.62 to i8*
  call void @NRT_Free(i8* nonnull %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.110)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare void @Py_IncRef(i8*) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels10row_assignB3v48B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %.11 = call i32 @_ZN7kernels10row_assignB3v48B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 %.8, i64 poison, i64 poison) #2
  %.12 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.19 = icmp sgt i32 %.11, 0
  %.20 = select i1 %.19, { i8*, i32, i8*, i8*, i32 }* %.12, { i8*, i32, i8*, i8*, i32 }* undef
  %.21 = load double, double* %.3, align 8
  %.23 = alloca i32, align 4
  store i32 0, i32* %.23, align 4
  switch i32 %.11, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.11, 0
  call void @numba_gil_ensure(i32* nonnull %.23)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.26, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.21, %.26 ], [ %.21, %entry ], [ %.21, %entry ]
  ret double %common.ret.op

.26:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.74 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f21d0182c90>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.74)
  call void @Py_DecRef(i8* %.74)
  call void @numba_gil_release(i32* nonnull %.23)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.29 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.20, align 8
  %.30 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 4
  %.31 = icmp sgt i32 %.30, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 0
  %.36 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 1
  br i1 %.31, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.11, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.26
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.37 = sext i32 %.36 to i64
  %.38 = call i8* @PyBytes_FromStringAndSize(i8* %.34, i64 %.37)
  %.39 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.20, align 8
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 2
  %.42 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 3
  %.43 = bitcast i8* %.42 to i8* (i8*)*
  %.44 = call i8* %.43(i8* %.40)
  %.45 = icmp eq i8* %.44, null
  br i1 %.45, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !13

entry.if.if.else:                                 ; preds = %entry.if.if
  %.58 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 2
  %.59 = call i8* @numba_unpickle(i8* %.34, i32 %.36, i8* %.58)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.61 = phi i8* [ %.49, %entry.if.if.if.endif ], [ %.59, %entry.if.if.else ]
  %.62.not = icmp eq i8* %.61, null
  br i1 %.62.not, label %.26, label %entry.if.if.endif.if, !prof !13

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.49 = call i8* @numba_runtime_build_excinfo_struct(i8* %.38, i8* nonnull %.44)
  %.50 = bitcast { i8*, i32, i8*, i8*, i32 }* %.20 to i8*
  call void @NRT_Free(i8* nonnull %.50)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.61)
  br label %.26

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.26

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.26
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

define linkonce_odr i32 @_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE(i8** noalias nocapture readnone %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.src_shapes.0, i64 %arg.index_shape.0) local_unnamed_addr {
entry:
  %.75 = alloca { i8*, i64, i32, i32, i64, i8*, i8* }, align 8
  %excinfo.2 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.129 = alloca { i8*, i64, i32, i32, i64, i8*, i8* }, align 8
  %excinfo.3 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.129 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %0, i8 0, i64 48, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.225 = alloca { i8*, i64, i32, i32, i64, i8*, i8* }, align 8
  %excinfo.5 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %1 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.225 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %1, i8 0, i64 48, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  %.279 = alloca { i8*, i64, i32, i32, i64, i8*, i8* }, align 8
  %excinfo.6 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %2 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.279 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %2, i8 0, i64 48, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.6, align 8
  %.408 = alloca { i8*, i64, i32, i32, i64, i8*, i8* }, align 8
  %excinfo.9 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %3 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.408 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %3, i8 0, i64 48, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.9, align 8
  %.462 = alloca { i8*, i64, i32, i32, i64, i8*, i8* }, align 8
  %excinfo.10 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %4 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.462 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %4, i8 0, i64 48, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.10, align 8
  %.494 = alloca { i8*, i64, i32, i32, i64, i8*, i8* }, align 8
  %excinfo.11 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %5 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.494 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %5, i8 0, i64 48, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.11, align 8
  %.15.i.i = icmp slt i64 %arg.src_shapes.0, 0
  br i1 %.15.i.i, label %B32.thread.i.i, label %B32.i.i

B32.thread.i.i:                                   ; preds = %entry
  %.18.i.i = sub i64 0, %arg.src_shapes.0
  br label %for.end.1.endif.i.i

B32.i.i:                                          ; preds = %entry
  %.29.i.i = icmp eq i64 %arg.src_shapes.0, 0
  br i1 %.29.i.i, label %B42.endif, label %for.end.1.endif.i.i

B306.i.i:                                         ; preds = %B246.endif.i.i, %for.end.1.endif.endif.i.i
  %.256.i.i = icmp sgt i64 %n.3.025.i.i, 0
  br i1 %.256.i.i, label %B328.else.if.preheader.i.i, label %B42.endif

B328.else.if.preheader.i.i:                       ; preds = %B306.i.i
  %scevgep.i.i = getelementptr i8, i8* %.6.i.i.i, i64 %.70.i.i
  br label %B328.else.if.i.i

for.end.1.endif.i.i:                              ; preds = %B32.i.i, %B32.thread.i.i
  %n.3.025.i.i = phi i64 [ %.18.i.i, %B32.thread.i.i ], [ %arg.src_shapes.0, %B32.i.i ]
  %arg.n.lobit.i.i = lshr i64 %arg.src_shapes.0, 63
  %.79.i.i = sitofp i64 %n.3.025.i.i to double
  %.80.i.i = tail call double @llvm.log10.f64(double %.79.i.i)
  %.92.i.i = tail call double @llvm.floor.f64(double %.80.i.i)
  %.97.i.i = fptosi double %.92.i.i to i64
  %.70.i.i = add i64 %arg.n.lobit.i.i, %.97.i.i
  %.98.i.i = add i64 %.70.i.i, 1
  %.134.i.i = add i64 %.70.i.i, 2
  %.136.i.i = tail call i8* @NRT_MemInfo_alloc(i64 %.134.i.i), !noalias !60
  %.137.i.i = icmp eq i8* %.136.i.i, null
  br i1 %.137.i.i, label %B42.if, label %for.end.1.endif.endif.i.i, !prof !13

for.end.1.endif.endif.i.i:                        ; preds = %for.end.1.endif.i.i
  %6 = icmp slt i64 %arg.src_shapes.0, 0
  %.5.i.i.i = getelementptr i8, i8* %.136.i.i, i64 24
  %7 = bitcast i8* %.5.i.i.i to i8**
  %.6.i.i.i = load i8*, i8** %7, align 8, !noalias !60
  br i1 %6, label %B246.endif.i.i, label %B306.i.i

B246.endif.i.i:                                   ; preds = %for.end.1.endif.endif.i.i
  store i8 45, i8* %.6.i.i.i, align 1, !noalias !67
  br label %B306.i.i

B328.else.if.i.i:                                 ; preds = %B328.else.if.i.i, %B328.else.if.preheader.i.i
  %lsr.iv.i.i = phi i8* [ %scevgep.i.i, %B328.else.if.preheader.i.i ], [ %scevgep26.i.i, %B328.else.if.i.i ]
  %n.4.0.i.i = phi i64 [ %n.3.025.i.i, %B328.else.if.preheader.i.i ], [ %.281.i.i, %B328.else.if.i.i ]
  %.282.i.i = srem i64 %n.4.0.i.i, 10
  %.281.i.i = sdiv i64 %n.4.0.i.i, 10
  %8 = trunc i64 %.282.i.i to i8
  %.41.i.i.i = add nsw i8 %8, 48
  store i8 %.41.i.i.i, i8* %lsr.iv.i.i, align 1, !noalias !71
  %.393.i.i = icmp sgt i64 %n.4.0.i.i, 9
  %scevgep26.i.i = getelementptr i8, i8* %lsr.iv.i.i, i64 -1
  br i1 %.393.i.i, label %B328.else.if.i.i, label %B42.endif

B42.if:                                           ; preds = %for.end.1.endif.i.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783206219776, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B42.endif:                                        ; preds = %B328.else.if.i.i, %B306.i.i, %B32.i.i
  %.20.sroa.20.0.ph = phi i8* [ null, %B32.i.i ], [ %.136.i.i, %B306.i.i ], [ %.136.i.i, %B328.else.if.i.i ]
  %.20.sroa.4.0.ph = phi i64 [ 1, %B32.i.i ], [ %.98.i.i, %B306.i.i ], [ %.98.i.i, %B328.else.if.i.i ]
  %.20.sroa.0.0.ph = phi i8* [ getelementptr inbounds ([2 x i8], [2 x i8]* @.bytes.5317899729839767045, i64 0, i64 0), %B32.i.i ], [ %.6.i.i.i, %B306.i.i ], [ %.6.i.i.i, %B328.else.if.i.i ]
  %9 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.75 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %9, i8 0, i64 48, i1 false)
  %.79 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* nonnull %.75, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.2, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.bytes.-3596957514301255344, i64 0, i64 0), i64 1, i32 1, i32 1, i64 -1, i8* null, i8* null, i8* %.20.sroa.0.0.ph, i64 %.20.sroa.4.0.ph, i32 1, i32 1, i64 -1, i8* %.20.sroa.20.0.ph, i8* null)
  %sunkaddr = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.75, i64 0, i32 5
  %.89.fca.5.load = load i8*, i8** %sunkaddr, align 8
  switch i32 %.79, label %B42.endif.if [
    i32 -2, label %B42.endif.endif
    i32 0, label %B42.endif.endif
  ]

common.ret:                                       ; preds = %B364.endif.endif.endif.endif.endif.endif.endif, %B364.endif.endif.endif.endif.endif.endif.if, %B364.endif.endif.endif.endif.endif.if, %B364.endif.endif.endif.endif.if, %B364.endif.endif.endif.if, %B364.endif.endif.if, %B281.endif.endif.if, %B281.endif.if, %B281.if, %B42.endif.endif.if, %B42.endif.if, %B42.if
  %common.ret.op = phi i32 [ 1, %B364.endif.endif.endif.endif.endif.if ], [ 1, %B364.endif.endif.endif.endif.endif.endif.if ], [ 1, %B364.endif.endif.endif.endif.endif.endif.endif ], [ 1, %B42.if ], [ %.79, %B42.endif.if ], [ %.133, %B42.endif.endif.if ], [ 1, %B281.if ], [ %.229, %B281.endif.if ], [ %.283, %B281.endif.endif.if ], [ %.412, %B364.endif.endif.if ], [ %.466, %B364.endif.endif.endif.if ], [ %.498, %B364.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B42.endif.if:                                     ; preds = %B42.endif
  %.87 = icmp sgt i32 %.79, 0
  %.80 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.88 = select i1 %.87, { i8*, i32, i8*, i8*, i32 }* %.80, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.88, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B42.endif.endif:                                  ; preds = %B42.endif, %B42.endif
  %10 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.129 to i8*
  %11 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.129 to i8**
  %12 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.75 to i8**
  %sunkaddr104 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.75, i64 0, i32 6
  %.89.fca.6.load = load i8*, i8** %sunkaddr104, align 8
  %sunkaddr105 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.75, i64 0, i32 4
  %.89.fca.4.load = load i64, i64* %sunkaddr105, align 8
  %sunkaddr106 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.75, i64 0, i32 3
  %.89.fca.3.load = load i32, i32* %sunkaddr106, align 4
  %sunkaddr107 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.75, i64 0, i32 2
  %.89.fca.2.load = load i32, i32* %sunkaddr107, align 8
  %sunkaddr108 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.75, i64 0, i32 1
  %.89.fca.1.load = load i64, i64* %sunkaddr108, align 8
  %.89.fca.0.load = load i8*, i8** %12, align 8
  tail call void @NRT_decref(i8* %.20.sroa.20.0.ph)
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %10, i8 0, i64 48, i1 false)
  %.133 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* nonnull %.129, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %.89.fca.0.load, i64 %.89.fca.1.load, i32 %.89.fca.2.load, i32 %.89.fca.3.load, i64 %.89.fca.4.load, i8* %.89.fca.5.load, i8* %.89.fca.6.load, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.bytes.8891677930182646943, i64 0, i64 0), i64 2, i32 1, i32 1, i64 -1, i8* null, i8* null)
  %.143.fca.0.load = load i8*, i8** %11, align 8
  %sunkaddr109 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.129, i64 0, i32 1
  %.143.fca.1.load = load i64, i64* %sunkaddr109, align 8
  %sunkaddr110 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.129, i64 0, i32 2
  %.143.fca.2.load = load i32, i32* %sunkaddr110, align 8
  %sunkaddr111 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.129, i64 0, i32 3
  %.143.fca.3.load = load i32, i32* %sunkaddr111, align 4
  %sunkaddr112 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.129, i64 0, i32 4
  %.143.fca.4.load = load i64, i64* %sunkaddr112, align 8
  %sunkaddr113 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.129, i64 0, i32 5
  %.143.fca.5.load = load i8*, i8** %sunkaddr113, align 8
  %sunkaddr114 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.129, i64 0, i32 6
  %.143.fca.6.load = load i8*, i8** %sunkaddr114, align 8
  switch i32 %.133, label %B42.endif.endif.if [
    i32 -2, label %B42.endif.endif.endif
    i32 0, label %B42.endif.endif.endif
  ]

B42.endif.endif.if:                               ; preds = %B42.endif.endif
  %.141 = icmp sgt i32 %.133, 0
  %.134 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.142 = select i1 %.141, { i8*, i32, i8*, i8*, i32 }* %.134, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.142, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B42.endif.endif.endif:                            ; preds = %B42.endif.endif, %B42.endif.endif
  tail call void @NRT_decref(i8* %.89.fca.5.load)
  %.15.i.i1 = icmp slt i64 %arg.index_shape.0, 0
  br i1 %.15.i.i1, label %B32.thread.i.i3, label %B32.i.i5

B32.thread.i.i3:                                  ; preds = %B42.endif.endif.endif
  %.18.i.i2 = sub i64 0, %arg.index_shape.0
  br label %for.end.1.endif.i.i21

B32.i.i5:                                         ; preds = %B42.endif.endif.endif
  %.29.i.i4 = icmp eq i64 %arg.index_shape.0, 0
  br i1 %.29.i.i4, label %B281.endif, label %for.end.1.endif.i.i21

B306.i.i7:                                        ; preds = %B246.endif.i.i25, %for.end.1.endif.endif.i.i24
  %.256.i.i6 = icmp sgt i64 %n.3.025.i.i10, 0
  br i1 %.256.i.i6, label %B328.else.if.preheader.i.i9, label %B281.endif

B328.else.if.preheader.i.i9:                      ; preds = %B306.i.i7
  %scevgep.i.i8 = getelementptr i8, i8* %.6.i.i.i23, i64 %.70.i.i16
  br label %B328.else.if.i.i33

for.end.1.endif.i.i21:                            ; preds = %B32.i.i5, %B32.thread.i.i3
  %n.3.025.i.i10 = phi i64 [ %.18.i.i2, %B32.thread.i.i3 ], [ %arg.index_shape.0, %B32.i.i5 ]
  %arg.n.lobit.i.i11 = lshr i64 %arg.index_shape.0, 63
  %.79.i.i12 = sitofp i64 %n.3.025.i.i10 to double
  %.80.i.i13 = tail call double @llvm.log10.f64(double %.79.i.i12)
  %.92.i.i14 = tail call double @llvm.floor.f64(double %.80.i.i13)
  %.97.i.i15 = fptosi double %.92.i.i14 to i64
  %.70.i.i16 = add i64 %arg.n.lobit.i.i11, %.97.i.i15
  %.98.i.i17 = add i64 %.70.i.i16, 1
  %.134.i.i18 = add i64 %.70.i.i16, 2
  %.136.i.i19 = tail call i8* @NRT_MemInfo_alloc(i64 %.134.i.i18), !noalias !75
  %.137.i.i20 = icmp eq i8* %.136.i.i19, null
  br i1 %.137.i.i20, label %B281.if, label %for.end.1.endif.endif.i.i24, !prof !13

for.end.1.endif.endif.i.i24:                      ; preds = %for.end.1.endif.i.i21
  %13 = icmp slt i64 %arg.index_shape.0, 0
  %.5.i.i.i22 = getelementptr i8, i8* %.136.i.i19, i64 24
  %14 = bitcast i8* %.5.i.i.i22 to i8**
  %.6.i.i.i23 = load i8*, i8** %14, align 8, !noalias !75
  br i1 %13, label %B246.endif.i.i25, label %B306.i.i7

B246.endif.i.i25:                                 ; preds = %for.end.1.endif.endif.i.i24
  store i8 45, i8* %.6.i.i.i23, align 1, !noalias !82
  br label %B306.i.i7

B328.else.if.i.i33:                               ; preds = %B328.else.if.i.i33, %B328.else.if.preheader.i.i9
  %lsr.iv.i.i26 = phi i8* [ %scevgep.i.i8, %B328.else.if.preheader.i.i9 ], [ %scevgep26.i.i32, %B328.else.if.i.i33 ]
  %n.4.0.i.i27 = phi i64 [ %n.3.025.i.i10, %B328.else.if.preheader.i.i9 ], [ %.281.i.i29, %B328.else.if.i.i33 ]
  %.282.i.i28 = srem i64 %n.4.0.i.i27, 10
  %.281.i.i29 = sdiv i64 %n.4.0.i.i27, 10
  %15 = trunc i64 %.282.i.i28 to i8
  %.41.i.i.i30 = add nsw i8 %15, 48
  store i8 %.41.i.i.i30, i8* %lsr.iv.i.i26, align 1, !noalias !86
  %.393.i.i31 = icmp sgt i64 %n.4.0.i.i27, 9
  %scevgep26.i.i32 = getelementptr i8, i8* %lsr.iv.i.i26, i64 -1
  br i1 %.393.i.i31, label %B328.else.if.i.i33, label %B281.endif

B281.if:                                          ; preds = %for.end.1.endif.i.i21
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783206219776, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B281.endif:                                       ; preds = %B328.else.if.i.i33, %B306.i.i7, %B32.i.i5
  %.172.sroa.20.0.ph = phi i8* [ null, %B32.i.i5 ], [ %.136.i.i19, %B306.i.i7 ], [ %.136.i.i19, %B328.else.if.i.i33 ]
  %.172.sroa.4.0.ph = phi i64 [ 1, %B32.i.i5 ], [ %.98.i.i17, %B306.i.i7 ], [ %.98.i.i17, %B328.else.if.i.i33 ]
  %.172.sroa.0.0.ph = phi i8* [ getelementptr inbounds ([2 x i8], [2 x i8]* @.bytes.5317899729839767045, i64 0, i64 0), %B32.i.i5 ], [ %.6.i.i.i23, %B306.i.i7 ], [ %.6.i.i.i23, %B328.else.if.i.i33 ]
  %16 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.225 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %16, i8 0, i64 48, i1 false)
  %.229 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* nonnull %.225, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.5, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.bytes.-3596957514301255344, i64 0, i64 0), i64 1, i32 1, i32 1, i64 -1, i8* null, i8* null, i8* %.172.sroa.0.0.ph, i64 %.172.sroa.4.0.ph, i32 1, i32 1, i64 -1, i8* %.172.sroa.20.0.ph, i8* null)
  %sunkaddr115 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.225, i64 0, i32 5
  %.239.fca.5.load = load i8*, i8** %sunkaddr115, align 8
  switch i32 %.229, label %B281.endif.if [
    i32 -2, label %B281.endif.endif
    i32 0, label %B281.endif.endif
  ]

B281.endif.if:                                    ; preds = %B281.endif
  %.237 = icmp sgt i32 %.229, 0
  %.230 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  %.238 = select i1 %.237, { i8*, i32, i8*, i8*, i32 }* %.230, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.238, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B281.endif.endif:                                 ; preds = %B281.endif, %B281.endif
  %17 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.279 to i8*
  %18 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.225 to i8**
  %sunkaddr116 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.225, i64 0, i32 6
  %.239.fca.6.load = load i8*, i8** %sunkaddr116, align 8
  %sunkaddr117 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.225, i64 0, i32 4
  %.239.fca.4.load = load i64, i64* %sunkaddr117, align 8
  %sunkaddr118 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.225, i64 0, i32 3
  %.239.fca.3.load = load i32, i32* %sunkaddr118, align 4
  %sunkaddr119 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.225, i64 0, i32 2
  %.239.fca.2.load = load i32, i32* %sunkaddr119, align 8
  %sunkaddr120 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.225, i64 0, i32 1
  %.239.fca.1.load = load i64, i64* %sunkaddr120, align 8
  %.239.fca.0.load = load i8*, i8** %18, align 8
  tail call void @NRT_decref(i8* %.172.sroa.20.0.ph)
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %17, i8 0, i64 48, i1 false)
  %.283 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* nonnull %.279, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.6, i8* %.239.fca.0.load, i64 %.239.fca.1.load, i32 %.239.fca.2.load, i32 %.239.fca.3.load, i64 %.239.fca.4.load, i8* %.239.fca.5.load, i8* %.239.fca.6.load, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.bytes.8891677930182646943, i64 0, i64 0), i64 2, i32 1, i32 1, i64 -1, i8* null, i8* null)
  switch i32 %.283, label %B281.endif.endif.if [
    i32 -2, label %B364.endif.endif
    i32 0, label %B364.endif.endif
  ]

B281.endif.endif.if:                              ; preds = %B281.endif.endif
  %.291 = icmp sgt i32 %.283, 0
  %.284 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.6, align 8
  %.292 = select i1 %.291, { i8*, i32, i8*, i8*, i32 }* %.284, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.292, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B364.endif.endif:                                 ; preds = %B281.endif.endif, %B281.endif.endif
  %19 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.408 to i8*
  %20 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.408 to i8**
  %21 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.279 to i8**
  %sunkaddr121 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.279, i64 0, i32 6
  %.293.fca.6.load = load i8*, i8** %sunkaddr121, align 8
  %sunkaddr122 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.279, i64 0, i32 5
  %.293.fca.5.load = load i8*, i8** %sunkaddr122, align 8
  %sunkaddr123 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.279, i64 0, i32 4
  %.293.fca.4.load = load i64, i64* %sunkaddr123, align 8
  %sunkaddr124 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.279, i64 0, i32 3
  %.293.fca.3.load = load i32, i32* %sunkaddr124, align 4
  %sunkaddr125 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.279, i64 0, i32 2
  %.293.fca.2.load = load i32, i32* %sunkaddr125, align 8
  %sunkaddr126 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.279, i64 0, i32 1
  %.293.fca.1.load = load i64, i64* %sunkaddr126, align 8
  %.293.fca.0.load = load i8*, i8** %21, align 8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %19, i8 0, i64 48, i1 false)
  %.412 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* nonnull %.408, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.9, i8* getelementptr inbounds ([30 x i8], [30 x i8]* @.bytes.-3729243754832727719, i64 0, i64 0), i64 29, i32 1, i32 1, i64 -1, i8* null, i8* null, i8* %.143.fca.0.load, i64 %.143.fca.1.load, i32 %.143.fca.2.load, i32 %.143.fca.3.load, i64 %.143.fca.4.load, i8* %.143.fca.5.load, i8* %.143.fca.6.load)
  %.422.fca.0.load = load i8*, i8** %20, align 8
  %sunkaddr127 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.408, i64 0, i32 1
  %.422.fca.1.load = load i64, i64* %sunkaddr127, align 8
  %sunkaddr128 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.408, i64 0, i32 2
  %.422.fca.2.load = load i32, i32* %sunkaddr128, align 8
  %sunkaddr129 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.408, i64 0, i32 3
  %.422.fca.3.load = load i32, i32* %sunkaddr129, align 4
  %sunkaddr130 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.408, i64 0, i32 4
  %.422.fca.4.load = load i64, i64* %sunkaddr130, align 8
  %sunkaddr131 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.408, i64 0, i32 5
  %.422.fca.5.load = load i8*, i8** %sunkaddr131, align 8
  %sunkaddr132 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.408, i64 0, i32 6
  %.422.fca.6.load = load i8*, i8** %sunkaddr132, align 8
  tail call void @NRT_decref(i8* %.239.fca.5.load)
  switch i32 %.412, label %B364.endif.endif.if [
    i32 -2, label %B364.endif.endif.endif
    i32 0, label %B364.endif.endif.endif
  ]

B364.endif.endif.if:                              ; preds = %B364.endif.endif
  %.420 = icmp sgt i32 %.412, 0
  %.413 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.9, align 8
  %.421 = select i1 %.420, { i8*, i32, i8*, i8*, i32 }* %.413, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.421, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B364.endif.endif.endif:                           ; preds = %B364.endif.endif, %B364.endif.endif
  %22 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.462 to i8*
  tail call void @NRT_decref(i8* %.143.fca.5.load)
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %22, i8 0, i64 48, i1 false)
  %.466 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* nonnull %.462, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.10, i8* %.422.fca.0.load, i64 %.422.fca.1.load, i32 %.422.fca.2.load, i32 %.422.fca.3.load, i64 %.422.fca.4.load, i8* %.422.fca.5.load, i8* %.422.fca.6.load, i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.bytes.-4030968085971895554, i64 0, i64 0), i64 21, i32 1, i32 1, i64 -1, i8* null, i8* null)
  %sunkaddr133 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.462, i64 0, i32 5
  %.476.fca.5.load = load i8*, i8** %sunkaddr133, align 8
  switch i32 %.466, label %B364.endif.endif.endif.if [
    i32 -2, label %B364.endif.endif.endif.endif
    i32 0, label %B364.endif.endif.endif.endif
  ]

B364.endif.endif.endif.if:                        ; preds = %B364.endif.endif.endif
  %.474 = icmp sgt i32 %.466, 0
  %.467 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.10, align 8
  %.475 = select i1 %.474, { i8*, i32, i8*, i8*, i32 }* %.467, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.475, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B364.endif.endif.endif.endif:                     ; preds = %B364.endif.endif.endif, %B364.endif.endif.endif
  %23 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.494 to i8*
  %24 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.494 to i8**
  %25 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.462 to i8**
  %sunkaddr134 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.462, i64 0, i32 6
  %.476.fca.6.load = load i8*, i8** %sunkaddr134, align 8
  %sunkaddr135 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.462, i64 0, i32 4
  %.476.fca.4.load = load i64, i64* %sunkaddr135, align 8
  %sunkaddr136 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.462, i64 0, i32 3
  %.476.fca.3.load = load i32, i32* %sunkaddr136, align 4
  %sunkaddr137 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.462, i64 0, i32 2
  %.476.fca.2.load = load i32, i32* %sunkaddr137, align 8
  %sunkaddr138 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.462, i64 0, i32 1
  %.476.fca.1.load = load i64, i64* %sunkaddr138, align 8
  %.476.fca.0.load = load i8*, i8** %25, align 8
  tail call void @NRT_decref(i8* %.422.fca.5.load)
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %23, i8 0, i64 48, i1 false)
  %.498 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* nonnull %.494, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.11, i8* %.476.fca.0.load, i64 %.476.fca.1.load, i32 %.476.fca.2.load, i32 %.476.fca.3.load, i64 %.476.fca.4.load, i8* %.476.fca.5.load, i8* %.476.fca.6.load, i8* %.293.fca.0.load, i64 %.293.fca.1.load, i32 %.293.fca.2.load, i32 %.293.fca.3.load, i64 %.293.fca.4.load, i8* %.293.fca.5.load, i8* %.293.fca.6.load)
  %.508.fca.0.load = load i8*, i8** %24, align 8
  %sunkaddr139 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.494, i64 0, i32 1
  %.508.fca.1.load = load i64, i64* %sunkaddr139, align 8
  %sunkaddr140 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.494, i64 0, i32 2
  %.508.fca.2.load = load i32, i32* %sunkaddr140, align 8
  %sunkaddr141 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.494, i64 0, i32 3
  %.508.fca.3.load = load i32, i32* %sunkaddr141, align 4
  %sunkaddr142 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.494, i64 0, i32 4
  %.508.fca.4.load = load i64, i64* %sunkaddr142, align 8
  %sunkaddr143 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.494, i64 0, i32 5
  %.508.fca.5.load = load i8*, i8** %sunkaddr143, align 8
  %sunkaddr144 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.494, i64 0, i32 6
  %.508.fca.6.load = load i8*, i8** %sunkaddr144, align 8
  switch i32 %.498, label %B364.endif.endif.endif.endif.if [
    i32 -2, label %B364.endif.endif.endif.endif.endif
    i32 0, label %B364.endif.endif.endif.endif.endif
  ]

B364.endif.endif.endif.endif.if:                  ; preds = %B364.endif.endif.endif.endif
  %.506 = icmp sgt i32 %.498, 0
  %.499 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.11, align 8
  %.507 = select i1 %.506, { i8*, i32, i8*, i8*, i32 }* %.499, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.507, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B364.endif.endif.endif.endif.endif:               ; preds = %B364.endif.endif.endif.endif, %B364.endif.endif.endif.endif
  tail call void @NRT_incref(i8* %.508.fca.5.load)
  %.529 = tail call i8* @NRT_Allocate(i64 48)
  %.530 = icmp eq i8* %.529, null
  tail call void @NRT_decref(i8* %.476.fca.5.load)
  tail call void @NRT_decref(i8* %.293.fca.5.load)
  br i1 %.530, label %B364.endif.endif.endif.endif.endif.if, label %B364.endif.endif.endif.endif.endif.endif, !prof !13

B364.endif.endif.endif.endif.endif.if:            ; preds = %B364.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783205190080, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !32
  br label %common.ret

B364.endif.endif.endif.endif.endif.endif:         ; preds = %B364.endif.endif.endif.endif.endif
  %.538.repack = bitcast i8* %.529 to i8**
  store i8* %.508.fca.0.load, i8** %.538.repack, align 8
  %.538.repack55 = getelementptr inbounds i8, i8* %.529, i64 8
  %26 = bitcast i8* %.538.repack55 to i64*
  store i64 %.508.fca.1.load, i64* %26, align 8
  %.538.repack57 = getelementptr inbounds i8, i8* %.529, i64 16
  %27 = bitcast i8* %.538.repack57 to i32*
  store i32 %.508.fca.2.load, i32* %27, align 8
  %.538.repack59 = getelementptr inbounds i8, i8* %.529, i64 20
  %28 = bitcast i8* %.538.repack59 to i32*
  store i32 %.508.fca.3.load, i32* %28, align 4
  %.538.repack61 = getelementptr inbounds i8, i8* %.529, i64 24
  %29 = bitcast i8* %.538.repack61 to i64*
  store i64 %.508.fca.4.load, i64* %29, align 8
  %.538.repack63 = getelementptr inbounds i8, i8* %.529, i64 32
  %30 = bitcast i8* %.538.repack63 to i8**
  store i8* %.508.fca.5.load, i8** %30, align 8
  %.538.repack65 = getelementptr inbounds i8, i8* %.529, i64 40
  %31 = bitcast i8* %.538.repack65 to i8**
  store i8* %.508.fca.6.load, i8** %31, align 8
  %.540 = tail call i8* @NRT_Allocate(i64 40)
  %.541 = icmp eq i8* %.540, null
  br i1 %.541, label %B364.endif.endif.endif.endif.endif.endif.if, label %B364.endif.endif.endif.endif.endif.endif.endif, !prof !13

B364.endif.endif.endif.endif.endif.endif.if:      ; preds = %B364.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783205190080, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !32
  br label %common.ret

B364.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B364.endif.endif.endif.endif.endif.endif
  %.553 = bitcast i8* %.540 to i8**
  store i8* getelementptr inbounds ([360 x i8], [360 x i8]* @.const.pickledata.139783206704640, i64 0, i64 0), i8** %.553, align 8
  %.555 = getelementptr i8, i8* %.540, i64 8
  %32 = bitcast i8* %.555 to i32*
  store i32 360, i32* %32, align 4
  %.557 = getelementptr i8, i8* %.540, i64 16
  %33 = bitcast i8* %.557 to i8**
  store i8* %.529, i8** %33, align 8
  %.559 = getelementptr i8, i8* %.540, i64 24
  %34 = bitcast i8* %.559 to i8**
  store i8* bitcast (i8* (i8*)* @__excinfo_unwrap_argsd045637d4d71c2c2f78bb75bb1b884b231b0debf to i8*), i8** %34, align 8
  %.561 = getelementptr i8, i8* %.540, i64 32
  %35 = bitcast i8* %.561 to i32*
  store i32 1, i32* %35, align 4
  %36 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo to i8**
  store i8* %.540, i8** %36, align 8
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log10.f64(double) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #0

declare noalias i8* @NRT_MemInfo_alloc(i64) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readonly %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, i8* %arg.a.5, i8* nocapture readnone %arg.a.6, i8* nocapture readonly %arg.b.0, i64 %arg.b.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, i8* %arg.b.5, i8* nocapture readnone %arg.b.6) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.5)
  tail call void @NRT_incref(i8* %arg.b.5)
  %.38 = add nsw i64 %arg.b.1, %arg.a.1
  %.12.i = icmp eq i32 %arg.a.2, 0
  %.16.i = icmp eq i32 %arg.b.2, 0
  %or.cond.i = select i1 %.12.i, i1 true, i1 %.16.i
  br i1 %or.cond.i, label %B0.if, label %B78.i, !prof !90

B78.i:                                            ; preds = %entry
  switch i32 %arg.a.2, label %B0.if [
    i32 1, label %B0.endif.endif
    i32 2, label %B126.i
    i32 4, label %B0.endif.endif.thread
  ]

B126.i:                                           ; preds = %B78.i
  %.46.i = icmp eq i32 %arg.b.2, 4
  br i1 %.46.i, label %B0.endif.endif.thread, label %B0.endif.endif.thread66

B0.endif.endif.thread66:                          ; preds = %B126.i
  %.9.i68 = icmp eq i32 %arg.a.3, 1
  %.13.i69 = icmp eq i32 %arg.b.3, 1
  %or.cond.i3770 = select i1 %.9.i68, i1 %.13.i69, i1 false
  %storemerge.i71 = zext i1 %or.cond.i3770 to i32
  br label %B52.i.i

B230:                                             ; preds = %B230.preheader, %B230.endif.endif
  %.200.0101 = phi i64 [ %.269, %B230.endif.endif ], [ 0, %B230.preheader ]
  %.269 = add nuw nsw i64 %.200.0101, 1
  switch i32 %arg.a.2, label %B230.endif [
    i32 1, label %B36.i25
    i32 2, label %B110.i30
    i32 4, label %B184.i35
  ]

B36.i25:                                          ; preds = %B230
  %scevgep1278 = getelementptr i8, i8* %arg.a.0, i64 %.200.0101
  %.37.i23 = load i8, i8* %scevgep1278, align 1, !noalias !91
  %.41.i24 = zext i8 %.37.i23 to i64
  br label %B230.endif

B110.i30:                                         ; preds = %B230
  %0 = shl nuw i64 %.200.0101, 1
  %scevgep1276 = getelementptr i8, i8* %arg.a.0, i64 %0
  %scevgep12761277 = bitcast i8* %scevgep1276 to i16*
  %.66.i28 = load i16, i16* %scevgep12761277, align 2, !noalias !91
  %.70.i29 = zext i16 %.66.i28 to i64
  br label %B230.endif

B184.i35:                                         ; preds = %B230
  %1 = shl i64 %.200.0101, 2
  %scevgep1274 = getelementptr i8, i8* %arg.a.0, i64 %1
  %scevgep12741275 = bitcast i8* %scevgep1274 to i32*
  %.95.i33 = load i32, i32* %scevgep12741275, align 4, !noalias !91
  %.98.i34 = zext i32 %.95.i33 to i64
  br label %B230.endif

common.ret:                                       ; preds = %B354.endif.endif.if, %B230.endif.if, %B0.endif.endif.if, %B0.if, %B452
  %common.ret.op = phi i32 [ 0, %B452 ], [ 1, %B0.if ], [ 1, %B0.endif.endif.if ], [ 1, %B354.endif.endif.if ], [ 1, %B230.endif.if ]
  ret i32 %common.ret.op

B452.loopexit.unr-lcssa.loopexit.unr-lcssa:       ; preds = %B36.i.us.7.3, %B354.endif.us.preheader.new
  %.397.098.us.unr374 = phi i64 [ 0, %B354.endif.us.preheader.new ], [ %.466.us.7172.3, %B36.i.us.7.3 ]
  %lcmp.mod.not449 = icmp eq i64 %xtraiter365, 0
  br i1 %lcmp.mod.not449, label %B452.loopexit.unr-lcssa, label %B354.endif.us.epil366.preheader

B354.endif.us.epil366.preheader:                  ; preds = %B452.loopexit.unr-lcssa.loopexit.unr-lcssa
  %2 = add i64 %.397.098.us.unr374, %arg.a.1
  %scevgep459 = getelementptr i8, i8* %.6.i.i, i64 %2
  %3 = add nuw nsw i64 %.397.098.us.unr374, 7
  %scevgep535 = getelementptr i8, i8* %arg.b.0, i64 %3
  %4 = shl i64 %.397.098.us.unr374, 1
  %5 = add i64 %4, 14
  %scevgep551 = getelementptr i8, i8* %arg.b.0, i64 %5
  %6 = shl i64 %.397.098.us.unr374, 2
  %7 = add i64 %6, 28
  %scevgep575 = getelementptr i8, i8* %arg.b.0, i64 %7
  %8 = shl i64 %xtraiter365, 3
  br label %B354.endif.us.epil366

B354.endif.us.epil366:                            ; preds = %B36.i.us.7.epil, %B354.endif.us.epil366.preheader
  %lsr.iv = phi i64 [ 0, %B354.endif.us.epil366.preheader ], [ %lsr.iv.next, %B36.i.us.7.epil ]
  switch i32 %arg.b.2, label %B36.i.us.epil372 [
    i32 1, label %B36.i.us.thread.epil
    i32 2, label %B36.i.us.thread104.epil
    i32 4, label %B36.i.us.thread108.epil
  ]

B36.i.us.thread108.epil:                          ; preds = %B354.endif.us.epil366
  %9 = shl nuw nsw i64 %lsr.iv, 2
  %scevgep978 = getelementptr i8, i8* %scevgep575, i64 %9
  %scevgep978979 = bitcast i8* %scevgep978 to i32*
  %scevgep980 = getelementptr i32, i32* %scevgep978979, i64 -7
  %.95.i.us.epil367 = load i32, i32* %scevgep980, align 4, !noalias !94
  %.98.i.us.epil368 = trunc i32 %.95.i.us.epil367 to i8
  %scevgep919 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  store i8 %.98.i.us.epil368, i8* %scevgep919, align 1, !noalias !97
  %10 = shl nuw nsw i64 %lsr.iv, 2
  %scevgep975 = getelementptr i8, i8* %scevgep575, i64 %10
  %scevgep975976 = bitcast i8* %scevgep975 to i32*
  %scevgep977 = getelementptr i32, i32* %scevgep975976, i64 -6
  %.95.i.us.1.epil = load i32, i32* %scevgep977, align 4, !noalias !94
  %.98.i.us.1.epil = trunc i32 %.95.i.us.1.epil to i8
  %scevgep914 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep915 = getelementptr i8, i8* %scevgep914, i64 1
  store i8 %.98.i.us.1.epil, i8* %scevgep915, align 1, !noalias !97
  %11 = shl nuw nsw i64 %lsr.iv, 2
  %scevgep972 = getelementptr i8, i8* %scevgep575, i64 %11
  %scevgep972973 = bitcast i8* %scevgep972 to i32*
  %scevgep974 = getelementptr i32, i32* %scevgep972973, i64 -5
  %.95.i.us.2.epil = load i32, i32* %scevgep974, align 4, !noalias !94
  %.98.i.us.2.epil = trunc i32 %.95.i.us.2.epil to i8
  %scevgep911 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep913 = getelementptr i8, i8* %scevgep911, i64 2
  store i8 %.98.i.us.2.epil, i8* %scevgep913, align 1, !noalias !97
  %12 = shl nuw nsw i64 %lsr.iv, 2
  %scevgep969 = getelementptr i8, i8* %scevgep575, i64 %12
  %scevgep969970 = bitcast i8* %scevgep969 to i32*
  %scevgep971 = getelementptr i32, i32* %scevgep969970, i64 -4
  %.95.i.us.3.epil = load i32, i32* %scevgep971, align 4, !noalias !94
  %.98.i.us.3.epil = trunc i32 %.95.i.us.3.epil to i8
  %scevgep906 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep909 = getelementptr i8, i8* %scevgep906, i64 3
  store i8 %.98.i.us.3.epil, i8* %scevgep909, align 1, !noalias !97
  %13 = shl nuw nsw i64 %lsr.iv, 2
  %scevgep966 = getelementptr i8, i8* %scevgep575, i64 %13
  %scevgep966967 = bitcast i8* %scevgep966 to i32*
  %scevgep968 = getelementptr i32, i32* %scevgep966967, i64 -3
  %.95.i.us.4.epil = load i32, i32* %scevgep968, align 4, !noalias !94
  %.98.i.us.4.epil = trunc i32 %.95.i.us.4.epil to i8
  %scevgep901 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep904 = getelementptr i8, i8* %scevgep901, i64 4
  store i8 %.98.i.us.4.epil, i8* %scevgep904, align 1, !noalias !97
  %14 = shl nuw nsw i64 %lsr.iv, 2
  %scevgep963 = getelementptr i8, i8* %scevgep575, i64 %14
  %scevgep963964 = bitcast i8* %scevgep963 to i32*
  %scevgep965 = getelementptr i32, i32* %scevgep963964, i64 -2
  %.95.i.us.5.epil = load i32, i32* %scevgep965, align 4, !noalias !94
  %.98.i.us.5.epil = trunc i32 %.95.i.us.5.epil to i8
  %scevgep898 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep900 = getelementptr i8, i8* %scevgep898, i64 5
  store i8 %.98.i.us.5.epil, i8* %scevgep900, align 1, !noalias !97
  %15 = shl nuw nsw i64 %lsr.iv, 2
  %scevgep960 = getelementptr i8, i8* %scevgep575, i64 %15
  %scevgep960961 = bitcast i8* %scevgep960 to i32*
  %scevgep962 = getelementptr i32, i32* %scevgep960961, i64 -1
  %.95.i.us.6.epil = load i32, i32* %scevgep962, align 4, !noalias !94
  %.98.i.us.6.epil = trunc i32 %.95.i.us.6.epil to i8
  %scevgep895 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep897 = getelementptr i8, i8* %scevgep895, i64 6
  store i8 %.98.i.us.6.epil, i8* %scevgep897, align 1, !noalias !97
  %16 = shl nuw nsw i64 %lsr.iv, 2
  %scevgep958 = getelementptr i8, i8* %scevgep575, i64 %16
  %scevgep958959 = bitcast i8* %scevgep958 to i32*
  %.95.i.us.7.epil = load i32, i32* %scevgep958959, align 4, !noalias !94
  %.98.i.us.7.epil = trunc i32 %.95.i.us.7.epil to i8
  br label %B36.i.us.7.epil

B36.i.us.thread104.epil:                          ; preds = %B354.endif.us.epil366
  %17 = shl nuw nsw i64 %lsr.iv, 1
  %scevgep955 = getelementptr i8, i8* %scevgep551, i64 %17
  %scevgep955956 = bitcast i8* %scevgep955 to i16*
  %scevgep957 = getelementptr i16, i16* %scevgep955956, i64 -7
  %.66.i.us.epil369 = load i16, i16* %scevgep957, align 2, !noalias !94
  %.70.i.us.epil370 = trunc i16 %.66.i.us.epil369 to i8
  %scevgep918 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  store i8 %.70.i.us.epil370, i8* %scevgep918, align 1, !noalias !97
  %18 = shl nuw nsw i64 %lsr.iv, 1
  %scevgep952 = getelementptr i8, i8* %scevgep551, i64 %18
  %scevgep952953 = bitcast i8* %scevgep952 to i16*
  %scevgep954 = getelementptr i16, i16* %scevgep952953, i64 -6
  %.66.i.us.1.epil = load i16, i16* %scevgep954, align 2, !noalias !94
  %.70.i.us.1.epil = trunc i16 %.66.i.us.1.epil to i8
  %scevgep889 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep891 = getelementptr i8, i8* %scevgep889, i64 1
  store i8 %.70.i.us.1.epil, i8* %scevgep891, align 1, !noalias !97
  %19 = shl nuw nsw i64 %lsr.iv, 1
  %scevgep949 = getelementptr i8, i8* %scevgep551, i64 %19
  %scevgep949950 = bitcast i8* %scevgep949 to i16*
  %scevgep951 = getelementptr i16, i16* %scevgep949950, i64 -5
  %.66.i.us.2.epil = load i16, i16* %scevgep951, align 2, !noalias !94
  %.70.i.us.2.epil = trunc i16 %.66.i.us.2.epil to i8
  %scevgep886 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep888 = getelementptr i8, i8* %scevgep886, i64 2
  store i8 %.70.i.us.2.epil, i8* %scevgep888, align 1, !noalias !97
  %20 = shl nuw nsw i64 %lsr.iv, 1
  %scevgep946 = getelementptr i8, i8* %scevgep551, i64 %20
  %scevgep946947 = bitcast i8* %scevgep946 to i16*
  %scevgep948 = getelementptr i16, i16* %scevgep946947, i64 -4
  %.66.i.us.3.epil = load i16, i16* %scevgep948, align 2, !noalias !94
  %.70.i.us.3.epil = trunc i16 %.66.i.us.3.epil to i8
  %scevgep883 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep885 = getelementptr i8, i8* %scevgep883, i64 3
  store i8 %.70.i.us.3.epil, i8* %scevgep885, align 1, !noalias !97
  %21 = shl nuw nsw i64 %lsr.iv, 1
  %scevgep943 = getelementptr i8, i8* %scevgep551, i64 %21
  %scevgep943944 = bitcast i8* %scevgep943 to i16*
  %scevgep945 = getelementptr i16, i16* %scevgep943944, i64 -3
  %.66.i.us.4.epil = load i16, i16* %scevgep945, align 2, !noalias !94
  %.70.i.us.4.epil = trunc i16 %.66.i.us.4.epil to i8
  %scevgep881 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep882 = getelementptr i8, i8* %scevgep881, i64 4
  store i8 %.70.i.us.4.epil, i8* %scevgep882, align 1, !noalias !97
  %22 = shl nuw nsw i64 %lsr.iv, 1
  %scevgep940 = getelementptr i8, i8* %scevgep551, i64 %22
  %scevgep940941 = bitcast i8* %scevgep940 to i16*
  %scevgep942 = getelementptr i16, i16* %scevgep940941, i64 -2
  %.66.i.us.5.epil = load i16, i16* %scevgep942, align 2, !noalias !94
  %.70.i.us.5.epil = trunc i16 %.66.i.us.5.epil to i8
  %scevgep876 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep877 = getelementptr i8, i8* %scevgep876, i64 5
  store i8 %.70.i.us.5.epil, i8* %scevgep877, align 1, !noalias !97
  %23 = shl nuw nsw i64 %lsr.iv, 1
  %scevgep937 = getelementptr i8, i8* %scevgep551, i64 %23
  %scevgep937938 = bitcast i8* %scevgep937 to i16*
  %scevgep939 = getelementptr i16, i16* %scevgep937938, i64 -1
  %.66.i.us.6.epil = load i16, i16* %scevgep939, align 2, !noalias !94
  %.70.i.us.6.epil = trunc i16 %.66.i.us.6.epil to i8
  %scevgep873 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep874 = getelementptr i8, i8* %scevgep873, i64 6
  store i8 %.70.i.us.6.epil, i8* %scevgep874, align 1, !noalias !97
  %24 = shl nuw nsw i64 %lsr.iv, 1
  %scevgep935 = getelementptr i8, i8* %scevgep551, i64 %24
  %scevgep935936 = bitcast i8* %scevgep935 to i16*
  %.66.i.us.7.epil = load i16, i16* %scevgep935936, align 2, !noalias !94
  %.70.i.us.7.epil = trunc i16 %.66.i.us.7.epil to i8
  br label %B36.i.us.7.epil

B36.i.us.thread.epil:                             ; preds = %B354.endif.us.epil366
  %scevgep932 = getelementptr i8, i8* %scevgep535, i64 %lsr.iv
  %scevgep933 = getelementptr i8, i8* %scevgep932, i64 -7
  %.37.i.us.epil371 = load i8, i8* %scevgep933, align 1, !noalias !94
  %scevgep917 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  store i8 %.37.i.us.epil371, i8* %scevgep917, align 1, !noalias !97
  %scevgep930 = getelementptr i8, i8* %scevgep535, i64 %lsr.iv
  %scevgep931 = getelementptr i8, i8* %scevgep930, i64 -6
  %.37.i.us.1.epil = load i8, i8* %scevgep931, align 1, !noalias !94
  %scevgep870 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep871 = getelementptr i8, i8* %scevgep870, i64 1
  store i8 %.37.i.us.1.epil, i8* %scevgep871, align 1, !noalias !97
  %scevgep928 = getelementptr i8, i8* %scevgep535, i64 %lsr.iv
  %scevgep929 = getelementptr i8, i8* %scevgep928, i64 -5
  %.37.i.us.2.epil = load i8, i8* %scevgep929, align 1, !noalias !94
  %scevgep867 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep868 = getelementptr i8, i8* %scevgep867, i64 2
  store i8 %.37.i.us.2.epil, i8* %scevgep868, align 1, !noalias !97
  %scevgep926 = getelementptr i8, i8* %scevgep535, i64 %lsr.iv
  %scevgep927 = getelementptr i8, i8* %scevgep926, i64 -4
  %.37.i.us.3.epil = load i8, i8* %scevgep927, align 1, !noalias !94
  %scevgep864 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep865 = getelementptr i8, i8* %scevgep864, i64 3
  store i8 %.37.i.us.3.epil, i8* %scevgep865, align 1, !noalias !97
  %scevgep924 = getelementptr i8, i8* %scevgep535, i64 %lsr.iv
  %scevgep925 = getelementptr i8, i8* %scevgep924, i64 -3
  %.37.i.us.4.epil = load i8, i8* %scevgep925, align 1, !noalias !94
  %scevgep861 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep862 = getelementptr i8, i8* %scevgep861, i64 4
  store i8 %.37.i.us.4.epil, i8* %scevgep862, align 1, !noalias !97
  %scevgep922 = getelementptr i8, i8* %scevgep535, i64 %lsr.iv
  %scevgep923 = getelementptr i8, i8* %scevgep922, i64 -2
  %.37.i.us.5.epil = load i8, i8* %scevgep923, align 1, !noalias !94
  %scevgep858 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep859 = getelementptr i8, i8* %scevgep858, i64 5
  store i8 %.37.i.us.5.epil, i8* %scevgep859, align 1, !noalias !97
  %scevgep920 = getelementptr i8, i8* %scevgep535, i64 %lsr.iv
  %scevgep921 = getelementptr i8, i8* %scevgep920, i64 -1
  %.37.i.us.6.epil = load i8, i8* %scevgep921, align 1, !noalias !94
  %scevgep853 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep857 = getelementptr i8, i8* %scevgep853, i64 6
  store i8 %.37.i.us.6.epil, i8* %scevgep857, align 1, !noalias !97
  %scevgep934 = getelementptr i8, i8* %scevgep535, i64 %lsr.iv
  %.37.i.us.7.epil = load i8, i8* %scevgep934, align 1, !noalias !94
  br label %B36.i.us.7.epil

B36.i.us.epil372:                                 ; preds = %B354.endif.us.epil366
  %scevgep916 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  store i8 0, i8* %scevgep916, align 1, !noalias !97
  %scevgep849 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep851 = getelementptr i8, i8* %scevgep849, i64 1
  store i8 0, i8* %scevgep851, align 1, !noalias !97
  %scevgep845 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep847 = getelementptr i8, i8* %scevgep845, i64 2
  store i8 0, i8* %scevgep847, align 1, !noalias !97
  %scevgep841 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep843 = getelementptr i8, i8* %scevgep841, i64 3
  store i8 0, i8* %scevgep843, align 1, !noalias !97
  %scevgep836 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep837 = getelementptr i8, i8* %scevgep836, i64 4
  store i8 0, i8* %scevgep837, align 1, !noalias !97
  %scevgep833 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep834 = getelementptr i8, i8* %scevgep833, i64 5
  store i8 0, i8* %scevgep834, align 1, !noalias !97
  %scevgep830 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep831 = getelementptr i8, i8* %scevgep830, i64 6
  store i8 0, i8* %scevgep831, align 1, !noalias !97
  br label %B36.i.us.7.epil

B36.i.us.7.epil:                                  ; preds = %B36.i.us.epil372, %B36.i.us.thread.epil, %B36.i.us.thread104.epil, %B36.i.us.thread108.epil
  %.sink.i.us.7.epil = phi i8 [ %.98.i.us.7.epil, %B36.i.us.thread108.epil ], [ %.70.i.us.7.epil, %B36.i.us.thread104.epil ], [ %.37.i.us.7.epil, %B36.i.us.thread.epil ], [ 0, %B36.i.us.epil372 ]
  %scevgep892 = getelementptr i8, i8* %scevgep459, i64 %lsr.iv
  %scevgep894 = getelementptr i8, i8* %scevgep892, i64 7
  store i8 %.sink.i.us.7.epil, i8* %scevgep894, align 1, !noalias !97
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 8
  %epil.iter373.cmp.not = icmp eq i64 %8, %lsr.iv.next
  br i1 %epil.iter373.cmp.not, label %B452.loopexit.unr-lcssa, label %B354.endif.us.epil366, !llvm.loop !101

B452.loopexit.unr-lcssa:                          ; preds = %B36.i.us.7.epil, %B354.endif.us.preheader, %B452.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.397.098.us.unr = phi i64 [ 0, %B354.endif.us.preheader ], [ %unroll_iter, %B452.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter, %B36.i.us.7.epil ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B452, label %B354.endif.us.epil.preheader

B354.endif.us.epil.preheader:                     ; preds = %B452.loopexit.unr-lcssa
  %scevgep = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us.unr
  %25 = shl i64 %.397.098.us.unr, 1
  %scevgep173 = getelementptr i8, i8* %arg.b.0, i64 %25
  %26 = shl i64 %.397.098.us.unr, 2
  %scevgep176 = getelementptr i8, i8* %arg.b.0, i64 %26
  %27 = add i64 %.397.098.us.unr, %arg.a.1
  %scevgep179 = getelementptr i8, i8* %.6.i.i, i64 %27
  br label %B354.endif.us.epil

B354.endif.us.epil:                               ; preds = %B36.i.us.epil, %B354.endif.us.epil.preheader
  %epil.iter = phi i64 [ %epil.iter.next, %B36.i.us.epil ], [ 0, %B354.endif.us.epil.preheader ]
  switch i32 %arg.b.2, label %B36.i.us.epil [
    i32 1, label %B36.i3.us.epil
    i32 2, label %B110.i.us.epil
    i32 4, label %B184.i.us.epil
  ]

B184.i.us.epil:                                   ; preds = %B354.endif.us.epil
  %28 = shl nuw nsw i64 %epil.iter, 2
  %scevgep827 = getelementptr i8, i8* %scevgep176, i64 %28
  %scevgep827828 = bitcast i8* %scevgep827 to i32*
  %.95.i.us.epil = load i32, i32* %scevgep827828, align 4, !noalias !94
  %.98.i.us.epil = trunc i32 %.95.i.us.epil to i8
  br label %B36.i.us.epil

B110.i.us.epil:                                   ; preds = %B354.endif.us.epil
  %29 = shl nuw nsw i64 %epil.iter, 1
  %scevgep825 = getelementptr i8, i8* %scevgep173, i64 %29
  %scevgep825826 = bitcast i8* %scevgep825 to i16*
  %.66.i.us.epil = load i16, i16* %scevgep825826, align 2, !noalias !94
  %.70.i.us.epil = trunc i16 %.66.i.us.epil to i8
  br label %B36.i.us.epil

B36.i3.us.epil:                                   ; preds = %B354.endif.us.epil
  %scevgep824 = getelementptr i8, i8* %scevgep, i64 %epil.iter
  %.37.i.us.epil = load i8, i8* %scevgep824, align 1, !noalias !94
  br label %B36.i.us.epil

B36.i.us.epil:                                    ; preds = %B36.i3.us.epil, %B110.i.us.epil, %B184.i.us.epil, %B354.endif.us.epil
  %.sink.i.us.epil = phi i8 [ %.98.i.us.epil, %B184.i.us.epil ], [ %.70.i.us.epil, %B110.i.us.epil ], [ %.37.i.us.epil, %B36.i3.us.epil ], [ 0, %B354.endif.us.epil ]
  %scevgep822 = getelementptr i8, i8* %scevgep179, i64 %epil.iter
  store i8 %.sink.i.us.epil, i8* %scevgep822, align 1, !noalias !97
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B452, label %B354.endif.us.epil, !llvm.loop !102

B452.loopexit158.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %B116.i.us.7.3.1, %B354.endif.us104.preheader.new.new
  %.466.us108.7256.3.lcssa.ph = phi i64 [ undef, %B354.endif.us104.preheader.new.new ], [ %.466.us108.7256.3.1, %B116.i.us.7.3.1 ]
  %.397.098.us106.unr613 = phi i64 [ 0, %B354.endif.us104.preheader.new.new ], [ %.466.us108.7256.3.1, %B116.i.us.7.3.1 ]
  %30 = and i64 %527, 1
  %lcmp.mod.not819 = icmp eq i64 %30, 0
  br i1 %lcmp.mod.not819, label %B452.loopexit158.unr-lcssa.loopexit.unr-lcssa, label %B354.endif.us104.epil567

B354.endif.us104.epil567:                         ; preds = %B452.loopexit158.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa
  switch i32 %arg.b.2, label %B116.i.us.7.epil609 [
    i32 1, label %B116.i.us.7.thread.epil
    i32 2, label %B116.i.us.7.thread441.epil
    i32 4, label %B116.i.us.7.thread448.epil
  ]

B116.i.us.7.thread448.epil:                       ; preds = %B354.endif.us104.epil567
  %sunkaddr.epil = shl i64 %.397.098.us106.unr613, 2
  %sunkaddr505.epil = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr.epil
  %31 = bitcast i8* %sunkaddr505.epil to i32*
  %.95.i.us112.epil569 = load i32, i32* %31, align 4, !noalias !94
  %.98.i.us113.epil570 = trunc i32 %.95.i.us112.epil569 to i16
  %32 = shl nuw i64 %.397.098.us106.unr613, 1
  %scevgep313195.epil = getelementptr i8, i8* %scevgep31138194, i64 %32
  %33 = bitcast i8* %scevgep313195.epil to i16*
  store i16 %.98.i.us113.epil570, i16* %33, align 2, !noalias !97
  %sunkaddr1283 = mul i64 %.397.098.us106.unr613, 4
  %sunkaddr1285 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1283
  %sunkaddr1286 = getelementptr i8, i8* %sunkaddr1285, i64 4
  %34 = bitcast i8* %sunkaddr1286 to i32*
  %.95.i.us112.1.epil571 = load i32, i32* %34, align 4, !noalias !94
  %.98.i.us113.1.epil572 = trunc i32 %.95.i.us112.1.epil571 to i16
  %sunkaddr1288 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1289 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1288
  %sunkaddr1291 = getelementptr i8, i8* %sunkaddr1289, i64 -12
  %35 = bitcast i8* %sunkaddr1291 to i16*
  store i16 %.98.i.us113.1.epil572, i16* %35, align 2, !noalias !97
  %sunkaddr1292 = mul i64 %.397.098.us106.unr613, 4
  %sunkaddr1294 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1292
  %sunkaddr1296 = getelementptr i8, i8* %sunkaddr1294, i64 8
  %36 = bitcast i8* %sunkaddr1296 to i32*
  %.95.i.us112.2.epil573 = load i32, i32* %36, align 4, !noalias !94
  %.98.i.us113.2.epil574 = trunc i32 %.95.i.us112.2.epil573 to i16
  %sunkaddr1298 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1300 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1298
  %sunkaddr1302 = getelementptr i8, i8* %sunkaddr1300, i64 -10
  %37 = bitcast i8* %sunkaddr1302 to i16*
  store i16 %.98.i.us113.2.epil574, i16* %37, align 2, !noalias !97
  %sunkaddr1304 = mul i64 %.397.098.us106.unr613, 4
  %sunkaddr1306 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1304
  %sunkaddr1308 = getelementptr i8, i8* %sunkaddr1306, i64 12
  %38 = bitcast i8* %sunkaddr1308 to i32*
  %.95.i.us112.3.epil575 = load i32, i32* %38, align 4, !noalias !94
  %.98.i.us113.3.epil576 = trunc i32 %.95.i.us112.3.epil575 to i16
  %sunkaddr1309 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1311 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1309
  %sunkaddr1312 = getelementptr i8, i8* %sunkaddr1311, i64 -8
  %39 = bitcast i8* %sunkaddr1312 to i16*
  store i16 %.98.i.us113.3.epil576, i16* %39, align 2, !noalias !97
  %sunkaddr1314 = mul i64 %.397.098.us106.unr613, 4
  %sunkaddr1315 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1314
  %sunkaddr1317 = getelementptr i8, i8* %sunkaddr1315, i64 16
  %40 = bitcast i8* %sunkaddr1317 to i32*
  %.95.i.us112.4.epil577 = load i32, i32* %40, align 4, !noalias !94
  %.98.i.us113.4.epil578 = trunc i32 %.95.i.us112.4.epil577 to i16
  %sunkaddr1318 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1320 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1318
  %sunkaddr1321 = getelementptr i8, i8* %sunkaddr1320, i64 -6
  %41 = bitcast i8* %sunkaddr1321 to i16*
  store i16 %.98.i.us113.4.epil578, i16* %41, align 2, !noalias !97
  %sunkaddr1323 = mul i64 %.397.098.us106.unr613, 4
  %sunkaddr1324 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1323
  %sunkaddr1326 = getelementptr i8, i8* %sunkaddr1324, i64 20
  %42 = bitcast i8* %sunkaddr1326 to i32*
  %.95.i.us112.5.epil579 = load i32, i32* %42, align 4, !noalias !94
  %.98.i.us113.5.epil580 = trunc i32 %.95.i.us112.5.epil579 to i16
  %sunkaddr1327 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1329 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1327
  %sunkaddr1330 = getelementptr i8, i8* %sunkaddr1329, i64 -4
  %43 = bitcast i8* %sunkaddr1330 to i16*
  store i16 %.98.i.us113.5.epil580, i16* %43, align 2, !noalias !97
  %sunkaddr1332 = mul i64 %.397.098.us106.unr613, 4
  %sunkaddr1333 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1332
  %sunkaddr1335 = getelementptr i8, i8* %sunkaddr1333, i64 24
  %44 = bitcast i8* %sunkaddr1335 to i32*
  %.95.i.us112.6.epil581 = load i32, i32* %44, align 4, !noalias !94
  %.98.i.us113.6.epil582 = trunc i32 %.95.i.us112.6.epil581 to i16
  %sunkaddr1336 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1338 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1336
  %sunkaddr1339 = getelementptr i8, i8* %sunkaddr1338, i64 -2
  %45 = bitcast i8* %sunkaddr1339 to i16*
  store i16 %.98.i.us113.6.epil582, i16* %45, align 2, !noalias !97
  %sunkaddr1341 = mul i64 %.397.098.us106.unr613, 4
  %sunkaddr1342 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1341
  %sunkaddr1344 = getelementptr i8, i8* %sunkaddr1342, i64 28
  %46 = bitcast i8* %sunkaddr1344 to i32*
  %.95.i.us112.7.epil583 = load i32, i32* %46, align 4, !noalias !94
  %.98.i.us113.7.epil584 = trunc i32 %.95.i.us112.7.epil583 to i16
  %.466.us108.7256451.epil = or i64 %.397.098.us106.unr613, 8
  %scevgep309452.epil = getelementptr i8, i8* %scevgep290, i64 %32
  %scevgep309310453.epil = bitcast i8* %scevgep309452.epil to i16*
  store i16 %.98.i.us113.7.epil584, i16* %scevgep309310453.epil, align 2, !noalias !97
  %sunkaddr.1.epil = shl i64 %.466.us108.7256451.epil, 2
  %sunkaddr505.1.epil = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr.1.epil
  %47 = bitcast i8* %sunkaddr505.1.epil to i32*
  %.95.i.us112.1405.epil = load i32, i32* %47, align 4, !noalias !94
  %.98.i.us113.1406.epil = trunc i32 %.95.i.us112.1405.epil to i16
  %48 = shl nuw i64 %.466.us108.7256451.epil, 1
  %scevgep313195.1.epil = getelementptr i8, i8* %scevgep31138194, i64 %48
  %49 = bitcast i8* %scevgep313195.1.epil to i16*
  store i16 %.98.i.us113.1406.epil, i16* %49, align 2, !noalias !97
  %sunkaddr1345 = mul i64 %.466.us108.7256451.epil, 4
  %sunkaddr1347 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1345
  %sunkaddr1348 = getelementptr i8, i8* %sunkaddr1347, i64 4
  %50 = bitcast i8* %sunkaddr1348 to i32*
  %.95.i.us112.1.1.epil = load i32, i32* %50, align 4, !noalias !94
  %.98.i.us113.1.1.epil = trunc i32 %.95.i.us112.1.1.epil to i16
  %sunkaddr1350 = mul i64 %.466.us108.7256451.epil, 2
  %sunkaddr1352 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1350
  %sunkaddr1354 = getelementptr i8, i8* %sunkaddr1352, i64 -12
  %51 = bitcast i8* %sunkaddr1354 to i16*
  store i16 %.98.i.us113.1.1.epil, i16* %51, align 2, !noalias !97
  %sunkaddr1356 = mul i64 %.466.us108.7256451.epil, 4
  %sunkaddr1358 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1356
  %sunkaddr1360 = getelementptr i8, i8* %sunkaddr1358, i64 8
  %52 = bitcast i8* %sunkaddr1360 to i32*
  %.95.i.us112.2.1.epil = load i32, i32* %52, align 4, !noalias !94
  %.98.i.us113.2.1.epil = trunc i32 %.95.i.us112.2.1.epil to i16
  %sunkaddr1362 = mul i64 %.466.us108.7256451.epil, 2
  %sunkaddr1364 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1362
  %sunkaddr1365 = getelementptr i8, i8* %sunkaddr1364, i64 -10
  %53 = bitcast i8* %sunkaddr1365 to i16*
  store i16 %.98.i.us113.2.1.epil, i16* %53, align 2, !noalias !97
  %sunkaddr1367 = mul i64 %.466.us108.7256451.epil, 4
  %sunkaddr1368 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1367
  %sunkaddr1370 = getelementptr i8, i8* %sunkaddr1368, i64 12
  %54 = bitcast i8* %sunkaddr1370 to i32*
  %.95.i.us112.3.1.epil = load i32, i32* %54, align 4, !noalias !94
  %.98.i.us113.3.1.epil = trunc i32 %.95.i.us112.3.1.epil to i16
  %sunkaddr1371 = mul i64 %.466.us108.7256451.epil, 2
  %sunkaddr1373 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1371
  %sunkaddr1374 = getelementptr i8, i8* %sunkaddr1373, i64 -8
  %55 = bitcast i8* %sunkaddr1374 to i16*
  store i16 %.98.i.us113.3.1.epil, i16* %55, align 2, !noalias !97
  %sunkaddr1376 = mul i64 %.466.us108.7256451.epil, 4
  %sunkaddr1377 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1376
  %sunkaddr1379 = getelementptr i8, i8* %sunkaddr1377, i64 16
  %56 = bitcast i8* %sunkaddr1379 to i32*
  %.95.i.us112.4.1.epil = load i32, i32* %56, align 4, !noalias !94
  %.98.i.us113.4.1.epil = trunc i32 %.95.i.us112.4.1.epil to i16
  %sunkaddr1380 = mul i64 %.466.us108.7256451.epil, 2
  %sunkaddr1382 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1380
  %sunkaddr1383 = getelementptr i8, i8* %sunkaddr1382, i64 -6
  %57 = bitcast i8* %sunkaddr1383 to i16*
  store i16 %.98.i.us113.4.1.epil, i16* %57, align 2, !noalias !97
  %sunkaddr1385 = mul i64 %.466.us108.7256451.epil, 4
  %sunkaddr1386 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1385
  %sunkaddr1388 = getelementptr i8, i8* %sunkaddr1386, i64 20
  %58 = bitcast i8* %sunkaddr1388 to i32*
  %.95.i.us112.5.1.epil = load i32, i32* %58, align 4, !noalias !94
  %.98.i.us113.5.1.epil = trunc i32 %.95.i.us112.5.1.epil to i16
  %sunkaddr1389 = mul i64 %.466.us108.7256451.epil, 2
  %sunkaddr1391 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1389
  %sunkaddr1392 = getelementptr i8, i8* %sunkaddr1391, i64 -4
  %59 = bitcast i8* %sunkaddr1392 to i16*
  store i16 %.98.i.us113.5.1.epil, i16* %59, align 2, !noalias !97
  %sunkaddr1394 = mul i64 %.466.us108.7256451.epil, 4
  %sunkaddr1395 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1394
  %sunkaddr1397 = getelementptr i8, i8* %sunkaddr1395, i64 24
  %60 = bitcast i8* %sunkaddr1397 to i32*
  %.95.i.us112.6.1.epil = load i32, i32* %60, align 4, !noalias !94
  %.98.i.us113.6.1.epil = trunc i32 %.95.i.us112.6.1.epil to i16
  %sunkaddr1398 = mul i64 %.466.us108.7256451.epil, 2
  %sunkaddr1400 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1398
  %sunkaddr1401 = getelementptr i8, i8* %sunkaddr1400, i64 -2
  %61 = bitcast i8* %sunkaddr1401 to i16*
  store i16 %.98.i.us113.6.1.epil, i16* %61, align 2, !noalias !97
  %sunkaddr1403 = mul i64 %.466.us108.7256451.epil, 4
  %sunkaddr1404 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1403
  %sunkaddr1406 = getelementptr i8, i8* %sunkaddr1404, i64 28
  %62 = bitcast i8* %sunkaddr1406 to i32*
  %.95.i.us112.7.1.epil = load i32, i32* %62, align 4, !noalias !94
  %.98.i.us113.7.1.epil = trunc i32 %.95.i.us112.7.1.epil to i16
  %.466.us108.7256.1471.epil = or i64 %.397.098.us106.unr613, 16
  %scevgep309.1472.epil = getelementptr i8, i8* %scevgep290, i64 %48
  %scevgep309310.1473.epil = bitcast i8* %scevgep309.1472.epil to i16*
  store i16 %.98.i.us113.7.1.epil, i16* %scevgep309310.1473.epil, align 2, !noalias !97
  %sunkaddr.2.epil = shl i64 %.466.us108.7256.1471.epil, 2
  %sunkaddr505.2.epil = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr.2.epil
  %63 = bitcast i8* %sunkaddr505.2.epil to i32*
  %.95.i.us112.2410.epil = load i32, i32* %63, align 4, !noalias !94
  %.98.i.us113.2411.epil = trunc i32 %.95.i.us112.2410.epil to i16
  %64 = shl nuw i64 %.466.us108.7256.1471.epil, 1
  %scevgep313195.2.epil = getelementptr i8, i8* %scevgep31138194, i64 %64
  %65 = bitcast i8* %scevgep313195.2.epil to i16*
  store i16 %.98.i.us113.2411.epil, i16* %65, align 2, !noalias !97
  %sunkaddr1408 = mul i64 %.466.us108.7256.1471.epil, 4
  %sunkaddr1410 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1408
  %sunkaddr1412 = getelementptr i8, i8* %sunkaddr1410, i64 4
  %66 = bitcast i8* %sunkaddr1412 to i32*
  %.95.i.us112.1.2.epil = load i32, i32* %66, align 4, !noalias !94
  %.98.i.us113.1.2.epil = trunc i32 %.95.i.us112.1.2.epil to i16
  %sunkaddr1414 = mul i64 %.466.us108.7256.1471.epil, 2
  %sunkaddr1416 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1414
  %sunkaddr1418 = getelementptr i8, i8* %sunkaddr1416, i64 -12
  %67 = bitcast i8* %sunkaddr1418 to i16*
  store i16 %.98.i.us113.1.2.epil, i16* %67, align 2, !noalias !97
  %sunkaddr1420 = mul i64 %.466.us108.7256.1471.epil, 4
  %sunkaddr1421 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1420
  %sunkaddr1423 = getelementptr i8, i8* %sunkaddr1421, i64 8
  %68 = bitcast i8* %sunkaddr1423 to i32*
  %.95.i.us112.2.2.epil = load i32, i32* %68, align 4, !noalias !94
  %.98.i.us113.2.2.epil = trunc i32 %.95.i.us112.2.2.epil to i16
  %sunkaddr1424 = mul i64 %.466.us108.7256.1471.epil, 2
  %sunkaddr1426 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1424
  %sunkaddr1427 = getelementptr i8, i8* %sunkaddr1426, i64 -10
  %69 = bitcast i8* %sunkaddr1427 to i16*
  store i16 %.98.i.us113.2.2.epil, i16* %69, align 2, !noalias !97
  %sunkaddr1429 = mul i64 %.466.us108.7256.1471.epil, 4
  %sunkaddr1430 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1429
  %sunkaddr1432 = getelementptr i8, i8* %sunkaddr1430, i64 12
  %70 = bitcast i8* %sunkaddr1432 to i32*
  %.95.i.us112.3.2.epil = load i32, i32* %70, align 4, !noalias !94
  %.98.i.us113.3.2.epil = trunc i32 %.95.i.us112.3.2.epil to i16
  %sunkaddr1433 = mul i64 %.466.us108.7256.1471.epil, 2
  %sunkaddr1435 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1433
  %sunkaddr1436 = getelementptr i8, i8* %sunkaddr1435, i64 -8
  %71 = bitcast i8* %sunkaddr1436 to i16*
  store i16 %.98.i.us113.3.2.epil, i16* %71, align 2, !noalias !97
  %sunkaddr1438 = mul i64 %.466.us108.7256.1471.epil, 4
  %sunkaddr1439 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1438
  %sunkaddr1441 = getelementptr i8, i8* %sunkaddr1439, i64 16
  %72 = bitcast i8* %sunkaddr1441 to i32*
  %.95.i.us112.4.2.epil = load i32, i32* %72, align 4, !noalias !94
  %.98.i.us113.4.2.epil = trunc i32 %.95.i.us112.4.2.epil to i16
  %sunkaddr1442 = mul i64 %.466.us108.7256.1471.epil, 2
  %sunkaddr1444 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1442
  %sunkaddr1445 = getelementptr i8, i8* %sunkaddr1444, i64 -6
  %73 = bitcast i8* %sunkaddr1445 to i16*
  store i16 %.98.i.us113.4.2.epil, i16* %73, align 2, !noalias !97
  %sunkaddr1447 = mul i64 %.466.us108.7256.1471.epil, 4
  %sunkaddr1448 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1447
  %sunkaddr1450 = getelementptr i8, i8* %sunkaddr1448, i64 20
  %74 = bitcast i8* %sunkaddr1450 to i32*
  %.95.i.us112.5.2.epil = load i32, i32* %74, align 4, !noalias !94
  %.98.i.us113.5.2.epil = trunc i32 %.95.i.us112.5.2.epil to i16
  %sunkaddr1451 = mul i64 %.466.us108.7256.1471.epil, 2
  %sunkaddr1453 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1451
  %sunkaddr1454 = getelementptr i8, i8* %sunkaddr1453, i64 -4
  %75 = bitcast i8* %sunkaddr1454 to i16*
  store i16 %.98.i.us113.5.2.epil, i16* %75, align 2, !noalias !97
  %sunkaddr1456 = mul i64 %.466.us108.7256.1471.epil, 4
  %sunkaddr1457 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1456
  %sunkaddr1459 = getelementptr i8, i8* %sunkaddr1457, i64 24
  %76 = bitcast i8* %sunkaddr1459 to i32*
  %.95.i.us112.6.2.epil = load i32, i32* %76, align 4, !noalias !94
  %.98.i.us113.6.2.epil = trunc i32 %.95.i.us112.6.2.epil to i16
  %sunkaddr1460 = mul i64 %.466.us108.7256.1471.epil, 2
  %sunkaddr1462 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1460
  %sunkaddr1464 = getelementptr i8, i8* %sunkaddr1462, i64 -2
  %77 = bitcast i8* %sunkaddr1464 to i16*
  store i16 %.98.i.us113.6.2.epil, i16* %77, align 2, !noalias !97
  %sunkaddr1466 = mul i64 %.466.us108.7256.1471.epil, 4
  %sunkaddr1468 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1466
  %sunkaddr1470 = getelementptr i8, i8* %sunkaddr1468, i64 28
  %78 = bitcast i8* %sunkaddr1470 to i32*
  %.95.i.us112.7.2.epil = load i32, i32* %78, align 4, !noalias !94
  %.98.i.us113.7.2.epil = trunc i32 %.95.i.us112.7.2.epil to i16
  %.466.us108.7256.2491.epil = or i64 %.397.098.us106.unr613, 24
  %scevgep309.2492.epil = getelementptr i8, i8* %scevgep290, i64 %64
  %scevgep309310.2493.epil = bitcast i8* %scevgep309.2492.epil to i16*
  store i16 %.98.i.us113.7.2.epil, i16* %scevgep309310.2493.epil, align 2, !noalias !97
  %sunkaddr.3.epil = shl i64 %.466.us108.7256.2491.epil, 2
  %sunkaddr505.3.epil = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr.3.epil
  %79 = bitcast i8* %sunkaddr505.3.epil to i32*
  %.95.i.us112.3415.epil = load i32, i32* %79, align 4, !noalias !94
  %.98.i.us113.3416.epil = trunc i32 %.95.i.us112.3415.epil to i16
  %80 = shl nuw i64 %.466.us108.7256.2491.epil, 1
  %scevgep313195.3.epil = getelementptr i8, i8* %scevgep31138194, i64 %80
  %81 = bitcast i8* %scevgep313195.3.epil to i16*
  store i16 %.98.i.us113.3416.epil, i16* %81, align 2, !noalias !97
  %sunkaddr1472 = mul i64 %.466.us108.7256.2491.epil, 4
  %sunkaddr1474 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1472
  %sunkaddr1476 = getelementptr i8, i8* %sunkaddr1474, i64 4
  %82 = bitcast i8* %sunkaddr1476 to i32*
  %.95.i.us112.1.3.epil = load i32, i32* %82, align 4, !noalias !94
  %.98.i.us113.1.3.epil = trunc i32 %.95.i.us112.1.3.epil to i16
  %sunkaddr1477 = mul i64 %.466.us108.7256.2491.epil, 2
  %sunkaddr1479 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1477
  %sunkaddr1480 = getelementptr i8, i8* %sunkaddr1479, i64 -12
  %83 = bitcast i8* %sunkaddr1480 to i16*
  store i16 %.98.i.us113.1.3.epil, i16* %83, align 2, !noalias !97
  %sunkaddr1482 = mul i64 %.466.us108.7256.2491.epil, 4
  %sunkaddr1483 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1482
  %sunkaddr1485 = getelementptr i8, i8* %sunkaddr1483, i64 8
  %84 = bitcast i8* %sunkaddr1485 to i32*
  %.95.i.us112.2.3.epil = load i32, i32* %84, align 4, !noalias !94
  %.98.i.us113.2.3.epil = trunc i32 %.95.i.us112.2.3.epil to i16
  %sunkaddr1486 = mul i64 %.466.us108.7256.2491.epil, 2
  %sunkaddr1488 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1486
  %sunkaddr1489 = getelementptr i8, i8* %sunkaddr1488, i64 -10
  %85 = bitcast i8* %sunkaddr1489 to i16*
  store i16 %.98.i.us113.2.3.epil, i16* %85, align 2, !noalias !97
  %sunkaddr1491 = mul i64 %.466.us108.7256.2491.epil, 4
  %sunkaddr1492 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1491
  %sunkaddr1494 = getelementptr i8, i8* %sunkaddr1492, i64 12
  %86 = bitcast i8* %sunkaddr1494 to i32*
  %.95.i.us112.3.3.epil = load i32, i32* %86, align 4, !noalias !94
  %.98.i.us113.3.3.epil = trunc i32 %.95.i.us112.3.3.epil to i16
  %sunkaddr1495 = mul i64 %.466.us108.7256.2491.epil, 2
  %sunkaddr1497 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1495
  %sunkaddr1498 = getelementptr i8, i8* %sunkaddr1497, i64 -8
  %87 = bitcast i8* %sunkaddr1498 to i16*
  store i16 %.98.i.us113.3.3.epil, i16* %87, align 2, !noalias !97
  %sunkaddr1500 = mul i64 %.466.us108.7256.2491.epil, 4
  %sunkaddr1501 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1500
  %sunkaddr1503 = getelementptr i8, i8* %sunkaddr1501, i64 16
  %88 = bitcast i8* %sunkaddr1503 to i32*
  %.95.i.us112.4.3.epil = load i32, i32* %88, align 4, !noalias !94
  %.98.i.us113.4.3.epil = trunc i32 %.95.i.us112.4.3.epil to i16
  %sunkaddr1504 = mul i64 %.466.us108.7256.2491.epil, 2
  %sunkaddr1506 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1504
  %sunkaddr1507 = getelementptr i8, i8* %sunkaddr1506, i64 -6
  %89 = bitcast i8* %sunkaddr1507 to i16*
  store i16 %.98.i.us113.4.3.epil, i16* %89, align 2, !noalias !97
  %sunkaddr1509 = mul i64 %.466.us108.7256.2491.epil, 4
  %sunkaddr1510 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1509
  %sunkaddr1512 = getelementptr i8, i8* %sunkaddr1510, i64 20
  %90 = bitcast i8* %sunkaddr1512 to i32*
  %.95.i.us112.5.3.epil = load i32, i32* %90, align 4, !noalias !94
  %.98.i.us113.5.3.epil = trunc i32 %.95.i.us112.5.3.epil to i16
  %sunkaddr1513 = mul i64 %.466.us108.7256.2491.epil, 2
  %sunkaddr1515 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1513
  %sunkaddr1516 = getelementptr i8, i8* %sunkaddr1515, i64 -4
  %91 = bitcast i8* %sunkaddr1516 to i16*
  store i16 %.98.i.us113.5.3.epil, i16* %91, align 2, !noalias !97
  %sunkaddr1518 = mul i64 %.466.us108.7256.2491.epil, 4
  %sunkaddr1520 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1518
  %sunkaddr1522 = getelementptr i8, i8* %sunkaddr1520, i64 24
  %92 = bitcast i8* %sunkaddr1522 to i32*
  %.95.i.us112.6.3.epil = load i32, i32* %92, align 4, !noalias !94
  %.98.i.us113.6.3.epil = trunc i32 %.95.i.us112.6.3.epil to i16
  %sunkaddr1524 = mul i64 %.466.us108.7256.2491.epil, 2
  %sunkaddr1526 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1524
  %sunkaddr1528 = getelementptr i8, i8* %sunkaddr1526, i64 -2
  %93 = bitcast i8* %sunkaddr1528 to i16*
  store i16 %.98.i.us113.6.3.epil, i16* %93, align 2, !noalias !97
  %sunkaddr1530 = mul i64 %.466.us108.7256.2491.epil, 4
  %sunkaddr1532 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1530
  %sunkaddr1533 = getelementptr i8, i8* %sunkaddr1532, i64 28
  %94 = bitcast i8* %sunkaddr1533 to i32*
  %.95.i.us112.7.3.epil = load i32, i32* %94, align 4, !noalias !94
  %.98.i.us113.7.3.epil = trunc i32 %.95.i.us112.7.3.epil to i16
  br label %B116.i.us.7.3.epil

B116.i.us.7.thread441.epil:                       ; preds = %B354.endif.us104.epil567
  %95 = shl i64 %.397.098.us106.unr613, 1
  %scevgep359.epil = getelementptr i8, i8* %arg.b.0, i64 %95
  %scevgep359360.epil = bitcast i8* %scevgep359.epil to i16*
  %.66.i.us116.epil585 = load i16, i16* %scevgep359360.epil, align 2, !noalias !94
  %scevgep313191.epil = getelementptr i8, i8* %scevgep31138194, i64 %95
  %96 = bitcast i8* %scevgep313191.epil to i16*
  store i16 %.66.i.us116.epil585, i16* %96, align 2, !noalias !97
  %sunkaddr1535 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1536 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1535
  %sunkaddr1538 = getelementptr i8, i8* %sunkaddr1536, i64 2
  %97 = bitcast i8* %sunkaddr1538 to i16*
  %.66.i.us116.1.epil586 = load i16, i16* %97, align 2, !noalias !94
  %sunkaddr1539 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1541 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1539
  %sunkaddr1542 = getelementptr i8, i8* %sunkaddr1541, i64 -12
  %98 = bitcast i8* %sunkaddr1542 to i16*
  store i16 %.66.i.us116.1.epil586, i16* %98, align 2, !noalias !97
  %sunkaddr1544 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1545 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1544
  %sunkaddr1547 = getelementptr i8, i8* %sunkaddr1545, i64 4
  %99 = bitcast i8* %sunkaddr1547 to i16*
  %.66.i.us116.2.epil587 = load i16, i16* %99, align 2, !noalias !94
  %sunkaddr1548 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1550 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1548
  %sunkaddr1551 = getelementptr i8, i8* %sunkaddr1550, i64 -10
  %100 = bitcast i8* %sunkaddr1551 to i16*
  store i16 %.66.i.us116.2.epil587, i16* %100, align 2, !noalias !97
  %sunkaddr1553 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1554 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1553
  %sunkaddr1556 = getelementptr i8, i8* %sunkaddr1554, i64 6
  %101 = bitcast i8* %sunkaddr1556 to i16*
  %.66.i.us116.3.epil588 = load i16, i16* %101, align 2, !noalias !94
  %sunkaddr1557 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1559 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1557
  %sunkaddr1560 = getelementptr i8, i8* %sunkaddr1559, i64 -8
  %102 = bitcast i8* %sunkaddr1560 to i16*
  store i16 %.66.i.us116.3.epil588, i16* %102, align 2, !noalias !97
  %sunkaddr1562 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1563 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1562
  %sunkaddr1565 = getelementptr i8, i8* %sunkaddr1563, i64 8
  %103 = bitcast i8* %sunkaddr1565 to i16*
  %.66.i.us116.4.epil589 = load i16, i16* %103, align 2, !noalias !94
  %sunkaddr1566 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1568 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1566
  %sunkaddr1569 = getelementptr i8, i8* %sunkaddr1568, i64 -6
  %104 = bitcast i8* %sunkaddr1569 to i16*
  store i16 %.66.i.us116.4.epil589, i16* %104, align 2, !noalias !97
  %sunkaddr1571 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1572 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1571
  %sunkaddr1574 = getelementptr i8, i8* %sunkaddr1572, i64 10
  %105 = bitcast i8* %sunkaddr1574 to i16*
  %.66.i.us116.5.epil590 = load i16, i16* %105, align 2, !noalias !94
  %sunkaddr1576 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1578 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1576
  %sunkaddr1580 = getelementptr i8, i8* %sunkaddr1578, i64 -4
  %106 = bitcast i8* %sunkaddr1580 to i16*
  store i16 %.66.i.us116.5.epil590, i16* %106, align 2, !noalias !97
  %sunkaddr1582 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1584 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1582
  %sunkaddr1586 = getelementptr i8, i8* %sunkaddr1584, i64 12
  %107 = bitcast i8* %sunkaddr1586 to i16*
  %.66.i.us116.6.epil591 = load i16, i16* %107, align 2, !noalias !94
  %sunkaddr1588 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1589 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1588
  %sunkaddr1590 = getelementptr i8, i8* %sunkaddr1589, i64 -2
  %108 = bitcast i8* %sunkaddr1590 to i16*
  store i16 %.66.i.us116.6.epil591, i16* %108, align 2, !noalias !97
  %sunkaddr1591 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1592 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1591
  %sunkaddr1593 = getelementptr i8, i8* %sunkaddr1592, i64 14
  %109 = bitcast i8* %sunkaddr1593 to i16*
  %.66.i.us116.7.epil592 = load i16, i16* %109, align 2, !noalias !94
  %scevgep309445.epil = getelementptr i8, i8* %scevgep290, i64 %95
  %scevgep309310446.epil = bitcast i8* %scevgep309445.epil to i16*
  store i16 %.66.i.us116.7.epil592, i16* %scevgep309310446.epil, align 2, !noalias !97
  %110 = or i64 %95, 16
  %scevgep359.1.epil = getelementptr i8, i8* %arg.b.0, i64 %110
  %scevgep359360.1.epil = bitcast i8* %scevgep359.1.epil to i16*
  %.66.i.us116.1407.epil = load i16, i16* %scevgep359360.1.epil, align 2, !noalias !94
  %scevgep313191.1.epil = getelementptr i8, i8* %scevgep31138194, i64 %110
  %111 = bitcast i8* %scevgep313191.1.epil to i16*
  store i16 %.66.i.us116.1407.epil, i16* %111, align 2, !noalias !97
  %sunkaddr1594 = getelementptr i8, i8* %arg.b.0, i64 %110
  %sunkaddr1595 = getelementptr i8, i8* %sunkaddr1594, i64 2
  %112 = bitcast i8* %sunkaddr1595 to i16*
  %.66.i.us116.1.1.epil = load i16, i16* %112, align 2, !noalias !94
  %sunkaddr1596 = getelementptr i8, i8* %scevgep290, i64 %110
  %sunkaddr1597 = getelementptr i8, i8* %sunkaddr1596, i64 -12
  %113 = bitcast i8* %sunkaddr1597 to i16*
  store i16 %.66.i.us116.1.1.epil, i16* %113, align 2, !noalias !97
  %sunkaddr1598 = getelementptr i8, i8* %arg.b.0, i64 %110
  %sunkaddr1599 = getelementptr i8, i8* %sunkaddr1598, i64 4
  %114 = bitcast i8* %sunkaddr1599 to i16*
  %.66.i.us116.2.1.epil = load i16, i16* %114, align 2, !noalias !94
  %sunkaddr1600 = getelementptr i8, i8* %scevgep290, i64 %110
  %sunkaddr1601 = getelementptr i8, i8* %sunkaddr1600, i64 -10
  %115 = bitcast i8* %sunkaddr1601 to i16*
  store i16 %.66.i.us116.2.1.epil, i16* %115, align 2, !noalias !97
  %sunkaddr1602 = getelementptr i8, i8* %arg.b.0, i64 %110
  %sunkaddr1603 = getelementptr i8, i8* %sunkaddr1602, i64 6
  %116 = bitcast i8* %sunkaddr1603 to i16*
  %.66.i.us116.3.1.epil = load i16, i16* %116, align 2, !noalias !94
  %sunkaddr1604 = getelementptr i8, i8* %scevgep290, i64 %110
  %sunkaddr1605 = getelementptr i8, i8* %sunkaddr1604, i64 -8
  %117 = bitcast i8* %sunkaddr1605 to i16*
  store i16 %.66.i.us116.3.1.epil, i16* %117, align 2, !noalias !97
  %sunkaddr1606 = getelementptr i8, i8* %arg.b.0, i64 %110
  %sunkaddr1607 = getelementptr i8, i8* %sunkaddr1606, i64 8
  %118 = bitcast i8* %sunkaddr1607 to i16*
  %.66.i.us116.4.1.epil = load i16, i16* %118, align 2, !noalias !94
  %sunkaddr1608 = getelementptr i8, i8* %scevgep290, i64 %110
  %sunkaddr1609 = getelementptr i8, i8* %sunkaddr1608, i64 -6
  %119 = bitcast i8* %sunkaddr1609 to i16*
  store i16 %.66.i.us116.4.1.epil, i16* %119, align 2, !noalias !97
  %sunkaddr1610 = getelementptr i8, i8* %arg.b.0, i64 %110
  %sunkaddr1611 = getelementptr i8, i8* %sunkaddr1610, i64 10
  %120 = bitcast i8* %sunkaddr1611 to i16*
  %.66.i.us116.5.1.epil = load i16, i16* %120, align 2, !noalias !94
  %sunkaddr1612 = getelementptr i8, i8* %scevgep290, i64 %110
  %sunkaddr1613 = getelementptr i8, i8* %sunkaddr1612, i64 -4
  %121 = bitcast i8* %sunkaddr1613 to i16*
  store i16 %.66.i.us116.5.1.epil, i16* %121, align 2, !noalias !97
  %sunkaddr1614 = getelementptr i8, i8* %arg.b.0, i64 %110
  %sunkaddr1615 = getelementptr i8, i8* %sunkaddr1614, i64 12
  %122 = bitcast i8* %sunkaddr1615 to i16*
  %.66.i.us116.6.1.epil = load i16, i16* %122, align 2, !noalias !94
  %sunkaddr1616 = getelementptr i8, i8* %scevgep290, i64 %110
  %sunkaddr1617 = getelementptr i8, i8* %sunkaddr1616, i64 -2
  %123 = bitcast i8* %sunkaddr1617 to i16*
  store i16 %.66.i.us116.6.1.epil, i16* %123, align 2, !noalias !97
  %sunkaddr1618 = getelementptr i8, i8* %arg.b.0, i64 %110
  %sunkaddr1619 = getelementptr i8, i8* %sunkaddr1618, i64 14
  %124 = bitcast i8* %sunkaddr1619 to i16*
  %.66.i.us116.7.1.epil = load i16, i16* %124, align 2, !noalias !94
  %scevgep309.1465.epil = getelementptr i8, i8* %scevgep290, i64 %110
  %scevgep309310.1466.epil = bitcast i8* %scevgep309.1465.epil to i16*
  store i16 %.66.i.us116.7.1.epil, i16* %scevgep309310.1466.epil, align 2, !noalias !97
  %125 = or i64 %95, 32
  %scevgep359.2.epil = getelementptr i8, i8* %arg.b.0, i64 %125
  %scevgep359360.2.epil = bitcast i8* %scevgep359.2.epil to i16*
  %.66.i.us116.2412.epil = load i16, i16* %scevgep359360.2.epil, align 2, !noalias !94
  %scevgep313191.2.epil = getelementptr i8, i8* %scevgep31138194, i64 %125
  %126 = bitcast i8* %scevgep313191.2.epil to i16*
  store i16 %.66.i.us116.2412.epil, i16* %126, align 2, !noalias !97
  %sunkaddr1620 = getelementptr i8, i8* %arg.b.0, i64 %125
  %sunkaddr1621 = getelementptr i8, i8* %sunkaddr1620, i64 2
  %127 = bitcast i8* %sunkaddr1621 to i16*
  %.66.i.us116.1.2.epil = load i16, i16* %127, align 2, !noalias !94
  %sunkaddr1622 = getelementptr i8, i8* %scevgep290, i64 %125
  %sunkaddr1623 = getelementptr i8, i8* %sunkaddr1622, i64 -12
  %128 = bitcast i8* %sunkaddr1623 to i16*
  store i16 %.66.i.us116.1.2.epil, i16* %128, align 2, !noalias !97
  %sunkaddr1624 = getelementptr i8, i8* %arg.b.0, i64 %125
  %sunkaddr1625 = getelementptr i8, i8* %sunkaddr1624, i64 4
  %129 = bitcast i8* %sunkaddr1625 to i16*
  %.66.i.us116.2.2.epil = load i16, i16* %129, align 2, !noalias !94
  %sunkaddr1626 = getelementptr i8, i8* %scevgep290, i64 %125
  %sunkaddr1627 = getelementptr i8, i8* %sunkaddr1626, i64 -10
  %130 = bitcast i8* %sunkaddr1627 to i16*
  store i16 %.66.i.us116.2.2.epil, i16* %130, align 2, !noalias !97
  %sunkaddr1628 = getelementptr i8, i8* %arg.b.0, i64 %125
  %sunkaddr1629 = getelementptr i8, i8* %sunkaddr1628, i64 6
  %131 = bitcast i8* %sunkaddr1629 to i16*
  %.66.i.us116.3.2.epil = load i16, i16* %131, align 2, !noalias !94
  %sunkaddr1630 = getelementptr i8, i8* %scevgep290, i64 %125
  %sunkaddr1631 = getelementptr i8, i8* %sunkaddr1630, i64 -8
  %132 = bitcast i8* %sunkaddr1631 to i16*
  store i16 %.66.i.us116.3.2.epil, i16* %132, align 2, !noalias !97
  %sunkaddr1632 = getelementptr i8, i8* %arg.b.0, i64 %125
  %sunkaddr1633 = getelementptr i8, i8* %sunkaddr1632, i64 8
  %133 = bitcast i8* %sunkaddr1633 to i16*
  %.66.i.us116.4.2.epil = load i16, i16* %133, align 2, !noalias !94
  %sunkaddr1634 = getelementptr i8, i8* %scevgep290, i64 %125
  %sunkaddr1635 = getelementptr i8, i8* %sunkaddr1634, i64 -6
  %134 = bitcast i8* %sunkaddr1635 to i16*
  store i16 %.66.i.us116.4.2.epil, i16* %134, align 2, !noalias !97
  %sunkaddr1636 = getelementptr i8, i8* %arg.b.0, i64 %125
  %sunkaddr1637 = getelementptr i8, i8* %sunkaddr1636, i64 10
  %135 = bitcast i8* %sunkaddr1637 to i16*
  %.66.i.us116.5.2.epil = load i16, i16* %135, align 2, !noalias !94
  %sunkaddr1638 = getelementptr i8, i8* %scevgep290, i64 %125
  %sunkaddr1639 = getelementptr i8, i8* %sunkaddr1638, i64 -4
  %136 = bitcast i8* %sunkaddr1639 to i16*
  store i16 %.66.i.us116.5.2.epil, i16* %136, align 2, !noalias !97
  %sunkaddr1640 = getelementptr i8, i8* %arg.b.0, i64 %125
  %sunkaddr1641 = getelementptr i8, i8* %sunkaddr1640, i64 12
  %137 = bitcast i8* %sunkaddr1641 to i16*
  %.66.i.us116.6.2.epil = load i16, i16* %137, align 2, !noalias !94
  %sunkaddr1642 = getelementptr i8, i8* %scevgep290, i64 %125
  %sunkaddr1643 = getelementptr i8, i8* %sunkaddr1642, i64 -2
  %138 = bitcast i8* %sunkaddr1643 to i16*
  store i16 %.66.i.us116.6.2.epil, i16* %138, align 2, !noalias !97
  %sunkaddr1644 = getelementptr i8, i8* %arg.b.0, i64 %125
  %sunkaddr1645 = getelementptr i8, i8* %sunkaddr1644, i64 14
  %139 = bitcast i8* %sunkaddr1645 to i16*
  %.66.i.us116.7.2.epil = load i16, i16* %139, align 2, !noalias !94
  %scevgep309.2485.epil = getelementptr i8, i8* %scevgep290, i64 %125
  %scevgep309310.2486.epil = bitcast i8* %scevgep309.2485.epil to i16*
  store i16 %.66.i.us116.7.2.epil, i16* %scevgep309310.2486.epil, align 2, !noalias !97
  %140 = or i64 %95, 48
  %scevgep359.3.epil = getelementptr i8, i8* %arg.b.0, i64 %140
  %scevgep359360.3.epil = bitcast i8* %scevgep359.3.epil to i16*
  %.66.i.us116.3417.epil = load i16, i16* %scevgep359360.3.epil, align 2, !noalias !94
  %scevgep313191.3.epil = getelementptr i8, i8* %scevgep31138194, i64 %140
  %141 = bitcast i8* %scevgep313191.3.epil to i16*
  store i16 %.66.i.us116.3417.epil, i16* %141, align 2, !noalias !97
  %sunkaddr1646 = getelementptr i8, i8* %arg.b.0, i64 %140
  %sunkaddr1647 = getelementptr i8, i8* %sunkaddr1646, i64 2
  %142 = bitcast i8* %sunkaddr1647 to i16*
  %.66.i.us116.1.3.epil = load i16, i16* %142, align 2, !noalias !94
  %sunkaddr1648 = getelementptr i8, i8* %scevgep290, i64 %140
  %sunkaddr1649 = getelementptr i8, i8* %sunkaddr1648, i64 -12
  %143 = bitcast i8* %sunkaddr1649 to i16*
  store i16 %.66.i.us116.1.3.epil, i16* %143, align 2, !noalias !97
  %sunkaddr1650 = getelementptr i8, i8* %arg.b.0, i64 %140
  %sunkaddr1651 = getelementptr i8, i8* %sunkaddr1650, i64 4
  %144 = bitcast i8* %sunkaddr1651 to i16*
  %.66.i.us116.2.3.epil = load i16, i16* %144, align 2, !noalias !94
  %sunkaddr1652 = getelementptr i8, i8* %scevgep290, i64 %140
  %sunkaddr1653 = getelementptr i8, i8* %sunkaddr1652, i64 -10
  %145 = bitcast i8* %sunkaddr1653 to i16*
  store i16 %.66.i.us116.2.3.epil, i16* %145, align 2, !noalias !97
  %sunkaddr1654 = getelementptr i8, i8* %arg.b.0, i64 %140
  %sunkaddr1655 = getelementptr i8, i8* %sunkaddr1654, i64 6
  %146 = bitcast i8* %sunkaddr1655 to i16*
  %.66.i.us116.3.3.epil = load i16, i16* %146, align 2, !noalias !94
  %sunkaddr1656 = getelementptr i8, i8* %scevgep290, i64 %140
  %sunkaddr1657 = getelementptr i8, i8* %sunkaddr1656, i64 -8
  %147 = bitcast i8* %sunkaddr1657 to i16*
  store i16 %.66.i.us116.3.3.epil, i16* %147, align 2, !noalias !97
  %sunkaddr1658 = getelementptr i8, i8* %arg.b.0, i64 %140
  %sunkaddr1659 = getelementptr i8, i8* %sunkaddr1658, i64 8
  %148 = bitcast i8* %sunkaddr1659 to i16*
  %.66.i.us116.4.3.epil = load i16, i16* %148, align 2, !noalias !94
  %sunkaddr1660 = getelementptr i8, i8* %scevgep290, i64 %140
  %sunkaddr1661 = getelementptr i8, i8* %sunkaddr1660, i64 -6
  %149 = bitcast i8* %sunkaddr1661 to i16*
  store i16 %.66.i.us116.4.3.epil, i16* %149, align 2, !noalias !97
  %sunkaddr1662 = getelementptr i8, i8* %arg.b.0, i64 %140
  %sunkaddr1663 = getelementptr i8, i8* %sunkaddr1662, i64 10
  %150 = bitcast i8* %sunkaddr1663 to i16*
  %.66.i.us116.5.3.epil = load i16, i16* %150, align 2, !noalias !94
  %sunkaddr1664 = getelementptr i8, i8* %scevgep290, i64 %140
  %sunkaddr1665 = getelementptr i8, i8* %sunkaddr1664, i64 -4
  %151 = bitcast i8* %sunkaddr1665 to i16*
  store i16 %.66.i.us116.5.3.epil, i16* %151, align 2, !noalias !97
  %sunkaddr1666 = getelementptr i8, i8* %arg.b.0, i64 %140
  %sunkaddr1667 = getelementptr i8, i8* %sunkaddr1666, i64 12
  %152 = bitcast i8* %sunkaddr1667 to i16*
  %.66.i.us116.6.3.epil = load i16, i16* %152, align 2, !noalias !94
  %sunkaddr1668 = getelementptr i8, i8* %scevgep290, i64 %140
  %sunkaddr1669 = getelementptr i8, i8* %sunkaddr1668, i64 -2
  %153 = bitcast i8* %sunkaddr1669 to i16*
  store i16 %.66.i.us116.6.3.epil, i16* %153, align 2, !noalias !97
  %sunkaddr1670 = getelementptr i8, i8* %arg.b.0, i64 %140
  %sunkaddr1671 = getelementptr i8, i8* %sunkaddr1670, i64 14
  %154 = bitcast i8* %sunkaddr1671 to i16*
  %.66.i.us116.7.3.epil = load i16, i16* %154, align 2, !noalias !94
  br label %B116.i.us.7.3.epil

B116.i.us.7.thread.epil:                          ; preds = %B354.endif.us104.epil567
  %scevgep375.epil = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106.unr613
  %.37.i.us120.epil593 = load i8, i8* %scevgep375.epil, align 1, !noalias !94
  %.41.i2.us121.epil594 = zext i8 %.37.i.us120.epil593 to i16
  %155 = shl nuw i64 %.397.098.us106.unr613, 1
  %scevgep313187.epil = getelementptr i8, i8* %scevgep31138194, i64 %155
  %156 = bitcast i8* %scevgep313187.epil to i16*
  store i16 %.41.i2.us121.epil594, i16* %156, align 2, !noalias !97
  %sunkaddr1672 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106.unr613
  %sunkaddr1673 = getelementptr i8, i8* %sunkaddr1672, i64 1
  %.37.i.us120.1.epil595 = load i8, i8* %sunkaddr1673, align 1, !noalias !94
  %.41.i2.us121.1.epil596 = zext i8 %.37.i.us120.1.epil595 to i16
  %sunkaddr1674 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1675 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1674
  %sunkaddr1676 = getelementptr i8, i8* %sunkaddr1675, i64 -12
  %157 = bitcast i8* %sunkaddr1676 to i16*
  store i16 %.41.i2.us121.1.epil596, i16* %157, align 2, !noalias !97
  %sunkaddr1677 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106.unr613
  %sunkaddr1678 = getelementptr i8, i8* %sunkaddr1677, i64 2
  %.37.i.us120.2.epil597 = load i8, i8* %sunkaddr1678, align 1, !noalias !94
  %.41.i2.us121.2.epil598 = zext i8 %.37.i.us120.2.epil597 to i16
  %sunkaddr1679 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1680 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1679
  %sunkaddr1681 = getelementptr i8, i8* %sunkaddr1680, i64 -10
  %158 = bitcast i8* %sunkaddr1681 to i16*
  store i16 %.41.i2.us121.2.epil598, i16* %158, align 2, !noalias !97
  %sunkaddr1682 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106.unr613
  %sunkaddr1683 = getelementptr i8, i8* %sunkaddr1682, i64 3
  %.37.i.us120.3.epil599 = load i8, i8* %sunkaddr1683, align 1, !noalias !94
  %.41.i2.us121.3.epil600 = zext i8 %.37.i.us120.3.epil599 to i16
  %sunkaddr1684 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1685 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1684
  %sunkaddr1686 = getelementptr i8, i8* %sunkaddr1685, i64 -8
  %159 = bitcast i8* %sunkaddr1686 to i16*
  store i16 %.41.i2.us121.3.epil600, i16* %159, align 2, !noalias !97
  %sunkaddr1687 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106.unr613
  %sunkaddr1688 = getelementptr i8, i8* %sunkaddr1687, i64 4
  %.37.i.us120.4.epil601 = load i8, i8* %sunkaddr1688, align 1, !noalias !94
  %.41.i2.us121.4.epil602 = zext i8 %.37.i.us120.4.epil601 to i16
  %sunkaddr1689 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1690 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1689
  %sunkaddr1691 = getelementptr i8, i8* %sunkaddr1690, i64 -6
  %160 = bitcast i8* %sunkaddr1691 to i16*
  store i16 %.41.i2.us121.4.epil602, i16* %160, align 2, !noalias !97
  %sunkaddr1692 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106.unr613
  %sunkaddr1693 = getelementptr i8, i8* %sunkaddr1692, i64 5
  %.37.i.us120.5.epil603 = load i8, i8* %sunkaddr1693, align 1, !noalias !94
  %.41.i2.us121.5.epil604 = zext i8 %.37.i.us120.5.epil603 to i16
  %sunkaddr1694 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1695 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1694
  %sunkaddr1696 = getelementptr i8, i8* %sunkaddr1695, i64 -4
  %161 = bitcast i8* %sunkaddr1696 to i16*
  store i16 %.41.i2.us121.5.epil604, i16* %161, align 2, !noalias !97
  %sunkaddr1697 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106.unr613
  %sunkaddr1698 = getelementptr i8, i8* %sunkaddr1697, i64 6
  %.37.i.us120.6.epil605 = load i8, i8* %sunkaddr1698, align 1, !noalias !94
  %.41.i2.us121.6.epil606 = zext i8 %.37.i.us120.6.epil605 to i16
  %sunkaddr1699 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1700 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1699
  %sunkaddr1701 = getelementptr i8, i8* %sunkaddr1700, i64 -2
  %162 = bitcast i8* %sunkaddr1701 to i16*
  store i16 %.41.i2.us121.6.epil606, i16* %162, align 2, !noalias !97
  %sunkaddr1702 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106.unr613
  %sunkaddr1703 = getelementptr i8, i8* %sunkaddr1702, i64 7
  %.37.i.us120.7.epil607 = load i8, i8* %sunkaddr1703, align 1, !noalias !94
  %.41.i2.us121.7.epil608 = zext i8 %.37.i.us120.7.epil607 to i16
  %.466.us108.7256437.epil = or i64 %.397.098.us106.unr613, 8
  %scevgep309438.epil = getelementptr i8, i8* %scevgep290, i64 %155
  %scevgep309310439.epil = bitcast i8* %scevgep309438.epil to i16*
  store i16 %.41.i2.us121.7.epil608, i16* %scevgep309310439.epil, align 2, !noalias !97
  %scevgep375.1.epil = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437.epil
  %.37.i.us120.1408.epil = load i8, i8* %scevgep375.1.epil, align 1, !noalias !94
  %.41.i2.us121.1409.epil = zext i8 %.37.i.us120.1408.epil to i16
  %163 = shl nuw i64 %.466.us108.7256437.epil, 1
  %scevgep313187.1.epil = getelementptr i8, i8* %scevgep31138194, i64 %163
  %164 = bitcast i8* %scevgep313187.1.epil to i16*
  store i16 %.41.i2.us121.1409.epil, i16* %164, align 2, !noalias !97
  %sunkaddr1704 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437.epil
  %sunkaddr1705 = getelementptr i8, i8* %sunkaddr1704, i64 1
  %.37.i.us120.1.1.epil = load i8, i8* %sunkaddr1705, align 1, !noalias !94
  %.41.i2.us121.1.1.epil = zext i8 %.37.i.us120.1.1.epil to i16
  %sunkaddr1706 = mul i64 %.466.us108.7256437.epil, 2
  %sunkaddr1707 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1706
  %sunkaddr1708 = getelementptr i8, i8* %sunkaddr1707, i64 -12
  %165 = bitcast i8* %sunkaddr1708 to i16*
  store i16 %.41.i2.us121.1.1.epil, i16* %165, align 2, !noalias !97
  %sunkaddr1709 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437.epil
  %sunkaddr1710 = getelementptr i8, i8* %sunkaddr1709, i64 2
  %.37.i.us120.2.1.epil = load i8, i8* %sunkaddr1710, align 1, !noalias !94
  %.41.i2.us121.2.1.epil = zext i8 %.37.i.us120.2.1.epil to i16
  %sunkaddr1711 = mul i64 %.466.us108.7256437.epil, 2
  %sunkaddr1712 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1711
  %sunkaddr1713 = getelementptr i8, i8* %sunkaddr1712, i64 -10
  %166 = bitcast i8* %sunkaddr1713 to i16*
  store i16 %.41.i2.us121.2.1.epil, i16* %166, align 2, !noalias !97
  %sunkaddr1714 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437.epil
  %sunkaddr1715 = getelementptr i8, i8* %sunkaddr1714, i64 3
  %.37.i.us120.3.1.epil = load i8, i8* %sunkaddr1715, align 1, !noalias !94
  %.41.i2.us121.3.1.epil = zext i8 %.37.i.us120.3.1.epil to i16
  %sunkaddr1716 = mul i64 %.466.us108.7256437.epil, 2
  %sunkaddr1717 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1716
  %sunkaddr1718 = getelementptr i8, i8* %sunkaddr1717, i64 -8
  %167 = bitcast i8* %sunkaddr1718 to i16*
  store i16 %.41.i2.us121.3.1.epil, i16* %167, align 2, !noalias !97
  %sunkaddr1719 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437.epil
  %sunkaddr1720 = getelementptr i8, i8* %sunkaddr1719, i64 4
  %.37.i.us120.4.1.epil = load i8, i8* %sunkaddr1720, align 1, !noalias !94
  %.41.i2.us121.4.1.epil = zext i8 %.37.i.us120.4.1.epil to i16
  %sunkaddr1721 = mul i64 %.466.us108.7256437.epil, 2
  %sunkaddr1722 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1721
  %sunkaddr1723 = getelementptr i8, i8* %sunkaddr1722, i64 -6
  %168 = bitcast i8* %sunkaddr1723 to i16*
  store i16 %.41.i2.us121.4.1.epil, i16* %168, align 2, !noalias !97
  %sunkaddr1724 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437.epil
  %sunkaddr1725 = getelementptr i8, i8* %sunkaddr1724, i64 5
  %.37.i.us120.5.1.epil = load i8, i8* %sunkaddr1725, align 1, !noalias !94
  %.41.i2.us121.5.1.epil = zext i8 %.37.i.us120.5.1.epil to i16
  %sunkaddr1726 = mul i64 %.466.us108.7256437.epil, 2
  %sunkaddr1727 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1726
  %sunkaddr1728 = getelementptr i8, i8* %sunkaddr1727, i64 -4
  %169 = bitcast i8* %sunkaddr1728 to i16*
  store i16 %.41.i2.us121.5.1.epil, i16* %169, align 2, !noalias !97
  %sunkaddr1729 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437.epil
  %sunkaddr1730 = getelementptr i8, i8* %sunkaddr1729, i64 6
  %.37.i.us120.6.1.epil = load i8, i8* %sunkaddr1730, align 1, !noalias !94
  %.41.i2.us121.6.1.epil = zext i8 %.37.i.us120.6.1.epil to i16
  %sunkaddr1731 = mul i64 %.466.us108.7256437.epil, 2
  %sunkaddr1732 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1731
  %sunkaddr1733 = getelementptr i8, i8* %sunkaddr1732, i64 -2
  %170 = bitcast i8* %sunkaddr1733 to i16*
  store i16 %.41.i2.us121.6.1.epil, i16* %170, align 2, !noalias !97
  %sunkaddr1734 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437.epil
  %sunkaddr1735 = getelementptr i8, i8* %sunkaddr1734, i64 7
  %.37.i.us120.7.1.epil = load i8, i8* %sunkaddr1735, align 1, !noalias !94
  %.41.i2.us121.7.1.epil = zext i8 %.37.i.us120.7.1.epil to i16
  %.466.us108.7256.1457.epil = or i64 %.397.098.us106.unr613, 16
  %scevgep309.1458.epil = getelementptr i8, i8* %scevgep290, i64 %163
  %scevgep309310.1459.epil = bitcast i8* %scevgep309.1458.epil to i16*
  store i16 %.41.i2.us121.7.1.epil, i16* %scevgep309310.1459.epil, align 2, !noalias !97
  %scevgep375.2.epil = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457.epil
  %.37.i.us120.2413.epil = load i8, i8* %scevgep375.2.epil, align 1, !noalias !94
  %.41.i2.us121.2414.epil = zext i8 %.37.i.us120.2413.epil to i16
  %171 = shl nuw i64 %.466.us108.7256.1457.epil, 1
  %scevgep313187.2.epil = getelementptr i8, i8* %scevgep31138194, i64 %171
  %172 = bitcast i8* %scevgep313187.2.epil to i16*
  store i16 %.41.i2.us121.2414.epil, i16* %172, align 2, !noalias !97
  %sunkaddr1736 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457.epil
  %sunkaddr1737 = getelementptr i8, i8* %sunkaddr1736, i64 1
  %.37.i.us120.1.2.epil = load i8, i8* %sunkaddr1737, align 1, !noalias !94
  %.41.i2.us121.1.2.epil = zext i8 %.37.i.us120.1.2.epil to i16
  %sunkaddr1738 = mul i64 %.466.us108.7256.1457.epil, 2
  %sunkaddr1739 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1738
  %sunkaddr1740 = getelementptr i8, i8* %sunkaddr1739, i64 -12
  %173 = bitcast i8* %sunkaddr1740 to i16*
  store i16 %.41.i2.us121.1.2.epil, i16* %173, align 2, !noalias !97
  %sunkaddr1741 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457.epil
  %sunkaddr1742 = getelementptr i8, i8* %sunkaddr1741, i64 2
  %.37.i.us120.2.2.epil = load i8, i8* %sunkaddr1742, align 1, !noalias !94
  %.41.i2.us121.2.2.epil = zext i8 %.37.i.us120.2.2.epil to i16
  %sunkaddr1743 = mul i64 %.466.us108.7256.1457.epil, 2
  %sunkaddr1744 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1743
  %sunkaddr1745 = getelementptr i8, i8* %sunkaddr1744, i64 -10
  %174 = bitcast i8* %sunkaddr1745 to i16*
  store i16 %.41.i2.us121.2.2.epil, i16* %174, align 2, !noalias !97
  %sunkaddr1746 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457.epil
  %sunkaddr1747 = getelementptr i8, i8* %sunkaddr1746, i64 3
  %.37.i.us120.3.2.epil = load i8, i8* %sunkaddr1747, align 1, !noalias !94
  %.41.i2.us121.3.2.epil = zext i8 %.37.i.us120.3.2.epil to i16
  %sunkaddr1748 = mul i64 %.466.us108.7256.1457.epil, 2
  %sunkaddr1749 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1748
  %sunkaddr1750 = getelementptr i8, i8* %sunkaddr1749, i64 -8
  %175 = bitcast i8* %sunkaddr1750 to i16*
  store i16 %.41.i2.us121.3.2.epil, i16* %175, align 2, !noalias !97
  %sunkaddr1751 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457.epil
  %sunkaddr1752 = getelementptr i8, i8* %sunkaddr1751, i64 4
  %.37.i.us120.4.2.epil = load i8, i8* %sunkaddr1752, align 1, !noalias !94
  %.41.i2.us121.4.2.epil = zext i8 %.37.i.us120.4.2.epil to i16
  %sunkaddr1753 = mul i64 %.466.us108.7256.1457.epil, 2
  %sunkaddr1754 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1753
  %sunkaddr1755 = getelementptr i8, i8* %sunkaddr1754, i64 -6
  %176 = bitcast i8* %sunkaddr1755 to i16*
  store i16 %.41.i2.us121.4.2.epil, i16* %176, align 2, !noalias !97
  %sunkaddr1756 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457.epil
  %sunkaddr1757 = getelementptr i8, i8* %sunkaddr1756, i64 5
  %.37.i.us120.5.2.epil = load i8, i8* %sunkaddr1757, align 1, !noalias !94
  %.41.i2.us121.5.2.epil = zext i8 %.37.i.us120.5.2.epil to i16
  %sunkaddr1758 = mul i64 %.466.us108.7256.1457.epil, 2
  %sunkaddr1759 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1758
  %sunkaddr1760 = getelementptr i8, i8* %sunkaddr1759, i64 -4
  %177 = bitcast i8* %sunkaddr1760 to i16*
  store i16 %.41.i2.us121.5.2.epil, i16* %177, align 2, !noalias !97
  %sunkaddr1761 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457.epil
  %sunkaddr1762 = getelementptr i8, i8* %sunkaddr1761, i64 6
  %.37.i.us120.6.2.epil = load i8, i8* %sunkaddr1762, align 1, !noalias !94
  %.41.i2.us121.6.2.epil = zext i8 %.37.i.us120.6.2.epil to i16
  %sunkaddr1763 = mul i64 %.466.us108.7256.1457.epil, 2
  %sunkaddr1764 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1763
  %sunkaddr1765 = getelementptr i8, i8* %sunkaddr1764, i64 -2
  %178 = bitcast i8* %sunkaddr1765 to i16*
  store i16 %.41.i2.us121.6.2.epil, i16* %178, align 2, !noalias !97
  %sunkaddr1766 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457.epil
  %sunkaddr1767 = getelementptr i8, i8* %sunkaddr1766, i64 7
  %.37.i.us120.7.2.epil = load i8, i8* %sunkaddr1767, align 1, !noalias !94
  %.41.i2.us121.7.2.epil = zext i8 %.37.i.us120.7.2.epil to i16
  %.466.us108.7256.2477.epil = or i64 %.397.098.us106.unr613, 24
  %scevgep309.2478.epil = getelementptr i8, i8* %scevgep290, i64 %171
  %scevgep309310.2479.epil = bitcast i8* %scevgep309.2478.epil to i16*
  store i16 %.41.i2.us121.7.2.epil, i16* %scevgep309310.2479.epil, align 2, !noalias !97
  %scevgep375.3.epil = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477.epil
  %.37.i.us120.3418.epil = load i8, i8* %scevgep375.3.epil, align 1, !noalias !94
  %.41.i2.us121.3419.epil = zext i8 %.37.i.us120.3418.epil to i16
  %179 = shl nuw i64 %.466.us108.7256.2477.epil, 1
  %scevgep313187.3.epil = getelementptr i8, i8* %scevgep31138194, i64 %179
  %180 = bitcast i8* %scevgep313187.3.epil to i16*
  store i16 %.41.i2.us121.3419.epil, i16* %180, align 2, !noalias !97
  %sunkaddr1768 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477.epil
  %sunkaddr1769 = getelementptr i8, i8* %sunkaddr1768, i64 1
  %.37.i.us120.1.3.epil = load i8, i8* %sunkaddr1769, align 1, !noalias !94
  %.41.i2.us121.1.3.epil = zext i8 %.37.i.us120.1.3.epil to i16
  %sunkaddr1770 = mul i64 %.466.us108.7256.2477.epil, 2
  %sunkaddr1771 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1770
  %sunkaddr1772 = getelementptr i8, i8* %sunkaddr1771, i64 -12
  %181 = bitcast i8* %sunkaddr1772 to i16*
  store i16 %.41.i2.us121.1.3.epil, i16* %181, align 2, !noalias !97
  %sunkaddr1773 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477.epil
  %sunkaddr1774 = getelementptr i8, i8* %sunkaddr1773, i64 2
  %.37.i.us120.2.3.epil = load i8, i8* %sunkaddr1774, align 1, !noalias !94
  %.41.i2.us121.2.3.epil = zext i8 %.37.i.us120.2.3.epil to i16
  %sunkaddr1775 = mul i64 %.466.us108.7256.2477.epil, 2
  %sunkaddr1776 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1775
  %sunkaddr1777 = getelementptr i8, i8* %sunkaddr1776, i64 -10
  %182 = bitcast i8* %sunkaddr1777 to i16*
  store i16 %.41.i2.us121.2.3.epil, i16* %182, align 2, !noalias !97
  %sunkaddr1778 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477.epil
  %sunkaddr1779 = getelementptr i8, i8* %sunkaddr1778, i64 3
  %.37.i.us120.3.3.epil = load i8, i8* %sunkaddr1779, align 1, !noalias !94
  %.41.i2.us121.3.3.epil = zext i8 %.37.i.us120.3.3.epil to i16
  %sunkaddr1780 = mul i64 %.466.us108.7256.2477.epil, 2
  %sunkaddr1781 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1780
  %sunkaddr1782 = getelementptr i8, i8* %sunkaddr1781, i64 -8
  %183 = bitcast i8* %sunkaddr1782 to i16*
  store i16 %.41.i2.us121.3.3.epil, i16* %183, align 2, !noalias !97
  %sunkaddr1783 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477.epil
  %sunkaddr1784 = getelementptr i8, i8* %sunkaddr1783, i64 4
  %.37.i.us120.4.3.epil = load i8, i8* %sunkaddr1784, align 1, !noalias !94
  %.41.i2.us121.4.3.epil = zext i8 %.37.i.us120.4.3.epil to i16
  %sunkaddr1785 = mul i64 %.466.us108.7256.2477.epil, 2
  %sunkaddr1786 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1785
  %sunkaddr1787 = getelementptr i8, i8* %sunkaddr1786, i64 -6
  %184 = bitcast i8* %sunkaddr1787 to i16*
  store i16 %.41.i2.us121.4.3.epil, i16* %184, align 2, !noalias !97
  %sunkaddr1788 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477.epil
  %sunkaddr1789 = getelementptr i8, i8* %sunkaddr1788, i64 5
  %.37.i.us120.5.3.epil = load i8, i8* %sunkaddr1789, align 1, !noalias !94
  %.41.i2.us121.5.3.epil = zext i8 %.37.i.us120.5.3.epil to i16
  %sunkaddr1790 = mul i64 %.466.us108.7256.2477.epil, 2
  %sunkaddr1791 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1790
  %sunkaddr1792 = getelementptr i8, i8* %sunkaddr1791, i64 -4
  %185 = bitcast i8* %sunkaddr1792 to i16*
  store i16 %.41.i2.us121.5.3.epil, i16* %185, align 2, !noalias !97
  %sunkaddr1793 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477.epil
  %sunkaddr1794 = getelementptr i8, i8* %sunkaddr1793, i64 6
  %.37.i.us120.6.3.epil = load i8, i8* %sunkaddr1794, align 1, !noalias !94
  %.41.i2.us121.6.3.epil = zext i8 %.37.i.us120.6.3.epil to i16
  %sunkaddr1795 = mul i64 %.466.us108.7256.2477.epil, 2
  %sunkaddr1796 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1795
  %sunkaddr1797 = getelementptr i8, i8* %sunkaddr1796, i64 -2
  %186 = bitcast i8* %sunkaddr1797 to i16*
  store i16 %.41.i2.us121.6.3.epil, i16* %186, align 2, !noalias !97
  %sunkaddr1798 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477.epil
  %sunkaddr1799 = getelementptr i8, i8* %sunkaddr1798, i64 7
  %.37.i.us120.7.3.epil = load i8, i8* %sunkaddr1799, align 1, !noalias !94
  %.41.i2.us121.7.3.epil = zext i8 %.37.i.us120.7.3.epil to i16
  br label %B116.i.us.7.3.epil

B116.i.us.7.epil609:                              ; preds = %B354.endif.us104.epil567
  %187 = shl i64 %.397.098.us106.unr613, 1
  %scevgep313.epil = getelementptr i8, i8* %scevgep31138194, i64 %187
  %188 = bitcast i8* %scevgep313.epil to i16*
  store i16 0, i16* %188, align 2, !noalias !97
  %sunkaddr1800 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1801 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1800
  %sunkaddr1802 = getelementptr i8, i8* %sunkaddr1801, i64 -12
  %189 = bitcast i8* %sunkaddr1802 to i16*
  store i16 0, i16* %189, align 2, !noalias !97
  %sunkaddr1803 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1804 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1803
  %sunkaddr1805 = getelementptr i8, i8* %sunkaddr1804, i64 -10
  %190 = bitcast i8* %sunkaddr1805 to i16*
  store i16 0, i16* %190, align 2, !noalias !97
  %sunkaddr1806 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1807 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1806
  %sunkaddr1808 = getelementptr i8, i8* %sunkaddr1807, i64 -8
  %191 = bitcast i8* %sunkaddr1808 to i16*
  store i16 0, i16* %191, align 2, !noalias !97
  %sunkaddr1809 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1810 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1809
  %sunkaddr1811 = getelementptr i8, i8* %sunkaddr1810, i64 -6
  %192 = bitcast i8* %sunkaddr1811 to i16*
  store i16 0, i16* %192, align 2, !noalias !97
  %sunkaddr1812 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1813 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1812
  %sunkaddr1814 = getelementptr i8, i8* %sunkaddr1813, i64 -4
  %193 = bitcast i8* %sunkaddr1814 to i16*
  store i16 0, i16* %193, align 2, !noalias !97
  %sunkaddr1815 = mul i64 %.397.098.us106.unr613, 2
  %sunkaddr1816 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr1815
  %sunkaddr1817 = getelementptr i8, i8* %sunkaddr1816, i64 -2
  %194 = bitcast i8* %sunkaddr1817 to i16*
  store i16 0, i16* %194, align 2, !noalias !97
  %scevgep309.epil610 = getelementptr i8, i8* %scevgep290, i64 %187
  %scevgep309310.epil611 = bitcast i8* %scevgep309.epil610 to i16*
  store i16 0, i16* %scevgep309310.epil611, align 2, !noalias !97
  %195 = or i64 %187, 16
  %scevgep313.1.epil = getelementptr i8, i8* %scevgep31138194, i64 %195
  %196 = bitcast i8* %scevgep313.1.epil to i16*
  store i16 0, i16* %196, align 2, !noalias !97
  %sunkaddr1818 = getelementptr i8, i8* %scevgep290, i64 %195
  %sunkaddr1819 = getelementptr i8, i8* %sunkaddr1818, i64 -12
  %197 = bitcast i8* %sunkaddr1819 to i16*
  store i16 0, i16* %197, align 2, !noalias !97
  %sunkaddr1820 = getelementptr i8, i8* %scevgep290, i64 %195
  %sunkaddr1821 = getelementptr i8, i8* %sunkaddr1820, i64 -10
  %198 = bitcast i8* %sunkaddr1821 to i16*
  store i16 0, i16* %198, align 2, !noalias !97
  %sunkaddr1822 = getelementptr i8, i8* %scevgep290, i64 %195
  %sunkaddr1823 = getelementptr i8, i8* %sunkaddr1822, i64 -8
  %199 = bitcast i8* %sunkaddr1823 to i16*
  store i16 0, i16* %199, align 2, !noalias !97
  %sunkaddr1824 = getelementptr i8, i8* %scevgep290, i64 %195
  %sunkaddr1825 = getelementptr i8, i8* %sunkaddr1824, i64 -6
  %200 = bitcast i8* %sunkaddr1825 to i16*
  store i16 0, i16* %200, align 2, !noalias !97
  %sunkaddr1826 = getelementptr i8, i8* %scevgep290, i64 %195
  %sunkaddr1827 = getelementptr i8, i8* %sunkaddr1826, i64 -4
  %201 = bitcast i8* %sunkaddr1827 to i16*
  store i16 0, i16* %201, align 2, !noalias !97
  %sunkaddr1828 = getelementptr i8, i8* %scevgep290, i64 %195
  %sunkaddr1829 = getelementptr i8, i8* %sunkaddr1828, i64 -2
  %202 = bitcast i8* %sunkaddr1829 to i16*
  store i16 0, i16* %202, align 2, !noalias !97
  %scevgep309.1.epil = getelementptr i8, i8* %scevgep290, i64 %195
  %scevgep309310.1.epil = bitcast i8* %scevgep309.1.epil to i16*
  store i16 0, i16* %scevgep309310.1.epil, align 2, !noalias !97
  %203 = or i64 %187, 32
  %scevgep313.2.epil = getelementptr i8, i8* %scevgep31138194, i64 %203
  %204 = bitcast i8* %scevgep313.2.epil to i16*
  store i16 0, i16* %204, align 2, !noalias !97
  %sunkaddr1830 = getelementptr i8, i8* %scevgep290, i64 %203
  %sunkaddr1831 = getelementptr i8, i8* %sunkaddr1830, i64 -12
  %205 = bitcast i8* %sunkaddr1831 to i16*
  store i16 0, i16* %205, align 2, !noalias !97
  %sunkaddr1832 = getelementptr i8, i8* %scevgep290, i64 %203
  %sunkaddr1833 = getelementptr i8, i8* %sunkaddr1832, i64 -10
  %206 = bitcast i8* %sunkaddr1833 to i16*
  store i16 0, i16* %206, align 2, !noalias !97
  %sunkaddr1834 = getelementptr i8, i8* %scevgep290, i64 %203
  %sunkaddr1835 = getelementptr i8, i8* %sunkaddr1834, i64 -8
  %207 = bitcast i8* %sunkaddr1835 to i16*
  store i16 0, i16* %207, align 2, !noalias !97
  %sunkaddr1836 = getelementptr i8, i8* %scevgep290, i64 %203
  %sunkaddr1837 = getelementptr i8, i8* %sunkaddr1836, i64 -6
  %208 = bitcast i8* %sunkaddr1837 to i16*
  store i16 0, i16* %208, align 2, !noalias !97
  %sunkaddr1838 = getelementptr i8, i8* %scevgep290, i64 %203
  %sunkaddr1839 = getelementptr i8, i8* %sunkaddr1838, i64 -4
  %209 = bitcast i8* %sunkaddr1839 to i16*
  store i16 0, i16* %209, align 2, !noalias !97
  %sunkaddr1840 = getelementptr i8, i8* %scevgep290, i64 %203
  %sunkaddr1841 = getelementptr i8, i8* %sunkaddr1840, i64 -2
  %210 = bitcast i8* %sunkaddr1841 to i16*
  store i16 0, i16* %210, align 2, !noalias !97
  %scevgep309.2.epil = getelementptr i8, i8* %scevgep290, i64 %203
  %scevgep309310.2.epil = bitcast i8* %scevgep309.2.epil to i16*
  store i16 0, i16* %scevgep309310.2.epil, align 2, !noalias !97
  %211 = or i64 %187, 48
  %scevgep313.3.epil = getelementptr i8, i8* %scevgep31138194, i64 %211
  %212 = bitcast i8* %scevgep313.3.epil to i16*
  store i16 0, i16* %212, align 2, !noalias !97
  %sunkaddr1842 = getelementptr i8, i8* %scevgep290, i64 %211
  %sunkaddr1843 = getelementptr i8, i8* %sunkaddr1842, i64 -12
  %213 = bitcast i8* %sunkaddr1843 to i16*
  store i16 0, i16* %213, align 2, !noalias !97
  %sunkaddr1844 = getelementptr i8, i8* %scevgep290, i64 %211
  %sunkaddr1845 = getelementptr i8, i8* %sunkaddr1844, i64 -10
  %214 = bitcast i8* %sunkaddr1845 to i16*
  store i16 0, i16* %214, align 2, !noalias !97
  %sunkaddr1846 = getelementptr i8, i8* %scevgep290, i64 %211
  %sunkaddr1847 = getelementptr i8, i8* %sunkaddr1846, i64 -8
  %215 = bitcast i8* %sunkaddr1847 to i16*
  store i16 0, i16* %215, align 2, !noalias !97
  %sunkaddr1848 = getelementptr i8, i8* %scevgep290, i64 %211
  %sunkaddr1849 = getelementptr i8, i8* %sunkaddr1848, i64 -6
  %216 = bitcast i8* %sunkaddr1849 to i16*
  store i16 0, i16* %216, align 2, !noalias !97
  %sunkaddr1850 = getelementptr i8, i8* %scevgep290, i64 %211
  %sunkaddr1851 = getelementptr i8, i8* %sunkaddr1850, i64 -4
  %217 = bitcast i8* %sunkaddr1851 to i16*
  store i16 0, i16* %217, align 2, !noalias !97
  %sunkaddr1852 = getelementptr i8, i8* %scevgep290, i64 %211
  %sunkaddr1853 = getelementptr i8, i8* %sunkaddr1852, i64 -2
  %218 = bitcast i8* %sunkaddr1853 to i16*
  store i16 0, i16* %218, align 2, !noalias !97
  br label %B116.i.us.7.3.epil

B116.i.us.7.3.epil:                               ; preds = %B116.i.us.7.epil609, %B116.i.us.7.thread.epil, %B116.i.us.7.thread441.epil, %B116.i.us.7.thread448.epil
  %.pre-phi.3.epil = phi i64 [ %211, %B116.i.us.7.epil609 ], [ %179, %B116.i.us.7.thread.epil ], [ %140, %B116.i.us.7.thread441.epil ], [ %80, %B116.i.us.7.thread448.epil ]
  %.sink.i.us123.7.3.epil = phi i16 [ 0, %B116.i.us.7.epil609 ], [ %.41.i2.us121.7.3.epil, %B116.i.us.7.thread.epil ], [ %.66.i.us116.7.3.epil, %B116.i.us.7.thread441.epil ], [ %.98.i.us113.7.3.epil, %B116.i.us.7.thread448.epil ]
  %.466.us108.7256.3.epil = add nuw i64 %.397.098.us106.unr613, 32
  %scevgep309.3.epil = getelementptr i8, i8* %scevgep290, i64 %.pre-phi.3.epil
  %scevgep309310.3.epil = bitcast i8* %scevgep309.3.epil to i16*
  store i16 %.sink.i.us123.7.3.epil, i16* %scevgep309310.3.epil, align 2, !noalias !97
  br label %B452.loopexit158.unr-lcssa.loopexit.unr-lcssa

B452.loopexit158.unr-lcssa.loopexit.unr-lcssa:    ; preds = %B116.i.us.7.3.epil, %B452.loopexit158.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, %B354.endif.us104.preheader.new
  %.397.098.us106.unr401 = phi i64 [ 0, %B354.endif.us104.preheader.new ], [ %.466.us108.7256.3.lcssa.ph, %B452.loopexit158.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.466.us108.7256.3.epil, %B116.i.us.7.3.epil ]
  %lcmp.mod402.not = icmp eq i64 %xtraiter392, 0
  br i1 %lcmp.mod402.not, label %B452.loopexit158.unr-lcssa, label %B354.endif.us104.epil393.preheader

B354.endif.us104.epil393.preheader:               ; preds = %B452.loopexit158.unr-lcssa.loopexit.unr-lcssa
  %219 = shl i64 %.397.098.us106.unr401, 1
  %220 = add i64 %219, %519
  %221 = add i64 %220, 12
  %scevgep608 = getelementptr i8, i8* %.6.i.i, i64 %221
  %222 = add nuw nsw i64 %.397.098.us106.unr401, 7
  %scevgep689 = getelementptr i8, i8* %arg.b.0, i64 %222
  %223 = add i64 %219, 14
  %scevgep699 = getelementptr i8, i8* %arg.b.0, i64 %223
  %224 = shl i64 %.397.098.us106.unr401, 2
  %225 = add i64 %224, 28
  %scevgep723 = getelementptr i8, i8* %arg.b.0, i64 %225
  %226 = shl i64 %xtraiter392, 4
  br label %B354.endif.us104.epil393

B354.endif.us104.epil393:                         ; preds = %B116.i.us.7.epil, %B354.endif.us104.epil393.preheader
  %lsr.iv690 = phi i8* [ %scevgep689, %B354.endif.us104.epil393.preheader ], [ %scevgep691, %B116.i.us.7.epil ]
  %lsr.iv606 = phi i64 [ 0, %B354.endif.us104.epil393.preheader ], [ %lsr.iv.next607, %B116.i.us.7.epil ]
  %.397.098.us106.epil = phi i64 [ %.397.098.us106.unr401, %B354.endif.us104.epil393.preheader ], [ %.466.us108.7256.epil, %B116.i.us.7.epil ]
  switch i32 %arg.b.2, label %B116.i.us.epil399 [
    i32 1, label %B116.i.us.thread.epil
    i32 2, label %B116.i.us.thread188.epil
    i32 4, label %B116.i.us.thread192.epil
  ]

B116.i.us.thread192.epil:                         ; preds = %B354.endif.us104.epil393
  %227 = shl nuw nsw i64 %lsr.iv606, 1
  %scevgep1118 = getelementptr i8, i8* %scevgep723, i64 %227
  %scevgep11181119 = bitcast i8* %scevgep1118 to i32*
  %scevgep1120 = getelementptr i32, i32* %scevgep11181119, i64 -7
  %.95.i.us112.epil394 = load i32, i32* %scevgep1120, align 4, !noalias !94
  %.98.i.us113.epil395 = trunc i32 %.95.i.us112.epil394 to i16
  %228 = shl nuw i64 %.397.098.us106.epil, 1
  %scevgep1064 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10641065 = bitcast i8* %scevgep1064 to i16*
  %scevgep1066 = getelementptr i16, i16* %scevgep10641065, i64 -6
  store i16 %.98.i.us113.epil395, i16* %scevgep1066, align 2, !noalias !97
  %229 = shl nuw nsw i64 %lsr.iv606, 1
  %scevgep1115 = getelementptr i8, i8* %scevgep723, i64 %229
  %scevgep11151116 = bitcast i8* %scevgep1115 to i32*
  %scevgep1117 = getelementptr i32, i32* %scevgep11151116, i64 -6
  %.95.i.us112.1.epil = load i32, i32* %scevgep1117, align 4, !noalias !94
  %.98.i.us113.1.epil = trunc i32 %.95.i.us112.1.epil to i16
  %scevgep1061 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10611062 = bitcast i8* %scevgep1061 to i16*
  %scevgep1063 = getelementptr i16, i16* %scevgep10611062, i64 -5
  store i16 %.98.i.us113.1.epil, i16* %scevgep1063, align 2, !noalias !97
  %230 = shl nuw nsw i64 %lsr.iv606, 1
  %scevgep1112 = getelementptr i8, i8* %scevgep723, i64 %230
  %scevgep11121113 = bitcast i8* %scevgep1112 to i32*
  %scevgep1114 = getelementptr i32, i32* %scevgep11121113, i64 -5
  %.95.i.us112.2.epil = load i32, i32* %scevgep1114, align 4, !noalias !94
  %.98.i.us113.2.epil = trunc i32 %.95.i.us112.2.epil to i16
  %scevgep1058 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10581059 = bitcast i8* %scevgep1058 to i16*
  %scevgep1060 = getelementptr i16, i16* %scevgep10581059, i64 -4
  store i16 %.98.i.us113.2.epil, i16* %scevgep1060, align 2, !noalias !97
  %231 = shl nuw nsw i64 %lsr.iv606, 1
  %scevgep1109 = getelementptr i8, i8* %scevgep723, i64 %231
  %scevgep11091110 = bitcast i8* %scevgep1109 to i32*
  %scevgep1111 = getelementptr i32, i32* %scevgep11091110, i64 -4
  %.95.i.us112.3.epil = load i32, i32* %scevgep1111, align 4, !noalias !94
  %.98.i.us113.3.epil = trunc i32 %.95.i.us112.3.epil to i16
  %scevgep1055 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10551056 = bitcast i8* %scevgep1055 to i16*
  %scevgep1057 = getelementptr i16, i16* %scevgep10551056, i64 -3
  store i16 %.98.i.us113.3.epil, i16* %scevgep1057, align 2, !noalias !97
  %232 = shl nuw nsw i64 %lsr.iv606, 1
  %scevgep1106 = getelementptr i8, i8* %scevgep723, i64 %232
  %scevgep11061107 = bitcast i8* %scevgep1106 to i32*
  %scevgep1108 = getelementptr i32, i32* %scevgep11061107, i64 -3
  %.95.i.us112.4.epil = load i32, i32* %scevgep1108, align 4, !noalias !94
  %.98.i.us113.4.epil = trunc i32 %.95.i.us112.4.epil to i16
  %scevgep1052 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10521053 = bitcast i8* %scevgep1052 to i16*
  %scevgep1054 = getelementptr i16, i16* %scevgep10521053, i64 -2
  store i16 %.98.i.us113.4.epil, i16* %scevgep1054, align 2, !noalias !97
  %233 = shl nuw nsw i64 %lsr.iv606, 1
  %scevgep1103 = getelementptr i8, i8* %scevgep723, i64 %233
  %scevgep11031104 = bitcast i8* %scevgep1103 to i32*
  %scevgep1105 = getelementptr i32, i32* %scevgep11031104, i64 -2
  %.95.i.us112.5.epil = load i32, i32* %scevgep1105, align 4, !noalias !94
  %.98.i.us113.5.epil = trunc i32 %.95.i.us112.5.epil to i16
  %scevgep1049 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10491050 = bitcast i8* %scevgep1049 to i16*
  %scevgep1051 = getelementptr i16, i16* %scevgep10491050, i64 -1
  store i16 %.98.i.us113.5.epil, i16* %scevgep1051, align 2, !noalias !97
  %234 = shl nuw nsw i64 %lsr.iv606, 1
  %scevgep1100 = getelementptr i8, i8* %scevgep723, i64 %234
  %scevgep11001101 = bitcast i8* %scevgep1100 to i32*
  %scevgep1102 = getelementptr i32, i32* %scevgep11001101, i64 -1
  %.95.i.us112.6.epil = load i32, i32* %scevgep1102, align 4, !noalias !94
  %.98.i.us113.6.epil = trunc i32 %.95.i.us112.6.epil to i16
  %scevgep1073 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10731074 = bitcast i8* %scevgep1073 to i16*
  store i16 %.98.i.us113.6.epil, i16* %scevgep10731074, align 2, !noalias !97
  %235 = shl nuw nsw i64 %lsr.iv606, 1
  %scevgep1098 = getelementptr i8, i8* %scevgep723, i64 %235
  %scevgep10981099 = bitcast i8* %scevgep1098 to i32*
  %.95.i.us112.7.epil = load i32, i32* %scevgep10981099, align 4, !noalias !94
  %.98.i.us113.7.epil = trunc i32 %.95.i.us112.7.epil to i16
  br label %B116.i.us.7.epil

B116.i.us.thread188.epil:                         ; preds = %B354.endif.us104.epil393
  %236 = shl nuw i64 %.397.098.us106.epil, 1
  %scevgep1093 = getelementptr i8, i8* %scevgep699, i64 %lsr.iv606
  %scevgep10931094 = bitcast i8* %scevgep1093 to i16*
  %scevgep1095 = getelementptr i16, i16* %scevgep10931094, i64 -7
  %.66.i.us116.epil396 = load i16, i16* %scevgep1095, align 2, !noalias !94
  %scevgep1046 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10461047 = bitcast i8* %scevgep1046 to i16*
  %scevgep1048 = getelementptr i16, i16* %scevgep10461047, i64 -6
  store i16 %.66.i.us116.epil396, i16* %scevgep1048, align 2, !noalias !97
  %scevgep1090 = getelementptr i8, i8* %scevgep699, i64 %lsr.iv606
  %scevgep10901091 = bitcast i8* %scevgep1090 to i16*
  %scevgep1092 = getelementptr i16, i16* %scevgep10901091, i64 -6
  %.66.i.us116.1.epil = load i16, i16* %scevgep1092, align 2, !noalias !94
  %scevgep1043 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10431044 = bitcast i8* %scevgep1043 to i16*
  %scevgep1045 = getelementptr i16, i16* %scevgep10431044, i64 -5
  store i16 %.66.i.us116.1.epil, i16* %scevgep1045, align 2, !noalias !97
  %scevgep1087 = getelementptr i8, i8* %scevgep699, i64 %lsr.iv606
  %scevgep10871088 = bitcast i8* %scevgep1087 to i16*
  %scevgep1089 = getelementptr i16, i16* %scevgep10871088, i64 -5
  %.66.i.us116.2.epil = load i16, i16* %scevgep1089, align 2, !noalias !94
  %scevgep1040 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10401041 = bitcast i8* %scevgep1040 to i16*
  %scevgep1042 = getelementptr i16, i16* %scevgep10401041, i64 -4
  store i16 %.66.i.us116.2.epil, i16* %scevgep1042, align 2, !noalias !97
  %scevgep1084 = getelementptr i8, i8* %scevgep699, i64 %lsr.iv606
  %scevgep10841085 = bitcast i8* %scevgep1084 to i16*
  %scevgep1086 = getelementptr i16, i16* %scevgep10841085, i64 -4
  %.66.i.us116.3.epil = load i16, i16* %scevgep1086, align 2, !noalias !94
  %scevgep1037 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10371038 = bitcast i8* %scevgep1037 to i16*
  %scevgep1039 = getelementptr i16, i16* %scevgep10371038, i64 -3
  store i16 %.66.i.us116.3.epil, i16* %scevgep1039, align 2, !noalias !97
  %scevgep1081 = getelementptr i8, i8* %scevgep699, i64 %lsr.iv606
  %scevgep10811082 = bitcast i8* %scevgep1081 to i16*
  %scevgep1083 = getelementptr i16, i16* %scevgep10811082, i64 -3
  %.66.i.us116.4.epil = load i16, i16* %scevgep1083, align 2, !noalias !94
  %scevgep1034 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10341035 = bitcast i8* %scevgep1034 to i16*
  %scevgep1036 = getelementptr i16, i16* %scevgep10341035, i64 -2
  store i16 %.66.i.us116.4.epil, i16* %scevgep1036, align 2, !noalias !97
  %scevgep1078 = getelementptr i8, i8* %scevgep699, i64 %lsr.iv606
  %scevgep10781079 = bitcast i8* %scevgep1078 to i16*
  %scevgep1080 = getelementptr i16, i16* %scevgep10781079, i64 -2
  %.66.i.us116.5.epil = load i16, i16* %scevgep1080, align 2, !noalias !94
  %scevgep1031 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10311032 = bitcast i8* %scevgep1031 to i16*
  %scevgep1033 = getelementptr i16, i16* %scevgep10311032, i64 -1
  store i16 %.66.i.us116.5.epil, i16* %scevgep1033, align 2, !noalias !97
  %scevgep1075 = getelementptr i8, i8* %scevgep699, i64 %lsr.iv606
  %scevgep10751076 = bitcast i8* %scevgep1075 to i16*
  %scevgep1077 = getelementptr i16, i16* %scevgep10751076, i64 -1
  %.66.i.us116.6.epil = load i16, i16* %scevgep1077, align 2, !noalias !94
  %scevgep1071 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10711072 = bitcast i8* %scevgep1071 to i16*
  store i16 %.66.i.us116.6.epil, i16* %scevgep10711072, align 2, !noalias !97
  %scevgep1096 = getelementptr i8, i8* %scevgep699, i64 %lsr.iv606
  %scevgep10961097 = bitcast i8* %scevgep1096 to i16*
  %.66.i.us116.7.epil = load i16, i16* %scevgep10961097, align 2, !noalias !94
  br label %B116.i.us.7.epil

B116.i.us.thread.epil:                            ; preds = %B354.endif.us104.epil393
  %scevgep994 = getelementptr i8, i8* %lsr.iv690, i64 -7
  %.37.i.us120.epil397 = load i8, i8* %scevgep994, align 1, !noalias !94
  %.41.i2.us121.epil398 = zext i8 %.37.i.us120.epil397 to i16
  %237 = shl nuw i64 %.397.098.us106.epil, 1
  %scevgep1028 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10281029 = bitcast i8* %scevgep1028 to i16*
  %scevgep1030 = getelementptr i16, i16* %scevgep10281029, i64 -6
  store i16 %.41.i2.us121.epil398, i16* %scevgep1030, align 2, !noalias !97
  %scevgep993 = getelementptr i8, i8* %lsr.iv690, i64 -6
  %.37.i.us120.1.epil = load i8, i8* %scevgep993, align 1, !noalias !94
  %.41.i2.us121.1.epil = zext i8 %.37.i.us120.1.epil to i16
  %scevgep1025 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10251026 = bitcast i8* %scevgep1025 to i16*
  %scevgep1027 = getelementptr i16, i16* %scevgep10251026, i64 -5
  store i16 %.41.i2.us121.1.epil, i16* %scevgep1027, align 2, !noalias !97
  %scevgep992 = getelementptr i8, i8* %lsr.iv690, i64 -5
  %.37.i.us120.2.epil = load i8, i8* %scevgep992, align 1, !noalias !94
  %.41.i2.us121.2.epil = zext i8 %.37.i.us120.2.epil to i16
  %scevgep1022 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10221023 = bitcast i8* %scevgep1022 to i16*
  %scevgep1024 = getelementptr i16, i16* %scevgep10221023, i64 -4
  store i16 %.41.i2.us121.2.epil, i16* %scevgep1024, align 2, !noalias !97
  %scevgep991 = getelementptr i8, i8* %lsr.iv690, i64 -4
  %.37.i.us120.3.epil = load i8, i8* %scevgep991, align 1, !noalias !94
  %.41.i2.us121.3.epil = zext i8 %.37.i.us120.3.epil to i16
  %scevgep1019 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10191020 = bitcast i8* %scevgep1019 to i16*
  %scevgep1021 = getelementptr i16, i16* %scevgep10191020, i64 -3
  store i16 %.41.i2.us121.3.epil, i16* %scevgep1021, align 2, !noalias !97
  %scevgep990 = getelementptr i8, i8* %lsr.iv690, i64 -3
  %.37.i.us120.4.epil = load i8, i8* %scevgep990, align 1, !noalias !94
  %.41.i2.us121.4.epil = zext i8 %.37.i.us120.4.epil to i16
  %scevgep1016 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10161017 = bitcast i8* %scevgep1016 to i16*
  %scevgep1018 = getelementptr i16, i16* %scevgep10161017, i64 -2
  store i16 %.41.i2.us121.4.epil, i16* %scevgep1018, align 2, !noalias !97
  %scevgep989 = getelementptr i8, i8* %lsr.iv690, i64 -2
  %.37.i.us120.5.epil = load i8, i8* %scevgep989, align 1, !noalias !94
  %.41.i2.us121.5.epil = zext i8 %.37.i.us120.5.epil to i16
  %scevgep1013 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10131014 = bitcast i8* %scevgep1013 to i16*
  %scevgep1015 = getelementptr i16, i16* %scevgep10131014, i64 -1
  store i16 %.41.i2.us121.5.epil, i16* %scevgep1015, align 2, !noalias !97
  %scevgep988 = getelementptr i8, i8* %lsr.iv690, i64 -1
  %.37.i.us120.6.epil = load i8, i8* %scevgep988, align 1, !noalias !94
  %.41.i2.us121.6.epil = zext i8 %.37.i.us120.6.epil to i16
  %scevgep1069 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10691070 = bitcast i8* %scevgep1069 to i16*
  store i16 %.41.i2.us121.6.epil, i16* %scevgep10691070, align 2, !noalias !97
  %.37.i.us120.7.epil = load i8, i8* %lsr.iv690, align 1, !noalias !94
  %.41.i2.us121.7.epil = zext i8 %.37.i.us120.7.epil to i16
  br label %B116.i.us.7.epil

B116.i.us.epil399:                                ; preds = %B354.endif.us104.epil393
  %238 = add i64 %219, %lsr.iv606
  %scevgep1010 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10101011 = bitcast i8* %scevgep1010 to i16*
  %scevgep1012 = getelementptr i16, i16* %scevgep10101011, i64 -6
  store i16 0, i16* %scevgep1012, align 2, !noalias !97
  %scevgep1007 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10071008 = bitcast i8* %scevgep1007 to i16*
  %scevgep1009 = getelementptr i16, i16* %scevgep10071008, i64 -5
  store i16 0, i16* %scevgep1009, align 2, !noalias !97
  %scevgep1004 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10041005 = bitcast i8* %scevgep1004 to i16*
  %scevgep1006 = getelementptr i16, i16* %scevgep10041005, i64 -4
  store i16 0, i16* %scevgep1006, align 2, !noalias !97
  %scevgep1001 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10011002 = bitcast i8* %scevgep1001 to i16*
  %scevgep1003 = getelementptr i16, i16* %scevgep10011002, i64 -3
  store i16 0, i16* %scevgep1003, align 2, !noalias !97
  %scevgep998 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep998999 = bitcast i8* %scevgep998 to i16*
  %scevgep1000 = getelementptr i16, i16* %scevgep998999, i64 -2
  store i16 0, i16* %scevgep1000, align 2, !noalias !97
  %scevgep995 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep995996 = bitcast i8* %scevgep995 to i16*
  %scevgep997 = getelementptr i16, i16* %scevgep995996, i64 -1
  store i16 0, i16* %scevgep997, align 2, !noalias !97
  %scevgep1067 = getelementptr i8, i8* %scevgep608, i64 %lsr.iv606
  %scevgep10671068 = bitcast i8* %scevgep1067 to i16*
  store i16 0, i16* %scevgep10671068, align 2, !noalias !97
  br label %B116.i.us.7.epil

B116.i.us.7.epil:                                 ; preds = %B116.i.us.epil399, %B116.i.us.thread.epil, %B116.i.us.thread188.epil, %B116.i.us.thread192.epil
  %.pre-phi.epil = phi i64 [ %238, %B116.i.us.epil399 ], [ %237, %B116.i.us.thread.epil ], [ %236, %B116.i.us.thread188.epil ], [ %228, %B116.i.us.thread192.epil ]
  %.sink.i.us123.7.epil = phi i16 [ 0, %B116.i.us.epil399 ], [ %.41.i2.us121.7.epil, %B116.i.us.thread.epil ], [ %.66.i.us116.7.epil, %B116.i.us.thread188.epil ], [ %.98.i.us113.7.epil, %B116.i.us.thread192.epil ]
  %.466.us108.7256.epil = add nuw nsw i64 %.397.098.us106.epil, 8
  %scevgep309.epil = getelementptr i8, i8* %scevgep290, i64 %.pre-phi.epil
  %scevgep309310.epil = bitcast i8* %scevgep309.epil to i16*
  store i16 %.sink.i.us123.7.epil, i16* %scevgep309310.epil, align 2, !noalias !97
  %lsr.iv.next607 = add nuw nsw i64 %lsr.iv606, 16
  %scevgep691 = getelementptr i8, i8* %lsr.iv690, i64 8
  %epil.iter400.cmp.not = icmp eq i64 %226, %lsr.iv.next607
  br i1 %epil.iter400.cmp.not, label %B452.loopexit158.unr-lcssa, label %B354.endif.us104.epil393, !llvm.loop !103

B452.loopexit158.unr-lcssa:                       ; preds = %B116.i.us.7.epil, %B354.endif.us104.preheader, %B452.loopexit158.unr-lcssa.loopexit.unr-lcssa
  %.397.098.us106.unr = phi i64 [ 0, %B354.endif.us104.preheader ], [ %unroll_iter163, %B452.loopexit158.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter163, %B116.i.us.7.epil ]
  %lcmp.mod162.not = icmp eq i64 %xtraiter160, 0
  br i1 %lcmp.mod162.not, label %B452, label %B354.endif.us104.epil.preheader

B354.endif.us104.epil.preheader:                  ; preds = %B452.loopexit158.unr-lcssa
  %scevgep279 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106.unr
  %239 = shl i64 %.397.098.us106.unr, 1
  %scevgep281 = getelementptr i8, i8* %arg.b.0, i64 %239
  %240 = shl i64 %.397.098.us106.unr, 2
  %scevgep284 = getelementptr i8, i8* %arg.b.0, i64 %240
  %241 = add i64 %.397.098.us106.unr, %arg.a.1
  %242 = shl i64 %241, 1
  %scevgep287 = getelementptr i8, i8* %.6.i.i, i64 %242
  br label %B354.endif.us104.epil

B354.endif.us104.epil:                            ; preds = %B116.i.us.epil, %B354.endif.us104.epil.preheader
  %epil.iter161 = phi i64 [ %epil.iter161.next, %B116.i.us.epil ], [ 0, %B354.endif.us104.epil.preheader ]
  switch i32 %arg.b.2, label %B116.i.us.epil [
    i32 1, label %B36.i3.us118.epil
    i32 2, label %B110.i.us114.epil
    i32 4, label %B184.i.us110.epil
  ]

B184.i.us110.epil:                                ; preds = %B354.endif.us104.epil
  %243 = shl nuw nsw i64 %epil.iter161, 2
  %scevgep986 = getelementptr i8, i8* %scevgep284, i64 %243
  %scevgep986987 = bitcast i8* %scevgep986 to i32*
  %.95.i.us112.epil = load i32, i32* %scevgep986987, align 4, !noalias !94
  %.98.i.us113.epil = trunc i32 %.95.i.us112.epil to i16
  br label %B116.i.us.epil

B110.i.us114.epil:                                ; preds = %B354.endif.us104.epil
  %244 = shl nuw nsw i64 %epil.iter161, 1
  %scevgep984 = getelementptr i8, i8* %scevgep281, i64 %244
  %scevgep984985 = bitcast i8* %scevgep984 to i16*
  %.66.i.us116.epil = load i16, i16* %scevgep984985, align 2, !noalias !94
  br label %B116.i.us.epil

B36.i3.us118.epil:                                ; preds = %B354.endif.us104.epil
  %scevgep983 = getelementptr i8, i8* %scevgep279, i64 %epil.iter161
  %.37.i.us120.epil = load i8, i8* %scevgep983, align 1, !noalias !94
  %.41.i2.us121.epil = zext i8 %.37.i.us120.epil to i16
  br label %B116.i.us.epil

B116.i.us.epil:                                   ; preds = %B36.i3.us118.epil, %B110.i.us114.epil, %B184.i.us110.epil, %B354.endif.us104.epil
  %.sink.i.us123.epil = phi i16 [ %.98.i.us113.epil, %B184.i.us110.epil ], [ %.66.i.us116.epil, %B110.i.us114.epil ], [ %.41.i2.us121.epil, %B36.i3.us118.epil ], [ 0, %B354.endif.us104.epil ]
  %245 = shl nuw nsw i64 %epil.iter161, 1
  %scevgep981 = getelementptr i8, i8* %scevgep287, i64 %245
  %scevgep981982 = bitcast i8* %scevgep981 to i16*
  store i16 %.sink.i.us123.epil, i16* %scevgep981982, align 2, !noalias !97
  %epil.iter161.next = add nuw nsw i64 %epil.iter161, 1
  %epil.iter161.cmp.not = icmp eq i64 %xtraiter160, %epil.iter161.next
  br i1 %epil.iter161.cmp.not, label %B452, label %B354.endif.us104.epil, !llvm.loop !104

B452.loopexit159.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %B196.i.us.7.3.1, %B354.endif.us127.preheader.new.new
  %.466.us131.7340.3.lcssa.ph = phi i64 [ undef, %B354.endif.us127.preheader.new.new ], [ %.466.us131.7340.3.1, %B196.i.us.7.3.1 ]
  %.397.098.us129.unr740 = phi i64 [ 0, %B354.endif.us127.preheader.new.new ], [ %.466.us131.7340.3.1, %B196.i.us.7.3.1 ]
  %246 = and i64 %515, 1
  %lcmp.mod741.not = icmp eq i64 %246, 0
  br i1 %lcmp.mod741.not, label %B452.loopexit159.unr-lcssa.loopexit.unr-lcssa, label %B354.endif.us127.epil694

B354.endif.us127.epil694:                         ; preds = %B452.loopexit159.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa
  switch i32 %arg.b.2, label %B196.i.us.7.epil736 [
    i32 1, label %B196.i.us.7.thread.epil
    i32 2, label %B196.i.us.7.thread501.epil
    i32 4, label %B196.i.us.7.thread508.epil
  ]

B196.i.us.7.thread508.epil:                       ; preds = %B354.endif.us127.epil694
  %247 = shl i64 %.397.098.us129.unr740, 2
  %uglygep454.epil = getelementptr i8, i8* %arg.b.0, i64 %247
  %uglygep454455.epil = bitcast i8* %uglygep454.epil to i32*
  %.95.i.us135.epil696 = load i32, i32* %uglygep454455.epil, align 4, !noalias !94
  %scevgep410279.epil = getelementptr i8, i8* %scevgep4085278, i64 %247
  %248 = bitcast i8* %scevgep410279.epil to i32*
  store i32 %.95.i.us135.epil696, i32* %248, align 4, !noalias !97
  %sunkaddr1854 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1855 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1854
  %sunkaddr1856 = getelementptr i8, i8* %sunkaddr1855, i64 4
  %249 = bitcast i8* %sunkaddr1856 to i32*
  %.95.i.us135.1.epil697 = load i32, i32* %249, align 4, !noalias !94
  %sunkaddr1857 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1858 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr1857
  %sunkaddr1859 = getelementptr i8, i8* %sunkaddr1858, i64 -24
  %250 = bitcast i8* %sunkaddr1859 to i32*
  store i32 %.95.i.us135.1.epil697, i32* %250, align 4, !noalias !97
  %sunkaddr1860 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1861 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1860
  %sunkaddr1862 = getelementptr i8, i8* %sunkaddr1861, i64 8
  %251 = bitcast i8* %sunkaddr1862 to i32*
  %.95.i.us135.2.epil698 = load i32, i32* %251, align 4, !noalias !94
  %sunkaddr1863 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1864 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr1863
  %sunkaddr1865 = getelementptr i8, i8* %sunkaddr1864, i64 -20
  %252 = bitcast i8* %sunkaddr1865 to i32*
  store i32 %.95.i.us135.2.epil698, i32* %252, align 4, !noalias !97
  %sunkaddr1866 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1867 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1866
  %sunkaddr1868 = getelementptr i8, i8* %sunkaddr1867, i64 12
  %253 = bitcast i8* %sunkaddr1868 to i32*
  %.95.i.us135.3.epil699 = load i32, i32* %253, align 4, !noalias !94
  %sunkaddr1869 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1870 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr1869
  %sunkaddr1871 = getelementptr i8, i8* %sunkaddr1870, i64 -16
  %254 = bitcast i8* %sunkaddr1871 to i32*
  store i32 %.95.i.us135.3.epil699, i32* %254, align 4, !noalias !97
  %sunkaddr1872 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1873 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1872
  %sunkaddr1874 = getelementptr i8, i8* %sunkaddr1873, i64 16
  %255 = bitcast i8* %sunkaddr1874 to i32*
  %.95.i.us135.4.epil700 = load i32, i32* %255, align 4, !noalias !94
  %sunkaddr1875 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1876 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr1875
  %sunkaddr1877 = getelementptr i8, i8* %sunkaddr1876, i64 -12
  %256 = bitcast i8* %sunkaddr1877 to i32*
  store i32 %.95.i.us135.4.epil700, i32* %256, align 4, !noalias !97
  %sunkaddr1878 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1879 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1878
  %sunkaddr1880 = getelementptr i8, i8* %sunkaddr1879, i64 20
  %257 = bitcast i8* %sunkaddr1880 to i32*
  %.95.i.us135.5.epil701 = load i32, i32* %257, align 4, !noalias !94
  %sunkaddr1881 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1882 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr1881
  %sunkaddr1883 = getelementptr i8, i8* %sunkaddr1882, i64 -8
  %258 = bitcast i8* %sunkaddr1883 to i32*
  store i32 %.95.i.us135.5.epil701, i32* %258, align 4, !noalias !97
  %sunkaddr1884 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1885 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1884
  %sunkaddr1886 = getelementptr i8, i8* %sunkaddr1885, i64 24
  %259 = bitcast i8* %sunkaddr1886 to i32*
  %.95.i.us135.6.epil702 = load i32, i32* %259, align 4, !noalias !94
  %sunkaddr1887 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1888 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr1887
  %sunkaddr1889 = getelementptr i8, i8* %sunkaddr1888, i64 -4
  %260 = bitcast i8* %sunkaddr1889 to i32*
  store i32 %.95.i.us135.6.epil702, i32* %260, align 4, !noalias !97
  %sunkaddr1890 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1891 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1890
  %sunkaddr1892 = getelementptr i8, i8* %sunkaddr1891, i64 28
  %261 = bitcast i8* %sunkaddr1892 to i32*
  %.95.i.us135.7.epil703 = load i32, i32* %261, align 4, !noalias !94
  %scevgep406512.epil = getelementptr i8, i8* %scevgep387, i64 %247
  %scevgep406407513.epil = bitcast i8* %scevgep406512.epil to i32*
  store i32 %.95.i.us135.7.epil703, i32* %scevgep406407513.epil, align 4, !noalias !97
  %262 = or i64 %247, 32
  %uglygep454.1.epil = getelementptr i8, i8* %arg.b.0, i64 %262
  %uglygep454455.1.epil = bitcast i8* %uglygep454.1.epil to i32*
  %.95.i.us135.1434.epil = load i32, i32* %uglygep454455.1.epil, align 4, !noalias !94
  %scevgep410279.1.epil = getelementptr i8, i8* %scevgep4085278, i64 %262
  %263 = bitcast i8* %scevgep410279.1.epil to i32*
  store i32 %.95.i.us135.1434.epil, i32* %263, align 4, !noalias !97
  %sunkaddr1893 = getelementptr i8, i8* %arg.b.0, i64 %262
  %sunkaddr1894 = getelementptr i8, i8* %sunkaddr1893, i64 4
  %264 = bitcast i8* %sunkaddr1894 to i32*
  %.95.i.us135.1.1.epil = load i32, i32* %264, align 4, !noalias !94
  %sunkaddr1895 = getelementptr i8, i8* %scevgep387, i64 %262
  %sunkaddr1896 = getelementptr i8, i8* %sunkaddr1895, i64 -24
  %265 = bitcast i8* %sunkaddr1896 to i32*
  store i32 %.95.i.us135.1.1.epil, i32* %265, align 4, !noalias !97
  %sunkaddr1897 = getelementptr i8, i8* %arg.b.0, i64 %262
  %sunkaddr1898 = getelementptr i8, i8* %sunkaddr1897, i64 8
  %266 = bitcast i8* %sunkaddr1898 to i32*
  %.95.i.us135.2.1.epil = load i32, i32* %266, align 4, !noalias !94
  %sunkaddr1899 = getelementptr i8, i8* %scevgep387, i64 %262
  %sunkaddr1900 = getelementptr i8, i8* %sunkaddr1899, i64 -20
  %267 = bitcast i8* %sunkaddr1900 to i32*
  store i32 %.95.i.us135.2.1.epil, i32* %267, align 4, !noalias !97
  %sunkaddr1901 = getelementptr i8, i8* %arg.b.0, i64 %262
  %sunkaddr1902 = getelementptr i8, i8* %sunkaddr1901, i64 12
  %268 = bitcast i8* %sunkaddr1902 to i32*
  %.95.i.us135.3.1.epil = load i32, i32* %268, align 4, !noalias !94
  %sunkaddr1903 = getelementptr i8, i8* %scevgep387, i64 %262
  %sunkaddr1904 = getelementptr i8, i8* %sunkaddr1903, i64 -16
  %269 = bitcast i8* %sunkaddr1904 to i32*
  store i32 %.95.i.us135.3.1.epil, i32* %269, align 4, !noalias !97
  %sunkaddr1905 = getelementptr i8, i8* %arg.b.0, i64 %262
  %sunkaddr1906 = getelementptr i8, i8* %sunkaddr1905, i64 16
  %270 = bitcast i8* %sunkaddr1906 to i32*
  %.95.i.us135.4.1.epil = load i32, i32* %270, align 4, !noalias !94
  %sunkaddr1907 = getelementptr i8, i8* %scevgep387, i64 %262
  %sunkaddr1908 = getelementptr i8, i8* %sunkaddr1907, i64 -12
  %271 = bitcast i8* %sunkaddr1908 to i32*
  store i32 %.95.i.us135.4.1.epil, i32* %271, align 4, !noalias !97
  %sunkaddr1909 = getelementptr i8, i8* %arg.b.0, i64 %262
  %sunkaddr1910 = getelementptr i8, i8* %sunkaddr1909, i64 20
  %272 = bitcast i8* %sunkaddr1910 to i32*
  %.95.i.us135.5.1.epil = load i32, i32* %272, align 4, !noalias !94
  %sunkaddr1911 = getelementptr i8, i8* %scevgep387, i64 %262
  %sunkaddr1912 = getelementptr i8, i8* %sunkaddr1911, i64 -8
  %273 = bitcast i8* %sunkaddr1912 to i32*
  store i32 %.95.i.us135.5.1.epil, i32* %273, align 4, !noalias !97
  %sunkaddr1913 = getelementptr i8, i8* %arg.b.0, i64 %262
  %sunkaddr1914 = getelementptr i8, i8* %sunkaddr1913, i64 24
  %274 = bitcast i8* %sunkaddr1914 to i32*
  %.95.i.us135.6.1.epil = load i32, i32* %274, align 4, !noalias !94
  %sunkaddr1915 = getelementptr i8, i8* %scevgep387, i64 %262
  %sunkaddr1916 = getelementptr i8, i8* %sunkaddr1915, i64 -4
  %275 = bitcast i8* %sunkaddr1916 to i32*
  store i32 %.95.i.us135.6.1.epil, i32* %275, align 4, !noalias !97
  %sunkaddr1917 = getelementptr i8, i8* %arg.b.0, i64 %262
  %sunkaddr1918 = getelementptr i8, i8* %sunkaddr1917, i64 28
  %276 = bitcast i8* %sunkaddr1918 to i32*
  %.95.i.us135.7.1.epil = load i32, i32* %276, align 4, !noalias !94
  %scevgep406.1532.epil = getelementptr i8, i8* %scevgep387, i64 %262
  %scevgep406407.1533.epil = bitcast i8* %scevgep406.1532.epil to i32*
  store i32 %.95.i.us135.7.1.epil, i32* %scevgep406407.1533.epil, align 4, !noalias !97
  %277 = or i64 %247, 64
  %uglygep454.2.epil = getelementptr i8, i8* %arg.b.0, i64 %277
  %uglygep454455.2.epil = bitcast i8* %uglygep454.2.epil to i32*
  %.95.i.us135.2439.epil = load i32, i32* %uglygep454455.2.epil, align 4, !noalias !94
  %scevgep410279.2.epil = getelementptr i8, i8* %scevgep4085278, i64 %277
  %278 = bitcast i8* %scevgep410279.2.epil to i32*
  store i32 %.95.i.us135.2439.epil, i32* %278, align 4, !noalias !97
  %sunkaddr1919 = getelementptr i8, i8* %arg.b.0, i64 %277
  %sunkaddr1920 = getelementptr i8, i8* %sunkaddr1919, i64 4
  %279 = bitcast i8* %sunkaddr1920 to i32*
  %.95.i.us135.1.2.epil = load i32, i32* %279, align 4, !noalias !94
  %sunkaddr1921 = getelementptr i8, i8* %scevgep387, i64 %277
  %sunkaddr1922 = getelementptr i8, i8* %sunkaddr1921, i64 -24
  %280 = bitcast i8* %sunkaddr1922 to i32*
  store i32 %.95.i.us135.1.2.epil, i32* %280, align 4, !noalias !97
  %sunkaddr1923 = getelementptr i8, i8* %arg.b.0, i64 %277
  %sunkaddr1924 = getelementptr i8, i8* %sunkaddr1923, i64 8
  %281 = bitcast i8* %sunkaddr1924 to i32*
  %.95.i.us135.2.2.epil = load i32, i32* %281, align 4, !noalias !94
  %sunkaddr1925 = getelementptr i8, i8* %scevgep387, i64 %277
  %sunkaddr1926 = getelementptr i8, i8* %sunkaddr1925, i64 -20
  %282 = bitcast i8* %sunkaddr1926 to i32*
  store i32 %.95.i.us135.2.2.epil, i32* %282, align 4, !noalias !97
  %sunkaddr1927 = getelementptr i8, i8* %arg.b.0, i64 %277
  %sunkaddr1928 = getelementptr i8, i8* %sunkaddr1927, i64 12
  %283 = bitcast i8* %sunkaddr1928 to i32*
  %.95.i.us135.3.2.epil = load i32, i32* %283, align 4, !noalias !94
  %sunkaddr1929 = getelementptr i8, i8* %scevgep387, i64 %277
  %sunkaddr1930 = getelementptr i8, i8* %sunkaddr1929, i64 -16
  %284 = bitcast i8* %sunkaddr1930 to i32*
  store i32 %.95.i.us135.3.2.epil, i32* %284, align 4, !noalias !97
  %sunkaddr1931 = getelementptr i8, i8* %arg.b.0, i64 %277
  %sunkaddr1932 = getelementptr i8, i8* %sunkaddr1931, i64 16
  %285 = bitcast i8* %sunkaddr1932 to i32*
  %.95.i.us135.4.2.epil = load i32, i32* %285, align 4, !noalias !94
  %sunkaddr1933 = getelementptr i8, i8* %scevgep387, i64 %277
  %sunkaddr1934 = getelementptr i8, i8* %sunkaddr1933, i64 -12
  %286 = bitcast i8* %sunkaddr1934 to i32*
  store i32 %.95.i.us135.4.2.epil, i32* %286, align 4, !noalias !97
  %sunkaddr1935 = getelementptr i8, i8* %arg.b.0, i64 %277
  %sunkaddr1936 = getelementptr i8, i8* %sunkaddr1935, i64 20
  %287 = bitcast i8* %sunkaddr1936 to i32*
  %.95.i.us135.5.2.epil = load i32, i32* %287, align 4, !noalias !94
  %sunkaddr1937 = getelementptr i8, i8* %scevgep387, i64 %277
  %sunkaddr1938 = getelementptr i8, i8* %sunkaddr1937, i64 -8
  %288 = bitcast i8* %sunkaddr1938 to i32*
  store i32 %.95.i.us135.5.2.epil, i32* %288, align 4, !noalias !97
  %sunkaddr1939 = getelementptr i8, i8* %arg.b.0, i64 %277
  %sunkaddr1940 = getelementptr i8, i8* %sunkaddr1939, i64 24
  %289 = bitcast i8* %sunkaddr1940 to i32*
  %.95.i.us135.6.2.epil = load i32, i32* %289, align 4, !noalias !94
  %sunkaddr1941 = getelementptr i8, i8* %scevgep387, i64 %277
  %sunkaddr1942 = getelementptr i8, i8* %sunkaddr1941, i64 -4
  %290 = bitcast i8* %sunkaddr1942 to i32*
  store i32 %.95.i.us135.6.2.epil, i32* %290, align 4, !noalias !97
  %sunkaddr1943 = getelementptr i8, i8* %arg.b.0, i64 %277
  %sunkaddr1944 = getelementptr i8, i8* %sunkaddr1943, i64 28
  %291 = bitcast i8* %sunkaddr1944 to i32*
  %.95.i.us135.7.2.epil = load i32, i32* %291, align 4, !noalias !94
  %scevgep406.2552.epil = getelementptr i8, i8* %scevgep387, i64 %277
  %scevgep406407.2553.epil = bitcast i8* %scevgep406.2552.epil to i32*
  store i32 %.95.i.us135.7.2.epil, i32* %scevgep406407.2553.epil, align 4, !noalias !97
  %292 = or i64 %247, 96
  %uglygep454.3.epil = getelementptr i8, i8* %arg.b.0, i64 %292
  %uglygep454455.3.epil = bitcast i8* %uglygep454.3.epil to i32*
  %.95.i.us135.3444.epil = load i32, i32* %uglygep454455.3.epil, align 4, !noalias !94
  %scevgep410279.3.epil = getelementptr i8, i8* %scevgep4085278, i64 %292
  %293 = bitcast i8* %scevgep410279.3.epil to i32*
  store i32 %.95.i.us135.3444.epil, i32* %293, align 4, !noalias !97
  %sunkaddr1945 = getelementptr i8, i8* %arg.b.0, i64 %292
  %sunkaddr1946 = getelementptr i8, i8* %sunkaddr1945, i64 4
  %294 = bitcast i8* %sunkaddr1946 to i32*
  %.95.i.us135.1.3.epil = load i32, i32* %294, align 4, !noalias !94
  %sunkaddr1947 = getelementptr i8, i8* %scevgep387, i64 %292
  %sunkaddr1948 = getelementptr i8, i8* %sunkaddr1947, i64 -24
  %295 = bitcast i8* %sunkaddr1948 to i32*
  store i32 %.95.i.us135.1.3.epil, i32* %295, align 4, !noalias !97
  %sunkaddr1949 = getelementptr i8, i8* %arg.b.0, i64 %292
  %sunkaddr1950 = getelementptr i8, i8* %sunkaddr1949, i64 8
  %296 = bitcast i8* %sunkaddr1950 to i32*
  %.95.i.us135.2.3.epil = load i32, i32* %296, align 4, !noalias !94
  %sunkaddr1951 = getelementptr i8, i8* %scevgep387, i64 %292
  %sunkaddr1952 = getelementptr i8, i8* %sunkaddr1951, i64 -20
  %297 = bitcast i8* %sunkaddr1952 to i32*
  store i32 %.95.i.us135.2.3.epil, i32* %297, align 4, !noalias !97
  %sunkaddr1953 = getelementptr i8, i8* %arg.b.0, i64 %292
  %sunkaddr1954 = getelementptr i8, i8* %sunkaddr1953, i64 12
  %298 = bitcast i8* %sunkaddr1954 to i32*
  %.95.i.us135.3.3.epil = load i32, i32* %298, align 4, !noalias !94
  %sunkaddr1955 = getelementptr i8, i8* %scevgep387, i64 %292
  %sunkaddr1956 = getelementptr i8, i8* %sunkaddr1955, i64 -16
  %299 = bitcast i8* %sunkaddr1956 to i32*
  store i32 %.95.i.us135.3.3.epil, i32* %299, align 4, !noalias !97
  %sunkaddr1957 = getelementptr i8, i8* %arg.b.0, i64 %292
  %sunkaddr1958 = getelementptr i8, i8* %sunkaddr1957, i64 16
  %300 = bitcast i8* %sunkaddr1958 to i32*
  %.95.i.us135.4.3.epil = load i32, i32* %300, align 4, !noalias !94
  %sunkaddr1959 = getelementptr i8, i8* %scevgep387, i64 %292
  %sunkaddr1960 = getelementptr i8, i8* %sunkaddr1959, i64 -12
  %301 = bitcast i8* %sunkaddr1960 to i32*
  store i32 %.95.i.us135.4.3.epil, i32* %301, align 4, !noalias !97
  %sunkaddr1961 = getelementptr i8, i8* %arg.b.0, i64 %292
  %sunkaddr1962 = getelementptr i8, i8* %sunkaddr1961, i64 20
  %302 = bitcast i8* %sunkaddr1962 to i32*
  %.95.i.us135.5.3.epil = load i32, i32* %302, align 4, !noalias !94
  %sunkaddr1963 = getelementptr i8, i8* %scevgep387, i64 %292
  %sunkaddr1964 = getelementptr i8, i8* %sunkaddr1963, i64 -8
  %303 = bitcast i8* %sunkaddr1964 to i32*
  store i32 %.95.i.us135.5.3.epil, i32* %303, align 4, !noalias !97
  %sunkaddr1965 = getelementptr i8, i8* %arg.b.0, i64 %292
  %sunkaddr1966 = getelementptr i8, i8* %sunkaddr1965, i64 24
  %304 = bitcast i8* %sunkaddr1966 to i32*
  %.95.i.us135.6.3.epil = load i32, i32* %304, align 4, !noalias !94
  %sunkaddr1967 = getelementptr i8, i8* %scevgep387, i64 %292
  %sunkaddr1968 = getelementptr i8, i8* %sunkaddr1967, i64 -4
  %305 = bitcast i8* %sunkaddr1968 to i32*
  store i32 %.95.i.us135.6.3.epil, i32* %305, align 4, !noalias !97
  %sunkaddr1969 = getelementptr i8, i8* %arg.b.0, i64 %292
  %sunkaddr1970 = getelementptr i8, i8* %sunkaddr1969, i64 28
  %306 = bitcast i8* %sunkaddr1970 to i32*
  %.95.i.us135.7.3.epil = load i32, i32* %306, align 4, !noalias !94
  br label %B196.i.us.7.3.epil

B196.i.us.7.thread501.epil:                       ; preds = %B354.endif.us127.epil694
  %307 = shl nuw i64 %.397.098.us129.unr740, 1
  %scevgep478.epil = getelementptr i8, i8* %arg.b.0, i64 %307
  %308 = bitcast i8* %scevgep478.epil to i16*
  %.66.i.us139.epil704 = load i16, i16* %308, align 2, !noalias !94
  %.70.i.us140.epil705 = zext i16 %.66.i.us139.epil704 to i32
  %309 = shl i64 %.397.098.us129.unr740, 2
  %scevgep410275.epil = getelementptr i8, i8* %scevgep4085278, i64 %309
  %310 = bitcast i8* %scevgep410275.epil to i32*
  store i32 %.70.i.us140.epil705, i32* %310, align 4, !noalias !97
  %sunkaddr1971 = mul i64 %.397.098.us129.unr740, 2
  %sunkaddr1972 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1971
  %sunkaddr1973 = getelementptr i8, i8* %sunkaddr1972, i64 2
  %311 = bitcast i8* %sunkaddr1973 to i16*
  %.66.i.us139.1.epil706 = load i16, i16* %311, align 2, !noalias !94
  %.70.i.us140.1.epil707 = zext i16 %.66.i.us139.1.epil706 to i32
  %sunkaddr1974 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1975 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr1974
  %sunkaddr1976 = getelementptr i8, i8* %sunkaddr1975, i64 -24
  %312 = bitcast i8* %sunkaddr1976 to i32*
  store i32 %.70.i.us140.1.epil707, i32* %312, align 4, !noalias !97
  %sunkaddr1977 = mul i64 %.397.098.us129.unr740, 2
  %sunkaddr1978 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1977
  %sunkaddr1979 = getelementptr i8, i8* %sunkaddr1978, i64 4
  %313 = bitcast i8* %sunkaddr1979 to i16*
  %.66.i.us139.2.epil708 = load i16, i16* %313, align 2, !noalias !94
  %.70.i.us140.2.epil709 = zext i16 %.66.i.us139.2.epil708 to i32
  %sunkaddr1980 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1981 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr1980
  %sunkaddr1982 = getelementptr i8, i8* %sunkaddr1981, i64 -20
  %314 = bitcast i8* %sunkaddr1982 to i32*
  store i32 %.70.i.us140.2.epil709, i32* %314, align 4, !noalias !97
  %sunkaddr1983 = mul i64 %.397.098.us129.unr740, 2
  %sunkaddr1984 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1983
  %sunkaddr1985 = getelementptr i8, i8* %sunkaddr1984, i64 6
  %315 = bitcast i8* %sunkaddr1985 to i16*
  %.66.i.us139.3.epil710 = load i16, i16* %315, align 2, !noalias !94
  %.70.i.us140.3.epil711 = zext i16 %.66.i.us139.3.epil710 to i32
  %sunkaddr1986 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1987 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr1986
  %sunkaddr1988 = getelementptr i8, i8* %sunkaddr1987, i64 -16
  %316 = bitcast i8* %sunkaddr1988 to i32*
  store i32 %.70.i.us140.3.epil711, i32* %316, align 4, !noalias !97
  %sunkaddr1989 = mul i64 %.397.098.us129.unr740, 2
  %sunkaddr1990 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1989
  %sunkaddr1991 = getelementptr i8, i8* %sunkaddr1990, i64 8
  %317 = bitcast i8* %sunkaddr1991 to i16*
  %.66.i.us139.4.epil712 = load i16, i16* %317, align 2, !noalias !94
  %.70.i.us140.4.epil713 = zext i16 %.66.i.us139.4.epil712 to i32
  %sunkaddr1992 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1993 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr1992
  %sunkaddr1994 = getelementptr i8, i8* %sunkaddr1993, i64 -12
  %318 = bitcast i8* %sunkaddr1994 to i32*
  store i32 %.70.i.us140.4.epil713, i32* %318, align 4, !noalias !97
  %sunkaddr1995 = mul i64 %.397.098.us129.unr740, 2
  %sunkaddr1996 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1995
  %sunkaddr1997 = getelementptr i8, i8* %sunkaddr1996, i64 10
  %319 = bitcast i8* %sunkaddr1997 to i16*
  %.66.i.us139.5.epil714 = load i16, i16* %319, align 2, !noalias !94
  %.70.i.us140.5.epil715 = zext i16 %.66.i.us139.5.epil714 to i32
  %sunkaddr1998 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr1999 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr1998
  %sunkaddr2000 = getelementptr i8, i8* %sunkaddr1999, i64 -8
  %320 = bitcast i8* %sunkaddr2000 to i32*
  store i32 %.70.i.us140.5.epil715, i32* %320, align 4, !noalias !97
  %sunkaddr2001 = mul i64 %.397.098.us129.unr740, 2
  %sunkaddr2002 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2001
  %sunkaddr2003 = getelementptr i8, i8* %sunkaddr2002, i64 12
  %321 = bitcast i8* %sunkaddr2003 to i16*
  %.66.i.us139.6.epil716 = load i16, i16* %321, align 2, !noalias !94
  %.70.i.us140.6.epil717 = zext i16 %.66.i.us139.6.epil716 to i32
  %sunkaddr2004 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr2005 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2004
  %sunkaddr2006 = getelementptr i8, i8* %sunkaddr2005, i64 -4
  %322 = bitcast i8* %sunkaddr2006 to i32*
  store i32 %.70.i.us140.6.epil717, i32* %322, align 4, !noalias !97
  %sunkaddr2007 = mul i64 %.397.098.us129.unr740, 2
  %sunkaddr2008 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2007
  %sunkaddr2009 = getelementptr i8, i8* %sunkaddr2008, i64 14
  %323 = bitcast i8* %sunkaddr2009 to i16*
  %.66.i.us139.7.epil718 = load i16, i16* %323, align 2, !noalias !94
  %.70.i.us140.7.epil719 = zext i16 %.66.i.us139.7.epil718 to i32
  %.466.us131.7340504.epil = or i64 %.397.098.us129.unr740, 8
  %scevgep406505.epil = getelementptr i8, i8* %scevgep387, i64 %309
  %scevgep406407506.epil = bitcast i8* %scevgep406505.epil to i32*
  store i32 %.70.i.us140.7.epil719, i32* %scevgep406407506.epil, align 4, !noalias !97
  %324 = shl nuw i64 %.466.us131.7340504.epil, 1
  %scevgep478.1.epil = getelementptr i8, i8* %arg.b.0, i64 %324
  %325 = bitcast i8* %scevgep478.1.epil to i16*
  %.66.i.us139.1435.epil = load i16, i16* %325, align 2, !noalias !94
  %.70.i.us140.1436.epil = zext i16 %.66.i.us139.1435.epil to i32
  %326 = shl i64 %.466.us131.7340504.epil, 2
  %scevgep410275.1.epil = getelementptr i8, i8* %scevgep4085278, i64 %326
  %327 = bitcast i8* %scevgep410275.1.epil to i32*
  store i32 %.70.i.us140.1436.epil, i32* %327, align 4, !noalias !97
  %sunkaddr2010 = mul i64 %.466.us131.7340504.epil, 2
  %sunkaddr2011 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2010
  %sunkaddr2012 = getelementptr i8, i8* %sunkaddr2011, i64 2
  %328 = bitcast i8* %sunkaddr2012 to i16*
  %.66.i.us139.1.1.epil = load i16, i16* %328, align 2, !noalias !94
  %.70.i.us140.1.1.epil = zext i16 %.66.i.us139.1.1.epil to i32
  %sunkaddr2013 = mul i64 %.466.us131.7340504.epil, 4
  %sunkaddr2014 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2013
  %sunkaddr2015 = getelementptr i8, i8* %sunkaddr2014, i64 -24
  %329 = bitcast i8* %sunkaddr2015 to i32*
  store i32 %.70.i.us140.1.1.epil, i32* %329, align 4, !noalias !97
  %sunkaddr2016 = mul i64 %.466.us131.7340504.epil, 2
  %sunkaddr2017 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2016
  %sunkaddr2018 = getelementptr i8, i8* %sunkaddr2017, i64 4
  %330 = bitcast i8* %sunkaddr2018 to i16*
  %.66.i.us139.2.1.epil = load i16, i16* %330, align 2, !noalias !94
  %.70.i.us140.2.1.epil = zext i16 %.66.i.us139.2.1.epil to i32
  %sunkaddr2019 = mul i64 %.466.us131.7340504.epil, 4
  %sunkaddr2020 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2019
  %sunkaddr2021 = getelementptr i8, i8* %sunkaddr2020, i64 -20
  %331 = bitcast i8* %sunkaddr2021 to i32*
  store i32 %.70.i.us140.2.1.epil, i32* %331, align 4, !noalias !97
  %sunkaddr2022 = mul i64 %.466.us131.7340504.epil, 2
  %sunkaddr2023 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2022
  %sunkaddr2024 = getelementptr i8, i8* %sunkaddr2023, i64 6
  %332 = bitcast i8* %sunkaddr2024 to i16*
  %.66.i.us139.3.1.epil = load i16, i16* %332, align 2, !noalias !94
  %.70.i.us140.3.1.epil = zext i16 %.66.i.us139.3.1.epil to i32
  %sunkaddr2025 = mul i64 %.466.us131.7340504.epil, 4
  %sunkaddr2026 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2025
  %sunkaddr2027 = getelementptr i8, i8* %sunkaddr2026, i64 -16
  %333 = bitcast i8* %sunkaddr2027 to i32*
  store i32 %.70.i.us140.3.1.epil, i32* %333, align 4, !noalias !97
  %sunkaddr2028 = mul i64 %.466.us131.7340504.epil, 2
  %sunkaddr2029 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2028
  %sunkaddr2030 = getelementptr i8, i8* %sunkaddr2029, i64 8
  %334 = bitcast i8* %sunkaddr2030 to i16*
  %.66.i.us139.4.1.epil = load i16, i16* %334, align 2, !noalias !94
  %.70.i.us140.4.1.epil = zext i16 %.66.i.us139.4.1.epil to i32
  %sunkaddr2031 = mul i64 %.466.us131.7340504.epil, 4
  %sunkaddr2032 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2031
  %sunkaddr2033 = getelementptr i8, i8* %sunkaddr2032, i64 -12
  %335 = bitcast i8* %sunkaddr2033 to i32*
  store i32 %.70.i.us140.4.1.epil, i32* %335, align 4, !noalias !97
  %sunkaddr2034 = mul i64 %.466.us131.7340504.epil, 2
  %sunkaddr2035 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2034
  %sunkaddr2036 = getelementptr i8, i8* %sunkaddr2035, i64 10
  %336 = bitcast i8* %sunkaddr2036 to i16*
  %.66.i.us139.5.1.epil = load i16, i16* %336, align 2, !noalias !94
  %.70.i.us140.5.1.epil = zext i16 %.66.i.us139.5.1.epil to i32
  %sunkaddr2037 = mul i64 %.466.us131.7340504.epil, 4
  %sunkaddr2038 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2037
  %sunkaddr2039 = getelementptr i8, i8* %sunkaddr2038, i64 -8
  %337 = bitcast i8* %sunkaddr2039 to i32*
  store i32 %.70.i.us140.5.1.epil, i32* %337, align 4, !noalias !97
  %sunkaddr2040 = mul i64 %.466.us131.7340504.epil, 2
  %sunkaddr2041 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2040
  %sunkaddr2042 = getelementptr i8, i8* %sunkaddr2041, i64 12
  %338 = bitcast i8* %sunkaddr2042 to i16*
  %.66.i.us139.6.1.epil = load i16, i16* %338, align 2, !noalias !94
  %.70.i.us140.6.1.epil = zext i16 %.66.i.us139.6.1.epil to i32
  %sunkaddr2043 = mul i64 %.466.us131.7340504.epil, 4
  %sunkaddr2044 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2043
  %sunkaddr2045 = getelementptr i8, i8* %sunkaddr2044, i64 -4
  %339 = bitcast i8* %sunkaddr2045 to i32*
  store i32 %.70.i.us140.6.1.epil, i32* %339, align 4, !noalias !97
  %sunkaddr2046 = mul i64 %.466.us131.7340504.epil, 2
  %sunkaddr2047 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2046
  %sunkaddr2048 = getelementptr i8, i8* %sunkaddr2047, i64 14
  %340 = bitcast i8* %sunkaddr2048 to i16*
  %.66.i.us139.7.1.epil = load i16, i16* %340, align 2, !noalias !94
  %.70.i.us140.7.1.epil = zext i16 %.66.i.us139.7.1.epil to i32
  %.466.us131.7340.1524.epil = or i64 %.397.098.us129.unr740, 16
  %scevgep406.1525.epil = getelementptr i8, i8* %scevgep387, i64 %326
  %scevgep406407.1526.epil = bitcast i8* %scevgep406.1525.epil to i32*
  store i32 %.70.i.us140.7.1.epil, i32* %scevgep406407.1526.epil, align 4, !noalias !97
  %341 = shl nuw i64 %.466.us131.7340.1524.epil, 1
  %scevgep478.2.epil = getelementptr i8, i8* %arg.b.0, i64 %341
  %342 = bitcast i8* %scevgep478.2.epil to i16*
  %.66.i.us139.2440.epil = load i16, i16* %342, align 2, !noalias !94
  %.70.i.us140.2441.epil = zext i16 %.66.i.us139.2440.epil to i32
  %343 = shl i64 %.466.us131.7340.1524.epil, 2
  %scevgep410275.2.epil = getelementptr i8, i8* %scevgep4085278, i64 %343
  %344 = bitcast i8* %scevgep410275.2.epil to i32*
  store i32 %.70.i.us140.2441.epil, i32* %344, align 4, !noalias !97
  %sunkaddr2049 = mul i64 %.466.us131.7340.1524.epil, 2
  %sunkaddr2050 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2049
  %sunkaddr2051 = getelementptr i8, i8* %sunkaddr2050, i64 2
  %345 = bitcast i8* %sunkaddr2051 to i16*
  %.66.i.us139.1.2.epil = load i16, i16* %345, align 2, !noalias !94
  %.70.i.us140.1.2.epil = zext i16 %.66.i.us139.1.2.epil to i32
  %sunkaddr2052 = mul i64 %.466.us131.7340.1524.epil, 4
  %sunkaddr2053 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2052
  %sunkaddr2054 = getelementptr i8, i8* %sunkaddr2053, i64 -24
  %346 = bitcast i8* %sunkaddr2054 to i32*
  store i32 %.70.i.us140.1.2.epil, i32* %346, align 4, !noalias !97
  %sunkaddr2055 = mul i64 %.466.us131.7340.1524.epil, 2
  %sunkaddr2056 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2055
  %sunkaddr2057 = getelementptr i8, i8* %sunkaddr2056, i64 4
  %347 = bitcast i8* %sunkaddr2057 to i16*
  %.66.i.us139.2.2.epil = load i16, i16* %347, align 2, !noalias !94
  %.70.i.us140.2.2.epil = zext i16 %.66.i.us139.2.2.epil to i32
  %sunkaddr2058 = mul i64 %.466.us131.7340.1524.epil, 4
  %sunkaddr2059 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2058
  %sunkaddr2060 = getelementptr i8, i8* %sunkaddr2059, i64 -20
  %348 = bitcast i8* %sunkaddr2060 to i32*
  store i32 %.70.i.us140.2.2.epil, i32* %348, align 4, !noalias !97
  %sunkaddr2061 = mul i64 %.466.us131.7340.1524.epil, 2
  %sunkaddr2062 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2061
  %sunkaddr2063 = getelementptr i8, i8* %sunkaddr2062, i64 6
  %349 = bitcast i8* %sunkaddr2063 to i16*
  %.66.i.us139.3.2.epil = load i16, i16* %349, align 2, !noalias !94
  %.70.i.us140.3.2.epil = zext i16 %.66.i.us139.3.2.epil to i32
  %sunkaddr2064 = mul i64 %.466.us131.7340.1524.epil, 4
  %sunkaddr2065 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2064
  %sunkaddr2066 = getelementptr i8, i8* %sunkaddr2065, i64 -16
  %350 = bitcast i8* %sunkaddr2066 to i32*
  store i32 %.70.i.us140.3.2.epil, i32* %350, align 4, !noalias !97
  %sunkaddr2067 = mul i64 %.466.us131.7340.1524.epil, 2
  %sunkaddr2068 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2067
  %sunkaddr2069 = getelementptr i8, i8* %sunkaddr2068, i64 8
  %351 = bitcast i8* %sunkaddr2069 to i16*
  %.66.i.us139.4.2.epil = load i16, i16* %351, align 2, !noalias !94
  %.70.i.us140.4.2.epil = zext i16 %.66.i.us139.4.2.epil to i32
  %sunkaddr2070 = mul i64 %.466.us131.7340.1524.epil, 4
  %sunkaddr2071 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2070
  %sunkaddr2072 = getelementptr i8, i8* %sunkaddr2071, i64 -12
  %352 = bitcast i8* %sunkaddr2072 to i32*
  store i32 %.70.i.us140.4.2.epil, i32* %352, align 4, !noalias !97
  %sunkaddr2073 = mul i64 %.466.us131.7340.1524.epil, 2
  %sunkaddr2074 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2073
  %sunkaddr2075 = getelementptr i8, i8* %sunkaddr2074, i64 10
  %353 = bitcast i8* %sunkaddr2075 to i16*
  %.66.i.us139.5.2.epil = load i16, i16* %353, align 2, !noalias !94
  %.70.i.us140.5.2.epil = zext i16 %.66.i.us139.5.2.epil to i32
  %sunkaddr2076 = mul i64 %.466.us131.7340.1524.epil, 4
  %sunkaddr2077 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2076
  %sunkaddr2078 = getelementptr i8, i8* %sunkaddr2077, i64 -8
  %354 = bitcast i8* %sunkaddr2078 to i32*
  store i32 %.70.i.us140.5.2.epil, i32* %354, align 4, !noalias !97
  %sunkaddr2079 = mul i64 %.466.us131.7340.1524.epil, 2
  %sunkaddr2080 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2079
  %sunkaddr2081 = getelementptr i8, i8* %sunkaddr2080, i64 12
  %355 = bitcast i8* %sunkaddr2081 to i16*
  %.66.i.us139.6.2.epil = load i16, i16* %355, align 2, !noalias !94
  %.70.i.us140.6.2.epil = zext i16 %.66.i.us139.6.2.epil to i32
  %sunkaddr2082 = mul i64 %.466.us131.7340.1524.epil, 4
  %sunkaddr2083 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2082
  %sunkaddr2084 = getelementptr i8, i8* %sunkaddr2083, i64 -4
  %356 = bitcast i8* %sunkaddr2084 to i32*
  store i32 %.70.i.us140.6.2.epil, i32* %356, align 4, !noalias !97
  %sunkaddr2085 = mul i64 %.466.us131.7340.1524.epil, 2
  %sunkaddr2086 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2085
  %sunkaddr2087 = getelementptr i8, i8* %sunkaddr2086, i64 14
  %357 = bitcast i8* %sunkaddr2087 to i16*
  %.66.i.us139.7.2.epil = load i16, i16* %357, align 2, !noalias !94
  %.70.i.us140.7.2.epil = zext i16 %.66.i.us139.7.2.epil to i32
  %.466.us131.7340.2544.epil = or i64 %.397.098.us129.unr740, 24
  %scevgep406.2545.epil = getelementptr i8, i8* %scevgep387, i64 %343
  %scevgep406407.2546.epil = bitcast i8* %scevgep406.2545.epil to i32*
  store i32 %.70.i.us140.7.2.epil, i32* %scevgep406407.2546.epil, align 4, !noalias !97
  %358 = shl nuw i64 %.466.us131.7340.2544.epil, 1
  %scevgep478.3.epil = getelementptr i8, i8* %arg.b.0, i64 %358
  %359 = bitcast i8* %scevgep478.3.epil to i16*
  %.66.i.us139.3445.epil = load i16, i16* %359, align 2, !noalias !94
  %.70.i.us140.3446.epil = zext i16 %.66.i.us139.3445.epil to i32
  %360 = shl i64 %.466.us131.7340.2544.epil, 2
  %scevgep410275.3.epil = getelementptr i8, i8* %scevgep4085278, i64 %360
  %361 = bitcast i8* %scevgep410275.3.epil to i32*
  store i32 %.70.i.us140.3446.epil, i32* %361, align 4, !noalias !97
  %sunkaddr2088 = mul i64 %.466.us131.7340.2544.epil, 2
  %sunkaddr2089 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2088
  %sunkaddr2090 = getelementptr i8, i8* %sunkaddr2089, i64 2
  %362 = bitcast i8* %sunkaddr2090 to i16*
  %.66.i.us139.1.3.epil = load i16, i16* %362, align 2, !noalias !94
  %.70.i.us140.1.3.epil = zext i16 %.66.i.us139.1.3.epil to i32
  %sunkaddr2091 = mul i64 %.466.us131.7340.2544.epil, 4
  %sunkaddr2092 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2091
  %sunkaddr2093 = getelementptr i8, i8* %sunkaddr2092, i64 -24
  %363 = bitcast i8* %sunkaddr2093 to i32*
  store i32 %.70.i.us140.1.3.epil, i32* %363, align 4, !noalias !97
  %sunkaddr2094 = mul i64 %.466.us131.7340.2544.epil, 2
  %sunkaddr2095 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2094
  %sunkaddr2096 = getelementptr i8, i8* %sunkaddr2095, i64 4
  %364 = bitcast i8* %sunkaddr2096 to i16*
  %.66.i.us139.2.3.epil = load i16, i16* %364, align 2, !noalias !94
  %.70.i.us140.2.3.epil = zext i16 %.66.i.us139.2.3.epil to i32
  %sunkaddr2097 = mul i64 %.466.us131.7340.2544.epil, 4
  %sunkaddr2098 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2097
  %sunkaddr2099 = getelementptr i8, i8* %sunkaddr2098, i64 -20
  %365 = bitcast i8* %sunkaddr2099 to i32*
  store i32 %.70.i.us140.2.3.epil, i32* %365, align 4, !noalias !97
  %sunkaddr2100 = mul i64 %.466.us131.7340.2544.epil, 2
  %sunkaddr2101 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2100
  %sunkaddr2102 = getelementptr i8, i8* %sunkaddr2101, i64 6
  %366 = bitcast i8* %sunkaddr2102 to i16*
  %.66.i.us139.3.3.epil = load i16, i16* %366, align 2, !noalias !94
  %.70.i.us140.3.3.epil = zext i16 %.66.i.us139.3.3.epil to i32
  %sunkaddr2103 = mul i64 %.466.us131.7340.2544.epil, 4
  %sunkaddr2104 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2103
  %sunkaddr2105 = getelementptr i8, i8* %sunkaddr2104, i64 -16
  %367 = bitcast i8* %sunkaddr2105 to i32*
  store i32 %.70.i.us140.3.3.epil, i32* %367, align 4, !noalias !97
  %sunkaddr2106 = mul i64 %.466.us131.7340.2544.epil, 2
  %sunkaddr2107 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2106
  %sunkaddr2108 = getelementptr i8, i8* %sunkaddr2107, i64 8
  %368 = bitcast i8* %sunkaddr2108 to i16*
  %.66.i.us139.4.3.epil = load i16, i16* %368, align 2, !noalias !94
  %.70.i.us140.4.3.epil = zext i16 %.66.i.us139.4.3.epil to i32
  %sunkaddr2109 = mul i64 %.466.us131.7340.2544.epil, 4
  %sunkaddr2110 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2109
  %sunkaddr2111 = getelementptr i8, i8* %sunkaddr2110, i64 -12
  %369 = bitcast i8* %sunkaddr2111 to i32*
  store i32 %.70.i.us140.4.3.epil, i32* %369, align 4, !noalias !97
  %sunkaddr2112 = mul i64 %.466.us131.7340.2544.epil, 2
  %sunkaddr2113 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2112
  %sunkaddr2114 = getelementptr i8, i8* %sunkaddr2113, i64 10
  %370 = bitcast i8* %sunkaddr2114 to i16*
  %.66.i.us139.5.3.epil = load i16, i16* %370, align 2, !noalias !94
  %.70.i.us140.5.3.epil = zext i16 %.66.i.us139.5.3.epil to i32
  %sunkaddr2115 = mul i64 %.466.us131.7340.2544.epil, 4
  %sunkaddr2116 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2115
  %sunkaddr2117 = getelementptr i8, i8* %sunkaddr2116, i64 -8
  %371 = bitcast i8* %sunkaddr2117 to i32*
  store i32 %.70.i.us140.5.3.epil, i32* %371, align 4, !noalias !97
  %sunkaddr2118 = mul i64 %.466.us131.7340.2544.epil, 2
  %sunkaddr2119 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2118
  %sunkaddr2120 = getelementptr i8, i8* %sunkaddr2119, i64 12
  %372 = bitcast i8* %sunkaddr2120 to i16*
  %.66.i.us139.6.3.epil = load i16, i16* %372, align 2, !noalias !94
  %.70.i.us140.6.3.epil = zext i16 %.66.i.us139.6.3.epil to i32
  %sunkaddr2121 = mul i64 %.466.us131.7340.2544.epil, 4
  %sunkaddr2122 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2121
  %sunkaddr2123 = getelementptr i8, i8* %sunkaddr2122, i64 -4
  %373 = bitcast i8* %sunkaddr2123 to i32*
  store i32 %.70.i.us140.6.3.epil, i32* %373, align 4, !noalias !97
  %sunkaddr2124 = mul i64 %.466.us131.7340.2544.epil, 2
  %sunkaddr2125 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2124
  %sunkaddr2126 = getelementptr i8, i8* %sunkaddr2125, i64 14
  %374 = bitcast i8* %sunkaddr2126 to i16*
  %.66.i.us139.7.3.epil = load i16, i16* %374, align 2, !noalias !94
  %.70.i.us140.7.3.epil = zext i16 %.66.i.us139.7.3.epil to i32
  br label %B196.i.us.7.3.epil

B196.i.us.7.thread.epil:                          ; preds = %B354.endif.us127.epil694
  %scevgep493.epil = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129.unr740
  %.37.i.us143.epil720 = load i8, i8* %scevgep493.epil, align 1, !noalias !94
  %.41.i2.us144.epil721 = zext i8 %.37.i.us143.epil720 to i32
  %375 = shl i64 %.397.098.us129.unr740, 2
  %scevgep410271.epil = getelementptr i8, i8* %scevgep4085278, i64 %375
  %376 = bitcast i8* %scevgep410271.epil to i32*
  store i32 %.41.i2.us144.epil721, i32* %376, align 4, !noalias !97
  %sunkaddr2127 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129.unr740
  %sunkaddr2128 = getelementptr i8, i8* %sunkaddr2127, i64 1
  %.37.i.us143.1.epil722 = load i8, i8* %sunkaddr2128, align 1, !noalias !94
  %.41.i2.us144.1.epil723 = zext i8 %.37.i.us143.1.epil722 to i32
  %sunkaddr2129 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr2130 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2129
  %sunkaddr2131 = getelementptr i8, i8* %sunkaddr2130, i64 -24
  %377 = bitcast i8* %sunkaddr2131 to i32*
  store i32 %.41.i2.us144.1.epil723, i32* %377, align 4, !noalias !97
  %sunkaddr2132 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129.unr740
  %sunkaddr2133 = getelementptr i8, i8* %sunkaddr2132, i64 2
  %.37.i.us143.2.epil724 = load i8, i8* %sunkaddr2133, align 1, !noalias !94
  %.41.i2.us144.2.epil725 = zext i8 %.37.i.us143.2.epil724 to i32
  %sunkaddr2134 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr2135 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2134
  %sunkaddr2136 = getelementptr i8, i8* %sunkaddr2135, i64 -20
  %378 = bitcast i8* %sunkaddr2136 to i32*
  store i32 %.41.i2.us144.2.epil725, i32* %378, align 4, !noalias !97
  %sunkaddr2137 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129.unr740
  %sunkaddr2138 = getelementptr i8, i8* %sunkaddr2137, i64 3
  %.37.i.us143.3.epil726 = load i8, i8* %sunkaddr2138, align 1, !noalias !94
  %.41.i2.us144.3.epil727 = zext i8 %.37.i.us143.3.epil726 to i32
  %sunkaddr2139 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr2140 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2139
  %sunkaddr2141 = getelementptr i8, i8* %sunkaddr2140, i64 -16
  %379 = bitcast i8* %sunkaddr2141 to i32*
  store i32 %.41.i2.us144.3.epil727, i32* %379, align 4, !noalias !97
  %sunkaddr2142 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129.unr740
  %sunkaddr2143 = getelementptr i8, i8* %sunkaddr2142, i64 4
  %.37.i.us143.4.epil728 = load i8, i8* %sunkaddr2143, align 1, !noalias !94
  %.41.i2.us144.4.epil729 = zext i8 %.37.i.us143.4.epil728 to i32
  %sunkaddr2144 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr2145 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2144
  %sunkaddr2146 = getelementptr i8, i8* %sunkaddr2145, i64 -12
  %380 = bitcast i8* %sunkaddr2146 to i32*
  store i32 %.41.i2.us144.4.epil729, i32* %380, align 4, !noalias !97
  %sunkaddr2147 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129.unr740
  %sunkaddr2148 = getelementptr i8, i8* %sunkaddr2147, i64 5
  %.37.i.us143.5.epil730 = load i8, i8* %sunkaddr2148, align 1, !noalias !94
  %.41.i2.us144.5.epil731 = zext i8 %.37.i.us143.5.epil730 to i32
  %sunkaddr2149 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr2150 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2149
  %sunkaddr2151 = getelementptr i8, i8* %sunkaddr2150, i64 -8
  %381 = bitcast i8* %sunkaddr2151 to i32*
  store i32 %.41.i2.us144.5.epil731, i32* %381, align 4, !noalias !97
  %sunkaddr2152 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129.unr740
  %sunkaddr2153 = getelementptr i8, i8* %sunkaddr2152, i64 6
  %.37.i.us143.6.epil732 = load i8, i8* %sunkaddr2153, align 1, !noalias !94
  %.41.i2.us144.6.epil733 = zext i8 %.37.i.us143.6.epil732 to i32
  %sunkaddr2154 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr2155 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2154
  %sunkaddr2156 = getelementptr i8, i8* %sunkaddr2155, i64 -4
  %382 = bitcast i8* %sunkaddr2156 to i32*
  store i32 %.41.i2.us144.6.epil733, i32* %382, align 4, !noalias !97
  %sunkaddr2157 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129.unr740
  %sunkaddr2158 = getelementptr i8, i8* %sunkaddr2157, i64 7
  %.37.i.us143.7.epil734 = load i8, i8* %sunkaddr2158, align 1, !noalias !94
  %.41.i2.us144.7.epil735 = zext i8 %.37.i.us143.7.epil734 to i32
  %.466.us131.7340497.epil = or i64 %.397.098.us129.unr740, 8
  %scevgep406498.epil = getelementptr i8, i8* %scevgep387, i64 %375
  %scevgep406407499.epil = bitcast i8* %scevgep406498.epil to i32*
  store i32 %.41.i2.us144.7.epil735, i32* %scevgep406407499.epil, align 4, !noalias !97
  %scevgep493.1.epil = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497.epil
  %.37.i.us143.1437.epil = load i8, i8* %scevgep493.1.epil, align 1, !noalias !94
  %.41.i2.us144.1438.epil = zext i8 %.37.i.us143.1437.epil to i32
  %383 = shl i64 %.466.us131.7340497.epil, 2
  %scevgep410271.1.epil = getelementptr i8, i8* %scevgep4085278, i64 %383
  %384 = bitcast i8* %scevgep410271.1.epil to i32*
  store i32 %.41.i2.us144.1438.epil, i32* %384, align 4, !noalias !97
  %sunkaddr2159 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497.epil
  %sunkaddr2160 = getelementptr i8, i8* %sunkaddr2159, i64 1
  %.37.i.us143.1.1.epil = load i8, i8* %sunkaddr2160, align 1, !noalias !94
  %.41.i2.us144.1.1.epil = zext i8 %.37.i.us143.1.1.epil to i32
  %sunkaddr2161 = mul i64 %.466.us131.7340497.epil, 4
  %sunkaddr2162 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2161
  %sunkaddr2163 = getelementptr i8, i8* %sunkaddr2162, i64 -24
  %385 = bitcast i8* %sunkaddr2163 to i32*
  store i32 %.41.i2.us144.1.1.epil, i32* %385, align 4, !noalias !97
  %sunkaddr2164 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497.epil
  %sunkaddr2165 = getelementptr i8, i8* %sunkaddr2164, i64 2
  %.37.i.us143.2.1.epil = load i8, i8* %sunkaddr2165, align 1, !noalias !94
  %.41.i2.us144.2.1.epil = zext i8 %.37.i.us143.2.1.epil to i32
  %sunkaddr2166 = mul i64 %.466.us131.7340497.epil, 4
  %sunkaddr2167 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2166
  %sunkaddr2168 = getelementptr i8, i8* %sunkaddr2167, i64 -20
  %386 = bitcast i8* %sunkaddr2168 to i32*
  store i32 %.41.i2.us144.2.1.epil, i32* %386, align 4, !noalias !97
  %sunkaddr2169 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497.epil
  %sunkaddr2170 = getelementptr i8, i8* %sunkaddr2169, i64 3
  %.37.i.us143.3.1.epil = load i8, i8* %sunkaddr2170, align 1, !noalias !94
  %.41.i2.us144.3.1.epil = zext i8 %.37.i.us143.3.1.epil to i32
  %sunkaddr2171 = mul i64 %.466.us131.7340497.epil, 4
  %sunkaddr2172 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2171
  %sunkaddr2173 = getelementptr i8, i8* %sunkaddr2172, i64 -16
  %387 = bitcast i8* %sunkaddr2173 to i32*
  store i32 %.41.i2.us144.3.1.epil, i32* %387, align 4, !noalias !97
  %sunkaddr2174 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497.epil
  %sunkaddr2175 = getelementptr i8, i8* %sunkaddr2174, i64 4
  %.37.i.us143.4.1.epil = load i8, i8* %sunkaddr2175, align 1, !noalias !94
  %.41.i2.us144.4.1.epil = zext i8 %.37.i.us143.4.1.epil to i32
  %sunkaddr2176 = mul i64 %.466.us131.7340497.epil, 4
  %sunkaddr2177 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2176
  %sunkaddr2178 = getelementptr i8, i8* %sunkaddr2177, i64 -12
  %388 = bitcast i8* %sunkaddr2178 to i32*
  store i32 %.41.i2.us144.4.1.epil, i32* %388, align 4, !noalias !97
  %sunkaddr2179 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497.epil
  %sunkaddr2180 = getelementptr i8, i8* %sunkaddr2179, i64 5
  %.37.i.us143.5.1.epil = load i8, i8* %sunkaddr2180, align 1, !noalias !94
  %.41.i2.us144.5.1.epil = zext i8 %.37.i.us143.5.1.epil to i32
  %sunkaddr2181 = mul i64 %.466.us131.7340497.epil, 4
  %sunkaddr2182 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2181
  %sunkaddr2183 = getelementptr i8, i8* %sunkaddr2182, i64 -8
  %389 = bitcast i8* %sunkaddr2183 to i32*
  store i32 %.41.i2.us144.5.1.epil, i32* %389, align 4, !noalias !97
  %sunkaddr2184 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497.epil
  %sunkaddr2185 = getelementptr i8, i8* %sunkaddr2184, i64 6
  %.37.i.us143.6.1.epil = load i8, i8* %sunkaddr2185, align 1, !noalias !94
  %.41.i2.us144.6.1.epil = zext i8 %.37.i.us143.6.1.epil to i32
  %sunkaddr2186 = mul i64 %.466.us131.7340497.epil, 4
  %sunkaddr2187 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2186
  %sunkaddr2188 = getelementptr i8, i8* %sunkaddr2187, i64 -4
  %390 = bitcast i8* %sunkaddr2188 to i32*
  store i32 %.41.i2.us144.6.1.epil, i32* %390, align 4, !noalias !97
  %sunkaddr2189 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497.epil
  %sunkaddr2190 = getelementptr i8, i8* %sunkaddr2189, i64 7
  %.37.i.us143.7.1.epil = load i8, i8* %sunkaddr2190, align 1, !noalias !94
  %.41.i2.us144.7.1.epil = zext i8 %.37.i.us143.7.1.epil to i32
  %.466.us131.7340.1517.epil = or i64 %.397.098.us129.unr740, 16
  %scevgep406.1518.epil = getelementptr i8, i8* %scevgep387, i64 %383
  %scevgep406407.1519.epil = bitcast i8* %scevgep406.1518.epil to i32*
  store i32 %.41.i2.us144.7.1.epil, i32* %scevgep406407.1519.epil, align 4, !noalias !97
  %scevgep493.2.epil = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517.epil
  %.37.i.us143.2442.epil = load i8, i8* %scevgep493.2.epil, align 1, !noalias !94
  %.41.i2.us144.2443.epil = zext i8 %.37.i.us143.2442.epil to i32
  %391 = shl i64 %.466.us131.7340.1517.epil, 2
  %scevgep410271.2.epil = getelementptr i8, i8* %scevgep4085278, i64 %391
  %392 = bitcast i8* %scevgep410271.2.epil to i32*
  store i32 %.41.i2.us144.2443.epil, i32* %392, align 4, !noalias !97
  %sunkaddr2191 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517.epil
  %sunkaddr2192 = getelementptr i8, i8* %sunkaddr2191, i64 1
  %.37.i.us143.1.2.epil = load i8, i8* %sunkaddr2192, align 1, !noalias !94
  %.41.i2.us144.1.2.epil = zext i8 %.37.i.us143.1.2.epil to i32
  %sunkaddr2193 = mul i64 %.466.us131.7340.1517.epil, 4
  %sunkaddr2194 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2193
  %sunkaddr2195 = getelementptr i8, i8* %sunkaddr2194, i64 -24
  %393 = bitcast i8* %sunkaddr2195 to i32*
  store i32 %.41.i2.us144.1.2.epil, i32* %393, align 4, !noalias !97
  %sunkaddr2196 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517.epil
  %sunkaddr2197 = getelementptr i8, i8* %sunkaddr2196, i64 2
  %.37.i.us143.2.2.epil = load i8, i8* %sunkaddr2197, align 1, !noalias !94
  %.41.i2.us144.2.2.epil = zext i8 %.37.i.us143.2.2.epil to i32
  %sunkaddr2198 = mul i64 %.466.us131.7340.1517.epil, 4
  %sunkaddr2199 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2198
  %sunkaddr2200 = getelementptr i8, i8* %sunkaddr2199, i64 -20
  %394 = bitcast i8* %sunkaddr2200 to i32*
  store i32 %.41.i2.us144.2.2.epil, i32* %394, align 4, !noalias !97
  %sunkaddr2201 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517.epil
  %sunkaddr2202 = getelementptr i8, i8* %sunkaddr2201, i64 3
  %.37.i.us143.3.2.epil = load i8, i8* %sunkaddr2202, align 1, !noalias !94
  %.41.i2.us144.3.2.epil = zext i8 %.37.i.us143.3.2.epil to i32
  %sunkaddr2203 = mul i64 %.466.us131.7340.1517.epil, 4
  %sunkaddr2204 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2203
  %sunkaddr2205 = getelementptr i8, i8* %sunkaddr2204, i64 -16
  %395 = bitcast i8* %sunkaddr2205 to i32*
  store i32 %.41.i2.us144.3.2.epil, i32* %395, align 4, !noalias !97
  %sunkaddr2206 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517.epil
  %sunkaddr2207 = getelementptr i8, i8* %sunkaddr2206, i64 4
  %.37.i.us143.4.2.epil = load i8, i8* %sunkaddr2207, align 1, !noalias !94
  %.41.i2.us144.4.2.epil = zext i8 %.37.i.us143.4.2.epil to i32
  %sunkaddr2208 = mul i64 %.466.us131.7340.1517.epil, 4
  %sunkaddr2209 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2208
  %sunkaddr2210 = getelementptr i8, i8* %sunkaddr2209, i64 -12
  %396 = bitcast i8* %sunkaddr2210 to i32*
  store i32 %.41.i2.us144.4.2.epil, i32* %396, align 4, !noalias !97
  %sunkaddr2211 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517.epil
  %sunkaddr2212 = getelementptr i8, i8* %sunkaddr2211, i64 5
  %.37.i.us143.5.2.epil = load i8, i8* %sunkaddr2212, align 1, !noalias !94
  %.41.i2.us144.5.2.epil = zext i8 %.37.i.us143.5.2.epil to i32
  %sunkaddr2213 = mul i64 %.466.us131.7340.1517.epil, 4
  %sunkaddr2214 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2213
  %sunkaddr2215 = getelementptr i8, i8* %sunkaddr2214, i64 -8
  %397 = bitcast i8* %sunkaddr2215 to i32*
  store i32 %.41.i2.us144.5.2.epil, i32* %397, align 4, !noalias !97
  %sunkaddr2216 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517.epil
  %sunkaddr2217 = getelementptr i8, i8* %sunkaddr2216, i64 6
  %.37.i.us143.6.2.epil = load i8, i8* %sunkaddr2217, align 1, !noalias !94
  %.41.i2.us144.6.2.epil = zext i8 %.37.i.us143.6.2.epil to i32
  %sunkaddr2218 = mul i64 %.466.us131.7340.1517.epil, 4
  %sunkaddr2219 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2218
  %sunkaddr2220 = getelementptr i8, i8* %sunkaddr2219, i64 -4
  %398 = bitcast i8* %sunkaddr2220 to i32*
  store i32 %.41.i2.us144.6.2.epil, i32* %398, align 4, !noalias !97
  %sunkaddr2221 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517.epil
  %sunkaddr2222 = getelementptr i8, i8* %sunkaddr2221, i64 7
  %.37.i.us143.7.2.epil = load i8, i8* %sunkaddr2222, align 1, !noalias !94
  %.41.i2.us144.7.2.epil = zext i8 %.37.i.us143.7.2.epil to i32
  %.466.us131.7340.2537.epil = or i64 %.397.098.us129.unr740, 24
  %scevgep406.2538.epil = getelementptr i8, i8* %scevgep387, i64 %391
  %scevgep406407.2539.epil = bitcast i8* %scevgep406.2538.epil to i32*
  store i32 %.41.i2.us144.7.2.epil, i32* %scevgep406407.2539.epil, align 4, !noalias !97
  %scevgep493.3.epil = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537.epil
  %.37.i.us143.3447.epil = load i8, i8* %scevgep493.3.epil, align 1, !noalias !94
  %.41.i2.us144.3448.epil = zext i8 %.37.i.us143.3447.epil to i32
  %399 = shl i64 %.466.us131.7340.2537.epil, 2
  %scevgep410271.3.epil = getelementptr i8, i8* %scevgep4085278, i64 %399
  %400 = bitcast i8* %scevgep410271.3.epil to i32*
  store i32 %.41.i2.us144.3448.epil, i32* %400, align 4, !noalias !97
  %sunkaddr2223 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537.epil
  %sunkaddr2224 = getelementptr i8, i8* %sunkaddr2223, i64 1
  %.37.i.us143.1.3.epil = load i8, i8* %sunkaddr2224, align 1, !noalias !94
  %.41.i2.us144.1.3.epil = zext i8 %.37.i.us143.1.3.epil to i32
  %sunkaddr2225 = mul i64 %.466.us131.7340.2537.epil, 4
  %sunkaddr2226 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2225
  %sunkaddr2227 = getelementptr i8, i8* %sunkaddr2226, i64 -24
  %401 = bitcast i8* %sunkaddr2227 to i32*
  store i32 %.41.i2.us144.1.3.epil, i32* %401, align 4, !noalias !97
  %sunkaddr2228 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537.epil
  %sunkaddr2229 = getelementptr i8, i8* %sunkaddr2228, i64 2
  %.37.i.us143.2.3.epil = load i8, i8* %sunkaddr2229, align 1, !noalias !94
  %.41.i2.us144.2.3.epil = zext i8 %.37.i.us143.2.3.epil to i32
  %sunkaddr2230 = mul i64 %.466.us131.7340.2537.epil, 4
  %sunkaddr2231 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2230
  %sunkaddr2232 = getelementptr i8, i8* %sunkaddr2231, i64 -20
  %402 = bitcast i8* %sunkaddr2232 to i32*
  store i32 %.41.i2.us144.2.3.epil, i32* %402, align 4, !noalias !97
  %sunkaddr2233 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537.epil
  %sunkaddr2234 = getelementptr i8, i8* %sunkaddr2233, i64 3
  %.37.i.us143.3.3.epil = load i8, i8* %sunkaddr2234, align 1, !noalias !94
  %.41.i2.us144.3.3.epil = zext i8 %.37.i.us143.3.3.epil to i32
  %sunkaddr2235 = mul i64 %.466.us131.7340.2537.epil, 4
  %sunkaddr2236 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2235
  %sunkaddr2237 = getelementptr i8, i8* %sunkaddr2236, i64 -16
  %403 = bitcast i8* %sunkaddr2237 to i32*
  store i32 %.41.i2.us144.3.3.epil, i32* %403, align 4, !noalias !97
  %sunkaddr2238 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537.epil
  %sunkaddr2239 = getelementptr i8, i8* %sunkaddr2238, i64 4
  %.37.i.us143.4.3.epil = load i8, i8* %sunkaddr2239, align 1, !noalias !94
  %.41.i2.us144.4.3.epil = zext i8 %.37.i.us143.4.3.epil to i32
  %sunkaddr2240 = mul i64 %.466.us131.7340.2537.epil, 4
  %sunkaddr2241 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2240
  %sunkaddr2242 = getelementptr i8, i8* %sunkaddr2241, i64 -12
  %404 = bitcast i8* %sunkaddr2242 to i32*
  store i32 %.41.i2.us144.4.3.epil, i32* %404, align 4, !noalias !97
  %sunkaddr2243 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537.epil
  %sunkaddr2244 = getelementptr i8, i8* %sunkaddr2243, i64 5
  %.37.i.us143.5.3.epil = load i8, i8* %sunkaddr2244, align 1, !noalias !94
  %.41.i2.us144.5.3.epil = zext i8 %.37.i.us143.5.3.epil to i32
  %sunkaddr2245 = mul i64 %.466.us131.7340.2537.epil, 4
  %sunkaddr2246 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2245
  %sunkaddr2247 = getelementptr i8, i8* %sunkaddr2246, i64 -8
  %405 = bitcast i8* %sunkaddr2247 to i32*
  store i32 %.41.i2.us144.5.3.epil, i32* %405, align 4, !noalias !97
  %sunkaddr2248 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537.epil
  %sunkaddr2249 = getelementptr i8, i8* %sunkaddr2248, i64 6
  %.37.i.us143.6.3.epil = load i8, i8* %sunkaddr2249, align 1, !noalias !94
  %.41.i2.us144.6.3.epil = zext i8 %.37.i.us143.6.3.epil to i32
  %sunkaddr2250 = mul i64 %.466.us131.7340.2537.epil, 4
  %sunkaddr2251 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2250
  %sunkaddr2252 = getelementptr i8, i8* %sunkaddr2251, i64 -4
  %406 = bitcast i8* %sunkaddr2252 to i32*
  store i32 %.41.i2.us144.6.3.epil, i32* %406, align 4, !noalias !97
  %sunkaddr2253 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537.epil
  %sunkaddr2254 = getelementptr i8, i8* %sunkaddr2253, i64 7
  %.37.i.us143.7.3.epil = load i8, i8* %sunkaddr2254, align 1, !noalias !94
  %.41.i2.us144.7.3.epil = zext i8 %.37.i.us143.7.3.epil to i32
  br label %B196.i.us.7.3.epil

B196.i.us.7.epil736:                              ; preds = %B354.endif.us127.epil694
  %407 = shl i64 %.397.098.us129.unr740, 2
  %scevgep410.epil = getelementptr i8, i8* %scevgep4085278, i64 %407
  %408 = bitcast i8* %scevgep410.epil to i32*
  store i32 0, i32* %408, align 4, !noalias !97
  %sunkaddr2255 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr2256 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2255
  %sunkaddr2257 = getelementptr i8, i8* %sunkaddr2256, i64 -24
  %409 = bitcast i8* %sunkaddr2257 to i32*
  store i32 0, i32* %409, align 4, !noalias !97
  %sunkaddr2258 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr2259 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2258
  %sunkaddr2260 = getelementptr i8, i8* %sunkaddr2259, i64 -20
  %410 = bitcast i8* %sunkaddr2260 to i32*
  store i32 0, i32* %410, align 4, !noalias !97
  %sunkaddr2261 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr2262 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2261
  %sunkaddr2263 = getelementptr i8, i8* %sunkaddr2262, i64 -16
  %411 = bitcast i8* %sunkaddr2263 to i32*
  store i32 0, i32* %411, align 4, !noalias !97
  %sunkaddr2264 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr2265 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2264
  %sunkaddr2266 = getelementptr i8, i8* %sunkaddr2265, i64 -12
  %412 = bitcast i8* %sunkaddr2266 to i32*
  store i32 0, i32* %412, align 4, !noalias !97
  %sunkaddr2267 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr2268 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2267
  %sunkaddr2269 = getelementptr i8, i8* %sunkaddr2268, i64 -8
  %413 = bitcast i8* %sunkaddr2269 to i32*
  store i32 0, i32* %413, align 4, !noalias !97
  %sunkaddr2270 = mul i64 %.397.098.us129.unr740, 4
  %sunkaddr2271 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr2270
  %sunkaddr2272 = getelementptr i8, i8* %sunkaddr2271, i64 -4
  %414 = bitcast i8* %sunkaddr2272 to i32*
  store i32 0, i32* %414, align 4, !noalias !97
  %scevgep406.epil737 = getelementptr i8, i8* %scevgep387, i64 %407
  %scevgep406407.epil738 = bitcast i8* %scevgep406.epil737 to i32*
  store i32 0, i32* %scevgep406407.epil738, align 4, !noalias !97
  %415 = or i64 %407, 32
  %scevgep410.1.epil = getelementptr i8, i8* %scevgep4085278, i64 %415
  %416 = bitcast i8* %scevgep410.1.epil to i32*
  store i32 0, i32* %416, align 4, !noalias !97
  %sunkaddr2273 = getelementptr i8, i8* %scevgep387, i64 %415
  %sunkaddr2274 = getelementptr i8, i8* %sunkaddr2273, i64 -24
  %417 = bitcast i8* %sunkaddr2274 to i32*
  store i32 0, i32* %417, align 4, !noalias !97
  %sunkaddr2275 = getelementptr i8, i8* %scevgep387, i64 %415
  %sunkaddr2276 = getelementptr i8, i8* %sunkaddr2275, i64 -20
  %418 = bitcast i8* %sunkaddr2276 to i32*
  store i32 0, i32* %418, align 4, !noalias !97
  %sunkaddr2277 = getelementptr i8, i8* %scevgep387, i64 %415
  %sunkaddr2278 = getelementptr i8, i8* %sunkaddr2277, i64 -16
  %419 = bitcast i8* %sunkaddr2278 to i32*
  store i32 0, i32* %419, align 4, !noalias !97
  %sunkaddr2279 = getelementptr i8, i8* %scevgep387, i64 %415
  %sunkaddr2280 = getelementptr i8, i8* %sunkaddr2279, i64 -12
  %420 = bitcast i8* %sunkaddr2280 to i32*
  store i32 0, i32* %420, align 4, !noalias !97
  %sunkaddr2281 = getelementptr i8, i8* %scevgep387, i64 %415
  %sunkaddr2282 = getelementptr i8, i8* %sunkaddr2281, i64 -8
  %421 = bitcast i8* %sunkaddr2282 to i32*
  store i32 0, i32* %421, align 4, !noalias !97
  %sunkaddr2283 = getelementptr i8, i8* %scevgep387, i64 %415
  %sunkaddr2284 = getelementptr i8, i8* %sunkaddr2283, i64 -4
  %422 = bitcast i8* %sunkaddr2284 to i32*
  store i32 0, i32* %422, align 4, !noalias !97
  %scevgep406.1.epil = getelementptr i8, i8* %scevgep387, i64 %415
  %scevgep406407.1.epil = bitcast i8* %scevgep406.1.epil to i32*
  store i32 0, i32* %scevgep406407.1.epil, align 4, !noalias !97
  %423 = or i64 %407, 64
  %scevgep410.2.epil = getelementptr i8, i8* %scevgep4085278, i64 %423
  %424 = bitcast i8* %scevgep410.2.epil to i32*
  store i32 0, i32* %424, align 4, !noalias !97
  %sunkaddr2285 = getelementptr i8, i8* %scevgep387, i64 %423
  %sunkaddr2286 = getelementptr i8, i8* %sunkaddr2285, i64 -24
  %425 = bitcast i8* %sunkaddr2286 to i32*
  store i32 0, i32* %425, align 4, !noalias !97
  %sunkaddr2287 = getelementptr i8, i8* %scevgep387, i64 %423
  %sunkaddr2288 = getelementptr i8, i8* %sunkaddr2287, i64 -20
  %426 = bitcast i8* %sunkaddr2288 to i32*
  store i32 0, i32* %426, align 4, !noalias !97
  %sunkaddr2289 = getelementptr i8, i8* %scevgep387, i64 %423
  %sunkaddr2290 = getelementptr i8, i8* %sunkaddr2289, i64 -16
  %427 = bitcast i8* %sunkaddr2290 to i32*
  store i32 0, i32* %427, align 4, !noalias !97
  %sunkaddr2291 = getelementptr i8, i8* %scevgep387, i64 %423
  %sunkaddr2292 = getelementptr i8, i8* %sunkaddr2291, i64 -12
  %428 = bitcast i8* %sunkaddr2292 to i32*
  store i32 0, i32* %428, align 4, !noalias !97
  %sunkaddr2293 = getelementptr i8, i8* %scevgep387, i64 %423
  %sunkaddr2294 = getelementptr i8, i8* %sunkaddr2293, i64 -8
  %429 = bitcast i8* %sunkaddr2294 to i32*
  store i32 0, i32* %429, align 4, !noalias !97
  %sunkaddr2295 = getelementptr i8, i8* %scevgep387, i64 %423
  %sunkaddr2296 = getelementptr i8, i8* %sunkaddr2295, i64 -4
  %430 = bitcast i8* %sunkaddr2296 to i32*
  store i32 0, i32* %430, align 4, !noalias !97
  %scevgep406.2.epil = getelementptr i8, i8* %scevgep387, i64 %423
  %scevgep406407.2.epil = bitcast i8* %scevgep406.2.epil to i32*
  store i32 0, i32* %scevgep406407.2.epil, align 4, !noalias !97
  %431 = or i64 %407, 96
  %scevgep410.3.epil = getelementptr i8, i8* %scevgep4085278, i64 %431
  %432 = bitcast i8* %scevgep410.3.epil to i32*
  store i32 0, i32* %432, align 4, !noalias !97
  %sunkaddr2297 = getelementptr i8, i8* %scevgep387, i64 %431
  %sunkaddr2298 = getelementptr i8, i8* %sunkaddr2297, i64 -24
  %433 = bitcast i8* %sunkaddr2298 to i32*
  store i32 0, i32* %433, align 4, !noalias !97
  %sunkaddr2299 = getelementptr i8, i8* %scevgep387, i64 %431
  %sunkaddr2300 = getelementptr i8, i8* %sunkaddr2299, i64 -20
  %434 = bitcast i8* %sunkaddr2300 to i32*
  store i32 0, i32* %434, align 4, !noalias !97
  %sunkaddr2301 = getelementptr i8, i8* %scevgep387, i64 %431
  %sunkaddr2302 = getelementptr i8, i8* %sunkaddr2301, i64 -16
  %435 = bitcast i8* %sunkaddr2302 to i32*
  store i32 0, i32* %435, align 4, !noalias !97
  %sunkaddr2303 = getelementptr i8, i8* %scevgep387, i64 %431
  %sunkaddr2304 = getelementptr i8, i8* %sunkaddr2303, i64 -12
  %436 = bitcast i8* %sunkaddr2304 to i32*
  store i32 0, i32* %436, align 4, !noalias !97
  %sunkaddr2305 = getelementptr i8, i8* %scevgep387, i64 %431
  %sunkaddr2306 = getelementptr i8, i8* %sunkaddr2305, i64 -8
  %437 = bitcast i8* %sunkaddr2306 to i32*
  store i32 0, i32* %437, align 4, !noalias !97
  %sunkaddr2307 = getelementptr i8, i8* %scevgep387, i64 %431
  %sunkaddr2308 = getelementptr i8, i8* %sunkaddr2307, i64 -4
  %438 = bitcast i8* %sunkaddr2308 to i32*
  store i32 0, i32* %438, align 4, !noalias !97
  br label %B196.i.us.7.3.epil

B196.i.us.7.3.epil:                               ; preds = %B196.i.us.7.epil736, %B196.i.us.7.thread.epil, %B196.i.us.7.thread501.epil, %B196.i.us.7.thread508.epil
  %.pre-phi357.3.epil = phi i64 [ %431, %B196.i.us.7.epil736 ], [ %399, %B196.i.us.7.thread.epil ], [ %360, %B196.i.us.7.thread501.epil ], [ %292, %B196.i.us.7.thread508.epil ]
  %.sink.i.us146.7.3.epil = phi i32 [ 0, %B196.i.us.7.epil736 ], [ %.41.i2.us144.7.3.epil, %B196.i.us.7.thread.epil ], [ %.70.i.us140.7.3.epil, %B196.i.us.7.thread501.epil ], [ %.95.i.us135.7.3.epil, %B196.i.us.7.thread508.epil ]
  %.466.us131.7340.3.epil = add nuw i64 %.397.098.us129.unr740, 32
  %scevgep406.3.epil = getelementptr i8, i8* %scevgep387, i64 %.pre-phi357.3.epil
  %scevgep406407.3.epil = bitcast i8* %scevgep406.3.epil to i32*
  store i32 %.sink.i.us146.7.3.epil, i32* %scevgep406407.3.epil, align 4, !noalias !97
  br label %B452.loopexit159.unr-lcssa.loopexit.unr-lcssa

B452.loopexit159.unr-lcssa.loopexit.unr-lcssa:    ; preds = %B196.i.us.7.3.epil, %B452.loopexit159.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, %B354.endif.us127.preheader.new
  %.397.098.us129.unr430 = phi i64 [ 0, %B354.endif.us127.preheader.new ], [ %.466.us131.7340.3.lcssa.ph, %B452.loopexit159.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.466.us131.7340.3.epil, %B196.i.us.7.3.epil ]
  %lcmp.mod431.not = icmp eq i64 %xtraiter421, 0
  br i1 %lcmp.mod431.not, label %B452.loopexit159.unr-lcssa, label %B354.endif.us127.epil422.preheader

B354.endif.us127.epil422.preheader:               ; preds = %B452.loopexit159.unr-lcssa.loopexit.unr-lcssa
  %439 = shl i64 %.397.098.us129.unr430, 2
  %440 = add i64 %439, %507
  %441 = add i64 %440, 24
  %scevgep756 = getelementptr i8, i8* %.6.i.i, i64 %441
  %442 = add nuw nsw i64 %.397.098.us129.unr430, 7
  %scevgep839 = getelementptr i8, i8* %arg.b.0, i64 %442
  %443 = shl i64 %.397.098.us129.unr430, 1
  %444 = add i64 %443, 14
  %scevgep855 = getelementptr i8, i8* %arg.b.0, i64 %444
  %445 = add i64 %439, 28
  %scevgep879 = getelementptr i8, i8* %arg.b.0, i64 %445
  %446 = shl i64 %xtraiter421, 3
  br label %B354.endif.us127.epil422

B354.endif.us127.epil422:                         ; preds = %B196.i.us.7.epil, %B354.endif.us127.epil422.preheader
  %lsr.iv757 = phi i64 [ 0, %B354.endif.us127.epil422.preheader ], [ %lsr.iv.next758, %B196.i.us.7.epil ]
  %lsr.iv754 = phi i64 [ %439, %B354.endif.us127.epil422.preheader ], [ %lsr.iv.next755, %B196.i.us.7.epil ]
  %.397.098.us129.epil = phi i64 [ %.397.098.us129.unr430, %B354.endif.us127.epil422.preheader ], [ %.466.us131.7340.epil, %B196.i.us.7.epil ]
  switch i32 %arg.b.2, label %B196.i.us.epil428 [
    i32 1, label %B196.i.us.thread.epil
    i32 2, label %B196.i.us.thread272.epil
    i32 4, label %B196.i.us.thread276.epil
  ]

B196.i.us.thread276.epil:                         ; preds = %B354.endif.us127.epil422
  %447 = shl i64 %.397.098.us129.epil, 2
  %448 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1266 = getelementptr i8, i8* %scevgep879, i64 %448
  %scevgep12661267 = bitcast i8* %scevgep1266 to i32*
  %scevgep1268 = getelementptr i32, i32* %scevgep12661267, i64 -7
  %.95.i.us135.epil423 = load i32, i32* %scevgep1268, align 4, !noalias !94
  %449 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1220 = getelementptr i8, i8* %scevgep756, i64 %449
  %scevgep12201221 = bitcast i8* %scevgep1220 to i32*
  %scevgep1222 = getelementptr i32, i32* %scevgep12201221, i64 -6
  store i32 %.95.i.us135.epil423, i32* %scevgep1222, align 4, !noalias !97
  %450 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1263 = getelementptr i8, i8* %scevgep879, i64 %450
  %scevgep12631264 = bitcast i8* %scevgep1263 to i32*
  %scevgep1265 = getelementptr i32, i32* %scevgep12631264, i64 -6
  %.95.i.us135.1.epil = load i32, i32* %scevgep1265, align 4, !noalias !94
  %451 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1217 = getelementptr i8, i8* %scevgep756, i64 %451
  %scevgep12171218 = bitcast i8* %scevgep1217 to i32*
  %scevgep1219 = getelementptr i32, i32* %scevgep12171218, i64 -5
  store i32 %.95.i.us135.1.epil, i32* %scevgep1219, align 4, !noalias !97
  %452 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1260 = getelementptr i8, i8* %scevgep879, i64 %452
  %scevgep12601261 = bitcast i8* %scevgep1260 to i32*
  %scevgep1262 = getelementptr i32, i32* %scevgep12601261, i64 -5
  %.95.i.us135.2.epil = load i32, i32* %scevgep1262, align 4, !noalias !94
  %453 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1214 = getelementptr i8, i8* %scevgep756, i64 %453
  %scevgep12141215 = bitcast i8* %scevgep1214 to i32*
  %scevgep1216 = getelementptr i32, i32* %scevgep12141215, i64 -4
  store i32 %.95.i.us135.2.epil, i32* %scevgep1216, align 4, !noalias !97
  %454 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1257 = getelementptr i8, i8* %scevgep879, i64 %454
  %scevgep12571258 = bitcast i8* %scevgep1257 to i32*
  %scevgep1259 = getelementptr i32, i32* %scevgep12571258, i64 -4
  %.95.i.us135.3.epil = load i32, i32* %scevgep1259, align 4, !noalias !94
  %455 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1211 = getelementptr i8, i8* %scevgep756, i64 %455
  %scevgep12111212 = bitcast i8* %scevgep1211 to i32*
  %scevgep1213 = getelementptr i32, i32* %scevgep12111212, i64 -3
  store i32 %.95.i.us135.3.epil, i32* %scevgep1213, align 4, !noalias !97
  %456 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1254 = getelementptr i8, i8* %scevgep879, i64 %456
  %scevgep12541255 = bitcast i8* %scevgep1254 to i32*
  %scevgep1256 = getelementptr i32, i32* %scevgep12541255, i64 -3
  %.95.i.us135.4.epil = load i32, i32* %scevgep1256, align 4, !noalias !94
  %457 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1208 = getelementptr i8, i8* %scevgep756, i64 %457
  %scevgep12081209 = bitcast i8* %scevgep1208 to i32*
  %scevgep1210 = getelementptr i32, i32* %scevgep12081209, i64 -2
  store i32 %.95.i.us135.4.epil, i32* %scevgep1210, align 4, !noalias !97
  %458 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1251 = getelementptr i8, i8* %scevgep879, i64 %458
  %scevgep12511252 = bitcast i8* %scevgep1251 to i32*
  %scevgep1253 = getelementptr i32, i32* %scevgep12511252, i64 -2
  %.95.i.us135.5.epil = load i32, i32* %scevgep1253, align 4, !noalias !94
  %459 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1205 = getelementptr i8, i8* %scevgep756, i64 %459
  %scevgep12051206 = bitcast i8* %scevgep1205 to i32*
  %scevgep1207 = getelementptr i32, i32* %scevgep12051206, i64 -1
  store i32 %.95.i.us135.5.epil, i32* %scevgep1207, align 4, !noalias !97
  %460 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1248 = getelementptr i8, i8* %scevgep879, i64 %460
  %scevgep12481249 = bitcast i8* %scevgep1248 to i32*
  %scevgep1250 = getelementptr i32, i32* %scevgep12481249, i64 -1
  %.95.i.us135.6.epil = load i32, i32* %scevgep1250, align 4, !noalias !94
  %461 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1203 = getelementptr i8, i8* %scevgep756, i64 %461
  %scevgep12031204 = bitcast i8* %scevgep1203 to i32*
  store i32 %.95.i.us135.6.epil, i32* %scevgep12031204, align 4, !noalias !97
  %462 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1246 = getelementptr i8, i8* %scevgep879, i64 %462
  %scevgep12461247 = bitcast i8* %scevgep1246 to i32*
  %.95.i.us135.7.epil = load i32, i32* %scevgep12461247, align 4, !noalias !94
  br label %B196.i.us.7.epil

B196.i.us.thread272.epil:                         ; preds = %B354.endif.us127.epil422
  %463 = shl nuw nsw i64 %lsr.iv757, 1
  %scevgep1243 = getelementptr i8, i8* %scevgep855, i64 %463
  %scevgep12431244 = bitcast i8* %scevgep1243 to i16*
  %scevgep1245 = getelementptr i16, i16* %scevgep12431244, i64 -7
  %.66.i.us139.epil424 = load i16, i16* %scevgep1245, align 2, !noalias !94
  %.70.i.us140.epil425 = zext i16 %.66.i.us139.epil424 to i32
  %464 = shl i64 %.397.098.us129.epil, 2
  %465 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1200 = getelementptr i8, i8* %scevgep756, i64 %465
  %scevgep12001201 = bitcast i8* %scevgep1200 to i32*
  %scevgep1202 = getelementptr i32, i32* %scevgep12001201, i64 -6
  store i32 %.70.i.us140.epil425, i32* %scevgep1202, align 4, !noalias !97
  %466 = shl nuw nsw i64 %lsr.iv757, 1
  %scevgep1240 = getelementptr i8, i8* %scevgep855, i64 %466
  %scevgep12401241 = bitcast i8* %scevgep1240 to i16*
  %scevgep1242 = getelementptr i16, i16* %scevgep12401241, i64 -6
  %.66.i.us139.1.epil = load i16, i16* %scevgep1242, align 2, !noalias !94
  %.70.i.us140.1.epil = zext i16 %.66.i.us139.1.epil to i32
  %467 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1197 = getelementptr i8, i8* %scevgep756, i64 %467
  %scevgep11971198 = bitcast i8* %scevgep1197 to i32*
  %scevgep1199 = getelementptr i32, i32* %scevgep11971198, i64 -5
  store i32 %.70.i.us140.1.epil, i32* %scevgep1199, align 4, !noalias !97
  %468 = shl nuw nsw i64 %lsr.iv757, 1
  %scevgep1237 = getelementptr i8, i8* %scevgep855, i64 %468
  %scevgep12371238 = bitcast i8* %scevgep1237 to i16*
  %scevgep1239 = getelementptr i16, i16* %scevgep12371238, i64 -5
  %.66.i.us139.2.epil = load i16, i16* %scevgep1239, align 2, !noalias !94
  %.70.i.us140.2.epil = zext i16 %.66.i.us139.2.epil to i32
  %469 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1194 = getelementptr i8, i8* %scevgep756, i64 %469
  %scevgep11941195 = bitcast i8* %scevgep1194 to i32*
  %scevgep1196 = getelementptr i32, i32* %scevgep11941195, i64 -4
  store i32 %.70.i.us140.2.epil, i32* %scevgep1196, align 4, !noalias !97
  %470 = shl nuw nsw i64 %lsr.iv757, 1
  %scevgep1234 = getelementptr i8, i8* %scevgep855, i64 %470
  %scevgep12341235 = bitcast i8* %scevgep1234 to i16*
  %scevgep1236 = getelementptr i16, i16* %scevgep12341235, i64 -4
  %.66.i.us139.3.epil = load i16, i16* %scevgep1236, align 2, !noalias !94
  %.70.i.us140.3.epil = zext i16 %.66.i.us139.3.epil to i32
  %471 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1191 = getelementptr i8, i8* %scevgep756, i64 %471
  %scevgep11911192 = bitcast i8* %scevgep1191 to i32*
  %scevgep1193 = getelementptr i32, i32* %scevgep11911192, i64 -3
  store i32 %.70.i.us140.3.epil, i32* %scevgep1193, align 4, !noalias !97
  %472 = shl nuw nsw i64 %lsr.iv757, 1
  %scevgep1231 = getelementptr i8, i8* %scevgep855, i64 %472
  %scevgep12311232 = bitcast i8* %scevgep1231 to i16*
  %scevgep1233 = getelementptr i16, i16* %scevgep12311232, i64 -3
  %.66.i.us139.4.epil = load i16, i16* %scevgep1233, align 2, !noalias !94
  %.70.i.us140.4.epil = zext i16 %.66.i.us139.4.epil to i32
  %473 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1188 = getelementptr i8, i8* %scevgep756, i64 %473
  %scevgep11881189 = bitcast i8* %scevgep1188 to i32*
  %scevgep1190 = getelementptr i32, i32* %scevgep11881189, i64 -2
  store i32 %.70.i.us140.4.epil, i32* %scevgep1190, align 4, !noalias !97
  %474 = shl nuw nsw i64 %lsr.iv757, 1
  %scevgep1228 = getelementptr i8, i8* %scevgep855, i64 %474
  %scevgep12281229 = bitcast i8* %scevgep1228 to i16*
  %scevgep1230 = getelementptr i16, i16* %scevgep12281229, i64 -2
  %.66.i.us139.5.epil = load i16, i16* %scevgep1230, align 2, !noalias !94
  %.70.i.us140.5.epil = zext i16 %.66.i.us139.5.epil to i32
  %475 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1185 = getelementptr i8, i8* %scevgep756, i64 %475
  %scevgep11851186 = bitcast i8* %scevgep1185 to i32*
  %scevgep1187 = getelementptr i32, i32* %scevgep11851186, i64 -1
  store i32 %.70.i.us140.5.epil, i32* %scevgep1187, align 4, !noalias !97
  %476 = shl nuw nsw i64 %lsr.iv757, 1
  %scevgep1225 = getelementptr i8, i8* %scevgep855, i64 %476
  %scevgep12251226 = bitcast i8* %scevgep1225 to i16*
  %scevgep1227 = getelementptr i16, i16* %scevgep12251226, i64 -1
  %.66.i.us139.6.epil = load i16, i16* %scevgep1227, align 2, !noalias !94
  %.70.i.us140.6.epil = zext i16 %.66.i.us139.6.epil to i32
  %477 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1183 = getelementptr i8, i8* %scevgep756, i64 %477
  %scevgep11831184 = bitcast i8* %scevgep1183 to i32*
  store i32 %.70.i.us140.6.epil, i32* %scevgep11831184, align 4, !noalias !97
  %478 = shl nuw nsw i64 %lsr.iv757, 1
  %scevgep1223 = getelementptr i8, i8* %scevgep855, i64 %478
  %scevgep12231224 = bitcast i8* %scevgep1223 to i16*
  %.66.i.us139.7.epil = load i16, i16* %scevgep12231224, align 2, !noalias !94
  %.70.i.us140.7.epil = zext i16 %.66.i.us139.7.epil to i32
  br label %B196.i.us.7.epil

B196.i.us.thread.epil:                            ; preds = %B354.endif.us127.epil422
  %scevgep1140 = getelementptr i8, i8* %scevgep839, i64 %lsr.iv757
  %scevgep1141 = getelementptr i8, i8* %scevgep1140, i64 -7
  %.37.i.us143.epil426 = load i8, i8* %scevgep1141, align 1, !noalias !94
  %.41.i2.us144.epil427 = zext i8 %.37.i.us143.epil426 to i32
  %479 = shl i64 %.397.098.us129.epil, 2
  %480 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1180 = getelementptr i8, i8* %scevgep756, i64 %480
  %scevgep11801181 = bitcast i8* %scevgep1180 to i32*
  %scevgep1182 = getelementptr i32, i32* %scevgep11801181, i64 -6
  store i32 %.41.i2.us144.epil427, i32* %scevgep1182, align 4, !noalias !97
  %scevgep1138 = getelementptr i8, i8* %scevgep839, i64 %lsr.iv757
  %scevgep1139 = getelementptr i8, i8* %scevgep1138, i64 -6
  %.37.i.us143.1.epil = load i8, i8* %scevgep1139, align 1, !noalias !94
  %.41.i2.us144.1.epil = zext i8 %.37.i.us143.1.epil to i32
  %481 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1177 = getelementptr i8, i8* %scevgep756, i64 %481
  %scevgep11771178 = bitcast i8* %scevgep1177 to i32*
  %scevgep1179 = getelementptr i32, i32* %scevgep11771178, i64 -5
  store i32 %.41.i2.us144.1.epil, i32* %scevgep1179, align 4, !noalias !97
  %scevgep1136 = getelementptr i8, i8* %scevgep839, i64 %lsr.iv757
  %scevgep1137 = getelementptr i8, i8* %scevgep1136, i64 -5
  %.37.i.us143.2.epil = load i8, i8* %scevgep1137, align 1, !noalias !94
  %.41.i2.us144.2.epil = zext i8 %.37.i.us143.2.epil to i32
  %482 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1174 = getelementptr i8, i8* %scevgep756, i64 %482
  %scevgep11741175 = bitcast i8* %scevgep1174 to i32*
  %scevgep1176 = getelementptr i32, i32* %scevgep11741175, i64 -4
  store i32 %.41.i2.us144.2.epil, i32* %scevgep1176, align 4, !noalias !97
  %scevgep1134 = getelementptr i8, i8* %scevgep839, i64 %lsr.iv757
  %scevgep1135 = getelementptr i8, i8* %scevgep1134, i64 -4
  %.37.i.us143.3.epil = load i8, i8* %scevgep1135, align 1, !noalias !94
  %.41.i2.us144.3.epil = zext i8 %.37.i.us143.3.epil to i32
  %483 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1171 = getelementptr i8, i8* %scevgep756, i64 %483
  %scevgep11711172 = bitcast i8* %scevgep1171 to i32*
  %scevgep1173 = getelementptr i32, i32* %scevgep11711172, i64 -3
  store i32 %.41.i2.us144.3.epil, i32* %scevgep1173, align 4, !noalias !97
  %scevgep1132 = getelementptr i8, i8* %scevgep839, i64 %lsr.iv757
  %scevgep1133 = getelementptr i8, i8* %scevgep1132, i64 -3
  %.37.i.us143.4.epil = load i8, i8* %scevgep1133, align 1, !noalias !94
  %.41.i2.us144.4.epil = zext i8 %.37.i.us143.4.epil to i32
  %484 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1168 = getelementptr i8, i8* %scevgep756, i64 %484
  %scevgep11681169 = bitcast i8* %scevgep1168 to i32*
  %scevgep1170 = getelementptr i32, i32* %scevgep11681169, i64 -2
  store i32 %.41.i2.us144.4.epil, i32* %scevgep1170, align 4, !noalias !97
  %scevgep1130 = getelementptr i8, i8* %scevgep839, i64 %lsr.iv757
  %scevgep1131 = getelementptr i8, i8* %scevgep1130, i64 -2
  %.37.i.us143.5.epil = load i8, i8* %scevgep1131, align 1, !noalias !94
  %.41.i2.us144.5.epil = zext i8 %.37.i.us143.5.epil to i32
  %485 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1165 = getelementptr i8, i8* %scevgep756, i64 %485
  %scevgep11651166 = bitcast i8* %scevgep1165 to i32*
  %scevgep1167 = getelementptr i32, i32* %scevgep11651166, i64 -1
  store i32 %.41.i2.us144.5.epil, i32* %scevgep1167, align 4, !noalias !97
  %scevgep1128 = getelementptr i8, i8* %scevgep839, i64 %lsr.iv757
  %scevgep1129 = getelementptr i8, i8* %scevgep1128, i64 -1
  %.37.i.us143.6.epil = load i8, i8* %scevgep1129, align 1, !noalias !94
  %.41.i2.us144.6.epil = zext i8 %.37.i.us143.6.epil to i32
  %486 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1163 = getelementptr i8, i8* %scevgep756, i64 %486
  %scevgep11631164 = bitcast i8* %scevgep1163 to i32*
  store i32 %.41.i2.us144.6.epil, i32* %scevgep11631164, align 4, !noalias !97
  %scevgep1142 = getelementptr i8, i8* %scevgep839, i64 %lsr.iv757
  %.37.i.us143.7.epil = load i8, i8* %scevgep1142, align 1, !noalias !94
  %.41.i2.us144.7.epil = zext i8 %.37.i.us143.7.epil to i32
  br label %B196.i.us.7.epil

B196.i.us.epil428:                                ; preds = %B354.endif.us127.epil422
  %487 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1160 = getelementptr i8, i8* %scevgep756, i64 %487
  %scevgep11601161 = bitcast i8* %scevgep1160 to i32*
  %scevgep1162 = getelementptr i32, i32* %scevgep11601161, i64 -6
  store i32 0, i32* %scevgep1162, align 4, !noalias !97
  %488 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1157 = getelementptr i8, i8* %scevgep756, i64 %488
  %scevgep11571158 = bitcast i8* %scevgep1157 to i32*
  %scevgep1159 = getelementptr i32, i32* %scevgep11571158, i64 -5
  store i32 0, i32* %scevgep1159, align 4, !noalias !97
  %489 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1154 = getelementptr i8, i8* %scevgep756, i64 %489
  %scevgep11541155 = bitcast i8* %scevgep1154 to i32*
  %scevgep1156 = getelementptr i32, i32* %scevgep11541155, i64 -4
  store i32 0, i32* %scevgep1156, align 4, !noalias !97
  %490 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1151 = getelementptr i8, i8* %scevgep756, i64 %490
  %scevgep11511152 = bitcast i8* %scevgep1151 to i32*
  %scevgep1153 = getelementptr i32, i32* %scevgep11511152, i64 -3
  store i32 0, i32* %scevgep1153, align 4, !noalias !97
  %491 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1148 = getelementptr i8, i8* %scevgep756, i64 %491
  %scevgep11481149 = bitcast i8* %scevgep1148 to i32*
  %scevgep1150 = getelementptr i32, i32* %scevgep11481149, i64 -2
  store i32 0, i32* %scevgep1150, align 4, !noalias !97
  %492 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1145 = getelementptr i8, i8* %scevgep756, i64 %492
  %scevgep11451146 = bitcast i8* %scevgep1145 to i32*
  %scevgep1147 = getelementptr i32, i32* %scevgep11451146, i64 -1
  store i32 0, i32* %scevgep1147, align 4, !noalias !97
  %493 = shl nuw nsw i64 %lsr.iv757, 2
  %scevgep1143 = getelementptr i8, i8* %scevgep756, i64 %493
  %scevgep11431144 = bitcast i8* %scevgep1143 to i32*
  store i32 0, i32* %scevgep11431144, align 4, !noalias !97
  br label %B196.i.us.7.epil

B196.i.us.7.epil:                                 ; preds = %B196.i.us.epil428, %B196.i.us.thread.epil, %B196.i.us.thread272.epil, %B196.i.us.thread276.epil
  %.pre-phi357.epil = phi i64 [ %lsr.iv754, %B196.i.us.epil428 ], [ %479, %B196.i.us.thread.epil ], [ %464, %B196.i.us.thread272.epil ], [ %447, %B196.i.us.thread276.epil ]
  %.sink.i.us146.7.epil = phi i32 [ 0, %B196.i.us.epil428 ], [ %.41.i2.us144.7.epil, %B196.i.us.thread.epil ], [ %.70.i.us140.7.epil, %B196.i.us.thread272.epil ], [ %.95.i.us135.7.epil, %B196.i.us.thread276.epil ]
  %.466.us131.7340.epil = add nuw nsw i64 %.397.098.us129.epil, 8
  %scevgep406.epil = getelementptr i8, i8* %scevgep387, i64 %.pre-phi357.epil
  %scevgep406407.epil = bitcast i8* %scevgep406.epil to i32*
  store i32 %.sink.i.us146.7.epil, i32* %scevgep406407.epil, align 4, !noalias !97
  %lsr.iv.next755 = add i64 %lsr.iv754, 32
  %lsr.iv.next758 = add nuw nsw i64 %lsr.iv757, 8
  %epil.iter429.cmp.not = icmp eq i64 %446, %lsr.iv.next758
  br i1 %epil.iter429.cmp.not, label %B452.loopexit159.unr-lcssa, label %B354.endif.us127.epil422, !llvm.loop !105

B452.loopexit159.unr-lcssa:                       ; preds = %B196.i.us.7.epil, %B354.endif.us127.preheader, %B452.loopexit159.unr-lcssa.loopexit.unr-lcssa
  %.397.098.us129.unr = phi i64 [ 0, %B354.endif.us127.preheader ], [ %unroll_iter168, %B452.loopexit159.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter168, %B196.i.us.7.epil ]
  %lcmp.mod167.not = icmp eq i64 %xtraiter165, 0
  br i1 %lcmp.mod167.not, label %B452, label %B354.endif.us127.epil.preheader

B354.endif.us127.epil.preheader:                  ; preds = %B452.loopexit159.unr-lcssa
  %scevgep376 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129.unr
  %494 = shl i64 %.397.098.us129.unr, 1
  %scevgep378 = getelementptr i8, i8* %arg.b.0, i64 %494
  %495 = shl i64 %.397.098.us129.unr, 2
  %scevgep381 = getelementptr i8, i8* %arg.b.0, i64 %495
  %496 = add i64 %.397.098.us129.unr, %arg.a.1
  %497 = shl i64 %496, 2
  %scevgep384 = getelementptr i8, i8* %.6.i.i, i64 %497
  br label %B354.endif.us127.epil

B354.endif.us127.epil:                            ; preds = %B196.i.us.epil, %B354.endif.us127.epil.preheader
  %epil.iter166 = phi i64 [ %epil.iter166.next, %B196.i.us.epil ], [ 0, %B354.endif.us127.epil.preheader ]
  switch i32 %arg.b.2, label %B196.i.us.epil [
    i32 1, label %B36.i3.us141.epil
    i32 2, label %B110.i.us137.epil
    i32 4, label %B184.i.us133.epil
  ]

B184.i.us133.epil:                                ; preds = %B354.endif.us127.epil
  %498 = shl nuw nsw i64 %epil.iter166, 2
  %scevgep1126 = getelementptr i8, i8* %scevgep381, i64 %498
  %scevgep11261127 = bitcast i8* %scevgep1126 to i32*
  %.95.i.us135.epil = load i32, i32* %scevgep11261127, align 4, !noalias !94
  br label %B196.i.us.epil

B110.i.us137.epil:                                ; preds = %B354.endif.us127.epil
  %499 = shl nuw nsw i64 %epil.iter166, 1
  %scevgep1124 = getelementptr i8, i8* %scevgep378, i64 %499
  %scevgep11241125 = bitcast i8* %scevgep1124 to i16*
  %.66.i.us139.epil = load i16, i16* %scevgep11241125, align 2, !noalias !94
  %.70.i.us140.epil = zext i16 %.66.i.us139.epil to i32
  br label %B196.i.us.epil

B36.i3.us141.epil:                                ; preds = %B354.endif.us127.epil
  %scevgep1123 = getelementptr i8, i8* %scevgep376, i64 %epil.iter166
  %.37.i.us143.epil = load i8, i8* %scevgep1123, align 1, !noalias !94
  %.41.i2.us144.epil = zext i8 %.37.i.us143.epil to i32
  br label %B196.i.us.epil

B196.i.us.epil:                                   ; preds = %B36.i3.us141.epil, %B110.i.us137.epil, %B184.i.us133.epil, %B354.endif.us127.epil
  %.sink.i.us146.epil = phi i32 [ %.95.i.us135.epil, %B184.i.us133.epil ], [ %.70.i.us140.epil, %B110.i.us137.epil ], [ %.41.i2.us144.epil, %B36.i3.us141.epil ], [ 0, %B354.endif.us127.epil ]
  %500 = shl nuw nsw i64 %epil.iter166, 2
  %scevgep1121 = getelementptr i8, i8* %scevgep384, i64 %500
  %scevgep11211122 = bitcast i8* %scevgep1121 to i32*
  store i32 %.sink.i.us146.epil, i32* %scevgep11211122, align 4, !noalias !97
  %epil.iter166.next = add nuw nsw i64 %epil.iter166, 1
  %epil.iter166.cmp.not = icmp eq i64 %xtraiter165, %epil.iter166.next
  br i1 %epil.iter166.cmp.not, label %B452, label %B354.endif.us127.epil, !llvm.loop !106

B452:                                             ; preds = %B196.i.us.epil, %B116.i.us.epil, %B36.i.us.epil, %B296.endif.endif, %B452.loopexit159.unr-lcssa, %B452.loopexit158.unr-lcssa, %B452.loopexit.unr-lcssa
  %retptr.repack5049152309 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr to i8**
  store i8* %.6.i.i, i8** %retptr.repack5049152309, align 8
  %retptr.repack41 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 1
  store i64 %.38, i64* %retptr.repack41, align 8
  %retptr.repack43 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 2
  store i32 %.675563, i32* %retptr.repack43, align 8
  %retptr.repack45 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 3
  store i32 %storemerge.i65, i32* %retptr.repack45, align 4
  %retptr.repack47 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 4
  store i64 -1, i64* %retptr.repack47, align 8
  %retptr.repack49 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 5
  store i8* %.38.i, i8** %retptr.repack49, align 8
  %retptr.repack51 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 6
  store i8* null, i8** %retptr.repack51, align 8
  tail call void @NRT_decref(i8* %arg.b.5)
  tail call void @NRT_decref(i8* %arg.a.5)
  br label %common.ret

B0.if:                                            ; preds = %B78.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139783205304768, %entry ], [ @.const.picklebuf.139783204924032, %B78.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.thread:                            ; preds = %B126.i, %B78.i
  %.9.i58 = icmp eq i32 %arg.a.3, 1
  %.13.i59 = icmp eq i32 %arg.b.3, 1
  %or.cond.i3760 = select i1 %.9.i58, i1 %.13.i59, i1 false
  %storemerge.i61 = zext i1 %or.cond.i3760 to i32
  br label %B78.i.i

B0.endif.endif:                                   ; preds = %B78.i
  %.9.i = icmp eq i32 %arg.a.3, 1
  %.13.i = icmp eq i32 %arg.b.3, 1
  %or.cond.i37 = select i1 %.9.i, i1 %.13.i, i1 false
  %storemerge.i = zext i1 %or.cond.i37 to i32
  %501 = zext i32 %arg.b.2 to i64
  switch i32 %arg.b.2, label %B0.endif.endif.if [
    i32 1, label %B0.endif.i
    i32 2, label %B52.i.i
    i32 4, label %B78.i.i
  ]

B52.i.i:                                          ; preds = %B0.endif.endif, %B0.endif.endif.thread66
  %storemerge.i73 = phi i32 [ %storemerge.i71, %B0.endif.endif.thread66 ], [ %storemerge.i, %B0.endif.endif ]
  br label %B0.endif.i

B78.i.i:                                          ; preds = %B0.endif.endif, %B0.endif.endif.thread
  %storemerge.i64 = phi i32 [ %storemerge.i61, %B0.endif.endif.thread ], [ %storemerge.i, %B0.endif.endif ]
  br label %B0.endif.i

B0.endif.i:                                       ; preds = %B78.i.i, %B52.i.i, %B0.endif.endif
  %storemerge.i65 = phi i32 [ %storemerge.i64, %B78.i.i ], [ %storemerge.i73, %B52.i.i ], [ %storemerge.i, %B0.endif.endif ]
  %.675563 = phi i32 [ 4, %B78.i.i ], [ 2, %B52.i.i ], [ %arg.b.2, %B0.endif.endif ]
  %.7.0.i = phi i64 [ 4, %B78.i.i ], [ 2, %B52.i.i ], [ %501, %B0.endif.endif ]
  %.36.i18 = add i64 %.38, 1
  %.37.i19 = mul i64 %.7.0.i, %.36.i18
  %.38.i = tail call i8* @NRT_MemInfo_alloc(i64 %.37.i19), !noalias !107
  %.39.i = icmp eq i8* %.38.i, null
  br i1 %.39.i, label %B0.endif.endif.if, label %B0.endif.endif.i, !prof !13

B0.endif.endif.i:                                 ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, i8* %.38.i, i64 24
  %502 = bitcast i8* %.5.i.i to i8**
  %.6.i.i = load i8*, i8** %502, align 8, !noalias !107
  switch i32 %.675563, label %B0.endif.endif.if [
    i32 1, label %B36.i.i
    i32 2, label %B116.i.i
    i32 4, label %B196.i.i
  ]

B36.i.i:                                          ; preds = %B0.endif.endif.i
  %.41.i.i = getelementptr i8, i8* %.6.i.i, i64 %.38
  store i8 0, i8* %.41.i.i, align 1, !noalias !111
  br label %B0.endif.endif.endif.endif.endif

B116.i.i:                                         ; preds = %B0.endif.endif.i
  %.71.i.i = bitcast i8* %.6.i.i to i16*
  %.72.i.i = getelementptr i16, i16* %.71.i.i, i64 %.38
  store i16 0, i16* %.72.i.i, align 2, !noalias !111
  br label %B0.endif.endif.endif.endif.endif

B196.i.i:                                         ; preds = %B0.endif.endif.i
  %.101.i.i = bitcast i8* %.6.i.i to i32*
  %.102.i.i = getelementptr i32, i32* %.101.i.i, i64 %.38
  store i32 0, i32* %.102.i.i, align 4, !noalias !111
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif.i, %B0.endif.i, %B0.endif.endif
  %excinfo.3.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139783204754368, %B0.endif.endif.i ], [ @.const.picklebuf.139783204750144, %B0.endif.i ], [ @.const.picklebuf.139783204764736, %B0.endif.endif ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B196.i.i, %B116.i.i, %B36.i.i
  %.256100.not = icmp slt i64 %arg.a.1, 1
  br i1 %.256100.not, label %B296.endif.endif, label %B230.preheader

B230.preheader:                                   ; preds = %B0.endif.endif.endif.endif.endif
  br label %B230

B230.endif:                                       ; preds = %B184.i35, %B110.i30, %B36.i25, %B230
  %.sink.i21 = phi i64 [ %.98.i34, %B184.i35 ], [ %.70.i29, %B110.i30 ], [ %.41.i24, %B36.i25 ], [ 0, %B230 ]
  switch i32 %.675563, label %B230.endif.if [
    i32 1, label %B36.i7
    i32 2, label %B116.i11
    i32 4, label %B196.i15
  ]

B36.i7:                                           ; preds = %B230.endif
  %.41.i5 = trunc i64 %.sink.i21 to i8
  %scevgep1273 = getelementptr i8, i8* %.6.i.i, i64 %.200.0101
  store i8 %.41.i5, i8* %scevgep1273, align 1, !noalias !115
  br label %B230.endif.endif

B116.i11:                                         ; preds = %B230.endif
  %.72.i8 = trunc i64 %.sink.i21 to i16
  %503 = shl nuw i64 %.200.0101, 1
  %scevgep1271 = getelementptr i8, i8* %.6.i.i, i64 %503
  %scevgep12711272 = bitcast i8* %scevgep1271 to i16*
  store i16 %.72.i8, i16* %scevgep12711272, align 2, !noalias !115
  br label %B230.endif.endif

B196.i15:                                         ; preds = %B230.endif
  %.103.i12 = trunc i64 %.sink.i21 to i32
  %504 = shl i64 %.200.0101, 2
  %scevgep1269 = getelementptr i8, i8* %.6.i.i, i64 %504
  %scevgep12691270 = bitcast i8* %scevgep1269 to i32*
  store i32 %.103.i12, i32* %scevgep12691270, align 4, !noalias !115
  br label %B230.endif.endif

B230.endif.if:                                    ; preds = %B230.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783204505472, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B230.endif.endif:                                 ; preds = %B196.i15, %B116.i11, %B36.i7
  %exitcond153.not = icmp eq i64 %arg.a.1, %.269
  br i1 %exitcond153.not, label %B296.endif.endif, label %B230

B296.endif.endif:                                 ; preds = %B230.endif.endif, %B0.endif.endif.endif.endif.endif
  %.45397.not = icmp slt i64 %arg.b.1, 1
  br i1 %.45397.not, label %B452, label %B354.endif.lr.ph

B354.endif.lr.ph:                                 ; preds = %B296.endif.endif
  switch i32 %.675563, label %B354.endif.endif.if [
    i32 1, label %B354.endif.us.preheader
    i32 2, label %B354.endif.us104.preheader
    i32 4, label %B354.endif.us127.preheader
  ]

B354.endif.us127.preheader:                       ; preds = %B354.endif.lr.ph
  %505 = add nsw i64 %arg.b.1, -1
  %xtraiter165 = and i64 %arg.b.1, 7
  %506 = icmp ult i64 %505, 7
  br i1 %506, label %B452.loopexit159.unr-lcssa, label %B354.endif.us127.preheader.new

B354.endif.us127.preheader.new:                   ; preds = %B354.endif.us127.preheader
  %unroll_iter168 = and i64 %arg.b.1, -8
  %507 = shl i64 %arg.a.1, 2
  %508 = add i64 %507, 28
  %scevgep387 = getelementptr i8, i8* %.6.i.i, i64 %508
  %scevgep4085278 = getelementptr i8, i8* %.6.i.i, i64 %507
  %509 = add nsw i64 %unroll_iter168, -8
  %510 = lshr exact i64 %509, 3
  %511 = add nuw nsw i64 %510, 1
  %xtraiter421 = and i64 %511, 3
  %512 = icmp ult i64 %509, 24
  br i1 %512, label %B452.loopexit159.unr-lcssa.loopexit.unr-lcssa, label %B354.endif.us127.preheader.new.new

B354.endif.us127.preheader.new.new:               ; preds = %B354.endif.us127.preheader.new
  %const = bitcast i64 4611686018427387900 to i64
  %unroll_iter432 = and i64 %511, %const
  %513 = add nsw i64 %unroll_iter432, -4
  %514 = lshr exact i64 %513, 2
  %515 = add nuw nsw i64 %514, 1
  %516 = icmp eq i64 %513, 0
  br i1 %516, label %B452.loopexit159.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B354.endif.us127.preheader.new.new.new

B354.endif.us127.preheader.new.new.new:           ; preds = %B354.endif.us127.preheader.new.new
  %const1281 = bitcast i64 9223372036854775806 to i64
  %unroll_iter743 = and i64 %515, %const1281
  br label %B354.endif.us127

B354.endif.us104.preheader:                       ; preds = %B354.endif.lr.ph
  %517 = add nsw i64 %arg.b.1, -1
  %xtraiter160 = and i64 %arg.b.1, 7
  %518 = icmp ult i64 %517, 7
  br i1 %518, label %B452.loopexit158.unr-lcssa, label %B354.endif.us104.preheader.new

B354.endif.us104.preheader.new:                   ; preds = %B354.endif.us104.preheader
  %unroll_iter163 = and i64 %arg.b.1, -8
  %519 = shl i64 %arg.a.1, 1
  %520 = add i64 %519, 14
  %scevgep290 = getelementptr i8, i8* %.6.i.i, i64 %520
  %scevgep31138194 = getelementptr i8, i8* %.6.i.i, i64 %519
  %521 = add nsw i64 %unroll_iter163, -8
  %522 = lshr exact i64 %521, 3
  %523 = add nuw nsw i64 %522, 1
  %xtraiter392 = and i64 %523, 3
  %524 = icmp ult i64 %521, 24
  br i1 %524, label %B452.loopexit158.unr-lcssa.loopexit.unr-lcssa, label %B354.endif.us104.preheader.new.new

B354.endif.us104.preheader.new.new:               ; preds = %B354.endif.us104.preheader.new
  %const1279 = bitcast i64 4611686018427387900 to i64
  %unroll_iter403 = and i64 %523, %const1279
  %525 = add nsw i64 %unroll_iter403, -4
  %526 = lshr exact i64 %525, 2
  %527 = add nuw nsw i64 %526, 1
  %528 = icmp eq i64 %525, 0
  br i1 %528, label %B452.loopexit158.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B354.endif.us104.preheader.new.new.new

B354.endif.us104.preheader.new.new.new:           ; preds = %B354.endif.us104.preheader.new.new
  %const1282 = bitcast i64 9223372036854775806 to i64
  %unroll_iter615 = and i64 %527, %const1282
  br label %B354.endif.us104

B354.endif.us.preheader:                          ; preds = %B354.endif.lr.ph
  %529 = add nsw i64 %arg.b.1, -1
  %xtraiter = and i64 %arg.b.1, 7
  %530 = icmp ult i64 %529, 7
  br i1 %530, label %B452.loopexit.unr-lcssa, label %B354.endif.us.preheader.new

B354.endif.us.preheader.new:                      ; preds = %B354.endif.us.preheader
  %unroll_iter = and i64 %arg.b.1, -8
  %531 = add i64 %arg.a.1, 7
  %scevgep181 = getelementptr i8, i8* %.6.i.i, i64 %531
  %scevgep19568110 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  %532 = add nsw i64 %unroll_iter, -8
  %533 = lshr exact i64 %532, 3
  %534 = add nuw nsw i64 %533, 1
  %xtraiter365 = and i64 %534, 3
  %535 = icmp ult i64 %532, 24
  br i1 %535, label %B452.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B354.endif.us.preheader.new.new

B354.endif.us.preheader.new.new:                  ; preds = %B354.endif.us.preheader.new
  %const1280 = bitcast i64 4611686018427387900 to i64
  %unroll_iter375 = and i64 %534, %const1280
  br label %B354.endif.us

B354.endif.us:                                    ; preds = %B36.i.us.7.3, %B354.endif.us.preheader.new.new
  %.397.098.us = phi i64 [ 0, %B354.endif.us.preheader.new.new ], [ %.466.us.7172.3, %B36.i.us.7.3 ]
  %niter = phi i64 [ 0, %B354.endif.us.preheader.new.new ], [ %niter.next.3, %B36.i.us.7.3 ]
  switch i32 %arg.b.2, label %B36.i.us.7 [
    i32 1, label %B36.i.us.7.thread
    i32 2, label %B36.i.us.7.thread389
    i32 4, label %B36.i.us.7.thread394
  ]

B36.i.us.7.thread394:                             ; preds = %B354.endif.us
  %536 = shl i64 %.397.098.us, 2
  %uglygep239 = getelementptr i8, i8* %arg.b.0, i64 %536
  %uglygep239240 = bitcast i8* %uglygep239 to i32*
  %.95.i.us = load i32, i32* %uglygep239240, align 4, !noalias !94
  %.98.i.us = trunc i32 %.95.i.us to i8
  %scevgep196111 = getelementptr i8, i8* %scevgep19568110, i64 %.397.098.us
  store i8 %.98.i.us, i8* %scevgep196111, align 1, !noalias !97
  %sunkaddr2310 = mul i64 %.397.098.us, 4
  %sunkaddr2311 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2310
  %sunkaddr2312 = getelementptr i8, i8* %sunkaddr2311, i64 4
  %537 = bitcast i8* %sunkaddr2312 to i32*
  %.95.i.us.1 = load i32, i32* %537, align 4, !noalias !94
  %.98.i.us.1 = trunc i32 %.95.i.us.1 to i8
  %sunkaddr2313 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2314 = getelementptr i8, i8* %sunkaddr2313, i64 -6
  store i8 %.98.i.us.1, i8* %sunkaddr2314, align 1, !noalias !97
  %sunkaddr2315 = mul i64 %.397.098.us, 4
  %sunkaddr2316 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2315
  %sunkaddr2317 = getelementptr i8, i8* %sunkaddr2316, i64 8
  %538 = bitcast i8* %sunkaddr2317 to i32*
  %.95.i.us.2 = load i32, i32* %538, align 4, !noalias !94
  %.98.i.us.2 = trunc i32 %.95.i.us.2 to i8
  %sunkaddr2318 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2319 = getelementptr i8, i8* %sunkaddr2318, i64 -5
  store i8 %.98.i.us.2, i8* %sunkaddr2319, align 1, !noalias !97
  %sunkaddr2320 = mul i64 %.397.098.us, 4
  %sunkaddr2321 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2320
  %sunkaddr2322 = getelementptr i8, i8* %sunkaddr2321, i64 12
  %539 = bitcast i8* %sunkaddr2322 to i32*
  %.95.i.us.3 = load i32, i32* %539, align 4, !noalias !94
  %.98.i.us.3 = trunc i32 %.95.i.us.3 to i8
  %sunkaddr2323 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2324 = getelementptr i8, i8* %sunkaddr2323, i64 -4
  store i8 %.98.i.us.3, i8* %sunkaddr2324, align 1, !noalias !97
  %sunkaddr2325 = mul i64 %.397.098.us, 4
  %sunkaddr2326 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2325
  %sunkaddr2327 = getelementptr i8, i8* %sunkaddr2326, i64 16
  %540 = bitcast i8* %sunkaddr2327 to i32*
  %.95.i.us.4 = load i32, i32* %540, align 4, !noalias !94
  %.98.i.us.4 = trunc i32 %.95.i.us.4 to i8
  %sunkaddr2328 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2329 = getelementptr i8, i8* %sunkaddr2328, i64 -3
  store i8 %.98.i.us.4, i8* %sunkaddr2329, align 1, !noalias !97
  %sunkaddr2330 = mul i64 %.397.098.us, 4
  %sunkaddr2331 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2330
  %sunkaddr2332 = getelementptr i8, i8* %sunkaddr2331, i64 20
  %541 = bitcast i8* %sunkaddr2332 to i32*
  %.95.i.us.5 = load i32, i32* %541, align 4, !noalias !94
  %.98.i.us.5 = trunc i32 %.95.i.us.5 to i8
  %sunkaddr2333 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2334 = getelementptr i8, i8* %sunkaddr2333, i64 -2
  store i8 %.98.i.us.5, i8* %sunkaddr2334, align 1, !noalias !97
  %sunkaddr2335 = mul i64 %.397.098.us, 4
  %sunkaddr2336 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2335
  %sunkaddr2337 = getelementptr i8, i8* %sunkaddr2336, i64 24
  %542 = bitcast i8* %sunkaddr2337 to i32*
  %.95.i.us.6 = load i32, i32* %542, align 4, !noalias !94
  %.98.i.us.6 = trunc i32 %.95.i.us.6 to i8
  %sunkaddr2338 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2339 = getelementptr i8, i8* %sunkaddr2338, i64 -1
  store i8 %.98.i.us.6, i8* %sunkaddr2339, align 1, !noalias !97
  %sunkaddr2340 = mul i64 %.397.098.us, 4
  %sunkaddr2341 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2340
  %sunkaddr2342 = getelementptr i8, i8* %sunkaddr2341, i64 28
  %543 = bitcast i8* %sunkaddr2342 to i32*
  %.95.i.us.7 = load i32, i32* %543, align 4, !noalias !94
  %.98.i.us.7 = trunc i32 %.95.i.us.7 to i8
  %.466.us.7172396 = or i64 %.397.098.us, 8
  %scevgep194397 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  store i8 %.98.i.us.7, i8* %scevgep194397, align 1, !noalias !97
  %544 = shl i64 %.466.us.7172396, 2
  %uglygep239.1 = getelementptr i8, i8* %arg.b.0, i64 %544
  %uglygep239240.1 = bitcast i8* %uglygep239.1 to i32*
  %.95.i.us.1376 = load i32, i32* %uglygep239240.1, align 4, !noalias !94
  %.98.i.us.1377 = trunc i32 %.95.i.us.1376 to i8
  %scevgep196111.1 = getelementptr i8, i8* %scevgep19568110, i64 %.466.us.7172396
  store i8 %.98.i.us.1377, i8* %scevgep196111.1, align 1, !noalias !97
  %sunkaddr2343 = mul i64 %.466.us.7172396, 4
  %sunkaddr2344 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2343
  %sunkaddr2345 = getelementptr i8, i8* %sunkaddr2344, i64 4
  %545 = bitcast i8* %sunkaddr2345 to i32*
  %.95.i.us.1.1 = load i32, i32* %545, align 4, !noalias !94
  %.98.i.us.1.1 = trunc i32 %.95.i.us.1.1 to i8
  %sunkaddr2346 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172396
  %sunkaddr2347 = getelementptr i8, i8* %sunkaddr2346, i64 -6
  store i8 %.98.i.us.1.1, i8* %sunkaddr2347, align 1, !noalias !97
  %sunkaddr2348 = mul i64 %.466.us.7172396, 4
  %sunkaddr2349 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2348
  %sunkaddr2350 = getelementptr i8, i8* %sunkaddr2349, i64 8
  %546 = bitcast i8* %sunkaddr2350 to i32*
  %.95.i.us.2.1 = load i32, i32* %546, align 4, !noalias !94
  %.98.i.us.2.1 = trunc i32 %.95.i.us.2.1 to i8
  %sunkaddr2351 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172396
  %sunkaddr2352 = getelementptr i8, i8* %sunkaddr2351, i64 -5
  store i8 %.98.i.us.2.1, i8* %sunkaddr2352, align 1, !noalias !97
  %sunkaddr2353 = mul i64 %.466.us.7172396, 4
  %sunkaddr2354 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2353
  %sunkaddr2355 = getelementptr i8, i8* %sunkaddr2354, i64 12
  %547 = bitcast i8* %sunkaddr2355 to i32*
  %.95.i.us.3.1 = load i32, i32* %547, align 4, !noalias !94
  %.98.i.us.3.1 = trunc i32 %.95.i.us.3.1 to i8
  %sunkaddr2356 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172396
  %sunkaddr2357 = getelementptr i8, i8* %sunkaddr2356, i64 -4
  store i8 %.98.i.us.3.1, i8* %sunkaddr2357, align 1, !noalias !97
  %sunkaddr2358 = mul i64 %.466.us.7172396, 4
  %sunkaddr2359 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2358
  %sunkaddr2360 = getelementptr i8, i8* %sunkaddr2359, i64 16
  %548 = bitcast i8* %sunkaddr2360 to i32*
  %.95.i.us.4.1 = load i32, i32* %548, align 4, !noalias !94
  %.98.i.us.4.1 = trunc i32 %.95.i.us.4.1 to i8
  %sunkaddr2361 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172396
  %sunkaddr2362 = getelementptr i8, i8* %sunkaddr2361, i64 -3
  store i8 %.98.i.us.4.1, i8* %sunkaddr2362, align 1, !noalias !97
  %sunkaddr2363 = mul i64 %.466.us.7172396, 4
  %sunkaddr2364 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2363
  %sunkaddr2365 = getelementptr i8, i8* %sunkaddr2364, i64 20
  %549 = bitcast i8* %sunkaddr2365 to i32*
  %.95.i.us.5.1 = load i32, i32* %549, align 4, !noalias !94
  %.98.i.us.5.1 = trunc i32 %.95.i.us.5.1 to i8
  %sunkaddr2366 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172396
  %sunkaddr2367 = getelementptr i8, i8* %sunkaddr2366, i64 -2
  store i8 %.98.i.us.5.1, i8* %sunkaddr2367, align 1, !noalias !97
  %sunkaddr2368 = mul i64 %.466.us.7172396, 4
  %sunkaddr2369 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2368
  %sunkaddr2370 = getelementptr i8, i8* %sunkaddr2369, i64 24
  %550 = bitcast i8* %sunkaddr2370 to i32*
  %.95.i.us.6.1 = load i32, i32* %550, align 4, !noalias !94
  %.98.i.us.6.1 = trunc i32 %.95.i.us.6.1 to i8
  %sunkaddr2371 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172396
  %sunkaddr2372 = getelementptr i8, i8* %sunkaddr2371, i64 -1
  store i8 %.98.i.us.6.1, i8* %sunkaddr2372, align 1, !noalias !97
  %sunkaddr2373 = mul i64 %.466.us.7172396, 4
  %sunkaddr2374 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2373
  %sunkaddr2375 = getelementptr i8, i8* %sunkaddr2374, i64 28
  %551 = bitcast i8* %sunkaddr2375 to i32*
  %.95.i.us.7.1 = load i32, i32* %551, align 4, !noalias !94
  %.98.i.us.7.1 = trunc i32 %.95.i.us.7.1 to i8
  %.466.us.7172.1414 = or i64 %.397.098.us, 16
  %scevgep194.1415 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172396
  store i8 %.98.i.us.7.1, i8* %scevgep194.1415, align 1, !noalias !97
  %552 = shl i64 %.466.us.7172.1414, 2
  %uglygep239.2 = getelementptr i8, i8* %arg.b.0, i64 %552
  %uglygep239240.2 = bitcast i8* %uglygep239.2 to i32*
  %.95.i.us.2381 = load i32, i32* %uglygep239240.2, align 4, !noalias !94
  %.98.i.us.2382 = trunc i32 %.95.i.us.2381 to i8
  %scevgep196111.2 = getelementptr i8, i8* %scevgep19568110, i64 %.466.us.7172.1414
  store i8 %.98.i.us.2382, i8* %scevgep196111.2, align 1, !noalias !97
  %sunkaddr2376 = mul i64 %.466.us.7172.1414, 4
  %sunkaddr2377 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2376
  %sunkaddr2378 = getelementptr i8, i8* %sunkaddr2377, i64 4
  %553 = bitcast i8* %sunkaddr2378 to i32*
  %.95.i.us.1.2 = load i32, i32* %553, align 4, !noalias !94
  %.98.i.us.1.2 = trunc i32 %.95.i.us.1.2 to i8
  %sunkaddr2379 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1414
  %sunkaddr2380 = getelementptr i8, i8* %sunkaddr2379, i64 -6
  store i8 %.98.i.us.1.2, i8* %sunkaddr2380, align 1, !noalias !97
  %sunkaddr2381 = mul i64 %.466.us.7172.1414, 4
  %sunkaddr2382 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2381
  %sunkaddr2383 = getelementptr i8, i8* %sunkaddr2382, i64 8
  %554 = bitcast i8* %sunkaddr2383 to i32*
  %.95.i.us.2.2 = load i32, i32* %554, align 4, !noalias !94
  %.98.i.us.2.2 = trunc i32 %.95.i.us.2.2 to i8
  %sunkaddr2384 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1414
  %sunkaddr2385 = getelementptr i8, i8* %sunkaddr2384, i64 -5
  store i8 %.98.i.us.2.2, i8* %sunkaddr2385, align 1, !noalias !97
  %sunkaddr2386 = mul i64 %.466.us.7172.1414, 4
  %sunkaddr2387 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2386
  %sunkaddr2388 = getelementptr i8, i8* %sunkaddr2387, i64 12
  %555 = bitcast i8* %sunkaddr2388 to i32*
  %.95.i.us.3.2 = load i32, i32* %555, align 4, !noalias !94
  %.98.i.us.3.2 = trunc i32 %.95.i.us.3.2 to i8
  %sunkaddr2389 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1414
  %sunkaddr2390 = getelementptr i8, i8* %sunkaddr2389, i64 -4
  store i8 %.98.i.us.3.2, i8* %sunkaddr2390, align 1, !noalias !97
  %sunkaddr2391 = mul i64 %.466.us.7172.1414, 4
  %sunkaddr2392 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2391
  %sunkaddr2393 = getelementptr i8, i8* %sunkaddr2392, i64 16
  %556 = bitcast i8* %sunkaddr2393 to i32*
  %.95.i.us.4.2 = load i32, i32* %556, align 4, !noalias !94
  %.98.i.us.4.2 = trunc i32 %.95.i.us.4.2 to i8
  %sunkaddr2394 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1414
  %sunkaddr2395 = getelementptr i8, i8* %sunkaddr2394, i64 -3
  store i8 %.98.i.us.4.2, i8* %sunkaddr2395, align 1, !noalias !97
  %sunkaddr2396 = mul i64 %.466.us.7172.1414, 4
  %sunkaddr2397 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2396
  %sunkaddr2398 = getelementptr i8, i8* %sunkaddr2397, i64 20
  %557 = bitcast i8* %sunkaddr2398 to i32*
  %.95.i.us.5.2 = load i32, i32* %557, align 4, !noalias !94
  %.98.i.us.5.2 = trunc i32 %.95.i.us.5.2 to i8
  %sunkaddr2399 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1414
  %sunkaddr2400 = getelementptr i8, i8* %sunkaddr2399, i64 -2
  store i8 %.98.i.us.5.2, i8* %sunkaddr2400, align 1, !noalias !97
  %sunkaddr2401 = mul i64 %.466.us.7172.1414, 4
  %sunkaddr2402 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2401
  %sunkaddr2403 = getelementptr i8, i8* %sunkaddr2402, i64 24
  %558 = bitcast i8* %sunkaddr2403 to i32*
  %.95.i.us.6.2 = load i32, i32* %558, align 4, !noalias !94
  %.98.i.us.6.2 = trunc i32 %.95.i.us.6.2 to i8
  %sunkaddr2404 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1414
  %sunkaddr2405 = getelementptr i8, i8* %sunkaddr2404, i64 -1
  store i8 %.98.i.us.6.2, i8* %sunkaddr2405, align 1, !noalias !97
  %sunkaddr2406 = mul i64 %.466.us.7172.1414, 4
  %sunkaddr2407 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2406
  %sunkaddr2408 = getelementptr i8, i8* %sunkaddr2407, i64 28
  %559 = bitcast i8* %sunkaddr2408 to i32*
  %.95.i.us.7.2 = load i32, i32* %559, align 4, !noalias !94
  %.98.i.us.7.2 = trunc i32 %.95.i.us.7.2 to i8
  %.466.us.7172.2432 = or i64 %.397.098.us, 24
  %scevgep194.2433 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1414
  store i8 %.98.i.us.7.2, i8* %scevgep194.2433, align 1, !noalias !97
  %560 = shl i64 %.466.us.7172.2432, 2
  %uglygep239.3 = getelementptr i8, i8* %arg.b.0, i64 %560
  %uglygep239240.3 = bitcast i8* %uglygep239.3 to i32*
  %.95.i.us.3386 = load i32, i32* %uglygep239240.3, align 4, !noalias !94
  %.98.i.us.3387 = trunc i32 %.95.i.us.3386 to i8
  %scevgep196111.3 = getelementptr i8, i8* %scevgep19568110, i64 %.466.us.7172.2432
  store i8 %.98.i.us.3387, i8* %scevgep196111.3, align 1, !noalias !97
  %sunkaddr2409 = mul i64 %.466.us.7172.2432, 4
  %sunkaddr2410 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2409
  %sunkaddr2411 = getelementptr i8, i8* %sunkaddr2410, i64 4
  %561 = bitcast i8* %sunkaddr2411 to i32*
  %.95.i.us.1.3 = load i32, i32* %561, align 4, !noalias !94
  %.98.i.us.1.3 = trunc i32 %.95.i.us.1.3 to i8
  %sunkaddr2412 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2432
  %sunkaddr2413 = getelementptr i8, i8* %sunkaddr2412, i64 -6
  store i8 %.98.i.us.1.3, i8* %sunkaddr2413, align 1, !noalias !97
  %sunkaddr2414 = mul i64 %.466.us.7172.2432, 4
  %sunkaddr2415 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2414
  %sunkaddr2416 = getelementptr i8, i8* %sunkaddr2415, i64 8
  %562 = bitcast i8* %sunkaddr2416 to i32*
  %.95.i.us.2.3 = load i32, i32* %562, align 4, !noalias !94
  %.98.i.us.2.3 = trunc i32 %.95.i.us.2.3 to i8
  %sunkaddr2417 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2432
  %sunkaddr2418 = getelementptr i8, i8* %sunkaddr2417, i64 -5
  store i8 %.98.i.us.2.3, i8* %sunkaddr2418, align 1, !noalias !97
  %sunkaddr2419 = mul i64 %.466.us.7172.2432, 4
  %sunkaddr2420 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2419
  %sunkaddr2421 = getelementptr i8, i8* %sunkaddr2420, i64 12
  %563 = bitcast i8* %sunkaddr2421 to i32*
  %.95.i.us.3.3 = load i32, i32* %563, align 4, !noalias !94
  %.98.i.us.3.3 = trunc i32 %.95.i.us.3.3 to i8
  %sunkaddr2422 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2432
  %sunkaddr2423 = getelementptr i8, i8* %sunkaddr2422, i64 -4
  store i8 %.98.i.us.3.3, i8* %sunkaddr2423, align 1, !noalias !97
  %sunkaddr2424 = mul i64 %.466.us.7172.2432, 4
  %sunkaddr2425 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2424
  %sunkaddr2426 = getelementptr i8, i8* %sunkaddr2425, i64 16
  %564 = bitcast i8* %sunkaddr2426 to i32*
  %.95.i.us.4.3 = load i32, i32* %564, align 4, !noalias !94
  %.98.i.us.4.3 = trunc i32 %.95.i.us.4.3 to i8
  %sunkaddr2427 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2432
  %sunkaddr2428 = getelementptr i8, i8* %sunkaddr2427, i64 -3
  store i8 %.98.i.us.4.3, i8* %sunkaddr2428, align 1, !noalias !97
  %sunkaddr2429 = mul i64 %.466.us.7172.2432, 4
  %sunkaddr2430 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2429
  %sunkaddr2431 = getelementptr i8, i8* %sunkaddr2430, i64 20
  %565 = bitcast i8* %sunkaddr2431 to i32*
  %.95.i.us.5.3 = load i32, i32* %565, align 4, !noalias !94
  %.98.i.us.5.3 = trunc i32 %.95.i.us.5.3 to i8
  %sunkaddr2432 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2432
  %sunkaddr2433 = getelementptr i8, i8* %sunkaddr2432, i64 -2
  store i8 %.98.i.us.5.3, i8* %sunkaddr2433, align 1, !noalias !97
  %sunkaddr2434 = mul i64 %.466.us.7172.2432, 4
  %sunkaddr2435 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2434
  %sunkaddr2436 = getelementptr i8, i8* %sunkaddr2435, i64 24
  %566 = bitcast i8* %sunkaddr2436 to i32*
  %.95.i.us.6.3 = load i32, i32* %566, align 4, !noalias !94
  %.98.i.us.6.3 = trunc i32 %.95.i.us.6.3 to i8
  %sunkaddr2437 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2432
  %sunkaddr2438 = getelementptr i8, i8* %sunkaddr2437, i64 -1
  store i8 %.98.i.us.6.3, i8* %sunkaddr2438, align 1, !noalias !97
  %sunkaddr2439 = mul i64 %.466.us.7172.2432, 4
  %sunkaddr2440 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2439
  %sunkaddr2441 = getelementptr i8, i8* %sunkaddr2440, i64 28
  %567 = bitcast i8* %sunkaddr2441 to i32*
  %.95.i.us.7.3 = load i32, i32* %567, align 4, !noalias !94
  %.98.i.us.7.3 = trunc i32 %.95.i.us.7.3 to i8
  br label %B36.i.us.7.3

B36.i.us.7.thread389:                             ; preds = %B354.endif.us
  %568 = shl nuw i64 %.397.098.us, 1
  %scevgep263 = getelementptr i8, i8* %arg.b.0, i64 %568
  %569 = bitcast i8* %scevgep263 to i16*
  %.66.i.us = load i16, i16* %569, align 2, !noalias !94
  %.70.i.us = trunc i16 %.66.i.us to i8
  %scevgep196107 = getelementptr i8, i8* %scevgep19568110, i64 %.397.098.us
  store i8 %.70.i.us, i8* %scevgep196107, align 1, !noalias !97
  %sunkaddr2442 = mul i64 %.397.098.us, 2
  %sunkaddr2443 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2442
  %sunkaddr2444 = getelementptr i8, i8* %sunkaddr2443, i64 2
  %570 = bitcast i8* %sunkaddr2444 to i16*
  %.66.i.us.1 = load i16, i16* %570, align 2, !noalias !94
  %.70.i.us.1 = trunc i16 %.66.i.us.1 to i8
  %sunkaddr2445 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2446 = getelementptr i8, i8* %sunkaddr2445, i64 -6
  store i8 %.70.i.us.1, i8* %sunkaddr2446, align 1, !noalias !97
  %sunkaddr2447 = mul i64 %.397.098.us, 2
  %sunkaddr2448 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2447
  %sunkaddr2449 = getelementptr i8, i8* %sunkaddr2448, i64 4
  %571 = bitcast i8* %sunkaddr2449 to i16*
  %.66.i.us.2 = load i16, i16* %571, align 2, !noalias !94
  %.70.i.us.2 = trunc i16 %.66.i.us.2 to i8
  %sunkaddr2450 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2451 = getelementptr i8, i8* %sunkaddr2450, i64 -5
  store i8 %.70.i.us.2, i8* %sunkaddr2451, align 1, !noalias !97
  %sunkaddr2452 = mul i64 %.397.098.us, 2
  %sunkaddr2453 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2452
  %sunkaddr2454 = getelementptr i8, i8* %sunkaddr2453, i64 6
  %572 = bitcast i8* %sunkaddr2454 to i16*
  %.66.i.us.3 = load i16, i16* %572, align 2, !noalias !94
  %.70.i.us.3 = trunc i16 %.66.i.us.3 to i8
  %sunkaddr2455 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2456 = getelementptr i8, i8* %sunkaddr2455, i64 -4
  store i8 %.70.i.us.3, i8* %sunkaddr2456, align 1, !noalias !97
  %sunkaddr2457 = mul i64 %.397.098.us, 2
  %sunkaddr2458 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2457
  %sunkaddr2459 = getelementptr i8, i8* %sunkaddr2458, i64 8
  %573 = bitcast i8* %sunkaddr2459 to i16*
  %.66.i.us.4 = load i16, i16* %573, align 2, !noalias !94
  %.70.i.us.4 = trunc i16 %.66.i.us.4 to i8
  %sunkaddr2460 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2461 = getelementptr i8, i8* %sunkaddr2460, i64 -3
  store i8 %.70.i.us.4, i8* %sunkaddr2461, align 1, !noalias !97
  %sunkaddr2462 = mul i64 %.397.098.us, 2
  %sunkaddr2463 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2462
  %sunkaddr2464 = getelementptr i8, i8* %sunkaddr2463, i64 10
  %574 = bitcast i8* %sunkaddr2464 to i16*
  %.66.i.us.5 = load i16, i16* %574, align 2, !noalias !94
  %.70.i.us.5 = trunc i16 %.66.i.us.5 to i8
  %sunkaddr2465 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2466 = getelementptr i8, i8* %sunkaddr2465, i64 -2
  store i8 %.70.i.us.5, i8* %sunkaddr2466, align 1, !noalias !97
  %sunkaddr2467 = mul i64 %.397.098.us, 2
  %sunkaddr2468 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2467
  %sunkaddr2469 = getelementptr i8, i8* %sunkaddr2468, i64 12
  %575 = bitcast i8* %sunkaddr2469 to i16*
  %.66.i.us.6 = load i16, i16* %575, align 2, !noalias !94
  %.70.i.us.6 = trunc i16 %.66.i.us.6 to i8
  %sunkaddr2470 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2471 = getelementptr i8, i8* %sunkaddr2470, i64 -1
  store i8 %.70.i.us.6, i8* %sunkaddr2471, align 1, !noalias !97
  %sunkaddr2472 = mul i64 %.397.098.us, 2
  %sunkaddr2473 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2472
  %sunkaddr2474 = getelementptr i8, i8* %sunkaddr2473, i64 14
  %576 = bitcast i8* %sunkaddr2474 to i16*
  %.66.i.us.7 = load i16, i16* %576, align 2, !noalias !94
  %.70.i.us.7 = trunc i16 %.66.i.us.7 to i8
  %.466.us.7172391 = or i64 %.397.098.us, 8
  %scevgep194392 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  store i8 %.70.i.us.7, i8* %scevgep194392, align 1, !noalias !97
  %577 = shl nuw i64 %.466.us.7172391, 1
  %scevgep263.1 = getelementptr i8, i8* %arg.b.0, i64 %577
  %578 = bitcast i8* %scevgep263.1 to i16*
  %.66.i.us.1378 = load i16, i16* %578, align 2, !noalias !94
  %.70.i.us.1379 = trunc i16 %.66.i.us.1378 to i8
  %scevgep196107.1 = getelementptr i8, i8* %scevgep19568110, i64 %.466.us.7172391
  store i8 %.70.i.us.1379, i8* %scevgep196107.1, align 1, !noalias !97
  %sunkaddr2475 = mul i64 %.466.us.7172391, 2
  %sunkaddr2476 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2475
  %sunkaddr2477 = getelementptr i8, i8* %sunkaddr2476, i64 2
  %579 = bitcast i8* %sunkaddr2477 to i16*
  %.66.i.us.1.1 = load i16, i16* %579, align 2, !noalias !94
  %.70.i.us.1.1 = trunc i16 %.66.i.us.1.1 to i8
  %sunkaddr2478 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172391
  %sunkaddr2479 = getelementptr i8, i8* %sunkaddr2478, i64 -6
  store i8 %.70.i.us.1.1, i8* %sunkaddr2479, align 1, !noalias !97
  %sunkaddr2480 = mul i64 %.466.us.7172391, 2
  %sunkaddr2481 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2480
  %sunkaddr2482 = getelementptr i8, i8* %sunkaddr2481, i64 4
  %580 = bitcast i8* %sunkaddr2482 to i16*
  %.66.i.us.2.1 = load i16, i16* %580, align 2, !noalias !94
  %.70.i.us.2.1 = trunc i16 %.66.i.us.2.1 to i8
  %sunkaddr2483 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172391
  %sunkaddr2484 = getelementptr i8, i8* %sunkaddr2483, i64 -5
  store i8 %.70.i.us.2.1, i8* %sunkaddr2484, align 1, !noalias !97
  %sunkaddr2485 = mul i64 %.466.us.7172391, 2
  %sunkaddr2486 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2485
  %sunkaddr2487 = getelementptr i8, i8* %sunkaddr2486, i64 6
  %581 = bitcast i8* %sunkaddr2487 to i16*
  %.66.i.us.3.1 = load i16, i16* %581, align 2, !noalias !94
  %.70.i.us.3.1 = trunc i16 %.66.i.us.3.1 to i8
  %sunkaddr2488 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172391
  %sunkaddr2489 = getelementptr i8, i8* %sunkaddr2488, i64 -4
  store i8 %.70.i.us.3.1, i8* %sunkaddr2489, align 1, !noalias !97
  %sunkaddr2490 = mul i64 %.466.us.7172391, 2
  %sunkaddr2491 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2490
  %sunkaddr2492 = getelementptr i8, i8* %sunkaddr2491, i64 8
  %582 = bitcast i8* %sunkaddr2492 to i16*
  %.66.i.us.4.1 = load i16, i16* %582, align 2, !noalias !94
  %.70.i.us.4.1 = trunc i16 %.66.i.us.4.1 to i8
  %sunkaddr2493 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172391
  %sunkaddr2494 = getelementptr i8, i8* %sunkaddr2493, i64 -3
  store i8 %.70.i.us.4.1, i8* %sunkaddr2494, align 1, !noalias !97
  %sunkaddr2495 = mul i64 %.466.us.7172391, 2
  %sunkaddr2496 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2495
  %sunkaddr2497 = getelementptr i8, i8* %sunkaddr2496, i64 10
  %583 = bitcast i8* %sunkaddr2497 to i16*
  %.66.i.us.5.1 = load i16, i16* %583, align 2, !noalias !94
  %.70.i.us.5.1 = trunc i16 %.66.i.us.5.1 to i8
  %sunkaddr2498 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172391
  %sunkaddr2499 = getelementptr i8, i8* %sunkaddr2498, i64 -2
  store i8 %.70.i.us.5.1, i8* %sunkaddr2499, align 1, !noalias !97
  %sunkaddr2500 = mul i64 %.466.us.7172391, 2
  %sunkaddr2501 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2500
  %sunkaddr2502 = getelementptr i8, i8* %sunkaddr2501, i64 12
  %584 = bitcast i8* %sunkaddr2502 to i16*
  %.66.i.us.6.1 = load i16, i16* %584, align 2, !noalias !94
  %.70.i.us.6.1 = trunc i16 %.66.i.us.6.1 to i8
  %sunkaddr2503 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172391
  %sunkaddr2504 = getelementptr i8, i8* %sunkaddr2503, i64 -1
  store i8 %.70.i.us.6.1, i8* %sunkaddr2504, align 1, !noalias !97
  %sunkaddr2505 = mul i64 %.466.us.7172391, 2
  %sunkaddr2506 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2505
  %sunkaddr2507 = getelementptr i8, i8* %sunkaddr2506, i64 14
  %585 = bitcast i8* %sunkaddr2507 to i16*
  %.66.i.us.7.1 = load i16, i16* %585, align 2, !noalias !94
  %.70.i.us.7.1 = trunc i16 %.66.i.us.7.1 to i8
  %.466.us.7172.1408 = or i64 %.397.098.us, 16
  %scevgep194.1409 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172391
  store i8 %.70.i.us.7.1, i8* %scevgep194.1409, align 1, !noalias !97
  %586 = shl nuw i64 %.466.us.7172.1408, 1
  %scevgep263.2 = getelementptr i8, i8* %arg.b.0, i64 %586
  %587 = bitcast i8* %scevgep263.2 to i16*
  %.66.i.us.2383 = load i16, i16* %587, align 2, !noalias !94
  %.70.i.us.2384 = trunc i16 %.66.i.us.2383 to i8
  %scevgep196107.2 = getelementptr i8, i8* %scevgep19568110, i64 %.466.us.7172.1408
  store i8 %.70.i.us.2384, i8* %scevgep196107.2, align 1, !noalias !97
  %sunkaddr2508 = mul i64 %.466.us.7172.1408, 2
  %sunkaddr2509 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2508
  %sunkaddr2510 = getelementptr i8, i8* %sunkaddr2509, i64 2
  %588 = bitcast i8* %sunkaddr2510 to i16*
  %.66.i.us.1.2 = load i16, i16* %588, align 2, !noalias !94
  %.70.i.us.1.2 = trunc i16 %.66.i.us.1.2 to i8
  %sunkaddr2511 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1408
  %sunkaddr2512 = getelementptr i8, i8* %sunkaddr2511, i64 -6
  store i8 %.70.i.us.1.2, i8* %sunkaddr2512, align 1, !noalias !97
  %sunkaddr2513 = mul i64 %.466.us.7172.1408, 2
  %sunkaddr2514 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2513
  %sunkaddr2515 = getelementptr i8, i8* %sunkaddr2514, i64 4
  %589 = bitcast i8* %sunkaddr2515 to i16*
  %.66.i.us.2.2 = load i16, i16* %589, align 2, !noalias !94
  %.70.i.us.2.2 = trunc i16 %.66.i.us.2.2 to i8
  %sunkaddr2516 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1408
  %sunkaddr2517 = getelementptr i8, i8* %sunkaddr2516, i64 -5
  store i8 %.70.i.us.2.2, i8* %sunkaddr2517, align 1, !noalias !97
  %sunkaddr2518 = mul i64 %.466.us.7172.1408, 2
  %sunkaddr2519 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2518
  %sunkaddr2520 = getelementptr i8, i8* %sunkaddr2519, i64 6
  %590 = bitcast i8* %sunkaddr2520 to i16*
  %.66.i.us.3.2 = load i16, i16* %590, align 2, !noalias !94
  %.70.i.us.3.2 = trunc i16 %.66.i.us.3.2 to i8
  %sunkaddr2521 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1408
  %sunkaddr2522 = getelementptr i8, i8* %sunkaddr2521, i64 -4
  store i8 %.70.i.us.3.2, i8* %sunkaddr2522, align 1, !noalias !97
  %sunkaddr2523 = mul i64 %.466.us.7172.1408, 2
  %sunkaddr2524 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2523
  %sunkaddr2525 = getelementptr i8, i8* %sunkaddr2524, i64 8
  %591 = bitcast i8* %sunkaddr2525 to i16*
  %.66.i.us.4.2 = load i16, i16* %591, align 2, !noalias !94
  %.70.i.us.4.2 = trunc i16 %.66.i.us.4.2 to i8
  %sunkaddr2526 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1408
  %sunkaddr2527 = getelementptr i8, i8* %sunkaddr2526, i64 -3
  store i8 %.70.i.us.4.2, i8* %sunkaddr2527, align 1, !noalias !97
  %sunkaddr2528 = mul i64 %.466.us.7172.1408, 2
  %sunkaddr2529 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2528
  %sunkaddr2530 = getelementptr i8, i8* %sunkaddr2529, i64 10
  %592 = bitcast i8* %sunkaddr2530 to i16*
  %.66.i.us.5.2 = load i16, i16* %592, align 2, !noalias !94
  %.70.i.us.5.2 = trunc i16 %.66.i.us.5.2 to i8
  %sunkaddr2531 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1408
  %sunkaddr2532 = getelementptr i8, i8* %sunkaddr2531, i64 -2
  store i8 %.70.i.us.5.2, i8* %sunkaddr2532, align 1, !noalias !97
  %sunkaddr2533 = mul i64 %.466.us.7172.1408, 2
  %sunkaddr2534 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2533
  %sunkaddr2535 = getelementptr i8, i8* %sunkaddr2534, i64 12
  %593 = bitcast i8* %sunkaddr2535 to i16*
  %.66.i.us.6.2 = load i16, i16* %593, align 2, !noalias !94
  %.70.i.us.6.2 = trunc i16 %.66.i.us.6.2 to i8
  %sunkaddr2536 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1408
  %sunkaddr2537 = getelementptr i8, i8* %sunkaddr2536, i64 -1
  store i8 %.70.i.us.6.2, i8* %sunkaddr2537, align 1, !noalias !97
  %sunkaddr2538 = mul i64 %.466.us.7172.1408, 2
  %sunkaddr2539 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2538
  %sunkaddr2540 = getelementptr i8, i8* %sunkaddr2539, i64 14
  %594 = bitcast i8* %sunkaddr2540 to i16*
  %.66.i.us.7.2 = load i16, i16* %594, align 2, !noalias !94
  %.70.i.us.7.2 = trunc i16 %.66.i.us.7.2 to i8
  %.466.us.7172.2426 = or i64 %.397.098.us, 24
  %scevgep194.2427 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1408
  store i8 %.70.i.us.7.2, i8* %scevgep194.2427, align 1, !noalias !97
  %595 = shl nuw i64 %.466.us.7172.2426, 1
  %scevgep263.3 = getelementptr i8, i8* %arg.b.0, i64 %595
  %596 = bitcast i8* %scevgep263.3 to i16*
  %.66.i.us.3388 = load i16, i16* %596, align 2, !noalias !94
  %.70.i.us.3389 = trunc i16 %.66.i.us.3388 to i8
  %scevgep196107.3 = getelementptr i8, i8* %scevgep19568110, i64 %.466.us.7172.2426
  store i8 %.70.i.us.3389, i8* %scevgep196107.3, align 1, !noalias !97
  %sunkaddr2541 = mul i64 %.466.us.7172.2426, 2
  %sunkaddr2542 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2541
  %sunkaddr2543 = getelementptr i8, i8* %sunkaddr2542, i64 2
  %597 = bitcast i8* %sunkaddr2543 to i16*
  %.66.i.us.1.3 = load i16, i16* %597, align 2, !noalias !94
  %.70.i.us.1.3 = trunc i16 %.66.i.us.1.3 to i8
  %sunkaddr2544 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2426
  %sunkaddr2545 = getelementptr i8, i8* %sunkaddr2544, i64 -6
  store i8 %.70.i.us.1.3, i8* %sunkaddr2545, align 1, !noalias !97
  %sunkaddr2546 = mul i64 %.466.us.7172.2426, 2
  %sunkaddr2547 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2546
  %sunkaddr2548 = getelementptr i8, i8* %sunkaddr2547, i64 4
  %598 = bitcast i8* %sunkaddr2548 to i16*
  %.66.i.us.2.3 = load i16, i16* %598, align 2, !noalias !94
  %.70.i.us.2.3 = trunc i16 %.66.i.us.2.3 to i8
  %sunkaddr2549 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2426
  %sunkaddr2550 = getelementptr i8, i8* %sunkaddr2549, i64 -5
  store i8 %.70.i.us.2.3, i8* %sunkaddr2550, align 1, !noalias !97
  %sunkaddr2551 = mul i64 %.466.us.7172.2426, 2
  %sunkaddr2552 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2551
  %sunkaddr2553 = getelementptr i8, i8* %sunkaddr2552, i64 6
  %599 = bitcast i8* %sunkaddr2553 to i16*
  %.66.i.us.3.3 = load i16, i16* %599, align 2, !noalias !94
  %.70.i.us.3.3 = trunc i16 %.66.i.us.3.3 to i8
  %sunkaddr2554 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2426
  %sunkaddr2555 = getelementptr i8, i8* %sunkaddr2554, i64 -4
  store i8 %.70.i.us.3.3, i8* %sunkaddr2555, align 1, !noalias !97
  %sunkaddr2556 = mul i64 %.466.us.7172.2426, 2
  %sunkaddr2557 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2556
  %sunkaddr2558 = getelementptr i8, i8* %sunkaddr2557, i64 8
  %600 = bitcast i8* %sunkaddr2558 to i16*
  %.66.i.us.4.3 = load i16, i16* %600, align 2, !noalias !94
  %.70.i.us.4.3 = trunc i16 %.66.i.us.4.3 to i8
  %sunkaddr2559 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2426
  %sunkaddr2560 = getelementptr i8, i8* %sunkaddr2559, i64 -3
  store i8 %.70.i.us.4.3, i8* %sunkaddr2560, align 1, !noalias !97
  %sunkaddr2561 = mul i64 %.466.us.7172.2426, 2
  %sunkaddr2562 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2561
  %sunkaddr2563 = getelementptr i8, i8* %sunkaddr2562, i64 10
  %601 = bitcast i8* %sunkaddr2563 to i16*
  %.66.i.us.5.3 = load i16, i16* %601, align 2, !noalias !94
  %.70.i.us.5.3 = trunc i16 %.66.i.us.5.3 to i8
  %sunkaddr2564 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2426
  %sunkaddr2565 = getelementptr i8, i8* %sunkaddr2564, i64 -2
  store i8 %.70.i.us.5.3, i8* %sunkaddr2565, align 1, !noalias !97
  %sunkaddr2566 = mul i64 %.466.us.7172.2426, 2
  %sunkaddr2567 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2566
  %sunkaddr2568 = getelementptr i8, i8* %sunkaddr2567, i64 12
  %602 = bitcast i8* %sunkaddr2568 to i16*
  %.66.i.us.6.3 = load i16, i16* %602, align 2, !noalias !94
  %.70.i.us.6.3 = trunc i16 %.66.i.us.6.3 to i8
  %sunkaddr2569 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2426
  %sunkaddr2570 = getelementptr i8, i8* %sunkaddr2569, i64 -1
  store i8 %.70.i.us.6.3, i8* %sunkaddr2570, align 1, !noalias !97
  %sunkaddr2571 = mul i64 %.466.us.7172.2426, 2
  %sunkaddr2572 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2571
  %sunkaddr2573 = getelementptr i8, i8* %sunkaddr2572, i64 14
  %603 = bitcast i8* %sunkaddr2573 to i16*
  %.66.i.us.7.3 = load i16, i16* %603, align 2, !noalias !94
  %.70.i.us.7.3 = trunc i16 %.66.i.us.7.3 to i8
  br label %B36.i.us.7.3

B36.i.us.7.thread:                                ; preds = %B354.endif.us
  %scevgep278 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us
  %.37.i.us = load i8, i8* %scevgep278, align 1, !noalias !94
  %scevgep196103 = getelementptr i8, i8* %scevgep19568110, i64 %.397.098.us
  store i8 %.37.i.us, i8* %scevgep196103, align 1, !noalias !97
  %sunkaddr2574 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us
  %sunkaddr2575 = getelementptr i8, i8* %sunkaddr2574, i64 1
  %.37.i.us.1 = load i8, i8* %sunkaddr2575, align 1, !noalias !94
  %sunkaddr2576 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2577 = getelementptr i8, i8* %sunkaddr2576, i64 -6
  store i8 %.37.i.us.1, i8* %sunkaddr2577, align 1, !noalias !97
  %sunkaddr2578 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us
  %sunkaddr2579 = getelementptr i8, i8* %sunkaddr2578, i64 2
  %.37.i.us.2 = load i8, i8* %sunkaddr2579, align 1, !noalias !94
  %sunkaddr2580 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2581 = getelementptr i8, i8* %sunkaddr2580, i64 -5
  store i8 %.37.i.us.2, i8* %sunkaddr2581, align 1, !noalias !97
  %sunkaddr2582 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us
  %sunkaddr2583 = getelementptr i8, i8* %sunkaddr2582, i64 3
  %.37.i.us.3 = load i8, i8* %sunkaddr2583, align 1, !noalias !94
  %sunkaddr2584 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2585 = getelementptr i8, i8* %sunkaddr2584, i64 -4
  store i8 %.37.i.us.3, i8* %sunkaddr2585, align 1, !noalias !97
  %sunkaddr2586 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us
  %sunkaddr2587 = getelementptr i8, i8* %sunkaddr2586, i64 4
  %.37.i.us.4 = load i8, i8* %sunkaddr2587, align 1, !noalias !94
  %sunkaddr2588 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2589 = getelementptr i8, i8* %sunkaddr2588, i64 -3
  store i8 %.37.i.us.4, i8* %sunkaddr2589, align 1, !noalias !97
  %sunkaddr2590 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us
  %sunkaddr2591 = getelementptr i8, i8* %sunkaddr2590, i64 5
  %.37.i.us.5 = load i8, i8* %sunkaddr2591, align 1, !noalias !94
  %sunkaddr2592 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2593 = getelementptr i8, i8* %sunkaddr2592, i64 -2
  store i8 %.37.i.us.5, i8* %sunkaddr2593, align 1, !noalias !97
  %sunkaddr2594 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us
  %sunkaddr2595 = getelementptr i8, i8* %sunkaddr2594, i64 6
  %.37.i.us.6 = load i8, i8* %sunkaddr2595, align 1, !noalias !94
  %sunkaddr2596 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2597 = getelementptr i8, i8* %sunkaddr2596, i64 -1
  store i8 %.37.i.us.6, i8* %sunkaddr2597, align 1, !noalias !97
  %sunkaddr2598 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us
  %sunkaddr2599 = getelementptr i8, i8* %sunkaddr2598, i64 7
  %.37.i.us.7 = load i8, i8* %sunkaddr2599, align 1, !noalias !94
  %.466.us.7172385 = or i64 %.397.098.us, 8
  %scevgep194386 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  store i8 %.37.i.us.7, i8* %scevgep194386, align 1, !noalias !97
  %scevgep278.1 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172385
  %.37.i.us.1380 = load i8, i8* %scevgep278.1, align 1, !noalias !94
  %scevgep196103.1 = getelementptr i8, i8* %scevgep19568110, i64 %.466.us.7172385
  store i8 %.37.i.us.1380, i8* %scevgep196103.1, align 1, !noalias !97
  %sunkaddr2600 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172385
  %sunkaddr2601 = getelementptr i8, i8* %sunkaddr2600, i64 1
  %.37.i.us.1.1 = load i8, i8* %sunkaddr2601, align 1, !noalias !94
  %sunkaddr2602 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172385
  %sunkaddr2603 = getelementptr i8, i8* %sunkaddr2602, i64 -6
  store i8 %.37.i.us.1.1, i8* %sunkaddr2603, align 1, !noalias !97
  %sunkaddr2604 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172385
  %sunkaddr2605 = getelementptr i8, i8* %sunkaddr2604, i64 2
  %.37.i.us.2.1 = load i8, i8* %sunkaddr2605, align 1, !noalias !94
  %sunkaddr2606 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172385
  %sunkaddr2607 = getelementptr i8, i8* %sunkaddr2606, i64 -5
  store i8 %.37.i.us.2.1, i8* %sunkaddr2607, align 1, !noalias !97
  %sunkaddr2608 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172385
  %sunkaddr2609 = getelementptr i8, i8* %sunkaddr2608, i64 3
  %.37.i.us.3.1 = load i8, i8* %sunkaddr2609, align 1, !noalias !94
  %sunkaddr2610 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172385
  %sunkaddr2611 = getelementptr i8, i8* %sunkaddr2610, i64 -4
  store i8 %.37.i.us.3.1, i8* %sunkaddr2611, align 1, !noalias !97
  %sunkaddr2612 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172385
  %sunkaddr2613 = getelementptr i8, i8* %sunkaddr2612, i64 4
  %.37.i.us.4.1 = load i8, i8* %sunkaddr2613, align 1, !noalias !94
  %sunkaddr2614 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172385
  %sunkaddr2615 = getelementptr i8, i8* %sunkaddr2614, i64 -3
  store i8 %.37.i.us.4.1, i8* %sunkaddr2615, align 1, !noalias !97
  %sunkaddr2616 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172385
  %sunkaddr2617 = getelementptr i8, i8* %sunkaddr2616, i64 5
  %.37.i.us.5.1 = load i8, i8* %sunkaddr2617, align 1, !noalias !94
  %sunkaddr2618 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172385
  %sunkaddr2619 = getelementptr i8, i8* %sunkaddr2618, i64 -2
  store i8 %.37.i.us.5.1, i8* %sunkaddr2619, align 1, !noalias !97
  %sunkaddr2620 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172385
  %sunkaddr2621 = getelementptr i8, i8* %sunkaddr2620, i64 6
  %.37.i.us.6.1 = load i8, i8* %sunkaddr2621, align 1, !noalias !94
  %sunkaddr2622 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172385
  %sunkaddr2623 = getelementptr i8, i8* %sunkaddr2622, i64 -1
  store i8 %.37.i.us.6.1, i8* %sunkaddr2623, align 1, !noalias !97
  %sunkaddr2624 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172385
  %sunkaddr2625 = getelementptr i8, i8* %sunkaddr2624, i64 7
  %.37.i.us.7.1 = load i8, i8* %sunkaddr2625, align 1, !noalias !94
  %.466.us.7172.1401 = or i64 %.397.098.us, 16
  %scevgep194.1402 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172385
  store i8 %.37.i.us.7.1, i8* %scevgep194.1402, align 1, !noalias !97
  %scevgep278.2 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172.1401
  %.37.i.us.2385 = load i8, i8* %scevgep278.2, align 1, !noalias !94
  %scevgep196103.2 = getelementptr i8, i8* %scevgep19568110, i64 %.466.us.7172.1401
  store i8 %.37.i.us.2385, i8* %scevgep196103.2, align 1, !noalias !97
  %sunkaddr2626 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172.1401
  %sunkaddr2627 = getelementptr i8, i8* %sunkaddr2626, i64 1
  %.37.i.us.1.2 = load i8, i8* %sunkaddr2627, align 1, !noalias !94
  %sunkaddr2628 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1401
  %sunkaddr2629 = getelementptr i8, i8* %sunkaddr2628, i64 -6
  store i8 %.37.i.us.1.2, i8* %sunkaddr2629, align 1, !noalias !97
  %sunkaddr2630 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172.1401
  %sunkaddr2631 = getelementptr i8, i8* %sunkaddr2630, i64 2
  %.37.i.us.2.2 = load i8, i8* %sunkaddr2631, align 1, !noalias !94
  %sunkaddr2632 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1401
  %sunkaddr2633 = getelementptr i8, i8* %sunkaddr2632, i64 -5
  store i8 %.37.i.us.2.2, i8* %sunkaddr2633, align 1, !noalias !97
  %sunkaddr2634 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172.1401
  %sunkaddr2635 = getelementptr i8, i8* %sunkaddr2634, i64 3
  %.37.i.us.3.2 = load i8, i8* %sunkaddr2635, align 1, !noalias !94
  %sunkaddr2636 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1401
  %sunkaddr2637 = getelementptr i8, i8* %sunkaddr2636, i64 -4
  store i8 %.37.i.us.3.2, i8* %sunkaddr2637, align 1, !noalias !97
  %sunkaddr2638 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172.1401
  %sunkaddr2639 = getelementptr i8, i8* %sunkaddr2638, i64 4
  %.37.i.us.4.2 = load i8, i8* %sunkaddr2639, align 1, !noalias !94
  %sunkaddr2640 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1401
  %sunkaddr2641 = getelementptr i8, i8* %sunkaddr2640, i64 -3
  store i8 %.37.i.us.4.2, i8* %sunkaddr2641, align 1, !noalias !97
  %sunkaddr2642 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172.1401
  %sunkaddr2643 = getelementptr i8, i8* %sunkaddr2642, i64 5
  %.37.i.us.5.2 = load i8, i8* %sunkaddr2643, align 1, !noalias !94
  %sunkaddr2644 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1401
  %sunkaddr2645 = getelementptr i8, i8* %sunkaddr2644, i64 -2
  store i8 %.37.i.us.5.2, i8* %sunkaddr2645, align 1, !noalias !97
  %sunkaddr2646 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172.1401
  %sunkaddr2647 = getelementptr i8, i8* %sunkaddr2646, i64 6
  %.37.i.us.6.2 = load i8, i8* %sunkaddr2647, align 1, !noalias !94
  %sunkaddr2648 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1401
  %sunkaddr2649 = getelementptr i8, i8* %sunkaddr2648, i64 -1
  store i8 %.37.i.us.6.2, i8* %sunkaddr2649, align 1, !noalias !97
  %sunkaddr2650 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172.1401
  %sunkaddr2651 = getelementptr i8, i8* %sunkaddr2650, i64 7
  %.37.i.us.7.2 = load i8, i8* %sunkaddr2651, align 1, !noalias !94
  %.466.us.7172.2419 = or i64 %.397.098.us, 24
  %scevgep194.2420 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1401
  store i8 %.37.i.us.7.2, i8* %scevgep194.2420, align 1, !noalias !97
  %scevgep278.3 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172.2419
  %.37.i.us.3390 = load i8, i8* %scevgep278.3, align 1, !noalias !94
  %scevgep196103.3 = getelementptr i8, i8* %scevgep19568110, i64 %.466.us.7172.2419
  store i8 %.37.i.us.3390, i8* %scevgep196103.3, align 1, !noalias !97
  %sunkaddr2652 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172.2419
  %sunkaddr2653 = getelementptr i8, i8* %sunkaddr2652, i64 1
  %.37.i.us.1.3 = load i8, i8* %sunkaddr2653, align 1, !noalias !94
  %sunkaddr2654 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2419
  %sunkaddr2655 = getelementptr i8, i8* %sunkaddr2654, i64 -6
  store i8 %.37.i.us.1.3, i8* %sunkaddr2655, align 1, !noalias !97
  %sunkaddr2656 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172.2419
  %sunkaddr2657 = getelementptr i8, i8* %sunkaddr2656, i64 2
  %.37.i.us.2.3 = load i8, i8* %sunkaddr2657, align 1, !noalias !94
  %sunkaddr2658 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2419
  %sunkaddr2659 = getelementptr i8, i8* %sunkaddr2658, i64 -5
  store i8 %.37.i.us.2.3, i8* %sunkaddr2659, align 1, !noalias !97
  %sunkaddr2660 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172.2419
  %sunkaddr2661 = getelementptr i8, i8* %sunkaddr2660, i64 3
  %.37.i.us.3.3 = load i8, i8* %sunkaddr2661, align 1, !noalias !94
  %sunkaddr2662 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2419
  %sunkaddr2663 = getelementptr i8, i8* %sunkaddr2662, i64 -4
  store i8 %.37.i.us.3.3, i8* %sunkaddr2663, align 1, !noalias !97
  %sunkaddr2664 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172.2419
  %sunkaddr2665 = getelementptr i8, i8* %sunkaddr2664, i64 4
  %.37.i.us.4.3 = load i8, i8* %sunkaddr2665, align 1, !noalias !94
  %sunkaddr2666 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2419
  %sunkaddr2667 = getelementptr i8, i8* %sunkaddr2666, i64 -3
  store i8 %.37.i.us.4.3, i8* %sunkaddr2667, align 1, !noalias !97
  %sunkaddr2668 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172.2419
  %sunkaddr2669 = getelementptr i8, i8* %sunkaddr2668, i64 5
  %.37.i.us.5.3 = load i8, i8* %sunkaddr2669, align 1, !noalias !94
  %sunkaddr2670 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2419
  %sunkaddr2671 = getelementptr i8, i8* %sunkaddr2670, i64 -2
  store i8 %.37.i.us.5.3, i8* %sunkaddr2671, align 1, !noalias !97
  %sunkaddr2672 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172.2419
  %sunkaddr2673 = getelementptr i8, i8* %sunkaddr2672, i64 6
  %.37.i.us.6.3 = load i8, i8* %sunkaddr2673, align 1, !noalias !94
  %sunkaddr2674 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2419
  %sunkaddr2675 = getelementptr i8, i8* %sunkaddr2674, i64 -1
  store i8 %.37.i.us.6.3, i8* %sunkaddr2675, align 1, !noalias !97
  %sunkaddr2676 = getelementptr i8, i8* %arg.b.0, i64 %.466.us.7172.2419
  %sunkaddr2677 = getelementptr i8, i8* %sunkaddr2676, i64 7
  %.37.i.us.7.3 = load i8, i8* %sunkaddr2677, align 1, !noalias !94
  br label %B36.i.us.7.3

B36.i.us.7:                                       ; preds = %B354.endif.us
  %scevgep196 = getelementptr i8, i8* %scevgep19568110, i64 %.397.098.us
  store i8 0, i8* %scevgep196, align 1, !noalias !97
  %sunkaddr2678 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2679 = getelementptr i8, i8* %sunkaddr2678, i64 -6
  store i8 0, i8* %sunkaddr2679, align 1, !noalias !97
  %sunkaddr2680 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2681 = getelementptr i8, i8* %sunkaddr2680, i64 -5
  store i8 0, i8* %sunkaddr2681, align 1, !noalias !97
  %sunkaddr2682 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2683 = getelementptr i8, i8* %sunkaddr2682, i64 -4
  store i8 0, i8* %sunkaddr2683, align 1, !noalias !97
  %sunkaddr2684 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2685 = getelementptr i8, i8* %sunkaddr2684, i64 -3
  store i8 0, i8* %sunkaddr2685, align 1, !noalias !97
  %sunkaddr2686 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2687 = getelementptr i8, i8* %sunkaddr2686, i64 -2
  store i8 0, i8* %sunkaddr2687, align 1, !noalias !97
  %sunkaddr2688 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  %sunkaddr2689 = getelementptr i8, i8* %sunkaddr2688, i64 -1
  store i8 0, i8* %sunkaddr2689, align 1, !noalias !97
  %.466.us.7172 = or i64 %.397.098.us, 8
  %scevgep194 = getelementptr i8, i8* %scevgep181, i64 %.397.098.us
  store i8 0, i8* %scevgep194, align 1, !noalias !97
  %scevgep196.1 = getelementptr i8, i8* %scevgep19568110, i64 %.466.us.7172
  store i8 0, i8* %scevgep196.1, align 1, !noalias !97
  %sunkaddr2690 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172
  %sunkaddr2691 = getelementptr i8, i8* %sunkaddr2690, i64 -6
  store i8 0, i8* %sunkaddr2691, align 1, !noalias !97
  %sunkaddr2692 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172
  %sunkaddr2693 = getelementptr i8, i8* %sunkaddr2692, i64 -5
  store i8 0, i8* %sunkaddr2693, align 1, !noalias !97
  %sunkaddr2694 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172
  %sunkaddr2695 = getelementptr i8, i8* %sunkaddr2694, i64 -4
  store i8 0, i8* %sunkaddr2695, align 1, !noalias !97
  %sunkaddr2696 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172
  %sunkaddr2697 = getelementptr i8, i8* %sunkaddr2696, i64 -3
  store i8 0, i8* %sunkaddr2697, align 1, !noalias !97
  %sunkaddr2698 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172
  %sunkaddr2699 = getelementptr i8, i8* %sunkaddr2698, i64 -2
  store i8 0, i8* %sunkaddr2699, align 1, !noalias !97
  %sunkaddr2700 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172
  %sunkaddr2701 = getelementptr i8, i8* %sunkaddr2700, i64 -1
  store i8 0, i8* %sunkaddr2701, align 1, !noalias !97
  %.466.us.7172.1 = or i64 %.397.098.us, 16
  %scevgep194.1 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172
  store i8 0, i8* %scevgep194.1, align 1, !noalias !97
  %scevgep196.2 = getelementptr i8, i8* %scevgep19568110, i64 %.466.us.7172.1
  store i8 0, i8* %scevgep196.2, align 1, !noalias !97
  %sunkaddr2702 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1
  %sunkaddr2703 = getelementptr i8, i8* %sunkaddr2702, i64 -6
  store i8 0, i8* %sunkaddr2703, align 1, !noalias !97
  %sunkaddr2704 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1
  %sunkaddr2705 = getelementptr i8, i8* %sunkaddr2704, i64 -5
  store i8 0, i8* %sunkaddr2705, align 1, !noalias !97
  %sunkaddr2706 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1
  %sunkaddr2707 = getelementptr i8, i8* %sunkaddr2706, i64 -4
  store i8 0, i8* %sunkaddr2707, align 1, !noalias !97
  %sunkaddr2708 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1
  %sunkaddr2709 = getelementptr i8, i8* %sunkaddr2708, i64 -3
  store i8 0, i8* %sunkaddr2709, align 1, !noalias !97
  %sunkaddr2710 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1
  %sunkaddr2711 = getelementptr i8, i8* %sunkaddr2710, i64 -2
  store i8 0, i8* %sunkaddr2711, align 1, !noalias !97
  %sunkaddr2712 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1
  %sunkaddr2713 = getelementptr i8, i8* %sunkaddr2712, i64 -1
  store i8 0, i8* %sunkaddr2713, align 1, !noalias !97
  %.466.us.7172.2 = or i64 %.397.098.us, 24
  %scevgep194.2 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.1
  store i8 0, i8* %scevgep194.2, align 1, !noalias !97
  %scevgep196.3 = getelementptr i8, i8* %scevgep19568110, i64 %.466.us.7172.2
  store i8 0, i8* %scevgep196.3, align 1, !noalias !97
  %sunkaddr2714 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2
  %sunkaddr2715 = getelementptr i8, i8* %sunkaddr2714, i64 -6
  store i8 0, i8* %sunkaddr2715, align 1, !noalias !97
  %sunkaddr2716 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2
  %sunkaddr2717 = getelementptr i8, i8* %sunkaddr2716, i64 -5
  store i8 0, i8* %sunkaddr2717, align 1, !noalias !97
  %sunkaddr2718 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2
  %sunkaddr2719 = getelementptr i8, i8* %sunkaddr2718, i64 -4
  store i8 0, i8* %sunkaddr2719, align 1, !noalias !97
  %sunkaddr2720 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2
  %sunkaddr2721 = getelementptr i8, i8* %sunkaddr2720, i64 -3
  store i8 0, i8* %sunkaddr2721, align 1, !noalias !97
  %sunkaddr2722 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2
  %sunkaddr2723 = getelementptr i8, i8* %sunkaddr2722, i64 -2
  store i8 0, i8* %sunkaddr2723, align 1, !noalias !97
  %sunkaddr2724 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2
  %sunkaddr2725 = getelementptr i8, i8* %sunkaddr2724, i64 -1
  store i8 0, i8* %sunkaddr2725, align 1, !noalias !97
  br label %B36.i.us.7.3

B36.i.us.7.3:                                     ; preds = %B36.i.us.7, %B36.i.us.7.thread, %B36.i.us.7.thread389, %B36.i.us.7.thread394
  %.466.us.7172.2422 = phi i64 [ %.466.us.7172.2432, %B36.i.us.7.thread394 ], [ %.466.us.7172.2426, %B36.i.us.7.thread389 ], [ %.466.us.7172.2419, %B36.i.us.7.thread ], [ %.466.us.7172.2, %B36.i.us.7 ]
  %.sink.i.us.7.3 = phi i8 [ %.98.i.us.7.3, %B36.i.us.7.thread394 ], [ %.70.i.us.7.3, %B36.i.us.7.thread389 ], [ %.37.i.us.7.3, %B36.i.us.7.thread ], [ 0, %B36.i.us.7 ]
  %.466.us.7172.3 = add nuw i64 %.397.098.us, 32
  %scevgep194.3 = getelementptr i8, i8* %scevgep181, i64 %.466.us.7172.2422
  store i8 %.sink.i.us.7.3, i8* %scevgep194.3, align 1, !noalias !97
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter375
  br i1 %niter.ncmp.3, label %B452.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B354.endif.us

B354.endif.us104:                                 ; preds = %B116.i.us.7.3.1, %B354.endif.us104.preheader.new.new.new
  %.397.098.us106 = phi i64 [ 0, %B354.endif.us104.preheader.new.new.new ], [ %.466.us108.7256.3.1, %B116.i.us.7.3.1 ]
  %niter616 = phi i64 [ 0, %B354.endif.us104.preheader.new.new.new ], [ %niter616.next.1, %B116.i.us.7.3.1 ]
  switch i32 %arg.b.2, label %B116.i.us.7 [
    i32 1, label %B116.i.us.7.thread
    i32 2, label %B116.i.us.7.thread441
    i32 4, label %B116.i.us.7.thread448
  ]

B116.i.us.7.thread448:                            ; preds = %B354.endif.us104
  %sunkaddr = shl i64 %.397.098.us106, 2
  %sunkaddr505 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr
  %604 = bitcast i8* %sunkaddr505 to i32*
  %.95.i.us112 = load i32, i32* %604, align 4, !noalias !94
  %.98.i.us113 = trunc i32 %.95.i.us112 to i16
  %605 = shl nuw i64 %.397.098.us106, 1
  %scevgep313195 = getelementptr i8, i8* %scevgep31138194, i64 %605
  %606 = bitcast i8* %scevgep313195 to i16*
  store i16 %.98.i.us113, i16* %606, align 2, !noalias !97
  %sunkaddr2726 = mul i64 %.397.098.us106, 4
  %sunkaddr2727 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2726
  %sunkaddr2728 = getelementptr i8, i8* %sunkaddr2727, i64 4
  %607 = bitcast i8* %sunkaddr2728 to i32*
  %.95.i.us112.1 = load i32, i32* %607, align 4, !noalias !94
  %.98.i.us113.1 = trunc i32 %.95.i.us112.1 to i16
  %sunkaddr2729 = mul i64 %.397.098.us106, 2
  %sunkaddr2730 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2729
  %sunkaddr2731 = getelementptr i8, i8* %sunkaddr2730, i64 -12
  %608 = bitcast i8* %sunkaddr2731 to i16*
  store i16 %.98.i.us113.1, i16* %608, align 2, !noalias !97
  %sunkaddr2732 = mul i64 %.397.098.us106, 4
  %sunkaddr2733 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2732
  %sunkaddr2734 = getelementptr i8, i8* %sunkaddr2733, i64 8
  %609 = bitcast i8* %sunkaddr2734 to i32*
  %.95.i.us112.2 = load i32, i32* %609, align 4, !noalias !94
  %.98.i.us113.2 = trunc i32 %.95.i.us112.2 to i16
  %sunkaddr2735 = mul i64 %.397.098.us106, 2
  %sunkaddr2736 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2735
  %sunkaddr2737 = getelementptr i8, i8* %sunkaddr2736, i64 -10
  %610 = bitcast i8* %sunkaddr2737 to i16*
  store i16 %.98.i.us113.2, i16* %610, align 2, !noalias !97
  %sunkaddr2738 = mul i64 %.397.098.us106, 4
  %sunkaddr2739 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2738
  %sunkaddr2740 = getelementptr i8, i8* %sunkaddr2739, i64 12
  %611 = bitcast i8* %sunkaddr2740 to i32*
  %.95.i.us112.3 = load i32, i32* %611, align 4, !noalias !94
  %.98.i.us113.3 = trunc i32 %.95.i.us112.3 to i16
  %sunkaddr2741 = mul i64 %.397.098.us106, 2
  %sunkaddr2742 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2741
  %sunkaddr2743 = getelementptr i8, i8* %sunkaddr2742, i64 -8
  %612 = bitcast i8* %sunkaddr2743 to i16*
  store i16 %.98.i.us113.3, i16* %612, align 2, !noalias !97
  %sunkaddr2744 = mul i64 %.397.098.us106, 4
  %sunkaddr2745 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2744
  %sunkaddr2746 = getelementptr i8, i8* %sunkaddr2745, i64 16
  %613 = bitcast i8* %sunkaddr2746 to i32*
  %.95.i.us112.4 = load i32, i32* %613, align 4, !noalias !94
  %.98.i.us113.4 = trunc i32 %.95.i.us112.4 to i16
  %sunkaddr2747 = mul i64 %.397.098.us106, 2
  %sunkaddr2748 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2747
  %sunkaddr2749 = getelementptr i8, i8* %sunkaddr2748, i64 -6
  %614 = bitcast i8* %sunkaddr2749 to i16*
  store i16 %.98.i.us113.4, i16* %614, align 2, !noalias !97
  %sunkaddr2750 = mul i64 %.397.098.us106, 4
  %sunkaddr2751 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2750
  %sunkaddr2752 = getelementptr i8, i8* %sunkaddr2751, i64 20
  %615 = bitcast i8* %sunkaddr2752 to i32*
  %.95.i.us112.5 = load i32, i32* %615, align 4, !noalias !94
  %.98.i.us113.5 = trunc i32 %.95.i.us112.5 to i16
  %sunkaddr2753 = mul i64 %.397.098.us106, 2
  %sunkaddr2754 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2753
  %sunkaddr2755 = getelementptr i8, i8* %sunkaddr2754, i64 -4
  %616 = bitcast i8* %sunkaddr2755 to i16*
  store i16 %.98.i.us113.5, i16* %616, align 2, !noalias !97
  %sunkaddr2756 = mul i64 %.397.098.us106, 4
  %sunkaddr2757 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2756
  %sunkaddr2758 = getelementptr i8, i8* %sunkaddr2757, i64 24
  %617 = bitcast i8* %sunkaddr2758 to i32*
  %.95.i.us112.6 = load i32, i32* %617, align 4, !noalias !94
  %.98.i.us113.6 = trunc i32 %.95.i.us112.6 to i16
  %sunkaddr2759 = mul i64 %.397.098.us106, 2
  %sunkaddr2760 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2759
  %sunkaddr2761 = getelementptr i8, i8* %sunkaddr2760, i64 -2
  %618 = bitcast i8* %sunkaddr2761 to i16*
  store i16 %.98.i.us113.6, i16* %618, align 2, !noalias !97
  %sunkaddr2762 = mul i64 %.397.098.us106, 4
  %sunkaddr2763 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2762
  %sunkaddr2764 = getelementptr i8, i8* %sunkaddr2763, i64 28
  %619 = bitcast i8* %sunkaddr2764 to i32*
  %.95.i.us112.7 = load i32, i32* %619, align 4, !noalias !94
  %.98.i.us113.7 = trunc i32 %.95.i.us112.7 to i16
  %.466.us108.7256451 = or i64 %.397.098.us106, 8
  %scevgep309452 = getelementptr i8, i8* %scevgep290, i64 %605
  %scevgep309310453 = bitcast i8* %scevgep309452 to i16*
  store i16 %.98.i.us113.7, i16* %scevgep309310453, align 2, !noalias !97
  %sunkaddr.1 = shl i64 %.466.us108.7256451, 2
  %sunkaddr505.1 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr.1
  %620 = bitcast i8* %sunkaddr505.1 to i32*
  %.95.i.us112.1405 = load i32, i32* %620, align 4, !noalias !94
  %.98.i.us113.1406 = trunc i32 %.95.i.us112.1405 to i16
  %621 = shl nuw i64 %.466.us108.7256451, 1
  %scevgep313195.1 = getelementptr i8, i8* %scevgep31138194, i64 %621
  %622 = bitcast i8* %scevgep313195.1 to i16*
  store i16 %.98.i.us113.1406, i16* %622, align 2, !noalias !97
  %sunkaddr2765 = mul i64 %.466.us108.7256451, 4
  %sunkaddr2766 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2765
  %sunkaddr2767 = getelementptr i8, i8* %sunkaddr2766, i64 4
  %623 = bitcast i8* %sunkaddr2767 to i32*
  %.95.i.us112.1.1 = load i32, i32* %623, align 4, !noalias !94
  %.98.i.us113.1.1 = trunc i32 %.95.i.us112.1.1 to i16
  %sunkaddr2768 = mul i64 %.466.us108.7256451, 2
  %sunkaddr2769 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2768
  %sunkaddr2770 = getelementptr i8, i8* %sunkaddr2769, i64 -12
  %624 = bitcast i8* %sunkaddr2770 to i16*
  store i16 %.98.i.us113.1.1, i16* %624, align 2, !noalias !97
  %sunkaddr2771 = mul i64 %.466.us108.7256451, 4
  %sunkaddr2772 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2771
  %sunkaddr2773 = getelementptr i8, i8* %sunkaddr2772, i64 8
  %625 = bitcast i8* %sunkaddr2773 to i32*
  %.95.i.us112.2.1 = load i32, i32* %625, align 4, !noalias !94
  %.98.i.us113.2.1 = trunc i32 %.95.i.us112.2.1 to i16
  %sunkaddr2774 = mul i64 %.466.us108.7256451, 2
  %sunkaddr2775 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2774
  %sunkaddr2776 = getelementptr i8, i8* %sunkaddr2775, i64 -10
  %626 = bitcast i8* %sunkaddr2776 to i16*
  store i16 %.98.i.us113.2.1, i16* %626, align 2, !noalias !97
  %sunkaddr2777 = mul i64 %.466.us108.7256451, 4
  %sunkaddr2778 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2777
  %sunkaddr2779 = getelementptr i8, i8* %sunkaddr2778, i64 12
  %627 = bitcast i8* %sunkaddr2779 to i32*
  %.95.i.us112.3.1 = load i32, i32* %627, align 4, !noalias !94
  %.98.i.us113.3.1 = trunc i32 %.95.i.us112.3.1 to i16
  %sunkaddr2780 = mul i64 %.466.us108.7256451, 2
  %sunkaddr2781 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2780
  %sunkaddr2782 = getelementptr i8, i8* %sunkaddr2781, i64 -8
  %628 = bitcast i8* %sunkaddr2782 to i16*
  store i16 %.98.i.us113.3.1, i16* %628, align 2, !noalias !97
  %sunkaddr2783 = mul i64 %.466.us108.7256451, 4
  %sunkaddr2784 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2783
  %sunkaddr2785 = getelementptr i8, i8* %sunkaddr2784, i64 16
  %629 = bitcast i8* %sunkaddr2785 to i32*
  %.95.i.us112.4.1 = load i32, i32* %629, align 4, !noalias !94
  %.98.i.us113.4.1 = trunc i32 %.95.i.us112.4.1 to i16
  %sunkaddr2786 = mul i64 %.466.us108.7256451, 2
  %sunkaddr2787 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2786
  %sunkaddr2788 = getelementptr i8, i8* %sunkaddr2787, i64 -6
  %630 = bitcast i8* %sunkaddr2788 to i16*
  store i16 %.98.i.us113.4.1, i16* %630, align 2, !noalias !97
  %sunkaddr2789 = mul i64 %.466.us108.7256451, 4
  %sunkaddr2790 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2789
  %sunkaddr2791 = getelementptr i8, i8* %sunkaddr2790, i64 20
  %631 = bitcast i8* %sunkaddr2791 to i32*
  %.95.i.us112.5.1 = load i32, i32* %631, align 4, !noalias !94
  %.98.i.us113.5.1 = trunc i32 %.95.i.us112.5.1 to i16
  %sunkaddr2792 = mul i64 %.466.us108.7256451, 2
  %sunkaddr2793 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2792
  %sunkaddr2794 = getelementptr i8, i8* %sunkaddr2793, i64 -4
  %632 = bitcast i8* %sunkaddr2794 to i16*
  store i16 %.98.i.us113.5.1, i16* %632, align 2, !noalias !97
  %sunkaddr2795 = mul i64 %.466.us108.7256451, 4
  %sunkaddr2796 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2795
  %sunkaddr2797 = getelementptr i8, i8* %sunkaddr2796, i64 24
  %633 = bitcast i8* %sunkaddr2797 to i32*
  %.95.i.us112.6.1 = load i32, i32* %633, align 4, !noalias !94
  %.98.i.us113.6.1 = trunc i32 %.95.i.us112.6.1 to i16
  %sunkaddr2798 = mul i64 %.466.us108.7256451, 2
  %sunkaddr2799 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2798
  %sunkaddr2800 = getelementptr i8, i8* %sunkaddr2799, i64 -2
  %634 = bitcast i8* %sunkaddr2800 to i16*
  store i16 %.98.i.us113.6.1, i16* %634, align 2, !noalias !97
  %sunkaddr2801 = mul i64 %.466.us108.7256451, 4
  %sunkaddr2802 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2801
  %sunkaddr2803 = getelementptr i8, i8* %sunkaddr2802, i64 28
  %635 = bitcast i8* %sunkaddr2803 to i32*
  %.95.i.us112.7.1 = load i32, i32* %635, align 4, !noalias !94
  %.98.i.us113.7.1 = trunc i32 %.95.i.us112.7.1 to i16
  %.466.us108.7256.1471 = or i64 %.397.098.us106, 16
  %scevgep309.1472 = getelementptr i8, i8* %scevgep290, i64 %621
  %scevgep309310.1473 = bitcast i8* %scevgep309.1472 to i16*
  store i16 %.98.i.us113.7.1, i16* %scevgep309310.1473, align 2, !noalias !97
  %sunkaddr.2 = shl i64 %.466.us108.7256.1471, 2
  %sunkaddr505.2 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr.2
  %636 = bitcast i8* %sunkaddr505.2 to i32*
  %.95.i.us112.2410 = load i32, i32* %636, align 4, !noalias !94
  %.98.i.us113.2411 = trunc i32 %.95.i.us112.2410 to i16
  %637 = shl nuw i64 %.466.us108.7256.1471, 1
  %scevgep313195.2 = getelementptr i8, i8* %scevgep31138194, i64 %637
  %638 = bitcast i8* %scevgep313195.2 to i16*
  store i16 %.98.i.us113.2411, i16* %638, align 2, !noalias !97
  %sunkaddr2804 = mul i64 %.466.us108.7256.1471, 4
  %sunkaddr2805 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2804
  %sunkaddr2806 = getelementptr i8, i8* %sunkaddr2805, i64 4
  %639 = bitcast i8* %sunkaddr2806 to i32*
  %.95.i.us112.1.2 = load i32, i32* %639, align 4, !noalias !94
  %.98.i.us113.1.2 = trunc i32 %.95.i.us112.1.2 to i16
  %sunkaddr2807 = mul i64 %.466.us108.7256.1471, 2
  %sunkaddr2808 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2807
  %sunkaddr2809 = getelementptr i8, i8* %sunkaddr2808, i64 -12
  %640 = bitcast i8* %sunkaddr2809 to i16*
  store i16 %.98.i.us113.1.2, i16* %640, align 2, !noalias !97
  %sunkaddr2810 = mul i64 %.466.us108.7256.1471, 4
  %sunkaddr2811 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2810
  %sunkaddr2812 = getelementptr i8, i8* %sunkaddr2811, i64 8
  %641 = bitcast i8* %sunkaddr2812 to i32*
  %.95.i.us112.2.2 = load i32, i32* %641, align 4, !noalias !94
  %.98.i.us113.2.2 = trunc i32 %.95.i.us112.2.2 to i16
  %sunkaddr2813 = mul i64 %.466.us108.7256.1471, 2
  %sunkaddr2814 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2813
  %sunkaddr2815 = getelementptr i8, i8* %sunkaddr2814, i64 -10
  %642 = bitcast i8* %sunkaddr2815 to i16*
  store i16 %.98.i.us113.2.2, i16* %642, align 2, !noalias !97
  %sunkaddr2816 = mul i64 %.466.us108.7256.1471, 4
  %sunkaddr2817 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2816
  %sunkaddr2818 = getelementptr i8, i8* %sunkaddr2817, i64 12
  %643 = bitcast i8* %sunkaddr2818 to i32*
  %.95.i.us112.3.2 = load i32, i32* %643, align 4, !noalias !94
  %.98.i.us113.3.2 = trunc i32 %.95.i.us112.3.2 to i16
  %sunkaddr2819 = mul i64 %.466.us108.7256.1471, 2
  %sunkaddr2820 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2819
  %sunkaddr2821 = getelementptr i8, i8* %sunkaddr2820, i64 -8
  %644 = bitcast i8* %sunkaddr2821 to i16*
  store i16 %.98.i.us113.3.2, i16* %644, align 2, !noalias !97
  %sunkaddr2822 = mul i64 %.466.us108.7256.1471, 4
  %sunkaddr2823 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2822
  %sunkaddr2824 = getelementptr i8, i8* %sunkaddr2823, i64 16
  %645 = bitcast i8* %sunkaddr2824 to i32*
  %.95.i.us112.4.2 = load i32, i32* %645, align 4, !noalias !94
  %.98.i.us113.4.2 = trunc i32 %.95.i.us112.4.2 to i16
  %sunkaddr2825 = mul i64 %.466.us108.7256.1471, 2
  %sunkaddr2826 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2825
  %sunkaddr2827 = getelementptr i8, i8* %sunkaddr2826, i64 -6
  %646 = bitcast i8* %sunkaddr2827 to i16*
  store i16 %.98.i.us113.4.2, i16* %646, align 2, !noalias !97
  %sunkaddr2828 = mul i64 %.466.us108.7256.1471, 4
  %sunkaddr2829 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2828
  %sunkaddr2830 = getelementptr i8, i8* %sunkaddr2829, i64 20
  %647 = bitcast i8* %sunkaddr2830 to i32*
  %.95.i.us112.5.2 = load i32, i32* %647, align 4, !noalias !94
  %.98.i.us113.5.2 = trunc i32 %.95.i.us112.5.2 to i16
  %sunkaddr2831 = mul i64 %.466.us108.7256.1471, 2
  %sunkaddr2832 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2831
  %sunkaddr2833 = getelementptr i8, i8* %sunkaddr2832, i64 -4
  %648 = bitcast i8* %sunkaddr2833 to i16*
  store i16 %.98.i.us113.5.2, i16* %648, align 2, !noalias !97
  %sunkaddr2834 = mul i64 %.466.us108.7256.1471, 4
  %sunkaddr2835 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2834
  %sunkaddr2836 = getelementptr i8, i8* %sunkaddr2835, i64 24
  %649 = bitcast i8* %sunkaddr2836 to i32*
  %.95.i.us112.6.2 = load i32, i32* %649, align 4, !noalias !94
  %.98.i.us113.6.2 = trunc i32 %.95.i.us112.6.2 to i16
  %sunkaddr2837 = mul i64 %.466.us108.7256.1471, 2
  %sunkaddr2838 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2837
  %sunkaddr2839 = getelementptr i8, i8* %sunkaddr2838, i64 -2
  %650 = bitcast i8* %sunkaddr2839 to i16*
  store i16 %.98.i.us113.6.2, i16* %650, align 2, !noalias !97
  %sunkaddr2840 = mul i64 %.466.us108.7256.1471, 4
  %sunkaddr2841 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2840
  %sunkaddr2842 = getelementptr i8, i8* %sunkaddr2841, i64 28
  %651 = bitcast i8* %sunkaddr2842 to i32*
  %.95.i.us112.7.2 = load i32, i32* %651, align 4, !noalias !94
  %.98.i.us113.7.2 = trunc i32 %.95.i.us112.7.2 to i16
  %.466.us108.7256.2491 = or i64 %.397.098.us106, 24
  %scevgep309.2492 = getelementptr i8, i8* %scevgep290, i64 %637
  %scevgep309310.2493 = bitcast i8* %scevgep309.2492 to i16*
  store i16 %.98.i.us113.7.2, i16* %scevgep309310.2493, align 2, !noalias !97
  %sunkaddr.3 = shl i64 %.466.us108.7256.2491, 2
  %sunkaddr505.3 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr.3
  %652 = bitcast i8* %sunkaddr505.3 to i32*
  %.95.i.us112.3415 = load i32, i32* %652, align 4, !noalias !94
  %.98.i.us113.3416 = trunc i32 %.95.i.us112.3415 to i16
  %653 = shl nuw i64 %.466.us108.7256.2491, 1
  %scevgep313195.3 = getelementptr i8, i8* %scevgep31138194, i64 %653
  %654 = bitcast i8* %scevgep313195.3 to i16*
  store i16 %.98.i.us113.3416, i16* %654, align 2, !noalias !97
  %sunkaddr2843 = mul i64 %.466.us108.7256.2491, 4
  %sunkaddr2844 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2843
  %sunkaddr2845 = getelementptr i8, i8* %sunkaddr2844, i64 4
  %655 = bitcast i8* %sunkaddr2845 to i32*
  %.95.i.us112.1.3 = load i32, i32* %655, align 4, !noalias !94
  %.98.i.us113.1.3 = trunc i32 %.95.i.us112.1.3 to i16
  %sunkaddr2846 = mul i64 %.466.us108.7256.2491, 2
  %sunkaddr2847 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2846
  %sunkaddr2848 = getelementptr i8, i8* %sunkaddr2847, i64 -12
  %656 = bitcast i8* %sunkaddr2848 to i16*
  store i16 %.98.i.us113.1.3, i16* %656, align 2, !noalias !97
  %sunkaddr2849 = mul i64 %.466.us108.7256.2491, 4
  %sunkaddr2850 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2849
  %sunkaddr2851 = getelementptr i8, i8* %sunkaddr2850, i64 8
  %657 = bitcast i8* %sunkaddr2851 to i32*
  %.95.i.us112.2.3 = load i32, i32* %657, align 4, !noalias !94
  %.98.i.us113.2.3 = trunc i32 %.95.i.us112.2.3 to i16
  %sunkaddr2852 = mul i64 %.466.us108.7256.2491, 2
  %sunkaddr2853 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2852
  %sunkaddr2854 = getelementptr i8, i8* %sunkaddr2853, i64 -10
  %658 = bitcast i8* %sunkaddr2854 to i16*
  store i16 %.98.i.us113.2.3, i16* %658, align 2, !noalias !97
  %sunkaddr2855 = mul i64 %.466.us108.7256.2491, 4
  %sunkaddr2856 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2855
  %sunkaddr2857 = getelementptr i8, i8* %sunkaddr2856, i64 12
  %659 = bitcast i8* %sunkaddr2857 to i32*
  %.95.i.us112.3.3 = load i32, i32* %659, align 4, !noalias !94
  %.98.i.us113.3.3 = trunc i32 %.95.i.us112.3.3 to i16
  %sunkaddr2858 = mul i64 %.466.us108.7256.2491, 2
  %sunkaddr2859 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2858
  %sunkaddr2860 = getelementptr i8, i8* %sunkaddr2859, i64 -8
  %660 = bitcast i8* %sunkaddr2860 to i16*
  store i16 %.98.i.us113.3.3, i16* %660, align 2, !noalias !97
  %sunkaddr2861 = mul i64 %.466.us108.7256.2491, 4
  %sunkaddr2862 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2861
  %sunkaddr2863 = getelementptr i8, i8* %sunkaddr2862, i64 16
  %661 = bitcast i8* %sunkaddr2863 to i32*
  %.95.i.us112.4.3 = load i32, i32* %661, align 4, !noalias !94
  %.98.i.us113.4.3 = trunc i32 %.95.i.us112.4.3 to i16
  %sunkaddr2864 = mul i64 %.466.us108.7256.2491, 2
  %sunkaddr2865 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2864
  %sunkaddr2866 = getelementptr i8, i8* %sunkaddr2865, i64 -6
  %662 = bitcast i8* %sunkaddr2866 to i16*
  store i16 %.98.i.us113.4.3, i16* %662, align 2, !noalias !97
  %sunkaddr2867 = mul i64 %.466.us108.7256.2491, 4
  %sunkaddr2868 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2867
  %sunkaddr2869 = getelementptr i8, i8* %sunkaddr2868, i64 20
  %663 = bitcast i8* %sunkaddr2869 to i32*
  %.95.i.us112.5.3 = load i32, i32* %663, align 4, !noalias !94
  %.98.i.us113.5.3 = trunc i32 %.95.i.us112.5.3 to i16
  %sunkaddr2870 = mul i64 %.466.us108.7256.2491, 2
  %sunkaddr2871 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2870
  %sunkaddr2872 = getelementptr i8, i8* %sunkaddr2871, i64 -4
  %664 = bitcast i8* %sunkaddr2872 to i16*
  store i16 %.98.i.us113.5.3, i16* %664, align 2, !noalias !97
  %sunkaddr2873 = mul i64 %.466.us108.7256.2491, 4
  %sunkaddr2874 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2873
  %sunkaddr2875 = getelementptr i8, i8* %sunkaddr2874, i64 24
  %665 = bitcast i8* %sunkaddr2875 to i32*
  %.95.i.us112.6.3 = load i32, i32* %665, align 4, !noalias !94
  %.98.i.us113.6.3 = trunc i32 %.95.i.us112.6.3 to i16
  %sunkaddr2876 = mul i64 %.466.us108.7256.2491, 2
  %sunkaddr2877 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2876
  %sunkaddr2878 = getelementptr i8, i8* %sunkaddr2877, i64 -2
  %666 = bitcast i8* %sunkaddr2878 to i16*
  store i16 %.98.i.us113.6.3, i16* %666, align 2, !noalias !97
  %sunkaddr2879 = mul i64 %.466.us108.7256.2491, 4
  %sunkaddr2880 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2879
  %sunkaddr2881 = getelementptr i8, i8* %sunkaddr2880, i64 28
  %667 = bitcast i8* %sunkaddr2881 to i32*
  %.95.i.us112.7.3 = load i32, i32* %667, align 4, !noalias !94
  %.98.i.us113.7.3 = trunc i32 %.95.i.us112.7.3 to i16
  br label %B116.i.us.7.3

B116.i.us.7.thread441:                            ; preds = %B354.endif.us104
  %668 = shl i64 %.397.098.us106, 1
  %scevgep359 = getelementptr i8, i8* %arg.b.0, i64 %668
  %scevgep359360 = bitcast i8* %scevgep359 to i16*
  %.66.i.us116 = load i16, i16* %scevgep359360, align 2, !noalias !94
  %scevgep313191 = getelementptr i8, i8* %scevgep31138194, i64 %668
  %669 = bitcast i8* %scevgep313191 to i16*
  store i16 %.66.i.us116, i16* %669, align 2, !noalias !97
  %sunkaddr2882 = mul i64 %.397.098.us106, 2
  %sunkaddr2883 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2882
  %sunkaddr2884 = getelementptr i8, i8* %sunkaddr2883, i64 2
  %670 = bitcast i8* %sunkaddr2884 to i16*
  %.66.i.us116.1 = load i16, i16* %670, align 2, !noalias !94
  %sunkaddr2885 = mul i64 %.397.098.us106, 2
  %sunkaddr2886 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2885
  %sunkaddr2887 = getelementptr i8, i8* %sunkaddr2886, i64 -12
  %671 = bitcast i8* %sunkaddr2887 to i16*
  store i16 %.66.i.us116.1, i16* %671, align 2, !noalias !97
  %sunkaddr2888 = mul i64 %.397.098.us106, 2
  %sunkaddr2889 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2888
  %sunkaddr2890 = getelementptr i8, i8* %sunkaddr2889, i64 4
  %672 = bitcast i8* %sunkaddr2890 to i16*
  %.66.i.us116.2 = load i16, i16* %672, align 2, !noalias !94
  %sunkaddr2891 = mul i64 %.397.098.us106, 2
  %sunkaddr2892 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2891
  %sunkaddr2893 = getelementptr i8, i8* %sunkaddr2892, i64 -10
  %673 = bitcast i8* %sunkaddr2893 to i16*
  store i16 %.66.i.us116.2, i16* %673, align 2, !noalias !97
  %sunkaddr2894 = mul i64 %.397.098.us106, 2
  %sunkaddr2895 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2894
  %sunkaddr2896 = getelementptr i8, i8* %sunkaddr2895, i64 6
  %674 = bitcast i8* %sunkaddr2896 to i16*
  %.66.i.us116.3 = load i16, i16* %674, align 2, !noalias !94
  %sunkaddr2897 = mul i64 %.397.098.us106, 2
  %sunkaddr2898 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2897
  %sunkaddr2899 = getelementptr i8, i8* %sunkaddr2898, i64 -8
  %675 = bitcast i8* %sunkaddr2899 to i16*
  store i16 %.66.i.us116.3, i16* %675, align 2, !noalias !97
  %sunkaddr2900 = mul i64 %.397.098.us106, 2
  %sunkaddr2901 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2900
  %sunkaddr2902 = getelementptr i8, i8* %sunkaddr2901, i64 8
  %676 = bitcast i8* %sunkaddr2902 to i16*
  %.66.i.us116.4 = load i16, i16* %676, align 2, !noalias !94
  %sunkaddr2903 = mul i64 %.397.098.us106, 2
  %sunkaddr2904 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2903
  %sunkaddr2905 = getelementptr i8, i8* %sunkaddr2904, i64 -6
  %677 = bitcast i8* %sunkaddr2905 to i16*
  store i16 %.66.i.us116.4, i16* %677, align 2, !noalias !97
  %sunkaddr2906 = mul i64 %.397.098.us106, 2
  %sunkaddr2907 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2906
  %sunkaddr2908 = getelementptr i8, i8* %sunkaddr2907, i64 10
  %678 = bitcast i8* %sunkaddr2908 to i16*
  %.66.i.us116.5 = load i16, i16* %678, align 2, !noalias !94
  %sunkaddr2909 = mul i64 %.397.098.us106, 2
  %sunkaddr2910 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2909
  %sunkaddr2911 = getelementptr i8, i8* %sunkaddr2910, i64 -4
  %679 = bitcast i8* %sunkaddr2911 to i16*
  store i16 %.66.i.us116.5, i16* %679, align 2, !noalias !97
  %sunkaddr2912 = mul i64 %.397.098.us106, 2
  %sunkaddr2913 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2912
  %sunkaddr2914 = getelementptr i8, i8* %sunkaddr2913, i64 12
  %680 = bitcast i8* %sunkaddr2914 to i16*
  %.66.i.us116.6 = load i16, i16* %680, align 2, !noalias !94
  %sunkaddr2915 = mul i64 %.397.098.us106, 2
  %sunkaddr2916 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr2915
  %sunkaddr2917 = getelementptr i8, i8* %sunkaddr2916, i64 -2
  %681 = bitcast i8* %sunkaddr2917 to i16*
  store i16 %.66.i.us116.6, i16* %681, align 2, !noalias !97
  %sunkaddr2918 = mul i64 %.397.098.us106, 2
  %sunkaddr2919 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr2918
  %sunkaddr2920 = getelementptr i8, i8* %sunkaddr2919, i64 14
  %682 = bitcast i8* %sunkaddr2920 to i16*
  %.66.i.us116.7 = load i16, i16* %682, align 2, !noalias !94
  %scevgep309445 = getelementptr i8, i8* %scevgep290, i64 %668
  %scevgep309310446 = bitcast i8* %scevgep309445 to i16*
  store i16 %.66.i.us116.7, i16* %scevgep309310446, align 2, !noalias !97
  %683 = or i64 %668, 16
  %scevgep359.1 = getelementptr i8, i8* %arg.b.0, i64 %683
  %scevgep359360.1 = bitcast i8* %scevgep359.1 to i16*
  %.66.i.us116.1407 = load i16, i16* %scevgep359360.1, align 2, !noalias !94
  %scevgep313191.1 = getelementptr i8, i8* %scevgep31138194, i64 %683
  %684 = bitcast i8* %scevgep313191.1 to i16*
  store i16 %.66.i.us116.1407, i16* %684, align 2, !noalias !97
  %sunkaddr2921 = getelementptr i8, i8* %arg.b.0, i64 %683
  %sunkaddr2922 = getelementptr i8, i8* %sunkaddr2921, i64 2
  %685 = bitcast i8* %sunkaddr2922 to i16*
  %.66.i.us116.1.1 = load i16, i16* %685, align 2, !noalias !94
  %sunkaddr2923 = getelementptr i8, i8* %scevgep290, i64 %683
  %sunkaddr2924 = getelementptr i8, i8* %sunkaddr2923, i64 -12
  %686 = bitcast i8* %sunkaddr2924 to i16*
  store i16 %.66.i.us116.1.1, i16* %686, align 2, !noalias !97
  %sunkaddr2925 = getelementptr i8, i8* %arg.b.0, i64 %683
  %sunkaddr2926 = getelementptr i8, i8* %sunkaddr2925, i64 4
  %687 = bitcast i8* %sunkaddr2926 to i16*
  %.66.i.us116.2.1 = load i16, i16* %687, align 2, !noalias !94
  %sunkaddr2927 = getelementptr i8, i8* %scevgep290, i64 %683
  %sunkaddr2928 = getelementptr i8, i8* %sunkaddr2927, i64 -10
  %688 = bitcast i8* %sunkaddr2928 to i16*
  store i16 %.66.i.us116.2.1, i16* %688, align 2, !noalias !97
  %sunkaddr2929 = getelementptr i8, i8* %arg.b.0, i64 %683
  %sunkaddr2930 = getelementptr i8, i8* %sunkaddr2929, i64 6
  %689 = bitcast i8* %sunkaddr2930 to i16*
  %.66.i.us116.3.1 = load i16, i16* %689, align 2, !noalias !94
  %sunkaddr2931 = getelementptr i8, i8* %scevgep290, i64 %683
  %sunkaddr2932 = getelementptr i8, i8* %sunkaddr2931, i64 -8
  %690 = bitcast i8* %sunkaddr2932 to i16*
  store i16 %.66.i.us116.3.1, i16* %690, align 2, !noalias !97
  %sunkaddr2933 = getelementptr i8, i8* %arg.b.0, i64 %683
  %sunkaddr2934 = getelementptr i8, i8* %sunkaddr2933, i64 8
  %691 = bitcast i8* %sunkaddr2934 to i16*
  %.66.i.us116.4.1 = load i16, i16* %691, align 2, !noalias !94
  %sunkaddr2935 = getelementptr i8, i8* %scevgep290, i64 %683
  %sunkaddr2936 = getelementptr i8, i8* %sunkaddr2935, i64 -6
  %692 = bitcast i8* %sunkaddr2936 to i16*
  store i16 %.66.i.us116.4.1, i16* %692, align 2, !noalias !97
  %sunkaddr2937 = getelementptr i8, i8* %arg.b.0, i64 %683
  %sunkaddr2938 = getelementptr i8, i8* %sunkaddr2937, i64 10
  %693 = bitcast i8* %sunkaddr2938 to i16*
  %.66.i.us116.5.1 = load i16, i16* %693, align 2, !noalias !94
  %sunkaddr2939 = getelementptr i8, i8* %scevgep290, i64 %683
  %sunkaddr2940 = getelementptr i8, i8* %sunkaddr2939, i64 -4
  %694 = bitcast i8* %sunkaddr2940 to i16*
  store i16 %.66.i.us116.5.1, i16* %694, align 2, !noalias !97
  %sunkaddr2941 = getelementptr i8, i8* %arg.b.0, i64 %683
  %sunkaddr2942 = getelementptr i8, i8* %sunkaddr2941, i64 12
  %695 = bitcast i8* %sunkaddr2942 to i16*
  %.66.i.us116.6.1 = load i16, i16* %695, align 2, !noalias !94
  %sunkaddr2943 = getelementptr i8, i8* %scevgep290, i64 %683
  %sunkaddr2944 = getelementptr i8, i8* %sunkaddr2943, i64 -2
  %696 = bitcast i8* %sunkaddr2944 to i16*
  store i16 %.66.i.us116.6.1, i16* %696, align 2, !noalias !97
  %sunkaddr2945 = getelementptr i8, i8* %arg.b.0, i64 %683
  %sunkaddr2946 = getelementptr i8, i8* %sunkaddr2945, i64 14
  %697 = bitcast i8* %sunkaddr2946 to i16*
  %.66.i.us116.7.1 = load i16, i16* %697, align 2, !noalias !94
  %scevgep309.1465 = getelementptr i8, i8* %scevgep290, i64 %683
  %scevgep309310.1466 = bitcast i8* %scevgep309.1465 to i16*
  store i16 %.66.i.us116.7.1, i16* %scevgep309310.1466, align 2, !noalias !97
  %698 = or i64 %668, 32
  %scevgep359.2 = getelementptr i8, i8* %arg.b.0, i64 %698
  %scevgep359360.2 = bitcast i8* %scevgep359.2 to i16*
  %.66.i.us116.2412 = load i16, i16* %scevgep359360.2, align 2, !noalias !94
  %scevgep313191.2 = getelementptr i8, i8* %scevgep31138194, i64 %698
  %699 = bitcast i8* %scevgep313191.2 to i16*
  store i16 %.66.i.us116.2412, i16* %699, align 2, !noalias !97
  %sunkaddr2947 = getelementptr i8, i8* %arg.b.0, i64 %698
  %sunkaddr2948 = getelementptr i8, i8* %sunkaddr2947, i64 2
  %700 = bitcast i8* %sunkaddr2948 to i16*
  %.66.i.us116.1.2 = load i16, i16* %700, align 2, !noalias !94
  %sunkaddr2949 = getelementptr i8, i8* %scevgep290, i64 %698
  %sunkaddr2950 = getelementptr i8, i8* %sunkaddr2949, i64 -12
  %701 = bitcast i8* %sunkaddr2950 to i16*
  store i16 %.66.i.us116.1.2, i16* %701, align 2, !noalias !97
  %sunkaddr2951 = getelementptr i8, i8* %arg.b.0, i64 %698
  %sunkaddr2952 = getelementptr i8, i8* %sunkaddr2951, i64 4
  %702 = bitcast i8* %sunkaddr2952 to i16*
  %.66.i.us116.2.2 = load i16, i16* %702, align 2, !noalias !94
  %sunkaddr2953 = getelementptr i8, i8* %scevgep290, i64 %698
  %sunkaddr2954 = getelementptr i8, i8* %sunkaddr2953, i64 -10
  %703 = bitcast i8* %sunkaddr2954 to i16*
  store i16 %.66.i.us116.2.2, i16* %703, align 2, !noalias !97
  %sunkaddr2955 = getelementptr i8, i8* %arg.b.0, i64 %698
  %sunkaddr2956 = getelementptr i8, i8* %sunkaddr2955, i64 6
  %704 = bitcast i8* %sunkaddr2956 to i16*
  %.66.i.us116.3.2 = load i16, i16* %704, align 2, !noalias !94
  %sunkaddr2957 = getelementptr i8, i8* %scevgep290, i64 %698
  %sunkaddr2958 = getelementptr i8, i8* %sunkaddr2957, i64 -8
  %705 = bitcast i8* %sunkaddr2958 to i16*
  store i16 %.66.i.us116.3.2, i16* %705, align 2, !noalias !97
  %sunkaddr2959 = getelementptr i8, i8* %arg.b.0, i64 %698
  %sunkaddr2960 = getelementptr i8, i8* %sunkaddr2959, i64 8
  %706 = bitcast i8* %sunkaddr2960 to i16*
  %.66.i.us116.4.2 = load i16, i16* %706, align 2, !noalias !94
  %sunkaddr2961 = getelementptr i8, i8* %scevgep290, i64 %698
  %sunkaddr2962 = getelementptr i8, i8* %sunkaddr2961, i64 -6
  %707 = bitcast i8* %sunkaddr2962 to i16*
  store i16 %.66.i.us116.4.2, i16* %707, align 2, !noalias !97
  %sunkaddr2963 = getelementptr i8, i8* %arg.b.0, i64 %698
  %sunkaddr2964 = getelementptr i8, i8* %sunkaddr2963, i64 10
  %708 = bitcast i8* %sunkaddr2964 to i16*
  %.66.i.us116.5.2 = load i16, i16* %708, align 2, !noalias !94
  %sunkaddr2965 = getelementptr i8, i8* %scevgep290, i64 %698
  %sunkaddr2966 = getelementptr i8, i8* %sunkaddr2965, i64 -4
  %709 = bitcast i8* %sunkaddr2966 to i16*
  store i16 %.66.i.us116.5.2, i16* %709, align 2, !noalias !97
  %sunkaddr2967 = getelementptr i8, i8* %arg.b.0, i64 %698
  %sunkaddr2968 = getelementptr i8, i8* %sunkaddr2967, i64 12
  %710 = bitcast i8* %sunkaddr2968 to i16*
  %.66.i.us116.6.2 = load i16, i16* %710, align 2, !noalias !94
  %sunkaddr2969 = getelementptr i8, i8* %scevgep290, i64 %698
  %sunkaddr2970 = getelementptr i8, i8* %sunkaddr2969, i64 -2
  %711 = bitcast i8* %sunkaddr2970 to i16*
  store i16 %.66.i.us116.6.2, i16* %711, align 2, !noalias !97
  %sunkaddr2971 = getelementptr i8, i8* %arg.b.0, i64 %698
  %sunkaddr2972 = getelementptr i8, i8* %sunkaddr2971, i64 14
  %712 = bitcast i8* %sunkaddr2972 to i16*
  %.66.i.us116.7.2 = load i16, i16* %712, align 2, !noalias !94
  %scevgep309.2485 = getelementptr i8, i8* %scevgep290, i64 %698
  %scevgep309310.2486 = bitcast i8* %scevgep309.2485 to i16*
  store i16 %.66.i.us116.7.2, i16* %scevgep309310.2486, align 2, !noalias !97
  %713 = or i64 %668, 48
  %scevgep359.3 = getelementptr i8, i8* %arg.b.0, i64 %713
  %scevgep359360.3 = bitcast i8* %scevgep359.3 to i16*
  %.66.i.us116.3417 = load i16, i16* %scevgep359360.3, align 2, !noalias !94
  %scevgep313191.3 = getelementptr i8, i8* %scevgep31138194, i64 %713
  %714 = bitcast i8* %scevgep313191.3 to i16*
  store i16 %.66.i.us116.3417, i16* %714, align 2, !noalias !97
  %sunkaddr2973 = getelementptr i8, i8* %arg.b.0, i64 %713
  %sunkaddr2974 = getelementptr i8, i8* %sunkaddr2973, i64 2
  %715 = bitcast i8* %sunkaddr2974 to i16*
  %.66.i.us116.1.3 = load i16, i16* %715, align 2, !noalias !94
  %sunkaddr2975 = getelementptr i8, i8* %scevgep290, i64 %713
  %sunkaddr2976 = getelementptr i8, i8* %sunkaddr2975, i64 -12
  %716 = bitcast i8* %sunkaddr2976 to i16*
  store i16 %.66.i.us116.1.3, i16* %716, align 2, !noalias !97
  %sunkaddr2977 = getelementptr i8, i8* %arg.b.0, i64 %713
  %sunkaddr2978 = getelementptr i8, i8* %sunkaddr2977, i64 4
  %717 = bitcast i8* %sunkaddr2978 to i16*
  %.66.i.us116.2.3 = load i16, i16* %717, align 2, !noalias !94
  %sunkaddr2979 = getelementptr i8, i8* %scevgep290, i64 %713
  %sunkaddr2980 = getelementptr i8, i8* %sunkaddr2979, i64 -10
  %718 = bitcast i8* %sunkaddr2980 to i16*
  store i16 %.66.i.us116.2.3, i16* %718, align 2, !noalias !97
  %sunkaddr2981 = getelementptr i8, i8* %arg.b.0, i64 %713
  %sunkaddr2982 = getelementptr i8, i8* %sunkaddr2981, i64 6
  %719 = bitcast i8* %sunkaddr2982 to i16*
  %.66.i.us116.3.3 = load i16, i16* %719, align 2, !noalias !94
  %sunkaddr2983 = getelementptr i8, i8* %scevgep290, i64 %713
  %sunkaddr2984 = getelementptr i8, i8* %sunkaddr2983, i64 -8
  %720 = bitcast i8* %sunkaddr2984 to i16*
  store i16 %.66.i.us116.3.3, i16* %720, align 2, !noalias !97
  %sunkaddr2985 = getelementptr i8, i8* %arg.b.0, i64 %713
  %sunkaddr2986 = getelementptr i8, i8* %sunkaddr2985, i64 8
  %721 = bitcast i8* %sunkaddr2986 to i16*
  %.66.i.us116.4.3 = load i16, i16* %721, align 2, !noalias !94
  %sunkaddr2987 = getelementptr i8, i8* %scevgep290, i64 %713
  %sunkaddr2988 = getelementptr i8, i8* %sunkaddr2987, i64 -6
  %722 = bitcast i8* %sunkaddr2988 to i16*
  store i16 %.66.i.us116.4.3, i16* %722, align 2, !noalias !97
  %sunkaddr2989 = getelementptr i8, i8* %arg.b.0, i64 %713
  %sunkaddr2990 = getelementptr i8, i8* %sunkaddr2989, i64 10
  %723 = bitcast i8* %sunkaddr2990 to i16*
  %.66.i.us116.5.3 = load i16, i16* %723, align 2, !noalias !94
  %sunkaddr2991 = getelementptr i8, i8* %scevgep290, i64 %713
  %sunkaddr2992 = getelementptr i8, i8* %sunkaddr2991, i64 -4
  %724 = bitcast i8* %sunkaddr2992 to i16*
  store i16 %.66.i.us116.5.3, i16* %724, align 2, !noalias !97
  %sunkaddr2993 = getelementptr i8, i8* %arg.b.0, i64 %713
  %sunkaddr2994 = getelementptr i8, i8* %sunkaddr2993, i64 12
  %725 = bitcast i8* %sunkaddr2994 to i16*
  %.66.i.us116.6.3 = load i16, i16* %725, align 2, !noalias !94
  %sunkaddr2995 = getelementptr i8, i8* %scevgep290, i64 %713
  %sunkaddr2996 = getelementptr i8, i8* %sunkaddr2995, i64 -2
  %726 = bitcast i8* %sunkaddr2996 to i16*
  store i16 %.66.i.us116.6.3, i16* %726, align 2, !noalias !97
  %sunkaddr2997 = getelementptr i8, i8* %arg.b.0, i64 %713
  %sunkaddr2998 = getelementptr i8, i8* %sunkaddr2997, i64 14
  %727 = bitcast i8* %sunkaddr2998 to i16*
  %.66.i.us116.7.3 = load i16, i16* %727, align 2, !noalias !94
  br label %B116.i.us.7.3

B116.i.us.7.thread:                               ; preds = %B354.endif.us104
  %scevgep375 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106
  %.37.i.us120 = load i8, i8* %scevgep375, align 1, !noalias !94
  %.41.i2.us121 = zext i8 %.37.i.us120 to i16
  %728 = shl nuw i64 %.397.098.us106, 1
  %scevgep313187 = getelementptr i8, i8* %scevgep31138194, i64 %728
  %729 = bitcast i8* %scevgep313187 to i16*
  store i16 %.41.i2.us121, i16* %729, align 2, !noalias !97
  %sunkaddr2999 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106
  %sunkaddr3000 = getelementptr i8, i8* %sunkaddr2999, i64 1
  %.37.i.us120.1 = load i8, i8* %sunkaddr3000, align 1, !noalias !94
  %.41.i2.us121.1 = zext i8 %.37.i.us120.1 to i16
  %sunkaddr3001 = mul i64 %.397.098.us106, 2
  %sunkaddr3002 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3001
  %sunkaddr3003 = getelementptr i8, i8* %sunkaddr3002, i64 -12
  %730 = bitcast i8* %sunkaddr3003 to i16*
  store i16 %.41.i2.us121.1, i16* %730, align 2, !noalias !97
  %sunkaddr3004 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106
  %sunkaddr3005 = getelementptr i8, i8* %sunkaddr3004, i64 2
  %.37.i.us120.2 = load i8, i8* %sunkaddr3005, align 1, !noalias !94
  %.41.i2.us121.2 = zext i8 %.37.i.us120.2 to i16
  %sunkaddr3006 = mul i64 %.397.098.us106, 2
  %sunkaddr3007 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3006
  %sunkaddr3008 = getelementptr i8, i8* %sunkaddr3007, i64 -10
  %731 = bitcast i8* %sunkaddr3008 to i16*
  store i16 %.41.i2.us121.2, i16* %731, align 2, !noalias !97
  %sunkaddr3009 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106
  %sunkaddr3010 = getelementptr i8, i8* %sunkaddr3009, i64 3
  %.37.i.us120.3 = load i8, i8* %sunkaddr3010, align 1, !noalias !94
  %.41.i2.us121.3 = zext i8 %.37.i.us120.3 to i16
  %sunkaddr3011 = mul i64 %.397.098.us106, 2
  %sunkaddr3012 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3011
  %sunkaddr3013 = getelementptr i8, i8* %sunkaddr3012, i64 -8
  %732 = bitcast i8* %sunkaddr3013 to i16*
  store i16 %.41.i2.us121.3, i16* %732, align 2, !noalias !97
  %sunkaddr3014 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106
  %sunkaddr3015 = getelementptr i8, i8* %sunkaddr3014, i64 4
  %.37.i.us120.4 = load i8, i8* %sunkaddr3015, align 1, !noalias !94
  %.41.i2.us121.4 = zext i8 %.37.i.us120.4 to i16
  %sunkaddr3016 = mul i64 %.397.098.us106, 2
  %sunkaddr3017 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3016
  %sunkaddr3018 = getelementptr i8, i8* %sunkaddr3017, i64 -6
  %733 = bitcast i8* %sunkaddr3018 to i16*
  store i16 %.41.i2.us121.4, i16* %733, align 2, !noalias !97
  %sunkaddr3019 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106
  %sunkaddr3020 = getelementptr i8, i8* %sunkaddr3019, i64 5
  %.37.i.us120.5 = load i8, i8* %sunkaddr3020, align 1, !noalias !94
  %.41.i2.us121.5 = zext i8 %.37.i.us120.5 to i16
  %sunkaddr3021 = mul i64 %.397.098.us106, 2
  %sunkaddr3022 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3021
  %sunkaddr3023 = getelementptr i8, i8* %sunkaddr3022, i64 -4
  %734 = bitcast i8* %sunkaddr3023 to i16*
  store i16 %.41.i2.us121.5, i16* %734, align 2, !noalias !97
  %sunkaddr3024 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106
  %sunkaddr3025 = getelementptr i8, i8* %sunkaddr3024, i64 6
  %.37.i.us120.6 = load i8, i8* %sunkaddr3025, align 1, !noalias !94
  %.41.i2.us121.6 = zext i8 %.37.i.us120.6 to i16
  %sunkaddr3026 = mul i64 %.397.098.us106, 2
  %sunkaddr3027 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3026
  %sunkaddr3028 = getelementptr i8, i8* %sunkaddr3027, i64 -2
  %735 = bitcast i8* %sunkaddr3028 to i16*
  store i16 %.41.i2.us121.6, i16* %735, align 2, !noalias !97
  %sunkaddr3029 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106
  %sunkaddr3030 = getelementptr i8, i8* %sunkaddr3029, i64 7
  %.37.i.us120.7 = load i8, i8* %sunkaddr3030, align 1, !noalias !94
  %.41.i2.us121.7 = zext i8 %.37.i.us120.7 to i16
  %.466.us108.7256437 = or i64 %.397.098.us106, 8
  %scevgep309438 = getelementptr i8, i8* %scevgep290, i64 %728
  %scevgep309310439 = bitcast i8* %scevgep309438 to i16*
  store i16 %.41.i2.us121.7, i16* %scevgep309310439, align 2, !noalias !97
  %scevgep375.1 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437
  %.37.i.us120.1408 = load i8, i8* %scevgep375.1, align 1, !noalias !94
  %.41.i2.us121.1409 = zext i8 %.37.i.us120.1408 to i16
  %736 = shl nuw i64 %.466.us108.7256437, 1
  %scevgep313187.1 = getelementptr i8, i8* %scevgep31138194, i64 %736
  %737 = bitcast i8* %scevgep313187.1 to i16*
  store i16 %.41.i2.us121.1409, i16* %737, align 2, !noalias !97
  %sunkaddr3031 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437
  %sunkaddr3032 = getelementptr i8, i8* %sunkaddr3031, i64 1
  %.37.i.us120.1.1 = load i8, i8* %sunkaddr3032, align 1, !noalias !94
  %.41.i2.us121.1.1 = zext i8 %.37.i.us120.1.1 to i16
  %sunkaddr3033 = mul i64 %.466.us108.7256437, 2
  %sunkaddr3034 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3033
  %sunkaddr3035 = getelementptr i8, i8* %sunkaddr3034, i64 -12
  %738 = bitcast i8* %sunkaddr3035 to i16*
  store i16 %.41.i2.us121.1.1, i16* %738, align 2, !noalias !97
  %sunkaddr3036 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437
  %sunkaddr3037 = getelementptr i8, i8* %sunkaddr3036, i64 2
  %.37.i.us120.2.1 = load i8, i8* %sunkaddr3037, align 1, !noalias !94
  %.41.i2.us121.2.1 = zext i8 %.37.i.us120.2.1 to i16
  %sunkaddr3038 = mul i64 %.466.us108.7256437, 2
  %sunkaddr3039 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3038
  %sunkaddr3040 = getelementptr i8, i8* %sunkaddr3039, i64 -10
  %739 = bitcast i8* %sunkaddr3040 to i16*
  store i16 %.41.i2.us121.2.1, i16* %739, align 2, !noalias !97
  %sunkaddr3041 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437
  %sunkaddr3042 = getelementptr i8, i8* %sunkaddr3041, i64 3
  %.37.i.us120.3.1 = load i8, i8* %sunkaddr3042, align 1, !noalias !94
  %.41.i2.us121.3.1 = zext i8 %.37.i.us120.3.1 to i16
  %sunkaddr3043 = mul i64 %.466.us108.7256437, 2
  %sunkaddr3044 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3043
  %sunkaddr3045 = getelementptr i8, i8* %sunkaddr3044, i64 -8
  %740 = bitcast i8* %sunkaddr3045 to i16*
  store i16 %.41.i2.us121.3.1, i16* %740, align 2, !noalias !97
  %sunkaddr3046 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437
  %sunkaddr3047 = getelementptr i8, i8* %sunkaddr3046, i64 4
  %.37.i.us120.4.1 = load i8, i8* %sunkaddr3047, align 1, !noalias !94
  %.41.i2.us121.4.1 = zext i8 %.37.i.us120.4.1 to i16
  %sunkaddr3048 = mul i64 %.466.us108.7256437, 2
  %sunkaddr3049 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3048
  %sunkaddr3050 = getelementptr i8, i8* %sunkaddr3049, i64 -6
  %741 = bitcast i8* %sunkaddr3050 to i16*
  store i16 %.41.i2.us121.4.1, i16* %741, align 2, !noalias !97
  %sunkaddr3051 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437
  %sunkaddr3052 = getelementptr i8, i8* %sunkaddr3051, i64 5
  %.37.i.us120.5.1 = load i8, i8* %sunkaddr3052, align 1, !noalias !94
  %.41.i2.us121.5.1 = zext i8 %.37.i.us120.5.1 to i16
  %sunkaddr3053 = mul i64 %.466.us108.7256437, 2
  %sunkaddr3054 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3053
  %sunkaddr3055 = getelementptr i8, i8* %sunkaddr3054, i64 -4
  %742 = bitcast i8* %sunkaddr3055 to i16*
  store i16 %.41.i2.us121.5.1, i16* %742, align 2, !noalias !97
  %sunkaddr3056 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437
  %sunkaddr3057 = getelementptr i8, i8* %sunkaddr3056, i64 6
  %.37.i.us120.6.1 = load i8, i8* %sunkaddr3057, align 1, !noalias !94
  %.41.i2.us121.6.1 = zext i8 %.37.i.us120.6.1 to i16
  %sunkaddr3058 = mul i64 %.466.us108.7256437, 2
  %sunkaddr3059 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3058
  %sunkaddr3060 = getelementptr i8, i8* %sunkaddr3059, i64 -2
  %743 = bitcast i8* %sunkaddr3060 to i16*
  store i16 %.41.i2.us121.6.1, i16* %743, align 2, !noalias !97
  %sunkaddr3061 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437
  %sunkaddr3062 = getelementptr i8, i8* %sunkaddr3061, i64 7
  %.37.i.us120.7.1 = load i8, i8* %sunkaddr3062, align 1, !noalias !94
  %.41.i2.us121.7.1 = zext i8 %.37.i.us120.7.1 to i16
  %.466.us108.7256.1457 = or i64 %.397.098.us106, 16
  %scevgep309.1458 = getelementptr i8, i8* %scevgep290, i64 %736
  %scevgep309310.1459 = bitcast i8* %scevgep309.1458 to i16*
  store i16 %.41.i2.us121.7.1, i16* %scevgep309310.1459, align 2, !noalias !97
  %scevgep375.2 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457
  %.37.i.us120.2413 = load i8, i8* %scevgep375.2, align 1, !noalias !94
  %.41.i2.us121.2414 = zext i8 %.37.i.us120.2413 to i16
  %744 = shl nuw i64 %.466.us108.7256.1457, 1
  %scevgep313187.2 = getelementptr i8, i8* %scevgep31138194, i64 %744
  %745 = bitcast i8* %scevgep313187.2 to i16*
  store i16 %.41.i2.us121.2414, i16* %745, align 2, !noalias !97
  %sunkaddr3063 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457
  %sunkaddr3064 = getelementptr i8, i8* %sunkaddr3063, i64 1
  %.37.i.us120.1.2 = load i8, i8* %sunkaddr3064, align 1, !noalias !94
  %.41.i2.us121.1.2 = zext i8 %.37.i.us120.1.2 to i16
  %sunkaddr3065 = mul i64 %.466.us108.7256.1457, 2
  %sunkaddr3066 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3065
  %sunkaddr3067 = getelementptr i8, i8* %sunkaddr3066, i64 -12
  %746 = bitcast i8* %sunkaddr3067 to i16*
  store i16 %.41.i2.us121.1.2, i16* %746, align 2, !noalias !97
  %sunkaddr3068 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457
  %sunkaddr3069 = getelementptr i8, i8* %sunkaddr3068, i64 2
  %.37.i.us120.2.2 = load i8, i8* %sunkaddr3069, align 1, !noalias !94
  %.41.i2.us121.2.2 = zext i8 %.37.i.us120.2.2 to i16
  %sunkaddr3070 = mul i64 %.466.us108.7256.1457, 2
  %sunkaddr3071 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3070
  %sunkaddr3072 = getelementptr i8, i8* %sunkaddr3071, i64 -10
  %747 = bitcast i8* %sunkaddr3072 to i16*
  store i16 %.41.i2.us121.2.2, i16* %747, align 2, !noalias !97
  %sunkaddr3073 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457
  %sunkaddr3074 = getelementptr i8, i8* %sunkaddr3073, i64 3
  %.37.i.us120.3.2 = load i8, i8* %sunkaddr3074, align 1, !noalias !94
  %.41.i2.us121.3.2 = zext i8 %.37.i.us120.3.2 to i16
  %sunkaddr3075 = mul i64 %.466.us108.7256.1457, 2
  %sunkaddr3076 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3075
  %sunkaddr3077 = getelementptr i8, i8* %sunkaddr3076, i64 -8
  %748 = bitcast i8* %sunkaddr3077 to i16*
  store i16 %.41.i2.us121.3.2, i16* %748, align 2, !noalias !97
  %sunkaddr3078 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457
  %sunkaddr3079 = getelementptr i8, i8* %sunkaddr3078, i64 4
  %.37.i.us120.4.2 = load i8, i8* %sunkaddr3079, align 1, !noalias !94
  %.41.i2.us121.4.2 = zext i8 %.37.i.us120.4.2 to i16
  %sunkaddr3080 = mul i64 %.466.us108.7256.1457, 2
  %sunkaddr3081 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3080
  %sunkaddr3082 = getelementptr i8, i8* %sunkaddr3081, i64 -6
  %749 = bitcast i8* %sunkaddr3082 to i16*
  store i16 %.41.i2.us121.4.2, i16* %749, align 2, !noalias !97
  %sunkaddr3083 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457
  %sunkaddr3084 = getelementptr i8, i8* %sunkaddr3083, i64 5
  %.37.i.us120.5.2 = load i8, i8* %sunkaddr3084, align 1, !noalias !94
  %.41.i2.us121.5.2 = zext i8 %.37.i.us120.5.2 to i16
  %sunkaddr3085 = mul i64 %.466.us108.7256.1457, 2
  %sunkaddr3086 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3085
  %sunkaddr3087 = getelementptr i8, i8* %sunkaddr3086, i64 -4
  %750 = bitcast i8* %sunkaddr3087 to i16*
  store i16 %.41.i2.us121.5.2, i16* %750, align 2, !noalias !97
  %sunkaddr3088 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457
  %sunkaddr3089 = getelementptr i8, i8* %sunkaddr3088, i64 6
  %.37.i.us120.6.2 = load i8, i8* %sunkaddr3089, align 1, !noalias !94
  %.41.i2.us121.6.2 = zext i8 %.37.i.us120.6.2 to i16
  %sunkaddr3090 = mul i64 %.466.us108.7256.1457, 2
  %sunkaddr3091 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3090
  %sunkaddr3092 = getelementptr i8, i8* %sunkaddr3091, i64 -2
  %751 = bitcast i8* %sunkaddr3092 to i16*
  store i16 %.41.i2.us121.6.2, i16* %751, align 2, !noalias !97
  %sunkaddr3093 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457
  %sunkaddr3094 = getelementptr i8, i8* %sunkaddr3093, i64 7
  %.37.i.us120.7.2 = load i8, i8* %sunkaddr3094, align 1, !noalias !94
  %.41.i2.us121.7.2 = zext i8 %.37.i.us120.7.2 to i16
  %.466.us108.7256.2477 = or i64 %.397.098.us106, 24
  %scevgep309.2478 = getelementptr i8, i8* %scevgep290, i64 %744
  %scevgep309310.2479 = bitcast i8* %scevgep309.2478 to i16*
  store i16 %.41.i2.us121.7.2, i16* %scevgep309310.2479, align 2, !noalias !97
  %scevgep375.3 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477
  %.37.i.us120.3418 = load i8, i8* %scevgep375.3, align 1, !noalias !94
  %.41.i2.us121.3419 = zext i8 %.37.i.us120.3418 to i16
  %752 = shl nuw i64 %.466.us108.7256.2477, 1
  %scevgep313187.3 = getelementptr i8, i8* %scevgep31138194, i64 %752
  %753 = bitcast i8* %scevgep313187.3 to i16*
  store i16 %.41.i2.us121.3419, i16* %753, align 2, !noalias !97
  %sunkaddr3095 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477
  %sunkaddr3096 = getelementptr i8, i8* %sunkaddr3095, i64 1
  %.37.i.us120.1.3 = load i8, i8* %sunkaddr3096, align 1, !noalias !94
  %.41.i2.us121.1.3 = zext i8 %.37.i.us120.1.3 to i16
  %sunkaddr3097 = mul i64 %.466.us108.7256.2477, 2
  %sunkaddr3098 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3097
  %sunkaddr3099 = getelementptr i8, i8* %sunkaddr3098, i64 -12
  %754 = bitcast i8* %sunkaddr3099 to i16*
  store i16 %.41.i2.us121.1.3, i16* %754, align 2, !noalias !97
  %sunkaddr3100 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477
  %sunkaddr3101 = getelementptr i8, i8* %sunkaddr3100, i64 2
  %.37.i.us120.2.3 = load i8, i8* %sunkaddr3101, align 1, !noalias !94
  %.41.i2.us121.2.3 = zext i8 %.37.i.us120.2.3 to i16
  %sunkaddr3102 = mul i64 %.466.us108.7256.2477, 2
  %sunkaddr3103 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3102
  %sunkaddr3104 = getelementptr i8, i8* %sunkaddr3103, i64 -10
  %755 = bitcast i8* %sunkaddr3104 to i16*
  store i16 %.41.i2.us121.2.3, i16* %755, align 2, !noalias !97
  %sunkaddr3105 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477
  %sunkaddr3106 = getelementptr i8, i8* %sunkaddr3105, i64 3
  %.37.i.us120.3.3 = load i8, i8* %sunkaddr3106, align 1, !noalias !94
  %.41.i2.us121.3.3 = zext i8 %.37.i.us120.3.3 to i16
  %sunkaddr3107 = mul i64 %.466.us108.7256.2477, 2
  %sunkaddr3108 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3107
  %sunkaddr3109 = getelementptr i8, i8* %sunkaddr3108, i64 -8
  %756 = bitcast i8* %sunkaddr3109 to i16*
  store i16 %.41.i2.us121.3.3, i16* %756, align 2, !noalias !97
  %sunkaddr3110 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477
  %sunkaddr3111 = getelementptr i8, i8* %sunkaddr3110, i64 4
  %.37.i.us120.4.3 = load i8, i8* %sunkaddr3111, align 1, !noalias !94
  %.41.i2.us121.4.3 = zext i8 %.37.i.us120.4.3 to i16
  %sunkaddr3112 = mul i64 %.466.us108.7256.2477, 2
  %sunkaddr3113 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3112
  %sunkaddr3114 = getelementptr i8, i8* %sunkaddr3113, i64 -6
  %757 = bitcast i8* %sunkaddr3114 to i16*
  store i16 %.41.i2.us121.4.3, i16* %757, align 2, !noalias !97
  %sunkaddr3115 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477
  %sunkaddr3116 = getelementptr i8, i8* %sunkaddr3115, i64 5
  %.37.i.us120.5.3 = load i8, i8* %sunkaddr3116, align 1, !noalias !94
  %.41.i2.us121.5.3 = zext i8 %.37.i.us120.5.3 to i16
  %sunkaddr3117 = mul i64 %.466.us108.7256.2477, 2
  %sunkaddr3118 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3117
  %sunkaddr3119 = getelementptr i8, i8* %sunkaddr3118, i64 -4
  %758 = bitcast i8* %sunkaddr3119 to i16*
  store i16 %.41.i2.us121.5.3, i16* %758, align 2, !noalias !97
  %sunkaddr3120 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477
  %sunkaddr3121 = getelementptr i8, i8* %sunkaddr3120, i64 6
  %.37.i.us120.6.3 = load i8, i8* %sunkaddr3121, align 1, !noalias !94
  %.41.i2.us121.6.3 = zext i8 %.37.i.us120.6.3 to i16
  %sunkaddr3122 = mul i64 %.466.us108.7256.2477, 2
  %sunkaddr3123 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3122
  %sunkaddr3124 = getelementptr i8, i8* %sunkaddr3123, i64 -2
  %759 = bitcast i8* %sunkaddr3124 to i16*
  store i16 %.41.i2.us121.6.3, i16* %759, align 2, !noalias !97
  %sunkaddr3125 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477
  %sunkaddr3126 = getelementptr i8, i8* %sunkaddr3125, i64 7
  %.37.i.us120.7.3 = load i8, i8* %sunkaddr3126, align 1, !noalias !94
  %.41.i2.us121.7.3 = zext i8 %.37.i.us120.7.3 to i16
  br label %B116.i.us.7.3

B116.i.us.7:                                      ; preds = %B354.endif.us104
  %760 = shl i64 %.397.098.us106, 1
  %scevgep313 = getelementptr i8, i8* %scevgep31138194, i64 %760
  %761 = bitcast i8* %scevgep313 to i16*
  store i16 0, i16* %761, align 2, !noalias !97
  %sunkaddr3127 = mul i64 %.397.098.us106, 2
  %sunkaddr3128 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3127
  %sunkaddr3129 = getelementptr i8, i8* %sunkaddr3128, i64 -12
  %762 = bitcast i8* %sunkaddr3129 to i16*
  store i16 0, i16* %762, align 2, !noalias !97
  %sunkaddr3130 = mul i64 %.397.098.us106, 2
  %sunkaddr3131 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3130
  %sunkaddr3132 = getelementptr i8, i8* %sunkaddr3131, i64 -10
  %763 = bitcast i8* %sunkaddr3132 to i16*
  store i16 0, i16* %763, align 2, !noalias !97
  %sunkaddr3133 = mul i64 %.397.098.us106, 2
  %sunkaddr3134 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3133
  %sunkaddr3135 = getelementptr i8, i8* %sunkaddr3134, i64 -8
  %764 = bitcast i8* %sunkaddr3135 to i16*
  store i16 0, i16* %764, align 2, !noalias !97
  %sunkaddr3136 = mul i64 %.397.098.us106, 2
  %sunkaddr3137 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3136
  %sunkaddr3138 = getelementptr i8, i8* %sunkaddr3137, i64 -6
  %765 = bitcast i8* %sunkaddr3138 to i16*
  store i16 0, i16* %765, align 2, !noalias !97
  %sunkaddr3139 = mul i64 %.397.098.us106, 2
  %sunkaddr3140 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3139
  %sunkaddr3141 = getelementptr i8, i8* %sunkaddr3140, i64 -4
  %766 = bitcast i8* %sunkaddr3141 to i16*
  store i16 0, i16* %766, align 2, !noalias !97
  %sunkaddr3142 = mul i64 %.397.098.us106, 2
  %sunkaddr3143 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3142
  %sunkaddr3144 = getelementptr i8, i8* %sunkaddr3143, i64 -2
  %767 = bitcast i8* %sunkaddr3144 to i16*
  store i16 0, i16* %767, align 2, !noalias !97
  %scevgep309 = getelementptr i8, i8* %scevgep290, i64 %760
  %scevgep309310 = bitcast i8* %scevgep309 to i16*
  store i16 0, i16* %scevgep309310, align 2, !noalias !97
  %768 = or i64 %760, 16
  %scevgep313.1 = getelementptr i8, i8* %scevgep31138194, i64 %768
  %769 = bitcast i8* %scevgep313.1 to i16*
  store i16 0, i16* %769, align 2, !noalias !97
  %sunkaddr3145 = getelementptr i8, i8* %scevgep290, i64 %768
  %sunkaddr3146 = getelementptr i8, i8* %sunkaddr3145, i64 -12
  %770 = bitcast i8* %sunkaddr3146 to i16*
  store i16 0, i16* %770, align 2, !noalias !97
  %sunkaddr3147 = getelementptr i8, i8* %scevgep290, i64 %768
  %sunkaddr3148 = getelementptr i8, i8* %sunkaddr3147, i64 -10
  %771 = bitcast i8* %sunkaddr3148 to i16*
  store i16 0, i16* %771, align 2, !noalias !97
  %sunkaddr3149 = getelementptr i8, i8* %scevgep290, i64 %768
  %sunkaddr3150 = getelementptr i8, i8* %sunkaddr3149, i64 -8
  %772 = bitcast i8* %sunkaddr3150 to i16*
  store i16 0, i16* %772, align 2, !noalias !97
  %sunkaddr3151 = getelementptr i8, i8* %scevgep290, i64 %768
  %sunkaddr3152 = getelementptr i8, i8* %sunkaddr3151, i64 -6
  %773 = bitcast i8* %sunkaddr3152 to i16*
  store i16 0, i16* %773, align 2, !noalias !97
  %sunkaddr3153 = getelementptr i8, i8* %scevgep290, i64 %768
  %sunkaddr3154 = getelementptr i8, i8* %sunkaddr3153, i64 -4
  %774 = bitcast i8* %sunkaddr3154 to i16*
  store i16 0, i16* %774, align 2, !noalias !97
  %sunkaddr3155 = getelementptr i8, i8* %scevgep290, i64 %768
  %sunkaddr3156 = getelementptr i8, i8* %sunkaddr3155, i64 -2
  %775 = bitcast i8* %sunkaddr3156 to i16*
  store i16 0, i16* %775, align 2, !noalias !97
  %scevgep309.1 = getelementptr i8, i8* %scevgep290, i64 %768
  %scevgep309310.1 = bitcast i8* %scevgep309.1 to i16*
  store i16 0, i16* %scevgep309310.1, align 2, !noalias !97
  %776 = or i64 %760, 32
  %scevgep313.2 = getelementptr i8, i8* %scevgep31138194, i64 %776
  %777 = bitcast i8* %scevgep313.2 to i16*
  store i16 0, i16* %777, align 2, !noalias !97
  %sunkaddr3157 = getelementptr i8, i8* %scevgep290, i64 %776
  %sunkaddr3158 = getelementptr i8, i8* %sunkaddr3157, i64 -12
  %778 = bitcast i8* %sunkaddr3158 to i16*
  store i16 0, i16* %778, align 2, !noalias !97
  %sunkaddr3159 = getelementptr i8, i8* %scevgep290, i64 %776
  %sunkaddr3160 = getelementptr i8, i8* %sunkaddr3159, i64 -10
  %779 = bitcast i8* %sunkaddr3160 to i16*
  store i16 0, i16* %779, align 2, !noalias !97
  %sunkaddr3161 = getelementptr i8, i8* %scevgep290, i64 %776
  %sunkaddr3162 = getelementptr i8, i8* %sunkaddr3161, i64 -8
  %780 = bitcast i8* %sunkaddr3162 to i16*
  store i16 0, i16* %780, align 2, !noalias !97
  %sunkaddr3163 = getelementptr i8, i8* %scevgep290, i64 %776
  %sunkaddr3164 = getelementptr i8, i8* %sunkaddr3163, i64 -6
  %781 = bitcast i8* %sunkaddr3164 to i16*
  store i16 0, i16* %781, align 2, !noalias !97
  %sunkaddr3165 = getelementptr i8, i8* %scevgep290, i64 %776
  %sunkaddr3166 = getelementptr i8, i8* %sunkaddr3165, i64 -4
  %782 = bitcast i8* %sunkaddr3166 to i16*
  store i16 0, i16* %782, align 2, !noalias !97
  %sunkaddr3167 = getelementptr i8, i8* %scevgep290, i64 %776
  %sunkaddr3168 = getelementptr i8, i8* %sunkaddr3167, i64 -2
  %783 = bitcast i8* %sunkaddr3168 to i16*
  store i16 0, i16* %783, align 2, !noalias !97
  %scevgep309.2 = getelementptr i8, i8* %scevgep290, i64 %776
  %scevgep309310.2 = bitcast i8* %scevgep309.2 to i16*
  store i16 0, i16* %scevgep309310.2, align 2, !noalias !97
  %784 = or i64 %760, 48
  %scevgep313.3 = getelementptr i8, i8* %scevgep31138194, i64 %784
  %785 = bitcast i8* %scevgep313.3 to i16*
  store i16 0, i16* %785, align 2, !noalias !97
  %sunkaddr3169 = getelementptr i8, i8* %scevgep290, i64 %784
  %sunkaddr3170 = getelementptr i8, i8* %sunkaddr3169, i64 -12
  %786 = bitcast i8* %sunkaddr3170 to i16*
  store i16 0, i16* %786, align 2, !noalias !97
  %sunkaddr3171 = getelementptr i8, i8* %scevgep290, i64 %784
  %sunkaddr3172 = getelementptr i8, i8* %sunkaddr3171, i64 -10
  %787 = bitcast i8* %sunkaddr3172 to i16*
  store i16 0, i16* %787, align 2, !noalias !97
  %sunkaddr3173 = getelementptr i8, i8* %scevgep290, i64 %784
  %sunkaddr3174 = getelementptr i8, i8* %sunkaddr3173, i64 -8
  %788 = bitcast i8* %sunkaddr3174 to i16*
  store i16 0, i16* %788, align 2, !noalias !97
  %sunkaddr3175 = getelementptr i8, i8* %scevgep290, i64 %784
  %sunkaddr3176 = getelementptr i8, i8* %sunkaddr3175, i64 -6
  %789 = bitcast i8* %sunkaddr3176 to i16*
  store i16 0, i16* %789, align 2, !noalias !97
  %sunkaddr3177 = getelementptr i8, i8* %scevgep290, i64 %784
  %sunkaddr3178 = getelementptr i8, i8* %sunkaddr3177, i64 -4
  %790 = bitcast i8* %sunkaddr3178 to i16*
  store i16 0, i16* %790, align 2, !noalias !97
  %sunkaddr3179 = getelementptr i8, i8* %scevgep290, i64 %784
  %sunkaddr3180 = getelementptr i8, i8* %sunkaddr3179, i64 -2
  %791 = bitcast i8* %sunkaddr3180 to i16*
  store i16 0, i16* %791, align 2, !noalias !97
  br label %B116.i.us.7.3

B116.i.us.7.3:                                    ; preds = %B116.i.us.7, %B116.i.us.7.thread, %B116.i.us.7.thread441, %B116.i.us.7.thread448
  %.pre-phi.3 = phi i64 [ %784, %B116.i.us.7 ], [ %752, %B116.i.us.7.thread ], [ %713, %B116.i.us.7.thread441 ], [ %653, %B116.i.us.7.thread448 ]
  %.sink.i.us123.7.3 = phi i16 [ 0, %B116.i.us.7 ], [ %.41.i2.us121.7.3, %B116.i.us.7.thread ], [ %.66.i.us116.7.3, %B116.i.us.7.thread441 ], [ %.98.i.us113.7.3, %B116.i.us.7.thread448 ]
  %.466.us108.7256.3 = or i64 %.397.098.us106, 32
  %scevgep309.3 = getelementptr i8, i8* %scevgep290, i64 %.pre-phi.3
  %scevgep309310.3 = bitcast i8* %scevgep309.3 to i16*
  store i16 %.sink.i.us123.7.3, i16* %scevgep309310.3, align 2, !noalias !97
  switch i32 %arg.b.2, label %B116.i.us.7.1 [
    i32 1, label %B116.i.us.7.thread.1
    i32 2, label %B116.i.us.7.thread441.1
    i32 4, label %B116.i.us.7.thread448.1
  ]

B116.i.us.7.thread448.1:                          ; preds = %B116.i.us.7.3
  %sunkaddr.1617 = shl i64 %.466.us108.7256.3, 2
  %sunkaddr505.1618 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr.1617
  %792 = bitcast i8* %sunkaddr505.1618 to i32*
  %.95.i.us112.1619 = load i32, i32* %792, align 4, !noalias !94
  %.98.i.us113.1620 = trunc i32 %.95.i.us112.1619 to i16
  %793 = shl nuw i64 %.466.us108.7256.3, 1
  %scevgep313195.1621 = getelementptr i8, i8* %scevgep31138194, i64 %793
  %794 = bitcast i8* %scevgep313195.1621 to i16*
  store i16 %.98.i.us113.1620, i16* %794, align 2, !noalias !97
  %sunkaddr3181 = mul i64 %.466.us108.7256.3, 4
  %sunkaddr3182 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3181
  %sunkaddr3183 = getelementptr i8, i8* %sunkaddr3182, i64 4
  %795 = bitcast i8* %sunkaddr3183 to i32*
  %.95.i.us112.1.1622 = load i32, i32* %795, align 4, !noalias !94
  %.98.i.us113.1.1623 = trunc i32 %.95.i.us112.1.1622 to i16
  %sunkaddr3184 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3185 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3184
  %sunkaddr3186 = getelementptr i8, i8* %sunkaddr3185, i64 -12
  %796 = bitcast i8* %sunkaddr3186 to i16*
  store i16 %.98.i.us113.1.1623, i16* %796, align 2, !noalias !97
  %sunkaddr3187 = mul i64 %.466.us108.7256.3, 4
  %sunkaddr3188 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3187
  %sunkaddr3189 = getelementptr i8, i8* %sunkaddr3188, i64 8
  %797 = bitcast i8* %sunkaddr3189 to i32*
  %.95.i.us112.2.1625 = load i32, i32* %797, align 4, !noalias !94
  %.98.i.us113.2.1626 = trunc i32 %.95.i.us112.2.1625 to i16
  %sunkaddr3190 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3191 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3190
  %sunkaddr3192 = getelementptr i8, i8* %sunkaddr3191, i64 -10
  %798 = bitcast i8* %sunkaddr3192 to i16*
  store i16 %.98.i.us113.2.1626, i16* %798, align 2, !noalias !97
  %sunkaddr3193 = mul i64 %.466.us108.7256.3, 4
  %sunkaddr3194 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3193
  %sunkaddr3195 = getelementptr i8, i8* %sunkaddr3194, i64 12
  %799 = bitcast i8* %sunkaddr3195 to i32*
  %.95.i.us112.3.1628 = load i32, i32* %799, align 4, !noalias !94
  %.98.i.us113.3.1629 = trunc i32 %.95.i.us112.3.1628 to i16
  %sunkaddr3196 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3197 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3196
  %sunkaddr3198 = getelementptr i8, i8* %sunkaddr3197, i64 -8
  %800 = bitcast i8* %sunkaddr3198 to i16*
  store i16 %.98.i.us113.3.1629, i16* %800, align 2, !noalias !97
  %sunkaddr3199 = mul i64 %.466.us108.7256.3, 4
  %sunkaddr3200 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3199
  %sunkaddr3201 = getelementptr i8, i8* %sunkaddr3200, i64 16
  %801 = bitcast i8* %sunkaddr3201 to i32*
  %.95.i.us112.4.1631 = load i32, i32* %801, align 4, !noalias !94
  %.98.i.us113.4.1632 = trunc i32 %.95.i.us112.4.1631 to i16
  %sunkaddr3202 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3203 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3202
  %sunkaddr3204 = getelementptr i8, i8* %sunkaddr3203, i64 -6
  %802 = bitcast i8* %sunkaddr3204 to i16*
  store i16 %.98.i.us113.4.1632, i16* %802, align 2, !noalias !97
  %sunkaddr3205 = mul i64 %.466.us108.7256.3, 4
  %sunkaddr3206 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3205
  %sunkaddr3207 = getelementptr i8, i8* %sunkaddr3206, i64 20
  %803 = bitcast i8* %sunkaddr3207 to i32*
  %.95.i.us112.5.1634 = load i32, i32* %803, align 4, !noalias !94
  %.98.i.us113.5.1635 = trunc i32 %.95.i.us112.5.1634 to i16
  %sunkaddr3208 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3209 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3208
  %sunkaddr3210 = getelementptr i8, i8* %sunkaddr3209, i64 -4
  %804 = bitcast i8* %sunkaddr3210 to i16*
  store i16 %.98.i.us113.5.1635, i16* %804, align 2, !noalias !97
  %sunkaddr3211 = mul i64 %.466.us108.7256.3, 4
  %sunkaddr3212 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3211
  %sunkaddr3213 = getelementptr i8, i8* %sunkaddr3212, i64 24
  %805 = bitcast i8* %sunkaddr3213 to i32*
  %.95.i.us112.6.1637 = load i32, i32* %805, align 4, !noalias !94
  %.98.i.us113.6.1638 = trunc i32 %.95.i.us112.6.1637 to i16
  %sunkaddr3214 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3215 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3214
  %sunkaddr3216 = getelementptr i8, i8* %sunkaddr3215, i64 -2
  %806 = bitcast i8* %sunkaddr3216 to i16*
  store i16 %.98.i.us113.6.1638, i16* %806, align 2, !noalias !97
  %sunkaddr3217 = mul i64 %.466.us108.7256.3, 4
  %sunkaddr3218 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3217
  %sunkaddr3219 = getelementptr i8, i8* %sunkaddr3218, i64 28
  %807 = bitcast i8* %sunkaddr3219 to i32*
  %.95.i.us112.7.1640 = load i32, i32* %807, align 4, !noalias !94
  %.98.i.us113.7.1641 = trunc i32 %.95.i.us112.7.1640 to i16
  %.466.us108.7256451.1 = or i64 %.397.098.us106, 40
  %scevgep309452.1 = getelementptr i8, i8* %scevgep290, i64 %793
  %scevgep309310453.1 = bitcast i8* %scevgep309452.1 to i16*
  store i16 %.98.i.us113.7.1641, i16* %scevgep309310453.1, align 2, !noalias !97
  %sunkaddr.1.1 = shl i64 %.466.us108.7256451.1, 2
  %sunkaddr505.1.1 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr.1.1
  %808 = bitcast i8* %sunkaddr505.1.1 to i32*
  %.95.i.us112.1405.1 = load i32, i32* %808, align 4, !noalias !94
  %.98.i.us113.1406.1 = trunc i32 %.95.i.us112.1405.1 to i16
  %809 = shl nuw i64 %.466.us108.7256451.1, 1
  %scevgep313195.1.1 = getelementptr i8, i8* %scevgep31138194, i64 %809
  %810 = bitcast i8* %scevgep313195.1.1 to i16*
  store i16 %.98.i.us113.1406.1, i16* %810, align 2, !noalias !97
  %sunkaddr3220 = mul i64 %.466.us108.7256451.1, 4
  %sunkaddr3221 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3220
  %sunkaddr3222 = getelementptr i8, i8* %sunkaddr3221, i64 4
  %811 = bitcast i8* %sunkaddr3222 to i32*
  %.95.i.us112.1.1.1 = load i32, i32* %811, align 4, !noalias !94
  %.98.i.us113.1.1.1 = trunc i32 %.95.i.us112.1.1.1 to i16
  %sunkaddr3223 = mul i64 %.466.us108.7256451.1, 2
  %sunkaddr3224 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3223
  %sunkaddr3225 = getelementptr i8, i8* %sunkaddr3224, i64 -12
  %812 = bitcast i8* %sunkaddr3225 to i16*
  store i16 %.98.i.us113.1.1.1, i16* %812, align 2, !noalias !97
  %sunkaddr3226 = mul i64 %.466.us108.7256451.1, 4
  %sunkaddr3227 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3226
  %sunkaddr3228 = getelementptr i8, i8* %sunkaddr3227, i64 8
  %813 = bitcast i8* %sunkaddr3228 to i32*
  %.95.i.us112.2.1.1 = load i32, i32* %813, align 4, !noalias !94
  %.98.i.us113.2.1.1 = trunc i32 %.95.i.us112.2.1.1 to i16
  %sunkaddr3229 = mul i64 %.466.us108.7256451.1, 2
  %sunkaddr3230 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3229
  %sunkaddr3231 = getelementptr i8, i8* %sunkaddr3230, i64 -10
  %814 = bitcast i8* %sunkaddr3231 to i16*
  store i16 %.98.i.us113.2.1.1, i16* %814, align 2, !noalias !97
  %sunkaddr3232 = mul i64 %.466.us108.7256451.1, 4
  %sunkaddr3233 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3232
  %sunkaddr3234 = getelementptr i8, i8* %sunkaddr3233, i64 12
  %815 = bitcast i8* %sunkaddr3234 to i32*
  %.95.i.us112.3.1.1 = load i32, i32* %815, align 4, !noalias !94
  %.98.i.us113.3.1.1 = trunc i32 %.95.i.us112.3.1.1 to i16
  %sunkaddr3235 = mul i64 %.466.us108.7256451.1, 2
  %sunkaddr3236 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3235
  %sunkaddr3237 = getelementptr i8, i8* %sunkaddr3236, i64 -8
  %816 = bitcast i8* %sunkaddr3237 to i16*
  store i16 %.98.i.us113.3.1.1, i16* %816, align 2, !noalias !97
  %sunkaddr3238 = mul i64 %.466.us108.7256451.1, 4
  %sunkaddr3239 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3238
  %sunkaddr3240 = getelementptr i8, i8* %sunkaddr3239, i64 16
  %817 = bitcast i8* %sunkaddr3240 to i32*
  %.95.i.us112.4.1.1 = load i32, i32* %817, align 4, !noalias !94
  %.98.i.us113.4.1.1 = trunc i32 %.95.i.us112.4.1.1 to i16
  %sunkaddr3241 = mul i64 %.466.us108.7256451.1, 2
  %sunkaddr3242 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3241
  %sunkaddr3243 = getelementptr i8, i8* %sunkaddr3242, i64 -6
  %818 = bitcast i8* %sunkaddr3243 to i16*
  store i16 %.98.i.us113.4.1.1, i16* %818, align 2, !noalias !97
  %sunkaddr3244 = mul i64 %.466.us108.7256451.1, 4
  %sunkaddr3245 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3244
  %sunkaddr3246 = getelementptr i8, i8* %sunkaddr3245, i64 20
  %819 = bitcast i8* %sunkaddr3246 to i32*
  %.95.i.us112.5.1.1 = load i32, i32* %819, align 4, !noalias !94
  %.98.i.us113.5.1.1 = trunc i32 %.95.i.us112.5.1.1 to i16
  %sunkaddr3247 = mul i64 %.466.us108.7256451.1, 2
  %sunkaddr3248 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3247
  %sunkaddr3249 = getelementptr i8, i8* %sunkaddr3248, i64 -4
  %820 = bitcast i8* %sunkaddr3249 to i16*
  store i16 %.98.i.us113.5.1.1, i16* %820, align 2, !noalias !97
  %sunkaddr3250 = mul i64 %.466.us108.7256451.1, 4
  %sunkaddr3251 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3250
  %sunkaddr3252 = getelementptr i8, i8* %sunkaddr3251, i64 24
  %821 = bitcast i8* %sunkaddr3252 to i32*
  %.95.i.us112.6.1.1 = load i32, i32* %821, align 4, !noalias !94
  %.98.i.us113.6.1.1 = trunc i32 %.95.i.us112.6.1.1 to i16
  %sunkaddr3253 = mul i64 %.466.us108.7256451.1, 2
  %sunkaddr3254 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3253
  %sunkaddr3255 = getelementptr i8, i8* %sunkaddr3254, i64 -2
  %822 = bitcast i8* %sunkaddr3255 to i16*
  store i16 %.98.i.us113.6.1.1, i16* %822, align 2, !noalias !97
  %sunkaddr3256 = mul i64 %.466.us108.7256451.1, 4
  %sunkaddr3257 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3256
  %sunkaddr3258 = getelementptr i8, i8* %sunkaddr3257, i64 28
  %823 = bitcast i8* %sunkaddr3258 to i32*
  %.95.i.us112.7.1.1 = load i32, i32* %823, align 4, !noalias !94
  %.98.i.us113.7.1.1 = trunc i32 %.95.i.us112.7.1.1 to i16
  %.466.us108.7256.1471.1 = or i64 %.397.098.us106, 48
  %scevgep309.1472.1 = getelementptr i8, i8* %scevgep290, i64 %809
  %scevgep309310.1473.1 = bitcast i8* %scevgep309.1472.1 to i16*
  store i16 %.98.i.us113.7.1.1, i16* %scevgep309310.1473.1, align 2, !noalias !97
  %sunkaddr.2.1 = shl i64 %.466.us108.7256.1471.1, 2
  %sunkaddr505.2.1 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr.2.1
  %824 = bitcast i8* %sunkaddr505.2.1 to i32*
  %.95.i.us112.2410.1 = load i32, i32* %824, align 4, !noalias !94
  %.98.i.us113.2411.1 = trunc i32 %.95.i.us112.2410.1 to i16
  %825 = shl nuw i64 %.466.us108.7256.1471.1, 1
  %scevgep313195.2.1 = getelementptr i8, i8* %scevgep31138194, i64 %825
  %826 = bitcast i8* %scevgep313195.2.1 to i16*
  store i16 %.98.i.us113.2411.1, i16* %826, align 2, !noalias !97
  %sunkaddr3259 = mul i64 %.466.us108.7256.1471.1, 4
  %sunkaddr3260 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3259
  %sunkaddr3261 = getelementptr i8, i8* %sunkaddr3260, i64 4
  %827 = bitcast i8* %sunkaddr3261 to i32*
  %.95.i.us112.1.2.1 = load i32, i32* %827, align 4, !noalias !94
  %.98.i.us113.1.2.1 = trunc i32 %.95.i.us112.1.2.1 to i16
  %sunkaddr3262 = mul i64 %.466.us108.7256.1471.1, 2
  %sunkaddr3263 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3262
  %sunkaddr3264 = getelementptr i8, i8* %sunkaddr3263, i64 -12
  %828 = bitcast i8* %sunkaddr3264 to i16*
  store i16 %.98.i.us113.1.2.1, i16* %828, align 2, !noalias !97
  %sunkaddr3265 = mul i64 %.466.us108.7256.1471.1, 4
  %sunkaddr3266 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3265
  %sunkaddr3267 = getelementptr i8, i8* %sunkaddr3266, i64 8
  %829 = bitcast i8* %sunkaddr3267 to i32*
  %.95.i.us112.2.2.1 = load i32, i32* %829, align 4, !noalias !94
  %.98.i.us113.2.2.1 = trunc i32 %.95.i.us112.2.2.1 to i16
  %sunkaddr3268 = mul i64 %.466.us108.7256.1471.1, 2
  %sunkaddr3269 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3268
  %sunkaddr3270 = getelementptr i8, i8* %sunkaddr3269, i64 -10
  %830 = bitcast i8* %sunkaddr3270 to i16*
  store i16 %.98.i.us113.2.2.1, i16* %830, align 2, !noalias !97
  %sunkaddr3271 = mul i64 %.466.us108.7256.1471.1, 4
  %sunkaddr3272 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3271
  %sunkaddr3273 = getelementptr i8, i8* %sunkaddr3272, i64 12
  %831 = bitcast i8* %sunkaddr3273 to i32*
  %.95.i.us112.3.2.1 = load i32, i32* %831, align 4, !noalias !94
  %.98.i.us113.3.2.1 = trunc i32 %.95.i.us112.3.2.1 to i16
  %sunkaddr3274 = mul i64 %.466.us108.7256.1471.1, 2
  %sunkaddr3275 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3274
  %sunkaddr3276 = getelementptr i8, i8* %sunkaddr3275, i64 -8
  %832 = bitcast i8* %sunkaddr3276 to i16*
  store i16 %.98.i.us113.3.2.1, i16* %832, align 2, !noalias !97
  %sunkaddr3277 = mul i64 %.466.us108.7256.1471.1, 4
  %sunkaddr3278 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3277
  %sunkaddr3279 = getelementptr i8, i8* %sunkaddr3278, i64 16
  %833 = bitcast i8* %sunkaddr3279 to i32*
  %.95.i.us112.4.2.1 = load i32, i32* %833, align 4, !noalias !94
  %.98.i.us113.4.2.1 = trunc i32 %.95.i.us112.4.2.1 to i16
  %sunkaddr3280 = mul i64 %.466.us108.7256.1471.1, 2
  %sunkaddr3281 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3280
  %sunkaddr3282 = getelementptr i8, i8* %sunkaddr3281, i64 -6
  %834 = bitcast i8* %sunkaddr3282 to i16*
  store i16 %.98.i.us113.4.2.1, i16* %834, align 2, !noalias !97
  %sunkaddr3283 = mul i64 %.466.us108.7256.1471.1, 4
  %sunkaddr3284 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3283
  %sunkaddr3285 = getelementptr i8, i8* %sunkaddr3284, i64 20
  %835 = bitcast i8* %sunkaddr3285 to i32*
  %.95.i.us112.5.2.1 = load i32, i32* %835, align 4, !noalias !94
  %.98.i.us113.5.2.1 = trunc i32 %.95.i.us112.5.2.1 to i16
  %sunkaddr3286 = mul i64 %.466.us108.7256.1471.1, 2
  %sunkaddr3287 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3286
  %sunkaddr3288 = getelementptr i8, i8* %sunkaddr3287, i64 -4
  %836 = bitcast i8* %sunkaddr3288 to i16*
  store i16 %.98.i.us113.5.2.1, i16* %836, align 2, !noalias !97
  %sunkaddr3289 = mul i64 %.466.us108.7256.1471.1, 4
  %sunkaddr3290 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3289
  %sunkaddr3291 = getelementptr i8, i8* %sunkaddr3290, i64 24
  %837 = bitcast i8* %sunkaddr3291 to i32*
  %.95.i.us112.6.2.1 = load i32, i32* %837, align 4, !noalias !94
  %.98.i.us113.6.2.1 = trunc i32 %.95.i.us112.6.2.1 to i16
  %sunkaddr3292 = mul i64 %.466.us108.7256.1471.1, 2
  %sunkaddr3293 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3292
  %sunkaddr3294 = getelementptr i8, i8* %sunkaddr3293, i64 -2
  %838 = bitcast i8* %sunkaddr3294 to i16*
  store i16 %.98.i.us113.6.2.1, i16* %838, align 2, !noalias !97
  %sunkaddr3295 = mul i64 %.466.us108.7256.1471.1, 4
  %sunkaddr3296 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3295
  %sunkaddr3297 = getelementptr i8, i8* %sunkaddr3296, i64 28
  %839 = bitcast i8* %sunkaddr3297 to i32*
  %.95.i.us112.7.2.1 = load i32, i32* %839, align 4, !noalias !94
  %.98.i.us113.7.2.1 = trunc i32 %.95.i.us112.7.2.1 to i16
  %.466.us108.7256.2491.1 = or i64 %.397.098.us106, 56
  %scevgep309.2492.1 = getelementptr i8, i8* %scevgep290, i64 %825
  %scevgep309310.2493.1 = bitcast i8* %scevgep309.2492.1 to i16*
  store i16 %.98.i.us113.7.2.1, i16* %scevgep309310.2493.1, align 2, !noalias !97
  %sunkaddr.3.1 = shl i64 %.466.us108.7256.2491.1, 2
  %sunkaddr505.3.1 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr.3.1
  %840 = bitcast i8* %sunkaddr505.3.1 to i32*
  %.95.i.us112.3415.1 = load i32, i32* %840, align 4, !noalias !94
  %.98.i.us113.3416.1 = trunc i32 %.95.i.us112.3415.1 to i16
  %841 = shl nuw i64 %.466.us108.7256.2491.1, 1
  %scevgep313195.3.1 = getelementptr i8, i8* %scevgep31138194, i64 %841
  %842 = bitcast i8* %scevgep313195.3.1 to i16*
  store i16 %.98.i.us113.3416.1, i16* %842, align 2, !noalias !97
  %sunkaddr3298 = mul i64 %.466.us108.7256.2491.1, 4
  %sunkaddr3299 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3298
  %sunkaddr3300 = getelementptr i8, i8* %sunkaddr3299, i64 4
  %843 = bitcast i8* %sunkaddr3300 to i32*
  %.95.i.us112.1.3.1 = load i32, i32* %843, align 4, !noalias !94
  %.98.i.us113.1.3.1 = trunc i32 %.95.i.us112.1.3.1 to i16
  %sunkaddr3301 = mul i64 %.466.us108.7256.2491.1, 2
  %sunkaddr3302 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3301
  %sunkaddr3303 = getelementptr i8, i8* %sunkaddr3302, i64 -12
  %844 = bitcast i8* %sunkaddr3303 to i16*
  store i16 %.98.i.us113.1.3.1, i16* %844, align 2, !noalias !97
  %sunkaddr3304 = mul i64 %.466.us108.7256.2491.1, 4
  %sunkaddr3305 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3304
  %sunkaddr3306 = getelementptr i8, i8* %sunkaddr3305, i64 8
  %845 = bitcast i8* %sunkaddr3306 to i32*
  %.95.i.us112.2.3.1 = load i32, i32* %845, align 4, !noalias !94
  %.98.i.us113.2.3.1 = trunc i32 %.95.i.us112.2.3.1 to i16
  %sunkaddr3307 = mul i64 %.466.us108.7256.2491.1, 2
  %sunkaddr3308 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3307
  %sunkaddr3309 = getelementptr i8, i8* %sunkaddr3308, i64 -10
  %846 = bitcast i8* %sunkaddr3309 to i16*
  store i16 %.98.i.us113.2.3.1, i16* %846, align 2, !noalias !97
  %sunkaddr3310 = mul i64 %.466.us108.7256.2491.1, 4
  %sunkaddr3311 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3310
  %sunkaddr3312 = getelementptr i8, i8* %sunkaddr3311, i64 12
  %847 = bitcast i8* %sunkaddr3312 to i32*
  %.95.i.us112.3.3.1 = load i32, i32* %847, align 4, !noalias !94
  %.98.i.us113.3.3.1 = trunc i32 %.95.i.us112.3.3.1 to i16
  %sunkaddr3313 = mul i64 %.466.us108.7256.2491.1, 2
  %sunkaddr3314 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3313
  %sunkaddr3315 = getelementptr i8, i8* %sunkaddr3314, i64 -8
  %848 = bitcast i8* %sunkaddr3315 to i16*
  store i16 %.98.i.us113.3.3.1, i16* %848, align 2, !noalias !97
  %sunkaddr3316 = mul i64 %.466.us108.7256.2491.1, 4
  %sunkaddr3317 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3316
  %sunkaddr3318 = getelementptr i8, i8* %sunkaddr3317, i64 16
  %849 = bitcast i8* %sunkaddr3318 to i32*
  %.95.i.us112.4.3.1 = load i32, i32* %849, align 4, !noalias !94
  %.98.i.us113.4.3.1 = trunc i32 %.95.i.us112.4.3.1 to i16
  %sunkaddr3319 = mul i64 %.466.us108.7256.2491.1, 2
  %sunkaddr3320 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3319
  %sunkaddr3321 = getelementptr i8, i8* %sunkaddr3320, i64 -6
  %850 = bitcast i8* %sunkaddr3321 to i16*
  store i16 %.98.i.us113.4.3.1, i16* %850, align 2, !noalias !97
  %sunkaddr3322 = mul i64 %.466.us108.7256.2491.1, 4
  %sunkaddr3323 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3322
  %sunkaddr3324 = getelementptr i8, i8* %sunkaddr3323, i64 20
  %851 = bitcast i8* %sunkaddr3324 to i32*
  %.95.i.us112.5.3.1 = load i32, i32* %851, align 4, !noalias !94
  %.98.i.us113.5.3.1 = trunc i32 %.95.i.us112.5.3.1 to i16
  %sunkaddr3325 = mul i64 %.466.us108.7256.2491.1, 2
  %sunkaddr3326 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3325
  %sunkaddr3327 = getelementptr i8, i8* %sunkaddr3326, i64 -4
  %852 = bitcast i8* %sunkaddr3327 to i16*
  store i16 %.98.i.us113.5.3.1, i16* %852, align 2, !noalias !97
  %sunkaddr3328 = mul i64 %.466.us108.7256.2491.1, 4
  %sunkaddr3329 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3328
  %sunkaddr3330 = getelementptr i8, i8* %sunkaddr3329, i64 24
  %853 = bitcast i8* %sunkaddr3330 to i32*
  %.95.i.us112.6.3.1 = load i32, i32* %853, align 4, !noalias !94
  %.98.i.us113.6.3.1 = trunc i32 %.95.i.us112.6.3.1 to i16
  %sunkaddr3331 = mul i64 %.466.us108.7256.2491.1, 2
  %sunkaddr3332 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3331
  %sunkaddr3333 = getelementptr i8, i8* %sunkaddr3332, i64 -2
  %854 = bitcast i8* %sunkaddr3333 to i16*
  store i16 %.98.i.us113.6.3.1, i16* %854, align 2, !noalias !97
  %sunkaddr3334 = mul i64 %.466.us108.7256.2491.1, 4
  %sunkaddr3335 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3334
  %sunkaddr3336 = getelementptr i8, i8* %sunkaddr3335, i64 28
  %855 = bitcast i8* %sunkaddr3336 to i32*
  %.95.i.us112.7.3.1 = load i32, i32* %855, align 4, !noalias !94
  %.98.i.us113.7.3.1 = trunc i32 %.95.i.us112.7.3.1 to i16
  br label %B116.i.us.7.3.1

B116.i.us.7.thread441.1:                          ; preds = %B116.i.us.7.3
  %856 = shl i64 %.466.us108.7256.3, 1
  %scevgep359.1642 = getelementptr i8, i8* %arg.b.0, i64 %856
  %scevgep359360.1643 = bitcast i8* %scevgep359.1642 to i16*
  %.66.i.us116.1644 = load i16, i16* %scevgep359360.1643, align 2, !noalias !94
  %scevgep313191.1645 = getelementptr i8, i8* %scevgep31138194, i64 %856
  %857 = bitcast i8* %scevgep313191.1645 to i16*
  store i16 %.66.i.us116.1644, i16* %857, align 2, !noalias !97
  %sunkaddr3337 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3338 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3337
  %sunkaddr3339 = getelementptr i8, i8* %sunkaddr3338, i64 2
  %858 = bitcast i8* %sunkaddr3339 to i16*
  %.66.i.us116.1.1646 = load i16, i16* %858, align 2, !noalias !94
  %sunkaddr3340 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3341 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3340
  %sunkaddr3342 = getelementptr i8, i8* %sunkaddr3341, i64 -12
  %859 = bitcast i8* %sunkaddr3342 to i16*
  store i16 %.66.i.us116.1.1646, i16* %859, align 2, !noalias !97
  %sunkaddr3343 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3344 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3343
  %sunkaddr3345 = getelementptr i8, i8* %sunkaddr3344, i64 4
  %860 = bitcast i8* %sunkaddr3345 to i16*
  %.66.i.us116.2.1648 = load i16, i16* %860, align 2, !noalias !94
  %sunkaddr3346 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3347 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3346
  %sunkaddr3348 = getelementptr i8, i8* %sunkaddr3347, i64 -10
  %861 = bitcast i8* %sunkaddr3348 to i16*
  store i16 %.66.i.us116.2.1648, i16* %861, align 2, !noalias !97
  %sunkaddr3349 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3350 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3349
  %sunkaddr3351 = getelementptr i8, i8* %sunkaddr3350, i64 6
  %862 = bitcast i8* %sunkaddr3351 to i16*
  %.66.i.us116.3.1650 = load i16, i16* %862, align 2, !noalias !94
  %sunkaddr3352 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3353 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3352
  %sunkaddr3354 = getelementptr i8, i8* %sunkaddr3353, i64 -8
  %863 = bitcast i8* %sunkaddr3354 to i16*
  store i16 %.66.i.us116.3.1650, i16* %863, align 2, !noalias !97
  %sunkaddr3355 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3356 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3355
  %sunkaddr3357 = getelementptr i8, i8* %sunkaddr3356, i64 8
  %864 = bitcast i8* %sunkaddr3357 to i16*
  %.66.i.us116.4.1652 = load i16, i16* %864, align 2, !noalias !94
  %sunkaddr3358 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3359 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3358
  %sunkaddr3360 = getelementptr i8, i8* %sunkaddr3359, i64 -6
  %865 = bitcast i8* %sunkaddr3360 to i16*
  store i16 %.66.i.us116.4.1652, i16* %865, align 2, !noalias !97
  %sunkaddr3361 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3362 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3361
  %sunkaddr3363 = getelementptr i8, i8* %sunkaddr3362, i64 10
  %866 = bitcast i8* %sunkaddr3363 to i16*
  %.66.i.us116.5.1654 = load i16, i16* %866, align 2, !noalias !94
  %sunkaddr3364 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3365 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3364
  %sunkaddr3366 = getelementptr i8, i8* %sunkaddr3365, i64 -4
  %867 = bitcast i8* %sunkaddr3366 to i16*
  store i16 %.66.i.us116.5.1654, i16* %867, align 2, !noalias !97
  %sunkaddr3367 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3368 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3367
  %sunkaddr3369 = getelementptr i8, i8* %sunkaddr3368, i64 12
  %868 = bitcast i8* %sunkaddr3369 to i16*
  %.66.i.us116.6.1656 = load i16, i16* %868, align 2, !noalias !94
  %sunkaddr3370 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3371 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3370
  %sunkaddr3372 = getelementptr i8, i8* %sunkaddr3371, i64 -2
  %869 = bitcast i8* %sunkaddr3372 to i16*
  store i16 %.66.i.us116.6.1656, i16* %869, align 2, !noalias !97
  %sunkaddr3373 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3374 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3373
  %sunkaddr3375 = getelementptr i8, i8* %sunkaddr3374, i64 14
  %870 = bitcast i8* %sunkaddr3375 to i16*
  %.66.i.us116.7.1658 = load i16, i16* %870, align 2, !noalias !94
  %scevgep309445.1 = getelementptr i8, i8* %scevgep290, i64 %856
  %scevgep309310446.1 = bitcast i8* %scevgep309445.1 to i16*
  store i16 %.66.i.us116.7.1658, i16* %scevgep309310446.1, align 2, !noalias !97
  %871 = or i64 %856, 16
  %scevgep359.1.1 = getelementptr i8, i8* %arg.b.0, i64 %871
  %scevgep359360.1.1 = bitcast i8* %scevgep359.1.1 to i16*
  %.66.i.us116.1407.1 = load i16, i16* %scevgep359360.1.1, align 2, !noalias !94
  %scevgep313191.1.1 = getelementptr i8, i8* %scevgep31138194, i64 %871
  %872 = bitcast i8* %scevgep313191.1.1 to i16*
  store i16 %.66.i.us116.1407.1, i16* %872, align 2, !noalias !97
  %sunkaddr3376 = getelementptr i8, i8* %arg.b.0, i64 %871
  %sunkaddr3377 = getelementptr i8, i8* %sunkaddr3376, i64 2
  %873 = bitcast i8* %sunkaddr3377 to i16*
  %.66.i.us116.1.1.1 = load i16, i16* %873, align 2, !noalias !94
  %sunkaddr3378 = getelementptr i8, i8* %scevgep290, i64 %871
  %sunkaddr3379 = getelementptr i8, i8* %sunkaddr3378, i64 -12
  %874 = bitcast i8* %sunkaddr3379 to i16*
  store i16 %.66.i.us116.1.1.1, i16* %874, align 2, !noalias !97
  %sunkaddr3380 = getelementptr i8, i8* %arg.b.0, i64 %871
  %sunkaddr3381 = getelementptr i8, i8* %sunkaddr3380, i64 4
  %875 = bitcast i8* %sunkaddr3381 to i16*
  %.66.i.us116.2.1.1 = load i16, i16* %875, align 2, !noalias !94
  %sunkaddr3382 = getelementptr i8, i8* %scevgep290, i64 %871
  %sunkaddr3383 = getelementptr i8, i8* %sunkaddr3382, i64 -10
  %876 = bitcast i8* %sunkaddr3383 to i16*
  store i16 %.66.i.us116.2.1.1, i16* %876, align 2, !noalias !97
  %sunkaddr3384 = getelementptr i8, i8* %arg.b.0, i64 %871
  %sunkaddr3385 = getelementptr i8, i8* %sunkaddr3384, i64 6
  %877 = bitcast i8* %sunkaddr3385 to i16*
  %.66.i.us116.3.1.1 = load i16, i16* %877, align 2, !noalias !94
  %sunkaddr3386 = getelementptr i8, i8* %scevgep290, i64 %871
  %sunkaddr3387 = getelementptr i8, i8* %sunkaddr3386, i64 -8
  %878 = bitcast i8* %sunkaddr3387 to i16*
  store i16 %.66.i.us116.3.1.1, i16* %878, align 2, !noalias !97
  %sunkaddr3388 = getelementptr i8, i8* %arg.b.0, i64 %871
  %sunkaddr3389 = getelementptr i8, i8* %sunkaddr3388, i64 8
  %879 = bitcast i8* %sunkaddr3389 to i16*
  %.66.i.us116.4.1.1 = load i16, i16* %879, align 2, !noalias !94
  %sunkaddr3390 = getelementptr i8, i8* %scevgep290, i64 %871
  %sunkaddr3391 = getelementptr i8, i8* %sunkaddr3390, i64 -6
  %880 = bitcast i8* %sunkaddr3391 to i16*
  store i16 %.66.i.us116.4.1.1, i16* %880, align 2, !noalias !97
  %sunkaddr3392 = getelementptr i8, i8* %arg.b.0, i64 %871
  %sunkaddr3393 = getelementptr i8, i8* %sunkaddr3392, i64 10
  %881 = bitcast i8* %sunkaddr3393 to i16*
  %.66.i.us116.5.1.1 = load i16, i16* %881, align 2, !noalias !94
  %sunkaddr3394 = getelementptr i8, i8* %scevgep290, i64 %871
  %sunkaddr3395 = getelementptr i8, i8* %sunkaddr3394, i64 -4
  %882 = bitcast i8* %sunkaddr3395 to i16*
  store i16 %.66.i.us116.5.1.1, i16* %882, align 2, !noalias !97
  %sunkaddr3396 = getelementptr i8, i8* %arg.b.0, i64 %871
  %sunkaddr3397 = getelementptr i8, i8* %sunkaddr3396, i64 12
  %883 = bitcast i8* %sunkaddr3397 to i16*
  %.66.i.us116.6.1.1 = load i16, i16* %883, align 2, !noalias !94
  %sunkaddr3398 = getelementptr i8, i8* %scevgep290, i64 %871
  %sunkaddr3399 = getelementptr i8, i8* %sunkaddr3398, i64 -2
  %884 = bitcast i8* %sunkaddr3399 to i16*
  store i16 %.66.i.us116.6.1.1, i16* %884, align 2, !noalias !97
  %sunkaddr3400 = getelementptr i8, i8* %arg.b.0, i64 %871
  %sunkaddr3401 = getelementptr i8, i8* %sunkaddr3400, i64 14
  %885 = bitcast i8* %sunkaddr3401 to i16*
  %.66.i.us116.7.1.1 = load i16, i16* %885, align 2, !noalias !94
  %scevgep309.1465.1 = getelementptr i8, i8* %scevgep290, i64 %871
  %scevgep309310.1466.1 = bitcast i8* %scevgep309.1465.1 to i16*
  store i16 %.66.i.us116.7.1.1, i16* %scevgep309310.1466.1, align 2, !noalias !97
  %886 = or i64 %856, 32
  %scevgep359.2.1 = getelementptr i8, i8* %arg.b.0, i64 %886
  %scevgep359360.2.1 = bitcast i8* %scevgep359.2.1 to i16*
  %.66.i.us116.2412.1 = load i16, i16* %scevgep359360.2.1, align 2, !noalias !94
  %scevgep313191.2.1 = getelementptr i8, i8* %scevgep31138194, i64 %886
  %887 = bitcast i8* %scevgep313191.2.1 to i16*
  store i16 %.66.i.us116.2412.1, i16* %887, align 2, !noalias !97
  %sunkaddr3402 = getelementptr i8, i8* %arg.b.0, i64 %886
  %sunkaddr3403 = getelementptr i8, i8* %sunkaddr3402, i64 2
  %888 = bitcast i8* %sunkaddr3403 to i16*
  %.66.i.us116.1.2.1 = load i16, i16* %888, align 2, !noalias !94
  %sunkaddr3404 = getelementptr i8, i8* %scevgep290, i64 %886
  %sunkaddr3405 = getelementptr i8, i8* %sunkaddr3404, i64 -12
  %889 = bitcast i8* %sunkaddr3405 to i16*
  store i16 %.66.i.us116.1.2.1, i16* %889, align 2, !noalias !97
  %sunkaddr3406 = getelementptr i8, i8* %arg.b.0, i64 %886
  %sunkaddr3407 = getelementptr i8, i8* %sunkaddr3406, i64 4
  %890 = bitcast i8* %sunkaddr3407 to i16*
  %.66.i.us116.2.2.1 = load i16, i16* %890, align 2, !noalias !94
  %sunkaddr3408 = getelementptr i8, i8* %scevgep290, i64 %886
  %sunkaddr3409 = getelementptr i8, i8* %sunkaddr3408, i64 -10
  %891 = bitcast i8* %sunkaddr3409 to i16*
  store i16 %.66.i.us116.2.2.1, i16* %891, align 2, !noalias !97
  %sunkaddr3410 = getelementptr i8, i8* %arg.b.0, i64 %886
  %sunkaddr3411 = getelementptr i8, i8* %sunkaddr3410, i64 6
  %892 = bitcast i8* %sunkaddr3411 to i16*
  %.66.i.us116.3.2.1 = load i16, i16* %892, align 2, !noalias !94
  %sunkaddr3412 = getelementptr i8, i8* %scevgep290, i64 %886
  %sunkaddr3413 = getelementptr i8, i8* %sunkaddr3412, i64 -8
  %893 = bitcast i8* %sunkaddr3413 to i16*
  store i16 %.66.i.us116.3.2.1, i16* %893, align 2, !noalias !97
  %sunkaddr3414 = getelementptr i8, i8* %arg.b.0, i64 %886
  %sunkaddr3415 = getelementptr i8, i8* %sunkaddr3414, i64 8
  %894 = bitcast i8* %sunkaddr3415 to i16*
  %.66.i.us116.4.2.1 = load i16, i16* %894, align 2, !noalias !94
  %sunkaddr3416 = getelementptr i8, i8* %scevgep290, i64 %886
  %sunkaddr3417 = getelementptr i8, i8* %sunkaddr3416, i64 -6
  %895 = bitcast i8* %sunkaddr3417 to i16*
  store i16 %.66.i.us116.4.2.1, i16* %895, align 2, !noalias !97
  %sunkaddr3418 = getelementptr i8, i8* %arg.b.0, i64 %886
  %sunkaddr3419 = getelementptr i8, i8* %sunkaddr3418, i64 10
  %896 = bitcast i8* %sunkaddr3419 to i16*
  %.66.i.us116.5.2.1 = load i16, i16* %896, align 2, !noalias !94
  %sunkaddr3420 = getelementptr i8, i8* %scevgep290, i64 %886
  %sunkaddr3421 = getelementptr i8, i8* %sunkaddr3420, i64 -4
  %897 = bitcast i8* %sunkaddr3421 to i16*
  store i16 %.66.i.us116.5.2.1, i16* %897, align 2, !noalias !97
  %sunkaddr3422 = getelementptr i8, i8* %arg.b.0, i64 %886
  %sunkaddr3423 = getelementptr i8, i8* %sunkaddr3422, i64 12
  %898 = bitcast i8* %sunkaddr3423 to i16*
  %.66.i.us116.6.2.1 = load i16, i16* %898, align 2, !noalias !94
  %sunkaddr3424 = getelementptr i8, i8* %scevgep290, i64 %886
  %sunkaddr3425 = getelementptr i8, i8* %sunkaddr3424, i64 -2
  %899 = bitcast i8* %sunkaddr3425 to i16*
  store i16 %.66.i.us116.6.2.1, i16* %899, align 2, !noalias !97
  %sunkaddr3426 = getelementptr i8, i8* %arg.b.0, i64 %886
  %sunkaddr3427 = getelementptr i8, i8* %sunkaddr3426, i64 14
  %900 = bitcast i8* %sunkaddr3427 to i16*
  %.66.i.us116.7.2.1 = load i16, i16* %900, align 2, !noalias !94
  %scevgep309.2485.1 = getelementptr i8, i8* %scevgep290, i64 %886
  %scevgep309310.2486.1 = bitcast i8* %scevgep309.2485.1 to i16*
  store i16 %.66.i.us116.7.2.1, i16* %scevgep309310.2486.1, align 2, !noalias !97
  %901 = or i64 %856, 48
  %scevgep359.3.1 = getelementptr i8, i8* %arg.b.0, i64 %901
  %scevgep359360.3.1 = bitcast i8* %scevgep359.3.1 to i16*
  %.66.i.us116.3417.1 = load i16, i16* %scevgep359360.3.1, align 2, !noalias !94
  %scevgep313191.3.1 = getelementptr i8, i8* %scevgep31138194, i64 %901
  %902 = bitcast i8* %scevgep313191.3.1 to i16*
  store i16 %.66.i.us116.3417.1, i16* %902, align 2, !noalias !97
  %sunkaddr3428 = getelementptr i8, i8* %arg.b.0, i64 %901
  %sunkaddr3429 = getelementptr i8, i8* %sunkaddr3428, i64 2
  %903 = bitcast i8* %sunkaddr3429 to i16*
  %.66.i.us116.1.3.1 = load i16, i16* %903, align 2, !noalias !94
  %sunkaddr3430 = getelementptr i8, i8* %scevgep290, i64 %901
  %sunkaddr3431 = getelementptr i8, i8* %sunkaddr3430, i64 -12
  %904 = bitcast i8* %sunkaddr3431 to i16*
  store i16 %.66.i.us116.1.3.1, i16* %904, align 2, !noalias !97
  %sunkaddr3432 = getelementptr i8, i8* %arg.b.0, i64 %901
  %sunkaddr3433 = getelementptr i8, i8* %sunkaddr3432, i64 4
  %905 = bitcast i8* %sunkaddr3433 to i16*
  %.66.i.us116.2.3.1 = load i16, i16* %905, align 2, !noalias !94
  %sunkaddr3434 = getelementptr i8, i8* %scevgep290, i64 %901
  %sunkaddr3435 = getelementptr i8, i8* %sunkaddr3434, i64 -10
  %906 = bitcast i8* %sunkaddr3435 to i16*
  store i16 %.66.i.us116.2.3.1, i16* %906, align 2, !noalias !97
  %sunkaddr3436 = getelementptr i8, i8* %arg.b.0, i64 %901
  %sunkaddr3437 = getelementptr i8, i8* %sunkaddr3436, i64 6
  %907 = bitcast i8* %sunkaddr3437 to i16*
  %.66.i.us116.3.3.1 = load i16, i16* %907, align 2, !noalias !94
  %sunkaddr3438 = getelementptr i8, i8* %scevgep290, i64 %901
  %sunkaddr3439 = getelementptr i8, i8* %sunkaddr3438, i64 -8
  %908 = bitcast i8* %sunkaddr3439 to i16*
  store i16 %.66.i.us116.3.3.1, i16* %908, align 2, !noalias !97
  %sunkaddr3440 = getelementptr i8, i8* %arg.b.0, i64 %901
  %sunkaddr3441 = getelementptr i8, i8* %sunkaddr3440, i64 8
  %909 = bitcast i8* %sunkaddr3441 to i16*
  %.66.i.us116.4.3.1 = load i16, i16* %909, align 2, !noalias !94
  %sunkaddr3442 = getelementptr i8, i8* %scevgep290, i64 %901
  %sunkaddr3443 = getelementptr i8, i8* %sunkaddr3442, i64 -6
  %910 = bitcast i8* %sunkaddr3443 to i16*
  store i16 %.66.i.us116.4.3.1, i16* %910, align 2, !noalias !97
  %sunkaddr3444 = getelementptr i8, i8* %arg.b.0, i64 %901
  %sunkaddr3445 = getelementptr i8, i8* %sunkaddr3444, i64 10
  %911 = bitcast i8* %sunkaddr3445 to i16*
  %.66.i.us116.5.3.1 = load i16, i16* %911, align 2, !noalias !94
  %sunkaddr3446 = getelementptr i8, i8* %scevgep290, i64 %901
  %sunkaddr3447 = getelementptr i8, i8* %sunkaddr3446, i64 -4
  %912 = bitcast i8* %sunkaddr3447 to i16*
  store i16 %.66.i.us116.5.3.1, i16* %912, align 2, !noalias !97
  %sunkaddr3448 = getelementptr i8, i8* %arg.b.0, i64 %901
  %sunkaddr3449 = getelementptr i8, i8* %sunkaddr3448, i64 12
  %913 = bitcast i8* %sunkaddr3449 to i16*
  %.66.i.us116.6.3.1 = load i16, i16* %913, align 2, !noalias !94
  %sunkaddr3450 = getelementptr i8, i8* %scevgep290, i64 %901
  %sunkaddr3451 = getelementptr i8, i8* %sunkaddr3450, i64 -2
  %914 = bitcast i8* %sunkaddr3451 to i16*
  store i16 %.66.i.us116.6.3.1, i16* %914, align 2, !noalias !97
  %sunkaddr3452 = getelementptr i8, i8* %arg.b.0, i64 %901
  %sunkaddr3453 = getelementptr i8, i8* %sunkaddr3452, i64 14
  %915 = bitcast i8* %sunkaddr3453 to i16*
  %.66.i.us116.7.3.1 = load i16, i16* %915, align 2, !noalias !94
  br label %B116.i.us.7.3.1

B116.i.us.7.thread.1:                             ; preds = %B116.i.us.7.3
  %scevgep375.1659 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.3
  %.37.i.us120.1660 = load i8, i8* %scevgep375.1659, align 1, !noalias !94
  %.41.i2.us121.1661 = zext i8 %.37.i.us120.1660 to i16
  %916 = shl nuw i64 %.466.us108.7256.3, 1
  %scevgep313187.1662 = getelementptr i8, i8* %scevgep31138194, i64 %916
  %917 = bitcast i8* %scevgep313187.1662 to i16*
  store i16 %.41.i2.us121.1661, i16* %917, align 2, !noalias !97
  %sunkaddr3454 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.3
  %sunkaddr3455 = getelementptr i8, i8* %sunkaddr3454, i64 1
  %.37.i.us120.1.1663 = load i8, i8* %sunkaddr3455, align 1, !noalias !94
  %.41.i2.us121.1.1664 = zext i8 %.37.i.us120.1.1663 to i16
  %sunkaddr3456 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3457 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3456
  %sunkaddr3458 = getelementptr i8, i8* %sunkaddr3457, i64 -12
  %918 = bitcast i8* %sunkaddr3458 to i16*
  store i16 %.41.i2.us121.1.1664, i16* %918, align 2, !noalias !97
  %sunkaddr3459 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.3
  %sunkaddr3460 = getelementptr i8, i8* %sunkaddr3459, i64 2
  %.37.i.us120.2.1666 = load i8, i8* %sunkaddr3460, align 1, !noalias !94
  %.41.i2.us121.2.1667 = zext i8 %.37.i.us120.2.1666 to i16
  %sunkaddr3461 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3462 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3461
  %sunkaddr3463 = getelementptr i8, i8* %sunkaddr3462, i64 -10
  %919 = bitcast i8* %sunkaddr3463 to i16*
  store i16 %.41.i2.us121.2.1667, i16* %919, align 2, !noalias !97
  %sunkaddr3464 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.3
  %sunkaddr3465 = getelementptr i8, i8* %sunkaddr3464, i64 3
  %.37.i.us120.3.1669 = load i8, i8* %sunkaddr3465, align 1, !noalias !94
  %.41.i2.us121.3.1670 = zext i8 %.37.i.us120.3.1669 to i16
  %sunkaddr3466 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3467 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3466
  %sunkaddr3468 = getelementptr i8, i8* %sunkaddr3467, i64 -8
  %920 = bitcast i8* %sunkaddr3468 to i16*
  store i16 %.41.i2.us121.3.1670, i16* %920, align 2, !noalias !97
  %sunkaddr3469 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.3
  %sunkaddr3470 = getelementptr i8, i8* %sunkaddr3469, i64 4
  %.37.i.us120.4.1672 = load i8, i8* %sunkaddr3470, align 1, !noalias !94
  %.41.i2.us121.4.1673 = zext i8 %.37.i.us120.4.1672 to i16
  %sunkaddr3471 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3472 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3471
  %sunkaddr3473 = getelementptr i8, i8* %sunkaddr3472, i64 -6
  %921 = bitcast i8* %sunkaddr3473 to i16*
  store i16 %.41.i2.us121.4.1673, i16* %921, align 2, !noalias !97
  %sunkaddr3474 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.3
  %sunkaddr3475 = getelementptr i8, i8* %sunkaddr3474, i64 5
  %.37.i.us120.5.1675 = load i8, i8* %sunkaddr3475, align 1, !noalias !94
  %.41.i2.us121.5.1676 = zext i8 %.37.i.us120.5.1675 to i16
  %sunkaddr3476 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3477 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3476
  %sunkaddr3478 = getelementptr i8, i8* %sunkaddr3477, i64 -4
  %922 = bitcast i8* %sunkaddr3478 to i16*
  store i16 %.41.i2.us121.5.1676, i16* %922, align 2, !noalias !97
  %sunkaddr3479 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.3
  %sunkaddr3480 = getelementptr i8, i8* %sunkaddr3479, i64 6
  %.37.i.us120.6.1678 = load i8, i8* %sunkaddr3480, align 1, !noalias !94
  %.41.i2.us121.6.1679 = zext i8 %.37.i.us120.6.1678 to i16
  %sunkaddr3481 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3482 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3481
  %sunkaddr3483 = getelementptr i8, i8* %sunkaddr3482, i64 -2
  %923 = bitcast i8* %sunkaddr3483 to i16*
  store i16 %.41.i2.us121.6.1679, i16* %923, align 2, !noalias !97
  %sunkaddr3484 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.3
  %sunkaddr3485 = getelementptr i8, i8* %sunkaddr3484, i64 7
  %.37.i.us120.7.1681 = load i8, i8* %sunkaddr3485, align 1, !noalias !94
  %.41.i2.us121.7.1682 = zext i8 %.37.i.us120.7.1681 to i16
  %.466.us108.7256437.1 = or i64 %.397.098.us106, 40
  %scevgep309438.1 = getelementptr i8, i8* %scevgep290, i64 %916
  %scevgep309310439.1 = bitcast i8* %scevgep309438.1 to i16*
  store i16 %.41.i2.us121.7.1682, i16* %scevgep309310439.1, align 2, !noalias !97
  %scevgep375.1.1 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437.1
  %.37.i.us120.1408.1 = load i8, i8* %scevgep375.1.1, align 1, !noalias !94
  %.41.i2.us121.1409.1 = zext i8 %.37.i.us120.1408.1 to i16
  %924 = shl nuw i64 %.466.us108.7256437.1, 1
  %scevgep313187.1.1 = getelementptr i8, i8* %scevgep31138194, i64 %924
  %925 = bitcast i8* %scevgep313187.1.1 to i16*
  store i16 %.41.i2.us121.1409.1, i16* %925, align 2, !noalias !97
  %sunkaddr3486 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437.1
  %sunkaddr3487 = getelementptr i8, i8* %sunkaddr3486, i64 1
  %.37.i.us120.1.1.1 = load i8, i8* %sunkaddr3487, align 1, !noalias !94
  %.41.i2.us121.1.1.1 = zext i8 %.37.i.us120.1.1.1 to i16
  %sunkaddr3488 = mul i64 %.466.us108.7256437.1, 2
  %sunkaddr3489 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3488
  %sunkaddr3490 = getelementptr i8, i8* %sunkaddr3489, i64 -12
  %926 = bitcast i8* %sunkaddr3490 to i16*
  store i16 %.41.i2.us121.1.1.1, i16* %926, align 2, !noalias !97
  %sunkaddr3491 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437.1
  %sunkaddr3492 = getelementptr i8, i8* %sunkaddr3491, i64 2
  %.37.i.us120.2.1.1 = load i8, i8* %sunkaddr3492, align 1, !noalias !94
  %.41.i2.us121.2.1.1 = zext i8 %.37.i.us120.2.1.1 to i16
  %sunkaddr3493 = mul i64 %.466.us108.7256437.1, 2
  %sunkaddr3494 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3493
  %sunkaddr3495 = getelementptr i8, i8* %sunkaddr3494, i64 -10
  %927 = bitcast i8* %sunkaddr3495 to i16*
  store i16 %.41.i2.us121.2.1.1, i16* %927, align 2, !noalias !97
  %sunkaddr3496 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437.1
  %sunkaddr3497 = getelementptr i8, i8* %sunkaddr3496, i64 3
  %.37.i.us120.3.1.1 = load i8, i8* %sunkaddr3497, align 1, !noalias !94
  %.41.i2.us121.3.1.1 = zext i8 %.37.i.us120.3.1.1 to i16
  %sunkaddr3498 = mul i64 %.466.us108.7256437.1, 2
  %sunkaddr3499 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3498
  %sunkaddr3500 = getelementptr i8, i8* %sunkaddr3499, i64 -8
  %928 = bitcast i8* %sunkaddr3500 to i16*
  store i16 %.41.i2.us121.3.1.1, i16* %928, align 2, !noalias !97
  %sunkaddr3501 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437.1
  %sunkaddr3502 = getelementptr i8, i8* %sunkaddr3501, i64 4
  %.37.i.us120.4.1.1 = load i8, i8* %sunkaddr3502, align 1, !noalias !94
  %.41.i2.us121.4.1.1 = zext i8 %.37.i.us120.4.1.1 to i16
  %sunkaddr3503 = mul i64 %.466.us108.7256437.1, 2
  %sunkaddr3504 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3503
  %sunkaddr3505 = getelementptr i8, i8* %sunkaddr3504, i64 -6
  %929 = bitcast i8* %sunkaddr3505 to i16*
  store i16 %.41.i2.us121.4.1.1, i16* %929, align 2, !noalias !97
  %sunkaddr3506 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437.1
  %sunkaddr3507 = getelementptr i8, i8* %sunkaddr3506, i64 5
  %.37.i.us120.5.1.1 = load i8, i8* %sunkaddr3507, align 1, !noalias !94
  %.41.i2.us121.5.1.1 = zext i8 %.37.i.us120.5.1.1 to i16
  %sunkaddr3508 = mul i64 %.466.us108.7256437.1, 2
  %sunkaddr3509 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3508
  %sunkaddr3510 = getelementptr i8, i8* %sunkaddr3509, i64 -4
  %930 = bitcast i8* %sunkaddr3510 to i16*
  store i16 %.41.i2.us121.5.1.1, i16* %930, align 2, !noalias !97
  %sunkaddr3511 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437.1
  %sunkaddr3512 = getelementptr i8, i8* %sunkaddr3511, i64 6
  %.37.i.us120.6.1.1 = load i8, i8* %sunkaddr3512, align 1, !noalias !94
  %.41.i2.us121.6.1.1 = zext i8 %.37.i.us120.6.1.1 to i16
  %sunkaddr3513 = mul i64 %.466.us108.7256437.1, 2
  %sunkaddr3514 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3513
  %sunkaddr3515 = getelementptr i8, i8* %sunkaddr3514, i64 -2
  %931 = bitcast i8* %sunkaddr3515 to i16*
  store i16 %.41.i2.us121.6.1.1, i16* %931, align 2, !noalias !97
  %sunkaddr3516 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256437.1
  %sunkaddr3517 = getelementptr i8, i8* %sunkaddr3516, i64 7
  %.37.i.us120.7.1.1 = load i8, i8* %sunkaddr3517, align 1, !noalias !94
  %.41.i2.us121.7.1.1 = zext i8 %.37.i.us120.7.1.1 to i16
  %.466.us108.7256.1457.1 = or i64 %.397.098.us106, 48
  %scevgep309.1458.1 = getelementptr i8, i8* %scevgep290, i64 %924
  %scevgep309310.1459.1 = bitcast i8* %scevgep309.1458.1 to i16*
  store i16 %.41.i2.us121.7.1.1, i16* %scevgep309310.1459.1, align 2, !noalias !97
  %scevgep375.2.1 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457.1
  %.37.i.us120.2413.1 = load i8, i8* %scevgep375.2.1, align 1, !noalias !94
  %.41.i2.us121.2414.1 = zext i8 %.37.i.us120.2413.1 to i16
  %932 = shl nuw i64 %.466.us108.7256.1457.1, 1
  %scevgep313187.2.1 = getelementptr i8, i8* %scevgep31138194, i64 %932
  %933 = bitcast i8* %scevgep313187.2.1 to i16*
  store i16 %.41.i2.us121.2414.1, i16* %933, align 2, !noalias !97
  %sunkaddr3518 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457.1
  %sunkaddr3519 = getelementptr i8, i8* %sunkaddr3518, i64 1
  %.37.i.us120.1.2.1 = load i8, i8* %sunkaddr3519, align 1, !noalias !94
  %.41.i2.us121.1.2.1 = zext i8 %.37.i.us120.1.2.1 to i16
  %sunkaddr3520 = mul i64 %.466.us108.7256.1457.1, 2
  %sunkaddr3521 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3520
  %sunkaddr3522 = getelementptr i8, i8* %sunkaddr3521, i64 -12
  %934 = bitcast i8* %sunkaddr3522 to i16*
  store i16 %.41.i2.us121.1.2.1, i16* %934, align 2, !noalias !97
  %sunkaddr3523 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457.1
  %sunkaddr3524 = getelementptr i8, i8* %sunkaddr3523, i64 2
  %.37.i.us120.2.2.1 = load i8, i8* %sunkaddr3524, align 1, !noalias !94
  %.41.i2.us121.2.2.1 = zext i8 %.37.i.us120.2.2.1 to i16
  %sunkaddr3525 = mul i64 %.466.us108.7256.1457.1, 2
  %sunkaddr3526 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3525
  %sunkaddr3527 = getelementptr i8, i8* %sunkaddr3526, i64 -10
  %935 = bitcast i8* %sunkaddr3527 to i16*
  store i16 %.41.i2.us121.2.2.1, i16* %935, align 2, !noalias !97
  %sunkaddr3528 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457.1
  %sunkaddr3529 = getelementptr i8, i8* %sunkaddr3528, i64 3
  %.37.i.us120.3.2.1 = load i8, i8* %sunkaddr3529, align 1, !noalias !94
  %.41.i2.us121.3.2.1 = zext i8 %.37.i.us120.3.2.1 to i16
  %sunkaddr3530 = mul i64 %.466.us108.7256.1457.1, 2
  %sunkaddr3531 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3530
  %sunkaddr3532 = getelementptr i8, i8* %sunkaddr3531, i64 -8
  %936 = bitcast i8* %sunkaddr3532 to i16*
  store i16 %.41.i2.us121.3.2.1, i16* %936, align 2, !noalias !97
  %sunkaddr3533 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457.1
  %sunkaddr3534 = getelementptr i8, i8* %sunkaddr3533, i64 4
  %.37.i.us120.4.2.1 = load i8, i8* %sunkaddr3534, align 1, !noalias !94
  %.41.i2.us121.4.2.1 = zext i8 %.37.i.us120.4.2.1 to i16
  %sunkaddr3535 = mul i64 %.466.us108.7256.1457.1, 2
  %sunkaddr3536 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3535
  %sunkaddr3537 = getelementptr i8, i8* %sunkaddr3536, i64 -6
  %937 = bitcast i8* %sunkaddr3537 to i16*
  store i16 %.41.i2.us121.4.2.1, i16* %937, align 2, !noalias !97
  %sunkaddr3538 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457.1
  %sunkaddr3539 = getelementptr i8, i8* %sunkaddr3538, i64 5
  %.37.i.us120.5.2.1 = load i8, i8* %sunkaddr3539, align 1, !noalias !94
  %.41.i2.us121.5.2.1 = zext i8 %.37.i.us120.5.2.1 to i16
  %sunkaddr3540 = mul i64 %.466.us108.7256.1457.1, 2
  %sunkaddr3541 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3540
  %sunkaddr3542 = getelementptr i8, i8* %sunkaddr3541, i64 -4
  %938 = bitcast i8* %sunkaddr3542 to i16*
  store i16 %.41.i2.us121.5.2.1, i16* %938, align 2, !noalias !97
  %sunkaddr3543 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457.1
  %sunkaddr3544 = getelementptr i8, i8* %sunkaddr3543, i64 6
  %.37.i.us120.6.2.1 = load i8, i8* %sunkaddr3544, align 1, !noalias !94
  %.41.i2.us121.6.2.1 = zext i8 %.37.i.us120.6.2.1 to i16
  %sunkaddr3545 = mul i64 %.466.us108.7256.1457.1, 2
  %sunkaddr3546 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3545
  %sunkaddr3547 = getelementptr i8, i8* %sunkaddr3546, i64 -2
  %939 = bitcast i8* %sunkaddr3547 to i16*
  store i16 %.41.i2.us121.6.2.1, i16* %939, align 2, !noalias !97
  %sunkaddr3548 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.1457.1
  %sunkaddr3549 = getelementptr i8, i8* %sunkaddr3548, i64 7
  %.37.i.us120.7.2.1 = load i8, i8* %sunkaddr3549, align 1, !noalias !94
  %.41.i2.us121.7.2.1 = zext i8 %.37.i.us120.7.2.1 to i16
  %.466.us108.7256.2477.1 = or i64 %.397.098.us106, 56
  %scevgep309.2478.1 = getelementptr i8, i8* %scevgep290, i64 %932
  %scevgep309310.2479.1 = bitcast i8* %scevgep309.2478.1 to i16*
  store i16 %.41.i2.us121.7.2.1, i16* %scevgep309310.2479.1, align 2, !noalias !97
  %scevgep375.3.1 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477.1
  %.37.i.us120.3418.1 = load i8, i8* %scevgep375.3.1, align 1, !noalias !94
  %.41.i2.us121.3419.1 = zext i8 %.37.i.us120.3418.1 to i16
  %940 = shl nuw i64 %.466.us108.7256.2477.1, 1
  %scevgep313187.3.1 = getelementptr i8, i8* %scevgep31138194, i64 %940
  %941 = bitcast i8* %scevgep313187.3.1 to i16*
  store i16 %.41.i2.us121.3419.1, i16* %941, align 2, !noalias !97
  %sunkaddr3550 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477.1
  %sunkaddr3551 = getelementptr i8, i8* %sunkaddr3550, i64 1
  %.37.i.us120.1.3.1 = load i8, i8* %sunkaddr3551, align 1, !noalias !94
  %.41.i2.us121.1.3.1 = zext i8 %.37.i.us120.1.3.1 to i16
  %sunkaddr3552 = mul i64 %.466.us108.7256.2477.1, 2
  %sunkaddr3553 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3552
  %sunkaddr3554 = getelementptr i8, i8* %sunkaddr3553, i64 -12
  %942 = bitcast i8* %sunkaddr3554 to i16*
  store i16 %.41.i2.us121.1.3.1, i16* %942, align 2, !noalias !97
  %sunkaddr3555 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477.1
  %sunkaddr3556 = getelementptr i8, i8* %sunkaddr3555, i64 2
  %.37.i.us120.2.3.1 = load i8, i8* %sunkaddr3556, align 1, !noalias !94
  %.41.i2.us121.2.3.1 = zext i8 %.37.i.us120.2.3.1 to i16
  %sunkaddr3557 = mul i64 %.466.us108.7256.2477.1, 2
  %sunkaddr3558 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3557
  %sunkaddr3559 = getelementptr i8, i8* %sunkaddr3558, i64 -10
  %943 = bitcast i8* %sunkaddr3559 to i16*
  store i16 %.41.i2.us121.2.3.1, i16* %943, align 2, !noalias !97
  %sunkaddr3560 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477.1
  %sunkaddr3561 = getelementptr i8, i8* %sunkaddr3560, i64 3
  %.37.i.us120.3.3.1 = load i8, i8* %sunkaddr3561, align 1, !noalias !94
  %.41.i2.us121.3.3.1 = zext i8 %.37.i.us120.3.3.1 to i16
  %sunkaddr3562 = mul i64 %.466.us108.7256.2477.1, 2
  %sunkaddr3563 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3562
  %sunkaddr3564 = getelementptr i8, i8* %sunkaddr3563, i64 -8
  %944 = bitcast i8* %sunkaddr3564 to i16*
  store i16 %.41.i2.us121.3.3.1, i16* %944, align 2, !noalias !97
  %sunkaddr3565 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477.1
  %sunkaddr3566 = getelementptr i8, i8* %sunkaddr3565, i64 4
  %.37.i.us120.4.3.1 = load i8, i8* %sunkaddr3566, align 1, !noalias !94
  %.41.i2.us121.4.3.1 = zext i8 %.37.i.us120.4.3.1 to i16
  %sunkaddr3567 = mul i64 %.466.us108.7256.2477.1, 2
  %sunkaddr3568 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3567
  %sunkaddr3569 = getelementptr i8, i8* %sunkaddr3568, i64 -6
  %945 = bitcast i8* %sunkaddr3569 to i16*
  store i16 %.41.i2.us121.4.3.1, i16* %945, align 2, !noalias !97
  %sunkaddr3570 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477.1
  %sunkaddr3571 = getelementptr i8, i8* %sunkaddr3570, i64 5
  %.37.i.us120.5.3.1 = load i8, i8* %sunkaddr3571, align 1, !noalias !94
  %.41.i2.us121.5.3.1 = zext i8 %.37.i.us120.5.3.1 to i16
  %sunkaddr3572 = mul i64 %.466.us108.7256.2477.1, 2
  %sunkaddr3573 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3572
  %sunkaddr3574 = getelementptr i8, i8* %sunkaddr3573, i64 -4
  %946 = bitcast i8* %sunkaddr3574 to i16*
  store i16 %.41.i2.us121.5.3.1, i16* %946, align 2, !noalias !97
  %sunkaddr3575 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477.1
  %sunkaddr3576 = getelementptr i8, i8* %sunkaddr3575, i64 6
  %.37.i.us120.6.3.1 = load i8, i8* %sunkaddr3576, align 1, !noalias !94
  %.41.i2.us121.6.3.1 = zext i8 %.37.i.us120.6.3.1 to i16
  %sunkaddr3577 = mul i64 %.466.us108.7256.2477.1, 2
  %sunkaddr3578 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3577
  %sunkaddr3579 = getelementptr i8, i8* %sunkaddr3578, i64 -2
  %947 = bitcast i8* %sunkaddr3579 to i16*
  store i16 %.41.i2.us121.6.3.1, i16* %947, align 2, !noalias !97
  %sunkaddr3580 = getelementptr i8, i8* %arg.b.0, i64 %.466.us108.7256.2477.1
  %sunkaddr3581 = getelementptr i8, i8* %sunkaddr3580, i64 7
  %.37.i.us120.7.3.1 = load i8, i8* %sunkaddr3581, align 1, !noalias !94
  %.41.i2.us121.7.3.1 = zext i8 %.37.i.us120.7.3.1 to i16
  br label %B116.i.us.7.3.1

B116.i.us.7.1:                                    ; preds = %B116.i.us.7.3
  %948 = shl i64 %.466.us108.7256.3, 1
  %scevgep313.1683 = getelementptr i8, i8* %scevgep31138194, i64 %948
  %949 = bitcast i8* %scevgep313.1683 to i16*
  store i16 0, i16* %949, align 2, !noalias !97
  %sunkaddr3582 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3583 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3582
  %sunkaddr3584 = getelementptr i8, i8* %sunkaddr3583, i64 -12
  %950 = bitcast i8* %sunkaddr3584 to i16*
  store i16 0, i16* %950, align 2, !noalias !97
  %sunkaddr3585 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3586 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3585
  %sunkaddr3587 = getelementptr i8, i8* %sunkaddr3586, i64 -10
  %951 = bitcast i8* %sunkaddr3587 to i16*
  store i16 0, i16* %951, align 2, !noalias !97
  %sunkaddr3588 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3589 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3588
  %sunkaddr3590 = getelementptr i8, i8* %sunkaddr3589, i64 -8
  %952 = bitcast i8* %sunkaddr3590 to i16*
  store i16 0, i16* %952, align 2, !noalias !97
  %sunkaddr3591 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3592 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3591
  %sunkaddr3593 = getelementptr i8, i8* %sunkaddr3592, i64 -6
  %953 = bitcast i8* %sunkaddr3593 to i16*
  store i16 0, i16* %953, align 2, !noalias !97
  %sunkaddr3594 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3595 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3594
  %sunkaddr3596 = getelementptr i8, i8* %sunkaddr3595, i64 -4
  %954 = bitcast i8* %sunkaddr3596 to i16*
  store i16 0, i16* %954, align 2, !noalias !97
  %sunkaddr3597 = mul i64 %.466.us108.7256.3, 2
  %sunkaddr3598 = getelementptr i8, i8* %scevgep290, i64 %sunkaddr3597
  %sunkaddr3599 = getelementptr i8, i8* %sunkaddr3598, i64 -2
  %955 = bitcast i8* %sunkaddr3599 to i16*
  store i16 0, i16* %955, align 2, !noalias !97
  %scevgep309.1690 = getelementptr i8, i8* %scevgep290, i64 %948
  %scevgep309310.1691 = bitcast i8* %scevgep309.1690 to i16*
  store i16 0, i16* %scevgep309310.1691, align 2, !noalias !97
  %956 = or i64 %948, 16
  %scevgep313.1.1 = getelementptr i8, i8* %scevgep31138194, i64 %956
  %957 = bitcast i8* %scevgep313.1.1 to i16*
  store i16 0, i16* %957, align 2, !noalias !97
  %sunkaddr3600 = getelementptr i8, i8* %scevgep290, i64 %956
  %sunkaddr3601 = getelementptr i8, i8* %sunkaddr3600, i64 -12
  %958 = bitcast i8* %sunkaddr3601 to i16*
  store i16 0, i16* %958, align 2, !noalias !97
  %sunkaddr3602 = getelementptr i8, i8* %scevgep290, i64 %956
  %sunkaddr3603 = getelementptr i8, i8* %sunkaddr3602, i64 -10
  %959 = bitcast i8* %sunkaddr3603 to i16*
  store i16 0, i16* %959, align 2, !noalias !97
  %sunkaddr3604 = getelementptr i8, i8* %scevgep290, i64 %956
  %sunkaddr3605 = getelementptr i8, i8* %sunkaddr3604, i64 -8
  %960 = bitcast i8* %sunkaddr3605 to i16*
  store i16 0, i16* %960, align 2, !noalias !97
  %sunkaddr3606 = getelementptr i8, i8* %scevgep290, i64 %956
  %sunkaddr3607 = getelementptr i8, i8* %sunkaddr3606, i64 -6
  %961 = bitcast i8* %sunkaddr3607 to i16*
  store i16 0, i16* %961, align 2, !noalias !97
  %sunkaddr3608 = getelementptr i8, i8* %scevgep290, i64 %956
  %sunkaddr3609 = getelementptr i8, i8* %sunkaddr3608, i64 -4
  %962 = bitcast i8* %sunkaddr3609 to i16*
  store i16 0, i16* %962, align 2, !noalias !97
  %sunkaddr3610 = getelementptr i8, i8* %scevgep290, i64 %956
  %sunkaddr3611 = getelementptr i8, i8* %sunkaddr3610, i64 -2
  %963 = bitcast i8* %sunkaddr3611 to i16*
  store i16 0, i16* %963, align 2, !noalias !97
  %scevgep309.1.1 = getelementptr i8, i8* %scevgep290, i64 %956
  %scevgep309310.1.1 = bitcast i8* %scevgep309.1.1 to i16*
  store i16 0, i16* %scevgep309310.1.1, align 2, !noalias !97
  %964 = or i64 %948, 32
  %scevgep313.2.1 = getelementptr i8, i8* %scevgep31138194, i64 %964
  %965 = bitcast i8* %scevgep313.2.1 to i16*
  store i16 0, i16* %965, align 2, !noalias !97
  %sunkaddr3612 = getelementptr i8, i8* %scevgep290, i64 %964
  %sunkaddr3613 = getelementptr i8, i8* %sunkaddr3612, i64 -12
  %966 = bitcast i8* %sunkaddr3613 to i16*
  store i16 0, i16* %966, align 2, !noalias !97
  %sunkaddr3614 = getelementptr i8, i8* %scevgep290, i64 %964
  %sunkaddr3615 = getelementptr i8, i8* %sunkaddr3614, i64 -10
  %967 = bitcast i8* %sunkaddr3615 to i16*
  store i16 0, i16* %967, align 2, !noalias !97
  %sunkaddr3616 = getelementptr i8, i8* %scevgep290, i64 %964
  %sunkaddr3617 = getelementptr i8, i8* %sunkaddr3616, i64 -8
  %968 = bitcast i8* %sunkaddr3617 to i16*
  store i16 0, i16* %968, align 2, !noalias !97
  %sunkaddr3618 = getelementptr i8, i8* %scevgep290, i64 %964
  %sunkaddr3619 = getelementptr i8, i8* %sunkaddr3618, i64 -6
  %969 = bitcast i8* %sunkaddr3619 to i16*
  store i16 0, i16* %969, align 2, !noalias !97
  %sunkaddr3620 = getelementptr i8, i8* %scevgep290, i64 %964
  %sunkaddr3621 = getelementptr i8, i8* %sunkaddr3620, i64 -4
  %970 = bitcast i8* %sunkaddr3621 to i16*
  store i16 0, i16* %970, align 2, !noalias !97
  %sunkaddr3622 = getelementptr i8, i8* %scevgep290, i64 %964
  %sunkaddr3623 = getelementptr i8, i8* %sunkaddr3622, i64 -2
  %971 = bitcast i8* %sunkaddr3623 to i16*
  store i16 0, i16* %971, align 2, !noalias !97
  %scevgep309.2.1 = getelementptr i8, i8* %scevgep290, i64 %964
  %scevgep309310.2.1 = bitcast i8* %scevgep309.2.1 to i16*
  store i16 0, i16* %scevgep309310.2.1, align 2, !noalias !97
  %972 = or i64 %948, 48
  %scevgep313.3.1 = getelementptr i8, i8* %scevgep31138194, i64 %972
  %973 = bitcast i8* %scevgep313.3.1 to i16*
  store i16 0, i16* %973, align 2, !noalias !97
  %sunkaddr3624 = getelementptr i8, i8* %scevgep290, i64 %972
  %sunkaddr3625 = getelementptr i8, i8* %sunkaddr3624, i64 -12
  %974 = bitcast i8* %sunkaddr3625 to i16*
  store i16 0, i16* %974, align 2, !noalias !97
  %sunkaddr3626 = getelementptr i8, i8* %scevgep290, i64 %972
  %sunkaddr3627 = getelementptr i8, i8* %sunkaddr3626, i64 -10
  %975 = bitcast i8* %sunkaddr3627 to i16*
  store i16 0, i16* %975, align 2, !noalias !97
  %sunkaddr3628 = getelementptr i8, i8* %scevgep290, i64 %972
  %sunkaddr3629 = getelementptr i8, i8* %sunkaddr3628, i64 -8
  %976 = bitcast i8* %sunkaddr3629 to i16*
  store i16 0, i16* %976, align 2, !noalias !97
  %sunkaddr3630 = getelementptr i8, i8* %scevgep290, i64 %972
  %sunkaddr3631 = getelementptr i8, i8* %sunkaddr3630, i64 -6
  %977 = bitcast i8* %sunkaddr3631 to i16*
  store i16 0, i16* %977, align 2, !noalias !97
  %sunkaddr3632 = getelementptr i8, i8* %scevgep290, i64 %972
  %sunkaddr3633 = getelementptr i8, i8* %sunkaddr3632, i64 -4
  %978 = bitcast i8* %sunkaddr3633 to i16*
  store i16 0, i16* %978, align 2, !noalias !97
  %sunkaddr3634 = getelementptr i8, i8* %scevgep290, i64 %972
  %sunkaddr3635 = getelementptr i8, i8* %sunkaddr3634, i64 -2
  %979 = bitcast i8* %sunkaddr3635 to i16*
  store i16 0, i16* %979, align 2, !noalias !97
  br label %B116.i.us.7.3.1

B116.i.us.7.3.1:                                  ; preds = %B116.i.us.7.1, %B116.i.us.7.thread.1, %B116.i.us.7.thread441.1, %B116.i.us.7.thread448.1
  %.pre-phi.3.1 = phi i64 [ %972, %B116.i.us.7.1 ], [ %940, %B116.i.us.7.thread.1 ], [ %901, %B116.i.us.7.thread441.1 ], [ %841, %B116.i.us.7.thread448.1 ]
  %.sink.i.us123.7.3.1 = phi i16 [ 0, %B116.i.us.7.1 ], [ %.41.i2.us121.7.3.1, %B116.i.us.7.thread.1 ], [ %.66.i.us116.7.3.1, %B116.i.us.7.thread441.1 ], [ %.98.i.us113.7.3.1, %B116.i.us.7.thread448.1 ]
  %.466.us108.7256.3.1 = add nuw i64 %.397.098.us106, 64
  %scevgep309.3.1 = getelementptr i8, i8* %scevgep290, i64 %.pre-phi.3.1
  %scevgep309310.3.1 = bitcast i8* %scevgep309.3.1 to i16*
  store i16 %.sink.i.us123.7.3.1, i16* %scevgep309310.3.1, align 2, !noalias !97
  %niter616.next.1 = add i64 %niter616, 2
  %niter616.ncmp.1 = icmp eq i64 %niter616.next.1, %unroll_iter615
  br i1 %niter616.ncmp.1, label %B452.loopexit158.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B354.endif.us104

B354.endif.us127:                                 ; preds = %B196.i.us.7.3.1, %B354.endif.us127.preheader.new.new.new
  %.397.098.us129 = phi i64 [ 0, %B354.endif.us127.preheader.new.new.new ], [ %.466.us131.7340.3.1, %B196.i.us.7.3.1 ]
  %niter744 = phi i64 [ 0, %B354.endif.us127.preheader.new.new.new ], [ %niter744.next.1, %B196.i.us.7.3.1 ]
  switch i32 %arg.b.2, label %B196.i.us.7 [
    i32 1, label %B196.i.us.7.thread
    i32 2, label %B196.i.us.7.thread501
    i32 4, label %B196.i.us.7.thread508
  ]

B196.i.us.7.thread508:                            ; preds = %B354.endif.us127
  %980 = shl i64 %.397.098.us129, 2
  %uglygep454 = getelementptr i8, i8* %arg.b.0, i64 %980
  %uglygep454455 = bitcast i8* %uglygep454 to i32*
  %.95.i.us135 = load i32, i32* %uglygep454455, align 4, !noalias !94
  %scevgep410279 = getelementptr i8, i8* %scevgep4085278, i64 %980
  %981 = bitcast i8* %scevgep410279 to i32*
  store i32 %.95.i.us135, i32* %981, align 4, !noalias !97
  %sunkaddr3636 = mul i64 %.397.098.us129, 4
  %sunkaddr3637 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3636
  %sunkaddr3638 = getelementptr i8, i8* %sunkaddr3637, i64 4
  %982 = bitcast i8* %sunkaddr3638 to i32*
  %.95.i.us135.1 = load i32, i32* %982, align 4, !noalias !94
  %sunkaddr3639 = mul i64 %.397.098.us129, 4
  %sunkaddr3640 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3639
  %sunkaddr3641 = getelementptr i8, i8* %sunkaddr3640, i64 -24
  %983 = bitcast i8* %sunkaddr3641 to i32*
  store i32 %.95.i.us135.1, i32* %983, align 4, !noalias !97
  %sunkaddr3642 = mul i64 %.397.098.us129, 4
  %sunkaddr3643 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3642
  %sunkaddr3644 = getelementptr i8, i8* %sunkaddr3643, i64 8
  %984 = bitcast i8* %sunkaddr3644 to i32*
  %.95.i.us135.2 = load i32, i32* %984, align 4, !noalias !94
  %sunkaddr3645 = mul i64 %.397.098.us129, 4
  %sunkaddr3646 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3645
  %sunkaddr3647 = getelementptr i8, i8* %sunkaddr3646, i64 -20
  %985 = bitcast i8* %sunkaddr3647 to i32*
  store i32 %.95.i.us135.2, i32* %985, align 4, !noalias !97
  %sunkaddr3648 = mul i64 %.397.098.us129, 4
  %sunkaddr3649 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3648
  %sunkaddr3650 = getelementptr i8, i8* %sunkaddr3649, i64 12
  %986 = bitcast i8* %sunkaddr3650 to i32*
  %.95.i.us135.3 = load i32, i32* %986, align 4, !noalias !94
  %sunkaddr3651 = mul i64 %.397.098.us129, 4
  %sunkaddr3652 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3651
  %sunkaddr3653 = getelementptr i8, i8* %sunkaddr3652, i64 -16
  %987 = bitcast i8* %sunkaddr3653 to i32*
  store i32 %.95.i.us135.3, i32* %987, align 4, !noalias !97
  %sunkaddr3654 = mul i64 %.397.098.us129, 4
  %sunkaddr3655 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3654
  %sunkaddr3656 = getelementptr i8, i8* %sunkaddr3655, i64 16
  %988 = bitcast i8* %sunkaddr3656 to i32*
  %.95.i.us135.4 = load i32, i32* %988, align 4, !noalias !94
  %sunkaddr3657 = mul i64 %.397.098.us129, 4
  %sunkaddr3658 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3657
  %sunkaddr3659 = getelementptr i8, i8* %sunkaddr3658, i64 -12
  %989 = bitcast i8* %sunkaddr3659 to i32*
  store i32 %.95.i.us135.4, i32* %989, align 4, !noalias !97
  %sunkaddr3660 = mul i64 %.397.098.us129, 4
  %sunkaddr3661 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3660
  %sunkaddr3662 = getelementptr i8, i8* %sunkaddr3661, i64 20
  %990 = bitcast i8* %sunkaddr3662 to i32*
  %.95.i.us135.5 = load i32, i32* %990, align 4, !noalias !94
  %sunkaddr3663 = mul i64 %.397.098.us129, 4
  %sunkaddr3664 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3663
  %sunkaddr3665 = getelementptr i8, i8* %sunkaddr3664, i64 -8
  %991 = bitcast i8* %sunkaddr3665 to i32*
  store i32 %.95.i.us135.5, i32* %991, align 4, !noalias !97
  %sunkaddr3666 = mul i64 %.397.098.us129, 4
  %sunkaddr3667 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3666
  %sunkaddr3668 = getelementptr i8, i8* %sunkaddr3667, i64 24
  %992 = bitcast i8* %sunkaddr3668 to i32*
  %.95.i.us135.6 = load i32, i32* %992, align 4, !noalias !94
  %sunkaddr3669 = mul i64 %.397.098.us129, 4
  %sunkaddr3670 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3669
  %sunkaddr3671 = getelementptr i8, i8* %sunkaddr3670, i64 -4
  %993 = bitcast i8* %sunkaddr3671 to i32*
  store i32 %.95.i.us135.6, i32* %993, align 4, !noalias !97
  %sunkaddr3672 = mul i64 %.397.098.us129, 4
  %sunkaddr3673 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3672
  %sunkaddr3674 = getelementptr i8, i8* %sunkaddr3673, i64 28
  %994 = bitcast i8* %sunkaddr3674 to i32*
  %.95.i.us135.7 = load i32, i32* %994, align 4, !noalias !94
  %scevgep406512 = getelementptr i8, i8* %scevgep387, i64 %980
  %scevgep406407513 = bitcast i8* %scevgep406512 to i32*
  store i32 %.95.i.us135.7, i32* %scevgep406407513, align 4, !noalias !97
  %995 = or i64 %980, 32
  %uglygep454.1 = getelementptr i8, i8* %arg.b.0, i64 %995
  %uglygep454455.1 = bitcast i8* %uglygep454.1 to i32*
  %.95.i.us135.1434 = load i32, i32* %uglygep454455.1, align 4, !noalias !94
  %scevgep410279.1 = getelementptr i8, i8* %scevgep4085278, i64 %995
  %996 = bitcast i8* %scevgep410279.1 to i32*
  store i32 %.95.i.us135.1434, i32* %996, align 4, !noalias !97
  %sunkaddr3675 = getelementptr i8, i8* %arg.b.0, i64 %995
  %sunkaddr3676 = getelementptr i8, i8* %sunkaddr3675, i64 4
  %997 = bitcast i8* %sunkaddr3676 to i32*
  %.95.i.us135.1.1 = load i32, i32* %997, align 4, !noalias !94
  %sunkaddr3677 = getelementptr i8, i8* %scevgep387, i64 %995
  %sunkaddr3678 = getelementptr i8, i8* %sunkaddr3677, i64 -24
  %998 = bitcast i8* %sunkaddr3678 to i32*
  store i32 %.95.i.us135.1.1, i32* %998, align 4, !noalias !97
  %sunkaddr3679 = getelementptr i8, i8* %arg.b.0, i64 %995
  %sunkaddr3680 = getelementptr i8, i8* %sunkaddr3679, i64 8
  %999 = bitcast i8* %sunkaddr3680 to i32*
  %.95.i.us135.2.1 = load i32, i32* %999, align 4, !noalias !94
  %sunkaddr3681 = getelementptr i8, i8* %scevgep387, i64 %995
  %sunkaddr3682 = getelementptr i8, i8* %sunkaddr3681, i64 -20
  %1000 = bitcast i8* %sunkaddr3682 to i32*
  store i32 %.95.i.us135.2.1, i32* %1000, align 4, !noalias !97
  %sunkaddr3683 = getelementptr i8, i8* %arg.b.0, i64 %995
  %sunkaddr3684 = getelementptr i8, i8* %sunkaddr3683, i64 12
  %1001 = bitcast i8* %sunkaddr3684 to i32*
  %.95.i.us135.3.1 = load i32, i32* %1001, align 4, !noalias !94
  %sunkaddr3685 = getelementptr i8, i8* %scevgep387, i64 %995
  %sunkaddr3686 = getelementptr i8, i8* %sunkaddr3685, i64 -16
  %1002 = bitcast i8* %sunkaddr3686 to i32*
  store i32 %.95.i.us135.3.1, i32* %1002, align 4, !noalias !97
  %sunkaddr3687 = getelementptr i8, i8* %arg.b.0, i64 %995
  %sunkaddr3688 = getelementptr i8, i8* %sunkaddr3687, i64 16
  %1003 = bitcast i8* %sunkaddr3688 to i32*
  %.95.i.us135.4.1 = load i32, i32* %1003, align 4, !noalias !94
  %sunkaddr3689 = getelementptr i8, i8* %scevgep387, i64 %995
  %sunkaddr3690 = getelementptr i8, i8* %sunkaddr3689, i64 -12
  %1004 = bitcast i8* %sunkaddr3690 to i32*
  store i32 %.95.i.us135.4.1, i32* %1004, align 4, !noalias !97
  %sunkaddr3691 = getelementptr i8, i8* %arg.b.0, i64 %995
  %sunkaddr3692 = getelementptr i8, i8* %sunkaddr3691, i64 20
  %1005 = bitcast i8* %sunkaddr3692 to i32*
  %.95.i.us135.5.1 = load i32, i32* %1005, align 4, !noalias !94
  %sunkaddr3693 = getelementptr i8, i8* %scevgep387, i64 %995
  %sunkaddr3694 = getelementptr i8, i8* %sunkaddr3693, i64 -8
  %1006 = bitcast i8* %sunkaddr3694 to i32*
  store i32 %.95.i.us135.5.1, i32* %1006, align 4, !noalias !97
  %sunkaddr3695 = getelementptr i8, i8* %arg.b.0, i64 %995
  %sunkaddr3696 = getelementptr i8, i8* %sunkaddr3695, i64 24
  %1007 = bitcast i8* %sunkaddr3696 to i32*
  %.95.i.us135.6.1 = load i32, i32* %1007, align 4, !noalias !94
  %sunkaddr3697 = getelementptr i8, i8* %scevgep387, i64 %995
  %sunkaddr3698 = getelementptr i8, i8* %sunkaddr3697, i64 -4
  %1008 = bitcast i8* %sunkaddr3698 to i32*
  store i32 %.95.i.us135.6.1, i32* %1008, align 4, !noalias !97
  %sunkaddr3699 = getelementptr i8, i8* %arg.b.0, i64 %995
  %sunkaddr3700 = getelementptr i8, i8* %sunkaddr3699, i64 28
  %1009 = bitcast i8* %sunkaddr3700 to i32*
  %.95.i.us135.7.1 = load i32, i32* %1009, align 4, !noalias !94
  %scevgep406.1532 = getelementptr i8, i8* %scevgep387, i64 %995
  %scevgep406407.1533 = bitcast i8* %scevgep406.1532 to i32*
  store i32 %.95.i.us135.7.1, i32* %scevgep406407.1533, align 4, !noalias !97
  %1010 = or i64 %980, 64
  %uglygep454.2 = getelementptr i8, i8* %arg.b.0, i64 %1010
  %uglygep454455.2 = bitcast i8* %uglygep454.2 to i32*
  %.95.i.us135.2439 = load i32, i32* %uglygep454455.2, align 4, !noalias !94
  %scevgep410279.2 = getelementptr i8, i8* %scevgep4085278, i64 %1010
  %1011 = bitcast i8* %scevgep410279.2 to i32*
  store i32 %.95.i.us135.2439, i32* %1011, align 4, !noalias !97
  %sunkaddr3701 = getelementptr i8, i8* %arg.b.0, i64 %1010
  %sunkaddr3702 = getelementptr i8, i8* %sunkaddr3701, i64 4
  %1012 = bitcast i8* %sunkaddr3702 to i32*
  %.95.i.us135.1.2 = load i32, i32* %1012, align 4, !noalias !94
  %sunkaddr3703 = getelementptr i8, i8* %scevgep387, i64 %1010
  %sunkaddr3704 = getelementptr i8, i8* %sunkaddr3703, i64 -24
  %1013 = bitcast i8* %sunkaddr3704 to i32*
  store i32 %.95.i.us135.1.2, i32* %1013, align 4, !noalias !97
  %sunkaddr3705 = getelementptr i8, i8* %arg.b.0, i64 %1010
  %sunkaddr3706 = getelementptr i8, i8* %sunkaddr3705, i64 8
  %1014 = bitcast i8* %sunkaddr3706 to i32*
  %.95.i.us135.2.2 = load i32, i32* %1014, align 4, !noalias !94
  %sunkaddr3707 = getelementptr i8, i8* %scevgep387, i64 %1010
  %sunkaddr3708 = getelementptr i8, i8* %sunkaddr3707, i64 -20
  %1015 = bitcast i8* %sunkaddr3708 to i32*
  store i32 %.95.i.us135.2.2, i32* %1015, align 4, !noalias !97
  %sunkaddr3709 = getelementptr i8, i8* %arg.b.0, i64 %1010
  %sunkaddr3710 = getelementptr i8, i8* %sunkaddr3709, i64 12
  %1016 = bitcast i8* %sunkaddr3710 to i32*
  %.95.i.us135.3.2 = load i32, i32* %1016, align 4, !noalias !94
  %sunkaddr3711 = getelementptr i8, i8* %scevgep387, i64 %1010
  %sunkaddr3712 = getelementptr i8, i8* %sunkaddr3711, i64 -16
  %1017 = bitcast i8* %sunkaddr3712 to i32*
  store i32 %.95.i.us135.3.2, i32* %1017, align 4, !noalias !97
  %sunkaddr3713 = getelementptr i8, i8* %arg.b.0, i64 %1010
  %sunkaddr3714 = getelementptr i8, i8* %sunkaddr3713, i64 16
  %1018 = bitcast i8* %sunkaddr3714 to i32*
  %.95.i.us135.4.2 = load i32, i32* %1018, align 4, !noalias !94
  %sunkaddr3715 = getelementptr i8, i8* %scevgep387, i64 %1010
  %sunkaddr3716 = getelementptr i8, i8* %sunkaddr3715, i64 -12
  %1019 = bitcast i8* %sunkaddr3716 to i32*
  store i32 %.95.i.us135.4.2, i32* %1019, align 4, !noalias !97
  %sunkaddr3717 = getelementptr i8, i8* %arg.b.0, i64 %1010
  %sunkaddr3718 = getelementptr i8, i8* %sunkaddr3717, i64 20
  %1020 = bitcast i8* %sunkaddr3718 to i32*
  %.95.i.us135.5.2 = load i32, i32* %1020, align 4, !noalias !94
  %sunkaddr3719 = getelementptr i8, i8* %scevgep387, i64 %1010
  %sunkaddr3720 = getelementptr i8, i8* %sunkaddr3719, i64 -8
  %1021 = bitcast i8* %sunkaddr3720 to i32*
  store i32 %.95.i.us135.5.2, i32* %1021, align 4, !noalias !97
  %sunkaddr3721 = getelementptr i8, i8* %arg.b.0, i64 %1010
  %sunkaddr3722 = getelementptr i8, i8* %sunkaddr3721, i64 24
  %1022 = bitcast i8* %sunkaddr3722 to i32*
  %.95.i.us135.6.2 = load i32, i32* %1022, align 4, !noalias !94
  %sunkaddr3723 = getelementptr i8, i8* %scevgep387, i64 %1010
  %sunkaddr3724 = getelementptr i8, i8* %sunkaddr3723, i64 -4
  %1023 = bitcast i8* %sunkaddr3724 to i32*
  store i32 %.95.i.us135.6.2, i32* %1023, align 4, !noalias !97
  %sunkaddr3725 = getelementptr i8, i8* %arg.b.0, i64 %1010
  %sunkaddr3726 = getelementptr i8, i8* %sunkaddr3725, i64 28
  %1024 = bitcast i8* %sunkaddr3726 to i32*
  %.95.i.us135.7.2 = load i32, i32* %1024, align 4, !noalias !94
  %scevgep406.2552 = getelementptr i8, i8* %scevgep387, i64 %1010
  %scevgep406407.2553 = bitcast i8* %scevgep406.2552 to i32*
  store i32 %.95.i.us135.7.2, i32* %scevgep406407.2553, align 4, !noalias !97
  %1025 = or i64 %980, 96
  %uglygep454.3 = getelementptr i8, i8* %arg.b.0, i64 %1025
  %uglygep454455.3 = bitcast i8* %uglygep454.3 to i32*
  %.95.i.us135.3444 = load i32, i32* %uglygep454455.3, align 4, !noalias !94
  %scevgep410279.3 = getelementptr i8, i8* %scevgep4085278, i64 %1025
  %1026 = bitcast i8* %scevgep410279.3 to i32*
  store i32 %.95.i.us135.3444, i32* %1026, align 4, !noalias !97
  %sunkaddr3727 = getelementptr i8, i8* %arg.b.0, i64 %1025
  %sunkaddr3728 = getelementptr i8, i8* %sunkaddr3727, i64 4
  %1027 = bitcast i8* %sunkaddr3728 to i32*
  %.95.i.us135.1.3 = load i32, i32* %1027, align 4, !noalias !94
  %sunkaddr3729 = getelementptr i8, i8* %scevgep387, i64 %1025
  %sunkaddr3730 = getelementptr i8, i8* %sunkaddr3729, i64 -24
  %1028 = bitcast i8* %sunkaddr3730 to i32*
  store i32 %.95.i.us135.1.3, i32* %1028, align 4, !noalias !97
  %sunkaddr3731 = getelementptr i8, i8* %arg.b.0, i64 %1025
  %sunkaddr3732 = getelementptr i8, i8* %sunkaddr3731, i64 8
  %1029 = bitcast i8* %sunkaddr3732 to i32*
  %.95.i.us135.2.3 = load i32, i32* %1029, align 4, !noalias !94
  %sunkaddr3733 = getelementptr i8, i8* %scevgep387, i64 %1025
  %sunkaddr3734 = getelementptr i8, i8* %sunkaddr3733, i64 -20
  %1030 = bitcast i8* %sunkaddr3734 to i32*
  store i32 %.95.i.us135.2.3, i32* %1030, align 4, !noalias !97
  %sunkaddr3735 = getelementptr i8, i8* %arg.b.0, i64 %1025
  %sunkaddr3736 = getelementptr i8, i8* %sunkaddr3735, i64 12
  %1031 = bitcast i8* %sunkaddr3736 to i32*
  %.95.i.us135.3.3 = load i32, i32* %1031, align 4, !noalias !94
  %sunkaddr3737 = getelementptr i8, i8* %scevgep387, i64 %1025
  %sunkaddr3738 = getelementptr i8, i8* %sunkaddr3737, i64 -16
  %1032 = bitcast i8* %sunkaddr3738 to i32*
  store i32 %.95.i.us135.3.3, i32* %1032, align 4, !noalias !97
  %sunkaddr3739 = getelementptr i8, i8* %arg.b.0, i64 %1025
  %sunkaddr3740 = getelementptr i8, i8* %sunkaddr3739, i64 16
  %1033 = bitcast i8* %sunkaddr3740 to i32*
  %.95.i.us135.4.3 = load i32, i32* %1033, align 4, !noalias !94
  %sunkaddr3741 = getelementptr i8, i8* %scevgep387, i64 %1025
  %sunkaddr3742 = getelementptr i8, i8* %sunkaddr3741, i64 -12
  %1034 = bitcast i8* %sunkaddr3742 to i32*
  store i32 %.95.i.us135.4.3, i32* %1034, align 4, !noalias !97
  %sunkaddr3743 = getelementptr i8, i8* %arg.b.0, i64 %1025
  %sunkaddr3744 = getelementptr i8, i8* %sunkaddr3743, i64 20
  %1035 = bitcast i8* %sunkaddr3744 to i32*
  %.95.i.us135.5.3 = load i32, i32* %1035, align 4, !noalias !94
  %sunkaddr3745 = getelementptr i8, i8* %scevgep387, i64 %1025
  %sunkaddr3746 = getelementptr i8, i8* %sunkaddr3745, i64 -8
  %1036 = bitcast i8* %sunkaddr3746 to i32*
  store i32 %.95.i.us135.5.3, i32* %1036, align 4, !noalias !97
  %sunkaddr3747 = getelementptr i8, i8* %arg.b.0, i64 %1025
  %sunkaddr3748 = getelementptr i8, i8* %sunkaddr3747, i64 24
  %1037 = bitcast i8* %sunkaddr3748 to i32*
  %.95.i.us135.6.3 = load i32, i32* %1037, align 4, !noalias !94
  %sunkaddr3749 = getelementptr i8, i8* %scevgep387, i64 %1025
  %sunkaddr3750 = getelementptr i8, i8* %sunkaddr3749, i64 -4
  %1038 = bitcast i8* %sunkaddr3750 to i32*
  store i32 %.95.i.us135.6.3, i32* %1038, align 4, !noalias !97
  %sunkaddr3751 = getelementptr i8, i8* %arg.b.0, i64 %1025
  %sunkaddr3752 = getelementptr i8, i8* %sunkaddr3751, i64 28
  %1039 = bitcast i8* %sunkaddr3752 to i32*
  %.95.i.us135.7.3 = load i32, i32* %1039, align 4, !noalias !94
  br label %B196.i.us.7.3

B196.i.us.7.thread501:                            ; preds = %B354.endif.us127
  %1040 = shl nuw i64 %.397.098.us129, 1
  %scevgep478 = getelementptr i8, i8* %arg.b.0, i64 %1040
  %1041 = bitcast i8* %scevgep478 to i16*
  %.66.i.us139 = load i16, i16* %1041, align 2, !noalias !94
  %.70.i.us140 = zext i16 %.66.i.us139 to i32
  %1042 = shl i64 %.397.098.us129, 2
  %scevgep410275 = getelementptr i8, i8* %scevgep4085278, i64 %1042
  %1043 = bitcast i8* %scevgep410275 to i32*
  store i32 %.70.i.us140, i32* %1043, align 4, !noalias !97
  %sunkaddr3753 = mul i64 %.397.098.us129, 2
  %sunkaddr3754 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3753
  %sunkaddr3755 = getelementptr i8, i8* %sunkaddr3754, i64 2
  %1044 = bitcast i8* %sunkaddr3755 to i16*
  %.66.i.us139.1 = load i16, i16* %1044, align 2, !noalias !94
  %.70.i.us140.1 = zext i16 %.66.i.us139.1 to i32
  %sunkaddr3756 = mul i64 %.397.098.us129, 4
  %sunkaddr3757 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3756
  %sunkaddr3758 = getelementptr i8, i8* %sunkaddr3757, i64 -24
  %1045 = bitcast i8* %sunkaddr3758 to i32*
  store i32 %.70.i.us140.1, i32* %1045, align 4, !noalias !97
  %sunkaddr3759 = mul i64 %.397.098.us129, 2
  %sunkaddr3760 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3759
  %sunkaddr3761 = getelementptr i8, i8* %sunkaddr3760, i64 4
  %1046 = bitcast i8* %sunkaddr3761 to i16*
  %.66.i.us139.2 = load i16, i16* %1046, align 2, !noalias !94
  %.70.i.us140.2 = zext i16 %.66.i.us139.2 to i32
  %sunkaddr3762 = mul i64 %.397.098.us129, 4
  %sunkaddr3763 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3762
  %sunkaddr3764 = getelementptr i8, i8* %sunkaddr3763, i64 -20
  %1047 = bitcast i8* %sunkaddr3764 to i32*
  store i32 %.70.i.us140.2, i32* %1047, align 4, !noalias !97
  %sunkaddr3765 = mul i64 %.397.098.us129, 2
  %sunkaddr3766 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3765
  %sunkaddr3767 = getelementptr i8, i8* %sunkaddr3766, i64 6
  %1048 = bitcast i8* %sunkaddr3767 to i16*
  %.66.i.us139.3 = load i16, i16* %1048, align 2, !noalias !94
  %.70.i.us140.3 = zext i16 %.66.i.us139.3 to i32
  %sunkaddr3768 = mul i64 %.397.098.us129, 4
  %sunkaddr3769 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3768
  %sunkaddr3770 = getelementptr i8, i8* %sunkaddr3769, i64 -16
  %1049 = bitcast i8* %sunkaddr3770 to i32*
  store i32 %.70.i.us140.3, i32* %1049, align 4, !noalias !97
  %sunkaddr3771 = mul i64 %.397.098.us129, 2
  %sunkaddr3772 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3771
  %sunkaddr3773 = getelementptr i8, i8* %sunkaddr3772, i64 8
  %1050 = bitcast i8* %sunkaddr3773 to i16*
  %.66.i.us139.4 = load i16, i16* %1050, align 2, !noalias !94
  %.70.i.us140.4 = zext i16 %.66.i.us139.4 to i32
  %sunkaddr3774 = mul i64 %.397.098.us129, 4
  %sunkaddr3775 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3774
  %sunkaddr3776 = getelementptr i8, i8* %sunkaddr3775, i64 -12
  %1051 = bitcast i8* %sunkaddr3776 to i32*
  store i32 %.70.i.us140.4, i32* %1051, align 4, !noalias !97
  %sunkaddr3777 = mul i64 %.397.098.us129, 2
  %sunkaddr3778 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3777
  %sunkaddr3779 = getelementptr i8, i8* %sunkaddr3778, i64 10
  %1052 = bitcast i8* %sunkaddr3779 to i16*
  %.66.i.us139.5 = load i16, i16* %1052, align 2, !noalias !94
  %.70.i.us140.5 = zext i16 %.66.i.us139.5 to i32
  %sunkaddr3780 = mul i64 %.397.098.us129, 4
  %sunkaddr3781 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3780
  %sunkaddr3782 = getelementptr i8, i8* %sunkaddr3781, i64 -8
  %1053 = bitcast i8* %sunkaddr3782 to i32*
  store i32 %.70.i.us140.5, i32* %1053, align 4, !noalias !97
  %sunkaddr3783 = mul i64 %.397.098.us129, 2
  %sunkaddr3784 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3783
  %sunkaddr3785 = getelementptr i8, i8* %sunkaddr3784, i64 12
  %1054 = bitcast i8* %sunkaddr3785 to i16*
  %.66.i.us139.6 = load i16, i16* %1054, align 2, !noalias !94
  %.70.i.us140.6 = zext i16 %.66.i.us139.6 to i32
  %sunkaddr3786 = mul i64 %.397.098.us129, 4
  %sunkaddr3787 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3786
  %sunkaddr3788 = getelementptr i8, i8* %sunkaddr3787, i64 -4
  %1055 = bitcast i8* %sunkaddr3788 to i32*
  store i32 %.70.i.us140.6, i32* %1055, align 4, !noalias !97
  %sunkaddr3789 = mul i64 %.397.098.us129, 2
  %sunkaddr3790 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3789
  %sunkaddr3791 = getelementptr i8, i8* %sunkaddr3790, i64 14
  %1056 = bitcast i8* %sunkaddr3791 to i16*
  %.66.i.us139.7 = load i16, i16* %1056, align 2, !noalias !94
  %.70.i.us140.7 = zext i16 %.66.i.us139.7 to i32
  %.466.us131.7340504 = or i64 %.397.098.us129, 8
  %scevgep406505 = getelementptr i8, i8* %scevgep387, i64 %1042
  %scevgep406407506 = bitcast i8* %scevgep406505 to i32*
  store i32 %.70.i.us140.7, i32* %scevgep406407506, align 4, !noalias !97
  %1057 = shl nuw i64 %.466.us131.7340504, 1
  %scevgep478.1 = getelementptr i8, i8* %arg.b.0, i64 %1057
  %1058 = bitcast i8* %scevgep478.1 to i16*
  %.66.i.us139.1435 = load i16, i16* %1058, align 2, !noalias !94
  %.70.i.us140.1436 = zext i16 %.66.i.us139.1435 to i32
  %1059 = shl i64 %.466.us131.7340504, 2
  %scevgep410275.1 = getelementptr i8, i8* %scevgep4085278, i64 %1059
  %1060 = bitcast i8* %scevgep410275.1 to i32*
  store i32 %.70.i.us140.1436, i32* %1060, align 4, !noalias !97
  %sunkaddr3792 = mul i64 %.466.us131.7340504, 2
  %sunkaddr3793 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3792
  %sunkaddr3794 = getelementptr i8, i8* %sunkaddr3793, i64 2
  %1061 = bitcast i8* %sunkaddr3794 to i16*
  %.66.i.us139.1.1 = load i16, i16* %1061, align 2, !noalias !94
  %.70.i.us140.1.1 = zext i16 %.66.i.us139.1.1 to i32
  %sunkaddr3795 = mul i64 %.466.us131.7340504, 4
  %sunkaddr3796 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3795
  %sunkaddr3797 = getelementptr i8, i8* %sunkaddr3796, i64 -24
  %1062 = bitcast i8* %sunkaddr3797 to i32*
  store i32 %.70.i.us140.1.1, i32* %1062, align 4, !noalias !97
  %sunkaddr3798 = mul i64 %.466.us131.7340504, 2
  %sunkaddr3799 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3798
  %sunkaddr3800 = getelementptr i8, i8* %sunkaddr3799, i64 4
  %1063 = bitcast i8* %sunkaddr3800 to i16*
  %.66.i.us139.2.1 = load i16, i16* %1063, align 2, !noalias !94
  %.70.i.us140.2.1 = zext i16 %.66.i.us139.2.1 to i32
  %sunkaddr3801 = mul i64 %.466.us131.7340504, 4
  %sunkaddr3802 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3801
  %sunkaddr3803 = getelementptr i8, i8* %sunkaddr3802, i64 -20
  %1064 = bitcast i8* %sunkaddr3803 to i32*
  store i32 %.70.i.us140.2.1, i32* %1064, align 4, !noalias !97
  %sunkaddr3804 = mul i64 %.466.us131.7340504, 2
  %sunkaddr3805 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3804
  %sunkaddr3806 = getelementptr i8, i8* %sunkaddr3805, i64 6
  %1065 = bitcast i8* %sunkaddr3806 to i16*
  %.66.i.us139.3.1 = load i16, i16* %1065, align 2, !noalias !94
  %.70.i.us140.3.1 = zext i16 %.66.i.us139.3.1 to i32
  %sunkaddr3807 = mul i64 %.466.us131.7340504, 4
  %sunkaddr3808 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3807
  %sunkaddr3809 = getelementptr i8, i8* %sunkaddr3808, i64 -16
  %1066 = bitcast i8* %sunkaddr3809 to i32*
  store i32 %.70.i.us140.3.1, i32* %1066, align 4, !noalias !97
  %sunkaddr3810 = mul i64 %.466.us131.7340504, 2
  %sunkaddr3811 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3810
  %sunkaddr3812 = getelementptr i8, i8* %sunkaddr3811, i64 8
  %1067 = bitcast i8* %sunkaddr3812 to i16*
  %.66.i.us139.4.1 = load i16, i16* %1067, align 2, !noalias !94
  %.70.i.us140.4.1 = zext i16 %.66.i.us139.4.1 to i32
  %sunkaddr3813 = mul i64 %.466.us131.7340504, 4
  %sunkaddr3814 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3813
  %sunkaddr3815 = getelementptr i8, i8* %sunkaddr3814, i64 -12
  %1068 = bitcast i8* %sunkaddr3815 to i32*
  store i32 %.70.i.us140.4.1, i32* %1068, align 4, !noalias !97
  %sunkaddr3816 = mul i64 %.466.us131.7340504, 2
  %sunkaddr3817 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3816
  %sunkaddr3818 = getelementptr i8, i8* %sunkaddr3817, i64 10
  %1069 = bitcast i8* %sunkaddr3818 to i16*
  %.66.i.us139.5.1 = load i16, i16* %1069, align 2, !noalias !94
  %.70.i.us140.5.1 = zext i16 %.66.i.us139.5.1 to i32
  %sunkaddr3819 = mul i64 %.466.us131.7340504, 4
  %sunkaddr3820 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3819
  %sunkaddr3821 = getelementptr i8, i8* %sunkaddr3820, i64 -8
  %1070 = bitcast i8* %sunkaddr3821 to i32*
  store i32 %.70.i.us140.5.1, i32* %1070, align 4, !noalias !97
  %sunkaddr3822 = mul i64 %.466.us131.7340504, 2
  %sunkaddr3823 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3822
  %sunkaddr3824 = getelementptr i8, i8* %sunkaddr3823, i64 12
  %1071 = bitcast i8* %sunkaddr3824 to i16*
  %.66.i.us139.6.1 = load i16, i16* %1071, align 2, !noalias !94
  %.70.i.us140.6.1 = zext i16 %.66.i.us139.6.1 to i32
  %sunkaddr3825 = mul i64 %.466.us131.7340504, 4
  %sunkaddr3826 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3825
  %sunkaddr3827 = getelementptr i8, i8* %sunkaddr3826, i64 -4
  %1072 = bitcast i8* %sunkaddr3827 to i32*
  store i32 %.70.i.us140.6.1, i32* %1072, align 4, !noalias !97
  %sunkaddr3828 = mul i64 %.466.us131.7340504, 2
  %sunkaddr3829 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3828
  %sunkaddr3830 = getelementptr i8, i8* %sunkaddr3829, i64 14
  %1073 = bitcast i8* %sunkaddr3830 to i16*
  %.66.i.us139.7.1 = load i16, i16* %1073, align 2, !noalias !94
  %.70.i.us140.7.1 = zext i16 %.66.i.us139.7.1 to i32
  %.466.us131.7340.1524 = or i64 %.397.098.us129, 16
  %scevgep406.1525 = getelementptr i8, i8* %scevgep387, i64 %1059
  %scevgep406407.1526 = bitcast i8* %scevgep406.1525 to i32*
  store i32 %.70.i.us140.7.1, i32* %scevgep406407.1526, align 4, !noalias !97
  %1074 = shl nuw i64 %.466.us131.7340.1524, 1
  %scevgep478.2 = getelementptr i8, i8* %arg.b.0, i64 %1074
  %1075 = bitcast i8* %scevgep478.2 to i16*
  %.66.i.us139.2440 = load i16, i16* %1075, align 2, !noalias !94
  %.70.i.us140.2441 = zext i16 %.66.i.us139.2440 to i32
  %1076 = shl i64 %.466.us131.7340.1524, 2
  %scevgep410275.2 = getelementptr i8, i8* %scevgep4085278, i64 %1076
  %1077 = bitcast i8* %scevgep410275.2 to i32*
  store i32 %.70.i.us140.2441, i32* %1077, align 4, !noalias !97
  %sunkaddr3831 = mul i64 %.466.us131.7340.1524, 2
  %sunkaddr3832 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3831
  %sunkaddr3833 = getelementptr i8, i8* %sunkaddr3832, i64 2
  %1078 = bitcast i8* %sunkaddr3833 to i16*
  %.66.i.us139.1.2 = load i16, i16* %1078, align 2, !noalias !94
  %.70.i.us140.1.2 = zext i16 %.66.i.us139.1.2 to i32
  %sunkaddr3834 = mul i64 %.466.us131.7340.1524, 4
  %sunkaddr3835 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3834
  %sunkaddr3836 = getelementptr i8, i8* %sunkaddr3835, i64 -24
  %1079 = bitcast i8* %sunkaddr3836 to i32*
  store i32 %.70.i.us140.1.2, i32* %1079, align 4, !noalias !97
  %sunkaddr3837 = mul i64 %.466.us131.7340.1524, 2
  %sunkaddr3838 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3837
  %sunkaddr3839 = getelementptr i8, i8* %sunkaddr3838, i64 4
  %1080 = bitcast i8* %sunkaddr3839 to i16*
  %.66.i.us139.2.2 = load i16, i16* %1080, align 2, !noalias !94
  %.70.i.us140.2.2 = zext i16 %.66.i.us139.2.2 to i32
  %sunkaddr3840 = mul i64 %.466.us131.7340.1524, 4
  %sunkaddr3841 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3840
  %sunkaddr3842 = getelementptr i8, i8* %sunkaddr3841, i64 -20
  %1081 = bitcast i8* %sunkaddr3842 to i32*
  store i32 %.70.i.us140.2.2, i32* %1081, align 4, !noalias !97
  %sunkaddr3843 = mul i64 %.466.us131.7340.1524, 2
  %sunkaddr3844 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3843
  %sunkaddr3845 = getelementptr i8, i8* %sunkaddr3844, i64 6
  %1082 = bitcast i8* %sunkaddr3845 to i16*
  %.66.i.us139.3.2 = load i16, i16* %1082, align 2, !noalias !94
  %.70.i.us140.3.2 = zext i16 %.66.i.us139.3.2 to i32
  %sunkaddr3846 = mul i64 %.466.us131.7340.1524, 4
  %sunkaddr3847 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3846
  %sunkaddr3848 = getelementptr i8, i8* %sunkaddr3847, i64 -16
  %1083 = bitcast i8* %sunkaddr3848 to i32*
  store i32 %.70.i.us140.3.2, i32* %1083, align 4, !noalias !97
  %sunkaddr3849 = mul i64 %.466.us131.7340.1524, 2
  %sunkaddr3850 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3849
  %sunkaddr3851 = getelementptr i8, i8* %sunkaddr3850, i64 8
  %1084 = bitcast i8* %sunkaddr3851 to i16*
  %.66.i.us139.4.2 = load i16, i16* %1084, align 2, !noalias !94
  %.70.i.us140.4.2 = zext i16 %.66.i.us139.4.2 to i32
  %sunkaddr3852 = mul i64 %.466.us131.7340.1524, 4
  %sunkaddr3853 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3852
  %sunkaddr3854 = getelementptr i8, i8* %sunkaddr3853, i64 -12
  %1085 = bitcast i8* %sunkaddr3854 to i32*
  store i32 %.70.i.us140.4.2, i32* %1085, align 4, !noalias !97
  %sunkaddr3855 = mul i64 %.466.us131.7340.1524, 2
  %sunkaddr3856 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3855
  %sunkaddr3857 = getelementptr i8, i8* %sunkaddr3856, i64 10
  %1086 = bitcast i8* %sunkaddr3857 to i16*
  %.66.i.us139.5.2 = load i16, i16* %1086, align 2, !noalias !94
  %.70.i.us140.5.2 = zext i16 %.66.i.us139.5.2 to i32
  %sunkaddr3858 = mul i64 %.466.us131.7340.1524, 4
  %sunkaddr3859 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3858
  %sunkaddr3860 = getelementptr i8, i8* %sunkaddr3859, i64 -8
  %1087 = bitcast i8* %sunkaddr3860 to i32*
  store i32 %.70.i.us140.5.2, i32* %1087, align 4, !noalias !97
  %sunkaddr3861 = mul i64 %.466.us131.7340.1524, 2
  %sunkaddr3862 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3861
  %sunkaddr3863 = getelementptr i8, i8* %sunkaddr3862, i64 12
  %1088 = bitcast i8* %sunkaddr3863 to i16*
  %.66.i.us139.6.2 = load i16, i16* %1088, align 2, !noalias !94
  %.70.i.us140.6.2 = zext i16 %.66.i.us139.6.2 to i32
  %sunkaddr3864 = mul i64 %.466.us131.7340.1524, 4
  %sunkaddr3865 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3864
  %sunkaddr3866 = getelementptr i8, i8* %sunkaddr3865, i64 -4
  %1089 = bitcast i8* %sunkaddr3866 to i32*
  store i32 %.70.i.us140.6.2, i32* %1089, align 4, !noalias !97
  %sunkaddr3867 = mul i64 %.466.us131.7340.1524, 2
  %sunkaddr3868 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3867
  %sunkaddr3869 = getelementptr i8, i8* %sunkaddr3868, i64 14
  %1090 = bitcast i8* %sunkaddr3869 to i16*
  %.66.i.us139.7.2 = load i16, i16* %1090, align 2, !noalias !94
  %.70.i.us140.7.2 = zext i16 %.66.i.us139.7.2 to i32
  %.466.us131.7340.2544 = or i64 %.397.098.us129, 24
  %scevgep406.2545 = getelementptr i8, i8* %scevgep387, i64 %1076
  %scevgep406407.2546 = bitcast i8* %scevgep406.2545 to i32*
  store i32 %.70.i.us140.7.2, i32* %scevgep406407.2546, align 4, !noalias !97
  %1091 = shl nuw i64 %.466.us131.7340.2544, 1
  %scevgep478.3 = getelementptr i8, i8* %arg.b.0, i64 %1091
  %1092 = bitcast i8* %scevgep478.3 to i16*
  %.66.i.us139.3445 = load i16, i16* %1092, align 2, !noalias !94
  %.70.i.us140.3446 = zext i16 %.66.i.us139.3445 to i32
  %1093 = shl i64 %.466.us131.7340.2544, 2
  %scevgep410275.3 = getelementptr i8, i8* %scevgep4085278, i64 %1093
  %1094 = bitcast i8* %scevgep410275.3 to i32*
  store i32 %.70.i.us140.3446, i32* %1094, align 4, !noalias !97
  %sunkaddr3870 = mul i64 %.466.us131.7340.2544, 2
  %sunkaddr3871 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3870
  %sunkaddr3872 = getelementptr i8, i8* %sunkaddr3871, i64 2
  %1095 = bitcast i8* %sunkaddr3872 to i16*
  %.66.i.us139.1.3 = load i16, i16* %1095, align 2, !noalias !94
  %.70.i.us140.1.3 = zext i16 %.66.i.us139.1.3 to i32
  %sunkaddr3873 = mul i64 %.466.us131.7340.2544, 4
  %sunkaddr3874 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3873
  %sunkaddr3875 = getelementptr i8, i8* %sunkaddr3874, i64 -24
  %1096 = bitcast i8* %sunkaddr3875 to i32*
  store i32 %.70.i.us140.1.3, i32* %1096, align 4, !noalias !97
  %sunkaddr3876 = mul i64 %.466.us131.7340.2544, 2
  %sunkaddr3877 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3876
  %sunkaddr3878 = getelementptr i8, i8* %sunkaddr3877, i64 4
  %1097 = bitcast i8* %sunkaddr3878 to i16*
  %.66.i.us139.2.3 = load i16, i16* %1097, align 2, !noalias !94
  %.70.i.us140.2.3 = zext i16 %.66.i.us139.2.3 to i32
  %sunkaddr3879 = mul i64 %.466.us131.7340.2544, 4
  %sunkaddr3880 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3879
  %sunkaddr3881 = getelementptr i8, i8* %sunkaddr3880, i64 -20
  %1098 = bitcast i8* %sunkaddr3881 to i32*
  store i32 %.70.i.us140.2.3, i32* %1098, align 4, !noalias !97
  %sunkaddr3882 = mul i64 %.466.us131.7340.2544, 2
  %sunkaddr3883 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3882
  %sunkaddr3884 = getelementptr i8, i8* %sunkaddr3883, i64 6
  %1099 = bitcast i8* %sunkaddr3884 to i16*
  %.66.i.us139.3.3 = load i16, i16* %1099, align 2, !noalias !94
  %.70.i.us140.3.3 = zext i16 %.66.i.us139.3.3 to i32
  %sunkaddr3885 = mul i64 %.466.us131.7340.2544, 4
  %sunkaddr3886 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3885
  %sunkaddr3887 = getelementptr i8, i8* %sunkaddr3886, i64 -16
  %1100 = bitcast i8* %sunkaddr3887 to i32*
  store i32 %.70.i.us140.3.3, i32* %1100, align 4, !noalias !97
  %sunkaddr3888 = mul i64 %.466.us131.7340.2544, 2
  %sunkaddr3889 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3888
  %sunkaddr3890 = getelementptr i8, i8* %sunkaddr3889, i64 8
  %1101 = bitcast i8* %sunkaddr3890 to i16*
  %.66.i.us139.4.3 = load i16, i16* %1101, align 2, !noalias !94
  %.70.i.us140.4.3 = zext i16 %.66.i.us139.4.3 to i32
  %sunkaddr3891 = mul i64 %.466.us131.7340.2544, 4
  %sunkaddr3892 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3891
  %sunkaddr3893 = getelementptr i8, i8* %sunkaddr3892, i64 -12
  %1102 = bitcast i8* %sunkaddr3893 to i32*
  store i32 %.70.i.us140.4.3, i32* %1102, align 4, !noalias !97
  %sunkaddr3894 = mul i64 %.466.us131.7340.2544, 2
  %sunkaddr3895 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3894
  %sunkaddr3896 = getelementptr i8, i8* %sunkaddr3895, i64 10
  %1103 = bitcast i8* %sunkaddr3896 to i16*
  %.66.i.us139.5.3 = load i16, i16* %1103, align 2, !noalias !94
  %.70.i.us140.5.3 = zext i16 %.66.i.us139.5.3 to i32
  %sunkaddr3897 = mul i64 %.466.us131.7340.2544, 4
  %sunkaddr3898 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3897
  %sunkaddr3899 = getelementptr i8, i8* %sunkaddr3898, i64 -8
  %1104 = bitcast i8* %sunkaddr3899 to i32*
  store i32 %.70.i.us140.5.3, i32* %1104, align 4, !noalias !97
  %sunkaddr3900 = mul i64 %.466.us131.7340.2544, 2
  %sunkaddr3901 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3900
  %sunkaddr3902 = getelementptr i8, i8* %sunkaddr3901, i64 12
  %1105 = bitcast i8* %sunkaddr3902 to i16*
  %.66.i.us139.6.3 = load i16, i16* %1105, align 2, !noalias !94
  %.70.i.us140.6.3 = zext i16 %.66.i.us139.6.3 to i32
  %sunkaddr3903 = mul i64 %.466.us131.7340.2544, 4
  %sunkaddr3904 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3903
  %sunkaddr3905 = getelementptr i8, i8* %sunkaddr3904, i64 -4
  %1106 = bitcast i8* %sunkaddr3905 to i32*
  store i32 %.70.i.us140.6.3, i32* %1106, align 4, !noalias !97
  %sunkaddr3906 = mul i64 %.466.us131.7340.2544, 2
  %sunkaddr3907 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr3906
  %sunkaddr3908 = getelementptr i8, i8* %sunkaddr3907, i64 14
  %1107 = bitcast i8* %sunkaddr3908 to i16*
  %.66.i.us139.7.3 = load i16, i16* %1107, align 2, !noalias !94
  %.70.i.us140.7.3 = zext i16 %.66.i.us139.7.3 to i32
  br label %B196.i.us.7.3

B196.i.us.7.thread:                               ; preds = %B354.endif.us127
  %scevgep493 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129
  %.37.i.us143 = load i8, i8* %scevgep493, align 1, !noalias !94
  %.41.i2.us144 = zext i8 %.37.i.us143 to i32
  %1108 = shl i64 %.397.098.us129, 2
  %scevgep410271 = getelementptr i8, i8* %scevgep4085278, i64 %1108
  %1109 = bitcast i8* %scevgep410271 to i32*
  store i32 %.41.i2.us144, i32* %1109, align 4, !noalias !97
  %sunkaddr3909 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129
  %sunkaddr3910 = getelementptr i8, i8* %sunkaddr3909, i64 1
  %.37.i.us143.1 = load i8, i8* %sunkaddr3910, align 1, !noalias !94
  %.41.i2.us144.1 = zext i8 %.37.i.us143.1 to i32
  %sunkaddr3911 = mul i64 %.397.098.us129, 4
  %sunkaddr3912 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3911
  %sunkaddr3913 = getelementptr i8, i8* %sunkaddr3912, i64 -24
  %1110 = bitcast i8* %sunkaddr3913 to i32*
  store i32 %.41.i2.us144.1, i32* %1110, align 4, !noalias !97
  %sunkaddr3914 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129
  %sunkaddr3915 = getelementptr i8, i8* %sunkaddr3914, i64 2
  %.37.i.us143.2 = load i8, i8* %sunkaddr3915, align 1, !noalias !94
  %.41.i2.us144.2 = zext i8 %.37.i.us143.2 to i32
  %sunkaddr3916 = mul i64 %.397.098.us129, 4
  %sunkaddr3917 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3916
  %sunkaddr3918 = getelementptr i8, i8* %sunkaddr3917, i64 -20
  %1111 = bitcast i8* %sunkaddr3918 to i32*
  store i32 %.41.i2.us144.2, i32* %1111, align 4, !noalias !97
  %sunkaddr3919 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129
  %sunkaddr3920 = getelementptr i8, i8* %sunkaddr3919, i64 3
  %.37.i.us143.3 = load i8, i8* %sunkaddr3920, align 1, !noalias !94
  %.41.i2.us144.3 = zext i8 %.37.i.us143.3 to i32
  %sunkaddr3921 = mul i64 %.397.098.us129, 4
  %sunkaddr3922 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3921
  %sunkaddr3923 = getelementptr i8, i8* %sunkaddr3922, i64 -16
  %1112 = bitcast i8* %sunkaddr3923 to i32*
  store i32 %.41.i2.us144.3, i32* %1112, align 4, !noalias !97
  %sunkaddr3924 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129
  %sunkaddr3925 = getelementptr i8, i8* %sunkaddr3924, i64 4
  %.37.i.us143.4 = load i8, i8* %sunkaddr3925, align 1, !noalias !94
  %.41.i2.us144.4 = zext i8 %.37.i.us143.4 to i32
  %sunkaddr3926 = mul i64 %.397.098.us129, 4
  %sunkaddr3927 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3926
  %sunkaddr3928 = getelementptr i8, i8* %sunkaddr3927, i64 -12
  %1113 = bitcast i8* %sunkaddr3928 to i32*
  store i32 %.41.i2.us144.4, i32* %1113, align 4, !noalias !97
  %sunkaddr3929 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129
  %sunkaddr3930 = getelementptr i8, i8* %sunkaddr3929, i64 5
  %.37.i.us143.5 = load i8, i8* %sunkaddr3930, align 1, !noalias !94
  %.41.i2.us144.5 = zext i8 %.37.i.us143.5 to i32
  %sunkaddr3931 = mul i64 %.397.098.us129, 4
  %sunkaddr3932 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3931
  %sunkaddr3933 = getelementptr i8, i8* %sunkaddr3932, i64 -8
  %1114 = bitcast i8* %sunkaddr3933 to i32*
  store i32 %.41.i2.us144.5, i32* %1114, align 4, !noalias !97
  %sunkaddr3934 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129
  %sunkaddr3935 = getelementptr i8, i8* %sunkaddr3934, i64 6
  %.37.i.us143.6 = load i8, i8* %sunkaddr3935, align 1, !noalias !94
  %.41.i2.us144.6 = zext i8 %.37.i.us143.6 to i32
  %sunkaddr3936 = mul i64 %.397.098.us129, 4
  %sunkaddr3937 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3936
  %sunkaddr3938 = getelementptr i8, i8* %sunkaddr3937, i64 -4
  %1115 = bitcast i8* %sunkaddr3938 to i32*
  store i32 %.41.i2.us144.6, i32* %1115, align 4, !noalias !97
  %sunkaddr3939 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129
  %sunkaddr3940 = getelementptr i8, i8* %sunkaddr3939, i64 7
  %.37.i.us143.7 = load i8, i8* %sunkaddr3940, align 1, !noalias !94
  %.41.i2.us144.7 = zext i8 %.37.i.us143.7 to i32
  %.466.us131.7340497 = or i64 %.397.098.us129, 8
  %scevgep406498 = getelementptr i8, i8* %scevgep387, i64 %1108
  %scevgep406407499 = bitcast i8* %scevgep406498 to i32*
  store i32 %.41.i2.us144.7, i32* %scevgep406407499, align 4, !noalias !97
  %scevgep493.1 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497
  %.37.i.us143.1437 = load i8, i8* %scevgep493.1, align 1, !noalias !94
  %.41.i2.us144.1438 = zext i8 %.37.i.us143.1437 to i32
  %1116 = shl i64 %.466.us131.7340497, 2
  %scevgep410271.1 = getelementptr i8, i8* %scevgep4085278, i64 %1116
  %1117 = bitcast i8* %scevgep410271.1 to i32*
  store i32 %.41.i2.us144.1438, i32* %1117, align 4, !noalias !97
  %sunkaddr3941 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497
  %sunkaddr3942 = getelementptr i8, i8* %sunkaddr3941, i64 1
  %.37.i.us143.1.1 = load i8, i8* %sunkaddr3942, align 1, !noalias !94
  %.41.i2.us144.1.1 = zext i8 %.37.i.us143.1.1 to i32
  %sunkaddr3943 = mul i64 %.466.us131.7340497, 4
  %sunkaddr3944 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3943
  %sunkaddr3945 = getelementptr i8, i8* %sunkaddr3944, i64 -24
  %1118 = bitcast i8* %sunkaddr3945 to i32*
  store i32 %.41.i2.us144.1.1, i32* %1118, align 4, !noalias !97
  %sunkaddr3946 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497
  %sunkaddr3947 = getelementptr i8, i8* %sunkaddr3946, i64 2
  %.37.i.us143.2.1 = load i8, i8* %sunkaddr3947, align 1, !noalias !94
  %.41.i2.us144.2.1 = zext i8 %.37.i.us143.2.1 to i32
  %sunkaddr3948 = mul i64 %.466.us131.7340497, 4
  %sunkaddr3949 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3948
  %sunkaddr3950 = getelementptr i8, i8* %sunkaddr3949, i64 -20
  %1119 = bitcast i8* %sunkaddr3950 to i32*
  store i32 %.41.i2.us144.2.1, i32* %1119, align 4, !noalias !97
  %sunkaddr3951 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497
  %sunkaddr3952 = getelementptr i8, i8* %sunkaddr3951, i64 3
  %.37.i.us143.3.1 = load i8, i8* %sunkaddr3952, align 1, !noalias !94
  %.41.i2.us144.3.1 = zext i8 %.37.i.us143.3.1 to i32
  %sunkaddr3953 = mul i64 %.466.us131.7340497, 4
  %sunkaddr3954 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3953
  %sunkaddr3955 = getelementptr i8, i8* %sunkaddr3954, i64 -16
  %1120 = bitcast i8* %sunkaddr3955 to i32*
  store i32 %.41.i2.us144.3.1, i32* %1120, align 4, !noalias !97
  %sunkaddr3956 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497
  %sunkaddr3957 = getelementptr i8, i8* %sunkaddr3956, i64 4
  %.37.i.us143.4.1 = load i8, i8* %sunkaddr3957, align 1, !noalias !94
  %.41.i2.us144.4.1 = zext i8 %.37.i.us143.4.1 to i32
  %sunkaddr3958 = mul i64 %.466.us131.7340497, 4
  %sunkaddr3959 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3958
  %sunkaddr3960 = getelementptr i8, i8* %sunkaddr3959, i64 -12
  %1121 = bitcast i8* %sunkaddr3960 to i32*
  store i32 %.41.i2.us144.4.1, i32* %1121, align 4, !noalias !97
  %sunkaddr3961 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497
  %sunkaddr3962 = getelementptr i8, i8* %sunkaddr3961, i64 5
  %.37.i.us143.5.1 = load i8, i8* %sunkaddr3962, align 1, !noalias !94
  %.41.i2.us144.5.1 = zext i8 %.37.i.us143.5.1 to i32
  %sunkaddr3963 = mul i64 %.466.us131.7340497, 4
  %sunkaddr3964 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3963
  %sunkaddr3965 = getelementptr i8, i8* %sunkaddr3964, i64 -8
  %1122 = bitcast i8* %sunkaddr3965 to i32*
  store i32 %.41.i2.us144.5.1, i32* %1122, align 4, !noalias !97
  %sunkaddr3966 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497
  %sunkaddr3967 = getelementptr i8, i8* %sunkaddr3966, i64 6
  %.37.i.us143.6.1 = load i8, i8* %sunkaddr3967, align 1, !noalias !94
  %.41.i2.us144.6.1 = zext i8 %.37.i.us143.6.1 to i32
  %sunkaddr3968 = mul i64 %.466.us131.7340497, 4
  %sunkaddr3969 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3968
  %sunkaddr3970 = getelementptr i8, i8* %sunkaddr3969, i64 -4
  %1123 = bitcast i8* %sunkaddr3970 to i32*
  store i32 %.41.i2.us144.6.1, i32* %1123, align 4, !noalias !97
  %sunkaddr3971 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497
  %sunkaddr3972 = getelementptr i8, i8* %sunkaddr3971, i64 7
  %.37.i.us143.7.1 = load i8, i8* %sunkaddr3972, align 1, !noalias !94
  %.41.i2.us144.7.1 = zext i8 %.37.i.us143.7.1 to i32
  %.466.us131.7340.1517 = or i64 %.397.098.us129, 16
  %scevgep406.1518 = getelementptr i8, i8* %scevgep387, i64 %1116
  %scevgep406407.1519 = bitcast i8* %scevgep406.1518 to i32*
  store i32 %.41.i2.us144.7.1, i32* %scevgep406407.1519, align 4, !noalias !97
  %scevgep493.2 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517
  %.37.i.us143.2442 = load i8, i8* %scevgep493.2, align 1, !noalias !94
  %.41.i2.us144.2443 = zext i8 %.37.i.us143.2442 to i32
  %1124 = shl i64 %.466.us131.7340.1517, 2
  %scevgep410271.2 = getelementptr i8, i8* %scevgep4085278, i64 %1124
  %1125 = bitcast i8* %scevgep410271.2 to i32*
  store i32 %.41.i2.us144.2443, i32* %1125, align 4, !noalias !97
  %sunkaddr3973 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517
  %sunkaddr3974 = getelementptr i8, i8* %sunkaddr3973, i64 1
  %.37.i.us143.1.2 = load i8, i8* %sunkaddr3974, align 1, !noalias !94
  %.41.i2.us144.1.2 = zext i8 %.37.i.us143.1.2 to i32
  %sunkaddr3975 = mul i64 %.466.us131.7340.1517, 4
  %sunkaddr3976 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3975
  %sunkaddr3977 = getelementptr i8, i8* %sunkaddr3976, i64 -24
  %1126 = bitcast i8* %sunkaddr3977 to i32*
  store i32 %.41.i2.us144.1.2, i32* %1126, align 4, !noalias !97
  %sunkaddr3978 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517
  %sunkaddr3979 = getelementptr i8, i8* %sunkaddr3978, i64 2
  %.37.i.us143.2.2 = load i8, i8* %sunkaddr3979, align 1, !noalias !94
  %.41.i2.us144.2.2 = zext i8 %.37.i.us143.2.2 to i32
  %sunkaddr3980 = mul i64 %.466.us131.7340.1517, 4
  %sunkaddr3981 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3980
  %sunkaddr3982 = getelementptr i8, i8* %sunkaddr3981, i64 -20
  %1127 = bitcast i8* %sunkaddr3982 to i32*
  store i32 %.41.i2.us144.2.2, i32* %1127, align 4, !noalias !97
  %sunkaddr3983 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517
  %sunkaddr3984 = getelementptr i8, i8* %sunkaddr3983, i64 3
  %.37.i.us143.3.2 = load i8, i8* %sunkaddr3984, align 1, !noalias !94
  %.41.i2.us144.3.2 = zext i8 %.37.i.us143.3.2 to i32
  %sunkaddr3985 = mul i64 %.466.us131.7340.1517, 4
  %sunkaddr3986 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3985
  %sunkaddr3987 = getelementptr i8, i8* %sunkaddr3986, i64 -16
  %1128 = bitcast i8* %sunkaddr3987 to i32*
  store i32 %.41.i2.us144.3.2, i32* %1128, align 4, !noalias !97
  %sunkaddr3988 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517
  %sunkaddr3989 = getelementptr i8, i8* %sunkaddr3988, i64 4
  %.37.i.us143.4.2 = load i8, i8* %sunkaddr3989, align 1, !noalias !94
  %.41.i2.us144.4.2 = zext i8 %.37.i.us143.4.2 to i32
  %sunkaddr3990 = mul i64 %.466.us131.7340.1517, 4
  %sunkaddr3991 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3990
  %sunkaddr3992 = getelementptr i8, i8* %sunkaddr3991, i64 -12
  %1129 = bitcast i8* %sunkaddr3992 to i32*
  store i32 %.41.i2.us144.4.2, i32* %1129, align 4, !noalias !97
  %sunkaddr3993 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517
  %sunkaddr3994 = getelementptr i8, i8* %sunkaddr3993, i64 5
  %.37.i.us143.5.2 = load i8, i8* %sunkaddr3994, align 1, !noalias !94
  %.41.i2.us144.5.2 = zext i8 %.37.i.us143.5.2 to i32
  %sunkaddr3995 = mul i64 %.466.us131.7340.1517, 4
  %sunkaddr3996 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr3995
  %sunkaddr3997 = getelementptr i8, i8* %sunkaddr3996, i64 -8
  %1130 = bitcast i8* %sunkaddr3997 to i32*
  store i32 %.41.i2.us144.5.2, i32* %1130, align 4, !noalias !97
  %sunkaddr3998 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517
  %sunkaddr3999 = getelementptr i8, i8* %sunkaddr3998, i64 6
  %.37.i.us143.6.2 = load i8, i8* %sunkaddr3999, align 1, !noalias !94
  %.41.i2.us144.6.2 = zext i8 %.37.i.us143.6.2 to i32
  %sunkaddr4000 = mul i64 %.466.us131.7340.1517, 4
  %sunkaddr4001 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4000
  %sunkaddr4002 = getelementptr i8, i8* %sunkaddr4001, i64 -4
  %1131 = bitcast i8* %sunkaddr4002 to i32*
  store i32 %.41.i2.us144.6.2, i32* %1131, align 4, !noalias !97
  %sunkaddr4003 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517
  %sunkaddr4004 = getelementptr i8, i8* %sunkaddr4003, i64 7
  %.37.i.us143.7.2 = load i8, i8* %sunkaddr4004, align 1, !noalias !94
  %.41.i2.us144.7.2 = zext i8 %.37.i.us143.7.2 to i32
  %.466.us131.7340.2537 = or i64 %.397.098.us129, 24
  %scevgep406.2538 = getelementptr i8, i8* %scevgep387, i64 %1124
  %scevgep406407.2539 = bitcast i8* %scevgep406.2538 to i32*
  store i32 %.41.i2.us144.7.2, i32* %scevgep406407.2539, align 4, !noalias !97
  %scevgep493.3 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537
  %.37.i.us143.3447 = load i8, i8* %scevgep493.3, align 1, !noalias !94
  %.41.i2.us144.3448 = zext i8 %.37.i.us143.3447 to i32
  %1132 = shl i64 %.466.us131.7340.2537, 2
  %scevgep410271.3 = getelementptr i8, i8* %scevgep4085278, i64 %1132
  %1133 = bitcast i8* %scevgep410271.3 to i32*
  store i32 %.41.i2.us144.3448, i32* %1133, align 4, !noalias !97
  %sunkaddr4005 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537
  %sunkaddr4006 = getelementptr i8, i8* %sunkaddr4005, i64 1
  %.37.i.us143.1.3 = load i8, i8* %sunkaddr4006, align 1, !noalias !94
  %.41.i2.us144.1.3 = zext i8 %.37.i.us143.1.3 to i32
  %sunkaddr4007 = mul i64 %.466.us131.7340.2537, 4
  %sunkaddr4008 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4007
  %sunkaddr4009 = getelementptr i8, i8* %sunkaddr4008, i64 -24
  %1134 = bitcast i8* %sunkaddr4009 to i32*
  store i32 %.41.i2.us144.1.3, i32* %1134, align 4, !noalias !97
  %sunkaddr4010 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537
  %sunkaddr4011 = getelementptr i8, i8* %sunkaddr4010, i64 2
  %.37.i.us143.2.3 = load i8, i8* %sunkaddr4011, align 1, !noalias !94
  %.41.i2.us144.2.3 = zext i8 %.37.i.us143.2.3 to i32
  %sunkaddr4012 = mul i64 %.466.us131.7340.2537, 4
  %sunkaddr4013 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4012
  %sunkaddr4014 = getelementptr i8, i8* %sunkaddr4013, i64 -20
  %1135 = bitcast i8* %sunkaddr4014 to i32*
  store i32 %.41.i2.us144.2.3, i32* %1135, align 4, !noalias !97
  %sunkaddr4015 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537
  %sunkaddr4016 = getelementptr i8, i8* %sunkaddr4015, i64 3
  %.37.i.us143.3.3 = load i8, i8* %sunkaddr4016, align 1, !noalias !94
  %.41.i2.us144.3.3 = zext i8 %.37.i.us143.3.3 to i32
  %sunkaddr4017 = mul i64 %.466.us131.7340.2537, 4
  %sunkaddr4018 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4017
  %sunkaddr4019 = getelementptr i8, i8* %sunkaddr4018, i64 -16
  %1136 = bitcast i8* %sunkaddr4019 to i32*
  store i32 %.41.i2.us144.3.3, i32* %1136, align 4, !noalias !97
  %sunkaddr4020 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537
  %sunkaddr4021 = getelementptr i8, i8* %sunkaddr4020, i64 4
  %.37.i.us143.4.3 = load i8, i8* %sunkaddr4021, align 1, !noalias !94
  %.41.i2.us144.4.3 = zext i8 %.37.i.us143.4.3 to i32
  %sunkaddr4022 = mul i64 %.466.us131.7340.2537, 4
  %sunkaddr4023 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4022
  %sunkaddr4024 = getelementptr i8, i8* %sunkaddr4023, i64 -12
  %1137 = bitcast i8* %sunkaddr4024 to i32*
  store i32 %.41.i2.us144.4.3, i32* %1137, align 4, !noalias !97
  %sunkaddr4025 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537
  %sunkaddr4026 = getelementptr i8, i8* %sunkaddr4025, i64 5
  %.37.i.us143.5.3 = load i8, i8* %sunkaddr4026, align 1, !noalias !94
  %.41.i2.us144.5.3 = zext i8 %.37.i.us143.5.3 to i32
  %sunkaddr4027 = mul i64 %.466.us131.7340.2537, 4
  %sunkaddr4028 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4027
  %sunkaddr4029 = getelementptr i8, i8* %sunkaddr4028, i64 -8
  %1138 = bitcast i8* %sunkaddr4029 to i32*
  store i32 %.41.i2.us144.5.3, i32* %1138, align 4, !noalias !97
  %sunkaddr4030 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537
  %sunkaddr4031 = getelementptr i8, i8* %sunkaddr4030, i64 6
  %.37.i.us143.6.3 = load i8, i8* %sunkaddr4031, align 1, !noalias !94
  %.41.i2.us144.6.3 = zext i8 %.37.i.us143.6.3 to i32
  %sunkaddr4032 = mul i64 %.466.us131.7340.2537, 4
  %sunkaddr4033 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4032
  %sunkaddr4034 = getelementptr i8, i8* %sunkaddr4033, i64 -4
  %1139 = bitcast i8* %sunkaddr4034 to i32*
  store i32 %.41.i2.us144.6.3, i32* %1139, align 4, !noalias !97
  %sunkaddr4035 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537
  %sunkaddr4036 = getelementptr i8, i8* %sunkaddr4035, i64 7
  %.37.i.us143.7.3 = load i8, i8* %sunkaddr4036, align 1, !noalias !94
  %.41.i2.us144.7.3 = zext i8 %.37.i.us143.7.3 to i32
  br label %B196.i.us.7.3

B196.i.us.7:                                      ; preds = %B354.endif.us127
  %1140 = shl i64 %.397.098.us129, 2
  %scevgep410 = getelementptr i8, i8* %scevgep4085278, i64 %1140
  %1141 = bitcast i8* %scevgep410 to i32*
  store i32 0, i32* %1141, align 4, !noalias !97
  %sunkaddr4037 = mul i64 %.397.098.us129, 4
  %sunkaddr4038 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4037
  %sunkaddr4039 = getelementptr i8, i8* %sunkaddr4038, i64 -24
  %1142 = bitcast i8* %sunkaddr4039 to i32*
  store i32 0, i32* %1142, align 4, !noalias !97
  %sunkaddr4040 = mul i64 %.397.098.us129, 4
  %sunkaddr4041 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4040
  %sunkaddr4042 = getelementptr i8, i8* %sunkaddr4041, i64 -20
  %1143 = bitcast i8* %sunkaddr4042 to i32*
  store i32 0, i32* %1143, align 4, !noalias !97
  %sunkaddr4043 = mul i64 %.397.098.us129, 4
  %sunkaddr4044 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4043
  %sunkaddr4045 = getelementptr i8, i8* %sunkaddr4044, i64 -16
  %1144 = bitcast i8* %sunkaddr4045 to i32*
  store i32 0, i32* %1144, align 4, !noalias !97
  %sunkaddr4046 = mul i64 %.397.098.us129, 4
  %sunkaddr4047 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4046
  %sunkaddr4048 = getelementptr i8, i8* %sunkaddr4047, i64 -12
  %1145 = bitcast i8* %sunkaddr4048 to i32*
  store i32 0, i32* %1145, align 4, !noalias !97
  %sunkaddr4049 = mul i64 %.397.098.us129, 4
  %sunkaddr4050 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4049
  %sunkaddr4051 = getelementptr i8, i8* %sunkaddr4050, i64 -8
  %1146 = bitcast i8* %sunkaddr4051 to i32*
  store i32 0, i32* %1146, align 4, !noalias !97
  %sunkaddr4052 = mul i64 %.397.098.us129, 4
  %sunkaddr4053 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4052
  %sunkaddr4054 = getelementptr i8, i8* %sunkaddr4053, i64 -4
  %1147 = bitcast i8* %sunkaddr4054 to i32*
  store i32 0, i32* %1147, align 4, !noalias !97
  %scevgep406 = getelementptr i8, i8* %scevgep387, i64 %1140
  %scevgep406407 = bitcast i8* %scevgep406 to i32*
  store i32 0, i32* %scevgep406407, align 4, !noalias !97
  %1148 = or i64 %1140, 32
  %scevgep410.1 = getelementptr i8, i8* %scevgep4085278, i64 %1148
  %1149 = bitcast i8* %scevgep410.1 to i32*
  store i32 0, i32* %1149, align 4, !noalias !97
  %sunkaddr4055 = getelementptr i8, i8* %scevgep387, i64 %1148
  %sunkaddr4056 = getelementptr i8, i8* %sunkaddr4055, i64 -24
  %1150 = bitcast i8* %sunkaddr4056 to i32*
  store i32 0, i32* %1150, align 4, !noalias !97
  %sunkaddr4057 = getelementptr i8, i8* %scevgep387, i64 %1148
  %sunkaddr4058 = getelementptr i8, i8* %sunkaddr4057, i64 -20
  %1151 = bitcast i8* %sunkaddr4058 to i32*
  store i32 0, i32* %1151, align 4, !noalias !97
  %sunkaddr4059 = getelementptr i8, i8* %scevgep387, i64 %1148
  %sunkaddr4060 = getelementptr i8, i8* %sunkaddr4059, i64 -16
  %1152 = bitcast i8* %sunkaddr4060 to i32*
  store i32 0, i32* %1152, align 4, !noalias !97
  %sunkaddr4061 = getelementptr i8, i8* %scevgep387, i64 %1148
  %sunkaddr4062 = getelementptr i8, i8* %sunkaddr4061, i64 -12
  %1153 = bitcast i8* %sunkaddr4062 to i32*
  store i32 0, i32* %1153, align 4, !noalias !97
  %sunkaddr4063 = getelementptr i8, i8* %scevgep387, i64 %1148
  %sunkaddr4064 = getelementptr i8, i8* %sunkaddr4063, i64 -8
  %1154 = bitcast i8* %sunkaddr4064 to i32*
  store i32 0, i32* %1154, align 4, !noalias !97
  %sunkaddr4065 = getelementptr i8, i8* %scevgep387, i64 %1148
  %sunkaddr4066 = getelementptr i8, i8* %sunkaddr4065, i64 -4
  %1155 = bitcast i8* %sunkaddr4066 to i32*
  store i32 0, i32* %1155, align 4, !noalias !97
  %scevgep406.1 = getelementptr i8, i8* %scevgep387, i64 %1148
  %scevgep406407.1 = bitcast i8* %scevgep406.1 to i32*
  store i32 0, i32* %scevgep406407.1, align 4, !noalias !97
  %1156 = or i64 %1140, 64
  %scevgep410.2 = getelementptr i8, i8* %scevgep4085278, i64 %1156
  %1157 = bitcast i8* %scevgep410.2 to i32*
  store i32 0, i32* %1157, align 4, !noalias !97
  %sunkaddr4067 = getelementptr i8, i8* %scevgep387, i64 %1156
  %sunkaddr4068 = getelementptr i8, i8* %sunkaddr4067, i64 -24
  %1158 = bitcast i8* %sunkaddr4068 to i32*
  store i32 0, i32* %1158, align 4, !noalias !97
  %sunkaddr4069 = getelementptr i8, i8* %scevgep387, i64 %1156
  %sunkaddr4070 = getelementptr i8, i8* %sunkaddr4069, i64 -20
  %1159 = bitcast i8* %sunkaddr4070 to i32*
  store i32 0, i32* %1159, align 4, !noalias !97
  %sunkaddr4071 = getelementptr i8, i8* %scevgep387, i64 %1156
  %sunkaddr4072 = getelementptr i8, i8* %sunkaddr4071, i64 -16
  %1160 = bitcast i8* %sunkaddr4072 to i32*
  store i32 0, i32* %1160, align 4, !noalias !97
  %sunkaddr4073 = getelementptr i8, i8* %scevgep387, i64 %1156
  %sunkaddr4074 = getelementptr i8, i8* %sunkaddr4073, i64 -12
  %1161 = bitcast i8* %sunkaddr4074 to i32*
  store i32 0, i32* %1161, align 4, !noalias !97
  %sunkaddr4075 = getelementptr i8, i8* %scevgep387, i64 %1156
  %sunkaddr4076 = getelementptr i8, i8* %sunkaddr4075, i64 -8
  %1162 = bitcast i8* %sunkaddr4076 to i32*
  store i32 0, i32* %1162, align 4, !noalias !97
  %sunkaddr4077 = getelementptr i8, i8* %scevgep387, i64 %1156
  %sunkaddr4078 = getelementptr i8, i8* %sunkaddr4077, i64 -4
  %1163 = bitcast i8* %sunkaddr4078 to i32*
  store i32 0, i32* %1163, align 4, !noalias !97
  %scevgep406.2 = getelementptr i8, i8* %scevgep387, i64 %1156
  %scevgep406407.2 = bitcast i8* %scevgep406.2 to i32*
  store i32 0, i32* %scevgep406407.2, align 4, !noalias !97
  %1164 = or i64 %1140, 96
  %scevgep410.3 = getelementptr i8, i8* %scevgep4085278, i64 %1164
  %1165 = bitcast i8* %scevgep410.3 to i32*
  store i32 0, i32* %1165, align 4, !noalias !97
  %sunkaddr4079 = getelementptr i8, i8* %scevgep387, i64 %1164
  %sunkaddr4080 = getelementptr i8, i8* %sunkaddr4079, i64 -24
  %1166 = bitcast i8* %sunkaddr4080 to i32*
  store i32 0, i32* %1166, align 4, !noalias !97
  %sunkaddr4081 = getelementptr i8, i8* %scevgep387, i64 %1164
  %sunkaddr4082 = getelementptr i8, i8* %sunkaddr4081, i64 -20
  %1167 = bitcast i8* %sunkaddr4082 to i32*
  store i32 0, i32* %1167, align 4, !noalias !97
  %sunkaddr4083 = getelementptr i8, i8* %scevgep387, i64 %1164
  %sunkaddr4084 = getelementptr i8, i8* %sunkaddr4083, i64 -16
  %1168 = bitcast i8* %sunkaddr4084 to i32*
  store i32 0, i32* %1168, align 4, !noalias !97
  %sunkaddr4085 = getelementptr i8, i8* %scevgep387, i64 %1164
  %sunkaddr4086 = getelementptr i8, i8* %sunkaddr4085, i64 -12
  %1169 = bitcast i8* %sunkaddr4086 to i32*
  store i32 0, i32* %1169, align 4, !noalias !97
  %sunkaddr4087 = getelementptr i8, i8* %scevgep387, i64 %1164
  %sunkaddr4088 = getelementptr i8, i8* %sunkaddr4087, i64 -8
  %1170 = bitcast i8* %sunkaddr4088 to i32*
  store i32 0, i32* %1170, align 4, !noalias !97
  %sunkaddr4089 = getelementptr i8, i8* %scevgep387, i64 %1164
  %sunkaddr4090 = getelementptr i8, i8* %sunkaddr4089, i64 -4
  %1171 = bitcast i8* %sunkaddr4090 to i32*
  store i32 0, i32* %1171, align 4, !noalias !97
  br label %B196.i.us.7.3

B196.i.us.7.3:                                    ; preds = %B196.i.us.7, %B196.i.us.7.thread, %B196.i.us.7.thread501, %B196.i.us.7.thread508
  %.pre-phi357.3 = phi i64 [ %1164, %B196.i.us.7 ], [ %1132, %B196.i.us.7.thread ], [ %1093, %B196.i.us.7.thread501 ], [ %1025, %B196.i.us.7.thread508 ]
  %.sink.i.us146.7.3 = phi i32 [ 0, %B196.i.us.7 ], [ %.41.i2.us144.7.3, %B196.i.us.7.thread ], [ %.70.i.us140.7.3, %B196.i.us.7.thread501 ], [ %.95.i.us135.7.3, %B196.i.us.7.thread508 ]
  %.466.us131.7340.3 = or i64 %.397.098.us129, 32
  %scevgep406.3 = getelementptr i8, i8* %scevgep387, i64 %.pre-phi357.3
  %scevgep406407.3 = bitcast i8* %scevgep406.3 to i32*
  store i32 %.sink.i.us146.7.3, i32* %scevgep406407.3, align 4, !noalias !97
  switch i32 %arg.b.2, label %B196.i.us.7.1 [
    i32 1, label %B196.i.us.7.thread.1
    i32 2, label %B196.i.us.7.thread501.1
    i32 4, label %B196.i.us.7.thread508.1
  ]

B196.i.us.7.thread508.1:                          ; preds = %B196.i.us.7.3
  %1172 = shl i64 %.466.us131.7340.3, 2
  %uglygep454.1745 = getelementptr i8, i8* %arg.b.0, i64 %1172
  %uglygep454455.1746 = bitcast i8* %uglygep454.1745 to i32*
  %.95.i.us135.1747 = load i32, i32* %uglygep454455.1746, align 4, !noalias !94
  %scevgep410279.1748 = getelementptr i8, i8* %scevgep4085278, i64 %1172
  %1173 = bitcast i8* %scevgep410279.1748 to i32*
  store i32 %.95.i.us135.1747, i32* %1173, align 4, !noalias !97
  %sunkaddr4091 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4092 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4091
  %sunkaddr4093 = getelementptr i8, i8* %sunkaddr4092, i64 4
  %1174 = bitcast i8* %sunkaddr4093 to i32*
  %.95.i.us135.1.1749 = load i32, i32* %1174, align 4, !noalias !94
  %sunkaddr4094 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4095 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4094
  %sunkaddr4096 = getelementptr i8, i8* %sunkaddr4095, i64 -24
  %1175 = bitcast i8* %sunkaddr4096 to i32*
  store i32 %.95.i.us135.1.1749, i32* %1175, align 4, !noalias !97
  %sunkaddr4097 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4098 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4097
  %sunkaddr4099 = getelementptr i8, i8* %sunkaddr4098, i64 8
  %1176 = bitcast i8* %sunkaddr4099 to i32*
  %.95.i.us135.2.1751 = load i32, i32* %1176, align 4, !noalias !94
  %sunkaddr4100 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4101 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4100
  %sunkaddr4102 = getelementptr i8, i8* %sunkaddr4101, i64 -20
  %1177 = bitcast i8* %sunkaddr4102 to i32*
  store i32 %.95.i.us135.2.1751, i32* %1177, align 4, !noalias !97
  %sunkaddr4103 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4104 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4103
  %sunkaddr4105 = getelementptr i8, i8* %sunkaddr4104, i64 12
  %1178 = bitcast i8* %sunkaddr4105 to i32*
  %.95.i.us135.3.1753 = load i32, i32* %1178, align 4, !noalias !94
  %sunkaddr4106 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4107 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4106
  %sunkaddr4108 = getelementptr i8, i8* %sunkaddr4107, i64 -16
  %1179 = bitcast i8* %sunkaddr4108 to i32*
  store i32 %.95.i.us135.3.1753, i32* %1179, align 4, !noalias !97
  %sunkaddr4109 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4110 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4109
  %sunkaddr4111 = getelementptr i8, i8* %sunkaddr4110, i64 16
  %1180 = bitcast i8* %sunkaddr4111 to i32*
  %.95.i.us135.4.1755 = load i32, i32* %1180, align 4, !noalias !94
  %sunkaddr4112 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4113 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4112
  %sunkaddr4114 = getelementptr i8, i8* %sunkaddr4113, i64 -12
  %1181 = bitcast i8* %sunkaddr4114 to i32*
  store i32 %.95.i.us135.4.1755, i32* %1181, align 4, !noalias !97
  %sunkaddr4115 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4116 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4115
  %sunkaddr4117 = getelementptr i8, i8* %sunkaddr4116, i64 20
  %1182 = bitcast i8* %sunkaddr4117 to i32*
  %.95.i.us135.5.1757 = load i32, i32* %1182, align 4, !noalias !94
  %sunkaddr4118 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4119 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4118
  %sunkaddr4120 = getelementptr i8, i8* %sunkaddr4119, i64 -8
  %1183 = bitcast i8* %sunkaddr4120 to i32*
  store i32 %.95.i.us135.5.1757, i32* %1183, align 4, !noalias !97
  %sunkaddr4121 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4122 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4121
  %sunkaddr4123 = getelementptr i8, i8* %sunkaddr4122, i64 24
  %1184 = bitcast i8* %sunkaddr4123 to i32*
  %.95.i.us135.6.1759 = load i32, i32* %1184, align 4, !noalias !94
  %sunkaddr4124 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4125 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4124
  %sunkaddr4126 = getelementptr i8, i8* %sunkaddr4125, i64 -4
  %1185 = bitcast i8* %sunkaddr4126 to i32*
  store i32 %.95.i.us135.6.1759, i32* %1185, align 4, !noalias !97
  %sunkaddr4127 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4128 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4127
  %sunkaddr4129 = getelementptr i8, i8* %sunkaddr4128, i64 28
  %1186 = bitcast i8* %sunkaddr4129 to i32*
  %.95.i.us135.7.1761 = load i32, i32* %1186, align 4, !noalias !94
  %scevgep406512.1 = getelementptr i8, i8* %scevgep387, i64 %1172
  %scevgep406407513.1 = bitcast i8* %scevgep406512.1 to i32*
  store i32 %.95.i.us135.7.1761, i32* %scevgep406407513.1, align 4, !noalias !97
  %1187 = or i64 %1172, 32
  %uglygep454.1.1 = getelementptr i8, i8* %arg.b.0, i64 %1187
  %uglygep454455.1.1 = bitcast i8* %uglygep454.1.1 to i32*
  %.95.i.us135.1434.1 = load i32, i32* %uglygep454455.1.1, align 4, !noalias !94
  %scevgep410279.1.1 = getelementptr i8, i8* %scevgep4085278, i64 %1187
  %1188 = bitcast i8* %scevgep410279.1.1 to i32*
  store i32 %.95.i.us135.1434.1, i32* %1188, align 4, !noalias !97
  %sunkaddr4130 = getelementptr i8, i8* %arg.b.0, i64 %1187
  %sunkaddr4131 = getelementptr i8, i8* %sunkaddr4130, i64 4
  %1189 = bitcast i8* %sunkaddr4131 to i32*
  %.95.i.us135.1.1.1 = load i32, i32* %1189, align 4, !noalias !94
  %sunkaddr4132 = getelementptr i8, i8* %scevgep387, i64 %1187
  %sunkaddr4133 = getelementptr i8, i8* %sunkaddr4132, i64 -24
  %1190 = bitcast i8* %sunkaddr4133 to i32*
  store i32 %.95.i.us135.1.1.1, i32* %1190, align 4, !noalias !97
  %sunkaddr4134 = getelementptr i8, i8* %arg.b.0, i64 %1187
  %sunkaddr4135 = getelementptr i8, i8* %sunkaddr4134, i64 8
  %1191 = bitcast i8* %sunkaddr4135 to i32*
  %.95.i.us135.2.1.1 = load i32, i32* %1191, align 4, !noalias !94
  %sunkaddr4136 = getelementptr i8, i8* %scevgep387, i64 %1187
  %sunkaddr4137 = getelementptr i8, i8* %sunkaddr4136, i64 -20
  %1192 = bitcast i8* %sunkaddr4137 to i32*
  store i32 %.95.i.us135.2.1.1, i32* %1192, align 4, !noalias !97
  %sunkaddr4138 = getelementptr i8, i8* %arg.b.0, i64 %1187
  %sunkaddr4139 = getelementptr i8, i8* %sunkaddr4138, i64 12
  %1193 = bitcast i8* %sunkaddr4139 to i32*
  %.95.i.us135.3.1.1 = load i32, i32* %1193, align 4, !noalias !94
  %sunkaddr4140 = getelementptr i8, i8* %scevgep387, i64 %1187
  %sunkaddr4141 = getelementptr i8, i8* %sunkaddr4140, i64 -16
  %1194 = bitcast i8* %sunkaddr4141 to i32*
  store i32 %.95.i.us135.3.1.1, i32* %1194, align 4, !noalias !97
  %sunkaddr4142 = getelementptr i8, i8* %arg.b.0, i64 %1187
  %sunkaddr4143 = getelementptr i8, i8* %sunkaddr4142, i64 16
  %1195 = bitcast i8* %sunkaddr4143 to i32*
  %.95.i.us135.4.1.1 = load i32, i32* %1195, align 4, !noalias !94
  %sunkaddr4144 = getelementptr i8, i8* %scevgep387, i64 %1187
  %sunkaddr4145 = getelementptr i8, i8* %sunkaddr4144, i64 -12
  %1196 = bitcast i8* %sunkaddr4145 to i32*
  store i32 %.95.i.us135.4.1.1, i32* %1196, align 4, !noalias !97
  %sunkaddr4146 = getelementptr i8, i8* %arg.b.0, i64 %1187
  %sunkaddr4147 = getelementptr i8, i8* %sunkaddr4146, i64 20
  %1197 = bitcast i8* %sunkaddr4147 to i32*
  %.95.i.us135.5.1.1 = load i32, i32* %1197, align 4, !noalias !94
  %sunkaddr4148 = getelementptr i8, i8* %scevgep387, i64 %1187
  %sunkaddr4149 = getelementptr i8, i8* %sunkaddr4148, i64 -8
  %1198 = bitcast i8* %sunkaddr4149 to i32*
  store i32 %.95.i.us135.5.1.1, i32* %1198, align 4, !noalias !97
  %sunkaddr4150 = getelementptr i8, i8* %arg.b.0, i64 %1187
  %sunkaddr4151 = getelementptr i8, i8* %sunkaddr4150, i64 24
  %1199 = bitcast i8* %sunkaddr4151 to i32*
  %.95.i.us135.6.1.1 = load i32, i32* %1199, align 4, !noalias !94
  %sunkaddr4152 = getelementptr i8, i8* %scevgep387, i64 %1187
  %sunkaddr4153 = getelementptr i8, i8* %sunkaddr4152, i64 -4
  %1200 = bitcast i8* %sunkaddr4153 to i32*
  store i32 %.95.i.us135.6.1.1, i32* %1200, align 4, !noalias !97
  %sunkaddr4154 = getelementptr i8, i8* %arg.b.0, i64 %1187
  %sunkaddr4155 = getelementptr i8, i8* %sunkaddr4154, i64 28
  %1201 = bitcast i8* %sunkaddr4155 to i32*
  %.95.i.us135.7.1.1 = load i32, i32* %1201, align 4, !noalias !94
  %scevgep406.1532.1 = getelementptr i8, i8* %scevgep387, i64 %1187
  %scevgep406407.1533.1 = bitcast i8* %scevgep406.1532.1 to i32*
  store i32 %.95.i.us135.7.1.1, i32* %scevgep406407.1533.1, align 4, !noalias !97
  %1202 = or i64 %1172, 64
  %uglygep454.2.1 = getelementptr i8, i8* %arg.b.0, i64 %1202
  %uglygep454455.2.1 = bitcast i8* %uglygep454.2.1 to i32*
  %.95.i.us135.2439.1 = load i32, i32* %uglygep454455.2.1, align 4, !noalias !94
  %scevgep410279.2.1 = getelementptr i8, i8* %scevgep4085278, i64 %1202
  %1203 = bitcast i8* %scevgep410279.2.1 to i32*
  store i32 %.95.i.us135.2439.1, i32* %1203, align 4, !noalias !97
  %sunkaddr4156 = getelementptr i8, i8* %arg.b.0, i64 %1202
  %sunkaddr4157 = getelementptr i8, i8* %sunkaddr4156, i64 4
  %1204 = bitcast i8* %sunkaddr4157 to i32*
  %.95.i.us135.1.2.1 = load i32, i32* %1204, align 4, !noalias !94
  %sunkaddr4158 = getelementptr i8, i8* %scevgep387, i64 %1202
  %sunkaddr4159 = getelementptr i8, i8* %sunkaddr4158, i64 -24
  %1205 = bitcast i8* %sunkaddr4159 to i32*
  store i32 %.95.i.us135.1.2.1, i32* %1205, align 4, !noalias !97
  %sunkaddr4160 = getelementptr i8, i8* %arg.b.0, i64 %1202
  %sunkaddr4161 = getelementptr i8, i8* %sunkaddr4160, i64 8
  %1206 = bitcast i8* %sunkaddr4161 to i32*
  %.95.i.us135.2.2.1 = load i32, i32* %1206, align 4, !noalias !94
  %sunkaddr4162 = getelementptr i8, i8* %scevgep387, i64 %1202
  %sunkaddr4163 = getelementptr i8, i8* %sunkaddr4162, i64 -20
  %1207 = bitcast i8* %sunkaddr4163 to i32*
  store i32 %.95.i.us135.2.2.1, i32* %1207, align 4, !noalias !97
  %sunkaddr4164 = getelementptr i8, i8* %arg.b.0, i64 %1202
  %sunkaddr4165 = getelementptr i8, i8* %sunkaddr4164, i64 12
  %1208 = bitcast i8* %sunkaddr4165 to i32*
  %.95.i.us135.3.2.1 = load i32, i32* %1208, align 4, !noalias !94
  %sunkaddr4166 = getelementptr i8, i8* %scevgep387, i64 %1202
  %sunkaddr4167 = getelementptr i8, i8* %sunkaddr4166, i64 -16
  %1209 = bitcast i8* %sunkaddr4167 to i32*
  store i32 %.95.i.us135.3.2.1, i32* %1209, align 4, !noalias !97
  %sunkaddr4168 = getelementptr i8, i8* %arg.b.0, i64 %1202
  %sunkaddr4169 = getelementptr i8, i8* %sunkaddr4168, i64 16
  %1210 = bitcast i8* %sunkaddr4169 to i32*
  %.95.i.us135.4.2.1 = load i32, i32* %1210, align 4, !noalias !94
  %sunkaddr4170 = getelementptr i8, i8* %scevgep387, i64 %1202
  %sunkaddr4171 = getelementptr i8, i8* %sunkaddr4170, i64 -12
  %1211 = bitcast i8* %sunkaddr4171 to i32*
  store i32 %.95.i.us135.4.2.1, i32* %1211, align 4, !noalias !97
  %sunkaddr4172 = getelementptr i8, i8* %arg.b.0, i64 %1202
  %sunkaddr4173 = getelementptr i8, i8* %sunkaddr4172, i64 20
  %1212 = bitcast i8* %sunkaddr4173 to i32*
  %.95.i.us135.5.2.1 = load i32, i32* %1212, align 4, !noalias !94
  %sunkaddr4174 = getelementptr i8, i8* %scevgep387, i64 %1202
  %sunkaddr4175 = getelementptr i8, i8* %sunkaddr4174, i64 -8
  %1213 = bitcast i8* %sunkaddr4175 to i32*
  store i32 %.95.i.us135.5.2.1, i32* %1213, align 4, !noalias !97
  %sunkaddr4176 = getelementptr i8, i8* %arg.b.0, i64 %1202
  %sunkaddr4177 = getelementptr i8, i8* %sunkaddr4176, i64 24
  %1214 = bitcast i8* %sunkaddr4177 to i32*
  %.95.i.us135.6.2.1 = load i32, i32* %1214, align 4, !noalias !94
  %sunkaddr4178 = getelementptr i8, i8* %scevgep387, i64 %1202
  %sunkaddr4179 = getelementptr i8, i8* %sunkaddr4178, i64 -4
  %1215 = bitcast i8* %sunkaddr4179 to i32*
  store i32 %.95.i.us135.6.2.1, i32* %1215, align 4, !noalias !97
  %sunkaddr4180 = getelementptr i8, i8* %arg.b.0, i64 %1202
  %sunkaddr4181 = getelementptr i8, i8* %sunkaddr4180, i64 28
  %1216 = bitcast i8* %sunkaddr4181 to i32*
  %.95.i.us135.7.2.1 = load i32, i32* %1216, align 4, !noalias !94
  %scevgep406.2552.1 = getelementptr i8, i8* %scevgep387, i64 %1202
  %scevgep406407.2553.1 = bitcast i8* %scevgep406.2552.1 to i32*
  store i32 %.95.i.us135.7.2.1, i32* %scevgep406407.2553.1, align 4, !noalias !97
  %1217 = or i64 %1172, 96
  %uglygep454.3.1 = getelementptr i8, i8* %arg.b.0, i64 %1217
  %uglygep454455.3.1 = bitcast i8* %uglygep454.3.1 to i32*
  %.95.i.us135.3444.1 = load i32, i32* %uglygep454455.3.1, align 4, !noalias !94
  %scevgep410279.3.1 = getelementptr i8, i8* %scevgep4085278, i64 %1217
  %1218 = bitcast i8* %scevgep410279.3.1 to i32*
  store i32 %.95.i.us135.3444.1, i32* %1218, align 4, !noalias !97
  %sunkaddr4182 = getelementptr i8, i8* %arg.b.0, i64 %1217
  %sunkaddr4183 = getelementptr i8, i8* %sunkaddr4182, i64 4
  %1219 = bitcast i8* %sunkaddr4183 to i32*
  %.95.i.us135.1.3.1 = load i32, i32* %1219, align 4, !noalias !94
  %sunkaddr4184 = getelementptr i8, i8* %scevgep387, i64 %1217
  %sunkaddr4185 = getelementptr i8, i8* %sunkaddr4184, i64 -24
  %1220 = bitcast i8* %sunkaddr4185 to i32*
  store i32 %.95.i.us135.1.3.1, i32* %1220, align 4, !noalias !97
  %sunkaddr4186 = getelementptr i8, i8* %arg.b.0, i64 %1217
  %sunkaddr4187 = getelementptr i8, i8* %sunkaddr4186, i64 8
  %1221 = bitcast i8* %sunkaddr4187 to i32*
  %.95.i.us135.2.3.1 = load i32, i32* %1221, align 4, !noalias !94
  %sunkaddr4188 = getelementptr i8, i8* %scevgep387, i64 %1217
  %sunkaddr4189 = getelementptr i8, i8* %sunkaddr4188, i64 -20
  %1222 = bitcast i8* %sunkaddr4189 to i32*
  store i32 %.95.i.us135.2.3.1, i32* %1222, align 4, !noalias !97
  %sunkaddr4190 = getelementptr i8, i8* %arg.b.0, i64 %1217
  %sunkaddr4191 = getelementptr i8, i8* %sunkaddr4190, i64 12
  %1223 = bitcast i8* %sunkaddr4191 to i32*
  %.95.i.us135.3.3.1 = load i32, i32* %1223, align 4, !noalias !94
  %sunkaddr4192 = getelementptr i8, i8* %scevgep387, i64 %1217
  %sunkaddr4193 = getelementptr i8, i8* %sunkaddr4192, i64 -16
  %1224 = bitcast i8* %sunkaddr4193 to i32*
  store i32 %.95.i.us135.3.3.1, i32* %1224, align 4, !noalias !97
  %sunkaddr4194 = getelementptr i8, i8* %arg.b.0, i64 %1217
  %sunkaddr4195 = getelementptr i8, i8* %sunkaddr4194, i64 16
  %1225 = bitcast i8* %sunkaddr4195 to i32*
  %.95.i.us135.4.3.1 = load i32, i32* %1225, align 4, !noalias !94
  %sunkaddr4196 = getelementptr i8, i8* %scevgep387, i64 %1217
  %sunkaddr4197 = getelementptr i8, i8* %sunkaddr4196, i64 -12
  %1226 = bitcast i8* %sunkaddr4197 to i32*
  store i32 %.95.i.us135.4.3.1, i32* %1226, align 4, !noalias !97
  %sunkaddr4198 = getelementptr i8, i8* %arg.b.0, i64 %1217
  %sunkaddr4199 = getelementptr i8, i8* %sunkaddr4198, i64 20
  %1227 = bitcast i8* %sunkaddr4199 to i32*
  %.95.i.us135.5.3.1 = load i32, i32* %1227, align 4, !noalias !94
  %sunkaddr4200 = getelementptr i8, i8* %scevgep387, i64 %1217
  %sunkaddr4201 = getelementptr i8, i8* %sunkaddr4200, i64 -8
  %1228 = bitcast i8* %sunkaddr4201 to i32*
  store i32 %.95.i.us135.5.3.1, i32* %1228, align 4, !noalias !97
  %sunkaddr4202 = getelementptr i8, i8* %arg.b.0, i64 %1217
  %sunkaddr4203 = getelementptr i8, i8* %sunkaddr4202, i64 24
  %1229 = bitcast i8* %sunkaddr4203 to i32*
  %.95.i.us135.6.3.1 = load i32, i32* %1229, align 4, !noalias !94
  %sunkaddr4204 = getelementptr i8, i8* %scevgep387, i64 %1217
  %sunkaddr4205 = getelementptr i8, i8* %sunkaddr4204, i64 -4
  %1230 = bitcast i8* %sunkaddr4205 to i32*
  store i32 %.95.i.us135.6.3.1, i32* %1230, align 4, !noalias !97
  %sunkaddr4206 = getelementptr i8, i8* %arg.b.0, i64 %1217
  %sunkaddr4207 = getelementptr i8, i8* %sunkaddr4206, i64 28
  %1231 = bitcast i8* %sunkaddr4207 to i32*
  %.95.i.us135.7.3.1 = load i32, i32* %1231, align 4, !noalias !94
  br label %B196.i.us.7.3.1

B196.i.us.7.thread501.1:                          ; preds = %B196.i.us.7.3
  %1232 = shl nuw i64 %.466.us131.7340.3, 1
  %scevgep478.1762 = getelementptr i8, i8* %arg.b.0, i64 %1232
  %1233 = bitcast i8* %scevgep478.1762 to i16*
  %.66.i.us139.1763 = load i16, i16* %1233, align 2, !noalias !94
  %.70.i.us140.1764 = zext i16 %.66.i.us139.1763 to i32
  %1234 = shl i64 %.466.us131.7340.3, 2
  %scevgep410275.1765 = getelementptr i8, i8* %scevgep4085278, i64 %1234
  %1235 = bitcast i8* %scevgep410275.1765 to i32*
  store i32 %.70.i.us140.1764, i32* %1235, align 4, !noalias !97
  %sunkaddr4208 = mul i64 %.466.us131.7340.3, 2
  %sunkaddr4209 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4208
  %sunkaddr4210 = getelementptr i8, i8* %sunkaddr4209, i64 2
  %1236 = bitcast i8* %sunkaddr4210 to i16*
  %.66.i.us139.1.1766 = load i16, i16* %1236, align 2, !noalias !94
  %.70.i.us140.1.1767 = zext i16 %.66.i.us139.1.1766 to i32
  %sunkaddr4211 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4212 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4211
  %sunkaddr4213 = getelementptr i8, i8* %sunkaddr4212, i64 -24
  %1237 = bitcast i8* %sunkaddr4213 to i32*
  store i32 %.70.i.us140.1.1767, i32* %1237, align 4, !noalias !97
  %sunkaddr4214 = mul i64 %.466.us131.7340.3, 2
  %sunkaddr4215 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4214
  %sunkaddr4216 = getelementptr i8, i8* %sunkaddr4215, i64 4
  %1238 = bitcast i8* %sunkaddr4216 to i16*
  %.66.i.us139.2.1769 = load i16, i16* %1238, align 2, !noalias !94
  %.70.i.us140.2.1770 = zext i16 %.66.i.us139.2.1769 to i32
  %sunkaddr4217 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4218 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4217
  %sunkaddr4219 = getelementptr i8, i8* %sunkaddr4218, i64 -20
  %1239 = bitcast i8* %sunkaddr4219 to i32*
  store i32 %.70.i.us140.2.1770, i32* %1239, align 4, !noalias !97
  %sunkaddr4220 = mul i64 %.466.us131.7340.3, 2
  %sunkaddr4221 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4220
  %sunkaddr4222 = getelementptr i8, i8* %sunkaddr4221, i64 6
  %1240 = bitcast i8* %sunkaddr4222 to i16*
  %.66.i.us139.3.1772 = load i16, i16* %1240, align 2, !noalias !94
  %.70.i.us140.3.1773 = zext i16 %.66.i.us139.3.1772 to i32
  %sunkaddr4223 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4224 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4223
  %sunkaddr4225 = getelementptr i8, i8* %sunkaddr4224, i64 -16
  %1241 = bitcast i8* %sunkaddr4225 to i32*
  store i32 %.70.i.us140.3.1773, i32* %1241, align 4, !noalias !97
  %sunkaddr4226 = mul i64 %.466.us131.7340.3, 2
  %sunkaddr4227 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4226
  %sunkaddr4228 = getelementptr i8, i8* %sunkaddr4227, i64 8
  %1242 = bitcast i8* %sunkaddr4228 to i16*
  %.66.i.us139.4.1775 = load i16, i16* %1242, align 2, !noalias !94
  %.70.i.us140.4.1776 = zext i16 %.66.i.us139.4.1775 to i32
  %sunkaddr4229 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4230 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4229
  %sunkaddr4231 = getelementptr i8, i8* %sunkaddr4230, i64 -12
  %1243 = bitcast i8* %sunkaddr4231 to i32*
  store i32 %.70.i.us140.4.1776, i32* %1243, align 4, !noalias !97
  %sunkaddr4232 = mul i64 %.466.us131.7340.3, 2
  %sunkaddr4233 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4232
  %sunkaddr4234 = getelementptr i8, i8* %sunkaddr4233, i64 10
  %1244 = bitcast i8* %sunkaddr4234 to i16*
  %.66.i.us139.5.1778 = load i16, i16* %1244, align 2, !noalias !94
  %.70.i.us140.5.1779 = zext i16 %.66.i.us139.5.1778 to i32
  %sunkaddr4235 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4236 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4235
  %sunkaddr4237 = getelementptr i8, i8* %sunkaddr4236, i64 -8
  %1245 = bitcast i8* %sunkaddr4237 to i32*
  store i32 %.70.i.us140.5.1779, i32* %1245, align 4, !noalias !97
  %sunkaddr4238 = mul i64 %.466.us131.7340.3, 2
  %sunkaddr4239 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4238
  %sunkaddr4240 = getelementptr i8, i8* %sunkaddr4239, i64 12
  %1246 = bitcast i8* %sunkaddr4240 to i16*
  %.66.i.us139.6.1781 = load i16, i16* %1246, align 2, !noalias !94
  %.70.i.us140.6.1782 = zext i16 %.66.i.us139.6.1781 to i32
  %sunkaddr4241 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4242 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4241
  %sunkaddr4243 = getelementptr i8, i8* %sunkaddr4242, i64 -4
  %1247 = bitcast i8* %sunkaddr4243 to i32*
  store i32 %.70.i.us140.6.1782, i32* %1247, align 4, !noalias !97
  %sunkaddr4244 = mul i64 %.466.us131.7340.3, 2
  %sunkaddr4245 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4244
  %sunkaddr4246 = getelementptr i8, i8* %sunkaddr4245, i64 14
  %1248 = bitcast i8* %sunkaddr4246 to i16*
  %.66.i.us139.7.1784 = load i16, i16* %1248, align 2, !noalias !94
  %.70.i.us140.7.1785 = zext i16 %.66.i.us139.7.1784 to i32
  %.466.us131.7340504.1 = or i64 %.397.098.us129, 40
  %scevgep406505.1 = getelementptr i8, i8* %scevgep387, i64 %1234
  %scevgep406407506.1 = bitcast i8* %scevgep406505.1 to i32*
  store i32 %.70.i.us140.7.1785, i32* %scevgep406407506.1, align 4, !noalias !97
  %1249 = shl nuw i64 %.466.us131.7340504.1, 1
  %scevgep478.1.1 = getelementptr i8, i8* %arg.b.0, i64 %1249
  %1250 = bitcast i8* %scevgep478.1.1 to i16*
  %.66.i.us139.1435.1 = load i16, i16* %1250, align 2, !noalias !94
  %.70.i.us140.1436.1 = zext i16 %.66.i.us139.1435.1 to i32
  %1251 = shl i64 %.466.us131.7340504.1, 2
  %scevgep410275.1.1 = getelementptr i8, i8* %scevgep4085278, i64 %1251
  %1252 = bitcast i8* %scevgep410275.1.1 to i32*
  store i32 %.70.i.us140.1436.1, i32* %1252, align 4, !noalias !97
  %sunkaddr4247 = mul i64 %.466.us131.7340504.1, 2
  %sunkaddr4248 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4247
  %sunkaddr4249 = getelementptr i8, i8* %sunkaddr4248, i64 2
  %1253 = bitcast i8* %sunkaddr4249 to i16*
  %.66.i.us139.1.1.1 = load i16, i16* %1253, align 2, !noalias !94
  %.70.i.us140.1.1.1 = zext i16 %.66.i.us139.1.1.1 to i32
  %sunkaddr4250 = mul i64 %.466.us131.7340504.1, 4
  %sunkaddr4251 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4250
  %sunkaddr4252 = getelementptr i8, i8* %sunkaddr4251, i64 -24
  %1254 = bitcast i8* %sunkaddr4252 to i32*
  store i32 %.70.i.us140.1.1.1, i32* %1254, align 4, !noalias !97
  %sunkaddr4253 = mul i64 %.466.us131.7340504.1, 2
  %sunkaddr4254 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4253
  %sunkaddr4255 = getelementptr i8, i8* %sunkaddr4254, i64 4
  %1255 = bitcast i8* %sunkaddr4255 to i16*
  %.66.i.us139.2.1.1 = load i16, i16* %1255, align 2, !noalias !94
  %.70.i.us140.2.1.1 = zext i16 %.66.i.us139.2.1.1 to i32
  %sunkaddr4256 = mul i64 %.466.us131.7340504.1, 4
  %sunkaddr4257 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4256
  %sunkaddr4258 = getelementptr i8, i8* %sunkaddr4257, i64 -20
  %1256 = bitcast i8* %sunkaddr4258 to i32*
  store i32 %.70.i.us140.2.1.1, i32* %1256, align 4, !noalias !97
  %sunkaddr4259 = mul i64 %.466.us131.7340504.1, 2
  %sunkaddr4260 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4259
  %sunkaddr4261 = getelementptr i8, i8* %sunkaddr4260, i64 6
  %1257 = bitcast i8* %sunkaddr4261 to i16*
  %.66.i.us139.3.1.1 = load i16, i16* %1257, align 2, !noalias !94
  %.70.i.us140.3.1.1 = zext i16 %.66.i.us139.3.1.1 to i32
  %sunkaddr4262 = mul i64 %.466.us131.7340504.1, 4
  %sunkaddr4263 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4262
  %sunkaddr4264 = getelementptr i8, i8* %sunkaddr4263, i64 -16
  %1258 = bitcast i8* %sunkaddr4264 to i32*
  store i32 %.70.i.us140.3.1.1, i32* %1258, align 4, !noalias !97
  %sunkaddr4265 = mul i64 %.466.us131.7340504.1, 2
  %sunkaddr4266 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4265
  %sunkaddr4267 = getelementptr i8, i8* %sunkaddr4266, i64 8
  %1259 = bitcast i8* %sunkaddr4267 to i16*
  %.66.i.us139.4.1.1 = load i16, i16* %1259, align 2, !noalias !94
  %.70.i.us140.4.1.1 = zext i16 %.66.i.us139.4.1.1 to i32
  %sunkaddr4268 = mul i64 %.466.us131.7340504.1, 4
  %sunkaddr4269 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4268
  %sunkaddr4270 = getelementptr i8, i8* %sunkaddr4269, i64 -12
  %1260 = bitcast i8* %sunkaddr4270 to i32*
  store i32 %.70.i.us140.4.1.1, i32* %1260, align 4, !noalias !97
  %sunkaddr4271 = mul i64 %.466.us131.7340504.1, 2
  %sunkaddr4272 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4271
  %sunkaddr4273 = getelementptr i8, i8* %sunkaddr4272, i64 10
  %1261 = bitcast i8* %sunkaddr4273 to i16*
  %.66.i.us139.5.1.1 = load i16, i16* %1261, align 2, !noalias !94
  %.70.i.us140.5.1.1 = zext i16 %.66.i.us139.5.1.1 to i32
  %sunkaddr4274 = mul i64 %.466.us131.7340504.1, 4
  %sunkaddr4275 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4274
  %sunkaddr4276 = getelementptr i8, i8* %sunkaddr4275, i64 -8
  %1262 = bitcast i8* %sunkaddr4276 to i32*
  store i32 %.70.i.us140.5.1.1, i32* %1262, align 4, !noalias !97
  %sunkaddr4277 = mul i64 %.466.us131.7340504.1, 2
  %sunkaddr4278 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4277
  %sunkaddr4279 = getelementptr i8, i8* %sunkaddr4278, i64 12
  %1263 = bitcast i8* %sunkaddr4279 to i16*
  %.66.i.us139.6.1.1 = load i16, i16* %1263, align 2, !noalias !94
  %.70.i.us140.6.1.1 = zext i16 %.66.i.us139.6.1.1 to i32
  %sunkaddr4280 = mul i64 %.466.us131.7340504.1, 4
  %sunkaddr4281 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4280
  %sunkaddr4282 = getelementptr i8, i8* %sunkaddr4281, i64 -4
  %1264 = bitcast i8* %sunkaddr4282 to i32*
  store i32 %.70.i.us140.6.1.1, i32* %1264, align 4, !noalias !97
  %sunkaddr4283 = mul i64 %.466.us131.7340504.1, 2
  %sunkaddr4284 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4283
  %sunkaddr4285 = getelementptr i8, i8* %sunkaddr4284, i64 14
  %1265 = bitcast i8* %sunkaddr4285 to i16*
  %.66.i.us139.7.1.1 = load i16, i16* %1265, align 2, !noalias !94
  %.70.i.us140.7.1.1 = zext i16 %.66.i.us139.7.1.1 to i32
  %.466.us131.7340.1524.1 = or i64 %.397.098.us129, 48
  %scevgep406.1525.1 = getelementptr i8, i8* %scevgep387, i64 %1251
  %scevgep406407.1526.1 = bitcast i8* %scevgep406.1525.1 to i32*
  store i32 %.70.i.us140.7.1.1, i32* %scevgep406407.1526.1, align 4, !noalias !97
  %1266 = shl nuw i64 %.466.us131.7340.1524.1, 1
  %scevgep478.2.1 = getelementptr i8, i8* %arg.b.0, i64 %1266
  %1267 = bitcast i8* %scevgep478.2.1 to i16*
  %.66.i.us139.2440.1 = load i16, i16* %1267, align 2, !noalias !94
  %.70.i.us140.2441.1 = zext i16 %.66.i.us139.2440.1 to i32
  %1268 = shl i64 %.466.us131.7340.1524.1, 2
  %scevgep410275.2.1 = getelementptr i8, i8* %scevgep4085278, i64 %1268
  %1269 = bitcast i8* %scevgep410275.2.1 to i32*
  store i32 %.70.i.us140.2441.1, i32* %1269, align 4, !noalias !97
  %sunkaddr4286 = mul i64 %.466.us131.7340.1524.1, 2
  %sunkaddr4287 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4286
  %sunkaddr4288 = getelementptr i8, i8* %sunkaddr4287, i64 2
  %1270 = bitcast i8* %sunkaddr4288 to i16*
  %.66.i.us139.1.2.1 = load i16, i16* %1270, align 2, !noalias !94
  %.70.i.us140.1.2.1 = zext i16 %.66.i.us139.1.2.1 to i32
  %sunkaddr4289 = mul i64 %.466.us131.7340.1524.1, 4
  %sunkaddr4290 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4289
  %sunkaddr4291 = getelementptr i8, i8* %sunkaddr4290, i64 -24
  %1271 = bitcast i8* %sunkaddr4291 to i32*
  store i32 %.70.i.us140.1.2.1, i32* %1271, align 4, !noalias !97
  %sunkaddr4292 = mul i64 %.466.us131.7340.1524.1, 2
  %sunkaddr4293 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4292
  %sunkaddr4294 = getelementptr i8, i8* %sunkaddr4293, i64 4
  %1272 = bitcast i8* %sunkaddr4294 to i16*
  %.66.i.us139.2.2.1 = load i16, i16* %1272, align 2, !noalias !94
  %.70.i.us140.2.2.1 = zext i16 %.66.i.us139.2.2.1 to i32
  %sunkaddr4295 = mul i64 %.466.us131.7340.1524.1, 4
  %sunkaddr4296 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4295
  %sunkaddr4297 = getelementptr i8, i8* %sunkaddr4296, i64 -20
  %1273 = bitcast i8* %sunkaddr4297 to i32*
  store i32 %.70.i.us140.2.2.1, i32* %1273, align 4, !noalias !97
  %sunkaddr4298 = mul i64 %.466.us131.7340.1524.1, 2
  %sunkaddr4299 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4298
  %sunkaddr4300 = getelementptr i8, i8* %sunkaddr4299, i64 6
  %1274 = bitcast i8* %sunkaddr4300 to i16*
  %.66.i.us139.3.2.1 = load i16, i16* %1274, align 2, !noalias !94
  %.70.i.us140.3.2.1 = zext i16 %.66.i.us139.3.2.1 to i32
  %sunkaddr4301 = mul i64 %.466.us131.7340.1524.1, 4
  %sunkaddr4302 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4301
  %sunkaddr4303 = getelementptr i8, i8* %sunkaddr4302, i64 -16
  %1275 = bitcast i8* %sunkaddr4303 to i32*
  store i32 %.70.i.us140.3.2.1, i32* %1275, align 4, !noalias !97
  %sunkaddr4304 = mul i64 %.466.us131.7340.1524.1, 2
  %sunkaddr4305 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4304
  %sunkaddr4306 = getelementptr i8, i8* %sunkaddr4305, i64 8
  %1276 = bitcast i8* %sunkaddr4306 to i16*
  %.66.i.us139.4.2.1 = load i16, i16* %1276, align 2, !noalias !94
  %.70.i.us140.4.2.1 = zext i16 %.66.i.us139.4.2.1 to i32
  %sunkaddr4307 = mul i64 %.466.us131.7340.1524.1, 4
  %sunkaddr4308 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4307
  %sunkaddr4309 = getelementptr i8, i8* %sunkaddr4308, i64 -12
  %1277 = bitcast i8* %sunkaddr4309 to i32*
  store i32 %.70.i.us140.4.2.1, i32* %1277, align 4, !noalias !97
  %sunkaddr4310 = mul i64 %.466.us131.7340.1524.1, 2
  %sunkaddr4311 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4310
  %sunkaddr4312 = getelementptr i8, i8* %sunkaddr4311, i64 10
  %1278 = bitcast i8* %sunkaddr4312 to i16*
  %.66.i.us139.5.2.1 = load i16, i16* %1278, align 2, !noalias !94
  %.70.i.us140.5.2.1 = zext i16 %.66.i.us139.5.2.1 to i32
  %sunkaddr4313 = mul i64 %.466.us131.7340.1524.1, 4
  %sunkaddr4314 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4313
  %sunkaddr4315 = getelementptr i8, i8* %sunkaddr4314, i64 -8
  %1279 = bitcast i8* %sunkaddr4315 to i32*
  store i32 %.70.i.us140.5.2.1, i32* %1279, align 4, !noalias !97
  %sunkaddr4316 = mul i64 %.466.us131.7340.1524.1, 2
  %sunkaddr4317 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4316
  %sunkaddr4318 = getelementptr i8, i8* %sunkaddr4317, i64 12
  %1280 = bitcast i8* %sunkaddr4318 to i16*
  %.66.i.us139.6.2.1 = load i16, i16* %1280, align 2, !noalias !94
  %.70.i.us140.6.2.1 = zext i16 %.66.i.us139.6.2.1 to i32
  %sunkaddr4319 = mul i64 %.466.us131.7340.1524.1, 4
  %sunkaddr4320 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4319
  %sunkaddr4321 = getelementptr i8, i8* %sunkaddr4320, i64 -4
  %1281 = bitcast i8* %sunkaddr4321 to i32*
  store i32 %.70.i.us140.6.2.1, i32* %1281, align 4, !noalias !97
  %sunkaddr4322 = mul i64 %.466.us131.7340.1524.1, 2
  %sunkaddr4323 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4322
  %sunkaddr4324 = getelementptr i8, i8* %sunkaddr4323, i64 14
  %1282 = bitcast i8* %sunkaddr4324 to i16*
  %.66.i.us139.7.2.1 = load i16, i16* %1282, align 2, !noalias !94
  %.70.i.us140.7.2.1 = zext i16 %.66.i.us139.7.2.1 to i32
  %.466.us131.7340.2544.1 = or i64 %.397.098.us129, 56
  %scevgep406.2545.1 = getelementptr i8, i8* %scevgep387, i64 %1268
  %scevgep406407.2546.1 = bitcast i8* %scevgep406.2545.1 to i32*
  store i32 %.70.i.us140.7.2.1, i32* %scevgep406407.2546.1, align 4, !noalias !97
  %1283 = shl nuw i64 %.466.us131.7340.2544.1, 1
  %scevgep478.3.1 = getelementptr i8, i8* %arg.b.0, i64 %1283
  %1284 = bitcast i8* %scevgep478.3.1 to i16*
  %.66.i.us139.3445.1 = load i16, i16* %1284, align 2, !noalias !94
  %.70.i.us140.3446.1 = zext i16 %.66.i.us139.3445.1 to i32
  %1285 = shl i64 %.466.us131.7340.2544.1, 2
  %scevgep410275.3.1 = getelementptr i8, i8* %scevgep4085278, i64 %1285
  %1286 = bitcast i8* %scevgep410275.3.1 to i32*
  store i32 %.70.i.us140.3446.1, i32* %1286, align 4, !noalias !97
  %sunkaddr4325 = mul i64 %.466.us131.7340.2544.1, 2
  %sunkaddr4326 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4325
  %sunkaddr4327 = getelementptr i8, i8* %sunkaddr4326, i64 2
  %1287 = bitcast i8* %sunkaddr4327 to i16*
  %.66.i.us139.1.3.1 = load i16, i16* %1287, align 2, !noalias !94
  %.70.i.us140.1.3.1 = zext i16 %.66.i.us139.1.3.1 to i32
  %sunkaddr4328 = mul i64 %.466.us131.7340.2544.1, 4
  %sunkaddr4329 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4328
  %sunkaddr4330 = getelementptr i8, i8* %sunkaddr4329, i64 -24
  %1288 = bitcast i8* %sunkaddr4330 to i32*
  store i32 %.70.i.us140.1.3.1, i32* %1288, align 4, !noalias !97
  %sunkaddr4331 = mul i64 %.466.us131.7340.2544.1, 2
  %sunkaddr4332 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4331
  %sunkaddr4333 = getelementptr i8, i8* %sunkaddr4332, i64 4
  %1289 = bitcast i8* %sunkaddr4333 to i16*
  %.66.i.us139.2.3.1 = load i16, i16* %1289, align 2, !noalias !94
  %.70.i.us140.2.3.1 = zext i16 %.66.i.us139.2.3.1 to i32
  %sunkaddr4334 = mul i64 %.466.us131.7340.2544.1, 4
  %sunkaddr4335 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4334
  %sunkaddr4336 = getelementptr i8, i8* %sunkaddr4335, i64 -20
  %1290 = bitcast i8* %sunkaddr4336 to i32*
  store i32 %.70.i.us140.2.3.1, i32* %1290, align 4, !noalias !97
  %sunkaddr4337 = mul i64 %.466.us131.7340.2544.1, 2
  %sunkaddr4338 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4337
  %sunkaddr4339 = getelementptr i8, i8* %sunkaddr4338, i64 6
  %1291 = bitcast i8* %sunkaddr4339 to i16*
  %.66.i.us139.3.3.1 = load i16, i16* %1291, align 2, !noalias !94
  %.70.i.us140.3.3.1 = zext i16 %.66.i.us139.3.3.1 to i32
  %sunkaddr4340 = mul i64 %.466.us131.7340.2544.1, 4
  %sunkaddr4341 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4340
  %sunkaddr4342 = getelementptr i8, i8* %sunkaddr4341, i64 -16
  %1292 = bitcast i8* %sunkaddr4342 to i32*
  store i32 %.70.i.us140.3.3.1, i32* %1292, align 4, !noalias !97
  %sunkaddr4343 = mul i64 %.466.us131.7340.2544.1, 2
  %sunkaddr4344 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4343
  %sunkaddr4345 = getelementptr i8, i8* %sunkaddr4344, i64 8
  %1293 = bitcast i8* %sunkaddr4345 to i16*
  %.66.i.us139.4.3.1 = load i16, i16* %1293, align 2, !noalias !94
  %.70.i.us140.4.3.1 = zext i16 %.66.i.us139.4.3.1 to i32
  %sunkaddr4346 = mul i64 %.466.us131.7340.2544.1, 4
  %sunkaddr4347 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4346
  %sunkaddr4348 = getelementptr i8, i8* %sunkaddr4347, i64 -12
  %1294 = bitcast i8* %sunkaddr4348 to i32*
  store i32 %.70.i.us140.4.3.1, i32* %1294, align 4, !noalias !97
  %sunkaddr4349 = mul i64 %.466.us131.7340.2544.1, 2
  %sunkaddr4350 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4349
  %sunkaddr4351 = getelementptr i8, i8* %sunkaddr4350, i64 10
  %1295 = bitcast i8* %sunkaddr4351 to i16*
  %.66.i.us139.5.3.1 = load i16, i16* %1295, align 2, !noalias !94
  %.70.i.us140.5.3.1 = zext i16 %.66.i.us139.5.3.1 to i32
  %sunkaddr4352 = mul i64 %.466.us131.7340.2544.1, 4
  %sunkaddr4353 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4352
  %sunkaddr4354 = getelementptr i8, i8* %sunkaddr4353, i64 -8
  %1296 = bitcast i8* %sunkaddr4354 to i32*
  store i32 %.70.i.us140.5.3.1, i32* %1296, align 4, !noalias !97
  %sunkaddr4355 = mul i64 %.466.us131.7340.2544.1, 2
  %sunkaddr4356 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4355
  %sunkaddr4357 = getelementptr i8, i8* %sunkaddr4356, i64 12
  %1297 = bitcast i8* %sunkaddr4357 to i16*
  %.66.i.us139.6.3.1 = load i16, i16* %1297, align 2, !noalias !94
  %.70.i.us140.6.3.1 = zext i16 %.66.i.us139.6.3.1 to i32
  %sunkaddr4358 = mul i64 %.466.us131.7340.2544.1, 4
  %sunkaddr4359 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4358
  %sunkaddr4360 = getelementptr i8, i8* %sunkaddr4359, i64 -4
  %1298 = bitcast i8* %sunkaddr4360 to i32*
  store i32 %.70.i.us140.6.3.1, i32* %1298, align 4, !noalias !97
  %sunkaddr4361 = mul i64 %.466.us131.7340.2544.1, 2
  %sunkaddr4362 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr4361
  %sunkaddr4363 = getelementptr i8, i8* %sunkaddr4362, i64 14
  %1299 = bitcast i8* %sunkaddr4363 to i16*
  %.66.i.us139.7.3.1 = load i16, i16* %1299, align 2, !noalias !94
  %.70.i.us140.7.3.1 = zext i16 %.66.i.us139.7.3.1 to i32
  br label %B196.i.us.7.3.1

B196.i.us.7.thread.1:                             ; preds = %B196.i.us.7.3
  %scevgep493.1786 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.3
  %.37.i.us143.1787 = load i8, i8* %scevgep493.1786, align 1, !noalias !94
  %.41.i2.us144.1788 = zext i8 %.37.i.us143.1787 to i32
  %1300 = shl i64 %.466.us131.7340.3, 2
  %scevgep410271.1789 = getelementptr i8, i8* %scevgep4085278, i64 %1300
  %1301 = bitcast i8* %scevgep410271.1789 to i32*
  store i32 %.41.i2.us144.1788, i32* %1301, align 4, !noalias !97
  %sunkaddr4364 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.3
  %sunkaddr4365 = getelementptr i8, i8* %sunkaddr4364, i64 1
  %.37.i.us143.1.1790 = load i8, i8* %sunkaddr4365, align 1, !noalias !94
  %.41.i2.us144.1.1791 = zext i8 %.37.i.us143.1.1790 to i32
  %sunkaddr4366 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4367 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4366
  %sunkaddr4368 = getelementptr i8, i8* %sunkaddr4367, i64 -24
  %1302 = bitcast i8* %sunkaddr4368 to i32*
  store i32 %.41.i2.us144.1.1791, i32* %1302, align 4, !noalias !97
  %sunkaddr4369 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.3
  %sunkaddr4370 = getelementptr i8, i8* %sunkaddr4369, i64 2
  %.37.i.us143.2.1793 = load i8, i8* %sunkaddr4370, align 1, !noalias !94
  %.41.i2.us144.2.1794 = zext i8 %.37.i.us143.2.1793 to i32
  %sunkaddr4371 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4372 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4371
  %sunkaddr4373 = getelementptr i8, i8* %sunkaddr4372, i64 -20
  %1303 = bitcast i8* %sunkaddr4373 to i32*
  store i32 %.41.i2.us144.2.1794, i32* %1303, align 4, !noalias !97
  %sunkaddr4374 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.3
  %sunkaddr4375 = getelementptr i8, i8* %sunkaddr4374, i64 3
  %.37.i.us143.3.1796 = load i8, i8* %sunkaddr4375, align 1, !noalias !94
  %.41.i2.us144.3.1797 = zext i8 %.37.i.us143.3.1796 to i32
  %sunkaddr4376 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4377 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4376
  %sunkaddr4378 = getelementptr i8, i8* %sunkaddr4377, i64 -16
  %1304 = bitcast i8* %sunkaddr4378 to i32*
  store i32 %.41.i2.us144.3.1797, i32* %1304, align 4, !noalias !97
  %sunkaddr4379 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.3
  %sunkaddr4380 = getelementptr i8, i8* %sunkaddr4379, i64 4
  %.37.i.us143.4.1799 = load i8, i8* %sunkaddr4380, align 1, !noalias !94
  %.41.i2.us144.4.1800 = zext i8 %.37.i.us143.4.1799 to i32
  %sunkaddr4381 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4382 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4381
  %sunkaddr4383 = getelementptr i8, i8* %sunkaddr4382, i64 -12
  %1305 = bitcast i8* %sunkaddr4383 to i32*
  store i32 %.41.i2.us144.4.1800, i32* %1305, align 4, !noalias !97
  %sunkaddr4384 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.3
  %sunkaddr4385 = getelementptr i8, i8* %sunkaddr4384, i64 5
  %.37.i.us143.5.1802 = load i8, i8* %sunkaddr4385, align 1, !noalias !94
  %.41.i2.us144.5.1803 = zext i8 %.37.i.us143.5.1802 to i32
  %sunkaddr4386 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4387 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4386
  %sunkaddr4388 = getelementptr i8, i8* %sunkaddr4387, i64 -8
  %1306 = bitcast i8* %sunkaddr4388 to i32*
  store i32 %.41.i2.us144.5.1803, i32* %1306, align 4, !noalias !97
  %sunkaddr4389 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.3
  %sunkaddr4390 = getelementptr i8, i8* %sunkaddr4389, i64 6
  %.37.i.us143.6.1805 = load i8, i8* %sunkaddr4390, align 1, !noalias !94
  %.41.i2.us144.6.1806 = zext i8 %.37.i.us143.6.1805 to i32
  %sunkaddr4391 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4392 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4391
  %sunkaddr4393 = getelementptr i8, i8* %sunkaddr4392, i64 -4
  %1307 = bitcast i8* %sunkaddr4393 to i32*
  store i32 %.41.i2.us144.6.1806, i32* %1307, align 4, !noalias !97
  %sunkaddr4394 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.3
  %sunkaddr4395 = getelementptr i8, i8* %sunkaddr4394, i64 7
  %.37.i.us143.7.1808 = load i8, i8* %sunkaddr4395, align 1, !noalias !94
  %.41.i2.us144.7.1809 = zext i8 %.37.i.us143.7.1808 to i32
  %.466.us131.7340497.1 = or i64 %.397.098.us129, 40
  %scevgep406498.1 = getelementptr i8, i8* %scevgep387, i64 %1300
  %scevgep406407499.1 = bitcast i8* %scevgep406498.1 to i32*
  store i32 %.41.i2.us144.7.1809, i32* %scevgep406407499.1, align 4, !noalias !97
  %scevgep493.1.1 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497.1
  %.37.i.us143.1437.1 = load i8, i8* %scevgep493.1.1, align 1, !noalias !94
  %.41.i2.us144.1438.1 = zext i8 %.37.i.us143.1437.1 to i32
  %1308 = shl i64 %.466.us131.7340497.1, 2
  %scevgep410271.1.1 = getelementptr i8, i8* %scevgep4085278, i64 %1308
  %1309 = bitcast i8* %scevgep410271.1.1 to i32*
  store i32 %.41.i2.us144.1438.1, i32* %1309, align 4, !noalias !97
  %sunkaddr4396 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497.1
  %sunkaddr4397 = getelementptr i8, i8* %sunkaddr4396, i64 1
  %.37.i.us143.1.1.1 = load i8, i8* %sunkaddr4397, align 1, !noalias !94
  %.41.i2.us144.1.1.1 = zext i8 %.37.i.us143.1.1.1 to i32
  %sunkaddr4398 = mul i64 %.466.us131.7340497.1, 4
  %sunkaddr4399 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4398
  %sunkaddr4400 = getelementptr i8, i8* %sunkaddr4399, i64 -24
  %1310 = bitcast i8* %sunkaddr4400 to i32*
  store i32 %.41.i2.us144.1.1.1, i32* %1310, align 4, !noalias !97
  %sunkaddr4401 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497.1
  %sunkaddr4402 = getelementptr i8, i8* %sunkaddr4401, i64 2
  %.37.i.us143.2.1.1 = load i8, i8* %sunkaddr4402, align 1, !noalias !94
  %.41.i2.us144.2.1.1 = zext i8 %.37.i.us143.2.1.1 to i32
  %sunkaddr4403 = mul i64 %.466.us131.7340497.1, 4
  %sunkaddr4404 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4403
  %sunkaddr4405 = getelementptr i8, i8* %sunkaddr4404, i64 -20
  %1311 = bitcast i8* %sunkaddr4405 to i32*
  store i32 %.41.i2.us144.2.1.1, i32* %1311, align 4, !noalias !97
  %sunkaddr4406 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497.1
  %sunkaddr4407 = getelementptr i8, i8* %sunkaddr4406, i64 3
  %.37.i.us143.3.1.1 = load i8, i8* %sunkaddr4407, align 1, !noalias !94
  %.41.i2.us144.3.1.1 = zext i8 %.37.i.us143.3.1.1 to i32
  %sunkaddr4408 = mul i64 %.466.us131.7340497.1, 4
  %sunkaddr4409 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4408
  %sunkaddr4410 = getelementptr i8, i8* %sunkaddr4409, i64 -16
  %1312 = bitcast i8* %sunkaddr4410 to i32*
  store i32 %.41.i2.us144.3.1.1, i32* %1312, align 4, !noalias !97
  %sunkaddr4411 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497.1
  %sunkaddr4412 = getelementptr i8, i8* %sunkaddr4411, i64 4
  %.37.i.us143.4.1.1 = load i8, i8* %sunkaddr4412, align 1, !noalias !94
  %.41.i2.us144.4.1.1 = zext i8 %.37.i.us143.4.1.1 to i32
  %sunkaddr4413 = mul i64 %.466.us131.7340497.1, 4
  %sunkaddr4414 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4413
  %sunkaddr4415 = getelementptr i8, i8* %sunkaddr4414, i64 -12
  %1313 = bitcast i8* %sunkaddr4415 to i32*
  store i32 %.41.i2.us144.4.1.1, i32* %1313, align 4, !noalias !97
  %sunkaddr4416 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497.1
  %sunkaddr4417 = getelementptr i8, i8* %sunkaddr4416, i64 5
  %.37.i.us143.5.1.1 = load i8, i8* %sunkaddr4417, align 1, !noalias !94
  %.41.i2.us144.5.1.1 = zext i8 %.37.i.us143.5.1.1 to i32
  %sunkaddr4418 = mul i64 %.466.us131.7340497.1, 4
  %sunkaddr4419 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4418
  %sunkaddr4420 = getelementptr i8, i8* %sunkaddr4419, i64 -8
  %1314 = bitcast i8* %sunkaddr4420 to i32*
  store i32 %.41.i2.us144.5.1.1, i32* %1314, align 4, !noalias !97
  %sunkaddr4421 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497.1
  %sunkaddr4422 = getelementptr i8, i8* %sunkaddr4421, i64 6
  %.37.i.us143.6.1.1 = load i8, i8* %sunkaddr4422, align 1, !noalias !94
  %.41.i2.us144.6.1.1 = zext i8 %.37.i.us143.6.1.1 to i32
  %sunkaddr4423 = mul i64 %.466.us131.7340497.1, 4
  %sunkaddr4424 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4423
  %sunkaddr4425 = getelementptr i8, i8* %sunkaddr4424, i64 -4
  %1315 = bitcast i8* %sunkaddr4425 to i32*
  store i32 %.41.i2.us144.6.1.1, i32* %1315, align 4, !noalias !97
  %sunkaddr4426 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340497.1
  %sunkaddr4427 = getelementptr i8, i8* %sunkaddr4426, i64 7
  %.37.i.us143.7.1.1 = load i8, i8* %sunkaddr4427, align 1, !noalias !94
  %.41.i2.us144.7.1.1 = zext i8 %.37.i.us143.7.1.1 to i32
  %.466.us131.7340.1517.1 = or i64 %.397.098.us129, 48
  %scevgep406.1518.1 = getelementptr i8, i8* %scevgep387, i64 %1308
  %scevgep406407.1519.1 = bitcast i8* %scevgep406.1518.1 to i32*
  store i32 %.41.i2.us144.7.1.1, i32* %scevgep406407.1519.1, align 4, !noalias !97
  %scevgep493.2.1 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517.1
  %.37.i.us143.2442.1 = load i8, i8* %scevgep493.2.1, align 1, !noalias !94
  %.41.i2.us144.2443.1 = zext i8 %.37.i.us143.2442.1 to i32
  %1316 = shl i64 %.466.us131.7340.1517.1, 2
  %scevgep410271.2.1 = getelementptr i8, i8* %scevgep4085278, i64 %1316
  %1317 = bitcast i8* %scevgep410271.2.1 to i32*
  store i32 %.41.i2.us144.2443.1, i32* %1317, align 4, !noalias !97
  %sunkaddr4428 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517.1
  %sunkaddr4429 = getelementptr i8, i8* %sunkaddr4428, i64 1
  %.37.i.us143.1.2.1 = load i8, i8* %sunkaddr4429, align 1, !noalias !94
  %.41.i2.us144.1.2.1 = zext i8 %.37.i.us143.1.2.1 to i32
  %sunkaddr4430 = mul i64 %.466.us131.7340.1517.1, 4
  %sunkaddr4431 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4430
  %sunkaddr4432 = getelementptr i8, i8* %sunkaddr4431, i64 -24
  %1318 = bitcast i8* %sunkaddr4432 to i32*
  store i32 %.41.i2.us144.1.2.1, i32* %1318, align 4, !noalias !97
  %sunkaddr4433 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517.1
  %sunkaddr4434 = getelementptr i8, i8* %sunkaddr4433, i64 2
  %.37.i.us143.2.2.1 = load i8, i8* %sunkaddr4434, align 1, !noalias !94
  %.41.i2.us144.2.2.1 = zext i8 %.37.i.us143.2.2.1 to i32
  %sunkaddr4435 = mul i64 %.466.us131.7340.1517.1, 4
  %sunkaddr4436 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4435
  %sunkaddr4437 = getelementptr i8, i8* %sunkaddr4436, i64 -20
  %1319 = bitcast i8* %sunkaddr4437 to i32*
  store i32 %.41.i2.us144.2.2.1, i32* %1319, align 4, !noalias !97
  %sunkaddr4438 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517.1
  %sunkaddr4439 = getelementptr i8, i8* %sunkaddr4438, i64 3
  %.37.i.us143.3.2.1 = load i8, i8* %sunkaddr4439, align 1, !noalias !94
  %.41.i2.us144.3.2.1 = zext i8 %.37.i.us143.3.2.1 to i32
  %sunkaddr4440 = mul i64 %.466.us131.7340.1517.1, 4
  %sunkaddr4441 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4440
  %sunkaddr4442 = getelementptr i8, i8* %sunkaddr4441, i64 -16
  %1320 = bitcast i8* %sunkaddr4442 to i32*
  store i32 %.41.i2.us144.3.2.1, i32* %1320, align 4, !noalias !97
  %sunkaddr4443 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517.1
  %sunkaddr4444 = getelementptr i8, i8* %sunkaddr4443, i64 4
  %.37.i.us143.4.2.1 = load i8, i8* %sunkaddr4444, align 1, !noalias !94
  %.41.i2.us144.4.2.1 = zext i8 %.37.i.us143.4.2.1 to i32
  %sunkaddr4445 = mul i64 %.466.us131.7340.1517.1, 4
  %sunkaddr4446 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4445
  %sunkaddr4447 = getelementptr i8, i8* %sunkaddr4446, i64 -12
  %1321 = bitcast i8* %sunkaddr4447 to i32*
  store i32 %.41.i2.us144.4.2.1, i32* %1321, align 4, !noalias !97
  %sunkaddr4448 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517.1
  %sunkaddr4449 = getelementptr i8, i8* %sunkaddr4448, i64 5
  %.37.i.us143.5.2.1 = load i8, i8* %sunkaddr4449, align 1, !noalias !94
  %.41.i2.us144.5.2.1 = zext i8 %.37.i.us143.5.2.1 to i32
  %sunkaddr4450 = mul i64 %.466.us131.7340.1517.1, 4
  %sunkaddr4451 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4450
  %sunkaddr4452 = getelementptr i8, i8* %sunkaddr4451, i64 -8
  %1322 = bitcast i8* %sunkaddr4452 to i32*
  store i32 %.41.i2.us144.5.2.1, i32* %1322, align 4, !noalias !97
  %sunkaddr4453 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517.1
  %sunkaddr4454 = getelementptr i8, i8* %sunkaddr4453, i64 6
  %.37.i.us143.6.2.1 = load i8, i8* %sunkaddr4454, align 1, !noalias !94
  %.41.i2.us144.6.2.1 = zext i8 %.37.i.us143.6.2.1 to i32
  %sunkaddr4455 = mul i64 %.466.us131.7340.1517.1, 4
  %sunkaddr4456 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4455
  %sunkaddr4457 = getelementptr i8, i8* %sunkaddr4456, i64 -4
  %1323 = bitcast i8* %sunkaddr4457 to i32*
  store i32 %.41.i2.us144.6.2.1, i32* %1323, align 4, !noalias !97
  %sunkaddr4458 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.1517.1
  %sunkaddr4459 = getelementptr i8, i8* %sunkaddr4458, i64 7
  %.37.i.us143.7.2.1 = load i8, i8* %sunkaddr4459, align 1, !noalias !94
  %.41.i2.us144.7.2.1 = zext i8 %.37.i.us143.7.2.1 to i32
  %.466.us131.7340.2537.1 = or i64 %.397.098.us129, 56
  %scevgep406.2538.1 = getelementptr i8, i8* %scevgep387, i64 %1316
  %scevgep406407.2539.1 = bitcast i8* %scevgep406.2538.1 to i32*
  store i32 %.41.i2.us144.7.2.1, i32* %scevgep406407.2539.1, align 4, !noalias !97
  %scevgep493.3.1 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537.1
  %.37.i.us143.3447.1 = load i8, i8* %scevgep493.3.1, align 1, !noalias !94
  %.41.i2.us144.3448.1 = zext i8 %.37.i.us143.3447.1 to i32
  %1324 = shl i64 %.466.us131.7340.2537.1, 2
  %scevgep410271.3.1 = getelementptr i8, i8* %scevgep4085278, i64 %1324
  %1325 = bitcast i8* %scevgep410271.3.1 to i32*
  store i32 %.41.i2.us144.3448.1, i32* %1325, align 4, !noalias !97
  %sunkaddr4460 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537.1
  %sunkaddr4461 = getelementptr i8, i8* %sunkaddr4460, i64 1
  %.37.i.us143.1.3.1 = load i8, i8* %sunkaddr4461, align 1, !noalias !94
  %.41.i2.us144.1.3.1 = zext i8 %.37.i.us143.1.3.1 to i32
  %sunkaddr4462 = mul i64 %.466.us131.7340.2537.1, 4
  %sunkaddr4463 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4462
  %sunkaddr4464 = getelementptr i8, i8* %sunkaddr4463, i64 -24
  %1326 = bitcast i8* %sunkaddr4464 to i32*
  store i32 %.41.i2.us144.1.3.1, i32* %1326, align 4, !noalias !97
  %sunkaddr4465 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537.1
  %sunkaddr4466 = getelementptr i8, i8* %sunkaddr4465, i64 2
  %.37.i.us143.2.3.1 = load i8, i8* %sunkaddr4466, align 1, !noalias !94
  %.41.i2.us144.2.3.1 = zext i8 %.37.i.us143.2.3.1 to i32
  %sunkaddr4467 = mul i64 %.466.us131.7340.2537.1, 4
  %sunkaddr4468 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4467
  %sunkaddr4469 = getelementptr i8, i8* %sunkaddr4468, i64 -20
  %1327 = bitcast i8* %sunkaddr4469 to i32*
  store i32 %.41.i2.us144.2.3.1, i32* %1327, align 4, !noalias !97
  %sunkaddr4470 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537.1
  %sunkaddr4471 = getelementptr i8, i8* %sunkaddr4470, i64 3
  %.37.i.us143.3.3.1 = load i8, i8* %sunkaddr4471, align 1, !noalias !94
  %.41.i2.us144.3.3.1 = zext i8 %.37.i.us143.3.3.1 to i32
  %sunkaddr4472 = mul i64 %.466.us131.7340.2537.1, 4
  %sunkaddr4473 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4472
  %sunkaddr4474 = getelementptr i8, i8* %sunkaddr4473, i64 -16
  %1328 = bitcast i8* %sunkaddr4474 to i32*
  store i32 %.41.i2.us144.3.3.1, i32* %1328, align 4, !noalias !97
  %sunkaddr4475 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537.1
  %sunkaddr4476 = getelementptr i8, i8* %sunkaddr4475, i64 4
  %.37.i.us143.4.3.1 = load i8, i8* %sunkaddr4476, align 1, !noalias !94
  %.41.i2.us144.4.3.1 = zext i8 %.37.i.us143.4.3.1 to i32
  %sunkaddr4477 = mul i64 %.466.us131.7340.2537.1, 4
  %sunkaddr4478 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4477
  %sunkaddr4479 = getelementptr i8, i8* %sunkaddr4478, i64 -12
  %1329 = bitcast i8* %sunkaddr4479 to i32*
  store i32 %.41.i2.us144.4.3.1, i32* %1329, align 4, !noalias !97
  %sunkaddr4480 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537.1
  %sunkaddr4481 = getelementptr i8, i8* %sunkaddr4480, i64 5
  %.37.i.us143.5.3.1 = load i8, i8* %sunkaddr4481, align 1, !noalias !94
  %.41.i2.us144.5.3.1 = zext i8 %.37.i.us143.5.3.1 to i32
  %sunkaddr4482 = mul i64 %.466.us131.7340.2537.1, 4
  %sunkaddr4483 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4482
  %sunkaddr4484 = getelementptr i8, i8* %sunkaddr4483, i64 -8
  %1330 = bitcast i8* %sunkaddr4484 to i32*
  store i32 %.41.i2.us144.5.3.1, i32* %1330, align 4, !noalias !97
  %sunkaddr4485 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537.1
  %sunkaddr4486 = getelementptr i8, i8* %sunkaddr4485, i64 6
  %.37.i.us143.6.3.1 = load i8, i8* %sunkaddr4486, align 1, !noalias !94
  %.41.i2.us144.6.3.1 = zext i8 %.37.i.us143.6.3.1 to i32
  %sunkaddr4487 = mul i64 %.466.us131.7340.2537.1, 4
  %sunkaddr4488 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4487
  %sunkaddr4489 = getelementptr i8, i8* %sunkaddr4488, i64 -4
  %1331 = bitcast i8* %sunkaddr4489 to i32*
  store i32 %.41.i2.us144.6.3.1, i32* %1331, align 4, !noalias !97
  %sunkaddr4490 = getelementptr i8, i8* %arg.b.0, i64 %.466.us131.7340.2537.1
  %sunkaddr4491 = getelementptr i8, i8* %sunkaddr4490, i64 7
  %.37.i.us143.7.3.1 = load i8, i8* %sunkaddr4491, align 1, !noalias !94
  %.41.i2.us144.7.3.1 = zext i8 %.37.i.us143.7.3.1 to i32
  br label %B196.i.us.7.3.1

B196.i.us.7.1:                                    ; preds = %B196.i.us.7.3
  %1332 = shl i64 %.466.us131.7340.3, 2
  %scevgep410.1810 = getelementptr i8, i8* %scevgep4085278, i64 %1332
  %1333 = bitcast i8* %scevgep410.1810 to i32*
  store i32 0, i32* %1333, align 4, !noalias !97
  %sunkaddr4492 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4493 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4492
  %sunkaddr4494 = getelementptr i8, i8* %sunkaddr4493, i64 -24
  %1334 = bitcast i8* %sunkaddr4494 to i32*
  store i32 0, i32* %1334, align 4, !noalias !97
  %sunkaddr4495 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4496 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4495
  %sunkaddr4497 = getelementptr i8, i8* %sunkaddr4496, i64 -20
  %1335 = bitcast i8* %sunkaddr4497 to i32*
  store i32 0, i32* %1335, align 4, !noalias !97
  %sunkaddr4498 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4499 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4498
  %sunkaddr4500 = getelementptr i8, i8* %sunkaddr4499, i64 -16
  %1336 = bitcast i8* %sunkaddr4500 to i32*
  store i32 0, i32* %1336, align 4, !noalias !97
  %sunkaddr4501 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4502 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4501
  %sunkaddr4503 = getelementptr i8, i8* %sunkaddr4502, i64 -12
  %1337 = bitcast i8* %sunkaddr4503 to i32*
  store i32 0, i32* %1337, align 4, !noalias !97
  %sunkaddr4504 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4505 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4504
  %sunkaddr4506 = getelementptr i8, i8* %sunkaddr4505, i64 -8
  %1338 = bitcast i8* %sunkaddr4506 to i32*
  store i32 0, i32* %1338, align 4, !noalias !97
  %sunkaddr4507 = mul i64 %.466.us131.7340.3, 4
  %sunkaddr4508 = getelementptr i8, i8* %scevgep387, i64 %sunkaddr4507
  %sunkaddr4509 = getelementptr i8, i8* %sunkaddr4508, i64 -4
  %1339 = bitcast i8* %sunkaddr4509 to i32*
  store i32 0, i32* %1339, align 4, !noalias !97
  %scevgep406.1817 = getelementptr i8, i8* %scevgep387, i64 %1332
  %scevgep406407.1818 = bitcast i8* %scevgep406.1817 to i32*
  store i32 0, i32* %scevgep406407.1818, align 4, !noalias !97
  %1340 = or i64 %1332, 32
  %scevgep410.1.1 = getelementptr i8, i8* %scevgep4085278, i64 %1340
  %1341 = bitcast i8* %scevgep410.1.1 to i32*
  store i32 0, i32* %1341, align 4, !noalias !97
  %sunkaddr4510 = getelementptr i8, i8* %scevgep387, i64 %1340
  %sunkaddr4511 = getelementptr i8, i8* %sunkaddr4510, i64 -24
  %1342 = bitcast i8* %sunkaddr4511 to i32*
  store i32 0, i32* %1342, align 4, !noalias !97
  %sunkaddr4512 = getelementptr i8, i8* %scevgep387, i64 %1340
  %sunkaddr4513 = getelementptr i8, i8* %sunkaddr4512, i64 -20
  %1343 = bitcast i8* %sunkaddr4513 to i32*
  store i32 0, i32* %1343, align 4, !noalias !97
  %sunkaddr4514 = getelementptr i8, i8* %scevgep387, i64 %1340
  %sunkaddr4515 = getelementptr i8, i8* %sunkaddr4514, i64 -16
  %1344 = bitcast i8* %sunkaddr4515 to i32*
  store i32 0, i32* %1344, align 4, !noalias !97
  %sunkaddr4516 = getelementptr i8, i8* %scevgep387, i64 %1340
  %sunkaddr4517 = getelementptr i8, i8* %sunkaddr4516, i64 -12
  %1345 = bitcast i8* %sunkaddr4517 to i32*
  store i32 0, i32* %1345, align 4, !noalias !97
  %sunkaddr4518 = getelementptr i8, i8* %scevgep387, i64 %1340
  %sunkaddr4519 = getelementptr i8, i8* %sunkaddr4518, i64 -8
  %1346 = bitcast i8* %sunkaddr4519 to i32*
  store i32 0, i32* %1346, align 4, !noalias !97
  %sunkaddr4520 = getelementptr i8, i8* %scevgep387, i64 %1340
  %sunkaddr4521 = getelementptr i8, i8* %sunkaddr4520, i64 -4
  %1347 = bitcast i8* %sunkaddr4521 to i32*
  store i32 0, i32* %1347, align 4, !noalias !97
  %scevgep406.1.1 = getelementptr i8, i8* %scevgep387, i64 %1340
  %scevgep406407.1.1 = bitcast i8* %scevgep406.1.1 to i32*
  store i32 0, i32* %scevgep406407.1.1, align 4, !noalias !97
  %1348 = or i64 %1332, 64
  %scevgep410.2.1 = getelementptr i8, i8* %scevgep4085278, i64 %1348
  %1349 = bitcast i8* %scevgep410.2.1 to i32*
  store i32 0, i32* %1349, align 4, !noalias !97
  %sunkaddr4522 = getelementptr i8, i8* %scevgep387, i64 %1348
  %sunkaddr4523 = getelementptr i8, i8* %sunkaddr4522, i64 -24
  %1350 = bitcast i8* %sunkaddr4523 to i32*
  store i32 0, i32* %1350, align 4, !noalias !97
  %sunkaddr4524 = getelementptr i8, i8* %scevgep387, i64 %1348
  %sunkaddr4525 = getelementptr i8, i8* %sunkaddr4524, i64 -20
  %1351 = bitcast i8* %sunkaddr4525 to i32*
  store i32 0, i32* %1351, align 4, !noalias !97
  %sunkaddr4526 = getelementptr i8, i8* %scevgep387, i64 %1348
  %sunkaddr4527 = getelementptr i8, i8* %sunkaddr4526, i64 -16
  %1352 = bitcast i8* %sunkaddr4527 to i32*
  store i32 0, i32* %1352, align 4, !noalias !97
  %sunkaddr4528 = getelementptr i8, i8* %scevgep387, i64 %1348
  %sunkaddr4529 = getelementptr i8, i8* %sunkaddr4528, i64 -12
  %1353 = bitcast i8* %sunkaddr4529 to i32*
  store i32 0, i32* %1353, align 4, !noalias !97
  %sunkaddr4530 = getelementptr i8, i8* %scevgep387, i64 %1348
  %sunkaddr4531 = getelementptr i8, i8* %sunkaddr4530, i64 -8
  %1354 = bitcast i8* %sunkaddr4531 to i32*
  store i32 0, i32* %1354, align 4, !noalias !97
  %sunkaddr4532 = getelementptr i8, i8* %scevgep387, i64 %1348
  %sunkaddr4533 = getelementptr i8, i8* %sunkaddr4532, i64 -4
  %1355 = bitcast i8* %sunkaddr4533 to i32*
  store i32 0, i32* %1355, align 4, !noalias !97
  %scevgep406.2.1 = getelementptr i8, i8* %scevgep387, i64 %1348
  %scevgep406407.2.1 = bitcast i8* %scevgep406.2.1 to i32*
  store i32 0, i32* %scevgep406407.2.1, align 4, !noalias !97
  %1356 = or i64 %1332, 96
  %scevgep410.3.1 = getelementptr i8, i8* %scevgep4085278, i64 %1356
  %1357 = bitcast i8* %scevgep410.3.1 to i32*
  store i32 0, i32* %1357, align 4, !noalias !97
  %sunkaddr4534 = getelementptr i8, i8* %scevgep387, i64 %1356
  %sunkaddr4535 = getelementptr i8, i8* %sunkaddr4534, i64 -24
  %1358 = bitcast i8* %sunkaddr4535 to i32*
  store i32 0, i32* %1358, align 4, !noalias !97
  %sunkaddr4536 = getelementptr i8, i8* %scevgep387, i64 %1356
  %sunkaddr4537 = getelementptr i8, i8* %sunkaddr4536, i64 -20
  %1359 = bitcast i8* %sunkaddr4537 to i32*
  store i32 0, i32* %1359, align 4, !noalias !97
  %sunkaddr4538 = getelementptr i8, i8* %scevgep387, i64 %1356
  %sunkaddr4539 = getelementptr i8, i8* %sunkaddr4538, i64 -16
  %1360 = bitcast i8* %sunkaddr4539 to i32*
  store i32 0, i32* %1360, align 4, !noalias !97
  %sunkaddr4540 = getelementptr i8, i8* %scevgep387, i64 %1356
  %sunkaddr4541 = getelementptr i8, i8* %sunkaddr4540, i64 -12
  %1361 = bitcast i8* %sunkaddr4541 to i32*
  store i32 0, i32* %1361, align 4, !noalias !97
  %sunkaddr4542 = getelementptr i8, i8* %scevgep387, i64 %1356
  %sunkaddr4543 = getelementptr i8, i8* %sunkaddr4542, i64 -8
  %1362 = bitcast i8* %sunkaddr4543 to i32*
  store i32 0, i32* %1362, align 4, !noalias !97
  %sunkaddr4544 = getelementptr i8, i8* %scevgep387, i64 %1356
  %sunkaddr4545 = getelementptr i8, i8* %sunkaddr4544, i64 -4
  %1363 = bitcast i8* %sunkaddr4545 to i32*
  store i32 0, i32* %1363, align 4, !noalias !97
  br label %B196.i.us.7.3.1

B196.i.us.7.3.1:                                  ; preds = %B196.i.us.7.1, %B196.i.us.7.thread.1, %B196.i.us.7.thread501.1, %B196.i.us.7.thread508.1
  %.pre-phi357.3.1 = phi i64 [ %1356, %B196.i.us.7.1 ], [ %1324, %B196.i.us.7.thread.1 ], [ %1285, %B196.i.us.7.thread501.1 ], [ %1217, %B196.i.us.7.thread508.1 ]
  %.sink.i.us146.7.3.1 = phi i32 [ 0, %B196.i.us.7.1 ], [ %.41.i2.us144.7.3.1, %B196.i.us.7.thread.1 ], [ %.70.i.us140.7.3.1, %B196.i.us.7.thread501.1 ], [ %.95.i.us135.7.3.1, %B196.i.us.7.thread508.1 ]
  %.466.us131.7340.3.1 = add nuw i64 %.397.098.us129, 64
  %scevgep406.3.1 = getelementptr i8, i8* %scevgep387, i64 %.pre-phi357.3.1
  %scevgep406407.3.1 = bitcast i8* %scevgep406.3.1 to i32*
  store i32 %.sink.i.us146.7.3.1, i32* %scevgep406407.3.1, align 4, !noalias !97
  %niter744.next.1 = add i64 %niter744, 2
  %niter744.ncmp.1 = icmp eq i64 %niter744.next.1, %unroll_iter743
  br i1 %niter744.ncmp.1, label %B452.loopexit159.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B354.endif.us127

B354.endif.endif.if:                              ; preds = %B354.endif.lr.ph
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783204505472, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !13

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !13

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !13

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline nounwind
define linkonce_odr i8* @__excinfo_unwrap_argsd045637d4d71c2c2f78bb75bb1b884b231b0debf(i8* %.1) #4 {
.3:
  %.5 = load i8*, i8** @_ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE, align 8
  %.6 = icmp eq i8* %.5, null
  br i1 %.6, label %.3.if, label %.3.endif, !prof !13

.3.if:                                            ; preds = %.3
  tail call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([187 x i8], [187 x i8]* @".const.missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE", i64 0, i64 0)) #6
  ret i8* null

.3.endif:                                         ; preds = %.3
  %.14.unpack.elt = bitcast i8* %.1 to i8**
  %.14.unpack.unpack = load i8*, i8** %.14.unpack.elt, align 8
  %.14.unpack.elt2 = getelementptr inbounds i8, i8* %.1, i64 8
  %0 = bitcast i8* %.14.unpack.elt2 to i64*
  %.14.unpack.unpack3 = load i64, i64* %0, align 8
  %.14.unpack.elt4 = getelementptr inbounds i8, i8* %.1, i64 16
  %1 = bitcast i8* %.14.unpack.elt4 to i32*
  %.14.unpack.unpack5 = load i32, i32* %1, align 8
  %.14.unpack.elt10 = getelementptr inbounds i8, i8* %.1, i64 32
  %2 = bitcast i8* %.14.unpack.elt10 to i8**
  %.14.unpack.unpack11 = load i8*, i8** %2, align 8
  %.26 = tail call i8* @PyUnicode_FromKindAndData(i32 %.14.unpack.unpack5, i8* %.14.unpack.unpack, i64 %.14.unpack.unpack3) #6
  %.27 = tail call i64 @PyObject_Hash(i8* %.26) #6
  tail call void @NRT_decref(i8* %.14.unpack.unpack11) #6
  tail call void @NRT_Free(i8* %.1) #6
  %.30 = tail call i8* (i64, ...) @PyTuple_Pack(i64 1, i8* %.26) #6
  ret i8* %.30
}

declare i8* @PyUnicode_FromKindAndData(i32, i8*, i64) local_unnamed_addr

declare i64 @PyObject_Hash(i8*) local_unnamed_addr

declare i8* @PyTuple_Pack(i64, ...) local_unnamed_addr

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #5

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #2 = { noinline }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #4 = { noinline nounwind }
attributes #5 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!numba_args_may_always_need_nrt = !{!0, !0, !0, !0, !1, !1, !0, !0, !0, !2, !3, !2, !3, !2, !4, !5, !4, !5, !3, !0, !6, !7, !8, !6, !6, !7, !8, !9, !9, !6, !7, !8, !1, !10, !11, !10, !11}

!0 = !{i32 ({ i8*, i64, i32, i32, i64, i8*, i8* }*, { i8*, i32, i8*, i8*, i32 }**, i8*, i64, i32, i32, i64, i8*, i8*, i8*, i64, i32, i32, i64, i8*, i8*)* @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type}
!1 = distinct !{null}
!2 = distinct !{null}
!3 = distinct !{null}
!4 = distinct !{null}
!5 = distinct !{null}
!6 = distinct !{null}
!7 = distinct !{null}
!8 = distinct !{null}
!9 = distinct !{null}
!10 = distinct !{null}
!11 = distinct !{null}
!12 = !{!"branch_weights", i32 199, i32 9801}
!13 = !{!"branch_weights", i32 1, i32 99}
!14 = !{!15, !17, !18, !20, !21, !23}
!15 = distinct !{!15, !16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!16 = distinct !{!16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!17 = distinct !{!17, !16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE48omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE48omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE48omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
!24 = !{!25, !27, !28, !30}
!25 = distinct !{!25, !26, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!26 = distinct !{!26, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!27 = distinct !{!27, !26, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!30 = distinct !{!30, !29, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!31 = !{!21, !23}
!32 = !{i1 true}
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = !{!"branch_weights", i32 99, i32 1}
!36 = distinct !{!36, !34}
!37 = !{!"branch_weights", i32 1, i32 11}
!38 = distinct !{!38, !39}
!39 = !{!"llvm.loop.isvectorized", i32 1}
!40 = !{!"branch_weights", i32 1, i32 7}
!41 = distinct !{!41, !34}
!42 = distinct !{!42, !34}
!43 = !{!"branch_weights", i32 1, i32 3}
!44 = distinct !{!44, !39}
!45 = distinct !{!45, !34}
!46 = !{!47, !49, !50, !52}
!47 = distinct !{!47, !48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!49 = distinct !{!49, !48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!50 = distinct !{!50, !51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!51 = distinct !{!51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!52 = distinct !{!52, !51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!53 = distinct !{!53, !34}
!54 = distinct !{!54, !34}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v52B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!57 = distinct !{!57, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v52B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!58 = distinct !{!58, !34}
!59 = distinct !{!59, !34}
!60 = !{!61, !63, !64, !66}
!61 = distinct !{!61, !62, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!62 = distinct !{!62, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!63 = distinct !{!63, !62, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!64 = distinct !{!64, !65, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!65 = distinct !{!65, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!66 = distinct !{!66, !65, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!67 = !{!68, !70, !61, !63, !64, !66}
!68 = distinct !{!68, !69, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!69 = distinct !{!69, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!70 = distinct !{!70, !69, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!71 = !{!72, !74, !61, !63, !64, !66}
!72 = distinct !{!72, !73, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!73 = distinct !{!73, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!74 = distinct !{!74, !73, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!75 = !{!76, !78, !79, !81}
!76 = distinct !{!76, !77, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!77 = distinct !{!77, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!78 = distinct !{!78, !77, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!79 = distinct !{!79, !80, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!80 = distinct !{!80, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!81 = distinct !{!81, !80, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!82 = !{!83, !85, !76, !78, !79, !81}
!83 = distinct !{!83, !84, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!84 = distinct !{!84, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!85 = distinct !{!85, !84, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!86 = !{!87, !89, !76, !78, !79, !81}
!87 = distinct !{!87, !88, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!88 = distinct !{!88, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!89 = distinct !{!89, !88, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!90 = !{!"branch_weights", i32 21474836, i32 2126008812}
!91 = !{!92}
!92 = distinct !{!92, !93, !"_ZN5numba7cpython7unicode15_get_code_pointB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!93 = distinct !{!93, !"_ZN5numba7cpython7unicode15_get_code_pointB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!94 = !{!95}
!95 = distinct !{!95, !96, !"_ZN5numba7cpython7unicode15_get_code_pointB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!96 = distinct !{!96, !"_ZN5numba7cpython7unicode15_get_code_pointB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!97 = !{!98, !100}
!98 = distinct !{!98, !99, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!99 = distinct !{!99, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!100 = distinct !{!100, !99, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!101 = distinct !{!101, !34}
!102 = distinct !{!102, !34}
!103 = distinct !{!103, !34}
!104 = distinct !{!104, !34}
!105 = distinct !{!105, !34}
!106 = distinct !{!106, !34}
!107 = !{!108, !110}
!108 = distinct !{!108, !109, !"_ZN5numba7cpython7unicode13_empty_stringB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %retptr"}
!109 = distinct !{!109, !"_ZN5numba7cpython7unicode13_empty_stringB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj"}
!110 = distinct !{!110, !109, !"_ZN5numba7cpython7unicode13_empty_stringB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %excinfo"}
!111 = !{!112, !114, !108, !110}
!112 = distinct !{!112, !113, !"_ZN5numba7cpython7unicode15_set_code_pointB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %retptr"}
!113 = distinct !{!113, !"_ZN5numba7cpython7unicode15_set_code_pointB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj"}
!114 = distinct !{!114, !113, !"_ZN5numba7cpython7unicode15_set_code_pointB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %excinfo"}
!115 = !{!116, !118}
!116 = distinct !{!116, !117, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!117 = distinct !{!117, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!118 = distinct !{!118, !117, !"_ZN5numba7cpython7unicode15_set_code_pointB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
