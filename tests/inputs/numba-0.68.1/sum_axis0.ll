; ModuleID = 'sum_axis0'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.sum_axis0 = internal constant [10 x i8] c"sum_axis0\00"
@_ZN08NumbaEnv7kernels9sum_axis0B3v59B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels9sum_axis0B3v59B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [131 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9sum_axis0B3v59B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEx27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@.const.pickledata.9a5d6a8531ef349300e3577b449798c32d079437 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\13Axis out of bounds.\94\85\94N\87\94."
@.const.pickledata.9a5d6a8531ef349300e3577b449798c32d079437.sha1 = internal constant [20 x i8] c"\9A]j\851\EF4\93\00\E3W{D\97\98\C3-\07\947"
@.const.picklebuf.9a5d6a8531ef349300e3577b449798c32d079437 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9a5d6a8531ef349300e3577b449798c32d079437, i32 65, ptr @.const.pickledata.9a5d6a8531ef349300e3577b449798c32d079437.sha1, ptr null, i32 0 }
@.const.pickledata.16877b5ea53cca4d178dcba172b7e527d8256c3d = internal constant [71 x i8] c"\80\04\95<\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\19duplicate value in 'axis'\94\85\94N\87\94."
@.const.pickledata.16877b5ea53cca4d178dcba172b7e527d8256c3d.sha1 = internal constant [20 x i8] c"\16\87{^\A5<\CAM\17\8D\CB\A1r\B7\E5'\D8%l="
@.const.picklebuf.16877b5ea53cca4d178dcba172b7e527d8256c3d = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.16877b5ea53cca4d178dcba172b7e527d8256c3d, i32 71, ptr @.const.pickledata.16877b5ea53cca4d178dcba172b7e527d8256c3d.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.7 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEx = common local_unnamed_addr global ptr null
@.bytes.9002720897448359195 = internal constant [6 x i8] c"axis \00"
@.bytes.-1343957398709923879 = internal constant [42 x i8] c" is out of bounds for array of dimension \00"
@.const.pickledata.fe6b77a2f847b71932bc0853c921565a62c03e09 = internal constant [381 x i8] c"\80\04\95r\01\00\00\00\00\00\00\8C\10numpy.exceptions\94\8C\09AxisError\94\93\94\8C\12llvmlite.ir.values\94\8C\08Constant\94\93\94)\81\94}\94(\8C\04type\94\8C\11llvmlite.ir.types\94\8C\11_TypedPointerType\94\93\94)\81\94}\94(\8C\09addrspace\94K\00\8C\07pointee\94h\09\8C\07IntType\94\93\94K\08\85\94\81\94}\94(\8C\05width\94K\08\8C\17_StrCaching__cached_str\94\8C\02i8\94ub\8C\09is_opaque\94\89h\16\8C\03i8*\94ub\8C\08constant\94N\8C&_StringReferenceCaching__cached_refstr\94\8C\04null\94h\16\8C\08i8* null\94ub\85\94\8C\11check_axis_bounds\94\8C\15numba/np/arraymath.py\94Md\02\87\94\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@".const.missing Environment: _ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEx" = internal constant [156 x i8] c"missing Environment: _ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEx\00"
@_ZN08NumbaEnv5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
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
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.10 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.11 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.10, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.11, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fa6be5e1f50B3v63B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels9sum_axis0B3v59B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.X.0, ptr readnone captures(none) %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, ptr readonly captures(none) %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr {
B0:
  %.22 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.fca.4.gep = getelementptr inbounds nuw i8, ptr %.22, i64 32
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  tail call void @NRT_incref(ptr %arg.X.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.22, i8 0, i64 56, i1 false)
  %.30 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEx27omitted_28default_3dNone_29(ptr nonnull %.22, ptr nonnull %excinfo.1, ptr %arg.X.0, ptr %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, ptr %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1, i64 0)
  %.40.fca.0.load = load ptr, ptr %.22, align 8
  %.40.fca.4.load = load ptr, ptr %.fca.4.gep, align 8
  %cond = icmp eq i32 %.30, 0
  br i1 %cond, label %B128.i, label %B0.if.if, !prof !0

B128.i:                                           ; preds = %B0
  %.fca.5.0.gep = getelementptr inbounds nuw i8, ptr %.22, i64 40
  %.40.fca.5.0.load = load i64, ptr %.fca.5.0.gep, align 8
  %.40.fca.5.0.load.fr = freeze i64 %.40.fca.5.0.load
  tail call void @NRT_decref(ptr %arg.X.0)
  %0 = add i64 %.40.fca.5.0.load.fr, -1152921504606846976
  %.129 = icmp ult i64 %0, -2305843009213693952
  br i1 %.129, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !1

common.ret:                                       ; preds = %for.end.endif, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.31 = load ptr, ptr %excinfo.1, align 8
  store ptr %.31, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.128 = shl nsw i64 %.40.fca.5.0.load.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.128, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif, !prof !10

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.19631 = icmp sgt i64 %.40.fca.5.0.load.fr, 0
  br i1 %.19631, label %for.body.lr.ph, label %for.end.thread17

for.end.thread17:                                 ; preds = %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.40.fca.0.load)
  br label %for.end.endif

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775776 to i64
  %.198.not = icmp eq i64 %.40.fca.5.0.load.fr, 1
  br i1 %.198.not, label %for.body.endif.endif, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph
  %1 = ptrtoint ptr %.6.i to i64
  %2 = ptrtoint ptr %.40.fca.4.load to i64
  %min.iters.check = icmp ult i64 %.40.fca.5.0.load.fr, 4
  %3 = sub i64 %1, %2
  %diff.check = icmp ult i64 %3, 256
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check25 = icmp ult i64 %.40.fca.5.0.load.fr, 32
  br i1 %min.iters.check25, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %.40.fca.5.0.load.fr, %const
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %sunkaddr94 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr
  %wide.load = load <8 x double>, ptr %sunkaddr94, align 8
  %sunkaddr95 = mul i64 %index, 8
  %sunkaddr96 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr95
  %sunkaddr97 = getelementptr i8, ptr %sunkaddr96, i64 64
  %wide.load26 = load <8 x double>, ptr %sunkaddr97, align 8
  %sunkaddr98 = mul i64 %index, 8
  %sunkaddr99 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr98
  %sunkaddr100 = getelementptr i8, ptr %sunkaddr99, i64 128
  %wide.load27 = load <8 x double>, ptr %sunkaddr100, align 8
  %sunkaddr101 = mul i64 %index, 8
  %sunkaddr102 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr101
  %sunkaddr103 = getelementptr i8, ptr %sunkaddr102, i64 192
  %wide.load28 = load <8 x double>, ptr %sunkaddr103, align 8
  %4 = fmul <8 x double> %wide.load, %wide.load
  %5 = fmul <8 x double> %wide.load26, %wide.load26
  %6 = fmul <8 x double> %wide.load27, %wide.load27
  %7 = fmul <8 x double> %wide.load28, %wide.load28
  %sunkaddr104 = mul i64 %index, 8
  %sunkaddr105 = getelementptr i8, ptr %.6.i, i64 %sunkaddr104
  store <8 x double> %4, ptr %sunkaddr105, align 8
  %sunkaddr106 = mul i64 %index, 8
  %sunkaddr107 = getelementptr i8, ptr %.6.i, i64 %sunkaddr106
  %sunkaddr108 = getelementptr i8, ptr %sunkaddr107, i64 64
  store <8 x double> %5, ptr %sunkaddr108, align 8
  %sunkaddr109 = mul i64 %index, 8
  %sunkaddr110 = getelementptr i8, ptr %.6.i, i64 %sunkaddr109
  %sunkaddr111 = getelementptr i8, ptr %sunkaddr110, i64 128
  store <8 x double> %6, ptr %sunkaddr111, align 8
  %sunkaddr112 = mul i64 %index, 8
  %sunkaddr113 = getelementptr i8, ptr %.6.i, i64 %sunkaddr112
  %sunkaddr114 = getelementptr i8, ptr %sunkaddr113, i64 192
  store <8 x double> %7, ptr %sunkaddr114, align 8
  %index.next = add nuw i64 %index, 32
  %8 = icmp eq i64 %n.vec, %index.next
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.40.fca.5.0.load.fr, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %9 = and i64 %.40.fca.5.0.load.fr, 28
  %min.epilog.iters.check = icmp eq i64 %9, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.us.preheader, label %vec.epilog.ph, !prof !14

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat93 = add i64 %const, 28
  %n.vec30 = and i64 %.40.fca.5.0.load.fr, %const_mat93
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index31 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next33, %vec.epilog.vector.body ]
  %10 = shl i64 %index31, 3
  %scevgep76 = getelementptr i8, ptr %.40.fca.4.load, i64 %10
  %wide.load32 = load <4 x double>, ptr %scevgep76, align 8
  %11 = fmul <4 x double> %wide.load32, %wide.load32
  %12 = shl i64 %index31, 3
  %scevgep75 = getelementptr i8, ptr %.6.i, i64 %12
  store <4 x double> %11, ptr %scevgep75, align 8
  %index.next33 = add nuw i64 %index31, 4
  %13 = icmp eq i64 %n.vec30, %index.next33
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !15

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n34 = icmp eq i64 %.40.fca.5.0.load.fr, %n.vec30
  br i1 %cmp.n34, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index33.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec30, %vec.epilog.middle.block ]
  %14 = sub nsw i64 %.40.fca.5.0.load.fr, %loop.index33.us.ph
  %xtraiter = and i64 %14, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv73 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next74, %for.body.endif.endif.us.prol ]
  %loop.index33.us.prol = phi i64 [ %.235.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index33.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %15 = shl i64 %loop.index33.us.prol, 3
  %scevgep72 = getelementptr i8, ptr %.40.fca.4.load, i64 %15
  %.206.us.prol = load double, ptr %scevgep72, align 8
  %.5.i6.prol = fmul double %.206.us.prol, %.206.us.prol
  %16 = shl i64 %loop.index33.us.prol, 3
  %scevgep71 = getelementptr i8, ptr %.6.i, i64 %16
  store double %.5.i6.prol, ptr %scevgep71, align 8
  %.235.us.prol = add nuw i64 %loop.index33.us.prol, 1
  %lsr.iv.next74 = add nsw i64 %lsr.iv73, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next74, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !16

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader
  %loop.index33.us.unr = phi i64 [ %loop.index33.us.ph, %for.body.endif.endif.us.preheader ], [ %.235.us.prol, %for.body.endif.endif.us.prol ]
  %17 = sub nsw i64 %loop.index33.us.ph, %.40.fca.5.0.load.fr
  %18 = icmp ugt i64 %17, -8
  br i1 %18, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader38

for.body.endif.endif.us.preheader38:              ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader38, %for.body.endif.endif.us
  %loop.index33.us = phi i64 [ %.235.us.7, %for.body.endif.endif.us ], [ %loop.index33.us.unr, %for.body.endif.endif.us.preheader38 ]
  %sunkaddr115 = mul i64 %loop.index33.us, 8
  %sunkaddr116 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr115
  %.206.us = load double, ptr %sunkaddr116, align 8
  %.5.i6 = fmul double %.206.us, %.206.us
  %sunkaddr117 = mul i64 %loop.index33.us, 8
  %sunkaddr118 = getelementptr i8, ptr %.6.i, i64 %sunkaddr117
  store double %.5.i6, ptr %sunkaddr118, align 8
  %sunkaddr119 = mul i64 %loop.index33.us, 8
  %sunkaddr120 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr119
  %sunkaddr121 = getelementptr i8, ptr %sunkaddr120, i64 8
  %.206.us.1 = load double, ptr %sunkaddr121, align 8
  %.5.i6.1 = fmul double %.206.us.1, %.206.us.1
  %sunkaddr122 = mul i64 %loop.index33.us, 8
  %sunkaddr123 = getelementptr i8, ptr %.6.i, i64 %sunkaddr122
  %sunkaddr124 = getelementptr i8, ptr %sunkaddr123, i64 8
  store double %.5.i6.1, ptr %sunkaddr124, align 8
  %sunkaddr125 = mul i64 %loop.index33.us, 8
  %sunkaddr126 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr125
  %sunkaddr127 = getelementptr i8, ptr %sunkaddr126, i64 16
  %.206.us.2 = load double, ptr %sunkaddr127, align 8
  %.5.i6.2 = fmul double %.206.us.2, %.206.us.2
  %sunkaddr128 = mul i64 %loop.index33.us, 8
  %sunkaddr129 = getelementptr i8, ptr %.6.i, i64 %sunkaddr128
  %sunkaddr130 = getelementptr i8, ptr %sunkaddr129, i64 16
  store double %.5.i6.2, ptr %sunkaddr130, align 8
  %sunkaddr131 = mul i64 %loop.index33.us, 8
  %sunkaddr132 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr131
  %sunkaddr133 = getelementptr i8, ptr %sunkaddr132, i64 24
  %.206.us.3 = load double, ptr %sunkaddr133, align 8
  %.5.i6.3 = fmul double %.206.us.3, %.206.us.3
  %sunkaddr134 = mul i64 %loop.index33.us, 8
  %sunkaddr135 = getelementptr i8, ptr %.6.i, i64 %sunkaddr134
  %sunkaddr136 = getelementptr i8, ptr %sunkaddr135, i64 24
  store double %.5.i6.3, ptr %sunkaddr136, align 8
  %sunkaddr137 = mul i64 %loop.index33.us, 8
  %sunkaddr138 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr137
  %sunkaddr139 = getelementptr i8, ptr %sunkaddr138, i64 32
  %.206.us.4 = load double, ptr %sunkaddr139, align 8
  %.5.i6.4 = fmul double %.206.us.4, %.206.us.4
  %sunkaddr140 = mul i64 %loop.index33.us, 8
  %sunkaddr141 = getelementptr i8, ptr %.6.i, i64 %sunkaddr140
  %sunkaddr142 = getelementptr i8, ptr %sunkaddr141, i64 32
  store double %.5.i6.4, ptr %sunkaddr142, align 8
  %sunkaddr143 = mul i64 %loop.index33.us, 8
  %sunkaddr144 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr143
  %sunkaddr145 = getelementptr i8, ptr %sunkaddr144, i64 40
  %.206.us.5 = load double, ptr %sunkaddr145, align 8
  %.5.i6.5 = fmul double %.206.us.5, %.206.us.5
  %sunkaddr146 = mul i64 %loop.index33.us, 8
  %sunkaddr147 = getelementptr i8, ptr %.6.i, i64 %sunkaddr146
  %sunkaddr148 = getelementptr i8, ptr %sunkaddr147, i64 40
  store double %.5.i6.5, ptr %sunkaddr148, align 8
  %sunkaddr149 = mul i64 %loop.index33.us, 8
  %sunkaddr150 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr149
  %sunkaddr151 = getelementptr i8, ptr %sunkaddr150, i64 48
  %.206.us.6 = load double, ptr %sunkaddr151, align 8
  %.5.i6.6 = fmul double %.206.us.6, %.206.us.6
  %sunkaddr152 = mul i64 %loop.index33.us, 8
  %sunkaddr153 = getelementptr i8, ptr %.6.i, i64 %sunkaddr152
  %sunkaddr154 = getelementptr i8, ptr %sunkaddr153, i64 48
  store double %.5.i6.6, ptr %sunkaddr154, align 8
  %sunkaddr155 = mul i64 %loop.index33.us, 8
  %sunkaddr156 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr155
  %sunkaddr157 = getelementptr i8, ptr %sunkaddr156, i64 56
  %.206.us.7 = load double, ptr %sunkaddr157, align 8
  %.5.i6.7 = fmul double %.206.us.7, %.206.us.7
  %sunkaddr158 = mul i64 %loop.index33.us, 8
  %sunkaddr159 = getelementptr i8, ptr %.6.i, i64 %sunkaddr158
  %sunkaddr160 = getelementptr i8, ptr %sunkaddr159, i64 56
  store double %.5.i6.7, ptr %sunkaddr160, align 8
  %.235.us.7 = add nuw nsw i64 %loop.index33.us, 8
  %exitcond38.not.7 = icmp eq i64 %.40.fca.5.0.load.fr, %.235.us.7
  br i1 %exitcond38.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.us, !llvm.loop !18

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %for.body.endif.endif
  tail call void @NRT_decref(ptr %.40.fca.0.load)
  %xtraiter.i = and i64 %.40.fca.5.0.load.fr, 7
  %19 = icmp samesign ult i64 %.40.fca.5.0.load.fr, 8
  br i1 %19, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !19

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat = add i64 %const, 24
  %unroll_iter.i = and i64 %.40.fca.5.0.load.fr, %const_mat
  %20 = add nsw i64 %.40.fca.5.0.load.fr, -8
  %21 = lshr i64 %20, 3
  %22 = add nuw nsw i64 %21, 1
  %xtraiter35 = and i64 %22, 3
  %23 = and i64 %20, 24
  %lcmp.mod36.not = icmp eq i64 %23, 24
  br i1 %lcmp.mod36.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !20

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter35, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !21
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i8.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i8.prol, align 8, !noalias !21
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !21
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !21
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !21
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !21
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !21
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !21
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter37.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter37.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !24, !llvm.loop !25

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %24 = icmp ult i64 %20, 24
  br i1 %24, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !26

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %.89.endif.epil.preheader.i, !prof !27

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %25 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %25
  %.106.epil.i = load double, ptr %scevgep, align 8, !noalias !21
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %.89.endif.epil.i, !prof !28, !llvm.loop !29

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !21
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i8 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i8, align 8, !noalias !21
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !21
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !21
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !21
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !21
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !21
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !21
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !21
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i8.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i8.1, align 8, !noalias !21
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !21
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !21
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !21
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !21
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !21
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !21
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !21
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i8.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i8.2, align 8, !noalias !21
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !21
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !21
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !21
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !21
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !21
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !21
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !21
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i8.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i8.3, align 8, !noalias !21
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !21
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !21
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !21
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !21
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !21
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !21
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !31, !llvm.loop !32

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.206 = load double, ptr %.40.fca.4.load, align 8
  %.5.i7 = fmul double %.206, %.206
  store double %.5.i7, ptr %.6.i, align 8
  br label %.89.endif.preheader.i

for.end.endif:                                    ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.thread17
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.thread17 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels9sum_axis0B3v59B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.sum_axis0, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !10

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.71, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels9sum_axis0B3v59B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !10

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels9sum_axis0B3v59B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE")
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
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !10

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 8
  %.34.fca.1.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 16
  %.34.fca.2.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.19, i64 48
  %.34.fca.5.1.load = load i64, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.19, i64 56
  %.34.fca.6.0.load = load i64, ptr %sunkaddr6, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.19, i64 64
  %.34.fca.6.1.load = load i64, ptr %sunkaddr7, align 8
  store double 0.000000e+00, ptr %.43, align 8
  %.51 = call i32 @_ZN7kernels9sum_axis0B3v59B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr %.34.fca.1.load, i64 %.34.fca.2.load, i64 8, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.5.1.load, i64 %.34.fca.6.0.load, i64 %.34.fca.6.1.load) #2
  %.52 = load ptr, ptr %excinfo, align 8
  %.61 = load double, ptr %.43, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.51, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.71 = call ptr @PyFloat_FromDouble(double %.61)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.76 = load { ptr, i32, ptr, ptr, i32 }, ptr %.52, align 8
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 4
  %.78 = icmp sgt i32 %.77, 0
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 0
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 1
  br i1 %.78, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.84 = sext i32 %.83 to i64
  %.85 = call ptr @PyBytes_FromStringAndSize(ptr %.81, i64 %.84)
  %.86 = load { ptr, i32, ptr, ptr, i32 }, ptr %.52, align 8
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 2
  %.89 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 3
  %.91 = call ptr %.89(ptr %.87)
  %.92 = icmp eq ptr %.91, null
  br i1 %.92, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !10

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.105 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 2
  %.106 = call ptr @numba_unpickle(ptr %.81, i32 %.83, ptr %.105)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.108 = phi ptr [ %.96, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.106, %entry.endif.endif.endif.endif.endif.if.else ]
  %.109.not = icmp eq ptr %.108, null
  br i1 %.109.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !10

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
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels9sum_axis0B3v59B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 6
  %.9 = extractvalue [2 x i64] %extracted.strides, 0
  %.10 = extractvalue [2 x i64] %extracted.strides, 1
  %.11 = call i32 @_ZN7kernels9sum_axis0B3v59B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.7, i64 %.8, i64 %.9, i64 %.10) #2
  %.12 = load ptr, ptr %excinfo, align 8
  %.21 = load double, ptr %.3, align 8
  %.23 = alloca i32, align 4
  store i32 0, ptr %.23, align 4
  %cond = icmp eq i32 %.11, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !0

common.ret:                                       ; preds = %entry, %.26, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.21, %.26 ], [ %.21, %entry ]
  ret double %common.ret.op

.26:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.74 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.74)
  call void @Py_DecRef(ptr %.74)
  call void @numba_gil_release(ptr nonnull %.23)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.23)
  call void @PyErr_Clear()
  %.29 = load { ptr, i32, ptr, ptr, i32 }, ptr %.12, align 8
  %.30 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 4
  %.31 = icmp sgt i32 %.30, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 0
  %.36 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 1
  br i1 %.31, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.37 = sext i32 %.36 to i64
  %.38 = call ptr @PyBytes_FromStringAndSize(ptr %.34, i64 %.37)
  %.39 = load { ptr, i32, ptr, ptr, i32 }, ptr %.12, align 8
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.39, 2
  %.42 = extractvalue { ptr, i32, ptr, ptr, i32 } %.39, 3
  %.44 = call ptr %.42(ptr %.40)
  %.45 = icmp eq ptr %.44, null
  br i1 %.45, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !10

entry.if.if.else:                                 ; preds = %entry.if.if
  %.58 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 2
  %.59 = call ptr @numba_unpickle(ptr %.34, i32 %.36, ptr %.58)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.61 = phi ptr [ %.49, %entry.if.if.if.endif ], [ %.59, %entry.if.if.else ]
  %.62.not = icmp eq ptr %.61, null
  br i1 %.62.not, label %.26, label %entry.if.if.endif.if, !prof !10

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
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEx27omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i64 %arg.axis) local_unnamed_addr {
B0:
  %.23 = alloca ptr, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.71 = alloca [2 x i1], align 1
  %.199 = alloca [2 x i1], align 1
  tail call void @NRT_incref(ptr %arg.a.0)
  store ptr null, ptr %.23, align 8
  %.31 = call i32 @_ZN5numba2np9arraymath17check_axis_boundsB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEx(ptr nonnull %.23, ptr nonnull %excinfo.1, ptr %arg.a.0, ptr %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i64 %arg.axis)
  %cond = icmp eq i32 %.31, 0
  br i1 %cond, label %B0.endif, label %B0.if.if, !prof !0

B0.endif:                                         ; preds = %B0
  store i1 true, ptr %.71, align 1
  %sunkaddr = getelementptr inbounds nuw i8, ptr %.71, i64 1
  store i1 true, ptr %sunkaddr, align 1
  %0 = lshr i64 %arg.axis, 62
  %.79 = and i64 %0, 2
  %.80 = add i64 %.79, %arg.axis
  %.83 = icmp ugt i64 %.80, 1
  br i1 %.83, label %B0.endif.if, label %B0.endif.endif, !prof !34

common.ret:                                       ; preds = %.306, %B0.endif.endif.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.if, %B0.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.endif.if ], [ 0, %.306 ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.32 = load ptr, ptr %excinfo.1, align 8
  store ptr %.32, ptr %excinfo, align 8
  br label %common.ret

B0.endif.if:                                      ; preds = %B0.endif
  store ptr @.const.picklebuf.9a5d6a8531ef349300e3577b449798c32d079437, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.90 = getelementptr inbounds nuw i1, ptr %.71, i64 %.80
  %.91 = load i1, ptr %.90, align 1
  br i1 %.91, label %B0.endif.endif.endif, label %B0.endif.endif.if

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store ptr @.const.picklebuf.16877b5ea53cca4d178dcba172b7e527d8256c3d, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %sunkaddr235 = getelementptr inbounds i8, ptr %.71, i64 %.80
  store i1 false, ptr %sunkaddr235, align 1
  %.100.fca.0.load = load i1, ptr %.71, align 1
  %sunkaddr236 = getelementptr inbounds i8, ptr %.71, i64 1
  %.100.fca.1.load = load i1, ptr %sunkaddr236, align 1
  %spec.store.select = select i1 %.100.fca.0.load, i64 %arg.a.5.0, i64 0
  %spec.select = select i1 %.100.fca.1.load, i64 %arg.a.5.1, i64 %spec.store.select
  %1 = add i64 %spec.select, -1152921504606846976
  %.138 = icmp ult i64 %1, -2305843009213693952
  br i1 %.138, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !10

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.7, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif
  %.137 = shl nsw i64 %spec.select, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.137, i32 32), !noalias !35
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !10

B0.endif.endif.endif.endif.endif.endif.if.if:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.9, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  tail call void @llvm.memset.p0.i64(ptr align 1 %.6.i, i8 0, i64 %.137, i1 false)
  store i1 true, ptr %.199, align 1
  %sunkaddr21 = getelementptr inbounds nuw i8, ptr %.199, i64 1
  store i1 true, ptr %sunkaddr21, align 1
  %.218 = getelementptr inbounds nuw i1, ptr %.199, i64 %.80
  %.219 = load i1, ptr %.218, align 1
  br i1 %.219, label %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.endif.endif.endif.if

B0.endif.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.16877b5ea53cca4d178dcba172b7e527d8256c3d, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %sunkaddr237 = getelementptr inbounds i8, ptr %.199, i64 %.80
  store i1 false, ptr %sunkaddr237, align 1
  %.228.fca.0.load = load i1, ptr %.199, align 1
  %sunkaddr238 = getelementptr inbounds i8, ptr %.199, i64 1
  %.228.fca.1.load = load i1, ptr %sunkaddr238, align 1
  %spec.select70 = select i1 %.228.fca.0.load, i64 8, i64 0
  %spec.select83 = select i1 %.228.fca.1.load, i64 8, i64 0
  %.323.not90 = icmp sgt i64 %arg.a.5.0, 0
  %.345.not84 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.323.not90, i1 %.345.not84, i1 false, !prof !42
  br i1 %or.cond, label %.318.preheader.us.preheader, label %.306, !prof !42

.318.preheader.us.preheader:                      ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %spec.select83.neg2 = select i1 %.228.fca.1.load, i64 -8, i64 0
  %.348.neg.us = mul i64 %arg.a.5.1, -8
  %.357.us = mul i64 %spec.select83.neg2, %arg.a.5.1
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %2 = mul nuw nsw i64 %spec.select83, 7
  %3 = mul nuw nsw i64 %spec.select83, 6
  %4 = mul nuw nsw i64 %spec.select83, 5
  %5 = mul nuw nsw i64 %spec.select83, 3
  %6 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %6, label %.318.preheader.us.us.preheader, label %.318.preheader.us.preheader.split, !prof !19

.318.preheader.us.us.preheader:                   ; preds = %.318.preheader.us.preheader
  %xtraiter34 = and i64 %arg.a.5.0, 7
  %7 = icmp ult i64 %arg.a.5.0, 8
  br i1 %7, label %.318.preheader.us.us.epil.preheader, label %.318.preheader.us.us.preheader.new, !prof !19

