; ModuleID = 'inv_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.inv_f32 = internal constant [8 x i8] c"inv_f32\00"
@_ZN08NumbaEnv7kernels7inv_f32B3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels7inv_f32B3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [160 x i8] c"missing Environment: _ZN08NumbaEnv7kernels7inv_f32B3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg8inv_impl12_3clocals_3e8inv_implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.b769206c12d240419174db24d8989583e6383eaa = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\08inv_impl\94\8C\12numba/np/linalg.py\94M\DF\03\87\94\87\94."
@.const.pickledata.b769206c12d240419174db24d8989583e6383eaa.sha1 = internal constant [20 x i8] c"\B7i l\12\D2@A\91t\DB$\D8\98\95\83\E68>\AA"
@.const.picklebuf.b769206c12d240419174db24d8989583e6383eaa = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b769206c12d240419174db24d8989583e6383eaa, i32 133, ptr @.const.pickledata.b769206c12d240419174db24d8989583e6383eaa.sha1, ptr null, i32 0 }
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M~\03\87\94\87\94."
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1 = internal constant [20 x i8] c"\C0\F0\F1\E1\8FD\E8{\F1\DFe\FFk\B3\F2\86\EE\9B\08e"
@.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, i32 135, ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.15 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.16 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.15, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.16, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@.const.pickledata.77380284e008148c9f23e82563d2b6e0b31f4ceb = internal constant [90 x i8] c"\80\04\95O\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\10_inv_err_handler\94\8C\12numba/np/linalg.py\94M\C4\03\87\94\87\94."
@.const.pickledata.77380284e008148c9f23e82563d2b6e0b31f4ceb.sha1 = internal constant [20 x i8] c"w8\02\84\E0\08\14\8C\9F#\E8%c\D2\B6\E0\B3\1FL\EB"
@.const.picklebuf.77380284e008148c9f23e82563d2b6e0b31f4ceb = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.77380284e008148c9f23e82563d2b6e0b31f4ceb, i32 90, ptr @.const.pickledata.77380284e008148c9f23e82563d2b6e0b31f4ceb.sha1, ptr null, i32 0 }
@.const.pickledata.979f0dd5c03db25da535a59e05c7ac6dfb43b30d = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C(Matrix is singular to machine precision.\94\85\94\8C\10_inv_err_handler\94\8C\12numba/np/linalg.py\94M\C6\03\87\94\87\94."
@.const.pickledata.979f0dd5c03db25da535a59e05c7ac6dfb43b30d.sha1 = internal constant [20 x i8] c"\97\9F\0D\D5\C0=\B2]\A55\A5\9E\05\C7\ACm\FBC\B3\0D"
@.const.picklebuf.979f0dd5c03db25da535a59e05c7ac6dfb43b30d = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.979f0dd5c03db25da535a59e05c7ac6dfb43b30d, i32 135, ptr @.const.pickledata.979f0dd5c03db25da535a59e05c7ac6dfb43b30d.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, i32 66, ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v33B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.21 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.22 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.14 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.21, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.22, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.19 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.20 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.15 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.19, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.20, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.17 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.18 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.16 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.17, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.18, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.16 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.17 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.16, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.17, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.14 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.15 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.14, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.15, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.12, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.13, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg19dot_3_mv_check_argsB3v39B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.f5ff85143fd2b2b4fd504563e2144b1b4a83172c = internal constant [152 x i8] c"\80\04\95\8D\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94M\B7\02\87\94\87\94."
@.const.pickledata.f5ff85143fd2b2b4fd504563e2144b1b4a83172c.sha1 = internal constant [20 x i8] c"\F5\FF\85\14?\D2\B2\B4\FDPEc\E2\14K\1BJ\83\17,"
@.const.picklebuf.f5ff85143fd2b2b4fd504563e2144b1b4a83172c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.f5ff85143fd2b2b4fd504563e2144b1b4a83172c, i32 152, ptr @.const.pickledata.f5ff85143fd2b2b4fd504563e2144b1b4a83172c.sha1, ptr null, i32 0 }
@.const.pickledata.9542b7583023686eea1d6b5444f487bf8b55b9a2 = internal constant [163 x i8] c"\80\04\95\98\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94M\BA\02\87\94\87\94."
@.const.pickledata.9542b7583023686eea1d6b5444f487bf8b55b9a2.sha1 = internal constant [20 x i8] c"\95B\B7X0#hn\EA\1DkTD\F4\87\BF\8BU\B9\A2"
@.const.picklebuf.9542b7583023686eea1d6b5444f487bf8b55b9a2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9542b7583023686eea1d6b5444f487bf8b55b9a2, i32 163, ptr @.const.pickledata.9542b7583023686eea1d6b5444f487bf8b55b9a2.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global ptr null
@.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94Ms\01\87\94\87\94."
@.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd.sha1 = internal constant [20 x i8] c"\90\16\AF\08\951\9D\83\EC\9C\91\C41\AFKM\0F\FE\CB\FD"
@.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd, i32 117, ptr @.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f5c3fcdad10B3v42B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v43B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEfx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.30 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.31 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.29 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.30, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.31, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels7inv_f32B3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
B0:
  %.34.i = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  %.34 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.34, i8 0, i64 72, i1 false)
  %.42 = call i32 @_ZN5numba2np6linalg8inv_impl12_3clocals_3e8inv_implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr nonnull %.34, ptr nonnull %excinfo.1, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1)
  %.52.fca.0.load = load ptr, ptr %.34, align 8
  %cond = icmp eq i32 %.42, 0
  br i1 %cond, label %B0.endif, label %B0.if.if, !prof !0

B0.endif:                                         ; preds = %B0
  %.fca.6.1.gep = getelementptr inbounds nuw i8, ptr %.34, i64 64
  %.fca.6.0.gep37 = getelementptr inbounds nuw i8, ptr %.34, i64 56
  %.fca.5.1.gep = getelementptr inbounds nuw i8, ptr %.34, i64 48
  %.fca.5.0.gep36 = getelementptr inbounds nuw i8, ptr %.34, i64 40
  %.fca.4.gep35 = getelementptr inbounds nuw i8, ptr %.34, i64 32
  %.fca.3.gep34 = getelementptr inbounds nuw i8, ptr %.34, i64 24
  %.fca.2.gep33 = getelementptr inbounds nuw i8, ptr %.34, i64 16
  %.fca.1.gep32 = getelementptr inbounds nuw i8, ptr %.34, i64 8
  %.52.fca.6.1.load = load i64, ptr %.fca.6.1.gep, align 8
  %.52.fca.6.0.load = load i64, ptr %.fca.6.0.gep37, align 8
  %.52.fca.5.1.load = load i64, ptr %.fca.5.1.gep, align 8
  %.52.fca.5.0.load = load i64, ptr %.fca.5.0.gep36, align 8
  %.52.fca.1.load = load ptr, ptr %.fca.1.gep32, align 8
  %.52.fca.2.load = load i64, ptr %.fca.2.gep33, align 8
  %.52.fca.3.load = load i64, ptr %.fca.3.gep34, align 8
  %.52.fca.4.load = load ptr, ptr %.fca.4.gep35, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %.34.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !1
  tail call void @NRT_incref(ptr %.52.fca.0.load), !noalias !1
  tail call void @NRT_incref(ptr %arg.b.0), !noalias !1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.34.i, i8 0, i64 56, i1 false), !noalias !1
  %.44.i = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v33B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.34.i, ptr nonnull %excinfo.1.i, ptr %.52.fca.0.load, ptr readnone %.52.fca.1.load, i64 %.52.fca.2.load, i64 %.52.fca.3.load, ptr %.52.fca.4.load, i64 %.52.fca.5.0.load, i64 %.52.fca.5.1.load, i64 %.52.fca.6.0.load, i64 %.52.fca.6.1.load, ptr %arg.b.0, ptr readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0), !noalias !1
  %cond.i = icmp eq i32 %.44.i, 0
  tail call void @NRT_decref(ptr %arg.A.0)
  br i1 %cond.i, label %B128.i, label %B0.endif.if.if, !prof !0

common.ret:                                       ; preds = %for.end.endif, %B0.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.if, %B0.endif.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B0.endif.if.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.43 = load ptr, ptr %excinfo.1, align 8
  store ptr %.43, ptr %excinfo, align 8
  br label %common.ret

