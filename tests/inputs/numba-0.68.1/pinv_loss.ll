; ModuleID = 'pinv_loss'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.pinv_loss = internal constant [10 x i8] c"pinv_loss\00"
@_ZN08NumbaEnv7kernels9pinv_lossB3v51B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels9pinv_lossB3v51B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [131 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9pinv_lossB3v51B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg9pinv_impl12_3clocals_3e9pinv_implB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE30omitted_28default_3d1e_2d15_29 = common local_unnamed_addr global ptr null
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c, i32 83, ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1, ptr null, i32 0 }
@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366, i32 69, ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1, ptr null, i32 0 }
@.const.array.data = internal constant [8 x i8] c"\00\00\00\00\00\00\F0?", align 8
@.const.array.data.1 = internal constant [8 x i8] zeroinitializer, align 8
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M~\03\87\94\87\94."
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1 = internal constant [20 x i8] c"\C0\F0\F1\E1\8FD\E8{\F1\DFe\FFk\B3\F2\86\EE\9B\08e"
@.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, i32 135, ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v53B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.12 = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1.13 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.12, i32 83, ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1.13, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.20 = internal constant [140 x i8] c"\80\04\95\81\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C)total size of new array must be unchanged\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94M\A1\09\87\94\87\94."
@.const.pickledata.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.sha1.21 = internal constant [20 x i8] c"\1E\BC\F6\E9\D7\C0\EBsbC\D4'\D6\BA\B7_\1D\AB\A2\AE"
@.const.picklebuf.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.16 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.20, i32 140, ptr @.const.pickledata.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.sha1.21, ptr null, i32 0 }
@.const.pickledata.f1993f683500eac99a139481b65c12a7423d09e4.18 = internal constant [140 x i8] c"\80\04\95\81\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C)total size of new array must be unchanged\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94M\AC\09\87\94\87\94."
@.const.pickledata.f1993f683500eac99a139481b65c12a7423d09e4.sha1.19 = internal constant [20 x i8] c"\F1\99?h5\00\EA\C9\9A\13\94\81\B6\\\12\A7B=\09\E4"
@.const.picklebuf.f1993f683500eac99a139481b65c12a7423d09e4.17 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.f1993f683500eac99a139481b65c12a7423d09e4.18, i32 140, ptr @.const.pickledata.f1993f683500eac99a139481b65c12a7423d09e4.sha1.19, ptr null, i32 0 }
@.const.pickledata.3dc32ace2620013f7970c5631ea51c4a39f358d0 = internal constant [129 x i8] c"\80\04\95v\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Emultiple negative shape values\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94M\B0\09\87\94\87\94."
@.const.pickledata.3dc32ace2620013f7970c5631ea51c4a39f358d0.sha1 = internal constant [20 x i8] c"=\C3*\CE& \01?yp\C5c\1E\A5\1CJ9\F3X\D0"
@.const.picklebuf.3dc32ace2620013f7970c5631ea51c4a39f358d0 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.3dc32ace2620013f7970c5631ea51c4a39f358d0, i32 129, ptr @.const.pickledata.3dc32ace2620013f7970c5631ea51c4a39f358d0.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython8builtins6ol_min12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.30 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.31 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.26 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.30, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.31, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.28 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.29 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.27 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.28, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.29, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.39 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.40 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.35 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.39, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.40, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.37 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.38 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.36 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.37, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.38, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249 = internal constant [111 x i8] c"\80\04\95d\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\FC\03\87\94\87\94."
@.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249.sha1 = internal constant [20 x i8] c"\97\0D\0AC&\93D|\C0\8Df\FA\C3z\BB\EB\CA\FC2I"
@.const.picklebuf.970d0a432693447cc08d66fac37abbebcafc3249 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249, i32 111, ptr @.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249.sha1, ptr null, i32 0 }
@.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c = internal constant [149 x i8] c"\80\04\95\8A\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C&Internal algorithm failed to converge.\94\85\94\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\FE\03\87\94\87\94."
@.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c.sha1 = internal constant [20 x i8] c"oHo\F4\F1'\81W\8B\E8\8A\8A\CB\82)\A7\CE@+\9C"
@.const.picklebuf.6f486ff4f12781578be88a8acb8229a7ce402b9c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c, i32 149, ptr @.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, i32 66, ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f4abfb21a90B3v55B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f4abfaa00d0B3v56B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels9pinv_lossB3v51B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1) local_unnamed_addr {
B0:
  %.22 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.fca.4.gep = getelementptr inbounds nuw i8, ptr %.22, i64 32
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.284 = alloca double, align 8
  %excinfo.5 = alloca ptr, align 8
  %.534 = alloca double, align 8
  store double 0.000000e+00, ptr %.534, align 8
  %excinfo.9 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.22, i8 0, i64 72, i1 false)
  %.30 = call i32 @_ZN5numba2np6linalg9pinv_impl12_3clocals_3e9pinv_implB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE30omitted_28default_3d1e_2d15_29(ptr nonnull %.22, ptr nonnull %excinfo.1, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1)
  %.40.fca.0.load = load ptr, ptr %.22, align 8
  %.40.fca.4.load = load ptr, ptr %.fca.4.gep, align 8
  %cond = icmp eq i32 %.30, 0
  br i1 %cond, label %B128.i, label %B0.if.if, !prof !0

B128.i:                                           ; preds = %B0
  %const534 = bitcast i64 -1152921504606846976 to i64
  %const533 = bitcast i64 -2305843009213693952 to i64
  %.fca.5.1.gep = getelementptr inbounds nuw i8, ptr %.22, i64 48
  %.fca.5.0.gep = getelementptr inbounds nuw i8, ptr %.22, i64 40
  %.40.fca.5.0.load = load i64, ptr %.fca.5.0.gep, align 8
  %.40.fca.5.0.load.fr = freeze i64 %.40.fca.5.0.load
  %.40.fca.5.1.load = load i64, ptr %.fca.5.1.gep, align 8
  %.40.fca.5.1.load.fr = freeze i64 %.40.fca.5.1.load
  tail call void @NRT_decref(ptr %arg.A.0)
  %.141 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.40.fca.5.0.load.fr, i64 %.40.fca.5.1.load.fr)
  %.142 = extractvalue { i64, i1 } %.141, 0
  %.143 = extractvalue { i64, i1 } %.141, 1
  %.145 = shl i64 %.40.fca.5.0.load.fr, 3
  %0 = add i64 %.142, %const534
  %.148 = icmp ult i64 %0, %const533
  %.149 = or i1 %.143, %.148
  br i1 %.149, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !1