.318.preheader.us.us.preheader.new:               ; preds = %.318.preheader.us.us.preheader
  %unroll_iter37 = and i64 %arg.a.5.0, %const
  %8 = shl nuw nsw i64 %xtraiter, 3
  %9 = shl i64 %arg.a.5.1, 3
  %10 = sub i64 %arg.a.6.0, %9
  %11 = shl i64 %arg.a.5.1, 1
  %12 = add i64 %11, 2
  %13 = mul i64 %spec.select83.neg2, %12
  %14 = add i64 %spec.select83, %spec.select70
  %15 = shl nuw nsw i64 %14, 1
  %16 = add i64 %13, %15
  %17 = add i64 %spec.select70, %spec.select83
  %18 = add i64 %arg.a.5.1, 1
  %19 = mul i64 %spec.select83.neg2, %18
  %20 = add i64 %17, %19
  %21 = shl i64 %arg.a.6.0, 1
  %22 = add i64 %21, 8
  %23 = shl i64 %arg.a.5.1, 4
  %24 = sub i64 %22, %23
  %25 = mul i64 %arg.a.5.1, 3
  %26 = add i64 %25, 3
  %27 = mul i64 %spec.select83.neg2, %26
  %28 = add i64 %spec.select83, %spec.select70
  %29 = mul nuw nsw i64 %28, 3
  %30 = add i64 %27, %29
  %31 = shl nuw nsw i64 %spec.select83, 1
  %32 = shl i64 %arg.a.5.1, 1
  %33 = add i64 %32, 2
  %34 = mul i64 %spec.select83.neg2, %33
  %35 = shl nuw nsw i64 %28, 1
  %36 = add i64 %34, %35
  %37 = mul i64 %arg.a.6.0, 3
  %38 = add i64 %37, 16
  %39 = mul i64 %arg.a.5.1, 24
  %40 = sub i64 %38, %39
  %41 = shl i64 %arg.a.5.1, 2
  %42 = add i64 %41, 4
  %43 = mul i64 %spec.select83.neg2, %42
  %44 = mul nuw nsw i64 %spec.select83, 7
  %45 = add i64 %43, %44
  %46 = shl nuw nsw i64 %spec.select70, 2
  %47 = add i64 %45, %46
  %48 = shl i64 %arg.a.6.0, 2
  %49 = add i64 %48, 24
  %50 = shl i64 %arg.a.5.1, 5
  %51 = sub i64 %49, %50
  %52 = mul i64 %arg.a.5.1, 5
  %53 = add i64 %52, 5
  %54 = mul i64 %spec.select83.neg2, %53
  %55 = mul nuw nsw i64 %spec.select83, 9
  %56 = add i64 %54, %55
  %57 = mul nuw nsw i64 %spec.select70, 5
  %58 = add i64 %56, %57
  %59 = mul i64 %arg.a.6.0, 5
  %60 = add i64 %59, 32
  %61 = mul i64 %arg.a.5.1, 40
  %62 = sub i64 %60, %61
  %63 = mul i64 %arg.a.5.1, 6
  %64 = add i64 %63, 6
  %65 = mul i64 %spec.select83.neg2, %64
  %66 = mul nuw nsw i64 %spec.select83, 11
  %67 = add i64 %65, %66
  %68 = mul nuw nsw i64 %spec.select70, 6
  %69 = add i64 %67, %68
  %70 = mul i64 %arg.a.6.0, 6
  %71 = add i64 %70, 40
  %72 = mul i64 %arg.a.5.1, 48
  %73 = sub i64 %71, %72
  %74 = mul i64 %arg.a.5.1, 7
  %75 = add i64 %74, 7
  %76 = mul i64 %spec.select83.neg2, %75
  %77 = mul nuw nsw i64 %spec.select83, 13
  %78 = add i64 %76, %77
  %79 = mul nuw nsw i64 %spec.select70, 7
  %80 = add i64 %78, %79
  %81 = mul i64 %arg.a.6.0, 7
  %82 = add i64 %81, 48
  %83 = mul i64 %arg.a.5.1, 56
  %84 = sub i64 %82, %83
  %85 = shl i64 %arg.a.5.1, 3
  %86 = add i64 %85, 8
  %87 = mul i64 %spec.select83.neg2, %86
  %88 = mul nuw nsw i64 %spec.select83, 15
  %89 = add i64 %87, %88
  %90 = shl nuw nsw i64 %spec.select70, 3
  %91 = add i64 %89, %90
  %92 = add i64 %89, %79
  %93 = shl i64 %arg.a.6.0, 3
  %94 = add i64 %93, 56
  %95 = shl i64 %arg.a.5.1, 6
  %96 = sub i64 %94, %95
  br label %.318.preheader.us.us

.318.preheader.us.us:                             ; preds = %.318..319_crit_edge.us.loopexit.us.7, %.318.preheader.us.us.preheader.new
  %.284.092.us.us = phi ptr [ %.6.i, %.318.preheader.us.us.preheader.new ], [ %.393.us.us.7, %.318..319_crit_edge.us.loopexit.us.7 ]
  %.231.091.us.us = phi ptr [ %arg.a.4, %.318.preheader.us.us.preheader.new ], [ %scevgep228, %.318..319_crit_edge.us.loopexit.us.7 ]
  %niter = phi i64 [ 0, %.318.preheader.us.us.preheader.new ], [ %niter.next.7, %.318..319_crit_edge.us.loopexit.us.7 ]
  %scevgep52 = getelementptr i8, ptr %.284.092.us.us, i64 %spec.select83
  %scevgep60 = getelementptr i8, ptr %.231.091.us.us, i64 %24
  %scevgep75 = getelementptr i8, ptr %.231.091.us.us, i64 %40
  %scevgep82 = getelementptr i8, ptr %.284.092.us.us, i64 %47
  %scevgep91 = getelementptr i8, ptr %.231.091.us.us, i64 %51
  %scevgep100 = getelementptr i8, ptr %.284.092.us.us, i64 %58
  %scevgep111 = getelementptr i8, ptr %.231.091.us.us, i64 %62
  %scevgep122 = getelementptr i8, ptr %.284.092.us.us, i64 %69
  %scevgep135 = getelementptr i8, ptr %.231.091.us.us, i64 %73
  %scevgep148 = getelementptr i8, ptr %.284.092.us.us, i64 %80
  %scevgep163 = getelementptr i8, ptr %.231.091.us.us, i64 %84
  %scevgep178 = getelementptr i8, ptr %.284.092.us.us, i64 %91
  %scevgep195 = getelementptr i8, ptr %.284.092.us.us, i64 %92
  %scevgep212 = getelementptr i8, ptr %.231.091.us.us, i64 %96
  br label %.318.endif.us.epil.us

.318.endif.us.epil.us:                            ; preds = %.318.endif.us.epil.us, %.318.preheader.us.us
  %lsr.iv213 = phi ptr [ %scevgep214, %.318.endif.us.epil.us ], [ %scevgep212, %.318.preheader.us.us ]
  %lsr.iv196 = phi ptr [ %scevgep197, %.318.endif.us.epil.us ], [ %scevgep195, %.318.preheader.us.us ]
  %lsr.iv179 = phi ptr [ %scevgep180, %.318.endif.us.epil.us ], [ %scevgep178, %.318.preheader.us.us ]
  %lsr.iv164 = phi ptr [ %scevgep165, %.318.endif.us.epil.us ], [ %scevgep163, %.318.preheader.us.us ]
  %lsr.iv149 = phi ptr [ %scevgep150, %.318.endif.us.epil.us ], [ %scevgep148, %.318.preheader.us.us ]
  %lsr.iv136 = phi ptr [ %scevgep137, %.318.endif.us.epil.us ], [ %scevgep135, %.318.preheader.us.us ]
  %lsr.iv123 = phi ptr [ %scevgep124, %.318.endif.us.epil.us ], [ %scevgep122, %.318.preheader.us.us ]
  %lsr.iv112 = phi ptr [ %scevgep113, %.318.endif.us.epil.us ], [ %scevgep111, %.318.preheader.us.us ]
  %lsr.iv101 = phi ptr [ %scevgep102, %.318.endif.us.epil.us ], [ %scevgep100, %.318.preheader.us.us ]
  %lsr.iv92 = phi ptr [ %scevgep93, %.318.endif.us.epil.us ], [ %scevgep91, %.318.preheader.us.us ]
  %lsr.iv83 = phi ptr [ %scevgep84, %.318.endif.us.epil.us ], [ %scevgep82, %.318.preheader.us.us ]
  %lsr.iv76 = phi ptr [ %scevgep77, %.318.endif.us.epil.us ], [ %scevgep75, %.318.preheader.us.us ]
  %lsr.iv66 = phi i64 [ %lsr.iv.next67, %.318.endif.us.epil.us ], [ %31, %.318.preheader.us.us ]
  %lsr.iv61 = phi ptr [ %scevgep62, %.318.endif.us.epil.us ], [ %scevgep60, %.318.preheader.us.us ]
  %lsr.iv53 = phi ptr [ %scevgep54, %.318.endif.us.epil.us ], [ %scevgep52, %.318.preheader.us.us ]
  %lsr.iv46 = phi i64 [ %lsr.iv.next47, %.318.endif.us.epil.us ], [ 0, %.318.preheader.us.us ]
  %.284.186.us.epil.us = phi ptr [ %.379.us.epil.us, %.318.endif.us.epil.us ], [ %.284.092.us.us, %.318.preheader.us.us ]
  %scevgep51 = getelementptr i8, ptr %.231.091.us.us, i64 %lsr.iv46
  %.366.us.epil.us = load double, ptr %scevgep51, align 8
  %.367.us.epil.us = load double, ptr %.284.186.us.epil.us, align 8
  %.368.us.epil.us = fadd double %.366.us.epil.us, %.367.us.epil.us
  store double %.368.us.epil.us, ptr %.284.186.us.epil.us, align 8
  %.379.us.epil.us = getelementptr i8, ptr %.284.186.us.epil.us, i64 %spec.select83
  %lsr.iv.next47 = add nuw nsw i64 %lsr.iv46, 8
  %epil.iter.cmp.not.us = icmp eq i64 %8, %lsr.iv.next47
  %scevgep54 = getelementptr i8, ptr %lsr.iv53, i64 %spec.select83
  %scevgep62 = getelementptr i8, ptr %lsr.iv61, i64 8
  %lsr.iv.next67 = add nuw nsw i64 %lsr.iv66, %spec.select83
  %scevgep77 = getelementptr i8, ptr %lsr.iv76, i64 8
  %scevgep84 = getelementptr i8, ptr %lsr.iv83, i64 %spec.select83
  %scevgep93 = getelementptr i8, ptr %lsr.iv92, i64 8
  %scevgep102 = getelementptr i8, ptr %lsr.iv101, i64 %spec.select83
  %scevgep113 = getelementptr i8, ptr %lsr.iv112, i64 8
  %scevgep124 = getelementptr i8, ptr %lsr.iv123, i64 %spec.select83
  %scevgep137 = getelementptr i8, ptr %lsr.iv136, i64 8
  %scevgep150 = getelementptr i8, ptr %lsr.iv149, i64 %spec.select83
  %scevgep165 = getelementptr i8, ptr %lsr.iv164, i64 8
  %scevgep180 = getelementptr i8, ptr %lsr.iv179, i64 %spec.select83
  %scevgep197 = getelementptr i8, ptr %lsr.iv196, i64 %spec.select83
  %scevgep214 = getelementptr i8, ptr %lsr.iv213, i64 8
  br i1 %epil.iter.cmp.not.us, label %.318..319_crit_edge.us.loopexit.us, label %.318.endif.us.epil.us, !prof !28, !llvm.loop !43

.318..319_crit_edge.us.loopexit.us:               ; preds = %.318.endif.us.epil.us
  %scevgep49 = getelementptr i8, ptr %.231.091.us.us, i64 %10
  %scevgep50 = getelementptr i8, ptr %scevgep49, i64 %lsr.iv.next47
  br label %.318.endif.us.epil.us.1

.318.endif.us.epil.us.1:                          ; preds = %.318.endif.us.epil.us.1, %.318..319_crit_edge.us.loopexit.us
  %lsr.iv215 = phi ptr [ %scevgep216, %.318.endif.us.epil.us.1 ], [ %lsr.iv213, %.318..319_crit_edge.us.loopexit.us ]
  %lsr.iv198 = phi ptr [ %scevgep199, %.318.endif.us.epil.us.1 ], [ %lsr.iv196, %.318..319_crit_edge.us.loopexit.us ]
  %lsr.iv181 = phi ptr [ %scevgep182, %.318.endif.us.epil.us.1 ], [ %lsr.iv179, %.318..319_crit_edge.us.loopexit.us ]
  %lsr.iv166 = phi ptr [ %scevgep167, %.318.endif.us.epil.us.1 ], [ %lsr.iv164, %.318..319_crit_edge.us.loopexit.us ]
  %lsr.iv151 = phi ptr [ %scevgep152, %.318.endif.us.epil.us.1 ], [ %lsr.iv149, %.318..319_crit_edge.us.loopexit.us ]
  %lsr.iv138 = phi ptr [ %scevgep139, %.318.endif.us.epil.us.1 ], [ %lsr.iv136, %.318..319_crit_edge.us.loopexit.us ]
  %lsr.iv125 = phi ptr [ %scevgep126, %.318.endif.us.epil.us.1 ], [ %lsr.iv123, %.318..319_crit_edge.us.loopexit.us ]
  %lsr.iv114 = phi ptr [ %scevgep115, %.318.endif.us.epil.us.1 ], [ %lsr.iv112, %.318..319_crit_edge.us.loopexit.us ]
  %lsr.iv103 = phi ptr [ %scevgep104, %.318.endif.us.epil.us.1 ], [ %lsr.iv101, %.318..319_crit_edge.us.loopexit.us ]
  %lsr.iv94 = phi ptr [ %scevgep95, %.318.endif.us.epil.us.1 ], [ %lsr.iv92, %.318..319_crit_edge.us.loopexit.us ]
  %lsr.iv85 = phi ptr [ %scevgep86, %.318.endif.us.epil.us.1 ], [ %lsr.iv83, %.318..319_crit_edge.us.loopexit.us ]
  %lsr.iv78 = phi ptr [ %scevgep79, %.318.endif.us.epil.us.1 ], [ %lsr.iv76, %.318..319_crit_edge.us.loopexit.us ]
  %lsr.iv68 = phi i64 [ %lsr.iv.next69, %.318.endif.us.epil.us.1 ], [ %lsr.iv66, %.318..319_crit_edge.us.loopexit.us ]
  %lsr.iv63 = phi ptr [ %scevgep64, %.318.endif.us.epil.us.1 ], [ %lsr.iv61, %.318..319_crit_edge.us.loopexit.us ]
  %lsr.iv55 = phi ptr [ %scevgep56, %.318.endif.us.epil.us.1 ], [ %lsr.iv53, %.318..319_crit_edge.us.loopexit.us ]
  %lsr.iv17.us.1 = phi i64 [ %lsr.iv.next18.us.1, %.318.endif.us.epil.us.1 ], [ %xtraiter, %.318..319_crit_edge.us.loopexit.us ]
  %.231.185.us.epil.us.1 = phi ptr [ %.374.us.epil.us.1, %.318.endif.us.epil.us.1 ], [ %scevgep50, %.318..319_crit_edge.us.loopexit.us ]
  %scevgep59 = getelementptr i8, ptr %lsr.iv55, i64 %20
  %scevgep58 = getelementptr i8, ptr %lsr.iv55, i64 %20
  %.366.us.epil.us.1 = load double, ptr %.231.185.us.epil.us.1, align 8
  %.367.us.epil.us.1 = load double, ptr %scevgep59, align 8
  %.368.us.epil.us.1 = fadd double %.366.us.epil.us.1, %.367.us.epil.us.1
  store double %.368.us.epil.us.1, ptr %scevgep58, align 8
  %.374.us.epil.us.1 = getelementptr i8, ptr %.231.185.us.epil.us.1, i64 8
  %lsr.iv.next18.us.1 = add nsw i64 %lsr.iv17.us.1, -1
  %scevgep56 = getelementptr i8, ptr %lsr.iv55, i64 %spec.select83
  %scevgep64 = getelementptr i8, ptr %lsr.iv63, i64 8
  %epil.iter.cmp.not.us.1 = icmp eq i64 %lsr.iv.next18.us.1, 0
  %lsr.iv.next69 = add nuw nsw i64 %lsr.iv68, %spec.select83
  %scevgep79 = getelementptr i8, ptr %lsr.iv78, i64 8
  %scevgep86 = getelementptr i8, ptr %lsr.iv85, i64 %spec.select83
  %scevgep95 = getelementptr i8, ptr %lsr.iv94, i64 8
  %scevgep104 = getelementptr i8, ptr %lsr.iv103, i64 %spec.select83
  %scevgep115 = getelementptr i8, ptr %lsr.iv114, i64 8
  %scevgep126 = getelementptr i8, ptr %lsr.iv125, i64 %spec.select83
  %scevgep139 = getelementptr i8, ptr %lsr.iv138, i64 8
  %scevgep152 = getelementptr i8, ptr %lsr.iv151, i64 %spec.select83
  %scevgep167 = getelementptr i8, ptr %lsr.iv166, i64 8
  %scevgep182 = getelementptr i8, ptr %lsr.iv181, i64 %spec.select83
  %scevgep199 = getelementptr i8, ptr %lsr.iv198, i64 %spec.select83
  %scevgep216 = getelementptr i8, ptr %lsr.iv215, i64 8
  br i1 %epil.iter.cmp.not.us.1, label %.318..319_crit_edge.us.loopexit.us.1, label %.318.endif.us.epil.us.1, !prof !28, !llvm.loop !43

.318..319_crit_edge.us.loopexit.us.1:             ; preds = %.318.endif.us.epil.us.1
  %scevgep57 = getelementptr i8, ptr %scevgep56, i64 %16
  %scevgep73 = getelementptr i8, ptr %.284.092.us.us, i64 %36
  br label %.318.endif.us.epil.us.2

.318.endif.us.epil.us.2:                          ; preds = %.318.endif.us.epil.us.2, %.318..319_crit_edge.us.loopexit.us.1
  %lsr.iv217 = phi ptr [ %scevgep218, %.318.endif.us.epil.us.2 ], [ %lsr.iv215, %.318..319_crit_edge.us.loopexit.us.1 ]
  %lsr.iv200 = phi ptr [ %scevgep201, %.318.endif.us.epil.us.2 ], [ %lsr.iv198, %.318..319_crit_edge.us.loopexit.us.1 ]
  %lsr.iv183 = phi ptr [ %scevgep184, %.318.endif.us.epil.us.2 ], [ %lsr.iv181, %.318..319_crit_edge.us.loopexit.us.1 ]
  %lsr.iv168 = phi ptr [ %scevgep169, %.318.endif.us.epil.us.2 ], [ %lsr.iv166, %.318..319_crit_edge.us.loopexit.us.1 ]
  %lsr.iv153 = phi ptr [ %scevgep154, %.318.endif.us.epil.us.2 ], [ %lsr.iv151, %.318..319_crit_edge.us.loopexit.us.1 ]
  %lsr.iv140 = phi ptr [ %scevgep141, %.318.endif.us.epil.us.2 ], [ %lsr.iv138, %.318..319_crit_edge.us.loopexit.us.1 ]
  %lsr.iv127 = phi ptr [ %scevgep128, %.318.endif.us.epil.us.2 ], [ %lsr.iv125, %.318..319_crit_edge.us.loopexit.us.1 ]
  %lsr.iv116 = phi ptr [ %scevgep117, %.318.endif.us.epil.us.2 ], [ %lsr.iv114, %.318..319_crit_edge.us.loopexit.us.1 ]
  %lsr.iv105 = phi ptr [ %scevgep106, %.318.endif.us.epil.us.2 ], [ %lsr.iv103, %.318..319_crit_edge.us.loopexit.us.1 ]
  %lsr.iv96 = phi ptr [ %scevgep97, %.318.endif.us.epil.us.2 ], [ %lsr.iv94, %.318..319_crit_edge.us.loopexit.us.1 ]
  %lsr.iv87 = phi ptr [ %scevgep88, %.318.endif.us.epil.us.2 ], [ %lsr.iv85, %.318..319_crit_edge.us.loopexit.us.1 ]
  %lsr.iv80 = phi ptr [ %scevgep81, %.318.endif.us.epil.us.2 ], [ %lsr.iv78, %.318..319_crit_edge.us.loopexit.us.1 ]
  %lsr.iv70 = phi i64 [ %lsr.iv.next71, %.318.endif.us.epil.us.2 ], [ %lsr.iv68, %.318..319_crit_edge.us.loopexit.us.1 ]
  %lsr.iv17.us.2 = phi i64 [ %lsr.iv.next18.us.2, %.318.endif.us.epil.us.2 ], [ %xtraiter, %.318..319_crit_edge.us.loopexit.us.1 ]
  %.284.186.us.epil.us.2 = phi ptr [ %.379.us.epil.us.2, %.318.endif.us.epil.us.2 ], [ %scevgep57, %.318..319_crit_edge.us.loopexit.us.1 ]
  %.231.185.us.epil.us.2 = phi ptr [ %.374.us.epil.us.2, %.318.endif.us.epil.us.2 ], [ %scevgep64, %.318..319_crit_edge.us.loopexit.us.1 ]
  %scevgep74 = getelementptr i8, ptr %scevgep73, i64 %lsr.iv70
  %.366.us.epil.us.2 = load double, ptr %.231.185.us.epil.us.2, align 8
  %.367.us.epil.us.2 = load double, ptr %.284.186.us.epil.us.2, align 8
  %.368.us.epil.us.2 = fadd double %.366.us.epil.us.2, %.367.us.epil.us.2
  store double %.368.us.epil.us.2, ptr %scevgep74, align 8
  %.374.us.epil.us.2 = getelementptr i8, ptr %.231.185.us.epil.us.2, i64 8
  %.379.us.epil.us.2 = getelementptr i8, ptr %.284.186.us.epil.us.2, i64 %spec.select83
  %lsr.iv.next18.us.2 = add nsw i64 %lsr.iv17.us.2, -1
  %lsr.iv.next71 = add nuw nsw i64 %lsr.iv70, %spec.select83
  %scevgep81 = getelementptr i8, ptr %lsr.iv80, i64 8
  %epil.iter.cmp.not.us.2 = icmp eq i64 %lsr.iv.next18.us.2, 0
  %scevgep88 = getelementptr i8, ptr %lsr.iv87, i64 %spec.select83
  %scevgep97 = getelementptr i8, ptr %lsr.iv96, i64 8
  %scevgep106 = getelementptr i8, ptr %lsr.iv105, i64 %spec.select83
  %scevgep117 = getelementptr i8, ptr %lsr.iv116, i64 8
  %scevgep128 = getelementptr i8, ptr %lsr.iv127, i64 %spec.select83
  %scevgep141 = getelementptr i8, ptr %lsr.iv140, i64 8
  %scevgep154 = getelementptr i8, ptr %lsr.iv153, i64 %spec.select83
  %scevgep169 = getelementptr i8, ptr %lsr.iv168, i64 8
  %scevgep184 = getelementptr i8, ptr %lsr.iv183, i64 %spec.select83
  %scevgep201 = getelementptr i8, ptr %lsr.iv200, i64 %spec.select83
  %scevgep218 = getelementptr i8, ptr %lsr.iv217, i64 8
  br i1 %epil.iter.cmp.not.us.2, label %.318..319_crit_edge.us.loopexit.us.2, label %.318.endif.us.epil.us.2, !prof !28, !llvm.loop !43

.318..319_crit_edge.us.loopexit.us.2:             ; preds = %.318.endif.us.epil.us.2
  %scevgep65 = getelementptr i8, ptr %.284.092.us.us, i64 %30
  %scevgep72 = getelementptr i8, ptr %scevgep65, i64 %lsr.iv.next71
  br label %.318.endif.us.epil.us.3

.318.endif.us.epil.us.3:                          ; preds = %.318.endif.us.epil.us.3, %.318..319_crit_edge.us.loopexit.us.2
  %lsr.iv219 = phi ptr [ %scevgep220, %.318.endif.us.epil.us.3 ], [ %lsr.iv217, %.318..319_crit_edge.us.loopexit.us.2 ]
  %lsr.iv202 = phi ptr [ %scevgep203, %.318.endif.us.epil.us.3 ], [ %lsr.iv200, %.318..319_crit_edge.us.loopexit.us.2 ]
  %lsr.iv185 = phi ptr [ %scevgep186, %.318.endif.us.epil.us.3 ], [ %lsr.iv183, %.318..319_crit_edge.us.loopexit.us.2 ]
  %lsr.iv170 = phi ptr [ %scevgep171, %.318.endif.us.epil.us.3 ], [ %lsr.iv168, %.318..319_crit_edge.us.loopexit.us.2 ]
  %lsr.iv155 = phi ptr [ %scevgep156, %.318.endif.us.epil.us.3 ], [ %lsr.iv153, %.318..319_crit_edge.us.loopexit.us.2 ]
  %lsr.iv142 = phi ptr [ %scevgep143, %.318.endif.us.epil.us.3 ], [ %lsr.iv140, %.318..319_crit_edge.us.loopexit.us.2 ]
  %lsr.iv129 = phi ptr [ %scevgep130, %.318.endif.us.epil.us.3 ], [ %lsr.iv127, %.318..319_crit_edge.us.loopexit.us.2 ]
  %lsr.iv118 = phi ptr [ %scevgep119, %.318.endif.us.epil.us.3 ], [ %lsr.iv116, %.318..319_crit_edge.us.loopexit.us.2 ]
  %lsr.iv107 = phi ptr [ %scevgep108, %.318.endif.us.epil.us.3 ], [ %lsr.iv105, %.318..319_crit_edge.us.loopexit.us.2 ]
  %lsr.iv98 = phi ptr [ %scevgep99, %.318.endif.us.epil.us.3 ], [ %lsr.iv96, %.318..319_crit_edge.us.loopexit.us.2 ]
  %lsr.iv89 = phi ptr [ %scevgep90, %.318.endif.us.epil.us.3 ], [ %lsr.iv87, %.318..319_crit_edge.us.loopexit.us.2 ]
  %lsr.iv17.us.3 = phi i64 [ %lsr.iv.next18.us.3, %.318.endif.us.epil.us.3 ], [ %xtraiter, %.318..319_crit_edge.us.loopexit.us.2 ]
  %.284.186.us.epil.us.3 = phi ptr [ %.379.us.epil.us.3, %.318.endif.us.epil.us.3 ], [ %scevgep72, %.318..319_crit_edge.us.loopexit.us.2 ]
  %.231.185.us.epil.us.3 = phi ptr [ %.374.us.epil.us.3, %.318.endif.us.epil.us.3 ], [ %scevgep81, %.318..319_crit_edge.us.loopexit.us.2 ]
  %.366.us.epil.us.3 = load double, ptr %.231.185.us.epil.us.3, align 8
  %.367.us.epil.us.3 = load double, ptr %.284.186.us.epil.us.3, align 8
  %.368.us.epil.us.3 = fadd double %.366.us.epil.us.3, %.367.us.epil.us.3
  store double %.368.us.epil.us.3, ptr %.284.186.us.epil.us.3, align 8
  %.374.us.epil.us.3 = getelementptr i8, ptr %.231.185.us.epil.us.3, i64 8
  %.379.us.epil.us.3 = getelementptr i8, ptr %.284.186.us.epil.us.3, i64 %spec.select83
  %lsr.iv.next18.us.3 = add nsw i64 %lsr.iv17.us.3, -1
  %scevgep90 = getelementptr i8, ptr %lsr.iv89, i64 %spec.select83
  %scevgep99 = getelementptr i8, ptr %lsr.iv98, i64 8
  %epil.iter.cmp.not.us.3 = icmp eq i64 %lsr.iv.next18.us.3, 0
  %scevgep108 = getelementptr i8, ptr %lsr.iv107, i64 %spec.select83
  %scevgep119 = getelementptr i8, ptr %lsr.iv118, i64 8
  %scevgep130 = getelementptr i8, ptr %lsr.iv129, i64 %spec.select83
  %scevgep143 = getelementptr i8, ptr %lsr.iv142, i64 8
  %scevgep156 = getelementptr i8, ptr %lsr.iv155, i64 %spec.select83
  %scevgep171 = getelementptr i8, ptr %lsr.iv170, i64 8
  %scevgep186 = getelementptr i8, ptr %lsr.iv185, i64 %spec.select83
  %scevgep203 = getelementptr i8, ptr %lsr.iv202, i64 %spec.select83
  %scevgep220 = getelementptr i8, ptr %lsr.iv219, i64 8
  br i1 %epil.iter.cmp.not.us.3, label %.318..319_crit_edge.us.loopexit.us.3, label %.318.endif.us.epil.us.3, !prof !28, !llvm.loop !43

