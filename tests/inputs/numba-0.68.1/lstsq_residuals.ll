; ModuleID = 'lstsq_residuals'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.lstsq_residuals = internal constant [16 x i8] c"lstsq_residuals\00"
@_ZN08NumbaEnv7kernels15lstsq_residualsB3v98B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels15lstsq_residualsB3v98B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [169 x i8] c"missing Environment: _ZN08NumbaEnv7kernels15lstsq_residualsB3v98B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg10lstsq_impl12_3clocals_3e10lstsq_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEN24omitted_28default_3d_2d15_0_29E = common local_unnamed_addr global ptr null
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg25_system_compute_nrhs_impl12_3clocals_3e9oneD_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M~\03\87\94\87\94."
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1 = internal constant [20 x i8] c"\C0\F0\F1\E1\8FD\E8{\F1\DFe\FFk\B3\F2\86\EE\9B\08e"
@.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, i32 135, ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.12 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M~\03\87\94\87\94."
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1.13 = internal constant [20 x i8] c"\C0\F0\F1\E1\8FD\E8{\F1\DFe\FFk\B3\F2\86\EE\9B\08e"
@.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.12, i32 135, ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1.13, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg28_system_check_non_empty_impl12_3clocals_3e9oneD_implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.5a698927cc2477bfdd0686f33f648358e3e75898 = internal constant [110 x i8] c"\80\04\95c\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C\16Arrays cannot be empty\94\85\94\8C\09oneD_impl\94\8C\12numba/np/linalg.py\94M\B0\06\87\94\87\94."
@.const.pickledata.5a698927cc2477bfdd0686f33f648358e3e75898.sha1 = internal constant [20 x i8] c"Zi\89'\CC$w\BF\DD\06\86\F3?d\83X\E3\E7X\98"
@.const.picklebuf.5a698927cc2477bfdd0686f33f648358e3e75898 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5a698927cc2477bfdd0686f33f648358e3e75898, i32 110, ptr @.const.pickledata.5a698927cc2477bfdd0686f33f648358e3e75898.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg38_system_check_dimensionally_valid_impl12_3clocals_3e9oneD_implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.010056afbbb176fc9a4462a5ea0480d90ccd06c8 = internal constant [148 x i8] c"\80\04\95\89\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C<Incompatible array sizes, system is not dimensionally valid.\94\85\94\8C\09oneD_impl\94\8C\12numba/np/linalg.py\94M\93\06\87\94\87\94."
@.const.pickledata.010056afbbb176fc9a4462a5ea0480d90ccd06c8.sha1 = internal constant [20 x i8] c"\01\00V\AF\BB\B1v\FC\9ADb\A5\EA\04\80\D9\0C\CD\06\C8"
@.const.picklebuf.010056afbbb176fc9a4462a5ea0480d90ccd06c8 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.010056afbbb176fc9a4462a5ea0480d90ccd06c8, i32 148, ptr @.const.pickledata.010056afbbb176fc9a4462a5ea0480d90ccd06c8.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython8builtins6ol_min12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins6ol_max12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.30 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.31 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.26 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.30, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.31, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.28 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.29 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.27 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.28, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.29, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg22_system_copy_in_b_impl12_3clocals_3e9oneD_implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEx = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.35 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.36 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.34 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.35, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.36, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@.bytes.-3596957514301255344 = internal constant [2 x i8] c"(\00"
@.bytes.8891677930182646943 = internal constant [3 x i8] c",)\00"
@.bytes.-3729243754832727719 = internal constant [30 x i8] c"cannot assign slice of shape \00"
@.bytes.-4030968085971895554 = internal constant [22 x i8] c" from input of shape \00"
@.const.pickledata.c23684870b5723594dfd2b865e264e75421b5ce6 = internal constant [360 x i8] c"\80\04\95]\01\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\12llvmlite.ir.values\94\8C\08Constant\94\93\94)\81\94}\94(\8C\04type\94\8C\11llvmlite.ir.types\94\8C\11_TypedPointerType\94\93\94)\81\94}\94(\8C\09addrspace\94K\00\8C\07pointee\94h\09\8C\07IntType\94\93\94K\08\85\94\81\94}\94(\8C\05width\94K\08\8C\17_StrCaching__cached_str\94\8C\02i8\94ub\8C\09is_opaque\94\89h\16\8C\03i8*\94ub\8C\08constant\94N\8C&_StringReferenceCaching__cached_refstr\94\8C\04null\94h\16\8C\08i8* null\94ub\85\94\8C\04impl\94\8C\14numba/np/arrayobj.py\94M\B7\07\87\94\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.8 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.9 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.8, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.9, ptr null, i32 0 }
@".const.missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE" = internal constant [188 x i8] c"missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE\00"
@_ZN08NumbaEnv5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@.bytes.5317899729839767045 = internal constant [2 x i8] c"0\00"
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.4 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.5 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.4, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.5, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython8builtins6ol_int12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode6ol_ord12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode10_pick_kindB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEii = common local_unnamed_addr global ptr null
@.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40 = internal constant [127 x i8] c"\80\04\95t\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C!PY_UNICODE_WCHAR_KIND unsupported\94\85\94\8C\0A_pick_kind\94\8C\18numba/cpython/unicode.py\94Ms\01\87\94\87\94."
@.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40.sha1 = internal constant [20 x i8] c"\0B_\89\ADl\DD&\E1\16\F2.9{:\F1\86F\D4/@"
@.const.picklebuf.0b5f89ad6cdd26e116f22e397b3af18646d42f40 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40, i32 127, ptr @.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40.sha1, ptr null, i32 0 }
@.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f = internal constant [141 x i8] c"\80\04\95\82\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C/Unexpected unicode representation in _pick_kind\94\85\94\8C\0A_pick_kind\94\8C\18numba/cpython/unicode.py\94M\7F\01\87\94\87\94."
@.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f.sha1 = internal constant [20 x i8] c"A\E0\13\16\95\D2mU\A0\8C\F0\8C\0D?\BE\7F\CCA\A2/"
@.const.picklebuf.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f, i32 141, ptr @.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode11_pick_asciiB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEjj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode13_empty_stringB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f = internal constant [142 x i8] c"\80\04\95\83\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C'Unexpected unicode encoding encountered\94\85\94\8C\13_kind_to_byte_width\94\8C\18numba/cpython/unicode.py\94M\A3\01\87\94\87\94."
@.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.sha1 = internal constant [20 x i8] c"3\F8\DE[\99\D1\06\92r\DE>\AD'{\86\18\16;\A7\7F"
@.const.picklebuf.33f8de5b99d1069272de3ead277b8618163ba77f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f, i32 142, ptr @.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode15_get_code_pointB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v48B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_str12_3clocals_3e12_3clambda_3eB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.46 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.47 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.39 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.46, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.47, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.44 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.45 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.40 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.44, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.45, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.42 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.43 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.41 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.42, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.43, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29 = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.53 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.54 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.52 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.53, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.54, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg37_handle_err_maybe_convergence_problemB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249 = internal constant [111 x i8] c"\80\04\95d\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\FC\03\87\94\87\94."
@.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249.sha1 = internal constant [20 x i8] c"\97\0D\0AC&\93D|\C0\8Df\FA\C3z\BB\EB\CA\FC2I"
@.const.picklebuf.970d0a432693447cc08d66fac37abbebcafc3249 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249, i32 111, ptr @.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249.sha1, ptr null, i32 0 }
@.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c = internal constant [149 x i8] c"\80\04\95\8A\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C&Internal algorithm failed to converge.\94\85\94\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\FE\03\87\94\87\94."
@.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c.sha1 = internal constant [20 x i8] c"oHo\F4\F1'\81W\8B\E8\8A\8A\CB\82)\A7\CE@+\9C"
@.const.picklebuf.6f486ff4f12781578be88a8acb8229a7ce402b9c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c, i32 149, ptr @.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_lstsq_residual_impl12_3clocals_3e9real_implB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedExx = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.69 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.70 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.65 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.69, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.70, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.71 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.72 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.64 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.71, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.72, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.4 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.5 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.4, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.5, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.73 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.74 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.63 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.73, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.74, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fe3c7bdbd50B3v64B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v65B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13.67 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14.68 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12.66 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13.67, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14.68, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v62B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1F7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg20_lstsq_solution_impl12_3clocals_3e9oneD_implB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v68B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c, i32 83, ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB3v69B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v70B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, i32 66, ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v72B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fe3c3435890B3v99B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v66B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.21 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.22 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.20 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.21, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.22, ptr null, i32 0 }

define range(i32 -1, -2) i32 @_ZN7kernels15lstsq_residualsB3v98B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
B0:
  %.34 = alloca { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i32, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } }, align 8
  %.fca.0.4.gep = getelementptr inbounds nuw i8, ptr %.34, i64 32
  %.fca.0.5.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 40
  %.fca.1.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 56
  %.fca.3.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 120
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(116) %.34, i8 0, i64 116, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.fca.3.0.gep, i8 0, i64 56, i1 false)
  %.44 = call i32 @_ZN5numba2np6linalg10lstsq_impl12_3clocals_3e10lstsq_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEN24omitted_28default_3d_2d15_0_29E(ptr nonnull %.34, ptr nonnull %excinfo.1, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.b.0, ptr %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0)
  %.54.fca.0.0.load = load ptr, ptr %.34, align 8
  %.54.fca.0.4.load = load ptr, ptr %.fca.0.4.gep, align 8
  %.54.fca.0.5.0.load = load i64, ptr %.fca.0.5.0.gep, align 8
  %.54.fca.0.5.0.load.fr = freeze i64 %.54.fca.0.5.0.load
  %.54.fca.1.0.load = load ptr, ptr %.fca.1.0.gep, align 8
  %cond = icmp eq i32 %.44, 0
  br i1 %cond, label %B0.endif, label %B0.if.if, !prof !0

B0.endif:                                         ; preds = %B0
  %const = bitcast i64 9223372036854775800 to i64
  %.fca.1.5.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 96
  %.fca.1.4.gep = getelementptr inbounds nuw i8, ptr %.34, i64 88
  %sunkaddr = getelementptr inbounds i8, ptr %.34, i64 120
  %.54.fca.3.0.load = load ptr, ptr %sunkaddr, align 8
  %.54.fca.1.5.0.load = load i64, ptr %.fca.1.5.0.gep, align 8
  %.54.fca.1.4.load = load ptr, ptr %.fca.1.4.gep, align 8
  %.94.not11.i = icmp sgt i64 %.54.fca.1.5.0.load, 0
  br i1 %.94.not11.i, label %.89.endif.preheader.i, label %B128.i, !prof !1

.89.endif.preheader.i:                            ; preds = %B0.endif
  %xtraiter.i = and i64 %.54.fca.1.5.0.load, 7
  %0 = icmp samesign ult i64 %.54.fca.1.5.0.load, 8
  br i1 %0, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !2

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %unroll_iter.i = and i64 %.54.fca.1.5.0.load, %const
  %1 = add nsw i64 %.54.fca.1.5.0.load, -8
  %2 = lshr i64 %1, 3
  %3 = add nuw nsw i64 %2, 1
  %xtraiter = and i64 %3, 3
  %4 = and i64 %1, 24
  %lcmp.mod.not = icmp eq i64 %4, 24
  br i1 %lcmp.mod.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !1

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv120 = phi i64 [ %xtraiter, %.89.endif.i.prol.preheader ], [ %lsr.iv.next121, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.54.fca.1.4.load, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !3
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i.prol, align 8, !noalias !3
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !3
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !3
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !3
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !3
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !3
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !3
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next121 = add i64 %lsr.iv120, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next121, 0
  br i1 %prol.iter.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !6, !llvm.loop !7

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.54.fca.1.4.load, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %5 = icmp ult i64 %1, 24
  br i1 %5, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !9

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B128.i, label %.89.endif.epil.preheader.i, !prof !10

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.54.fca.1.4.load, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %6 = shl i64 %epil.iter.i, 3
  %scevgep119 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %6
  %.106.epil.i = load double, ptr %scevgep119, align 8, !noalias !3
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B128.i, label %.89.endif.epil.i, !prof !11, !llvm.loop !12

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !3
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i, align 8, !noalias !3
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !3
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !3
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !3
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !3
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !3
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !3
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !3
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i.1, align 8, !noalias !3
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !3
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !3
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !3
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !3
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !3
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !3
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !3
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i.2, align 8, !noalias !3
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !3
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !3
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !3
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !3
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !3
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !3
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !3
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i.3, align 8, !noalias !3
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !3
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !3
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !3
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !3
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !3
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !3
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !14, !llvm.loop !15

common.ret:                                       ; preds = %for.end.endif, %B0.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ %.44, %B0.if.if ], [ 1, %B0.endif.endif.endif.endif.endif.if.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.52 = icmp sgt i32 %.44, 0
  %.45 = load ptr, ptr %excinfo.1, align 8
  %.53 = select i1 %.52, ptr %.45, ptr undef
  store ptr %.53, ptr %excinfo, align 8
  br label %common.ret

B128.i:                                           ; preds = %.89.endif.epil.i, %B0.endif, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %B0.endif ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr %arg.b.0)
  tail call void @NRT_decref(ptr %arg.A.0)
  tail call void @NRT_decref(ptr %.54.fca.3.0.load)
  tail call void @NRT_decref(ptr %.54.fca.1.0.load)
  %7 = add i64 %.54.fca.0.5.0.load.fr, -1152921504606846976
  %.262 = icmp ult i64 %7, -2305843009213693952
  br i1 %.262, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !17

B0.endif.endif.endif.endif.if:                    ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !18
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B128.i
  %.261 = shl nsw i64 %.54.fca.0.5.0.load.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.261, i32 32), !noalias !19
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !26

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.32947 = icmp sgt i64 %.54.fca.0.5.0.load.fr, 0
  br i1 %.32947, label %for.body.lr.ph, label %for.end.thread65

for.end.thread65:                                 ; preds = %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.54.fca.0.0.load)
  br label %for.end.endif

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.331.not = icmp eq i64 %.54.fca.0.5.0.load.fr, 1
  br i1 %.331.not, label %for.body.endif.endif, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %for.body.lr.ph
  %8 = ptrtoint ptr %.6.i to i64
  %9 = ptrtoint ptr %.54.fca.0.4.load to i64
  %min.iters.check = icmp ult i64 %.54.fca.0.5.0.load.fr, 8
  %10 = sub i64 %8, %9
  %diff.check = icmp ult i64 %10, 64
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader73, label %vector.ph

vector.ph:                                        ; preds = %for.body.endif.endif.us.preheader
  %n.vec = and i64 %.54.fca.0.5.0.load.fr, %const
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %11 = shl i64 %index, 3
  %scevgep118 = getelementptr i8, ptr %.54.fca.0.4.load, i64 %11
  %wide.load = load <8 x double>, ptr %scevgep118, align 8
  %12 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %13 = shl i64 %index, 3
  %scevgep117 = getelementptr i8, ptr %.6.i, i64 %13
  store <8 x double> %12, ptr %scevgep117, align 8
  %index.next = add nuw i64 %index, 8
  %14 = icmp eq i64 %n.vec, %index.next
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !27

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.54.fca.0.5.0.load.fr, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i10, label %for.body.endif.endif.us.preheader73

for.body.endif.endif.us.preheader73:              ; preds = %for.body.endif.endif.us.preheader, %middle.block
  %loop.index49.us.ph = phi i64 [ 0, %for.body.endif.endif.us.preheader ], [ %n.vec, %middle.block ]
  %xtraiter74 = and i64 %.54.fca.0.5.0.load.fr, 7
  %lcmp.mod75.not = icmp eq i64 %xtraiter74, 0
  br i1 %lcmp.mod75.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader73
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv115 = phi i64 [ %xtraiter74, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next116, %for.body.endif.endif.us.prol ]
  %loop.index49.us.prol = phi i64 [ %.368.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index49.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %15 = shl i64 %loop.index49.us.prol, 3
  %scevgep114 = getelementptr i8, ptr %.54.fca.0.4.load, i64 %15
  %.339.us.prol = load double, ptr %scevgep114, align 8
  %.12.le.i.prol = tail call double @llvm.sin.f64(double %.339.us.prol)
  %16 = shl i64 %loop.index49.us.prol, 3
  %scevgep113 = getelementptr i8, ptr %.6.i, i64 %16
  store double %.12.le.i.prol, ptr %scevgep113, align 8
  %.368.us.prol = add nuw nsw i64 %loop.index49.us.prol, 1
  %lsr.iv.next116 = add nsw i64 %lsr.iv115, -1
  %prol.iter76.cmp.not = icmp eq i64 %lsr.iv.next116, 0
  br i1 %prol.iter76.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !30

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader73
  %loop.index49.us.unr = phi i64 [ %loop.index49.us.ph, %for.body.endif.endif.us.preheader73 ], [ %.368.us.prol, %for.body.endif.endif.us.prol ]
  %17 = sub nsw i64 %loop.index49.us.ph, %.54.fca.0.5.0.load.fr
  %18 = icmp ugt i64 %17, -8
  br i1 %18, label %.89.endif.preheader.i10, label %for.body.endif.endif.us.preheader80

for.body.endif.endif.us.preheader80:              ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader80, %for.body.endif.endif.us
  %loop.index49.us = phi i64 [ %.368.us.7, %for.body.endif.endif.us ], [ %loop.index49.us.unr, %for.body.endif.endif.us.preheader80 ]
  %sunkaddr122 = mul i64 %loop.index49.us, 8
  %sunkaddr123 = getelementptr i8, ptr %.54.fca.0.4.load, i64 %sunkaddr122
  %.339.us = load double, ptr %sunkaddr123, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.339.us)
  %sunkaddr124 = mul i64 %loop.index49.us, 8
  %sunkaddr125 = getelementptr i8, ptr %.6.i, i64 %sunkaddr124
  store double %.12.le.i, ptr %sunkaddr125, align 8
  %sunkaddr126 = mul i64 %loop.index49.us, 8
  %sunkaddr127 = getelementptr i8, ptr %.54.fca.0.4.load, i64 %sunkaddr126
  %sunkaddr128 = getelementptr i8, ptr %sunkaddr127, i64 8
  %.339.us.1 = load double, ptr %sunkaddr128, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.339.us.1)
  %sunkaddr129 = mul i64 %loop.index49.us, 8
  %sunkaddr130 = getelementptr i8, ptr %.6.i, i64 %sunkaddr129
  %sunkaddr131 = getelementptr i8, ptr %sunkaddr130, i64 8
  store double %.12.le.i.1, ptr %sunkaddr131, align 8
  %sunkaddr132 = mul i64 %loop.index49.us, 8
  %sunkaddr133 = getelementptr i8, ptr %.54.fca.0.4.load, i64 %sunkaddr132
  %sunkaddr134 = getelementptr i8, ptr %sunkaddr133, i64 16
  %.339.us.2 = load double, ptr %sunkaddr134, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.339.us.2)
  %sunkaddr135 = mul i64 %loop.index49.us, 8
  %sunkaddr136 = getelementptr i8, ptr %.6.i, i64 %sunkaddr135
  %sunkaddr137 = getelementptr i8, ptr %sunkaddr136, i64 16
  store double %.12.le.i.2, ptr %sunkaddr137, align 8
  %sunkaddr138 = mul i64 %loop.index49.us, 8
  %sunkaddr139 = getelementptr i8, ptr %.54.fca.0.4.load, i64 %sunkaddr138
  %sunkaddr140 = getelementptr i8, ptr %sunkaddr139, i64 24
  %.339.us.3 = load double, ptr %sunkaddr140, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.339.us.3)
  %sunkaddr141 = mul i64 %loop.index49.us, 8
  %sunkaddr142 = getelementptr i8, ptr %.6.i, i64 %sunkaddr141
  %sunkaddr143 = getelementptr i8, ptr %sunkaddr142, i64 24
  store double %.12.le.i.3, ptr %sunkaddr143, align 8
  %sunkaddr144 = mul i64 %loop.index49.us, 8
  %sunkaddr145 = getelementptr i8, ptr %.54.fca.0.4.load, i64 %sunkaddr144
  %sunkaddr146 = getelementptr i8, ptr %sunkaddr145, i64 32
  %.339.us.4 = load double, ptr %sunkaddr146, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.339.us.4)
  %sunkaddr147 = mul i64 %loop.index49.us, 8
  %sunkaddr148 = getelementptr i8, ptr %.6.i, i64 %sunkaddr147
  %sunkaddr149 = getelementptr i8, ptr %sunkaddr148, i64 32
  store double %.12.le.i.4, ptr %sunkaddr149, align 8
  %sunkaddr150 = mul i64 %loop.index49.us, 8
  %sunkaddr151 = getelementptr i8, ptr %.54.fca.0.4.load, i64 %sunkaddr150
  %sunkaddr152 = getelementptr i8, ptr %sunkaddr151, i64 40
  %.339.us.5 = load double, ptr %sunkaddr152, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.339.us.5)
  %sunkaddr153 = mul i64 %loop.index49.us, 8
  %sunkaddr154 = getelementptr i8, ptr %.6.i, i64 %sunkaddr153
  %sunkaddr155 = getelementptr i8, ptr %sunkaddr154, i64 40
  store double %.12.le.i.5, ptr %sunkaddr155, align 8
  %sunkaddr156 = mul i64 %loop.index49.us, 8
  %sunkaddr157 = getelementptr i8, ptr %.54.fca.0.4.load, i64 %sunkaddr156
  %sunkaddr158 = getelementptr i8, ptr %sunkaddr157, i64 48
  %.339.us.6 = load double, ptr %sunkaddr158, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.339.us.6)
  %sunkaddr159 = mul i64 %loop.index49.us, 8
  %sunkaddr160 = getelementptr i8, ptr %.6.i, i64 %sunkaddr159
  %sunkaddr161 = getelementptr i8, ptr %sunkaddr160, i64 48
  store double %.12.le.i.6, ptr %sunkaddr161, align 8
  %sunkaddr162 = mul i64 %loop.index49.us, 8
  %sunkaddr163 = getelementptr i8, ptr %.54.fca.0.4.load, i64 %sunkaddr162
  %sunkaddr164 = getelementptr i8, ptr %sunkaddr163, i64 56
  %.339.us.7 = load double, ptr %sunkaddr164, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.339.us.7)
  %sunkaddr165 = mul i64 %loop.index49.us, 8
  %sunkaddr166 = getelementptr i8, ptr %.6.i, i64 %sunkaddr165
  %sunkaddr167 = getelementptr i8, ptr %sunkaddr166, i64 56
  store double %.12.le.i.7, ptr %sunkaddr167, align 8
  %.368.us.7 = add nuw nsw i64 %loop.index49.us, 8
  %exitcond54.not.7 = icmp eq i64 %.54.fca.0.5.0.load.fr, %.368.us.7
  br i1 %exitcond54.not.7, label %.89.endif.preheader.i10, label %for.body.endif.endif.us, !llvm.loop !31

B0.endif.endif.endif.endif.endif.if.if:           ; preds = %B0.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.20, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i10:                          ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %for.body.endif.endif
  tail call void @NRT_decref(ptr %.54.fca.0.0.load)
  %xtraiter.i11 = and i64 %.54.fca.0.5.0.load.fr, 7
  %19 = icmp samesign ult i64 %.54.fca.0.5.0.load.fr, 8
  br i1 %19, label %.89.endif.epil.preheader.i46, label %.89.endif.preheader.new.i12, !prof !2

.89.endif.preheader.new.i12:                      ; preds = %.89.endif.preheader.i10
  %unroll_iter.i13 = and i64 %.54.fca.0.5.0.load.fr, %const
  %20 = add nsw i64 %.54.fca.0.5.0.load.fr, -8
  %21 = lshr i64 %20, 3
  %22 = add nuw nsw i64 %21, 1
  %xtraiter77 = and i64 %22, 3
  %23 = and i64 %20, 24
  %lcmp.mod78.not = icmp eq i64 %23, 24
  br i1 %lcmp.mod78.not, label %.89.endif.i14.prol.loopexit, label %.89.endif.i14.prol.preheader, !prof !1

.89.endif.i14.prol.preheader:                     ; preds = %.89.endif.preheader.new.i12
  br label %.89.endif.i14.prol

.89.endif.i14.prol:                               ; preds = %.89.endif.i14.prol.preheader, %.89.endif.i14.prol
  %lsr.iv = phi i64 [ %xtraiter77, %.89.endif.i14.prol.preheader ], [ %lsr.iv.next, %.89.endif.i14.prol ]
  %lsr.iv.i15.prol = phi i64 [ %lsr.iv.next.i42.prol, %.89.endif.i14.prol ], [ %unroll_iter.i13, %.89.endif.i14.prol.preheader ]
  %.77.013.i16.prol = phi ptr [ %.114.7.i41.prol, %.89.endif.i14.prol ], [ %.6.i, %.89.endif.i14.prol.preheader ]
  %.72.012.i17.prol = phi double [ %.108.7.i40.prol, %.89.endif.i14.prol ], [ 0.000000e+00, %.89.endif.i14.prol.preheader ]
  %.106.i18.prol = load double, ptr %.77.013.i16.prol, align 8, !noalias !32
  %.108.i19.prol = fadd double %.72.012.i17.prol, %.106.i18.prol
  %.114.i20.prol = getelementptr i8, ptr %.77.013.i16.prol, i64 8
  %.106.1.i21.prol = load double, ptr %.114.i20.prol, align 8, !noalias !32
  %.108.1.i22.prol = fadd double %.108.i19.prol, %.106.1.i21.prol
  %.114.1.i23.prol = getelementptr i8, ptr %.77.013.i16.prol, i64 16
  %.106.2.i24.prol = load double, ptr %.114.1.i23.prol, align 8, !noalias !32
  %.108.2.i25.prol = fadd double %.108.1.i22.prol, %.106.2.i24.prol
  %.114.2.i26.prol = getelementptr i8, ptr %.77.013.i16.prol, i64 24
  %.106.3.i27.prol = load double, ptr %.114.2.i26.prol, align 8, !noalias !32
  %.108.3.i28.prol = fadd double %.108.2.i25.prol, %.106.3.i27.prol
  %.114.3.i29.prol = getelementptr i8, ptr %.77.013.i16.prol, i64 32
  %.106.4.i30.prol = load double, ptr %.114.3.i29.prol, align 8, !noalias !32
  %.108.4.i31.prol = fadd double %.108.3.i28.prol, %.106.4.i30.prol
  %.114.4.i32.prol = getelementptr i8, ptr %.77.013.i16.prol, i64 40
  %.106.5.i33.prol = load double, ptr %.114.4.i32.prol, align 8, !noalias !32
  %.108.5.i34.prol = fadd double %.108.4.i31.prol, %.106.5.i33.prol
  %.114.5.i35.prol = getelementptr i8, ptr %.77.013.i16.prol, i64 48
  %.106.6.i36.prol = load double, ptr %.114.5.i35.prol, align 8, !noalias !32
  %.108.6.i37.prol = fadd double %.108.5.i34.prol, %.106.6.i36.prol
  %.114.6.i38.prol = getelementptr i8, ptr %.77.013.i16.prol, i64 56
  %.106.7.i39.prol = load double, ptr %.114.6.i38.prol, align 8, !noalias !32
  %.108.7.i40.prol = fadd double %.108.6.i37.prol, %.106.7.i39.prol
  %.114.7.i41.prol = getelementptr i8, ptr %.77.013.i16.prol, i64 64
  %lsr.iv.next.i42.prol = add i64 %lsr.iv.i15.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter79.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter79.cmp.not, label %.89.endif.i14.prol.loopexit, label %.89.endif.i14.prol, !prof !6, !llvm.loop !35

.89.endif.i14.prol.loopexit:                      ; preds = %.89.endif.i14.prol, %.89.endif.preheader.new.i12
  %.108.7.i40.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i12 ], [ %.108.7.i40.prol, %.89.endif.i14.prol ]
  %.114.7.i41.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i12 ], [ %.114.7.i41.prol, %.89.endif.i14.prol ]
  %lsr.iv.i15.unr = phi i64 [ %unroll_iter.i13, %.89.endif.preheader.new.i12 ], [ %lsr.iv.next.i42.prol, %.89.endif.i14.prol ]
  %.77.013.i16.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i12 ], [ %.114.7.i41.prol, %.89.endif.i14.prol ]
  %.72.012.i17.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i12 ], [ %.108.7.i40.prol, %.89.endif.i14.prol ]
  %24 = icmp ult i64 %20, 24
  br i1 %24, label %common.ret.loopexit.unr-lcssa.i44, label %.89.endif.i14.preheader, !prof !9

.89.endif.i14.preheader:                          ; preds = %.89.endif.i14.prol.loopexit
  br label %.89.endif.i14

common.ret.loopexit.unr-lcssa.i44:                ; preds = %.89.endif.i14, %.89.endif.i14.prol.loopexit
  %.108.7.i40.lcssa = phi double [ %.108.7.i40.lcssa.unr, %.89.endif.i14.prol.loopexit ], [ %.108.7.i40.3, %.89.endif.i14 ]
  %.114.7.i41.lcssa = phi ptr [ %.114.7.i41.lcssa.unr, %.89.endif.i14.prol.loopexit ], [ %.114.7.i41.3, %.89.endif.i14 ]
  %lcmp.mod.not.i45 = icmp eq i64 %xtraiter.i11, 0
  br i1 %lcmp.mod.not.i45, label %for.end.endif, label %.89.endif.epil.preheader.i46, !prof !10

.89.endif.epil.preheader.i46:                     ; preds = %common.ret.loopexit.unr-lcssa.i44, %.89.endif.preheader.i10
  %.77.013.epil.init.i47 = phi ptr [ %.6.i, %.89.endif.preheader.i10 ], [ %.114.7.i41.lcssa, %common.ret.loopexit.unr-lcssa.i44 ]
  %.72.012.epil.init.i48 = phi double [ 0.000000e+00, %.89.endif.preheader.i10 ], [ %.108.7.i40.lcssa, %common.ret.loopexit.unr-lcssa.i44 ]
  br label %.89.endif.epil.i49

.89.endif.epil.i49:                               ; preds = %.89.endif.epil.i49, %.89.endif.epil.preheader.i46
  %.72.012.epil.i50 = phi double [ %.108.epil.i54, %.89.endif.epil.i49 ], [ %.72.012.epil.init.i48, %.89.endif.epil.preheader.i46 ]
  %epil.iter.i51 = phi i64 [ %epil.iter.next.i55, %.89.endif.epil.i49 ], [ 0, %.89.endif.epil.preheader.i46 ]
  %25 = shl i64 %epil.iter.i51, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i47, i64 %25
  %.106.epil.i53 = load double, ptr %scevgep, align 8, !noalias !32
  %.108.epil.i54 = fadd double %.72.012.epil.i50, %.106.epil.i53
  %epil.iter.next.i55 = add i64 %epil.iter.i51, 1
  %epil.iter.cmp.not.i56 = icmp eq i64 %xtraiter.i11, %epil.iter.next.i55
  br i1 %epil.iter.cmp.not.i56, label %for.end.endif, label %.89.endif.epil.i49, !prof !11, !llvm.loop !12

