; ModuleID = 'cholesky_loss'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.cholesky_loss = internal constant [14 x i8] c"cholesky_loss\00"
@_ZN08NumbaEnv7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.16 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.17 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.16, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.17, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.14 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.15 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.14, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.15, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.12, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.13, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.fc8febae4d56ed582dcda3160f78f0a2a802eb23 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\0F\03\87\94\87\94."
@.const.pickledata.fc8febae4d56ed582dcda3160f78f0a2a802eb23.sha1 = internal constant [20 x i8] c"\FC\8F\EB\AEMV\EDX-\CD\A3\16\0Fx\F0\A2\A8\02\EB#"
@.const.picklebuf.fc8febae4d56ed582dcda3160f78f0a2a802eb23 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.fc8febae4d56ed582dcda3160f78f0a2a802eb23, i32 143, ptr @.const.pickledata.fc8febae4d56ed582dcda3160f78f0a2a802eb23.sha1, ptr null, i32 0 }
@.const.pickledata.7cab0f9b4708dbe676d0b7000465ac03a8b31208 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\12\03\87\94\87\94."
@.const.pickledata.7cab0f9b4708dbe676d0b7000465ac03a8b31208.sha1 = internal constant [20 x i8] c"|\AB\0F\9BG\08\DB\E6v\D0\B7\00\04e\AC\03\A8\B3\12\08"
@.const.picklebuf.7cab0f9b4708dbe676d0b7000465ac03a8b31208 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.7cab0f9b4708dbe676d0b7000465ac03a8b31208, i32 154, ptr @.const.pickledata.7cab0f9b4708dbe676d0b7000465ac03a8b31208.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global ptr null
@.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94Ms\01\87\94\87\94."
@.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd.sha1 = internal constant [20 x i8] c"\90\16\AF\08\951\9D\83\EC\9C\91\C41\AFKM\0F\FE\CB\FD"
@.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd, i32 117, ptr @.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
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
@PyExc_RuntimeError = external global i8
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.15 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.16, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.17, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f2e56b71590B3v17B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.27 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.28 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.26 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.27, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.28, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1) local_unnamed_addr {
B0:
  %.40.i = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  %.393 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.2 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.393, i8 0, i64 72, i1 false)
  store ptr null, ptr %excinfo.2, align 8
  %.660 = alloca double, align 8
  store double 0.000000e+00, ptr %.660, align 8
  %excinfo.6 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  %.74 = mul nsw i64 %arg.A.5.1, %arg.A.5.0
  tail call void @NRT_incref(ptr %arg.A.0)
  call void @llvm.lifetime.start.p0(ptr nonnull %.40.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !0
  tail call void @NRT_incref(ptr %arg.A.0), !noalias !0
  tail call void @NRT_incref(ptr %arg.A.0), !noalias !0
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.40.i, i8 0, i64 72, i1 false), !noalias !0
  %.52.i = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE(ptr nonnull %.40.i, ptr nonnull %excinfo.1.i, ptr %arg.A.0, ptr readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.A.0, ptr readnone %arg.A.1, i64 %.74, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.1, i64 %arg.A.5.0, i64 %arg.A.6.1, i64 %arg.A.6.0), !noalias !0
  %cond.i = icmp eq i32 %.52.i, 0
  br i1 %cond.i, label %B0.endif.endif, label %B0.if.if, !prof !4

B82:                                              ; preds = %B82, %B82.lr.ph.new
  %lsr.iv224 = phi ptr [ %scevgep225, %B82 ], [ %.62.fca.4.load.i, %B82.lr.ph.new ]
  %lsr.iv222 = phi i64 [ %lsr.iv.next223, %B82 ], [ 7, %B82.lr.ph.new ]
  %.331 = load double, ptr %lsr.iv224, align 8
  %.334 = fadd double %.331, %.333
  store double %.334, ptr %lsr.iv224, align 8
  %scevgep226 = getelementptr i8, ptr %lsr.iv224, i64 %13
  %sunkaddr290 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr291 = getelementptr i8, ptr %lsr.iv224, i64 %sunkaddr290
  %sunkaddr292 = getelementptr i8, ptr %sunkaddr291, i64 8
  %.331.1 = load double, ptr %sunkaddr292, align 8
  %.334.1 = fadd double %.331.1, %.333
  store double %.334.1, ptr %sunkaddr292, align 8
  %scevgep227 = getelementptr i8, ptr %scevgep226, i64 %13
  %sunkaddr293 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr294 = getelementptr i8, ptr %scevgep226, i64 %sunkaddr293
  %sunkaddr295 = getelementptr i8, ptr %sunkaddr294, i64 8
  %.331.2 = load double, ptr %sunkaddr295, align 8
  %.334.2 = fadd double %.331.2, %.333
  store double %.334.2, ptr %sunkaddr295, align 8
  %scevgep228 = getelementptr i8, ptr %scevgep227, i64 %13
  %sunkaddr296 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr297 = getelementptr i8, ptr %scevgep227, i64 %sunkaddr296
  %sunkaddr298 = getelementptr i8, ptr %sunkaddr297, i64 8
  %.331.3 = load double, ptr %sunkaddr298, align 8
  %.334.3 = fadd double %.331.3, %.333
  store double %.334.3, ptr %sunkaddr298, align 8
  %scevgep229 = getelementptr i8, ptr %scevgep228, i64 %13
  %sunkaddr299 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr300 = getelementptr i8, ptr %scevgep228, i64 %sunkaddr299
  %sunkaddr301 = getelementptr i8, ptr %sunkaddr300, i64 8
  %.331.4 = load double, ptr %sunkaddr301, align 8
  %.334.4 = fadd double %.331.4, %.333
  store double %.334.4, ptr %sunkaddr301, align 8
  %scevgep230 = getelementptr i8, ptr %scevgep229, i64 %13
  %sunkaddr302 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr303 = getelementptr i8, ptr %scevgep229, i64 %sunkaddr302
  %sunkaddr304 = getelementptr i8, ptr %sunkaddr303, i64 8
  %.331.5 = load double, ptr %sunkaddr304, align 8
  %.334.5 = fadd double %.331.5, %.333
  store double %.334.5, ptr %sunkaddr304, align 8
  %scevgep231 = getelementptr i8, ptr %scevgep230, i64 %13
  %sunkaddr305 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr306 = getelementptr i8, ptr %scevgep230, i64 %sunkaddr305
  %sunkaddr307 = getelementptr i8, ptr %sunkaddr306, i64 8
  %.331.6 = load double, ptr %sunkaddr307, align 8
  %.334.6 = fadd double %.331.6, %.333
  store double %.334.6, ptr %sunkaddr307, align 8
  %sunkaddr = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr235 = getelementptr i8, ptr %scevgep231, i64 %sunkaddr
  %sunkaddr236 = getelementptr i8, ptr %sunkaddr235, i64 8
  %.331.7 = load double, ptr %sunkaddr236, align 8
  %.334.7 = fadd double %.331.7, %.333
  store double %.334.7, ptr %sunkaddr236, align 8
  %lsr.iv.next223 = add nuw nsw i64 %lsr.iv222, 8
  %scevgep225 = getelementptr i8, ptr %lsr.iv224, i64 %7
  %0 = add i64 %11, %lsr.iv.next223
  %niter.ncmp.7 = icmp eq i64 %0, 7
  br i1 %niter.ncmp.7, label %B122.loopexit.unr-lcssa, label %B82

B122.loopexit.unr-lcssa:                          ; preds = %B82
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %1 = add i64 %lsr.iv.next223, -7
  br i1 %lcmp.mod.not, label %B122, label %B82.epil.preheader

B82.epil.preheader:                               ; preds = %B122.loopexit.unr-lcssa, %B82.lr.ph
  %.248277279.epil.init = phi i64 [ 0, %B82.lr.ph ], [ %1, %B122.loopexit.unr-lcssa ]
  %2 = shl i64 %.62.fca.5.1.load.i, 3
  %3 = add i64 %2, 8
  %4 = mul i64 %.248277279.epil.init, %3
  %scevgep214 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %4
  br label %B82.epil

B82.epil:                                         ; preds = %B82.epil, %B82.epil.preheader
  %lsr.iv220 = phi i64 [ %lsr.iv.next221, %B82.epil ], [ %xtraiter, %B82.epil.preheader ]
  %lsr.iv215 = phi ptr [ %scevgep216, %B82.epil ], [ %scevgep214, %B82.epil.preheader ]
  %.331.epil = load double, ptr %lsr.iv215, align 8
  %.334.epil = fadd double %.331.epil, %.333
  store double %.334.epil, ptr %lsr.iv215, align 8
  %scevgep216 = getelementptr i8, ptr %lsr.iv215, i64 %3
  %lsr.iv.next221 = add nsw i64 %lsr.iv220, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next221, 0
  br i1 %epil.iter.cmp.not, label %B122, label %B82.epil, !llvm.loop !5

B122:                                             ; preds = %B82.epil, %B122.loopexit.unr-lcssa, %B0.endif.endif
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.393, i8 0, i64 72, i1 false)
  %.401 = call i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.393, ptr nonnull %excinfo.2, ptr %.62.fca.0.load.i, ptr %.62.fca.1.load.i, i64 %.62.fca.2.load.i, i64 %.62.fca.3.load.i, ptr %.62.fca.4.load.i, i64 %.62.fca.5.0.load.i, i64 %.62.fca.5.1.load.i, i64 %.62.fca.6.0.load.i, i64 %.62.fca.6.1.load.i)
  %.411.fca.0.load = load ptr, ptr %.393, align 8
  %sunkaddr237 = getelementptr inbounds i8, ptr %.393, i64 32
  %.411.fca.4.load = load ptr, ptr %sunkaddr237, align 8
  %cond11 = icmp eq i32 %.401, 0
  br i1 %cond11, label %B128.i, label %B122.if.if, !prof !4