.318..319_crit_edge.us.loopexit.us.3:             ; preds = %.318.endif.us.epil.us.3
  br label %.318.endif.us.epil.us.4

.318.endif.us.epil.us.4:                          ; preds = %.318.endif.us.epil.us.4, %.318..319_crit_edge.us.loopexit.us.3
  %lsr.iv221 = phi ptr [ %scevgep222, %.318.endif.us.epil.us.4 ], [ %lsr.iv219, %.318..319_crit_edge.us.loopexit.us.3 ]
  %lsr.iv204 = phi ptr [ %scevgep205, %.318.endif.us.epil.us.4 ], [ %lsr.iv202, %.318..319_crit_edge.us.loopexit.us.3 ]
  %lsr.iv187 = phi ptr [ %scevgep188, %.318.endif.us.epil.us.4 ], [ %lsr.iv185, %.318..319_crit_edge.us.loopexit.us.3 ]
  %lsr.iv172 = phi ptr [ %scevgep173, %.318.endif.us.epil.us.4 ], [ %lsr.iv170, %.318..319_crit_edge.us.loopexit.us.3 ]
  %lsr.iv157 = phi ptr [ %scevgep158, %.318.endif.us.epil.us.4 ], [ %lsr.iv155, %.318..319_crit_edge.us.loopexit.us.3 ]
  %lsr.iv144 = phi ptr [ %scevgep145, %.318.endif.us.epil.us.4 ], [ %lsr.iv142, %.318..319_crit_edge.us.loopexit.us.3 ]
  %lsr.iv131 = phi ptr [ %scevgep132, %.318.endif.us.epil.us.4 ], [ %lsr.iv129, %.318..319_crit_edge.us.loopexit.us.3 ]
  %lsr.iv120 = phi ptr [ %scevgep121, %.318.endif.us.epil.us.4 ], [ %lsr.iv118, %.318..319_crit_edge.us.loopexit.us.3 ]
  %lsr.iv109 = phi ptr [ %scevgep110, %.318.endif.us.epil.us.4 ], [ %lsr.iv107, %.318..319_crit_edge.us.loopexit.us.3 ]
  %lsr.iv17.us.4 = phi i64 [ %lsr.iv.next18.us.4, %.318.endif.us.epil.us.4 ], [ %xtraiter, %.318..319_crit_edge.us.loopexit.us.3 ]
  %.284.186.us.epil.us.4 = phi ptr [ %.379.us.epil.us.4, %.318.endif.us.epil.us.4 ], [ %scevgep90, %.318..319_crit_edge.us.loopexit.us.3 ]
  %.231.185.us.epil.us.4 = phi ptr [ %.374.us.epil.us.4, %.318.endif.us.epil.us.4 ], [ %scevgep99, %.318..319_crit_edge.us.loopexit.us.3 ]
  %.366.us.epil.us.4 = load double, ptr %.231.185.us.epil.us.4, align 8
  %.367.us.epil.us.4 = load double, ptr %.284.186.us.epil.us.4, align 8
  %.368.us.epil.us.4 = fadd double %.366.us.epil.us.4, %.367.us.epil.us.4
  store double %.368.us.epil.us.4, ptr %.284.186.us.epil.us.4, align 8
  %.374.us.epil.us.4 = getelementptr i8, ptr %.231.185.us.epil.us.4, i64 8
  %.379.us.epil.us.4 = getelementptr i8, ptr %.284.186.us.epil.us.4, i64 %spec.select83
  %lsr.iv.next18.us.4 = add nsw i64 %lsr.iv17.us.4, -1
  %scevgep110 = getelementptr i8, ptr %lsr.iv109, i64 %spec.select83
  %scevgep121 = getelementptr i8, ptr %lsr.iv120, i64 8
  %epil.iter.cmp.not.us.4 = icmp eq i64 %lsr.iv.next18.us.4, 0
  %scevgep132 = getelementptr i8, ptr %lsr.iv131, i64 %spec.select83
  %scevgep145 = getelementptr i8, ptr %lsr.iv144, i64 8
  %scevgep158 = getelementptr i8, ptr %lsr.iv157, i64 %spec.select83
  %scevgep173 = getelementptr i8, ptr %lsr.iv172, i64 8
  %scevgep188 = getelementptr i8, ptr %lsr.iv187, i64 %spec.select83
  %scevgep205 = getelementptr i8, ptr %lsr.iv204, i64 %spec.select83
  %scevgep222 = getelementptr i8, ptr %lsr.iv221, i64 8
  br i1 %epil.iter.cmp.not.us.4, label %.318..319_crit_edge.us.loopexit.us.4, label %.318.endif.us.epil.us.4, !prof !28, !llvm.loop !43

.318..319_crit_edge.us.loopexit.us.4:             ; preds = %.318.endif.us.epil.us.4
  br label %.318.endif.us.epil.us.5

.318.endif.us.epil.us.5:                          ; preds = %.318.endif.us.epil.us.5, %.318..319_crit_edge.us.loopexit.us.4
  %lsr.iv223 = phi ptr [ %scevgep224, %.318.endif.us.epil.us.5 ], [ %lsr.iv221, %.318..319_crit_edge.us.loopexit.us.4 ]
  %lsr.iv206 = phi ptr [ %scevgep207, %.318.endif.us.epil.us.5 ], [ %lsr.iv204, %.318..319_crit_edge.us.loopexit.us.4 ]
  %lsr.iv189 = phi ptr [ %scevgep190, %.318.endif.us.epil.us.5 ], [ %lsr.iv187, %.318..319_crit_edge.us.loopexit.us.4 ]
  %lsr.iv174 = phi ptr [ %scevgep175, %.318.endif.us.epil.us.5 ], [ %lsr.iv172, %.318..319_crit_edge.us.loopexit.us.4 ]
  %lsr.iv159 = phi ptr [ %scevgep160, %.318.endif.us.epil.us.5 ], [ %lsr.iv157, %.318..319_crit_edge.us.loopexit.us.4 ]
  %lsr.iv146 = phi ptr [ %scevgep147, %.318.endif.us.epil.us.5 ], [ %lsr.iv144, %.318..319_crit_edge.us.loopexit.us.4 ]
  %lsr.iv133 = phi ptr [ %scevgep134, %.318.endif.us.epil.us.5 ], [ %lsr.iv131, %.318..319_crit_edge.us.loopexit.us.4 ]
  %lsr.iv17.us.5 = phi i64 [ %lsr.iv.next18.us.5, %.318.endif.us.epil.us.5 ], [ %xtraiter, %.318..319_crit_edge.us.loopexit.us.4 ]
  %.284.186.us.epil.us.5 = phi ptr [ %.379.us.epil.us.5, %.318.endif.us.epil.us.5 ], [ %scevgep110, %.318..319_crit_edge.us.loopexit.us.4 ]
  %.231.185.us.epil.us.5 = phi ptr [ %.374.us.epil.us.5, %.318.endif.us.epil.us.5 ], [ %scevgep121, %.318..319_crit_edge.us.loopexit.us.4 ]
  %.366.us.epil.us.5 = load double, ptr %.231.185.us.epil.us.5, align 8
  %.367.us.epil.us.5 = load double, ptr %.284.186.us.epil.us.5, align 8
  %.368.us.epil.us.5 = fadd double %.366.us.epil.us.5, %.367.us.epil.us.5
  store double %.368.us.epil.us.5, ptr %.284.186.us.epil.us.5, align 8
  %.374.us.epil.us.5 = getelementptr i8, ptr %.231.185.us.epil.us.5, i64 8
  %.379.us.epil.us.5 = getelementptr i8, ptr %.284.186.us.epil.us.5, i64 %spec.select83
  %lsr.iv.next18.us.5 = add nsw i64 %lsr.iv17.us.5, -1
  %scevgep134 = getelementptr i8, ptr %lsr.iv133, i64 %spec.select83
  %scevgep147 = getelementptr i8, ptr %lsr.iv146, i64 8
  %epil.iter.cmp.not.us.5 = icmp eq i64 %lsr.iv.next18.us.5, 0
  %scevgep160 = getelementptr i8, ptr %lsr.iv159, i64 %spec.select83
  %scevgep175 = getelementptr i8, ptr %lsr.iv174, i64 8
  %scevgep190 = getelementptr i8, ptr %lsr.iv189, i64 %spec.select83
  %scevgep207 = getelementptr i8, ptr %lsr.iv206, i64 %spec.select83
  %scevgep224 = getelementptr i8, ptr %lsr.iv223, i64 8
  br i1 %epil.iter.cmp.not.us.5, label %.318..319_crit_edge.us.loopexit.us.5, label %.318.endif.us.epil.us.5, !prof !28, !llvm.loop !43

.318..319_crit_edge.us.loopexit.us.5:             ; preds = %.318.endif.us.epil.us.5
  br label %.318.endif.us.epil.us.6

.318.endif.us.epil.us.6:                          ; preds = %.318.endif.us.epil.us.6, %.318..319_crit_edge.us.loopexit.us.5
  %lsr.iv225 = phi ptr [ %scevgep226, %.318.endif.us.epil.us.6 ], [ %lsr.iv223, %.318..319_crit_edge.us.loopexit.us.5 ]
  %lsr.iv208 = phi ptr [ %scevgep209, %.318.endif.us.epil.us.6 ], [ %lsr.iv206, %.318..319_crit_edge.us.loopexit.us.5 ]
  %lsr.iv191 = phi ptr [ %scevgep192, %.318.endif.us.epil.us.6 ], [ %lsr.iv189, %.318..319_crit_edge.us.loopexit.us.5 ]
  %lsr.iv176 = phi ptr [ %scevgep177, %.318.endif.us.epil.us.6 ], [ %lsr.iv174, %.318..319_crit_edge.us.loopexit.us.5 ]
  %lsr.iv161 = phi ptr [ %scevgep162, %.318.endif.us.epil.us.6 ], [ %lsr.iv159, %.318..319_crit_edge.us.loopexit.us.5 ]
  %lsr.iv17.us.6 = phi i64 [ %lsr.iv.next18.us.6, %.318.endif.us.epil.us.6 ], [ %xtraiter, %.318..319_crit_edge.us.loopexit.us.5 ]
  %.284.186.us.epil.us.6 = phi ptr [ %.379.us.epil.us.6, %.318.endif.us.epil.us.6 ], [ %scevgep134, %.318..319_crit_edge.us.loopexit.us.5 ]
  %.231.185.us.epil.us.6 = phi ptr [ %.374.us.epil.us.6, %.318.endif.us.epil.us.6 ], [ %scevgep147, %.318..319_crit_edge.us.loopexit.us.5 ]
  %.366.us.epil.us.6 = load double, ptr %.231.185.us.epil.us.6, align 8
  %.367.us.epil.us.6 = load double, ptr %.284.186.us.epil.us.6, align 8
  %.368.us.epil.us.6 = fadd double %.366.us.epil.us.6, %.367.us.epil.us.6
  store double %.368.us.epil.us.6, ptr %.284.186.us.epil.us.6, align 8
  %.374.us.epil.us.6 = getelementptr i8, ptr %.231.185.us.epil.us.6, i64 8
  %.379.us.epil.us.6 = getelementptr i8, ptr %.284.186.us.epil.us.6, i64 %spec.select83
  %lsr.iv.next18.us.6 = add nsw i64 %lsr.iv17.us.6, -1
  %scevgep162 = getelementptr i8, ptr %lsr.iv161, i64 %spec.select83
  %scevgep177 = getelementptr i8, ptr %lsr.iv176, i64 8
  %epil.iter.cmp.not.us.6 = icmp eq i64 %lsr.iv.next18.us.6, 0
  %scevgep192 = getelementptr i8, ptr %lsr.iv191, i64 %spec.select83
  %scevgep209 = getelementptr i8, ptr %lsr.iv208, i64 %spec.select83
  %scevgep226 = getelementptr i8, ptr %lsr.iv225, i64 8
  br i1 %epil.iter.cmp.not.us.6, label %.318..319_crit_edge.us.loopexit.us.6, label %.318.endif.us.epil.us.6, !prof !28, !llvm.loop !43

.318..319_crit_edge.us.loopexit.us.6:             ; preds = %.318.endif.us.epil.us.6
  br label %.318.endif.us.epil.us.7

.318.endif.us.epil.us.7:                          ; preds = %.318.endif.us.epil.us.7, %.318..319_crit_edge.us.loopexit.us.6
  %lsr.iv227 = phi ptr [ %scevgep228, %.318.endif.us.epil.us.7 ], [ %lsr.iv225, %.318..319_crit_edge.us.loopexit.us.6 ]
  %lsr.iv210 = phi ptr [ %scevgep211, %.318.endif.us.epil.us.7 ], [ %lsr.iv208, %.318..319_crit_edge.us.loopexit.us.6 ]
  %lsr.iv193 = phi ptr [ %scevgep194, %.318.endif.us.epil.us.7 ], [ %lsr.iv191, %.318..319_crit_edge.us.loopexit.us.6 ]
  %lsr.iv17.us.7 = phi i64 [ %lsr.iv.next18.us.7, %.318.endif.us.epil.us.7 ], [ %xtraiter, %.318..319_crit_edge.us.loopexit.us.6 ]
  %.284.186.us.epil.us.7 = phi ptr [ %.379.us.epil.us.7, %.318.endif.us.epil.us.7 ], [ %scevgep162, %.318..319_crit_edge.us.loopexit.us.6 ]
  %.231.185.us.epil.us.7 = phi ptr [ %.374.us.epil.us.7, %.318.endif.us.epil.us.7 ], [ %scevgep177, %.318..319_crit_edge.us.loopexit.us.6 ]
  %.366.us.epil.us.7 = load double, ptr %.231.185.us.epil.us.7, align 8
  %.367.us.epil.us.7 = load double, ptr %.284.186.us.epil.us.7, align 8
  %.368.us.epil.us.7 = fadd double %.366.us.epil.us.7, %.367.us.epil.us.7
  store double %.368.us.epil.us.7, ptr %.284.186.us.epil.us.7, align 8
  %.374.us.epil.us.7 = getelementptr i8, ptr %.231.185.us.epil.us.7, i64 8
  %.379.us.epil.us.7 = getelementptr i8, ptr %.284.186.us.epil.us.7, i64 %spec.select83
  %lsr.iv.next18.us.7 = add nsw i64 %lsr.iv17.us.7, -1
  %scevgep194 = getelementptr i8, ptr %lsr.iv193, i64 %spec.select83
  %scevgep211 = getelementptr i8, ptr %lsr.iv210, i64 %spec.select83
  %scevgep228 = getelementptr i8, ptr %lsr.iv227, i64 8
  %epil.iter.cmp.not.us.7 = icmp eq i64 %lsr.iv.next18.us.7, 0
  br i1 %epil.iter.cmp.not.us.7, label %.318..319_crit_edge.us.loopexit.us.7, label %.318.endif.us.epil.us.7, !prof !28, !llvm.loop !43

.318..319_crit_edge.us.loopexit.us.7:             ; preds = %.318.endif.us.epil.us.7
  %.393.us.us.7 = getelementptr i8, ptr %scevgep211, i64 %spec.select70
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter37
  br i1 %niter.ncmp.7, label %.306.loopexit.unr-lcssa, label %.318.preheader.us.us, !prof !31, !llvm.loop !44

.318.preheader.us.preheader.split:                ; preds = %.318.preheader.us.preheader
  %97 = icmp eq i64 %xtraiter, 0
  br i1 %97, label %.318.preheader.us.us3.preheader, label %.318.preheader.us.preheader24, !prof !27

.318.preheader.us.preheader24:                    ; preds = %.318.preheader.us.preheader.split
  %98 = add nsw i64 %arg.a.5.1, -8
  %lsr.iv.next.prol = add nsw i64 %unroll_iter, -8
  %99 = shl nuw nsw i64 %xtraiter, 3
  %100 = add i64 %spec.select70, %spec.select83
  %101 = add i64 %arg.a.5.1, 1
  %102 = mul i64 %spec.select83.neg2, %101
  %103 = add i64 %100, %102
  %104 = shl i64 %arg.a.5.1, 3
  %105 = sub i64 %arg.a.6.0, %104
  br label %.318.preheader.us

.318.preheader.us.us3.preheader:                  ; preds = %.318.preheader.us.preheader.split
  %106 = add nsw i64 %arg.a.5.1, -8
  %lsr.iv.next.us.prol = add nsw i64 %unroll_iter, -8
  br label %.318.preheader.us.us3

.318.preheader.us.us3:                            ; preds = %.318.preheader.us.us3.preheader, %.318..319_crit_edge.us.unr-lcssa.us
  %.302.093.us.us4 = phi i64 [ %.385.us.us11, %.318..319_crit_edge.us.unr-lcssa.us ], [ 0, %.318.preheader.us.us3.preheader ]
  %.284.092.us.us5 = phi ptr [ %.393.us.us13, %.318..319_crit_edge.us.unr-lcssa.us ], [ %.6.i, %.318.preheader.us.us3.preheader ]
  %.231.091.us.us6 = phi ptr [ %.388.us.us12, %.318..319_crit_edge.us.unr-lcssa.us ], [ %arg.a.4, %.318.preheader.us.us3.preheader ]
  %107 = and i64 %106, 8
  %108 = icmp eq i64 %107, 0
  br i1 %108, label %.318.endif.us.us.prol, label %.318.endif.us.us.prol.loopexit, !prof !26

.318.endif.us.us.prol:                            ; preds = %.318.preheader.us.us3
  %.366.us.us.prol = load double, ptr %.231.091.us.us6, align 8
  %.367.us.us.prol = load double, ptr %.284.092.us.us5, align 8
  %.368.us.us.prol = fadd double %.366.us.us.prol, %.367.us.us.prol
  store double %.368.us.us.prol, ptr %.284.092.us.us5, align 8
  %.374.us.us.prol = getelementptr i8, ptr %.231.091.us.us6, i64 8
  %.379.us.us.prol = getelementptr i8, ptr %.284.092.us.us5, i64 %spec.select83
  %.366.us.1.us.prol = load double, ptr %.374.us.us.prol, align 8
  %.367.us.1.us.prol = load double, ptr %.379.us.us.prol, align 8
  %.368.us.1.us.prol = fadd double %.366.us.1.us.prol, %.367.us.1.us.prol
  store double %.368.us.1.us.prol, ptr %.379.us.us.prol, align 8
  %.374.us.1.us.prol = getelementptr i8, ptr %.231.091.us.us6, i64 16
  %.379.us.1.us.prol = getelementptr i8, ptr %.379.us.us.prol, i64 %spec.select83
  %.366.us.2.us.prol = load double, ptr %.374.us.1.us.prol, align 8
  %sunkaddr239 = mul i64 %spec.select83, 2
  %sunkaddr240 = getelementptr i8, ptr %.284.092.us.us5, i64 %sunkaddr239
  %.367.us.2.us.prol = load double, ptr %sunkaddr240, align 8
  %.368.us.2.us.prol = fadd double %.366.us.2.us.prol, %.367.us.2.us.prol
  store double %.368.us.2.us.prol, ptr %sunkaddr240, align 8
  %.374.us.2.us.prol = getelementptr i8, ptr %.231.091.us.us6, i64 24
  %.379.us.2.us.prol = getelementptr i8, ptr %.379.us.1.us.prol, i64 %spec.select83
  %scevgep14.us.prol = getelementptr i8, ptr %.284.092.us.us5, i64 %5
  %.366.us.3.us.prol = load double, ptr %.374.us.2.us.prol, align 8
  %.367.us.3.us.prol = load double, ptr %scevgep14.us.prol, align 8
  %.368.us.3.us.prol = fadd double %.366.us.3.us.prol, %.367.us.3.us.prol
  store double %.368.us.3.us.prol, ptr %scevgep14.us.prol, align 8
  %.374.us.3.us.prol = getelementptr i8, ptr %.231.091.us.us6, i64 32
  %.379.us.3.us.prol = getelementptr i8, ptr %.379.us.2.us.prol, i64 %spec.select83
  %.366.us.4.us.prol = load double, ptr %.374.us.3.us.prol, align 8
  %sunkaddr241 = mul i64 %spec.select83, 4
  %sunkaddr242 = getelementptr i8, ptr %.284.092.us.us5, i64 %sunkaddr241
  %.367.us.4.us.prol = load double, ptr %sunkaddr242, align 8
  %.368.us.4.us.prol = fadd double %.366.us.4.us.prol, %.367.us.4.us.prol
  store double %.368.us.4.us.prol, ptr %sunkaddr242, align 8
  %.374.us.4.us.prol = getelementptr i8, ptr %.231.091.us.us6, i64 40
  %.379.us.4.us.prol = getelementptr i8, ptr %.379.us.3.us.prol, i64 %spec.select83
  %scevgep12.us.prol = getelementptr i8, ptr %.284.092.us.us5, i64 %4
  %.366.us.5.us.prol = load double, ptr %.374.us.4.us.prol, align 8
  %.367.us.5.us.prol = load double, ptr %scevgep12.us.prol, align 8
  %.368.us.5.us.prol = fadd double %.366.us.5.us.prol, %.367.us.5.us.prol
  store double %.368.us.5.us.prol, ptr %scevgep12.us.prol, align 8
  %.374.us.5.us.prol = getelementptr i8, ptr %.231.091.us.us6, i64 48
  %.379.us.5.us.prol = getelementptr i8, ptr %.379.us.4.us.prol, i64 %spec.select83
  %scevgep11.us.prol = getelementptr i8, ptr %.284.092.us.us5, i64 %3
  %.366.us.6.us.prol = load double, ptr %.374.us.5.us.prol, align 8
  %.367.us.6.us.prol = load double, ptr %scevgep11.us.prol, align 8
  %.368.us.6.us.prol = fadd double %.366.us.6.us.prol, %.367.us.6.us.prol
  store double %.368.us.6.us.prol, ptr %scevgep11.us.prol, align 8
  %.374.us.6.us.prol = getelementptr i8, ptr %.231.091.us.us6, i64 56
  %.379.us.6.us.prol = getelementptr i8, ptr %.379.us.5.us.prol, i64 %spec.select83
  %scevgep10.us.prol = getelementptr i8, ptr %.284.092.us.us5, i64 %2
  %.366.us.7.us.prol = load double, ptr %.374.us.6.us.prol, align 8
  %.367.us.7.us.prol = load double, ptr %scevgep10.us.prol, align 8
  %.368.us.7.us.prol = fadd double %.366.us.7.us.prol, %.367.us.7.us.prol
  store double %.368.us.7.us.prol, ptr %scevgep10.us.prol, align 8
  %.374.us.7.us.prol = getelementptr i8, ptr %.231.091.us.us6, i64 64
  %.379.us.7.us.prol = getelementptr i8, ptr %.379.us.6.us.prol, i64 %spec.select83
  br label %.318.endif.us.us.prol.loopexit

.318.endif.us.us.prol.loopexit:                   ; preds = %.318.endif.us.us.prol, %.318.preheader.us.us3
  %.374.us.7.us.lcssa.unr = phi ptr [ poison, %.318.preheader.us.us3 ], [ %.374.us.7.us.prol, %.318.endif.us.us.prol ]
  %.379.us.7.us.lcssa.unr = phi ptr [ poison, %.318.preheader.us.us3 ], [ %.379.us.7.us.prol, %.318.endif.us.us.prol ]
  %lsr.iv.us.unr = phi i64 [ %unroll_iter, %.318.preheader.us.us3 ], [ %lsr.iv.next.us.prol, %.318.endif.us.us.prol ]
  %.284.186.us.us.unr = phi ptr [ %.284.092.us.us5, %.318.preheader.us.us3 ], [ %.379.us.7.us.prol, %.318.endif.us.us.prol ]
  %.231.185.us.us.unr = phi ptr [ %.231.091.us.us6, %.318.preheader.us.us3 ], [ %.374.us.7.us.prol, %.318.endif.us.us.prol ]
  %109 = icmp eq i64 %106, 0
  br i1 %109, label %.318..319_crit_edge.us.unr-lcssa.us, label %.318.endif.us.us.preheader, !prof !26

.318.endif.us.us.preheader:                       ; preds = %.318.endif.us.us.prol.loopexit
  br label %.318.endif.us.us