.89.endif.i14:                                    ; preds = %.89.endif.i14.preheader, %.89.endif.i14
  %lsr.iv.i15 = phi i64 [ %lsr.iv.next.i42.3, %.89.endif.i14 ], [ %lsr.iv.i15.unr, %.89.endif.i14.preheader ]
  %.77.013.i16 = phi ptr [ %.114.7.i41.3, %.89.endif.i14 ], [ %.77.013.i16.unr, %.89.endif.i14.preheader ]
  %.72.012.i17 = phi double [ %.108.7.i40.3, %.89.endif.i14 ], [ %.72.012.i17.unr, %.89.endif.i14.preheader ]
  %.106.i18 = load double, ptr %.77.013.i16, align 8, !noalias !32
  %.108.i19 = fadd double %.72.012.i17, %.106.i18
  %.114.i20 = getelementptr i8, ptr %.77.013.i16, i64 8
  %.106.1.i21 = load double, ptr %.114.i20, align 8, !noalias !32
  %.108.1.i22 = fadd double %.108.i19, %.106.1.i21
  %.114.1.i23 = getelementptr i8, ptr %.77.013.i16, i64 16
  %.106.2.i24 = load double, ptr %.114.1.i23, align 8, !noalias !32
  %.108.2.i25 = fadd double %.108.1.i22, %.106.2.i24
  %.114.2.i26 = getelementptr i8, ptr %.77.013.i16, i64 24
  %.106.3.i27 = load double, ptr %.114.2.i26, align 8, !noalias !32
  %.108.3.i28 = fadd double %.108.2.i25, %.106.3.i27
  %.114.3.i29 = getelementptr i8, ptr %.77.013.i16, i64 32
  %.106.4.i30 = load double, ptr %.114.3.i29, align 8, !noalias !32
  %.108.4.i31 = fadd double %.108.3.i28, %.106.4.i30
  %.114.4.i32 = getelementptr i8, ptr %.77.013.i16, i64 40
  %.106.5.i33 = load double, ptr %.114.4.i32, align 8, !noalias !32
  %.108.5.i34 = fadd double %.108.4.i31, %.106.5.i33
  %.114.5.i35 = getelementptr i8, ptr %.77.013.i16, i64 48
  %.106.6.i36 = load double, ptr %.114.5.i35, align 8, !noalias !32
  %.108.6.i37 = fadd double %.108.5.i34, %.106.6.i36
  %.114.6.i38 = getelementptr i8, ptr %.77.013.i16, i64 56
  %.106.7.i39 = load double, ptr %.114.6.i38, align 8, !noalias !32
  %.108.7.i40 = fadd double %.108.6.i37, %.106.7.i39
  %.114.7.i41 = getelementptr i8, ptr %.77.013.i16, i64 64
  %.106.i18.1 = load double, ptr %.114.7.i41, align 8, !noalias !32
  %.108.i19.1 = fadd double %.108.7.i40, %.106.i18.1
  %.114.i20.1 = getelementptr i8, ptr %.77.013.i16, i64 72
  %.106.1.i21.1 = load double, ptr %.114.i20.1, align 8, !noalias !32
  %.108.1.i22.1 = fadd double %.108.i19.1, %.106.1.i21.1
  %.114.1.i23.1 = getelementptr i8, ptr %.77.013.i16, i64 80
  %.106.2.i24.1 = load double, ptr %.114.1.i23.1, align 8, !noalias !32
  %.108.2.i25.1 = fadd double %.108.1.i22.1, %.106.2.i24.1
  %.114.2.i26.1 = getelementptr i8, ptr %.77.013.i16, i64 88
  %.106.3.i27.1 = load double, ptr %.114.2.i26.1, align 8, !noalias !32
  %.108.3.i28.1 = fadd double %.108.2.i25.1, %.106.3.i27.1
  %.114.3.i29.1 = getelementptr i8, ptr %.77.013.i16, i64 96
  %.106.4.i30.1 = load double, ptr %.114.3.i29.1, align 8, !noalias !32
  %.108.4.i31.1 = fadd double %.108.3.i28.1, %.106.4.i30.1
  %.114.4.i32.1 = getelementptr i8, ptr %.77.013.i16, i64 104
  %.106.5.i33.1 = load double, ptr %.114.4.i32.1, align 8, !noalias !32
  %.108.5.i34.1 = fadd double %.108.4.i31.1, %.106.5.i33.1
  %.114.5.i35.1 = getelementptr i8, ptr %.77.013.i16, i64 112
  %.106.6.i36.1 = load double, ptr %.114.5.i35.1, align 8, !noalias !32
  %.108.6.i37.1 = fadd double %.108.5.i34.1, %.106.6.i36.1
  %.114.6.i38.1 = getelementptr i8, ptr %.77.013.i16, i64 120
  %.106.7.i39.1 = load double, ptr %.114.6.i38.1, align 8, !noalias !32
  %.108.7.i40.1 = fadd double %.108.6.i37.1, %.106.7.i39.1
  %.114.7.i41.1 = getelementptr i8, ptr %.77.013.i16, i64 128
  %.106.i18.2 = load double, ptr %.114.7.i41.1, align 8, !noalias !32
  %.108.i19.2 = fadd double %.108.7.i40.1, %.106.i18.2
  %.114.i20.2 = getelementptr i8, ptr %.77.013.i16, i64 136
  %.106.1.i21.2 = load double, ptr %.114.i20.2, align 8, !noalias !32
  %.108.1.i22.2 = fadd double %.108.i19.2, %.106.1.i21.2
  %.114.1.i23.2 = getelementptr i8, ptr %.77.013.i16, i64 144
  %.106.2.i24.2 = load double, ptr %.114.1.i23.2, align 8, !noalias !32
  %.108.2.i25.2 = fadd double %.108.1.i22.2, %.106.2.i24.2
  %.114.2.i26.2 = getelementptr i8, ptr %.77.013.i16, i64 152
  %.106.3.i27.2 = load double, ptr %.114.2.i26.2, align 8, !noalias !32
  %.108.3.i28.2 = fadd double %.108.2.i25.2, %.106.3.i27.2
  %.114.3.i29.2 = getelementptr i8, ptr %.77.013.i16, i64 160
  %.106.4.i30.2 = load double, ptr %.114.3.i29.2, align 8, !noalias !32
  %.108.4.i31.2 = fadd double %.108.3.i28.2, %.106.4.i30.2
  %.114.4.i32.2 = getelementptr i8, ptr %.77.013.i16, i64 168
  %.106.5.i33.2 = load double, ptr %.114.4.i32.2, align 8, !noalias !32
  %.108.5.i34.2 = fadd double %.108.4.i31.2, %.106.5.i33.2
  %.114.5.i35.2 = getelementptr i8, ptr %.77.013.i16, i64 176
  %.106.6.i36.2 = load double, ptr %.114.5.i35.2, align 8, !noalias !32
  %.108.6.i37.2 = fadd double %.108.5.i34.2, %.106.6.i36.2
  %.114.6.i38.2 = getelementptr i8, ptr %.77.013.i16, i64 184
  %.106.7.i39.2 = load double, ptr %.114.6.i38.2, align 8, !noalias !32
  %.108.7.i40.2 = fadd double %.108.6.i37.2, %.106.7.i39.2
  %.114.7.i41.2 = getelementptr i8, ptr %.77.013.i16, i64 192
  %.106.i18.3 = load double, ptr %.114.7.i41.2, align 8, !noalias !32
  %.108.i19.3 = fadd double %.108.7.i40.2, %.106.i18.3
  %.114.i20.3 = getelementptr i8, ptr %.77.013.i16, i64 200
  %.106.1.i21.3 = load double, ptr %.114.i20.3, align 8, !noalias !32
  %.108.1.i22.3 = fadd double %.108.i19.3, %.106.1.i21.3
  %.114.1.i23.3 = getelementptr i8, ptr %.77.013.i16, i64 208
  %.106.2.i24.3 = load double, ptr %.114.1.i23.3, align 8, !noalias !32
  %.108.2.i25.3 = fadd double %.108.1.i22.3, %.106.2.i24.3
  %.114.2.i26.3 = getelementptr i8, ptr %.77.013.i16, i64 216
  %.106.3.i27.3 = load double, ptr %.114.2.i26.3, align 8, !noalias !32
  %.108.3.i28.3 = fadd double %.108.2.i25.3, %.106.3.i27.3
  %.114.3.i29.3 = getelementptr i8, ptr %.77.013.i16, i64 224
  %.106.4.i30.3 = load double, ptr %.114.3.i29.3, align 8, !noalias !32
  %.108.4.i31.3 = fadd double %.108.3.i28.3, %.106.4.i30.3
  %.114.4.i32.3 = getelementptr i8, ptr %.77.013.i16, i64 232
  %.106.5.i33.3 = load double, ptr %.114.4.i32.3, align 8, !noalias !32
  %.108.5.i34.3 = fadd double %.108.4.i31.3, %.106.5.i33.3
  %.114.5.i35.3 = getelementptr i8, ptr %.77.013.i16, i64 240
  %.106.6.i36.3 = load double, ptr %.114.5.i35.3, align 8, !noalias !32
  %.108.6.i37.3 = fadd double %.108.5.i34.3, %.106.6.i36.3
  %.114.6.i38.3 = getelementptr i8, ptr %.77.013.i16, i64 248
  %.106.7.i39.3 = load double, ptr %.114.6.i38.3, align 8, !noalias !32
  %.108.7.i40.3 = fadd double %.108.6.i37.3, %.106.7.i39.3
  %.114.7.i41.3 = getelementptr i8, ptr %.77.013.i16, i64 256
  %lsr.iv.next.i42.3 = add nsw i64 %lsr.iv.i15, -32
  %niter.ncmp.7.i43.3 = icmp eq i64 %lsr.iv.next.i42.3, 0
  br i1 %niter.ncmp.7.i43.3, label %common.ret.loopexit.unr-lcssa.i44, label %.89.endif.i14, !prof !14, !llvm.loop !36

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.339 = load double, ptr %.54.fca.0.4.load, align 8
  %.12.le.i7 = tail call double @llvm.sin.f64(double %.339)
  store double %.12.le.i7, ptr %.6.i, align 8
  br label %.89.endif.preheader.i10

for.end.endif:                                    ; preds = %.89.endif.epil.i49, %common.ret.loopexit.unr-lcssa.i44, %for.end.thread65
  %.72.0.lcssa.i9 = phi double [ 0.000000e+00, %for.end.thread65 ], [ %.108.7.i40.lcssa, %common.ret.loopexit.unr-lcssa.i44 ], [ %.108.epil.i54, %.89.endif.epil.i49 ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.402 = fadd double %.72.0.lcssa.i, %.72.0.lcssa.i9
  store double %.402, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels15lstsq_residualsB3v98B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.lstsq_residuals, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !26

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.e...if.2 ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.e...endif.2.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels15lstsq_residualsB3v98B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !26

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels15lstsq_residualsB3v98B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.20, i8 0, i64 72, i1 false)
  %.24 = call i32 @NRT_adapt_ndarray_from_python(ptr %.19, ptr nonnull %.20)
  %sunkaddr = getelementptr inbounds i8, ptr %.20, i64 24
  %.28 = load i64, ptr %sunkaddr, align 8
  %.29 = icmp ne i64 %.28, 8
  %.30 = icmp ne i32 %.24, 0
  %.31 = or i1 %.30, %.29
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !26

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 8
  %.35.fca.1.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 16
  %.35.fca.2.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.20, i64 48
  %.35.fca.5.1.load = load i64, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.20, i64 56
  %.35.fca.6.0.load = load i64, ptr %sunkaddr6, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.20, i64 64
  %.35.fca.6.1.load = load i64, ptr %sunkaddr7, align 8
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !26

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.45, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr8 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr8, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !26

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.60.fca.0.load = load ptr, ptr %.45, align 8
  %sunkaddr9 = getelementptr inbounds i8, ptr %.45, i64 8
  %.60.fca.1.load = load ptr, ptr %sunkaddr9, align 8
  %sunkaddr10 = getelementptr inbounds i8, ptr %.45, i64 16
  %.60.fca.2.load = load i64, ptr %sunkaddr10, align 8
  %sunkaddr11 = getelementptr inbounds i8, ptr %.45, i64 32
  %.60.fca.4.load = load ptr, ptr %sunkaddr11, align 8
  %sunkaddr12 = getelementptr inbounds i8, ptr %.45, i64 40
  %.60.fca.5.0.load = load i64, ptr %sunkaddr12, align 8
  %sunkaddr13 = getelementptr inbounds i8, ptr %.45, i64 48
  %.60.fca.6.0.load = load i64, ptr %sunkaddr13, align 8
  store double 0.000000e+00, ptr %.67, align 8
  %.77 = call i32 @_ZN7kernels15lstsq_residualsB3v98B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr %.60.fca.1.load, i64 %.60.fca.2.load, i64 8, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 %.60.fca.6.0.load) #4
  %.78 = load ptr, ptr %excinfo, align 8
  %.87 = load double, ptr %.67, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.77, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.85 = icmp sgt i32 %.77, 0
  br i1 %.85, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.100 = call ptr @PyFloat_FromDouble(double %.87)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.105 = load { ptr, i32, ptr, ptr, i32 }, ptr %.78, align 8
  %.106 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 4
  %.107 = icmp sgt i32 %.106, 0
  %.110 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 0
  %.112 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 1
  br i1 %.107, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.77, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.113 = sext i32 %.112 to i64
  %.114 = call ptr @PyBytes_FromStringAndSize(ptr %.110, i64 %.113)
  %.115 = load { ptr, i32, ptr, ptr, i32 }, ptr %.78, align 8
  %.116 = extractvalue { ptr, i32, ptr, ptr, i32 } %.115, 2
  %.118 = extractvalue { ptr, i32, ptr, ptr, i32 } %.115, 3
  %.120 = call ptr %.118(ptr %.116)
  %.121 = icmp eq ptr %.120, null
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !26

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 2
  %.135 = call ptr @numba_unpickle(ptr %.110, i32 %.112, ptr %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi ptr [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq ptr %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !26

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.125 = call ptr @numba_runtime_build_excinfo_struct(ptr %.114, ptr nonnull %.120)
  call void @NRT_Free(ptr nonnull %.78)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.137)
  br label %common.ret

entry.endif.endif.endif.e...if.2:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
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

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels15lstsq_residualsB3v98B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 6
  %.10 = extractvalue [2 x i64] %extracted.strides, 0
  %.11 = extractvalue [2 x i64] %extracted.strides, 1
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 0
  %extracted.parent.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 6
  %.13 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.14 = call i32 @_ZN7kernels15lstsq_residualsB3v98B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.12, i64 %.13) #4
  %.15 = load ptr, ptr %excinfo, align 8
  %.24 = load double, ptr %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, ptr %.26, align 4
  %cond = icmp eq i32 %.14, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !0

entry.if:                                         ; preds = %entry
  %.22 = icmp sgt i32 %.14, 0
  call void @numba_gil_ensure(ptr nonnull %.26)
  br i1 %.22, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ]
  ret double %common.ret.op

.29:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.77 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.77)
  call void @Py_DecRef(ptr %.77)
  call void @numba_gil_release(ptr nonnull %.26)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.32 = load { ptr, i32, ptr, ptr, i32 }, ptr %.15, align 8
  %.33 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 0
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.14, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.29
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.40 = sext i32 %.39 to i64
  %.41 = call ptr @PyBytes_FromStringAndSize(ptr %.37, i64 %.40)
  %.42 = load { ptr, i32, ptr, ptr, i32 }, ptr %.15, align 8
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 2
  %.45 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 3
  %.47 = call ptr %.45(ptr %.43)
  %.48 = icmp eq ptr %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !26

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !26

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.52 = call ptr @numba_runtime_build_excinfo_struct(ptr %.41, ptr nonnull %.47)
  call void @NRT_Free(ptr nonnull %.15)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.64)
  br label %.29

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.29

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.29
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

define linkonce_odr range(i32 -1, -2) i32 @_ZN5numba2np6linalg10lstsq_impl12_3clocals_3e10lstsq_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEN24omitted_28default_3d_2d15_0_29E(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
B0.endif:
  %.27.i = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  %.458 = alloca ptr, align 8
  %excinfo.10 = alloca ptr, align 8
  store ptr null, ptr %excinfo.10, align 8
  %.800 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.15 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.800, i8 0, i64 56, i1 false)
  store ptr null, ptr %excinfo.15, align 8
  %.856 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.16 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.856, i8 0, i64 56, i1 false)
  store ptr null, ptr %excinfo.16, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  %.80.i = icmp eq i64 %arg.a.2, 0
  br label %B44.i

B648:                                             ; preds = %B0.endif.endif.endif.endi...endif.1.endif.endif.endif
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 0, i32 32), !noalias !37
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B648.if.if, label %B648.endif, !prof !26

B694:                                             ; preds = %B0.endif.endif.endif.endi...endif.1.endif.endif.endif
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.800, i8 0, i64 56, i1 false)
  %.808 = call i32 @_ZN5numba2np6linalg20_lstsq_residual_impl12_3clocals_3e9real_implB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedExx(ptr nonnull %.800, ptr nonnull %excinfo.15, ptr nonnull %.7.i.i.i26, ptr null, i64 %.13.i22, i64 8, ptr %.6.i.i29, i64 %.13.i22, i64 1, i64 8, i64 %.54.i, i64 %arg.a.5.1, i64 1)
  %cond1 = icmp eq i32 %.808, 0
  br i1 %cond1, label %B694.endif, label %B694.if.if, !prof !0

B728:                                             ; preds = %B694.endif, %B648.endif
  %.818.fca.0.load.sink605.in.sroa.speculated = phi ptr [ %.818.fca.0.load.sink605.in.sroa.speculate.load.B694.endif, %B694.endif ], [ %.7.i.i.i, %B648.endif ]
  %res.2.sroa.48.0 = phi i64 [ %.818.fca.6.0.load, %B694.endif ], [ 8, %B648.endif ]
  %res.2.sroa.40.0 = phi i64 [ %.818.fca.5.0.load, %B694.endif ], [ 0, %B648.endif ]
  %res.2.sroa.32.0 = phi ptr [ %.818.fca.4.load, %B694.endif ], [ %.6.i.i, %B648.endif ]
  %res.2.sroa.24.0 = phi i64 [ %.818.fca.3.load, %B694.endif ], [ 8, %B648.endif ]
  %res.2.sroa.16.0 = phi i64 [ %.818.fca.2.load, %B694.endif ], [ 0, %B648.endif ]
  %res.2.sroa.8.0 = phi ptr [ %.818.fca.1.load, %B694.endif ], [ null, %B648.endif ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.856, i8 0, i64 56, i1 false)
  %.866 = call i32 @_ZN5numba2np6linalg20_lstsq_solution_impl12_3clocals_3e9oneD_implB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedEx(ptr nonnull %.856, ptr nonnull %excinfo.16, ptr %arg.b.0, ptr %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.a.5.0, i64 %arg.b.6.0, ptr nonnull %.7.i.i.i26, ptr null, i64 %.13.i22, i64 8, ptr %.6.i.i29, i64 %.13.i22, i64 1, i64 8, i64 %.54.i, i64 %arg.a.5.1)
  %.876.fca.0.load = load ptr, ptr %.856, align 8
  %sunkaddr = getelementptr inbounds nuw i8, ptr %.856, i64 8
  %.876.fca.1.load = load ptr, ptr %sunkaddr, align 8
  %sunkaddr196 = getelementptr inbounds nuw i8, ptr %.856, i64 16
  %.876.fca.2.load = load i64, ptr %sunkaddr196, align 8
  %sunkaddr197 = getelementptr inbounds nuw i8, ptr %.856, i64 24
  %.876.fca.3.load = load i64, ptr %sunkaddr197, align 8
  %sunkaddr198 = getelementptr inbounds nuw i8, ptr %.856, i64 32
  %.876.fca.4.load = load ptr, ptr %sunkaddr198, align 8
  %sunkaddr199 = getelementptr inbounds nuw i8, ptr %.856, i64 40
  %.876.fca.5.0.load = load i64, ptr %sunkaddr199, align 8
  %sunkaddr200 = getelementptr inbounds nuw i8, ptr %.856, i64 48
  %.876.fca.6.0.load = load i64, ptr %sunkaddr200, align 8
  %inserted.meminfo.8 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.876.fca.0.load, 0
  %inserted.parent.8 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.8, ptr %.876.fca.1.load, 1
  %inserted.nitems.8 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.8, i64 %.876.fca.2.load, 2
  %inserted.itemsize.8 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.8, i64 %.876.fca.3.load, 3
  %inserted.data.8 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.8, ptr %.876.fca.4.load, 4
  %.885 = insertvalue [1 x i64] undef, i64 %.876.fca.5.0.load, 0
  %inserted.shape.8 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.8, [1 x i64] %.885, 5
  %.887 = insertvalue [1 x i64] undef, i64 %.876.fca.6.0.load, 0
  %inserted.strides.8 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.8, [1 x i64] %.887, 6
  %cond2 = icmp eq i32 %.866, 0
  br i1 %cond2, label %B728.endif.endif.if, label %B728.if.if, !prof !0

B44.i:                                            ; preds = %B44.endif.i, %B0.endif
  %.208148.i = phi i64 [ %.208..i, %B44.endif.i ], [ 0, %B0.endif ]
  %.158146.in.i = phi i1 [ %.209.i, %B44.endif.i ], [ %.80.i, %B0.endif ]
  br i1 %.158146.in.i, label %B0.endif.endif, label %B44.endif.i, !prof !26

B44.endif.i:                                      ; preds = %B44.i
  %.179.i = getelementptr double, ptr %arg.a.4, i64 %.208148.i
  %.208.i = add nsw i64 %.208148.i, 1
  %.209.i = icmp sge i64 %.208.i, %arg.a.2
  %.208..i = select i1 %.209.i, i64 0, i64 %.208.i, !prof !26
  %.262.i = load double, ptr %.179.i, align 8, !noalias !47
  %.271.le.i = fsub double %.262.i, %.262.i
  %.272.le.i = fcmp ord double %.271.le.i, 0.000000e+00
  br i1 %.272.le.i, label %B44.i, label %B0.endif.if.if

common.ret:                                       ; preds = %B728.endif.endif.endif.endif.endif.else.endif.endif, %B728.endif.endif.endif.endif.if.if, %B728.endif.endif.endif.if, %B728.if.if, %B694.if.if, %B648.if.if, %B0.endif.endif.endif.endi...endif.1.endif.endif.if.if, %B0.endif.endif.endif.endi...endif.1.endif.if.if, %B0.endif.endif.endif.endi...endif.1.if.if, %B0.endif.endif.endif.endi...if.1.if, %B0.endif.endif.endif.endi...if, %B0.endif.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if.if, %B0.endif.endif.if.if, %B0.endif.if.if
  %common.ret.op = phi i32 [ 0, %B728.endif.endif.endif.endif.endif.else.endif.endif ], [ 1, %B0.endif.if.if ], [ 1, %B0.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 1, %B728.endif.endif.endif.endif.if.if ], [ 1, %B728.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endi...if ], [ %.468, %B0.endif.endif.endif.endi...if.1.if ], [ 1, %B0.endif.endif.endif.endi...endif.1.if.if ], [ 1, %B0.endif.endif.endif.endi...endif.1.endif.if.if ], [ 1, %B0.endif.endif.endif.endi...endif.1.endif.endif.if.if ], [ 1, %B648.if.if ], [ 1, %B694.if.if ], [ 1, %B728.if.if ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %B44.i
  %.65.i = icmp eq i64 %arg.b.2, 0
  br label %B44.i14

B44.i14:                                          ; preds = %B44.endif.i15, %B0.endif.endif
  %.179129.i = phi i64 [ %.179..i, %B44.endif.i15 ], [ 0, %B0.endif.endif ]
  %.129127.in.i = phi i1 [ %.180.i, %B44.endif.i15 ], [ %.65.i, %B0.endif.endif ]
  br i1 %.129127.in.i, label %B0.endif.endif.endif, label %B44.endif.i15, !prof !26

B44.endif.i15:                                    ; preds = %B44.i14
  %.150.i = getelementptr double, ptr %arg.b.4, i64 %.179129.i
  %.179.i16 = add nsw i64 %.179129.i, 1
  %.180.i = icmp sge i64 %.179.i16, %arg.b.2
  %.179..i = select i1 %.180.i, i64 0, i64 %.179.i16, !prof !26
  %.233.i = load double, ptr %.150.i, align 8, !noalias !51
  %.242.le.i = fsub double %.233.i, %.233.i
  %.243.le.i = fcmp ord double %.242.le.i, 0.000000e+00
  br i1 %.243.le.i, label %B44.i14, label %B0.endif.endif.if.if

B0.endif.if.if:                                   ; preds = %B44.endif.i
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B44.i14
  %.86.i = icmp eq i64 %arg.a.5.0, 0
  %.89.i = icmp eq i64 %arg.b.5.0, 0
  %or.cond.i = select i1 %.86.i, i1 true, i1 %.89.i
  %.94.i = icmp eq i64 %arg.a.5.1, 0
  %or.cond41.i = select i1 %or.cond.i, i1 true, i1 %.94.i
  br i1 %or.cond41.i, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif

B0.endif.endif.if.if:                             ; preds = %B44.endif.i15
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.11, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.66.not.i = icmp eq i64 %arg.a.5.0, %arg.b.5.0
  br i1 %.66.not.i, label %B0.endif.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.if.if

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.5a698927cc2477bfdd0686f33f648358e3e75898, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif
  store ptr @.const.picklebuf.010056afbbb176fc9a4462a5ea0480d90ccd06c8, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif
  %.13.i = tail call i64 @llvm.smin.i64(i64 %arg.a.5.1, i64 %arg.a.5.0)
  %.13.i22 = tail call i64 @llvm.smax.i64(i64 %arg.a.5.1, i64 %arg.a.5.0)
  call void @llvm.lifetime.start.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !55
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !55
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.27.i, i8 0, i64 72, i1 false), !noalias !55
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.27.i, ptr nonnull %excinfo.1.i, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !55
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.endif.endif.if.if, !prof !0

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 32
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 16
  %.45.fca.0.load.i = load ptr, ptr %.27.i, align 8, !noalias !55
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !55
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !55
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !55
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.36.i24 = icmp slt i64 %.13.i22, 0
  br i1 %.36.i24, label %B0.endif.endif.endif.endi...if, label %B0.endif.endif.endif.endif.i25, !prof !26

B0.endif.endif.endif.endif.i25:                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %const = bitcast i64 1152921504606846975 to i64
  %.54.i = shl i64 %.13.i22, 3
  %0 = icmp samesign ugt i64 %.13.i22, %const
  br i1 %0, label %B0.endif.endif.endif.endi...if, label %B0.endif.endif.endif.endif.endif.i, !prof !26

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i25
  %.7.i.i.i26 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.54.i, i32 32), !noalias !59
  %.8.i.i.i27 = icmp eq ptr %.7.i.i.i26, null
  br i1 %.8.i.i.i27, label %B0.endif.endif.endif.endi...if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif, !prof !26

B0.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.36.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !55
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.36.i, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i28 = getelementptr i8, ptr %.7.i.i.i26, i64 24
  %.6.i.i29 = load ptr, ptr %.5.i.i28, align 8, !noalias !69
  %.468 = call i32 @_ZN5numba2np6linalg22_system_copy_in_b_impl12_3clocals_3e9oneD_implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.458, ptr nonnull %excinfo.10, ptr nonnull %.7.i.i.i26, ptr null, i64 %.13.i22, i64 8, ptr %.6.i.i29, i64 %.13.i22, i64 1, i64 8, i64 %.54.i, ptr %arg.b.0, ptr %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.a.5.0, i64 %arg.b.6.0, i64 1)
  %cond = icmp eq i32 %.468, 0
  br i1 %cond, label %B0.endif.endif.endif.endi...endif.1, label %B0.endif.endif.endif.endi...if.1.if, !prof !0

B0.endif.endif.endif.endi...if:                   ; preds = %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i25, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %excinfo.9.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.27, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.26, %B0.endif.endif.endif.endif.i25 ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B0.endif.endif.endif.endif.endif.endif.endif.endif ]
  store ptr %excinfo.9.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endi...endif.1:              ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif
  %.15.i = icmp slt i64 %.13.i, 0
  br i1 %.15.i, label %B0.endif.endif.endif.endi...endif.1.if.if, label %B0.endif.endif.i, !prof !26

B0.endif.endif.i:                                 ; preds = %B0.endif.endif.endif.endi...endif.1
  %.31.i = icmp samesign ugt i64 %.13.i, %const
  br i1 %.31.i, label %B0.endif.endif.endif.endi...endif.1.if.if, label %B0.endif.endif.endif.i, !prof !26

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.30.i = shl nuw nsw i64 %.13.i, 3
  %.7.i.i.i35 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !70
  %.8.i.i.i36 = icmp eq ptr %.7.i.i.i35, null
  br i1 %.8.i.i.i36, label %B0.endif.endif.endif.endi...endif.1.if.if, label %B0.endif.endif.endif.endi...endif.1.endif, !prof !26

B0.endif.endif.endif.endi...if.1.if:              ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif
  %.476 = icmp sgt i32 %.468, 0
  %.469 = load ptr, ptr %excinfo.10, align 8
  %.477 = select i1 %.476, ptr %.469, ptr undef
  store ptr %.477, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endi...endif.1.endif:        ; preds = %B0.endif.endif.endif.i
  %.5.i.i38 = getelementptr i8, ptr %.7.i.i.i35, i64 24
  %.6.i.i39 = load ptr, ptr %.5.i.i38, align 8, !noalias !80
  %inserted.meminfo.4 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.7.i.i.i35, 0
  %inserted.parent.4 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.4, ptr null, 1
  %.7.i.i.i51 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 4, i32 32), !noalias !81
  %.8.i.i.i52 = icmp eq ptr %.7.i.i.i51, null
  br i1 %.8.i.i.i52, label %B0.endif.endif.endif.endi...endif.1.endif.if.if, label %B0.endif.endif.endif.endi...endif.1.endif.endif, !prof !26

B0.endif.endif.endif.endi...endif.1.if.if:        ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %B0.endif.endif.endif.endi...endif.1
  %excinfo.11.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.41, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.40, %B0.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.39, %B0.endif.endif.endif.endi...endif.1 ]
  store ptr %excinfo.11.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endi...endif.1.endif.endif:  ; preds = %B0.endif.endif.endif.endi...endif.1.endif
  %.5.i.i54 = getelementptr i8, ptr %.7.i.i.i51, i64 24
  %.6.i.i55 = load ptr, ptr %.5.i.i54, align 8, !noalias !91
  %.672 = tail call i32 @numba_ez_gelsd(i8 100, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 1, ptr %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i29, i64 %.13.i22, ptr %.6.i.i39, double -1.000000e+00, ptr %.6.i.i55)
  %.9.not.i = icmp eq i32 %.672, 0
  br i1 %.9.not.i, label %B0.endif.endif.endif.endi...endif.1.endif.endif.endif, label %B16.i

B16.i:                                            ; preds = %B0.endif.endif.endif.endi...endif.1.endif.endif
  %.13.i64 = icmp slt i32 %.672, 0
  br i1 %.13.i64, label %B28.i, label %B0.endif.endif.endif.endi...endif.1.endif.endif.if.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !92
  br label %B0.endif.endif.endif.endi...endif.1.endif.endif.if.if

B0.endif.endif.endif.endi...endif.1.endif.if.if:  ; preds = %B0.endif.endif.endif.endi...endif.1.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.52, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endi...endif.1.endif.endif.endif: ; preds = %B0.endif.endif.endif.endi...endif.1.endif.endif
  %.730 = load i32, ptr %.6.i.i55, align 4
  %.736 = sext i32 %.730 to i64
  %.737 = icmp sgt i64 %arg.a.5.1, %.736
  %.741 = icmp sle i64 %arg.a.5.0, %arg.a.5.1
  %or.cond = select i1 %.737, i1 true, i1 %.741
  br i1 %or.cond, label %B648, label %B694