common.ret:                                       ; preds = %for.end.if.if, %for.end.endif, %B122.endif.endif.endif.endif.if.if, %B122.endif.endif.endif.if, %B122.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B122.if.if ], [ %.668, %for.end.if.if ], [ 0, %for.end.endif ], [ 1, %B122.endif.endif.endif.if ], [ 1, %B122.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.53.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.40.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
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
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  tail call void @NRT_decref(ptr %arg.A.0)
  tail call void @NRT_decref(ptr %arg.A.0)
  %.242278.not = icmp slt i64 %arg.A.5.0, 1
  br i1 %.242278.not, label %B122, label %B82.lr.ph

B82.lr.ph:                                        ; preds = %B0.endif.endif
  %.333 = uitofp nneg i64 %arg.A.5.0 to double
  %xtraiter = and i64 %arg.A.5.0, 7
  %5 = icmp ult i64 %arg.A.5.0, 8
  br i1 %5, label %B82.epil.preheader, label %B82.lr.ph.new

B82.lr.ph.new:                                    ; preds = %B82.lr.ph
  %6 = shl i64 %.62.fca.5.1.load.i, 6
  %7 = add i64 %6, 64
  %8 = lshr i64 %arg.A.5.0, 3
  %9 = trunc i64 %8 to i60
  %10 = zext i60 %9 to i64
  %11 = mul nsw i64 %10, -8
  %12 = shl i64 %.62.fca.5.1.load.i, 3
  %13 = add i64 %12, 8
  br label %B82

B128.i:                                           ; preds = %B122
  %sunkaddr238 = getelementptr inbounds i8, ptr %.393, i64 40
  %.411.fca.5.0.load = load i64, ptr %sunkaddr238, align 8
  %.411.fca.5.0.load.fr = freeze i64 %.411.fca.5.0.load
  %sunkaddr239 = getelementptr inbounds i8, ptr %.393, i64 48
  %.411.fca.5.1.load = load i64, ptr %sunkaddr239, align 8
  %.411.fca.5.1.load.fr = freeze i64 %.411.fca.5.1.load
  tail call void @NRT_decref(ptr %.62.fca.0.load.i)
  %.512 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.411.fca.5.0.load.fr, i64 %.411.fca.5.1.load.fr)
  %.513 = extractvalue { i64, i1 } %.512, 0
  %.514 = extractvalue { i64, i1 } %.512, 1
  %.516 = shl i64 %.411.fca.5.1.load.fr, 3
  %14 = add i64 %.513, -1152921504606846976
  %.519 = icmp ult i64 %14, -2305843009213693952
  %.520 = or i1 %.514, %.519
  br i1 %.520, label %B122.endif.endif.endif.if, label %B122.endif.endif.endif.endif, !prof !7

B122.if.if:                                       ; preds = %B122
  %.402 = load ptr, ptr %excinfo.2, align 8
  store ptr %.402, ptr %excinfo, align 8
  br label %common.ret

B122.endif.endif.endif.if:                        ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B122.endif.endif.endif.endif:                     ; preds = %B128.i
  %.518 = shl nsw i64 %.513, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.518, i32 32), !noalias !9
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B122.endif.endif.endif.endif.if.if, label %B122.endif.endif.endif.endif.endif, !prof !7

B122.endif.endif.endif.endif.endif:               ; preds = %B122.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.598312 = icmp sgt i64 %.411.fca.5.0.load.fr, 0
  br i1 %.598312, label %for.cond.1.preheader.lr.ph, label %for.end

for.cond.1.preheader.lr.ph:                       ; preds = %B122.endif.endif.endif.endif.endif
  %.601282 = icmp sgt i64 %.411.fca.5.1.load.fr, 0
  br i1 %.601282, label %for.cond.1.preheader.lr.ph.split.us, label %for.end

for.cond.1.preheader.lr.ph.split.us:              ; preds = %for.cond.1.preheader.lr.ph
  %.603.not = icmp eq i64 %.411.fca.5.0.load.fr, 1
  br i1 %.603.not, label %for.cond.1.preheader.lr.ph.split.us.split, label %for.cond.1.preheader.lr.ph.split.us.split.us

for.cond.1.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.1.preheader.lr.ph.split.us
  %15 = icmp ugt i64 %.411.fca.5.1.load.fr, 1
  br i1 %15, label %for.cond.1.preheader.us.us.us.preheader, label %for.cond.1.preheader.us.us.preheader

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %16 = ptrtoint ptr %.6.i to i64
  %17 = ptrtoint ptr %.411.fca.4.load to i64
  %min.iters.check66 = icmp ult i64 %.411.fca.5.0.load.fr, 8
  %ident.check.not = icmp ne i64 %.411.fca.5.1.load.fr, 1
  %or.cond.not94 = or i1 %min.iters.check66, %ident.check.not
  %18 = sub i64 %16, %17
  %diff.check64 = icmp ult i64 %18, 64
  %or.cond91 = select i1 %or.cond.not94, i1 true, i1 %diff.check64
  br i1 %or.cond91, label %for.body.1.endif.endif.endif.us.us333.us.preheader, label %vector.ph67

for.body.1.endif.endif.endif.us.us333.us.preheader: ; preds = %middle.block74, %for.cond.1.preheader.us.us.preheader
  %loop.index315.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us.preheader ], [ %n.vec69, %middle.block74 ]
  %xtraiter98 = and i64 %.411.fca.5.0.load.fr, 7
  %lcmp.mod99.not = icmp eq i64 %xtraiter98, 0
  br i1 %lcmp.mod99.not, label %for.body.1.endif.endif.endif.us.us333.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us333.us.prol.preheader

for.body.1.endif.endif.endif.us.us333.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us333.us.preheader
  %19 = mul i64 %.411.fca.5.1.load.fr, %loop.index315.us.us.ph
  %20 = shl i64 %19, 3
  %21 = shl i64 %.411.fca.5.1.load.fr, 3
  %22 = sub i64 0, %xtraiter98
  br label %for.body.1.endif.endif.endif.us.us333.us.prol

for.body.1.endif.endif.endif.us.us333.us.prol:    ; preds = %for.body.1.endif.endif.endif.us.us333.us.prol.preheader, %for.body.1.endif.endif.endif.us.us333.us.prol
  %lsr.iv208 = phi i64 [ %20, %for.body.1.endif.endif.endif.us.us333.us.prol.preheader ], [ %lsr.iv.next209, %for.body.1.endif.endif.endif.us.us333.us.prol ]
  %lsr.iv206 = phi i64 [ 0, %for.body.1.endif.endif.endif.us.us333.us.prol.preheader ], [ %lsr.iv.next207, %for.body.1.endif.endif.endif.us.us333.us.prol ]
  %scevgep211 = getelementptr i8, ptr %.411.fca.4.load, i64 %lsr.iv208
  %scevgep210 = getelementptr i8, ptr %.6.i, i64 %lsr.iv208
  %.619.us.us331.us.prol = load double, ptr %scevgep211, align 8
  %.12.le.i16.prol = tail call double @llvm.sin.f64(double %.619.us.us331.us.prol)
  store double %.12.le.i16.prol, ptr %scevgep210, align 8
  %lsr.iv.next207 = add nsw i64 %lsr.iv206, -1
  %lsr.iv.next209 = add i64 %lsr.iv208, %21
  %prol.iter.cmp.not = icmp eq i64 %22, %lsr.iv.next207
  br i1 %prol.iter.cmp.not, label %for.body.1.endif.endif.endif.us.us333.us.prol.loopexit.loopexit, label %for.body.1.endif.endif.endif.us.us333.us.prol, !llvm.loop !16

for.body.1.endif.endif.endif.us.us333.us.prol.loopexit.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us333.us.prol
  %23 = sub i64 %loop.index315.us.us.ph, %lsr.iv.next207
  br label %for.body.1.endif.endif.endif.us.us333.us.prol.loopexit

for.body.1.endif.endif.endif.us.us333.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us333.us.prol.loopexit.loopexit, %for.body.1.endif.endif.endif.us.us333.us.preheader
  %loop.index315.us.us.unr = phi i64 [ %loop.index315.us.us.ph, %for.body.1.endif.endif.endif.us.us333.us.preheader ], [ %23, %for.body.1.endif.endif.endif.us.us333.us.prol.loopexit.loopexit ]
  %24 = sub nsw i64 %loop.index315.us.us.ph, %.411.fca.5.0.load.fr
  %25 = icmp ugt i64 %24, -8
  br i1 %25, label %for.end, label %for.body.1.endif.endif.endif.us.us333.us.preheader109

for.body.1.endif.endif.endif.us.us333.us.preheader109: ; preds = %for.body.1.endif.endif.endif.us.us333.us.prol.loopexit
  %26 = sub i64 %.411.fca.5.0.load.fr, %loop.index315.us.us.unr
  %27 = mul i64 %.411.fca.5.1.load.fr, %loop.index315.us.us.unr
  %28 = shl i64 %27, 3
  %29 = shl i64 %.411.fca.5.1.load.fr, 6
  %30 = shl i64 %.411.fca.5.1.load.fr, 3
  br label %for.body.1.endif.endif.endif.us.us333.us

vector.ph67:                                      ; preds = %for.cond.1.preheader.us.us.preheader
  %const = bitcast i64 9223372036854775800 to i64
  %n.vec69 = and i64 %.411.fca.5.0.load.fr, %const
  br label %vector.body70

vector.body70:                                    ; preds = %vector.body70, %vector.ph67
  %index71 = phi i64 [ 0, %vector.ph67 ], [ %index.next73, %vector.body70 ]
  %31 = shl i64 %index71, 3
  %scevgep213 = getelementptr i8, ptr %.6.i, i64 %31
  %32 = shl i64 %index71, 3
  %scevgep212 = getelementptr i8, ptr %.411.fca.4.load, i64 %32
  %wide.load72 = load <8 x double>, ptr %scevgep212, align 8
  %33 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load72)
  store <8 x double> %33, ptr %scevgep213, align 8
  %index.next73 = add nuw i64 %index71, 8
  %34 = icmp eq i64 %n.vec69, %index.next73
  br i1 %34, label %middle.block74, label %vector.body70, !llvm.loop !17