B128.i:                                           ; preds = %B0.endif
  %.fca.5.0.gep.i = getelementptr inbounds nuw i8, ptr %.34.i, i64 40
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.34.i, i64 32
  %.54.fca.0.load.i = load ptr, ptr %.34.i, align 8, !noalias !1
  %.54.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !1
  %.54.fca.5.0.load.i = load i64, ptr %.fca.5.0.gep.i, align 8, !noalias !1
  tail call void @NRT_decref(ptr %arg.b.0), !noalias !1
  tail call void @NRT_decref(ptr %.52.fca.0.load), !noalias !1
  call void @llvm.lifetime.end.p0(ptr nonnull %.34.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  %.104.fca.5.0.load.fr = freeze i64 %.54.fca.5.0.load.i
  tail call void @NRT_decref(ptr %arg.b.0)
  tail call void @NRT_decref(ptr %.52.fca.0.load)
  %0 = add i64 %.104.fca.5.0.load.fr, -2305843009213693952
  %.194 = icmp ult i64 %0, -4611686018427387904
  br i1 %.194, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !5

B0.endif.if.if:                                   ; preds = %B0.endif
  %.45.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !1
  call void @llvm.lifetime.end.p0(ptr nonnull %.34.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.45.i, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.if:                    ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B128.i
  %.193 = shl nsw i64 %.104.fca.5.0.load.fr, 2
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.193, i32 32), !noalias !7
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !14

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.26148 = icmp sgt i64 %.104.fca.5.0.load.fr, 0
  br i1 %.26148, label %for.body.lr.ph, label %for.end.thread31

for.end.thread31:                                 ; preds = %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.54.fca.0.load.i)
  br label %for.end.endif

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %.263.not = icmp eq i64 %.104.fca.5.0.load.fr, 1
  br i1 %.263.not, label %for.body.endif.endif, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph
  %1 = ptrtoint ptr %.6.i to i64
  %2 = ptrtoint ptr %.54.fca.4.load.i to i64
  %min.iters.check = icmp ult i64 %.104.fca.5.0.load.fr, 8
  %3 = sub i64 %1, %2
  %diff.check = icmp ult i64 %3, 256
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check39 = icmp ult i64 %.104.fca.5.0.load.fr, 64
  br i1 %min.iters.check39, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %const_mat = add i64 %const, -56
  %n.vec = and i64 %.104.fca.5.0.load.fr, %const_mat
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr = mul i64 %index, 4
  %sunkaddr107 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr
  %wide.load = load <16 x float>, ptr %sunkaddr107, align 4
  %sunkaddr108 = mul i64 %index, 4
  %sunkaddr109 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr108
  %sunkaddr110 = getelementptr i8, ptr %sunkaddr109, i64 64
  %wide.load40 = load <16 x float>, ptr %sunkaddr110, align 4
  %sunkaddr111 = mul i64 %index, 4
  %sunkaddr112 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr111
  %sunkaddr113 = getelementptr i8, ptr %sunkaddr112, i64 128
  %wide.load41 = load <16 x float>, ptr %sunkaddr113, align 4
  %sunkaddr114 = mul i64 %index, 4
  %sunkaddr115 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr114
  %sunkaddr116 = getelementptr i8, ptr %sunkaddr115, i64 192
  %wide.load42 = load <16 x float>, ptr %sunkaddr116, align 4
  %4 = fmul <16 x float> %wide.load, %wide.load
  %5 = fmul <16 x float> %wide.load40, %wide.load40
  %6 = fmul <16 x float> %wide.load41, %wide.load41
  %7 = fmul <16 x float> %wide.load42, %wide.load42
  %sunkaddr117 = mul i64 %index, 4
  %sunkaddr118 = getelementptr i8, ptr %.6.i, i64 %sunkaddr117
  store <16 x float> %4, ptr %sunkaddr118, align 4
  %sunkaddr119 = mul i64 %index, 4
  %sunkaddr120 = getelementptr i8, ptr %.6.i, i64 %sunkaddr119
  %sunkaddr121 = getelementptr i8, ptr %sunkaddr120, i64 64
  store <16 x float> %5, ptr %sunkaddr121, align 4
  %sunkaddr122 = mul i64 %index, 4
  %sunkaddr123 = getelementptr i8, ptr %.6.i, i64 %sunkaddr122
  %sunkaddr124 = getelementptr i8, ptr %sunkaddr123, i64 128
  store <16 x float> %6, ptr %sunkaddr124, align 4
  %sunkaddr125 = mul i64 %index, 4
  %sunkaddr126 = getelementptr i8, ptr %.6.i, i64 %sunkaddr125
  %sunkaddr127 = getelementptr i8, ptr %sunkaddr126, i64 192
  store <16 x float> %7, ptr %sunkaddr127, align 4
  %index.next = add nuw i64 %index, 64
  %8 = icmp eq i64 %n.vec, %index.next
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.104.fca.5.0.load.fr, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %9 = and i64 %.104.fca.5.0.load.fr, 56
  %min.epilog.iters.check = icmp eq i64 %9, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.us.preheader, label %vec.epilog.ph, !prof !18

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec44 = and i64 %.104.fca.5.0.load.fr, %const
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index45 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next47, %vec.epilog.vector.body ]
  %10 = shl i64 %index45, 2
  %scevgep90 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %10
  %wide.load46 = load <8 x float>, ptr %scevgep90, align 4
  %11 = fmul <8 x float> %wide.load46, %wide.load46
  %12 = shl i64 %index45, 2
  %scevgep89 = getelementptr i8, ptr %.6.i, i64 %12
  store <8 x float> %11, ptr %scevgep89, align 4
  %index.next47 = add nuw i64 %index45, 8
  %13 = icmp eq i64 %n.vec44, %index.next47
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n48 = icmp eq i64 %.104.fca.5.0.load.fr, %n.vec44
  br i1 %cmp.n48, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index50.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec44, %vec.epilog.middle.block ]
  %xtraiter = and i64 %.104.fca.5.0.load.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv87 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next88, %for.body.endif.endif.us.prol ]
  %loop.index50.us.prol = phi i64 [ %.300.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index50.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %14 = shl i64 %loop.index50.us.prol, 2
  %scevgep86 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %14
  %.271.us.prol = load float, ptr %scevgep86, align 4
  %.149.i.i.prol = fmul float %.271.us.prol, %.271.us.prol
  %15 = shl i64 %loop.index50.us.prol, 2
  %scevgep85 = getelementptr i8, ptr %.6.i, i64 %15
  store float %.149.i.i.prol, ptr %scevgep85, align 4
  %.300.us.prol = add nuw nsw i64 %loop.index50.us.prol, 1
  %lsr.iv.next88 = add nsw i64 %lsr.iv87, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next88, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !20

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader
  %loop.index50.us.unr = phi i64 [ %loop.index50.us.ph, %for.body.endif.endif.us.preheader ], [ %.300.us.prol, %for.body.endif.endif.us.prol ]
  %16 = sub nsw i64 %loop.index50.us.ph, %.104.fca.5.0.load.fr
  %17 = icmp ugt i64 %16, -8
  br i1 %17, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader52

for.body.endif.endif.us.preheader52:              ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader52, %for.body.endif.endif.us
  %loop.index50.us = phi i64 [ %.300.us.7, %for.body.endif.endif.us ], [ %loop.index50.us.unr, %for.body.endif.endif.us.preheader52 ]
  %sunkaddr128 = mul i64 %loop.index50.us, 4
  %sunkaddr129 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr128
  %.271.us = load float, ptr %sunkaddr129, align 4
  %.149.i.i = fmul float %.271.us, %.271.us
  %sunkaddr130 = mul i64 %loop.index50.us, 4
  %sunkaddr131 = getelementptr i8, ptr %.6.i, i64 %sunkaddr130
  store float %.149.i.i, ptr %sunkaddr131, align 4
  %sunkaddr132 = mul i64 %loop.index50.us, 4
  %sunkaddr133 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr132
  %sunkaddr134 = getelementptr i8, ptr %sunkaddr133, i64 4
  %.271.us.1 = load float, ptr %sunkaddr134, align 4
  %.149.i.i.1 = fmul float %.271.us.1, %.271.us.1
  %sunkaddr135 = mul i64 %loop.index50.us, 4
  %sunkaddr136 = getelementptr i8, ptr %.6.i, i64 %sunkaddr135
  %sunkaddr137 = getelementptr i8, ptr %sunkaddr136, i64 4
  store float %.149.i.i.1, ptr %sunkaddr137, align 4
  %sunkaddr138 = mul i64 %loop.index50.us, 4
  %sunkaddr139 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr138
  %sunkaddr140 = getelementptr i8, ptr %sunkaddr139, i64 8
  %.271.us.2 = load float, ptr %sunkaddr140, align 4
  %.149.i.i.2 = fmul float %.271.us.2, %.271.us.2
  %sunkaddr141 = mul i64 %loop.index50.us, 4
  %sunkaddr142 = getelementptr i8, ptr %.6.i, i64 %sunkaddr141
  %sunkaddr143 = getelementptr i8, ptr %sunkaddr142, i64 8
  store float %.149.i.i.2, ptr %sunkaddr143, align 4
  %sunkaddr144 = mul i64 %loop.index50.us, 4
  %sunkaddr145 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr144
  %sunkaddr146 = getelementptr i8, ptr %sunkaddr145, i64 12
  %.271.us.3 = load float, ptr %sunkaddr146, align 4
  %.149.i.i.3 = fmul float %.271.us.3, %.271.us.3
  %sunkaddr147 = mul i64 %loop.index50.us, 4
  %sunkaddr148 = getelementptr i8, ptr %.6.i, i64 %sunkaddr147
  %sunkaddr149 = getelementptr i8, ptr %sunkaddr148, i64 12
  store float %.149.i.i.3, ptr %sunkaddr149, align 4
  %sunkaddr150 = mul i64 %loop.index50.us, 4
  %sunkaddr151 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr150
  %sunkaddr152 = getelementptr i8, ptr %sunkaddr151, i64 16
  %.271.us.4 = load float, ptr %sunkaddr152, align 4
  %.149.i.i.4 = fmul float %.271.us.4, %.271.us.4
  %sunkaddr153 = mul i64 %loop.index50.us, 4
  %sunkaddr154 = getelementptr i8, ptr %.6.i, i64 %sunkaddr153
  %sunkaddr155 = getelementptr i8, ptr %sunkaddr154, i64 16
  store float %.149.i.i.4, ptr %sunkaddr155, align 4
  %sunkaddr156 = mul i64 %loop.index50.us, 4
  %sunkaddr157 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr156
  %sunkaddr158 = getelementptr i8, ptr %sunkaddr157, i64 20
  %.271.us.5 = load float, ptr %sunkaddr158, align 4
  %.149.i.i.5 = fmul float %.271.us.5, %.271.us.5
  %sunkaddr159 = mul i64 %loop.index50.us, 4
  %sunkaddr160 = getelementptr i8, ptr %.6.i, i64 %sunkaddr159
  %sunkaddr161 = getelementptr i8, ptr %sunkaddr160, i64 20
  store float %.149.i.i.5, ptr %sunkaddr161, align 4
  %sunkaddr162 = mul i64 %loop.index50.us, 4
  %sunkaddr163 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr162
  %sunkaddr164 = getelementptr i8, ptr %sunkaddr163, i64 24
  %.271.us.6 = load float, ptr %sunkaddr164, align 4
  %.149.i.i.6 = fmul float %.271.us.6, %.271.us.6
  %sunkaddr165 = mul i64 %loop.index50.us, 4
  %sunkaddr166 = getelementptr i8, ptr %.6.i, i64 %sunkaddr165
  %sunkaddr167 = getelementptr i8, ptr %sunkaddr166, i64 24
  store float %.149.i.i.6, ptr %sunkaddr167, align 4
  %sunkaddr168 = mul i64 %loop.index50.us, 4
  %sunkaddr169 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr168
  %sunkaddr170 = getelementptr i8, ptr %sunkaddr169, i64 28
  %.271.us.7 = load float, ptr %sunkaddr170, align 4
  %.149.i.i.7 = fmul float %.271.us.7, %.271.us.7
  %sunkaddr171 = mul i64 %loop.index50.us, 4
  %sunkaddr172 = getelementptr i8, ptr %.6.i, i64 %sunkaddr171
  %sunkaddr173 = getelementptr i8, ptr %sunkaddr172, i64 28
  store float %.149.i.i.7, ptr %sunkaddr173, align 4
  %.300.us.7 = add nuw nsw i64 %loop.index50.us, 8
  %exitcond55.not.7 = icmp eq i64 %.104.fca.5.0.load.fr, %.300.us.7
  br i1 %exitcond55.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.us, !llvm.loop !22

B0.endif.endif.endif.endif.endif.if.if:           ; preds = %B0.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.29, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %for.body.endif.endif
  tail call void @NRT_decref(ptr %.54.fca.0.load.i)
  %xtraiter.i = and i64 %.104.fca.5.0.load.fr, 7
  %18 = icmp samesign ult i64 %.104.fca.5.0.load.fr, 8
  br i1 %18, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !23

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %unroll_iter.i = and i64 %.104.fca.5.0.load.fr, %const
  %19 = add nsw i64 %.104.fca.5.0.load.fr, -8
  %20 = lshr i64 %19, 3
  %21 = add nuw nsw i64 %20, 1
  %xtraiter49 = and i64 %21, 3
  %22 = and i64 %19, 24
  %lcmp.mod50.not = icmp eq i64 %22, 24
  br i1 %lcmp.mod50.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !24

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter49, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi float [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load float, ptr %.77.013.i.prol, align 4, !noalias !25
  %.108.i.prol = fadd float %.72.012.i.prol, %.106.i.prol
  %.114.i13.prol = getelementptr i8, ptr %.77.013.i.prol, i64 4
  %.106.1.i.prol = load float, ptr %.114.i13.prol, align 4, !noalias !25
  %.108.1.i.prol = fadd float %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.2.i.prol = load float, ptr %.114.1.i.prol, align 4, !noalias !25
  %.108.2.i.prol = fadd float %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 12
  %.106.3.i.prol = load float, ptr %.114.2.i.prol, align 4, !noalias !25
  %.108.3.i.prol = fadd float %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.4.i.prol = load float, ptr %.114.3.i.prol, align 4, !noalias !25
  %.108.4.i.prol = fadd float %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 20
  %.106.5.i.prol = load float, ptr %.114.4.i.prol, align 4, !noalias !25
  %.108.5.i.prol = fadd float %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.6.i.prol = load float, ptr %.114.5.i.prol, align 4, !noalias !25
  %.108.6.i.prol = fadd float %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 28
  %.106.7.i.prol = load float, ptr %.114.6.i.prol, align 4, !noalias !25
  %.108.7.i.prol = fadd float %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter51.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter51.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !28, !llvm.loop !29

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi float [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi float [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %23 = icmp ult i64 %19, 24
  br i1 %23, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !30

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi float [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %.89.endif.epil.preheader.i, !prof !31

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi float [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi float [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %24 = shl i64 %epil.iter.i, 2
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %24
  %.106.epil.i = load float, ptr %scevgep, align 4, !noalias !25
  %.108.epil.i = fadd float %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %.89.endif.epil.i, !prof !32, !llvm.loop !33

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi float [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load float, ptr %.77.013.i, align 4, !noalias !25
  %.108.i = fadd float %.72.012.i, %.106.i
  %.114.i13 = getelementptr i8, ptr %.77.013.i, i64 4
  %.106.1.i = load float, ptr %.114.i13, align 4, !noalias !25
  %.108.1.i = fadd float %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.2.i = load float, ptr %.114.1.i, align 4, !noalias !25
  %.108.2.i = fadd float %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 12
  %.106.3.i = load float, ptr %.114.2.i, align 4, !noalias !25
  %.108.3.i = fadd float %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.4.i = load float, ptr %.114.3.i, align 4, !noalias !25
  %.108.4.i = fadd float %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 20
  %.106.5.i = load float, ptr %.114.4.i, align 4, !noalias !25
  %.108.5.i = fadd float %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.6.i = load float, ptr %.114.5.i, align 4, !noalias !25
  %.108.6.i = fadd float %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 28
  %.106.7.i = load float, ptr %.114.6.i, align 4, !noalias !25
  %.108.7.i = fadd float %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.i.1 = load float, ptr %.114.7.i, align 4, !noalias !25
  %.108.i.1 = fadd float %.108.7.i, %.106.i.1
  %.114.i13.1 = getelementptr i8, ptr %.77.013.i, i64 36
  %.106.1.i.1 = load float, ptr %.114.i13.1, align 4, !noalias !25
  %.108.1.i.1 = fadd float %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.2.i.1 = load float, ptr %.114.1.i.1, align 4, !noalias !25
  %.108.2.i.1 = fadd float %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 44
  %.106.3.i.1 = load float, ptr %.114.2.i.1, align 4, !noalias !25
  %.108.3.i.1 = fadd float %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.4.i.1 = load float, ptr %.114.3.i.1, align 4, !noalias !25
  %.108.4.i.1 = fadd float %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 52
  %.106.5.i.1 = load float, ptr %.114.4.i.1, align 4, !noalias !25
  %.108.5.i.1 = fadd float %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.6.i.1 = load float, ptr %.114.5.i.1, align 4, !noalias !25
  %.108.6.i.1 = fadd float %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 60
  %.106.7.i.1 = load float, ptr %.114.6.i.1, align 4, !noalias !25
  %.108.7.i.1 = fadd float %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.2 = load float, ptr %.114.7.i.1, align 4, !noalias !25
  %.108.i.2 = fadd float %.108.7.i.1, %.106.i.2
  %.114.i13.2 = getelementptr i8, ptr %.77.013.i, i64 68
  %.106.1.i.2 = load float, ptr %.114.i13.2, align 4, !noalias !25
  %.108.1.i.2 = fadd float %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.2.i.2 = load float, ptr %.114.1.i.2, align 4, !noalias !25
  %.108.2.i.2 = fadd float %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 76
  %.106.3.i.2 = load float, ptr %.114.2.i.2, align 4, !noalias !25
  %.108.3.i.2 = fadd float %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.4.i.2 = load float, ptr %.114.3.i.2, align 4, !noalias !25
  %.108.4.i.2 = fadd float %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 84
  %.106.5.i.2 = load float, ptr %.114.4.i.2, align 4, !noalias !25
  %.108.5.i.2 = fadd float %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.6.i.2 = load float, ptr %.114.5.i.2, align 4, !noalias !25
  %.108.6.i.2 = fadd float %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 92
  %.106.7.i.2 = load float, ptr %.114.6.i.2, align 4, !noalias !25
  %.108.7.i.2 = fadd float %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.i.3 = load float, ptr %.114.7.i.2, align 4, !noalias !25
  %.108.i.3 = fadd float %.108.7.i.2, %.106.i.3
  %.114.i13.3 = getelementptr i8, ptr %.77.013.i, i64 100
  %.106.1.i.3 = load float, ptr %.114.i13.3, align 4, !noalias !25
  %.108.1.i.3 = fadd float %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.2.i.3 = load float, ptr %.114.1.i.3, align 4, !noalias !25
  %.108.2.i.3 = fadd float %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 108
  %.106.3.i.3 = load float, ptr %.114.2.i.3, align 4, !noalias !25
  %.108.3.i.3 = fadd float %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.4.i.3 = load float, ptr %.114.3.i.3, align 4, !noalias !25
  %.108.4.i.3 = fadd float %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 116
  %.106.5.i.3 = load float, ptr %.114.4.i.3, align 4, !noalias !25
  %.108.5.i.3 = fadd float %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.6.i.3 = load float, ptr %.114.5.i.3, align 4, !noalias !25
  %.108.6.i.3 = fadd float %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 124
  %.106.7.i.3 = load float, ptr %.114.6.i.3, align 4, !noalias !25
  %.108.7.i.3 = fadd float %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 128
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !35, !llvm.loop !36

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.271 = load float, ptr %.54.fca.4.load.i, align 4
  %.149.i.i12 = fmul float %.271, %.271
  store float %.149.i.i12, ptr %.6.i, align 4
  br label %.89.endif.preheader.i

for.end.endif:                                    ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.thread31
  %.72.0.lcssa.i = phi float [ 0.000000e+00, %for.end.thread31 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.334 = fpext float %.72.0.lcssa.i to double
  store double %.334, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels7inv_f32B3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.inv_f32, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !14

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels7inv_f32B3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !14

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels7inv_f32B3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.20, i8 0, i64 72, i1 false)
  %.24 = call i32 @NRT_adapt_ndarray_from_python(ptr %.19, ptr nonnull %.20)
  %sunkaddr = getelementptr inbounds i8, ptr %.20, i64 24
  %.28 = load i64, ptr %sunkaddr, align 8
  %.29 = icmp ne i64 %.28, 4
  %.30 = icmp ne i32 %.24, 0
  %.31 = or i1 %.30, %.29
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !14

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
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !14

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.45, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr8 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr8, align 8
  %.54 = icmp ne i64 %.53, 4
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !14

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
  %.77 = call i32 @_ZN7kernels7inv_f32B3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 4, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr %.60.fca.1.load, i64 %.60.fca.2.load, i64 4, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 %.60.fca.6.0.load) #2
  %.78 = load ptr, ptr %excinfo, align 8
  %.87 = load double, ptr %.67, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.77, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.100 = call ptr @PyFloat_FromDouble(double %.87)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.105 = load { ptr, i32, ptr, ptr, i32 }, ptr %.78, align 8
  %.106 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 4
  %.107 = icmp sgt i32 %.106, 0
  %.110 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 0
  %.112 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 1
  br i1 %.107, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.113 = sext i32 %.112 to i64
  %.114 = call ptr @PyBytes_FromStringAndSize(ptr %.110, i64 %.113)
  %.115 = load { ptr, i32, ptr, ptr, i32 }, ptr %.78, align 8
  %.116 = extractvalue { ptr, i32, ptr, ptr, i32 } %.115, 2
  %.118 = extractvalue { ptr, i32, ptr, ptr, i32 } %.115, 3
  %.120 = call ptr %.118(ptr %.116)
  %.121 = icmp eq ptr %.120, null
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !14

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 2
  %.135 = call ptr @numba_unpickle(ptr %.110, i32 %.112, ptr %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi ptr [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq ptr %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !14

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

define double @cfunc._ZN7kernels7inv_f32B3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels7inv_f32B3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.12, i64 %.13) #2
  %.15 = load ptr, ptr %excinfo, align 8
  %.24 = load double, ptr %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, ptr %.26, align 4
  %cond = icmp eq i32 %.14, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !0

common.ret:                                       ; preds = %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ]
  ret double %common.ret.op

.29:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.77 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.77)
  call void @Py_DecRef(ptr %.77)
  call void @numba_gil_release(ptr nonnull %.26)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.26)
  call void @PyErr_Clear()
  %.32 = load { ptr, i32, ptr, ptr, i32 }, ptr %.15, align 8
  %.33 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 0
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.40 = sext i32 %.39 to i64
  %.41 = call ptr @PyBytes_FromStringAndSize(ptr %.37, i64 %.40)
  %.42 = load { ptr, i32, ptr, ptr, i32 }, ptr %.15, align 8
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 2
  %.45 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 3
  %.47 = call ptr %.45(ptr %.43)
  %.48 = icmp eq ptr %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !14

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !14

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
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg8inv_impl12_3clocals_3e8inv_implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  %.27.i = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B208.endif.endif.endif.endif.endif.endif.if.if, %B208.endif.endif.endif.endif.endif.endif.endif, %B208.endif.endif.endif.endif.endif.if, %B208.endif.endif.if.if, %B208.endif.if.if, %B208.if.if, %B132.endif.if.if, %B132.if.if, %B204, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B204 ], [ 1, %B132.if.if ], [ 1, %B132.endif.if.if ], [ 1, %B208.if.if ], [ 1, %B208.endif.if.if ], [ 1, %B208.endif.endif.if.if ], [ 1, %B208.endif.endif.endif.endif.endif.if ], [ 0, %B208.endif.endif.endif.endif.endif.endif.endif ], [ 1, %B208.endif.endif.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.b769206c12d240419174db24d8989583e6383eaa, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B132:                                             ; preds = %B0
  %.80.i = icmp eq i64 %arg.a.2, 0
  br label %B44.i

B44.i:                                            ; preds = %B44.endif.i, %B132
  %.208148.i = phi i64 [ %.208..i, %B44.endif.i ], [ 0, %B132 ]
  %.158146.in.i = phi i1 [ %.209.i, %B44.endif.i ], [ %.80.i, %B132 ]
  br i1 %.158146.in.i, label %B132.endif, label %B44.endif.i, !prof !14

B44.endif.i:                                      ; preds = %B44.i
  %.179.i = getelementptr float, ptr %arg.a.4, i64 %.208148.i
  %.208.i = add nsw i64 %.208148.i, 1
  %.209.i = icmp sge i64 %.208.i, %arg.a.2
  %.208..i = select i1 %.209.i, i64 0, i64 %.208.i, !prof !14
  %.262.i = load float, ptr %.179.i, align 4, !noalias !38
  %.271.le.i = fsub float %.262.i, %.262.i
  %.272.le.i = fcmp ord float %.271.le.i, 0.000000e+00
  br i1 %.272.le.i, label %B44.i, label %B132.if.if

B204:                                             ; preds = %B132.endif.endif
  store ptr %.45.fca.0.load.i, ptr %retptr, align 8
  %retptr.repack301 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.45.fca.1.load.i, ptr %retptr.repack301, align 8
  %retptr.repack303 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.45.fca.2.load.i, ptr %retptr.repack303, align 8
  %retptr.repack305 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %.45.fca.3.load.i, ptr %retptr.repack305, align 8
  %retptr.repack307 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.45.fca.4.load.i, ptr %retptr.repack307, align 8
  %retptr.repack309 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.45.fca.5.0.load.i, ptr %retptr.repack309, align 8
  %retptr.repack309.repack313 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.45.fca.5.1.load.i, ptr %retptr.repack309.repack313, align 8
  %retptr.repack311 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.45.fca.6.0.load.i, ptr %retptr.repack311, align 8
  %retptr.repack311.repack315 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %.45.fca.6.1.load.i, ptr %retptr.repack311.repack315, align 8
  br label %common.ret

B208:                                             ; preds = %B132.endif.endif
  %.15.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.15.i, label %B208.if.if, label %B0.endif.endif.i, !prof !14

B0.endif.endif.i:                                 ; preds = %B208
  %.31.i = icmp samesign ugt i64 %arg.a.5.0, 2305843009213693951
  br i1 %.31.i, label %B208.if.if, label %B0.endif.endif.endif.i, !prof !14

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.30.i = shl nuw nsw i64 %arg.a.5.0, 2
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !42
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B208.if.if, label %B208.endif, !prof !14

B132.endif:                                       ; preds = %B44.i
  call void @llvm.lifetime.start.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !52
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !52
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.27.i, i8 0, i64 72, i1 false), !noalias !52
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr nonnull %.27.i, ptr nonnull %excinfo.1.i, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.0, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !52
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %B132.endif.endif, label %B132.endif.if.if, !prof !0

B132.if.if:                                       ; preds = %B44.endif.i
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B132.endif.endif:                                 ; preds = %B132.endif
  %.fca.6.1.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 64
  %.fca.6.0.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 56
  %.fca.5.1.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 48
  %.fca.5.0.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 40
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 32
  %.fca.3.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 24
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 16
  %.fca.1.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 8
  %.45.fca.0.load.i = load ptr, ptr %.27.i, align 8, !noalias !52
  %.45.fca.1.load.i = load ptr, ptr %.fca.1.gep.i, align 8, !noalias !52
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !52
  %.45.fca.3.load.i = load i64, ptr %.fca.3.gep.i, align 8, !noalias !52
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !52
  %.45.fca.5.0.load.i = load i64, ptr %.fca.5.0.gep.i, align 8, !noalias !52
  %.45.fca.5.1.load.i = load i64, ptr %.fca.5.1.gep.i, align 8, !noalias !52
  %.45.fca.6.0.load.i = load i64, ptr %.fca.6.0.gep.i, align 8, !noalias !52
  %.45.fca.6.1.load.i = load i64, ptr %.fca.6.1.gep.i, align 8, !noalias !52
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !52
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.165 = icmp eq i64 %arg.a.5.0, 0
  br i1 %.165, label %B204, label %B208

B132.endif.if.if:                                 ; preds = %B132.endif
  %.36.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !52
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.36.i, ptr %excinfo, align 8
  br label %common.ret

B208.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !56
  %.286 = tail call i32 @numba_xxgetrf(i8 115, i64 %arg.a.5.0, i64 %arg.a.5.0, ptr %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i)
  %.9.not.i = icmp eq i32 %.286, 0
  br i1 %.9.not.i, label %B208.endif.endif, label %B16.i

B16.i:                                            ; preds = %B208.endif
  %.13.i = icmp slt i32 %.286, 0
  br i1 %.13.i, label %B28.i, label %B208.endif.if.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !57
  br label %B208.endif.if.if

B208.if.if:                                       ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %B208
  %excinfo.3.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.11, %B0.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B208 ]
  store ptr %excinfo.3.0.ph, ptr %excinfo, align 8
  br label %common.ret

B208.endif.endif:                                 ; preds = %B208.endif
  %.363 = tail call i32 @numba_ez_xxgetri(i8 115, i64 %arg.a.5.0, ptr %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i)
  %.9.not.i9 = icmp eq i32 %.363, 0
  br i1 %.9.not.i9, label %B208.endif.endif.endif.endif.if, label %B16.i10

B16.i10:                                          ; preds = %B208.endif.endif
  %.13.i11 = icmp slt i32 %.363, 0
  br i1 %.13.i11, label %B28.i14, label %B208.endif.endif.if.if

B28.i14:                                          ; preds = %B16.i10
  %.17.i15 = tail call i32 @numba_fatal_error(), !noalias !61
  br label %B208.endif.endif.if.if

B208.endif.if.if:                                 ; preds = %B28.i, %B16.i
  %excinfo.4.0.ph = phi ptr [ @.const.picklebuf.77380284e008148c9f23e82563d2b6e0b31f4ceb, %B28.i ], [ @.const.picklebuf.979f0dd5c03db25da535a59e05c7ac6dfb43b30d, %B16.i ]
  store ptr %excinfo.4.0.ph, ptr %excinfo, align 8
  br label %common.ret

B208.endif.endif.if.if:                           ; preds = %B28.i14, %B16.i10
  %excinfo.5.0.ph = phi ptr [ @.const.picklebuf.77380284e008148c9f23e82563d2b6e0b31f4ceb, %B28.i14 ], [ @.const.picklebuf.979f0dd5c03db25da535a59e05c7ac6dfb43b30d, %B16.i10 ]
  store ptr %excinfo.5.0.ph, ptr %excinfo, align 8
  br label %common.ret

B208.endif.endif.endif.endif.if:                  ; preds = %B208.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  %.427 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 40, ptr nonnull @.dtor.list.int64)
  %.428 = icmp eq ptr %.427, null
  br i1 %.428, label %B208.endif.endif.endif.endif.endif.if, label %B208.endif.endif.endif.endif.endif.endif, !prof !14

B208.endif.endif.endif.endif.endif.if:            ; preds = %B208.endif.endif.endif.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B208.endif.endif.endif.endif.endif.endif:         ; preds = %B208.endif.endif.endif.endif.if
  %.5.i = getelementptr i8, ptr %.427, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.440 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 2, ptr %.440, align 8
  %.6.i19 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i19, align 8
  %.6.i21 = load ptr, ptr %.5.i, align 8
  %.452 = getelementptr inbounds nuw i8, ptr %.6.i21, i64 16
  store i8 0, ptr %.452, align 1
  %.6.i23 = load ptr, ptr %.5.i, align 8
  %.465 = getelementptr inbounds nuw i8, ptr %.6.i23, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %.465, i8 0, i64 16, i1 false)
  %.6.i25 = load ptr, ptr %.5.i, align 8
  store i64 2, ptr %.6.i25, align 8
  %.6.i27 = load ptr, ptr %.5.i, align 8
  %.505 = getelementptr inbounds nuw i8, ptr %.6.i27, i64 24
  store i64 %.45.fca.2.load.i, ptr %.505, align 8
  %.6.i29 = load ptr, ptr %.5.i, align 8
  %.520 = getelementptr i8, ptr %.6.i29, i64 32
  store i64 %arg.a.5.0, ptr %.520, align 8
  %.6.i.i31 = load ptr, ptr %.5.i, align 8, !noalias !65
  %.26.i = load i64, ptr %.6.i.i31, align 8, !noalias !65
  %.27.i32 = icmp slt i64 %.26.i, 1
  br i1 %.27.i32, label %B208.endif.endif.endif.endif.endif.endif.if.if, label %B208.endif.endif.endif.endif.endif.endif.endif, !prof !14

B208.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B208.endif.endif.endif.endif.endif.endif
  store ptr %.45.fca.0.load.i, ptr %retptr, align 8
  %retptr.repack285 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.45.fca.1.load.i, ptr %retptr.repack285, align 8
  %retptr.repack287 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.45.fca.2.load.i, ptr %retptr.repack287, align 8
  %retptr.repack289 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %.45.fca.3.load.i, ptr %retptr.repack289, align 8
  %retptr.repack291 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.45.fca.4.load.i, ptr %retptr.repack291, align 8
  %retptr.repack293 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.45.fca.5.0.load.i, ptr %retptr.repack293, align 8
  %retptr.repack293.repack297 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.45.fca.5.1.load.i, ptr %retptr.repack293.repack297, align 8
  %retptr.repack295 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.45.fca.6.0.load.i, ptr %retptr.repack295, align 8
  %retptr.repack295.repack299 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %.45.fca.6.1.load.i, ptr %retptr.repack295.repack299, align 8
  tail call void @NRT_decref(ptr nonnull %.427)
  br label %common.ret

B208.endif.endif.endif.endif.endif.endif.if.if:   ; preds = %B208.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !14

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !14

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !14

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.a.0)
  %.42 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.1)
  %.43 = extractvalue { i64, i1 } %.42, 0
  %.44 = extractvalue { i64, i1 } %.42, 1
  %.46 = shl i64 %arg.a.5.0, 2
  %0 = add i64 %.43, -2305843009213693952
  %.49 = icmp ult i64 %0, -4611686018427387904
  %.50 = or i1 %.44, %.49
  br i1 %.50, label %B0.if, label %B0.endif, !prof !14