B0.endif.endif.endif.endi...endif.1.endif.endif.if.if: ; preds = %B28.i, %B16.i
  %excinfo.13.0.ph = phi ptr [ @.const.picklebuf.970d0a432693447cc08d66fac37abbebcafc3249, %B28.i ], [ @.const.picklebuf.6f486ff4f12781578be88a8acb8229a7ce402b9c, %B16.i ]
  store ptr %excinfo.13.0.ph, ptr %excinfo, align 8
  br label %common.ret

B648.endif:                                       ; preds = %B648
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !96
  br label %B728

B648.if.if:                                       ; preds = %B648
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.41, ptr %excinfo, align 8
  br label %common.ret

B694.endif:                                       ; preds = %B694
  %sunkaddr201 = getelementptr inbounds nuw i8, ptr %.800, i64 8
  %.818.fca.1.load = load ptr, ptr %sunkaddr201, align 8
  %sunkaddr202 = getelementptr inbounds nuw i8, ptr %.800, i64 16
  %.818.fca.2.load = load i64, ptr %sunkaddr202, align 8
  %sunkaddr203 = getelementptr inbounds nuw i8, ptr %.800, i64 24
  %.818.fca.3.load = load i64, ptr %sunkaddr203, align 8
  %sunkaddr204 = getelementptr inbounds nuw i8, ptr %.800, i64 32
  %.818.fca.4.load = load ptr, ptr %sunkaddr204, align 8
  %sunkaddr205 = getelementptr inbounds nuw i8, ptr %.800, i64 40
  %.818.fca.5.0.load = load i64, ptr %sunkaddr205, align 8
  %sunkaddr206 = getelementptr inbounds nuw i8, ptr %.800, i64 48
  %.818.fca.6.0.load = load i64, ptr %sunkaddr206, align 8
  %.818.fca.0.load.sink605.in.sroa.speculate.load.B694.endif = load ptr, ptr %.800, align 8
  br label %B728

B694.if.if:                                       ; preds = %B694
  %.809 = load ptr, ptr %excinfo.15, align 8
  store ptr %.809, ptr %excinfo, align 8
  br label %common.ret

B728.if.if:                                       ; preds = %B728
  %.867 = load ptr, ptr %excinfo.16, align 8
  store ptr %.867, ptr %excinfo, align 8
  br label %common.ret

B728.endif.endif.if:                              ; preds = %B728
  tail call void @NRT_decref(ptr %arg.b.0)
  tail call void @NRT_decref(ptr %.45.fca.0.load.i)
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i26)
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i51)
  %.970 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 56, ptr nonnull @.dtor.list.int64)
  %.971 = icmp eq ptr %.970, null
  br i1 %.971, label %B728.endif.endif.endif.if, label %B728.endif.endif.endif.endif, !prof !26

B728.endif.endif.endif.if:                        ; preds = %B728.endif.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !18
  br label %common.ret

B728.endif.endif.endif.endif:                     ; preds = %B728.endif.endif.if
  %.5.i = getelementptr i8, ptr %.970, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.983 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 4, ptr %.983, align 8
  %.6.i67 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i67, align 8
  %.6.i69 = load ptr, ptr %.5.i, align 8
  %.995 = getelementptr inbounds nuw i8, ptr %.6.i69, i64 16
  store i8 0, ptr %.995, align 1
  %.6.i71 = load ptr, ptr %.5.i, align 8
  %.1008 = getelementptr inbounds nuw i8, ptr %.6.i71, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %.1008, i8 0, i64 32, i1 false)
  %.6.i73 = load ptr, ptr %.5.i, align 8
  store i64 4, ptr %.6.i73, align 8
  %.6.i75 = load ptr, ptr %.5.i, align 8
  %.1048 = getelementptr inbounds nuw i8, ptr %.6.i75, i64 24
  store i64 %.45.fca.2.load.i, ptr %.1048, align 8
  %.6.i77 = load ptr, ptr %.5.i, align 8
  %.1063 = getelementptr i8, ptr %.6.i77, i64 32
  store i64 %.13.i22, ptr %.1063, align 8
  %.6.i79 = load ptr, ptr %.5.i, align 8
  %.1077 = getelementptr i8, ptr %.6.i79, i64 40
  store i64 %.13.i, ptr %.1077, align 8
  %.6.i81 = load ptr, ptr %.5.i, align 8
  %.1091 = getelementptr i8, ptr %.6.i81, i64 48
  store i64 1, ptr %.1091, align 8
  %.6.i.i83 = load ptr, ptr %.5.i, align 8, !noalias !97
  %.26.i = load i64, ptr %.6.i.i83, align 8, !noalias !97
  %.27.i84 = icmp slt i64 %.26.i, 1
  br i1 %.27.i84, label %B728.endif.endif.endif.endif.if.if, label %B728.endif.endif.endif.endif.endif.else.endif.endif, !prof !26

B728.endif.endif.endif.endif.if.if:               ; preds = %B728.endif.endif.endif.endif
  store ptr @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, ptr %excinfo, align 8
  br label %common.ret

B728.endif.endif.endif.endif.endif.else.endif.endif: ; preds = %B728.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.970)
  %.1300 = insertvalue { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i32, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } } undef, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.8, 0
  %.1356 = insertvalue [1 x i64] undef, i64 %res.2.sroa.40.0, 0
  %.1358 = insertvalue [1 x i64] undef, i64 %res.2.sroa.48.0, 0
  %.1359 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.818.fca.0.load.sink605.in.sroa.speculated, 0
  %.1360 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1359, ptr %res.2.sroa.8.0, 1
  %.1361 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1360, i64 %res.2.sroa.16.0, 2
  %.1362 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1361, i64 %res.2.sroa.24.0, 3
  %.1363 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1362, ptr %res.2.sroa.32.0, 4
  %.1364 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1363, [1 x i64] %.1356, 5
  %.1365 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1364, [1 x i64] %.1358, 6
  %.1367 = insertvalue [1 x i64] undef, i64 %.13.i, 0
  %.1372 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.4, i64 %.13.i, 2
  %.1373 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1372, i64 8, 3
  %.1374 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1373, ptr %.6.i.i39, 4
  %.1375 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1374, [1 x i64] %.1367, 5
  %.1376 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1375, [1 x i64] [i64 8], 6
  %.1378 = insertvalue { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i32, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } } %.1300, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1365, 1
  %.1379 = insertvalue { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i32, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } } %.1378, i32 %.730, 2
  %.1380 = insertvalue { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i32, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } } %.1379, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1376, 3
  store { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i32, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } } %.1380, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !26

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg20_lstsq_residual_impl12_3clocals_3e9real_implB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedExx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr readonly captures(none) %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, i64 %arg.n, i64 %arg.nrhs) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.b.0)
  %.15.i = icmp slt i64 %arg.nrhs, 0
  br i1 %.15.i, label %B0.if.if, label %B0.endif.endif.i, !prof !26

B0.endif.endif.i:                                 ; preds = %B0
  %const = bitcast i64 1152921504606846975 to i64
  %.31.i = icmp samesign ugt i64 %arg.nrhs, %const
  br i1 %.31.i, label %B0.if.if, label %B0.endif.endif.endif.i, !prof !26

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.30.i = shl nuw nsw i64 %arg.nrhs, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !101
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if.if, label %B0.endif.endif, !prof !26

common.ret:                                       ; preds = %B82.endif.endif.endif.endif.if.if, %B82.endif.endif.endif.if, %B0.if.if, %B158
  %common.ret.op = phi i32 [ 0, %B158 ], [ 1, %B0.if.if ], [ 1, %B82.endif.endif.endif.endif.if.if ], [ 1, %B82.endif.endif.endif.if ]
  ret i32 %common.ret.op

B158:                                             ; preds = %for.end.endif, %B0.endif.endif
  store ptr %.7.i.i.i, ptr %retptr, align 8
  %retptr.repack154 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack154, align 8
  %retptr.repack156 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.nrhs, ptr %retptr.repack156, align 8
  %retptr.repack158 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack158, align 8
  %retptr.repack160 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i, ptr %retptr.repack160, align 8
  %retptr.repack162 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.nrhs, ptr %retptr.repack162, align 8
  %retptr.repack164 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 8, ptr %retptr.repack164, align 8
  tail call void @NRT_decref(ptr %arg.b.0)
  br label %common.ret

B0.if.if:                                         ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %B0
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.63, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.3, %B0.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.64, %B0 ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !111
  %.150190.not = icmp eq i64 %arg.nrhs, 0
  br i1 %.150190.not, label %B158, label %B82.else.lr.ph

B82.else.lr.ph:                                   ; preds = %B0.endif.endif
  %const95 = bitcast i64 9223372036854775776 to i64
  %.234 = icmp slt i64 %arg.n, 0
  %.235 = select i1 %.234, i64 %arg.b.5.0, i64 0
  %.236 = add i64 %.235, %arg.n
  %0 = mul i64 %arg.b.5.0, -8
  %1 = shl i64 %arg.b.5.0, 3
  %scevgep167 = getelementptr i8, ptr %arg.b.4, i64 32
  br label %B82.else

B82.else:                                         ; preds = %for.end.endif, %B82.else.lr.ph
  %lsr.iv168 = phi ptr [ %scevgep169, %for.end.endif ], [ %scevgep167, %B82.else.lr.ph ]
  %lsr.iv136 = phi ptr [ %scevgep137, %for.end.endif ], [ %arg.b.4, %B82.else.lr.ph ]
  %.156183191 = phi i64 [ %.163, %for.end.endif ], [ 0, %B82.else.lr.ph ]
  %2 = icmp slt i64 %.236, 0
  %3 = mul i64 %.156183191, %1
  %4 = getelementptr i8, ptr %arg.b.4, i64 %3
  %scevgep61 = getelementptr i8, ptr %4, i64 8
  %5 = mul i64 %0, %.156183191
  %.163 = add nuw nsw i64 %.156183191, 1
  br i1 %2, label %B82.else.if, label %B82.else.endif, !prof !26

B128.i:                                           ; preds = %B82.else.endif.if, %B82.else.endif
  %.224.sroa.0.3 = phi i64 [ %arg.b.5.0, %B82.else.endif.if ], [ %.224.sroa.0.1, %B82.else.endif ]
  %.312 = sub i64 %arg.b.5.0, %.224.sroa.0.3
  %.312.fr = freeze i64 %.312
  %.346 = mul i64 %.156183191, %arg.b.5.0
  %6 = getelementptr double, ptr %arg.b.4, i64 %.224.sroa.0.3
  %.348 = getelementptr double, ptr %6, i64 %.346
  tail call void @NRT_incref(ptr %arg.b.0)
  %.101.not.i = icmp eq i64 %.312.fr, 1
  br i1 %.101.not.i, label %B82.endif.endif.endif.endif, label %B150.i

B150.i:                                           ; preds = %B128.i
  %.321 = tail call i64 @llvm.smax.i64(i64 %.312.fr, i64 0)
  %7 = icmp sgt i64 %.312.fr, %const
  br i1 %7, label %B82.endif.endif.endif.if, label %B82.endif.endif.endif.endif, !prof !112

B82.else.if:                                      ; preds = %B82.else
  br label %B82.else.endif

B82.else.endif:                                   ; preds = %B82.else.if, %B82.else
  %.224.sroa.0.1 = phi i64 [ 0, %B82.else.if ], [ %.236, %B82.else ]
  %8 = icmp slt i64 %.236, %arg.b.5.0
  br i1 %8, label %B128.i, label %B82.else.endif.if, !prof !113

B82.else.endif.if:                                ; preds = %B82.else.endif
  br label %B128.i

B82.endif.endif.endif.if:                         ; preds = %B150.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.65, ptr %excinfo, align 8, !numba_exception_output !18
  br label %common.ret

B82.endif.endif.endif.endif:                      ; preds = %B150.i, %B128.i
  %dest_shape.046 = phi i64 [ %.321, %B150.i ], [ 1, %B128.i ]
  %.440 = shl i64 %dest_shape.046, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.440, i32 32), !noalias !114
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B82.endif.endif.endif.endif.if.if, label %B82.endif.endif.endif.endif.endif, !prof !26

B82.endif.endif.endif.endif.endif:                ; preds = %B82.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.508173.not = icmp eq i64 %dest_shape.046, 0
  br i1 %.508173.not, label %for.end.thread43, label %for.body.lr.ph

for.end.thread43:                                 ; preds = %B82.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.b.0)
  br label %for.end.endif

for.body.lr.ph:                                   ; preds = %B82.endif.endif.endif.endif.endif
  %.510 = icmp sgt i64 %.312.fr, 1
  br i1 %.510, label %iter.check, label %iter.check65

iter.check65:                                     ; preds = %for.body.lr.ph
  %9 = icmp ult i64 %dest_shape.046, 4
  br i1 %9, label %for.body.endif.endif.preheader, label %vector.memcheck60

vector.memcheck60:                                ; preds = %iter.check65
  %scevgep = getelementptr i8, ptr %.6.i, i64 %.440
  %10 = shl i64 %.224.sroa.0.3, 3
  %scevgep62 = getelementptr i8, ptr %scevgep61, i64 %10
  %bound0 = icmp ult ptr %.6.i, %scevgep62
  %bound1 = icmp ult ptr %.348, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.endif.endif.preheader, label %vector.main.loop.iter.check67

vector.main.loop.iter.check67:                    ; preds = %vector.memcheck60
  %min.iters.check66 = icmp samesign ult i64 %dest_shape.046, 32
  %.pre = load double, ptr %.348, align 8, !alias.scope !121
  br i1 %min.iters.check66, label %vector.main.loop.iter.check67.vec.epilog.ph80_crit_edge, label %vector.ph68

vector.main.loop.iter.check67.vec.epilog.ph80_crit_edge: ; preds = %vector.main.loop.iter.check67
  %.pre12 = fmul double %.pre, %.pre
  br label %vec.epilog.ph80

vector.ph68:                                      ; preds = %vector.main.loop.iter.check67
  %n.vec70 = and i64 %dest_shape.046, %const95
  %.scalar = fmul double %.pre, %.pre
  %11 = insertelement <8 x double> poison, double %.scalar, i64 0
  %12 = shufflevector <8 x double> %11, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body71

vector.body71:                                    ; preds = %vector.body71, %vector.ph68
  %index72 = phi i64 [ 0, %vector.ph68 ], [ %index.next73, %vector.body71 ]
  %sunkaddr = mul i64 %index72, 8
  %sunkaddr98 = getelementptr i8, ptr %.6.i, i64 %sunkaddr
  store <8 x double> %12, ptr %sunkaddr98, align 8, !alias.scope !124, !noalias !121
  %sunkaddr99 = mul i64 %index72, 8
  %sunkaddr100 = getelementptr i8, ptr %.6.i, i64 %sunkaddr99
  %sunkaddr101 = getelementptr i8, ptr %sunkaddr100, i64 64
  store <8 x double> %12, ptr %sunkaddr101, align 8, !alias.scope !124, !noalias !121
  %sunkaddr102 = mul i64 %index72, 8
  %sunkaddr103 = getelementptr i8, ptr %.6.i, i64 %sunkaddr102
  %sunkaddr104 = getelementptr i8, ptr %sunkaddr103, i64 128
  store <8 x double> %12, ptr %sunkaddr104, align 8, !alias.scope !124, !noalias !121
  %sunkaddr105 = mul i64 %index72, 8
  %sunkaddr106 = getelementptr i8, ptr %.6.i, i64 %sunkaddr105
  %sunkaddr107 = getelementptr i8, ptr %sunkaddr106, i64 192
  store <8 x double> %12, ptr %sunkaddr107, align 8, !alias.scope !124, !noalias !121
  %index.next73 = add nuw nsw i64 %index72, 32
  %13 = icmp eq i64 %n.vec70, %index.next73
  br i1 %13, label %middle.block74, label %vector.body71, !llvm.loop !126

middle.block74:                                   ; preds = %vector.body71
  %cmp.n75 = icmp eq i64 %dest_shape.046, %n.vec70
  br i1 %cmp.n75, label %.89.endif.preheader.i.thread, label %vec.epilog.iter.check78

vec.epilog.iter.check78:                          ; preds = %middle.block74
  %14 = and i64 %dest_shape.046, 28
  %min.epilog.iters.check79 = icmp eq i64 %14, 0
  br i1 %min.epilog.iters.check79, label %for.body.endif.endif.preheader, label %vec.epilog.ph80, !prof !127

vec.epilog.ph80:                                  ; preds = %vec.epilog.iter.check78, %vector.main.loop.iter.check67.vec.epilog.ph80_crit_edge
  %.scalar91.pre-phi = phi double [ %.pre12, %vector.main.loop.iter.check67.vec.epilog.ph80_crit_edge ], [ %.scalar, %vec.epilog.iter.check78 ]
  %vec.epilog.resume.val76 = phi i64 [ 0, %vector.main.loop.iter.check67.vec.epilog.ph80_crit_edge ], [ %n.vec70, %vec.epilog.iter.check78 ]
  %const_mat96 = add i64 %const95, 28
  %n.vec82 = and i64 %dest_shape.046, %const_mat96
  %15 = insertelement <4 x double> poison, double %.scalar91.pre-phi, i64 0
  %16 = shufflevector <4 x double> %15, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body85

vec.epilog.vector.body85:                         ; preds = %vec.epilog.vector.body85, %vec.epilog.ph80
  %index86 = phi i64 [ %vec.epilog.resume.val76, %vec.epilog.ph80 ], [ %index.next87, %vec.epilog.vector.body85 ]
  %17 = shl i64 %index86, 3
  %scevgep110 = getelementptr i8, ptr %.6.i, i64 %17
  store <4 x double> %16, ptr %scevgep110, align 8, !alias.scope !124, !noalias !121
  %index.next87 = add nuw i64 %index86, 4
  %18 = icmp eq i64 %n.vec82, %index.next87
  br i1 %18, label %vec.epilog.middle.block88, label %vec.epilog.vector.body85, !llvm.loop !128

vec.epilog.middle.block88:                        ; preds = %vec.epilog.vector.body85
  %cmp.n89 = icmp eq i64 %dest_shape.046, %n.vec82
  br i1 %cmp.n89, label %.89.endif.preheader.i, label %for.body.endif.endif.preheader

for.body.endif.endif.preheader:                   ; preds = %vec.epilog.middle.block88, %vec.epilog.iter.check78, %vector.memcheck60, %iter.check65
  %loop.index175.ph = phi i64 [ 0, %iter.check65 ], [ 0, %vector.memcheck60 ], [ %n.vec70, %vec.epilog.iter.check78 ], [ %n.vec82, %vec.epilog.middle.block88 ]
  %19 = sub nsw i64 %dest_shape.046, %loop.index175.ph
  %xtraiter = and i64 %19, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.prol.loopexit, label %for.body.endif.endif.prol.preheader

for.body.endif.endif.prol.preheader:              ; preds = %for.body.endif.endif.preheader
  br label %for.body.endif.endif.prol

for.body.endif.endif.prol:                        ; preds = %for.body.endif.endif.prol.preheader, %for.body.endif.endif.prol
  %lsr.iv = phi i64 [ %lsr.iv.next, %for.body.endif.endif.prol ], [ %xtraiter, %for.body.endif.endif.prol.preheader ]
  %loop.index175.prol = phi i64 [ %.547.prol, %for.body.endif.endif.prol ], [ %loop.index175.ph, %for.body.endif.endif.prol.preheader ]
  %.518.prol = load double, ptr %.348, align 8
  %.147.i.i21.prol = fmul double %.518.prol, %.518.prol
  %20 = shl i64 %loop.index175.prol, 3
  %scevgep111 = getelementptr i8, ptr %.6.i, i64 %20
  store double %.147.i.i21.prol, ptr %scevgep111, align 8
  %.547.prol = add nuw i64 %loop.index175.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.prol.loopexit, label %for.body.endif.endif.prol, !llvm.loop !129

for.body.endif.endif.prol.loopexit:               ; preds = %for.body.endif.endif.prol, %for.body.endif.endif.preheader
  %loop.index175.unr = phi i64 [ %loop.index175.ph, %for.body.endif.endif.preheader ], [ %.547.prol, %for.body.endif.endif.prol ]
  %21 = sub nsw i64 %loop.index175.ph, %dest_shape.046
  %22 = icmp ugt i64 %21, -8
  br i1 %22, label %.89.endif.preheader.i, label %for.body.endif.endif.preheader13

for.body.endif.endif.preheader13:                 ; preds = %for.body.endif.endif.prol.loopexit
  br label %for.body.endif.endif

iter.check:                                       ; preds = %for.body.lr.ph
  %23 = icmp ult i64 %dest_shape.046, 4
  br i1 %23, label %for.body.endif.endif.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %24 = ptrtoint ptr %arg.b.4 to i64
  %25 = ptrtoint ptr %.6.i to i64
  %26 = shl i64 %.224.sroa.0.3, 3
  %27 = add i64 %26, %24
  %28 = sub i64 %5, %27
  %29 = add i64 %28, %25
  %diff.check = icmp ult i64 %29, 256
  br i1 %diff.check, label %for.body.endif.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check50 = icmp samesign ult i64 %dest_shape.046, 32
  br i1 %min.iters.check50, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %dest_shape.046, %const95
  %scevgep47 = getelementptr i8, ptr %lsr.iv136, i64 %26
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %30 = shl i64 %index, 3
  %scevgep50 = getelementptr i8, ptr %scevgep47, i64 %30
  %scevgep51 = getelementptr i8, ptr %scevgep50, i64 128
  %scevgep48 = getelementptr i8, ptr %scevgep47, i64 %30
  %31 = shl i64 %index, 3
  %scevgep53 = getelementptr i8, ptr %scevgep47, i64 %31
  %scevgep56 = getelementptr i8, ptr %scevgep53, i64 64
  %scevgep49 = getelementptr i8, ptr %scevgep48, i64 192
  %wide.load = load <8 x double>, ptr %scevgep48, align 8
  %wide.load51 = load <8 x double>, ptr %scevgep56, align 8
  %wide.load52 = load <8 x double>, ptr %scevgep51, align 8
  %wide.load53 = load <8 x double>, ptr %scevgep49, align 8
  %32 = fmul <8 x double> %wide.load, %wide.load
  %33 = fmul <8 x double> %wide.load51, %wide.load51
  %34 = fmul <8 x double> %wide.load52, %wide.load52
  %35 = fmul <8 x double> %wide.load53, %wide.load53
  %sunkaddr108 = mul i64 %index, 8
  %sunkaddr109 = getelementptr i8, ptr %.6.i, i64 %sunkaddr108
  store <8 x double> %32, ptr %sunkaddr109, align 8
  %sunkaddr110 = mul i64 %index, 8
  %sunkaddr111 = getelementptr i8, ptr %.6.i, i64 %sunkaddr110
  %sunkaddr112 = getelementptr i8, ptr %sunkaddr111, i64 64
  store <8 x double> %33, ptr %sunkaddr112, align 8
  %sunkaddr113 = mul i64 %index, 8
  %sunkaddr114 = getelementptr i8, ptr %.6.i, i64 %sunkaddr113
  %sunkaddr115 = getelementptr i8, ptr %sunkaddr114, i64 128
  store <8 x double> %34, ptr %sunkaddr115, align 8
  %sunkaddr116 = mul i64 %index, 8
  %sunkaddr117 = getelementptr i8, ptr %.6.i, i64 %sunkaddr116
  %sunkaddr118 = getelementptr i8, ptr %sunkaddr117, i64 192
  store <8 x double> %35, ptr %sunkaddr118, align 8
  %index.next = add nuw nsw i64 %index, 32
  %36 = icmp eq i64 %n.vec, %index.next
  br i1 %36, label %middle.block, label %vector.body, !llvm.loop !130

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.046, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i.thread, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %37 = and i64 %dest_shape.046, 28
  %min.epilog.iters.check = icmp eq i64 %37, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.us.preheader, label %vec.epilog.ph, !prof !127

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat97 = add i64 %const95, 28
  %n.vec55 = and i64 %dest_shape.046, %const_mat97
  %scevgep144 = getelementptr i8, ptr %lsr.iv136, i64 %26
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index56 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next58, %vec.epilog.vector.body ]
  %38 = shl i64 %index56, 3
  %scevgep145 = getelementptr i8, ptr %scevgep144, i64 %38
  %wide.load57 = load <4 x double>, ptr %scevgep145, align 8
  %39 = fmul <4 x double> %wide.load57, %wide.load57
  %scevgep143 = getelementptr i8, ptr %.6.i, i64 %38
  store <4 x double> %39, ptr %scevgep143, align 8
  %index.next58 = add nuw i64 %index56, 4
  %40 = icmp eq i64 %n.vec55, %index.next58
  br i1 %40, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !131

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n59 = icmp eq i64 %dest_shape.046, %n.vec55
  br i1 %cmp.n59, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %vector.memcheck, %iter.check
  %loop.index175.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec55, %vec.epilog.middle.block ]
  %41 = sub nsw i64 %dest_shape.046, %loop.index175.us.ph
  %xtraiter93 = and i64 %41, 7
  %lcmp.mod94.not = icmp eq i64 %xtraiter93, 0
  br i1 %lcmp.mod94.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader
  %42 = shl i64 %.224.sroa.0.3, 3
  %scevgep147 = getelementptr i8, ptr %lsr.iv136, i64 %42
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.prol.preheader
  %lsr.iv149 = phi i64 [ %xtraiter93, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next150, %for.body.endif.endif.us.prol ]
  %loop.index175.us.prol = phi i64 [ %loop.index175.us.ph, %for.body.endif.endif.us.prol.preheader ], [ %.547.us.prol, %for.body.endif.endif.us.prol ]
  %43 = shl i64 %loop.index175.us.prol, 3
  %scevgep148 = getelementptr i8, ptr %scevgep147, i64 %43
  %.518.us.prol = load double, ptr %scevgep148, align 8
  %.147.i.i.prol = fmul double %.518.us.prol, %.518.us.prol
  %scevgep146 = getelementptr i8, ptr %.6.i, i64 %43
  store double %.147.i.i.prol, ptr %scevgep146, align 8
  %.547.us.prol = add nuw i64 %loop.index175.us.prol, 1
  %lsr.iv.next150 = add nsw i64 %lsr.iv149, -1
  %prol.iter95.cmp.not = icmp eq i64 %lsr.iv.next150, 0
  br i1 %prol.iter95.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !132

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader
  %loop.index175.us.unr = phi i64 [ %loop.index175.us.ph, %for.body.endif.endif.us.preheader ], [ %.547.us.prol, %for.body.endif.endif.us.prol ]
  %44 = sub nsw i64 %loop.index175.us.ph, %dest_shape.046
  %45 = icmp ugt i64 %44, -8
  br i1 %45, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader99

for.body.endif.endif.us.preheader99:              ; preds = %for.body.endif.endif.us.prol.loopexit
  %46 = shl i64 %.224.sroa.0.3, 3
  %scevgep170 = getelementptr i8, ptr %lsr.iv168, i64 %46
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.preheader99
  %loop.index175.us = phi i64 [ %.547.us.7, %for.body.endif.endif.us ], [ %loop.index175.us.unr, %for.body.endif.endif.us.preheader99 ]
  %47 = shl i64 %loop.index175.us, 3
  %scevgep172 = getelementptr i8, ptr %scevgep170, i64 %47
  %scevgep173 = getelementptr i8, ptr %scevgep172, i64 -32
  %.518.us = load double, ptr %scevgep173, align 8
  %.147.i.i = fmul double %.518.us, %.518.us
  %sunkaddr119 = mul i64 %loop.index175.us, 8
  %sunkaddr120 = getelementptr i8, ptr %.6.i, i64 %sunkaddr119
  store double %.147.i.i, ptr %sunkaddr120, align 8
  %48 = shl i64 %loop.index175.us, 3
  %scevgep79 = getelementptr i8, ptr %scevgep170, i64 %48
  %scevgep81 = getelementptr i8, ptr %scevgep79, i64 -24
  %.518.us.1 = load double, ptr %scevgep81, align 8
  %.147.i.i.1 = fmul double %.518.us.1, %.518.us.1
  %49 = shl i64 %loop.index175.us, 3
  %sunkaddr121 = mul i64 %loop.index175.us, 8
  %sunkaddr122 = getelementptr i8, ptr %.6.i, i64 %sunkaddr121
  %sunkaddr123 = getelementptr i8, ptr %sunkaddr122, i64 8
  store double %.147.i.i.1, ptr %sunkaddr123, align 8
  %scevgep83 = getelementptr i8, ptr %scevgep170, i64 %49
  %scevgep85 = getelementptr i8, ptr %scevgep83, i64 -16
  %.518.us.2 = load double, ptr %scevgep85, align 8
  %.147.i.i.2 = fmul double %.518.us.2, %.518.us.2
  %50 = shl i64 %loop.index175.us, 3
  %sunkaddr124 = mul i64 %loop.index175.us, 8
  %sunkaddr125 = getelementptr i8, ptr %.6.i, i64 %sunkaddr124
  %sunkaddr126 = getelementptr i8, ptr %sunkaddr125, i64 16
  store double %.147.i.i.2, ptr %sunkaddr126, align 8
  %scevgep87 = getelementptr i8, ptr %scevgep170, i64 %50
  %scevgep89 = getelementptr i8, ptr %scevgep87, i64 -8
  %.518.us.3 = load double, ptr %scevgep89, align 8
  %.147.i.i.3 = fmul double %.518.us.3, %.518.us.3
  %sunkaddr127 = mul i64 %loop.index175.us, 8
  %sunkaddr128 = getelementptr i8, ptr %.6.i, i64 %sunkaddr127
  %sunkaddr129 = getelementptr i8, ptr %sunkaddr128, i64 24
  store double %.147.i.i.3, ptr %sunkaddr129, align 8
  %.518.us.4 = load double, ptr %scevgep172, align 8
  %.147.i.i.4 = fmul double %.518.us.4, %.518.us.4
  %51 = shl i64 %loop.index175.us, 3
  %sunkaddr130 = mul i64 %loop.index175.us, 8
  %sunkaddr131 = getelementptr i8, ptr %.6.i, i64 %sunkaddr130
  %sunkaddr132 = getelementptr i8, ptr %sunkaddr131, i64 32
  store double %.147.i.i.4, ptr %sunkaddr132, align 8
  %scevgep91 = getelementptr i8, ptr %scevgep170, i64 %51
  %scevgep92 = getelementptr i8, ptr %scevgep91, i64 8
  %.518.us.5 = load double, ptr %scevgep92, align 8
  %.147.i.i.5 = fmul double %.518.us.5, %.518.us.5
  %52 = shl i64 %loop.index175.us, 3
  %sunkaddr133 = mul i64 %loop.index175.us, 8
  %sunkaddr134 = getelementptr i8, ptr %.6.i, i64 %sunkaddr133
  %sunkaddr135 = getelementptr i8, ptr %sunkaddr134, i64 40
  store double %.147.i.i.5, ptr %sunkaddr135, align 8
  %scevgep77 = getelementptr i8, ptr %scevgep170, i64 %52
  %scevgep78 = getelementptr i8, ptr %scevgep77, i64 16
  %.518.us.6 = load double, ptr %scevgep78, align 8
  %.147.i.i.6 = fmul double %.518.us.6, %.518.us.6
  %53 = shl i64 %loop.index175.us, 3
  %sunkaddr136 = mul i64 %loop.index175.us, 8
  %sunkaddr137 = getelementptr i8, ptr %.6.i, i64 %sunkaddr136
  %sunkaddr138 = getelementptr i8, ptr %sunkaddr137, i64 48
  store double %.147.i.i.6, ptr %sunkaddr138, align 8
  %scevgep75 = getelementptr i8, ptr %scevgep170, i64 %53
  %scevgep76 = getelementptr i8, ptr %scevgep75, i64 24
  %.518.us.7 = load double, ptr %scevgep76, align 8
  %.147.i.i.7 = fmul double %.518.us.7, %.518.us.7
  %sunkaddr139 = mul i64 %loop.index175.us, 8
  %sunkaddr141 = getelementptr i8, ptr %.6.i, i64 %sunkaddr139
  %sunkaddr142 = getelementptr i8, ptr %sunkaddr141, i64 56
  store double %.147.i.i.7, ptr %sunkaddr142, align 8
  %.547.us.7 = add nuw nsw i64 %loop.index175.us, 8
  %exitcond209.not.7 = icmp eq i64 %dest_shape.046, %.547.us.7
  br i1 %exitcond209.not.7, label %.89.endif.preheader.i.thread, label %for.body.endif.endif.us, !llvm.loop !133

