; ModuleID = 'cholesky_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.cholesky_f32 = internal constant [13 x i8] c"cholesky_f32\00"
@_ZN08NumbaEnv7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [165 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.16 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.17 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.16, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.17, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.14 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.15 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.14, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.15, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.12, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.13, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.fc8febae4d56ed582dcda3160f78f0a2a802eb23 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\0F\03\87\94\87\94."
@.const.pickledata.fc8febae4d56ed582dcda3160f78f0a2a802eb23.sha1 = internal constant [20 x i8] c"\FC\8F\EB\AEMV\EDX-\CD\A3\16\0Fx\F0\A2\A8\02\EB#"
@.const.picklebuf.fc8febae4d56ed582dcda3160f78f0a2a802eb23 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.fc8febae4d56ed582dcda3160f78f0a2a802eb23, i32 143, ptr @.const.pickledata.fc8febae4d56ed582dcda3160f78f0a2a802eb23.sha1, ptr null, i32 0 }
@.const.pickledata.7cab0f9b4708dbe676d0b7000465ac03a8b31208 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\12\03\87\94\87\94."
@.const.pickledata.7cab0f9b4708dbe676d0b7000465ac03a8b31208.sha1 = internal constant [20 x i8] c"|\AB\0F\9BG\08\DB\E6v\D0\B7\00\04e\AC\03\A8\B3\12\08"
@.const.picklebuf.7cab0f9b4708dbe676d0b7000465ac03a8b31208 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.7cab0f9b4708dbe676d0b7000465ac03a8b31208, i32 154, ptr @.const.pickledata.7cab0f9b4708dbe676d0b7000465ac03a8b31208.sha1, ptr null, i32 0 }
@.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94Ms\01\87\94\87\94."
@.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd.sha1 = internal constant [20 x i8] c"\90\16\AF\08\951\9D\83\EC\9C\91\C41\AFKM\0F\FE\CB\FD"
@.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd, i32 117, ptr @.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.8672390a40180d0c8cb649f3752cb125716d9978 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M#\04\87\94\87\94."
@.const.pickledata.8672390a40180d0c8cb649f3752cb125716d9978.sha1 = internal constant [20 x i8] c"\86r9\0A@\18\0D\0C\8C\B6I\F3u,\B1%qm\99x"
@.const.picklebuf.8672390a40180d0c8cb649f3752cb125716d9978 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.8672390a40180d0c8cb649f3752cb125716d9978, i32 133, ptr @.const.pickledata.8672390a40180d0c8cb649f3752cb125716d9978.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.18 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.19 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.14 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.18, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.19, ptr null, i32 0 }
@.const.pickledata.f4c6c8929dcca6db0d12348a0bcf1fd4383ea827 = internal constant [82 x i8] c"\80\04\95G\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M4\04\87\94\87\94."
@.const.pickledata.f4c6c8929dcca6db0d12348a0bcf1fd4383ea827.sha1 = internal constant [20 x i8] c"\F4\C6\C8\92\9D\CC\A6\DB\0D\124\8A\0B\CF\1F\D48>\A8'"
@.const.picklebuf.f4c6c8929dcca6db0d12348a0bcf1fd4383ea827 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.f4c6c8929dcca6db0d12348a0bcf1fd4383ea827, i32 82, ptr @.const.pickledata.f4c6c8929dcca6db0d12348a0bcf1fd4383ea827.sha1, ptr null, i32 0 }
@.const.pickledata.e34d9b7c056a04d3a2e8f66033c565fff0df2aca = internal constant [119 x i8] c"\80\04\95l\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C Matrix is not positive definite.\94\85\94\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M6\04\87\94\87\94."
@.const.pickledata.e34d9b7c056a04d3a2e8f66033c565fff0df2aca.sha1 = internal constant [20 x i8] c"\E3M\9B|\05j\04\D3\A2\E8\F6`3\C5e\FF\F0\DF*\CA"
@.const.picklebuf.e34d9b7c056a04d3a2e8f66033c565fff0df2aca = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.e34d9b7c056a04d3a2e8f66033c565fff0df2aca, i32 119, ptr @.const.pickledata.e34d9b7c056a04d3a2e8f66033c565fff0df2aca.sha1, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.15 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.16, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.17, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.42 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.43 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.22 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.42, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.43, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.40 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.41 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.23 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.40, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.41, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.38 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.39 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.24 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.38, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.39, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.16.28 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.17.29 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.9.27 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.16.28, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.17.29, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.14.30 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.15.31 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.10.26 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.14.30, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.15.31, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.12.32 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.13.33 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.11.25 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.12.32, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.13.33, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.BLAS wrapper returned with an error.35" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg19dot_3_mv_check_argsB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.f5ff85143fd2b2b4fd504563e2144b1b4a83172c = internal constant [152 x i8] c"\80\04\95\8D\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94M\B7\02\87\94\87\94."
@.const.pickledata.f5ff85143fd2b2b4fd504563e2144b1b4a83172c.sha1 = internal constant [20 x i8] c"\F5\FF\85\14?\D2\B2\B4\FDPEc\E2\14K\1BJ\83\17,"
@.const.picklebuf.f5ff85143fd2b2b4fd504563e2144b1b4a83172c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.f5ff85143fd2b2b4fd504563e2144b1b4a83172c, i32 152, ptr @.const.pickledata.f5ff85143fd2b2b4fd504563e2144b1b4a83172c.sha1, ptr null, i32 0 }
@.const.pickledata.9542b7583023686eea1d6b5444f487bf8b55b9a2 = internal constant [163 x i8] c"\80\04\95\98\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94M\BA\02\87\94\87\94."
@.const.pickledata.9542b7583023686eea1d6b5444f487bf8b55b9a2.sha1 = internal constant [20 x i8] c"\95B\B7X0#hn\EA\1DkTD\F4\87\BF\8BU\B9\A2"
@.const.picklebuf.9542b7583023686eea1d6b5444f487bf8b55b9a2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9542b7583023686eea1d6b5444f487bf8b55b9a2, i32 163, ptr @.const.pickledata.9542b7583023686eea1d6b5444f487bf8b55b9a2.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global ptr null
@.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd.36 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94Ms\01\87\94\87\94."
@.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd.sha1.37 = internal constant [20 x i8] c"\90\16\AF\08\951\9D\83\EC\9C\91\C41\AFKM\0F\FE\CB\FD"
@.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd.34 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd.36, i32 117, ptr @.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd.sha1.37, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f976d2f3090B3v25B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.51 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.52 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.50 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.51, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.52, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
B0:
  %.40.i = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.34.i = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i8 = alloca ptr, align 8
  %excinfo.1.i = alloca ptr, align 8
  %.409 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.2 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.409, i8 0, i64 72, i1 false)
  store ptr null, ptr %excinfo.2, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  %.88 = mul nsw i64 %arg.A.5.1, %arg.A.5.0
  tail call void @NRT_incref(ptr %arg.A.0)
  call void @llvm.lifetime.start.p0(ptr nonnull %.40.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i8)
  store ptr null, ptr %excinfo.1.i8, align 8, !noalias !0
  tail call void @NRT_incref(ptr %arg.A.0), !noalias !0
  tail call void @NRT_incref(ptr %arg.A.0), !noalias !0
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.40.i, i8 0, i64 72, i1 false), !noalias !0
  %.52.i = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE(ptr nonnull %.40.i, ptr nonnull %excinfo.1.i8, ptr %arg.A.0, ptr readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.A.0, ptr readnone %arg.A.1, i64 %.88, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.1, i64 %arg.A.5.0, i64 %arg.A.6.1, i64 %arg.A.6.0), !noalias !0
  %cond.i = icmp eq i32 %.52.i, 0
  br i1 %cond.i, label %B0.endif.endif, label %B0.if.if, !prof !4

B82:                                              ; preds = %B82, %B82.lr.ph.new
  %lsr.iv146 = phi ptr [ %scevgep147, %B82 ], [ %.62.fca.4.load.i, %B82.lr.ph.new ]
  %lsr.iv144 = phi i64 [ %lsr.iv.next145, %B82 ], [ 7, %B82.lr.ph.new ]
  %.345 = load float, ptr %lsr.iv146, align 4
  %.347 = fpext float %.345 to double
  %.349 = fadd double %.348, %.347
  %.397 = fptrunc double %.349 to float
  store float %.397, ptr %lsr.iv146, align 4
  %scevgep148 = getelementptr i8, ptr %lsr.iv146, i64 %13
  %sunkaddr215 = mul i64 %.62.fca.5.1.load.i, 4
  %sunkaddr216 = getelementptr i8, ptr %lsr.iv146, i64 %sunkaddr215
  %sunkaddr217 = getelementptr i8, ptr %sunkaddr216, i64 4
  %.345.1 = load float, ptr %sunkaddr217, align 4
  %.347.1 = fpext float %.345.1 to double
  %.349.1 = fadd double %.348, %.347.1
  %.397.1 = fptrunc double %.349.1 to float
  store float %.397.1, ptr %sunkaddr217, align 4
  %scevgep149 = getelementptr i8, ptr %scevgep148, i64 %13
  %sunkaddr218 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr219 = getelementptr i8, ptr %lsr.iv146, i64 %sunkaddr218
  %sunkaddr220 = getelementptr i8, ptr %sunkaddr219, i64 8
  %.345.2 = load float, ptr %sunkaddr220, align 4
  %.347.2 = fpext float %.345.2 to double
  %.349.2 = fadd double %.348, %.347.2
  %.397.2 = fptrunc double %.349.2 to float
  store float %.397.2, ptr %sunkaddr220, align 4
  %scevgep150 = getelementptr i8, ptr %scevgep149, i64 %13
  %sunkaddr221 = mul i64 %.62.fca.5.1.load.i, 4
  %sunkaddr222 = getelementptr i8, ptr %scevgep149, i64 %sunkaddr221
  %sunkaddr223 = getelementptr i8, ptr %sunkaddr222, i64 4
  %.345.3 = load float, ptr %sunkaddr223, align 4
  %.347.3 = fpext float %.345.3 to double
  %.349.3 = fadd double %.348, %.347.3
  %.397.3 = fptrunc double %.349.3 to float
  store float %.397.3, ptr %sunkaddr223, align 4
  %scevgep151 = getelementptr i8, ptr %scevgep150, i64 %13
  %sunkaddr224 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr225 = getelementptr i8, ptr %scevgep149, i64 %sunkaddr224
  %sunkaddr226 = getelementptr i8, ptr %sunkaddr225, i64 8
  %.345.4 = load float, ptr %sunkaddr226, align 4
  %.347.4 = fpext float %.345.4 to double
  %.349.4 = fadd double %.348, %.347.4
  %.397.4 = fptrunc double %.349.4 to float
  store float %.397.4, ptr %sunkaddr226, align 4
  %scevgep152 = getelementptr i8, ptr %scevgep151, i64 %13
  %sunkaddr227 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr228 = getelementptr i8, ptr %scevgep150, i64 %sunkaddr227
  %sunkaddr229 = getelementptr i8, ptr %sunkaddr228, i64 8
  %.345.5 = load float, ptr %sunkaddr229, align 4
  %.347.5 = fpext float %.345.5 to double
  %.349.5 = fadd double %.348, %.347.5
  %.397.5 = fptrunc double %.349.5 to float
  store float %.397.5, ptr %sunkaddr229, align 4
  %sunkaddr = mul i64 %.62.fca.5.1.load.i, 4
  %sunkaddr156 = getelementptr i8, ptr %scevgep152, i64 %sunkaddr
  %sunkaddr157 = getelementptr i8, ptr %sunkaddr156, i64 4
  %.345.6 = load float, ptr %sunkaddr157, align 4
  %.347.6 = fpext float %.345.6 to double
  %.349.6 = fadd double %.348, %.347.6
  %.397.6 = fptrunc double %.349.6 to float
  store float %.397.6, ptr %sunkaddr157, align 4
  %sunkaddr158 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr159 = getelementptr i8, ptr %scevgep152, i64 %sunkaddr158
  %sunkaddr160 = getelementptr i8, ptr %sunkaddr159, i64 8
  %.345.7 = load float, ptr %sunkaddr160, align 4
  %.347.7 = fpext float %.345.7 to double
  %.349.7 = fadd double %.348, %.347.7
  %.397.7 = fptrunc double %.349.7 to float
  store float %.397.7, ptr %sunkaddr160, align 4
  %lsr.iv.next145 = add nuw nsw i64 %lsr.iv144, 8
  %scevgep147 = getelementptr i8, ptr %lsr.iv146, i64 %7
  %0 = add i64 %11, %lsr.iv.next145
  %niter.ncmp.7 = icmp eq i64 %0, 7
  br i1 %niter.ncmp.7, label %B122.loopexit.unr-lcssa, label %B82