.318.endif.us.us:                                 ; preds = %.318.endif.us.us.preheader, %.318.endif.us.us
  %lsr.iv.us = phi i64 [ %lsr.iv.next.us.1, %.318.endif.us.us ], [ %lsr.iv.us.unr, %.318.endif.us.us.preheader ]
  %.284.186.us.us = phi ptr [ %.379.us.7.us.1, %.318.endif.us.us ], [ %.284.186.us.us.unr, %.318.endif.us.us.preheader ]
  %.231.185.us.us = phi ptr [ %.374.us.7.us.1, %.318.endif.us.us ], [ %.231.185.us.us.unr, %.318.endif.us.us.preheader ]
  %.366.us.us = load double, ptr %.231.185.us.us, align 8
  %.367.us.us = load double, ptr %.284.186.us.us, align 8
  %.368.us.us = fadd double %.366.us.us, %.367.us.us
  store double %.368.us.us, ptr %.284.186.us.us, align 8
  %.374.us.us = getelementptr i8, ptr %.231.185.us.us, i64 8
  %.379.us.us = getelementptr i8, ptr %.284.186.us.us, i64 %spec.select83
  %.366.us.1.us = load double, ptr %.374.us.us, align 8
  %.367.us.1.us = load double, ptr %.379.us.us, align 8
  %.368.us.1.us = fadd double %.366.us.1.us, %.367.us.1.us
  store double %.368.us.1.us, ptr %.379.us.us, align 8
  %.374.us.1.us = getelementptr i8, ptr %.231.185.us.us, i64 16
  %.379.us.1.us = getelementptr i8, ptr %.379.us.us, i64 %spec.select83
  %.366.us.2.us = load double, ptr %.374.us.1.us, align 8
  %.367.us.2.us = load double, ptr %.379.us.1.us, align 8
  %.368.us.2.us = fadd double %.366.us.2.us, %.367.us.2.us
  store double %.368.us.2.us, ptr %.379.us.1.us, align 8
  %.374.us.2.us = getelementptr i8, ptr %.231.185.us.us, i64 24
  %.379.us.2.us = getelementptr i8, ptr %.379.us.1.us, i64 %spec.select83
  %.366.us.3.us = load double, ptr %.374.us.2.us, align 8
  %.367.us.3.us = load double, ptr %.379.us.2.us, align 8
  %.368.us.3.us = fadd double %.366.us.3.us, %.367.us.3.us
  store double %.368.us.3.us, ptr %.379.us.2.us, align 8
  %.374.us.3.us = getelementptr i8, ptr %.231.185.us.us, i64 32
  %.379.us.3.us = getelementptr i8, ptr %.379.us.2.us, i64 %spec.select83
  %.366.us.4.us = load double, ptr %.374.us.3.us, align 8
  %.367.us.4.us = load double, ptr %.379.us.3.us, align 8
  %.368.us.4.us = fadd double %.366.us.4.us, %.367.us.4.us
  store double %.368.us.4.us, ptr %.379.us.3.us, align 8
  %.374.us.4.us = getelementptr i8, ptr %.231.185.us.us, i64 40
  %.379.us.4.us = getelementptr i8, ptr %.379.us.3.us, i64 %spec.select83
  %.366.us.5.us = load double, ptr %.374.us.4.us, align 8
  %.367.us.5.us = load double, ptr %.379.us.4.us, align 8
  %.368.us.5.us = fadd double %.366.us.5.us, %.367.us.5.us
  store double %.368.us.5.us, ptr %.379.us.4.us, align 8
  %.374.us.5.us = getelementptr i8, ptr %.231.185.us.us, i64 48
  %.379.us.5.us = getelementptr i8, ptr %.379.us.4.us, i64 %spec.select83
  %.366.us.6.us = load double, ptr %.374.us.5.us, align 8
  %.367.us.6.us = load double, ptr %.379.us.5.us, align 8
  %.368.us.6.us = fadd double %.366.us.6.us, %.367.us.6.us
  store double %.368.us.6.us, ptr %.379.us.5.us, align 8
  %.374.us.6.us = getelementptr i8, ptr %.231.185.us.us, i64 56
  %.379.us.6.us = getelementptr i8, ptr %.379.us.5.us, i64 %spec.select83
  %.366.us.7.us = load double, ptr %.374.us.6.us, align 8
  %.367.us.7.us = load double, ptr %.379.us.6.us, align 8
  %.368.us.7.us = fadd double %.366.us.7.us, %.367.us.7.us
  store double %.368.us.7.us, ptr %.379.us.6.us, align 8
  %.374.us.7.us = getelementptr i8, ptr %.231.185.us.us, i64 64
  %.379.us.7.us = getelementptr i8, ptr %.379.us.6.us, i64 %spec.select83
  %.366.us.us.1 = load double, ptr %.374.us.7.us, align 8
  %.367.us.us.1 = load double, ptr %.379.us.7.us, align 8
  %.368.us.us.1 = fadd double %.366.us.us.1, %.367.us.us.1
  store double %.368.us.us.1, ptr %.379.us.7.us, align 8
  %.374.us.us.1 = getelementptr i8, ptr %.231.185.us.us, i64 72
  %.379.us.us.1 = getelementptr i8, ptr %.379.us.7.us, i64 %spec.select83
  %.366.us.1.us.1 = load double, ptr %.374.us.us.1, align 8
  %.367.us.1.us.1 = load double, ptr %.379.us.us.1, align 8
  %.368.us.1.us.1 = fadd double %.366.us.1.us.1, %.367.us.1.us.1
  store double %.368.us.1.us.1, ptr %.379.us.us.1, align 8
  %.374.us.1.us.1 = getelementptr i8, ptr %.231.185.us.us, i64 80
  %.379.us.1.us.1 = getelementptr i8, ptr %.379.us.us.1, i64 %spec.select83
  %.366.us.2.us.1 = load double, ptr %.374.us.1.us.1, align 8
  %.367.us.2.us.1 = load double, ptr %.379.us.1.us.1, align 8
  %.368.us.2.us.1 = fadd double %.366.us.2.us.1, %.367.us.2.us.1
  store double %.368.us.2.us.1, ptr %.379.us.1.us.1, align 8
  %.374.us.2.us.1 = getelementptr i8, ptr %.231.185.us.us, i64 88
  %.379.us.2.us.1 = getelementptr i8, ptr %.379.us.1.us.1, i64 %spec.select83
  %.366.us.3.us.1 = load double, ptr %.374.us.2.us.1, align 8
  %.367.us.3.us.1 = load double, ptr %.379.us.2.us.1, align 8
  %.368.us.3.us.1 = fadd double %.366.us.3.us.1, %.367.us.3.us.1
  store double %.368.us.3.us.1, ptr %.379.us.2.us.1, align 8
  %.374.us.3.us.1 = getelementptr i8, ptr %.231.185.us.us, i64 96
  %.379.us.3.us.1 = getelementptr i8, ptr %.379.us.2.us.1, i64 %spec.select83
  %.366.us.4.us.1 = load double, ptr %.374.us.3.us.1, align 8
  %.367.us.4.us.1 = load double, ptr %.379.us.3.us.1, align 8
  %.368.us.4.us.1 = fadd double %.366.us.4.us.1, %.367.us.4.us.1
  store double %.368.us.4.us.1, ptr %.379.us.3.us.1, align 8
  %.374.us.4.us.1 = getelementptr i8, ptr %.231.185.us.us, i64 104
  %.379.us.4.us.1 = getelementptr i8, ptr %.379.us.3.us.1, i64 %spec.select83
  %.366.us.5.us.1 = load double, ptr %.374.us.4.us.1, align 8
  %.367.us.5.us.1 = load double, ptr %.379.us.4.us.1, align 8
  %.368.us.5.us.1 = fadd double %.366.us.5.us.1, %.367.us.5.us.1
  store double %.368.us.5.us.1, ptr %.379.us.4.us.1, align 8
  %.374.us.5.us.1 = getelementptr i8, ptr %.231.185.us.us, i64 112
  %.379.us.5.us.1 = getelementptr i8, ptr %.379.us.4.us.1, i64 %spec.select83
  %.366.us.6.us.1 = load double, ptr %.374.us.5.us.1, align 8
  %.367.us.6.us.1 = load double, ptr %.379.us.5.us.1, align 8
  %.368.us.6.us.1 = fadd double %.366.us.6.us.1, %.367.us.6.us.1
  store double %.368.us.6.us.1, ptr %.379.us.5.us.1, align 8
  %.374.us.6.us.1 = getelementptr i8, ptr %.231.185.us.us, i64 120
  %.379.us.6.us.1 = getelementptr i8, ptr %.379.us.5.us.1, i64 %spec.select83
  %.366.us.7.us.1 = load double, ptr %.374.us.6.us.1, align 8
  %.367.us.7.us.1 = load double, ptr %.379.us.6.us.1, align 8
  %.368.us.7.us.1 = fadd double %.366.us.7.us.1, %.367.us.7.us.1
  store double %.368.us.7.us.1, ptr %.379.us.6.us.1, align 8
  %.374.us.7.us.1 = getelementptr i8, ptr %.231.185.us.us, i64 128
  %.379.us.7.us.1 = getelementptr i8, ptr %.379.us.6.us.1, i64 %spec.select83
  %lsr.iv.next.us.1 = add nsw i64 %lsr.iv.us, -16
  %niter.ncmp.7.us.1 = icmp eq i64 %lsr.iv.next.us.1, 0
  br i1 %niter.ncmp.7.us.1, label %.318..319_crit_edge.us.unr-lcssa.us, label %.318.endif.us.us, !prof !31, !llvm.loop !46

.318..319_crit_edge.us.unr-lcssa.us:              ; preds = %.318.endif.us.us, %.318.endif.us.us.prol.loopexit
  %.374.us.7.us.lcssa = phi ptr [ %.374.us.7.us.lcssa.unr, %.318.endif.us.us.prol.loopexit ], [ %.374.us.7.us.1, %.318.endif.us.us ]
  %.379.us.7.us.lcssa = phi ptr [ %.379.us.7.us.lcssa.unr, %.318.endif.us.us.prol.loopexit ], [ %.379.us.7.us.1, %.318.endif.us.us ]
  %110 = getelementptr i8, ptr %.379.us.7.us.lcssa, i64 %spec.select83.neg2
  %111 = getelementptr i8, ptr %110, i64 %spec.select83
  %.352.us.us9 = getelementptr i8, ptr %.374.us.7.us.lcssa, i64 %.348.neg.us
  %.360.us.us10 = getelementptr i8, ptr %111, i64 %.357.us
  %.385.us.us11 = add nuw nsw i64 %.302.093.us.us4, 1
  %.388.us.us12 = getelementptr i8, ptr %.352.us.us9, i64 %arg.a.6.0
  %.393.us.us13 = getelementptr i8, ptr %.360.us.us10, i64 %spec.select70
  %exitcond95.not.us14 = icmp eq i64 %.385.us.us11, %arg.a.5.0
  br i1 %exitcond95.not.us14, label %.306, label %.318.preheader.us.us3, !prof !48

.318.preheader.us:                                ; preds = %.318.preheader.us.preheader24, %.318..319_crit_edge.us.loopexit
  %.302.093.us = phi i64 [ %.385.us, %.318..319_crit_edge.us.loopexit ], [ 0, %.318.preheader.us.preheader24 ]
  %.284.092.us = phi ptr [ %scevgep231, %.318..319_crit_edge.us.loopexit ], [ %.6.i, %.318.preheader.us.preheader24 ]
  %.231.091.us = phi ptr [ %scevgep233, %.318..319_crit_edge.us.loopexit ], [ %arg.a.4, %.318.preheader.us.preheader24 ]
  %112 = and i64 %98, 8
  %113 = icmp eq i64 %112, 0
  br i1 %113, label %.318.endif.us.prol, label %.318.endif.us.prol.loopexit, !prof !26

.318.endif.us.prol:                               ; preds = %.318.preheader.us
  %.366.us.prol = load double, ptr %.231.091.us, align 8
  %.367.us.prol = load double, ptr %.284.092.us, align 8
  %.368.us.prol = fadd double %.366.us.prol, %.367.us.prol
  store double %.368.us.prol, ptr %.284.092.us, align 8
  %.374.us.prol = getelementptr i8, ptr %.231.091.us, i64 8
  %.379.us.prol = getelementptr i8, ptr %.284.092.us, i64 %spec.select83
  %.366.us.1.prol = load double, ptr %.374.us.prol, align 8
  %.367.us.1.prol = load double, ptr %.379.us.prol, align 8
  %.368.us.1.prol = fadd double %.366.us.1.prol, %.367.us.1.prol
  store double %.368.us.1.prol, ptr %.379.us.prol, align 8
  %.374.us.1.prol = getelementptr i8, ptr %.231.091.us, i64 16
  %.379.us.1.prol = getelementptr i8, ptr %.379.us.prol, i64 %spec.select83
  %.366.us.2.prol = load double, ptr %.374.us.1.prol, align 8
  %sunkaddr243 = mul i64 %spec.select83, 2
  %sunkaddr244 = getelementptr i8, ptr %.284.092.us, i64 %sunkaddr243
  %.367.us.2.prol = load double, ptr %sunkaddr244, align 8
  %.368.us.2.prol = fadd double %.366.us.2.prol, %.367.us.2.prol
  store double %.368.us.2.prol, ptr %sunkaddr244, align 8
  %.374.us.2.prol = getelementptr i8, ptr %.231.091.us, i64 24
  %.379.us.2.prol = getelementptr i8, ptr %.379.us.1.prol, i64 %spec.select83
  %scevgep14.prol = getelementptr i8, ptr %.284.092.us, i64 %5
  %.366.us.3.prol = load double, ptr %.374.us.2.prol, align 8
  %.367.us.3.prol = load double, ptr %scevgep14.prol, align 8
  %.368.us.3.prol = fadd double %.366.us.3.prol, %.367.us.3.prol
  store double %.368.us.3.prol, ptr %scevgep14.prol, align 8
  %.374.us.3.prol = getelementptr i8, ptr %.231.091.us, i64 32
  %.379.us.3.prol = getelementptr i8, ptr %.379.us.2.prol, i64 %spec.select83
  %.366.us.4.prol = load double, ptr %.374.us.3.prol, align 8
  %sunkaddr245 = mul i64 %spec.select83, 4
  %sunkaddr246 = getelementptr i8, ptr %.284.092.us, i64 %sunkaddr245
  %.367.us.4.prol = load double, ptr %sunkaddr246, align 8
  %.368.us.4.prol = fadd double %.366.us.4.prol, %.367.us.4.prol
  store double %.368.us.4.prol, ptr %sunkaddr246, align 8
  %.374.us.4.prol = getelementptr i8, ptr %.231.091.us, i64 40
  %.379.us.4.prol = getelementptr i8, ptr %.379.us.3.prol, i64 %spec.select83
  %scevgep12.prol = getelementptr i8, ptr %.284.092.us, i64 %4
  %.366.us.5.prol = load double, ptr %.374.us.4.prol, align 8
  %.367.us.5.prol = load double, ptr %scevgep12.prol, align 8
  %.368.us.5.prol = fadd double %.366.us.5.prol, %.367.us.5.prol
  store double %.368.us.5.prol, ptr %scevgep12.prol, align 8
  %.374.us.5.prol = getelementptr i8, ptr %.231.091.us, i64 48
  %.379.us.5.prol = getelementptr i8, ptr %.379.us.4.prol, i64 %spec.select83
  %scevgep11.prol = getelementptr i8, ptr %.284.092.us, i64 %3
  %.366.us.6.prol = load double, ptr %.374.us.5.prol, align 8
  %.367.us.6.prol = load double, ptr %scevgep11.prol, align 8
  %.368.us.6.prol = fadd double %.366.us.6.prol, %.367.us.6.prol
  store double %.368.us.6.prol, ptr %scevgep11.prol, align 8
  %.374.us.6.prol = getelementptr i8, ptr %.231.091.us, i64 56
  %.379.us.6.prol = getelementptr i8, ptr %.379.us.5.prol, i64 %spec.select83
  %scevgep10.prol = getelementptr i8, ptr %.284.092.us, i64 %2
  %.366.us.7.prol = load double, ptr %.374.us.6.prol, align 8
  %.367.us.7.prol = load double, ptr %scevgep10.prol, align 8
  %.368.us.7.prol = fadd double %.366.us.7.prol, %.367.us.7.prol
  store double %.368.us.7.prol, ptr %scevgep10.prol, align 8
  %.374.us.7.prol = getelementptr i8, ptr %.231.091.us, i64 64
  %.379.us.7.prol = getelementptr i8, ptr %.379.us.6.prol, i64 %spec.select83
  br label %.318.endif.us.prol.loopexit

.318.endif.us.prol.loopexit:                      ; preds = %.318.endif.us.prol, %.318.preheader.us
  %.374.us.7.lcssa.unr = phi ptr [ poison, %.318.preheader.us ], [ %.374.us.7.prol, %.318.endif.us.prol ]
  %.379.us.7.lcssa.unr = phi ptr [ poison, %.318.preheader.us ], [ %.379.us.7.prol, %.318.endif.us.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter, %.318.preheader.us ], [ %lsr.iv.next.prol, %.318.endif.us.prol ]
  %.284.186.us.unr = phi ptr [ %.284.092.us, %.318.preheader.us ], [ %.379.us.7.prol, %.318.endif.us.prol ]
  %.231.185.us.unr = phi ptr [ %.231.091.us, %.318.preheader.us ], [ %.374.us.7.prol, %.318.endif.us.prol ]
  %114 = icmp ult i64 %98, 8
  br i1 %114, label %.318.endif.us.epil.preheader, label %.318.endif.us.preheader, !prof !26

.318.endif.us.preheader:                          ; preds = %.318.endif.us.prol.loopexit
  br label %.318.endif.us

.318.endif.us:                                    ; preds = %.318.endif.us.preheader, %.318.endif.us
  %lsr.iv = phi i64 [ %lsr.iv.next.1, %.318.endif.us ], [ %lsr.iv.unr, %.318.endif.us.preheader ]
  %.284.186.us = phi ptr [ %.379.us.7.1, %.318.endif.us ], [ %.284.186.us.unr, %.318.endif.us.preheader ]
  %.231.185.us = phi ptr [ %.374.us.7.1, %.318.endif.us ], [ %.231.185.us.unr, %.318.endif.us.preheader ]
  %.366.us = load double, ptr %.231.185.us, align 8
  %.367.us = load double, ptr %.284.186.us, align 8
  %.368.us = fadd double %.366.us, %.367.us
  store double %.368.us, ptr %.284.186.us, align 8
  %.374.us = getelementptr i8, ptr %.231.185.us, i64 8
  %.379.us = getelementptr i8, ptr %.284.186.us, i64 %spec.select83
  %.366.us.1 = load double, ptr %.374.us, align 8
  %.367.us.1 = load double, ptr %.379.us, align 8
  %.368.us.1 = fadd double %.366.us.1, %.367.us.1
  store double %.368.us.1, ptr %.379.us, align 8
  %.374.us.1 = getelementptr i8, ptr %.231.185.us, i64 16
  %.379.us.1 = getelementptr i8, ptr %.379.us, i64 %spec.select83
  %.366.us.2 = load double, ptr %.374.us.1, align 8
  %.367.us.2 = load double, ptr %.379.us.1, align 8
  %.368.us.2 = fadd double %.366.us.2, %.367.us.2
  store double %.368.us.2, ptr %.379.us.1, align 8
  %.374.us.2 = getelementptr i8, ptr %.231.185.us, i64 24
  %.379.us.2 = getelementptr i8, ptr %.379.us.1, i64 %spec.select83
  %.366.us.3 = load double, ptr %.374.us.2, align 8
  %.367.us.3 = load double, ptr %.379.us.2, align 8
  %.368.us.3 = fadd double %.366.us.3, %.367.us.3
  store double %.368.us.3, ptr %.379.us.2, align 8
  %.374.us.3 = getelementptr i8, ptr %.231.185.us, i64 32
  %.379.us.3 = getelementptr i8, ptr %.379.us.2, i64 %spec.select83
  %.366.us.4 = load double, ptr %.374.us.3, align 8
  %.367.us.4 = load double, ptr %.379.us.3, align 8
  %.368.us.4 = fadd double %.366.us.4, %.367.us.4
  store double %.368.us.4, ptr %.379.us.3, align 8
  %.374.us.4 = getelementptr i8, ptr %.231.185.us, i64 40
  %.379.us.4 = getelementptr i8, ptr %.379.us.3, i64 %spec.select83
  %.366.us.5 = load double, ptr %.374.us.4, align 8
  %.367.us.5 = load double, ptr %.379.us.4, align 8
  %.368.us.5 = fadd double %.366.us.5, %.367.us.5
  store double %.368.us.5, ptr %.379.us.4, align 8
  %.374.us.5 = getelementptr i8, ptr %.231.185.us, i64 48
  %.379.us.5 = getelementptr i8, ptr %.379.us.4, i64 %spec.select83
  %.366.us.6 = load double, ptr %.374.us.5, align 8
  %.367.us.6 = load double, ptr %.379.us.5, align 8
  %.368.us.6 = fadd double %.366.us.6, %.367.us.6
  store double %.368.us.6, ptr %.379.us.5, align 8
  %.374.us.6 = getelementptr i8, ptr %.231.185.us, i64 56
  %.379.us.6 = getelementptr i8, ptr %.379.us.5, i64 %spec.select83
  %.366.us.7 = load double, ptr %.374.us.6, align 8
  %.367.us.7 = load double, ptr %.379.us.6, align 8
  %.368.us.7 = fadd double %.366.us.7, %.367.us.7
  store double %.368.us.7, ptr %.379.us.6, align 8
  %.374.us.7 = getelementptr i8, ptr %.231.185.us, i64 64
  %.379.us.7 = getelementptr i8, ptr %.379.us.6, i64 %spec.select83
  %.366.us.127 = load double, ptr %.374.us.7, align 8
  %.367.us.128 = load double, ptr %.379.us.7, align 8
  %.368.us.129 = fadd double %.366.us.127, %.367.us.128
  store double %.368.us.129, ptr %.379.us.7, align 8
  %.374.us.130 = getelementptr i8, ptr %.231.185.us, i64 72
  %.379.us.131 = getelementptr i8, ptr %.379.us.7, i64 %spec.select83
  %.366.us.1.1 = load double, ptr %.374.us.130, align 8
  %.367.us.1.1 = load double, ptr %.379.us.131, align 8
  %.368.us.1.1 = fadd double %.366.us.1.1, %.367.us.1.1
  store double %.368.us.1.1, ptr %.379.us.131, align 8
  %.374.us.1.1 = getelementptr i8, ptr %.231.185.us, i64 80
  %.379.us.1.1 = getelementptr i8, ptr %.379.us.131, i64 %spec.select83
  %.366.us.2.1 = load double, ptr %.374.us.1.1, align 8
  %.367.us.2.1 = load double, ptr %.379.us.1.1, align 8
  %.368.us.2.1 = fadd double %.366.us.2.1, %.367.us.2.1
  store double %.368.us.2.1, ptr %.379.us.1.1, align 8
  %.374.us.2.1 = getelementptr i8, ptr %.231.185.us, i64 88
  %.379.us.2.1 = getelementptr i8, ptr %.379.us.1.1, i64 %spec.select83
  %.366.us.3.1 = load double, ptr %.374.us.2.1, align 8
  %.367.us.3.1 = load double, ptr %.379.us.2.1, align 8
  %.368.us.3.1 = fadd double %.366.us.3.1, %.367.us.3.1
  store double %.368.us.3.1, ptr %.379.us.2.1, align 8
  %.374.us.3.1 = getelementptr i8, ptr %.231.185.us, i64 96
  %.379.us.3.1 = getelementptr i8, ptr %.379.us.2.1, i64 %spec.select83
  %.366.us.4.1 = load double, ptr %.374.us.3.1, align 8
  %.367.us.4.1 = load double, ptr %.379.us.3.1, align 8
  %.368.us.4.1 = fadd double %.366.us.4.1, %.367.us.4.1
  store double %.368.us.4.1, ptr %.379.us.3.1, align 8
  %.374.us.4.1 = getelementptr i8, ptr %.231.185.us, i64 104
  %.379.us.4.1 = getelementptr i8, ptr %.379.us.3.1, i64 %spec.select83
  %.366.us.5.1 = load double, ptr %.374.us.4.1, align 8
  %.367.us.5.1 = load double, ptr %.379.us.4.1, align 8
  %.368.us.5.1 = fadd double %.366.us.5.1, %.367.us.5.1
  store double %.368.us.5.1, ptr %.379.us.4.1, align 8
  %.374.us.5.1 = getelementptr i8, ptr %.231.185.us, i64 112
  %.379.us.5.1 = getelementptr i8, ptr %.379.us.4.1, i64 %spec.select83
  %.366.us.6.1 = load double, ptr %.374.us.5.1, align 8
  %.367.us.6.1 = load double, ptr %.379.us.5.1, align 8
  %.368.us.6.1 = fadd double %.366.us.6.1, %.367.us.6.1
  store double %.368.us.6.1, ptr %.379.us.5.1, align 8
  %.374.us.6.1 = getelementptr i8, ptr %.231.185.us, i64 120
  %.379.us.6.1 = getelementptr i8, ptr %.379.us.5.1, i64 %spec.select83
  %.366.us.7.1 = load double, ptr %.374.us.6.1, align 8
  %.367.us.7.1 = load double, ptr %.379.us.6.1, align 8
  %.368.us.7.1 = fadd double %.366.us.7.1, %.367.us.7.1
  store double %.368.us.7.1, ptr %.379.us.6.1, align 8
  %.374.us.7.1 = getelementptr i8, ptr %.231.185.us, i64 128
  %.379.us.7.1 = getelementptr i8, ptr %.379.us.6.1, i64 %spec.select83
  %lsr.iv.next.1 = add nsw i64 %lsr.iv, -16
  %niter.ncmp.7.1 = icmp eq i64 %lsr.iv.next.1, 0
  br i1 %niter.ncmp.7.1, label %.318.endif.us.epil.preheader, label %.318.endif.us, !prof !31, !llvm.loop !49

.318.endif.us.epil.preheader:                     ; preds = %.318.endif.us, %.318.endif.us.prol.loopexit
  %.374.us.7.lcssa = phi ptr [ %.374.us.7.lcssa.unr, %.318.endif.us.prol.loopexit ], [ %.374.us.7.1, %.318.endif.us ]
  %.379.us.7.lcssa = phi ptr [ %.379.us.7.lcssa.unr, %.318.endif.us.prol.loopexit ], [ %.379.us.7.1, %.318.endif.us ]
  br label %.318.endif.us.epil

.318.endif.us.epil:                               ; preds = %.318.endif.us.epil.preheader, %.318.endif.us.epil
  %lsr.iv229 = phi i64 [ 0, %.318.endif.us.epil.preheader ], [ %lsr.iv.next230, %.318.endif.us.epil ]
  %.284.186.us.epil = phi ptr [ %.379.us.epil, %.318.endif.us.epil ], [ %.379.us.7.lcssa, %.318.endif.us.epil.preheader ]
  %scevgep234 = getelementptr i8, ptr %.374.us.7.lcssa, i64 %lsr.iv229
  %.366.us.epil = load double, ptr %scevgep234, align 8
  %.367.us.epil = load double, ptr %.284.186.us.epil, align 8
  %.368.us.epil = fadd double %.366.us.epil, %.367.us.epil
  store double %.368.us.epil, ptr %.284.186.us.epil, align 8
  %.379.us.epil = getelementptr i8, ptr %.284.186.us.epil, i64 %spec.select83
  %lsr.iv.next230 = add nuw nsw i64 %lsr.iv229, 8
  %epil.iter.cmp.not = icmp eq i64 %99, %lsr.iv.next230
  br i1 %epil.iter.cmp.not, label %.318..319_crit_edge.us.loopexit, label %.318.endif.us.epil, !prof !28, !llvm.loop !43

.318..319_crit_edge.us.loopexit:                  ; preds = %.318.endif.us.epil
  %.385.us = add nuw nsw i64 %.302.093.us, 1
  %scevgep232 = getelementptr i8, ptr %.374.us.7.lcssa, i64 %105
  %scevgep233 = getelementptr i8, ptr %scevgep232, i64 %lsr.iv.next230
  %scevgep231 = getelementptr i8, ptr %.379.us.epil, i64 %103
  %exitcond95.not = icmp eq i64 %.385.us, %arg.a.5.0
  br i1 %exitcond95.not, label %.306, label %.318.preheader.us, !prof !48

.306.loopexit.unr-lcssa:                          ; preds = %.318..319_crit_edge.us.loopexit.us.7
  %lcmp.mod35.not = icmp eq i64 %xtraiter34, 0
  br i1 %lcmp.mod35.not, label %.306, label %.318.preheader.us.us.epil.preheader, !prof !27

.318.preheader.us.us.epil.preheader:              ; preds = %.306.loopexit.unr-lcssa, %.318.preheader.us.us.preheader
  %.284.092.us.us.epil.init = phi ptr [ %.6.i, %.318.preheader.us.us.preheader ], [ %scevgep194, %.306.loopexit.unr-lcssa ]
  %.231.091.us.us.epil.init = phi ptr [ %arg.a.4, %.318.preheader.us.us.preheader ], [ %scevgep228, %.306.loopexit.unr-lcssa ]
  %115 = add i64 %spec.select70, %spec.select83
  %116 = add i64 %arg.a.5.1, 1
  %117 = mul i64 %spec.select83.neg2, %116
  %118 = add i64 %115, %117
  %119 = shl i64 %arg.a.5.1, 3
  %120 = sub i64 %arg.a.6.0, %119
  br label %.318.preheader.us.us.epil