common.ret:                                       ; preds = %for.end, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 0, %for.end ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.48 = shl nsw i64 %.43, 2
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !69
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B0.endif.endif, !prof !14

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.12041 = icmp sgt i64 %arg.a.5.0, 0
  %.12339 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.12041, i1 %.12339, i1 false
  br i1 %or.cond, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %B0.endif.endif
  %const = bitcast i64 6917529027641081792 to i64
  %1 = add nuw i64 %arg.a.5.1, %arg.a.5.0
  %2 = shl i64 %1, 2
  %3 = getelementptr i8, ptr %.6.i, i64 %2
  %scevgep = getelementptr i8, ptr %3, i64 -4
  %4 = mul i64 %.46, %arg.a.5.1
  %scevgep6 = getelementptr i8, ptr %arg.a.4, i64 %4
  %min.iters.check = icmp samesign ult i64 %arg.a.5.1, 8
  %ident.check.not = icmp ne i64 %arg.a.5.0, 1
  %or.cond17.not1 = select i1 %min.iters.check, i1 true, i1 %ident.check.not
  %bound0 = icmp ult ptr %.6.i, %scevgep6
  %bound1 = icmp ult ptr %arg.a.4, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %.mask = and i64 %arg.a.5.1, 2305843009213693952
  %stride.check = icmp ne i64 %.mask, 0
  %5 = or i1 %stride.check, %found.conflict
  %n.vec = and i64 %arg.a.5.1, %const
  %const_mat = add i64 %const, 56
  %n.vec12 = and i64 %arg.a.5.1, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %scevgep19 = getelementptr i8, ptr %.6.i, i64 192
  %scevgep28 = getelementptr i8, ptr %arg.a.4, i64 192
  %6 = shl i64 %arg.a.5.1, 2
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
  %7 = icmp ult i64 %arg.a.5.1, 64
  br i1 %7, label %vec.epilog.vector.body.preheader, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.main.loop.iter.check
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.body.preheader ]
  %8 = shl i64 %index, 2
  %scevgep36 = getelementptr i8, ptr %lsr.iv29, i64 %8
  %scevgep37 = getelementptr i8, ptr %scevgep36, i64 -192
  %scevgep26 = getelementptr i8, ptr %lsr.iv, i64 %8
  %scevgep27 = getelementptr i8, ptr %scevgep26, i64 -192
  %scevgep35 = getelementptr i8, ptr %scevgep36, i64 -128
  %9 = shl i64 %index, 2
  %scevgep10 = getelementptr i8, ptr %lsr.iv29, i64 %9
  %scevgep11 = getelementptr i8, ptr %scevgep10, i64 -64
  %wide.load = load <16 x float>, ptr %scevgep37, align 4, !alias.scope !76
  %wide.load8 = load <16 x float>, ptr %scevgep35, align 4, !alias.scope !76
  %wide.load9 = load <16 x float>, ptr %scevgep11, align 4, !alias.scope !76
  %wide.load10 = load <16 x float>, ptr %scevgep36, align 4, !alias.scope !76
  %10 = shl i64 %index, 2
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 2
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 -64
  store <16 x float> %wide.load, ptr %scevgep27, align 4, !alias.scope !79, !noalias !76
  store <16 x float> %wide.load8, ptr %scevgep8, align 4, !alias.scope !79, !noalias !76
  store <16 x float> %wide.load9, ptr %scevgep5, align 4, !alias.scope !79, !noalias !76
  store <16 x float> %wide.load10, ptr %scevgep26, align 4, !alias.scope !79, !noalias !76
  %index.next = add nuw i64 %index, 64
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !81