B122.loopexit.unr-lcssa:                          ; preds = %B82
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %1 = add i64 %lsr.iv.next145, -7
  br i1 %lcmp.mod.not, label %B122, label %B82.epil.preheader

B82.epil.preheader:                               ; preds = %B122.loopexit.unr-lcssa, %B82.lr.ph
  %.262300302.epil.init = phi i64 [ 0, %B82.lr.ph ], [ %1, %B122.loopexit.unr-lcssa ]
  %2 = shl i64 %.62.fca.5.1.load.i, 2
  %3 = add i64 %2, 4
  %4 = mul i64 %.262300302.epil.init, %3
  %scevgep136 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %4
  br label %B82.epil

B82.epil:                                         ; preds = %B82.epil, %B82.epil.preheader
  %lsr.iv142 = phi i64 [ %lsr.iv.next143, %B82.epil ], [ %xtraiter, %B82.epil.preheader ]
  %lsr.iv137 = phi ptr [ %scevgep138, %B82.epil ], [ %scevgep136, %B82.epil.preheader ]
  %.345.epil = load float, ptr %lsr.iv137, align 4
  %.347.epil = fpext float %.345.epil to double
  %.349.epil = fadd double %.348, %.347.epil
  %.397.epil = fptrunc double %.349.epil to float
  store float %.397.epil, ptr %lsr.iv137, align 4
  %scevgep138 = getelementptr i8, ptr %lsr.iv137, i64 %3
  %lsr.iv.next143 = add nsw i64 %lsr.iv142, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next143, 0
  br i1 %epil.iter.cmp.not, label %B122, label %B82.epil, !llvm.loop !5

B122:                                             ; preds = %B82.epil, %B122.loopexit.unr-lcssa, %B0.endif.endif
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.409, i8 0, i64 72, i1 false)
  %.417 = call i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr nonnull %.409, ptr nonnull %excinfo.2, ptr %.62.fca.0.load.i, ptr %.62.fca.1.load.i, i64 %.62.fca.2.load.i, i64 %.62.fca.3.load.i, ptr %.62.fca.4.load.i, i64 %.62.fca.5.0.load.i, i64 %.62.fca.5.1.load.i, i64 %.62.fca.6.0.load.i, i64 %.62.fca.6.1.load.i)
  %.427.fca.0.load = load ptr, ptr %.409, align 8
  %cond5 = icmp eq i32 %.417, 0
  br i1 %cond5, label %B122.endif, label %B122.if.if, !prof !4

common.ret:                                       ; preds = %for.end.endif, %B122.endif.endif.endif.endif.endif.if.if, %B122.endif.endif.endif.endif.if, %B122.endif.if.if, %B122.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B122.if.if ], [ 1, %B122.endif.if.if ], [ 0, %for.end.endif ], [ 1, %B122.endif.endif.endif.endif.endif.if.if ], [ 1, %B122.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.53.i = load ptr, ptr %excinfo.1.i8, align 8, !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.40.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i8)
  store ptr %.53.i, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0
  %.fca.6.1.gep.i = getelementptr inbounds nuw i8, ptr %.40.i, i64 64
  %.fca.6.0.gep.i = getelementptr inbounds nuw i8, ptr %.40.i, i64 56
  %.fca.5.1.gep.i = getelementptr inbounds nuw i8, ptr %.40.i, i64 48
  %.fca.5.0.gep.i = getelementptr inbounds nuw i8, ptr %.40.i, i64 40
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.40.i, i64 32
  %.fca.3.gep.i = getelementptr inbounds nuw i8, ptr %.40.i, i64 24
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.40.i, i64 16
  %.fca.1.gep.i = getelementptr inbounds nuw i8, ptr %.40.i, i64 8
  %.62.fca.0.load.i = load ptr, ptr %.40.i, align 8, !noalias !0
  %.62.fca.1.load.i = load ptr, ptr %.fca.1.gep.i, align 8, !noalias !0
  %.62.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !0
  %.62.fca.3.load.i = load i64, ptr %.fca.3.gep.i, align 8, !noalias !0
  %.62.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !0
  %.62.fca.5.0.load.i = load i64, ptr %.fca.5.0.gep.i, align 8, !noalias !0
  %.62.fca.5.1.load.i = load i64, ptr %.fca.5.1.gep.i, align 8, !noalias !0
  %.62.fca.6.0.load.i = load i64, ptr %.fca.6.0.gep.i, align 8, !noalias !0
  %.62.fca.6.1.load.i = load i64, ptr %.fca.6.1.gep.i, align 8, !noalias !0
  tail call void @NRT_decref(ptr %arg.A.0), !noalias !0
  tail call void @NRT_decref(ptr %arg.A.0), !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.40.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i8)
  tail call void @NRT_decref(ptr %arg.A.0)
  tail call void @NRT_decref(ptr %arg.A.0)
  %.256301.not = icmp slt i64 %arg.A.5.0, 1
  br i1 %.256301.not, label %B122, label %B82.lr.ph

B82.lr.ph:                                        ; preds = %B0.endif.endif
  %.348 = uitofp nneg i64 %arg.A.5.0 to double
  %xtraiter = and i64 %arg.A.5.0, 7
  %5 = icmp ult i64 %arg.A.5.0, 8
  br i1 %5, label %B82.epil.preheader, label %B82.lr.ph.new

B82.lr.ph.new:                                    ; preds = %B82.lr.ph
  %6 = shl i64 %.62.fca.5.1.load.i, 5
  %7 = add i64 %6, 32
  %8 = lshr i64 %arg.A.5.0, 3
  %9 = trunc i64 %8 to i60
  %10 = zext i60 %9 to i64
  %11 = mul nsw i64 %10, -8
  %12 = shl i64 %.62.fca.5.1.load.i, 2
  %13 = add i64 %12, 4
  br label %B82

B122.endif:                                       ; preds = %B122
  %sunkaddr161 = getelementptr inbounds i8, ptr %.409, i64 64
  %.427.fca.6.1.load = load i64, ptr %sunkaddr161, align 8
  %sunkaddr162 = getelementptr inbounds i8, ptr %.409, i64 56
  %.427.fca.6.0.load = load i64, ptr %sunkaddr162, align 8
  %sunkaddr163 = getelementptr inbounds i8, ptr %.409, i64 48
  %.427.fca.5.1.load = load i64, ptr %sunkaddr163, align 8
  %sunkaddr164 = getelementptr inbounds i8, ptr %.409, i64 40
  %.427.fca.5.0.load = load i64, ptr %sunkaddr164, align 8
  %sunkaddr165 = getelementptr inbounds i8, ptr %.409, i64 8
  %.427.fca.1.load = load ptr, ptr %sunkaddr165, align 8
  %sunkaddr166 = getelementptr inbounds i8, ptr %.409, i64 16
  %.427.fca.2.load = load i64, ptr %sunkaddr166, align 8
  %sunkaddr167 = getelementptr inbounds i8, ptr %.409, i64 24
  %.427.fca.3.load = load i64, ptr %sunkaddr167, align 8
  %sunkaddr168 = getelementptr inbounds i8, ptr %.409, i64 32
  %.427.fca.4.load = load ptr, ptr %sunkaddr168, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %.40.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i8)
  store ptr null, ptr %excinfo.1.i8, align 8, !noalias !7
  tail call void @NRT_incref(ptr %.427.fca.0.load), !noalias !7
  tail call void @NRT_incref(ptr %arg.b.0), !noalias !7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.40.i, i8 0, i64 56, i1 false), !noalias !7
  %.44.i = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.40.i, ptr nonnull %excinfo.1.i8, ptr %.427.fca.0.load, ptr readnone %.427.fca.1.load, i64 %.427.fca.2.load, i64 %.427.fca.3.load, ptr %.427.fca.4.load, i64 %.427.fca.5.0.load, i64 %.427.fca.5.1.load, i64 %.427.fca.6.0.load, i64 %.427.fca.6.1.load, ptr %arg.b.0, ptr readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0), !noalias !7
  %cond.i9 = icmp eq i32 %.44.i, 0
  tail call void @NRT_decref(ptr %.62.fca.0.load.i)
  br i1 %cond.i9, label %B128.i, label %B122.endif.if.if, !prof !4

B122.if.if:                                       ; preds = %B122
  %.418 = load ptr, ptr %excinfo.2, align 8
  store ptr %.418, ptr %excinfo, align 8
  br label %common.ret