middle.block74:                                   ; preds = %vector.body70
  %cmp.n75 = icmp eq i64 %.411.fca.5.0.load.fr, %n.vec69
  br i1 %cmp.n75, label %for.end, label %for.body.1.endif.endif.endif.us.us333.us.preheader

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %35 = ptrtoint ptr %.6.i to i64
  %36 = ptrtoint ptr %.411.fca.4.load to i64
  %const233 = bitcast i64 9223372036854775800 to i64
  %37 = sub i64 %35, %36
  %min.iters.check80 = icmp ult i64 %.411.fca.5.1.load.fr, 8
  %diff.check78 = icmp ult i64 %37, 64
  %or.cond92 = select i1 %min.iters.check80, i1 true, i1 %diff.check78
  %n.vec83 = and i64 %.411.fca.5.1.load.fr, %const233
  %xtraiter100 = and i64 %.411.fca.5.1.load.fr, 7
  %38 = shl i64 %.411.fca.5.1.load.fr, 3
  br label %for.cond.1.preheader.us.us.us

for.cond.1.preheader.us.us.us:                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us
  %lsr.iv149 = phi ptr [ %.411.fca.4.load, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep150, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv146 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep147, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %loop.index315.us.us.us = phi i64 [ %.653.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  br i1 %or.cond92, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader, label %vector.body84.preheader

vector.body84.preheader:                          ; preds = %for.cond.1.preheader.us.us.us
  br label %vector.body84

vector.body84:                                    ; preds = %vector.body84.preheader, %vector.body84
  %index85 = phi i64 [ %index.next87, %vector.body84 ], [ 0, %vector.body84.preheader ]
  %39 = shl i64 %index85, 3
  %scevgep151 = getelementptr i8, ptr %lsr.iv149, i64 %39
  %wide.load86 = load <8 x double>, ptr %scevgep151, align 8
  %40 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load86)
  %41 = shl i64 %index85, 3
  %scevgep148 = getelementptr i8, ptr %lsr.iv146, i64 %41
  store <8 x double> %40, ptr %scevgep148, align 8
  %index.next87 = add nuw i64 %index85, 8
  %42 = icmp eq i64 %n.vec83, %index.next87
  br i1 %42, label %middle.block88, label %vector.body84, !llvm.loop !20

middle.block88:                                   ; preds = %vector.body84
  %43 = icmp eq i64 %.411.fca.5.1.load.fr, %n.vec83
  br i1 %43, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %for.cond.1.preheader.us.us.us, %middle.block88
  %loop.index.1285.us.us.us.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us.us ], [ %n.vec83, %middle.block88 ]
  %44 = icmp eq i64 %xtraiter100, 0
  br i1 %44, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.1.endif.endif.endif.us.us.us.us.us.prol

for.body.1.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv154 = phi i64 [ %xtraiter100, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next155, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.1285.us.us.us.us.us.prol = phi i64 [ %.651.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.1285.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %45 = shl i64 %loop.index.1285.us.us.us.us.us.prol, 3
  %scevgep153 = getelementptr i8, ptr %lsr.iv149, i64 %45
  %.619.us.us.us.us.us.prol = load double, ptr %scevgep153, align 8
  %.12.le.i.prol = tail call double @llvm.sin.f64(double %.619.us.us.us.us.us.prol)
  %46 = shl i64 %loop.index.1285.us.us.us.us.us.prol, 3
  %scevgep152 = getelementptr i8, ptr %lsr.iv146, i64 %46
  store double %.12.le.i.prol, ptr %scevgep152, align 8
  %.651.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.1285.us.us.us.us.us.prol, 1
  %lsr.iv.next155 = add nsw i64 %lsr.iv154, -1
  %prol.iter102.cmp.not = icmp eq i64 %lsr.iv.next155, 0
  br i1 %prol.iter102.cmp.not, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !21

for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.1285.us.us.us.us.us.unr = phi i64 [ %loop.index.1285.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader ], [ %.651.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %47 = sub nsw i64 %loop.index.1285.us.us.us.us.us.ph, %.411.fca.5.1.load.fr
  %48 = icmp ugt i64 %47, -8
  br i1 %48, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader107

for.body.1.endif.endif.endif.us.us.us.us.us.preheader107: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us.us.us.us.us

for.body.1.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader107, %for.body.1.endif.endif.endif.us.us.us.us.us
  %loop.index.1285.us.us.us.us.us = phi i64 [ %.651.us.us.us.us.us.7, %for.body.1.endif.endif.endif.us.us.us.us.us ], [ %loop.index.1285.us.us.us.us.us.unr, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader107 ]
  %49 = shl i64 %loop.index.1285.us.us.us.us.us, 3
  %scevgep173 = getelementptr i8, ptr %lsr.iv149, i64 %49
  %.619.us.us.us.us.us = load double, ptr %scevgep173, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.619.us.us.us.us.us)
  %50 = shl i64 %loop.index.1285.us.us.us.us.us, 3
  %scevgep158 = getelementptr i8, ptr %lsr.iv146, i64 %50
  store double %.12.le.i, ptr %scevgep158, align 8
  %scevgep174 = getelementptr i8, ptr %lsr.iv149, i64 %50
  %scevgep175 = getelementptr i8, ptr %scevgep174, i64 8
  %.619.us.us.us.us.us.1 = load double, ptr %scevgep175, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.619.us.us.us.us.us.1)
  %51 = shl i64 %loop.index.1285.us.us.us.us.us, 3
  %scevgep161 = getelementptr i8, ptr %lsr.iv146, i64 %51
  %scevgep162 = getelementptr i8, ptr %scevgep161, i64 8
  store double %.12.le.i.1, ptr %scevgep162, align 8
  %scevgep176 = getelementptr i8, ptr %lsr.iv149, i64 %51
  %scevgep177 = getelementptr i8, ptr %scevgep176, i64 16
  %.619.us.us.us.us.us.2 = load double, ptr %scevgep177, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.619.us.us.us.us.us.2)
  %52 = shl i64 %loop.index.1285.us.us.us.us.us, 3
  %scevgep163 = getelementptr i8, ptr %lsr.iv146, i64 %52
  %scevgep164 = getelementptr i8, ptr %scevgep163, i64 16
  store double %.12.le.i.2, ptr %scevgep164, align 8
  %scevgep178 = getelementptr i8, ptr %lsr.iv149, i64 %52
  %scevgep179 = getelementptr i8, ptr %scevgep178, i64 24
  %.619.us.us.us.us.us.3 = load double, ptr %scevgep179, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.619.us.us.us.us.us.3)
  %53 = shl i64 %loop.index.1285.us.us.us.us.us, 3
  %scevgep165 = getelementptr i8, ptr %lsr.iv146, i64 %53
  %scevgep166 = getelementptr i8, ptr %scevgep165, i64 24
  store double %.12.le.i.3, ptr %scevgep166, align 8
  %scevgep180 = getelementptr i8, ptr %lsr.iv149, i64 %53
  %scevgep181 = getelementptr i8, ptr %scevgep180, i64 32
  %.619.us.us.us.us.us.4 = load double, ptr %scevgep181, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.619.us.us.us.us.us.4)
  %54 = shl i64 %loop.index.1285.us.us.us.us.us, 3
  %scevgep156 = getelementptr i8, ptr %lsr.iv146, i64 %54
  %scevgep157 = getelementptr i8, ptr %scevgep156, i64 32
  store double %.12.le.i.4, ptr %scevgep157, align 8
  %scevgep182 = getelementptr i8, ptr %lsr.iv149, i64 %54
  %scevgep183 = getelementptr i8, ptr %scevgep182, i64 40
  %.619.us.us.us.us.us.5 = load double, ptr %scevgep183, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.619.us.us.us.us.us.5)
  %55 = shl i64 %loop.index.1285.us.us.us.us.us, 3
  %scevgep169 = getelementptr i8, ptr %lsr.iv146, i64 %55
  %scevgep170 = getelementptr i8, ptr %scevgep169, i64 40
  store double %.12.le.i.5, ptr %scevgep170, align 8
  %scevgep184 = getelementptr i8, ptr %lsr.iv149, i64 %55
  %scevgep185 = getelementptr i8, ptr %scevgep184, i64 48
  %.619.us.us.us.us.us.6 = load double, ptr %scevgep185, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.619.us.us.us.us.us.6)
  %56 = shl i64 %loop.index.1285.us.us.us.us.us, 3
  %scevgep167 = getelementptr i8, ptr %lsr.iv146, i64 %56
  %scevgep168 = getelementptr i8, ptr %scevgep167, i64 48
  store double %.12.le.i.6, ptr %scevgep168, align 8
  %scevgep171 = getelementptr i8, ptr %lsr.iv149, i64 %56
  %scevgep172 = getelementptr i8, ptr %scevgep171, i64 56
  %.619.us.us.us.us.us.7 = load double, ptr %scevgep172, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.619.us.us.us.us.us.7)
  %57 = shl i64 %loop.index.1285.us.us.us.us.us, 3
  %scevgep159 = getelementptr i8, ptr %lsr.iv146, i64 %57
  %scevgep160 = getelementptr i8, ptr %scevgep159, i64 56
  store double %.12.le.i.7, ptr %scevgep160, align 8
  %.651.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.1285.us.us.us.us.us, 8
  %exitcond374.not.7 = icmp eq i64 %.411.fca.5.1.load.fr, %.651.us.us.us.us.us.7
  br i1 %exitcond374.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us, !llvm.loop !22

for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, %middle.block88
  %.653.us.us.us = add nuw nsw i64 %loop.index315.us.us.us, 1
  %scevgep147 = getelementptr i8, ptr %lsr.iv146, i64 %38
  %scevgep150 = getelementptr i8, ptr %lsr.iv149, i64 %38
  %exitcond375.not = icmp eq i64 %.653.us.us.us, %.411.fca.5.0.load.fr
  br i1 %exitcond375.not, label %for.end, label %for.cond.1.preheader.us.us.us