B82.endif.endif.endif.endif.if.if:                ; preds = %B82.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12.66, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i.thread:                     ; preds = %for.body.endif.endif, %for.body.endif.endif.us, %middle.block, %middle.block74
  tail call void @NRT_decref(ptr %arg.b.0)
  %xtraiter.i2 = and i64 %dest_shape.046, 7
  br label %.89.endif.preheader.new.i

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.us.prol.loopexit, %vec.epilog.middle.block, %for.body.endif.endif.prol.loopexit, %vec.epilog.middle.block88
  tail call void @NRT_decref(ptr %arg.b.0)
  %xtraiter.i = and i64 %dest_shape.046, 7
  %54 = icmp samesign ult i64 %dest_shape.046, 8
  br i1 %54, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !134

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i, %.89.endif.preheader.i.thread
  %xtraiter.i3 = phi i64 [ %xtraiter.i2, %.89.endif.preheader.i.thread ], [ %xtraiter.i, %.89.endif.preheader.i ]
  %const_mat = add i64 %const, -7
  %unroll_iter.i = and i64 %dest_shape.046, %const_mat
  %55 = add nsw i64 %unroll_iter.i, -8
  %56 = and i64 %55, 24
  %lcmp.mod97.not = icmp eq i64 %56, 24
  br i1 %lcmp.mod97.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !1

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  %57 = lshr i64 %55, 3
  %58 = add nuw nsw i64 %57, 1
  %xtraiter96 = and i64 %58, 3
  %59 = sub i64 0, %xtraiter96
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol, %.89.endif.i.prol.preheader
  %lsr.iv93 = phi i64 [ %lsr.iv.next94, %.89.endif.i.prol ], [ %59, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !135
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i23.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i23.prol, align 8, !noalias !135
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !135
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !135
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !135
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !135
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !135
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !135
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %60 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv93, i64 1)
  %ov = extractvalue { i64, i1 } %60, 1
  %lsr.iv.next94 = add i64 %lsr.iv93, 1
  br i1 %ov, label %.89.endif.i.prol.loopexit.loopexit, label %.89.endif.i.prol, !prof !6, !llvm.loop !138

.89.endif.i.prol.loopexit.loopexit:               ; preds = %.89.endif.i.prol
  %61 = shl nuw nsw i64 %xtraiter96, 6
  %scevgep11 = getelementptr i8, ptr %.6.i, i64 %61
  %62 = shl nuw nsw i64 %xtraiter96, 3
  %63 = sub nsw i64 %unroll_iter.i, %62
  br label %.89.endif.i.prol.loopexit

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol.loopexit.loopexit, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol.loopexit.loopexit ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %scevgep11, %.89.endif.i.prol.loopexit.loopexit ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %63, %.89.endif.i.prol.loopexit.loopexit ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %scevgep11, %.89.endif.i.prol.loopexit.loopexit ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol.loopexit.loopexit ]
  %64 = icmp ult i64 %55, 24
  br i1 %64, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !9

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i3, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %.89.endif.epil.preheader.i, !prof !10

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %xtraiter.i4 = phi i64 [ %xtraiter.i, %.89.endif.preheader.i ], [ %xtraiter.i3, %common.ret.loopexit.unr-lcssa.i ]
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %65 = shl i64 %epil.iter.i, 3
  %scevgep188 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %65
  %.106.epil.i = load double, ptr %scevgep188, align 8, !noalias !135
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i4, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %.89.endif.epil.i, !prof !11, !llvm.loop !139

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !135
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i23 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i23, align 8, !noalias !135
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !135
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !135
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !135
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !135
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !135
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !135
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !135
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i23.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i23.1, align 8, !noalias !135
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !135
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !135
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !135
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !135
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !135
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !135
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !135
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i23.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i23.2, align 8, !noalias !135
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !135
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !135
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !135
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !135
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !135
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !135
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !135
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i23.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i23.3, align 8, !noalias !135
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !135
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !135
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !135
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !135
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !135
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !135
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !14, !llvm.loop !140

for.body.endif.endif:                             ; preds = %for.body.endif.endif.preheader13, %for.body.endif.endif
  %loop.index175 = phi i64 [ %.547.7, %for.body.endif.endif ], [ %loop.index175.unr, %for.body.endif.endif.preheader13 ]
  %.518 = load double, ptr %.348, align 8
  %.147.i.i21 = fmul double %.518, %.518
  %sunkaddr143 = mul i64 %loop.index175, 8
  %sunkaddr144 = getelementptr i8, ptr %.6.i, i64 %sunkaddr143
  store double %.147.i.i21, ptr %sunkaddr144, align 8
  %.518.1 = load double, ptr %.348, align 8
  %.147.i.i21.1 = fmul double %.518.1, %.518.1
  %sunkaddr145 = mul i64 %loop.index175, 8
  %sunkaddr146 = getelementptr i8, ptr %.6.i, i64 %sunkaddr145
  %sunkaddr147 = getelementptr i8, ptr %sunkaddr146, i64 8
  store double %.147.i.i21.1, ptr %sunkaddr147, align 8
  %.518.2 = load double, ptr %.348, align 8
  %.147.i.i21.2 = fmul double %.518.2, %.518.2
  %sunkaddr148 = mul i64 %loop.index175, 8
  %sunkaddr149 = getelementptr i8, ptr %.6.i, i64 %sunkaddr148
  %sunkaddr150 = getelementptr i8, ptr %sunkaddr149, i64 16
  store double %.147.i.i21.2, ptr %sunkaddr150, align 8
  %.518.3 = load double, ptr %.348, align 8
  %.147.i.i21.3 = fmul double %.518.3, %.518.3
  %sunkaddr151 = mul i64 %loop.index175, 8
  %sunkaddr152 = getelementptr i8, ptr %.6.i, i64 %sunkaddr151
  %sunkaddr153 = getelementptr i8, ptr %sunkaddr152, i64 24
  store double %.147.i.i21.3, ptr %sunkaddr153, align 8
  %.518.4 = load double, ptr %.348, align 8
  %.147.i.i21.4 = fmul double %.518.4, %.518.4
  %sunkaddr154 = mul i64 %loop.index175, 8
  %sunkaddr155 = getelementptr i8, ptr %.6.i, i64 %sunkaddr154
  %sunkaddr156 = getelementptr i8, ptr %sunkaddr155, i64 32
  store double %.147.i.i21.4, ptr %sunkaddr156, align 8
  %.518.5 = load double, ptr %.348, align 8
  %.147.i.i21.5 = fmul double %.518.5, %.518.5
  %sunkaddr157 = mul i64 %loop.index175, 8
  %sunkaddr158 = getelementptr i8, ptr %.6.i, i64 %sunkaddr157
  %sunkaddr159 = getelementptr i8, ptr %sunkaddr158, i64 40
  store double %.147.i.i21.5, ptr %sunkaddr159, align 8
  %.518.6 = load double, ptr %.348, align 8
  %.147.i.i21.6 = fmul double %.518.6, %.518.6
  %sunkaddr160 = mul i64 %loop.index175, 8
  %sunkaddr161 = getelementptr i8, ptr %.6.i, i64 %sunkaddr160
  %sunkaddr162 = getelementptr i8, ptr %sunkaddr161, i64 48
  store double %.147.i.i21.6, ptr %sunkaddr162, align 8
  %.518.7 = load double, ptr %.348, align 8
  %.147.i.i21.7 = fmul double %.518.7, %.518.7
  %sunkaddr163 = mul i64 %loop.index175, 8
  %sunkaddr164 = getelementptr i8, ptr %.6.i, i64 %sunkaddr163
  %sunkaddr165 = getelementptr i8, ptr %sunkaddr164, i64 56
  store double %.147.i.i21.7, ptr %sunkaddr165, align 8
  %.547.7 = add nuw nsw i64 %loop.index175, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.046, %.547.7
  br i1 %exitcond.not.7, label %.89.endif.preheader.i.thread, label %for.body.endif.endif, !llvm.loop !141

for.end.endif:                                    ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.thread43
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.thread43 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %66 = getelementptr double, ptr %.6.i.i, i64 %.156183191
  store double %.72.0.lcssa.i, ptr %66, align 8
  %scevgep137 = getelementptr i8, ptr %lsr.iv136, i64 %1
  %scevgep169 = getelementptr i8, ptr %lsr.iv168, i64 %1
  %exitcond210.not = icmp eq i64 %.163, %arg.nrhs
  br i1 %exitcond210.not, label %B158, label %B82.else
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg20_lstsq_solution_impl12_3clocals_3e9oneD_implB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readnone captures(none) %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr readnone captures(none) %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, ptr %arg.bcpy.0, ptr %arg.bcpy.1, i64 %arg.bcpy.2, i64 %arg.bcpy.3, ptr %arg.bcpy.4, i64 %arg.bcpy.5.0, i64 %arg.bcpy.5.1, i64 %arg.bcpy.6.0, i64 %arg.bcpy.6.1, i64 %arg.n) local_unnamed_addr {
B0:
  %.39.i = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.43.i = alloca [1 x i64], align 8
  %.99.i = alloca [1 x i64], align 8
  tail call void @NRT_incref(ptr %arg.bcpy.0)
  %.73 = mul nsw i64 %arg.bcpy.5.1, %arg.bcpy.5.0
  call void @llvm.lifetime.start.p0(ptr nonnull %.39.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %.43.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %.99.i)
  %.fca.1.gep.i = getelementptr inbounds nuw i8, ptr %.39.i, i64 8
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.39.i, i64 16
  %.fca.3.gep.i = getelementptr inbounds nuw i8, ptr %.39.i, i64 24
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.39.i, i64 32
  %.fca.5.0.gep.i = getelementptr inbounds nuw i8, ptr %.39.i, i64 40
  %.fca.5.1.gep.i = getelementptr inbounds nuw i8, ptr %.39.i, i64 48
  %.fca.6.0.gep.i = getelementptr inbounds nuw i8, ptr %.39.i, i64 56
  %.fca.6.1.gep.i = getelementptr inbounds nuw i8, ptr %.39.i, i64 64
  store i64 0, ptr %.99.i, align 8, !noalias !142
  tail call void @NRT_incref(ptr %arg.bcpy.0), !noalias !142
  store ptr %arg.bcpy.0, ptr %.39.i, align 8, !noalias !142
  store ptr %arg.bcpy.1, ptr %.fca.1.gep.i, align 8, !noalias !142
  store i64 %.73, ptr %.fca.2.gep.i, align 8, !noalias !142
  store i64 %arg.bcpy.3, ptr %.fca.3.gep.i, align 8, !noalias !142
  store ptr %arg.bcpy.4, ptr %.fca.4.gep.i, align 8, !noalias !142
  store i64 %arg.bcpy.5.1, ptr %.fca.5.0.gep.i, align 8, !noalias !142
  store i64 %arg.bcpy.5.0, ptr %.fca.5.1.gep.i, align 8, !noalias !142
  store i64 %arg.bcpy.6.1, ptr %.fca.6.0.gep.i, align 8, !noalias !142
  store i64 %arg.bcpy.6.0, ptr %.fca.6.1.gep.i, align 8, !noalias !142
  store i64 %.73, ptr %.43.i, align 8, !noalias !142
  %.109.i = call i32 @numba_attempt_nocopy_reshape(i64 2, ptr nonnull %.fca.5.0.gep.i, ptr nonnull %.fca.6.0.gep.i, i64 1, ptr nonnull %.43.i, ptr nonnull %.99.i, i64 %arg.bcpy.3, i32 0), !noalias !142
  %.110.i = icmp eq i32 %.109.i, 0
  br i1 %.110.i, label %B0.if.if, label %B0.endif.else

common.ret:                                       ; preds = %B0.endif.endif, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 0, %B0.endif.endif ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  call void @llvm.lifetime.end.p0(ptr nonnull %.39.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %.99.i)
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c, ptr %excinfo, align 8
  br label %common.ret

B0.endif.else:                                    ; preds = %B0
  %sunkaddr = getelementptr inbounds i8, ptr %.39.i, i64 32
  %.121.i = load ptr, ptr %sunkaddr, align 8, !noalias !142
  %.122.fca.0.load.i = load i64, ptr %.43.i, align 8, !noalias !142
  %.123.fca.0.load.i = load i64, ptr %.99.i, align 8, !noalias !142
  %sunkaddr1 = getelementptr inbounds i8, ptr %.39.i, i64 24
  %.125.i = load i64, ptr %sunkaddr1, align 8, !noalias !142
  %.127.i = load ptr, ptr %.39.i, align 8, !noalias !142
  %sunkaddr2 = getelementptr inbounds i8, ptr %.39.i, i64 8
  %.129.i = load ptr, ptr %sunkaddr2, align 8, !noalias !142
  call void @NRT_incref(ptr %.127.i), !noalias !142
  call void @llvm.lifetime.end.p0(ptr nonnull %.39.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %.99.i)
  %.200 = icmp slt i64 %.122.fca.0.load.i, 1
  call void @NRT_decref(ptr %arg.bcpy.0), !noalias !142
  tail call void @NRT_decref(ptr %arg.bcpy.0)
  br i1 %.200, label %B0.endif.else.endif.if, label %B0.endif.else.endif.endif, !prof !26

B0.endif.endif:                                   ; preds = %B0.endif.else.endif.endif.endif.if, %B0.endif.else.endif.endif.endif
  %.180.sroa.13.0 = phi i64 [ %.180.sroa.13.1, %B0.endif.else.endif.endif.endif ], [ %.122.fca.0.load.i, %B0.endif.else.endif.endif.endif.if ]
  %.268 = sub i64 %.180.sroa.13.0, %.180.sroa.0.3
  %.277 = tail call i64 @llvm.smax.i64(i64 %.268, i64 0)
  %.293 = getelementptr double, ptr %.121.i, i64 %.180.sroa.0.3
  store ptr %.127.i, ptr %retptr, align 8
  %retptr.repack69 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.129.i, ptr %retptr.repack69, align 8
  %retptr.repack71 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.277, ptr %retptr.repack71, align 8
  %retptr.repack73 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %.125.i, ptr %retptr.repack73, align 8
  %retptr.repack75 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.293, ptr %retptr.repack75, align 8
  %retptr.repack77 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.277, ptr %retptr.repack77, align 8
  %retptr.repack79 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.123.fca.0.load.i, ptr %retptr.repack79, align 8
  br label %common.ret

B0.endif.else.endif.if:                           ; preds = %B0.endif.else
  br label %B0.endif.else.endif.endif

B0.endif.else.endif.endif:                        ; preds = %B0.endif.else.endif.if, %B0.endif.else
  %.180.sroa.0.3 = phi i64 [ %.122.fca.0.load.i, %B0.endif.else.endif.if ], [ 0, %B0.endif.else ]
  %.207 = icmp slt i64 %arg.n, 0
  %.208 = select i1 %.207, i64 %.122.fca.0.load.i, i64 0
  %.209 = add i64 %.208, %arg.n
  %.212 = icmp slt i64 %.209, 0
  br i1 %.212, label %B0.endif.else.endif.endif.if, label %B0.endif.else.endif.endif.endif, !prof !26

B0.endif.else.endif.endif.if:                     ; preds = %B0.endif.else.endif.endif
  br label %B0.endif.else.endif.endif.endif

B0.endif.else.endif.endif.endif:                  ; preds = %B0.endif.else.endif.endif.if, %B0.endif.else.endif.endif
  %.180.sroa.13.1 = phi i64 [ 0, %B0.endif.else.endif.endif.if ], [ %.209, %B0.endif.else.endif.endif ]
  %.217.not = icmp slt i64 %.209, %.122.fca.0.load.i
  br i1 %.217.not, label %B0.endif.endif, label %B0.endif.else.endif.endif.endif.if, !prof !113

B0.endif.else.endif.endif.endif.if:               ; preds = %B0.endif.else.endif.endif.endif
  br label %B0.endif.endif
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.a.0)
  %.42 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.1)
  %.43 = extractvalue { i64, i1 } %.42, 0
  %.44 = extractvalue { i64, i1 } %.42, 1
  %.46 = shl i64 %arg.a.5.0, 3
  %0 = add i64 %.43, -1152921504606846976
  %.49 = icmp ult i64 %0, -2305843009213693952
  %.50 = or i1 %.44, %.49
  br i1 %.50, label %B0.if, label %B0.endif, !prof !26

common.ret:                                       ; preds = %for.end, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 0, %for.end ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9, ptr %excinfo, align 8, !numba_exception_output !18
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.48 = shl nsw i64 %.43, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !146
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B0.endif.endif, !prof !26

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.12041 = icmp sgt i64 %arg.a.5.0, 0
  %.12339 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.12041, i1 %.12339, i1 false
  br i1 %or.cond, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %B0.endif.endif
  %const = bitcast i64 8070450532247928800 to i64
  %1 = add nuw i64 %arg.a.5.1, %arg.a.5.0
  %2 = shl i64 %1, 3
  %3 = getelementptr i8, ptr %.6.i, i64 %2
  %scevgep = getelementptr i8, ptr %3, i64 -8
  %4 = mul i64 %.46, %arg.a.5.1
  %scevgep6 = getelementptr i8, ptr %arg.a.4, i64 %4
  %min.iters.check = icmp samesign ult i64 %arg.a.5.1, 4
  %ident.check.not = icmp ne i64 %arg.a.5.0, 1
  %or.cond17.not1 = select i1 %min.iters.check, i1 true, i1 %ident.check.not
  %bound0 = icmp ult ptr %.6.i, %scevgep6
  %bound1 = icmp ult ptr %arg.a.4, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %.mask = and i64 %arg.a.5.1, 1152921504606846976
  %stride.check = icmp ne i64 %.mask, 0
  %5 = or i1 %stride.check, %found.conflict
  %n.vec = and i64 %arg.a.5.1, %const
  %const_mat = add i64 %const, 28
  %n.vec12 = and i64 %arg.a.5.1, %const_mat
  %scevgep19 = getelementptr i8, ptr %.6.i, i64 192
  %scevgep28 = getelementptr i8, ptr %arg.a.4, i64 192
  %6 = shl i64 %arg.a.5.1, 3
  %brmerge = select i1 %or.cond17.not1, i1 true, i1 %5
  br label %iter.check

iter.check:                                       ; preds = %for.cond.1.for.end.1_crit_edge.us, %for.cond.1.preheader.us.preheader
  %lsr.iv41 = phi ptr [ %arg.a.4, %for.cond.1.preheader.us.preheader ], [ %scevgep42, %for.cond.1.for.end.1_crit_edge.us ]
  %lsr.iv38 = phi ptr [ %.6.i, %for.cond.1.preheader.us.preheader ], [ %scevgep39, %for.cond.1.for.end.1_crit_edge.us ]
  %lsr.iv29 = phi ptr [ %scevgep28, %for.cond.1.preheader.us.preheader ], [ %scevgep30, %for.cond.1.for.end.1_crit_edge.us ]
  %lsr.iv = phi ptr [ %scevgep19, %for.cond.1.preheader.us.preheader ], [ %scevgep20, %for.cond.1.for.end.1_crit_edge.us ]
  %loop.index42.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.141.us, %for.cond.1.for.end.1_crit_edge.us ]
  br i1 %brmerge, label %for.body.1.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %7 = icmp ult i64 %arg.a.5.1, 32
  br i1 %7, label %vec.epilog.vector.body.preheader, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.main.loop.iter.check
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.body.preheader ]
  %8 = shl i64 %index, 3
  %scevgep36 = getelementptr i8, ptr %lsr.iv29, i64 %8
  %scevgep37 = getelementptr i8, ptr %scevgep36, i64 -192
  %scevgep26 = getelementptr i8, ptr %lsr.iv, i64 %8
  %scevgep27 = getelementptr i8, ptr %scevgep26, i64 -192
  %scevgep35 = getelementptr i8, ptr %scevgep36, i64 -128
  %9 = shl i64 %index, 3
  %scevgep10 = getelementptr i8, ptr %lsr.iv29, i64 %9
  %scevgep11 = getelementptr i8, ptr %scevgep10, i64 -64
  %wide.load = load <8 x double>, ptr %scevgep37, align 8, !alias.scope !153
  %wide.load8 = load <8 x double>, ptr %scevgep35, align 8, !alias.scope !153
  %wide.load9 = load <8 x double>, ptr %scevgep11, align 8, !alias.scope !153
  %wide.load10 = load <8 x double>, ptr %scevgep36, align 8, !alias.scope !153
  %10 = shl i64 %index, 3
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 3
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 -64
  store <8 x double> %wide.load, ptr %scevgep27, align 8, !alias.scope !156, !noalias !153
  store <8 x double> %wide.load8, ptr %scevgep8, align 8, !alias.scope !156, !noalias !153
  store <8 x double> %wide.load9, ptr %scevgep5, align 8, !alias.scope !156, !noalias !153
  store <8 x double> %wide.load10, ptr %scevgep26, align 8, !alias.scope !156, !noalias !153
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !158

middle.block:                                     ; preds = %vector.body
  %13 = icmp eq i64 %arg.a.5.1, %n.vec
  br i1 %13, label %for.cond.1.for.end.1_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %14 = and i64 %arg.a.5.1, 28
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %for.body.1.us.preheader, label %vec.epilog.vector.body.preheader, !prof !127

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index13.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index13 = phi i64 [ %index.next15, %vec.epilog.vector.body ], [ %index13.ph, %vec.epilog.vector.body.preheader ]
  %16 = shl i64 %index13, 3
  %scevgep43 = getelementptr i8, ptr %lsr.iv41, i64 %16
  %scevgep40 = getelementptr i8, ptr %lsr.iv38, i64 %16
  %wide.load14 = load <4 x double>, ptr %scevgep43, align 8, !alias.scope !153
  store <4 x double> %wide.load14, ptr %scevgep40, align 8, !alias.scope !156, !noalias !153
  %index.next15 = add nuw i64 %index13, 4
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !159

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %18 = icmp eq i64 %arg.a.5.1, %n.vec12
  br i1 %18, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %iter.check
  %loop.index.140.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec12, %vec.epilog.middle.block ]
  %19 = sub nsw i64 %arg.a.5.1, %loop.index.140.us.ph
  %xtraiter = and i64 %19, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader
  %20 = mul i64 %loop.index.140.us.ph, %.46
  %scevgep44 = getelementptr i8, ptr %lsr.iv38, i64 %20
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol, %for.body.1.us.prol.preheader
  %lsr.iv48 = phi i64 [ %xtraiter, %for.body.1.us.prol.preheader ], [ %lsr.iv.next, %for.body.1.us.prol ]
  %lsr.iv45 = phi ptr [ %scevgep44, %for.body.1.us.prol.preheader ], [ %scevgep46, %for.body.1.us.prol ]
  %loop.index.140.us.prol = phi i64 [ %loop.index.140.us.ph, %for.body.1.us.prol.preheader ], [ %.139.us.prol, %for.body.1.us.prol ]
  %21 = shl i64 %loop.index.140.us.prol, 3
  %scevgep47 = getelementptr i8, ptr %lsr.iv41, i64 %21
  %.137.us.prol = load double, ptr %scevgep47, align 8
  store double %.137.us.prol, ptr %lsr.iv45, align 8
  %.139.us.prol = add nuw nsw i64 %loop.index.140.us.prol, 1
  %scevgep46 = getelementptr i8, ptr %lsr.iv45, i64 %.46
  %lsr.iv.next = add nsw i64 %lsr.iv48, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !160

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader
  %loop.index.140.us.unr = phi i64 [ %loop.index.140.us.ph, %for.body.1.us.preheader ], [ %.139.us.prol, %for.body.1.us.prol ]
  %22 = sub nsw i64 %loop.index.140.us.ph, %arg.a.5.1
  %23 = icmp ugt i64 %22, -8
  br i1 %23, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us.preheader18

for.body.1.us.preheader18:                        ; preds = %for.body.1.us.prol.loopexit
  %24 = mul i64 %loop.index.140.us.unr, %.46
  %scevgep49 = getelementptr i8, ptr %lsr.iv38, i64 %24
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us, %for.body.1.us.preheader18
  %lsr.iv50 = phi ptr [ %scevgep49, %for.body.1.us.preheader18 ], [ %scevgep25, %for.body.1.us ]
  %loop.index.140.us = phi i64 [ %loop.index.140.us.unr, %for.body.1.us.preheader18 ], [ %.139.us.7, %for.body.1.us ]
  %25 = shl i64 %loop.index.140.us, 3
  %scevgep54 = getelementptr i8, ptr %lsr.iv41, i64 %25
  %.137.us = load double, ptr %scevgep54, align 8
  store double %.137.us, ptr %lsr.iv50, align 8
  %scevgep60 = getelementptr i8, ptr %scevgep54, i64 8
  %.137.us.1 = load double, ptr %scevgep60, align 8
  %scevgep67 = getelementptr i8, ptr %lsr.iv50, i64 %.46
  store double %.137.us.1, ptr %scevgep67, align 8
  %26 = shl i64 %loop.index.140.us, 3
  %scevgep16 = getelementptr i8, ptr %lsr.iv41, i64 %26
  %scevgep18 = getelementptr i8, ptr %scevgep16, i64 16
  %.137.us.2 = load double, ptr %scevgep18, align 8
  %scevgep68 = getelementptr i8, ptr %scevgep67, i64 %.46
  store double %.137.us.2, ptr %scevgep68, align 8
  %27 = shl i64 %loop.index.140.us, 3
  %scevgep21 = getelementptr i8, ptr %lsr.iv41, i64 %27
  %scevgep22 = getelementptr i8, ptr %scevgep21, i64 24
  %.137.us.3 = load double, ptr %scevgep22, align 8
  %scevgep69 = getelementptr i8, ptr %scevgep68, i64 %.46
  store double %.137.us.3, ptr %scevgep69, align 8
  %28 = shl i64 %loop.index.140.us, 3
  %scevgep12 = getelementptr i8, ptr %lsr.iv41, i64 %28
  %scevgep13 = getelementptr i8, ptr %scevgep12, i64 32
  %.137.us.4 = load double, ptr %scevgep13, align 8
  %scevgep70 = getelementptr i8, ptr %scevgep69, i64 %.46
  store double %.137.us.4, ptr %scevgep70, align 8
  %29 = shl i64 %loop.index.140.us, 3
  %scevgep32 = getelementptr i8, ptr %lsr.iv41, i64 %29
  %scevgep34 = getelementptr i8, ptr %scevgep32, i64 40
  %.137.us.5 = load double, ptr %scevgep34, align 8
  %scevgep71 = getelementptr i8, ptr %scevgep70, i64 %.46
  store double %.137.us.5, ptr %scevgep71, align 8
  %30 = shl i64 %loop.index.140.us, 3
  %scevgep24 = getelementptr i8, ptr %lsr.iv41, i64 %30
  %scevgep29 = getelementptr i8, ptr %scevgep24, i64 48
  %.137.us.6 = load double, ptr %scevgep29, align 8
  %scevgep72 = getelementptr i8, ptr %scevgep71, i64 %.46
  store double %.137.us.6, ptr %scevgep72, align 8
  %31 = shl i64 %loop.index.140.us, 3
  %scevgep14 = getelementptr i8, ptr %lsr.iv41, i64 %31
  %scevgep15 = getelementptr i8, ptr %scevgep14, i64 56
  %.137.us.7 = load double, ptr %scevgep15, align 8
  %scevgep73 = getelementptr i8, ptr %scevgep72, i64 %.46
  store double %.137.us.7, ptr %scevgep73, align 8
  %.139.us.7 = add nuw nsw i64 %loop.index.140.us, 8
  %scevgep25 = getelementptr i8, ptr %scevgep73, i64 %.46
  %exitcond.not.7 = icmp eq i64 %arg.a.5.1, %.139.us.7
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !161

for.cond.1.for.end.1_crit_edge.us:                ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %vec.epilog.middle.block, %middle.block
  %.141.us = add nuw nsw i64 %loop.index42.us, 1
  %scevgep20 = getelementptr i8, ptr %lsr.iv, i64 8
  %scevgep30 = getelementptr i8, ptr %lsr.iv29, i64 %6
  %scevgep39 = getelementptr i8, ptr %lsr.iv38, i64 8
  %scevgep42 = getelementptr i8, ptr %lsr.iv41, i64 %6
  %exitcond44.not = icmp eq i64 %.141.us, %arg.a.5.0
  br i1 %exitcond44.not, label %for.end, label %iter.check

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.cond.1.for.end.1_crit_edge.us, %B0.endif.endif
  store ptr %.7.i.i, ptr %retptr, align 8
  %retptr.repack23 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack23, align 8
  %retptr.repack25 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.43, ptr %retptr.repack25, align 8
  %retptr.repack27 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack27, align 8
  %retptr.repack29 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack29, align 8
  %retptr.repack31 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack31, align 8
  %retptr.repack31.repack35 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.a.5.1, ptr %retptr.repack31.repack35, align 8
  %retptr.repack33 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 8, ptr %retptr.repack33, align 8
  %retptr.repack33.repack37 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %.46, ptr %retptr.repack33.repack37, align 8
  tail call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !26

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !26

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

