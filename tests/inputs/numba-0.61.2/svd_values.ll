; ModuleID = 'svd_values'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140390050990720 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 375, \94\85\94N\87\94."
@.const.pickledata.140390050990720.sha1 = internal constant [20 x i8] c"\93;eT(\91\00\DCdB\A1-\B0\DA\07\E5q=\1F\DE"
@.const.picklebuf.140390050990720 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.140390050990720, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390050990720.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140390049181504 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140390049181504.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140390049181504 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140390049181504, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390049181504.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.svd_values = internal constant [11 x i8] c"svd_values\00"
@_ZN08NumbaEnv7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [163 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7faf1b091a10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7faf1b091a10>\00"
@_ZN08NumbaEnv5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEb = common local_unnamed_addr global i8* null
@.const.pickledata.140390052421760 = internal constant [109 x i8] c"\80\04\95b\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C\16Arrays cannot be empty\94\85\94\8C\08svd_impl\94\8C\12numba/np/linalg.py\94Ml\05\87\94\87\94."
@.const.pickledata.140390052421760.sha1 = internal constant [20 x i8] c"'\9A\BEP\0F\80\FCke'r\14\DC\D7OZUj\A9\CB"
@.const.picklebuf.140390052421760 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([109 x i8], [109 x i8]* @.const.pickledata.140390052421760, i32 0, i32 0), i32 109, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390052421760.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140390049183104 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140390049183104.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140390049183104 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140390049183104, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390049183104.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140390050245312 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94MI\03\87\94\87\94."
@.const.pickledata.140390050245312.sha1 = internal constant [20 x i8] c"E\A7\06\F9\F7\1C\FFo\E93yT\8E\BC\9E\8B \F4\B1\CD"
@.const.picklebuf.140390050245312 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([135 x i8], [135 x i8]* @.const.pickledata.140390050245312, i32 0, i32 0), i32 135, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390050245312.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140390050947712 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140390050947712.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140390050947712 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140390050947712, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390050947712.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140390049067328 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140390049067328.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140390049067328 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140390049067328, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390049067328.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140390050990400 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140390050990400.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140390050990400 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140390050990400, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390050990400.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140390050990720.13 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140390050990720.sha1.14 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140390050990720.9 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140390050990720.13, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390050990720.sha1.14, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140390049067328.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140390049067328.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140390049067328.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140390049067328.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390049067328.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140390049834816 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140390049834816.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140390049834816 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140390049834816, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390049834816.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140390049971264 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140390049971264.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140390049971264 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140390049971264, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390049971264.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140390049067328.17 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140390049067328.sha1.18 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140390049067328.16 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140390049067328.17, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390049067328.sha1.18, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg37_handle_err_maybe_convergence_problemB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global i8* null
@.const.pickledata.140390050072896.11 = internal constant [111 x i8] c"\80\04\95d\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\C7\03\87\94\87\94."
@.const.pickledata.140390050072896.sha1.12 = internal constant [20 x i8] c"\9E\0D\D7l\EA\E7\FEF\\\F44\22f\FF\94X\1F{9R"
@.const.picklebuf.140390050072896.10 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([111 x i8], [111 x i8]* @.const.pickledata.140390050072896.11, i32 0, i32 0), i32 111, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390050072896.sha1.12, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140390049220864 = internal constant [149 x i8] c"\80\04\95\8A\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C&Internal algorithm failed to converge.\94\85\94\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\C9\03\87\94\87\94."
@.const.pickledata.140390049220864.sha1 = internal constant [20 x i8] c"\7F\CB\D54\A1\FE\9A\8A\9E\0A\04\F3\A6\D9\A4[z\E5\DD\E9"
@.const.picklebuf.140390049220864 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([149 x i8], [149 x i8]* @.const.pickledata.140390049220864, i32 0, i32 0), i32 149, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390049220864.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@.const.pickledata.140390050922688 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.140390050922688.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.140390050922688 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.140390050922688, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390050922688.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7faf1b316650B3v13B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140390049067328.22 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140390049067328.sha1.23 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140390049067328.21 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140390049067328.22, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140390049067328.sha1.23, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7faf1b1e9610B3v17B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.c.0, i8* nocapture readnone %arg.c.1, i64 %arg.c.2, i64 %arg.c.3, double* nocapture readonly %arg.c.4, i64 %arg.c.5.0, i64 %arg.c.6.0) local_unnamed_addr {
entry:
  %.34 = alloca { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, align 8
  %.fca.1.0.gep = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 1, i32 0
  %.fca.1.2.gep = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 1, i32 2
  %.fca.1.4.gep = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 1, i32 4
  %.fca.1.5.0.gep = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 1, i32 5, i64 0
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.c.0)
  %0 = bitcast { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %.34 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(200) %0, i8 0, i64 200, i1 false)
  %.43 = call i32 @_ZN5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEb({ { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* nonnull %.34, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8 0)
  %.53.fca.1.0.load = load i8*, i8** %.fca.1.0.gep, align 8
  %.53.fca.1.2.load = load i64, i64* %.fca.1.2.gep, align 8
  %.53.fca.1.4.load = load double*, double** %.fca.1.4.gep, align 8
  %.53.fca.1.5.0.load = load i64, i64* %.fca.1.5.0.gep, align 8
  switch i32 %.43, label %B0.if [
    i32 -2, label %B0.endif.else.endif
    i32 0, label %B0.endif.else.endif
  ]

B0.if:                                            ; preds = %entry
  %.51 = icmp sgt i32 %.43, 0
  %.44 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.52 = select i1 %.51, { i8*, i32, i8*, i8*, i32 }* %.44, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.52, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %for.end.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.endif.endif.if, %B0.if, %for.end.1.endif, %for.end.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.if ], [ 0, %for.end.1.endif ], [ %.43, %B0.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %B0.endif.else.endif.endif.endif, %B0.endif.else.endif.endif.endif.if
  %.236.sroa.13.0 = phi i64 [ %arg.c.5.0, %B0.endif.else.endif.endif.endif.if ], [ %.236.sroa.13.1, %B0.endif.else.endif.endif.endif ]
  %.324 = sub i64 %.236.sroa.13.0, %.236.sroa.0.2
  %1 = tail call i64 @llvm.smax.i64(i64 %.324, i64 0)
  %.349 = getelementptr double, double* %arg.c.4, i64 %.236.sroa.0.2
  %.101.not.i = icmp eq i64 %1, 1
  br i1 %.101.not.i, label %B0.endif.endif.endif.endif.endif.endif, label %B90.i12

B0.endif.else.endif:                              ; preds = %entry, %entry
  %.fca.0.0.gep517 = bitcast { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %.34 to i8**
  %.fca.2.0.gep = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 2, i32 0
  %.53.fca.2.0.load = load i8*, i8** %.fca.2.0.gep, align 8
  %.53.fca.0.0.load = load i8*, i8** %.fca.0.0.gep517, align 8
  tail call void @NRT_decref(i8* %arg.A.0)
  tail call void @NRT_decref(i8* %.53.fca.0.0.load)
  tail call void @NRT_decref(i8* %.53.fca.2.0.load)
  %.256 = icmp slt i64 %arg.c.5.0, 1
  br i1 %.256, label %B0.endif.else.endif.if, label %B0.endif.else.endif.endif, !prof !1

B0.endif.else.endif.if:                           ; preds = %B0.endif.else.endif
  br label %B0.endif.else.endif.endif

B0.endif.else.endif.endif:                        ; preds = %B0.endif.else.endif.if, %B0.endif.else.endif
  %.236.sroa.0.2 = phi i64 [ %arg.c.5.0, %B0.endif.else.endif.if ], [ 0, %B0.endif.else.endif ]
  %.263 = icmp slt i64 %.53.fca.1.2.load, 0
  %.264 = select i1 %.263, i64 %arg.c.5.0, i64 0
  %.265 = add i64 %.264, %.53.fca.1.2.load
  %.268 = icmp slt i64 %.265, 0
  br i1 %.268, label %B0.endif.else.endif.endif.if, label %B0.endif.else.endif.endif.endif, !prof !1

B0.endif.else.endif.endif.if:                     ; preds = %B0.endif.else.endif.endif
  br label %B0.endif.else.endif.endif.endif

B0.endif.else.endif.endif.endif:                  ; preds = %B0.endif.else.endif.endif.if, %B0.endif.else.endif.endif
  %.236.sroa.13.1 = phi i64 [ 0, %B0.endif.else.endif.endif.if ], [ %.265, %B0.endif.else.endif.endif ]
  %.273.not = icmp slt i64 %.265, %arg.c.5.0
  br i1 %.273.not, label %B0.endif.endif, label %B0.endif.else.endif.endif.endif.if, !prof !2

B0.endif.else.endif.endif.endif.if:               ; preds = %B0.endif.else.endif.endif.endif
  br label %B0.endif.endif

B90.i12:                                          ; preds = %B0.endif.endif
  %.71.not.i9 = icmp eq i64 %.53.fca.1.5.0.load, %1
  %.76.not.i10 = icmp eq i64 %.53.fca.1.5.0.load, 1
  %or.cond.i11 = or i1 %.76.not.i10, %.71.not.i9
  br i1 %or.cond.i11, label %B0.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.if

B0.endif.endif.endif.endif.endif.if:              ; preds = %B90.i12
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140390050990720, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif, %B90.i12
  %dest_shape.1142 = phi i64 [ %1, %B90.i12 ], [ %.53.fca.1.5.0.load, %B0.endif.endif ]
  %.490 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.1142, i64 8)
  %.492 = extractvalue { i64, i1 } %.490, 1
  br i1 %.492, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B0.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140390049181504, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.491 = extractvalue { i64, i1 } %.490, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.491, i32 32), !noalias !4
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.endif.endif.if:  ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140390049067328.21, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %2 = bitcast i8* %.5.i to double**
  %.6.i124 = load double*, double** %2, align 8
  %.562120 = icmp sgt i64 %dest_shape.1142, 0
  br i1 %.562120, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %3 = add i64 %dest_shape.1142, -1
  %xtraiter158 = and i64 %dest_shape.1142, 7
  %4 = icmp ult i64 %3, 7
  br i1 %4, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter161 = and i64 %dest_shape.1142, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index123 = phi i64 [ 0, %for.body.preheader.new ], [ %30, %for.body ]
  %.558.0122 = phi i64 [ 0, %for.body.preheader.new ], [ %.558.1.7, %for.body ]
  %.555.0121 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select143.7, %for.body ]
  %5 = icmp ugt i64 %.53.fca.1.5.0.load, 1
  %6 = icmp ugt i64 %1, 1
  %spec.select143 = select i1 %6, i64 %loop.index123, i64 %.555.0121
  %.571 = getelementptr double, double* %.349, i64 %spec.select143
  %.572 = load double, double* %.571, align 8
  %.558.1 = select i1 %5, i64 %loop.index123, i64 %.558.0122
  %.580 = getelementptr double, double* %.53.fca.1.4.load, i64 %.558.1
  %.581 = load double, double* %.580, align 8
  %.6.i112 = fmul double %.572, %.581
  %sunkaddr = mul i64 %loop.index123, 8
  %7 = bitcast double* %.6.i124 to i8*
  %sunkaddr518 = getelementptr i8, i8* %7, i64 %sunkaddr
  %8 = bitcast i8* %sunkaddr518 to double*
  store double %.6.i112, double* %8, align 8
  %9 = add i64 %loop.index123, 1
  %spec.select143.1 = select i1 %6, i64 %9, i64 %.555.0121
  %.571.1 = getelementptr double, double* %.349, i64 %spec.select143.1
  %.572.1 = load double, double* %.571.1, align 8
  %.558.1.1 = select i1 %5, i64 %9, i64 %.558.0122
  %.580.1 = getelementptr double, double* %.53.fca.1.4.load, i64 %.558.1.1
  %.581.1 = load double, double* %.580.1, align 8
  %.6.i112.1 = fmul double %.572.1, %.581.1
  %sunkaddr519 = mul i64 %loop.index123, 8
  %10 = bitcast double* %.6.i124 to i8*
  %sunkaddr520 = getelementptr i8, i8* %10, i64 %sunkaddr519
  %sunkaddr521 = getelementptr i8, i8* %sunkaddr520, i64 8
  %11 = bitcast i8* %sunkaddr521 to double*
  store double %.6.i112.1, double* %11, align 8
  %12 = add i64 %9, 1
  %spec.select143.2 = select i1 %6, i64 %12, i64 %.555.0121
  %.571.2 = getelementptr double, double* %.349, i64 %spec.select143.2
  %.572.2 = load double, double* %.571.2, align 8
  %.558.1.2 = select i1 %5, i64 %12, i64 %.558.0122
  %.580.2 = getelementptr double, double* %.53.fca.1.4.load, i64 %.558.1.2
  %.581.2 = load double, double* %.580.2, align 8
  %.6.i112.2 = fmul double %.572.2, %.581.2
  %sunkaddr522 = mul i64 %loop.index123, 8
  %13 = bitcast double* %.6.i124 to i8*
  %sunkaddr523 = getelementptr i8, i8* %13, i64 %sunkaddr522
  %sunkaddr524 = getelementptr i8, i8* %sunkaddr523, i64 16
  %14 = bitcast i8* %sunkaddr524 to double*
  store double %.6.i112.2, double* %14, align 8
  %15 = add i64 %12, 1
  %spec.select143.3 = select i1 %6, i64 %15, i64 %.555.0121
  %.571.3 = getelementptr double, double* %.349, i64 %spec.select143.3
  %.572.3 = load double, double* %.571.3, align 8
  %.558.1.3 = select i1 %5, i64 %15, i64 %.558.0122
  %.580.3 = getelementptr double, double* %.53.fca.1.4.load, i64 %.558.1.3
  %.581.3 = load double, double* %.580.3, align 8
  %.6.i112.3 = fmul double %.572.3, %.581.3
  %sunkaddr525 = mul i64 %loop.index123, 8
  %16 = bitcast double* %.6.i124 to i8*
  %sunkaddr526 = getelementptr i8, i8* %16, i64 %sunkaddr525
  %sunkaddr527 = getelementptr i8, i8* %sunkaddr526, i64 24
  %17 = bitcast i8* %sunkaddr527 to double*
  store double %.6.i112.3, double* %17, align 8
  %18 = add i64 %15, 1
  %spec.select143.4 = select i1 %6, i64 %18, i64 %.555.0121
  %.571.4 = getelementptr double, double* %.349, i64 %spec.select143.4
  %.572.4 = load double, double* %.571.4, align 8
  %.558.1.4 = select i1 %5, i64 %18, i64 %.558.0122
  %.580.4 = getelementptr double, double* %.53.fca.1.4.load, i64 %.558.1.4
  %.581.4 = load double, double* %.580.4, align 8
  %.6.i112.4 = fmul double %.572.4, %.581.4
  %sunkaddr528 = mul i64 %loop.index123, 8
  %19 = bitcast double* %.6.i124 to i8*
  %sunkaddr529 = getelementptr i8, i8* %19, i64 %sunkaddr528
  %sunkaddr530 = getelementptr i8, i8* %sunkaddr529, i64 32
  %20 = bitcast i8* %sunkaddr530 to double*
  store double %.6.i112.4, double* %20, align 8
  %21 = add i64 %18, 1
  %spec.select143.5 = select i1 %6, i64 %21, i64 %.555.0121
  %.571.5 = getelementptr double, double* %.349, i64 %spec.select143.5
  %.572.5 = load double, double* %.571.5, align 8
  %.558.1.5 = select i1 %5, i64 %21, i64 %.558.0122
  %.580.5 = getelementptr double, double* %.53.fca.1.4.load, i64 %.558.1.5
  %.581.5 = load double, double* %.580.5, align 8
  %.6.i112.5 = fmul double %.572.5, %.581.5
  %sunkaddr531 = mul i64 %loop.index123, 8
  %22 = bitcast double* %.6.i124 to i8*
  %sunkaddr532 = getelementptr i8, i8* %22, i64 %sunkaddr531
  %sunkaddr533 = getelementptr i8, i8* %sunkaddr532, i64 40
  %23 = bitcast i8* %sunkaddr533 to double*
  store double %.6.i112.5, double* %23, align 8
  %24 = add i64 %21, 1
  %spec.select143.6 = select i1 %6, i64 %24, i64 %.555.0121
  %.571.6 = getelementptr double, double* %.349, i64 %spec.select143.6
  %.572.6 = load double, double* %.571.6, align 8
  %.558.1.6 = select i1 %5, i64 %24, i64 %.558.0122
  %.580.6 = getelementptr double, double* %.53.fca.1.4.load, i64 %.558.1.6
  %.581.6 = load double, double* %.580.6, align 8
  %.6.i112.6 = fmul double %.572.6, %.581.6
  %sunkaddr534 = mul i64 %loop.index123, 8
  %25 = bitcast double* %.6.i124 to i8*
  %sunkaddr535 = getelementptr i8, i8* %25, i64 %sunkaddr534
  %sunkaddr536 = getelementptr i8, i8* %sunkaddr535, i64 48
  %26 = bitcast i8* %sunkaddr536 to double*
  store double %.6.i112.6, double* %26, align 8
  %27 = add i64 %24, 1
  %spec.select143.7 = select i1 %6, i64 %27, i64 %.555.0121
  %.571.7 = getelementptr double, double* %.349, i64 %spec.select143.7
  %.572.7 = load double, double* %.571.7, align 8
  %.558.1.7 = select i1 %5, i64 %27, i64 %.558.0122
  %.580.7 = getelementptr double, double* %.53.fca.1.4.load, i64 %.558.1.7
  %.581.7 = load double, double* %.580.7, align 8
  %.6.i112.7 = fmul double %.572.7, %.581.7
  %sunkaddr537 = mul i64 %loop.index123, 8
  %28 = bitcast double* %.6.i124 to i8*
  %sunkaddr538 = getelementptr i8, i8* %28, i64 %sunkaddr537
  %sunkaddr539 = getelementptr i8, i8* %sunkaddr538, i64 56
  %29 = bitcast i8* %sunkaddr539 to double*
  store double %.6.i112.7, double* %29, align 8
  %.610.7 = add nuw i64 %loop.index123, 8
  %30 = add i64 %27, 1
  %niter162.ncmp.7 = icmp eq i64 %30, %unroll_iter161
  br i1 %niter162.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index123.unr = phi i64 [ 0, %for.body.preheader ], [ %.610.7, %for.body ]
  %.558.0122.unr = phi i64 [ 0, %for.body.preheader ], [ %.558.1.7, %for.body ]
  %.555.0121.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select143.7, %for.body ]
  %lcmp.mod160.not = icmp eq i64 %xtraiter158, 0
  br i1 %lcmp.mod160.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv496 = phi i64 [ %xtraiter158, %for.body.epil.preheader ], [ %lsr.iv.next497, %for.body.epil ]
  %loop.index123.epil = phi i64 [ %.610.epil, %for.body.epil ], [ %loop.index123.unr, %for.body.epil.preheader ]
  %.558.0122.epil = phi i64 [ %.558.1.epil, %for.body.epil ], [ %.558.0122.unr, %for.body.epil.preheader ]
  %.555.0121.epil = phi i64 [ %spec.select143.epil, %for.body.epil ], [ %.555.0121.unr, %for.body.epil.preheader ]
  %31 = icmp ugt i64 %.53.fca.1.5.0.load, 1
  %32 = icmp ugt i64 %1, 1
  %spec.select143.epil = select i1 %32, i64 %loop.index123.epil, i64 %.555.0121.epil
  %.571.epil = getelementptr double, double* %.349, i64 %spec.select143.epil
  %.572.epil = load double, double* %.571.epil, align 8
  %.558.1.epil = select i1 %31, i64 %loop.index123.epil, i64 %.558.0122.epil
  %.580.epil = getelementptr double, double* %.53.fca.1.4.load, i64 %.558.1.epil
  %.581.epil = load double, double* %.580.epil, align 8
  %.6.i112.epil = fmul double %.572.epil, %.581.epil
  %scevgep495 = getelementptr double, double* %.6.i124, i64 %loop.index123.epil
  store double %.6.i112.epil, double* %scevgep495, align 8
  %.610.epil = add nuw nsw i64 %loop.index123.epil, 1
  %lsr.iv.next497 = add nsw i64 %lsr.iv496, -1
  %epil.iter159.cmp.not = icmp eq i64 %lsr.iv.next497, 0
  br i1 %epil.iter159.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !11

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.c.0)
  %.68.i31 = icmp eq i64 %dest_shape.1142, 0
  br i1 %.68.i31, label %for.end.endif, label %B50.endif.preheader.i35, !prof !1

B50.endif.preheader.i35:                          ; preds = %for.end
  %smax.i33 = tail call i64 @llvm.smax.i64(i64 %dest_shape.1142, i64 1)
  %33 = add nsw i64 %smax.i33, -1
  %xtraiter.i34 = and i64 %smax.i33, 7
  %34 = icmp ult i64 %33, 7
  br i1 %34, label %common.ret.loopexit.unr-lcssa.i42, label %B50.endif.preheader.new.i37

B50.endif.preheader.new.i37:                      ; preds = %B50.endif.preheader.i35
  %const515 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i36 = and i64 %smax.i33, %const515
  %35 = add nsw i64 %unroll_iter.i36, -8
  %36 = lshr exact i64 %35, 3
  %37 = add nuw nsw i64 %36, 1
  %xtraiter152 = and i64 %37, 7
  %38 = icmp ult i64 %35, 56
  br i1 %38, label %common.ret.loopexit.unr-lcssa.i42.loopexit.unr-lcssa, label %B50.endif.preheader.new.i37.new

B50.endif.preheader.new.i37.new:                  ; preds = %B50.endif.preheader.new.i37
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter156 = and i64 %37, %const
  %scevgep365 = getelementptr double, double* %.6.i124, i64 63
  br label %B50.endif.i89

common.ret.loopexit.unr-lcssa.i42.loopexit.unr-lcssa: ; preds = %B50.endif.i89, %B50.endif.preheader.new.i37
  %.239.7.i87.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i37 ], [ %.239.7.i87.7, %B50.endif.i89 ]
  %c.2.06.i54.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i37 ], [ %.239.7.i87.7, %B50.endif.i89 ]
  %.70.05.i55.unr = phi i64 [ 0, %B50.endif.preheader.new.i37 ], [ %.182.7.i83.7, %B50.endif.i89 ]
  %lcmp.mod154.not = icmp eq i64 %xtraiter152, 0
  br i1 %lcmp.mod154.not, label %common.ret.loopexit.unr-lcssa.i42, label %B50.endif.i89.epil.preheader

B50.endif.i89.epil.preheader:                     ; preds = %common.ret.loopexit.unr-lcssa.i42.loopexit.unr-lcssa
  %39 = add nuw nsw i64 %.70.05.i55.unr, 7
  %scevgep338 = getelementptr double, double* %.6.i124, i64 %39
  %40 = shl nuw nsw i64 %xtraiter152, 6
  br label %B50.endif.i89.epil

B50.endif.i89.epil:                               ; preds = %B50.endif.i89.epil.preheader, %B50.endif.i89.epil
  %lsr.iv339 = phi i64 [ 0, %B50.endif.i89.epil.preheader ], [ %lsr.iv.next340, %B50.endif.i89.epil ]
  %c.2.06.i54.epil = phi double [ %.239.7.i87.epil, %B50.endif.i89.epil ], [ %c.2.06.i54.unr, %B50.endif.i89.epil.preheader ]
  %41 = bitcast double* %scevgep338 to i8*
  %uglygep362 = getelementptr i8, i8* %41, i64 %lsr.iv339
  %uglygep362363 = bitcast i8* %uglygep362 to double*
  %scevgep364 = getelementptr double, double* %uglygep362363, i64 -7
  %.236.i57.epil = load double, double* %scevgep364, align 8, !noalias !13
  %.239.i58.epil = fadd double %c.2.06.i54.epil, %.236.i57.epil
  %uglygep359 = getelementptr i8, i8* %41, i64 %lsr.iv339
  %uglygep359360 = bitcast i8* %uglygep359 to double*
  %scevgep361 = getelementptr double, double* %uglygep359360, i64 -6
  %.236.1.i61.epil = load double, double* %scevgep361, align 8, !noalias !13
  %.239.1.i62.epil = fadd double %.239.i58.epil, %.236.1.i61.epil
  %uglygep356 = getelementptr i8, i8* %41, i64 %lsr.iv339
  %uglygep356357 = bitcast i8* %uglygep356 to double*
  %scevgep358 = getelementptr double, double* %uglygep356357, i64 -5
  %.236.2.i65.epil = load double, double* %scevgep358, align 8, !noalias !13
  %.239.2.i66.epil = fadd double %.239.1.i62.epil, %.236.2.i65.epil
  %uglygep353 = getelementptr i8, i8* %41, i64 %lsr.iv339
  %uglygep353354 = bitcast i8* %uglygep353 to double*
  %scevgep355 = getelementptr double, double* %uglygep353354, i64 -4
  %.236.3.i69.epil = load double, double* %scevgep355, align 8, !noalias !13
  %.239.3.i70.epil = fadd double %.239.2.i66.epil, %.236.3.i69.epil
  %uglygep350 = getelementptr i8, i8* %41, i64 %lsr.iv339
  %uglygep350351 = bitcast i8* %uglygep350 to double*
  %scevgep352 = getelementptr double, double* %uglygep350351, i64 -3
  %.236.4.i73.epil = load double, double* %scevgep352, align 8, !noalias !13
  %.239.4.i74.epil = fadd double %.239.3.i70.epil, %.236.4.i73.epil
  %uglygep347 = getelementptr i8, i8* %41, i64 %lsr.iv339
  %uglygep347348 = bitcast i8* %uglygep347 to double*
  %scevgep349 = getelementptr double, double* %uglygep347348, i64 -2
  %.236.5.i77.epil = load double, double* %scevgep349, align 8, !noalias !13
  %.239.5.i78.epil = fadd double %.239.4.i74.epil, %.236.5.i77.epil
  %uglygep344 = getelementptr i8, i8* %41, i64 %lsr.iv339
  %uglygep344345 = bitcast i8* %uglygep344 to double*
  %scevgep346 = getelementptr double, double* %uglygep344345, i64 -1
  %.236.6.i81.epil = load double, double* %scevgep346, align 8, !noalias !13
  %.239.6.i82.epil = fadd double %.239.5.i78.epil, %.236.6.i81.epil
  %uglygep342 = getelementptr i8, i8* %41, i64 %lsr.iv339
  %uglygep342343 = bitcast i8* %uglygep342 to double*
  %.236.7.i86.epil = load double, double* %uglygep342343, align 8, !noalias !13
  %.239.7.i87.epil = fadd double %.239.6.i82.epil, %.236.7.i86.epil
  %lsr.iv.next340 = add nuw nsw i64 %lsr.iv339, 64
  %epil.iter153.cmp.not = icmp eq i64 %40, %lsr.iv.next340
  br i1 %epil.iter153.cmp.not, label %common.ret.loopexit.unr-lcssa.i42, label %B50.endif.i89.epil, !prof !16, !llvm.loop !17

common.ret.loopexit.unr-lcssa.i42:                ; preds = %B50.endif.i89.epil, %common.ret.loopexit.unr-lcssa.i42.loopexit.unr-lcssa, %B50.endif.preheader.i35
  %.239.lcssa.ph.i38 = phi double [ undef, %B50.endif.preheader.i35 ], [ %.239.7.i87.lcssa.ph, %common.ret.loopexit.unr-lcssa.i42.loopexit.unr-lcssa ], [ %.239.7.i87.epil, %B50.endif.i89.epil ]
  %c.2.06.unr.i39 = phi double [ 0.000000e+00, %B50.endif.preheader.i35 ], [ %.239.7.i87.lcssa.ph, %common.ret.loopexit.unr-lcssa.i42.loopexit.unr-lcssa ], [ %.239.7.i87.epil, %B50.endif.i89.epil ]
  %.70.05.unr.i40 = phi i64 [ 0, %B50.endif.preheader.i35 ], [ %unroll_iter.i36, %common.ret.loopexit.unr-lcssa.i42.loopexit.unr-lcssa ], [ %unroll_iter.i36, %B50.endif.i89.epil ]
  %lcmp.mod.not.i41 = icmp eq i64 %xtraiter.i34, 0
  br i1 %lcmp.mod.not.i41, label %for.end.endif, label %B50.endif.epil.preheader.i44

B50.endif.epil.preheader.i44:                     ; preds = %common.ret.loopexit.unr-lcssa.i42
  %scevgep.i43 = getelementptr double, double* %.6.i124, i64 %.70.05.unr.i40
  br label %B50.endif.epil.i52

B50.endif.epil.i52:                               ; preds = %B50.endif.epil.i52, %B50.endif.epil.preheader.i44
  %c.2.06.epil.i45 = phi double [ %.239.epil.i49, %B50.endif.epil.i52 ], [ %c.2.06.unr.i39, %B50.endif.epil.preheader.i44 ]
  %epil.iter.i46 = phi i64 [ %epil.iter.next.i50, %B50.endif.epil.i52 ], [ 0, %B50.endif.epil.preheader.i44 ]
  %scevgep337 = getelementptr double, double* %scevgep.i43, i64 %epil.iter.i46
  %.236.epil.i48 = load double, double* %scevgep337, align 8, !noalias !13
  %.239.epil.i49 = fadd double %c.2.06.epil.i45, %.236.epil.i48
  %epil.iter.next.i50 = add nuw nsw i64 %epil.iter.i46, 1
  %epil.iter.cmp.not.i51 = icmp eq i64 %xtraiter.i34, %epil.iter.next.i50
  br i1 %epil.iter.cmp.not.i51, label %for.end.endif, label %B50.endif.epil.i52, !prof !16, !llvm.loop !18

B50.endif.i89:                                    ; preds = %B50.endif.i89, %B50.endif.preheader.new.i37.new
  %lsr.iv493 = phi i64 [ %lsr.iv.next494, %B50.endif.i89 ], [ %unroll_iter156, %B50.endif.preheader.new.i37.new ]
  %c.2.06.i54 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i37.new ], [ %.239.7.i87.7, %B50.endif.i89 ]
  %.70.05.i55 = phi i64 [ 0, %B50.endif.preheader.new.i37.new ], [ %.182.7.i83.7, %B50.endif.i89 ]
  %scevgep491 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep492 = getelementptr double, double* %scevgep491, i64 -63
  %.236.i57 = load double, double* %scevgep492, align 8, !noalias !13
  %.239.i58 = fadd double %c.2.06.i54, %.236.i57
  %scevgep489 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep490 = getelementptr double, double* %scevgep489, i64 -62
  %.236.1.i61 = load double, double* %scevgep490, align 8, !noalias !13
  %.239.1.i62 = fadd double %.239.i58, %.236.1.i61
  %scevgep487 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep488 = getelementptr double, double* %scevgep487, i64 -61
  %.236.2.i65 = load double, double* %scevgep488, align 8, !noalias !13
  %.239.2.i66 = fadd double %.239.1.i62, %.236.2.i65
  %scevgep485 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep486 = getelementptr double, double* %scevgep485, i64 -60
  %.236.3.i69 = load double, double* %scevgep486, align 8, !noalias !13
  %.239.3.i70 = fadd double %.239.2.i66, %.236.3.i69
  %scevgep483 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep484 = getelementptr double, double* %scevgep483, i64 -59
  %.236.4.i73 = load double, double* %scevgep484, align 8, !noalias !13
  %.239.4.i74 = fadd double %.239.3.i70, %.236.4.i73
  %scevgep481 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep482 = getelementptr double, double* %scevgep481, i64 -58
  %.236.5.i77 = load double, double* %scevgep482, align 8, !noalias !13
  %.239.5.i78 = fadd double %.239.4.i74, %.236.5.i77
  %scevgep479 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep480 = getelementptr double, double* %scevgep479, i64 -57
  %.236.6.i81 = load double, double* %scevgep480, align 8, !noalias !13
  %.239.6.i82 = fadd double %.239.5.i78, %.236.6.i81
  %scevgep477 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep478 = getelementptr double, double* %scevgep477, i64 -56
  %.236.7.i86 = load double, double* %scevgep478, align 8, !noalias !13
  %.239.7.i87 = fadd double %.239.6.i82, %.236.7.i86
  %scevgep446 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep447 = getelementptr double, double* %scevgep446, i64 -55
  %.236.i57.1 = load double, double* %scevgep447, align 8, !noalias !13
  %.239.i58.1 = fadd double %.239.7.i87, %.236.i57.1
  %scevgep448 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep449 = getelementptr double, double* %scevgep448, i64 -54
  %.236.1.i61.1 = load double, double* %scevgep449, align 8, !noalias !13
  %.239.1.i62.1 = fadd double %.239.i58.1, %.236.1.i61.1
  %scevgep450 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep451 = getelementptr double, double* %scevgep450, i64 -53
  %.236.2.i65.1 = load double, double* %scevgep451, align 8, !noalias !13
  %.239.2.i66.1 = fadd double %.239.1.i62.1, %.236.2.i65.1
  %scevgep452 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep453 = getelementptr double, double* %scevgep452, i64 -52
  %.236.3.i69.1 = load double, double* %scevgep453, align 8, !noalias !13
  %.239.3.i70.1 = fadd double %.239.2.i66.1, %.236.3.i69.1
  %scevgep454 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep455 = getelementptr double, double* %scevgep454, i64 -51
  %.236.4.i73.1 = load double, double* %scevgep455, align 8, !noalias !13
  %.239.4.i74.1 = fadd double %.239.3.i70.1, %.236.4.i73.1
  %scevgep456 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep457 = getelementptr double, double* %scevgep456, i64 -50
  %.236.5.i77.1 = load double, double* %scevgep457, align 8, !noalias !13
  %.239.5.i78.1 = fadd double %.239.4.i74.1, %.236.5.i77.1
  %scevgep458 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep459 = getelementptr double, double* %scevgep458, i64 -49
  %.236.6.i81.1 = load double, double* %scevgep459, align 8, !noalias !13
  %.239.6.i82.1 = fadd double %.239.5.i78.1, %.236.6.i81.1
  %scevgep460 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep461 = getelementptr double, double* %scevgep460, i64 -48
  %.236.7.i86.1 = load double, double* %scevgep461, align 8, !noalias !13
  %.239.7.i87.1 = fadd double %.239.6.i82.1, %.236.7.i86.1
  %scevgep430 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep431 = getelementptr double, double* %scevgep430, i64 -47
  %.236.i57.2 = load double, double* %scevgep431, align 8, !noalias !13
  %.239.i58.2 = fadd double %.239.7.i87.1, %.236.i57.2
  %scevgep432 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep433 = getelementptr double, double* %scevgep432, i64 -46
  %.236.1.i61.2 = load double, double* %scevgep433, align 8, !noalias !13
  %.239.1.i62.2 = fadd double %.239.i58.2, %.236.1.i61.2
  %scevgep434 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep435 = getelementptr double, double* %scevgep434, i64 -45
  %.236.2.i65.2 = load double, double* %scevgep435, align 8, !noalias !13
  %.239.2.i66.2 = fadd double %.239.1.i62.2, %.236.2.i65.2
  %scevgep436 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep437 = getelementptr double, double* %scevgep436, i64 -44
  %.236.3.i69.2 = load double, double* %scevgep437, align 8, !noalias !13
  %.239.3.i70.2 = fadd double %.239.2.i66.2, %.236.3.i69.2
  %scevgep438 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep439 = getelementptr double, double* %scevgep438, i64 -43
  %.236.4.i73.2 = load double, double* %scevgep439, align 8, !noalias !13
  %.239.4.i74.2 = fadd double %.239.3.i70.2, %.236.4.i73.2
  %scevgep440 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep441 = getelementptr double, double* %scevgep440, i64 -42
  %.236.5.i77.2 = load double, double* %scevgep441, align 8, !noalias !13
  %.239.5.i78.2 = fadd double %.239.4.i74.2, %.236.5.i77.2
  %scevgep442 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep443 = getelementptr double, double* %scevgep442, i64 -41
  %.236.6.i81.2 = load double, double* %scevgep443, align 8, !noalias !13
  %.239.6.i82.2 = fadd double %.239.5.i78.2, %.236.6.i81.2
  %scevgep444 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep445 = getelementptr double, double* %scevgep444, i64 -40
  %.236.7.i86.2 = load double, double* %scevgep445, align 8, !noalias !13
  %.239.7.i87.2 = fadd double %.239.6.i82.2, %.236.7.i86.2
  %scevgep414 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep415 = getelementptr double, double* %scevgep414, i64 -39
  %.236.i57.3 = load double, double* %scevgep415, align 8, !noalias !13
  %.239.i58.3 = fadd double %.239.7.i87.2, %.236.i57.3
  %scevgep416 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep417 = getelementptr double, double* %scevgep416, i64 -38
  %.236.1.i61.3 = load double, double* %scevgep417, align 8, !noalias !13
  %.239.1.i62.3 = fadd double %.239.i58.3, %.236.1.i61.3
  %scevgep418 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -37
  %.236.2.i65.3 = load double, double* %scevgep419, align 8, !noalias !13
  %.239.2.i66.3 = fadd double %.239.1.i62.3, %.236.2.i65.3
  %scevgep420 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep421 = getelementptr double, double* %scevgep420, i64 -36
  %.236.3.i69.3 = load double, double* %scevgep421, align 8, !noalias !13
  %.239.3.i70.3 = fadd double %.239.2.i66.3, %.236.3.i69.3
  %scevgep422 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep423 = getelementptr double, double* %scevgep422, i64 -35
  %.236.4.i73.3 = load double, double* %scevgep423, align 8, !noalias !13
  %.239.4.i74.3 = fadd double %.239.3.i70.3, %.236.4.i73.3
  %scevgep424 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep425 = getelementptr double, double* %scevgep424, i64 -34
  %.236.5.i77.3 = load double, double* %scevgep425, align 8, !noalias !13
  %.239.5.i78.3 = fadd double %.239.4.i74.3, %.236.5.i77.3
  %scevgep426 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep427 = getelementptr double, double* %scevgep426, i64 -33
  %.236.6.i81.3 = load double, double* %scevgep427, align 8, !noalias !13
  %.239.6.i82.3 = fadd double %.239.5.i78.3, %.236.6.i81.3
  %scevgep428 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep429 = getelementptr double, double* %scevgep428, i64 -32
  %.236.7.i86.3 = load double, double* %scevgep429, align 8, !noalias !13
  %.239.7.i87.3 = fadd double %.239.6.i82.3, %.236.7.i86.3
  %scevgep398 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep399 = getelementptr double, double* %scevgep398, i64 -31
  %.236.i57.4 = load double, double* %scevgep399, align 8, !noalias !13
  %.239.i58.4 = fadd double %.239.7.i87.3, %.236.i57.4
  %scevgep400 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep401 = getelementptr double, double* %scevgep400, i64 -30
  %.236.1.i61.4 = load double, double* %scevgep401, align 8, !noalias !13
  %.239.1.i62.4 = fadd double %.239.i58.4, %.236.1.i61.4
  %scevgep402 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep403 = getelementptr double, double* %scevgep402, i64 -29
  %.236.2.i65.4 = load double, double* %scevgep403, align 8, !noalias !13
  %.239.2.i66.4 = fadd double %.239.1.i62.4, %.236.2.i65.4
  %scevgep404 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep405 = getelementptr double, double* %scevgep404, i64 -28
  %.236.3.i69.4 = load double, double* %scevgep405, align 8, !noalias !13
  %.239.3.i70.4 = fadd double %.239.2.i66.4, %.236.3.i69.4
  %scevgep406 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep407 = getelementptr double, double* %scevgep406, i64 -27
  %.236.4.i73.4 = load double, double* %scevgep407, align 8, !noalias !13
  %.239.4.i74.4 = fadd double %.239.3.i70.4, %.236.4.i73.4
  %scevgep408 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep409 = getelementptr double, double* %scevgep408, i64 -26
  %.236.5.i77.4 = load double, double* %scevgep409, align 8, !noalias !13
  %.239.5.i78.4 = fadd double %.239.4.i74.4, %.236.5.i77.4
  %scevgep410 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep411 = getelementptr double, double* %scevgep410, i64 -25
  %.236.6.i81.4 = load double, double* %scevgep411, align 8, !noalias !13
  %.239.6.i82.4 = fadd double %.239.5.i78.4, %.236.6.i81.4
  %scevgep412 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep413 = getelementptr double, double* %scevgep412, i64 -24
  %.236.7.i86.4 = load double, double* %scevgep413, align 8, !noalias !13
  %.239.7.i87.4 = fadd double %.239.6.i82.4, %.236.7.i86.4
  %scevgep382 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep383 = getelementptr double, double* %scevgep382, i64 -23
  %.236.i57.5 = load double, double* %scevgep383, align 8, !noalias !13
  %.239.i58.5 = fadd double %.239.7.i87.4, %.236.i57.5
  %scevgep384 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep385 = getelementptr double, double* %scevgep384, i64 -22
  %.236.1.i61.5 = load double, double* %scevgep385, align 8, !noalias !13
  %.239.1.i62.5 = fadd double %.239.i58.5, %.236.1.i61.5
  %scevgep386 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep387 = getelementptr double, double* %scevgep386, i64 -21
  %.236.2.i65.5 = load double, double* %scevgep387, align 8, !noalias !13
  %.239.2.i66.5 = fadd double %.239.1.i62.5, %.236.2.i65.5
  %scevgep388 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep389 = getelementptr double, double* %scevgep388, i64 -20
  %.236.3.i69.5 = load double, double* %scevgep389, align 8, !noalias !13
  %.239.3.i70.5 = fadd double %.239.2.i66.5, %.236.3.i69.5
  %scevgep390 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep391 = getelementptr double, double* %scevgep390, i64 -19
  %.236.4.i73.5 = load double, double* %scevgep391, align 8, !noalias !13
  %.239.4.i74.5 = fadd double %.239.3.i70.5, %.236.4.i73.5
  %scevgep392 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep393 = getelementptr double, double* %scevgep392, i64 -18
  %.236.5.i77.5 = load double, double* %scevgep393, align 8, !noalias !13
  %.239.5.i78.5 = fadd double %.239.4.i74.5, %.236.5.i77.5
  %scevgep394 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep395 = getelementptr double, double* %scevgep394, i64 -17
  %.236.6.i81.5 = load double, double* %scevgep395, align 8, !noalias !13
  %.239.6.i82.5 = fadd double %.239.5.i78.5, %.236.6.i81.5
  %scevgep396 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep397 = getelementptr double, double* %scevgep396, i64 -16
  %.236.7.i86.5 = load double, double* %scevgep397, align 8, !noalias !13
  %.239.7.i87.5 = fadd double %.239.6.i82.5, %.236.7.i86.5
  %scevgep366 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep367 = getelementptr double, double* %scevgep366, i64 -15
  %.236.i57.6 = load double, double* %scevgep367, align 8, !noalias !13
  %.239.i58.6 = fadd double %.239.7.i87.5, %.236.i57.6
  %scevgep368 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep369 = getelementptr double, double* %scevgep368, i64 -14
  %.236.1.i61.6 = load double, double* %scevgep369, align 8, !noalias !13
  %.239.1.i62.6 = fadd double %.239.i58.6, %.236.1.i61.6
  %scevgep370 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep371 = getelementptr double, double* %scevgep370, i64 -13
  %.236.2.i65.6 = load double, double* %scevgep371, align 8, !noalias !13
  %.239.2.i66.6 = fadd double %.239.1.i62.6, %.236.2.i65.6
  %scevgep372 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep373 = getelementptr double, double* %scevgep372, i64 -12
  %.236.3.i69.6 = load double, double* %scevgep373, align 8, !noalias !13
  %.239.3.i70.6 = fadd double %.239.2.i66.6, %.236.3.i69.6
  %scevgep374 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep375 = getelementptr double, double* %scevgep374, i64 -11
  %.236.4.i73.6 = load double, double* %scevgep375, align 8, !noalias !13
  %.239.4.i74.6 = fadd double %.239.3.i70.6, %.236.4.i73.6
  %scevgep376 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep377 = getelementptr double, double* %scevgep376, i64 -10
  %.236.5.i77.6 = load double, double* %scevgep377, align 8, !noalias !13
  %.239.5.i78.6 = fadd double %.239.4.i74.6, %.236.5.i77.6
  %scevgep378 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep379 = getelementptr double, double* %scevgep378, i64 -9
  %.236.6.i81.6 = load double, double* %scevgep379, align 8, !noalias !13
  %.239.6.i82.6 = fadd double %.239.5.i78.6, %.236.6.i81.6
  %scevgep380 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep381 = getelementptr double, double* %scevgep380, i64 -8
  %.236.7.i86.6 = load double, double* %scevgep381, align 8, !noalias !13
  %.239.7.i87.6 = fadd double %.239.6.i82.6, %.236.7.i86.6
  %scevgep462 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep463 = getelementptr double, double* %scevgep462, i64 -7
  %.236.i57.7 = load double, double* %scevgep463, align 8, !noalias !13
  %.239.i58.7 = fadd double %.239.7.i87.6, %.236.i57.7
  %scevgep464 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep465 = getelementptr double, double* %scevgep464, i64 -6
  %.236.1.i61.7 = load double, double* %scevgep465, align 8, !noalias !13
  %.239.1.i62.7 = fadd double %.239.i58.7, %.236.1.i61.7
  %scevgep466 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep467 = getelementptr double, double* %scevgep466, i64 -5
  %.236.2.i65.7 = load double, double* %scevgep467, align 8, !noalias !13
  %.239.2.i66.7 = fadd double %.239.1.i62.7, %.236.2.i65.7
  %scevgep468 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep469 = getelementptr double, double* %scevgep468, i64 -4
  %.236.3.i69.7 = load double, double* %scevgep469, align 8, !noalias !13
  %.239.3.i70.7 = fadd double %.239.2.i66.7, %.236.3.i69.7
  %scevgep470 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -3
  %.236.4.i73.7 = load double, double* %scevgep471, align 8, !noalias !13
  %.239.4.i74.7 = fadd double %.239.3.i70.7, %.236.4.i73.7
  %scevgep472 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep473 = getelementptr double, double* %scevgep472, i64 -2
  %.236.5.i77.7 = load double, double* %scevgep473, align 8, !noalias !13
  %.239.5.i78.7 = fadd double %.239.4.i74.7, %.236.5.i77.7
  %scevgep474 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %scevgep475 = getelementptr double, double* %scevgep474, i64 -1
  %.236.6.i81.7 = load double, double* %scevgep475, align 8, !noalias !13
  %.239.6.i82.7 = fadd double %.239.5.i78.7, %.236.6.i81.7
  %.182.7.i83.7 = add i64 %.70.05.i55, 64
  %scevgep476 = getelementptr double, double* %scevgep365, i64 %.70.05.i55
  %.236.7.i86.7 = load double, double* %scevgep476, align 8, !noalias !13
  %.239.7.i87.7 = fadd double %.239.6.i82.7, %.236.7.i86.7
  %lsr.iv.next494 = add i64 %lsr.iv493, -8
  %niter157.ncmp.7 = icmp eq i64 %lsr.iv.next494, 0
  br i1 %niter157.ncmp.7, label %common.ret.loopexit.unr-lcssa.i42.loopexit.unr-lcssa, label %B50.endif.i89, !prof !1

for.end.endif:                                    ; preds = %B50.endif.epil.i52, %common.ret.loopexit.unr-lcssa.i42, %for.end
  %c.2.0.lcssa.i53 = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i38, %common.ret.loopexit.unr-lcssa.i42 ], [ %.239.epil.i49, %B50.endif.epil.i52 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.703 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.53.fca.1.5.0.load, i64 8)
  %.705 = extractvalue { i64, i1 } %.703, 1
  br i1 %.705, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140390049181504, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %for.end.endif
  %.704 = extractvalue { i64, i1 } %.703, 0
  %.7.i.i25 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.704, i32 32), !noalias !19
  %.8.i.i26 = icmp eq i8* %.7.i.i25, null
  br i1 %.8.i.i26, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140390049067328.21, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.5.i23 = getelementptr i8, i8* %.7.i.i25, i64 24
  %42 = bitcast i8* %.5.i23 to double**
  %.6.i24125 = load double*, double** %42, align 8
  %.772117 = icmp sgt i64 %.53.fca.1.5.0.load, 0
  br i1 %.772117, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif
  %43 = add i64 %.53.fca.1.5.0.load, -1
  %xtraiter147 = and i64 %.53.fca.1.5.0.load, 7
  %44 = icmp ult i64 %43, 7
  br i1 %44, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter150 = and i64 %.53.fca.1.5.0.load, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.1119 = phi i64 [ 0, %for.body.1.preheader.new ], [ %69, %for.body.1 ]
  %.768.0118 = phi i64 [ 0, %for.body.1.preheader.new ], [ %spec.select144.7, %for.body.1 ]
  %45 = icmp eq i64 %.53.fca.1.5.0.load, 1
  %spec.select144 = select i1 %45, i64 %.768.0118, i64 %loop.index.1119
  %.781 = getelementptr double, double* %.53.fca.1.4.load, i64 %spec.select144
  %.782 = load double, double* %.781, align 8
  %.12.i = tail call double @llvm.log.f64(double %.782)
  %sunkaddr540 = mul i64 %loop.index.1119, 8
  %46 = bitcast double* %.6.i24125 to i8*
  %sunkaddr541 = getelementptr i8, i8* %46, i64 %sunkaddr540
  %47 = bitcast i8* %sunkaddr541 to double*
  store double %.12.i, double* %47, align 8
  %48 = add i64 %loop.index.1119, 1
  %spec.select144.1 = select i1 %45, i64 %.768.0118, i64 %48
  %.781.1 = getelementptr double, double* %.53.fca.1.4.load, i64 %spec.select144.1
  %.782.1 = load double, double* %.781.1, align 8
  %.12.i.1 = tail call double @llvm.log.f64(double %.782.1)
  %sunkaddr542 = mul i64 %loop.index.1119, 8
  %49 = bitcast double* %.6.i24125 to i8*
  %sunkaddr543 = getelementptr i8, i8* %49, i64 %sunkaddr542
  %sunkaddr544 = getelementptr i8, i8* %sunkaddr543, i64 8
  %50 = bitcast i8* %sunkaddr544 to double*
  store double %.12.i.1, double* %50, align 8
  %51 = add i64 %48, 1
  %spec.select144.2 = select i1 %45, i64 %.768.0118, i64 %51
  %.781.2 = getelementptr double, double* %.53.fca.1.4.load, i64 %spec.select144.2
  %.782.2 = load double, double* %.781.2, align 8
  %.12.i.2 = tail call double @llvm.log.f64(double %.782.2)
  %sunkaddr545 = mul i64 %loop.index.1119, 8
  %52 = bitcast double* %.6.i24125 to i8*
  %sunkaddr546 = getelementptr i8, i8* %52, i64 %sunkaddr545
  %sunkaddr547 = getelementptr i8, i8* %sunkaddr546, i64 16
  %53 = bitcast i8* %sunkaddr547 to double*
  store double %.12.i.2, double* %53, align 8
  %54 = add i64 %51, 1
  %spec.select144.3 = select i1 %45, i64 %.768.0118, i64 %54
  %.781.3 = getelementptr double, double* %.53.fca.1.4.load, i64 %spec.select144.3
  %.782.3 = load double, double* %.781.3, align 8
  %.12.i.3 = tail call double @llvm.log.f64(double %.782.3)
  %sunkaddr548 = mul i64 %loop.index.1119, 8
  %55 = bitcast double* %.6.i24125 to i8*
  %sunkaddr549 = getelementptr i8, i8* %55, i64 %sunkaddr548
  %sunkaddr550 = getelementptr i8, i8* %sunkaddr549, i64 24
  %56 = bitcast i8* %sunkaddr550 to double*
  store double %.12.i.3, double* %56, align 8
  %57 = add i64 %54, 1
  %spec.select144.4 = select i1 %45, i64 %.768.0118, i64 %57
  %.781.4 = getelementptr double, double* %.53.fca.1.4.load, i64 %spec.select144.4
  %.782.4 = load double, double* %.781.4, align 8
  %.12.i.4 = tail call double @llvm.log.f64(double %.782.4)
  %sunkaddr551 = mul i64 %loop.index.1119, 8
  %58 = bitcast double* %.6.i24125 to i8*
  %sunkaddr552 = getelementptr i8, i8* %58, i64 %sunkaddr551
  %sunkaddr553 = getelementptr i8, i8* %sunkaddr552, i64 32
  %59 = bitcast i8* %sunkaddr553 to double*
  store double %.12.i.4, double* %59, align 8
  %60 = add i64 %57, 1
  %spec.select144.5 = select i1 %45, i64 %.768.0118, i64 %60
  %.781.5 = getelementptr double, double* %.53.fca.1.4.load, i64 %spec.select144.5
  %.782.5 = load double, double* %.781.5, align 8
  %.12.i.5 = tail call double @llvm.log.f64(double %.782.5)
  %sunkaddr554 = mul i64 %loop.index.1119, 8
  %61 = bitcast double* %.6.i24125 to i8*
  %sunkaddr555 = getelementptr i8, i8* %61, i64 %sunkaddr554
  %sunkaddr556 = getelementptr i8, i8* %sunkaddr555, i64 40
  %62 = bitcast i8* %sunkaddr556 to double*
  store double %.12.i.5, double* %62, align 8
  %63 = add i64 %60, 1
  %spec.select144.6 = select i1 %45, i64 %.768.0118, i64 %63
  %.781.6 = getelementptr double, double* %.53.fca.1.4.load, i64 %spec.select144.6
  %.782.6 = load double, double* %.781.6, align 8
  %.12.i.6 = tail call double @llvm.log.f64(double %.782.6)
  %sunkaddr557 = mul i64 %loop.index.1119, 8
  %64 = bitcast double* %.6.i24125 to i8*
  %sunkaddr558 = getelementptr i8, i8* %64, i64 %sunkaddr557
  %sunkaddr559 = getelementptr i8, i8* %sunkaddr558, i64 48
  %65 = bitcast i8* %sunkaddr559 to double*
  store double %.12.i.6, double* %65, align 8
  %66 = add i64 %63, 1
  %spec.select144.7 = select i1 %45, i64 %.768.0118, i64 %66
  %.781.7 = getelementptr double, double* %.53.fca.1.4.load, i64 %spec.select144.7
  %.782.7 = load double, double* %.781.7, align 8
  %.12.i.7 = tail call double @llvm.log.f64(double %.782.7)
  %sunkaddr560 = mul i64 %loop.index.1119, 8
  %67 = bitcast double* %.6.i24125 to i8*
  %sunkaddr561 = getelementptr i8, i8* %67, i64 %sunkaddr560
  %sunkaddr562 = getelementptr i8, i8* %sunkaddr561, i64 56
  %68 = bitcast i8* %sunkaddr562 to double*
  store double %.12.i.7, double* %68, align 8
  %.811.7 = add nuw i64 %loop.index.1119, 8
  %69 = add i64 %66, 1
  %niter151.ncmp.7 = icmp eq i64 %69, %unroll_iter150
  br i1 %niter151.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.1119.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.811.7, %for.body.1 ]
  %.768.0118.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select144.7, %for.body.1 ]
  %lcmp.mod149.not = icmp eq i64 %xtraiter147, 0
  br i1 %lcmp.mod149.not, label %for.end.1, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv319 = phi i64 [ %xtraiter147, %for.body.1.epil.preheader ], [ %lsr.iv.next320, %for.body.1.epil ]
  %loop.index.1119.epil = phi i64 [ %.811.epil, %for.body.1.epil ], [ %loop.index.1119.unr, %for.body.1.epil.preheader ]
  %.768.0118.epil = phi i64 [ %spec.select144.epil, %for.body.1.epil ], [ %.768.0118.unr, %for.body.1.epil.preheader ]
  %70 = icmp eq i64 %.53.fca.1.5.0.load, 1
  %spec.select144.epil = select i1 %70, i64 %.768.0118.epil, i64 %loop.index.1119.epil
  %.781.epil = getelementptr double, double* %.53.fca.1.4.load, i64 %spec.select144.epil
  %.782.epil = load double, double* %.781.epil, align 8
  %.12.i.epil = tail call double @llvm.log.f64(double %.782.epil)
  %scevgep318 = getelementptr double, double* %.6.i24125, i64 %loop.index.1119.epil
  store double %.12.i.epil, double* %scevgep318, align 8
  %.811.epil = add nuw nsw i64 %loop.index.1119.epil, 1
  %lsr.iv.next320 = add nsw i64 %lsr.iv319, -1
  %epil.iter148.cmp.not = icmp eq i64 %lsr.iv.next320, 0
  br i1 %epil.iter148.cmp.not, label %for.end.1, label %for.body.1.epil, !llvm.loop !26

for.end.1:                                        ; preds = %for.body.1.epil, %for.end.1.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.53.fca.1.0.load)
  %.68.i = icmp eq i64 %.53.fca.1.5.0.load, 0
  br i1 %.68.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !1

B50.endif.preheader.i:                            ; preds = %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.53.fca.1.5.0.load, i64 1)
  %71 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %72 = icmp ult i64 %71, 7
  br i1 %72, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const516 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const516
  %73 = add nsw i64 %unroll_iter.i, -8
  %74 = lshr exact i64 %73, 3
  %75 = add nuw nsw i64 %74, 1
  %xtraiter = and i64 %75, 7
  %76 = icmp ult i64 %73, 56
  br i1 %76, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const514 = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %75, %const514
  %scevgep188 = getelementptr double, double* %.6.i24125, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %77 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep164 = getelementptr double, double* %.6.i24125, i64 %77
  %78 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %79 = bitcast double* %scevgep164 to i8*
  %uglygep185 = getelementptr i8, i8* %79, i64 %lsr.iv
  %uglygep185186 = bitcast i8* %uglygep185 to double*
  %scevgep187 = getelementptr double, double* %uglygep185186, i64 -7
  %.236.i.epil = load double, double* %scevgep187, align 8, !noalias !27
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep182 = getelementptr i8, i8* %79, i64 %lsr.iv
  %uglygep182183 = bitcast i8* %uglygep182 to double*
  %scevgep184 = getelementptr double, double* %uglygep182183, i64 -6
  %.236.1.i.epil = load double, double* %scevgep184, align 8, !noalias !27
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep179 = getelementptr i8, i8* %79, i64 %lsr.iv
  %uglygep179180 = bitcast i8* %uglygep179 to double*
  %scevgep181 = getelementptr double, double* %uglygep179180, i64 -5
  %.236.2.i.epil = load double, double* %scevgep181, align 8, !noalias !27
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep176 = getelementptr i8, i8* %79, i64 %lsr.iv
  %uglygep176177 = bitcast i8* %uglygep176 to double*
  %scevgep178 = getelementptr double, double* %uglygep176177, i64 -4
  %.236.3.i.epil = load double, double* %scevgep178, align 8, !noalias !27
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep173 = getelementptr i8, i8* %79, i64 %lsr.iv
  %uglygep173174 = bitcast i8* %uglygep173 to double*
  %scevgep175 = getelementptr double, double* %uglygep173174, i64 -3
  %.236.4.i.epil = load double, double* %scevgep175, align 8, !noalias !27
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep170 = getelementptr i8, i8* %79, i64 %lsr.iv
  %uglygep170171 = bitcast i8* %uglygep170 to double*
  %scevgep172 = getelementptr double, double* %uglygep170171, i64 -2
  %.236.5.i.epil = load double, double* %scevgep172, align 8, !noalias !27
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep167 = getelementptr i8, i8* %79, i64 %lsr.iv
  %uglygep167168 = bitcast i8* %uglygep167 to double*
  %scevgep169 = getelementptr double, double* %uglygep167168, i64 -1
  %.236.6.i.epil = load double, double* %scevgep169, align 8, !noalias !27
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %79, i64 %lsr.iv
  %uglygep166 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep166, align 8, !noalias !27
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %78, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !16, !llvm.loop !30

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i24125, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !27
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !16, !llvm.loop !18

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv316 = phi i64 [ %lsr.iv.next317, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep314 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -63
  %.236.i = load double, double* %scevgep315, align 8, !noalias !27
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep312 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -62
  %.236.1.i = load double, double* %scevgep313, align 8, !noalias !27
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep310 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -61
  %.236.2.i = load double, double* %scevgep311, align 8, !noalias !27
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep308 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep309 = getelementptr double, double* %scevgep308, i64 -60
  %.236.3.i = load double, double* %scevgep309, align 8, !noalias !27
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep306 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -59
  %.236.4.i = load double, double* %scevgep307, align 8, !noalias !27
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep304 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep305 = getelementptr double, double* %scevgep304, i64 -58
  %.236.5.i = load double, double* %scevgep305, align 8, !noalias !27
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep302 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep303 = getelementptr double, double* %scevgep302, i64 -57
  %.236.6.i = load double, double* %scevgep303, align 8, !noalias !27
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep300 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep301 = getelementptr double, double* %scevgep300, i64 -56
  %.236.7.i = load double, double* %scevgep301, align 8, !noalias !27
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep269 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep270 = getelementptr double, double* %scevgep269, i64 -55
  %.236.i.1 = load double, double* %scevgep270, align 8, !noalias !27
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep271 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep272 = getelementptr double, double* %scevgep271, i64 -54
  %.236.1.i.1 = load double, double* %scevgep272, align 8, !noalias !27
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep273 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep274 = getelementptr double, double* %scevgep273, i64 -53
  %.236.2.i.1 = load double, double* %scevgep274, align 8, !noalias !27
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep275 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep276 = getelementptr double, double* %scevgep275, i64 -52
  %.236.3.i.1 = load double, double* %scevgep276, align 8, !noalias !27
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep277 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep278 = getelementptr double, double* %scevgep277, i64 -51
  %.236.4.i.1 = load double, double* %scevgep278, align 8, !noalias !27
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep279 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep280 = getelementptr double, double* %scevgep279, i64 -50
  %.236.5.i.1 = load double, double* %scevgep280, align 8, !noalias !27
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep281 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep282 = getelementptr double, double* %scevgep281, i64 -49
  %.236.6.i.1 = load double, double* %scevgep282, align 8, !noalias !27
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep283 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep284 = getelementptr double, double* %scevgep283, i64 -48
  %.236.7.i.1 = load double, double* %scevgep284, align 8, !noalias !27
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep253 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep254 = getelementptr double, double* %scevgep253, i64 -47
  %.236.i.2 = load double, double* %scevgep254, align 8, !noalias !27
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep255 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep256 = getelementptr double, double* %scevgep255, i64 -46
  %.236.1.i.2 = load double, double* %scevgep256, align 8, !noalias !27
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep257 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep258 = getelementptr double, double* %scevgep257, i64 -45
  %.236.2.i.2 = load double, double* %scevgep258, align 8, !noalias !27
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep259 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep260 = getelementptr double, double* %scevgep259, i64 -44
  %.236.3.i.2 = load double, double* %scevgep260, align 8, !noalias !27
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep261 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep262 = getelementptr double, double* %scevgep261, i64 -43
  %.236.4.i.2 = load double, double* %scevgep262, align 8, !noalias !27
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep263 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep264 = getelementptr double, double* %scevgep263, i64 -42
  %.236.5.i.2 = load double, double* %scevgep264, align 8, !noalias !27
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep265 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep266 = getelementptr double, double* %scevgep265, i64 -41
  %.236.6.i.2 = load double, double* %scevgep266, align 8, !noalias !27
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep267 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep268 = getelementptr double, double* %scevgep267, i64 -40
  %.236.7.i.2 = load double, double* %scevgep268, align 8, !noalias !27
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep237 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep238 = getelementptr double, double* %scevgep237, i64 -39
  %.236.i.3 = load double, double* %scevgep238, align 8, !noalias !27
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep239 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep240 = getelementptr double, double* %scevgep239, i64 -38
  %.236.1.i.3 = load double, double* %scevgep240, align 8, !noalias !27
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep241 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep242 = getelementptr double, double* %scevgep241, i64 -37
  %.236.2.i.3 = load double, double* %scevgep242, align 8, !noalias !27
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep243 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep244 = getelementptr double, double* %scevgep243, i64 -36
  %.236.3.i.3 = load double, double* %scevgep244, align 8, !noalias !27
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep245 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep246 = getelementptr double, double* %scevgep245, i64 -35
  %.236.4.i.3 = load double, double* %scevgep246, align 8, !noalias !27
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep247 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -34
  %.236.5.i.3 = load double, double* %scevgep248, align 8, !noalias !27
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep249 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep250 = getelementptr double, double* %scevgep249, i64 -33
  %.236.6.i.3 = load double, double* %scevgep250, align 8, !noalias !27
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep251 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep252 = getelementptr double, double* %scevgep251, i64 -32
  %.236.7.i.3 = load double, double* %scevgep252, align 8, !noalias !27
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep221 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep222 = getelementptr double, double* %scevgep221, i64 -31
  %.236.i.4 = load double, double* %scevgep222, align 8, !noalias !27
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep223 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep224 = getelementptr double, double* %scevgep223, i64 -30
  %.236.1.i.4 = load double, double* %scevgep224, align 8, !noalias !27
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep225 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep226 = getelementptr double, double* %scevgep225, i64 -29
  %.236.2.i.4 = load double, double* %scevgep226, align 8, !noalias !27
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep227 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep228 = getelementptr double, double* %scevgep227, i64 -28
  %.236.3.i.4 = load double, double* %scevgep228, align 8, !noalias !27
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep229 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep230 = getelementptr double, double* %scevgep229, i64 -27
  %.236.4.i.4 = load double, double* %scevgep230, align 8, !noalias !27
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep231 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep232 = getelementptr double, double* %scevgep231, i64 -26
  %.236.5.i.4 = load double, double* %scevgep232, align 8, !noalias !27
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep233 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep234 = getelementptr double, double* %scevgep233, i64 -25
  %.236.6.i.4 = load double, double* %scevgep234, align 8, !noalias !27
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep235 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep236 = getelementptr double, double* %scevgep235, i64 -24
  %.236.7.i.4 = load double, double* %scevgep236, align 8, !noalias !27
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep205 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep206 = getelementptr double, double* %scevgep205, i64 -23
  %.236.i.5 = load double, double* %scevgep206, align 8, !noalias !27
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep207 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep208 = getelementptr double, double* %scevgep207, i64 -22
  %.236.1.i.5 = load double, double* %scevgep208, align 8, !noalias !27
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep209 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep210 = getelementptr double, double* %scevgep209, i64 -21
  %.236.2.i.5 = load double, double* %scevgep210, align 8, !noalias !27
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep211 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep212 = getelementptr double, double* %scevgep211, i64 -20
  %.236.3.i.5 = load double, double* %scevgep212, align 8, !noalias !27
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep213 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep214 = getelementptr double, double* %scevgep213, i64 -19
  %.236.4.i.5 = load double, double* %scevgep214, align 8, !noalias !27
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep215 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep216 = getelementptr double, double* %scevgep215, i64 -18
  %.236.5.i.5 = load double, double* %scevgep216, align 8, !noalias !27
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep217 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep218 = getelementptr double, double* %scevgep217, i64 -17
  %.236.6.i.5 = load double, double* %scevgep218, align 8, !noalias !27
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep219 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep220 = getelementptr double, double* %scevgep219, i64 -16
  %.236.7.i.5 = load double, double* %scevgep220, align 8, !noalias !27
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep189 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -15
  %.236.i.6 = load double, double* %scevgep190, align 8, !noalias !27
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep191 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -14
  %.236.1.i.6 = load double, double* %scevgep192, align 8, !noalias !27
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep193 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -13
  %.236.2.i.6 = load double, double* %scevgep194, align 8, !noalias !27
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep195 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -12
  %.236.3.i.6 = load double, double* %scevgep196, align 8, !noalias !27
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep197 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -11
  %.236.4.i.6 = load double, double* %scevgep198, align 8, !noalias !27
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep199 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -10
  %.236.5.i.6 = load double, double* %scevgep200, align 8, !noalias !27
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep201 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -9
  %.236.6.i.6 = load double, double* %scevgep202, align 8, !noalias !27
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep203 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -8
  %.236.7.i.6 = load double, double* %scevgep204, align 8, !noalias !27
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep285 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep286 = getelementptr double, double* %scevgep285, i64 -7
  %.236.i.7 = load double, double* %scevgep286, align 8, !noalias !27
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep287 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep288 = getelementptr double, double* %scevgep287, i64 -6
  %.236.1.i.7 = load double, double* %scevgep288, align 8, !noalias !27
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep289 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep290 = getelementptr double, double* %scevgep289, i64 -5
  %.236.2.i.7 = load double, double* %scevgep290, align 8, !noalias !27
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep291 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep292 = getelementptr double, double* %scevgep291, i64 -4
  %.236.3.i.7 = load double, double* %scevgep292, align 8, !noalias !27
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep293 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep294 = getelementptr double, double* %scevgep293, i64 -3
  %.236.4.i.7 = load double, double* %scevgep294, align 8, !noalias !27
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep295 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep296 = getelementptr double, double* %scevgep295, i64 -2
  %.236.5.i.7 = load double, double* %scevgep296, align 8, !noalias !27
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep297 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %scevgep298 = getelementptr double, double* %scevgep297, i64 -1
  %.236.6.i.7 = load double, double* %scevgep298, align 8, !noalias !27
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep299 = getelementptr double, double* %scevgep188, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep299, align 8, !noalias !27
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next317 = add i64 %lsr.iv316, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next317, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !1

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i25)
  %.845 = fadd double %c.2.0.lcssa.i53, %c.2.0.lcssa.i
  store double %.845, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.svd_values, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([163 x i8], [163 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !1

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr3 to i8**
  %.37.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.37.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr5 to double**
  %.37.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.6.1.load = load i64, i64* %17, align 8
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %18, i8 0, i64 56, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %19 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %19, i64 24
  %20 = bitcast i8* %sunkaddr10 to i64*
  %.55 = load i64, i64* %20, align 8
  %.56 = icmp ne i64 %.55, 8
  %.57 = icmp ne i32 %.51, 0
  %.58 = or i1 %.57, %.56
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %21 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %22, i64 32
  %23 = bitcast i8* %sunkaddr11 to double**
  %.62.fca.4.load = load double*, double** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %24, i64 40
  %25 = bitcast i8* %sunkaddr12 to i64*
  %.62.fca.5.0.load = load i64, i64* %25, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 poison) #2
  %.80 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.87 = icmp sgt i32 %.79, 0
  %.88 = select i1 %.87, { i8*, i32, i8*, i8*, i32 }* %.80, { i8*, i32, i8*, i8*, i32 }* undef
  %.89 = load double, double* %.69, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.62.fca.0.load)
  switch i32 %.79, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %26 = icmp sgt i32 %.79, 0
  br i1 %26, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.102 = call i8* @PyFloat_FromDouble(double %.89)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.107 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.88, align 8
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 4
  %.109 = icmp sgt i32 %.108, 0
  %.112 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 0
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 1
  br i1 %.109, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.79, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.115 = sext i32 %.114 to i64
  %.116 = call i8* @PyBytes_FromStringAndSize(i8* %.112, i64 %.115)
  %.117 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.88, align 8
  %.118 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 2
  %.120 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 3
  %.121 = bitcast i8* %.120 to i8* (i8*)*
  %.122 = call i8* %.121(i8* %.118)
  %.123 = icmp eq i8* %.122, null
  br i1 %.123, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.136 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 2
  %.137 = call i8* @numba_unpickle(i8* %.112, i32 %.114, i8* %.136)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.139 = phi i8* [ %.127, %entry.endif.endif.endif.e...endif ], [ %.137, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.140.not = icmp eq i8* %.139, null
  br i1 %.140.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !1

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.127 = call i8* @numba_runtime_build_excinfo_struct(i8* %.116, i8* nonnull %.122)
  %.128 = bitcast { i8*, i32, i8*, i8*, i32 }* %.88 to i8*
  call void @NRT_Free(i8* nonnull %.128)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.139)
  br label %common.ret

entry.endif.endif.endif.e...if.2:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
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

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 6
  %.10 = extractvalue [2 x i64] %extracted.strides, 0
  %.11 = extractvalue [2 x i64] %extracted.strides, 1
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.14 = call i32 @_ZN7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* poison, i64 poison, i64 poison, double* %extracted.data.1, i64 %.12, i64 poison) #2
  %.15 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.22 = icmp sgt i32 %.14, 0
  %.23 = select i1 %.22, { i8*, i32, i8*, i8*, i32 }* %.15, { i8*, i32, i8*, i8*, i32 }* undef
  %.24 = load double, double* %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, i32* %.26, align 4
  switch i32 %.14, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.14, 0
  call void @numba_gil_ensure(i32* nonnull %.26)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ], [ %.24, %entry ]
  ret double %common.ret.op

.29:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7faf1b091a10>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.77)
  call void @Py_DecRef(i8* %.77)
  call void @numba_gil_release(i32* nonnull %.26)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.32 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.23, align 8
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 0
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.14, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.29
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.40 = sext i32 %.39 to i64
  %.41 = call i8* @PyBytes_FromStringAndSize(i8* %.37, i64 %.40)
  %.42 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.23, align 8
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 2
  %.45 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 3
  %.46 = bitcast i8* %.45 to i8* (i8*)*
  %.47 = call i8* %.46(i8* %.43)
  %.48 = icmp eq i8* %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 2
  %.62 = call i8* @numba_unpickle(i8* %.37, i32 %.39, i8* %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi i8* [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq i8* %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.52 = call i8* @numba_runtime_build_excinfo_struct(i8* %.41, i8* nonnull %.47)
  %.53 = bitcast { i8*, i32, i8*, i8*, i32 }* %.23 to i8*
  call void @NRT_Free(i8* nonnull %.53)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.64)
  br label %.29

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.29

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.29
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEb({ { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8 %arg.full_matrices) local_unnamed_addr {
entry:
  %.27.i = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  %.73 = icmp eq i64 %arg.a.5.1, 0
  %.76 = icmp eq i64 %arg.a.5.0, 0
  %or.cond = select i1 %.73, i1 true, i1 %.76
  br i1 %or.cond, label %B82, label %B144

common.ret:                                       ; preds = %B270.endif.endif.endif.endif.endif.endif.endif.endif, %B270.endif.endif.endif.endif.endif.endif.endif.if, %B270.endif.endif.endif.endif.endif.endif.if, %B270.endif.endif.endif.if, %B270.endif.endif.if, %B270.endif.if, %B270.if, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit, %B144.if, %B82
  %common.ret.op = phi i32 [ 1, %B82 ], [ 1, %B270.endif.endif.endif.endif.endif.endif.if ], [ 0, %B270.endif.endif.endif.endif.endif.endif.endif.endif ], [ 1, %B144.if ], [ %.35.i, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit ], [ 1, %B270.if ], [ 1, %B270.endif.if ], [ 1, %B270.endif.endif.if ], [ 1, %B270.endif.endif.endif.if ], [ 1, %B270.endif.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B82:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140390052421760, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B144:                                             ; preds = %entry
  %.80.i = icmp eq i64 %arg.a.2, 0
  br label %B44.i

B44.i:                                            ; preds = %B44.endif.i, %B144
  %.82.0.i = phi i64 [ 0, %B144 ], [ %.208..i, %B44.endif.i ]
  %.158.in.i = phi i1 [ %.80.i, %B144 ], [ %not..209.i, %B44.endif.i ]
  br i1 %.158.in.i, label %B144.endif, label %B44.endif.i, !prof !1

B44.endif.i:                                      ; preds = %B44.i
  %.179.i = getelementptr double, double* %arg.a.4, i64 %.82.0.i
  %.208.i = add nsw i64 %.82.0.i, 1
  %.209.i = icmp slt i64 %.208.i, %arg.a.2
  %not..209.i = xor i1 %.209.i, true
  %.208..i = select i1 %.209.i, i64 %.208.i, i64 0, !prof !2
  %.262.i = load double, double* %.179.i, align 8, !noalias !31
  %.271.i = fsub double %.262.i, %.262.i
  %.272.i = fcmp uno double %.271.i, 0.000000e+00
  br i1 %.272.i, label %B144.if, label %B44.i

B0.endif.endif.endif.endif.i:                     ; preds = %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %ucol.2.0, i64 %arg.a.5.0)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %.54.i = shl i64 %arg.a.5.0, 3
  %.55.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.51.i, i64 8)
  %.57.i = extractvalue { i64, i1 } %.55.i, 1
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B270.if, label %B0.endif.endif.endif.endif.endif.i, !prof !1

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.56.i = extractvalue { i64, i1 } %.55.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !35
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B270.if, label %B270.endif, !prof !1

B144.if:                                          ; preds = %B44.endif.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140390050245312, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B144.endif:                                       ; preds = %B44.i
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !45
  tail call void @NRT_incref(i8* %arg.a.0), !noalias !45
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false), !noalias !45
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.27.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !45
  switch i32 %.35.i, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread: ; preds = %B144.endif, %B144.endif
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i to i8*
  %4 = icmp eq i8 %arg.full_matrices, 0
  %.fca.0.gep17.i1994 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i to i8**
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 4
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 2
  %.45.fca.4.load.i = load double*, double** %.fca.4.gep.i, align 8, !noalias !45
  %.45.fca.2.load.i = load i64, i64* %.fca.2.gep.i, align 8, !noalias !45
  %.45.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i1994, align 8, !noalias !45
  tail call void @NRT_decref(i8* %arg.a.0), !noalias !45
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %5 = tail call i64 @llvm.smin.i64(i64 %arg.a.5.1, i64 %arg.a.5.0)
  %JOBZ.2.0 = select i1 %4, i8 83, i8 65
  %ucol.2.0 = select i1 %4, i64 %5, i64 %arg.a.5.0
  %ldvt.2.0 = select i1 %4, i64 %5, i64 %arg.a.5.1
  %.29.i = icmp slt i64 %ucol.2.0, 0
  %.36.i = icmp slt i64 %arg.a.5.0, 0
  %or.cond159 = select i1 %.29.i, i1 true, i1 %.36.i
  br i1 %or.cond159, label %B270.if, label %B0.endif.endif.endif.endif.i, !prof !49

_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit: ; preds = %B144.endif
  %6 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %7 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i to i8*
  %.36.i3 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !45
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %7)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6)
  %.43.i = icmp sgt i32 %.35.i, 0
  %.145 = select i1 %.43.i, { i8*, i32, i8*, i8*, i32 }* %.36.i3, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.145, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.if:                                          ; preds = %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread, %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i
  %excinfo.3.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140390049067328.11, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.140390050990720.9, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.140390050990400, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %8 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %8, align 8, !noalias !50
  %.15.i = icmp slt i64 %5, 0
  br i1 %.15.i, label %B270.endif.if, label %B0.endif.endif.i, !prof !1

B0.endif.endif.i:                                 ; preds = %B270.endif
  %.29.i5 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %5, i64 8)
  %.31.i = extractvalue { i64, i1 } %.29.i5, 1
  br i1 %.31.i, label %B270.endif.if, label %B0.endif.endif.endif.i9, !prof !1

B0.endif.endif.endif.i9:                          ; preds = %B0.endif.endif.i
  %.30.i = extractvalue { i64, i1 } %.29.i5, 0
  %.7.i.i.i7 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !51
  %.8.i.i.i8 = icmp eq i8* %.7.i.i.i7, null
  br i1 %.8.i.i.i8, label %B270.endif.if, label %B270.endif.endif, !prof !1

B270.endif.if:                                    ; preds = %B0.endif.endif.endif.i9, %B0.endif.endif.i, %B270.endif
  %excinfo.4.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140390049067328.16, %B0.endif.endif.endif.i9 ], [ @.const.picklebuf.140390049971264, %B0.endif.endif.i ], [ @.const.picklebuf.140390049834816, %B270.endif ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.4.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.endif.endif:                                 ; preds = %B0.endif.endif.endif.i9
  %.5.i.i11 = getelementptr i8, i8* %.7.i.i.i7, i64 24
  %9 = bitcast i8* %.5.i.i11 to double**
  %.6.i1.i12 = load double*, double** %9, align 8, !noalias !61
  tail call void @NRT_decref(i8* %arg.a.0)
  %.29.i18 = icmp slt i64 %arg.a.5.1, 0
  %.36.i22 = icmp slt i64 %ldvt.2.0, 0
  %or.cond160 = select i1 %.29.i18, i1 true, i1 %.36.i22
  br i1 %or.cond160, label %B270.endif.endif.if, label %B0.endif.endif.endif.endif.i32, !prof !49

B0.endif.endif.endif.endif.i32:                   ; preds = %B270.endif.endif
  %.50.i25 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.1, i64 %ldvt.2.0)
  %.51.i26 = extractvalue { i64, i1 } %.50.i25, 0
  %.52.i27 = extractvalue { i64, i1 } %.50.i25, 1
  %.54.i28 = shl i64 %ldvt.2.0, 3
  %.55.i29 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.51.i26, i64 8)
  %.57.i30 = extractvalue { i64, i1 } %.55.i29, 1
  %.58.i31 = or i1 %.52.i27, %.57.i30
  br i1 %.58.i31, label %B270.endif.endif.if, label %B0.endif.endif.endif.endif.endif.i37, !prof !1

B0.endif.endif.endif.endif.endif.i37:             ; preds = %B0.endif.endif.endif.endif.i32
  %.56.i34 = extractvalue { i64, i1 } %.55.i29, 0
  %.7.i.i.i35 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i34, i32 32), !noalias !62
  %.8.i.i.i36 = icmp eq i8* %.7.i.i.i35, null
  br i1 %.8.i.i.i36, label %B270.endif.endif.if, label %B270.endif.endif.endif, !prof !1

B270.endif.endif.if:                              ; preds = %B0.endif.endif.endif.endif.endif.i37, %B0.endif.endif.endif.endif.i32, %B270.endif.endif
  %excinfo.5.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140390049067328.11, %B0.endif.endif.endif.endif.endif.i37 ], [ @.const.picklebuf.140390050990720.9, %B0.endif.endif.endif.endif.i32 ], [ @.const.picklebuf.140390050990400, %B270.endif.endif ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.5.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif:                           ; preds = %B0.endif.endif.endif.endif.endif.i37
  %.5.i.i39 = getelementptr i8, i8* %.7.i.i.i35, i64 24
  %10 = bitcast i8* %.5.i.i39 to double**
  %.6.i1.i40 = load double*, double** %10, align 8, !noalias !72
  %.463 = tail call i32 @numba_ez_gesdd(i8 100, i8 %JOBZ.2.0, i64 %arg.a.5.0, i64 %arg.a.5.1, double* %.45.fca.4.load.i, i64 %arg.a.5.0, double* %.6.i1.i12, double* %.6.i1.i, i64 %arg.a.5.0, double* %.6.i1.i40, i64 %ldvt.2.0)
  %.9.not.i = icmp eq i32 %.463, 0
  br i1 %.9.not.i, label %B270.endif.endif.endif.endif.endif.if, label %B16.i

B16.i:                                            ; preds = %B270.endif.endif.endif
  %.13.i = icmp slt i32 %.463, 0
  br i1 %.13.i, label %B28.i, label %B270.endif.endif.endif.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !73
  br label %B270.endif.endif.endif.if

B270.endif.endif.endif.if:                        ; preds = %B28.i, %B16.i
  %excinfo.6.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140390050072896.10, %B28.i ], [ @.const.picklebuf.140390049220864, %B16.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.6.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif.endif.endif.if:            ; preds = %B270.endif.endif.endif
  tail call void @NRT_decref(i8* %.45.fca.0.load.i)
  %.553 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 56, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.554 = icmp eq i8* %.553, null
  br i1 %.554, label %B270.endif.endif.endif.endif.endif.endif.if, label %B270.endif.endif.endif.endif.endif.endif.endif, !prof !1

B270.endif.endif.endif.endif.endif.endif.if:      ; preds = %B270.endif.endif.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140390049183104, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B270.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B270.endif.endif.endif.endif.endif.if
  %.5.i = getelementptr i8, i8* %.553, i64 24
  %11 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i137 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %.566 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i137, i64 0, i32 1
  store i64 4, i64* %.566, align 8
  %12 = bitcast i8* %.5.i to i64**
  %.6.i541381 = load i64*, i64** %12, align 8
  store i64 0, i64* %.6.i541381, align 8
  %.6.i56139 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %.578 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i56139, i64 0, i32 2
  store i8 0, i8* %.578, align 1
  %.6.i81140 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %.591 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i81140, i64 0, i32 3
  %.602 = bitcast i64* %.591 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(32) %.602, i8 0, i64 32, i1 false)
  %.6.i77842 = load i64*, i64** %12, align 8
  store i64 4, i64* %.6.i77842, align 8
  %.6.i7385 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %.631 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i7385, i64 0, i32 3
  store i64 %.45.fca.2.load.i, i64* %.631, align 8
  %.6.i6986 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %.645 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i6986, i64 0, i32 3
  %.646 = getelementptr i64, i64* %.645, i64 1
  store i64 %.51.i26, i64* %.646, align 8
  %.6.i6587 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %.659 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i6587, i64 0, i32 3
  %.660 = getelementptr i64, i64* %.659, i64 2
  store i64 %.51.i, i64* %.660, align 8
  %.6.i6188 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %.673 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i6188, i64 0, i32 3
  %.674 = getelementptr i64, i64* %.673, i64 3
  store i64 %5, i64* %.674, align 8
  %.6.i45.i3 = load i64*, i64** %12, align 8, !noalias !77
  %.26.i = load i64, i64* %.6.i45.i3, align 8, !noalias !77
  %.27.i57 = icmp slt i64 %.26.i, 1
  br i1 %.27.i57, label %B270.endif.endif.endif.endif.endif.endif.endif.if, label %B270.endif.endif.endif.endif.endif.endif.endif.endif, !prof !1

B270.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B270.endif.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140390050922688, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B270.endif.endif.endif.endif.endif.endif.endif
  %.737 = mul nsw i64 %ucol.2.0, %arg.a.5.0
  %retptr.repack.repack2035 = bitcast { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack.repack2035, align 8
  %retptr.repack.repack93 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 0, i32 1
  store i8* null, i8** %retptr.repack.repack93, align 8
  %retptr.repack.repack95 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 0, i32 2
  store i64 %.737, i64* %retptr.repack.repack95, align 8
  %retptr.repack.repack97 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 0, i32 3
  store i64 8, i64* %retptr.repack.repack97, align 8
  %retptr.repack.repack99 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 0, i32 4
  store double* %.6.i1.i, double** %retptr.repack.repack99, align 8
  %retptr.repack.repack101.repack = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %retptr.repack.repack101.repack, align 8
  %retptr.repack.repack101.repack105 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 0, i32 5, i64 1
  store i64 %ucol.2.0, i64* %retptr.repack.repack101.repack105, align 8
  %retptr.repack.repack103.repack = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 0, i32 6, i64 0
  store i64 8, i64* %retptr.repack.repack103.repack, align 8
  %retptr.repack.repack103.repack107 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 0, i32 6, i64 1
  store i64 %.54.i, i64* %retptr.repack.repack103.repack107, align 8
  %retptr.repack89.repack = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 0
  store i8* %.7.i.i.i7, i8** %retptr.repack89.repack, align 8
  %retptr.repack89.repack109 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 1
  store i8* null, i8** %retptr.repack89.repack109, align 8
  %retptr.repack89.repack111 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 2
  store i64 %5, i64* %retptr.repack89.repack111, align 8
  %retptr.repack89.repack113 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 3
  store i64 8, i64* %retptr.repack89.repack113, align 8
  %retptr.repack89.repack115 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 4
  store double* %.6.i1.i12, double** %retptr.repack89.repack115, align 8
  %13 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 5, i64 0
  store i64 %5, i64* %13, align 8
  %14 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 6, i64 0
  store i64 8, i64* %14, align 8
  %retptr.repack91.repack = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 0
  store i8* %.7.i.i.i35, i8** %retptr.repack91.repack, align 8
  %retptr.repack91.repack121 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 1
  store i8* null, i8** %retptr.repack91.repack121, align 8
  %retptr.repack91.repack123 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 2
  store i64 %.51.i26, i64* %retptr.repack91.repack123, align 8
  %retptr.repack91.repack125 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 3
  store i64 8, i64* %retptr.repack91.repack125, align 8
  %retptr.repack91.repack127 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 4
  store double* %.6.i1.i40, double** %retptr.repack91.repack127, align 8
  %retptr.repack91.repack129.repack = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 5, i64 0
  store i64 %ldvt.2.0, i64* %retptr.repack91.repack129.repack, align 8
  %retptr.repack91.repack129.repack133 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 5, i64 1
  store i64 %arg.a.5.1, i64* %retptr.repack91.repack129.repack133, align 8
  %retptr.repack91.repack131.repack = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 6, i64 0
  store i64 8, i64* %retptr.repack91.repack131.repack, align 8
  %retptr.repack91.repack131.repack135 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 6, i64 1
  store i64 %.54.i28, i64* %retptr.repack91.repack131.repack135, align 8
  tail call void @NRT_decref(i8* nonnull %.553)
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

define linkonce_odr i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.42 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.1)
  %.43 = extractvalue { i64, i1 } %.42, 0
  %.44 = extractvalue { i64, i1 } %.42, 1
  %.46 = shl i64 %arg.a.5.0, 3
  %.47 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.43, i64 8)
  %.49 = extractvalue { i64, i1 } %.47, 1
  %.50 = or i1 %.44, %.49
  br i1 %.50, label %B0.if, label %B0.endif, !prof !1

common.ret:                                       ; preds = %for.end, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end ], [ 1, %B0.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140390050947712, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.48 = extractvalue { i64, i1 } %.47, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !81
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif, !prof !1

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140390049067328, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i5 = load double*, double** %0, align 8
  %.1203 = icmp sgt i64 %arg.a.5.0, 0
  %.1231 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.1203, i1 %.1231, i1 false
  br i1 %or.cond, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %B0.endif.endif
  %1 = add nsw i64 %arg.a.5.1, -32
  %2 = lshr i64 %1, 5
  %3 = add nuw nsw i64 %2, 1
  %4 = add nsw i64 %arg.a.5.1, -1
  %5 = icmp eq i64 %arg.a.5.0, 1
  br i1 %5, label %for.cond.1.preheader.us.epil, label %for.cond.1.preheader.us.preheader.new

for.cond.1.preheader.us.preheader.new:            ; preds = %for.cond.1.preheader.us.preheader
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter53 = and i64 %arg.a.5.0, -2
  %xtraiter41 = and i64 %arg.a.5.1, 7
  %6 = shl i64 %arg.a.5.1, 4
  %7 = shl i64 %arg.a.5.0, 6
  %scevgep674 = getelementptr double, double* %arg.a.4, i64 %arg.a.5.1
  %8 = add nsw i64 %unroll_iter53, -2
  %9 = lshr exact i64 %8, 1
  %10 = add nuw i64 %9, 1
  %xtraiter194 = and i64 %10, 3
  %11 = icmp ult i64 %8, 6
  br i1 %11, label %for.end.loopexit.unr-lcssa.unr-lcssa, label %for.cond.1.preheader.us.preheader.new.new

for.cond.1.preheader.us.preheader.new.new:        ; preds = %for.cond.1.preheader.us.preheader.new
  %unroll_iter216 = and i64 %10, -4
  %scevgep561 = getelementptr double, double* %.6.i5, i64 1
  %scevgep602 = getelementptr double, double* %.6.i5, i64 2
  %12 = shl i64 %arg.a.5.1, 1
  %scevgep608 = getelementptr double, double* %arg.a.4, i64 %12
  %13 = shl i64 %arg.a.5.1, 6
  %scevgep647 = getelementptr double, double* %.6.i5, i64 3
  %14 = mul i64 %arg.a.5.1, 3
  %scevgep653 = getelementptr double, double* %arg.a.4, i64 %14
  %scevgep694 = getelementptr double, double* %.6.i5, i64 4
  %15 = shl i64 %arg.a.5.1, 2
  %scevgep700 = getelementptr double, double* %arg.a.4, i64 %15
  %scevgep739 = getelementptr double, double* %.6.i5, i64 5
  %16 = mul i64 %arg.a.5.1, 5
  %scevgep745 = getelementptr double, double* %arg.a.4, i64 %16
  %scevgep784 = getelementptr double, double* %.6.i5, i64 6
  %17 = mul i64 %arg.a.5.1, 6
  %scevgep790 = getelementptr double, double* %arg.a.4, i64 %17
  %scevgep829 = getelementptr double, double* %.6.i5, i64 7
  %18 = mul i64 %arg.a.5.1, 7
  %scevgep835 = getelementptr double, double* %arg.a.4, i64 %18
  %19 = add i64 %unroll_iter216, -4
  %20 = shl i64 %19, 1
  %21 = mul i64 %xtraiter41, %arg.a.5.0
  %scevgep957 = getelementptr double, double* %.6.i5, i64 %21
  %22 = add i64 %21, 2
  %scevgep1045 = getelementptr double, double* %.6.i5, i64 %22
  %23 = add i64 %21, 4
  %scevgep1133 = getelementptr double, double* %.6.i5, i64 %23
  %24 = add i64 %21, 6
  %scevgep1221 = getelementptr double, double* %.6.i5, i64 %24
  %25 = shl i64 %19, 1
  %26 = shl i64 %19, 4
  %27 = add i64 %arg.a.5.1, -8
  %28 = lshr i64 %27, 3
  %29 = add nuw nsw i64 %28, 1
  %xtraiter675 = and i64 %29, 7
  %unroll_iter688 = and i64 %29, %const
  %30 = add nuw nsw i64 %xtraiter41, 63
  %scevgep1824 = getelementptr double, double* %arg.a.4, i64 %30
  %31 = shl nuw nsw i64 %xtraiter675, 6
  %32 = add nuw nsw i64 %xtraiter41, 4
  %scevgep2088 = getelementptr double, double* %arg.a.4, i64 %32
  %33 = add i64 %arg.a.5.1, %xtraiter41
  %34 = add i64 %33, 63
  %scevgep2134 = getelementptr double, double* %arg.a.4, i64 %34
  %35 = add i64 %21, 1
  %scevgep2265 = getelementptr double, double* %.6.i5, i64 %35
  %36 = shl i64 %arg.a.5.0, 9
  %37 = shl nuw nsw i64 %xtraiter675, 6
  %38 = add i64 %arg.a.5.1, %xtraiter41
  %39 = add i64 %38, 4
  %scevgep2407 = getelementptr double, double* %arg.a.4, i64 %39
  %40 = add i64 %12, %xtraiter41
  %41 = add i64 %40, 63
  %scevgep2453 = getelementptr double, double* %arg.a.4, i64 %41
  %42 = shl nuw nsw i64 %xtraiter675, 6
  %43 = add i64 %40, 4
  %scevgep2717 = getelementptr double, double* %arg.a.4, i64 %43
  %44 = add i64 %14, %xtraiter41
  %45 = add i64 %44, 63
  %scevgep2763 = getelementptr double, double* %arg.a.4, i64 %45
  %46 = add i64 %21, 3
  %scevgep2894 = getelementptr double, double* %.6.i5, i64 %46
  %47 = shl nuw nsw i64 %xtraiter675, 6
  %48 = add i64 %44, 4
  %scevgep3036 = getelementptr double, double* %arg.a.4, i64 %48
  %49 = add i64 %15, %xtraiter41
  %50 = add i64 %49, 63
  %scevgep3082 = getelementptr double, double* %arg.a.4, i64 %50
  %51 = shl nuw nsw i64 %xtraiter675, 6
  %52 = add i64 %49, 4
  %scevgep3346 = getelementptr double, double* %arg.a.4, i64 %52
  %53 = add i64 %16, %xtraiter41
  %54 = add i64 %53, 63
  %scevgep3392 = getelementptr double, double* %arg.a.4, i64 %54
  %55 = add i64 %21, 5
  %scevgep3523 = getelementptr double, double* %.6.i5, i64 %55
  %56 = shl nuw nsw i64 %xtraiter675, 6
  %57 = add i64 %53, 4
  %scevgep3665 = getelementptr double, double* %arg.a.4, i64 %57
  %58 = add i64 %17, %xtraiter41
  %59 = add i64 %58, 63
  %scevgep3711 = getelementptr double, double* %arg.a.4, i64 %59
  %60 = shl nuw nsw i64 %xtraiter675, 6
  %61 = add i64 %58, 4
  %scevgep3975 = getelementptr double, double* %arg.a.4, i64 %61
  %62 = add i64 %18, %xtraiter41
  %63 = add i64 %62, 63
  %scevgep4021 = getelementptr double, double* %arg.a.4, i64 %63
  %64 = add i64 %21, 7
  %scevgep4152 = getelementptr double, double* %.6.i5, i64 %64
  %65 = shl nuw nsw i64 %xtraiter675, 6
  %66 = add i64 %62, 4
  %scevgep4294 = getelementptr double, double* %arg.a.4, i64 %66
  br label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.end.1.loopexit.us.1.3, %for.cond.1.preheader.us.preheader.new.new
  %lsr.iv4295 = phi double* [ %177, %for.end.1.loopexit.us.1.3 ], [ %scevgep4294, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv4153 = phi double* [ %scevgep4154, %for.end.1.loopexit.us.1.3 ], [ %scevgep4152, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv4022 = phi double* [ %176, %for.end.1.loopexit.us.1.3 ], [ %scevgep4021, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv3976 = phi double* [ %175, %for.end.1.loopexit.us.1.3 ], [ %scevgep3975, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv3712 = phi double* [ %174, %for.end.1.loopexit.us.1.3 ], [ %scevgep3711, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv3666 = phi double* [ %173, %for.end.1.loopexit.us.1.3 ], [ %scevgep3665, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv3524 = phi double* [ %scevgep3525, %for.end.1.loopexit.us.1.3 ], [ %scevgep3523, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv3393 = phi double* [ %172, %for.end.1.loopexit.us.1.3 ], [ %scevgep3392, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv3347 = phi double* [ %171, %for.end.1.loopexit.us.1.3 ], [ %scevgep3346, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv3083 = phi double* [ %170, %for.end.1.loopexit.us.1.3 ], [ %scevgep3082, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv3037 = phi double* [ %169, %for.end.1.loopexit.us.1.3 ], [ %scevgep3036, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv2895 = phi double* [ %scevgep2896, %for.end.1.loopexit.us.1.3 ], [ %scevgep2894, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv2764 = phi double* [ %168, %for.end.1.loopexit.us.1.3 ], [ %scevgep2763, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv2718 = phi double* [ %167, %for.end.1.loopexit.us.1.3 ], [ %scevgep2717, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv2454 = phi double* [ %166, %for.end.1.loopexit.us.1.3 ], [ %scevgep2453, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv2408 = phi double* [ %165, %for.end.1.loopexit.us.1.3 ], [ %scevgep2407, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv2266 = phi double* [ %scevgep2267, %for.end.1.loopexit.us.1.3 ], [ %scevgep2265, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv2135 = phi double* [ %164, %for.end.1.loopexit.us.1.3 ], [ %scevgep2134, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv2089 = phi double* [ %163, %for.end.1.loopexit.us.1.3 ], [ %scevgep2088, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv1825 = phi double* [ %162, %for.end.1.loopexit.us.1.3 ], [ %scevgep1824, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv1222 = phi double* [ %scevgep1223, %for.end.1.loopexit.us.1.3 ], [ %scevgep1221, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv1134 = phi double* [ %scevgep1135, %for.end.1.loopexit.us.1.3 ], [ %scevgep1133, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv1046 = phi double* [ %scevgep1047, %for.end.1.loopexit.us.1.3 ], [ %scevgep1045, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv958 = phi double* [ %scevgep959, %for.end.1.loopexit.us.1.3 ], [ %scevgep957, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv836 = phi double* [ %161, %for.end.1.loopexit.us.1.3 ], [ %scevgep835, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv830 = phi double* [ %scevgep831, %for.end.1.loopexit.us.1.3 ], [ %scevgep829, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv791 = phi double* [ %160, %for.end.1.loopexit.us.1.3 ], [ %scevgep790, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv785 = phi double* [ %scevgep786, %for.end.1.loopexit.us.1.3 ], [ %scevgep784, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv746 = phi double* [ %159, %for.end.1.loopexit.us.1.3 ], [ %scevgep745, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv740 = phi double* [ %scevgep741, %for.end.1.loopexit.us.1.3 ], [ %scevgep739, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv701 = phi double* [ %158, %for.end.1.loopexit.us.1.3 ], [ %scevgep700, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv695 = phi double* [ %scevgep696, %for.end.1.loopexit.us.1.3 ], [ %scevgep694, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv654 = phi double* [ %157, %for.end.1.loopexit.us.1.3 ], [ %scevgep653, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv648 = phi double* [ %scevgep649, %for.end.1.loopexit.us.1.3 ], [ %scevgep647, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv609 = phi double* [ %156, %for.end.1.loopexit.us.1.3 ], [ %scevgep608, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv603 = phi double* [ %scevgep604, %for.end.1.loopexit.us.1.3 ], [ %scevgep602, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv562 = phi double* [ %scevgep563, %for.end.1.loopexit.us.1.3 ], [ %scevgep561, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv523 = phi double* [ %scevgep524, %for.end.1.loopexit.us.1.3 ], [ %.6.i5, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv675 = phi double* [ %155, %for.end.1.loopexit.us.1.3 ], [ %scevgep674, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv451 = phi double* [ %154, %for.end.1.loopexit.us.1.3 ], [ %arg.a.4, %for.cond.1.preheader.us.preheader.new.new ]
  %niter217 = phi i64 [ %niter217.next.3, %for.end.1.loopexit.us.1.3 ], [ 0, %for.cond.1.preheader.us.preheader.new.new ]
  %67 = icmp eq i64 %xtraiter41, 0
  br i1 %67, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv1820 = phi double* [ %lsr.iv523, %for.body.1.us.prol.preheader ], [ %68, %for.body.1.us.prol ]
  %loop.index.12.us.prol = phi i64 [ %.139.us.prol, %for.body.1.us.prol ], [ 0, %for.body.1.us.prol.preheader ]
  %lsr.iv18201821 = bitcast double* %lsr.iv1820 to i1*
  %scevgep1823 = getelementptr double, double* %lsr.iv451, i64 %loop.index.12.us.prol
  %.137.us.prol = load double, double* %scevgep1823, align 8
  store double %.137.us.prol, double* %lsr.iv1820, align 8
  %.139.us.prol = add nuw nsw i64 %loop.index.12.us.prol, 1
  %scevgep1822 = getelementptr i1, i1* %lsr.iv18201821, i64 %.46
  %68 = bitcast i1* %scevgep1822 to double*
  %prol.iter.cmp.not = icmp eq i64 %xtraiter41, %.139.us.prol
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !88

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader
  %69 = icmp ult i64 %4, 7
  br i1 %69, label %for.body.1.us.preheader.1, label %for.body.1.us.preheader663

for.body.1.us.preheader663:                       ; preds = %for.body.1.us.prol.loopexit
  %70 = icmp ult i64 %27, 56
  br i1 %70, label %for.body.1.us.preheader.1.loopexit.unr-lcssa, label %for.body.1.us.preheader808

for.body.1.us.preheader808:                       ; preds = %for.body.1.us.preheader663
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader808, %for.body.1.us
  %lsr.iv1955 = phi i64 [ %unroll_iter688, %for.body.1.us.preheader808 ], [ %lsr.iv.next1956, %for.body.1.us ]
  %lsr.iv967 = phi i64 [ %lsr.iv.next968.7, %for.body.1.us ], [ 0, %for.body.1.us.preheader808 ]
  %lsr.iv960 = phi double* [ %uglygep20842085, %for.body.1.us ], [ %lsr.iv958, %for.body.1.us.preheader808 ]
  %lsr.iv9601957 = bitcast double* %lsr.iv960 to i8*
  %lsr.iv960961 = bitcast double* %lsr.iv960 to i1*
  %scevgep1951 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1952 = getelementptr double, double* %scevgep1951, i64 -63
  %.137.us = load double, double* %scevgep1952, align 8
  store double %.137.us, double* %lsr.iv960, align 8
  %scevgep1949 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1950 = getelementptr double, double* %scevgep1949, i64 -62
  %.137.us.1 = load double, double* %scevgep1950, align 8
  %uglygep1958 = getelementptr i8, i8* %lsr.iv9601957, i64 %.46
  %uglygep19581959 = bitcast i8* %uglygep1958 to double*
  store double %.137.us.1, double* %uglygep19581959, align 8
  %scevgep1947 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1948 = getelementptr double, double* %scevgep1947, i64 -61
  %.137.us.2 = load double, double* %scevgep1948, align 8
  %uglygep1960 = getelementptr i8, i8* %uglygep1958, i64 %.46
  %uglygep19601961 = bitcast i8* %uglygep1960 to double*
  store double %.137.us.2, double* %uglygep19601961, align 8
  %scevgep1945 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1946 = getelementptr double, double* %scevgep1945, i64 -60
  %.137.us.3 = load double, double* %scevgep1946, align 8
  %uglygep1962 = getelementptr i8, i8* %uglygep1960, i64 %.46
  %uglygep19621963 = bitcast i8* %uglygep1962 to double*
  store double %.137.us.3, double* %uglygep19621963, align 8
  %scevgep1943 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1944 = getelementptr double, double* %scevgep1943, i64 -59
  %.137.us.4 = load double, double* %scevgep1944, align 8
  %uglygep1964 = getelementptr i8, i8* %uglygep1962, i64 %.46
  %uglygep19641965 = bitcast i8* %uglygep1964 to double*
  store double %.137.us.4, double* %uglygep19641965, align 8
  %scevgep1941 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1942 = getelementptr double, double* %scevgep1941, i64 -58
  %.137.us.5 = load double, double* %scevgep1942, align 8
  %uglygep1966 = getelementptr i8, i8* %uglygep1964, i64 %.46
  %uglygep19661967 = bitcast i8* %uglygep1966 to double*
  store double %.137.us.5, double* %uglygep19661967, align 8
  %scevgep1939 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1940 = getelementptr double, double* %scevgep1939, i64 -57
  %.137.us.6 = load double, double* %scevgep1940, align 8
  %uglygep1968 = getelementptr i8, i8* %uglygep1966, i64 %.46
  %uglygep19681969 = bitcast i8* %uglygep1968 to double*
  store double %.137.us.6, double* %uglygep19681969, align 8
  %scevgep1953 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1954 = getelementptr double, double* %scevgep1953, i64 -56
  %.137.us.7 = load double, double* %scevgep1954, align 8
  %uglygep1970 = getelementptr i8, i8* %uglygep1968, i64 %.46
  %uglygep19701971 = bitcast i8* %uglygep1970 to double*
  store double %.137.us.7, double* %uglygep19701971, align 8
  %scevgep962 = getelementptr i1, i1* %lsr.iv960961, i64 %7
  %scevgep1908 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1909 = getelementptr double, double* %scevgep1908, i64 -55
  %.137.us.1690 = load double, double* %scevgep1909, align 8
  %uglygep1972 = getelementptr i8, i8* %uglygep1970, i64 %.46
  %uglygep19721973 = bitcast i8* %uglygep1972 to double*
  store double %.137.us.1690, double* %uglygep19721973, align 8
  %scevgep1910 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1911 = getelementptr double, double* %scevgep1910, i64 -54
  %.137.us.1.1691 = load double, double* %scevgep1911, align 8
  %uglygep1974 = getelementptr i8, i8* %uglygep1972, i64 %.46
  %uglygep19741975 = bitcast i8* %uglygep1974 to double*
  store double %.137.us.1.1691, double* %uglygep19741975, align 8
  %scevgep1912 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1913 = getelementptr double, double* %scevgep1912, i64 -53
  %.137.us.2.1692 = load double, double* %scevgep1913, align 8
  %uglygep1976 = getelementptr i8, i8* %uglygep1974, i64 %.46
  %uglygep19761977 = bitcast i8* %uglygep1976 to double*
  store double %.137.us.2.1692, double* %uglygep19761977, align 8
  %scevgep1914 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1915 = getelementptr double, double* %scevgep1914, i64 -52
  %.137.us.3.1693 = load double, double* %scevgep1915, align 8
  %uglygep1978 = getelementptr i8, i8* %uglygep1976, i64 %.46
  %uglygep19781979 = bitcast i8* %uglygep1978 to double*
  store double %.137.us.3.1693, double* %uglygep19781979, align 8
  %scevgep1916 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1917 = getelementptr double, double* %scevgep1916, i64 -51
  %.137.us.4.1694 = load double, double* %scevgep1917, align 8
  %uglygep1980 = getelementptr i8, i8* %uglygep1978, i64 %.46
  %uglygep19801981 = bitcast i8* %uglygep1980 to double*
  store double %.137.us.4.1694, double* %uglygep19801981, align 8
  %scevgep1918 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1919 = getelementptr double, double* %scevgep1918, i64 -50
  %.137.us.5.1695 = load double, double* %scevgep1919, align 8
  %uglygep1982 = getelementptr i8, i8* %uglygep1980, i64 %.46
  %uglygep19821983 = bitcast i8* %uglygep1982 to double*
  store double %.137.us.5.1695, double* %uglygep19821983, align 8
  %scevgep1920 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1921 = getelementptr double, double* %scevgep1920, i64 -49
  %.137.us.6.1696 = load double, double* %scevgep1921, align 8
  %uglygep1984 = getelementptr i8, i8* %uglygep1982, i64 %.46
  %uglygep19841985 = bitcast i8* %uglygep1984 to double*
  store double %.137.us.6.1696, double* %uglygep19841985, align 8
  %scevgep1922 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1923 = getelementptr double, double* %scevgep1922, i64 -48
  %.137.us.7.1697 = load double, double* %scevgep1923, align 8
  %uglygep1986 = getelementptr i8, i8* %uglygep1984, i64 %.46
  %uglygep19861987 = bitcast i8* %uglygep1986 to double*
  store double %.137.us.7.1697, double* %uglygep19861987, align 8
  %scevgep962.1 = getelementptr i1, i1* %scevgep962, i64 %7
  %scevgep1892 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1893 = getelementptr double, double* %scevgep1892, i64 -47
  %.137.us.2700 = load double, double* %scevgep1893, align 8
  %uglygep1988 = getelementptr i8, i8* %uglygep1986, i64 %.46
  %uglygep19881989 = bitcast i8* %uglygep1988 to double*
  store double %.137.us.2700, double* %uglygep19881989, align 8
  %scevgep1894 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1895 = getelementptr double, double* %scevgep1894, i64 -46
  %.137.us.1.2701 = load double, double* %scevgep1895, align 8
  %uglygep1990 = getelementptr i8, i8* %uglygep1988, i64 %.46
  %uglygep19901991 = bitcast i8* %uglygep1990 to double*
  store double %.137.us.1.2701, double* %uglygep19901991, align 8
  %scevgep1896 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1897 = getelementptr double, double* %scevgep1896, i64 -45
  %.137.us.2.2702 = load double, double* %scevgep1897, align 8
  %uglygep1992 = getelementptr i8, i8* %uglygep1990, i64 %.46
  %uglygep19921993 = bitcast i8* %uglygep1992 to double*
  store double %.137.us.2.2702, double* %uglygep19921993, align 8
  %scevgep1898 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1899 = getelementptr double, double* %scevgep1898, i64 -44
  %.137.us.3.2703 = load double, double* %scevgep1899, align 8
  %uglygep1994 = getelementptr i8, i8* %uglygep1992, i64 %.46
  %uglygep19941995 = bitcast i8* %uglygep1994 to double*
  store double %.137.us.3.2703, double* %uglygep19941995, align 8
  %scevgep1900 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1901 = getelementptr double, double* %scevgep1900, i64 -43
  %.137.us.4.2704 = load double, double* %scevgep1901, align 8
  %uglygep1996 = getelementptr i8, i8* %uglygep1994, i64 %.46
  %uglygep19961997 = bitcast i8* %uglygep1996 to double*
  store double %.137.us.4.2704, double* %uglygep19961997, align 8
  %scevgep1902 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1903 = getelementptr double, double* %scevgep1902, i64 -42
  %.137.us.5.2705 = load double, double* %scevgep1903, align 8
  %uglygep1998 = getelementptr i8, i8* %uglygep1996, i64 %.46
  %uglygep19981999 = bitcast i8* %uglygep1998 to double*
  store double %.137.us.5.2705, double* %uglygep19981999, align 8
  %scevgep1904 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1905 = getelementptr double, double* %scevgep1904, i64 -41
  %.137.us.6.2706 = load double, double* %scevgep1905, align 8
  %uglygep2000 = getelementptr i8, i8* %uglygep1998, i64 %.46
  %uglygep20002001 = bitcast i8* %uglygep2000 to double*
  store double %.137.us.6.2706, double* %uglygep20002001, align 8
  %scevgep1906 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1907 = getelementptr double, double* %scevgep1906, i64 -40
  %.137.us.7.2707 = load double, double* %scevgep1907, align 8
  %uglygep2002 = getelementptr i8, i8* %uglygep2000, i64 %.46
  %uglygep20022003 = bitcast i8* %uglygep2002 to double*
  store double %.137.us.7.2707, double* %uglygep20022003, align 8
  %scevgep962.2 = getelementptr i1, i1* %scevgep962.1, i64 %7
  %scevgep1876 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1877 = getelementptr double, double* %scevgep1876, i64 -39
  %.137.us.3710 = load double, double* %scevgep1877, align 8
  %uglygep2004 = getelementptr i8, i8* %uglygep2002, i64 %.46
  %uglygep20042005 = bitcast i8* %uglygep2004 to double*
  store double %.137.us.3710, double* %uglygep20042005, align 8
  %scevgep1878 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1879 = getelementptr double, double* %scevgep1878, i64 -38
  %.137.us.1.3711 = load double, double* %scevgep1879, align 8
  %uglygep2006 = getelementptr i8, i8* %uglygep2004, i64 %.46
  %uglygep20062007 = bitcast i8* %uglygep2006 to double*
  store double %.137.us.1.3711, double* %uglygep20062007, align 8
  %scevgep1880 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1881 = getelementptr double, double* %scevgep1880, i64 -37
  %.137.us.2.3712 = load double, double* %scevgep1881, align 8
  %uglygep2008 = getelementptr i8, i8* %uglygep2006, i64 %.46
  %uglygep20082009 = bitcast i8* %uglygep2008 to double*
  store double %.137.us.2.3712, double* %uglygep20082009, align 8
  %scevgep1882 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1883 = getelementptr double, double* %scevgep1882, i64 -36
  %.137.us.3.3713 = load double, double* %scevgep1883, align 8
  %uglygep2010 = getelementptr i8, i8* %uglygep2008, i64 %.46
  %uglygep20102011 = bitcast i8* %uglygep2010 to double*
  store double %.137.us.3.3713, double* %uglygep20102011, align 8
  %scevgep1884 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1885 = getelementptr double, double* %scevgep1884, i64 -35
  %.137.us.4.3714 = load double, double* %scevgep1885, align 8
  %uglygep2012 = getelementptr i8, i8* %uglygep2010, i64 %.46
  %uglygep20122013 = bitcast i8* %uglygep2012 to double*
  store double %.137.us.4.3714, double* %uglygep20122013, align 8
  %scevgep1886 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1887 = getelementptr double, double* %scevgep1886, i64 -34
  %.137.us.5.3715 = load double, double* %scevgep1887, align 8
  %uglygep2014 = getelementptr i8, i8* %uglygep2012, i64 %.46
  %uglygep20142015 = bitcast i8* %uglygep2014 to double*
  store double %.137.us.5.3715, double* %uglygep20142015, align 8
  %scevgep1888 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1889 = getelementptr double, double* %scevgep1888, i64 -33
  %.137.us.6.3716 = load double, double* %scevgep1889, align 8
  %uglygep2016 = getelementptr i8, i8* %uglygep2014, i64 %.46
  %uglygep20162017 = bitcast i8* %uglygep2016 to double*
  store double %.137.us.6.3716, double* %uglygep20162017, align 8
  %scevgep1890 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1891 = getelementptr double, double* %scevgep1890, i64 -32
  %.137.us.7.3717 = load double, double* %scevgep1891, align 8
  %uglygep2018 = getelementptr i8, i8* %uglygep2016, i64 %.46
  %uglygep20182019 = bitcast i8* %uglygep2018 to double*
  store double %.137.us.7.3717, double* %uglygep20182019, align 8
  %scevgep962.3 = getelementptr i1, i1* %scevgep962.2, i64 %7
  %scevgep1860 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1861 = getelementptr double, double* %scevgep1860, i64 -31
  %.137.us.4720 = load double, double* %scevgep1861, align 8
  %uglygep2020 = getelementptr i8, i8* %uglygep2018, i64 %.46
  %uglygep20202021 = bitcast i8* %uglygep2020 to double*
  store double %.137.us.4720, double* %uglygep20202021, align 8
  %scevgep1862 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1863 = getelementptr double, double* %scevgep1862, i64 -30
  %.137.us.1.4 = load double, double* %scevgep1863, align 8
  %uglygep2022 = getelementptr i8, i8* %uglygep2020, i64 %.46
  %uglygep20222023 = bitcast i8* %uglygep2022 to double*
  store double %.137.us.1.4, double* %uglygep20222023, align 8
  %scevgep1864 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1865 = getelementptr double, double* %scevgep1864, i64 -29
  %.137.us.2.4 = load double, double* %scevgep1865, align 8
  %uglygep2024 = getelementptr i8, i8* %uglygep2022, i64 %.46
  %uglygep20242025 = bitcast i8* %uglygep2024 to double*
  store double %.137.us.2.4, double* %uglygep20242025, align 8
  %scevgep1866 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1867 = getelementptr double, double* %scevgep1866, i64 -28
  %.137.us.3.4 = load double, double* %scevgep1867, align 8
  %uglygep2026 = getelementptr i8, i8* %uglygep2024, i64 %.46
  %uglygep20262027 = bitcast i8* %uglygep2026 to double*
  store double %.137.us.3.4, double* %uglygep20262027, align 8
  %scevgep1868 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1869 = getelementptr double, double* %scevgep1868, i64 -27
  %.137.us.4.4 = load double, double* %scevgep1869, align 8
  %uglygep2028 = getelementptr i8, i8* %uglygep2026, i64 %.46
  %uglygep20282029 = bitcast i8* %uglygep2028 to double*
  store double %.137.us.4.4, double* %uglygep20282029, align 8
  %scevgep1870 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1871 = getelementptr double, double* %scevgep1870, i64 -26
  %.137.us.5.4 = load double, double* %scevgep1871, align 8
  %uglygep2030 = getelementptr i8, i8* %uglygep2028, i64 %.46
  %uglygep20302031 = bitcast i8* %uglygep2030 to double*
  store double %.137.us.5.4, double* %uglygep20302031, align 8
  %scevgep1872 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1873 = getelementptr double, double* %scevgep1872, i64 -25
  %.137.us.6.4 = load double, double* %scevgep1873, align 8
  %uglygep2032 = getelementptr i8, i8* %uglygep2030, i64 %.46
  %uglygep20322033 = bitcast i8* %uglygep2032 to double*
  store double %.137.us.6.4, double* %uglygep20322033, align 8
  %scevgep1874 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1875 = getelementptr double, double* %scevgep1874, i64 -24
  %.137.us.7.4 = load double, double* %scevgep1875, align 8
  %uglygep2034 = getelementptr i8, i8* %uglygep2032, i64 %.46
  %uglygep20342035 = bitcast i8* %uglygep2034 to double*
  store double %.137.us.7.4, double* %uglygep20342035, align 8
  %scevgep962.4 = getelementptr i1, i1* %scevgep962.3, i64 %7
  %scevgep1844 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1845 = getelementptr double, double* %scevgep1844, i64 -23
  %.137.us.5721 = load double, double* %scevgep1845, align 8
  %uglygep2036 = getelementptr i8, i8* %uglygep2034, i64 %.46
  %uglygep20362037 = bitcast i8* %uglygep2036 to double*
  store double %.137.us.5721, double* %uglygep20362037, align 8
  %scevgep1846 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1847 = getelementptr double, double* %scevgep1846, i64 -22
  %.137.us.1.5 = load double, double* %scevgep1847, align 8
  %uglygep2038 = getelementptr i8, i8* %uglygep2036, i64 %.46
  %uglygep20382039 = bitcast i8* %uglygep2038 to double*
  store double %.137.us.1.5, double* %uglygep20382039, align 8
  %scevgep1848 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1849 = getelementptr double, double* %scevgep1848, i64 -21
  %.137.us.2.5 = load double, double* %scevgep1849, align 8
  %uglygep2040 = getelementptr i8, i8* %uglygep2038, i64 %.46
  %uglygep20402041 = bitcast i8* %uglygep2040 to double*
  store double %.137.us.2.5, double* %uglygep20402041, align 8
  %scevgep1850 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1851 = getelementptr double, double* %scevgep1850, i64 -20
  %.137.us.3.5 = load double, double* %scevgep1851, align 8
  %uglygep2042 = getelementptr i8, i8* %uglygep2040, i64 %.46
  %uglygep20422043 = bitcast i8* %uglygep2042 to double*
  store double %.137.us.3.5, double* %uglygep20422043, align 8
  %scevgep1852 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1853 = getelementptr double, double* %scevgep1852, i64 -19
  %.137.us.4.5 = load double, double* %scevgep1853, align 8
  %uglygep2044 = getelementptr i8, i8* %uglygep2042, i64 %.46
  %uglygep20442045 = bitcast i8* %uglygep2044 to double*
  store double %.137.us.4.5, double* %uglygep20442045, align 8
  %scevgep1854 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1855 = getelementptr double, double* %scevgep1854, i64 -18
  %.137.us.5.5 = load double, double* %scevgep1855, align 8
  %uglygep2046 = getelementptr i8, i8* %uglygep2044, i64 %.46
  %uglygep20462047 = bitcast i8* %uglygep2046 to double*
  store double %.137.us.5.5, double* %uglygep20462047, align 8
  %scevgep1856 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1857 = getelementptr double, double* %scevgep1856, i64 -17
  %.137.us.6.5 = load double, double* %scevgep1857, align 8
  %uglygep2048 = getelementptr i8, i8* %uglygep2046, i64 %.46
  %uglygep20482049 = bitcast i8* %uglygep2048 to double*
  store double %.137.us.6.5, double* %uglygep20482049, align 8
  %scevgep1858 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1859 = getelementptr double, double* %scevgep1858, i64 -16
  %.137.us.7.5 = load double, double* %scevgep1859, align 8
  %uglygep2050 = getelementptr i8, i8* %uglygep2048, i64 %.46
  %uglygep20502051 = bitcast i8* %uglygep2050 to double*
  store double %.137.us.7.5, double* %uglygep20502051, align 8
  %scevgep962.5 = getelementptr i1, i1* %scevgep962.4, i64 %7
  %scevgep1828 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1829 = getelementptr double, double* %scevgep1828, i64 -15
  %.137.us.6722 = load double, double* %scevgep1829, align 8
  %uglygep2052 = getelementptr i8, i8* %uglygep2050, i64 %.46
  %uglygep20522053 = bitcast i8* %uglygep2052 to double*
  store double %.137.us.6722, double* %uglygep20522053, align 8
  %scevgep1830 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1831 = getelementptr double, double* %scevgep1830, i64 -14
  %.137.us.1.6 = load double, double* %scevgep1831, align 8
  %uglygep2054 = getelementptr i8, i8* %uglygep2052, i64 %.46
  %uglygep20542055 = bitcast i8* %uglygep2054 to double*
  store double %.137.us.1.6, double* %uglygep20542055, align 8
  %scevgep1832 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1833 = getelementptr double, double* %scevgep1832, i64 -13
  %.137.us.2.6 = load double, double* %scevgep1833, align 8
  %uglygep2056 = getelementptr i8, i8* %uglygep2054, i64 %.46
  %uglygep20562057 = bitcast i8* %uglygep2056 to double*
  store double %.137.us.2.6, double* %uglygep20562057, align 8
  %scevgep1834 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1835 = getelementptr double, double* %scevgep1834, i64 -12
  %.137.us.3.6 = load double, double* %scevgep1835, align 8
  %uglygep2058 = getelementptr i8, i8* %uglygep2056, i64 %.46
  %uglygep20582059 = bitcast i8* %uglygep2058 to double*
  store double %.137.us.3.6, double* %uglygep20582059, align 8
  %scevgep1836 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1837 = getelementptr double, double* %scevgep1836, i64 -11
  %.137.us.4.6 = load double, double* %scevgep1837, align 8
  %uglygep2060 = getelementptr i8, i8* %uglygep2058, i64 %.46
  %uglygep20602061 = bitcast i8* %uglygep2060 to double*
  store double %.137.us.4.6, double* %uglygep20602061, align 8
  %scevgep1838 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1839 = getelementptr double, double* %scevgep1838, i64 -10
  %.137.us.5.6 = load double, double* %scevgep1839, align 8
  %uglygep2062 = getelementptr i8, i8* %uglygep2060, i64 %.46
  %uglygep20622063 = bitcast i8* %uglygep2062 to double*
  store double %.137.us.5.6, double* %uglygep20622063, align 8
  %scevgep1840 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1841 = getelementptr double, double* %scevgep1840, i64 -9
  %.137.us.6.6 = load double, double* %scevgep1841, align 8
  %uglygep2064 = getelementptr i8, i8* %uglygep2062, i64 %.46
  %uglygep20642065 = bitcast i8* %uglygep2064 to double*
  store double %.137.us.6.6, double* %uglygep20642065, align 8
  %scevgep1842 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1843 = getelementptr double, double* %scevgep1842, i64 -8
  %.137.us.7.6 = load double, double* %scevgep1843, align 8
  %uglygep2066 = getelementptr i8, i8* %uglygep2064, i64 %.46
  %uglygep20662067 = bitcast i8* %uglygep2066 to double*
  store double %.137.us.7.6, double* %uglygep20662067, align 8
  %scevgep962.6 = getelementptr i1, i1* %scevgep962.5, i64 %7
  %scevgep1924 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1925 = getelementptr double, double* %scevgep1924, i64 -7
  %.137.us.7723 = load double, double* %scevgep1925, align 8
  %uglygep2068 = getelementptr i8, i8* %uglygep2066, i64 %.46
  %uglygep20682069 = bitcast i8* %uglygep2068 to double*
  store double %.137.us.7723, double* %uglygep20682069, align 8
  %scevgep1926 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1927 = getelementptr double, double* %scevgep1926, i64 -6
  %.137.us.1.7 = load double, double* %scevgep1927, align 8
  %uglygep2070 = getelementptr i8, i8* %uglygep2068, i64 %.46
  %uglygep20702071 = bitcast i8* %uglygep2070 to double*
  store double %.137.us.1.7, double* %uglygep20702071, align 8
  %scevgep1928 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1929 = getelementptr double, double* %scevgep1928, i64 -5
  %.137.us.2.7 = load double, double* %scevgep1929, align 8
  %uglygep2072 = getelementptr i8, i8* %uglygep2070, i64 %.46
  %uglygep20722073 = bitcast i8* %uglygep2072 to double*
  store double %.137.us.2.7, double* %uglygep20722073, align 8
  %scevgep1930 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1931 = getelementptr double, double* %scevgep1930, i64 -4
  %.137.us.3.7 = load double, double* %scevgep1931, align 8
  %uglygep2074 = getelementptr i8, i8* %uglygep2072, i64 %.46
  %uglygep20742075 = bitcast i8* %uglygep2074 to double*
  store double %.137.us.3.7, double* %uglygep20742075, align 8
  %scevgep1932 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1933 = getelementptr double, double* %scevgep1932, i64 -3
  %.137.us.4.7 = load double, double* %scevgep1933, align 8
  %uglygep2076 = getelementptr i8, i8* %uglygep2074, i64 %.46
  %uglygep20762077 = bitcast i8* %uglygep2076 to double*
  store double %.137.us.4.7, double* %uglygep20762077, align 8
  %scevgep1934 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1935 = getelementptr double, double* %scevgep1934, i64 -2
  %.137.us.5.7 = load double, double* %scevgep1935, align 8
  %uglygep2078 = getelementptr i8, i8* %uglygep2076, i64 %.46
  %uglygep20782079 = bitcast i8* %uglygep2078 to double*
  store double %.137.us.5.7, double* %uglygep20782079, align 8
  %scevgep1936 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %scevgep1937 = getelementptr double, double* %scevgep1936, i64 -1
  %.137.us.6.7 = load double, double* %scevgep1937, align 8
  %uglygep2080 = getelementptr i8, i8* %uglygep2078, i64 %.46
  %uglygep20802081 = bitcast i8* %uglygep2080 to double*
  store double %.137.us.6.7, double* %uglygep20802081, align 8
  %scevgep1938 = getelementptr double, double* %lsr.iv1825, i64 %lsr.iv967
  %.137.us.7.7 = load double, double* %scevgep1938, align 8
  %uglygep2082 = getelementptr i8, i8* %uglygep2080, i64 %.46
  %uglygep20822083 = bitcast i8* %uglygep2082 to double*
  store double %.137.us.7.7, double* %uglygep20822083, align 8
  %scevgep962.7 = getelementptr i1, i1* %scevgep962.6, i64 %7
  %71 = bitcast i1* %scevgep962.7 to double*
  %lsr.iv.next968.7 = add i64 %lsr.iv967, 64
  %lsr.iv.next1956 = add i64 %lsr.iv1955, -8
  %niter689.ncmp.7 = icmp eq i64 %lsr.iv.next1956, 0
  %uglygep2084 = getelementptr i8, i8* %uglygep2082, i64 %.46
  %uglygep20842085 = bitcast i8* %uglygep2084 to double*
  br i1 %niter689.ncmp.7, label %for.body.1.us.preheader.1.loopexit.unr-lcssa, label %for.body.1.us, !llvm.loop !89

for.body.1.us.preheader.1.loopexit.unr-lcssa:     ; preds = %for.body.1.us, %for.body.1.us.preheader663
  %lsr.iv967.unr = phi i64 [ 0, %for.body.1.us.preheader663 ], [ %lsr.iv.next968.7, %for.body.1.us ]
  %lsr.iv960.unr = phi double* [ %lsr.iv958, %for.body.1.us.preheader663 ], [ %71, %for.body.1.us ]
  %72 = icmp eq i64 %xtraiter675, 0
  br i1 %72, label %for.body.1.us.preheader.1, label %for.body.1.us.epil676.preheader

for.body.1.us.epil676.preheader:                  ; preds = %for.body.1.us.preheader.1.loopexit.unr-lcssa
  %scevgep2092 = getelementptr double, double* %lsr.iv2089, i64 %lsr.iv967.unr
  br label %for.body.1.us.epil676

for.body.1.us.epil676:                            ; preds = %for.body.1.us.epil676.preheader, %for.body.1.us.epil676
  %lsr.iv2086 = phi i64 [ 0, %for.body.1.us.epil676.preheader ], [ %lsr.iv.next2087, %for.body.1.us.epil676 ]
  %lsr.iv960.epil = phi double* [ %uglygep21282129, %for.body.1.us.epil676 ], [ %lsr.iv960.unr, %for.body.1.us.epil676.preheader ]
  %73 = bitcast double* %scevgep2092 to i8*
  %lsr.iv960.epil2113 = bitcast double* %lsr.iv960.epil to i8*
  %uglygep2096 = getelementptr i8, i8* %73, i64 %lsr.iv2086
  %uglygep20962097 = bitcast i8* %uglygep2096 to double*
  %scevgep2098 = getelementptr double, double* %uglygep20962097, i64 -4
  %.137.us.epil677 = load double, double* %scevgep2098, align 8
  store double %.137.us.epil677, double* %lsr.iv960.epil, align 8
  %scevgep2106 = getelementptr double, double* %uglygep20962097, i64 -3
  %.137.us.1.epil678 = load double, double* %scevgep2106, align 8
  %uglygep2114 = getelementptr i8, i8* %lsr.iv960.epil2113, i64 %.46
  %uglygep21142115 = bitcast i8* %uglygep2114 to double*
  store double %.137.us.1.epil678, double* %uglygep21142115, align 8
  %uglygep2107 = getelementptr i8, i8* %73, i64 %lsr.iv2086
  %uglygep21072108 = bitcast i8* %uglygep2107 to double*
  %scevgep2109 = getelementptr double, double* %uglygep21072108, i64 -2
  %.137.us.2.epil679 = load double, double* %scevgep2109, align 8
  %uglygep2116 = getelementptr i8, i8* %uglygep2114, i64 %.46
  %uglygep21162117 = bitcast i8* %uglygep2116 to double*
  store double %.137.us.2.epil679, double* %uglygep21162117, align 8
  %uglygep2110 = getelementptr i8, i8* %73, i64 %lsr.iv2086
  %uglygep21102111 = bitcast i8* %uglygep2110 to double*
  %scevgep2112 = getelementptr double, double* %uglygep21102111, i64 -1
  %.137.us.3.epil680 = load double, double* %scevgep2112, align 8
  %uglygep2118 = getelementptr i8, i8* %uglygep2116, i64 %.46
  %uglygep21182119 = bitcast i8* %uglygep2118 to double*
  store double %.137.us.3.epil680, double* %uglygep21182119, align 8
  %uglygep2094 = getelementptr i8, i8* %73, i64 %lsr.iv2086
  %uglygep20942095 = bitcast i8* %uglygep2094 to double*
  %.137.us.4.epil681 = load double, double* %uglygep20942095, align 8
  %uglygep2120 = getelementptr i8, i8* %uglygep2118, i64 %.46
  %uglygep21202121 = bitcast i8* %uglygep2120 to double*
  store double %.137.us.4.epil681, double* %uglygep21202121, align 8
  %scevgep2105 = getelementptr double, double* %uglygep20942095, i64 1
  %.137.us.5.epil682 = load double, double* %scevgep2105, align 8
  %uglygep2122 = getelementptr i8, i8* %uglygep2120, i64 %.46
  %uglygep21222123 = bitcast i8* %uglygep2122 to double*
  store double %.137.us.5.epil682, double* %uglygep21222123, align 8
  %uglygep2102 = getelementptr i8, i8* %73, i64 %lsr.iv2086
  %uglygep21022103 = bitcast i8* %uglygep2102 to double*
  %scevgep2104 = getelementptr double, double* %uglygep21022103, i64 2
  %.137.us.6.epil683 = load double, double* %scevgep2104, align 8
  %uglygep2124 = getelementptr i8, i8* %uglygep2122, i64 %.46
  %uglygep21242125 = bitcast i8* %uglygep2124 to double*
  store double %.137.us.6.epil683, double* %uglygep21242125, align 8
  %uglygep2099 = getelementptr i8, i8* %73, i64 %lsr.iv2086
  %uglygep20992100 = bitcast i8* %uglygep2099 to double*
  %scevgep2101 = getelementptr double, double* %uglygep20992100, i64 3
  %.137.us.7.epil684 = load double, double* %scevgep2101, align 8
  %uglygep2126 = getelementptr i8, i8* %uglygep2124, i64 %.46
  %uglygep21262127 = bitcast i8* %uglygep2126 to double*
  store double %.137.us.7.epil684, double* %uglygep21262127, align 8
  %lsr.iv.next2087 = add nuw nsw i64 %lsr.iv2086, 64
  %epil.iter686.cmp.not = icmp eq i64 %31, %lsr.iv.next2087
  %uglygep2128 = getelementptr i8, i8* %uglygep2126, i64 %.46
  %uglygep21282129 = bitcast i8* %uglygep2128 to double*
  br i1 %epil.iter686.cmp.not, label %for.body.1.us.preheader.1, label %for.body.1.us.epil676, !llvm.loop !91

for.body.1.us.preheader.1:                        ; preds = %for.body.1.us.epil676, %for.body.1.us.preheader.1.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit
  %74 = icmp eq i64 %xtraiter41, 0
  br i1 %74, label %for.body.1.us.prol.loopexit.1, label %for.body.1.us.prol.1.preheader

for.body.1.us.prol.1.preheader:                   ; preds = %for.body.1.us.preheader.1
  br label %for.body.1.us.prol.1

for.body.1.us.prol.1:                             ; preds = %for.body.1.us.prol.1.preheader, %for.body.1.us.prol.1
  %lsr.iv2130 = phi double* [ %lsr.iv562, %for.body.1.us.prol.1.preheader ], [ %75, %for.body.1.us.prol.1 ]
  %loop.index.12.us.prol.1 = phi i64 [ %.139.us.prol.1, %for.body.1.us.prol.1 ], [ 0, %for.body.1.us.prol.1.preheader ]
  %lsr.iv21302131 = bitcast double* %lsr.iv2130 to i1*
  %scevgep2133 = getelementptr double, double* %lsr.iv675, i64 %loop.index.12.us.prol.1
  %.137.us.prol.1 = load double, double* %scevgep2133, align 8
  store double %.137.us.prol.1, double* %lsr.iv2130, align 8
  %.139.us.prol.1 = add nuw nsw i64 %loop.index.12.us.prol.1, 1
  %scevgep2132 = getelementptr i1, i1* %lsr.iv21302131, i64 %.46
  %75 = bitcast i1* %scevgep2132 to double*
  %prol.iter.cmp.1.not = icmp eq i64 %xtraiter41, %.139.us.prol.1
  br i1 %prol.iter.cmp.1.not, label %for.body.1.us.prol.loopexit.1, label %for.body.1.us.prol.1, !llvm.loop !88

for.body.1.us.prol.loopexit.1:                    ; preds = %for.body.1.us.prol.1, %for.body.1.us.preheader.1
  %76 = icmp ult i64 %4, 7
  br i1 %76, label %for.end.1.loopexit.us.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.body.1.us.prol.loopexit.1
  %77 = icmp ult i64 %27, 56
  %scevgep568 = getelementptr double, double* %lsr.iv562, i64 %21
  br i1 %77, label %for.end.1.loopexit.us.1.loopexit.unr-lcssa, label %for.body.1.us.1.preheader807

for.body.1.us.1.preheader807:                     ; preds = %for.body.1.us.1.preheader
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1.preheader807, %for.body.1.us.1
  %lsr.iv2271 = phi i64 [ %unroll_iter688, %for.body.1.us.1.preheader807 ], [ %lsr.iv.next2272, %for.body.1.us.1 ]
  %lsr.iv2268 = phi double* [ %lsr.iv2266, %for.body.1.us.1.preheader807 ], [ %uglygep24002401, %for.body.1.us.1 ]
  %lsr.iv1007 = phi i64 [ %lsr.iv.next1008.7, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader807 ]
  %lsr.iv22682269 = bitcast double* %lsr.iv2268 to i1*
  %lsr.iv22682273 = bitcast double* %lsr.iv2268 to i8*
  %scevgep2261 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2262 = getelementptr double, double* %scevgep2261, i64 -63
  %.137.us.166 = load double, double* %scevgep2262, align 8
  store double %.137.us.166, double* %lsr.iv2268, align 8
  %scevgep2259 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2260 = getelementptr double, double* %scevgep2259, i64 -62
  %.137.us.1.1 = load double, double* %scevgep2260, align 8
  %uglygep2274 = getelementptr i8, i8* %lsr.iv22682273, i64 %.46
  %uglygep22742275 = bitcast i8* %uglygep2274 to double*
  store double %.137.us.1.1, double* %uglygep22742275, align 8
  %scevgep2257 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2258 = getelementptr double, double* %scevgep2257, i64 -61
  %.137.us.2.1 = load double, double* %scevgep2258, align 8
  %uglygep2276 = getelementptr i8, i8* %uglygep2274, i64 %.46
  %uglygep22762277 = bitcast i8* %uglygep2276 to double*
  store double %.137.us.2.1, double* %uglygep22762277, align 8
  %scevgep2255 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2256 = getelementptr double, double* %scevgep2255, i64 -60
  %.137.us.3.1 = load double, double* %scevgep2256, align 8
  %uglygep2278 = getelementptr i8, i8* %uglygep2276, i64 %.46
  %uglygep22782279 = bitcast i8* %uglygep2278 to double*
  store double %.137.us.3.1, double* %uglygep22782279, align 8
  %scevgep2253 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2254 = getelementptr double, double* %scevgep2253, i64 -59
  %.137.us.4.1 = load double, double* %scevgep2254, align 8
  %uglygep2280 = getelementptr i8, i8* %uglygep2278, i64 %.46
  %uglygep22802281 = bitcast i8* %uglygep2280 to double*
  store double %.137.us.4.1, double* %uglygep22802281, align 8
  %scevgep2251 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2252 = getelementptr double, double* %scevgep2251, i64 -58
  %.137.us.5.1 = load double, double* %scevgep2252, align 8
  %uglygep2282 = getelementptr i8, i8* %uglygep2280, i64 %.46
  %uglygep22822283 = bitcast i8* %uglygep2282 to double*
  store double %.137.us.5.1, double* %uglygep22822283, align 8
  %scevgep2249 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2250 = getelementptr double, double* %scevgep2249, i64 -57
  %.137.us.6.1 = load double, double* %scevgep2250, align 8
  %uglygep2284 = getelementptr i8, i8* %uglygep2282, i64 %.46
  %uglygep22842285 = bitcast i8* %uglygep2284 to double*
  store double %.137.us.6.1, double* %uglygep22842285, align 8
  %scevgep2263 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2264 = getelementptr double, double* %scevgep2263, i64 -56
  %.137.us.7.1 = load double, double* %scevgep2264, align 8
  %uglygep2286 = getelementptr i8, i8* %uglygep2284, i64 %.46
  %uglygep22862287 = bitcast i8* %uglygep2286 to double*
  store double %.137.us.7.1, double* %uglygep22862287, align 8
  %scevgep2218 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2219 = getelementptr double, double* %scevgep2218, i64 -55
  %.137.us.166.1738 = load double, double* %scevgep2219, align 8
  %uglygep2288 = getelementptr i8, i8* %uglygep2286, i64 %.46
  %uglygep22882289 = bitcast i8* %uglygep2288 to double*
  store double %.137.us.166.1738, double* %uglygep22882289, align 8
  %scevgep2220 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2221 = getelementptr double, double* %scevgep2220, i64 -54
  %.137.us.1.1.1739 = load double, double* %scevgep2221, align 8
  %uglygep2290 = getelementptr i8, i8* %uglygep2288, i64 %.46
  %uglygep22902291 = bitcast i8* %uglygep2290 to double*
  store double %.137.us.1.1.1739, double* %uglygep22902291, align 8
  %scevgep2222 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2223 = getelementptr double, double* %scevgep2222, i64 -53
  %.137.us.2.1.1740 = load double, double* %scevgep2223, align 8
  %uglygep2292 = getelementptr i8, i8* %uglygep2290, i64 %.46
  %uglygep22922293 = bitcast i8* %uglygep2292 to double*
  store double %.137.us.2.1.1740, double* %uglygep22922293, align 8
  %scevgep2224 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2225 = getelementptr double, double* %scevgep2224, i64 -52
  %.137.us.3.1.1741 = load double, double* %scevgep2225, align 8
  %uglygep2294 = getelementptr i8, i8* %uglygep2292, i64 %.46
  %uglygep22942295 = bitcast i8* %uglygep2294 to double*
  store double %.137.us.3.1.1741, double* %uglygep22942295, align 8
  %scevgep2226 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2227 = getelementptr double, double* %scevgep2226, i64 -51
  %.137.us.4.1.1742 = load double, double* %scevgep2227, align 8
  %uglygep2296 = getelementptr i8, i8* %uglygep2294, i64 %.46
  %uglygep22962297 = bitcast i8* %uglygep2296 to double*
  store double %.137.us.4.1.1742, double* %uglygep22962297, align 8
  %scevgep2228 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2229 = getelementptr double, double* %scevgep2228, i64 -50
  %.137.us.5.1.1743 = load double, double* %scevgep2229, align 8
  %uglygep2298 = getelementptr i8, i8* %uglygep2296, i64 %.46
  %uglygep22982299 = bitcast i8* %uglygep2298 to double*
  store double %.137.us.5.1.1743, double* %uglygep22982299, align 8
  %scevgep2230 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2231 = getelementptr double, double* %scevgep2230, i64 -49
  %.137.us.6.1.1744 = load double, double* %scevgep2231, align 8
  %uglygep2300 = getelementptr i8, i8* %uglygep2298, i64 %.46
  %uglygep23002301 = bitcast i8* %uglygep2300 to double*
  store double %.137.us.6.1.1744, double* %uglygep23002301, align 8
  %scevgep2232 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2233 = getelementptr double, double* %scevgep2232, i64 -48
  %.137.us.7.1.1745 = load double, double* %scevgep2233, align 8
  %uglygep2302 = getelementptr i8, i8* %uglygep2300, i64 %.46
  %uglygep23022303 = bitcast i8* %uglygep2302 to double*
  store double %.137.us.7.1.1745, double* %uglygep23022303, align 8
  %scevgep2202 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2203 = getelementptr double, double* %scevgep2202, i64 -47
  %.137.us.166.2748 = load double, double* %scevgep2203, align 8
  %uglygep2304 = getelementptr i8, i8* %uglygep2302, i64 %.46
  %uglygep23042305 = bitcast i8* %uglygep2304 to double*
  store double %.137.us.166.2748, double* %uglygep23042305, align 8
  %scevgep2204 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2205 = getelementptr double, double* %scevgep2204, i64 -46
  %.137.us.1.1.2749 = load double, double* %scevgep2205, align 8
  %uglygep2306 = getelementptr i8, i8* %uglygep2304, i64 %.46
  %uglygep23062307 = bitcast i8* %uglygep2306 to double*
  store double %.137.us.1.1.2749, double* %uglygep23062307, align 8
  %scevgep2206 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2207 = getelementptr double, double* %scevgep2206, i64 -45
  %.137.us.2.1.2750 = load double, double* %scevgep2207, align 8
  %uglygep2308 = getelementptr i8, i8* %uglygep2306, i64 %.46
  %uglygep23082309 = bitcast i8* %uglygep2308 to double*
  store double %.137.us.2.1.2750, double* %uglygep23082309, align 8
  %scevgep2208 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2209 = getelementptr double, double* %scevgep2208, i64 -44
  %.137.us.3.1.2751 = load double, double* %scevgep2209, align 8
  %uglygep2310 = getelementptr i8, i8* %uglygep2308, i64 %.46
  %uglygep23102311 = bitcast i8* %uglygep2310 to double*
  store double %.137.us.3.1.2751, double* %uglygep23102311, align 8
  %scevgep2210 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2211 = getelementptr double, double* %scevgep2210, i64 -43
  %.137.us.4.1.2752 = load double, double* %scevgep2211, align 8
  %uglygep2312 = getelementptr i8, i8* %uglygep2310, i64 %.46
  %uglygep23122313 = bitcast i8* %uglygep2312 to double*
  store double %.137.us.4.1.2752, double* %uglygep23122313, align 8
  %scevgep2212 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2213 = getelementptr double, double* %scevgep2212, i64 -42
  %.137.us.5.1.2753 = load double, double* %scevgep2213, align 8
  %uglygep2314 = getelementptr i8, i8* %uglygep2312, i64 %.46
  %uglygep23142315 = bitcast i8* %uglygep2314 to double*
  store double %.137.us.5.1.2753, double* %uglygep23142315, align 8
  %scevgep2214 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2215 = getelementptr double, double* %scevgep2214, i64 -41
  %.137.us.6.1.2754 = load double, double* %scevgep2215, align 8
  %uglygep2316 = getelementptr i8, i8* %uglygep2314, i64 %.46
  %uglygep23162317 = bitcast i8* %uglygep2316 to double*
  store double %.137.us.6.1.2754, double* %uglygep23162317, align 8
  %scevgep2216 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2217 = getelementptr double, double* %scevgep2216, i64 -40
  %.137.us.7.1.2755 = load double, double* %scevgep2217, align 8
  %uglygep2318 = getelementptr i8, i8* %uglygep2316, i64 %.46
  %uglygep23182319 = bitcast i8* %uglygep2318 to double*
  store double %.137.us.7.1.2755, double* %uglygep23182319, align 8
  %scevgep2186 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2187 = getelementptr double, double* %scevgep2186, i64 -39
  %.137.us.166.3758 = load double, double* %scevgep2187, align 8
  %uglygep2320 = getelementptr i8, i8* %uglygep2318, i64 %.46
  %uglygep23202321 = bitcast i8* %uglygep2320 to double*
  store double %.137.us.166.3758, double* %uglygep23202321, align 8
  %scevgep2188 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2189 = getelementptr double, double* %scevgep2188, i64 -38
  %.137.us.1.1.3759 = load double, double* %scevgep2189, align 8
  %uglygep2322 = getelementptr i8, i8* %uglygep2320, i64 %.46
  %uglygep23222323 = bitcast i8* %uglygep2322 to double*
  store double %.137.us.1.1.3759, double* %uglygep23222323, align 8
  %scevgep2190 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2191 = getelementptr double, double* %scevgep2190, i64 -37
  %.137.us.2.1.3760 = load double, double* %scevgep2191, align 8
  %uglygep2324 = getelementptr i8, i8* %uglygep2322, i64 %.46
  %uglygep23242325 = bitcast i8* %uglygep2324 to double*
  store double %.137.us.2.1.3760, double* %uglygep23242325, align 8
  %scevgep2192 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2193 = getelementptr double, double* %scevgep2192, i64 -36
  %.137.us.3.1.3761 = load double, double* %scevgep2193, align 8
  %uglygep2326 = getelementptr i8, i8* %uglygep2324, i64 %.46
  %uglygep23262327 = bitcast i8* %uglygep2326 to double*
  store double %.137.us.3.1.3761, double* %uglygep23262327, align 8
  %scevgep2194 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2195 = getelementptr double, double* %scevgep2194, i64 -35
  %.137.us.4.1.3762 = load double, double* %scevgep2195, align 8
  %uglygep2328 = getelementptr i8, i8* %uglygep2326, i64 %.46
  %uglygep23282329 = bitcast i8* %uglygep2328 to double*
  store double %.137.us.4.1.3762, double* %uglygep23282329, align 8
  %scevgep2196 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2197 = getelementptr double, double* %scevgep2196, i64 -34
  %.137.us.5.1.3763 = load double, double* %scevgep2197, align 8
  %uglygep2330 = getelementptr i8, i8* %uglygep2328, i64 %.46
  %uglygep23302331 = bitcast i8* %uglygep2330 to double*
  store double %.137.us.5.1.3763, double* %uglygep23302331, align 8
  %scevgep2198 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2199 = getelementptr double, double* %scevgep2198, i64 -33
  %.137.us.6.1.3764 = load double, double* %scevgep2199, align 8
  %uglygep2332 = getelementptr i8, i8* %uglygep2330, i64 %.46
  %uglygep23322333 = bitcast i8* %uglygep2332 to double*
  store double %.137.us.6.1.3764, double* %uglygep23322333, align 8
  %scevgep2200 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2201 = getelementptr double, double* %scevgep2200, i64 -32
  %.137.us.7.1.3765 = load double, double* %scevgep2201, align 8
  %uglygep2334 = getelementptr i8, i8* %uglygep2332, i64 %.46
  %uglygep23342335 = bitcast i8* %uglygep2334 to double*
  store double %.137.us.7.1.3765, double* %uglygep23342335, align 8
  %scevgep2170 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2171 = getelementptr double, double* %scevgep2170, i64 -31
  %.137.us.166.4 = load double, double* %scevgep2171, align 8
  %uglygep2336 = getelementptr i8, i8* %uglygep2334, i64 %.46
  %uglygep23362337 = bitcast i8* %uglygep2336 to double*
  store double %.137.us.166.4, double* %uglygep23362337, align 8
  %scevgep2172 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2173 = getelementptr double, double* %scevgep2172, i64 -30
  %.137.us.1.1.4 = load double, double* %scevgep2173, align 8
  %uglygep2338 = getelementptr i8, i8* %uglygep2336, i64 %.46
  %uglygep23382339 = bitcast i8* %uglygep2338 to double*
  store double %.137.us.1.1.4, double* %uglygep23382339, align 8
  %scevgep2174 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2175 = getelementptr double, double* %scevgep2174, i64 -29
  %.137.us.2.1.4 = load double, double* %scevgep2175, align 8
  %uglygep2340 = getelementptr i8, i8* %uglygep2338, i64 %.46
  %uglygep23402341 = bitcast i8* %uglygep2340 to double*
  store double %.137.us.2.1.4, double* %uglygep23402341, align 8
  %scevgep2176 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2177 = getelementptr double, double* %scevgep2176, i64 -28
  %.137.us.3.1.4 = load double, double* %scevgep2177, align 8
  %uglygep2342 = getelementptr i8, i8* %uglygep2340, i64 %.46
  %uglygep23422343 = bitcast i8* %uglygep2342 to double*
  store double %.137.us.3.1.4, double* %uglygep23422343, align 8
  %scevgep2178 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2179 = getelementptr double, double* %scevgep2178, i64 -27
  %.137.us.4.1.4 = load double, double* %scevgep2179, align 8
  %uglygep2344 = getelementptr i8, i8* %uglygep2342, i64 %.46
  %uglygep23442345 = bitcast i8* %uglygep2344 to double*
  store double %.137.us.4.1.4, double* %uglygep23442345, align 8
  %scevgep2180 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2181 = getelementptr double, double* %scevgep2180, i64 -26
  %.137.us.5.1.4 = load double, double* %scevgep2181, align 8
  %uglygep2346 = getelementptr i8, i8* %uglygep2344, i64 %.46
  %uglygep23462347 = bitcast i8* %uglygep2346 to double*
  store double %.137.us.5.1.4, double* %uglygep23462347, align 8
  %scevgep2182 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2183 = getelementptr double, double* %scevgep2182, i64 -25
  %.137.us.6.1.4 = load double, double* %scevgep2183, align 8
  %uglygep2348 = getelementptr i8, i8* %uglygep2346, i64 %.46
  %uglygep23482349 = bitcast i8* %uglygep2348 to double*
  store double %.137.us.6.1.4, double* %uglygep23482349, align 8
  %scevgep2184 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2185 = getelementptr double, double* %scevgep2184, i64 -24
  %.137.us.7.1.4 = load double, double* %scevgep2185, align 8
  %uglygep2350 = getelementptr i8, i8* %uglygep2348, i64 %.46
  %uglygep23502351 = bitcast i8* %uglygep2350 to double*
  store double %.137.us.7.1.4, double* %uglygep23502351, align 8
  %scevgep2154 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2155 = getelementptr double, double* %scevgep2154, i64 -23
  %.137.us.166.5 = load double, double* %scevgep2155, align 8
  %uglygep2352 = getelementptr i8, i8* %uglygep2350, i64 %.46
  %uglygep23522353 = bitcast i8* %uglygep2352 to double*
  store double %.137.us.166.5, double* %uglygep23522353, align 8
  %scevgep2156 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2157 = getelementptr double, double* %scevgep2156, i64 -22
  %.137.us.1.1.5 = load double, double* %scevgep2157, align 8
  %uglygep2354 = getelementptr i8, i8* %uglygep2352, i64 %.46
  %uglygep23542355 = bitcast i8* %uglygep2354 to double*
  store double %.137.us.1.1.5, double* %uglygep23542355, align 8
  %scevgep2158 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2159 = getelementptr double, double* %scevgep2158, i64 -21
  %.137.us.2.1.5 = load double, double* %scevgep2159, align 8
  %uglygep2356 = getelementptr i8, i8* %uglygep2354, i64 %.46
  %uglygep23562357 = bitcast i8* %uglygep2356 to double*
  store double %.137.us.2.1.5, double* %uglygep23562357, align 8
  %scevgep2160 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2161 = getelementptr double, double* %scevgep2160, i64 -20
  %.137.us.3.1.5 = load double, double* %scevgep2161, align 8
  %uglygep2358 = getelementptr i8, i8* %uglygep2356, i64 %.46
  %uglygep23582359 = bitcast i8* %uglygep2358 to double*
  store double %.137.us.3.1.5, double* %uglygep23582359, align 8
  %scevgep2162 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2163 = getelementptr double, double* %scevgep2162, i64 -19
  %.137.us.4.1.5 = load double, double* %scevgep2163, align 8
  %uglygep2360 = getelementptr i8, i8* %uglygep2358, i64 %.46
  %uglygep23602361 = bitcast i8* %uglygep2360 to double*
  store double %.137.us.4.1.5, double* %uglygep23602361, align 8
  %scevgep2164 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2165 = getelementptr double, double* %scevgep2164, i64 -18
  %.137.us.5.1.5 = load double, double* %scevgep2165, align 8
  %uglygep2362 = getelementptr i8, i8* %uglygep2360, i64 %.46
  %uglygep23622363 = bitcast i8* %uglygep2362 to double*
  store double %.137.us.5.1.5, double* %uglygep23622363, align 8
  %scevgep2166 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2167 = getelementptr double, double* %scevgep2166, i64 -17
  %.137.us.6.1.5 = load double, double* %scevgep2167, align 8
  %uglygep2364 = getelementptr i8, i8* %uglygep2362, i64 %.46
  %uglygep23642365 = bitcast i8* %uglygep2364 to double*
  store double %.137.us.6.1.5, double* %uglygep23642365, align 8
  %scevgep2168 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2169 = getelementptr double, double* %scevgep2168, i64 -16
  %.137.us.7.1.5 = load double, double* %scevgep2169, align 8
  %uglygep2366 = getelementptr i8, i8* %uglygep2364, i64 %.46
  %uglygep23662367 = bitcast i8* %uglygep2366 to double*
  store double %.137.us.7.1.5, double* %uglygep23662367, align 8
  %scevgep2138 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2139 = getelementptr double, double* %scevgep2138, i64 -15
  %.137.us.166.6 = load double, double* %scevgep2139, align 8
  %uglygep2368 = getelementptr i8, i8* %uglygep2366, i64 %.46
  %uglygep23682369 = bitcast i8* %uglygep2368 to double*
  store double %.137.us.166.6, double* %uglygep23682369, align 8
  %scevgep2140 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2141 = getelementptr double, double* %scevgep2140, i64 -14
  %.137.us.1.1.6 = load double, double* %scevgep2141, align 8
  %uglygep2370 = getelementptr i8, i8* %uglygep2368, i64 %.46
  %uglygep23702371 = bitcast i8* %uglygep2370 to double*
  store double %.137.us.1.1.6, double* %uglygep23702371, align 8
  %scevgep2142 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2143 = getelementptr double, double* %scevgep2142, i64 -13
  %.137.us.2.1.6 = load double, double* %scevgep2143, align 8
  %uglygep2372 = getelementptr i8, i8* %uglygep2370, i64 %.46
  %uglygep23722373 = bitcast i8* %uglygep2372 to double*
  store double %.137.us.2.1.6, double* %uglygep23722373, align 8
  %scevgep2144 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2145 = getelementptr double, double* %scevgep2144, i64 -12
  %.137.us.3.1.6 = load double, double* %scevgep2145, align 8
  %uglygep2374 = getelementptr i8, i8* %uglygep2372, i64 %.46
  %uglygep23742375 = bitcast i8* %uglygep2374 to double*
  store double %.137.us.3.1.6, double* %uglygep23742375, align 8
  %scevgep2146 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2147 = getelementptr double, double* %scevgep2146, i64 -11
  %.137.us.4.1.6 = load double, double* %scevgep2147, align 8
  %uglygep2376 = getelementptr i8, i8* %uglygep2374, i64 %.46
  %uglygep23762377 = bitcast i8* %uglygep2376 to double*
  store double %.137.us.4.1.6, double* %uglygep23762377, align 8
  %scevgep2148 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2149 = getelementptr double, double* %scevgep2148, i64 -10
  %.137.us.5.1.6 = load double, double* %scevgep2149, align 8
  %uglygep2378 = getelementptr i8, i8* %uglygep2376, i64 %.46
  %uglygep23782379 = bitcast i8* %uglygep2378 to double*
  store double %.137.us.5.1.6, double* %uglygep23782379, align 8
  %scevgep2150 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2151 = getelementptr double, double* %scevgep2150, i64 -9
  %.137.us.6.1.6 = load double, double* %scevgep2151, align 8
  %uglygep2380 = getelementptr i8, i8* %uglygep2378, i64 %.46
  %uglygep23802381 = bitcast i8* %uglygep2380 to double*
  store double %.137.us.6.1.6, double* %uglygep23802381, align 8
  %scevgep2152 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2153 = getelementptr double, double* %scevgep2152, i64 -8
  %.137.us.7.1.6 = load double, double* %scevgep2153, align 8
  %uglygep2382 = getelementptr i8, i8* %uglygep2380, i64 %.46
  %uglygep23822383 = bitcast i8* %uglygep2382 to double*
  store double %.137.us.7.1.6, double* %uglygep23822383, align 8
  %scevgep2234 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2235 = getelementptr double, double* %scevgep2234, i64 -7
  %.137.us.166.7 = load double, double* %scevgep2235, align 8
  %uglygep2384 = getelementptr i8, i8* %uglygep2382, i64 %.46
  %uglygep23842385 = bitcast i8* %uglygep2384 to double*
  store double %.137.us.166.7, double* %uglygep23842385, align 8
  %scevgep2236 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2237 = getelementptr double, double* %scevgep2236, i64 -6
  %.137.us.1.1.7 = load double, double* %scevgep2237, align 8
  %uglygep2386 = getelementptr i8, i8* %uglygep2384, i64 %.46
  %uglygep23862387 = bitcast i8* %uglygep2386 to double*
  store double %.137.us.1.1.7, double* %uglygep23862387, align 8
  %scevgep2238 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2239 = getelementptr double, double* %scevgep2238, i64 -5
  %.137.us.2.1.7 = load double, double* %scevgep2239, align 8
  %uglygep2388 = getelementptr i8, i8* %uglygep2386, i64 %.46
  %uglygep23882389 = bitcast i8* %uglygep2388 to double*
  store double %.137.us.2.1.7, double* %uglygep23882389, align 8
  %scevgep2240 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2241 = getelementptr double, double* %scevgep2240, i64 -4
  %.137.us.3.1.7 = load double, double* %scevgep2241, align 8
  %uglygep2390 = getelementptr i8, i8* %uglygep2388, i64 %.46
  %uglygep23902391 = bitcast i8* %uglygep2390 to double*
  store double %.137.us.3.1.7, double* %uglygep23902391, align 8
  %scevgep2242 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2243 = getelementptr double, double* %scevgep2242, i64 -3
  %.137.us.4.1.7 = load double, double* %scevgep2243, align 8
  %uglygep2392 = getelementptr i8, i8* %uglygep2390, i64 %.46
  %uglygep23922393 = bitcast i8* %uglygep2392 to double*
  store double %.137.us.4.1.7, double* %uglygep23922393, align 8
  %scevgep2244 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2245 = getelementptr double, double* %scevgep2244, i64 -2
  %.137.us.5.1.7 = load double, double* %scevgep2245, align 8
  %uglygep2394 = getelementptr i8, i8* %uglygep2392, i64 %.46
  %uglygep23942395 = bitcast i8* %uglygep2394 to double*
  store double %.137.us.5.1.7, double* %uglygep23942395, align 8
  %scevgep2246 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %scevgep2247 = getelementptr double, double* %scevgep2246, i64 -1
  %.137.us.6.1.7 = load double, double* %scevgep2247, align 8
  %uglygep2396 = getelementptr i8, i8* %uglygep2394, i64 %.46
  %uglygep23962397 = bitcast i8* %uglygep2396 to double*
  store double %.137.us.6.1.7, double* %uglygep23962397, align 8
  %scevgep2248 = getelementptr double, double* %lsr.iv2135, i64 %lsr.iv1007
  %.137.us.7.1.7 = load double, double* %scevgep2248, align 8
  %uglygep2398 = getelementptr i8, i8* %uglygep2396, i64 %.46
  %uglygep23982399 = bitcast i8* %uglygep2398 to double*
  store double %.137.us.7.1.7, double* %uglygep23982399, align 8
  %lsr.iv.next1008.7 = add i64 %lsr.iv1007, 64
  %scevgep2270 = getelementptr i1, i1* %lsr.iv22682269, i64 %36
  %78 = bitcast i1* %scevgep2270 to double*
  %lsr.iv.next2272 = add i64 %lsr.iv2271, -8
  %niter737.ncmp.7 = icmp eq i64 %lsr.iv.next2272, 0
  %uglygep2400 = getelementptr i8, i8* %uglygep2398, i64 %.46
  %uglygep24002401 = bitcast i8* %uglygep2400 to double*
  br i1 %niter737.ncmp.7, label %for.end.1.loopexit.us.1.loopexit.unr-lcssa, label %for.body.1.us.1, !llvm.loop !89

for.end.1.loopexit.us.1.loopexit.unr-lcssa:       ; preds = %for.body.1.us.1, %for.body.1.us.1.preheader
  %lsr.iv1007.unr = phi i64 [ 0, %for.body.1.us.1.preheader ], [ %lsr.iv.next1008.7, %for.body.1.us.1 ]
  %lsr.iv569.unr = phi double* [ %scevgep568, %for.body.1.us.1.preheader ], [ %78, %for.body.1.us.1 ]
  %79 = and i64 %29, 7
  %80 = icmp eq i64 %79, 0
  br i1 %80, label %for.end.1.loopexit.us.1, label %for.body.1.us.1.epil725.preheader

for.body.1.us.1.epil725.preheader:                ; preds = %for.end.1.loopexit.us.1.loopexit.unr-lcssa
  %scevgep2411 = getelementptr double, double* %lsr.iv2408, i64 %lsr.iv1007.unr
  br label %for.body.1.us.1.epil725

for.body.1.us.1.epil725:                          ; preds = %for.body.1.us.1.epil725.preheader, %for.body.1.us.1.epil725
  %lsr.iv2404 = phi double* [ %lsr.iv569.unr, %for.body.1.us.1.epil725.preheader ], [ %uglygep24472448, %for.body.1.us.1.epil725 ]
  %lsr.iv2402 = phi i64 [ 0, %for.body.1.us.1.epil725.preheader ], [ %lsr.iv.next2403, %for.body.1.us.1.epil725 ]
  %81 = bitcast double* %scevgep2411 to i8*
  %lsr.iv24042432 = bitcast double* %lsr.iv2404 to i8*
  %uglygep2422 = getelementptr i8, i8* %81, i64 %lsr.iv2402
  %uglygep24222423 = bitcast i8* %uglygep2422 to double*
  %scevgep2424 = getelementptr double, double* %uglygep24222423, i64 -4
  %.137.us.166.epil726 = load double, double* %scevgep2424, align 8
  store double %.137.us.166.epil726, double* %lsr.iv2404, align 8
  %scevgep2425 = getelementptr double, double* %uglygep24222423, i64 -3
  %.137.us.1.1.epil727 = load double, double* %scevgep2425, align 8
  %uglygep2433 = getelementptr i8, i8* %lsr.iv24042432, i64 %.46
  %uglygep24332434 = bitcast i8* %uglygep2433 to double*
  store double %.137.us.1.1.epil727, double* %uglygep24332434, align 8
  %uglygep2426 = getelementptr i8, i8* %81, i64 %lsr.iv2402
  %uglygep24262427 = bitcast i8* %uglygep2426 to double*
  %scevgep2428 = getelementptr double, double* %uglygep24262427, i64 -2
  %.137.us.2.1.epil728 = load double, double* %scevgep2428, align 8
  %uglygep2435 = getelementptr i8, i8* %uglygep2433, i64 %.46
  %uglygep24352436 = bitcast i8* %uglygep2435 to double*
  store double %.137.us.2.1.epil728, double* %uglygep24352436, align 8
  %uglygep2429 = getelementptr i8, i8* %81, i64 %lsr.iv2402
  %uglygep24292430 = bitcast i8* %uglygep2429 to double*
  %scevgep2431 = getelementptr double, double* %uglygep24292430, i64 -1
  %.137.us.3.1.epil729 = load double, double* %scevgep2431, align 8
  %uglygep2437 = getelementptr i8, i8* %uglygep2435, i64 %.46
  %uglygep24372438 = bitcast i8* %uglygep2437 to double*
  store double %.137.us.3.1.epil729, double* %uglygep24372438, align 8
  %uglygep2413 = getelementptr i8, i8* %81, i64 %lsr.iv2402
  %uglygep24132414 = bitcast i8* %uglygep2413 to double*
  %.137.us.4.1.epil730 = load double, double* %uglygep24132414, align 8
  %uglygep2439 = getelementptr i8, i8* %uglygep2437, i64 %.46
  %uglygep24392440 = bitcast i8* %uglygep2439 to double*
  store double %.137.us.4.1.epil730, double* %uglygep24392440, align 8
  %scevgep2421 = getelementptr double, double* %uglygep24132414, i64 1
  %.137.us.5.1.epil731 = load double, double* %scevgep2421, align 8
  %uglygep2441 = getelementptr i8, i8* %uglygep2439, i64 %.46
  %uglygep24412442 = bitcast i8* %uglygep2441 to double*
  store double %.137.us.5.1.epil731, double* %uglygep24412442, align 8
  %uglygep2418 = getelementptr i8, i8* %81, i64 %lsr.iv2402
  %uglygep24182419 = bitcast i8* %uglygep2418 to double*
  %scevgep2420 = getelementptr double, double* %uglygep24182419, i64 2
  %.137.us.6.1.epil732 = load double, double* %scevgep2420, align 8
  %uglygep2443 = getelementptr i8, i8* %uglygep2441, i64 %.46
  %uglygep24432444 = bitcast i8* %uglygep2443 to double*
  store double %.137.us.6.1.epil732, double* %uglygep24432444, align 8
  %uglygep2415 = getelementptr i8, i8* %81, i64 %lsr.iv2402
  %uglygep24152416 = bitcast i8* %uglygep2415 to double*
  %scevgep2417 = getelementptr double, double* %uglygep24152416, i64 3
  %.137.us.7.1.epil733 = load double, double* %scevgep2417, align 8
  %uglygep2445 = getelementptr i8, i8* %uglygep2443, i64 %.46
  %uglygep24452446 = bitcast i8* %uglygep2445 to double*
  store double %.137.us.7.1.epil733, double* %uglygep24452446, align 8
  %lsr.iv.next2403 = add nuw nsw i64 %lsr.iv2402, 64
  %epil.iter734.cmp.not = icmp eq i64 %37, %lsr.iv.next2403
  %uglygep2447 = getelementptr i8, i8* %uglygep2445, i64 %.46
  %uglygep24472448 = bitcast i8* %uglygep2447 to double*
  br i1 %epil.iter734.cmp.not, label %for.end.1.loopexit.us.1, label %for.body.1.us.1.epil725, !llvm.loop !92

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.1.epil725, %for.end.1.loopexit.us.1.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.1
  %82 = icmp eq i64 %xtraiter41, 0
  %83 = bitcast double* %lsr.iv451 to i1*
  %84 = bitcast double* %lsr.iv675 to i1*
  %scevgep453 = getelementptr i1, i1* %83, i64 %6
  %scevgep677 = getelementptr i1, i1* %84, i64 %6
  br i1 %82, label %for.body.1.us.prol.loopexit.1224, label %for.body.1.us.prol.1222.preheader

for.body.1.us.prol.1222.preheader:                ; preds = %for.end.1.loopexit.us.1
  br label %for.body.1.us.prol.1222

for.body.1.us.prol.1222:                          ; preds = %for.body.1.us.prol.1222.preheader, %for.body.1.us.prol.1222
  %lsr.iv2449 = phi double* [ %lsr.iv603, %for.body.1.us.prol.1222.preheader ], [ %85, %for.body.1.us.prol.1222 ]
  %loop.index.12.us.prol.1219 = phi i64 [ %.139.us.prol.1221, %for.body.1.us.prol.1222 ], [ 0, %for.body.1.us.prol.1222.preheader ]
  %lsr.iv24492450 = bitcast double* %lsr.iv2449 to i1*
  %scevgep2452 = getelementptr double, double* %lsr.iv609, i64 %loop.index.12.us.prol.1219
  %.137.us.prol.1220 = load double, double* %scevgep2452, align 8
  store double %.137.us.prol.1220, double* %lsr.iv2449, align 8
  %.139.us.prol.1221 = add nuw nsw i64 %loop.index.12.us.prol.1219, 1
  %scevgep2451 = getelementptr i1, i1* %lsr.iv24492450, i64 %.46
  %85 = bitcast i1* %scevgep2451 to double*
  %prol.iter.cmp.not.1 = icmp eq i64 %xtraiter41, %.139.us.prol.1221
  br i1 %prol.iter.cmp.not.1, label %for.body.1.us.prol.loopexit.1224, label %for.body.1.us.prol.1222, !llvm.loop !88

for.body.1.us.prol.loopexit.1224:                 ; preds = %for.body.1.us.prol.1222, %for.end.1.loopexit.us.1
  %86 = icmp ult i64 %4, 7
  br i1 %86, label %for.body.1.us.preheader.1.1, label %for.body.1.us.1236.preheader

for.body.1.us.1236.preheader:                     ; preds = %for.body.1.us.prol.loopexit.1224
  %87 = icmp ult i64 %27, 56
  br i1 %87, label %for.body.1.us.preheader.1.1.loopexit.unr-lcssa, label %for.body.1.us.1236.preheader806

for.body.1.us.1236.preheader806:                  ; preds = %for.body.1.us.1236.preheader
  br label %for.body.1.us.1236

for.body.1.us.1236:                               ; preds = %for.body.1.us.1236.preheader806, %for.body.1.us.1236
  %lsr.iv2584 = phi i64 [ %unroll_iter688, %for.body.1.us.1236.preheader806 ], [ %lsr.iv.next2585, %for.body.1.us.1236 ]
  %lsr.iv1055 = phi i64 [ %lsr.iv.next1056.7, %for.body.1.us.1236 ], [ 0, %for.body.1.us.1236.preheader806 ]
  %lsr.iv1048 = phi double* [ %uglygep27132714, %for.body.1.us.1236 ], [ %lsr.iv1046, %for.body.1.us.1236.preheader806 ]
  %lsr.iv10482586 = bitcast double* %lsr.iv1048 to i8*
  %lsr.iv10481049 = bitcast double* %lsr.iv1048 to i1*
  %scevgep2580 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2581 = getelementptr double, double* %scevgep2580, i64 -63
  %.137.us.1226 = load double, double* %scevgep2581, align 8
  store double %.137.us.1226, double* %lsr.iv1048, align 8
  %scevgep2578 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2579 = getelementptr double, double* %scevgep2578, i64 -62
  %.137.us.1.1227 = load double, double* %scevgep2579, align 8
  %uglygep2587 = getelementptr i8, i8* %lsr.iv10482586, i64 %.46
  %uglygep25872588 = bitcast i8* %uglygep2587 to double*
  store double %.137.us.1.1227, double* %uglygep25872588, align 8
  %scevgep2576 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2577 = getelementptr double, double* %scevgep2576, i64 -61
  %.137.us.2.1228 = load double, double* %scevgep2577, align 8
  %uglygep2589 = getelementptr i8, i8* %uglygep2587, i64 %.46
  %uglygep25892590 = bitcast i8* %uglygep2589 to double*
  store double %.137.us.2.1228, double* %uglygep25892590, align 8
  %scevgep2574 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2575 = getelementptr double, double* %scevgep2574, i64 -60
  %.137.us.3.1229 = load double, double* %scevgep2575, align 8
  %uglygep2591 = getelementptr i8, i8* %uglygep2589, i64 %.46
  %uglygep25912592 = bitcast i8* %uglygep2591 to double*
  store double %.137.us.3.1229, double* %uglygep25912592, align 8
  %scevgep2572 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2573 = getelementptr double, double* %scevgep2572, i64 -59
  %.137.us.4.1230 = load double, double* %scevgep2573, align 8
  %uglygep2593 = getelementptr i8, i8* %uglygep2591, i64 %.46
  %uglygep25932594 = bitcast i8* %uglygep2593 to double*
  store double %.137.us.4.1230, double* %uglygep25932594, align 8
  %scevgep2570 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2571 = getelementptr double, double* %scevgep2570, i64 -58
  %.137.us.5.1231 = load double, double* %scevgep2571, align 8
  %uglygep2595 = getelementptr i8, i8* %uglygep2593, i64 %.46
  %uglygep25952596 = bitcast i8* %uglygep2595 to double*
  store double %.137.us.5.1231, double* %uglygep25952596, align 8
  %scevgep2568 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2569 = getelementptr double, double* %scevgep2568, i64 -57
  %.137.us.6.1232 = load double, double* %scevgep2569, align 8
  %uglygep2597 = getelementptr i8, i8* %uglygep2595, i64 %.46
  %uglygep25972598 = bitcast i8* %uglygep2597 to double*
  store double %.137.us.6.1232, double* %uglygep25972598, align 8
  %scevgep2582 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2583 = getelementptr double, double* %scevgep2582, i64 -56
  %.137.us.7.1233 = load double, double* %scevgep2583, align 8
  %uglygep2599 = getelementptr i8, i8* %uglygep2597, i64 %.46
  %uglygep25992600 = bitcast i8* %uglygep2599 to double*
  store double %.137.us.7.1233, double* %uglygep25992600, align 8
  %scevgep1050 = getelementptr i1, i1* %lsr.iv10481049, i64 %7
  %scevgep2537 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2538 = getelementptr double, double* %scevgep2537, i64 -55
  %.137.us.1226.1 = load double, double* %scevgep2538, align 8
  %uglygep2601 = getelementptr i8, i8* %uglygep2599, i64 %.46
  %uglygep26012602 = bitcast i8* %uglygep2601 to double*
  store double %.137.us.1226.1, double* %uglygep26012602, align 8
  %scevgep2539 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2540 = getelementptr double, double* %scevgep2539, i64 -54
  %.137.us.1.1227.1 = load double, double* %scevgep2540, align 8
  %uglygep2603 = getelementptr i8, i8* %uglygep2601, i64 %.46
  %uglygep26032604 = bitcast i8* %uglygep2603 to double*
  store double %.137.us.1.1227.1, double* %uglygep26032604, align 8
  %scevgep2541 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2542 = getelementptr double, double* %scevgep2541, i64 -53
  %.137.us.2.1228.1 = load double, double* %scevgep2542, align 8
  %uglygep2605 = getelementptr i8, i8* %uglygep2603, i64 %.46
  %uglygep26052606 = bitcast i8* %uglygep2605 to double*
  store double %.137.us.2.1228.1, double* %uglygep26052606, align 8
  %scevgep2543 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2544 = getelementptr double, double* %scevgep2543, i64 -52
  %.137.us.3.1229.1 = load double, double* %scevgep2544, align 8
  %uglygep2607 = getelementptr i8, i8* %uglygep2605, i64 %.46
  %uglygep26072608 = bitcast i8* %uglygep2607 to double*
  store double %.137.us.3.1229.1, double* %uglygep26072608, align 8
  %scevgep2545 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2546 = getelementptr double, double* %scevgep2545, i64 -51
  %.137.us.4.1230.1 = load double, double* %scevgep2546, align 8
  %uglygep2609 = getelementptr i8, i8* %uglygep2607, i64 %.46
  %uglygep26092610 = bitcast i8* %uglygep2609 to double*
  store double %.137.us.4.1230.1, double* %uglygep26092610, align 8
  %scevgep2547 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2548 = getelementptr double, double* %scevgep2547, i64 -50
  %.137.us.5.1231.1 = load double, double* %scevgep2548, align 8
  %uglygep2611 = getelementptr i8, i8* %uglygep2609, i64 %.46
  %uglygep26112612 = bitcast i8* %uglygep2611 to double*
  store double %.137.us.5.1231.1, double* %uglygep26112612, align 8
  %scevgep2549 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2550 = getelementptr double, double* %scevgep2549, i64 -49
  %.137.us.6.1232.1 = load double, double* %scevgep2550, align 8
  %uglygep2613 = getelementptr i8, i8* %uglygep2611, i64 %.46
  %uglygep26132614 = bitcast i8* %uglygep2613 to double*
  store double %.137.us.6.1232.1, double* %uglygep26132614, align 8
  %scevgep2551 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2552 = getelementptr double, double* %scevgep2551, i64 -48
  %.137.us.7.1233.1 = load double, double* %scevgep2552, align 8
  %uglygep2615 = getelementptr i8, i8* %uglygep2613, i64 %.46
  %uglygep26152616 = bitcast i8* %uglygep2615 to double*
  store double %.137.us.7.1233.1, double* %uglygep26152616, align 8
  %scevgep1050.1 = getelementptr i1, i1* %scevgep1050, i64 %7
  %scevgep2521 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2522 = getelementptr double, double* %scevgep2521, i64 -47
  %.137.us.1226.2 = load double, double* %scevgep2522, align 8
  %uglygep2617 = getelementptr i8, i8* %uglygep2615, i64 %.46
  %uglygep26172618 = bitcast i8* %uglygep2617 to double*
  store double %.137.us.1226.2, double* %uglygep26172618, align 8
  %scevgep2523 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2524 = getelementptr double, double* %scevgep2523, i64 -46
  %.137.us.1.1227.2 = load double, double* %scevgep2524, align 8
  %uglygep2619 = getelementptr i8, i8* %uglygep2617, i64 %.46
  %uglygep26192620 = bitcast i8* %uglygep2619 to double*
  store double %.137.us.1.1227.2, double* %uglygep26192620, align 8
  %scevgep2525 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2526 = getelementptr double, double* %scevgep2525, i64 -45
  %.137.us.2.1228.2 = load double, double* %scevgep2526, align 8
  %uglygep2621 = getelementptr i8, i8* %uglygep2619, i64 %.46
  %uglygep26212622 = bitcast i8* %uglygep2621 to double*
  store double %.137.us.2.1228.2, double* %uglygep26212622, align 8
  %scevgep2527 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2528 = getelementptr double, double* %scevgep2527, i64 -44
  %.137.us.3.1229.2 = load double, double* %scevgep2528, align 8
  %uglygep2623 = getelementptr i8, i8* %uglygep2621, i64 %.46
  %uglygep26232624 = bitcast i8* %uglygep2623 to double*
  store double %.137.us.3.1229.2, double* %uglygep26232624, align 8
  %scevgep2529 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2530 = getelementptr double, double* %scevgep2529, i64 -43
  %.137.us.4.1230.2 = load double, double* %scevgep2530, align 8
  %uglygep2625 = getelementptr i8, i8* %uglygep2623, i64 %.46
  %uglygep26252626 = bitcast i8* %uglygep2625 to double*
  store double %.137.us.4.1230.2, double* %uglygep26252626, align 8
  %scevgep2531 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2532 = getelementptr double, double* %scevgep2531, i64 -42
  %.137.us.5.1231.2 = load double, double* %scevgep2532, align 8
  %uglygep2627 = getelementptr i8, i8* %uglygep2625, i64 %.46
  %uglygep26272628 = bitcast i8* %uglygep2627 to double*
  store double %.137.us.5.1231.2, double* %uglygep26272628, align 8
  %scevgep2533 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2534 = getelementptr double, double* %scevgep2533, i64 -41
  %.137.us.6.1232.2 = load double, double* %scevgep2534, align 8
  %uglygep2629 = getelementptr i8, i8* %uglygep2627, i64 %.46
  %uglygep26292630 = bitcast i8* %uglygep2629 to double*
  store double %.137.us.6.1232.2, double* %uglygep26292630, align 8
  %scevgep2535 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2536 = getelementptr double, double* %scevgep2535, i64 -40
  %.137.us.7.1233.2 = load double, double* %scevgep2536, align 8
  %uglygep2631 = getelementptr i8, i8* %uglygep2629, i64 %.46
  %uglygep26312632 = bitcast i8* %uglygep2631 to double*
  store double %.137.us.7.1233.2, double* %uglygep26312632, align 8
  %scevgep1050.2 = getelementptr i1, i1* %scevgep1050.1, i64 %7
  %scevgep2505 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2506 = getelementptr double, double* %scevgep2505, i64 -39
  %.137.us.1226.3 = load double, double* %scevgep2506, align 8
  %uglygep2633 = getelementptr i8, i8* %uglygep2631, i64 %.46
  %uglygep26332634 = bitcast i8* %uglygep2633 to double*
  store double %.137.us.1226.3, double* %uglygep26332634, align 8
  %scevgep2507 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2508 = getelementptr double, double* %scevgep2507, i64 -38
  %.137.us.1.1227.3 = load double, double* %scevgep2508, align 8
  %uglygep2635 = getelementptr i8, i8* %uglygep2633, i64 %.46
  %uglygep26352636 = bitcast i8* %uglygep2635 to double*
  store double %.137.us.1.1227.3, double* %uglygep26352636, align 8
  %scevgep2509 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2510 = getelementptr double, double* %scevgep2509, i64 -37
  %.137.us.2.1228.3 = load double, double* %scevgep2510, align 8
  %uglygep2637 = getelementptr i8, i8* %uglygep2635, i64 %.46
  %uglygep26372638 = bitcast i8* %uglygep2637 to double*
  store double %.137.us.2.1228.3, double* %uglygep26372638, align 8
  %scevgep2511 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2512 = getelementptr double, double* %scevgep2511, i64 -36
  %.137.us.3.1229.3 = load double, double* %scevgep2512, align 8
  %uglygep2639 = getelementptr i8, i8* %uglygep2637, i64 %.46
  %uglygep26392640 = bitcast i8* %uglygep2639 to double*
  store double %.137.us.3.1229.3, double* %uglygep26392640, align 8
  %scevgep2513 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2514 = getelementptr double, double* %scevgep2513, i64 -35
  %.137.us.4.1230.3 = load double, double* %scevgep2514, align 8
  %uglygep2641 = getelementptr i8, i8* %uglygep2639, i64 %.46
  %uglygep26412642 = bitcast i8* %uglygep2641 to double*
  store double %.137.us.4.1230.3, double* %uglygep26412642, align 8
  %scevgep2515 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2516 = getelementptr double, double* %scevgep2515, i64 -34
  %.137.us.5.1231.3 = load double, double* %scevgep2516, align 8
  %uglygep2643 = getelementptr i8, i8* %uglygep2641, i64 %.46
  %uglygep26432644 = bitcast i8* %uglygep2643 to double*
  store double %.137.us.5.1231.3, double* %uglygep26432644, align 8
  %scevgep2517 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2518 = getelementptr double, double* %scevgep2517, i64 -33
  %.137.us.6.1232.3 = load double, double* %scevgep2518, align 8
  %uglygep2645 = getelementptr i8, i8* %uglygep2643, i64 %.46
  %uglygep26452646 = bitcast i8* %uglygep2645 to double*
  store double %.137.us.6.1232.3, double* %uglygep26452646, align 8
  %scevgep2519 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2520 = getelementptr double, double* %scevgep2519, i64 -32
  %.137.us.7.1233.3 = load double, double* %scevgep2520, align 8
  %uglygep2647 = getelementptr i8, i8* %uglygep2645, i64 %.46
  %uglygep26472648 = bitcast i8* %uglygep2647 to double*
  store double %.137.us.7.1233.3, double* %uglygep26472648, align 8
  %scevgep1050.3 = getelementptr i1, i1* %scevgep1050.2, i64 %7
  %scevgep2489 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2490 = getelementptr double, double* %scevgep2489, i64 -31
  %.137.us.1226.4 = load double, double* %scevgep2490, align 8
  %uglygep2649 = getelementptr i8, i8* %uglygep2647, i64 %.46
  %uglygep26492650 = bitcast i8* %uglygep2649 to double*
  store double %.137.us.1226.4, double* %uglygep26492650, align 8
  %scevgep2491 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2492 = getelementptr double, double* %scevgep2491, i64 -30
  %.137.us.1.1227.4 = load double, double* %scevgep2492, align 8
  %uglygep2651 = getelementptr i8, i8* %uglygep2649, i64 %.46
  %uglygep26512652 = bitcast i8* %uglygep2651 to double*
  store double %.137.us.1.1227.4, double* %uglygep26512652, align 8
  %scevgep2493 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2494 = getelementptr double, double* %scevgep2493, i64 -29
  %.137.us.2.1228.4 = load double, double* %scevgep2494, align 8
  %uglygep2653 = getelementptr i8, i8* %uglygep2651, i64 %.46
  %uglygep26532654 = bitcast i8* %uglygep2653 to double*
  store double %.137.us.2.1228.4, double* %uglygep26532654, align 8
  %scevgep2495 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2496 = getelementptr double, double* %scevgep2495, i64 -28
  %.137.us.3.1229.4 = load double, double* %scevgep2496, align 8
  %uglygep2655 = getelementptr i8, i8* %uglygep2653, i64 %.46
  %uglygep26552656 = bitcast i8* %uglygep2655 to double*
  store double %.137.us.3.1229.4, double* %uglygep26552656, align 8
  %scevgep2497 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2498 = getelementptr double, double* %scevgep2497, i64 -27
  %.137.us.4.1230.4 = load double, double* %scevgep2498, align 8
  %uglygep2657 = getelementptr i8, i8* %uglygep2655, i64 %.46
  %uglygep26572658 = bitcast i8* %uglygep2657 to double*
  store double %.137.us.4.1230.4, double* %uglygep26572658, align 8
  %scevgep2499 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2500 = getelementptr double, double* %scevgep2499, i64 -26
  %.137.us.5.1231.4 = load double, double* %scevgep2500, align 8
  %uglygep2659 = getelementptr i8, i8* %uglygep2657, i64 %.46
  %uglygep26592660 = bitcast i8* %uglygep2659 to double*
  store double %.137.us.5.1231.4, double* %uglygep26592660, align 8
  %scevgep2501 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2502 = getelementptr double, double* %scevgep2501, i64 -25
  %.137.us.6.1232.4 = load double, double* %scevgep2502, align 8
  %uglygep2661 = getelementptr i8, i8* %uglygep2659, i64 %.46
  %uglygep26612662 = bitcast i8* %uglygep2661 to double*
  store double %.137.us.6.1232.4, double* %uglygep26612662, align 8
  %scevgep2503 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2504 = getelementptr double, double* %scevgep2503, i64 -24
  %.137.us.7.1233.4 = load double, double* %scevgep2504, align 8
  %uglygep2663 = getelementptr i8, i8* %uglygep2661, i64 %.46
  %uglygep26632664 = bitcast i8* %uglygep2663 to double*
  store double %.137.us.7.1233.4, double* %uglygep26632664, align 8
  %scevgep1050.4 = getelementptr i1, i1* %scevgep1050.3, i64 %7
  %scevgep2473 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2474 = getelementptr double, double* %scevgep2473, i64 -23
  %.137.us.1226.5 = load double, double* %scevgep2474, align 8
  %uglygep2665 = getelementptr i8, i8* %uglygep2663, i64 %.46
  %uglygep26652666 = bitcast i8* %uglygep2665 to double*
  store double %.137.us.1226.5, double* %uglygep26652666, align 8
  %scevgep2475 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2476 = getelementptr double, double* %scevgep2475, i64 -22
  %.137.us.1.1227.5 = load double, double* %scevgep2476, align 8
  %uglygep2667 = getelementptr i8, i8* %uglygep2665, i64 %.46
  %uglygep26672668 = bitcast i8* %uglygep2667 to double*
  store double %.137.us.1.1227.5, double* %uglygep26672668, align 8
  %scevgep2477 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2478 = getelementptr double, double* %scevgep2477, i64 -21
  %.137.us.2.1228.5 = load double, double* %scevgep2478, align 8
  %uglygep2669 = getelementptr i8, i8* %uglygep2667, i64 %.46
  %uglygep26692670 = bitcast i8* %uglygep2669 to double*
  store double %.137.us.2.1228.5, double* %uglygep26692670, align 8
  %scevgep2479 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2480 = getelementptr double, double* %scevgep2479, i64 -20
  %.137.us.3.1229.5 = load double, double* %scevgep2480, align 8
  %uglygep2671 = getelementptr i8, i8* %uglygep2669, i64 %.46
  %uglygep26712672 = bitcast i8* %uglygep2671 to double*
  store double %.137.us.3.1229.5, double* %uglygep26712672, align 8
  %scevgep2481 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2482 = getelementptr double, double* %scevgep2481, i64 -19
  %.137.us.4.1230.5 = load double, double* %scevgep2482, align 8
  %uglygep2673 = getelementptr i8, i8* %uglygep2671, i64 %.46
  %uglygep26732674 = bitcast i8* %uglygep2673 to double*
  store double %.137.us.4.1230.5, double* %uglygep26732674, align 8
  %scevgep2483 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2484 = getelementptr double, double* %scevgep2483, i64 -18
  %.137.us.5.1231.5 = load double, double* %scevgep2484, align 8
  %uglygep2675 = getelementptr i8, i8* %uglygep2673, i64 %.46
  %uglygep26752676 = bitcast i8* %uglygep2675 to double*
  store double %.137.us.5.1231.5, double* %uglygep26752676, align 8
  %scevgep2485 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2486 = getelementptr double, double* %scevgep2485, i64 -17
  %.137.us.6.1232.5 = load double, double* %scevgep2486, align 8
  %uglygep2677 = getelementptr i8, i8* %uglygep2675, i64 %.46
  %uglygep26772678 = bitcast i8* %uglygep2677 to double*
  store double %.137.us.6.1232.5, double* %uglygep26772678, align 8
  %scevgep2487 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2488 = getelementptr double, double* %scevgep2487, i64 -16
  %.137.us.7.1233.5 = load double, double* %scevgep2488, align 8
  %uglygep2679 = getelementptr i8, i8* %uglygep2677, i64 %.46
  %uglygep26792680 = bitcast i8* %uglygep2679 to double*
  store double %.137.us.7.1233.5, double* %uglygep26792680, align 8
  %scevgep1050.5 = getelementptr i1, i1* %scevgep1050.4, i64 %7
  %scevgep2457 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2458 = getelementptr double, double* %scevgep2457, i64 -15
  %.137.us.1226.6 = load double, double* %scevgep2458, align 8
  %uglygep2681 = getelementptr i8, i8* %uglygep2679, i64 %.46
  %uglygep26812682 = bitcast i8* %uglygep2681 to double*
  store double %.137.us.1226.6, double* %uglygep26812682, align 8
  %scevgep2459 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2460 = getelementptr double, double* %scevgep2459, i64 -14
  %.137.us.1.1227.6 = load double, double* %scevgep2460, align 8
  %uglygep2683 = getelementptr i8, i8* %uglygep2681, i64 %.46
  %uglygep26832684 = bitcast i8* %uglygep2683 to double*
  store double %.137.us.1.1227.6, double* %uglygep26832684, align 8
  %scevgep2461 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2462 = getelementptr double, double* %scevgep2461, i64 -13
  %.137.us.2.1228.6 = load double, double* %scevgep2462, align 8
  %uglygep2685 = getelementptr i8, i8* %uglygep2683, i64 %.46
  %uglygep26852686 = bitcast i8* %uglygep2685 to double*
  store double %.137.us.2.1228.6, double* %uglygep26852686, align 8
  %scevgep2463 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2464 = getelementptr double, double* %scevgep2463, i64 -12
  %.137.us.3.1229.6 = load double, double* %scevgep2464, align 8
  %uglygep2687 = getelementptr i8, i8* %uglygep2685, i64 %.46
  %uglygep26872688 = bitcast i8* %uglygep2687 to double*
  store double %.137.us.3.1229.6, double* %uglygep26872688, align 8
  %scevgep2465 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2466 = getelementptr double, double* %scevgep2465, i64 -11
  %.137.us.4.1230.6 = load double, double* %scevgep2466, align 8
  %uglygep2689 = getelementptr i8, i8* %uglygep2687, i64 %.46
  %uglygep26892690 = bitcast i8* %uglygep2689 to double*
  store double %.137.us.4.1230.6, double* %uglygep26892690, align 8
  %scevgep2467 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2468 = getelementptr double, double* %scevgep2467, i64 -10
  %.137.us.5.1231.6 = load double, double* %scevgep2468, align 8
  %uglygep2691 = getelementptr i8, i8* %uglygep2689, i64 %.46
  %uglygep26912692 = bitcast i8* %uglygep2691 to double*
  store double %.137.us.5.1231.6, double* %uglygep26912692, align 8
  %scevgep2469 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2470 = getelementptr double, double* %scevgep2469, i64 -9
  %.137.us.6.1232.6 = load double, double* %scevgep2470, align 8
  %uglygep2693 = getelementptr i8, i8* %uglygep2691, i64 %.46
  %uglygep26932694 = bitcast i8* %uglygep2693 to double*
  store double %.137.us.6.1232.6, double* %uglygep26932694, align 8
  %scevgep2471 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2472 = getelementptr double, double* %scevgep2471, i64 -8
  %.137.us.7.1233.6 = load double, double* %scevgep2472, align 8
  %uglygep2695 = getelementptr i8, i8* %uglygep2693, i64 %.46
  %uglygep26952696 = bitcast i8* %uglygep2695 to double*
  store double %.137.us.7.1233.6, double* %uglygep26952696, align 8
  %scevgep1050.6 = getelementptr i1, i1* %scevgep1050.5, i64 %7
  %scevgep2553 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2554 = getelementptr double, double* %scevgep2553, i64 -7
  %.137.us.1226.7 = load double, double* %scevgep2554, align 8
  %uglygep2697 = getelementptr i8, i8* %uglygep2695, i64 %.46
  %uglygep26972698 = bitcast i8* %uglygep2697 to double*
  store double %.137.us.1226.7, double* %uglygep26972698, align 8
  %scevgep2555 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2556 = getelementptr double, double* %scevgep2555, i64 -6
  %.137.us.1.1227.7 = load double, double* %scevgep2556, align 8
  %uglygep2699 = getelementptr i8, i8* %uglygep2697, i64 %.46
  %uglygep26992700 = bitcast i8* %uglygep2699 to double*
  store double %.137.us.1.1227.7, double* %uglygep26992700, align 8
  %scevgep2557 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2558 = getelementptr double, double* %scevgep2557, i64 -5
  %.137.us.2.1228.7 = load double, double* %scevgep2558, align 8
  %uglygep2701 = getelementptr i8, i8* %uglygep2699, i64 %.46
  %uglygep27012702 = bitcast i8* %uglygep2701 to double*
  store double %.137.us.2.1228.7, double* %uglygep27012702, align 8
  %scevgep2559 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2560 = getelementptr double, double* %scevgep2559, i64 -4
  %.137.us.3.1229.7 = load double, double* %scevgep2560, align 8
  %uglygep2703 = getelementptr i8, i8* %uglygep2701, i64 %.46
  %uglygep27032704 = bitcast i8* %uglygep2703 to double*
  store double %.137.us.3.1229.7, double* %uglygep27032704, align 8
  %scevgep2561 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2562 = getelementptr double, double* %scevgep2561, i64 -3
  %.137.us.4.1230.7 = load double, double* %scevgep2562, align 8
  %uglygep2705 = getelementptr i8, i8* %uglygep2703, i64 %.46
  %uglygep27052706 = bitcast i8* %uglygep2705 to double*
  store double %.137.us.4.1230.7, double* %uglygep27052706, align 8
  %scevgep2563 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2564 = getelementptr double, double* %scevgep2563, i64 -2
  %.137.us.5.1231.7 = load double, double* %scevgep2564, align 8
  %uglygep2707 = getelementptr i8, i8* %uglygep2705, i64 %.46
  %uglygep27072708 = bitcast i8* %uglygep2707 to double*
  store double %.137.us.5.1231.7, double* %uglygep27072708, align 8
  %scevgep2565 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %scevgep2566 = getelementptr double, double* %scevgep2565, i64 -1
  %.137.us.6.1232.7 = load double, double* %scevgep2566, align 8
  %uglygep2709 = getelementptr i8, i8* %uglygep2707, i64 %.46
  %uglygep27092710 = bitcast i8* %uglygep2709 to double*
  store double %.137.us.6.1232.7, double* %uglygep27092710, align 8
  %scevgep2567 = getelementptr double, double* %lsr.iv2454, i64 %lsr.iv1055
  %.137.us.7.1233.7 = load double, double* %scevgep2567, align 8
  %uglygep2711 = getelementptr i8, i8* %uglygep2709, i64 %.46
  %uglygep27112712 = bitcast i8* %uglygep2711 to double*
  store double %.137.us.7.1233.7, double* %uglygep27112712, align 8
  %scevgep1050.7 = getelementptr i1, i1* %scevgep1050.6, i64 %7
  %88 = bitcast i1* %scevgep1050.7 to double*
  %lsr.iv.next1056.7 = add i64 %lsr.iv1055, 64
  %lsr.iv.next2585 = add i64 %lsr.iv2584, -8
  %niter772.ncmp.7 = icmp eq i64 %lsr.iv.next2585, 0
  %uglygep2713 = getelementptr i8, i8* %uglygep2711, i64 %.46
  %uglygep27132714 = bitcast i8* %uglygep2713 to double*
  br i1 %niter772.ncmp.7, label %for.body.1.us.preheader.1.1.loopexit.unr-lcssa, label %for.body.1.us.1236, !llvm.loop !89

for.body.1.us.preheader.1.1.loopexit.unr-lcssa:   ; preds = %for.body.1.us.1236, %for.body.1.us.1236.preheader
  %lsr.iv1055.unr = phi i64 [ 0, %for.body.1.us.1236.preheader ], [ %lsr.iv.next1056.7, %for.body.1.us.1236 ]
  %lsr.iv1048.unr = phi double* [ %lsr.iv1046, %for.body.1.us.1236.preheader ], [ %88, %for.body.1.us.1236 ]
  %89 = and i64 %29, 7
  %90 = icmp eq i64 %89, 0
  br i1 %90, label %for.body.1.us.preheader.1.1, label %for.body.1.us.1236.epil.preheader

for.body.1.us.1236.epil.preheader:                ; preds = %for.body.1.us.preheader.1.1.loopexit.unr-lcssa
  %scevgep2721 = getelementptr double, double* %lsr.iv2718, i64 %lsr.iv1055.unr
  br label %for.body.1.us.1236.epil

for.body.1.us.1236.epil:                          ; preds = %for.body.1.us.1236.epil.preheader, %for.body.1.us.1236.epil
  %lsr.iv2715 = phi i64 [ 0, %for.body.1.us.1236.epil.preheader ], [ %lsr.iv.next2716, %for.body.1.us.1236.epil ]
  %lsr.iv1048.epil = phi double* [ %uglygep27572758, %for.body.1.us.1236.epil ], [ %lsr.iv1048.unr, %for.body.1.us.1236.epil.preheader ]
  %91 = bitcast double* %scevgep2721 to i8*
  %lsr.iv1048.epil2742 = bitcast double* %lsr.iv1048.epil to i8*
  %uglygep2725 = getelementptr i8, i8* %91, i64 %lsr.iv2715
  %uglygep27252726 = bitcast i8* %uglygep2725 to double*
  %scevgep2727 = getelementptr double, double* %uglygep27252726, i64 -4
  %.137.us.1226.epil = load double, double* %scevgep2727, align 8
  store double %.137.us.1226.epil, double* %lsr.iv1048.epil, align 8
  %scevgep2735 = getelementptr double, double* %uglygep27252726, i64 -3
  %.137.us.1.1227.epil = load double, double* %scevgep2735, align 8
  %uglygep2743 = getelementptr i8, i8* %lsr.iv1048.epil2742, i64 %.46
  %uglygep27432744 = bitcast i8* %uglygep2743 to double*
  store double %.137.us.1.1227.epil, double* %uglygep27432744, align 8
  %uglygep2736 = getelementptr i8, i8* %91, i64 %lsr.iv2715
  %uglygep27362737 = bitcast i8* %uglygep2736 to double*
  %scevgep2738 = getelementptr double, double* %uglygep27362737, i64 -2
  %.137.us.2.1228.epil = load double, double* %scevgep2738, align 8
  %uglygep2745 = getelementptr i8, i8* %uglygep2743, i64 %.46
  %uglygep27452746 = bitcast i8* %uglygep2745 to double*
  store double %.137.us.2.1228.epil, double* %uglygep27452746, align 8
  %uglygep2739 = getelementptr i8, i8* %91, i64 %lsr.iv2715
  %uglygep27392740 = bitcast i8* %uglygep2739 to double*
  %scevgep2741 = getelementptr double, double* %uglygep27392740, i64 -1
  %.137.us.3.1229.epil = load double, double* %scevgep2741, align 8
  %uglygep2747 = getelementptr i8, i8* %uglygep2745, i64 %.46
  %uglygep27472748 = bitcast i8* %uglygep2747 to double*
  store double %.137.us.3.1229.epil, double* %uglygep27472748, align 8
  %uglygep2723 = getelementptr i8, i8* %91, i64 %lsr.iv2715
  %uglygep27232724 = bitcast i8* %uglygep2723 to double*
  %.137.us.4.1230.epil = load double, double* %uglygep27232724, align 8
  %uglygep2749 = getelementptr i8, i8* %uglygep2747, i64 %.46
  %uglygep27492750 = bitcast i8* %uglygep2749 to double*
  store double %.137.us.4.1230.epil, double* %uglygep27492750, align 8
  %scevgep2734 = getelementptr double, double* %uglygep27232724, i64 1
  %.137.us.5.1231.epil = load double, double* %scevgep2734, align 8
  %uglygep2751 = getelementptr i8, i8* %uglygep2749, i64 %.46
  %uglygep27512752 = bitcast i8* %uglygep2751 to double*
  store double %.137.us.5.1231.epil, double* %uglygep27512752, align 8
  %uglygep2731 = getelementptr i8, i8* %91, i64 %lsr.iv2715
  %uglygep27312732 = bitcast i8* %uglygep2731 to double*
  %scevgep2733 = getelementptr double, double* %uglygep27312732, i64 2
  %.137.us.6.1232.epil = load double, double* %scevgep2733, align 8
  %uglygep2753 = getelementptr i8, i8* %uglygep2751, i64 %.46
  %uglygep27532754 = bitcast i8* %uglygep2753 to double*
  store double %.137.us.6.1232.epil, double* %uglygep27532754, align 8
  %uglygep2728 = getelementptr i8, i8* %91, i64 %lsr.iv2715
  %uglygep27282729 = bitcast i8* %uglygep2728 to double*
  %scevgep2730 = getelementptr double, double* %uglygep27282729, i64 3
  %.137.us.7.1233.epil = load double, double* %scevgep2730, align 8
  %uglygep2755 = getelementptr i8, i8* %uglygep2753, i64 %.46
  %uglygep27552756 = bitcast i8* %uglygep2755 to double*
  store double %.137.us.7.1233.epil, double* %uglygep27552756, align 8
  %lsr.iv.next2716 = add nuw nsw i64 %lsr.iv2715, 64
  %epil.iter769.cmp.not = icmp eq i64 %42, %lsr.iv.next2716
  %uglygep2757 = getelementptr i8, i8* %uglygep2755, i64 %.46
  %uglygep27572758 = bitcast i8* %uglygep2757 to double*
  br i1 %epil.iter769.cmp.not, label %for.body.1.us.preheader.1.1, label %for.body.1.us.1236.epil, !llvm.loop !93

for.body.1.us.preheader.1.1:                      ; preds = %for.body.1.us.1236.epil, %for.body.1.us.preheader.1.1.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.1224
  %92 = icmp eq i64 %xtraiter41, 0
  br i1 %92, label %for.body.1.us.prol.loopexit.1.1, label %for.body.1.us.prol.1.1.preheader

for.body.1.us.prol.1.1.preheader:                 ; preds = %for.body.1.us.preheader.1.1
  br label %for.body.1.us.prol.1.1

for.body.1.us.prol.1.1:                           ; preds = %for.body.1.us.prol.1.1.preheader, %for.body.1.us.prol.1.1
  %lsr.iv2759 = phi double* [ %lsr.iv648, %for.body.1.us.prol.1.1.preheader ], [ %93, %for.body.1.us.prol.1.1 ]
  %loop.index.12.us.prol.1.1 = phi i64 [ %.139.us.prol.1.1, %for.body.1.us.prol.1.1 ], [ 0, %for.body.1.us.prol.1.1.preheader ]
  %lsr.iv27592760 = bitcast double* %lsr.iv2759 to i1*
  %scevgep2762 = getelementptr double, double* %lsr.iv654, i64 %loop.index.12.us.prol.1.1
  %.137.us.prol.1.1 = load double, double* %scevgep2762, align 8
  store double %.137.us.prol.1.1, double* %lsr.iv2759, align 8
  %.139.us.prol.1.1 = add nuw nsw i64 %loop.index.12.us.prol.1.1, 1
  %scevgep2761 = getelementptr i1, i1* %lsr.iv27592760, i64 %.46
  %93 = bitcast i1* %scevgep2761 to double*
  %prol.iter.cmp.1.not.1 = icmp eq i64 %xtraiter41, %.139.us.prol.1.1
  br i1 %prol.iter.cmp.1.not.1, label %for.body.1.us.prol.loopexit.1.1, label %for.body.1.us.prol.1.1, !llvm.loop !88

for.body.1.us.prol.loopexit.1.1:                  ; preds = %for.body.1.us.prol.1.1, %for.body.1.us.preheader.1.1
  %94 = icmp ult i64 %4, 7
  br i1 %94, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.preheader.1

for.body.1.us.1.preheader.1:                      ; preds = %for.body.1.us.prol.loopexit.1.1
  %95 = icmp ult i64 %27, 56
  %scevgep658 = getelementptr double, double* %lsr.iv648, i64 %21
  br i1 %95, label %for.end.1.loopexit.us.1.1.loopexit.unr-lcssa, label %for.body.1.us.1.1.preheader

for.body.1.us.1.1.preheader:                      ; preds = %for.body.1.us.1.preheader.1
  br label %for.body.1.us.1.1

for.body.1.us.1.1:                                ; preds = %for.body.1.us.1.1.preheader, %for.body.1.us.1.1
  %lsr.iv2900 = phi i64 [ %unroll_iter688, %for.body.1.us.1.1.preheader ], [ %lsr.iv.next2901, %for.body.1.us.1.1 ]
  %lsr.iv2897 = phi double* [ %lsr.iv2895, %for.body.1.us.1.1.preheader ], [ %uglygep30293030, %for.body.1.us.1.1 ]
  %lsr.iv1095 = phi i64 [ %lsr.iv.next1096.7, %for.body.1.us.1.1 ], [ 0, %for.body.1.us.1.1.preheader ]
  %lsr.iv28972898 = bitcast double* %lsr.iv2897 to i1*
  %lsr.iv28972902 = bitcast double* %lsr.iv2897 to i8*
  %scevgep2890 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2891 = getelementptr double, double* %scevgep2890, i64 -63
  %.137.us.166.1 = load double, double* %scevgep2891, align 8
  store double %.137.us.166.1, double* %lsr.iv2897, align 8
  %scevgep2888 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2889 = getelementptr double, double* %scevgep2888, i64 -62
  %.137.us.1.1.1 = load double, double* %scevgep2889, align 8
  %uglygep2903 = getelementptr i8, i8* %lsr.iv28972902, i64 %.46
  %uglygep29032904 = bitcast i8* %uglygep2903 to double*
  store double %.137.us.1.1.1, double* %uglygep29032904, align 8
  %scevgep2886 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2887 = getelementptr double, double* %scevgep2886, i64 -61
  %.137.us.2.1.1 = load double, double* %scevgep2887, align 8
  %uglygep2905 = getelementptr i8, i8* %uglygep2903, i64 %.46
  %uglygep29052906 = bitcast i8* %uglygep2905 to double*
  store double %.137.us.2.1.1, double* %uglygep29052906, align 8
  %scevgep2884 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2885 = getelementptr double, double* %scevgep2884, i64 -60
  %.137.us.3.1.1 = load double, double* %scevgep2885, align 8
  %uglygep2907 = getelementptr i8, i8* %uglygep2905, i64 %.46
  %uglygep29072908 = bitcast i8* %uglygep2907 to double*
  store double %.137.us.3.1.1, double* %uglygep29072908, align 8
  %scevgep2882 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2883 = getelementptr double, double* %scevgep2882, i64 -59
  %.137.us.4.1.1 = load double, double* %scevgep2883, align 8
  %uglygep2909 = getelementptr i8, i8* %uglygep2907, i64 %.46
  %uglygep29092910 = bitcast i8* %uglygep2909 to double*
  store double %.137.us.4.1.1, double* %uglygep29092910, align 8
  %scevgep2880 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2881 = getelementptr double, double* %scevgep2880, i64 -58
  %.137.us.5.1.1 = load double, double* %scevgep2881, align 8
  %uglygep2911 = getelementptr i8, i8* %uglygep2909, i64 %.46
  %uglygep29112912 = bitcast i8* %uglygep2911 to double*
  store double %.137.us.5.1.1, double* %uglygep29112912, align 8
  %scevgep2878 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2879 = getelementptr double, double* %scevgep2878, i64 -57
  %.137.us.6.1.1 = load double, double* %scevgep2879, align 8
  %uglygep2913 = getelementptr i8, i8* %uglygep2911, i64 %.46
  %uglygep29132914 = bitcast i8* %uglygep2913 to double*
  store double %.137.us.6.1.1, double* %uglygep29132914, align 8
  %scevgep2892 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2893 = getelementptr double, double* %scevgep2892, i64 -56
  %.137.us.7.1.1 = load double, double* %scevgep2893, align 8
  %uglygep2915 = getelementptr i8, i8* %uglygep2913, i64 %.46
  %uglygep29152916 = bitcast i8* %uglygep2915 to double*
  store double %.137.us.7.1.1, double* %uglygep29152916, align 8
  %scevgep2847 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2848 = getelementptr double, double* %scevgep2847, i64 -55
  %.137.us.166.1.1 = load double, double* %scevgep2848, align 8
  %uglygep2917 = getelementptr i8, i8* %uglygep2915, i64 %.46
  %uglygep29172918 = bitcast i8* %uglygep2917 to double*
  store double %.137.us.166.1.1, double* %uglygep29172918, align 8
  %scevgep2849 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2850 = getelementptr double, double* %scevgep2849, i64 -54
  %.137.us.1.1.1.1 = load double, double* %scevgep2850, align 8
  %uglygep2919 = getelementptr i8, i8* %uglygep2917, i64 %.46
  %uglygep29192920 = bitcast i8* %uglygep2919 to double*
  store double %.137.us.1.1.1.1, double* %uglygep29192920, align 8
  %scevgep2851 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2852 = getelementptr double, double* %scevgep2851, i64 -53
  %.137.us.2.1.1.1 = load double, double* %scevgep2852, align 8
  %uglygep2921 = getelementptr i8, i8* %uglygep2919, i64 %.46
  %uglygep29212922 = bitcast i8* %uglygep2921 to double*
  store double %.137.us.2.1.1.1, double* %uglygep29212922, align 8
  %scevgep2853 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2854 = getelementptr double, double* %scevgep2853, i64 -52
  %.137.us.3.1.1.1 = load double, double* %scevgep2854, align 8
  %uglygep2923 = getelementptr i8, i8* %uglygep2921, i64 %.46
  %uglygep29232924 = bitcast i8* %uglygep2923 to double*
  store double %.137.us.3.1.1.1, double* %uglygep29232924, align 8
  %scevgep2855 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2856 = getelementptr double, double* %scevgep2855, i64 -51
  %.137.us.4.1.1.1 = load double, double* %scevgep2856, align 8
  %uglygep2925 = getelementptr i8, i8* %uglygep2923, i64 %.46
  %uglygep29252926 = bitcast i8* %uglygep2925 to double*
  store double %.137.us.4.1.1.1, double* %uglygep29252926, align 8
  %scevgep2857 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2858 = getelementptr double, double* %scevgep2857, i64 -50
  %.137.us.5.1.1.1 = load double, double* %scevgep2858, align 8
  %uglygep2927 = getelementptr i8, i8* %uglygep2925, i64 %.46
  %uglygep29272928 = bitcast i8* %uglygep2927 to double*
  store double %.137.us.5.1.1.1, double* %uglygep29272928, align 8
  %scevgep2859 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2860 = getelementptr double, double* %scevgep2859, i64 -49
  %.137.us.6.1.1.1 = load double, double* %scevgep2860, align 8
  %uglygep2929 = getelementptr i8, i8* %uglygep2927, i64 %.46
  %uglygep29292930 = bitcast i8* %uglygep2929 to double*
  store double %.137.us.6.1.1.1, double* %uglygep29292930, align 8
  %scevgep2861 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2862 = getelementptr double, double* %scevgep2861, i64 -48
  %.137.us.7.1.1.1 = load double, double* %scevgep2862, align 8
  %uglygep2931 = getelementptr i8, i8* %uglygep2929, i64 %.46
  %uglygep29312932 = bitcast i8* %uglygep2931 to double*
  store double %.137.us.7.1.1.1, double* %uglygep29312932, align 8
  %scevgep2831 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2832 = getelementptr double, double* %scevgep2831, i64 -47
  %.137.us.166.1.2 = load double, double* %scevgep2832, align 8
  %uglygep2933 = getelementptr i8, i8* %uglygep2931, i64 %.46
  %uglygep29332934 = bitcast i8* %uglygep2933 to double*
  store double %.137.us.166.1.2, double* %uglygep29332934, align 8
  %scevgep2833 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2834 = getelementptr double, double* %scevgep2833, i64 -46
  %.137.us.1.1.1.2 = load double, double* %scevgep2834, align 8
  %uglygep2935 = getelementptr i8, i8* %uglygep2933, i64 %.46
  %uglygep29352936 = bitcast i8* %uglygep2935 to double*
  store double %.137.us.1.1.1.2, double* %uglygep29352936, align 8
  %scevgep2835 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2836 = getelementptr double, double* %scevgep2835, i64 -45
  %.137.us.2.1.1.2 = load double, double* %scevgep2836, align 8
  %uglygep2937 = getelementptr i8, i8* %uglygep2935, i64 %.46
  %uglygep29372938 = bitcast i8* %uglygep2937 to double*
  store double %.137.us.2.1.1.2, double* %uglygep29372938, align 8
  %scevgep2837 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2838 = getelementptr double, double* %scevgep2837, i64 -44
  %.137.us.3.1.1.2 = load double, double* %scevgep2838, align 8
  %uglygep2939 = getelementptr i8, i8* %uglygep2937, i64 %.46
  %uglygep29392940 = bitcast i8* %uglygep2939 to double*
  store double %.137.us.3.1.1.2, double* %uglygep29392940, align 8
  %scevgep2839 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2840 = getelementptr double, double* %scevgep2839, i64 -43
  %.137.us.4.1.1.2 = load double, double* %scevgep2840, align 8
  %uglygep2941 = getelementptr i8, i8* %uglygep2939, i64 %.46
  %uglygep29412942 = bitcast i8* %uglygep2941 to double*
  store double %.137.us.4.1.1.2, double* %uglygep29412942, align 8
  %scevgep2841 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2842 = getelementptr double, double* %scevgep2841, i64 -42
  %.137.us.5.1.1.2 = load double, double* %scevgep2842, align 8
  %uglygep2943 = getelementptr i8, i8* %uglygep2941, i64 %.46
  %uglygep29432944 = bitcast i8* %uglygep2943 to double*
  store double %.137.us.5.1.1.2, double* %uglygep29432944, align 8
  %scevgep2843 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2844 = getelementptr double, double* %scevgep2843, i64 -41
  %.137.us.6.1.1.2 = load double, double* %scevgep2844, align 8
  %uglygep2945 = getelementptr i8, i8* %uglygep2943, i64 %.46
  %uglygep29452946 = bitcast i8* %uglygep2945 to double*
  store double %.137.us.6.1.1.2, double* %uglygep29452946, align 8
  %scevgep2845 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2846 = getelementptr double, double* %scevgep2845, i64 -40
  %.137.us.7.1.1.2 = load double, double* %scevgep2846, align 8
  %uglygep2947 = getelementptr i8, i8* %uglygep2945, i64 %.46
  %uglygep29472948 = bitcast i8* %uglygep2947 to double*
  store double %.137.us.7.1.1.2, double* %uglygep29472948, align 8
  %scevgep2815 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2816 = getelementptr double, double* %scevgep2815, i64 -39
  %.137.us.166.1.3 = load double, double* %scevgep2816, align 8
  %uglygep2949 = getelementptr i8, i8* %uglygep2947, i64 %.46
  %uglygep29492950 = bitcast i8* %uglygep2949 to double*
  store double %.137.us.166.1.3, double* %uglygep29492950, align 8
  %scevgep2817 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2818 = getelementptr double, double* %scevgep2817, i64 -38
  %.137.us.1.1.1.3 = load double, double* %scevgep2818, align 8
  %uglygep2951 = getelementptr i8, i8* %uglygep2949, i64 %.46
  %uglygep29512952 = bitcast i8* %uglygep2951 to double*
  store double %.137.us.1.1.1.3, double* %uglygep29512952, align 8
  %scevgep2819 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2820 = getelementptr double, double* %scevgep2819, i64 -37
  %.137.us.2.1.1.3 = load double, double* %scevgep2820, align 8
  %uglygep2953 = getelementptr i8, i8* %uglygep2951, i64 %.46
  %uglygep29532954 = bitcast i8* %uglygep2953 to double*
  store double %.137.us.2.1.1.3, double* %uglygep29532954, align 8
  %scevgep2821 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2822 = getelementptr double, double* %scevgep2821, i64 -36
  %.137.us.3.1.1.3 = load double, double* %scevgep2822, align 8
  %uglygep2955 = getelementptr i8, i8* %uglygep2953, i64 %.46
  %uglygep29552956 = bitcast i8* %uglygep2955 to double*
  store double %.137.us.3.1.1.3, double* %uglygep29552956, align 8
  %scevgep2823 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2824 = getelementptr double, double* %scevgep2823, i64 -35
  %.137.us.4.1.1.3 = load double, double* %scevgep2824, align 8
  %uglygep2957 = getelementptr i8, i8* %uglygep2955, i64 %.46
  %uglygep29572958 = bitcast i8* %uglygep2957 to double*
  store double %.137.us.4.1.1.3, double* %uglygep29572958, align 8
  %scevgep2825 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2826 = getelementptr double, double* %scevgep2825, i64 -34
  %.137.us.5.1.1.3 = load double, double* %scevgep2826, align 8
  %uglygep2959 = getelementptr i8, i8* %uglygep2957, i64 %.46
  %uglygep29592960 = bitcast i8* %uglygep2959 to double*
  store double %.137.us.5.1.1.3, double* %uglygep29592960, align 8
  %scevgep2827 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2828 = getelementptr double, double* %scevgep2827, i64 -33
  %.137.us.6.1.1.3 = load double, double* %scevgep2828, align 8
  %uglygep2961 = getelementptr i8, i8* %uglygep2959, i64 %.46
  %uglygep29612962 = bitcast i8* %uglygep2961 to double*
  store double %.137.us.6.1.1.3, double* %uglygep29612962, align 8
  %scevgep2829 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2830 = getelementptr double, double* %scevgep2829, i64 -32
  %.137.us.7.1.1.3 = load double, double* %scevgep2830, align 8
  %uglygep2963 = getelementptr i8, i8* %uglygep2961, i64 %.46
  %uglygep29632964 = bitcast i8* %uglygep2963 to double*
  store double %.137.us.7.1.1.3, double* %uglygep29632964, align 8
  %scevgep2799 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2800 = getelementptr double, double* %scevgep2799, i64 -31
  %.137.us.166.1.4 = load double, double* %scevgep2800, align 8
  %uglygep2965 = getelementptr i8, i8* %uglygep2963, i64 %.46
  %uglygep29652966 = bitcast i8* %uglygep2965 to double*
  store double %.137.us.166.1.4, double* %uglygep29652966, align 8
  %scevgep2801 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2802 = getelementptr double, double* %scevgep2801, i64 -30
  %.137.us.1.1.1.4 = load double, double* %scevgep2802, align 8
  %uglygep2967 = getelementptr i8, i8* %uglygep2965, i64 %.46
  %uglygep29672968 = bitcast i8* %uglygep2967 to double*
  store double %.137.us.1.1.1.4, double* %uglygep29672968, align 8
  %scevgep2803 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2804 = getelementptr double, double* %scevgep2803, i64 -29
  %.137.us.2.1.1.4 = load double, double* %scevgep2804, align 8
  %uglygep2969 = getelementptr i8, i8* %uglygep2967, i64 %.46
  %uglygep29692970 = bitcast i8* %uglygep2969 to double*
  store double %.137.us.2.1.1.4, double* %uglygep29692970, align 8
  %scevgep2805 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2806 = getelementptr double, double* %scevgep2805, i64 -28
  %.137.us.3.1.1.4 = load double, double* %scevgep2806, align 8
  %uglygep2971 = getelementptr i8, i8* %uglygep2969, i64 %.46
  %uglygep29712972 = bitcast i8* %uglygep2971 to double*
  store double %.137.us.3.1.1.4, double* %uglygep29712972, align 8
  %scevgep2807 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2808 = getelementptr double, double* %scevgep2807, i64 -27
  %.137.us.4.1.1.4 = load double, double* %scevgep2808, align 8
  %uglygep2973 = getelementptr i8, i8* %uglygep2971, i64 %.46
  %uglygep29732974 = bitcast i8* %uglygep2973 to double*
  store double %.137.us.4.1.1.4, double* %uglygep29732974, align 8
  %scevgep2809 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2810 = getelementptr double, double* %scevgep2809, i64 -26
  %.137.us.5.1.1.4 = load double, double* %scevgep2810, align 8
  %uglygep2975 = getelementptr i8, i8* %uglygep2973, i64 %.46
  %uglygep29752976 = bitcast i8* %uglygep2975 to double*
  store double %.137.us.5.1.1.4, double* %uglygep29752976, align 8
  %scevgep2811 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2812 = getelementptr double, double* %scevgep2811, i64 -25
  %.137.us.6.1.1.4 = load double, double* %scevgep2812, align 8
  %uglygep2977 = getelementptr i8, i8* %uglygep2975, i64 %.46
  %uglygep29772978 = bitcast i8* %uglygep2977 to double*
  store double %.137.us.6.1.1.4, double* %uglygep29772978, align 8
  %scevgep2813 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2814 = getelementptr double, double* %scevgep2813, i64 -24
  %.137.us.7.1.1.4 = load double, double* %scevgep2814, align 8
  %uglygep2979 = getelementptr i8, i8* %uglygep2977, i64 %.46
  %uglygep29792980 = bitcast i8* %uglygep2979 to double*
  store double %.137.us.7.1.1.4, double* %uglygep29792980, align 8
  %scevgep2783 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2784 = getelementptr double, double* %scevgep2783, i64 -23
  %.137.us.166.1.5 = load double, double* %scevgep2784, align 8
  %uglygep2981 = getelementptr i8, i8* %uglygep2979, i64 %.46
  %uglygep29812982 = bitcast i8* %uglygep2981 to double*
  store double %.137.us.166.1.5, double* %uglygep29812982, align 8
  %scevgep2785 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2786 = getelementptr double, double* %scevgep2785, i64 -22
  %.137.us.1.1.1.5 = load double, double* %scevgep2786, align 8
  %uglygep2983 = getelementptr i8, i8* %uglygep2981, i64 %.46
  %uglygep29832984 = bitcast i8* %uglygep2983 to double*
  store double %.137.us.1.1.1.5, double* %uglygep29832984, align 8
  %scevgep2787 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2788 = getelementptr double, double* %scevgep2787, i64 -21
  %.137.us.2.1.1.5 = load double, double* %scevgep2788, align 8
  %uglygep2985 = getelementptr i8, i8* %uglygep2983, i64 %.46
  %uglygep29852986 = bitcast i8* %uglygep2985 to double*
  store double %.137.us.2.1.1.5, double* %uglygep29852986, align 8
  %scevgep2789 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2790 = getelementptr double, double* %scevgep2789, i64 -20
  %.137.us.3.1.1.5 = load double, double* %scevgep2790, align 8
  %uglygep2987 = getelementptr i8, i8* %uglygep2985, i64 %.46
  %uglygep29872988 = bitcast i8* %uglygep2987 to double*
  store double %.137.us.3.1.1.5, double* %uglygep29872988, align 8
  %scevgep2791 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2792 = getelementptr double, double* %scevgep2791, i64 -19
  %.137.us.4.1.1.5 = load double, double* %scevgep2792, align 8
  %uglygep2989 = getelementptr i8, i8* %uglygep2987, i64 %.46
  %uglygep29892990 = bitcast i8* %uglygep2989 to double*
  store double %.137.us.4.1.1.5, double* %uglygep29892990, align 8
  %scevgep2793 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2794 = getelementptr double, double* %scevgep2793, i64 -18
  %.137.us.5.1.1.5 = load double, double* %scevgep2794, align 8
  %uglygep2991 = getelementptr i8, i8* %uglygep2989, i64 %.46
  %uglygep29912992 = bitcast i8* %uglygep2991 to double*
  store double %.137.us.5.1.1.5, double* %uglygep29912992, align 8
  %scevgep2795 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2796 = getelementptr double, double* %scevgep2795, i64 -17
  %.137.us.6.1.1.5 = load double, double* %scevgep2796, align 8
  %uglygep2993 = getelementptr i8, i8* %uglygep2991, i64 %.46
  %uglygep29932994 = bitcast i8* %uglygep2993 to double*
  store double %.137.us.6.1.1.5, double* %uglygep29932994, align 8
  %scevgep2797 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2798 = getelementptr double, double* %scevgep2797, i64 -16
  %.137.us.7.1.1.5 = load double, double* %scevgep2798, align 8
  %uglygep2995 = getelementptr i8, i8* %uglygep2993, i64 %.46
  %uglygep29952996 = bitcast i8* %uglygep2995 to double*
  store double %.137.us.7.1.1.5, double* %uglygep29952996, align 8
  %scevgep2767 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2768 = getelementptr double, double* %scevgep2767, i64 -15
  %.137.us.166.1.6 = load double, double* %scevgep2768, align 8
  %uglygep2997 = getelementptr i8, i8* %uglygep2995, i64 %.46
  %uglygep29972998 = bitcast i8* %uglygep2997 to double*
  store double %.137.us.166.1.6, double* %uglygep29972998, align 8
  %scevgep2769 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2770 = getelementptr double, double* %scevgep2769, i64 -14
  %.137.us.1.1.1.6 = load double, double* %scevgep2770, align 8
  %uglygep2999 = getelementptr i8, i8* %uglygep2997, i64 %.46
  %uglygep29993000 = bitcast i8* %uglygep2999 to double*
  store double %.137.us.1.1.1.6, double* %uglygep29993000, align 8
  %scevgep2771 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2772 = getelementptr double, double* %scevgep2771, i64 -13
  %.137.us.2.1.1.6 = load double, double* %scevgep2772, align 8
  %uglygep3001 = getelementptr i8, i8* %uglygep2999, i64 %.46
  %uglygep30013002 = bitcast i8* %uglygep3001 to double*
  store double %.137.us.2.1.1.6, double* %uglygep30013002, align 8
  %scevgep2773 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2774 = getelementptr double, double* %scevgep2773, i64 -12
  %.137.us.3.1.1.6 = load double, double* %scevgep2774, align 8
  %uglygep3003 = getelementptr i8, i8* %uglygep3001, i64 %.46
  %uglygep30033004 = bitcast i8* %uglygep3003 to double*
  store double %.137.us.3.1.1.6, double* %uglygep30033004, align 8
  %scevgep2775 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2776 = getelementptr double, double* %scevgep2775, i64 -11
  %.137.us.4.1.1.6 = load double, double* %scevgep2776, align 8
  %uglygep3005 = getelementptr i8, i8* %uglygep3003, i64 %.46
  %uglygep30053006 = bitcast i8* %uglygep3005 to double*
  store double %.137.us.4.1.1.6, double* %uglygep30053006, align 8
  %scevgep2777 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2778 = getelementptr double, double* %scevgep2777, i64 -10
  %.137.us.5.1.1.6 = load double, double* %scevgep2778, align 8
  %uglygep3007 = getelementptr i8, i8* %uglygep3005, i64 %.46
  %uglygep30073008 = bitcast i8* %uglygep3007 to double*
  store double %.137.us.5.1.1.6, double* %uglygep30073008, align 8
  %scevgep2779 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2780 = getelementptr double, double* %scevgep2779, i64 -9
  %.137.us.6.1.1.6 = load double, double* %scevgep2780, align 8
  %uglygep3009 = getelementptr i8, i8* %uglygep3007, i64 %.46
  %uglygep30093010 = bitcast i8* %uglygep3009 to double*
  store double %.137.us.6.1.1.6, double* %uglygep30093010, align 8
  %scevgep2781 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2782 = getelementptr double, double* %scevgep2781, i64 -8
  %.137.us.7.1.1.6 = load double, double* %scevgep2782, align 8
  %uglygep3011 = getelementptr i8, i8* %uglygep3009, i64 %.46
  %uglygep30113012 = bitcast i8* %uglygep3011 to double*
  store double %.137.us.7.1.1.6, double* %uglygep30113012, align 8
  %scevgep2863 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2864 = getelementptr double, double* %scevgep2863, i64 -7
  %.137.us.166.1.7 = load double, double* %scevgep2864, align 8
  %uglygep3013 = getelementptr i8, i8* %uglygep3011, i64 %.46
  %uglygep30133014 = bitcast i8* %uglygep3013 to double*
  store double %.137.us.166.1.7, double* %uglygep30133014, align 8
  %scevgep2865 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2866 = getelementptr double, double* %scevgep2865, i64 -6
  %.137.us.1.1.1.7 = load double, double* %scevgep2866, align 8
  %uglygep3015 = getelementptr i8, i8* %uglygep3013, i64 %.46
  %uglygep30153016 = bitcast i8* %uglygep3015 to double*
  store double %.137.us.1.1.1.7, double* %uglygep30153016, align 8
  %scevgep2867 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2868 = getelementptr double, double* %scevgep2867, i64 -5
  %.137.us.2.1.1.7 = load double, double* %scevgep2868, align 8
  %uglygep3017 = getelementptr i8, i8* %uglygep3015, i64 %.46
  %uglygep30173018 = bitcast i8* %uglygep3017 to double*
  store double %.137.us.2.1.1.7, double* %uglygep30173018, align 8
  %scevgep2869 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2870 = getelementptr double, double* %scevgep2869, i64 -4
  %.137.us.3.1.1.7 = load double, double* %scevgep2870, align 8
  %uglygep3019 = getelementptr i8, i8* %uglygep3017, i64 %.46
  %uglygep30193020 = bitcast i8* %uglygep3019 to double*
  store double %.137.us.3.1.1.7, double* %uglygep30193020, align 8
  %scevgep2871 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2872 = getelementptr double, double* %scevgep2871, i64 -3
  %.137.us.4.1.1.7 = load double, double* %scevgep2872, align 8
  %uglygep3021 = getelementptr i8, i8* %uglygep3019, i64 %.46
  %uglygep30213022 = bitcast i8* %uglygep3021 to double*
  store double %.137.us.4.1.1.7, double* %uglygep30213022, align 8
  %scevgep2873 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2874 = getelementptr double, double* %scevgep2873, i64 -2
  %.137.us.5.1.1.7 = load double, double* %scevgep2874, align 8
  %uglygep3023 = getelementptr i8, i8* %uglygep3021, i64 %.46
  %uglygep30233024 = bitcast i8* %uglygep3023 to double*
  store double %.137.us.5.1.1.7, double* %uglygep30233024, align 8
  %scevgep2875 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %scevgep2876 = getelementptr double, double* %scevgep2875, i64 -1
  %.137.us.6.1.1.7 = load double, double* %scevgep2876, align 8
  %uglygep3025 = getelementptr i8, i8* %uglygep3023, i64 %.46
  %uglygep30253026 = bitcast i8* %uglygep3025 to double*
  store double %.137.us.6.1.1.7, double* %uglygep30253026, align 8
  %scevgep2877 = getelementptr double, double* %lsr.iv2764, i64 %lsr.iv1095
  %.137.us.7.1.1.7 = load double, double* %scevgep2877, align 8
  %uglygep3027 = getelementptr i8, i8* %uglygep3025, i64 %.46
  %uglygep30273028 = bitcast i8* %uglygep3027 to double*
  store double %.137.us.7.1.1.7, double* %uglygep30273028, align 8
  %lsr.iv.next1096.7 = add i64 %lsr.iv1095, 64
  %scevgep2899 = getelementptr i1, i1* %lsr.iv28972898, i64 %36
  %96 = bitcast i1* %scevgep2899 to double*
  %lsr.iv.next2901 = add i64 %lsr.iv2900, -8
  %niter777.ncmp.7 = icmp eq i64 %lsr.iv.next2901, 0
  %uglygep3029 = getelementptr i8, i8* %uglygep3027, i64 %.46
  %uglygep30293030 = bitcast i8* %uglygep3029 to double*
  br i1 %niter777.ncmp.7, label %for.end.1.loopexit.us.1.1.loopexit.unr-lcssa, label %for.body.1.us.1.1, !llvm.loop !89

for.end.1.loopexit.us.1.1.loopexit.unr-lcssa:     ; preds = %for.body.1.us.1.1, %for.body.1.us.1.preheader.1
  %lsr.iv1095.unr = phi i64 [ 0, %for.body.1.us.1.preheader.1 ], [ %lsr.iv.next1096.7, %for.body.1.us.1.1 ]
  %lsr.iv659.unr = phi double* [ %scevgep658, %for.body.1.us.1.preheader.1 ], [ %96, %for.body.1.us.1.1 ]
  %97 = and i64 %29, 7
  %98 = icmp eq i64 %97, 0
  br i1 %98, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.1.epil.preheader

for.body.1.us.1.1.epil.preheader:                 ; preds = %for.end.1.loopexit.us.1.1.loopexit.unr-lcssa
  %scevgep3040 = getelementptr double, double* %lsr.iv3037, i64 %lsr.iv1095.unr
  br label %for.body.1.us.1.1.epil

for.body.1.us.1.1.epil:                           ; preds = %for.body.1.us.1.1.epil.preheader, %for.body.1.us.1.1.epil
  %lsr.iv3033 = phi double* [ %lsr.iv659.unr, %for.body.1.us.1.1.epil.preheader ], [ %uglygep30763077, %for.body.1.us.1.1.epil ]
  %lsr.iv3031 = phi i64 [ 0, %for.body.1.us.1.1.epil.preheader ], [ %lsr.iv.next3032, %for.body.1.us.1.1.epil ]
  %99 = bitcast double* %scevgep3040 to i8*
  %lsr.iv30333061 = bitcast double* %lsr.iv3033 to i8*
  %uglygep3044 = getelementptr i8, i8* %99, i64 %lsr.iv3031
  %uglygep30443045 = bitcast i8* %uglygep3044 to double*
  %scevgep3046 = getelementptr double, double* %uglygep30443045, i64 -4
  %.137.us.166.1.epil = load double, double* %scevgep3046, align 8
  store double %.137.us.166.1.epil, double* %lsr.iv3033, align 8
  %scevgep3054 = getelementptr double, double* %uglygep30443045, i64 -3
  %.137.us.1.1.1.epil = load double, double* %scevgep3054, align 8
  %uglygep3062 = getelementptr i8, i8* %lsr.iv30333061, i64 %.46
  %uglygep30623063 = bitcast i8* %uglygep3062 to double*
  store double %.137.us.1.1.1.epil, double* %uglygep30623063, align 8
  %uglygep3055 = getelementptr i8, i8* %99, i64 %lsr.iv3031
  %uglygep30553056 = bitcast i8* %uglygep3055 to double*
  %scevgep3057 = getelementptr double, double* %uglygep30553056, i64 -2
  %.137.us.2.1.1.epil = load double, double* %scevgep3057, align 8
  %uglygep3064 = getelementptr i8, i8* %uglygep3062, i64 %.46
  %uglygep30643065 = bitcast i8* %uglygep3064 to double*
  store double %.137.us.2.1.1.epil, double* %uglygep30643065, align 8
  %uglygep3058 = getelementptr i8, i8* %99, i64 %lsr.iv3031
  %uglygep30583059 = bitcast i8* %uglygep3058 to double*
  %scevgep3060 = getelementptr double, double* %uglygep30583059, i64 -1
  %.137.us.3.1.1.epil = load double, double* %scevgep3060, align 8
  %uglygep3066 = getelementptr i8, i8* %uglygep3064, i64 %.46
  %uglygep30663067 = bitcast i8* %uglygep3066 to double*
  store double %.137.us.3.1.1.epil, double* %uglygep30663067, align 8
  %uglygep3042 = getelementptr i8, i8* %99, i64 %lsr.iv3031
  %uglygep30423043 = bitcast i8* %uglygep3042 to double*
  %.137.us.4.1.1.epil = load double, double* %uglygep30423043, align 8
  %uglygep3068 = getelementptr i8, i8* %uglygep3066, i64 %.46
  %uglygep30683069 = bitcast i8* %uglygep3068 to double*
  store double %.137.us.4.1.1.epil, double* %uglygep30683069, align 8
  %scevgep3053 = getelementptr double, double* %uglygep30423043, i64 1
  %.137.us.5.1.1.epil = load double, double* %scevgep3053, align 8
  %uglygep3070 = getelementptr i8, i8* %uglygep3068, i64 %.46
  %uglygep30703071 = bitcast i8* %uglygep3070 to double*
  store double %.137.us.5.1.1.epil, double* %uglygep30703071, align 8
  %uglygep3050 = getelementptr i8, i8* %99, i64 %lsr.iv3031
  %uglygep30503051 = bitcast i8* %uglygep3050 to double*
  %scevgep3052 = getelementptr double, double* %uglygep30503051, i64 2
  %.137.us.6.1.1.epil = load double, double* %scevgep3052, align 8
  %uglygep3072 = getelementptr i8, i8* %uglygep3070, i64 %.46
  %uglygep30723073 = bitcast i8* %uglygep3072 to double*
  store double %.137.us.6.1.1.epil, double* %uglygep30723073, align 8
  %uglygep3047 = getelementptr i8, i8* %99, i64 %lsr.iv3031
  %uglygep30473048 = bitcast i8* %uglygep3047 to double*
  %scevgep3049 = getelementptr double, double* %uglygep30473048, i64 3
  %.137.us.7.1.1.epil = load double, double* %scevgep3049, align 8
  %uglygep3074 = getelementptr i8, i8* %uglygep3072, i64 %.46
  %uglygep30743075 = bitcast i8* %uglygep3074 to double*
  store double %.137.us.7.1.1.epil, double* %uglygep30743075, align 8
  %lsr.iv.next3032 = add nuw nsw i64 %lsr.iv3031, 64
  %epil.iter774.cmp.not = icmp eq i64 %47, %lsr.iv.next3032
  %uglygep3076 = getelementptr i8, i8* %uglygep3074, i64 %.46
  %uglygep30763077 = bitcast i8* %uglygep3076 to double*
  br i1 %epil.iter774.cmp.not, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.1.epil, !llvm.loop !94

for.end.1.loopexit.us.1.1:                        ; preds = %for.body.1.us.1.1.epil, %for.end.1.loopexit.us.1.1.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.1.1
  %100 = icmp eq i64 %xtraiter41, 0
  %scevgep453.1 = getelementptr i1, i1* %scevgep453, i64 %6
  %scevgep677.1 = getelementptr i1, i1* %scevgep677, i64 %6
  br i1 %100, label %for.body.1.us.prol.loopexit.2, label %for.body.1.us.prol.2.preheader

for.body.1.us.prol.2.preheader:                   ; preds = %for.end.1.loopexit.us.1.1
  br label %for.body.1.us.prol.2

for.body.1.us.prol.2:                             ; preds = %for.body.1.us.prol.2.preheader, %for.body.1.us.prol.2
  %lsr.iv3078 = phi double* [ %lsr.iv695, %for.body.1.us.prol.2.preheader ], [ %101, %for.body.1.us.prol.2 ]
  %loop.index.12.us.prol.2 = phi i64 [ %.139.us.prol.2, %for.body.1.us.prol.2 ], [ 0, %for.body.1.us.prol.2.preheader ]
  %lsr.iv30783079 = bitcast double* %lsr.iv3078 to i1*
  %scevgep3081 = getelementptr double, double* %lsr.iv701, i64 %loop.index.12.us.prol.2
  %.137.us.prol.2 = load double, double* %scevgep3081, align 8
  store double %.137.us.prol.2, double* %lsr.iv3078, align 8
  %.139.us.prol.2 = add nuw nsw i64 %loop.index.12.us.prol.2, 1
  %scevgep3080 = getelementptr i1, i1* %lsr.iv30783079, i64 %.46
  %101 = bitcast i1* %scevgep3080 to double*
  %prol.iter.cmp.not.2 = icmp eq i64 %xtraiter41, %.139.us.prol.2
  br i1 %prol.iter.cmp.not.2, label %for.body.1.us.prol.loopexit.2, label %for.body.1.us.prol.2, !llvm.loop !88

for.body.1.us.prol.loopexit.2:                    ; preds = %for.body.1.us.prol.2, %for.end.1.loopexit.us.1.1
  %102 = icmp ult i64 %4, 7
  br i1 %102, label %for.body.1.us.preheader.1.2, label %for.body.1.us.2.preheader

for.body.1.us.2.preheader:                        ; preds = %for.body.1.us.prol.loopexit.2
  %103 = icmp ult i64 %27, 56
  br i1 %103, label %for.body.1.us.preheader.1.2.loopexit.unr-lcssa, label %for.body.1.us.2.preheader805

for.body.1.us.2.preheader805:                     ; preds = %for.body.1.us.2.preheader
  br label %for.body.1.us.2

for.body.1.us.2:                                  ; preds = %for.body.1.us.2.preheader805, %for.body.1.us.2
  %lsr.iv3213 = phi i64 [ %unroll_iter688, %for.body.1.us.2.preheader805 ], [ %lsr.iv.next3214, %for.body.1.us.2 ]
  %lsr.iv1143 = phi i64 [ %lsr.iv.next1144.7, %for.body.1.us.2 ], [ 0, %for.body.1.us.2.preheader805 ]
  %lsr.iv1136 = phi double* [ %uglygep33423343, %for.body.1.us.2 ], [ %lsr.iv1134, %for.body.1.us.2.preheader805 ]
  %lsr.iv11363215 = bitcast double* %lsr.iv1136 to i8*
  %lsr.iv11361137 = bitcast double* %lsr.iv1136 to i1*
  %scevgep3209 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3210 = getelementptr double, double* %scevgep3209, i64 -63
  %.137.us.2237 = load double, double* %scevgep3210, align 8
  store double %.137.us.2237, double* %lsr.iv1136, align 8
  %scevgep3207 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3208 = getelementptr double, double* %scevgep3207, i64 -62
  %.137.us.1.2 = load double, double* %scevgep3208, align 8
  %uglygep3216 = getelementptr i8, i8* %lsr.iv11363215, i64 %.46
  %uglygep32163217 = bitcast i8* %uglygep3216 to double*
  store double %.137.us.1.2, double* %uglygep32163217, align 8
  %scevgep3205 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3206 = getelementptr double, double* %scevgep3205, i64 -61
  %.137.us.2.2 = load double, double* %scevgep3206, align 8
  %uglygep3218 = getelementptr i8, i8* %uglygep3216, i64 %.46
  %uglygep32183219 = bitcast i8* %uglygep3218 to double*
  store double %.137.us.2.2, double* %uglygep32183219, align 8
  %scevgep3203 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3204 = getelementptr double, double* %scevgep3203, i64 -60
  %.137.us.3.2 = load double, double* %scevgep3204, align 8
  %uglygep3220 = getelementptr i8, i8* %uglygep3218, i64 %.46
  %uglygep32203221 = bitcast i8* %uglygep3220 to double*
  store double %.137.us.3.2, double* %uglygep32203221, align 8
  %scevgep3201 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3202 = getelementptr double, double* %scevgep3201, i64 -59
  %.137.us.4.2 = load double, double* %scevgep3202, align 8
  %uglygep3222 = getelementptr i8, i8* %uglygep3220, i64 %.46
  %uglygep32223223 = bitcast i8* %uglygep3222 to double*
  store double %.137.us.4.2, double* %uglygep32223223, align 8
  %scevgep3199 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3200 = getelementptr double, double* %scevgep3199, i64 -58
  %.137.us.5.2 = load double, double* %scevgep3200, align 8
  %uglygep3224 = getelementptr i8, i8* %uglygep3222, i64 %.46
  %uglygep32243225 = bitcast i8* %uglygep3224 to double*
  store double %.137.us.5.2, double* %uglygep32243225, align 8
  %scevgep3197 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3198 = getelementptr double, double* %scevgep3197, i64 -57
  %.137.us.6.2 = load double, double* %scevgep3198, align 8
  %uglygep3226 = getelementptr i8, i8* %uglygep3224, i64 %.46
  %uglygep32263227 = bitcast i8* %uglygep3226 to double*
  store double %.137.us.6.2, double* %uglygep32263227, align 8
  %scevgep3211 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3212 = getelementptr double, double* %scevgep3211, i64 -56
  %.137.us.7.2 = load double, double* %scevgep3212, align 8
  %uglygep3228 = getelementptr i8, i8* %uglygep3226, i64 %.46
  %uglygep32283229 = bitcast i8* %uglygep3228 to double*
  store double %.137.us.7.2, double* %uglygep32283229, align 8
  %scevgep1138 = getelementptr i1, i1* %lsr.iv11361137, i64 %7
  %scevgep3166 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3167 = getelementptr double, double* %scevgep3166, i64 -55
  %.137.us.2237.1 = load double, double* %scevgep3167, align 8
  %uglygep3230 = getelementptr i8, i8* %uglygep3228, i64 %.46
  %uglygep32303231 = bitcast i8* %uglygep3230 to double*
  store double %.137.us.2237.1, double* %uglygep32303231, align 8
  %scevgep3168 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3169 = getelementptr double, double* %scevgep3168, i64 -54
  %.137.us.1.2.1 = load double, double* %scevgep3169, align 8
  %uglygep3232 = getelementptr i8, i8* %uglygep3230, i64 %.46
  %uglygep32323233 = bitcast i8* %uglygep3232 to double*
  store double %.137.us.1.2.1, double* %uglygep32323233, align 8
  %scevgep3170 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3171 = getelementptr double, double* %scevgep3170, i64 -53
  %.137.us.2.2.1 = load double, double* %scevgep3171, align 8
  %uglygep3234 = getelementptr i8, i8* %uglygep3232, i64 %.46
  %uglygep32343235 = bitcast i8* %uglygep3234 to double*
  store double %.137.us.2.2.1, double* %uglygep32343235, align 8
  %scevgep3172 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3173 = getelementptr double, double* %scevgep3172, i64 -52
  %.137.us.3.2.1 = load double, double* %scevgep3173, align 8
  %uglygep3236 = getelementptr i8, i8* %uglygep3234, i64 %.46
  %uglygep32363237 = bitcast i8* %uglygep3236 to double*
  store double %.137.us.3.2.1, double* %uglygep32363237, align 8
  %scevgep3174 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3175 = getelementptr double, double* %scevgep3174, i64 -51
  %.137.us.4.2.1 = load double, double* %scevgep3175, align 8
  %uglygep3238 = getelementptr i8, i8* %uglygep3236, i64 %.46
  %uglygep32383239 = bitcast i8* %uglygep3238 to double*
  store double %.137.us.4.2.1, double* %uglygep32383239, align 8
  %scevgep3176 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3177 = getelementptr double, double* %scevgep3176, i64 -50
  %.137.us.5.2.1 = load double, double* %scevgep3177, align 8
  %uglygep3240 = getelementptr i8, i8* %uglygep3238, i64 %.46
  %uglygep32403241 = bitcast i8* %uglygep3240 to double*
  store double %.137.us.5.2.1, double* %uglygep32403241, align 8
  %scevgep3178 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3179 = getelementptr double, double* %scevgep3178, i64 -49
  %.137.us.6.2.1 = load double, double* %scevgep3179, align 8
  %uglygep3242 = getelementptr i8, i8* %uglygep3240, i64 %.46
  %uglygep32423243 = bitcast i8* %uglygep3242 to double*
  store double %.137.us.6.2.1, double* %uglygep32423243, align 8
  %scevgep3180 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3181 = getelementptr double, double* %scevgep3180, i64 -48
  %.137.us.7.2.1 = load double, double* %scevgep3181, align 8
  %uglygep3244 = getelementptr i8, i8* %uglygep3242, i64 %.46
  %uglygep32443245 = bitcast i8* %uglygep3244 to double*
  store double %.137.us.7.2.1, double* %uglygep32443245, align 8
  %scevgep1138.1 = getelementptr i1, i1* %scevgep1138, i64 %7
  %scevgep3150 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3151 = getelementptr double, double* %scevgep3150, i64 -47
  %.137.us.2237.2 = load double, double* %scevgep3151, align 8
  %uglygep3246 = getelementptr i8, i8* %uglygep3244, i64 %.46
  %uglygep32463247 = bitcast i8* %uglygep3246 to double*
  store double %.137.us.2237.2, double* %uglygep32463247, align 8
  %scevgep3152 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3153 = getelementptr double, double* %scevgep3152, i64 -46
  %.137.us.1.2.2 = load double, double* %scevgep3153, align 8
  %uglygep3248 = getelementptr i8, i8* %uglygep3246, i64 %.46
  %uglygep32483249 = bitcast i8* %uglygep3248 to double*
  store double %.137.us.1.2.2, double* %uglygep32483249, align 8
  %scevgep3154 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3155 = getelementptr double, double* %scevgep3154, i64 -45
  %.137.us.2.2.2 = load double, double* %scevgep3155, align 8
  %uglygep3250 = getelementptr i8, i8* %uglygep3248, i64 %.46
  %uglygep32503251 = bitcast i8* %uglygep3250 to double*
  store double %.137.us.2.2.2, double* %uglygep32503251, align 8
  %scevgep3156 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3157 = getelementptr double, double* %scevgep3156, i64 -44
  %.137.us.3.2.2 = load double, double* %scevgep3157, align 8
  %uglygep3252 = getelementptr i8, i8* %uglygep3250, i64 %.46
  %uglygep32523253 = bitcast i8* %uglygep3252 to double*
  store double %.137.us.3.2.2, double* %uglygep32523253, align 8
  %scevgep3158 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3159 = getelementptr double, double* %scevgep3158, i64 -43
  %.137.us.4.2.2 = load double, double* %scevgep3159, align 8
  %uglygep3254 = getelementptr i8, i8* %uglygep3252, i64 %.46
  %uglygep32543255 = bitcast i8* %uglygep3254 to double*
  store double %.137.us.4.2.2, double* %uglygep32543255, align 8
  %scevgep3160 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3161 = getelementptr double, double* %scevgep3160, i64 -42
  %.137.us.5.2.2 = load double, double* %scevgep3161, align 8
  %uglygep3256 = getelementptr i8, i8* %uglygep3254, i64 %.46
  %uglygep32563257 = bitcast i8* %uglygep3256 to double*
  store double %.137.us.5.2.2, double* %uglygep32563257, align 8
  %scevgep3162 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3163 = getelementptr double, double* %scevgep3162, i64 -41
  %.137.us.6.2.2 = load double, double* %scevgep3163, align 8
  %uglygep3258 = getelementptr i8, i8* %uglygep3256, i64 %.46
  %uglygep32583259 = bitcast i8* %uglygep3258 to double*
  store double %.137.us.6.2.2, double* %uglygep32583259, align 8
  %scevgep3164 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3165 = getelementptr double, double* %scevgep3164, i64 -40
  %.137.us.7.2.2 = load double, double* %scevgep3165, align 8
  %uglygep3260 = getelementptr i8, i8* %uglygep3258, i64 %.46
  %uglygep32603261 = bitcast i8* %uglygep3260 to double*
  store double %.137.us.7.2.2, double* %uglygep32603261, align 8
  %scevgep1138.2 = getelementptr i1, i1* %scevgep1138.1, i64 %7
  %scevgep3134 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3135 = getelementptr double, double* %scevgep3134, i64 -39
  %.137.us.2237.3 = load double, double* %scevgep3135, align 8
  %uglygep3262 = getelementptr i8, i8* %uglygep3260, i64 %.46
  %uglygep32623263 = bitcast i8* %uglygep3262 to double*
  store double %.137.us.2237.3, double* %uglygep32623263, align 8
  %scevgep3136 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3137 = getelementptr double, double* %scevgep3136, i64 -38
  %.137.us.1.2.3 = load double, double* %scevgep3137, align 8
  %uglygep3264 = getelementptr i8, i8* %uglygep3262, i64 %.46
  %uglygep32643265 = bitcast i8* %uglygep3264 to double*
  store double %.137.us.1.2.3, double* %uglygep32643265, align 8
  %scevgep3138 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3139 = getelementptr double, double* %scevgep3138, i64 -37
  %.137.us.2.2.3 = load double, double* %scevgep3139, align 8
  %uglygep3266 = getelementptr i8, i8* %uglygep3264, i64 %.46
  %uglygep32663267 = bitcast i8* %uglygep3266 to double*
  store double %.137.us.2.2.3, double* %uglygep32663267, align 8
  %scevgep3140 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3141 = getelementptr double, double* %scevgep3140, i64 -36
  %.137.us.3.2.3 = load double, double* %scevgep3141, align 8
  %uglygep3268 = getelementptr i8, i8* %uglygep3266, i64 %.46
  %uglygep32683269 = bitcast i8* %uglygep3268 to double*
  store double %.137.us.3.2.3, double* %uglygep32683269, align 8
  %scevgep3142 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3143 = getelementptr double, double* %scevgep3142, i64 -35
  %.137.us.4.2.3 = load double, double* %scevgep3143, align 8
  %uglygep3270 = getelementptr i8, i8* %uglygep3268, i64 %.46
  %uglygep32703271 = bitcast i8* %uglygep3270 to double*
  store double %.137.us.4.2.3, double* %uglygep32703271, align 8
  %scevgep3144 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3145 = getelementptr double, double* %scevgep3144, i64 -34
  %.137.us.5.2.3 = load double, double* %scevgep3145, align 8
  %uglygep3272 = getelementptr i8, i8* %uglygep3270, i64 %.46
  %uglygep32723273 = bitcast i8* %uglygep3272 to double*
  store double %.137.us.5.2.3, double* %uglygep32723273, align 8
  %scevgep3146 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3147 = getelementptr double, double* %scevgep3146, i64 -33
  %.137.us.6.2.3 = load double, double* %scevgep3147, align 8
  %uglygep3274 = getelementptr i8, i8* %uglygep3272, i64 %.46
  %uglygep32743275 = bitcast i8* %uglygep3274 to double*
  store double %.137.us.6.2.3, double* %uglygep32743275, align 8
  %scevgep3148 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3149 = getelementptr double, double* %scevgep3148, i64 -32
  %.137.us.7.2.3 = load double, double* %scevgep3149, align 8
  %uglygep3276 = getelementptr i8, i8* %uglygep3274, i64 %.46
  %uglygep32763277 = bitcast i8* %uglygep3276 to double*
  store double %.137.us.7.2.3, double* %uglygep32763277, align 8
  %scevgep1138.3 = getelementptr i1, i1* %scevgep1138.2, i64 %7
  %scevgep3118 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3119 = getelementptr double, double* %scevgep3118, i64 -31
  %.137.us.2237.4 = load double, double* %scevgep3119, align 8
  %uglygep3278 = getelementptr i8, i8* %uglygep3276, i64 %.46
  %uglygep32783279 = bitcast i8* %uglygep3278 to double*
  store double %.137.us.2237.4, double* %uglygep32783279, align 8
  %scevgep3120 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3121 = getelementptr double, double* %scevgep3120, i64 -30
  %.137.us.1.2.4 = load double, double* %scevgep3121, align 8
  %uglygep3280 = getelementptr i8, i8* %uglygep3278, i64 %.46
  %uglygep32803281 = bitcast i8* %uglygep3280 to double*
  store double %.137.us.1.2.4, double* %uglygep32803281, align 8
  %scevgep3122 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3123 = getelementptr double, double* %scevgep3122, i64 -29
  %.137.us.2.2.4 = load double, double* %scevgep3123, align 8
  %uglygep3282 = getelementptr i8, i8* %uglygep3280, i64 %.46
  %uglygep32823283 = bitcast i8* %uglygep3282 to double*
  store double %.137.us.2.2.4, double* %uglygep32823283, align 8
  %scevgep3124 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3125 = getelementptr double, double* %scevgep3124, i64 -28
  %.137.us.3.2.4 = load double, double* %scevgep3125, align 8
  %uglygep3284 = getelementptr i8, i8* %uglygep3282, i64 %.46
  %uglygep32843285 = bitcast i8* %uglygep3284 to double*
  store double %.137.us.3.2.4, double* %uglygep32843285, align 8
  %scevgep3126 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3127 = getelementptr double, double* %scevgep3126, i64 -27
  %.137.us.4.2.4 = load double, double* %scevgep3127, align 8
  %uglygep3286 = getelementptr i8, i8* %uglygep3284, i64 %.46
  %uglygep32863287 = bitcast i8* %uglygep3286 to double*
  store double %.137.us.4.2.4, double* %uglygep32863287, align 8
  %scevgep3128 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3129 = getelementptr double, double* %scevgep3128, i64 -26
  %.137.us.5.2.4 = load double, double* %scevgep3129, align 8
  %uglygep3288 = getelementptr i8, i8* %uglygep3286, i64 %.46
  %uglygep32883289 = bitcast i8* %uglygep3288 to double*
  store double %.137.us.5.2.4, double* %uglygep32883289, align 8
  %scevgep3130 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3131 = getelementptr double, double* %scevgep3130, i64 -25
  %.137.us.6.2.4 = load double, double* %scevgep3131, align 8
  %uglygep3290 = getelementptr i8, i8* %uglygep3288, i64 %.46
  %uglygep32903291 = bitcast i8* %uglygep3290 to double*
  store double %.137.us.6.2.4, double* %uglygep32903291, align 8
  %scevgep3132 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3133 = getelementptr double, double* %scevgep3132, i64 -24
  %.137.us.7.2.4 = load double, double* %scevgep3133, align 8
  %uglygep3292 = getelementptr i8, i8* %uglygep3290, i64 %.46
  %uglygep32923293 = bitcast i8* %uglygep3292 to double*
  store double %.137.us.7.2.4, double* %uglygep32923293, align 8
  %scevgep1138.4 = getelementptr i1, i1* %scevgep1138.3, i64 %7
  %scevgep3102 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3103 = getelementptr double, double* %scevgep3102, i64 -23
  %.137.us.2237.5 = load double, double* %scevgep3103, align 8
  %uglygep3294 = getelementptr i8, i8* %uglygep3292, i64 %.46
  %uglygep32943295 = bitcast i8* %uglygep3294 to double*
  store double %.137.us.2237.5, double* %uglygep32943295, align 8
  %scevgep3104 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3105 = getelementptr double, double* %scevgep3104, i64 -22
  %.137.us.1.2.5 = load double, double* %scevgep3105, align 8
  %uglygep3296 = getelementptr i8, i8* %uglygep3294, i64 %.46
  %uglygep32963297 = bitcast i8* %uglygep3296 to double*
  store double %.137.us.1.2.5, double* %uglygep32963297, align 8
  %scevgep3106 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3107 = getelementptr double, double* %scevgep3106, i64 -21
  %.137.us.2.2.5 = load double, double* %scevgep3107, align 8
  %uglygep3298 = getelementptr i8, i8* %uglygep3296, i64 %.46
  %uglygep32983299 = bitcast i8* %uglygep3298 to double*
  store double %.137.us.2.2.5, double* %uglygep32983299, align 8
  %scevgep3108 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3109 = getelementptr double, double* %scevgep3108, i64 -20
  %.137.us.3.2.5 = load double, double* %scevgep3109, align 8
  %uglygep3300 = getelementptr i8, i8* %uglygep3298, i64 %.46
  %uglygep33003301 = bitcast i8* %uglygep3300 to double*
  store double %.137.us.3.2.5, double* %uglygep33003301, align 8
  %scevgep3110 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3111 = getelementptr double, double* %scevgep3110, i64 -19
  %.137.us.4.2.5 = load double, double* %scevgep3111, align 8
  %uglygep3302 = getelementptr i8, i8* %uglygep3300, i64 %.46
  %uglygep33023303 = bitcast i8* %uglygep3302 to double*
  store double %.137.us.4.2.5, double* %uglygep33023303, align 8
  %scevgep3112 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3113 = getelementptr double, double* %scevgep3112, i64 -18
  %.137.us.5.2.5 = load double, double* %scevgep3113, align 8
  %uglygep3304 = getelementptr i8, i8* %uglygep3302, i64 %.46
  %uglygep33043305 = bitcast i8* %uglygep3304 to double*
  store double %.137.us.5.2.5, double* %uglygep33043305, align 8
  %scevgep3114 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3115 = getelementptr double, double* %scevgep3114, i64 -17
  %.137.us.6.2.5 = load double, double* %scevgep3115, align 8
  %uglygep3306 = getelementptr i8, i8* %uglygep3304, i64 %.46
  %uglygep33063307 = bitcast i8* %uglygep3306 to double*
  store double %.137.us.6.2.5, double* %uglygep33063307, align 8
  %scevgep3116 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3117 = getelementptr double, double* %scevgep3116, i64 -16
  %.137.us.7.2.5 = load double, double* %scevgep3117, align 8
  %uglygep3308 = getelementptr i8, i8* %uglygep3306, i64 %.46
  %uglygep33083309 = bitcast i8* %uglygep3308 to double*
  store double %.137.us.7.2.5, double* %uglygep33083309, align 8
  %scevgep1138.5 = getelementptr i1, i1* %scevgep1138.4, i64 %7
  %scevgep3086 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3087 = getelementptr double, double* %scevgep3086, i64 -15
  %.137.us.2237.6 = load double, double* %scevgep3087, align 8
  %uglygep3310 = getelementptr i8, i8* %uglygep3308, i64 %.46
  %uglygep33103311 = bitcast i8* %uglygep3310 to double*
  store double %.137.us.2237.6, double* %uglygep33103311, align 8
  %scevgep3088 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3089 = getelementptr double, double* %scevgep3088, i64 -14
  %.137.us.1.2.6 = load double, double* %scevgep3089, align 8
  %uglygep3312 = getelementptr i8, i8* %uglygep3310, i64 %.46
  %uglygep33123313 = bitcast i8* %uglygep3312 to double*
  store double %.137.us.1.2.6, double* %uglygep33123313, align 8
  %scevgep3090 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3091 = getelementptr double, double* %scevgep3090, i64 -13
  %.137.us.2.2.6 = load double, double* %scevgep3091, align 8
  %uglygep3314 = getelementptr i8, i8* %uglygep3312, i64 %.46
  %uglygep33143315 = bitcast i8* %uglygep3314 to double*
  store double %.137.us.2.2.6, double* %uglygep33143315, align 8
  %scevgep3092 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3093 = getelementptr double, double* %scevgep3092, i64 -12
  %.137.us.3.2.6 = load double, double* %scevgep3093, align 8
  %uglygep3316 = getelementptr i8, i8* %uglygep3314, i64 %.46
  %uglygep33163317 = bitcast i8* %uglygep3316 to double*
  store double %.137.us.3.2.6, double* %uglygep33163317, align 8
  %scevgep3094 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3095 = getelementptr double, double* %scevgep3094, i64 -11
  %.137.us.4.2.6 = load double, double* %scevgep3095, align 8
  %uglygep3318 = getelementptr i8, i8* %uglygep3316, i64 %.46
  %uglygep33183319 = bitcast i8* %uglygep3318 to double*
  store double %.137.us.4.2.6, double* %uglygep33183319, align 8
  %scevgep3096 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3097 = getelementptr double, double* %scevgep3096, i64 -10
  %.137.us.5.2.6 = load double, double* %scevgep3097, align 8
  %uglygep3320 = getelementptr i8, i8* %uglygep3318, i64 %.46
  %uglygep33203321 = bitcast i8* %uglygep3320 to double*
  store double %.137.us.5.2.6, double* %uglygep33203321, align 8
  %scevgep3098 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3099 = getelementptr double, double* %scevgep3098, i64 -9
  %.137.us.6.2.6 = load double, double* %scevgep3099, align 8
  %uglygep3322 = getelementptr i8, i8* %uglygep3320, i64 %.46
  %uglygep33223323 = bitcast i8* %uglygep3322 to double*
  store double %.137.us.6.2.6, double* %uglygep33223323, align 8
  %scevgep3100 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3101 = getelementptr double, double* %scevgep3100, i64 -8
  %.137.us.7.2.6 = load double, double* %scevgep3101, align 8
  %uglygep3324 = getelementptr i8, i8* %uglygep3322, i64 %.46
  %uglygep33243325 = bitcast i8* %uglygep3324 to double*
  store double %.137.us.7.2.6, double* %uglygep33243325, align 8
  %scevgep1138.6 = getelementptr i1, i1* %scevgep1138.5, i64 %7
  %scevgep3182 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3183 = getelementptr double, double* %scevgep3182, i64 -7
  %.137.us.2237.7 = load double, double* %scevgep3183, align 8
  %uglygep3326 = getelementptr i8, i8* %uglygep3324, i64 %.46
  %uglygep33263327 = bitcast i8* %uglygep3326 to double*
  store double %.137.us.2237.7, double* %uglygep33263327, align 8
  %scevgep3184 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3185 = getelementptr double, double* %scevgep3184, i64 -6
  %.137.us.1.2.7 = load double, double* %scevgep3185, align 8
  %uglygep3328 = getelementptr i8, i8* %uglygep3326, i64 %.46
  %uglygep33283329 = bitcast i8* %uglygep3328 to double*
  store double %.137.us.1.2.7, double* %uglygep33283329, align 8
  %scevgep3186 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3187 = getelementptr double, double* %scevgep3186, i64 -5
  %.137.us.2.2.7 = load double, double* %scevgep3187, align 8
  %uglygep3330 = getelementptr i8, i8* %uglygep3328, i64 %.46
  %uglygep33303331 = bitcast i8* %uglygep3330 to double*
  store double %.137.us.2.2.7, double* %uglygep33303331, align 8
  %scevgep3188 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3189 = getelementptr double, double* %scevgep3188, i64 -4
  %.137.us.3.2.7 = load double, double* %scevgep3189, align 8
  %uglygep3332 = getelementptr i8, i8* %uglygep3330, i64 %.46
  %uglygep33323333 = bitcast i8* %uglygep3332 to double*
  store double %.137.us.3.2.7, double* %uglygep33323333, align 8
  %scevgep3190 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3191 = getelementptr double, double* %scevgep3190, i64 -3
  %.137.us.4.2.7 = load double, double* %scevgep3191, align 8
  %uglygep3334 = getelementptr i8, i8* %uglygep3332, i64 %.46
  %uglygep33343335 = bitcast i8* %uglygep3334 to double*
  store double %.137.us.4.2.7, double* %uglygep33343335, align 8
  %scevgep3192 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3193 = getelementptr double, double* %scevgep3192, i64 -2
  %.137.us.5.2.7 = load double, double* %scevgep3193, align 8
  %uglygep3336 = getelementptr i8, i8* %uglygep3334, i64 %.46
  %uglygep33363337 = bitcast i8* %uglygep3336 to double*
  store double %.137.us.5.2.7, double* %uglygep33363337, align 8
  %scevgep3194 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %scevgep3195 = getelementptr double, double* %scevgep3194, i64 -1
  %.137.us.6.2.7 = load double, double* %scevgep3195, align 8
  %uglygep3338 = getelementptr i8, i8* %uglygep3336, i64 %.46
  %uglygep33383339 = bitcast i8* %uglygep3338 to double*
  store double %.137.us.6.2.7, double* %uglygep33383339, align 8
  %scevgep3196 = getelementptr double, double* %lsr.iv3083, i64 %lsr.iv1143
  %.137.us.7.2.7 = load double, double* %scevgep3196, align 8
  %uglygep3340 = getelementptr i8, i8* %uglygep3338, i64 %.46
  %uglygep33403341 = bitcast i8* %uglygep3340 to double*
  store double %.137.us.7.2.7, double* %uglygep33403341, align 8
  %scevgep1138.7 = getelementptr i1, i1* %scevgep1138.6, i64 %7
  %104 = bitcast i1* %scevgep1138.7 to double*
  %lsr.iv.next1144.7 = add i64 %lsr.iv1143, 64
  %lsr.iv.next3214 = add i64 %lsr.iv3213, -8
  %niter782.ncmp.7 = icmp eq i64 %lsr.iv.next3214, 0
  %uglygep3342 = getelementptr i8, i8* %uglygep3340, i64 %.46
  %uglygep33423343 = bitcast i8* %uglygep3342 to double*
  br i1 %niter782.ncmp.7, label %for.body.1.us.preheader.1.2.loopexit.unr-lcssa, label %for.body.1.us.2, !llvm.loop !89

for.body.1.us.preheader.1.2.loopexit.unr-lcssa:   ; preds = %for.body.1.us.2, %for.body.1.us.2.preheader
  %lsr.iv1143.unr = phi i64 [ 0, %for.body.1.us.2.preheader ], [ %lsr.iv.next1144.7, %for.body.1.us.2 ]
  %lsr.iv1136.unr = phi double* [ %lsr.iv1134, %for.body.1.us.2.preheader ], [ %104, %for.body.1.us.2 ]
  %105 = and i64 %29, 7
  %106 = icmp eq i64 %105, 0
  br i1 %106, label %for.body.1.us.preheader.1.2, label %for.body.1.us.2.epil.preheader

for.body.1.us.2.epil.preheader:                   ; preds = %for.body.1.us.preheader.1.2.loopexit.unr-lcssa
  %scevgep3350 = getelementptr double, double* %lsr.iv3347, i64 %lsr.iv1143.unr
  br label %for.body.1.us.2.epil

for.body.1.us.2.epil:                             ; preds = %for.body.1.us.2.epil.preheader, %for.body.1.us.2.epil
  %lsr.iv3344 = phi i64 [ 0, %for.body.1.us.2.epil.preheader ], [ %lsr.iv.next3345, %for.body.1.us.2.epil ]
  %lsr.iv1136.epil = phi double* [ %uglygep33863387, %for.body.1.us.2.epil ], [ %lsr.iv1136.unr, %for.body.1.us.2.epil.preheader ]
  %107 = bitcast double* %scevgep3350 to i8*
  %lsr.iv1136.epil3371 = bitcast double* %lsr.iv1136.epil to i8*
  %uglygep3354 = getelementptr i8, i8* %107, i64 %lsr.iv3344
  %uglygep33543355 = bitcast i8* %uglygep3354 to double*
  %scevgep3356 = getelementptr double, double* %uglygep33543355, i64 -4
  %.137.us.2237.epil = load double, double* %scevgep3356, align 8
  store double %.137.us.2237.epil, double* %lsr.iv1136.epil, align 8
  %scevgep3364 = getelementptr double, double* %uglygep33543355, i64 -3
  %.137.us.1.2.epil = load double, double* %scevgep3364, align 8
  %uglygep3372 = getelementptr i8, i8* %lsr.iv1136.epil3371, i64 %.46
  %uglygep33723373 = bitcast i8* %uglygep3372 to double*
  store double %.137.us.1.2.epil, double* %uglygep33723373, align 8
  %uglygep3365 = getelementptr i8, i8* %107, i64 %lsr.iv3344
  %uglygep33653366 = bitcast i8* %uglygep3365 to double*
  %scevgep3367 = getelementptr double, double* %uglygep33653366, i64 -2
  %.137.us.2.2.epil = load double, double* %scevgep3367, align 8
  %uglygep3374 = getelementptr i8, i8* %uglygep3372, i64 %.46
  %uglygep33743375 = bitcast i8* %uglygep3374 to double*
  store double %.137.us.2.2.epil, double* %uglygep33743375, align 8
  %uglygep3368 = getelementptr i8, i8* %107, i64 %lsr.iv3344
  %uglygep33683369 = bitcast i8* %uglygep3368 to double*
  %scevgep3370 = getelementptr double, double* %uglygep33683369, i64 -1
  %.137.us.3.2.epil = load double, double* %scevgep3370, align 8
  %uglygep3376 = getelementptr i8, i8* %uglygep3374, i64 %.46
  %uglygep33763377 = bitcast i8* %uglygep3376 to double*
  store double %.137.us.3.2.epil, double* %uglygep33763377, align 8
  %uglygep3352 = getelementptr i8, i8* %107, i64 %lsr.iv3344
  %uglygep33523353 = bitcast i8* %uglygep3352 to double*
  %.137.us.4.2.epil = load double, double* %uglygep33523353, align 8
  %uglygep3378 = getelementptr i8, i8* %uglygep3376, i64 %.46
  %uglygep33783379 = bitcast i8* %uglygep3378 to double*
  store double %.137.us.4.2.epil, double* %uglygep33783379, align 8
  %scevgep3363 = getelementptr double, double* %uglygep33523353, i64 1
  %.137.us.5.2.epil = load double, double* %scevgep3363, align 8
  %uglygep3380 = getelementptr i8, i8* %uglygep3378, i64 %.46
  %uglygep33803381 = bitcast i8* %uglygep3380 to double*
  store double %.137.us.5.2.epil, double* %uglygep33803381, align 8
  %uglygep3360 = getelementptr i8, i8* %107, i64 %lsr.iv3344
  %uglygep33603361 = bitcast i8* %uglygep3360 to double*
  %scevgep3362 = getelementptr double, double* %uglygep33603361, i64 2
  %.137.us.6.2.epil = load double, double* %scevgep3362, align 8
  %uglygep3382 = getelementptr i8, i8* %uglygep3380, i64 %.46
  %uglygep33823383 = bitcast i8* %uglygep3382 to double*
  store double %.137.us.6.2.epil, double* %uglygep33823383, align 8
  %uglygep3357 = getelementptr i8, i8* %107, i64 %lsr.iv3344
  %uglygep33573358 = bitcast i8* %uglygep3357 to double*
  %scevgep3359 = getelementptr double, double* %uglygep33573358, i64 3
  %.137.us.7.2.epil = load double, double* %scevgep3359, align 8
  %uglygep3384 = getelementptr i8, i8* %uglygep3382, i64 %.46
  %uglygep33843385 = bitcast i8* %uglygep3384 to double*
  store double %.137.us.7.2.epil, double* %uglygep33843385, align 8
  %lsr.iv.next3345 = add nuw nsw i64 %lsr.iv3344, 64
  %epil.iter779.cmp.not = icmp eq i64 %51, %lsr.iv.next3345
  %uglygep3386 = getelementptr i8, i8* %uglygep3384, i64 %.46
  %uglygep33863387 = bitcast i8* %uglygep3386 to double*
  br i1 %epil.iter779.cmp.not, label %for.body.1.us.preheader.1.2, label %for.body.1.us.2.epil, !llvm.loop !95

for.body.1.us.preheader.1.2:                      ; preds = %for.body.1.us.2.epil, %for.body.1.us.preheader.1.2.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.2
  %108 = icmp eq i64 %xtraiter41, 0
  br i1 %108, label %for.body.1.us.prol.loopexit.1.2, label %for.body.1.us.prol.1.2.preheader

for.body.1.us.prol.1.2.preheader:                 ; preds = %for.body.1.us.preheader.1.2
  br label %for.body.1.us.prol.1.2

for.body.1.us.prol.1.2:                           ; preds = %for.body.1.us.prol.1.2.preheader, %for.body.1.us.prol.1.2
  %lsr.iv3388 = phi double* [ %lsr.iv740, %for.body.1.us.prol.1.2.preheader ], [ %109, %for.body.1.us.prol.1.2 ]
  %loop.index.12.us.prol.1.2 = phi i64 [ %.139.us.prol.1.2, %for.body.1.us.prol.1.2 ], [ 0, %for.body.1.us.prol.1.2.preheader ]
  %lsr.iv33883389 = bitcast double* %lsr.iv3388 to i1*
  %scevgep3391 = getelementptr double, double* %lsr.iv746, i64 %loop.index.12.us.prol.1.2
  %.137.us.prol.1.2 = load double, double* %scevgep3391, align 8
  store double %.137.us.prol.1.2, double* %lsr.iv3388, align 8
  %.139.us.prol.1.2 = add nuw nsw i64 %loop.index.12.us.prol.1.2, 1
  %scevgep3390 = getelementptr i1, i1* %lsr.iv33883389, i64 %.46
  %109 = bitcast i1* %scevgep3390 to double*
  %prol.iter.cmp.1.not.2 = icmp eq i64 %xtraiter41, %.139.us.prol.1.2
  br i1 %prol.iter.cmp.1.not.2, label %for.body.1.us.prol.loopexit.1.2, label %for.body.1.us.prol.1.2, !llvm.loop !88

for.body.1.us.prol.loopexit.1.2:                  ; preds = %for.body.1.us.prol.1.2, %for.body.1.us.preheader.1.2
  %110 = icmp ult i64 %4, 7
  br i1 %110, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.preheader.2

for.body.1.us.1.preheader.2:                      ; preds = %for.body.1.us.prol.loopexit.1.2
  %111 = icmp ult i64 %27, 56
  %scevgep750 = getelementptr double, double* %lsr.iv740, i64 %21
  br i1 %111, label %for.end.1.loopexit.us.1.2.loopexit.unr-lcssa, label %for.body.1.us.1.2.preheader

for.body.1.us.1.2.preheader:                      ; preds = %for.body.1.us.1.preheader.2
  br label %for.body.1.us.1.2

for.body.1.us.1.2:                                ; preds = %for.body.1.us.1.2.preheader, %for.body.1.us.1.2
  %lsr.iv3529 = phi i64 [ %unroll_iter688, %for.body.1.us.1.2.preheader ], [ %lsr.iv.next3530, %for.body.1.us.1.2 ]
  %lsr.iv3526 = phi double* [ %lsr.iv3524, %for.body.1.us.1.2.preheader ], [ %uglygep36583659, %for.body.1.us.1.2 ]
  %lsr.iv1183 = phi i64 [ %lsr.iv.next1184.7, %for.body.1.us.1.2 ], [ 0, %for.body.1.us.1.2.preheader ]
  %lsr.iv35263527 = bitcast double* %lsr.iv3526 to i1*
  %lsr.iv35263531 = bitcast double* %lsr.iv3526 to i8*
  %scevgep3519 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3520 = getelementptr double, double* %scevgep3519, i64 -63
  %.137.us.166.2 = load double, double* %scevgep3520, align 8
  store double %.137.us.166.2, double* %lsr.iv3526, align 8
  %scevgep3517 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3518 = getelementptr double, double* %scevgep3517, i64 -62
  %.137.us.1.1.2 = load double, double* %scevgep3518, align 8
  %uglygep3532 = getelementptr i8, i8* %lsr.iv35263531, i64 %.46
  %uglygep35323533 = bitcast i8* %uglygep3532 to double*
  store double %.137.us.1.1.2, double* %uglygep35323533, align 8
  %scevgep3515 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3516 = getelementptr double, double* %scevgep3515, i64 -61
  %.137.us.2.1.2 = load double, double* %scevgep3516, align 8
  %uglygep3534 = getelementptr i8, i8* %uglygep3532, i64 %.46
  %uglygep35343535 = bitcast i8* %uglygep3534 to double*
  store double %.137.us.2.1.2, double* %uglygep35343535, align 8
  %scevgep3513 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3514 = getelementptr double, double* %scevgep3513, i64 -60
  %.137.us.3.1.2 = load double, double* %scevgep3514, align 8
  %uglygep3536 = getelementptr i8, i8* %uglygep3534, i64 %.46
  %uglygep35363537 = bitcast i8* %uglygep3536 to double*
  store double %.137.us.3.1.2, double* %uglygep35363537, align 8
  %scevgep3511 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3512 = getelementptr double, double* %scevgep3511, i64 -59
  %.137.us.4.1.2 = load double, double* %scevgep3512, align 8
  %uglygep3538 = getelementptr i8, i8* %uglygep3536, i64 %.46
  %uglygep35383539 = bitcast i8* %uglygep3538 to double*
  store double %.137.us.4.1.2, double* %uglygep35383539, align 8
  %scevgep3509 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3510 = getelementptr double, double* %scevgep3509, i64 -58
  %.137.us.5.1.2 = load double, double* %scevgep3510, align 8
  %uglygep3540 = getelementptr i8, i8* %uglygep3538, i64 %.46
  %uglygep35403541 = bitcast i8* %uglygep3540 to double*
  store double %.137.us.5.1.2, double* %uglygep35403541, align 8
  %scevgep3507 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3508 = getelementptr double, double* %scevgep3507, i64 -57
  %.137.us.6.1.2 = load double, double* %scevgep3508, align 8
  %uglygep3542 = getelementptr i8, i8* %uglygep3540, i64 %.46
  %uglygep35423543 = bitcast i8* %uglygep3542 to double*
  store double %.137.us.6.1.2, double* %uglygep35423543, align 8
  %scevgep3521 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3522 = getelementptr double, double* %scevgep3521, i64 -56
  %.137.us.7.1.2 = load double, double* %scevgep3522, align 8
  %uglygep3544 = getelementptr i8, i8* %uglygep3542, i64 %.46
  %uglygep35443545 = bitcast i8* %uglygep3544 to double*
  store double %.137.us.7.1.2, double* %uglygep35443545, align 8
  %scevgep3476 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3477 = getelementptr double, double* %scevgep3476, i64 -55
  %.137.us.166.2.1 = load double, double* %scevgep3477, align 8
  %uglygep3546 = getelementptr i8, i8* %uglygep3544, i64 %.46
  %uglygep35463547 = bitcast i8* %uglygep3546 to double*
  store double %.137.us.166.2.1, double* %uglygep35463547, align 8
  %scevgep3478 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3479 = getelementptr double, double* %scevgep3478, i64 -54
  %.137.us.1.1.2.1 = load double, double* %scevgep3479, align 8
  %uglygep3548 = getelementptr i8, i8* %uglygep3546, i64 %.46
  %uglygep35483549 = bitcast i8* %uglygep3548 to double*
  store double %.137.us.1.1.2.1, double* %uglygep35483549, align 8
  %scevgep3480 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3481 = getelementptr double, double* %scevgep3480, i64 -53
  %.137.us.2.1.2.1 = load double, double* %scevgep3481, align 8
  %uglygep3550 = getelementptr i8, i8* %uglygep3548, i64 %.46
  %uglygep35503551 = bitcast i8* %uglygep3550 to double*
  store double %.137.us.2.1.2.1, double* %uglygep35503551, align 8
  %scevgep3482 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3483 = getelementptr double, double* %scevgep3482, i64 -52
  %.137.us.3.1.2.1 = load double, double* %scevgep3483, align 8
  %uglygep3552 = getelementptr i8, i8* %uglygep3550, i64 %.46
  %uglygep35523553 = bitcast i8* %uglygep3552 to double*
  store double %.137.us.3.1.2.1, double* %uglygep35523553, align 8
  %scevgep3484 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3485 = getelementptr double, double* %scevgep3484, i64 -51
  %.137.us.4.1.2.1 = load double, double* %scevgep3485, align 8
  %uglygep3554 = getelementptr i8, i8* %uglygep3552, i64 %.46
  %uglygep35543555 = bitcast i8* %uglygep3554 to double*
  store double %.137.us.4.1.2.1, double* %uglygep35543555, align 8
  %scevgep3486 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3487 = getelementptr double, double* %scevgep3486, i64 -50
  %.137.us.5.1.2.1 = load double, double* %scevgep3487, align 8
  %uglygep3556 = getelementptr i8, i8* %uglygep3554, i64 %.46
  %uglygep35563557 = bitcast i8* %uglygep3556 to double*
  store double %.137.us.5.1.2.1, double* %uglygep35563557, align 8
  %scevgep3488 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3489 = getelementptr double, double* %scevgep3488, i64 -49
  %.137.us.6.1.2.1 = load double, double* %scevgep3489, align 8
  %uglygep3558 = getelementptr i8, i8* %uglygep3556, i64 %.46
  %uglygep35583559 = bitcast i8* %uglygep3558 to double*
  store double %.137.us.6.1.2.1, double* %uglygep35583559, align 8
  %scevgep3490 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3491 = getelementptr double, double* %scevgep3490, i64 -48
  %.137.us.7.1.2.1 = load double, double* %scevgep3491, align 8
  %uglygep3560 = getelementptr i8, i8* %uglygep3558, i64 %.46
  %uglygep35603561 = bitcast i8* %uglygep3560 to double*
  store double %.137.us.7.1.2.1, double* %uglygep35603561, align 8
  %scevgep3460 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3461 = getelementptr double, double* %scevgep3460, i64 -47
  %.137.us.166.2.2 = load double, double* %scevgep3461, align 8
  %uglygep3562 = getelementptr i8, i8* %uglygep3560, i64 %.46
  %uglygep35623563 = bitcast i8* %uglygep3562 to double*
  store double %.137.us.166.2.2, double* %uglygep35623563, align 8
  %scevgep3462 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3463 = getelementptr double, double* %scevgep3462, i64 -46
  %.137.us.1.1.2.2 = load double, double* %scevgep3463, align 8
  %uglygep3564 = getelementptr i8, i8* %uglygep3562, i64 %.46
  %uglygep35643565 = bitcast i8* %uglygep3564 to double*
  store double %.137.us.1.1.2.2, double* %uglygep35643565, align 8
  %scevgep3464 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3465 = getelementptr double, double* %scevgep3464, i64 -45
  %.137.us.2.1.2.2 = load double, double* %scevgep3465, align 8
  %uglygep3566 = getelementptr i8, i8* %uglygep3564, i64 %.46
  %uglygep35663567 = bitcast i8* %uglygep3566 to double*
  store double %.137.us.2.1.2.2, double* %uglygep35663567, align 8
  %scevgep3466 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3467 = getelementptr double, double* %scevgep3466, i64 -44
  %.137.us.3.1.2.2 = load double, double* %scevgep3467, align 8
  %uglygep3568 = getelementptr i8, i8* %uglygep3566, i64 %.46
  %uglygep35683569 = bitcast i8* %uglygep3568 to double*
  store double %.137.us.3.1.2.2, double* %uglygep35683569, align 8
  %scevgep3468 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3469 = getelementptr double, double* %scevgep3468, i64 -43
  %.137.us.4.1.2.2 = load double, double* %scevgep3469, align 8
  %uglygep3570 = getelementptr i8, i8* %uglygep3568, i64 %.46
  %uglygep35703571 = bitcast i8* %uglygep3570 to double*
  store double %.137.us.4.1.2.2, double* %uglygep35703571, align 8
  %scevgep3470 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3471 = getelementptr double, double* %scevgep3470, i64 -42
  %.137.us.5.1.2.2 = load double, double* %scevgep3471, align 8
  %uglygep3572 = getelementptr i8, i8* %uglygep3570, i64 %.46
  %uglygep35723573 = bitcast i8* %uglygep3572 to double*
  store double %.137.us.5.1.2.2, double* %uglygep35723573, align 8
  %scevgep3472 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3473 = getelementptr double, double* %scevgep3472, i64 -41
  %.137.us.6.1.2.2 = load double, double* %scevgep3473, align 8
  %uglygep3574 = getelementptr i8, i8* %uglygep3572, i64 %.46
  %uglygep35743575 = bitcast i8* %uglygep3574 to double*
  store double %.137.us.6.1.2.2, double* %uglygep35743575, align 8
  %scevgep3474 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3475 = getelementptr double, double* %scevgep3474, i64 -40
  %.137.us.7.1.2.2 = load double, double* %scevgep3475, align 8
  %uglygep3576 = getelementptr i8, i8* %uglygep3574, i64 %.46
  %uglygep35763577 = bitcast i8* %uglygep3576 to double*
  store double %.137.us.7.1.2.2, double* %uglygep35763577, align 8
  %scevgep3444 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3445 = getelementptr double, double* %scevgep3444, i64 -39
  %.137.us.166.2.3 = load double, double* %scevgep3445, align 8
  %uglygep3578 = getelementptr i8, i8* %uglygep3576, i64 %.46
  %uglygep35783579 = bitcast i8* %uglygep3578 to double*
  store double %.137.us.166.2.3, double* %uglygep35783579, align 8
  %scevgep3446 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3447 = getelementptr double, double* %scevgep3446, i64 -38
  %.137.us.1.1.2.3 = load double, double* %scevgep3447, align 8
  %uglygep3580 = getelementptr i8, i8* %uglygep3578, i64 %.46
  %uglygep35803581 = bitcast i8* %uglygep3580 to double*
  store double %.137.us.1.1.2.3, double* %uglygep35803581, align 8
  %scevgep3448 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3449 = getelementptr double, double* %scevgep3448, i64 -37
  %.137.us.2.1.2.3 = load double, double* %scevgep3449, align 8
  %uglygep3582 = getelementptr i8, i8* %uglygep3580, i64 %.46
  %uglygep35823583 = bitcast i8* %uglygep3582 to double*
  store double %.137.us.2.1.2.3, double* %uglygep35823583, align 8
  %scevgep3450 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3451 = getelementptr double, double* %scevgep3450, i64 -36
  %.137.us.3.1.2.3 = load double, double* %scevgep3451, align 8
  %uglygep3584 = getelementptr i8, i8* %uglygep3582, i64 %.46
  %uglygep35843585 = bitcast i8* %uglygep3584 to double*
  store double %.137.us.3.1.2.3, double* %uglygep35843585, align 8
  %scevgep3452 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3453 = getelementptr double, double* %scevgep3452, i64 -35
  %.137.us.4.1.2.3 = load double, double* %scevgep3453, align 8
  %uglygep3586 = getelementptr i8, i8* %uglygep3584, i64 %.46
  %uglygep35863587 = bitcast i8* %uglygep3586 to double*
  store double %.137.us.4.1.2.3, double* %uglygep35863587, align 8
  %scevgep3454 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3455 = getelementptr double, double* %scevgep3454, i64 -34
  %.137.us.5.1.2.3 = load double, double* %scevgep3455, align 8
  %uglygep3588 = getelementptr i8, i8* %uglygep3586, i64 %.46
  %uglygep35883589 = bitcast i8* %uglygep3588 to double*
  store double %.137.us.5.1.2.3, double* %uglygep35883589, align 8
  %scevgep3456 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3457 = getelementptr double, double* %scevgep3456, i64 -33
  %.137.us.6.1.2.3 = load double, double* %scevgep3457, align 8
  %uglygep3590 = getelementptr i8, i8* %uglygep3588, i64 %.46
  %uglygep35903591 = bitcast i8* %uglygep3590 to double*
  store double %.137.us.6.1.2.3, double* %uglygep35903591, align 8
  %scevgep3458 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3459 = getelementptr double, double* %scevgep3458, i64 -32
  %.137.us.7.1.2.3 = load double, double* %scevgep3459, align 8
  %uglygep3592 = getelementptr i8, i8* %uglygep3590, i64 %.46
  %uglygep35923593 = bitcast i8* %uglygep3592 to double*
  store double %.137.us.7.1.2.3, double* %uglygep35923593, align 8
  %scevgep3428 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3429 = getelementptr double, double* %scevgep3428, i64 -31
  %.137.us.166.2.4 = load double, double* %scevgep3429, align 8
  %uglygep3594 = getelementptr i8, i8* %uglygep3592, i64 %.46
  %uglygep35943595 = bitcast i8* %uglygep3594 to double*
  store double %.137.us.166.2.4, double* %uglygep35943595, align 8
  %scevgep3430 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3431 = getelementptr double, double* %scevgep3430, i64 -30
  %.137.us.1.1.2.4 = load double, double* %scevgep3431, align 8
  %uglygep3596 = getelementptr i8, i8* %uglygep3594, i64 %.46
  %uglygep35963597 = bitcast i8* %uglygep3596 to double*
  store double %.137.us.1.1.2.4, double* %uglygep35963597, align 8
  %scevgep3432 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3433 = getelementptr double, double* %scevgep3432, i64 -29
  %.137.us.2.1.2.4 = load double, double* %scevgep3433, align 8
  %uglygep3598 = getelementptr i8, i8* %uglygep3596, i64 %.46
  %uglygep35983599 = bitcast i8* %uglygep3598 to double*
  store double %.137.us.2.1.2.4, double* %uglygep35983599, align 8
  %scevgep3434 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3435 = getelementptr double, double* %scevgep3434, i64 -28
  %.137.us.3.1.2.4 = load double, double* %scevgep3435, align 8
  %uglygep3600 = getelementptr i8, i8* %uglygep3598, i64 %.46
  %uglygep36003601 = bitcast i8* %uglygep3600 to double*
  store double %.137.us.3.1.2.4, double* %uglygep36003601, align 8
  %scevgep3436 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3437 = getelementptr double, double* %scevgep3436, i64 -27
  %.137.us.4.1.2.4 = load double, double* %scevgep3437, align 8
  %uglygep3602 = getelementptr i8, i8* %uglygep3600, i64 %.46
  %uglygep36023603 = bitcast i8* %uglygep3602 to double*
  store double %.137.us.4.1.2.4, double* %uglygep36023603, align 8
  %scevgep3438 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3439 = getelementptr double, double* %scevgep3438, i64 -26
  %.137.us.5.1.2.4 = load double, double* %scevgep3439, align 8
  %uglygep3604 = getelementptr i8, i8* %uglygep3602, i64 %.46
  %uglygep36043605 = bitcast i8* %uglygep3604 to double*
  store double %.137.us.5.1.2.4, double* %uglygep36043605, align 8
  %scevgep3440 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3441 = getelementptr double, double* %scevgep3440, i64 -25
  %.137.us.6.1.2.4 = load double, double* %scevgep3441, align 8
  %uglygep3606 = getelementptr i8, i8* %uglygep3604, i64 %.46
  %uglygep36063607 = bitcast i8* %uglygep3606 to double*
  store double %.137.us.6.1.2.4, double* %uglygep36063607, align 8
  %scevgep3442 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3443 = getelementptr double, double* %scevgep3442, i64 -24
  %.137.us.7.1.2.4 = load double, double* %scevgep3443, align 8
  %uglygep3608 = getelementptr i8, i8* %uglygep3606, i64 %.46
  %uglygep36083609 = bitcast i8* %uglygep3608 to double*
  store double %.137.us.7.1.2.4, double* %uglygep36083609, align 8
  %scevgep3412 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3413 = getelementptr double, double* %scevgep3412, i64 -23
  %.137.us.166.2.5 = load double, double* %scevgep3413, align 8
  %uglygep3610 = getelementptr i8, i8* %uglygep3608, i64 %.46
  %uglygep36103611 = bitcast i8* %uglygep3610 to double*
  store double %.137.us.166.2.5, double* %uglygep36103611, align 8
  %scevgep3414 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3415 = getelementptr double, double* %scevgep3414, i64 -22
  %.137.us.1.1.2.5 = load double, double* %scevgep3415, align 8
  %uglygep3612 = getelementptr i8, i8* %uglygep3610, i64 %.46
  %uglygep36123613 = bitcast i8* %uglygep3612 to double*
  store double %.137.us.1.1.2.5, double* %uglygep36123613, align 8
  %scevgep3416 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3417 = getelementptr double, double* %scevgep3416, i64 -21
  %.137.us.2.1.2.5 = load double, double* %scevgep3417, align 8
  %uglygep3614 = getelementptr i8, i8* %uglygep3612, i64 %.46
  %uglygep36143615 = bitcast i8* %uglygep3614 to double*
  store double %.137.us.2.1.2.5, double* %uglygep36143615, align 8
  %scevgep3418 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3419 = getelementptr double, double* %scevgep3418, i64 -20
  %.137.us.3.1.2.5 = load double, double* %scevgep3419, align 8
  %uglygep3616 = getelementptr i8, i8* %uglygep3614, i64 %.46
  %uglygep36163617 = bitcast i8* %uglygep3616 to double*
  store double %.137.us.3.1.2.5, double* %uglygep36163617, align 8
  %scevgep3420 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3421 = getelementptr double, double* %scevgep3420, i64 -19
  %.137.us.4.1.2.5 = load double, double* %scevgep3421, align 8
  %uglygep3618 = getelementptr i8, i8* %uglygep3616, i64 %.46
  %uglygep36183619 = bitcast i8* %uglygep3618 to double*
  store double %.137.us.4.1.2.5, double* %uglygep36183619, align 8
  %scevgep3422 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3423 = getelementptr double, double* %scevgep3422, i64 -18
  %.137.us.5.1.2.5 = load double, double* %scevgep3423, align 8
  %uglygep3620 = getelementptr i8, i8* %uglygep3618, i64 %.46
  %uglygep36203621 = bitcast i8* %uglygep3620 to double*
  store double %.137.us.5.1.2.5, double* %uglygep36203621, align 8
  %scevgep3424 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3425 = getelementptr double, double* %scevgep3424, i64 -17
  %.137.us.6.1.2.5 = load double, double* %scevgep3425, align 8
  %uglygep3622 = getelementptr i8, i8* %uglygep3620, i64 %.46
  %uglygep36223623 = bitcast i8* %uglygep3622 to double*
  store double %.137.us.6.1.2.5, double* %uglygep36223623, align 8
  %scevgep3426 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3427 = getelementptr double, double* %scevgep3426, i64 -16
  %.137.us.7.1.2.5 = load double, double* %scevgep3427, align 8
  %uglygep3624 = getelementptr i8, i8* %uglygep3622, i64 %.46
  %uglygep36243625 = bitcast i8* %uglygep3624 to double*
  store double %.137.us.7.1.2.5, double* %uglygep36243625, align 8
  %scevgep3396 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3397 = getelementptr double, double* %scevgep3396, i64 -15
  %.137.us.166.2.6 = load double, double* %scevgep3397, align 8
  %uglygep3626 = getelementptr i8, i8* %uglygep3624, i64 %.46
  %uglygep36263627 = bitcast i8* %uglygep3626 to double*
  store double %.137.us.166.2.6, double* %uglygep36263627, align 8
  %scevgep3398 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3399 = getelementptr double, double* %scevgep3398, i64 -14
  %.137.us.1.1.2.6 = load double, double* %scevgep3399, align 8
  %uglygep3628 = getelementptr i8, i8* %uglygep3626, i64 %.46
  %uglygep36283629 = bitcast i8* %uglygep3628 to double*
  store double %.137.us.1.1.2.6, double* %uglygep36283629, align 8
  %scevgep3400 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3401 = getelementptr double, double* %scevgep3400, i64 -13
  %.137.us.2.1.2.6 = load double, double* %scevgep3401, align 8
  %uglygep3630 = getelementptr i8, i8* %uglygep3628, i64 %.46
  %uglygep36303631 = bitcast i8* %uglygep3630 to double*
  store double %.137.us.2.1.2.6, double* %uglygep36303631, align 8
  %scevgep3402 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3403 = getelementptr double, double* %scevgep3402, i64 -12
  %.137.us.3.1.2.6 = load double, double* %scevgep3403, align 8
  %uglygep3632 = getelementptr i8, i8* %uglygep3630, i64 %.46
  %uglygep36323633 = bitcast i8* %uglygep3632 to double*
  store double %.137.us.3.1.2.6, double* %uglygep36323633, align 8
  %scevgep3404 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3405 = getelementptr double, double* %scevgep3404, i64 -11
  %.137.us.4.1.2.6 = load double, double* %scevgep3405, align 8
  %uglygep3634 = getelementptr i8, i8* %uglygep3632, i64 %.46
  %uglygep36343635 = bitcast i8* %uglygep3634 to double*
  store double %.137.us.4.1.2.6, double* %uglygep36343635, align 8
  %scevgep3406 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3407 = getelementptr double, double* %scevgep3406, i64 -10
  %.137.us.5.1.2.6 = load double, double* %scevgep3407, align 8
  %uglygep3636 = getelementptr i8, i8* %uglygep3634, i64 %.46
  %uglygep36363637 = bitcast i8* %uglygep3636 to double*
  store double %.137.us.5.1.2.6, double* %uglygep36363637, align 8
  %scevgep3408 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3409 = getelementptr double, double* %scevgep3408, i64 -9
  %.137.us.6.1.2.6 = load double, double* %scevgep3409, align 8
  %uglygep3638 = getelementptr i8, i8* %uglygep3636, i64 %.46
  %uglygep36383639 = bitcast i8* %uglygep3638 to double*
  store double %.137.us.6.1.2.6, double* %uglygep36383639, align 8
  %scevgep3410 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3411 = getelementptr double, double* %scevgep3410, i64 -8
  %.137.us.7.1.2.6 = load double, double* %scevgep3411, align 8
  %uglygep3640 = getelementptr i8, i8* %uglygep3638, i64 %.46
  %uglygep36403641 = bitcast i8* %uglygep3640 to double*
  store double %.137.us.7.1.2.6, double* %uglygep36403641, align 8
  %scevgep3492 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3493 = getelementptr double, double* %scevgep3492, i64 -7
  %.137.us.166.2.7 = load double, double* %scevgep3493, align 8
  %uglygep3642 = getelementptr i8, i8* %uglygep3640, i64 %.46
  %uglygep36423643 = bitcast i8* %uglygep3642 to double*
  store double %.137.us.166.2.7, double* %uglygep36423643, align 8
  %scevgep3494 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3495 = getelementptr double, double* %scevgep3494, i64 -6
  %.137.us.1.1.2.7 = load double, double* %scevgep3495, align 8
  %uglygep3644 = getelementptr i8, i8* %uglygep3642, i64 %.46
  %uglygep36443645 = bitcast i8* %uglygep3644 to double*
  store double %.137.us.1.1.2.7, double* %uglygep36443645, align 8
  %scevgep3496 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3497 = getelementptr double, double* %scevgep3496, i64 -5
  %.137.us.2.1.2.7 = load double, double* %scevgep3497, align 8
  %uglygep3646 = getelementptr i8, i8* %uglygep3644, i64 %.46
  %uglygep36463647 = bitcast i8* %uglygep3646 to double*
  store double %.137.us.2.1.2.7, double* %uglygep36463647, align 8
  %scevgep3498 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3499 = getelementptr double, double* %scevgep3498, i64 -4
  %.137.us.3.1.2.7 = load double, double* %scevgep3499, align 8
  %uglygep3648 = getelementptr i8, i8* %uglygep3646, i64 %.46
  %uglygep36483649 = bitcast i8* %uglygep3648 to double*
  store double %.137.us.3.1.2.7, double* %uglygep36483649, align 8
  %scevgep3500 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3501 = getelementptr double, double* %scevgep3500, i64 -3
  %.137.us.4.1.2.7 = load double, double* %scevgep3501, align 8
  %uglygep3650 = getelementptr i8, i8* %uglygep3648, i64 %.46
  %uglygep36503651 = bitcast i8* %uglygep3650 to double*
  store double %.137.us.4.1.2.7, double* %uglygep36503651, align 8
  %scevgep3502 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3503 = getelementptr double, double* %scevgep3502, i64 -2
  %.137.us.5.1.2.7 = load double, double* %scevgep3503, align 8
  %uglygep3652 = getelementptr i8, i8* %uglygep3650, i64 %.46
  %uglygep36523653 = bitcast i8* %uglygep3652 to double*
  store double %.137.us.5.1.2.7, double* %uglygep36523653, align 8
  %scevgep3504 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %scevgep3505 = getelementptr double, double* %scevgep3504, i64 -1
  %.137.us.6.1.2.7 = load double, double* %scevgep3505, align 8
  %uglygep3654 = getelementptr i8, i8* %uglygep3652, i64 %.46
  %uglygep36543655 = bitcast i8* %uglygep3654 to double*
  store double %.137.us.6.1.2.7, double* %uglygep36543655, align 8
  %scevgep3506 = getelementptr double, double* %lsr.iv3393, i64 %lsr.iv1183
  %.137.us.7.1.2.7 = load double, double* %scevgep3506, align 8
  %uglygep3656 = getelementptr i8, i8* %uglygep3654, i64 %.46
  %uglygep36563657 = bitcast i8* %uglygep3656 to double*
  store double %.137.us.7.1.2.7, double* %uglygep36563657, align 8
  %lsr.iv.next1184.7 = add i64 %lsr.iv1183, 64
  %scevgep3528 = getelementptr i1, i1* %lsr.iv35263527, i64 %36
  %112 = bitcast i1* %scevgep3528 to double*
  %lsr.iv.next3530 = add i64 %lsr.iv3529, -8
  %niter787.ncmp.7 = icmp eq i64 %lsr.iv.next3530, 0
  %uglygep3658 = getelementptr i8, i8* %uglygep3656, i64 %.46
  %uglygep36583659 = bitcast i8* %uglygep3658 to double*
  br i1 %niter787.ncmp.7, label %for.end.1.loopexit.us.1.2.loopexit.unr-lcssa, label %for.body.1.us.1.2, !llvm.loop !89

for.end.1.loopexit.us.1.2.loopexit.unr-lcssa:     ; preds = %for.body.1.us.1.2, %for.body.1.us.1.preheader.2
  %lsr.iv1183.unr = phi i64 [ 0, %for.body.1.us.1.preheader.2 ], [ %lsr.iv.next1184.7, %for.body.1.us.1.2 ]
  %lsr.iv751.unr = phi double* [ %scevgep750, %for.body.1.us.1.preheader.2 ], [ %112, %for.body.1.us.1.2 ]
  %113 = and i64 %29, 7
  %114 = icmp eq i64 %113, 0
  br i1 %114, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.2.epil.preheader

for.body.1.us.1.2.epil.preheader:                 ; preds = %for.end.1.loopexit.us.1.2.loopexit.unr-lcssa
  %scevgep3669 = getelementptr double, double* %lsr.iv3666, i64 %lsr.iv1183.unr
  br label %for.body.1.us.1.2.epil

for.body.1.us.1.2.epil:                           ; preds = %for.body.1.us.1.2.epil.preheader, %for.body.1.us.1.2.epil
  %lsr.iv3662 = phi double* [ %lsr.iv751.unr, %for.body.1.us.1.2.epil.preheader ], [ %uglygep37053706, %for.body.1.us.1.2.epil ]
  %lsr.iv3660 = phi i64 [ 0, %for.body.1.us.1.2.epil.preheader ], [ %lsr.iv.next3661, %for.body.1.us.1.2.epil ]
  %115 = bitcast double* %scevgep3669 to i8*
  %lsr.iv36623690 = bitcast double* %lsr.iv3662 to i8*
  %uglygep3673 = getelementptr i8, i8* %115, i64 %lsr.iv3660
  %uglygep36733674 = bitcast i8* %uglygep3673 to double*
  %scevgep3675 = getelementptr double, double* %uglygep36733674, i64 -4
  %.137.us.166.2.epil = load double, double* %scevgep3675, align 8
  store double %.137.us.166.2.epil, double* %lsr.iv3662, align 8
  %scevgep3683 = getelementptr double, double* %uglygep36733674, i64 -3
  %.137.us.1.1.2.epil = load double, double* %scevgep3683, align 8
  %uglygep3691 = getelementptr i8, i8* %lsr.iv36623690, i64 %.46
  %uglygep36913692 = bitcast i8* %uglygep3691 to double*
  store double %.137.us.1.1.2.epil, double* %uglygep36913692, align 8
  %uglygep3684 = getelementptr i8, i8* %115, i64 %lsr.iv3660
  %uglygep36843685 = bitcast i8* %uglygep3684 to double*
  %scevgep3686 = getelementptr double, double* %uglygep36843685, i64 -2
  %.137.us.2.1.2.epil = load double, double* %scevgep3686, align 8
  %uglygep3693 = getelementptr i8, i8* %uglygep3691, i64 %.46
  %uglygep36933694 = bitcast i8* %uglygep3693 to double*
  store double %.137.us.2.1.2.epil, double* %uglygep36933694, align 8
  %uglygep3687 = getelementptr i8, i8* %115, i64 %lsr.iv3660
  %uglygep36873688 = bitcast i8* %uglygep3687 to double*
  %scevgep3689 = getelementptr double, double* %uglygep36873688, i64 -1
  %.137.us.3.1.2.epil = load double, double* %scevgep3689, align 8
  %uglygep3695 = getelementptr i8, i8* %uglygep3693, i64 %.46
  %uglygep36953696 = bitcast i8* %uglygep3695 to double*
  store double %.137.us.3.1.2.epil, double* %uglygep36953696, align 8
  %uglygep3671 = getelementptr i8, i8* %115, i64 %lsr.iv3660
  %uglygep36713672 = bitcast i8* %uglygep3671 to double*
  %.137.us.4.1.2.epil = load double, double* %uglygep36713672, align 8
  %uglygep3697 = getelementptr i8, i8* %uglygep3695, i64 %.46
  %uglygep36973698 = bitcast i8* %uglygep3697 to double*
  store double %.137.us.4.1.2.epil, double* %uglygep36973698, align 8
  %scevgep3682 = getelementptr double, double* %uglygep36713672, i64 1
  %.137.us.5.1.2.epil = load double, double* %scevgep3682, align 8
  %uglygep3699 = getelementptr i8, i8* %uglygep3697, i64 %.46
  %uglygep36993700 = bitcast i8* %uglygep3699 to double*
  store double %.137.us.5.1.2.epil, double* %uglygep36993700, align 8
  %uglygep3679 = getelementptr i8, i8* %115, i64 %lsr.iv3660
  %uglygep36793680 = bitcast i8* %uglygep3679 to double*
  %scevgep3681 = getelementptr double, double* %uglygep36793680, i64 2
  %.137.us.6.1.2.epil = load double, double* %scevgep3681, align 8
  %uglygep3701 = getelementptr i8, i8* %uglygep3699, i64 %.46
  %uglygep37013702 = bitcast i8* %uglygep3701 to double*
  store double %.137.us.6.1.2.epil, double* %uglygep37013702, align 8
  %uglygep3676 = getelementptr i8, i8* %115, i64 %lsr.iv3660
  %uglygep36763677 = bitcast i8* %uglygep3676 to double*
  %scevgep3678 = getelementptr double, double* %uglygep36763677, i64 3
  %.137.us.7.1.2.epil = load double, double* %scevgep3678, align 8
  %uglygep3703 = getelementptr i8, i8* %uglygep3701, i64 %.46
  %uglygep37033704 = bitcast i8* %uglygep3703 to double*
  store double %.137.us.7.1.2.epil, double* %uglygep37033704, align 8
  %lsr.iv.next3661 = add nuw nsw i64 %lsr.iv3660, 64
  %epil.iter784.cmp.not = icmp eq i64 %56, %lsr.iv.next3661
  %uglygep3705 = getelementptr i8, i8* %uglygep3703, i64 %.46
  %uglygep37053706 = bitcast i8* %uglygep3705 to double*
  br i1 %epil.iter784.cmp.not, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.2.epil, !llvm.loop !96

for.end.1.loopexit.us.1.2:                        ; preds = %for.body.1.us.1.2.epil, %for.end.1.loopexit.us.1.2.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.1.2
  %116 = icmp eq i64 %xtraiter41, 0
  %scevgep453.2 = getelementptr i1, i1* %scevgep453.1, i64 %6
  %scevgep677.2 = getelementptr i1, i1* %scevgep677.1, i64 %6
  br i1 %116, label %for.body.1.us.prol.loopexit.3, label %for.body.1.us.prol.3.preheader

for.body.1.us.prol.3.preheader:                   ; preds = %for.end.1.loopexit.us.1.2
  br label %for.body.1.us.prol.3

for.body.1.us.prol.3:                             ; preds = %for.body.1.us.prol.3.preheader, %for.body.1.us.prol.3
  %lsr.iv3707 = phi double* [ %lsr.iv785, %for.body.1.us.prol.3.preheader ], [ %117, %for.body.1.us.prol.3 ]
  %loop.index.12.us.prol.3 = phi i64 [ %.139.us.prol.3, %for.body.1.us.prol.3 ], [ 0, %for.body.1.us.prol.3.preheader ]
  %lsr.iv37073708 = bitcast double* %lsr.iv3707 to i1*
  %scevgep3710 = getelementptr double, double* %lsr.iv791, i64 %loop.index.12.us.prol.3
  %.137.us.prol.3 = load double, double* %scevgep3710, align 8
  store double %.137.us.prol.3, double* %lsr.iv3707, align 8
  %.139.us.prol.3 = add nuw nsw i64 %loop.index.12.us.prol.3, 1
  %scevgep3709 = getelementptr i1, i1* %lsr.iv37073708, i64 %.46
  %117 = bitcast i1* %scevgep3709 to double*
  %prol.iter.cmp.not.3 = icmp eq i64 %xtraiter41, %.139.us.prol.3
  br i1 %prol.iter.cmp.not.3, label %for.body.1.us.prol.loopexit.3, label %for.body.1.us.prol.3, !llvm.loop !88

for.body.1.us.prol.loopexit.3:                    ; preds = %for.body.1.us.prol.3, %for.end.1.loopexit.us.1.2
  %118 = icmp ult i64 %4, 7
  br i1 %118, label %for.body.1.us.preheader.1.3, label %for.body.1.us.3.preheader

for.body.1.us.3.preheader:                        ; preds = %for.body.1.us.prol.loopexit.3
  %119 = icmp ult i64 %27, 56
  br i1 %119, label %for.body.1.us.preheader.1.3.loopexit.unr-lcssa, label %for.body.1.us.3.preheader804

for.body.1.us.3.preheader804:                     ; preds = %for.body.1.us.3.preheader
  br label %for.body.1.us.3

for.body.1.us.3:                                  ; preds = %for.body.1.us.3.preheader804, %for.body.1.us.3
  %lsr.iv3842 = phi i64 [ %unroll_iter688, %for.body.1.us.3.preheader804 ], [ %lsr.iv.next3843, %for.body.1.us.3 ]
  %lsr.iv1231 = phi i64 [ %lsr.iv.next1232.7, %for.body.1.us.3 ], [ 0, %for.body.1.us.3.preheader804 ]
  %lsr.iv1224 = phi double* [ %uglygep39713972, %for.body.1.us.3 ], [ %lsr.iv1222, %for.body.1.us.3.preheader804 ]
  %lsr.iv12243844 = bitcast double* %lsr.iv1224 to i8*
  %lsr.iv12241225 = bitcast double* %lsr.iv1224 to i1*
  %scevgep3838 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3839 = getelementptr double, double* %scevgep3838, i64 -63
  %.137.us.3238 = load double, double* %scevgep3839, align 8
  store double %.137.us.3238, double* %lsr.iv1224, align 8
  %scevgep3836 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3837 = getelementptr double, double* %scevgep3836, i64 -62
  %.137.us.1.3 = load double, double* %scevgep3837, align 8
  %uglygep3845 = getelementptr i8, i8* %lsr.iv12243844, i64 %.46
  %uglygep38453846 = bitcast i8* %uglygep3845 to double*
  store double %.137.us.1.3, double* %uglygep38453846, align 8
  %scevgep3834 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3835 = getelementptr double, double* %scevgep3834, i64 -61
  %.137.us.2.3 = load double, double* %scevgep3835, align 8
  %uglygep3847 = getelementptr i8, i8* %uglygep3845, i64 %.46
  %uglygep38473848 = bitcast i8* %uglygep3847 to double*
  store double %.137.us.2.3, double* %uglygep38473848, align 8
  %scevgep3832 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3833 = getelementptr double, double* %scevgep3832, i64 -60
  %.137.us.3.3 = load double, double* %scevgep3833, align 8
  %uglygep3849 = getelementptr i8, i8* %uglygep3847, i64 %.46
  %uglygep38493850 = bitcast i8* %uglygep3849 to double*
  store double %.137.us.3.3, double* %uglygep38493850, align 8
  %scevgep3830 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3831 = getelementptr double, double* %scevgep3830, i64 -59
  %.137.us.4.3 = load double, double* %scevgep3831, align 8
  %uglygep3851 = getelementptr i8, i8* %uglygep3849, i64 %.46
  %uglygep38513852 = bitcast i8* %uglygep3851 to double*
  store double %.137.us.4.3, double* %uglygep38513852, align 8
  %scevgep3828 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3829 = getelementptr double, double* %scevgep3828, i64 -58
  %.137.us.5.3 = load double, double* %scevgep3829, align 8
  %uglygep3853 = getelementptr i8, i8* %uglygep3851, i64 %.46
  %uglygep38533854 = bitcast i8* %uglygep3853 to double*
  store double %.137.us.5.3, double* %uglygep38533854, align 8
  %scevgep3826 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3827 = getelementptr double, double* %scevgep3826, i64 -57
  %.137.us.6.3 = load double, double* %scevgep3827, align 8
  %uglygep3855 = getelementptr i8, i8* %uglygep3853, i64 %.46
  %uglygep38553856 = bitcast i8* %uglygep3855 to double*
  store double %.137.us.6.3, double* %uglygep38553856, align 8
  %scevgep3840 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3841 = getelementptr double, double* %scevgep3840, i64 -56
  %.137.us.7.3 = load double, double* %scevgep3841, align 8
  %uglygep3857 = getelementptr i8, i8* %uglygep3855, i64 %.46
  %uglygep38573858 = bitcast i8* %uglygep3857 to double*
  store double %.137.us.7.3, double* %uglygep38573858, align 8
  %scevgep1226 = getelementptr i1, i1* %lsr.iv12241225, i64 %7
  %scevgep3795 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3796 = getelementptr double, double* %scevgep3795, i64 -55
  %.137.us.3238.1 = load double, double* %scevgep3796, align 8
  %uglygep3859 = getelementptr i8, i8* %uglygep3857, i64 %.46
  %uglygep38593860 = bitcast i8* %uglygep3859 to double*
  store double %.137.us.3238.1, double* %uglygep38593860, align 8
  %scevgep3797 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3798 = getelementptr double, double* %scevgep3797, i64 -54
  %.137.us.1.3.1 = load double, double* %scevgep3798, align 8
  %uglygep3861 = getelementptr i8, i8* %uglygep3859, i64 %.46
  %uglygep38613862 = bitcast i8* %uglygep3861 to double*
  store double %.137.us.1.3.1, double* %uglygep38613862, align 8
  %scevgep3799 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3800 = getelementptr double, double* %scevgep3799, i64 -53
  %.137.us.2.3.1 = load double, double* %scevgep3800, align 8
  %uglygep3863 = getelementptr i8, i8* %uglygep3861, i64 %.46
  %uglygep38633864 = bitcast i8* %uglygep3863 to double*
  store double %.137.us.2.3.1, double* %uglygep38633864, align 8
  %scevgep3801 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3802 = getelementptr double, double* %scevgep3801, i64 -52
  %.137.us.3.3.1 = load double, double* %scevgep3802, align 8
  %uglygep3865 = getelementptr i8, i8* %uglygep3863, i64 %.46
  %uglygep38653866 = bitcast i8* %uglygep3865 to double*
  store double %.137.us.3.3.1, double* %uglygep38653866, align 8
  %scevgep3803 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3804 = getelementptr double, double* %scevgep3803, i64 -51
  %.137.us.4.3.1 = load double, double* %scevgep3804, align 8
  %uglygep3867 = getelementptr i8, i8* %uglygep3865, i64 %.46
  %uglygep38673868 = bitcast i8* %uglygep3867 to double*
  store double %.137.us.4.3.1, double* %uglygep38673868, align 8
  %scevgep3805 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3806 = getelementptr double, double* %scevgep3805, i64 -50
  %.137.us.5.3.1 = load double, double* %scevgep3806, align 8
  %uglygep3869 = getelementptr i8, i8* %uglygep3867, i64 %.46
  %uglygep38693870 = bitcast i8* %uglygep3869 to double*
  store double %.137.us.5.3.1, double* %uglygep38693870, align 8
  %scevgep3807 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3808 = getelementptr double, double* %scevgep3807, i64 -49
  %.137.us.6.3.1 = load double, double* %scevgep3808, align 8
  %uglygep3871 = getelementptr i8, i8* %uglygep3869, i64 %.46
  %uglygep38713872 = bitcast i8* %uglygep3871 to double*
  store double %.137.us.6.3.1, double* %uglygep38713872, align 8
  %scevgep3809 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3810 = getelementptr double, double* %scevgep3809, i64 -48
  %.137.us.7.3.1 = load double, double* %scevgep3810, align 8
  %uglygep3873 = getelementptr i8, i8* %uglygep3871, i64 %.46
  %uglygep38733874 = bitcast i8* %uglygep3873 to double*
  store double %.137.us.7.3.1, double* %uglygep38733874, align 8
  %scevgep1226.1 = getelementptr i1, i1* %scevgep1226, i64 %7
  %scevgep3779 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3780 = getelementptr double, double* %scevgep3779, i64 -47
  %.137.us.3238.2 = load double, double* %scevgep3780, align 8
  %uglygep3875 = getelementptr i8, i8* %uglygep3873, i64 %.46
  %uglygep38753876 = bitcast i8* %uglygep3875 to double*
  store double %.137.us.3238.2, double* %uglygep38753876, align 8
  %scevgep3781 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3782 = getelementptr double, double* %scevgep3781, i64 -46
  %.137.us.1.3.2 = load double, double* %scevgep3782, align 8
  %uglygep3877 = getelementptr i8, i8* %uglygep3875, i64 %.46
  %uglygep38773878 = bitcast i8* %uglygep3877 to double*
  store double %.137.us.1.3.2, double* %uglygep38773878, align 8
  %scevgep3783 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3784 = getelementptr double, double* %scevgep3783, i64 -45
  %.137.us.2.3.2 = load double, double* %scevgep3784, align 8
  %uglygep3879 = getelementptr i8, i8* %uglygep3877, i64 %.46
  %uglygep38793880 = bitcast i8* %uglygep3879 to double*
  store double %.137.us.2.3.2, double* %uglygep38793880, align 8
  %scevgep3785 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3786 = getelementptr double, double* %scevgep3785, i64 -44
  %.137.us.3.3.2 = load double, double* %scevgep3786, align 8
  %uglygep3881 = getelementptr i8, i8* %uglygep3879, i64 %.46
  %uglygep38813882 = bitcast i8* %uglygep3881 to double*
  store double %.137.us.3.3.2, double* %uglygep38813882, align 8
  %scevgep3787 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3788 = getelementptr double, double* %scevgep3787, i64 -43
  %.137.us.4.3.2 = load double, double* %scevgep3788, align 8
  %uglygep3883 = getelementptr i8, i8* %uglygep3881, i64 %.46
  %uglygep38833884 = bitcast i8* %uglygep3883 to double*
  store double %.137.us.4.3.2, double* %uglygep38833884, align 8
  %scevgep3789 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3790 = getelementptr double, double* %scevgep3789, i64 -42
  %.137.us.5.3.2 = load double, double* %scevgep3790, align 8
  %uglygep3885 = getelementptr i8, i8* %uglygep3883, i64 %.46
  %uglygep38853886 = bitcast i8* %uglygep3885 to double*
  store double %.137.us.5.3.2, double* %uglygep38853886, align 8
  %scevgep3791 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3792 = getelementptr double, double* %scevgep3791, i64 -41
  %.137.us.6.3.2 = load double, double* %scevgep3792, align 8
  %uglygep3887 = getelementptr i8, i8* %uglygep3885, i64 %.46
  %uglygep38873888 = bitcast i8* %uglygep3887 to double*
  store double %.137.us.6.3.2, double* %uglygep38873888, align 8
  %scevgep3793 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3794 = getelementptr double, double* %scevgep3793, i64 -40
  %.137.us.7.3.2 = load double, double* %scevgep3794, align 8
  %uglygep3889 = getelementptr i8, i8* %uglygep3887, i64 %.46
  %uglygep38893890 = bitcast i8* %uglygep3889 to double*
  store double %.137.us.7.3.2, double* %uglygep38893890, align 8
  %scevgep1226.2 = getelementptr i1, i1* %scevgep1226.1, i64 %7
  %scevgep3763 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3764 = getelementptr double, double* %scevgep3763, i64 -39
  %.137.us.3238.3 = load double, double* %scevgep3764, align 8
  %uglygep3891 = getelementptr i8, i8* %uglygep3889, i64 %.46
  %uglygep38913892 = bitcast i8* %uglygep3891 to double*
  store double %.137.us.3238.3, double* %uglygep38913892, align 8
  %scevgep3765 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3766 = getelementptr double, double* %scevgep3765, i64 -38
  %.137.us.1.3.3 = load double, double* %scevgep3766, align 8
  %uglygep3893 = getelementptr i8, i8* %uglygep3891, i64 %.46
  %uglygep38933894 = bitcast i8* %uglygep3893 to double*
  store double %.137.us.1.3.3, double* %uglygep38933894, align 8
  %scevgep3767 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3768 = getelementptr double, double* %scevgep3767, i64 -37
  %.137.us.2.3.3 = load double, double* %scevgep3768, align 8
  %uglygep3895 = getelementptr i8, i8* %uglygep3893, i64 %.46
  %uglygep38953896 = bitcast i8* %uglygep3895 to double*
  store double %.137.us.2.3.3, double* %uglygep38953896, align 8
  %scevgep3769 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3770 = getelementptr double, double* %scevgep3769, i64 -36
  %.137.us.3.3.3 = load double, double* %scevgep3770, align 8
  %uglygep3897 = getelementptr i8, i8* %uglygep3895, i64 %.46
  %uglygep38973898 = bitcast i8* %uglygep3897 to double*
  store double %.137.us.3.3.3, double* %uglygep38973898, align 8
  %scevgep3771 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3772 = getelementptr double, double* %scevgep3771, i64 -35
  %.137.us.4.3.3 = load double, double* %scevgep3772, align 8
  %uglygep3899 = getelementptr i8, i8* %uglygep3897, i64 %.46
  %uglygep38993900 = bitcast i8* %uglygep3899 to double*
  store double %.137.us.4.3.3, double* %uglygep38993900, align 8
  %scevgep3773 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3774 = getelementptr double, double* %scevgep3773, i64 -34
  %.137.us.5.3.3 = load double, double* %scevgep3774, align 8
  %uglygep3901 = getelementptr i8, i8* %uglygep3899, i64 %.46
  %uglygep39013902 = bitcast i8* %uglygep3901 to double*
  store double %.137.us.5.3.3, double* %uglygep39013902, align 8
  %scevgep3775 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3776 = getelementptr double, double* %scevgep3775, i64 -33
  %.137.us.6.3.3 = load double, double* %scevgep3776, align 8
  %uglygep3903 = getelementptr i8, i8* %uglygep3901, i64 %.46
  %uglygep39033904 = bitcast i8* %uglygep3903 to double*
  store double %.137.us.6.3.3, double* %uglygep39033904, align 8
  %scevgep3777 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3778 = getelementptr double, double* %scevgep3777, i64 -32
  %.137.us.7.3.3 = load double, double* %scevgep3778, align 8
  %uglygep3905 = getelementptr i8, i8* %uglygep3903, i64 %.46
  %uglygep39053906 = bitcast i8* %uglygep3905 to double*
  store double %.137.us.7.3.3, double* %uglygep39053906, align 8
  %scevgep1226.3 = getelementptr i1, i1* %scevgep1226.2, i64 %7
  %scevgep3747 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3748 = getelementptr double, double* %scevgep3747, i64 -31
  %.137.us.3238.4 = load double, double* %scevgep3748, align 8
  %uglygep3907 = getelementptr i8, i8* %uglygep3905, i64 %.46
  %uglygep39073908 = bitcast i8* %uglygep3907 to double*
  store double %.137.us.3238.4, double* %uglygep39073908, align 8
  %scevgep3749 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3750 = getelementptr double, double* %scevgep3749, i64 -30
  %.137.us.1.3.4 = load double, double* %scevgep3750, align 8
  %uglygep3909 = getelementptr i8, i8* %uglygep3907, i64 %.46
  %uglygep39093910 = bitcast i8* %uglygep3909 to double*
  store double %.137.us.1.3.4, double* %uglygep39093910, align 8
  %scevgep3751 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3752 = getelementptr double, double* %scevgep3751, i64 -29
  %.137.us.2.3.4 = load double, double* %scevgep3752, align 8
  %uglygep3911 = getelementptr i8, i8* %uglygep3909, i64 %.46
  %uglygep39113912 = bitcast i8* %uglygep3911 to double*
  store double %.137.us.2.3.4, double* %uglygep39113912, align 8
  %scevgep3753 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3754 = getelementptr double, double* %scevgep3753, i64 -28
  %.137.us.3.3.4 = load double, double* %scevgep3754, align 8
  %uglygep3913 = getelementptr i8, i8* %uglygep3911, i64 %.46
  %uglygep39133914 = bitcast i8* %uglygep3913 to double*
  store double %.137.us.3.3.4, double* %uglygep39133914, align 8
  %scevgep3755 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3756 = getelementptr double, double* %scevgep3755, i64 -27
  %.137.us.4.3.4 = load double, double* %scevgep3756, align 8
  %uglygep3915 = getelementptr i8, i8* %uglygep3913, i64 %.46
  %uglygep39153916 = bitcast i8* %uglygep3915 to double*
  store double %.137.us.4.3.4, double* %uglygep39153916, align 8
  %scevgep3757 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3758 = getelementptr double, double* %scevgep3757, i64 -26
  %.137.us.5.3.4 = load double, double* %scevgep3758, align 8
  %uglygep3917 = getelementptr i8, i8* %uglygep3915, i64 %.46
  %uglygep39173918 = bitcast i8* %uglygep3917 to double*
  store double %.137.us.5.3.4, double* %uglygep39173918, align 8
  %scevgep3759 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3760 = getelementptr double, double* %scevgep3759, i64 -25
  %.137.us.6.3.4 = load double, double* %scevgep3760, align 8
  %uglygep3919 = getelementptr i8, i8* %uglygep3917, i64 %.46
  %uglygep39193920 = bitcast i8* %uglygep3919 to double*
  store double %.137.us.6.3.4, double* %uglygep39193920, align 8
  %scevgep3761 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3762 = getelementptr double, double* %scevgep3761, i64 -24
  %.137.us.7.3.4 = load double, double* %scevgep3762, align 8
  %uglygep3921 = getelementptr i8, i8* %uglygep3919, i64 %.46
  %uglygep39213922 = bitcast i8* %uglygep3921 to double*
  store double %.137.us.7.3.4, double* %uglygep39213922, align 8
  %scevgep1226.4 = getelementptr i1, i1* %scevgep1226.3, i64 %7
  %scevgep3731 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3732 = getelementptr double, double* %scevgep3731, i64 -23
  %.137.us.3238.5 = load double, double* %scevgep3732, align 8
  %uglygep3923 = getelementptr i8, i8* %uglygep3921, i64 %.46
  %uglygep39233924 = bitcast i8* %uglygep3923 to double*
  store double %.137.us.3238.5, double* %uglygep39233924, align 8
  %scevgep3733 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3734 = getelementptr double, double* %scevgep3733, i64 -22
  %.137.us.1.3.5 = load double, double* %scevgep3734, align 8
  %uglygep3925 = getelementptr i8, i8* %uglygep3923, i64 %.46
  %uglygep39253926 = bitcast i8* %uglygep3925 to double*
  store double %.137.us.1.3.5, double* %uglygep39253926, align 8
  %scevgep3735 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3736 = getelementptr double, double* %scevgep3735, i64 -21
  %.137.us.2.3.5 = load double, double* %scevgep3736, align 8
  %uglygep3927 = getelementptr i8, i8* %uglygep3925, i64 %.46
  %uglygep39273928 = bitcast i8* %uglygep3927 to double*
  store double %.137.us.2.3.5, double* %uglygep39273928, align 8
  %scevgep3737 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3738 = getelementptr double, double* %scevgep3737, i64 -20
  %.137.us.3.3.5 = load double, double* %scevgep3738, align 8
  %uglygep3929 = getelementptr i8, i8* %uglygep3927, i64 %.46
  %uglygep39293930 = bitcast i8* %uglygep3929 to double*
  store double %.137.us.3.3.5, double* %uglygep39293930, align 8
  %scevgep3739 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3740 = getelementptr double, double* %scevgep3739, i64 -19
  %.137.us.4.3.5 = load double, double* %scevgep3740, align 8
  %uglygep3931 = getelementptr i8, i8* %uglygep3929, i64 %.46
  %uglygep39313932 = bitcast i8* %uglygep3931 to double*
  store double %.137.us.4.3.5, double* %uglygep39313932, align 8
  %scevgep3741 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3742 = getelementptr double, double* %scevgep3741, i64 -18
  %.137.us.5.3.5 = load double, double* %scevgep3742, align 8
  %uglygep3933 = getelementptr i8, i8* %uglygep3931, i64 %.46
  %uglygep39333934 = bitcast i8* %uglygep3933 to double*
  store double %.137.us.5.3.5, double* %uglygep39333934, align 8
  %scevgep3743 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3744 = getelementptr double, double* %scevgep3743, i64 -17
  %.137.us.6.3.5 = load double, double* %scevgep3744, align 8
  %uglygep3935 = getelementptr i8, i8* %uglygep3933, i64 %.46
  %uglygep39353936 = bitcast i8* %uglygep3935 to double*
  store double %.137.us.6.3.5, double* %uglygep39353936, align 8
  %scevgep3745 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3746 = getelementptr double, double* %scevgep3745, i64 -16
  %.137.us.7.3.5 = load double, double* %scevgep3746, align 8
  %uglygep3937 = getelementptr i8, i8* %uglygep3935, i64 %.46
  %uglygep39373938 = bitcast i8* %uglygep3937 to double*
  store double %.137.us.7.3.5, double* %uglygep39373938, align 8
  %scevgep1226.5 = getelementptr i1, i1* %scevgep1226.4, i64 %7
  %scevgep3715 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3716 = getelementptr double, double* %scevgep3715, i64 -15
  %.137.us.3238.6 = load double, double* %scevgep3716, align 8
  %uglygep3939 = getelementptr i8, i8* %uglygep3937, i64 %.46
  %uglygep39393940 = bitcast i8* %uglygep3939 to double*
  store double %.137.us.3238.6, double* %uglygep39393940, align 8
  %scevgep3717 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3718 = getelementptr double, double* %scevgep3717, i64 -14
  %.137.us.1.3.6 = load double, double* %scevgep3718, align 8
  %uglygep3941 = getelementptr i8, i8* %uglygep3939, i64 %.46
  %uglygep39413942 = bitcast i8* %uglygep3941 to double*
  store double %.137.us.1.3.6, double* %uglygep39413942, align 8
  %scevgep3719 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3720 = getelementptr double, double* %scevgep3719, i64 -13
  %.137.us.2.3.6 = load double, double* %scevgep3720, align 8
  %uglygep3943 = getelementptr i8, i8* %uglygep3941, i64 %.46
  %uglygep39433944 = bitcast i8* %uglygep3943 to double*
  store double %.137.us.2.3.6, double* %uglygep39433944, align 8
  %scevgep3721 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3722 = getelementptr double, double* %scevgep3721, i64 -12
  %.137.us.3.3.6 = load double, double* %scevgep3722, align 8
  %uglygep3945 = getelementptr i8, i8* %uglygep3943, i64 %.46
  %uglygep39453946 = bitcast i8* %uglygep3945 to double*
  store double %.137.us.3.3.6, double* %uglygep39453946, align 8
  %scevgep3723 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3724 = getelementptr double, double* %scevgep3723, i64 -11
  %.137.us.4.3.6 = load double, double* %scevgep3724, align 8
  %uglygep3947 = getelementptr i8, i8* %uglygep3945, i64 %.46
  %uglygep39473948 = bitcast i8* %uglygep3947 to double*
  store double %.137.us.4.3.6, double* %uglygep39473948, align 8
  %scevgep3725 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3726 = getelementptr double, double* %scevgep3725, i64 -10
  %.137.us.5.3.6 = load double, double* %scevgep3726, align 8
  %uglygep3949 = getelementptr i8, i8* %uglygep3947, i64 %.46
  %uglygep39493950 = bitcast i8* %uglygep3949 to double*
  store double %.137.us.5.3.6, double* %uglygep39493950, align 8
  %scevgep3727 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3728 = getelementptr double, double* %scevgep3727, i64 -9
  %.137.us.6.3.6 = load double, double* %scevgep3728, align 8
  %uglygep3951 = getelementptr i8, i8* %uglygep3949, i64 %.46
  %uglygep39513952 = bitcast i8* %uglygep3951 to double*
  store double %.137.us.6.3.6, double* %uglygep39513952, align 8
  %scevgep3729 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3730 = getelementptr double, double* %scevgep3729, i64 -8
  %.137.us.7.3.6 = load double, double* %scevgep3730, align 8
  %uglygep3953 = getelementptr i8, i8* %uglygep3951, i64 %.46
  %uglygep39533954 = bitcast i8* %uglygep3953 to double*
  store double %.137.us.7.3.6, double* %uglygep39533954, align 8
  %scevgep1226.6 = getelementptr i1, i1* %scevgep1226.5, i64 %7
  %scevgep3811 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3812 = getelementptr double, double* %scevgep3811, i64 -7
  %.137.us.3238.7 = load double, double* %scevgep3812, align 8
  %uglygep3955 = getelementptr i8, i8* %uglygep3953, i64 %.46
  %uglygep39553956 = bitcast i8* %uglygep3955 to double*
  store double %.137.us.3238.7, double* %uglygep39553956, align 8
  %scevgep3813 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3814 = getelementptr double, double* %scevgep3813, i64 -6
  %.137.us.1.3.7 = load double, double* %scevgep3814, align 8
  %uglygep3957 = getelementptr i8, i8* %uglygep3955, i64 %.46
  %uglygep39573958 = bitcast i8* %uglygep3957 to double*
  store double %.137.us.1.3.7, double* %uglygep39573958, align 8
  %scevgep3815 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3816 = getelementptr double, double* %scevgep3815, i64 -5
  %.137.us.2.3.7 = load double, double* %scevgep3816, align 8
  %uglygep3959 = getelementptr i8, i8* %uglygep3957, i64 %.46
  %uglygep39593960 = bitcast i8* %uglygep3959 to double*
  store double %.137.us.2.3.7, double* %uglygep39593960, align 8
  %scevgep3817 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3818 = getelementptr double, double* %scevgep3817, i64 -4
  %.137.us.3.3.7 = load double, double* %scevgep3818, align 8
  %uglygep3961 = getelementptr i8, i8* %uglygep3959, i64 %.46
  %uglygep39613962 = bitcast i8* %uglygep3961 to double*
  store double %.137.us.3.3.7, double* %uglygep39613962, align 8
  %scevgep3819 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3820 = getelementptr double, double* %scevgep3819, i64 -3
  %.137.us.4.3.7 = load double, double* %scevgep3820, align 8
  %uglygep3963 = getelementptr i8, i8* %uglygep3961, i64 %.46
  %uglygep39633964 = bitcast i8* %uglygep3963 to double*
  store double %.137.us.4.3.7, double* %uglygep39633964, align 8
  %scevgep3821 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3822 = getelementptr double, double* %scevgep3821, i64 -2
  %.137.us.5.3.7 = load double, double* %scevgep3822, align 8
  %uglygep3965 = getelementptr i8, i8* %uglygep3963, i64 %.46
  %uglygep39653966 = bitcast i8* %uglygep3965 to double*
  store double %.137.us.5.3.7, double* %uglygep39653966, align 8
  %scevgep3823 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %scevgep3824 = getelementptr double, double* %scevgep3823, i64 -1
  %.137.us.6.3.7 = load double, double* %scevgep3824, align 8
  %uglygep3967 = getelementptr i8, i8* %uglygep3965, i64 %.46
  %uglygep39673968 = bitcast i8* %uglygep3967 to double*
  store double %.137.us.6.3.7, double* %uglygep39673968, align 8
  %scevgep3825 = getelementptr double, double* %lsr.iv3712, i64 %lsr.iv1231
  %.137.us.7.3.7 = load double, double* %scevgep3825, align 8
  %uglygep3969 = getelementptr i8, i8* %uglygep3967, i64 %.46
  %uglygep39693970 = bitcast i8* %uglygep3969 to double*
  store double %.137.us.7.3.7, double* %uglygep39693970, align 8
  %scevgep1226.7 = getelementptr i1, i1* %scevgep1226.6, i64 %7
  %120 = bitcast i1* %scevgep1226.7 to double*
  %lsr.iv.next1232.7 = add i64 %lsr.iv1231, 64
  %lsr.iv.next3843 = add i64 %lsr.iv3842, -8
  %niter792.ncmp.7 = icmp eq i64 %lsr.iv.next3843, 0
  %uglygep3971 = getelementptr i8, i8* %uglygep3969, i64 %.46
  %uglygep39713972 = bitcast i8* %uglygep3971 to double*
  br i1 %niter792.ncmp.7, label %for.body.1.us.preheader.1.3.loopexit.unr-lcssa, label %for.body.1.us.3, !llvm.loop !89

for.body.1.us.preheader.1.3.loopexit.unr-lcssa:   ; preds = %for.body.1.us.3, %for.body.1.us.3.preheader
  %lsr.iv1231.unr = phi i64 [ 0, %for.body.1.us.3.preheader ], [ %lsr.iv.next1232.7, %for.body.1.us.3 ]
  %lsr.iv1224.unr = phi double* [ %lsr.iv1222, %for.body.1.us.3.preheader ], [ %120, %for.body.1.us.3 ]
  %121 = and i64 %29, 7
  %122 = icmp eq i64 %121, 0
  br i1 %122, label %for.body.1.us.preheader.1.3, label %for.body.1.us.3.epil.preheader

for.body.1.us.3.epil.preheader:                   ; preds = %for.body.1.us.preheader.1.3.loopexit.unr-lcssa
  %scevgep3979 = getelementptr double, double* %lsr.iv3976, i64 %lsr.iv1231.unr
  br label %for.body.1.us.3.epil

for.body.1.us.3.epil:                             ; preds = %for.body.1.us.3.epil.preheader, %for.body.1.us.3.epil
  %lsr.iv3973 = phi i64 [ 0, %for.body.1.us.3.epil.preheader ], [ %lsr.iv.next3974, %for.body.1.us.3.epil ]
  %lsr.iv1224.epil = phi double* [ %uglygep40154016, %for.body.1.us.3.epil ], [ %lsr.iv1224.unr, %for.body.1.us.3.epil.preheader ]
  %123 = bitcast double* %scevgep3979 to i8*
  %lsr.iv1224.epil4000 = bitcast double* %lsr.iv1224.epil to i8*
  %uglygep3983 = getelementptr i8, i8* %123, i64 %lsr.iv3973
  %uglygep39833984 = bitcast i8* %uglygep3983 to double*
  %scevgep3985 = getelementptr double, double* %uglygep39833984, i64 -4
  %.137.us.3238.epil = load double, double* %scevgep3985, align 8
  store double %.137.us.3238.epil, double* %lsr.iv1224.epil, align 8
  %scevgep3993 = getelementptr double, double* %uglygep39833984, i64 -3
  %.137.us.1.3.epil = load double, double* %scevgep3993, align 8
  %uglygep4001 = getelementptr i8, i8* %lsr.iv1224.epil4000, i64 %.46
  %uglygep40014002 = bitcast i8* %uglygep4001 to double*
  store double %.137.us.1.3.epil, double* %uglygep40014002, align 8
  %uglygep3994 = getelementptr i8, i8* %123, i64 %lsr.iv3973
  %uglygep39943995 = bitcast i8* %uglygep3994 to double*
  %scevgep3996 = getelementptr double, double* %uglygep39943995, i64 -2
  %.137.us.2.3.epil = load double, double* %scevgep3996, align 8
  %uglygep4003 = getelementptr i8, i8* %uglygep4001, i64 %.46
  %uglygep40034004 = bitcast i8* %uglygep4003 to double*
  store double %.137.us.2.3.epil, double* %uglygep40034004, align 8
  %uglygep3997 = getelementptr i8, i8* %123, i64 %lsr.iv3973
  %uglygep39973998 = bitcast i8* %uglygep3997 to double*
  %scevgep3999 = getelementptr double, double* %uglygep39973998, i64 -1
  %.137.us.3.3.epil = load double, double* %scevgep3999, align 8
  %uglygep4005 = getelementptr i8, i8* %uglygep4003, i64 %.46
  %uglygep40054006 = bitcast i8* %uglygep4005 to double*
  store double %.137.us.3.3.epil, double* %uglygep40054006, align 8
  %uglygep3981 = getelementptr i8, i8* %123, i64 %lsr.iv3973
  %uglygep39813982 = bitcast i8* %uglygep3981 to double*
  %.137.us.4.3.epil = load double, double* %uglygep39813982, align 8
  %uglygep4007 = getelementptr i8, i8* %uglygep4005, i64 %.46
  %uglygep40074008 = bitcast i8* %uglygep4007 to double*
  store double %.137.us.4.3.epil, double* %uglygep40074008, align 8
  %scevgep3992 = getelementptr double, double* %uglygep39813982, i64 1
  %.137.us.5.3.epil = load double, double* %scevgep3992, align 8
  %uglygep4009 = getelementptr i8, i8* %uglygep4007, i64 %.46
  %uglygep40094010 = bitcast i8* %uglygep4009 to double*
  store double %.137.us.5.3.epil, double* %uglygep40094010, align 8
  %uglygep3989 = getelementptr i8, i8* %123, i64 %lsr.iv3973
  %uglygep39893990 = bitcast i8* %uglygep3989 to double*
  %scevgep3991 = getelementptr double, double* %uglygep39893990, i64 2
  %.137.us.6.3.epil = load double, double* %scevgep3991, align 8
  %uglygep4011 = getelementptr i8, i8* %uglygep4009, i64 %.46
  %uglygep40114012 = bitcast i8* %uglygep4011 to double*
  store double %.137.us.6.3.epil, double* %uglygep40114012, align 8
  %uglygep3986 = getelementptr i8, i8* %123, i64 %lsr.iv3973
  %uglygep39863987 = bitcast i8* %uglygep3986 to double*
  %scevgep3988 = getelementptr double, double* %uglygep39863987, i64 3
  %.137.us.7.3.epil = load double, double* %scevgep3988, align 8
  %uglygep4013 = getelementptr i8, i8* %uglygep4011, i64 %.46
  %uglygep40134014 = bitcast i8* %uglygep4013 to double*
  store double %.137.us.7.3.epil, double* %uglygep40134014, align 8
  %lsr.iv.next3974 = add nuw nsw i64 %lsr.iv3973, 64
  %epil.iter789.cmp.not = icmp eq i64 %60, %lsr.iv.next3974
  %uglygep4015 = getelementptr i8, i8* %uglygep4013, i64 %.46
  %uglygep40154016 = bitcast i8* %uglygep4015 to double*
  br i1 %epil.iter789.cmp.not, label %for.body.1.us.preheader.1.3, label %for.body.1.us.3.epil, !llvm.loop !97

for.body.1.us.preheader.1.3:                      ; preds = %for.body.1.us.3.epil, %for.body.1.us.preheader.1.3.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.3
  %124 = icmp eq i64 %xtraiter41, 0
  br i1 %124, label %for.body.1.us.prol.loopexit.1.3, label %for.body.1.us.prol.1.3.preheader

for.body.1.us.prol.1.3.preheader:                 ; preds = %for.body.1.us.preheader.1.3
  br label %for.body.1.us.prol.1.3

for.body.1.us.prol.1.3:                           ; preds = %for.body.1.us.prol.1.3.preheader, %for.body.1.us.prol.1.3
  %lsr.iv4017 = phi double* [ %lsr.iv830, %for.body.1.us.prol.1.3.preheader ], [ %125, %for.body.1.us.prol.1.3 ]
  %loop.index.12.us.prol.1.3 = phi i64 [ %.139.us.prol.1.3, %for.body.1.us.prol.1.3 ], [ 0, %for.body.1.us.prol.1.3.preheader ]
  %lsr.iv40174018 = bitcast double* %lsr.iv4017 to i1*
  %scevgep4020 = getelementptr double, double* %lsr.iv836, i64 %loop.index.12.us.prol.1.3
  %.137.us.prol.1.3 = load double, double* %scevgep4020, align 8
  store double %.137.us.prol.1.3, double* %lsr.iv4017, align 8
  %.139.us.prol.1.3 = add nuw nsw i64 %loop.index.12.us.prol.1.3, 1
  %scevgep4019 = getelementptr i1, i1* %lsr.iv40174018, i64 %.46
  %125 = bitcast i1* %scevgep4019 to double*
  %prol.iter.cmp.1.not.3 = icmp eq i64 %xtraiter41, %.139.us.prol.1.3
  br i1 %prol.iter.cmp.1.not.3, label %for.body.1.us.prol.loopexit.1.3, label %for.body.1.us.prol.1.3, !llvm.loop !88

for.body.1.us.prol.loopexit.1.3:                  ; preds = %for.body.1.us.prol.1.3, %for.body.1.us.preheader.1.3
  %126 = icmp ult i64 %4, 7
  br i1 %126, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.preheader.3

for.body.1.us.1.preheader.3:                      ; preds = %for.body.1.us.prol.loopexit.1.3
  %127 = icmp ult i64 %27, 56
  %scevgep840 = getelementptr double, double* %lsr.iv830, i64 %21
  br i1 %127, label %for.end.1.loopexit.us.1.3.loopexit.unr-lcssa, label %for.body.1.us.1.3.preheader

for.body.1.us.1.3.preheader:                      ; preds = %for.body.1.us.1.preheader.3
  br label %for.body.1.us.1.3

for.body.1.us.1.3:                                ; preds = %for.body.1.us.1.3.preheader, %for.body.1.us.1.3
  %lsr.iv4158 = phi i64 [ %unroll_iter688, %for.body.1.us.1.3.preheader ], [ %lsr.iv.next4159, %for.body.1.us.1.3 ]
  %lsr.iv4155 = phi double* [ %lsr.iv4153, %for.body.1.us.1.3.preheader ], [ %uglygep42874288, %for.body.1.us.1.3 ]
  %lsr.iv1271 = phi i64 [ %lsr.iv.next1272.7, %for.body.1.us.1.3 ], [ 0, %for.body.1.us.1.3.preheader ]
  %lsr.iv41554156 = bitcast double* %lsr.iv4155 to i1*
  %lsr.iv41554160 = bitcast double* %lsr.iv4155 to i8*
  %scevgep4148 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4149 = getelementptr double, double* %scevgep4148, i64 -63
  %.137.us.166.3 = load double, double* %scevgep4149, align 8
  store double %.137.us.166.3, double* %lsr.iv4155, align 8
  %scevgep4146 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4147 = getelementptr double, double* %scevgep4146, i64 -62
  %.137.us.1.1.3 = load double, double* %scevgep4147, align 8
  %uglygep4161 = getelementptr i8, i8* %lsr.iv41554160, i64 %.46
  %uglygep41614162 = bitcast i8* %uglygep4161 to double*
  store double %.137.us.1.1.3, double* %uglygep41614162, align 8
  %scevgep4144 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4145 = getelementptr double, double* %scevgep4144, i64 -61
  %.137.us.2.1.3 = load double, double* %scevgep4145, align 8
  %uglygep4163 = getelementptr i8, i8* %uglygep4161, i64 %.46
  %uglygep41634164 = bitcast i8* %uglygep4163 to double*
  store double %.137.us.2.1.3, double* %uglygep41634164, align 8
  %scevgep4142 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4143 = getelementptr double, double* %scevgep4142, i64 -60
  %.137.us.3.1.3 = load double, double* %scevgep4143, align 8
  %uglygep4165 = getelementptr i8, i8* %uglygep4163, i64 %.46
  %uglygep41654166 = bitcast i8* %uglygep4165 to double*
  store double %.137.us.3.1.3, double* %uglygep41654166, align 8
  %scevgep4140 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4141 = getelementptr double, double* %scevgep4140, i64 -59
  %.137.us.4.1.3 = load double, double* %scevgep4141, align 8
  %uglygep4167 = getelementptr i8, i8* %uglygep4165, i64 %.46
  %uglygep41674168 = bitcast i8* %uglygep4167 to double*
  store double %.137.us.4.1.3, double* %uglygep41674168, align 8
  %scevgep4138 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4139 = getelementptr double, double* %scevgep4138, i64 -58
  %.137.us.5.1.3 = load double, double* %scevgep4139, align 8
  %uglygep4169 = getelementptr i8, i8* %uglygep4167, i64 %.46
  %uglygep41694170 = bitcast i8* %uglygep4169 to double*
  store double %.137.us.5.1.3, double* %uglygep41694170, align 8
  %scevgep4136 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4137 = getelementptr double, double* %scevgep4136, i64 -57
  %.137.us.6.1.3 = load double, double* %scevgep4137, align 8
  %uglygep4171 = getelementptr i8, i8* %uglygep4169, i64 %.46
  %uglygep41714172 = bitcast i8* %uglygep4171 to double*
  store double %.137.us.6.1.3, double* %uglygep41714172, align 8
  %scevgep4150 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4151 = getelementptr double, double* %scevgep4150, i64 -56
  %.137.us.7.1.3 = load double, double* %scevgep4151, align 8
  %uglygep4173 = getelementptr i8, i8* %uglygep4171, i64 %.46
  %uglygep41734174 = bitcast i8* %uglygep4173 to double*
  store double %.137.us.7.1.3, double* %uglygep41734174, align 8
  %scevgep4105 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4106 = getelementptr double, double* %scevgep4105, i64 -55
  %.137.us.166.3.1 = load double, double* %scevgep4106, align 8
  %uglygep4175 = getelementptr i8, i8* %uglygep4173, i64 %.46
  %uglygep41754176 = bitcast i8* %uglygep4175 to double*
  store double %.137.us.166.3.1, double* %uglygep41754176, align 8
  %scevgep4107 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4108 = getelementptr double, double* %scevgep4107, i64 -54
  %.137.us.1.1.3.1 = load double, double* %scevgep4108, align 8
  %uglygep4177 = getelementptr i8, i8* %uglygep4175, i64 %.46
  %uglygep41774178 = bitcast i8* %uglygep4177 to double*
  store double %.137.us.1.1.3.1, double* %uglygep41774178, align 8
  %scevgep4109 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4110 = getelementptr double, double* %scevgep4109, i64 -53
  %.137.us.2.1.3.1 = load double, double* %scevgep4110, align 8
  %uglygep4179 = getelementptr i8, i8* %uglygep4177, i64 %.46
  %uglygep41794180 = bitcast i8* %uglygep4179 to double*
  store double %.137.us.2.1.3.1, double* %uglygep41794180, align 8
  %scevgep4111 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4112 = getelementptr double, double* %scevgep4111, i64 -52
  %.137.us.3.1.3.1 = load double, double* %scevgep4112, align 8
  %uglygep4181 = getelementptr i8, i8* %uglygep4179, i64 %.46
  %uglygep41814182 = bitcast i8* %uglygep4181 to double*
  store double %.137.us.3.1.3.1, double* %uglygep41814182, align 8
  %scevgep4113 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4114 = getelementptr double, double* %scevgep4113, i64 -51
  %.137.us.4.1.3.1 = load double, double* %scevgep4114, align 8
  %uglygep4183 = getelementptr i8, i8* %uglygep4181, i64 %.46
  %uglygep41834184 = bitcast i8* %uglygep4183 to double*
  store double %.137.us.4.1.3.1, double* %uglygep41834184, align 8
  %scevgep4115 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4116 = getelementptr double, double* %scevgep4115, i64 -50
  %.137.us.5.1.3.1 = load double, double* %scevgep4116, align 8
  %uglygep4185 = getelementptr i8, i8* %uglygep4183, i64 %.46
  %uglygep41854186 = bitcast i8* %uglygep4185 to double*
  store double %.137.us.5.1.3.1, double* %uglygep41854186, align 8
  %scevgep4117 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4118 = getelementptr double, double* %scevgep4117, i64 -49
  %.137.us.6.1.3.1 = load double, double* %scevgep4118, align 8
  %uglygep4187 = getelementptr i8, i8* %uglygep4185, i64 %.46
  %uglygep41874188 = bitcast i8* %uglygep4187 to double*
  store double %.137.us.6.1.3.1, double* %uglygep41874188, align 8
  %scevgep4119 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4120 = getelementptr double, double* %scevgep4119, i64 -48
  %.137.us.7.1.3.1 = load double, double* %scevgep4120, align 8
  %uglygep4189 = getelementptr i8, i8* %uglygep4187, i64 %.46
  %uglygep41894190 = bitcast i8* %uglygep4189 to double*
  store double %.137.us.7.1.3.1, double* %uglygep41894190, align 8
  %scevgep4089 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4090 = getelementptr double, double* %scevgep4089, i64 -47
  %.137.us.166.3.2 = load double, double* %scevgep4090, align 8
  %uglygep4191 = getelementptr i8, i8* %uglygep4189, i64 %.46
  %uglygep41914192 = bitcast i8* %uglygep4191 to double*
  store double %.137.us.166.3.2, double* %uglygep41914192, align 8
  %scevgep4091 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4092 = getelementptr double, double* %scevgep4091, i64 -46
  %.137.us.1.1.3.2 = load double, double* %scevgep4092, align 8
  %uglygep4193 = getelementptr i8, i8* %uglygep4191, i64 %.46
  %uglygep41934194 = bitcast i8* %uglygep4193 to double*
  store double %.137.us.1.1.3.2, double* %uglygep41934194, align 8
  %scevgep4093 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4094 = getelementptr double, double* %scevgep4093, i64 -45
  %.137.us.2.1.3.2 = load double, double* %scevgep4094, align 8
  %uglygep4195 = getelementptr i8, i8* %uglygep4193, i64 %.46
  %uglygep41954196 = bitcast i8* %uglygep4195 to double*
  store double %.137.us.2.1.3.2, double* %uglygep41954196, align 8
  %scevgep4095 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4096 = getelementptr double, double* %scevgep4095, i64 -44
  %.137.us.3.1.3.2 = load double, double* %scevgep4096, align 8
  %uglygep4197 = getelementptr i8, i8* %uglygep4195, i64 %.46
  %uglygep41974198 = bitcast i8* %uglygep4197 to double*
  store double %.137.us.3.1.3.2, double* %uglygep41974198, align 8
  %scevgep4097 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4098 = getelementptr double, double* %scevgep4097, i64 -43
  %.137.us.4.1.3.2 = load double, double* %scevgep4098, align 8
  %uglygep4199 = getelementptr i8, i8* %uglygep4197, i64 %.46
  %uglygep41994200 = bitcast i8* %uglygep4199 to double*
  store double %.137.us.4.1.3.2, double* %uglygep41994200, align 8
  %scevgep4099 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4100 = getelementptr double, double* %scevgep4099, i64 -42
  %.137.us.5.1.3.2 = load double, double* %scevgep4100, align 8
  %uglygep4201 = getelementptr i8, i8* %uglygep4199, i64 %.46
  %uglygep42014202 = bitcast i8* %uglygep4201 to double*
  store double %.137.us.5.1.3.2, double* %uglygep42014202, align 8
  %scevgep4101 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4102 = getelementptr double, double* %scevgep4101, i64 -41
  %.137.us.6.1.3.2 = load double, double* %scevgep4102, align 8
  %uglygep4203 = getelementptr i8, i8* %uglygep4201, i64 %.46
  %uglygep42034204 = bitcast i8* %uglygep4203 to double*
  store double %.137.us.6.1.3.2, double* %uglygep42034204, align 8
  %scevgep4103 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4104 = getelementptr double, double* %scevgep4103, i64 -40
  %.137.us.7.1.3.2 = load double, double* %scevgep4104, align 8
  %uglygep4205 = getelementptr i8, i8* %uglygep4203, i64 %.46
  %uglygep42054206 = bitcast i8* %uglygep4205 to double*
  store double %.137.us.7.1.3.2, double* %uglygep42054206, align 8
  %scevgep4073 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4074 = getelementptr double, double* %scevgep4073, i64 -39
  %.137.us.166.3.3 = load double, double* %scevgep4074, align 8
  %uglygep4207 = getelementptr i8, i8* %uglygep4205, i64 %.46
  %uglygep42074208 = bitcast i8* %uglygep4207 to double*
  store double %.137.us.166.3.3, double* %uglygep42074208, align 8
  %scevgep4075 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4076 = getelementptr double, double* %scevgep4075, i64 -38
  %.137.us.1.1.3.3 = load double, double* %scevgep4076, align 8
  %uglygep4209 = getelementptr i8, i8* %uglygep4207, i64 %.46
  %uglygep42094210 = bitcast i8* %uglygep4209 to double*
  store double %.137.us.1.1.3.3, double* %uglygep42094210, align 8
  %scevgep4077 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4078 = getelementptr double, double* %scevgep4077, i64 -37
  %.137.us.2.1.3.3 = load double, double* %scevgep4078, align 8
  %uglygep4211 = getelementptr i8, i8* %uglygep4209, i64 %.46
  %uglygep42114212 = bitcast i8* %uglygep4211 to double*
  store double %.137.us.2.1.3.3, double* %uglygep42114212, align 8
  %scevgep4079 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4080 = getelementptr double, double* %scevgep4079, i64 -36
  %.137.us.3.1.3.3 = load double, double* %scevgep4080, align 8
  %uglygep4213 = getelementptr i8, i8* %uglygep4211, i64 %.46
  %uglygep42134214 = bitcast i8* %uglygep4213 to double*
  store double %.137.us.3.1.3.3, double* %uglygep42134214, align 8
  %scevgep4081 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4082 = getelementptr double, double* %scevgep4081, i64 -35
  %.137.us.4.1.3.3 = load double, double* %scevgep4082, align 8
  %uglygep4215 = getelementptr i8, i8* %uglygep4213, i64 %.46
  %uglygep42154216 = bitcast i8* %uglygep4215 to double*
  store double %.137.us.4.1.3.3, double* %uglygep42154216, align 8
  %scevgep4083 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4084 = getelementptr double, double* %scevgep4083, i64 -34
  %.137.us.5.1.3.3 = load double, double* %scevgep4084, align 8
  %uglygep4217 = getelementptr i8, i8* %uglygep4215, i64 %.46
  %uglygep42174218 = bitcast i8* %uglygep4217 to double*
  store double %.137.us.5.1.3.3, double* %uglygep42174218, align 8
  %scevgep4085 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4086 = getelementptr double, double* %scevgep4085, i64 -33
  %.137.us.6.1.3.3 = load double, double* %scevgep4086, align 8
  %uglygep4219 = getelementptr i8, i8* %uglygep4217, i64 %.46
  %uglygep42194220 = bitcast i8* %uglygep4219 to double*
  store double %.137.us.6.1.3.3, double* %uglygep42194220, align 8
  %scevgep4087 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4088 = getelementptr double, double* %scevgep4087, i64 -32
  %.137.us.7.1.3.3 = load double, double* %scevgep4088, align 8
  %uglygep4221 = getelementptr i8, i8* %uglygep4219, i64 %.46
  %uglygep42214222 = bitcast i8* %uglygep4221 to double*
  store double %.137.us.7.1.3.3, double* %uglygep42214222, align 8
  %scevgep4057 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4058 = getelementptr double, double* %scevgep4057, i64 -31
  %.137.us.166.3.4 = load double, double* %scevgep4058, align 8
  %uglygep4223 = getelementptr i8, i8* %uglygep4221, i64 %.46
  %uglygep42234224 = bitcast i8* %uglygep4223 to double*
  store double %.137.us.166.3.4, double* %uglygep42234224, align 8
  %scevgep4059 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4060 = getelementptr double, double* %scevgep4059, i64 -30
  %.137.us.1.1.3.4 = load double, double* %scevgep4060, align 8
  %uglygep4225 = getelementptr i8, i8* %uglygep4223, i64 %.46
  %uglygep42254226 = bitcast i8* %uglygep4225 to double*
  store double %.137.us.1.1.3.4, double* %uglygep42254226, align 8
  %scevgep4061 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4062 = getelementptr double, double* %scevgep4061, i64 -29
  %.137.us.2.1.3.4 = load double, double* %scevgep4062, align 8
  %uglygep4227 = getelementptr i8, i8* %uglygep4225, i64 %.46
  %uglygep42274228 = bitcast i8* %uglygep4227 to double*
  store double %.137.us.2.1.3.4, double* %uglygep42274228, align 8
  %scevgep4063 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4064 = getelementptr double, double* %scevgep4063, i64 -28
  %.137.us.3.1.3.4 = load double, double* %scevgep4064, align 8
  %uglygep4229 = getelementptr i8, i8* %uglygep4227, i64 %.46
  %uglygep42294230 = bitcast i8* %uglygep4229 to double*
  store double %.137.us.3.1.3.4, double* %uglygep42294230, align 8
  %scevgep4065 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4066 = getelementptr double, double* %scevgep4065, i64 -27
  %.137.us.4.1.3.4 = load double, double* %scevgep4066, align 8
  %uglygep4231 = getelementptr i8, i8* %uglygep4229, i64 %.46
  %uglygep42314232 = bitcast i8* %uglygep4231 to double*
  store double %.137.us.4.1.3.4, double* %uglygep42314232, align 8
  %scevgep4067 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4068 = getelementptr double, double* %scevgep4067, i64 -26
  %.137.us.5.1.3.4 = load double, double* %scevgep4068, align 8
  %uglygep4233 = getelementptr i8, i8* %uglygep4231, i64 %.46
  %uglygep42334234 = bitcast i8* %uglygep4233 to double*
  store double %.137.us.5.1.3.4, double* %uglygep42334234, align 8
  %scevgep4069 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4070 = getelementptr double, double* %scevgep4069, i64 -25
  %.137.us.6.1.3.4 = load double, double* %scevgep4070, align 8
  %uglygep4235 = getelementptr i8, i8* %uglygep4233, i64 %.46
  %uglygep42354236 = bitcast i8* %uglygep4235 to double*
  store double %.137.us.6.1.3.4, double* %uglygep42354236, align 8
  %scevgep4071 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4072 = getelementptr double, double* %scevgep4071, i64 -24
  %.137.us.7.1.3.4 = load double, double* %scevgep4072, align 8
  %uglygep4237 = getelementptr i8, i8* %uglygep4235, i64 %.46
  %uglygep42374238 = bitcast i8* %uglygep4237 to double*
  store double %.137.us.7.1.3.4, double* %uglygep42374238, align 8
  %scevgep4041 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4042 = getelementptr double, double* %scevgep4041, i64 -23
  %.137.us.166.3.5 = load double, double* %scevgep4042, align 8
  %uglygep4239 = getelementptr i8, i8* %uglygep4237, i64 %.46
  %uglygep42394240 = bitcast i8* %uglygep4239 to double*
  store double %.137.us.166.3.5, double* %uglygep42394240, align 8
  %scevgep4043 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4044 = getelementptr double, double* %scevgep4043, i64 -22
  %.137.us.1.1.3.5 = load double, double* %scevgep4044, align 8
  %uglygep4241 = getelementptr i8, i8* %uglygep4239, i64 %.46
  %uglygep42414242 = bitcast i8* %uglygep4241 to double*
  store double %.137.us.1.1.3.5, double* %uglygep42414242, align 8
  %scevgep4045 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4046 = getelementptr double, double* %scevgep4045, i64 -21
  %.137.us.2.1.3.5 = load double, double* %scevgep4046, align 8
  %uglygep4243 = getelementptr i8, i8* %uglygep4241, i64 %.46
  %uglygep42434244 = bitcast i8* %uglygep4243 to double*
  store double %.137.us.2.1.3.5, double* %uglygep42434244, align 8
  %scevgep4047 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4048 = getelementptr double, double* %scevgep4047, i64 -20
  %.137.us.3.1.3.5 = load double, double* %scevgep4048, align 8
  %uglygep4245 = getelementptr i8, i8* %uglygep4243, i64 %.46
  %uglygep42454246 = bitcast i8* %uglygep4245 to double*
  store double %.137.us.3.1.3.5, double* %uglygep42454246, align 8
  %scevgep4049 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4050 = getelementptr double, double* %scevgep4049, i64 -19
  %.137.us.4.1.3.5 = load double, double* %scevgep4050, align 8
  %uglygep4247 = getelementptr i8, i8* %uglygep4245, i64 %.46
  %uglygep42474248 = bitcast i8* %uglygep4247 to double*
  store double %.137.us.4.1.3.5, double* %uglygep42474248, align 8
  %scevgep4051 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4052 = getelementptr double, double* %scevgep4051, i64 -18
  %.137.us.5.1.3.5 = load double, double* %scevgep4052, align 8
  %uglygep4249 = getelementptr i8, i8* %uglygep4247, i64 %.46
  %uglygep42494250 = bitcast i8* %uglygep4249 to double*
  store double %.137.us.5.1.3.5, double* %uglygep42494250, align 8
  %scevgep4053 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4054 = getelementptr double, double* %scevgep4053, i64 -17
  %.137.us.6.1.3.5 = load double, double* %scevgep4054, align 8
  %uglygep4251 = getelementptr i8, i8* %uglygep4249, i64 %.46
  %uglygep42514252 = bitcast i8* %uglygep4251 to double*
  store double %.137.us.6.1.3.5, double* %uglygep42514252, align 8
  %scevgep4055 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4056 = getelementptr double, double* %scevgep4055, i64 -16
  %.137.us.7.1.3.5 = load double, double* %scevgep4056, align 8
  %uglygep4253 = getelementptr i8, i8* %uglygep4251, i64 %.46
  %uglygep42534254 = bitcast i8* %uglygep4253 to double*
  store double %.137.us.7.1.3.5, double* %uglygep42534254, align 8
  %scevgep4025 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4026 = getelementptr double, double* %scevgep4025, i64 -15
  %.137.us.166.3.6 = load double, double* %scevgep4026, align 8
  %uglygep4255 = getelementptr i8, i8* %uglygep4253, i64 %.46
  %uglygep42554256 = bitcast i8* %uglygep4255 to double*
  store double %.137.us.166.3.6, double* %uglygep42554256, align 8
  %scevgep4027 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4028 = getelementptr double, double* %scevgep4027, i64 -14
  %.137.us.1.1.3.6 = load double, double* %scevgep4028, align 8
  %uglygep4257 = getelementptr i8, i8* %uglygep4255, i64 %.46
  %uglygep42574258 = bitcast i8* %uglygep4257 to double*
  store double %.137.us.1.1.3.6, double* %uglygep42574258, align 8
  %scevgep4029 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4030 = getelementptr double, double* %scevgep4029, i64 -13
  %.137.us.2.1.3.6 = load double, double* %scevgep4030, align 8
  %uglygep4259 = getelementptr i8, i8* %uglygep4257, i64 %.46
  %uglygep42594260 = bitcast i8* %uglygep4259 to double*
  store double %.137.us.2.1.3.6, double* %uglygep42594260, align 8
  %scevgep4031 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4032 = getelementptr double, double* %scevgep4031, i64 -12
  %.137.us.3.1.3.6 = load double, double* %scevgep4032, align 8
  %uglygep4261 = getelementptr i8, i8* %uglygep4259, i64 %.46
  %uglygep42614262 = bitcast i8* %uglygep4261 to double*
  store double %.137.us.3.1.3.6, double* %uglygep42614262, align 8
  %scevgep4033 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4034 = getelementptr double, double* %scevgep4033, i64 -11
  %.137.us.4.1.3.6 = load double, double* %scevgep4034, align 8
  %uglygep4263 = getelementptr i8, i8* %uglygep4261, i64 %.46
  %uglygep42634264 = bitcast i8* %uglygep4263 to double*
  store double %.137.us.4.1.3.6, double* %uglygep42634264, align 8
  %scevgep4035 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4036 = getelementptr double, double* %scevgep4035, i64 -10
  %.137.us.5.1.3.6 = load double, double* %scevgep4036, align 8
  %uglygep4265 = getelementptr i8, i8* %uglygep4263, i64 %.46
  %uglygep42654266 = bitcast i8* %uglygep4265 to double*
  store double %.137.us.5.1.3.6, double* %uglygep42654266, align 8
  %scevgep4037 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4038 = getelementptr double, double* %scevgep4037, i64 -9
  %.137.us.6.1.3.6 = load double, double* %scevgep4038, align 8
  %uglygep4267 = getelementptr i8, i8* %uglygep4265, i64 %.46
  %uglygep42674268 = bitcast i8* %uglygep4267 to double*
  store double %.137.us.6.1.3.6, double* %uglygep42674268, align 8
  %scevgep4039 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4040 = getelementptr double, double* %scevgep4039, i64 -8
  %.137.us.7.1.3.6 = load double, double* %scevgep4040, align 8
  %uglygep4269 = getelementptr i8, i8* %uglygep4267, i64 %.46
  %uglygep42694270 = bitcast i8* %uglygep4269 to double*
  store double %.137.us.7.1.3.6, double* %uglygep42694270, align 8
  %scevgep4121 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4122 = getelementptr double, double* %scevgep4121, i64 -7
  %.137.us.166.3.7 = load double, double* %scevgep4122, align 8
  %uglygep4271 = getelementptr i8, i8* %uglygep4269, i64 %.46
  %uglygep42714272 = bitcast i8* %uglygep4271 to double*
  store double %.137.us.166.3.7, double* %uglygep42714272, align 8
  %scevgep4123 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4124 = getelementptr double, double* %scevgep4123, i64 -6
  %.137.us.1.1.3.7 = load double, double* %scevgep4124, align 8
  %uglygep4273 = getelementptr i8, i8* %uglygep4271, i64 %.46
  %uglygep42734274 = bitcast i8* %uglygep4273 to double*
  store double %.137.us.1.1.3.7, double* %uglygep42734274, align 8
  %scevgep4125 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4126 = getelementptr double, double* %scevgep4125, i64 -5
  %.137.us.2.1.3.7 = load double, double* %scevgep4126, align 8
  %uglygep4275 = getelementptr i8, i8* %uglygep4273, i64 %.46
  %uglygep42754276 = bitcast i8* %uglygep4275 to double*
  store double %.137.us.2.1.3.7, double* %uglygep42754276, align 8
  %scevgep4127 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4128 = getelementptr double, double* %scevgep4127, i64 -4
  %.137.us.3.1.3.7 = load double, double* %scevgep4128, align 8
  %uglygep4277 = getelementptr i8, i8* %uglygep4275, i64 %.46
  %uglygep42774278 = bitcast i8* %uglygep4277 to double*
  store double %.137.us.3.1.3.7, double* %uglygep42774278, align 8
  %scevgep4129 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4130 = getelementptr double, double* %scevgep4129, i64 -3
  %.137.us.4.1.3.7 = load double, double* %scevgep4130, align 8
  %uglygep4279 = getelementptr i8, i8* %uglygep4277, i64 %.46
  %uglygep42794280 = bitcast i8* %uglygep4279 to double*
  store double %.137.us.4.1.3.7, double* %uglygep42794280, align 8
  %scevgep4131 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4132 = getelementptr double, double* %scevgep4131, i64 -2
  %.137.us.5.1.3.7 = load double, double* %scevgep4132, align 8
  %uglygep4281 = getelementptr i8, i8* %uglygep4279, i64 %.46
  %uglygep42814282 = bitcast i8* %uglygep4281 to double*
  store double %.137.us.5.1.3.7, double* %uglygep42814282, align 8
  %scevgep4133 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %scevgep4134 = getelementptr double, double* %scevgep4133, i64 -1
  %.137.us.6.1.3.7 = load double, double* %scevgep4134, align 8
  %uglygep4283 = getelementptr i8, i8* %uglygep4281, i64 %.46
  %uglygep42834284 = bitcast i8* %uglygep4283 to double*
  store double %.137.us.6.1.3.7, double* %uglygep42834284, align 8
  %scevgep4135 = getelementptr double, double* %lsr.iv4022, i64 %lsr.iv1271
  %.137.us.7.1.3.7 = load double, double* %scevgep4135, align 8
  %uglygep4285 = getelementptr i8, i8* %uglygep4283, i64 %.46
  %uglygep42854286 = bitcast i8* %uglygep4285 to double*
  store double %.137.us.7.1.3.7, double* %uglygep42854286, align 8
  %lsr.iv.next1272.7 = add i64 %lsr.iv1271, 64
  %scevgep4157 = getelementptr i1, i1* %lsr.iv41554156, i64 %36
  %128 = bitcast i1* %scevgep4157 to double*
  %lsr.iv.next4159 = add i64 %lsr.iv4158, -8
  %niter797.ncmp.7 = icmp eq i64 %lsr.iv.next4159, 0
  %uglygep4287 = getelementptr i8, i8* %uglygep4285, i64 %.46
  %uglygep42874288 = bitcast i8* %uglygep4287 to double*
  br i1 %niter797.ncmp.7, label %for.end.1.loopexit.us.1.3.loopexit.unr-lcssa, label %for.body.1.us.1.3, !llvm.loop !89

for.end.1.loopexit.us.1.3.loopexit.unr-lcssa:     ; preds = %for.body.1.us.1.3, %for.body.1.us.1.preheader.3
  %lsr.iv1271.unr = phi i64 [ 0, %for.body.1.us.1.preheader.3 ], [ %lsr.iv.next1272.7, %for.body.1.us.1.3 ]
  %lsr.iv841.unr = phi double* [ %scevgep840, %for.body.1.us.1.preheader.3 ], [ %128, %for.body.1.us.1.3 ]
  %129 = and i64 %29, 7
  %130 = icmp eq i64 %129, 0
  br i1 %130, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.3.epil.preheader

for.body.1.us.1.3.epil.preheader:                 ; preds = %for.end.1.loopexit.us.1.3.loopexit.unr-lcssa
  %scevgep4298 = getelementptr double, double* %lsr.iv4295, i64 %lsr.iv1271.unr
  br label %for.body.1.us.1.3.epil

for.body.1.us.1.3.epil:                           ; preds = %for.body.1.us.1.3.epil.preheader, %for.body.1.us.1.3.epil
  %lsr.iv4291 = phi double* [ %lsr.iv841.unr, %for.body.1.us.1.3.epil.preheader ], [ %uglygep43344335, %for.body.1.us.1.3.epil ]
  %lsr.iv4289 = phi i64 [ 0, %for.body.1.us.1.3.epil.preheader ], [ %lsr.iv.next4290, %for.body.1.us.1.3.epil ]
  %131 = bitcast double* %scevgep4298 to i8*
  %lsr.iv42914319 = bitcast double* %lsr.iv4291 to i8*
  %uglygep4302 = getelementptr i8, i8* %131, i64 %lsr.iv4289
  %uglygep43024303 = bitcast i8* %uglygep4302 to double*
  %scevgep4304 = getelementptr double, double* %uglygep43024303, i64 -4
  %.137.us.166.3.epil = load double, double* %scevgep4304, align 8
  store double %.137.us.166.3.epil, double* %lsr.iv4291, align 8
  %scevgep4312 = getelementptr double, double* %uglygep43024303, i64 -3
  %.137.us.1.1.3.epil = load double, double* %scevgep4312, align 8
  %uglygep4320 = getelementptr i8, i8* %lsr.iv42914319, i64 %.46
  %uglygep43204321 = bitcast i8* %uglygep4320 to double*
  store double %.137.us.1.1.3.epil, double* %uglygep43204321, align 8
  %uglygep4313 = getelementptr i8, i8* %131, i64 %lsr.iv4289
  %uglygep43134314 = bitcast i8* %uglygep4313 to double*
  %scevgep4315 = getelementptr double, double* %uglygep43134314, i64 -2
  %.137.us.2.1.3.epil = load double, double* %scevgep4315, align 8
  %uglygep4322 = getelementptr i8, i8* %uglygep4320, i64 %.46
  %uglygep43224323 = bitcast i8* %uglygep4322 to double*
  store double %.137.us.2.1.3.epil, double* %uglygep43224323, align 8
  %uglygep4316 = getelementptr i8, i8* %131, i64 %lsr.iv4289
  %uglygep43164317 = bitcast i8* %uglygep4316 to double*
  %scevgep4318 = getelementptr double, double* %uglygep43164317, i64 -1
  %.137.us.3.1.3.epil = load double, double* %scevgep4318, align 8
  %uglygep4324 = getelementptr i8, i8* %uglygep4322, i64 %.46
  %uglygep43244325 = bitcast i8* %uglygep4324 to double*
  store double %.137.us.3.1.3.epil, double* %uglygep43244325, align 8
  %uglygep4300 = getelementptr i8, i8* %131, i64 %lsr.iv4289
  %uglygep43004301 = bitcast i8* %uglygep4300 to double*
  %.137.us.4.1.3.epil = load double, double* %uglygep43004301, align 8
  %uglygep4326 = getelementptr i8, i8* %uglygep4324, i64 %.46
  %uglygep43264327 = bitcast i8* %uglygep4326 to double*
  store double %.137.us.4.1.3.epil, double* %uglygep43264327, align 8
  %scevgep4311 = getelementptr double, double* %uglygep43004301, i64 1
  %.137.us.5.1.3.epil = load double, double* %scevgep4311, align 8
  %uglygep4328 = getelementptr i8, i8* %uglygep4326, i64 %.46
  %uglygep43284329 = bitcast i8* %uglygep4328 to double*
  store double %.137.us.5.1.3.epil, double* %uglygep43284329, align 8
  %uglygep4308 = getelementptr i8, i8* %131, i64 %lsr.iv4289
  %uglygep43084309 = bitcast i8* %uglygep4308 to double*
  %scevgep4310 = getelementptr double, double* %uglygep43084309, i64 2
  %.137.us.6.1.3.epil = load double, double* %scevgep4310, align 8
  %uglygep4330 = getelementptr i8, i8* %uglygep4328, i64 %.46
  %uglygep43304331 = bitcast i8* %uglygep4330 to double*
  store double %.137.us.6.1.3.epil, double* %uglygep43304331, align 8
  %uglygep4305 = getelementptr i8, i8* %131, i64 %lsr.iv4289
  %uglygep43054306 = bitcast i8* %uglygep4305 to double*
  %scevgep4307 = getelementptr double, double* %uglygep43054306, i64 3
  %.137.us.7.1.3.epil = load double, double* %scevgep4307, align 8
  %uglygep4332 = getelementptr i8, i8* %uglygep4330, i64 %.46
  %uglygep43324333 = bitcast i8* %uglygep4332 to double*
  store double %.137.us.7.1.3.epil, double* %uglygep43324333, align 8
  %lsr.iv.next4290 = add nuw nsw i64 %lsr.iv4289, 64
  %epil.iter794.cmp.not = icmp eq i64 %65, %lsr.iv.next4290
  %uglygep4334 = getelementptr i8, i8* %uglygep4332, i64 %.46
  %uglygep43344335 = bitcast i8* %uglygep4334 to double*
  br i1 %epil.iter794.cmp.not, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.3.epil, !llvm.loop !98

for.end.1.loopexit.us.1.3:                        ; preds = %for.body.1.us.1.3.epil, %for.end.1.loopexit.us.1.3.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.1.3
  %132 = bitcast double* %lsr.iv1825 to i1*
  %133 = bitcast double* %lsr.iv2089 to i1*
  %134 = bitcast double* %lsr.iv2135 to i1*
  %135 = bitcast double* %lsr.iv2408 to i1*
  %136 = bitcast double* %lsr.iv2454 to i1*
  %137 = bitcast double* %lsr.iv2718 to i1*
  %138 = bitcast double* %lsr.iv2764 to i1*
  %139 = bitcast double* %lsr.iv3037 to i1*
  %140 = bitcast double* %lsr.iv3083 to i1*
  %141 = bitcast double* %lsr.iv3347 to i1*
  %142 = bitcast double* %lsr.iv3393 to i1*
  %143 = bitcast double* %lsr.iv3666 to i1*
  %144 = bitcast double* %lsr.iv3712 to i1*
  %145 = bitcast double* %lsr.iv3976 to i1*
  %146 = bitcast double* %lsr.iv4022 to i1*
  %147 = bitcast double* %lsr.iv4295 to i1*
  %148 = bitcast double* %lsr.iv609 to i1*
  %149 = bitcast double* %lsr.iv654 to i1*
  %150 = bitcast double* %lsr.iv701 to i1*
  %151 = bitcast double* %lsr.iv746 to i1*
  %152 = bitcast double* %lsr.iv791 to i1*
  %153 = bitcast double* %lsr.iv836 to i1*
  %scevgep453.3 = getelementptr i1, i1* %scevgep453.2, i64 %6
  %154 = bitcast i1* %scevgep453.3 to double*
  %scevgep677.3 = getelementptr i1, i1* %scevgep677.2, i64 %6
  %155 = bitcast i1* %scevgep677.3 to double*
  %niter217.next.3 = add i64 %niter217, 4
  %scevgep524 = getelementptr double, double* %lsr.iv523, i64 8
  %scevgep563 = getelementptr double, double* %lsr.iv562, i64 8
  %scevgep604 = getelementptr double, double* %lsr.iv603, i64 8
  %scevgep611 = getelementptr i1, i1* %148, i64 %13
  %156 = bitcast i1* %scevgep611 to double*
  %scevgep649 = getelementptr double, double* %lsr.iv648, i64 8
  %scevgep656 = getelementptr i1, i1* %149, i64 %13
  %157 = bitcast i1* %scevgep656 to double*
  %scevgep696 = getelementptr double, double* %lsr.iv695, i64 8
  %scevgep703 = getelementptr i1, i1* %150, i64 %13
  %158 = bitcast i1* %scevgep703 to double*
  %scevgep741 = getelementptr double, double* %lsr.iv740, i64 8
  %scevgep748 = getelementptr i1, i1* %151, i64 %13
  %159 = bitcast i1* %scevgep748 to double*
  %scevgep786 = getelementptr double, double* %lsr.iv785, i64 8
  %scevgep793 = getelementptr i1, i1* %152, i64 %13
  %160 = bitcast i1* %scevgep793 to double*
  %scevgep831 = getelementptr double, double* %lsr.iv830, i64 8
  %scevgep838 = getelementptr i1, i1* %153, i64 %13
  %161 = bitcast i1* %scevgep838 to double*
  %scevgep959 = getelementptr double, double* %lsr.iv958, i64 8
  %scevgep1047 = getelementptr double, double* %lsr.iv1046, i64 8
  %scevgep1135 = getelementptr double, double* %lsr.iv1134, i64 8
  %scevgep1223 = getelementptr double, double* %lsr.iv1222, i64 8
  %niter217.ncmp.3 = icmp eq i64 %niter217.next.3, %unroll_iter216
  %scevgep1827 = getelementptr i1, i1* %132, i64 %13
  %162 = bitcast i1* %scevgep1827 to double*
  %scevgep2091 = getelementptr i1, i1* %133, i64 %13
  %163 = bitcast i1* %scevgep2091 to double*
  %scevgep2137 = getelementptr i1, i1* %134, i64 %13
  %164 = bitcast i1* %scevgep2137 to double*
  %scevgep2267 = getelementptr double, double* %lsr.iv2266, i64 8
  %scevgep2410 = getelementptr i1, i1* %135, i64 %13
  %165 = bitcast i1* %scevgep2410 to double*
  %scevgep2456 = getelementptr i1, i1* %136, i64 %13
  %166 = bitcast i1* %scevgep2456 to double*
  %scevgep2720 = getelementptr i1, i1* %137, i64 %13
  %167 = bitcast i1* %scevgep2720 to double*
  %scevgep2766 = getelementptr i1, i1* %138, i64 %13
  %168 = bitcast i1* %scevgep2766 to double*
  %scevgep2896 = getelementptr double, double* %lsr.iv2895, i64 8
  %scevgep3039 = getelementptr i1, i1* %139, i64 %13
  %169 = bitcast i1* %scevgep3039 to double*
  %scevgep3085 = getelementptr i1, i1* %140, i64 %13
  %170 = bitcast i1* %scevgep3085 to double*
  %scevgep3349 = getelementptr i1, i1* %141, i64 %13
  %171 = bitcast i1* %scevgep3349 to double*
  %scevgep3395 = getelementptr i1, i1* %142, i64 %13
  %172 = bitcast i1* %scevgep3395 to double*
  %scevgep3525 = getelementptr double, double* %lsr.iv3524, i64 8
  %scevgep3668 = getelementptr i1, i1* %143, i64 %13
  %173 = bitcast i1* %scevgep3668 to double*
  %scevgep3714 = getelementptr i1, i1* %144, i64 %13
  %174 = bitcast i1* %scevgep3714 to double*
  %scevgep3978 = getelementptr i1, i1* %145, i64 %13
  %175 = bitcast i1* %scevgep3978 to double*
  %scevgep4024 = getelementptr i1, i1* %146, i64 %13
  %176 = bitcast i1* %scevgep4024 to double*
  %scevgep4154 = getelementptr double, double* %lsr.iv4153, i64 8
  %scevgep4297 = getelementptr i1, i1* %147, i64 %13
  %177 = bitcast i1* %scevgep4297 to double*
  br i1 %niter217.ncmp.3, label %for.end.loopexit.unr-lcssa.unr-lcssa.loopexit, label %for.body.1.us.preheader

for.end.loopexit.unr-lcssa.unr-lcssa.loopexit:    ; preds = %for.end.1.loopexit.us.1.3
  %178 = bitcast i1* %scevgep453.3 to double*
  %179 = bitcast i1* %scevgep677.3 to double*
  %180 = shl i64 %19, 4
  %181 = add i64 %25, 8
  %182 = add i64 %26, 64
  %183 = add i64 %20, 9
  %184 = add i64 %180, 72
  br label %for.end.loopexit.unr-lcssa.unr-lcssa

for.end.loopexit.unr-lcssa.unr-lcssa:             ; preds = %for.end.loopexit.unr-lcssa.unr-lcssa.loopexit, %for.cond.1.preheader.us.preheader.new
  %lsr.iv682.unr = phi i64 [ 8, %for.cond.1.preheader.us.preheader.new ], [ %184, %for.end.loopexit.unr-lcssa.unr-lcssa.loopexit ]
  %lsr.iv675.unr = phi double* [ %scevgep674, %for.cond.1.preheader.us.preheader.new ], [ %179, %for.end.loopexit.unr-lcssa.unr-lcssa.loopexit ]
  %lsr.iv642.unr = phi i64 [ 1, %for.cond.1.preheader.us.preheader.new ], [ %183, %for.end.loopexit.unr-lcssa.unr-lcssa.loopexit ]
  %lsr.iv463.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %182, %for.end.loopexit.unr-lcssa.unr-lcssa.loopexit ]
  %lsr.iv451.unr = phi double* [ %arg.a.4, %for.cond.1.preheader.us.preheader.new ], [ %178, %for.end.loopexit.unr-lcssa.unr-lcssa.loopexit ]
  %loop.index4.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %181, %for.end.loopexit.unr-lcssa.unr-lcssa.loopexit ]
  %lcmp.mod215.not = icmp eq i64 %xtraiter194, 0
  br i1 %lcmp.mod215.not, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.epil195.preheader

for.body.1.us.preheader.epil195.preheader:        ; preds = %for.end.loopexit.unr-lcssa.unr-lcssa
  %185 = bitcast double* %.6.i5 to i8*
  %186 = bitcast double* %.6.i5 to i8*
  %scevgep433 = getelementptr double, double* %.6.i5, i64 %loop.index4.us.unr
  %scevgep476 = getelementptr double, double* %.6.i5, i64 %lsr.iv642.unr
  %uglygep485 = getelementptr i8, i8* %186, i64 %lsr.iv682.unr
  %uglygep485486 = bitcast i8* %uglygep485 to double*
  %187 = mul i64 %xtraiter41, %arg.a.5.0
  %188 = add nuw nsw i64 %xtraiter41, 1
  %189 = add i64 %loop.index4.us.unr, %187
  %scevgep864 = getelementptr double, double* %.6.i5, i64 %189
  %190 = mul i64 %188, %arg.a.5.0
  %scevgep870 = getelementptr double, double* %.6.i5, i64 %190
  %scevgep870871 = bitcast double* %scevgep870 to i8*
  %uglygep872 = getelementptr i8, i8* %scevgep870871, i64 %lsr.iv463.unr
  %uglygep872873 = bitcast i8* %uglygep872 to double*
  %191 = add i64 %arg.a.5.1, -8
  %192 = lshr i64 %191, 3
  %193 = add nuw nsw i64 %192, 1
  %xtraiter666 = and i64 %193, 7
  %unroll_iter667 = and i64 %193, %const
  %194 = shl i64 %arg.a.5.0, 3
  %195 = add i64 %xtraiter41, 63
  %scevgep1095 = getelementptr double, double* %lsr.iv451.unr, i64 %195
  %196 = shl i64 %arg.a.5.0, 6
  %197 = shl i64 %arg.a.5.0, 4
  %198 = shl nuw nsw i64 %xtraiter41, 3
  %199 = add nuw nsw i64 %198, 16
  %200 = mul i64 %arg.a.5.0, %199
  %201 = add i64 %lsr.iv463.unr, %200
  %uglygep1424 = getelementptr i8, i8* %185, i64 %201
  %uglygep14241425 = bitcast i8* %uglygep1424 to double*
  %202 = add nuw nsw i64 %198, 24
  %203 = mul i64 %arg.a.5.0, %202
  %204 = add i64 %lsr.iv463.unr, %203
  %uglygep1434 = getelementptr i8, i8* %185, i64 %204
  %uglygep14341435 = bitcast i8* %uglygep1434 to double*
  %205 = add nuw nsw i64 %198, 32
  %206 = mul i64 %arg.a.5.0, %205
  %207 = add i64 %lsr.iv463.unr, %206
  %uglygep1444 = getelementptr i8, i8* %185, i64 %207
  %uglygep14441445 = bitcast i8* %uglygep1444 to double*
  %208 = add nuw nsw i64 %198, 40
  %209 = mul i64 %arg.a.5.0, %208
  %210 = add i64 %lsr.iv463.unr, %209
  %uglygep1454 = getelementptr i8, i8* %185, i64 %210
  %uglygep14541455 = bitcast i8* %uglygep1454 to double*
  %scevgep1464 = getelementptr double, double* %lsr.iv451.unr, i64 %xtraiter41
  %211 = add nuw nsw i64 %198, 56
  %212 = mul i64 %arg.a.5.0, %211
  %213 = add i64 %lsr.iv463.unr, %212
  %uglygep1478 = getelementptr i8, i8* %185, i64 %213
  %uglygep14781479 = bitcast i8* %uglygep1478 to double*
  %214 = add nuw nsw i64 %198, 48
  %215 = mul i64 %arg.a.5.0, %214
  %216 = add i64 %lsr.iv463.unr, %215
  %uglygep1488 = getelementptr i8, i8* %185, i64 %216
  %uglygep14881489 = bitcast i8* %uglygep1488 to double*
  %scevgep1502 = getelementptr double, double* %lsr.iv675.unr, i64 %195
  %scevgep1633 = getelementptr double, double* %.6.i5, i64 %187
  %scevgep16331634 = bitcast double* %scevgep1633 to i8*
  %uglygep1635 = getelementptr i8, i8* %scevgep16331634, i64 %lsr.iv682.unr
  %uglygep16351636 = bitcast i8* %uglygep1635 to double*
  %217 = shl i64 %arg.a.5.0, 9
  %218 = shl nuw nsw i64 %xtraiter666, 6
  %219 = add nuw nsw i64 %xtraiter41, 4
  %scevgep1778 = getelementptr double, double* %lsr.iv675.unr, i64 %219
  br label %for.body.1.us.preheader.epil195

for.body.1.us.preheader.epil195:                  ; preds = %for.end.1.loopexit.us.1.epil, %for.body.1.us.preheader.epil195.preheader
  %lsr.iv1779 = phi double* [ %268, %for.end.1.loopexit.us.1.epil ], [ %scevgep1778, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv1637 = phi double* [ %scevgep1638, %for.end.1.loopexit.us.1.epil ], [ %uglygep16351636, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv1503 = phi double* [ %267, %for.end.1.loopexit.us.1.epil ], [ %scevgep1502, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv1490 = phi double* [ %scevgep1491, %for.end.1.loopexit.us.1.epil ], [ %uglygep14881489, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv1480 = phi double* [ %scevgep1481, %for.end.1.loopexit.us.1.epil ], [ %uglygep14781479, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv1465 = phi double* [ %266, %for.end.1.loopexit.us.1.epil ], [ %scevgep1464, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv1456 = phi double* [ %scevgep1457, %for.end.1.loopexit.us.1.epil ], [ %uglygep14541455, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv1446 = phi double* [ %scevgep1447, %for.end.1.loopexit.us.1.epil ], [ %uglygep14441445, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv1436 = phi double* [ %scevgep1437, %for.end.1.loopexit.us.1.epil ], [ %uglygep14341435, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv1426 = phi double* [ %scevgep1427, %for.end.1.loopexit.us.1.epil ], [ %uglygep14241425, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv1096 = phi double* [ %265, %for.end.1.loopexit.us.1.epil ], [ %scevgep1095, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv874 = phi double* [ %scevgep875, %for.end.1.loopexit.us.1.epil ], [ %uglygep872873, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv865 = phi double* [ %scevgep866, %for.end.1.loopexit.us.1.epil ], [ %scevgep864, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv487 = phi double* [ %scevgep488, %for.end.1.loopexit.us.1.epil ], [ %uglygep485486, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv477 = phi double* [ %scevgep478, %for.end.1.loopexit.us.1.epil ], [ %scevgep476, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv434 = phi double* [ %scevgep435, %for.end.1.loopexit.us.1.epil ], [ %scevgep433, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv675.epil = phi double* [ %264, %for.end.1.loopexit.us.1.epil ], [ %lsr.iv675.unr, %for.body.1.us.preheader.epil195.preheader ]
  %lsr.iv451.epil = phi double* [ %263, %for.end.1.loopexit.us.1.epil ], [ %lsr.iv451.unr, %for.body.1.us.preheader.epil195.preheader ]
  %epil.iter214 = phi i64 [ %epil.iter214.next, %for.end.1.loopexit.us.1.epil ], [ 0, %for.body.1.us.preheader.epil195.preheader ]
  %220 = icmp eq i64 %xtraiter41, 0
  br i1 %220, label %for.body.1.us.prol.loopexit.epil200, label %for.body.1.us.prol.epil196.preheader

for.body.1.us.prol.epil196.preheader:             ; preds = %for.body.1.us.preheader.epil195
  br label %for.body.1.us.prol.epil196

for.body.1.us.prol.epil196:                       ; preds = %for.body.1.us.prol.epil196.preheader, %for.body.1.us.prol.epil196
  %lsr.iv1089 = phi double* [ %lsr.iv434, %for.body.1.us.prol.epil196.preheader ], [ %221, %for.body.1.us.prol.epil196 ]
  %loop.index.12.us.prol.epil197 = phi i64 [ %.139.us.prol.epil199, %for.body.1.us.prol.epil196 ], [ 0, %for.body.1.us.prol.epil196.preheader ]
  %lsr.iv10891090 = bitcast double* %lsr.iv1089 to i1*
  %scevgep1093 = getelementptr double, double* %lsr.iv451.epil, i64 %loop.index.12.us.prol.epil197
  %.137.us.prol.epil198 = load double, double* %scevgep1093, align 8
  store double %.137.us.prol.epil198, double* %lsr.iv1089, align 8
  %.139.us.prol.epil199 = add nuw nsw i64 %loop.index.12.us.prol.epil197, 1
  %scevgep1092 = getelementptr i1, i1* %lsr.iv10891090, i64 %194
  %221 = bitcast i1* %scevgep1092 to double*
  %prol.iter.cmp.not.epil = icmp eq i64 %xtraiter41, %.139.us.prol.epil199
  br i1 %prol.iter.cmp.not.epil, label %for.body.1.us.prol.loopexit.epil200, label %for.body.1.us.prol.epil196, !llvm.loop !88

for.body.1.us.prol.loopexit.epil200:              ; preds = %for.body.1.us.prol.epil196, %for.body.1.us.preheader.epil195
  %222 = icmp ult i64 %4, 7
  br i1 %222, label %for.body.1.us.preheader.1.epil, label %for.body.1.us.epil202.preheader

for.body.1.us.epil202.preheader:                  ; preds = %for.body.1.us.prol.loopexit.epil200
  %223 = icmp ult i64 %191, 56
  br i1 %223, label %for.body.1.us.preheader.1.epil.loopexit.unr-lcssa, label %for.body.1.us.epil202.preheader803

for.body.1.us.epil202.preheader803:               ; preds = %for.body.1.us.epil202.preheader
  br label %for.body.1.us.epil202

for.body.1.us.epil202:                            ; preds = %for.body.1.us.epil202.preheader803, %for.body.1.us.epil202
  %lsr.iv1281 = phi i64 [ %unroll_iter667, %for.body.1.us.epil202.preheader803 ], [ %lsr.iv.next1282, %for.body.1.us.epil202 ]
  %lsr.iv881 = phi i64 [ %lsr.iv.next882.7, %for.body.1.us.epil202 ], [ 0, %for.body.1.us.epil202.preheader803 ]
  %lsr.iv867 = phi i64 [ %lsr.iv.next868.7, %for.body.1.us.epil202 ], [ 0, %for.body.1.us.epil202.preheader803 ]
  %scevgep1271 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1272 = getelementptr double, double* %scevgep1271, i64 -63
  %.137.us.epil204 = load double, double* %scevgep1272, align 8
  %scevgep1280 = getelementptr double, double* %lsr.iv865, i64 %lsr.iv867
  %scevgep12801283 = bitcast double* %scevgep1280 to i8*
  store double %.137.us.epil204, double* %scevgep1280, align 8
  %scevgep1268 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1269 = getelementptr double, double* %scevgep1268, i64 -62
  %scevgep1278 = getelementptr double, double* %lsr.iv874, i64 %lsr.iv867
  %scevgep12781298 = bitcast double* %scevgep1278 to i8*
  %.137.us.1.epil205 = load double, double* %scevgep1269, align 8
  store double %.137.us.1.epil205, double* %scevgep1278, align 8
  %scevgep1264 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1265 = getelementptr double, double* %scevgep1264, i64 -61
  %.137.us.2.epil206 = load double, double* %scevgep1265, align 8
  %uglygep1299 = getelementptr i8, i8* %scevgep12781298, i64 %194
  %uglygep12991300 = bitcast i8* %uglygep1299 to double*
  store double %.137.us.2.epil206, double* %uglygep12991300, align 8
  %scevgep1262 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1263 = getelementptr double, double* %scevgep1262, i64 -60
  %.137.us.3.epil207 = load double, double* %scevgep1263, align 8
  %uglygep1301 = getelementptr i8, i8* %uglygep1299, i64 %194
  %uglygep13011302 = bitcast i8* %uglygep1301 to double*
  store double %.137.us.3.epil207, double* %uglygep13011302, align 8
  %scevgep1260 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1261 = getelementptr double, double* %scevgep1260, i64 -59
  %.137.us.4.epil208 = load double, double* %scevgep1261, align 8
  %uglygep1303 = getelementptr i8, i8* %uglygep1301, i64 %194
  %uglygep13031304 = bitcast i8* %uglygep1303 to double*
  store double %.137.us.4.epil208, double* %uglygep13031304, align 8
  %scevgep1258 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1259 = getelementptr double, double* %scevgep1258, i64 -58
  %.137.us.5.epil209 = load double, double* %scevgep1259, align 8
  %uglygep1305 = getelementptr i8, i8* %uglygep1303, i64 %194
  %uglygep13051306 = bitcast i8* %uglygep1305 to double*
  store double %.137.us.5.epil209, double* %uglygep13051306, align 8
  %scevgep1256 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1257 = getelementptr double, double* %scevgep1256, i64 -57
  %.137.us.6.epil210 = load double, double* %scevgep1257, align 8
  %uglygep1307 = getelementptr i8, i8* %uglygep1305, i64 %194
  %uglygep13071308 = bitcast i8* %uglygep1307 to double*
  store double %.137.us.6.epil210, double* %uglygep13071308, align 8
  %scevgep1274 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1276 = getelementptr double, double* %scevgep1274, i64 -56
  %.137.us.7.epil211 = load double, double* %scevgep1276, align 8
  %uglygep1309 = getelementptr i8, i8* %uglygep1307, i64 %194
  %uglygep13091310 = bitcast i8* %uglygep1309 to double*
  store double %.137.us.7.epil211, double* %uglygep13091310, align 8
  %lsr.iv.next868 = add i64 %lsr.iv867, %.46
  %scevgep1211 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1212 = getelementptr double, double* %scevgep1211, i64 -55
  %.137.us.epil204.1 = load double, double* %scevgep1212, align 8
  %uglygep1284 = getelementptr i8, i8* %scevgep12801283, i64 %196
  %uglygep12841285 = bitcast i8* %uglygep1284 to double*
  store double %.137.us.epil204.1, double* %uglygep12841285, align 8
  %scevgep1213 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1214 = getelementptr double, double* %scevgep1213, i64 -54
  %.137.us.1.epil205.1 = load double, double* %scevgep1214, align 8
  %uglygep1311 = getelementptr i8, i8* %uglygep1309, i64 %197
  %uglygep13111312 = bitcast i8* %uglygep1311 to double*
  store double %.137.us.1.epil205.1, double* %uglygep13111312, align 8
  %scevgep1215 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1216 = getelementptr double, double* %scevgep1215, i64 -53
  %.137.us.2.epil206.1 = load double, double* %scevgep1216, align 8
  %uglygep1313 = getelementptr i8, i8* %uglygep1311, i64 %194
  %uglygep13131314 = bitcast i8* %uglygep1313 to double*
  store double %.137.us.2.epil206.1, double* %uglygep13131314, align 8
  %scevgep1217 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1218 = getelementptr double, double* %scevgep1217, i64 -52
  %.137.us.3.epil207.1 = load double, double* %scevgep1218, align 8
  %uglygep1315 = getelementptr i8, i8* %uglygep1313, i64 %194
  %uglygep13151316 = bitcast i8* %uglygep1315 to double*
  store double %.137.us.3.epil207.1, double* %uglygep13151316, align 8
  %scevgep1219 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1222 = getelementptr double, double* %scevgep1219, i64 -51
  %.137.us.4.epil208.1 = load double, double* %scevgep1222, align 8
  %uglygep1317 = getelementptr i8, i8* %uglygep1315, i64 %194
  %uglygep13171318 = bitcast i8* %uglygep1317 to double*
  store double %.137.us.4.epil208.1, double* %uglygep13171318, align 8
  %scevgep1224 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1225 = getelementptr double, double* %scevgep1224, i64 -50
  %.137.us.5.epil209.1 = load double, double* %scevgep1225, align 8
  %uglygep1319 = getelementptr i8, i8* %uglygep1317, i64 %194
  %uglygep13191320 = bitcast i8* %uglygep1319 to double*
  store double %.137.us.5.epil209.1, double* %uglygep13191320, align 8
  %scevgep1228 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1229 = getelementptr double, double* %scevgep1228, i64 -49
  %.137.us.6.epil210.1 = load double, double* %scevgep1229, align 8
  %uglygep1321 = getelementptr i8, i8* %uglygep1319, i64 %194
  %uglygep13211322 = bitcast i8* %uglygep1321 to double*
  store double %.137.us.6.epil210.1, double* %uglygep13211322, align 8
  %scevgep1231 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1232 = getelementptr double, double* %scevgep1231, i64 -48
  %.137.us.7.epil211.1 = load double, double* %scevgep1232, align 8
  %uglygep1323 = getelementptr i8, i8* %uglygep1321, i64 %194
  %uglygep13231324 = bitcast i8* %uglygep1323 to double*
  store double %.137.us.7.epil211.1, double* %uglygep13231324, align 8
  %lsr.iv.next868.1 = add i64 %lsr.iv.next868, %.46
  %scevgep1190 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1192 = getelementptr double, double* %scevgep1190, i64 -47
  %.137.us.epil204.2 = load double, double* %scevgep1192, align 8
  %uglygep1286 = getelementptr i8, i8* %uglygep1284, i64 %196
  %uglygep12861287 = bitcast i8* %uglygep1286 to double*
  store double %.137.us.epil204.2, double* %uglygep12861287, align 8
  %scevgep1194 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1196 = getelementptr double, double* %scevgep1194, i64 -46
  %.137.us.1.epil205.2 = load double, double* %scevgep1196, align 8
  %uglygep1325 = getelementptr i8, i8* %uglygep1323, i64 %197
  %uglygep13251326 = bitcast i8* %uglygep1325 to double*
  store double %.137.us.1.epil205.2, double* %uglygep13251326, align 8
  %scevgep1198 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1200 = getelementptr double, double* %scevgep1198, i64 -45
  %.137.us.2.epil206.2 = load double, double* %scevgep1200, align 8
  %uglygep1327 = getelementptr i8, i8* %uglygep1325, i64 %194
  %uglygep13271328 = bitcast i8* %uglygep1327 to double*
  store double %.137.us.2.epil206.2, double* %uglygep13271328, align 8
  %scevgep1201 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1202 = getelementptr double, double* %scevgep1201, i64 -44
  %.137.us.3.epil207.2 = load double, double* %scevgep1202, align 8
  %uglygep1329 = getelementptr i8, i8* %uglygep1327, i64 %194
  %uglygep13291330 = bitcast i8* %uglygep1329 to double*
  store double %.137.us.3.epil207.2, double* %uglygep13291330, align 8
  %scevgep1203 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1204 = getelementptr double, double* %scevgep1203, i64 -43
  %.137.us.4.epil208.2 = load double, double* %scevgep1204, align 8
  %uglygep1331 = getelementptr i8, i8* %uglygep1329, i64 %194
  %uglygep13311332 = bitcast i8* %uglygep1331 to double*
  store double %.137.us.4.epil208.2, double* %uglygep13311332, align 8
  %scevgep1205 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1206 = getelementptr double, double* %scevgep1205, i64 -42
  %.137.us.5.epil209.2 = load double, double* %scevgep1206, align 8
  %uglygep1333 = getelementptr i8, i8* %uglygep1331, i64 %194
  %uglygep13331334 = bitcast i8* %uglygep1333 to double*
  store double %.137.us.5.epil209.2, double* %uglygep13331334, align 8
  %scevgep1207 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1208 = getelementptr double, double* %scevgep1207, i64 -41
  %.137.us.6.epil210.2 = load double, double* %scevgep1208, align 8
  %uglygep1335 = getelementptr i8, i8* %uglygep1333, i64 %194
  %uglygep13351336 = bitcast i8* %uglygep1335 to double*
  store double %.137.us.6.epil210.2, double* %uglygep13351336, align 8
  %scevgep1209 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1210 = getelementptr double, double* %scevgep1209, i64 -40
  %.137.us.7.epil211.2 = load double, double* %scevgep1210, align 8
  %uglygep1337 = getelementptr i8, i8* %uglygep1335, i64 %194
  %uglygep13371338 = bitcast i8* %uglygep1337 to double*
  store double %.137.us.7.epil211.2, double* %uglygep13371338, align 8
  %lsr.iv.next868.2 = add i64 %lsr.iv.next868.1, %.46
  %scevgep1168 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1169 = getelementptr double, double* %scevgep1168, i64 -39
  %.137.us.epil204.3 = load double, double* %scevgep1169, align 8
  %uglygep1288 = getelementptr i8, i8* %uglygep1286, i64 %196
  %uglygep12881289 = bitcast i8* %uglygep1288 to double*
  store double %.137.us.epil204.3, double* %uglygep12881289, align 8
  %scevgep1170 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1171 = getelementptr double, double* %scevgep1170, i64 -38
  %.137.us.1.epil205.3 = load double, double* %scevgep1171, align 8
  %uglygep1339 = getelementptr i8, i8* %uglygep1337, i64 %197
  %uglygep13391340 = bitcast i8* %uglygep1339 to double*
  store double %.137.us.1.epil205.3, double* %uglygep13391340, align 8
  %scevgep1172 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1173 = getelementptr double, double* %scevgep1172, i64 -37
  %.137.us.2.epil206.3 = load double, double* %scevgep1173, align 8
  %uglygep1341 = getelementptr i8, i8* %uglygep1339, i64 %194
  %uglygep13411342 = bitcast i8* %uglygep1341 to double*
  store double %.137.us.2.epil206.3, double* %uglygep13411342, align 8
  %scevgep1174 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1175 = getelementptr double, double* %scevgep1174, i64 -36
  %.137.us.3.epil207.3 = load double, double* %scevgep1175, align 8
  %uglygep1343 = getelementptr i8, i8* %uglygep1341, i64 %194
  %uglygep13431344 = bitcast i8* %uglygep1343 to double*
  store double %.137.us.3.epil207.3, double* %uglygep13431344, align 8
  %scevgep1176 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1177 = getelementptr double, double* %scevgep1176, i64 -35
  %.137.us.4.epil208.3 = load double, double* %scevgep1177, align 8
  %uglygep1345 = getelementptr i8, i8* %uglygep1343, i64 %194
  %uglygep13451346 = bitcast i8* %uglygep1345 to double*
  store double %.137.us.4.epil208.3, double* %uglygep13451346, align 8
  %scevgep1180 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1181 = getelementptr double, double* %scevgep1180, i64 -34
  %.137.us.5.epil209.3 = load double, double* %scevgep1181, align 8
  %uglygep1347 = getelementptr i8, i8* %uglygep1345, i64 %194
  %uglygep13471348 = bitcast i8* %uglygep1347 to double*
  store double %.137.us.5.epil209.3, double* %uglygep13471348, align 8
  %scevgep1183 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1184 = getelementptr double, double* %scevgep1183, i64 -33
  %.137.us.6.epil210.3 = load double, double* %scevgep1184, align 8
  %uglygep1349 = getelementptr i8, i8* %uglygep1347, i64 %194
  %uglygep13491350 = bitcast i8* %uglygep1349 to double*
  store double %.137.us.6.epil210.3, double* %uglygep13491350, align 8
  %scevgep1186 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1188 = getelementptr double, double* %scevgep1186, i64 -32
  %.137.us.7.epil211.3 = load double, double* %scevgep1188, align 8
  %uglygep1351 = getelementptr i8, i8* %uglygep1349, i64 %194
  %uglygep13511352 = bitcast i8* %uglygep1351 to double*
  store double %.137.us.7.epil211.3, double* %uglygep13511352, align 8
  %lsr.iv.next868.3 = add i64 %lsr.iv.next868.2, %.46
  %scevgep1144 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1146 = getelementptr double, double* %scevgep1144, i64 -31
  %.137.us.epil204.4 = load double, double* %scevgep1146, align 8
  %uglygep1290 = getelementptr i8, i8* %uglygep1288, i64 %196
  %uglygep12901291 = bitcast i8* %uglygep1290 to double*
  store double %.137.us.epil204.4, double* %uglygep12901291, align 8
  %scevgep1148 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1150 = getelementptr double, double* %scevgep1148, i64 -30
  %.137.us.1.epil205.4 = load double, double* %scevgep1150, align 8
  %uglygep1353 = getelementptr i8, i8* %uglygep1351, i64 %197
  %uglygep13531354 = bitcast i8* %uglygep1353 to double*
  store double %.137.us.1.epil205.4, double* %uglygep13531354, align 8
  %scevgep1152 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1154 = getelementptr double, double* %scevgep1152, i64 -29
  %.137.us.2.epil206.4 = load double, double* %scevgep1154, align 8
  %uglygep1355 = getelementptr i8, i8* %uglygep1353, i64 %194
  %uglygep13551356 = bitcast i8* %uglygep1355 to double*
  store double %.137.us.2.epil206.4, double* %uglygep13551356, align 8
  %scevgep1156 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1158 = getelementptr double, double* %scevgep1156, i64 -28
  %.137.us.3.epil207.4 = load double, double* %scevgep1158, align 8
  %uglygep1357 = getelementptr i8, i8* %uglygep1355, i64 %194
  %uglygep13571358 = bitcast i8* %uglygep1357 to double*
  store double %.137.us.3.epil207.4, double* %uglygep13571358, align 8
  %scevgep1160 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1161 = getelementptr double, double* %scevgep1160, i64 -27
  %.137.us.4.epil208.4 = load double, double* %scevgep1161, align 8
  %uglygep1359 = getelementptr i8, i8* %uglygep1357, i64 %194
  %uglygep13591360 = bitcast i8* %uglygep1359 to double*
  store double %.137.us.4.epil208.4, double* %uglygep13591360, align 8
  %scevgep1162 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1163 = getelementptr double, double* %scevgep1162, i64 -26
  %.137.us.5.epil209.4 = load double, double* %scevgep1163, align 8
  %uglygep1361 = getelementptr i8, i8* %uglygep1359, i64 %194
  %uglygep13611362 = bitcast i8* %uglygep1361 to double*
  store double %.137.us.5.epil209.4, double* %uglygep13611362, align 8
  %scevgep1164 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1165 = getelementptr double, double* %scevgep1164, i64 -25
  %.137.us.6.epil210.4 = load double, double* %scevgep1165, align 8
  %uglygep1363 = getelementptr i8, i8* %uglygep1361, i64 %194
  %uglygep13631364 = bitcast i8* %uglygep1363 to double*
  store double %.137.us.6.epil210.4, double* %uglygep13631364, align 8
  %scevgep1166 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1167 = getelementptr double, double* %scevgep1166, i64 -24
  %.137.us.7.epil211.4 = load double, double* %scevgep1167, align 8
  %uglygep1365 = getelementptr i8, i8* %uglygep1363, i64 %194
  %uglygep13651366 = bitcast i8* %uglygep1365 to double*
  store double %.137.us.7.epil211.4, double* %uglygep13651366, align 8
  %lsr.iv.next868.4 = add i64 %lsr.iv.next868.3, %.46
  %scevgep1122 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1123 = getelementptr double, double* %scevgep1122, i64 -23
  %.137.us.epil204.5 = load double, double* %scevgep1123, align 8
  %uglygep1292 = getelementptr i8, i8* %uglygep1290, i64 %196
  %uglygep12921293 = bitcast i8* %uglygep1292 to double*
  store double %.137.us.epil204.5, double* %uglygep12921293, align 8
  %scevgep1124 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1125 = getelementptr double, double* %scevgep1124, i64 -22
  %.137.us.1.epil205.5 = load double, double* %scevgep1125, align 8
  %uglygep1367 = getelementptr i8, i8* %uglygep1365, i64 %197
  %uglygep13671368 = bitcast i8* %uglygep1367 to double*
  store double %.137.us.1.epil205.5, double* %uglygep13671368, align 8
  %scevgep1126 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1127 = getelementptr double, double* %scevgep1126, i64 -21
  %.137.us.2.epil206.5 = load double, double* %scevgep1127, align 8
  %uglygep1369 = getelementptr i8, i8* %uglygep1367, i64 %194
  %uglygep13691370 = bitcast i8* %uglygep1369 to double*
  store double %.137.us.2.epil206.5, double* %uglygep13691370, align 8
  %scevgep1128 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1129 = getelementptr double, double* %scevgep1128, i64 -20
  %.137.us.3.epil207.5 = load double, double* %scevgep1129, align 8
  %uglygep1371 = getelementptr i8, i8* %uglygep1369, i64 %194
  %uglygep13711372 = bitcast i8* %uglygep1371 to double*
  store double %.137.us.3.epil207.5, double* %uglygep13711372, align 8
  %scevgep1130 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1131 = getelementptr double, double* %scevgep1130, i64 -19
  %.137.us.4.epil208.5 = load double, double* %scevgep1131, align 8
  %uglygep1373 = getelementptr i8, i8* %uglygep1371, i64 %194
  %uglygep13731374 = bitcast i8* %uglygep1373 to double*
  store double %.137.us.4.epil208.5, double* %uglygep13731374, align 8
  %scevgep1134 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1136 = getelementptr double, double* %scevgep1134, i64 -18
  %.137.us.5.epil209.5 = load double, double* %scevgep1136, align 8
  %uglygep1375 = getelementptr i8, i8* %uglygep1373, i64 %194
  %uglygep13751376 = bitcast i8* %uglygep1375 to double*
  store double %.137.us.5.epil209.5, double* %uglygep13751376, align 8
  %scevgep1137 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1140 = getelementptr double, double* %scevgep1137, i64 -17
  %.137.us.6.epil210.5 = load double, double* %scevgep1140, align 8
  %uglygep1377 = getelementptr i8, i8* %uglygep1375, i64 %194
  %uglygep13771378 = bitcast i8* %uglygep1377 to double*
  store double %.137.us.6.epil210.5, double* %uglygep13771378, align 8
  %scevgep1141 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1143 = getelementptr double, double* %scevgep1141, i64 -16
  %.137.us.7.epil211.5 = load double, double* %scevgep1143, align 8
  %uglygep1379 = getelementptr i8, i8* %uglygep1377, i64 %194
  %uglygep13791380 = bitcast i8* %uglygep1379 to double*
  store double %.137.us.7.epil211.5, double* %uglygep13791380, align 8
  %lsr.iv.next868.5 = add i64 %lsr.iv.next868.4, %.46
  %scevgep1100 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1102 = getelementptr double, double* %scevgep1100, i64 -15
  %.137.us.epil204.6 = load double, double* %scevgep1102, align 8
  %uglygep1294 = getelementptr i8, i8* %uglygep1292, i64 %196
  %uglygep12941295 = bitcast i8* %uglygep1294 to double*
  store double %.137.us.epil204.6, double* %uglygep12941295, align 8
  %scevgep1104 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1106 = getelementptr double, double* %scevgep1104, i64 -14
  %.137.us.1.epil205.6 = load double, double* %scevgep1106, align 8
  %uglygep1381 = getelementptr i8, i8* %uglygep1379, i64 %197
  %uglygep13811382 = bitcast i8* %uglygep1381 to double*
  store double %.137.us.1.epil205.6, double* %uglygep13811382, align 8
  %scevgep1108 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1110 = getelementptr double, double* %scevgep1108, i64 -13
  %.137.us.2.epil206.6 = load double, double* %scevgep1110, align 8
  %uglygep1383 = getelementptr i8, i8* %uglygep1381, i64 %194
  %uglygep13831384 = bitcast i8* %uglygep1383 to double*
  store double %.137.us.2.epil206.6, double* %uglygep13831384, align 8
  %scevgep1112 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1113 = getelementptr double, double* %scevgep1112, i64 -12
  %.137.us.3.epil207.6 = load double, double* %scevgep1113, align 8
  %uglygep1385 = getelementptr i8, i8* %uglygep1383, i64 %194
  %uglygep13851386 = bitcast i8* %uglygep1385 to double*
  store double %.137.us.3.epil207.6, double* %uglygep13851386, align 8
  %scevgep1114 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1115 = getelementptr double, double* %scevgep1114, i64 -11
  %.137.us.4.epil208.6 = load double, double* %scevgep1115, align 8
  %uglygep1387 = getelementptr i8, i8* %uglygep1385, i64 %194
  %uglygep13871388 = bitcast i8* %uglygep1387 to double*
  store double %.137.us.4.epil208.6, double* %uglygep13871388, align 8
  %scevgep1116 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1117 = getelementptr double, double* %scevgep1116, i64 -10
  %.137.us.5.epil209.6 = load double, double* %scevgep1117, align 8
  %uglygep1389 = getelementptr i8, i8* %uglygep1387, i64 %194
  %uglygep13891390 = bitcast i8* %uglygep1389 to double*
  store double %.137.us.5.epil209.6, double* %uglygep13891390, align 8
  %scevgep1118 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1119 = getelementptr double, double* %scevgep1118, i64 -9
  %.137.us.6.epil210.6 = load double, double* %scevgep1119, align 8
  %uglygep1391 = getelementptr i8, i8* %uglygep1389, i64 %194
  %uglygep13911392 = bitcast i8* %uglygep1391 to double*
  store double %.137.us.6.epil210.6, double* %uglygep13911392, align 8
  %scevgep1120 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1121 = getelementptr double, double* %scevgep1120, i64 -8
  %.137.us.7.epil211.6 = load double, double* %scevgep1121, align 8
  %uglygep1393 = getelementptr i8, i8* %uglygep1391, i64 %194
  %uglygep13931394 = bitcast i8* %uglygep1393 to double*
  store double %.137.us.7.epil211.6, double* %uglygep13931394, align 8
  %lsr.iv.next868.6 = add i64 %lsr.iv.next868.5, %.46
  %scevgep1234 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1236 = getelementptr double, double* %scevgep1234, i64 -7
  %.137.us.epil204.7 = load double, double* %scevgep1236, align 8
  %uglygep1296 = getelementptr i8, i8* %uglygep1294, i64 %196
  %uglygep12961297 = bitcast i8* %uglygep1296 to double*
  store double %.137.us.epil204.7, double* %uglygep12961297, align 8
  %scevgep1238 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1240 = getelementptr double, double* %scevgep1238, i64 -6
  %.137.us.1.epil205.7 = load double, double* %scevgep1240, align 8
  %uglygep1395 = getelementptr i8, i8* %uglygep1393, i64 %197
  %uglygep13951396 = bitcast i8* %uglygep1395 to double*
  store double %.137.us.1.epil205.7, double* %uglygep13951396, align 8
  %scevgep1242 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1244 = getelementptr double, double* %scevgep1242, i64 -5
  %.137.us.2.epil206.7 = load double, double* %scevgep1244, align 8
  %uglygep1397 = getelementptr i8, i8* %uglygep1395, i64 %194
  %uglygep13971398 = bitcast i8* %uglygep1397 to double*
  store double %.137.us.2.epil206.7, double* %uglygep13971398, align 8
  %scevgep1246 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1248 = getelementptr double, double* %scevgep1246, i64 -4
  %.137.us.3.epil207.7 = load double, double* %scevgep1248, align 8
  %uglygep1399 = getelementptr i8, i8* %uglygep1397, i64 %194
  %uglygep13991400 = bitcast i8* %uglygep1399 to double*
  store double %.137.us.3.epil207.7, double* %uglygep13991400, align 8
  %scevgep1249 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1250 = getelementptr double, double* %scevgep1249, i64 -3
  %.137.us.4.epil208.7 = load double, double* %scevgep1250, align 8
  %uglygep1401 = getelementptr i8, i8* %uglygep1399, i64 %194
  %uglygep14011402 = bitcast i8* %uglygep1401 to double*
  store double %.137.us.4.epil208.7, double* %uglygep14011402, align 8
  %scevgep1251 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1252 = getelementptr double, double* %scevgep1251, i64 -2
  %.137.us.5.epil209.7 = load double, double* %scevgep1252, align 8
  %uglygep1403 = getelementptr i8, i8* %uglygep1401, i64 %194
  %uglygep14031404 = bitcast i8* %uglygep1403 to double*
  store double %.137.us.5.epil209.7, double* %uglygep14031404, align 8
  %scevgep1253 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %scevgep1254 = getelementptr double, double* %scevgep1253, i64 -1
  %.137.us.6.epil210.7 = load double, double* %scevgep1254, align 8
  %uglygep1405 = getelementptr i8, i8* %uglygep1403, i64 %194
  %uglygep14051406 = bitcast i8* %uglygep1405 to double*
  store double %.137.us.6.epil210.7, double* %uglygep14051406, align 8
  %scevgep1255 = getelementptr double, double* %lsr.iv1096, i64 %lsr.iv881
  %.137.us.7.epil211.7 = load double, double* %scevgep1255, align 8
  %uglygep1407 = getelementptr i8, i8* %uglygep1405, i64 %194
  %uglygep14071408 = bitcast i8* %uglygep1407 to double*
  store double %.137.us.7.epil211.7, double* %uglygep14071408, align 8
  %lsr.iv.next868.7 = add i64 %lsr.iv.next868.6, %.46
  %lsr.iv.next882.7 = add i64 %lsr.iv881, 64
  %lsr.iv.next1282 = add i64 %lsr.iv1281, -8
  %niter668.ncmp.7 = icmp eq i64 %lsr.iv.next1282, 0
  br i1 %niter668.ncmp.7, label %for.body.1.us.preheader.1.epil.loopexit.unr-lcssa, label %for.body.1.us.epil202, !llvm.loop !89

for.body.1.us.preheader.1.epil.loopexit.unr-lcssa: ; preds = %for.body.1.us.epil202, %for.body.1.us.epil202.preheader
  %lsr.iv881.unr = phi i64 [ 0, %for.body.1.us.epil202.preheader ], [ %lsr.iv.next882.7, %for.body.1.us.epil202 ]
  %lsr.iv867.unr = phi i64 [ 0, %for.body.1.us.epil202.preheader ], [ %lsr.iv.next868.7, %for.body.1.us.epil202 ]
  %224 = icmp eq i64 %xtraiter666, 0
  br i1 %224, label %for.body.1.us.preheader.1.epil, label %for.body.1.us.epil202.epil.preheader

for.body.1.us.epil202.epil.preheader:             ; preds = %for.body.1.us.preheader.1.epil.loopexit.unr-lcssa
  %scevgep1468 = getelementptr double, double* %lsr.iv1465, i64 %lsr.iv881.unr
  br label %for.body.1.us.epil202.epil

for.body.1.us.epil202.epil:                       ; preds = %for.body.1.us.epil202.epil.preheader, %for.body.1.us.epil202.epil
  %lsr.iv1492 = phi double* [ %lsr.iv1490, %for.body.1.us.epil202.epil.preheader ], [ %248, %for.body.1.us.epil202.epil ]
  %lsr.iv1482 = phi double* [ %lsr.iv1480, %for.body.1.us.epil202.epil.preheader ], [ %247, %for.body.1.us.epil202.epil ]
  %lsr.iv1469 = phi double* [ %scevgep1468, %for.body.1.us.epil202.epil.preheader ], [ %scevgep1470, %for.body.1.us.epil202.epil ]
  %lsr.iv1458 = phi double* [ %lsr.iv1456, %for.body.1.us.epil202.epil.preheader ], [ %246, %for.body.1.us.epil202.epil ]
  %lsr.iv1448 = phi double* [ %lsr.iv1446, %for.body.1.us.epil202.epil.preheader ], [ %245, %for.body.1.us.epil202.epil ]
  %lsr.iv1438 = phi double* [ %lsr.iv1436, %for.body.1.us.epil202.epil.preheader ], [ %244, %for.body.1.us.epil202.epil ]
  %lsr.iv1428 = phi double* [ %lsr.iv1426, %for.body.1.us.epil202.epil.preheader ], [ %243, %for.body.1.us.epil202.epil ]
  %lsr.iv1417 = phi double* [ %lsr.iv874, %for.body.1.us.epil202.epil.preheader ], [ %242, %for.body.1.us.epil202.epil ]
  %lsr.iv1411 = phi double* [ %lsr.iv865, %for.body.1.us.epil202.epil.preheader ], [ %241, %for.body.1.us.epil202.epil ]
  %lsr.iv1409 = phi i64 [ %xtraiter666, %for.body.1.us.epil202.epil.preheader ], [ %lsr.iv.next1410, %for.body.1.us.epil202.epil ]
  %lsr.iv14111412 = bitcast double* %lsr.iv1411 to i1*
  %lsr.iv14171418 = bitcast double* %lsr.iv1417 to i1*
  %lsr.iv14281429 = bitcast double* %lsr.iv1428 to i1*
  %lsr.iv14381439 = bitcast double* %lsr.iv1438 to i1*
  %lsr.iv14481449 = bitcast double* %lsr.iv1448 to i1*
  %lsr.iv14581459 = bitcast double* %lsr.iv1458 to i1*
  %lsr.iv14821483 = bitcast double* %lsr.iv1482 to i1*
  %lsr.iv14921493 = bitcast double* %lsr.iv1492 to i1*
  %.137.us.epil204.epil = load double, double* %lsr.iv1469, align 8
  %sunkaddr = mul i64 %lsr.iv867.unr, 8
  %225 = bitcast double* %lsr.iv1411 to i8*
  %sunkaddr4337 = getelementptr i8, i8* %225, i64 %sunkaddr
  %226 = bitcast i8* %sunkaddr4337 to double*
  store double %.137.us.epil204.epil, double* %226, align 8
  %scevgep1477 = getelementptr double, double* %lsr.iv1469, i64 1
  %.137.us.1.epil205.epil = load double, double* %scevgep1477, align 8
  %sunkaddr4338 = mul i64 %lsr.iv867.unr, 8
  %227 = bitcast double* %lsr.iv1417 to i8*
  %sunkaddr4339 = getelementptr i8, i8* %227, i64 %sunkaddr4338
  %228 = bitcast i8* %sunkaddr4339 to double*
  store double %.137.us.1.epil205.epil, double* %228, align 8
  %scevgep1476 = getelementptr double, double* %lsr.iv1469, i64 2
  %.137.us.2.epil206.epil = load double, double* %scevgep1476, align 8
  %sunkaddr4340 = mul i64 %lsr.iv867.unr, 8
  %229 = bitcast double* %lsr.iv1428 to i8*
  %sunkaddr4341 = getelementptr i8, i8* %229, i64 %sunkaddr4340
  %230 = bitcast i8* %sunkaddr4341 to double*
  store double %.137.us.2.epil206.epil, double* %230, align 8
  %scevgep1475 = getelementptr double, double* %lsr.iv1469, i64 3
  %.137.us.3.epil207.epil = load double, double* %scevgep1475, align 8
  %sunkaddr4342 = mul i64 %lsr.iv867.unr, 8
  %231 = bitcast double* %lsr.iv1438 to i8*
  %sunkaddr4343 = getelementptr i8, i8* %231, i64 %sunkaddr4342
  %232 = bitcast i8* %sunkaddr4343 to double*
  store double %.137.us.3.epil207.epil, double* %232, align 8
  %scevgep1474 = getelementptr double, double* %lsr.iv1469, i64 4
  %.137.us.4.epil208.epil = load double, double* %scevgep1474, align 8
  %sunkaddr4344 = mul i64 %lsr.iv867.unr, 8
  %233 = bitcast double* %lsr.iv1448 to i8*
  %sunkaddr4345 = getelementptr i8, i8* %233, i64 %sunkaddr4344
  %234 = bitcast i8* %sunkaddr4345 to double*
  store double %.137.us.4.epil208.epil, double* %234, align 8
  %scevgep1473 = getelementptr double, double* %lsr.iv1469, i64 5
  %.137.us.5.epil209.epil = load double, double* %scevgep1473, align 8
  %sunkaddr4346 = mul i64 %lsr.iv867.unr, 8
  %235 = bitcast double* %lsr.iv1458 to i8*
  %sunkaddr4347 = getelementptr i8, i8* %235, i64 %sunkaddr4346
  %236 = bitcast i8* %sunkaddr4347 to double*
  store double %.137.us.5.epil209.epil, double* %236, align 8
  %scevgep1472 = getelementptr double, double* %lsr.iv1469, i64 6
  %.137.us.6.epil210.epil = load double, double* %scevgep1472, align 8
  %sunkaddr4348 = mul i64 %lsr.iv867.unr, 8
  %237 = bitcast double* %lsr.iv1492 to i8*
  %sunkaddr4349 = getelementptr i8, i8* %237, i64 %sunkaddr4348
  %238 = bitcast i8* %sunkaddr4349 to double*
  store double %.137.us.6.epil210.epil, double* %238, align 8
  %scevgep1471 = getelementptr double, double* %lsr.iv1469, i64 7
  %.137.us.7.epil211.epil = load double, double* %scevgep1471, align 8
  %sunkaddr4350 = mul i64 %lsr.iv867.unr, 8
  %239 = bitcast double* %lsr.iv1482 to i8*
  %sunkaddr4351 = getelementptr i8, i8* %239, i64 %sunkaddr4350
  %240 = bitcast i8* %sunkaddr4351 to double*
  store double %.137.us.7.epil211.epil, double* %240, align 8
  %lsr.iv.next1410 = add nsw i64 %lsr.iv1409, -1
  %scevgep1413 = getelementptr i1, i1* %lsr.iv14111412, i64 %196
  %241 = bitcast i1* %scevgep1413 to double*
  %scevgep1419 = getelementptr i1, i1* %lsr.iv14171418, i64 %196
  %242 = bitcast i1* %scevgep1419 to double*
  %scevgep1430 = getelementptr i1, i1* %lsr.iv14281429, i64 %196
  %243 = bitcast i1* %scevgep1430 to double*
  %scevgep1440 = getelementptr i1, i1* %lsr.iv14381439, i64 %196
  %244 = bitcast i1* %scevgep1440 to double*
  %scevgep1450 = getelementptr i1, i1* %lsr.iv14481449, i64 %196
  %245 = bitcast i1* %scevgep1450 to double*
  %scevgep1460 = getelementptr i1, i1* %lsr.iv14581459, i64 %196
  %246 = bitcast i1* %scevgep1460 to double*
  %scevgep1470 = getelementptr double, double* %lsr.iv1469, i64 8
  %scevgep1484 = getelementptr i1, i1* %lsr.iv14821483, i64 %196
  %247 = bitcast i1* %scevgep1484 to double*
  %scevgep1494 = getelementptr i1, i1* %lsr.iv14921493, i64 %196
  %248 = bitcast i1* %scevgep1494 to double*
  %epil.iter.cmp.not799 = icmp eq i64 %lsr.iv.next1410, 0
  br i1 %epil.iter.cmp.not799, label %for.body.1.us.preheader.1.epil, label %for.body.1.us.epil202.epil, !llvm.loop !99

for.body.1.us.preheader.1.epil:                   ; preds = %for.body.1.us.epil202.epil, %for.body.1.us.preheader.1.epil.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.epil200
  %249 = icmp eq i64 %xtraiter41, 0
  br i1 %249, label %for.body.1.us.prol.loopexit.1.epil, label %for.body.1.us.prol.1.epil.preheader

for.body.1.us.prol.1.epil.preheader:              ; preds = %for.body.1.us.preheader.1.epil
  br label %for.body.1.us.prol.1.epil

for.body.1.us.prol.1.epil:                        ; preds = %for.body.1.us.prol.1.epil.preheader, %for.body.1.us.prol.1.epil
  %lsr.iv1498 = phi double* [ %lsr.iv477, %for.body.1.us.prol.1.epil.preheader ], [ %250, %for.body.1.us.prol.1.epil ]
  %loop.index.12.us.prol.1.epil = phi i64 [ %.139.us.prol.1.epil, %for.body.1.us.prol.1.epil ], [ 0, %for.body.1.us.prol.1.epil.preheader ]
  %lsr.iv14981499 = bitcast double* %lsr.iv1498 to i1*
  %scevgep1501 = getelementptr double, double* %lsr.iv675.epil, i64 %loop.index.12.us.prol.1.epil
  %.137.us.prol.1.epil = load double, double* %scevgep1501, align 8
  store double %.137.us.prol.1.epil, double* %lsr.iv1498, align 8
  %.139.us.prol.1.epil = add nuw nsw i64 %loop.index.12.us.prol.1.epil, 1
  %scevgep1500 = getelementptr i1, i1* %lsr.iv14981499, i64 %194
  %250 = bitcast i1* %scevgep1500 to double*
  %prol.iter.cmp.1.not.epil = icmp eq i64 %xtraiter41, %.139.us.prol.1.epil
  br i1 %prol.iter.cmp.1.not.epil, label %for.body.1.us.prol.loopexit.1.epil, label %for.body.1.us.prol.1.epil, !llvm.loop !88

for.body.1.us.prol.loopexit.1.epil:               ; preds = %for.body.1.us.prol.1.epil, %for.body.1.us.preheader.1.epil
  %251 = icmp ult i64 %4, 7
  br i1 %251, label %for.end.1.loopexit.us.1.epil, label %for.body.1.us.1.preheader.epil

for.body.1.us.1.preheader.epil:                   ; preds = %for.body.1.us.prol.loopexit.1.epil
  %252 = icmp ult i64 %191, 56
  %scevgep489 = getelementptr double, double* %lsr.iv487, i64 %187
  br i1 %252, label %for.end.1.loopexit.us.1.epil.loopexit.unr-lcssa, label %for.body.1.us.1.epil.preheader

for.body.1.us.1.epil.preheader:                   ; preds = %for.body.1.us.1.preheader.epil
  br label %for.body.1.us.1.epil

for.body.1.us.1.epil:                             ; preds = %for.body.1.us.1.epil.preheader, %for.body.1.us.1.epil
  %lsr.iv1642 = phi i64 [ %unroll_iter667, %for.body.1.us.1.epil.preheader ], [ %lsr.iv.next1643, %for.body.1.us.1.epil ]
  %lsr.iv1639 = phi double* [ %lsr.iv1637, %for.body.1.us.1.epil.preheader ], [ %uglygep17711772, %for.body.1.us.1.epil ]
  %lsr.iv919 = phi i64 [ %lsr.iv.next920.7, %for.body.1.us.1.epil ], [ 0, %for.body.1.us.1.epil.preheader ]
  %lsr.iv16391640 = bitcast double* %lsr.iv1639 to i1*
  %lsr.iv16391644 = bitcast double* %lsr.iv1639 to i8*
  %scevgep1629 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1630 = getelementptr double, double* %scevgep1629, i64 -63
  %.137.us.166.epil = load double, double* %scevgep1630, align 8
  store double %.137.us.166.epil, double* %lsr.iv1639, align 8
  %scevgep1627 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1628 = getelementptr double, double* %scevgep1627, i64 -62
  %.137.us.1.1.epil = load double, double* %scevgep1628, align 8
  %uglygep1645 = getelementptr i8, i8* %lsr.iv16391644, i64 %194
  %uglygep16451646 = bitcast i8* %uglygep1645 to double*
  store double %.137.us.1.1.epil, double* %uglygep16451646, align 8
  %scevgep1625 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1626 = getelementptr double, double* %scevgep1625, i64 -61
  %.137.us.2.1.epil = load double, double* %scevgep1626, align 8
  %uglygep1647 = getelementptr i8, i8* %uglygep1645, i64 %194
  %uglygep16471648 = bitcast i8* %uglygep1647 to double*
  store double %.137.us.2.1.epil, double* %uglygep16471648, align 8
  %scevgep1623 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1624 = getelementptr double, double* %scevgep1623, i64 -60
  %.137.us.3.1.epil = load double, double* %scevgep1624, align 8
  %uglygep1649 = getelementptr i8, i8* %uglygep1647, i64 %194
  %uglygep16491650 = bitcast i8* %uglygep1649 to double*
  store double %.137.us.3.1.epil, double* %uglygep16491650, align 8
  %scevgep1621 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1622 = getelementptr double, double* %scevgep1621, i64 -59
  %.137.us.4.1.epil = load double, double* %scevgep1622, align 8
  %uglygep1651 = getelementptr i8, i8* %uglygep1649, i64 %194
  %uglygep16511652 = bitcast i8* %uglygep1651 to double*
  store double %.137.us.4.1.epil, double* %uglygep16511652, align 8
  %scevgep1619 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1620 = getelementptr double, double* %scevgep1619, i64 -58
  %.137.us.5.1.epil = load double, double* %scevgep1620, align 8
  %uglygep1653 = getelementptr i8, i8* %uglygep1651, i64 %194
  %uglygep16531654 = bitcast i8* %uglygep1653 to double*
  store double %.137.us.5.1.epil, double* %uglygep16531654, align 8
  %scevgep1617 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1618 = getelementptr double, double* %scevgep1617, i64 -57
  %.137.us.6.1.epil = load double, double* %scevgep1618, align 8
  %uglygep1655 = getelementptr i8, i8* %uglygep1653, i64 %194
  %uglygep16551656 = bitcast i8* %uglygep1655 to double*
  store double %.137.us.6.1.epil, double* %uglygep16551656, align 8
  %scevgep1631 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1632 = getelementptr double, double* %scevgep1631, i64 -56
  %.137.us.7.1.epil = load double, double* %scevgep1632, align 8
  %uglygep1657 = getelementptr i8, i8* %uglygep1655, i64 %194
  %uglygep16571658 = bitcast i8* %uglygep1657 to double*
  store double %.137.us.7.1.epil, double* %uglygep16571658, align 8
  %scevgep1586 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1587 = getelementptr double, double* %scevgep1586, i64 -55
  %.137.us.166.epil.1 = load double, double* %scevgep1587, align 8
  %uglygep1659 = getelementptr i8, i8* %uglygep1657, i64 %194
  %uglygep16591660 = bitcast i8* %uglygep1659 to double*
  store double %.137.us.166.epil.1, double* %uglygep16591660, align 8
  %scevgep1588 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1589 = getelementptr double, double* %scevgep1588, i64 -54
  %.137.us.1.1.epil.1 = load double, double* %scevgep1589, align 8
  %uglygep1661 = getelementptr i8, i8* %uglygep1659, i64 %194
  %uglygep16611662 = bitcast i8* %uglygep1661 to double*
  store double %.137.us.1.1.epil.1, double* %uglygep16611662, align 8
  %scevgep1590 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1591 = getelementptr double, double* %scevgep1590, i64 -53
  %.137.us.2.1.epil.1 = load double, double* %scevgep1591, align 8
  %uglygep1663 = getelementptr i8, i8* %uglygep1661, i64 %194
  %uglygep16631664 = bitcast i8* %uglygep1663 to double*
  store double %.137.us.2.1.epil.1, double* %uglygep16631664, align 8
  %scevgep1592 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1593 = getelementptr double, double* %scevgep1592, i64 -52
  %.137.us.3.1.epil.1 = load double, double* %scevgep1593, align 8
  %uglygep1665 = getelementptr i8, i8* %uglygep1663, i64 %194
  %uglygep16651666 = bitcast i8* %uglygep1665 to double*
  store double %.137.us.3.1.epil.1, double* %uglygep16651666, align 8
  %scevgep1594 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1595 = getelementptr double, double* %scevgep1594, i64 -51
  %.137.us.4.1.epil.1 = load double, double* %scevgep1595, align 8
  %uglygep1667 = getelementptr i8, i8* %uglygep1665, i64 %194
  %uglygep16671668 = bitcast i8* %uglygep1667 to double*
  store double %.137.us.4.1.epil.1, double* %uglygep16671668, align 8
  %scevgep1596 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1597 = getelementptr double, double* %scevgep1596, i64 -50
  %.137.us.5.1.epil.1 = load double, double* %scevgep1597, align 8
  %uglygep1669 = getelementptr i8, i8* %uglygep1667, i64 %194
  %uglygep16691670 = bitcast i8* %uglygep1669 to double*
  store double %.137.us.5.1.epil.1, double* %uglygep16691670, align 8
  %scevgep1598 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1599 = getelementptr double, double* %scevgep1598, i64 -49
  %.137.us.6.1.epil.1 = load double, double* %scevgep1599, align 8
  %uglygep1671 = getelementptr i8, i8* %uglygep1669, i64 %194
  %uglygep16711672 = bitcast i8* %uglygep1671 to double*
  store double %.137.us.6.1.epil.1, double* %uglygep16711672, align 8
  %scevgep1600 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1601 = getelementptr double, double* %scevgep1600, i64 -48
  %.137.us.7.1.epil.1 = load double, double* %scevgep1601, align 8
  %uglygep1673 = getelementptr i8, i8* %uglygep1671, i64 %194
  %uglygep16731674 = bitcast i8* %uglygep1673 to double*
  store double %.137.us.7.1.epil.1, double* %uglygep16731674, align 8
  %scevgep1570 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1571 = getelementptr double, double* %scevgep1570, i64 -47
  %.137.us.166.epil.2 = load double, double* %scevgep1571, align 8
  %uglygep1675 = getelementptr i8, i8* %uglygep1673, i64 %194
  %uglygep16751676 = bitcast i8* %uglygep1675 to double*
  store double %.137.us.166.epil.2, double* %uglygep16751676, align 8
  %scevgep1572 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1573 = getelementptr double, double* %scevgep1572, i64 -46
  %.137.us.1.1.epil.2 = load double, double* %scevgep1573, align 8
  %uglygep1677 = getelementptr i8, i8* %uglygep1675, i64 %194
  %uglygep16771678 = bitcast i8* %uglygep1677 to double*
  store double %.137.us.1.1.epil.2, double* %uglygep16771678, align 8
  %scevgep1574 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1575 = getelementptr double, double* %scevgep1574, i64 -45
  %.137.us.2.1.epil.2 = load double, double* %scevgep1575, align 8
  %uglygep1679 = getelementptr i8, i8* %uglygep1677, i64 %194
  %uglygep16791680 = bitcast i8* %uglygep1679 to double*
  store double %.137.us.2.1.epil.2, double* %uglygep16791680, align 8
  %scevgep1576 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1577 = getelementptr double, double* %scevgep1576, i64 -44
  %.137.us.3.1.epil.2 = load double, double* %scevgep1577, align 8
  %uglygep1681 = getelementptr i8, i8* %uglygep1679, i64 %194
  %uglygep16811682 = bitcast i8* %uglygep1681 to double*
  store double %.137.us.3.1.epil.2, double* %uglygep16811682, align 8
  %scevgep1578 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1579 = getelementptr double, double* %scevgep1578, i64 -43
  %.137.us.4.1.epil.2 = load double, double* %scevgep1579, align 8
  %uglygep1683 = getelementptr i8, i8* %uglygep1681, i64 %194
  %uglygep16831684 = bitcast i8* %uglygep1683 to double*
  store double %.137.us.4.1.epil.2, double* %uglygep16831684, align 8
  %scevgep1580 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1581 = getelementptr double, double* %scevgep1580, i64 -42
  %.137.us.5.1.epil.2 = load double, double* %scevgep1581, align 8
  %uglygep1685 = getelementptr i8, i8* %uglygep1683, i64 %194
  %uglygep16851686 = bitcast i8* %uglygep1685 to double*
  store double %.137.us.5.1.epil.2, double* %uglygep16851686, align 8
  %scevgep1582 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1583 = getelementptr double, double* %scevgep1582, i64 -41
  %.137.us.6.1.epil.2 = load double, double* %scevgep1583, align 8
  %uglygep1687 = getelementptr i8, i8* %uglygep1685, i64 %194
  %uglygep16871688 = bitcast i8* %uglygep1687 to double*
  store double %.137.us.6.1.epil.2, double* %uglygep16871688, align 8
  %scevgep1584 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1585 = getelementptr double, double* %scevgep1584, i64 -40
  %.137.us.7.1.epil.2 = load double, double* %scevgep1585, align 8
  %uglygep1689 = getelementptr i8, i8* %uglygep1687, i64 %194
  %uglygep16891690 = bitcast i8* %uglygep1689 to double*
  store double %.137.us.7.1.epil.2, double* %uglygep16891690, align 8
  %scevgep1554 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1555 = getelementptr double, double* %scevgep1554, i64 -39
  %.137.us.166.epil.3 = load double, double* %scevgep1555, align 8
  %uglygep1691 = getelementptr i8, i8* %uglygep1689, i64 %194
  %uglygep16911692 = bitcast i8* %uglygep1691 to double*
  store double %.137.us.166.epil.3, double* %uglygep16911692, align 8
  %scevgep1556 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1557 = getelementptr double, double* %scevgep1556, i64 -38
  %.137.us.1.1.epil.3 = load double, double* %scevgep1557, align 8
  %uglygep1693 = getelementptr i8, i8* %uglygep1691, i64 %194
  %uglygep16931694 = bitcast i8* %uglygep1693 to double*
  store double %.137.us.1.1.epil.3, double* %uglygep16931694, align 8
  %scevgep1558 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1559 = getelementptr double, double* %scevgep1558, i64 -37
  %.137.us.2.1.epil.3 = load double, double* %scevgep1559, align 8
  %uglygep1695 = getelementptr i8, i8* %uglygep1693, i64 %194
  %uglygep16951696 = bitcast i8* %uglygep1695 to double*
  store double %.137.us.2.1.epil.3, double* %uglygep16951696, align 8
  %scevgep1560 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1561 = getelementptr double, double* %scevgep1560, i64 -36
  %.137.us.3.1.epil.3 = load double, double* %scevgep1561, align 8
  %uglygep1697 = getelementptr i8, i8* %uglygep1695, i64 %194
  %uglygep16971698 = bitcast i8* %uglygep1697 to double*
  store double %.137.us.3.1.epil.3, double* %uglygep16971698, align 8
  %scevgep1562 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1563 = getelementptr double, double* %scevgep1562, i64 -35
  %.137.us.4.1.epil.3 = load double, double* %scevgep1563, align 8
  %uglygep1699 = getelementptr i8, i8* %uglygep1697, i64 %194
  %uglygep16991700 = bitcast i8* %uglygep1699 to double*
  store double %.137.us.4.1.epil.3, double* %uglygep16991700, align 8
  %scevgep1564 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1565 = getelementptr double, double* %scevgep1564, i64 -34
  %.137.us.5.1.epil.3 = load double, double* %scevgep1565, align 8
  %uglygep1701 = getelementptr i8, i8* %uglygep1699, i64 %194
  %uglygep17011702 = bitcast i8* %uglygep1701 to double*
  store double %.137.us.5.1.epil.3, double* %uglygep17011702, align 8
  %scevgep1566 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1567 = getelementptr double, double* %scevgep1566, i64 -33
  %.137.us.6.1.epil.3 = load double, double* %scevgep1567, align 8
  %uglygep1703 = getelementptr i8, i8* %uglygep1701, i64 %194
  %uglygep17031704 = bitcast i8* %uglygep1703 to double*
  store double %.137.us.6.1.epil.3, double* %uglygep17031704, align 8
  %scevgep1568 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1569 = getelementptr double, double* %scevgep1568, i64 -32
  %.137.us.7.1.epil.3 = load double, double* %scevgep1569, align 8
  %uglygep1705 = getelementptr i8, i8* %uglygep1703, i64 %194
  %uglygep17051706 = bitcast i8* %uglygep1705 to double*
  store double %.137.us.7.1.epil.3, double* %uglygep17051706, align 8
  %scevgep1538 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1539 = getelementptr double, double* %scevgep1538, i64 -31
  %.137.us.166.epil.4 = load double, double* %scevgep1539, align 8
  %uglygep1707 = getelementptr i8, i8* %uglygep1705, i64 %194
  %uglygep17071708 = bitcast i8* %uglygep1707 to double*
  store double %.137.us.166.epil.4, double* %uglygep17071708, align 8
  %scevgep1540 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1541 = getelementptr double, double* %scevgep1540, i64 -30
  %.137.us.1.1.epil.4 = load double, double* %scevgep1541, align 8
  %uglygep1709 = getelementptr i8, i8* %uglygep1707, i64 %194
  %uglygep17091710 = bitcast i8* %uglygep1709 to double*
  store double %.137.us.1.1.epil.4, double* %uglygep17091710, align 8
  %scevgep1542 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1543 = getelementptr double, double* %scevgep1542, i64 -29
  %.137.us.2.1.epil.4 = load double, double* %scevgep1543, align 8
  %uglygep1711 = getelementptr i8, i8* %uglygep1709, i64 %194
  %uglygep17111712 = bitcast i8* %uglygep1711 to double*
  store double %.137.us.2.1.epil.4, double* %uglygep17111712, align 8
  %scevgep1544 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1545 = getelementptr double, double* %scevgep1544, i64 -28
  %.137.us.3.1.epil.4 = load double, double* %scevgep1545, align 8
  %uglygep1713 = getelementptr i8, i8* %uglygep1711, i64 %194
  %uglygep17131714 = bitcast i8* %uglygep1713 to double*
  store double %.137.us.3.1.epil.4, double* %uglygep17131714, align 8
  %scevgep1546 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1547 = getelementptr double, double* %scevgep1546, i64 -27
  %.137.us.4.1.epil.4 = load double, double* %scevgep1547, align 8
  %uglygep1715 = getelementptr i8, i8* %uglygep1713, i64 %194
  %uglygep17151716 = bitcast i8* %uglygep1715 to double*
  store double %.137.us.4.1.epil.4, double* %uglygep17151716, align 8
  %scevgep1548 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1549 = getelementptr double, double* %scevgep1548, i64 -26
  %.137.us.5.1.epil.4 = load double, double* %scevgep1549, align 8
  %uglygep1717 = getelementptr i8, i8* %uglygep1715, i64 %194
  %uglygep17171718 = bitcast i8* %uglygep1717 to double*
  store double %.137.us.5.1.epil.4, double* %uglygep17171718, align 8
  %scevgep1550 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1551 = getelementptr double, double* %scevgep1550, i64 -25
  %.137.us.6.1.epil.4 = load double, double* %scevgep1551, align 8
  %uglygep1719 = getelementptr i8, i8* %uglygep1717, i64 %194
  %uglygep17191720 = bitcast i8* %uglygep1719 to double*
  store double %.137.us.6.1.epil.4, double* %uglygep17191720, align 8
  %scevgep1552 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1553 = getelementptr double, double* %scevgep1552, i64 -24
  %.137.us.7.1.epil.4 = load double, double* %scevgep1553, align 8
  %uglygep1721 = getelementptr i8, i8* %uglygep1719, i64 %194
  %uglygep17211722 = bitcast i8* %uglygep1721 to double*
  store double %.137.us.7.1.epil.4, double* %uglygep17211722, align 8
  %scevgep1522 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1523 = getelementptr double, double* %scevgep1522, i64 -23
  %.137.us.166.epil.5 = load double, double* %scevgep1523, align 8
  %uglygep1723 = getelementptr i8, i8* %uglygep1721, i64 %194
  %uglygep17231724 = bitcast i8* %uglygep1723 to double*
  store double %.137.us.166.epil.5, double* %uglygep17231724, align 8
  %scevgep1524 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1525 = getelementptr double, double* %scevgep1524, i64 -22
  %.137.us.1.1.epil.5 = load double, double* %scevgep1525, align 8
  %uglygep1725 = getelementptr i8, i8* %uglygep1723, i64 %194
  %uglygep17251726 = bitcast i8* %uglygep1725 to double*
  store double %.137.us.1.1.epil.5, double* %uglygep17251726, align 8
  %scevgep1526 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1527 = getelementptr double, double* %scevgep1526, i64 -21
  %.137.us.2.1.epil.5 = load double, double* %scevgep1527, align 8
  %uglygep1727 = getelementptr i8, i8* %uglygep1725, i64 %194
  %uglygep17271728 = bitcast i8* %uglygep1727 to double*
  store double %.137.us.2.1.epil.5, double* %uglygep17271728, align 8
  %scevgep1528 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1529 = getelementptr double, double* %scevgep1528, i64 -20
  %.137.us.3.1.epil.5 = load double, double* %scevgep1529, align 8
  %uglygep1729 = getelementptr i8, i8* %uglygep1727, i64 %194
  %uglygep17291730 = bitcast i8* %uglygep1729 to double*
  store double %.137.us.3.1.epil.5, double* %uglygep17291730, align 8
  %scevgep1530 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1531 = getelementptr double, double* %scevgep1530, i64 -19
  %.137.us.4.1.epil.5 = load double, double* %scevgep1531, align 8
  %uglygep1731 = getelementptr i8, i8* %uglygep1729, i64 %194
  %uglygep17311732 = bitcast i8* %uglygep1731 to double*
  store double %.137.us.4.1.epil.5, double* %uglygep17311732, align 8
  %scevgep1532 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1533 = getelementptr double, double* %scevgep1532, i64 -18
  %.137.us.5.1.epil.5 = load double, double* %scevgep1533, align 8
  %uglygep1733 = getelementptr i8, i8* %uglygep1731, i64 %194
  %uglygep17331734 = bitcast i8* %uglygep1733 to double*
  store double %.137.us.5.1.epil.5, double* %uglygep17331734, align 8
  %scevgep1534 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1535 = getelementptr double, double* %scevgep1534, i64 -17
  %.137.us.6.1.epil.5 = load double, double* %scevgep1535, align 8
  %uglygep1735 = getelementptr i8, i8* %uglygep1733, i64 %194
  %uglygep17351736 = bitcast i8* %uglygep1735 to double*
  store double %.137.us.6.1.epil.5, double* %uglygep17351736, align 8
  %scevgep1536 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1537 = getelementptr double, double* %scevgep1536, i64 -16
  %.137.us.7.1.epil.5 = load double, double* %scevgep1537, align 8
  %uglygep1737 = getelementptr i8, i8* %uglygep1735, i64 %194
  %uglygep17371738 = bitcast i8* %uglygep1737 to double*
  store double %.137.us.7.1.epil.5, double* %uglygep17371738, align 8
  %scevgep1506 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1507 = getelementptr double, double* %scevgep1506, i64 -15
  %.137.us.166.epil.6 = load double, double* %scevgep1507, align 8
  %uglygep1739 = getelementptr i8, i8* %uglygep1737, i64 %194
  %uglygep17391740 = bitcast i8* %uglygep1739 to double*
  store double %.137.us.166.epil.6, double* %uglygep17391740, align 8
  %scevgep1508 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1509 = getelementptr double, double* %scevgep1508, i64 -14
  %.137.us.1.1.epil.6 = load double, double* %scevgep1509, align 8
  %uglygep1741 = getelementptr i8, i8* %uglygep1739, i64 %194
  %uglygep17411742 = bitcast i8* %uglygep1741 to double*
  store double %.137.us.1.1.epil.6, double* %uglygep17411742, align 8
  %scevgep1510 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1511 = getelementptr double, double* %scevgep1510, i64 -13
  %.137.us.2.1.epil.6 = load double, double* %scevgep1511, align 8
  %uglygep1743 = getelementptr i8, i8* %uglygep1741, i64 %194
  %uglygep17431744 = bitcast i8* %uglygep1743 to double*
  store double %.137.us.2.1.epil.6, double* %uglygep17431744, align 8
  %scevgep1512 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1513 = getelementptr double, double* %scevgep1512, i64 -12
  %.137.us.3.1.epil.6 = load double, double* %scevgep1513, align 8
  %uglygep1745 = getelementptr i8, i8* %uglygep1743, i64 %194
  %uglygep17451746 = bitcast i8* %uglygep1745 to double*
  store double %.137.us.3.1.epil.6, double* %uglygep17451746, align 8
  %scevgep1514 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1515 = getelementptr double, double* %scevgep1514, i64 -11
  %.137.us.4.1.epil.6 = load double, double* %scevgep1515, align 8
  %uglygep1747 = getelementptr i8, i8* %uglygep1745, i64 %194
  %uglygep17471748 = bitcast i8* %uglygep1747 to double*
  store double %.137.us.4.1.epil.6, double* %uglygep17471748, align 8
  %scevgep1516 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1517 = getelementptr double, double* %scevgep1516, i64 -10
  %.137.us.5.1.epil.6 = load double, double* %scevgep1517, align 8
  %uglygep1749 = getelementptr i8, i8* %uglygep1747, i64 %194
  %uglygep17491750 = bitcast i8* %uglygep1749 to double*
  store double %.137.us.5.1.epil.6, double* %uglygep17491750, align 8
  %scevgep1518 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1519 = getelementptr double, double* %scevgep1518, i64 -9
  %.137.us.6.1.epil.6 = load double, double* %scevgep1519, align 8
  %uglygep1751 = getelementptr i8, i8* %uglygep1749, i64 %194
  %uglygep17511752 = bitcast i8* %uglygep1751 to double*
  store double %.137.us.6.1.epil.6, double* %uglygep17511752, align 8
  %scevgep1520 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1521 = getelementptr double, double* %scevgep1520, i64 -8
  %.137.us.7.1.epil.6 = load double, double* %scevgep1521, align 8
  %uglygep1753 = getelementptr i8, i8* %uglygep1751, i64 %194
  %uglygep17531754 = bitcast i8* %uglygep1753 to double*
  store double %.137.us.7.1.epil.6, double* %uglygep17531754, align 8
  %scevgep1602 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1603 = getelementptr double, double* %scevgep1602, i64 -7
  %.137.us.166.epil.7 = load double, double* %scevgep1603, align 8
  %uglygep1755 = getelementptr i8, i8* %uglygep1753, i64 %194
  %uglygep17551756 = bitcast i8* %uglygep1755 to double*
  store double %.137.us.166.epil.7, double* %uglygep17551756, align 8
  %scevgep1604 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1605 = getelementptr double, double* %scevgep1604, i64 -6
  %.137.us.1.1.epil.7 = load double, double* %scevgep1605, align 8
  %uglygep1757 = getelementptr i8, i8* %uglygep1755, i64 %194
  %uglygep17571758 = bitcast i8* %uglygep1757 to double*
  store double %.137.us.1.1.epil.7, double* %uglygep17571758, align 8
  %scevgep1606 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1607 = getelementptr double, double* %scevgep1606, i64 -5
  %.137.us.2.1.epil.7 = load double, double* %scevgep1607, align 8
  %uglygep1759 = getelementptr i8, i8* %uglygep1757, i64 %194
  %uglygep17591760 = bitcast i8* %uglygep1759 to double*
  store double %.137.us.2.1.epil.7, double* %uglygep17591760, align 8
  %scevgep1608 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1609 = getelementptr double, double* %scevgep1608, i64 -4
  %.137.us.3.1.epil.7 = load double, double* %scevgep1609, align 8
  %uglygep1761 = getelementptr i8, i8* %uglygep1759, i64 %194
  %uglygep17611762 = bitcast i8* %uglygep1761 to double*
  store double %.137.us.3.1.epil.7, double* %uglygep17611762, align 8
  %scevgep1610 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1611 = getelementptr double, double* %scevgep1610, i64 -3
  %.137.us.4.1.epil.7 = load double, double* %scevgep1611, align 8
  %uglygep1763 = getelementptr i8, i8* %uglygep1761, i64 %194
  %uglygep17631764 = bitcast i8* %uglygep1763 to double*
  store double %.137.us.4.1.epil.7, double* %uglygep17631764, align 8
  %scevgep1612 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1613 = getelementptr double, double* %scevgep1612, i64 -2
  %.137.us.5.1.epil.7 = load double, double* %scevgep1613, align 8
  %uglygep1765 = getelementptr i8, i8* %uglygep1763, i64 %194
  %uglygep17651766 = bitcast i8* %uglygep1765 to double*
  store double %.137.us.5.1.epil.7, double* %uglygep17651766, align 8
  %scevgep1614 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %scevgep1615 = getelementptr double, double* %scevgep1614, i64 -1
  %.137.us.6.1.epil.7 = load double, double* %scevgep1615, align 8
  %uglygep1767 = getelementptr i8, i8* %uglygep1765, i64 %194
  %uglygep17671768 = bitcast i8* %uglygep1767 to double*
  store double %.137.us.6.1.epil.7, double* %uglygep17671768, align 8
  %scevgep1616 = getelementptr double, double* %lsr.iv1503, i64 %lsr.iv919
  %.137.us.7.1.epil.7 = load double, double* %scevgep1616, align 8
  %uglygep1769 = getelementptr i8, i8* %uglygep1767, i64 %194
  %uglygep17691770 = bitcast i8* %uglygep1769 to double*
  store double %.137.us.7.1.epil.7, double* %uglygep17691770, align 8
  %lsr.iv.next920.7 = add i64 %lsr.iv919, 64
  %scevgep1641 = getelementptr i1, i1* %lsr.iv16391640, i64 %217
  %253 = bitcast i1* %scevgep1641 to double*
  %lsr.iv.next1643 = add i64 %lsr.iv1642, -8
  %niter673.ncmp.7 = icmp eq i64 %lsr.iv.next1643, 0
  %uglygep1771 = getelementptr i8, i8* %uglygep1769, i64 %194
  %uglygep17711772 = bitcast i8* %uglygep1771 to double*
  br i1 %niter673.ncmp.7, label %for.end.1.loopexit.us.1.epil.loopexit.unr-lcssa, label %for.body.1.us.1.epil, !llvm.loop !89

for.end.1.loopexit.us.1.epil.loopexit.unr-lcssa:  ; preds = %for.body.1.us.1.epil, %for.body.1.us.1.preheader.epil
  %lsr.iv919.unr = phi i64 [ 0, %for.body.1.us.1.preheader.epil ], [ %lsr.iv.next920.7, %for.body.1.us.1.epil ]
  %lsr.iv490.unr = phi double* [ %scevgep489, %for.body.1.us.1.preheader.epil ], [ %253, %for.body.1.us.1.epil ]
  %254 = and i64 %193, 7
  %255 = icmp eq i64 %254, 0
  br i1 %255, label %for.end.1.loopexit.us.1.epil, label %for.body.1.us.1.epil.epil.preheader

for.body.1.us.1.epil.epil.preheader:              ; preds = %for.end.1.loopexit.us.1.epil.loopexit.unr-lcssa
  %scevgep1782 = getelementptr double, double* %lsr.iv1779, i64 %lsr.iv919.unr
  br label %for.body.1.us.1.epil.epil

for.body.1.us.1.epil.epil:                        ; preds = %for.body.1.us.1.epil.epil.preheader, %for.body.1.us.1.epil.epil
  %lsr.iv1775 = phi double* [ %lsr.iv490.unr, %for.body.1.us.1.epil.epil.preheader ], [ %uglygep18181819, %for.body.1.us.1.epil.epil ]
  %lsr.iv1773 = phi i64 [ 0, %for.body.1.us.1.epil.epil.preheader ], [ %lsr.iv.next1774, %for.body.1.us.1.epil.epil ]
  %256 = bitcast double* %scevgep1782 to i8*
  %lsr.iv17751803 = bitcast double* %lsr.iv1775 to i8*
  %uglygep1786 = getelementptr i8, i8* %256, i64 %lsr.iv1773
  %uglygep17861787 = bitcast i8* %uglygep1786 to double*
  %scevgep1788 = getelementptr double, double* %uglygep17861787, i64 -4
  %.137.us.166.epil.epil = load double, double* %scevgep1788, align 8
  store double %.137.us.166.epil.epil, double* %lsr.iv1775, align 8
  %scevgep1796 = getelementptr double, double* %uglygep17861787, i64 -3
  %.137.us.1.1.epil.epil = load double, double* %scevgep1796, align 8
  %uglygep1804 = getelementptr i8, i8* %lsr.iv17751803, i64 %194
  %uglygep18041805 = bitcast i8* %uglygep1804 to double*
  store double %.137.us.1.1.epil.epil, double* %uglygep18041805, align 8
  %uglygep1797 = getelementptr i8, i8* %256, i64 %lsr.iv1773
  %uglygep17971798 = bitcast i8* %uglygep1797 to double*
  %scevgep1799 = getelementptr double, double* %uglygep17971798, i64 -2
  %.137.us.2.1.epil.epil = load double, double* %scevgep1799, align 8
  %uglygep1806 = getelementptr i8, i8* %uglygep1804, i64 %194
  %uglygep18061807 = bitcast i8* %uglygep1806 to double*
  store double %.137.us.2.1.epil.epil, double* %uglygep18061807, align 8
  %uglygep1800 = getelementptr i8, i8* %256, i64 %lsr.iv1773
  %uglygep18001801 = bitcast i8* %uglygep1800 to double*
  %scevgep1802 = getelementptr double, double* %uglygep18001801, i64 -1
  %.137.us.3.1.epil.epil = load double, double* %scevgep1802, align 8
  %uglygep1808 = getelementptr i8, i8* %uglygep1806, i64 %194
  %uglygep18081809 = bitcast i8* %uglygep1808 to double*
  store double %.137.us.3.1.epil.epil, double* %uglygep18081809, align 8
  %uglygep1784 = getelementptr i8, i8* %256, i64 %lsr.iv1773
  %uglygep17841785 = bitcast i8* %uglygep1784 to double*
  %.137.us.4.1.epil.epil = load double, double* %uglygep17841785, align 8
  %uglygep1810 = getelementptr i8, i8* %uglygep1808, i64 %194
  %uglygep18101811 = bitcast i8* %uglygep1810 to double*
  store double %.137.us.4.1.epil.epil, double* %uglygep18101811, align 8
  %scevgep1795 = getelementptr double, double* %uglygep17841785, i64 1
  %.137.us.5.1.epil.epil = load double, double* %scevgep1795, align 8
  %uglygep1812 = getelementptr i8, i8* %uglygep1810, i64 %194
  %uglygep18121813 = bitcast i8* %uglygep1812 to double*
  store double %.137.us.5.1.epil.epil, double* %uglygep18121813, align 8
  %uglygep1792 = getelementptr i8, i8* %256, i64 %lsr.iv1773
  %uglygep17921793 = bitcast i8* %uglygep1792 to double*
  %scevgep1794 = getelementptr double, double* %uglygep17921793, i64 2
  %.137.us.6.1.epil.epil = load double, double* %scevgep1794, align 8
  %uglygep1814 = getelementptr i8, i8* %uglygep1812, i64 %194
  %uglygep18141815 = bitcast i8* %uglygep1814 to double*
  store double %.137.us.6.1.epil.epil, double* %uglygep18141815, align 8
  %uglygep1789 = getelementptr i8, i8* %256, i64 %lsr.iv1773
  %uglygep17891790 = bitcast i8* %uglygep1789 to double*
  %scevgep1791 = getelementptr double, double* %uglygep17891790, i64 3
  %.137.us.7.1.epil.epil = load double, double* %scevgep1791, align 8
  %uglygep1816 = getelementptr i8, i8* %uglygep1814, i64 %194
  %uglygep18161817 = bitcast i8* %uglygep1816 to double*
  store double %.137.us.7.1.epil.epil, double* %uglygep18161817, align 8
  %lsr.iv.next1774 = add nuw nsw i64 %lsr.iv1773, 64
  %epil.iter670.cmp.not = icmp eq i64 %218, %lsr.iv.next1774
  %uglygep1818 = getelementptr i8, i8* %uglygep1816, i64 %194
  %uglygep18181819 = bitcast i8* %uglygep1818 to double*
  br i1 %epil.iter670.cmp.not, label %for.end.1.loopexit.us.1.epil, label %for.body.1.us.1.epil.epil, !llvm.loop !100

for.end.1.loopexit.us.1.epil:                     ; preds = %for.body.1.us.1.epil.epil, %for.end.1.loopexit.us.1.epil.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.1.epil
  %257 = bitcast double* %lsr.iv1096 to i1*
  %258 = bitcast double* %lsr.iv1465 to i1*
  %259 = bitcast double* %lsr.iv1503 to i1*
  %260 = bitcast double* %lsr.iv1779 to i1*
  %261 = bitcast double* %lsr.iv451.epil to i1*
  %262 = bitcast double* %lsr.iv675.epil to i1*
  %scevgep453.epil = getelementptr i1, i1* %261, i64 %6
  %263 = bitcast i1* %scevgep453.epil to double*
  %scevgep677.epil = getelementptr i1, i1* %262, i64 %6
  %264 = bitcast i1* %scevgep677.epil to double*
  %epil.iter214.next = add nuw nsw i64 %epil.iter214, 1
  %scevgep435 = getelementptr double, double* %lsr.iv434, i64 2
  %scevgep478 = getelementptr double, double* %lsr.iv477, i64 2
  %scevgep488 = getelementptr double, double* %lsr.iv487, i64 2
  %scevgep866 = getelementptr double, double* %lsr.iv865, i64 2
  %scevgep875 = getelementptr double, double* %lsr.iv874, i64 2
  %epil.iter214.cmp.not = icmp eq i64 %epil.iter214.next, %xtraiter194
  %scevgep1098 = getelementptr i1, i1* %257, i64 %6
  %265 = bitcast i1* %scevgep1098 to double*
  %scevgep1427 = getelementptr double, double* %lsr.iv1426, i64 2
  %scevgep1437 = getelementptr double, double* %lsr.iv1436, i64 2
  %scevgep1447 = getelementptr double, double* %lsr.iv1446, i64 2
  %scevgep1457 = getelementptr double, double* %lsr.iv1456, i64 2
  %scevgep1467 = getelementptr i1, i1* %258, i64 %6
  %266 = bitcast i1* %scevgep1467 to double*
  %scevgep1481 = getelementptr double, double* %lsr.iv1480, i64 2
  %scevgep1491 = getelementptr double, double* %lsr.iv1490, i64 2
  %scevgep1505 = getelementptr i1, i1* %259, i64 %6
  %267 = bitcast i1* %scevgep1505 to double*
  %scevgep1638 = getelementptr double, double* %lsr.iv1637, i64 2
  %scevgep1781 = getelementptr i1, i1* %260, i64 %6
  %268 = bitcast i1* %scevgep1781 to double*
  br i1 %epil.iter214.cmp.not, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.epil195, !llvm.loop !101

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.1.epil, %for.end.loopexit.unr-lcssa.unr-lcssa
  %269 = and i64 %arg.a.5.0, 1
  %lcmp.mod52.not = icmp eq i64 %269, 0
  br i1 %lcmp.mod52.not, label %for.end, label %for.cond.1.preheader.us.epil

for.cond.1.preheader.us.epil:                     ; preds = %for.end.loopexit.unr-lcssa, %for.cond.1.preheader.us.preheader
  %loop.index4.us.unr158 = phi i64 [ %unroll_iter53, %for.end.loopexit.unr-lcssa ], [ 0, %for.cond.1.preheader.us.preheader ]
  %270 = ptrtoint double* %.6.i5 to i64
  %271 = ptrtoint double* %arg.a.4 to i64
  %.126.us.epil = mul i64 %loop.index4.us.unr158, %arg.a.5.1
  %min.iters.check.epil = icmp ult i64 %arg.a.5.1, 32
  %ident.check.not.epil = icmp ne i64 %arg.a.5.0, 1
  %or.cond37.epil = select i1 %min.iters.check.epil, i1 true, i1 %ident.check.not.epil
  %reass.add = sub i64 %loop.index4.us.unr158, %.126.us.epil
  %reass.mul = shl i64 %reass.add, 3
  %272 = sub i64 %270, %271
  %273 = add i64 %272, %reass.mul
  %diff.check.epil = icmp ult i64 %273, 256
  %or.cond38.epil = select i1 %or.cond37.epil, i1 true, i1 %diff.check.epil
  br i1 %or.cond38.epil, label %for.body.1.us.preheader.epil, label %vector.ph.epil

vector.ph.epil:                                   ; preds = %for.cond.1.preheader.us.epil
  %n.vec.epil = and i64 %arg.a.5.1, -32
  %xtraiter.epil = and i64 %3, 7
  %274 = icmp ult i64 %1, 224
  br i1 %274, label %middle.block.unr-lcssa.epil, label %vector.ph.new.epil

vector.ph.new.epil:                               ; preds = %vector.ph.epil
  %unroll_iter.epil = and i64 %3, 1152921504606846968
  %275 = add i64 %.126.us.epil, 248
  %scevgep131 = getelementptr double, double* %arg.a.4, i64 %275
  %scevgep227 = getelementptr double, double* %.6.i5, i64 %loop.index4.us.unr158
  %scevgep22493 = getelementptr double, double* %arg.a.4, i64 %.126.us.epil
  %276 = add nsw i64 %unroll_iter.epil, -8
  %277 = lshr exact i64 %276, 3
  %278 = add nuw nsw i64 %277, 1
  %xtraiter = and i64 %278, 3
  %279 = icmp ult i64 %276, 24
  br i1 %279, label %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, label %vector.ph.new.epil.new

vector.ph.new.epil.new:                           ; preds = %vector.ph.new.epil
  %const4336 = bitcast i64 4611686018427387896 to i64
  %const_mat = add i64 %const4336, 4
  %unroll_iter = and i64 %278, %const_mat
  br label %vector.body.epil44

vector.body.epil44:                               ; preds = %vector.body.epil44, %vector.ph.new.epil.new
  %lsr.iv228 = phi double* [ %scevgep227, %vector.ph.new.epil.new ], [ %scevgep230124.3, %vector.body.epil44 ]
  %index.epil45 = phi i64 [ 0, %vector.ph.new.epil.new ], [ %index.next.7.epil.3, %vector.body.epil44 ]
  %niter = phi i64 [ 0, %vector.ph.new.epil.new ], [ %niter.next.3, %vector.body.epil44 ]
  %lsr.iv228231 = bitcast double* %lsr.iv228 to <8 x double>*
  %scevgep226 = getelementptr double, double* %scevgep22493, i64 %index.epil45
  %280 = bitcast double* %scevgep226 to <8 x double>*
  %wide.load.epil46 = load <8 x double>, <8 x double>* %280, align 8
  %sunkaddr4352 = mul i64 %index.epil45, 8
  %281 = bitcast double* %scevgep131 to i8*
  %sunkaddr4353 = getelementptr i8, i8* %281, i64 %sunkaddr4352
  %sunkaddr4354 = getelementptr i8, i8* %sunkaddr4353, i64 -1920
  %282 = bitcast i8* %sunkaddr4354 to <8 x double>*
  %wide.load32.epil47 = load <8 x double>, <8 x double>* %282, align 8
  %sunkaddr4355 = mul i64 %index.epil45, 8
  %283 = bitcast double* %scevgep131 to i8*
  %sunkaddr4356 = getelementptr i8, i8* %283, i64 %sunkaddr4355
  %sunkaddr4357 = getelementptr i8, i8* %sunkaddr4356, i64 -1856
  %284 = bitcast i8* %sunkaddr4357 to <8 x double>*
  %wide.load33.epil48 = load <8 x double>, <8 x double>* %284, align 8
  %sunkaddr4358 = mul i64 %index.epil45, 8
  %285 = bitcast double* %scevgep131 to i8*
  %sunkaddr4359 = getelementptr i8, i8* %285, i64 %sunkaddr4358
  %sunkaddr4360 = getelementptr i8, i8* %sunkaddr4359, i64 -1792
  %286 = bitcast i8* %sunkaddr4360 to <8 x double>*
  %wide.load34.epil49 = load <8 x double>, <8 x double>* %286, align 8
  store <8 x double> %wide.load.epil46, <8 x double>* %lsr.iv228231, align 8
  %scevgep234 = getelementptr double, double* %lsr.iv228, i64 8
  %287 = bitcast double* %scevgep234 to <8 x double>*
  store <8 x double> %wide.load32.epil47, <8 x double>* %287, align 8
  %scevgep235 = getelementptr double, double* %lsr.iv228, i64 16
  %288 = bitcast double* %scevgep235 to <8 x double>*
  store <8 x double> %wide.load33.epil48, <8 x double>* %288, align 8
  %scevgep236 = getelementptr double, double* %lsr.iv228, i64 24
  %289 = bitcast double* %scevgep236 to <8 x double>*
  store <8 x double> %wide.load34.epil49, <8 x double>* %289, align 8
  %sunkaddr4361 = mul i64 %index.epil45, 8
  %290 = bitcast double* %scevgep131 to i8*
  %sunkaddr4362 = getelementptr i8, i8* %290, i64 %sunkaddr4361
  %sunkaddr4363 = getelementptr i8, i8* %sunkaddr4362, i64 -1728
  %291 = bitcast i8* %sunkaddr4363 to <8 x double>*
  %wide.load.1.epil = load <8 x double>, <8 x double>* %291, align 8
  %sunkaddr4364 = mul i64 %index.epil45, 8
  %292 = bitcast double* %scevgep131 to i8*
  %sunkaddr4365 = getelementptr i8, i8* %292, i64 %sunkaddr4364
  %sunkaddr4366 = getelementptr i8, i8* %sunkaddr4365, i64 -1664
  %293 = bitcast i8* %sunkaddr4366 to <8 x double>*
  %wide.load32.1.epil = load <8 x double>, <8 x double>* %293, align 8
  %sunkaddr4367 = mul i64 %index.epil45, 8
  %294 = bitcast double* %scevgep131 to i8*
  %sunkaddr4368 = getelementptr i8, i8* %294, i64 %sunkaddr4367
  %sunkaddr4369 = getelementptr i8, i8* %sunkaddr4368, i64 -1600
  %295 = bitcast i8* %sunkaddr4369 to <8 x double>*
  %wide.load33.1.epil = load <8 x double>, <8 x double>* %295, align 8
  %sunkaddr4370 = mul i64 %index.epil45, 8
  %296 = bitcast double* %scevgep131 to i8*
  %sunkaddr4371 = getelementptr i8, i8* %296, i64 %sunkaddr4370
  %sunkaddr4372 = getelementptr i8, i8* %sunkaddr4371, i64 -1536
  %297 = bitcast i8* %sunkaddr4372 to <8 x double>*
  %wide.load34.1.epil = load <8 x double>, <8 x double>* %297, align 8
  %uglygep238161 = getelementptr double, double* %lsr.iv228, i64 32
  %uglygep238239 = bitcast double* %uglygep238161 to <8 x double>*
  store <8 x double> %wide.load.1.epil, <8 x double>* %uglygep238239, align 8
  %scevgep240162 = getelementptr double, double* %lsr.iv228, i64 40
  %298 = bitcast double* %scevgep240162 to <8 x double>*
  store <8 x double> %wide.load32.1.epil, <8 x double>* %298, align 8
  %scevgep241163 = getelementptr double, double* %lsr.iv228, i64 48
  %299 = bitcast double* %scevgep241163 to <8 x double>*
  store <8 x double> %wide.load33.1.epil, <8 x double>* %299, align 8
  %scevgep242164 = getelementptr double, double* %lsr.iv228, i64 56
  %300 = bitcast double* %scevgep242164 to <8 x double>*
  store <8 x double> %wide.load34.1.epil, <8 x double>* %300, align 8
  %sunkaddr4373 = mul i64 %index.epil45, 8
  %301 = bitcast double* %scevgep131 to i8*
  %sunkaddr4374 = getelementptr i8, i8* %301, i64 %sunkaddr4373
  %sunkaddr4375 = getelementptr i8, i8* %sunkaddr4374, i64 -1472
  %302 = bitcast i8* %sunkaddr4375 to <8 x double>*
  %wide.load.2.epil = load <8 x double>, <8 x double>* %302, align 8
  %sunkaddr4376 = mul i64 %index.epil45, 8
  %303 = bitcast double* %scevgep131 to i8*
  %sunkaddr4377 = getelementptr i8, i8* %303, i64 %sunkaddr4376
  %sunkaddr4378 = getelementptr i8, i8* %sunkaddr4377, i64 -1408
  %304 = bitcast i8* %sunkaddr4378 to <8 x double>*
  %wide.load32.2.epil = load <8 x double>, <8 x double>* %304, align 8
  %sunkaddr4379 = mul i64 %index.epil45, 8
  %305 = bitcast double* %scevgep131 to i8*
  %sunkaddr4380 = getelementptr i8, i8* %305, i64 %sunkaddr4379
  %sunkaddr4381 = getelementptr i8, i8* %sunkaddr4380, i64 -1344
  %306 = bitcast i8* %sunkaddr4381 to <8 x double>*
  %wide.load33.2.epil = load <8 x double>, <8 x double>* %306, align 8
  %sunkaddr4382 = mul i64 %index.epil45, 8
  %307 = bitcast double* %scevgep131 to i8*
  %sunkaddr4383 = getelementptr i8, i8* %307, i64 %sunkaddr4382
  %sunkaddr4384 = getelementptr i8, i8* %sunkaddr4383, i64 -1280
  %308 = bitcast i8* %sunkaddr4384 to <8 x double>*
  %wide.load34.2.epil = load <8 x double>, <8 x double>* %308, align 8
  %uglygep243165 = getelementptr double, double* %lsr.iv228, i64 64
  %uglygep243244 = bitcast double* %uglygep243165 to <8 x double>*
  store <8 x double> %wide.load.2.epil, <8 x double>* %uglygep243244, align 8
  %scevgep245166 = getelementptr double, double* %lsr.iv228, i64 72
  %309 = bitcast double* %scevgep245166 to <8 x double>*
  store <8 x double> %wide.load32.2.epil, <8 x double>* %309, align 8
  %scevgep246167 = getelementptr double, double* %lsr.iv228, i64 80
  %310 = bitcast double* %scevgep246167 to <8 x double>*
  store <8 x double> %wide.load33.2.epil, <8 x double>* %310, align 8
  %scevgep247168 = getelementptr double, double* %lsr.iv228, i64 88
  %311 = bitcast double* %scevgep247168 to <8 x double>*
  store <8 x double> %wide.load34.2.epil, <8 x double>* %311, align 8
  %sunkaddr4385 = mul i64 %index.epil45, 8
  %312 = bitcast double* %scevgep131 to i8*
  %sunkaddr4386 = getelementptr i8, i8* %312, i64 %sunkaddr4385
  %sunkaddr4387 = getelementptr i8, i8* %sunkaddr4386, i64 -1216
  %313 = bitcast i8* %sunkaddr4387 to <8 x double>*
  %wide.load.3.epil = load <8 x double>, <8 x double>* %313, align 8
  %sunkaddr4388 = mul i64 %index.epil45, 8
  %314 = bitcast double* %scevgep131 to i8*
  %sunkaddr4389 = getelementptr i8, i8* %314, i64 %sunkaddr4388
  %sunkaddr4390 = getelementptr i8, i8* %sunkaddr4389, i64 -1152
  %315 = bitcast i8* %sunkaddr4390 to <8 x double>*
  %wide.load32.3.epil = load <8 x double>, <8 x double>* %315, align 8
  %sunkaddr4391 = mul i64 %index.epil45, 8
  %316 = bitcast double* %scevgep131 to i8*
  %sunkaddr4392 = getelementptr i8, i8* %316, i64 %sunkaddr4391
  %sunkaddr4393 = getelementptr i8, i8* %sunkaddr4392, i64 -1088
  %317 = bitcast i8* %sunkaddr4393 to <8 x double>*
  %wide.load33.3.epil = load <8 x double>, <8 x double>* %317, align 8
  %sunkaddr4394 = mul i64 %index.epil45, 8
  %318 = bitcast double* %scevgep131 to i8*
  %sunkaddr4395 = getelementptr i8, i8* %318, i64 %sunkaddr4394
  %sunkaddr4396 = getelementptr i8, i8* %sunkaddr4395, i64 -1024
  %319 = bitcast i8* %sunkaddr4396 to <8 x double>*
  %wide.load34.3.epil = load <8 x double>, <8 x double>* %319, align 8
  %uglygep248169 = getelementptr double, double* %lsr.iv228, i64 96
  %uglygep248249 = bitcast double* %uglygep248169 to <8 x double>*
  store <8 x double> %wide.load.3.epil, <8 x double>* %uglygep248249, align 8
  %scevgep250170 = getelementptr double, double* %lsr.iv228, i64 104
  %320 = bitcast double* %scevgep250170 to <8 x double>*
  store <8 x double> %wide.load32.3.epil, <8 x double>* %320, align 8
  %scevgep251171 = getelementptr double, double* %lsr.iv228, i64 112
  %321 = bitcast double* %scevgep251171 to <8 x double>*
  store <8 x double> %wide.load33.3.epil, <8 x double>* %321, align 8
  %scevgep252172 = getelementptr double, double* %lsr.iv228, i64 120
  %322 = bitcast double* %scevgep252172 to <8 x double>*
  store <8 x double> %wide.load34.3.epil, <8 x double>* %322, align 8
  %sunkaddr4397 = mul i64 %index.epil45, 8
  %323 = bitcast double* %scevgep131 to i8*
  %sunkaddr4398 = getelementptr i8, i8* %323, i64 %sunkaddr4397
  %sunkaddr4399 = getelementptr i8, i8* %sunkaddr4398, i64 -960
  %324 = bitcast i8* %sunkaddr4399 to <8 x double>*
  %wide.load.4.epil = load <8 x double>, <8 x double>* %324, align 8
  %sunkaddr4400 = mul i64 %index.epil45, 8
  %325 = bitcast double* %scevgep131 to i8*
  %sunkaddr4401 = getelementptr i8, i8* %325, i64 %sunkaddr4400
  %sunkaddr4402 = getelementptr i8, i8* %sunkaddr4401, i64 -896
  %326 = bitcast i8* %sunkaddr4402 to <8 x double>*
  %wide.load32.4.epil = load <8 x double>, <8 x double>* %326, align 8
  %sunkaddr4403 = mul i64 %index.epil45, 8
  %327 = bitcast double* %scevgep131 to i8*
  %sunkaddr4404 = getelementptr i8, i8* %327, i64 %sunkaddr4403
  %sunkaddr4405 = getelementptr i8, i8* %sunkaddr4404, i64 -832
  %328 = bitcast i8* %sunkaddr4405 to <8 x double>*
  %wide.load33.4.epil = load <8 x double>, <8 x double>* %328, align 8
  %sunkaddr4406 = mul i64 %index.epil45, 8
  %329 = bitcast double* %scevgep131 to i8*
  %sunkaddr4407 = getelementptr i8, i8* %329, i64 %sunkaddr4406
  %sunkaddr4408 = getelementptr i8, i8* %sunkaddr4407, i64 -768
  %330 = bitcast i8* %sunkaddr4408 to <8 x double>*
  %wide.load34.4.epil = load <8 x double>, <8 x double>* %330, align 8
  %uglygep253173 = getelementptr double, double* %lsr.iv228, i64 128
  %uglygep253254 = bitcast double* %uglygep253173 to <8 x double>*
  store <8 x double> %wide.load.4.epil, <8 x double>* %uglygep253254, align 8
  %scevgep255174 = getelementptr double, double* %lsr.iv228, i64 136
  %331 = bitcast double* %scevgep255174 to <8 x double>*
  store <8 x double> %wide.load32.4.epil, <8 x double>* %331, align 8
  %scevgep256175 = getelementptr double, double* %lsr.iv228, i64 144
  %332 = bitcast double* %scevgep256175 to <8 x double>*
  store <8 x double> %wide.load33.4.epil, <8 x double>* %332, align 8
  %scevgep257176 = getelementptr double, double* %lsr.iv228, i64 152
  %333 = bitcast double* %scevgep257176 to <8 x double>*
  store <8 x double> %wide.load34.4.epil, <8 x double>* %333, align 8
  %sunkaddr4409 = mul i64 %index.epil45, 8
  %334 = bitcast double* %scevgep131 to i8*
  %sunkaddr4410 = getelementptr i8, i8* %334, i64 %sunkaddr4409
  %sunkaddr4411 = getelementptr i8, i8* %sunkaddr4410, i64 -704
  %335 = bitcast i8* %sunkaddr4411 to <8 x double>*
  %wide.load.5.epil = load <8 x double>, <8 x double>* %335, align 8
  %sunkaddr4412 = mul i64 %index.epil45, 8
  %336 = bitcast double* %scevgep131 to i8*
  %sunkaddr4413 = getelementptr i8, i8* %336, i64 %sunkaddr4412
  %sunkaddr4414 = getelementptr i8, i8* %sunkaddr4413, i64 -640
  %337 = bitcast i8* %sunkaddr4414 to <8 x double>*
  %wide.load32.5.epil = load <8 x double>, <8 x double>* %337, align 8
  %sunkaddr4415 = mul i64 %index.epil45, 8
  %338 = bitcast double* %scevgep131 to i8*
  %sunkaddr4416 = getelementptr i8, i8* %338, i64 %sunkaddr4415
  %sunkaddr4417 = getelementptr i8, i8* %sunkaddr4416, i64 -576
  %339 = bitcast i8* %sunkaddr4417 to <8 x double>*
  %wide.load33.5.epil = load <8 x double>, <8 x double>* %339, align 8
  %sunkaddr4418 = mul i64 %index.epil45, 8
  %340 = bitcast double* %scevgep131 to i8*
  %sunkaddr4419 = getelementptr i8, i8* %340, i64 %sunkaddr4418
  %sunkaddr4420 = getelementptr i8, i8* %sunkaddr4419, i64 -512
  %341 = bitcast i8* %sunkaddr4420 to <8 x double>*
  %wide.load34.5.epil = load <8 x double>, <8 x double>* %341, align 8
  %uglygep258177 = getelementptr double, double* %lsr.iv228, i64 160
  %uglygep258259 = bitcast double* %uglygep258177 to <8 x double>*
  store <8 x double> %wide.load.5.epil, <8 x double>* %uglygep258259, align 8
  %scevgep260178 = getelementptr double, double* %lsr.iv228, i64 168
  %342 = bitcast double* %scevgep260178 to <8 x double>*
  store <8 x double> %wide.load32.5.epil, <8 x double>* %342, align 8
  %scevgep261179 = getelementptr double, double* %lsr.iv228, i64 176
  %343 = bitcast double* %scevgep261179 to <8 x double>*
  store <8 x double> %wide.load33.5.epil, <8 x double>* %343, align 8
  %scevgep262180 = getelementptr double, double* %lsr.iv228, i64 184
  %344 = bitcast double* %scevgep262180 to <8 x double>*
  store <8 x double> %wide.load34.5.epil, <8 x double>* %344, align 8
  %sunkaddr4421 = mul i64 %index.epil45, 8
  %345 = bitcast double* %scevgep131 to i8*
  %sunkaddr4422 = getelementptr i8, i8* %345, i64 %sunkaddr4421
  %sunkaddr4423 = getelementptr i8, i8* %sunkaddr4422, i64 -448
  %346 = bitcast i8* %sunkaddr4423 to <8 x double>*
  %wide.load.6.epil = load <8 x double>, <8 x double>* %346, align 8
  %sunkaddr4424 = mul i64 %index.epil45, 8
  %347 = bitcast double* %scevgep131 to i8*
  %sunkaddr4425 = getelementptr i8, i8* %347, i64 %sunkaddr4424
  %sunkaddr4426 = getelementptr i8, i8* %sunkaddr4425, i64 -384
  %348 = bitcast i8* %sunkaddr4426 to <8 x double>*
  %wide.load32.6.epil = load <8 x double>, <8 x double>* %348, align 8
  %sunkaddr4427 = mul i64 %index.epil45, 8
  %349 = bitcast double* %scevgep131 to i8*
  %sunkaddr4428 = getelementptr i8, i8* %349, i64 %sunkaddr4427
  %sunkaddr4429 = getelementptr i8, i8* %sunkaddr4428, i64 -320
  %350 = bitcast i8* %sunkaddr4429 to <8 x double>*
  %wide.load33.6.epil = load <8 x double>, <8 x double>* %350, align 8
  %sunkaddr4430 = mul i64 %index.epil45, 8
  %351 = bitcast double* %scevgep131 to i8*
  %sunkaddr4431 = getelementptr i8, i8* %351, i64 %sunkaddr4430
  %sunkaddr4432 = getelementptr i8, i8* %sunkaddr4431, i64 -256
  %352 = bitcast i8* %sunkaddr4432 to <8 x double>*
  %wide.load34.6.epil = load <8 x double>, <8 x double>* %352, align 8
  %uglygep263181 = getelementptr double, double* %lsr.iv228, i64 192
  %uglygep263264 = bitcast double* %uglygep263181 to <8 x double>*
  store <8 x double> %wide.load.6.epil, <8 x double>* %uglygep263264, align 8
  %scevgep265182 = getelementptr double, double* %lsr.iv228, i64 200
  %353 = bitcast double* %scevgep265182 to <8 x double>*
  store <8 x double> %wide.load32.6.epil, <8 x double>* %353, align 8
  %scevgep266183 = getelementptr double, double* %lsr.iv228, i64 208
  %354 = bitcast double* %scevgep266183 to <8 x double>*
  store <8 x double> %wide.load33.6.epil, <8 x double>* %354, align 8
  %scevgep267184 = getelementptr double, double* %lsr.iv228, i64 216
  %355 = bitcast double* %scevgep267184 to <8 x double>*
  store <8 x double> %wide.load34.6.epil, <8 x double>* %355, align 8
  %sunkaddr4433 = mul i64 %index.epil45, 8
  %356 = bitcast double* %scevgep131 to i8*
  %sunkaddr4434 = getelementptr i8, i8* %356, i64 %sunkaddr4433
  %sunkaddr4435 = getelementptr i8, i8* %sunkaddr4434, i64 -192
  %357 = bitcast i8* %sunkaddr4435 to <8 x double>*
  %wide.load.7.epil = load <8 x double>, <8 x double>* %357, align 8
  %sunkaddr4436 = mul i64 %index.epil45, 8
  %358 = bitcast double* %scevgep131 to i8*
  %sunkaddr4437 = getelementptr i8, i8* %358, i64 %sunkaddr4436
  %sunkaddr4438 = getelementptr i8, i8* %sunkaddr4437, i64 -128
  %359 = bitcast i8* %sunkaddr4438 to <8 x double>*
  %wide.load32.7.epil = load <8 x double>, <8 x double>* %359, align 8
  %sunkaddr4439 = mul i64 %index.epil45, 8
  %360 = bitcast double* %scevgep131 to i8*
  %sunkaddr4440 = getelementptr i8, i8* %360, i64 %sunkaddr4439
  %sunkaddr4441 = getelementptr i8, i8* %sunkaddr4440, i64 -64
  %361 = bitcast i8* %sunkaddr4441 to <8 x double>*
  %wide.load33.7.epil = load <8 x double>, <8 x double>* %361, align 8
  %scevgep204 = getelementptr double, double* %scevgep131, i64 %index.epil45
  %scevgep204205 = bitcast double* %scevgep204 to <8 x double>*
  %wide.load34.7.epil = load <8 x double>, <8 x double>* %scevgep204205, align 8
  %uglygep268185 = getelementptr double, double* %lsr.iv228, i64 224
  %uglygep268269 = bitcast double* %uglygep268185 to <8 x double>*
  store <8 x double> %wide.load.7.epil, <8 x double>* %uglygep268269, align 8
  %scevgep270186 = getelementptr double, double* %lsr.iv228, i64 232
  %362 = bitcast double* %scevgep270186 to <8 x double>*
  store <8 x double> %wide.load32.7.epil, <8 x double>* %362, align 8
  %scevgep271187 = getelementptr double, double* %lsr.iv228, i64 240
  %363 = bitcast double* %scevgep271187 to <8 x double>*
  store <8 x double> %wide.load33.7.epil, <8 x double>* %363, align 8
  %scevgep272188 = getelementptr double, double* %lsr.iv228, i64 248
  %364 = bitcast double* %scevgep272188 to <8 x double>*
  store <8 x double> %wide.load34.7.epil, <8 x double>* %364, align 8
  %index.next.7.epil = or i64 %index.epil45, 256
  %scevgep230124 = getelementptr double, double* %lsr.iv228, i64 256
  %lsr.iv228231.1 = bitcast double* %scevgep230124 to <8 x double>*
  %scevgep226.1 = getelementptr double, double* %scevgep22493, i64 %index.next.7.epil
  %365 = bitcast double* %scevgep226.1 to <8 x double>*
  %wide.load.epil46.1 = load <8 x double>, <8 x double>* %365, align 8
  %sunkaddr4442 = mul i64 %index.next.7.epil, 8
  %366 = bitcast double* %scevgep131 to i8*
  %sunkaddr4443 = getelementptr i8, i8* %366, i64 %sunkaddr4442
  %sunkaddr4444 = getelementptr i8, i8* %sunkaddr4443, i64 -1920
  %367 = bitcast i8* %sunkaddr4444 to <8 x double>*
  %wide.load32.epil47.1 = load <8 x double>, <8 x double>* %367, align 8
  %sunkaddr4445 = mul i64 %index.next.7.epil, 8
  %368 = bitcast double* %scevgep131 to i8*
  %sunkaddr4446 = getelementptr i8, i8* %368, i64 %sunkaddr4445
  %sunkaddr4447 = getelementptr i8, i8* %sunkaddr4446, i64 -1856
  %369 = bitcast i8* %sunkaddr4447 to <8 x double>*
  %wide.load33.epil48.1 = load <8 x double>, <8 x double>* %369, align 8
  %sunkaddr4448 = mul i64 %index.next.7.epil, 8
  %370 = bitcast double* %scevgep131 to i8*
  %sunkaddr4449 = getelementptr i8, i8* %370, i64 %sunkaddr4448
  %sunkaddr4450 = getelementptr i8, i8* %sunkaddr4449, i64 -1792
  %371 = bitcast i8* %sunkaddr4450 to <8 x double>*
  %wide.load34.epil49.1 = load <8 x double>, <8 x double>* %371, align 8
  store <8 x double> %wide.load.epil46.1, <8 x double>* %lsr.iv228231.1, align 8
  %scevgep234.1 = getelementptr double, double* %lsr.iv228, i64 264
  %372 = bitcast double* %scevgep234.1 to <8 x double>*
  store <8 x double> %wide.load32.epil47.1, <8 x double>* %372, align 8
  %scevgep235.1 = getelementptr double, double* %lsr.iv228, i64 272
  %373 = bitcast double* %scevgep235.1 to <8 x double>*
  store <8 x double> %wide.load33.epil48.1, <8 x double>* %373, align 8
  %scevgep236.1 = getelementptr double, double* %lsr.iv228, i64 280
  %374 = bitcast double* %scevgep236.1 to <8 x double>*
  store <8 x double> %wide.load34.epil49.1, <8 x double>* %374, align 8
  %sunkaddr4451 = mul i64 %index.next.7.epil, 8
  %375 = bitcast double* %scevgep131 to i8*
  %sunkaddr4452 = getelementptr i8, i8* %375, i64 %sunkaddr4451
  %sunkaddr4453 = getelementptr i8, i8* %sunkaddr4452, i64 -1728
  %376 = bitcast i8* %sunkaddr4453 to <8 x double>*
  %wide.load.1.epil.1 = load <8 x double>, <8 x double>* %376, align 8
  %sunkaddr4454 = mul i64 %index.next.7.epil, 8
  %377 = bitcast double* %scevgep131 to i8*
  %sunkaddr4455 = getelementptr i8, i8* %377, i64 %sunkaddr4454
  %sunkaddr4456 = getelementptr i8, i8* %sunkaddr4455, i64 -1664
  %378 = bitcast i8* %sunkaddr4456 to <8 x double>*
  %wide.load32.1.epil.1 = load <8 x double>, <8 x double>* %378, align 8
  %sunkaddr4457 = mul i64 %index.next.7.epil, 8
  %379 = bitcast double* %scevgep131 to i8*
  %sunkaddr4458 = getelementptr i8, i8* %379, i64 %sunkaddr4457
  %sunkaddr4459 = getelementptr i8, i8* %sunkaddr4458, i64 -1600
  %380 = bitcast i8* %sunkaddr4459 to <8 x double>*
  %wide.load33.1.epil.1 = load <8 x double>, <8 x double>* %380, align 8
  %sunkaddr4460 = mul i64 %index.next.7.epil, 8
  %381 = bitcast double* %scevgep131 to i8*
  %sunkaddr4461 = getelementptr i8, i8* %381, i64 %sunkaddr4460
  %sunkaddr4462 = getelementptr i8, i8* %sunkaddr4461, i64 -1536
  %382 = bitcast i8* %sunkaddr4462 to <8 x double>*
  %wide.load34.1.epil.1 = load <8 x double>, <8 x double>* %382, align 8
  %uglygep238161.1 = getelementptr double, double* %lsr.iv228, i64 288
  %uglygep238239.1 = bitcast double* %uglygep238161.1 to <8 x double>*
  store <8 x double> %wide.load.1.epil.1, <8 x double>* %uglygep238239.1, align 8
  %scevgep240162.1 = getelementptr double, double* %lsr.iv228, i64 296
  %383 = bitcast double* %scevgep240162.1 to <8 x double>*
  store <8 x double> %wide.load32.1.epil.1, <8 x double>* %383, align 8
  %scevgep241163.1 = getelementptr double, double* %lsr.iv228, i64 304
  %384 = bitcast double* %scevgep241163.1 to <8 x double>*
  store <8 x double> %wide.load33.1.epil.1, <8 x double>* %384, align 8
  %scevgep242164.1 = getelementptr double, double* %lsr.iv228, i64 312
  %385 = bitcast double* %scevgep242164.1 to <8 x double>*
  store <8 x double> %wide.load34.1.epil.1, <8 x double>* %385, align 8
  %sunkaddr4463 = mul i64 %index.next.7.epil, 8
  %386 = bitcast double* %scevgep131 to i8*
  %sunkaddr4464 = getelementptr i8, i8* %386, i64 %sunkaddr4463
  %sunkaddr4465 = getelementptr i8, i8* %sunkaddr4464, i64 -1472
  %387 = bitcast i8* %sunkaddr4465 to <8 x double>*
  %wide.load.2.epil.1 = load <8 x double>, <8 x double>* %387, align 8
  %sunkaddr4466 = mul i64 %index.next.7.epil, 8
  %388 = bitcast double* %scevgep131 to i8*
  %sunkaddr4467 = getelementptr i8, i8* %388, i64 %sunkaddr4466
  %sunkaddr4468 = getelementptr i8, i8* %sunkaddr4467, i64 -1408
  %389 = bitcast i8* %sunkaddr4468 to <8 x double>*
  %wide.load32.2.epil.1 = load <8 x double>, <8 x double>* %389, align 8
  %sunkaddr4469 = mul i64 %index.next.7.epil, 8
  %390 = bitcast double* %scevgep131 to i8*
  %sunkaddr4470 = getelementptr i8, i8* %390, i64 %sunkaddr4469
  %sunkaddr4471 = getelementptr i8, i8* %sunkaddr4470, i64 -1344
  %391 = bitcast i8* %sunkaddr4471 to <8 x double>*
  %wide.load33.2.epil.1 = load <8 x double>, <8 x double>* %391, align 8
  %sunkaddr4472 = mul i64 %index.next.7.epil, 8
  %392 = bitcast double* %scevgep131 to i8*
  %sunkaddr4473 = getelementptr i8, i8* %392, i64 %sunkaddr4472
  %sunkaddr4474 = getelementptr i8, i8* %sunkaddr4473, i64 -1280
  %393 = bitcast i8* %sunkaddr4474 to <8 x double>*
  %wide.load34.2.epil.1 = load <8 x double>, <8 x double>* %393, align 8
  %uglygep243165.1 = getelementptr double, double* %lsr.iv228, i64 320
  %uglygep243244.1 = bitcast double* %uglygep243165.1 to <8 x double>*
  store <8 x double> %wide.load.2.epil.1, <8 x double>* %uglygep243244.1, align 8
  %scevgep245166.1 = getelementptr double, double* %lsr.iv228, i64 328
  %394 = bitcast double* %scevgep245166.1 to <8 x double>*
  store <8 x double> %wide.load32.2.epil.1, <8 x double>* %394, align 8
  %scevgep246167.1 = getelementptr double, double* %lsr.iv228, i64 336
  %395 = bitcast double* %scevgep246167.1 to <8 x double>*
  store <8 x double> %wide.load33.2.epil.1, <8 x double>* %395, align 8
  %scevgep247168.1 = getelementptr double, double* %lsr.iv228, i64 344
  %396 = bitcast double* %scevgep247168.1 to <8 x double>*
  store <8 x double> %wide.load34.2.epil.1, <8 x double>* %396, align 8
  %sunkaddr4475 = mul i64 %index.next.7.epil, 8
  %397 = bitcast double* %scevgep131 to i8*
  %sunkaddr4476 = getelementptr i8, i8* %397, i64 %sunkaddr4475
  %sunkaddr4477 = getelementptr i8, i8* %sunkaddr4476, i64 -1216
  %398 = bitcast i8* %sunkaddr4477 to <8 x double>*
  %wide.load.3.epil.1 = load <8 x double>, <8 x double>* %398, align 8
  %sunkaddr4478 = mul i64 %index.next.7.epil, 8
  %399 = bitcast double* %scevgep131 to i8*
  %sunkaddr4479 = getelementptr i8, i8* %399, i64 %sunkaddr4478
  %sunkaddr4480 = getelementptr i8, i8* %sunkaddr4479, i64 -1152
  %400 = bitcast i8* %sunkaddr4480 to <8 x double>*
  %wide.load32.3.epil.1 = load <8 x double>, <8 x double>* %400, align 8
  %sunkaddr4481 = mul i64 %index.next.7.epil, 8
  %401 = bitcast double* %scevgep131 to i8*
  %sunkaddr4482 = getelementptr i8, i8* %401, i64 %sunkaddr4481
  %sunkaddr4483 = getelementptr i8, i8* %sunkaddr4482, i64 -1088
  %402 = bitcast i8* %sunkaddr4483 to <8 x double>*
  %wide.load33.3.epil.1 = load <8 x double>, <8 x double>* %402, align 8
  %sunkaddr4484 = mul i64 %index.next.7.epil, 8
  %403 = bitcast double* %scevgep131 to i8*
  %sunkaddr4485 = getelementptr i8, i8* %403, i64 %sunkaddr4484
  %sunkaddr4486 = getelementptr i8, i8* %sunkaddr4485, i64 -1024
  %404 = bitcast i8* %sunkaddr4486 to <8 x double>*
  %wide.load34.3.epil.1 = load <8 x double>, <8 x double>* %404, align 8
  %uglygep248169.1 = getelementptr double, double* %lsr.iv228, i64 352
  %uglygep248249.1 = bitcast double* %uglygep248169.1 to <8 x double>*
  store <8 x double> %wide.load.3.epil.1, <8 x double>* %uglygep248249.1, align 8
  %scevgep250170.1 = getelementptr double, double* %lsr.iv228, i64 360
  %405 = bitcast double* %scevgep250170.1 to <8 x double>*
  store <8 x double> %wide.load32.3.epil.1, <8 x double>* %405, align 8
  %scevgep251171.1 = getelementptr double, double* %lsr.iv228, i64 368
  %406 = bitcast double* %scevgep251171.1 to <8 x double>*
  store <8 x double> %wide.load33.3.epil.1, <8 x double>* %406, align 8
  %scevgep252172.1 = getelementptr double, double* %lsr.iv228, i64 376
  %407 = bitcast double* %scevgep252172.1 to <8 x double>*
  store <8 x double> %wide.load34.3.epil.1, <8 x double>* %407, align 8
  %sunkaddr4487 = mul i64 %index.next.7.epil, 8
  %408 = bitcast double* %scevgep131 to i8*
  %sunkaddr4488 = getelementptr i8, i8* %408, i64 %sunkaddr4487
  %sunkaddr4489 = getelementptr i8, i8* %sunkaddr4488, i64 -960
  %409 = bitcast i8* %sunkaddr4489 to <8 x double>*
  %wide.load.4.epil.1 = load <8 x double>, <8 x double>* %409, align 8
  %sunkaddr4490 = mul i64 %index.next.7.epil, 8
  %410 = bitcast double* %scevgep131 to i8*
  %sunkaddr4491 = getelementptr i8, i8* %410, i64 %sunkaddr4490
  %sunkaddr4492 = getelementptr i8, i8* %sunkaddr4491, i64 -896
  %411 = bitcast i8* %sunkaddr4492 to <8 x double>*
  %wide.load32.4.epil.1 = load <8 x double>, <8 x double>* %411, align 8
  %sunkaddr4493 = mul i64 %index.next.7.epil, 8
  %412 = bitcast double* %scevgep131 to i8*
  %sunkaddr4494 = getelementptr i8, i8* %412, i64 %sunkaddr4493
  %sunkaddr4495 = getelementptr i8, i8* %sunkaddr4494, i64 -832
  %413 = bitcast i8* %sunkaddr4495 to <8 x double>*
  %wide.load33.4.epil.1 = load <8 x double>, <8 x double>* %413, align 8
  %sunkaddr4496 = mul i64 %index.next.7.epil, 8
  %414 = bitcast double* %scevgep131 to i8*
  %sunkaddr4497 = getelementptr i8, i8* %414, i64 %sunkaddr4496
  %sunkaddr4498 = getelementptr i8, i8* %sunkaddr4497, i64 -768
  %415 = bitcast i8* %sunkaddr4498 to <8 x double>*
  %wide.load34.4.epil.1 = load <8 x double>, <8 x double>* %415, align 8
  %uglygep253173.1 = getelementptr double, double* %lsr.iv228, i64 384
  %uglygep253254.1 = bitcast double* %uglygep253173.1 to <8 x double>*
  store <8 x double> %wide.load.4.epil.1, <8 x double>* %uglygep253254.1, align 8
  %scevgep255174.1 = getelementptr double, double* %lsr.iv228, i64 392
  %416 = bitcast double* %scevgep255174.1 to <8 x double>*
  store <8 x double> %wide.load32.4.epil.1, <8 x double>* %416, align 8
  %scevgep256175.1 = getelementptr double, double* %lsr.iv228, i64 400
  %417 = bitcast double* %scevgep256175.1 to <8 x double>*
  store <8 x double> %wide.load33.4.epil.1, <8 x double>* %417, align 8
  %scevgep257176.1 = getelementptr double, double* %lsr.iv228, i64 408
  %418 = bitcast double* %scevgep257176.1 to <8 x double>*
  store <8 x double> %wide.load34.4.epil.1, <8 x double>* %418, align 8
  %sunkaddr4499 = mul i64 %index.next.7.epil, 8
  %419 = bitcast double* %scevgep131 to i8*
  %sunkaddr4500 = getelementptr i8, i8* %419, i64 %sunkaddr4499
  %sunkaddr4501 = getelementptr i8, i8* %sunkaddr4500, i64 -704
  %420 = bitcast i8* %sunkaddr4501 to <8 x double>*
  %wide.load.5.epil.1 = load <8 x double>, <8 x double>* %420, align 8
  %sunkaddr4502 = mul i64 %index.next.7.epil, 8
  %421 = bitcast double* %scevgep131 to i8*
  %sunkaddr4503 = getelementptr i8, i8* %421, i64 %sunkaddr4502
  %sunkaddr4504 = getelementptr i8, i8* %sunkaddr4503, i64 -640
  %422 = bitcast i8* %sunkaddr4504 to <8 x double>*
  %wide.load32.5.epil.1 = load <8 x double>, <8 x double>* %422, align 8
  %sunkaddr4505 = mul i64 %index.next.7.epil, 8
  %423 = bitcast double* %scevgep131 to i8*
  %sunkaddr4506 = getelementptr i8, i8* %423, i64 %sunkaddr4505
  %sunkaddr4507 = getelementptr i8, i8* %sunkaddr4506, i64 -576
  %424 = bitcast i8* %sunkaddr4507 to <8 x double>*
  %wide.load33.5.epil.1 = load <8 x double>, <8 x double>* %424, align 8
  %sunkaddr4508 = mul i64 %index.next.7.epil, 8
  %425 = bitcast double* %scevgep131 to i8*
  %sunkaddr4509 = getelementptr i8, i8* %425, i64 %sunkaddr4508
  %sunkaddr4510 = getelementptr i8, i8* %sunkaddr4509, i64 -512
  %426 = bitcast i8* %sunkaddr4510 to <8 x double>*
  %wide.load34.5.epil.1 = load <8 x double>, <8 x double>* %426, align 8
  %uglygep258177.1 = getelementptr double, double* %lsr.iv228, i64 416
  %uglygep258259.1 = bitcast double* %uglygep258177.1 to <8 x double>*
  store <8 x double> %wide.load.5.epil.1, <8 x double>* %uglygep258259.1, align 8
  %scevgep260178.1 = getelementptr double, double* %lsr.iv228, i64 424
  %427 = bitcast double* %scevgep260178.1 to <8 x double>*
  store <8 x double> %wide.load32.5.epil.1, <8 x double>* %427, align 8
  %scevgep261179.1 = getelementptr double, double* %lsr.iv228, i64 432
  %428 = bitcast double* %scevgep261179.1 to <8 x double>*
  store <8 x double> %wide.load33.5.epil.1, <8 x double>* %428, align 8
  %scevgep262180.1 = getelementptr double, double* %lsr.iv228, i64 440
  %429 = bitcast double* %scevgep262180.1 to <8 x double>*
  store <8 x double> %wide.load34.5.epil.1, <8 x double>* %429, align 8
  %sunkaddr4511 = mul i64 %index.next.7.epil, 8
  %430 = bitcast double* %scevgep131 to i8*
  %sunkaddr4512 = getelementptr i8, i8* %430, i64 %sunkaddr4511
  %sunkaddr4513 = getelementptr i8, i8* %sunkaddr4512, i64 -448
  %431 = bitcast i8* %sunkaddr4513 to <8 x double>*
  %wide.load.6.epil.1 = load <8 x double>, <8 x double>* %431, align 8
  %sunkaddr4514 = mul i64 %index.next.7.epil, 8
  %432 = bitcast double* %scevgep131 to i8*
  %sunkaddr4515 = getelementptr i8, i8* %432, i64 %sunkaddr4514
  %sunkaddr4516 = getelementptr i8, i8* %sunkaddr4515, i64 -384
  %433 = bitcast i8* %sunkaddr4516 to <8 x double>*
  %wide.load32.6.epil.1 = load <8 x double>, <8 x double>* %433, align 8
  %sunkaddr4517 = mul i64 %index.next.7.epil, 8
  %434 = bitcast double* %scevgep131 to i8*
  %sunkaddr4518 = getelementptr i8, i8* %434, i64 %sunkaddr4517
  %sunkaddr4519 = getelementptr i8, i8* %sunkaddr4518, i64 -320
  %435 = bitcast i8* %sunkaddr4519 to <8 x double>*
  %wide.load33.6.epil.1 = load <8 x double>, <8 x double>* %435, align 8
  %sunkaddr4520 = mul i64 %index.next.7.epil, 8
  %436 = bitcast double* %scevgep131 to i8*
  %sunkaddr4521 = getelementptr i8, i8* %436, i64 %sunkaddr4520
  %sunkaddr4522 = getelementptr i8, i8* %sunkaddr4521, i64 -256
  %437 = bitcast i8* %sunkaddr4522 to <8 x double>*
  %wide.load34.6.epil.1 = load <8 x double>, <8 x double>* %437, align 8
  %uglygep263181.1 = getelementptr double, double* %lsr.iv228, i64 448
  %uglygep263264.1 = bitcast double* %uglygep263181.1 to <8 x double>*
  store <8 x double> %wide.load.6.epil.1, <8 x double>* %uglygep263264.1, align 8
  %scevgep265182.1 = getelementptr double, double* %lsr.iv228, i64 456
  %438 = bitcast double* %scevgep265182.1 to <8 x double>*
  store <8 x double> %wide.load32.6.epil.1, <8 x double>* %438, align 8
  %scevgep266183.1 = getelementptr double, double* %lsr.iv228, i64 464
  %439 = bitcast double* %scevgep266183.1 to <8 x double>*
  store <8 x double> %wide.load33.6.epil.1, <8 x double>* %439, align 8
  %scevgep267184.1 = getelementptr double, double* %lsr.iv228, i64 472
  %440 = bitcast double* %scevgep267184.1 to <8 x double>*
  store <8 x double> %wide.load34.6.epil.1, <8 x double>* %440, align 8
  %sunkaddr4523 = mul i64 %index.next.7.epil, 8
  %441 = bitcast double* %scevgep131 to i8*
  %sunkaddr4524 = getelementptr i8, i8* %441, i64 %sunkaddr4523
  %sunkaddr4525 = getelementptr i8, i8* %sunkaddr4524, i64 -192
  %442 = bitcast i8* %sunkaddr4525 to <8 x double>*
  %wide.load.7.epil.1 = load <8 x double>, <8 x double>* %442, align 8
  %sunkaddr4526 = mul i64 %index.next.7.epil, 8
  %443 = bitcast double* %scevgep131 to i8*
  %sunkaddr4527 = getelementptr i8, i8* %443, i64 %sunkaddr4526
  %sunkaddr4528 = getelementptr i8, i8* %sunkaddr4527, i64 -128
  %444 = bitcast i8* %sunkaddr4528 to <8 x double>*
  %wide.load32.7.epil.1 = load <8 x double>, <8 x double>* %444, align 8
  %sunkaddr4529 = mul i64 %index.next.7.epil, 8
  %445 = bitcast double* %scevgep131 to i8*
  %sunkaddr4530 = getelementptr i8, i8* %445, i64 %sunkaddr4529
  %sunkaddr4531 = getelementptr i8, i8* %sunkaddr4530, i64 -64
  %446 = bitcast i8* %sunkaddr4531 to <8 x double>*
  %wide.load33.7.epil.1 = load <8 x double>, <8 x double>* %446, align 8
  %scevgep204.1 = getelementptr double, double* %scevgep131, i64 %index.next.7.epil
  %scevgep204205.1 = bitcast double* %scevgep204.1 to <8 x double>*
  %wide.load34.7.epil.1 = load <8 x double>, <8 x double>* %scevgep204205.1, align 8
  %uglygep268185.1 = getelementptr double, double* %lsr.iv228, i64 480
  %uglygep268269.1 = bitcast double* %uglygep268185.1 to <8 x double>*
  store <8 x double> %wide.load.7.epil.1, <8 x double>* %uglygep268269.1, align 8
  %scevgep270186.1 = getelementptr double, double* %lsr.iv228, i64 488
  %447 = bitcast double* %scevgep270186.1 to <8 x double>*
  store <8 x double> %wide.load32.7.epil.1, <8 x double>* %447, align 8
  %scevgep271187.1 = getelementptr double, double* %lsr.iv228, i64 496
  %448 = bitcast double* %scevgep271187.1 to <8 x double>*
  store <8 x double> %wide.load33.7.epil.1, <8 x double>* %448, align 8
  %scevgep272188.1 = getelementptr double, double* %lsr.iv228, i64 504
  %449 = bitcast double* %scevgep272188.1 to <8 x double>*
  store <8 x double> %wide.load34.7.epil.1, <8 x double>* %449, align 8
  %index.next.7.epil.1 = or i64 %index.epil45, 512
  %scevgep230124.1 = getelementptr double, double* %lsr.iv228, i64 512
  %lsr.iv228231.2 = bitcast double* %scevgep230124.1 to <8 x double>*
  %scevgep226.2 = getelementptr double, double* %scevgep22493, i64 %index.next.7.epil.1
  %450 = bitcast double* %scevgep226.2 to <8 x double>*
  %wide.load.epil46.2 = load <8 x double>, <8 x double>* %450, align 8
  %sunkaddr4532 = mul i64 %index.next.7.epil.1, 8
  %451 = bitcast double* %scevgep131 to i8*
  %sunkaddr4533 = getelementptr i8, i8* %451, i64 %sunkaddr4532
  %sunkaddr4534 = getelementptr i8, i8* %sunkaddr4533, i64 -1920
  %452 = bitcast i8* %sunkaddr4534 to <8 x double>*
  %wide.load32.epil47.2 = load <8 x double>, <8 x double>* %452, align 8
  %sunkaddr4535 = mul i64 %index.next.7.epil.1, 8
  %453 = bitcast double* %scevgep131 to i8*
  %sunkaddr4536 = getelementptr i8, i8* %453, i64 %sunkaddr4535
  %sunkaddr4537 = getelementptr i8, i8* %sunkaddr4536, i64 -1856
  %454 = bitcast i8* %sunkaddr4537 to <8 x double>*
  %wide.load33.epil48.2 = load <8 x double>, <8 x double>* %454, align 8
  %sunkaddr4538 = mul i64 %index.next.7.epil.1, 8
  %455 = bitcast double* %scevgep131 to i8*
  %sunkaddr4539 = getelementptr i8, i8* %455, i64 %sunkaddr4538
  %sunkaddr4540 = getelementptr i8, i8* %sunkaddr4539, i64 -1792
  %456 = bitcast i8* %sunkaddr4540 to <8 x double>*
  %wide.load34.epil49.2 = load <8 x double>, <8 x double>* %456, align 8
  store <8 x double> %wide.load.epil46.2, <8 x double>* %lsr.iv228231.2, align 8
  %scevgep234.2 = getelementptr double, double* %lsr.iv228, i64 520
  %457 = bitcast double* %scevgep234.2 to <8 x double>*
  store <8 x double> %wide.load32.epil47.2, <8 x double>* %457, align 8
  %scevgep235.2 = getelementptr double, double* %lsr.iv228, i64 528
  %458 = bitcast double* %scevgep235.2 to <8 x double>*
  store <8 x double> %wide.load33.epil48.2, <8 x double>* %458, align 8
  %scevgep236.2 = getelementptr double, double* %lsr.iv228, i64 536
  %459 = bitcast double* %scevgep236.2 to <8 x double>*
  store <8 x double> %wide.load34.epil49.2, <8 x double>* %459, align 8
  %sunkaddr4541 = mul i64 %index.next.7.epil.1, 8
  %460 = bitcast double* %scevgep131 to i8*
  %sunkaddr4542 = getelementptr i8, i8* %460, i64 %sunkaddr4541
  %sunkaddr4543 = getelementptr i8, i8* %sunkaddr4542, i64 -1728
  %461 = bitcast i8* %sunkaddr4543 to <8 x double>*
  %wide.load.1.epil.2 = load <8 x double>, <8 x double>* %461, align 8
  %sunkaddr4544 = mul i64 %index.next.7.epil.1, 8
  %462 = bitcast double* %scevgep131 to i8*
  %sunkaddr4545 = getelementptr i8, i8* %462, i64 %sunkaddr4544
  %sunkaddr4546 = getelementptr i8, i8* %sunkaddr4545, i64 -1664
  %463 = bitcast i8* %sunkaddr4546 to <8 x double>*
  %wide.load32.1.epil.2 = load <8 x double>, <8 x double>* %463, align 8
  %sunkaddr4547 = mul i64 %index.next.7.epil.1, 8
  %464 = bitcast double* %scevgep131 to i8*
  %sunkaddr4548 = getelementptr i8, i8* %464, i64 %sunkaddr4547
  %sunkaddr4549 = getelementptr i8, i8* %sunkaddr4548, i64 -1600
  %465 = bitcast i8* %sunkaddr4549 to <8 x double>*
  %wide.load33.1.epil.2 = load <8 x double>, <8 x double>* %465, align 8
  %sunkaddr4550 = mul i64 %index.next.7.epil.1, 8
  %466 = bitcast double* %scevgep131 to i8*
  %sunkaddr4551 = getelementptr i8, i8* %466, i64 %sunkaddr4550
  %sunkaddr4552 = getelementptr i8, i8* %sunkaddr4551, i64 -1536
  %467 = bitcast i8* %sunkaddr4552 to <8 x double>*
  %wide.load34.1.epil.2 = load <8 x double>, <8 x double>* %467, align 8
  %uglygep238161.2 = getelementptr double, double* %lsr.iv228, i64 544
  %uglygep238239.2 = bitcast double* %uglygep238161.2 to <8 x double>*
  store <8 x double> %wide.load.1.epil.2, <8 x double>* %uglygep238239.2, align 8
  %scevgep240162.2 = getelementptr double, double* %lsr.iv228, i64 552
  %468 = bitcast double* %scevgep240162.2 to <8 x double>*
  store <8 x double> %wide.load32.1.epil.2, <8 x double>* %468, align 8
  %scevgep241163.2 = getelementptr double, double* %lsr.iv228, i64 560
  %469 = bitcast double* %scevgep241163.2 to <8 x double>*
  store <8 x double> %wide.load33.1.epil.2, <8 x double>* %469, align 8
  %scevgep242164.2 = getelementptr double, double* %lsr.iv228, i64 568
  %470 = bitcast double* %scevgep242164.2 to <8 x double>*
  store <8 x double> %wide.load34.1.epil.2, <8 x double>* %470, align 8
  %sunkaddr4553 = mul i64 %index.next.7.epil.1, 8
  %471 = bitcast double* %scevgep131 to i8*
  %sunkaddr4554 = getelementptr i8, i8* %471, i64 %sunkaddr4553
  %sunkaddr4555 = getelementptr i8, i8* %sunkaddr4554, i64 -1472
  %472 = bitcast i8* %sunkaddr4555 to <8 x double>*
  %wide.load.2.epil.2 = load <8 x double>, <8 x double>* %472, align 8
  %sunkaddr4556 = mul i64 %index.next.7.epil.1, 8
  %473 = bitcast double* %scevgep131 to i8*
  %sunkaddr4557 = getelementptr i8, i8* %473, i64 %sunkaddr4556
  %sunkaddr4558 = getelementptr i8, i8* %sunkaddr4557, i64 -1408
  %474 = bitcast i8* %sunkaddr4558 to <8 x double>*
  %wide.load32.2.epil.2 = load <8 x double>, <8 x double>* %474, align 8
  %sunkaddr4559 = mul i64 %index.next.7.epil.1, 8
  %475 = bitcast double* %scevgep131 to i8*
  %sunkaddr4560 = getelementptr i8, i8* %475, i64 %sunkaddr4559
  %sunkaddr4561 = getelementptr i8, i8* %sunkaddr4560, i64 -1344
  %476 = bitcast i8* %sunkaddr4561 to <8 x double>*
  %wide.load33.2.epil.2 = load <8 x double>, <8 x double>* %476, align 8
  %sunkaddr4562 = mul i64 %index.next.7.epil.1, 8
  %477 = bitcast double* %scevgep131 to i8*
  %sunkaddr4563 = getelementptr i8, i8* %477, i64 %sunkaddr4562
  %sunkaddr4564 = getelementptr i8, i8* %sunkaddr4563, i64 -1280
  %478 = bitcast i8* %sunkaddr4564 to <8 x double>*
  %wide.load34.2.epil.2 = load <8 x double>, <8 x double>* %478, align 8
  %uglygep243165.2 = getelementptr double, double* %lsr.iv228, i64 576
  %uglygep243244.2 = bitcast double* %uglygep243165.2 to <8 x double>*
  store <8 x double> %wide.load.2.epil.2, <8 x double>* %uglygep243244.2, align 8
  %scevgep245166.2 = getelementptr double, double* %lsr.iv228, i64 584
  %479 = bitcast double* %scevgep245166.2 to <8 x double>*
  store <8 x double> %wide.load32.2.epil.2, <8 x double>* %479, align 8
  %scevgep246167.2 = getelementptr double, double* %lsr.iv228, i64 592
  %480 = bitcast double* %scevgep246167.2 to <8 x double>*
  store <8 x double> %wide.load33.2.epil.2, <8 x double>* %480, align 8
  %scevgep247168.2 = getelementptr double, double* %lsr.iv228, i64 600
  %481 = bitcast double* %scevgep247168.2 to <8 x double>*
  store <8 x double> %wide.load34.2.epil.2, <8 x double>* %481, align 8
  %sunkaddr4565 = mul i64 %index.next.7.epil.1, 8
  %482 = bitcast double* %scevgep131 to i8*
  %sunkaddr4566 = getelementptr i8, i8* %482, i64 %sunkaddr4565
  %sunkaddr4567 = getelementptr i8, i8* %sunkaddr4566, i64 -1216
  %483 = bitcast i8* %sunkaddr4567 to <8 x double>*
  %wide.load.3.epil.2 = load <8 x double>, <8 x double>* %483, align 8
  %sunkaddr4568 = mul i64 %index.next.7.epil.1, 8
  %484 = bitcast double* %scevgep131 to i8*
  %sunkaddr4569 = getelementptr i8, i8* %484, i64 %sunkaddr4568
  %sunkaddr4570 = getelementptr i8, i8* %sunkaddr4569, i64 -1152
  %485 = bitcast i8* %sunkaddr4570 to <8 x double>*
  %wide.load32.3.epil.2 = load <8 x double>, <8 x double>* %485, align 8
  %sunkaddr4571 = mul i64 %index.next.7.epil.1, 8
  %486 = bitcast double* %scevgep131 to i8*
  %sunkaddr4572 = getelementptr i8, i8* %486, i64 %sunkaddr4571
  %sunkaddr4573 = getelementptr i8, i8* %sunkaddr4572, i64 -1088
  %487 = bitcast i8* %sunkaddr4573 to <8 x double>*
  %wide.load33.3.epil.2 = load <8 x double>, <8 x double>* %487, align 8
  %sunkaddr4574 = mul i64 %index.next.7.epil.1, 8
  %488 = bitcast double* %scevgep131 to i8*
  %sunkaddr4575 = getelementptr i8, i8* %488, i64 %sunkaddr4574
  %sunkaddr4576 = getelementptr i8, i8* %sunkaddr4575, i64 -1024
  %489 = bitcast i8* %sunkaddr4576 to <8 x double>*
  %wide.load34.3.epil.2 = load <8 x double>, <8 x double>* %489, align 8
  %uglygep248169.2 = getelementptr double, double* %lsr.iv228, i64 608
  %uglygep248249.2 = bitcast double* %uglygep248169.2 to <8 x double>*
  store <8 x double> %wide.load.3.epil.2, <8 x double>* %uglygep248249.2, align 8
  %scevgep250170.2 = getelementptr double, double* %lsr.iv228, i64 616
  %490 = bitcast double* %scevgep250170.2 to <8 x double>*
  store <8 x double> %wide.load32.3.epil.2, <8 x double>* %490, align 8
  %scevgep251171.2 = getelementptr double, double* %lsr.iv228, i64 624
  %491 = bitcast double* %scevgep251171.2 to <8 x double>*
  store <8 x double> %wide.load33.3.epil.2, <8 x double>* %491, align 8
  %scevgep252172.2 = getelementptr double, double* %lsr.iv228, i64 632
  %492 = bitcast double* %scevgep252172.2 to <8 x double>*
  store <8 x double> %wide.load34.3.epil.2, <8 x double>* %492, align 8
  %sunkaddr4577 = mul i64 %index.next.7.epil.1, 8
  %493 = bitcast double* %scevgep131 to i8*
  %sunkaddr4578 = getelementptr i8, i8* %493, i64 %sunkaddr4577
  %sunkaddr4579 = getelementptr i8, i8* %sunkaddr4578, i64 -960
  %494 = bitcast i8* %sunkaddr4579 to <8 x double>*
  %wide.load.4.epil.2 = load <8 x double>, <8 x double>* %494, align 8
  %sunkaddr4580 = mul i64 %index.next.7.epil.1, 8
  %495 = bitcast double* %scevgep131 to i8*
  %sunkaddr4581 = getelementptr i8, i8* %495, i64 %sunkaddr4580
  %sunkaddr4582 = getelementptr i8, i8* %sunkaddr4581, i64 -896
  %496 = bitcast i8* %sunkaddr4582 to <8 x double>*
  %wide.load32.4.epil.2 = load <8 x double>, <8 x double>* %496, align 8
  %sunkaddr4583 = mul i64 %index.next.7.epil.1, 8
  %497 = bitcast double* %scevgep131 to i8*
  %sunkaddr4584 = getelementptr i8, i8* %497, i64 %sunkaddr4583
  %sunkaddr4585 = getelementptr i8, i8* %sunkaddr4584, i64 -832
  %498 = bitcast i8* %sunkaddr4585 to <8 x double>*
  %wide.load33.4.epil.2 = load <8 x double>, <8 x double>* %498, align 8
  %sunkaddr4586 = mul i64 %index.next.7.epil.1, 8
  %499 = bitcast double* %scevgep131 to i8*
  %sunkaddr4587 = getelementptr i8, i8* %499, i64 %sunkaddr4586
  %sunkaddr4588 = getelementptr i8, i8* %sunkaddr4587, i64 -768
  %500 = bitcast i8* %sunkaddr4588 to <8 x double>*
  %wide.load34.4.epil.2 = load <8 x double>, <8 x double>* %500, align 8
  %uglygep253173.2 = getelementptr double, double* %lsr.iv228, i64 640
  %uglygep253254.2 = bitcast double* %uglygep253173.2 to <8 x double>*
  store <8 x double> %wide.load.4.epil.2, <8 x double>* %uglygep253254.2, align 8
  %scevgep255174.2 = getelementptr double, double* %lsr.iv228, i64 648
  %501 = bitcast double* %scevgep255174.2 to <8 x double>*
  store <8 x double> %wide.load32.4.epil.2, <8 x double>* %501, align 8
  %scevgep256175.2 = getelementptr double, double* %lsr.iv228, i64 656
  %502 = bitcast double* %scevgep256175.2 to <8 x double>*
  store <8 x double> %wide.load33.4.epil.2, <8 x double>* %502, align 8
  %scevgep257176.2 = getelementptr double, double* %lsr.iv228, i64 664
  %503 = bitcast double* %scevgep257176.2 to <8 x double>*
  store <8 x double> %wide.load34.4.epil.2, <8 x double>* %503, align 8
  %sunkaddr4589 = mul i64 %index.next.7.epil.1, 8
  %504 = bitcast double* %scevgep131 to i8*
  %sunkaddr4590 = getelementptr i8, i8* %504, i64 %sunkaddr4589
  %sunkaddr4591 = getelementptr i8, i8* %sunkaddr4590, i64 -704
  %505 = bitcast i8* %sunkaddr4591 to <8 x double>*
  %wide.load.5.epil.2 = load <8 x double>, <8 x double>* %505, align 8
  %sunkaddr4592 = mul i64 %index.next.7.epil.1, 8
  %506 = bitcast double* %scevgep131 to i8*
  %sunkaddr4593 = getelementptr i8, i8* %506, i64 %sunkaddr4592
  %sunkaddr4594 = getelementptr i8, i8* %sunkaddr4593, i64 -640
  %507 = bitcast i8* %sunkaddr4594 to <8 x double>*
  %wide.load32.5.epil.2 = load <8 x double>, <8 x double>* %507, align 8
  %sunkaddr4595 = mul i64 %index.next.7.epil.1, 8
  %508 = bitcast double* %scevgep131 to i8*
  %sunkaddr4596 = getelementptr i8, i8* %508, i64 %sunkaddr4595
  %sunkaddr4597 = getelementptr i8, i8* %sunkaddr4596, i64 -576
  %509 = bitcast i8* %sunkaddr4597 to <8 x double>*
  %wide.load33.5.epil.2 = load <8 x double>, <8 x double>* %509, align 8
  %sunkaddr4598 = mul i64 %index.next.7.epil.1, 8
  %510 = bitcast double* %scevgep131 to i8*
  %sunkaddr4599 = getelementptr i8, i8* %510, i64 %sunkaddr4598
  %sunkaddr4600 = getelementptr i8, i8* %sunkaddr4599, i64 -512
  %511 = bitcast i8* %sunkaddr4600 to <8 x double>*
  %wide.load34.5.epil.2 = load <8 x double>, <8 x double>* %511, align 8
  %uglygep258177.2 = getelementptr double, double* %lsr.iv228, i64 672
  %uglygep258259.2 = bitcast double* %uglygep258177.2 to <8 x double>*
  store <8 x double> %wide.load.5.epil.2, <8 x double>* %uglygep258259.2, align 8
  %scevgep260178.2 = getelementptr double, double* %lsr.iv228, i64 680
  %512 = bitcast double* %scevgep260178.2 to <8 x double>*
  store <8 x double> %wide.load32.5.epil.2, <8 x double>* %512, align 8
  %scevgep261179.2 = getelementptr double, double* %lsr.iv228, i64 688
  %513 = bitcast double* %scevgep261179.2 to <8 x double>*
  store <8 x double> %wide.load33.5.epil.2, <8 x double>* %513, align 8
  %scevgep262180.2 = getelementptr double, double* %lsr.iv228, i64 696
  %514 = bitcast double* %scevgep262180.2 to <8 x double>*
  store <8 x double> %wide.load34.5.epil.2, <8 x double>* %514, align 8
  %sunkaddr4601 = mul i64 %index.next.7.epil.1, 8
  %515 = bitcast double* %scevgep131 to i8*
  %sunkaddr4602 = getelementptr i8, i8* %515, i64 %sunkaddr4601
  %sunkaddr4603 = getelementptr i8, i8* %sunkaddr4602, i64 -448
  %516 = bitcast i8* %sunkaddr4603 to <8 x double>*
  %wide.load.6.epil.2 = load <8 x double>, <8 x double>* %516, align 8
  %sunkaddr4604 = mul i64 %index.next.7.epil.1, 8
  %517 = bitcast double* %scevgep131 to i8*
  %sunkaddr4605 = getelementptr i8, i8* %517, i64 %sunkaddr4604
  %sunkaddr4606 = getelementptr i8, i8* %sunkaddr4605, i64 -384
  %518 = bitcast i8* %sunkaddr4606 to <8 x double>*
  %wide.load32.6.epil.2 = load <8 x double>, <8 x double>* %518, align 8
  %sunkaddr4607 = mul i64 %index.next.7.epil.1, 8
  %519 = bitcast double* %scevgep131 to i8*
  %sunkaddr4608 = getelementptr i8, i8* %519, i64 %sunkaddr4607
  %sunkaddr4609 = getelementptr i8, i8* %sunkaddr4608, i64 -320
  %520 = bitcast i8* %sunkaddr4609 to <8 x double>*
  %wide.load33.6.epil.2 = load <8 x double>, <8 x double>* %520, align 8
  %sunkaddr4610 = mul i64 %index.next.7.epil.1, 8
  %521 = bitcast double* %scevgep131 to i8*
  %sunkaddr4611 = getelementptr i8, i8* %521, i64 %sunkaddr4610
  %sunkaddr4612 = getelementptr i8, i8* %sunkaddr4611, i64 -256
  %522 = bitcast i8* %sunkaddr4612 to <8 x double>*
  %wide.load34.6.epil.2 = load <8 x double>, <8 x double>* %522, align 8
  %uglygep263181.2 = getelementptr double, double* %lsr.iv228, i64 704
  %uglygep263264.2 = bitcast double* %uglygep263181.2 to <8 x double>*
  store <8 x double> %wide.load.6.epil.2, <8 x double>* %uglygep263264.2, align 8
  %scevgep265182.2 = getelementptr double, double* %lsr.iv228, i64 712
  %523 = bitcast double* %scevgep265182.2 to <8 x double>*
  store <8 x double> %wide.load32.6.epil.2, <8 x double>* %523, align 8
  %scevgep266183.2 = getelementptr double, double* %lsr.iv228, i64 720
  %524 = bitcast double* %scevgep266183.2 to <8 x double>*
  store <8 x double> %wide.load33.6.epil.2, <8 x double>* %524, align 8
  %scevgep267184.2 = getelementptr double, double* %lsr.iv228, i64 728
  %525 = bitcast double* %scevgep267184.2 to <8 x double>*
  store <8 x double> %wide.load34.6.epil.2, <8 x double>* %525, align 8
  %sunkaddr4613 = mul i64 %index.next.7.epil.1, 8
  %526 = bitcast double* %scevgep131 to i8*
  %sunkaddr4614 = getelementptr i8, i8* %526, i64 %sunkaddr4613
  %sunkaddr4615 = getelementptr i8, i8* %sunkaddr4614, i64 -192
  %527 = bitcast i8* %sunkaddr4615 to <8 x double>*
  %wide.load.7.epil.2 = load <8 x double>, <8 x double>* %527, align 8
  %sunkaddr4616 = mul i64 %index.next.7.epil.1, 8
  %528 = bitcast double* %scevgep131 to i8*
  %sunkaddr4617 = getelementptr i8, i8* %528, i64 %sunkaddr4616
  %sunkaddr4618 = getelementptr i8, i8* %sunkaddr4617, i64 -128
  %529 = bitcast i8* %sunkaddr4618 to <8 x double>*
  %wide.load32.7.epil.2 = load <8 x double>, <8 x double>* %529, align 8
  %sunkaddr4619 = mul i64 %index.next.7.epil.1, 8
  %530 = bitcast double* %scevgep131 to i8*
  %sunkaddr4620 = getelementptr i8, i8* %530, i64 %sunkaddr4619
  %sunkaddr4621 = getelementptr i8, i8* %sunkaddr4620, i64 -64
  %531 = bitcast i8* %sunkaddr4621 to <8 x double>*
  %wide.load33.7.epil.2 = load <8 x double>, <8 x double>* %531, align 8
  %scevgep204.2 = getelementptr double, double* %scevgep131, i64 %index.next.7.epil.1
  %scevgep204205.2 = bitcast double* %scevgep204.2 to <8 x double>*
  %wide.load34.7.epil.2 = load <8 x double>, <8 x double>* %scevgep204205.2, align 8
  %uglygep268185.2 = getelementptr double, double* %lsr.iv228, i64 736
  %uglygep268269.2 = bitcast double* %uglygep268185.2 to <8 x double>*
  store <8 x double> %wide.load.7.epil.2, <8 x double>* %uglygep268269.2, align 8
  %scevgep270186.2 = getelementptr double, double* %lsr.iv228, i64 744
  %532 = bitcast double* %scevgep270186.2 to <8 x double>*
  store <8 x double> %wide.load32.7.epil.2, <8 x double>* %532, align 8
  %scevgep271187.2 = getelementptr double, double* %lsr.iv228, i64 752
  %533 = bitcast double* %scevgep271187.2 to <8 x double>*
  store <8 x double> %wide.load33.7.epil.2, <8 x double>* %533, align 8
  %scevgep272188.2 = getelementptr double, double* %lsr.iv228, i64 760
  %534 = bitcast double* %scevgep272188.2 to <8 x double>*
  store <8 x double> %wide.load34.7.epil.2, <8 x double>* %534, align 8
  %index.next.7.epil.2 = or i64 %index.epil45, 768
  %scevgep230124.2 = getelementptr double, double* %lsr.iv228, i64 768
  %lsr.iv228231.3 = bitcast double* %scevgep230124.2 to <8 x double>*
  %scevgep226.3 = getelementptr double, double* %scevgep22493, i64 %index.next.7.epil.2
  %535 = bitcast double* %scevgep226.3 to <8 x double>*
  %wide.load.epil46.3 = load <8 x double>, <8 x double>* %535, align 8
  %sunkaddr4622 = mul i64 %index.next.7.epil.2, 8
  %536 = bitcast double* %scevgep131 to i8*
  %sunkaddr4623 = getelementptr i8, i8* %536, i64 %sunkaddr4622
  %sunkaddr4624 = getelementptr i8, i8* %sunkaddr4623, i64 -1920
  %537 = bitcast i8* %sunkaddr4624 to <8 x double>*
  %wide.load32.epil47.3 = load <8 x double>, <8 x double>* %537, align 8
  %sunkaddr4625 = mul i64 %index.next.7.epil.2, 8
  %538 = bitcast double* %scevgep131 to i8*
  %sunkaddr4626 = getelementptr i8, i8* %538, i64 %sunkaddr4625
  %sunkaddr4627 = getelementptr i8, i8* %sunkaddr4626, i64 -1856
  %539 = bitcast i8* %sunkaddr4627 to <8 x double>*
  %wide.load33.epil48.3 = load <8 x double>, <8 x double>* %539, align 8
  %sunkaddr4628 = mul i64 %index.next.7.epil.2, 8
  %540 = bitcast double* %scevgep131 to i8*
  %sunkaddr4629 = getelementptr i8, i8* %540, i64 %sunkaddr4628
  %sunkaddr4630 = getelementptr i8, i8* %sunkaddr4629, i64 -1792
  %541 = bitcast i8* %sunkaddr4630 to <8 x double>*
  %wide.load34.epil49.3 = load <8 x double>, <8 x double>* %541, align 8
  store <8 x double> %wide.load.epil46.3, <8 x double>* %lsr.iv228231.3, align 8
  %scevgep234.3 = getelementptr double, double* %lsr.iv228, i64 776
  %542 = bitcast double* %scevgep234.3 to <8 x double>*
  store <8 x double> %wide.load32.epil47.3, <8 x double>* %542, align 8
  %scevgep235.3 = getelementptr double, double* %lsr.iv228, i64 784
  %543 = bitcast double* %scevgep235.3 to <8 x double>*
  store <8 x double> %wide.load33.epil48.3, <8 x double>* %543, align 8
  %scevgep236.3 = getelementptr double, double* %lsr.iv228, i64 792
  %544 = bitcast double* %scevgep236.3 to <8 x double>*
  store <8 x double> %wide.load34.epil49.3, <8 x double>* %544, align 8
  %sunkaddr4631 = mul i64 %index.next.7.epil.2, 8
  %545 = bitcast double* %scevgep131 to i8*
  %sunkaddr4632 = getelementptr i8, i8* %545, i64 %sunkaddr4631
  %sunkaddr4633 = getelementptr i8, i8* %sunkaddr4632, i64 -1728
  %546 = bitcast i8* %sunkaddr4633 to <8 x double>*
  %wide.load.1.epil.3 = load <8 x double>, <8 x double>* %546, align 8
  %sunkaddr4634 = mul i64 %index.next.7.epil.2, 8
  %547 = bitcast double* %scevgep131 to i8*
  %sunkaddr4635 = getelementptr i8, i8* %547, i64 %sunkaddr4634
  %sunkaddr4636 = getelementptr i8, i8* %sunkaddr4635, i64 -1664
  %548 = bitcast i8* %sunkaddr4636 to <8 x double>*
  %wide.load32.1.epil.3 = load <8 x double>, <8 x double>* %548, align 8
  %sunkaddr4637 = mul i64 %index.next.7.epil.2, 8
  %549 = bitcast double* %scevgep131 to i8*
  %sunkaddr4638 = getelementptr i8, i8* %549, i64 %sunkaddr4637
  %sunkaddr4639 = getelementptr i8, i8* %sunkaddr4638, i64 -1600
  %550 = bitcast i8* %sunkaddr4639 to <8 x double>*
  %wide.load33.1.epil.3 = load <8 x double>, <8 x double>* %550, align 8
  %sunkaddr4640 = mul i64 %index.next.7.epil.2, 8
  %551 = bitcast double* %scevgep131 to i8*
  %sunkaddr4641 = getelementptr i8, i8* %551, i64 %sunkaddr4640
  %sunkaddr4642 = getelementptr i8, i8* %sunkaddr4641, i64 -1536
  %552 = bitcast i8* %sunkaddr4642 to <8 x double>*
  %wide.load34.1.epil.3 = load <8 x double>, <8 x double>* %552, align 8
  %uglygep238161.3 = getelementptr double, double* %lsr.iv228, i64 800
  %uglygep238239.3 = bitcast double* %uglygep238161.3 to <8 x double>*
  store <8 x double> %wide.load.1.epil.3, <8 x double>* %uglygep238239.3, align 8
  %scevgep240162.3 = getelementptr double, double* %lsr.iv228, i64 808
  %553 = bitcast double* %scevgep240162.3 to <8 x double>*
  store <8 x double> %wide.load32.1.epil.3, <8 x double>* %553, align 8
  %scevgep241163.3 = getelementptr double, double* %lsr.iv228, i64 816
  %554 = bitcast double* %scevgep241163.3 to <8 x double>*
  store <8 x double> %wide.load33.1.epil.3, <8 x double>* %554, align 8
  %scevgep242164.3 = getelementptr double, double* %lsr.iv228, i64 824
  %555 = bitcast double* %scevgep242164.3 to <8 x double>*
  store <8 x double> %wide.load34.1.epil.3, <8 x double>* %555, align 8
  %sunkaddr4643 = mul i64 %index.next.7.epil.2, 8
  %556 = bitcast double* %scevgep131 to i8*
  %sunkaddr4644 = getelementptr i8, i8* %556, i64 %sunkaddr4643
  %sunkaddr4645 = getelementptr i8, i8* %sunkaddr4644, i64 -1472
  %557 = bitcast i8* %sunkaddr4645 to <8 x double>*
  %wide.load.2.epil.3 = load <8 x double>, <8 x double>* %557, align 8
  %sunkaddr4646 = mul i64 %index.next.7.epil.2, 8
  %558 = bitcast double* %scevgep131 to i8*
  %sunkaddr4647 = getelementptr i8, i8* %558, i64 %sunkaddr4646
  %sunkaddr4648 = getelementptr i8, i8* %sunkaddr4647, i64 -1408
  %559 = bitcast i8* %sunkaddr4648 to <8 x double>*
  %wide.load32.2.epil.3 = load <8 x double>, <8 x double>* %559, align 8
  %sunkaddr4649 = mul i64 %index.next.7.epil.2, 8
  %560 = bitcast double* %scevgep131 to i8*
  %sunkaddr4650 = getelementptr i8, i8* %560, i64 %sunkaddr4649
  %sunkaddr4651 = getelementptr i8, i8* %sunkaddr4650, i64 -1344
  %561 = bitcast i8* %sunkaddr4651 to <8 x double>*
  %wide.load33.2.epil.3 = load <8 x double>, <8 x double>* %561, align 8
  %sunkaddr4652 = mul i64 %index.next.7.epil.2, 8
  %562 = bitcast double* %scevgep131 to i8*
  %sunkaddr4653 = getelementptr i8, i8* %562, i64 %sunkaddr4652
  %sunkaddr4654 = getelementptr i8, i8* %sunkaddr4653, i64 -1280
  %563 = bitcast i8* %sunkaddr4654 to <8 x double>*
  %wide.load34.2.epil.3 = load <8 x double>, <8 x double>* %563, align 8
  %uglygep243165.3 = getelementptr double, double* %lsr.iv228, i64 832
  %uglygep243244.3 = bitcast double* %uglygep243165.3 to <8 x double>*
  store <8 x double> %wide.load.2.epil.3, <8 x double>* %uglygep243244.3, align 8
  %scevgep245166.3 = getelementptr double, double* %lsr.iv228, i64 840
  %564 = bitcast double* %scevgep245166.3 to <8 x double>*
  store <8 x double> %wide.load32.2.epil.3, <8 x double>* %564, align 8
  %scevgep246167.3 = getelementptr double, double* %lsr.iv228, i64 848
  %565 = bitcast double* %scevgep246167.3 to <8 x double>*
  store <8 x double> %wide.load33.2.epil.3, <8 x double>* %565, align 8
  %scevgep247168.3 = getelementptr double, double* %lsr.iv228, i64 856
  %566 = bitcast double* %scevgep247168.3 to <8 x double>*
  store <8 x double> %wide.load34.2.epil.3, <8 x double>* %566, align 8
  %sunkaddr4655 = mul i64 %index.next.7.epil.2, 8
  %567 = bitcast double* %scevgep131 to i8*
  %sunkaddr4656 = getelementptr i8, i8* %567, i64 %sunkaddr4655
  %sunkaddr4657 = getelementptr i8, i8* %sunkaddr4656, i64 -1216
  %568 = bitcast i8* %sunkaddr4657 to <8 x double>*
  %wide.load.3.epil.3 = load <8 x double>, <8 x double>* %568, align 8
  %sunkaddr4658 = mul i64 %index.next.7.epil.2, 8
  %569 = bitcast double* %scevgep131 to i8*
  %sunkaddr4659 = getelementptr i8, i8* %569, i64 %sunkaddr4658
  %sunkaddr4660 = getelementptr i8, i8* %sunkaddr4659, i64 -1152
  %570 = bitcast i8* %sunkaddr4660 to <8 x double>*
  %wide.load32.3.epil.3 = load <8 x double>, <8 x double>* %570, align 8
  %sunkaddr4661 = mul i64 %index.next.7.epil.2, 8
  %571 = bitcast double* %scevgep131 to i8*
  %sunkaddr4662 = getelementptr i8, i8* %571, i64 %sunkaddr4661
  %sunkaddr4663 = getelementptr i8, i8* %sunkaddr4662, i64 -1088
  %572 = bitcast i8* %sunkaddr4663 to <8 x double>*
  %wide.load33.3.epil.3 = load <8 x double>, <8 x double>* %572, align 8
  %sunkaddr4664 = mul i64 %index.next.7.epil.2, 8
  %573 = bitcast double* %scevgep131 to i8*
  %sunkaddr4665 = getelementptr i8, i8* %573, i64 %sunkaddr4664
  %sunkaddr4666 = getelementptr i8, i8* %sunkaddr4665, i64 -1024
  %574 = bitcast i8* %sunkaddr4666 to <8 x double>*
  %wide.load34.3.epil.3 = load <8 x double>, <8 x double>* %574, align 8
  %uglygep248169.3 = getelementptr double, double* %lsr.iv228, i64 864
  %uglygep248249.3 = bitcast double* %uglygep248169.3 to <8 x double>*
  store <8 x double> %wide.load.3.epil.3, <8 x double>* %uglygep248249.3, align 8
  %scevgep250170.3 = getelementptr double, double* %lsr.iv228, i64 872
  %575 = bitcast double* %scevgep250170.3 to <8 x double>*
  store <8 x double> %wide.load32.3.epil.3, <8 x double>* %575, align 8
  %scevgep251171.3 = getelementptr double, double* %lsr.iv228, i64 880
  %576 = bitcast double* %scevgep251171.3 to <8 x double>*
  store <8 x double> %wide.load33.3.epil.3, <8 x double>* %576, align 8
  %scevgep252172.3 = getelementptr double, double* %lsr.iv228, i64 888
  %577 = bitcast double* %scevgep252172.3 to <8 x double>*
  store <8 x double> %wide.load34.3.epil.3, <8 x double>* %577, align 8
  %sunkaddr4667 = mul i64 %index.next.7.epil.2, 8
  %578 = bitcast double* %scevgep131 to i8*
  %sunkaddr4668 = getelementptr i8, i8* %578, i64 %sunkaddr4667
  %sunkaddr4669 = getelementptr i8, i8* %sunkaddr4668, i64 -960
  %579 = bitcast i8* %sunkaddr4669 to <8 x double>*
  %wide.load.4.epil.3 = load <8 x double>, <8 x double>* %579, align 8
  %sunkaddr4670 = mul i64 %index.next.7.epil.2, 8
  %580 = bitcast double* %scevgep131 to i8*
  %sunkaddr4671 = getelementptr i8, i8* %580, i64 %sunkaddr4670
  %sunkaddr4672 = getelementptr i8, i8* %sunkaddr4671, i64 -896
  %581 = bitcast i8* %sunkaddr4672 to <8 x double>*
  %wide.load32.4.epil.3 = load <8 x double>, <8 x double>* %581, align 8
  %sunkaddr4673 = mul i64 %index.next.7.epil.2, 8
  %582 = bitcast double* %scevgep131 to i8*
  %sunkaddr4674 = getelementptr i8, i8* %582, i64 %sunkaddr4673
  %sunkaddr4675 = getelementptr i8, i8* %sunkaddr4674, i64 -832
  %583 = bitcast i8* %sunkaddr4675 to <8 x double>*
  %wide.load33.4.epil.3 = load <8 x double>, <8 x double>* %583, align 8
  %sunkaddr4676 = mul i64 %index.next.7.epil.2, 8
  %584 = bitcast double* %scevgep131 to i8*
  %sunkaddr4677 = getelementptr i8, i8* %584, i64 %sunkaddr4676
  %sunkaddr4678 = getelementptr i8, i8* %sunkaddr4677, i64 -768
  %585 = bitcast i8* %sunkaddr4678 to <8 x double>*
  %wide.load34.4.epil.3 = load <8 x double>, <8 x double>* %585, align 8
  %uglygep253173.3 = getelementptr double, double* %lsr.iv228, i64 896
  %uglygep253254.3 = bitcast double* %uglygep253173.3 to <8 x double>*
  store <8 x double> %wide.load.4.epil.3, <8 x double>* %uglygep253254.3, align 8
  %scevgep255174.3 = getelementptr double, double* %lsr.iv228, i64 904
  %586 = bitcast double* %scevgep255174.3 to <8 x double>*
  store <8 x double> %wide.load32.4.epil.3, <8 x double>* %586, align 8
  %scevgep256175.3 = getelementptr double, double* %lsr.iv228, i64 912
  %587 = bitcast double* %scevgep256175.3 to <8 x double>*
  store <8 x double> %wide.load33.4.epil.3, <8 x double>* %587, align 8
  %scevgep257176.3 = getelementptr double, double* %lsr.iv228, i64 920
  %588 = bitcast double* %scevgep257176.3 to <8 x double>*
  store <8 x double> %wide.load34.4.epil.3, <8 x double>* %588, align 8
  %sunkaddr4679 = mul i64 %index.next.7.epil.2, 8
  %589 = bitcast double* %scevgep131 to i8*
  %sunkaddr4680 = getelementptr i8, i8* %589, i64 %sunkaddr4679
  %sunkaddr4681 = getelementptr i8, i8* %sunkaddr4680, i64 -704
  %590 = bitcast i8* %sunkaddr4681 to <8 x double>*
  %wide.load.5.epil.3 = load <8 x double>, <8 x double>* %590, align 8
  %sunkaddr4682 = mul i64 %index.next.7.epil.2, 8
  %591 = bitcast double* %scevgep131 to i8*
  %sunkaddr4683 = getelementptr i8, i8* %591, i64 %sunkaddr4682
  %sunkaddr4684 = getelementptr i8, i8* %sunkaddr4683, i64 -640
  %592 = bitcast i8* %sunkaddr4684 to <8 x double>*
  %wide.load32.5.epil.3 = load <8 x double>, <8 x double>* %592, align 8
  %sunkaddr4685 = mul i64 %index.next.7.epil.2, 8
  %593 = bitcast double* %scevgep131 to i8*
  %sunkaddr4686 = getelementptr i8, i8* %593, i64 %sunkaddr4685
  %sunkaddr4687 = getelementptr i8, i8* %sunkaddr4686, i64 -576
  %594 = bitcast i8* %sunkaddr4687 to <8 x double>*
  %wide.load33.5.epil.3 = load <8 x double>, <8 x double>* %594, align 8
  %sunkaddr4688 = mul i64 %index.next.7.epil.2, 8
  %595 = bitcast double* %scevgep131 to i8*
  %sunkaddr4689 = getelementptr i8, i8* %595, i64 %sunkaddr4688
  %sunkaddr4690 = getelementptr i8, i8* %sunkaddr4689, i64 -512
  %596 = bitcast i8* %sunkaddr4690 to <8 x double>*
  %wide.load34.5.epil.3 = load <8 x double>, <8 x double>* %596, align 8
  %uglygep258177.3 = getelementptr double, double* %lsr.iv228, i64 928
  %uglygep258259.3 = bitcast double* %uglygep258177.3 to <8 x double>*
  store <8 x double> %wide.load.5.epil.3, <8 x double>* %uglygep258259.3, align 8
  %scevgep260178.3 = getelementptr double, double* %lsr.iv228, i64 936
  %597 = bitcast double* %scevgep260178.3 to <8 x double>*
  store <8 x double> %wide.load32.5.epil.3, <8 x double>* %597, align 8
  %scevgep261179.3 = getelementptr double, double* %lsr.iv228, i64 944
  %598 = bitcast double* %scevgep261179.3 to <8 x double>*
  store <8 x double> %wide.load33.5.epil.3, <8 x double>* %598, align 8
  %scevgep262180.3 = getelementptr double, double* %lsr.iv228, i64 952
  %599 = bitcast double* %scevgep262180.3 to <8 x double>*
  store <8 x double> %wide.load34.5.epil.3, <8 x double>* %599, align 8
  %sunkaddr4691 = mul i64 %index.next.7.epil.2, 8
  %600 = bitcast double* %scevgep131 to i8*
  %sunkaddr4692 = getelementptr i8, i8* %600, i64 %sunkaddr4691
  %sunkaddr4693 = getelementptr i8, i8* %sunkaddr4692, i64 -448
  %601 = bitcast i8* %sunkaddr4693 to <8 x double>*
  %wide.load.6.epil.3 = load <8 x double>, <8 x double>* %601, align 8
  %sunkaddr4694 = mul i64 %index.next.7.epil.2, 8
  %602 = bitcast double* %scevgep131 to i8*
  %sunkaddr4695 = getelementptr i8, i8* %602, i64 %sunkaddr4694
  %sunkaddr4696 = getelementptr i8, i8* %sunkaddr4695, i64 -384
  %603 = bitcast i8* %sunkaddr4696 to <8 x double>*
  %wide.load32.6.epil.3 = load <8 x double>, <8 x double>* %603, align 8
  %sunkaddr4697 = mul i64 %index.next.7.epil.2, 8
  %604 = bitcast double* %scevgep131 to i8*
  %sunkaddr4698 = getelementptr i8, i8* %604, i64 %sunkaddr4697
  %sunkaddr4699 = getelementptr i8, i8* %sunkaddr4698, i64 -320
  %605 = bitcast i8* %sunkaddr4699 to <8 x double>*
  %wide.load33.6.epil.3 = load <8 x double>, <8 x double>* %605, align 8
  %sunkaddr4700 = mul i64 %index.next.7.epil.2, 8
  %606 = bitcast double* %scevgep131 to i8*
  %sunkaddr4701 = getelementptr i8, i8* %606, i64 %sunkaddr4700
  %sunkaddr4702 = getelementptr i8, i8* %sunkaddr4701, i64 -256
  %607 = bitcast i8* %sunkaddr4702 to <8 x double>*
  %wide.load34.6.epil.3 = load <8 x double>, <8 x double>* %607, align 8
  %uglygep263181.3 = getelementptr double, double* %lsr.iv228, i64 960
  %uglygep263264.3 = bitcast double* %uglygep263181.3 to <8 x double>*
  store <8 x double> %wide.load.6.epil.3, <8 x double>* %uglygep263264.3, align 8
  %scevgep265182.3 = getelementptr double, double* %lsr.iv228, i64 968
  %608 = bitcast double* %scevgep265182.3 to <8 x double>*
  store <8 x double> %wide.load32.6.epil.3, <8 x double>* %608, align 8
  %scevgep266183.3 = getelementptr double, double* %lsr.iv228, i64 976
  %609 = bitcast double* %scevgep266183.3 to <8 x double>*
  store <8 x double> %wide.load33.6.epil.3, <8 x double>* %609, align 8
  %scevgep267184.3 = getelementptr double, double* %lsr.iv228, i64 984
  %610 = bitcast double* %scevgep267184.3 to <8 x double>*
  store <8 x double> %wide.load34.6.epil.3, <8 x double>* %610, align 8
  %sunkaddr4703 = mul i64 %index.next.7.epil.2, 8
  %611 = bitcast double* %scevgep131 to i8*
  %sunkaddr4704 = getelementptr i8, i8* %611, i64 %sunkaddr4703
  %sunkaddr4705 = getelementptr i8, i8* %sunkaddr4704, i64 -192
  %612 = bitcast i8* %sunkaddr4705 to <8 x double>*
  %wide.load.7.epil.3 = load <8 x double>, <8 x double>* %612, align 8
  %sunkaddr4706 = mul i64 %index.next.7.epil.2, 8
  %613 = bitcast double* %scevgep131 to i8*
  %sunkaddr4707 = getelementptr i8, i8* %613, i64 %sunkaddr4706
  %sunkaddr4708 = getelementptr i8, i8* %sunkaddr4707, i64 -128
  %614 = bitcast i8* %sunkaddr4708 to <8 x double>*
  %wide.load32.7.epil.3 = load <8 x double>, <8 x double>* %614, align 8
  %sunkaddr4709 = mul i64 %index.next.7.epil.2, 8
  %615 = bitcast double* %scevgep131 to i8*
  %sunkaddr4710 = getelementptr i8, i8* %615, i64 %sunkaddr4709
  %sunkaddr4711 = getelementptr i8, i8* %sunkaddr4710, i64 -64
  %616 = bitcast i8* %sunkaddr4711 to <8 x double>*
  %wide.load33.7.epil.3 = load <8 x double>, <8 x double>* %616, align 8
  %scevgep204.3 = getelementptr double, double* %scevgep131, i64 %index.next.7.epil.2
  %scevgep204205.3 = bitcast double* %scevgep204.3 to <8 x double>*
  %wide.load34.7.epil.3 = load <8 x double>, <8 x double>* %scevgep204205.3, align 8
  %uglygep268185.3 = getelementptr double, double* %lsr.iv228, i64 992
  %uglygep268269.3 = bitcast double* %uglygep268185.3 to <8 x double>*
  store <8 x double> %wide.load.7.epil.3, <8 x double>* %uglygep268269.3, align 8
  %scevgep270186.3 = getelementptr double, double* %lsr.iv228, i64 1000
  %617 = bitcast double* %scevgep270186.3 to <8 x double>*
  store <8 x double> %wide.load32.7.epil.3, <8 x double>* %617, align 8
  %scevgep271187.3 = getelementptr double, double* %lsr.iv228, i64 1008
  %618 = bitcast double* %scevgep271187.3 to <8 x double>*
  store <8 x double> %wide.load33.7.epil.3, <8 x double>* %618, align 8
  %scevgep272188.3 = getelementptr double, double* %lsr.iv228, i64 1016
  %619 = bitcast double* %scevgep272188.3 to <8 x double>*
  store <8 x double> %wide.load34.7.epil.3, <8 x double>* %619, align 8
  %index.next.7.epil.3 = add i64 %index.epil45, 1024
  %scevgep230124.3 = getelementptr double, double* %lsr.iv228, i64 1024
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, label %vector.body.epil44, !llvm.loop !102

middle.block.unr-lcssa.epil.loopexit.unr-lcssa:   ; preds = %vector.body.epil44, %vector.ph.new.epil
  %index.next.7.epil.lcssa.ph = phi i64 [ undef, %vector.ph.new.epil ], [ %index.next.7.epil.3, %vector.body.epil44 ]
  %lsr.iv228.unr = phi double* [ %scevgep227, %vector.ph.new.epil ], [ %scevgep230124.3, %vector.body.epil44 ]
  %index.epil45.unr = phi i64 [ 0, %vector.ph.new.epil ], [ %index.next.7.epil.3, %vector.body.epil44 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block.unr-lcssa.epil, label %vector.body.epil44.epil.preheader

vector.body.epil44.epil.preheader:                ; preds = %middle.block.unr-lcssa.epil.loopexit.unr-lcssa
  %620 = add i64 %index.epil45.unr, %.126.us.epil
  %621 = add i64 %620, 248
  %scevgep304 = getelementptr double, double* %arg.a.4, i64 %621
  %622 = shl i64 %xtraiter, 11
  %scevgep743 = getelementptr double, double* %lsr.iv228.unr, i64 248
  br label %vector.body.epil44.epil

vector.body.epil44.epil:                          ; preds = %vector.body.epil44.epil, %vector.body.epil44.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next635, %vector.body.epil44.epil ], [ 0, %vector.body.epil44.epil.preheader ]
  %623 = bitcast double* %scevgep743 to i8*
  %624 = bitcast double* %scevgep304 to i8*
  %uglygep986 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep986987 = bitcast i8* %uglygep986 to <8 x double>*
  %scevgep988 = getelementptr <8 x double>, <8 x double>* %uglygep986987, i64 -31
  %uglygep1083 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10831084 = bitcast i8* %uglygep1083 to <8 x double>*
  %scevgep1085 = getelementptr <8 x double>, <8 x double>* %uglygep10831084, i64 -31
  %wide.load.epil46.epil = load <8 x double>, <8 x double>* %scevgep1085, align 8
  %uglygep1080 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10801081 = bitcast i8* %uglygep1080 to <8 x double>*
  %scevgep1082 = getelementptr <8 x double>, <8 x double>* %uglygep10801081, i64 -30
  %wide.load32.epil47.epil = load <8 x double>, <8 x double>* %scevgep1082, align 8
  %uglygep1077 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10771078 = bitcast i8* %uglygep1077 to <8 x double>*
  %scevgep1079 = getelementptr <8 x double>, <8 x double>* %uglygep10771078, i64 -29
  %wide.load33.epil48.epil = load <8 x double>, <8 x double>* %scevgep1079, align 8
  %uglygep1074 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10741075 = bitcast i8* %uglygep1074 to <8 x double>*
  %scevgep1076 = getelementptr <8 x double>, <8 x double>* %uglygep10741075, i64 -28
  %wide.load34.epil49.epil = load <8 x double>, <8 x double>* %scevgep1076, align 8
  store <8 x double> %wide.load.epil46.epil, <8 x double>* %scevgep988, align 8
  %uglygep983 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep983984 = bitcast i8* %uglygep983 to <8 x double>*
  %scevgep985 = getelementptr <8 x double>, <8 x double>* %uglygep983984, i64 -30
  store <8 x double> %wide.load32.epil47.epil, <8 x double>* %scevgep985, align 8
  %uglygep979 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep979980 = bitcast i8* %uglygep979 to <8 x double>*
  %scevgep982 = getelementptr <8 x double>, <8 x double>* %uglygep979980, i64 -29
  store <8 x double> %wide.load33.epil48.epil, <8 x double>* %scevgep982, align 8
  %uglygep975 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep975976 = bitcast i8* %uglygep975 to <8 x double>*
  %scevgep978 = getelementptr <8 x double>, <8 x double>* %uglygep975976, i64 -28
  store <8 x double> %wide.load34.epil49.epil, <8 x double>* %scevgep978, align 8
  %uglygep1071 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10711072 = bitcast i8* %uglygep1071 to <8 x double>*
  %scevgep1073 = getelementptr <8 x double>, <8 x double>* %uglygep10711072, i64 -27
  %wide.load.1.epil.epil = load <8 x double>, <8 x double>* %scevgep1073, align 8
  %uglygep1067 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10671068 = bitcast i8* %uglygep1067 to <8 x double>*
  %scevgep1070 = getelementptr <8 x double>, <8 x double>* %uglygep10671068, i64 -26
  %wide.load32.1.epil.epil = load <8 x double>, <8 x double>* %scevgep1070, align 8
  %uglygep1063 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10631064 = bitcast i8* %uglygep1063 to <8 x double>*
  %scevgep1066 = getelementptr <8 x double>, <8 x double>* %uglygep10631064, i64 -25
  %wide.load33.1.epil.epil = load <8 x double>, <8 x double>* %scevgep1066, align 8
  %uglygep1059 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10591060 = bitcast i8* %uglygep1059 to <8 x double>*
  %scevgep1062 = getelementptr <8 x double>, <8 x double>* %uglygep10591060, i64 -24
  %wide.load34.1.epil.epil = load <8 x double>, <8 x double>* %scevgep1062, align 8
  %uglygep971 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep971972 = bitcast i8* %uglygep971 to <8 x double>*
  %scevgep974 = getelementptr <8 x double>, <8 x double>* %uglygep971972, i64 -27
  store <8 x double> %wide.load.1.epil.epil, <8 x double>* %scevgep974, align 8
  %uglygep968 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep968969 = bitcast i8* %uglygep968 to <8 x double>*
  %scevgep970 = getelementptr <8 x double>, <8 x double>* %uglygep968969, i64 -26
  store <8 x double> %wide.load32.1.epil.epil, <8 x double>* %scevgep970, align 8
  %uglygep965 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep965966 = bitcast i8* %uglygep965 to <8 x double>*
  %scevgep967 = getelementptr <8 x double>, <8 x double>* %uglygep965966, i64 -25
  store <8 x double> %wide.load33.1.epil.epil, <8 x double>* %scevgep967, align 8
  %uglygep962 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep962963 = bitcast i8* %uglygep962 to <8 x double>*
  %scevgep964 = getelementptr <8 x double>, <8 x double>* %uglygep962963, i64 -24
  store <8 x double> %wide.load34.1.epil.epil, <8 x double>* %scevgep964, align 8
  %uglygep1056 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10561057 = bitcast i8* %uglygep1056 to <8 x double>*
  %scevgep1058 = getelementptr <8 x double>, <8 x double>* %uglygep10561057, i64 -23
  %wide.load.2.epil.epil = load <8 x double>, <8 x double>* %scevgep1058, align 8
  %uglygep1053 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10531054 = bitcast i8* %uglygep1053 to <8 x double>*
  %scevgep1055 = getelementptr <8 x double>, <8 x double>* %uglygep10531054, i64 -22
  %wide.load32.2.epil.epil = load <8 x double>, <8 x double>* %scevgep1055, align 8
  %uglygep1050 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10501051 = bitcast i8* %uglygep1050 to <8 x double>*
  %scevgep1052 = getelementptr <8 x double>, <8 x double>* %uglygep10501051, i64 -21
  %wide.load33.2.epil.epil = load <8 x double>, <8 x double>* %scevgep1052, align 8
  %uglygep1047 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10471048 = bitcast i8* %uglygep1047 to <8 x double>*
  %scevgep1049 = getelementptr <8 x double>, <8 x double>* %uglygep10471048, i64 -20
  %wide.load34.2.epil.epil = load <8 x double>, <8 x double>* %scevgep1049, align 8
  %uglygep959 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep959960 = bitcast i8* %uglygep959 to <8 x double>*
  %scevgep961 = getelementptr <8 x double>, <8 x double>* %uglygep959960, i64 -23
  store <8 x double> %wide.load.2.epil.epil, <8 x double>* %scevgep961, align 8
  %uglygep956 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep956957 = bitcast i8* %uglygep956 to <8 x double>*
  %scevgep958 = getelementptr <8 x double>, <8 x double>* %uglygep956957, i64 -22
  store <8 x double> %wide.load32.2.epil.epil, <8 x double>* %scevgep958, align 8
  %uglygep953 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep953954 = bitcast i8* %uglygep953 to <8 x double>*
  %scevgep955 = getelementptr <8 x double>, <8 x double>* %uglygep953954, i64 -21
  store <8 x double> %wide.load33.2.epil.epil, <8 x double>* %scevgep955, align 8
  %uglygep950 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep950951 = bitcast i8* %uglygep950 to <8 x double>*
  %scevgep952 = getelementptr <8 x double>, <8 x double>* %uglygep950951, i64 -20
  store <8 x double> %wide.load34.2.epil.epil, <8 x double>* %scevgep952, align 8
  %uglygep1044 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10441045 = bitcast i8* %uglygep1044 to <8 x double>*
  %scevgep1046 = getelementptr <8 x double>, <8 x double>* %uglygep10441045, i64 -19
  %wide.load.3.epil.epil = load <8 x double>, <8 x double>* %scevgep1046, align 8
  %uglygep1041 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10411042 = bitcast i8* %uglygep1041 to <8 x double>*
  %scevgep1043 = getelementptr <8 x double>, <8 x double>* %uglygep10411042, i64 -18
  %wide.load32.3.epil.epil = load <8 x double>, <8 x double>* %scevgep1043, align 8
  %uglygep1038 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10381039 = bitcast i8* %uglygep1038 to <8 x double>*
  %scevgep1040 = getelementptr <8 x double>, <8 x double>* %uglygep10381039, i64 -17
  %wide.load33.3.epil.epil = load <8 x double>, <8 x double>* %scevgep1040, align 8
  %uglygep1035 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10351036 = bitcast i8* %uglygep1035 to <8 x double>*
  %scevgep1037 = getelementptr <8 x double>, <8 x double>* %uglygep10351036, i64 -16
  %wide.load34.3.epil.epil = load <8 x double>, <8 x double>* %scevgep1037, align 8
  %uglygep947 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep947948 = bitcast i8* %uglygep947 to <8 x double>*
  %scevgep949 = getelementptr <8 x double>, <8 x double>* %uglygep947948, i64 -19
  store <8 x double> %wide.load.3.epil.epil, <8 x double>* %scevgep949, align 8
  %uglygep944 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep944945 = bitcast i8* %uglygep944 to <8 x double>*
  %scevgep946 = getelementptr <8 x double>, <8 x double>* %uglygep944945, i64 -18
  store <8 x double> %wide.load32.3.epil.epil, <8 x double>* %scevgep946, align 8
  %uglygep941 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep941942 = bitcast i8* %uglygep941 to <8 x double>*
  %scevgep943 = getelementptr <8 x double>, <8 x double>* %uglygep941942, i64 -17
  store <8 x double> %wide.load33.3.epil.epil, <8 x double>* %scevgep943, align 8
  %uglygep938 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep938939 = bitcast i8* %uglygep938 to <8 x double>*
  %scevgep940 = getelementptr <8 x double>, <8 x double>* %uglygep938939, i64 -16
  store <8 x double> %wide.load34.3.epil.epil, <8 x double>* %scevgep940, align 8
  %uglygep1032 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10321033 = bitcast i8* %uglygep1032 to <8 x double>*
  %scevgep1034 = getelementptr <8 x double>, <8 x double>* %uglygep10321033, i64 -15
  %wide.load.4.epil.epil = load <8 x double>, <8 x double>* %scevgep1034, align 8
  %uglygep1029 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10291030 = bitcast i8* %uglygep1029 to <8 x double>*
  %scevgep1031 = getelementptr <8 x double>, <8 x double>* %uglygep10291030, i64 -14
  %wide.load32.4.epil.epil = load <8 x double>, <8 x double>* %scevgep1031, align 8
  %uglygep1026 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10261027 = bitcast i8* %uglygep1026 to <8 x double>*
  %scevgep1028 = getelementptr <8 x double>, <8 x double>* %uglygep10261027, i64 -13
  %wide.load33.4.epil.epil = load <8 x double>, <8 x double>* %scevgep1028, align 8
  %uglygep1023 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10231024 = bitcast i8* %uglygep1023 to <8 x double>*
  %scevgep1025 = getelementptr <8 x double>, <8 x double>* %uglygep10231024, i64 -12
  %wide.load34.4.epil.epil = load <8 x double>, <8 x double>* %scevgep1025, align 8
  %uglygep935 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep935936 = bitcast i8* %uglygep935 to <8 x double>*
  %scevgep937 = getelementptr <8 x double>, <8 x double>* %uglygep935936, i64 -15
  store <8 x double> %wide.load.4.epil.epil, <8 x double>* %scevgep937, align 8
  %uglygep931 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep931932 = bitcast i8* %uglygep931 to <8 x double>*
  %scevgep934 = getelementptr <8 x double>, <8 x double>* %uglygep931932, i64 -14
  store <8 x double> %wide.load32.4.epil.epil, <8 x double>* %scevgep934, align 8
  %uglygep927 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep927928 = bitcast i8* %uglygep927 to <8 x double>*
  %scevgep930 = getelementptr <8 x double>, <8 x double>* %uglygep927928, i64 -13
  store <8 x double> %wide.load33.4.epil.epil, <8 x double>* %scevgep930, align 8
  %uglygep923 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep923924 = bitcast i8* %uglygep923 to <8 x double>*
  %scevgep926 = getelementptr <8 x double>, <8 x double>* %uglygep923924, i64 -12
  store <8 x double> %wide.load34.4.epil.epil, <8 x double>* %scevgep926, align 8
  %uglygep1019 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10191020 = bitcast i8* %uglygep1019 to <8 x double>*
  %scevgep1022 = getelementptr <8 x double>, <8 x double>* %uglygep10191020, i64 -11
  %wide.load.5.epil.epil = load <8 x double>, <8 x double>* %scevgep1022, align 8
  %uglygep1015 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10151016 = bitcast i8* %uglygep1015 to <8 x double>*
  %scevgep1018 = getelementptr <8 x double>, <8 x double>* %uglygep10151016, i64 -10
  %wide.load32.5.epil.epil = load <8 x double>, <8 x double>* %scevgep1018, align 8
  %uglygep1011 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10111012 = bitcast i8* %uglygep1011 to <8 x double>*
  %scevgep1014 = getelementptr <8 x double>, <8 x double>* %uglygep10111012, i64 -9
  %wide.load33.5.epil.epil = load <8 x double>, <8 x double>* %scevgep1014, align 8
  %uglygep1008 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10081009 = bitcast i8* %uglygep1008 to <8 x double>*
  %scevgep1010 = getelementptr <8 x double>, <8 x double>* %uglygep10081009, i64 -8
  %wide.load34.5.epil.epil = load <8 x double>, <8 x double>* %scevgep1010, align 8
  %uglygep920 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep920921 = bitcast i8* %uglygep920 to <8 x double>*
  %scevgep922 = getelementptr <8 x double>, <8 x double>* %uglygep920921, i64 -11
  store <8 x double> %wide.load.5.epil.epil, <8 x double>* %scevgep922, align 8
  %uglygep917 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep917918 = bitcast i8* %uglygep917 to <8 x double>*
  %scevgep919 = getelementptr <8 x double>, <8 x double>* %uglygep917918, i64 -10
  store <8 x double> %wide.load32.5.epil.epil, <8 x double>* %scevgep919, align 8
  %uglygep912 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep912913 = bitcast i8* %uglygep912 to <8 x double>*
  %scevgep916 = getelementptr <8 x double>, <8 x double>* %uglygep912913, i64 -9
  store <8 x double> %wide.load33.5.epil.epil, <8 x double>* %scevgep916, align 8
  %uglygep909 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep909910 = bitcast i8* %uglygep909 to <8 x double>*
  %scevgep911 = getelementptr <8 x double>, <8 x double>* %uglygep909910, i64 -8
  store <8 x double> %wide.load34.5.epil.epil, <8 x double>* %scevgep911, align 8
  %uglygep1005 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10051006 = bitcast i8* %uglygep1005 to <8 x double>*
  %scevgep1007 = getelementptr <8 x double>, <8 x double>* %uglygep10051006, i64 -7
  %wide.load.6.epil.epil = load <8 x double>, <8 x double>* %scevgep1007, align 8
  %uglygep1002 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10021003 = bitcast i8* %uglygep1002 to <8 x double>*
  %scevgep1004 = getelementptr <8 x double>, <8 x double>* %uglygep10021003, i64 -6
  %wide.load32.6.epil.epil = load <8 x double>, <8 x double>* %scevgep1004, align 8
  %uglygep999 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep9991000 = bitcast i8* %uglygep999 to <8 x double>*
  %scevgep1001 = getelementptr <8 x double>, <8 x double>* %uglygep9991000, i64 -5
  %wide.load33.6.epil.epil = load <8 x double>, <8 x double>* %scevgep1001, align 8
  %uglygep996 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep996997 = bitcast i8* %uglygep996 to <8 x double>*
  %scevgep998 = getelementptr <8 x double>, <8 x double>* %uglygep996997, i64 -4
  %wide.load34.6.epil.epil = load <8 x double>, <8 x double>* %scevgep998, align 8
  %uglygep906 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep906907 = bitcast i8* %uglygep906 to <8 x double>*
  %scevgep908 = getelementptr <8 x double>, <8 x double>* %uglygep906907, i64 -7
  store <8 x double> %wide.load.6.epil.epil, <8 x double>* %scevgep908, align 8
  %uglygep903 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep903904 = bitcast i8* %uglygep903 to <8 x double>*
  %scevgep905 = getelementptr <8 x double>, <8 x double>* %uglygep903904, i64 -6
  store <8 x double> %wide.load32.6.epil.epil, <8 x double>* %scevgep905, align 8
  %uglygep900 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep900901 = bitcast i8* %uglygep900 to <8 x double>*
  %scevgep902 = getelementptr <8 x double>, <8 x double>* %uglygep900901, i64 -5
  store <8 x double> %wide.load33.6.epil.epil, <8 x double>* %scevgep902, align 8
  %uglygep897 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep897898 = bitcast i8* %uglygep897 to <8 x double>*
  %scevgep899 = getelementptr <8 x double>, <8 x double>* %uglygep897898, i64 -4
  store <8 x double> %wide.load34.6.epil.epil, <8 x double>* %scevgep899, align 8
  %uglygep993 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep993994 = bitcast i8* %uglygep993 to <8 x double>*
  %scevgep995 = getelementptr <8 x double>, <8 x double>* %uglygep993994, i64 -3
  %wide.load.7.epil.epil = load <8 x double>, <8 x double>* %scevgep995, align 8
  %uglygep990 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep990991 = bitcast i8* %uglygep990 to <8 x double>*
  %scevgep992 = getelementptr <8 x double>, <8 x double>* %uglygep990991, i64 -2
  %wide.load32.7.epil.epil = load <8 x double>, <8 x double>* %scevgep992, align 8
  %uglygep1086 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep10861087 = bitcast i8* %uglygep1086 to <8 x double>*
  %scevgep1088 = getelementptr <8 x double>, <8 x double>* %uglygep10861087, i64 -1
  %wide.load33.7.epil.epil = load <8 x double>, <8 x double>* %scevgep1088, align 8
  %wide.load34.7.epil.epil = load <8 x double>, <8 x double>* %uglygep990991, align 8
  %uglygep893 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep893894 = bitcast i8* %uglygep893 to <8 x double>*
  %scevgep896 = getelementptr <8 x double>, <8 x double>* %uglygep893894, i64 -3
  store <8 x double> %wide.load.7.epil.epil, <8 x double>* %scevgep896, align 8
  %uglygep889 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep889890 = bitcast i8* %uglygep889 to <8 x double>*
  %scevgep892 = getelementptr <8 x double>, <8 x double>* %uglygep889890, i64 -2
  store <8 x double> %wide.load32.7.epil.epil, <8 x double>* %scevgep892, align 8
  %uglygep885 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep885886 = bitcast i8* %uglygep885 to <8 x double>*
  %scevgep888 = getelementptr <8 x double>, <8 x double>* %uglygep885886, i64 -1
  store <8 x double> %wide.load33.7.epil.epil, <8 x double>* %scevgep888, align 8
  %uglygep745 = getelementptr i8, i8* %623, i64 %lsr.iv
  %uglygep745746 = bitcast i8* %uglygep745 to <8 x double>*
  store <8 x double> %wide.load34.7.epil.epil, <8 x double>* %uglygep745746, align 8
  %lsr.iv.next635 = add nuw nsw i64 %lsr.iv, 2048
  %epil.iter.cmp.not = icmp eq i64 %622, %lsr.iv.next635
  br i1 %epil.iter.cmp.not, label %middle.block.unr-lcssa.epil.loopexit, label %vector.body.epil44.epil, !llvm.loop !103

middle.block.unr-lcssa.epil.loopexit:             ; preds = %vector.body.epil44.epil
  %625 = shl nuw nsw i64 %xtraiter, 8
  %626 = add i64 %index.epil45.unr, %625
  br label %middle.block.unr-lcssa.epil

middle.block.unr-lcssa.epil:                      ; preds = %middle.block.unr-lcssa.epil.loopexit, %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, %vector.ph.epil
  %index.unr.epil = phi i64 [ 0, %vector.ph.epil ], [ %index.next.7.epil.lcssa.ph, %middle.block.unr-lcssa.epil.loopexit.unr-lcssa ], [ %626, %middle.block.unr-lcssa.epil.loopexit ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil, 0
  br i1 %lcmp.mod.epil.not, label %middle.block.epil, label %vector.body.epil.epil.preheader

vector.body.epil.epil.preheader:                  ; preds = %middle.block.unr-lcssa.epil
  %627 = add i64 %loop.index4.us.unr158, 24
  %628 = add i64 %627, %index.unr.epil
  %scevgep108 = getelementptr double, double* %.6.i5, i64 %628
  %629 = add i64 %index.unr.epil, %.126.us.epil
  %630 = add i64 %629, 24
  %scevgep116 = getelementptr double, double* %arg.a.4, i64 %630
  %631 = shl i64 %xtraiter.epil, 8
  br label %vector.body.epil.epil

vector.body.epil.epil:                            ; preds = %vector.body.epil.epil, %vector.body.epil.epil.preheader
  %lsr.iv117 = phi i64 [ 0, %vector.body.epil.epil.preheader ], [ %lsr.iv.next118, %vector.body.epil.epil ]
  %632 = bitcast double* %scevgep116 to i8*
  %633 = bitcast double* %scevgep108 to i8*
  %uglygep869 = getelementptr i8, i8* %633, i64 %lsr.iv117
  %uglygep869870 = bitcast i8* %uglygep869 to <8 x double>*
  %uglygep879 = getelementptr i8, i8* %632, i64 %lsr.iv117
  %uglygep879880 = bitcast i8* %uglygep879 to <8 x double>*
  %scevgep881 = getelementptr <8 x double>, <8 x double>* %uglygep879880, i64 -3
  %wide.load.epil.epil = load <8 x double>, <8 x double>* %scevgep881, align 8
  %uglygep882 = getelementptr i8, i8* %632, i64 %lsr.iv117
  %uglygep882883 = bitcast i8* %uglygep882 to <8 x double>*
  %scevgep884 = getelementptr <8 x double>, <8 x double>* %uglygep882883, i64 -2
  %wide.load32.epil.epil = load <8 x double>, <8 x double>* %scevgep884, align 8
  %uglygep873 = getelementptr i8, i8* %632, i64 %lsr.iv117
  %uglygep873874 = bitcast i8* %uglygep873 to <8 x double>*
  %scevgep878 = getelementptr <8 x double>, <8 x double>* %uglygep873874, i64 -1
  %wide.load33.epil.epil = load <8 x double>, <8 x double>* %scevgep878, align 8
  %wide.load34.epil.epil = load <8 x double>, <8 x double>* %uglygep879880, align 8
  %uglygep866 = getelementptr i8, i8* %633, i64 %lsr.iv117
  %uglygep866867 = bitcast i8* %uglygep866 to <8 x double>*
  %scevgep868 = getelementptr <8 x double>, <8 x double>* %uglygep866867, i64 -3
  store <8 x double> %wide.load.epil.epil, <8 x double>* %scevgep868, align 8
  %uglygep862 = getelementptr i8, i8* %633, i64 %lsr.iv117
  %uglygep862863 = bitcast i8* %uglygep862 to <8 x double>*
  %scevgep865 = getelementptr <8 x double>, <8 x double>* %uglygep862863, i64 -2
  store <8 x double> %wide.load32.epil.epil, <8 x double>* %scevgep865, align 8
  %uglygep859 = getelementptr i8, i8* %633, i64 %lsr.iv117
  %uglygep859860 = bitcast i8* %uglygep859 to <8 x double>*
  %scevgep861 = getelementptr <8 x double>, <8 x double>* %uglygep859860, i64 -1
  store <8 x double> %wide.load33.epil.epil, <8 x double>* %scevgep861, align 8
  store <8 x double> %wide.load34.epil.epil, <8 x double>* %uglygep869870, align 8
  %lsr.iv.next118 = add nuw nsw i64 %lsr.iv117, 256
  %epil.iter.cmp.epil.not = icmp eq i64 %631, %lsr.iv.next118
  br i1 %epil.iter.cmp.epil.not, label %middle.block.epil, label %vector.body.epil.epil, !llvm.loop !104

middle.block.epil:                                ; preds = %vector.body.epil.epil, %middle.block.unr-lcssa.epil
  %cmp.n.epil = icmp eq i64 %n.vec.epil, %arg.a.5.1
  br i1 %cmp.n.epil, label %for.end, label %for.body.1.us.preheader.epil

for.body.1.us.preheader.epil:                     ; preds = %middle.block.epil, %for.cond.1.preheader.us.epil
  %loop.index.12.us.ph.epil = phi i64 [ 0, %for.cond.1.preheader.us.epil ], [ %n.vec.epil, %middle.block.epil ]
  %634 = sub i64 %4, %loop.index.12.us.ph.epil
  %xtraiter41.epil = and i64 %arg.a.5.1, 7
  %lcmp.mod42.epil.not = icmp eq i64 %xtraiter41.epil, 0
  br i1 %lcmp.mod42.epil.not, label %for.body.1.us.prol.loopexit.epil, label %for.body.1.us.prol.epil.preheader

for.body.1.us.prol.epil.preheader:                ; preds = %for.body.1.us.preheader.epil
  %635 = mul i64 %loop.index.12.us.ph.epil, %arg.a.5.0
  %636 = add i64 %635, %loop.index4.us.unr158
  %scevgep101 = getelementptr double, double* %.6.i5, i64 %636
  %scevgep105 = getelementptr double, double* %arg.a.4, i64 %.126.us.epil
  %637 = shl i64 %arg.a.5.0, 3
  br label %for.body.1.us.prol.epil

for.body.1.us.prol.epil:                          ; preds = %for.body.1.us.prol.epil, %for.body.1.us.prol.epil.preheader
  %lsr.iv854 = phi double* [ %638, %for.body.1.us.prol.epil ], [ %scevgep101, %for.body.1.us.prol.epil.preheader ]
  %lsr.iv107 = phi i64 [ %lsr.iv.next, %for.body.1.us.prol.epil ], [ %xtraiter41.epil, %for.body.1.us.prol.epil.preheader ]
  %loop.index.12.us.prol.epil = phi i64 [ %.139.us.prol.epil, %for.body.1.us.prol.epil ], [ %loop.index.12.us.ph.epil, %for.body.1.us.prol.epil.preheader ]
  %lsr.iv854855 = bitcast double* %lsr.iv854 to i1*
  %scevgep857 = getelementptr double, double* %scevgep105, i64 %loop.index.12.us.prol.epil
  %.137.us.prol.epil = load double, double* %scevgep857, align 8
  store double %.137.us.prol.epil, double* %lsr.iv854, align 8
  %.139.us.prol.epil = add nuw i64 %loop.index.12.us.prol.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv107, -1
  %scevgep856 = getelementptr i1, i1* %lsr.iv854855, i64 %637
  %638 = bitcast i1* %scevgep856 to double*
  %prol.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.epil.not, label %for.body.1.us.prol.loopexit.epil, label %for.body.1.us.prol.epil, !llvm.loop !88

for.body.1.us.prol.loopexit.epil:                 ; preds = %for.body.1.us.prol.epil, %for.body.1.us.preheader.epil
  %loop.index.12.us.unr.epil = phi i64 [ %loop.index.12.us.ph.epil, %for.body.1.us.preheader.epil ], [ %.139.us.prol.epil, %for.body.1.us.prol.epil ]
  %639 = icmp ult i64 %634, 7
  br i1 %639, label %for.end, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.body.1.us.prol.loopexit.epil
  %640 = add i64 %.126.us.epil, 7
  %scevgep = getelementptr double, double* %arg.a.4, i64 %640
  %641 = mul i64 %loop.index.12.us.unr.epil, %arg.a.5.0
  %642 = add i64 %641, %loop.index4.us.unr158
  %scevgep84 = getelementptr double, double* %.6.i5, i64 %642
  %643 = shl i64 %arg.a.5.0, 3
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil, %for.body.1.us.epil.preheader
  %lsr.iv809 = phi double* [ %uglygep852853, %for.body.1.us.epil ], [ %scevgep84, %for.body.1.us.epil.preheader ]
  %loop.index.12.us.epil = phi i64 [ %.139.us.7.epil, %for.body.1.us.epil ], [ %loop.index.12.us.unr.epil, %for.body.1.us.epil.preheader ]
  %lsr.iv809838 = bitcast double* %lsr.iv809 to i8*
  %scevgep833 = getelementptr double, double* %scevgep, i64 %loop.index.12.us.epil
  %scevgep834 = getelementptr double, double* %scevgep833, i64 -7
  %.137.us.epil = load double, double* %scevgep834, align 8
  store double %.137.us.epil, double* %lsr.iv809, align 8
  %scevgep827 = getelementptr double, double* %scevgep, i64 %loop.index.12.us.epil
  %scevgep830 = getelementptr double, double* %scevgep827, i64 -6
  %.137.us.1.epil = load double, double* %scevgep830, align 8
  %uglygep = getelementptr i8, i8* %lsr.iv809838, i64 %643
  %uglygep839 = bitcast i8* %uglygep to double*
  store double %.137.us.1.epil, double* %uglygep839, align 8
  %scevgep824 = getelementptr double, double* %scevgep, i64 %loop.index.12.us.epil
  %scevgep826 = getelementptr double, double* %scevgep824, i64 -5
  %.137.us.2.epil = load double, double* %scevgep826, align 8
  %uglygep840 = getelementptr i8, i8* %uglygep, i64 %643
  %uglygep840841 = bitcast i8* %uglygep840 to double*
  store double %.137.us.2.epil, double* %uglygep840841, align 8
  %scevgep821 = getelementptr double, double* %scevgep, i64 %loop.index.12.us.epil
  %scevgep823 = getelementptr double, double* %scevgep821, i64 -4
  %.137.us.3.epil = load double, double* %scevgep823, align 8
  %uglygep842 = getelementptr i8, i8* %uglygep840, i64 %643
  %uglygep842843 = bitcast i8* %uglygep842 to double*
  store double %.137.us.3.epil, double* %uglygep842843, align 8
  %scevgep818 = getelementptr double, double* %scevgep, i64 %loop.index.12.us.epil
  %scevgep820 = getelementptr double, double* %scevgep818, i64 -3
  %.137.us.4.epil = load double, double* %scevgep820, align 8
  %uglygep844 = getelementptr i8, i8* %uglygep842, i64 %643
  %uglygep844845 = bitcast i8* %uglygep844 to double*
  store double %.137.us.4.epil, double* %uglygep844845, align 8
  %scevgep815 = getelementptr double, double* %scevgep, i64 %loop.index.12.us.epil
  %scevgep817 = getelementptr double, double* %scevgep815, i64 -2
  %.137.us.5.epil = load double, double* %scevgep817, align 8
  %uglygep846 = getelementptr i8, i8* %uglygep844, i64 %643
  %uglygep846847 = bitcast i8* %uglygep846 to double*
  store double %.137.us.5.epil, double* %uglygep846847, align 8
  %scevgep813 = getelementptr double, double* %scevgep, i64 %loop.index.12.us.epil
  %scevgep814 = getelementptr double, double* %scevgep813, i64 -1
  %.137.us.6.epil = load double, double* %scevgep814, align 8
  %uglygep848 = getelementptr i8, i8* %uglygep846, i64 %643
  %uglygep848849 = bitcast i8* %uglygep848 to double*
  store double %.137.us.6.epil, double* %uglygep848849, align 8
  %scevgep837 = getelementptr double, double* %scevgep, i64 %loop.index.12.us.epil
  %.137.us.7.epil = load double, double* %scevgep837, align 8
  %uglygep850 = getelementptr i8, i8* %uglygep848, i64 %643
  %uglygep850851 = bitcast i8* %uglygep850 to double*
  store double %.137.us.7.epil, double* %uglygep850851, align 8
  %.139.us.7.epil = add nuw nsw i64 %loop.index.12.us.epil, 8
  %exitcond.not.7.epil = icmp eq i64 %arg.a.5.1, %.139.us.7.epil
  %uglygep852 = getelementptr i8, i8* %uglygep850, i64 %643
  %uglygep852853 = bitcast i8* %uglygep852 to double*
  br i1 %exitcond.not.7.epil, label %for.end, label %for.body.1.us.epil, !llvm.loop !89

for.end:                                          ; preds = %for.body.1.us.epil, %for.body.1.us.prol.loopexit.epil, %middle.block.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif
  %retptr.repack724123716644712 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack724123716644712, align 8
  %retptr.repack6 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack6, align 8
  %retptr.repack8 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.43, i64* %retptr.repack8, align 8
  %retptr.repack10 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack10, align 8
  %retptr.repack12 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i5, double** %retptr.repack12, align 8
  %retptr.repack14.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %retptr.repack14.repack, align 8
  %retptr.repack14.repack18 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.a.5.1, i64* %retptr.repack14.repack18, align 8
  %retptr.repack16.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %retptr.repack16.repack, align 8
  %retptr.repack16.repack20 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 %.46, i64* %retptr.repack16.repack20, align 8
  tail call void @NRT_decref(i8* %arg.a.0)
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #0

declare i32 @numba_ez_gesdd(i8, i8, i64, i64, double*, i64, double*, double*, i64, double*, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log.f64(double) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }

!numba_args_may_always_need_nrt = !{!0, !0}

!0 = distinct !{null}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!"branch_weights", i32 99, i32 1}
!3 = !{i1 true}
!4 = !{!5, !7, !8, !10}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = !{!14}
!14 = distinct !{!14, !15, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!16 = !{!"branch_weights", i32 1, i32 7}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = !{!20, !22, !23, !25}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = distinct !{!26, !12}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!30 = distinct !{!30, !12}
!31 = !{!32, !34}
!32 = distinct !{!32, !33, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!33 = distinct !{!33, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!34 = distinct !{!34, !33, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!35 = !{!36, !38, !39, !41, !42, !44}
!36 = distinct !{!36, !37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!37 = distinct !{!37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!38 = distinct !{!38, !37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!39 = distinct !{!39, !40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!40 = distinct !{!40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!41 = distinct !{!41, !40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!42 = distinct !{!42, !43, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!43 = distinct !{!43, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!44 = distinct !{!44, !43, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!45 = !{!46, !48}
!46 = distinct !{!46, !47, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!47 = distinct !{!47, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!48 = distinct !{!48, !47, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!49 = !{!"branch_weights", i32 199, i32 9801}
!50 = !{!42, !44}
!51 = !{!52, !54, !55, !57, !58, !60}
!52 = distinct !{!52, !53, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!53 = distinct !{!53, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!54 = distinct !{!54, !53, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!55 = distinct !{!55, !56, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!56 = distinct !{!56, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!57 = distinct !{!57, !56, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!58 = distinct !{!58, !59, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!60 = distinct !{!60, !59, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!61 = !{!58, !60}
!62 = !{!63, !65, !66, !68, !69, !71}
!63 = distinct !{!63, !64, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!64 = distinct !{!64, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!65 = distinct !{!65, !64, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!68 = distinct !{!68, !67, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!69 = distinct !{!69, !70, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!70 = distinct !{!70, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!71 = distinct !{!71, !70, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!72 = !{!69, !71}
!73 = !{!74, !76}
!74 = distinct !{!74, !75, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!75 = distinct !{!75, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!76 = distinct !{!76, !75, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!77 = !{!78, !80}
!78 = distinct !{!78, !79, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!79 = distinct !{!79, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!80 = distinct !{!80, !79, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!81 = !{!82, !84, !85, !87}
!82 = distinct !{!82, !83, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!83 = distinct !{!83, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!84 = distinct !{!84, !83, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!85 = distinct !{!85, !86, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!86 = distinct !{!86, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!87 = distinct !{!87, !86, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!88 = distinct !{!88, !12}
!89 = distinct !{!89, !90}
!90 = !{!"llvm.loop.isvectorized", i32 1}
!91 = distinct !{!91, !12}
!92 = distinct !{!92, !12}
!93 = distinct !{!93, !12}
!94 = distinct !{!94, !12}
!95 = distinct !{!95, !12}
!96 = distinct !{!96, !12}
!97 = distinct !{!97, !12}
!98 = distinct !{!98, !12}
!99 = distinct !{!99, !12}
!100 = distinct !{!100, !12}
!101 = distinct !{!101, !12}
!102 = distinct !{!102, !90}
!103 = distinct !{!103, !12}
!104 = distinct !{!104, !12}