middle.block:                                     ; preds = %vector.body
  %13 = icmp eq i64 %arg.a.5.1, %n.vec
  br i1 %13, label %for.cond.1.for.end.1_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %14 = and i64 %arg.a.5.1, 56
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %for.body.1.us.preheader, label %vec.epilog.vector.body.preheader, !prof !18

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index13.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index13 = phi i64 [ %index.next15, %vec.epilog.vector.body ], [ %index13.ph, %vec.epilog.vector.body.preheader ]
  %16 = shl i64 %index13, 2
  %scevgep43 = getelementptr i8, ptr %lsr.iv41, i64 %16
  %scevgep40 = getelementptr i8, ptr %lsr.iv38, i64 %16
  %wide.load14 = load <8 x float>, ptr %scevgep43, align 4, !alias.scope !76
  store <8 x float> %wide.load14, ptr %scevgep40, align 4, !alias.scope !79, !noalias !76
  %index.next15 = add nuw i64 %index13, 8
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !82

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %18 = icmp eq i64 %arg.a.5.1, %n.vec12
  br i1 %18, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %iter.check
  %loop.index.140.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec12, %vec.epilog.middle.block ]
  %19 = icmp eq i64 %xtraiter, 0
  br i1 %19, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader
  %20 = mul i64 %loop.index.140.us.ph, %.46
  %scevgep44 = getelementptr i8, ptr %lsr.iv38, i64 %20
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol, %for.body.1.us.prol.preheader
  %lsr.iv48 = phi i64 [ %xtraiter, %for.body.1.us.prol.preheader ], [ %lsr.iv.next, %for.body.1.us.prol ]
  %lsr.iv45 = phi ptr [ %scevgep44, %for.body.1.us.prol.preheader ], [ %scevgep46, %for.body.1.us.prol ]
  %loop.index.140.us.prol = phi i64 [ %loop.index.140.us.ph, %for.body.1.us.prol.preheader ], [ %.139.us.prol, %for.body.1.us.prol ]
  %21 = shl i64 %loop.index.140.us.prol, 2
  %scevgep47 = getelementptr i8, ptr %lsr.iv41, i64 %21
  %.137.us.prol = load float, ptr %scevgep47, align 4
  store float %.137.us.prol, ptr %lsr.iv45, align 4
  %.139.us.prol = add nuw nsw i64 %loop.index.140.us.prol, 1
  %scevgep46 = getelementptr i8, ptr %lsr.iv45, i64 %.46
  %lsr.iv.next = add nsw i64 %lsr.iv48, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !83

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
  %25 = shl i64 %loop.index.140.us, 2
  %scevgep54 = getelementptr i8, ptr %lsr.iv41, i64 %25
  %.137.us = load float, ptr %scevgep54, align 4
  store float %.137.us, ptr %lsr.iv50, align 4
  %scevgep60 = getelementptr i8, ptr %scevgep54, i64 4
  %.137.us.1 = load float, ptr %scevgep60, align 4
  %scevgep67 = getelementptr i8, ptr %lsr.iv50, i64 %.46
  store float %.137.us.1, ptr %scevgep67, align 4
  %26 = shl i64 %loop.index.140.us, 2
  %scevgep16 = getelementptr i8, ptr %lsr.iv41, i64 %26
  %scevgep18 = getelementptr i8, ptr %scevgep16, i64 8
  %.137.us.2 = load float, ptr %scevgep18, align 4
  %scevgep68 = getelementptr i8, ptr %scevgep67, i64 %.46
  store float %.137.us.2, ptr %scevgep68, align 4
  %27 = shl i64 %loop.index.140.us, 2
  %scevgep21 = getelementptr i8, ptr %lsr.iv41, i64 %27
  %scevgep22 = getelementptr i8, ptr %scevgep21, i64 12
  %.137.us.3 = load float, ptr %scevgep22, align 4
  %scevgep69 = getelementptr i8, ptr %scevgep68, i64 %.46
  store float %.137.us.3, ptr %scevgep69, align 4
  %28 = shl i64 %loop.index.140.us, 2
  %scevgep12 = getelementptr i8, ptr %lsr.iv41, i64 %28
  %scevgep13 = getelementptr i8, ptr %scevgep12, i64 16
  %.137.us.4 = load float, ptr %scevgep13, align 4
  %scevgep70 = getelementptr i8, ptr %scevgep69, i64 %.46
  store float %.137.us.4, ptr %scevgep70, align 4
  %29 = shl i64 %loop.index.140.us, 2
  %scevgep32 = getelementptr i8, ptr %lsr.iv41, i64 %29
  %scevgep34 = getelementptr i8, ptr %scevgep32, i64 20
  %.137.us.5 = load float, ptr %scevgep34, align 4
  %scevgep71 = getelementptr i8, ptr %scevgep70, i64 %.46
  store float %.137.us.5, ptr %scevgep71, align 4
  %30 = shl i64 %loop.index.140.us, 2
  %scevgep24 = getelementptr i8, ptr %lsr.iv41, i64 %30
  %scevgep29 = getelementptr i8, ptr %scevgep24, i64 24
  %.137.us.6 = load float, ptr %scevgep29, align 4
  %scevgep72 = getelementptr i8, ptr %scevgep71, i64 %.46
  store float %.137.us.6, ptr %scevgep72, align 4
  %31 = shl i64 %loop.index.140.us, 2
  %scevgep14 = getelementptr i8, ptr %lsr.iv41, i64 %31
  %scevgep15 = getelementptr i8, ptr %scevgep14, i64 28
  %.137.us.7 = load float, ptr %scevgep15, align 4
  %scevgep73 = getelementptr i8, ptr %scevgep72, i64 %.46
  store float %.137.us.7, ptr %scevgep73, align 4
  %.139.us.7 = add nuw nsw i64 %loop.index.140.us, 8
  %scevgep25 = getelementptr i8, ptr %scevgep73, i64 %.46
  %exitcond.not.7 = icmp eq i64 %arg.a.5.1, %.139.us.7
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !84