B128.i:                                           ; preds = %B122.endif
  %.fca.5.0.gep.i14 = getelementptr inbounds nuw i8, ptr %.40.i, i64 40
  %.fca.4.gep.i15 = getelementptr inbounds nuw i8, ptr %.40.i, i64 32
  %.54.fca.0.load.i = load ptr, ptr %.40.i, align 8, !noalias !7
  %.54.fca.4.load.i = load ptr, ptr %.fca.4.gep.i15, align 8, !noalias !7
  %.54.fca.5.0.load.i = load i64, ptr %.fca.5.0.gep.i14, align 8, !noalias !7
  tail call void @NRT_decref(ptr %arg.b.0), !noalias !7
  tail call void @NRT_decref(ptr %.427.fca.0.load), !noalias !7
  call void @llvm.lifetime.end.p0(ptr nonnull %.40.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i8)
  %.480.fca.5.0.load.fr = freeze i64 %.54.fca.5.0.load.i
  tail call void @NRT_decref(ptr %arg.b.0)
  tail call void @NRT_decref(ptr %.427.fca.0.load)
  %14 = add i64 %.480.fca.5.0.load.fr, -2305843009213693952
  %.572 = icmp ult i64 %14, -4611686018427387904
  br i1 %.572, label %B122.endif.endif.endif.endif.if, label %B122.endif.endif.endif.endif.endif, !prof !11

B122.endif.if.if:                                 ; preds = %B122.endif
  %.45.i = load ptr, ptr %excinfo.1.i8, align 8, !noalias !7
  call void @llvm.lifetime.end.p0(ptr nonnull %.40.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i8)
  store ptr %.45.i, ptr %excinfo, align 8
  br label %common.ret

B122.endif.endif.endif.endif.if:                  ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !12
  br label %common.ret

B122.endif.endif.endif.endif.endif:               ; preds = %B128.i
  %.571 = shl nsw i64 %.480.fca.5.0.load.fr, 2
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.571, i32 32), !noalias !13
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B122.endif.endif.endif.endif.endif.if.if, label %B122.endif.endif.endif.endif.endif.endif, !prof !20

B122.endif.endif.endif.endif.endif.endif:         ; preds = %B122.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.639305 = icmp sgt i64 %.480.fca.5.0.load.fr, 0
  br i1 %.639305, label %for.body.lr.ph, label %for.end.thread74

for.end.thread74:                                 ; preds = %B122.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.54.fca.0.load.i)
  br label %for.end.endif