for.body.1.endif.endif.endif.us.us333.us:         ; preds = %for.body.1.endif.endif.endif.us.us333.us.preheader109, %for.body.1.endif.endif.endif.us.us333.us
  %lsr.iv188 = phi i64 [ %28, %for.body.1.endif.endif.endif.us.us333.us.preheader109 ], [ %lsr.iv.next189, %for.body.1.endif.endif.endif.us.us333.us ]
  %lsr.iv186 = phi i64 [ %26, %for.body.1.endif.endif.endif.us.us333.us.preheader109 ], [ %lsr.iv.next187, %for.body.1.endif.endif.endif.us.us333.us ]
  %scevgep190 = getelementptr i8, ptr %.411.fca.4.load, i64 %lsr.iv188
  %scevgep191 = getelementptr i8, ptr %.6.i, i64 %lsr.iv188
  %.619.us.us331.us = load double, ptr %scevgep190, align 8
  %.12.le.i16 = tail call double @llvm.sin.f64(double %.619.us.us331.us)
  store double %.12.le.i16, ptr %scevgep191, align 8
  %scevgep192 = getelementptr i8, ptr %scevgep190, i64 %30
  %sunkaddr308 = mul i64 %.411.fca.5.1.load.fr, 8
  %sunkaddr309 = getelementptr i8, ptr %scevgep190, i64 %sunkaddr308
  %.619.us.us331.us.1 = load double, ptr %sunkaddr309, align 8
  %.12.le.i16.1 = tail call double @llvm.sin.f64(double %.619.us.us331.us.1)
  %scevgep199 = getelementptr i8, ptr %scevgep191, i64 %30
  %sunkaddr310 = mul i64 %.411.fca.5.1.load.fr, 8
  %sunkaddr311 = getelementptr i8, ptr %scevgep191, i64 %sunkaddr310
  store double %.12.le.i16.1, ptr %sunkaddr311, align 8
  %scevgep193 = getelementptr i8, ptr %scevgep192, i64 %30
  %sunkaddr312 = mul i64 %.411.fca.5.1.load.fr, 8
  %sunkaddr313 = getelementptr i8, ptr %scevgep192, i64 %sunkaddr312
  %.619.us.us331.us.2 = load double, ptr %sunkaddr313, align 8
  %.12.le.i16.2 = tail call double @llvm.sin.f64(double %.619.us.us331.us.2)
  %scevgep200 = getelementptr i8, ptr %scevgep199, i64 %30
  %sunkaddr314 = mul i64 %.411.fca.5.1.load.fr, 8
  %sunkaddr315 = getelementptr i8, ptr %scevgep199, i64 %sunkaddr314
  store double %.12.le.i16.2, ptr %sunkaddr315, align 8
  %scevgep194 = getelementptr i8, ptr %scevgep193, i64 %30
  %sunkaddr316 = mul i64 %.411.fca.5.1.load.fr, 8
  %sunkaddr317 = getelementptr i8, ptr %scevgep193, i64 %sunkaddr316
  %.619.us.us331.us.3 = load double, ptr %sunkaddr317, align 8
  %.12.le.i16.3 = tail call double @llvm.sin.f64(double %.619.us.us331.us.3)
  %scevgep201 = getelementptr i8, ptr %scevgep200, i64 %30
  %sunkaddr318 = mul i64 %.411.fca.5.1.load.fr, 8
  %sunkaddr319 = getelementptr i8, ptr %scevgep200, i64 %sunkaddr318
  store double %.12.le.i16.3, ptr %sunkaddr319, align 8
  %scevgep195 = getelementptr i8, ptr %scevgep194, i64 %30
  %sunkaddr320 = mul i64 %.411.fca.5.1.load.fr, 8
  %sunkaddr321 = getelementptr i8, ptr %scevgep194, i64 %sunkaddr320
  %.619.us.us331.us.4 = load double, ptr %sunkaddr321, align 8
  %.12.le.i16.4 = tail call double @llvm.sin.f64(double %.619.us.us331.us.4)
  %scevgep202 = getelementptr i8, ptr %scevgep201, i64 %30
  %sunkaddr322 = mul i64 %.411.fca.5.1.load.fr, 8
  %sunkaddr323 = getelementptr i8, ptr %scevgep201, i64 %sunkaddr322
  store double %.12.le.i16.4, ptr %sunkaddr323, align 8
  %scevgep196 = getelementptr i8, ptr %scevgep195, i64 %30
  %sunkaddr324 = mul i64 %.411.fca.5.1.load.fr, 8
  %sunkaddr325 = getelementptr i8, ptr %scevgep195, i64 %sunkaddr324
  %.619.us.us331.us.5 = load double, ptr %sunkaddr325, align 8
  %.12.le.i16.5 = tail call double @llvm.sin.f64(double %.619.us.us331.us.5)
  %scevgep203 = getelementptr i8, ptr %scevgep202, i64 %30
  %sunkaddr326 = mul i64 %.411.fca.5.1.load.fr, 8
  %sunkaddr327 = getelementptr i8, ptr %scevgep202, i64 %sunkaddr326
  store double %.12.le.i16.5, ptr %sunkaddr327, align 8
  %scevgep197 = getelementptr i8, ptr %scevgep196, i64 %30
  %sunkaddr328 = mul i64 %.411.fca.5.1.load.fr, 8
  %sunkaddr329 = getelementptr i8, ptr %scevgep196, i64 %sunkaddr328
  %.619.us.us331.us.6 = load double, ptr %sunkaddr329, align 8
  %.12.le.i16.6 = tail call double @llvm.sin.f64(double %.619.us.us331.us.6)
  %scevgep204 = getelementptr i8, ptr %scevgep203, i64 %30
  %sunkaddr330 = mul i64 %.411.fca.5.1.load.fr, 8
  %sunkaddr331 = getelementptr i8, ptr %scevgep203, i64 %sunkaddr330
  store double %.12.le.i16.6, ptr %sunkaddr331, align 8
  %sunkaddr240 = mul i64 %.411.fca.5.1.load.fr, 8
  %sunkaddr241 = getelementptr i8, ptr %scevgep197, i64 %sunkaddr240
  %.619.us.us331.us.7 = load double, ptr %sunkaddr241, align 8
  %.12.le.i16.7 = tail call double @llvm.sin.f64(double %.619.us.us331.us.7)
  %sunkaddr242 = mul i64 %.411.fca.5.1.load.fr, 8
  %sunkaddr243 = getelementptr i8, ptr %scevgep204, i64 %sunkaddr242
  store double %.12.le.i16.7, ptr %sunkaddr243, align 8
  %lsr.iv.next187 = add i64 %lsr.iv186, -8
  %lsr.iv.next189 = add i64 %lsr.iv188, %29
  %exitcond373.not.7 = icmp eq i64 %lsr.iv.next187, 0
  br i1 %exitcond373.not.7, label %for.end, label %for.body.1.endif.endif.endif.us.us333.us, !llvm.loop !23

for.cond.1.preheader.lr.ph.split.us.split:        ; preds = %for.cond.1.preheader.lr.ph.split.us
  %58 = icmp ugt i64 %.411.fca.5.1.load.fr, 1
  br i1 %58, label %for.cond.1.preheader.us.us351, label %for.body.1.endif.endif.endif.us321

for.cond.1.preheader.us.us351:                    ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %59 = ptrtoint ptr %.6.i to i64
  %60 = ptrtoint ptr %.411.fca.4.load to i64
  %min.iters.check = icmp ult i64 %.411.fca.5.1.load.fr, 8
  %61 = sub i64 %59, %60
  %diff.check = icmp ult i64 %61, 64
  %or.cond93 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond93, label %for.body.1.endif.endif.endif.us293.us.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond.1.preheader.us.us351
  %const234 = bitcast i64 9223372036854775800 to i64
  %n.vec = and i64 %.411.fca.5.1.load.fr, %const234
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %62 = shl i64 %index, 3
  %scevgep145 = getelementptr i8, ptr %.411.fca.4.load, i64 %62
  %wide.load = load <8 x double>, ptr %scevgep145, align 8
  %63 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %64 = shl i64 %index, 3
  %scevgep144 = getelementptr i8, ptr %.6.i, i64 %64
  store <8 x double> %63, ptr %scevgep144, align 8
  %index.next = add nuw i64 %index, 8
  %65 = icmp eq i64 %n.vec, %index.next
  br i1 %65, label %middle.block, label %vector.body, !llvm.loop !24

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.411.fca.5.1.load.fr, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.1.endif.endif.endif.us293.us.us.preheader

for.body.1.endif.endif.endif.us293.us.us.preheader: ; preds = %for.cond.1.preheader.us.us351, %middle.block
  %loop.index.1285.us291.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us351 ], [ %n.vec, %middle.block ]
  %xtraiter103 = and i64 %.411.fca.5.1.load.fr, 7
  %lcmp.mod104.not = icmp eq i64 %xtraiter103, 0
  br i1 %lcmp.mod104.not, label %for.body.1.endif.endif.endif.us293.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us293.us.us.prol.preheader

for.body.1.endif.endif.endif.us293.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us293.us.us.preheader
  br label %for.body.1.endif.endif.endif.us293.us.us.prol

for.body.1.endif.endif.endif.us293.us.us.prol:    ; preds = %for.body.1.endif.endif.endif.us293.us.us.prol.preheader, %for.body.1.endif.endif.endif.us293.us.us.prol
  %lsr.iv = phi i64 [ %xtraiter103, %for.body.1.endif.endif.endif.us293.us.us.prol.preheader ], [ %lsr.iv.next, %for.body.1.endif.endif.endif.us293.us.us.prol ]
  %loop.index.1285.us291.us.us.prol = phi i64 [ %.651.us296.us.us.prol, %for.body.1.endif.endif.endif.us293.us.us.prol ], [ %loop.index.1285.us291.us.us.ph, %for.body.1.endif.endif.endif.us293.us.us.prol.preheader ]
  %66 = shl i64 %loop.index.1285.us291.us.us.prol, 3
  %scevgep143 = getelementptr i8, ptr %.411.fca.4.load, i64 %66
  %.619.us300.us.us.prol = load double, ptr %scevgep143, align 8
  %.12.le.i17.prol = tail call double @llvm.sin.f64(double %.619.us300.us.us.prol)
  %67 = shl i64 %loop.index.1285.us291.us.us.prol, 3
  %scevgep142 = getelementptr i8, ptr %.6.i, i64 %67
  store double %.12.le.i17.prol, ptr %scevgep142, align 8
  %.651.us296.us.us.prol = add nuw nsw i64 %loop.index.1285.us291.us.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter105.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter105.cmp.not, label %for.body.1.endif.endif.endif.us293.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us293.us.us.prol, !llvm.loop !25