for.cond.1.for.end.1_crit_edge.us:                ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %vec.epilog.middle.block, %middle.block
  %.141.us = add nuw nsw i64 %loop.index42.us, 1
  %scevgep20 = getelementptr i8, ptr %lsr.iv, i64 4
  %scevgep30 = getelementptr i8, ptr %lsr.iv29, i64 %6
  %scevgep39 = getelementptr i8, ptr %lsr.iv38, i64 4
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
  store i64 4, ptr %retptr.repack27, align 8
  %retptr.repack29 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack29, align 8
  %retptr.repack31 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack31, align 8
  %retptr.repack31.repack35 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.a.5.1, ptr %retptr.repack31.repack35, align 8
  %retptr.repack33 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 4, ptr %retptr.repack33, align 8
  %retptr.repack33.repack37 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %.46, ptr %retptr.repack33.repack37, align 8
  tail call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

declare i32 @numba_xxgetrf(i8, i64, i64, ptr, i64, ptr) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

declare i32 @numba_ez_xxgetri(i8, i64, ptr, i64, ptr) local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #4

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v33B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
B0:
  %.197 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.3 = alloca ptr, align 8
  store ptr null, ptr %excinfo.3, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  %.74 = icmp eq i64 %arg.a.5.1, 0
  br i1 %.74, label %B54, label %B108