for.body.lr.ph:                                   ; preds = %B122.endif.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775792 to i64
  %.641.not = icmp eq i64 %.480.fca.5.0.load.fr, 1
  br i1 %.641.not, label %for.body.endif.endif, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph
  %15 = ptrtoint ptr %.6.i to i64
  %16 = ptrtoint ptr %.54.fca.4.load.i to i64
  %min.iters.check = icmp ult i64 %.480.fca.5.0.load.fr, 4
  %17 = sub i64 %15, %16
  %diff.check = icmp ult i64 %17, 64
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check82 = icmp ult i64 %.480.fca.5.0.load.fr, 16
  br i1 %min.iters.check82, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %.480.fca.5.0.load.fr, %const
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %18 = shl i64 %index, 2
  %scevgep135 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %18
  %wide.load = load <16 x float>, ptr %scevgep135, align 4
  %19 = tail call <16 x float> @llvm.sin.v16f32(<16 x float> %wide.load)
  %20 = shl i64 %index, 2
  %scevgep134 = getelementptr i8, ptr %.6.i, i64 %20
  store <16 x float> %19, ptr %scevgep134, align 4
  %index.next = add nuw i64 %index, 16
  %21 = icmp eq i64 %n.vec, %index.next
  br i1 %21, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.480.fca.5.0.load.fr, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %22 = and i64 %.480.fca.5.0.load.fr, 12
  %min.epilog.iters.check = icmp eq i64 %22, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.us.preheader, label %vec.epilog.ph, !prof !24

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat155 = add i64 %const, 12
  %n.vec84 = and i64 %.480.fca.5.0.load.fr, %const_mat155
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index85 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next87, %vec.epilog.vector.body ]
  %23 = shl i64 %index85, 2
  %scevgep133 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %23
  %wide.load86 = load <4 x float>, ptr %scevgep133, align 4
  %24 = tail call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load86)
  %25 = shl i64 %index85, 2
  %scevgep132 = getelementptr i8, ptr %.6.i, i64 %25
  store <4 x float> %24, ptr %scevgep132, align 4
  %index.next87 = add nuw i64 %index85, 4
  %26 = icmp eq i64 %n.vec84, %index.next87
  br i1 %26, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n88 = icmp eq i64 %.480.fca.5.0.load.fr, %n.vec84
  br i1 %cmp.n88, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index307.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec84, %vec.epilog.middle.block ]
  %27 = sub nsw i64 %.480.fca.5.0.load.fr, %loop.index307.us.ph
  %xtraiter90 = and i64 %27, 7
  %lcmp.mod91.not = icmp eq i64 %xtraiter90, 0
  br i1 %lcmp.mod91.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv130 = phi i64 [ %xtraiter90, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next131, %for.body.endif.endif.us.prol ]
  %loop.index307.us.prol = phi i64 [ %.678.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index307.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %28 = shl i64 %loop.index307.us.prol, 2
  %scevgep129 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %28
  %.649.us.prol = load float, ptr %scevgep129, align 4
  %.12.le.i.prol = tail call float @llvm.sin.f32(float %.649.us.prol)
  %29 = shl i64 %loop.index307.us.prol, 2
  %scevgep128 = getelementptr i8, ptr %.6.i, i64 %29
  store float %.12.le.i.prol, ptr %scevgep128, align 4
  %.678.us.prol = add nuw i64 %loop.index307.us.prol, 1
  %lsr.iv.next131 = add nsw i64 %lsr.iv130, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next131, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !26

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader
  %loop.index307.us.unr = phi i64 [ %loop.index307.us.ph, %for.body.endif.endif.us.preheader ], [ %.678.us.prol, %for.body.endif.endif.us.prol ]
  %30 = sub nsw i64 %loop.index307.us.ph, %.480.fca.5.0.load.fr
  %31 = icmp ugt i64 %30, -8
  br i1 %31, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader95

for.body.endif.endif.us.preheader95:              ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader95, %for.body.endif.endif.us
  %loop.index307.us = phi i64 [ %.678.us.7, %for.body.endif.endif.us ], [ %loop.index307.us.unr, %for.body.endif.endif.us.preheader95 ]
  %sunkaddr169 = mul i64 %loop.index307.us, 4
  %sunkaddr170 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr169
  %.649.us = load float, ptr %sunkaddr170, align 4
  %.12.le.i = tail call float @llvm.sin.f32(float %.649.us)
  %sunkaddr171 = mul i64 %loop.index307.us, 4
  %sunkaddr172 = getelementptr i8, ptr %.6.i, i64 %sunkaddr171
  store float %.12.le.i, ptr %sunkaddr172, align 4
  %sunkaddr173 = mul i64 %loop.index307.us, 4
  %sunkaddr174 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr173
  %sunkaddr175 = getelementptr i8, ptr %sunkaddr174, i64 4
  %.649.us.1 = load float, ptr %sunkaddr175, align 4
  %.12.le.i.1 = tail call float @llvm.sin.f32(float %.649.us.1)
  %sunkaddr176 = mul i64 %loop.index307.us, 4
  %sunkaddr177 = getelementptr i8, ptr %.6.i, i64 %sunkaddr176
  %sunkaddr178 = getelementptr i8, ptr %sunkaddr177, i64 4
  store float %.12.le.i.1, ptr %sunkaddr178, align 4
  %sunkaddr179 = mul i64 %loop.index307.us, 4
  %sunkaddr180 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr179
  %sunkaddr181 = getelementptr i8, ptr %sunkaddr180, i64 8
  %.649.us.2 = load float, ptr %sunkaddr181, align 4
  %.12.le.i.2 = tail call float @llvm.sin.f32(float %.649.us.2)
  %sunkaddr182 = mul i64 %loop.index307.us, 4
  %sunkaddr183 = getelementptr i8, ptr %.6.i, i64 %sunkaddr182
  %sunkaddr184 = getelementptr i8, ptr %sunkaddr183, i64 8
  store float %.12.le.i.2, ptr %sunkaddr184, align 4
  %sunkaddr185 = mul i64 %loop.index307.us, 4
  %sunkaddr186 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr185
  %sunkaddr187 = getelementptr i8, ptr %sunkaddr186, i64 12
  %.649.us.3 = load float, ptr %sunkaddr187, align 4
  %.12.le.i.3 = tail call float @llvm.sin.f32(float %.649.us.3)
  %sunkaddr188 = mul i64 %loop.index307.us, 4
  %sunkaddr189 = getelementptr i8, ptr %.6.i, i64 %sunkaddr188
  %sunkaddr190 = getelementptr i8, ptr %sunkaddr189, i64 12
  store float %.12.le.i.3, ptr %sunkaddr190, align 4
  %sunkaddr191 = mul i64 %loop.index307.us, 4
  %sunkaddr192 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr191
  %sunkaddr193 = getelementptr i8, ptr %sunkaddr192, i64 16
  %.649.us.4 = load float, ptr %sunkaddr193, align 4
  %.12.le.i.4 = tail call float @llvm.sin.f32(float %.649.us.4)
  %sunkaddr194 = mul i64 %loop.index307.us, 4
  %sunkaddr195 = getelementptr i8, ptr %.6.i, i64 %sunkaddr194
  %sunkaddr196 = getelementptr i8, ptr %sunkaddr195, i64 16
  store float %.12.le.i.4, ptr %sunkaddr196, align 4
  %sunkaddr197 = mul i64 %loop.index307.us, 4
  %sunkaddr198 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr197
  %sunkaddr199 = getelementptr i8, ptr %sunkaddr198, i64 20
  %.649.us.5 = load float, ptr %sunkaddr199, align 4
  %.12.le.i.5 = tail call float @llvm.sin.f32(float %.649.us.5)
  %sunkaddr200 = mul i64 %loop.index307.us, 4
  %sunkaddr201 = getelementptr i8, ptr %.6.i, i64 %sunkaddr200
  %sunkaddr202 = getelementptr i8, ptr %sunkaddr201, i64 20
  store float %.12.le.i.5, ptr %sunkaddr202, align 4
  %sunkaddr203 = mul i64 %loop.index307.us, 4
  %sunkaddr204 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr203
  %sunkaddr205 = getelementptr i8, ptr %sunkaddr204, i64 24
  %.649.us.6 = load float, ptr %sunkaddr205, align 4
  %.12.le.i.6 = tail call float @llvm.sin.f32(float %.649.us.6)
  %sunkaddr206 = mul i64 %loop.index307.us, 4
  %sunkaddr207 = getelementptr i8, ptr %.6.i, i64 %sunkaddr206
  %sunkaddr208 = getelementptr i8, ptr %sunkaddr207, i64 24
  store float %.12.le.i.6, ptr %sunkaddr208, align 4
  %sunkaddr209 = mul i64 %loop.index307.us, 4
  %sunkaddr210 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr209
  %sunkaddr211 = getelementptr i8, ptr %sunkaddr210, i64 28
  %.649.us.7 = load float, ptr %sunkaddr211, align 4
  %.12.le.i.7 = tail call float @llvm.sin.f32(float %.649.us.7)
  %sunkaddr212 = mul i64 %loop.index307.us, 4
  %sunkaddr213 = getelementptr i8, ptr %.6.i, i64 %sunkaddr212
  %sunkaddr214 = getelementptr i8, ptr %sunkaddr213, i64 28
  store float %.12.le.i.7, ptr %sunkaddr214, align 4
  %.678.us.7 = add nuw nsw i64 %loop.index307.us, 8
  %exitcond313.not.7 = icmp eq i64 %.480.fca.5.0.load.fr, %.678.us.7
  br i1 %exitcond313.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.us, !llvm.loop !27

B122.endif.endif.endif.endif.endif.if.if:         ; preds = %B122.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.50, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %for.body.endif.endif
  tail call void @NRT_decref(ptr %.54.fca.0.load.i)
  %xtraiter.i = and i64 %.480.fca.5.0.load.fr, 7
  %32 = icmp samesign ult i64 %.480.fca.5.0.load.fr, 8
  br i1 %32, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !28

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat = add i64 %const, 8
  %unroll_iter.i = and i64 %.480.fca.5.0.load.fr, %const_mat
  %33 = add nsw i64 %.480.fca.5.0.load.fr, -8
  %34 = lshr i64 %33, 3
  %35 = add nuw nsw i64 %34, 1
  %xtraiter92 = and i64 %35, 3
  %36 = and i64 %33, 24
  %lcmp.mod93.not = icmp eq i64 %36, 24
  br i1 %lcmp.mod93.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !29

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter92, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi float [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load float, ptr %.77.013.i.prol, align 4, !noalias !30
  %.108.i.prol = fadd float %.72.012.i.prol, %.106.i.prol
  %.114.i28.prol = getelementptr i8, ptr %.77.013.i.prol, i64 4
  %.106.1.i.prol = load float, ptr %.114.i28.prol, align 4, !noalias !30
  %.108.1.i.prol = fadd float %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.2.i.prol = load float, ptr %.114.1.i.prol, align 4, !noalias !30
  %.108.2.i.prol = fadd float %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 12
  %.106.3.i.prol = load float, ptr %.114.2.i.prol, align 4, !noalias !30
  %.108.3.i.prol = fadd float %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.4.i.prol = load float, ptr %.114.3.i.prol, align 4, !noalias !30
  %.108.4.i.prol = fadd float %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 20
  %.106.5.i.prol = load float, ptr %.114.4.i.prol, align 4, !noalias !30
  %.108.5.i.prol = fadd float %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.6.i.prol = load float, ptr %.114.5.i.prol, align 4, !noalias !30
  %.108.6.i.prol = fadd float %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 28
  %.106.7.i.prol = load float, ptr %.114.6.i.prol, align 4, !noalias !30
  %.108.7.i.prol = fadd float %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter94.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter94.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !33, !llvm.loop !34

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi float [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi float [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %37 = icmp ult i64 %33, 24
  br i1 %37, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !35

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi float [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %.89.endif.epil.preheader.i, !prof !36

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi float [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi float [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %38 = shl i64 %epil.iter.i, 2
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %38
  %.106.epil.i = load float, ptr %scevgep, align 4, !noalias !30
  %.108.epil.i = fadd float %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %.89.endif.epil.i, !prof !37, !llvm.loop !38

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi float [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load float, ptr %.77.013.i, align 4, !noalias !30
  %.108.i = fadd float %.72.012.i, %.106.i
  %.114.i28 = getelementptr i8, ptr %.77.013.i, i64 4
  %.106.1.i = load float, ptr %.114.i28, align 4, !noalias !30
  %.108.1.i = fadd float %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.2.i = load float, ptr %.114.1.i, align 4, !noalias !30
  %.108.2.i = fadd float %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 12
  %.106.3.i = load float, ptr %.114.2.i, align 4, !noalias !30
  %.108.3.i = fadd float %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.4.i = load float, ptr %.114.3.i, align 4, !noalias !30
  %.108.4.i = fadd float %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 20
  %.106.5.i = load float, ptr %.114.4.i, align 4, !noalias !30
  %.108.5.i = fadd float %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.6.i = load float, ptr %.114.5.i, align 4, !noalias !30
  %.108.6.i = fadd float %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 28
  %.106.7.i = load float, ptr %.114.6.i, align 4, !noalias !30
  %.108.7.i = fadd float %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.i.1 = load float, ptr %.114.7.i, align 4, !noalias !30
  %.108.i.1 = fadd float %.108.7.i, %.106.i.1
  %.114.i28.1 = getelementptr i8, ptr %.77.013.i, i64 36
  %.106.1.i.1 = load float, ptr %.114.i28.1, align 4, !noalias !30
  %.108.1.i.1 = fadd float %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.2.i.1 = load float, ptr %.114.1.i.1, align 4, !noalias !30
  %.108.2.i.1 = fadd float %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 44
  %.106.3.i.1 = load float, ptr %.114.2.i.1, align 4, !noalias !30
  %.108.3.i.1 = fadd float %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.4.i.1 = load float, ptr %.114.3.i.1, align 4, !noalias !30
  %.108.4.i.1 = fadd float %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 52
  %.106.5.i.1 = load float, ptr %.114.4.i.1, align 4, !noalias !30
  %.108.5.i.1 = fadd float %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.6.i.1 = load float, ptr %.114.5.i.1, align 4, !noalias !30
  %.108.6.i.1 = fadd float %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 60
  %.106.7.i.1 = load float, ptr %.114.6.i.1, align 4, !noalias !30
  %.108.7.i.1 = fadd float %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.2 = load float, ptr %.114.7.i.1, align 4, !noalias !30
  %.108.i.2 = fadd float %.108.7.i.1, %.106.i.2
  %.114.i28.2 = getelementptr i8, ptr %.77.013.i, i64 68
  %.106.1.i.2 = load float, ptr %.114.i28.2, align 4, !noalias !30
  %.108.1.i.2 = fadd float %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.2.i.2 = load float, ptr %.114.1.i.2, align 4, !noalias !30
  %.108.2.i.2 = fadd float %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 76
  %.106.3.i.2 = load float, ptr %.114.2.i.2, align 4, !noalias !30
  %.108.3.i.2 = fadd float %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.4.i.2 = load float, ptr %.114.3.i.2, align 4, !noalias !30
  %.108.4.i.2 = fadd float %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 84
  %.106.5.i.2 = load float, ptr %.114.4.i.2, align 4, !noalias !30
  %.108.5.i.2 = fadd float %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.6.i.2 = load float, ptr %.114.5.i.2, align 4, !noalias !30
  %.108.6.i.2 = fadd float %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 92
  %.106.7.i.2 = load float, ptr %.114.6.i.2, align 4, !noalias !30
  %.108.7.i.2 = fadd float %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.i.3 = load float, ptr %.114.7.i.2, align 4, !noalias !30
  %.108.i.3 = fadd float %.108.7.i.2, %.106.i.3
  %.114.i28.3 = getelementptr i8, ptr %.77.013.i, i64 100
  %.106.1.i.3 = load float, ptr %.114.i28.3, align 4, !noalias !30
  %.108.1.i.3 = fadd float %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.2.i.3 = load float, ptr %.114.1.i.3, align 4, !noalias !30
  %.108.2.i.3 = fadd float %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 108
  %.106.3.i.3 = load float, ptr %.114.2.i.3, align 4, !noalias !30
  %.108.3.i.3 = fadd float %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.4.i.3 = load float, ptr %.114.3.i.3, align 4, !noalias !30
  %.108.4.i.3 = fadd float %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 116
  %.106.5.i.3 = load float, ptr %.114.4.i.3, align 4, !noalias !30
  %.108.5.i.3 = fadd float %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.6.i.3 = load float, ptr %.114.5.i.3, align 4, !noalias !30
  %.108.6.i.3 = fadd float %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 124
  %.106.7.i.3 = load float, ptr %.114.6.i.3, align 4, !noalias !30
  %.108.7.i.3 = fadd float %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 128
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !40, !llvm.loop !41

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.649 = load float, ptr %.54.fca.4.load.i, align 4
  %.12.le.i27 = tail call float @llvm.sin.f32(float %.649)
  store float %.12.le.i27, ptr %.6.i, align 4
  br label %.89.endif.preheader.i

for.end.endif:                                    ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.thread74
  %.72.0.lcssa.i = phi float [ 0.000000e+00, %for.end.thread74 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.712 = fpext float %.72.0.lcssa.i to double
  store double %.712, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.cholesky_f32, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !20

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !20

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !20

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
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !20

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.45, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr8 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr8, align 8
  %.54 = icmp ne i64 %.53, 4
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !20

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
  %.77 = call i32 @_ZN7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 4, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr %.60.fca.1.load, i64 %.60.fca.2.load, i64 4, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 %.60.fca.6.0.load) #2
  %.78 = load ptr, ptr %excinfo, align 8
  %.87 = load double, ptr %.67, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.77, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !4

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
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !20

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 2
  %.135 = call ptr @numba_unpickle(ptr %.110, i32 %.112, ptr %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi ptr [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq ptr %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !20

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

define double @cfunc._ZN7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.12, i64 %.13) #2
  %.15 = load ptr, ptr %excinfo, align 8
  %.24 = load double, ptr %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, ptr %.26, align 4
  %cond = icmp eq i32 %.14, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !4

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
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !20

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !20

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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !20

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
B0:
  %.245 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.3 = alloca ptr, align 8
  store ptr null, ptr %excinfo.3, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  %.90 = icmp eq i64 %arg.a.5.1, 0
  br i1 %.90, label %B56, label %B112

B56:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.b.0)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.29.i.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond.i = select i1 %.29.i.i, i1 true, i1 %.36.i.i, !prof !43
  br i1 %or.cond.i, label %B56.if.if, label %B0.endif.endif.endif.endif.i.i, !prof !43

B0.endif.endif.endif.endif.i.i:                   ; preds = %B56
  %const3 = bitcast i64 -2305843009213693952 to i64
  %const1 = bitcast i64 -4611686018427387904 to i64
  %.50.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i.i = extractvalue { i64, i1 } %.50.i.i, 0
  %.52.i.i = extractvalue { i64, i1 } %.50.i.i, 1
  %.54.i.i = shl i64 %arg.b.5.1, 2
  %0 = add i64 %.51.i.i, %const3
  %.57.i.i = icmp ult i64 %0, %const1
  %.58.i.i = or i1 %.52.i.i, %.57.i.i
  br i1 %.58.i.i, label %B56.if.if, label %B0.endif.endif.endif.endif.endif.i.i, !prof !20

B0.endif.endif.endif.endif.endif.i.i:             ; preds = %B0.endif.endif.endif.endif.i.i
  %.56.i.i = shl nsw i64 %.51.i.i, 2
  %.7.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !44
  %.8.i.i.i.i = icmp eq ptr %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B56.if.if, label %B56.endif, !prof !20

B112:                                             ; preds = %B0
  %.29.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond = select i1 %.29.i, i1 true, i1 %.36.i, !prof !43
  br i1 %or.cond, label %B112.if.if, label %B0.endif.endif.endif.endif.i, !prof !43

B0.endif.endif.endif.endif.i:                     ; preds = %B112
  %const2 = bitcast i64 -2305843009213693952 to i64
  %const = bitcast i64 -4611686018427387904 to i64
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %.54.i = shl i64 %arg.b.5.1, 2
  %1 = add i64 %.51.i, %const2
  %.57.i = icmp ult i64 %1, %const
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B112.if.if, label %B0.endif.endif.endif.endif.endif.i, !prof !20

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.56.i = shl nsw i64 %.51.i, 2
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !57
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B112.if.if, label %B112.endif, !prof !20

common.ret:                                       ; preds = %B112.endif.if.if, %B112.endif.endif, %B112.if.if, %B56.if.if, %B56.endif
  %common.ret.op = phi i32 [ 0, %B56.endif ], [ 1, %B56.if.if ], [ 1, %B112.if.if ], [ 0, %B112.endif.endif ], [ 1, %B112.endif.if.if ]
  ret i32 %common.ret.op

B56.endif:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, ptr %.7.i.i.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !67
  tail call void @llvm.memset.p0.i64(ptr align 1 %.6.i.i.i, i8 0, i64 %.56.i.i, i1 false), !noalias !68
  store ptr %.7.i.i.i.i, ptr %retptr, align 8
  %retptr.repack210 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack210, align 8
  %retptr.repack212 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.51.i.i, ptr %retptr.repack212, align 8
  %retptr.repack214 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 4, ptr %retptr.repack214, align 8
  %retptr.repack216 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i.i, ptr %retptr.repack216, align 8
  %retptr.repack218 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack218, align 8
  %retptr.repack218.repack222 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.b.5.1, ptr %retptr.repack218.repack222, align 8
  %retptr.repack220 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.54.i.i, ptr %retptr.repack220, align 8
  %retptr.repack220.repack224 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 4, ptr %retptr.repack220.repack224, align 8
  br label %common.ret

B56.if.if:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B0.endif.endif.endif.endif.i.i, %B56
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B56 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.endif.endif.endif.endif.endif.i.i ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !71
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.245, i8 0, i64 72, i1 false)
  %.261 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(ptr nonnull %.245, ptr nonnull %excinfo.3, ptr %arg.a.0, ptr %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, ptr nonnull %.7.i.i.i, ptr null, i64 %.51.i, i64 4, ptr %.6.i.i, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %.54.i, i64 4)
  %cond2 = icmp eq i32 %.261, 0
  br i1 %cond2, label %B112.endif.endif, label %B112.endif.if.if, !prof !4

B112.if.if:                                       ; preds = %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i, %B112
  %excinfo.2.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.11, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.10, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.9, %B112 ]
  store ptr %excinfo.2.0.ph, ptr %excinfo, align 8
  br label %common.ret

B112.endif.endif:                                 ; preds = %B112.endif
  %.271.fca.0.load = load ptr, ptr %.245, align 8
  %sunkaddr = getelementptr inbounds nuw i8, ptr %.245, i64 8
  %.271.fca.1.load = load ptr, ptr %sunkaddr, align 8
  %sunkaddr32 = getelementptr inbounds nuw i8, ptr %.245, i64 16
  %.271.fca.2.load = load i64, ptr %sunkaddr32, align 8
  %sunkaddr33 = getelementptr inbounds nuw i8, ptr %.245, i64 24
  %.271.fca.3.load = load i64, ptr %sunkaddr33, align 8
  %sunkaddr34 = getelementptr inbounds nuw i8, ptr %.245, i64 32
  %.271.fca.4.load = load ptr, ptr %sunkaddr34, align 8
  %sunkaddr35 = getelementptr inbounds nuw i8, ptr %.245, i64 40
  %.271.fca.5.0.load = load i64, ptr %sunkaddr35, align 8
  %sunkaddr36 = getelementptr inbounds nuw i8, ptr %.245, i64 48
  %.271.fca.5.1.load = load i64, ptr %sunkaddr36, align 8
  %sunkaddr37 = getelementptr inbounds nuw i8, ptr %.245, i64 56
  %.271.fca.6.0.load = load i64, ptr %sunkaddr37, align 8
  %sunkaddr38 = getelementptr inbounds nuw i8, ptr %.245, i64 64
  %.271.fca.6.1.load = load i64, ptr %sunkaddr38, align 8
  store ptr %.271.fca.0.load, ptr %retptr, align 8
  %retptr.repack194 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.271.fca.1.load, ptr %retptr.repack194, align 8
  %retptr.repack196 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.271.fca.2.load, ptr %retptr.repack196, align 8
  %retptr.repack198 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %.271.fca.3.load, ptr %retptr.repack198, align 8
  %retptr.repack200 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.271.fca.4.load, ptr %retptr.repack200, align 8
  %retptr.repack202 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.271.fca.5.0.load, ptr %retptr.repack202, align 8
  %retptr.repack202.repack206 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.271.fca.5.1.load, ptr %retptr.repack202.repack206, align 8
  %retptr.repack204 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.271.fca.6.0.load, ptr %retptr.repack204, align 8
  %retptr.repack204.repack208 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %.271.fca.6.1.load, ptr %retptr.repack204.repack208, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  tail call void @NRT_decref(ptr %arg.b.0)
  tail call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret

B112.endif.if.if:                                 ; preds = %B112.endif
  %.262 = load ptr, ptr %excinfo.3, align 8
  store ptr %.262, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !20

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !20

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #4

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, ptr %arg.out.0, ptr %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, ptr %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.5.1, i64 %arg.out.6.0, i64 %arg.out.6.1) local_unnamed_addr {
B0:
  %.239 = alloca i32, align 4
  store i32 0, ptr %.239, align 4
  %.245 = alloca float, align 4
  store float 0.000000e+00, ptr %.245, align 4
  %.248 = alloca float, align 4
  store float 0.000000e+00, ptr %.248, align 4
  %.259 = alloca i32, align 4
  store i32 0, ptr %.259, align 4
  %.267 = alloca float, align 4
  store float 0.000000e+00, ptr %.267, align 4
  %.270 = alloca float, align 4
  store float 0.000000e+00, ptr %.270, align 4
  %.281 = alloca i32, align 4
  store i32 0, ptr %.281, align 4
  %.287 = alloca float, align 4
  store float 0.000000e+00, ptr %.287, align 4
  %.290 = alloca float, align 4
  store float 0.000000e+00, ptr %.290, align 4
  %.301 = alloca i32, align 4
  store i32 0, ptr %.301, align 4
  tail call void @NRT_incref(ptr %arg.a.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  tail call void @NRT_incref(ptr %arg.out.0)
  %.114.not.i = icmp eq i64 %arg.a.5.1, %arg.b.5.0
  br i1 %.114.not.i, label %B86.i, label %B0.if.if

B86.i:                                            ; preds = %B0
  %.165.i = icmp ne i64 %arg.out.5.0, %arg.a.5.0
  %.169.i = icmp ne i64 %arg.out.5.1, %arg.b.5.1
  %.170.not.i = or i1 %.165.i, %.169.i
  br i1 %.170.not.i, label %B0.if.if, label %B0.endif

B0.endif:                                         ; preds = %B86.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif, %B0.endif.endif.endif.if.if, %B0.endif.endif.if.if, %B0.endif.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B0.endif.if.if ], [ 1, %B0.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 0, %B0.endif.endif.endif.endif.endif ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B86.i, %B0
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.7cab0f9b4708dbe676d0b7000465ac03a8b31208, %B86.i ], [ @.const.picklebuf.fc8febae4d56ed582dcda3160f78f0a2a802eb23, %B0 ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i5 = icmp sgt i64 %arg.a.5.1, 2147483647
  br i1 %.5.i5, label %B0.endif.endif.if.if, label %B0.endif.endif.endif

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i10 = icmp sgt i64 %arg.out.5.1, 2147483647
  br i1 %.5.i10, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif

B0.endif.endif.if.if:                             ; preds = %B0.endif.endif
  store ptr @.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.213 = icmp eq i64 %arg.a.5.1, 0
  %.214 = icmp eq i64 %arg.out.5.0, 0
  %.215 = icmp eq i64 %arg.out.5.1, 0
  %.216 = or i1 %.214, %.215
  %.217 = or i1 %.213, %.216
  br i1 %.217, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.else, !prof !20

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  %.225 = mul i64 %arg.out.3, %arg.out.2
  tail call void @llvm.memset.p0.i64(ptr align 1 %arg.out.4, i8 0, i64 %.225, i1 false)
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.else:                  ; preds = %B0.endif.endif.endif.endif
  %.230 = icmp eq i64 %arg.out.5.1, 1
  br i1 %.230, label %B0.endif.endif.endif.endif.else.if, label %B0.endif.endif.endif.endif.else.else

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif.else.else.else, %B0.endif.endif.endif.endif.else.else.if, %B0.endif.endif.endif.endif.else.if.else, %B0.endif.endif.endif.endif.else.if.if, %B0.endif.endif.endif.endif.if
  store ptr %arg.out.0, ptr %retptr, align 8
  %retptr.repack35 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %arg.out.1, ptr %retptr.repack35, align 8
  %retptr.repack37 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.out.2, ptr %retptr.repack37, align 8
  %retptr.repack39 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %arg.out.3, ptr %retptr.repack39, align 8
  %retptr.repack41 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %arg.out.4, ptr %retptr.repack41, align 8
  %retptr.repack43 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.out.5.0, ptr %retptr.repack43, align 8
  %retptr.repack43.repack47 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.out.5.1, ptr %retptr.repack43.repack47, align 8
  %retptr.repack45 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %arg.out.6.0, ptr %retptr.repack45, align 8
  %retptr.repack45.repack49 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %arg.out.6.1, ptr %retptr.repack45.repack49, align 8
  call void @NRT_decref(ptr %arg.b.0)
  call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret

B0.endif.endif.endif.endif.else.if:               ; preds = %B0.endif.endif.endif.endif.else
  %0 = icmp eq i64 %arg.out.5.0, 1
  br i1 %0, label %B0.endif.endif.endif.endif.else.if.if, label %B0.endif.endif.endif.endif.else.if.else

B0.endif.endif.endif.endif.else.else:             ; preds = %B0.endif.endif.endif.endif.else
  %1 = icmp eq i64 %arg.out.5.0, 1
  br i1 %1, label %B0.endif.endif.endif.endif.else.else.if, label %B0.endif.endif.endif.endif.else.else.else

B0.endif.endif.endif.endif.else.if.if:            ; preds = %B0.endif.endif.endif.endif.else.if
  %.236 = tail call i32 @numba_xxdot(i8 115, i8 0, i64 %arg.a.5.1, ptr %arg.a.4, ptr %arg.b.4, ptr %arg.out.4)
  %.237.not = icmp eq i32 %.236, 0
  br i1 %.237.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.if.if, !prof !72

B0.endif.endif.endif.endif.else.if.else:          ; preds = %B0.endif.endif.endif.endif.else.if
  store float 1.000000e+00, ptr %.245, align 4
  store float 0.000000e+00, ptr %.248, align 4
  %.256 = call i32 @numba_xxgemv(i8 115, i8 116, i64 %arg.a.5.1, i64 %arg.out.5.0, ptr nonnull %.245, ptr %arg.a.4, i64 %arg.a.5.1, ptr %arg.b.4, ptr nonnull %.248, ptr %arg.out.4)
  %.257.not = icmp eq i32 %.256, 0
  br i1 %.257.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.else.if, !prof !72

B0.endif.endif.endif.endif.else.if.if.if:         ; preds = %B0.endif.endif.endif.endif.else.if.if
  call void @numba_gil_ensure(ptr nonnull %.239)
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error")
  unreachable

B0.endif.endif.endif.endif.else.if.else.if:       ; preds = %B0.endif.endif.endif.endif.else.if.else
  call void @numba_gil_ensure(ptr nonnull %.259)
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error")
  unreachable

B0.endif.endif.endif.endif.else.else.if:          ; preds = %B0.endif.endif.endif.endif.else.else
  store float 1.000000e+00, ptr %.267, align 4
  store float 0.000000e+00, ptr %.270, align 4
  %.278 = call i32 @numba_xxgemv(i8 115, i8 116, i64 %arg.a.5.1, i64 %arg.out.5.1, ptr nonnull %.267, ptr %arg.b.4, i64 %arg.a.5.1, ptr %arg.a.4, ptr nonnull %.270, ptr %arg.out.4)
  %.279.not = icmp eq i32 %.278, 0
  br i1 %.279.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.if.if, !prof !72

B0.endif.endif.endif.endif.else.else.else:        ; preds = %B0.endif.endif.endif.endif.else.else
  store float 1.000000e+00, ptr %.287, align 4
  store float 0.000000e+00, ptr %.290, align 4
  %.298 = call i32 @numba_xxgemm(i8 115, i8 116, i8 110, i64 %arg.out.5.1, i64 %arg.out.5.0, i64 %arg.a.5.1, ptr nonnull %.287, ptr %arg.b.4, i64 %arg.a.5.1, ptr %arg.a.4, i64 %arg.a.5.1, ptr nonnull %.290, ptr %arg.out.4, i64 %arg.out.5.1)
  %.299.not = icmp eq i32 %.298, 0
  br i1 %.299.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.else.if, !prof !72

B0.endif.endif.endif.endif.else.else.if.if:       ; preds = %B0.endif.endif.endif.endif.else.else.if
  call void @numba_gil_ensure(ptr nonnull %.281)
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error")
  unreachable

B0.endif.endif.endif.endif.else.else.else.if:     ; preds = %B0.endif.endif.endif.endif.else.else.else
  call void @numba_gil_ensure(ptr nonnull %.301)
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error")
  unreachable
}

declare i32 @numba_xxdot(i8, i8, i64, ptr, ptr, ptr) local_unnamed_addr

declare i32 @numba_xxgemv(i8, i8, i64, i64, ptr, ptr, i64, ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: noreturn
declare void @Py_FatalError(ptr) local_unnamed_addr #5

declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, ptr, ptr, i64, ptr, i64, ptr, ptr, i64) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B132.endif.if.if, %B132.if, %B412, %B296, %B252, %B184, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B184 ], [ 1, %B252 ], [ 1, %B296 ], [ 0, %B412 ], [ 1, %B132.if ], [ 1, %B132.endif.if.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.8672390a40180d0c8cb649f3752cb125716d9978, ptr %excinfo, align 8, !numba_exception_output !12
  br label %common.ret

B132:                                             ; preds = %B0
  %.109 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.0)
  %.110 = extractvalue { i64, i1 } %.109, 0
  %.111 = extractvalue { i64, i1 } %.109, 1
  %.113 = shl i64 %arg.a.5.0, 2
  %0 = add i64 %.110, -2305843009213693952
  %.116 = icmp ult i64 %0, -4611686018427387904
  %.117 = or i1 %.111, %.116
  br i1 %.117, label %B132.if, label %B132.endif, !prof !20

B184:                                             ; preds = %B132.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store ptr %.7.i.i, ptr %retptr, align 8
  %retptr.repack319 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack319, align 8
  %retptr.repack321 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.110, ptr %retptr.repack321, align 8
  %retptr.repack323 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 4, ptr %retptr.repack323, align 8
  %retptr.repack325 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack325, align 8
  %retptr.repack327 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  %retptr.repack329 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %retptr.repack327, i8 0, i64 16, i1 false)
  store i64 %.113, ptr %retptr.repack329, align 8
  %retptr.repack329.repack333 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 4, ptr %retptr.repack329.repack333, align 8
  br label %common.ret

B188:                                             ; preds = %B132.endif.endif
  %.261 = tail call i32 @numba_xxpotrf(i8 115, i8 85, i64 %arg.a.5.0, ptr %.6.i, i64 %arg.a.5.0)
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.268.not = icmp eq i32 %.261, 0
  br i1 %.268.not, label %B358.endif, label %B240

B240:                                             ; preds = %B188
  %.272 = icmp slt i32 %.261, 0
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br i1 %.272, label %B252, label %B296

B252:                                             ; preds = %B240
  %.285 = tail call i32 @numba_fatal_error()
  store ptr @.const.picklebuf.f4c6c8929dcca6db0d12348a0bcf1fd4383ea827, ptr %excinfo, align 8, !numba_exception_output !12
  br label %common.ret

B296:                                             ; preds = %B240
  store ptr @.const.picklebuf.e34d9b7c056a04d3a2e8f66033c565fff0df2aca, ptr %excinfo, align 8, !numba_exception_output !12
  br label %common.ret

B388.loopexit.loopexit.unr-lcssa.unr-lcssa:       ; preds = %.723.endif
  %1 = and i64 %18, 3
  %lcmp.mod.not10 = icmp eq i64 %1, 0
  br i1 %lcmp.mod.not10, label %B388.loopexit.loopexit.unr-lcssa, label %.723.endif.epil.preheader6, !prof !73

.723.endif.epil.preheader6:                       ; preds = %B388.loopexit.loopexit.unr-lcssa.unr-lcssa, %.723.endif.preheader5
  %lsr.iv10.epil.init = phi ptr [ %lsr.iv, %.723.endif.preheader5 ], [ %scevgep11.3, %B388.loopexit.loopexit.unr-lcssa.unr-lcssa ]
  br label %.723.endif.epil7

.723.endif.epil7:                                 ; preds = %.723.endif.epil7, %.723.endif.epil.preheader6
  %lsr.iv47 = phi i64 [ %lsr.iv.next48, %.723.endif.epil7 ], [ %10, %.723.endif.epil.preheader6 ]
  %lsr.iv10.epil = phi ptr [ %scevgep49, %.723.endif.epil7 ], [ %lsr.iv10.epil.init, %.723.endif.epil.preheader6 ]
  store float 0.000000e+00, ptr %lsr.iv10.epil, align 4
  %scevgep13.epil = getelementptr i8, ptr %lsr.iv10.epil, i64 %.113
  store float 0.000000e+00, ptr %scevgep13.epil, align 4
  %scevgep14.epil = getelementptr i8, ptr %scevgep13.epil, i64 %.113
  store float 0.000000e+00, ptr %scevgep14.epil, align 4
  %scevgep15.epil = getelementptr i8, ptr %scevgep14.epil, i64 %.113
  store float 0.000000e+00, ptr %scevgep15.epil, align 4
  %scevgep16.epil = getelementptr i8, ptr %scevgep15.epil, i64 %.113
  store float 0.000000e+00, ptr %scevgep16.epil, align 4
  %scevgep17.epil = getelementptr i8, ptr %scevgep16.epil, i64 %.113
  store float 0.000000e+00, ptr %scevgep17.epil, align 4
  %scevgep18.epil = getelementptr i8, ptr %scevgep17.epil, i64 %.113
  store float 0.000000e+00, ptr %scevgep18.epil, align 4
  %sunkaddr25.epil = getelementptr i8, ptr %scevgep18.epil, i64 %.113
  store float 0.000000e+00, ptr %sunkaddr25.epil, align 4
  %lsr.iv.next48 = add nsw i64 %lsr.iv47, -1
  %epil.iter.cmp.not11 = icmp eq i64 %lsr.iv.next48, 0
  %scevgep49 = getelementptr i8, ptr %sunkaddr25.epil, i64 %.113
  br i1 %epil.iter.cmp.not11, label %B388.loopexit.loopexit.unr-lcssa, label %.723.endif.epil7, !prof !74, !llvm.loop !75

B388.loopexit.loopexit.unr-lcssa:                 ; preds = %.723.endif.epil7, %B388.loopexit.loopexit.unr-lcssa.unr-lcssa
  %lcmp.mod.not = icmp eq i64 %20, 0
  br i1 %lcmp.mod.not, label %B388.loopexit, label %.723.endif.epil.preheader, !prof !36

.723.endif.epil.preheader:                        ; preds = %.723.endif.preheader, %B388.loopexit.loopexit.unr-lcssa
  %.719.0338.epil.init = phi i64 [ 0, %.723.endif.preheader ], [ %19, %B388.loopexit.loopexit.unr-lcssa ]
  %2 = mul i64 %.719.0338.epil.init, %.113
  %scevgep20 = getelementptr i8, ptr %lsr.iv, i64 %2
  br label %.723.endif.epil

.723.endif.epil:                                  ; preds = %.723.endif.epil, %.723.endif.epil.preheader
  %lsr.iv24 = phi i64 [ %lsr.iv.next, %.723.endif.epil ], [ %20, %.723.endif.epil.preheader ]
  %lsr.iv21 = phi ptr [ %scevgep22, %.723.endif.epil ], [ %scevgep20, %.723.endif.epil.preheader ]
  store float 0.000000e+00, ptr %lsr.iv21, align 4
  %scevgep22 = getelementptr i8, ptr %lsr.iv21, i64 %.113
  %lsr.iv.next = add nsw i64 %lsr.iv24, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %B388.loopexit, label %.723.endif.epil, !prof !37, !llvm.loop !77

B388.loopexit:                                    ; preds = %.723.endif.epil, %B390.endif.endif, %B388.loopexit.loopexit.unr-lcssa
  %scevgep = getelementptr i8, ptr %lsr.iv, i64 4
  %exitcond347.not = icmp eq i64 %arg.a.5.0, %.408
  br i1 %exitcond347.not, label %B412, label %B390.endif.else.endif.endif.endif

B412:                                             ; preds = %B388.loopexit, %B358.endif
  store ptr %.7.i.i, ptr %retptr, align 8
  %retptr.repack303 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack303, align 8
  %retptr.repack305 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.110, ptr %retptr.repack305, align 8
  %retptr.repack307 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 4, ptr %retptr.repack307, align 8
  %retptr.repack309 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack309, align 8
  %retptr.repack311 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack311, align 8
  %retptr.repack311.repack315 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.a.5.0, ptr %retptr.repack311.repack315, align 8
  %retptr.repack313 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.113, ptr %retptr.repack313, align 8
  %retptr.repack313.repack317 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 4, ptr %retptr.repack313.repack317, align 8
  br label %common.ret

B132.if:                                          ; preds = %B132
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.14, ptr %excinfo, align 8, !numba_exception_output !12
  br label %common.ret

B132.endif:                                       ; preds = %B132
  %.115 = shl nsw i64 %.110, 2
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.115, i32 32), !noalias !78
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B132.endif.if.if, label %B132.endif.endif, !prof !20

B132.endif.endif:                                 ; preds = %B132.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.182 = mul i64 %arg.a.3, %arg.a.2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i, ptr align 1 %arg.a.4, i64 %.182, i1 false)
  %.199 = icmp eq i64 %arg.a.5.0, 0
  tail call void @NRT_incref(ptr nonnull %.7.i.i)
  tail call void @NRT_decref(ptr %arg.a.0)
  br i1 %.199, label %B184, label %B188

B132.endif.if.if:                                 ; preds = %B132.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.15, ptr %excinfo, align 8
  br label %common.ret

B358.endif:                                       ; preds = %B188
  %.395341.not = icmp slt i64 %arg.a.5.0, 1
  br i1 %.395341.not, label %B412, label %B390.endif.else.endif.endif.endif.preheader, !prof !85

B390.endif.else.endif.endif.endif.preheader:      ; preds = %B358.endif
  %3 = shl i64 %arg.a.5.0, 5
  br label %B390.endif.else.endif.endif.endif

B390.endif.endif:                                 ; preds = %B390.endif.else.endif.endif.endif.if, %B390.endif.else.endif.endif.endif
  %.626.sroa.13.0 = phi i64 [ %.401340342, %B390.endif.else.endif.endif.endif ], [ %arg.a.5.0, %B390.endif.else.endif.endif.endif.if ]
  %.753.not337 = icmp sgt i64 %.626.sroa.13.0, 0
  br i1 %.753.not337, label %.723.endif.preheader, label %B388.loopexit, !prof !29

.723.endif.preheader:                             ; preds = %B390.endif.endif
  %4 = icmp ult i64 %21, 7
  br i1 %4, label %.723.endif.epil.preheader, label %.723.endif.preheader5, !prof !28

.723.endif.preheader5:                            ; preds = %.723.endif.preheader
  %5 = icmp ult i64 %16, 24
  br i1 %5, label %.723.endif.epil.preheader6, label %.723.endif.preheader5.new, !prof !86

.723.endif.preheader5.new:                        ; preds = %.723.endif.preheader5
  br label %.723.endif

B390.endif.else.endif.endif.endif:                ; preds = %B390.endif.else.endif.endif.endif.preheader, %B388.loopexit
  %lsr.iv = phi ptr [ %.6.i, %B390.endif.else.endif.endif.endif.preheader ], [ %scevgep, %B388.loopexit ]
  %.401340342 = phi i64 [ 0, %B390.endif.else.endif.endif.endif.preheader ], [ %.408, %B388.loopexit ]
  %smin46 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.401340342)
  %6 = add i64 %smin46, -8
  %7 = lshr i64 %6, 3
  %8 = trunc i64 %7 to i2
  %9 = add i2 %8, 1
  %10 = zext i2 %9 to i64
  %smin12 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.401340342)
  %11 = add i64 %smin12, -8
  %12 = lshr i64 %11, 3
  %13 = add nuw nsw i64 %12, 1
  %14 = lshr i64 %13, 2
  %15 = shl nuw nsw i64 %14, 2
  %smin = tail call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.401340342)
  %16 = add nsw i64 %smin, -8
  %17 = lshr i64 %16, 3
  %18 = add nuw nsw i64 %17, 1
  %smin3 = tail call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.401340342)
  %19 = and i64 %smin3, 9223372036854775800
  %20 = and i64 %smin3, 7
  %21 = add nsw i64 %smin3, -1
  %.408 = add nuw nsw i64 %.401340342, 1
  %.674.not = icmp slt i64 %.401340342, %arg.a.5.0
  br i1 %.674.not, label %B390.endif.endif, label %B390.endif.else.endif.endif.endif.if, !prof !72