for.body.1.endif.endif.endif.us293.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us293.us.us.prol, %for.body.1.endif.endif.endif.us293.us.us.preheader
  %loop.index.1285.us291.us.us.unr = phi i64 [ %loop.index.1285.us291.us.us.ph, %for.body.1.endif.endif.endif.us293.us.us.preheader ], [ %.651.us296.us.us.prol, %for.body.1.endif.endif.endif.us293.us.us.prol ]
  %68 = sub nsw i64 %loop.index.1285.us291.us.us.ph, %.411.fca.5.1.load.fr
  %69 = icmp ugt i64 %68, -8
  br i1 %69, label %for.end, label %for.body.1.endif.endif.endif.us293.us.us.preheader106

for.body.1.endif.endif.endif.us293.us.us.preheader106: ; preds = %for.body.1.endif.endif.endif.us293.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us293.us.us

for.body.1.endif.endif.endif.us293.us.us:         ; preds = %for.body.1.endif.endif.endif.us293.us.us.preheader106, %for.body.1.endif.endif.endif.us293.us.us
  %loop.index.1285.us291.us.us = phi i64 [ %.651.us296.us.us.7, %for.body.1.endif.endif.endif.us293.us.us ], [ %loop.index.1285.us291.us.us.unr, %for.body.1.endif.endif.endif.us293.us.us.preheader106 ]
  %sunkaddr244 = mul i64 %loop.index.1285.us291.us.us, 8
  %sunkaddr245 = getelementptr i8, ptr %.411.fca.4.load, i64 %sunkaddr244
  %.619.us300.us.us = load double, ptr %sunkaddr245, align 8
  %.12.le.i17 = tail call double @llvm.sin.f64(double %.619.us300.us.us)
  %sunkaddr246 = mul i64 %loop.index.1285.us291.us.us, 8
  %sunkaddr247 = getelementptr i8, ptr %.6.i, i64 %sunkaddr246
  store double %.12.le.i17, ptr %sunkaddr247, align 8
  %sunkaddr248 = mul i64 %loop.index.1285.us291.us.us, 8
  %sunkaddr249 = getelementptr i8, ptr %.411.fca.4.load, i64 %sunkaddr248
  %sunkaddr250 = getelementptr i8, ptr %sunkaddr249, i64 8
  %.619.us300.us.us.1 = load double, ptr %sunkaddr250, align 8
  %.12.le.i17.1 = tail call double @llvm.sin.f64(double %.619.us300.us.us.1)
  %sunkaddr251 = mul i64 %loop.index.1285.us291.us.us, 8
  %sunkaddr252 = getelementptr i8, ptr %.6.i, i64 %sunkaddr251
  %sunkaddr253 = getelementptr i8, ptr %sunkaddr252, i64 8
  store double %.12.le.i17.1, ptr %sunkaddr253, align 8
  %sunkaddr254 = mul i64 %loop.index.1285.us291.us.us, 8
  %sunkaddr255 = getelementptr i8, ptr %.411.fca.4.load, i64 %sunkaddr254
  %sunkaddr256 = getelementptr i8, ptr %sunkaddr255, i64 16
  %.619.us300.us.us.2 = load double, ptr %sunkaddr256, align 8
  %.12.le.i17.2 = tail call double @llvm.sin.f64(double %.619.us300.us.us.2)
  %sunkaddr257 = mul i64 %loop.index.1285.us291.us.us, 8
  %sunkaddr258 = getelementptr i8, ptr %.6.i, i64 %sunkaddr257
  %sunkaddr259 = getelementptr i8, ptr %sunkaddr258, i64 16
  store double %.12.le.i17.2, ptr %sunkaddr259, align 8
  %sunkaddr260 = mul i64 %loop.index.1285.us291.us.us, 8
  %sunkaddr261 = getelementptr i8, ptr %.411.fca.4.load, i64 %sunkaddr260
  %sunkaddr262 = getelementptr i8, ptr %sunkaddr261, i64 24
  %.619.us300.us.us.3 = load double, ptr %sunkaddr262, align 8
  %.12.le.i17.3 = tail call double @llvm.sin.f64(double %.619.us300.us.us.3)
  %sunkaddr263 = mul i64 %loop.index.1285.us291.us.us, 8
  %sunkaddr264 = getelementptr i8, ptr %.6.i, i64 %sunkaddr263
  %sunkaddr265 = getelementptr i8, ptr %sunkaddr264, i64 24
  store double %.12.le.i17.3, ptr %sunkaddr265, align 8
  %sunkaddr266 = mul i64 %loop.index.1285.us291.us.us, 8
  %sunkaddr267 = getelementptr i8, ptr %.411.fca.4.load, i64 %sunkaddr266
  %sunkaddr268 = getelementptr i8, ptr %sunkaddr267, i64 32
  %.619.us300.us.us.4 = load double, ptr %sunkaddr268, align 8
  %.12.le.i17.4 = tail call double @llvm.sin.f64(double %.619.us300.us.us.4)
  %sunkaddr269 = mul i64 %loop.index.1285.us291.us.us, 8
  %sunkaddr270 = getelementptr i8, ptr %.6.i, i64 %sunkaddr269
  %sunkaddr271 = getelementptr i8, ptr %sunkaddr270, i64 32
  store double %.12.le.i17.4, ptr %sunkaddr271, align 8
  %sunkaddr272 = mul i64 %loop.index.1285.us291.us.us, 8
  %sunkaddr273 = getelementptr i8, ptr %.411.fca.4.load, i64 %sunkaddr272
  %sunkaddr274 = getelementptr i8, ptr %sunkaddr273, i64 40
  %.619.us300.us.us.5 = load double, ptr %sunkaddr274, align 8
  %.12.le.i17.5 = tail call double @llvm.sin.f64(double %.619.us300.us.us.5)
  %sunkaddr275 = mul i64 %loop.index.1285.us291.us.us, 8
  %sunkaddr276 = getelementptr i8, ptr %.6.i, i64 %sunkaddr275
  %sunkaddr277 = getelementptr i8, ptr %sunkaddr276, i64 40
  store double %.12.le.i17.5, ptr %sunkaddr277, align 8
  %sunkaddr278 = mul i64 %loop.index.1285.us291.us.us, 8
  %sunkaddr279 = getelementptr i8, ptr %.411.fca.4.load, i64 %sunkaddr278
  %sunkaddr280 = getelementptr i8, ptr %sunkaddr279, i64 48
  %.619.us300.us.us.6 = load double, ptr %sunkaddr280, align 8
  %.12.le.i17.6 = tail call double @llvm.sin.f64(double %.619.us300.us.us.6)
  %sunkaddr281 = mul i64 %loop.index.1285.us291.us.us, 8
  %sunkaddr282 = getelementptr i8, ptr %.6.i, i64 %sunkaddr281
  %sunkaddr283 = getelementptr i8, ptr %sunkaddr282, i64 48
  store double %.12.le.i17.6, ptr %sunkaddr283, align 8
  %sunkaddr284 = mul i64 %loop.index.1285.us291.us.us, 8
  %sunkaddr285 = getelementptr i8, ptr %.411.fca.4.load, i64 %sunkaddr284
  %sunkaddr286 = getelementptr i8, ptr %sunkaddr285, i64 56
  %.619.us300.us.us.7 = load double, ptr %sunkaddr286, align 8
  %.12.le.i17.7 = tail call double @llvm.sin.f64(double %.619.us300.us.us.7)
  %sunkaddr287 = mul i64 %loop.index.1285.us291.us.us, 8
  %sunkaddr288 = getelementptr i8, ptr %.6.i, i64 %sunkaddr287
  %sunkaddr289 = getelementptr i8, ptr %sunkaddr288, i64 56
  store double %.12.le.i17.7, ptr %sunkaddr289, align 8
  %.651.us296.us.us.7 = add nuw nsw i64 %loop.index.1285.us291.us.us, 8
  %exitcond370.not.7 = icmp eq i64 %.411.fca.5.1.load.fr, %.651.us296.us.us.7
  br i1 %exitcond370.not.7, label %for.end, label %for.body.1.endif.endif.endif.us293.us.us, !llvm.loop !26

for.body.1.endif.endif.endif.us321:               ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %.619.us319 = load double, ptr %.411.fca.4.load, align 8
  %.12.le.i18 = tail call double @llvm.sin.f64(double %.619.us319)
  store double %.12.le.i18, ptr %.6.i, align 8
  br label %for.end

B122.endif.endif.endif.endif.if.if:               ; preds = %B122.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.26, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.1.endif.endif.endif.us.us333.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, %for.body.1.endif.endif.endif.us293.us.us, %for.body.1.endif.endif.endif.us.us333.us.prol.loopexit, %for.body.1.endif.endif.endif.us293.us.us.prol.loopexit, %middle.block74, %middle.block, %for.body.1.endif.endif.endif.us321, %for.cond.1.preheader.lr.ph, %B122.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.411.fca.0.load)
  store double 0.000000e+00, ptr %.660, align 8
  %.668 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.660, ptr nonnull %excinfo.6, ptr nonnull %.7.i.i, ptr null, i64 %.513, i64 8, ptr %.6.i, i64 %.411.fca.5.0.load.fr, i64 %.411.fca.5.1.load.fr, i64 %.516, i64 8)
  %cond = icmp eq i32 %.668, 0
  br i1 %cond, label %for.end.endif, label %for.end.if.if, !prof !4