common.ret:                                       ; preds = %for.end.2.if.if, %for.end.2.endif, %for.end.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.if, %for.end.if.if, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ %.542, %for.end.2.if.if ], [ 1, %for.end.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 0, %for.end.2.endif ], [ %.292, %for.end.if.if ], [ 1, %for.end.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.31 = load ptr, ptr %excinfo.1, align 8
  store ptr %.31, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.147 = shl nsw i64 %.142, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.147, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.227120 = icmp sgt i64 %.40.fca.5.1.load.fr, 0
  br i1 %.227120, label %for.cond.1.preheader.lr.ph, label %for.end

for.cond.1.preheader.lr.ph:                       ; preds = %B0.endif.endif.endif.endif.endif
  %.23086 = icmp sgt i64 %.40.fca.5.0.load.fr, 0
  br i1 %.23086, label %for.cond.1.preheader.lr.ph.split.us, label %for.end

for.cond.1.preheader.lr.ph.split.us:              ; preds = %for.cond.1.preheader.lr.ph
  %.232.not = icmp eq i64 %.40.fca.5.0.load.fr, 1
  br i1 %.232.not, label %for.cond.1.preheader.lr.ph.split.us.split, label %for.cond.1.preheader.lr.ph.split.us.split.us

for.cond.1.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.1.preheader.lr.ph.split.us
  %1 = icmp eq i64 %.40.fca.5.1.load.fr, 1
  br i1 %1, label %iter.check, label %for.cond.1.preheader.us.us.us.preheader

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %2 = ptrtoint ptr %.6.i to i64
  %3 = ptrtoint ptr %.40.fca.4.load to i64
  %const527 = bitcast i64 9223372036854775776 to i64
  %4 = sub i64 %2, %3
  %min.iters.check133 = icmp ult i64 %.40.fca.5.0.load.fr, 4
  %diff.check131 = icmp ult i64 %4, 256
  %or.cond = select i1 %min.iters.check133, i1 true, i1 %diff.check131
  %n.vec140 = and i64 %.40.fca.5.0.load.fr, %const527
  %const_mat528 = add i64 %const527, 28
  %n.vec156 = and i64 %.40.fca.5.0.load.fr, %const_mat528
  %scevgep463 = getelementptr i8, ptr %.6.i, i64 192
  %5 = shl i64 %.40.fca.5.0.load.fr, 3
  %scevgep473 = getelementptr i8, ptr %.40.fca.4.load, i64 192
  br label %iter.check135

iter.check135:                                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us
  %lsr.iv486 = phi ptr [ %.40.fca.4.load, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep487, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv483 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep484, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv474 = phi ptr [ %scevgep473, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep475, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv464 = phi ptr [ %scevgep463, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep465, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %loop.index123.us.us.us = phi i64 [ %.282.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  br i1 %or.cond, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader, label %vector.main.loop.iter.check137

vector.main.loop.iter.check137:                   ; preds = %iter.check135
  %6 = icmp ult i64 %.40.fca.5.0.load.fr, 32
  br i1 %6, label %vec.epilog.ph154, label %vector.body141.preheader

vector.body141.preheader:                         ; preds = %vector.main.loop.iter.check137
  br label %vector.body141

vector.body141:                                   ; preds = %vector.body141.preheader, %vector.body141
  %index142 = phi i64 [ %index.next147, %vector.body141 ], [ 0, %vector.body141.preheader ]
  %7 = shl i64 %index142, 3
  %scevgep481 = getelementptr i8, ptr %lsr.iv474, i64 %7
  %scevgep482 = getelementptr i8, ptr %scevgep481, i64 -192
  %8 = shl i64 %index142, 3
  %scevgep479 = getelementptr i8, ptr %lsr.iv474, i64 %8
  %scevgep480 = getelementptr i8, ptr %scevgep479, i64 -128
  %9 = shl i64 %index142, 3
  %scevgep477 = getelementptr i8, ptr %lsr.iv474, i64 %9
  %scevgep478 = getelementptr i8, ptr %scevgep477, i64 -64
  %10 = shl i64 %index142, 3
  %scevgep476 = getelementptr i8, ptr %lsr.iv474, i64 %10
  %wide.load143 = load <8 x double>, ptr %scevgep482, align 8
  %wide.load144 = load <8 x double>, ptr %scevgep480, align 8
  %wide.load145 = load <8 x double>, ptr %scevgep478, align 8
  %wide.load146 = load <8 x double>, ptr %scevgep476, align 8
  %11 = fmul <8 x double> %wide.load143, %wide.load143
  %12 = fmul <8 x double> %wide.load144, %wide.load144
  %13 = fmul <8 x double> %wide.load145, %wide.load145
  %14 = fmul <8 x double> %wide.load146, %wide.load146
  %15 = shl i64 %index142, 3
  %scevgep471 = getelementptr i8, ptr %lsr.iv464, i64 %15
  %scevgep472 = getelementptr i8, ptr %scevgep471, i64 -192
  %16 = shl i64 %index142, 3
  %scevgep469 = getelementptr i8, ptr %lsr.iv464, i64 %16
  %scevgep470 = getelementptr i8, ptr %scevgep469, i64 -128
  %17 = shl i64 %index142, 3
  %scevgep467 = getelementptr i8, ptr %lsr.iv464, i64 %17
  %scevgep468 = getelementptr i8, ptr %scevgep467, i64 -64
  %18 = shl i64 %index142, 3
  %scevgep466 = getelementptr i8, ptr %lsr.iv464, i64 %18
  store <8 x double> %11, ptr %scevgep472, align 8
  store <8 x double> %12, ptr %scevgep470, align 8
  store <8 x double> %13, ptr %scevgep468, align 8
  store <8 x double> %14, ptr %scevgep466, align 8
  %index.next147 = add nuw i64 %index142, 32
  %19 = icmp eq i64 %n.vec140, %index.next147
  br i1 %19, label %middle.block148, label %vector.body141, !llvm.loop !10

middle.block148:                                  ; preds = %vector.body141
  %20 = icmp eq i64 %.40.fca.5.0.load.fr, %n.vec140
  br i1 %20, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %vec.epilog.iter.check152

vec.epilog.iter.check152:                         ; preds = %middle.block148
  %21 = and i64 %.40.fca.5.0.load.fr, 28
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader, label %vec.epilog.ph154, !prof !13

vec.epilog.ph154:                                 ; preds = %vector.main.loop.iter.check137, %vec.epilog.iter.check152
  %vec.epilog.resume.val150 = phi i64 [ %n.vec140, %vec.epilog.iter.check152 ], [ 0, %vector.main.loop.iter.check137 ]
  br label %vec.epilog.vector.body157

vec.epilog.vector.body157:                        ; preds = %vec.epilog.vector.body157, %vec.epilog.ph154
  %index158 = phi i64 [ %vec.epilog.resume.val150, %vec.epilog.ph154 ], [ %index.next160, %vec.epilog.vector.body157 ]
  %23 = shl i64 %index158, 3
  %scevgep488 = getelementptr i8, ptr %lsr.iv486, i64 %23
  %wide.load159 = load <4 x double>, ptr %scevgep488, align 8
  %24 = fmul <4 x double> %wide.load159, %wide.load159
  %25 = shl i64 %index158, 3
  %scevgep485 = getelementptr i8, ptr %lsr.iv483, i64 %25
  store <4 x double> %24, ptr %scevgep485, align 8
  %index.next160 = add nuw i64 %index158, 4
  %26 = icmp eq i64 %n.vec156, %index.next160
  br i1 %26, label %vec.epilog.middle.block161, label %vec.epilog.vector.body157, !llvm.loop !14

vec.epilog.middle.block161:                       ; preds = %vec.epilog.vector.body157
  %27 = icmp eq i64 %.40.fca.5.0.load.fr, %n.vec156
  br i1 %27, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %iter.check135, %vec.epilog.iter.check152, %vec.epilog.middle.block161
  %loop.index.189.us.us.us.us.us.ph = phi i64 [ 0, %iter.check135 ], [ %n.vec140, %vec.epilog.iter.check152 ], [ %n.vec156, %vec.epilog.middle.block161 ]
  %28 = sub nsw i64 %.40.fca.5.0.load.fr, %loop.index.189.us.us.us.us.us.ph
  %xtraiter = and i64 %28, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.1.endif.endif.endif.us.us.us.us.us.prol

for.body.1.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv491 = phi i64 [ %xtraiter, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next492, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.189.us.us.us.us.us.prol = phi i64 [ %.280.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.189.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %29 = shl i64 %loop.index.189.us.us.us.us.us.prol, 3
  %scevgep490 = getelementptr i8, ptr %lsr.iv486, i64 %29
  %.248.us.us.us.us.us.prol = load double, ptr %scevgep490, align 8
  %.5.i23.prol = fmul double %.248.us.us.us.us.us.prol, %.248.us.us.us.us.us.prol
  %30 = shl i64 %loop.index.189.us.us.us.us.us.prol, 3
  %scevgep489 = getelementptr i8, ptr %lsr.iv483, i64 %30
  store double %.5.i23.prol, ptr %scevgep489, align 8
  %.280.us.us.us.us.us.prol = add nuw i64 %loop.index.189.us.us.us.us.us.prol, 1
  %lsr.iv.next492 = add nsw i64 %lsr.iv491, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next492, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !15

for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.189.us.us.us.us.us.unr = phi i64 [ %loop.index.189.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader ], [ %.280.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %31 = sub nsw i64 %loop.index.189.us.us.us.us.us.ph, %.40.fca.5.0.load.fr
  %32 = icmp ugt i64 %31, -8
  br i1 %32, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader260

for.body.1.endif.endif.endif.us.us.us.us.us.preheader260: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us.us.us.us.us

for.body.1.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader260, %for.body.1.endif.endif.endif.us.us.us.us.us
  %loop.index.189.us.us.us.us.us = phi i64 [ %.280.us.us.us.us.us.7, %for.body.1.endif.endif.endif.us.us.us.us.us ], [ %loop.index.189.us.us.us.us.us.unr, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader260 ]
  %33 = shl i64 %loop.index.189.us.us.us.us.us, 3
  %scevgep510 = getelementptr i8, ptr %lsr.iv486, i64 %33
  %.248.us.us.us.us.us = load double, ptr %scevgep510, align 8
  %.5.i23 = fmul double %.248.us.us.us.us.us, %.248.us.us.us.us.us
  %34 = shl i64 %loop.index.189.us.us.us.us.us, 3
  %scevgep495 = getelementptr i8, ptr %lsr.iv483, i64 %34
  store double %.5.i23, ptr %scevgep495, align 8
  %scevgep511 = getelementptr i8, ptr %lsr.iv486, i64 %34
  %scevgep512 = getelementptr i8, ptr %scevgep511, i64 8
  %.248.us.us.us.us.us.1 = load double, ptr %scevgep512, align 8
  %.5.i23.1 = fmul double %.248.us.us.us.us.us.1, %.248.us.us.us.us.us.1
  %35 = shl i64 %loop.index.189.us.us.us.us.us, 3
  %scevgep498 = getelementptr i8, ptr %lsr.iv483, i64 %35
  %scevgep499 = getelementptr i8, ptr %scevgep498, i64 8
  store double %.5.i23.1, ptr %scevgep499, align 8
  %scevgep513 = getelementptr i8, ptr %lsr.iv486, i64 %35
  %scevgep514 = getelementptr i8, ptr %scevgep513, i64 16
  %.248.us.us.us.us.us.2 = load double, ptr %scevgep514, align 8
  %.5.i23.2 = fmul double %.248.us.us.us.us.us.2, %.248.us.us.us.us.us.2
  %36 = shl i64 %loop.index.189.us.us.us.us.us, 3
  %scevgep500 = getelementptr i8, ptr %lsr.iv483, i64 %36
  %scevgep501 = getelementptr i8, ptr %scevgep500, i64 16
  store double %.5.i23.2, ptr %scevgep501, align 8
  %scevgep515 = getelementptr i8, ptr %lsr.iv486, i64 %36
  %scevgep516 = getelementptr i8, ptr %scevgep515, i64 24
  %.248.us.us.us.us.us.3 = load double, ptr %scevgep516, align 8
  %.5.i23.3 = fmul double %.248.us.us.us.us.us.3, %.248.us.us.us.us.us.3
  %37 = shl i64 %loop.index.189.us.us.us.us.us, 3
  %scevgep502 = getelementptr i8, ptr %lsr.iv483, i64 %37
  %scevgep503 = getelementptr i8, ptr %scevgep502, i64 24
  store double %.5.i23.3, ptr %scevgep503, align 8
  %scevgep517 = getelementptr i8, ptr %lsr.iv486, i64 %37
  %scevgep518 = getelementptr i8, ptr %scevgep517, i64 32
  %.248.us.us.us.us.us.4 = load double, ptr %scevgep518, align 8
  %.5.i23.4 = fmul double %.248.us.us.us.us.us.4, %.248.us.us.us.us.us.4
  %38 = shl i64 %loop.index.189.us.us.us.us.us, 3
  %scevgep493 = getelementptr i8, ptr %lsr.iv483, i64 %38
  %scevgep494 = getelementptr i8, ptr %scevgep493, i64 32
  store double %.5.i23.4, ptr %scevgep494, align 8
  %scevgep519 = getelementptr i8, ptr %lsr.iv486, i64 %38
  %scevgep520 = getelementptr i8, ptr %scevgep519, i64 40
  %.248.us.us.us.us.us.5 = load double, ptr %scevgep520, align 8
  %.5.i23.5 = fmul double %.248.us.us.us.us.us.5, %.248.us.us.us.us.us.5
  %39 = shl i64 %loop.index.189.us.us.us.us.us, 3
  %scevgep506 = getelementptr i8, ptr %lsr.iv483, i64 %39
  %scevgep507 = getelementptr i8, ptr %scevgep506, i64 40
  store double %.5.i23.5, ptr %scevgep507, align 8
  %scevgep521 = getelementptr i8, ptr %lsr.iv486, i64 %39
  %scevgep522 = getelementptr i8, ptr %scevgep521, i64 48
  %.248.us.us.us.us.us.6 = load double, ptr %scevgep522, align 8
  %.5.i23.6 = fmul double %.248.us.us.us.us.us.6, %.248.us.us.us.us.us.6
  %40 = shl i64 %loop.index.189.us.us.us.us.us, 3
  %scevgep504 = getelementptr i8, ptr %lsr.iv483, i64 %40
  %scevgep505 = getelementptr i8, ptr %scevgep504, i64 48
  store double %.5.i23.6, ptr %scevgep505, align 8
  %scevgep508 = getelementptr i8, ptr %lsr.iv486, i64 %40
  %scevgep509 = getelementptr i8, ptr %scevgep508, i64 56
  %.248.us.us.us.us.us.7 = load double, ptr %scevgep509, align 8
  %.5.i23.7 = fmul double %.248.us.us.us.us.us.7, %.248.us.us.us.us.us.7
  %41 = shl i64 %loop.index.189.us.us.us.us.us, 3
  %scevgep496 = getelementptr i8, ptr %lsr.iv483, i64 %41
  %scevgep497 = getelementptr i8, ptr %scevgep496, i64 56
  store double %.5.i23.7, ptr %scevgep497, align 8
  %.280.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.189.us.us.us.us.us, 8
  %exitcond277.not.7 = icmp eq i64 %.40.fca.5.0.load.fr, %.280.us.us.us.us.us.7
  br i1 %exitcond277.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us, !llvm.loop !17

for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block161, %middle.block148
  %.282.us.us.us = add nuw nsw i64 %loop.index123.us.us.us, 1
  %scevgep465 = getelementptr i8, ptr %lsr.iv464, i64 %5
  %scevgep475 = getelementptr i8, ptr %lsr.iv474, i64 %5
  %scevgep484 = getelementptr i8, ptr %lsr.iv483, i64 %5
  %scevgep487 = getelementptr i8, ptr %lsr.iv486, i64 %5
  %exitcond278.not = icmp eq i64 %.282.us.us.us, %.40.fca.5.1.load.fr
  br i1 %exitcond278.not, label %for.end, label %iter.check135

iter.check:                                       ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %42 = ptrtoint ptr %.6.i to i64
  %43 = ptrtoint ptr %.40.fca.4.load to i64
  %min.iters.check108 = icmp ult i64 %.40.fca.5.0.load.fr, 4
  %44 = sub i64 %42, %43
  %diff.check106 = icmp ult i64 %44, 256
  %or.cond228 = select i1 %min.iters.check108, i1 true, i1 %diff.check106
  br i1 %or.cond228, label %for.body.1.endif.endif.endif.us.us141.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %const529 = bitcast i64 9223372036854775776 to i64
  %min.iters.check110 = icmp ult i64 %.40.fca.5.0.load.fr, 32
  br i1 %min.iters.check110, label %vec.epilog.ph, label %vector.ph111

vector.ph111:                                     ; preds = %vector.main.loop.iter.check
  %n.vec113 = and i64 %.40.fca.5.0.load.fr, %const529
  br label %vector.body114

vector.body114:                                   ; preds = %vector.body114, %vector.ph111
  %index115 = phi i64 [ 0, %vector.ph111 ], [ %index.next120, %vector.body114 ]
  %sunkaddr = mul i64 %index115, 8
  %sunkaddr535 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr
  %wide.load116 = load <8 x double>, ptr %sunkaddr535, align 8
  %sunkaddr536 = mul i64 %index115, 8
  %sunkaddr537 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr536
  %sunkaddr538 = getelementptr i8, ptr %sunkaddr537, i64 64
  %wide.load117 = load <8 x double>, ptr %sunkaddr538, align 8
  %sunkaddr539 = mul i64 %index115, 8
  %sunkaddr540 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr539
  %sunkaddr541 = getelementptr i8, ptr %sunkaddr540, i64 128
  %wide.load118 = load <8 x double>, ptr %sunkaddr541, align 8
  %sunkaddr542 = mul i64 %index115, 8
  %sunkaddr543 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr542
  %sunkaddr544 = getelementptr i8, ptr %sunkaddr543, i64 192
  %wide.load119 = load <8 x double>, ptr %sunkaddr544, align 8
  %45 = fmul <8 x double> %wide.load116, %wide.load116
  %46 = fmul <8 x double> %wide.load117, %wide.load117
  %47 = fmul <8 x double> %wide.load118, %wide.load118
  %48 = fmul <8 x double> %wide.load119, %wide.load119
  %sunkaddr545 = mul i64 %index115, 8
  %sunkaddr546 = getelementptr i8, ptr %.6.i, i64 %sunkaddr545
  store <8 x double> %45, ptr %sunkaddr546, align 8
  %sunkaddr547 = mul i64 %index115, 8
  %sunkaddr548 = getelementptr i8, ptr %.6.i, i64 %sunkaddr547
  %sunkaddr549 = getelementptr i8, ptr %sunkaddr548, i64 64
  store <8 x double> %46, ptr %sunkaddr549, align 8
  %sunkaddr550 = mul i64 %index115, 8
  %sunkaddr551 = getelementptr i8, ptr %.6.i, i64 %sunkaddr550
  %sunkaddr552 = getelementptr i8, ptr %sunkaddr551, i64 128
  store <8 x double> %47, ptr %sunkaddr552, align 8
  %sunkaddr553 = mul i64 %index115, 8
  %sunkaddr554 = getelementptr i8, ptr %.6.i, i64 %sunkaddr553
  %sunkaddr555 = getelementptr i8, ptr %sunkaddr554, i64 192
  store <8 x double> %48, ptr %sunkaddr555, align 8
  %index.next120 = add nuw i64 %index115, 32
  %49 = icmp eq i64 %n.vec113, %index.next120
  br i1 %49, label %middle.block121, label %vector.body114, !llvm.loop !18

middle.block121:                                  ; preds = %vector.body114
  %cmp.n122 = icmp eq i64 %.40.fca.5.0.load.fr, %n.vec113
  br i1 %cmp.n122, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block121
  %50 = and i64 %.40.fca.5.0.load.fr, 28
  %min.epilog.iters.check = icmp eq i64 %50, 0
  br i1 %min.epilog.iters.check, label %for.body.1.endif.endif.endif.us.us141.us.preheader, label %vec.epilog.ph, !prof !13

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec113, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat530 = add i64 %const529, 28
  %n.vec124 = and i64 %.40.fca.5.0.load.fr, %const_mat530
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index125 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next127, %vec.epilog.vector.body ]
  %51 = shl i64 %index125, 3
  %scevgep446 = getelementptr i8, ptr %.40.fca.4.load, i64 %51
  %wide.load126 = load <4 x double>, ptr %scevgep446, align 8
  %52 = fmul <4 x double> %wide.load126, %wide.load126
  %53 = shl i64 %index125, 3
  %scevgep445 = getelementptr i8, ptr %.6.i, i64 %53
  store <4 x double> %52, ptr %scevgep445, align 8
  %index.next127 = add nuw i64 %index125, 4
  %54 = icmp eq i64 %n.vec124, %index.next127
  br i1 %54, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n128 = icmp eq i64 %.40.fca.5.0.load.fr, %n.vec124
  br i1 %cmp.n128, label %for.end, label %for.body.1.endif.endif.endif.us.us141.us.preheader

for.body.1.endif.endif.endif.us.us141.us.preheader: ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index.189.us.us138.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec113, %vec.epilog.iter.check ], [ %n.vec124, %vec.epilog.middle.block ]
  %55 = sub nsw i64 %.40.fca.5.0.load.fr, %loop.index.189.us.us138.us.ph
  %xtraiter237 = and i64 %55, 7
  %lcmp.mod238.not = icmp eq i64 %xtraiter237, 0
  br i1 %lcmp.mod238.not, label %for.body.1.endif.endif.endif.us.us141.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us141.us.prol.preheader

for.body.1.endif.endif.endif.us.us141.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us141.us.preheader
  br label %for.body.1.endif.endif.endif.us.us141.us.prol

for.body.1.endif.endif.endif.us.us141.us.prol:    ; preds = %for.body.1.endif.endif.endif.us.us141.us.prol.preheader, %for.body.1.endif.endif.endif.us.us141.us.prol
  %lsr.iv443 = phi i64 [ %xtraiter237, %for.body.1.endif.endif.endif.us.us141.us.prol.preheader ], [ %lsr.iv.next444, %for.body.1.endif.endif.endif.us.us141.us.prol ]
  %loop.index.189.us.us138.us.prol = phi i64 [ %.280.us.us144.us.prol, %for.body.1.endif.endif.endif.us.us141.us.prol ], [ %loop.index.189.us.us138.us.ph, %for.body.1.endif.endif.endif.us.us141.us.prol.preheader ]
  %56 = shl i64 %loop.index.189.us.us138.us.prol, 3
  %scevgep442 = getelementptr i8, ptr %.40.fca.4.load, i64 %56
  %.248.us.us139.us.prol = load double, ptr %scevgep442, align 8
  %.5.i24.prol = fmul double %.248.us.us139.us.prol, %.248.us.us139.us.prol
  %57 = shl i64 %loop.index.189.us.us138.us.prol, 3
  %scevgep441 = getelementptr i8, ptr %.6.i, i64 %57
  store double %.5.i24.prol, ptr %scevgep441, align 8
  %.280.us.us144.us.prol = add nuw i64 %loop.index.189.us.us138.us.prol, 1
  %lsr.iv.next444 = add nsw i64 %lsr.iv443, -1
  %prol.iter239.cmp.not = icmp eq i64 %lsr.iv.next444, 0
  br i1 %prol.iter239.cmp.not, label %for.body.1.endif.endif.endif.us.us141.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us141.us.prol, !llvm.loop !20

for.body.1.endif.endif.endif.us.us141.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us141.us.prol, %for.body.1.endif.endif.endif.us.us141.us.preheader
  %loop.index.189.us.us138.us.unr = phi i64 [ %loop.index.189.us.us138.us.ph, %for.body.1.endif.endif.endif.us.us141.us.preheader ], [ %.280.us.us144.us.prol, %for.body.1.endif.endif.endif.us.us141.us.prol ]
  %58 = sub nsw i64 %loop.index.189.us.us138.us.ph, %.40.fca.5.0.load.fr
  %59 = icmp ugt i64 %58, -8
  br i1 %59, label %for.end, label %for.body.1.endif.endif.endif.us.us141.us.preheader258

for.body.1.endif.endif.endif.us.us141.us.preheader258: ; preds = %for.body.1.endif.endif.endif.us.us141.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us.us141.us

for.body.1.endif.endif.endif.us.us141.us:         ; preds = %for.body.1.endif.endif.endif.us.us141.us.preheader258, %for.body.1.endif.endif.endif.us.us141.us
  %loop.index.189.us.us138.us = phi i64 [ %.280.us.us144.us.7, %for.body.1.endif.endif.endif.us.us141.us ], [ %loop.index.189.us.us138.us.unr, %for.body.1.endif.endif.endif.us.us141.us.preheader258 ]
  %sunkaddr556 = mul i64 %loop.index.189.us.us138.us, 8
  %sunkaddr557 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr556
  %.248.us.us139.us = load double, ptr %sunkaddr557, align 8
  %.5.i24 = fmul double %.248.us.us139.us, %.248.us.us139.us
  %sunkaddr558 = mul i64 %loop.index.189.us.us138.us, 8
  %sunkaddr559 = getelementptr i8, ptr %.6.i, i64 %sunkaddr558
  store double %.5.i24, ptr %sunkaddr559, align 8
  %sunkaddr560 = mul i64 %loop.index.189.us.us138.us, 8
  %sunkaddr561 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr560
  %sunkaddr562 = getelementptr i8, ptr %sunkaddr561, i64 8
  %.248.us.us139.us.1 = load double, ptr %sunkaddr562, align 8
  %.5.i24.1 = fmul double %.248.us.us139.us.1, %.248.us.us139.us.1
  %sunkaddr563 = mul i64 %loop.index.189.us.us138.us, 8
  %sunkaddr564 = getelementptr i8, ptr %.6.i, i64 %sunkaddr563
  %sunkaddr565 = getelementptr i8, ptr %sunkaddr564, i64 8
  store double %.5.i24.1, ptr %sunkaddr565, align 8
  %sunkaddr566 = mul i64 %loop.index.189.us.us138.us, 8
  %sunkaddr567 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr566
  %sunkaddr568 = getelementptr i8, ptr %sunkaddr567, i64 16
  %.248.us.us139.us.2 = load double, ptr %sunkaddr568, align 8
  %.5.i24.2 = fmul double %.248.us.us139.us.2, %.248.us.us139.us.2
  %sunkaddr569 = mul i64 %loop.index.189.us.us138.us, 8
  %sunkaddr570 = getelementptr i8, ptr %.6.i, i64 %sunkaddr569
  %sunkaddr571 = getelementptr i8, ptr %sunkaddr570, i64 16
  store double %.5.i24.2, ptr %sunkaddr571, align 8
  %sunkaddr572 = mul i64 %loop.index.189.us.us138.us, 8
  %sunkaddr573 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr572
  %sunkaddr574 = getelementptr i8, ptr %sunkaddr573, i64 24
  %.248.us.us139.us.3 = load double, ptr %sunkaddr574, align 8
  %.5.i24.3 = fmul double %.248.us.us139.us.3, %.248.us.us139.us.3
  %sunkaddr575 = mul i64 %loop.index.189.us.us138.us, 8
  %sunkaddr576 = getelementptr i8, ptr %.6.i, i64 %sunkaddr575
  %sunkaddr577 = getelementptr i8, ptr %sunkaddr576, i64 24
  store double %.5.i24.3, ptr %sunkaddr577, align 8
  %sunkaddr578 = mul i64 %loop.index.189.us.us138.us, 8
  %sunkaddr579 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr578
  %sunkaddr580 = getelementptr i8, ptr %sunkaddr579, i64 32
  %.248.us.us139.us.4 = load double, ptr %sunkaddr580, align 8
  %.5.i24.4 = fmul double %.248.us.us139.us.4, %.248.us.us139.us.4
  %sunkaddr581 = mul i64 %loop.index.189.us.us138.us, 8
  %sunkaddr582 = getelementptr i8, ptr %.6.i, i64 %sunkaddr581
  %sunkaddr583 = getelementptr i8, ptr %sunkaddr582, i64 32
  store double %.5.i24.4, ptr %sunkaddr583, align 8
  %sunkaddr584 = mul i64 %loop.index.189.us.us138.us, 8
  %sunkaddr585 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr584
  %sunkaddr586 = getelementptr i8, ptr %sunkaddr585, i64 40
  %.248.us.us139.us.5 = load double, ptr %sunkaddr586, align 8
  %.5.i24.5 = fmul double %.248.us.us139.us.5, %.248.us.us139.us.5
  %sunkaddr587 = mul i64 %loop.index.189.us.us138.us, 8
  %sunkaddr588 = getelementptr i8, ptr %.6.i, i64 %sunkaddr587
  %sunkaddr589 = getelementptr i8, ptr %sunkaddr588, i64 40
  store double %.5.i24.5, ptr %sunkaddr589, align 8
  %sunkaddr590 = mul i64 %loop.index.189.us.us138.us, 8
  %sunkaddr591 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr590
  %sunkaddr592 = getelementptr i8, ptr %sunkaddr591, i64 48
  %.248.us.us139.us.6 = load double, ptr %sunkaddr592, align 8
  %.5.i24.6 = fmul double %.248.us.us139.us.6, %.248.us.us139.us.6
  %sunkaddr593 = mul i64 %loop.index.189.us.us138.us, 8
  %sunkaddr594 = getelementptr i8, ptr %.6.i, i64 %sunkaddr593
  %sunkaddr595 = getelementptr i8, ptr %sunkaddr594, i64 48
  store double %.5.i24.6, ptr %sunkaddr595, align 8
  %sunkaddr596 = mul i64 %loop.index.189.us.us138.us, 8
  %sunkaddr597 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr596
  %sunkaddr598 = getelementptr i8, ptr %sunkaddr597, i64 56
  %.248.us.us139.us.7 = load double, ptr %sunkaddr598, align 8
  %.5.i24.7 = fmul double %.248.us.us139.us.7, %.248.us.us139.us.7
  %sunkaddr599 = mul i64 %loop.index.189.us.us138.us, 8
  %sunkaddr600 = getelementptr i8, ptr %.6.i, i64 %sunkaddr599
  %sunkaddr601 = getelementptr i8, ptr %sunkaddr600, i64 56
  store double %.5.i24.7, ptr %sunkaddr601, align 8
  %.280.us.us144.us.7 = add nuw nsw i64 %loop.index.189.us.us138.us, 8
  %exitcond275.not.7 = icmp eq i64 %.40.fca.5.0.load.fr, %.280.us.us144.us.7
  br i1 %exitcond275.not.7, label %for.end, label %for.body.1.endif.endif.endif.us.us141.us, !llvm.loop !21

for.cond.1.preheader.lr.ph.split.us.split:        ; preds = %for.cond.1.preheader.lr.ph.split.us
  %60 = icmp eq i64 %.40.fca.5.1.load.fr, 1
  br i1 %60, label %for.body.1.endif.endif.endif.us130, label %iter.check169

iter.check169:                                    ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %61 = ptrtoint ptr %.6.i to i64
  %62 = ptrtoint ptr %.40.fca.4.load to i64
  %min.iters.check167 = icmp ult i64 %.40.fca.5.1.load.fr, 4
  %63 = sub i64 %61, %62
  %diff.check165 = icmp ult i64 %63, 256
  %or.cond229 = select i1 %min.iters.check167, i1 true, i1 %diff.check165
  br i1 %or.cond229, label %for.body.1.endif.endif.endif.us96.us.us.preheader, label %vector.main.loop.iter.check171

vector.main.loop.iter.check171:                   ; preds = %iter.check169
  %const531 = bitcast i64 9223372036854775776 to i64
  %min.iters.check170 = icmp ult i64 %.40.fca.5.1.load.fr, 32
  br i1 %min.iters.check170, label %vec.epilog.ph188, label %vector.ph172

vector.ph172:                                     ; preds = %vector.main.loop.iter.check171
  %n.vec174 = and i64 %.40.fca.5.1.load.fr, %const531
  br label %vector.body175

vector.body175:                                   ; preds = %vector.body175, %vector.ph172
  %index176 = phi i64 [ 0, %vector.ph172 ], [ %index.next181, %vector.body175 ]
  %sunkaddr602 = mul i64 %index176, 8
  %sunkaddr603 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr602
  %wide.load177 = load <8 x double>, ptr %sunkaddr603, align 8
  %sunkaddr604 = mul i64 %index176, 8
  %sunkaddr605 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr604
  %sunkaddr606 = getelementptr i8, ptr %sunkaddr605, i64 64
  %wide.load178 = load <8 x double>, ptr %sunkaddr606, align 8
  %sunkaddr607 = mul i64 %index176, 8
  %sunkaddr608 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr607
  %sunkaddr609 = getelementptr i8, ptr %sunkaddr608, i64 128
  %wide.load179 = load <8 x double>, ptr %sunkaddr609, align 8
  %sunkaddr610 = mul i64 %index176, 8
  %sunkaddr611 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr610
  %sunkaddr612 = getelementptr i8, ptr %sunkaddr611, i64 192
  %wide.load180 = load <8 x double>, ptr %sunkaddr612, align 8
  %64 = fmul <8 x double> %wide.load177, %wide.load177
  %65 = fmul <8 x double> %wide.load178, %wide.load178
  %66 = fmul <8 x double> %wide.load179, %wide.load179
  %67 = fmul <8 x double> %wide.load180, %wide.load180
  %sunkaddr613 = mul i64 %index176, 8
  %sunkaddr614 = getelementptr i8, ptr %.6.i, i64 %sunkaddr613
  store <8 x double> %64, ptr %sunkaddr614, align 8
  %sunkaddr615 = mul i64 %index176, 8
  %sunkaddr616 = getelementptr i8, ptr %.6.i, i64 %sunkaddr615
  %sunkaddr617 = getelementptr i8, ptr %sunkaddr616, i64 64
  store <8 x double> %65, ptr %sunkaddr617, align 8
  %sunkaddr618 = mul i64 %index176, 8
  %sunkaddr619 = getelementptr i8, ptr %.6.i, i64 %sunkaddr618
  %sunkaddr620 = getelementptr i8, ptr %sunkaddr619, i64 128
  store <8 x double> %66, ptr %sunkaddr620, align 8
  %sunkaddr621 = mul i64 %index176, 8
  %sunkaddr622 = getelementptr i8, ptr %.6.i, i64 %sunkaddr621
  %sunkaddr623 = getelementptr i8, ptr %sunkaddr622, i64 192
  store <8 x double> %67, ptr %sunkaddr623, align 8
  %index.next181 = add nuw i64 %index176, 32
  %68 = icmp eq i64 %n.vec174, %index.next181
  br i1 %68, label %middle.block182, label %vector.body175, !llvm.loop !22

middle.block182:                                  ; preds = %vector.body175
  %cmp.n183 = icmp eq i64 %.40.fca.5.1.load.fr, %n.vec174
  br i1 %cmp.n183, label %for.end, label %vec.epilog.iter.check186

vec.epilog.iter.check186:                         ; preds = %middle.block182
  %69 = and i64 %.40.fca.5.1.load.fr, 28
  %min.epilog.iters.check187 = icmp eq i64 %69, 0
  br i1 %min.epilog.iters.check187, label %for.body.1.endif.endif.endif.us96.us.us.preheader, label %vec.epilog.ph188, !prof !13

vec.epilog.ph188:                                 ; preds = %vector.main.loop.iter.check171, %vec.epilog.iter.check186
  %vec.epilog.resume.val184 = phi i64 [ %n.vec174, %vec.epilog.iter.check186 ], [ 0, %vector.main.loop.iter.check171 ]
  %const_mat532 = add i64 %const531, 28
  %n.vec190 = and i64 %.40.fca.5.1.load.fr, %const_mat532
  br label %vec.epilog.vector.body191

vec.epilog.vector.body191:                        ; preds = %vec.epilog.vector.body191, %vec.epilog.ph188
  %index192 = phi i64 [ %vec.epilog.resume.val184, %vec.epilog.ph188 ], [ %index.next194, %vec.epilog.vector.body191 ]
  %70 = shl i64 %index192, 3
  %scevgep392 = getelementptr i8, ptr %.6.i, i64 %70
  %71 = shl i64 %index192, 3
  %scevgep391 = getelementptr i8, ptr %.40.fca.4.load, i64 %71
  %wide.load193 = load <4 x double>, ptr %scevgep391, align 8
  %72 = fmul <4 x double> %wide.load193, %wide.load193
  store <4 x double> %72, ptr %scevgep392, align 8
  %index.next194 = add nuw i64 %index192, 4
  %73 = icmp eq i64 %n.vec190, %index.next194
  br i1 %73, label %vec.epilog.middle.block195, label %vec.epilog.vector.body191, !llvm.loop !23

vec.epilog.middle.block195:                       ; preds = %vec.epilog.vector.body191
  %cmp.n196 = icmp eq i64 %.40.fca.5.1.load.fr, %n.vec190
  br i1 %cmp.n196, label %for.end, label %for.body.1.endif.endif.endif.us96.us.us.preheader

for.body.1.endif.endif.endif.us96.us.us.preheader: ; preds = %vec.epilog.middle.block195, %vec.epilog.iter.check186, %iter.check169
  %loop.index123.us.us161.ph = phi i64 [ 0, %iter.check169 ], [ %n.vec174, %vec.epilog.iter.check186 ], [ %n.vec190, %vec.epilog.middle.block195 ]
  %74 = sub nsw i64 %.40.fca.5.1.load.fr, %loop.index123.us.us161.ph
  %xtraiter240 = and i64 %74, 7
  %lcmp.mod241.not = icmp eq i64 %xtraiter240, 0
  br i1 %lcmp.mod241.not, label %for.body.1.endif.endif.endif.us96.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us96.us.us.prol.preheader

for.body.1.endif.endif.endif.us96.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us96.us.us.preheader
  %75 = mul i64 %.40.fca.5.0.load.fr, %loop.index123.us.us161.ph
  %76 = shl i64 %75, 3
  %77 = shl i64 %.40.fca.5.0.load.fr, 3
  %78 = sub i64 0, %xtraiter240
  br label %for.body.1.endif.endif.endif.us96.us.us.prol

for.body.1.endif.endif.endif.us96.us.us.prol:     ; preds = %for.body.1.endif.endif.endif.us96.us.us.prol.preheader, %for.body.1.endif.endif.endif.us96.us.us.prol
  %lsr.iv387 = phi i64 [ %76, %for.body.1.endif.endif.endif.us96.us.us.prol.preheader ], [ %lsr.iv.next388, %for.body.1.endif.endif.endif.us96.us.us.prol ]
  %lsr.iv385 = phi i64 [ 0, %for.body.1.endif.endif.endif.us96.us.us.prol.preheader ], [ %lsr.iv.next386, %for.body.1.endif.endif.endif.us96.us.us.prol ]
  %scevgep390 = getelementptr i8, ptr %.40.fca.4.load, i64 %lsr.iv387
  %scevgep389 = getelementptr i8, ptr %.6.i, i64 %lsr.iv387
  %.248.us104.us.us.prol = load double, ptr %scevgep390, align 8
  %.5.i25.prol = fmul double %.248.us104.us.us.prol, %.248.us104.us.us.prol
  store double %.5.i25.prol, ptr %scevgep389, align 8
  %lsr.iv.next386 = add nsw i64 %lsr.iv385, -1
  %lsr.iv.next388 = add i64 %lsr.iv387, %77
  %prol.iter242.cmp.not = icmp eq i64 %78, %lsr.iv.next386
  br i1 %prol.iter242.cmp.not, label %for.body.1.endif.endif.endif.us96.us.us.prol.loopexit.loopexit, label %for.body.1.endif.endif.endif.us96.us.us.prol, !llvm.loop !24

for.body.1.endif.endif.endif.us96.us.us.prol.loopexit.loopexit: ; preds = %for.body.1.endif.endif.endif.us96.us.us.prol
  %79 = sub i64 %loop.index123.us.us161.ph, %lsr.iv.next386
  br label %for.body.1.endif.endif.endif.us96.us.us.prol.loopexit

for.body.1.endif.endif.endif.us96.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us96.us.us.prol.loopexit.loopexit, %for.body.1.endif.endif.endif.us96.us.us.preheader
  %loop.index123.us.us161.unr = phi i64 [ %loop.index123.us.us161.ph, %for.body.1.endif.endif.endif.us96.us.us.preheader ], [ %79, %for.body.1.endif.endif.endif.us96.us.us.prol.loopexit.loopexit ]
  %80 = sub nsw i64 %loop.index123.us.us161.ph, %.40.fca.5.1.load.fr
  %81 = icmp ugt i64 %80, -8
  br i1 %81, label %for.end, label %for.body.1.endif.endif.endif.us96.us.us.preheader257

for.body.1.endif.endif.endif.us96.us.us.preheader257: ; preds = %for.body.1.endif.endif.endif.us96.us.us.prol.loopexit
  %82 = sub i64 %.40.fca.5.1.load.fr, %loop.index123.us.us161.unr
  %83 = mul i64 %.40.fca.5.0.load.fr, %loop.index123.us.us161.unr
  %84 = shl i64 %83, 3
  %85 = shl i64 %.40.fca.5.0.load.fr, 6
  %86 = shl i64 %.40.fca.5.0.load.fr, 3
  br label %for.body.1.endif.endif.endif.us96.us.us

for.body.1.endif.endif.endif.us96.us.us:          ; preds = %for.body.1.endif.endif.endif.us96.us.us.preheader257, %for.body.1.endif.endif.endif.us96.us.us
  %lsr.iv367 = phi i64 [ %84, %for.body.1.endif.endif.endif.us96.us.us.preheader257 ], [ %lsr.iv.next368, %for.body.1.endif.endif.endif.us96.us.us ]
  %lsr.iv365 = phi i64 [ %82, %for.body.1.endif.endif.endif.us96.us.us.preheader257 ], [ %lsr.iv.next366, %for.body.1.endif.endif.endif.us96.us.us ]
  %scevgep369 = getelementptr i8, ptr %.40.fca.4.load, i64 %lsr.iv367
  %scevgep370 = getelementptr i8, ptr %.6.i, i64 %lsr.iv367
  %.248.us104.us.us = load double, ptr %scevgep369, align 8
  %.5.i25 = fmul double %.248.us104.us.us, %.248.us104.us.us
  store double %.5.i25, ptr %scevgep370, align 8
  %scevgep371 = getelementptr i8, ptr %scevgep369, i64 %86
  %sunkaddr678 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr679 = getelementptr i8, ptr %scevgep369, i64 %sunkaddr678
  %.248.us104.us.us.1 = load double, ptr %sunkaddr679, align 8
  %.5.i25.1 = fmul double %.248.us104.us.us.1, %.248.us104.us.us.1
  %scevgep378 = getelementptr i8, ptr %scevgep370, i64 %86
  %sunkaddr680 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr681 = getelementptr i8, ptr %scevgep370, i64 %sunkaddr680
  store double %.5.i25.1, ptr %sunkaddr681, align 8
  %scevgep372 = getelementptr i8, ptr %scevgep371, i64 %86
  %sunkaddr682 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr683 = getelementptr i8, ptr %scevgep371, i64 %sunkaddr682
  %.248.us104.us.us.2 = load double, ptr %sunkaddr683, align 8
  %.5.i25.2 = fmul double %.248.us104.us.us.2, %.248.us104.us.us.2
  %scevgep379 = getelementptr i8, ptr %scevgep378, i64 %86
  %sunkaddr684 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr685 = getelementptr i8, ptr %scevgep378, i64 %sunkaddr684
  store double %.5.i25.2, ptr %sunkaddr685, align 8
  %scevgep373 = getelementptr i8, ptr %scevgep372, i64 %86
  %sunkaddr686 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr687 = getelementptr i8, ptr %scevgep372, i64 %sunkaddr686
  %.248.us104.us.us.3 = load double, ptr %sunkaddr687, align 8
  %.5.i25.3 = fmul double %.248.us104.us.us.3, %.248.us104.us.us.3
  %scevgep380 = getelementptr i8, ptr %scevgep379, i64 %86
  %sunkaddr688 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr689 = getelementptr i8, ptr %scevgep379, i64 %sunkaddr688
  store double %.5.i25.3, ptr %sunkaddr689, align 8
  %scevgep374 = getelementptr i8, ptr %scevgep373, i64 %86
  %sunkaddr690 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr691 = getelementptr i8, ptr %scevgep373, i64 %sunkaddr690
  %.248.us104.us.us.4 = load double, ptr %sunkaddr691, align 8
  %.5.i25.4 = fmul double %.248.us104.us.us.4, %.248.us104.us.us.4
  %scevgep381 = getelementptr i8, ptr %scevgep380, i64 %86
  %sunkaddr692 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr693 = getelementptr i8, ptr %scevgep380, i64 %sunkaddr692
  store double %.5.i25.4, ptr %sunkaddr693, align 8
  %scevgep375 = getelementptr i8, ptr %scevgep374, i64 %86
  %sunkaddr694 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr695 = getelementptr i8, ptr %scevgep374, i64 %sunkaddr694
  %.248.us104.us.us.5 = load double, ptr %sunkaddr695, align 8
  %.5.i25.5 = fmul double %.248.us104.us.us.5, %.248.us104.us.us.5
  %scevgep382 = getelementptr i8, ptr %scevgep381, i64 %86
  %sunkaddr696 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr697 = getelementptr i8, ptr %scevgep381, i64 %sunkaddr696
  store double %.5.i25.5, ptr %sunkaddr697, align 8
  %scevgep376 = getelementptr i8, ptr %scevgep375, i64 %86
  %sunkaddr698 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr699 = getelementptr i8, ptr %scevgep375, i64 %sunkaddr698
  %.248.us104.us.us.6 = load double, ptr %sunkaddr699, align 8
  %.5.i25.6 = fmul double %.248.us104.us.us.6, %.248.us104.us.us.6
  %scevgep383 = getelementptr i8, ptr %scevgep382, i64 %86
  %sunkaddr700 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr701 = getelementptr i8, ptr %scevgep382, i64 %sunkaddr700
  store double %.5.i25.6, ptr %sunkaddr701, align 8
  %sunkaddr624 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr625 = getelementptr i8, ptr %scevgep376, i64 %sunkaddr624
  %.248.us104.us.us.7 = load double, ptr %sunkaddr625, align 8
  %.5.i25.7 = fmul double %.248.us104.us.us.7, %.248.us104.us.us.7
  %sunkaddr626 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr627 = getelementptr i8, ptr %scevgep383, i64 %sunkaddr626
  store double %.5.i25.7, ptr %sunkaddr627, align 8
  %lsr.iv.next366 = add i64 %lsr.iv365, -8
  %lsr.iv.next368 = add i64 %lsr.iv367, %85
  %exitcond274.not.7 = icmp eq i64 %lsr.iv.next366, 0
  br i1 %exitcond274.not.7, label %for.end, label %for.body.1.endif.endif.endif.us96.us.us, !llvm.loop !25

for.body.1.endif.endif.endif.us130:               ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %.248.us128 = load double, ptr %.40.fca.4.load, align 8
  %.5.i26 = fmul double %.248.us128, %.248.us128
  store double %.5.i26, ptr %.6.i, align 8
  br label %for.end

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, %for.body.1.endif.endif.endif.us.us141.us, %for.body.1.endif.endif.endif.us96.us.us, %for.body.1.endif.endif.endif.us.us141.us.prol.loopexit, %for.body.1.endif.endif.endif.us96.us.us.prol.loopexit, %vec.epilog.middle.block, %middle.block121, %middle.block182, %vec.epilog.middle.block195, %for.body.1.endif.endif.endif.us130, %for.cond.1.preheader.lr.ph, %B0.endif.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.284, align 8
  %.292 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.284, ptr nonnull %excinfo.5, ptr nonnull %.7.i.i, ptr null, i64 %.142, i64 8, ptr %.6.i, i64 %.40.fca.5.0.load.fr, i64 %.40.fca.5.1.load.fr, i64 8, i64 %.145)
  %.302 = load double, ptr %.284, align 8
  %cond72 = icmp eq i32 %.292, 0
  br i1 %cond72, label %B128.i43, label %for.end.if.if, !prof !0

B128.i43:                                         ; preds = %for.end
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.386 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.40.fca.5.0.load.fr, i64 %.40.fca.5.1.load.fr)
  %.387 = extractvalue { i64, i1 } %.386, 0
  %.388 = extractvalue { i64, i1 } %.386, 1
  %.390 = shl i64 %.40.fca.5.0.load.fr, 3
  %87 = add i64 %.387, %const534
  %.393 = icmp ult i64 %87, %const533
  %.394 = or i1 %.388, %.393
  br i1 %.394, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !1

for.end.if.if:                                    ; preds = %for.end
  store ptr null, ptr %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.if:                     ; preds = %B128.i43
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %B128.i43
  %.392 = shl nsw i64 %.387, 3
  %.7.i.i47 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.392, i32 32), !noalias !26
  %.8.i.i48 = icmp eq ptr %.7.i.i47, null
  br i1 %.8.i.i48, label %for.end.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.5.i53 = getelementptr i8, ptr %.7.i.i47, i64 24
  %.6.i54 = load ptr, ptr %.5.i53, align 8
  %.472201 = icmp sgt i64 %.40.fca.5.1.load.fr, 0
  br i1 %.472201, label %for.cond.3.preheader.lr.ph, label %for.end.2

for.cond.3.preheader.lr.ph:                       ; preds = %for.end.endif.endif.endif.endif.endif
  %.475167 = icmp sgt i64 %.40.fca.5.0.load.fr, 0
  br i1 %.475167, label %for.cond.3.preheader.lr.ph.split.us, label %for.end.2

for.cond.3.preheader.lr.ph.split.us:              ; preds = %for.cond.3.preheader.lr.ph
  %.477.not = icmp eq i64 %.40.fca.5.0.load.fr, 1
  br i1 %.477.not, label %for.cond.3.preheader.lr.ph.split.us.split, label %for.cond.3.preheader.lr.ph.split.us.split.us

for.cond.3.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.3.preheader.lr.ph.split.us
  %88 = icmp eq i64 %.40.fca.5.1.load.fr, 1
  br i1 %88, label %for.cond.3.preheader.us.us, label %for.cond.3.preheader.us.us.us.preheader

for.cond.3.preheader.us.us.us.preheader:          ; preds = %for.cond.3.preheader.lr.ph.split.us.split.us
  %89 = ptrtoint ptr %.6.i54 to i64
  %90 = ptrtoint ptr %.40.fca.4.load to i64
  %const = bitcast i64 9223372036854775776 to i64
  %91 = sub i64 %89, %90
  %min.iters.check201 = icmp ult i64 %.40.fca.5.0.load.fr, 8
  %diff.check199 = icmp ult i64 %91, 64
  %or.cond230 = select i1 %min.iters.check201, i1 true, i1 %diff.check199
  %const_mat = add i64 %const, 24
  %n.vec204 = and i64 %.40.fca.5.0.load.fr, %const_mat
  %xtraiter243 = and i64 %.40.fca.5.0.load.fr, 7
  %92 = shl i64 %.40.fca.5.0.load.fr, 3
  br label %for.cond.3.preheader.us.us.us

for.cond.3.preheader.us.us.us:                    ; preds = %for.cond.3.preheader.us.us.us.preheader, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us
  %lsr.iv328 = phi ptr [ %.40.fca.4.load, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep329, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv325 = phi ptr [ %.6.i54, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep326, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us ]
  %loop.index.2204.us.us.us = phi i64 [ %.527.us.us.us, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.3.preheader.us.us.us.preheader ]
  br i1 %or.cond230, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader, label %vector.body205.preheader

vector.body205.preheader:                         ; preds = %for.cond.3.preheader.us.us.us
  br label %vector.body205

vector.body205:                                   ; preds = %vector.body205.preheader, %vector.body205
  %index206 = phi i64 [ %index.next208, %vector.body205 ], [ 0, %vector.body205.preheader ]
  %93 = shl i64 %index206, 3
  %scevgep330 = getelementptr i8, ptr %lsr.iv328, i64 %93
  %wide.load207 = load <8 x double>, ptr %scevgep330, align 8
  %94 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load207)
  %95 = shl i64 %index206, 3
  %scevgep327 = getelementptr i8, ptr %lsr.iv325, i64 %95
  store <8 x double> %94, ptr %scevgep327, align 8
  %index.next208 = add nuw i64 %index206, 8
  %96 = icmp eq i64 %n.vec204, %index.next208
  br i1 %96, label %middle.block209, label %vector.body205, !llvm.loop !33

middle.block209:                                  ; preds = %vector.body205
  %97 = icmp eq i64 %.40.fca.5.0.load.fr, %n.vec204
  br i1 %97, label %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader

for.body.3.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %for.cond.3.preheader.us.us.us, %middle.block209
  %loop.index.3170.us.us.us.us.us.ph = phi i64 [ 0, %for.cond.3.preheader.us.us.us ], [ %n.vec204, %middle.block209 ]
  %98 = icmp eq i64 %xtraiter243, 0
  br i1 %98, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.3.endif.endif.endif.us.us.us.us.us.prol

for.body.3.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.3.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv333 = phi i64 [ %xtraiter243, %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next334, %for.body.3.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.3170.us.us.us.us.us.prol = phi i64 [ %.525.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.3170.us.us.us.us.us.ph, %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %99 = shl i64 %loop.index.3170.us.us.us.us.us.prol, 3
  %scevgep332 = getelementptr i8, ptr %lsr.iv328, i64 %99
  %.493.us.us.us.us.us.prol = load double, ptr %scevgep332, align 8
  %.12.le.i.prol = tail call double @llvm.sin.f64(double %.493.us.us.us.us.us.prol)
  %100 = shl i64 %loop.index.3170.us.us.us.us.us.prol, 3
  %scevgep331 = getelementptr i8, ptr %lsr.iv325, i64 %100
  store double %.12.le.i.prol, ptr %scevgep331, align 8
  %.525.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.3170.us.us.us.us.us.prol, 1
  %lsr.iv.next334 = add nsw i64 %lsr.iv333, -1
  %prol.iter245.cmp.not = icmp eq i64 %lsr.iv.next334, 0
  br i1 %prol.iter245.cmp.not, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !34

for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.3170.us.us.us.us.us.unr = phi i64 [ %loop.index.3170.us.us.us.us.us.ph, %for.body.3.endif.endif.endif.us.us.us.us.us.preheader ], [ %.525.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.us.us.prol ]
  %101 = sub nsw i64 %loop.index.3170.us.us.us.us.us.ph, %.40.fca.5.0.load.fr
  %102 = icmp ugt i64 %101, -8
  br i1 %102, label %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader255

for.body.3.endif.endif.endif.us.us.us.us.us.preheader255: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.us.us.us.us.us

for.body.3.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.preheader255, %for.body.3.endif.endif.endif.us.us.us.us.us
  %loop.index.3170.us.us.us.us.us = phi i64 [ %.525.us.us.us.us.us.7, %for.body.3.endif.endif.endif.us.us.us.us.us ], [ %loop.index.3170.us.us.us.us.us.unr, %for.body.3.endif.endif.endif.us.us.us.us.us.preheader255 ]
  %103 = shl i64 %loop.index.3170.us.us.us.us.us, 3
  %scevgep352 = getelementptr i8, ptr %lsr.iv328, i64 %103
  %.493.us.us.us.us.us = load double, ptr %scevgep352, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.493.us.us.us.us.us)
  %104 = shl i64 %loop.index.3170.us.us.us.us.us, 3
  %scevgep337 = getelementptr i8, ptr %lsr.iv325, i64 %104
  store double %.12.le.i, ptr %scevgep337, align 8
  %scevgep353 = getelementptr i8, ptr %lsr.iv328, i64 %104
  %scevgep354 = getelementptr i8, ptr %scevgep353, i64 8
  %.493.us.us.us.us.us.1 = load double, ptr %scevgep354, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.493.us.us.us.us.us.1)
  %105 = shl i64 %loop.index.3170.us.us.us.us.us, 3
  %scevgep340 = getelementptr i8, ptr %lsr.iv325, i64 %105
  %scevgep341 = getelementptr i8, ptr %scevgep340, i64 8
  store double %.12.le.i.1, ptr %scevgep341, align 8
  %scevgep355 = getelementptr i8, ptr %lsr.iv328, i64 %105
  %scevgep356 = getelementptr i8, ptr %scevgep355, i64 16
  %.493.us.us.us.us.us.2 = load double, ptr %scevgep356, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.493.us.us.us.us.us.2)
  %106 = shl i64 %loop.index.3170.us.us.us.us.us, 3
  %scevgep342 = getelementptr i8, ptr %lsr.iv325, i64 %106
  %scevgep343 = getelementptr i8, ptr %scevgep342, i64 16
  store double %.12.le.i.2, ptr %scevgep343, align 8
  %scevgep357 = getelementptr i8, ptr %lsr.iv328, i64 %106
  %scevgep358 = getelementptr i8, ptr %scevgep357, i64 24
  %.493.us.us.us.us.us.3 = load double, ptr %scevgep358, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.493.us.us.us.us.us.3)
  %107 = shl i64 %loop.index.3170.us.us.us.us.us, 3
  %scevgep344 = getelementptr i8, ptr %lsr.iv325, i64 %107
  %scevgep345 = getelementptr i8, ptr %scevgep344, i64 24
  store double %.12.le.i.3, ptr %scevgep345, align 8
  %scevgep359 = getelementptr i8, ptr %lsr.iv328, i64 %107
  %scevgep360 = getelementptr i8, ptr %scevgep359, i64 32
  %.493.us.us.us.us.us.4 = load double, ptr %scevgep360, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.493.us.us.us.us.us.4)
  %108 = shl i64 %loop.index.3170.us.us.us.us.us, 3
  %scevgep335 = getelementptr i8, ptr %lsr.iv325, i64 %108
  %scevgep336 = getelementptr i8, ptr %scevgep335, i64 32
  store double %.12.le.i.4, ptr %scevgep336, align 8
  %scevgep361 = getelementptr i8, ptr %lsr.iv328, i64 %108
  %scevgep362 = getelementptr i8, ptr %scevgep361, i64 40
  %.493.us.us.us.us.us.5 = load double, ptr %scevgep362, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.493.us.us.us.us.us.5)
  %109 = shl i64 %loop.index.3170.us.us.us.us.us, 3
  %scevgep348 = getelementptr i8, ptr %lsr.iv325, i64 %109
  %scevgep349 = getelementptr i8, ptr %scevgep348, i64 40
  store double %.12.le.i.5, ptr %scevgep349, align 8
  %scevgep363 = getelementptr i8, ptr %lsr.iv328, i64 %109
  %scevgep364 = getelementptr i8, ptr %scevgep363, i64 48
  %.493.us.us.us.us.us.6 = load double, ptr %scevgep364, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.493.us.us.us.us.us.6)
  %110 = shl i64 %loop.index.3170.us.us.us.us.us, 3
  %scevgep346 = getelementptr i8, ptr %lsr.iv325, i64 %110
  %scevgep347 = getelementptr i8, ptr %scevgep346, i64 48
  store double %.12.le.i.6, ptr %scevgep347, align 8
  %scevgep350 = getelementptr i8, ptr %lsr.iv328, i64 %110
  %scevgep351 = getelementptr i8, ptr %scevgep350, i64 56
  %.493.us.us.us.us.us.7 = load double, ptr %scevgep351, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.493.us.us.us.us.us.7)
  %111 = shl i64 %loop.index.3170.us.us.us.us.us, 3
  %scevgep338 = getelementptr i8, ptr %lsr.iv325, i64 %111
  %scevgep339 = getelementptr i8, ptr %scevgep338, i64 56
  store double %.12.le.i.7, ptr %scevgep339, align 8
  %.525.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.3170.us.us.us.us.us, 8
  %exitcond285.not.7 = icmp eq i64 %.40.fca.5.0.load.fr, %.525.us.us.us.us.us.7
  br i1 %exitcond285.not.7, label %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, label %for.body.3.endif.endif.endif.us.us.us.us.us, !llvm.loop !35