.318.preheader.us.us.epil:                        ; preds = %.318..319_crit_edge.us.loopexit.us.epil, %.318.preheader.us.us.epil.preheader
  %.284.092.us.us.epil = phi ptr [ %scevgep, %.318..319_crit_edge.us.loopexit.us.epil ], [ %.284.092.us.us.epil.init, %.318.preheader.us.us.epil.preheader ]
  %.231.091.us.us.epil = phi ptr [ %scevgep44, %.318..319_crit_edge.us.loopexit.us.epil ], [ %.231.091.us.us.epil.init, %.318.preheader.us.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %.318..319_crit_edge.us.loopexit.us.epil ], [ 0, %.318.preheader.us.us.epil.preheader ]
  %scevgep42 = getelementptr i8, ptr %.231.091.us.us.epil, i64 %120
  br label %.318.endif.us.epil.us.epil

.318.endif.us.epil.us.epil:                       ; preds = %.318.endif.us.epil.us.epil, %.318.preheader.us.us.epil
  %lsr.iv43 = phi ptr [ %scevgep44, %.318.endif.us.epil.us.epil ], [ %scevgep42, %.318.preheader.us.us.epil ]
  %lsr.iv41 = phi i64 [ %lsr.iv.next, %.318.endif.us.epil.us.epil ], [ 0, %.318.preheader.us.us.epil ]
  %.284.186.us.epil.us.epil = phi ptr [ %.379.us.epil.us.epil, %.318.endif.us.epil.us.epil ], [ %.284.092.us.us.epil, %.318.preheader.us.us.epil ]
  %121 = shl i64 %lsr.iv41, 3
  %scevgep45 = getelementptr i8, ptr %.231.091.us.us.epil, i64 %121
  %.366.us.epil.us.epil = load double, ptr %scevgep45, align 8
  %.367.us.epil.us.epil = load double, ptr %.284.186.us.epil.us.epil, align 8
  %.368.us.epil.us.epil = fadd double %.366.us.epil.us.epil, %.367.us.epil.us.epil
  store double %.368.us.epil.us.epil, ptr %.284.186.us.epil.us.epil, align 8
  %.379.us.epil.us.epil = getelementptr i8, ptr %.284.186.us.epil.us.epil, i64 %spec.select83
  %lsr.iv.next = add i64 %lsr.iv41, 1
  %scevgep44 = getelementptr i8, ptr %lsr.iv43, i64 8
  %epil.iter.cmp.not.us.epil = icmp eq i64 %xtraiter, %lsr.iv.next
  br i1 %epil.iter.cmp.not.us.epil, label %.318..319_crit_edge.us.loopexit.us.epil, label %.318.endif.us.epil.us.epil, !prof !28, !llvm.loop !43

.318..319_crit_edge.us.loopexit.us.epil:          ; preds = %.318.endif.us.epil.us.epil
  %scevgep = getelementptr i8, ptr %.379.us.epil.us.epil, i64 %118
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not38 = icmp eq i64 %epil.iter.next, %xtraiter34
  br i1 %epil.iter.cmp.not38, label %.306, label %.318.preheader.us.us.epil, !prof !28, !llvm.loop !50

.306:                                             ; preds = %.318..319_crit_edge.us.loopexit, %.318..319_crit_edge.us.unr-lcssa.us, %.318..319_crit_edge.us.loopexit.us.epil, %.306.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif
  store ptr %.7.i.i, ptr %retptr, align 8
  %retptr.repack71 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack71, align 8
  %retptr.repack73 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %spec.select, ptr %retptr.repack73, align 8
  %retptr.repack75 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack75, align 8
  %retptr.repack77 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack77, align 8
  %retptr.repack79 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %spec.select, ptr %retptr.repack79, align 8
  %retptr.repack81 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 8, ptr %retptr.repack81, align 8
  tail call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !10

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np9arraymath17check_axis_boundsB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readnone captures(none) %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readnone captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i64 %arg.axis) local_unnamed_addr {
B162:
  %.130 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.3 = alloca ptr, align 8
  store ptr null, ptr %excinfo.3, align 8
  %.184 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.4 = alloca ptr, align 8
  store ptr null, ptr %excinfo.4, align 8
  %.216 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.5 = alloca ptr, align 8
  store ptr null, ptr %excinfo.5, align 8
  %0 = add i64 %arg.axis, -2
  %or.cond = icmp ult i64 %0, -4
  br i1 %or.cond, label %B208, label %B264

B208:                                             ; preds = %B162
  %spec.select = tail call i64 @llvm.abs.i64(i64 %arg.axis, i1 false)
  %arg.n.lobit.i.i = lshr i64 %arg.axis, 63
  %.79.le.i.i = sitofp i64 %spec.select to double
  %.80.le.i.i = tail call double @llvm.log10.f64(double %.79.le.i.i)
  %.92.le.i.i = tail call double @llvm.floor.f64(double %.80.le.i.i)
  %.5.i.i.i = fptosi double %.92.le.i.i to i64
  %.70.i.i = add i64 %arg.n.lobit.i.i, %.5.i.i.i
  %.123.i.i = add i64 %.70.i.i, 1
  %.157.i.i = add i64 %.70.i.i, 2
  %.159.i.i = tail call ptr @NRT_MemInfo_alloc(i64 %.157.i.i), !noalias !51
  %.160.i.i = icmp eq ptr %.159.i.i, null
  br i1 %.160.i.i, label %B208.if.if, label %for.end.1.endif.endif.endif.i.i, !prof !10

B306.i.i:                                         ; preds = %B246.endif.i.i, %for.end.1.endif.endif.endif.i.i
  %.279.i.i = icmp sgt i64 %spec.select, 0
  br i1 %.279.i.i, label %B328.endif.endif.endif.preheader.i.i, label %B208.endif

B328.endif.endif.endif.preheader.i.i:             ; preds = %B306.i.i
  %scevgep.i.i = getelementptr i8, ptr %.6.i.i.i, i64 %.70.i.i
  br label %B328.endif.endif.endif.i.i

for.end.1.endif.endif.endif.i.i:                  ; preds = %B208
  %.15.i.i = icmp slt i64 %arg.axis, 0
  %.5.i8.i.i = getelementptr i8, ptr %.159.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i8.i.i, align 8, !noalias !51
  br i1 %.15.i.i, label %B246.endif.i.i, label %B306.i.i

B246.endif.i.i:                                   ; preds = %for.end.1.endif.endif.endif.i.i
  store i8 45, ptr %.6.i.i.i, align 1, !noalias !58
  br label %B306.i.i

B328.endif.endif.endif.i.i:                       ; preds = %B328.endif.endif.endif.i.i, %B328.endif.endif.endif.preheader.i.i
  %lsr.iv.i.i = phi ptr [ %scevgep.i.i, %B328.endif.endif.endif.preheader.i.i ], [ %scevgep10.i.i, %B328.endif.endif.endif.i.i ]
  %n.4.0.i.i = phi i64 [ %spec.select, %B328.endif.endif.endif.preheader.i.i ], [ %.30497.i.i, %B328.endif.endif.endif.i.i ]
  %.30497.i.i = udiv i64 %n.4.0.i.i, 10
  %.30598.i.i = urem i64 %n.4.0.i.i, 10
  %1 = trunc nuw nsw i64 %.30598.i.i to i8
  %.41.i9.i.i = or disjoint i8 %1, 48
  store i8 %.41.i9.i.i, ptr %lsr.iv.i.i, align 1, !noalias !62
  %.416.not.i.i = icmp samesign ult i64 %n.4.0.i.i, 10
  %scevgep10.i.i = getelementptr i8, ptr %lsr.iv.i.i, i64 -1
  br i1 %.416.not.i.i, label %B208.endif, label %B328.endif.endif.endif.i.i

common.ret:                                       ; preds = %B208.endif.endif.endif.endif.endif.endif.endif, %B208.endif.endif.endif.endif.endif.endif.if, %B208.endif.endif.endif.endif.endif.if, %B208.endif.endif.endif.endif.if.if, %B208.endif.endif.endif.if.if, %B208.endif.endif.if.if, %B208.endif.if.if, %B208.if.if, %B264
  %common.ret.op = phi i32 [ 0, %B264 ], [ 1, %B208.if.if ], [ 1, %B208.endif.if.if ], [ 1, %B208.endif.endif.if.if ], [ 1, %B208.endif.endif.endif.if.if ], [ 1, %B208.endif.endif.endif.endif.if.if ], [ 1, %B208.endif.endif.endif.endif.endif.if ], [ 1, %B208.endif.endif.endif.endif.endif.endif.if ], [ 1, %B208.endif.endif.endif.endif.endif.endif.endif ]
  ret i32 %common.ret.op

B264:                                             ; preds = %B162
  store ptr null, ptr %retptr, align 8
  br label %common.ret

B208.endif:                                       ; preds = %B328.endif.endif.endif.i.i, %B306.i.i
  %.159.i.i15 = tail call ptr @NRT_MemInfo_alloc(i64 2), !noalias !66
  %.160.i.i16 = icmp eq ptr %.159.i.i15, null
  br i1 %.160.i.i16, label %B208.endif.if.if, label %B208.endif.endif, !prof !10

B208.if.if:                                       ; preds = %B208
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3, ptr %excinfo, align 8
  br label %common.ret

B208.endif.endif:                                 ; preds = %B208.endif
  %.5.i8.i.i18 = getelementptr i8, ptr %.159.i.i15, i64 24
  %.6.i.i.i19 = load ptr, ptr %.5.i8.i.i18, align 8, !noalias !66
  store i8 50, ptr %.6.i.i.i19, align 1, !noalias !73
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.130, i8 0, i64 48, i1 false)
  %.134 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.130, ptr nonnull %excinfo.3, ptr nonnull @.bytes.9002720897448359195, i64 5, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr %.6.i.i.i, i64 %.123.i.i, i32 1, i32 1, i64 -1, ptr nonnull %.159.i.i, ptr null)
  %sunkaddr = getelementptr inbounds nuw i8, ptr %.130, i64 32
  %.144.fca.5.load = load ptr, ptr %sunkaddr, align 8
  %cond2 = icmp eq i32 %.134, 0
  br i1 %cond2, label %B208.endif.endif.endif, label %B208.endif.endif.if.if, !prof !0

B208.endif.if.if:                                 ; preds = %B208.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3, ptr %excinfo, align 8
  br label %common.ret

B208.endif.endif.endif:                           ; preds = %B208.endif.endif
  %sunkaddr75 = getelementptr inbounds nuw i8, ptr %.130, i64 40
  %.144.fca.6.load = load ptr, ptr %sunkaddr75, align 8
  %sunkaddr76 = getelementptr inbounds nuw i8, ptr %.130, i64 24
  %.144.fca.4.load = load i64, ptr %sunkaddr76, align 8
  %sunkaddr77 = getelementptr inbounds nuw i8, ptr %.130, i64 20
  %.144.fca.3.load = load i32, ptr %sunkaddr77, align 4
  %sunkaddr78 = getelementptr inbounds nuw i8, ptr %.130, i64 16
  %.144.fca.2.load = load i32, ptr %sunkaddr78, align 8
  %sunkaddr79 = getelementptr inbounds nuw i8, ptr %.130, i64 8
  %.144.fca.1.load = load i64, ptr %sunkaddr79, align 8
  %.144.fca.0.load = load ptr, ptr %.130, align 8
  tail call void @NRT_decref(ptr nonnull %.159.i.i)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.184, i8 0, i64 48, i1 false)
  %.188 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.184, ptr nonnull %excinfo.4, ptr %.144.fca.0.load, i64 %.144.fca.1.load, i32 %.144.fca.2.load, i32 %.144.fca.3.load, i64 %.144.fca.4.load, ptr %.144.fca.5.load, ptr %.144.fca.6.load, ptr nonnull @.bytes.-1343957398709923879, i64 41, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %sunkaddr80 = getelementptr inbounds nuw i8, ptr %.184, i64 32
  %.198.fca.5.load = load ptr, ptr %sunkaddr80, align 8
  %cond3 = icmp eq i32 %.188, 0
  br i1 %cond3, label %B208.endif.endif.endif.endif, label %B208.endif.endif.endif.if.if, !prof !0

B208.endif.endif.if.if:                           ; preds = %B208.endif.endif
  %.135 = load ptr, ptr %excinfo.3, align 8
  store ptr %.135, ptr %excinfo, align 8
  br label %common.ret

B208.endif.endif.endif.endif:                     ; preds = %B208.endif.endif.endif
  %sunkaddr81 = getelementptr inbounds nuw i8, ptr %.184, i64 40
  %.198.fca.6.load = load ptr, ptr %sunkaddr81, align 8
  %sunkaddr82 = getelementptr inbounds nuw i8, ptr %.184, i64 24
  %.198.fca.4.load = load i64, ptr %sunkaddr82, align 8
  %sunkaddr83 = getelementptr inbounds nuw i8, ptr %.184, i64 20
  %.198.fca.3.load = load i32, ptr %sunkaddr83, align 4
  %sunkaddr84 = getelementptr inbounds nuw i8, ptr %.184, i64 16
  %.198.fca.2.load = load i32, ptr %sunkaddr84, align 8
  %sunkaddr85 = getelementptr inbounds nuw i8, ptr %.184, i64 8
  %.198.fca.1.load = load i64, ptr %sunkaddr85, align 8
  %.198.fca.0.load = load ptr, ptr %.184, align 8
  tail call void @NRT_decref(ptr %.144.fca.5.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.216, i8 0, i64 48, i1 false)
  %.220 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.216, ptr nonnull %excinfo.5, ptr %.198.fca.0.load, i64 %.198.fca.1.load, i32 %.198.fca.2.load, i32 %.198.fca.3.load, i64 %.198.fca.4.load, ptr %.198.fca.5.load, ptr %.198.fca.6.load, ptr nonnull %.6.i.i.i19, i64 1, i32 1, i32 1, i64 -1, ptr nonnull %.159.i.i15, ptr null)
  %.230.fca.0.load = load ptr, ptr %.216, align 8
  %sunkaddr86 = getelementptr inbounds nuw i8, ptr %.216, i64 8
  %.230.fca.1.load = load i64, ptr %sunkaddr86, align 8
  %sunkaddr87 = getelementptr inbounds nuw i8, ptr %.216, i64 16
  %.230.fca.2.load = load i32, ptr %sunkaddr87, align 8
  %sunkaddr88 = getelementptr inbounds nuw i8, ptr %.216, i64 20
  %.230.fca.3.load = load i32, ptr %sunkaddr88, align 4
  %sunkaddr89 = getelementptr inbounds nuw i8, ptr %.216, i64 24
  %.230.fca.4.load = load i64, ptr %sunkaddr89, align 8
  %sunkaddr90 = getelementptr inbounds nuw i8, ptr %.216, i64 32
  %.230.fca.5.load = load ptr, ptr %sunkaddr90, align 8
  %sunkaddr91 = getelementptr inbounds nuw i8, ptr %.216, i64 40
  %.230.fca.6.load = load ptr, ptr %sunkaddr91, align 8
  %cond4 = icmp eq i32 %.220, 0
  br i1 %cond4, label %B208.endif.endif.endif.endif.endif, label %B208.endif.endif.endif.endif.if.if, !prof !0

B208.endif.endif.endif.if.if:                     ; preds = %B208.endif.endif.endif
  %.189 = load ptr, ptr %excinfo.4, align 8
  store ptr %.189, ptr %excinfo, align 8
  br label %common.ret

B208.endif.endif.endif.endif.endif:               ; preds = %B208.endif.endif.endif.endif
  tail call void @NRT_incref(ptr %.230.fca.5.load)
  %.251 = tail call ptr @NRT_Allocate(i64 48)
  %.252 = icmp eq ptr %.251, null
  tail call void @NRT_decref(ptr %.198.fca.5.load)
  tail call void @NRT_decref(ptr nonnull %.159.i.i15)
  br i1 %.252, label %B208.endif.endif.endif.endif.endif.if, label %B208.endif.endif.endif.endif.endif.endif, !prof !10

B208.endif.endif.endif.endif.if.if:               ; preds = %B208.endif.endif.endif.endif
  %.221 = load ptr, ptr %excinfo.5, align 8
  store ptr %.221, ptr %excinfo, align 8
  br label %common.ret

B208.endif.endif.endif.endif.endif.if:            ; preds = %B208.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B208.endif.endif.endif.endif.endif.endif:         ; preds = %B208.endif.endif.endif.endif.endif
  store ptr %.230.fca.0.load, ptr %.251, align 8
  %.251.repack112 = getelementptr inbounds nuw i8, ptr %.251, i64 8
  store i64 %.230.fca.1.load, ptr %.251.repack112, align 8
  %.251.repack114 = getelementptr inbounds nuw i8, ptr %.251, i64 16
  store i32 %.230.fca.2.load, ptr %.251.repack114, align 8
  %.251.repack116 = getelementptr inbounds nuw i8, ptr %.251, i64 20
  store i32 %.230.fca.3.load, ptr %.251.repack116, align 4
  %.251.repack118 = getelementptr inbounds nuw i8, ptr %.251, i64 24
  store i64 %.230.fca.4.load, ptr %.251.repack118, align 8
  %.251.repack120 = getelementptr inbounds nuw i8, ptr %.251, i64 32
  store ptr %.230.fca.5.load, ptr %.251.repack120, align 8
  %.251.repack122 = getelementptr inbounds nuw i8, ptr %.251, i64 40
  store ptr %.230.fca.6.load, ptr %.251.repack122, align 8
  %.262 = tail call ptr @NRT_Allocate(i64 40)
  %.263 = icmp eq ptr %.262, null
  br i1 %.263, label %B208.endif.endif.endif.endif.endif.endif.if, label %B208.endif.endif.endif.endif.endif.endif.endif, !prof !10

B208.endif.endif.endif.endif.endif.endif.if:      ; preds = %B208.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B208.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B208.endif.endif.endif.endif.endif.endif
  store ptr @.const.pickledata.fe6b77a2f847b71932bc0853c921565a62c03e09, ptr %.262, align 8
  %.277 = getelementptr i8, ptr %.262, i64 8
  store i32 381, ptr %.277, align 8
  %.279 = getelementptr i8, ptr %.262, i64 16
  store ptr %.251, ptr %.279, align 8
  %.281 = getelementptr i8, ptr %.262, i64 24
  store ptr @__excinfo_unwrap_args2a69829f126f4a7013ea1e2468c3325e564f5cc6, ptr %.281, align 8
  %.283 = getelementptr i8, ptr %.262, i64 32
  store i32 1, ptr %.283, align 8
  store ptr %.262, ptr %excinfo, align 8
  br label %common.ret
}

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !10

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !10

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log10.f64(double) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #5

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
  %.38.i = tail call ptr @NRT_MemInfo_alloc(i64 %.37.i16), !noalias !77
  %.39.i = icmp eq ptr %.38.i, null
  br i1 %.39.i, label %B0.endif.endif.if.if, label %B0.endif.endif.i, !prof !10

B0.endif.endif.i:                                 ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, ptr %.38.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !77
  switch i32 %.53.0.ph64, label %B0.endif.endif.i.unreachabledefault [
    i32 1, label %B36.i.i
    i32 2, label %B116.i.i
    i32 4, label %B196.i.i
  ]

B36.i.i:                                          ; preds = %B0.endif.endif.i
  %.41.i.i = getelementptr i8, ptr %.6.i.i, i64 %.38
  store i8 0, ptr %.41.i.i, align 1, !noalias !81
  br label %B0.endif.endif.endif.endif.endif

B116.i.i:                                         ; preds = %B0.endif.endif.i
  %.72.i.i = getelementptr i16, ptr %.6.i.i, i64 %.38
  store i16 0, ptr %.72.i.i, align 2, !noalias !81
  br label %B0.endif.endif.endif.endif.endif

B196.i.i:                                         ; preds = %B0.endif.endif.i
  %.102.i.i = getelementptr i32, ptr %.6.i.i, i64 %.38
  store i32 0, ptr %.102.i.i, align 4, !noalias !81
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
  %7 = icmp eq <16 x i32> %broadcast.splat, splat (i32 1)
  %8 = icmp eq <16 x i32> %broadcast.splat, splat (i32 2)
  %9 = icmp eq <16 x i32> %broadcast.splat, splat (i32 4)
  %10 = icmp eq i32 %arg.a.2, 4
  %11 = icmp eq i32 %arg.a.2, 2
  %12 = icmp eq i32 %arg.a.2, 1
  %13 = shl i64 %lsr.iv741, 2
  %scevgep766 = getelementptr i8, ptr %arg.a.0, i64 %13
  %scevgep767 = getelementptr i8, ptr %scevgep766, i64 -192
  %scevgep765 = getelementptr i8, ptr %scevgep766, i64 -128
  %scevgep763 = getelementptr i8, ptr %scevgep766, i64 -64
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep767, <16 x i1> %9, <16 x i32> poison), !alias.scope !85, !noalias !88
  %wide.masked.load175 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep765, <16 x i1> %9, <16 x i32> poison), !alias.scope !85, !noalias !88
  %wide.masked.load176 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep763, <16 x i1> %9, <16 x i32> poison), !alias.scope !85, !noalias !88
  %wide.masked.load177 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep766, <16 x i1> %9, <16 x i32> poison), !alias.scope !85, !noalias !88
  %14 = shl nuw i64 %lsr.iv741, 1
  %scevgep512 = getelementptr i8, ptr %arg.a.0, i64 %14
  %15 = shl nuw i64 %lsr.iv741, 1
  %scevgep510 = getelementptr i8, ptr %arg.a.0, i64 %15
  %scevgep511 = getelementptr i8, ptr %scevgep510, i64 -96
  %16 = shl nuw i64 %lsr.iv741, 1
  %scevgep507 = getelementptr i8, ptr %arg.a.0, i64 %16
  %scevgep509 = getelementptr i8, ptr %scevgep507, i64 -64
  %17 = shl nuw i64 %lsr.iv741, 1
  %scevgep505 = getelementptr i8, ptr %arg.a.0, i64 %17
  %scevgep506 = getelementptr i8, ptr %scevgep505, i64 -32
  %wide.masked.load178 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep511, <16 x i1> %8, <16 x i16> poison), !alias.scope !91, !noalias !88
  %wide.masked.load179 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep509, <16 x i1> %8, <16 x i16> poison), !alias.scope !91, !noalias !88
  %wide.masked.load180 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep506, <16 x i1> %8, <16 x i16> poison), !alias.scope !91, !noalias !88
  %wide.masked.load181 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep512, <16 x i1> %8, <16 x i16> poison), !alias.scope !91, !noalias !88
  %18 = zext <16 x i16> %wide.masked.load178 to <16 x i32>
  %19 = zext <16 x i16> %wide.masked.load179 to <16 x i32>
  %20 = zext <16 x i16> %wide.masked.load180 to <16 x i32>
  %21 = zext <16 x i16> %wide.masked.load181 to <16 x i32>
  %scevgep750 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv741
  %scevgep751 = getelementptr i8, ptr %scevgep750, i64 -48
  %scevgep753 = getelementptr i8, ptr %scevgep750, i64 -32
  %scevgep752 = getelementptr i8, ptr %scevgep750, i64 -16
  %wide.masked.load182 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep751, <16 x i1> %7, <16 x i8> poison), !alias.scope !93, !noalias !88
  %wide.masked.load183 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep753, <16 x i1> %7, <16 x i8> poison), !alias.scope !93, !noalias !88
  %wide.masked.load184 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep752, <16 x i1> %7, <16 x i8> poison), !alias.scope !93, !noalias !88
  %wide.masked.load185 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep750, <16 x i1> %7, <16 x i8> poison), !alias.scope !93, !noalias !88
  %22 = zext <16 x i8> %wide.masked.load182 to <16 x i32>
  %23 = zext <16 x i8> %wide.masked.load183 to <16 x i32>
  %24 = zext <16 x i8> %wide.masked.load184 to <16 x i32>
  %25 = zext <16 x i8> %wide.masked.load185 to <16 x i32>
  %predphi = select i1 %12, <16 x i32> %22, <16 x i32> zeroinitializer
  %predphi186 = select i1 %11, <16 x i32> %18, <16 x i32> %predphi
  %predphi187 = select i1 %10, <16 x i32> %wide.masked.load, <16 x i32> %predphi186
  %predphi188 = select i1 %12, <16 x i32> %23, <16 x i32> zeroinitializer
  %predphi189 = select i1 %11, <16 x i32> %19, <16 x i32> %predphi188
  %predphi190 = select i1 %10, <16 x i32> %wide.masked.load175, <16 x i32> %predphi189
  %predphi191 = select i1 %12, <16 x i32> %24, <16 x i32> zeroinitializer
  %predphi192 = select i1 %11, <16 x i32> %20, <16 x i32> %predphi191
  %predphi193 = select i1 %10, <16 x i32> %wide.masked.load176, <16 x i32> %predphi192
  %predphi194 = select i1 %12, <16 x i32> %25, <16 x i32> zeroinitializer
  %predphi195 = select i1 %11, <16 x i32> %21, <16 x i32> %predphi194
  %predphi196 = select i1 %10, <16 x i32> %wide.masked.load177, <16 x i32> %predphi195
  %26 = shl i64 %lsr.iv741, 2
  %scevgep513 = getelementptr i8, ptr %.6.i.i, i64 %26
  %scevgep518 = getelementptr i8, ptr %scevgep513, i64 -192
  %scevgep515 = getelementptr i8, ptr %scevgep513, i64 -128
  %scevgep514 = getelementptr i8, ptr %scevgep513, i64 -64
  store <16 x i32> %predphi187, ptr %scevgep518, align 4, !alias.scope !95, !noalias !97
  store <16 x i32> %predphi190, ptr %scevgep515, align 4, !alias.scope !95, !noalias !97
  store <16 x i32> %predphi193, ptr %scevgep514, align 4, !alias.scope !95, !noalias !97
  store <16 x i32> %predphi196, ptr %scevgep513, align 4, !alias.scope !95, !noalias !97
  %lsr.iv.next742 = add nuw nsw i64 %lsr.iv741, 64
  %27 = add i64 %6, %lsr.iv.next742
  %28 = icmp eq i64 %27, 48
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !101

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.a.1, %n.vec
  br i1 %cmp.n, label %B296.endif.endif, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %29 = and i64 %arg.a.1, 48
  %min.epilog.iters.check = icmp eq i64 %29, 0
  br i1 %min.epilog.iters.check, label %B230.us114.preheader, label %vec.epilog.ph, !prof !102

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
  %wide.masked.load202 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep740, <16 x i1> %33, <16 x i32> poison), !alias.scope !85, !noalias !88
  %37 = shl i64 %index201, 1
  %scevgep739 = getelementptr i8, ptr %arg.a.0, i64 %37
  %wide.masked.load203 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep739, <16 x i1> %34, <16 x i16> poison), !alias.scope !91, !noalias !88
  %38 = zext <16 x i16> %wide.masked.load203 to <16 x i32>
  %39 = getelementptr i8, ptr %arg.a.0, i64 %index201
  %wide.masked.load204 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %39, <16 x i1> %35, <16 x i8> poison), !alias.scope !93, !noalias !88
  %40 = zext <16 x i8> %wide.masked.load204 to <16 x i32>
  %predphi205 = select <16 x i1> %.splat, <16 x i32> %40, <16 x i32> zeroinitializer
  %predphi206 = select <16 x i1> %.splat393, <16 x i32> %38, <16 x i32> %predphi205
  %predphi207 = select <16 x i1> %.splat394, <16 x i32> %wide.masked.load202, <16 x i32> %predphi206
  %41 = shl i64 %index201, 2
  %scevgep504 = getelementptr i8, ptr %.6.i.i, i64 %41
  store <16 x i32> %predphi207, ptr %scevgep504, align 4, !alias.scope !95, !noalias !97
  %index.next208 = add nuw i64 %index201, 16
  %42 = icmp eq i64 %n.vec198, %index.next208
  br i1 %42, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !103

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
  %.95.i.us119.prol = load i32, ptr %scevgep735, align 4, !noalias !88
  br label %B230.endif.us129.prol