for.end.endif:                                    ; preds = %for.end
  %.678 = load double, ptr %.660, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store double %.678, ptr %retptr, align 8
  br label %common.ret

for.end.if.if:                                    ; preds = %for.end
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define ptr @_ZN7cpython7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.cholesky_loss, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !7

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ %.71, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !7

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE")
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
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !7

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
  %.51 = call i32 @_ZN7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr %.34.fca.1.load, i64 %.34.fca.2.load, i64 8, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.5.1.load, i64 %.34.fca.6.0.load, i64 %.34.fca.6.1.load) #3
  %.52 = load ptr, ptr %excinfo, align 8
  %.61 = load double, ptr %.43, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.51, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif, !prof !4

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
  br i1 %.92, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !7

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.105 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 2
  %.106 = call ptr @numba_unpickle(ptr %.81, i32 %.83, ptr %.105)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.108 = phi ptr [ %.96, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.106, %entry.endif.endif.endif.endif.endif.if.else ]
  %.109.not = icmp eq ptr %.108, null
  br i1 %.109.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !7

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

define double @cfunc._ZN7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
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
  %.11 = call i32 @_ZN7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.7, i64 %.8, i64 %.9, i64 %.10) #3
  %.12 = load ptr, ptr %excinfo, align 8
  %.21 = load double, ptr %.3, align 8
  %.23 = alloca i32, align 4
  store i32 0, ptr %.23, align 4
  %cond = icmp eq i32 %.11, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !4

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
  br i1 %.45, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !7

entry.if.if.else:                                 ; preds = %entry.if.if
  %.58 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 2
  %.59 = call ptr @numba_unpickle(ptr %.34, i32 %.36, ptr %.58)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.61 = phi ptr [ %.49, %entry.if.if.if.endif ], [ %.59, %entry.if.if.else ]
  %.62.not = icmp eq ptr %.61, null
  br i1 %.62.not, label %.26, label %entry.if.if.endif.if, !prof !7

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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !7

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
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
  %or.cond.i = select i1 %.29.i.i, i1 true, i1 %.36.i.i, !prof !27
  br i1 %or.cond.i, label %B56.if.if, label %B0.endif.endif.endif.endif.i.i, !prof !27

B0.endif.endif.endif.endif.i.i:                   ; preds = %B56
  %const3 = bitcast i64 -1152921504606846976 to i64
  %const1 = bitcast i64 -2305843009213693952 to i64
  %.50.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i.i = extractvalue { i64, i1 } %.50.i.i, 0
  %.52.i.i = extractvalue { i64, i1 } %.50.i.i, 1
  %.54.i.i = shl i64 %arg.b.5.1, 3
  %0 = add i64 %.51.i.i, %const3
  %.57.i.i = icmp ult i64 %0, %const1
  %.58.i.i = or i1 %.52.i.i, %.57.i.i
  br i1 %.58.i.i, label %B56.if.if, label %B0.endif.endif.endif.endif.endif.i.i, !prof !7

B0.endif.endif.endif.endif.endif.i.i:             ; preds = %B0.endif.endif.endif.endif.i.i
  %.56.i.i = shl nsw i64 %.51.i.i, 3
  %.7.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !28
  %.8.i.i.i.i = icmp eq ptr %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B56.if.if, label %B56.endif, !prof !7

B112:                                             ; preds = %B0
  %.29.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond = select i1 %.29.i, i1 true, i1 %.36.i, !prof !27
  br i1 %or.cond, label %B112.if.if, label %B0.endif.endif.endif.endif.i, !prof !27

B0.endif.endif.endif.endif.i:                     ; preds = %B112
  %const2 = bitcast i64 -1152921504606846976 to i64
  %const = bitcast i64 -2305843009213693952 to i64
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %.54.i = shl i64 %arg.b.5.1, 3
  %1 = add i64 %.51.i, %const2
  %.57.i = icmp ult i64 %1, %const
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B112.if.if, label %B0.endif.endif.endif.endif.endif.i, !prof !7

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.56.i = shl nsw i64 %.51.i, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !41
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B112.if.if, label %B112.endif, !prof !7

common.ret:                                       ; preds = %B112.endif.if.if, %B112.endif.endif, %B112.if.if, %B56.if.if, %B56.endif
  %common.ret.op = phi i32 [ 0, %B56.endif ], [ 1, %B56.if.if ], [ 1, %B112.if.if ], [ 0, %B112.endif.endif ], [ 1, %B112.endif.if.if ]
  ret i32 %common.ret.op

B56.endif:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, ptr %.7.i.i.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !51
  tail call void @llvm.memset.p0.i64(ptr align 1 %.6.i.i.i, i8 0, i64 %.56.i.i, i1 false), !noalias !52
  store ptr %.7.i.i.i.i, ptr %retptr, align 8
  %retptr.repack210 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack210, align 8
  %retptr.repack212 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.51.i.i, ptr %retptr.repack212, align 8
  %retptr.repack214 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack214, align 8
  %retptr.repack216 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i.i, ptr %retptr.repack216, align 8
  %retptr.repack218 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack218, align 8
  %retptr.repack218.repack222 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.b.5.1, ptr %retptr.repack218.repack222, align 8
  %retptr.repack220 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.54.i.i, ptr %retptr.repack220, align 8
  %retptr.repack220.repack224 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 8, ptr %retptr.repack220.repack224, align 8
  br label %common.ret

B56.if.if:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B0.endif.endif.endif.endif.i.i, %B56
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B56 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.endif.endif.endif.endif.endif.i.i ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !55
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.245, i8 0, i64 72, i1 false)
  %.261 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.245, ptr nonnull %excinfo.3, ptr %arg.a.0, ptr %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, ptr nonnull %.7.i.i.i, ptr null, i64 %.51.i, i64 8, ptr %.6.i.i, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %.54.i, i64 8)
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
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !7

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !7

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, ptr %arg.out.0, ptr %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, ptr %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.5.1, i64 %arg.out.6.0, i64 %arg.out.6.1) local_unnamed_addr {
B0:
  %.239 = alloca i32, align 4
  store i32 0, ptr %.239, align 4
  %.245 = alloca double, align 8
  store double 0.000000e+00, ptr %.245, align 8
  %.248 = alloca double, align 8
  store double 0.000000e+00, ptr %.248, align 8
  %.259 = alloca i32, align 4
  store i32 0, ptr %.259, align 4
  %.267 = alloca double, align 8
  store double 0.000000e+00, ptr %.267, align 8
  %.270 = alloca double, align 8
  store double 0.000000e+00, ptr %.270, align 8
  %.281 = alloca i32, align 4
  store i32 0, ptr %.281, align 4
  %.287 = alloca double, align 8
  store double 0.000000e+00, ptr %.287, align 8
  %.290 = alloca double, align 8
  store double 0.000000e+00, ptr %.290, align 8
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
  br i1 %.217, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.else, !prof !7

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
  %.236 = tail call i32 @numba_xxdot(i8 100, i8 0, i64 %arg.a.5.1, ptr %arg.a.4, ptr %arg.b.4, ptr %arg.out.4)
  %.237.not = icmp eq i32 %.236, 0
  br i1 %.237.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.if.if, !prof !56

B0.endif.endif.endif.endif.else.if.else:          ; preds = %B0.endif.endif.endif.endif.else.if
  store double 1.000000e+00, ptr %.245, align 8
  store double 0.000000e+00, ptr %.248, align 8
  %.256 = call i32 @numba_xxgemv(i8 100, i8 116, i64 %arg.a.5.1, i64 %arg.out.5.0, ptr nonnull %.245, ptr %arg.a.4, i64 %arg.a.5.1, ptr %arg.b.4, ptr nonnull %.248, ptr %arg.out.4)
  %.257.not = icmp eq i32 %.256, 0
  br i1 %.257.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.else.if, !prof !56

B0.endif.endif.endif.endif.else.if.if.if:         ; preds = %B0.endif.endif.endif.endif.else.if.if
  call void @numba_gil_ensure(ptr nonnull %.239)
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error")
  unreachable

B0.endif.endif.endif.endif.else.if.else.if:       ; preds = %B0.endif.endif.endif.endif.else.if.else
  call void @numba_gil_ensure(ptr nonnull %.259)
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error")
  unreachable

B0.endif.endif.endif.endif.else.else.if:          ; preds = %B0.endif.endif.endif.endif.else.else
  store double 1.000000e+00, ptr %.267, align 8
  store double 0.000000e+00, ptr %.270, align 8
  %.278 = call i32 @numba_xxgemv(i8 100, i8 116, i64 %arg.a.5.1, i64 %arg.out.5.1, ptr nonnull %.267, ptr %arg.b.4, i64 %arg.a.5.1, ptr %arg.a.4, ptr nonnull %.270, ptr %arg.out.4)
  %.279.not = icmp eq i32 %.278, 0
  br i1 %.279.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.if.if, !prof !56

B0.endif.endif.endif.endif.else.else.else:        ; preds = %B0.endif.endif.endif.endif.else.else
  store double 1.000000e+00, ptr %.287, align 8
  store double 0.000000e+00, ptr %.290, align 8
  %.298 = call i32 @numba_xxgemm(i8 100, i8 116, i8 110, i64 %arg.out.5.1, i64 %arg.out.5.0, i64 %arg.a.5.1, ptr nonnull %.287, ptr %arg.b.4, i64 %arg.a.5.1, ptr %arg.a.4, i64 %arg.a.5.1, ptr nonnull %.290, ptr %arg.out.4, i64 %arg.out.5.1)
  %.299.not = icmp eq i32 %.298, 0
  br i1 %.299.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.else.if, !prof !56

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

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B132.endif.if.if, %B132.if, %B412, %B296, %B252, %B184, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B184 ], [ 1, %B252 ], [ 1, %B296 ], [ 0, %B412 ], [ 1, %B132.if ], [ 1, %B132.endif.if.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.8672390a40180d0c8cb649f3752cb125716d9978, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B132:                                             ; preds = %B0
  %.109 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.0)
  %.110 = extractvalue { i64, i1 } %.109, 0
  %.111 = extractvalue { i64, i1 } %.109, 1
  %.113 = shl i64 %arg.a.5.0, 3
  %0 = add i64 %.110, -1152921504606846976
  %.116 = icmp ult i64 %0, -2305843009213693952
  %.117 = or i1 %.111, %.116
  br i1 %.117, label %B132.if, label %B132.endif, !prof !7