for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us, %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit, %middle.block209
  %.527.us.us.us = add nuw nsw i64 %loop.index.2204.us.us.us, 1
  %scevgep326 = getelementptr i8, ptr %lsr.iv325, i64 %92
  %scevgep329 = getelementptr i8, ptr %lsr.iv328, i64 %92
  %exitcond286.not = icmp eq i64 %.527.us.us.us, %.40.fca.5.1.load.fr
  br i1 %exitcond286.not, label %for.end.2, label %for.cond.3.preheader.us.us.us

for.cond.3.preheader.us.us:                       ; preds = %for.cond.3.preheader.lr.ph.split.us.split.us
  %112 = ptrtoint ptr %.6.i54 to i64
  %113 = ptrtoint ptr %.40.fca.4.load to i64
  %min.iters.check = icmp ult i64 %.40.fca.5.0.load.fr, 8
  %114 = sub i64 %112, %113
  %diff.check = icmp ult i64 %114, 64
  %or.cond231 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond231, label %for.body.3.endif.endif.endif.us.us223.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond.3.preheader.us.us
  %const523 = bitcast i64 9223372036854775776 to i64
  %const_mat524 = add i64 %const523, 24
  %n.vec = and i64 %.40.fca.5.0.load.fr, %const_mat524
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %115 = shl i64 %index, 3
  %scevgep324 = getelementptr i8, ptr %.40.fca.4.load, i64 %115
  %wide.load = load <8 x double>, ptr %scevgep324, align 8
  %116 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %117 = shl i64 %index, 3
  %scevgep323 = getelementptr i8, ptr %.6.i54, i64 %117
  store <8 x double> %116, ptr %scevgep323, align 8
  %index.next = add nuw i64 %index, 8
  %118 = icmp eq i64 %n.vec, %index.next
  br i1 %118, label %middle.block, label %vector.body, !llvm.loop !36

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.40.fca.5.0.load.fr, %n.vec
  br i1 %cmp.n, label %for.end.2, label %for.body.3.endif.endif.endif.us.us223.us.preheader