B54:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.b.0)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.18.i.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.18.i.i, label %B54.if.if, label %B0.endif.endif.i.i, !prof !14

B0.endif.endif.i.i:                               ; preds = %B54
  %const1 = bitcast i64 2305843009213693951 to i64
  %.34.i.i = icmp samesign ugt i64 %arg.a.5.0, %const1
  br i1 %.34.i.i, label %B54.if.if, label %B0.endif.endif.endif.i.i, !prof !14

B0.endif.endif.endif.i.i:                         ; preds = %B0.endif.endif.i.i
  %.33.i.i = shl nuw nsw i64 %arg.a.5.0, 2
  %.7.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i.i, i32 32), !noalias !85
  %.8.i.i.i.i = icmp eq ptr %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B54.if.if, label %B54.endif, !prof !14

B108:                                             ; preds = %B0
  %.18.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.18.i, label %B108.if.if, label %B0.endif.endif.i3, !prof !14

B0.endif.endif.i3:                                ; preds = %B108
  %const = bitcast i64 2305843009213693951 to i64
  %.34.i = icmp samesign ugt i64 %arg.a.5.0, %const
  br i1 %.34.i, label %B108.if.if, label %B0.endif.endif.endif.i, !prof !14

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i3
  %.33.i = shl nuw nsw i64 %arg.a.5.0, 2
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !98
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B108.if.if, label %B108.endif, !prof !14