B184:                                             ; preds = %B132.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store ptr %.7.i.i, ptr %retptr, align 8
  %retptr.repack319 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack319, align 8
  %retptr.repack321 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.110, ptr %retptr.repack321, align 8
  %retptr.repack323 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack323, align 8
  %retptr.repack325 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack325, align 8
  %retptr.repack327 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  %retptr.repack329 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %retptr.repack327, i8 0, i64 16, i1 false)
  store i64 %.113, ptr %retptr.repack329, align 8
  %retptr.repack329.repack333 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 8, ptr %retptr.repack329.repack333, align 8
  br label %common.ret

B188:                                             ; preds = %B132.endif.endif
  %.261 = tail call i32 @numba_xxpotrf(i8 100, i8 85, i64 %arg.a.5.0, ptr %.6.i, i64 %arg.a.5.0)
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.268.not = icmp eq i32 %.261, 0
  br i1 %.268.not, label %B358.endif, label %B240

B240:                                             ; preds = %B188
  %.272 = icmp slt i32 %.261, 0
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br i1 %.272, label %B252, label %B296

B252:                                             ; preds = %B240
  %.285 = tail call i32 @numba_fatal_error()
  store ptr @.const.picklebuf.f4c6c8929dcca6db0d12348a0bcf1fd4383ea827, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B296:                                             ; preds = %B240
  store ptr @.const.picklebuf.e34d9b7c056a04d3a2e8f66033c565fff0df2aca, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B388.loopexit.loopexit.unr-lcssa.unr-lcssa:       ; preds = %.723.endif
  %1 = and i64 %18, 3
  %lcmp.mod.not10 = icmp eq i64 %1, 0
  br i1 %lcmp.mod.not10, label %B388.loopexit.loopexit.unr-lcssa, label %.723.endif.epil.preheader6, !prof !57

.723.endif.epil.preheader6:                       ; preds = %B388.loopexit.loopexit.unr-lcssa.unr-lcssa, %.723.endif.preheader5
  %lsr.iv10.epil.init = phi ptr [ %lsr.iv, %.723.endif.preheader5 ], [ %scevgep11.3, %B388.loopexit.loopexit.unr-lcssa.unr-lcssa ]
  br label %.723.endif.epil7

.723.endif.epil7:                                 ; preds = %.723.endif.epil7, %.723.endif.epil.preheader6
  %lsr.iv47 = phi i64 [ %lsr.iv.next48, %.723.endif.epil7 ], [ %10, %.723.endif.epil.preheader6 ]
  %lsr.iv10.epil = phi ptr [ %scevgep49, %.723.endif.epil7 ], [ %lsr.iv10.epil.init, %.723.endif.epil.preheader6 ]
  store double 0.000000e+00, ptr %lsr.iv10.epil, align 8
  %scevgep13.epil = getelementptr i8, ptr %lsr.iv10.epil, i64 %.113
  store double 0.000000e+00, ptr %scevgep13.epil, align 8
  %scevgep14.epil = getelementptr i8, ptr %scevgep13.epil, i64 %.113
  store double 0.000000e+00, ptr %scevgep14.epil, align 8
  %scevgep15.epil = getelementptr i8, ptr %scevgep14.epil, i64 %.113
  store double 0.000000e+00, ptr %scevgep15.epil, align 8
  %scevgep16.epil = getelementptr i8, ptr %scevgep15.epil, i64 %.113
  store double 0.000000e+00, ptr %scevgep16.epil, align 8
  %scevgep17.epil = getelementptr i8, ptr %scevgep16.epil, i64 %.113
  store double 0.000000e+00, ptr %scevgep17.epil, align 8
  %scevgep18.epil = getelementptr i8, ptr %scevgep17.epil, i64 %.113
  store double 0.000000e+00, ptr %scevgep18.epil, align 8
  %sunkaddr25.epil = getelementptr i8, ptr %scevgep18.epil, i64 %.113
  store double 0.000000e+00, ptr %sunkaddr25.epil, align 8
  %lsr.iv.next48 = add nsw i64 %lsr.iv47, -1
  %epil.iter.cmp.not11 = icmp eq i64 %lsr.iv.next48, 0
  %scevgep49 = getelementptr i8, ptr %sunkaddr25.epil, i64 %.113
  br i1 %epil.iter.cmp.not11, label %B388.loopexit.loopexit.unr-lcssa, label %.723.endif.epil7, !prof !58, !llvm.loop !59

B388.loopexit.loopexit.unr-lcssa:                 ; preds = %.723.endif.epil7, %B388.loopexit.loopexit.unr-lcssa.unr-lcssa
  %lcmp.mod.not = icmp eq i64 %20, 0
  br i1 %lcmp.mod.not, label %B388.loopexit, label %.723.endif.epil.preheader, !prof !61

.723.endif.epil.preheader:                        ; preds = %.723.endif.preheader, %B388.loopexit.loopexit.unr-lcssa
  %.719.0338.epil.init = phi i64 [ 0, %.723.endif.preheader ], [ %19, %B388.loopexit.loopexit.unr-lcssa ]
  %2 = mul i64 %.719.0338.epil.init, %.113
  %scevgep20 = getelementptr i8, ptr %lsr.iv, i64 %2
  br label %.723.endif.epil

.723.endif.epil:                                  ; preds = %.723.endif.epil, %.723.endif.epil.preheader
  %lsr.iv24 = phi i64 [ %lsr.iv.next, %.723.endif.epil ], [ %20, %.723.endif.epil.preheader ]
  %lsr.iv21 = phi ptr [ %scevgep22, %.723.endif.epil ], [ %scevgep20, %.723.endif.epil.preheader ]
  store double 0.000000e+00, ptr %lsr.iv21, align 8
  %scevgep22 = getelementptr i8, ptr %lsr.iv21, i64 %.113
  %lsr.iv.next = add nsw i64 %lsr.iv24, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %B388.loopexit, label %.723.endif.epil, !prof !62, !llvm.loop !63

B388.loopexit:                                    ; preds = %.723.endif.epil, %B390.endif.endif, %B388.loopexit.loopexit.unr-lcssa
  %scevgep = getelementptr i8, ptr %lsr.iv, i64 8
  %exitcond347.not = icmp eq i64 %arg.a.5.0, %.408
  br i1 %exitcond347.not, label %B412, label %B390.endif.else.endif.endif.endif

B412:                                             ; preds = %B388.loopexit, %B358.endif
  store ptr %.7.i.i, ptr %retptr, align 8
  %retptr.repack303 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack303, align 8
  %retptr.repack305 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.110, ptr %retptr.repack305, align 8
  %retptr.repack307 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack307, align 8
  %retptr.repack309 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack309, align 8
  %retptr.repack311 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack311, align 8
  %retptr.repack311.repack315 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.a.5.0, ptr %retptr.repack311.repack315, align 8
  %retptr.repack313 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.113, ptr %retptr.repack313, align 8
  %retptr.repack313.repack317 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 8, ptr %retptr.repack313.repack317, align 8
  br label %common.ret

B132.if:                                          ; preds = %B132
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.14, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B132.endif:                                       ; preds = %B132
  %.115 = shl nsw i64 %.110, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.115, i32 32), !noalias !65
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B132.endif.if.if, label %B132.endif.endif, !prof !7

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
  br i1 %.395341.not, label %B412, label %B390.endif.else.endif.endif.endif.preheader, !prof !72

B390.endif.else.endif.endif.endif.preheader:      ; preds = %B358.endif
  %3 = shl i64 %arg.a.5.0, 6
  br label %B390.endif.else.endif.endif.endif

B390.endif.endif:                                 ; preds = %B390.endif.else.endif.endif.endif.if, %B390.endif.else.endif.endif.endif
  %.626.sroa.13.0 = phi i64 [ %.401340342, %B390.endif.else.endif.endif.endif ], [ %arg.a.5.0, %B390.endif.else.endif.endif.endif.if ]
  %.753.not337 = icmp sgt i64 %.626.sroa.13.0, 0
  br i1 %.753.not337, label %.723.endif.preheader, label %B388.loopexit, !prof !73

.723.endif.preheader:                             ; preds = %B390.endif.endif
  %4 = icmp ult i64 %21, 7
  br i1 %4, label %.723.endif.epil.preheader, label %.723.endif.preheader5, !prof !74

.723.endif.preheader5:                            ; preds = %.723.endif.preheader
  %5 = icmp ult i64 %16, 24
  br i1 %5, label %.723.endif.epil.preheader6, label %.723.endif.preheader5.new, !prof !75

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
  br i1 %.674.not, label %B390.endif.endif, label %B390.endif.else.endif.endif.endif.if, !prof !56

B390.endif.else.endif.endif.endif.if:             ; preds = %B390.endif.else.endif.endif.endif
  br label %B390.endif.endif