for.body.3.endif.endif.endif.us.us223.us.preheader: ; preds = %for.cond.3.preheader.us.us, %middle.block
  %loop.index.3170.us.us220.us.ph = phi i64 [ 0, %for.cond.3.preheader.us.us ], [ %n.vec, %middle.block ]
  %xtraiter246 = and i64 %.40.fca.5.0.load.fr, 7
  %lcmp.mod247.not = icmp eq i64 %xtraiter246, 0
  br i1 %lcmp.mod247.not, label %for.body.3.endif.endif.endif.us.us223.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us223.us.prol.preheader

for.body.3.endif.endif.endif.us.us223.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us.us223.us.preheader
  br label %for.body.3.endif.endif.endif.us.us223.us.prol

for.body.3.endif.endif.endif.us.us223.us.prol:    ; preds = %for.body.3.endif.endif.endif.us.us223.us.prol.preheader, %for.body.3.endif.endif.endif.us.us223.us.prol
  %lsr.iv321 = phi i64 [ %xtraiter246, %for.body.3.endif.endif.endif.us.us223.us.prol.preheader ], [ %lsr.iv.next322, %for.body.3.endif.endif.endif.us.us223.us.prol ]
  %loop.index.3170.us.us220.us.prol = phi i64 [ %.525.us.us226.us.prol, %for.body.3.endif.endif.endif.us.us223.us.prol ], [ %loop.index.3170.us.us220.us.ph, %for.body.3.endif.endif.endif.us.us223.us.prol.preheader ]
  %119 = shl i64 %loop.index.3170.us.us220.us.prol, 3
  %scevgep320 = getelementptr i8, ptr %.40.fca.4.load, i64 %119
  %.493.us.us221.us.prol = load double, ptr %scevgep320, align 8
  %.12.le.i55.prol = tail call double @llvm.sin.f64(double %.493.us.us221.us.prol)
  %120 = shl i64 %loop.index.3170.us.us220.us.prol, 3
  %scevgep319 = getelementptr i8, ptr %.6.i54, i64 %120
  store double %.12.le.i55.prol, ptr %scevgep319, align 8
  %.525.us.us226.us.prol = add nuw nsw i64 %loop.index.3170.us.us220.us.prol, 1
  %lsr.iv.next322 = add nsw i64 %lsr.iv321, -1
  %prol.iter248.cmp.not = icmp eq i64 %lsr.iv.next322, 0
  br i1 %prol.iter248.cmp.not, label %for.body.3.endif.endif.endif.us.us223.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us223.us.prol, !llvm.loop !37

for.body.3.endif.endif.endif.us.us223.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us.us223.us.prol, %for.body.3.endif.endif.endif.us.us223.us.preheader
  %loop.index.3170.us.us220.us.unr = phi i64 [ %loop.index.3170.us.us220.us.ph, %for.body.3.endif.endif.endif.us.us223.us.preheader ], [ %.525.us.us226.us.prol, %for.body.3.endif.endif.endif.us.us223.us.prol ]
  %121 = sub nsw i64 %loop.index.3170.us.us220.us.ph, %.40.fca.5.0.load.fr
  %122 = icmp ugt i64 %121, -8
  br i1 %122, label %for.end.2, label %for.body.3.endif.endif.endif.us.us223.us.preheader253

for.body.3.endif.endif.endif.us.us223.us.preheader253: ; preds = %for.body.3.endif.endif.endif.us.us223.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.us.us223.us

for.body.3.endif.endif.endif.us.us223.us:         ; preds = %for.body.3.endif.endif.endif.us.us223.us.preheader253, %for.body.3.endif.endif.endif.us.us223.us
  %loop.index.3170.us.us220.us = phi i64 [ %.525.us.us226.us.7, %for.body.3.endif.endif.endif.us.us223.us ], [ %loop.index.3170.us.us220.us.unr, %for.body.3.endif.endif.endif.us.us223.us.preheader253 ]
  %sunkaddr628 = mul i64 %loop.index.3170.us.us220.us, 8
  %sunkaddr629 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr628
  %.493.us.us221.us = load double, ptr %sunkaddr629, align 8
  %.12.le.i55 = tail call double @llvm.sin.f64(double %.493.us.us221.us)
  %sunkaddr630 = mul i64 %loop.index.3170.us.us220.us, 8
  %sunkaddr631 = getelementptr i8, ptr %.6.i54, i64 %sunkaddr630
  store double %.12.le.i55, ptr %sunkaddr631, align 8
  %sunkaddr632 = mul i64 %loop.index.3170.us.us220.us, 8
  %sunkaddr633 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr632
  %sunkaddr634 = getelementptr i8, ptr %sunkaddr633, i64 8
  %.493.us.us221.us.1 = load double, ptr %sunkaddr634, align 8
  %.12.le.i55.1 = tail call double @llvm.sin.f64(double %.493.us.us221.us.1)
  %sunkaddr635 = mul i64 %loop.index.3170.us.us220.us, 8
  %sunkaddr636 = getelementptr i8, ptr %.6.i54, i64 %sunkaddr635
  %sunkaddr637 = getelementptr i8, ptr %sunkaddr636, i64 8
  store double %.12.le.i55.1, ptr %sunkaddr637, align 8
  %sunkaddr638 = mul i64 %loop.index.3170.us.us220.us, 8
  %sunkaddr639 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr638
  %sunkaddr640 = getelementptr i8, ptr %sunkaddr639, i64 16
  %.493.us.us221.us.2 = load double, ptr %sunkaddr640, align 8
  %.12.le.i55.2 = tail call double @llvm.sin.f64(double %.493.us.us221.us.2)
  %sunkaddr641 = mul i64 %loop.index.3170.us.us220.us, 8
  %sunkaddr642 = getelementptr i8, ptr %.6.i54, i64 %sunkaddr641
  %sunkaddr643 = getelementptr i8, ptr %sunkaddr642, i64 16
  store double %.12.le.i55.2, ptr %sunkaddr643, align 8
  %sunkaddr644 = mul i64 %loop.index.3170.us.us220.us, 8
  %sunkaddr645 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr644
  %sunkaddr646 = getelementptr i8, ptr %sunkaddr645, i64 24
  %.493.us.us221.us.3 = load double, ptr %sunkaddr646, align 8
  %.12.le.i55.3 = tail call double @llvm.sin.f64(double %.493.us.us221.us.3)
  %sunkaddr647 = mul i64 %loop.index.3170.us.us220.us, 8
  %sunkaddr648 = getelementptr i8, ptr %.6.i54, i64 %sunkaddr647
  %sunkaddr649 = getelementptr i8, ptr %sunkaddr648, i64 24
  store double %.12.le.i55.3, ptr %sunkaddr649, align 8
  %sunkaddr650 = mul i64 %loop.index.3170.us.us220.us, 8
  %sunkaddr651 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr650
  %sunkaddr652 = getelementptr i8, ptr %sunkaddr651, i64 32
  %.493.us.us221.us.4 = load double, ptr %sunkaddr652, align 8
  %.12.le.i55.4 = tail call double @llvm.sin.f64(double %.493.us.us221.us.4)
  %sunkaddr653 = mul i64 %loop.index.3170.us.us220.us, 8
  %sunkaddr654 = getelementptr i8, ptr %.6.i54, i64 %sunkaddr653
  %sunkaddr655 = getelementptr i8, ptr %sunkaddr654, i64 32
  store double %.12.le.i55.4, ptr %sunkaddr655, align 8
  %sunkaddr656 = mul i64 %loop.index.3170.us.us220.us, 8
  %sunkaddr657 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr656
  %sunkaddr658 = getelementptr i8, ptr %sunkaddr657, i64 40
  %.493.us.us221.us.5 = load double, ptr %sunkaddr658, align 8
  %.12.le.i55.5 = tail call double @llvm.sin.f64(double %.493.us.us221.us.5)
  %sunkaddr659 = mul i64 %loop.index.3170.us.us220.us, 8
  %sunkaddr660 = getelementptr i8, ptr %.6.i54, i64 %sunkaddr659
  %sunkaddr661 = getelementptr i8, ptr %sunkaddr660, i64 40
  store double %.12.le.i55.5, ptr %sunkaddr661, align 8
  %sunkaddr662 = mul i64 %loop.index.3170.us.us220.us, 8
  %sunkaddr663 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr662
  %sunkaddr664 = getelementptr i8, ptr %sunkaddr663, i64 48
  %.493.us.us221.us.6 = load double, ptr %sunkaddr664, align 8
  %.12.le.i55.6 = tail call double @llvm.sin.f64(double %.493.us.us221.us.6)
  %sunkaddr665 = mul i64 %loop.index.3170.us.us220.us, 8
  %sunkaddr666 = getelementptr i8, ptr %.6.i54, i64 %sunkaddr665
  %sunkaddr667 = getelementptr i8, ptr %sunkaddr666, i64 48
  store double %.12.le.i55.6, ptr %sunkaddr667, align 8
  %sunkaddr668 = mul i64 %loop.index.3170.us.us220.us, 8
  %sunkaddr669 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr668
  %sunkaddr670 = getelementptr i8, ptr %sunkaddr669, i64 56
  %.493.us.us221.us.7 = load double, ptr %sunkaddr670, align 8
  %.12.le.i55.7 = tail call double @llvm.sin.f64(double %.493.us.us221.us.7)
  %sunkaddr671 = mul i64 %loop.index.3170.us.us220.us, 8
  %sunkaddr672 = getelementptr i8, ptr %.6.i54, i64 %sunkaddr671
  %sunkaddr673 = getelementptr i8, ptr %sunkaddr672, i64 56
  store double %.12.le.i55.7, ptr %sunkaddr673, align 8
  %.525.us.us226.us.7 = add nuw nsw i64 %loop.index.3170.us.us220.us, 8
  %exitcond283.not.7 = icmp eq i64 %.40.fca.5.0.load.fr, %.525.us.us226.us.7
  br i1 %exitcond283.not.7, label %for.end.2, label %for.body.3.endif.endif.endif.us.us223.us, !llvm.loop !38

for.cond.3.preheader.lr.ph.split.us.split:        ; preds = %for.cond.3.preheader.lr.ph.split.us
  %123 = icmp eq i64 %.40.fca.5.1.load.fr, 1
  br i1 %123, label %for.body.3.endif.endif.endif.us211, label %for.cond.3.preheader.us.us242.preheader

for.cond.3.preheader.us.us242.preheader:          ; preds = %for.cond.3.preheader.lr.ph.split.us.split
  %124 = ptrtoint ptr %.6.i54 to i64
  %125 = ptrtoint ptr %.40.fca.4.load to i64
  %min.iters.check217 = icmp ult i64 %.40.fca.5.1.load.fr, 8
  %126 = sub i64 %124, %125
  %diff.check215 = icmp ult i64 %126, 64
  %or.cond232 = select i1 %min.iters.check217, i1 true, i1 %diff.check215
  br i1 %or.cond232, label %for.body.3.endif.endif.endif.us177.us.us.preheader, label %vector.ph218

vector.ph218:                                     ; preds = %for.cond.3.preheader.us.us242.preheader
  %const525 = bitcast i64 9223372036854775776 to i64
  %const_mat526 = add i64 %const525, 24
  %n.vec220 = and i64 %.40.fca.5.1.load.fr, %const_mat526
  br label %vector.body221

vector.body221:                                   ; preds = %vector.body221, %vector.ph218
  %index222 = phi i64 [ 0, %vector.ph218 ], [ %index.next224, %vector.body221 ]
  %127 = shl i64 %index222, 3
  %scevgep286 = getelementptr i8, ptr %.6.i54, i64 %127
  %128 = shl i64 %index222, 3
  %scevgep285 = getelementptr i8, ptr %.40.fca.4.load, i64 %128
  %wide.load223 = load <8 x double>, ptr %scevgep285, align 8
  %129 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load223)
  store <8 x double> %129, ptr %scevgep286, align 8
  %index.next224 = add nuw i64 %index222, 8
  %130 = icmp eq i64 %n.vec220, %index.next224
  br i1 %130, label %middle.block225, label %vector.body221, !llvm.loop !39

middle.block225:                                  ; preds = %vector.body221
  %cmp.n226 = icmp eq i64 %.40.fca.5.1.load.fr, %n.vec220
  br i1 %cmp.n226, label %for.end.2, label %for.body.3.endif.endif.endif.us177.us.us.preheader

for.body.3.endif.endif.endif.us177.us.us.preheader: ; preds = %middle.block225, %for.cond.3.preheader.us.us242.preheader
  %loop.index.2204.us.us243.ph = phi i64 [ 0, %for.cond.3.preheader.us.us242.preheader ], [ %n.vec220, %middle.block225 ]
  %xtraiter249 = and i64 %.40.fca.5.1.load.fr, 7
  %lcmp.mod250.not = icmp eq i64 %xtraiter249, 0
  br i1 %lcmp.mod250.not, label %for.body.3.endif.endif.endif.us177.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us177.us.us.prol.preheader

for.body.3.endif.endif.endif.us177.us.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us177.us.us.preheader
  %131 = mul i64 %.40.fca.5.0.load.fr, %loop.index.2204.us.us243.ph
  %132 = shl i64 %131, 3
  %133 = shl i64 %.40.fca.5.0.load.fr, 3
  %134 = sub i64 0, %xtraiter249
  br label %for.body.3.endif.endif.endif.us177.us.us.prol

for.body.3.endif.endif.endif.us177.us.us.prol:    ; preds = %for.body.3.endif.endif.endif.us177.us.us.prol.preheader, %for.body.3.endif.endif.endif.us177.us.us.prol
  %lsr.iv281 = phi i64 [ %132, %for.body.3.endif.endif.endif.us177.us.us.prol.preheader ], [ %lsr.iv.next282, %for.body.3.endif.endif.endif.us177.us.us.prol ]
  %lsr.iv279 = phi i64 [ 0, %for.body.3.endif.endif.endif.us177.us.us.prol.preheader ], [ %lsr.iv.next280, %for.body.3.endif.endif.endif.us177.us.us.prol ]
  %scevgep284 = getelementptr i8, ptr %.40.fca.4.load, i64 %lsr.iv281
  %scevgep283 = getelementptr i8, ptr %.6.i54, i64 %lsr.iv281
  %.493.us185.us.us.prol = load double, ptr %scevgep284, align 8
  %.12.le.i56.prol = tail call double @llvm.sin.f64(double %.493.us185.us.us.prol)
  store double %.12.le.i56.prol, ptr %scevgep283, align 8
  %lsr.iv.next280 = add nsw i64 %lsr.iv279, -1
  %lsr.iv.next282 = add i64 %lsr.iv281, %133
  %prol.iter251.cmp.not = icmp eq i64 %134, %lsr.iv.next280
  br i1 %prol.iter251.cmp.not, label %for.body.3.endif.endif.endif.us177.us.us.prol.loopexit.loopexit, label %for.body.3.endif.endif.endif.us177.us.us.prol, !llvm.loop !40

for.body.3.endif.endif.endif.us177.us.us.prol.loopexit.loopexit: ; preds = %for.body.3.endif.endif.endif.us177.us.us.prol
  %135 = sub i64 %loop.index.2204.us.us243.ph, %lsr.iv.next280
  br label %for.body.3.endif.endif.endif.us177.us.us.prol.loopexit

for.body.3.endif.endif.endif.us177.us.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us177.us.us.prol.loopexit.loopexit, %for.body.3.endif.endif.endif.us177.us.us.preheader
  %loop.index.2204.us.us243.unr = phi i64 [ %loop.index.2204.us.us243.ph, %for.body.3.endif.endif.endif.us177.us.us.preheader ], [ %135, %for.body.3.endif.endif.endif.us177.us.us.prol.loopexit.loopexit ]
  %136 = sub nsw i64 %loop.index.2204.us.us243.ph, %.40.fca.5.1.load.fr
  %137 = icmp ugt i64 %136, -8
  br i1 %137, label %for.end.2, label %for.body.3.endif.endif.endif.us177.us.us.preheader252

for.body.3.endif.endif.endif.us177.us.us.preheader252: ; preds = %for.body.3.endif.endif.endif.us177.us.us.prol.loopexit
  %138 = sub i64 %.40.fca.5.1.load.fr, %loop.index.2204.us.us243.unr
  %139 = mul i64 %.40.fca.5.0.load.fr, %loop.index.2204.us.us243.unr
  %140 = shl i64 %139, 3
  %141 = shl i64 %.40.fca.5.0.load.fr, 6
  %142 = shl i64 %.40.fca.5.0.load.fr, 3
  br label %for.body.3.endif.endif.endif.us177.us.us

for.body.3.endif.endif.endif.us177.us.us:         ; preds = %for.body.3.endif.endif.endif.us177.us.us.preheader252, %for.body.3.endif.endif.endif.us177.us.us
  %lsr.iv262 = phi i64 [ %140, %for.body.3.endif.endif.endif.us177.us.us.preheader252 ], [ %lsr.iv.next263, %for.body.3.endif.endif.endif.us177.us.us ]
  %lsr.iv = phi i64 [ %138, %for.body.3.endif.endif.endif.us177.us.us.preheader252 ], [ %lsr.iv.next, %for.body.3.endif.endif.endif.us177.us.us ]
  %scevgep = getelementptr i8, ptr %.40.fca.4.load, i64 %lsr.iv262
  %scevgep264 = getelementptr i8, ptr %.6.i54, i64 %lsr.iv262
  %.493.us185.us.us = load double, ptr %scevgep, align 8
  %.12.le.i56 = tail call double @llvm.sin.f64(double %.493.us185.us.us)
  store double %.12.le.i56, ptr %scevgep264, align 8
  %scevgep265 = getelementptr i8, ptr %scevgep, i64 %142
  %sunkaddr702 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr703 = getelementptr i8, ptr %scevgep, i64 %sunkaddr702
  %.493.us185.us.us.1 = load double, ptr %sunkaddr703, align 8
  %.12.le.i56.1 = tail call double @llvm.sin.f64(double %.493.us185.us.us.1)
  %scevgep272 = getelementptr i8, ptr %scevgep264, i64 %142
  %sunkaddr704 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr705 = getelementptr i8, ptr %scevgep264, i64 %sunkaddr704
  store double %.12.le.i56.1, ptr %sunkaddr705, align 8
  %scevgep266 = getelementptr i8, ptr %scevgep265, i64 %142
  %sunkaddr706 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr707 = getelementptr i8, ptr %scevgep265, i64 %sunkaddr706
  %.493.us185.us.us.2 = load double, ptr %sunkaddr707, align 8
  %.12.le.i56.2 = tail call double @llvm.sin.f64(double %.493.us185.us.us.2)
  %scevgep273 = getelementptr i8, ptr %scevgep272, i64 %142
  %sunkaddr708 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr709 = getelementptr i8, ptr %scevgep272, i64 %sunkaddr708
  store double %.12.le.i56.2, ptr %sunkaddr709, align 8
  %scevgep267 = getelementptr i8, ptr %scevgep266, i64 %142
  %sunkaddr710 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr711 = getelementptr i8, ptr %scevgep266, i64 %sunkaddr710
  %.493.us185.us.us.3 = load double, ptr %sunkaddr711, align 8
  %.12.le.i56.3 = tail call double @llvm.sin.f64(double %.493.us185.us.us.3)
  %scevgep274 = getelementptr i8, ptr %scevgep273, i64 %142
  %sunkaddr712 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr713 = getelementptr i8, ptr %scevgep273, i64 %sunkaddr712
  store double %.12.le.i56.3, ptr %sunkaddr713, align 8
  %scevgep268 = getelementptr i8, ptr %scevgep267, i64 %142
  %sunkaddr714 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr715 = getelementptr i8, ptr %scevgep267, i64 %sunkaddr714
  %.493.us185.us.us.4 = load double, ptr %sunkaddr715, align 8
  %.12.le.i56.4 = tail call double @llvm.sin.f64(double %.493.us185.us.us.4)
  %scevgep275 = getelementptr i8, ptr %scevgep274, i64 %142
  %sunkaddr716 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr717 = getelementptr i8, ptr %scevgep274, i64 %sunkaddr716
  store double %.12.le.i56.4, ptr %sunkaddr717, align 8
  %scevgep269 = getelementptr i8, ptr %scevgep268, i64 %142
  %sunkaddr718 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr719 = getelementptr i8, ptr %scevgep268, i64 %sunkaddr718
  %.493.us185.us.us.5 = load double, ptr %sunkaddr719, align 8
  %.12.le.i56.5 = tail call double @llvm.sin.f64(double %.493.us185.us.us.5)
  %scevgep276 = getelementptr i8, ptr %scevgep275, i64 %142
  %sunkaddr720 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr721 = getelementptr i8, ptr %scevgep275, i64 %sunkaddr720
  store double %.12.le.i56.5, ptr %sunkaddr721, align 8
  %scevgep270 = getelementptr i8, ptr %scevgep269, i64 %142
  %sunkaddr722 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr723 = getelementptr i8, ptr %scevgep269, i64 %sunkaddr722
  %.493.us185.us.us.6 = load double, ptr %sunkaddr723, align 8
  %.12.le.i56.6 = tail call double @llvm.sin.f64(double %.493.us185.us.us.6)
  %scevgep277 = getelementptr i8, ptr %scevgep276, i64 %142
  %sunkaddr724 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr725 = getelementptr i8, ptr %scevgep276, i64 %sunkaddr724
  store double %.12.le.i56.6, ptr %sunkaddr725, align 8
  %sunkaddr674 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr675 = getelementptr i8, ptr %scevgep270, i64 %sunkaddr674
  %.493.us185.us.us.7 = load double, ptr %sunkaddr675, align 8
  %.12.le.i56.7 = tail call double @llvm.sin.f64(double %.493.us185.us.us.7)
  %sunkaddr676 = mul i64 %.40.fca.5.0.load.fr, 8
  %sunkaddr677 = getelementptr i8, ptr %scevgep277, i64 %sunkaddr676
  store double %.12.le.i56.7, ptr %sunkaddr677, align 8
  %lsr.iv.next = add i64 %lsr.iv, -8
  %lsr.iv.next263 = add i64 %lsr.iv262, %141
  %exitcond282.not.7 = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond282.not.7, label %for.end.2, label %for.body.3.endif.endif.endif.us177.us.us, !llvm.loop !41

for.body.3.endif.endif.endif.us211:               ; preds = %for.cond.3.preheader.lr.ph.split.us.split
  %.493.us209 = load double, ptr %.40.fca.4.load, align 8
  %.12.le.i57 = tail call double @llvm.sin.f64(double %.493.us209)
  store double %.12.le.i57, ptr %.6.i54, align 8
  br label %for.end.2