define linkonce_odr range(i32 -1, -2) i32 @_ZN5numba2np6linalg22_system_copy_in_b_impl12_3clocals_3e9oneD_implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.bcpy.0, ptr readnone captures(none) %arg.bcpy.1, i64 %arg.bcpy.2, i64 %arg.bcpy.3, ptr %arg.bcpy.4, i64 %arg.bcpy.5.0, i64 %arg.bcpy.5.1, i64 %arg.bcpy.6.0, i64 %arg.bcpy.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, i64 %arg.nrhs) local_unnamed_addr {
B0.else:
  %.377 = alloca ptr, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  tail call void @NRT_incref(ptr %arg.bcpy.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  %.271 = icmp slt i64 %arg.bcpy.5.0, 1
  br i1 %.271, label %B0.endif.else.endif.if, label %B0.endif.else.endif.endif, !prof !26

B0.endif.endif:                                   ; preds = %B0.endif.else.endif.endif.endif.if, %B0.endif.else.endif.endif.endif
  %.240.sroa.14.0 = phi i64 [ %.240.sroa.14.1, %B0.endif.else.endif.endif.endif ], [ %arg.bcpy.5.0, %B0.endif.else.endif.endif.endif.if ]
  %.346 = sub i64 %.240.sroa.14.0, %.240.sroa.0.3
  %.355 = tail call i64 @llvm.smax.i64(i64 %.346, i64 0)
  %.370 = icmp ne i64 %arg.b.5.0, %.355
  %.371 = icmp ne i64 %arg.b.5.0, 1
  %.372.not = and i1 %.371, %.370
  br i1 %.372.not, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !26

B0.endif.else.endif.if:                           ; preds = %B0.else
  br label %B0.endif.else.endif.endif

B0.endif.else.endif.endif:                        ; preds = %B0.endif.else.endif.if, %B0.else
  %.240.sroa.0.3 = phi i64 [ %arg.bcpy.5.0, %B0.endif.else.endif.if ], [ 0, %B0.else ]
  %.278 = icmp slt i64 %arg.b.5.0, 0
  %.279 = select i1 %.278, i64 %arg.bcpy.5.0, i64 0
  %.280 = add i64 %.279, %arg.b.5.0
  %.283 = icmp slt i64 %.280, 0
  br i1 %.283, label %B0.endif.else.endif.endif.if, label %B0.endif.else.endif.endif.endif, !prof !26

B0.endif.else.endif.endif.if:                     ; preds = %B0.endif.else.endif.endif
  br label %B0.endif.else.endif.endif.endif

B0.endif.else.endif.endif.endif:                  ; preds = %B0.endif.else.endif.endif.if, %B0.endif.else.endif.endif
  %.240.sroa.14.1 = phi i64 [ 0, %B0.endif.else.endif.endif.if ], [ %.280, %B0.endif.else.endif.endif ]
  %.288.not = icmp slt i64 %.280, %arg.bcpy.5.0
  br i1 %.288.not, label %B0.endif.endif, label %B0.endif.else.endif.endif.endif.if, !prof !113

B0.endif.else.endif.endif.endif.if:               ; preds = %B0.endif.else.endif.endif.endif
  br label %B0.endif.endif

.338.loopexit.unr-lcssa.unr-lcssa:                ; preds = %.337.endif
  %0 = and i64 %21, 8
  %lcmp.mod.not14.not = icmp eq i64 %0, 0
  %1 = add i64 %lsr.iv.next.1, -8
  br i1 %lcmp.mod.not14.not, label %.337.endif.epil.preheader1, label %.338.loopexit.unr-lcssa, !prof !162

.337.endif.epil.preheader1:                       ; preds = %.338.loopexit.unr-lcssa.unr-lcssa, %.337.endif.lr.ph.new
  %lsr.iv.epil.init = phi i64 [ 7, %.337.endif.lr.ph.new ], [ %lsr.iv.next.1, %.338.loopexit.unr-lcssa.unr-lcssa ]
  %2 = add nsw i64 %lsr.iv.epil.init, -7
  %3 = shl i64 %lsr.iv.epil.init, 3
  %scevgep17.epil = getelementptr i8, ptr %scevgep3, i64 %3
  %scevgep18.epil = getelementptr i8, ptr %scevgep17.epil, i64 -56
  %.504.epil4 = tail call i64 @llvm.umin.i64(i64 %2, i64 %.503)
  %.500.0.epil5 = getelementptr double, ptr %.446.0, i64 %.504.epil4
  %.518.epil6 = load double, ptr %.500.0.epil5, align 8
  store double %.518.epil6, ptr %scevgep18.epil, align 8
  %4 = add nsw i64 %lsr.iv.epil.init, -6
  %scevgep16.epil = getelementptr i8, ptr %scevgep17.epil, i64 -48
  %.504.1.epil = tail call i64 @llvm.umin.i64(i64 %4, i64 %.503)
  %.500.0.1.epil = getelementptr double, ptr %.446.0, i64 %.504.1.epil
  %.518.1.epil = load double, ptr %.500.0.1.epil, align 8
  store double %.518.1.epil, ptr %scevgep16.epil, align 8
  %5 = add nsw i64 %lsr.iv.epil.init, -5
  %scevgep14.epil = getelementptr i8, ptr %scevgep17.epil, i64 -40
  %.504.2.epil = tail call i64 @llvm.umin.i64(i64 %5, i64 %.503)
  %.500.0.2.epil = getelementptr double, ptr %.446.0, i64 %.504.2.epil
  %.518.2.epil = load double, ptr %.500.0.2.epil, align 8
  store double %.518.2.epil, ptr %scevgep14.epil, align 8
  %6 = add nsw i64 %lsr.iv.epil.init, -4
  %scevgep12.epil = getelementptr i8, ptr %scevgep17.epil, i64 -32
  %.504.3.epil = tail call i64 @llvm.umin.i64(i64 %6, i64 %.503)
  %.500.0.3.epil = getelementptr double, ptr %.446.0, i64 %.504.3.epil
  %.518.3.epil = load double, ptr %.500.0.3.epil, align 8
  store double %.518.3.epil, ptr %scevgep12.epil, align 8
  %7 = add nsw i64 %lsr.iv.epil.init, -3
  %scevgep10.epil = getelementptr i8, ptr %scevgep17.epil, i64 -24
  %.504.4.epil = tail call i64 @llvm.umin.i64(i64 %7, i64 %.503)
  %.500.0.4.epil = getelementptr double, ptr %.446.0, i64 %.504.4.epil
  %.518.4.epil = load double, ptr %.500.0.4.epil, align 8
  store double %.518.4.epil, ptr %scevgep10.epil, align 8
  %8 = add nsw i64 %lsr.iv.epil.init, -2
  %scevgep8.epil = getelementptr i8, ptr %scevgep17.epil, i64 -16
  %.504.5.epil = tail call i64 @llvm.umin.i64(i64 %8, i64 %.503)
  %.500.0.5.epil = getelementptr double, ptr %.446.0, i64 %.504.5.epil
  %.518.5.epil = load double, ptr %.500.0.5.epil, align 8
  store double %.518.5.epil, ptr %scevgep8.epil, align 8
  %9 = add nsw i64 %lsr.iv.epil.init, -1
  %scevgep6.epil = getelementptr i8, ptr %scevgep17.epil, i64 -8
  %.504.6.epil = tail call i64 @llvm.umin.i64(i64 %9, i64 %.503)
  %.500.0.6.epil = getelementptr double, ptr %.446.0, i64 %.504.6.epil
  %.518.6.epil = load double, ptr %.500.0.6.epil, align 8
  store double %.518.6.epil, ptr %scevgep6.epil, align 8
  %.504.7.epil = tail call i64 @llvm.umin.i64(i64 %lsr.iv.epil.init, i64 %.503)
  %.500.0.7.epil = getelementptr double, ptr %.446.0, i64 %.504.7.epil
  %.518.7.epil = load double, ptr %.500.0.7.epil, align 8
  store double %.518.7.epil, ptr %scevgep17.epil, align 8
  %lsr.iv.next.epil = add i64 %lsr.iv.epil.init, 8
  br label %.338.loopexit.unr-lcssa

.338.loopexit.unr-lcssa:                          ; preds = %.338.loopexit.unr-lcssa.unr-lcssa, %.337.endif.epil.preheader1
  %lsr.iv.lcssa = phi i64 [ %lsr.iv.epil.init, %.337.endif.epil.preheader1 ], [ %1, %.338.loopexit.unr-lcssa.unr-lcssa ]
  %lsr.iv.next.lcssa = phi i64 [ %lsr.iv.next.epil, %.337.endif.epil.preheader1 ], [ %lsr.iv.next.1, %.338.loopexit.unr-lcssa.unr-lcssa ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %10 = add i64 %lsr.iv.lcssa, 1
  %11 = add i64 %.240.sroa.0.3, -7
  %12 = add i64 %11, %lsr.iv.next.lcssa
  br i1 %lcmp.mod.not, label %.338, label %.337.endif.epil.preheader, !prof !10

.337.endif.epil.preheader:                        ; preds = %.337.endif.lr.ph, %.338.loopexit.unr-lcssa
  %.335.0100.epil.init = phi i64 [ 0, %.337.endif.lr.ph ], [ %10, %.338.loopexit.unr-lcssa ]
  %.333.099.epil.init = phi i64 [ %.240.sroa.0.3, %.337.endif.lr.ph ], [ %12, %.338.loopexit.unr-lcssa ]
  %13 = shl i64 %.333.099.epil.init, 3
  %scevgep = getelementptr i8, ptr %arg.bcpy.4, i64 %13
  br label %.337.endif.epil

.337.endif.epil:                                  ; preds = %.337.endif.epil, %.337.endif.epil.preheader
  %epil.iter = phi i64 [ 0, %.337.endif.epil.preheader ], [ %epil.iter.next, %.337.endif.epil ]
  %14 = add i64 %.335.0100.epil.init, %epil.iter
  %15 = shl i64 %epil.iter, 3
  %scevgep19 = getelementptr i8, ptr %scevgep, i64 %15
  %.504.epil = tail call i64 @llvm.umin.i64(i64 %14, i64 %.503)
  %.500.0.epil = getelementptr double, ptr %.446.0, i64 %.504.epil
  %.518.epil = load double, ptr %.500.0.epil, align 8
  store double %.518.epil, ptr %scevgep19, align 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %.338, label %.337.endif.epil, !prof !11, !llvm.loop !163

.338:                                             ; preds = %.337.endif.epil, %B0.endif.endif.endif.endif, %.338.loopexit.unr-lcssa
  br i1 %.445, label %.338.if, label %.338.endif, !prof !26

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  %.383 = call i32 @_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE(ptr nonnull %.377, ptr nonnull %excinfo.1, i64 %arg.b.5.0, i64 %.355)
  %cond = icmp eq i32 %.383, 0
  br i1 %cond, label %B0.endif.endif.endif, label %B0.endif.endif.if.if.if, !prof !0

B0.endif.endif.endif:                             ; preds = %B0.endif.endif.if, %B0.endif.endif
  %16 = icmp slt i64 %.346, 1
  %.410 = mul i64 %arg.b.3, %arg.b.2
  %.411 = ptrtoint ptr %arg.b.4 to i64
  %.413 = add i64 %.410, %.411
  %.429 = mul i64 %.240.sroa.0.3, %arg.bcpy.6.0
  %.430 = add i64 %.240.sroa.14.0, -1
  %.431 = mul i64 %.430, %arg.bcpy.6.0
  %.432 = icmp slt i64 %arg.bcpy.6.0, 0
  %.433 = select i1 %.432, i64 %.431, i64 %.429
  %.435 = select i1 %.432, i64 %.429, i64 %.431
  %.437 = add i64 %.435, %arg.bcpy.3
  %.438 = select i1 %16, i64 0, i64 %.433
  %.439 = select i1 %16, i64 0, i64 %.437
  %.440 = ptrtoint ptr %arg.bcpy.4 to i64
  %.441 = add i64 %.438, %.440
  %.442 = add i64 %.439, %.440
  %.443 = icmp ugt i64 %.442, %.411
  %.444 = icmp ult i64 %.441, %.413
  %.445 = and i1 %.444, %.443
  br i1 %.445, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !26

common.ret:                                       ; preds = %.338.endif, %B0.endif.endif.endif.if.if, %B0.endif.endif.if.if.if
  %common.ret.op = phi i32 [ %.383, %B0.endif.endif.if.if.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 0, %.338.endif ]
  ret i32 %common.ret.op

B0.endif.endif.if.if.if:                          ; preds = %B0.endif.endif.if
  %.391 = icmp sgt i32 %.383, 0
  %.384 = load ptr, ptr %excinfo.1, align 8
  %.392 = select i1 %.391, ptr %.384, ptr undef
  store ptr %.392, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.455 = tail call ptr @NRT_Allocate(i64 %.410)
  %.456 = icmp eq ptr %.455, null
  br i1 %.456, label %B0.endif.endif.endif.if.if, label %for.cond.preheader, !prof !26

for.cond.preheader:                               ; preds = %B0.endif.endif.endif.if
  %.46696 = icmp sgt i64 %arg.b.5.0, 0
  br i1 %.46696, label %for.body.preheader, label %B0.endif.endif.endif.endif

for.body.preheader:                               ; preds = %for.cond.preheader
  %17 = shl nuw i64 %arg.b.5.0, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %.455, ptr align 8 %arg.b.4, i64 %17, i1 false)
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.endif:                       ; preds = %for.body.preheader, %for.cond.preheader, %B0.endif.endif.endif
  %.446.0 = phi ptr [ %arg.b.4, %B0.endif.endif.endif ], [ %.455, %for.cond.preheader ], [ %.455, %for.body.preheader ]
  %.490.not98 = icmp slt i64 %.240.sroa.0.3, %.240.sroa.14.0
  br i1 %.490.not98, label %.337.endif.lr.ph, label %.338, !prof !1

.337.endif.lr.ph:                                 ; preds = %B0.endif.endif.endif.endif
  %.503 = add i64 %arg.b.5.0, -1
  %xtraiter = and i64 %.346, 7
  %18 = sub i64 %.240.sroa.0.3, %.240.sroa.14.0
  %19 = icmp ugt i64 %18, -8
  br i1 %19, label %.337.endif.epil.preheader, label %.337.endif.lr.ph.new, !prof !2

.337.endif.lr.ph.new:                             ; preds = %.337.endif.lr.ph
  %20 = shl i64 %.240.sroa.0.3, 3
  %scevgep3 = getelementptr i8, ptr %arg.bcpy.4, i64 %20
  %21 = add i64 %.346, -8
  %22 = lshr i64 %21, 3
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %.337.endif.epil.preheader1, label %.337.endif.lr.ph.new.new, !prof !14

.337.endif.lr.ph.new.new:                         ; preds = %.337.endif.lr.ph.new
  %24 = add nuw nsw i64 %22, 1
  %25 = lshr i64 %24, 1
  %26 = mul nsw i64 %25, -2
  br label %.337.endif

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif.if
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.34, ptr %excinfo, align 8, !numba_exception_output !18
  br label %common.ret

.337.endif:                                       ; preds = %.337.endif, %.337.endif.lr.ph.new.new
  %lsr.iv1 = phi i64 [ %lsr.iv.next, %.337.endif ], [ %26, %.337.endif.lr.ph.new.new ]
  %lsr.iv = phi i64 [ %lsr.iv.next.1, %.337.endif ], [ 7, %.337.endif.lr.ph.new.new ]
  %27 = add i64 %lsr.iv, -7
  %28 = shl i64 %lsr.iv, 3
  %scevgep17 = getelementptr i8, ptr %scevgep3, i64 %28
  %scevgep18 = getelementptr i8, ptr %scevgep17, i64 -56
  %.504 = tail call i64 @llvm.umin.i64(i64 %27, i64 %.503)
  %.500.0 = getelementptr double, ptr %.446.0, i64 %.504
  %.518 = load double, ptr %.500.0, align 8
  store double %.518, ptr %scevgep18, align 8
  %29 = add i64 %lsr.iv, -6
  %30 = shl i64 %lsr.iv, 3
  %scevgep43 = getelementptr i8, ptr %scevgep3, i64 %30
  %scevgep45 = getelementptr i8, ptr %scevgep43, i64 -48
  %.504.1 = tail call i64 @llvm.umin.i64(i64 %29, i64 %.503)
  %.500.0.1 = getelementptr double, ptr %.446.0, i64 %.504.1
  %.518.1 = load double, ptr %.500.0.1, align 8
  store double %.518.1, ptr %scevgep45, align 8
  %31 = add i64 %lsr.iv, -5
  %32 = shl i64 %lsr.iv, 3
  %scevgep39 = getelementptr i8, ptr %scevgep3, i64 %32
  %scevgep41 = getelementptr i8, ptr %scevgep39, i64 -40
  %.504.2 = tail call i64 @llvm.umin.i64(i64 %31, i64 %.503)
  %.500.0.2 = getelementptr double, ptr %.446.0, i64 %.504.2
  %.518.2 = load double, ptr %.500.0.2, align 8
  store double %.518.2, ptr %scevgep41, align 8
  %33 = add i64 %lsr.iv, -4
  %34 = shl i64 %lsr.iv, 3
  %scevgep35 = getelementptr i8, ptr %scevgep3, i64 %34
  %scevgep37 = getelementptr i8, ptr %scevgep35, i64 -32
  %.504.3 = tail call i64 @llvm.umin.i64(i64 %33, i64 %.503)
  %.500.0.3 = getelementptr double, ptr %.446.0, i64 %.504.3
  %.518.3 = load double, ptr %.500.0.3, align 8
  store double %.518.3, ptr %scevgep37, align 8
  %35 = add i64 %lsr.iv, -3
  %36 = shl i64 %lsr.iv, 3
  %scevgep30 = getelementptr i8, ptr %scevgep3, i64 %36
  %scevgep32 = getelementptr i8, ptr %scevgep30, i64 -24
  %.504.4 = tail call i64 @llvm.umin.i64(i64 %35, i64 %.503)
  %.500.0.4 = getelementptr double, ptr %.446.0, i64 %.504.4
  %.518.4 = load double, ptr %.500.0.4, align 8
  store double %.518.4, ptr %scevgep32, align 8
  %37 = add i64 %lsr.iv, -2
  %38 = shl i64 %lsr.iv, 3
  %scevgep26 = getelementptr i8, ptr %scevgep3, i64 %38
  %scevgep28 = getelementptr i8, ptr %scevgep26, i64 -16
  %.504.5 = tail call i64 @llvm.umin.i64(i64 %37, i64 %.503)
  %.500.0.5 = getelementptr double, ptr %.446.0, i64 %.504.5
  %.518.5 = load double, ptr %.500.0.5, align 8
  store double %.518.5, ptr %scevgep28, align 8
  %39 = add i64 %lsr.iv, -1
  %40 = shl i64 %lsr.iv, 3
  %scevgep22 = getelementptr i8, ptr %scevgep3, i64 %40
  %scevgep24 = getelementptr i8, ptr %scevgep22, i64 -8
  %.504.6 = tail call i64 @llvm.umin.i64(i64 %39, i64 %.503)
  %.500.0.6 = getelementptr double, ptr %.446.0, i64 %.504.6
  %.518.6 = load double, ptr %.500.0.6, align 8
  store double %.518.6, ptr %scevgep24, align 8
  %.504.7 = tail call i64 @llvm.umin.i64(i64 %lsr.iv, i64 %.503)
  %.500.0.7 = getelementptr double, ptr %.446.0, i64 %.504.7
  %.518.7 = load double, ptr %.500.0.7, align 8
  store double %.518.7, ptr %scevgep17, align 8
  %41 = add i64 %lsr.iv, 8
  %42 = add i64 %lsr.iv, 1
  %43 = shl i64 %lsr.iv, 3
  %scevgep15 = getelementptr i8, ptr %scevgep3, i64 %43
  %scevgep16 = getelementptr i8, ptr %scevgep15, i64 64
  %scevgep20 = getelementptr i8, ptr %scevgep15, i64 8
  %.504.111 = tail call i64 @llvm.umin.i64(i64 %42, i64 %.503)
  %.500.0.112 = getelementptr double, ptr %.446.0, i64 %.504.111
  %.518.113 = load double, ptr %.500.0.112, align 8
  store double %.518.113, ptr %scevgep20, align 8
  %44 = add i64 %lsr.iv, 2
  %45 = shl i64 %lsr.iv, 3
  %scevgep13 = getelementptr i8, ptr %scevgep3, i64 %45
  %scevgep14 = getelementptr i8, ptr %scevgep13, i64 16
  %.504.1.1 = tail call i64 @llvm.umin.i64(i64 %44, i64 %.503)
  %.500.0.1.1 = getelementptr double, ptr %.446.0, i64 %.504.1.1
  %.518.1.1 = load double, ptr %.500.0.1.1, align 8
  store double %.518.1.1, ptr %scevgep14, align 8
  %46 = add i64 %lsr.iv, 3
  %47 = shl i64 %lsr.iv, 3
  %scevgep11 = getelementptr i8, ptr %scevgep3, i64 %47
  %scevgep12 = getelementptr i8, ptr %scevgep11, i64 24
  %.504.2.1 = tail call i64 @llvm.umin.i64(i64 %46, i64 %.503)
  %.500.0.2.1 = getelementptr double, ptr %.446.0, i64 %.504.2.1
  %.518.2.1 = load double, ptr %.500.0.2.1, align 8
  store double %.518.2.1, ptr %scevgep12, align 8
  %48 = add i64 %lsr.iv, 4
  %49 = shl i64 %lsr.iv, 3
  %scevgep9 = getelementptr i8, ptr %scevgep3, i64 %49
  %scevgep10 = getelementptr i8, ptr %scevgep9, i64 32
  %.504.3.1 = tail call i64 @llvm.umin.i64(i64 %48, i64 %.503)
  %.500.0.3.1 = getelementptr double, ptr %.446.0, i64 %.504.3.1
  %.518.3.1 = load double, ptr %.500.0.3.1, align 8
  store double %.518.3.1, ptr %scevgep10, align 8
  %50 = add i64 %lsr.iv, 5
  %51 = shl i64 %lsr.iv, 3
  %scevgep7 = getelementptr i8, ptr %scevgep3, i64 %51
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 40
  %.504.4.1 = tail call i64 @llvm.umin.i64(i64 %50, i64 %.503)
  %.500.0.4.1 = getelementptr double, ptr %.446.0, i64 %.504.4.1
  %.518.4.1 = load double, ptr %.500.0.4.1, align 8
  store double %.518.4.1, ptr %scevgep8, align 8
  %52 = add i64 %lsr.iv, 6
  %53 = shl i64 %lsr.iv, 3
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 %53
  %scevgep6 = getelementptr i8, ptr %scevgep5, i64 48
  %.504.5.1 = tail call i64 @llvm.umin.i64(i64 %52, i64 %.503)
  %.500.0.5.1 = getelementptr double, ptr %.446.0, i64 %.504.5.1
  %.518.5.1 = load double, ptr %.500.0.5.1, align 8
  store double %.518.5.1, ptr %scevgep6, align 8
  %54 = add i64 %lsr.iv, 7
  %55 = shl i64 %lsr.iv, 3
  %scevgep2 = getelementptr i8, ptr %scevgep3, i64 %55
  %scevgep4 = getelementptr i8, ptr %scevgep2, i64 56
  %.504.6.1 = tail call i64 @llvm.umin.i64(i64 %54, i64 %.503)
  %.500.0.6.1 = getelementptr double, ptr %.446.0, i64 %.504.6.1
  %.518.6.1 = load double, ptr %.500.0.6.1, align 8
  store double %.518.6.1, ptr %scevgep4, align 8
  %.504.7.1 = tail call i64 @llvm.umin.i64(i64 %41, i64 %.503)
  %.500.0.7.1 = getelementptr double, ptr %.446.0, i64 %.504.7.1
  %.518.7.1 = load double, ptr %.500.0.7.1, align 8
  store double %.518.7.1, ptr %scevgep16, align 8
  %lsr.iv.next.1 = add i64 %lsr.iv, 16
  %lsr.iv.next = add i64 %lsr.iv1, 2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.1, label %.338.loopexit.unr-lcssa.unr-lcssa, label %.337.endif, !prof !164, !llvm.loop !165

.338.if:                                          ; preds = %.338
  tail call void @NRT_Free(ptr %.446.0)
  br label %.338.endif

.338.endif:                                       ; preds = %.338.if, %.338
  tail call void @NRT_decref(ptr %arg.bcpy.0)
  tail call void @NRT_decref(ptr %arg.b.0)
  store ptr null, ptr %retptr, align 8
  br label %common.ret
}

declare i32 @numba_ez_gelsd(i8, i64, i64, i64, ptr, i64, ptr, i64, ptr, double, ptr) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE(ptr noalias readnone captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, i64 %arg.src_shapes.0, i64 %arg.index_shape.0) local_unnamed_addr {
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
  %.159.i.i = tail call ptr @NRT_MemInfo_alloc(i64 %.157.i.i), !noalias !167
  %.160.i.i = icmp eq ptr %.159.i.i, null
  br i1 %.160.i.i, label %common.ret, label %for.end.1.endif.endif.endif.i.i, !prof !26

for.end.1.endif.endif.endif.i.i:                  ; preds = %for.end.1.endif.endif.i.i
  %0 = icmp slt i64 %arg.src_shapes.0, 0
  %.5.i8.i.i = getelementptr i8, ptr %.159.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i8.i.i, align 8, !noalias !167
  br i1 %0, label %B246.endif.i.i, label %B306.i.i

B246.endif.i.i:                                   ; preds = %for.end.1.endif.endif.endif.i.i
  store i8 45, ptr %.6.i.i.i, align 1, !noalias !174
  br label %B306.i.i

B328.endif.endif.endif.i.i:                       ; preds = %B328.endif.endif.endif.i.i, %B328.endif.endif.endif.preheader.i.i
  %lsr.iv.i.i = phi ptr [ %scevgep.i.i, %B328.endif.endif.endif.preheader.i.i ], [ %scevgep10.i.i, %B328.endif.endif.endif.i.i ]
  %n.4.0.i.i = phi i64 [ %n.3.096.i.i, %B328.endif.endif.endif.preheader.i.i ], [ %.30497.i.i, %B328.endif.endif.endif.i.i ]
  %.30497.i.i = udiv i64 %n.4.0.i.i, 10
  %.30598.i.i = urem i64 %n.4.0.i.i, 10
  %1 = trunc nuw nsw i64 %.30598.i.i to i8
  %.41.i9.i.i = or disjoint i8 %1, 48
  store i8 %.41.i9.i.i, ptr %lsr.iv.i.i, align 1, !noalias !178
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
  %.159.i.i22 = tail call ptr @NRT_MemInfo_alloc(i64 %.157.i.i21), !noalias !182
  %.160.i.i23 = icmp eq ptr %.159.i.i22, null
  br i1 %.160.i.i23, label %common.ret, label %for.end.1.endif.endif.endif.i.i24, !prof !26

for.end.1.endif.endif.endif.i.i24:                ; preds = %for.end.1.endif.endif.i.i12
  %2 = icmp slt i64 %arg.index_shape.0, 0
  %.5.i8.i.i25 = getelementptr i8, ptr %.159.i.i22, i64 24
  %.6.i.i.i26 = load ptr, ptr %.5.i8.i.i25, align 8, !noalias !182
  br i1 %2, label %B246.endif.i.i50, label %B306.i.i27

B246.endif.i.i50:                                 ; preds = %for.end.1.endif.endif.endif.i.i24
  store i8 45, ptr %.6.i.i.i26, align 1, !noalias !189
  br label %B306.i.i27

B328.endif.endif.endif.i.i42:                     ; preds = %B328.endif.endif.endif.i.i42, %B328.endif.endif.endif.preheader.i.i40
  %lsr.iv.i.i43 = phi ptr [ %scevgep.i.i41, %B328.endif.endif.endif.preheader.i.i40 ], [ %scevgep10.i.i49, %B328.endif.endif.endif.i.i42 ]
  %n.4.0.i.i44 = phi i64 [ %n.3.096.i.i13, %B328.endif.endif.endif.preheader.i.i40 ], [ %.30497.i.i45, %B328.endif.endif.endif.i.i42 ]
  %.30497.i.i45 = udiv i64 %n.4.0.i.i44, 10
  %.30598.i.i46 = urem i64 %n.4.0.i.i44, 10
  %3 = trunc nuw nsw i64 %.30598.i.i46 to i8
  %.41.i9.i.i47 = or disjoint i8 %3, 48
  store i8 %.41.i9.i.i47, ptr %lsr.iv.i.i43, align 1, !noalias !193
  %.416.not.i.i48 = icmp samesign ult i64 %n.4.0.i.i44, 10
  %scevgep10.i.i49 = getelementptr i8, ptr %lsr.iv.i.i43, i64 -1
  br i1 %.416.not.i.i48, label %B281.endif, label %B328.endif.endif.endif.i.i42

B42.endif:                                        ; preds = %B328.endif.endif.endif.i.i, %B306.i.i, %B32.i.i
  %.20.sroa.11.0.ph = phi ptr [ null, %B32.i.i ], [ %.159.i.i, %B306.i.i ], [ %.159.i.i, %B328.endif.endif.endif.i.i ]
  %.20.sroa.3.0.ph = phi i64 [ 1, %B32.i.i ], [ %.123.i.i, %B306.i.i ], [ %.123.i.i, %B328.endif.endif.endif.i.i ]
  %.20.sroa.0.0.ph = phi ptr [ @.bytes.5317899729839767045, %B32.i.i ], [ %.6.i.i.i, %B306.i.i ], [ %.6.i.i.i, %B328.endif.endif.endif.i.i ]
  %.fca.5.gep259 = getelementptr inbounds nuw i8, ptr %.75, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.75, i8 0, i64 48, i1 false)
  %.79 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.75, ptr nonnull %excinfo.2, ptr nonnull @.bytes.-3596957514301255344, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr %.20.sroa.0.0.ph, i64 %.20.sroa.3.0.ph, i32 1, i32 1, i64 -1, ptr %.20.sroa.11.0.ph, ptr null)
  %.89.fca.5.load = load ptr, ptr %.fca.5.gep259, align 8
  %cond2 = icmp eq i32 %.79, 0
  br i1 %cond2, label %B42.endif.endif, label %B42.endif.if.if, !prof !0

common.ret:                                       ; preds = %B364.endif.endif.endif.endif.endif.endif.endif, %B364.endif.endif.endif.endif.endif.endif, %B364.endif.endif.endif.endif.if.if, %B364.endif.endif.endif.endif.endif, %B364.endif.endif.endif.if.if, %B364.endif.endif.if.if, %B281.endif.endif.if.if, %B281.endif.if.if, %B42.endif.endif.if.if, %B42.endif.if.if, %for.end.1.endif.endif.i.i12, %for.end.1.endif.endif.i.i
  %.540.sink = phi ptr [ %.540, %B364.endif.endif.endif.endif.endif.endif.endif ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.5, %B364.endif.endif.endif.endif.endif ], [ %.80, %B42.endif.if.if ], [ %.499, %B364.endif.endif.endif.endif.if.if ], [ %.467, %B364.endif.endif.endif.if.if ], [ %.413, %B364.endif.endif.if.if ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3, %for.end.1.endif.endif.i.i12 ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.5, %B364.endif.endif.endif.endif.endif.endif ], [ %.284, %B281.endif.endif.if.if ], [ %.230, %B281.endif.if.if ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3, %for.end.1.endif.endif.i.i ], [ %.134, %B42.endif.endif.if.if ]
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
  %.133 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.129, ptr nonnull %excinfo.3, ptr %.89.fca.0.load, i64 %.89.fca.1.load, i32 %.89.fca.2.load, i32 %.89.fca.3.load, i64 %.89.fca.4.load, ptr %.89.fca.5.load, ptr %.89.fca.6.load, ptr nonnull @.bytes.8891677930182646943, i64 2, i32 1, i32 1, i64 -1, ptr null, ptr null)
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
  br i1 %cond3, label %B281, label %B42.endif.endif.if.if, !prof !0

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
  %.229 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.225, ptr nonnull %excinfo.5, ptr nonnull @.bytes.-3596957514301255344, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr %.172.sroa.0.0.ph, i64 %.172.sroa.4.0.ph, i32 1, i32 1, i64 -1, ptr %.172.sroa.12.0.ph, ptr null)
  %sunkaddr122 = getelementptr inbounds nuw i8, ptr %.225, i64 32
  %.239.fca.5.load = load ptr, ptr %sunkaddr122, align 8
  %cond4 = icmp eq i32 %.229, 0
  br i1 %cond4, label %B281.endif.endif, label %B281.endif.if.if, !prof !0

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
  %.283 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.279, ptr nonnull %excinfo.6, ptr %.239.fca.0.load, i64 %.239.fca.1.load, i32 %.239.fca.2.load, i32 %.239.fca.3.load, i64 %.239.fca.4.load, ptr %.239.fca.5.load, ptr %.239.fca.6.load, ptr nonnull @.bytes.8891677930182646943, i64 2, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %sunkaddr128 = getelementptr inbounds nuw i8, ptr %.279, i64 32
  %.293.fca.5.load = load ptr, ptr %sunkaddr128, align 8
  %cond5 = icmp eq i32 %.283, 0
  br i1 %cond5, label %B364.endif.endif, label %B281.endif.endif.if.if, !prof !0

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
  %.412 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.408, ptr nonnull %excinfo.9, ptr nonnull @.bytes.-3729243754832727719, i64 29, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr %.293.fca.0.load, i64 %.293.fca.1.load, i32 %.293.fca.2.load, i32 %.293.fca.3.load, i64 %.293.fca.4.load, ptr %.293.fca.5.load, ptr %.293.fca.6.load)
  %sunkaddr134 = getelementptr inbounds nuw i8, ptr %.408, i64 32
  %.422.fca.5.load = load ptr, ptr %sunkaddr134, align 8
  %cond6 = icmp eq i32 %.412, 0
  tail call void @NRT_decref(ptr %.239.fca.5.load)
  br i1 %cond6, label %B364.endif.endif.endif, label %B364.endif.endif.if.if, !prof !0

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
  %.466 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.462, ptr nonnull %excinfo.10, ptr %.422.fca.0.load, i64 %.422.fca.1.load, i32 %.422.fca.2.load, i32 %.422.fca.3.load, i64 %.422.fca.4.load, ptr %.422.fca.5.load, ptr %.422.fca.6.load, ptr nonnull @.bytes.-4030968085971895554, i64 21, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %sunkaddr140 = getelementptr inbounds nuw i8, ptr %.462, i64 32
  %.476.fca.5.load = load ptr, ptr %sunkaddr140, align 8
  %cond7 = icmp eq i32 %.466, 0
  br i1 %cond7, label %B364.endif.endif.endif.endif, label %B364.endif.endif.endif.if.if, !prof !0

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
  %.498 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.494, ptr nonnull %excinfo.11, ptr %.476.fca.0.load, i64 %.476.fca.1.load, i32 %.476.fca.2.load, i32 %.476.fca.3.load, i64 %.476.fca.4.load, ptr %.476.fca.5.load, ptr %.476.fca.6.load, ptr %.143.fca.0.load, i64 %.143.fca.1.load, i32 %.143.fca.2.load, i32 %.143.fca.3.load, i64 %.143.fca.4.load, ptr %.143.fca.5.load, ptr %.143.fca.6.load)
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
  br i1 %cond8, label %B364.endif.endif.endif.endif.endif, label %B364.endif.endif.endif.endif.if.if, !prof !0