B110.i.us121.prol:                                ; preds = %B230.us114.prol
  %44 = shl nuw i64 %.262291294.us115.prol, 1
  %scevgep503 = getelementptr i8, ptr %arg.a.0, i64 %44
  %.66.i.us123.prol = load i16, ptr %scevgep503, align 2, !noalias !88
  %.70.i.us124.prol = zext i16 %.66.i.us123.prol to i32
  br label %B230.endif.us129.prol

B36.i.us125.prol:                                 ; preds = %B230.us114.prol
  %.36.i.us126.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us115.prol
  %.37.i.us127.prol = load i8, ptr %.36.i.us126.prol, align 1, !noalias !88
  %.41.i.us128.prol = zext i8 %.37.i.us127.prol to i32
  br label %B230.endif.us129.prol

B230.endif.us129.prol:                            ; preds = %B36.i.us125.prol, %B110.i.us121.prol, %B184.i.us117.prol, %B230.us114.prol
  %.sink.i.us130.prol = phi i32 [ %.41.i.us128.prol, %B36.i.us125.prol ], [ %.95.i.us119.prol, %B184.i.us117.prol ], [ %.70.i.us124.prol, %B110.i.us121.prol ], [ 0, %B230.us114.prol ]
  %45 = shl i64 %.262291294.us115.prol, 2
  %scevgep733 = getelementptr i8, ptr %.6.i.i, i64 %45
  store i32 %.sink.i.us130.prol, ptr %scevgep733, align 4, !noalias !104
  %lsr.iv.next737 = add nsw i64 %lsr.iv736, -1
  %.269.us116.prol = add nuw nsw i64 %.262291294.us115.prol, 1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next737, 0
  br i1 %prol.iter.cmp.not, label %B230.us114.prol.loopexit, label %B230.us114.prol, !llvm.loop !105

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
  %const519 = bitcast i64 9223372036854775792 to i64
  %min.iters.check229 = icmp samesign ult i64 %arg.a.1, 64
  br i1 %min.iters.check229, label %vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge, label %vector.ph231

vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge: ; preds = %vector.main.loop.iter.check230
  %.pre = insertelement <16 x i32> poison, i32 %arg.a.2, i64 0
  %.pre182 = shufflevector <16 x i32> %.pre, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.ph269

vector.ph231:                                     ; preds = %vector.main.loop.iter.check230
  %const_mat520 = add i64 %const519, -48
  %n.vec233 = and i64 %arg.a.1, %const_mat520
  %broadcast.splatinsert234 = insertelement <16 x i32> poison, i32 %arg.a.2, i64 0
  %broadcast.splat235 = shufflevector <16 x i32> %broadcast.splatinsert234, <16 x i32> poison, <16 x i32> zeroinitializer
  %56 = lshr i64 %arg.a.1, 6
  %57 = trunc i64 %56 to i57
  %58 = zext i57 %57 to i64
  %59 = mul nsw i64 %58, -64
  br label %vector.body236

vector.body236:                                   ; preds = %vector.body236, %vector.ph231
  %lsr.iv460 = phi i64 [ %lsr.iv.next461, %vector.body236 ], [ 48, %vector.ph231 ]
  %60 = icmp eq <16 x i32> %broadcast.splat235, splat (i32 1)
  %61 = icmp eq <16 x i32> %broadcast.splat235, splat (i32 2)
  %62 = icmp eq <16 x i32> %broadcast.splat235, splat (i32 4)
  %63 = icmp eq i32 %arg.a.2, 4
  %64 = icmp eq i32 %arg.a.2, 2
  %65 = icmp eq i32 %arg.a.2, 1
  %66 = shl i64 %lsr.iv460, 2
  %scevgep485 = getelementptr i8, ptr %arg.a.0, i64 %66
  %scevgep486 = getelementptr i8, ptr %scevgep485, i64 -192
  %scevgep484 = getelementptr i8, ptr %scevgep485, i64 -128
  %scevgep482 = getelementptr i8, ptr %scevgep485, i64 -64
  %wide.masked.load238 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep486, <16 x i1> %62, <16 x i32> poison), !alias.scope !106, !noalias !88
  %wide.masked.load239 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep484, <16 x i1> %62, <16 x i32> poison), !alias.scope !106, !noalias !88
  %wide.masked.load240 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep482, <16 x i1> %62, <16 x i32> poison), !alias.scope !106, !noalias !88
  %wide.masked.load241 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep485, <16 x i1> %62, <16 x i32> poison), !alias.scope !106, !noalias !88
  %67 = trunc <16 x i32> %wide.masked.load238 to <16 x i16>
  %68 = trunc <16 x i32> %wide.masked.load239 to <16 x i16>
  %69 = trunc <16 x i32> %wide.masked.load240 to <16 x i16>
  %70 = trunc <16 x i32> %wide.masked.load241 to <16 x i16>
  %71 = shl nuw i64 %lsr.iv460, 1
  %scevgep405 = getelementptr i8, ptr %arg.a.0, i64 %71
  %72 = shl nuw i64 %lsr.iv460, 1
  %scevgep403 = getelementptr i8, ptr %arg.a.0, i64 %72
  %scevgep404 = getelementptr i8, ptr %scevgep403, i64 -96
  %73 = shl nuw i64 %lsr.iv460, 1
  %scevgep401 = getelementptr i8, ptr %arg.a.0, i64 %73
  %scevgep402 = getelementptr i8, ptr %scevgep401, i64 -64
  %74 = shl nuw i64 %lsr.iv460, 1
  %scevgep399 = getelementptr i8, ptr %arg.a.0, i64 %74
  %scevgep400 = getelementptr i8, ptr %scevgep399, i64 -32
  %wide.masked.load242 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep404, <16 x i1> %61, <16 x i16> poison), !alias.scope !109, !noalias !88
  %wide.masked.load243 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep402, <16 x i1> %61, <16 x i16> poison), !alias.scope !109, !noalias !88
  %wide.masked.load244 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep400, <16 x i1> %61, <16 x i16> poison), !alias.scope !109, !noalias !88
  %wide.masked.load245 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep405, <16 x i1> %61, <16 x i16> poison), !alias.scope !109, !noalias !88
  %scevgep462 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv460
  %scevgep463 = getelementptr i8, ptr %scevgep462, i64 -48
  %scevgep465 = getelementptr i8, ptr %scevgep462, i64 -32
  %scevgep464 = getelementptr i8, ptr %scevgep462, i64 -16
  %wide.masked.load246 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep463, <16 x i1> %60, <16 x i8> poison), !alias.scope !111, !noalias !88
  %wide.masked.load247 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep465, <16 x i1> %60, <16 x i8> poison), !alias.scope !111, !noalias !88
  %wide.masked.load248 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep464, <16 x i1> %60, <16 x i8> poison), !alias.scope !111, !noalias !88
  %wide.masked.load249 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep462, <16 x i1> %60, <16 x i8> poison), !alias.scope !111, !noalias !88
  %75 = zext <16 x i8> %wide.masked.load246 to <16 x i16>
  %76 = zext <16 x i8> %wide.masked.load247 to <16 x i16>
  %77 = zext <16 x i8> %wide.masked.load248 to <16 x i16>
  %78 = zext <16 x i8> %wide.masked.load249 to <16 x i16>
  %predphi250 = select i1 %65, <16 x i16> %75, <16 x i16> zeroinitializer
  %predphi251 = select i1 %64, <16 x i16> %wide.masked.load242, <16 x i16> %predphi250
  %predphi252 = select i1 %63, <16 x i16> %67, <16 x i16> %predphi251
  %predphi253 = select i1 %65, <16 x i16> %76, <16 x i16> zeroinitializer
  %predphi254 = select i1 %64, <16 x i16> %wide.masked.load243, <16 x i16> %predphi253
  %predphi255 = select i1 %63, <16 x i16> %68, <16 x i16> %predphi254
  %predphi256 = select i1 %65, <16 x i16> %77, <16 x i16> zeroinitializer
  %predphi257 = select i1 %64, <16 x i16> %wide.masked.load244, <16 x i16> %predphi256
  %predphi258 = select i1 %63, <16 x i16> %69, <16 x i16> %predphi257
  %predphi259 = select i1 %65, <16 x i16> %78, <16 x i16> zeroinitializer
  %predphi260 = select i1 %64, <16 x i16> %wide.masked.load245, <16 x i16> %predphi259
  %predphi261 = select i1 %63, <16 x i16> %70, <16 x i16> %predphi260
  %79 = shl nuw i64 %lsr.iv460, 1
  %scevgep398 = getelementptr i8, ptr %.6.i.i, i64 %79
  %80 = shl nuw i64 %lsr.iv460, 1
  %scevgep396 = getelementptr i8, ptr %.6.i.i, i64 %80
  %scevgep397 = getelementptr i8, ptr %scevgep396, i64 -96
  store <16 x i16> %predphi252, ptr %scevgep397, align 2, !alias.scope !113, !noalias !115
  %81 = shl nuw i64 %lsr.iv460, 1
  %scevgep392 = getelementptr i8, ptr %.6.i.i, i64 %81
  %scevgep393 = getelementptr i8, ptr %scevgep392, i64 -64
  store <16 x i16> %predphi255, ptr %scevgep393, align 2, !alias.scope !113, !noalias !115
  %82 = shl nuw i64 %lsr.iv460, 1
  %scevgep384 = getelementptr i8, ptr %.6.i.i, i64 %82
  %scevgep391 = getelementptr i8, ptr %scevgep384, i64 -32
  store <16 x i16> %predphi258, ptr %scevgep391, align 2, !alias.scope !113, !noalias !115
  store <16 x i16> %predphi261, ptr %scevgep398, align 2, !alias.scope !113, !noalias !115
  %lsr.iv.next461 = add nuw nsw i64 %lsr.iv460, 64
  %83 = add i64 %59, %lsr.iv.next461
  %84 = icmp eq i64 %83, 48
  br i1 %84, label %middle.block263, label %vector.body236, !llvm.loop !116

middle.block263:                                  ; preds = %vector.body236
  %cmp.n264 = icmp eq i64 %arg.a.1, %n.vec233
  br i1 %cmp.n264, label %B296.endif.endif, label %vec.epilog.iter.check267

vec.epilog.iter.check267:                         ; preds = %middle.block263
  %85 = and i64 %arg.a.1, 48
  %min.epilog.iters.check268 = icmp eq i64 %85, 0
  br i1 %min.epilog.iters.check268, label %B230.us94.preheader, label %vec.epilog.ph269, !prof !102

vec.epilog.ph269:                                 ; preds = %vec.epilog.iter.check267, %vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge
  %broadcast.splat273.pre-phi = phi <16 x i32> [ %.pre182, %vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge ], [ %broadcast.splat235, %vec.epilog.iter.check267 ]
  %vec.epilog.resume.val265 = phi i64 [ 0, %vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge ], [ %n.vec233, %vec.epilog.iter.check267 ]
  %n.vec271 = and i64 %arg.a.1, %const519
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
  %wide.masked.load276 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep644, <16 x i1> %89, <16 x i32> poison), !alias.scope !106, !noalias !88
  %93 = trunc <16 x i32> %wide.masked.load276 to <16 x i16>
  %94 = shl i64 %index275, 1
  %scevgep643 = getelementptr i8, ptr %arg.a.0, i64 %94
  %wide.masked.load277 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep643, <16 x i1> %90, <16 x i16> poison), !alias.scope !109, !noalias !88
  %95 = getelementptr i8, ptr %arg.a.0, i64 %index275
  %wide.masked.load278 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %95, <16 x i1> %91, <16 x i8> poison), !alias.scope !111, !noalias !88
  %96 = zext <16 x i8> %wide.masked.load278 to <16 x i16>
  %predphi279 = select <16 x i1> %.splat395, <16 x i16> %96, <16 x i16> zeroinitializer
  %predphi280 = select <16 x i1> %.splat396, <16 x i16> %wide.masked.load277, <16 x i16> %predphi279
  %predphi281 = select <16 x i1> %.splat397, <16 x i16> %93, <16 x i16> %predphi280
  %97 = shl i64 %index275, 1
  %scevgep382 = getelementptr i8, ptr %.6.i.i, i64 %97
  store <16 x i16> %predphi281, ptr %scevgep382, align 2, !alias.scope !113, !noalias !115
  %index.next282 = add nuw i64 %index275, 16
  %98 = icmp eq i64 %n.vec271, %index.next282
  br i1 %98, label %vec.epilog.middle.block283, label %vec.epilog.vector.body274, !llvm.loop !117

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
  %.95.i.us99.prol = load i32, ptr %scevgep639, align 4, !noalias !88
  %.98.i.us100.prol = trunc i32 %.95.i.us99.prol to i16
  br label %B230.endif.us109.prol

B110.i.us101.prol:                                ; preds = %B230.us94.prol
  %100 = shl nuw i64 %.262291294.us95.prol, 1
  %scevgep379 = getelementptr i8, ptr %arg.a.0, i64 %100
  %.66.i.us103.prol = load i16, ptr %scevgep379, align 2, !noalias !88
  br label %B230.endif.us109.prol

B36.i.us105.prol:                                 ; preds = %B230.us94.prol
  %.36.i.us106.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us95.prol
  %.37.i.us107.prol = load i8, ptr %.36.i.us106.prol, align 1, !noalias !88
  %.41.i.us108.prol = zext i8 %.37.i.us107.prol to i16
  br label %B230.endif.us109.prol

B230.endif.us109.prol:                            ; preds = %B36.i.us105.prol, %B110.i.us101.prol, %B184.i.us97.prol, %B230.us94.prol
  %.sink.i.us110.prol = phi i16 [ %.41.i.us108.prol, %B36.i.us105.prol ], [ %.98.i.us100.prol, %B184.i.us97.prol ], [ %.66.i.us103.prol, %B110.i.us101.prol ], [ 0, %B230.us94.prol ]
  %101 = shl nuw i64 %.262291294.us95.prol, 1
  %scevgep375 = getelementptr i8, ptr %.6.i.i, i64 %101
  store i16 %.sink.i.us110.prol, ptr %scevgep375, align 2, !noalias !104
  %lsr.iv.next641 = add nsw i64 %lsr.iv640, -1
  %.269.us96.prol = add nuw nsw i64 %.262291294.us95.prol, 1
  %prol.iter404.cmp.not = icmp eq i64 %lsr.iv.next641, 0
  br i1 %prol.iter404.cmp.not, label %B230.us94.prol.loopexit, label %B230.us94.prol, !llvm.loop !118

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
  %const521 = bitcast i64 9223372036854775792 to i64
  %min.iters.check295 = icmp samesign ult i64 %arg.a.1, 64
  br i1 %min.iters.check295, label %vec.epilog.ph312, label %vector.ph297

vector.ph297:                                     ; preds = %vector.main.loop.iter.check296
  %const_mat522 = add i64 %const521, -48
  %n.vec299 = and i64 %arg.a.1, %const_mat522
  br label %vector.body300

vector.body300:                                   ; preds = %vector.body300, %vector.ph297
  %index301 = phi i64 [ 0, %vector.ph297 ], [ %index.next305, %vector.body300 ]
  %sunkaddr = mul i64 %index301, 4
  %sunkaddr528 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr
  %wide.load = load <16 x i32>, ptr %sunkaddr528, align 4, !alias.scope !119, !noalias !88
  %sunkaddr529 = mul i64 %index301, 4
  %sunkaddr530 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr529
  %sunkaddr531 = getelementptr i8, ptr %sunkaddr530, i64 64
  %wide.load302 = load <16 x i32>, ptr %sunkaddr531, align 4, !alias.scope !119, !noalias !88
  %sunkaddr532 = mul i64 %index301, 4
  %sunkaddr533 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr532
  %sunkaddr534 = getelementptr i8, ptr %sunkaddr533, i64 128
  %wide.load303 = load <16 x i32>, ptr %sunkaddr534, align 4, !alias.scope !119, !noalias !88
  %sunkaddr535 = mul i64 %index301, 4
  %sunkaddr536 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr535
  %sunkaddr537 = getelementptr i8, ptr %sunkaddr536, i64 192
  %wide.load304 = load <16 x i32>, ptr %sunkaddr537, align 4, !alias.scope !119, !noalias !88
  %105 = trunc <16 x i32> %wide.load to <16 x i8>
  %106 = trunc <16 x i32> %wide.load302 to <16 x i8>
  %107 = trunc <16 x i32> %wide.load303 to <16 x i8>
  %108 = trunc <16 x i32> %wide.load304 to <16 x i8>
  %sunkaddr538 = getelementptr i8, ptr %.6.i.i, i64 %index301
  store <16 x i8> %105, ptr %sunkaddr538, align 1, !alias.scope !122, !noalias !124
  %sunkaddr539 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr540 = getelementptr i8, ptr %sunkaddr539, i64 16
  store <16 x i8> %106, ptr %sunkaddr540, align 1, !alias.scope !122, !noalias !124
  %sunkaddr541 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr542 = getelementptr i8, ptr %sunkaddr541, i64 32
  store <16 x i8> %107, ptr %sunkaddr542, align 1, !alias.scope !122, !noalias !124
  %sunkaddr543 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr544 = getelementptr i8, ptr %sunkaddr543, i64 48
  store <16 x i8> %108, ptr %sunkaddr544, align 1, !alias.scope !122, !noalias !124
  %index.next305 = add nuw nsw i64 %index301, 64
  %109 = icmp eq i64 %n.vec299, %index.next305
  br i1 %109, label %middle.block306, label %vector.body300, !llvm.loop !125

middle.block306:                                  ; preds = %vector.body300
  %cmp.n307 = icmp eq i64 %arg.a.1, %n.vec299
  br i1 %cmp.n307, label %B296.endif.endif, label %vec.epilog.iter.check310

vec.epilog.iter.check310:                         ; preds = %middle.block306
  %110 = and i64 %arg.a.1, 56
  %min.epilog.iters.check311 = icmp eq i64 %110, 0
  br i1 %min.epilog.iters.check311, label %B230.us.us143.preheader, label %vec.epilog.ph312, !prof !126

vec.epilog.ph312:                                 ; preds = %vec.epilog.iter.check310, %vector.main.loop.iter.check296
  %vec.epilog.resume.val308 = phi i64 [ %n.vec299, %vec.epilog.iter.check310 ], [ 0, %vector.main.loop.iter.check296 ]
  %const_mat523 = add i64 %const521, 8
  %n.vec314 = and i64 %arg.a.1, %const_mat523
  br label %vec.epilog.vector.body315

vec.epilog.vector.body315:                        ; preds = %vec.epilog.vector.body315, %vec.epilog.ph312
  %index316 = phi i64 [ %vec.epilog.resume.val308, %vec.epilog.ph312 ], [ %index.next318, %vec.epilog.vector.body315 ]
  %111 = shl i64 %index316, 2
  %scevgep557 = getelementptr i8, ptr %arg.a.0, i64 %111
  %wide.load317 = load <8 x i32>, ptr %scevgep557, align 4, !alias.scope !119, !noalias !88
  %112 = trunc <8 x i32> %wide.load317 to <8 x i8>
  %113 = getelementptr i8, ptr %.6.i.i, i64 %index316
  store <8 x i8> %112, ptr %113, align 1, !alias.scope !122, !noalias !124
  %index.next318 = add nuw i64 %index316, 8
  %114 = icmp eq i64 %n.vec314, %index.next318
  br i1 %114, label %vec.epilog.middle.block319, label %vec.epilog.vector.body315, !llvm.loop !127

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
  %.95.i.us.us.prol = load i32, ptr %scevgep554, align 4, !noalias !88
  %.41.i19.us.us148.prol = trunc i32 %.95.i.us.us.prol to i8
  %.42.i.us.us149.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144.prol
  store i8 %.41.i19.us.us148.prol, ptr %.42.i.us.us149.prol, align 1, !noalias !104
  %lsr.iv.next556 = add nsw i64 %lsr.iv555, -1
  %prol.iter407.cmp.not = icmp eq i64 %lsr.iv.next556, 0
  br i1 %prol.iter407.cmp.not, label %B230.us.us143.prol.loopexit, label %B230.us.us143.prol, !llvm.loop !128

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
  %const524 = bitcast i64 9223372036854775792 to i64
  %min.iters.check331 = icmp samesign ult i64 %arg.a.1, 128
  br i1 %min.iters.check331, label %vec.epilog.ph349, label %vector.ph333

vector.ph333:                                     ; preds = %vector.main.loop.iter.check332
  %const_mat525 = add i64 %const524, -112
  %n.vec335 = and i64 %arg.a.1, %const_mat525
  br label %vector.body336

vector.body336:                                   ; preds = %vector.body336, %vector.ph333
  %index337 = phi i64 [ 0, %vector.ph333 ], [ %index.next342, %vector.body336 ]
  %sunkaddr545 = mul i64 %index337, 2
  %sunkaddr546 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr545
  %wide.load338 = load <32 x i16>, ptr %sunkaddr546, align 2, !alias.scope !129, !noalias !88
  %sunkaddr547 = mul i64 %index337, 2
  %sunkaddr548 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr547
  %sunkaddr549 = getelementptr i8, ptr %sunkaddr548, i64 64
  %wide.load339 = load <32 x i16>, ptr %sunkaddr549, align 2, !alias.scope !129, !noalias !88
  %sunkaddr550 = mul i64 %index337, 2
  %sunkaddr551 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr550
  %sunkaddr552 = getelementptr i8, ptr %sunkaddr551, i64 128
  %wide.load340 = load <32 x i16>, ptr %sunkaddr552, align 2, !alias.scope !129, !noalias !88
  %sunkaddr553 = mul i64 %index337, 2
  %sunkaddr554 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr553
  %sunkaddr555 = getelementptr i8, ptr %sunkaddr554, i64 192
  %wide.load341 = load <32 x i16>, ptr %sunkaddr555, align 2, !alias.scope !129, !noalias !88
  %119 = trunc <32 x i16> %wide.load338 to <32 x i8>
  %120 = trunc <32 x i16> %wide.load339 to <32 x i8>
  %121 = trunc <32 x i16> %wide.load340 to <32 x i8>
  %122 = trunc <32 x i16> %wide.load341 to <32 x i8>
  %sunkaddr556 = getelementptr i8, ptr %.6.i.i, i64 %index337
  store <32 x i8> %119, ptr %sunkaddr556, align 1, !alias.scope !132, !noalias !134
  %sunkaddr557 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr558 = getelementptr i8, ptr %sunkaddr557, i64 32
  store <32 x i8> %120, ptr %sunkaddr558, align 1, !alias.scope !132, !noalias !134
  %sunkaddr559 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr560 = getelementptr i8, ptr %sunkaddr559, i64 64
  store <32 x i8> %121, ptr %sunkaddr560, align 1, !alias.scope !132, !noalias !134
  %sunkaddr561 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr562 = getelementptr i8, ptr %sunkaddr561, i64 96
  store <32 x i8> %122, ptr %sunkaddr562, align 1, !alias.scope !132, !noalias !134
  %index.next342 = add nuw nsw i64 %index337, 128
  %123 = icmp eq i64 %n.vec335, %index.next342
  br i1 %123, label %middle.block343, label %vector.body336, !llvm.loop !135

middle.block343:                                  ; preds = %vector.body336
  %cmp.n344 = icmp eq i64 %arg.a.1, %n.vec335
  br i1 %cmp.n344, label %B296.endif.endif, label %vec.epilog.iter.check347

vec.epilog.iter.check347:                         ; preds = %middle.block343
  %124 = and i64 %arg.a.1, 112
  %min.epilog.iters.check348 = icmp eq i64 %124, 0
  br i1 %min.epilog.iters.check348, label %B230.us.us134.preheader, label %vec.epilog.ph349, !prof !136

vec.epilog.ph349:                                 ; preds = %vec.epilog.iter.check347, %vector.main.loop.iter.check332
  %vec.epilog.resume.val345 = phi i64 [ %n.vec335, %vec.epilog.iter.check347 ], [ 0, %vector.main.loop.iter.check332 ]
  %n.vec351 = and i64 %arg.a.1, %const524
  br label %vec.epilog.vector.body352

vec.epilog.vector.body352:                        ; preds = %vec.epilog.vector.body352, %vec.epilog.ph349
  %index353 = phi i64 [ %vec.epilog.resume.val345, %vec.epilog.ph349 ], [ %index.next355, %vec.epilog.vector.body352 ]
  %125 = shl i64 %index353, 1
  %scevgep508 = getelementptr i8, ptr %arg.a.0, i64 %125
  %wide.load354 = load <16 x i16>, ptr %scevgep508, align 2, !alias.scope !129, !noalias !88
  %126 = trunc <16 x i16> %wide.load354 to <16 x i8>
  %127 = getelementptr i8, ptr %.6.i.i, i64 %index353
  store <16 x i8> %126, ptr %127, align 1, !alias.scope !132, !noalias !134
  %index.next355 = add nuw i64 %index353, 16
  %128 = icmp eq i64 %n.vec351, %index.next355
  br i1 %128, label %vec.epilog.middle.block356, label %vec.epilog.vector.body352, !llvm.loop !137

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
  %scevgep139 = getelementptr i8, ptr %arg.a.0, i64 %129
  %.66.i.us.us.prol = load i16, ptr %scevgep139, align 2, !noalias !88
  %.41.i19.us.us139.prol = trunc i16 %.66.i.us.us.prol to i8
  %.42.i.us.us140.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135.prol
  store i8 %.41.i19.us.us139.prol, ptr %.42.i.us.us140.prol, align 1, !noalias !104
  %lsr.iv.next507 = add nsw i64 %lsr.iv506, -1
  %prol.iter410.cmp.not = icmp eq i64 %lsr.iv.next507, 0
  br i1 %prol.iter410.cmp.not, label %B230.us.us134.prol.loopexit, label %B230.us.us134.prol, !llvm.loop !138

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
  %const526 = bitcast i64 9223372036854775792 to i64
  %min.iters.check365 = icmp samesign ult i64 %arg.a.1, 256
  br i1 %min.iters.check365, label %vec.epilog.ph383, label %vector.ph367

vector.ph367:                                     ; preds = %vector.main.loop.iter.check366
  %const_mat527 = add i64 %const526, -240
  %n.vec369 = and i64 %arg.a.1, %const_mat527
  br label %vector.body370

vector.body370:                                   ; preds = %vector.body370, %vector.ph367
  %index371 = phi i64 [ 0, %vector.ph367 ], [ %index.next376, %vector.body370 ]
  %sunkaddr563 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %wide.load372 = load <64 x i8>, ptr %sunkaddr563, align 1, !noalias !88
  %sunkaddr564 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr565 = getelementptr i8, ptr %sunkaddr564, i64 64
  %wide.load373 = load <64 x i8>, ptr %sunkaddr565, align 1, !noalias !88
  %sunkaddr566 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr567 = getelementptr i8, ptr %sunkaddr566, i64 128
  %wide.load374 = load <64 x i8>, ptr %sunkaddr567, align 1, !noalias !88
  %sunkaddr568 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr569 = getelementptr i8, ptr %sunkaddr568, i64 192
  %wide.load375 = load <64 x i8>, ptr %sunkaddr569, align 1, !noalias !88
  %sunkaddr570 = getelementptr i8, ptr %.6.i.i, i64 %index371
  store <64 x i8> %wide.load372, ptr %sunkaddr570, align 1, !noalias !104
  %sunkaddr571 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr572 = getelementptr i8, ptr %sunkaddr571, i64 64
  store <64 x i8> %wide.load373, ptr %sunkaddr572, align 1, !noalias !104
  %sunkaddr573 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr574 = getelementptr i8, ptr %sunkaddr573, i64 128
  store <64 x i8> %wide.load374, ptr %sunkaddr574, align 1, !noalias !104
  %sunkaddr575 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr576 = getelementptr i8, ptr %sunkaddr575, i64 192
  store <64 x i8> %wide.load375, ptr %sunkaddr576, align 1, !noalias !104
  %index.next376 = add nuw nsw i64 %index371, 256
  %135 = icmp eq i64 %n.vec369, %index.next376
  br i1 %135, label %middle.block377, label %vector.body370, !llvm.loop !139