.723.endif:                                       ; preds = %.723.endif, %.723.endif.preheader5.new
  %lsr.iv13 = phi i64 [ %lsr.iv.next14, %.723.endif ], [ %15, %.723.endif.preheader5.new ]
  %lsr.iv10 = phi ptr [ %lsr.iv, %.723.endif.preheader5.new ], [ %scevgep45, %.723.endif ]
  store double 0.000000e+00, ptr %lsr.iv10, align 8
  %scevgep13 = getelementptr i8, ptr %lsr.iv10, i64 %.113
  store double 0.000000e+00, ptr %scevgep13, align 8
  %scevgep14 = getelementptr i8, ptr %scevgep13, i64 %.113
  store double 0.000000e+00, ptr %scevgep14, align 8
  %scevgep15 = getelementptr i8, ptr %scevgep14, i64 %.113
  store double 0.000000e+00, ptr %scevgep15, align 8
  %scevgep16 = getelementptr i8, ptr %scevgep15, i64 %.113
  store double 0.000000e+00, ptr %scevgep16, align 8
  %scevgep17 = getelementptr i8, ptr %scevgep16, i64 %.113
  store double 0.000000e+00, ptr %scevgep17, align 8
  %scevgep18 = getelementptr i8, ptr %scevgep17, i64 %.113
  store double 0.000000e+00, ptr %scevgep18, align 8
  %sunkaddr25 = getelementptr i8, ptr %scevgep18, i64 %.113
  store double 0.000000e+00, ptr %sunkaddr25, align 8
  %scevgep11 = getelementptr i8, ptr %lsr.iv10, i64 %3
  %scevgep19 = getelementptr i8, ptr %sunkaddr25, i64 %.113
  store double 0.000000e+00, ptr %scevgep19, align 8
  %scevgep21 = getelementptr i8, ptr %scevgep19, i64 %.113
  store double 0.000000e+00, ptr %scevgep21, align 8
  %scevgep23 = getelementptr i8, ptr %scevgep21, i64 %.113
  store double 0.000000e+00, ptr %scevgep23, align 8
  %scevgep24 = getelementptr i8, ptr %scevgep23, i64 %.113
  store double 0.000000e+00, ptr %scevgep24, align 8
  %scevgep25 = getelementptr i8, ptr %scevgep24, i64 %.113
  store double 0.000000e+00, ptr %scevgep25, align 8
  %scevgep26 = getelementptr i8, ptr %scevgep25, i64 %.113
  store double 0.000000e+00, ptr %scevgep26, align 8
  %scevgep27 = getelementptr i8, ptr %scevgep26, i64 %.113
  store double 0.000000e+00, ptr %scevgep27, align 8
  %scevgep28 = getelementptr i8, ptr %scevgep27, i64 %.113
  store double 0.000000e+00, ptr %scevgep28, align 8
  %scevgep11.1 = getelementptr i8, ptr %scevgep11, i64 %3
  %scevgep29 = getelementptr i8, ptr %scevgep28, i64 %.113
  store double 0.000000e+00, ptr %scevgep29, align 8
  %scevgep30 = getelementptr i8, ptr %scevgep29, i64 %.113
  store double 0.000000e+00, ptr %scevgep30, align 8
  %scevgep31 = getelementptr i8, ptr %scevgep30, i64 %.113
  store double 0.000000e+00, ptr %scevgep31, align 8
  %scevgep32 = getelementptr i8, ptr %scevgep31, i64 %.113
  store double 0.000000e+00, ptr %scevgep32, align 8
  %scevgep33 = getelementptr i8, ptr %scevgep32, i64 %.113
  store double 0.000000e+00, ptr %scevgep33, align 8
  %scevgep34 = getelementptr i8, ptr %scevgep33, i64 %.113
  store double 0.000000e+00, ptr %scevgep34, align 8
  %scevgep35 = getelementptr i8, ptr %scevgep34, i64 %.113
  store double 0.000000e+00, ptr %scevgep35, align 8
  %scevgep36 = getelementptr i8, ptr %scevgep35, i64 %.113
  store double 0.000000e+00, ptr %scevgep36, align 8
  %scevgep11.2 = getelementptr i8, ptr %scevgep11.1, i64 %3
  %scevgep37 = getelementptr i8, ptr %scevgep36, i64 %.113
  store double 0.000000e+00, ptr %scevgep37, align 8
  %scevgep38 = getelementptr i8, ptr %scevgep37, i64 %.113
  store double 0.000000e+00, ptr %scevgep38, align 8
  %scevgep39 = getelementptr i8, ptr %scevgep38, i64 %.113
  store double 0.000000e+00, ptr %scevgep39, align 8
  %scevgep40 = getelementptr i8, ptr %scevgep39, i64 %.113
  store double 0.000000e+00, ptr %scevgep40, align 8
  %scevgep41 = getelementptr i8, ptr %scevgep40, i64 %.113
  store double 0.000000e+00, ptr %scevgep41, align 8
  %scevgep42 = getelementptr i8, ptr %scevgep41, i64 %.113
  store double 0.000000e+00, ptr %scevgep42, align 8
  %scevgep43 = getelementptr i8, ptr %scevgep42, i64 %.113
  store double 0.000000e+00, ptr %scevgep43, align 8
  %scevgep44 = getelementptr i8, ptr %scevgep43, i64 %.113
  store double 0.000000e+00, ptr %scevgep44, align 8
  %scevgep11.3 = getelementptr i8, ptr %scevgep11.2, i64 %3
  %lsr.iv.next14 = add i64 %lsr.iv13, -4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next14, 0
  %scevgep45 = getelementptr i8, ptr %scevgep44, i64 %.113
  br i1 %niter.ncmp.3, label %B388.loopexit.loopexit.unr-lcssa.unr-lcssa, label %.723.endif, !prof !76, !llvm.loop !77
}

declare i32 @numba_xxpotrf(i8, i8, i64, ptr, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !79
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !79

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !80

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
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !62, !llvm.loop !81

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
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !62, !llvm.loop !81

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !82, !llvm.loop !83

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !85

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.1, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !74

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.1, %const
  %5 = add nsw i64 %arg.a.5.1, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !73

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
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !86, !llvm.loop !87

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !88

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
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !89, !llvm.loop !90

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !61

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
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !62, !llvm.loop !81

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 3
  %.137.neg.us = mul i64 %arg.a.5.1, -8
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !91

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.1, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.0, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %13 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !74

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
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !92

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
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !62, !llvm.loop !81

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
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !62, !llvm.loop !81

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
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !62, !llvm.loop !81

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
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !62, !llvm.loop !81

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
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !62, !llvm.loop !81

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
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !62, !llvm.loop !81

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
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !62, !llvm.loop !81

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
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !62, !llvm.loop !81

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
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !93, !llvm.loop !94

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !73

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
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !86, !llvm.loop !96

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
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !88

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
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !89, !llvm.loop !97

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !61

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
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !62, !llvm.loop !81

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.0
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !73

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
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !86, !llvm.loop !98

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
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !88

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
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !89, !llvm.loop !99

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !61

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
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !62, !llvm.loop !81

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !100, !llvm.loop !101
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE: %excinfo"}
!4 = !{!"branch_weights", i32 49, i32 1}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = !{!"branch_weights", i32 1, i32 99}
!8 = !{i1 true}
!9 = !{!10, !12, !13, !15}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !18, !19}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !18}
!23 = distinct !{!23, !18}
!24 = distinct !{!24, !18, !19}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !18}
!27 = !{!"branch_weights", i32 199, i32 9801}
!28 = !{!29, !31, !32, !34, !35, !37, !38, !40}
!29 = distinct !{!29, !30, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!31 = distinct !{!31, !30, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!32 = distinct !{!32, !33, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!33 = distinct !{!33, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!34 = distinct !{!34, !33, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!35 = distinct !{!35, !36, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!36 = distinct !{!36, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!37 = distinct !{!37, !36, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!38 = distinct !{!38, !39, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!39 = distinct !{!39, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!40 = distinct !{!40, !39, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!41 = !{!42, !44, !45, !47, !48, !50}
!42 = distinct !{!42, !43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!43 = distinct !{!43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!44 = distinct !{!44, !43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!48 = distinct !{!48, !49, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!49 = distinct !{!49, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!50 = distinct !{!50, !49, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!51 = !{!35, !37, !38, !40}
!52 = !{!53, !38, !40}
!53 = distinct !{!53, !54, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!54 = distinct !{!54, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!55 = !{!48, !50}
!56 = !{!"branch_weights", i32 99, i32 1}
!57 = !{!"branch_weights", i32 603396745, i32 1544086903}
!58 = !{!"branch_weights", i32 1103346131, i32 1044137517}
!59 = distinct !{!59, !60, !6}
!60 = !{!"llvm.loop.estimated_trip_count", i32 0}
!61 = !{!"branch_weights", i32 277993707, i32 1869489941}
!62 = !{!"branch_weights", i32 542333185, i32 1605150463}
!63 = distinct !{!63, !64, !6}
!64 = !{!"llvm.loop.estimated_trip_count", i32 4}
!65 = !{!66, !68, !69, !71}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!68 = distinct !{!68, !67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!69 = distinct !{!69, !70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!70 = distinct !{!70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!71 = distinct !{!71, !70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!72 = !{!"branch_weights", i32 101, i32 99}
!73 = !{!"branch_weights", i32 127, i32 1}
!74 = !{!"branch_weights", i32 146201250, i32 2001282398}
!75 = !{!"branch_weights", i32 461156234, i32 1686327414}
!76 = !{!"branch_weights", i32 591711789, i32 1555771859}
!77 = distinct !{!77, !78}
!78 = !{!"llvm.loop.estimated_trip_count", i32 3}
!79 = !{!"branch_weights", i32 16129, i32 255}
!80 = !{!"branch_weights", i32 553201332, i32 1594282316}
!81 = distinct !{!81, !64, !6}
!82 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!83 = distinct !{!83, !84, !6}
!84 = !{!"llvm.loop.estimated_trip_count", i32 2}
!85 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!86 = !{!"branch_weights", i32 1, i32 1}
!87 = distinct !{!87, !6}
!88 = !{!"branch_weights", i32 1, i32 127}
!89 = !{!"branch_weights", i32 166258294, i32 1981225354}
!90 = distinct !{!90, !78}
!91 = !{!"branch_weights", i32 21522287, i32 2125961361}
!92 = !{!"branch_weights", i32 125941159, i32 2021542489}
!93 = !{!"branch_weights", i32 166258296, i32 1981225352}
!94 = distinct !{!94, !95}
!95 = !{!"llvm.loop.estimated_trip_count", i32 12}
!96 = distinct !{!96, !6}
!97 = distinct !{!97, !78}
!98 = distinct !{!98, !6}
!99 = distinct !{!99, !78}
!100 = !{!"branch_weights", i32 42828876, i32 2104654772}
!101 = distinct !{!101, !102}
!102 = !{!"llvm.loop.estimated_trip_count", i32 50}