B364.endif.endif.endif.if.if:                     ; preds = %B364.endif.endif.endif
  %.467 = load ptr, ptr %excinfo.10, align 8
  br label %common.ret

B364.endif.endif.endif.endif.endif:               ; preds = %B364.endif.endif.endif.endif
  tail call void @NRT_incref(ptr %.508.fca.5.load)
  %.529 = tail call ptr @NRT_Allocate(i64 48)
  %.530 = icmp eq ptr %.529, null
  tail call void @NRT_decref(ptr %.476.fca.5.load)
  tail call void @NRT_decref(ptr %.143.fca.5.load)
  br i1 %.530, label %common.ret, label %B364.endif.endif.endif.endif.endif.endif, !prof !26

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
  br i1 %.541, label %common.ret, label %B364.endif.endif.endif.endif.endif.endif.endif, !prof !26

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

declare noalias ptr @NRT_Allocate(i64) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log10.f64(double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #2

declare noalias ptr @NRT_MemInfo_alloc(i64) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readonly captures(none) %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, ptr %arg.a.5, ptr readnone captures(none) %arg.a.6, ptr readonly captures(none) %arg.b.0, i64 %arg.b.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, ptr %arg.b.5, ptr readnone captures(none) %arg.b.6) local_unnamed_addr {
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
  %.38.i = tail call ptr @NRT_MemInfo_alloc(i64 %.37.i16), !noalias !197
  %.39.i = icmp eq ptr %.38.i, null
  br i1 %.39.i, label %B0.endif.endif.if.if, label %B0.endif.endif.i, !prof !26

B0.endif.endif.i:                                 ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, ptr %.38.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !197
  switch i32 %.53.0.ph64, label %B0.endif.endif.i.unreachabledefault [
    i32 1, label %B36.i.i
    i32 2, label %B116.i.i
    i32 4, label %B196.i.i
  ]

B36.i.i:                                          ; preds = %B0.endif.endif.i
  %.41.i.i = getelementptr i8, ptr %.6.i.i, i64 %.38
  store i8 0, ptr %.41.i.i, align 1, !noalias !201
  br label %B0.endif.endif.endif.endif.endif

B116.i.i:                                         ; preds = %B0.endif.endif.i
  %.72.i.i = getelementptr i16, ptr %.6.i.i, i64 %.38
  store i16 0, ptr %.72.i.i, align 2, !noalias !201
  br label %B0.endif.endif.endif.endif.endif

B196.i.i:                                         ; preds = %B0.endif.endif.i
  %.102.i.i = getelementptr i32, ptr %.6.i.i, i64 %.38
  store i32 0, ptr %.102.i.i, align 4, !noalias !201
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
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep767, <16 x i1> %10, <16 x i32> poison), !alias.scope !205, !noalias !208
  %wide.masked.load175 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep765, <16 x i1> %10, <16 x i32> poison), !alias.scope !205, !noalias !208
  %wide.masked.load176 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep763, <16 x i1> %10, <16 x i32> poison), !alias.scope !205, !noalias !208
  %wide.masked.load177 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep766, <16 x i1> %10, <16 x i32> poison), !alias.scope !205, !noalias !208
  %14 = shl nuw i64 %lsr.iv741, 1
  %scevgep412 = getelementptr i8, ptr %arg.a.0, i64 %14
  %15 = shl nuw i64 %lsr.iv741, 1
  %scevgep407 = getelementptr i8, ptr %arg.a.0, i64 %15
  %scevgep411 = getelementptr i8, ptr %scevgep407, i64 -96
  %16 = shl nuw i64 %lsr.iv741, 1
  %scevgep405 = getelementptr i8, ptr %arg.a.0, i64 %16
  %scevgep406 = getelementptr i8, ptr %scevgep405, i64 -64
  %17 = shl nuw i64 %lsr.iv741, 1
  %scevgep403 = getelementptr i8, ptr %arg.a.0, i64 %17
  %scevgep404 = getelementptr i8, ptr %scevgep403, i64 -32
  %wide.masked.load178 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep411, <16 x i1> %11, <16 x i16> poison), !alias.scope !211, !noalias !208
  %wide.masked.load179 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep406, <16 x i1> %11, <16 x i16> poison), !alias.scope !211, !noalias !208
  %wide.masked.load180 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep404, <16 x i1> %11, <16 x i16> poison), !alias.scope !211, !noalias !208
  %wide.masked.load181 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep412, <16 x i1> %11, <16 x i16> poison), !alias.scope !211, !noalias !208
  %18 = zext <16 x i16> %wide.masked.load178 to <16 x i32>
  %19 = zext <16 x i16> %wide.masked.load179 to <16 x i32>
  %20 = zext <16 x i16> %wide.masked.load180 to <16 x i32>
  %21 = zext <16 x i16> %wide.masked.load181 to <16 x i32>
  %scevgep750 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv741
  %scevgep751 = getelementptr i8, ptr %scevgep750, i64 -48
  %scevgep753 = getelementptr i8, ptr %scevgep750, i64 -32
  %scevgep752 = getelementptr i8, ptr %scevgep750, i64 -16
  %wide.masked.load182 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep751, <16 x i1> %12, <16 x i8> poison), !alias.scope !213, !noalias !208
  %wide.masked.load183 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep753, <16 x i1> %12, <16 x i8> poison), !alias.scope !213, !noalias !208
  %wide.masked.load184 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep752, <16 x i1> %12, <16 x i8> poison), !alias.scope !213, !noalias !208
  %wide.masked.load185 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep750, <16 x i1> %12, <16 x i8> poison), !alias.scope !213, !noalias !208
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
  %scevgep413 = getelementptr i8, ptr %.6.i.i, i64 %26
  %scevgep416 = getelementptr i8, ptr %scevgep413, i64 -192
  %scevgep415 = getelementptr i8, ptr %scevgep413, i64 -128
  %scevgep414 = getelementptr i8, ptr %scevgep413, i64 -64
  store <16 x i32> %predphi187, ptr %scevgep416, align 4, !alias.scope !215, !noalias !217
  store <16 x i32> %predphi190, ptr %scevgep415, align 4, !alias.scope !215, !noalias !217
  store <16 x i32> %predphi193, ptr %scevgep414, align 4, !alias.scope !215, !noalias !217
  store <16 x i32> %predphi196, ptr %scevgep413, align 4, !alias.scope !215, !noalias !217
  %lsr.iv.next742 = add nuw nsw i64 %lsr.iv741, 64
  %27 = add i64 %6, %lsr.iv.next742
  %28 = icmp eq i64 %27, 48
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !221

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.a.1, %n.vec
  br i1 %cmp.n, label %B296.endif.endif, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %29 = and i64 %arg.a.1, 48
  %min.epilog.iters.check = icmp eq i64 %29, 0
  br i1 %min.epilog.iters.check, label %B230.us114.preheader, label %vec.epilog.ph, !prof !222

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
  %wide.masked.load202 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep740, <16 x i1> %33, <16 x i32> poison), !alias.scope !205, !noalias !208
  %37 = shl i64 %index201, 1
  %scevgep739 = getelementptr i8, ptr %arg.a.0, i64 %37
  %wide.masked.load203 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep739, <16 x i1> %34, <16 x i16> poison), !alias.scope !211, !noalias !208
  %38 = zext <16 x i16> %wide.masked.load203 to <16 x i32>
  %39 = getelementptr i8, ptr %arg.a.0, i64 %index201
  %wide.masked.load204 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %39, <16 x i1> %35, <16 x i8> poison), !alias.scope !213, !noalias !208
  %40 = zext <16 x i8> %wide.masked.load204 to <16 x i32>
  %predphi205 = select <16 x i1> %.splat, <16 x i32> %40, <16 x i32> zeroinitializer
  %predphi206 = select <16 x i1> %.splat393, <16 x i32> %38, <16 x i32> %predphi205
  %predphi207 = select <16 x i1> %.splat394, <16 x i32> %wide.masked.load202, <16 x i32> %predphi206
  %41 = shl i64 %index201, 2
  %scevgep402 = getelementptr i8, ptr %.6.i.i, i64 %41
  store <16 x i32> %predphi207, ptr %scevgep402, align 4, !alias.scope !215, !noalias !217
  %index.next208 = add nuw i64 %index201, 16
  %42 = icmp eq i64 %n.vec198, %index.next208
  br i1 %42, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !223

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
  %.95.i.us119.prol = load i32, ptr %scevgep735, align 4, !noalias !208
  br label %B230.endif.us129.prol

B110.i.us121.prol:                                ; preds = %B230.us114.prol
  %44 = shl nuw i64 %.262291294.us115.prol, 1
  %scevgep401 = getelementptr i8, ptr %arg.a.0, i64 %44
  %.66.i.us123.prol = load i16, ptr %scevgep401, align 2, !noalias !208
  %.70.i.us124.prol = zext i16 %.66.i.us123.prol to i32
  br label %B230.endif.us129.prol

B36.i.us125.prol:                                 ; preds = %B230.us114.prol
  %.36.i.us126.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us115.prol
  %.37.i.us127.prol = load i8, ptr %.36.i.us126.prol, align 1, !noalias !208
  %.41.i.us128.prol = zext i8 %.37.i.us127.prol to i32
  br label %B230.endif.us129.prol

B230.endif.us129.prol:                            ; preds = %B36.i.us125.prol, %B110.i.us121.prol, %B184.i.us117.prol, %B230.us114.prol
  %.sink.i.us130.prol = phi i32 [ %.41.i.us128.prol, %B36.i.us125.prol ], [ %.95.i.us119.prol, %B184.i.us117.prol ], [ %.70.i.us124.prol, %B110.i.us121.prol ], [ 0, %B230.us114.prol ]
  %45 = shl i64 %.262291294.us115.prol, 2
  %scevgep733 = getelementptr i8, ptr %.6.i.i, i64 %45
  store i32 %.sink.i.us130.prol, ptr %scevgep733, align 4, !noalias !224
  %lsr.iv.next737 = add nsw i64 %lsr.iv736, -1
  %.269.us116.prol = add nuw nsw i64 %.262291294.us115.prol, 1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next737, 0
  br i1 %prol.iter.cmp.not, label %B230.us114.prol.loopexit, label %B230.us114.prol, !llvm.loop !225

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
  %const417 = bitcast i64 9223372036854775792 to i64
  %min.iters.check229 = icmp samesign ult i64 %arg.a.1, 64
  br i1 %min.iters.check229, label %vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge, label %vector.ph231

vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge: ; preds = %vector.main.loop.iter.check230
  %.pre = insertelement <16 x i32> poison, i32 %arg.a.2, i64 0
  %.pre182 = shufflevector <16 x i32> %.pre, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.ph269

vector.ph231:                                     ; preds = %vector.main.loop.iter.check230
  %const_mat418 = add i64 %const417, -48
  %n.vec233 = and i64 %arg.a.1, %const_mat418
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
  %wide.masked.load238 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep486, <16 x i1> %63, <16 x i32> poison), !alias.scope !226, !noalias !208
  %wide.masked.load239 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep484, <16 x i1> %63, <16 x i32> poison), !alias.scope !226, !noalias !208
  %wide.masked.load240 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep482, <16 x i1> %63, <16 x i32> poison), !alias.scope !226, !noalias !208
  %wide.masked.load241 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep485, <16 x i1> %63, <16 x i32> poison), !alias.scope !226, !noalias !208
  %67 = trunc <16 x i32> %wide.masked.load238 to <16 x i16>
  %68 = trunc <16 x i32> %wide.masked.load239 to <16 x i16>
  %69 = trunc <16 x i32> %wide.masked.load240 to <16 x i16>
  %70 = trunc <16 x i32> %wide.masked.load241 to <16 x i16>
  %71 = shl nuw i64 %lsr.iv460, 1
  %scevgep321 = getelementptr i8, ptr %arg.a.0, i64 %71
  %72 = shl nuw i64 %lsr.iv460, 1
  %scevgep319 = getelementptr i8, ptr %arg.a.0, i64 %72
  %scevgep320 = getelementptr i8, ptr %scevgep319, i64 -96
  %73 = shl nuw i64 %lsr.iv460, 1
  %scevgep317 = getelementptr i8, ptr %arg.a.0, i64 %73
  %scevgep318 = getelementptr i8, ptr %scevgep317, i64 -64
  %74 = shl nuw i64 %lsr.iv460, 1
  %scevgep315 = getelementptr i8, ptr %arg.a.0, i64 %74
  %scevgep316 = getelementptr i8, ptr %scevgep315, i64 -32
  %wide.masked.load242 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep320, <16 x i1> %64, <16 x i16> poison), !alias.scope !229, !noalias !208
  %wide.masked.load243 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep318, <16 x i1> %64, <16 x i16> poison), !alias.scope !229, !noalias !208
  %wide.masked.load244 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep316, <16 x i1> %64, <16 x i16> poison), !alias.scope !229, !noalias !208
  %wide.masked.load245 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep321, <16 x i1> %64, <16 x i16> poison), !alias.scope !229, !noalias !208
  %scevgep462 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv460
  %scevgep463 = getelementptr i8, ptr %scevgep462, i64 -48
  %scevgep465 = getelementptr i8, ptr %scevgep462, i64 -32
  %scevgep464 = getelementptr i8, ptr %scevgep462, i64 -16
  %wide.masked.load246 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep463, <16 x i1> %65, <16 x i8> poison), !alias.scope !231, !noalias !208
  %wide.masked.load247 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep465, <16 x i1> %65, <16 x i8> poison), !alias.scope !231, !noalias !208
  %wide.masked.load248 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep464, <16 x i1> %65, <16 x i8> poison), !alias.scope !231, !noalias !208
  %wide.masked.load249 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep462, <16 x i1> %65, <16 x i8> poison), !alias.scope !231, !noalias !208
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
  %scevgep314 = getelementptr i8, ptr %.6.i.i, i64 %79
  %80 = shl nuw i64 %lsr.iv460, 1
  %scevgep312 = getelementptr i8, ptr %.6.i.i, i64 %80
  %scevgep313 = getelementptr i8, ptr %scevgep312, i64 -96
  store <16 x i16> %predphi252, ptr %scevgep313, align 2, !alias.scope !233, !noalias !235
  %81 = shl nuw i64 %lsr.iv460, 1
  %scevgep310 = getelementptr i8, ptr %.6.i.i, i64 %81
  %scevgep311 = getelementptr i8, ptr %scevgep310, i64 -64
  store <16 x i16> %predphi255, ptr %scevgep311, align 2, !alias.scope !233, !noalias !235
  %82 = shl nuw i64 %lsr.iv460, 1
  %scevgep308 = getelementptr i8, ptr %.6.i.i, i64 %82
  %scevgep309 = getelementptr i8, ptr %scevgep308, i64 -32
  store <16 x i16> %predphi258, ptr %scevgep309, align 2, !alias.scope !233, !noalias !235
  store <16 x i16> %predphi261, ptr %scevgep314, align 2, !alias.scope !233, !noalias !235
  %lsr.iv.next461 = add nuw nsw i64 %lsr.iv460, 64
  %83 = add i64 %59, %lsr.iv.next461
  %84 = icmp eq i64 %83, 48
  br i1 %84, label %middle.block263, label %vector.body236, !llvm.loop !236

middle.block263:                                  ; preds = %vector.body236
  %cmp.n264 = icmp eq i64 %arg.a.1, %n.vec233
  br i1 %cmp.n264, label %B296.endif.endif, label %vec.epilog.iter.check267

vec.epilog.iter.check267:                         ; preds = %middle.block263
  %85 = and i64 %arg.a.1, 48
  %min.epilog.iters.check268 = icmp eq i64 %85, 0
  br i1 %min.epilog.iters.check268, label %B230.us94.preheader, label %vec.epilog.ph269, !prof !222

vec.epilog.ph269:                                 ; preds = %vec.epilog.iter.check267, %vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge
  %broadcast.splat273.pre-phi = phi <16 x i32> [ %.pre182, %vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge ], [ %broadcast.splat235, %vec.epilog.iter.check267 ]
  %vec.epilog.resume.val265 = phi i64 [ 0, %vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge ], [ %n.vec233, %vec.epilog.iter.check267 ]
  %n.vec271 = and i64 %arg.a.1, %const417
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
  %wide.masked.load276 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep644, <16 x i1> %89, <16 x i32> poison), !alias.scope !226, !noalias !208
  %93 = trunc <16 x i32> %wide.masked.load276 to <16 x i16>
  %94 = shl i64 %index275, 1
  %scevgep643 = getelementptr i8, ptr %arg.a.0, i64 %94
  %wide.masked.load277 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep643, <16 x i1> %90, <16 x i16> poison), !alias.scope !229, !noalias !208
  %95 = getelementptr i8, ptr %arg.a.0, i64 %index275
  %wide.masked.load278 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %95, <16 x i1> %91, <16 x i8> poison), !alias.scope !231, !noalias !208
  %96 = zext <16 x i8> %wide.masked.load278 to <16 x i16>
  %predphi279 = select <16 x i1> %.splat395, <16 x i16> %96, <16 x i16> zeroinitializer
  %predphi280 = select <16 x i1> %.splat396, <16 x i16> %wide.masked.load277, <16 x i16> %predphi279
  %predphi281 = select <16 x i1> %.splat397, <16 x i16> %93, <16 x i16> %predphi280
  %97 = shl i64 %index275, 1
  %scevgep307 = getelementptr i8, ptr %.6.i.i, i64 %97
  store <16 x i16> %predphi281, ptr %scevgep307, align 2, !alias.scope !233, !noalias !235
  %index.next282 = add nuw i64 %index275, 16
  %98 = icmp eq i64 %n.vec271, %index.next282
  br i1 %98, label %vec.epilog.middle.block283, label %vec.epilog.vector.body274, !llvm.loop !237

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
  %.95.i.us99.prol = load i32, ptr %scevgep639, align 4, !noalias !208
  %.98.i.us100.prol = trunc i32 %.95.i.us99.prol to i16
  br label %B230.endif.us109.prol

B110.i.us101.prol:                                ; preds = %B230.us94.prol
  %100 = shl nuw i64 %.262291294.us95.prol, 1
  %scevgep306 = getelementptr i8, ptr %arg.a.0, i64 %100
  %.66.i.us103.prol = load i16, ptr %scevgep306, align 2, !noalias !208
  br label %B230.endif.us109.prol

B36.i.us105.prol:                                 ; preds = %B230.us94.prol
  %.36.i.us106.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us95.prol
  %.37.i.us107.prol = load i8, ptr %.36.i.us106.prol, align 1, !noalias !208
  %.41.i.us108.prol = zext i8 %.37.i.us107.prol to i16
  br label %B230.endif.us109.prol

B230.endif.us109.prol:                            ; preds = %B36.i.us105.prol, %B110.i.us101.prol, %B184.i.us97.prol, %B230.us94.prol
  %.sink.i.us110.prol = phi i16 [ %.41.i.us108.prol, %B36.i.us105.prol ], [ %.98.i.us100.prol, %B184.i.us97.prol ], [ %.66.i.us103.prol, %B110.i.us101.prol ], [ 0, %B230.us94.prol ]
  %101 = shl nuw i64 %.262291294.us95.prol, 1
  %scevgep305 = getelementptr i8, ptr %.6.i.i, i64 %101
  store i16 %.sink.i.us110.prol, ptr %scevgep305, align 2, !noalias !224
  %lsr.iv.next641 = add nsw i64 %lsr.iv640, -1
  %.269.us96.prol = add nuw nsw i64 %.262291294.us95.prol, 1
  %prol.iter404.cmp.not = icmp eq i64 %lsr.iv.next641, 0
  br i1 %prol.iter404.cmp.not, label %B230.us94.prol.loopexit, label %B230.us94.prol, !llvm.loop !238

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
  %const419 = bitcast i64 9223372036854775792 to i64
  %min.iters.check295 = icmp samesign ult i64 %arg.a.1, 64
  br i1 %min.iters.check295, label %vec.epilog.ph312, label %vector.ph297

vector.ph297:                                     ; preds = %vector.main.loop.iter.check296
  %const_mat420 = add i64 %const419, -48
  %n.vec299 = and i64 %arg.a.1, %const_mat420
  br label %vector.body300

vector.body300:                                   ; preds = %vector.body300, %vector.ph297
  %index301 = phi i64 [ 0, %vector.ph297 ], [ %index.next305, %vector.body300 ]
  %sunkaddr426 = mul i64 %index301, 4
  %sunkaddr427 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr426
  %wide.load = load <16 x i32>, ptr %sunkaddr427, align 4, !alias.scope !239, !noalias !208
  %sunkaddr428 = mul i64 %index301, 4
  %sunkaddr429 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr428
  %sunkaddr430 = getelementptr i8, ptr %sunkaddr429, i64 64
  %wide.load302 = load <16 x i32>, ptr %sunkaddr430, align 4, !alias.scope !239, !noalias !208
  %sunkaddr431 = mul i64 %index301, 4
  %sunkaddr432 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr431
  %sunkaddr433 = getelementptr i8, ptr %sunkaddr432, i64 128
  %wide.load303 = load <16 x i32>, ptr %sunkaddr433, align 4, !alias.scope !239, !noalias !208
  %sunkaddr = mul i64 %index301, 4
  %sunkaddr434 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr
  %sunkaddr435 = getelementptr i8, ptr %sunkaddr434, i64 192
  %wide.load304 = load <16 x i32>, ptr %sunkaddr435, align 4, !alias.scope !239, !noalias !208
  %105 = trunc <16 x i32> %wide.load to <16 x i8>
  %106 = trunc <16 x i32> %wide.load302 to <16 x i8>
  %107 = trunc <16 x i32> %wide.load303 to <16 x i8>
  %108 = trunc <16 x i32> %wide.load304 to <16 x i8>
  %sunkaddr436 = getelementptr i8, ptr %.6.i.i, i64 %index301
  store <16 x i8> %105, ptr %sunkaddr436, align 1, !alias.scope !242, !noalias !244
  %sunkaddr437 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr438 = getelementptr i8, ptr %sunkaddr437, i64 16
  store <16 x i8> %106, ptr %sunkaddr438, align 1, !alias.scope !242, !noalias !244
  %sunkaddr439 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr440 = getelementptr i8, ptr %sunkaddr439, i64 32
  store <16 x i8> %107, ptr %sunkaddr440, align 1, !alias.scope !242, !noalias !244
  %sunkaddr441 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr442 = getelementptr i8, ptr %sunkaddr441, i64 48
  store <16 x i8> %108, ptr %sunkaddr442, align 1, !alias.scope !242, !noalias !244
  %index.next305 = add nuw nsw i64 %index301, 64
  %109 = icmp eq i64 %n.vec299, %index.next305
  br i1 %109, label %middle.block306, label %vector.body300, !llvm.loop !245

middle.block306:                                  ; preds = %vector.body300
  %cmp.n307 = icmp eq i64 %arg.a.1, %n.vec299
  br i1 %cmp.n307, label %B296.endif.endif, label %vec.epilog.iter.check310

vec.epilog.iter.check310:                         ; preds = %middle.block306
  %110 = and i64 %arg.a.1, 56
  %min.epilog.iters.check311 = icmp eq i64 %110, 0
  br i1 %min.epilog.iters.check311, label %B230.us.us143.preheader, label %vec.epilog.ph312, !prof !246

vec.epilog.ph312:                                 ; preds = %vec.epilog.iter.check310, %vector.main.loop.iter.check296
  %vec.epilog.resume.val308 = phi i64 [ %n.vec299, %vec.epilog.iter.check310 ], [ 0, %vector.main.loop.iter.check296 ]
  %const_mat421 = add i64 %const419, 8
  %n.vec314 = and i64 %arg.a.1, %const_mat421
  br label %vec.epilog.vector.body315

vec.epilog.vector.body315:                        ; preds = %vec.epilog.vector.body315, %vec.epilog.ph312
  %index316 = phi i64 [ %vec.epilog.resume.val308, %vec.epilog.ph312 ], [ %index.next318, %vec.epilog.vector.body315 ]
  %111 = shl i64 %index316, 2
  %scevgep557 = getelementptr i8, ptr %arg.a.0, i64 %111
  %wide.load317 = load <8 x i32>, ptr %scevgep557, align 4, !alias.scope !239, !noalias !208
  %112 = trunc <8 x i32> %wide.load317 to <8 x i8>
  %113 = getelementptr i8, ptr %.6.i.i, i64 %index316
  store <8 x i8> %112, ptr %113, align 1, !alias.scope !242, !noalias !244
  %index.next318 = add nuw i64 %index316, 8
  %114 = icmp eq i64 %n.vec314, %index.next318
  br i1 %114, label %vec.epilog.middle.block319, label %vec.epilog.vector.body315, !llvm.loop !247

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
  %.95.i.us.us.prol = load i32, ptr %scevgep554, align 4, !noalias !208
  %.41.i19.us.us148.prol = trunc i32 %.95.i.us.us.prol to i8
  %.42.i.us.us149.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144.prol
  store i8 %.41.i19.us.us148.prol, ptr %.42.i.us.us149.prol, align 1, !noalias !224
  %lsr.iv.next556 = add nsw i64 %lsr.iv555, -1
  %prol.iter407.cmp.not = icmp eq i64 %lsr.iv.next556, 0
  br i1 %prol.iter407.cmp.not, label %B230.us.us143.prol.loopexit, label %B230.us.us143.prol, !llvm.loop !248

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
  %const422 = bitcast i64 9223372036854775792 to i64
  %min.iters.check331 = icmp samesign ult i64 %arg.a.1, 128
  br i1 %min.iters.check331, label %vec.epilog.ph349, label %vector.ph333

vector.ph333:                                     ; preds = %vector.main.loop.iter.check332
  %const_mat423 = add i64 %const422, -112
  %n.vec335 = and i64 %arg.a.1, %const_mat423
  br label %vector.body336

vector.body336:                                   ; preds = %vector.body336, %vector.ph333
  %index337 = phi i64 [ 0, %vector.ph333 ], [ %index.next342, %vector.body336 ]
  %sunkaddr443 = mul i64 %index337, 2
  %sunkaddr444 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr443
  %wide.load338 = load <32 x i16>, ptr %sunkaddr444, align 2, !alias.scope !249, !noalias !208
  %sunkaddr445 = mul i64 %index337, 2
  %sunkaddr446 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr445
  %sunkaddr447 = getelementptr i8, ptr %sunkaddr446, i64 64
  %wide.load339 = load <32 x i16>, ptr %sunkaddr447, align 2, !alias.scope !249, !noalias !208
  %sunkaddr448 = mul i64 %index337, 2
  %sunkaddr449 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr448
  %sunkaddr450 = getelementptr i8, ptr %sunkaddr449, i64 128
  %wide.load340 = load <32 x i16>, ptr %sunkaddr450, align 2, !alias.scope !249, !noalias !208
  %sunkaddr451 = mul i64 %index337, 2
  %sunkaddr452 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr451
  %sunkaddr453 = getelementptr i8, ptr %sunkaddr452, i64 192
  %wide.load341 = load <32 x i16>, ptr %sunkaddr453, align 2, !alias.scope !249, !noalias !208
  %119 = trunc <32 x i16> %wide.load338 to <32 x i8>
  %120 = trunc <32 x i16> %wide.load339 to <32 x i8>
  %121 = trunc <32 x i16> %wide.load340 to <32 x i8>
  %122 = trunc <32 x i16> %wide.load341 to <32 x i8>
  %sunkaddr454 = getelementptr i8, ptr %.6.i.i, i64 %index337
  store <32 x i8> %119, ptr %sunkaddr454, align 1, !alias.scope !252, !noalias !254
  %sunkaddr455 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr456 = getelementptr i8, ptr %sunkaddr455, i64 32
  store <32 x i8> %120, ptr %sunkaddr456, align 1, !alias.scope !252, !noalias !254
  %sunkaddr457 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr458 = getelementptr i8, ptr %sunkaddr457, i64 64
  store <32 x i8> %121, ptr %sunkaddr458, align 1, !alias.scope !252, !noalias !254
  %sunkaddr459 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr460 = getelementptr i8, ptr %sunkaddr459, i64 96
  store <32 x i8> %122, ptr %sunkaddr460, align 1, !alias.scope !252, !noalias !254
  %index.next342 = add nuw nsw i64 %index337, 128
  %123 = icmp eq i64 %n.vec335, %index.next342
  br i1 %123, label %middle.block343, label %vector.body336, !llvm.loop !255

middle.block343:                                  ; preds = %vector.body336
  %cmp.n344 = icmp eq i64 %arg.a.1, %n.vec335
  br i1 %cmp.n344, label %B296.endif.endif, label %vec.epilog.iter.check347

vec.epilog.iter.check347:                         ; preds = %middle.block343
  %124 = and i64 %arg.a.1, 112
  %min.epilog.iters.check348 = icmp eq i64 %124, 0
  br i1 %min.epilog.iters.check348, label %B230.us.us134.preheader, label %vec.epilog.ph349, !prof !256