for.end.endif.endif.endif.endif.if.if:            ; preds = %for.end.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end.2:                                        ; preds = %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, %for.body.3.endif.endif.endif.us.us223.us, %for.body.3.endif.endif.endif.us177.us.us, %for.body.3.endif.endif.endif.us.us223.us.prol.loopexit, %for.body.3.endif.endif.endif.us177.us.us.prol.loopexit, %middle.block, %middle.block225, %for.body.3.endif.endif.endif.us211, %for.cond.3.preheader.lr.ph, %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.40.fca.0.load)
  store double 0.000000e+00, ptr %.534, align 8
  %.542 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.534, ptr nonnull %excinfo.9, ptr nonnull %.7.i.i47, ptr null, i64 %.387, i64 8, ptr %.6.i54, i64 %.40.fca.5.0.load.fr, i64 %.40.fca.5.1.load.fr, i64 8, i64 %.390)
  %cond73 = icmp eq i32 %.542, 0
  br i1 %cond73, label %for.end.2.endif, label %for.end.2.if.if, !prof !0

for.end.2.endif:                                  ; preds = %for.end.2
  %.552 = load double, ptr %.534, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i47)
  %.567 = fadd double %.302, %.552
  store double %.567, ptr %retptr, align 8
  br label %common.ret

for.end.2.if.if:                                  ; preds = %for.end.2
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define ptr @_ZN7cpython7kernels9pinv_lossB3v51B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.pinv_loss, i64 1, i64 1, ptr nonnull %.5)
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
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels9pinv_lossB3v51B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels9pinv_lossB3v51B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE")
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
  %.51 = call i32 @_ZN7kernels9pinv_lossB3v51B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr %.34.fca.1.load, i64 %.34.fca.2.load, i64 8, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.5.1.load, i64 %.34.fca.6.0.load, i64 %.34.fca.6.1.load) #4
  %.52 = load ptr, ptr %excinfo, align 8
  %.61 = load double, ptr %.43, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.51, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif, !prof !0

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

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels9pinv_lossB3v51B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
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
  %.11 = call i32 @_ZN7kernels9pinv_lossB3v51B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.7, i64 %.8, i64 %.9, i64 %.10) #4
  %.12 = load ptr, ptr %excinfo, align 8
  %.21 = load double, ptr %.3, align 8
  %.23 = alloca i32, align 4
  store i32 0, ptr %.23, align 4
  %cond = icmp eq i32 %.11, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !0

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

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg9pinv_impl12_3clocals_3e9pinv_implB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE30omitted_28default_3d1e_2d15_29(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  %.39.i99 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.43.i108 = alloca [1 x i64], align 8
  %.99.i109 = alloca [1 x i64], align 8
  %.300 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.fca.5.0.gep1253 = getelementptr inbounds nuw i8, ptr %.300, i64 40
  %.fca.6.0.gep1254 = getelementptr inbounds nuw i8, ptr %.300, i64 48
  %.304 = alloca [2 x i64], align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.300, i8 0, i64 56, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.304, i8 0, i64 16, i1 false)
  %.358 = alloca [2 x i64], align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.358, i8 0, i64 16, i1 false)
  %.2578 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.fca.5.0.gep = getelementptr inbounds nuw i8, ptr %.2578, i64 40
  %.fca.6.0.gep = getelementptr inbounds nuw i8, ptr %.2578, i64 48
  %.2582 = alloca [2 x i64], align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.2578, i8 0, i64 56, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.2582, i8 0, i64 16, i1 false)
  %.2636 = alloca [2 x i64], align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.2636, i8 0, i64 16, i1 false)
  tail call void @NRT_incref(ptr %arg.a.0)
  %.80.i = icmp eq i64 %arg.a.2, 0
  br label %B44.i

B44.i:                                            ; preds = %B44.endif.i, %B0
  %.208148.i = phi i64 [ %.208..i, %B44.endif.i ], [ 0, %B0 ]
  %.158146.in.i = phi i1 [ %.209.i, %B44.endif.i ], [ %.80.i, %B0 ]
  br i1 %.158146.in.i, label %B0.endif, label %B44.endif.i, !prof !1

B44.endif.i:                                      ; preds = %B44.i
  %.179.i = getelementptr double, ptr %arg.a.4, i64 %.208148.i
  %.208.i = add nsw i64 %.208148.i, 1
  %.209.i = icmp sge i64 %.208.i, %arg.a.2
  %.208..i = select i1 %.209.i, i64 0, i64 %.208.i, !prof !1
  %.262.i = load double, ptr %.179.i, align 8, !noalias !42
  %.271.le.i = fsub double %.262.i, %.262.i
  %.272.le.i = fcmp ord double %.271.le.i, 0.000000e+00
  br i1 %.272.le.i, label %B44.i, label %B0.if.if

B142:                                             ; preds = %B0.endif.endif
  %.193 = mul nsw i64 %.45.fca.5.1.load.i, %.45.fca.5.0.load.i
  call void @llvm.lifetime.start.p0(ptr nonnull %.39.i99)
  call void @llvm.lifetime.start.p0(ptr nonnull %.43.i108)
  call void @llvm.lifetime.start.p0(ptr nonnull %.99.i109)
  store i64 0, ptr %.99.i109, align 8, !noalias !46
  tail call void @NRT_incref(ptr %.45.fca.0.load.i), !noalias !46
  store ptr %.45.fca.0.load.i, ptr %.39.i99, align 8, !noalias !46
  %sunkaddr = getelementptr inbounds i8, ptr %.39.i99, i64 8
  store ptr %.45.fca.1.load.i, ptr %sunkaddr, align 8, !noalias !46
  %sunkaddr68 = getelementptr inbounds i8, ptr %.39.i99, i64 16
  store i64 %.193, ptr %sunkaddr68, align 8, !noalias !46
  %sunkaddr69 = getelementptr inbounds i8, ptr %.39.i99, i64 24
  store i64 %.45.fca.3.load.i, ptr %sunkaddr69, align 8, !noalias !46
  %sunkaddr70 = getelementptr inbounds i8, ptr %.39.i99, i64 32
  store ptr %.45.fca.4.load.i, ptr %sunkaddr70, align 8, !noalias !46
  %sunkaddr71 = getelementptr inbounds i8, ptr %.39.i99, i64 40
  store i64 %.45.fca.5.1.load.i, ptr %sunkaddr71, align 8, !noalias !46
  %sunkaddr72 = getelementptr inbounds i8, ptr %.39.i99, i64 48
  store i64 %.45.fca.5.0.load.i, ptr %sunkaddr72, align 8, !noalias !46
  %sunkaddr73 = getelementptr inbounds i8, ptr %.39.i99, i64 56
  store i64 %.45.fca.6.1.load.i, ptr %sunkaddr73, align 8, !noalias !46
  %sunkaddr74 = getelementptr inbounds i8, ptr %.39.i99, i64 64
  store i64 %.45.fca.6.0.load.i, ptr %sunkaddr74, align 8, !noalias !46
  store i64 %.193, ptr %.43.i108, align 8, !noalias !46
  %.109.i = call i32 @numba_attempt_nocopy_reshape(i64 2, ptr nonnull %.fca.5.0.gep.i17, ptr nonnull %.fca.6.0.gep.i15, i64 1, ptr nonnull %.43.i108, ptr nonnull %.99.i109, i64 %.45.fca.3.load.i, i32 0), !noalias !46
  %.110.i = icmp eq i32 %.109.i, 0
  br i1 %.110.i, label %B142.if.if, label %B142.endif

B612:                                             ; preds = %B250.endif.endif.endif.endif.endif.endif, %B670
  %cut_idx.3.01643 = phi i64 [ %cut_idx.4.1, %B670 ], [ 0, %B250.endif.endif.endif.endif.endif.endif ]
  %.95516391641 = phi i64 [ %.962, %B670 ], [ 0, %B250.endif.endif.endif.endif.endif.endif ]
  %.962 = add i64 %.95516391641, 1
  %0 = shl i64 %.95516391641, 3
  %scevgep444 = getelementptr i8, ptr %.6.i.i32, i64 %0
  %.1026 = load double, ptr %scevgep444, align 8
  %.1028 = fcmp ogt double %.1026, %.860
  br i1 %.1028, label %B638, label %B670

B638:                                             ; preds = %B612
  %.1061 = fcmp oeq double %.1026, 0.000000e+00
  br i1 %.1061, label %B638.if, label %B638.endif, !prof !1

B670:                                             ; preds = %B638.endif, %B612
  %cut_idx.4.1 = phi i64 [ %.95516391641, %B638.endif ], [ %cut_idx.3.01643, %B612 ]
  %exitcond.not = icmp eq i64 %.13.i, %.962
  br i1 %exitcond.not, label %B672, label %B612

B672:                                             ; preds = %B670
  %const61 = bitcast i64 -9223372036854775808 to i64
  %1 = add i64 %cut_idx.4.1, 1
  %.1129.not = icmp slt i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.1129.not, label %iter.check337.preheader, label %B726.endif.us.preheader

iter.check337.preheader:                          ; preds = %B672
  %n.vec342 = and i64 %.13.i, %const
  %const_mat = add i64 %const, 28
  %n.vec358 = and i64 %.13.i, %const_mat
  %const_mat62 = add i64 %const61, -256
  %2 = and i64 %.30.i, %const_mat62
  %3 = shl i64 %arg.a.5.0, 3
  %4 = icmp ult i64 %.13.i, 4
  br i1 %4, label %iter.check337.us.preheader, label %iter.check337.preheader5

iter.check337.us.preheader:                       ; preds = %iter.check337.preheader
  br label %iter.check337.us

iter.check337.preheader5:                         ; preds = %iter.check337.preheader
  %scevgep373 = getelementptr i8, ptr %.6.i.i, i64 192
  br label %iter.check337

iter.check337.us:                                 ; preds = %iter.check337.us.preheader, %B896.B846.loopexit_crit_edge.us.loopexit.us
  %lsr.iv383.us = phi ptr [ %scevgep384.us, %B896.B846.loopexit_crit_edge.us.loopexit.us ], [ %.6.i.i, %iter.check337.us.preheader ]
  %.160316761684.us.us = phi i64 [ %.1613.us.us, %B896.B846.loopexit_crit_edge.us.loopexit.us ], [ %1, %iter.check337.us.preheader ]
  %.161016771683.us.us = phi i64 [ %.1617.us.us, %B896.B846.loopexit_crit_edge.us.loopexit.us ], [ 0, %iter.check337.us.preheader ]
  %5 = getelementptr double, ptr %.6.i.i32, i64 %.161016771683.us.us
  %.1675.us.us = load double, ptr %5, align 8
  br label %B898.us.us

B898.us.us:                                       ; preds = %B898.us.us, %iter.check337.us
  %.176516701672.us.us = phi i64 [ %.1772.us.us, %B898.us.us ], [ 0, %iter.check337.us ]
  %.1772.us.us = add nuw nsw i64 %.176516701672.us.us, 1
  %6 = shl i64 %.176516701672.us.us, 3
  %scevgep386.us = getelementptr i8, ptr %lsr.iv383.us, i64 %6
  %.1849.us.us = load double, ptr %scevgep386.us, align 8
  %.1853.us.us = fmul double %.1675.us.us, %.1849.us.us
  store double %.1853.us.us, ptr %scevgep386.us, align 8
  %exitcond1697.not.us = icmp eq i64 %.13.i, %.1772.us.us
  br i1 %exitcond1697.not.us, label %B896.B846.loopexit_crit_edge.us.loopexit.us, label %B898.us.us, !llvm.loop !50

B896.B846.loopexit_crit_edge.us.loopexit.us:      ; preds = %B898.us.us
  %.1613.us.us = add nsw i64 %.160316761684.us.us, -1
  %.1617.us.us = add nuw nsw i64 %.161016771683.us.us, 1
  %scevgep384.us = getelementptr i8, ptr %lsr.iv383.us, i64 %3
  %.1604.us.us = icmp sgt i64 %.160316761684.us.us, 1
  br i1 %.1604.us.us, label %iter.check337.us, label %B940.endif.if

B0.endif:                                         ; preds = %B44.i
  call void @llvm.lifetime.start.p0(ptr nonnull %.39.i99)
  call void @llvm.lifetime.start.p0(ptr nonnull %.43.i108)
  store ptr null, ptr %.43.i108, align 8, !noalias !51
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !51
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.39.i99, i8 0, i64 72, i1 false), !noalias !51
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.39.i99, ptr nonnull %.43.i108, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !51
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %B0.endif.endif, label %B0.endif.if.if, !prof !0

common.ret:                                       ; preds = %B940.endif.endif.endif.endif.endif.endif.endif, %B940.endif.endif.endif.endif.endif.endif.if, %B940.endif.endif.endif.endif.if.if, %_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit176, %B940.endif.endif.endif.if.if, %B940.endif.endif.if, %B638.if, %B250.endif.endif.endif.endif.if.if, %B250.endif.endif.endif.if.if, %B250.endif.endif.if.if, %B250.endif.if.if, %B142.endif.endif.endif, %B142.endif.endif.if, %B142.if.if, %_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit, %B0.endif.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B0.endif.if.if ], [ 1, %B142.if.if ], [ 1, %_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit ], [ 1, %B142.endif.endif.if ], [ 0, %B142.endif.endif.endif ], [ 0, %B940.endif.endif.endif.endif.endif.endif.endif ], [ 1, %B250.endif.if.if ], [ 1, %B250.endif.endif.if.if ], [ 1, %B250.endif.endif.endif.if.if ], [ 1, %B250.endif.endif.endif.endif.if.if ], [ 1, %B638.if ], [ 1, %B940.endif.endif.if ], [ 1, %B940.endif.endif.endif.if.if ], [ 1, %B940.endif.endif.endif.endif.if.if ], [ 1, %_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit176 ], [ 1, %B940.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B44.endif.i
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.fca.6.1.gep.i14 = getelementptr inbounds nuw i8, ptr %.39.i99, i64 64
  %.fca.6.0.gep.i15 = getelementptr inbounds nuw i8, ptr %.39.i99, i64 56
  %.fca.5.1.gep.i16 = getelementptr inbounds nuw i8, ptr %.39.i99, i64 48
  %.fca.5.0.gep.i17 = getelementptr inbounds nuw i8, ptr %.39.i99, i64 40
  %.fca.4.gep.i18 = getelementptr inbounds nuw i8, ptr %.39.i99, i64 32
  %.fca.3.gep.i19 = getelementptr inbounds nuw i8, ptr %.39.i99, i64 24
  %.fca.2.gep.i20 = getelementptr inbounds nuw i8, ptr %.39.i99, i64 16
  %.fca.1.gep.i21 = getelementptr inbounds nuw i8, ptr %.39.i99, i64 8
  %.45.fca.0.load.i = load ptr, ptr %.39.i99, align 8, !noalias !51
  %.45.fca.1.load.i = load ptr, ptr %.fca.1.gep.i21, align 8, !noalias !51
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i20, align 8, !noalias !51
  %.45.fca.3.load.i = load i64, ptr %.fca.3.gep.i19, align 8, !noalias !51
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i18, align 8, !noalias !51
  %.45.fca.5.0.load.i = load i64, ptr %.fca.5.0.gep.i17, align 8, !noalias !51
  %.45.fca.5.1.load.i = load i64, ptr %.fca.5.1.gep.i16, align 8, !noalias !51
  %.45.fca.6.0.load.i = load i64, ptr %.fca.6.0.gep.i15, align 8, !noalias !51
  %.45.fca.6.1.load.i = load i64, ptr %.fca.6.1.gep.i14, align 8, !noalias !51
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !51
  call void @llvm.lifetime.end.p0(ptr nonnull %.39.i99)
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i108)
  %.146 = icmp eq i64 %arg.a.5.0, 0
  %.149 = icmp eq i64 %arg.a.5.1, 0
  %or.cond = select i1 %.146, i1 true, i1 %.149
  br i1 %or.cond, label %B142, label %B250.endif

B0.endif.if.if:                                   ; preds = %B0.endif
  %.36.i = load ptr, ptr %.43.i108, align 8, !noalias !51
  call void @llvm.lifetime.end.p0(ptr nonnull %.39.i99)
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i108)
  store ptr %.36.i, ptr %excinfo, align 8
  br label %common.ret

B142.endif:                                       ; preds = %B142
  %sunkaddr75 = getelementptr inbounds i8, ptr %.39.i99, i64 32
  %.121.i = load ptr, ptr %sunkaddr75, align 8, !noalias !46
  %.122.fca.0.load.i = load i64, ptr %.43.i108, align 8, !noalias !46
  %.123.fca.0.load.i = load i64, ptr %.99.i109, align 8, !noalias !46
  %sunkaddr76 = getelementptr inbounds i8, ptr %.39.i99, i64 24
  %.125.i = load i64, ptr %sunkaddr76, align 8, !noalias !46
  %.127.i = load ptr, ptr %.39.i99, align 8, !noalias !46
  %sunkaddr77 = getelementptr inbounds i8, ptr %.39.i99, i64 8
  %.129.i = load ptr, ptr %sunkaddr77, align 8, !noalias !46
  call void @NRT_incref(ptr %.127.i), !noalias !46
  call void @llvm.lifetime.end.p0(ptr nonnull %.39.i99)
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i108)
  call void @llvm.lifetime.end.p0(ptr nonnull %.99.i109)
  store ptr %.127.i, ptr %.300, align 8
  %sunkaddr455 = getelementptr inbounds nuw i8, ptr %.300, i64 8
  store ptr %.129.i, ptr %sunkaddr455, align 8
  %sunkaddr456 = getelementptr inbounds nuw i8, ptr %.300, i64 16
  store i64 %.122.fca.0.load.i, ptr %sunkaddr456, align 8
  %sunkaddr457 = getelementptr inbounds nuw i8, ptr %.300, i64 24
  store i64 %.125.i, ptr %sunkaddr457, align 8
  %sunkaddr458 = getelementptr inbounds nuw i8, ptr %.300, i64 32
  store ptr %.121.i, ptr %sunkaddr458, align 8
  %sunkaddr78 = getelementptr inbounds i8, ptr %.300, i64 40
  store i64 %.122.fca.0.load.i, ptr %sunkaddr78, align 8
  %sunkaddr79 = getelementptr inbounds i8, ptr %.300, i64 48
  store i64 %.123.fca.0.load.i, ptr %sunkaddr79, align 8
  store i64 %arg.a.5.0, ptr %.304, align 8
  %sunkaddr461 = getelementptr inbounds nuw i8, ptr %.304, i64 8
  store i64 %arg.a.5.1, ptr %sunkaddr461, align 8
  call void @NRT_decref(ptr %.45.fca.0.load.i), !noalias !46
  br label %B44.epil.i

B44.epil.i:                                       ; preds = %B44.epil.i, %B142.endif
  %known_size.2.0242.epil.i = phi i64 [ %known_size.3.1.epil.i, %B44.epil.i ], [ 1, %B142.endif ]
  %num_neg_value.2.0241.epil.i = phi i64 [ %num_neg_value.3.1.epil.i, %B44.epil.i ], [ 0, %B142.endif ]
  %neg_ax.1.0240.epil.i = phi i64 [ %neg_ax.2.1.epil.i, %B44.epil.i ], [ 0, %B142.endif ]
  %.112235238.epil.i = phi i64 [ %.134.epil.i, %B44.epil.i ], [ 0, %B142.endif ]
  %7 = shl nuw nsw i64 %.112235238.epil.i, 3
  %scevgep20 = getelementptr i8, ptr %.304, i64 %7
  %.131.epil.i = load i64, ptr %scevgep20, align 8, !noalias !55
  %.134.epil.i = add nuw nsw i64 %.112235238.epil.i, 1
  %.210.epil.i = icmp slt i64 %.131.epil.i, 0
  %.250.epil.i = select i1 %.210.epil.i, i64 1, i64 %.131.epil.i
  %known_size.3.1.epil.i = mul nsw i64 %.250.epil.i, %known_size.2.0242.epil.i
  %.131.lobit.epil.i = lshr i64 %.131.epil.i, 63
  %num_neg_value.3.1.epil.i = add nuw nsw i64 %.131.lobit.epil.i, %num_neg_value.2.0241.epil.i
  %neg_ax.2.1.epil.i = select i1 %.210.epil.i, i64 %.112235238.epil.i, i64 %neg_ax.1.0240.epil.i
  %epil.iter.cmp.not.i = icmp eq i64 %.134.epil.i, 2
  br i1 %epil.iter.cmp.not.i, label %B92.i, label %B44.epil.i, !llvm.loop !59

B92.i:                                            ; preds = %B44.epil.i
  switch i64 %num_neg_value.3.1.epil.i, label %_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit [
    i64 0, label %B104.i
    i64 1, label %B162.i
  ]

B104.i:                                           ; preds = %B92.i
  %.281.i = uitofp i64 %.122.fca.0.load.i to double
  %.282.i = sitofp i64 %known_size.3.1.epil.i to double
  %.283.i = fcmp une double %.281.i, %.282.i
  br i1 %.283.i, label %_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit, label %B142.endif.endif.critedge

B162.i:                                           ; preds = %B92.i
  %.304.i = icmp eq i64 %known_size.3.1.epil.i, 0
  br i1 %.304.i, label %B174.i, label %B192.else.i

B174.i:                                           ; preds = %B162.i
  %.314.i = icmp eq i64 %.122.fca.0.load.i, 0
  br i1 %.314.i, label %B254.i, label %_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit

B254.i:                                           ; preds = %32, %B192.else.i, %B174.i
  %inferred.2.0219.i = phi i64 [ 0, %B174.i ], [ %spec.select.i, %32 ], [ 0, %B192.else.i ]
  %8 = getelementptr i64, ptr %.304, i64 %neg_ax.2.1.epil.i
  store i64 %inferred.2.0219.i, ptr %8, align 8, !noalias !55
  br label %B142.endif.endif.critedge

B192.else.i:                                      ; preds = %B162.i
  %const65 = bitcast i64 -9223372036854775808 to i64
  %.338.i = icmp ne i64 %.122.fca.0.load.i, %const65
  %.339.i = icmp ne i64 %known_size.3.1.epil.i, -1
  %.340.not.i = or i1 %.338.i, %.339.i
  br i1 %.340.not.i, label %B192.else.if.i, label %B254.i, !prof !60

B192.else.if.i:                                   ; preds = %B192.else.i
  %9 = or i64 %known_size.3.1.epil.i, %.122.fca.0.load.i
  %10 = icmp ult i64 %9, 4294967296
  br i1 %10, label %11, label %18

11:                                               ; preds = %B192.else.if.i
  %12 = trunc nuw i64 %known_size.3.1.epil.i to i32
  %13 = trunc nuw i64 %.122.fca.0.load.i to i32
  %14 = udiv i32 %13, %12
  %15 = urem i32 %13, %12
  %16 = zext i32 %14 to i64
  %17 = zext i32 %15 to i64
  br label %32

18:                                               ; preds = %B192.else.if.i
  %19 = or i64 %.122.fca.0.load.i, %known_size.3.1.epil.i
  %20 = and i64 %19, -4294967296
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %22, label %29

22:                                               ; preds = %18
  %23 = trunc i64 %known_size.3.1.epil.i to i32
  %24 = trunc i64 %.122.fca.0.load.i to i32
  %25 = udiv i32 %24, %23
  %26 = urem i32 %24, %23
  %27 = zext i32 %25 to i64
  %28 = zext i32 %26 to i64
  br label %32