B390.endif.else.endif.endif.endif.if:             ; preds = %B390.endif.else.endif.endif.endif
  br label %B390.endif.endif

.723.endif:                                       ; preds = %.723.endif, %.723.endif.preheader5.new
  %lsr.iv13 = phi i64 [ %lsr.iv.next14, %.723.endif ], [ %15, %.723.endif.preheader5.new ]
  %lsr.iv10 = phi ptr [ %lsr.iv, %.723.endif.preheader5.new ], [ %scevgep45, %.723.endif ]
  store float 0.000000e+00, ptr %lsr.iv10, align 4
  %scevgep13 = getelementptr i8, ptr %lsr.iv10, i64 %.113
  store float 0.000000e+00, ptr %scevgep13, align 4
  %scevgep14 = getelementptr i8, ptr %scevgep13, i64 %.113
  store float 0.000000e+00, ptr %scevgep14, align 4
  %scevgep15 = getelementptr i8, ptr %scevgep14, i64 %.113
  store float 0.000000e+00, ptr %scevgep15, align 4
  %scevgep16 = getelementptr i8, ptr %scevgep15, i64 %.113
  store float 0.000000e+00, ptr %scevgep16, align 4
  %scevgep17 = getelementptr i8, ptr %scevgep16, i64 %.113
  store float 0.000000e+00, ptr %scevgep17, align 4
  %scevgep18 = getelementptr i8, ptr %scevgep17, i64 %.113
  store float 0.000000e+00, ptr %scevgep18, align 4
  %sunkaddr25 = getelementptr i8, ptr %scevgep18, i64 %.113
  store float 0.000000e+00, ptr %sunkaddr25, align 4
  %scevgep11 = getelementptr i8, ptr %lsr.iv10, i64 %3
  %scevgep19 = getelementptr i8, ptr %sunkaddr25, i64 %.113
  store float 0.000000e+00, ptr %scevgep19, align 4
  %scevgep21 = getelementptr i8, ptr %scevgep19, i64 %.113
  store float 0.000000e+00, ptr %scevgep21, align 4
  %scevgep23 = getelementptr i8, ptr %scevgep21, i64 %.113
  store float 0.000000e+00, ptr %scevgep23, align 4
  %scevgep24 = getelementptr i8, ptr %scevgep23, i64 %.113
  store float 0.000000e+00, ptr %scevgep24, align 4
  %scevgep25 = getelementptr i8, ptr %scevgep24, i64 %.113
  store float 0.000000e+00, ptr %scevgep25, align 4
  %scevgep26 = getelementptr i8, ptr %scevgep25, i64 %.113
  store float 0.000000e+00, ptr %scevgep26, align 4
  %scevgep27 = getelementptr i8, ptr %scevgep26, i64 %.113
  store float 0.000000e+00, ptr %scevgep27, align 4
  %scevgep28 = getelementptr i8, ptr %scevgep27, i64 %.113
  store float 0.000000e+00, ptr %scevgep28, align 4
  %scevgep11.1 = getelementptr i8, ptr %scevgep11, i64 %3
  %scevgep29 = getelementptr i8, ptr %scevgep28, i64 %.113
  store float 0.000000e+00, ptr %scevgep29, align 4
  %scevgep30 = getelementptr i8, ptr %scevgep29, i64 %.113
  store float 0.000000e+00, ptr %scevgep30, align 4
  %scevgep31 = getelementptr i8, ptr %scevgep30, i64 %.113
  store float 0.000000e+00, ptr %scevgep31, align 4
  %scevgep32 = getelementptr i8, ptr %scevgep31, i64 %.113
  store float 0.000000e+00, ptr %scevgep32, align 4
  %scevgep33 = getelementptr i8, ptr %scevgep32, i64 %.113
  store float 0.000000e+00, ptr %scevgep33, align 4
  %scevgep34 = getelementptr i8, ptr %scevgep33, i64 %.113
  store float 0.000000e+00, ptr %scevgep34, align 4
  %scevgep35 = getelementptr i8, ptr %scevgep34, i64 %.113
  store float 0.000000e+00, ptr %scevgep35, align 4
  %scevgep36 = getelementptr i8, ptr %scevgep35, i64 %.113
  store float 0.000000e+00, ptr %scevgep36, align 4
  %scevgep11.2 = getelementptr i8, ptr %scevgep11.1, i64 %3
  %scevgep37 = getelementptr i8, ptr %scevgep36, i64 %.113
  store float 0.000000e+00, ptr %scevgep37, align 4
  %scevgep38 = getelementptr i8, ptr %scevgep37, i64 %.113
  store float 0.000000e+00, ptr %scevgep38, align 4
  %scevgep39 = getelementptr i8, ptr %scevgep38, i64 %.113
  store float 0.000000e+00, ptr %scevgep39, align 4
  %scevgep40 = getelementptr i8, ptr %scevgep39, i64 %.113
  store float 0.000000e+00, ptr %scevgep40, align 4
  %scevgep41 = getelementptr i8, ptr %scevgep40, i64 %.113
  store float 0.000000e+00, ptr %scevgep41, align 4
  %scevgep42 = getelementptr i8, ptr %scevgep41, i64 %.113
  store float 0.000000e+00, ptr %scevgep42, align 4
  %scevgep43 = getelementptr i8, ptr %scevgep42, i64 %.113
  store float 0.000000e+00, ptr %scevgep43, align 4
  %scevgep44 = getelementptr i8, ptr %scevgep43, i64 %.113
  store float 0.000000e+00, ptr %scevgep44, align 4
  %scevgep11.3 = getelementptr i8, ptr %scevgep11.2, i64 %3
  %lsr.iv.next14 = add i64 %lsr.iv13, -4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next14, 0
  %scevgep45 = getelementptr i8, ptr %scevgep44, i64 %.113
  br i1 %niter.ncmp.3, label %B388.loopexit.loopexit.unr-lcssa.unr-lcssa, label %.723.endif, !prof !87, !llvm.loop !88
}