middle.block377:                                  ; preds = %vector.body370
  %cmp.n378 = icmp eq i64 %arg.a.1, %n.vec369
  br i1 %cmp.n378, label %B296.endif.endif, label %vec.epilog.iter.check381

vec.epilog.iter.check381:                         ; preds = %middle.block377
  %136 = and i64 %arg.a.1, 240
  %min.epilog.iters.check382 = icmp eq i64 %136, 0
  br i1 %min.epilog.iters.check382, label %B230.us.us.preheader, label %vec.epilog.ph383, !prof !140

vec.epilog.ph383:                                 ; preds = %vec.epilog.iter.check381, %vector.main.loop.iter.check366
  %vec.epilog.resume.val379 = phi i64 [ %n.vec369, %vec.epilog.iter.check381 ], [ 0, %vector.main.loop.iter.check366 ]
  %n.vec385 = and i64 %arg.a.1, %const526
  br label %vec.epilog.vector.body386

vec.epilog.vector.body386:                        ; preds = %vec.epilog.vector.body386, %vec.epilog.ph383
  %index387 = phi i64 [ %vec.epilog.resume.val379, %vec.epilog.ph383 ], [ %index.next389, %vec.epilog.vector.body386 ]
  %137 = getelementptr i8, ptr %arg.a.0, i64 %index387
  %wide.load388 = load <16 x i8>, ptr %137, align 1, !noalias !88
  %138 = getelementptr i8, ptr %.6.i.i, i64 %index387
  store <16 x i8> %wide.load388, ptr %138, align 1, !noalias !104
  %index.next389 = add nuw i64 %index387, 16
  %139 = icmp eq i64 %n.vec385, %index.next389
  br i1 %139, label %vec.epilog.middle.block390, label %vec.epilog.vector.body386, !llvm.loop !141

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
  %.37.i.us.us.prol = load i8, ptr %.36.i.us.us.prol, align 1, !noalias !88
  %.42.i.us.us.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us.prol
  store i8 %.37.i.us.us.prol, ptr %.42.i.us.us.prol, align 1, !noalias !104
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter413.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter413.cmp.not, label %B230.us.us.prol.loopexit, label %B230.us.us.prol, !llvm.loop !142

B230.us.us.prol.loopexit:                         ; preds = %B230.us.us.prol, %B230.us.us.preheader
  %.262291294.us.us.unr = phi i64 [ %.262291294.us.us.ph, %B230.us.us.preheader ], [ %.269.us.us.prol, %B230.us.us.prol ]
  %140 = sub nsw i64 %.262291294.us.us.ph, %arg.a.1
  %141 = icmp ugt i64 %140, -8
  br i1 %141, label %B296.endif.endif, label %B230.us.us.preheader46

B230.us.us.preheader46:                           ; preds = %B230.us.us.prol.loopexit
  br label %B230.us.us

B230.us.preheader:                                ; preds = %B230.preheader.split.us
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %.6.i.i, i8 0, i64 %arg.a.1, i1 false), !noalias !104
  br label %B296.endif.endif

B230.us.us:                                       ; preds = %B230.us.us.preheader46, %B230.us.us
  %.262291294.us.us = phi i64 [ %.269.us.us.7, %B230.us.us ], [ %.262291294.us.us.unr, %B230.us.us.preheader46 ]
  %sunkaddr577 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %.37.i.us.us = load i8, ptr %sunkaddr577, align 1, !noalias !88
  %sunkaddr578 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  store i8 %.37.i.us.us, ptr %sunkaddr578, align 1, !noalias !104
  %sunkaddr579 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr580 = getelementptr i8, ptr %sunkaddr579, i64 1
  %.37.i.us.us.1 = load i8, ptr %sunkaddr580, align 1, !noalias !88
  %sunkaddr581 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr582 = getelementptr i8, ptr %sunkaddr581, i64 1
  store i8 %.37.i.us.us.1, ptr %sunkaddr582, align 1, !noalias !104
  %sunkaddr583 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr584 = getelementptr i8, ptr %sunkaddr583, i64 2
  %.37.i.us.us.2 = load i8, ptr %sunkaddr584, align 1, !noalias !88
  %sunkaddr585 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr586 = getelementptr i8, ptr %sunkaddr585, i64 2
  store i8 %.37.i.us.us.2, ptr %sunkaddr586, align 1, !noalias !104
  %sunkaddr587 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr588 = getelementptr i8, ptr %sunkaddr587, i64 3
  %.37.i.us.us.3 = load i8, ptr %sunkaddr588, align 1, !noalias !88
  %sunkaddr589 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr590 = getelementptr i8, ptr %sunkaddr589, i64 3
  store i8 %.37.i.us.us.3, ptr %sunkaddr590, align 1, !noalias !104
  %sunkaddr591 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr592 = getelementptr i8, ptr %sunkaddr591, i64 4
  %.37.i.us.us.4 = load i8, ptr %sunkaddr592, align 1, !noalias !88
  %sunkaddr593 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr594 = getelementptr i8, ptr %sunkaddr593, i64 4
  store i8 %.37.i.us.us.4, ptr %sunkaddr594, align 1, !noalias !104
  %sunkaddr595 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr596 = getelementptr i8, ptr %sunkaddr595, i64 5
  %.37.i.us.us.5 = load i8, ptr %sunkaddr596, align 1, !noalias !88
  %sunkaddr597 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr598 = getelementptr i8, ptr %sunkaddr597, i64 5
  store i8 %.37.i.us.us.5, ptr %sunkaddr598, align 1, !noalias !104
  %sunkaddr599 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr600 = getelementptr i8, ptr %sunkaddr599, i64 6
  %.37.i.us.us.6 = load i8, ptr %sunkaddr600, align 1, !noalias !88
  %sunkaddr601 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr602 = getelementptr i8, ptr %sunkaddr601, i64 6
  store i8 %.37.i.us.us.6, ptr %sunkaddr602, align 1, !noalias !104
  %.269.us.us.7 = add nuw nsw i64 %.262291294.us.us, 8
  %sunkaddr603 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr604 = getelementptr i8, ptr %sunkaddr603, i64 7
  %.37.i.us.us.7 = load i8, ptr %sunkaddr604, align 1, !noalias !88
  %sunkaddr605 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr606 = getelementptr i8, ptr %sunkaddr605, i64 7
  store i8 %.37.i.us.us.7, ptr %sunkaddr606, align 1, !noalias !104
  %exitcond.not.us.us.7 = icmp eq i64 %arg.a.1, %.269.us.us.7
  br i1 %exitcond.not.us.us.7, label %B296.endif.endif, label %B230.us.us, !llvm.loop !143

B230.us.us134:                                    ; preds = %B230.us.us134.preheader47, %B230.us.us134
  %.262291294.us.us135 = phi i64 [ %.269.us.us136.7, %B230.us.us134 ], [ %.262291294.us.us135.unr, %B230.us.us134.preheader47 ]
  %sunkaddr607 = mul i64 %.262291294.us.us135, 2
  %sunkaddr608 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr607
  %.66.i.us.us = load i16, ptr %sunkaddr608, align 2, !noalias !88
  %.41.i19.us.us139 = trunc i16 %.66.i.us.us to i8
  %sunkaddr609 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  store i8 %.41.i19.us.us139, ptr %sunkaddr609, align 1, !noalias !104
  %sunkaddr610 = mul i64 %.262291294.us.us135, 2
  %sunkaddr611 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr610
  %sunkaddr612 = getelementptr i8, ptr %sunkaddr611, i64 2
  %.66.i.us.us.1 = load i16, ptr %sunkaddr612, align 2, !noalias !88
  %.41.i19.us.us139.1 = trunc i16 %.66.i.us.us.1 to i8
  %sunkaddr613 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr614 = getelementptr i8, ptr %sunkaddr613, i64 1
  store i8 %.41.i19.us.us139.1, ptr %sunkaddr614, align 1, !noalias !104
  %sunkaddr615 = mul i64 %.262291294.us.us135, 2
  %sunkaddr616 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr615
  %sunkaddr617 = getelementptr i8, ptr %sunkaddr616, i64 4
  %.66.i.us.us.2 = load i16, ptr %sunkaddr617, align 2, !noalias !88
  %.41.i19.us.us139.2 = trunc i16 %.66.i.us.us.2 to i8
  %sunkaddr618 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr619 = getelementptr i8, ptr %sunkaddr618, i64 2
  store i8 %.41.i19.us.us139.2, ptr %sunkaddr619, align 1, !noalias !104
  %sunkaddr620 = mul i64 %.262291294.us.us135, 2
  %sunkaddr621 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr620
  %sunkaddr622 = getelementptr i8, ptr %sunkaddr621, i64 6
  %.66.i.us.us.3 = load i16, ptr %sunkaddr622, align 2, !noalias !88
  %.41.i19.us.us139.3 = trunc i16 %.66.i.us.us.3 to i8
  %sunkaddr623 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr624 = getelementptr i8, ptr %sunkaddr623, i64 3
  store i8 %.41.i19.us.us139.3, ptr %sunkaddr624, align 1, !noalias !104
  %sunkaddr625 = mul i64 %.262291294.us.us135, 2
  %sunkaddr626 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr625
  %sunkaddr627 = getelementptr i8, ptr %sunkaddr626, i64 8
  %.66.i.us.us.4 = load i16, ptr %sunkaddr627, align 2, !noalias !88
  %.41.i19.us.us139.4 = trunc i16 %.66.i.us.us.4 to i8
  %sunkaddr628 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr629 = getelementptr i8, ptr %sunkaddr628, i64 4
  store i8 %.41.i19.us.us139.4, ptr %sunkaddr629, align 1, !noalias !104
  %sunkaddr630 = mul i64 %.262291294.us.us135, 2
  %sunkaddr631 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr630
  %sunkaddr632 = getelementptr i8, ptr %sunkaddr631, i64 10
  %.66.i.us.us.5 = load i16, ptr %sunkaddr632, align 2, !noalias !88
  %.41.i19.us.us139.5 = trunc i16 %.66.i.us.us.5 to i8
  %sunkaddr633 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr634 = getelementptr i8, ptr %sunkaddr633, i64 5
  store i8 %.41.i19.us.us139.5, ptr %sunkaddr634, align 1, !noalias !104
  %sunkaddr635 = mul i64 %.262291294.us.us135, 2
  %sunkaddr636 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr635
  %sunkaddr637 = getelementptr i8, ptr %sunkaddr636, i64 12
  %.66.i.us.us.6 = load i16, ptr %sunkaddr637, align 2, !noalias !88
  %.41.i19.us.us139.6 = trunc i16 %.66.i.us.us.6 to i8
  %sunkaddr638 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr639 = getelementptr i8, ptr %sunkaddr638, i64 6
  store i8 %.41.i19.us.us139.6, ptr %sunkaddr639, align 1, !noalias !104
  %.269.us.us136.7 = add nuw nsw i64 %.262291294.us.us135, 8
  %sunkaddr640 = mul i64 %.262291294.us.us135, 2
  %sunkaddr641 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr640
  %sunkaddr642 = getelementptr i8, ptr %sunkaddr641, i64 14
  %.66.i.us.us.7 = load i16, ptr %sunkaddr642, align 2, !noalias !88
  %.41.i19.us.us139.7 = trunc i16 %.66.i.us.us.7 to i8
  %sunkaddr643 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr644 = getelementptr i8, ptr %sunkaddr643, i64 7
  store i8 %.41.i19.us.us139.7, ptr %sunkaddr644, align 1, !noalias !104
  %exitcond.not.us.us141.7 = icmp eq i64 %arg.a.1, %.269.us.us136.7
  br i1 %exitcond.not.us.us141.7, label %B296.endif.endif, label %B230.us.us134, !llvm.loop !144

B230.us.us143:                                    ; preds = %B230.us.us143.preheader49, %B230.us.us143
  %.262291294.us.us144 = phi i64 [ %.269.us.us145.7, %B230.us.us143 ], [ %.262291294.us.us144.unr, %B230.us.us143.preheader49 ]
  %sunkaddr645 = mul i64 %.262291294.us.us144, 4
  %sunkaddr646 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr645
  %.95.i.us.us = load i32, ptr %sunkaddr646, align 4, !noalias !88
  %.41.i19.us.us148 = trunc i32 %.95.i.us.us to i8
  %sunkaddr647 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  store i8 %.41.i19.us.us148, ptr %sunkaddr647, align 1, !noalias !104
  %sunkaddr648 = mul i64 %.262291294.us.us144, 4
  %sunkaddr649 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr648
  %sunkaddr650 = getelementptr i8, ptr %sunkaddr649, i64 4
  %.95.i.us.us.1 = load i32, ptr %sunkaddr650, align 4, !noalias !88
  %.41.i19.us.us148.1 = trunc i32 %.95.i.us.us.1 to i8
  %sunkaddr651 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr652 = getelementptr i8, ptr %sunkaddr651, i64 1
  store i8 %.41.i19.us.us148.1, ptr %sunkaddr652, align 1, !noalias !104
  %sunkaddr653 = mul i64 %.262291294.us.us144, 4
  %sunkaddr654 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr653
  %sunkaddr655 = getelementptr i8, ptr %sunkaddr654, i64 8
  %.95.i.us.us.2 = load i32, ptr %sunkaddr655, align 4, !noalias !88
  %.41.i19.us.us148.2 = trunc i32 %.95.i.us.us.2 to i8
  %sunkaddr656 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr657 = getelementptr i8, ptr %sunkaddr656, i64 2
  store i8 %.41.i19.us.us148.2, ptr %sunkaddr657, align 1, !noalias !104
  %sunkaddr658 = mul i64 %.262291294.us.us144, 4
  %sunkaddr659 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr658
  %sunkaddr660 = getelementptr i8, ptr %sunkaddr659, i64 12
  %.95.i.us.us.3 = load i32, ptr %sunkaddr660, align 4, !noalias !88
  %.41.i19.us.us148.3 = trunc i32 %.95.i.us.us.3 to i8
  %sunkaddr661 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr662 = getelementptr i8, ptr %sunkaddr661, i64 3
  store i8 %.41.i19.us.us148.3, ptr %sunkaddr662, align 1, !noalias !104
  %sunkaddr663 = mul i64 %.262291294.us.us144, 4
  %sunkaddr664 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr663
  %sunkaddr665 = getelementptr i8, ptr %sunkaddr664, i64 16
  %.95.i.us.us.4 = load i32, ptr %sunkaddr665, align 4, !noalias !88
  %.41.i19.us.us148.4 = trunc i32 %.95.i.us.us.4 to i8
  %sunkaddr666 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr667 = getelementptr i8, ptr %sunkaddr666, i64 4
  store i8 %.41.i19.us.us148.4, ptr %sunkaddr667, align 1, !noalias !104
  %sunkaddr668 = mul i64 %.262291294.us.us144, 4
  %sunkaddr669 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr668
  %sunkaddr670 = getelementptr i8, ptr %sunkaddr669, i64 20
  %.95.i.us.us.5 = load i32, ptr %sunkaddr670, align 4, !noalias !88
  %.41.i19.us.us148.5 = trunc i32 %.95.i.us.us.5 to i8
  %sunkaddr671 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr672 = getelementptr i8, ptr %sunkaddr671, i64 5
  store i8 %.41.i19.us.us148.5, ptr %sunkaddr672, align 1, !noalias !104
  %sunkaddr673 = mul i64 %.262291294.us.us144, 4
  %sunkaddr674 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr673
  %sunkaddr675 = getelementptr i8, ptr %sunkaddr674, i64 24
  %.95.i.us.us.6 = load i32, ptr %sunkaddr675, align 4, !noalias !88
  %.41.i19.us.us148.6 = trunc i32 %.95.i.us.us.6 to i8
  %sunkaddr676 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr677 = getelementptr i8, ptr %sunkaddr676, i64 6
  store i8 %.41.i19.us.us148.6, ptr %sunkaddr677, align 1, !noalias !104
  %.269.us.us145.7 = add nuw nsw i64 %.262291294.us.us144, 8
  %sunkaddr678 = mul i64 %.262291294.us.us144, 4
  %sunkaddr679 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr678
  %sunkaddr680 = getelementptr i8, ptr %sunkaddr679, i64 28
  %.95.i.us.us.7 = load i32, ptr %sunkaddr680, align 4, !noalias !88
  %.41.i19.us.us148.7 = trunc i32 %.95.i.us.us.7 to i8
  %sunkaddr681 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr682 = getelementptr i8, ptr %sunkaddr681, i64 7
  store i8 %.41.i19.us.us148.7, ptr %sunkaddr682, align 1, !noalias !104
  %exitcond.not.us.us150.7 = icmp eq i64 %arg.a.1, %.269.us.us145.7
  br i1 %exitcond.not.us.us150.7, label %B296.endif.endif, label %B230.us.us143, !llvm.loop !145

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
  %.95.i.us99 = load i32, ptr %scevgep443, align 4, !noalias !88
  %.98.i.us100 = trunc i32 %.95.i.us99 to i16
  %143 = shl i64 %lsr.iv365, 1
  %scevgep381 = getelementptr i8, ptr %.6.i.i, i64 %143
  store i16 %.98.i.us100, ptr %scevgep381, align 2, !noalias !104
  %144 = shl i64 %lsr.iv365, 2
  %scevgep371 = getelementptr i8, ptr %arg.a.0, i64 %144
  %scevgep373 = getelementptr i8, ptr %scevgep371, i64 4
  %.95.i.us99.1 = load i32, ptr %scevgep373, align 4, !noalias !88
  %.98.i.us100.1 = trunc i32 %.95.i.us99.1 to i16
  %145 = shl i64 %lsr.iv365, 1
  %scevgep295 = getelementptr i8, ptr %.6.i.i, i64 %145
  %scevgep297 = getelementptr i8, ptr %scevgep295, i64 2
  store i16 %.98.i.us100.1, ptr %scevgep297, align 2, !noalias !104
  %146 = shl i64 %lsr.iv365, 2
  %scevgep367 = getelementptr i8, ptr %arg.a.0, i64 %146
  %scevgep369 = getelementptr i8, ptr %scevgep367, i64 8
  %.95.i.us99.2 = load i32, ptr %scevgep369, align 4, !noalias !88
  %.98.i.us100.2 = trunc i32 %.95.i.us99.2 to i16
  %147 = shl i64 %lsr.iv365, 1
  %scevgep290 = getelementptr i8, ptr %.6.i.i, i64 %147
  %scevgep292 = getelementptr i8, ptr %scevgep290, i64 4
  store i16 %.98.i.us100.2, ptr %scevgep292, align 2, !noalias !104
  %148 = shl i64 %lsr.iv365, 2
  %scevgep363 = getelementptr i8, ptr %arg.a.0, i64 %148
  %scevgep365 = getelementptr i8, ptr %scevgep363, i64 12
  %.95.i.us99.3 = load i32, ptr %scevgep365, align 4, !noalias !88
  %.98.i.us100.3 = trunc i32 %.95.i.us99.3 to i16
  %149 = shl i64 %lsr.iv365, 1
  %scevgep280 = getelementptr i8, ptr %.6.i.i, i64 %149
  %scevgep286 = getelementptr i8, ptr %scevgep280, i64 6
  store i16 %.98.i.us100.3, ptr %scevgep286, align 2, !noalias !104
  %150 = shl i64 %lsr.iv365, 2
  %scevgep359 = getelementptr i8, ptr %arg.a.0, i64 %150
  %scevgep361 = getelementptr i8, ptr %scevgep359, i64 16
  %.95.i.us99.4 = load i32, ptr %scevgep361, align 4, !noalias !88
  %.98.i.us100.4 = trunc i32 %.95.i.us99.4 to i16
  %151 = shl i64 %lsr.iv365, 1
  %scevgep276 = getelementptr i8, ptr %.6.i.i, i64 %151
  %scevgep278 = getelementptr i8, ptr %scevgep276, i64 8
  store i16 %.98.i.us100.4, ptr %scevgep278, align 2, !noalias !104
  %152 = shl i64 %lsr.iv365, 2
  %scevgep355 = getelementptr i8, ptr %arg.a.0, i64 %152
  %scevgep357 = getelementptr i8, ptr %scevgep355, i64 20
  %.95.i.us99.5 = load i32, ptr %scevgep357, align 4, !noalias !88
  %.98.i.us100.5 = trunc i32 %.95.i.us99.5 to i16
  %153 = shl i64 %lsr.iv365, 1
  %scevgep272 = getelementptr i8, ptr %.6.i.i, i64 %153
  %scevgep274 = getelementptr i8, ptr %scevgep272, i64 10
  store i16 %.98.i.us100.5, ptr %scevgep274, align 2, !noalias !104
  %154 = shl i64 %lsr.iv365, 2
  %scevgep351 = getelementptr i8, ptr %arg.a.0, i64 %154
  %scevgep353 = getelementptr i8, ptr %scevgep351, i64 24
  %.95.i.us99.6 = load i32, ptr %scevgep353, align 4, !noalias !88
  %.98.i.us100.6 = trunc i32 %.95.i.us99.6 to i16
  %155 = shl i64 %lsr.iv365, 1
  %scevgep268 = getelementptr i8, ptr %.6.i.i, i64 %155
  %scevgep270 = getelementptr i8, ptr %scevgep268, i64 12
  store i16 %.98.i.us100.6, ptr %scevgep270, align 2, !noalias !104
  %.95.i.us99.7 = load i32, ptr %scevgep444, align 4, !noalias !88
  %.98.i.us100.7 = trunc i32 %.95.i.us99.7 to i16
  br label %B230.endif.us109.7

B230.endif.us109.thread8:                         ; preds = %B230.us94
  %156 = shl i64 %lsr.iv365, 1
  %scevgep423 = getelementptr i8, ptr %arg.a.0, i64 %156
  %scevgep428 = getelementptr i8, ptr %scevgep423, i64 14
  %.66.i.us103 = load i16, ptr %scevgep423, align 2, !noalias !88
  %scevgep408 = getelementptr i8, ptr %.6.i.i, i64 %156
  store i16 %.66.i.us103, ptr %scevgep408, align 2, !noalias !104
  %157 = shl i64 %lsr.iv365, 1
  %scevgep347 = getelementptr i8, ptr %arg.a.0, i64 %157
  %scevgep349 = getelementptr i8, ptr %scevgep347, i64 2
  %.66.i.us103.1 = load i16, ptr %scevgep349, align 2, !noalias !88
  %158 = shl i64 %lsr.iv365, 1
  %scevgep264 = getelementptr i8, ptr %.6.i.i, i64 %158
  %scevgep266 = getelementptr i8, ptr %scevgep264, i64 2
  store i16 %.66.i.us103.1, ptr %scevgep266, align 2, !noalias !104
  %scevgep343 = getelementptr i8, ptr %arg.a.0, i64 %158
  %scevgep345 = getelementptr i8, ptr %scevgep343, i64 4
  %.66.i.us103.2 = load i16, ptr %scevgep345, align 2, !noalias !88
  %159 = shl i64 %lsr.iv365, 1
  %scevgep260 = getelementptr i8, ptr %.6.i.i, i64 %159
  %scevgep262 = getelementptr i8, ptr %scevgep260, i64 4
  store i16 %.66.i.us103.2, ptr %scevgep262, align 2, !noalias !104
  %scevgep339 = getelementptr i8, ptr %arg.a.0, i64 %159
  %scevgep341 = getelementptr i8, ptr %scevgep339, i64 6
  %.66.i.us103.3 = load i16, ptr %scevgep341, align 2, !noalias !88
  %160 = shl i64 %lsr.iv365, 1
  %scevgep256 = getelementptr i8, ptr %.6.i.i, i64 %160
  %scevgep258 = getelementptr i8, ptr %scevgep256, i64 6
  store i16 %.66.i.us103.3, ptr %scevgep258, align 2, !noalias !104
  %scevgep335 = getelementptr i8, ptr %arg.a.0, i64 %160
  %scevgep337 = getelementptr i8, ptr %scevgep335, i64 8
  %.66.i.us103.4 = load i16, ptr %scevgep337, align 2, !noalias !88
  %161 = shl i64 %lsr.iv365, 1
  %scevgep252 = getelementptr i8, ptr %.6.i.i, i64 %161
  %scevgep254 = getelementptr i8, ptr %scevgep252, i64 8
  store i16 %.66.i.us103.4, ptr %scevgep254, align 2, !noalias !104
  %scevgep331 = getelementptr i8, ptr %arg.a.0, i64 %161
  %scevgep333 = getelementptr i8, ptr %scevgep331, i64 10
  %.66.i.us103.5 = load i16, ptr %scevgep333, align 2, !noalias !88
  %162 = shl i64 %lsr.iv365, 1
  %scevgep248 = getelementptr i8, ptr %.6.i.i, i64 %162
  %scevgep250 = getelementptr i8, ptr %scevgep248, i64 10
  store i16 %.66.i.us103.5, ptr %scevgep250, align 2, !noalias !104
  %scevgep327 = getelementptr i8, ptr %arg.a.0, i64 %162
  %scevgep329 = getelementptr i8, ptr %scevgep327, i64 12
  %.66.i.us103.6 = load i16, ptr %scevgep329, align 2, !noalias !88
  %163 = shl i64 %lsr.iv365, 1
  %scevgep244 = getelementptr i8, ptr %.6.i.i, i64 %163
  %scevgep246 = getelementptr i8, ptr %scevgep244, i64 12
  store i16 %.66.i.us103.6, ptr %scevgep246, align 2, !noalias !104
  %.66.i.us103.7 = load i16, ptr %scevgep428, align 2, !noalias !88
  br label %B230.endif.us109.7