vec.epilog.ph349:                                 ; preds = %vec.epilog.iter.check347, %vector.main.loop.iter.check332
  %vec.epilog.resume.val345 = phi i64 [ %n.vec335, %vec.epilog.iter.check347 ], [ 0, %vector.main.loop.iter.check332 ]
  %n.vec351 = and i64 %arg.a.1, %const422
  br label %vec.epilog.vector.body352

vec.epilog.vector.body352:                        ; preds = %vec.epilog.vector.body352, %vec.epilog.ph349
  %index353 = phi i64 [ %vec.epilog.resume.val345, %vec.epilog.ph349 ], [ %index.next355, %vec.epilog.vector.body352 ]
  %125 = shl i64 %index353, 1
  %scevgep508 = getelementptr i8, ptr %arg.a.0, i64 %125
  %wide.load354 = load <16 x i16>, ptr %scevgep508, align 2, !alias.scope !249, !noalias !208
  %126 = trunc <16 x i16> %wide.load354 to <16 x i8>
  %127 = getelementptr i8, ptr %.6.i.i, i64 %index353
  store <16 x i8> %126, ptr %127, align 1, !alias.scope !252, !noalias !254
  %index.next355 = add nuw i64 %index353, 16
  %128 = icmp eq i64 %n.vec351, %index.next355
  br i1 %128, label %vec.epilog.middle.block356, label %vec.epilog.vector.body352, !llvm.loop !257

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
  %.66.i.us.us.prol = load i16, ptr %scevgep136, align 2, !noalias !208
  %.41.i19.us.us139.prol = trunc i16 %.66.i.us.us.prol to i8
  %.42.i.us.us140.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135.prol
  store i8 %.41.i19.us.us139.prol, ptr %.42.i.us.us140.prol, align 1, !noalias !224
  %lsr.iv.next507 = add nsw i64 %lsr.iv506, -1
  %prol.iter410.cmp.not = icmp eq i64 %lsr.iv.next507, 0
  br i1 %prol.iter410.cmp.not, label %B230.us.us134.prol.loopexit, label %B230.us.us134.prol, !llvm.loop !258

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
  %const424 = bitcast i64 9223372036854775792 to i64
  %min.iters.check365 = icmp samesign ult i64 %arg.a.1, 256
  br i1 %min.iters.check365, label %vec.epilog.ph383, label %vector.ph367

vector.ph367:                                     ; preds = %vector.main.loop.iter.check366
  %const_mat425 = add i64 %const424, -240
  %n.vec369 = and i64 %arg.a.1, %const_mat425
  br label %vector.body370

vector.body370:                                   ; preds = %vector.body370, %vector.ph367
  %index371 = phi i64 [ 0, %vector.ph367 ], [ %index.next376, %vector.body370 ]
  %sunkaddr461 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %wide.load372 = load <64 x i8>, ptr %sunkaddr461, align 1, !noalias !208
  %sunkaddr462 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr463 = getelementptr i8, ptr %sunkaddr462, i64 64
  %wide.load373 = load <64 x i8>, ptr %sunkaddr463, align 1, !noalias !208
  %sunkaddr464 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr465 = getelementptr i8, ptr %sunkaddr464, i64 128
  %wide.load374 = load <64 x i8>, ptr %sunkaddr465, align 1, !noalias !208
  %sunkaddr466 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr467 = getelementptr i8, ptr %sunkaddr466, i64 192
  %wide.load375 = load <64 x i8>, ptr %sunkaddr467, align 1, !noalias !208
  %sunkaddr468 = getelementptr i8, ptr %.6.i.i, i64 %index371
  store <64 x i8> %wide.load372, ptr %sunkaddr468, align 1, !noalias !224
  %sunkaddr469 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr470 = getelementptr i8, ptr %sunkaddr469, i64 64
  store <64 x i8> %wide.load373, ptr %sunkaddr470, align 1, !noalias !224
  %sunkaddr471 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr472 = getelementptr i8, ptr %sunkaddr471, i64 128
  store <64 x i8> %wide.load374, ptr %sunkaddr472, align 1, !noalias !224
  %sunkaddr473 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr474 = getelementptr i8, ptr %sunkaddr473, i64 192
  store <64 x i8> %wide.load375, ptr %sunkaddr474, align 1, !noalias !224
  %index.next376 = add nuw nsw i64 %index371, 256
  %135 = icmp eq i64 %n.vec369, %index.next376
  br i1 %135, label %middle.block377, label %vector.body370, !llvm.loop !259

middle.block377:                                  ; preds = %vector.body370
  %cmp.n378 = icmp eq i64 %arg.a.1, %n.vec369
  br i1 %cmp.n378, label %B296.endif.endif, label %vec.epilog.iter.check381

vec.epilog.iter.check381:                         ; preds = %middle.block377
  %136 = and i64 %arg.a.1, 240
  %min.epilog.iters.check382 = icmp eq i64 %136, 0
  br i1 %min.epilog.iters.check382, label %B230.us.us.preheader, label %vec.epilog.ph383, !prof !260

vec.epilog.ph383:                                 ; preds = %vec.epilog.iter.check381, %vector.main.loop.iter.check366
  %vec.epilog.resume.val379 = phi i64 [ %n.vec369, %vec.epilog.iter.check381 ], [ 0, %vector.main.loop.iter.check366 ]
  %n.vec385 = and i64 %arg.a.1, %const424
  br label %vec.epilog.vector.body386

vec.epilog.vector.body386:                        ; preds = %vec.epilog.vector.body386, %vec.epilog.ph383
  %index387 = phi i64 [ %vec.epilog.resume.val379, %vec.epilog.ph383 ], [ %index.next389, %vec.epilog.vector.body386 ]
  %137 = getelementptr i8, ptr %arg.a.0, i64 %index387
  %wide.load388 = load <16 x i8>, ptr %137, align 1, !noalias !208
  %138 = getelementptr i8, ptr %.6.i.i, i64 %index387
  store <16 x i8> %wide.load388, ptr %138, align 1, !noalias !224
  %index.next389 = add nuw i64 %index387, 16
  %139 = icmp eq i64 %n.vec385, %index.next389
  br i1 %139, label %vec.epilog.middle.block390, label %vec.epilog.vector.body386, !llvm.loop !261

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
  %.37.i.us.us.prol = load i8, ptr %.36.i.us.us.prol, align 1, !noalias !208
  %.42.i.us.us.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us.prol
  store i8 %.37.i.us.us.prol, ptr %.42.i.us.us.prol, align 1, !noalias !224
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter413.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter413.cmp.not, label %B230.us.us.prol.loopexit, label %B230.us.us.prol, !llvm.loop !262

B230.us.us.prol.loopexit:                         ; preds = %B230.us.us.prol, %B230.us.us.preheader
  %.262291294.us.us.unr = phi i64 [ %.262291294.us.us.ph, %B230.us.us.preheader ], [ %.269.us.us.prol, %B230.us.us.prol ]
  %140 = sub nsw i64 %.262291294.us.us.ph, %arg.a.1
  %141 = icmp ugt i64 %140, -8
  br i1 %141, label %B296.endif.endif, label %B230.us.us.preheader46

B230.us.us.preheader46:                           ; preds = %B230.us.us.prol.loopexit
  br label %B230.us.us

B230.us.preheader:                                ; preds = %B230.preheader.split.us
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %.6.i.i, i8 0, i64 %arg.a.1, i1 false), !noalias !224
  br label %B296.endif.endif

B230.us.us:                                       ; preds = %B230.us.us.preheader46, %B230.us.us
  %.262291294.us.us = phi i64 [ %.269.us.us.7, %B230.us.us ], [ %.262291294.us.us.unr, %B230.us.us.preheader46 ]
  %sunkaddr475 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %.37.i.us.us = load i8, ptr %sunkaddr475, align 1, !noalias !208
  %sunkaddr476 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  store i8 %.37.i.us.us, ptr %sunkaddr476, align 1, !noalias !224
  %sunkaddr477 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr478 = getelementptr i8, ptr %sunkaddr477, i64 1
  %.37.i.us.us.1 = load i8, ptr %sunkaddr478, align 1, !noalias !208
  %sunkaddr479 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr480 = getelementptr i8, ptr %sunkaddr479, i64 1
  store i8 %.37.i.us.us.1, ptr %sunkaddr480, align 1, !noalias !224
  %sunkaddr481 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr482 = getelementptr i8, ptr %sunkaddr481, i64 2
  %.37.i.us.us.2 = load i8, ptr %sunkaddr482, align 1, !noalias !208
  %sunkaddr483 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr484 = getelementptr i8, ptr %sunkaddr483, i64 2
  store i8 %.37.i.us.us.2, ptr %sunkaddr484, align 1, !noalias !224
  %sunkaddr485 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr486 = getelementptr i8, ptr %sunkaddr485, i64 3
  %.37.i.us.us.3 = load i8, ptr %sunkaddr486, align 1, !noalias !208
  %sunkaddr487 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr488 = getelementptr i8, ptr %sunkaddr487, i64 3
  store i8 %.37.i.us.us.3, ptr %sunkaddr488, align 1, !noalias !224
  %sunkaddr489 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr490 = getelementptr i8, ptr %sunkaddr489, i64 4
  %.37.i.us.us.4 = load i8, ptr %sunkaddr490, align 1, !noalias !208
  %sunkaddr491 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr492 = getelementptr i8, ptr %sunkaddr491, i64 4
  store i8 %.37.i.us.us.4, ptr %sunkaddr492, align 1, !noalias !224
  %sunkaddr493 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr494 = getelementptr i8, ptr %sunkaddr493, i64 5
  %.37.i.us.us.5 = load i8, ptr %sunkaddr494, align 1, !noalias !208
  %sunkaddr495 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr496 = getelementptr i8, ptr %sunkaddr495, i64 5
  store i8 %.37.i.us.us.5, ptr %sunkaddr496, align 1, !noalias !224
  %sunkaddr497 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr498 = getelementptr i8, ptr %sunkaddr497, i64 6
  %.37.i.us.us.6 = load i8, ptr %sunkaddr498, align 1, !noalias !208
  %sunkaddr499 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr500 = getelementptr i8, ptr %sunkaddr499, i64 6
  store i8 %.37.i.us.us.6, ptr %sunkaddr500, align 1, !noalias !224
  %.269.us.us.7 = add nuw nsw i64 %.262291294.us.us, 8
  %sunkaddr501 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr502 = getelementptr i8, ptr %sunkaddr501, i64 7
  %.37.i.us.us.7 = load i8, ptr %sunkaddr502, align 1, !noalias !208
  %sunkaddr503 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr504 = getelementptr i8, ptr %sunkaddr503, i64 7
  store i8 %.37.i.us.us.7, ptr %sunkaddr504, align 1, !noalias !224
  %exitcond.not.us.us.7 = icmp eq i64 %arg.a.1, %.269.us.us.7
  br i1 %exitcond.not.us.us.7, label %B296.endif.endif, label %B230.us.us, !llvm.loop !263

B230.us.us134:                                    ; preds = %B230.us.us134.preheader47, %B230.us.us134
  %.262291294.us.us135 = phi i64 [ %.269.us.us136.7, %B230.us.us134 ], [ %.262291294.us.us135.unr, %B230.us.us134.preheader47 ]
  %sunkaddr505 = mul i64 %.262291294.us.us135, 2
  %sunkaddr506 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr505
  %.66.i.us.us = load i16, ptr %sunkaddr506, align 2, !noalias !208
  %.41.i19.us.us139 = trunc i16 %.66.i.us.us to i8
  %sunkaddr507 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  store i8 %.41.i19.us.us139, ptr %sunkaddr507, align 1, !noalias !224
  %sunkaddr508 = mul i64 %.262291294.us.us135, 2
  %sunkaddr509 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr508
  %sunkaddr510 = getelementptr i8, ptr %sunkaddr509, i64 2
  %.66.i.us.us.1 = load i16, ptr %sunkaddr510, align 2, !noalias !208
  %.41.i19.us.us139.1 = trunc i16 %.66.i.us.us.1 to i8
  %sunkaddr511 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr512 = getelementptr i8, ptr %sunkaddr511, i64 1
  store i8 %.41.i19.us.us139.1, ptr %sunkaddr512, align 1, !noalias !224
  %sunkaddr513 = mul i64 %.262291294.us.us135, 2
  %sunkaddr514 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr513
  %sunkaddr515 = getelementptr i8, ptr %sunkaddr514, i64 4
  %.66.i.us.us.2 = load i16, ptr %sunkaddr515, align 2, !noalias !208
  %.41.i19.us.us139.2 = trunc i16 %.66.i.us.us.2 to i8
  %sunkaddr516 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr517 = getelementptr i8, ptr %sunkaddr516, i64 2
  store i8 %.41.i19.us.us139.2, ptr %sunkaddr517, align 1, !noalias !224
  %sunkaddr518 = mul i64 %.262291294.us.us135, 2
  %sunkaddr519 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr518
  %sunkaddr520 = getelementptr i8, ptr %sunkaddr519, i64 6
  %.66.i.us.us.3 = load i16, ptr %sunkaddr520, align 2, !noalias !208
  %.41.i19.us.us139.3 = trunc i16 %.66.i.us.us.3 to i8
  %sunkaddr521 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr522 = getelementptr i8, ptr %sunkaddr521, i64 3
  store i8 %.41.i19.us.us139.3, ptr %sunkaddr522, align 1, !noalias !224
  %sunkaddr523 = mul i64 %.262291294.us.us135, 2
  %sunkaddr524 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr523
  %sunkaddr525 = getelementptr i8, ptr %sunkaddr524, i64 8
  %.66.i.us.us.4 = load i16, ptr %sunkaddr525, align 2, !noalias !208
  %.41.i19.us.us139.4 = trunc i16 %.66.i.us.us.4 to i8
  %sunkaddr526 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr527 = getelementptr i8, ptr %sunkaddr526, i64 4
  store i8 %.41.i19.us.us139.4, ptr %sunkaddr527, align 1, !noalias !224
  %sunkaddr528 = mul i64 %.262291294.us.us135, 2
  %sunkaddr529 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr528
  %sunkaddr530 = getelementptr i8, ptr %sunkaddr529, i64 10
  %.66.i.us.us.5 = load i16, ptr %sunkaddr530, align 2, !noalias !208
  %.41.i19.us.us139.5 = trunc i16 %.66.i.us.us.5 to i8
  %sunkaddr531 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr532 = getelementptr i8, ptr %sunkaddr531, i64 5
  store i8 %.41.i19.us.us139.5, ptr %sunkaddr532, align 1, !noalias !224
  %sunkaddr533 = mul i64 %.262291294.us.us135, 2
  %sunkaddr534 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr533
  %sunkaddr535 = getelementptr i8, ptr %sunkaddr534, i64 12
  %.66.i.us.us.6 = load i16, ptr %sunkaddr535, align 2, !noalias !208
  %.41.i19.us.us139.6 = trunc i16 %.66.i.us.us.6 to i8
  %sunkaddr536 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr537 = getelementptr i8, ptr %sunkaddr536, i64 6
  store i8 %.41.i19.us.us139.6, ptr %sunkaddr537, align 1, !noalias !224
  %.269.us.us136.7 = add nuw nsw i64 %.262291294.us.us135, 8
  %sunkaddr538 = mul i64 %.262291294.us.us135, 2
  %sunkaddr539 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr538
  %sunkaddr540 = getelementptr i8, ptr %sunkaddr539, i64 14
  %.66.i.us.us.7 = load i16, ptr %sunkaddr540, align 2, !noalias !208
  %.41.i19.us.us139.7 = trunc i16 %.66.i.us.us.7 to i8
  %sunkaddr541 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr542 = getelementptr i8, ptr %sunkaddr541, i64 7
  store i8 %.41.i19.us.us139.7, ptr %sunkaddr542, align 1, !noalias !224
  %exitcond.not.us.us141.7 = icmp eq i64 %arg.a.1, %.269.us.us136.7
  br i1 %exitcond.not.us.us141.7, label %B296.endif.endif, label %B230.us.us134, !llvm.loop !264

B230.us.us143:                                    ; preds = %B230.us.us143.preheader49, %B230.us.us143
  %.262291294.us.us144 = phi i64 [ %.269.us.us145.7, %B230.us.us143 ], [ %.262291294.us.us144.unr, %B230.us.us143.preheader49 ]
  %sunkaddr543 = mul i64 %.262291294.us.us144, 4
  %sunkaddr544 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr543
  %.95.i.us.us = load i32, ptr %sunkaddr544, align 4, !noalias !208
  %.41.i19.us.us148 = trunc i32 %.95.i.us.us to i8
  %sunkaddr545 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  store i8 %.41.i19.us.us148, ptr %sunkaddr545, align 1, !noalias !224
  %sunkaddr546 = mul i64 %.262291294.us.us144, 4
  %sunkaddr547 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr546
  %sunkaddr548 = getelementptr i8, ptr %sunkaddr547, i64 4
  %.95.i.us.us.1 = load i32, ptr %sunkaddr548, align 4, !noalias !208
  %.41.i19.us.us148.1 = trunc i32 %.95.i.us.us.1 to i8
  %sunkaddr549 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr550 = getelementptr i8, ptr %sunkaddr549, i64 1
  store i8 %.41.i19.us.us148.1, ptr %sunkaddr550, align 1, !noalias !224
  %sunkaddr551 = mul i64 %.262291294.us.us144, 4
  %sunkaddr552 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr551
  %sunkaddr553 = getelementptr i8, ptr %sunkaddr552, i64 8
  %.95.i.us.us.2 = load i32, ptr %sunkaddr553, align 4, !noalias !208
  %.41.i19.us.us148.2 = trunc i32 %.95.i.us.us.2 to i8
  %sunkaddr554 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr555 = getelementptr i8, ptr %sunkaddr554, i64 2
  store i8 %.41.i19.us.us148.2, ptr %sunkaddr555, align 1, !noalias !224
  %sunkaddr556 = mul i64 %.262291294.us.us144, 4
  %sunkaddr557 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr556
  %sunkaddr558 = getelementptr i8, ptr %sunkaddr557, i64 12
  %.95.i.us.us.3 = load i32, ptr %sunkaddr558, align 4, !noalias !208
  %.41.i19.us.us148.3 = trunc i32 %.95.i.us.us.3 to i8
  %sunkaddr559 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr560 = getelementptr i8, ptr %sunkaddr559, i64 3
  store i8 %.41.i19.us.us148.3, ptr %sunkaddr560, align 1, !noalias !224
  %sunkaddr561 = mul i64 %.262291294.us.us144, 4
  %sunkaddr562 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr561
  %sunkaddr563 = getelementptr i8, ptr %sunkaddr562, i64 16
  %.95.i.us.us.4 = load i32, ptr %sunkaddr563, align 4, !noalias !208
  %.41.i19.us.us148.4 = trunc i32 %.95.i.us.us.4 to i8
  %sunkaddr564 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr565 = getelementptr i8, ptr %sunkaddr564, i64 4
  store i8 %.41.i19.us.us148.4, ptr %sunkaddr565, align 1, !noalias !224
  %sunkaddr566 = mul i64 %.262291294.us.us144, 4
  %sunkaddr567 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr566
  %sunkaddr568 = getelementptr i8, ptr %sunkaddr567, i64 20
  %.95.i.us.us.5 = load i32, ptr %sunkaddr568, align 4, !noalias !208
  %.41.i19.us.us148.5 = trunc i32 %.95.i.us.us.5 to i8
  %sunkaddr569 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr570 = getelementptr i8, ptr %sunkaddr569, i64 5
  store i8 %.41.i19.us.us148.5, ptr %sunkaddr570, align 1, !noalias !224
  %sunkaddr571 = mul i64 %.262291294.us.us144, 4
  %sunkaddr572 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr571
  %sunkaddr573 = getelementptr i8, ptr %sunkaddr572, i64 24
  %.95.i.us.us.6 = load i32, ptr %sunkaddr573, align 4, !noalias !208
  %.41.i19.us.us148.6 = trunc i32 %.95.i.us.us.6 to i8
  %sunkaddr574 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr575 = getelementptr i8, ptr %sunkaddr574, i64 6
  store i8 %.41.i19.us.us148.6, ptr %sunkaddr575, align 1, !noalias !224
  %.269.us.us145.7 = add nuw nsw i64 %.262291294.us.us144, 8
  %sunkaddr576 = mul i64 %.262291294.us.us144, 4
  %sunkaddr577 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr576
  %sunkaddr578 = getelementptr i8, ptr %sunkaddr577, i64 28
  %.95.i.us.us.7 = load i32, ptr %sunkaddr578, align 4, !noalias !208
  %.41.i19.us.us148.7 = trunc i32 %.95.i.us.us.7 to i8
  %sunkaddr579 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr580 = getelementptr i8, ptr %sunkaddr579, i64 7
  store i8 %.41.i19.us.us148.7, ptr %sunkaddr580, align 1, !noalias !224
  %exitcond.not.us.us150.7 = icmp eq i64 %arg.a.1, %.269.us.us145.7
  br i1 %exitcond.not.us.us150.7, label %B296.endif.endif, label %B230.us.us143, !llvm.loop !265

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
  %.95.i.us99 = load i32, ptr %scevgep443, align 4, !noalias !208
  %.98.i.us100 = trunc i32 %.95.i.us99 to i16
  %143 = shl i64 %lsr.iv365, 1
  %scevgep381 = getelementptr i8, ptr %.6.i.i, i64 %143
  store i16 %.98.i.us100, ptr %scevgep381, align 2, !noalias !224
  %144 = shl i64 %lsr.iv365, 2
  %scevgep302 = getelementptr i8, ptr %arg.a.0, i64 %144
  %scevgep304 = getelementptr i8, ptr %scevgep302, i64 4
  %.95.i.us99.1 = load i32, ptr %scevgep304, align 4, !noalias !208
  %.98.i.us100.1 = trunc i32 %.95.i.us99.1 to i16
  %145 = shl i64 %lsr.iv365, 1
  %scevgep255 = getelementptr i8, ptr %.6.i.i, i64 %145
  %scevgep256 = getelementptr i8, ptr %scevgep255, i64 2
  store i16 %.98.i.us100.1, ptr %scevgep256, align 2, !noalias !224
  %146 = shl i64 %lsr.iv365, 2
  %scevgep300 = getelementptr i8, ptr %arg.a.0, i64 %146
  %scevgep301 = getelementptr i8, ptr %scevgep300, i64 8
  %.95.i.us99.2 = load i32, ptr %scevgep301, align 4, !noalias !208
  %.98.i.us100.2 = trunc i32 %.95.i.us99.2 to i16
  %147 = shl i64 %lsr.iv365, 1
  %scevgep252 = getelementptr i8, ptr %.6.i.i, i64 %147
  %scevgep253 = getelementptr i8, ptr %scevgep252, i64 4
  store i16 %.98.i.us100.2, ptr %scevgep253, align 2, !noalias !224
  %148 = shl i64 %lsr.iv365, 2
  %scevgep298 = getelementptr i8, ptr %arg.a.0, i64 %148
  %scevgep299 = getelementptr i8, ptr %scevgep298, i64 12
  %.95.i.us99.3 = load i32, ptr %scevgep299, align 4, !noalias !208
  %.98.i.us100.3 = trunc i32 %.95.i.us99.3 to i16
  %149 = shl i64 %lsr.iv365, 1
  %scevgep249 = getelementptr i8, ptr %.6.i.i, i64 %149
  %scevgep251 = getelementptr i8, ptr %scevgep249, i64 6
  store i16 %.98.i.us100.3, ptr %scevgep251, align 2, !noalias !224
  %150 = shl i64 %lsr.iv365, 2
  %scevgep295 = getelementptr i8, ptr %arg.a.0, i64 %150
  %scevgep296 = getelementptr i8, ptr %scevgep295, i64 16
  %.95.i.us99.4 = load i32, ptr %scevgep296, align 4, !noalias !208
  %.98.i.us100.4 = trunc i32 %.95.i.us99.4 to i16
  %151 = shl i64 %lsr.iv365, 1
  %scevgep247 = getelementptr i8, ptr %.6.i.i, i64 %151
  %scevgep248 = getelementptr i8, ptr %scevgep247, i64 8
  store i16 %.98.i.us100.4, ptr %scevgep248, align 2, !noalias !224
  %152 = shl i64 %lsr.iv365, 2
  %scevgep293 = getelementptr i8, ptr %arg.a.0, i64 %152
  %scevgep294 = getelementptr i8, ptr %scevgep293, i64 20
  %.95.i.us99.5 = load i32, ptr %scevgep294, align 4, !noalias !208
  %.98.i.us100.5 = trunc i32 %.95.i.us99.5 to i16
  %153 = shl i64 %lsr.iv365, 1
  %scevgep244 = getelementptr i8, ptr %.6.i.i, i64 %153
  %scevgep245 = getelementptr i8, ptr %scevgep244, i64 10
  store i16 %.98.i.us100.5, ptr %scevgep245, align 2, !noalias !224
  %154 = shl i64 %lsr.iv365, 2
  %scevgep290 = getelementptr i8, ptr %arg.a.0, i64 %154
  %scevgep291 = getelementptr i8, ptr %scevgep290, i64 24
  %.95.i.us99.6 = load i32, ptr %scevgep291, align 4, !noalias !208
  %.98.i.us100.6 = trunc i32 %.95.i.us99.6 to i16
  %155 = shl i64 %lsr.iv365, 1
  %scevgep241 = getelementptr i8, ptr %.6.i.i, i64 %155
  %scevgep243 = getelementptr i8, ptr %scevgep241, i64 12
  store i16 %.98.i.us100.6, ptr %scevgep243, align 2, !noalias !224
  %.95.i.us99.7 = load i32, ptr %scevgep444, align 4, !noalias !208
  %.98.i.us100.7 = trunc i32 %.95.i.us99.7 to i16
  br label %B230.endif.us109.7

B230.endif.us109.thread8:                         ; preds = %B230.us94
  %156 = shl i64 %lsr.iv365, 1
  %scevgep423 = getelementptr i8, ptr %arg.a.0, i64 %156
  %scevgep428 = getelementptr i8, ptr %scevgep423, i64 14
  %.66.i.us103 = load i16, ptr %scevgep423, align 2, !noalias !208
  %scevgep408 = getelementptr i8, ptr %.6.i.i, i64 %156
  store i16 %.66.i.us103, ptr %scevgep408, align 2, !noalias !224
  %157 = shl i64 %lsr.iv365, 1
  %scevgep285 = getelementptr i8, ptr %arg.a.0, i64 %157
  %scevgep289 = getelementptr i8, ptr %scevgep285, i64 2
  %.66.i.us103.1 = load i16, ptr %scevgep289, align 2, !noalias !208
  %158 = shl i64 %lsr.iv365, 1
  %scevgep239 = getelementptr i8, ptr %.6.i.i, i64 %158
  %scevgep240 = getelementptr i8, ptr %scevgep239, i64 2
  store i16 %.66.i.us103.1, ptr %scevgep240, align 2, !noalias !224
  %scevgep283 = getelementptr i8, ptr %arg.a.0, i64 %158
  %scevgep284 = getelementptr i8, ptr %scevgep283, i64 4
  %.66.i.us103.2 = load i16, ptr %scevgep284, align 2, !noalias !208
  %159 = shl i64 %lsr.iv365, 1
  %scevgep236 = getelementptr i8, ptr %.6.i.i, i64 %159
  %scevgep237 = getelementptr i8, ptr %scevgep236, i64 4
  store i16 %.66.i.us103.2, ptr %scevgep237, align 2, !noalias !224
  %scevgep281 = getelementptr i8, ptr %arg.a.0, i64 %159
  %scevgep282 = getelementptr i8, ptr %scevgep281, i64 6
  %.66.i.us103.3 = load i16, ptr %scevgep282, align 2, !noalias !208
  %160 = shl i64 %lsr.iv365, 1
  %scevgep233 = getelementptr i8, ptr %.6.i.i, i64 %160
  %scevgep235 = getelementptr i8, ptr %scevgep233, i64 6
  store i16 %.66.i.us103.3, ptr %scevgep235, align 2, !noalias !224
  %scevgep279 = getelementptr i8, ptr %arg.a.0, i64 %160
  %scevgep280 = getelementptr i8, ptr %scevgep279, i64 8
  %.66.i.us103.4 = load i16, ptr %scevgep280, align 2, !noalias !208
  %161 = shl i64 %lsr.iv365, 1
  %scevgep231 = getelementptr i8, ptr %.6.i.i, i64 %161
  %scevgep232 = getelementptr i8, ptr %scevgep231, i64 8
  store i16 %.66.i.us103.4, ptr %scevgep232, align 2, !noalias !224
  %scevgep276 = getelementptr i8, ptr %arg.a.0, i64 %161
  %scevgep277 = getelementptr i8, ptr %scevgep276, i64 10
  %.66.i.us103.5 = load i16, ptr %scevgep277, align 2, !noalias !208
  %162 = shl i64 %lsr.iv365, 1
  %scevgep228 = getelementptr i8, ptr %.6.i.i, i64 %162
  %scevgep229 = getelementptr i8, ptr %scevgep228, i64 10
  store i16 %.66.i.us103.5, ptr %scevgep229, align 2, !noalias !224
  %scevgep273 = getelementptr i8, ptr %arg.a.0, i64 %162
  %scevgep275 = getelementptr i8, ptr %scevgep273, i64 12
  %.66.i.us103.6 = load i16, ptr %scevgep275, align 2, !noalias !208
  %163 = shl i64 %lsr.iv365, 1
  %scevgep225 = getelementptr i8, ptr %.6.i.i, i64 %163
  %scevgep227 = getelementptr i8, ptr %scevgep225, i64 12
  store i16 %.66.i.us103.6, ptr %scevgep227, align 2, !noalias !224
  %.66.i.us103.7 = load i16, ptr %scevgep428, align 2, !noalias !208
  br label %B230.endif.us109.7