declare i32 @numba_xxpotrf(i8, i8, i64, ptr, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #4

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
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
  br i1 %.18.i.i, label %B54.if.if, label %B0.endif.endif.i.i, !prof !20

B0.endif.endif.i.i:                               ; preds = %B54
  %const1 = bitcast i64 2305843009213693951 to i64
  %.34.i.i = icmp samesign ugt i64 %arg.a.5.0, %const1
  br i1 %.34.i.i, label %B54.if.if, label %B0.endif.endif.endif.i.i, !prof !20

B0.endif.endif.endif.i.i:                         ; preds = %B0.endif.endif.i.i
  %.33.i.i = shl nuw nsw i64 %arg.a.5.0, 2
  %.7.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i.i, i32 32), !noalias !89
  %.8.i.i.i.i = icmp eq ptr %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B54.if.if, label %B54.endif, !prof !20

B108:                                             ; preds = %B0
  %.18.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.18.i, label %B108.if.if, label %B0.endif.endif.i3, !prof !20

B0.endif.endif.i3:                                ; preds = %B108
  %const = bitcast i64 2305843009213693951 to i64
  %.34.i = icmp samesign ugt i64 %arg.a.5.0, %const
  br i1 %.34.i, label %B108.if.if, label %B0.endif.endif.endif.i, !prof !20

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i3
  %.33.i = shl nuw nsw i64 %arg.a.5.0, 2
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !102
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B108.if.if, label %B108.endif, !prof !20