B230.endif.us109.thread:                          ; preds = %B230.us94
  %scevgep409 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep410 = getelementptr i8, ptr %scevgep409, i64 7
  %.37.i.us107 = load i8, ptr %scevgep409, align 1, !noalias !88
  %.41.i.us108 = zext i8 %.37.i.us107 to i16
  %164 = shl i64 %lsr.iv365, 1
  %scevgep394 = getelementptr i8, ptr %.6.i.i, i64 %164
  store i16 %.41.i.us108, ptr %scevgep394, align 2, !noalias !104
  %scevgep321 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep325 = getelementptr i8, ptr %scevgep321, i64 1
  %.37.i.us107.1 = load i8, ptr %scevgep325, align 1, !noalias !88
  %.41.i.us108.1 = zext i8 %.37.i.us107.1 to i16
  %165 = shl i64 %lsr.iv365, 1
  %scevgep240 = getelementptr i8, ptr %.6.i.i, i64 %165
  %scevgep242 = getelementptr i8, ptr %scevgep240, i64 2
  store i16 %.41.i.us108.1, ptr %scevgep242, align 2, !noalias !104
  %scevgep317 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep319 = getelementptr i8, ptr %scevgep317, i64 2
  %.37.i.us107.2 = load i8, ptr %scevgep319, align 1, !noalias !88
  %.41.i.us108.2 = zext i8 %.37.i.us107.2 to i16
  %166 = shl i64 %lsr.iv365, 1
  %scevgep236 = getelementptr i8, ptr %.6.i.i, i64 %166
  %scevgep238 = getelementptr i8, ptr %scevgep236, i64 4
  store i16 %.41.i.us108.2, ptr %scevgep238, align 2, !noalias !104
  %scevgep313 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep315 = getelementptr i8, ptr %scevgep313, i64 3
  %.37.i.us107.3 = load i8, ptr %scevgep315, align 1, !noalias !88
  %.41.i.us108.3 = zext i8 %.37.i.us107.3 to i16
  %167 = shl i64 %lsr.iv365, 1
  %scevgep232 = getelementptr i8, ptr %.6.i.i, i64 %167
  %scevgep234 = getelementptr i8, ptr %scevgep232, i64 6
  store i16 %.41.i.us108.3, ptr %scevgep234, align 2, !noalias !104
  %scevgep309 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep311 = getelementptr i8, ptr %scevgep309, i64 4
  %.37.i.us107.4 = load i8, ptr %scevgep311, align 1, !noalias !88
  %.41.i.us108.4 = zext i8 %.37.i.us107.4 to i16
  %168 = shl i64 %lsr.iv365, 1
  %scevgep228 = getelementptr i8, ptr %.6.i.i, i64 %168
  %scevgep230 = getelementptr i8, ptr %scevgep228, i64 8
  store i16 %.41.i.us108.4, ptr %scevgep230, align 2, !noalias !104
  %scevgep305 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep307 = getelementptr i8, ptr %scevgep305, i64 5
  %.37.i.us107.5 = load i8, ptr %scevgep307, align 1, !noalias !88
  %.41.i.us108.5 = zext i8 %.37.i.us107.5 to i16
  %169 = shl i64 %lsr.iv365, 1
  %scevgep224 = getelementptr i8, ptr %.6.i.i, i64 %169
  %scevgep226 = getelementptr i8, ptr %scevgep224, i64 10
  store i16 %.41.i.us108.5, ptr %scevgep226, align 2, !noalias !104
  %scevgep299 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep303 = getelementptr i8, ptr %scevgep299, i64 6
  %.37.i.us107.6 = load i8, ptr %scevgep303, align 1, !noalias !88
  %.41.i.us108.6 = zext i8 %.37.i.us107.6 to i16
  %170 = shl i64 %lsr.iv365, 1
  %scevgep220 = getelementptr i8, ptr %.6.i.i, i64 %170
  %scevgep222 = getelementptr i8, ptr %scevgep220, i64 12
  store i16 %.41.i.us108.6, ptr %scevgep222, align 2, !noalias !104
  %.37.i.us107.7 = load i8, ptr %scevgep410, align 1, !noalias !88
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
  %scevgep216 = getelementptr i8, ptr %.6.i.i, i64 %172
  %scevgep218 = getelementptr i8, ptr %scevgep216, i64 14
  store i16 %.sink.i.us110.7, ptr %scevgep218, align 2, !noalias !104
  %lsr.iv.next366 = add i64 %lsr.iv365, 8
  %exitcond.not.us112.7 = icmp eq i64 %arg.a.1, %lsr.iv.next366
  br i1 %exitcond.not.us112.7, label %B296.endif.endif, label %B230.us94, !llvm.loop !146

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
  %.95.i.us119 = load i32, ptr %scevgep730, align 4, !noalias !88
  %scevgep530 = getelementptr i8, ptr %scevgep487, i64 %173
  store i32 %.95.i.us119, ptr %scevgep530, align 4, !noalias !104
  %174 = shl i64 %lsr.iv667, 2
  %scevgep500 = getelementptr i8, ptr %scevgep717, i64 %174
  %scevgep501 = getelementptr i8, ptr %scevgep500, i64 -24
  %.95.i.us119.1 = load i32, ptr %scevgep501, align 4, !noalias !88
  %175 = shl i64 %lsr.iv667, 2
  %scevgep455 = getelementptr i8, ptr %scevgep487, i64 %175
  %scevgep456 = getelementptr i8, ptr %scevgep455, i64 4
  store i32 %.95.i.us119.1, ptr %scevgep456, align 4, !noalias !104
  %scevgep498 = getelementptr i8, ptr %scevgep717, i64 %175
  %scevgep499 = getelementptr i8, ptr %scevgep498, i64 -20
  %.95.i.us119.2 = load i32, ptr %scevgep499, align 4, !noalias !88
  %176 = shl i64 %lsr.iv667, 2
  %scevgep453 = getelementptr i8, ptr %scevgep487, i64 %176
  %scevgep454 = getelementptr i8, ptr %scevgep453, i64 8
  store i32 %.95.i.us119.2, ptr %scevgep454, align 4, !noalias !104
  %scevgep496 = getelementptr i8, ptr %scevgep717, i64 %176
  %scevgep497 = getelementptr i8, ptr %scevgep496, i64 -16
  %.95.i.us119.3 = load i32, ptr %scevgep497, align 4, !noalias !88
  %177 = shl i64 %lsr.iv667, 2
  %scevgep451 = getelementptr i8, ptr %scevgep487, i64 %177
  %scevgep452 = getelementptr i8, ptr %scevgep451, i64 12
  store i32 %.95.i.us119.3, ptr %scevgep452, align 4, !noalias !104
  %scevgep494 = getelementptr i8, ptr %scevgep717, i64 %177
  %scevgep495 = getelementptr i8, ptr %scevgep494, i64 -12
  %.95.i.us119.4 = load i32, ptr %scevgep495, align 4, !noalias !88
  %178 = shl i64 %lsr.iv667, 2
  %scevgep449 = getelementptr i8, ptr %scevgep487, i64 %178
  %scevgep450 = getelementptr i8, ptr %scevgep449, i64 16
  store i32 %.95.i.us119.4, ptr %scevgep450, align 4, !noalias !104
  %scevgep492 = getelementptr i8, ptr %scevgep717, i64 %178
  %scevgep493 = getelementptr i8, ptr %scevgep492, i64 -8
  %.95.i.us119.5 = load i32, ptr %scevgep493, align 4, !noalias !88
  %179 = shl i64 %lsr.iv667, 2
  %scevgep447 = getelementptr i8, ptr %scevgep487, i64 %179
  %scevgep448 = getelementptr i8, ptr %scevgep447, i64 20
  store i32 %.95.i.us119.5, ptr %scevgep448, align 4, !noalias !104
  %scevgep490 = getelementptr i8, ptr %scevgep717, i64 %179
  %scevgep491 = getelementptr i8, ptr %scevgep490, i64 -4
  %.95.i.us119.6 = load i32, ptr %scevgep491, align 4, !noalias !88
  %180 = shl i64 %lsr.iv667, 2
  %scevgep445 = getelementptr i8, ptr %scevgep487, i64 %180
  %scevgep446 = getelementptr i8, ptr %scevgep445, i64 24
  store i32 %.95.i.us119.6, ptr %scevgep446, align 4, !noalias !104
  %.95.i.us119.7 = load i32, ptr %scevgep729, align 4, !noalias !88
  br label %B230.endif.us129.7

B230.endif.us129.thread85:                        ; preds = %B230.us114
  %181 = shl i64 %lsr.iv667, 1
  %scevgep713 = getelementptr i8, ptr %scevgep701, i64 %181
  %scevgep714 = getelementptr i8, ptr %scevgep713, i64 -14
  %.66.i.us123 = load i16, ptr %scevgep714, align 2, !noalias !88
  %.70.i.us124 = zext i16 %.66.i.us123 to i32
  %182 = shl i64 %lsr.iv667, 2
  %scevgep502 = getelementptr i8, ptr %scevgep487, i64 %182
  store i32 %.70.i.us124, ptr %scevgep502, align 4, !noalias !104
  %183 = shl i64 %lsr.iv667, 1
  %scevgep488 = getelementptr i8, ptr %scevgep701, i64 %183
  %scevgep489 = getelementptr i8, ptr %scevgep488, i64 -12
  %.66.i.us123.1 = load i16, ptr %scevgep489, align 2, !noalias !88
  %.70.i.us124.1 = zext i16 %.66.i.us123.1 to i32
  %184 = shl i64 %lsr.iv667, 2
  %scevgep441 = getelementptr i8, ptr %scevgep487, i64 %184
  %scevgep442 = getelementptr i8, ptr %scevgep441, i64 4
  store i32 %.70.i.us124.1, ptr %scevgep442, align 4, !noalias !104
  %185 = shl i64 %lsr.iv667, 1
  %scevgep481 = getelementptr i8, ptr %scevgep701, i64 %185
  %scevgep483 = getelementptr i8, ptr %scevgep481, i64 -10
  %.66.i.us123.2 = load i16, ptr %scevgep483, align 2, !noalias !88
  %.70.i.us124.2 = zext i16 %.66.i.us123.2 to i32
  %186 = shl i64 %lsr.iv667, 2
  %scevgep439 = getelementptr i8, ptr %scevgep487, i64 %186
  %scevgep440 = getelementptr i8, ptr %scevgep439, i64 8
  store i32 %.70.i.us124.2, ptr %scevgep440, align 4, !noalias !104
  %187 = shl i64 %lsr.iv667, 1
  %scevgep479 = getelementptr i8, ptr %scevgep701, i64 %187
  %scevgep480 = getelementptr i8, ptr %scevgep479, i64 -8
  %.66.i.us123.3 = load i16, ptr %scevgep480, align 2, !noalias !88
  %.70.i.us124.3 = zext i16 %.66.i.us123.3 to i32
  %188 = shl i64 %lsr.iv667, 2
  %scevgep437 = getelementptr i8, ptr %scevgep487, i64 %188
  %scevgep438 = getelementptr i8, ptr %scevgep437, i64 12
  store i32 %.70.i.us124.3, ptr %scevgep438, align 4, !noalias !104
  %189 = shl i64 %lsr.iv667, 1
  %scevgep477 = getelementptr i8, ptr %scevgep701, i64 %189
  %scevgep478 = getelementptr i8, ptr %scevgep477, i64 -6
  %.66.i.us123.4 = load i16, ptr %scevgep478, align 2, !noalias !88
  %.70.i.us124.4 = zext i16 %.66.i.us123.4 to i32
  %190 = shl i64 %lsr.iv667, 2
  %scevgep435 = getelementptr i8, ptr %scevgep487, i64 %190
  %scevgep436 = getelementptr i8, ptr %scevgep435, i64 16
  store i32 %.70.i.us124.4, ptr %scevgep436, align 4, !noalias !104
  %191 = shl i64 %lsr.iv667, 1
  %scevgep475 = getelementptr i8, ptr %scevgep701, i64 %191
  %scevgep476 = getelementptr i8, ptr %scevgep475, i64 -4
  %.66.i.us123.5 = load i16, ptr %scevgep476, align 2, !noalias !88
  %.70.i.us124.5 = zext i16 %.66.i.us123.5 to i32
  %192 = shl i64 %lsr.iv667, 2
  %scevgep433 = getelementptr i8, ptr %scevgep487, i64 %192
  %scevgep434 = getelementptr i8, ptr %scevgep433, i64 20
  store i32 %.70.i.us124.5, ptr %scevgep434, align 4, !noalias !104
  %193 = shl i64 %lsr.iv667, 1
  %scevgep473 = getelementptr i8, ptr %scevgep701, i64 %193
  %scevgep474 = getelementptr i8, ptr %scevgep473, i64 -2
  %.66.i.us123.6 = load i16, ptr %scevgep474, align 2, !noalias !88
  %.70.i.us124.6 = zext i16 %.66.i.us123.6 to i32
  %194 = shl i64 %lsr.iv667, 2
  %scevgep431 = getelementptr i8, ptr %scevgep487, i64 %194
  %scevgep432 = getelementptr i8, ptr %scevgep431, i64 24
  store i32 %.70.i.us124.6, ptr %scevgep432, align 4, !noalias !104
  %.66.i.us123.7 = load i16, ptr %scevgep713, align 2, !noalias !88
  %.70.i.us124.7 = zext i16 %.66.i.us123.7 to i32
  br label %B230.endif.us129.7

B230.endif.us129.thread:                          ; preds = %B230.us114
  %scevgep697 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep698 = getelementptr i8, ptr %scevgep697, i64 -7
  %.37.i.us127 = load i8, ptr %scevgep698, align 1, !noalias !88
  %.41.i.us128 = zext i8 %.37.i.us127 to i32
  %195 = shl i64 %lsr.iv667, 2
  %scevgep516 = getelementptr i8, ptr %scevgep487, i64 %195
  store i32 %.41.i.us128, ptr %scevgep516, align 4, !noalias !104
  %scevgep471 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep472 = getelementptr i8, ptr %scevgep471, i64 -6
  %.37.i.us127.1 = load i8, ptr %scevgep472, align 1, !noalias !88
  %.41.i.us128.1 = zext i8 %.37.i.us127.1 to i32
  %196 = shl i64 %lsr.iv667, 2
  %scevgep421 = getelementptr i8, ptr %scevgep487, i64 %196
  %scevgep422 = getelementptr i8, ptr %scevgep421, i64 4
  store i32 %.41.i.us128.1, ptr %scevgep422, align 4, !noalias !104
  %scevgep469 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep470 = getelementptr i8, ptr %scevgep469, i64 -5
  %.37.i.us127.2 = load i8, ptr %scevgep470, align 1, !noalias !88
  %.41.i.us128.2 = zext i8 %.37.i.us127.2 to i32
  %197 = shl i64 %lsr.iv667, 2
  %scevgep419 = getelementptr i8, ptr %scevgep487, i64 %197
  %scevgep420 = getelementptr i8, ptr %scevgep419, i64 8
  store i32 %.41.i.us128.2, ptr %scevgep420, align 4, !noalias !104
  %scevgep467 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep468 = getelementptr i8, ptr %scevgep467, i64 -4
  %.37.i.us127.3 = load i8, ptr %scevgep468, align 1, !noalias !88
  %.41.i.us128.3 = zext i8 %.37.i.us127.3 to i32
  %198 = shl i64 %lsr.iv667, 2
  %scevgep417 = getelementptr i8, ptr %scevgep487, i64 %198
  %scevgep418 = getelementptr i8, ptr %scevgep417, i64 12
  store i32 %.41.i.us128.3, ptr %scevgep418, align 4, !noalias !104
  %scevgep461 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep466 = getelementptr i8, ptr %scevgep461, i64 -3
  %.37.i.us127.4 = load i8, ptr %scevgep466, align 1, !noalias !88
  %.41.i.us128.4 = zext i8 %.37.i.us127.4 to i32
  %199 = shl i64 %lsr.iv667, 2
  %scevgep415 = getelementptr i8, ptr %scevgep487, i64 %199
  %scevgep416 = getelementptr i8, ptr %scevgep415, i64 16
  store i32 %.41.i.us128.4, ptr %scevgep416, align 4, !noalias !104
  %scevgep459 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep460 = getelementptr i8, ptr %scevgep459, i64 -2
  %.37.i.us127.5 = load i8, ptr %scevgep460, align 1, !noalias !88
  %.41.i.us128.5 = zext i8 %.37.i.us127.5 to i32
  %200 = shl i64 %lsr.iv667, 2
  %scevgep413 = getelementptr i8, ptr %scevgep487, i64 %200
  %scevgep414 = getelementptr i8, ptr %scevgep413, i64 20
  store i32 %.41.i.us128.5, ptr %scevgep414, align 4, !noalias !104
  %scevgep457 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep458 = getelementptr i8, ptr %scevgep457, i64 -1
  %.37.i.us127.6 = load i8, ptr %scevgep458, align 1, !noalias !88
  %.41.i.us128.6 = zext i8 %.37.i.us127.6 to i32
  %201 = shl i64 %lsr.iv667, 2
  %scevgep411 = getelementptr i8, ptr %scevgep487, i64 %201
  %scevgep412 = getelementptr i8, ptr %scevgep411, i64 24
  store i32 %.41.i.us128.6, ptr %scevgep412, align 4, !noalias !104
  %.37.i.us127.7 = load i8, ptr %scevgep697, align 1, !noalias !88
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
  %scevgep406 = getelementptr i8, ptr %scevgep487, i64 %203
  %scevgep407 = getelementptr i8, ptr %scevgep406, i64 28
  store i32 %.sink.i.us130.7, ptr %scevgep407, align 4, !noalias !104
  %lsr.iv.next668 = add i64 %lsr.iv667, 8
  %exitcond.not.us132.7 = icmp eq i64 %48, %lsr.iv.next668
  br i1 %exitcond.not.us132.7, label %B296.endif.endif, label %B230.us114, !llvm.loop !147

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
  %.37.i31 = load i8, ptr %.36.i30, align 1, !noalias !148
  %.41.i32 = zext i8 %.37.i31 to i64
  br label %B354.endif.endif

B110.i25:                                         ; preds = %B354.endif
  %206 = shl nuw i64 %.459300304, 1
  %scevgep57 = getelementptr i8, ptr %arg.b.0, i64 %206
  %.66.i27 = load i16, ptr %scevgep57, align 2, !noalias !148
  %.70.i28 = zext i16 %.66.i27 to i64
  br label %B354.endif.endif

B184.i20:                                         ; preds = %B354.endif
  %207 = shl i64 %.459300304, 2
  %scevgep424 = getelementptr i8, ptr %arg.b.0, i64 %207
  %.95.i22 = load i32, ptr %scevgep424, align 4, !noalias !148
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
  store i8 %.41.i42, ptr %scevgep426, align 1, !noalias !151
  br label %B352.backedge

B116.i38:                                         ; preds = %B354.endif.endif
  %.72.i39 = trunc i64 %.sink.i24 to i16
  %208 = shl nuw i64 %.459300304, 1
  %scevgep56 = getelementptr i8, ptr %scevgep427, i64 %208
  store i16 %.72.i39, ptr %scevgep56, align 2, !noalias !151
  br label %B352.backedge

B196.i34:                                         ; preds = %B354.endif.endif
  %.103.i35 = trunc nuw i64 %.sink.i24 to i32
  %209 = shl i64 %.459300304, 2
  %scevgep430 = getelementptr i8, ptr %scevgep429, i64 %209
  store i32 %.103.i35, ptr %scevgep430, align 4, !noalias !151
  br label %B352.backedge

B352.backedge:                                    ; preds = %B196.i34, %B116.i38, %B36.i41
  %exitcond317.not = icmp eq i64 %arg.b.1, %.466
  br i1 %exitcond317.not, label %B452, label %B354.endif

B354.endif.endif.unreachabledefault:              ; preds = %B354.endif.endif
  unreachable
}

declare noalias ptr @NRT_Allocate(i64) local_unnamed_addr

; Function Attrs: noinline nounwind
define linkonce_odr ptr @__excinfo_unwrap_args2a69829f126f4a7013ea1e2468c3325e564f5cc6(ptr %.1) #6 {
.3:
  %.5 = load ptr, ptr @_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEx, align 8
  %.6 = icmp eq ptr %.5, null
  br i1 %.6, label %.3.if, label %.3.endif, !prof !10

.3.if:                                            ; preds = %.3
  tail call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEx") #3
  ret ptr null

.3.endif:                                         ; preds = %.3
  %.12.unpack.unpack = load ptr, ptr %.1, align 8
  %.12.unpack.elt9 = getelementptr inbounds nuw i8, ptr %.1, i64 8
  %.12.unpack.unpack10 = load i64, ptr %.12.unpack.elt9, align 8
  %.12.unpack.elt11 = getelementptr inbounds nuw i8, ptr %.1, i64 16
  %.12.unpack.unpack12 = load i32, ptr %.12.unpack.elt11, align 8
  %.12.unpack.elt17 = getelementptr inbounds nuw i8, ptr %.1, i64 32
  %.12.unpack.unpack18 = load ptr, ptr %.12.unpack.elt17, align 8
  %.24 = tail call ptr @PyUnicode_FromKindAndData(i32 %.12.unpack.unpack12, ptr %.12.unpack.unpack, i64 %.12.unpack.unpack10) #3
  %.25 = tail call i64 @PyObject_Hash(ptr %.24) #3
  tail call void @NRT_decref(ptr %.12.unpack.unpack18) #3
  tail call void @NRT_Free(ptr nonnull %.1) #3
  %.28 = tail call ptr (i64, ...) @PyTuple_Pack(i64 1, ptr %.24) #3
  ret ptr %.28
}

declare ptr @PyUnicode_FromKindAndData(i32, ptr, i64) local_unnamed_addr

declare i64 @PyObject_Hash(ptr) local_unnamed_addr

declare ptr @PyTuple_Pack(i64, ...) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr captures(none), <16 x i1>, <16 x i32>) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i16> @llvm.masked.load.v16i16.p0(ptr captures(none), <16 x i1>, <16 x i16>) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i8> @llvm.masked.load.v16i8.p0(ptr captures(none), <16 x i1>, <16 x i8>) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { noinline nounwind }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 42949671, i32 -42949671}
!2 = !{i1 true}
!3 = !{!4, !6, !7, !9}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = !{!"branch_weights", i32 1, i32 99}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = !{!"branch_weights", i32 4, i32 28}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !12}
!19 = !{!"branch_weights", i32 146201250, i32 2001282398}
!20 = !{!"branch_weights", i32 127, i32 1}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!24 = !{!"branch_weights", i32 1, i32 1}
!25 = distinct !{!25, !17}
!26 = !{!"branch_weights", i32 1, i32 127}
!27 = !{!"branch_weights", i32 277993707, i32 1869489941}
!28 = !{!"branch_weights", i32 542333185, i32 1605150463}
!29 = distinct !{!29, !30, !17}
!30 = !{!"llvm.loop.estimated_trip_count", i32 4}
!31 = !{!"branch_weights", i32 166258294, i32 1981225354}
!32 = distinct !{!32, !33}
!33 = !{!"llvm.loop.estimated_trip_count", i32 3}
!34 = !{!"branch_weights", i32 99, i32 1}
!35 = !{!36, !38, !39, !41}
!36 = distinct !{!36, !37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!37 = distinct !{!37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!38 = distinct !{!38, !37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!39 = distinct !{!39, !40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!40 = distinct !{!40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!41 = distinct !{!41, !40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!42 = !{!"branch_weights", i32 16129, i32 255}
!43 = distinct !{!43, !30, !17}
!44 = distinct !{!44, !45}
!45 = !{!"llvm.loop.estimated_trip_count", i32 12}
!46 = distinct !{!46, !47}
!47 = !{!"llvm.loop.estimated_trip_count", i32 6}
!48 = !{!"branch_weights", i32 127, i32 12545}
!49 = distinct !{!49, !47}
!50 = distinct !{!50, !30, !17}
!51 = !{!52, !54, !55, !57}
!52 = distinct !{!52, !53, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!53 = distinct !{!53, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!54 = distinct !{!54, !53, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!55 = distinct !{!55, !56, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!56 = distinct !{!56, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!57 = distinct !{!57, !56, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!58 = !{!59, !61, !52, !54, !55, !57}
!59 = distinct !{!59, !60, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!60 = distinct !{!60, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!61 = distinct !{!61, !60, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!62 = !{!63, !65, !52, !54, !55, !57}
!63 = distinct !{!63, !64, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!64 = distinct !{!64, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!65 = distinct !{!65, !64, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!66 = !{!67, !69, !70, !72}
!67 = distinct !{!67, !68, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!68 = distinct !{!68, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!69 = distinct !{!69, !68, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!70 = distinct !{!70, !71, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!71 = distinct !{!71, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!72 = distinct !{!72, !71, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!73 = !{!74, !76, !67, !69, !70, !72}
!74 = distinct !{!74, !75, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!75 = distinct !{!75, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!76 = distinct !{!76, !75, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!77 = !{!78, !80}
!78 = distinct !{!78, !79, !"_ZN5numba7cpython7unicode13_empty_stringB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %retptr"}
!79 = distinct !{!79, !"_ZN5numba7cpython7unicode13_empty_stringB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj"}
!80 = distinct !{!80, !79, !"_ZN5numba7cpython7unicode13_empty_stringB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %excinfo"}
!81 = !{!82, !84, !78, !80}
!82 = distinct !{!82, !83, !"_ZN5numba7cpython7unicode15_set_code_pointB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %retptr"}
!83 = distinct !{!83, !"_ZN5numba7cpython7unicode15_set_code_pointB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj"}
!84 = distinct !{!84, !83, !"_ZN5numba7cpython7unicode15_set_code_pointB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %excinfo"}
!85 = !{!86}
!86 = distinct !{!86, !87}
!87 = distinct !{!87, !"LVerDomain"}
!88 = !{!89}
!89 = distinct !{!89, !90, !"_ZN5numba7cpython7unicode15_get_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!90 = distinct !{!90, !"_ZN5numba7cpython7unicode15_get_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!91 = !{!92}
!92 = distinct !{!92, !87}
!93 = !{!94}
!94 = distinct !{!94, !87}
!95 = !{!96}
!96 = distinct !{!96, !87}
!97 = !{!98, !100, !94, !92, !86}
!98 = distinct !{!98, !99, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!99 = distinct !{!99, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!100 = distinct !{!100, !99, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!101 = distinct !{!101, !12, !13}
!102 = !{!"branch_weights", i32 16, i32 48}
!103 = distinct !{!103, !12, !13}
!104 = !{!98, !100}
!105 = distinct !{!105, !17}
!106 = !{!107}
!107 = distinct !{!107, !108}
!108 = distinct !{!108, !"LVerDomain"}
!109 = !{!110}
!110 = distinct !{!110, !108}
!111 = !{!112}
!112 = distinct !{!112, !108}
!113 = !{!114}
!114 = distinct !{!114, !108}
!115 = !{!98, !100, !112, !110, !107}
!116 = distinct !{!116, !12, !13}
!117 = distinct !{!117, !12, !13}
!118 = distinct !{!118, !17}
!119 = !{!120}
!120 = distinct !{!120, !121}
!121 = distinct !{!121, !"LVerDomain"}
!122 = !{!123}
!123 = distinct !{!123, !121}
!124 = !{!98, !100, !120}
!125 = distinct !{!125, !12, !13}
!126 = !{!"branch_weights", i32 8, i32 56}
!127 = distinct !{!127, !12, !13}
!128 = distinct !{!128, !17}
!129 = !{!130}
!130 = distinct !{!130, !131}
!131 = distinct !{!131, !"LVerDomain"}
!132 = !{!133}
!133 = distinct !{!133, !131}
!134 = !{!98, !100, !130}
!135 = distinct !{!135, !12, !13}
!136 = !{!"branch_weights", i32 16, i32 112}
!137 = distinct !{!137, !12, !13}
!138 = distinct !{!138, !17}
!139 = distinct !{!139, !12, !13}
!140 = !{!"branch_weights", i32 16, i32 240}
!141 = distinct !{!141, !12, !13}
!142 = distinct !{!142, !17}
!143 = distinct !{!143, !12}
!144 = distinct !{!144, !12}
!145 = distinct !{!145, !12}
!146 = distinct !{!146, !12}
!147 = distinct !{!147, !12}
!148 = !{!149}
!149 = distinct !{!149, !150, !"_ZN5numba7cpython7unicode15_get_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!150 = distinct !{!150, !"_ZN5numba7cpython7unicode15_get_code_pointB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!151 = !{!152, !154}
!152 = distinct !{!152, !153, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!153 = distinct !{!153, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!154 = distinct !{!154, !153, !"_ZN5numba7cpython7unicode15_set_code_pointB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
