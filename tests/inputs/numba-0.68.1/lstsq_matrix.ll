; ModuleID = 'lstsq_matrix'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.lstsq_matrix = internal constant [13 x i8] c"lstsq_matrix\00"
@_ZN08NumbaEnv7kernels12lstsq_matrixB3v74B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels12lstsq_matrixB3v74B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [166 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12lstsq_matrixB3v74B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg10lstsq_impl12_3clocals_3e10lstsq_implB3v75B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedEN24omitted_28default_3d_2d15_0_29E = common local_unnamed_addr global ptr null
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg25_system_compute_nrhs_impl12_3clocals_3e9twoD_implB3v76B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M~\03\87\94\87\94."
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1 = internal constant [20 x i8] c"\C0\F0\F1\E1\8FD\E8{\F1\DFe\FFk\B3\F2\86\EE\9B\08e"
@.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, i32 135, ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg28_system_check_non_empty_impl12_3clocals_3e9twoD_implB3v77B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.ab5990856106d16faac57b2b53098d0b7e08832a = internal constant [110 x i8] c"\80\04\95c\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C\16Arrays cannot be empty\94\85\94\8C\09twoD_impl\94\8C\12numba/np/linalg.py\94M\B9\06\87\94\87\94."
@.const.pickledata.ab5990856106d16faac57b2b53098d0b7e08832a.sha1 = internal constant [20 x i8] c"\ABY\90\85a\06\D1o\AA\C5{+S\09\8D\0B~\08\83*"
@.const.picklebuf.ab5990856106d16faac57b2b53098d0b7e08832a = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ab5990856106d16faac57b2b53098d0b7e08832a, i32 110, ptr @.const.pickledata.ab5990856106d16faac57b2b53098d0b7e08832a.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg38_system_check_dimensionally_valid_impl12_3clocals_3e9twoD_implB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.5e0c29d0471e56c578b492d5b816f28859381306 = internal constant [148 x i8] c"\80\04\95\89\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C<Incompatible array sizes, system is not dimensionally valid.\94\85\94\8C\09twoD_impl\94\8C\12numba/np/linalg.py\94M\9B\06\87\94\87\94."
@.const.pickledata.5e0c29d0471e56c578b492d5b816f28859381306.sha1 = internal constant [20 x i8] c"^\0C)\D0G\1EV\C5x\B4\92\D5\B8\16\F2\88Y8\13\06"
@.const.picklebuf.5e0c29d0471e56c578b492d5b816f28859381306 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5e0c29d0471e56c578b492d5b816f28859381306, i32 148, ptr @.const.pickledata.5e0c29d0471e56c578b492d5b816f28859381306.sha1, ptr null, i32 0 }
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
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.25 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.26 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.21 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.25, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.26, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.23 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.24 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.22 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.23, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.24, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg22_system_copy_in_b_impl12_3clocals_3e9twoD_implB3v79B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedEx = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.30 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.31 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.29 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.30, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.31, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v80B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global ptr null
@.bytes.2234488584576839529 = internal constant [3 x i8] c", \00"
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.36 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1.37 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c.32 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.36, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1.37, ptr null, i32 0 }
@.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e, i32 65, ptr @.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e.sha1, ptr null, i32 0 }
@.bytes.-3596957514301255344 = internal constant [2 x i8] c"(\00"
@.bytes.-631963321698645461 = internal constant [2 x i8] c")\00"
@.bytes.-3729243754832727719 = internal constant [30 x i8] c"cannot assign slice of shape \00"
@.bytes.-4030968085971895554 = internal constant [22 x i8] c" from input of shape \00"
@.const.pickledata.c23684870b5723594dfd2b865e264e75421b5ce6 = internal constant [360 x i8] c"\80\04\95]\01\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\12llvmlite.ir.values\94\8C\08Constant\94\93\94)\81\94}\94(\8C\04type\94\8C\11llvmlite.ir.types\94\8C\11_TypedPointerType\94\93\94)\81\94}\94(\8C\09addrspace\94K\00\8C\07pointee\94h\09\8C\07IntType\94\93\94K\08\85\94\81\94}\94(\8C\05width\94K\08\8C\17_StrCaching__cached_str\94\8C\02i8\94ub\8C\09is_opaque\94\89h\16\8C\03i8*\94ub\8C\08constant\94N\8C&_StringReferenceCaching__cached_refstr\94\8C\04null\94h\16\8C\08i8* null\94ub\85\94\8C\04impl\94\8C\14numba/np/arrayobj.py\94M\B7\07\87\94\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.9 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.10 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.9, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.10, ptr null, i32 0 }
@".const.missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v80B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE8UniTupleIxLi2EE" = internal constant [188 x i8] c"missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v80B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE8UniTupleIxLi2EE\00"
@_ZN08NumbaEnv5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@.bytes.5317899729839767045 = internal constant [2 x i8] c"0\00"
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.4 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.5 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3.4 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.4, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.5, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython8builtins6ol_int12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode6ol_ord12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode12unicode_join12_3clocals_3e14join_list_implB3v83B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type37list_28unicode_type_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode9join_listB3v84B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type37list_28unicode_type_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@.bytes.7541581120933061747 = internal constant [1 x i8] zeroinitializer
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, i32 66, ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1, ptr null, i32 0 }
@.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40 = internal constant [127 x i8] c"\80\04\95t\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C!PY_UNICODE_WCHAR_KIND unsupported\94\85\94\8C\0A_pick_kind\94\8C\18numba/cpython/unicode.py\94Ms\01\87\94\87\94."
@.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40.sha1 = internal constant [20 x i8] c"\0B_\89\ADl\DD&\E1\16\F2.9{:\F1\86F\D4/@"
@.const.picklebuf.0b5f89ad6cdd26e116f22e397b3af18646d42f40 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40, i32 127, ptr @.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40.sha1, ptr null, i32 0 }
@.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f = internal constant [141 x i8] c"\80\04\95\82\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C/Unexpected unicode representation in _pick_kind\94\85\94\8C\0A_pick_kind\94\8C\18numba/cpython/unicode.py\94M\7F\01\87\94\87\94."
@.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f.sha1 = internal constant [20 x i8] c"A\E0\13\16\95\D2mU\A0\8C\F0\8C\0D?\BE\7F\CCA\A2/"
@.const.picklebuf.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f, i32 141, ptr @.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f.sha1, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14, ptr null, i32 0 }
@.const.pickledata.fca44b71ff508f4bd30283486c4a88de1eae38cb = internal constant [136 x i8] c"\80\04\95}\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C!PY_UNICODE_WCHAR_KIND unsupported\94\85\94\8C\13_kind_to_byte_width\94\8C\18numba/cpython/unicode.py\94M\A1\01\87\94\87\94."
@.const.pickledata.fca44b71ff508f4bd30283486c4a88de1eae38cb.sha1 = internal constant [20 x i8] c"\FC\A4Kq\FFP\8FK\D3\02\83HlJ\88\DE\1E\AE8\CB"
@.const.picklebuf.fca44b71ff508f4bd30283486c4a88de1eae38cb = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.fca44b71ff508f4bd30283486c4a88de1eae38cb, i32 136, ptr @.const.pickledata.fca44b71ff508f4bd30283486c4a88de1eae38cb.sha1, ptr null, i32 0 }
@.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f = internal constant [142 x i8] c"\80\04\95\83\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C'Unexpected unicode encoding encountered\94\85\94\8C\13_kind_to_byte_width\94\8C\18numba/cpython/unicode.py\94M\A3\01\87\94\87\94."
@.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.sha1 = internal constant [20 x i8] c"3\F8\DE[\99\D1\06\92r\DE>\AD'{\86\18\16;\A7\7F"
@.const.picklebuf.33f8de5b99d1069272de3ead277b8618163ba77f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f, i32 142, ptr @.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.sha1, ptr null, i32 0 }
@.const.pickledata.1edb8532c5a93fd0d25d5051e9b77bdcb004d73e = internal constant [151 x i8] c"\80\04\95\8C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C4Unexpected unicode representation in _set_code_point\94\85\94\8C\0F_set_code_point\94\8C\18numba/cpython/unicode.py\94M\\\01\87\94\87\94."
@.const.pickledata.1edb8532c5a93fd0d25d5051e9b77bdcb004d73e.sha1 = internal constant [20 x i8] c"\1E\DB\852\C5\A9?\D0\D2]PQ\E9\B7{\DC\B0\04\D7>"
@.const.picklebuf.1edb8532c5a93fd0d25d5051e9b77bdcb004d73e = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.1edb8532c5a93fd0d25d5051e9b77bdcb004d73e, i32 151, ptr @.const.pickledata.1edb8532c5a93fd0d25d5051e9b77bdcb004d73e.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode8_strncpyB3v85B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex12unicode_typexx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v86B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dEi = common local_unnamed_addr global ptr null
@.const.pickledata.fca44b71ff508f4bd30283486c4a88de1eae38cb.16 = internal constant [136 x i8] c"\80\04\95}\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C!PY_UNICODE_WCHAR_KIND unsupported\94\85\94\8C\13_kind_to_byte_width\94\8C\18numba/cpython/unicode.py\94M\A1\01\87\94\87\94."
@.const.pickledata.fca44b71ff508f4bd30283486c4a88de1eae38cb.sha1.17 = internal constant [20 x i8] c"\FC\A4Kq\FFP\8FK\D3\02\83HlJ\88\DE\1E\AE8\CB"
@.const.picklebuf.fca44b71ff508f4bd30283486c4a88de1eae38cb.12 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.fca44b71ff508f4bd30283486c4a88de1eae38cb.16, i32 136, ptr @.const.pickledata.fca44b71ff508f4bd30283486c4a88de1eae38cb.sha1.17, ptr null, i32 0 }
@.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.18 = internal constant [142 x i8] c"\80\04\95\83\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C'Unexpected unicode encoding encountered\94\85\94\8C\13_kind_to_byte_width\94\8C\18numba/cpython/unicode.py\94M\A3\01\87\94\87\94."
@.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.sha1.19 = internal constant [20 x i8] c"3\F8\DE[\99\D1\06\92r\DE>\AD'{\86\18\16;\A7\7F"
@.const.picklebuf.33f8de5b99d1069272de3ead277b8618163ba77f.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.18, i32 142, ptr @.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.sha1.19, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode15_get_code_pointB3v87B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v88B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx = common local_unnamed_addr global ptr null
@.const.pickledata.1edb8532c5a93fd0d25d5051e9b77bdcb004d73e.14 = internal constant [151 x i8] c"\80\04\95\8C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C4Unexpected unicode representation in _set_code_point\94\85\94\8C\0F_set_code_point\94\8C\18numba/cpython/unicode.py\94M\\\01\87\94\87\94."
@.const.pickledata.1edb8532c5a93fd0d25d5051e9b77bdcb004d73e.sha1.15 = internal constant [20 x i8] c"\1E\DB\852\C5\A9?\D0\D2]PQ\E9\B7{\DC\B0\04\D7>"
@.const.picklebuf.1edb8532c5a93fd0d25d5051e9b77bdcb004d73e.13 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.1edb8532c5a93fd0d25d5051e9b77bdcb004d73e.14, i32 151, ptr @.const.pickledata.1edb8532c5a93fd0d25d5051e9b77bdcb004d73e.sha1.15, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v48B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_str12_3clocals_3e12_3clambda_3eB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode10_pick_kindB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEii = common local_unnamed_addr global ptr null
@.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40.29 = internal constant [127 x i8] c"\80\04\95t\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C!PY_UNICODE_WCHAR_KIND unsupported\94\85\94\8C\0A_pick_kind\94\8C\18numba/cpython/unicode.py\94Ms\01\87\94\87\94."
@.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40.sha1.30 = internal constant [20 x i8] c"\0B_\89\ADl\DD&\E1\16\F2.9{:\F1\86F\D4/@"
@.const.picklebuf.0b5f89ad6cdd26e116f22e397b3af18646d42f40.19 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40.29, i32 127, ptr @.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40.sha1.30, ptr null, i32 0 }
@.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f.27 = internal constant [141 x i8] c"\80\04\95\82\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C/Unexpected unicode representation in _pick_kind\94\85\94\8C\0A_pick_kind\94\8C\18numba/cpython/unicode.py\94M\7F\01\87\94\87\94."
@.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f.sha1.28 = internal constant [20 x i8] c"A\E0\13\16\95\D2mU\A0\8C\F0\8C\0D?\BE\7F\CCA\A2/"
@.const.picklebuf.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f.20 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f.27, i32 141, ptr @.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f.sha1.28, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode11_pick_asciiB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEjj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode13_empty_stringB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.23.34 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.24.35 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.22.33 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.23.34, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.24.35, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.25 = internal constant [142 x i8] c"\80\04\95\83\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C'Unexpected unicode encoding encountered\94\85\94\8C\13_kind_to_byte_width\94\8C\18numba/cpython/unicode.py\94M\A3\01\87\94\87\94."
@.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.sha1.26 = internal constant [20 x i8] c"3\F8\DE[\99\D1\06\92r\DE>\AD'{\86\18\16;\A7\7F"
@.const.picklebuf.33f8de5b99d1069272de3ead277b8618163ba77f.21 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.25, i32 142, ptr @.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.sha1.26, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode15_get_code_pointB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.47 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.48 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.40 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.47, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.48, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.45 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.46 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.41 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.45, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.46, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.43 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.44 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.42 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.43, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.44, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29 = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.54 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.55 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.53 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.54, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.55, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg37_handle_err_maybe_convergence_problemB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249 = internal constant [111 x i8] c"\80\04\95d\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\FC\03\87\94\87\94."
@.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249.sha1 = internal constant [20 x i8] c"\97\0D\0AC&\93D|\C0\8Df\FA\C3z\BB\EB\CA\FC2I"
@.const.picklebuf.970d0a432693447cc08d66fac37abbebcafc3249 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249, i32 111, ptr @.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249.sha1, ptr null, i32 0 }
@.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c = internal constant [149 x i8] c"\80\04\95\8A\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C&Internal algorithm failed to converge.\94\85\94\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\FE\03\87\94\87\94."
@.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c.sha1 = internal constant [20 x i8] c"oHo\F4\F1'\81W\8B\E8\8A\8A\CB\82)\A7\CE@+\9C"
@.const.picklebuf.6f486ff4f12781578be88a8acb8229a7ce402b9c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c, i32 149, ptr @.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_lstsq_residual_impl12_3clocals_3e9real_implB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedExx = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.70 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.71 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.66 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.70, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.71, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.72 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.73 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.65 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.72, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.73, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.4 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.5 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.4, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.5, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.74 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.75 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.64 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.74, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.75, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fe3c7bdbd50B3v64B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v65B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13.68 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14.69 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12.67 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13.68, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14.69, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v62B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1F7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg20_lstsq_solution_impl12_3clocals_3e9twoD_implB3v89B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedEx = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.82 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.83 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.78 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.82, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.83, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.80 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.81 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.79 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.80, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.81, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v70B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.87 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1.88 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.86 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.87, i32 66, ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1.88, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fe3c3268850B3v92B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v66B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v90B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v91B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels12lstsq_matrixB3v74B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.B.0, ptr readnone captures(none) %arg.B.1, i64 %arg.B.2, i64 %arg.B.3, ptr %arg.B.4, i64 %arg.B.5.0, i64 %arg.B.5.1, i64 %arg.B.6.0, i64 %arg.B.6.1) local_unnamed_addr {
B0:
  %.40 = alloca { { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i32, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } }, align 8
  %.fca.0.4.gep = getelementptr inbounds nuw i8, ptr %.40, i64 32
  %.fca.3.0.gep = getelementptr inbounds nuw i8, ptr %.40, i64 136
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.418 = alloca double, align 8
  %excinfo.5 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.B.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(132) %.40, i8 0, i64 132, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.fca.3.0.gep, i8 0, i64 56, i1 false)
  %.52 = call i32 @_ZN5numba2np6linalg10lstsq_impl12_3clocals_3e10lstsq_implB3v75B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedEN24omitted_28default_3d_2d15_0_29E(ptr nonnull %.40, ptr nonnull %excinfo.1, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.B.0, ptr %arg.B.1, i64 %arg.B.2, i64 %arg.B.3, ptr %arg.B.4, i64 %arg.B.5.0, i64 %arg.B.5.1, i64 %arg.B.6.0, i64 %arg.B.6.1)
  %.62.fca.0.0.load = load ptr, ptr %.40, align 8
  %.62.fca.0.4.load = load ptr, ptr %.fca.0.4.gep, align 8
  %cond = icmp eq i32 %.52, 0
  br i1 %cond, label %B128.i, label %B0.if.if, !prof !0

B128.i:                                           ; preds = %B0
  %.fca.1.0.gep = getelementptr inbounds nuw i8, ptr %.40, i64 72
  %.fca.0.5.1.gep = getelementptr inbounds nuw i8, ptr %.40, i64 48
  %.fca.0.5.0.gep = getelementptr inbounds nuw i8, ptr %.40, i64 40
  %sunkaddr = getelementptr inbounds i8, ptr %.40, i64 136
  %.62.fca.3.0.load = load ptr, ptr %sunkaddr, align 8
  %.62.fca.1.0.load = load ptr, ptr %.fca.1.0.gep, align 8
  %.62.fca.0.5.0.load = load i64, ptr %.fca.0.5.0.gep, align 8
  %.62.fca.0.5.0.load.fr = freeze i64 %.62.fca.0.5.0.load
  %.62.fca.0.5.1.load = load i64, ptr %.fca.0.5.1.gep, align 8
  %.62.fca.0.5.1.load.fr = freeze i64 %.62.fca.0.5.1.load
  tail call void @NRT_decref(ptr %arg.B.0)
  tail call void @NRT_decref(ptr %arg.A.0)
  tail call void @NRT_decref(ptr %.62.fca.1.0.load)
  tail call void @NRT_decref(ptr %.62.fca.3.0.load)
  %.270 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.62.fca.0.5.0.load.fr, i64 %.62.fca.0.5.1.load.fr)
  %.271 = extractvalue { i64, i1 } %.270, 0
  %.272 = extractvalue { i64, i1 } %.270, 1
  %.274 = shl i64 %.62.fca.0.5.1.load.fr, 3
  %0 = add i64 %.271, -1152921504606846976
  %.277 = icmp ult i64 %0, -2305843009213693952
  %.278 = or i1 %.272, %.277
  br i1 %.278, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !1

common.ret:                                       ; preds = %for.end.if.if, %for.end.endif, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ %.52, %B0.if.if ], [ %.426, %for.end.if.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.60 = icmp sgt i32 %.52, 0
  %.53 = load ptr, ptr %excinfo.1, align 8
  %.61 = select i1 %.60, ptr %.53, ptr undef
  store ptr %.61, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.276 = shl nsw i64 %.271, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.276, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.35687 = icmp sgt i64 %.62.fca.0.5.0.load.fr, 0
  br i1 %.35687, label %for.cond.1.preheader.lr.ph, label %for.end

for.cond.1.preheader.lr.ph:                       ; preds = %B0.endif.endif.endif.endif.endif
  %.35958 = icmp sgt i64 %.62.fca.0.5.1.load.fr, 0
  br i1 %.35958, label %for.cond.1.preheader.lr.ph.split.us, label %for.end

for.cond.1.preheader.lr.ph.split.us:              ; preds = %for.cond.1.preheader.lr.ph
  %.361.not = icmp eq i64 %.62.fca.0.5.0.load.fr, 1
  br i1 %.361.not, label %for.cond.1.preheader.lr.ph.split.us.split, label %for.cond.1.preheader.lr.ph.split.us.split.us

for.cond.1.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.1.preheader.lr.ph.split.us
  %1 = icmp ugt i64 %.62.fca.0.5.1.load.fr, 1
  br i1 %1, label %for.cond.1.preheader.us.us.us.preheader, label %for.cond.1.preheader.us.us.preheader

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %2 = ptrtoint ptr %.6.i to i64
  %3 = ptrtoint ptr %.62.fca.0.4.load to i64
  %min.iters.check42 = icmp ult i64 %.62.fca.0.5.0.load.fr, 8
  %ident.check.not = icmp ne i64 %.62.fca.0.5.1.load.fr, 1
  %or.cond.not70 = or i1 %min.iters.check42, %ident.check.not
  %4 = sub i64 %2, %3
  %diff.check40 = icmp ult i64 %4, 64
  %or.cond67 = select i1 %or.cond.not70, i1 true, i1 %diff.check40
  br i1 %or.cond67, label %for.body.1.endif.endif.endif.us.us108.us.preheader, label %vector.ph43

for.body.1.endif.endif.endif.us.us108.us.preheader: ; preds = %middle.block50, %for.cond.1.preheader.us.us.preheader
  %loop.index90.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us.preheader ], [ %n.vec45, %middle.block50 ]
  %xtraiter = and i64 %.62.fca.0.5.0.load.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.1.endif.endif.endif.us.us108.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us108.us.prol.preheader

for.body.1.endif.endif.endif.us.us108.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us108.us.preheader
  %5 = mul i64 %.62.fca.0.5.1.load.fr, %loop.index90.us.us.ph
  %6 = shl i64 %5, 3
  %7 = shl i64 %.62.fca.0.5.1.load.fr, 3
  %8 = sub i64 0, %xtraiter
  br label %for.body.1.endif.endif.endif.us.us108.us.prol

for.body.1.endif.endif.endif.us.us108.us.prol:    ; preds = %for.body.1.endif.endif.endif.us.us108.us.prol.preheader, %for.body.1.endif.endif.endif.us.us108.us.prol
  %lsr.iv181 = phi i64 [ %6, %for.body.1.endif.endif.endif.us.us108.us.prol.preheader ], [ %lsr.iv.next182, %for.body.1.endif.endif.endif.us.us108.us.prol ]
  %lsr.iv179 = phi i64 [ 0, %for.body.1.endif.endif.endif.us.us108.us.prol.preheader ], [ %lsr.iv.next180, %for.body.1.endif.endif.endif.us.us108.us.prol ]
  %scevgep184 = getelementptr i8, ptr %.62.fca.0.4.load, i64 %lsr.iv181
  %scevgep183 = getelementptr i8, ptr %.6.i, i64 %lsr.iv181
  %.377.us.us106.us.prol = load double, ptr %scevgep184, align 8
  %.12.le.i11.prol = tail call double @llvm.cos.f64(double %.377.us.us106.us.prol)
  %.17.i12.prol = fmul double %.377.us.us106.us.prol, %.12.le.i11.prol
  store double %.17.i12.prol, ptr %scevgep183, align 8
  %lsr.iv.next180 = add nsw i64 %lsr.iv179, -1
  %lsr.iv.next182 = add i64 %lsr.iv181, %7
  %prol.iter.cmp.not = icmp eq i64 %8, %lsr.iv.next180
  br i1 %prol.iter.cmp.not, label %for.body.1.endif.endif.endif.us.us108.us.prol.loopexit.loopexit, label %for.body.1.endif.endif.endif.us.us108.us.prol, !llvm.loop !10

for.body.1.endif.endif.endif.us.us108.us.prol.loopexit.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us108.us.prol
  %9 = sub i64 %loop.index90.us.us.ph, %lsr.iv.next180
  br label %for.body.1.endif.endif.endif.us.us108.us.prol.loopexit

for.body.1.endif.endif.endif.us.us108.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us108.us.prol.loopexit.loopexit, %for.body.1.endif.endif.endif.us.us108.us.preheader
  %loop.index90.us.us.unr = phi i64 [ %loop.index90.us.us.ph, %for.body.1.endif.endif.endif.us.us108.us.preheader ], [ %9, %for.body.1.endif.endif.endif.us.us108.us.prol.loopexit.loopexit ]
  %10 = sub nsw i64 %loop.index90.us.us.ph, %.62.fca.0.5.0.load.fr
  %11 = icmp ugt i64 %10, -8
  br i1 %11, label %for.end, label %for.body.1.endif.endif.endif.us.us108.us.preheader82

for.body.1.endif.endif.endif.us.us108.us.preheader82: ; preds = %for.body.1.endif.endif.endif.us.us108.us.prol.loopexit
  %12 = sub i64 %.62.fca.0.5.0.load.fr, %loop.index90.us.us.unr
  %13 = mul i64 %.62.fca.0.5.1.load.fr, %loop.index90.us.us.unr
  %14 = shl i64 %13, 3
  %15 = shl i64 %.62.fca.0.5.1.load.fr, 6
  %16 = shl i64 %.62.fca.0.5.1.load.fr, 3
  br label %for.body.1.endif.endif.endif.us.us108.us

vector.ph43:                                      ; preds = %for.cond.1.preheader.us.us.preheader
  %const = bitcast i64 9223372036854775800 to i64
  %n.vec45 = and i64 %.62.fca.0.5.0.load.fr, %const
  br label %vector.body46

vector.body46:                                    ; preds = %vector.body46, %vector.ph43
  %index47 = phi i64 [ 0, %vector.ph43 ], [ %index.next49, %vector.body46 ]
  %17 = shl i64 %index47, 3
  %scevgep186 = getelementptr i8, ptr %.6.i, i64 %17
  %18 = shl i64 %index47, 3
  %scevgep185 = getelementptr i8, ptr %.62.fca.0.4.load, i64 %18
  %wide.load48 = load <8 x double>, ptr %scevgep185, align 8
  %19 = tail call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load48)
  %20 = fmul <8 x double> %wide.load48, %19
  store <8 x double> %20, ptr %scevgep186, align 8
  %index.next49 = add nuw i64 %index47, 8
  %21 = icmp eq i64 %n.vec45, %index.next49
  br i1 %21, label %middle.block50, label %vector.body46, !llvm.loop !12

middle.block50:                                   ; preds = %vector.body46
  %cmp.n51 = icmp eq i64 %.62.fca.0.5.0.load.fr, %n.vec45
  br i1 %cmp.n51, label %for.end, label %for.body.1.endif.endif.endif.us.us108.us.preheader

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %22 = ptrtoint ptr %.6.i to i64
  %23 = ptrtoint ptr %.62.fca.0.4.load to i64
  %const187 = bitcast i64 9223372036854775800 to i64
  %24 = sub i64 %22, %23
  %min.iters.check56 = icmp ult i64 %.62.fca.0.5.1.load.fr, 8
  %diff.check54 = icmp ult i64 %24, 64
  %or.cond68 = select i1 %min.iters.check56, i1 true, i1 %diff.check54
  %n.vec59 = and i64 %.62.fca.0.5.1.load.fr, %const187
  %xtraiter73 = and i64 %.62.fca.0.5.1.load.fr, 7
  %25 = shl i64 %.62.fca.0.5.1.load.fr, 3
  br label %for.cond.1.preheader.us.us.us

for.cond.1.preheader.us.us.us:                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us
  %lsr.iv122 = phi ptr [ %.62.fca.0.4.load, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep123, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv119 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep120, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %loop.index90.us.us.us = phi i64 [ %.411.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  br i1 %or.cond68, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader, label %vector.body60.preheader

vector.body60.preheader:                          ; preds = %for.cond.1.preheader.us.us.us
  br label %vector.body60

vector.body60:                                    ; preds = %vector.body60.preheader, %vector.body60
  %index61 = phi i64 [ %index.next63, %vector.body60 ], [ 0, %vector.body60.preheader ]
  %26 = shl i64 %index61, 3
  %scevgep124 = getelementptr i8, ptr %lsr.iv122, i64 %26
  %wide.load62 = load <8 x double>, ptr %scevgep124, align 8
  %27 = tail call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load62)
  %28 = fmul <8 x double> %wide.load62, %27
  %29 = shl i64 %index61, 3
  %scevgep121 = getelementptr i8, ptr %lsr.iv119, i64 %29
  store <8 x double> %28, ptr %scevgep121, align 8
  %index.next63 = add nuw i64 %index61, 8
  %30 = icmp eq i64 %n.vec59, %index.next63
  br i1 %30, label %middle.block64, label %vector.body60, !llvm.loop !15

middle.block64:                                   ; preds = %vector.body60
  %31 = icmp eq i64 %.62.fca.0.5.1.load.fr, %n.vec59
  br i1 %31, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %for.cond.1.preheader.us.us.us, %middle.block64
  %loop.index.161.us.us.us.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us.us ], [ %n.vec59, %middle.block64 ]
  %32 = icmp eq i64 %xtraiter73, 0
  br i1 %32, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.1.endif.endif.endif.us.us.us.us.us.prol

for.body.1.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv127 = phi i64 [ %xtraiter73, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next128, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.161.us.us.us.us.us.prol = phi i64 [ %.409.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.161.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %33 = shl i64 %loop.index.161.us.us.us.us.us.prol, 3
  %scevgep126 = getelementptr i8, ptr %lsr.iv122, i64 %33
  %.377.us.us.us.us.us.prol = load double, ptr %scevgep126, align 8
  %.12.le.i.prol = tail call double @llvm.cos.f64(double %.377.us.us.us.us.us.prol)
  %.17.i.prol = fmul double %.377.us.us.us.us.us.prol, %.12.le.i.prol
  %34 = shl i64 %loop.index.161.us.us.us.us.us.prol, 3
  %scevgep125 = getelementptr i8, ptr %lsr.iv119, i64 %34
  store double %.17.i.prol, ptr %scevgep125, align 8
  %.409.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.161.us.us.us.us.us.prol, 1
  %lsr.iv.next128 = add nsw i64 %lsr.iv127, -1
  %prol.iter75.cmp.not = icmp eq i64 %lsr.iv.next128, 0
  br i1 %prol.iter75.cmp.not, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !16

for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.161.us.us.us.us.us.unr = phi i64 [ %loop.index.161.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader ], [ %.409.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %35 = sub nsw i64 %loop.index.161.us.us.us.us.us.ph, %.62.fca.0.5.1.load.fr
  %36 = icmp ugt i64 %35, -8
  br i1 %36, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader80

for.body.1.endif.endif.endif.us.us.us.us.us.preheader80: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us.us.us.us.us

for.body.1.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader80, %for.body.1.endif.endif.endif.us.us.us.us.us
  %loop.index.161.us.us.us.us.us = phi i64 [ %.409.us.us.us.us.us.7, %for.body.1.endif.endif.endif.us.us.us.us.us ], [ %loop.index.161.us.us.us.us.us.unr, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader80 ]
  %37 = shl i64 %loop.index.161.us.us.us.us.us, 3
  %scevgep146 = getelementptr i8, ptr %lsr.iv122, i64 %37
  %.377.us.us.us.us.us = load double, ptr %scevgep146, align 8
  %.12.le.i = tail call double @llvm.cos.f64(double %.377.us.us.us.us.us)
  %.17.i = fmul double %.377.us.us.us.us.us, %.12.le.i
  %38 = shl i64 %loop.index.161.us.us.us.us.us, 3
  %scevgep131 = getelementptr i8, ptr %lsr.iv119, i64 %38
  store double %.17.i, ptr %scevgep131, align 8
  %scevgep147 = getelementptr i8, ptr %lsr.iv122, i64 %38
  %scevgep148 = getelementptr i8, ptr %scevgep147, i64 8
  %.377.us.us.us.us.us.1 = load double, ptr %scevgep148, align 8
  %.12.le.i.1 = tail call double @llvm.cos.f64(double %.377.us.us.us.us.us.1)
  %.17.i.1 = fmul double %.377.us.us.us.us.us.1, %.12.le.i.1
  %39 = shl i64 %loop.index.161.us.us.us.us.us, 3
  %scevgep134 = getelementptr i8, ptr %lsr.iv119, i64 %39
  %scevgep135 = getelementptr i8, ptr %scevgep134, i64 8
  store double %.17.i.1, ptr %scevgep135, align 8
  %scevgep149 = getelementptr i8, ptr %lsr.iv122, i64 %39
  %scevgep150 = getelementptr i8, ptr %scevgep149, i64 16
  %.377.us.us.us.us.us.2 = load double, ptr %scevgep150, align 8
  %.12.le.i.2 = tail call double @llvm.cos.f64(double %.377.us.us.us.us.us.2)
  %.17.i.2 = fmul double %.377.us.us.us.us.us.2, %.12.le.i.2
  %40 = shl i64 %loop.index.161.us.us.us.us.us, 3
  %scevgep136 = getelementptr i8, ptr %lsr.iv119, i64 %40
  %scevgep137 = getelementptr i8, ptr %scevgep136, i64 16
  store double %.17.i.2, ptr %scevgep137, align 8
  %scevgep151 = getelementptr i8, ptr %lsr.iv122, i64 %40
  %scevgep152 = getelementptr i8, ptr %scevgep151, i64 24
  %.377.us.us.us.us.us.3 = load double, ptr %scevgep152, align 8
  %.12.le.i.3 = tail call double @llvm.cos.f64(double %.377.us.us.us.us.us.3)
  %.17.i.3 = fmul double %.377.us.us.us.us.us.3, %.12.le.i.3
  %41 = shl i64 %loop.index.161.us.us.us.us.us, 3
  %scevgep138 = getelementptr i8, ptr %lsr.iv119, i64 %41
  %scevgep139 = getelementptr i8, ptr %scevgep138, i64 24
  store double %.17.i.3, ptr %scevgep139, align 8
  %scevgep153 = getelementptr i8, ptr %lsr.iv122, i64 %41
  %scevgep154 = getelementptr i8, ptr %scevgep153, i64 32
  %.377.us.us.us.us.us.4 = load double, ptr %scevgep154, align 8
  %.12.le.i.4 = tail call double @llvm.cos.f64(double %.377.us.us.us.us.us.4)
  %.17.i.4 = fmul double %.377.us.us.us.us.us.4, %.12.le.i.4
  %42 = shl i64 %loop.index.161.us.us.us.us.us, 3
  %scevgep129 = getelementptr i8, ptr %lsr.iv119, i64 %42
  %scevgep130 = getelementptr i8, ptr %scevgep129, i64 32
  store double %.17.i.4, ptr %scevgep130, align 8
  %scevgep155 = getelementptr i8, ptr %lsr.iv122, i64 %42
  %scevgep156 = getelementptr i8, ptr %scevgep155, i64 40
  %.377.us.us.us.us.us.5 = load double, ptr %scevgep156, align 8
  %.12.le.i.5 = tail call double @llvm.cos.f64(double %.377.us.us.us.us.us.5)
  %.17.i.5 = fmul double %.377.us.us.us.us.us.5, %.12.le.i.5
  %43 = shl i64 %loop.index.161.us.us.us.us.us, 3
  %scevgep142 = getelementptr i8, ptr %lsr.iv119, i64 %43
  %scevgep143 = getelementptr i8, ptr %scevgep142, i64 40
  store double %.17.i.5, ptr %scevgep143, align 8
  %scevgep157 = getelementptr i8, ptr %lsr.iv122, i64 %43
  %scevgep158 = getelementptr i8, ptr %scevgep157, i64 48
  %.377.us.us.us.us.us.6 = load double, ptr %scevgep158, align 8
  %.12.le.i.6 = tail call double @llvm.cos.f64(double %.377.us.us.us.us.us.6)
  %.17.i.6 = fmul double %.377.us.us.us.us.us.6, %.12.le.i.6
  %44 = shl i64 %loop.index.161.us.us.us.us.us, 3
  %scevgep140 = getelementptr i8, ptr %lsr.iv119, i64 %44
  %scevgep141 = getelementptr i8, ptr %scevgep140, i64 48
  store double %.17.i.6, ptr %scevgep141, align 8
  %scevgep144 = getelementptr i8, ptr %lsr.iv122, i64 %44
  %scevgep145 = getelementptr i8, ptr %scevgep144, i64 56
  %.377.us.us.us.us.us.7 = load double, ptr %scevgep145, align 8
  %.12.le.i.7 = tail call double @llvm.cos.f64(double %.377.us.us.us.us.us.7)
  %.17.i.7 = fmul double %.377.us.us.us.us.us.7, %.12.le.i.7
  %45 = shl i64 %loop.index.161.us.us.us.us.us, 3
  %scevgep132 = getelementptr i8, ptr %lsr.iv119, i64 %45
  %scevgep133 = getelementptr i8, ptr %scevgep132, i64 56
  store double %.17.i.7, ptr %scevgep133, align 8
  %.409.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.161.us.us.us.us.us, 8
  %exitcond148.not.7 = icmp eq i64 %.62.fca.0.5.1.load.fr, %.409.us.us.us.us.us.7
  br i1 %exitcond148.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us, !llvm.loop !17

for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, %middle.block64
  %.411.us.us.us = add nuw nsw i64 %loop.index90.us.us.us, 1
  %scevgep120 = getelementptr i8, ptr %lsr.iv119, i64 %25
  %scevgep123 = getelementptr i8, ptr %lsr.iv122, i64 %25
  %exitcond149.not = icmp eq i64 %.411.us.us.us, %.62.fca.0.5.0.load.fr
  br i1 %exitcond149.not, label %for.end, label %for.cond.1.preheader.us.us.us

for.body.1.endif.endif.endif.us.us108.us:         ; preds = %for.body.1.endif.endif.endif.us.us108.us.preheader82, %for.body.1.endif.endif.endif.us.us108.us
  %lsr.iv161 = phi i64 [ %14, %for.body.1.endif.endif.endif.us.us108.us.preheader82 ], [ %lsr.iv.next162, %for.body.1.endif.endif.endif.us.us108.us ]
  %lsr.iv159 = phi i64 [ %12, %for.body.1.endif.endif.endif.us.us108.us.preheader82 ], [ %lsr.iv.next160, %for.body.1.endif.endif.endif.us.us108.us ]
  %scevgep163 = getelementptr i8, ptr %.62.fca.0.4.load, i64 %lsr.iv161
  %scevgep164 = getelementptr i8, ptr %.6.i, i64 %lsr.iv161
  %.377.us.us106.us = load double, ptr %scevgep163, align 8
  %.12.le.i11 = tail call double @llvm.cos.f64(double %.377.us.us106.us)
  %.17.i12 = fmul double %.377.us.us106.us, %.12.le.i11
  store double %.17.i12, ptr %scevgep164, align 8
  %scevgep165 = getelementptr i8, ptr %scevgep163, i64 %16
  %sunkaddr239 = mul i64 %.62.fca.0.5.1.load.fr, 8
  %sunkaddr240 = getelementptr i8, ptr %scevgep163, i64 %sunkaddr239
  %.377.us.us106.us.1 = load double, ptr %sunkaddr240, align 8
  %.12.le.i11.1 = tail call double @llvm.cos.f64(double %.377.us.us106.us.1)
  %.17.i12.1 = fmul double %.377.us.us106.us.1, %.12.le.i11.1
  %scevgep172 = getelementptr i8, ptr %scevgep164, i64 %16
  %sunkaddr241 = mul i64 %.62.fca.0.5.1.load.fr, 8
  %sunkaddr242 = getelementptr i8, ptr %scevgep164, i64 %sunkaddr241
  store double %.17.i12.1, ptr %sunkaddr242, align 8
  %scevgep166 = getelementptr i8, ptr %scevgep165, i64 %16
  %sunkaddr243 = mul i64 %.62.fca.0.5.1.load.fr, 8
  %sunkaddr244 = getelementptr i8, ptr %scevgep165, i64 %sunkaddr243
  %.377.us.us106.us.2 = load double, ptr %sunkaddr244, align 8
  %.12.le.i11.2 = tail call double @llvm.cos.f64(double %.377.us.us106.us.2)
  %.17.i12.2 = fmul double %.377.us.us106.us.2, %.12.le.i11.2
  %scevgep173 = getelementptr i8, ptr %scevgep172, i64 %16
  %sunkaddr245 = mul i64 %.62.fca.0.5.1.load.fr, 8
  %sunkaddr246 = getelementptr i8, ptr %scevgep172, i64 %sunkaddr245
  store double %.17.i12.2, ptr %sunkaddr246, align 8
  %scevgep167 = getelementptr i8, ptr %scevgep166, i64 %16
  %sunkaddr247 = mul i64 %.62.fca.0.5.1.load.fr, 8
  %sunkaddr248 = getelementptr i8, ptr %scevgep166, i64 %sunkaddr247
  %.377.us.us106.us.3 = load double, ptr %sunkaddr248, align 8
  %.12.le.i11.3 = tail call double @llvm.cos.f64(double %.377.us.us106.us.3)
  %.17.i12.3 = fmul double %.377.us.us106.us.3, %.12.le.i11.3
  %scevgep174 = getelementptr i8, ptr %scevgep173, i64 %16
  %sunkaddr249 = mul i64 %.62.fca.0.5.1.load.fr, 8
  %sunkaddr250 = getelementptr i8, ptr %scevgep173, i64 %sunkaddr249
  store double %.17.i12.3, ptr %sunkaddr250, align 8
  %scevgep168 = getelementptr i8, ptr %scevgep167, i64 %16
  %sunkaddr251 = mul i64 %.62.fca.0.5.1.load.fr, 8
  %sunkaddr252 = getelementptr i8, ptr %scevgep167, i64 %sunkaddr251
  %.377.us.us106.us.4 = load double, ptr %sunkaddr252, align 8
  %.12.le.i11.4 = tail call double @llvm.cos.f64(double %.377.us.us106.us.4)
  %.17.i12.4 = fmul double %.377.us.us106.us.4, %.12.le.i11.4
  %scevgep175 = getelementptr i8, ptr %scevgep174, i64 %16
  %sunkaddr253 = mul i64 %.62.fca.0.5.1.load.fr, 8
  %sunkaddr254 = getelementptr i8, ptr %scevgep174, i64 %sunkaddr253
  store double %.17.i12.4, ptr %sunkaddr254, align 8
  %scevgep169 = getelementptr i8, ptr %scevgep168, i64 %16
  %sunkaddr255 = mul i64 %.62.fca.0.5.1.load.fr, 8
  %sunkaddr256 = getelementptr i8, ptr %scevgep168, i64 %sunkaddr255
  %.377.us.us106.us.5 = load double, ptr %sunkaddr256, align 8
  %.12.le.i11.5 = tail call double @llvm.cos.f64(double %.377.us.us106.us.5)
  %.17.i12.5 = fmul double %.377.us.us106.us.5, %.12.le.i11.5
  %scevgep176 = getelementptr i8, ptr %scevgep175, i64 %16
  %sunkaddr257 = mul i64 %.62.fca.0.5.1.load.fr, 8
  %sunkaddr258 = getelementptr i8, ptr %scevgep175, i64 %sunkaddr257
  store double %.17.i12.5, ptr %sunkaddr258, align 8
  %scevgep170 = getelementptr i8, ptr %scevgep169, i64 %16
  %sunkaddr259 = mul i64 %.62.fca.0.5.1.load.fr, 8
  %sunkaddr260 = getelementptr i8, ptr %scevgep169, i64 %sunkaddr259
  %.377.us.us106.us.6 = load double, ptr %sunkaddr260, align 8
  %.12.le.i11.6 = tail call double @llvm.cos.f64(double %.377.us.us106.us.6)
  %.17.i12.6 = fmul double %.377.us.us106.us.6, %.12.le.i11.6
  %scevgep177 = getelementptr i8, ptr %scevgep176, i64 %16
  %sunkaddr261 = mul i64 %.62.fca.0.5.1.load.fr, 8
  %sunkaddr262 = getelementptr i8, ptr %scevgep176, i64 %sunkaddr261
  store double %.17.i12.6, ptr %sunkaddr262, align 8
  %sunkaddr189 = mul i64 %.62.fca.0.5.1.load.fr, 8
  %sunkaddr190 = getelementptr i8, ptr %scevgep170, i64 %sunkaddr189
  %.377.us.us106.us.7 = load double, ptr %sunkaddr190, align 8
  %.12.le.i11.7 = tail call double @llvm.cos.f64(double %.377.us.us106.us.7)
  %.17.i12.7 = fmul double %.377.us.us106.us.7, %.12.le.i11.7
  %sunkaddr191 = mul i64 %.62.fca.0.5.1.load.fr, 8
  %sunkaddr192 = getelementptr i8, ptr %scevgep177, i64 %sunkaddr191
  store double %.17.i12.7, ptr %sunkaddr192, align 8
  %lsr.iv.next160 = add i64 %lsr.iv159, -8
  %lsr.iv.next162 = add i64 %lsr.iv161, %15
  %exitcond147.not.7 = icmp eq i64 %lsr.iv.next160, 0
  br i1 %exitcond147.not.7, label %for.end, label %for.body.1.endif.endif.endif.us.us108.us, !llvm.loop !18

for.cond.1.preheader.lr.ph.split.us.split:        ; preds = %for.cond.1.preheader.lr.ph.split.us
  %46 = icmp ugt i64 %.62.fca.0.5.1.load.fr, 1
  br i1 %46, label %for.cond.1.preheader.us.us126, label %for.body.1.endif.endif.endif.us96

for.cond.1.preheader.us.us126:                    ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %47 = ptrtoint ptr %.6.i to i64
  %48 = ptrtoint ptr %.62.fca.0.4.load to i64
  %min.iters.check = icmp ult i64 %.62.fca.0.5.1.load.fr, 8
  %49 = sub i64 %47, %48
  %diff.check = icmp ult i64 %49, 64
  %or.cond69 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond69, label %for.body.1.endif.endif.endif.us68.us.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond.1.preheader.us.us126
  %const188 = bitcast i64 9223372036854775800 to i64
  %n.vec = and i64 %.62.fca.0.5.1.load.fr, %const188
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %50 = shl i64 %index, 3
  %scevgep118 = getelementptr i8, ptr %.62.fca.0.4.load, i64 %50
  %wide.load = load <8 x double>, ptr %scevgep118, align 8
  %51 = tail call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load)
  %52 = fmul <8 x double> %wide.load, %51
  %53 = shl i64 %index, 3
  %scevgep117 = getelementptr i8, ptr %.6.i, i64 %53
  store <8 x double> %52, ptr %scevgep117, align 8
  %index.next = add nuw i64 %index, 8
  %54 = icmp eq i64 %n.vec, %index.next
  br i1 %54, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.62.fca.0.5.1.load.fr, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.1.endif.endif.endif.us68.us.us.preheader

for.body.1.endif.endif.endif.us68.us.us.preheader: ; preds = %for.cond.1.preheader.us.us126, %middle.block
  %loop.index.161.us66.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us126 ], [ %n.vec, %middle.block ]
  %xtraiter76 = and i64 %.62.fca.0.5.1.load.fr, 7
  %lcmp.mod77.not = icmp eq i64 %xtraiter76, 0
  br i1 %lcmp.mod77.not, label %for.body.1.endif.endif.endif.us68.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us68.us.us.prol.preheader

for.body.1.endif.endif.endif.us68.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us68.us.us.preheader
  br label %for.body.1.endif.endif.endif.us68.us.us.prol

for.body.1.endif.endif.endif.us68.us.us.prol:     ; preds = %for.body.1.endif.endif.endif.us68.us.us.prol.preheader, %for.body.1.endif.endif.endif.us68.us.us.prol
  %lsr.iv = phi i64 [ %xtraiter76, %for.body.1.endif.endif.endif.us68.us.us.prol.preheader ], [ %lsr.iv.next, %for.body.1.endif.endif.endif.us68.us.us.prol ]
  %loop.index.161.us66.us.us.prol = phi i64 [ %.409.us71.us.us.prol, %for.body.1.endif.endif.endif.us68.us.us.prol ], [ %loop.index.161.us66.us.us.ph, %for.body.1.endif.endif.endif.us68.us.us.prol.preheader ]
  %55 = shl i64 %loop.index.161.us66.us.us.prol, 3
  %scevgep116 = getelementptr i8, ptr %.62.fca.0.4.load, i64 %55
  %.377.us75.us.us.prol = load double, ptr %scevgep116, align 8
  %.12.le.i13.prol = tail call double @llvm.cos.f64(double %.377.us75.us.us.prol)
  %.17.i14.prol = fmul double %.377.us75.us.us.prol, %.12.le.i13.prol
  %56 = shl i64 %loop.index.161.us66.us.us.prol, 3
  %scevgep115 = getelementptr i8, ptr %.6.i, i64 %56
  store double %.17.i14.prol, ptr %scevgep115, align 8
  %.409.us71.us.us.prol = add nuw nsw i64 %loop.index.161.us66.us.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter78.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter78.cmp.not, label %for.body.1.endif.endif.endif.us68.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us68.us.us.prol, !llvm.loop !20

for.body.1.endif.endif.endif.us68.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us68.us.us.prol, %for.body.1.endif.endif.endif.us68.us.us.preheader
  %loop.index.161.us66.us.us.unr = phi i64 [ %loop.index.161.us66.us.us.ph, %for.body.1.endif.endif.endif.us68.us.us.preheader ], [ %.409.us71.us.us.prol, %for.body.1.endif.endif.endif.us68.us.us.prol ]
  %57 = sub nsw i64 %loop.index.161.us66.us.us.ph, %.62.fca.0.5.1.load.fr
  %58 = icmp ugt i64 %57, -8
  br i1 %58, label %for.end, label %for.body.1.endif.endif.endif.us68.us.us.preheader79

for.body.1.endif.endif.endif.us68.us.us.preheader79: ; preds = %for.body.1.endif.endif.endif.us68.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us68.us.us

for.body.1.endif.endif.endif.us68.us.us:          ; preds = %for.body.1.endif.endif.endif.us68.us.us.preheader79, %for.body.1.endif.endif.endif.us68.us.us
  %loop.index.161.us66.us.us = phi i64 [ %.409.us71.us.us.7, %for.body.1.endif.endif.endif.us68.us.us ], [ %loop.index.161.us66.us.us.unr, %for.body.1.endif.endif.endif.us68.us.us.preheader79 ]
  %sunkaddr193 = mul i64 %loop.index.161.us66.us.us, 8
  %sunkaddr194 = getelementptr i8, ptr %.62.fca.0.4.load, i64 %sunkaddr193
  %.377.us75.us.us = load double, ptr %sunkaddr194, align 8
  %.12.le.i13 = tail call double @llvm.cos.f64(double %.377.us75.us.us)
  %.17.i14 = fmul double %.377.us75.us.us, %.12.le.i13
  %sunkaddr195 = mul i64 %loop.index.161.us66.us.us, 8
  %sunkaddr196 = getelementptr i8, ptr %.6.i, i64 %sunkaddr195
  store double %.17.i14, ptr %sunkaddr196, align 8
  %sunkaddr197 = mul i64 %loop.index.161.us66.us.us, 8
  %sunkaddr198 = getelementptr i8, ptr %.62.fca.0.4.load, i64 %sunkaddr197
  %sunkaddr199 = getelementptr i8, ptr %sunkaddr198, i64 8
  %.377.us75.us.us.1 = load double, ptr %sunkaddr199, align 8
  %.12.le.i13.1 = tail call double @llvm.cos.f64(double %.377.us75.us.us.1)
  %.17.i14.1 = fmul double %.377.us75.us.us.1, %.12.le.i13.1
  %sunkaddr200 = mul i64 %loop.index.161.us66.us.us, 8
  %sunkaddr201 = getelementptr i8, ptr %.6.i, i64 %sunkaddr200
  %sunkaddr202 = getelementptr i8, ptr %sunkaddr201, i64 8
  store double %.17.i14.1, ptr %sunkaddr202, align 8
  %sunkaddr203 = mul i64 %loop.index.161.us66.us.us, 8
  %sunkaddr204 = getelementptr i8, ptr %.62.fca.0.4.load, i64 %sunkaddr203
  %sunkaddr205 = getelementptr i8, ptr %sunkaddr204, i64 16
  %.377.us75.us.us.2 = load double, ptr %sunkaddr205, align 8
  %.12.le.i13.2 = tail call double @llvm.cos.f64(double %.377.us75.us.us.2)
  %.17.i14.2 = fmul double %.377.us75.us.us.2, %.12.le.i13.2
  %sunkaddr206 = mul i64 %loop.index.161.us66.us.us, 8
  %sunkaddr207 = getelementptr i8, ptr %.6.i, i64 %sunkaddr206
  %sunkaddr208 = getelementptr i8, ptr %sunkaddr207, i64 16
  store double %.17.i14.2, ptr %sunkaddr208, align 8
  %sunkaddr209 = mul i64 %loop.index.161.us66.us.us, 8
  %sunkaddr210 = getelementptr i8, ptr %.62.fca.0.4.load, i64 %sunkaddr209
  %sunkaddr211 = getelementptr i8, ptr %sunkaddr210, i64 24
  %.377.us75.us.us.3 = load double, ptr %sunkaddr211, align 8
  %.12.le.i13.3 = tail call double @llvm.cos.f64(double %.377.us75.us.us.3)
  %.17.i14.3 = fmul double %.377.us75.us.us.3, %.12.le.i13.3
  %sunkaddr212 = mul i64 %loop.index.161.us66.us.us, 8
  %sunkaddr213 = getelementptr i8, ptr %.6.i, i64 %sunkaddr212
  %sunkaddr214 = getelementptr i8, ptr %sunkaddr213, i64 24
  store double %.17.i14.3, ptr %sunkaddr214, align 8
  %sunkaddr215 = mul i64 %loop.index.161.us66.us.us, 8
  %sunkaddr216 = getelementptr i8, ptr %.62.fca.0.4.load, i64 %sunkaddr215
  %sunkaddr217 = getelementptr i8, ptr %sunkaddr216, i64 32
  %.377.us75.us.us.4 = load double, ptr %sunkaddr217, align 8
  %.12.le.i13.4 = tail call double @llvm.cos.f64(double %.377.us75.us.us.4)
  %.17.i14.4 = fmul double %.377.us75.us.us.4, %.12.le.i13.4
  %sunkaddr218 = mul i64 %loop.index.161.us66.us.us, 8
  %sunkaddr219 = getelementptr i8, ptr %.6.i, i64 %sunkaddr218
  %sunkaddr220 = getelementptr i8, ptr %sunkaddr219, i64 32
  store double %.17.i14.4, ptr %sunkaddr220, align 8
  %sunkaddr221 = mul i64 %loop.index.161.us66.us.us, 8
  %sunkaddr222 = getelementptr i8, ptr %.62.fca.0.4.load, i64 %sunkaddr221
  %sunkaddr223 = getelementptr i8, ptr %sunkaddr222, i64 40
  %.377.us75.us.us.5 = load double, ptr %sunkaddr223, align 8
  %.12.le.i13.5 = tail call double @llvm.cos.f64(double %.377.us75.us.us.5)
  %.17.i14.5 = fmul double %.377.us75.us.us.5, %.12.le.i13.5
  %sunkaddr224 = mul i64 %loop.index.161.us66.us.us, 8
  %sunkaddr225 = getelementptr i8, ptr %.6.i, i64 %sunkaddr224
  %sunkaddr226 = getelementptr i8, ptr %sunkaddr225, i64 40
  store double %.17.i14.5, ptr %sunkaddr226, align 8
  %sunkaddr227 = mul i64 %loop.index.161.us66.us.us, 8
  %sunkaddr228 = getelementptr i8, ptr %.62.fca.0.4.load, i64 %sunkaddr227
  %sunkaddr229 = getelementptr i8, ptr %sunkaddr228, i64 48
  %.377.us75.us.us.6 = load double, ptr %sunkaddr229, align 8
  %.12.le.i13.6 = tail call double @llvm.cos.f64(double %.377.us75.us.us.6)
  %.17.i14.6 = fmul double %.377.us75.us.us.6, %.12.le.i13.6
  %sunkaddr230 = mul i64 %loop.index.161.us66.us.us, 8
  %sunkaddr231 = getelementptr i8, ptr %.6.i, i64 %sunkaddr230
  %sunkaddr232 = getelementptr i8, ptr %sunkaddr231, i64 48
  store double %.17.i14.6, ptr %sunkaddr232, align 8
  %sunkaddr233 = mul i64 %loop.index.161.us66.us.us, 8
  %sunkaddr234 = getelementptr i8, ptr %.62.fca.0.4.load, i64 %sunkaddr233
  %sunkaddr235 = getelementptr i8, ptr %sunkaddr234, i64 56
  %.377.us75.us.us.7 = load double, ptr %sunkaddr235, align 8
  %.12.le.i13.7 = tail call double @llvm.cos.f64(double %.377.us75.us.us.7)
  %.17.i14.7 = fmul double %.377.us75.us.us.7, %.12.le.i13.7
  %sunkaddr236 = mul i64 %loop.index.161.us66.us.us, 8
  %sunkaddr237 = getelementptr i8, ptr %.6.i, i64 %sunkaddr236
  %sunkaddr238 = getelementptr i8, ptr %sunkaddr237, i64 56
  store double %.17.i14.7, ptr %sunkaddr238, align 8
  %.409.us71.us.us.7 = add nuw nsw i64 %loop.index.161.us66.us.us, 8
  %exitcond144.not.7 = icmp eq i64 %.62.fca.0.5.1.load.fr, %.409.us71.us.us.7
  br i1 %exitcond144.not.7, label %for.end, label %for.body.1.endif.endif.endif.us68.us.us, !llvm.loop !21

for.body.1.endif.endif.endif.us96:                ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %.377.us94 = load double, ptr %.62.fca.0.4.load, align 8
  %.12.le.i15 = tail call double @llvm.cos.f64(double %.377.us94)
  %.17.i16 = fmul double %.377.us94, %.12.le.i15
  store double %.17.i16, ptr %.6.i, align 8
  br label %for.end

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.1.endif.endif.endif.us.us108.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, %for.body.1.endif.endif.endif.us68.us.us, %for.body.1.endif.endif.endif.us.us108.us.prol.loopexit, %for.body.1.endif.endif.endif.us68.us.us.prol.loopexit, %middle.block50, %middle.block, %for.body.1.endif.endif.endif.us96, %for.cond.1.preheader.lr.ph, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.62.fca.0.0.load)
  store double 0.000000e+00, ptr %.418, align 8
  %.426 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v90B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.418, ptr nonnull %excinfo.5, ptr nonnull %.7.i.i, ptr null, i64 %.271, i64 8, ptr %.6.i, i64 %.62.fca.0.5.0.load.fr, i64 %.62.fca.0.5.1.load.fr, i64 %.274, i64 8)
  %cond22 = icmp eq i32 %.426, 0
  br i1 %cond22, label %for.end.endif, label %for.end.if.if, !prof !0

for.end.endif:                                    ; preds = %for.end
  %.436 = load double, ptr %.418, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store double %.436, ptr %retptr, align 8
  br label %common.ret

for.end.if.if:                                    ; preds = %for.end
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define ptr @_ZN7cpython7kernels12lstsq_matrixB3v74B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.lstsq_matrix, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.e...if.2 ], [ %.106, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.e...endif.2.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels12lstsq_matrixB3v74B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels12lstsq_matrixB3v74B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !1

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
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.45, i8 0, i64 72, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr8 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr8, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !1

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
  %.60.fca.5.1.load = load i64, ptr %sunkaddr13, align 8
  %sunkaddr14 = getelementptr inbounds i8, ptr %.45, i64 56
  %.60.fca.6.0.load = load i64, ptr %sunkaddr14, align 8
  %sunkaddr15 = getelementptr inbounds i8, ptr %.45, i64 64
  %.60.fca.6.1.load = load i64, ptr %sunkaddr15, align 8
  store double 0.000000e+00, ptr %.69, align 8
  %.81 = call i32 @_ZN7kernels12lstsq_matrixB3v74B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.69, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr %.60.fca.1.load, i64 %.60.fca.2.load, i64 8, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 %.60.fca.5.1.load, i64 %.60.fca.6.0.load, i64 %.60.fca.6.1.load) #4
  %.82 = load ptr, ptr %excinfo, align 8
  %.91 = load double, ptr %.69, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.81, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.89 = icmp sgt i32 %.81, 0
  br i1 %.89, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.106 = call ptr @PyFloat_FromDouble(double %.91)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.111 = load { ptr, i32, ptr, ptr, i32 }, ptr %.82, align 8
  %.112 = extractvalue { ptr, i32, ptr, ptr, i32 } %.111, 4
  %.113 = icmp sgt i32 %.112, 0
  %.116 = extractvalue { ptr, i32, ptr, ptr, i32 } %.111, 0
  %.118 = extractvalue { ptr, i32, ptr, ptr, i32 } %.111, 1
  br i1 %.113, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.81, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.119 = sext i32 %.118 to i64
  %.120 = call ptr @PyBytes_FromStringAndSize(ptr %.116, i64 %.119)
  %.121 = load { ptr, i32, ptr, ptr, i32 }, ptr %.82, align 8
  %.122 = extractvalue { ptr, i32, ptr, ptr, i32 } %.121, 2
  %.124 = extractvalue { ptr, i32, ptr, ptr, i32 } %.121, 3
  %.126 = call ptr %.124(ptr %.122)
  %.127 = icmp eq ptr %.126, null
  br i1 %.127, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.140 = extractvalue { ptr, i32, ptr, ptr, i32 } %.111, 2
  %.141 = call ptr @numba_unpickle(ptr %.116, i32 %.118, ptr %.140)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.143 = phi ptr [ %.131, %entry.endif.endif.endif.e...endif ], [ %.141, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.144.not = icmp eq ptr %.143, null
  br i1 %.144.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !1

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.131 = call ptr @numba_runtime_build_excinfo_struct(ptr %.120, ptr nonnull %.126)
  call void @NRT_Free(ptr nonnull %.82)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.143)
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

define double @cfunc._ZN7kernels12lstsq_matrixB3v74B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2) local_unnamed_addr {
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
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 0
  %extracted.parent.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 5
  %.12 = extractvalue [2 x i64] %extracted.shape.1, 0
  %.13 = extractvalue [2 x i64] %extracted.shape.1, 1
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 6
  %.14 = extractvalue [2 x i64] %extracted.strides.1, 0
  %.15 = extractvalue [2 x i64] %extracted.strides.1, 1
  %.16 = call i32 @_ZN7kernels12lstsq_matrixB3v74B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.12, i64 %.13, i64 %.14, i64 %.15) #4
  %.17 = load ptr, ptr %excinfo, align 8
  %.26 = load double, ptr %.4, align 8
  %.28 = alloca i32, align 4
  store i32 0, ptr %.28, align 4
  %cond = icmp eq i32 %.16, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !0

entry.if:                                         ; preds = %entry
  %.24 = icmp sgt i32 %.16, 0
  call void @numba_gil_ensure(ptr nonnull %.28)
  br i1 %.24, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.31, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.26, %.31 ], [ %.26, %entry ]
  ret double %common.ret.op

.31:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.79 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.79)
  call void @Py_DecRef(ptr %.79)
  call void @numba_gil_release(ptr nonnull %.28)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.34 = load { ptr, i32, ptr, ptr, i32 }, ptr %.17, align 8
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.34, 4
  %.36 = icmp sgt i32 %.35, 0
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.34, 0
  %.41 = extractvalue { ptr, i32, ptr, ptr, i32 } %.34, 1
  br i1 %.36, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.16, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.31
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.42 = sext i32 %.41 to i64
  %.43 = call ptr @PyBytes_FromStringAndSize(ptr %.39, i64 %.42)
  %.44 = load { ptr, i32, ptr, ptr, i32 }, ptr %.17, align 8
  %.45 = extractvalue { ptr, i32, ptr, ptr, i32 } %.44, 2
  %.47 = extractvalue { ptr, i32, ptr, ptr, i32 } %.44, 3
  %.49 = call ptr %.47(ptr %.45)
  %.50 = icmp eq ptr %.49, null
  br i1 %.50, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.63 = extractvalue { ptr, i32, ptr, ptr, i32 } %.34, 2
  %.64 = call ptr @numba_unpickle(ptr %.39, i32 %.41, ptr %.63)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.66 = phi ptr [ %.54, %entry.if.if.if.endif ], [ %.64, %entry.if.if.else ]
  %.67.not = icmp eq ptr %.66, null
  br i1 %.67.not, label %.31, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.54 = call ptr @numba_runtime_build_excinfo_struct(ptr %.43, ptr nonnull %.49)
  call void @NRT_Free(ptr nonnull %.17)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.66)
  br label %.31

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.31

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.31
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

define linkonce_odr range(i32 -1, -2) i32 @_ZN5numba2np6linalg10lstsq_impl12_3clocals_3e10lstsq_implB3v75B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedEN24omitted_28default_3d_2d15_0_29E(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
B0.endif:
  %.27.i = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  %.472 = alloca ptr, align 8
  %excinfo.10 = alloca ptr, align 8
  store ptr null, ptr %excinfo.10, align 8
  %.816 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.15 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.816, i8 0, i64 56, i1 false)
  store ptr null, ptr %excinfo.15, align 8
  %.872 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.16 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.872, i8 0, i64 72, i1 false)
  store ptr null, ptr %excinfo.16, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  %.80.i = icmp eq i64 %arg.a.2, 0
  br label %B44.i

B648:                                             ; preds = %B0.endif.endif.endif.endi...endif.1.endif.endif.endif
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 0, i32 32), !noalias !22
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B648.if.if, label %B648.endif, !prof !1

B694:                                             ; preds = %B0.endif.endif.endif.endi...endif.1.endif.endif.endif
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.816, i8 0, i64 56, i1 false)
  %.824 = call i32 @_ZN5numba2np6linalg20_lstsq_residual_impl12_3clocals_3e9real_implB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedExx(ptr nonnull %.816, ptr nonnull %excinfo.15, ptr nonnull %.7.i.i.i36, ptr null, i64 %.51.i, i64 8, ptr %.6.i.i39, i64 %.13.i32, i64 %arg.b.5.1, i64 8, i64 %.54.i, i64 %arg.a.5.1, i64 %arg.b.5.1)
  %cond1 = icmp eq i32 %.824, 0
  br i1 %cond1, label %B694.endif, label %B694.if.if, !prof !0

B728:                                             ; preds = %B694.endif, %B648.endif
  %.834.fca.0.load.sink635.in.sroa.speculated = phi ptr [ %.834.fca.0.load.sink635.in.sroa.speculate.load.B694.endif, %B694.endif ], [ %.7.i.i.i, %B648.endif ]
  %res.2.sroa.48.0 = phi i64 [ %.834.fca.6.0.load, %B694.endif ], [ 8, %B648.endif ]
  %res.2.sroa.40.0 = phi i64 [ %.834.fca.5.0.load, %B694.endif ], [ 0, %B648.endif ]
  %res.2.sroa.32.0 = phi ptr [ %.834.fca.4.load, %B694.endif ], [ %.6.i.i, %B648.endif ]
  %res.2.sroa.24.0 = phi i64 [ %.834.fca.3.load, %B694.endif ], [ 8, %B648.endif ]
  %res.2.sroa.16.0 = phi i64 [ %.834.fca.2.load, %B694.endif ], [ 0, %B648.endif ]
  %res.2.sroa.8.0 = phi ptr [ %.834.fca.1.load, %B694.endif ], [ null, %B648.endif ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.872, i8 0, i64 72, i1 false)
  %.884 = call i32 @_ZN5numba2np6linalg20_lstsq_solution_impl12_3clocals_3e9twoD_implB3v89B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedEx(ptr nonnull %.872, ptr nonnull %excinfo.16, ptr %arg.b.0, ptr %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, ptr nonnull %.7.i.i.i36, ptr null, i64 %.51.i, i64 8, ptr %.6.i.i39, i64 %.13.i32, i64 %arg.b.5.1, i64 8, i64 %.54.i, i64 %arg.a.5.1)
  %.894.fca.0.load = load ptr, ptr %.872, align 8
  %sunkaddr = getelementptr inbounds nuw i8, ptr %.872, i64 8
  %.894.fca.1.load = load ptr, ptr %sunkaddr, align 8
  %sunkaddr208 = getelementptr inbounds nuw i8, ptr %.872, i64 16
  %.894.fca.2.load = load i64, ptr %sunkaddr208, align 8
  %sunkaddr209 = getelementptr inbounds nuw i8, ptr %.872, i64 24
  %.894.fca.3.load = load i64, ptr %sunkaddr209, align 8
  %sunkaddr210 = getelementptr inbounds nuw i8, ptr %.872, i64 32
  %.894.fca.4.load = load ptr, ptr %sunkaddr210, align 8
  %sunkaddr211 = getelementptr inbounds nuw i8, ptr %.872, i64 40
  %.894.fca.5.0.load = load i64, ptr %sunkaddr211, align 8
  %sunkaddr212 = getelementptr inbounds nuw i8, ptr %.872, i64 48
  %.894.fca.5.1.load = load i64, ptr %sunkaddr212, align 8
  %sunkaddr213 = getelementptr inbounds nuw i8, ptr %.872, i64 56
  %.894.fca.6.0.load = load i64, ptr %sunkaddr213, align 8
  %sunkaddr214 = getelementptr inbounds nuw i8, ptr %.872, i64 64
  %.894.fca.6.1.load = load i64, ptr %sunkaddr214, align 8
  %inserted.meminfo.8 = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } undef, ptr %.894.fca.0.load, 0
  %inserted.parent.8 = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.meminfo.8, ptr %.894.fca.1.load, 1
  %inserted.nitems.8 = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.parent.8, i64 %.894.fca.2.load, 2
  %inserted.itemsize.8 = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.nitems.8, i64 %.894.fca.3.load, 3
  %inserted.data.8 = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.itemsize.8, ptr %.894.fca.4.load, 4
  %.903 = insertvalue [2 x i64] undef, i64 %.894.fca.5.0.load, 0
  %.905 = insertvalue [2 x i64] %.903, i64 %.894.fca.5.1.load, 1
  %inserted.shape.8 = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.data.8, [2 x i64] %.905, 5
  %.907 = insertvalue [2 x i64] undef, i64 %.894.fca.6.0.load, 0
  %.909 = insertvalue [2 x i64] %.907, i64 %.894.fca.6.1.load, 1
  %inserted.strides.8 = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.shape.8, [2 x i64] %.909, 6
  %cond2 = icmp eq i32 %.884, 0
  br i1 %cond2, label %B728.endif.endif.if, label %B728.if.if, !prof !0

B44.i:                                            ; preds = %B44.endif.i, %B0.endif
  %.208148.i = phi i64 [ %.208..i, %B44.endif.i ], [ 0, %B0.endif ]
  %.158146.in.i = phi i1 [ %.209.i, %B44.endif.i ], [ %.80.i, %B0.endif ]
  br i1 %.158146.in.i, label %B0.endif.endif, label %B44.endif.i, !prof !1

B44.endif.i:                                      ; preds = %B44.i
  %.179.i = getelementptr double, ptr %arg.a.4, i64 %.208148.i
  %.208.i = add nsw i64 %.208148.i, 1
  %.209.i = icmp sge i64 %.208.i, %arg.a.2
  %.208..i = select i1 %.209.i, i64 0, i64 %.208.i, !prof !1
  %.262.i = load double, ptr %.179.i, align 8, !noalias !32
  %.271.le.i = fsub double %.262.i, %.262.i
  %.272.le.i = fcmp ord double %.271.le.i, 0.000000e+00
  br i1 %.272.le.i, label %B44.i, label %B0.endif.if.if

common.ret:                                       ; preds = %B728.endif.endif.endif.endif.endif.else.endif.endif, %B728.endif.endif.endif.endif.if.if, %B728.endif.endif.endif.if, %B728.if.if, %B694.if.if, %B648.if.if, %B0.endif.endif.endif.endi...endif.1.endif.endif.if.if, %B0.endif.endif.endif.endi...endif.1.endif.if.if, %B0.endif.endif.endif.endi...endif.1.if.if, %B0.endif.endif.endif.endi...if.1.if, %B0.endif.endif.endif.endi...if, %B0.endif.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if.if, %B0.endif.endif.if.if, %B0.endif.if.if
  %common.ret.op = phi i32 [ 0, %B728.endif.endif.endif.endif.endif.else.endif.endif ], [ 1, %B0.endif.if.if ], [ 1, %B0.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 1, %B728.endif.endif.endif.endif.if.if ], [ 1, %B728.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endi...if ], [ %.484, %B0.endif.endif.endif.endi...if.1.if ], [ 1, %B0.endif.endif.endif.endi...endif.1.if.if ], [ 1, %B0.endif.endif.endif.endi...endif.1.endif.if.if ], [ 1, %B0.endif.endif.endif.endi...endif.1.endif.endif.if.if ], [ 1, %B648.if.if ], [ 1, %B694.if.if ], [ 1, %B728.if.if ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %B44.i
  %.80.i14 = icmp eq i64 %arg.b.2, 0
  br label %B44.i15

B44.i15:                                          ; preds = %B44.endif.i18, %B0.endif.endif
  %.208148.i16 = phi i64 [ %.208..i22, %B44.endif.i18 ], [ 0, %B0.endif.endif ]
  %.158146.in.i17 = phi i1 [ %.209.i21, %B44.endif.i18 ], [ %.80.i14, %B0.endif.endif ]
  br i1 %.158146.in.i17, label %B0.endif.endif.endif, label %B44.endif.i18, !prof !1

B44.endif.i18:                                    ; preds = %B44.i15
  %.179.i19 = getelementptr double, ptr %arg.b.4, i64 %.208148.i16
  %.208.i20 = add nsw i64 %.208148.i16, 1
  %.209.i21 = icmp sge i64 %.208.i20, %arg.b.2
  %.208..i22 = select i1 %.209.i21, i64 0, i64 %.208.i20, !prof !1
  %.262.i23 = load double, ptr %.179.i19, align 8, !noalias !36
  %.271.le.i24 = fsub double %.262.i23, %.262.i23
  %.272.le.i25 = fcmp ord double %.271.le.i24, 0.000000e+00
  br i1 %.272.le.i25, label %B44.i15, label %B0.endif.endif.if.if

B0.endif.if.if:                                   ; preds = %B44.endif.i
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B44.i15
  %.115.i = icmp eq i64 %arg.a.5.0, 0
  %.118.i = icmp eq i64 %arg.b.5.0, 0
  %or.cond.i = select i1 %.115.i, i1 true, i1 %.118.i
  %.123.i = icmp eq i64 %arg.a.5.1, 0
  %or.cond64.i = select i1 %or.cond.i, i1 true, i1 %.123.i
  %.128.i = icmp eq i64 %arg.b.5.1, 0
  %or.cond65.i = select i1 %or.cond64.i, i1 true, i1 %.128.i
  br i1 %or.cond65.i, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif

B0.endif.endif.if.if:                             ; preds = %B44.endif.i18
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.78.not.i = icmp eq i64 %arg.a.5.0, %arg.b.5.0
  br i1 %.78.not.i, label %B0.endif.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.if.if

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.ab5990856106d16faac57b2b53098d0b7e08832a, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif
  store ptr @.const.picklebuf.5e0c29d0471e56c578b492d5b816f28859381306, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif
  %.13.i = tail call i64 @llvm.smin.i64(i64 %arg.a.5.1, i64 %arg.a.5.0)
  %.13.i32 = tail call i64 @llvm.smax.i64(i64 %arg.a.5.1, i64 %arg.a.5.0)
  call void @llvm.lifetime.start.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !40
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !40
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.27.i, i8 0, i64 72, i1 false), !noalias !40
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.27.i, ptr nonnull %excinfo.1.i, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !40
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.endif.endif.if.if, !prof !0

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 32
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 16
  %.45.fca.0.load.i = load ptr, ptr %.27.i, align 8, !noalias !40
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !40
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !40
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !40
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.29.i = icmp slt i64 %arg.b.5.1, 0
  %.36.i34 = icmp slt i64 %.13.i32, 0
  %or.cond207 = select i1 %.29.i, i1 true, i1 %.36.i34, !prof !44
  br i1 %or.cond207, label %B0.endif.endif.endif.endi...if, label %B0.endif.endif.endif.endif.i35, !prof !44

B0.endif.endif.endif.endif.i35:                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.b.5.1, i64 %.13.i32)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %.54.i = shl i64 %.13.i32, 3
  %0 = add i64 %.51.i, -1152921504606846976
  %.57.i = icmp ult i64 %0, -2305843009213693952
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B0.endif.endif.endif.endi...if, label %B0.endif.endif.endif.endif.endif.i, !prof !1

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i35
  %.56.i = shl nsw i64 %.51.i, 3
  %.7.i.i.i36 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !45
  %.8.i.i.i37 = icmp eq ptr %.7.i.i.i36, null
  br i1 %.8.i.i.i37, label %B0.endif.endif.endif.endi...if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.36.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !40
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.36.i, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i38 = getelementptr i8, ptr %.7.i.i.i36, i64 24
  %.6.i.i39 = load ptr, ptr %.5.i.i38, align 8, !noalias !55
  %.484 = call i32 @_ZN5numba2np6linalg22_system_copy_in_b_impl12_3clocals_3e9twoD_implB3v79B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedEx(ptr nonnull %.472, ptr nonnull %excinfo.10, ptr nonnull %.7.i.i.i36, ptr null, i64 %.51.i, i64 8, ptr %.6.i.i39, i64 %.13.i32, i64 %arg.b.5.1, i64 8, i64 %.54.i, ptr %arg.b.0, ptr %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, i64 %arg.b.5.1)
  %cond = icmp eq i32 %.484, 0
  br i1 %cond, label %B0.endif.endif.endif.endi...endif.1, label %B0.endif.endif.endif.endi...if.1.if, !prof !0

B0.endif.endif.endif.endi...if:                   ; preds = %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i35, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %excinfo.9.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.22, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.21, %B0.endif.endif.endif.endif.i35 ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B0.endif.endif.endif.endif.endif.endif.endif.endif ]
  store ptr %excinfo.9.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endi...endif.1:              ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif
  %.15.i = icmp slt i64 %.13.i, 0
  br i1 %.15.i, label %B0.endif.endif.endif.endi...endif.1.if.if, label %B0.endif.endif.i, !prof !1

B0.endif.endif.i:                                 ; preds = %B0.endif.endif.endif.endi...endif.1
  %.31.i = icmp samesign ugt i64 %.13.i, 1152921504606846975
  br i1 %.31.i, label %B0.endif.endif.endif.endi...endif.1.if.if, label %B0.endif.endif.endif.i45, !prof !1

B0.endif.endif.endif.i45:                         ; preds = %B0.endif.endif.i
  %.30.i = shl nuw nsw i64 %.13.i, 3
  %.7.i.i.i46 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !56
  %.8.i.i.i47 = icmp eq ptr %.7.i.i.i46, null
  br i1 %.8.i.i.i47, label %B0.endif.endif.endif.endi...endif.1.if.if, label %B0.endif.endif.endif.endi...endif.1.endif, !prof !1

B0.endif.endif.endif.endi...if.1.if:              ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif
  %.492 = icmp sgt i32 %.484, 0
  %.485 = load ptr, ptr %excinfo.10, align 8
  %.493 = select i1 %.492, ptr %.485, ptr undef
  store ptr %.493, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endi...endif.1.endif:        ; preds = %B0.endif.endif.endif.i45
  %.5.i.i49 = getelementptr i8, ptr %.7.i.i.i46, i64 24
  %.6.i.i50 = load ptr, ptr %.5.i.i49, align 8, !noalias !66
  %inserted.meminfo.4 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.7.i.i.i46, 0
  %inserted.parent.4 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.4, ptr null, 1
  %.7.i.i.i63 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 4, i32 32), !noalias !67
  %.8.i.i.i64 = icmp eq ptr %.7.i.i.i63, null
  br i1 %.8.i.i.i64, label %B0.endif.endif.endif.endi...endif.1.endif.if.if, label %B0.endif.endif.endif.endi...endif.1.endif.endif, !prof !1

B0.endif.endif.endif.endi...endif.1.if.if:        ; preds = %B0.endif.endif.endif.i45, %B0.endif.endif.i, %B0.endif.endif.endif.endi...endif.1
  %excinfo.11.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.42, %B0.endif.endif.endif.i45 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.41, %B0.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.40, %B0.endif.endif.endif.endi...endif.1 ]
  store ptr %excinfo.11.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endi...endif.1.endif.endif:  ; preds = %B0.endif.endif.endif.endi...endif.1.endif
  %.5.i.i66 = getelementptr i8, ptr %.7.i.i.i63, i64 24
  %.6.i.i67 = load ptr, ptr %.5.i.i66, align 8, !noalias !77
  %.688 = tail call i32 @numba_ez_gelsd(i8 100, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.b.5.1, ptr %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i39, i64 %.13.i32, ptr %.6.i.i50, double -1.000000e+00, ptr %.6.i.i67)
  %.9.not.i = icmp eq i32 %.688, 0
  br i1 %.9.not.i, label %B0.endif.endif.endif.endi...endif.1.endif.endif.endif, label %B16.i

B16.i:                                            ; preds = %B0.endif.endif.endif.endi...endif.1.endif.endif
  %.13.i76 = icmp slt i32 %.688, 0
  br i1 %.13.i76, label %B28.i, label %B0.endif.endif.endif.endi...endif.1.endif.endif.if.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !78
  br label %B0.endif.endif.endif.endi...endif.1.endif.endif.if.if

B0.endif.endif.endif.endi...endif.1.endif.if.if:  ; preds = %B0.endif.endif.endif.endi...endif.1.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.53, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endi...endif.1.endif.endif.endif: ; preds = %B0.endif.endif.endif.endi...endif.1.endif.endif
  %.746 = load i32, ptr %.6.i.i67, align 4
  %.752 = sext i32 %.746 to i64
  %.753 = icmp sgt i64 %arg.a.5.1, %.752
  %.757 = icmp sle i64 %arg.a.5.0, %arg.a.5.1
  %or.cond = select i1 %.753, i1 true, i1 %.757
  br i1 %or.cond, label %B648, label %B694

B0.endif.endif.endif.endi...endif.1.endif.endif.if.if: ; preds = %B28.i, %B16.i
  %excinfo.13.0.ph = phi ptr [ @.const.picklebuf.970d0a432693447cc08d66fac37abbebcafc3249, %B28.i ], [ @.const.picklebuf.6f486ff4f12781578be88a8acb8229a7ce402b9c, %B16.i ]
  store ptr %excinfo.13.0.ph, ptr %excinfo, align 8
  br label %common.ret

B648.endif:                                       ; preds = %B648
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !82
  br label %B728

B648.if.if:                                       ; preds = %B648
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.42, ptr %excinfo, align 8
  br label %common.ret

B694.endif:                                       ; preds = %B694
  %sunkaddr215 = getelementptr inbounds nuw i8, ptr %.816, i64 8
  %.834.fca.1.load = load ptr, ptr %sunkaddr215, align 8
  %sunkaddr216 = getelementptr inbounds nuw i8, ptr %.816, i64 16
  %.834.fca.2.load = load i64, ptr %sunkaddr216, align 8
  %sunkaddr217 = getelementptr inbounds nuw i8, ptr %.816, i64 24
  %.834.fca.3.load = load i64, ptr %sunkaddr217, align 8
  %sunkaddr218 = getelementptr inbounds nuw i8, ptr %.816, i64 32
  %.834.fca.4.load = load ptr, ptr %sunkaddr218, align 8
  %sunkaddr219 = getelementptr inbounds nuw i8, ptr %.816, i64 40
  %.834.fca.5.0.load = load i64, ptr %sunkaddr219, align 8
  %sunkaddr220 = getelementptr inbounds nuw i8, ptr %.816, i64 48
  %.834.fca.6.0.load = load i64, ptr %sunkaddr220, align 8
  %.834.fca.0.load.sink635.in.sroa.speculate.load.B694.endif = load ptr, ptr %.816, align 8
  br label %B728

B694.if.if:                                       ; preds = %B694
  %.825 = load ptr, ptr %excinfo.15, align 8
  store ptr %.825, ptr %excinfo, align 8
  br label %common.ret

B728.if.if:                                       ; preds = %B728
  %.885 = load ptr, ptr %excinfo.16, align 8
  store ptr %.885, ptr %excinfo, align 8
  br label %common.ret

B728.endif.endif.if:                              ; preds = %B728
  tail call void @NRT_decref(ptr %arg.b.0)
  tail call void @NRT_decref(ptr %.45.fca.0.load.i)
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i36)
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i63)
  %.994 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 56, ptr nonnull @.dtor.list.int64)
  %.995 = icmp eq ptr %.994, null
  br i1 %.995, label %B728.endif.endif.endif.if, label %B728.endif.endif.endif.endif, !prof !1

B728.endif.endif.endif.if:                        ; preds = %B728.endif.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B728.endif.endif.endif.endif:                     ; preds = %B728.endif.endif.if
  %.5.i = getelementptr i8, ptr %.994, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.1007 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 4, ptr %.1007, align 8
  %.6.i79 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i79, align 8
  %.6.i81 = load ptr, ptr %.5.i, align 8
  %.1019 = getelementptr inbounds nuw i8, ptr %.6.i81, i64 16
  store i8 0, ptr %.1019, align 1
  %.6.i83 = load ptr, ptr %.5.i, align 8
  %.1032 = getelementptr inbounds nuw i8, ptr %.6.i83, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %.1032, i8 0, i64 32, i1 false)
  %.6.i85 = load ptr, ptr %.5.i, align 8
  store i64 4, ptr %.6.i85, align 8
  %.6.i87 = load ptr, ptr %.5.i, align 8
  %.1072 = getelementptr inbounds nuw i8, ptr %.6.i87, i64 24
  store i64 %.45.fca.2.load.i, ptr %.1072, align 8
  %.6.i89 = load ptr, ptr %.5.i, align 8
  %.1087 = getelementptr i8, ptr %.6.i89, i64 32
  store i64 %.51.i, ptr %.1087, align 8
  %.6.i91 = load ptr, ptr %.5.i, align 8
  %.1101 = getelementptr i8, ptr %.6.i91, i64 40
  store i64 %.13.i, ptr %.1101, align 8
  %.6.i93 = load ptr, ptr %.5.i, align 8
  %.1115 = getelementptr i8, ptr %.6.i93, i64 48
  store i64 1, ptr %.1115, align 8
  %.6.i.i95 = load ptr, ptr %.5.i, align 8, !noalias !83
  %.26.i = load i64, ptr %.6.i.i95, align 8, !noalias !83
  %.27.i96 = icmp slt i64 %.26.i, 1
  br i1 %.27.i96, label %B728.endif.endif.endif.endif.if.if, label %B728.endif.endif.endif.endif.endif.else.endif.endif, !prof !1

B728.endif.endif.endif.endif.if.if:               ; preds = %B728.endif.endif.endif.endif
  store ptr @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.86, ptr %excinfo, align 8
  br label %common.ret

B728.endif.endif.endif.endif.endif.else.endif.endif: ; preds = %B728.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.994)
  %.1324 = insertvalue { { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i32, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } } undef, { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.strides.8, 0
  %.1392 = insertvalue [1 x i64] undef, i64 %res.2.sroa.40.0, 0
  %.1394 = insertvalue [1 x i64] undef, i64 %res.2.sroa.48.0, 0
  %.1395 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.834.fca.0.load.sink635.in.sroa.speculated, 0
  %.1396 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1395, ptr %res.2.sroa.8.0, 1
  %.1397 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1396, i64 %res.2.sroa.16.0, 2
  %.1398 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1397, i64 %res.2.sroa.24.0, 3
  %.1399 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1398, ptr %res.2.sroa.32.0, 4
  %.1400 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1399, [1 x i64] %.1392, 5
  %.1401 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1400, [1 x i64] %.1394, 6
  %.1403 = insertvalue [1 x i64] undef, i64 %.13.i, 0
  %.1408 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.4, i64 %.13.i, 2
  %.1409 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1408, i64 8, 3
  %.1410 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1409, ptr %.6.i.i50, 4
  %.1411 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1410, [1 x i64] %.1403, 5
  %.1412 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1411, [1 x i64] [i64 8], 6
  %.1414 = insertvalue { { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i32, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } } %.1324, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1401, 1
  %.1415 = insertvalue { { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i32, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } } %.1414, i32 %.746, 2
  %.1416 = insertvalue { { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i32, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } } %.1415, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1412, 3
  store { { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i32, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } } %.1416, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

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
  br i1 %.15.i, label %B0.if.if, label %B0.endif.endif.i, !prof !1

B0.endif.endif.i:                                 ; preds = %B0
  %const = bitcast i64 1152921504606846975 to i64
  %.31.i = icmp samesign ugt i64 %arg.nrhs, %const
  br i1 %.31.i, label %B0.if.if, label %B0.endif.endif.endif.i, !prof !1

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.30.i = shl nuw nsw i64 %arg.nrhs, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !87
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if.if, label %B0.endif.endif, !prof !1

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
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.64, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.3, %B0.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.65, %B0 ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !97
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
  br i1 %2, label %B82.else.if, label %B82.else.endif, !prof !1

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
  br i1 %7, label %B82.endif.endif.endif.if, label %B82.endif.endif.endif.endif, !prof !98

B82.else.if:                                      ; preds = %B82.else
  br label %B82.else.endif

B82.else.endif:                                   ; preds = %B82.else.if, %B82.else
  %.224.sroa.0.1 = phi i64 [ 0, %B82.else.if ], [ %.236, %B82.else ]
  %8 = icmp slt i64 %.236, %arg.b.5.0
  br i1 %8, label %B128.i, label %B82.else.endif.if, !prof !99

B82.else.endif.if:                                ; preds = %B82.else.endif
  br label %B128.i

B82.endif.endif.endif.if:                         ; preds = %B150.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.66, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B82.endif.endif.endif.endif:                      ; preds = %B150.i, %B128.i
  %dest_shape.046 = phi i64 [ %.321, %B150.i ], [ 1, %B128.i ]
  %.440 = shl i64 %dest_shape.046, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.440, i32 32), !noalias !100
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B82.endif.endif.endif.endif.if.if, label %B82.endif.endif.endif.endif.endif, !prof !1

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
  %.pre = load double, ptr %.348, align 8, !alias.scope !107
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
  store <8 x double> %12, ptr %sunkaddr98, align 8, !alias.scope !110, !noalias !107
  %sunkaddr99 = mul i64 %index72, 8
  %sunkaddr100 = getelementptr i8, ptr %.6.i, i64 %sunkaddr99
  %sunkaddr101 = getelementptr i8, ptr %sunkaddr100, i64 64
  store <8 x double> %12, ptr %sunkaddr101, align 8, !alias.scope !110, !noalias !107
  %sunkaddr102 = mul i64 %index72, 8
  %sunkaddr103 = getelementptr i8, ptr %.6.i, i64 %sunkaddr102
  %sunkaddr104 = getelementptr i8, ptr %sunkaddr103, i64 128
  store <8 x double> %12, ptr %sunkaddr104, align 8, !alias.scope !110, !noalias !107
  %sunkaddr105 = mul i64 %index72, 8
  %sunkaddr106 = getelementptr i8, ptr %.6.i, i64 %sunkaddr105
  %sunkaddr107 = getelementptr i8, ptr %sunkaddr106, i64 192
  store <8 x double> %12, ptr %sunkaddr107, align 8, !alias.scope !110, !noalias !107
  %index.next73 = add nuw nsw i64 %index72, 32
  %13 = icmp eq i64 %n.vec70, %index.next73
  br i1 %13, label %middle.block74, label %vector.body71, !llvm.loop !112

middle.block74:                                   ; preds = %vector.body71
  %cmp.n75 = icmp eq i64 %dest_shape.046, %n.vec70
  br i1 %cmp.n75, label %.89.endif.preheader.i.thread, label %vec.epilog.iter.check78

vec.epilog.iter.check78:                          ; preds = %middle.block74
  %14 = and i64 %dest_shape.046, 28
  %min.epilog.iters.check79 = icmp eq i64 %14, 0
  br i1 %min.epilog.iters.check79, label %for.body.endif.endif.preheader, label %vec.epilog.ph80, !prof !113

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
  store <4 x double> %16, ptr %scevgep110, align 8, !alias.scope !110, !noalias !107
  %index.next87 = add nuw i64 %index86, 4
  %18 = icmp eq i64 %n.vec82, %index.next87
  br i1 %18, label %vec.epilog.middle.block88, label %vec.epilog.vector.body85, !llvm.loop !114

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
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.prol.loopexit, label %for.body.endif.endif.prol, !llvm.loop !115

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
  br i1 %36, label %middle.block, label %vector.body, !llvm.loop !116

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.046, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i.thread, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %37 = and i64 %dest_shape.046, 28
  %min.epilog.iters.check = icmp eq i64 %37, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.us.preheader, label %vec.epilog.ph, !prof !113

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
  br i1 %40, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !117

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
  br i1 %prol.iter95.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !118

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
  br i1 %exitcond209.not.7, label %.89.endif.preheader.i.thread, label %for.body.endif.endif.us, !llvm.loop !119

B82.endif.endif.endif.endif.if.if:                ; preds = %B82.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12.67, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i.thread:                     ; preds = %for.body.endif.endif, %for.body.endif.endif.us, %middle.block, %middle.block74
  tail call void @NRT_decref(ptr %arg.b.0)
  %xtraiter.i2 = and i64 %dest_shape.046, 7
  br label %.89.endif.preheader.new.i

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.us.prol.loopexit, %vec.epilog.middle.block, %for.body.endif.endif.prol.loopexit, %vec.epilog.middle.block88
  tail call void @NRT_decref(ptr %arg.b.0)
  %xtraiter.i = and i64 %dest_shape.046, 7
  %54 = icmp samesign ult i64 %dest_shape.046, 8
  br i1 %54, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !120

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i, %.89.endif.preheader.i.thread
  %xtraiter.i3 = phi i64 [ %xtraiter.i2, %.89.endif.preheader.i.thread ], [ %xtraiter.i, %.89.endif.preheader.i ]
  %const_mat = add i64 %const, -7
  %unroll_iter.i = and i64 %dest_shape.046, %const_mat
  %55 = add nsw i64 %unroll_iter.i, -8
  %56 = and i64 %55, 24
  %lcmp.mod97.not = icmp eq i64 %56, 24
  br i1 %lcmp.mod97.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !121

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
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !122
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i23.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i23.prol, align 8, !noalias !122
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !122
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !122
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !122
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !122
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !122
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !122
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %60 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv93, i64 1)
  %ov = extractvalue { i64, i1 } %60, 1
  %lsr.iv.next94 = add i64 %lsr.iv93, 1
  br i1 %ov, label %.89.endif.i.prol.loopexit.loopexit, label %.89.endif.i.prol, !prof !125, !llvm.loop !126

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
  br i1 %64, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !127

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i3, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %.89.endif.epil.preheader.i, !prof !128

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
  %.106.epil.i = load double, ptr %scevgep188, align 8, !noalias !122
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i4, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %.89.endif.epil.i, !prof !129, !llvm.loop !130

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !122
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i23 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i23, align 8, !noalias !122
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !122
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !122
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !122
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !122
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !122
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !122
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !122
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i23.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i23.1, align 8, !noalias !122
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !122
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !122
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !122
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !122
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !122
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !122
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !122
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i23.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i23.2, align 8, !noalias !122
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !122
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !122
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !122
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !122
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !122
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !122
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !122
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i23.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i23.3, align 8, !noalias !122
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !122
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !122
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !122
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !122
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !122
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !122
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !132, !llvm.loop !133

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
  br i1 %exitcond.not.7, label %.89.endif.preheader.i.thread, label %for.body.endif.endif, !llvm.loop !135

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

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg20_lstsq_solution_impl12_3clocals_3e9twoD_implB3v89B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readnone captures(none) %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr readnone captures(none) %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, ptr %arg.bcpy.0, ptr readnone captures(none) %arg.bcpy.1, i64 %arg.bcpy.2, i64 %arg.bcpy.3, ptr readonly captures(none) %arg.bcpy.4, i64 %arg.bcpy.5.0, i64 %arg.bcpy.5.1, i64 %arg.bcpy.6.0, i64 %arg.bcpy.6.1, i64 %arg.n) local_unnamed_addr {
B0.else:
  tail call void @NRT_incref(ptr %arg.bcpy.0)
  %.115 = icmp slt i64 %arg.bcpy.5.0, 1
  br i1 %.115, label %B0.else.endif.if, label %B0.else.endif.endif, !prof !1

B0.else.endif.if:                                 ; preds = %B0.else
  br label %B0.else.endif.endif

B0.else.endif.endif:                              ; preds = %B0.else.endif.if, %B0.else
  %.95.sroa.0.3 = phi i64 [ %arg.bcpy.5.0, %B0.else.endif.if ], [ 0, %B0.else ]
  %.122 = icmp slt i64 %arg.n, 0
  %.123 = select i1 %.122, i64 %arg.bcpy.5.0, i64 0
  %.124 = add i64 %.123, %arg.n
  %.127 = icmp slt i64 %.124, 0
  br i1 %.127, label %B0.else.endif.endif.if, label %B0.else.endif.endif.endif, !prof !1

B0.else.endif.endif.if:                           ; preds = %B0.else.endif.endif
  br label %B0.else.endif.endif.endif

B0.else.endif.endif.endif:                        ; preds = %B0.else.endif.endif.if, %B0.else.endif.endif
  %.95.sroa.13.1 = phi i64 [ 0, %B0.else.endif.endif.if ], [ %.124, %B0.else.endif.endif ]
  %.132.not = icmp slt i64 %.124, %arg.bcpy.5.0
  br i1 %.132.not, label %B0.endif.else.endif, label %B0.else.endif.endif.endif.if, !prof !99

B0.else.endif.endif.endif.if:                     ; preds = %B0.else.endif.endif.endif
  br label %B0.endif.else.endif

B0.endif.endif:                                   ; preds = %B0.endif.else.endif.if, %B0.endif.else.endif
  %.196.sroa.0.3 = phi i64 [ %arg.bcpy.5.1, %B0.endif.else.endif.if ], [ 0, %B0.endif.else.endif ]
  %.284 = sub i64 %arg.bcpy.5.1, %.196.sroa.0.3
  %.293 = tail call i64 @llvm.smax.i64(i64 %.284, i64 0)
  %.315 = mul i64 %.196.sroa.0.3, %arg.bcpy.5.0
  %0 = getelementptr double, ptr %arg.bcpy.4, i64 %.95.sroa.0.3
  %.317 = getelementptr double, ptr %0, i64 %.315
  %.334 = mul i64 %.293, %.192
  %.392 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.192, i64 %.293)
  %.394 = extractvalue { i64, i1 } %.392, 1
  %.396 = shl i64 %.293, 3
  %1 = add i64 %.334, -1152921504606846976
  %.399 = icmp ult i64 %1, -2305843009213693952
  %.400 = or i1 %.394, %.399
  br i1 %.400, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !1

B0.endif.else.endif:                              ; preds = %B0.else.endif.endif.endif.if, %B0.else.endif.endif.endif
  %.95.sroa.13.0 = phi i64 [ %.95.sroa.13.1, %B0.else.endif.endif.endif ], [ %arg.bcpy.5.0, %B0.else.endif.endif.endif.if ]
  %.183 = sub i64 %.95.sroa.13.0, %.95.sroa.0.3
  %.192 = tail call i64 @llvm.smax.i64(i64 %.183, i64 0)
  %.216 = icmp slt i64 %arg.bcpy.5.1, 1
  br i1 %.216, label %B0.endif.else.endif.if, label %B0.endif.endif, !prof !1

B0.endif.else.endif.if:                           ; preds = %B0.endif.else.endif
  br label %B0.endif.endif

common.ret:                                       ; preds = %for.end, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 0, %for.end ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.78, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.398 = shl nsw i64 %.334, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.398, i32 32), !noalias !136
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.47089 = icmp sgt i64 %.183, 0
  %.47387 = icmp sgt i64 %.284, 0
  %or.cond = and i1 %.47089, %.47387
  br i1 %or.cond, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %B0.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %2 = xor i64 %.196.sroa.0.3, -1
  %3 = add i64 %.315, %.95.sroa.0.3
  %4 = shl i64 %3, 3
  %5 = xor i64 %.95.sroa.0.3, -1
  %6 = add i64 %.95.sroa.13.0, %5
  %7 = mul i64 %.293, %6
  %8 = add i64 %7, %.284
  %9 = shl i64 %8, 3
  %scevgep6 = getelementptr i8, ptr %.6.i, i64 %9
  %10 = mul i64 %6, %arg.bcpy.6.0
  %11 = shl i64 %arg.bcpy.5.0, 3
  %12 = add i64 %11, -1
  %13 = mul i64 %.196.sroa.0.3, %12
  %14 = shl i64 %.95.sroa.0.3, 3
  %15 = getelementptr i8, ptr %arg.bcpy.4, i64 %arg.bcpy.5.1
  %16 = getelementptr i8, ptr %15, i64 %10
  %17 = getelementptr i8, ptr %16, i64 %13
  %18 = getelementptr i8, ptr %17, i64 %14
  %scevgep7 = getelementptr i8, ptr %18, i64 7
  %19 = getelementptr i8, ptr %arg.bcpy.4, i64 %4
  %bound0 = icmp ult ptr %.6.i, %scevgep7
  %bound1 = icmp ult ptr %.317, %scevgep6
  %found.conflict = and i1 %bound0, %bound1
  %.mask = and i64 %.293, 1152921504606846976
  %stride.check = icmp ne i64 %.mask, 0
  %20 = or i1 %stride.check, %found.conflict
  %stride.check8 = icmp slt i64 %arg.bcpy.6.0, 0
  %21 = or i1 %stride.check8, %20
  %const_mat = add i64 %const, -24
  %n.vec = and i64 %.284, %const_mat
  %n.vec14 = and i64 %.284, %const
  %xtraiter = and i64 %.284, 7
  %22 = sub i64 %.196.sroa.0.3, %arg.bcpy.5.1
  %23 = icmp samesign ult i64 %.284, 8
  br i1 %23, label %for.cond.1.preheader.us.preheader.split.us, label %iter.check.preheader

iter.check.preheader:                             ; preds = %for.cond.1.preheader.us.preheader
  %scevgep23 = getelementptr i8, ptr %.6.i, i64 192
  br label %iter.check

for.cond.1.preheader.us.preheader.split.us:       ; preds = %for.cond.1.preheader.us.preheader
  %24 = icmp ugt i64 %22, -8
  br i1 %24, label %for.cond.1.preheader.us.preheader.split.us.split.us, label %for.cond.1.preheader.us.preheader.split.us.split

for.cond.1.preheader.us.preheader.split.us.split.us: ; preds = %for.cond.1.preheader.us.preheader.split.us
  %25 = icmp eq i64 %xtraiter, 0
  br i1 %25, label %for.end, label %iter.check.us.us.preheader

iter.check.us.us.preheader:                       ; preds = %for.cond.1.preheader.us.preheader.split.us.split.us
  %xtraiter20 = and i64 %.183, 7
  %26 = sub i64 %.95.sroa.0.3, %.95.sroa.13.0
  %27 = icmp ugt i64 %26, -8
  br i1 %27, label %iter.check.us.us.epil.preheader, label %iter.check.us.us.preheader.new

iter.check.us.us.preheader.new:                   ; preds = %iter.check.us.us.preheader
  %unroll_iter = and i64 %.183, %const
  %scevgep26 = getelementptr i8, ptr %.6.i, i64 %.396
  %28 = shl nuw nsw i64 %.293, 6
  %29 = shl nuw nsw i64 %.293, 4
  %scevgep36 = getelementptr i8, ptr %.6.i, i64 %29
  %30 = mul nuw nsw i64 %.293, 24
  %scevgep43 = getelementptr i8, ptr %.6.i, i64 %30
  %31 = shl nuw nsw i64 %.293, 5
  %scevgep50 = getelementptr i8, ptr %.6.i, i64 %31
  %32 = mul nuw nsw i64 %.293, 40
  %scevgep56 = getelementptr i8, ptr %.6.i, i64 %32
  %33 = mul nuw nsw i64 %.293, 48
  %scevgep68 = getelementptr i8, ptr %.6.i, i64 %33
  %34 = mul nuw nsw i64 %.293, 56
  %scevgep72 = getelementptr i8, ptr %.6.i, i64 %34
  br label %iter.check.us.us

iter.check.us.us:                                 ; preds = %for.body.1.us.prol.loopexit.loopexit.us.us.7, %iter.check.us.us.preheader.new
  %lsr.iv73 = phi ptr [ %scevgep74, %for.body.1.us.prol.loopexit.loopexit.us.us.7 ], [ %scevgep72, %iter.check.us.us.preheader.new ]
  %lsr.iv69 = phi ptr [ %scevgep70, %for.body.1.us.prol.loopexit.loopexit.us.us.7 ], [ %scevgep68, %iter.check.us.us.preheader.new ]
  %lsr.iv57 = phi ptr [ %scevgep58, %for.body.1.us.prol.loopexit.loopexit.us.us.7 ], [ %scevgep56, %iter.check.us.us.preheader.new ]
  %lsr.iv51 = phi ptr [ %scevgep52, %for.body.1.us.prol.loopexit.loopexit.us.us.7 ], [ %scevgep50, %iter.check.us.us.preheader.new ]
  %lsr.iv44 = phi ptr [ %scevgep45, %for.body.1.us.prol.loopexit.loopexit.us.us.7 ], [ %scevgep43, %iter.check.us.us.preheader.new ]
  %lsr.iv37 = phi ptr [ %scevgep39, %for.body.1.us.prol.loopexit.loopexit.us.us.7 ], [ %scevgep36, %iter.check.us.us.preheader.new ]
  %lsr.iv27 = phi ptr [ %scevgep28, %for.body.1.us.prol.loopexit.loopexit.us.us.7 ], [ %scevgep26, %iter.check.us.us.preheader.new ]
  %lsr.iv36.us.us = phi ptr [ %scevgep37.us.us.7, %for.body.1.us.prol.loopexit.loopexit.us.us.7 ], [ %.317, %iter.check.us.us.preheader.new ]
  %lsr.iv32.us.us = phi ptr [ %scevgep33.us.us.7, %for.body.1.us.prol.loopexit.loopexit.us.us.7 ], [ %.6.i, %iter.check.us.us.preheader.new ]
  %niter = phi i64 [ %niter.next.7, %for.body.1.us.prol.loopexit.loopexit.us.us.7 ], [ 0, %iter.check.us.us.preheader.new ]
  br label %for.body.1.us.prol.us.us

for.body.1.us.prol.us.us:                         ; preds = %for.body.1.us.prol.us.us, %iter.check.us.us
  %lsr.iv39.us.us = phi ptr [ %lsr.iv36.us.us, %iter.check.us.us ], [ %scevgep40.us.us, %for.body.1.us.prol.us.us ]
  %loop.index.188.us.prol.us.us = phi i64 [ 0, %iter.check.us.us ], [ %.489.us.prol.us.us, %for.body.1.us.prol.us.us ]
  %35 = shl nuw nsw i64 %loop.index.188.us.prol.us.us, 3
  %scevgep8 = getelementptr i8, ptr %lsr.iv32.us.us, i64 %35
  %.487.us.prol.us.us = load double, ptr %lsr.iv39.us.us, align 8
  store double %.487.us.prol.us.us, ptr %scevgep8, align 8
  %.489.us.prol.us.us = add nuw nsw i64 %loop.index.188.us.prol.us.us, 1
  %scevgep40.us.us = getelementptr i8, ptr %lsr.iv39.us.us, i64 %arg.bcpy.6.1
  %prol.iter.cmp.not.us.us = icmp eq i64 %xtraiter, %.489.us.prol.us.us
  br i1 %prol.iter.cmp.not.us.us, label %for.body.1.us.prol.loopexit.loopexit.us.us, label %for.body.1.us.prol.us.us, !llvm.loop !143

for.body.1.us.prol.loopexit.loopexit.us.us:       ; preds = %for.body.1.us.prol.us.us
  %scevgep37.us.us = getelementptr i8, ptr %lsr.iv36.us.us, i64 %arg.bcpy.6.0
  br label %for.body.1.us.prol.us.us.1

for.body.1.us.prol.us.us.1:                       ; preds = %for.body.1.us.prol.us.us.1, %for.body.1.us.prol.loopexit.loopexit.us.us
  %lsr.iv39.us.us.1 = phi ptr [ %scevgep37.us.us, %for.body.1.us.prol.loopexit.loopexit.us.us ], [ %scevgep40.us.us.1, %for.body.1.us.prol.us.us.1 ]
  %loop.index.188.us.prol.us.us.1 = phi i64 [ 0, %for.body.1.us.prol.loopexit.loopexit.us.us ], [ %.489.us.prol.us.us.1, %for.body.1.us.prol.us.us.1 ]
  %36 = shl nuw nsw i64 %loop.index.188.us.prol.us.us.1, 3
  %scevgep9 = getelementptr i8, ptr %lsr.iv27, i64 %36
  %.487.us.prol.us.us.1 = load double, ptr %lsr.iv39.us.us.1, align 8
  store double %.487.us.prol.us.us.1, ptr %scevgep9, align 8
  %.489.us.prol.us.us.1 = add nuw nsw i64 %loop.index.188.us.prol.us.us.1, 1
  %scevgep40.us.us.1 = getelementptr i8, ptr %lsr.iv39.us.us.1, i64 %arg.bcpy.6.1
  %prol.iter.cmp.not.us.us.1 = icmp eq i64 %xtraiter, %.489.us.prol.us.us.1
  br i1 %prol.iter.cmp.not.us.us.1, label %for.body.1.us.prol.loopexit.loopexit.us.us.1, label %for.body.1.us.prol.us.us.1, !llvm.loop !143

for.body.1.us.prol.loopexit.loopexit.us.us.1:     ; preds = %for.body.1.us.prol.us.us.1
  %scevgep37.us.us.1 = getelementptr i8, ptr %scevgep37.us.us, i64 %arg.bcpy.6.0
  br label %for.body.1.us.prol.us.us.2

for.body.1.us.prol.us.us.2:                       ; preds = %for.body.1.us.prol.us.us.2, %for.body.1.us.prol.loopexit.loopexit.us.us.1
  %lsr.iv39.us.us.2 = phi ptr [ %scevgep37.us.us.1, %for.body.1.us.prol.loopexit.loopexit.us.us.1 ], [ %scevgep40.us.us.2, %for.body.1.us.prol.us.us.2 ]
  %loop.index.188.us.prol.us.us.2 = phi i64 [ 0, %for.body.1.us.prol.loopexit.loopexit.us.us.1 ], [ %.489.us.prol.us.us.2, %for.body.1.us.prol.us.us.2 ]
  %37 = shl nuw nsw i64 %loop.index.188.us.prol.us.us.2, 3
  %scevgep10 = getelementptr i8, ptr %lsr.iv37, i64 %37
  %.487.us.prol.us.us.2 = load double, ptr %lsr.iv39.us.us.2, align 8
  store double %.487.us.prol.us.us.2, ptr %scevgep10, align 8
  %.489.us.prol.us.us.2 = add nuw nsw i64 %loop.index.188.us.prol.us.us.2, 1
  %scevgep40.us.us.2 = getelementptr i8, ptr %lsr.iv39.us.us.2, i64 %arg.bcpy.6.1
  %prol.iter.cmp.not.us.us.2 = icmp eq i64 %xtraiter, %.489.us.prol.us.us.2
  br i1 %prol.iter.cmp.not.us.us.2, label %for.body.1.us.prol.loopexit.loopexit.us.us.2, label %for.body.1.us.prol.us.us.2, !llvm.loop !143

for.body.1.us.prol.loopexit.loopexit.us.us.2:     ; preds = %for.body.1.us.prol.us.us.2
  %scevgep37.us.us.2 = getelementptr i8, ptr %scevgep37.us.us.1, i64 %arg.bcpy.6.0
  br label %for.body.1.us.prol.us.us.3

for.body.1.us.prol.us.us.3:                       ; preds = %for.body.1.us.prol.us.us.3, %for.body.1.us.prol.loopexit.loopexit.us.us.2
  %lsr.iv39.us.us.3 = phi ptr [ %scevgep37.us.us.2, %for.body.1.us.prol.loopexit.loopexit.us.us.2 ], [ %scevgep40.us.us.3, %for.body.1.us.prol.us.us.3 ]
  %loop.index.188.us.prol.us.us.3 = phi i64 [ 0, %for.body.1.us.prol.loopexit.loopexit.us.us.2 ], [ %.489.us.prol.us.us.3, %for.body.1.us.prol.us.us.3 ]
  %38 = shl nuw nsw i64 %loop.index.188.us.prol.us.us.3, 3
  %scevgep11 = getelementptr i8, ptr %lsr.iv44, i64 %38
  %.487.us.prol.us.us.3 = load double, ptr %lsr.iv39.us.us.3, align 8
  store double %.487.us.prol.us.us.3, ptr %scevgep11, align 8
  %.489.us.prol.us.us.3 = add nuw nsw i64 %loop.index.188.us.prol.us.us.3, 1
  %scevgep40.us.us.3 = getelementptr i8, ptr %lsr.iv39.us.us.3, i64 %arg.bcpy.6.1
  %prol.iter.cmp.not.us.us.3 = icmp eq i64 %xtraiter, %.489.us.prol.us.us.3
  br i1 %prol.iter.cmp.not.us.us.3, label %for.body.1.us.prol.loopexit.loopexit.us.us.3, label %for.body.1.us.prol.us.us.3, !llvm.loop !143

for.body.1.us.prol.loopexit.loopexit.us.us.3:     ; preds = %for.body.1.us.prol.us.us.3
  %scevgep37.us.us.3 = getelementptr i8, ptr %scevgep37.us.us.2, i64 %arg.bcpy.6.0
  br label %for.body.1.us.prol.us.us.4

for.body.1.us.prol.us.us.4:                       ; preds = %for.body.1.us.prol.us.us.4, %for.body.1.us.prol.loopexit.loopexit.us.us.3
  %lsr.iv39.us.us.4 = phi ptr [ %scevgep37.us.us.3, %for.body.1.us.prol.loopexit.loopexit.us.us.3 ], [ %scevgep40.us.us.4, %for.body.1.us.prol.us.us.4 ]
  %loop.index.188.us.prol.us.us.4 = phi i64 [ 0, %for.body.1.us.prol.loopexit.loopexit.us.us.3 ], [ %.489.us.prol.us.us.4, %for.body.1.us.prol.us.us.4 ]
  %39 = shl nuw nsw i64 %loop.index.188.us.prol.us.us.4, 3
  %scevgep12 = getelementptr i8, ptr %lsr.iv51, i64 %39
  %.487.us.prol.us.us.4 = load double, ptr %lsr.iv39.us.us.4, align 8
  store double %.487.us.prol.us.us.4, ptr %scevgep12, align 8
  %.489.us.prol.us.us.4 = add nuw nsw i64 %loop.index.188.us.prol.us.us.4, 1
  %scevgep40.us.us.4 = getelementptr i8, ptr %lsr.iv39.us.us.4, i64 %arg.bcpy.6.1
  %prol.iter.cmp.not.us.us.4 = icmp eq i64 %xtraiter, %.489.us.prol.us.us.4
  br i1 %prol.iter.cmp.not.us.us.4, label %for.body.1.us.prol.loopexit.loopexit.us.us.4, label %for.body.1.us.prol.us.us.4, !llvm.loop !143

for.body.1.us.prol.loopexit.loopexit.us.us.4:     ; preds = %for.body.1.us.prol.us.us.4
  %scevgep37.us.us.4 = getelementptr i8, ptr %scevgep37.us.us.3, i64 %arg.bcpy.6.0
  br label %for.body.1.us.prol.us.us.5

for.body.1.us.prol.us.us.5:                       ; preds = %for.body.1.us.prol.us.us.5, %for.body.1.us.prol.loopexit.loopexit.us.us.4
  %lsr.iv39.us.us.5 = phi ptr [ %scevgep37.us.us.4, %for.body.1.us.prol.loopexit.loopexit.us.us.4 ], [ %scevgep40.us.us.5, %for.body.1.us.prol.us.us.5 ]
  %loop.index.188.us.prol.us.us.5 = phi i64 [ 0, %for.body.1.us.prol.loopexit.loopexit.us.us.4 ], [ %.489.us.prol.us.us.5, %for.body.1.us.prol.us.us.5 ]
  %40 = shl nuw nsw i64 %loop.index.188.us.prol.us.us.5, 3
  %scevgep13 = getelementptr i8, ptr %lsr.iv57, i64 %40
  %.487.us.prol.us.us.5 = load double, ptr %lsr.iv39.us.us.5, align 8
  store double %.487.us.prol.us.us.5, ptr %scevgep13, align 8
  %.489.us.prol.us.us.5 = add nuw nsw i64 %loop.index.188.us.prol.us.us.5, 1
  %scevgep40.us.us.5 = getelementptr i8, ptr %lsr.iv39.us.us.5, i64 %arg.bcpy.6.1
  %prol.iter.cmp.not.us.us.5 = icmp eq i64 %xtraiter, %.489.us.prol.us.us.5
  br i1 %prol.iter.cmp.not.us.us.5, label %for.body.1.us.prol.loopexit.loopexit.us.us.5, label %for.body.1.us.prol.us.us.5, !llvm.loop !143

for.body.1.us.prol.loopexit.loopexit.us.us.5:     ; preds = %for.body.1.us.prol.us.us.5
  %scevgep37.us.us.5 = getelementptr i8, ptr %scevgep37.us.us.4, i64 %arg.bcpy.6.0
  br label %for.body.1.us.prol.us.us.6

for.body.1.us.prol.us.us.6:                       ; preds = %for.body.1.us.prol.us.us.6, %for.body.1.us.prol.loopexit.loopexit.us.us.5
  %lsr.iv39.us.us.6 = phi ptr [ %scevgep37.us.us.5, %for.body.1.us.prol.loopexit.loopexit.us.us.5 ], [ %scevgep40.us.us.6, %for.body.1.us.prol.us.us.6 ]
  %loop.index.188.us.prol.us.us.6 = phi i64 [ 0, %for.body.1.us.prol.loopexit.loopexit.us.us.5 ], [ %.489.us.prol.us.us.6, %for.body.1.us.prol.us.us.6 ]
  %41 = shl nuw nsw i64 %loop.index.188.us.prol.us.us.6, 3
  %scevgep14 = getelementptr i8, ptr %lsr.iv69, i64 %41
  %.487.us.prol.us.us.6 = load double, ptr %lsr.iv39.us.us.6, align 8
  store double %.487.us.prol.us.us.6, ptr %scevgep14, align 8
  %.489.us.prol.us.us.6 = add nuw nsw i64 %loop.index.188.us.prol.us.us.6, 1
  %scevgep40.us.us.6 = getelementptr i8, ptr %lsr.iv39.us.us.6, i64 %arg.bcpy.6.1
  %prol.iter.cmp.not.us.us.6 = icmp eq i64 %xtraiter, %.489.us.prol.us.us.6
  br i1 %prol.iter.cmp.not.us.us.6, label %for.body.1.us.prol.loopexit.loopexit.us.us.6, label %for.body.1.us.prol.us.us.6, !llvm.loop !143

for.body.1.us.prol.loopexit.loopexit.us.us.6:     ; preds = %for.body.1.us.prol.us.us.6
  %scevgep37.us.us.6 = getelementptr i8, ptr %scevgep37.us.us.5, i64 %arg.bcpy.6.0
  br label %for.body.1.us.prol.us.us.7

for.body.1.us.prol.us.us.7:                       ; preds = %for.body.1.us.prol.us.us.7, %for.body.1.us.prol.loopexit.loopexit.us.us.6
  %lsr.iv39.us.us.7 = phi ptr [ %scevgep37.us.us.6, %for.body.1.us.prol.loopexit.loopexit.us.us.6 ], [ %scevgep40.us.us.7, %for.body.1.us.prol.us.us.7 ]
  %loop.index.188.us.prol.us.us.7 = phi i64 [ 0, %for.body.1.us.prol.loopexit.loopexit.us.us.6 ], [ %.489.us.prol.us.us.7, %for.body.1.us.prol.us.us.7 ]
  %42 = shl nuw nsw i64 %loop.index.188.us.prol.us.us.7, 3
  %scevgep15 = getelementptr i8, ptr %lsr.iv73, i64 %42
  %.487.us.prol.us.us.7 = load double, ptr %lsr.iv39.us.us.7, align 8
  store double %.487.us.prol.us.us.7, ptr %scevgep15, align 8
  %.489.us.prol.us.us.7 = add nuw nsw i64 %loop.index.188.us.prol.us.us.7, 1
  %scevgep40.us.us.7 = getelementptr i8, ptr %lsr.iv39.us.us.7, i64 %arg.bcpy.6.1
  %prol.iter.cmp.not.us.us.7 = icmp eq i64 %xtraiter, %.489.us.prol.us.us.7
  br i1 %prol.iter.cmp.not.us.us.7, label %for.body.1.us.prol.loopexit.loopexit.us.us.7, label %for.body.1.us.prol.us.us.7, !llvm.loop !143

for.body.1.us.prol.loopexit.loopexit.us.us.7:     ; preds = %for.body.1.us.prol.us.us.7
  %scevgep33.us.us = getelementptr i8, ptr %lsr.iv32.us.us, i64 %.396
  %scevgep33.us.us.1 = getelementptr i8, ptr %scevgep33.us.us, i64 %.396
  %scevgep33.us.us.2 = getelementptr i8, ptr %scevgep33.us.us.1, i64 %.396
  %scevgep33.us.us.3 = getelementptr i8, ptr %scevgep33.us.us.2, i64 %.396
  %scevgep33.us.us.4 = getelementptr i8, ptr %scevgep33.us.us.3, i64 %.396
  %scevgep33.us.us.5 = getelementptr i8, ptr %scevgep33.us.us.4, i64 %.396
  %scevgep33.us.us.6 = getelementptr i8, ptr %scevgep33.us.us.5, i64 %.396
  %scevgep33.us.us.7 = getelementptr i8, ptr %scevgep33.us.us.6, i64 %.396
  %scevgep37.us.us.7 = getelementptr i8, ptr %scevgep37.us.us.6, i64 %arg.bcpy.6.0
  %niter.next.7 = add i64 %niter, 8
  %scevgep28 = getelementptr i8, ptr %lsr.iv27, i64 %28
  %scevgep39 = getelementptr i8, ptr %lsr.iv37, i64 %28
  %scevgep45 = getelementptr i8, ptr %lsr.iv44, i64 %28
  %scevgep52 = getelementptr i8, ptr %lsr.iv51, i64 %28
  %scevgep58 = getelementptr i8, ptr %lsr.iv57, i64 %28
  %scevgep70 = getelementptr i8, ptr %lsr.iv69, i64 %28
  %scevgep74 = getelementptr i8, ptr %lsr.iv73, i64 %28
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.end.loopexit.unr-lcssa, label %iter.check.us.us

for.cond.1.preheader.us.preheader.split.us.split: ; preds = %for.cond.1.preheader.us.preheader.split.us
  %43 = icmp eq i64 %xtraiter, 0
  %scevgep76 = getelementptr i8, ptr %.6.i, i64 56
  br i1 %43, label %for.body.1.us.us.us.preheader, label %for.body.1.us.prol.us.preheader

for.body.1.us.prol.us.preheader:                  ; preds = %for.cond.1.preheader.us.preheader.split.us.split
  br label %for.body.1.us.prol.us

for.body.1.us.us.us.preheader:                    ; preds = %for.cond.1.preheader.us.preheader.split.us.split
  br label %for.body.1.us.us.us

for.body.1.us.us.us:                              ; preds = %for.body.1.us.us.us.preheader, %for.body.1.us.us.us
  %lsr.iv77 = phi ptr [ %scevgep78, %for.body.1.us.us.us ], [ %scevgep76, %for.body.1.us.us.us.preheader ]
  %lsr.iv43.us.us = phi ptr [ %scevgep86, %for.body.1.us.us.us ], [ %.317, %for.body.1.us.us.us.preheader ]
  %scevgep85 = getelementptr i8, ptr %lsr.iv77, i64 -56
  %.487.us.us.us = load double, ptr %lsr.iv43.us.us, align 8
  store double %.487.us.us.us, ptr %scevgep85, align 8
  %scevgep84 = getelementptr i8, ptr %lsr.iv77, i64 -48
  %scevgep60.us.us = getelementptr i8, ptr %lsr.iv43.us.us, i64 %arg.bcpy.6.1
  %.487.us.1.us.us = load double, ptr %scevgep60.us.us, align 8
  store double %.487.us.1.us.us, ptr %scevgep84, align 8
  %scevgep83 = getelementptr i8, ptr %lsr.iv77, i64 -40
  %scevgep61.us.us = getelementptr i8, ptr %scevgep60.us.us, i64 %arg.bcpy.6.1
  %.487.us.2.us.us = load double, ptr %scevgep61.us.us, align 8
  store double %.487.us.2.us.us, ptr %scevgep83, align 8
  %scevgep82 = getelementptr i8, ptr %lsr.iv77, i64 -32
  %scevgep62.us.us = getelementptr i8, ptr %scevgep61.us.us, i64 %arg.bcpy.6.1
  %.487.us.3.us.us = load double, ptr %scevgep62.us.us, align 8
  store double %.487.us.3.us.us, ptr %scevgep82, align 8
  %scevgep81 = getelementptr i8, ptr %lsr.iv77, i64 -24
  %scevgep63.us.us = getelementptr i8, ptr %scevgep62.us.us, i64 %arg.bcpy.6.1
  %.487.us.4.us.us = load double, ptr %scevgep63.us.us, align 8
  store double %.487.us.4.us.us, ptr %scevgep81, align 8
  %scevgep80 = getelementptr i8, ptr %lsr.iv77, i64 -16
  %scevgep64.us.us = getelementptr i8, ptr %scevgep63.us.us, i64 %arg.bcpy.6.1
  %.487.us.5.us.us = load double, ptr %scevgep64.us.us, align 8
  store double %.487.us.5.us.us, ptr %scevgep80, align 8
  %scevgep79 = getelementptr i8, ptr %lsr.iv77, i64 -8
  %scevgep65.us.us = getelementptr i8, ptr %scevgep64.us.us, i64 %arg.bcpy.6.1
  %.487.us.6.us.us = load double, ptr %scevgep65.us.us, align 8
  store double %.487.us.6.us.us, ptr %scevgep79, align 8
  %scevgep66.us.us = getelementptr i8, ptr %scevgep65.us.us, i64 %arg.bcpy.6.1
  %.487.us.7.us.us = load double, ptr %scevgep66.us.us, align 8
  store double %.487.us.7.us.us, ptr %lsr.iv77, align 8
  %scevgep78 = getelementptr i8, ptr %lsr.iv77, i64 64
  %scevgep86 = getelementptr i8, ptr %scevgep66.us.us, i64 %arg.bcpy.6.1
  br label %for.body.1.us.us.us

for.body.1.us.prol.us:                            ; preds = %for.body.1.us.prol.us.preheader, %for.body.1.us.prol.us
  %lsr.iv103 = phi i64 [ %lsr.iv.next104, %for.body.1.us.prol.us ], [ 0, %for.body.1.us.prol.us.preheader ]
  %lsr.iv101 = phi ptr [ %scevgep102, %for.body.1.us.prol.us ], [ %scevgep76, %for.body.1.us.prol.us.preheader ]
  %lsr.iv41.us = phi i64 [ %lsr.iv.next.us, %for.body.1.us.prol.us ], [ %xtraiter, %for.body.1.us.prol.us.preheader ]
  %scevgep105 = getelementptr i8, ptr %.317, i64 %lsr.iv103
  %scevgep106 = getelementptr i8, ptr %lsr.iv101, i64 -56
  %.487.us.prol.us = load double, ptr %scevgep105, align 8
  store double %.487.us.prol.us, ptr %scevgep106, align 8
  %lsr.iv.next.us = add nsw i64 %lsr.iv41.us, -1
  %scevgep102 = getelementptr i8, ptr %lsr.iv101, i64 8
  %lsr.iv.next104 = add i64 %lsr.iv103, %arg.bcpy.6.1
  %prol.iter.cmp.not.us = icmp eq i64 %lsr.iv.next.us, 0
  br i1 %prol.iter.cmp.not.us, label %for.body.1.us.prol.loopexit.loopexit.us, label %for.body.1.us.prol.us, !llvm.loop !143

for.body.1.us.us:                                 ; preds = %for.body.1.us.prol.loopexit.loopexit.us, %for.body.1.us.us
  %lsr.iv90 = phi ptr [ %scevgep91, %for.body.1.us.us ], [ %scevgep102, %for.body.1.us.prol.loopexit.loopexit.us ]
  %lsr.iv43.us = phi ptr [ %scevgep99, %for.body.1.us.us ], [ %scevgep42.us, %for.body.1.us.prol.loopexit.loopexit.us ]
  %scevgep98 = getelementptr i8, ptr %lsr.iv90, i64 -56
  %.487.us.us = load double, ptr %lsr.iv43.us, align 8
  store double %.487.us.us, ptr %scevgep98, align 8
  %scevgep97 = getelementptr i8, ptr %lsr.iv90, i64 -48
  %scevgep60.us = getelementptr i8, ptr %lsr.iv43.us, i64 %arg.bcpy.6.1
  %.487.us.1.us = load double, ptr %scevgep60.us, align 8
  store double %.487.us.1.us, ptr %scevgep97, align 8
  %scevgep96 = getelementptr i8, ptr %lsr.iv90, i64 -40
  %scevgep61.us = getelementptr i8, ptr %scevgep60.us, i64 %arg.bcpy.6.1
  %.487.us.2.us = load double, ptr %scevgep61.us, align 8
  store double %.487.us.2.us, ptr %scevgep96, align 8
  %scevgep95 = getelementptr i8, ptr %lsr.iv90, i64 -32
  %scevgep62.us = getelementptr i8, ptr %scevgep61.us, i64 %arg.bcpy.6.1
  %.487.us.3.us = load double, ptr %scevgep62.us, align 8
  store double %.487.us.3.us, ptr %scevgep95, align 8
  %scevgep94 = getelementptr i8, ptr %lsr.iv90, i64 -24
  %scevgep63.us = getelementptr i8, ptr %scevgep62.us, i64 %arg.bcpy.6.1
  %.487.us.4.us = load double, ptr %scevgep63.us, align 8
  store double %.487.us.4.us, ptr %scevgep94, align 8
  %scevgep93 = getelementptr i8, ptr %lsr.iv90, i64 -16
  %scevgep64.us = getelementptr i8, ptr %scevgep63.us, i64 %arg.bcpy.6.1
  %.487.us.5.us = load double, ptr %scevgep64.us, align 8
  store double %.487.us.5.us, ptr %scevgep93, align 8
  %scevgep92 = getelementptr i8, ptr %lsr.iv90, i64 -8
  %scevgep65.us = getelementptr i8, ptr %scevgep64.us, i64 %arg.bcpy.6.1
  %.487.us.6.us = load double, ptr %scevgep65.us, align 8
  store double %.487.us.6.us, ptr %scevgep92, align 8
  %scevgep66.us = getelementptr i8, ptr %scevgep65.us, i64 %arg.bcpy.6.1
  %.487.us.7.us = load double, ptr %scevgep66.us, align 8
  store double %.487.us.7.us, ptr %lsr.iv90, align 8
  %scevgep91 = getelementptr i8, ptr %lsr.iv90, i64 64
  %scevgep99 = getelementptr i8, ptr %scevgep66.us, i64 %arg.bcpy.6.1
  br label %for.body.1.us.us

for.body.1.us.prol.loopexit.loopexit.us:          ; preds = %for.body.1.us.prol.us
  %scevgep42.us = getelementptr i8, ptr %.317, i64 %lsr.iv.next104
  br label %for.body.1.us.us

iter.check:                                       ; preds = %for.cond.1.for.end.1_crit_edge.us, %iter.check.preheader
  %lsr.iv36 = phi ptr [ %scevgep37, %for.cond.1.for.end.1_crit_edge.us ], [ %.317, %iter.check.preheader ]
  %lsr.iv32 = phi ptr [ %scevgep33, %for.cond.1.for.end.1_crit_edge.us ], [ %.6.i, %iter.check.preheader ]
  %lsr.iv = phi ptr [ %scevgep24, %for.cond.1.for.end.1_crit_edge.us ], [ %scevgep23, %iter.check.preheader ]
  %loop.index90.us = phi i64 [ %.491.us, %for.cond.1.for.end.1_crit_edge.us ], [ 0, %iter.check.preheader ]
  %44 = icmp ne i64 %arg.bcpy.6.1, 1
  %.475.us = mul i64 %loop.index90.us, %arg.bcpy.6.0
  %45 = getelementptr i8, ptr %.317, i64 %.475.us
  %scevgep = getelementptr i8, ptr %19, i64 %.475.us
  %46 = getelementptr i8, ptr %scevgep, i64 %arg.bcpy.5.1
  %47 = getelementptr i8, ptr %46, i64 %2
  %48 = icmp ult ptr %47, %scevgep
  %49 = or i1 %44, %48
  %brmerge = select i1 %49, i1 true, i1 %21
  br i1 %brmerge, label %for.body.1.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %50 = icmp ult i64 %.284, 32
  br i1 %50, label %vec.epilog.ph, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.main.loop.iter.check
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.body.preheader ]
  %vec.ind = phi <8 x i64> [ %vec.ind.next, %vector.body ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.body.preheader ]
  %step.add = add <8 x i64> %vec.ind, splat (i64 8)
  %step.add.2 = add <8 x i64> %vec.ind, splat (i64 16)
  %step.add.3 = add <8 x i64> %vec.ind, splat (i64 24)
  %51 = getelementptr i8, ptr %45, <8 x i64> %vec.ind
  %52 = getelementptr i8, ptr %45, <8 x i64> %step.add
  %53 = getelementptr i8, ptr %45, <8 x i64> %step.add.2
  %54 = getelementptr i8, ptr %45, <8 x i64> %step.add.3
  %55 = shl i64 %index, 3
  %scevgep30 = getelementptr i8, ptr %lsr.iv, i64 %55
  %scevgep31 = getelementptr i8, ptr %scevgep30, i64 -192
  %wide.masked.gather = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %51, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !144
  %wide.masked.gather10 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %52, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !144
  %wide.masked.gather11 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %53, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !144
  %wide.masked.gather12 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %54, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !144
  %56 = shl i64 %index, 3
  %scevgep18 = getelementptr i8, ptr %lsr.iv, i64 %56
  %scevgep19 = getelementptr i8, ptr %scevgep18, i64 -128
  %57 = shl i64 %index, 3
  %scevgep16 = getelementptr i8, ptr %lsr.iv, i64 %57
  %scevgep17 = getelementptr i8, ptr %scevgep16, i64 -64
  store <8 x double> %wide.masked.gather, ptr %scevgep31, align 8, !alias.scope !147, !noalias !144
  store <8 x double> %wide.masked.gather10, ptr %scevgep19, align 8, !alias.scope !147, !noalias !144
  store <8 x double> %wide.masked.gather11, ptr %scevgep17, align 8, !alias.scope !147, !noalias !144
  store <8 x double> %wide.masked.gather12, ptr %scevgep30, align 8, !alias.scope !147, !noalias !144
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <8 x i64> %vec.ind, splat (i64 32)
  %58 = icmp eq i64 %n.vec, %index.next
  br i1 %58, label %middle.block, label %vector.body, !llvm.loop !149

middle.block:                                     ; preds = %vector.body
  %59 = icmp eq i64 %.284, %n.vec
  br i1 %59, label %for.cond.1.for.end.1_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %60 = and i64 %.284, 24
  %61 = icmp eq i64 %60, 0
  br i1 %61, label %for.body.1.us.preheader, label %vec.epilog.ph, !prof !150

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %bc.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %bc.resume.val, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %broadcast.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index15 = phi i64 [ %bc.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %vec.ind16 = phi <8 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next19, %vec.epilog.vector.body ]
  %62 = getelementptr i8, ptr %45, <8 x i64> %vec.ind16
  %63 = shl i64 %index15, 3
  %scevgep34 = getelementptr i8, ptr %lsr.iv32, i64 %63
  %wide.masked.gather17 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %62, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !144
  store <8 x double> %wide.masked.gather17, ptr %scevgep34, align 8, !alias.scope !147, !noalias !144
  %index.next18 = add nuw i64 %index15, 8
  %vec.ind.next19 = add nuw nsw <8 x i64> %vec.ind16, splat (i64 8)
  %64 = icmp eq i64 %n.vec14, %index.next18
  br i1 %64, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !151

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %65 = icmp eq i64 %.284, %n.vec14
  br i1 %65, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %iter.check
  %loop.index.188.us.ph = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ], [ %n.vec14, %vec.epilog.middle.block ]
  %66 = icmp eq i64 %xtraiter, 0
  br i1 %66, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader
  %67 = mul i64 %loop.index.188.us.ph, %arg.bcpy.6.1
  %scevgep38 = getelementptr i8, ptr %lsr.iv36, i64 %67
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol, %for.body.1.us.prol.preheader
  %lsr.iv41 = phi i64 [ %xtraiter, %for.body.1.us.prol.preheader ], [ %lsr.iv.next, %for.body.1.us.prol ]
  %lsr.iv39 = phi ptr [ %scevgep38, %for.body.1.us.prol.preheader ], [ %scevgep40, %for.body.1.us.prol ]
  %loop.index.188.us.prol = phi i64 [ %loop.index.188.us.ph, %for.body.1.us.prol.preheader ], [ %.489.us.prol, %for.body.1.us.prol ]
  %68 = shl i64 %loop.index.188.us.prol, 3
  %scevgep35 = getelementptr i8, ptr %lsr.iv32, i64 %68
  %.487.us.prol = load double, ptr %lsr.iv39, align 8
  store double %.487.us.prol, ptr %scevgep35, align 8
  %.489.us.prol = add nuw nsw i64 %loop.index.188.us.prol, 1
  %scevgep40 = getelementptr i8, ptr %lsr.iv39, i64 %arg.bcpy.6.1
  %lsr.iv.next = add nsw i64 %lsr.iv41, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !143

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader
  %loop.index.188.us.unr = phi i64 [ %loop.index.188.us.ph, %for.body.1.us.preheader ], [ %.489.us.prol, %for.body.1.us.prol ]
  %69 = add i64 %loop.index.188.us.ph, %22
  %70 = icmp ugt i64 %69, -8
  br i1 %70, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us.preheader22

for.body.1.us.preheader22:                        ; preds = %for.body.1.us.prol.loopexit
  %71 = mul i64 %loop.index.188.us.unr, %arg.bcpy.6.1
  %scevgep42 = getelementptr i8, ptr %lsr.iv36, i64 %71
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us, %for.body.1.us.preheader22
  %lsr.iv43 = phi ptr [ %scevgep42, %for.body.1.us.preheader22 ], [ %scevgep123, %for.body.1.us ]
  %loop.index.188.us = phi i64 [ %loop.index.188.us.unr, %for.body.1.us.preheader22 ], [ %.489.us.7, %for.body.1.us ]
  %72 = shl i64 %loop.index.188.us, 3
  %scevgep47 = getelementptr i8, ptr %lsr.iv32, i64 %72
  %.487.us = load double, ptr %lsr.iv43, align 8
  store double %.487.us, ptr %scevgep47, align 8
  %scevgep53 = getelementptr i8, ptr %scevgep47, i64 8
  %scevgep60 = getelementptr i8, ptr %lsr.iv43, i64 %arg.bcpy.6.1
  %.487.us.1 = load double, ptr %scevgep60, align 8
  store double %.487.us.1, ptr %scevgep53, align 8
  %73 = shl i64 %loop.index.188.us, 3
  %scevgep27 = getelementptr i8, ptr %lsr.iv32, i64 %73
  %scevgep29 = getelementptr i8, ptr %scevgep27, i64 16
  %scevgep61 = getelementptr i8, ptr %scevgep60, i64 %arg.bcpy.6.1
  %.487.us.2 = load double, ptr %scevgep61, align 8
  store double %.487.us.2, ptr %scevgep29, align 8
  %74 = shl i64 %loop.index.188.us, 3
  %scevgep32 = getelementptr i8, ptr %lsr.iv32, i64 %74
  %scevgep41 = getelementptr i8, ptr %scevgep32, i64 24
  %scevgep62 = getelementptr i8, ptr %scevgep61, i64 %arg.bcpy.6.1
  %.487.us.3 = load double, ptr %scevgep62, align 8
  store double %.487.us.3, ptr %scevgep41, align 8
  %75 = shl i64 %loop.index.188.us, 3
  %scevgep20 = getelementptr i8, ptr %lsr.iv32, i64 %75
  %scevgep21 = getelementptr i8, ptr %scevgep20, i64 32
  %scevgep63 = getelementptr i8, ptr %scevgep62, i64 %arg.bcpy.6.1
  %.487.us.4 = load double, ptr %scevgep63, align 8
  store double %.487.us.4, ptr %scevgep21, align 8
  %76 = shl i64 %loop.index.188.us, 3
  %scevgep48 = getelementptr i8, ptr %lsr.iv32, i64 %76
  %scevgep49 = getelementptr i8, ptr %scevgep48, i64 40
  %scevgep64 = getelementptr i8, ptr %scevgep63, i64 %arg.bcpy.6.1
  %.487.us.5 = load double, ptr %scevgep64, align 8
  store double %.487.us.5, ptr %scevgep49, align 8
  %77 = shl i64 %loop.index.188.us, 3
  %scevgep44 = getelementptr i8, ptr %lsr.iv32, i64 %77
  %scevgep46 = getelementptr i8, ptr %scevgep44, i64 48
  %scevgep65 = getelementptr i8, ptr %scevgep64, i64 %arg.bcpy.6.1
  %.487.us.6 = load double, ptr %scevgep65, align 8
  store double %.487.us.6, ptr %scevgep46, align 8
  %78 = shl i64 %loop.index.188.us, 3
  %scevgep22 = getelementptr i8, ptr %lsr.iv32, i64 %78
  %scevgep25 = getelementptr i8, ptr %scevgep22, i64 56
  %scevgep66 = getelementptr i8, ptr %scevgep65, i64 %arg.bcpy.6.1
  %.487.us.7 = load double, ptr %scevgep66, align 8
  store double %.487.us.7, ptr %scevgep25, align 8
  %.489.us.7 = add nuw nsw i64 %loop.index.188.us, 8
  %scevgep123 = getelementptr i8, ptr %scevgep66, i64 %arg.bcpy.6.1
  %exitcond.not.7 = icmp eq i64 %.284, %.489.us.7
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !152

for.cond.1.for.end.1_crit_edge.us:                ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %vec.epilog.middle.block, %middle.block
  %.491.us = add nuw nsw i64 %loop.index90.us, 1
  %scevgep24 = getelementptr i8, ptr %lsr.iv, i64 %.396
  %scevgep33 = getelementptr i8, ptr %lsr.iv32, i64 %.396
  %scevgep37 = getelementptr i8, ptr %lsr.iv36, i64 %arg.bcpy.6.0
  %exitcond92.not = icmp eq i64 %.491.us, %.183
  br i1 %exitcond92.not, label %for.end, label %iter.check

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.79, ptr %excinfo, align 8
  br label %common.ret

for.end.loopexit.unr-lcssa:                       ; preds = %for.body.1.us.prol.loopexit.loopexit.us.us.7
  %lcmp.mod.not = icmp eq i64 %xtraiter20, 0
  br i1 %lcmp.mod.not, label %for.end, label %iter.check.us.us.epil.preheader

iter.check.us.us.epil.preheader:                  ; preds = %for.end.loopexit.unr-lcssa, %iter.check.us.us.preheader
  %lsr.iv36.us.us.epil.ph = phi ptr [ %scevgep37.us.us.7, %for.end.loopexit.unr-lcssa ], [ %.317, %iter.check.us.us.preheader ]
  %lsr.iv32.us.us.epil.ph = phi ptr [ %scevgep33.us.us.7, %for.end.loopexit.unr-lcssa ], [ %.6.i, %iter.check.us.us.preheader ]
  br label %iter.check.us.us.epil

iter.check.us.us.epil:                            ; preds = %iter.check.us.us.epil.preheader, %for.body.1.us.prol.loopexit.loopexit.us.us.epil
  %lsr.iv36.us.us.epil = phi ptr [ %scevgep37.us.us.epil, %for.body.1.us.prol.loopexit.loopexit.us.us.epil ], [ %lsr.iv36.us.us.epil.ph, %iter.check.us.us.epil.preheader ]
  %lsr.iv32.us.us.epil = phi ptr [ %scevgep33.us.us.epil, %for.body.1.us.prol.loopexit.loopexit.us.us.epil ], [ %lsr.iv32.us.us.epil.ph, %iter.check.us.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.1.us.prol.loopexit.loopexit.us.us.epil ], [ 0, %iter.check.us.us.epil.preheader ]
  br label %for.body.1.us.prol.us.us.epil

for.body.1.us.prol.us.us.epil:                    ; preds = %for.body.1.us.prol.us.us.epil, %iter.check.us.us.epil
  %lsr.iv39.us.us.epil = phi ptr [ %lsr.iv36.us.us.epil, %iter.check.us.us.epil ], [ %scevgep40.us.us.epil, %for.body.1.us.prol.us.us.epil ]
  %loop.index.188.us.prol.us.us.epil = phi i64 [ 0, %iter.check.us.us.epil ], [ %.489.us.prol.us.us.epil, %for.body.1.us.prol.us.us.epil ]
  %79 = shl i64 %loop.index.188.us.prol.us.us.epil, 3
  %scevgep35.us.us.epil = getelementptr i8, ptr %lsr.iv32.us.us.epil, i64 %79
  %.487.us.prol.us.us.epil = load double, ptr %lsr.iv39.us.us.epil, align 8
  store double %.487.us.prol.us.us.epil, ptr %scevgep35.us.us.epil, align 8
  %.489.us.prol.us.us.epil = add nuw i64 %loop.index.188.us.prol.us.us.epil, 1
  %scevgep40.us.us.epil = getelementptr i8, ptr %lsr.iv39.us.us.epil, i64 %arg.bcpy.6.1
  %prol.iter.cmp.not.us.us.epil = icmp eq i64 %xtraiter, %.489.us.prol.us.us.epil
  br i1 %prol.iter.cmp.not.us.us.epil, label %for.body.1.us.prol.loopexit.loopexit.us.us.epil, label %for.body.1.us.prol.us.us.epil, !llvm.loop !143

for.body.1.us.prol.loopexit.loopexit.us.us.epil:  ; preds = %for.body.1.us.prol.us.us.epil
  %scevgep33.us.us.epil = getelementptr i8, ptr %lsr.iv32.us.us.epil, i64 %.396
  %scevgep37.us.us.epil = getelementptr i8, ptr %lsr.iv36.us.us.epil, i64 %arg.bcpy.6.0
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter20
  br i1 %epil.iter.cmp.not, label %for.end, label %iter.check.us.us.epil, !llvm.loop !153

for.end:                                          ; preds = %for.cond.1.for.end.1_crit_edge.us, %for.body.1.us.prol.loopexit.loopexit.us.us.epil, %for.end.loopexit.unr-lcssa, %for.cond.1.preheader.us.preheader.split.us.split.us, %B0.endif.endif.endif.endif
  store ptr %.7.i.i, ptr %retptr, align 8
  %retptr.repack71 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack71, align 8
  %retptr.repack73 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.334, ptr %retptr.repack73, align 8
  %retptr.repack75 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack75, align 8
  %retptr.repack77 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack77, align 8
  %retptr.repack79 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.192, ptr %retptr.repack79, align 8
  %retptr.repack79.repack83 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.293, ptr %retptr.repack79.repack83, align 8
  %retptr.repack81 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.396, ptr %retptr.repack81, align 8
  %retptr.repack81.repack85 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 8, ptr %retptr.repack81.repack85, align 8
  tail call void @NRT_decref(ptr %arg.bcpy.0)
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

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
  br i1 %.50, label %B0.if, label %B0.endif, !prof !1

common.ret:                                       ; preds = %for.end, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 0, %for.end ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.48 = shl nsw i64 %.43, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !154
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B0.endif.endif, !prof !1

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
  %wide.load = load <8 x double>, ptr %scevgep37, align 8, !alias.scope !161
  %wide.load8 = load <8 x double>, ptr %scevgep35, align 8, !alias.scope !161
  %wide.load9 = load <8 x double>, ptr %scevgep11, align 8, !alias.scope !161
  %wide.load10 = load <8 x double>, ptr %scevgep36, align 8, !alias.scope !161
  %10 = shl i64 %index, 3
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 3
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 -64
  store <8 x double> %wide.load, ptr %scevgep27, align 8, !alias.scope !164, !noalias !161
  store <8 x double> %wide.load8, ptr %scevgep8, align 8, !alias.scope !164, !noalias !161
  store <8 x double> %wide.load9, ptr %scevgep5, align 8, !alias.scope !164, !noalias !161
  store <8 x double> %wide.load10, ptr %scevgep26, align 8, !alias.scope !164, !noalias !161
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !166

middle.block:                                     ; preds = %vector.body
  %13 = icmp eq i64 %arg.a.5.1, %n.vec
  br i1 %13, label %for.cond.1.for.end.1_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %14 = and i64 %arg.a.5.1, 28
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %for.body.1.us.preheader, label %vec.epilog.vector.body.preheader, !prof !113

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index13.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index13 = phi i64 [ %index.next15, %vec.epilog.vector.body ], [ %index13.ph, %vec.epilog.vector.body.preheader ]
  %16 = shl i64 %index13, 3
  %scevgep43 = getelementptr i8, ptr %lsr.iv41, i64 %16
  %scevgep40 = getelementptr i8, ptr %lsr.iv38, i64 %16
  %wide.load14 = load <4 x double>, ptr %scevgep43, align 8, !alias.scope !161
  store <4 x double> %wide.load14, ptr %scevgep40, align 8, !alias.scope !164, !noalias !161
  %index.next15 = add nuw i64 %index13, 4
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !167

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
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !168

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
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !169

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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

define linkonce_odr range(i32 -1, -2) i32 @_ZN5numba2np6linalg22_system_copy_in_b_impl12_3clocals_3e9twoD_implB3v79B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.bcpy.0, ptr readnone captures(none) %arg.bcpy.1, i64 %arg.bcpy.2, i64 %arg.bcpy.3, ptr %arg.bcpy.4, i64 %arg.bcpy.5.0, i64 %arg.bcpy.5.1, i64 %arg.bcpy.6.0, i64 %arg.bcpy.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, i64 %arg.nrhs) local_unnamed_addr {
B0.else:
  %.613 = alloca ptr, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.653 = alloca ptr, align 8
  %excinfo.2 = alloca ptr, align 8
  store ptr null, ptr %excinfo.2, align 8
  tail call void @NRT_incref(ptr %arg.bcpy.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  %.391 = icmp slt i64 %arg.bcpy.5.0, 1
  br i1 %.391, label %B0.endif.endif.else.endif.if, label %B0.endif.endif.else.endif.endif, !prof !1

B0.endif.endif.else.endif.if:                     ; preds = %B0.else
  br label %B0.endif.endif.else.endif.endif

B0.endif.endif.else.endif.endif:                  ; preds = %B0.endif.endif.else.endif.if, %B0.else
  %.359.sroa.0.3 = phi i64 [ %arg.bcpy.5.0, %B0.endif.endif.else.endif.if ], [ 0, %B0.else ]
  %.398 = icmp slt i64 %arg.b.5.0, 0
  %.399 = select i1 %.398, i64 %arg.bcpy.5.0, i64 0
  %.400 = add i64 %.399, %arg.b.5.0
  %.403 = icmp slt i64 %.400, 0
  br i1 %.403, label %B0.endif.endif.else.endif.endif.if, label %B0.endif.endif.else.endif.endif.endif, !prof !1

B0.endif.endif.else.endif.endif.if:               ; preds = %B0.endif.endif.else.endif.endif
  br label %B0.endif.endif.else.endif.endif.endif

B0.endif.endif.else.endif.endif.endif:            ; preds = %B0.endif.endif.else.endif.endif.if, %B0.endif.endif.else.endif.endif
  %.359.sroa.14.1 = phi i64 [ 0, %B0.endif.endif.else.endif.endif.if ], [ %.400, %B0.endif.endif.else.endif.endif ]
  %.408.not = icmp slt i64 %.400, %arg.bcpy.5.0
  br i1 %.408.not, label %B0.endif.endif.endif.else.endif, label %B0.endif.endif.else.endif.endif.endif.if, !prof !99

B0.endif.endif.else.endif.endif.endif.if:         ; preds = %B0.endif.endif.else.endif.endif.endif
  br label %B0.endif.endif.endif.else.endif

.458.loopexit.unr-lcssa:                          ; preds = %.549..550_crit_edge.split.us.us.us.loopexit.us.7
  %lcmp.mod65.not = icmp eq i64 %xtraiter63, 0
  br i1 %lcmp.mod65.not, label %.458, label %.549.preheader.us.us.us.epil.preheader, !prof !128

.549.preheader.us.us.us.epil.preheader:           ; preds = %.549.preheader.us.us.preheader.split.us, %.458.loopexit.unr-lcssa
  %lsr.iv35.us.epil.ph = phi ptr [ %scevgep36.us.7, %.458.loopexit.unr-lcssa ], [ %scevgep34, %.549.preheader.us.us.preheader.split.us ]
  %.455.0148.us.us.us.epil.ph = phi i64 [ %unroll_iter67, %.458.loopexit.unr-lcssa ], [ 0, %.549.preheader.us.us.preheader.split.us ]
  br label %.549.preheader.us.us.us.epil

.549.preheader.us.us.us.epil:                     ; preds = %.549.preheader.us.us.us.epil.preheader, %.549..550_crit_edge.split.us.us.us.loopexit.us.epil
  %lsr.iv35.us.epil = phi ptr [ %scevgep36.us.epil, %.549..550_crit_edge.split.us.us.us.loopexit.us.epil ], [ %lsr.iv35.us.epil.ph, %.549.preheader.us.us.us.epil.preheader ]
  %.455.0148.us.us.us.epil = phi i64 [ %.866.us.us.us.epil, %.549..550_crit_edge.split.us.us.us.loopexit.us.epil ], [ %.455.0148.us.us.us.epil.ph, %.549.preheader.us.us.us.epil.preheader ]
  %epil.iter64 = phi i64 [ %epil.iter64.next, %.549..550_crit_edge.split.us.us.us.loopexit.us.epil ], [ 0, %.549.preheader.us.us.us.epil.preheader ]
  %.828.us.us.us.epil = tail call i64 @llvm.umin.i64(i64 %.455.0148.us.us.us.epil, i64 %.827)
  %.834.us.us.us.epil = mul i64 %.828.us.us.us.epil, %arg.b.5.1
  %0 = getelementptr double, ptr %.743.0, i64 %.834.us.us.us.epil
  %scevgep37.us.epil = getelementptr i8, ptr %lsr.iv35.us.epil, i64 %48
  br label %.549.endif.us.us.us.epil.us.epil

.549.endif.us.us.us.epil.us.epil:                 ; preds = %.549.endif.us.us.us.epil.us.epil, %.549.preheader.us.us.us.epil
  %lsr.iv38.us.epil = phi ptr [ %scevgep39.us.epil, %.549.endif.us.us.us.epil.us.epil ], [ %scevgep37.us.epil, %.549.preheader.us.us.us.epil ]
  %.547.0145.us.us.us.epil.us.epil = phi i64 [ %.857.us.us.us.epil.us.epil, %.549.endif.us.us.us.epil.us.epil ], [ 0, %.549.preheader.us.us.us.epil ]
  %.830.us.us.us.epil.us.epil = tail call i64 @llvm.umin.i64(i64 %.547.0145.us.us.us.epil.us.epil, i64 %.829)
  %.823.0.us.us.us.epil.us.epil = getelementptr double, ptr %0, i64 %.830.us.us.us.epil.us.epil
  %.850.us.us.us.epil.us.epil = load double, ptr %.823.0.us.us.us.epil.us.epil, align 8
  store double %.850.us.us.us.epil.us.epil, ptr %lsr.iv38.us.epil, align 8
  %.857.us.us.us.epil.us.epil = add i64 %.547.0145.us.us.us.epil.us.epil, 1
  %scevgep39.us.epil = getelementptr i8, ptr %lsr.iv38.us.epil, i64 %17
  %epil.iter16.cmp.not.us.epil = icmp eq i64 %xtraiter15, %.857.us.us.us.epil.us.epil
  br i1 %epil.iter16.cmp.not.us.epil, label %.549..550_crit_edge.split.us.us.us.loopexit.us.epil, label %.549.endif.us.us.us.epil.us.epil, !prof !129, !llvm.loop !170

.549..550_crit_edge.split.us.us.us.loopexit.us.epil: ; preds = %.549.endif.us.us.us.epil.us.epil
  %.866.us.us.us.epil = add nuw i64 %.455.0148.us.us.us.epil, 1
  %scevgep36.us.epil = getelementptr i8, ptr %lsr.iv35.us.epil, i64 8
  %epil.iter64.next = add i64 %epil.iter64, 1
  %epil.iter64.cmp.not = icmp eq i64 %epil.iter64.next, %xtraiter63
  br i1 %epil.iter64.cmp.not, label %.458, label %.549.preheader.us.us.us.epil, !prof !129, !llvm.loop !171

.458.loopexit19.unr-lcssa:                        ; preds = %.549..550_crit_edge.split.us160.loopexit.us.7
  %lcmp.mod43.not = icmp eq i64 %xtraiter42, 0
  br i1 %lcmp.mod43.not, label %.458, label %.549.preheader.us.us3.epil.preheader, !prof !128

.549.preheader.us.us3.epil.preheader:             ; preds = %.549.preheader.us.preheader.split.us, %.458.loopexit19.unr-lcssa
  %lsr.iv57.us.epil.ph = phi ptr [ %scevgep58.us.7, %.458.loopexit19.unr-lcssa ], [ %scevgep34, %.549.preheader.us.preheader.split.us ]
  %.455.0148.us.us4.epil.ph = phi i64 [ %unroll_iter45, %.458.loopexit19.unr-lcssa ], [ 0, %.549.preheader.us.preheader.split.us ]
  br label %.549.preheader.us.us3.epil

.549.preheader.us.us3.epil:                       ; preds = %.549.preheader.us.us3.epil.preheader, %.549..550_crit_edge.split.us160.loopexit.us.epil
  %lsr.iv57.us.epil = phi ptr [ %scevgep58.us.epil, %.549..550_crit_edge.split.us160.loopexit.us.epil ], [ %lsr.iv57.us.epil.ph, %.549.preheader.us.us3.epil.preheader ]
  %.455.0148.us.us4.epil = phi i64 [ %.866.us.us6.epil, %.549..550_crit_edge.split.us160.loopexit.us.epil ], [ %.455.0148.us.us4.epil.ph, %.549.preheader.us.us3.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %.549..550_crit_edge.split.us160.loopexit.us.epil ], [ 0, %.549.preheader.us.us3.epil.preheader ]
  %.828.us.us5.epil = tail call i64 @llvm.umin.i64(i64 %.455.0148.us.us4.epil, i64 %.827)
  %.842.us.us.epil = mul i64 %.828.us.us5.epil, %arg.b.5.1
  %1 = getelementptr double, ptr %arg.b.4, i64 %.842.us.us.epil
  %scevgep59.us.epil = getelementptr i8, ptr %lsr.iv57.us.epil, i64 %28
  br label %.549.endif.us149.epil.us.epil

.549.endif.us149.epil.us.epil:                    ; preds = %.549.endif.us149.epil.us.epil, %.549.preheader.us.us3.epil
  %lsr.iv60.us.epil = phi ptr [ %scevgep61.us.epil, %.549.endif.us149.epil.us.epil ], [ %scevgep59.us.epil, %.549.preheader.us.us3.epil ]
  %.547.0145.us150.epil.us.epil = phi i64 [ %.857.us158.epil.us.epil, %.549.endif.us149.epil.us.epil ], [ 0, %.549.preheader.us.us3.epil ]
  %.830.us154.epil.us.epil = tail call i64 @llvm.umin.i64(i64 %.547.0145.us150.epil.us.epil, i64 %.829)
  %.823.0.us155.epil.us.epil = getelementptr double, ptr %1, i64 %.830.us154.epil.us.epil
  %.850.us156.epil.us.epil = load double, ptr %.823.0.us155.epil.us.epil, align 8
  store double %.850.us156.epil.us.epil, ptr %lsr.iv60.us.epil, align 8
  %.857.us158.epil.us.epil = add i64 %.547.0145.us150.epil.us.epil, 1
  %scevgep61.us.epil = getelementptr i8, ptr %lsr.iv60.us.epil, i64 %17
  %epil.iter10.cmp.not.us.epil = icmp eq i64 %xtraiter15, %.857.us158.epil.us.epil
  br i1 %epil.iter10.cmp.not.us.epil, label %.549..550_crit_edge.split.us160.loopexit.us.epil, label %.549.endif.us149.epil.us.epil, !prof !129, !llvm.loop !172

.549..550_crit_edge.split.us160.loopexit.us.epil: ; preds = %.549.endif.us149.epil.us.epil
  %.866.us.us6.epil = add nuw i64 %.455.0148.us.us4.epil, 1
  %scevgep58.us.epil = getelementptr i8, ptr %lsr.iv57.us.epil, i64 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not70 = icmp eq i64 %epil.iter.next, %xtraiter42
  br i1 %epil.iter.cmp.not70, label %.458, label %.549.preheader.us.us3.epil, !prof !129, !llvm.loop !173

.458:                                             ; preds = %.549..550_crit_edge.split.us160, %.549..550_crit_edge.split.us160.loopexit.us.epil, %.549..550_crit_edge.split.us.us.us, %.549..550_crit_edge.split.us.us.us.loopexit.us.epil, %.549.preheader.lr.ph, %B0.endif.endif.endif.endif.endif.endif.endif, %.458.loopexit19.unr-lcssa, %.458.loopexit.unr-lcssa
  br i1 %.742, label %.458.if, label %.458.endif, !prof !1

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.else.endif.endif.endif.if, %B0.endif.endif.endif.else.endif.endif.endif
  %.363.sroa.14.0 = phi i64 [ %.363.sroa.14.1, %B0.endif.endif.endif.else.endif.endif.endif ], [ %arg.bcpy.5.1, %B0.endif.endif.endif.else.endif.endif.endif.if ]
  %.558 = sub i64 %.359.sroa.14.0, %.359.sroa.0.3
  %.567 = tail call i64 @llvm.smax.i64(i64 %.558, i64 0)
  %.575 = sub i64 %.363.sroa.14.0, %.363.sroa.0.3
  %.584 = tail call i64 @llvm.smax.i64(i64 %.575, i64 0)
  %.604 = icmp ne i64 %arg.b.5.0, %.567
  %.605 = icmp ne i64 %arg.b.5.0, 1
  %.606.not = and i1 %.605, %.604
  br i1 %.606.not, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.else.endif:                  ; preds = %B0.endif.endif.else.endif.endif.endif.if, %B0.endif.endif.else.endif.endif.endif
  %.359.sroa.14.0 = phi i64 [ %.359.sroa.14.1, %B0.endif.endif.else.endif.endif.endif ], [ %arg.bcpy.5.0, %B0.endif.endif.else.endif.endif.endif.if ]
  %.483 = icmp slt i64 %arg.bcpy.5.1, 1
  br i1 %.483, label %B0.endif.endif.endif.else.endif.if, label %B0.endif.endif.endif.else.endif.endif, !prof !1

B0.endif.endif.endif.else.endif.if:               ; preds = %B0.endif.endif.endif.else.endif
  br label %B0.endif.endif.endif.else.endif.endif

B0.endif.endif.endif.else.endif.endif:            ; preds = %B0.endif.endif.endif.else.endif.if, %B0.endif.endif.endif.else.endif
  %.363.sroa.0.3 = phi i64 [ %arg.bcpy.5.1, %B0.endif.endif.endif.else.endif.if ], [ 0, %B0.endif.endif.endif.else.endif ]
  %.490 = icmp slt i64 %arg.nrhs, 0
  %.491 = select i1 %.490, i64 %arg.bcpy.5.1, i64 0
  %.492 = add i64 %.491, %arg.nrhs
  %.495 = icmp slt i64 %.492, 0
  br i1 %.495, label %B0.endif.endif.endif.else.endif.endif.if, label %B0.endif.endif.endif.else.endif.endif.endif, !prof !1

B0.endif.endif.endif.else.endif.endif.if:         ; preds = %B0.endif.endif.endif.else.endif.endif
  br label %B0.endif.endif.endif.else.endif.endif.endif

B0.endif.endif.endif.else.endif.endif.endif:      ; preds = %B0.endif.endif.endif.else.endif.endif.if, %B0.endif.endif.endif.else.endif.endif
  %.363.sroa.14.1 = phi i64 [ 0, %B0.endif.endif.endif.else.endif.endif.if ], [ %.492, %B0.endif.endif.endif.else.endif.endif ]
  %.500.not = icmp slt i64 %.492, %arg.bcpy.5.1
  br i1 %.500.not, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.else.endif.endif.endif.if, !prof !99

B0.endif.endif.endif.else.endif.endif.endif.if:   ; preds = %B0.endif.endif.endif.else.endif.endif.endif
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  %.621 = call i32 @_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v80B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE8UniTupleIxLi2EE(ptr nonnull %.613, ptr nonnull %excinfo.1, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %.567, i64 %.584)
  %cond = icmp eq i32 %.621, 0
  br i1 %cond, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.if.if.if, !prof !0

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif
  %.644 = icmp ne i64 %arg.b.5.1, %.584
  %.645 = icmp ne i64 %arg.b.5.1, 1
  %.646.not = and i1 %.645, %.644
  br i1 %.646.not, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !1

common.ret:                                       ; preds = %.458.endif, %B0.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.if.if.if, %B0.endif.endif.endif.endif.if.if.if
  %common.ret.op = phi i32 [ %.621, %B0.endif.endif.endif.endif.if.if.if ], [ %.661, %B0.endif.endif.endif.endif.endif.if.if.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if.if ], [ 0, %.458.endif ]
  ret i32 %common.ret.op

B0.endif.endif.endif.endif.if.if.if:              ; preds = %B0.endif.endif.endif.endif.if
  %.629 = icmp sgt i32 %.621, 0
  %.622 = load ptr, ptr %excinfo.1, align 8
  %.630 = select i1 %.629, ptr %.622, ptr undef
  store ptr %.630, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  %.661 = call i32 @_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v80B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE8UniTupleIxLi2EE(ptr nonnull %.653, ptr nonnull %excinfo.2, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %.567, i64 %.584)
  %cond2 = icmp eq i32 %.661, 0
  br i1 %cond2, label %B0.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.if.if.if, !prof !0

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif
  %2 = icmp slt i64 %.575, 1
  %3 = icmp slt i64 %.558, 1
  %.686 = mul i64 %arg.b.3, %arg.b.2
  %.687 = ptrtoint ptr %arg.b.4 to i64
  %.689 = add i64 %.686, %.687
  %.705 = mul i64 %.359.sroa.0.3, %arg.bcpy.6.0
  %.706 = add i64 %.359.sroa.14.0, -1
  %.707 = mul i64 %.706, %arg.bcpy.6.0
  %.708 = icmp slt i64 %arg.bcpy.6.0, 0
  %.709 = select i1 %.708, i64 %.707, i64 %.705
  %.711 = select i1 %.708, i64 %.705, i64 %.707
  %.714 = or i1 %3, %2
  %.726 = mul i64 %.363.sroa.0.3, %arg.bcpy.6.1
  %.727 = add i64 %.363.sroa.14.0, -1
  %.728 = mul i64 %.727, %arg.bcpy.6.1
  %.729 = icmp slt i64 %arg.bcpy.6.1, 0
  %.730 = select i1 %.729, i64 %.728, i64 %.726
  %.731 = add i64 %.730, %.709
  %.732 = select i1 %.729, i64 %.726, i64 %.728
  %.733 = add i64 %.711, %arg.bcpy.3
  %.734 = add i64 %.733, %.732
  %.735 = select i1 %.714, i64 0, i64 %.731
  %.736 = select i1 %.714, i64 0, i64 %.734
  %.737 = ptrtoint ptr %arg.bcpy.4 to i64
  %.738 = add i64 %.735, %.737
  %.739 = add i64 %.736, %.737
  %.740 = icmp ugt i64 %.739, %.687
  %.741 = icmp ult i64 %.738, %.689
  %.742 = and i1 %.741, %.740
  br i1 %.742, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.if.if.if:        ; preds = %B0.endif.endif.endif.endif.endif.if
  %.669 = icmp sgt i32 %.661, 0
  %.662 = load ptr, ptr %excinfo.2, align 8
  %.670 = select i1 %.669, ptr %.662, ptr undef
  store ptr %.670, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.752 = tail call ptr @NRT_Allocate(i64 %.686)
  %.753 = icmp eq ptr %.752, null
  br i1 %.753, label %B0.endif.endif.endif.endif.endif.endif.if.if, label %for.cond.preheader, !prof !1

for.cond.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif.endif.if
  %.763141 = icmp sgt i64 %arg.b.5.0, 0
  %.766139 = icmp sgt i64 %arg.b.5.1, 0
  %or.cond = select i1 %.763141, i1 %.766139, i1 false
  br i1 %or.cond, label %for.cond.1.preheader.us.preheader, label %B0.endif.endif.endif.endif.endif.endif.endif

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.preheader
  %4 = shl i64 %arg.b.5.1, 3
  %xtraiter = and i64 %arg.b.5.0, 7
  %5 = icmp samesign ult i64 %arg.b.5.0, 8
  br i1 %5, label %for.cond.1.preheader.us.epil.preheader, label %for.cond.1.preheader.us.preheader.new

for.cond.1.preheader.us.preheader.new:            ; preds = %for.cond.1.preheader.us.preheader
  %unroll_iter = and i64 %arg.b.5.0, 9223372036854775800
  %6 = shl i64 %arg.b.5.1, 7
  %7 = add nsw i64 %arg.b.5.0, -8
  %8 = lshr i64 %7, 3
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %for.cond.1.preheader.us.epil.preheader21, label %for.cond.1.preheader.us.preheader.new.new

for.cond.1.preheader.us.preheader.new.new:        ; preds = %for.cond.1.preheader.us.preheader.new
  %10 = add nuw nsw i64 %8, 1
  %11 = lshr i64 %10, 1
  %12 = mul nsw i64 %11, -2
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.cond.1.preheader.us, %for.cond.1.preheader.us.preheader.new.new
  %lsr.iv36 = phi i64 [ %lsr.iv.next37, %for.cond.1.preheader.us ], [ %12, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv70 = phi i64 [ %lsr.iv.next71.1, %for.cond.1.preheader.us ], [ 0, %for.cond.1.preheader.us.preheader.new.new ]
  %scevgep73 = getelementptr i8, ptr %.752, i64 %lsr.iv70
  %scevgep72 = getelementptr i8, ptr %arg.b.4, i64 %lsr.iv70
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep73, ptr align 8 %scevgep72, i64 %4, i1 false)
  %scevgep74 = getelementptr i8, ptr %scevgep73, i64 %4
  %scevgep81 = getelementptr i8, ptr %scevgep72, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep74, ptr align 8 %scevgep81, i64 %4, i1 false)
  %scevgep75 = getelementptr i8, ptr %scevgep74, i64 %4
  %scevgep82 = getelementptr i8, ptr %scevgep81, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep75, ptr align 8 %scevgep82, i64 %4, i1 false)
  %scevgep76 = getelementptr i8, ptr %scevgep75, i64 %4
  %scevgep83 = getelementptr i8, ptr %scevgep82, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep76, ptr align 8 %scevgep83, i64 %4, i1 false)
  %scevgep77 = getelementptr i8, ptr %scevgep76, i64 %4
  %scevgep84 = getelementptr i8, ptr %scevgep83, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep77, ptr align 8 %scevgep84, i64 %4, i1 false)
  %scevgep78 = getelementptr i8, ptr %scevgep77, i64 %4
  %scevgep85 = getelementptr i8, ptr %scevgep84, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep78, ptr align 8 %scevgep85, i64 %4, i1 false)
  %scevgep79 = getelementptr i8, ptr %scevgep78, i64 %4
  %scevgep86 = getelementptr i8, ptr %scevgep85, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep79, ptr align 8 %scevgep86, i64 %4, i1 false)
  %scevgep80 = getelementptr i8, ptr %scevgep79, i64 %4
  %scevgep87 = getelementptr i8, ptr %scevgep86, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep80, ptr align 8 %scevgep87, i64 %4, i1 false)
  %scevgep112 = getelementptr i8, ptr %scevgep80, i64 %4
  %scevgep120 = getelementptr i8, ptr %scevgep87, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep112, ptr align 8 %scevgep120, i64 %4, i1 false)
  %scevgep113 = getelementptr i8, ptr %scevgep112, i64 %4
  %scevgep121 = getelementptr i8, ptr %scevgep120, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep113, ptr align 8 %scevgep121, i64 %4, i1 false)
  %scevgep114 = getelementptr i8, ptr %scevgep113, i64 %4
  %scevgep122 = getelementptr i8, ptr %scevgep121, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep114, ptr align 8 %scevgep122, i64 %4, i1 false)
  %scevgep115 = getelementptr i8, ptr %scevgep114, i64 %4
  %scevgep123 = getelementptr i8, ptr %scevgep122, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep115, ptr align 8 %scevgep123, i64 %4, i1 false)
  %scevgep116 = getelementptr i8, ptr %scevgep115, i64 %4
  %scevgep124 = getelementptr i8, ptr %scevgep123, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep116, ptr align 8 %scevgep124, i64 %4, i1 false)
  %scevgep117 = getelementptr i8, ptr %scevgep116, i64 %4
  %scevgep125 = getelementptr i8, ptr %scevgep124, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep117, ptr align 8 %scevgep125, i64 %4, i1 false)
  %scevgep118 = getelementptr i8, ptr %scevgep117, i64 %4
  %scevgep126 = getelementptr i8, ptr %scevgep125, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep118, ptr align 8 %scevgep126, i64 %4, i1 false)
  %scevgep119 = getelementptr i8, ptr %scevgep118, i64 %4
  %scevgep127 = getelementptr i8, ptr %scevgep126, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep119, ptr align 8 %scevgep127, i64 %4, i1 false)
  %lsr.iv.next71.1 = add i64 %lsr.iv70, %6
  %lsr.iv.next37 = add i64 %lsr.iv36, 2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next37, 0
  br i1 %niter.ncmp.1, label %B0.endif.endif.endif.endif.endif.endif.endif.loopexit.unr-lcssa.unr-lcssa, label %for.cond.1.preheader.us

B0.endif.endif.endif.endif.endif.endif.endif.loopexit.unr-lcssa.unr-lcssa: ; preds = %for.cond.1.preheader.us
  %13 = and i64 %7, 8
  %lcmp.mod.not69.not = icmp eq i64 %13, 0
  br i1 %lcmp.mod.not69.not, label %for.cond.1.preheader.us.epil.preheader21, label %B0.endif.endif.endif.endif.endif.endif.endif.loopexit.unr-lcssa

for.cond.1.preheader.us.epil.preheader21:         ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.loopexit.unr-lcssa.unr-lcssa, %for.cond.1.preheader.us.preheader.new
  %lsr.iv70.epil.init = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %lsr.iv.next71.1, %B0.endif.endif.endif.endif.endif.endif.endif.loopexit.unr-lcssa.unr-lcssa ]
  %scevgep73.epil = getelementptr i8, ptr %.752, i64 %lsr.iv70.epil.init
  %scevgep72.epil = getelementptr i8, ptr %arg.b.4, i64 %lsr.iv70.epil.init
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep73.epil, ptr align 8 %scevgep72.epil, i64 %4, i1 false)
  %scevgep74.epil = getelementptr i8, ptr %scevgep73.epil, i64 %4
  %scevgep81.epil = getelementptr i8, ptr %scevgep72.epil, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep74.epil, ptr align 8 %scevgep81.epil, i64 %4, i1 false)
  %scevgep75.epil = getelementptr i8, ptr %scevgep74.epil, i64 %4
  %scevgep82.epil = getelementptr i8, ptr %scevgep81.epil, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep75.epil, ptr align 8 %scevgep82.epil, i64 %4, i1 false)
  %scevgep76.epil = getelementptr i8, ptr %scevgep75.epil, i64 %4
  %scevgep83.epil = getelementptr i8, ptr %scevgep82.epil, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep76.epil, ptr align 8 %scevgep83.epil, i64 %4, i1 false)
  %scevgep77.epil = getelementptr i8, ptr %scevgep76.epil, i64 %4
  %scevgep84.epil = getelementptr i8, ptr %scevgep83.epil, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep77.epil, ptr align 8 %scevgep84.epil, i64 %4, i1 false)
  %scevgep78.epil = getelementptr i8, ptr %scevgep77.epil, i64 %4
  %scevgep85.epil = getelementptr i8, ptr %scevgep84.epil, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep78.epil, ptr align 8 %scevgep85.epil, i64 %4, i1 false)
  %scevgep79.epil = getelementptr i8, ptr %scevgep78.epil, i64 %4
  %scevgep86.epil = getelementptr i8, ptr %scevgep85.epil, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep79.epil, ptr align 8 %scevgep86.epil, i64 %4, i1 false)
  %scevgep80.epil = getelementptr i8, ptr %scevgep79.epil, i64 %4
  %scevgep87.epil = getelementptr i8, ptr %scevgep86.epil, i64 %4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep80.epil, ptr align 8 %scevgep87.epil, i64 %4, i1 false)
  br label %B0.endif.endif.endif.endif.endif.endif.endif.loopexit.unr-lcssa

B0.endif.endif.endif.endif.endif.endif.endif.loopexit.unr-lcssa: ; preds = %for.cond.1.preheader.us.epil.preheader21, %B0.endif.endif.endif.endif.endif.endif.endif.loopexit.unr-lcssa.unr-lcssa
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B0.endif.endif.endif.endif.endif.endif.endif, label %for.cond.1.preheader.us.epil.preheader

for.cond.1.preheader.us.epil.preheader:           ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.loopexit.unr-lcssa, %for.cond.1.preheader.us.preheader
  %loop.index142.us.epil.init = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %unroll_iter, %B0.endif.endif.endif.endif.endif.endif.endif.loopexit.unr-lcssa ]
  %14 = mul i64 %loop.index142.us.epil.init, %4
  br label %for.cond.1.preheader.us.epil

for.cond.1.preheader.us.epil:                     ; preds = %for.cond.1.preheader.us.epil, %for.cond.1.preheader.us.epil.preheader
  %lsr.iv68 = phi i64 [ %lsr.iv.next69, %for.cond.1.preheader.us.epil ], [ %xtraiter, %for.cond.1.preheader.us.epil.preheader ]
  %lsr.iv64 = phi i64 [ %lsr.iv.next65, %for.cond.1.preheader.us.epil ], [ %14, %for.cond.1.preheader.us.epil.preheader ]
  %scevgep67 = getelementptr i8, ptr %.752, i64 %lsr.iv64
  %scevgep66 = getelementptr i8, ptr %arg.b.4, i64 %lsr.iv64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scevgep67, ptr align 8 %scevgep66, i64 %4, i1 false)
  %lsr.iv.next65 = add i64 %lsr.iv64, %4
  %lsr.iv.next69 = add nsw i64 %lsr.iv68, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next69, 0
  br i1 %epil.iter.cmp.not, label %B0.endif.endif.endif.endif.endif.endif.endif, label %for.cond.1.preheader.us.epil, !llvm.loop !174

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %for.cond.1.preheader.us.epil, %B0.endif.endif.endif.endif.endif.endif.endif.loopexit.unr-lcssa, %for.cond.preheader, %B0.endif.endif.endif.endif.endif.endif
  %.743.0 = phi ptr [ %arg.b.4, %B0.endif.endif.endif.endif.endif.endif ], [ %.752, %B0.endif.endif.endif.endif.endif.endif.endif.loopexit.unr-lcssa ], [ %.752, %for.cond.preheader ], [ %.752, %for.cond.1.preheader.us.epil ]
  %.798.not146 = icmp slt i64 %.359.sroa.0.3, %.359.sroa.14.0
  br i1 %.798.not146, label %.549.preheader.lr.ph, label %.458, !prof !121

.549.preheader.lr.ph:                             ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.813.not143 = icmp slt i64 %.363.sroa.0.3, %.363.sroa.14.0
  %.827 = add i64 %arg.b.5.0, -1
  %.829 = add i64 %arg.b.5.1, -1
  br i1 %.813.not143, label %.549.preheader.lr.ph.split.us, label %.458, !prof !121

.549.preheader.lr.ph.split.us:                    ; preds = %.549.preheader.lr.ph
  %xtraiter15 = and i64 %.575, 7
  %15 = sub i64 %.363.sroa.0.3, %.363.sroa.14.0
  %16 = shl i64 %.359.sroa.0.3, 3
  %17 = shl i64 %arg.bcpy.5.0, 3
  %scevgep34 = getelementptr i8, ptr %arg.bcpy.4, i64 %16
  %18 = add i64 %.363.sroa.0.3, -7
  br i1 %.742, label %.549.preheader.us.us.preheader, label %.549.preheader.us.preheader, !prof !1

.549.preheader.us.preheader:                      ; preds = %.549.preheader.lr.ph.split.us
  %19 = icmp ugt i64 %15, -8
  br i1 %19, label %.549.preheader.us.preheader.split.us, label %.549.preheader.us.preheader10, !prof !175

.549.preheader.us.preheader10:                    ; preds = %.549.preheader.us.preheader
  %20 = mul i64 %.363.sroa.0.3, %arg.bcpy.5.0
  %21 = add i64 %20, %.359.sroa.0.3
  %22 = shl i64 %21, 3
  %scevgep44 = getelementptr i8, ptr %arg.bcpy.4, i64 %22
  %23 = add i64 %.575, -8
  %24 = lshr i64 %23, 3
  %25 = add nuw nsw i64 %24, 1
  %26 = lshr i64 %25, 1
  %27 = mul nsw i64 %26, -2
  br label %.549.preheader.us

.549.preheader.us.preheader.split.us:             ; preds = %.549.preheader.us.preheader
  %28 = mul i64 %.363.sroa.0.3, %17
  %xtraiter42 = and i64 %.558, 7
  %29 = sub i64 %.359.sroa.0.3, %.359.sroa.14.0
  %30 = icmp ugt i64 %29, -8
  br i1 %30, label %.549.preheader.us.us3.epil.preheader, label %.549.preheader.us.preheader.split.us.new, !prof !175

.549.preheader.us.preheader.split.us.new:         ; preds = %.549.preheader.us.preheader.split.us
  %unroll_iter45 = and i64 %.558, -8
  br label %.549.preheader.us.us3

.549.preheader.us.us3:                            ; preds = %.549..550_crit_edge.split.us160.loopexit.us.7, %.549.preheader.us.preheader.split.us.new
  %lsr.iv57.us = phi ptr [ %scevgep34, %.549.preheader.us.preheader.split.us.new ], [ %scevgep58.us.7, %.549..550_crit_edge.split.us160.loopexit.us.7 ]
  %.455.0148.us.us4 = phi i64 [ 0, %.549.preheader.us.preheader.split.us.new ], [ %.866.us.us6.7, %.549..550_crit_edge.split.us160.loopexit.us.7 ]
  %.828.us.us5 = tail call i64 @llvm.umin.i64(i64 %.455.0148.us.us4, i64 %.827)
  %.842.us.us = mul i64 %.828.us.us5, %arg.b.5.1
  %31 = getelementptr double, ptr %arg.b.4, i64 %.842.us.us
  %scevgep59.us = getelementptr i8, ptr %lsr.iv57.us, i64 %28
  br label %.549.endif.us149.epil.us

.549.endif.us149.epil.us:                         ; preds = %.549.endif.us149.epil.us, %.549.preheader.us.us3
  %lsr.iv60.us = phi ptr [ %scevgep61.us, %.549.endif.us149.epil.us ], [ %scevgep59.us, %.549.preheader.us.us3 ]
  %.547.0145.us150.epil.us = phi i64 [ %.857.us158.epil.us, %.549.endif.us149.epil.us ], [ 0, %.549.preheader.us.us3 ]
  %.830.us154.epil.us = tail call i64 @llvm.umin.i64(i64 %.547.0145.us150.epil.us, i64 %.829)
  %.823.0.us155.epil.us = getelementptr double, ptr %31, i64 %.830.us154.epil.us
  %.850.us156.epil.us = load double, ptr %.823.0.us155.epil.us, align 8
  store double %.850.us156.epil.us, ptr %lsr.iv60.us, align 8
  %.857.us158.epil.us = add i64 %.547.0145.us150.epil.us, 1
  %scevgep61.us = getelementptr i8, ptr %lsr.iv60.us, i64 %17
  %epil.iter10.cmp.not.us = icmp eq i64 %xtraiter15, %.857.us158.epil.us
  br i1 %epil.iter10.cmp.not.us, label %.549..550_crit_edge.split.us160.loopexit.us, label %.549.endif.us149.epil.us, !prof !129, !llvm.loop !172

.549..550_crit_edge.split.us160.loopexit.us:      ; preds = %.549.endif.us149.epil.us
  %.866.us.us6 = or disjoint i64 %.455.0148.us.us4, 1
  %scevgep58.us = getelementptr i8, ptr %lsr.iv57.us, i64 8
  %.828.us.us5.1 = tail call i64 @llvm.umin.i64(i64 %.866.us.us6, i64 %.827)
  %.842.us.us.1 = mul i64 %.828.us.us5.1, %arg.b.5.1
  %32 = getelementptr double, ptr %arg.b.4, i64 %.842.us.us.1
  %scevgep59.us.1 = getelementptr i8, ptr %scevgep58.us, i64 %28
  br label %.549.endif.us149.epil.us.1

.549.endif.us149.epil.us.1:                       ; preds = %.549.endif.us149.epil.us.1, %.549..550_crit_edge.split.us160.loopexit.us
  %lsr.iv60.us.1 = phi ptr [ %scevgep61.us.1, %.549.endif.us149.epil.us.1 ], [ %scevgep59.us.1, %.549..550_crit_edge.split.us160.loopexit.us ]
  %.547.0145.us150.epil.us.1 = phi i64 [ %.857.us158.epil.us.1, %.549.endif.us149.epil.us.1 ], [ 0, %.549..550_crit_edge.split.us160.loopexit.us ]
  %.830.us154.epil.us.1 = tail call i64 @llvm.umin.i64(i64 %.547.0145.us150.epil.us.1, i64 %.829)
  %.823.0.us155.epil.us.1 = getelementptr double, ptr %32, i64 %.830.us154.epil.us.1
  %.850.us156.epil.us.1 = load double, ptr %.823.0.us155.epil.us.1, align 8
  store double %.850.us156.epil.us.1, ptr %lsr.iv60.us.1, align 8
  %.857.us158.epil.us.1 = add i64 %.547.0145.us150.epil.us.1, 1
  %scevgep61.us.1 = getelementptr i8, ptr %lsr.iv60.us.1, i64 %17
  %epil.iter10.cmp.not.us.1 = icmp eq i64 %xtraiter15, %.857.us158.epil.us.1
  br i1 %epil.iter10.cmp.not.us.1, label %.549..550_crit_edge.split.us160.loopexit.us.1, label %.549.endif.us149.epil.us.1, !prof !129, !llvm.loop !172

.549..550_crit_edge.split.us160.loopexit.us.1:    ; preds = %.549.endif.us149.epil.us.1
  %.866.us.us6.1 = or disjoint i64 %.455.0148.us.us4, 2
  %scevgep58.us.1 = getelementptr i8, ptr %lsr.iv57.us, i64 16
  %.828.us.us5.2 = tail call i64 @llvm.umin.i64(i64 %.866.us.us6.1, i64 %.827)
  %.842.us.us.2 = mul i64 %.828.us.us5.2, %arg.b.5.1
  %33 = getelementptr double, ptr %arg.b.4, i64 %.842.us.us.2
  %scevgep59.us.2 = getelementptr i8, ptr %scevgep58.us.1, i64 %28
  br label %.549.endif.us149.epil.us.2

.549.endif.us149.epil.us.2:                       ; preds = %.549.endif.us149.epil.us.2, %.549..550_crit_edge.split.us160.loopexit.us.1
  %lsr.iv60.us.2 = phi ptr [ %scevgep61.us.2, %.549.endif.us149.epil.us.2 ], [ %scevgep59.us.2, %.549..550_crit_edge.split.us160.loopexit.us.1 ]
  %.547.0145.us150.epil.us.2 = phi i64 [ %.857.us158.epil.us.2, %.549.endif.us149.epil.us.2 ], [ 0, %.549..550_crit_edge.split.us160.loopexit.us.1 ]
  %.830.us154.epil.us.2 = tail call i64 @llvm.umin.i64(i64 %.547.0145.us150.epil.us.2, i64 %.829)
  %.823.0.us155.epil.us.2 = getelementptr double, ptr %33, i64 %.830.us154.epil.us.2
  %.850.us156.epil.us.2 = load double, ptr %.823.0.us155.epil.us.2, align 8
  store double %.850.us156.epil.us.2, ptr %lsr.iv60.us.2, align 8
  %.857.us158.epil.us.2 = add i64 %.547.0145.us150.epil.us.2, 1
  %scevgep61.us.2 = getelementptr i8, ptr %lsr.iv60.us.2, i64 %17
  %epil.iter10.cmp.not.us.2 = icmp eq i64 %xtraiter15, %.857.us158.epil.us.2
  br i1 %epil.iter10.cmp.not.us.2, label %.549..550_crit_edge.split.us160.loopexit.us.2, label %.549.endif.us149.epil.us.2, !prof !129, !llvm.loop !172

.549..550_crit_edge.split.us160.loopexit.us.2:    ; preds = %.549.endif.us149.epil.us.2
  %.866.us.us6.2 = or disjoint i64 %.455.0148.us.us4, 3
  %scevgep58.us.2 = getelementptr i8, ptr %lsr.iv57.us, i64 24
  %.828.us.us5.3 = tail call i64 @llvm.umin.i64(i64 %.866.us.us6.2, i64 %.827)
  %.842.us.us.3 = mul i64 %.828.us.us5.3, %arg.b.5.1
  %34 = getelementptr double, ptr %arg.b.4, i64 %.842.us.us.3
  %scevgep59.us.3 = getelementptr i8, ptr %scevgep58.us.2, i64 %28
  br label %.549.endif.us149.epil.us.3

.549.endif.us149.epil.us.3:                       ; preds = %.549.endif.us149.epil.us.3, %.549..550_crit_edge.split.us160.loopexit.us.2
  %lsr.iv60.us.3 = phi ptr [ %scevgep61.us.3, %.549.endif.us149.epil.us.3 ], [ %scevgep59.us.3, %.549..550_crit_edge.split.us160.loopexit.us.2 ]
  %.547.0145.us150.epil.us.3 = phi i64 [ %.857.us158.epil.us.3, %.549.endif.us149.epil.us.3 ], [ 0, %.549..550_crit_edge.split.us160.loopexit.us.2 ]
  %.830.us154.epil.us.3 = tail call i64 @llvm.umin.i64(i64 %.547.0145.us150.epil.us.3, i64 %.829)
  %.823.0.us155.epil.us.3 = getelementptr double, ptr %34, i64 %.830.us154.epil.us.3
  %.850.us156.epil.us.3 = load double, ptr %.823.0.us155.epil.us.3, align 8
  store double %.850.us156.epil.us.3, ptr %lsr.iv60.us.3, align 8
  %.857.us158.epil.us.3 = add i64 %.547.0145.us150.epil.us.3, 1
  %scevgep61.us.3 = getelementptr i8, ptr %lsr.iv60.us.3, i64 %17
  %epil.iter10.cmp.not.us.3 = icmp eq i64 %xtraiter15, %.857.us158.epil.us.3
  br i1 %epil.iter10.cmp.not.us.3, label %.549..550_crit_edge.split.us160.loopexit.us.3, label %.549.endif.us149.epil.us.3, !prof !129, !llvm.loop !172

.549..550_crit_edge.split.us160.loopexit.us.3:    ; preds = %.549.endif.us149.epil.us.3
  %.866.us.us6.3 = or disjoint i64 %.455.0148.us.us4, 4
  %scevgep58.us.3 = getelementptr i8, ptr %lsr.iv57.us, i64 32
  %.828.us.us5.4 = tail call i64 @llvm.umin.i64(i64 %.866.us.us6.3, i64 %.827)
  %.842.us.us.4 = mul i64 %.828.us.us5.4, %arg.b.5.1
  %35 = getelementptr double, ptr %arg.b.4, i64 %.842.us.us.4
  %scevgep59.us.4 = getelementptr i8, ptr %scevgep58.us.3, i64 %28
  br label %.549.endif.us149.epil.us.4

.549.endif.us149.epil.us.4:                       ; preds = %.549.endif.us149.epil.us.4, %.549..550_crit_edge.split.us160.loopexit.us.3
  %lsr.iv60.us.4 = phi ptr [ %scevgep61.us.4, %.549.endif.us149.epil.us.4 ], [ %scevgep59.us.4, %.549..550_crit_edge.split.us160.loopexit.us.3 ]
  %.547.0145.us150.epil.us.4 = phi i64 [ %.857.us158.epil.us.4, %.549.endif.us149.epil.us.4 ], [ 0, %.549..550_crit_edge.split.us160.loopexit.us.3 ]
  %.830.us154.epil.us.4 = tail call i64 @llvm.umin.i64(i64 %.547.0145.us150.epil.us.4, i64 %.829)
  %.823.0.us155.epil.us.4 = getelementptr double, ptr %35, i64 %.830.us154.epil.us.4
  %.850.us156.epil.us.4 = load double, ptr %.823.0.us155.epil.us.4, align 8
  store double %.850.us156.epil.us.4, ptr %lsr.iv60.us.4, align 8
  %.857.us158.epil.us.4 = add i64 %.547.0145.us150.epil.us.4, 1
  %scevgep61.us.4 = getelementptr i8, ptr %lsr.iv60.us.4, i64 %17
  %epil.iter10.cmp.not.us.4 = icmp eq i64 %xtraiter15, %.857.us158.epil.us.4
  br i1 %epil.iter10.cmp.not.us.4, label %.549..550_crit_edge.split.us160.loopexit.us.4, label %.549.endif.us149.epil.us.4, !prof !129, !llvm.loop !172

.549..550_crit_edge.split.us160.loopexit.us.4:    ; preds = %.549.endif.us149.epil.us.4
  %.866.us.us6.4 = or disjoint i64 %.455.0148.us.us4, 5
  %scevgep58.us.4 = getelementptr i8, ptr %lsr.iv57.us, i64 40
  %.828.us.us5.5 = tail call i64 @llvm.umin.i64(i64 %.866.us.us6.4, i64 %.827)
  %.842.us.us.5 = mul i64 %.828.us.us5.5, %arg.b.5.1
  %36 = getelementptr double, ptr %arg.b.4, i64 %.842.us.us.5
  %scevgep59.us.5 = getelementptr i8, ptr %scevgep58.us.4, i64 %28
  br label %.549.endif.us149.epil.us.5

.549.endif.us149.epil.us.5:                       ; preds = %.549.endif.us149.epil.us.5, %.549..550_crit_edge.split.us160.loopexit.us.4
  %lsr.iv60.us.5 = phi ptr [ %scevgep61.us.5, %.549.endif.us149.epil.us.5 ], [ %scevgep59.us.5, %.549..550_crit_edge.split.us160.loopexit.us.4 ]
  %.547.0145.us150.epil.us.5 = phi i64 [ %.857.us158.epil.us.5, %.549.endif.us149.epil.us.5 ], [ 0, %.549..550_crit_edge.split.us160.loopexit.us.4 ]
  %.830.us154.epil.us.5 = tail call i64 @llvm.umin.i64(i64 %.547.0145.us150.epil.us.5, i64 %.829)
  %.823.0.us155.epil.us.5 = getelementptr double, ptr %36, i64 %.830.us154.epil.us.5
  %.850.us156.epil.us.5 = load double, ptr %.823.0.us155.epil.us.5, align 8
  store double %.850.us156.epil.us.5, ptr %lsr.iv60.us.5, align 8
  %.857.us158.epil.us.5 = add i64 %.547.0145.us150.epil.us.5, 1
  %scevgep61.us.5 = getelementptr i8, ptr %lsr.iv60.us.5, i64 %17
  %epil.iter10.cmp.not.us.5 = icmp eq i64 %xtraiter15, %.857.us158.epil.us.5
  br i1 %epil.iter10.cmp.not.us.5, label %.549..550_crit_edge.split.us160.loopexit.us.5, label %.549.endif.us149.epil.us.5, !prof !129, !llvm.loop !172

.549..550_crit_edge.split.us160.loopexit.us.5:    ; preds = %.549.endif.us149.epil.us.5
  %.866.us.us6.5 = or disjoint i64 %.455.0148.us.us4, 6
  %scevgep58.us.5 = getelementptr i8, ptr %lsr.iv57.us, i64 48
  %.828.us.us5.6 = tail call i64 @llvm.umin.i64(i64 %.866.us.us6.5, i64 %.827)
  %.842.us.us.6 = mul i64 %.828.us.us5.6, %arg.b.5.1
  %37 = getelementptr double, ptr %arg.b.4, i64 %.842.us.us.6
  %scevgep59.us.6 = getelementptr i8, ptr %scevgep58.us.5, i64 %28
  br label %.549.endif.us149.epil.us.6

.549.endif.us149.epil.us.6:                       ; preds = %.549.endif.us149.epil.us.6, %.549..550_crit_edge.split.us160.loopexit.us.5
  %lsr.iv60.us.6 = phi ptr [ %scevgep61.us.6, %.549.endif.us149.epil.us.6 ], [ %scevgep59.us.6, %.549..550_crit_edge.split.us160.loopexit.us.5 ]
  %.547.0145.us150.epil.us.6 = phi i64 [ %.857.us158.epil.us.6, %.549.endif.us149.epil.us.6 ], [ 0, %.549..550_crit_edge.split.us160.loopexit.us.5 ]
  %.830.us154.epil.us.6 = tail call i64 @llvm.umin.i64(i64 %.547.0145.us150.epil.us.6, i64 %.829)
  %.823.0.us155.epil.us.6 = getelementptr double, ptr %37, i64 %.830.us154.epil.us.6
  %.850.us156.epil.us.6 = load double, ptr %.823.0.us155.epil.us.6, align 8
  store double %.850.us156.epil.us.6, ptr %lsr.iv60.us.6, align 8
  %.857.us158.epil.us.6 = add i64 %.547.0145.us150.epil.us.6, 1
  %scevgep61.us.6 = getelementptr i8, ptr %lsr.iv60.us.6, i64 %17
  %epil.iter10.cmp.not.us.6 = icmp eq i64 %xtraiter15, %.857.us158.epil.us.6
  br i1 %epil.iter10.cmp.not.us.6, label %.549..550_crit_edge.split.us160.loopexit.us.6, label %.549.endif.us149.epil.us.6, !prof !129, !llvm.loop !172

.549..550_crit_edge.split.us160.loopexit.us.6:    ; preds = %.549.endif.us149.epil.us.6
  %.866.us.us6.6 = or disjoint i64 %.455.0148.us.us4, 7
  %scevgep58.us.6 = getelementptr i8, ptr %lsr.iv57.us, i64 56
  %.828.us.us5.7 = tail call i64 @llvm.umin.i64(i64 %.866.us.us6.6, i64 %.827)
  %.842.us.us.7 = mul i64 %.828.us.us5.7, %arg.b.5.1
  %38 = getelementptr double, ptr %arg.b.4, i64 %.842.us.us.7
  %scevgep59.us.7 = getelementptr i8, ptr %scevgep58.us.6, i64 %28
  br label %.549.endif.us149.epil.us.7

.549.endif.us149.epil.us.7:                       ; preds = %.549.endif.us149.epil.us.7, %.549..550_crit_edge.split.us160.loopexit.us.6
  %lsr.iv60.us.7 = phi ptr [ %scevgep61.us.7, %.549.endif.us149.epil.us.7 ], [ %scevgep59.us.7, %.549..550_crit_edge.split.us160.loopexit.us.6 ]
  %.547.0145.us150.epil.us.7 = phi i64 [ %.857.us158.epil.us.7, %.549.endif.us149.epil.us.7 ], [ 0, %.549..550_crit_edge.split.us160.loopexit.us.6 ]
  %.830.us154.epil.us.7 = tail call i64 @llvm.umin.i64(i64 %.547.0145.us150.epil.us.7, i64 %.829)
  %.823.0.us155.epil.us.7 = getelementptr double, ptr %38, i64 %.830.us154.epil.us.7
  %.850.us156.epil.us.7 = load double, ptr %.823.0.us155.epil.us.7, align 8
  store double %.850.us156.epil.us.7, ptr %lsr.iv60.us.7, align 8
  %.857.us158.epil.us.7 = add i64 %.547.0145.us150.epil.us.7, 1
  %scevgep61.us.7 = getelementptr i8, ptr %lsr.iv60.us.7, i64 %17
  %epil.iter10.cmp.not.us.7 = icmp eq i64 %xtraiter15, %.857.us158.epil.us.7
  br i1 %epil.iter10.cmp.not.us.7, label %.549..550_crit_edge.split.us160.loopexit.us.7, label %.549.endif.us149.epil.us.7, !prof !129, !llvm.loop !172

.549..550_crit_edge.split.us160.loopexit.us.7:    ; preds = %.549.endif.us149.epil.us.7
  %.866.us.us6.7 = add i64 %.455.0148.us.us4, 8
  %scevgep58.us.7 = getelementptr i8, ptr %lsr.iv57.us, i64 64
  %niter46.ncmp.7 = icmp eq i64 %.866.us.us6.7, %unroll_iter45
  br i1 %niter46.ncmp.7, label %.458.loopexit19.unr-lcssa, label %.549.preheader.us.us3, !prof !132, !llvm.loop !176

.549.preheader.us.us.preheader:                   ; preds = %.549.preheader.lr.ph.split.us
  %39 = icmp ugt i64 %15, -8
  br i1 %39, label %.549.preheader.us.us.preheader.split.us, label %.549.preheader.us.us.preheader7, !prof !175

.549.preheader.us.us.preheader7:                  ; preds = %.549.preheader.us.us.preheader
  %40 = mul i64 %.363.sroa.0.3, %arg.bcpy.5.0
  %41 = add i64 %40, %.359.sroa.0.3
  %42 = shl i64 %41, 3
  %scevgep22 = getelementptr i8, ptr %arg.bcpy.4, i64 %42
  %43 = add i64 %.575, -8
  %44 = lshr i64 %43, 3
  %45 = add nuw nsw i64 %44, 1
  %46 = lshr i64 %45, 1
  %47 = mul nsw i64 %46, -2
  br label %.549.preheader.us.us

.549.preheader.us.us.preheader.split.us:          ; preds = %.549.preheader.us.us.preheader
  %48 = mul i64 %.363.sroa.0.3, %17
  %xtraiter63 = and i64 %.558, 7
  %49 = sub i64 %.359.sroa.0.3, %.359.sroa.14.0
  %50 = icmp ugt i64 %49, -8
  br i1 %50, label %.549.preheader.us.us.us.epil.preheader, label %.549.preheader.us.us.preheader.split.us.new, !prof !175

.549.preheader.us.us.preheader.split.us.new:      ; preds = %.549.preheader.us.us.preheader.split.us
  %unroll_iter67 = and i64 %.558, -8
  br label %.549.preheader.us.us.us

.549.preheader.us.us.us:                          ; preds = %.549..550_crit_edge.split.us.us.us.loopexit.us.7, %.549.preheader.us.us.preheader.split.us.new
  %lsr.iv35.us = phi ptr [ %scevgep34, %.549.preheader.us.us.preheader.split.us.new ], [ %scevgep36.us.7, %.549..550_crit_edge.split.us.us.us.loopexit.us.7 ]
  %.455.0148.us.us.us = phi i64 [ 0, %.549.preheader.us.us.preheader.split.us.new ], [ %.866.us.us.us.7, %.549..550_crit_edge.split.us.us.us.loopexit.us.7 ]
  %.828.us.us.us = tail call i64 @llvm.umin.i64(i64 %.455.0148.us.us.us, i64 %.827)
  %.834.us.us.us = mul i64 %.828.us.us.us, %arg.b.5.1
  %51 = getelementptr double, ptr %.743.0, i64 %.834.us.us.us
  %scevgep37.us = getelementptr i8, ptr %lsr.iv35.us, i64 %48
  br label %.549.endif.us.us.us.epil.us

.549.endif.us.us.us.epil.us:                      ; preds = %.549.endif.us.us.us.epil.us, %.549.preheader.us.us.us
  %lsr.iv38.us = phi ptr [ %scevgep39.us, %.549.endif.us.us.us.epil.us ], [ %scevgep37.us, %.549.preheader.us.us.us ]
  %.547.0145.us.us.us.epil.us = phi i64 [ %.857.us.us.us.epil.us, %.549.endif.us.us.us.epil.us ], [ 0, %.549.preheader.us.us.us ]
  %.830.us.us.us.epil.us = tail call i64 @llvm.umin.i64(i64 %.547.0145.us.us.us.epil.us, i64 %.829)
  %.823.0.us.us.us.epil.us = getelementptr double, ptr %51, i64 %.830.us.us.us.epil.us
  %.850.us.us.us.epil.us = load double, ptr %.823.0.us.us.us.epil.us, align 8
  store double %.850.us.us.us.epil.us, ptr %lsr.iv38.us, align 8
  %.857.us.us.us.epil.us = add i64 %.547.0145.us.us.us.epil.us, 1
  %scevgep39.us = getelementptr i8, ptr %lsr.iv38.us, i64 %17
  %epil.iter16.cmp.not.us = icmp eq i64 %xtraiter15, %.857.us.us.us.epil.us
  br i1 %epil.iter16.cmp.not.us, label %.549..550_crit_edge.split.us.us.us.loopexit.us, label %.549.endif.us.us.us.epil.us, !prof !129, !llvm.loop !170

.549..550_crit_edge.split.us.us.us.loopexit.us:   ; preds = %.549.endif.us.us.us.epil.us
  %.866.us.us.us = or disjoint i64 %.455.0148.us.us.us, 1
  %scevgep36.us = getelementptr i8, ptr %lsr.iv35.us, i64 8
  %.828.us.us.us.1 = tail call i64 @llvm.umin.i64(i64 %.866.us.us.us, i64 %.827)
  %.834.us.us.us.1 = mul i64 %.828.us.us.us.1, %arg.b.5.1
  %52 = getelementptr double, ptr %.743.0, i64 %.834.us.us.us.1
  %scevgep37.us.1 = getelementptr i8, ptr %scevgep36.us, i64 %48
  br label %.549.endif.us.us.us.epil.us.1

.549.endif.us.us.us.epil.us.1:                    ; preds = %.549.endif.us.us.us.epil.us.1, %.549..550_crit_edge.split.us.us.us.loopexit.us
  %lsr.iv38.us.1 = phi ptr [ %scevgep39.us.1, %.549.endif.us.us.us.epil.us.1 ], [ %scevgep37.us.1, %.549..550_crit_edge.split.us.us.us.loopexit.us ]
  %.547.0145.us.us.us.epil.us.1 = phi i64 [ %.857.us.us.us.epil.us.1, %.549.endif.us.us.us.epil.us.1 ], [ 0, %.549..550_crit_edge.split.us.us.us.loopexit.us ]
  %.830.us.us.us.epil.us.1 = tail call i64 @llvm.umin.i64(i64 %.547.0145.us.us.us.epil.us.1, i64 %.829)
  %.823.0.us.us.us.epil.us.1 = getelementptr double, ptr %52, i64 %.830.us.us.us.epil.us.1
  %.850.us.us.us.epil.us.1 = load double, ptr %.823.0.us.us.us.epil.us.1, align 8
  store double %.850.us.us.us.epil.us.1, ptr %lsr.iv38.us.1, align 8
  %.857.us.us.us.epil.us.1 = add i64 %.547.0145.us.us.us.epil.us.1, 1
  %scevgep39.us.1 = getelementptr i8, ptr %lsr.iv38.us.1, i64 %17
  %epil.iter16.cmp.not.us.1 = icmp eq i64 %xtraiter15, %.857.us.us.us.epil.us.1
  br i1 %epil.iter16.cmp.not.us.1, label %.549..550_crit_edge.split.us.us.us.loopexit.us.1, label %.549.endif.us.us.us.epil.us.1, !prof !129, !llvm.loop !170

.549..550_crit_edge.split.us.us.us.loopexit.us.1: ; preds = %.549.endif.us.us.us.epil.us.1
  %.866.us.us.us.1 = or disjoint i64 %.455.0148.us.us.us, 2
  %scevgep36.us.1 = getelementptr i8, ptr %lsr.iv35.us, i64 16
  %.828.us.us.us.2 = tail call i64 @llvm.umin.i64(i64 %.866.us.us.us.1, i64 %.827)
  %.834.us.us.us.2 = mul i64 %.828.us.us.us.2, %arg.b.5.1
  %53 = getelementptr double, ptr %.743.0, i64 %.834.us.us.us.2
  %scevgep37.us.2 = getelementptr i8, ptr %scevgep36.us.1, i64 %48
  br label %.549.endif.us.us.us.epil.us.2

.549.endif.us.us.us.epil.us.2:                    ; preds = %.549.endif.us.us.us.epil.us.2, %.549..550_crit_edge.split.us.us.us.loopexit.us.1
  %lsr.iv38.us.2 = phi ptr [ %scevgep39.us.2, %.549.endif.us.us.us.epil.us.2 ], [ %scevgep37.us.2, %.549..550_crit_edge.split.us.us.us.loopexit.us.1 ]
  %.547.0145.us.us.us.epil.us.2 = phi i64 [ %.857.us.us.us.epil.us.2, %.549.endif.us.us.us.epil.us.2 ], [ 0, %.549..550_crit_edge.split.us.us.us.loopexit.us.1 ]
  %.830.us.us.us.epil.us.2 = tail call i64 @llvm.umin.i64(i64 %.547.0145.us.us.us.epil.us.2, i64 %.829)
  %.823.0.us.us.us.epil.us.2 = getelementptr double, ptr %53, i64 %.830.us.us.us.epil.us.2
  %.850.us.us.us.epil.us.2 = load double, ptr %.823.0.us.us.us.epil.us.2, align 8
  store double %.850.us.us.us.epil.us.2, ptr %lsr.iv38.us.2, align 8
  %.857.us.us.us.epil.us.2 = add i64 %.547.0145.us.us.us.epil.us.2, 1
  %scevgep39.us.2 = getelementptr i8, ptr %lsr.iv38.us.2, i64 %17
  %epil.iter16.cmp.not.us.2 = icmp eq i64 %xtraiter15, %.857.us.us.us.epil.us.2
  br i1 %epil.iter16.cmp.not.us.2, label %.549..550_crit_edge.split.us.us.us.loopexit.us.2, label %.549.endif.us.us.us.epil.us.2, !prof !129, !llvm.loop !170

.549..550_crit_edge.split.us.us.us.loopexit.us.2: ; preds = %.549.endif.us.us.us.epil.us.2
  %.866.us.us.us.2 = or disjoint i64 %.455.0148.us.us.us, 3
  %scevgep36.us.2 = getelementptr i8, ptr %lsr.iv35.us, i64 24
  %.828.us.us.us.3 = tail call i64 @llvm.umin.i64(i64 %.866.us.us.us.2, i64 %.827)
  %.834.us.us.us.3 = mul i64 %.828.us.us.us.3, %arg.b.5.1
  %54 = getelementptr double, ptr %.743.0, i64 %.834.us.us.us.3
  %scevgep37.us.3 = getelementptr i8, ptr %scevgep36.us.2, i64 %48
  br label %.549.endif.us.us.us.epil.us.3

.549.endif.us.us.us.epil.us.3:                    ; preds = %.549.endif.us.us.us.epil.us.3, %.549..550_crit_edge.split.us.us.us.loopexit.us.2
  %lsr.iv38.us.3 = phi ptr [ %scevgep39.us.3, %.549.endif.us.us.us.epil.us.3 ], [ %scevgep37.us.3, %.549..550_crit_edge.split.us.us.us.loopexit.us.2 ]
  %.547.0145.us.us.us.epil.us.3 = phi i64 [ %.857.us.us.us.epil.us.3, %.549.endif.us.us.us.epil.us.3 ], [ 0, %.549..550_crit_edge.split.us.us.us.loopexit.us.2 ]
  %.830.us.us.us.epil.us.3 = tail call i64 @llvm.umin.i64(i64 %.547.0145.us.us.us.epil.us.3, i64 %.829)
  %.823.0.us.us.us.epil.us.3 = getelementptr double, ptr %54, i64 %.830.us.us.us.epil.us.3
  %.850.us.us.us.epil.us.3 = load double, ptr %.823.0.us.us.us.epil.us.3, align 8
  store double %.850.us.us.us.epil.us.3, ptr %lsr.iv38.us.3, align 8
  %.857.us.us.us.epil.us.3 = add i64 %.547.0145.us.us.us.epil.us.3, 1
  %scevgep39.us.3 = getelementptr i8, ptr %lsr.iv38.us.3, i64 %17
  %epil.iter16.cmp.not.us.3 = icmp eq i64 %xtraiter15, %.857.us.us.us.epil.us.3
  br i1 %epil.iter16.cmp.not.us.3, label %.549..550_crit_edge.split.us.us.us.loopexit.us.3, label %.549.endif.us.us.us.epil.us.3, !prof !129, !llvm.loop !170

.549..550_crit_edge.split.us.us.us.loopexit.us.3: ; preds = %.549.endif.us.us.us.epil.us.3
  %.866.us.us.us.3 = or disjoint i64 %.455.0148.us.us.us, 4
  %scevgep36.us.3 = getelementptr i8, ptr %lsr.iv35.us, i64 32
  %.828.us.us.us.4 = tail call i64 @llvm.umin.i64(i64 %.866.us.us.us.3, i64 %.827)
  %.834.us.us.us.4 = mul i64 %.828.us.us.us.4, %arg.b.5.1
  %55 = getelementptr double, ptr %.743.0, i64 %.834.us.us.us.4
  %scevgep37.us.4 = getelementptr i8, ptr %scevgep36.us.3, i64 %48
  br label %.549.endif.us.us.us.epil.us.4

.549.endif.us.us.us.epil.us.4:                    ; preds = %.549.endif.us.us.us.epil.us.4, %.549..550_crit_edge.split.us.us.us.loopexit.us.3
  %lsr.iv38.us.4 = phi ptr [ %scevgep39.us.4, %.549.endif.us.us.us.epil.us.4 ], [ %scevgep37.us.4, %.549..550_crit_edge.split.us.us.us.loopexit.us.3 ]
  %.547.0145.us.us.us.epil.us.4 = phi i64 [ %.857.us.us.us.epil.us.4, %.549.endif.us.us.us.epil.us.4 ], [ 0, %.549..550_crit_edge.split.us.us.us.loopexit.us.3 ]
  %.830.us.us.us.epil.us.4 = tail call i64 @llvm.umin.i64(i64 %.547.0145.us.us.us.epil.us.4, i64 %.829)
  %.823.0.us.us.us.epil.us.4 = getelementptr double, ptr %55, i64 %.830.us.us.us.epil.us.4
  %.850.us.us.us.epil.us.4 = load double, ptr %.823.0.us.us.us.epil.us.4, align 8
  store double %.850.us.us.us.epil.us.4, ptr %lsr.iv38.us.4, align 8
  %.857.us.us.us.epil.us.4 = add i64 %.547.0145.us.us.us.epil.us.4, 1
  %scevgep39.us.4 = getelementptr i8, ptr %lsr.iv38.us.4, i64 %17
  %epil.iter16.cmp.not.us.4 = icmp eq i64 %xtraiter15, %.857.us.us.us.epil.us.4
  br i1 %epil.iter16.cmp.not.us.4, label %.549..550_crit_edge.split.us.us.us.loopexit.us.4, label %.549.endif.us.us.us.epil.us.4, !prof !129, !llvm.loop !170

.549..550_crit_edge.split.us.us.us.loopexit.us.4: ; preds = %.549.endif.us.us.us.epil.us.4
  %.866.us.us.us.4 = or disjoint i64 %.455.0148.us.us.us, 5
  %scevgep36.us.4 = getelementptr i8, ptr %lsr.iv35.us, i64 40
  %.828.us.us.us.5 = tail call i64 @llvm.umin.i64(i64 %.866.us.us.us.4, i64 %.827)
  %.834.us.us.us.5 = mul i64 %.828.us.us.us.5, %arg.b.5.1
  %56 = getelementptr double, ptr %.743.0, i64 %.834.us.us.us.5
  %scevgep37.us.5 = getelementptr i8, ptr %scevgep36.us.4, i64 %48
  br label %.549.endif.us.us.us.epil.us.5

.549.endif.us.us.us.epil.us.5:                    ; preds = %.549.endif.us.us.us.epil.us.5, %.549..550_crit_edge.split.us.us.us.loopexit.us.4
  %lsr.iv38.us.5 = phi ptr [ %scevgep39.us.5, %.549.endif.us.us.us.epil.us.5 ], [ %scevgep37.us.5, %.549..550_crit_edge.split.us.us.us.loopexit.us.4 ]
  %.547.0145.us.us.us.epil.us.5 = phi i64 [ %.857.us.us.us.epil.us.5, %.549.endif.us.us.us.epil.us.5 ], [ 0, %.549..550_crit_edge.split.us.us.us.loopexit.us.4 ]
  %.830.us.us.us.epil.us.5 = tail call i64 @llvm.umin.i64(i64 %.547.0145.us.us.us.epil.us.5, i64 %.829)
  %.823.0.us.us.us.epil.us.5 = getelementptr double, ptr %56, i64 %.830.us.us.us.epil.us.5
  %.850.us.us.us.epil.us.5 = load double, ptr %.823.0.us.us.us.epil.us.5, align 8
  store double %.850.us.us.us.epil.us.5, ptr %lsr.iv38.us.5, align 8
  %.857.us.us.us.epil.us.5 = add i64 %.547.0145.us.us.us.epil.us.5, 1
  %scevgep39.us.5 = getelementptr i8, ptr %lsr.iv38.us.5, i64 %17
  %epil.iter16.cmp.not.us.5 = icmp eq i64 %xtraiter15, %.857.us.us.us.epil.us.5
  br i1 %epil.iter16.cmp.not.us.5, label %.549..550_crit_edge.split.us.us.us.loopexit.us.5, label %.549.endif.us.us.us.epil.us.5, !prof !129, !llvm.loop !170

.549..550_crit_edge.split.us.us.us.loopexit.us.5: ; preds = %.549.endif.us.us.us.epil.us.5
  %.866.us.us.us.5 = or disjoint i64 %.455.0148.us.us.us, 6
  %scevgep36.us.5 = getelementptr i8, ptr %lsr.iv35.us, i64 48
  %.828.us.us.us.6 = tail call i64 @llvm.umin.i64(i64 %.866.us.us.us.5, i64 %.827)
  %.834.us.us.us.6 = mul i64 %.828.us.us.us.6, %arg.b.5.1
  %57 = getelementptr double, ptr %.743.0, i64 %.834.us.us.us.6
  %scevgep37.us.6 = getelementptr i8, ptr %scevgep36.us.5, i64 %48
  br label %.549.endif.us.us.us.epil.us.6

.549.endif.us.us.us.epil.us.6:                    ; preds = %.549.endif.us.us.us.epil.us.6, %.549..550_crit_edge.split.us.us.us.loopexit.us.5
  %lsr.iv38.us.6 = phi ptr [ %scevgep39.us.6, %.549.endif.us.us.us.epil.us.6 ], [ %scevgep37.us.6, %.549..550_crit_edge.split.us.us.us.loopexit.us.5 ]
  %.547.0145.us.us.us.epil.us.6 = phi i64 [ %.857.us.us.us.epil.us.6, %.549.endif.us.us.us.epil.us.6 ], [ 0, %.549..550_crit_edge.split.us.us.us.loopexit.us.5 ]
  %.830.us.us.us.epil.us.6 = tail call i64 @llvm.umin.i64(i64 %.547.0145.us.us.us.epil.us.6, i64 %.829)
  %.823.0.us.us.us.epil.us.6 = getelementptr double, ptr %57, i64 %.830.us.us.us.epil.us.6
  %.850.us.us.us.epil.us.6 = load double, ptr %.823.0.us.us.us.epil.us.6, align 8
  store double %.850.us.us.us.epil.us.6, ptr %lsr.iv38.us.6, align 8
  %.857.us.us.us.epil.us.6 = add i64 %.547.0145.us.us.us.epil.us.6, 1
  %scevgep39.us.6 = getelementptr i8, ptr %lsr.iv38.us.6, i64 %17
  %epil.iter16.cmp.not.us.6 = icmp eq i64 %xtraiter15, %.857.us.us.us.epil.us.6
  br i1 %epil.iter16.cmp.not.us.6, label %.549..550_crit_edge.split.us.us.us.loopexit.us.6, label %.549.endif.us.us.us.epil.us.6, !prof !129, !llvm.loop !170

.549..550_crit_edge.split.us.us.us.loopexit.us.6: ; preds = %.549.endif.us.us.us.epil.us.6
  %.866.us.us.us.6 = or disjoint i64 %.455.0148.us.us.us, 7
  %scevgep36.us.6 = getelementptr i8, ptr %lsr.iv35.us, i64 56
  %.828.us.us.us.7 = tail call i64 @llvm.umin.i64(i64 %.866.us.us.us.6, i64 %.827)
  %.834.us.us.us.7 = mul i64 %.828.us.us.us.7, %arg.b.5.1
  %58 = getelementptr double, ptr %.743.0, i64 %.834.us.us.us.7
  %scevgep37.us.7 = getelementptr i8, ptr %scevgep36.us.6, i64 %48
  br label %.549.endif.us.us.us.epil.us.7

.549.endif.us.us.us.epil.us.7:                    ; preds = %.549.endif.us.us.us.epil.us.7, %.549..550_crit_edge.split.us.us.us.loopexit.us.6
  %lsr.iv38.us.7 = phi ptr [ %scevgep39.us.7, %.549.endif.us.us.us.epil.us.7 ], [ %scevgep37.us.7, %.549..550_crit_edge.split.us.us.us.loopexit.us.6 ]
  %.547.0145.us.us.us.epil.us.7 = phi i64 [ %.857.us.us.us.epil.us.7, %.549.endif.us.us.us.epil.us.7 ], [ 0, %.549..550_crit_edge.split.us.us.us.loopexit.us.6 ]
  %.830.us.us.us.epil.us.7 = tail call i64 @llvm.umin.i64(i64 %.547.0145.us.us.us.epil.us.7, i64 %.829)
  %.823.0.us.us.us.epil.us.7 = getelementptr double, ptr %58, i64 %.830.us.us.us.epil.us.7
  %.850.us.us.us.epil.us.7 = load double, ptr %.823.0.us.us.us.epil.us.7, align 8
  store double %.850.us.us.us.epil.us.7, ptr %lsr.iv38.us.7, align 8
  %.857.us.us.us.epil.us.7 = add i64 %.547.0145.us.us.us.epil.us.7, 1
  %scevgep39.us.7 = getelementptr i8, ptr %lsr.iv38.us.7, i64 %17
  %epil.iter16.cmp.not.us.7 = icmp eq i64 %xtraiter15, %.857.us.us.us.epil.us.7
  br i1 %epil.iter16.cmp.not.us.7, label %.549..550_crit_edge.split.us.us.us.loopexit.us.7, label %.549.endif.us.us.us.epil.us.7, !prof !129, !llvm.loop !170

.549..550_crit_edge.split.us.us.us.loopexit.us.7: ; preds = %.549.endif.us.us.us.epil.us.7
  %.866.us.us.us.7 = add i64 %.455.0148.us.us.us, 8
  %scevgep36.us.7 = getelementptr i8, ptr %lsr.iv35.us, i64 64
  %niter68.ncmp.7 = icmp eq i64 %.866.us.us.us.7, %unroll_iter67
  br i1 %niter68.ncmp.7, label %.458.loopexit.unr-lcssa, label %.549.preheader.us.us.us, !prof !132, !llvm.loop !178

.549.preheader.us.us:                             ; preds = %.549..550_crit_edge.split.us.us.us, %.549.preheader.us.us.preheader7
  %lsr.iv35 = phi ptr [ %scevgep36, %.549..550_crit_edge.split.us.us.us ], [ %scevgep34, %.549.preheader.us.us.preheader7 ]
  %lsr.iv23 = phi ptr [ %scevgep24, %.549..550_crit_edge.split.us.us.us ], [ %scevgep22, %.549.preheader.us.us.preheader7 ]
  %.455.0148.us.us = phi i64 [ %.866.us.us, %.549..550_crit_edge.split.us.us.us ], [ 0, %.549.preheader.us.us.preheader7 ]
  %59 = icmp eq i64 %44, 0
  %.828.us.us = tail call i64 @llvm.umin.i64(i64 %.455.0148.us.us, i64 %.827)
  %.834.us.us = mul i64 %.828.us.us, %arg.b.5.1
  %60 = getelementptr double, ptr %.743.0, i64 %.834.us.us
  br i1 %59, label %.549.endif.us.us.us.epil.preheader47, label %.549.endif.us.us.us.preheader, !prof !132

.549.endif.us.us.us.preheader:                    ; preds = %.549.preheader.us.us
  br label %.549.endif.us.us.us

.549.endif.us.us.us:                              ; preds = %.549.endif.us.us.us.preheader, %.549.endif.us.us.us
  %lsr.iv29 = phi i64 [ %47, %.549.endif.us.us.us.preheader ], [ %lsr.iv.next, %.549.endif.us.us.us ]
  %lsr.iv25 = phi ptr [ %scevgep95, %.549.endif.us.us.us ], [ %lsr.iv23, %.549.endif.us.us.us.preheader ]
  %lsr.iv = phi i64 [ %lsr.iv.next.1, %.549.endif.us.us.us ], [ 7, %.549.endif.us.us.us.preheader ]
  %61 = add i64 %lsr.iv, -7
  %.830.us.us.us = tail call i64 @llvm.umin.i64(i64 %61, i64 %.829)
  %.823.0.us.us.us = getelementptr double, ptr %60, i64 %.830.us.us.us
  %.850.us.us.us = load double, ptr %.823.0.us.us.us, align 8
  store double %.850.us.us.us, ptr %lsr.iv25, align 8
  %62 = add i64 %lsr.iv, -6
  %.830.us.us.us.1 = tail call i64 @llvm.umin.i64(i64 %62, i64 %.829)
  %.823.0.us.us.us.1 = getelementptr double, ptr %60, i64 %.830.us.us.us.1
  %.850.us.us.us.1 = load double, ptr %.823.0.us.us.us.1, align 8
  %scevgep27 = getelementptr i8, ptr %lsr.iv25, i64 %17
  store double %.850.us.us.us.1, ptr %scevgep27, align 8
  %63 = add i64 %lsr.iv, -5
  %.830.us.us.us.2 = tail call i64 @llvm.umin.i64(i64 %63, i64 %.829)
  %.823.0.us.us.us.2 = getelementptr double, ptr %60, i64 %.830.us.us.us.2
  %.850.us.us.us.2 = load double, ptr %.823.0.us.us.us.2, align 8
  %scevgep28 = getelementptr i8, ptr %scevgep27, i64 %17
  store double %.850.us.us.us.2, ptr %scevgep28, align 8
  %64 = add i64 %lsr.iv, -4
  %.830.us.us.us.3 = tail call i64 @llvm.umin.i64(i64 %64, i64 %.829)
  %.823.0.us.us.us.3 = getelementptr double, ptr %60, i64 %.830.us.us.us.3
  %.850.us.us.us.3 = load double, ptr %.823.0.us.us.us.3, align 8
  %scevgep29 = getelementptr i8, ptr %scevgep28, i64 %17
  store double %.850.us.us.us.3, ptr %scevgep29, align 8
  %65 = add i64 %lsr.iv, -3
  %.830.us.us.us.4 = tail call i64 @llvm.umin.i64(i64 %65, i64 %.829)
  %.823.0.us.us.us.4 = getelementptr double, ptr %60, i64 %.830.us.us.us.4
  %.850.us.us.us.4 = load double, ptr %.823.0.us.us.us.4, align 8
  %scevgep30 = getelementptr i8, ptr %scevgep29, i64 %17
  store double %.850.us.us.us.4, ptr %scevgep30, align 8
  %66 = add i64 %lsr.iv, -2
  %.830.us.us.us.5 = tail call i64 @llvm.umin.i64(i64 %66, i64 %.829)
  %.823.0.us.us.us.5 = getelementptr double, ptr %60, i64 %.830.us.us.us.5
  %.850.us.us.us.5 = load double, ptr %.823.0.us.us.us.5, align 8
  %scevgep31 = getelementptr i8, ptr %scevgep30, i64 %17
  store double %.850.us.us.us.5, ptr %scevgep31, align 8
  %67 = add i64 %lsr.iv, -1
  %.830.us.us.us.6 = tail call i64 @llvm.umin.i64(i64 %67, i64 %.829)
  %.823.0.us.us.us.6 = getelementptr double, ptr %60, i64 %.830.us.us.us.6
  %.850.us.us.us.6 = load double, ptr %.823.0.us.us.us.6, align 8
  %scevgep32 = getelementptr i8, ptr %scevgep31, i64 %17
  store double %.850.us.us.us.6, ptr %scevgep32, align 8
  %.830.us.us.us.7 = tail call i64 @llvm.umin.i64(i64 %lsr.iv, i64 %.829)
  %.823.0.us.us.us.7 = getelementptr double, ptr %60, i64 %.830.us.us.us.7
  %.850.us.us.us.7 = load double, ptr %.823.0.us.us.us.7, align 8
  %sunkaddr88 = getelementptr i8, ptr %scevgep32, i64 %17
  store double %.850.us.us.us.7, ptr %sunkaddr88, align 8
  %68 = add i64 %lsr.iv, 8
  %69 = add i64 %lsr.iv, 1
  %.830.us.us.us.160 = tail call i64 @llvm.umin.i64(i64 %69, i64 %.829)
  %.823.0.us.us.us.161 = getelementptr double, ptr %60, i64 %.830.us.us.us.160
  %.850.us.us.us.162 = load double, ptr %.823.0.us.us.us.161, align 8
  %scevgep = getelementptr i8, ptr %sunkaddr88, i64 %17
  store double %.850.us.us.us.162, ptr %scevgep, align 8
  %70 = add i64 %lsr.iv, 2
  %.830.us.us.us.1.1 = tail call i64 @llvm.umin.i64(i64 %70, i64 %.829)
  %.823.0.us.us.us.1.1 = getelementptr double, ptr %60, i64 %.830.us.us.us.1.1
  %.850.us.us.us.1.1 = load double, ptr %.823.0.us.us.us.1.1, align 8
  %scevgep88 = getelementptr i8, ptr %scevgep, i64 %17
  store double %.850.us.us.us.1.1, ptr %scevgep88, align 8
  %71 = add i64 %lsr.iv, 3
  %.830.us.us.us.2.1 = tail call i64 @llvm.umin.i64(i64 %71, i64 %.829)
  %.823.0.us.us.us.2.1 = getelementptr double, ptr %60, i64 %.830.us.us.us.2.1
  %.850.us.us.us.2.1 = load double, ptr %.823.0.us.us.us.2.1, align 8
  %scevgep89 = getelementptr i8, ptr %scevgep88, i64 %17
  store double %.850.us.us.us.2.1, ptr %scevgep89, align 8
  %72 = add i64 %lsr.iv, 4
  %.830.us.us.us.3.1 = tail call i64 @llvm.umin.i64(i64 %72, i64 %.829)
  %.823.0.us.us.us.3.1 = getelementptr double, ptr %60, i64 %.830.us.us.us.3.1
  %.850.us.us.us.3.1 = load double, ptr %.823.0.us.us.us.3.1, align 8
  %scevgep90 = getelementptr i8, ptr %scevgep89, i64 %17
  store double %.850.us.us.us.3.1, ptr %scevgep90, align 8
  %73 = add i64 %lsr.iv, 5
  %.830.us.us.us.4.1 = tail call i64 @llvm.umin.i64(i64 %73, i64 %.829)
  %.823.0.us.us.us.4.1 = getelementptr double, ptr %60, i64 %.830.us.us.us.4.1
  %.850.us.us.us.4.1 = load double, ptr %.823.0.us.us.us.4.1, align 8
  %scevgep91 = getelementptr i8, ptr %scevgep90, i64 %17
  store double %.850.us.us.us.4.1, ptr %scevgep91, align 8
  %74 = add i64 %lsr.iv, 6
  %.830.us.us.us.5.1 = tail call i64 @llvm.umin.i64(i64 %74, i64 %.829)
  %.823.0.us.us.us.5.1 = getelementptr double, ptr %60, i64 %.830.us.us.us.5.1
  %.850.us.us.us.5.1 = load double, ptr %.823.0.us.us.us.5.1, align 8
  %scevgep92 = getelementptr i8, ptr %scevgep91, i64 %17
  store double %.850.us.us.us.5.1, ptr %scevgep92, align 8
  %75 = add i64 %lsr.iv, 7
  %.830.us.us.us.6.1 = tail call i64 @llvm.umin.i64(i64 %75, i64 %.829)
  %.823.0.us.us.us.6.1 = getelementptr double, ptr %60, i64 %.830.us.us.us.6.1
  %.850.us.us.us.6.1 = load double, ptr %.823.0.us.us.us.6.1, align 8
  %scevgep93 = getelementptr i8, ptr %scevgep92, i64 %17
  store double %.850.us.us.us.6.1, ptr %scevgep93, align 8
  %.830.us.us.us.7.1 = tail call i64 @llvm.umin.i64(i64 %68, i64 %.829)
  %.823.0.us.us.us.7.1 = getelementptr double, ptr %60, i64 %.830.us.us.us.7.1
  %.850.us.us.us.7.1 = load double, ptr %.823.0.us.us.us.7.1, align 8
  %scevgep94 = getelementptr i8, ptr %scevgep93, i64 %17
  store double %.850.us.us.us.7.1, ptr %scevgep94, align 8
  %lsr.iv.next.1 = add i64 %lsr.iv, 16
  %scevgep95 = getelementptr i8, ptr %scevgep94, i64 %17
  %lsr.iv.next = add i64 %lsr.iv29, 2
  %niter59.ncmp.1 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter59.ncmp.1, label %.549..550_crit_edge.split.us.us.us.unr-lcssa.unr-lcssa, label %.549.endif.us.us.us, !prof !179, !llvm.loop !180

.549..550_crit_edge.split.us.us.us.unr-lcssa.unr-lcssa: ; preds = %.549.endif.us.us.us
  %76 = and i64 %43, 8
  %77 = icmp eq i64 %76, 0
  %78 = add i64 %lsr.iv.next.1, -8
  br i1 %77, label %.549.endif.us.us.us.epil.preheader47, label %.549..550_crit_edge.split.us.us.us.unr-lcssa, !prof !182

.549.endif.us.us.us.epil.preheader47:             ; preds = %.549..550_crit_edge.split.us.us.us.unr-lcssa.unr-lcssa, %.549.preheader.us.us
  %lsr.iv25.epil.init = phi ptr [ %lsr.iv23, %.549.preheader.us.us ], [ %scevgep95, %.549..550_crit_edge.split.us.us.us.unr-lcssa.unr-lcssa ]
  %lsr.iv.epil.init = phi i64 [ 7, %.549.preheader.us.us ], [ %lsr.iv.next.1, %.549..550_crit_edge.split.us.us.us.unr-lcssa.unr-lcssa ]
  %79 = add nsw i64 %lsr.iv.epil.init, -7
  %.830.us.us.us.epil50 = tail call i64 @llvm.umin.i64(i64 %79, i64 %.829)
  %.823.0.us.us.us.epil51 = getelementptr double, ptr %60, i64 %.830.us.us.us.epil50
  %.850.us.us.us.epil52 = load double, ptr %.823.0.us.us.us.epil51, align 8
  store double %.850.us.us.us.epil52, ptr %lsr.iv25.epil.init, align 8
  %80 = add nsw i64 %lsr.iv.epil.init, -6
  %.830.us.us.us.1.epil = tail call i64 @llvm.umin.i64(i64 %80, i64 %.829)
  %.823.0.us.us.us.1.epil = getelementptr double, ptr %60, i64 %.830.us.us.us.1.epil
  %.850.us.us.us.1.epil = load double, ptr %.823.0.us.us.us.1.epil, align 8
  %scevgep27.epil = getelementptr i8, ptr %lsr.iv25.epil.init, i64 %17
  store double %.850.us.us.us.1.epil, ptr %scevgep27.epil, align 8
  %81 = add nsw i64 %lsr.iv.epil.init, -5
  %.830.us.us.us.2.epil = tail call i64 @llvm.umin.i64(i64 %81, i64 %.829)
  %.823.0.us.us.us.2.epil = getelementptr double, ptr %60, i64 %.830.us.us.us.2.epil
  %.850.us.us.us.2.epil = load double, ptr %.823.0.us.us.us.2.epil, align 8
  %scevgep28.epil = getelementptr i8, ptr %scevgep27.epil, i64 %17
  store double %.850.us.us.us.2.epil, ptr %scevgep28.epil, align 8
  %82 = add nsw i64 %lsr.iv.epil.init, -4
  %.830.us.us.us.3.epil = tail call i64 @llvm.umin.i64(i64 %82, i64 %.829)
  %.823.0.us.us.us.3.epil = getelementptr double, ptr %60, i64 %.830.us.us.us.3.epil
  %.850.us.us.us.3.epil = load double, ptr %.823.0.us.us.us.3.epil, align 8
  %scevgep29.epil = getelementptr i8, ptr %scevgep28.epil, i64 %17
  store double %.850.us.us.us.3.epil, ptr %scevgep29.epil, align 8
  %83 = add nsw i64 %lsr.iv.epil.init, -3
  %.830.us.us.us.4.epil = tail call i64 @llvm.umin.i64(i64 %83, i64 %.829)
  %.823.0.us.us.us.4.epil = getelementptr double, ptr %60, i64 %.830.us.us.us.4.epil
  %.850.us.us.us.4.epil = load double, ptr %.823.0.us.us.us.4.epil, align 8
  %scevgep30.epil = getelementptr i8, ptr %scevgep29.epil, i64 %17
  store double %.850.us.us.us.4.epil, ptr %scevgep30.epil, align 8
  %84 = add nsw i64 %lsr.iv.epil.init, -2
  %.830.us.us.us.5.epil = tail call i64 @llvm.umin.i64(i64 %84, i64 %.829)
  %.823.0.us.us.us.5.epil = getelementptr double, ptr %60, i64 %.830.us.us.us.5.epil
  %.850.us.us.us.5.epil = load double, ptr %.823.0.us.us.us.5.epil, align 8
  %scevgep31.epil = getelementptr i8, ptr %scevgep30.epil, i64 %17
  store double %.850.us.us.us.5.epil, ptr %scevgep31.epil, align 8
  %85 = add nsw i64 %lsr.iv.epil.init, -1
  %.830.us.us.us.6.epil = tail call i64 @llvm.umin.i64(i64 %85, i64 %.829)
  %.823.0.us.us.us.6.epil = getelementptr double, ptr %60, i64 %.830.us.us.us.6.epil
  %.850.us.us.us.6.epil = load double, ptr %.823.0.us.us.us.6.epil, align 8
  %scevgep32.epil = getelementptr i8, ptr %scevgep31.epil, i64 %17
  store double %.850.us.us.us.6.epil, ptr %scevgep32.epil, align 8
  %.830.us.us.us.7.epil = tail call i64 @llvm.umin.i64(i64 %lsr.iv.epil.init, i64 %.829)
  %.823.0.us.us.us.7.epil = getelementptr double, ptr %60, i64 %.830.us.us.us.7.epil
  %.850.us.us.us.7.epil = load double, ptr %.823.0.us.us.us.7.epil, align 8
  %sunkaddr88.epil = getelementptr i8, ptr %scevgep32.epil, i64 %17
  store double %.850.us.us.us.7.epil, ptr %sunkaddr88.epil, align 8
  %lsr.iv.next.epil = add i64 %lsr.iv.epil.init, 8
  br label %.549..550_crit_edge.split.us.us.us.unr-lcssa

.549..550_crit_edge.split.us.us.us.unr-lcssa:     ; preds = %.549..550_crit_edge.split.us.us.us.unr-lcssa.unr-lcssa, %.549.endif.us.us.us.epil.preheader47
  %lsr.iv.lcssa = phi i64 [ %lsr.iv.epil.init, %.549.endif.us.us.us.epil.preheader47 ], [ %78, %.549..550_crit_edge.split.us.us.us.unr-lcssa.unr-lcssa ]
  %lsr.iv.next.lcssa = phi i64 [ %lsr.iv.next.epil, %.549.endif.us.us.us.epil.preheader47 ], [ %lsr.iv.next.1, %.549..550_crit_edge.split.us.us.us.unr-lcssa.unr-lcssa ]
  %86 = icmp eq i64 %xtraiter15, 0
  br i1 %86, label %.549..550_crit_edge.split.us.us.us, label %.549.endif.us.us.us.epil.preheader, !prof !128

.549.endif.us.us.us.epil.preheader:               ; preds = %.549..550_crit_edge.split.us.us.us.unr-lcssa
  %87 = add i64 %lsr.iv.next.lcssa, %18
  %88 = mul i64 %87, %17
  %scevgep37 = getelementptr i8, ptr %lsr.iv35, i64 %88
  %89 = add i64 %lsr.iv.lcssa, 1
  br label %.549.endif.us.us.us.epil

.549.endif.us.us.us.epil:                         ; preds = %.549.endif.us.us.us.epil, %.549.endif.us.us.us.epil.preheader
  %lsr.iv30 = phi i64 [ %lsr.iv.next31, %.549.endif.us.us.us.epil ], [ %89, %.549.endif.us.us.us.epil.preheader ]
  %lsr.iv40 = phi i64 [ %lsr.iv.next41, %.549.endif.us.us.us.epil ], [ %xtraiter15, %.549.endif.us.us.us.epil.preheader ]
  %lsr.iv38 = phi ptr [ %scevgep39, %.549.endif.us.us.us.epil ], [ %scevgep37, %.549.endif.us.us.us.epil.preheader ]
  %.830.us.us.us.epil = tail call i64 @llvm.umin.i64(i64 %lsr.iv30, i64 %.829)
  %.823.0.us.us.us.epil = getelementptr double, ptr %60, i64 %.830.us.us.us.epil
  %.850.us.us.us.epil = load double, ptr %.823.0.us.us.us.epil, align 8
  store double %.850.us.us.us.epil, ptr %lsr.iv38, align 8
  %scevgep39 = getelementptr i8, ptr %lsr.iv38, i64 %17
  %lsr.iv.next41 = add nsw i64 %lsr.iv40, -1
  %lsr.iv.next31 = add i64 %lsr.iv30, 1
  %epil.iter16.cmp.not = icmp eq i64 %lsr.iv.next41, 0
  br i1 %epil.iter16.cmp.not, label %.549..550_crit_edge.split.us.us.us, label %.549.endif.us.us.us.epil, !prof !129, !llvm.loop !170

.549..550_crit_edge.split.us.us.us:               ; preds = %.549.endif.us.us.us.epil, %.549..550_crit_edge.split.us.us.us.unr-lcssa
  %.866.us.us = add nuw i64 %.455.0148.us.us, 1
  %scevgep24 = getelementptr i8, ptr %lsr.iv23, i64 8
  %scevgep36 = getelementptr i8, ptr %lsr.iv35, i64 8
  %exitcond169.not = icmp eq i64 %.866.us.us, %.558
  br i1 %exitcond169.not, label %.458, label %.549.preheader.us.us, !prof !183

.549.preheader.us:                                ; preds = %.549..550_crit_edge.split.us160, %.549.preheader.us.preheader10
  %lsr.iv57 = phi ptr [ %scevgep58, %.549..550_crit_edge.split.us160 ], [ %scevgep34, %.549.preheader.us.preheader10 ]
  %lsr.iv45 = phi ptr [ %scevgep46, %.549..550_crit_edge.split.us160 ], [ %scevgep44, %.549.preheader.us.preheader10 ]
  %.455.0148.us = phi i64 [ %.866.us, %.549..550_crit_edge.split.us160 ], [ 0, %.549.preheader.us.preheader10 ]
  %90 = icmp eq i64 %24, 0
  %.828.us = tail call i64 @llvm.umin.i64(i64 %.455.0148.us, i64 %.827)
  %.842.us = mul i64 %.828.us, %arg.b.5.1
  %91 = getelementptr double, ptr %arg.b.4, i64 %.842.us
  br i1 %90, label %.549.endif.us149.epil.preheader27, label %.549.endif.us149.preheader, !prof !132

.549.endif.us149.preheader:                       ; preds = %.549.preheader.us
  br label %.549.endif.us149

.549.endif.us149:                                 ; preds = %.549.endif.us149.preheader, %.549.endif.us149
  %lsr.iv32 = phi i64 [ %27, %.549.endif.us149.preheader ], [ %lsr.iv.next33, %.549.endif.us149 ]
  %lsr.iv47 = phi ptr [ %scevgep107, %.549.endif.us149 ], [ %lsr.iv45, %.549.endif.us149.preheader ]
  %lsr.iv42 = phi i64 [ %lsr.iv.next43.1, %.549.endif.us149 ], [ 7, %.549.endif.us149.preheader ]
  %92 = add i64 %lsr.iv42, -7
  %.830.us154 = tail call i64 @llvm.umin.i64(i64 %92, i64 %.829)
  %.823.0.us155 = getelementptr double, ptr %91, i64 %.830.us154
  %.850.us156 = load double, ptr %.823.0.us155, align 8
  store double %.850.us156, ptr %lsr.iv47, align 8
  %93 = add i64 %lsr.iv42, -6
  %.830.us154.1 = tail call i64 @llvm.umin.i64(i64 %93, i64 %.829)
  %.823.0.us155.1 = getelementptr double, ptr %91, i64 %.830.us154.1
  %.850.us156.1 = load double, ptr %.823.0.us155.1, align 8
  %scevgep49 = getelementptr i8, ptr %lsr.iv47, i64 %17
  store double %.850.us156.1, ptr %scevgep49, align 8
  %94 = add i64 %lsr.iv42, -5
  %.830.us154.2 = tail call i64 @llvm.umin.i64(i64 %94, i64 %.829)
  %.823.0.us155.2 = getelementptr double, ptr %91, i64 %.830.us154.2
  %.850.us156.2 = load double, ptr %.823.0.us155.2, align 8
  %scevgep50 = getelementptr i8, ptr %scevgep49, i64 %17
  store double %.850.us156.2, ptr %scevgep50, align 8
  %95 = add i64 %lsr.iv42, -4
  %.830.us154.3 = tail call i64 @llvm.umin.i64(i64 %95, i64 %.829)
  %.823.0.us155.3 = getelementptr double, ptr %91, i64 %.830.us154.3
  %.850.us156.3 = load double, ptr %.823.0.us155.3, align 8
  %scevgep51 = getelementptr i8, ptr %scevgep50, i64 %17
  store double %.850.us156.3, ptr %scevgep51, align 8
  %96 = add i64 %lsr.iv42, -3
  %.830.us154.4 = tail call i64 @llvm.umin.i64(i64 %96, i64 %.829)
  %.823.0.us155.4 = getelementptr double, ptr %91, i64 %.830.us154.4
  %.850.us156.4 = load double, ptr %.823.0.us155.4, align 8
  %scevgep52 = getelementptr i8, ptr %scevgep51, i64 %17
  store double %.850.us156.4, ptr %scevgep52, align 8
  %97 = add i64 %lsr.iv42, -2
  %.830.us154.5 = tail call i64 @llvm.umin.i64(i64 %97, i64 %.829)
  %.823.0.us155.5 = getelementptr double, ptr %91, i64 %.830.us154.5
  %.850.us156.5 = load double, ptr %.823.0.us155.5, align 8
  %scevgep53 = getelementptr i8, ptr %scevgep52, i64 %17
  store double %.850.us156.5, ptr %scevgep53, align 8
  %98 = add i64 %lsr.iv42, -1
  %.830.us154.6 = tail call i64 @llvm.umin.i64(i64 %98, i64 %.829)
  %.823.0.us155.6 = getelementptr double, ptr %91, i64 %.830.us154.6
  %.850.us156.6 = load double, ptr %.823.0.us155.6, align 8
  %scevgep54 = getelementptr i8, ptr %scevgep53, i64 %17
  store double %.850.us156.6, ptr %scevgep54, align 8
  %.830.us154.7 = tail call i64 @llvm.umin.i64(i64 %lsr.iv42, i64 %.829)
  %.823.0.us155.7 = getelementptr double, ptr %91, i64 %.830.us154.7
  %.850.us156.7 = load double, ptr %.823.0.us155.7, align 8
  %sunkaddr90 = getelementptr i8, ptr %scevgep54, i64 %17
  store double %.850.us156.7, ptr %sunkaddr90, align 8
  %99 = add i64 %lsr.iv42, 8
  %100 = add i64 %lsr.iv42, 1
  %.830.us154.139 = tail call i64 @llvm.umin.i64(i64 %100, i64 %.829)
  %.823.0.us155.140 = getelementptr double, ptr %91, i64 %.830.us154.139
  %.850.us156.141 = load double, ptr %.823.0.us155.140, align 8
  %scevgep99 = getelementptr i8, ptr %sunkaddr90, i64 %17
  store double %.850.us156.141, ptr %scevgep99, align 8
  %101 = add i64 %lsr.iv42, 2
  %.830.us154.1.1 = tail call i64 @llvm.umin.i64(i64 %101, i64 %.829)
  %.823.0.us155.1.1 = getelementptr double, ptr %91, i64 %.830.us154.1.1
  %.850.us156.1.1 = load double, ptr %.823.0.us155.1.1, align 8
  %scevgep100 = getelementptr i8, ptr %scevgep99, i64 %17
  store double %.850.us156.1.1, ptr %scevgep100, align 8
  %102 = add i64 %lsr.iv42, 3
  %.830.us154.2.1 = tail call i64 @llvm.umin.i64(i64 %102, i64 %.829)
  %.823.0.us155.2.1 = getelementptr double, ptr %91, i64 %.830.us154.2.1
  %.850.us156.2.1 = load double, ptr %.823.0.us155.2.1, align 8
  %scevgep101 = getelementptr i8, ptr %scevgep100, i64 %17
  store double %.850.us156.2.1, ptr %scevgep101, align 8
  %103 = add i64 %lsr.iv42, 4
  %.830.us154.3.1 = tail call i64 @llvm.umin.i64(i64 %103, i64 %.829)
  %.823.0.us155.3.1 = getelementptr double, ptr %91, i64 %.830.us154.3.1
  %.850.us156.3.1 = load double, ptr %.823.0.us155.3.1, align 8
  %scevgep102 = getelementptr i8, ptr %scevgep101, i64 %17
  store double %.850.us156.3.1, ptr %scevgep102, align 8
  %104 = add i64 %lsr.iv42, 5
  %.830.us154.4.1 = tail call i64 @llvm.umin.i64(i64 %104, i64 %.829)
  %.823.0.us155.4.1 = getelementptr double, ptr %91, i64 %.830.us154.4.1
  %.850.us156.4.1 = load double, ptr %.823.0.us155.4.1, align 8
  %scevgep103 = getelementptr i8, ptr %scevgep102, i64 %17
  store double %.850.us156.4.1, ptr %scevgep103, align 8
  %105 = add i64 %lsr.iv42, 6
  %.830.us154.5.1 = tail call i64 @llvm.umin.i64(i64 %105, i64 %.829)
  %.823.0.us155.5.1 = getelementptr double, ptr %91, i64 %.830.us154.5.1
  %.850.us156.5.1 = load double, ptr %.823.0.us155.5.1, align 8
  %scevgep104 = getelementptr i8, ptr %scevgep103, i64 %17
  store double %.850.us156.5.1, ptr %scevgep104, align 8
  %106 = add i64 %lsr.iv42, 7
  %.830.us154.6.1 = tail call i64 @llvm.umin.i64(i64 %106, i64 %.829)
  %.823.0.us155.6.1 = getelementptr double, ptr %91, i64 %.830.us154.6.1
  %.850.us156.6.1 = load double, ptr %.823.0.us155.6.1, align 8
  %scevgep105 = getelementptr i8, ptr %scevgep104, i64 %17
  store double %.850.us156.6.1, ptr %scevgep105, align 8
  %.830.us154.7.1 = tail call i64 @llvm.umin.i64(i64 %99, i64 %.829)
  %.823.0.us155.7.1 = getelementptr double, ptr %91, i64 %.830.us154.7.1
  %.850.us156.7.1 = load double, ptr %.823.0.us155.7.1, align 8
  %scevgep106 = getelementptr i8, ptr %scevgep105, i64 %17
  store double %.850.us156.7.1, ptr %scevgep106, align 8
  %lsr.iv.next43.1 = add i64 %lsr.iv42, 16
  %scevgep107 = getelementptr i8, ptr %scevgep106, i64 %17
  %lsr.iv.next33 = add i64 %lsr.iv32, 2
  %niter38.ncmp.1 = icmp eq i64 %lsr.iv.next33, 0
  br i1 %niter38.ncmp.1, label %.549..550_crit_edge.split.us160.unr-lcssa.unr-lcssa, label %.549.endif.us149, !prof !179, !llvm.loop !184

.549..550_crit_edge.split.us160.unr-lcssa.unr-lcssa: ; preds = %.549.endif.us149
  %107 = and i64 %23, 8
  %108 = icmp eq i64 %107, 0
  %109 = add i64 %lsr.iv.next43.1, -8
  br i1 %108, label %.549.endif.us149.epil.preheader27, label %.549..550_crit_edge.split.us160.unr-lcssa, !prof !182

.549.endif.us149.epil.preheader27:                ; preds = %.549..550_crit_edge.split.us160.unr-lcssa.unr-lcssa, %.549.preheader.us
  %lsr.iv47.epil.init = phi ptr [ %lsr.iv45, %.549.preheader.us ], [ %scevgep107, %.549..550_crit_edge.split.us160.unr-lcssa.unr-lcssa ]
  %lsr.iv42.epil.init = phi i64 [ 7, %.549.preheader.us ], [ %lsr.iv.next43.1, %.549..550_crit_edge.split.us160.unr-lcssa.unr-lcssa ]
  %110 = add nsw i64 %lsr.iv42.epil.init, -7
  %.830.us154.epil30 = tail call i64 @llvm.umin.i64(i64 %110, i64 %.829)
  %.823.0.us155.epil31 = getelementptr double, ptr %91, i64 %.830.us154.epil30
  %.850.us156.epil32 = load double, ptr %.823.0.us155.epil31, align 8
  store double %.850.us156.epil32, ptr %lsr.iv47.epil.init, align 8
  %111 = add nsw i64 %lsr.iv42.epil.init, -6
  %.830.us154.1.epil = tail call i64 @llvm.umin.i64(i64 %111, i64 %.829)
  %.823.0.us155.1.epil = getelementptr double, ptr %91, i64 %.830.us154.1.epil
  %.850.us156.1.epil = load double, ptr %.823.0.us155.1.epil, align 8
  %scevgep49.epil = getelementptr i8, ptr %lsr.iv47.epil.init, i64 %17
  store double %.850.us156.1.epil, ptr %scevgep49.epil, align 8
  %112 = add nsw i64 %lsr.iv42.epil.init, -5
  %.830.us154.2.epil = tail call i64 @llvm.umin.i64(i64 %112, i64 %.829)
  %.823.0.us155.2.epil = getelementptr double, ptr %91, i64 %.830.us154.2.epil
  %.850.us156.2.epil = load double, ptr %.823.0.us155.2.epil, align 8
  %scevgep50.epil = getelementptr i8, ptr %scevgep49.epil, i64 %17
  store double %.850.us156.2.epil, ptr %scevgep50.epil, align 8
  %113 = add nsw i64 %lsr.iv42.epil.init, -4
  %.830.us154.3.epil = tail call i64 @llvm.umin.i64(i64 %113, i64 %.829)
  %.823.0.us155.3.epil = getelementptr double, ptr %91, i64 %.830.us154.3.epil
  %.850.us156.3.epil = load double, ptr %.823.0.us155.3.epil, align 8
  %scevgep51.epil = getelementptr i8, ptr %scevgep50.epil, i64 %17
  store double %.850.us156.3.epil, ptr %scevgep51.epil, align 8
  %114 = add nsw i64 %lsr.iv42.epil.init, -3
  %.830.us154.4.epil = tail call i64 @llvm.umin.i64(i64 %114, i64 %.829)
  %.823.0.us155.4.epil = getelementptr double, ptr %91, i64 %.830.us154.4.epil
  %.850.us156.4.epil = load double, ptr %.823.0.us155.4.epil, align 8
  %scevgep52.epil = getelementptr i8, ptr %scevgep51.epil, i64 %17
  store double %.850.us156.4.epil, ptr %scevgep52.epil, align 8
  %115 = add nsw i64 %lsr.iv42.epil.init, -2
  %.830.us154.5.epil = tail call i64 @llvm.umin.i64(i64 %115, i64 %.829)
  %.823.0.us155.5.epil = getelementptr double, ptr %91, i64 %.830.us154.5.epil
  %.850.us156.5.epil = load double, ptr %.823.0.us155.5.epil, align 8
  %scevgep53.epil = getelementptr i8, ptr %scevgep52.epil, i64 %17
  store double %.850.us156.5.epil, ptr %scevgep53.epil, align 8
  %116 = add nsw i64 %lsr.iv42.epil.init, -1
  %.830.us154.6.epil = tail call i64 @llvm.umin.i64(i64 %116, i64 %.829)
  %.823.0.us155.6.epil = getelementptr double, ptr %91, i64 %.830.us154.6.epil
  %.850.us156.6.epil = load double, ptr %.823.0.us155.6.epil, align 8
  %scevgep54.epil = getelementptr i8, ptr %scevgep53.epil, i64 %17
  store double %.850.us156.6.epil, ptr %scevgep54.epil, align 8
  %.830.us154.7.epil = tail call i64 @llvm.umin.i64(i64 %lsr.iv42.epil.init, i64 %.829)
  %.823.0.us155.7.epil = getelementptr double, ptr %91, i64 %.830.us154.7.epil
  %.850.us156.7.epil = load double, ptr %.823.0.us155.7.epil, align 8
  %sunkaddr90.epil = getelementptr i8, ptr %scevgep54.epil, i64 %17
  store double %.850.us156.7.epil, ptr %sunkaddr90.epil, align 8
  %lsr.iv.next43.epil = add i64 %lsr.iv42.epil.init, 8
  br label %.549..550_crit_edge.split.us160.unr-lcssa

.549..550_crit_edge.split.us160.unr-lcssa:        ; preds = %.549..550_crit_edge.split.us160.unr-lcssa.unr-lcssa, %.549.endif.us149.epil.preheader27
  %lsr.iv42.lcssa = phi i64 [ %lsr.iv42.epil.init, %.549.endif.us149.epil.preheader27 ], [ %109, %.549..550_crit_edge.split.us160.unr-lcssa.unr-lcssa ]
  %lsr.iv.next43.lcssa = phi i64 [ %lsr.iv.next43.epil, %.549.endif.us149.epil.preheader27 ], [ %lsr.iv.next43.1, %.549..550_crit_edge.split.us160.unr-lcssa.unr-lcssa ]
  %117 = icmp eq i64 %xtraiter15, 0
  br i1 %117, label %.549..550_crit_edge.split.us160, label %.549.endif.us149.epil.preheader, !prof !128

.549.endif.us149.epil.preheader:                  ; preds = %.549..550_crit_edge.split.us160.unr-lcssa
  %118 = add i64 %lsr.iv.next43.lcssa, %18
  %119 = mul i64 %118, %17
  %scevgep59 = getelementptr i8, ptr %lsr.iv57, i64 %119
  %120 = add i64 %lsr.iv42.lcssa, 1
  br label %.549.endif.us149.epil

.549.endif.us149.epil:                            ; preds = %.549.endif.us149.epil, %.549.endif.us149.epil.preheader
  %lsr.iv34 = phi i64 [ %lsr.iv.next35, %.549.endif.us149.epil ], [ %120, %.549.endif.us149.epil.preheader ]
  %lsr.iv62 = phi i64 [ %lsr.iv.next63, %.549.endif.us149.epil ], [ %xtraiter15, %.549.endif.us149.epil.preheader ]
  %lsr.iv60 = phi ptr [ %scevgep61, %.549.endif.us149.epil ], [ %scevgep59, %.549.endif.us149.epil.preheader ]
  %.830.us154.epil = tail call i64 @llvm.umin.i64(i64 %lsr.iv34, i64 %.829)
  %.823.0.us155.epil = getelementptr double, ptr %91, i64 %.830.us154.epil
  %.850.us156.epil = load double, ptr %.823.0.us155.epil, align 8
  store double %.850.us156.epil, ptr %lsr.iv60, align 8
  %scevgep61 = getelementptr i8, ptr %lsr.iv60, i64 %17
  %lsr.iv.next63 = add nsw i64 %lsr.iv62, -1
  %lsr.iv.next35 = add i64 %lsr.iv34, 1
  %epil.iter10.cmp.not = icmp eq i64 %lsr.iv.next63, 0
  br i1 %epil.iter10.cmp.not, label %.549..550_crit_edge.split.us160, label %.549.endif.us149.epil, !prof !129, !llvm.loop !172

.549..550_crit_edge.split.us160:                  ; preds = %.549.endif.us149.epil, %.549..550_crit_edge.split.us160.unr-lcssa
  %.866.us = add nuw i64 %.455.0148.us, 1
  %scevgep46 = getelementptr i8, ptr %lsr.iv45, i64 8
  %scevgep58 = getelementptr i8, ptr %lsr.iv57, i64 8
  %exitcond167.not = icmp eq i64 %.866.us, %.558
  br i1 %exitcond167.not, label %.458, label %.549.preheader.us, !prof !183

B0.endif.endif.endif.endif.endif.endif.if.if:     ; preds = %B0.endif.endif.endif.endif.endif.endif.if
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.29, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

.458.if:                                          ; preds = %.458
  tail call void @NRT_Free(ptr %.743.0)
  br label %.458.endif

.458.endif:                                       ; preds = %.458.if, %.458
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
declare i64 @llvm.umin.i64(i64, i64) #1

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v80B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE8UniTupleIxLi2EE(ptr noalias readnone captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, i64 %arg.src_shapes.0, i64 %arg.src_shapes.1, i64 %arg.index_shape.0, i64 %arg.index_shape.1) local_unnamed_addr {
B68.endif.if:
  %.15.i19 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.1.i20 = alloca ptr, align 8
  %.525 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.4 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.525, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.4, align 8
  %.581 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.5 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.581, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.5, align 8
  %.1121 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.9 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.1121, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.9, align 8
  %.1177 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.10 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.1177, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.10, align 8
  %.1306 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.13 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.1306, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.13, align 8
  %.1360 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.14 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.1360, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.14, align 8
  %.1392 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.15 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.1392, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.15, align 8
  %.92 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @.dtor.list.unicode_type)
  %.93 = icmp eq ptr %.92, null
  br i1 %.93, label %common.ret, label %B138.if.preheader, !prof !1

common.ret:                                       ; preds = %B458.endif.endif.endif.endif.endif.endif.endif, %B458.endif.endif.endif.endif.endif.endif, %B458.endif.endif.endif.endif.if.if, %B458.endif.endif.endif.endif.endif, %B458.endif.endif.endif.if.if, %B458.endif.endif.if.if, %B424.endif.endif.endif.if.if, %B424.endif.endif.if.if, %B424.if.if, %B422.endif.endif.if.endif, %B422.endif.endif.if.endif.1, %B422.endif.endif.if.1, %B422.endif.if.endif.1, %B422.endif.if.1, %for.end.1.endif.endif.i.i88.1, %B422.endif.endif.if, %B422.endif.if.endif, %B422.endif.if, %for.end.1.endif.endif.i.i88, %B377.endif.if, %B202.endif.endif.endif.if.if, %B202.endif.endif.if.if, %B202.if.if, %B176.endif.endif.if.endif, %B176.endif.endif.if.endif.1, %B176.endif.endif.if.1, %B176.endif.if.endif.1, %B176.endif.if.1, %for.end.1.endif.endif.i.i.1, %B176.endif.endif.if, %B176.endif.if.endif, %B176.endif.if, %for.end.1.endif.endif.i.i, %B68.endif.if
  %.1438.sink = phi ptr [ %.1438, %B458.endif.endif.endif.endif.endif.endif.endif ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3, %B458.endif.endif.endif.endif.endif ], [ %.20.i, %B202.if.if ], [ %.1397, %B458.endif.endif.endif.endif.if.if ], [ %.1365, %B458.endif.endif.endif.if.if ], [ %.1311, %B458.endif.endif.if.if ], [ @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c.32, %B377.endif.if ], [ %.530, %B202.endif.endif.if.if ], [ %.1182, %B424.endif.endif.endif.if.if ], [ %.1126, %B424.endif.endif.if.if ], [ %.586, %B202.endif.endif.endif.if.if ], [ %.20.i24, %B424.if.if ], [ @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c.32, %B68.endif.if ], [ @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, %B422.endif.endif.if.endif.1 ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3, %B458.endif.endif.endif.endif.endif.endif ], [ @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, %B422.endif.endif.if.endif ], [ @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, %B422.endif.if ], [ @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, %B422.endif.if.endif ], [ @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, %B422.endif.endif.if ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3.4, %for.end.1.endif.endif.i.i88 ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3.4, %for.end.1.endif.endif.i.i88.1 ], [ @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, %B422.endif.if.1 ], [ @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, %B422.endif.if.endif.1 ], [ @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, %B422.endif.endif.if.1 ], [ @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, %B176.endif.if ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3.4, %for.end.1.endif.endif.i.i ], [ @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, %B176.endif.endif.if ], [ @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, %B176.endif.if.endif ], [ @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, %B176.endif.endif.if.endif ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3.4, %for.end.1.endif.endif.i.i.1 ], [ @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, %B176.endif.if.1 ], [ @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, %B176.endif.if.endif.1 ], [ @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, %B176.endif.endif.if.1 ], [ @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, %B176.endif.endif.if.endif.1 ]
  store ptr %.1438.sink, ptr %excinfo, align 8
  ret i32 1

B138.if.preheader:                                ; preds = %B68.endif.if
  %.5.i = getelementptr i8, ptr %.92, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.105 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 0, ptr %.105, align 8
  %.6.i48 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i48, align 8
  %.6.i50 = load ptr, ptr %.5.i, align 8
  %.117 = getelementptr inbounds nuw i8, ptr %.6.i50, i64 16
  store i8 0, ptr %.117, align 1
  %.6.i52 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i52, align 8
  tail call void @NRT_incref(ptr nonnull %.92)
  %.15.i.i = icmp slt i64 %arg.src_shapes.0, 0
  br i1 %.15.i.i, label %B32.thread.i.i, label %B32.i.i

B32.thread.i.i:                                   ; preds = %B138.if.preheader
  %.18.i.i = sub i64 0, %arg.src_shapes.0
  br label %for.end.1.endif.endif.i.i

B32.i.i:                                          ; preds = %B138.if.preheader
  %.29.i.i = icmp eq i64 %arg.src_shapes.0, 0
  br i1 %.29.i.i, label %B176.endif, label %for.end.1.endif.endif.i.i

B306.i.i:                                         ; preds = %B246.endif.i.i, %for.end.1.endif.endif.endif.i.i
  %.279.i.i = icmp sgt i64 %n.3.096.i.i, 0
  br i1 %.279.i.i, label %B328.endif.endif.endif.preheader.i.i, label %B176.endif

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
  %.159.i.i = tail call ptr @NRT_MemInfo_alloc(i64 %.157.i.i), !noalias !185
  %.160.i.i = icmp eq ptr %.159.i.i, null
  br i1 %.160.i.i, label %common.ret, label %for.end.1.endif.endif.endif.i.i, !prof !1

for.end.1.endif.endif.endif.i.i:                  ; preds = %for.end.1.endif.endif.i.i
  %0 = icmp slt i64 %arg.src_shapes.0, 0
  %.5.i8.i.i = getelementptr i8, ptr %.159.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i8.i.i, align 8, !noalias !185
  br i1 %0, label %B246.endif.i.i, label %B306.i.i

B246.endif.i.i:                                   ; preds = %for.end.1.endif.endif.endif.i.i
  store i8 45, ptr %.6.i.i.i, align 1, !noalias !192
  br label %B306.i.i

B328.endif.endif.endif.i.i:                       ; preds = %B328.endif.endif.endif.i.i, %B328.endif.endif.endif.preheader.i.i
  %lsr.iv.i.i = phi ptr [ %scevgep.i.i, %B328.endif.endif.endif.preheader.i.i ], [ %scevgep10.i.i, %B328.endif.endif.endif.i.i ]
  %n.4.0.i.i = phi i64 [ %n.3.096.i.i, %B328.endif.endif.endif.preheader.i.i ], [ %.30497.i.i, %B328.endif.endif.endif.i.i ]
  %.30497.i.i = udiv i64 %n.4.0.i.i, 10
  %.30598.i.i = urem i64 %n.4.0.i.i, 10
  %1 = trunc nuw nsw i64 %.30598.i.i to i8
  %.41.i9.i.i = or disjoint i8 %1, 48
  store i8 %.41.i9.i.i, ptr %lsr.iv.i.i, align 1, !noalias !196
  %.416.not.i.i = icmp samesign ult i64 %n.4.0.i.i, 10
  %scevgep10.i.i = getelementptr i8, ptr %lsr.iv.i.i, i64 -1
  br i1 %.416.not.i.i, label %B176.endif, label %B328.endif.endif.endif.i.i

B176.endif:                                       ; preds = %B328.endif.endif.endif.i.i, %B306.i.i, %B32.i.i
  %.238.sroa.12.1.ph = phi ptr [ null, %B32.i.i ], [ %.159.i.i, %B306.i.i ], [ %.159.i.i, %B328.endif.endif.endif.i.i ]
  %.238.sroa.4.1.ph = phi i64 [ 1, %B32.i.i ], [ %.123.i.i, %B306.i.i ], [ %.123.i.i, %B328.endif.endif.endif.i.i ]
  %.238.sroa.0.1.ph = phi ptr [ @.bytes.5317899729839767045, %B32.i.i ], [ %.6.i.i.i, %B306.i.i ], [ %.6.i.i.i, %B328.endif.endif.endif.i.i ]
  tail call void @NRT_incref(ptr nonnull %.92)
  %sunkaddr = getelementptr i8, ptr %.92, i64 24
  %.6.i60 = load ptr, ptr %sunkaddr, align 8
  %.280 = load i64, ptr %.6.i60, align 8
  %.281 = add i64 %.280, 1
  %.286 = getelementptr inbounds nuw i8, ptr %.6.i60, i64 8
  %.287 = load i64, ptr %.286, align 8
  %.289 = ashr i64 %.287, 2
  %.290 = icmp sgt i64 %.289, %.281
  br i1 %.290, label %B176.endif.if, label %B176.endif.endif, !prof !1

B176.endif.if:                                    ; preds = %B176.endif
  %.292 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.281, i64 48)
  %.293 = extractvalue { i64, i1 } %.292, 0
  %.294 = extractvalue { i64, i1 } %.292, 1
  %.295 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.293, i64 24)
  %.297 = extractvalue { i64, i1 } %.295, 1
  %.298 = or i1 %.294, %.297
  br i1 %.298, label %common.ret, label %B176.endif.if.endif, !prof !1

B176.endif.endif:                                 ; preds = %B176.endif.if.endif.endif, %B176.endif
  %2 = icmp slt i64 %.287, %.281
  br i1 %2, label %B176.endif.endif.if, label %B176.endif.endif.endif, !prof !1

B176.endif.if.endif:                              ; preds = %B176.endif.if
  %.296 = extractvalue { i64, i1 } %.295, 0
  %.307 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.92, i64 %.296)
  %.308 = icmp eq ptr %.307, null
  br i1 %.308, label %common.ret, label %B176.endif.if.endif.endif, !prof !1

B176.endif.if.endif.endif:                        ; preds = %B176.endif.if.endif
  %sunkaddr5 = getelementptr i8, ptr %.92, i64 24
  %.6.i62 = load ptr, ptr %sunkaddr5, align 8
  %.319 = getelementptr inbounds nuw i8, ptr %.6.i62, i64 8
  store i64 %.281, ptr %.319, align 8
  br label %B176.endif.endif

B176.endif.endif.if:                              ; preds = %B176.endif.endif
  %.323 = ashr i64 %.281, 2
  %.324 = add i64 %.280, 9
  %.325 = add i64 %.324, %.323
  %.326 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.325, i64 48)
  %.327 = extractvalue { i64, i1 } %.326, 0
  %.328 = extractvalue { i64, i1 } %.326, 1
  %.329 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.327, i64 24)
  %.331 = extractvalue { i64, i1 } %.329, 1
  %.332 = or i1 %.328, %.331
  br i1 %.332, label %common.ret, label %B176.endif.endif.if.endif, !prof !1

B176.endif.endif.endif:                           ; preds = %B176.endif.endif.if.endif.endif, %B176.endif.endif
  %sunkaddr6 = getelementptr i8, ptr %.92, i64 24
  %.6.i64 = load ptr, ptr %sunkaddr6, align 8
  store i64 %.281, ptr %.6.i64, align 8
  %.6.i66 = load ptr, ptr %sunkaddr6, align 8
  %.390 = getelementptr { ptr, i64, i32, i32, i64, ptr, ptr }, ptr %.6.i66, i64 %.280
  %.391.elt637 = getelementptr i8, ptr %.390, i64 56
  %.391.unpack638 = load ptr, ptr %.391.elt637, align 8
  %.404 = getelementptr inbounds nuw i8, ptr %.6.i66, i64 24
  %.405 = getelementptr { ptr, i64, i32, i32, i64, ptr, ptr }, ptr %.404, i64 %.280
  store ptr %.238.sroa.0.1.ph, ptr %.405, align 8
  %.405.repack642 = getelementptr inbounds nuw i8, ptr %.405, i64 8
  store i64 %.238.sroa.4.1.ph, ptr %.405.repack642, align 8
  %.405.repack644 = getelementptr inbounds nuw i8, ptr %.405, i64 16
  store i32 1, ptr %.405.repack644, align 8
  %.405.repack646 = getelementptr inbounds nuw i8, ptr %.405, i64 20
  store i32 1, ptr %.405.repack646, align 4
  %.405.repack648 = getelementptr inbounds nuw i8, ptr %.405, i64 24
  store i64 -1, ptr %.405.repack648, align 8
  %.405.repack650 = getelementptr inbounds nuw i8, ptr %.405, i64 32
  store ptr %.238.sroa.12.1.ph, ptr %.405.repack650, align 8
  %.405.repack652 = getelementptr inbounds nuw i8, ptr %.405, i64 40
  store ptr null, ptr %.405.repack652, align 8
  tail call void @NRT_decref(ptr %.391.unpack638)
  tail call void @NRT_decref(ptr nonnull %.92)
  %.15.i.i.1 = icmp slt i64 %arg.src_shapes.1, 0
  br i1 %.15.i.i.1, label %B32.thread.i.i.1, label %B32.i.i.1

B32.i.i.1:                                        ; preds = %B176.endif.endif.endif
  %.29.i.i.1 = icmp eq i64 %arg.src_shapes.1, 0
  br i1 %.29.i.i.1, label %B176.endif.1, label %for.end.1.endif.endif.i.i.1

B32.thread.i.i.1:                                 ; preds = %B176.endif.endif.endif
  %.18.i.i.1 = sub i64 0, %arg.src_shapes.1
  br label %for.end.1.endif.endif.i.i.1

for.end.1.endif.endif.i.i.1:                      ; preds = %B32.thread.i.i.1, %B32.i.i.1
  %n.3.096.i.i.1 = phi i64 [ %.18.i.i.1, %B32.thread.i.i.1 ], [ %arg.src_shapes.1, %B32.i.i.1 ]
  %arg.n.lobit.i.i.1 = lshr i64 %arg.src_shapes.1, 63
  %.79.le.i.i.1 = sitofp i64 %n.3.096.i.i.1 to double
  %.80.le.i.i.1 = tail call double @llvm.log10.f64(double %.79.le.i.i.1)
  %.92.le.i.i.1 = tail call double @llvm.floor.f64(double %.80.le.i.i.1)
  %.5.i.i.i.1 = fptosi double %.92.le.i.i.1 to i64
  %.70.i.i.1 = add i64 %arg.n.lobit.i.i.1, %.5.i.i.i.1
  %.123.i.i.1 = add i64 %.70.i.i.1, 1
  %.157.i.i.1 = add i64 %.70.i.i.1, 2
  %.159.i.i.1 = tail call ptr @NRT_MemInfo_alloc(i64 %.157.i.i.1), !noalias !185
  %.160.i.i.1 = icmp eq ptr %.159.i.i.1, null
  br i1 %.160.i.i.1, label %common.ret, label %for.end.1.endif.endif.endif.i.i.1, !prof !1

for.end.1.endif.endif.endif.i.i.1:                ; preds = %for.end.1.endif.endif.i.i.1
  %3 = icmp slt i64 %arg.src_shapes.1, 0
  %.5.i8.i.i.1 = getelementptr i8, ptr %.159.i.i.1, i64 24
  %.6.i.i.i.1 = load ptr, ptr %.5.i8.i.i.1, align 8, !noalias !185
  br i1 %3, label %B246.endif.i.i.1, label %B306.i.i.1

B246.endif.i.i.1:                                 ; preds = %for.end.1.endif.endif.endif.i.i.1
  store i8 45, ptr %.6.i.i.i.1, align 1, !noalias !192
  br label %B306.i.i.1

B306.i.i.1:                                       ; preds = %B246.endif.i.i.1, %for.end.1.endif.endif.endif.i.i.1
  %.279.i.i.1 = icmp sgt i64 %n.3.096.i.i.1, 0
  br i1 %.279.i.i.1, label %B328.endif.endif.endif.preheader.i.i.1, label %B176.endif.1

B328.endif.endif.endif.preheader.i.i.1:           ; preds = %B306.i.i.1
  %scevgep.i.i.1 = getelementptr i8, ptr %.6.i.i.i.1, i64 %.70.i.i.1
  br label %B328.endif.endif.endif.i.i.1

B328.endif.endif.endif.i.i.1:                     ; preds = %B328.endif.endif.endif.i.i.1, %B328.endif.endif.endif.preheader.i.i.1
  %lsr.iv.i.i.1 = phi ptr [ %scevgep.i.i.1, %B328.endif.endif.endif.preheader.i.i.1 ], [ %scevgep10.i.i.1, %B328.endif.endif.endif.i.i.1 ]
  %n.4.0.i.i.1 = phi i64 [ %n.3.096.i.i.1, %B328.endif.endif.endif.preheader.i.i.1 ], [ %.30497.i.i.1, %B328.endif.endif.endif.i.i.1 ]
  %.30497.i.i.1 = udiv i64 %n.4.0.i.i.1, 10
  %.30598.i.i.1 = urem i64 %n.4.0.i.i.1, 10
  %4 = trunc nuw nsw i64 %.30598.i.i.1 to i8
  %.41.i9.i.i.1 = or disjoint i8 %4, 48
  store i8 %.41.i9.i.i.1, ptr %lsr.iv.i.i.1, align 1, !noalias !196
  %.416.not.i.i.1 = icmp samesign ult i64 %n.4.0.i.i.1, 10
  %scevgep10.i.i.1 = getelementptr i8, ptr %lsr.iv.i.i.1, i64 -1
  br i1 %.416.not.i.i.1, label %B176.endif.1, label %B328.endif.endif.endif.i.i.1

B176.endif.1:                                     ; preds = %B328.endif.endif.endif.i.i.1, %B306.i.i.1, %B32.i.i.1
  %.238.sroa.12.1.ph.1 = phi ptr [ null, %B32.i.i.1 ], [ %.159.i.i.1, %B306.i.i.1 ], [ %.159.i.i.1, %B328.endif.endif.endif.i.i.1 ]
  %.238.sroa.4.1.ph.1 = phi i64 [ 1, %B32.i.i.1 ], [ %.123.i.i.1, %B306.i.i.1 ], [ %.123.i.i.1, %B328.endif.endif.endif.i.i.1 ]
  %.238.sroa.0.1.ph.1 = phi ptr [ @.bytes.5317899729839767045, %B32.i.i.1 ], [ %.6.i.i.i.1, %B306.i.i.1 ], [ %.6.i.i.i.1, %B328.endif.endif.endif.i.i.1 ]
  tail call void @NRT_incref(ptr nonnull %.92)
  %sunkaddr7 = getelementptr i8, ptr %.92, i64 24
  %.6.i60.1 = load ptr, ptr %sunkaddr7, align 8
  %.280.1 = load i64, ptr %.6.i60.1, align 8
  %.281.1 = add i64 %.280.1, 1
  %.286.1 = getelementptr inbounds nuw i8, ptr %.6.i60.1, i64 8
  %.287.1 = load i64, ptr %.286.1, align 8
  %.289.1 = ashr i64 %.287.1, 2
  %.290.1 = icmp sgt i64 %.289.1, %.281.1
  br i1 %.290.1, label %B176.endif.if.1, label %B176.endif.endif.1, !prof !1

B176.endif.if.1:                                  ; preds = %B176.endif.1
  %.292.1 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.281.1, i64 48)
  %.293.1 = extractvalue { i64, i1 } %.292.1, 0
  %.294.1 = extractvalue { i64, i1 } %.292.1, 1
  %.295.1 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.293.1, i64 24)
  %.297.1 = extractvalue { i64, i1 } %.295.1, 1
  %.298.1 = or i1 %.294.1, %.297.1
  br i1 %.298.1, label %common.ret, label %B176.endif.if.endif.1, !prof !1

B176.endif.if.endif.1:                            ; preds = %B176.endif.if.1
  %.296.1 = extractvalue { i64, i1 } %.295.1, 0
  %.307.1 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.92, i64 %.296.1)
  %.308.1 = icmp eq ptr %.307.1, null
  br i1 %.308.1, label %common.ret, label %B176.endif.if.endif.endif.1, !prof !1

B176.endif.if.endif.endif.1:                      ; preds = %B176.endif.if.endif.1
  %sunkaddr8 = getelementptr i8, ptr %.92, i64 24
  %.6.i62.1 = load ptr, ptr %sunkaddr8, align 8
  %.319.1 = getelementptr inbounds nuw i8, ptr %.6.i62.1, i64 8
  store i64 %.281.1, ptr %.319.1, align 8
  br label %B176.endif.endif.1

B176.endif.endif.1:                               ; preds = %B176.endif.if.endif.endif.1, %B176.endif.1
  %5 = icmp slt i64 %.287.1, %.281.1
  br i1 %5, label %B176.endif.endif.if.1, label %B176.endif.endif.endif.1, !prof !1

B176.endif.endif.if.1:                            ; preds = %B176.endif.endif.1
  %.323.1 = ashr i64 %.281.1, 2
  %.324.1 = add i64 %.280.1, 9
  %.325.1 = add i64 %.324.1, %.323.1
  %.326.1 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.325.1, i64 48)
  %.327.1 = extractvalue { i64, i1 } %.326.1, 0
  %.328.1 = extractvalue { i64, i1 } %.326.1, 1
  %.329.1 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.327.1, i64 24)
  %.331.1 = extractvalue { i64, i1 } %.329.1, 1
  %.332.1 = or i1 %.328.1, %.331.1
  br i1 %.332.1, label %common.ret, label %B176.endif.endif.if.endif.1, !prof !1

B176.endif.endif.if.endif.1:                      ; preds = %B176.endif.endif.if.1
  %.330.1 = extractvalue { i64, i1 } %.329.1, 0
  %.341.1 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.92, i64 %.330.1)
  %.342.1 = icmp eq ptr %.341.1, null
  br i1 %.342.1, label %common.ret, label %B176.endif.endif.if.endif.endif.1, !prof !1

B176.endif.endif.if.endif.endif.1:                ; preds = %B176.endif.endif.if.endif.1
  %sunkaddr9 = getelementptr i8, ptr %.92, i64 24
  %.6.i68.1 = load ptr, ptr %sunkaddr9, align 8
  %.353.1 = getelementptr inbounds nuw i8, ptr %.6.i68.1, i64 8
  store i64 %.325.1, ptr %.353.1, align 8
  %.6.i70.1 = load ptr, ptr %sunkaddr9, align 8
  %.360.1 = load i64, ptr %.6.i70.1, align 8
  %.365.1 = getelementptr inbounds nuw i8, ptr %.6.i70.1, i64 24
  %.366.idx.1 = mul i64 %.360.1, 48
  %.366.1 = getelementptr i8, ptr %.365.1, i64 %.366.idx.1
  %.372.idx16.1 = sub i64 %.325.1, %.360.1
  %gepdiff.1 = mul i64 %.372.idx16.1, 48
  tail call void @llvm.memset.p0.i64(ptr align 1 %.366.1, i8 0, i64 %gepdiff.1, i1 false)
  br label %B176.endif.endif.endif.1

B176.endif.endif.endif.1:                         ; preds = %B176.endif.endif.if.endif.endif.1, %B176.endif.endif.1
  %sunkaddr10 = getelementptr i8, ptr %.92, i64 24
  %.6.i64.1 = load ptr, ptr %sunkaddr10, align 8
  store i64 %.281.1, ptr %.6.i64.1, align 8
  %.6.i66.1 = load ptr, ptr %sunkaddr10, align 8
  %.390.1 = getelementptr { ptr, i64, i32, i32, i64, ptr, ptr }, ptr %.6.i66.1, i64 %.280.1
  %.391.elt637.1 = getelementptr i8, ptr %.390.1, i64 56
  %.391.unpack638.1 = load ptr, ptr %.391.elt637.1, align 8
  %.404.1 = getelementptr inbounds nuw i8, ptr %.6.i66.1, i64 24
  %.405.1 = getelementptr { ptr, i64, i32, i32, i64, ptr, ptr }, ptr %.404.1, i64 %.280.1
  store ptr %.238.sroa.0.1.ph.1, ptr %.405.1, align 8
  %.405.repack642.1 = getelementptr inbounds nuw i8, ptr %.405.1, i64 8
  store i64 %.238.sroa.4.1.ph.1, ptr %.405.repack642.1, align 8
  %.405.repack644.1 = getelementptr inbounds nuw i8, ptr %.405.1, i64 16
  store i32 1, ptr %.405.repack644.1, align 8
  %.405.repack646.1 = getelementptr inbounds nuw i8, ptr %.405.1, i64 20
  store i32 1, ptr %.405.repack646.1, align 4
  %.405.repack648.1 = getelementptr inbounds nuw i8, ptr %.405.1, i64 24
  store i64 -1, ptr %.405.repack648.1, align 8
  %.405.repack650.1 = getelementptr inbounds nuw i8, ptr %.405.1, i64 32
  store ptr %.238.sroa.12.1.ph.1, ptr %.405.repack650.1, align 8
  %.405.repack652.1 = getelementptr inbounds nuw i8, ptr %.405.1, i64 40
  store ptr null, ptr %.405.repack652.1, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %.15.i19)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i20)
  store ptr null, ptr %excinfo.1.i20, align 8, !noalias !200
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.15.i19, i8 0, i64 48, i1 false), !noalias !200
  %.19.i = call i32 @_ZN5numba7cpython7unicode9join_listB3v84B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type37list_28unicode_type_29_3civ_3dNone_3e(ptr nonnull %.15.i19, ptr nonnull %excinfo.1.i20, ptr nonnull @.bytes.2234488584576839529, i64 2, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr nonnull %.92, ptr null), !noalias !200
  %cond.i = icmp eq i32 %.19.i, 0
  tail call void @NRT_decref(ptr %.391.unpack638.1)
  br i1 %cond.i, label %B202.endif.endif, label %B202.if.if, !prof !0

B176.endif.endif.if.endif:                        ; preds = %B176.endif.endif.if
  %.330 = extractvalue { i64, i1 } %.329, 0
  %.341 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.92, i64 %.330)
  %.342 = icmp eq ptr %.341, null
  br i1 %.342, label %common.ret, label %B176.endif.endif.if.endif.endif, !prof !1

B176.endif.endif.if.endif.endif:                  ; preds = %B176.endif.endif.if.endif
  %sunkaddr11 = getelementptr i8, ptr %.92, i64 24
  %.6.i68 = load ptr, ptr %sunkaddr11, align 8
  %.353 = getelementptr inbounds nuw i8, ptr %.6.i68, i64 8
  store i64 %.325, ptr %.353, align 8
  %.6.i70 = load ptr, ptr %sunkaddr11, align 8
  %.360 = load i64, ptr %.6.i70, align 8
  %.365 = getelementptr inbounds nuw i8, ptr %.6.i70, i64 24
  %.366.idx = mul i64 %.360, 48
  %.366 = getelementptr i8, ptr %.365, i64 %.366.idx
  %.372.idx16 = sub i64 %.325, %.360
  %gepdiff = mul i64 %.372.idx16, 48
  tail call void @llvm.memset.p0.i64(ptr align 1 %.366, i8 0, i64 %gepdiff, i1 false)
  br label %B176.endif.endif.endif

B202.if.if:                                       ; preds = %B176.endif.endif.endif.1
  %.20.i = load ptr, ptr %excinfo.1.i20, align 8, !noalias !200
  call void @llvm.lifetime.end.p0(ptr nonnull %.15.i19)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i20)
  tail call void @NRT_decref(ptr nonnull %.92)
  br label %common.ret

B202.endif.endif:                                 ; preds = %B176.endif.endif.endif.1
  %.fca.6.gep.i = getelementptr inbounds nuw i8, ptr %.15.i19, i64 40
  %.fca.5.gep.i = getelementptr inbounds nuw i8, ptr %.15.i19, i64 32
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.15.i19, i64 24
  %.fca.3.gep.i = getelementptr inbounds nuw i8, ptr %.15.i19, i64 20
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.15.i19, i64 16
  %.fca.1.gep.i = getelementptr inbounds nuw i8, ptr %.15.i19, i64 8
  %.29.fca.0.load.i = load ptr, ptr %.15.i19, align 8, !noalias !200
  %.29.fca.1.load.i = load i64, ptr %.fca.1.gep.i, align 8, !noalias !200
  %.29.fca.2.load.i = load i32, ptr %.fca.2.gep.i, align 8, !noalias !200
  %.29.fca.3.load.i = load i32, ptr %.fca.3.gep.i, align 4, !noalias !200
  %.29.fca.4.load.i = load i64, ptr %.fca.4.gep.i, align 8, !noalias !200
  %.29.fca.5.load.i = load ptr, ptr %.fca.5.gep.i, align 8, !noalias !200
  %.29.fca.6.load.i = load ptr, ptr %.fca.6.gep.i, align 8, !noalias !200
  call void @llvm.lifetime.end.p0(ptr nonnull %.15.i19)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i20)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.525, i8 0, i64 48, i1 false)
  %.529 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.525, ptr nonnull %excinfo.4, ptr nonnull @.bytes.-3596957514301255344, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr %.29.fca.0.load.i, i64 %.29.fca.1.load.i, i32 %.29.fca.2.load.i, i32 %.29.fca.3.load.i, i64 %.29.fca.4.load.i, ptr %.29.fca.5.load.i, ptr %.29.fca.6.load.i)
  %sunkaddr290 = getelementptr inbounds nuw i8, ptr %.525, i64 32
  %.539.fca.5.load = load ptr, ptr %sunkaddr290, align 8
  %cond8 = icmp eq i32 %.529, 0
  tail call void @NRT_decref(ptr nonnull %.92), !noalias !200
  tail call void @NRT_decref(ptr nonnull %.92)
  tail call void @NRT_decref(ptr nonnull %.92)
  br i1 %cond8, label %B202.endif.endif.endif, label %B202.endif.endif.if.if, !prof !0

B202.endif.endif.endif:                           ; preds = %B202.endif.endif
  %sunkaddr291 = getelementptr inbounds nuw i8, ptr %.525, i64 40
  %.539.fca.6.load = load ptr, ptr %sunkaddr291, align 8
  %sunkaddr292 = getelementptr inbounds nuw i8, ptr %.525, i64 24
  %.539.fca.4.load = load i64, ptr %sunkaddr292, align 8
  %sunkaddr293 = getelementptr inbounds nuw i8, ptr %.525, i64 20
  %.539.fca.3.load = load i32, ptr %sunkaddr293, align 4
  %sunkaddr294 = getelementptr inbounds nuw i8, ptr %.525, i64 16
  %.539.fca.2.load = load i32, ptr %sunkaddr294, align 8
  %sunkaddr295 = getelementptr inbounds nuw i8, ptr %.525, i64 8
  %.539.fca.1.load = load i64, ptr %sunkaddr295, align 8
  %.539.fca.0.load = load ptr, ptr %.525, align 8
  tail call void @NRT_decref(ptr %.29.fca.5.load.i)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.581, i8 0, i64 48, i1 false)
  %.585 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.581, ptr nonnull %excinfo.5, ptr %.539.fca.0.load, i64 %.539.fca.1.load, i32 %.539.fca.2.load, i32 %.539.fca.3.load, i64 %.539.fca.4.load, ptr %.539.fca.5.load, ptr %.539.fca.6.load, ptr nonnull @.bytes.-631963321698645461, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %.595.fca.0.load = load ptr, ptr %.581, align 8
  %sunkaddr296 = getelementptr inbounds nuw i8, ptr %.581, i64 8
  %.595.fca.1.load = load i64, ptr %sunkaddr296, align 8
  %sunkaddr297 = getelementptr inbounds nuw i8, ptr %.581, i64 16
  %.595.fca.2.load = load i32, ptr %sunkaddr297, align 8
  %sunkaddr298 = getelementptr inbounds nuw i8, ptr %.581, i64 20
  %.595.fca.3.load = load i32, ptr %sunkaddr298, align 4
  %sunkaddr299 = getelementptr inbounds nuw i8, ptr %.581, i64 24
  %.595.fca.4.load = load i64, ptr %sunkaddr299, align 8
  %sunkaddr300 = getelementptr inbounds nuw i8, ptr %.581, i64 32
  %.595.fca.5.load = load ptr, ptr %sunkaddr300, align 8
  %sunkaddr301 = getelementptr inbounds nuw i8, ptr %.581, i64 40
  %.595.fca.6.load = load ptr, ptr %sunkaddr301, align 8
  %cond9 = icmp eq i32 %.585, 0
  br i1 %cond9, label %B377.endif.if, label %B202.endif.endif.endif.if.if, !prof !0

B202.endif.endif.if.if:                           ; preds = %B202.endif.endif
  %.530 = load ptr, ptr %excinfo.4, align 8
  br label %common.ret

B202.endif.endif.endif.if.if:                     ; preds = %B202.endif.endif.endif
  %.586 = load ptr, ptr %excinfo.5, align 8
  br label %common.ret

B377.endif.if:                                    ; preds = %B202.endif.endif.endif
  %.690 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @.dtor.list.unicode_type)
  %.691 = icmp eq ptr %.690, null
  tail call void @NRT_decref(ptr %.539.fca.5.load)
  br i1 %.691, label %common.ret, label %B411.if.preheader, !prof !1

B411.if.preheader:                                ; preds = %B377.endif.if
  %.5.i77 = getelementptr i8, ptr %.690, i64 24
  %.6.i78 = load ptr, ptr %.5.i77, align 8
  %.703 = getelementptr inbounds nuw i8, ptr %.6.i78, i64 8
  store i64 0, ptr %.703, align 8
  %.6.i80 = load ptr, ptr %.5.i77, align 8
  store i64 0, ptr %.6.i80, align 8
  %.6.i82 = load ptr, ptr %.5.i77, align 8
  %.715 = getelementptr inbounds nuw i8, ptr %.6.i82, i64 16
  store i8 0, ptr %.715, align 1
  %.6.i84 = load ptr, ptr %.5.i77, align 8
  store i64 0, ptr %.6.i84, align 8
  tail call void @NRT_incref(ptr nonnull %.690)
  %.15.i.i85 = icmp slt i64 %arg.index_shape.0, 0
  br i1 %.15.i.i85, label %B32.thread.i.i128, label %B32.i.i86

B32.thread.i.i128:                                ; preds = %B411.if.preheader
  %.18.i.i129 = sub i64 0, %arg.index_shape.0
  br label %for.end.1.endif.endif.i.i88

B32.i.i86:                                        ; preds = %B411.if.preheader
  %.29.i.i87 = icmp eq i64 %arg.index_shape.0, 0
  br i1 %.29.i.i87, label %B422.endif, label %for.end.1.endif.endif.i.i88

B306.i.i103:                                      ; preds = %B246.endif.i.i126, %for.end.1.endif.endif.endif.i.i100
  %.279.i.i104 = icmp sgt i64 %n.3.096.i.i89, 0
  br i1 %.279.i.i104, label %B328.endif.endif.endif.preheader.i.i116, label %B422.endif

B328.endif.endif.endif.preheader.i.i116:          ; preds = %B306.i.i103
  %scevgep.i.i117 = getelementptr i8, ptr %.6.i.i.i102, i64 %.70.i.i95
  br label %B328.endif.endif.endif.i.i118

for.end.1.endif.endif.i.i88:                      ; preds = %B32.i.i86, %B32.thread.i.i128
  %n.3.096.i.i89 = phi i64 [ %.18.i.i129, %B32.thread.i.i128 ], [ %arg.index_shape.0, %B32.i.i86 ]
  %arg.n.lobit.i.i90 = lshr i64 %arg.index_shape.0, 63
  %.79.le.i.i91 = sitofp i64 %n.3.096.i.i89 to double
  %.80.le.i.i92 = tail call double @llvm.log10.f64(double %.79.le.i.i91)
  %.92.le.i.i93 = tail call double @llvm.floor.f64(double %.80.le.i.i92)
  %.5.i.i.i94 = fptosi double %.92.le.i.i93 to i64
  %.70.i.i95 = add i64 %arg.n.lobit.i.i90, %.5.i.i.i94
  %.123.i.i96 = add i64 %.70.i.i95, 1
  %.157.i.i97 = add i64 %.70.i.i95, 2
  %.159.i.i98 = tail call ptr @NRT_MemInfo_alloc(i64 %.157.i.i97), !noalias !204
  %.160.i.i99 = icmp eq ptr %.159.i.i98, null
  br i1 %.160.i.i99, label %common.ret, label %for.end.1.endif.endif.endif.i.i100, !prof !1

for.end.1.endif.endif.endif.i.i100:               ; preds = %for.end.1.endif.endif.i.i88
  %6 = icmp slt i64 %arg.index_shape.0, 0
  %.5.i8.i.i101 = getelementptr i8, ptr %.159.i.i98, i64 24
  %.6.i.i.i102 = load ptr, ptr %.5.i8.i.i101, align 8, !noalias !204
  br i1 %6, label %B246.endif.i.i126, label %B306.i.i103

B246.endif.i.i126:                                ; preds = %for.end.1.endif.endif.endif.i.i100
  store i8 45, ptr %.6.i.i.i102, align 1, !noalias !211
  br label %B306.i.i103

B328.endif.endif.endif.i.i118:                    ; preds = %B328.endif.endif.endif.i.i118, %B328.endif.endif.endif.preheader.i.i116
  %lsr.iv.i.i119 = phi ptr [ %scevgep.i.i117, %B328.endif.endif.endif.preheader.i.i116 ], [ %scevgep10.i.i125, %B328.endif.endif.endif.i.i118 ]
  %n.4.0.i.i120 = phi i64 [ %n.3.096.i.i89, %B328.endif.endif.endif.preheader.i.i116 ], [ %.30497.i.i121, %B328.endif.endif.endif.i.i118 ]
  %.30497.i.i121 = udiv i64 %n.4.0.i.i120, 10
  %.30598.i.i122 = urem i64 %n.4.0.i.i120, 10
  %7 = trunc nuw nsw i64 %.30598.i.i122 to i8
  %.41.i9.i.i123 = or disjoint i8 %7, 48
  store i8 %.41.i9.i.i123, ptr %lsr.iv.i.i119, align 1, !noalias !215
  %.416.not.i.i124 = icmp samesign ult i64 %n.4.0.i.i120, 10
  %scevgep10.i.i125 = getelementptr i8, ptr %lsr.iv.i.i119, i64 -1
  br i1 %.416.not.i.i124, label %B422.endif, label %B328.endif.endif.endif.i.i118

B422.endif:                                       ; preds = %B328.endif.endif.endif.i.i118, %B306.i.i103, %B32.i.i86
  %.834.sroa.0.1.ph = phi ptr [ @.bytes.5317899729839767045, %B32.i.i86 ], [ %.6.i.i.i102, %B306.i.i103 ], [ %.6.i.i.i102, %B328.endif.endif.endif.i.i118 ]
  %.834.sroa.4.1.ph = phi i64 [ 1, %B32.i.i86 ], [ %.123.i.i96, %B306.i.i103 ], [ %.123.i.i96, %B328.endif.endif.endif.i.i118 ]
  %.834.sroa.12.1.ph = phi ptr [ null, %B32.i.i86 ], [ %.159.i.i98, %B306.i.i103 ], [ %.159.i.i98, %B328.endif.endif.endif.i.i118 ]
  tail call void @NRT_incref(ptr nonnull %.690)
  %sunkaddr12 = getelementptr i8, ptr %.690, i64 24
  %.6.i132 = load ptr, ptr %sunkaddr12, align 8
  %.876 = load i64, ptr %.6.i132, align 8
  %.877 = add i64 %.876, 1
  %.882 = getelementptr inbounds nuw i8, ptr %.6.i132, i64 8
  %.883 = load i64, ptr %.882, align 8
  %.885 = ashr i64 %.883, 2
  %.886 = icmp sgt i64 %.885, %.877
  br i1 %.886, label %B422.endif.if, label %B422.endif.endif, !prof !1

B422.endif.if:                                    ; preds = %B422.endif
  %.888 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.877, i64 48)
  %.889 = extractvalue { i64, i1 } %.888, 0
  %.890 = extractvalue { i64, i1 } %.888, 1
  %.891 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.889, i64 24)
  %.893 = extractvalue { i64, i1 } %.891, 1
  %.894 = or i1 %.890, %.893
  br i1 %.894, label %common.ret, label %B422.endif.if.endif, !prof !1

B422.endif.endif:                                 ; preds = %B422.endif.if.endif.endif, %B422.endif
  %8 = icmp slt i64 %.883, %.877
  br i1 %8, label %B422.endif.endif.if, label %B422.endif.endif.endif, !prof !1

B422.endif.if.endif:                              ; preds = %B422.endif.if
  %.892 = extractvalue { i64, i1 } %.891, 0
  %.903 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.690, i64 %.892)
  %.904 = icmp eq ptr %.903, null
  br i1 %.904, label %common.ret, label %B422.endif.if.endif.endif, !prof !1

B422.endif.if.endif.endif:                        ; preds = %B422.endif.if.endif
  %sunkaddr13 = getelementptr i8, ptr %.690, i64 24
  %.6.i134 = load ptr, ptr %sunkaddr13, align 8
  %.915 = getelementptr inbounds nuw i8, ptr %.6.i134, i64 8
  store i64 %.877, ptr %.915, align 8
  br label %B422.endif.endif

B422.endif.endif.if:                              ; preds = %B422.endif.endif
  %.919 = ashr i64 %.877, 2
  %.920 = add i64 %.876, 9
  %.921 = add i64 %.920, %.919
  %.922 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.921, i64 48)
  %.923 = extractvalue { i64, i1 } %.922, 0
  %.924 = extractvalue { i64, i1 } %.922, 1
  %.925 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.923, i64 24)
  %.927 = extractvalue { i64, i1 } %.925, 1
  %.928 = or i1 %.924, %.927
  br i1 %.928, label %common.ret, label %B422.endif.endif.if.endif, !prof !1

B422.endif.endif.endif:                           ; preds = %B422.endif.endif.if.endif.endif, %B422.endif.endif
  %sunkaddr14 = getelementptr i8, ptr %.690, i64 24
  %.6.i136 = load ptr, ptr %sunkaddr14, align 8
  store i64 %.877, ptr %.6.i136, align 8
  %.6.i138 = load ptr, ptr %sunkaddr14, align 8
  %.986 = getelementptr { ptr, i64, i32, i32, i64, ptr, ptr }, ptr %.6.i138, i64 %.876
  %.987.elt612 = getelementptr i8, ptr %.986, i64 56
  %.987.unpack613 = load ptr, ptr %.987.elt612, align 8
  %.1000 = getelementptr inbounds nuw i8, ptr %.6.i138, i64 24
  %.1001 = getelementptr { ptr, i64, i32, i32, i64, ptr, ptr }, ptr %.1000, i64 %.876
  store ptr %.834.sroa.0.1.ph, ptr %.1001, align 8
  %.1001.repack617 = getelementptr inbounds nuw i8, ptr %.1001, i64 8
  store i64 %.834.sroa.4.1.ph, ptr %.1001.repack617, align 8
  %.1001.repack619 = getelementptr inbounds nuw i8, ptr %.1001, i64 16
  store i32 1, ptr %.1001.repack619, align 8
  %.1001.repack621 = getelementptr inbounds nuw i8, ptr %.1001, i64 20
  store i32 1, ptr %.1001.repack621, align 4
  %.1001.repack623 = getelementptr inbounds nuw i8, ptr %.1001, i64 24
  store i64 -1, ptr %.1001.repack623, align 8
  %.1001.repack625 = getelementptr inbounds nuw i8, ptr %.1001, i64 32
  store ptr %.834.sroa.12.1.ph, ptr %.1001.repack625, align 8
  %.1001.repack627 = getelementptr inbounds nuw i8, ptr %.1001, i64 40
  store ptr null, ptr %.1001.repack627, align 8
  tail call void @NRT_decref(ptr %.987.unpack613)
  tail call void @NRT_decref(ptr nonnull %.690)
  %.15.i.i85.1 = icmp slt i64 %arg.index_shape.1, 0
  br i1 %.15.i.i85.1, label %B32.thread.i.i128.1, label %B32.i.i86.1

B32.i.i86.1:                                      ; preds = %B422.endif.endif.endif
  %.29.i.i87.1 = icmp eq i64 %arg.index_shape.1, 0
  br i1 %.29.i.i87.1, label %B422.endif.1, label %for.end.1.endif.endif.i.i88.1

B32.thread.i.i128.1:                              ; preds = %B422.endif.endif.endif
  %.18.i.i129.1 = sub i64 0, %arg.index_shape.1
  br label %for.end.1.endif.endif.i.i88.1

for.end.1.endif.endif.i.i88.1:                    ; preds = %B32.thread.i.i128.1, %B32.i.i86.1
  %n.3.096.i.i89.1 = phi i64 [ %.18.i.i129.1, %B32.thread.i.i128.1 ], [ %arg.index_shape.1, %B32.i.i86.1 ]
  %arg.n.lobit.i.i90.1 = lshr i64 %arg.index_shape.1, 63
  %.79.le.i.i91.1 = sitofp i64 %n.3.096.i.i89.1 to double
  %.80.le.i.i92.1 = tail call double @llvm.log10.f64(double %.79.le.i.i91.1)
  %.92.le.i.i93.1 = tail call double @llvm.floor.f64(double %.80.le.i.i92.1)
  %.5.i.i.i94.1 = fptosi double %.92.le.i.i93.1 to i64
  %.70.i.i95.1 = add i64 %arg.n.lobit.i.i90.1, %.5.i.i.i94.1
  %.123.i.i96.1 = add i64 %.70.i.i95.1, 1
  %.157.i.i97.1 = add i64 %.70.i.i95.1, 2
  %.159.i.i98.1 = tail call ptr @NRT_MemInfo_alloc(i64 %.157.i.i97.1), !noalias !204
  %.160.i.i99.1 = icmp eq ptr %.159.i.i98.1, null
  br i1 %.160.i.i99.1, label %common.ret, label %for.end.1.endif.endif.endif.i.i100.1, !prof !1

for.end.1.endif.endif.endif.i.i100.1:             ; preds = %for.end.1.endif.endif.i.i88.1
  %9 = icmp slt i64 %arg.index_shape.1, 0
  %.5.i8.i.i101.1 = getelementptr i8, ptr %.159.i.i98.1, i64 24
  %.6.i.i.i102.1 = load ptr, ptr %.5.i8.i.i101.1, align 8, !noalias !204
  br i1 %9, label %B246.endif.i.i126.1, label %B306.i.i103.1

B246.endif.i.i126.1:                              ; preds = %for.end.1.endif.endif.endif.i.i100.1
  store i8 45, ptr %.6.i.i.i102.1, align 1, !noalias !211
  br label %B306.i.i103.1

B306.i.i103.1:                                    ; preds = %B246.endif.i.i126.1, %for.end.1.endif.endif.endif.i.i100.1
  %.279.i.i104.1 = icmp sgt i64 %n.3.096.i.i89.1, 0
  br i1 %.279.i.i104.1, label %B328.endif.endif.endif.preheader.i.i116.1, label %B422.endif.1

B328.endif.endif.endif.preheader.i.i116.1:        ; preds = %B306.i.i103.1
  %scevgep.i.i117.1 = getelementptr i8, ptr %.6.i.i.i102.1, i64 %.70.i.i95.1
  br label %B328.endif.endif.endif.i.i118.1

B328.endif.endif.endif.i.i118.1:                  ; preds = %B328.endif.endif.endif.i.i118.1, %B328.endif.endif.endif.preheader.i.i116.1
  %lsr.iv.i.i119.1 = phi ptr [ %scevgep.i.i117.1, %B328.endif.endif.endif.preheader.i.i116.1 ], [ %scevgep10.i.i125.1, %B328.endif.endif.endif.i.i118.1 ]
  %n.4.0.i.i120.1 = phi i64 [ %n.3.096.i.i89.1, %B328.endif.endif.endif.preheader.i.i116.1 ], [ %.30497.i.i121.1, %B328.endif.endif.endif.i.i118.1 ]
  %.30497.i.i121.1 = udiv i64 %n.4.0.i.i120.1, 10
  %.30598.i.i122.1 = urem i64 %n.4.0.i.i120.1, 10
  %10 = trunc nuw nsw i64 %.30598.i.i122.1 to i8
  %.41.i9.i.i123.1 = or disjoint i8 %10, 48
  store i8 %.41.i9.i.i123.1, ptr %lsr.iv.i.i119.1, align 1, !noalias !215
  %.416.not.i.i124.1 = icmp samesign ult i64 %n.4.0.i.i120.1, 10
  %scevgep10.i.i125.1 = getelementptr i8, ptr %lsr.iv.i.i119.1, i64 -1
  br i1 %.416.not.i.i124.1, label %B422.endif.1, label %B328.endif.endif.endif.i.i118.1

B422.endif.1:                                     ; preds = %B328.endif.endif.endif.i.i118.1, %B306.i.i103.1, %B32.i.i86.1
  %.834.sroa.0.1.ph.1 = phi ptr [ @.bytes.5317899729839767045, %B32.i.i86.1 ], [ %.6.i.i.i102.1, %B306.i.i103.1 ], [ %.6.i.i.i102.1, %B328.endif.endif.endif.i.i118.1 ]
  %.834.sroa.4.1.ph.1 = phi i64 [ 1, %B32.i.i86.1 ], [ %.123.i.i96.1, %B306.i.i103.1 ], [ %.123.i.i96.1, %B328.endif.endif.endif.i.i118.1 ]
  %.834.sroa.12.1.ph.1 = phi ptr [ null, %B32.i.i86.1 ], [ %.159.i.i98.1, %B306.i.i103.1 ], [ %.159.i.i98.1, %B328.endif.endif.endif.i.i118.1 ]
  tail call void @NRT_incref(ptr nonnull %.690)
  %sunkaddr15 = getelementptr i8, ptr %.690, i64 24
  %.6.i132.1 = load ptr, ptr %sunkaddr15, align 8
  %.876.1 = load i64, ptr %.6.i132.1, align 8
  %.877.1 = add i64 %.876.1, 1
  %.882.1 = getelementptr inbounds nuw i8, ptr %.6.i132.1, i64 8
  %.883.1 = load i64, ptr %.882.1, align 8
  %.885.1 = ashr i64 %.883.1, 2
  %.886.1 = icmp sgt i64 %.885.1, %.877.1
  br i1 %.886.1, label %B422.endif.if.1, label %B422.endif.endif.1, !prof !1

B422.endif.if.1:                                  ; preds = %B422.endif.1
  %.888.1 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.877.1, i64 48)
  %.889.1 = extractvalue { i64, i1 } %.888.1, 0
  %.890.1 = extractvalue { i64, i1 } %.888.1, 1
  %.891.1 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.889.1, i64 24)
  %.893.1 = extractvalue { i64, i1 } %.891.1, 1
  %.894.1 = or i1 %.890.1, %.893.1
  br i1 %.894.1, label %common.ret, label %B422.endif.if.endif.1, !prof !1

B422.endif.if.endif.1:                            ; preds = %B422.endif.if.1
  %.892.1 = extractvalue { i64, i1 } %.891.1, 0
  %.903.1 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.690, i64 %.892.1)
  %.904.1 = icmp eq ptr %.903.1, null
  br i1 %.904.1, label %common.ret, label %B422.endif.if.endif.endif.1, !prof !1

B422.endif.if.endif.endif.1:                      ; preds = %B422.endif.if.endif.1
  %sunkaddr16 = getelementptr i8, ptr %.690, i64 24
  %.6.i134.1 = load ptr, ptr %sunkaddr16, align 8
  %.915.1 = getelementptr inbounds nuw i8, ptr %.6.i134.1, i64 8
  store i64 %.877.1, ptr %.915.1, align 8
  br label %B422.endif.endif.1

B422.endif.endif.1:                               ; preds = %B422.endif.if.endif.endif.1, %B422.endif.1
  %11 = icmp slt i64 %.883.1, %.877.1
  br i1 %11, label %B422.endif.endif.if.1, label %B422.endif.endif.endif.1, !prof !1

B422.endif.endif.if.1:                            ; preds = %B422.endif.endif.1
  %.919.1 = ashr i64 %.877.1, 2
  %.920.1 = add i64 %.876.1, 9
  %.921.1 = add i64 %.920.1, %.919.1
  %.922.1 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.921.1, i64 48)
  %.923.1 = extractvalue { i64, i1 } %.922.1, 0
  %.924.1 = extractvalue { i64, i1 } %.922.1, 1
  %.925.1 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.923.1, i64 24)
  %.927.1 = extractvalue { i64, i1 } %.925.1, 1
  %.928.1 = or i1 %.924.1, %.927.1
  br i1 %.928.1, label %common.ret, label %B422.endif.endif.if.endif.1, !prof !1

B422.endif.endif.if.endif.1:                      ; preds = %B422.endif.endif.if.1
  %.926.1 = extractvalue { i64, i1 } %.925.1, 0
  %.937.1 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.690, i64 %.926.1)
  %.938.1 = icmp eq ptr %.937.1, null
  br i1 %.938.1, label %common.ret, label %B422.endif.endif.if.endif.endif.1, !prof !1

B422.endif.endif.if.endif.endif.1:                ; preds = %B422.endif.endif.if.endif.1
  %sunkaddr17 = getelementptr i8, ptr %.690, i64 24
  %.6.i140.1 = load ptr, ptr %sunkaddr17, align 8
  %.949.1 = getelementptr inbounds nuw i8, ptr %.6.i140.1, i64 8
  store i64 %.921.1, ptr %.949.1, align 8
  %.6.i142.1 = load ptr, ptr %sunkaddr17, align 8
  %.956.1 = load i64, ptr %.6.i142.1, align 8
  %.961.1 = getelementptr inbounds nuw i8, ptr %.6.i142.1, i64 24
  %.962.idx.1 = mul i64 %.956.1, 48
  %.962.1 = getelementptr i8, ptr %.961.1, i64 %.962.idx.1
  %.968.idx18.1 = sub i64 %.921.1, %.956.1
  %gepdiff17.1 = mul i64 %.968.idx18.1, 48
  tail call void @llvm.memset.p0.i64(ptr align 1 %.962.1, i8 0, i64 %gepdiff17.1, i1 false)
  br label %B422.endif.endif.endif.1

B422.endif.endif.endif.1:                         ; preds = %B422.endif.endif.if.endif.endif.1, %B422.endif.endif.1
  %sunkaddr18 = getelementptr i8, ptr %.690, i64 24
  %.6.i136.1 = load ptr, ptr %sunkaddr18, align 8
  store i64 %.877.1, ptr %.6.i136.1, align 8
  %.6.i138.1 = load ptr, ptr %sunkaddr18, align 8
  %.986.1 = getelementptr { ptr, i64, i32, i32, i64, ptr, ptr }, ptr %.6.i138.1, i64 %.876.1
  %.987.elt612.1 = getelementptr i8, ptr %.986.1, i64 56
  %.987.unpack613.1 = load ptr, ptr %.987.elt612.1, align 8
  %.1000.1 = getelementptr inbounds nuw i8, ptr %.6.i138.1, i64 24
  %.1001.1 = getelementptr { ptr, i64, i32, i32, i64, ptr, ptr }, ptr %.1000.1, i64 %.876.1
  store ptr %.834.sroa.0.1.ph.1, ptr %.1001.1, align 8
  %.1001.repack617.1 = getelementptr inbounds nuw i8, ptr %.1001.1, i64 8
  store i64 %.834.sroa.4.1.ph.1, ptr %.1001.repack617.1, align 8
  %.1001.repack619.1 = getelementptr inbounds nuw i8, ptr %.1001.1, i64 16
  store i32 1, ptr %.1001.repack619.1, align 8
  %.1001.repack621.1 = getelementptr inbounds nuw i8, ptr %.1001.1, i64 20
  store i32 1, ptr %.1001.repack621.1, align 4
  %.1001.repack623.1 = getelementptr inbounds nuw i8, ptr %.1001.1, i64 24
  store i64 -1, ptr %.1001.repack623.1, align 8
  %.1001.repack625.1 = getelementptr inbounds nuw i8, ptr %.1001.1, i64 32
  store ptr %.834.sroa.12.1.ph.1, ptr %.1001.repack625.1, align 8
  %.1001.repack627.1 = getelementptr inbounds nuw i8, ptr %.1001.1, i64 40
  store ptr null, ptr %.1001.repack627.1, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %.15.i19)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i20)
  store ptr null, ptr %excinfo.1.i20, align 8, !noalias !219
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.15.i19, i8 0, i64 48, i1 false), !noalias !219
  %.19.i21 = call i32 @_ZN5numba7cpython7unicode9join_listB3v84B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type37list_28unicode_type_29_3civ_3dNone_3e(ptr nonnull %.15.i19, ptr nonnull %excinfo.1.i20, ptr nonnull @.bytes.2234488584576839529, i64 2, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr nonnull %.690, ptr null), !noalias !219
  %cond.i22 = icmp eq i32 %.19.i21, 0
  tail call void @NRT_decref(ptr %.987.unpack613.1)
  br i1 %cond.i22, label %B424.endif.endif, label %B424.if.if, !prof !0

B422.endif.endif.if.endif:                        ; preds = %B422.endif.endif.if
  %.926 = extractvalue { i64, i1 } %.925, 0
  %.937 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.690, i64 %.926)
  %.938 = icmp eq ptr %.937, null
  br i1 %.938, label %common.ret, label %B422.endif.endif.if.endif.endif, !prof !1

B422.endif.endif.if.endif.endif:                  ; preds = %B422.endif.endif.if.endif
  %sunkaddr19 = getelementptr i8, ptr %.690, i64 24
  %.6.i140 = load ptr, ptr %sunkaddr19, align 8
  %.949 = getelementptr inbounds nuw i8, ptr %.6.i140, i64 8
  store i64 %.921, ptr %.949, align 8
  %.6.i142 = load ptr, ptr %sunkaddr19, align 8
  %.956 = load i64, ptr %.6.i142, align 8
  %.961 = getelementptr inbounds nuw i8, ptr %.6.i142, i64 24
  %.962.idx = mul i64 %.956, 48
  %.962 = getelementptr i8, ptr %.961, i64 %.962.idx
  %.968.idx18 = sub i64 %.921, %.956
  %gepdiff17 = mul i64 %.968.idx18, 48
  tail call void @llvm.memset.p0.i64(ptr align 1 %.962, i8 0, i64 %gepdiff17, i1 false)
  br label %B422.endif.endif.endif

B424.if.if:                                       ; preds = %B422.endif.endif.endif.1
  %.20.i24 = load ptr, ptr %excinfo.1.i20, align 8, !noalias !219
  call void @llvm.lifetime.end.p0(ptr nonnull %.15.i19)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i20)
  tail call void @NRT_decref(ptr nonnull %.690)
  br label %common.ret

B424.endif.endif:                                 ; preds = %B422.endif.endif.endif.1
  %.29.fca.0.load.i33 = load ptr, ptr %.15.i19, align 8, !noalias !219
  %sunkaddr20 = getelementptr inbounds i8, ptr %.15.i19, i64 8
  %.29.fca.1.load.i34 = load i64, ptr %sunkaddr20, align 8, !noalias !219
  %sunkaddr21 = getelementptr inbounds i8, ptr %.15.i19, i64 16
  %.29.fca.2.load.i35 = load i32, ptr %sunkaddr21, align 8, !noalias !219
  %sunkaddr22 = getelementptr inbounds i8, ptr %.15.i19, i64 20
  %.29.fca.3.load.i36 = load i32, ptr %sunkaddr22, align 4, !noalias !219
  %sunkaddr23 = getelementptr inbounds i8, ptr %.15.i19, i64 24
  %.29.fca.4.load.i37 = load i64, ptr %sunkaddr23, align 8, !noalias !219
  %sunkaddr24 = getelementptr inbounds i8, ptr %.15.i19, i64 32
  %.29.fca.5.load.i38 = load ptr, ptr %sunkaddr24, align 8, !noalias !219
  %sunkaddr25 = getelementptr inbounds i8, ptr %.15.i19, i64 40
  %.29.fca.6.load.i39 = load ptr, ptr %sunkaddr25, align 8, !noalias !219
  call void @llvm.lifetime.end.p0(ptr nonnull %.15.i19)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i20)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.1121, i8 0, i64 48, i1 false)
  %.1125 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.1121, ptr nonnull %excinfo.9, ptr nonnull @.bytes.-3596957514301255344, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr %.29.fca.0.load.i33, i64 %.29.fca.1.load.i34, i32 %.29.fca.2.load.i35, i32 %.29.fca.3.load.i36, i64 %.29.fca.4.load.i37, ptr %.29.fca.5.load.i38, ptr %.29.fca.6.load.i39)
  %sunkaddr310 = getelementptr inbounds nuw i8, ptr %.1121, i64 32
  %.1135.fca.5.load = load ptr, ptr %sunkaddr310, align 8
  %cond11 = icmp eq i32 %.1125, 0
  tail call void @NRT_decref(ptr nonnull %.690), !noalias !219
  tail call void @NRT_decref(ptr nonnull %.690)
  tail call void @NRT_decref(ptr nonnull %.690)
  br i1 %cond11, label %B424.endif.endif.endif, label %B424.endif.endif.if.if, !prof !0

B424.endif.endif.endif:                           ; preds = %B424.endif.endif
  %sunkaddr311 = getelementptr inbounds nuw i8, ptr %.1121, i64 40
  %.1135.fca.6.load = load ptr, ptr %sunkaddr311, align 8
  %sunkaddr312 = getelementptr inbounds nuw i8, ptr %.1121, i64 24
  %.1135.fca.4.load = load i64, ptr %sunkaddr312, align 8
  %sunkaddr313 = getelementptr inbounds nuw i8, ptr %.1121, i64 20
  %.1135.fca.3.load = load i32, ptr %sunkaddr313, align 4
  %sunkaddr314 = getelementptr inbounds nuw i8, ptr %.1121, i64 16
  %.1135.fca.2.load = load i32, ptr %sunkaddr314, align 8
  %sunkaddr315 = getelementptr inbounds nuw i8, ptr %.1121, i64 8
  %.1135.fca.1.load = load i64, ptr %sunkaddr315, align 8
  %.1135.fca.0.load = load ptr, ptr %.1121, align 8
  tail call void @NRT_decref(ptr %.29.fca.5.load.i38)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.1177, i8 0, i64 48, i1 false)
  %.1181 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.1177, ptr nonnull %excinfo.10, ptr %.1135.fca.0.load, i64 %.1135.fca.1.load, i32 %.1135.fca.2.load, i32 %.1135.fca.3.load, i64 %.1135.fca.4.load, ptr %.1135.fca.5.load, ptr %.1135.fca.6.load, ptr nonnull @.bytes.-631963321698645461, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %sunkaddr316 = getelementptr inbounds nuw i8, ptr %.1177, i64 32
  %.1191.fca.5.load = load ptr, ptr %sunkaddr316, align 8
  %cond12 = icmp eq i32 %.1181, 0
  br i1 %cond12, label %B458.endif.endif, label %B424.endif.endif.endif.if.if, !prof !0

B424.endif.endif.if.if:                           ; preds = %B424.endif.endif
  %.1126 = load ptr, ptr %excinfo.9, align 8
  br label %common.ret

B424.endif.endif.endif.if.if:                     ; preds = %B424.endif.endif.endif
  %.1182 = load ptr, ptr %excinfo.10, align 8
  br label %common.ret

B458.endif.endif:                                 ; preds = %B424.endif.endif.endif
  %sunkaddr317 = getelementptr inbounds nuw i8, ptr %.1177, i64 40
  %.1191.fca.6.load = load ptr, ptr %sunkaddr317, align 8
  %sunkaddr318 = getelementptr inbounds nuw i8, ptr %.1177, i64 24
  %.1191.fca.4.load = load i64, ptr %sunkaddr318, align 8
  %sunkaddr319 = getelementptr inbounds nuw i8, ptr %.1177, i64 20
  %.1191.fca.3.load = load i32, ptr %sunkaddr319, align 4
  %sunkaddr320 = getelementptr inbounds nuw i8, ptr %.1177, i64 16
  %.1191.fca.2.load = load i32, ptr %sunkaddr320, align 8
  %sunkaddr321 = getelementptr inbounds nuw i8, ptr %.1177, i64 8
  %.1191.fca.1.load = load i64, ptr %sunkaddr321, align 8
  %.1191.fca.0.load = load ptr, ptr %.1177, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.1306, i8 0, i64 48, i1 false)
  %.1310 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.1306, ptr nonnull %excinfo.13, ptr nonnull @.bytes.-3729243754832727719, i64 29, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr %.1191.fca.0.load, i64 %.1191.fca.1.load, i32 %.1191.fca.2.load, i32 %.1191.fca.3.load, i64 %.1191.fca.4.load, ptr %.1191.fca.5.load, ptr %.1191.fca.6.load)
  %sunkaddr322 = getelementptr inbounds nuw i8, ptr %.1306, i64 32
  %.1320.fca.5.load = load ptr, ptr %sunkaddr322, align 8
  %cond13 = icmp eq i32 %.1310, 0
  tail call void @NRT_decref(ptr %.1135.fca.5.load)
  br i1 %cond13, label %B458.endif.endif.endif, label %B458.endif.endif.if.if, !prof !0

B458.endif.endif.endif:                           ; preds = %B458.endif.endif
  %sunkaddr323 = getelementptr inbounds nuw i8, ptr %.1306, i64 40
  %.1320.fca.6.load = load ptr, ptr %sunkaddr323, align 8
  %sunkaddr324 = getelementptr inbounds nuw i8, ptr %.1306, i64 24
  %.1320.fca.4.load = load i64, ptr %sunkaddr324, align 8
  %sunkaddr325 = getelementptr inbounds nuw i8, ptr %.1306, i64 20
  %.1320.fca.3.load = load i32, ptr %sunkaddr325, align 4
  %sunkaddr326 = getelementptr inbounds nuw i8, ptr %.1306, i64 16
  %.1320.fca.2.load = load i32, ptr %sunkaddr326, align 8
  %sunkaddr327 = getelementptr inbounds nuw i8, ptr %.1306, i64 8
  %.1320.fca.1.load = load i64, ptr %sunkaddr327, align 8
  %.1320.fca.0.load = load ptr, ptr %.1306, align 8
  tail call void @NRT_decref(ptr %.1191.fca.5.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.1360, i8 0, i64 48, i1 false)
  %.1364 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.1360, ptr nonnull %excinfo.14, ptr %.1320.fca.0.load, i64 %.1320.fca.1.load, i32 %.1320.fca.2.load, i32 %.1320.fca.3.load, i64 %.1320.fca.4.load, ptr %.1320.fca.5.load, ptr %.1320.fca.6.load, ptr nonnull @.bytes.-4030968085971895554, i64 21, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %sunkaddr328 = getelementptr inbounds nuw i8, ptr %.1360, i64 32
  %.1374.fca.5.load = load ptr, ptr %sunkaddr328, align 8
  %cond14 = icmp eq i32 %.1364, 0
  br i1 %cond14, label %B458.endif.endif.endif.endif, label %B458.endif.endif.endif.if.if, !prof !0

B458.endif.endif.if.if:                           ; preds = %B458.endif.endif
  %.1311 = load ptr, ptr %excinfo.13, align 8
  br label %common.ret

B458.endif.endif.endif.endif:                     ; preds = %B458.endif.endif.endif
  %sunkaddr329 = getelementptr inbounds nuw i8, ptr %.1360, i64 40
  %.1374.fca.6.load = load ptr, ptr %sunkaddr329, align 8
  %sunkaddr330 = getelementptr inbounds nuw i8, ptr %.1360, i64 24
  %.1374.fca.4.load = load i64, ptr %sunkaddr330, align 8
  %sunkaddr331 = getelementptr inbounds nuw i8, ptr %.1360, i64 20
  %.1374.fca.3.load = load i32, ptr %sunkaddr331, align 4
  %sunkaddr332 = getelementptr inbounds nuw i8, ptr %.1360, i64 16
  %.1374.fca.2.load = load i32, ptr %sunkaddr332, align 8
  %sunkaddr333 = getelementptr inbounds nuw i8, ptr %.1360, i64 8
  %.1374.fca.1.load = load i64, ptr %sunkaddr333, align 8
  %.1374.fca.0.load = load ptr, ptr %.1360, align 8
  tail call void @NRT_decref(ptr %.1320.fca.5.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.1392, i8 0, i64 48, i1 false)
  %.1396 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.1392, ptr nonnull %excinfo.15, ptr %.1374.fca.0.load, i64 %.1374.fca.1.load, i32 %.1374.fca.2.load, i32 %.1374.fca.3.load, i64 %.1374.fca.4.load, ptr %.1374.fca.5.load, ptr %.1374.fca.6.load, ptr %.595.fca.0.load, i64 %.595.fca.1.load, i32 %.595.fca.2.load, i32 %.595.fca.3.load, i64 %.595.fca.4.load, ptr %.595.fca.5.load, ptr %.595.fca.6.load)
  %.1406.fca.0.load = load ptr, ptr %.1392, align 8
  %sunkaddr334 = getelementptr inbounds nuw i8, ptr %.1392, i64 8
  %.1406.fca.1.load = load i64, ptr %sunkaddr334, align 8
  %sunkaddr335 = getelementptr inbounds nuw i8, ptr %.1392, i64 16
  %.1406.fca.2.load = load i32, ptr %sunkaddr335, align 8
  %sunkaddr336 = getelementptr inbounds nuw i8, ptr %.1392, i64 20
  %.1406.fca.3.load = load i32, ptr %sunkaddr336, align 4
  %sunkaddr337 = getelementptr inbounds nuw i8, ptr %.1392, i64 24
  %.1406.fca.4.load = load i64, ptr %sunkaddr337, align 8
  %sunkaddr338 = getelementptr inbounds nuw i8, ptr %.1392, i64 32
  %.1406.fca.5.load = load ptr, ptr %sunkaddr338, align 8
  %sunkaddr339 = getelementptr inbounds nuw i8, ptr %.1392, i64 40
  %.1406.fca.6.load = load ptr, ptr %sunkaddr339, align 8
  %cond15 = icmp eq i32 %.1396, 0
  br i1 %cond15, label %B458.endif.endif.endif.endif.endif, label %B458.endif.endif.endif.endif.if.if, !prof !0

B458.endif.endif.endif.if.if:                     ; preds = %B458.endif.endif.endif
  %.1365 = load ptr, ptr %excinfo.14, align 8
  br label %common.ret

B458.endif.endif.endif.endif.endif:               ; preds = %B458.endif.endif.endif.endif
  tail call void @NRT_incref(ptr %.1406.fca.5.load)
  %.1427 = tail call ptr @NRT_Allocate(i64 48)
  %.1428 = icmp eq ptr %.1427, null
  tail call void @NRT_decref(ptr %.1374.fca.5.load)
  tail call void @NRT_decref(ptr %.595.fca.5.load)
  br i1 %.1428, label %common.ret, label %B458.endif.endif.endif.endif.endif.endif, !prof !1

B458.endif.endif.endif.endif.if.if:               ; preds = %B458.endif.endif.endif.endif
  %.1397 = load ptr, ptr %excinfo.15, align 8
  br label %common.ret

B458.endif.endif.endif.endif.endif.endif:         ; preds = %B458.endif.endif.endif.endif.endif
  store ptr %.1406.fca.0.load, ptr %.1427, align 8
  %.1427.repack592 = getelementptr inbounds nuw i8, ptr %.1427, i64 8
  store i64 %.1406.fca.1.load, ptr %.1427.repack592, align 8
  %.1427.repack594 = getelementptr inbounds nuw i8, ptr %.1427, i64 16
  store i32 %.1406.fca.2.load, ptr %.1427.repack594, align 8
  %.1427.repack596 = getelementptr inbounds nuw i8, ptr %.1427, i64 20
  store i32 %.1406.fca.3.load, ptr %.1427.repack596, align 4
  %.1427.repack598 = getelementptr inbounds nuw i8, ptr %.1427, i64 24
  store i64 %.1406.fca.4.load, ptr %.1427.repack598, align 8
  %.1427.repack600 = getelementptr inbounds nuw i8, ptr %.1427, i64 32
  store ptr %.1406.fca.5.load, ptr %.1427.repack600, align 8
  %.1427.repack602 = getelementptr inbounds nuw i8, ptr %.1427, i64 40
  store ptr %.1406.fca.6.load, ptr %.1427.repack602, align 8
  %.1438 = tail call ptr @NRT_Allocate(i64 40)
  %.1439 = icmp eq ptr %.1438, null
  br i1 %.1439, label %common.ret, label %B458.endif.endif.endif.endif.endif.endif.endif, !prof !1

B458.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B458.endif.endif.endif.endif.endif.endif
  store ptr @.const.pickledata.c23684870b5723594dfd2b865e264e75421b5ce6, ptr %.1438, align 8
  %.1453 = getelementptr i8, ptr %.1438, i64 8
  store i32 360, ptr %.1453, align 8
  %.1455 = getelementptr i8, ptr %.1438, i64 16
  store ptr %.1427, ptr %.1455, align 8
  %.1457 = getelementptr i8, ptr %.1438, i64 24
  store ptr @__excinfo_unwrap_args2a69829f126f4a7013ea1e2468c3325e564f5cc6, ptr %.1457, align 8
  %.1459 = getelementptr i8, ptr %.1438, i64 32
  store i32 1, ptr %.1459, align 8
  br label %common.ret
}

declare noalias ptr @NRT_Allocate(i64) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

define linkonce_odr void @.dtor.list.unicode_type(ptr %.1) {
.3:
  %.8 = load i64, ptr %.1, align 8
  %.1014 = icmp sgt i64 %.8, 0
  br i1 %.1014, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %.3
  %scevgep = getelementptr i8, ptr %.1, i64 56
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader
  %lsr.iv2 = phi i64 [ %.8, %for.body.preheader ], [ %lsr.iv.next, %for.body ]
  %lsr.iv = phi ptr [ %scevgep, %for.body.preheader ], [ %scevgep1, %for.body ]
  %.14.unpack10 = load ptr, ptr %lsr.iv, align 8
  tail call void @NRT_decref(ptr %.14.unpack10)
  %scevgep1 = getelementptr i8, ptr %lsr.iv, i64 48
  %lsr.iv.next = add i64 %lsr.iv2, -1
  %exitcond.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond.not, label %for.end, label %for.body

for.end:                                          ; preds = %for.body, %.3
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log10.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #1

declare noalias ptr @NRT_MemInfo_alloc(i64) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias ptr @NRT_MemInfo_varsize_realloc(ptr, i64) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba7cpython7unicode9join_listB3v84B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type37list_28unicode_type_29_3civ_3dNone_3e(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readonly captures(none) %arg.sep.0, i64 %arg.sep.1, i32 %arg.sep.2, i32 %arg.sep.3, i64 %arg.sep.4, ptr %arg.sep.5, ptr readnone captures(none) %arg.sep.6, ptr %arg.parts.0, ptr readnone captures(none) %arg.parts.1) local_unnamed_addr {
B0:
  %.444 = alloca ptr, align 8
  %excinfo.7 = alloca ptr, align 8
  store ptr null, ptr %excinfo.7, align 8
  %.620 = alloca ptr, align 8
  %excinfo.9 = alloca ptr, align 8
  store ptr null, ptr %excinfo.9, align 8
  %.716 = alloca ptr, align 8
  %excinfo.11 = alloca ptr, align 8
  store ptr null, ptr %excinfo.11, align 8
  tail call void @NRT_incref(ptr %arg.sep.5)
  tail call void @NRT_incref(ptr %arg.parts.0)
  %.5.i = getelementptr i8, ptr %arg.parts.0, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.29 = load i64, ptr %.6.i, align 8
  %.34 = icmp eq i64 %.29, 0
  br i1 %.34, label %B46, label %B50.endif

common.ret:                                       ; preds = %B432.endif.endif.endif.if.if, %B432.endif.if, %B432.if.if, %B254.endif.endif.endif.if.if, %B254.endif.if, %B254.if.if, %B130.endif.if.if, %B600, %B46
  %common.ret.op = phi i32 [ 0, %B46 ], [ 0, %B600 ], [ 1, %B254.endif.endif.endif.if.if ], [ 1, %B432.endif.endif.endif.if.if ], [ 1, %B130.endif.if.if ], [ 1, %B432.if.if ], [ 1, %B254.if.if ], [ 1, %B254.endif.if ], [ 1, %B432.endif.if ]
  ret i32 %common.ret.op

B46:                                              ; preds = %B0
  store ptr @.bytes.7541581120933061747, ptr %retptr, align 8
  %retptr.repack382 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 0, ptr %retptr.repack382, align 8
  %retptr.repack383 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i32 1, ptr %retptr.repack383, align 8
  %retptr.repack384 = getelementptr inbounds nuw i8, ptr %retptr, i64 20
  store i32 1, ptr %retptr.repack384, align 4
  %retptr.repack385 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 -1, ptr %retptr.repack385, align 8
  %retptr.repack386 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %retptr.repack386, i8 0, i64 16, i1 false)
  tail call void @NRT_decref(ptr %arg.sep.5)
  tail call void @NRT_decref(ptr nonnull %arg.parts.0)
  br label %common.ret

B254.loopexit:                                    ; preds = %B128.backedge
  %..i = zext i1 %or.cond.i50 to i32
  br label %B254

B254:                                             ; preds = %B50.endif, %B254.loopexit
  %length.2.0.lcssa = phi i64 [ %.109, %B50.endif ], [ %.254, %B254.loopexit ]
  %kind.2.0.lcssa = phi i32 [ %arg.sep.2, %B50.endif ], [ %.264.0.ph, %B254.loopexit ]
  %is_ascii.2.0.lcssa = phi i32 [ %arg.sep.3, %B50.endif ], [ %..i, %B254.loopexit ]
  %0 = zext i32 %kind.2.0.lcssa to i64
  switch i32 %kind.2.0.lcssa, label %B134.i.i [
    i32 1, label %B0.endif.i
    i32 2, label %B52.i.i
    i32 4, label %B78.i.i
    i32 0, label %B254.if.if
  ]

B52.i.i:                                          ; preds = %B254
  br label %B0.endif.i

B78.i.i:                                          ; preds = %B254
  br label %B0.endif.i

B134.i.i:                                         ; preds = %B254
  br label %B254.if.if

B0.endif.i:                                       ; preds = %B78.i.i, %B52.i.i, %B254
  %.7.0.ph.i = phi i64 [ %0, %B254 ], [ 4, %B78.i.i ], [ 2, %B52.i.i ]
  %.36.i = add i64 %length.2.0.lcssa, 1
  %.37.i = mul i64 %.7.0.ph.i, %.36.i
  %.38.i = tail call ptr @NRT_MemInfo_alloc(i64 %.37.i), !noalias !223
  %.39.i = icmp eq ptr %.38.i, null
  br i1 %.39.i, label %B254.if.if, label %B0.endif.endif.i, !prof !1

B0.endif.endif.i:                                 ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, ptr %.38.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !223
  switch i32 %kind.2.0.lcssa, label %B254.if.if [
    i32 1, label %B36.i.i
    i32 2, label %B116.i.i
    i32 4, label %B196.i.i
  ]

B36.i.i:                                          ; preds = %B0.endif.endif.i
  %.41.i.i = getelementptr i8, ptr %.6.i.i, i64 %length.2.0.lcssa
  store i8 0, ptr %.41.i.i, align 1, !noalias !227
  br label %B254.endif

B116.i.i:                                         ; preds = %B0.endif.endif.i
  %.72.i.i = getelementptr i16, ptr %.6.i.i, i64 %length.2.0.lcssa
  store i16 0, ptr %.72.i.i, align 2, !noalias !227
  br label %B254.endif

B196.i.i:                                         ; preds = %B0.endif.endif.i
  %.102.i.i = getelementptr i32, ptr %.6.i.i, i64 %length.2.0.lcssa
  store i32 0, ptr %.102.i.i, align 4, !noalias !227
  br label %B254.endif

B432:                                             ; preds = %B432.preheader, %B432.endif.endif.endif.endif.endif
  %lsr.iv = phi i64 [ %lsr.iv.next, %B432.endif.endif.endif.endif.endif ], [ 112, %B432.preheader ]
  %dst_offset.3.0428 = phi i64 [ %.765, %B432.endif.endif.endif.endif.endif ], [ %.410.unpack345, %B432.preheader ]
  %.584420426 = phi i64 [ %.591, %B432.endif.endif.endif.endif.endif ], [ 1, %B432.preheader ]
  %.591 = add nuw i64 %.584420426, 1
  %.624 = call i32 @_ZN5numba7cpython7unicode8_strncpyB3v85B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex12unicode_typexx(ptr nonnull %.620, ptr nonnull %excinfo.9, ptr %.6.i.i, i64 %length.2.0.lcssa, i32 %kind.2.0.lcssa, i32 %is_ascii.2.0.lcssa, i64 -1, ptr nonnull %.38.i, ptr null, i64 %dst_offset.3.0428, ptr %arg.sep.0, i64 %arg.sep.1, i32 %arg.sep.2, i32 %arg.sep.3, i64 %arg.sep.4, ptr %arg.sep.5, ptr %arg.sep.6, i64 0, i64 %arg.sep.1)
  %cond43 = icmp eq i32 %.624, 0
  br i1 %cond43, label %B432.endif, label %B432.if.if, !prof !0

B600:                                             ; preds = %B432.endif.endif.endif.endif.endif, %B254.endif.endif.endif.endif.endif.endif
  store ptr %.6.i.i, ptr %retptr, align 8
  %retptr.repack357 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 %length.2.0.lcssa, ptr %retptr.repack357, align 8
  %retptr.repack359 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i32 %kind.2.0.lcssa, ptr %retptr.repack359, align 8
  %retptr.repack361 = getelementptr inbounds nuw i8, ptr %retptr, i64 20
  store i32 %is_ascii.2.0.lcssa, ptr %retptr.repack361, align 4
  %retptr.repack363 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 -1, ptr %retptr.repack363, align 8
  %retptr.repack365 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.38.i, ptr %retptr.repack365, align 8
  %retptr.repack367 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store ptr null, ptr %retptr.repack367, align 8
  tail call void @NRT_decref(ptr %arg.sep.5)
  tail call void @NRT_decref(ptr nonnull %arg.parts.0)
  br label %common.ret

B50.endif:                                        ; preds = %B0
  %.107 = add i64 %.29, -1
  %.109 = mul nsw i64 %.107, %arg.sep.1
  tail call void @NRT_incref(ptr nonnull %arg.parts.0)
  %sunkaddr = getelementptr i8, ptr %arg.parts.0, i64 24
  %.6.i4881 = load ptr, ptr %sunkaddr, align 8
  %.17582 = load i64, ptr %.6.i4881, align 8
  %.17683 = icmp sgt i64 %.17582, 0
  br i1 %.17683, label %B130.endif.preheader, label %B254

B130.endif.preheader:                             ; preds = %B50.endif
  %1 = icmp eq i32 %arg.sep.3, 1
  br label %B130.endif

B130.endif:                                       ; preds = %B128.backedge, %B130.endif.preheader
  %lsr.iv101 = phi i64 [ 56, %B130.endif.preheader ], [ %lsr.iv.next102, %B128.backedge ]
  %.6.i4888 = phi ptr [ %.6.i4881, %B130.endif.preheader ], [ %.6.i48, %B128.backedge ]
  %is_ascii.2.087 = phi i1 [ %1, %B130.endif.preheader ], [ %or.cond.i50, %B128.backedge ]
  %kind.2.086 = phi i32 [ %arg.sep.2, %B130.endif.preheader ], [ %.264.0.ph, %B128.backedge ]
  %length.2.085 = phi i64 [ %.109, %B130.endif.preheader ], [ %.254, %B128.backedge ]
  %.16941184 = phi i64 [ 0, %B130.endif.preheader ], [ %.196, %B128.backedge ]
  %scevgep108 = getelementptr i8, ptr %.6.i4888, i64 %lsr.iv101
  %scevgep109 = getelementptr i8, ptr %scevgep108, i64 -24
  %.186.unpack332 = load i64, ptr %scevgep109, align 8
  %scevgep107 = getelementptr i8, ptr %scevgep108, i64 -16
  %.186.unpack334 = load i32, ptr %scevgep107, align 8
  %scevgep105 = getelementptr i8, ptr %scevgep108, i64 -12
  %.186.unpack336 = load i32, ptr %scevgep105, align 4
  %.186.unpack340 = load ptr, ptr %scevgep108, align 8
  %.196 = add nuw nsw i64 %.16941184, 1
  tail call void @NRT_incref(ptr %.186.unpack340)
  %.12.i = icmp eq i32 %kind.2.086, 0
  %.16.i = icmp eq i32 %.186.unpack334, 0
  %or.cond.i = select i1 %.12.i, i1 true, i1 %.16.i
  br i1 %or.cond.i, label %B130.endif.if.if, label %B78.i

B78.i:                                            ; preds = %B130.endif
  switch i32 %kind.2.086, label %B130.endif.if.if [
    i32 1, label %B128.backedge
    i32 2, label %B126.i
    i32 4, label %B178.i
  ]

B126.i:                                           ; preds = %B78.i
  %.46.i = icmp eq i32 %.186.unpack334, 4
  %spec.select = select i1 %.46.i, i32 4, i32 2
  br label %B128.backedge

B178.i:                                           ; preds = %B78.i
  br label %B128.backedge

B128.backedge:                                    ; preds = %B178.i, %B126.i, %B78.i
  %.264.0.ph = phi i32 [ %spec.select, %B126.i ], [ 4, %B178.i ], [ %.186.unpack334, %B78.i ]
  tail call void @NRT_decref(ptr %.186.unpack340)
  %.13.i = icmp eq i32 %.186.unpack336, 1
  %or.cond.i50 = select i1 %is_ascii.2.087, i1 %.13.i, i1 false
  %.254 = add nsw i64 %.186.unpack332, %length.2.085
  %sunkaddr9 = getelementptr i8, ptr %arg.parts.0, i64 24
  %.6.i48 = load ptr, ptr %sunkaddr9, align 8
  %.175 = load i64, ptr %.6.i48, align 8
  %lsr.iv.next102 = add i64 %lsr.iv101, 48
  %.176 = icmp slt i64 %.196, %.175
  br i1 %.176, label %B130.endif, label %B254.loopexit

B130.endif.if.if:                                 ; preds = %B78.i, %B130.endif
  %excinfo.3.1 = phi ptr [ @.const.picklebuf.0b5f89ad6cdd26e116f22e397b3af18646d42f40, %B130.endif ], [ @.const.picklebuf.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f, %B78.i ]
  store ptr %excinfo.3.1, ptr %excinfo, align 8
  br label %common.ret

B254.endif:                                       ; preds = %B196.i.i, %B116.i.i, %B36.i.i
  tail call void @NRT_decref(ptr nonnull %arg.parts.0)
  %sunkaddr10 = getelementptr i8, ptr %arg.parts.0, i64 24
  %.6.i52 = load ptr, ptr %sunkaddr10, align 8
  %.395 = load i64, ptr %.6.i52, align 8
  %.396 = icmp slt i64 %.395, 1
  br i1 %.396, label %B254.endif.if, label %B254.endif.endif.endif, !prof !1

B254.if.if:                                       ; preds = %B0.endif.endif.i, %B0.endif.i, %B134.i.i, %B254
  %excinfo.5.0.ph = phi ptr [ @.const.picklebuf.1edb8532c5a93fd0d25d5051e9b77bdcb004d73e, %B0.endif.endif.i ], [ @.const.picklebuf.33f8de5b99d1069272de3ead277b8618163ba77f, %B134.i.i ], [ @.const.picklebuf.fca44b71ff508f4bd30283486c4a88de1eae38cb, %B254 ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12, %B0.endif.i ]
  tail call void @NRT_decref(ptr nonnull %arg.parts.0)
  store ptr %excinfo.5.0.ph, ptr %excinfo, align 8
  br label %common.ret

B254.endif.if:                                    ; preds = %B254.endif
  store ptr @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B254.endif.endif.endif:                           ; preds = %B254.endif
  %.408 = getelementptr inbounds nuw i8, ptr %.6.i52, i64 24
  %.410.unpack = load ptr, ptr %.408, align 8
  %.410.elt344 = getelementptr inbounds nuw i8, ptr %.6.i52, i64 32
  %.410.unpack345 = load i64, ptr %.410.elt344, align 8
  %.410.elt346 = getelementptr inbounds nuw i8, ptr %.6.i52, i64 40
  %.410.unpack347 = load i32, ptr %.410.elt346, align 8
  %.410.elt348 = getelementptr inbounds nuw i8, ptr %.6.i52, i64 44
  %.410.unpack349 = load i32, ptr %.410.elt348, align 4
  %.410.elt350 = getelementptr inbounds nuw i8, ptr %.6.i52, i64 48
  %.410.unpack351 = load i64, ptr %.410.elt350, align 8
  %.410.elt352 = getelementptr inbounds nuw i8, ptr %.6.i52, i64 56
  %.410.unpack353 = load ptr, ptr %.410.elt352, align 8
  %.410.elt354 = getelementptr inbounds nuw i8, ptr %.6.i52, i64 64
  %.410.unpack355 = load ptr, ptr %.410.elt354, align 8
  tail call void @NRT_incref(ptr %.410.unpack353)
  %.448 = call i32 @_ZN5numba7cpython7unicode8_strncpyB3v85B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex12unicode_typexx(ptr nonnull %.444, ptr nonnull %excinfo.7, ptr nonnull %.6.i.i, i64 %length.2.0.lcssa, i32 %kind.2.0.lcssa, i32 %is_ascii.2.0.lcssa, i64 -1, ptr nonnull %.38.i, ptr null, i64 0, ptr %.410.unpack, i64 %.410.unpack345, i32 %.410.unpack347, i32 %.410.unpack349, i64 %.410.unpack351, ptr %.410.unpack353, ptr %.410.unpack355, i64 0, i64 %.410.unpack345)
  %cond45 = icmp eq i32 %.448, 0
  br i1 %cond45, label %B254.endif.endif.endif.endif.endif.endif, label %B254.endif.endif.endif.if.if, !prof !0

B254.endif.endif.endif.if.if:                     ; preds = %B254.endif.endif.endif
  %.449 = load ptr, ptr %excinfo.7, align 8
  store ptr %.449, ptr %excinfo, align 8
  br label %common.ret

B254.endif.endif.endif.endif.endif.endif:         ; preds = %B254.endif.endif.endif
  tail call void @NRT_decref(ptr %.410.unpack353)
  %.578425.not = icmp slt i64 %.107, 1
  br i1 %.578425.not, label %B600, label %B432.preheader

B432.preheader:                                   ; preds = %B254.endif.endif.endif.endif.endif.endif
  br label %B432

B432.endif:                                       ; preds = %B432
  %.646 = add nsw i64 %dst_offset.3.0428, %arg.sep.1
  %sunkaddr11 = getelementptr i8, ptr %arg.parts.0, i64 24
  %.6.i54 = load ptr, ptr %sunkaddr11, align 8
  %.667 = load i64, ptr %.6.i54, align 8
  %.668.not = icmp slt i64 %.584420426, %.667
  br i1 %.668.not, label %B432.endif.endif.endif, label %B432.endif.if, !prof !99

B432.if.if:                                       ; preds = %B432
  %.625 = load ptr, ptr %excinfo.9, align 8
  store ptr %.625, ptr %excinfo, align 8
  br label %common.ret

B432.endif.if:                                    ; preds = %B432.endif
  store ptr @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B432.endif.endif.endif:                           ; preds = %B432.endif
  %scevgep = getelementptr i8, ptr %.6.i54, i64 %lsr.iv
  %scevgep91 = getelementptr i8, ptr %scevgep, i64 -40
  %.682.unpack = load ptr, ptr %scevgep91, align 8
  %scevgep100 = getelementptr i8, ptr %scevgep, i64 -32
  %.682.unpack370 = load i64, ptr %scevgep100, align 8
  %scevgep99 = getelementptr i8, ptr %scevgep, i64 -24
  %.682.unpack372 = load i32, ptr %scevgep99, align 8
  %scevgep7 = getelementptr i8, ptr %.6.i54, i64 %lsr.iv
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -20
  %.682.unpack374 = load i32, ptr %scevgep8, align 4
  %scevgep4 = getelementptr i8, ptr %.6.i54, i64 %lsr.iv
  %scevgep5 = getelementptr i8, ptr %scevgep4, i64 -16
  %.682.unpack376 = load i64, ptr %scevgep5, align 8
  %scevgep1 = getelementptr i8, ptr %.6.i54, i64 %lsr.iv
  %scevgep2 = getelementptr i8, ptr %scevgep1, i64 -8
  %.682.unpack378 = load ptr, ptr %scevgep2, align 8
  %.682.unpack380 = load ptr, ptr %scevgep, align 8
  tail call void @NRT_incref(ptr %.682.unpack378)
  %.720 = call i32 @_ZN5numba7cpython7unicode8_strncpyB3v85B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex12unicode_typexx(ptr nonnull %.716, ptr nonnull %excinfo.11, ptr %.6.i.i, i64 %length.2.0.lcssa, i32 %kind.2.0.lcssa, i32 %is_ascii.2.0.lcssa, i64 -1, ptr nonnull %.38.i, ptr null, i64 %.646, ptr %.682.unpack, i64 %.682.unpack370, i32 %.682.unpack372, i32 %.682.unpack374, i64 %.682.unpack376, ptr %.682.unpack378, ptr %.682.unpack380, i64 0, i64 %.682.unpack370)
  %cond46 = icmp eq i32 %.720, 0
  br i1 %cond46, label %B432.endif.endif.endif.endif.endif, label %B432.endif.endif.endif.if.if, !prof !0

B432.endif.endif.endif.if.if:                     ; preds = %B432.endif.endif.endif
  %.721 = load ptr, ptr %excinfo.11, align 8
  store ptr %.721, ptr %excinfo, align 8
  br label %common.ret

B432.endif.endif.endif.endif.endif:               ; preds = %B432.endif.endif.endif
  tail call void @NRT_decref(ptr %.682.unpack378)
  %.765 = add nsw i64 %.682.unpack370, %.646
  %lsr.iv.next = add i64 %lsr.iv, 48
  %exitcond.not = icmp eq i64 %.29, %.591
  br i1 %exitcond.not, label %B600, label %B432
}

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
  %excinfo.1.0 = phi ptr [ @.const.picklebuf.0b5f89ad6cdd26e116f22e397b3af18646d42f40.19, %B0 ], [ @.const.picklebuf.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f.20, %B78.i ]
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
  %.38.i = tail call ptr @NRT_MemInfo_alloc(i64 %.37.i16), !noalias !231
  %.39.i = icmp eq ptr %.38.i, null
  br i1 %.39.i, label %B0.endif.endif.if.if, label %B0.endif.endif.i, !prof !1

B0.endif.endif.i:                                 ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, ptr %.38.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !231
  switch i32 %.53.0.ph64, label %B0.endif.endif.i.unreachabledefault [
    i32 1, label %B36.i.i
    i32 2, label %B116.i.i
    i32 4, label %B196.i.i
  ]

B36.i.i:                                          ; preds = %B0.endif.endif.i
  %.41.i.i = getelementptr i8, ptr %.6.i.i, i64 %.38
  store i8 0, ptr %.41.i.i, align 1, !noalias !235
  br label %B0.endif.endif.endif.endif.endif

B116.i.i:                                         ; preds = %B0.endif.endif.i
  %.72.i.i = getelementptr i16, ptr %.6.i.i, i64 %.38
  store i16 0, ptr %.72.i.i, align 2, !noalias !235
  br label %B0.endif.endif.endif.endif.endif

B196.i.i:                                         ; preds = %B0.endif.endif.i
  %.102.i.i = getelementptr i32, ptr %.6.i.i, i64 %.38
  store i32 0, ptr %.102.i.i, align 4, !noalias !235
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.i.unreachabledefault:              ; preds = %B0.endif.endif.i
  unreachable

B0.endif.endif.if.if:                             ; preds = %B0.endif.i, %B0.endif.endif
  %excinfo.3.0.ph = phi ptr [ @.const.picklebuf.33f8de5b99d1069272de3ead277b8618163ba77f.21, %B0.endif.endif ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.22.33, %B0.endif.i ]
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
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep767, <16 x i1> %10, <16 x i32> poison), !alias.scope !239, !noalias !242
  %wide.masked.load175 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep765, <16 x i1> %10, <16 x i32> poison), !alias.scope !239, !noalias !242
  %wide.masked.load176 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep763, <16 x i1> %10, <16 x i32> poison), !alias.scope !239, !noalias !242
  %wide.masked.load177 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep766, <16 x i1> %10, <16 x i32> poison), !alias.scope !239, !noalias !242
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
  %wide.masked.load178 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep411, <16 x i1> %11, <16 x i16> poison), !alias.scope !245, !noalias !242
  %wide.masked.load179 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep406, <16 x i1> %11, <16 x i16> poison), !alias.scope !245, !noalias !242
  %wide.masked.load180 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep404, <16 x i1> %11, <16 x i16> poison), !alias.scope !245, !noalias !242
  %wide.masked.load181 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep412, <16 x i1> %11, <16 x i16> poison), !alias.scope !245, !noalias !242
  %18 = zext <16 x i16> %wide.masked.load178 to <16 x i32>
  %19 = zext <16 x i16> %wide.masked.load179 to <16 x i32>
  %20 = zext <16 x i16> %wide.masked.load180 to <16 x i32>
  %21 = zext <16 x i16> %wide.masked.load181 to <16 x i32>
  %scevgep750 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv741
  %scevgep751 = getelementptr i8, ptr %scevgep750, i64 -48
  %scevgep753 = getelementptr i8, ptr %scevgep750, i64 -32
  %scevgep752 = getelementptr i8, ptr %scevgep750, i64 -16
  %wide.masked.load182 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep751, <16 x i1> %12, <16 x i8> poison), !alias.scope !247, !noalias !242
  %wide.masked.load183 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep753, <16 x i1> %12, <16 x i8> poison), !alias.scope !247, !noalias !242
  %wide.masked.load184 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep752, <16 x i1> %12, <16 x i8> poison), !alias.scope !247, !noalias !242
  %wide.masked.load185 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep750, <16 x i1> %12, <16 x i8> poison), !alias.scope !247, !noalias !242
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
  store <16 x i32> %predphi187, ptr %scevgep416, align 4, !alias.scope !249, !noalias !251
  store <16 x i32> %predphi190, ptr %scevgep415, align 4, !alias.scope !249, !noalias !251
  store <16 x i32> %predphi193, ptr %scevgep414, align 4, !alias.scope !249, !noalias !251
  store <16 x i32> %predphi196, ptr %scevgep413, align 4, !alias.scope !249, !noalias !251
  %lsr.iv.next742 = add nuw nsw i64 %lsr.iv741, 64
  %27 = add i64 %6, %lsr.iv.next742
  %28 = icmp eq i64 %27, 48
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !255

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.a.1, %n.vec
  br i1 %cmp.n, label %B296.endif.endif, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %29 = and i64 %arg.a.1, 48
  %min.epilog.iters.check = icmp eq i64 %29, 0
  br i1 %min.epilog.iters.check, label %B230.us114.preheader, label %vec.epilog.ph, !prof !256

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
  %wide.masked.load202 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep740, <16 x i1> %33, <16 x i32> poison), !alias.scope !239, !noalias !242
  %37 = shl i64 %index201, 1
  %scevgep739 = getelementptr i8, ptr %arg.a.0, i64 %37
  %wide.masked.load203 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep739, <16 x i1> %34, <16 x i16> poison), !alias.scope !245, !noalias !242
  %38 = zext <16 x i16> %wide.masked.load203 to <16 x i32>
  %39 = getelementptr i8, ptr %arg.a.0, i64 %index201
  %wide.masked.load204 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %39, <16 x i1> %35, <16 x i8> poison), !alias.scope !247, !noalias !242
  %40 = zext <16 x i8> %wide.masked.load204 to <16 x i32>
  %predphi205 = select <16 x i1> %.splat, <16 x i32> %40, <16 x i32> zeroinitializer
  %predphi206 = select <16 x i1> %.splat393, <16 x i32> %38, <16 x i32> %predphi205
  %predphi207 = select <16 x i1> %.splat394, <16 x i32> %wide.masked.load202, <16 x i32> %predphi206
  %41 = shl i64 %index201, 2
  %scevgep402 = getelementptr i8, ptr %.6.i.i, i64 %41
  store <16 x i32> %predphi207, ptr %scevgep402, align 4, !alias.scope !249, !noalias !251
  %index.next208 = add nuw i64 %index201, 16
  %42 = icmp eq i64 %n.vec198, %index.next208
  br i1 %42, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !257

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
  %.95.i.us119.prol = load i32, ptr %scevgep735, align 4, !noalias !242
  br label %B230.endif.us129.prol

B110.i.us121.prol:                                ; preds = %B230.us114.prol
  %44 = shl nuw i64 %.262291294.us115.prol, 1
  %scevgep401 = getelementptr i8, ptr %arg.a.0, i64 %44
  %.66.i.us123.prol = load i16, ptr %scevgep401, align 2, !noalias !242
  %.70.i.us124.prol = zext i16 %.66.i.us123.prol to i32
  br label %B230.endif.us129.prol

B36.i.us125.prol:                                 ; preds = %B230.us114.prol
  %.36.i.us126.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us115.prol
  %.37.i.us127.prol = load i8, ptr %.36.i.us126.prol, align 1, !noalias !242
  %.41.i.us128.prol = zext i8 %.37.i.us127.prol to i32
  br label %B230.endif.us129.prol

B230.endif.us129.prol:                            ; preds = %B36.i.us125.prol, %B110.i.us121.prol, %B184.i.us117.prol, %B230.us114.prol
  %.sink.i.us130.prol = phi i32 [ %.41.i.us128.prol, %B36.i.us125.prol ], [ %.95.i.us119.prol, %B184.i.us117.prol ], [ %.70.i.us124.prol, %B110.i.us121.prol ], [ 0, %B230.us114.prol ]
  %45 = shl i64 %.262291294.us115.prol, 2
  %scevgep733 = getelementptr i8, ptr %.6.i.i, i64 %45
  store i32 %.sink.i.us130.prol, ptr %scevgep733, align 4, !noalias !258
  %lsr.iv.next737 = add nsw i64 %lsr.iv736, -1
  %.269.us116.prol = add nuw nsw i64 %.262291294.us115.prol, 1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next737, 0
  br i1 %prol.iter.cmp.not, label %B230.us114.prol.loopexit, label %B230.us114.prol, !llvm.loop !259

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
  %wide.masked.load238 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep486, <16 x i1> %63, <16 x i32> poison), !alias.scope !260, !noalias !242
  %wide.masked.load239 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep484, <16 x i1> %63, <16 x i32> poison), !alias.scope !260, !noalias !242
  %wide.masked.load240 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep482, <16 x i1> %63, <16 x i32> poison), !alias.scope !260, !noalias !242
  %wide.masked.load241 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep485, <16 x i1> %63, <16 x i32> poison), !alias.scope !260, !noalias !242
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
  %wide.masked.load242 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep320, <16 x i1> %64, <16 x i16> poison), !alias.scope !263, !noalias !242
  %wide.masked.load243 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep318, <16 x i1> %64, <16 x i16> poison), !alias.scope !263, !noalias !242
  %wide.masked.load244 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep316, <16 x i1> %64, <16 x i16> poison), !alias.scope !263, !noalias !242
  %wide.masked.load245 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep321, <16 x i1> %64, <16 x i16> poison), !alias.scope !263, !noalias !242
  %scevgep462 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv460
  %scevgep463 = getelementptr i8, ptr %scevgep462, i64 -48
  %scevgep465 = getelementptr i8, ptr %scevgep462, i64 -32
  %scevgep464 = getelementptr i8, ptr %scevgep462, i64 -16
  %wide.masked.load246 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep463, <16 x i1> %65, <16 x i8> poison), !alias.scope !265, !noalias !242
  %wide.masked.load247 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep465, <16 x i1> %65, <16 x i8> poison), !alias.scope !265, !noalias !242
  %wide.masked.load248 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep464, <16 x i1> %65, <16 x i8> poison), !alias.scope !265, !noalias !242
  %wide.masked.load249 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep462, <16 x i1> %65, <16 x i8> poison), !alias.scope !265, !noalias !242
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
  store <16 x i16> %predphi252, ptr %scevgep313, align 2, !alias.scope !267, !noalias !269
  %81 = shl nuw i64 %lsr.iv460, 1
  %scevgep310 = getelementptr i8, ptr %.6.i.i, i64 %81
  %scevgep311 = getelementptr i8, ptr %scevgep310, i64 -64
  store <16 x i16> %predphi255, ptr %scevgep311, align 2, !alias.scope !267, !noalias !269
  %82 = shl nuw i64 %lsr.iv460, 1
  %scevgep308 = getelementptr i8, ptr %.6.i.i, i64 %82
  %scevgep309 = getelementptr i8, ptr %scevgep308, i64 -32
  store <16 x i16> %predphi258, ptr %scevgep309, align 2, !alias.scope !267, !noalias !269
  store <16 x i16> %predphi261, ptr %scevgep314, align 2, !alias.scope !267, !noalias !269
  %lsr.iv.next461 = add nuw nsw i64 %lsr.iv460, 64
  %83 = add i64 %59, %lsr.iv.next461
  %84 = icmp eq i64 %83, 48
  br i1 %84, label %middle.block263, label %vector.body236, !llvm.loop !270

middle.block263:                                  ; preds = %vector.body236
  %cmp.n264 = icmp eq i64 %arg.a.1, %n.vec233
  br i1 %cmp.n264, label %B296.endif.endif, label %vec.epilog.iter.check267

vec.epilog.iter.check267:                         ; preds = %middle.block263
  %85 = and i64 %arg.a.1, 48
  %min.epilog.iters.check268 = icmp eq i64 %85, 0
  br i1 %min.epilog.iters.check268, label %B230.us94.preheader, label %vec.epilog.ph269, !prof !256

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
  %wide.masked.load276 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep644, <16 x i1> %89, <16 x i32> poison), !alias.scope !260, !noalias !242
  %93 = trunc <16 x i32> %wide.masked.load276 to <16 x i16>
  %94 = shl i64 %index275, 1
  %scevgep643 = getelementptr i8, ptr %arg.a.0, i64 %94
  %wide.masked.load277 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep643, <16 x i1> %90, <16 x i16> poison), !alias.scope !263, !noalias !242
  %95 = getelementptr i8, ptr %arg.a.0, i64 %index275
  %wide.masked.load278 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %95, <16 x i1> %91, <16 x i8> poison), !alias.scope !265, !noalias !242
  %96 = zext <16 x i8> %wide.masked.load278 to <16 x i16>
  %predphi279 = select <16 x i1> %.splat395, <16 x i16> %96, <16 x i16> zeroinitializer
  %predphi280 = select <16 x i1> %.splat396, <16 x i16> %wide.masked.load277, <16 x i16> %predphi279
  %predphi281 = select <16 x i1> %.splat397, <16 x i16> %93, <16 x i16> %predphi280
  %97 = shl i64 %index275, 1
  %scevgep307 = getelementptr i8, ptr %.6.i.i, i64 %97
  store <16 x i16> %predphi281, ptr %scevgep307, align 2, !alias.scope !267, !noalias !269
  %index.next282 = add nuw i64 %index275, 16
  %98 = icmp eq i64 %n.vec271, %index.next282
  br i1 %98, label %vec.epilog.middle.block283, label %vec.epilog.vector.body274, !llvm.loop !271

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
  %.95.i.us99.prol = load i32, ptr %scevgep639, align 4, !noalias !242
  %.98.i.us100.prol = trunc i32 %.95.i.us99.prol to i16
  br label %B230.endif.us109.prol

B110.i.us101.prol:                                ; preds = %B230.us94.prol
  %100 = shl nuw i64 %.262291294.us95.prol, 1
  %scevgep306 = getelementptr i8, ptr %arg.a.0, i64 %100
  %.66.i.us103.prol = load i16, ptr %scevgep306, align 2, !noalias !242
  br label %B230.endif.us109.prol

B36.i.us105.prol:                                 ; preds = %B230.us94.prol
  %.36.i.us106.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us95.prol
  %.37.i.us107.prol = load i8, ptr %.36.i.us106.prol, align 1, !noalias !242
  %.41.i.us108.prol = zext i8 %.37.i.us107.prol to i16
  br label %B230.endif.us109.prol

B230.endif.us109.prol:                            ; preds = %B36.i.us105.prol, %B110.i.us101.prol, %B184.i.us97.prol, %B230.us94.prol
  %.sink.i.us110.prol = phi i16 [ %.41.i.us108.prol, %B36.i.us105.prol ], [ %.98.i.us100.prol, %B184.i.us97.prol ], [ %.66.i.us103.prol, %B110.i.us101.prol ], [ 0, %B230.us94.prol ]
  %101 = shl nuw i64 %.262291294.us95.prol, 1
  %scevgep305 = getelementptr i8, ptr %.6.i.i, i64 %101
  store i16 %.sink.i.us110.prol, ptr %scevgep305, align 2, !noalias !258
  %lsr.iv.next641 = add nsw i64 %lsr.iv640, -1
  %.269.us96.prol = add nuw nsw i64 %.262291294.us95.prol, 1
  %prol.iter404.cmp.not = icmp eq i64 %lsr.iv.next641, 0
  br i1 %prol.iter404.cmp.not, label %B230.us94.prol.loopexit, label %B230.us94.prol, !llvm.loop !272

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
  %wide.load = load <16 x i32>, ptr %sunkaddr427, align 4, !alias.scope !273, !noalias !242
  %sunkaddr428 = mul i64 %index301, 4
  %sunkaddr429 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr428
  %sunkaddr430 = getelementptr i8, ptr %sunkaddr429, i64 64
  %wide.load302 = load <16 x i32>, ptr %sunkaddr430, align 4, !alias.scope !273, !noalias !242
  %sunkaddr431 = mul i64 %index301, 4
  %sunkaddr432 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr431
  %sunkaddr433 = getelementptr i8, ptr %sunkaddr432, i64 128
  %wide.load303 = load <16 x i32>, ptr %sunkaddr433, align 4, !alias.scope !273, !noalias !242
  %sunkaddr = mul i64 %index301, 4
  %sunkaddr434 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr
  %sunkaddr435 = getelementptr i8, ptr %sunkaddr434, i64 192
  %wide.load304 = load <16 x i32>, ptr %sunkaddr435, align 4, !alias.scope !273, !noalias !242
  %105 = trunc <16 x i32> %wide.load to <16 x i8>
  %106 = trunc <16 x i32> %wide.load302 to <16 x i8>
  %107 = trunc <16 x i32> %wide.load303 to <16 x i8>
  %108 = trunc <16 x i32> %wide.load304 to <16 x i8>
  %sunkaddr436 = getelementptr i8, ptr %.6.i.i, i64 %index301
  store <16 x i8> %105, ptr %sunkaddr436, align 1, !alias.scope !276, !noalias !278
  %sunkaddr437 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr438 = getelementptr i8, ptr %sunkaddr437, i64 16
  store <16 x i8> %106, ptr %sunkaddr438, align 1, !alias.scope !276, !noalias !278
  %sunkaddr439 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr440 = getelementptr i8, ptr %sunkaddr439, i64 32
  store <16 x i8> %107, ptr %sunkaddr440, align 1, !alias.scope !276, !noalias !278
  %sunkaddr441 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr442 = getelementptr i8, ptr %sunkaddr441, i64 48
  store <16 x i8> %108, ptr %sunkaddr442, align 1, !alias.scope !276, !noalias !278
  %index.next305 = add nuw nsw i64 %index301, 64
  %109 = icmp eq i64 %n.vec299, %index.next305
  br i1 %109, label %middle.block306, label %vector.body300, !llvm.loop !279

middle.block306:                                  ; preds = %vector.body300
  %cmp.n307 = icmp eq i64 %arg.a.1, %n.vec299
  br i1 %cmp.n307, label %B296.endif.endif, label %vec.epilog.iter.check310

vec.epilog.iter.check310:                         ; preds = %middle.block306
  %110 = and i64 %arg.a.1, 56
  %min.epilog.iters.check311 = icmp eq i64 %110, 0
  br i1 %min.epilog.iters.check311, label %B230.us.us143.preheader, label %vec.epilog.ph312, !prof !280

vec.epilog.ph312:                                 ; preds = %vec.epilog.iter.check310, %vector.main.loop.iter.check296
  %vec.epilog.resume.val308 = phi i64 [ %n.vec299, %vec.epilog.iter.check310 ], [ 0, %vector.main.loop.iter.check296 ]
  %const_mat421 = add i64 %const419, 8
  %n.vec314 = and i64 %arg.a.1, %const_mat421
  br label %vec.epilog.vector.body315

vec.epilog.vector.body315:                        ; preds = %vec.epilog.vector.body315, %vec.epilog.ph312
  %index316 = phi i64 [ %vec.epilog.resume.val308, %vec.epilog.ph312 ], [ %index.next318, %vec.epilog.vector.body315 ]
  %111 = shl i64 %index316, 2
  %scevgep557 = getelementptr i8, ptr %arg.a.0, i64 %111
  %wide.load317 = load <8 x i32>, ptr %scevgep557, align 4, !alias.scope !273, !noalias !242
  %112 = trunc <8 x i32> %wide.load317 to <8 x i8>
  %113 = getelementptr i8, ptr %.6.i.i, i64 %index316
  store <8 x i8> %112, ptr %113, align 1, !alias.scope !276, !noalias !278
  %index.next318 = add nuw i64 %index316, 8
  %114 = icmp eq i64 %n.vec314, %index.next318
  br i1 %114, label %vec.epilog.middle.block319, label %vec.epilog.vector.body315, !llvm.loop !281

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
  %.95.i.us.us.prol = load i32, ptr %scevgep554, align 4, !noalias !242
  %.41.i19.us.us148.prol = trunc i32 %.95.i.us.us.prol to i8
  %.42.i.us.us149.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144.prol
  store i8 %.41.i19.us.us148.prol, ptr %.42.i.us.us149.prol, align 1, !noalias !258
  %lsr.iv.next556 = add nsw i64 %lsr.iv555, -1
  %prol.iter407.cmp.not = icmp eq i64 %lsr.iv.next556, 0
  br i1 %prol.iter407.cmp.not, label %B230.us.us143.prol.loopexit, label %B230.us.us143.prol, !llvm.loop !282

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
  %wide.load338 = load <32 x i16>, ptr %sunkaddr444, align 2, !alias.scope !283, !noalias !242
  %sunkaddr445 = mul i64 %index337, 2
  %sunkaddr446 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr445
  %sunkaddr447 = getelementptr i8, ptr %sunkaddr446, i64 64
  %wide.load339 = load <32 x i16>, ptr %sunkaddr447, align 2, !alias.scope !283, !noalias !242
  %sunkaddr448 = mul i64 %index337, 2
  %sunkaddr449 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr448
  %sunkaddr450 = getelementptr i8, ptr %sunkaddr449, i64 128
  %wide.load340 = load <32 x i16>, ptr %sunkaddr450, align 2, !alias.scope !283, !noalias !242
  %sunkaddr451 = mul i64 %index337, 2
  %sunkaddr452 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr451
  %sunkaddr453 = getelementptr i8, ptr %sunkaddr452, i64 192
  %wide.load341 = load <32 x i16>, ptr %sunkaddr453, align 2, !alias.scope !283, !noalias !242
  %119 = trunc <32 x i16> %wide.load338 to <32 x i8>
  %120 = trunc <32 x i16> %wide.load339 to <32 x i8>
  %121 = trunc <32 x i16> %wide.load340 to <32 x i8>
  %122 = trunc <32 x i16> %wide.load341 to <32 x i8>
  %sunkaddr454 = getelementptr i8, ptr %.6.i.i, i64 %index337
  store <32 x i8> %119, ptr %sunkaddr454, align 1, !alias.scope !286, !noalias !288
  %sunkaddr455 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr456 = getelementptr i8, ptr %sunkaddr455, i64 32
  store <32 x i8> %120, ptr %sunkaddr456, align 1, !alias.scope !286, !noalias !288
  %sunkaddr457 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr458 = getelementptr i8, ptr %sunkaddr457, i64 64
  store <32 x i8> %121, ptr %sunkaddr458, align 1, !alias.scope !286, !noalias !288
  %sunkaddr459 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr460 = getelementptr i8, ptr %sunkaddr459, i64 96
  store <32 x i8> %122, ptr %sunkaddr460, align 1, !alias.scope !286, !noalias !288
  %index.next342 = add nuw nsw i64 %index337, 128
  %123 = icmp eq i64 %n.vec335, %index.next342
  br i1 %123, label %middle.block343, label %vector.body336, !llvm.loop !289

middle.block343:                                  ; preds = %vector.body336
  %cmp.n344 = icmp eq i64 %arg.a.1, %n.vec335
  br i1 %cmp.n344, label %B296.endif.endif, label %vec.epilog.iter.check347

vec.epilog.iter.check347:                         ; preds = %middle.block343
  %124 = and i64 %arg.a.1, 112
  %min.epilog.iters.check348 = icmp eq i64 %124, 0
  br i1 %min.epilog.iters.check348, label %B230.us.us134.preheader, label %vec.epilog.ph349, !prof !290

vec.epilog.ph349:                                 ; preds = %vec.epilog.iter.check347, %vector.main.loop.iter.check332
  %vec.epilog.resume.val345 = phi i64 [ %n.vec335, %vec.epilog.iter.check347 ], [ 0, %vector.main.loop.iter.check332 ]
  %n.vec351 = and i64 %arg.a.1, %const422
  br label %vec.epilog.vector.body352

vec.epilog.vector.body352:                        ; preds = %vec.epilog.vector.body352, %vec.epilog.ph349
  %index353 = phi i64 [ %vec.epilog.resume.val345, %vec.epilog.ph349 ], [ %index.next355, %vec.epilog.vector.body352 ]
  %125 = shl i64 %index353, 1
  %scevgep508 = getelementptr i8, ptr %arg.a.0, i64 %125
  %wide.load354 = load <16 x i16>, ptr %scevgep508, align 2, !alias.scope !283, !noalias !242
  %126 = trunc <16 x i16> %wide.load354 to <16 x i8>
  %127 = getelementptr i8, ptr %.6.i.i, i64 %index353
  store <16 x i8> %126, ptr %127, align 1, !alias.scope !286, !noalias !288
  %index.next355 = add nuw i64 %index353, 16
  %128 = icmp eq i64 %n.vec351, %index.next355
  br i1 %128, label %vec.epilog.middle.block356, label %vec.epilog.vector.body352, !llvm.loop !291

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
  %.66.i.us.us.prol = load i16, ptr %scevgep136, align 2, !noalias !242
  %.41.i19.us.us139.prol = trunc i16 %.66.i.us.us.prol to i8
  %.42.i.us.us140.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135.prol
  store i8 %.41.i19.us.us139.prol, ptr %.42.i.us.us140.prol, align 1, !noalias !258
  %lsr.iv.next507 = add nsw i64 %lsr.iv506, -1
  %prol.iter410.cmp.not = icmp eq i64 %lsr.iv.next507, 0
  br i1 %prol.iter410.cmp.not, label %B230.us.us134.prol.loopexit, label %B230.us.us134.prol, !llvm.loop !292

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
  %wide.load372 = load <64 x i8>, ptr %sunkaddr461, align 1, !noalias !242
  %sunkaddr462 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr463 = getelementptr i8, ptr %sunkaddr462, i64 64
  %wide.load373 = load <64 x i8>, ptr %sunkaddr463, align 1, !noalias !242
  %sunkaddr464 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr465 = getelementptr i8, ptr %sunkaddr464, i64 128
  %wide.load374 = load <64 x i8>, ptr %sunkaddr465, align 1, !noalias !242
  %sunkaddr466 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr467 = getelementptr i8, ptr %sunkaddr466, i64 192
  %wide.load375 = load <64 x i8>, ptr %sunkaddr467, align 1, !noalias !242
  %sunkaddr468 = getelementptr i8, ptr %.6.i.i, i64 %index371
  store <64 x i8> %wide.load372, ptr %sunkaddr468, align 1, !noalias !258
  %sunkaddr469 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr470 = getelementptr i8, ptr %sunkaddr469, i64 64
  store <64 x i8> %wide.load373, ptr %sunkaddr470, align 1, !noalias !258
  %sunkaddr471 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr472 = getelementptr i8, ptr %sunkaddr471, i64 128
  store <64 x i8> %wide.load374, ptr %sunkaddr472, align 1, !noalias !258
  %sunkaddr473 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr474 = getelementptr i8, ptr %sunkaddr473, i64 192
  store <64 x i8> %wide.load375, ptr %sunkaddr474, align 1, !noalias !258
  %index.next376 = add nuw nsw i64 %index371, 256
  %135 = icmp eq i64 %n.vec369, %index.next376
  br i1 %135, label %middle.block377, label %vector.body370, !llvm.loop !293

middle.block377:                                  ; preds = %vector.body370
  %cmp.n378 = icmp eq i64 %arg.a.1, %n.vec369
  br i1 %cmp.n378, label %B296.endif.endif, label %vec.epilog.iter.check381

vec.epilog.iter.check381:                         ; preds = %middle.block377
  %136 = and i64 %arg.a.1, 240
  %min.epilog.iters.check382 = icmp eq i64 %136, 0
  br i1 %min.epilog.iters.check382, label %B230.us.us.preheader, label %vec.epilog.ph383, !prof !294

vec.epilog.ph383:                                 ; preds = %vec.epilog.iter.check381, %vector.main.loop.iter.check366
  %vec.epilog.resume.val379 = phi i64 [ %n.vec369, %vec.epilog.iter.check381 ], [ 0, %vector.main.loop.iter.check366 ]
  %n.vec385 = and i64 %arg.a.1, %const424
  br label %vec.epilog.vector.body386

vec.epilog.vector.body386:                        ; preds = %vec.epilog.vector.body386, %vec.epilog.ph383
  %index387 = phi i64 [ %vec.epilog.resume.val379, %vec.epilog.ph383 ], [ %index.next389, %vec.epilog.vector.body386 ]
  %137 = getelementptr i8, ptr %arg.a.0, i64 %index387
  %wide.load388 = load <16 x i8>, ptr %137, align 1, !noalias !242
  %138 = getelementptr i8, ptr %.6.i.i, i64 %index387
  store <16 x i8> %wide.load388, ptr %138, align 1, !noalias !258
  %index.next389 = add nuw i64 %index387, 16
  %139 = icmp eq i64 %n.vec385, %index.next389
  br i1 %139, label %vec.epilog.middle.block390, label %vec.epilog.vector.body386, !llvm.loop !295

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
  %.37.i.us.us.prol = load i8, ptr %.36.i.us.us.prol, align 1, !noalias !242
  %.42.i.us.us.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us.prol
  store i8 %.37.i.us.us.prol, ptr %.42.i.us.us.prol, align 1, !noalias !258
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter413.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter413.cmp.not, label %B230.us.us.prol.loopexit, label %B230.us.us.prol, !llvm.loop !296

B230.us.us.prol.loopexit:                         ; preds = %B230.us.us.prol, %B230.us.us.preheader
  %.262291294.us.us.unr = phi i64 [ %.262291294.us.us.ph, %B230.us.us.preheader ], [ %.269.us.us.prol, %B230.us.us.prol ]
  %140 = sub nsw i64 %.262291294.us.us.ph, %arg.a.1
  %141 = icmp ugt i64 %140, -8
  br i1 %141, label %B296.endif.endif, label %B230.us.us.preheader46

B230.us.us.preheader46:                           ; preds = %B230.us.us.prol.loopexit
  br label %B230.us.us

B230.us.preheader:                                ; preds = %B230.preheader.split.us
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %.6.i.i, i8 0, i64 %arg.a.1, i1 false), !noalias !258
  br label %B296.endif.endif

B230.us.us:                                       ; preds = %B230.us.us.preheader46, %B230.us.us
  %.262291294.us.us = phi i64 [ %.269.us.us.7, %B230.us.us ], [ %.262291294.us.us.unr, %B230.us.us.preheader46 ]
  %sunkaddr475 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %.37.i.us.us = load i8, ptr %sunkaddr475, align 1, !noalias !242
  %sunkaddr476 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  store i8 %.37.i.us.us, ptr %sunkaddr476, align 1, !noalias !258
  %sunkaddr477 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr478 = getelementptr i8, ptr %sunkaddr477, i64 1
  %.37.i.us.us.1 = load i8, ptr %sunkaddr478, align 1, !noalias !242
  %sunkaddr479 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr480 = getelementptr i8, ptr %sunkaddr479, i64 1
  store i8 %.37.i.us.us.1, ptr %sunkaddr480, align 1, !noalias !258
  %sunkaddr481 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr482 = getelementptr i8, ptr %sunkaddr481, i64 2
  %.37.i.us.us.2 = load i8, ptr %sunkaddr482, align 1, !noalias !242
  %sunkaddr483 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr484 = getelementptr i8, ptr %sunkaddr483, i64 2
  store i8 %.37.i.us.us.2, ptr %sunkaddr484, align 1, !noalias !258
  %sunkaddr485 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr486 = getelementptr i8, ptr %sunkaddr485, i64 3
  %.37.i.us.us.3 = load i8, ptr %sunkaddr486, align 1, !noalias !242
  %sunkaddr487 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr488 = getelementptr i8, ptr %sunkaddr487, i64 3
  store i8 %.37.i.us.us.3, ptr %sunkaddr488, align 1, !noalias !258
  %sunkaddr489 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr490 = getelementptr i8, ptr %sunkaddr489, i64 4
  %.37.i.us.us.4 = load i8, ptr %sunkaddr490, align 1, !noalias !242
  %sunkaddr491 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr492 = getelementptr i8, ptr %sunkaddr491, i64 4
  store i8 %.37.i.us.us.4, ptr %sunkaddr492, align 1, !noalias !258
  %sunkaddr493 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr494 = getelementptr i8, ptr %sunkaddr493, i64 5
  %.37.i.us.us.5 = load i8, ptr %sunkaddr494, align 1, !noalias !242
  %sunkaddr495 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr496 = getelementptr i8, ptr %sunkaddr495, i64 5
  store i8 %.37.i.us.us.5, ptr %sunkaddr496, align 1, !noalias !258
  %sunkaddr497 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr498 = getelementptr i8, ptr %sunkaddr497, i64 6
  %.37.i.us.us.6 = load i8, ptr %sunkaddr498, align 1, !noalias !242
  %sunkaddr499 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr500 = getelementptr i8, ptr %sunkaddr499, i64 6
  store i8 %.37.i.us.us.6, ptr %sunkaddr500, align 1, !noalias !258
  %.269.us.us.7 = add nuw nsw i64 %.262291294.us.us, 8
  %sunkaddr501 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr502 = getelementptr i8, ptr %sunkaddr501, i64 7
  %.37.i.us.us.7 = load i8, ptr %sunkaddr502, align 1, !noalias !242
  %sunkaddr503 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr504 = getelementptr i8, ptr %sunkaddr503, i64 7
  store i8 %.37.i.us.us.7, ptr %sunkaddr504, align 1, !noalias !258
  %exitcond.not.us.us.7 = icmp eq i64 %arg.a.1, %.269.us.us.7
  br i1 %exitcond.not.us.us.7, label %B296.endif.endif, label %B230.us.us, !llvm.loop !297

B230.us.us134:                                    ; preds = %B230.us.us134.preheader47, %B230.us.us134
  %.262291294.us.us135 = phi i64 [ %.269.us.us136.7, %B230.us.us134 ], [ %.262291294.us.us135.unr, %B230.us.us134.preheader47 ]
  %sunkaddr505 = mul i64 %.262291294.us.us135, 2
  %sunkaddr506 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr505
  %.66.i.us.us = load i16, ptr %sunkaddr506, align 2, !noalias !242
  %.41.i19.us.us139 = trunc i16 %.66.i.us.us to i8
  %sunkaddr507 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  store i8 %.41.i19.us.us139, ptr %sunkaddr507, align 1, !noalias !258
  %sunkaddr508 = mul i64 %.262291294.us.us135, 2
  %sunkaddr509 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr508
  %sunkaddr510 = getelementptr i8, ptr %sunkaddr509, i64 2
  %.66.i.us.us.1 = load i16, ptr %sunkaddr510, align 2, !noalias !242
  %.41.i19.us.us139.1 = trunc i16 %.66.i.us.us.1 to i8
  %sunkaddr511 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr512 = getelementptr i8, ptr %sunkaddr511, i64 1
  store i8 %.41.i19.us.us139.1, ptr %sunkaddr512, align 1, !noalias !258
  %sunkaddr513 = mul i64 %.262291294.us.us135, 2
  %sunkaddr514 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr513
  %sunkaddr515 = getelementptr i8, ptr %sunkaddr514, i64 4
  %.66.i.us.us.2 = load i16, ptr %sunkaddr515, align 2, !noalias !242
  %.41.i19.us.us139.2 = trunc i16 %.66.i.us.us.2 to i8
  %sunkaddr516 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr517 = getelementptr i8, ptr %sunkaddr516, i64 2
  store i8 %.41.i19.us.us139.2, ptr %sunkaddr517, align 1, !noalias !258
  %sunkaddr518 = mul i64 %.262291294.us.us135, 2
  %sunkaddr519 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr518
  %sunkaddr520 = getelementptr i8, ptr %sunkaddr519, i64 6
  %.66.i.us.us.3 = load i16, ptr %sunkaddr520, align 2, !noalias !242
  %.41.i19.us.us139.3 = trunc i16 %.66.i.us.us.3 to i8
  %sunkaddr521 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr522 = getelementptr i8, ptr %sunkaddr521, i64 3
  store i8 %.41.i19.us.us139.3, ptr %sunkaddr522, align 1, !noalias !258
  %sunkaddr523 = mul i64 %.262291294.us.us135, 2
  %sunkaddr524 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr523
  %sunkaddr525 = getelementptr i8, ptr %sunkaddr524, i64 8
  %.66.i.us.us.4 = load i16, ptr %sunkaddr525, align 2, !noalias !242
  %.41.i19.us.us139.4 = trunc i16 %.66.i.us.us.4 to i8
  %sunkaddr526 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr527 = getelementptr i8, ptr %sunkaddr526, i64 4
  store i8 %.41.i19.us.us139.4, ptr %sunkaddr527, align 1, !noalias !258
  %sunkaddr528 = mul i64 %.262291294.us.us135, 2
  %sunkaddr529 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr528
  %sunkaddr530 = getelementptr i8, ptr %sunkaddr529, i64 10
  %.66.i.us.us.5 = load i16, ptr %sunkaddr530, align 2, !noalias !242
  %.41.i19.us.us139.5 = trunc i16 %.66.i.us.us.5 to i8
  %sunkaddr531 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr532 = getelementptr i8, ptr %sunkaddr531, i64 5
  store i8 %.41.i19.us.us139.5, ptr %sunkaddr532, align 1, !noalias !258
  %sunkaddr533 = mul i64 %.262291294.us.us135, 2
  %sunkaddr534 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr533
  %sunkaddr535 = getelementptr i8, ptr %sunkaddr534, i64 12
  %.66.i.us.us.6 = load i16, ptr %sunkaddr535, align 2, !noalias !242
  %.41.i19.us.us139.6 = trunc i16 %.66.i.us.us.6 to i8
  %sunkaddr536 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr537 = getelementptr i8, ptr %sunkaddr536, i64 6
  store i8 %.41.i19.us.us139.6, ptr %sunkaddr537, align 1, !noalias !258
  %.269.us.us136.7 = add nuw nsw i64 %.262291294.us.us135, 8
  %sunkaddr538 = mul i64 %.262291294.us.us135, 2
  %sunkaddr539 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr538
  %sunkaddr540 = getelementptr i8, ptr %sunkaddr539, i64 14
  %.66.i.us.us.7 = load i16, ptr %sunkaddr540, align 2, !noalias !242
  %.41.i19.us.us139.7 = trunc i16 %.66.i.us.us.7 to i8
  %sunkaddr541 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr542 = getelementptr i8, ptr %sunkaddr541, i64 7
  store i8 %.41.i19.us.us139.7, ptr %sunkaddr542, align 1, !noalias !258
  %exitcond.not.us.us141.7 = icmp eq i64 %arg.a.1, %.269.us.us136.7
  br i1 %exitcond.not.us.us141.7, label %B296.endif.endif, label %B230.us.us134, !llvm.loop !298

B230.us.us143:                                    ; preds = %B230.us.us143.preheader49, %B230.us.us143
  %.262291294.us.us144 = phi i64 [ %.269.us.us145.7, %B230.us.us143 ], [ %.262291294.us.us144.unr, %B230.us.us143.preheader49 ]
  %sunkaddr543 = mul i64 %.262291294.us.us144, 4
  %sunkaddr544 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr543
  %.95.i.us.us = load i32, ptr %sunkaddr544, align 4, !noalias !242
  %.41.i19.us.us148 = trunc i32 %.95.i.us.us to i8
  %sunkaddr545 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  store i8 %.41.i19.us.us148, ptr %sunkaddr545, align 1, !noalias !258
  %sunkaddr546 = mul i64 %.262291294.us.us144, 4
  %sunkaddr547 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr546
  %sunkaddr548 = getelementptr i8, ptr %sunkaddr547, i64 4
  %.95.i.us.us.1 = load i32, ptr %sunkaddr548, align 4, !noalias !242
  %.41.i19.us.us148.1 = trunc i32 %.95.i.us.us.1 to i8
  %sunkaddr549 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr550 = getelementptr i8, ptr %sunkaddr549, i64 1
  store i8 %.41.i19.us.us148.1, ptr %sunkaddr550, align 1, !noalias !258
  %sunkaddr551 = mul i64 %.262291294.us.us144, 4
  %sunkaddr552 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr551
  %sunkaddr553 = getelementptr i8, ptr %sunkaddr552, i64 8
  %.95.i.us.us.2 = load i32, ptr %sunkaddr553, align 4, !noalias !242
  %.41.i19.us.us148.2 = trunc i32 %.95.i.us.us.2 to i8
  %sunkaddr554 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr555 = getelementptr i8, ptr %sunkaddr554, i64 2
  store i8 %.41.i19.us.us148.2, ptr %sunkaddr555, align 1, !noalias !258
  %sunkaddr556 = mul i64 %.262291294.us.us144, 4
  %sunkaddr557 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr556
  %sunkaddr558 = getelementptr i8, ptr %sunkaddr557, i64 12
  %.95.i.us.us.3 = load i32, ptr %sunkaddr558, align 4, !noalias !242
  %.41.i19.us.us148.3 = trunc i32 %.95.i.us.us.3 to i8
  %sunkaddr559 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr560 = getelementptr i8, ptr %sunkaddr559, i64 3
  store i8 %.41.i19.us.us148.3, ptr %sunkaddr560, align 1, !noalias !258
  %sunkaddr561 = mul i64 %.262291294.us.us144, 4
  %sunkaddr562 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr561
  %sunkaddr563 = getelementptr i8, ptr %sunkaddr562, i64 16
  %.95.i.us.us.4 = load i32, ptr %sunkaddr563, align 4, !noalias !242
  %.41.i19.us.us148.4 = trunc i32 %.95.i.us.us.4 to i8
  %sunkaddr564 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr565 = getelementptr i8, ptr %sunkaddr564, i64 4
  store i8 %.41.i19.us.us148.4, ptr %sunkaddr565, align 1, !noalias !258
  %sunkaddr566 = mul i64 %.262291294.us.us144, 4
  %sunkaddr567 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr566
  %sunkaddr568 = getelementptr i8, ptr %sunkaddr567, i64 20
  %.95.i.us.us.5 = load i32, ptr %sunkaddr568, align 4, !noalias !242
  %.41.i19.us.us148.5 = trunc i32 %.95.i.us.us.5 to i8
  %sunkaddr569 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr570 = getelementptr i8, ptr %sunkaddr569, i64 5
  store i8 %.41.i19.us.us148.5, ptr %sunkaddr570, align 1, !noalias !258
  %sunkaddr571 = mul i64 %.262291294.us.us144, 4
  %sunkaddr572 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr571
  %sunkaddr573 = getelementptr i8, ptr %sunkaddr572, i64 24
  %.95.i.us.us.6 = load i32, ptr %sunkaddr573, align 4, !noalias !242
  %.41.i19.us.us148.6 = trunc i32 %.95.i.us.us.6 to i8
  %sunkaddr574 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr575 = getelementptr i8, ptr %sunkaddr574, i64 6
  store i8 %.41.i19.us.us148.6, ptr %sunkaddr575, align 1, !noalias !258
  %.269.us.us145.7 = add nuw nsw i64 %.262291294.us.us144, 8
  %sunkaddr576 = mul i64 %.262291294.us.us144, 4
  %sunkaddr577 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr576
  %sunkaddr578 = getelementptr i8, ptr %sunkaddr577, i64 28
  %.95.i.us.us.7 = load i32, ptr %sunkaddr578, align 4, !noalias !242
  %.41.i19.us.us148.7 = trunc i32 %.95.i.us.us.7 to i8
  %sunkaddr579 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr580 = getelementptr i8, ptr %sunkaddr579, i64 7
  store i8 %.41.i19.us.us148.7, ptr %sunkaddr580, align 1, !noalias !258
  %exitcond.not.us.us150.7 = icmp eq i64 %arg.a.1, %.269.us.us145.7
  br i1 %exitcond.not.us.us150.7, label %B296.endif.endif, label %B230.us.us143, !llvm.loop !299

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
  %.95.i.us99 = load i32, ptr %scevgep443, align 4, !noalias !242
  %.98.i.us100 = trunc i32 %.95.i.us99 to i16
  %143 = shl i64 %lsr.iv365, 1
  %scevgep381 = getelementptr i8, ptr %.6.i.i, i64 %143
  store i16 %.98.i.us100, ptr %scevgep381, align 2, !noalias !258
  %144 = shl i64 %lsr.iv365, 2
  %scevgep302 = getelementptr i8, ptr %arg.a.0, i64 %144
  %scevgep304 = getelementptr i8, ptr %scevgep302, i64 4
  %.95.i.us99.1 = load i32, ptr %scevgep304, align 4, !noalias !242
  %.98.i.us100.1 = trunc i32 %.95.i.us99.1 to i16
  %145 = shl i64 %lsr.iv365, 1
  %scevgep255 = getelementptr i8, ptr %.6.i.i, i64 %145
  %scevgep256 = getelementptr i8, ptr %scevgep255, i64 2
  store i16 %.98.i.us100.1, ptr %scevgep256, align 2, !noalias !258
  %146 = shl i64 %lsr.iv365, 2
  %scevgep300 = getelementptr i8, ptr %arg.a.0, i64 %146
  %scevgep301 = getelementptr i8, ptr %scevgep300, i64 8
  %.95.i.us99.2 = load i32, ptr %scevgep301, align 4, !noalias !242
  %.98.i.us100.2 = trunc i32 %.95.i.us99.2 to i16
  %147 = shl i64 %lsr.iv365, 1
  %scevgep252 = getelementptr i8, ptr %.6.i.i, i64 %147
  %scevgep253 = getelementptr i8, ptr %scevgep252, i64 4
  store i16 %.98.i.us100.2, ptr %scevgep253, align 2, !noalias !258
  %148 = shl i64 %lsr.iv365, 2
  %scevgep298 = getelementptr i8, ptr %arg.a.0, i64 %148
  %scevgep299 = getelementptr i8, ptr %scevgep298, i64 12
  %.95.i.us99.3 = load i32, ptr %scevgep299, align 4, !noalias !242
  %.98.i.us100.3 = trunc i32 %.95.i.us99.3 to i16
  %149 = shl i64 %lsr.iv365, 1
  %scevgep249 = getelementptr i8, ptr %.6.i.i, i64 %149
  %scevgep251 = getelementptr i8, ptr %scevgep249, i64 6
  store i16 %.98.i.us100.3, ptr %scevgep251, align 2, !noalias !258
  %150 = shl i64 %lsr.iv365, 2
  %scevgep295 = getelementptr i8, ptr %arg.a.0, i64 %150
  %scevgep296 = getelementptr i8, ptr %scevgep295, i64 16
  %.95.i.us99.4 = load i32, ptr %scevgep296, align 4, !noalias !242
  %.98.i.us100.4 = trunc i32 %.95.i.us99.4 to i16
  %151 = shl i64 %lsr.iv365, 1
  %scevgep247 = getelementptr i8, ptr %.6.i.i, i64 %151
  %scevgep248 = getelementptr i8, ptr %scevgep247, i64 8
  store i16 %.98.i.us100.4, ptr %scevgep248, align 2, !noalias !258
  %152 = shl i64 %lsr.iv365, 2
  %scevgep293 = getelementptr i8, ptr %arg.a.0, i64 %152
  %scevgep294 = getelementptr i8, ptr %scevgep293, i64 20
  %.95.i.us99.5 = load i32, ptr %scevgep294, align 4, !noalias !242
  %.98.i.us100.5 = trunc i32 %.95.i.us99.5 to i16
  %153 = shl i64 %lsr.iv365, 1
  %scevgep244 = getelementptr i8, ptr %.6.i.i, i64 %153
  %scevgep245 = getelementptr i8, ptr %scevgep244, i64 10
  store i16 %.98.i.us100.5, ptr %scevgep245, align 2, !noalias !258
  %154 = shl i64 %lsr.iv365, 2
  %scevgep290 = getelementptr i8, ptr %arg.a.0, i64 %154
  %scevgep291 = getelementptr i8, ptr %scevgep290, i64 24
  %.95.i.us99.6 = load i32, ptr %scevgep291, align 4, !noalias !242
  %.98.i.us100.6 = trunc i32 %.95.i.us99.6 to i16
  %155 = shl i64 %lsr.iv365, 1
  %scevgep241 = getelementptr i8, ptr %.6.i.i, i64 %155
  %scevgep243 = getelementptr i8, ptr %scevgep241, i64 12
  store i16 %.98.i.us100.6, ptr %scevgep243, align 2, !noalias !258
  %.95.i.us99.7 = load i32, ptr %scevgep444, align 4, !noalias !242
  %.98.i.us100.7 = trunc i32 %.95.i.us99.7 to i16
  br label %B230.endif.us109.7

B230.endif.us109.thread8:                         ; preds = %B230.us94
  %156 = shl i64 %lsr.iv365, 1
  %scevgep423 = getelementptr i8, ptr %arg.a.0, i64 %156
  %scevgep428 = getelementptr i8, ptr %scevgep423, i64 14
  %.66.i.us103 = load i16, ptr %scevgep423, align 2, !noalias !242
  %scevgep408 = getelementptr i8, ptr %.6.i.i, i64 %156
  store i16 %.66.i.us103, ptr %scevgep408, align 2, !noalias !258
  %157 = shl i64 %lsr.iv365, 1
  %scevgep285 = getelementptr i8, ptr %arg.a.0, i64 %157
  %scevgep289 = getelementptr i8, ptr %scevgep285, i64 2
  %.66.i.us103.1 = load i16, ptr %scevgep289, align 2, !noalias !242
  %158 = shl i64 %lsr.iv365, 1
  %scevgep239 = getelementptr i8, ptr %.6.i.i, i64 %158
  %scevgep240 = getelementptr i8, ptr %scevgep239, i64 2
  store i16 %.66.i.us103.1, ptr %scevgep240, align 2, !noalias !258
  %scevgep283 = getelementptr i8, ptr %arg.a.0, i64 %158
  %scevgep284 = getelementptr i8, ptr %scevgep283, i64 4
  %.66.i.us103.2 = load i16, ptr %scevgep284, align 2, !noalias !242
  %159 = shl i64 %lsr.iv365, 1
  %scevgep236 = getelementptr i8, ptr %.6.i.i, i64 %159
  %scevgep237 = getelementptr i8, ptr %scevgep236, i64 4
  store i16 %.66.i.us103.2, ptr %scevgep237, align 2, !noalias !258
  %scevgep281 = getelementptr i8, ptr %arg.a.0, i64 %159
  %scevgep282 = getelementptr i8, ptr %scevgep281, i64 6
  %.66.i.us103.3 = load i16, ptr %scevgep282, align 2, !noalias !242
  %160 = shl i64 %lsr.iv365, 1
  %scevgep233 = getelementptr i8, ptr %.6.i.i, i64 %160
  %scevgep235 = getelementptr i8, ptr %scevgep233, i64 6
  store i16 %.66.i.us103.3, ptr %scevgep235, align 2, !noalias !258
  %scevgep279 = getelementptr i8, ptr %arg.a.0, i64 %160
  %scevgep280 = getelementptr i8, ptr %scevgep279, i64 8
  %.66.i.us103.4 = load i16, ptr %scevgep280, align 2, !noalias !242
  %161 = shl i64 %lsr.iv365, 1
  %scevgep231 = getelementptr i8, ptr %.6.i.i, i64 %161
  %scevgep232 = getelementptr i8, ptr %scevgep231, i64 8
  store i16 %.66.i.us103.4, ptr %scevgep232, align 2, !noalias !258
  %scevgep276 = getelementptr i8, ptr %arg.a.0, i64 %161
  %scevgep277 = getelementptr i8, ptr %scevgep276, i64 10
  %.66.i.us103.5 = load i16, ptr %scevgep277, align 2, !noalias !242
  %162 = shl i64 %lsr.iv365, 1
  %scevgep228 = getelementptr i8, ptr %.6.i.i, i64 %162
  %scevgep229 = getelementptr i8, ptr %scevgep228, i64 10
  store i16 %.66.i.us103.5, ptr %scevgep229, align 2, !noalias !258
  %scevgep273 = getelementptr i8, ptr %arg.a.0, i64 %162
  %scevgep275 = getelementptr i8, ptr %scevgep273, i64 12
  %.66.i.us103.6 = load i16, ptr %scevgep275, align 2, !noalias !242
  %163 = shl i64 %lsr.iv365, 1
  %scevgep225 = getelementptr i8, ptr %.6.i.i, i64 %163
  %scevgep227 = getelementptr i8, ptr %scevgep225, i64 12
  store i16 %.66.i.us103.6, ptr %scevgep227, align 2, !noalias !258
  %.66.i.us103.7 = load i16, ptr %scevgep428, align 2, !noalias !242
  br label %B230.endif.us109.7

B230.endif.us109.thread:                          ; preds = %B230.us94
  %scevgep409 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep410 = getelementptr i8, ptr %scevgep409, i64 7
  %.37.i.us107 = load i8, ptr %scevgep409, align 1, !noalias !242
  %.41.i.us108 = zext i8 %.37.i.us107 to i16
  %164 = shl i64 %lsr.iv365, 1
  %scevgep394 = getelementptr i8, ptr %.6.i.i, i64 %164
  store i16 %.41.i.us108, ptr %scevgep394, align 2, !noalias !258
  %scevgep271 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep272 = getelementptr i8, ptr %scevgep271, i64 1
  %.37.i.us107.1 = load i8, ptr %scevgep272, align 1, !noalias !242
  %.41.i.us108.1 = zext i8 %.37.i.us107.1 to i16
  %165 = shl i64 %lsr.iv365, 1
  %scevgep223 = getelementptr i8, ptr %.6.i.i, i64 %165
  %scevgep224 = getelementptr i8, ptr %scevgep223, i64 2
  store i16 %.41.i.us108.1, ptr %scevgep224, align 2, !noalias !258
  %scevgep268 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep269 = getelementptr i8, ptr %scevgep268, i64 2
  %.37.i.us107.2 = load i8, ptr %scevgep269, align 1, !noalias !242
  %.41.i.us108.2 = zext i8 %.37.i.us107.2 to i16
  %166 = shl i64 %lsr.iv365, 1
  %scevgep220 = getelementptr i8, ptr %.6.i.i, i64 %166
  %scevgep221 = getelementptr i8, ptr %scevgep220, i64 4
  store i16 %.41.i.us108.2, ptr %scevgep221, align 2, !noalias !258
  %scevgep265 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep267 = getelementptr i8, ptr %scevgep265, i64 3
  %.37.i.us107.3 = load i8, ptr %scevgep267, align 1, !noalias !242
  %.41.i.us108.3 = zext i8 %.37.i.us107.3 to i16
  %167 = shl i64 %lsr.iv365, 1
  %scevgep217 = getelementptr i8, ptr %.6.i.i, i64 %167
  %scevgep219 = getelementptr i8, ptr %scevgep217, i64 6
  store i16 %.41.i.us108.3, ptr %scevgep219, align 2, !noalias !258
  %scevgep263 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep264 = getelementptr i8, ptr %scevgep263, i64 4
  %.37.i.us107.4 = load i8, ptr %scevgep264, align 1, !noalias !242
  %.41.i.us108.4 = zext i8 %.37.i.us107.4 to i16
  %168 = shl i64 %lsr.iv365, 1
  %scevgep210 = getelementptr i8, ptr %.6.i.i, i64 %168
  %scevgep215 = getelementptr i8, ptr %scevgep210, i64 8
  store i16 %.41.i.us108.4, ptr %scevgep215, align 2, !noalias !258
  %scevgep260 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep261 = getelementptr i8, ptr %scevgep260, i64 5
  %.37.i.us107.5 = load i8, ptr %scevgep261, align 1, !noalias !242
  %.41.i.us108.5 = zext i8 %.37.i.us107.5 to i16
  %169 = shl i64 %lsr.iv365, 1
  %scevgep208 = getelementptr i8, ptr %.6.i.i, i64 %169
  %scevgep209 = getelementptr i8, ptr %scevgep208, i64 10
  store i16 %.41.i.us108.5, ptr %scevgep209, align 2, !noalias !258
  %scevgep257 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep259 = getelementptr i8, ptr %scevgep257, i64 6
  %.37.i.us107.6 = load i8, ptr %scevgep259, align 1, !noalias !242
  %.41.i.us108.6 = zext i8 %.37.i.us107.6 to i16
  %170 = shl i64 %lsr.iv365, 1
  %scevgep206 = getelementptr i8, ptr %.6.i.i, i64 %170
  %scevgep207 = getelementptr i8, ptr %scevgep206, i64 12
  store i16 %.41.i.us108.6, ptr %scevgep207, align 2, !noalias !258
  %.37.i.us107.7 = load i8, ptr %scevgep410, align 1, !noalias !242
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
  store i16 %.sink.i.us110.7, ptr %scevgep205, align 2, !noalias !258
  %lsr.iv.next366 = add i64 %lsr.iv365, 8
  %exitcond.not.us112.7 = icmp eq i64 %arg.a.1, %lsr.iv.next366
  br i1 %exitcond.not.us112.7, label %B296.endif.endif, label %B230.us94, !llvm.loop !300

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
  %.95.i.us119 = load i32, ptr %scevgep730, align 4, !noalias !242
  %scevgep530 = getelementptr i8, ptr %scevgep487, i64 %173
  store i32 %.95.i.us119, ptr %scevgep530, align 4, !noalias !258
  %174 = shl i64 %lsr.iv667, 2
  %scevgep399 = getelementptr i8, ptr %scevgep717, i64 %174
  %scevgep400 = getelementptr i8, ptr %scevgep399, i64 -24
  %.95.i.us119.1 = load i32, ptr %scevgep400, align 4, !noalias !242
  %175 = shl i64 %lsr.iv667, 2
  %scevgep360 = getelementptr i8, ptr %scevgep487, i64 %175
  %scevgep361 = getelementptr i8, ptr %scevgep360, i64 4
  store i32 %.95.i.us119.1, ptr %scevgep361, align 4, !noalias !258
  %scevgep397 = getelementptr i8, ptr %scevgep717, i64 %175
  %scevgep398 = getelementptr i8, ptr %scevgep397, i64 -20
  %.95.i.us119.2 = load i32, ptr %scevgep398, align 4, !noalias !242
  %176 = shl i64 %lsr.iv667, 2
  %scevgep358 = getelementptr i8, ptr %scevgep487, i64 %176
  %scevgep359 = getelementptr i8, ptr %scevgep358, i64 8
  store i32 %.95.i.us119.2, ptr %scevgep359, align 4, !noalias !258
  %scevgep393 = getelementptr i8, ptr %scevgep717, i64 %176
  %scevgep396 = getelementptr i8, ptr %scevgep393, i64 -16
  %.95.i.us119.3 = load i32, ptr %scevgep396, align 4, !noalias !242
  %177 = shl i64 %lsr.iv667, 2
  %scevgep356 = getelementptr i8, ptr %scevgep487, i64 %177
  %scevgep357 = getelementptr i8, ptr %scevgep356, i64 12
  store i32 %.95.i.us119.3, ptr %scevgep357, align 4, !noalias !258
  %scevgep391 = getelementptr i8, ptr %scevgep717, i64 %177
  %scevgep392 = getelementptr i8, ptr %scevgep391, i64 -12
  %.95.i.us119.4 = load i32, ptr %scevgep392, align 4, !noalias !242
  %178 = shl i64 %lsr.iv667, 2
  %scevgep354 = getelementptr i8, ptr %scevgep487, i64 %178
  %scevgep355 = getelementptr i8, ptr %scevgep354, i64 16
  store i32 %.95.i.us119.4, ptr %scevgep355, align 4, !noalias !258
  %scevgep389 = getelementptr i8, ptr %scevgep717, i64 %178
  %scevgep390 = getelementptr i8, ptr %scevgep389, i64 -8
  %.95.i.us119.5 = load i32, ptr %scevgep390, align 4, !noalias !242
  %179 = shl i64 %lsr.iv667, 2
  %scevgep352 = getelementptr i8, ptr %scevgep487, i64 %179
  %scevgep353 = getelementptr i8, ptr %scevgep352, i64 20
  store i32 %.95.i.us119.5, ptr %scevgep353, align 4, !noalias !258
  %scevgep387 = getelementptr i8, ptr %scevgep717, i64 %179
  %scevgep388 = getelementptr i8, ptr %scevgep387, i64 -4
  %.95.i.us119.6 = load i32, ptr %scevgep388, align 4, !noalias !242
  %180 = shl i64 %lsr.iv667, 2
  %scevgep350 = getelementptr i8, ptr %scevgep487, i64 %180
  %scevgep351 = getelementptr i8, ptr %scevgep350, i64 24
  store i32 %.95.i.us119.6, ptr %scevgep351, align 4, !noalias !258
  %.95.i.us119.7 = load i32, ptr %scevgep729, align 4, !noalias !242
  br label %B230.endif.us129.7

B230.endif.us129.thread85:                        ; preds = %B230.us114
  %181 = shl i64 %lsr.iv667, 1
  %scevgep713 = getelementptr i8, ptr %scevgep701, i64 %181
  %scevgep714 = getelementptr i8, ptr %scevgep713, i64 -14
  %.66.i.us123 = load i16, ptr %scevgep714, align 2, !noalias !242
  %.70.i.us124 = zext i16 %.66.i.us123 to i32
  %182 = shl i64 %lsr.iv667, 2
  %scevgep502 = getelementptr i8, ptr %scevgep487, i64 %182
  store i32 %.70.i.us124, ptr %scevgep502, align 4, !noalias !258
  %183 = shl i64 %lsr.iv667, 1
  %scevgep385 = getelementptr i8, ptr %scevgep701, i64 %183
  %scevgep386 = getelementptr i8, ptr %scevgep385, i64 -12
  %.66.i.us123.1 = load i16, ptr %scevgep386, align 2, !noalias !242
  %.70.i.us124.1 = zext i16 %.66.i.us123.1 to i32
  %184 = shl i64 %lsr.iv667, 2
  %scevgep348 = getelementptr i8, ptr %scevgep487, i64 %184
  %scevgep349 = getelementptr i8, ptr %scevgep348, i64 4
  store i32 %.70.i.us124.1, ptr %scevgep349, align 4, !noalias !258
  %185 = shl i64 %lsr.iv667, 1
  %scevgep383 = getelementptr i8, ptr %scevgep701, i64 %185
  %scevgep384 = getelementptr i8, ptr %scevgep383, i64 -10
  %.66.i.us123.2 = load i16, ptr %scevgep384, align 2, !noalias !242
  %.70.i.us124.2 = zext i16 %.66.i.us123.2 to i32
  %186 = shl i64 %lsr.iv667, 2
  %scevgep346 = getelementptr i8, ptr %scevgep487, i64 %186
  %scevgep347 = getelementptr i8, ptr %scevgep346, i64 8
  store i32 %.70.i.us124.2, ptr %scevgep347, align 4, !noalias !258
  %187 = shl i64 %lsr.iv667, 1
  %scevgep380 = getelementptr i8, ptr %scevgep701, i64 %187
  %scevgep382 = getelementptr i8, ptr %scevgep380, i64 -8
  %.66.i.us123.3 = load i16, ptr %scevgep382, align 2, !noalias !242
  %.70.i.us124.3 = zext i16 %.66.i.us123.3 to i32
  %188 = shl i64 %lsr.iv667, 2
  %scevgep344 = getelementptr i8, ptr %scevgep487, i64 %188
  %scevgep345 = getelementptr i8, ptr %scevgep344, i64 12
  store i32 %.70.i.us124.3, ptr %scevgep345, align 4, !noalias !258
  %189 = shl i64 %lsr.iv667, 1
  %scevgep378 = getelementptr i8, ptr %scevgep701, i64 %189
  %scevgep379 = getelementptr i8, ptr %scevgep378, i64 -6
  %.66.i.us123.4 = load i16, ptr %scevgep379, align 2, !noalias !242
  %.70.i.us124.4 = zext i16 %.66.i.us123.4 to i32
  %190 = shl i64 %lsr.iv667, 2
  %scevgep342 = getelementptr i8, ptr %scevgep487, i64 %190
  %scevgep343 = getelementptr i8, ptr %scevgep342, i64 16
  store i32 %.70.i.us124.4, ptr %scevgep343, align 4, !noalias !258
  %191 = shl i64 %lsr.iv667, 1
  %scevgep376 = getelementptr i8, ptr %scevgep701, i64 %191
  %scevgep377 = getelementptr i8, ptr %scevgep376, i64 -4
  %.66.i.us123.5 = load i16, ptr %scevgep377, align 2, !noalias !242
  %.70.i.us124.5 = zext i16 %.66.i.us123.5 to i32
  %192 = shl i64 %lsr.iv667, 2
  %scevgep340 = getelementptr i8, ptr %scevgep487, i64 %192
  %scevgep341 = getelementptr i8, ptr %scevgep340, i64 20
  store i32 %.70.i.us124.5, ptr %scevgep341, align 4, !noalias !258
  %193 = shl i64 %lsr.iv667, 1
  %scevgep374 = getelementptr i8, ptr %scevgep701, i64 %193
  %scevgep375 = getelementptr i8, ptr %scevgep374, i64 -2
  %.66.i.us123.6 = load i16, ptr %scevgep375, align 2, !noalias !242
  %.70.i.us124.6 = zext i16 %.66.i.us123.6 to i32
  %194 = shl i64 %lsr.iv667, 2
  %scevgep338 = getelementptr i8, ptr %scevgep487, i64 %194
  %scevgep339 = getelementptr i8, ptr %scevgep338, i64 24
  store i32 %.70.i.us124.6, ptr %scevgep339, align 4, !noalias !258
  %.66.i.us123.7 = load i16, ptr %scevgep713, align 2, !noalias !242
  %.70.i.us124.7 = zext i16 %.66.i.us123.7 to i32
  br label %B230.endif.us129.7

B230.endif.us129.thread:                          ; preds = %B230.us114
  %scevgep697 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep698 = getelementptr i8, ptr %scevgep697, i64 -7
  %.37.i.us127 = load i8, ptr %scevgep698, align 1, !noalias !242
  %.41.i.us128 = zext i8 %.37.i.us127 to i32
  %195 = shl i64 %lsr.iv667, 2
  %scevgep516 = getelementptr i8, ptr %scevgep487, i64 %195
  store i32 %.41.i.us128, ptr %scevgep516, align 4, !noalias !258
  %scevgep372 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep373 = getelementptr i8, ptr %scevgep372, i64 -6
  %.37.i.us127.1 = load i8, ptr %scevgep373, align 1, !noalias !242
  %.41.i.us128.1 = zext i8 %.37.i.us127.1 to i32
  %196 = shl i64 %lsr.iv667, 2
  %scevgep336 = getelementptr i8, ptr %scevgep487, i64 %196
  %scevgep337 = getelementptr i8, ptr %scevgep336, i64 4
  store i32 %.41.i.us128.1, ptr %scevgep337, align 4, !noalias !258
  %scevgep370 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep371 = getelementptr i8, ptr %scevgep370, i64 -5
  %.37.i.us127.2 = load i8, ptr %scevgep371, align 1, !noalias !242
  %.41.i.us128.2 = zext i8 %.37.i.us127.2 to i32
  %197 = shl i64 %lsr.iv667, 2
  %scevgep334 = getelementptr i8, ptr %scevgep487, i64 %197
  %scevgep335 = getelementptr i8, ptr %scevgep334, i64 8
  store i32 %.41.i.us128.2, ptr %scevgep335, align 4, !noalias !258
  %scevgep368 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep369 = getelementptr i8, ptr %scevgep368, i64 -4
  %.37.i.us127.3 = load i8, ptr %scevgep369, align 1, !noalias !242
  %.41.i.us128.3 = zext i8 %.37.i.us127.3 to i32
  %198 = shl i64 %lsr.iv667, 2
  %scevgep332 = getelementptr i8, ptr %scevgep487, i64 %198
  %scevgep333 = getelementptr i8, ptr %scevgep332, i64 12
  store i32 %.41.i.us128.3, ptr %scevgep333, align 4, !noalias !258
  %scevgep366 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep367 = getelementptr i8, ptr %scevgep366, i64 -3
  %.37.i.us127.4 = load i8, ptr %scevgep367, align 1, !noalias !242
  %.41.i.us128.4 = zext i8 %.37.i.us127.4 to i32
  %199 = shl i64 %lsr.iv667, 2
  %scevgep330 = getelementptr i8, ptr %scevgep487, i64 %199
  %scevgep331 = getelementptr i8, ptr %scevgep330, i64 16
  store i32 %.41.i.us128.4, ptr %scevgep331, align 4, !noalias !258
  %scevgep364 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep365 = getelementptr i8, ptr %scevgep364, i64 -2
  %.37.i.us127.5 = load i8, ptr %scevgep365, align 1, !noalias !242
  %.41.i.us128.5 = zext i8 %.37.i.us127.5 to i32
  %200 = shl i64 %lsr.iv667, 2
  %scevgep328 = getelementptr i8, ptr %scevgep487, i64 %200
  %scevgep329 = getelementptr i8, ptr %scevgep328, i64 20
  store i32 %.41.i.us128.5, ptr %scevgep329, align 4, !noalias !258
  %scevgep362 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep363 = getelementptr i8, ptr %scevgep362, i64 -1
  %.37.i.us127.6 = load i8, ptr %scevgep363, align 1, !noalias !242
  %.41.i.us128.6 = zext i8 %.37.i.us127.6 to i32
  %201 = shl i64 %lsr.iv667, 2
  %scevgep326 = getelementptr i8, ptr %scevgep487, i64 %201
  %scevgep327 = getelementptr i8, ptr %scevgep326, i64 24
  store i32 %.41.i.us128.6, ptr %scevgep327, align 4, !noalias !258
  %.37.i.us127.7 = load i8, ptr %scevgep697, align 1, !noalias !242
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
  store i32 %.sink.i.us130.7, ptr %scevgep325, align 4, !noalias !258
  %lsr.iv.next668 = add i64 %lsr.iv667, 8
  %exitcond.not.us132.7 = icmp eq i64 %48, %lsr.iv.next668
  br i1 %exitcond.not.us132.7, label %B296.endif.endif, label %B230.us114, !llvm.loop !301

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
  %.37.i31 = load i8, ptr %.36.i30, align 1, !noalias !302
  %.41.i32 = zext i8 %.37.i31 to i64
  br label %B354.endif.endif

B110.i25:                                         ; preds = %B354.endif
  %206 = shl nuw i64 %.459300304, 1
  %scevgep55 = getelementptr i8, ptr %arg.b.0, i64 %206
  %.66.i27 = load i16, ptr %scevgep55, align 2, !noalias !302
  %.70.i28 = zext i16 %.66.i27 to i64
  br label %B354.endif.endif

B184.i20:                                         ; preds = %B354.endif
  %207 = shl i64 %.459300304, 2
  %scevgep424 = getelementptr i8, ptr %arg.b.0, i64 %207
  %.95.i22 = load i32, ptr %scevgep424, align 4, !noalias !302
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
  store i8 %.41.i42, ptr %scevgep426, align 1, !noalias !305
  br label %B352.backedge

B116.i38:                                         ; preds = %B354.endif.endif
  %.72.i39 = trunc i64 %.sink.i24 to i16
  %208 = shl nuw i64 %.459300304, 1
  %scevgep54 = getelementptr i8, ptr %scevgep427, i64 %208
  store i16 %.72.i39, ptr %scevgep54, align 2, !noalias !305
  br label %B352.backedge

B196.i34:                                         ; preds = %B354.endif.endif
  %.103.i35 = trunc nuw i64 %.sink.i24 to i32
  %209 = shl i64 %.459300304, 2
  %scevgep430 = getelementptr i8, ptr %scevgep429, i64 %209
  store i32 %.103.i35, ptr %scevgep430, align 4, !noalias !305
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
  %.5 = load ptr, ptr @_ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v80B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE8UniTupleIxLi2EE, align 8
  %.6 = icmp eq ptr %.5, null
  br i1 %.6, label %.3.if, label %.3.endif, !prof !1

.3.if:                                            ; preds = %.3
  tail call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v80B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE8UniTupleIxLi2EE") #9
  ret ptr null

.3.endif:                                         ; preds = %.3
  %.12.unpack.unpack = load ptr, ptr %.1, align 8
  %.12.unpack.elt9 = getelementptr inbounds nuw i8, ptr %.1, i64 8
  %.12.unpack.unpack10 = load i64, ptr %.12.unpack.elt9, align 8
  %.12.unpack.elt11 = getelementptr inbounds nuw i8, ptr %.1, i64 16
  %.12.unpack.unpack12 = load i32, ptr %.12.unpack.elt11, align 8
  %.12.unpack.elt17 = getelementptr inbounds nuw i8, ptr %.1, i64 32
  %.12.unpack.unpack18 = load ptr, ptr %.12.unpack.elt17, align 8
  %.24 = tail call ptr @PyUnicode_FromKindAndData(i32 %.12.unpack.unpack12, ptr %.12.unpack.unpack, i64 %.12.unpack.unpack10) #9
  %.25 = tail call i64 @PyObject_Hash(ptr %.24) #9
  tail call void @NRT_decref(ptr %.12.unpack.unpack18) #9
  tail call void @NRT_Free(ptr nonnull %.1) #9
  %.28 = tail call ptr (i64, ...) @PyTuple_Pack(i64 1, ptr %.24) #9
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

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define linkonce_odr range(i32 0, 2) i32 @_ZN5numba7cpython7unicode8_strncpyB3v85B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex12unicode_typexx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr writeonly captures(none) %arg.dst.0, i64 %arg.dst.1, i32 %arg.dst.2, i32 %arg.dst.3, i64 %arg.dst.4, ptr readnone captures(none) %arg.dst.5, ptr readnone captures(none) %arg.dst.6, i64 %arg.dst_offset, ptr readonly captures(none) %arg.src.0, i64 %arg.src.1, i32 %arg.src.2, i32 %arg.src.3, i64 %arg.src.4, ptr readnone captures(none) %arg.src.5, ptr readnone captures(none) %arg.src.6, i64 %arg.src_offset, i64 %arg.n) local_unnamed_addr #8 {
B0:
  %.45 = icmp eq i32 %arg.src.2, %arg.dst.2
  br i1 %.45, label %B36, label %B172.endif

B36:                                              ; preds = %B0
  %0 = zext i32 %arg.src.2 to i64
  switch i32 %arg.src.2, label %B134.i [
    i32 1, label %B36.endif
    i32 2, label %B52.i
    i32 4, label %B78.i
    i32 0, label %B36.if.if
  ]

B52.i:                                            ; preds = %B36
  br label %B36.endif

B78.i:                                            ; preds = %B36
  br label %B36.endif

B134.i:                                           ; preds = %B36
  br label %B36.if.if

common.ret:                                       ; preds = %B204.endif, %B36.if.if, %B36.endif, %B282
  %common.ret.op = phi i32 [ 0, %B282 ], [ 0, %B36.endif ], [ 1, %B36.if.if ], [ 1, %B204.endif ]
  ret i32 %common.ret.op

B282:                                             ; preds = %B204.endif.us56.7, %B204.endif.us34.7, %B204.us.us73, %B204.us.us62, %B204.us.us, %B204.us.preheader, %B204.us.us.prol.loopexit, %vec.epilog.middle.block344, %middle.block331, %B204.us.us62.prol.loopexit, %vec.epilog.middle.block310, %middle.block297, %B204.us.us73.prol.loopexit, %vec.epilog.middle.block273, %middle.block260, %B204.us18.prol.loopexit, %vec.epilog.middle.block237, %middle.block217, %B204.us40.prol.loopexit, %vec.epilog.middle.block, %middle.block, %B172.endif
  store ptr null, ptr %retptr, align 8
  br label %common.ret

B36.endif:                                        ; preds = %B78.i, %B52.i, %B36
  %.54.0.ph = phi i64 [ %0, %B36 ], [ 4, %B78.i ], [ 2, %B52.i ]
  %.81 = mul nsw i64 %.54.0.ph, %arg.src_offset
  %.85 = mul nsw i64 %.54.0.ph, %arg.dst_offset
  %.89 = mul nsw i64 %.54.0.ph, %arg.n
  %.110 = getelementptr i8, ptr %arg.src.0, i64 %.81
  %.111 = getelementptr i8, ptr %arg.dst.0, i64 %.85
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.111, ptr align 1 %.110, i64 %.89, i1 false)
  store ptr null, ptr %retptr, align 8
  br label %common.ret

B36.if.if:                                        ; preds = %B134.i, %B36
  %excinfo.1.0 = phi ptr [ @.const.picklebuf.33f8de5b99d1069272de3ead277b8618163ba77f.11, %B134.i ], [ @.const.picklebuf.fca44b71ff508f4bd30283486c4a88de1eae38cb.12, %B36 ]
  store ptr %excinfo.1.0, ptr %excinfo, align 8
  br label %common.ret

B172.endif:                                       ; preds = %B0
  %.198154.not = icmp slt i64 %arg.n, 1
  br i1 %.198154.not, label %B282, label %B204.preheader

B204.preheader:                                   ; preds = %B172.endif
  switch i32 %arg.dst.2, label %B204.endif [
    i32 1, label %B204.preheader.split.us
    i32 2, label %iter.check182
    i32 4, label %iter.check
  ]

iter.check:                                       ; preds = %B204.preheader
  %invariant.gep = getelementptr i32, ptr %arg.dst.0, i64 %arg.dst_offset
  %min.iters.check = icmp samesign ult i64 %arg.n, 16
  br i1 %min.iters.check, label %B204.us40.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %1 = add i64 %arg.n, %arg.dst_offset
  %2 = shl i64 %1, 2
  %scevgep111 = getelementptr i8, ptr %arg.dst.0, i64 %2
  %scevgep112 = getelementptr i8, ptr %arg.src.0, i64 %arg.src_offset
  %3 = getelementptr i8, ptr %arg.src.0, i64 %arg.n
  %scevgep113 = getelementptr i8, ptr %3, i64 %arg.src_offset
  %4 = shl i64 %arg.src_offset, 1
  %scevgep114 = getelementptr i8, ptr %arg.src.0, i64 %4
  %5 = add i64 %arg.n, %arg.src_offset
  %6 = shl i64 %5, 1
  %scevgep115 = getelementptr i8, ptr %arg.src.0, i64 %6
  %7 = shl i64 %arg.src_offset, 2
  %scevgep116 = getelementptr i8, ptr %arg.src.0, i64 %7
  %8 = shl i64 %5, 2
  %scevgep117 = getelementptr i8, ptr %arg.src.0, i64 %8
  %bound0 = icmp ult ptr %invariant.gep, %scevgep113
  %bound1 = icmp ult ptr %scevgep112, %scevgep111
  %found.conflict = and i1 %bound0, %bound1
  %bound0118 = icmp ult ptr %invariant.gep, %scevgep115
  %bound1119 = icmp ult ptr %scevgep114, %scevgep111
  %found.conflict120 = and i1 %bound0118, %bound1119
  %conflict.rdx = or i1 %found.conflict, %found.conflict120
  %bound0121 = icmp ult ptr %invariant.gep, %scevgep117
  %bound1122 = icmp ult ptr %scevgep116, %scevgep111
  %found.conflict123 = and i1 %bound0121, %bound1122
  %conflict.rdx124 = or i1 %found.conflict123, %conflict.rdx
  br i1 %conflict.rdx124, label %B204.us40.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %const = bitcast i64 9223372036854775792 to i64
  %min.iters.check125 = icmp samesign ult i64 %arg.n, 64
  br i1 %min.iters.check125, label %vector.main.loop.iter.check.vec.epilog.ph_crit_edge, label %vector.ph

vector.main.loop.iter.check.vec.epilog.ph_crit_edge: ; preds = %vector.main.loop.iter.check
  %.pre175 = insertelement <16 x i32> poison, i32 %arg.src.2, i64 0
  %.pre176 = shufflevector <16 x i32> %.pre175, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %const_mat = add i64 %const, -48
  %n.vec = and i64 %arg.n, %const_mat
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %arg.src.2, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %9 = shl i64 %arg.dst_offset, 2
  %10 = getelementptr i8, ptr %arg.dst.0, i64 %9
  %scevgep708 = getelementptr i8, ptr %10, i64 192
  %scevgep716 = getelementptr i8, ptr %scevgep112, i64 48
  %scevgep721 = getelementptr i8, ptr %scevgep114, i64 96
  %scevgep729 = getelementptr i8, ptr %scevgep116, i64 192
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %11 = icmp eq i32 %arg.src.2, 1
  %12 = icmp eq i32 %arg.src.2, 2
  %13 = icmp eq i32 %arg.src.2, 4
  %14 = icmp eq <16 x i32> %broadcast.splat, splat (i32 4)
  %15 = icmp eq <16 x i32> %broadcast.splat, splat (i32 2)
  %16 = icmp eq <16 x i32> %broadcast.splat, splat (i32 1)
  %17 = shl i64 %index, 2
  %scevgep735 = getelementptr i8, ptr %scevgep729, i64 %17
  %scevgep736 = getelementptr i8, ptr %scevgep735, i64 -192
  %scevgep734 = getelementptr i8, ptr %scevgep735, i64 -128
  %scevgep732 = getelementptr i8, ptr %scevgep735, i64 -64
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep736, <16 x i1> %14, <16 x i32> poison), !alias.scope !309, !noalias !312
  %wide.masked.load126 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep734, <16 x i1> %14, <16 x i32> poison), !alias.scope !309, !noalias !312
  %wide.masked.load127 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep732, <16 x i1> %14, <16 x i32> poison), !alias.scope !309, !noalias !312
  %wide.masked.load128 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep735, <16 x i1> %14, <16 x i32> poison), !alias.scope !309, !noalias !312
  %18 = shl nuw i64 %index, 1
  %scevgep397 = getelementptr i8, ptr %scevgep721, i64 %18
  %19 = shl nuw i64 %index, 1
  %scevgep395 = getelementptr i8, ptr %scevgep721, i64 %19
  %scevgep396 = getelementptr i8, ptr %scevgep395, i64 -96
  %20 = shl nuw i64 %index, 1
  %scevgep391 = getelementptr i8, ptr %scevgep721, i64 %20
  %scevgep394 = getelementptr i8, ptr %scevgep391, i64 -64
  %21 = shl nuw i64 %index, 1
  %scevgep387 = getelementptr i8, ptr %scevgep721, i64 %21
  %scevgep388 = getelementptr i8, ptr %scevgep387, i64 -32
  %wide.masked.load129 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep396, <16 x i1> %15, <16 x i16> poison), !alias.scope !315, !noalias !312
  %wide.masked.load130 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep394, <16 x i1> %15, <16 x i16> poison), !alias.scope !315, !noalias !312
  %wide.masked.load131 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep388, <16 x i1> %15, <16 x i16> poison), !alias.scope !315, !noalias !312
  %wide.masked.load132 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep397, <16 x i1> %15, <16 x i16> poison), !alias.scope !315, !noalias !312
  %22 = zext <16 x i16> %wide.masked.load129 to <16 x i32>
  %23 = zext <16 x i16> %wide.masked.load130 to <16 x i32>
  %24 = zext <16 x i16> %wide.masked.load131 to <16 x i32>
  %25 = zext <16 x i16> %wide.masked.load132 to <16 x i32>
  %scevgep717 = getelementptr i8, ptr %scevgep716, i64 %index
  %scevgep718 = getelementptr i8, ptr %scevgep717, i64 -48
  %scevgep720 = getelementptr i8, ptr %scevgep717, i64 -32
  %scevgep719 = getelementptr i8, ptr %scevgep717, i64 -16
  %wide.masked.load133 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep718, <16 x i1> %16, <16 x i8> poison), !alias.scope !317, !noalias !312
  %wide.masked.load134 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep720, <16 x i1> %16, <16 x i8> poison), !alias.scope !317, !noalias !312
  %wide.masked.load135 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep719, <16 x i1> %16, <16 x i8> poison), !alias.scope !317, !noalias !312
  %wide.masked.load136 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep717, <16 x i1> %16, <16 x i8> poison), !alias.scope !317, !noalias !312
  %26 = zext <16 x i8> %wide.masked.load133 to <16 x i32>
  %27 = zext <16 x i8> %wide.masked.load134 to <16 x i32>
  %28 = zext <16 x i8> %wide.masked.load135 to <16 x i32>
  %29 = zext <16 x i8> %wide.masked.load136 to <16 x i32>
  %predphi = select i1 %11, <16 x i32> %26, <16 x i32> zeroinitializer
  %predphi137 = select i1 %12, <16 x i32> %22, <16 x i32> %predphi
  %predphi138 = select i1 %13, <16 x i32> %wide.masked.load, <16 x i32> %predphi137
  %predphi139 = select i1 %11, <16 x i32> %27, <16 x i32> zeroinitializer
  %predphi140 = select i1 %12, <16 x i32> %23, <16 x i32> %predphi139
  %predphi141 = select i1 %13, <16 x i32> %wide.masked.load126, <16 x i32> %predphi140
  %predphi142 = select i1 %11, <16 x i32> %28, <16 x i32> zeroinitializer
  %predphi143 = select i1 %12, <16 x i32> %24, <16 x i32> %predphi142
  %predphi144 = select i1 %13, <16 x i32> %wide.masked.load127, <16 x i32> %predphi143
  %predphi145 = select i1 %11, <16 x i32> %29, <16 x i32> zeroinitializer
  %predphi146 = select i1 %12, <16 x i32> %25, <16 x i32> %predphi145
  %predphi147 = select i1 %13, <16 x i32> %wide.masked.load128, <16 x i32> %predphi146
  %30 = shl i64 %index, 2
  %scevgep398 = getelementptr i8, ptr %scevgep708, i64 %30
  %scevgep401 = getelementptr i8, ptr %scevgep398, i64 -192
  %scevgep400 = getelementptr i8, ptr %scevgep398, i64 -128
  %scevgep399 = getelementptr i8, ptr %scevgep398, i64 -64
  store <16 x i32> %predphi138, ptr %scevgep401, align 4, !alias.scope !319, !noalias !321
  store <16 x i32> %predphi141, ptr %scevgep400, align 4, !alias.scope !319, !noalias !321
  store <16 x i32> %predphi144, ptr %scevgep399, align 4, !alias.scope !319, !noalias !321
  store <16 x i32> %predphi147, ptr %scevgep398, align 4, !alias.scope !319, !noalias !321
  %index.next = add nuw nsw i64 %index, 64
  %31 = icmp eq i64 %n.vec, %index.next
  br i1 %31, label %middle.block, label %vector.body, !llvm.loop !325

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.n, %n.vec
  br i1 %cmp.n, label %B282, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %32 = and i64 %arg.n, 48
  %min.epilog.iters.check = icmp eq i64 %32, 0
  br i1 %min.epilog.iters.check, label %B204.us40.preheader, label %vec.epilog.ph, !prof !256

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check.vec.epilog.ph_crit_edge
  %broadcast.splat151.pre-phi = phi <16 x i32> [ %.pre176, %vector.main.loop.iter.check.vec.epilog.ph_crit_edge ], [ %broadcast.splat, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check.vec.epilog.ph_crit_edge ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec149 = and i64 %arg.n, %const
  %33 = icmp eq <16 x i32> %broadcast.splat151.pre-phi, splat (i32 1)
  %34 = icmp eq <16 x i32> %broadcast.splat151.pre-phi, splat (i32 2)
  %35 = icmp eq <16 x i32> %broadcast.splat151.pre-phi, splat (i32 4)
  %.splat = shufflevector <16 x i1> %33, <16 x i1> poison, <16 x i32> zeroinitializer
  %.splat347 = shufflevector <16 x i1> %34, <16 x i1> poison, <16 x i32> zeroinitializer
  %.splat348 = shufflevector <16 x i1> %35, <16 x i1> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index152 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next159, %vec.epilog.vector.body ]
  %36 = icmp eq <16 x i32> %broadcast.splat151.pre-phi, splat (i32 4)
  %37 = icmp eq <16 x i32> %broadcast.splat151.pre-phi, splat (i32 2)
  %38 = icmp eq <16 x i32> %broadcast.splat151.pre-phi, splat (i32 1)
  %39 = shl i64 %index152, 2
  %scevgep707 = getelementptr i8, ptr %scevgep116, i64 %39
  %wide.masked.load153 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep707, <16 x i1> %36, <16 x i32> poison), !alias.scope !309, !noalias !312
  %40 = shl i64 %index152, 1
  %scevgep705 = getelementptr i8, ptr %scevgep114, i64 %40
  %wide.masked.load154 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep705, <16 x i1> %37, <16 x i16> poison), !alias.scope !315, !noalias !312
  %41 = zext <16 x i16> %wide.masked.load154 to <16 x i32>
  %scevgep703 = getelementptr i8, ptr %scevgep112, i64 %index152
  %wide.masked.load155 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep703, <16 x i1> %38, <16 x i8> poison), !alias.scope !317, !noalias !312
  %42 = zext <16 x i8> %wide.masked.load155 to <16 x i32>
  %predphi156 = select <16 x i1> %.splat, <16 x i32> %42, <16 x i32> zeroinitializer
  %predphi157 = select <16 x i1> %.splat347, <16 x i32> %41, <16 x i32> %predphi156
  %predphi158 = select <16 x i1> %.splat348, <16 x i32> %wide.masked.load153, <16 x i32> %predphi157
  %43 = shl i64 %index152, 2
  %scevgep386 = getelementptr i8, ptr %invariant.gep, i64 %43
  store <16 x i32> %predphi158, ptr %scevgep386, align 4, !alias.scope !319, !noalias !321
  %index.next159 = add nuw i64 %index152, 16
  %44 = icmp eq i64 %n.vec149, %index.next159
  br i1 %44, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !326

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n160 = icmp eq i64 %arg.n, %n.vec149
  br i1 %cmp.n160, label %B282, label %B204.us40.preheader

B204.us40.preheader:                              ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %vector.memcheck, %iter.check
  %.204152155.us41.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec149, %vec.epilog.middle.block ]
  %xtraiter = and i64 %arg.n, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B204.us40.prol.loopexit, label %B204.us40.prol.preheader

B204.us40.prol.preheader:                         ; preds = %B204.us40.preheader
  %45 = add i64 %.204152155.us41.ph, %arg.dst_offset
  %46 = shl i64 %45, 2
  %scevgep693 = getelementptr i8, ptr %arg.dst.0, i64 %46
  %47 = add i64 %.204152155.us41.ph, %arg.src_offset
  %scevgep695 = getelementptr i8, ptr %arg.src.0, i64 %47
  %48 = shl i64 %47, 1
  %scevgep697 = getelementptr i8, ptr %arg.src.0, i64 %48
  %49 = shl i64 %47, 2
  %scevgep699 = getelementptr i8, ptr %arg.src.0, i64 %49
  br label %B204.us40.prol

B204.us40.prol:                                   ; preds = %B204.endif.us56.prol, %B204.us40.prol.preheader
  %prol.iter = phi i64 [ %prol.iter.next, %B204.endif.us56.prol ], [ 0, %B204.us40.prol.preheader ]
  switch i32 %arg.src.2, label %B204.endif.us56.prol [
    i32 1, label %B36.i.us52.prol
    i32 2, label %B110.i.us48.prol
    i32 4, label %B184.i.us44.prol
  ]

B184.i.us44.prol:                                 ; preds = %B204.us40.prol
  %50 = shl nuw nsw i64 %prol.iter, 2
  %scevgep384 = getelementptr i8, ptr %scevgep699, i64 %50
  %.95.i.us46.prol = load i32, ptr %scevgep384, align 4, !noalias !312
  br label %B204.endif.us56.prol

B110.i.us48.prol:                                 ; preds = %B204.us40.prol
  %51 = shl nuw nsw i64 %prol.iter, 1
  %scevgep383 = getelementptr i8, ptr %scevgep697, i64 %51
  %.66.i.us50.prol = load i16, ptr %scevgep383, align 2, !noalias !312
  %.70.i.us51.prol = zext i16 %.66.i.us50.prol to i32
  br label %B204.endif.us56.prol

B36.i.us52.prol:                                  ; preds = %B204.us40.prol
  %scevgep696 = getelementptr i8, ptr %scevgep695, i64 %prol.iter
  %.37.i.us54.prol = load i8, ptr %scevgep696, align 1, !noalias !312
  %.41.i.us55.prol = zext i8 %.37.i.us54.prol to i32
  br label %B204.endif.us56.prol

B204.endif.us56.prol:                             ; preds = %B36.i.us52.prol, %B110.i.us48.prol, %B184.i.us44.prol, %B204.us40.prol
  %.sink.i.us57.prol = phi i32 [ %.41.i.us55.prol, %B36.i.us52.prol ], [ %.95.i.us46.prol, %B184.i.us44.prol ], [ %.70.i.us51.prol, %B110.i.us48.prol ], [ 0, %B204.us40.prol ]
  %52 = shl nuw nsw i64 %prol.iter, 2
  %scevgep382 = getelementptr i8, ptr %scevgep693, i64 %52
  store i32 %.sink.i.us57.prol, ptr %scevgep382, align 4, !noalias !327
  %prol.iter.next = add nuw nsw i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %xtraiter, %prol.iter.next
  br i1 %prol.iter.cmp.not, label %B204.us40.prol.loopexit, label %B204.us40.prol, !llvm.loop !328

B204.us40.prol.loopexit:                          ; preds = %B204.endif.us56.prol, %B204.us40.preheader
  %53 = sub nsw i64 %.204152155.us41.ph, %arg.n
  %54 = icmp ugt i64 %53, -8
  br i1 %54, label %B282, label %B204.us40.preheader375

B204.us40.preheader375:                           ; preds = %B204.us40.prol.loopexit
  %const402 = bitcast i64 9223372036854775792 to i64
  %55 = add i64 %xtraiter, %arg.dst_offset
  %56 = shl i64 %55, 2
  %scevgep385 = getelementptr i8, ptr %arg.dst.0, i64 %56
  %const_mat403 = add i64 %const402, 8
  %57 = and i64 %arg.n, %const_mat403
  %58 = getelementptr i8, ptr %arg.src.0, i64 %arg.src_offset
  %59 = getelementptr i8, ptr %58, i64 %xtraiter
  %scevgep450 = getelementptr i8, ptr %59, i64 7
  %60 = add i64 %xtraiter, %arg.src_offset
  %61 = shl i64 %60, 1
  %62 = getelementptr i8, ptr %arg.src.0, i64 %61
  %scevgep473 = getelementptr i8, ptr %62, i64 14
  %63 = shl i64 %60, 2
  %64 = getelementptr i8, ptr %arg.src.0, i64 %63
  %scevgep491 = getelementptr i8, ptr %64, i64 28
  br label %B204.us40

iter.check182:                                    ; preds = %B204.preheader
  %invariant.gep93 = getelementptr i16, ptr %arg.dst.0, i64 %arg.dst_offset
  %min.iters.check180 = icmp samesign ult i64 %arg.n, 16
  br i1 %min.iters.check180, label %B204.us18.preheader, label %vector.memcheck161

vector.memcheck161:                               ; preds = %iter.check182
  %65 = add i64 %arg.n, %arg.dst_offset
  %66 = shl i64 %65, 1
  %scevgep162 = getelementptr i8, ptr %arg.dst.0, i64 %66
  %scevgep163 = getelementptr i8, ptr %arg.src.0, i64 %arg.src_offset
  %67 = getelementptr i8, ptr %arg.src.0, i64 %arg.n
  %scevgep164 = getelementptr i8, ptr %67, i64 %arg.src_offset
  %68 = shl i64 %arg.src_offset, 1
  %scevgep165 = getelementptr i8, ptr %arg.src.0, i64 %68
  %69 = add i64 %arg.n, %arg.src_offset
  %70 = shl i64 %69, 1
  %scevgep166 = getelementptr i8, ptr %arg.src.0, i64 %70
  %71 = shl i64 %arg.src_offset, 2
  %scevgep167 = getelementptr i8, ptr %arg.src.0, i64 %71
  %72 = shl i64 %69, 2
  %scevgep168 = getelementptr i8, ptr %arg.src.0, i64 %72
  %bound0169 = icmp ult ptr %invariant.gep93, %scevgep164
  %bound1170 = icmp ult ptr %scevgep163, %scevgep162
  %found.conflict171 = and i1 %bound0169, %bound1170
  %bound0172 = icmp ult ptr %invariant.gep93, %scevgep166
  %bound1173 = icmp ult ptr %scevgep165, %scevgep162
  %found.conflict174 = and i1 %bound0172, %bound1173
  %conflict.rdx175 = or i1 %found.conflict171, %found.conflict174
  %bound0176 = icmp ult ptr %invariant.gep93, %scevgep168
  %bound1177 = icmp ult ptr %scevgep167, %scevgep162
  %found.conflict178 = and i1 %bound0176, %bound1177
  %conflict.rdx179 = or i1 %found.conflict178, %conflict.rdx175
  br i1 %conflict.rdx179, label %B204.us18.preheader, label %vector.main.loop.iter.check184

vector.main.loop.iter.check184:                   ; preds = %vector.memcheck161
  %const404 = bitcast i64 9223372036854775792 to i64
  %min.iters.check183 = icmp samesign ult i64 %arg.n, 64
  br i1 %min.iters.check183, label %vector.main.loop.iter.check184.vec.epilog.ph223_crit_edge, label %vector.ph185

vector.main.loop.iter.check184.vec.epilog.ph223_crit_edge: ; preds = %vector.main.loop.iter.check184
  %.pre = insertelement <16 x i32> poison, i32 %arg.src.2, i64 0
  %.pre174 = shufflevector <16 x i32> %.pre, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.ph223

vector.ph185:                                     ; preds = %vector.main.loop.iter.check184
  %const_mat405 = add i64 %const404, -48
  %n.vec187 = and i64 %arg.n, %const_mat405
  %broadcast.splatinsert188 = insertelement <16 x i32> poison, i32 %arg.src.2, i64 0
  %broadcast.splat189 = shufflevector <16 x i32> %broadcast.splatinsert188, <16 x i32> poison, <16 x i32> zeroinitializer
  %73 = shl i64 %arg.dst_offset, 1
  %74 = getelementptr i8, ptr %arg.dst.0, i64 %73
  %scevgep598 = getelementptr i8, ptr %74, i64 96
  %scevgep606 = getelementptr i8, ptr %scevgep163, i64 48
  %scevgep611 = getelementptr i8, ptr %scevgep165, i64 96
  %scevgep619 = getelementptr i8, ptr %scevgep167, i64 192
  br label %vector.body190

vector.body190:                                   ; preds = %vector.body190, %vector.ph185
  %index191 = phi i64 [ 0, %vector.ph185 ], [ %index.next216, %vector.body190 ]
  %75 = icmp eq i32 %arg.src.2, 1
  %76 = icmp eq i32 %arg.src.2, 2
  %77 = icmp eq i32 %arg.src.2, 4
  %78 = icmp eq <16 x i32> %broadcast.splat189, splat (i32 4)
  %79 = icmp eq <16 x i32> %broadcast.splat189, splat (i32 2)
  %80 = icmp eq <16 x i32> %broadcast.splat189, splat (i32 1)
  %81 = shl i64 %index191, 2
  %scevgep625 = getelementptr i8, ptr %scevgep619, i64 %81
  %scevgep626 = getelementptr i8, ptr %scevgep625, i64 -192
  %scevgep624 = getelementptr i8, ptr %scevgep625, i64 -128
  %scevgep622 = getelementptr i8, ptr %scevgep625, i64 -64
  %wide.masked.load192 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep626, <16 x i1> %78, <16 x i32> poison), !alias.scope !329, !noalias !312
  %wide.masked.load193 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep624, <16 x i1> %78, <16 x i32> poison), !alias.scope !329, !noalias !312
  %wide.masked.load194 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep622, <16 x i1> %78, <16 x i32> poison), !alias.scope !329, !noalias !312
  %wide.masked.load195 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep625, <16 x i1> %78, <16 x i32> poison), !alias.scope !329, !noalias !312
  %82 = trunc <16 x i32> %wide.masked.load192 to <16 x i16>
  %83 = trunc <16 x i32> %wide.masked.load193 to <16 x i16>
  %84 = trunc <16 x i32> %wide.masked.load194 to <16 x i16>
  %85 = trunc <16 x i32> %wide.masked.load195 to <16 x i16>
  %86 = shl nuw i64 %index191, 1
  %scevgep294 = getelementptr i8, ptr %scevgep611, i64 %86
  %87 = shl nuw i64 %index191, 1
  %scevgep291 = getelementptr i8, ptr %scevgep611, i64 %87
  %scevgep292 = getelementptr i8, ptr %scevgep291, i64 -96
  %88 = shl nuw i64 %index191, 1
  %scevgep289 = getelementptr i8, ptr %scevgep611, i64 %88
  %scevgep290 = getelementptr i8, ptr %scevgep289, i64 -64
  %89 = shl nuw i64 %index191, 1
  %scevgep287 = getelementptr i8, ptr %scevgep611, i64 %89
  %scevgep288 = getelementptr i8, ptr %scevgep287, i64 -32
  %wide.masked.load196 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep292, <16 x i1> %79, <16 x i16> poison), !alias.scope !332, !noalias !312
  %wide.masked.load197 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep290, <16 x i1> %79, <16 x i16> poison), !alias.scope !332, !noalias !312
  %wide.masked.load198 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep288, <16 x i1> %79, <16 x i16> poison), !alias.scope !332, !noalias !312
  %wide.masked.load199 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep294, <16 x i1> %79, <16 x i16> poison), !alias.scope !332, !noalias !312
  %scevgep607 = getelementptr i8, ptr %scevgep606, i64 %index191
  %scevgep608 = getelementptr i8, ptr %scevgep607, i64 -48
  %scevgep610 = getelementptr i8, ptr %scevgep607, i64 -32
  %scevgep609 = getelementptr i8, ptr %scevgep607, i64 -16
  %wide.masked.load200 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep608, <16 x i1> %80, <16 x i8> poison), !alias.scope !334, !noalias !312
  %wide.masked.load201 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep610, <16 x i1> %80, <16 x i8> poison), !alias.scope !334, !noalias !312
  %wide.masked.load202 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep609, <16 x i1> %80, <16 x i8> poison), !alias.scope !334, !noalias !312
  %wide.masked.load203 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep607, <16 x i1> %80, <16 x i8> poison), !alias.scope !334, !noalias !312
  %90 = zext <16 x i8> %wide.masked.load200 to <16 x i16>
  %91 = zext <16 x i8> %wide.masked.load201 to <16 x i16>
  %92 = zext <16 x i8> %wide.masked.load202 to <16 x i16>
  %93 = zext <16 x i8> %wide.masked.load203 to <16 x i16>
  %predphi204 = select i1 %75, <16 x i16> %90, <16 x i16> zeroinitializer
  %predphi205 = select i1 %76, <16 x i16> %wide.masked.load196, <16 x i16> %predphi204
  %predphi206 = select i1 %77, <16 x i16> %82, <16 x i16> %predphi205
  %predphi207 = select i1 %75, <16 x i16> %91, <16 x i16> zeroinitializer
  %predphi208 = select i1 %76, <16 x i16> %wide.masked.load197, <16 x i16> %predphi207
  %predphi209 = select i1 %77, <16 x i16> %83, <16 x i16> %predphi208
  %predphi210 = select i1 %75, <16 x i16> %92, <16 x i16> zeroinitializer
  %predphi211 = select i1 %76, <16 x i16> %wide.masked.load198, <16 x i16> %predphi210
  %predphi212 = select i1 %77, <16 x i16> %84, <16 x i16> %predphi211
  %predphi213 = select i1 %75, <16 x i16> %93, <16 x i16> zeroinitializer
  %predphi214 = select i1 %76, <16 x i16> %wide.masked.load199, <16 x i16> %predphi213
  %predphi215 = select i1 %77, <16 x i16> %85, <16 x i16> %predphi214
  %94 = shl nuw i64 %index191, 1
  %scevgep286 = getelementptr i8, ptr %scevgep598, i64 %94
  %95 = shl nuw i64 %index191, 1
  %scevgep284 = getelementptr i8, ptr %scevgep598, i64 %95
  %scevgep285 = getelementptr i8, ptr %scevgep284, i64 -96
  %96 = shl nuw i64 %index191, 1
  %scevgep282 = getelementptr i8, ptr %scevgep598, i64 %96
  %scevgep283 = getelementptr i8, ptr %scevgep282, i64 -64
  %97 = shl nuw i64 %index191, 1
  %scevgep280 = getelementptr i8, ptr %scevgep598, i64 %97
  %scevgep281 = getelementptr i8, ptr %scevgep280, i64 -32
  store <16 x i16> %predphi206, ptr %scevgep285, align 2, !alias.scope !336, !noalias !338
  store <16 x i16> %predphi209, ptr %scevgep283, align 2, !alias.scope !336, !noalias !338
  store <16 x i16> %predphi212, ptr %scevgep281, align 2, !alias.scope !336, !noalias !338
  store <16 x i16> %predphi215, ptr %scevgep286, align 2, !alias.scope !336, !noalias !338
  %index.next216 = add nuw nsw i64 %index191, 64
  %98 = icmp eq i64 %n.vec187, %index.next216
  br i1 %98, label %middle.block217, label %vector.body190, !llvm.loop !339

middle.block217:                                  ; preds = %vector.body190
  %cmp.n218 = icmp eq i64 %arg.n, %n.vec187
  br i1 %cmp.n218, label %B282, label %vec.epilog.iter.check221

vec.epilog.iter.check221:                         ; preds = %middle.block217
  %99 = and i64 %arg.n, 48
  %min.epilog.iters.check222 = icmp eq i64 %99, 0
  br i1 %min.epilog.iters.check222, label %B204.us18.preheader, label %vec.epilog.ph223, !prof !256

vec.epilog.ph223:                                 ; preds = %vec.epilog.iter.check221, %vector.main.loop.iter.check184.vec.epilog.ph223_crit_edge
  %broadcast.splat227.pre-phi = phi <16 x i32> [ %.pre174, %vector.main.loop.iter.check184.vec.epilog.ph223_crit_edge ], [ %broadcast.splat189, %vec.epilog.iter.check221 ]
  %vec.epilog.resume.val219 = phi i64 [ 0, %vector.main.loop.iter.check184.vec.epilog.ph223_crit_edge ], [ %n.vec187, %vec.epilog.iter.check221 ]
  %n.vec225 = and i64 %arg.n, %const404
  %100 = icmp eq <16 x i32> %broadcast.splat227.pre-phi, splat (i32 1)
  %101 = icmp eq <16 x i32> %broadcast.splat227.pre-phi, splat (i32 2)
  %102 = icmp eq <16 x i32> %broadcast.splat227.pre-phi, splat (i32 4)
  %.splat349 = shufflevector <16 x i1> %100, <16 x i1> poison, <16 x i32> zeroinitializer
  %.splat350 = shufflevector <16 x i1> %101, <16 x i1> poison, <16 x i32> zeroinitializer
  %.splat351 = shufflevector <16 x i1> %102, <16 x i1> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.vector.body228

vec.epilog.vector.body228:                        ; preds = %vec.epilog.vector.body228, %vec.epilog.ph223
  %index229 = phi i64 [ %vec.epilog.resume.val219, %vec.epilog.ph223 ], [ %index.next236, %vec.epilog.vector.body228 ]
  %103 = icmp eq <16 x i32> %broadcast.splat227.pre-phi, splat (i32 4)
  %104 = icmp eq <16 x i32> %broadcast.splat227.pre-phi, splat (i32 2)
  %105 = icmp eq <16 x i32> %broadcast.splat227.pre-phi, splat (i32 1)
  %106 = shl i64 %index229, 2
  %scevgep597 = getelementptr i8, ptr %scevgep167, i64 %106
  %wide.masked.load230 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep597, <16 x i1> %103, <16 x i32> poison), !alias.scope !329, !noalias !312
  %107 = trunc <16 x i32> %wide.masked.load230 to <16 x i16>
  %108 = shl i64 %index229, 1
  %scevgep595 = getelementptr i8, ptr %scevgep165, i64 %108
  %wide.masked.load231 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep595, <16 x i1> %104, <16 x i16> poison), !alias.scope !332, !noalias !312
  %scevgep593 = getelementptr i8, ptr %scevgep163, i64 %index229
  %wide.masked.load232 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep593, <16 x i1> %105, <16 x i8> poison), !alias.scope !334, !noalias !312
  %109 = zext <16 x i8> %wide.masked.load232 to <16 x i16>
  %predphi233 = select <16 x i1> %.splat349, <16 x i16> %109, <16 x i16> zeroinitializer
  %predphi234 = select <16 x i1> %.splat350, <16 x i16> %wide.masked.load231, <16 x i16> %predphi233
  %predphi235 = select <16 x i1> %.splat351, <16 x i16> %107, <16 x i16> %predphi234
  %110 = shl i64 %index229, 1
  %scevgep279 = getelementptr i8, ptr %invariant.gep93, i64 %110
  store <16 x i16> %predphi235, ptr %scevgep279, align 2, !alias.scope !336, !noalias !338
  %index.next236 = add nuw i64 %index229, 16
  %111 = icmp eq i64 %n.vec225, %index.next236
  br i1 %111, label %vec.epilog.middle.block237, label %vec.epilog.vector.body228, !llvm.loop !340

vec.epilog.middle.block237:                       ; preds = %vec.epilog.vector.body228
  %cmp.n238 = icmp eq i64 %arg.n, %n.vec225
  br i1 %cmp.n238, label %B282, label %B204.us18.preheader

B204.us18.preheader:                              ; preds = %vec.epilog.middle.block237, %vec.epilog.iter.check221, %vector.memcheck161, %iter.check182
  %.204152155.us19.ph = phi i64 [ 0, %iter.check182 ], [ 0, %vector.memcheck161 ], [ %n.vec187, %vec.epilog.iter.check221 ], [ %n.vec225, %vec.epilog.middle.block237 ]
  %xtraiter356 = and i64 %arg.n, 7
  %lcmp.mod357.not = icmp eq i64 %xtraiter356, 0
  br i1 %lcmp.mod357.not, label %B204.us18.prol.loopexit, label %B204.us18.prol.preheader

B204.us18.prol.preheader:                         ; preds = %B204.us18.preheader
  %112 = add i64 %.204152155.us19.ph, %arg.dst_offset
  %113 = shl i64 %112, 1
  %scevgep583 = getelementptr i8, ptr %arg.dst.0, i64 %113
  %114 = add i64 %.204152155.us19.ph, %arg.src_offset
  %scevgep585 = getelementptr i8, ptr %arg.src.0, i64 %114
  %115 = shl i64 %114, 1
  %scevgep587 = getelementptr i8, ptr %arg.src.0, i64 %115
  %116 = shl i64 %114, 2
  %scevgep589 = getelementptr i8, ptr %arg.src.0, i64 %116
  br label %B204.us18.prol

B204.us18.prol:                                   ; preds = %B204.endif.us34.prol, %B204.us18.prol.preheader
  %prol.iter358 = phi i64 [ %prol.iter358.next, %B204.endif.us34.prol ], [ 0, %B204.us18.prol.preheader ]
  switch i32 %arg.src.2, label %B204.endif.us34.prol [
    i32 1, label %B36.i.us30.prol
    i32 2, label %B110.i.us26.prol
    i32 4, label %B184.i.us22.prol
  ]

B184.i.us22.prol:                                 ; preds = %B204.us18.prol
  %117 = shl nuw nsw i64 %prol.iter358, 2
  %scevgep275 = getelementptr i8, ptr %scevgep589, i64 %117
  %.95.i.us24.prol = load i32, ptr %scevgep275, align 4, !noalias !312
  %.98.i.us25.prol = trunc i32 %.95.i.us24.prol to i16
  br label %B204.endif.us34.prol

B110.i.us26.prol:                                 ; preds = %B204.us18.prol
  %118 = shl nuw nsw i64 %prol.iter358, 1
  %scevgep274 = getelementptr i8, ptr %scevgep587, i64 %118
  %.66.i.us28.prol = load i16, ptr %scevgep274, align 2, !noalias !312
  br label %B204.endif.us34.prol

B36.i.us30.prol:                                  ; preds = %B204.us18.prol
  %scevgep586 = getelementptr i8, ptr %scevgep585, i64 %prol.iter358
  %.37.i.us32.prol = load i8, ptr %scevgep586, align 1, !noalias !312
  %.41.i.us33.prol = zext i8 %.37.i.us32.prol to i16
  br label %B204.endif.us34.prol

B204.endif.us34.prol:                             ; preds = %B36.i.us30.prol, %B110.i.us26.prol, %B184.i.us22.prol, %B204.us18.prol
  %.sink.i.us35.prol = phi i16 [ %.41.i.us33.prol, %B36.i.us30.prol ], [ %.98.i.us25.prol, %B184.i.us22.prol ], [ %.66.i.us28.prol, %B110.i.us26.prol ], [ 0, %B204.us18.prol ]
  %119 = shl nuw nsw i64 %prol.iter358, 1
  %scevgep273 = getelementptr i8, ptr %scevgep583, i64 %119
  store i16 %.sink.i.us35.prol, ptr %scevgep273, align 2, !noalias !327
  %prol.iter358.next = add nuw nsw i64 %prol.iter358, 1
  %prol.iter358.cmp.not = icmp eq i64 %xtraiter356, %prol.iter358.next
  br i1 %prol.iter358.cmp.not, label %B204.us18.prol.loopexit, label %B204.us18.prol, !llvm.loop !341

B204.us18.prol.loopexit:                          ; preds = %B204.endif.us34.prol, %B204.us18.preheader
  %120 = sub nsw i64 %.204152155.us19.ph, %arg.n
  %121 = icmp ugt i64 %120, -8
  br i1 %121, label %B282, label %B204.us18.preheader373

B204.us18.preheader373:                           ; preds = %B204.us18.prol.loopexit
  %const406 = bitcast i64 9223372036854775792 to i64
  %122 = add i64 %xtraiter356, %arg.dst_offset
  %123 = shl i64 %122, 1
  %scevgep276 = getelementptr i8, ptr %arg.dst.0, i64 %123
  %const_mat407 = add i64 %const406, 8
  %124 = and i64 %arg.n, %const_mat407
  %125 = getelementptr i8, ptr %arg.src.0, i64 %arg.src_offset
  %126 = getelementptr i8, ptr %125, i64 %xtraiter356
  %scevgep321 = getelementptr i8, ptr %126, i64 7
  %127 = add i64 %xtraiter356, %arg.src_offset
  %128 = shl i64 %127, 1
  %129 = getelementptr i8, ptr %arg.src.0, i64 %128
  %scevgep336 = getelementptr i8, ptr %129, i64 14
  %130 = shl i64 %127, 2
  %131 = getelementptr i8, ptr %arg.src.0, i64 %130
  %scevgep351 = getelementptr i8, ptr %131, i64 28
  br label %B204.us18

B204.preheader.split.us:                          ; preds = %B204.preheader
  switch i32 %arg.src.2, label %B204.us.preheader [
    i32 1, label %iter.check318
    i32 2, label %iter.check284
    i32 4, label %iter.check248
  ]

iter.check248:                                    ; preds = %B204.preheader.split.us
  %invariant.gep95 = getelementptr i32, ptr %arg.src.0, i64 %arg.src_offset
  %invariant.gep97 = getelementptr i8, ptr %arg.dst.0, i64 %arg.dst_offset
  %min.iters.check246 = icmp samesign ult i64 %arg.n, 8
  br i1 %min.iters.check246, label %B204.us.us73.preheader, label %vector.memcheck240

vector.memcheck240:                               ; preds = %iter.check248
  %132 = getelementptr i8, ptr %arg.dst.0, i64 %arg.n
  %scevgep241 = getelementptr i8, ptr %132, i64 %arg.dst_offset
  %133 = add i64 %arg.n, %arg.src_offset
  %134 = shl i64 %133, 2
  %scevgep242 = getelementptr i8, ptr %arg.src.0, i64 %134
  %bound0243 = icmp ult ptr %invariant.gep97, %scevgep242
  %bound1244 = icmp ult ptr %invariant.gep95, %scevgep241
  %found.conflict245 = and i1 %bound1244, %bound0243
  br i1 %found.conflict245, label %B204.us.us73.preheader, label %vector.main.loop.iter.check250

vector.main.loop.iter.check250:                   ; preds = %vector.memcheck240
  %const408 = bitcast i64 9223372036854775792 to i64
  %min.iters.check249 = icmp samesign ult i64 %arg.n, 64
  br i1 %min.iters.check249, label %vec.epilog.ph266, label %vector.ph251

vector.ph251:                                     ; preds = %vector.main.loop.iter.check250
  %const_mat409 = add i64 %const408, -48
  %n.vec253 = and i64 %arg.n, %const_mat409
  %135 = shl i64 %arg.src_offset, 2
  %136 = getelementptr i8, ptr %arg.src.0, i64 %135
  %scevgep509 = getelementptr i8, ptr %136, i64 192
  %137 = add i64 %arg.dst_offset, 48
  %scevgep174 = getelementptr i8, ptr %arg.dst.0, i64 %137
  br label %vector.body254

vector.body254:                                   ; preds = %vector.body254, %vector.ph251
  %index255 = phi i64 [ 0, %vector.ph251 ], [ %index.next259, %vector.body254 ]
  %138 = shl i64 %index255, 2
  %scevgep515 = getelementptr i8, ptr %scevgep509, i64 %138
  %scevgep516 = getelementptr i8, ptr %scevgep515, i64 -192
  %scevgep514 = getelementptr i8, ptr %scevgep515, i64 -128
  %scevgep512 = getelementptr i8, ptr %scevgep515, i64 -64
  %wide.load = load <16 x i32>, ptr %scevgep516, align 4, !alias.scope !342, !noalias !312
  %wide.load256 = load <16 x i32>, ptr %scevgep514, align 4, !alias.scope !342, !noalias !312
  %wide.load257 = load <16 x i32>, ptr %scevgep512, align 4, !alias.scope !342, !noalias !312
  %wide.load258 = load <16 x i32>, ptr %scevgep515, align 4, !alias.scope !342, !noalias !312
  %139 = trunc <16 x i32> %wide.load to <16 x i8>
  %140 = trunc <16 x i32> %wide.load256 to <16 x i8>
  %141 = trunc <16 x i32> %wide.load257 to <16 x i8>
  %142 = trunc <16 x i32> %wide.load258 to <16 x i8>
  %scevgep180 = getelementptr i8, ptr %scevgep174, i64 %index255
  %scevgep181 = getelementptr i8, ptr %scevgep180, i64 -48
  store <16 x i8> %139, ptr %scevgep181, align 1, !alias.scope !345, !noalias !347
  %scevgep178 = getelementptr i8, ptr %scevgep174, i64 %index255
  %scevgep179 = getelementptr i8, ptr %scevgep178, i64 -32
  store <16 x i8> %140, ptr %scevgep179, align 1, !alias.scope !345, !noalias !347
  %scevgep176 = getelementptr i8, ptr %scevgep174, i64 %index255
  %scevgep177 = getelementptr i8, ptr %scevgep176, i64 -16
  store <16 x i8> %141, ptr %scevgep177, align 1, !alias.scope !345, !noalias !347
  %scevgep175 = getelementptr i8, ptr %scevgep174, i64 %index255
  store <16 x i8> %142, ptr %scevgep175, align 1, !alias.scope !345, !noalias !347
  %index.next259 = add nuw nsw i64 %index255, 64
  %143 = icmp eq i64 %n.vec253, %index.next259
  br i1 %143, label %middle.block260, label %vector.body254, !llvm.loop !348

middle.block260:                                  ; preds = %vector.body254
  %cmp.n261 = icmp eq i64 %arg.n, %n.vec253
  br i1 %cmp.n261, label %B282, label %vec.epilog.iter.check264

vec.epilog.iter.check264:                         ; preds = %middle.block260
  %144 = and i64 %arg.n, 56
  %min.epilog.iters.check265 = icmp eq i64 %144, 0
  br i1 %min.epilog.iters.check265, label %B204.us.us73.preheader, label %vec.epilog.ph266, !prof !280

vec.epilog.ph266:                                 ; preds = %vec.epilog.iter.check264, %vector.main.loop.iter.check250
  %vec.epilog.resume.val262 = phi i64 [ %n.vec253, %vec.epilog.iter.check264 ], [ 0, %vector.main.loop.iter.check250 ]
  %const_mat410 = add i64 %const408, 8
  %n.vec268 = and i64 %arg.n, %const_mat410
  br label %vec.epilog.vector.body269

vec.epilog.vector.body269:                        ; preds = %vec.epilog.vector.body269, %vec.epilog.ph266
  %index270 = phi i64 [ %vec.epilog.resume.val262, %vec.epilog.ph266 ], [ %index.next272, %vec.epilog.vector.body269 ]
  %145 = shl i64 %index270, 2
  %scevgep503 = getelementptr i8, ptr %invariant.gep95, i64 %145
  %wide.load271 = load <8 x i32>, ptr %scevgep503, align 4, !alias.scope !342, !noalias !312
  %146 = trunc <8 x i32> %wide.load271 to <8 x i8>
  %147 = getelementptr i8, ptr %invariant.gep97, i64 %index270
  store <8 x i8> %146, ptr %147, align 1, !alias.scope !345, !noalias !347
  %index.next272 = add nuw i64 %index270, 8
  %148 = icmp eq i64 %n.vec268, %index.next272
  br i1 %148, label %vec.epilog.middle.block273, label %vec.epilog.vector.body269, !llvm.loop !349

vec.epilog.middle.block273:                       ; preds = %vec.epilog.vector.body269
  %cmp.n274 = icmp eq i64 %arg.n, %n.vec268
  br i1 %cmp.n274, label %B282, label %B204.us.us73.preheader

B204.us.us73.preheader:                           ; preds = %vec.epilog.middle.block273, %vec.epilog.iter.check264, %vector.memcheck240, %iter.check248
  %.204152155.us.us74.ph = phi i64 [ 0, %iter.check248 ], [ 0, %vector.memcheck240 ], [ %n.vec253, %vec.epilog.iter.check264 ], [ %n.vec268, %vec.epilog.middle.block273 ]
  %xtraiter359 = and i64 %arg.n, 7
  %lcmp.mod360.not = icmp eq i64 %xtraiter359, 0
  br i1 %lcmp.mod360.not, label %B204.us.us73.prol.loopexit, label %B204.us.us73.prol.preheader

B204.us.us73.prol.preheader:                      ; preds = %B204.us.us73.preheader
  br label %B204.us.us73.prol

B204.us.us73.prol:                                ; preds = %B204.us.us73.prol.preheader, %B204.us.us73.prol
  %lsr.iv501 = phi i64 [ %lsr.iv.next502, %B204.us.us73.prol ], [ %xtraiter359, %B204.us.us73.prol.preheader ]
  %.204152155.us.us74.prol = phi i64 [ %.211.us.us75.prol, %B204.us.us73.prol ], [ %.204152155.us.us74.ph, %B204.us.us73.prol.preheader ]
  %.211.us.us75.prol = add nuw nsw i64 %.204152155.us.us74.prol, 1
  %149 = shl i64 %.204152155.us.us74.prol, 2
  %scevgep500 = getelementptr i8, ptr %invariant.gep95, i64 %149
  %.95.i.us.us.prol = load i32, ptr %scevgep500, align 4, !noalias !312
  %.41.i7.us.us80.prol = trunc i32 %.95.i.us.us.prol to i8
  %gep98.prol = getelementptr i8, ptr %invariant.gep97, i64 %.204152155.us.us74.prol
  store i8 %.41.i7.us.us80.prol, ptr %gep98.prol, align 1, !noalias !327
  %lsr.iv.next502 = add nsw i64 %lsr.iv501, -1
  %prol.iter361.cmp.not = icmp eq i64 %lsr.iv.next502, 0
  br i1 %prol.iter361.cmp.not, label %B204.us.us73.prol.loopexit, label %B204.us.us73.prol, !llvm.loop !350

B204.us.us73.prol.loopexit:                       ; preds = %B204.us.us73.prol, %B204.us.us73.preheader
  %.204152155.us.us74.unr = phi i64 [ %.204152155.us.us74.ph, %B204.us.us73.preheader ], [ %.211.us.us75.prol, %B204.us.us73.prol ]
  %150 = sub nsw i64 %.204152155.us.us74.ph, %arg.n
  %151 = icmp ugt i64 %150, -8
  br i1 %151, label %B282, label %B204.us.us73.preheader371

B204.us.us73.preheader371:                        ; preds = %B204.us.us73.prol.loopexit
  %scevgep468 = getelementptr i8, ptr %invariant.gep97, i64 7
  %152 = shl i64 %arg.src_offset, 2
  %153 = getelementptr i8, ptr %arg.src.0, i64 %152
  %scevgep484 = getelementptr i8, ptr %153, i64 28
  br label %B204.us.us73

iter.check284:                                    ; preds = %B204.preheader.split.us
  %invariant.gep99 = getelementptr i16, ptr %arg.src.0, i64 %arg.src_offset
  %invariant.gep101 = getelementptr i8, ptr %arg.dst.0, i64 %arg.dst_offset
  %min.iters.check282 = icmp samesign ult i64 %arg.n, 16
  br i1 %min.iters.check282, label %B204.us.us62.preheader, label %vector.memcheck276

vector.memcheck276:                               ; preds = %iter.check284
  %154 = getelementptr i8, ptr %arg.dst.0, i64 %arg.n
  %scevgep277 = getelementptr i8, ptr %154, i64 %arg.dst_offset
  %155 = add i64 %arg.n, %arg.src_offset
  %156 = shl i64 %155, 1
  %scevgep278 = getelementptr i8, ptr %arg.src.0, i64 %156
  %bound0279 = icmp ult ptr %invariant.gep101, %scevgep278
  %bound1280 = icmp ult ptr %invariant.gep99, %scevgep277
  %found.conflict281 = and i1 %bound1280, %bound0279
  br i1 %found.conflict281, label %B204.us.us62.preheader, label %vector.main.loop.iter.check286

vector.main.loop.iter.check286:                   ; preds = %vector.memcheck276
  %const411 = bitcast i64 9223372036854775792 to i64
  %min.iters.check285 = icmp samesign ult i64 %arg.n, 128
  br i1 %min.iters.check285, label %vec.epilog.ph303, label %vector.ph287

vector.ph287:                                     ; preds = %vector.main.loop.iter.check286
  %const_mat412 = add i64 %const411, -112
  %n.vec289 = and i64 %arg.n, %const_mat412
  %157 = shl i64 %arg.src_offset, 1
  %158 = getelementptr i8, ptr %arg.src.0, i64 %157
  %scevgep460 = getelementptr i8, ptr %158, i64 192
  %159 = add i64 %arg.dst_offset, 96
  %scevgep126 = getelementptr i8, ptr %arg.dst.0, i64 %159
  br label %vector.body290

vector.body290:                                   ; preds = %vector.body290, %vector.ph287
  %index291 = phi i64 [ 0, %vector.ph287 ], [ %index.next296, %vector.body290 ]
  %160 = shl nuw i64 %index291, 1
  %scevgep140 = getelementptr i8, ptr %scevgep460, i64 %160
  %161 = shl nuw i64 %index291, 1
  %scevgep138 = getelementptr i8, ptr %scevgep460, i64 %161
  %scevgep139 = getelementptr i8, ptr %scevgep138, i64 -192
  %162 = shl nuw i64 %index291, 1
  %scevgep136 = getelementptr i8, ptr %scevgep460, i64 %162
  %scevgep137 = getelementptr i8, ptr %scevgep136, i64 -128
  %163 = shl nuw i64 %index291, 1
  %scevgep134 = getelementptr i8, ptr %scevgep460, i64 %163
  %scevgep135 = getelementptr i8, ptr %scevgep134, i64 -64
  %wide.load292 = load <32 x i16>, ptr %scevgep139, align 2, !alias.scope !351, !noalias !312
  %wide.load293 = load <32 x i16>, ptr %scevgep137, align 2, !alias.scope !351, !noalias !312
  %wide.load294 = load <32 x i16>, ptr %scevgep135, align 2, !alias.scope !351, !noalias !312
  %wide.load295 = load <32 x i16>, ptr %scevgep140, align 2, !alias.scope !351, !noalias !312
  %164 = trunc <32 x i16> %wide.load292 to <32 x i8>
  %165 = trunc <32 x i16> %wide.load293 to <32 x i8>
  %166 = trunc <32 x i16> %wide.load294 to <32 x i8>
  %167 = trunc <32 x i16> %wide.load295 to <32 x i8>
  %scevgep132 = getelementptr i8, ptr %scevgep126, i64 %index291
  %scevgep133 = getelementptr i8, ptr %scevgep132, i64 -96
  store <32 x i8> %164, ptr %scevgep133, align 1, !alias.scope !354, !noalias !356
  %scevgep130 = getelementptr i8, ptr %scevgep126, i64 %index291
  %scevgep131 = getelementptr i8, ptr %scevgep130, i64 -64
  store <32 x i8> %165, ptr %scevgep131, align 1, !alias.scope !354, !noalias !356
  %scevgep128 = getelementptr i8, ptr %scevgep126, i64 %index291
  %scevgep129 = getelementptr i8, ptr %scevgep128, i64 -32
  store <32 x i8> %166, ptr %scevgep129, align 1, !alias.scope !354, !noalias !356
  %scevgep127 = getelementptr i8, ptr %scevgep126, i64 %index291
  store <32 x i8> %167, ptr %scevgep127, align 1, !alias.scope !354, !noalias !356
  %index.next296 = add nuw nsw i64 %index291, 128
  %168 = icmp eq i64 %n.vec289, %index.next296
  br i1 %168, label %middle.block297, label %vector.body290, !llvm.loop !357

middle.block297:                                  ; preds = %vector.body290
  %cmp.n298 = icmp eq i64 %arg.n, %n.vec289
  br i1 %cmp.n298, label %B282, label %vec.epilog.iter.check301

vec.epilog.iter.check301:                         ; preds = %middle.block297
  %169 = and i64 %arg.n, 112
  %min.epilog.iters.check302 = icmp eq i64 %169, 0
  br i1 %min.epilog.iters.check302, label %B204.us.us62.preheader, label %vec.epilog.ph303, !prof !290

vec.epilog.ph303:                                 ; preds = %vec.epilog.iter.check301, %vector.main.loop.iter.check286
  %vec.epilog.resume.val299 = phi i64 [ %n.vec289, %vec.epilog.iter.check301 ], [ 0, %vector.main.loop.iter.check286 ]
  %n.vec305 = and i64 %arg.n, %const411
  br label %vec.epilog.vector.body306

vec.epilog.vector.body306:                        ; preds = %vec.epilog.vector.body306, %vec.epilog.ph303
  %index307 = phi i64 [ %vec.epilog.resume.val299, %vec.epilog.ph303 ], [ %index.next309, %vec.epilog.vector.body306 ]
  %170 = shl i64 %index307, 1
  %scevgep454 = getelementptr i8, ptr %invariant.gep99, i64 %170
  %wide.load308 = load <16 x i16>, ptr %scevgep454, align 2, !alias.scope !351, !noalias !312
  %171 = trunc <16 x i16> %wide.load308 to <16 x i8>
  %172 = getelementptr i8, ptr %invariant.gep101, i64 %index307
  store <16 x i8> %171, ptr %172, align 1, !alias.scope !354, !noalias !356
  %index.next309 = add nuw i64 %index307, 16
  %173 = icmp eq i64 %n.vec305, %index.next309
  br i1 %173, label %vec.epilog.middle.block310, label %vec.epilog.vector.body306, !llvm.loop !358

vec.epilog.middle.block310:                       ; preds = %vec.epilog.vector.body306
  %cmp.n311 = icmp eq i64 %arg.n, %n.vec305
  br i1 %cmp.n311, label %B282, label %B204.us.us62.preheader

B204.us.us62.preheader:                           ; preds = %vec.epilog.middle.block310, %vec.epilog.iter.check301, %vector.memcheck276, %iter.check284
  %.204152155.us.us63.ph = phi i64 [ 0, %iter.check284 ], [ 0, %vector.memcheck276 ], [ %n.vec289, %vec.epilog.iter.check301 ], [ %n.vec305, %vec.epilog.middle.block310 ]
  %xtraiter362 = and i64 %arg.n, 7
  %lcmp.mod363.not = icmp eq i64 %xtraiter362, 0
  br i1 %lcmp.mod363.not, label %B204.us.us62.prol.loopexit, label %B204.us.us62.prol.preheader

B204.us.us62.prol.preheader:                      ; preds = %B204.us.us62.preheader
  br label %B204.us.us62.prol

B204.us.us62.prol:                                ; preds = %B204.us.us62.prol.preheader, %B204.us.us62.prol
  %lsr.iv452 = phi i64 [ %lsr.iv.next453, %B204.us.us62.prol ], [ %xtraiter362, %B204.us.us62.prol.preheader ]
  %.204152155.us.us63.prol = phi i64 [ %.211.us.us64.prol, %B204.us.us62.prol ], [ %.204152155.us.us63.ph, %B204.us.us62.prol.preheader ]
  %.211.us.us64.prol = add nuw nsw i64 %.204152155.us.us63.prol, 1
  %174 = shl nuw i64 %.204152155.us.us63.prol, 1
  %scevgep125 = getelementptr i8, ptr %invariant.gep99, i64 %174
  %.66.i.us.us.prol = load i16, ptr %scevgep125, align 2, !noalias !312
  %.41.i7.us.us69.prol = trunc i16 %.66.i.us.us.prol to i8
  %gep102.prol = getelementptr i8, ptr %invariant.gep101, i64 %.204152155.us.us63.prol
  store i8 %.41.i7.us.us69.prol, ptr %gep102.prol, align 1, !noalias !327
  %lsr.iv.next453 = add nsw i64 %lsr.iv452, -1
  %prol.iter364.cmp.not = icmp eq i64 %lsr.iv.next453, 0
  br i1 %prol.iter364.cmp.not, label %B204.us.us62.prol.loopexit, label %B204.us.us62.prol, !llvm.loop !359

B204.us.us62.prol.loopexit:                       ; preds = %B204.us.us62.prol, %B204.us.us62.preheader
  %.204152155.us.us63.unr = phi i64 [ %.204152155.us.us63.ph, %B204.us.us62.preheader ], [ %.211.us.us64.prol, %B204.us.us62.prol ]
  %175 = sub nsw i64 %.204152155.us.us63.ph, %arg.n
  %176 = icmp ugt i64 %175, -8
  br i1 %176, label %B282, label %B204.us.us62.preheader369

B204.us.us62.preheader369:                        ; preds = %B204.us.us62.prol.loopexit
  %scevgep419 = getelementptr i8, ptr %invariant.gep101, i64 7
  %177 = shl i64 %arg.src_offset, 1
  %178 = getelementptr i8, ptr %arg.src.0, i64 %177
  %scevgep435 = getelementptr i8, ptr %178, i64 14
  br label %B204.us.us62

iter.check318:                                    ; preds = %B204.preheader.split.us
  %invariant.gep103 = getelementptr i8, ptr %arg.src.0, i64 %arg.src_offset
  %invariant.gep105 = getelementptr i8, ptr %arg.dst.0, i64 %arg.dst_offset
  %min.iters.check316 = icmp samesign ult i64 %arg.n, 16
  br i1 %min.iters.check316, label %B204.us.us.preheader, label %vector.memcheck313

vector.memcheck313:                               ; preds = %iter.check318
  %179 = ptrtoint ptr %arg.dst.0 to i64
  %180 = ptrtoint ptr %arg.src.0 to i64
  %.neg5 = add i64 %arg.dst_offset, %179
  %181 = add i64 %arg.src_offset, %180
  %182 = sub i64 %.neg5, %181
  %diff.check = icmp ult i64 %182, 256
  br i1 %diff.check, label %B204.us.us.preheader, label %vector.main.loop.iter.check320

vector.main.loop.iter.check320:                   ; preds = %vector.memcheck313
  %const413 = bitcast i64 9223372036854775792 to i64
  %min.iters.check319 = icmp samesign ult i64 %arg.n, 256
  br i1 %min.iters.check319, label %vec.epilog.ph337, label %vector.ph321

vector.ph321:                                     ; preds = %vector.main.loop.iter.check320
  %const_mat414 = add i64 %const413, -240
  %n.vec323 = and i64 %arg.n, %const_mat414
  %183 = add i64 %arg.dst_offset, 192
  %scevgep65 = getelementptr i8, ptr %arg.dst.0, i64 %183
  %184 = add i64 %arg.src_offset, 192
  %scevgep73 = getelementptr i8, ptr %arg.src.0, i64 %184
  br label %vector.body324

vector.body324:                                   ; preds = %vector.body324, %vector.ph321
  %index325 = phi i64 [ 0, %vector.ph321 ], [ %index.next330, %vector.body324 ]
  %scevgep79 = getelementptr i8, ptr %scevgep73, i64 %index325
  %scevgep80 = getelementptr i8, ptr %scevgep79, i64 -192
  %wide.load326 = load <64 x i8>, ptr %scevgep80, align 1, !noalias !312
  %scevgep77 = getelementptr i8, ptr %scevgep73, i64 %index325
  %scevgep78 = getelementptr i8, ptr %scevgep77, i64 -128
  %wide.load327 = load <64 x i8>, ptr %scevgep78, align 1, !noalias !312
  %scevgep75 = getelementptr i8, ptr %scevgep73, i64 %index325
  %scevgep76 = getelementptr i8, ptr %scevgep75, i64 -64
  %wide.load328 = load <64 x i8>, ptr %scevgep76, align 1, !noalias !312
  %scevgep74 = getelementptr i8, ptr %scevgep73, i64 %index325
  %wide.load329 = load <64 x i8>, ptr %scevgep74, align 1, !noalias !312
  %scevgep71 = getelementptr i8, ptr %scevgep65, i64 %index325
  %scevgep72 = getelementptr i8, ptr %scevgep71, i64 -192
  store <64 x i8> %wide.load326, ptr %scevgep72, align 1, !noalias !327
  %scevgep69 = getelementptr i8, ptr %scevgep65, i64 %index325
  %scevgep70 = getelementptr i8, ptr %scevgep69, i64 -128
  store <64 x i8> %wide.load327, ptr %scevgep70, align 1, !noalias !327
  %scevgep67 = getelementptr i8, ptr %scevgep65, i64 %index325
  %scevgep68 = getelementptr i8, ptr %scevgep67, i64 -64
  store <64 x i8> %wide.load328, ptr %scevgep68, align 1, !noalias !327
  %scevgep66 = getelementptr i8, ptr %scevgep65, i64 %index325
  store <64 x i8> %wide.load329, ptr %scevgep66, align 1, !noalias !327
  %index.next330 = add nuw nsw i64 %index325, 256
  %185 = icmp eq i64 %n.vec323, %index.next330
  br i1 %185, label %middle.block331, label %vector.body324, !llvm.loop !360

middle.block331:                                  ; preds = %vector.body324
  %cmp.n332 = icmp eq i64 %arg.n, %n.vec323
  br i1 %cmp.n332, label %B282, label %vec.epilog.iter.check335

vec.epilog.iter.check335:                         ; preds = %middle.block331
  %186 = and i64 %arg.n, 240
  %min.epilog.iters.check336 = icmp eq i64 %186, 0
  br i1 %min.epilog.iters.check336, label %B204.us.us.preheader, label %vec.epilog.ph337, !prof !294

vec.epilog.ph337:                                 ; preds = %vec.epilog.iter.check335, %vector.main.loop.iter.check320
  %vec.epilog.resume.val333 = phi i64 [ %n.vec323, %vec.epilog.iter.check335 ], [ 0, %vector.main.loop.iter.check320 ]
  %n.vec339 = and i64 %arg.n, %const413
  br label %vec.epilog.vector.body340

vec.epilog.vector.body340:                        ; preds = %vec.epilog.vector.body340, %vec.epilog.ph337
  %index341 = phi i64 [ %vec.epilog.resume.val333, %vec.epilog.ph337 ], [ %index.next343, %vec.epilog.vector.body340 ]
  %187 = getelementptr i8, ptr %invariant.gep103, i64 %index341
  %wide.load342 = load <16 x i8>, ptr %187, align 1, !noalias !312
  %188 = getelementptr i8, ptr %invariant.gep105, i64 %index341
  store <16 x i8> %wide.load342, ptr %188, align 1, !noalias !327
  %index.next343 = add nuw i64 %index341, 16
  %189 = icmp eq i64 %n.vec339, %index.next343
  br i1 %189, label %vec.epilog.middle.block344, label %vec.epilog.vector.body340, !llvm.loop !361

vec.epilog.middle.block344:                       ; preds = %vec.epilog.vector.body340
  %cmp.n345 = icmp eq i64 %arg.n, %n.vec339
  br i1 %cmp.n345, label %B282, label %B204.us.us.preheader

B204.us.us.preheader:                             ; preds = %vec.epilog.middle.block344, %vec.epilog.iter.check335, %vector.memcheck313, %iter.check318
  %.204152155.us.us.ph = phi i64 [ 0, %iter.check318 ], [ 0, %vector.memcheck313 ], [ %n.vec323, %vec.epilog.iter.check335 ], [ %n.vec339, %vec.epilog.middle.block344 ]
  %xtraiter365 = and i64 %arg.n, 7
  %lcmp.mod366.not = icmp eq i64 %xtraiter365, 0
  br i1 %lcmp.mod366.not, label %B204.us.us.prol.loopexit, label %B204.us.us.prol.preheader

B204.us.us.prol.preheader:                        ; preds = %B204.us.us.preheader
  br label %B204.us.us.prol

B204.us.us.prol:                                  ; preds = %B204.us.us.prol.preheader, %B204.us.us.prol
  %lsr.iv = phi i64 [ %lsr.iv.next, %B204.us.us.prol ], [ %xtraiter365, %B204.us.us.prol.preheader ]
  %.204152155.us.us.prol = phi i64 [ %.211.us.us.prol, %B204.us.us.prol ], [ %.204152155.us.us.ph, %B204.us.us.prol.preheader ]
  %.211.us.us.prol = add nuw nsw i64 %.204152155.us.us.prol, 1
  %gep104.prol = getelementptr i8, ptr %invariant.gep103, i64 %.204152155.us.us.prol
  %.37.i.us.us.prol = load i8, ptr %gep104.prol, align 1, !noalias !312
  %gep106.prol = getelementptr i8, ptr %invariant.gep105, i64 %.204152155.us.us.prol
  store i8 %.37.i.us.us.prol, ptr %gep106.prol, align 1, !noalias !327
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter367.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter367.cmp.not, label %B204.us.us.prol.loopexit, label %B204.us.us.prol, !llvm.loop !362

B204.us.us.prol.loopexit:                         ; preds = %B204.us.us.prol, %B204.us.us.preheader
  %.204152155.us.us.unr = phi i64 [ %.204152155.us.us.ph, %B204.us.us.preheader ], [ %.211.us.us.prol, %B204.us.us.prol ]
  %190 = sub nsw i64 %.204152155.us.us.ph, %arg.n
  %191 = icmp ugt i64 %190, -8
  br i1 %191, label %B282, label %B204.us.us.preheader368

B204.us.us.preheader368:                          ; preds = %B204.us.us.prol.loopexit
  %scevgep377 = getelementptr i8, ptr %invariant.gep105, i64 7
  %scevgep393 = getelementptr i8, ptr %invariant.gep103, i64 7
  br label %B204.us.us

B204.us.preheader:                                ; preds = %B204.preheader.split.us
  %scevgep = getelementptr i8, ptr %arg.dst.0, i64 %arg.dst_offset
  tail call void @llvm.memset.p0.i64(ptr align 1 %scevgep, i8 0, i64 %arg.n, i1 false), !noalias !327
  br label %B282

B204.us.us:                                       ; preds = %B204.us.us, %B204.us.us.preheader368
  %.204152155.us.us = phi i64 [ %.211.us.us.7, %B204.us.us ], [ %.204152155.us.us.unr, %B204.us.us.preheader368 ]
  %scevgep405 = getelementptr i8, ptr %scevgep393, i64 %.204152155.us.us
  %scevgep406 = getelementptr i8, ptr %scevgep405, i64 -7
  %.37.i.us.us = load i8, ptr %scevgep406, align 1, !noalias !312
  %scevgep389 = getelementptr i8, ptr %scevgep377, i64 %.204152155.us.us
  %scevgep390 = getelementptr i8, ptr %scevgep389, i64 -7
  store i8 %.37.i.us.us, ptr %scevgep390, align 1, !noalias !327
  %scevgep63 = getelementptr i8, ptr %scevgep393, i64 %.204152155.us.us
  %scevgep64 = getelementptr i8, ptr %scevgep63, i64 -6
  %.37.i.us.us.1 = load i8, ptr %scevgep64, align 1, !noalias !312
  %scevgep392 = getelementptr i8, ptr %scevgep389, i64 -6
  store i8 %.37.i.us.us.1, ptr %scevgep392, align 1, !noalias !327
  %scevgep60 = getelementptr i8, ptr %scevgep393, i64 %.204152155.us.us
  %scevgep62 = getelementptr i8, ptr %scevgep60, i64 -5
  %.37.i.us.us.2 = load i8, ptr %scevgep62, align 1, !noalias !312
  %scevgep46 = getelementptr i8, ptr %scevgep377, i64 %.204152155.us.us
  %scevgep47 = getelementptr i8, ptr %scevgep46, i64 -5
  store i8 %.37.i.us.us.2, ptr %scevgep47, align 1, !noalias !327
  %scevgep57 = getelementptr i8, ptr %scevgep393, i64 %.204152155.us.us
  %scevgep59 = getelementptr i8, ptr %scevgep57, i64 -4
  %.37.i.us.us.3 = load i8, ptr %scevgep59, align 1, !noalias !312
  %scevgep43 = getelementptr i8, ptr %scevgep377, i64 %.204152155.us.us
  %scevgep44 = getelementptr i8, ptr %scevgep43, i64 -4
  store i8 %.37.i.us.us.3, ptr %scevgep44, align 1, !noalias !327
  %scevgep54 = getelementptr i8, ptr %scevgep393, i64 %.204152155.us.us
  %scevgep56 = getelementptr i8, ptr %scevgep54, i64 -3
  %.37.i.us.us.4 = load i8, ptr %scevgep56, align 1, !noalias !312
  %scevgep40 = getelementptr i8, ptr %scevgep377, i64 %.204152155.us.us
  %scevgep41 = getelementptr i8, ptr %scevgep40, i64 -3
  store i8 %.37.i.us.us.4, ptr %scevgep41, align 1, !noalias !327
  %scevgep52 = getelementptr i8, ptr %scevgep393, i64 %.204152155.us.us
  %scevgep53 = getelementptr i8, ptr %scevgep52, i64 -2
  %.37.i.us.us.5 = load i8, ptr %scevgep53, align 1, !noalias !312
  %scevgep37 = getelementptr i8, ptr %scevgep377, i64 %.204152155.us.us
  %scevgep38 = getelementptr i8, ptr %scevgep37, i64 -2
  store i8 %.37.i.us.us.5, ptr %scevgep38, align 1, !noalias !327
  %scevgep49 = getelementptr i8, ptr %scevgep393, i64 %.204152155.us.us
  %scevgep50 = getelementptr i8, ptr %scevgep49, i64 -1
  %.37.i.us.us.6 = load i8, ptr %scevgep50, align 1, !noalias !312
  %scevgep35 = getelementptr i8, ptr %scevgep377, i64 %.204152155.us.us
  %scevgep36 = getelementptr i8, ptr %scevgep35, i64 -1
  store i8 %.37.i.us.us.6, ptr %scevgep36, align 1, !noalias !327
  %.211.us.us.7 = add nuw nsw i64 %.204152155.us.us, 8
  %.37.i.us.us.7 = load i8, ptr %scevgep405, align 1, !noalias !312
  store i8 %.37.i.us.us.7, ptr %scevgep389, align 1, !noalias !327
  %exitcond.not.us.us.7 = icmp eq i64 %arg.n, %.211.us.us.7
  br i1 %exitcond.not.us.us.7, label %B282, label %B204.us.us, !llvm.loop !363

B204.us.us62:                                     ; preds = %B204.us.us62, %B204.us.us62.preheader369
  %.204152155.us.us63 = phi i64 [ %.211.us.us64.7, %B204.us.us62 ], [ %.204152155.us.us63.unr, %B204.us.us62.preheader369 ]
  %192 = shl nuw i64 %.204152155.us.us63, 1
  %scevgep124 = getelementptr i8, ptr %scevgep435, i64 %192
  %193 = shl nuw i64 %.204152155.us.us63, 1
  %scevgep122 = getelementptr i8, ptr %scevgep435, i64 %193
  %scevgep123 = getelementptr i8, ptr %scevgep122, i64 -14
  %.66.i.us.us = load i16, ptr %scevgep123, align 2, !noalias !312
  %.41.i7.us.us69 = trunc i16 %.66.i.us.us to i8
  %scevgep431 = getelementptr i8, ptr %scevgep419, i64 %.204152155.us.us63
  %scevgep432 = getelementptr i8, ptr %scevgep431, i64 -7
  store i8 %.41.i7.us.us69, ptr %scevgep432, align 1, !noalias !327
  %194 = shl nuw i64 %.204152155.us.us63, 1
  %scevgep119 = getelementptr i8, ptr %scevgep435, i64 %194
  %scevgep120 = getelementptr i8, ptr %scevgep119, i64 -12
  %.66.i.us.us.1 = load i16, ptr %scevgep120, align 2, !noalias !312
  %.41.i7.us.us69.1 = trunc i16 %.66.i.us.us.1 to i8
  %scevgep96 = getelementptr i8, ptr %scevgep419, i64 %.204152155.us.us63
  %scevgep97 = getelementptr i8, ptr %scevgep96, i64 -6
  store i8 %.41.i7.us.us69.1, ptr %scevgep97, align 1, !noalias !327
  %195 = shl nuw i64 %.204152155.us.us63, 1
  %scevgep110 = getelementptr i8, ptr %scevgep435, i64 %195
  %scevgep118 = getelementptr i8, ptr %scevgep110, i64 -10
  %.66.i.us.us.2 = load i16, ptr %scevgep118, align 2, !noalias !312
  %.41.i7.us.us69.2 = trunc i16 %.66.i.us.us.2 to i8
  %scevgep93 = getelementptr i8, ptr %scevgep419, i64 %.204152155.us.us63
  %scevgep94 = getelementptr i8, ptr %scevgep93, i64 -5
  store i8 %.41.i7.us.us69.2, ptr %scevgep94, align 1, !noalias !327
  %196 = shl nuw i64 %.204152155.us.us63, 1
  %scevgep107 = getelementptr i8, ptr %scevgep435, i64 %196
  %scevgep109 = getelementptr i8, ptr %scevgep107, i64 -8
  %.66.i.us.us.3 = load i16, ptr %scevgep109, align 2, !noalias !312
  %.41.i7.us.us69.3 = trunc i16 %.66.i.us.us.3 to i8
  %scevgep90 = getelementptr i8, ptr %scevgep419, i64 %.204152155.us.us63
  %scevgep92 = getelementptr i8, ptr %scevgep90, i64 -4
  store i8 %.41.i7.us.us69.3, ptr %scevgep92, align 1, !noalias !327
  %197 = shl nuw i64 %.204152155.us.us63, 1
  %scevgep104 = getelementptr i8, ptr %scevgep435, i64 %197
  %scevgep106 = getelementptr i8, ptr %scevgep104, i64 -6
  %.66.i.us.us.4 = load i16, ptr %scevgep106, align 2, !noalias !312
  %.41.i7.us.us69.4 = trunc i16 %.66.i.us.us.4 to i8
  %scevgep87 = getelementptr i8, ptr %scevgep419, i64 %.204152155.us.us63
  %scevgep89 = getelementptr i8, ptr %scevgep87, i64 -3
  store i8 %.41.i7.us.us69.4, ptr %scevgep89, align 1, !noalias !327
  %198 = shl nuw i64 %.204152155.us.us63, 1
  %scevgep101 = getelementptr i8, ptr %scevgep435, i64 %198
  %scevgep103 = getelementptr i8, ptr %scevgep101, i64 -4
  %.66.i.us.us.5 = load i16, ptr %scevgep103, align 2, !noalias !312
  %.41.i7.us.us69.5 = trunc i16 %.66.i.us.us.5 to i8
  %scevgep84 = getelementptr i8, ptr %scevgep419, i64 %.204152155.us.us63
  %scevgep86 = getelementptr i8, ptr %scevgep84, i64 -2
  store i8 %.41.i7.us.us69.5, ptr %scevgep86, align 1, !noalias !327
  %199 = shl nuw i64 %.204152155.us.us63, 1
  %scevgep99 = getelementptr i8, ptr %scevgep435, i64 %199
  %scevgep100 = getelementptr i8, ptr %scevgep99, i64 -2
  %.66.i.us.us.6 = load i16, ptr %scevgep100, align 2, !noalias !312
  %.41.i7.us.us69.6 = trunc i16 %.66.i.us.us.6 to i8
  %scevgep82 = getelementptr i8, ptr %scevgep419, i64 %.204152155.us.us63
  %scevgep83 = getelementptr i8, ptr %scevgep82, i64 -1
  store i8 %.41.i7.us.us69.6, ptr %scevgep83, align 1, !noalias !327
  %.211.us.us64.7 = add nuw nsw i64 %.204152155.us.us63, 8
  %.66.i.us.us.7 = load i16, ptr %scevgep124, align 2, !noalias !312
  %.41.i7.us.us69.7 = trunc i16 %.66.i.us.us.7 to i8
  store i8 %.41.i7.us.us69.7, ptr %scevgep431, align 1, !noalias !327
  %exitcond.not.us.us71.7 = icmp eq i64 %arg.n, %.211.us.us64.7
  br i1 %exitcond.not.us.us71.7, label %B282, label %B204.us.us62, !llvm.loop !364

B204.us.us73:                                     ; preds = %B204.us.us73, %B204.us.us73.preheader371
  %.204152155.us.us74 = phi i64 [ %.211.us.us75.7, %B204.us.us73 ], [ %.204152155.us.us74.unr, %B204.us.us73.preheader371 ]
  %200 = shl i64 %.204152155.us.us74, 2
  %scevgep496 = getelementptr i8, ptr %scevgep484, i64 %200
  %scevgep497 = getelementptr i8, ptr %scevgep496, i64 -28
  %.95.i.us.us = load i32, ptr %scevgep497, align 4, !noalias !312
  %.41.i7.us.us80 = trunc i32 %.95.i.us.us to i8
  %scevgep480 = getelementptr i8, ptr %scevgep468, i64 %.204152155.us.us74
  %scevgep481 = getelementptr i8, ptr %scevgep480, i64 -7
  store i8 %.41.i7.us.us80, ptr %scevgep481, align 1, !noalias !327
  %201 = shl i64 %.204152155.us.us74, 2
  %scevgep172 = getelementptr i8, ptr %scevgep484, i64 %201
  %scevgep173 = getelementptr i8, ptr %scevgep172, i64 -24
  %.95.i.us.us.1 = load i32, ptr %scevgep173, align 4, !noalias !312
  %.41.i7.us.us80.1 = trunc i32 %.95.i.us.us.1 to i8
  %scevgep151 = getelementptr i8, ptr %scevgep468, i64 %.204152155.us.us74
  %scevgep152 = getelementptr i8, ptr %scevgep151, i64 -6
  store i8 %.41.i7.us.us80.1, ptr %scevgep152, align 1, !noalias !327
  %202 = shl i64 %.204152155.us.us74, 2
  %scevgep170 = getelementptr i8, ptr %scevgep484, i64 %202
  %scevgep171 = getelementptr i8, ptr %scevgep170, i64 -20
  %.95.i.us.us.2 = load i32, ptr %scevgep171, align 4, !noalias !312
  %.41.i7.us.us80.2 = trunc i32 %.95.i.us.us.2 to i8
  %scevgep149 = getelementptr i8, ptr %scevgep468, i64 %.204152155.us.us74
  %scevgep150 = getelementptr i8, ptr %scevgep149, i64 -5
  store i8 %.41.i7.us.us80.2, ptr %scevgep150, align 1, !noalias !327
  %203 = shl i64 %.204152155.us.us74, 2
  %scevgep160 = getelementptr i8, ptr %scevgep484, i64 %203
  %scevgep161 = getelementptr i8, ptr %scevgep160, i64 -16
  %.95.i.us.us.3 = load i32, ptr %scevgep161, align 4, !noalias !312
  %.41.i7.us.us80.3 = trunc i32 %.95.i.us.us.3 to i8
  %scevgep147 = getelementptr i8, ptr %scevgep468, i64 %.204152155.us.us74
  %scevgep148 = getelementptr i8, ptr %scevgep147, i64 -4
  store i8 %.41.i7.us.us80.3, ptr %scevgep148, align 1, !noalias !327
  %204 = shl i64 %.204152155.us.us74, 2
  %scevgep157 = getelementptr i8, ptr %scevgep484, i64 %204
  %scevgep158 = getelementptr i8, ptr %scevgep157, i64 -12
  %.95.i.us.us.4 = load i32, ptr %scevgep158, align 4, !noalias !312
  %.41.i7.us.us80.4 = trunc i32 %.95.i.us.us.4 to i8
  %scevgep145 = getelementptr i8, ptr %scevgep468, i64 %.204152155.us.us74
  %scevgep146 = getelementptr i8, ptr %scevgep145, i64 -3
  store i8 %.41.i7.us.us80.4, ptr %scevgep146, align 1, !noalias !327
  %205 = shl i64 %.204152155.us.us74, 2
  %scevgep155 = getelementptr i8, ptr %scevgep484, i64 %205
  %scevgep156 = getelementptr i8, ptr %scevgep155, i64 -8
  %.95.i.us.us.5 = load i32, ptr %scevgep156, align 4, !noalias !312
  %.41.i7.us.us80.5 = trunc i32 %.95.i.us.us.5 to i8
  %scevgep143 = getelementptr i8, ptr %scevgep468, i64 %.204152155.us.us74
  %scevgep144 = getelementptr i8, ptr %scevgep143, i64 -2
  store i8 %.41.i7.us.us80.5, ptr %scevgep144, align 1, !noalias !327
  %206 = shl i64 %.204152155.us.us74, 2
  %scevgep153 = getelementptr i8, ptr %scevgep484, i64 %206
  %scevgep154 = getelementptr i8, ptr %scevgep153, i64 -4
  %.95.i.us.us.6 = load i32, ptr %scevgep154, align 4, !noalias !312
  %.41.i7.us.us80.6 = trunc i32 %.95.i.us.us.6 to i8
  %scevgep141 = getelementptr i8, ptr %scevgep468, i64 %.204152155.us.us74
  %scevgep142 = getelementptr i8, ptr %scevgep141, i64 -1
  store i8 %.41.i7.us.us80.6, ptr %scevgep142, align 1, !noalias !327
  %.211.us.us75.7 = add nuw nsw i64 %.204152155.us.us74, 8
  %.95.i.us.us.7 = load i32, ptr %scevgep496, align 4, !noalias !312
  %.41.i7.us.us80.7 = trunc i32 %.95.i.us.us.7 to i8
  store i8 %.41.i7.us.us80.7, ptr %scevgep480, align 1, !noalias !327
  %exitcond.not.us.us82.7 = icmp eq i64 %arg.n, %.211.us.us75.7
  br i1 %exitcond.not.us.us82.7, label %B282, label %B204.us.us73, !llvm.loop !365

B204.us18:                                        ; preds = %B204.endif.us34.7, %B204.us18.preheader373
  %lsr.iv277 = phi i64 [ %lsr.iv.next278, %B204.endif.us34.7 ], [ %.204152155.us19.ph, %B204.us18.preheader373 ]
  switch i32 %arg.src.2, label %B204.endif.us34 [
    i32 1, label %B204.endif.us34.thread
    i32 2, label %B204.endif.us34.thread8
    i32 4, label %B204.endif.us34.thread12
  ]

B204.endif.us34.thread12:                         ; preds = %B204.us18
  %207 = shl i64 %lsr.iv277, 2
  %scevgep352 = getelementptr i8, ptr %scevgep351, i64 %207
  %scevgep365 = getelementptr i8, ptr %scevgep352, i64 -28
  %.95.i.us24 = load i32, ptr %scevgep365, align 4, !noalias !312
  %.98.i.us25 = trunc i32 %.95.i.us24 to i16
  %208 = shl i64 %lsr.iv277, 1
  %scevgep293 = getelementptr i8, ptr %scevgep276, i64 %208
  store i16 %.98.i.us25, ptr %scevgep293, align 2, !noalias !327
  %209 = shl i64 %lsr.iv277, 2
  %scevgep271 = getelementptr i8, ptr %scevgep351, i64 %209
  %scevgep272 = getelementptr i8, ptr %scevgep271, i64 -24
  %.95.i.us24.1 = load i32, ptr %scevgep272, align 4, !noalias !312
  %.98.i.us25.1 = trunc i32 %.95.i.us24.1 to i16
  %210 = shl i64 %lsr.iv277, 1
  %scevgep220 = getelementptr i8, ptr %scevgep276, i64 %210
  %scevgep222 = getelementptr i8, ptr %scevgep220, i64 2
  store i16 %.98.i.us25.1, ptr %scevgep222, align 2, !noalias !327
  %211 = shl i64 %lsr.iv277, 2
  %scevgep268 = getelementptr i8, ptr %scevgep351, i64 %211
  %scevgep269 = getelementptr i8, ptr %scevgep268, i64 -20
  %.95.i.us24.2 = load i32, ptr %scevgep269, align 4, !noalias !312
  %.98.i.us25.2 = trunc i32 %.95.i.us24.2 to i16
  %212 = shl i64 %lsr.iv277, 1
  %scevgep218 = getelementptr i8, ptr %scevgep276, i64 %212
  %scevgep219 = getelementptr i8, ptr %scevgep218, i64 4
  store i16 %.98.i.us25.2, ptr %scevgep219, align 2, !noalias !327
  %213 = shl i64 %lsr.iv277, 2
  %scevgep265 = getelementptr i8, ptr %scevgep351, i64 %213
  %scevgep267 = getelementptr i8, ptr %scevgep265, i64 -16
  %.95.i.us24.3 = load i32, ptr %scevgep267, align 4, !noalias !312
  %.98.i.us25.3 = trunc i32 %.95.i.us24.3 to i16
  %214 = shl i64 %lsr.iv277, 1
  %scevgep214 = getelementptr i8, ptr %scevgep276, i64 %214
  %scevgep216 = getelementptr i8, ptr %scevgep214, i64 6
  store i16 %.98.i.us25.3, ptr %scevgep216, align 2, !noalias !327
  %215 = shl i64 %lsr.iv277, 2
  %scevgep263 = getelementptr i8, ptr %scevgep351, i64 %215
  %scevgep264 = getelementptr i8, ptr %scevgep263, i64 -12
  %.95.i.us24.4 = load i32, ptr %scevgep264, align 4, !noalias !312
  %.98.i.us25.4 = trunc i32 %.95.i.us24.4 to i16
  %216 = shl i64 %lsr.iv277, 1
  %scevgep212 = getelementptr i8, ptr %scevgep276, i64 %216
  %scevgep213 = getelementptr i8, ptr %scevgep212, i64 8
  store i16 %.98.i.us25.4, ptr %scevgep213, align 2, !noalias !327
  %217 = shl i64 %lsr.iv277, 2
  %scevgep260 = getelementptr i8, ptr %scevgep351, i64 %217
  %scevgep262 = getelementptr i8, ptr %scevgep260, i64 -8
  %.95.i.us24.5 = load i32, ptr %scevgep262, align 4, !noalias !312
  %.98.i.us25.5 = trunc i32 %.95.i.us24.5 to i16
  %218 = shl i64 %lsr.iv277, 1
  %scevgep210 = getelementptr i8, ptr %scevgep276, i64 %218
  %scevgep211 = getelementptr i8, ptr %scevgep210, i64 10
  store i16 %.98.i.us25.5, ptr %scevgep211, align 2, !noalias !327
  %219 = shl i64 %lsr.iv277, 2
  %scevgep258 = getelementptr i8, ptr %scevgep351, i64 %219
  %scevgep259 = getelementptr i8, ptr %scevgep258, i64 -4
  %.95.i.us24.6 = load i32, ptr %scevgep259, align 4, !noalias !312
  %.98.i.us25.6 = trunc i32 %.95.i.us24.6 to i16
  %220 = shl i64 %lsr.iv277, 1
  %scevgep208 = getelementptr i8, ptr %scevgep276, i64 %220
  %scevgep209 = getelementptr i8, ptr %scevgep208, i64 12
  store i16 %.98.i.us25.6, ptr %scevgep209, align 2, !noalias !327
  %.95.i.us24.7 = load i32, ptr %scevgep352, align 4, !noalias !312
  %.98.i.us25.7 = trunc i32 %.95.i.us24.7 to i16
  br label %B204.endif.us34.7

B204.endif.us34.thread8:                          ; preds = %B204.us18
  %221 = shl i64 %lsr.iv277, 1
  %scevgep337 = getelementptr i8, ptr %scevgep336, i64 %221
  %scevgep350 = getelementptr i8, ptr %scevgep337, i64 -14
  %.66.i.us28 = load i16, ptr %scevgep350, align 2, !noalias !312
  %scevgep320 = getelementptr i8, ptr %scevgep276, i64 %221
  store i16 %.66.i.us28, ptr %scevgep320, align 2, !noalias !327
  %222 = shl i64 %lsr.iv277, 1
  %scevgep256 = getelementptr i8, ptr %scevgep336, i64 %222
  %scevgep257 = getelementptr i8, ptr %scevgep256, i64 -12
  %.66.i.us28.1 = load i16, ptr %scevgep257, align 2, !noalias !312
  %223 = shl i64 %lsr.iv277, 1
  %scevgep206 = getelementptr i8, ptr %scevgep276, i64 %223
  %scevgep207 = getelementptr i8, ptr %scevgep206, i64 2
  store i16 %.66.i.us28.1, ptr %scevgep207, align 2, !noalias !327
  %scevgep254 = getelementptr i8, ptr %scevgep336, i64 %223
  %scevgep255 = getelementptr i8, ptr %scevgep254, i64 -10
  %.66.i.us28.2 = load i16, ptr %scevgep255, align 2, !noalias !312
  %224 = shl i64 %lsr.iv277, 1
  %scevgep204 = getelementptr i8, ptr %scevgep276, i64 %224
  %scevgep205 = getelementptr i8, ptr %scevgep204, i64 4
  store i16 %.66.i.us28.2, ptr %scevgep205, align 2, !noalias !327
  %scevgep251 = getelementptr i8, ptr %scevgep336, i64 %224
  %scevgep252 = getelementptr i8, ptr %scevgep251, i64 -8
  %.66.i.us28.3 = load i16, ptr %scevgep252, align 2, !noalias !312
  %225 = shl i64 %lsr.iv277, 1
  %scevgep202 = getelementptr i8, ptr %scevgep276, i64 %225
  %scevgep203 = getelementptr i8, ptr %scevgep202, i64 6
  store i16 %.66.i.us28.3, ptr %scevgep203, align 2, !noalias !327
  %scevgep248 = getelementptr i8, ptr %scevgep336, i64 %225
  %scevgep249 = getelementptr i8, ptr %scevgep248, i64 -6
  %.66.i.us28.4 = load i16, ptr %scevgep249, align 2, !noalias !312
  %226 = shl i64 %lsr.iv277, 1
  %scevgep200 = getelementptr i8, ptr %scevgep276, i64 %226
  %scevgep201 = getelementptr i8, ptr %scevgep200, i64 8
  store i16 %.66.i.us28.4, ptr %scevgep201, align 2, !noalias !327
  %scevgep245 = getelementptr i8, ptr %scevgep336, i64 %226
  %scevgep247 = getelementptr i8, ptr %scevgep245, i64 -4
  %.66.i.us28.5 = load i16, ptr %scevgep247, align 2, !noalias !312
  %227 = shl i64 %lsr.iv277, 1
  %scevgep198 = getelementptr i8, ptr %scevgep276, i64 %227
  %scevgep199 = getelementptr i8, ptr %scevgep198, i64 10
  store i16 %.66.i.us28.5, ptr %scevgep199, align 2, !noalias !327
  %scevgep240 = getelementptr i8, ptr %scevgep336, i64 %227
  %scevgep244 = getelementptr i8, ptr %scevgep240, i64 -2
  %.66.i.us28.6 = load i16, ptr %scevgep244, align 2, !noalias !312
  %228 = shl i64 %lsr.iv277, 1
  %scevgep196 = getelementptr i8, ptr %scevgep276, i64 %228
  %scevgep197 = getelementptr i8, ptr %scevgep196, i64 12
  store i16 %.66.i.us28.6, ptr %scevgep197, align 2, !noalias !327
  %.66.i.us28.7 = load i16, ptr %scevgep337, align 2, !noalias !312
  br label %B204.endif.us34.7

B204.endif.us34.thread:                           ; preds = %B204.us18
  %scevgep322 = getelementptr i8, ptr %scevgep321, i64 %lsr.iv277
  %scevgep335 = getelementptr i8, ptr %scevgep322, i64 -7
  %.37.i.us32 = load i8, ptr %scevgep335, align 1, !noalias !312
  %.41.i.us33 = zext i8 %.37.i.us32 to i16
  %229 = shl i64 %lsr.iv277, 1
  %scevgep306 = getelementptr i8, ptr %scevgep276, i64 %229
  store i16 %.41.i.us33, ptr %scevgep306, align 2, !noalias !327
  %scevgep237 = getelementptr i8, ptr %scevgep321, i64 %lsr.iv277
  %scevgep239 = getelementptr i8, ptr %scevgep237, i64 -6
  %.37.i.us32.1 = load i8, ptr %scevgep239, align 1, !noalias !312
  %.41.i.us33.1 = zext i8 %.37.i.us32.1 to i16
  %230 = shl i64 %lsr.iv277, 1
  %scevgep194 = getelementptr i8, ptr %scevgep276, i64 %230
  %scevgep195 = getelementptr i8, ptr %scevgep194, i64 2
  store i16 %.41.i.us33.1, ptr %scevgep195, align 2, !noalias !327
  %scevgep235 = getelementptr i8, ptr %scevgep321, i64 %lsr.iv277
  %scevgep236 = getelementptr i8, ptr %scevgep235, i64 -5
  %.37.i.us32.2 = load i8, ptr %scevgep236, align 1, !noalias !312
  %.41.i.us33.2 = zext i8 %.37.i.us32.2 to i16
  %231 = shl i64 %lsr.iv277, 1
  %scevgep192 = getelementptr i8, ptr %scevgep276, i64 %231
  %scevgep193 = getelementptr i8, ptr %scevgep192, i64 4
  store i16 %.41.i.us33.2, ptr %scevgep193, align 2, !noalias !327
  %scevgep232 = getelementptr i8, ptr %scevgep321, i64 %lsr.iv277
  %scevgep233 = getelementptr i8, ptr %scevgep232, i64 -4
  %.37.i.us32.3 = load i8, ptr %scevgep233, align 1, !noalias !312
  %.41.i.us33.3 = zext i8 %.37.i.us32.3 to i16
  %232 = shl i64 %lsr.iv277, 1
  %scevgep190 = getelementptr i8, ptr %scevgep276, i64 %232
  %scevgep191 = getelementptr i8, ptr %scevgep190, i64 6
  store i16 %.41.i.us33.3, ptr %scevgep191, align 2, !noalias !327
  %scevgep229 = getelementptr i8, ptr %scevgep321, i64 %lsr.iv277
  %scevgep230 = getelementptr i8, ptr %scevgep229, i64 -3
  %.37.i.us32.4 = load i8, ptr %scevgep230, align 1, !noalias !312
  %.41.i.us33.4 = zext i8 %.37.i.us32.4 to i16
  %233 = shl i64 %lsr.iv277, 1
  %scevgep188 = getelementptr i8, ptr %scevgep276, i64 %233
  %scevgep189 = getelementptr i8, ptr %scevgep188, i64 8
  store i16 %.41.i.us33.4, ptr %scevgep189, align 2, !noalias !327
  %scevgep226 = getelementptr i8, ptr %scevgep321, i64 %lsr.iv277
  %scevgep227 = getelementptr i8, ptr %scevgep226, i64 -2
  %.37.i.us32.5 = load i8, ptr %scevgep227, align 1, !noalias !312
  %.41.i.us33.5 = zext i8 %.37.i.us32.5 to i16
  %234 = shl i64 %lsr.iv277, 1
  %scevgep186 = getelementptr i8, ptr %scevgep276, i64 %234
  %scevgep187 = getelementptr i8, ptr %scevgep186, i64 10
  store i16 %.41.i.us33.5, ptr %scevgep187, align 2, !noalias !327
  %scevgep223 = getelementptr i8, ptr %scevgep321, i64 %lsr.iv277
  %scevgep224 = getelementptr i8, ptr %scevgep223, i64 -1
  %.37.i.us32.6 = load i8, ptr %scevgep224, align 1, !noalias !312
  %.41.i.us33.6 = zext i8 %.37.i.us32.6 to i16
  %235 = shl i64 %lsr.iv277, 1
  %scevgep184 = getelementptr i8, ptr %scevgep276, i64 %235
  %scevgep185 = getelementptr i8, ptr %scevgep184, i64 12
  store i16 %.41.i.us33.6, ptr %scevgep185, align 2, !noalias !327
  %.37.i.us32.7 = load i8, ptr %scevgep322, align 1, !noalias !312
  %.41.i.us33.7 = zext i8 %.37.i.us32.7 to i16
  br label %B204.endif.us34.7

B204.endif.us34:                                  ; preds = %B204.us18
  %236 = shl i64 %lsr.iv277, 1
  %scevgep307 = getelementptr i8, ptr %scevgep276, i64 %236
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(14) %scevgep307, i8 0, i64 14, i1 false)
  br label %B204.endif.us34.7

B204.endif.us34.7:                                ; preds = %B204.endif.us34, %B204.endif.us34.thread, %B204.endif.us34.thread8, %B204.endif.us34.thread12
  %.sink.i.us35.7 = phi i16 [ 0, %B204.endif.us34 ], [ %.41.i.us33.7, %B204.endif.us34.thread ], [ %.66.i.us28.7, %B204.endif.us34.thread8 ], [ %.98.i.us25.7, %B204.endif.us34.thread12 ]
  %237 = shl i64 %lsr.iv277, 1
  %scevgep182 = getelementptr i8, ptr %scevgep276, i64 %237
  %scevgep183 = getelementptr i8, ptr %scevgep182, i64 14
  store i16 %.sink.i.us35.7, ptr %scevgep183, align 2, !noalias !327
  %lsr.iv.next278 = add i64 %lsr.iv277, 8
  %exitcond.not.us38.7 = icmp eq i64 %124, %lsr.iv.next278
  br i1 %exitcond.not.us38.7, label %B282, label %B204.us18, !llvm.loop !366

B204.us40:                                        ; preds = %B204.endif.us56.7, %B204.us40.preheader375
  %lsr.iv386 = phi i64 [ %lsr.iv.next387, %B204.endif.us56.7 ], [ %.204152155.us41.ph, %B204.us40.preheader375 ]
  switch i32 %arg.src.2, label %B204.endif.us56 [
    i32 1, label %B204.endif.us56.thread
    i32 2, label %B204.endif.us56.thread85
    i32 4, label %B204.endif.us56.thread89
  ]

B204.endif.us56.thread89:                         ; preds = %B204.us40
  %238 = shl i64 %lsr.iv386, 2
  %scevgep492 = getelementptr i8, ptr %scevgep491, i64 %238
  %scevgep519 = getelementptr i8, ptr %scevgep492, i64 -28
  %.95.i.us46 = load i32, ptr %scevgep519, align 4, !noalias !312
  %scevgep449 = getelementptr i8, ptr %scevgep385, i64 %238
  store i32 %.95.i.us46, ptr %scevgep449, align 4, !noalias !327
  %239 = shl i64 %lsr.iv386, 2
  %scevgep380 = getelementptr i8, ptr %scevgep491, i64 %239
  %scevgep381 = getelementptr i8, ptr %scevgep380, i64 -24
  %.95.i.us46.1 = load i32, ptr %scevgep381, align 4, !noalias !312
  %240 = shl i64 %lsr.iv386, 2
  %scevgep339 = getelementptr i8, ptr %scevgep385, i64 %240
  %scevgep340 = getelementptr i8, ptr %scevgep339, i64 4
  store i32 %.95.i.us46.1, ptr %scevgep340, align 4, !noalias !327
  %scevgep378 = getelementptr i8, ptr %scevgep491, i64 %240
  %scevgep379 = getelementptr i8, ptr %scevgep378, i64 -20
  %.95.i.us46.2 = load i32, ptr %scevgep379, align 4, !noalias !312
  %241 = shl i64 %lsr.iv386, 2
  %scevgep334 = getelementptr i8, ptr %scevgep385, i64 %241
  %scevgep338 = getelementptr i8, ptr %scevgep334, i64 8
  store i32 %.95.i.us46.2, ptr %scevgep338, align 4, !noalias !327
  %scevgep375 = getelementptr i8, ptr %scevgep491, i64 %241
  %scevgep376 = getelementptr i8, ptr %scevgep375, i64 -16
  %.95.i.us46.3 = load i32, ptr %scevgep376, align 4, !noalias !312
  %242 = shl i64 %lsr.iv386, 2
  %scevgep332 = getelementptr i8, ptr %scevgep385, i64 %242
  %scevgep333 = getelementptr i8, ptr %scevgep332, i64 12
  store i32 %.95.i.us46.3, ptr %scevgep333, align 4, !noalias !327
  %scevgep373 = getelementptr i8, ptr %scevgep491, i64 %242
  %scevgep374 = getelementptr i8, ptr %scevgep373, i64 -12
  %.95.i.us46.4 = load i32, ptr %scevgep374, align 4, !noalias !312
  %243 = shl i64 %lsr.iv386, 2
  %scevgep330 = getelementptr i8, ptr %scevgep385, i64 %243
  %scevgep331 = getelementptr i8, ptr %scevgep330, i64 16
  store i32 %.95.i.us46.4, ptr %scevgep331, align 4, !noalias !327
  %scevgep371 = getelementptr i8, ptr %scevgep491, i64 %243
  %scevgep372 = getelementptr i8, ptr %scevgep371, i64 -8
  %.95.i.us46.5 = load i32, ptr %scevgep372, align 4, !noalias !312
  %244 = shl i64 %lsr.iv386, 2
  %scevgep328 = getelementptr i8, ptr %scevgep385, i64 %244
  %scevgep329 = getelementptr i8, ptr %scevgep328, i64 20
  store i32 %.95.i.us46.5, ptr %scevgep329, align 4, !noalias !327
  %scevgep369 = getelementptr i8, ptr %scevgep491, i64 %244
  %scevgep370 = getelementptr i8, ptr %scevgep369, i64 -4
  %.95.i.us46.6 = load i32, ptr %scevgep370, align 4, !noalias !312
  %245 = shl i64 %lsr.iv386, 2
  %scevgep326 = getelementptr i8, ptr %scevgep385, i64 %245
  %scevgep327 = getelementptr i8, ptr %scevgep326, i64 24
  store i32 %.95.i.us46.6, ptr %scevgep327, align 4, !noalias !327
  %.95.i.us46.7 = load i32, ptr %scevgep492, align 4, !noalias !312
  br label %B204.endif.us56.7

B204.endif.us56.thread85:                         ; preds = %B204.us40
  %246 = shl i64 %lsr.iv386, 1
  %scevgep474 = getelementptr i8, ptr %scevgep473, i64 %246
  %scevgep490 = getelementptr i8, ptr %scevgep474, i64 -14
  %.66.i.us50 = load i16, ptr %scevgep490, align 2, !noalias !312
  %.70.i.us51 = zext i16 %.66.i.us50 to i32
  %247 = shl i64 %lsr.iv386, 2
  %scevgep408 = getelementptr i8, ptr %scevgep385, i64 %247
  store i32 %.70.i.us51, ptr %scevgep408, align 4, !noalias !327
  %248 = shl i64 %lsr.iv386, 1
  %scevgep367 = getelementptr i8, ptr %scevgep473, i64 %248
  %scevgep368 = getelementptr i8, ptr %scevgep367, i64 -12
  %.66.i.us50.1 = load i16, ptr %scevgep368, align 2, !noalias !312
  %.70.i.us51.1 = zext i16 %.66.i.us50.1 to i32
  %249 = shl i64 %lsr.iv386, 2
  %scevgep324 = getelementptr i8, ptr %scevgep385, i64 %249
  %scevgep325 = getelementptr i8, ptr %scevgep324, i64 4
  store i32 %.70.i.us51.1, ptr %scevgep325, align 4, !noalias !327
  %250 = shl i64 %lsr.iv386, 1
  %scevgep364 = getelementptr i8, ptr %scevgep473, i64 %250
  %scevgep366 = getelementptr i8, ptr %scevgep364, i64 -10
  %.66.i.us50.2 = load i16, ptr %scevgep366, align 2, !noalias !312
  %.70.i.us51.2 = zext i16 %.66.i.us50.2 to i32
  %251 = shl i64 %lsr.iv386, 2
  %scevgep319 = getelementptr i8, ptr %scevgep385, i64 %251
  %scevgep323 = getelementptr i8, ptr %scevgep319, i64 8
  store i32 %.70.i.us51.2, ptr %scevgep323, align 4, !noalias !327
  %252 = shl i64 %lsr.iv386, 1
  %scevgep362 = getelementptr i8, ptr %scevgep473, i64 %252
  %scevgep363 = getelementptr i8, ptr %scevgep362, i64 -8
  %.66.i.us50.3 = load i16, ptr %scevgep363, align 2, !noalias !312
  %.70.i.us51.3 = zext i16 %.66.i.us50.3 to i32
  %253 = shl i64 %lsr.iv386, 2
  %scevgep317 = getelementptr i8, ptr %scevgep385, i64 %253
  %scevgep318 = getelementptr i8, ptr %scevgep317, i64 12
  store i32 %.70.i.us51.3, ptr %scevgep318, align 4, !noalias !327
  %254 = shl i64 %lsr.iv386, 1
  %scevgep360 = getelementptr i8, ptr %scevgep473, i64 %254
  %scevgep361 = getelementptr i8, ptr %scevgep360, i64 -6
  %.66.i.us50.4 = load i16, ptr %scevgep361, align 2, !noalias !312
  %.70.i.us51.4 = zext i16 %.66.i.us50.4 to i32
  %255 = shl i64 %lsr.iv386, 2
  %scevgep315 = getelementptr i8, ptr %scevgep385, i64 %255
  %scevgep316 = getelementptr i8, ptr %scevgep315, i64 16
  store i32 %.70.i.us51.4, ptr %scevgep316, align 4, !noalias !327
  %256 = shl i64 %lsr.iv386, 1
  %scevgep358 = getelementptr i8, ptr %scevgep473, i64 %256
  %scevgep359 = getelementptr i8, ptr %scevgep358, i64 -4
  %.66.i.us50.5 = load i16, ptr %scevgep359, align 2, !noalias !312
  %.70.i.us51.5 = zext i16 %.66.i.us50.5 to i32
  %257 = shl i64 %lsr.iv386, 2
  %scevgep313 = getelementptr i8, ptr %scevgep385, i64 %257
  %scevgep314 = getelementptr i8, ptr %scevgep313, i64 20
  store i32 %.70.i.us51.5, ptr %scevgep314, align 4, !noalias !327
  %258 = shl i64 %lsr.iv386, 1
  %scevgep356 = getelementptr i8, ptr %scevgep473, i64 %258
  %scevgep357 = getelementptr i8, ptr %scevgep356, i64 -2
  %.66.i.us50.6 = load i16, ptr %scevgep357, align 2, !noalias !312
  %.70.i.us51.6 = zext i16 %.66.i.us50.6 to i32
  %259 = shl i64 %lsr.iv386, 2
  %scevgep311 = getelementptr i8, ptr %scevgep385, i64 %259
  %scevgep312 = getelementptr i8, ptr %scevgep311, i64 24
  store i32 %.70.i.us51.6, ptr %scevgep312, align 4, !noalias !327
  %.66.i.us50.7 = load i16, ptr %scevgep474, align 2, !noalias !312
  %.70.i.us51.7 = zext i16 %.66.i.us50.7 to i32
  br label %B204.endif.us56.7

B204.endif.us56.thread:                           ; preds = %B204.us40
  %scevgep451 = getelementptr i8, ptr %scevgep450, i64 %lsr.iv386
  %scevgep472 = getelementptr i8, ptr %scevgep451, i64 -7
  %.37.i.us54 = load i8, ptr %scevgep472, align 1, !noalias !312
  %.41.i.us55 = zext i8 %.37.i.us54 to i32
  %260 = shl i64 %lsr.iv386, 2
  %scevgep434 = getelementptr i8, ptr %scevgep385, i64 %260
  store i32 %.41.i.us55, ptr %scevgep434, align 4, !noalias !327
  %scevgep354 = getelementptr i8, ptr %scevgep450, i64 %lsr.iv386
  %scevgep355 = getelementptr i8, ptr %scevgep354, i64 -6
  %.37.i.us54.1 = load i8, ptr %scevgep355, align 1, !noalias !312
  %.41.i.us55.1 = zext i8 %.37.i.us54.1 to i32
  %261 = shl i64 %lsr.iv386, 2
  %scevgep309 = getelementptr i8, ptr %scevgep385, i64 %261
  %scevgep310 = getelementptr i8, ptr %scevgep309, i64 4
  store i32 %.41.i.us55.1, ptr %scevgep310, align 4, !noalias !327
  %scevgep349 = getelementptr i8, ptr %scevgep450, i64 %lsr.iv386
  %scevgep353 = getelementptr i8, ptr %scevgep349, i64 -5
  %.37.i.us54.2 = load i8, ptr %scevgep353, align 1, !noalias !312
  %.41.i.us55.2 = zext i8 %.37.i.us54.2 to i32
  %262 = shl i64 %lsr.iv386, 2
  %scevgep305 = getelementptr i8, ptr %scevgep385, i64 %262
  %scevgep308 = getelementptr i8, ptr %scevgep305, i64 8
  store i32 %.41.i.us55.2, ptr %scevgep308, align 4, !noalias !327
  %scevgep347 = getelementptr i8, ptr %scevgep450, i64 %lsr.iv386
  %scevgep348 = getelementptr i8, ptr %scevgep347, i64 -4
  %.37.i.us54.3 = load i8, ptr %scevgep348, align 1, !noalias !312
  %.41.i.us55.3 = zext i8 %.37.i.us54.3 to i32
  %263 = shl i64 %lsr.iv386, 2
  %scevgep303 = getelementptr i8, ptr %scevgep385, i64 %263
  %scevgep304 = getelementptr i8, ptr %scevgep303, i64 12
  store i32 %.41.i.us55.3, ptr %scevgep304, align 4, !noalias !327
  %scevgep345 = getelementptr i8, ptr %scevgep450, i64 %lsr.iv386
  %scevgep346 = getelementptr i8, ptr %scevgep345, i64 -3
  %.37.i.us54.4 = load i8, ptr %scevgep346, align 1, !noalias !312
  %.41.i.us55.4 = zext i8 %.37.i.us54.4 to i32
  %264 = shl i64 %lsr.iv386, 2
  %scevgep301 = getelementptr i8, ptr %scevgep385, i64 %264
  %scevgep302 = getelementptr i8, ptr %scevgep301, i64 16
  store i32 %.41.i.us55.4, ptr %scevgep302, align 4, !noalias !327
  %scevgep343 = getelementptr i8, ptr %scevgep450, i64 %lsr.iv386
  %scevgep344 = getelementptr i8, ptr %scevgep343, i64 -2
  %.37.i.us54.5 = load i8, ptr %scevgep344, align 1, !noalias !312
  %.41.i.us55.5 = zext i8 %.37.i.us54.5 to i32
  %265 = shl i64 %lsr.iv386, 2
  %scevgep299 = getelementptr i8, ptr %scevgep385, i64 %265
  %scevgep300 = getelementptr i8, ptr %scevgep299, i64 20
  store i32 %.41.i.us55.5, ptr %scevgep300, align 4, !noalias !327
  %scevgep341 = getelementptr i8, ptr %scevgep450, i64 %lsr.iv386
  %scevgep342 = getelementptr i8, ptr %scevgep341, i64 -1
  %.37.i.us54.6 = load i8, ptr %scevgep342, align 1, !noalias !312
  %.41.i.us55.6 = zext i8 %.37.i.us54.6 to i32
  %266 = shl i64 %lsr.iv386, 2
  %scevgep297 = getelementptr i8, ptr %scevgep385, i64 %266
  %scevgep298 = getelementptr i8, ptr %scevgep297, i64 24
  store i32 %.41.i.us55.6, ptr %scevgep298, align 4, !noalias !327
  %.37.i.us54.7 = load i8, ptr %scevgep451, align 1, !noalias !312
  %.41.i.us55.7 = zext i8 %.37.i.us54.7 to i32
  br label %B204.endif.us56.7

B204.endif.us56:                                  ; preds = %B204.us40
  %267 = shl i64 %lsr.iv386, 2
  %scevgep436 = getelementptr i8, ptr %scevgep385, i64 %267
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %scevgep436, i8 0, i64 28, i1 false)
  br label %B204.endif.us56.7

B204.endif.us56.7:                                ; preds = %B204.endif.us56, %B204.endif.us56.thread, %B204.endif.us56.thread85, %B204.endif.us56.thread89
  %.sink.i.us57.7 = phi i32 [ 0, %B204.endif.us56 ], [ %.41.i.us55.7, %B204.endif.us56.thread ], [ %.70.i.us51.7, %B204.endif.us56.thread85 ], [ %.95.i.us46.7, %B204.endif.us56.thread89 ]
  %268 = shl i64 %lsr.iv386, 2
  %scevgep295 = getelementptr i8, ptr %scevgep385, i64 %268
  %scevgep296 = getelementptr i8, ptr %scevgep295, i64 28
  store i32 %.sink.i.us57.7, ptr %scevgep296, align 4, !noalias !327
  %lsr.iv.next387 = add i64 %lsr.iv386, 8
  %exitcond.not.us60.7 = icmp eq i64 %57, %lsr.iv.next387
  br i1 %exitcond.not.us60.7, label %B282, label %B204.us40, !llvm.loop !367

B204.endif:                                       ; preds = %B204.preheader
  store ptr @.const.picklebuf.1edb8532c5a93fd0d25d5051e9b77bdcb004d73e.13, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #9

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr>, <8 x i1>, <8 x double>) #10

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #1

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v90B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !368
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !368

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !369

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
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !129, !llvm.loop !370

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
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !129, !llvm.loop !370

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !371, !llvm.loop !372

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !374

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.1, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !175

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.1, %const
  %5 = add nsw i64 %arg.a.5.1, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !121

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
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !125, !llvm.loop !375

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !127

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
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !132, !llvm.loop !376

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !128

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
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !129, !llvm.loop !370

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 3
  %.137.neg.us = mul i64 %arg.a.5.1, -8
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !377

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.1, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.0, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %13 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !175

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
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !378

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
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !129, !llvm.loop !370

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
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !129, !llvm.loop !370

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
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !129, !llvm.loop !370

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
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !129, !llvm.loop !370

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
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !129, !llvm.loop !370

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
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !129, !llvm.loop !370

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
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !129, !llvm.loop !370

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
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !129, !llvm.loop !370

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
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !379, !llvm.loop !380

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !121

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
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !125, !llvm.loop !381

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
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !127

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
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !132, !llvm.loop !382

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !128

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
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !129, !llvm.loop !370

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.0
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !121

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
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !125, !llvm.loop !383

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
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !127

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
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !132, !llvm.loop !384

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !128

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
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !129, !llvm.loop !370

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !385, !llvm.loop !386
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.cos.v8f64(<8 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #12

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { noinline nounwind }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #9 = { nounwind }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn memory(read) }
attributes #11 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i1 true}
!3 = !{!4, !6, !7, !9}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !13, !14}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13, !14}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !13}
!22 = !{!23, !25, !26, !28, !29, !31}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = distinct !{!26, !27, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!27 = distinct !{!27, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!28 = distinct !{!28, !27, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!29 = distinct !{!29, !30, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!31 = distinct !{!31, !30, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!32 = !{!33, !35}
!33 = distinct !{!33, !34, !"_ZN5numba2np6linalg20_check_finite_matrixB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np6linalg20_check_finite_matrixB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!35 = distinct !{!35, !34, !"_ZN5numba2np6linalg20_check_finite_matrixB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!36 = !{!37, !39}
!37 = distinct !{!37, !38, !"_ZN5numba2np6linalg20_check_finite_matrixB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np6linalg20_check_finite_matrixB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!39 = distinct !{!39, !38, !"_ZN5numba2np6linalg20_check_finite_matrixB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!40 = !{!41, !43}
!41 = distinct !{!41, !42, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!43 = distinct !{!43, !42, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!44 = !{!"branch_weights", i32 199, i32 9801}
!45 = !{!46, !48, !49, !51, !52, !54}
!46 = distinct !{!46, !47, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!47 = distinct !{!47, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!48 = distinct !{!48, !47, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!49 = distinct !{!49, !50, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!50 = distinct !{!50, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!51 = distinct !{!51, !50, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!52 = distinct !{!52, !53, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!53 = distinct !{!53, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!54 = distinct !{!54, !53, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!55 = !{!52, !54}
!56 = !{!57, !59, !60, !62, !63, !65}
!57 = distinct !{!57, !58, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!58 = distinct !{!58, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!59 = distinct !{!59, !58, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!60 = distinct !{!60, !61, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!61 = distinct !{!61, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!62 = distinct !{!62, !61, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!63 = distinct !{!63, !64, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!64 = distinct !{!64, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!65 = distinct !{!65, !64, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!66 = !{!63, !65}
!67 = !{!68, !70, !71, !73, !74, !76}
!68 = distinct !{!68, !69, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!69 = distinct !{!69, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!70 = distinct !{!70, !69, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!71 = distinct !{!71, !72, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!72 = distinct !{!72, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!73 = distinct !{!73, !72, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!74 = distinct !{!74, !75, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %retptr"}
!75 = distinct !{!75, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29"}
!76 = distinct !{!76, !75, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %excinfo"}
!77 = !{!74, !76}
!78 = !{!79, !81}
!79 = distinct !{!79, !80, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!80 = distinct !{!80, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!81 = distinct !{!81, !80, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!82 = !{!29, !31}
!83 = !{!84, !86}
!84 = distinct !{!84, !85, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v70B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!85 = distinct !{!85, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v70B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!86 = distinct !{!86, !85, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v70B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!87 = !{!88, !90, !91, !93, !94, !96}
!88 = distinct !{!88, !89, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!89 = distinct !{!89, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!90 = distinct !{!90, !89, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!91 = distinct !{!91, !92, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!92 = distinct !{!92, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!93 = distinct !{!93, !92, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!94 = distinct !{!94, !95, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!95 = distinct !{!95, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!96 = distinct !{!96, !95, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!97 = !{!94, !96}
!98 = !{!"branch_weights", i32 42949671, i32 2104533977}
!99 = !{!"branch_weights", i32 99, i32 1}
!100 = !{!101, !103, !104, !106}
!101 = distinct !{!101, !102, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!102 = distinct !{!102, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!103 = distinct !{!103, !102, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!104 = distinct !{!104, !105, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!105 = distinct !{!105, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!106 = distinct !{!106, !105, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!107 = !{!108}
!108 = distinct !{!108, !109}
!109 = distinct !{!109, !"LVerDomain"}
!110 = !{!111}
!111 = distinct !{!111, !109}
!112 = distinct !{!112, !13, !14}
!113 = !{!"branch_weights", i32 4, i32 28}
!114 = distinct !{!114, !13, !14}
!115 = distinct !{!115, !11}
!116 = distinct !{!116, !13, !14}
!117 = distinct !{!117, !13, !14}
!118 = distinct !{!118, !11}
!119 = distinct !{!119, !13}
!120 = !{!"branch_weights", i32 284619923, i32 1862863725}
!121 = !{!"branch_weights", i32 127, i32 1}
!122 = !{!123}
!123 = distinct !{!123, !124, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!124 = distinct !{!124, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!125 = !{!"branch_weights", i32 1, i32 1}
!126 = distinct !{!126, !11}
!127 = !{!"branch_weights", i32 1, i32 127}
!128 = !{!"branch_weights", i32 277993707, i32 1869489941}
!129 = !{!"branch_weights", i32 542333185, i32 1605150463}
!130 = distinct !{!130, !131, !11}
!131 = !{!"llvm.loop.estimated_trip_count", i32 4}
!132 = !{!"branch_weights", i32 166258294, i32 1981225354}
!133 = distinct !{!133, !134}
!134 = !{!"llvm.loop.estimated_trip_count", i32 3}
!135 = distinct !{!135, !13}
!136 = !{!137, !139, !140, !142}
!137 = distinct !{!137, !138, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!138 = distinct !{!138, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!139 = distinct !{!139, !138, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!140 = distinct !{!140, !141, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!141 = distinct !{!141, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!142 = distinct !{!142, !141, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!143 = distinct !{!143, !11}
!144 = !{!145}
!145 = distinct !{!145, !146}
!146 = distinct !{!146, !"LVerDomain"}
!147 = !{!148}
!148 = distinct !{!148, !146}
!149 = distinct !{!149, !13, !14}
!150 = !{!"branch_weights", i32 8, i32 24}
!151 = distinct !{!151, !13, !14}
!152 = distinct !{!152, !13}
!153 = distinct !{!153, !11}
!154 = !{!155, !157, !158, !160}
!155 = distinct !{!155, !156, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!156 = distinct !{!156, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!157 = distinct !{!157, !156, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!158 = distinct !{!158, !159, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!159 = distinct !{!159, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!160 = distinct !{!160, !159, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!161 = !{!162}
!162 = distinct !{!162, !163}
!163 = distinct !{!163, !"LVerDomain"}
!164 = !{!165}
!165 = distinct !{!165, !163}
!166 = distinct !{!166, !13, !14}
!167 = distinct !{!167, !13, !14}
!168 = distinct !{!168, !11}
!169 = distinct !{!169, !13}
!170 = distinct !{!170, !131, !11}
!171 = distinct !{!171, !131, !11}
!172 = distinct !{!172, !131, !11}
!173 = distinct !{!173, !131, !11}
!174 = distinct !{!174, !11}
!175 = !{!"branch_weights", i32 146201250, i32 2001282398}
!176 = distinct !{!176, !177}
!177 = !{!"llvm.loop.estimated_trip_count", i32 12}
!178 = distinct !{!178, !177}
!179 = !{!"branch_weights", i32 319644862, i32 1827838786}
!180 = distinct !{!180, !181}
!181 = !{!"llvm.loop.estimated_trip_count", i32 6}
!182 = !{!"branch_weights", i32 1030503492, i32 1116980156}
!183 = !{!"branch_weights", i32 127, i32 12545}
!184 = distinct !{!184, !181}
!185 = !{!186, !188, !189, !191}
!186 = distinct !{!186, !187, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!187 = distinct !{!187, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!188 = distinct !{!188, !187, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!189 = distinct !{!189, !190, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!190 = distinct !{!190, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!191 = distinct !{!191, !190, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!192 = !{!193, !195, !186, !188, !189, !191}
!193 = distinct !{!193, !194, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!194 = distinct !{!194, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!195 = distinct !{!195, !194, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!196 = !{!197, !199, !186, !188, !189, !191}
!197 = distinct !{!197, !198, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!198 = distinct !{!198, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!199 = distinct !{!199, !198, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!200 = !{!201, !203}
!201 = distinct !{!201, !202, !"_ZN5numba7cpython7unicode12unicode_join12_3clocals_3e14join_list_implB3v83B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type37list_28unicode_type_29_3civ_3dNone_3e: %retptr"}
!202 = distinct !{!202, !"_ZN5numba7cpython7unicode12unicode_join12_3clocals_3e14join_list_implB3v83B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type37list_28unicode_type_29_3civ_3dNone_3e"}
!203 = distinct !{!203, !202, !"_ZN5numba7cpython7unicode12unicode_join12_3clocals_3e14join_list_implB3v83B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type37list_28unicode_type_29_3civ_3dNone_3e: %excinfo"}
!204 = !{!205, !207, !208, !210}
!205 = distinct !{!205, !206, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!206 = distinct !{!206, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!207 = distinct !{!207, !206, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!208 = distinct !{!208, !209, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!209 = distinct !{!209, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!210 = distinct !{!210, !209, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!211 = !{!212, !214, !205, !207, !208, !210}
!212 = distinct !{!212, !213, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!213 = distinct !{!213, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!214 = distinct !{!214, !213, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!215 = !{!216, !218, !205, !207, !208, !210}
!216 = distinct !{!216, !217, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!217 = distinct !{!217, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!218 = distinct !{!218, !217, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!219 = !{!220, !222}
!220 = distinct !{!220, !221, !"_ZN5numba7cpython7unicode12unicode_join12_3clocals_3e14join_list_implB3v83B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type37list_28unicode_type_29_3civ_3dNone_3e: %retptr"}
!221 = distinct !{!221, !"_ZN5numba7cpython7unicode12unicode_join12_3clocals_3e14join_list_implB3v83B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type37list_28unicode_type_29_3civ_3dNone_3e"}
!222 = distinct !{!222, !221, !"_ZN5numba7cpython7unicode12unicode_join12_3clocals_3e14join_list_implB3v83B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type37list_28unicode_type_29_3civ_3dNone_3e: %excinfo"}
!223 = !{!224, !226}
!224 = distinct !{!224, !225, !"_ZN5numba7cpython7unicode13_empty_stringB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %retptr"}
!225 = distinct !{!225, !"_ZN5numba7cpython7unicode13_empty_stringB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj"}
!226 = distinct !{!226, !225, !"_ZN5numba7cpython7unicode13_empty_stringB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %excinfo"}
!227 = !{!228, !230, !224, !226}
!228 = distinct !{!228, !229, !"_ZN5numba7cpython7unicode15_set_code_pointB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %retptr"}
!229 = distinct !{!229, !"_ZN5numba7cpython7unicode15_set_code_pointB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj"}
!230 = distinct !{!230, !229, !"_ZN5numba7cpython7unicode15_set_code_pointB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %excinfo"}
!231 = !{!232, !234}
!232 = distinct !{!232, !233, !"_ZN5numba7cpython7unicode13_empty_stringB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %retptr"}
!233 = distinct !{!233, !"_ZN5numba7cpython7unicode13_empty_stringB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj"}
!234 = distinct !{!234, !233, !"_ZN5numba7cpython7unicode13_empty_stringB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %excinfo"}
!235 = !{!236, !238, !232, !234}
!236 = distinct !{!236, !237, !"_ZN5numba7cpython7unicode15_set_code_pointB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %retptr"}
!237 = distinct !{!237, !"_ZN5numba7cpython7unicode15_set_code_pointB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj"}
!238 = distinct !{!238, !237, !"_ZN5numba7cpython7unicode15_set_code_pointB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %excinfo"}
!239 = !{!240}
!240 = distinct !{!240, !241}
!241 = distinct !{!241, !"LVerDomain"}
!242 = !{!243}
!243 = distinct !{!243, !244, !"_ZN5numba7cpython7unicode15_get_code_pointB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!244 = distinct !{!244, !"_ZN5numba7cpython7unicode15_get_code_pointB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!245 = !{!246}
!246 = distinct !{!246, !241}
!247 = !{!248}
!248 = distinct !{!248, !241}
!249 = !{!250}
!250 = distinct !{!250, !241}
!251 = !{!252, !254, !248, !246, !240}
!252 = distinct !{!252, !253, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!253 = distinct !{!253, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!254 = distinct !{!254, !253, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!255 = distinct !{!255, !13, !14}
!256 = !{!"branch_weights", i32 16, i32 48}
!257 = distinct !{!257, !13, !14}
!258 = !{!252, !254}
!259 = distinct !{!259, !11}
!260 = !{!261}
!261 = distinct !{!261, !262}
!262 = distinct !{!262, !"LVerDomain"}
!263 = !{!264}
!264 = distinct !{!264, !262}
!265 = !{!266}
!266 = distinct !{!266, !262}
!267 = !{!268}
!268 = distinct !{!268, !262}
!269 = !{!252, !254, !266, !264, !261}
!270 = distinct !{!270, !13, !14}
!271 = distinct !{!271, !13, !14}
!272 = distinct !{!272, !11}
!273 = !{!274}
!274 = distinct !{!274, !275}
!275 = distinct !{!275, !"LVerDomain"}
!276 = !{!277}
!277 = distinct !{!277, !275}
!278 = !{!252, !254, !274}
!279 = distinct !{!279, !13, !14}
!280 = !{!"branch_weights", i32 8, i32 56}
!281 = distinct !{!281, !13, !14}
!282 = distinct !{!282, !11}
!283 = !{!284}
!284 = distinct !{!284, !285}
!285 = distinct !{!285, !"LVerDomain"}
!286 = !{!287}
!287 = distinct !{!287, !285}
!288 = !{!252, !254, !284}
!289 = distinct !{!289, !13, !14}
!290 = !{!"branch_weights", i32 16, i32 112}
!291 = distinct !{!291, !13, !14}
!292 = distinct !{!292, !11}
!293 = distinct !{!293, !13, !14}
!294 = !{!"branch_weights", i32 16, i32 240}
!295 = distinct !{!295, !13, !14}
!296 = distinct !{!296, !11}
!297 = distinct !{!297, !13}
!298 = distinct !{!298, !13}
!299 = distinct !{!299, !13}
!300 = distinct !{!300, !13}
!301 = distinct !{!301, !13}
!302 = !{!303}
!303 = distinct !{!303, !304, !"_ZN5numba7cpython7unicode15_get_code_pointB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!304 = distinct !{!304, !"_ZN5numba7cpython7unicode15_get_code_pointB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!305 = !{!306, !308}
!306 = distinct !{!306, !307, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!307 = distinct !{!307, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!308 = distinct !{!308, !307, !"_ZN5numba7cpython7unicode15_set_code_pointB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!309 = !{!310}
!310 = distinct !{!310, !311}
!311 = distinct !{!311, !"LVerDomain"}
!312 = !{!313}
!313 = distinct !{!313, !314, !"_ZN5numba7cpython7unicode15_get_code_pointB3v87B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!314 = distinct !{!314, !"_ZN5numba7cpython7unicode15_get_code_pointB3v87B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!315 = !{!316}
!316 = distinct !{!316, !311}
!317 = !{!318}
!318 = distinct !{!318, !311}
!319 = !{!320}
!320 = distinct !{!320, !311}
!321 = !{!322, !324, !318, !316, !310}
!322 = distinct !{!322, !323, !"_ZN5numba7cpython7unicode15_set_code_pointB3v88B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!323 = distinct !{!323, !"_ZN5numba7cpython7unicode15_set_code_pointB3v88B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!324 = distinct !{!324, !323, !"_ZN5numba7cpython7unicode15_set_code_pointB3v88B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!325 = distinct !{!325, !13, !14}
!326 = distinct !{!326, !13, !14}
!327 = !{!322, !324}
!328 = distinct !{!328, !11}
!329 = !{!330}
!330 = distinct !{!330, !331}
!331 = distinct !{!331, !"LVerDomain"}
!332 = !{!333}
!333 = distinct !{!333, !331}
!334 = !{!335}
!335 = distinct !{!335, !331}
!336 = !{!337}
!337 = distinct !{!337, !331}
!338 = !{!322, !324, !335, !333, !330}
!339 = distinct !{!339, !13, !14}
!340 = distinct !{!340, !13, !14}
!341 = distinct !{!341, !11}
!342 = !{!343}
!343 = distinct !{!343, !344}
!344 = distinct !{!344, !"LVerDomain"}
!345 = !{!346}
!346 = distinct !{!346, !344}
!347 = !{!322, !324, !343}
!348 = distinct !{!348, !13, !14}
!349 = distinct !{!349, !13, !14}
!350 = distinct !{!350, !11}
!351 = !{!352}
!352 = distinct !{!352, !353}
!353 = distinct !{!353, !"LVerDomain"}
!354 = !{!355}
!355 = distinct !{!355, !353}
!356 = !{!322, !324, !352}
!357 = distinct !{!357, !13, !14}
!358 = distinct !{!358, !13, !14}
!359 = distinct !{!359, !11}
!360 = distinct !{!360, !13, !14}
!361 = distinct !{!361, !13, !14}
!362 = distinct !{!362, !11}
!363 = distinct !{!363, !13}
!364 = distinct !{!364, !13}
!365 = distinct !{!365, !13}
!366 = distinct !{!366, !13}
!367 = distinct !{!367, !13}
!368 = !{!"branch_weights", i32 16129, i32 255}
!369 = !{!"branch_weights", i32 553201332, i32 1594282316}
!370 = distinct !{!370, !131, !11}
!371 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!372 = distinct !{!372, !373, !11}
!373 = !{!"llvm.loop.estimated_trip_count", i32 2}
!374 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!375 = distinct !{!375, !11}
!376 = distinct !{!376, !134}
!377 = !{!"branch_weights", i32 21522287, i32 2125961361}
!378 = !{!"branch_weights", i32 125941159, i32 2021542489}
!379 = !{!"branch_weights", i32 166258296, i32 1981225352}
!380 = distinct !{!380, !177}
!381 = distinct !{!381, !11}
!382 = distinct !{!382, !134}
!383 = distinct !{!383, !11}
!384 = distinct !{!384, !134}
!385 = !{!"branch_weights", i32 42828876, i32 2104654772}
!386 = distinct !{!386, !387}
!387 = !{!"llvm.loop.estimated_trip_count", i32 50}