common.ret:                                       ; preds = %B108.endif.if.if, %B108.endif.endif, %B108.if.if, %B54.if.if, %B54.endif
  %common.ret.op = phi i32 [ 0, %B54.endif ], [ 1, %B54.if.if ], [ 1, %B108.if.if ], [ 0, %B108.endif.endif ], [ 1, %B108.endif.if.if ]
  ret i32 %common.ret.op

B54.endif:                                        ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, ptr %.7.i.i.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !112
  tail call void @llvm.memset.p0.i64(ptr align 1 %.6.i.i.i, i8 0, i64 %.33.i.i, i1 false), !noalias !113
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
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.22, %B54 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.23, %B0.endif.endif.i.i ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.24, %B0.endif.endif.endif.i.i ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B108.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !116
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.197, i8 0, i64 56, i1 false)
  %.209 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.197, ptr nonnull %excinfo.3, ptr %arg.a.0, ptr %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, ptr nonnull %.7.i.i.i, ptr null, i64 %arg.a.5.0, i64 4, ptr %.6.i.i, i64 %arg.a.5.0, i64 4)
  %cond2 = icmp eq i32 %.209, 0
  br i1 %cond2, label %B108.endif.endif, label %B108.endif.if.if, !prof !4

B108.if.if:                                       ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i3, %B108
  %excinfo.2.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.11.25, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.10.26, %B0.endif.endif.i3 ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.9.27, %B108 ]
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

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, ptr %arg.out.0, ptr %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, ptr %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) local_unnamed_addr {
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
  store ptr @.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd.34, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.163 = icmp eq i64 %arg.b.5.0, 0
  %.164 = icmp eq i64 %arg.out.5.0, 0
  %.165 = or i1 %.163, %.164
  br i1 %.165, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.else, !prof !20

B0.endif.endif.if.if:                             ; preds = %B0.endif.endif
  store ptr @.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd.34, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.173 = mul i64 %arg.out.3, %arg.out.2
  tail call void @llvm.memset.p0.i64(ptr align 1 %arg.out.4, i8 0, i64 %.173, i1 false)
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.else:                        ; preds = %B0.endif.endif.endif
  store float 1.000000e+00, ptr %.179, align 4
  store float 0.000000e+00, ptr %.182, align 4
  %.190 = call i32 @numba_xxgemv(i8 115, i8 116, i64 %arg.b.5.0, i64 %arg.out.5.0, ptr nonnull %.179, ptr %arg.a.4, i64 %arg.b.5.0, ptr %arg.b.4, ptr nonnull %.182, ptr %arg.out.4)
  %.191.not = icmp eq i32 %.190, 0
  br i1 %.191.not, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.else.if, !prof !72

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
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error.35")
  unreachable
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.sin.v16f32(<16 x float>) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.sin.v4f32(<4 x float>) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nounwind }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE: %excinfo"}
!4 = !{!"branch_weights", i32 49, i32 1}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = !{!8, !10}
!8 = distinct !{!8, !9, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE"}
!10 = distinct !{!10, !9, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE: %excinfo"}
!11 = !{!"branch_weights", i32 42949671, i32 -42949671}
!12 = !{i1 true}
!13 = !{!14, !16, !17, !19}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = distinct !{!17, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!19 = distinct !{!19, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!20 = !{!"branch_weights", i32 1, i32 99}
!21 = distinct !{!21, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = !{!"branch_weights", i32 4, i32 12}
!25 = distinct !{!25, !22, !23}
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !22}
!28 = !{!"branch_weights", i32 146201250, i32 2001282398}
!29 = !{!"branch_weights", i32 127, i32 1}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!33 = !{!"branch_weights", i32 1, i32 1}
!34 = distinct !{!34, !6}
!35 = !{!"branch_weights", i32 1, i32 127}
!36 = !{!"branch_weights", i32 277993707, i32 1869489941}
!37 = !{!"branch_weights", i32 542333185, i32 1605150463}
!38 = distinct !{!38, !39, !6}
!39 = !{!"llvm.loop.estimated_trip_count", i32 4}
!40 = !{!"branch_weights", i32 166258294, i32 1981225354}
!41 = distinct !{!41, !42}
!42 = !{!"llvm.loop.estimated_trip_count", i32 3}
!43 = !{!"branch_weights", i32 199, i32 9801}
!44 = !{!45, !47, !48, !50, !51, !53, !54, !56}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!48 = distinct !{!48, !49, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!49 = distinct !{!49, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!50 = distinct !{!50, !49, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!51 = distinct !{!51, !52, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!52 = distinct !{!52, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!53 = distinct !{!53, !52, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!54 = distinct !{!54, !55, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!55 = distinct !{!55, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!56 = distinct !{!56, !55, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!57 = !{!58, !60, !61, !63, !64, !66}
!58 = distinct !{!58, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!60 = distinct !{!60, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!63 = distinct !{!63, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!64 = distinct !{!64, !65, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!65 = distinct !{!65, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!66 = distinct !{!66, !65, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!67 = !{!51, !53, !54, !56}
!68 = !{!69, !54, !56}
!69 = distinct !{!69, !70, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!70 = distinct !{!70, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!71 = !{!64, !66}
!72 = !{!"branch_weights", i32 99, i32 1}
!73 = !{!"branch_weights", i32 603396745, i32 1544086903}
!74 = !{!"branch_weights", i32 1103346131, i32 1044137517}
!75 = distinct !{!75, !76, !6}
!76 = !{!"llvm.loop.estimated_trip_count", i32 0}
!77 = distinct !{!77, !39, !6}
!78 = !{!79, !81, !82, !84}
!79 = distinct !{!79, !80, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!80 = distinct !{!80, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!81 = distinct !{!81, !80, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!82 = distinct !{!82, !83, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!83 = distinct !{!83, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!84 = distinct !{!84, !83, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!85 = !{!"branch_weights", i32 101, i32 99}
!86 = !{!"branch_weights", i32 461156234, i32 1686327414}
!87 = !{!"branch_weights", i32 591711789, i32 1555771859}
!88 = distinct !{!88, !42}
!89 = !{!90, !92, !93, !95, !96, !98, !99, !101}
!90 = distinct !{!90, !91, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!91 = distinct !{!91, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!92 = distinct !{!92, !91, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!93 = distinct !{!93, !94, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!94 = distinct !{!94, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!95 = distinct !{!95, !94, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!96 = distinct !{!96, !97, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!97 = distinct !{!97, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!98 = distinct !{!98, !97, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!99 = distinct !{!99, !100, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!100 = distinct !{!100, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!101 = distinct !{!101, !100, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!102 = !{!103, !105, !106, !108, !109, !111}
!103 = distinct !{!103, !104, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!104 = distinct !{!104, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!105 = distinct !{!105, !104, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!106 = distinct !{!106, !107, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!107 = distinct !{!107, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!108 = distinct !{!108, !107, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!109 = distinct !{!109, !110, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!110 = distinct !{!110, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!111 = distinct !{!111, !110, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!112 = !{!96, !98, !99, !101}
!113 = !{!114, !99, !101}
!114 = distinct !{!114, !115, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!115 = distinct !{!115, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE"}
!116 = !{!109, !111}