29:                                               ; preds = %18
  %30 = sdiv i64 %.122.fca.0.load.i, %known_size.3.1.epil.i
  %31 = srem i64 %.122.fca.0.load.i, %known_size.3.1.epil.i
  br label %32

32:                                               ; preds = %22, %29, %11
  %33 = phi i64 [ %16, %11 ], [ %27, %22 ], [ %30, %29 ]
  %34 = phi i64 [ %17, %11 ], [ %28, %22 ], [ %31, %29 ]
  %.345.i = xor i64 %34, %known_size.3.1.epil.i
  %.346.i = icmp slt i64 %.345.i, 0
  %.347.i = icmp ne i64 %34, 0
  %.348.i = and i1 %.347.i, %.346.i
  %.353.i = sext i1 %.348.i to i64
  %spec.select.i = add i64 %33, %.353.i
  %.401.i = select i1 %.348.i, i64 %known_size.3.1.epil.i, i64 0
  %.381.1.i = sub i64 0, %.401.i
  %.415.i = icmp eq i64 %34, %.381.1.i
  br i1 %.415.i, label %B254.i, label %_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit

_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit: ; preds = %32, %B174.i, %B104.i, %B92.i
  %excinfo.4.0 = phi ptr [ @.const.picklebuf.f1993f683500eac99a139481b65c12a7423d09e4.17, %B174.i ], [ @.const.picklebuf.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.16, %B104.i ], [ @.const.picklebuf.f1993f683500eac99a139481b65c12a7423d09e4.17, %32 ], [ @.const.picklebuf.3dc32ace2620013f7970c5631ea51c4a39f358d0, %B92.i ]
  tail call void @NRT_decref(ptr %.45.fca.0.load.i)
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr %excinfo.4.0, ptr %excinfo, align 8
  br label %common.ret

B142.if.if:                                       ; preds = %B142
  call void @llvm.lifetime.end.p0(ptr nonnull %.39.i99)
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i108)
  call void @llvm.lifetime.end.p0(ptr nonnull %.99.i109)
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c.11, ptr %excinfo, align 8
  br label %common.ret

B142.endif.endif.critedge:                        ; preds = %B254.i, %B104.i
  tail call void @NRT_decref(ptr %.45.fca.0.load.i)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.368 = call i32 @numba_attempt_nocopy_reshape(i64 1, ptr nonnull %.fca.5.0.gep1253, ptr nonnull %.fca.6.0.gep1254, i64 2, ptr nonnull %.304, ptr nonnull %.358, i64 %.125.i, i32 0)
  %.369 = icmp eq i32 %.368, 0
  br i1 %.369, label %B142.endif.endif.if, label %B142.endif.endif.endif

B142.endif.endif.if:                              ; preds = %B142.endif.endif.critedge
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B142.endif.endif.endif:                           ; preds = %B142.endif.endif.critedge
  %sunkaddr82 = getelementptr inbounds i8, ptr %.300, i64 32
  %.380 = load ptr, ptr %sunkaddr82, align 8
  %.381.fca.0.load = load i64, ptr %.304, align 8
  %sunkaddr83 = getelementptr inbounds i8, ptr %.304, i64 8
  %.381.fca.1.load = load i64, ptr %sunkaddr83, align 8
  %.382.fca.0.load = load i64, ptr %.358, align 8
  %sunkaddr466 = getelementptr inbounds nuw i8, ptr %.358, i64 8
  %.382.fca.1.load = load i64, ptr %sunkaddr466, align 8
  %sunkaddr84 = getelementptr inbounds i8, ptr %.300, i64 24
  %.384 = load i64, ptr %sunkaddr84, align 8
  %.386 = load ptr, ptr %.300, align 8
  %sunkaddr85 = getelementptr inbounds i8, ptr %.300, i64 8
  %.388 = load ptr, ptr %sunkaddr85, align 8
  %.392 = mul nsw i64 %.381.fca.1.load, %.381.fca.0.load
  call void @NRT_incref(ptr %.386)
  store ptr %.386, ptr %retptr, align 8
  %retptr.repack1618 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.388, ptr %retptr.repack1618, align 8
  %retptr.repack1620 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.392, ptr %retptr.repack1620, align 8
  %retptr.repack1622 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %.384, ptr %retptr.repack1622, align 8
  %retptr.repack1624 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.380, ptr %retptr.repack1624, align 8
  %retptr.repack1626 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.381.fca.1.load, ptr %retptr.repack1626, align 8
  %retptr.repack1626.repack1630 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.381.fca.0.load, ptr %retptr.repack1626.repack1630, align 8
  %retptr.repack1628 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.382.fca.1.load, ptr %retptr.repack1628, align 8
  %retptr.repack1628.repack1632 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %.382.fca.0.load, ptr %retptr.repack1628.repack1632, align 8
  call void @NRT_decref(ptr %.127.i)
  br label %common.ret

B250.endif:                                       ; preds = %B0.endif.endif
  %.13.i = tail call i64 @llvm.smin.i64(i64 %arg.a.5.1, i64 %arg.a.5.0)
  %35 = or i64 %.13.i, %arg.a.5.0
  %or.cond313.not = icmp sgt i64 %35, -1
  br i1 %or.cond313.not, label %B0.endif.endif.endif.endif.i, label %B250.endif.if.if, !prof !61

B0.endif.endif.endif.endif.i:                     ; preds = %B250.endif
  %const67 = bitcast i64 -1152921504606846976 to i64
  %const66 = bitcast i64 -2305843009213693952 to i64
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.13.i, i64 %arg.a.5.0)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %36 = add i64 %.51.i, %const67
  %.57.i = icmp ult i64 %36, %const66
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B250.endif.if.if, label %B0.endif.endif.endif.endif.endif.i, !prof !1

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.56.i = shl nsw i64 %.51.i, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !62
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B250.endif.if.if, label %B0.endif.endif.i26, !prof !1

B0.endif.endif.i26:                               ; preds = %B0.endif.endif.endif.endif.endif.i
  %const = bitcast i64 1152921504606846944 to i64
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !72
  %const_mat60 = add i64 %const, 31
  %.31.i = icmp samesign ugt i64 %.13.i, %const_mat60
  br i1 %.31.i, label %B250.endif.endif.if.if, label %B0.endif.endif.endif.i27, !prof !1

B0.endif.endif.endif.i27:                         ; preds = %B0.endif.endif.i26
  %.30.i = shl i64 %.13.i, 3
  %.7.i.i.i28 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !73
  %.8.i.i.i29 = icmp eq ptr %.7.i.i.i28, null
  br i1 %.8.i.i.i29, label %B250.endif.endif.if.if, label %B250.endif.endif.endif, !prof !1

B250.endif.if.if:                                 ; preds = %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i, %B250.endif
  %excinfo.6.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.27, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.26, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B250.endif ]
  store ptr %excinfo.6.0.ph, ptr %excinfo, align 8
  br label %common.ret

B250.endif.endif.endif:                           ; preds = %B0.endif.endif.endif.i27
  %.5.i.i31 = getelementptr i8, ptr %.7.i.i.i28, i64 24
  %.6.i.i32 = load ptr, ptr %.5.i.i31, align 8, !noalias !83
  %.29.i41 = icmp slt i64 %arg.a.5.1, 0
  br i1 %.29.i41, label %B250.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.i44, !prof !1

B0.endif.endif.endif.endif.i44:                   ; preds = %B250.endif.endif.endif
  %.50.i45 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.1, i64 %.13.i)
  %.51.i46 = extractvalue { i64, i1 } %.50.i45, 0
  %.52.i47 = extractvalue { i64, i1 } %.50.i45, 1
  %37 = add i64 %.51.i46, %const67
  %.57.i49 = icmp ult i64 %37, %const66
  %.58.i50 = or i1 %.52.i47, %.57.i49
  br i1 %.58.i50, label %B250.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.i51, !prof !1

B0.endif.endif.endif.endif.endif.i51:             ; preds = %B0.endif.endif.endif.endif.i44
  %.56.i52 = shl nsw i64 %.51.i46, 3
  %.7.i.i.i53 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i52, i32 32), !noalias !84
  %.8.i.i.i54 = icmp eq ptr %.7.i.i.i53, null
  br i1 %.8.i.i.i54, label %B250.endif.endif.endif.if.if, label %B250.endif.endif.endif.endif, !prof !1

B250.endif.endif.if.if:                           ; preds = %B0.endif.endif.endif.i27, %B0.endif.endif.i26
  %excinfo.7.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.36, %B0.endif.endif.endif.i27 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.35, %B0.endif.endif.i26 ]
  store ptr %excinfo.7.0.ph, ptr %excinfo, align 8
  br label %common.ret

B250.endif.endif.endif.endif:                     ; preds = %B0.endif.endif.endif.endif.endif.i51
  %.5.i.i56 = getelementptr i8, ptr %.7.i.i.i53, i64 24
  %.6.i.i57 = load ptr, ptr %.5.i.i56, align 8, !noalias !94
  %.800 = tail call i32 @numba_ez_gesdd(i8 100, i8 83, i64 %arg.a.5.0, i64 %arg.a.5.1, ptr %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i32, ptr %.6.i.i, i64 %arg.a.5.0, ptr %.6.i.i57, i64 %.13.i)
  %.9.not.i = icmp eq i32 %.800, 0
  br i1 %.9.not.i, label %B250.endif.endif.endif.endif.endif.endif, label %B16.i

B16.i:                                            ; preds = %B250.endif.endif.endif.endif
  %.13.i72 = icmp slt i32 %.800, 0
  br i1 %.13.i72, label %B28.i, label %B250.endif.endif.endif.endif.if.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !95
  br label %B250.endif.endif.endif.endif.if.if

B250.endif.endif.endif.if.if:                     ; preds = %B0.endif.endif.endif.endif.endif.i51, %B0.endif.endif.endif.endif.i44, %B250.endif.endif.endif
  %excinfo.8.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.27, %B0.endif.endif.endif.endif.endif.i51 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.26, %B0.endif.endif.endif.endif.i44 ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B250.endif.endif.endif ]
  store ptr %excinfo.8.0.ph, ptr %excinfo, align 8
  br label %common.ret

B250.endif.endif.endif.endif.if.if:               ; preds = %B28.i, %B16.i
  %excinfo.9.0.ph = phi ptr [ @.const.picklebuf.970d0a432693447cc08d66fac37abbebcafc3249, %B28.i ], [ @.const.picklebuf.6f486ff4f12781578be88a8acb8229a7ce402b9c, %B16.i ]
  store ptr %excinfo.9.0.ph, ptr %excinfo, align 8
  br label %common.ret

B250.endif.endif.endif.endif.endif.endif:         ; preds = %B250.endif.endif.endif.endif
  %.858 = load double, ptr %.6.i.i32, align 8
  %.860 = fmul double %.858, 1.000000e-15
  br label %B612

B638.if:                                          ; preds = %B638
  store ptr @.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B638.endif:                                       ; preds = %B638
  %.1068 = fdiv double 1.000000e+00, %.1026
  %sunkaddr86 = mul i64 %.95516391641, 8
  %sunkaddr87 = getelementptr i8, ptr %.6.i.i32, i64 %sunkaddr86
  store double %.1068, ptr %sunkaddr87, align 8
  br label %B670

B726.endif.us.preheader:                          ; preds = %B672
  %38 = tail call i64 @llvm.smax.i64(i64 %1, i64 1)
  %39 = shl i64 %arg.a.5.1, 3
  %40 = add i64 %39, -8
  %41 = mul i64 %40, %.13.i
  %scevgep = getelementptr i8, ptr %.6.i.i57, i64 %41
  %42 = shl i64 %38, 3
  %scevgep318 = getelementptr i8, ptr %scevgep, i64 %42
  %scevgep319 = getelementptr i8, ptr %.6.i.i32, i64 %42
  %bound0 = icmp ult ptr %.6.i.i57, %scevgep319
  %bound1 = icmp ult ptr %.6.i.i32, %scevgep318
  %found.conflict = and i1 %bound0, %bound1
  %const_mat63 = add i64 %const61, -32
  %n.vec = and i64 %38, %const_mat63
  %const_mat64 = add i64 %const61, -4
  %n.vec329 = and i64 %38, %const_mat64
  %scevgep395 = getelementptr i8, ptr %.6.i.i57, i64 192
  %43 = icmp slt i64 %1, 4
  %brmerge = select i1 %43, i1 true, i1 %found.conflict
  br label %iter.check

iter.check:                                       ; preds = %B758.B724.loopexit_crit_edge.us, %B726.endif.us.preheader
  %lsr.iv406 = phi ptr [ %.6.i.i57, %B726.endif.us.preheader ], [ %scevgep407, %B758.B724.loopexit_crit_edge.us ]
  %lsr.iv396 = phi ptr [ %scevgep395, %B726.endif.us.preheader ], [ %scevgep397, %B758.B724.loopexit_crit_edge.us ]
  %.121716541660.us = phi i64 [ 0, %B726.endif.us.preheader ], [ %.1224.us, %B758.B724.loopexit_crit_edge.us ]
  br i1 %brmerge, label %B760.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %44 = icmp ult i64 %cut_idx.4.1, 31
  br i1 %44, label %vec.epilog.vector.body.preheader, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.main.loop.iter.check
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.body.preheader ]
  %45 = shl i64 %index, 3
  %scevgep403 = getelementptr i8, ptr %lsr.iv396, i64 %45
  %scevgep404 = getelementptr i8, ptr %scevgep403, i64 -192
  %scevgep402 = getelementptr i8, ptr %scevgep403, i64 -128
  %scevgep400 = getelementptr i8, ptr %scevgep403, i64 -64
  %wide.load = load <8 x double>, ptr %scevgep404, align 8, !alias.scope !99, !noalias !102
  %wide.load321 = load <8 x double>, ptr %scevgep402, align 8, !alias.scope !99, !noalias !102
  %wide.load322 = load <8 x double>, ptr %scevgep400, align 8, !alias.scope !99, !noalias !102
  %wide.load323 = load <8 x double>, ptr %scevgep403, align 8, !alias.scope !99, !noalias !102
  %sunkaddr88 = mul i64 %index, 8
  %sunkaddr89 = getelementptr i8, ptr %.6.i.i32, i64 %sunkaddr88
  %wide.load324 = load <8 x double>, ptr %sunkaddr89, align 8, !alias.scope !102
  %sunkaddr90 = mul i64 %index, 8
  %sunkaddr91 = getelementptr i8, ptr %.6.i.i32, i64 %sunkaddr90
  %sunkaddr92 = getelementptr i8, ptr %sunkaddr91, i64 64
  %wide.load325 = load <8 x double>, ptr %sunkaddr92, align 8, !alias.scope !102
  %sunkaddr93 = mul i64 %index, 8
  %sunkaddr94 = getelementptr i8, ptr %.6.i.i32, i64 %sunkaddr93
  %sunkaddr95 = getelementptr i8, ptr %sunkaddr94, i64 128
  %wide.load326 = load <8 x double>, ptr %sunkaddr95, align 8, !alias.scope !102
  %sunkaddr96 = mul i64 %index, 8
  %sunkaddr97 = getelementptr i8, ptr %.6.i.i32, i64 %sunkaddr96
  %sunkaddr98 = getelementptr i8, ptr %sunkaddr97, i64 192
  %wide.load327 = load <8 x double>, ptr %sunkaddr98, align 8, !alias.scope !102
  %46 = fmul <8 x double> %wide.load, %wide.load324
  %47 = fmul <8 x double> %wide.load321, %wide.load325
  %48 = fmul <8 x double> %wide.load322, %wide.load326
  %49 = fmul <8 x double> %wide.load323, %wide.load327
  store <8 x double> %46, ptr %scevgep404, align 8, !alias.scope !99, !noalias !102
  store <8 x double> %47, ptr %scevgep402, align 8, !alias.scope !99, !noalias !102
  store <8 x double> %48, ptr %scevgep400, align 8, !alias.scope !99, !noalias !102
  store <8 x double> %49, ptr %scevgep403, align 8, !alias.scope !99, !noalias !102
  %index.next = add nuw nsw i64 %index, 32
  %50 = icmp eq i64 %n.vec, %index.next
  br i1 %50, label %middle.block, label %vector.body, !llvm.loop !104

middle.block:                                     ; preds = %vector.body
  %51 = icmp eq i64 %38, %n.vec
  br i1 %51, label %B758.B724.loopexit_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %52 = and i64 %38, 28
  %53 = icmp eq i64 %52, 0
  br i1 %53, label %B760.us.preheader, label %vec.epilog.vector.body.preheader, !prof !13

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index330.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index330 = phi i64 [ %index.next333, %vec.epilog.vector.body ], [ %index330.ph, %vec.epilog.vector.body.preheader ]
  %54 = shl i64 %index330, 3
  %scevgep408 = getelementptr i8, ptr %lsr.iv406, i64 %54
  %wide.load331 = load <4 x double>, ptr %scevgep408, align 8, !alias.scope !99, !noalias !102
  %scevgep405 = getelementptr i8, ptr %.6.i.i32, i64 %54
  %wide.load332 = load <4 x double>, ptr %scevgep405, align 8, !alias.scope !102
  %55 = fmul <4 x double> %wide.load331, %wide.load332
  store <4 x double> %55, ptr %scevgep408, align 8, !alias.scope !99, !noalias !102
  %index.next333 = add nuw i64 %index330, 4
  %56 = icmp eq i64 %n.vec329, %index.next333
  br i1 %56, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !105

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %57 = icmp eq i64 %38, %n.vec329
  br i1 %57, label %B758.B724.loopexit_crit_edge.us, label %B760.us.preheader

B760.us.preheader:                                ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %iter.check
  %.133816471649.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec329, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %58 = sub nsw i64 %38, %.133816471649.us.ph
  %xtraiter = and i64 %58, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B760.us.prol.loopexit, label %B760.us.prol.preheader

B760.us.prol.preheader:                           ; preds = %B760.us.preheader
  br label %B760.us.prol

B760.us.prol:                                     ; preds = %B760.us.prol.preheader, %B760.us.prol
  %lsr.iv411 = phi i64 [ %lsr.iv.next412, %B760.us.prol ], [ %xtraiter, %B760.us.prol.preheader ]
  %.133816471649.us.prol = phi i64 [ %.1345.us.prol, %B760.us.prol ], [ %.133816471649.us.ph, %B760.us.prol.preheader ]
  %.1345.us.prol = add nuw i64 %.133816471649.us.prol, 1
  %59 = shl i64 %.133816471649.us.prol, 3
  %scevgep410 = getelementptr i8, ptr %lsr.iv406, i64 %59
  %.1422.us.prol = load double, ptr %scevgep410, align 8
  %scevgep409 = getelementptr i8, ptr %.6.i.i32, i64 %59
  %.1454.us.prol = load double, ptr %scevgep409, align 8
  %.1455.us.prol = fmul double %.1422.us.prol, %.1454.us.prol
  store double %.1455.us.prol, ptr %scevgep410, align 8
  %lsr.iv.next412 = add nsw i64 %lsr.iv411, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next412, 0
  br i1 %prol.iter.cmp.not, label %B760.us.prol.loopexit, label %B760.us.prol, !llvm.loop !106

B760.us.prol.loopexit:                            ; preds = %B760.us.prol, %B760.us.preheader
  %.133816471649.us.unr = phi i64 [ %.133816471649.us.ph, %B760.us.preheader ], [ %.1345.us.prol, %B760.us.prol ]
  %60 = sub nsw i64 %.133816471649.us.ph, %38
  %61 = icmp ugt i64 %60, -8
  br i1 %61, label %B758.B724.loopexit_crit_edge.us, label %B760.us.preheader18

B760.us.preheader18:                              ; preds = %B760.us.prol.loopexit
  br label %B760.us

B760.us:                                          ; preds = %B760.us.preheader18, %B760.us
  %.133816471649.us = phi i64 [ %.1345.us.7, %B760.us ], [ %.133816471649.us.unr, %B760.us.preheader18 ]
  %62 = shl i64 %.133816471649.us, 3
  %scevgep431 = getelementptr i8, ptr %lsr.iv406, i64 %62
  %.1422.us = load double, ptr %scevgep431, align 8
  %sunkaddr99 = mul i64 %.133816471649.us, 8
  %sunkaddr100 = getelementptr i8, ptr %.6.i.i32, i64 %sunkaddr99
  %.1454.us = load double, ptr %sunkaddr100, align 8
  %.1455.us = fmul double %.1422.us, %.1454.us
  store double %.1455.us, ptr %scevgep431, align 8
  %63 = shl i64 %.133816471649.us, 3
  %scevgep50 = getelementptr i8, ptr %lsr.iv406, i64 %63
  %scevgep51 = getelementptr i8, ptr %scevgep50, i64 8
  %.1422.us.1 = load double, ptr %scevgep51, align 8
  %sunkaddr101 = mul i64 %.133816471649.us, 8
  %sunkaddr102 = getelementptr i8, ptr %.6.i.i32, i64 %sunkaddr101
  %sunkaddr103 = getelementptr i8, ptr %sunkaddr102, i64 8
  %.1454.us.1 = load double, ptr %sunkaddr103, align 8
  %.1455.us.1 = fmul double %.1422.us.1, %.1454.us.1
  store double %.1455.us.1, ptr %scevgep51, align 8
  %64 = shl i64 %.133816471649.us, 3
  %scevgep52 = getelementptr i8, ptr %lsr.iv406, i64 %64
  %scevgep53 = getelementptr i8, ptr %scevgep52, i64 16
  %.1422.us.2 = load double, ptr %scevgep53, align 8
  %sunkaddr104 = mul i64 %.133816471649.us, 8
  %sunkaddr105 = getelementptr i8, ptr %.6.i.i32, i64 %sunkaddr104
  %sunkaddr106 = getelementptr i8, ptr %sunkaddr105, i64 16
  %.1454.us.2 = load double, ptr %sunkaddr106, align 8
  %.1455.us.2 = fmul double %.1422.us.2, %.1454.us.2
  store double %.1455.us.2, ptr %scevgep53, align 8
  %65 = shl i64 %.133816471649.us, 3
  %scevgep54 = getelementptr i8, ptr %lsr.iv406, i64 %65
  %scevgep55 = getelementptr i8, ptr %scevgep54, i64 24
  %.1422.us.3 = load double, ptr %scevgep55, align 8
  %sunkaddr107 = mul i64 %.133816471649.us, 8
  %sunkaddr108 = getelementptr i8, ptr %.6.i.i32, i64 %sunkaddr107
  %sunkaddr109 = getelementptr i8, ptr %sunkaddr108, i64 24
  %.1454.us.3 = load double, ptr %sunkaddr109, align 8
  %.1455.us.3 = fmul double %.1422.us.3, %.1454.us.3
  store double %.1455.us.3, ptr %scevgep55, align 8
  %66 = shl i64 %.133816471649.us, 3
  %scevgep46 = getelementptr i8, ptr %lsr.iv406, i64 %66
  %scevgep47 = getelementptr i8, ptr %scevgep46, i64 32
  %.1422.us.4 = load double, ptr %scevgep47, align 8
  %sunkaddr110 = mul i64 %.133816471649.us, 8
  %sunkaddr111 = getelementptr i8, ptr %.6.i.i32, i64 %sunkaddr110
  %sunkaddr112 = getelementptr i8, ptr %sunkaddr111, i64 32
  %.1454.us.4 = load double, ptr %sunkaddr112, align 8
  %.1455.us.4 = fmul double %.1422.us.4, %.1454.us.4
  store double %.1455.us.4, ptr %scevgep47, align 8
  %67 = shl i64 %.133816471649.us, 3
  %scevgep58 = getelementptr i8, ptr %lsr.iv406, i64 %67
  %scevgep59 = getelementptr i8, ptr %scevgep58, i64 40
  %.1422.us.5 = load double, ptr %scevgep59, align 8
  %sunkaddr113 = mul i64 %.133816471649.us, 8
  %sunkaddr114 = getelementptr i8, ptr %.6.i.i32, i64 %sunkaddr113
  %sunkaddr115 = getelementptr i8, ptr %sunkaddr114, i64 40
  %.1454.us.5 = load double, ptr %sunkaddr115, align 8
  %.1455.us.5 = fmul double %.1422.us.5, %.1454.us.5
  store double %.1455.us.5, ptr %scevgep59, align 8
  %68 = shl i64 %.133816471649.us, 3
  %scevgep56 = getelementptr i8, ptr %lsr.iv406, i64 %68
  %scevgep57 = getelementptr i8, ptr %scevgep56, i64 48
  %.1422.us.6 = load double, ptr %scevgep57, align 8
  %sunkaddr116 = mul i64 %.133816471649.us, 8
  %sunkaddr117 = getelementptr i8, ptr %.6.i.i32, i64 %sunkaddr116
  %sunkaddr118 = getelementptr i8, ptr %sunkaddr117, i64 48
  %.1454.us.6 = load double, ptr %sunkaddr118, align 8
  %.1455.us.6 = fmul double %.1422.us.6, %.1454.us.6
  store double %.1455.us.6, ptr %scevgep57, align 8
  %.1345.us.7 = add nuw nsw i64 %.133816471649.us, 8
  %69 = shl i64 %.133816471649.us, 3
  %scevgep48 = getelementptr i8, ptr %lsr.iv406, i64 %69
  %scevgep49 = getelementptr i8, ptr %scevgep48, i64 56
  %.1422.us.7 = load double, ptr %scevgep49, align 8
  %sunkaddr119 = mul i64 %.133816471649.us, 8
  %sunkaddr120 = getelementptr i8, ptr %.6.i.i32, i64 %sunkaddr119
  %sunkaddr121 = getelementptr i8, ptr %sunkaddr120, i64 56
  %.1454.us.7 = load double, ptr %sunkaddr121, align 8
  %.1455.us.7 = fmul double %.1422.us.7, %.1454.us.7
  store double %.1455.us.7, ptr %scevgep49, align 8
  %exitcond1695.not.7 = icmp eq i64 %38, %.1345.us.7
  br i1 %exitcond1695.not.7, label %B758.B724.loopexit_crit_edge.us, label %B760.us, !llvm.loop !107