B230.endif.us109.thread:                          ; preds = %B230.us94
  %scevgep409 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep410 = getelementptr i8, ptr %scevgep409, i64 7
  %.37.i.us107 = load i8, ptr %scevgep409, align 1, !noalias !208
  %.41.i.us108 = zext i8 %.37.i.us107 to i16
  %164 = shl i64 %lsr.iv365, 1
  %scevgep394 = getelementptr i8, ptr %.6.i.i, i64 %164
  store i16 %.41.i.us108, ptr %scevgep394, align 2, !noalias !224
  %scevgep271 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep272 = getelementptr i8, ptr %scevgep271, i64 1
  %.37.i.us107.1 = load i8, ptr %scevgep272, align 1, !noalias !208
  %.41.i.us108.1 = zext i8 %.37.i.us107.1 to i16
  %165 = shl i64 %lsr.iv365, 1
  %scevgep223 = getelementptr i8, ptr %.6.i.i, i64 %165
  %scevgep224 = getelementptr i8, ptr %scevgep223, i64 2
  store i16 %.41.i.us108.1, ptr %scevgep224, align 2, !noalias !224
  %scevgep268 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep269 = getelementptr i8, ptr %scevgep268, i64 2
  %.37.i.us107.2 = load i8, ptr %scevgep269, align 1, !noalias !208
  %.41.i.us108.2 = zext i8 %.37.i.us107.2 to i16
  %166 = shl i64 %lsr.iv365, 1
  %scevgep220 = getelementptr i8, ptr %.6.i.i, i64 %166
  %scevgep221 = getelementptr i8, ptr %scevgep220, i64 4
  store i16 %.41.i.us108.2, ptr %scevgep221, align 2, !noalias !224
  %scevgep265 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep267 = getelementptr i8, ptr %scevgep265, i64 3
  %.37.i.us107.3 = load i8, ptr %scevgep267, align 1, !noalias !208
  %.41.i.us108.3 = zext i8 %.37.i.us107.3 to i16
  %167 = shl i64 %lsr.iv365, 1
  %scevgep217 = getelementptr i8, ptr %.6.i.i, i64 %167
  %scevgep219 = getelementptr i8, ptr %scevgep217, i64 6
  store i16 %.41.i.us108.3, ptr %scevgep219, align 2, !noalias !224
  %scevgep263 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep264 = getelementptr i8, ptr %scevgep263, i64 4
  %.37.i.us107.4 = load i8, ptr %scevgep264, align 1, !noalias !208
  %.41.i.us108.4 = zext i8 %.37.i.us107.4 to i16
  %168 = shl i64 %lsr.iv365, 1
  %scevgep210 = getelementptr i8, ptr %.6.i.i, i64 %168
  %scevgep215 = getelementptr i8, ptr %scevgep210, i64 8
  store i16 %.41.i.us108.4, ptr %scevgep215, align 2, !noalias !224
  %scevgep260 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep261 = getelementptr i8, ptr %scevgep260, i64 5
  %.37.i.us107.5 = load i8, ptr %scevgep261, align 1, !noalias !208
  %.41.i.us108.5 = zext i8 %.37.i.us107.5 to i16
  %169 = shl i64 %lsr.iv365, 1
  %scevgep208 = getelementptr i8, ptr %.6.i.i, i64 %169
  %scevgep209 = getelementptr i8, ptr %scevgep208, i64 10
  store i16 %.41.i.us108.5, ptr %scevgep209, align 2, !noalias !224
  %scevgep257 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep259 = getelementptr i8, ptr %scevgep257, i64 6
  %.37.i.us107.6 = load i8, ptr %scevgep259, align 1, !noalias !208
  %.41.i.us108.6 = zext i8 %.37.i.us107.6 to i16
  %170 = shl i64 %lsr.iv365, 1
  %scevgep206 = getelementptr i8, ptr %.6.i.i, i64 %170
  %scevgep207 = getelementptr i8, ptr %scevgep206, i64 12
  store i16 %.41.i.us108.6, ptr %scevgep207, align 2, !noalias !224
  %.37.i.us107.7 = load i8, ptr %scevgep410, align 1, !noalias !208
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
  store i16 %.sink.i.us110.7, ptr %scevgep205, align 2, !noalias !224
  %lsr.iv.next366 = add i64 %lsr.iv365, 8
  %exitcond.not.us112.7 = icmp eq i64 %arg.a.1, %lsr.iv.next366
  br i1 %exitcond.not.us112.7, label %B296.endif.endif, label %B230.us94, !llvm.loop !266

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
  %.95.i.us119 = load i32, ptr %scevgep730, align 4, !noalias !208
  %scevgep530 = getelementptr i8, ptr %scevgep487, i64 %173
  store i32 %.95.i.us119, ptr %scevgep530, align 4, !noalias !224
  %174 = shl i64 %lsr.iv667, 2
  %scevgep399 = getelementptr i8, ptr %scevgep717, i64 %174
  %scevgep400 = getelementptr i8, ptr %scevgep399, i64 -24
  %.95.i.us119.1 = load i32, ptr %scevgep400, align 4, !noalias !208
  %175 = shl i64 %lsr.iv667, 2
  %scevgep360 = getelementptr i8, ptr %scevgep487, i64 %175
  %scevgep361 = getelementptr i8, ptr %scevgep360, i64 4
  store i32 %.95.i.us119.1, ptr %scevgep361, align 4, !noalias !224
  %scevgep397 = getelementptr i8, ptr %scevgep717, i64 %175
  %scevgep398 = getelementptr i8, ptr %scevgep397, i64 -20
  %.95.i.us119.2 = load i32, ptr %scevgep398, align 4, !noalias !208
  %176 = shl i64 %lsr.iv667, 2
  %scevgep358 = getelementptr i8, ptr %scevgep487, i64 %176
  %scevgep359 = getelementptr i8, ptr %scevgep358, i64 8
  store i32 %.95.i.us119.2, ptr %scevgep359, align 4, !noalias !224
  %scevgep393 = getelementptr i8, ptr %scevgep717, i64 %176
  %scevgep396 = getelementptr i8, ptr %scevgep393, i64 -16
  %.95.i.us119.3 = load i32, ptr %scevgep396, align 4, !noalias !208
  %177 = shl i64 %lsr.iv667, 2
  %scevgep356 = getelementptr i8, ptr %scevgep487, i64 %177
  %scevgep357 = getelementptr i8, ptr %scevgep356, i64 12
  store i32 %.95.i.us119.3, ptr %scevgep357, align 4, !noalias !224
  %scevgep391 = getelementptr i8, ptr %scevgep717, i64 %177
  %scevgep392 = getelementptr i8, ptr %scevgep391, i64 -12
  %.95.i.us119.4 = load i32, ptr %scevgep392, align 4, !noalias !208
  %178 = shl i64 %lsr.iv667, 2
  %scevgep354 = getelementptr i8, ptr %scevgep487, i64 %178
  %scevgep355 = getelementptr i8, ptr %scevgep354, i64 16
  store i32 %.95.i.us119.4, ptr %scevgep355, align 4, !noalias !224
  %scevgep389 = getelementptr i8, ptr %scevgep717, i64 %178
  %scevgep390 = getelementptr i8, ptr %scevgep389, i64 -8
  %.95.i.us119.5 = load i32, ptr %scevgep390, align 4, !noalias !208
  %179 = shl i64 %lsr.iv667, 2
  %scevgep352 = getelementptr i8, ptr %scevgep487, i64 %179
  %scevgep353 = getelementptr i8, ptr %scevgep352, i64 20
  store i32 %.95.i.us119.5, ptr %scevgep353, align 4, !noalias !224
  %scevgep387 = getelementptr i8, ptr %scevgep717, i64 %179
  %scevgep388 = getelementptr i8, ptr %scevgep387, i64 -4
  %.95.i.us119.6 = load i32, ptr %scevgep388, align 4, !noalias !208
  %180 = shl i64 %lsr.iv667, 2
  %scevgep350 = getelementptr i8, ptr %scevgep487, i64 %180
  %scevgep351 = getelementptr i8, ptr %scevgep350, i64 24
  store i32 %.95.i.us119.6, ptr %scevgep351, align 4, !noalias !224
  %.95.i.us119.7 = load i32, ptr %scevgep729, align 4, !noalias !208
  br label %B230.endif.us129.7

B230.endif.us129.thread85:                        ; preds = %B230.us114
  %181 = shl i64 %lsr.iv667, 1
  %scevgep713 = getelementptr i8, ptr %scevgep701, i64 %181
  %scevgep714 = getelementptr i8, ptr %scevgep713, i64 -14
  %.66.i.us123 = load i16, ptr %scevgep714, align 2, !noalias !208
  %.70.i.us124 = zext i16 %.66.i.us123 to i32
  %182 = shl i64 %lsr.iv667, 2
  %scevgep502 = getelementptr i8, ptr %scevgep487, i64 %182
  store i32 %.70.i.us124, ptr %scevgep502, align 4, !noalias !224
  %183 = shl i64 %lsr.iv667, 1
  %scevgep385 = getelementptr i8, ptr %scevgep701, i64 %183
  %scevgep386 = getelementptr i8, ptr %scevgep385, i64 -12
  %.66.i.us123.1 = load i16, ptr %scevgep386, align 2, !noalias !208
  %.70.i.us124.1 = zext i16 %.66.i.us123.1 to i32
  %184 = shl i64 %lsr.iv667, 2
  %scevgep348 = getelementptr i8, ptr %scevgep487, i64 %184
  %scevgep349 = getelementptr i8, ptr %scevgep348, i64 4
  store i32 %.70.i.us124.1, ptr %scevgep349, align 4, !noalias !224
  %185 = shl i64 %lsr.iv667, 1
  %scevgep383 = getelementptr i8, ptr %scevgep701, i64 %185
  %scevgep384 = getelementptr i8, ptr %scevgep383, i64 -10
  %.66.i.us123.2 = load i16, ptr %scevgep384, align 2, !noalias !208
  %.70.i.us124.2 = zext i16 %.66.i.us123.2 to i32
  %186 = shl i64 %lsr.iv667, 2
  %scevgep346 = getelementptr i8, ptr %scevgep487, i64 %186
  %scevgep347 = getelementptr i8, ptr %scevgep346, i64 8
  store i32 %.70.i.us124.2, ptr %scevgep347, align 4, !noalias !224
  %187 = shl i64 %lsr.iv667, 1
  %scevgep380 = getelementptr i8, ptr %scevgep701, i64 %187
  %scevgep382 = getelementptr i8, ptr %scevgep380, i64 -8
  %.66.i.us123.3 = load i16, ptr %scevgep382, align 2, !noalias !208
  %.70.i.us124.3 = zext i16 %.66.i.us123.3 to i32
  %188 = shl i64 %lsr.iv667, 2
  %scevgep344 = getelementptr i8, ptr %scevgep487, i64 %188
  %scevgep345 = getelementptr i8, ptr %scevgep344, i64 12
  store i32 %.70.i.us124.3, ptr %scevgep345, align 4, !noalias !224
  %189 = shl i64 %lsr.iv667, 1
  %scevgep378 = getelementptr i8, ptr %scevgep701, i64 %189
  %scevgep379 = getelementptr i8, ptr %scevgep378, i64 -6
  %.66.i.us123.4 = load i16, ptr %scevgep379, align 2, !noalias !208
  %.70.i.us124.4 = zext i16 %.66.i.us123.4 to i32
  %190 = shl i64 %lsr.iv667, 2
  %scevgep342 = getelementptr i8, ptr %scevgep487, i64 %190
  %scevgep343 = getelementptr i8, ptr %scevgep342, i64 16
  store i32 %.70.i.us124.4, ptr %scevgep343, align 4, !noalias !224
  %191 = shl i64 %lsr.iv667, 1
  %scevgep376 = getelementptr i8, ptr %scevgep701, i64 %191
  %scevgep377 = getelementptr i8, ptr %scevgep376, i64 -4
  %.66.i.us123.5 = load i16, ptr %scevgep377, align 2, !noalias !208
  %.70.i.us124.5 = zext i16 %.66.i.us123.5 to i32
  %192 = shl i64 %lsr.iv667, 2
  %scevgep340 = getelementptr i8, ptr %scevgep487, i64 %192
  %scevgep341 = getelementptr i8, ptr %scevgep340, i64 20
  store i32 %.70.i.us124.5, ptr %scevgep341, align 4, !noalias !224
  %193 = shl i64 %lsr.iv667, 1
  %scevgep374 = getelementptr i8, ptr %scevgep701, i64 %193
  %scevgep375 = getelementptr i8, ptr %scevgep374, i64 -2
  %.66.i.us123.6 = load i16, ptr %scevgep375, align 2, !noalias !208
  %.70.i.us124.6 = zext i16 %.66.i.us123.6 to i32
  %194 = shl i64 %lsr.iv667, 2
  %scevgep338 = getelementptr i8, ptr %scevgep487, i64 %194
  %scevgep339 = getelementptr i8, ptr %scevgep338, i64 24
  store i32 %.70.i.us124.6, ptr %scevgep339, align 4, !noalias !224
  %.66.i.us123.7 = load i16, ptr %scevgep713, align 2, !noalias !208
  %.70.i.us124.7 = zext i16 %.66.i.us123.7 to i32
  br label %B230.endif.us129.7

B230.endif.us129.thread:                          ; preds = %B230.us114
  %scevgep697 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep698 = getelementptr i8, ptr %scevgep697, i64 -7
  %.37.i.us127 = load i8, ptr %scevgep698, align 1, !noalias !208
  %.41.i.us128 = zext i8 %.37.i.us127 to i32
  %195 = shl i64 %lsr.iv667, 2
  %scevgep516 = getelementptr i8, ptr %scevgep487, i64 %195
  store i32 %.41.i.us128, ptr %scevgep516, align 4, !noalias !224
  %scevgep372 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep373 = getelementptr i8, ptr %scevgep372, i64 -6
  %.37.i.us127.1 = load i8, ptr %scevgep373, align 1, !noalias !208
  %.41.i.us128.1 = zext i8 %.37.i.us127.1 to i32
  %196 = shl i64 %lsr.iv667, 2
  %scevgep336 = getelementptr i8, ptr %scevgep487, i64 %196
  %scevgep337 = getelementptr i8, ptr %scevgep336, i64 4
  store i32 %.41.i.us128.1, ptr %scevgep337, align 4, !noalias !224
  %scevgep370 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep371 = getelementptr i8, ptr %scevgep370, i64 -5
  %.37.i.us127.2 = load i8, ptr %scevgep371, align 1, !noalias !208
  %.41.i.us128.2 = zext i8 %.37.i.us127.2 to i32
  %197 = shl i64 %lsr.iv667, 2
  %scevgep334 = getelementptr i8, ptr %scevgep487, i64 %197
  %scevgep335 = getelementptr i8, ptr %scevgep334, i64 8
  store i32 %.41.i.us128.2, ptr %scevgep335, align 4, !noalias !224
  %scevgep368 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep369 = getelementptr i8, ptr %scevgep368, i64 -4
  %.37.i.us127.3 = load i8, ptr %scevgep369, align 1, !noalias !208
  %.41.i.us128.3 = zext i8 %.37.i.us127.3 to i32
  %198 = shl i64 %lsr.iv667, 2
  %scevgep332 = getelementptr i8, ptr %scevgep487, i64 %198
  %scevgep333 = getelementptr i8, ptr %scevgep332, i64 12
  store i32 %.41.i.us128.3, ptr %scevgep333, align 4, !noalias !224
  %scevgep366 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep367 = getelementptr i8, ptr %scevgep366, i64 -3
  %.37.i.us127.4 = load i8, ptr %scevgep367, align 1, !noalias !208
  %.41.i.us128.4 = zext i8 %.37.i.us127.4 to i32
  %199 = shl i64 %lsr.iv667, 2
  %scevgep330 = getelementptr i8, ptr %scevgep487, i64 %199
  %scevgep331 = getelementptr i8, ptr %scevgep330, i64 16
  store i32 %.41.i.us128.4, ptr %scevgep331, align 4, !noalias !224
  %scevgep364 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep365 = getelementptr i8, ptr %scevgep364, i64 -2
  %.37.i.us127.5 = load i8, ptr %scevgep365, align 1, !noalias !208
  %.41.i.us128.5 = zext i8 %.37.i.us127.5 to i32
  %200 = shl i64 %lsr.iv667, 2
  %scevgep328 = getelementptr i8, ptr %scevgep487, i64 %200
  %scevgep329 = getelementptr i8, ptr %scevgep328, i64 20
  store i32 %.41.i.us128.5, ptr %scevgep329, align 4, !noalias !224
  %scevgep362 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep363 = getelementptr i8, ptr %scevgep362, i64 -1
  %.37.i.us127.6 = load i8, ptr %scevgep363, align 1, !noalias !208
  %.41.i.us128.6 = zext i8 %.37.i.us127.6 to i32
  %201 = shl i64 %lsr.iv667, 2
  %scevgep326 = getelementptr i8, ptr %scevgep487, i64 %201
  %scevgep327 = getelementptr i8, ptr %scevgep326, i64 24
  store i32 %.41.i.us128.6, ptr %scevgep327, align 4, !noalias !224
  %.37.i.us127.7 = load i8, ptr %scevgep697, align 1, !noalias !208
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
  %scevgep322 = getelementptr i8, ptr %scevgep487, i64 %203
  %scevgep325 = getelementptr i8, ptr %scevgep322, i64 28
  store i32 %.sink.i.us130.7, ptr %scevgep325, align 4, !noalias !224
  %lsr.iv.next668 = add i64 %lsr.iv667, 8
  %exitcond.not.us132.7 = icmp eq i64 %48, %lsr.iv.next668
  br i1 %exitcond.not.us132.7, label %B296.endif.endif, label %B230.us114, !llvm.loop !267

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
  %.37.i31 = load i8, ptr %.36.i30, align 1, !noalias !268
  %.41.i32 = zext i8 %.37.i31 to i64
  br label %B354.endif.endif

B110.i25:                                         ; preds = %B354.endif
  %206 = shl nuw i64 %.459300304, 1
  %scevgep55 = getelementptr i8, ptr %arg.b.0, i64 %206
  %.66.i27 = load i16, ptr %scevgep55, align 2, !noalias !268
  %.70.i28 = zext i16 %.66.i27 to i64
  br label %B354.endif.endif

B184.i20:                                         ; preds = %B354.endif
  %207 = shl i64 %.459300304, 2
  %scevgep424 = getelementptr i8, ptr %arg.b.0, i64 %207
  %.95.i22 = load i32, ptr %scevgep424, align 4, !noalias !268
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
  store i8 %.41.i42, ptr %scevgep426, align 1, !noalias !271
  br label %B352.backedge

B116.i38:                                         ; preds = %B354.endif.endif
  %.72.i39 = trunc i64 %.sink.i24 to i16
  %208 = shl nuw i64 %.459300304, 1
  %scevgep54 = getelementptr i8, ptr %scevgep427, i64 %208
  store i16 %.72.i39, ptr %scevgep54, align 2, !noalias !271
  br label %B352.backedge

B196.i34:                                         ; preds = %B354.endif.endif
  %.103.i35 = trunc nuw i64 %.sink.i24 to i32
  %209 = shl i64 %.459300304, 2
  %scevgep430 = getelementptr i8, ptr %scevgep429, i64 %209
  store i32 %.103.i35, ptr %scevgep430, align 4, !noalias !271
  br label %B352.backedge

B352.backedge:                                    ; preds = %B196.i34, %B116.i38, %B36.i41
  %exitcond317.not = icmp eq i64 %arg.b.1, %.466
  br i1 %exitcond317.not, label %B452, label %B354.endif

B354.endif.endif.unreachabledefault:              ; preds = %B354.endif.endif
  unreachable
}

; Function Attrs: noinline nounwind
define linkonce_odr ptr @__excinfo_unwrap_args2a69829f126f4a7013ea1e2468c3325e564f5cc6(ptr %.1) #6 {
.3:
  %.5 = load ptr, ptr @_ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE, align 8
  %.6 = icmp eq ptr %.5, null
  br i1 %.6, label %.3.if, label %.3.endif, !prof !26

.3.if:                                            ; preds = %.3
  tail call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE") #8
  ret ptr null

.3.endif:                                         ; preds = %.3
  %.12.unpack.unpack = load ptr, ptr %.1, align 8
  %.12.unpack.elt9 = getelementptr inbounds nuw i8, ptr %.1, i64 8
  %.12.unpack.unpack10 = load i64, ptr %.12.unpack.elt9, align 8
  %.12.unpack.elt11 = getelementptr inbounds nuw i8, ptr %.1, i64 16
  %.12.unpack.unpack12 = load i32, ptr %.12.unpack.elt11, align 8
  %.12.unpack.elt17 = getelementptr inbounds nuw i8, ptr %.1, i64 32
  %.12.unpack.unpack18 = load ptr, ptr %.12.unpack.elt17, align 8
  %.24 = tail call ptr @PyUnicode_FromKindAndData(i32 %.12.unpack.unpack12, ptr %.12.unpack.unpack, i64 %.12.unpack.unpack10) #8
  %.25 = tail call i64 @PyObject_Hash(ptr %.24) #8
  tail call void @NRT_decref(ptr %.12.unpack.unpack18) #8
  tail call void @NRT_Free(ptr nonnull %.1) #8
  %.28 = tail call ptr (i64, ...) @PyTuple_Pack(i64 1, ptr %.24) #8
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

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #8

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

declare i32 @numba_attempt_nocopy_reshape(i64, ptr, ptr, i64, ptr, ptr, i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #9

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { noinline nounwind }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #8 = { nounwind }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 127, i32 1}
!2 = !{!"branch_weights", i32 146201250, i32 2001282398}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!6 = !{!"branch_weights", i32 1, i32 1}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = !{!"branch_weights", i32 1, i32 127}
!10 = !{!"branch_weights", i32 277993707, i32 1869489941}
!11 = !{!"branch_weights", i32 542333185, i32 1605150463}
!12 = distinct !{!12, !13, !8}
!13 = !{!"llvm.loop.estimated_trip_count", i32 4}
!14 = !{!"branch_weights", i32 166258294, i32 1981225354}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.estimated_trip_count", i32 3}
!17 = !{!"branch_weights", i32 42949672, i32 -42949672}
!18 = !{i1 true}
!19 = !{!20, !22, !23, !25}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = !{!"branch_weights", i32 1, i32 99}
!27 = distinct !{!27, !28, !29}
!28 = !{!"llvm.loop.isvectorized", i32 1}
!29 = !{!"llvm.loop.unroll.runtime.disable"}
!30 = distinct !{!30, !8}
!31 = distinct !{!31, !28}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!35 = distinct !{!35, !8}
!36 = distinct !{!36, !16}
!37 = !{!38, !40, !41, !43, !44, !46}
!38 = distinct !{!38, !39, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!39 = distinct !{!39, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!40 = distinct !{!40, !39, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!41 = distinct !{!41, !42, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!43 = distinct !{!43, !42, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!44 = distinct !{!44, !45, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!45 = distinct !{!45, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!46 = distinct !{!46, !45, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!47 = !{!48, !50}
!48 = distinct !{!48, !49, !"_ZN5numba2np6linalg20_check_finite_matrixB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!49 = distinct !{!49, !"_ZN5numba2np6linalg20_check_finite_matrixB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!50 = distinct !{!50, !49, !"_ZN5numba2np6linalg20_check_finite_matrixB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!51 = !{!52, !54}
!52 = distinct !{!52, !53, !"_ZN5numba2np6linalg20_check_finite_matrixB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!53 = distinct !{!53, !"_ZN5numba2np6linalg20_check_finite_matrixB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!54 = distinct !{!54, !53, !"_ZN5numba2np6linalg20_check_finite_matrixB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!55 = !{!56, !58}
!56 = distinct !{!56, !57, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!57 = distinct !{!57, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!58 = distinct !{!58, !57, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!59 = !{!60, !62, !63, !65, !66, !68}
!60 = distinct !{!60, !61, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!61 = distinct !{!61, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!62 = distinct !{!62, !61, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!63 = distinct !{!63, !64, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!64 = distinct !{!64, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!65 = distinct !{!65, !64, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!68 = distinct !{!68, !67, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!69 = !{!66, !68}
!70 = !{!71, !73, !74, !76, !77, !79}
!71 = distinct !{!71, !72, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!72 = distinct !{!72, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!73 = distinct !{!73, !72, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!74 = distinct !{!74, !75, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!75 = distinct !{!75, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!76 = distinct !{!76, !75, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!77 = distinct !{!77, !78, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!78 = distinct !{!78, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!79 = distinct !{!79, !78, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!80 = !{!77, !79}
!81 = !{!82, !84, !85, !87, !88, !90}
!82 = distinct !{!82, !83, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!83 = distinct !{!83, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!84 = distinct !{!84, !83, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!85 = distinct !{!85, !86, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!86 = distinct !{!86, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!87 = distinct !{!87, !86, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!88 = distinct !{!88, !89, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %retptr"}
!89 = distinct !{!89, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29"}
!90 = distinct !{!90, !89, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %excinfo"}
!91 = !{!88, !90}
!92 = !{!93, !95}
!93 = distinct !{!93, !94, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!94 = distinct !{!94, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!95 = distinct !{!95, !94, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!96 = !{!44, !46}
!97 = !{!98, !100}
!98 = distinct !{!98, !99, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v70B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!99 = distinct !{!99, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v70B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!100 = distinct !{!100, !99, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v70B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!101 = !{!102, !104, !105, !107, !108, !110}
!102 = distinct !{!102, !103, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!103 = distinct !{!103, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!104 = distinct !{!104, !103, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!105 = distinct !{!105, !106, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!106 = distinct !{!106, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!107 = distinct !{!107, !106, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!108 = distinct !{!108, !109, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!109 = distinct !{!109, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!110 = distinct !{!110, !109, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!111 = !{!108, !110}
!112 = !{!"branch_weights", i32 42949671, i32 2104533977}
!113 = !{!"branch_weights", i32 99, i32 1}
!114 = !{!115, !117, !118, !120}
!115 = distinct !{!115, !116, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!116 = distinct !{!116, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!117 = distinct !{!117, !116, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!118 = distinct !{!118, !119, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!119 = distinct !{!119, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!120 = distinct !{!120, !119, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!121 = !{!122}
!122 = distinct !{!122, !123}
!123 = distinct !{!123, !"LVerDomain"}
!124 = !{!125}
!125 = distinct !{!125, !123}
!126 = distinct !{!126, !28, !29}
!127 = !{!"branch_weights", i32 4, i32 28}
!128 = distinct !{!128, !28, !29}
!129 = distinct !{!129, !8}
!130 = distinct !{!130, !28, !29}
!131 = distinct !{!131, !28, !29}
!132 = distinct !{!132, !8}
!133 = distinct !{!133, !28}
!134 = !{!"branch_weights", i32 284619923, i32 1862863725}
!135 = !{!136}
!136 = distinct !{!136, !137, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!137 = distinct !{!137, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!138 = distinct !{!138, !8}
!139 = distinct !{!139, !13, !8}
!140 = distinct !{!140, !16}
!141 = distinct !{!141, !28}
!142 = !{!143, !145}
!143 = distinct !{!143, !144, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v68B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!144 = distinct !{!144, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v68B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!145 = distinct !{!145, !144, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v68B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!146 = !{!147, !149, !150, !152}
!147 = distinct !{!147, !148, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!148 = distinct !{!148, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!149 = distinct !{!149, !148, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!150 = distinct !{!150, !151, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!151 = distinct !{!151, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!152 = distinct !{!152, !151, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!153 = !{!154}
!154 = distinct !{!154, !155}
!155 = distinct !{!155, !"LVerDomain"}
!156 = !{!157}
!157 = distinct !{!157, !155}
!158 = distinct !{!158, !28, !29}
!159 = distinct !{!159, !28, !29}
!160 = distinct !{!160, !8}
!161 = distinct !{!161, !28}
!162 = !{!"branch_weights", i32 1030503492, i32 1116980156}
!163 = distinct !{!163, !13, !8}
!164 = !{!"branch_weights", i32 319644862, i32 1827838786}
!165 = distinct !{!165, !166}
!166 = !{!"llvm.loop.estimated_trip_count", i32 6}
!167 = !{!168, !170, !171, !173}
!168 = distinct !{!168, !169, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!169 = distinct !{!169, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!170 = distinct !{!170, !169, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!171 = distinct !{!171, !172, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!172 = distinct !{!172, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!173 = distinct !{!173, !172, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!174 = !{!175, !177, !168, !170, !171, !173}
!175 = distinct !{!175, !176, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!176 = distinct !{!176, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!177 = distinct !{!177, !176, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!178 = !{!179, !181, !168, !170, !171, !173}
!179 = distinct !{!179, !180, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!180 = distinct !{!180, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!181 = distinct !{!181, !180, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!182 = !{!183, !185, !186, !188}
!183 = distinct !{!183, !184, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!184 = distinct !{!184, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!185 = distinct !{!185, !184, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!186 = distinct !{!186, !187, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!187 = distinct !{!187, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!188 = distinct !{!188, !187, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!189 = !{!190, !192, !183, !185, !186, !188}
!190 = distinct !{!190, !191, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!191 = distinct !{!191, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!192 = distinct !{!192, !191, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!193 = !{!194, !196, !183, !185, !186, !188}
!194 = distinct !{!194, !195, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!195 = distinct !{!195, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!196 = distinct !{!196, !195, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!197 = !{!198, !200}
!198 = distinct !{!198, !199, !"_ZN5numba7cpython7unicode13_empty_stringB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %retptr"}
!199 = distinct !{!199, !"_ZN5numba7cpython7unicode13_empty_stringB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj"}
!200 = distinct !{!200, !199, !"_ZN5numba7cpython7unicode13_empty_stringB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %excinfo"}
!201 = !{!202, !204, !198, !200}
!202 = distinct !{!202, !203, !"_ZN5numba7cpython7unicode15_set_code_pointB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %retptr"}
!203 = distinct !{!203, !"_ZN5numba7cpython7unicode15_set_code_pointB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj"}
!204 = distinct !{!204, !203, !"_ZN5numba7cpython7unicode15_set_code_pointB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %excinfo"}
!205 = !{!206}
!206 = distinct !{!206, !207}
!207 = distinct !{!207, !"LVerDomain"}
!208 = !{!209}
!209 = distinct !{!209, !210, !"_ZN5numba7cpython7unicode15_get_code_pointB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!210 = distinct !{!210, !"_ZN5numba7cpython7unicode15_get_code_pointB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!211 = !{!212}
!212 = distinct !{!212, !207}
!213 = !{!214}
!214 = distinct !{!214, !207}
!215 = !{!216}
!216 = distinct !{!216, !207}
!217 = !{!218, !220, !214, !212, !206}
!218 = distinct !{!218, !219, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!219 = distinct !{!219, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!220 = distinct !{!220, !219, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!221 = distinct !{!221, !28, !29}
!222 = !{!"branch_weights", i32 16, i32 48}
!223 = distinct !{!223, !28, !29}
!224 = !{!218, !220}
!225 = distinct !{!225, !8}
!226 = !{!227}
!227 = distinct !{!227, !228}
!228 = distinct !{!228, !"LVerDomain"}
!229 = !{!230}
!230 = distinct !{!230, !228}
!231 = !{!232}
!232 = distinct !{!232, !228}
!233 = !{!234}
!234 = distinct !{!234, !228}
!235 = !{!218, !220, !232, !230, !227}
!236 = distinct !{!236, !28, !29}
!237 = distinct !{!237, !28, !29}
!238 = distinct !{!238, !8}
!239 = !{!240}
!240 = distinct !{!240, !241}
!241 = distinct !{!241, !"LVerDomain"}
!242 = !{!243}
!243 = distinct !{!243, !241}
!244 = !{!218, !220, !240}
!245 = distinct !{!245, !28, !29}
!246 = !{!"branch_weights", i32 8, i32 56}
!247 = distinct !{!247, !28, !29}
!248 = distinct !{!248, !8}
!249 = !{!250}
!250 = distinct !{!250, !251}
!251 = distinct !{!251, !"LVerDomain"}
!252 = !{!253}
!253 = distinct !{!253, !251}
!254 = !{!218, !220, !250}
!255 = distinct !{!255, !28, !29}
!256 = !{!"branch_weights", i32 16, i32 112}
!257 = distinct !{!257, !28, !29}
!258 = distinct !{!258, !8}
!259 = distinct !{!259, !28, !29}
!260 = !{!"branch_weights", i32 16, i32 240}
!261 = distinct !{!261, !28, !29}
!262 = distinct !{!262, !8}
!263 = distinct !{!263, !28}
!264 = distinct !{!264, !28}
!265 = distinct !{!265, !28}
!266 = distinct !{!266, !28}
!267 = distinct !{!267, !28}
!268 = !{!269}
!269 = distinct !{!269, !270, !"_ZN5numba7cpython7unicode15_get_code_pointB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!270 = distinct !{!270, !"_ZN5numba7cpython7unicode15_get_code_pointB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!271 = !{!272, !274}
!272 = distinct !{!272, !273, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!273 = distinct !{!273, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!274 = distinct !{!274, !273, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