common.ret:                                       ; preds = %B108.endif.if.if, %B108.endif.endif, %B108.if.if, %B54.if.if, %B54.endif
  %common.ret.op = phi i32 [ 0, %B54.endif ], [ 1, %B54.if.if ], [ 1, %B108.if.if ], [ 0, %B108.endif.endif ], [ 1, %B108.endif.if.if ]
  ret i32 %common.ret.op

B54.endif:                                        ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, ptr %.7.i.i.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !108
  tail call void @llvm.memset.p0.i64(ptr align 1 %.6.i.i.i, i8 0, i64 %.33.i.i, i1 false), !noalias !109
  store ptr %.7.i.i.i.i, ptr %retptr, align 8
  %retptr.repack172 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack172, align 8
  %retptr.repack174 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.a.5.0, ptr %retptr.repack174, align 8
  %retptr.repack176 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 4, ptr %retptr.repack176, align 8
  %retptr.repack178 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i.i, ptr %retptr.repack178, align 8
  %retptr.repack180 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack180, align 8
  %retptr.repack182 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 4, ptr %retptr.repack182, align 8
  br label %common.ret

B54.if.if:                                        ; preds = %B0.endif.endif.endif.i.i, %B0.endif.endif.i.i, %B54
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.14, %B54 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.15, %B0.endif.endif.i.i ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.16, %B0.endif.endif.endif.i.i ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B108.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !112
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.197, i8 0, i64 56, i1 false)
  %.209 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.197, ptr nonnull %excinfo.3, ptr %arg.a.0, ptr %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, ptr nonnull %.7.i.i.i, ptr null, i64 %arg.a.5.0, i64 4, ptr %.6.i.i, i64 %arg.a.5.0, i64 4)
  %cond2 = icmp eq i32 %.209, 0
  br i1 %cond2, label %B108.endif.endif, label %B108.endif.if.if, !prof !0

B108.if.if:                                       ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i3, %B108
  %excinfo.2.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.11, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.10, %B0.endif.endif.i3 ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.9, %B108 ]
  store ptr %excinfo.2.0.ph, ptr %excinfo, align 8
  br label %common.ret

B108.endif.endif:                                 ; preds = %B108.endif
  %.219.fca.0.load = load ptr, ptr %.197, align 8
  %sunkaddr = getelementptr inbounds nuw i8, ptr %.197, i64 8
  %.219.fca.1.load = load ptr, ptr %sunkaddr, align 8
  %sunkaddr26 = getelementptr inbounds nuw i8, ptr %.197, i64 16
  %.219.fca.2.load = load i64, ptr %sunkaddr26, align 8
  %sunkaddr27 = getelementptr inbounds nuw i8, ptr %.197, i64 24
  %.219.fca.3.load = load i64, ptr %sunkaddr27, align 8
  %sunkaddr28 = getelementptr inbounds nuw i8, ptr %.197, i64 32
  %.219.fca.4.load = load ptr, ptr %sunkaddr28, align 8
  %sunkaddr29 = getelementptr inbounds nuw i8, ptr %.197, i64 40
  %.219.fca.5.0.load = load i64, ptr %sunkaddr29, align 8
  %sunkaddr30 = getelementptr inbounds nuw i8, ptr %.197, i64 48
  %.219.fca.6.0.load = load i64, ptr %sunkaddr30, align 8
  store ptr %.219.fca.0.load, ptr %retptr, align 8
  %retptr.repack160 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.219.fca.1.load, ptr %retptr.repack160, align 8
  %retptr.repack162 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.219.fca.2.load, ptr %retptr.repack162, align 8
  %retptr.repack164 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %.219.fca.3.load, ptr %retptr.repack164, align 8
  %retptr.repack166 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.219.fca.4.load, ptr %retptr.repack166, align 8
  %retptr.repack168 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.219.fca.5.0.load, ptr %retptr.repack168, align 8
  %retptr.repack170 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.219.fca.6.0.load, ptr %retptr.repack170, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  tail call void @NRT_decref(ptr %arg.b.0)
  tail call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret

B108.endif.if.if:                                 ; preds = %B108.endif
  %.210 = load ptr, ptr %excinfo.3, align 8
  store ptr %.210, ptr %excinfo, align 8
  br label %common.ret
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, ptr %arg.out.0, ptr %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, ptr %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) local_unnamed_addr {
B0:
  %.179 = alloca float, align 4
  store float 0.000000e+00, ptr %.179, align 4
  %.182 = alloca float, align 4
  store float 0.000000e+00, ptr %.182, align 4
  %.193 = alloca i32, align 4
  store i32 0, ptr %.193, align 4
  tail call void @NRT_incref(ptr %arg.a.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  tail call void @NRT_incref(ptr %arg.out.0)
  %.90.not.i = icmp eq i64 %arg.b.5.0, %arg.a.5.1
  br i1 %.90.not.i, label %B84.i, label %B0.if.if

B84.i:                                            ; preds = %B0
  %.127.not.i = icmp eq i64 %arg.out.5.0, %arg.a.5.0
  br i1 %.127.not.i, label %B0.endif, label %B0.if.if

B0.endif:                                         ; preds = %B84.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif, %B0.endif.endif.if.if, %B0.endif.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B0.endif.if.if ], [ 1, %B0.endif.endif.if.if ], [ 0, %B0.endif.endif.endif.endif ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B84.i, %B0
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.9542b7583023686eea1d6b5444f487bf8b55b9a2, %B84.i ], [ @.const.picklebuf.f5ff85143fd2b2b4fd504563e2144b1b4a83172c, %B0 ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i4 = icmp sgt i64 %arg.b.5.0, 2147483647
  br i1 %.5.i4, label %B0.endif.endif.if.if, label %B0.endif.endif.endif

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.163 = icmp eq i64 %arg.b.5.0, 0
  %.164 = icmp eq i64 %arg.out.5.0, 0
  %.165 = or i1 %.163, %.164
  br i1 %.165, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.else, !prof !14

B0.endif.endif.if.if:                             ; preds = %B0.endif.endif
  store ptr @.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.173 = mul i64 %arg.out.3, %arg.out.2
  tail call void @llvm.memset.p0.i64(ptr align 1 %arg.out.4, i8 0, i64 %.173, i1 false)
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.else:                        ; preds = %B0.endif.endif.endif
  store float 1.000000e+00, ptr %.179, align 4
  store float 0.000000e+00, ptr %.182, align 4
  %.190 = call i32 @numba_xxgemv(i8 115, i8 110, i64 %arg.out.5.0, i64 %arg.b.5.0, ptr nonnull %.179, ptr %arg.a.4, i64 %arg.out.5.0, ptr %arg.b.4, ptr nonnull %.182, ptr %arg.out.4)
  %.191.not = icmp eq i32 %.190, 0
  br i1 %.191.not, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.else.if, !prof !113

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.else, %B0.endif.endif.endif.if
  store ptr %arg.out.0, ptr %retptr, align 8
  %retptr.repack29 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %arg.out.1, ptr %retptr.repack29, align 8
  %retptr.repack31 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.out.2, ptr %retptr.repack31, align 8
  %retptr.repack33 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %arg.out.3, ptr %retptr.repack33, align 8
  %retptr.repack35 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %arg.out.4, ptr %retptr.repack35, align 8
  %retptr.repack37 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.out.5.0, ptr %retptr.repack37, align 8
  %retptr.repack39 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.out.6.0, ptr %retptr.repack39, align 8
  call void @NRT_decref(ptr %arg.b.0)
  call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret

B0.endif.endif.endif.else.if:                     ; preds = %B0.endif.endif.endif.else
  call void @numba_gil_ensure(ptr nonnull %.193)
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error")
  unreachable
}

declare i32 @numba_xxgemv(i8, i8, i64, i64, ptr, ptr, i64, ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: noreturn
declare void @Py_FatalError(ptr) local_unnamed_addr #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!2, !4}
!2 = distinct !{!2, !3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE"}
!4 = distinct !{!4, !3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE: %excinfo"}
!5 = !{!"branch_weights", i32 42949671, i32 -42949671}
!6 = !{i1 true}
!7 = !{!8, !10, !11, !13}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!14 = !{!"branch_weights", i32 1, i32 99}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = !{!"branch_weights", i32 8, i32 56}
!19 = distinct !{!19, !16, !17}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !16}
!23 = !{!"branch_weights", i32 146201250, i32 2001282398}
!24 = !{!"branch_weights", i32 127, i32 1}
!25 = !{!26}
!26 = distinct !{!26, !27, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!27 = distinct !{!27, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!28 = !{!"branch_weights", i32 1, i32 1}
!29 = distinct !{!29, !21}
!30 = !{!"branch_weights", i32 1, i32 127}
!31 = !{!"branch_weights", i32 277993707, i32 1869489941}
!32 = !{!"branch_weights", i32 542333185, i32 1605150463}
!33 = distinct !{!33, !34, !21}
!34 = !{!"llvm.loop.estimated_trip_count", i32 4}
!35 = !{!"branch_weights", i32 166258294, i32 1981225354}
!36 = distinct !{!36, !37}
!37 = !{!"llvm.loop.estimated_trip_count", i32 3}
!38 = !{!39, !41}
!39 = distinct !{!39, !40, !"_ZN5numba2np6linalg20_check_finite_matrixB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!40 = distinct !{!40, !"_ZN5numba2np6linalg20_check_finite_matrixB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!41 = distinct !{!41, !40, !"_ZN5numba2np6linalg20_check_finite_matrixB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!42 = !{!43, !45, !46, !48, !49, !51}
!43 = distinct !{!43, !44, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!44 = distinct !{!44, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!45 = distinct !{!45, !44, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!46 = distinct !{!46, !47, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!47 = distinct !{!47, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!48 = distinct !{!48, !47, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!49 = distinct !{!49, !50, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %retptr"}
!50 = distinct !{!50, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29"}
!51 = distinct !{!51, !50, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %excinfo"}
!52 = !{!53, !55}
!53 = distinct !{!53, !54, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!54 = distinct !{!54, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!55 = distinct !{!55, !54, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!56 = !{!49, !51}
!57 = !{!58, !60}
!58 = distinct !{!58, !59, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!60 = distinct !{!60, !59, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!61 = !{!62, !64}
!62 = distinct !{!62, !63, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!63 = distinct !{!63, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!64 = distinct !{!64, !63, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!65 = !{!66, !68}
!66 = distinct !{!66, !67, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!68 = distinct !{!68, !67, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!69 = !{!70, !72, !73, !75}
!70 = distinct !{!70, !71, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!71 = distinct !{!71, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!72 = distinct !{!72, !71, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!73 = distinct !{!73, !74, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!74 = distinct !{!74, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!75 = distinct !{!75, !74, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!76 = !{!77}
!77 = distinct !{!77, !78}
!78 = distinct !{!78, !"LVerDomain"}
!79 = !{!80}
!80 = distinct !{!80, !78}
!81 = distinct !{!81, !16, !17}
!82 = distinct !{!82, !16, !17}
!83 = distinct !{!83, !21}
!84 = distinct !{!84, !16}
!85 = !{!86, !88, !89, !91, !92, !94, !95, !97}
!86 = distinct !{!86, !87, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!87 = distinct !{!87, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!88 = distinct !{!88, !87, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!89 = distinct !{!89, !90, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!90 = distinct !{!90, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!91 = distinct !{!91, !90, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!92 = distinct !{!92, !93, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!93 = distinct !{!93, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!94 = distinct !{!94, !93, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!95 = distinct !{!95, !96, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!96 = distinct !{!96, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!97 = distinct !{!97, !96, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!98 = !{!99, !101, !102, !104, !105, !107}
!99 = distinct !{!99, !100, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!100 = distinct !{!100, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!101 = distinct !{!101, !100, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!102 = distinct !{!102, !103, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!103 = distinct !{!103, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!104 = distinct !{!104, !103, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!105 = distinct !{!105, !106, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!106 = distinct !{!106, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!107 = distinct !{!107, !106, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!108 = !{!92, !94, !95, !97}
!109 = !{!110, !95, !97}
!110 = distinct !{!110, !111, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!111 = distinct !{!111, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE"}
!112 = !{!105, !107}
!113 = !{!"branch_weights", i32 99, i32 1}