B758.B724.loopexit_crit_edge.us:                  ; preds = %B760.us, %B760.us.prol.loopexit, %vec.epilog.middle.block, %middle.block
  %.1224.us = add nuw nsw i64 %.121716541660.us, 1
  %scevgep397 = getelementptr i8, ptr %lsr.iv396, i64 %.30.i
  %scevgep407 = getelementptr i8, ptr %lsr.iv406, i64 %.30.i
  %exitcond1696.not = icmp eq i64 %.1224.us, %arg.a.5.1
  br i1 %exitcond1696.not, label %B940.endif.if, label %iter.check

iter.check337:                                    ; preds = %iter.check337.preheader5, %B896.B846.loopexit_crit_edge.us
  %lsr.iv383 = phi ptr [ %scevgep384, %B896.B846.loopexit_crit_edge.us ], [ %.6.i.i, %iter.check337.preheader5 ]
  %lsr.iv374 = phi ptr [ %scevgep375, %B896.B846.loopexit_crit_edge.us ], [ %scevgep373, %iter.check337.preheader5 ]
  %.160316761684.us = phi i64 [ %.1613.us, %B896.B846.loopexit_crit_edge.us ], [ %1, %iter.check337.preheader5 ]
  %.161016771683.us = phi i64 [ %.1617.us, %B896.B846.loopexit_crit_edge.us ], [ 0, %iter.check337.preheader5 ]
  %70 = icmp ult i64 %.13.i, 32
  %71 = getelementptr double, ptr %.6.i.i32, i64 %.161016771683.us
  %.1675.us = load double, ptr %71, align 8
  br i1 %70, label %vec.epilog.ph356, label %vector.ph340

vector.ph340:                                     ; preds = %iter.check337
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.1675.us, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body343

vector.body343:                                   ; preds = %vector.body343, %vector.ph340
  %lsr.iv = phi i64 [ %lsr.iv.next, %vector.body343 ], [ 0, %vector.ph340 ]
  %scevgep381 = getelementptr i8, ptr %lsr.iv374, i64 %lsr.iv
  %scevgep382 = getelementptr i8, ptr %scevgep381, i64 -192
  %scevgep380 = getelementptr i8, ptr %scevgep381, i64 -128
  %scevgep378 = getelementptr i8, ptr %scevgep381, i64 -64
  %wide.load345 = load <8 x double>, ptr %scevgep382, align 8
  %wide.load346 = load <8 x double>, ptr %scevgep380, align 8
  %wide.load347 = load <8 x double>, ptr %scevgep378, align 8
  %wide.load348 = load <8 x double>, ptr %scevgep381, align 8
  %72 = fmul <8 x double> %broadcast.splat, %wide.load345
  %73 = fmul <8 x double> %broadcast.splat, %wide.load346
  %74 = fmul <8 x double> %broadcast.splat, %wide.load347
  %75 = fmul <8 x double> %broadcast.splat, %wide.load348
  store <8 x double> %72, ptr %scevgep382, align 8
  store <8 x double> %73, ptr %scevgep380, align 8
  store <8 x double> %74, ptr %scevgep378, align 8
  store <8 x double> %75, ptr %scevgep381, align 8
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 256
  %76 = icmp eq i64 %2, %lsr.iv.next
  br i1 %76, label %middle.block350, label %vector.body343, !llvm.loop !108

middle.block350:                                  ; preds = %vector.body343
  %77 = icmp eq i64 %.13.i, %n.vec342
  br i1 %77, label %B896.B846.loopexit_crit_edge.us, label %vec.epilog.iter.check354

vec.epilog.iter.check354:                         ; preds = %middle.block350
  %78 = and i64 %.13.i, 28
  %79 = icmp eq i64 %78, 0
  br i1 %79, label %B898.us.preheader, label %vec.epilog.ph356, !prof !13

vec.epilog.ph356:                                 ; preds = %vec.epilog.iter.check354, %iter.check337
  %vec.epilog.resume.val352 = phi i64 [ %n.vec342, %vec.epilog.iter.check354 ], [ 0, %iter.check337 ]
  %broadcast.splatinsert359 = insertelement <4 x double> poison, double %.1675.us, i64 0
  %broadcast.splat360 = shufflevector <4 x double> %broadcast.splatinsert359, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body361

vec.epilog.vector.body361:                        ; preds = %vec.epilog.vector.body361, %vec.epilog.ph356
  %index362 = phi i64 [ %vec.epilog.resume.val352, %vec.epilog.ph356 ], [ %index.next364, %vec.epilog.vector.body361 ]
  %80 = shl i64 %index362, 3
  %scevgep385 = getelementptr i8, ptr %lsr.iv383, i64 %80
  %wide.load363 = load <4 x double>, ptr %scevgep385, align 8
  %81 = fmul <4 x double> %broadcast.splat360, %wide.load363
  store <4 x double> %81, ptr %scevgep385, align 8
  %index.next364 = add nuw i64 %index362, 4
  %82 = icmp eq i64 %n.vec358, %index.next364
  br i1 %82, label %vec.epilog.middle.block365, label %vec.epilog.vector.body361, !llvm.loop !109

vec.epilog.middle.block365:                       ; preds = %vec.epilog.vector.body361
  %83 = icmp eq i64 %.13.i, %n.vec358
  br i1 %83, label %B896.B846.loopexit_crit_edge.us, label %B898.us.preheader

B898.us.preheader:                                ; preds = %vec.epilog.middle.block365, %vec.epilog.iter.check354
  %.176516701672.us.ph = phi i64 [ %n.vec342, %vec.epilog.iter.check354 ], [ %n.vec358, %vec.epilog.middle.block365 ]
  br label %B898.us

B898.us:                                          ; preds = %B898.us.preheader, %B898.us
  %.176516701672.us = phi i64 [ %.1772.us, %B898.us ], [ %.176516701672.us.ph, %B898.us.preheader ]
  %.1772.us = add nuw nsw i64 %.176516701672.us, 1
  %84 = shl i64 %.176516701672.us, 3
  %scevgep386 = getelementptr i8, ptr %lsr.iv383, i64 %84
  %.1849.us = load double, ptr %scevgep386, align 8
  %.1853.us = fmul double %.1675.us, %.1849.us
  store double %.1853.us, ptr %scevgep386, align 8
  %exitcond1697.not = icmp eq i64 %.13.i, %.1772.us
  br i1 %exitcond1697.not, label %B896.B846.loopexit_crit_edge.us, label %B898.us, !llvm.loop !50

B896.B846.loopexit_crit_edge.us:                  ; preds = %B898.us, %vec.epilog.middle.block365, %middle.block350
  %.1613.us = add nsw i64 %.160316761684.us, -1
  %.1617.us = add nuw nsw i64 %.161016771683.us, 1
  %scevgep375 = getelementptr i8, ptr %lsr.iv374, i64 %3
  %scevgep384 = getelementptr i8, ptr %lsr.iv383, i64 %3
  %.1604.us = icmp sgt i64 %.160316761684.us, 1
  br i1 %.1604.us, label %iter.check337, label %B940.endif.if

B940.endif.if:                                    ; preds = %B758.B724.loopexit_crit_edge.us, %B896.B846.loopexit_crit_edge.us, %B896.B846.loopexit_crit_edge.us.loopexit.us
  %.2108 = tail call i32 @numba_xxgemm(i8 100, i8 67, i8 67, i64 %arg.a.5.1, i64 %arg.a.5.0, i64 %1, ptr nonnull @.const.array.data, ptr %.6.i.i57, i64 %.13.i, ptr %.6.i.i, i64 %arg.a.5.0, ptr nonnull @.const.array.data.1, ptr %.45.fca.4.load.i, i64 %arg.a.5.1)
  %.2258 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 72, ptr nonnull @.dtor.list.int64)
  %.2259 = icmp eq ptr %.2258, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i53)
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i28)
  br i1 %.2259, label %B940.endif.endif.if, label %B940.endif.endif.endif, !prof !1

B940.endif.endif.if:                              ; preds = %B940.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B940.endif.endif.endif:                           ; preds = %B940.endif.if
  %.5.i = getelementptr i8, ptr %.2258, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.2271 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 6, ptr %.2271, align 8
  %.6.i75 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i75, align 8
  %.6.i77 = load ptr, ptr %.5.i, align 8
  %.2283 = getelementptr inbounds nuw i8, ptr %.6.i77, i64 16
  store i8 0, ptr %.2283, align 1
  %.6.i79 = load ptr, ptr %.5.i, align 8
  %.2296 = getelementptr inbounds nuw i8, ptr %.6.i79, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(48) %.2296, i8 0, i64 48, i1 false)
  %.6.i81 = load ptr, ptr %.5.i, align 8
  store i64 6, ptr %.6.i81, align 8
  %.6.i83 = load ptr, ptr %.5.i, align 8
  %.2336 = getelementptr inbounds nuw i8, ptr %.6.i83, i64 24
  store i64 %.45.fca.2.load.i, ptr %.2336, align 8
  %.6.i85 = load ptr, ptr %.5.i, align 8
  %.2351 = getelementptr i8, ptr %.6.i85, i64 32
  store i64 %.51.i46, ptr %.2351, align 8
  %.6.i87 = load ptr, ptr %.5.i, align 8
  %.2365 = getelementptr i8, ptr %.6.i87, i64 40
  store i64 %.51.i, ptr %.2365, align 8
  %.6.i89 = load ptr, ptr %.5.i, align 8
  %.2379 = getelementptr i8, ptr %.6.i89, i64 48
  store i64 %.13.i, ptr %.2379, align 8
  %.6.i91 = load ptr, ptr %.5.i, align 8
  %.2393 = getelementptr i8, ptr %.6.i91, i64 56
  store i64 1, ptr %.2393, align 8
  %.6.i93 = load ptr, ptr %.5.i, align 8
  %.2407 = getelementptr i8, ptr %.6.i93, i64 64
  store i64 1, ptr %.2407, align 8
  %.6.i.i95 = load ptr, ptr %.5.i, align 8, !noalias !110
  %.26.i = load i64, ptr %.6.i.i95, align 8, !noalias !110
  %.27.i96 = icmp slt i64 %.26.i, 1
  br i1 %.27.i96, label %B940.endif.endif.endif.if.if, label %B940.endif.endif.endif.endif, !prof !1

B940.endif.endif.endif.endif:                     ; preds = %B940.endif.endif.endif
  %.2471 = mul nsw i64 %.45.fca.5.1.load.i, %.45.fca.5.0.load.i
  call void @llvm.lifetime.start.p0(ptr nonnull %.39.i99)
  call void @llvm.lifetime.start.p0(ptr nonnull %.43.i108)
  call void @llvm.lifetime.start.p0(ptr nonnull %.99.i109)
  store i64 0, ptr %.99.i109, align 8, !noalias !114
  tail call void @NRT_incref(ptr %.45.fca.0.load.i), !noalias !114
  store ptr %.45.fca.0.load.i, ptr %.39.i99, align 8, !noalias !114
  %sunkaddr122 = getelementptr inbounds i8, ptr %.39.i99, i64 8
  store ptr %.45.fca.1.load.i, ptr %sunkaddr122, align 8, !noalias !114
  %sunkaddr123 = getelementptr inbounds i8, ptr %.39.i99, i64 16
  store i64 %.2471, ptr %sunkaddr123, align 8, !noalias !114
  %sunkaddr124 = getelementptr inbounds i8, ptr %.39.i99, i64 24
  store i64 %.45.fca.3.load.i, ptr %sunkaddr124, align 8, !noalias !114
  %sunkaddr125 = getelementptr inbounds i8, ptr %.39.i99, i64 32
  store ptr %.45.fca.4.load.i, ptr %sunkaddr125, align 8, !noalias !114
  %sunkaddr126 = getelementptr inbounds i8, ptr %.39.i99, i64 40
  store i64 %.45.fca.5.1.load.i, ptr %sunkaddr126, align 8, !noalias !114
  %sunkaddr127 = getelementptr inbounds i8, ptr %.39.i99, i64 48
  store i64 %.45.fca.5.0.load.i, ptr %sunkaddr127, align 8, !noalias !114
  %sunkaddr128 = getelementptr inbounds i8, ptr %.39.i99, i64 56
  store i64 %.45.fca.6.1.load.i, ptr %sunkaddr128, align 8, !noalias !114
  %sunkaddr129 = getelementptr inbounds i8, ptr %.39.i99, i64 64
  store i64 %.45.fca.6.0.load.i, ptr %sunkaddr129, align 8, !noalias !114
  store i64 %.2471, ptr %.43.i108, align 8, !noalias !114
  %.109.i110 = call i32 @numba_attempt_nocopy_reshape(i64 2, ptr nonnull %.fca.5.0.gep.i17, ptr nonnull %.fca.6.0.gep.i15, i64 1, ptr nonnull %.43.i108, ptr nonnull %.99.i109, i64 %.45.fca.3.load.i, i32 0), !noalias !114
  %.110.i111 = icmp eq i32 %.109.i110, 0
  br i1 %.110.i111, label %B940.endif.endif.endif.endif.if.if, label %B940.endif.endif.endif.endif.endif

B940.endif.endif.endif.if.if:                     ; preds = %B940.endif.endif.endif
  store ptr @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, ptr %excinfo, align 8
  br label %common.ret

B940.endif.endif.endif.endif.endif:               ; preds = %B940.endif.endif.endif.endif
  %sunkaddr130 = getelementptr inbounds i8, ptr %.39.i99, i64 32
  %.121.i113 = load ptr, ptr %sunkaddr130, align 8, !noalias !114
  %.122.fca.0.load.i114 = load i64, ptr %.43.i108, align 8, !noalias !114
  %.123.fca.0.load.i115 = load i64, ptr %.99.i109, align 8, !noalias !114
  %sunkaddr131 = getelementptr inbounds i8, ptr %.39.i99, i64 24
  %.125.i116 = load i64, ptr %sunkaddr131, align 8, !noalias !114
  %.127.i117 = load ptr, ptr %.39.i99, align 8, !noalias !114
  %sunkaddr132 = getelementptr inbounds i8, ptr %.39.i99, i64 8
  %.129.i118 = load ptr, ptr %sunkaddr132, align 8, !noalias !114
  call void @NRT_incref(ptr %.127.i117), !noalias !114
  call void @llvm.lifetime.end.p0(ptr nonnull %.39.i99)
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i108)
  call void @llvm.lifetime.end.p0(ptr nonnull %.99.i109)
  store ptr %.127.i117, ptr %.2578, align 8
  %sunkaddr508 = getelementptr inbounds nuw i8, ptr %.2578, i64 8
  store ptr %.129.i118, ptr %sunkaddr508, align 8
  %sunkaddr509 = getelementptr inbounds nuw i8, ptr %.2578, i64 16
  store i64 %.122.fca.0.load.i114, ptr %sunkaddr509, align 8
  %sunkaddr510 = getelementptr inbounds nuw i8, ptr %.2578, i64 24
  store i64 %.125.i116, ptr %sunkaddr510, align 8
  %sunkaddr511 = getelementptr inbounds nuw i8, ptr %.2578, i64 32
  store ptr %.121.i113, ptr %sunkaddr511, align 8
  %sunkaddr133 = getelementptr inbounds i8, ptr %.2578, i64 40
  store i64 %.122.fca.0.load.i114, ptr %sunkaddr133, align 8
  %sunkaddr134 = getelementptr inbounds i8, ptr %.2578, i64 48
  store i64 %.123.fca.0.load.i115, ptr %sunkaddr134, align 8
  store i64 %arg.a.5.0, ptr %.2582, align 8
  %sunkaddr514 = getelementptr inbounds nuw i8, ptr %.2582, i64 8
  store i64 %arg.a.5.1, ptr %sunkaddr514, align 8
  call void @NRT_decref(ptr %.45.fca.0.load.i), !noalias !114
  tail call void @NRT_decref(ptr nonnull %.2258)
  br label %B44.epil.i128

B44.epil.i128:                                    ; preds = %B44.epil.i128, %B940.endif.endif.endif.endif.endif
  %known_size.2.0242.epil.i131 = phi i64 [ %known_size.3.1.epil.i139, %B44.epil.i128 ], [ 1, %B940.endif.endif.endif.endif.endif ]
  %num_neg_value.2.0241.epil.i132 = phi i64 [ %num_neg_value.3.1.epil.i141, %B44.epil.i128 ], [ 0, %B940.endif.endif.endif.endif.endif ]
  %neg_ax.1.0240.epil.i133 = phi i64 [ %neg_ax.2.1.epil.i142, %B44.epil.i128 ], [ 0, %B940.endif.endif.endif.endif.endif ]
  %.112235238.epil.i134 = phi i64 [ %.134.epil.i136, %B44.epil.i128 ], [ 0, %B940.endif.endif.endif.endif.endif ]
  %85 = shl nuw nsw i64 %.112235238.epil.i134, 3
  %scevgep21 = getelementptr i8, ptr %.2582, i64 %85
  %.131.epil.i135 = load i64, ptr %scevgep21, align 8, !noalias !118
  %.134.epil.i136 = add nuw nsw i64 %.112235238.epil.i134, 1
  %.210.epil.i137 = icmp slt i64 %.131.epil.i135, 0
  %.250.epil.i138 = select i1 %.210.epil.i137, i64 1, i64 %.131.epil.i135
  %known_size.3.1.epil.i139 = mul nsw i64 %.250.epil.i138, %known_size.2.0242.epil.i131
  %.131.lobit.epil.i140 = lshr i64 %.131.epil.i135, 63
  %num_neg_value.3.1.epil.i141 = add nuw nsw i64 %.131.lobit.epil.i140, %num_neg_value.2.0241.epil.i132
  %neg_ax.2.1.epil.i142 = select i1 %.210.epil.i137, i64 %.112235238.epil.i134, i64 %neg_ax.1.0240.epil.i133
  %epil.iter.cmp.not.i145 = icmp eq i64 %.134.epil.i136, 2
  br i1 %epil.iter.cmp.not.i145, label %B92.i146, label %B44.epil.i128, !llvm.loop !59

B92.i146:                                         ; preds = %B44.epil.i128
  switch i64 %num_neg_value.3.1.epil.i141, label %_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit176 [
    i64 0, label %B104.i169
    i64 1, label %B162.i147
  ]

B104.i169:                                        ; preds = %B92.i146
  %.281.i170 = uitofp i64 %.122.fca.0.load.i114 to double
  %.282.i171 = sitofp i64 %known_size.3.1.epil.i139 to double
  %.283.i172 = fcmp une double %.281.i170, %.282.i171
  br i1 %.283.i172, label %_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit176, label %B940.endif.endif.endif.endif.endif.endif.critedge

B162.i147:                                        ; preds = %B92.i146
  %.304.i148 = icmp eq i64 %known_size.3.1.epil.i139, 0
  br i1 %.304.i148, label %B174.i167, label %B192.else.i149

B174.i167:                                        ; preds = %B162.i147
  %.314.i168 = icmp eq i64 %.122.fca.0.load.i114, 0
  br i1 %.314.i168, label %B254.i153, label %_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit176

B254.i153:                                        ; preds = %110, %B192.else.i149, %B174.i167
  %inferred.2.0219.i154 = phi i64 [ 0, %B174.i167 ], [ %spec.select.i162, %110 ], [ 0, %B192.else.i149 ]
  %86 = getelementptr i64, ptr %.2582, i64 %neg_ax.2.1.epil.i142
  store i64 %inferred.2.0219.i154, ptr %86, align 8, !noalias !118
  br label %B940.endif.endif.endif.endif.endif.endif.critedge

B192.else.i149:                                   ; preds = %B162.i147
  %.338.i150 = icmp ne i64 %.122.fca.0.load.i114, %const61
  %.339.i151 = icmp ne i64 %known_size.3.1.epil.i139, -1
  %.340.not.i152 = or i1 %.338.i150, %.339.i151
  br i1 %.340.not.i152, label %B192.else.if.i156, label %B254.i153, !prof !60

B192.else.if.i156:                                ; preds = %B192.else.i149
  %87 = or i64 %known_size.3.1.epil.i139, %.122.fca.0.load.i114
  %88 = icmp ult i64 %87, 4294967296
  br i1 %88, label %89, label %96

89:                                               ; preds = %B192.else.if.i156
  %90 = trunc nuw i64 %known_size.3.1.epil.i139 to i32
  %91 = trunc nuw i64 %.122.fca.0.load.i114 to i32
  %92 = udiv i32 %91, %90
  %93 = urem i32 %91, %90
  %94 = zext i32 %92 to i64
  %95 = zext i32 %93 to i64
  br label %110

96:                                               ; preds = %B192.else.if.i156
  %97 = or i64 %.122.fca.0.load.i114, %known_size.3.1.epil.i139
  %98 = and i64 %97, -4294967296
  %99 = icmp eq i64 %98, 0
  br i1 %99, label %100, label %107

100:                                              ; preds = %96
  %101 = trunc i64 %known_size.3.1.epil.i139 to i32
  %102 = trunc i64 %.122.fca.0.load.i114 to i32
  %103 = udiv i32 %102, %101
  %104 = urem i32 %102, %101
  %105 = zext i32 %103 to i64
  %106 = zext i32 %104 to i64
  br label %110

107:                                              ; preds = %96
  %108 = sdiv i64 %.122.fca.0.load.i114, %known_size.3.1.epil.i139
  %109 = srem i64 %.122.fca.0.load.i114, %known_size.3.1.epil.i139
  br label %110

110:                                              ; preds = %100, %107, %89
  %111 = phi i64 [ %94, %89 ], [ %105, %100 ], [ %108, %107 ]
  %112 = phi i64 [ %95, %89 ], [ %106, %100 ], [ %109, %107 ]
  %.345.i157 = xor i64 %112, %known_size.3.1.epil.i139
  %.346.i158 = icmp slt i64 %.345.i157, 0
  %.347.i159 = icmp ne i64 %112, 0
  %.348.i160 = and i1 %.347.i159, %.346.i158
  %.353.i161 = sext i1 %.348.i160 to i64
  %spec.select.i162 = add i64 %111, %.353.i161
  %.401.i163 = select i1 %.348.i160, i64 %known_size.3.1.epil.i139, i64 0
  %.381.1.i164 = sub i64 0, %.401.i163
  %.415.i165 = icmp eq i64 %112, %.381.1.i164
  br i1 %.415.i165, label %B254.i153, label %_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit176

_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit176: ; preds = %110, %B174.i167, %B104.i169, %B92.i146
  %excinfo.12.0 = phi ptr [ @.const.picklebuf.f1993f683500eac99a139481b65c12a7423d09e4.17, %B174.i167 ], [ @.const.picklebuf.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.16, %B104.i169 ], [ @.const.picklebuf.f1993f683500eac99a139481b65c12a7423d09e4.17, %110 ], [ @.const.picklebuf.3dc32ace2620013f7970c5631ea51c4a39f358d0, %B92.i146 ]
  tail call void @NRT_decref(ptr %.45.fca.0.load.i)
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr %excinfo.12.0, ptr %excinfo, align 8
  br label %common.ret

B940.endif.endif.endif.endif.if.if:               ; preds = %B940.endif.endif.endif.endif
  call void @llvm.lifetime.end.p0(ptr nonnull %.39.i99)
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i108)
  call void @llvm.lifetime.end.p0(ptr nonnull %.99.i109)
  tail call void @NRT_decref(ptr nonnull %.2258)
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c.11, ptr %excinfo, align 8
  br label %common.ret

B940.endif.endif.endif.endif.endif.endif.critedge: ; preds = %B254.i153, %B104.i169
  tail call void @NRT_decref(ptr %.45.fca.0.load.i)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.2646 = call i32 @numba_attempt_nocopy_reshape(i64 1, ptr nonnull %.fca.5.0.gep, ptr nonnull %.fca.6.0.gep, i64 2, ptr nonnull %.2582, ptr nonnull %.2636, i64 %.125.i116, i32 0)
  %.2647 = icmp eq i32 %.2646, 0
  br i1 %.2647, label %B940.endif.endif.endif.endif.endif.endif.if, label %B940.endif.endif.endif.endif.endif.endif.endif

B940.endif.endif.endif.endif.endif.endif.if:      ; preds = %B940.endif.endif.endif.endif.endif.endif.critedge
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B940.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B940.endif.endif.endif.endif.endif.endif.critedge
  %sunkaddr137 = getelementptr inbounds i8, ptr %.2578, i64 32
  %.2658 = load ptr, ptr %sunkaddr137, align 8
  %.2659.fca.0.load = load i64, ptr %.2582, align 8
  %sunkaddr138 = getelementptr inbounds i8, ptr %.2582, i64 8
  %.2659.fca.1.load = load i64, ptr %sunkaddr138, align 8
  %.2660.fca.0.load = load i64, ptr %.2636, align 8
  %sunkaddr519 = getelementptr inbounds nuw i8, ptr %.2636, i64 8
  %.2660.fca.1.load = load i64, ptr %sunkaddr519, align 8
  %sunkaddr139 = getelementptr inbounds i8, ptr %.2578, i64 24
  %.2662 = load i64, ptr %sunkaddr139, align 8
  %.2664 = load ptr, ptr %.2578, align 8
  %sunkaddr140 = getelementptr inbounds i8, ptr %.2578, i64 8
  %.2666 = load ptr, ptr %sunkaddr140, align 8
  %.2670 = mul nsw i64 %.2659.fca.1.load, %.2659.fca.0.load
  call void @NRT_incref(ptr %.2664)
  store ptr %.2664, ptr %retptr, align 8
  %retptr.repack1601 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.2666, ptr %retptr.repack1601, align 8
  %retptr.repack1603 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.2670, ptr %retptr.repack1603, align 8
  %retptr.repack1605 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %.2662, ptr %retptr.repack1605, align 8
  %retptr.repack1607 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.2658, ptr %retptr.repack1607, align 8
  %retptr.repack1609 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.2659.fca.1.load, ptr %retptr.repack1609, align 8
  %retptr.repack1609.repack1613 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.2659.fca.0.load, ptr %retptr.repack1609.repack1613, align 8
  %retptr.repack1611 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.2660.fca.1.load, ptr %retptr.repack1611, align 8
  %retptr.repack1611.repack1615 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %.2660.fca.0.load, ptr %retptr.repack1611.repack1615, align 8
  call void @NRT_decref(ptr %.127.i117)
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

declare i32 @numba_attempt_nocopy_reshape(i64, ptr, ptr, i64, ptr, ptr, i64, i32) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
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
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !122
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
  %wide.load = load <8 x double>, ptr %scevgep37, align 8, !alias.scope !129
  %wide.load8 = load <8 x double>, ptr %scevgep35, align 8, !alias.scope !129
  %wide.load9 = load <8 x double>, ptr %scevgep11, align 8, !alias.scope !129
  %wide.load10 = load <8 x double>, ptr %scevgep36, align 8, !alias.scope !129
  %10 = shl i64 %index, 3
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 3
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 -64
  store <8 x double> %wide.load, ptr %scevgep27, align 8, !alias.scope !132, !noalias !129
  store <8 x double> %wide.load8, ptr %scevgep8, align 8, !alias.scope !132, !noalias !129
  store <8 x double> %wide.load9, ptr %scevgep5, align 8, !alias.scope !132, !noalias !129
  store <8 x double> %wide.load10, ptr %scevgep26, align 8, !alias.scope !132, !noalias !129
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !134

middle.block:                                     ; preds = %vector.body
  %13 = icmp eq i64 %arg.a.5.1, %n.vec
  br i1 %13, label %for.cond.1.for.end.1_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %14 = and i64 %arg.a.5.1, 28
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %for.body.1.us.preheader, label %vec.epilog.vector.body.preheader, !prof !13

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index13.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index13 = phi i64 [ %index.next15, %vec.epilog.vector.body ], [ %index13.ph, %vec.epilog.vector.body.preheader ]
  %16 = shl i64 %index13, 3
  %scevgep43 = getelementptr i8, ptr %lsr.iv41, i64 %16
  %scevgep40 = getelementptr i8, ptr %lsr.iv38, i64 %16
  %wide.load14 = load <4 x double>, ptr %scevgep43, align 8, !alias.scope !129
  store <4 x double> %wide.load14, ptr %scevgep40, align 8, !alias.scope !132, !noalias !129
  %index.next15 = add nuw i64 %index13, 4
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !135

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
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !136

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
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !137

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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

declare i32 @numba_ez_gesdd(i8, i8, i64, i64, ptr, i64, ptr, ptr, i64, ptr, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, ptr, ptr, i64, ptr, i64, ptr, ptr, i64) local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.1, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.0, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !138
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !138

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !139

.115.preheader.us.us.epil.preheader:              ; preds = %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, %.115.preheader.us.us.preheader
  %.85.025.us.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.us.preheader ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %.80.024.us.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.us.preheader ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %scevgep69 = getelementptr i8, ptr %.85.025.us.us.epil.init, i64 %arg.a.6.1
  %0 = shl i64 %arg.a.6.1, 1
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
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !140, !llvm.loop !141

.115..116_crit_edge.us.us.epil:                   ; preds = %.115.endif.us.epil.us.epil
  %scevgep.us.epil = getelementptr i8, ptr %.85.025.us.us.epil, i64 %11
  %.141.us.us.epil = getelementptr i8, ptr %scevgep.us.epil, i64 %.137.neg.us
  %.163.us.us.epil = getelementptr i8, ptr %.141.us.us.epil, i64 %arg.a.6.1
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
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !140, !llvm.loop !141

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.1
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !143, !llvm.loop !144

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.1, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !146

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.0, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !147

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.0, %const
  %5 = add nsw i64 %arg.a.5.0, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !148

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
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !149, !llvm.loop !150

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !151

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
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !152, !llvm.loop !153

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !155

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
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !140, !llvm.loop !141

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.0, 3
  %.137.neg.us = mul i64 %arg.a.5.0, -8
  %12 = icmp eq i64 %arg.a.5.1, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !156

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.0, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.1, %const_mat
  %xtraiter = and i64 %arg.a.5.0, 7
  %unroll_iter = and i64 %arg.a.5.0, %const
  %13 = icmp samesign ult i64 %arg.a.5.0, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !147

.115.preheader.us.preheader15:                    ; preds = %.115.preheader.us.preheader.new
  %14 = add nsw i64 %arg.a.5.0, -8
  %15 = lshr i64 %14, 3
  %16 = add nuw nsw i64 %15, 1
  %xtraiter17 = and i64 %16, 3
  %17 = shl nuw nsw i64 %xtraiter17, 3
  %18 = shl nuw nsw i64 %xtraiter17, 3
  br label %.115.preheader.us

.115.preheader.us.us.preheader:                   ; preds = %.115.preheader.us.preheader.new
  %19 = add nsw i64 %arg.a.5.1, -2
  %20 = lshr i64 %19, 1
  %21 = add nuw i64 %20, 1
  %xtraiter55 = and i64 %21, 3
  %22 = icmp ult i64 %19, 6
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !157

.115.preheader.us.us.preheader.new:               ; preds = %.115.preheader.us.us.preheader
  %unroll_iter61 = and i64 %21, -4
  %scevgep74 = getelementptr i8, ptr %arg.a.4, i64 %arg.a.6.1
  %23 = shl i64 %arg.a.6.1, 3
  %24 = shl i64 %arg.a.6.1, 1
  %scevgep78 = getelementptr i8, ptr %arg.a.4, i64 %24
  %25 = mul i64 %arg.a.6.1, 3
  %scevgep82 = getelementptr i8, ptr %arg.a.4, i64 %25
  %26 = shl i64 %arg.a.6.1, 2
  %scevgep86 = getelementptr i8, ptr %arg.a.4, i64 %26
  %27 = mul i64 %arg.a.6.1, 5
  %scevgep90 = getelementptr i8, ptr %arg.a.4, i64 %27
  %28 = mul i64 %arg.a.6.1, 6
  %scevgep94 = getelementptr i8, ptr %arg.a.4, i64 %28
  %29 = mul i64 %arg.a.6.1, 7
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
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !140, !llvm.loop !141

.115..116_crit_edge.us.us:                        ; preds = %.115.endif.us.epil.us
  %scevgep.us = getelementptr i8, ptr %.85.025.us.us, i64 %11
  %.141.us.us = getelementptr i8, ptr %scevgep.us, i64 %.137.neg.us
  %.163.us.us = getelementptr i8, ptr %.141.us.us, i64 %arg.a.6.1
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
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !140, !llvm.loop !141

.115..116_crit_edge.us.1.loopexit.us:             ; preds = %.115.endif.us.epil.1.us
  %scevgep.1.us = getelementptr i8, ptr %.163.us.us, i64 %11
  %.141.us.1.us = getelementptr i8, ptr %scevgep.1.us, i64 %.137.neg.us
  %.163.us.1.us = getelementptr i8, ptr %.141.us.1.us, i64 %arg.a.6.1
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
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !140, !llvm.loop !141

.115..116_crit_edge.us.us.1:                      ; preds = %.115.endif.us.epil.us.1
  %scevgep.us.1 = getelementptr i8, ptr %.163.us.1.us, i64 %11
  %.141.us.us.1 = getelementptr i8, ptr %scevgep.us.1, i64 %.137.neg.us
  %.163.us.us.1 = getelementptr i8, ptr %.141.us.us.1, i64 %arg.a.6.1
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
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !140, !llvm.loop !141

.115..116_crit_edge.us.1.loopexit.us.1:           ; preds = %.115.endif.us.epil.1.us.1
  %scevgep.1.us.1 = getelementptr i8, ptr %.163.us.us.1, i64 %11
  %.141.us.1.us.1 = getelementptr i8, ptr %scevgep.1.us.1, i64 %.137.neg.us
  %.163.us.1.us.1 = getelementptr i8, ptr %.141.us.1.us.1, i64 %arg.a.6.1
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
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !140, !llvm.loop !141

.115..116_crit_edge.us.us.2:                      ; preds = %.115.endif.us.epil.us.2
  %scevgep.us.2 = getelementptr i8, ptr %.163.us.1.us.1, i64 %11
  %.141.us.us.2 = getelementptr i8, ptr %scevgep.us.2, i64 %.137.neg.us
  %.163.us.us.2 = getelementptr i8, ptr %.141.us.us.2, i64 %arg.a.6.1
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
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !140, !llvm.loop !141

.115..116_crit_edge.us.1.loopexit.us.2:           ; preds = %.115.endif.us.epil.1.us.2
  %scevgep.1.us.2 = getelementptr i8, ptr %.163.us.us.2, i64 %11
  %.141.us.1.us.2 = getelementptr i8, ptr %scevgep.1.us.2, i64 %.137.neg.us
  %.163.us.1.us.2 = getelementptr i8, ptr %.141.us.1.us.2, i64 %arg.a.6.1
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
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !140, !llvm.loop !141

.115..116_crit_edge.us.us.3:                      ; preds = %.115.endif.us.epil.us.3
  %scevgep.us.3 = getelementptr i8, ptr %.163.us.1.us.2, i64 %11
  %.141.us.us.3 = getelementptr i8, ptr %scevgep.us.3, i64 %.137.neg.us
  %.163.us.us.3 = getelementptr i8, ptr %.141.us.us.3, i64 %arg.a.6.1
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
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !140, !llvm.loop !141

.115..116_crit_edge.us.1.loopexit.us.3:           ; preds = %.115.endif.us.epil.1.us.3
  %scevgep.1.us.3 = getelementptr i8, ptr %.163.us.us.3, i64 %11
  %.141.us.1.us.3 = getelementptr i8, ptr %scevgep.1.us.3, i64 %.137.neg.us
  %.163.us.1.us.3 = getelementptr i8, ptr %.141.us.1.us.3, i64 %arg.a.6.1
  %niter.next.3 = add i64 %niter, 4
  %scevgep76 = getelementptr i8, ptr %lsr.iv75, i64 %23
  %scevgep80 = getelementptr i8, ptr %lsr.iv79, i64 %23
  %scevgep84 = getelementptr i8, ptr %lsr.iv83, i64 %23
  %scevgep88 = getelementptr i8, ptr %lsr.iv87, i64 %23
  %scevgep92 = getelementptr i8, ptr %lsr.iv91, i64 %23
  %scevgep96 = getelementptr i8, ptr %lsr.iv95, i64 %23
  %scevgep100 = getelementptr i8, ptr %lsr.iv99, i64 %23
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter61
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !158, !llvm.loop !159

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !148

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
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !149, !llvm.loop !161

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
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !151

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
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !152, !llvm.loop !162

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !155

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
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !140, !llvm.loop !141

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.1
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !148

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
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !149, !llvm.loop !163

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
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !151

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
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !152, !llvm.loop !164

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !155

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
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !140, !llvm.loop !141

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.1
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !165, !llvm.loop !166
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i1 true}
!3 = !{!4, !6, !7, !9}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!"branch_weights", i32 4, i32 28}
!14 = distinct !{!14, !11, !12}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11, !12}
!19 = distinct !{!19, !11, !12}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11, !12}
!23 = distinct !{!23, !11, !12}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !11}
!26 = !{!27, !29, !30, !32}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!30 = distinct !{!30, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!32 = distinct !{!32, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!33 = distinct !{!33, !11, !12}
!34 = distinct !{!34, !16}
!35 = distinct !{!35, !11}
!36 = distinct !{!36, !11, !12}
!37 = distinct !{!37, !16}
!38 = distinct !{!38, !11}
!39 = distinct !{!39, !11, !12}
!40 = distinct !{!40, !16}
!41 = distinct !{!41, !11}
!42 = !{!43, !45}
!43 = distinct !{!43, !44, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!44 = distinct !{!44, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!45 = distinct !{!45, !44, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!46 = !{!47, !49}
!47 = distinct !{!47, !48, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v53B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v53B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!49 = distinct !{!49, !48, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v53B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!50 = distinct !{!50, !12, !11}
!51 = !{!52, !54}
!52 = distinct !{!52, !53, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!53 = distinct !{!53, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!54 = distinct !{!54, !53, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!55 = !{!56, !58}
!56 = distinct !{!56, !57, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!57 = distinct !{!57, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE"}
!58 = distinct !{!58, !57, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %excinfo"}
!59 = distinct !{!59, !16}
!60 = !{!"branch_weights", i32 99, i32 1}
!61 = !{!"branch_weights", i32 9801, i32 199}
!62 = !{!63, !65, !66, !68, !69, !71}
!63 = distinct !{!63, !64, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!64 = distinct !{!64, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!65 = distinct !{!65, !64, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!68 = distinct !{!68, !67, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!69 = distinct !{!69, !70, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!70 = distinct !{!70, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!71 = distinct !{!71, !70, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!72 = !{!69, !71}
!73 = !{!74, !76, !77, !79, !80, !82}
!74 = distinct !{!74, !75, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!75 = distinct !{!75, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!76 = distinct !{!76, !75, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!77 = distinct !{!77, !78, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!78 = distinct !{!78, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!79 = distinct !{!79, !78, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!80 = distinct !{!80, !81, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!81 = distinct !{!81, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!82 = distinct !{!82, !81, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!83 = !{!80, !82}
!84 = !{!85, !87, !88, !90, !91, !93}
!85 = distinct !{!85, !86, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!86 = distinct !{!86, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!87 = distinct !{!87, !86, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!88 = distinct !{!88, !89, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!89 = distinct !{!89, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!90 = distinct !{!90, !89, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!91 = distinct !{!91, !92, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!92 = distinct !{!92, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!93 = distinct !{!93, !92, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!94 = !{!91, !93}
!95 = !{!96, !98}
!96 = distinct !{!96, !97, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!97 = distinct !{!97, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!98 = distinct !{!98, !97, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!99 = !{!100}
!100 = distinct !{!100, !101}
!101 = distinct !{!101, !"LVerDomain"}
!102 = !{!103}
!103 = distinct !{!103, !101}
!104 = distinct !{!104, !11, !12}
!105 = distinct !{!105, !11, !12}
!106 = distinct !{!106, !16}
!107 = distinct !{!107, !11}
!108 = distinct !{!108, !11, !12}
!109 = distinct !{!109, !11, !12}
!110 = !{!111, !113}
!111 = distinct !{!111, !112, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!112 = distinct !{!112, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!113 = distinct !{!113, !112, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!114 = !{!115, !117}
!115 = distinct !{!115, !116, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v53B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!116 = distinct !{!116, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v53B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!117 = distinct !{!117, !116, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v53B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!118 = !{!119, !121}
!119 = distinct !{!119, !120, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!120 = distinct !{!120, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE"}
!121 = distinct !{!121, !120, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %excinfo"}
!122 = !{!123, !125, !126, !128}
!123 = distinct !{!123, !124, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!124 = distinct !{!124, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!125 = distinct !{!125, !124, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!126 = distinct !{!126, !127, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!127 = distinct !{!127, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!128 = distinct !{!128, !127, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!129 = !{!130}
!130 = distinct !{!130, !131}
!131 = distinct !{!131, !"LVerDomain"}
!132 = !{!133}
!133 = distinct !{!133, !131}
!134 = distinct !{!134, !11, !12}
!135 = distinct !{!135, !11, !12}
!136 = distinct !{!136, !16}
!137 = distinct !{!137, !11}
!138 = !{!"branch_weights", i32 16129, i32 255}
!139 = !{!"branch_weights", i32 553201332, i32 1594282316}
!140 = !{!"branch_weights", i32 542333185, i32 1605150463}
!141 = distinct !{!141, !142, !16}
!142 = !{!"llvm.loop.estimated_trip_count", i32 4}
!143 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!144 = distinct !{!144, !145, !16}
!145 = !{!"llvm.loop.estimated_trip_count", i32 2}
!146 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!147 = !{!"branch_weights", i32 146201250, i32 2001282398}
!148 = !{!"branch_weights", i32 127, i32 1}
!149 = !{!"branch_weights", i32 1, i32 1}
!150 = distinct !{!150, !16}
!151 = !{!"branch_weights", i32 1, i32 127}
!152 = !{!"branch_weights", i32 166258294, i32 1981225354}
!153 = distinct !{!153, !154}
!154 = !{!"llvm.loop.estimated_trip_count", i32 3}
!155 = !{!"branch_weights", i32 277993707, i32 1869489941}
!156 = !{!"branch_weights", i32 21522287, i32 2125961361}
!157 = !{!"branch_weights", i32 125941159, i32 2021542489}
!158 = !{!"branch_weights", i32 166258296, i32 1981225352}
!159 = distinct !{!159, !160}
!160 = !{!"llvm.loop.estimated_trip_count", i32 12}
!161 = distinct !{!161, !16}
!162 = distinct !{!162, !154}
!163 = distinct !{!163, !16}
!164 = distinct !{!164, !154}
!165 = !{!"branch_weights", i32 42828876, i32 2104654772}
!166 = distinct !{!166, !167}
!167 = !{!"llvm.loop.estimated_trip_count", i32 50}
