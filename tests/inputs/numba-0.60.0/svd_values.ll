; ModuleID = 'svd_values'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140269926428672 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.140269926428672.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.140269926428672 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140269926428672, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269926428672.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269928511936 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269928511936.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269928511936 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269928511936, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928511936.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.svd_values = internal constant [11 x i8] c"svd_values\00"
@_ZN08NumbaEnv7kernels10svd_valuesB3v84B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10svd_valuesB3v84B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [164 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10svd_valuesB3v84B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f9323747f10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f9323747f10>\00"
@_ZN08NumbaEnv5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB3v85B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEb = common local_unnamed_addr global i8* null
@.const.pickledata.140269928830784 = internal constant [109 x i8] c"\80\04\95b\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C\16Arrays cannot be empty\94\85\94\8C\08svd_impl\94\8C\12numba/np/linalg.py\94M^\05\87\94\87\94."
@.const.pickledata.140269928830784.sha1 = internal constant [20 x i8] c"0\83\00\BD\94\E0\19\BE\99\C8\E1\CEij\CB\A3\22\BB\83\97"
@.const.picklebuf.140269928830784 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([109 x i8], [109 x i8]* @.const.pickledata.140269928830784, i32 0, i32 0), i32 109, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928830784.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269929202880 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140269929202880.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140269929202880 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140269929202880, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929202880.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269931233856 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M;\03\87\94\87\94."
@.const.pickledata.140269931233856.sha1 = internal constant [20 x i8] c"\81\EE\FD\13\8B\DC\BA\FA\09\16\F7\88G\B0\166{\10\97\AC"
@.const.picklebuf.140269931233856 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([135 x i8], [135 x i8]* @.const.pickledata.140269931233856, i32 0, i32 0), i32 135, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931233856.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269931113280 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269931113280.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269931113280 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269931113280, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931113280.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269928357120 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269928357120.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269928357120 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269928357120, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928357120.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269928394560 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269928394560.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269928394560 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269928394560, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928394560.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v86B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269931376256 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269931376256.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269931376256 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269931376256, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931376256.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269924231488 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269924231488.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269924231488 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269924231488, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269924231488.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392.17 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.18 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.16 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.17, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.18, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg37_handle_err_maybe_convergence_problemB3v87B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global i8* null
@.const.pickledata.140269929213056 = internal constant [111 x i8] c"\80\04\95d\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\B9\03\87\94\87\94."
@.const.pickledata.140269929213056.sha1 = internal constant [20 x i8] c">\1AR\F4\A3\9Dw\E16\85R\C8\E4S\D1[]\D3\14+"
@.const.picklebuf.140269929213056 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([111 x i8], [111 x i8]* @.const.pickledata.140269929213056, i32 0, i32 0), i32 111, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929213056.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269929217088 = internal constant [149 x i8] c"\80\04\95\8A\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C&Internal algorithm failed to converge.\94\85\94\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\BB\03\87\94\87\94."
@.const.pickledata.140269929217088.sha1 = internal constant [20 x i8] c"\A8\AE\B0\BC?\C8A'@\9EG_\B3\B4Z6\85\82\EB\A0"
@.const.picklebuf.140269929217088 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([149 x i8], [149 x i8]* @.const.pickledata.140269929217088, i32 0, i32 0), i32 149, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929217088.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@.const.pickledata.140269929999552 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.140269929999552.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.140269929999552 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.140269929999552, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929999552.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f932317f750B3v88B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v23B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140269930043392.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f932317dc90B3v89B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels10svd_valuesB3v84B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.c.0, i8* nocapture readnone %arg.c.1, i64 %arg.c.2, i64 %arg.c.3, double* nocapture readonly %arg.c.4, i64 %arg.c.5.0, i64 %arg.c.6.0) local_unnamed_addr {
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
  %.43 = call i32 @_ZN5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB3v85B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEb({ { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* nonnull %.34, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8 0)
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
  %.331.inv = icmp sgt i64 %.324, 0
  %.333 = select i1 %.331.inv, i64 %.324, i64 0
  %.349 = getelementptr double, double* %arg.c.4, i64 %.236.sroa.0.2
  %.101.not.i = icmp eq i64 %.333, 1
  br i1 %.101.not.i, label %B0.endif.endif.endif.endif.endif.endif, label %B90.i12

B0.endif.else.endif:                              ; preds = %entry, %entry
  %.fca.0.0.gep1841 = bitcast { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %.34 to i8**
  %.fca.2.0.gep = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 2, i32 0
  %.53.fca.2.0.load = load i8*, i8** %.fca.2.0.gep, align 8
  %.53.fca.0.0.load = load i8*, i8** %.fca.0.0.gep1841, align 8
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
  %.71.not.i9 = icmp eq i64 %.53.fca.1.5.0.load, %.333
  %.76.not.i10 = icmp eq i64 %.53.fca.1.5.0.load, 1
  %or.cond.i11 = or i1 %.76.not.i10, %.71.not.i9
  br i1 %or.cond.i11, label %B0.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.if

B0.endif.endif.endif.endif.endif.if:              ; preds = %B90.i12
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269926428672, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif, %B90.i12
  %dest_shape.1143 = phi i64 [ %.333, %B90.i12 ], [ %.53.fca.1.5.0.load, %B0.endif.endif ]
  %.490 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.1143, i64 8)
  %.492 = extractvalue { i64, i1 } %.490, 1
  br i1 %.492, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B0.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269928511936, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.491 = extractvalue { i64, i1 } %.490, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.491, i32 32), !noalias !4
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.endif.endif.if:  ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %1 = bitcast i8* %.5.i to double**
  %.6.i125 = load double*, double** %1, align 8
  %.562121 = icmp sgt i64 %dest_shape.1143, 0
  br i1 %.562121, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %.564 = icmp ugt i64 %.333, 1
  br i1 %.564, label %for.body.preheader.split.us, label %for.body.preheader.split

for.body.preheader.split.us:                      ; preds = %for.body.preheader
  %2 = icmp ugt i64 %.53.fca.1.5.0.load, 1
  br i1 %2, label %for.body.us.us.preheader, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader.split.us
  %3 = icmp ult i64 %dest_shape.1143, 32
  br i1 %3, label %for.body.us.preheader332, label %vector.memcheck236

vector.memcheck236:                               ; preds = %for.body.us.preheader
  %scevgep237 = getelementptr double, double* %.6.i125, i64 %dest_shape.1143
  %4 = add i64 %dest_shape.1143, %.236.sroa.0.2
  %scevgep239 = getelementptr double, double* %arg.c.4, i64 %4
  %scevgep241 = getelementptr double, double* %.53.fca.1.4.load, i64 1
  %bound0243 = icmp ult double* %.6.i125, %scevgep239
  %bound1244 = icmp ult double* %.349, %scevgep237
  %found.conflict245 = and i1 %bound0243, %bound1244
  %bound0246 = icmp ult double* %.6.i125, %scevgep241
  %bound1247 = icmp ult double* %.53.fca.1.4.load, %scevgep237
  %found.conflict248 = and i1 %bound0246, %bound1247
  %conflict.rdx249 = or i1 %found.conflict245, %found.conflict248
  br i1 %conflict.rdx249, label %for.body.us.preheader332, label %vector.ph254

vector.ph254:                                     ; preds = %vector.memcheck236
  %n.vec256 = and i64 %dest_shape.1143, -32
  %5 = add i64 %n.vec256, -32
  %6 = lshr exact i64 %5, 5
  %7 = add nuw nsw i64 %6, 1
  %xtraiter363 = and i64 %7, 7
  %8 = icmp ult i64 %5, 224
  br i1 %8, label %middle.block250.unr-lcssa, label %vector.ph254.new

vector.ph254.new:                                 ; preds = %vector.ph254
  %const1834 = bitcast i64 1152921504606846968 to i64
  %unroll_iter366 = and i64 %7, %const1834
  %9 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert264 = insertelement <8 x double> poison, double %9, i64 0
  %broadcast.splat265 = shufflevector <8 x double> %broadcast.splatinsert264, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert266 = insertelement <8 x double> poison, double %9, i64 0
  %broadcast.splat267 = shufflevector <8 x double> %broadcast.splatinsert266, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert268 = insertelement <8 x double> poison, double %9, i64 0
  %broadcast.splat269 = shufflevector <8 x double> %broadcast.splatinsert268, <8 x double> poison, <8 x i32> zeroinitializer
  %10 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert270 = insertelement <8 x double> poison, double %10, i64 0
  %broadcast.splat271 = shufflevector <8 x double> %broadcast.splatinsert270, <8 x double> poison, <8 x i32> zeroinitializer
  %11 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert264.1 = insertelement <8 x double> poison, double %11, i64 0
  %broadcast.splat265.1 = shufflevector <8 x double> %broadcast.splatinsert264.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert266.1 = insertelement <8 x double> poison, double %11, i64 0
  %broadcast.splat267.1 = shufflevector <8 x double> %broadcast.splatinsert266.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert268.1 = insertelement <8 x double> poison, double %11, i64 0
  %broadcast.splat269.1 = shufflevector <8 x double> %broadcast.splatinsert268.1, <8 x double> poison, <8 x i32> zeroinitializer
  %12 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert270.1 = insertelement <8 x double> poison, double %12, i64 0
  %broadcast.splat271.1 = shufflevector <8 x double> %broadcast.splatinsert270.1, <8 x double> poison, <8 x i32> zeroinitializer
  %13 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert264.2 = insertelement <8 x double> poison, double %13, i64 0
  %broadcast.splat265.2 = shufflevector <8 x double> %broadcast.splatinsert264.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert266.2 = insertelement <8 x double> poison, double %13, i64 0
  %broadcast.splat267.2 = shufflevector <8 x double> %broadcast.splatinsert266.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert268.2 = insertelement <8 x double> poison, double %13, i64 0
  %broadcast.splat269.2 = shufflevector <8 x double> %broadcast.splatinsert268.2, <8 x double> poison, <8 x i32> zeroinitializer
  %14 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert270.2 = insertelement <8 x double> poison, double %14, i64 0
  %broadcast.splat271.2 = shufflevector <8 x double> %broadcast.splatinsert270.2, <8 x double> poison, <8 x i32> zeroinitializer
  %15 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert264.3 = insertelement <8 x double> poison, double %15, i64 0
  %broadcast.splat265.3 = shufflevector <8 x double> %broadcast.splatinsert264.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert266.3 = insertelement <8 x double> poison, double %15, i64 0
  %broadcast.splat267.3 = shufflevector <8 x double> %broadcast.splatinsert266.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert268.3 = insertelement <8 x double> poison, double %15, i64 0
  %broadcast.splat269.3 = shufflevector <8 x double> %broadcast.splatinsert268.3, <8 x double> poison, <8 x i32> zeroinitializer
  %16 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert270.3 = insertelement <8 x double> poison, double %16, i64 0
  %broadcast.splat271.3 = shufflevector <8 x double> %broadcast.splatinsert270.3, <8 x double> poison, <8 x i32> zeroinitializer
  %17 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert264.4 = insertelement <8 x double> poison, double %17, i64 0
  %broadcast.splat265.4 = shufflevector <8 x double> %broadcast.splatinsert264.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert266.4 = insertelement <8 x double> poison, double %17, i64 0
  %broadcast.splat267.4 = shufflevector <8 x double> %broadcast.splatinsert266.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert268.4 = insertelement <8 x double> poison, double %17, i64 0
  %broadcast.splat269.4 = shufflevector <8 x double> %broadcast.splatinsert268.4, <8 x double> poison, <8 x i32> zeroinitializer
  %18 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert270.4 = insertelement <8 x double> poison, double %18, i64 0
  %broadcast.splat271.4 = shufflevector <8 x double> %broadcast.splatinsert270.4, <8 x double> poison, <8 x i32> zeroinitializer
  %19 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert264.5 = insertelement <8 x double> poison, double %19, i64 0
  %broadcast.splat265.5 = shufflevector <8 x double> %broadcast.splatinsert264.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert266.5 = insertelement <8 x double> poison, double %19, i64 0
  %broadcast.splat267.5 = shufflevector <8 x double> %broadcast.splatinsert266.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert268.5 = insertelement <8 x double> poison, double %19, i64 0
  %broadcast.splat269.5 = shufflevector <8 x double> %broadcast.splatinsert268.5, <8 x double> poison, <8 x i32> zeroinitializer
  %20 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert270.5 = insertelement <8 x double> poison, double %20, i64 0
  %broadcast.splat271.5 = shufflevector <8 x double> %broadcast.splatinsert270.5, <8 x double> poison, <8 x i32> zeroinitializer
  %21 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert264.6 = insertelement <8 x double> poison, double %21, i64 0
  %broadcast.splat265.6 = shufflevector <8 x double> %broadcast.splatinsert264.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert266.6 = insertelement <8 x double> poison, double %21, i64 0
  %broadcast.splat267.6 = shufflevector <8 x double> %broadcast.splatinsert266.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert268.6 = insertelement <8 x double> poison, double %21, i64 0
  %broadcast.splat269.6 = shufflevector <8 x double> %broadcast.splatinsert268.6, <8 x double> poison, <8 x i32> zeroinitializer
  %22 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert270.6 = insertelement <8 x double> poison, double %22, i64 0
  %broadcast.splat271.6 = shufflevector <8 x double> %broadcast.splatinsert270.6, <8 x double> poison, <8 x i32> zeroinitializer
  %23 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert264.7 = insertelement <8 x double> poison, double %23, i64 0
  %broadcast.splat265.7 = shufflevector <8 x double> %broadcast.splatinsert264.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert266.7 = insertelement <8 x double> poison, double %23, i64 0
  %broadcast.splat267.7 = shufflevector <8 x double> %broadcast.splatinsert266.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert268.7 = insertelement <8 x double> poison, double %23, i64 0
  %broadcast.splat269.7 = shufflevector <8 x double> %broadcast.splatinsert268.7, <8 x double> poison, <8 x i32> zeroinitializer
  %24 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert270.7 = insertelement <8 x double> poison, double %24, i64 0
  %broadcast.splat271.7 = shufflevector <8 x double> %broadcast.splatinsert270.7, <8 x double> poison, <8 x i32> zeroinitializer
  %25 = add i64 %.236.sroa.0.2, 248
  %scevgep1249 = getelementptr double, double* %arg.c.4, i64 %25
  %scevgep1345 = getelementptr double, double* %.6.i125, i64 248
  br label %vector.body252

vector.body252:                                   ; preds = %vector.body252, %vector.ph254.new
  %lsr.iv1441 = phi i64 [ %lsr.iv.next1442, %vector.body252 ], [ %unroll_iter366, %vector.ph254.new ]
  %index259 = phi i64 [ 0, %vector.ph254.new ], [ %index.next272.7, %vector.body252 ]
  %scevgep1333 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep13331334 = bitcast double* %scevgep1333 to <8 x double>*
  %scevgep1335 = getelementptr <8 x double>, <8 x double>* %scevgep13331334, i64 -31
  %wide.load260 = load <8 x double>, <8 x double>* %scevgep1335, align 8, !alias.scope !14
  %scevgep1342 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep13421343 = bitcast double* %scevgep1342 to <8 x double>*
  %scevgep1344 = getelementptr <8 x double>, <8 x double>* %scevgep13421343, i64 -30
  %wide.load261 = load <8 x double>, <8 x double>* %scevgep1344, align 8, !alias.scope !14
  %scevgep1339 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep13391340 = bitcast double* %scevgep1339 to <8 x double>*
  %scevgep1341 = getelementptr <8 x double>, <8 x double>* %scevgep13391340, i64 -29
  %wide.load262 = load <8 x double>, <8 x double>* %scevgep1341, align 8, !alias.scope !14
  %scevgep1336 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep13361337 = bitcast double* %scevgep1336 to <8 x double>*
  %scevgep1338 = getelementptr <8 x double>, <8 x double>* %scevgep13361337, i64 -28
  %wide.load263 = load <8 x double>, <8 x double>* %scevgep1338, align 8, !alias.scope !14
  %26 = fmul <8 x double> %wide.load260, %broadcast.splat265
  %27 = fmul <8 x double> %wide.load261, %broadcast.splat267
  %28 = fmul <8 x double> %wide.load262, %broadcast.splat269
  %29 = fmul <8 x double> %wide.load263, %broadcast.splat271
  %scevgep1429 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep14291430 = bitcast double* %scevgep1429 to <8 x double>*
  %scevgep1431 = getelementptr <8 x double>, <8 x double>* %scevgep14291430, i64 -31
  store <8 x double> %26, <8 x double>* %scevgep1431, align 8, !alias.scope !16, !noalias !18
  %scevgep1438 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep14381439 = bitcast double* %scevgep1438 to <8 x double>*
  %scevgep1440 = getelementptr <8 x double>, <8 x double>* %scevgep14381439, i64 -30
  store <8 x double> %27, <8 x double>* %scevgep1440, align 8, !alias.scope !16, !noalias !18
  %scevgep1435 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep14351436 = bitcast double* %scevgep1435 to <8 x double>*
  %scevgep1437 = getelementptr <8 x double>, <8 x double>* %scevgep14351436, i64 -29
  store <8 x double> %28, <8 x double>* %scevgep1437, align 8, !alias.scope !16, !noalias !18
  %scevgep1432 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep14321433 = bitcast double* %scevgep1432 to <8 x double>*
  %scevgep1434 = getelementptr <8 x double>, <8 x double>* %scevgep14321433, i64 -28
  store <8 x double> %29, <8 x double>* %scevgep1434, align 8, !alias.scope !16, !noalias !18
  %scevgep1319 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep13191320 = bitcast double* %scevgep1319 to <8 x double>*
  %scevgep1321 = getelementptr <8 x double>, <8 x double>* %scevgep13191320, i64 -27
  %wide.load260.1 = load <8 x double>, <8 x double>* %scevgep1321, align 8, !alias.scope !14
  %scevgep1316 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep13161317 = bitcast double* %scevgep1316 to <8 x double>*
  %scevgep1318 = getelementptr <8 x double>, <8 x double>* %scevgep13161317, i64 -26
  %wide.load261.1 = load <8 x double>, <8 x double>* %scevgep1318, align 8, !alias.scope !14
  %scevgep1313 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep13131314 = bitcast double* %scevgep1313 to <8 x double>*
  %scevgep1315 = getelementptr <8 x double>, <8 x double>* %scevgep13131314, i64 -25
  %wide.load262.1 = load <8 x double>, <8 x double>* %scevgep1315, align 8, !alias.scope !14
  %scevgep1310 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep13101311 = bitcast double* %scevgep1310 to <8 x double>*
  %scevgep1312 = getelementptr <8 x double>, <8 x double>* %scevgep13101311, i64 -24
  %wide.load263.1 = load <8 x double>, <8 x double>* %scevgep1312, align 8, !alias.scope !14
  %30 = fmul <8 x double> %wide.load260.1, %broadcast.splat265.1
  %31 = fmul <8 x double> %wide.load261.1, %broadcast.splat267.1
  %32 = fmul <8 x double> %wide.load262.1, %broadcast.splat269.1
  %33 = fmul <8 x double> %wide.load263.1, %broadcast.splat271.1
  %scevgep1415 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep14151416 = bitcast double* %scevgep1415 to <8 x double>*
  %scevgep1417 = getelementptr <8 x double>, <8 x double>* %scevgep14151416, i64 -27
  store <8 x double> %30, <8 x double>* %scevgep1417, align 8, !alias.scope !16, !noalias !18
  %scevgep1412 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep14121413 = bitcast double* %scevgep1412 to <8 x double>*
  %scevgep1414 = getelementptr <8 x double>, <8 x double>* %scevgep14121413, i64 -26
  store <8 x double> %31, <8 x double>* %scevgep1414, align 8, !alias.scope !16, !noalias !18
  %scevgep1409 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep14091410 = bitcast double* %scevgep1409 to <8 x double>*
  %scevgep1411 = getelementptr <8 x double>, <8 x double>* %scevgep14091410, i64 -25
  store <8 x double> %32, <8 x double>* %scevgep1411, align 8, !alias.scope !16, !noalias !18
  %scevgep1406 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep14061407 = bitcast double* %scevgep1406 to <8 x double>*
  %scevgep1408 = getelementptr <8 x double>, <8 x double>* %scevgep14061407, i64 -24
  store <8 x double> %33, <8 x double>* %scevgep1408, align 8, !alias.scope !16, !noalias !18
  %scevgep1307 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep13071308 = bitcast double* %scevgep1307 to <8 x double>*
  %scevgep1309 = getelementptr <8 x double>, <8 x double>* %scevgep13071308, i64 -23
  %wide.load260.2 = load <8 x double>, <8 x double>* %scevgep1309, align 8, !alias.scope !14
  %scevgep1304 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep13041305 = bitcast double* %scevgep1304 to <8 x double>*
  %scevgep1306 = getelementptr <8 x double>, <8 x double>* %scevgep13041305, i64 -22
  %wide.load261.2 = load <8 x double>, <8 x double>* %scevgep1306, align 8, !alias.scope !14
  %scevgep1301 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep13011302 = bitcast double* %scevgep1301 to <8 x double>*
  %scevgep1303 = getelementptr <8 x double>, <8 x double>* %scevgep13011302, i64 -21
  %wide.load262.2 = load <8 x double>, <8 x double>* %scevgep1303, align 8, !alias.scope !14
  %scevgep1298 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12981299 = bitcast double* %scevgep1298 to <8 x double>*
  %scevgep1300 = getelementptr <8 x double>, <8 x double>* %scevgep12981299, i64 -20
  %wide.load263.2 = load <8 x double>, <8 x double>* %scevgep1300, align 8, !alias.scope !14
  %34 = fmul <8 x double> %wide.load260.2, %broadcast.splat265.2
  %35 = fmul <8 x double> %wide.load261.2, %broadcast.splat267.2
  %36 = fmul <8 x double> %wide.load262.2, %broadcast.splat269.2
  %37 = fmul <8 x double> %wide.load263.2, %broadcast.splat271.2
  %scevgep1403 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep14031404 = bitcast double* %scevgep1403 to <8 x double>*
  %scevgep1405 = getelementptr <8 x double>, <8 x double>* %scevgep14031404, i64 -23
  store <8 x double> %34, <8 x double>* %scevgep1405, align 8, !alias.scope !16, !noalias !18
  %scevgep1400 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep14001401 = bitcast double* %scevgep1400 to <8 x double>*
  %scevgep1402 = getelementptr <8 x double>, <8 x double>* %scevgep14001401, i64 -22
  store <8 x double> %35, <8 x double>* %scevgep1402, align 8, !alias.scope !16, !noalias !18
  %scevgep1397 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13971398 = bitcast double* %scevgep1397 to <8 x double>*
  %scevgep1399 = getelementptr <8 x double>, <8 x double>* %scevgep13971398, i64 -21
  store <8 x double> %36, <8 x double>* %scevgep1399, align 8, !alias.scope !16, !noalias !18
  %scevgep1394 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13941395 = bitcast double* %scevgep1394 to <8 x double>*
  %scevgep1396 = getelementptr <8 x double>, <8 x double>* %scevgep13941395, i64 -20
  store <8 x double> %37, <8 x double>* %scevgep1396, align 8, !alias.scope !16, !noalias !18
  %scevgep1295 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12951296 = bitcast double* %scevgep1295 to <8 x double>*
  %scevgep1297 = getelementptr <8 x double>, <8 x double>* %scevgep12951296, i64 -19
  %wide.load260.3 = load <8 x double>, <8 x double>* %scevgep1297, align 8, !alias.scope !14
  %scevgep1292 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12921293 = bitcast double* %scevgep1292 to <8 x double>*
  %scevgep1294 = getelementptr <8 x double>, <8 x double>* %scevgep12921293, i64 -18
  %wide.load261.3 = load <8 x double>, <8 x double>* %scevgep1294, align 8, !alias.scope !14
  %scevgep1289 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12891290 = bitcast double* %scevgep1289 to <8 x double>*
  %scevgep1291 = getelementptr <8 x double>, <8 x double>* %scevgep12891290, i64 -17
  %wide.load262.3 = load <8 x double>, <8 x double>* %scevgep1291, align 8, !alias.scope !14
  %scevgep1286 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12861287 = bitcast double* %scevgep1286 to <8 x double>*
  %scevgep1288 = getelementptr <8 x double>, <8 x double>* %scevgep12861287, i64 -16
  %wide.load263.3 = load <8 x double>, <8 x double>* %scevgep1288, align 8, !alias.scope !14
  %38 = fmul <8 x double> %wide.load260.3, %broadcast.splat265.3
  %39 = fmul <8 x double> %wide.load261.3, %broadcast.splat267.3
  %40 = fmul <8 x double> %wide.load262.3, %broadcast.splat269.3
  %41 = fmul <8 x double> %wide.load263.3, %broadcast.splat271.3
  %scevgep1391 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13911392 = bitcast double* %scevgep1391 to <8 x double>*
  %scevgep1393 = getelementptr <8 x double>, <8 x double>* %scevgep13911392, i64 -19
  store <8 x double> %38, <8 x double>* %scevgep1393, align 8, !alias.scope !16, !noalias !18
  %scevgep1388 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13881389 = bitcast double* %scevgep1388 to <8 x double>*
  %scevgep1390 = getelementptr <8 x double>, <8 x double>* %scevgep13881389, i64 -18
  store <8 x double> %39, <8 x double>* %scevgep1390, align 8, !alias.scope !16, !noalias !18
  %scevgep1385 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13851386 = bitcast double* %scevgep1385 to <8 x double>*
  %scevgep1387 = getelementptr <8 x double>, <8 x double>* %scevgep13851386, i64 -17
  store <8 x double> %40, <8 x double>* %scevgep1387, align 8, !alias.scope !16, !noalias !18
  %scevgep1382 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13821383 = bitcast double* %scevgep1382 to <8 x double>*
  %scevgep1384 = getelementptr <8 x double>, <8 x double>* %scevgep13821383, i64 -16
  store <8 x double> %41, <8 x double>* %scevgep1384, align 8, !alias.scope !16, !noalias !18
  %scevgep1283 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12831284 = bitcast double* %scevgep1283 to <8 x double>*
  %scevgep1285 = getelementptr <8 x double>, <8 x double>* %scevgep12831284, i64 -15
  %wide.load260.4 = load <8 x double>, <8 x double>* %scevgep1285, align 8, !alias.scope !14
  %scevgep1280 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12801281 = bitcast double* %scevgep1280 to <8 x double>*
  %scevgep1282 = getelementptr <8 x double>, <8 x double>* %scevgep12801281, i64 -14
  %wide.load261.4 = load <8 x double>, <8 x double>* %scevgep1282, align 8, !alias.scope !14
  %scevgep1277 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12771278 = bitcast double* %scevgep1277 to <8 x double>*
  %scevgep1279 = getelementptr <8 x double>, <8 x double>* %scevgep12771278, i64 -13
  %wide.load262.4 = load <8 x double>, <8 x double>* %scevgep1279, align 8, !alias.scope !14
  %scevgep1274 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12741275 = bitcast double* %scevgep1274 to <8 x double>*
  %scevgep1276 = getelementptr <8 x double>, <8 x double>* %scevgep12741275, i64 -12
  %wide.load263.4 = load <8 x double>, <8 x double>* %scevgep1276, align 8, !alias.scope !14
  %42 = fmul <8 x double> %wide.load260.4, %broadcast.splat265.4
  %43 = fmul <8 x double> %wide.load261.4, %broadcast.splat267.4
  %44 = fmul <8 x double> %wide.load262.4, %broadcast.splat269.4
  %45 = fmul <8 x double> %wide.load263.4, %broadcast.splat271.4
  %scevgep1379 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13791380 = bitcast double* %scevgep1379 to <8 x double>*
  %scevgep1381 = getelementptr <8 x double>, <8 x double>* %scevgep13791380, i64 -15
  store <8 x double> %42, <8 x double>* %scevgep1381, align 8, !alias.scope !16, !noalias !18
  %scevgep1376 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13761377 = bitcast double* %scevgep1376 to <8 x double>*
  %scevgep1378 = getelementptr <8 x double>, <8 x double>* %scevgep13761377, i64 -14
  store <8 x double> %43, <8 x double>* %scevgep1378, align 8, !alias.scope !16, !noalias !18
  %scevgep1373 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13731374 = bitcast double* %scevgep1373 to <8 x double>*
  %scevgep1375 = getelementptr <8 x double>, <8 x double>* %scevgep13731374, i64 -13
  store <8 x double> %44, <8 x double>* %scevgep1375, align 8, !alias.scope !16, !noalias !18
  %scevgep1370 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13701371 = bitcast double* %scevgep1370 to <8 x double>*
  %scevgep1372 = getelementptr <8 x double>, <8 x double>* %scevgep13701371, i64 -12
  store <8 x double> %45, <8 x double>* %scevgep1372, align 8, !alias.scope !16, !noalias !18
  %scevgep1271 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12711272 = bitcast double* %scevgep1271 to <8 x double>*
  %scevgep1273 = getelementptr <8 x double>, <8 x double>* %scevgep12711272, i64 -11
  %wide.load260.5 = load <8 x double>, <8 x double>* %scevgep1273, align 8, !alias.scope !14
  %scevgep1268 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12681269 = bitcast double* %scevgep1268 to <8 x double>*
  %scevgep1270 = getelementptr <8 x double>, <8 x double>* %scevgep12681269, i64 -10
  %wide.load261.5 = load <8 x double>, <8 x double>* %scevgep1270, align 8, !alias.scope !14
  %scevgep1265 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12651266 = bitcast double* %scevgep1265 to <8 x double>*
  %scevgep1267 = getelementptr <8 x double>, <8 x double>* %scevgep12651266, i64 -9
  %wide.load262.5 = load <8 x double>, <8 x double>* %scevgep1267, align 8, !alias.scope !14
  %scevgep1262 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12621263 = bitcast double* %scevgep1262 to <8 x double>*
  %scevgep1264 = getelementptr <8 x double>, <8 x double>* %scevgep12621263, i64 -8
  %wide.load263.5 = load <8 x double>, <8 x double>* %scevgep1264, align 8, !alias.scope !14
  %46 = fmul <8 x double> %wide.load260.5, %broadcast.splat265.5
  %47 = fmul <8 x double> %wide.load261.5, %broadcast.splat267.5
  %48 = fmul <8 x double> %wide.load262.5, %broadcast.splat269.5
  %49 = fmul <8 x double> %wide.load263.5, %broadcast.splat271.5
  %scevgep1367 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13671368 = bitcast double* %scevgep1367 to <8 x double>*
  %scevgep1369 = getelementptr <8 x double>, <8 x double>* %scevgep13671368, i64 -11
  store <8 x double> %46, <8 x double>* %scevgep1369, align 8, !alias.scope !16, !noalias !18
  %scevgep1364 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13641365 = bitcast double* %scevgep1364 to <8 x double>*
  %scevgep1366 = getelementptr <8 x double>, <8 x double>* %scevgep13641365, i64 -10
  store <8 x double> %47, <8 x double>* %scevgep1366, align 8, !alias.scope !16, !noalias !18
  %scevgep1361 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13611362 = bitcast double* %scevgep1361 to <8 x double>*
  %scevgep1363 = getelementptr <8 x double>, <8 x double>* %scevgep13611362, i64 -9
  store <8 x double> %48, <8 x double>* %scevgep1363, align 8, !alias.scope !16, !noalias !18
  %scevgep1358 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13581359 = bitcast double* %scevgep1358 to <8 x double>*
  %scevgep1360 = getelementptr <8 x double>, <8 x double>* %scevgep13581359, i64 -8
  store <8 x double> %49, <8 x double>* %scevgep1360, align 8, !alias.scope !16, !noalias !18
  %scevgep1259 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12591260 = bitcast double* %scevgep1259 to <8 x double>*
  %scevgep1261 = getelementptr <8 x double>, <8 x double>* %scevgep12591260, i64 -7
  %wide.load260.6 = load <8 x double>, <8 x double>* %scevgep1261, align 8, !alias.scope !14
  %scevgep1256 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12561257 = bitcast double* %scevgep1256 to <8 x double>*
  %scevgep1258 = getelementptr <8 x double>, <8 x double>* %scevgep12561257, i64 -6
  %wide.load261.6 = load <8 x double>, <8 x double>* %scevgep1258, align 8, !alias.scope !14
  %scevgep1253 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12531254 = bitcast double* %scevgep1253 to <8 x double>*
  %scevgep1255 = getelementptr <8 x double>, <8 x double>* %scevgep12531254, i64 -5
  %wide.load262.6 = load <8 x double>, <8 x double>* %scevgep1255, align 8, !alias.scope !14
  %scevgep1250 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep12501251 = bitcast double* %scevgep1250 to <8 x double>*
  %scevgep1252 = getelementptr <8 x double>, <8 x double>* %scevgep12501251, i64 -4
  %wide.load263.6 = load <8 x double>, <8 x double>* %scevgep1252, align 8, !alias.scope !14
  %50 = fmul <8 x double> %wide.load260.6, %broadcast.splat265.6
  %51 = fmul <8 x double> %wide.load261.6, %broadcast.splat267.6
  %52 = fmul <8 x double> %wide.load262.6, %broadcast.splat269.6
  %53 = fmul <8 x double> %wide.load263.6, %broadcast.splat271.6
  %scevgep1355 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13551356 = bitcast double* %scevgep1355 to <8 x double>*
  %scevgep1357 = getelementptr <8 x double>, <8 x double>* %scevgep13551356, i64 -7
  store <8 x double> %50, <8 x double>* %scevgep1357, align 8, !alias.scope !16, !noalias !18
  %scevgep1352 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13521353 = bitcast double* %scevgep1352 to <8 x double>*
  %scevgep1354 = getelementptr <8 x double>, <8 x double>* %scevgep13521353, i64 -6
  store <8 x double> %51, <8 x double>* %scevgep1354, align 8, !alias.scope !16, !noalias !18
  %scevgep1349 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13491350 = bitcast double* %scevgep1349 to <8 x double>*
  %scevgep1351 = getelementptr <8 x double>, <8 x double>* %scevgep13491350, i64 -5
  store <8 x double> %52, <8 x double>* %scevgep1351, align 8, !alias.scope !16, !noalias !18
  %scevgep1346 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep13461347 = bitcast double* %scevgep1346 to <8 x double>*
  %scevgep1348 = getelementptr <8 x double>, <8 x double>* %scevgep13461347, i64 -4
  store <8 x double> %53, <8 x double>* %scevgep1348, align 8, !alias.scope !16, !noalias !18
  %scevgep1330 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep13301331 = bitcast double* %scevgep1330 to <8 x double>*
  %scevgep1332 = getelementptr <8 x double>, <8 x double>* %scevgep13301331, i64 -3
  %wide.load260.7 = load <8 x double>, <8 x double>* %scevgep1332, align 8, !alias.scope !14
  %scevgep1327 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep13271328 = bitcast double* %scevgep1327 to <8 x double>*
  %scevgep1329 = getelementptr <8 x double>, <8 x double>* %scevgep13271328, i64 -2
  %wide.load261.7 = load <8 x double>, <8 x double>* %scevgep1329, align 8, !alias.scope !14
  %scevgep1324 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep13241325 = bitcast double* %scevgep1324 to <8 x double>*
  %scevgep1326 = getelementptr <8 x double>, <8 x double>* %scevgep13241325, i64 -1
  %wide.load262.7 = load <8 x double>, <8 x double>* %scevgep1326, align 8, !alias.scope !14
  %scevgep1322 = getelementptr double, double* %scevgep1249, i64 %index259
  %scevgep13221323 = bitcast double* %scevgep1322 to <8 x double>*
  %wide.load263.7 = load <8 x double>, <8 x double>* %scevgep13221323, align 8, !alias.scope !14
  %54 = fmul <8 x double> %wide.load260.7, %broadcast.splat265.7
  %55 = fmul <8 x double> %wide.load261.7, %broadcast.splat267.7
  %56 = fmul <8 x double> %wide.load262.7, %broadcast.splat269.7
  %57 = fmul <8 x double> %wide.load263.7, %broadcast.splat271.7
  %scevgep1426 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep14261427 = bitcast double* %scevgep1426 to <8 x double>*
  %scevgep1428 = getelementptr <8 x double>, <8 x double>* %scevgep14261427, i64 -3
  store <8 x double> %54, <8 x double>* %scevgep1428, align 8, !alias.scope !16, !noalias !18
  %scevgep1423 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep14231424 = bitcast double* %scevgep1423 to <8 x double>*
  %scevgep1425 = getelementptr <8 x double>, <8 x double>* %scevgep14231424, i64 -2
  store <8 x double> %55, <8 x double>* %scevgep1425, align 8, !alias.scope !16, !noalias !18
  %scevgep1420 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep14201421 = bitcast double* %scevgep1420 to <8 x double>*
  %scevgep1422 = getelementptr <8 x double>, <8 x double>* %scevgep14201421, i64 -1
  store <8 x double> %56, <8 x double>* %scevgep1422, align 8, !alias.scope !16, !noalias !18
  %scevgep1418 = getelementptr double, double* %scevgep1345, i64 %index259
  %scevgep14181419 = bitcast double* %scevgep1418 to <8 x double>*
  store <8 x double> %57, <8 x double>* %scevgep14181419, align 8, !alias.scope !16, !noalias !18
  %index.next272.7 = add i64 %index259, 256
  %lsr.iv.next1442 = add i64 %lsr.iv1441, -8
  %niter367.ncmp.7 = icmp eq i64 %lsr.iv.next1442, 0
  br i1 %niter367.ncmp.7, label %middle.block250.unr-lcssa, label %vector.body252, !llvm.loop !19

middle.block250.unr-lcssa:                        ; preds = %vector.body252, %vector.ph254
  %index259.unr = phi i64 [ 0, %vector.ph254 ], [ %index.next272.7, %vector.body252 ]
  %lcmp.mod365.not = icmp eq i64 %xtraiter363, 0
  br i1 %lcmp.mod365.not, label %middle.block250, label %vector.body252.epil.preheader

vector.body252.epil.preheader:                    ; preds = %middle.block250.unr-lcssa
  %58 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert264.epil = insertelement <8 x double> poison, double %58, i64 0
  %broadcast.splat265.epil = shufflevector <8 x double> %broadcast.splatinsert264.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert266.epil = insertelement <8 x double> poison, double %58, i64 0
  %broadcast.splat267.epil = shufflevector <8 x double> %broadcast.splatinsert266.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert268.epil = insertelement <8 x double> poison, double %58, i64 0
  %broadcast.splat269.epil = shufflevector <8 x double> %broadcast.splatinsert268.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %59 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert270.epil = insertelement <8 x double> poison, double %59, i64 0
  %broadcast.splat271.epil = shufflevector <8 x double> %broadcast.splatinsert270.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %60 = add nuw nsw i64 %index259.unr, 24
  %scevgep1221 = getelementptr double, double* %.6.i125, i64 %60
  %61 = add i64 %.236.sroa.0.2, %index259.unr
  %62 = add i64 %61, 24
  %scevgep1236 = getelementptr double, double* %arg.c.4, i64 %62
  %63 = shl nuw nsw i64 %xtraiter363, 8
  br label %vector.body252.epil

vector.body252.epil:                              ; preds = %vector.body252.epil, %vector.body252.epil.preheader
  %lsr.iv1222 = phi i64 [ %lsr.iv.next1223, %vector.body252.epil ], [ 0, %vector.body252.epil.preheader ]
  %64 = bitcast double* %scevgep1236 to i8*
  %65 = bitcast double* %scevgep1221 to i8*
  %uglygep1246 = getelementptr i8, i8* %64, i64 %lsr.iv1222
  %uglygep12461247 = bitcast i8* %uglygep1246 to <8 x double>*
  %scevgep1248 = getelementptr <8 x double>, <8 x double>* %uglygep12461247, i64 -3
  %wide.load260.epil = load <8 x double>, <8 x double>* %scevgep1248, align 8, !alias.scope !14
  %uglygep1243 = getelementptr i8, i8* %64, i64 %lsr.iv1222
  %uglygep12431244 = bitcast i8* %uglygep1243 to <8 x double>*
  %scevgep1245 = getelementptr <8 x double>, <8 x double>* %uglygep12431244, i64 -2
  %wide.load261.epil = load <8 x double>, <8 x double>* %scevgep1245, align 8, !alias.scope !14
  %uglygep1240 = getelementptr i8, i8* %64, i64 %lsr.iv1222
  %uglygep12401241 = bitcast i8* %uglygep1240 to <8 x double>*
  %scevgep1242 = getelementptr <8 x double>, <8 x double>* %uglygep12401241, i64 -1
  %wide.load262.epil = load <8 x double>, <8 x double>* %scevgep1242, align 8, !alias.scope !14
  %uglygep1238 = getelementptr i8, i8* %64, i64 %lsr.iv1222
  %uglygep12381239 = bitcast i8* %uglygep1238 to <8 x double>*
  %wide.load263.epil = load <8 x double>, <8 x double>* %uglygep12381239, align 8, !alias.scope !14
  %66 = fmul <8 x double> %wide.load260.epil, %broadcast.splat265.epil
  %67 = fmul <8 x double> %wide.load261.epil, %broadcast.splat267.epil
  %68 = fmul <8 x double> %wide.load262.epil, %broadcast.splat269.epil
  %69 = fmul <8 x double> %wide.load263.epil, %broadcast.splat271.epil
  %uglygep1233 = getelementptr i8, i8* %65, i64 %lsr.iv1222
  %uglygep12331234 = bitcast i8* %uglygep1233 to <8 x double>*
  %scevgep1235 = getelementptr <8 x double>, <8 x double>* %uglygep12331234, i64 -3
  store <8 x double> %66, <8 x double>* %scevgep1235, align 8, !alias.scope !16, !noalias !18
  %uglygep1230 = getelementptr i8, i8* %65, i64 %lsr.iv1222
  %uglygep12301231 = bitcast i8* %uglygep1230 to <8 x double>*
  %scevgep1232 = getelementptr <8 x double>, <8 x double>* %uglygep12301231, i64 -2
  store <8 x double> %67, <8 x double>* %scevgep1232, align 8, !alias.scope !16, !noalias !18
  %uglygep1227 = getelementptr i8, i8* %65, i64 %lsr.iv1222
  %uglygep12271228 = bitcast i8* %uglygep1227 to <8 x double>*
  %scevgep1229 = getelementptr <8 x double>, <8 x double>* %uglygep12271228, i64 -1
  store <8 x double> %68, <8 x double>* %scevgep1229, align 8, !alias.scope !16, !noalias !18
  %uglygep1225 = getelementptr i8, i8* %65, i64 %lsr.iv1222
  %uglygep12251226 = bitcast i8* %uglygep1225 to <8 x double>*
  store <8 x double> %69, <8 x double>* %uglygep12251226, align 8, !alias.scope !16, !noalias !18
  %lsr.iv.next1223 = add nuw nsw i64 %lsr.iv1222, 256
  %epil.iter364.cmp.not = icmp eq i64 %63, %lsr.iv.next1223
  br i1 %epil.iter364.cmp.not, label %middle.block250, label %vector.body252.epil, !llvm.loop !21

middle.block250:                                  ; preds = %vector.body252.epil, %middle.block250.unr-lcssa
  %cmp.n258 = icmp eq i64 %dest_shape.1143, %n.vec256
  br i1 %cmp.n258, label %for.end, label %for.body.us.preheader332

for.body.us.preheader332:                         ; preds = %vector.memcheck236, %for.body.us.preheader, %middle.block250
  %loop.index124.us.ph = phi i64 [ 0, %vector.memcheck236 ], [ 0, %for.body.us.preheader ], [ %n.vec256, %middle.block250 ]
  %70 = xor i64 %loop.index124.us.ph, -1
  %71 = add i64 %dest_shape.1143, %70
  %xtraiter360 = and i64 %dest_shape.1143, 7
  %lcmp.mod361.not = icmp eq i64 %xtraiter360, 0
  br i1 %lcmp.mod361.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader332
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv1219 = phi i64 [ %xtraiter360, %for.body.us.prol.preheader ], [ %lsr.iv.next1220, %for.body.us.prol ]
  %loop.index124.us.prol = phi i64 [ %.610.us.prol, %for.body.us.prol ], [ %loop.index124.us.ph, %for.body.us.prol.preheader ]
  %scevgep1218 = getelementptr double, double* %.349, i64 %loop.index124.us.prol
  %.572.us.prol = load double, double* %scevgep1218, align 8
  %.581.us.prol = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.us.prol = fmul double %.572.us.prol, %.581.us.prol
  %scevgep1217 = getelementptr double, double* %.6.i125, i64 %loop.index124.us.prol
  store double %.6.i113.us.prol, double* %scevgep1217, align 8
  %.610.us.prol = add nuw i64 %loop.index124.us.prol, 1
  %lsr.iv.next1220 = add nsw i64 %lsr.iv1219, -1
  %prol.iter362.cmp.not = icmp eq i64 %lsr.iv.next1220, 0
  br i1 %prol.iter362.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !23

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader332
  %loop.index124.us.unr = phi i64 [ %loop.index124.us.ph, %for.body.us.preheader332 ], [ %.610.us.prol, %for.body.us.prol ]
  %72 = icmp ult i64 %71, 7
  br i1 %72, label %for.end, label %for.body.us.preheader386

for.body.us.preheader386:                         ; preds = %for.body.us.prol.loopexit
  %73 = add i64 %.236.sroa.0.2, 7
  %scevgep1201 = getelementptr double, double* %arg.c.4, i64 %73
  br label %for.body.us

for.body.us.us.preheader:                         ; preds = %for.body.preheader.split.us
  %74 = icmp ult i64 %dest_shape.1143, 32
  br i1 %74, label %for.body.us.us.preheader331, label %vector.memcheck273

vector.memcheck273:                               ; preds = %for.body.us.us.preheader
  %scevgep274 = getelementptr double, double* %.6.i125, i64 %dest_shape.1143
  %75 = add i64 %dest_shape.1143, %.236.sroa.0.2
  %scevgep276 = getelementptr double, double* %arg.c.4, i64 %75
  %scevgep278 = getelementptr double, double* %.53.fca.1.4.load, i64 %dest_shape.1143
  %bound0280 = icmp ult double* %.6.i125, %scevgep276
  %bound1281 = icmp ult double* %.349, %scevgep274
  %found.conflict282 = and i1 %bound0280, %bound1281
  %bound0283 = icmp ult double* %.6.i125, %scevgep278
  %bound1284 = icmp ult double* %.53.fca.1.4.load, %scevgep274
  %found.conflict285 = and i1 %bound0283, %bound1284
  %conflict.rdx286 = or i1 %found.conflict282, %found.conflict285
  br i1 %conflict.rdx286, label %for.body.us.us.preheader331, label %vector.ph291

vector.ph291:                                     ; preds = %vector.memcheck273
  %n.vec293 = and i64 %dest_shape.1143, -32
  %76 = add i64 %n.vec293, -32
  %77 = lshr exact i64 %76, 5
  %78 = add nuw nsw i64 %77, 1
  %xtraiter355 = and i64 %78, 7
  %79 = icmp ult i64 %76, 224
  br i1 %79, label %middle.block287.unr-lcssa, label %vector.ph291.new

vector.ph291.new:                                 ; preds = %vector.ph291
  %const1835 = bitcast i64 1152921504606846968 to i64
  %unroll_iter358 = and i64 %78, %const1835
  %80 = add i64 %.236.sroa.0.2, 248
  %scevgep895 = getelementptr double, double* %arg.c.4, i64 %80
  %scevgep991 = getelementptr double, double* %.53.fca.1.4.load, i64 248
  %scevgep1087 = getelementptr double, double* %.6.i125, i64 248
  br label %vector.body289

vector.body289:                                   ; preds = %vector.body289, %vector.ph291.new
  %lsr.iv1183 = phi i64 [ %lsr.iv.next1184, %vector.body289 ], [ %unroll_iter358, %vector.ph291.new ]
  %index296 = phi i64 [ 0, %vector.ph291.new ], [ %index.next305.7, %vector.body289 ]
  %scevgep979 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep979980 = bitcast double* %scevgep979 to <8 x double>*
  %scevgep981 = getelementptr <8 x double>, <8 x double>* %scevgep979980, i64 -31
  %wide.load297 = load <8 x double>, <8 x double>* %scevgep981, align 8, !alias.scope !24
  %scevgep988 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep988989 = bitcast double* %scevgep988 to <8 x double>*
  %scevgep990 = getelementptr <8 x double>, <8 x double>* %scevgep988989, i64 -30
  %wide.load298 = load <8 x double>, <8 x double>* %scevgep990, align 8, !alias.scope !24
  %scevgep985 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep985986 = bitcast double* %scevgep985 to <8 x double>*
  %scevgep987 = getelementptr <8 x double>, <8 x double>* %scevgep985986, i64 -29
  %wide.load299 = load <8 x double>, <8 x double>* %scevgep987, align 8, !alias.scope !24
  %scevgep982 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep982983 = bitcast double* %scevgep982 to <8 x double>*
  %scevgep984 = getelementptr <8 x double>, <8 x double>* %scevgep982983, i64 -28
  %wide.load300 = load <8 x double>, <8 x double>* %scevgep984, align 8, !alias.scope !24
  %scevgep1075 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10751076 = bitcast double* %scevgep1075 to <8 x double>*
  %scevgep1077 = getelementptr <8 x double>, <8 x double>* %scevgep10751076, i64 -31
  %wide.load301 = load <8 x double>, <8 x double>* %scevgep1077, align 8, !alias.scope !27
  %scevgep1084 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10841085 = bitcast double* %scevgep1084 to <8 x double>*
  %scevgep1086 = getelementptr <8 x double>, <8 x double>* %scevgep10841085, i64 -30
  %wide.load302 = load <8 x double>, <8 x double>* %scevgep1086, align 8, !alias.scope !27
  %scevgep1081 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10811082 = bitcast double* %scevgep1081 to <8 x double>*
  %scevgep1083 = getelementptr <8 x double>, <8 x double>* %scevgep10811082, i64 -29
  %wide.load303 = load <8 x double>, <8 x double>* %scevgep1083, align 8, !alias.scope !27
  %scevgep1078 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10781079 = bitcast double* %scevgep1078 to <8 x double>*
  %scevgep1080 = getelementptr <8 x double>, <8 x double>* %scevgep10781079, i64 -28
  %wide.load304 = load <8 x double>, <8 x double>* %scevgep1080, align 8, !alias.scope !27
  %81 = fmul <8 x double> %wide.load297, %wide.load301
  %82 = fmul <8 x double> %wide.load298, %wide.load302
  %83 = fmul <8 x double> %wide.load299, %wide.load303
  %84 = fmul <8 x double> %wide.load300, %wide.load304
  %scevgep1171 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11711172 = bitcast double* %scevgep1171 to <8 x double>*
  %scevgep1173 = getelementptr <8 x double>, <8 x double>* %scevgep11711172, i64 -31
  store <8 x double> %81, <8 x double>* %scevgep1173, align 8, !alias.scope !29, !noalias !31
  %scevgep1180 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11801181 = bitcast double* %scevgep1180 to <8 x double>*
  %scevgep1182 = getelementptr <8 x double>, <8 x double>* %scevgep11801181, i64 -30
  store <8 x double> %82, <8 x double>* %scevgep1182, align 8, !alias.scope !29, !noalias !31
  %scevgep1177 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11771178 = bitcast double* %scevgep1177 to <8 x double>*
  %scevgep1179 = getelementptr <8 x double>, <8 x double>* %scevgep11771178, i64 -29
  store <8 x double> %83, <8 x double>* %scevgep1179, align 8, !alias.scope !29, !noalias !31
  %scevgep1174 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11741175 = bitcast double* %scevgep1174 to <8 x double>*
  %scevgep1176 = getelementptr <8 x double>, <8 x double>* %scevgep11741175, i64 -28
  store <8 x double> %84, <8 x double>* %scevgep1176, align 8, !alias.scope !29, !noalias !31
  %scevgep965 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep965966 = bitcast double* %scevgep965 to <8 x double>*
  %scevgep967 = getelementptr <8 x double>, <8 x double>* %scevgep965966, i64 -27
  %wide.load297.1 = load <8 x double>, <8 x double>* %scevgep967, align 8, !alias.scope !24
  %scevgep962 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep962963 = bitcast double* %scevgep962 to <8 x double>*
  %scevgep964 = getelementptr <8 x double>, <8 x double>* %scevgep962963, i64 -26
  %wide.load298.1 = load <8 x double>, <8 x double>* %scevgep964, align 8, !alias.scope !24
  %scevgep959 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep959960 = bitcast double* %scevgep959 to <8 x double>*
  %scevgep961 = getelementptr <8 x double>, <8 x double>* %scevgep959960, i64 -25
  %wide.load299.1 = load <8 x double>, <8 x double>* %scevgep961, align 8, !alias.scope !24
  %scevgep956 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep956957 = bitcast double* %scevgep956 to <8 x double>*
  %scevgep958 = getelementptr <8 x double>, <8 x double>* %scevgep956957, i64 -24
  %wide.load300.1 = load <8 x double>, <8 x double>* %scevgep958, align 8, !alias.scope !24
  %scevgep1061 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10611062 = bitcast double* %scevgep1061 to <8 x double>*
  %scevgep1063 = getelementptr <8 x double>, <8 x double>* %scevgep10611062, i64 -27
  %wide.load301.1 = load <8 x double>, <8 x double>* %scevgep1063, align 8, !alias.scope !27
  %scevgep1058 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10581059 = bitcast double* %scevgep1058 to <8 x double>*
  %scevgep1060 = getelementptr <8 x double>, <8 x double>* %scevgep10581059, i64 -26
  %wide.load302.1 = load <8 x double>, <8 x double>* %scevgep1060, align 8, !alias.scope !27
  %scevgep1055 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10551056 = bitcast double* %scevgep1055 to <8 x double>*
  %scevgep1057 = getelementptr <8 x double>, <8 x double>* %scevgep10551056, i64 -25
  %wide.load303.1 = load <8 x double>, <8 x double>* %scevgep1057, align 8, !alias.scope !27
  %scevgep1052 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10521053 = bitcast double* %scevgep1052 to <8 x double>*
  %scevgep1054 = getelementptr <8 x double>, <8 x double>* %scevgep10521053, i64 -24
  %wide.load304.1 = load <8 x double>, <8 x double>* %scevgep1054, align 8, !alias.scope !27
  %85 = fmul <8 x double> %wide.load297.1, %wide.load301.1
  %86 = fmul <8 x double> %wide.load298.1, %wide.load302.1
  %87 = fmul <8 x double> %wide.load299.1, %wide.load303.1
  %88 = fmul <8 x double> %wide.load300.1, %wide.load304.1
  %scevgep1157 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11571158 = bitcast double* %scevgep1157 to <8 x double>*
  %scevgep1159 = getelementptr <8 x double>, <8 x double>* %scevgep11571158, i64 -27
  store <8 x double> %85, <8 x double>* %scevgep1159, align 8, !alias.scope !29, !noalias !31
  %scevgep1154 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11541155 = bitcast double* %scevgep1154 to <8 x double>*
  %scevgep1156 = getelementptr <8 x double>, <8 x double>* %scevgep11541155, i64 -26
  store <8 x double> %86, <8 x double>* %scevgep1156, align 8, !alias.scope !29, !noalias !31
  %scevgep1151 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11511152 = bitcast double* %scevgep1151 to <8 x double>*
  %scevgep1153 = getelementptr <8 x double>, <8 x double>* %scevgep11511152, i64 -25
  store <8 x double> %87, <8 x double>* %scevgep1153, align 8, !alias.scope !29, !noalias !31
  %scevgep1148 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11481149 = bitcast double* %scevgep1148 to <8 x double>*
  %scevgep1150 = getelementptr <8 x double>, <8 x double>* %scevgep11481149, i64 -24
  store <8 x double> %88, <8 x double>* %scevgep1150, align 8, !alias.scope !29, !noalias !31
  %scevgep953 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep953954 = bitcast double* %scevgep953 to <8 x double>*
  %scevgep955 = getelementptr <8 x double>, <8 x double>* %scevgep953954, i64 -23
  %wide.load297.2 = load <8 x double>, <8 x double>* %scevgep955, align 8, !alias.scope !24
  %scevgep950 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep950951 = bitcast double* %scevgep950 to <8 x double>*
  %scevgep952 = getelementptr <8 x double>, <8 x double>* %scevgep950951, i64 -22
  %wide.load298.2 = load <8 x double>, <8 x double>* %scevgep952, align 8, !alias.scope !24
  %scevgep947 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep947948 = bitcast double* %scevgep947 to <8 x double>*
  %scevgep949 = getelementptr <8 x double>, <8 x double>* %scevgep947948, i64 -21
  %wide.load299.2 = load <8 x double>, <8 x double>* %scevgep949, align 8, !alias.scope !24
  %scevgep944 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep944945 = bitcast double* %scevgep944 to <8 x double>*
  %scevgep946 = getelementptr <8 x double>, <8 x double>* %scevgep944945, i64 -20
  %wide.load300.2 = load <8 x double>, <8 x double>* %scevgep946, align 8, !alias.scope !24
  %scevgep1049 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10491050 = bitcast double* %scevgep1049 to <8 x double>*
  %scevgep1051 = getelementptr <8 x double>, <8 x double>* %scevgep10491050, i64 -23
  %wide.load301.2 = load <8 x double>, <8 x double>* %scevgep1051, align 8, !alias.scope !27
  %scevgep1046 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10461047 = bitcast double* %scevgep1046 to <8 x double>*
  %scevgep1048 = getelementptr <8 x double>, <8 x double>* %scevgep10461047, i64 -22
  %wide.load302.2 = load <8 x double>, <8 x double>* %scevgep1048, align 8, !alias.scope !27
  %scevgep1043 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10431044 = bitcast double* %scevgep1043 to <8 x double>*
  %scevgep1045 = getelementptr <8 x double>, <8 x double>* %scevgep10431044, i64 -21
  %wide.load303.2 = load <8 x double>, <8 x double>* %scevgep1045, align 8, !alias.scope !27
  %scevgep1040 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10401041 = bitcast double* %scevgep1040 to <8 x double>*
  %scevgep1042 = getelementptr <8 x double>, <8 x double>* %scevgep10401041, i64 -20
  %wide.load304.2 = load <8 x double>, <8 x double>* %scevgep1042, align 8, !alias.scope !27
  %89 = fmul <8 x double> %wide.load297.2, %wide.load301.2
  %90 = fmul <8 x double> %wide.load298.2, %wide.load302.2
  %91 = fmul <8 x double> %wide.load299.2, %wide.load303.2
  %92 = fmul <8 x double> %wide.load300.2, %wide.load304.2
  %scevgep1145 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11451146 = bitcast double* %scevgep1145 to <8 x double>*
  %scevgep1147 = getelementptr <8 x double>, <8 x double>* %scevgep11451146, i64 -23
  store <8 x double> %89, <8 x double>* %scevgep1147, align 8, !alias.scope !29, !noalias !31
  %scevgep1142 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11421143 = bitcast double* %scevgep1142 to <8 x double>*
  %scevgep1144 = getelementptr <8 x double>, <8 x double>* %scevgep11421143, i64 -22
  store <8 x double> %90, <8 x double>* %scevgep1144, align 8, !alias.scope !29, !noalias !31
  %scevgep1139 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11391140 = bitcast double* %scevgep1139 to <8 x double>*
  %scevgep1141 = getelementptr <8 x double>, <8 x double>* %scevgep11391140, i64 -21
  store <8 x double> %91, <8 x double>* %scevgep1141, align 8, !alias.scope !29, !noalias !31
  %scevgep1136 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11361137 = bitcast double* %scevgep1136 to <8 x double>*
  %scevgep1138 = getelementptr <8 x double>, <8 x double>* %scevgep11361137, i64 -20
  store <8 x double> %92, <8 x double>* %scevgep1138, align 8, !alias.scope !29, !noalias !31
  %scevgep941 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep941942 = bitcast double* %scevgep941 to <8 x double>*
  %scevgep943 = getelementptr <8 x double>, <8 x double>* %scevgep941942, i64 -19
  %wide.load297.3 = load <8 x double>, <8 x double>* %scevgep943, align 8, !alias.scope !24
  %scevgep938 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep938939 = bitcast double* %scevgep938 to <8 x double>*
  %scevgep940 = getelementptr <8 x double>, <8 x double>* %scevgep938939, i64 -18
  %wide.load298.3 = load <8 x double>, <8 x double>* %scevgep940, align 8, !alias.scope !24
  %scevgep935 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep935936 = bitcast double* %scevgep935 to <8 x double>*
  %scevgep937 = getelementptr <8 x double>, <8 x double>* %scevgep935936, i64 -17
  %wide.load299.3 = load <8 x double>, <8 x double>* %scevgep937, align 8, !alias.scope !24
  %scevgep932 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep932933 = bitcast double* %scevgep932 to <8 x double>*
  %scevgep934 = getelementptr <8 x double>, <8 x double>* %scevgep932933, i64 -16
  %wide.load300.3 = load <8 x double>, <8 x double>* %scevgep934, align 8, !alias.scope !24
  %scevgep1037 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10371038 = bitcast double* %scevgep1037 to <8 x double>*
  %scevgep1039 = getelementptr <8 x double>, <8 x double>* %scevgep10371038, i64 -19
  %wide.load301.3 = load <8 x double>, <8 x double>* %scevgep1039, align 8, !alias.scope !27
  %scevgep1034 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10341035 = bitcast double* %scevgep1034 to <8 x double>*
  %scevgep1036 = getelementptr <8 x double>, <8 x double>* %scevgep10341035, i64 -18
  %wide.load302.3 = load <8 x double>, <8 x double>* %scevgep1036, align 8, !alias.scope !27
  %scevgep1031 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10311032 = bitcast double* %scevgep1031 to <8 x double>*
  %scevgep1033 = getelementptr <8 x double>, <8 x double>* %scevgep10311032, i64 -17
  %wide.load303.3 = load <8 x double>, <8 x double>* %scevgep1033, align 8, !alias.scope !27
  %scevgep1028 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10281029 = bitcast double* %scevgep1028 to <8 x double>*
  %scevgep1030 = getelementptr <8 x double>, <8 x double>* %scevgep10281029, i64 -16
  %wide.load304.3 = load <8 x double>, <8 x double>* %scevgep1030, align 8, !alias.scope !27
  %93 = fmul <8 x double> %wide.load297.3, %wide.load301.3
  %94 = fmul <8 x double> %wide.load298.3, %wide.load302.3
  %95 = fmul <8 x double> %wide.load299.3, %wide.load303.3
  %96 = fmul <8 x double> %wide.load300.3, %wide.load304.3
  %scevgep1133 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11331134 = bitcast double* %scevgep1133 to <8 x double>*
  %scevgep1135 = getelementptr <8 x double>, <8 x double>* %scevgep11331134, i64 -19
  store <8 x double> %93, <8 x double>* %scevgep1135, align 8, !alias.scope !29, !noalias !31
  %scevgep1130 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11301131 = bitcast double* %scevgep1130 to <8 x double>*
  %scevgep1132 = getelementptr <8 x double>, <8 x double>* %scevgep11301131, i64 -18
  store <8 x double> %94, <8 x double>* %scevgep1132, align 8, !alias.scope !29, !noalias !31
  %scevgep1127 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11271128 = bitcast double* %scevgep1127 to <8 x double>*
  %scevgep1129 = getelementptr <8 x double>, <8 x double>* %scevgep11271128, i64 -17
  store <8 x double> %95, <8 x double>* %scevgep1129, align 8, !alias.scope !29, !noalias !31
  %scevgep1124 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11241125 = bitcast double* %scevgep1124 to <8 x double>*
  %scevgep1126 = getelementptr <8 x double>, <8 x double>* %scevgep11241125, i64 -16
  store <8 x double> %96, <8 x double>* %scevgep1126, align 8, !alias.scope !29, !noalias !31
  %scevgep929 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep929930 = bitcast double* %scevgep929 to <8 x double>*
  %scevgep931 = getelementptr <8 x double>, <8 x double>* %scevgep929930, i64 -15
  %wide.load297.4 = load <8 x double>, <8 x double>* %scevgep931, align 8, !alias.scope !24
  %scevgep926 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep926927 = bitcast double* %scevgep926 to <8 x double>*
  %scevgep928 = getelementptr <8 x double>, <8 x double>* %scevgep926927, i64 -14
  %wide.load298.4 = load <8 x double>, <8 x double>* %scevgep928, align 8, !alias.scope !24
  %scevgep923 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep923924 = bitcast double* %scevgep923 to <8 x double>*
  %scevgep925 = getelementptr <8 x double>, <8 x double>* %scevgep923924, i64 -13
  %wide.load299.4 = load <8 x double>, <8 x double>* %scevgep925, align 8, !alias.scope !24
  %scevgep920 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep920921 = bitcast double* %scevgep920 to <8 x double>*
  %scevgep922 = getelementptr <8 x double>, <8 x double>* %scevgep920921, i64 -12
  %wide.load300.4 = load <8 x double>, <8 x double>* %scevgep922, align 8, !alias.scope !24
  %scevgep1025 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10251026 = bitcast double* %scevgep1025 to <8 x double>*
  %scevgep1027 = getelementptr <8 x double>, <8 x double>* %scevgep10251026, i64 -15
  %wide.load301.4 = load <8 x double>, <8 x double>* %scevgep1027, align 8, !alias.scope !27
  %scevgep1022 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10221023 = bitcast double* %scevgep1022 to <8 x double>*
  %scevgep1024 = getelementptr <8 x double>, <8 x double>* %scevgep10221023, i64 -14
  %wide.load302.4 = load <8 x double>, <8 x double>* %scevgep1024, align 8, !alias.scope !27
  %scevgep1019 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10191020 = bitcast double* %scevgep1019 to <8 x double>*
  %scevgep1021 = getelementptr <8 x double>, <8 x double>* %scevgep10191020, i64 -13
  %wide.load303.4 = load <8 x double>, <8 x double>* %scevgep1021, align 8, !alias.scope !27
  %scevgep1016 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10161017 = bitcast double* %scevgep1016 to <8 x double>*
  %scevgep1018 = getelementptr <8 x double>, <8 x double>* %scevgep10161017, i64 -12
  %wide.load304.4 = load <8 x double>, <8 x double>* %scevgep1018, align 8, !alias.scope !27
  %97 = fmul <8 x double> %wide.load297.4, %wide.load301.4
  %98 = fmul <8 x double> %wide.load298.4, %wide.load302.4
  %99 = fmul <8 x double> %wide.load299.4, %wide.load303.4
  %100 = fmul <8 x double> %wide.load300.4, %wide.load304.4
  %scevgep1121 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11211122 = bitcast double* %scevgep1121 to <8 x double>*
  %scevgep1123 = getelementptr <8 x double>, <8 x double>* %scevgep11211122, i64 -15
  store <8 x double> %97, <8 x double>* %scevgep1123, align 8, !alias.scope !29, !noalias !31
  %scevgep1118 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11181119 = bitcast double* %scevgep1118 to <8 x double>*
  %scevgep1120 = getelementptr <8 x double>, <8 x double>* %scevgep11181119, i64 -14
  store <8 x double> %98, <8 x double>* %scevgep1120, align 8, !alias.scope !29, !noalias !31
  %scevgep1115 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11151116 = bitcast double* %scevgep1115 to <8 x double>*
  %scevgep1117 = getelementptr <8 x double>, <8 x double>* %scevgep11151116, i64 -13
  store <8 x double> %99, <8 x double>* %scevgep1117, align 8, !alias.scope !29, !noalias !31
  %scevgep1112 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11121113 = bitcast double* %scevgep1112 to <8 x double>*
  %scevgep1114 = getelementptr <8 x double>, <8 x double>* %scevgep11121113, i64 -12
  store <8 x double> %100, <8 x double>* %scevgep1114, align 8, !alias.scope !29, !noalias !31
  %scevgep917 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep917918 = bitcast double* %scevgep917 to <8 x double>*
  %scevgep919 = getelementptr <8 x double>, <8 x double>* %scevgep917918, i64 -11
  %wide.load297.5 = load <8 x double>, <8 x double>* %scevgep919, align 8, !alias.scope !24
  %scevgep914 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep914915 = bitcast double* %scevgep914 to <8 x double>*
  %scevgep916 = getelementptr <8 x double>, <8 x double>* %scevgep914915, i64 -10
  %wide.load298.5 = load <8 x double>, <8 x double>* %scevgep916, align 8, !alias.scope !24
  %scevgep911 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep911912 = bitcast double* %scevgep911 to <8 x double>*
  %scevgep913 = getelementptr <8 x double>, <8 x double>* %scevgep911912, i64 -9
  %wide.load299.5 = load <8 x double>, <8 x double>* %scevgep913, align 8, !alias.scope !24
  %scevgep908 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep908909 = bitcast double* %scevgep908 to <8 x double>*
  %scevgep910 = getelementptr <8 x double>, <8 x double>* %scevgep908909, i64 -8
  %wide.load300.5 = load <8 x double>, <8 x double>* %scevgep910, align 8, !alias.scope !24
  %scevgep1013 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10131014 = bitcast double* %scevgep1013 to <8 x double>*
  %scevgep1015 = getelementptr <8 x double>, <8 x double>* %scevgep10131014, i64 -11
  %wide.load301.5 = load <8 x double>, <8 x double>* %scevgep1015, align 8, !alias.scope !27
  %scevgep1010 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10101011 = bitcast double* %scevgep1010 to <8 x double>*
  %scevgep1012 = getelementptr <8 x double>, <8 x double>* %scevgep10101011, i64 -10
  %wide.load302.5 = load <8 x double>, <8 x double>* %scevgep1012, align 8, !alias.scope !27
  %scevgep1007 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10071008 = bitcast double* %scevgep1007 to <8 x double>*
  %scevgep1009 = getelementptr <8 x double>, <8 x double>* %scevgep10071008, i64 -9
  %wide.load303.5 = load <8 x double>, <8 x double>* %scevgep1009, align 8, !alias.scope !27
  %scevgep1004 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10041005 = bitcast double* %scevgep1004 to <8 x double>*
  %scevgep1006 = getelementptr <8 x double>, <8 x double>* %scevgep10041005, i64 -8
  %wide.load304.5 = load <8 x double>, <8 x double>* %scevgep1006, align 8, !alias.scope !27
  %101 = fmul <8 x double> %wide.load297.5, %wide.load301.5
  %102 = fmul <8 x double> %wide.load298.5, %wide.load302.5
  %103 = fmul <8 x double> %wide.load299.5, %wide.load303.5
  %104 = fmul <8 x double> %wide.load300.5, %wide.load304.5
  %scevgep1109 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11091110 = bitcast double* %scevgep1109 to <8 x double>*
  %scevgep1111 = getelementptr <8 x double>, <8 x double>* %scevgep11091110, i64 -11
  store <8 x double> %101, <8 x double>* %scevgep1111, align 8, !alias.scope !29, !noalias !31
  %scevgep1106 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11061107 = bitcast double* %scevgep1106 to <8 x double>*
  %scevgep1108 = getelementptr <8 x double>, <8 x double>* %scevgep11061107, i64 -10
  store <8 x double> %102, <8 x double>* %scevgep1108, align 8, !alias.scope !29, !noalias !31
  %scevgep1103 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11031104 = bitcast double* %scevgep1103 to <8 x double>*
  %scevgep1105 = getelementptr <8 x double>, <8 x double>* %scevgep11031104, i64 -9
  store <8 x double> %103, <8 x double>* %scevgep1105, align 8, !alias.scope !29, !noalias !31
  %scevgep1100 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11001101 = bitcast double* %scevgep1100 to <8 x double>*
  %scevgep1102 = getelementptr <8 x double>, <8 x double>* %scevgep11001101, i64 -8
  store <8 x double> %104, <8 x double>* %scevgep1102, align 8, !alias.scope !29, !noalias !31
  %scevgep905 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep905906 = bitcast double* %scevgep905 to <8 x double>*
  %scevgep907 = getelementptr <8 x double>, <8 x double>* %scevgep905906, i64 -7
  %wide.load297.6 = load <8 x double>, <8 x double>* %scevgep907, align 8, !alias.scope !24
  %scevgep902 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep902903 = bitcast double* %scevgep902 to <8 x double>*
  %scevgep904 = getelementptr <8 x double>, <8 x double>* %scevgep902903, i64 -6
  %wide.load298.6 = load <8 x double>, <8 x double>* %scevgep904, align 8, !alias.scope !24
  %scevgep899 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep899900 = bitcast double* %scevgep899 to <8 x double>*
  %scevgep901 = getelementptr <8 x double>, <8 x double>* %scevgep899900, i64 -5
  %wide.load299.6 = load <8 x double>, <8 x double>* %scevgep901, align 8, !alias.scope !24
  %scevgep896 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep896897 = bitcast double* %scevgep896 to <8 x double>*
  %scevgep898 = getelementptr <8 x double>, <8 x double>* %scevgep896897, i64 -4
  %wide.load300.6 = load <8 x double>, <8 x double>* %scevgep898, align 8, !alias.scope !24
  %scevgep1001 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10011002 = bitcast double* %scevgep1001 to <8 x double>*
  %scevgep1003 = getelementptr <8 x double>, <8 x double>* %scevgep10011002, i64 -7
  %wide.load301.6 = load <8 x double>, <8 x double>* %scevgep1003, align 8, !alias.scope !27
  %scevgep998 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep998999 = bitcast double* %scevgep998 to <8 x double>*
  %scevgep1000 = getelementptr <8 x double>, <8 x double>* %scevgep998999, i64 -6
  %wide.load302.6 = load <8 x double>, <8 x double>* %scevgep1000, align 8, !alias.scope !27
  %scevgep995 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep995996 = bitcast double* %scevgep995 to <8 x double>*
  %scevgep997 = getelementptr <8 x double>, <8 x double>* %scevgep995996, i64 -5
  %wide.load303.6 = load <8 x double>, <8 x double>* %scevgep997, align 8, !alias.scope !27
  %scevgep992 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep992993 = bitcast double* %scevgep992 to <8 x double>*
  %scevgep994 = getelementptr <8 x double>, <8 x double>* %scevgep992993, i64 -4
  %wide.load304.6 = load <8 x double>, <8 x double>* %scevgep994, align 8, !alias.scope !27
  %105 = fmul <8 x double> %wide.load297.6, %wide.load301.6
  %106 = fmul <8 x double> %wide.load298.6, %wide.load302.6
  %107 = fmul <8 x double> %wide.load299.6, %wide.load303.6
  %108 = fmul <8 x double> %wide.load300.6, %wide.load304.6
  %scevgep1097 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep10971098 = bitcast double* %scevgep1097 to <8 x double>*
  %scevgep1099 = getelementptr <8 x double>, <8 x double>* %scevgep10971098, i64 -7
  store <8 x double> %105, <8 x double>* %scevgep1099, align 8, !alias.scope !29, !noalias !31
  %scevgep1094 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep10941095 = bitcast double* %scevgep1094 to <8 x double>*
  %scevgep1096 = getelementptr <8 x double>, <8 x double>* %scevgep10941095, i64 -6
  store <8 x double> %106, <8 x double>* %scevgep1096, align 8, !alias.scope !29, !noalias !31
  %scevgep1091 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep10911092 = bitcast double* %scevgep1091 to <8 x double>*
  %scevgep1093 = getelementptr <8 x double>, <8 x double>* %scevgep10911092, i64 -5
  store <8 x double> %107, <8 x double>* %scevgep1093, align 8, !alias.scope !29, !noalias !31
  %scevgep1088 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep10881089 = bitcast double* %scevgep1088 to <8 x double>*
  %scevgep1090 = getelementptr <8 x double>, <8 x double>* %scevgep10881089, i64 -4
  store <8 x double> %108, <8 x double>* %scevgep1090, align 8, !alias.scope !29, !noalias !31
  %scevgep976 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep976977 = bitcast double* %scevgep976 to <8 x double>*
  %scevgep978 = getelementptr <8 x double>, <8 x double>* %scevgep976977, i64 -3
  %wide.load297.7 = load <8 x double>, <8 x double>* %scevgep978, align 8, !alias.scope !24
  %scevgep973 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep973974 = bitcast double* %scevgep973 to <8 x double>*
  %scevgep975 = getelementptr <8 x double>, <8 x double>* %scevgep973974, i64 -2
  %wide.load298.7 = load <8 x double>, <8 x double>* %scevgep975, align 8, !alias.scope !24
  %scevgep970 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep970971 = bitcast double* %scevgep970 to <8 x double>*
  %scevgep972 = getelementptr <8 x double>, <8 x double>* %scevgep970971, i64 -1
  %wide.load299.7 = load <8 x double>, <8 x double>* %scevgep972, align 8, !alias.scope !24
  %scevgep968 = getelementptr double, double* %scevgep895, i64 %index296
  %scevgep968969 = bitcast double* %scevgep968 to <8 x double>*
  %wide.load300.7 = load <8 x double>, <8 x double>* %scevgep968969, align 8, !alias.scope !24
  %scevgep1072 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10721073 = bitcast double* %scevgep1072 to <8 x double>*
  %scevgep1074 = getelementptr <8 x double>, <8 x double>* %scevgep10721073, i64 -3
  %wide.load301.7 = load <8 x double>, <8 x double>* %scevgep1074, align 8, !alias.scope !27
  %scevgep1069 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10691070 = bitcast double* %scevgep1069 to <8 x double>*
  %scevgep1071 = getelementptr <8 x double>, <8 x double>* %scevgep10691070, i64 -2
  %wide.load302.7 = load <8 x double>, <8 x double>* %scevgep1071, align 8, !alias.scope !27
  %scevgep1066 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10661067 = bitcast double* %scevgep1066 to <8 x double>*
  %scevgep1068 = getelementptr <8 x double>, <8 x double>* %scevgep10661067, i64 -1
  %wide.load303.7 = load <8 x double>, <8 x double>* %scevgep1068, align 8, !alias.scope !27
  %scevgep1064 = getelementptr double, double* %scevgep991, i64 %index296
  %scevgep10641065 = bitcast double* %scevgep1064 to <8 x double>*
  %wide.load304.7 = load <8 x double>, <8 x double>* %scevgep10641065, align 8, !alias.scope !27
  %109 = fmul <8 x double> %wide.load297.7, %wide.load301.7
  %110 = fmul <8 x double> %wide.load298.7, %wide.load302.7
  %111 = fmul <8 x double> %wide.load299.7, %wide.load303.7
  %112 = fmul <8 x double> %wide.load300.7, %wide.load304.7
  %scevgep1168 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11681169 = bitcast double* %scevgep1168 to <8 x double>*
  %scevgep1170 = getelementptr <8 x double>, <8 x double>* %scevgep11681169, i64 -3
  store <8 x double> %109, <8 x double>* %scevgep1170, align 8, !alias.scope !29, !noalias !31
  %scevgep1165 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11651166 = bitcast double* %scevgep1165 to <8 x double>*
  %scevgep1167 = getelementptr <8 x double>, <8 x double>* %scevgep11651166, i64 -2
  store <8 x double> %110, <8 x double>* %scevgep1167, align 8, !alias.scope !29, !noalias !31
  %scevgep1162 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11621163 = bitcast double* %scevgep1162 to <8 x double>*
  %scevgep1164 = getelementptr <8 x double>, <8 x double>* %scevgep11621163, i64 -1
  store <8 x double> %111, <8 x double>* %scevgep1164, align 8, !alias.scope !29, !noalias !31
  %scevgep1160 = getelementptr double, double* %scevgep1087, i64 %index296
  %scevgep11601161 = bitcast double* %scevgep1160 to <8 x double>*
  store <8 x double> %112, <8 x double>* %scevgep11601161, align 8, !alias.scope !29, !noalias !31
  %index.next305.7 = add i64 %index296, 256
  %lsr.iv.next1184 = add i64 %lsr.iv1183, -8
  %niter359.ncmp.7 = icmp eq i64 %lsr.iv.next1184, 0
  br i1 %niter359.ncmp.7, label %middle.block287.unr-lcssa, label %vector.body289, !llvm.loop !32

middle.block287.unr-lcssa:                        ; preds = %vector.body289, %vector.ph291
  %index296.unr = phi i64 [ 0, %vector.ph291 ], [ %index.next305.7, %vector.body289 ]
  %lcmp.mod357.not = icmp eq i64 %xtraiter355, 0
  br i1 %lcmp.mod357.not, label %middle.block287, label %vector.body289.epil.preheader

vector.body289.epil.preheader:                    ; preds = %middle.block287.unr-lcssa
  %113 = add nuw nsw i64 %index296.unr, 24
  %scevgep854 = getelementptr double, double* %.6.i125, i64 %113
  %scevgep869 = getelementptr double, double* %.53.fca.1.4.load, i64 %113
  %114 = add i64 %.236.sroa.0.2, %index296.unr
  %115 = add i64 %114, 24
  %scevgep882 = getelementptr double, double* %arg.c.4, i64 %115
  %116 = shl nuw nsw i64 %xtraiter355, 8
  br label %vector.body289.epil

vector.body289.epil:                              ; preds = %vector.body289.epil.preheader, %vector.body289.epil
  %lsr.iv855 = phi i64 [ 0, %vector.body289.epil.preheader ], [ %lsr.iv.next856, %vector.body289.epil ]
  %117 = bitcast double* %scevgep882 to i8*
  %118 = bitcast double* %scevgep869 to i8*
  %119 = bitcast double* %scevgep854 to i8*
  %uglygep892 = getelementptr i8, i8* %117, i64 %lsr.iv855
  %uglygep892893 = bitcast i8* %uglygep892 to <8 x double>*
  %scevgep894 = getelementptr <8 x double>, <8 x double>* %uglygep892893, i64 -3
  %wide.load297.epil = load <8 x double>, <8 x double>* %scevgep894, align 8, !alias.scope !24
  %uglygep889 = getelementptr i8, i8* %117, i64 %lsr.iv855
  %uglygep889890 = bitcast i8* %uglygep889 to <8 x double>*
  %scevgep891 = getelementptr <8 x double>, <8 x double>* %uglygep889890, i64 -2
  %wide.load298.epil = load <8 x double>, <8 x double>* %scevgep891, align 8, !alias.scope !24
  %uglygep886 = getelementptr i8, i8* %117, i64 %lsr.iv855
  %uglygep886887 = bitcast i8* %uglygep886 to <8 x double>*
  %scevgep888 = getelementptr <8 x double>, <8 x double>* %uglygep886887, i64 -1
  %wide.load299.epil = load <8 x double>, <8 x double>* %scevgep888, align 8, !alias.scope !24
  %uglygep884 = getelementptr i8, i8* %117, i64 %lsr.iv855
  %uglygep884885 = bitcast i8* %uglygep884 to <8 x double>*
  %wide.load300.epil = load <8 x double>, <8 x double>* %uglygep884885, align 8, !alias.scope !24
  %uglygep879 = getelementptr i8, i8* %118, i64 %lsr.iv855
  %uglygep879880 = bitcast i8* %uglygep879 to <8 x double>*
  %scevgep881 = getelementptr <8 x double>, <8 x double>* %uglygep879880, i64 -3
  %wide.load301.epil = load <8 x double>, <8 x double>* %scevgep881, align 8, !alias.scope !27
  %uglygep876 = getelementptr i8, i8* %118, i64 %lsr.iv855
  %uglygep876877 = bitcast i8* %uglygep876 to <8 x double>*
  %scevgep878 = getelementptr <8 x double>, <8 x double>* %uglygep876877, i64 -2
  %wide.load302.epil = load <8 x double>, <8 x double>* %scevgep878, align 8, !alias.scope !27
  %uglygep873 = getelementptr i8, i8* %118, i64 %lsr.iv855
  %uglygep873874 = bitcast i8* %uglygep873 to <8 x double>*
  %scevgep875 = getelementptr <8 x double>, <8 x double>* %uglygep873874, i64 -1
  %wide.load303.epil = load <8 x double>, <8 x double>* %scevgep875, align 8, !alias.scope !27
  %uglygep871 = getelementptr i8, i8* %118, i64 %lsr.iv855
  %uglygep871872 = bitcast i8* %uglygep871 to <8 x double>*
  %wide.load304.epil = load <8 x double>, <8 x double>* %uglygep871872, align 8, !alias.scope !27
  %120 = fmul <8 x double> %wide.load297.epil, %wide.load301.epil
  %121 = fmul <8 x double> %wide.load298.epil, %wide.load302.epil
  %122 = fmul <8 x double> %wide.load299.epil, %wide.load303.epil
  %123 = fmul <8 x double> %wide.load300.epil, %wide.load304.epil
  %uglygep866 = getelementptr i8, i8* %119, i64 %lsr.iv855
  %uglygep866867 = bitcast i8* %uglygep866 to <8 x double>*
  %scevgep868 = getelementptr <8 x double>, <8 x double>* %uglygep866867, i64 -3
  store <8 x double> %120, <8 x double>* %scevgep868, align 8, !alias.scope !29, !noalias !31
  %uglygep863 = getelementptr i8, i8* %119, i64 %lsr.iv855
  %uglygep863864 = bitcast i8* %uglygep863 to <8 x double>*
  %scevgep865 = getelementptr <8 x double>, <8 x double>* %uglygep863864, i64 -2
  store <8 x double> %121, <8 x double>* %scevgep865, align 8, !alias.scope !29, !noalias !31
  %uglygep860 = getelementptr i8, i8* %119, i64 %lsr.iv855
  %uglygep860861 = bitcast i8* %uglygep860 to <8 x double>*
  %scevgep862 = getelementptr <8 x double>, <8 x double>* %uglygep860861, i64 -1
  store <8 x double> %122, <8 x double>* %scevgep862, align 8, !alias.scope !29, !noalias !31
  %uglygep858 = getelementptr i8, i8* %119, i64 %lsr.iv855
  %uglygep858859 = bitcast i8* %uglygep858 to <8 x double>*
  store <8 x double> %123, <8 x double>* %uglygep858859, align 8, !alias.scope !29, !noalias !31
  %lsr.iv.next856 = add nuw nsw i64 %lsr.iv855, 256
  %epil.iter356.cmp.not = icmp eq i64 %116, %lsr.iv.next856
  br i1 %epil.iter356.cmp.not, label %middle.block287, label %vector.body289.epil, !llvm.loop !33

middle.block287:                                  ; preds = %vector.body289.epil, %middle.block287.unr-lcssa
  %cmp.n295 = icmp eq i64 %dest_shape.1143, %n.vec293
  br i1 %cmp.n295, label %for.end, label %for.body.us.us.preheader331

for.body.us.us.preheader331:                      ; preds = %vector.memcheck273, %for.body.us.us.preheader, %middle.block287
  %loop.index124.us.us.ph = phi i64 [ 0, %vector.memcheck273 ], [ 0, %for.body.us.us.preheader ], [ %n.vec293, %middle.block287 ]
  %124 = xor i64 %loop.index124.us.us.ph, -1
  %125 = add i64 %dest_shape.1143, %124
  %xtraiter352 = and i64 %dest_shape.1143, 7
  %lcmp.mod353.not = icmp eq i64 %xtraiter352, 0
  br i1 %lcmp.mod353.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol.preheader

for.body.us.us.prol.preheader:                    ; preds = %for.body.us.us.preheader331
  br label %for.body.us.us.prol

for.body.us.us.prol:                              ; preds = %for.body.us.us.prol.preheader, %for.body.us.us.prol
  %lsr.iv852 = phi i64 [ %xtraiter352, %for.body.us.us.prol.preheader ], [ %lsr.iv.next853, %for.body.us.us.prol ]
  %loop.index124.us.us.prol = phi i64 [ %.610.us.us.prol, %for.body.us.us.prol ], [ %loop.index124.us.us.ph, %for.body.us.us.prol.preheader ]
  %scevgep851 = getelementptr double, double* %.349, i64 %loop.index124.us.us.prol
  %.572.us.us.prol = load double, double* %scevgep851, align 8
  %scevgep850 = getelementptr double, double* %.53.fca.1.4.load, i64 %loop.index124.us.us.prol
  %.581.us.us.prol = load double, double* %scevgep850, align 8
  %.6.i113.us.us.prol = fmul double %.572.us.us.prol, %.581.us.us.prol
  %scevgep849 = getelementptr double, double* %.6.i125, i64 %loop.index124.us.us.prol
  store double %.6.i113.us.us.prol, double* %scevgep849, align 8
  %.610.us.us.prol = add nuw i64 %loop.index124.us.us.prol, 1
  %lsr.iv.next853 = add nsw i64 %lsr.iv852, -1
  %prol.iter354.cmp.not = icmp eq i64 %lsr.iv.next853, 0
  br i1 %prol.iter354.cmp.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol, !llvm.loop !34

for.body.us.us.prol.loopexit:                     ; preds = %for.body.us.us.prol, %for.body.us.us.preheader331
  %loop.index124.us.us.unr = phi i64 [ %loop.index124.us.us.ph, %for.body.us.us.preheader331 ], [ %.610.us.us.prol, %for.body.us.us.prol ]
  %126 = icmp ult i64 %125, 7
  br i1 %126, label %for.end, label %for.body.us.us.preheader385

for.body.us.us.preheader385:                      ; preds = %for.body.us.us.prol.loopexit
  %127 = add i64 %.236.sroa.0.2, 7
  %scevgep833 = getelementptr double, double* %arg.c.4, i64 %127
  br label %for.body.us.us

for.body.us.us:                                   ; preds = %for.body.us.us.preheader385, %for.body.us.us
  %loop.index124.us.us = phi i64 [ %.610.us.us.7, %for.body.us.us ], [ %loop.index124.us.us.unr, %for.body.us.us.preheader385 ]
  %scevgep847 = getelementptr double, double* %scevgep833, i64 %loop.index124.us.us
  %scevgep848 = getelementptr double, double* %scevgep847, i64 -7
  %.572.us.us = load double, double* %scevgep848, align 8
  %sunkaddr = mul i64 %loop.index124.us.us, 8
  %128 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1842 = getelementptr i8, i8* %128, i64 %sunkaddr
  %129 = bitcast i8* %sunkaddr1842 to double*
  %.581.us.us = load double, double* %129, align 8
  %.6.i113.us.us = fmul double %.572.us.us, %.581.us.us
  %sunkaddr1843 = mul i64 %loop.index124.us.us, 8
  %130 = bitcast double* %.6.i125 to i8*
  %sunkaddr1844 = getelementptr i8, i8* %130, i64 %sunkaddr1843
  %131 = bitcast i8* %sunkaddr1844 to double*
  store double %.6.i113.us.us, double* %131, align 8
  %scevgep845 = getelementptr double, double* %scevgep833, i64 %loop.index124.us.us
  %scevgep846 = getelementptr double, double* %scevgep845, i64 -6
  %.572.us.us.1 = load double, double* %scevgep846, align 8
  %sunkaddr1845 = mul i64 %loop.index124.us.us, 8
  %132 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1846 = getelementptr i8, i8* %132, i64 %sunkaddr1845
  %sunkaddr1847 = getelementptr i8, i8* %sunkaddr1846, i64 8
  %133 = bitcast i8* %sunkaddr1847 to double*
  %.581.us.us.1 = load double, double* %133, align 8
  %.6.i113.us.us.1 = fmul double %.572.us.us.1, %.581.us.us.1
  %sunkaddr1848 = mul i64 %loop.index124.us.us, 8
  %134 = bitcast double* %.6.i125 to i8*
  %sunkaddr1849 = getelementptr i8, i8* %134, i64 %sunkaddr1848
  %sunkaddr1850 = getelementptr i8, i8* %sunkaddr1849, i64 8
  %135 = bitcast i8* %sunkaddr1850 to double*
  store double %.6.i113.us.us.1, double* %135, align 8
  %scevgep843 = getelementptr double, double* %scevgep833, i64 %loop.index124.us.us
  %scevgep844 = getelementptr double, double* %scevgep843, i64 -5
  %.572.us.us.2 = load double, double* %scevgep844, align 8
  %sunkaddr1851 = mul i64 %loop.index124.us.us, 8
  %136 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1852 = getelementptr i8, i8* %136, i64 %sunkaddr1851
  %sunkaddr1853 = getelementptr i8, i8* %sunkaddr1852, i64 16
  %137 = bitcast i8* %sunkaddr1853 to double*
  %.581.us.us.2 = load double, double* %137, align 8
  %.6.i113.us.us.2 = fmul double %.572.us.us.2, %.581.us.us.2
  %sunkaddr1854 = mul i64 %loop.index124.us.us, 8
  %138 = bitcast double* %.6.i125 to i8*
  %sunkaddr1855 = getelementptr i8, i8* %138, i64 %sunkaddr1854
  %sunkaddr1856 = getelementptr i8, i8* %sunkaddr1855, i64 16
  %139 = bitcast i8* %sunkaddr1856 to double*
  store double %.6.i113.us.us.2, double* %139, align 8
  %scevgep841 = getelementptr double, double* %scevgep833, i64 %loop.index124.us.us
  %scevgep842 = getelementptr double, double* %scevgep841, i64 -4
  %.572.us.us.3 = load double, double* %scevgep842, align 8
  %sunkaddr1857 = mul i64 %loop.index124.us.us, 8
  %140 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1858 = getelementptr i8, i8* %140, i64 %sunkaddr1857
  %sunkaddr1859 = getelementptr i8, i8* %sunkaddr1858, i64 24
  %141 = bitcast i8* %sunkaddr1859 to double*
  %.581.us.us.3 = load double, double* %141, align 8
  %.6.i113.us.us.3 = fmul double %.572.us.us.3, %.581.us.us.3
  %sunkaddr1860 = mul i64 %loop.index124.us.us, 8
  %142 = bitcast double* %.6.i125 to i8*
  %sunkaddr1861 = getelementptr i8, i8* %142, i64 %sunkaddr1860
  %sunkaddr1862 = getelementptr i8, i8* %sunkaddr1861, i64 24
  %143 = bitcast i8* %sunkaddr1862 to double*
  store double %.6.i113.us.us.3, double* %143, align 8
  %scevgep839 = getelementptr double, double* %scevgep833, i64 %loop.index124.us.us
  %scevgep840 = getelementptr double, double* %scevgep839, i64 -3
  %.572.us.us.4 = load double, double* %scevgep840, align 8
  %sunkaddr1863 = mul i64 %loop.index124.us.us, 8
  %144 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1864 = getelementptr i8, i8* %144, i64 %sunkaddr1863
  %sunkaddr1865 = getelementptr i8, i8* %sunkaddr1864, i64 32
  %145 = bitcast i8* %sunkaddr1865 to double*
  %.581.us.us.4 = load double, double* %145, align 8
  %.6.i113.us.us.4 = fmul double %.572.us.us.4, %.581.us.us.4
  %sunkaddr1866 = mul i64 %loop.index124.us.us, 8
  %146 = bitcast double* %.6.i125 to i8*
  %sunkaddr1867 = getelementptr i8, i8* %146, i64 %sunkaddr1866
  %sunkaddr1868 = getelementptr i8, i8* %sunkaddr1867, i64 32
  %147 = bitcast i8* %sunkaddr1868 to double*
  store double %.6.i113.us.us.4, double* %147, align 8
  %scevgep837 = getelementptr double, double* %scevgep833, i64 %loop.index124.us.us
  %scevgep838 = getelementptr double, double* %scevgep837, i64 -2
  %.572.us.us.5 = load double, double* %scevgep838, align 8
  %sunkaddr1869 = mul i64 %loop.index124.us.us, 8
  %148 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1870 = getelementptr i8, i8* %148, i64 %sunkaddr1869
  %sunkaddr1871 = getelementptr i8, i8* %sunkaddr1870, i64 40
  %149 = bitcast i8* %sunkaddr1871 to double*
  %.581.us.us.5 = load double, double* %149, align 8
  %.6.i113.us.us.5 = fmul double %.572.us.us.5, %.581.us.us.5
  %sunkaddr1872 = mul i64 %loop.index124.us.us, 8
  %150 = bitcast double* %.6.i125 to i8*
  %sunkaddr1873 = getelementptr i8, i8* %150, i64 %sunkaddr1872
  %sunkaddr1874 = getelementptr i8, i8* %sunkaddr1873, i64 40
  %151 = bitcast i8* %sunkaddr1874 to double*
  store double %.6.i113.us.us.5, double* %151, align 8
  %scevgep835 = getelementptr double, double* %scevgep833, i64 %loop.index124.us.us
  %scevgep836 = getelementptr double, double* %scevgep835, i64 -1
  %.572.us.us.6 = load double, double* %scevgep836, align 8
  %sunkaddr1875 = mul i64 %loop.index124.us.us, 8
  %152 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1876 = getelementptr i8, i8* %152, i64 %sunkaddr1875
  %sunkaddr1877 = getelementptr i8, i8* %sunkaddr1876, i64 48
  %153 = bitcast i8* %sunkaddr1877 to double*
  %.581.us.us.6 = load double, double* %153, align 8
  %.6.i113.us.us.6 = fmul double %.572.us.us.6, %.581.us.us.6
  %sunkaddr1878 = mul i64 %loop.index124.us.us, 8
  %154 = bitcast double* %.6.i125 to i8*
  %sunkaddr1879 = getelementptr i8, i8* %154, i64 %sunkaddr1878
  %sunkaddr1880 = getelementptr i8, i8* %sunkaddr1879, i64 48
  %155 = bitcast i8* %sunkaddr1880 to double*
  store double %.6.i113.us.us.6, double* %155, align 8
  %scevgep834 = getelementptr double, double* %scevgep833, i64 %loop.index124.us.us
  %.572.us.us.7 = load double, double* %scevgep834, align 8
  %sunkaddr1881 = mul i64 %loop.index124.us.us, 8
  %156 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1882 = getelementptr i8, i8* %156, i64 %sunkaddr1881
  %sunkaddr1883 = getelementptr i8, i8* %sunkaddr1882, i64 56
  %157 = bitcast i8* %sunkaddr1883 to double*
  %.581.us.us.7 = load double, double* %157, align 8
  %.6.i113.us.us.7 = fmul double %.572.us.us.7, %.581.us.us.7
  %sunkaddr1884 = mul i64 %loop.index124.us.us, 8
  %158 = bitcast double* %.6.i125 to i8*
  %sunkaddr1885 = getelementptr i8, i8* %158, i64 %sunkaddr1884
  %sunkaddr1886 = getelementptr i8, i8* %sunkaddr1885, i64 56
  %159 = bitcast i8* %sunkaddr1886 to double*
  store double %.6.i113.us.us.7, double* %159, align 8
  %.610.us.us.7 = add nuw nsw i64 %loop.index124.us.us, 8
  %exitcond163.not.7 = icmp eq i64 %dest_shape.1143, %.610.us.us.7
  br i1 %exitcond163.not.7, label %for.end, label %for.body.us.us, !llvm.loop !35

for.body.us:                                      ; preds = %for.body.us.preheader386, %for.body.us
  %loop.index124.us = phi i64 [ %.610.us.7, %for.body.us ], [ %loop.index124.us.unr, %for.body.us.preheader386 ]
  %scevgep1213 = getelementptr double, double* %scevgep1201, i64 %loop.index124.us
  %scevgep1214 = getelementptr double, double* %scevgep1213, i64 -7
  %.572.us = load double, double* %scevgep1214, align 8
  %.581.us = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.us = fmul double %.572.us, %.581.us
  %sunkaddr1887 = mul i64 %loop.index124.us, 8
  %160 = bitcast double* %.6.i125 to i8*
  %sunkaddr1888 = getelementptr i8, i8* %160, i64 %sunkaddr1887
  %161 = bitcast i8* %sunkaddr1888 to double*
  store double %.6.i113.us, double* %161, align 8
  %scevgep1215 = getelementptr double, double* %scevgep1201, i64 %loop.index124.us
  %scevgep1216 = getelementptr double, double* %scevgep1215, i64 -6
  %.572.us.1 = load double, double* %scevgep1216, align 8
  %.581.us.1 = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.us.1 = fmul double %.572.us.1, %.581.us.1
  %sunkaddr1889 = mul i64 %loop.index124.us, 8
  %162 = bitcast double* %.6.i125 to i8*
  %sunkaddr1890 = getelementptr i8, i8* %162, i64 %sunkaddr1889
  %sunkaddr1891 = getelementptr i8, i8* %sunkaddr1890, i64 8
  %163 = bitcast i8* %sunkaddr1891 to double*
  store double %.6.i113.us.1, double* %163, align 8
  %scevgep1211 = getelementptr double, double* %scevgep1201, i64 %loop.index124.us
  %scevgep1212 = getelementptr double, double* %scevgep1211, i64 -5
  %.572.us.2 = load double, double* %scevgep1212, align 8
  %.581.us.2 = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.us.2 = fmul double %.572.us.2, %.581.us.2
  %sunkaddr1892 = mul i64 %loop.index124.us, 8
  %164 = bitcast double* %.6.i125 to i8*
  %sunkaddr1893 = getelementptr i8, i8* %164, i64 %sunkaddr1892
  %sunkaddr1894 = getelementptr i8, i8* %sunkaddr1893, i64 16
  %165 = bitcast i8* %sunkaddr1894 to double*
  store double %.6.i113.us.2, double* %165, align 8
  %scevgep1209 = getelementptr double, double* %scevgep1201, i64 %loop.index124.us
  %scevgep1210 = getelementptr double, double* %scevgep1209, i64 -4
  %.572.us.3 = load double, double* %scevgep1210, align 8
  %.581.us.3 = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.us.3 = fmul double %.572.us.3, %.581.us.3
  %sunkaddr1895 = mul i64 %loop.index124.us, 8
  %166 = bitcast double* %.6.i125 to i8*
  %sunkaddr1896 = getelementptr i8, i8* %166, i64 %sunkaddr1895
  %sunkaddr1897 = getelementptr i8, i8* %sunkaddr1896, i64 24
  %167 = bitcast i8* %sunkaddr1897 to double*
  store double %.6.i113.us.3, double* %167, align 8
  %scevgep1207 = getelementptr double, double* %scevgep1201, i64 %loop.index124.us
  %scevgep1208 = getelementptr double, double* %scevgep1207, i64 -3
  %.572.us.4 = load double, double* %scevgep1208, align 8
  %.581.us.4 = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.us.4 = fmul double %.572.us.4, %.581.us.4
  %sunkaddr1898 = mul i64 %loop.index124.us, 8
  %168 = bitcast double* %.6.i125 to i8*
  %sunkaddr1899 = getelementptr i8, i8* %168, i64 %sunkaddr1898
  %sunkaddr1900 = getelementptr i8, i8* %sunkaddr1899, i64 32
  %169 = bitcast i8* %sunkaddr1900 to double*
  store double %.6.i113.us.4, double* %169, align 8
  %scevgep1205 = getelementptr double, double* %scevgep1201, i64 %loop.index124.us
  %scevgep1206 = getelementptr double, double* %scevgep1205, i64 -2
  %.572.us.5 = load double, double* %scevgep1206, align 8
  %.581.us.5 = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.us.5 = fmul double %.572.us.5, %.581.us.5
  %sunkaddr1901 = mul i64 %loop.index124.us, 8
  %170 = bitcast double* %.6.i125 to i8*
  %sunkaddr1902 = getelementptr i8, i8* %170, i64 %sunkaddr1901
  %sunkaddr1903 = getelementptr i8, i8* %sunkaddr1902, i64 40
  %171 = bitcast i8* %sunkaddr1903 to double*
  store double %.6.i113.us.5, double* %171, align 8
  %scevgep1203 = getelementptr double, double* %scevgep1201, i64 %loop.index124.us
  %scevgep1204 = getelementptr double, double* %scevgep1203, i64 -1
  %.572.us.6 = load double, double* %scevgep1204, align 8
  %.581.us.6 = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.us.6 = fmul double %.572.us.6, %.581.us.6
  %sunkaddr1904 = mul i64 %loop.index124.us, 8
  %172 = bitcast double* %.6.i125 to i8*
  %sunkaddr1905 = getelementptr i8, i8* %172, i64 %sunkaddr1904
  %sunkaddr1906 = getelementptr i8, i8* %sunkaddr1905, i64 48
  %173 = bitcast i8* %sunkaddr1906 to double*
  store double %.6.i113.us.6, double* %173, align 8
  %scevgep1202 = getelementptr double, double* %scevgep1201, i64 %loop.index124.us
  %.572.us.7 = load double, double* %scevgep1202, align 8
  %.581.us.7 = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.us.7 = fmul double %.572.us.7, %.581.us.7
  %sunkaddr1907 = mul i64 %loop.index124.us, 8
  %174 = bitcast double* %.6.i125 to i8*
  %sunkaddr1908 = getelementptr i8, i8* %174, i64 %sunkaddr1907
  %sunkaddr1909 = getelementptr i8, i8* %sunkaddr1908, i64 56
  %175 = bitcast i8* %sunkaddr1909 to double*
  store double %.6.i113.us.7, double* %175, align 8
  %.610.us.7 = add nuw nsw i64 %loop.index124.us, 8
  %exitcond164.not.7 = icmp eq i64 %dest_shape.1143, %.610.us.7
  br i1 %exitcond164.not.7, label %for.end, label %for.body.us, !llvm.loop !36

for.body.preheader.split:                         ; preds = %for.body.preheader
  %176 = icmp ugt i64 %.53.fca.1.5.0.load, 1
  br i1 %176, label %for.body.us146.preheader, label %for.body.preheader173

for.body.preheader173:                            ; preds = %for.body.preheader.split
  %177 = icmp ult i64 %dest_shape.1143, 32
  br i1 %177, label %for.body.preheader336, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.preheader173
  %scevgep = getelementptr double, double* %.6.i125, i64 %dest_shape.1143
  %178 = add i64 %.236.sroa.0.2, 1
  %scevgep178 = getelementptr double, double* %arg.c.4, i64 %178
  %scevgep181 = getelementptr double, double* %.53.fca.1.4.load, i64 1
  %bound0 = icmp ult double* %.6.i125, %scevgep178
  %bound1 = icmp ult double* %.349, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0183 = icmp ult double* %.6.i125, %scevgep181
  %bound1184 = icmp ult double* %.53.fca.1.4.load, %scevgep
  %found.conflict185 = and i1 %bound0183, %bound1184
  %conflict.rdx = or i1 %found.conflict, %found.conflict185
  br i1 %conflict.rdx, label %for.body.preheader336, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %dest_shape.1143, -32
  %179 = add i64 %n.vec, -32
  %180 = lshr exact i64 %179, 5
  %181 = add nuw nsw i64 %180, 1
  %xtraiter379 = and i64 %181, 7
  %182 = icmp ult i64 %179, 224
  br i1 %182, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const = bitcast i64 1152921504606846968 to i64
  %unroll_iter382 = and i64 %181, %const
  %183 = load double, double* %.349, align 8, !alias.scope !37
  %184 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !40
  %.scalar = fmul double %183, %184
  %185 = insertelement <8 x double> poison, double %.scalar, i64 0
  %186 = shufflevector <8 x double> %185, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar327 = fmul double %183, %184
  %187 = insertelement <8 x double> poison, double %.scalar327, i64 0
  %188 = shufflevector <8 x double> %187, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar328 = fmul double %183, %184
  %189 = insertelement <8 x double> poison, double %.scalar328, i64 0
  %190 = shufflevector <8 x double> %189, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar329 = fmul double %183, %184
  %191 = insertelement <8 x double> poison, double %.scalar329, i64 0
  %192 = shufflevector <8 x double> %191, <8 x double> poison, <8 x i32> zeroinitializer
  %193 = load double, double* %.349, align 8, !alias.scope !37
  %194 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !40
  %.scalar.1 = fmul double %193, %194
  %195 = insertelement <8 x double> poison, double %.scalar.1, i64 0
  %196 = shufflevector <8 x double> %195, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar327.1 = fmul double %193, %194
  %197 = insertelement <8 x double> poison, double %.scalar327.1, i64 0
  %198 = shufflevector <8 x double> %197, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar328.1 = fmul double %193, %194
  %199 = insertelement <8 x double> poison, double %.scalar328.1, i64 0
  %200 = shufflevector <8 x double> %199, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar329.1 = fmul double %193, %194
  %201 = insertelement <8 x double> poison, double %.scalar329.1, i64 0
  %202 = shufflevector <8 x double> %201, <8 x double> poison, <8 x i32> zeroinitializer
  %203 = load double, double* %.349, align 8, !alias.scope !37
  %204 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !40
  %.scalar.2 = fmul double %203, %204
  %205 = insertelement <8 x double> poison, double %.scalar.2, i64 0
  %206 = shufflevector <8 x double> %205, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar327.2 = fmul double %203, %204
  %207 = insertelement <8 x double> poison, double %.scalar327.2, i64 0
  %208 = shufflevector <8 x double> %207, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar328.2 = fmul double %203, %204
  %209 = insertelement <8 x double> poison, double %.scalar328.2, i64 0
  %210 = shufflevector <8 x double> %209, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar329.2 = fmul double %203, %204
  %211 = insertelement <8 x double> poison, double %.scalar329.2, i64 0
  %212 = shufflevector <8 x double> %211, <8 x double> poison, <8 x i32> zeroinitializer
  %213 = load double, double* %.349, align 8, !alias.scope !37
  %214 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !40
  %.scalar.3 = fmul double %213, %214
  %215 = insertelement <8 x double> poison, double %.scalar.3, i64 0
  %216 = shufflevector <8 x double> %215, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar327.3 = fmul double %213, %214
  %217 = insertelement <8 x double> poison, double %.scalar327.3, i64 0
  %218 = shufflevector <8 x double> %217, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar328.3 = fmul double %213, %214
  %219 = insertelement <8 x double> poison, double %.scalar328.3, i64 0
  %220 = shufflevector <8 x double> %219, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar329.3 = fmul double %213, %214
  %221 = insertelement <8 x double> poison, double %.scalar329.3, i64 0
  %222 = shufflevector <8 x double> %221, <8 x double> poison, <8 x i32> zeroinitializer
  %223 = load double, double* %.349, align 8, !alias.scope !37
  %224 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !40
  %.scalar.4 = fmul double %223, %224
  %225 = insertelement <8 x double> poison, double %.scalar.4, i64 0
  %226 = shufflevector <8 x double> %225, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar327.4 = fmul double %223, %224
  %227 = insertelement <8 x double> poison, double %.scalar327.4, i64 0
  %228 = shufflevector <8 x double> %227, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar328.4 = fmul double %223, %224
  %229 = insertelement <8 x double> poison, double %.scalar328.4, i64 0
  %230 = shufflevector <8 x double> %229, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar329.4 = fmul double %223, %224
  %231 = insertelement <8 x double> poison, double %.scalar329.4, i64 0
  %232 = shufflevector <8 x double> %231, <8 x double> poison, <8 x i32> zeroinitializer
  %233 = load double, double* %.349, align 8, !alias.scope !37
  %234 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !40
  %.scalar.5 = fmul double %233, %234
  %235 = insertelement <8 x double> poison, double %.scalar.5, i64 0
  %236 = shufflevector <8 x double> %235, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar327.5 = fmul double %233, %234
  %237 = insertelement <8 x double> poison, double %.scalar327.5, i64 0
  %238 = shufflevector <8 x double> %237, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar328.5 = fmul double %233, %234
  %239 = insertelement <8 x double> poison, double %.scalar328.5, i64 0
  %240 = shufflevector <8 x double> %239, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar329.5 = fmul double %233, %234
  %241 = insertelement <8 x double> poison, double %.scalar329.5, i64 0
  %242 = shufflevector <8 x double> %241, <8 x double> poison, <8 x i32> zeroinitializer
  %243 = load double, double* %.349, align 8, !alias.scope !37
  %244 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !40
  %.scalar.6 = fmul double %243, %244
  %245 = insertelement <8 x double> poison, double %.scalar.6, i64 0
  %246 = shufflevector <8 x double> %245, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar327.6 = fmul double %243, %244
  %247 = insertelement <8 x double> poison, double %.scalar327.6, i64 0
  %248 = shufflevector <8 x double> %247, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar328.6 = fmul double %243, %244
  %249 = insertelement <8 x double> poison, double %.scalar328.6, i64 0
  %250 = shufflevector <8 x double> %249, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar329.6 = fmul double %243, %244
  %251 = insertelement <8 x double> poison, double %.scalar329.6, i64 0
  %252 = shufflevector <8 x double> %251, <8 x double> poison, <8 x i32> zeroinitializer
  %253 = load double, double* %.349, align 8, !alias.scope !37
  %254 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !40
  %.scalar.7 = fmul double %253, %254
  %255 = insertelement <8 x double> poison, double %.scalar.7, i64 0
  %256 = shufflevector <8 x double> %255, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar327.7 = fmul double %253, %254
  %257 = insertelement <8 x double> poison, double %.scalar327.7, i64 0
  %258 = shufflevector <8 x double> %257, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar328.7 = fmul double %253, %254
  %259 = insertelement <8 x double> poison, double %.scalar328.7, i64 0
  %260 = shufflevector <8 x double> %259, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar329.7 = fmul double %253, %254
  %261 = insertelement <8 x double> poison, double %.scalar329.7, i64 0
  %262 = shufflevector <8 x double> %261, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1735 = getelementptr double, double* %.6.i125, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv1831 = phi i64 [ %lsr.iv.next1832, %vector.body ], [ %unroll_iter382, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep1819 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep18191820 = bitcast double* %scevgep1819 to <8 x double>*
  %scevgep1821 = getelementptr <8 x double>, <8 x double>* %scevgep18191820, i64 -31
  store <8 x double> %186, <8 x double>* %scevgep1821, align 8, !alias.scope !42, !noalias !44
  %scevgep1828 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep18281829 = bitcast double* %scevgep1828 to <8 x double>*
  %scevgep1830 = getelementptr <8 x double>, <8 x double>* %scevgep18281829, i64 -30
  store <8 x double> %188, <8 x double>* %scevgep1830, align 8, !alias.scope !42, !noalias !44
  %scevgep1825 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep18251826 = bitcast double* %scevgep1825 to <8 x double>*
  %scevgep1827 = getelementptr <8 x double>, <8 x double>* %scevgep18251826, i64 -29
  store <8 x double> %190, <8 x double>* %scevgep1827, align 8, !alias.scope !42, !noalias !44
  %scevgep1822 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep18221823 = bitcast double* %scevgep1822 to <8 x double>*
  %scevgep1824 = getelementptr <8 x double>, <8 x double>* %scevgep18221823, i64 -28
  store <8 x double> %192, <8 x double>* %scevgep1824, align 8, !alias.scope !42, !noalias !44
  %scevgep1805 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep18051806 = bitcast double* %scevgep1805 to <8 x double>*
  %scevgep1807 = getelementptr <8 x double>, <8 x double>* %scevgep18051806, i64 -27
  store <8 x double> %196, <8 x double>* %scevgep1807, align 8, !alias.scope !42, !noalias !44
  %scevgep1802 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep18021803 = bitcast double* %scevgep1802 to <8 x double>*
  %scevgep1804 = getelementptr <8 x double>, <8 x double>* %scevgep18021803, i64 -26
  store <8 x double> %198, <8 x double>* %scevgep1804, align 8, !alias.scope !42, !noalias !44
  %scevgep1799 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17991800 = bitcast double* %scevgep1799 to <8 x double>*
  %scevgep1801 = getelementptr <8 x double>, <8 x double>* %scevgep17991800, i64 -25
  store <8 x double> %200, <8 x double>* %scevgep1801, align 8, !alias.scope !42, !noalias !44
  %scevgep1796 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17961797 = bitcast double* %scevgep1796 to <8 x double>*
  %scevgep1798 = getelementptr <8 x double>, <8 x double>* %scevgep17961797, i64 -24
  store <8 x double> %202, <8 x double>* %scevgep1798, align 8, !alias.scope !42, !noalias !44
  %scevgep1793 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17931794 = bitcast double* %scevgep1793 to <8 x double>*
  %scevgep1795 = getelementptr <8 x double>, <8 x double>* %scevgep17931794, i64 -23
  store <8 x double> %206, <8 x double>* %scevgep1795, align 8, !alias.scope !42, !noalias !44
  %scevgep1790 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17901791 = bitcast double* %scevgep1790 to <8 x double>*
  %scevgep1792 = getelementptr <8 x double>, <8 x double>* %scevgep17901791, i64 -22
  store <8 x double> %208, <8 x double>* %scevgep1792, align 8, !alias.scope !42, !noalias !44
  %scevgep1787 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17871788 = bitcast double* %scevgep1787 to <8 x double>*
  %scevgep1789 = getelementptr <8 x double>, <8 x double>* %scevgep17871788, i64 -21
  store <8 x double> %210, <8 x double>* %scevgep1789, align 8, !alias.scope !42, !noalias !44
  %scevgep1784 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17841785 = bitcast double* %scevgep1784 to <8 x double>*
  %scevgep1786 = getelementptr <8 x double>, <8 x double>* %scevgep17841785, i64 -20
  store <8 x double> %212, <8 x double>* %scevgep1786, align 8, !alias.scope !42, !noalias !44
  %scevgep1781 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17811782 = bitcast double* %scevgep1781 to <8 x double>*
  %scevgep1783 = getelementptr <8 x double>, <8 x double>* %scevgep17811782, i64 -19
  store <8 x double> %216, <8 x double>* %scevgep1783, align 8, !alias.scope !42, !noalias !44
  %scevgep1778 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17781779 = bitcast double* %scevgep1778 to <8 x double>*
  %scevgep1780 = getelementptr <8 x double>, <8 x double>* %scevgep17781779, i64 -18
  store <8 x double> %218, <8 x double>* %scevgep1780, align 8, !alias.scope !42, !noalias !44
  %scevgep1775 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17751776 = bitcast double* %scevgep1775 to <8 x double>*
  %scevgep1777 = getelementptr <8 x double>, <8 x double>* %scevgep17751776, i64 -17
  store <8 x double> %220, <8 x double>* %scevgep1777, align 8, !alias.scope !42, !noalias !44
  %scevgep1772 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17721773 = bitcast double* %scevgep1772 to <8 x double>*
  %scevgep1774 = getelementptr <8 x double>, <8 x double>* %scevgep17721773, i64 -16
  store <8 x double> %222, <8 x double>* %scevgep1774, align 8, !alias.scope !42, !noalias !44
  %scevgep1769 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17691770 = bitcast double* %scevgep1769 to <8 x double>*
  %scevgep1771 = getelementptr <8 x double>, <8 x double>* %scevgep17691770, i64 -15
  store <8 x double> %226, <8 x double>* %scevgep1771, align 8, !alias.scope !42, !noalias !44
  %scevgep1766 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17661767 = bitcast double* %scevgep1766 to <8 x double>*
  %scevgep1768 = getelementptr <8 x double>, <8 x double>* %scevgep17661767, i64 -14
  store <8 x double> %228, <8 x double>* %scevgep1768, align 8, !alias.scope !42, !noalias !44
  %scevgep1763 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17631764 = bitcast double* %scevgep1763 to <8 x double>*
  %scevgep1765 = getelementptr <8 x double>, <8 x double>* %scevgep17631764, i64 -13
  store <8 x double> %230, <8 x double>* %scevgep1765, align 8, !alias.scope !42, !noalias !44
  %scevgep1760 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17601761 = bitcast double* %scevgep1760 to <8 x double>*
  %scevgep1762 = getelementptr <8 x double>, <8 x double>* %scevgep17601761, i64 -12
  store <8 x double> %232, <8 x double>* %scevgep1762, align 8, !alias.scope !42, !noalias !44
  %scevgep1757 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17571758 = bitcast double* %scevgep1757 to <8 x double>*
  %scevgep1759 = getelementptr <8 x double>, <8 x double>* %scevgep17571758, i64 -11
  store <8 x double> %236, <8 x double>* %scevgep1759, align 8, !alias.scope !42, !noalias !44
  %scevgep1754 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17541755 = bitcast double* %scevgep1754 to <8 x double>*
  %scevgep1756 = getelementptr <8 x double>, <8 x double>* %scevgep17541755, i64 -10
  store <8 x double> %238, <8 x double>* %scevgep1756, align 8, !alias.scope !42, !noalias !44
  %scevgep1751 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17511752 = bitcast double* %scevgep1751 to <8 x double>*
  %scevgep1753 = getelementptr <8 x double>, <8 x double>* %scevgep17511752, i64 -9
  store <8 x double> %240, <8 x double>* %scevgep1753, align 8, !alias.scope !42, !noalias !44
  %scevgep1748 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17481749 = bitcast double* %scevgep1748 to <8 x double>*
  %scevgep1750 = getelementptr <8 x double>, <8 x double>* %scevgep17481749, i64 -8
  store <8 x double> %242, <8 x double>* %scevgep1750, align 8, !alias.scope !42, !noalias !44
  %scevgep1745 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17451746 = bitcast double* %scevgep1745 to <8 x double>*
  %scevgep1747 = getelementptr <8 x double>, <8 x double>* %scevgep17451746, i64 -7
  store <8 x double> %246, <8 x double>* %scevgep1747, align 8, !alias.scope !42, !noalias !44
  %scevgep1742 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17421743 = bitcast double* %scevgep1742 to <8 x double>*
  %scevgep1744 = getelementptr <8 x double>, <8 x double>* %scevgep17421743, i64 -6
  store <8 x double> %248, <8 x double>* %scevgep1744, align 8, !alias.scope !42, !noalias !44
  %scevgep1739 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17391740 = bitcast double* %scevgep1739 to <8 x double>*
  %scevgep1741 = getelementptr <8 x double>, <8 x double>* %scevgep17391740, i64 -5
  store <8 x double> %250, <8 x double>* %scevgep1741, align 8, !alias.scope !42, !noalias !44
  %scevgep1736 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep17361737 = bitcast double* %scevgep1736 to <8 x double>*
  %scevgep1738 = getelementptr <8 x double>, <8 x double>* %scevgep17361737, i64 -4
  store <8 x double> %252, <8 x double>* %scevgep1738, align 8, !alias.scope !42, !noalias !44
  %scevgep1816 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep18161817 = bitcast double* %scevgep1816 to <8 x double>*
  %scevgep1818 = getelementptr <8 x double>, <8 x double>* %scevgep18161817, i64 -3
  store <8 x double> %256, <8 x double>* %scevgep1818, align 8, !alias.scope !42, !noalias !44
  %scevgep1813 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep18131814 = bitcast double* %scevgep1813 to <8 x double>*
  %scevgep1815 = getelementptr <8 x double>, <8 x double>* %scevgep18131814, i64 -2
  store <8 x double> %258, <8 x double>* %scevgep1815, align 8, !alias.scope !42, !noalias !44
  %scevgep1810 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep18101811 = bitcast double* %scevgep1810 to <8 x double>*
  %scevgep1812 = getelementptr <8 x double>, <8 x double>* %scevgep18101811, i64 -1
  store <8 x double> %260, <8 x double>* %scevgep1812, align 8, !alias.scope !42, !noalias !44
  %scevgep1808 = getelementptr double, double* %scevgep1735, i64 %index
  %scevgep18081809 = bitcast double* %scevgep1808 to <8 x double>*
  store <8 x double> %262, <8 x double>* %scevgep18081809, align 8, !alias.scope !42, !noalias !44
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next1832 = add i64 %lsr.iv1831, -8
  %niter383.ncmp.7 = icmp eq i64 %lsr.iv.next1832, 0
  br i1 %niter383.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !45

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod381.not = icmp eq i64 %xtraiter379, 0
  br i1 %lcmp.mod381.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %263 = load double, double* %.349, align 8, !alias.scope !37
  %264 = load double, double* %.53.fca.1.4.load, align 8, !alias.scope !40
  %.scalar.epil = fmul double %263, %264
  %265 = insertelement <8 x double> poison, double %.scalar.epil, i64 0
  %266 = shufflevector <8 x double> %265, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar327.epil = fmul double %263, %264
  %267 = insertelement <8 x double> poison, double %.scalar327.epil, i64 0
  %268 = shufflevector <8 x double> %267, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar328.epil = fmul double %263, %264
  %269 = insertelement <8 x double> poison, double %.scalar328.epil, i64 0
  %270 = shufflevector <8 x double> %269, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar329.epil = fmul double %263, %264
  %271 = insertelement <8 x double> poison, double %.scalar329.epil, i64 0
  %272 = shufflevector <8 x double> %271, <8 x double> poison, <8 x i32> zeroinitializer
  %273 = add nuw nsw i64 %index.unr, 24
  %scevgep1720 = getelementptr double, double* %.6.i125, i64 %273
  %274 = shl nuw nsw i64 %xtraiter379, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv1721 = phi i64 [ %lsr.iv.next1722, %vector.body.epil ], [ 0, %vector.body.epil.preheader ]
  %275 = bitcast double* %scevgep1720 to i8*
  %uglygep1732 = getelementptr i8, i8* %275, i64 %lsr.iv1721
  %uglygep17321733 = bitcast i8* %uglygep1732 to <8 x double>*
  %scevgep1734 = getelementptr <8 x double>, <8 x double>* %uglygep17321733, i64 -3
  store <8 x double> %266, <8 x double>* %scevgep1734, align 8, !alias.scope !42, !noalias !44
  %uglygep1729 = getelementptr i8, i8* %275, i64 %lsr.iv1721
  %uglygep17291730 = bitcast i8* %uglygep1729 to <8 x double>*
  %scevgep1731 = getelementptr <8 x double>, <8 x double>* %uglygep17291730, i64 -2
  store <8 x double> %268, <8 x double>* %scevgep1731, align 8, !alias.scope !42, !noalias !44
  %uglygep1726 = getelementptr i8, i8* %275, i64 %lsr.iv1721
  %uglygep17261727 = bitcast i8* %uglygep1726 to <8 x double>*
  %scevgep1728 = getelementptr <8 x double>, <8 x double>* %uglygep17261727, i64 -1
  store <8 x double> %270, <8 x double>* %scevgep1728, align 8, !alias.scope !42, !noalias !44
  %uglygep1724 = getelementptr i8, i8* %275, i64 %lsr.iv1721
  %uglygep17241725 = bitcast i8* %uglygep1724 to <8 x double>*
  store <8 x double> %272, <8 x double>* %uglygep17241725, align 8, !alias.scope !42, !noalias !44
  %lsr.iv.next1722 = add nuw nsw i64 %lsr.iv1721, 256
  %epil.iter380.cmp.not = icmp eq i64 %274, %lsr.iv.next1722
  br i1 %epil.iter380.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !46

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %dest_shape.1143, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.preheader336

for.body.preheader336:                            ; preds = %vector.memcheck, %for.body.preheader173, %middle.block
  %loop.index124.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.preheader173 ], [ %n.vec, %middle.block ]
  %276 = xor i64 %loop.index124.ph, -1
  %277 = add i64 %dest_shape.1143, %276
  %xtraiter376 = and i64 %dest_shape.1143, 7
  %lcmp.mod377.not = icmp eq i64 %xtraiter376, 0
  br i1 %lcmp.mod377.not, label %for.body.prol.loopexit, label %for.body.prol.preheader

for.body.prol.preheader:                          ; preds = %for.body.preheader336
  br label %for.body.prol

for.body.prol:                                    ; preds = %for.body.prol.preheader, %for.body.prol
  %lsr.iv1718 = phi i64 [ %xtraiter376, %for.body.prol.preheader ], [ %lsr.iv.next1719, %for.body.prol ]
  %loop.index124.prol = phi i64 [ %.610.prol, %for.body.prol ], [ %loop.index124.ph, %for.body.prol.preheader ]
  %.572.prol = load double, double* %.349, align 8
  %.581.prol = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.prol = fmul double %.572.prol, %.581.prol
  %scevgep1717 = getelementptr double, double* %.6.i125, i64 %loop.index124.prol
  store double %.6.i113.prol, double* %scevgep1717, align 8
  %.610.prol = add nuw i64 %loop.index124.prol, 1
  %lsr.iv.next1719 = add nsw i64 %lsr.iv1718, -1
  %prol.iter378.cmp.not = icmp eq i64 %lsr.iv.next1719, 0
  br i1 %prol.iter378.cmp.not, label %for.body.prol.loopexit, label %for.body.prol, !llvm.loop !47

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader336
  %loop.index124.unr = phi i64 [ %loop.index124.ph, %for.body.preheader336 ], [ %.610.prol, %for.body.prol ]
  %278 = icmp ult i64 %277, 7
  br i1 %278, label %for.end, label %for.body.preheader390

for.body.preheader390:                            ; preds = %for.body.prol.loopexit
  br label %for.body

for.body.us146.preheader:                         ; preds = %for.body.preheader.split
  %279 = icmp ult i64 %dest_shape.1143, 32
  br i1 %279, label %for.body.us146.preheader334, label %vector.memcheck200

vector.memcheck200:                               ; preds = %for.body.us146.preheader
  %scevgep201 = getelementptr double, double* %.6.i125, i64 %dest_shape.1143
  %280 = add i64 %.236.sroa.0.2, 1
  %scevgep203 = getelementptr double, double* %arg.c.4, i64 %280
  %scevgep205 = getelementptr double, double* %.53.fca.1.4.load, i64 %dest_shape.1143
  %bound0207 = icmp ult double* %.6.i125, %scevgep203
  %bound1208 = icmp ult double* %.349, %scevgep201
  %found.conflict209 = and i1 %bound0207, %bound1208
  %bound0210 = icmp ult double* %.6.i125, %scevgep205
  %bound1211 = icmp ult double* %.53.fca.1.4.load, %scevgep201
  %found.conflict212 = and i1 %bound0210, %bound1211
  %conflict.rdx213 = or i1 %found.conflict209, %found.conflict212
  br i1 %conflict.rdx213, label %for.body.us146.preheader334, label %vector.ph218

vector.ph218:                                     ; preds = %vector.memcheck200
  %n.vec220 = and i64 %dest_shape.1143, -32
  %281 = add i64 %n.vec220, -32
  %282 = lshr exact i64 %281, 5
  %283 = add nuw nsw i64 %282, 1
  %xtraiter371 = and i64 %283, 7
  %284 = icmp ult i64 %281, 224
  br i1 %284, label %middle.block214.unr-lcssa, label %vector.ph218.new

vector.ph218.new:                                 ; preds = %vector.ph218
  %const1833 = bitcast i64 1152921504606846968 to i64
  %unroll_iter374 = and i64 %283, %const1833
  %285 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert227 = insertelement <8 x double> poison, double %285, i64 0
  %broadcast.splat228 = shufflevector <8 x double> %broadcast.splatinsert227, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert229 = insertelement <8 x double> poison, double %285, i64 0
  %broadcast.splat230 = shufflevector <8 x double> %broadcast.splatinsert229, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert231 = insertelement <8 x double> poison, double %285, i64 0
  %broadcast.splat232 = shufflevector <8 x double> %broadcast.splatinsert231, <8 x double> poison, <8 x i32> zeroinitializer
  %286 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert233 = insertelement <8 x double> poison, double %286, i64 0
  %broadcast.splat234 = shufflevector <8 x double> %broadcast.splatinsert233, <8 x double> poison, <8 x i32> zeroinitializer
  %287 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert227.1 = insertelement <8 x double> poison, double %287, i64 0
  %broadcast.splat228.1 = shufflevector <8 x double> %broadcast.splatinsert227.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert229.1 = insertelement <8 x double> poison, double %287, i64 0
  %broadcast.splat230.1 = shufflevector <8 x double> %broadcast.splatinsert229.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert231.1 = insertelement <8 x double> poison, double %287, i64 0
  %broadcast.splat232.1 = shufflevector <8 x double> %broadcast.splatinsert231.1, <8 x double> poison, <8 x i32> zeroinitializer
  %288 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert233.1 = insertelement <8 x double> poison, double %288, i64 0
  %broadcast.splat234.1 = shufflevector <8 x double> %broadcast.splatinsert233.1, <8 x double> poison, <8 x i32> zeroinitializer
  %289 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert227.2 = insertelement <8 x double> poison, double %289, i64 0
  %broadcast.splat228.2 = shufflevector <8 x double> %broadcast.splatinsert227.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert229.2 = insertelement <8 x double> poison, double %289, i64 0
  %broadcast.splat230.2 = shufflevector <8 x double> %broadcast.splatinsert229.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert231.2 = insertelement <8 x double> poison, double %289, i64 0
  %broadcast.splat232.2 = shufflevector <8 x double> %broadcast.splatinsert231.2, <8 x double> poison, <8 x i32> zeroinitializer
  %290 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert233.2 = insertelement <8 x double> poison, double %290, i64 0
  %broadcast.splat234.2 = shufflevector <8 x double> %broadcast.splatinsert233.2, <8 x double> poison, <8 x i32> zeroinitializer
  %291 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert227.3 = insertelement <8 x double> poison, double %291, i64 0
  %broadcast.splat228.3 = shufflevector <8 x double> %broadcast.splatinsert227.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert229.3 = insertelement <8 x double> poison, double %291, i64 0
  %broadcast.splat230.3 = shufflevector <8 x double> %broadcast.splatinsert229.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert231.3 = insertelement <8 x double> poison, double %291, i64 0
  %broadcast.splat232.3 = shufflevector <8 x double> %broadcast.splatinsert231.3, <8 x double> poison, <8 x i32> zeroinitializer
  %292 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert233.3 = insertelement <8 x double> poison, double %292, i64 0
  %broadcast.splat234.3 = shufflevector <8 x double> %broadcast.splatinsert233.3, <8 x double> poison, <8 x i32> zeroinitializer
  %293 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert227.4 = insertelement <8 x double> poison, double %293, i64 0
  %broadcast.splat228.4 = shufflevector <8 x double> %broadcast.splatinsert227.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert229.4 = insertelement <8 x double> poison, double %293, i64 0
  %broadcast.splat230.4 = shufflevector <8 x double> %broadcast.splatinsert229.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert231.4 = insertelement <8 x double> poison, double %293, i64 0
  %broadcast.splat232.4 = shufflevector <8 x double> %broadcast.splatinsert231.4, <8 x double> poison, <8 x i32> zeroinitializer
  %294 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert233.4 = insertelement <8 x double> poison, double %294, i64 0
  %broadcast.splat234.4 = shufflevector <8 x double> %broadcast.splatinsert233.4, <8 x double> poison, <8 x i32> zeroinitializer
  %295 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert227.5 = insertelement <8 x double> poison, double %295, i64 0
  %broadcast.splat228.5 = shufflevector <8 x double> %broadcast.splatinsert227.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert229.5 = insertelement <8 x double> poison, double %295, i64 0
  %broadcast.splat230.5 = shufflevector <8 x double> %broadcast.splatinsert229.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert231.5 = insertelement <8 x double> poison, double %295, i64 0
  %broadcast.splat232.5 = shufflevector <8 x double> %broadcast.splatinsert231.5, <8 x double> poison, <8 x i32> zeroinitializer
  %296 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert233.5 = insertelement <8 x double> poison, double %296, i64 0
  %broadcast.splat234.5 = shufflevector <8 x double> %broadcast.splatinsert233.5, <8 x double> poison, <8 x i32> zeroinitializer
  %297 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert227.6 = insertelement <8 x double> poison, double %297, i64 0
  %broadcast.splat228.6 = shufflevector <8 x double> %broadcast.splatinsert227.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert229.6 = insertelement <8 x double> poison, double %297, i64 0
  %broadcast.splat230.6 = shufflevector <8 x double> %broadcast.splatinsert229.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert231.6 = insertelement <8 x double> poison, double %297, i64 0
  %broadcast.splat232.6 = shufflevector <8 x double> %broadcast.splatinsert231.6, <8 x double> poison, <8 x i32> zeroinitializer
  %298 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert233.6 = insertelement <8 x double> poison, double %298, i64 0
  %broadcast.splat234.6 = shufflevector <8 x double> %broadcast.splatinsert233.6, <8 x double> poison, <8 x i32> zeroinitializer
  %299 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert227.7 = insertelement <8 x double> poison, double %299, i64 0
  %broadcast.splat228.7 = shufflevector <8 x double> %broadcast.splatinsert227.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert229.7 = insertelement <8 x double> poison, double %299, i64 0
  %broadcast.splat230.7 = shufflevector <8 x double> %broadcast.splatinsert229.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert231.7 = insertelement <8 x double> poison, double %299, i64 0
  %broadcast.splat232.7 = shufflevector <8 x double> %broadcast.splatinsert231.7, <8 x double> poison, <8 x i32> zeroinitializer
  %300 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert233.7 = insertelement <8 x double> poison, double %300, i64 0
  %broadcast.splat234.7 = shufflevector <8 x double> %broadcast.splatinsert233.7, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1507 = getelementptr double, double* %.53.fca.1.4.load, i64 248
  %scevgep1603 = getelementptr double, double* %.6.i125, i64 248
  br label %vector.body216

vector.body216:                                   ; preds = %vector.body216, %vector.ph218.new
  %lsr.iv1699 = phi i64 [ %lsr.iv.next1700, %vector.body216 ], [ %unroll_iter374, %vector.ph218.new ]
  %index223 = phi i64 [ 0, %vector.ph218.new ], [ %index.next235.7, %vector.body216 ]
  %scevgep1591 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15911592 = bitcast double* %scevgep1591 to <8 x double>*
  %scevgep1593 = getelementptr <8 x double>, <8 x double>* %scevgep15911592, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep1593, align 8, !alias.scope !51
  %scevgep1600 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep16001601 = bitcast double* %scevgep1600 to <8 x double>*
  %scevgep1602 = getelementptr <8 x double>, <8 x double>* %scevgep16001601, i64 -30
  %wide.load224 = load <8 x double>, <8 x double>* %scevgep1602, align 8, !alias.scope !51
  %scevgep1597 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15971598 = bitcast double* %scevgep1597 to <8 x double>*
  %scevgep1599 = getelementptr <8 x double>, <8 x double>* %scevgep15971598, i64 -29
  %wide.load225 = load <8 x double>, <8 x double>* %scevgep1599, align 8, !alias.scope !51
  %scevgep1594 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15941595 = bitcast double* %scevgep1594 to <8 x double>*
  %scevgep1596 = getelementptr <8 x double>, <8 x double>* %scevgep15941595, i64 -28
  %wide.load226 = load <8 x double>, <8 x double>* %scevgep1596, align 8, !alias.scope !51
  %301 = fmul <8 x double> %broadcast.splat228, %wide.load
  %302 = fmul <8 x double> %broadcast.splat230, %wide.load224
  %303 = fmul <8 x double> %broadcast.splat232, %wide.load225
  %304 = fmul <8 x double> %broadcast.splat234, %wide.load226
  %scevgep1687 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16871688 = bitcast double* %scevgep1687 to <8 x double>*
  %scevgep1689 = getelementptr <8 x double>, <8 x double>* %scevgep16871688, i64 -31
  store <8 x double> %301, <8 x double>* %scevgep1689, align 8, !alias.scope !53, !noalias !55
  %scevgep1696 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16961697 = bitcast double* %scevgep1696 to <8 x double>*
  %scevgep1698 = getelementptr <8 x double>, <8 x double>* %scevgep16961697, i64 -30
  store <8 x double> %302, <8 x double>* %scevgep1698, align 8, !alias.scope !53, !noalias !55
  %scevgep1693 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16931694 = bitcast double* %scevgep1693 to <8 x double>*
  %scevgep1695 = getelementptr <8 x double>, <8 x double>* %scevgep16931694, i64 -29
  store <8 x double> %303, <8 x double>* %scevgep1695, align 8, !alias.scope !53, !noalias !55
  %scevgep1690 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16901691 = bitcast double* %scevgep1690 to <8 x double>*
  %scevgep1692 = getelementptr <8 x double>, <8 x double>* %scevgep16901691, i64 -28
  store <8 x double> %304, <8 x double>* %scevgep1692, align 8, !alias.scope !53, !noalias !55
  %scevgep1577 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15771578 = bitcast double* %scevgep1577 to <8 x double>*
  %scevgep1579 = getelementptr <8 x double>, <8 x double>* %scevgep15771578, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep1579, align 8, !alias.scope !51
  %scevgep1574 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15741575 = bitcast double* %scevgep1574 to <8 x double>*
  %scevgep1576 = getelementptr <8 x double>, <8 x double>* %scevgep15741575, i64 -26
  %wide.load224.1 = load <8 x double>, <8 x double>* %scevgep1576, align 8, !alias.scope !51
  %scevgep1571 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15711572 = bitcast double* %scevgep1571 to <8 x double>*
  %scevgep1573 = getelementptr <8 x double>, <8 x double>* %scevgep15711572, i64 -25
  %wide.load225.1 = load <8 x double>, <8 x double>* %scevgep1573, align 8, !alias.scope !51
  %scevgep1568 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15681569 = bitcast double* %scevgep1568 to <8 x double>*
  %scevgep1570 = getelementptr <8 x double>, <8 x double>* %scevgep15681569, i64 -24
  %wide.load226.1 = load <8 x double>, <8 x double>* %scevgep1570, align 8, !alias.scope !51
  %305 = fmul <8 x double> %broadcast.splat228.1, %wide.load.1
  %306 = fmul <8 x double> %broadcast.splat230.1, %wide.load224.1
  %307 = fmul <8 x double> %broadcast.splat232.1, %wide.load225.1
  %308 = fmul <8 x double> %broadcast.splat234.1, %wide.load226.1
  %scevgep1673 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16731674 = bitcast double* %scevgep1673 to <8 x double>*
  %scevgep1675 = getelementptr <8 x double>, <8 x double>* %scevgep16731674, i64 -27
  store <8 x double> %305, <8 x double>* %scevgep1675, align 8, !alias.scope !53, !noalias !55
  %scevgep1670 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16701671 = bitcast double* %scevgep1670 to <8 x double>*
  %scevgep1672 = getelementptr <8 x double>, <8 x double>* %scevgep16701671, i64 -26
  store <8 x double> %306, <8 x double>* %scevgep1672, align 8, !alias.scope !53, !noalias !55
  %scevgep1667 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16671668 = bitcast double* %scevgep1667 to <8 x double>*
  %scevgep1669 = getelementptr <8 x double>, <8 x double>* %scevgep16671668, i64 -25
  store <8 x double> %307, <8 x double>* %scevgep1669, align 8, !alias.scope !53, !noalias !55
  %scevgep1664 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16641665 = bitcast double* %scevgep1664 to <8 x double>*
  %scevgep1666 = getelementptr <8 x double>, <8 x double>* %scevgep16641665, i64 -24
  store <8 x double> %308, <8 x double>* %scevgep1666, align 8, !alias.scope !53, !noalias !55
  %scevgep1565 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15651566 = bitcast double* %scevgep1565 to <8 x double>*
  %scevgep1567 = getelementptr <8 x double>, <8 x double>* %scevgep15651566, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep1567, align 8, !alias.scope !51
  %scevgep1562 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15621563 = bitcast double* %scevgep1562 to <8 x double>*
  %scevgep1564 = getelementptr <8 x double>, <8 x double>* %scevgep15621563, i64 -22
  %wide.load224.2 = load <8 x double>, <8 x double>* %scevgep1564, align 8, !alias.scope !51
  %scevgep1559 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15591560 = bitcast double* %scevgep1559 to <8 x double>*
  %scevgep1561 = getelementptr <8 x double>, <8 x double>* %scevgep15591560, i64 -21
  %wide.load225.2 = load <8 x double>, <8 x double>* %scevgep1561, align 8, !alias.scope !51
  %scevgep1556 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15561557 = bitcast double* %scevgep1556 to <8 x double>*
  %scevgep1558 = getelementptr <8 x double>, <8 x double>* %scevgep15561557, i64 -20
  %wide.load226.2 = load <8 x double>, <8 x double>* %scevgep1558, align 8, !alias.scope !51
  %309 = fmul <8 x double> %broadcast.splat228.2, %wide.load.2
  %310 = fmul <8 x double> %broadcast.splat230.2, %wide.load224.2
  %311 = fmul <8 x double> %broadcast.splat232.2, %wide.load225.2
  %312 = fmul <8 x double> %broadcast.splat234.2, %wide.load226.2
  %scevgep1661 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16611662 = bitcast double* %scevgep1661 to <8 x double>*
  %scevgep1663 = getelementptr <8 x double>, <8 x double>* %scevgep16611662, i64 -23
  store <8 x double> %309, <8 x double>* %scevgep1663, align 8, !alias.scope !53, !noalias !55
  %scevgep1658 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16581659 = bitcast double* %scevgep1658 to <8 x double>*
  %scevgep1660 = getelementptr <8 x double>, <8 x double>* %scevgep16581659, i64 -22
  store <8 x double> %310, <8 x double>* %scevgep1660, align 8, !alias.scope !53, !noalias !55
  %scevgep1655 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16551656 = bitcast double* %scevgep1655 to <8 x double>*
  %scevgep1657 = getelementptr <8 x double>, <8 x double>* %scevgep16551656, i64 -21
  store <8 x double> %311, <8 x double>* %scevgep1657, align 8, !alias.scope !53, !noalias !55
  %scevgep1652 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16521653 = bitcast double* %scevgep1652 to <8 x double>*
  %scevgep1654 = getelementptr <8 x double>, <8 x double>* %scevgep16521653, i64 -20
  store <8 x double> %312, <8 x double>* %scevgep1654, align 8, !alias.scope !53, !noalias !55
  %scevgep1553 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15531554 = bitcast double* %scevgep1553 to <8 x double>*
  %scevgep1555 = getelementptr <8 x double>, <8 x double>* %scevgep15531554, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep1555, align 8, !alias.scope !51
  %scevgep1550 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15501551 = bitcast double* %scevgep1550 to <8 x double>*
  %scevgep1552 = getelementptr <8 x double>, <8 x double>* %scevgep15501551, i64 -18
  %wide.load224.3 = load <8 x double>, <8 x double>* %scevgep1552, align 8, !alias.scope !51
  %scevgep1547 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15471548 = bitcast double* %scevgep1547 to <8 x double>*
  %scevgep1549 = getelementptr <8 x double>, <8 x double>* %scevgep15471548, i64 -17
  %wide.load225.3 = load <8 x double>, <8 x double>* %scevgep1549, align 8, !alias.scope !51
  %scevgep1544 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15441545 = bitcast double* %scevgep1544 to <8 x double>*
  %scevgep1546 = getelementptr <8 x double>, <8 x double>* %scevgep15441545, i64 -16
  %wide.load226.3 = load <8 x double>, <8 x double>* %scevgep1546, align 8, !alias.scope !51
  %313 = fmul <8 x double> %broadcast.splat228.3, %wide.load.3
  %314 = fmul <8 x double> %broadcast.splat230.3, %wide.load224.3
  %315 = fmul <8 x double> %broadcast.splat232.3, %wide.load225.3
  %316 = fmul <8 x double> %broadcast.splat234.3, %wide.load226.3
  %scevgep1649 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16491650 = bitcast double* %scevgep1649 to <8 x double>*
  %scevgep1651 = getelementptr <8 x double>, <8 x double>* %scevgep16491650, i64 -19
  store <8 x double> %313, <8 x double>* %scevgep1651, align 8, !alias.scope !53, !noalias !55
  %scevgep1646 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16461647 = bitcast double* %scevgep1646 to <8 x double>*
  %scevgep1648 = getelementptr <8 x double>, <8 x double>* %scevgep16461647, i64 -18
  store <8 x double> %314, <8 x double>* %scevgep1648, align 8, !alias.scope !53, !noalias !55
  %scevgep1643 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16431644 = bitcast double* %scevgep1643 to <8 x double>*
  %scevgep1645 = getelementptr <8 x double>, <8 x double>* %scevgep16431644, i64 -17
  store <8 x double> %315, <8 x double>* %scevgep1645, align 8, !alias.scope !53, !noalias !55
  %scevgep1640 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16401641 = bitcast double* %scevgep1640 to <8 x double>*
  %scevgep1642 = getelementptr <8 x double>, <8 x double>* %scevgep16401641, i64 -16
  store <8 x double> %316, <8 x double>* %scevgep1642, align 8, !alias.scope !53, !noalias !55
  %scevgep1541 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15411542 = bitcast double* %scevgep1541 to <8 x double>*
  %scevgep1543 = getelementptr <8 x double>, <8 x double>* %scevgep15411542, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep1543, align 8, !alias.scope !51
  %scevgep1538 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15381539 = bitcast double* %scevgep1538 to <8 x double>*
  %scevgep1540 = getelementptr <8 x double>, <8 x double>* %scevgep15381539, i64 -14
  %wide.load224.4 = load <8 x double>, <8 x double>* %scevgep1540, align 8, !alias.scope !51
  %scevgep1535 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15351536 = bitcast double* %scevgep1535 to <8 x double>*
  %scevgep1537 = getelementptr <8 x double>, <8 x double>* %scevgep15351536, i64 -13
  %wide.load225.4 = load <8 x double>, <8 x double>* %scevgep1537, align 8, !alias.scope !51
  %scevgep1532 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15321533 = bitcast double* %scevgep1532 to <8 x double>*
  %scevgep1534 = getelementptr <8 x double>, <8 x double>* %scevgep15321533, i64 -12
  %wide.load226.4 = load <8 x double>, <8 x double>* %scevgep1534, align 8, !alias.scope !51
  %317 = fmul <8 x double> %broadcast.splat228.4, %wide.load.4
  %318 = fmul <8 x double> %broadcast.splat230.4, %wide.load224.4
  %319 = fmul <8 x double> %broadcast.splat232.4, %wide.load225.4
  %320 = fmul <8 x double> %broadcast.splat234.4, %wide.load226.4
  %scevgep1637 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16371638 = bitcast double* %scevgep1637 to <8 x double>*
  %scevgep1639 = getelementptr <8 x double>, <8 x double>* %scevgep16371638, i64 -15
  store <8 x double> %317, <8 x double>* %scevgep1639, align 8, !alias.scope !53, !noalias !55
  %scevgep1634 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16341635 = bitcast double* %scevgep1634 to <8 x double>*
  %scevgep1636 = getelementptr <8 x double>, <8 x double>* %scevgep16341635, i64 -14
  store <8 x double> %318, <8 x double>* %scevgep1636, align 8, !alias.scope !53, !noalias !55
  %scevgep1631 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16311632 = bitcast double* %scevgep1631 to <8 x double>*
  %scevgep1633 = getelementptr <8 x double>, <8 x double>* %scevgep16311632, i64 -13
  store <8 x double> %319, <8 x double>* %scevgep1633, align 8, !alias.scope !53, !noalias !55
  %scevgep1628 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16281629 = bitcast double* %scevgep1628 to <8 x double>*
  %scevgep1630 = getelementptr <8 x double>, <8 x double>* %scevgep16281629, i64 -12
  store <8 x double> %320, <8 x double>* %scevgep1630, align 8, !alias.scope !53, !noalias !55
  %scevgep1529 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15291530 = bitcast double* %scevgep1529 to <8 x double>*
  %scevgep1531 = getelementptr <8 x double>, <8 x double>* %scevgep15291530, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep1531, align 8, !alias.scope !51
  %scevgep1526 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15261527 = bitcast double* %scevgep1526 to <8 x double>*
  %scevgep1528 = getelementptr <8 x double>, <8 x double>* %scevgep15261527, i64 -10
  %wide.load224.5 = load <8 x double>, <8 x double>* %scevgep1528, align 8, !alias.scope !51
  %scevgep1523 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15231524 = bitcast double* %scevgep1523 to <8 x double>*
  %scevgep1525 = getelementptr <8 x double>, <8 x double>* %scevgep15231524, i64 -9
  %wide.load225.5 = load <8 x double>, <8 x double>* %scevgep1525, align 8, !alias.scope !51
  %scevgep1520 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15201521 = bitcast double* %scevgep1520 to <8 x double>*
  %scevgep1522 = getelementptr <8 x double>, <8 x double>* %scevgep15201521, i64 -8
  %wide.load226.5 = load <8 x double>, <8 x double>* %scevgep1522, align 8, !alias.scope !51
  %321 = fmul <8 x double> %broadcast.splat228.5, %wide.load.5
  %322 = fmul <8 x double> %broadcast.splat230.5, %wide.load224.5
  %323 = fmul <8 x double> %broadcast.splat232.5, %wide.load225.5
  %324 = fmul <8 x double> %broadcast.splat234.5, %wide.load226.5
  %scevgep1625 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16251626 = bitcast double* %scevgep1625 to <8 x double>*
  %scevgep1627 = getelementptr <8 x double>, <8 x double>* %scevgep16251626, i64 -11
  store <8 x double> %321, <8 x double>* %scevgep1627, align 8, !alias.scope !53, !noalias !55
  %scevgep1622 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16221623 = bitcast double* %scevgep1622 to <8 x double>*
  %scevgep1624 = getelementptr <8 x double>, <8 x double>* %scevgep16221623, i64 -10
  store <8 x double> %322, <8 x double>* %scevgep1624, align 8, !alias.scope !53, !noalias !55
  %scevgep1619 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16191620 = bitcast double* %scevgep1619 to <8 x double>*
  %scevgep1621 = getelementptr <8 x double>, <8 x double>* %scevgep16191620, i64 -9
  store <8 x double> %323, <8 x double>* %scevgep1621, align 8, !alias.scope !53, !noalias !55
  %scevgep1616 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16161617 = bitcast double* %scevgep1616 to <8 x double>*
  %scevgep1618 = getelementptr <8 x double>, <8 x double>* %scevgep16161617, i64 -8
  store <8 x double> %324, <8 x double>* %scevgep1618, align 8, !alias.scope !53, !noalias !55
  %scevgep1517 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15171518 = bitcast double* %scevgep1517 to <8 x double>*
  %scevgep1519 = getelementptr <8 x double>, <8 x double>* %scevgep15171518, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep1519, align 8, !alias.scope !51
  %scevgep1514 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15141515 = bitcast double* %scevgep1514 to <8 x double>*
  %scevgep1516 = getelementptr <8 x double>, <8 x double>* %scevgep15141515, i64 -6
  %wide.load224.6 = load <8 x double>, <8 x double>* %scevgep1516, align 8, !alias.scope !51
  %scevgep1511 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15111512 = bitcast double* %scevgep1511 to <8 x double>*
  %scevgep1513 = getelementptr <8 x double>, <8 x double>* %scevgep15111512, i64 -5
  %wide.load225.6 = load <8 x double>, <8 x double>* %scevgep1513, align 8, !alias.scope !51
  %scevgep1508 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15081509 = bitcast double* %scevgep1508 to <8 x double>*
  %scevgep1510 = getelementptr <8 x double>, <8 x double>* %scevgep15081509, i64 -4
  %wide.load226.6 = load <8 x double>, <8 x double>* %scevgep1510, align 8, !alias.scope !51
  %325 = fmul <8 x double> %broadcast.splat228.6, %wide.load.6
  %326 = fmul <8 x double> %broadcast.splat230.6, %wide.load224.6
  %327 = fmul <8 x double> %broadcast.splat232.6, %wide.load225.6
  %328 = fmul <8 x double> %broadcast.splat234.6, %wide.load226.6
  %scevgep1613 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16131614 = bitcast double* %scevgep1613 to <8 x double>*
  %scevgep1615 = getelementptr <8 x double>, <8 x double>* %scevgep16131614, i64 -7
  store <8 x double> %325, <8 x double>* %scevgep1615, align 8, !alias.scope !53, !noalias !55
  %scevgep1610 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16101611 = bitcast double* %scevgep1610 to <8 x double>*
  %scevgep1612 = getelementptr <8 x double>, <8 x double>* %scevgep16101611, i64 -6
  store <8 x double> %326, <8 x double>* %scevgep1612, align 8, !alias.scope !53, !noalias !55
  %scevgep1607 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16071608 = bitcast double* %scevgep1607 to <8 x double>*
  %scevgep1609 = getelementptr <8 x double>, <8 x double>* %scevgep16071608, i64 -5
  store <8 x double> %327, <8 x double>* %scevgep1609, align 8, !alias.scope !53, !noalias !55
  %scevgep1604 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16041605 = bitcast double* %scevgep1604 to <8 x double>*
  %scevgep1606 = getelementptr <8 x double>, <8 x double>* %scevgep16041605, i64 -4
  store <8 x double> %328, <8 x double>* %scevgep1606, align 8, !alias.scope !53, !noalias !55
  %scevgep1588 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15881589 = bitcast double* %scevgep1588 to <8 x double>*
  %scevgep1590 = getelementptr <8 x double>, <8 x double>* %scevgep15881589, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep1590, align 8, !alias.scope !51
  %scevgep1585 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15851586 = bitcast double* %scevgep1585 to <8 x double>*
  %scevgep1587 = getelementptr <8 x double>, <8 x double>* %scevgep15851586, i64 -2
  %wide.load224.7 = load <8 x double>, <8 x double>* %scevgep1587, align 8, !alias.scope !51
  %scevgep1582 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15821583 = bitcast double* %scevgep1582 to <8 x double>*
  %scevgep1584 = getelementptr <8 x double>, <8 x double>* %scevgep15821583, i64 -1
  %wide.load225.7 = load <8 x double>, <8 x double>* %scevgep1584, align 8, !alias.scope !51
  %scevgep1580 = getelementptr double, double* %scevgep1507, i64 %index223
  %scevgep15801581 = bitcast double* %scevgep1580 to <8 x double>*
  %wide.load226.7 = load <8 x double>, <8 x double>* %scevgep15801581, align 8, !alias.scope !51
  %329 = fmul <8 x double> %broadcast.splat228.7, %wide.load.7
  %330 = fmul <8 x double> %broadcast.splat230.7, %wide.load224.7
  %331 = fmul <8 x double> %broadcast.splat232.7, %wide.load225.7
  %332 = fmul <8 x double> %broadcast.splat234.7, %wide.load226.7
  %scevgep1684 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16841685 = bitcast double* %scevgep1684 to <8 x double>*
  %scevgep1686 = getelementptr <8 x double>, <8 x double>* %scevgep16841685, i64 -3
  store <8 x double> %329, <8 x double>* %scevgep1686, align 8, !alias.scope !53, !noalias !55
  %scevgep1681 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16811682 = bitcast double* %scevgep1681 to <8 x double>*
  %scevgep1683 = getelementptr <8 x double>, <8 x double>* %scevgep16811682, i64 -2
  store <8 x double> %330, <8 x double>* %scevgep1683, align 8, !alias.scope !53, !noalias !55
  %scevgep1678 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16781679 = bitcast double* %scevgep1678 to <8 x double>*
  %scevgep1680 = getelementptr <8 x double>, <8 x double>* %scevgep16781679, i64 -1
  store <8 x double> %331, <8 x double>* %scevgep1680, align 8, !alias.scope !53, !noalias !55
  %scevgep1676 = getelementptr double, double* %scevgep1603, i64 %index223
  %scevgep16761677 = bitcast double* %scevgep1676 to <8 x double>*
  store <8 x double> %332, <8 x double>* %scevgep16761677, align 8, !alias.scope !53, !noalias !55
  %index.next235.7 = add i64 %index223, 256
  %lsr.iv.next1700 = add i64 %lsr.iv1699, -8
  %niter375.ncmp.7 = icmp eq i64 %lsr.iv.next1700, 0
  br i1 %niter375.ncmp.7, label %middle.block214.unr-lcssa, label %vector.body216, !llvm.loop !56

middle.block214.unr-lcssa:                        ; preds = %vector.body216, %vector.ph218
  %index223.unr = phi i64 [ 0, %vector.ph218 ], [ %index.next235.7, %vector.body216 ]
  %lcmp.mod373.not = icmp eq i64 %xtraiter371, 0
  br i1 %lcmp.mod373.not, label %middle.block214, label %vector.body216.epil.preheader

vector.body216.epil.preheader:                    ; preds = %middle.block214.unr-lcssa
  %333 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert227.epil = insertelement <8 x double> poison, double %333, i64 0
  %broadcast.splat228.epil = shufflevector <8 x double> %broadcast.splatinsert227.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert229.epil = insertelement <8 x double> poison, double %333, i64 0
  %broadcast.splat230.epil = shufflevector <8 x double> %broadcast.splatinsert229.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert231.epil = insertelement <8 x double> poison, double %333, i64 0
  %broadcast.splat232.epil = shufflevector <8 x double> %broadcast.splatinsert231.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %334 = load double, double* %.349, align 8, !alias.scope !48
  %broadcast.splatinsert233.epil = insertelement <8 x double> poison, double %334, i64 0
  %broadcast.splat234.epil = shufflevector <8 x double> %broadcast.splatinsert233.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %335 = add nuw nsw i64 %index223.unr, 24
  %scevgep1479 = getelementptr double, double* %.6.i125, i64 %335
  %scevgep1494 = getelementptr double, double* %.53.fca.1.4.load, i64 %335
  %336 = shl nuw nsw i64 %xtraiter371, 8
  br label %vector.body216.epil

vector.body216.epil:                              ; preds = %vector.body216.epil, %vector.body216.epil.preheader
  %lsr.iv1480 = phi i64 [ %lsr.iv.next1481, %vector.body216.epil ], [ 0, %vector.body216.epil.preheader ]
  %337 = bitcast double* %scevgep1494 to i8*
  %338 = bitcast double* %scevgep1479 to i8*
  %uglygep1504 = getelementptr i8, i8* %337, i64 %lsr.iv1480
  %uglygep15041505 = bitcast i8* %uglygep1504 to <8 x double>*
  %scevgep1506 = getelementptr <8 x double>, <8 x double>* %uglygep15041505, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep1506, align 8, !alias.scope !51
  %uglygep1501 = getelementptr i8, i8* %337, i64 %lsr.iv1480
  %uglygep15011502 = bitcast i8* %uglygep1501 to <8 x double>*
  %scevgep1503 = getelementptr <8 x double>, <8 x double>* %uglygep15011502, i64 -2
  %wide.load224.epil = load <8 x double>, <8 x double>* %scevgep1503, align 8, !alias.scope !51
  %uglygep1498 = getelementptr i8, i8* %337, i64 %lsr.iv1480
  %uglygep14981499 = bitcast i8* %uglygep1498 to <8 x double>*
  %scevgep1500 = getelementptr <8 x double>, <8 x double>* %uglygep14981499, i64 -1
  %wide.load225.epil = load <8 x double>, <8 x double>* %scevgep1500, align 8, !alias.scope !51
  %uglygep1496 = getelementptr i8, i8* %337, i64 %lsr.iv1480
  %uglygep14961497 = bitcast i8* %uglygep1496 to <8 x double>*
  %wide.load226.epil = load <8 x double>, <8 x double>* %uglygep14961497, align 8, !alias.scope !51
  %339 = fmul <8 x double> %broadcast.splat228.epil, %wide.load.epil
  %340 = fmul <8 x double> %broadcast.splat230.epil, %wide.load224.epil
  %341 = fmul <8 x double> %broadcast.splat232.epil, %wide.load225.epil
  %342 = fmul <8 x double> %broadcast.splat234.epil, %wide.load226.epil
  %uglygep1491 = getelementptr i8, i8* %338, i64 %lsr.iv1480
  %uglygep14911492 = bitcast i8* %uglygep1491 to <8 x double>*
  %scevgep1493 = getelementptr <8 x double>, <8 x double>* %uglygep14911492, i64 -3
  store <8 x double> %339, <8 x double>* %scevgep1493, align 8, !alias.scope !53, !noalias !55
  %uglygep1488 = getelementptr i8, i8* %338, i64 %lsr.iv1480
  %uglygep14881489 = bitcast i8* %uglygep1488 to <8 x double>*
  %scevgep1490 = getelementptr <8 x double>, <8 x double>* %uglygep14881489, i64 -2
  store <8 x double> %340, <8 x double>* %scevgep1490, align 8, !alias.scope !53, !noalias !55
  %uglygep1485 = getelementptr i8, i8* %338, i64 %lsr.iv1480
  %uglygep14851486 = bitcast i8* %uglygep1485 to <8 x double>*
  %scevgep1487 = getelementptr <8 x double>, <8 x double>* %uglygep14851486, i64 -1
  store <8 x double> %341, <8 x double>* %scevgep1487, align 8, !alias.scope !53, !noalias !55
  %uglygep1483 = getelementptr i8, i8* %338, i64 %lsr.iv1480
  %uglygep14831484 = bitcast i8* %uglygep1483 to <8 x double>*
  store <8 x double> %342, <8 x double>* %uglygep14831484, align 8, !alias.scope !53, !noalias !55
  %lsr.iv.next1481 = add nuw nsw i64 %lsr.iv1480, 256
  %epil.iter372.cmp.not = icmp eq i64 %336, %lsr.iv.next1481
  br i1 %epil.iter372.cmp.not, label %middle.block214, label %vector.body216.epil, !llvm.loop !57

middle.block214:                                  ; preds = %vector.body216.epil, %middle.block214.unr-lcssa
  %cmp.n222 = icmp eq i64 %dest_shape.1143, %n.vec220
  br i1 %cmp.n222, label %for.end, label %for.body.us146.preheader334

for.body.us146.preheader334:                      ; preds = %vector.memcheck200, %for.body.us146.preheader, %middle.block214
  %loop.index124.us147.ph = phi i64 [ 0, %vector.memcheck200 ], [ 0, %for.body.us146.preheader ], [ %n.vec220, %middle.block214 ]
  %343 = xor i64 %loop.index124.us147.ph, -1
  %344 = add i64 %dest_shape.1143, %343
  %xtraiter368 = and i64 %dest_shape.1143, 7
  %lcmp.mod369.not = icmp eq i64 %xtraiter368, 0
  br i1 %lcmp.mod369.not, label %for.body.us146.prol.loopexit, label %for.body.us146.prol.preheader

for.body.us146.prol.preheader:                    ; preds = %for.body.us146.preheader334
  br label %for.body.us146.prol

for.body.us146.prol:                              ; preds = %for.body.us146.prol.preheader, %for.body.us146.prol
  %lsr.iv1477 = phi i64 [ %xtraiter368, %for.body.us146.prol.preheader ], [ %lsr.iv.next1478, %for.body.us146.prol ]
  %loop.index124.us147.prol = phi i64 [ %.610.us155.prol, %for.body.us146.prol ], [ %loop.index124.us147.ph, %for.body.us146.prol.preheader ]
  %.572.us149.prol = load double, double* %.349, align 8
  %scevgep1476 = getelementptr double, double* %.53.fca.1.4.load, i64 %loop.index124.us147.prol
  %.581.us152.prol = load double, double* %scevgep1476, align 8
  %.6.i113.us153.prol = fmul double %.572.us149.prol, %.581.us152.prol
  %scevgep1475 = getelementptr double, double* %.6.i125, i64 %loop.index124.us147.prol
  store double %.6.i113.us153.prol, double* %scevgep1475, align 8
  %.610.us155.prol = add nuw i64 %loop.index124.us147.prol, 1
  %lsr.iv.next1478 = add nsw i64 %lsr.iv1477, -1
  %prol.iter370.cmp.not = icmp eq i64 %lsr.iv.next1478, 0
  br i1 %prol.iter370.cmp.not, label %for.body.us146.prol.loopexit, label %for.body.us146.prol, !llvm.loop !58

for.body.us146.prol.loopexit:                     ; preds = %for.body.us146.prol, %for.body.us146.preheader334
  %loop.index124.us147.unr = phi i64 [ %loop.index124.us147.ph, %for.body.us146.preheader334 ], [ %.610.us155.prol, %for.body.us146.prol ]
  %345 = icmp ult i64 %344, 7
  br i1 %345, label %for.end, label %for.body.us146.preheader388

for.body.us146.preheader388:                      ; preds = %for.body.us146.prol.loopexit
  br label %for.body.us146

for.body.us146:                                   ; preds = %for.body.us146.preheader388, %for.body.us146
  %loop.index124.us147 = phi i64 [ %.610.us155.7, %for.body.us146 ], [ %loop.index124.us147.unr, %for.body.us146.preheader388 ]
  %.572.us149 = load double, double* %.349, align 8
  %sunkaddr1910 = mul i64 %loop.index124.us147, 8
  %346 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1911 = getelementptr i8, i8* %346, i64 %sunkaddr1910
  %347 = bitcast i8* %sunkaddr1911 to double*
  %.581.us152 = load double, double* %347, align 8
  %.6.i113.us153 = fmul double %.572.us149, %.581.us152
  %sunkaddr1912 = mul i64 %loop.index124.us147, 8
  %348 = bitcast double* %.6.i125 to i8*
  %sunkaddr1913 = getelementptr i8, i8* %348, i64 %sunkaddr1912
  %349 = bitcast i8* %sunkaddr1913 to double*
  store double %.6.i113.us153, double* %349, align 8
  %.572.us149.1 = load double, double* %.349, align 8
  %sunkaddr1914 = mul i64 %loop.index124.us147, 8
  %350 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1915 = getelementptr i8, i8* %350, i64 %sunkaddr1914
  %sunkaddr1916 = getelementptr i8, i8* %sunkaddr1915, i64 8
  %351 = bitcast i8* %sunkaddr1916 to double*
  %.581.us152.1 = load double, double* %351, align 8
  %.6.i113.us153.1 = fmul double %.572.us149.1, %.581.us152.1
  %sunkaddr1917 = mul i64 %loop.index124.us147, 8
  %352 = bitcast double* %.6.i125 to i8*
  %sunkaddr1918 = getelementptr i8, i8* %352, i64 %sunkaddr1917
  %sunkaddr1919 = getelementptr i8, i8* %sunkaddr1918, i64 8
  %353 = bitcast i8* %sunkaddr1919 to double*
  store double %.6.i113.us153.1, double* %353, align 8
  %.572.us149.2 = load double, double* %.349, align 8
  %sunkaddr1920 = mul i64 %loop.index124.us147, 8
  %354 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1921 = getelementptr i8, i8* %354, i64 %sunkaddr1920
  %sunkaddr1922 = getelementptr i8, i8* %sunkaddr1921, i64 16
  %355 = bitcast i8* %sunkaddr1922 to double*
  %.581.us152.2 = load double, double* %355, align 8
  %.6.i113.us153.2 = fmul double %.572.us149.2, %.581.us152.2
  %sunkaddr1923 = mul i64 %loop.index124.us147, 8
  %356 = bitcast double* %.6.i125 to i8*
  %sunkaddr1924 = getelementptr i8, i8* %356, i64 %sunkaddr1923
  %sunkaddr1925 = getelementptr i8, i8* %sunkaddr1924, i64 16
  %357 = bitcast i8* %sunkaddr1925 to double*
  store double %.6.i113.us153.2, double* %357, align 8
  %.572.us149.3 = load double, double* %.349, align 8
  %sunkaddr1926 = mul i64 %loop.index124.us147, 8
  %358 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1927 = getelementptr i8, i8* %358, i64 %sunkaddr1926
  %sunkaddr1928 = getelementptr i8, i8* %sunkaddr1927, i64 24
  %359 = bitcast i8* %sunkaddr1928 to double*
  %.581.us152.3 = load double, double* %359, align 8
  %.6.i113.us153.3 = fmul double %.572.us149.3, %.581.us152.3
  %sunkaddr1929 = mul i64 %loop.index124.us147, 8
  %360 = bitcast double* %.6.i125 to i8*
  %sunkaddr1930 = getelementptr i8, i8* %360, i64 %sunkaddr1929
  %sunkaddr1931 = getelementptr i8, i8* %sunkaddr1930, i64 24
  %361 = bitcast i8* %sunkaddr1931 to double*
  store double %.6.i113.us153.3, double* %361, align 8
  %.572.us149.4 = load double, double* %.349, align 8
  %sunkaddr1932 = mul i64 %loop.index124.us147, 8
  %362 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1933 = getelementptr i8, i8* %362, i64 %sunkaddr1932
  %sunkaddr1934 = getelementptr i8, i8* %sunkaddr1933, i64 32
  %363 = bitcast i8* %sunkaddr1934 to double*
  %.581.us152.4 = load double, double* %363, align 8
  %.6.i113.us153.4 = fmul double %.572.us149.4, %.581.us152.4
  %sunkaddr1935 = mul i64 %loop.index124.us147, 8
  %364 = bitcast double* %.6.i125 to i8*
  %sunkaddr1936 = getelementptr i8, i8* %364, i64 %sunkaddr1935
  %sunkaddr1937 = getelementptr i8, i8* %sunkaddr1936, i64 32
  %365 = bitcast i8* %sunkaddr1937 to double*
  store double %.6.i113.us153.4, double* %365, align 8
  %.572.us149.5 = load double, double* %.349, align 8
  %sunkaddr1938 = mul i64 %loop.index124.us147, 8
  %366 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1939 = getelementptr i8, i8* %366, i64 %sunkaddr1938
  %sunkaddr1940 = getelementptr i8, i8* %sunkaddr1939, i64 40
  %367 = bitcast i8* %sunkaddr1940 to double*
  %.581.us152.5 = load double, double* %367, align 8
  %.6.i113.us153.5 = fmul double %.572.us149.5, %.581.us152.5
  %sunkaddr1941 = mul i64 %loop.index124.us147, 8
  %368 = bitcast double* %.6.i125 to i8*
  %sunkaddr1942 = getelementptr i8, i8* %368, i64 %sunkaddr1941
  %sunkaddr1943 = getelementptr i8, i8* %sunkaddr1942, i64 40
  %369 = bitcast i8* %sunkaddr1943 to double*
  store double %.6.i113.us153.5, double* %369, align 8
  %.572.us149.6 = load double, double* %.349, align 8
  %sunkaddr1944 = mul i64 %loop.index124.us147, 8
  %370 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1945 = getelementptr i8, i8* %370, i64 %sunkaddr1944
  %sunkaddr1946 = getelementptr i8, i8* %sunkaddr1945, i64 48
  %371 = bitcast i8* %sunkaddr1946 to double*
  %.581.us152.6 = load double, double* %371, align 8
  %.6.i113.us153.6 = fmul double %.572.us149.6, %.581.us152.6
  %sunkaddr1947 = mul i64 %loop.index124.us147, 8
  %372 = bitcast double* %.6.i125 to i8*
  %sunkaddr1948 = getelementptr i8, i8* %372, i64 %sunkaddr1947
  %sunkaddr1949 = getelementptr i8, i8* %sunkaddr1948, i64 48
  %373 = bitcast i8* %sunkaddr1949 to double*
  store double %.6.i113.us153.6, double* %373, align 8
  %.572.us149.7 = load double, double* %.349, align 8
  %sunkaddr1950 = mul i64 %loop.index124.us147, 8
  %374 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1951 = getelementptr i8, i8* %374, i64 %sunkaddr1950
  %sunkaddr1952 = getelementptr i8, i8* %sunkaddr1951, i64 56
  %375 = bitcast i8* %sunkaddr1952 to double*
  %.581.us152.7 = load double, double* %375, align 8
  %.6.i113.us153.7 = fmul double %.572.us149.7, %.581.us152.7
  %sunkaddr1953 = mul i64 %loop.index124.us147, 8
  %376 = bitcast double* %.6.i125 to i8*
  %sunkaddr1954 = getelementptr i8, i8* %376, i64 %sunkaddr1953
  %sunkaddr1955 = getelementptr i8, i8* %sunkaddr1954, i64 56
  %377 = bitcast i8* %sunkaddr1955 to double*
  store double %.6.i113.us153.7, double* %377, align 8
  %.610.us155.7 = add nuw nsw i64 %loop.index124.us147, 8
  %exitcond165.not.7 = icmp eq i64 %dest_shape.1143, %.610.us155.7
  br i1 %exitcond165.not.7, label %for.end, label %for.body.us146, !llvm.loop !59

for.body:                                         ; preds = %for.body.preheader390, %for.body
  %loop.index124 = phi i64 [ %.610.7, %for.body ], [ %loop.index124.unr, %for.body.preheader390 ]
  %.572 = load double, double* %.349, align 8
  %.581 = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113 = fmul double %.572, %.581
  %sunkaddr1956 = mul i64 %loop.index124, 8
  %378 = bitcast double* %.6.i125 to i8*
  %sunkaddr1957 = getelementptr i8, i8* %378, i64 %sunkaddr1956
  %379 = bitcast i8* %sunkaddr1957 to double*
  store double %.6.i113, double* %379, align 8
  %.572.1 = load double, double* %.349, align 8
  %.581.1 = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.1 = fmul double %.572.1, %.581.1
  %sunkaddr1958 = mul i64 %loop.index124, 8
  %380 = bitcast double* %.6.i125 to i8*
  %sunkaddr1959 = getelementptr i8, i8* %380, i64 %sunkaddr1958
  %sunkaddr1960 = getelementptr i8, i8* %sunkaddr1959, i64 8
  %381 = bitcast i8* %sunkaddr1960 to double*
  store double %.6.i113.1, double* %381, align 8
  %.572.2 = load double, double* %.349, align 8
  %.581.2 = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.2 = fmul double %.572.2, %.581.2
  %sunkaddr1961 = mul i64 %loop.index124, 8
  %382 = bitcast double* %.6.i125 to i8*
  %sunkaddr1962 = getelementptr i8, i8* %382, i64 %sunkaddr1961
  %sunkaddr1963 = getelementptr i8, i8* %sunkaddr1962, i64 16
  %383 = bitcast i8* %sunkaddr1963 to double*
  store double %.6.i113.2, double* %383, align 8
  %.572.3 = load double, double* %.349, align 8
  %.581.3 = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.3 = fmul double %.572.3, %.581.3
  %sunkaddr1964 = mul i64 %loop.index124, 8
  %384 = bitcast double* %.6.i125 to i8*
  %sunkaddr1965 = getelementptr i8, i8* %384, i64 %sunkaddr1964
  %sunkaddr1966 = getelementptr i8, i8* %sunkaddr1965, i64 24
  %385 = bitcast i8* %sunkaddr1966 to double*
  store double %.6.i113.3, double* %385, align 8
  %.572.4 = load double, double* %.349, align 8
  %.581.4 = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.4 = fmul double %.572.4, %.581.4
  %sunkaddr1967 = mul i64 %loop.index124, 8
  %386 = bitcast double* %.6.i125 to i8*
  %sunkaddr1968 = getelementptr i8, i8* %386, i64 %sunkaddr1967
  %sunkaddr1969 = getelementptr i8, i8* %sunkaddr1968, i64 32
  %387 = bitcast i8* %sunkaddr1969 to double*
  store double %.6.i113.4, double* %387, align 8
  %.572.5 = load double, double* %.349, align 8
  %.581.5 = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.5 = fmul double %.572.5, %.581.5
  %sunkaddr1970 = mul i64 %loop.index124, 8
  %388 = bitcast double* %.6.i125 to i8*
  %sunkaddr1971 = getelementptr i8, i8* %388, i64 %sunkaddr1970
  %sunkaddr1972 = getelementptr i8, i8* %sunkaddr1971, i64 40
  %389 = bitcast i8* %sunkaddr1972 to double*
  store double %.6.i113.5, double* %389, align 8
  %.572.6 = load double, double* %.349, align 8
  %.581.6 = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.6 = fmul double %.572.6, %.581.6
  %sunkaddr1973 = mul i64 %loop.index124, 8
  %390 = bitcast double* %.6.i125 to i8*
  %sunkaddr1974 = getelementptr i8, i8* %390, i64 %sunkaddr1973
  %sunkaddr1975 = getelementptr i8, i8* %sunkaddr1974, i64 48
  %391 = bitcast i8* %sunkaddr1975 to double*
  store double %.6.i113.6, double* %391, align 8
  %.572.7 = load double, double* %.349, align 8
  %.581.7 = load double, double* %.53.fca.1.4.load, align 8
  %.6.i113.7 = fmul double %.572.7, %.581.7
  %sunkaddr1976 = mul i64 %loop.index124, 8
  %392 = bitcast double* %.6.i125 to i8*
  %sunkaddr1977 = getelementptr i8, i8* %392, i64 %sunkaddr1976
  %sunkaddr1978 = getelementptr i8, i8* %sunkaddr1977, i64 56
  %393 = bitcast i8* %sunkaddr1978 to double*
  store double %.6.i113.7, double* %393, align 8
  %.610.7 = add nuw nsw i64 %loop.index124, 8
  %exitcond166.not.7 = icmp eq i64 %dest_shape.1143, %.610.7
  br i1 %exitcond166.not.7, label %for.end, label %for.body, !llvm.loop !60

for.end:                                          ; preds = %for.body, %for.body.us146, %for.body.us, %for.body.us.us, %for.body.prol.loopexit, %for.body.us146.prol.loopexit, %for.body.us.prol.loopexit, %for.body.us.us.prol.loopexit, %middle.block, %middle.block214, %middle.block250, %middle.block287, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.c.0)
  %.68.i32 = icmp eq i64 %dest_shape.1143, 0
  br i1 %.68.i32, label %for.end.endif, label %B50.endif.preheader.i36, !prof !1

B50.endif.preheader.i36:                          ; preds = %for.end
  %smax.i34 = tail call i64 @llvm.smax.i64(i64 %dest_shape.1143, i64 1) #6
  %394 = add nsw i64 %smax.i34, -1
  %xtraiter.i35 = and i64 %smax.i34, 7
  %395 = icmp ult i64 %394, 7
  br i1 %395, label %common.ret.loopexit.unr-lcssa.i43, label %B50.endif.preheader.new.i38

B50.endif.preheader.new.i38:                      ; preds = %B50.endif.preheader.i36
  %const1839 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i37 = and i64 %smax.i34, %const1839
  %396 = add nsw i64 %unroll_iter.i37, -8
  %397 = lshr exact i64 %396, 3
  %398 = add nuw nsw i64 %397, 1
  %xtraiter346 = and i64 %398, 7
  %399 = icmp ult i64 %396, 56
  br i1 %399, label %common.ret.loopexit.unr-lcssa.i43.loopexit.unr-lcssa, label %B50.endif.preheader.new.i38.new

B50.endif.preheader.new.i38.new:                  ; preds = %B50.endif.preheader.new.i38
  %const1836 = bitcast i64 4611686018427387896 to i64
  %unroll_iter350 = and i64 %398, %const1836
  %scevgep671 = getelementptr double, double* %.6.i125, i64 63
  br label %B50.endif.i90

common.ret.loopexit.unr-lcssa.i43.loopexit.unr-lcssa: ; preds = %B50.endif.i90, %B50.endif.preheader.new.i38
  %.239.7.i88.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i38 ], [ %.239.7.i88.7, %B50.endif.i90 ]
  %c.2.07.i55.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i38 ], [ %.239.7.i88.7, %B50.endif.i90 ]
  %.70.06.i56.unr = phi i64 [ 0, %B50.endif.preheader.new.i38 ], [ %.182.7.i84.7, %B50.endif.i90 ]
  %lcmp.mod348.not = icmp eq i64 %xtraiter346, 0
  br i1 %lcmp.mod348.not, label %common.ret.loopexit.unr-lcssa.i43, label %B50.endif.i90.epil.preheader

B50.endif.i90.epil.preheader:                     ; preds = %common.ret.loopexit.unr-lcssa.i43.loopexit.unr-lcssa
  %400 = add nuw nsw i64 %.70.06.i56.unr, 7
  %scevgep644 = getelementptr double, double* %.6.i125, i64 %400
  %401 = shl nuw nsw i64 %xtraiter346, 6
  br label %B50.endif.i90.epil

B50.endif.i90.epil:                               ; preds = %B50.endif.i90.epil.preheader, %B50.endif.i90.epil
  %lsr.iv645 = phi i64 [ 0, %B50.endif.i90.epil.preheader ], [ %lsr.iv.next646, %B50.endif.i90.epil ]
  %c.2.07.i55.epil = phi double [ %.239.7.i88.epil, %B50.endif.i90.epil ], [ %c.2.07.i55.unr, %B50.endif.i90.epil.preheader ]
  %402 = bitcast double* %scevgep644 to i8*
  %uglygep668 = getelementptr i8, i8* %402, i64 %lsr.iv645
  %uglygep668669 = bitcast i8* %uglygep668 to double*
  %scevgep670 = getelementptr double, double* %uglygep668669, i64 -7
  %.236.i58.epil = load double, double* %scevgep670, align 8, !noalias !61
  %.239.i59.epil = fadd double %c.2.07.i55.epil, %.236.i58.epil
  %uglygep665 = getelementptr i8, i8* %402, i64 %lsr.iv645
  %uglygep665666 = bitcast i8* %uglygep665 to double*
  %scevgep667 = getelementptr double, double* %uglygep665666, i64 -6
  %.236.1.i62.epil = load double, double* %scevgep667, align 8, !noalias !61
  %.239.1.i63.epil = fadd double %.239.i59.epil, %.236.1.i62.epil
  %uglygep662 = getelementptr i8, i8* %402, i64 %lsr.iv645
  %uglygep662663 = bitcast i8* %uglygep662 to double*
  %scevgep664 = getelementptr double, double* %uglygep662663, i64 -5
  %.236.2.i66.epil = load double, double* %scevgep664, align 8, !noalias !61
  %.239.2.i67.epil = fadd double %.239.1.i63.epil, %.236.2.i66.epil
  %uglygep659 = getelementptr i8, i8* %402, i64 %lsr.iv645
  %uglygep659660 = bitcast i8* %uglygep659 to double*
  %scevgep661 = getelementptr double, double* %uglygep659660, i64 -4
  %.236.3.i70.epil = load double, double* %scevgep661, align 8, !noalias !61
  %.239.3.i71.epil = fadd double %.239.2.i67.epil, %.236.3.i70.epil
  %uglygep656 = getelementptr i8, i8* %402, i64 %lsr.iv645
  %uglygep656657 = bitcast i8* %uglygep656 to double*
  %scevgep658 = getelementptr double, double* %uglygep656657, i64 -3
  %.236.4.i74.epil = load double, double* %scevgep658, align 8, !noalias !61
  %.239.4.i75.epil = fadd double %.239.3.i71.epil, %.236.4.i74.epil
  %uglygep653 = getelementptr i8, i8* %402, i64 %lsr.iv645
  %uglygep653654 = bitcast i8* %uglygep653 to double*
  %scevgep655 = getelementptr double, double* %uglygep653654, i64 -2
  %.236.5.i78.epil = load double, double* %scevgep655, align 8, !noalias !61
  %.239.5.i79.epil = fadd double %.239.4.i75.epil, %.236.5.i78.epil
  %uglygep650 = getelementptr i8, i8* %402, i64 %lsr.iv645
  %uglygep650651 = bitcast i8* %uglygep650 to double*
  %scevgep652 = getelementptr double, double* %uglygep650651, i64 -1
  %.236.6.i82.epil = load double, double* %scevgep652, align 8, !noalias !61
  %.239.6.i83.epil = fadd double %.239.5.i79.epil, %.236.6.i82.epil
  %uglygep648 = getelementptr i8, i8* %402, i64 %lsr.iv645
  %uglygep648649 = bitcast i8* %uglygep648 to double*
  %.236.7.i87.epil = load double, double* %uglygep648649, align 8, !noalias !61
  %.239.7.i88.epil = fadd double %.239.6.i83.epil, %.236.7.i87.epil
  %lsr.iv.next646 = add nuw nsw i64 %lsr.iv645, 64
  %epil.iter347.cmp.not = icmp eq i64 %401, %lsr.iv.next646
  br i1 %epil.iter347.cmp.not, label %common.ret.loopexit.unr-lcssa.i43, label %B50.endif.i90.epil, !prof !64, !llvm.loop !65

common.ret.loopexit.unr-lcssa.i43:                ; preds = %B50.endif.i90.epil, %common.ret.loopexit.unr-lcssa.i43.loopexit.unr-lcssa, %B50.endif.preheader.i36
  %.239.lcssa.ph.i39 = phi double [ undef, %B50.endif.preheader.i36 ], [ %.239.7.i88.lcssa.ph, %common.ret.loopexit.unr-lcssa.i43.loopexit.unr-lcssa ], [ %.239.7.i88.epil, %B50.endif.i90.epil ]
  %c.2.07.unr.i40 = phi double [ 0.000000e+00, %B50.endif.preheader.i36 ], [ %.239.7.i88.lcssa.ph, %common.ret.loopexit.unr-lcssa.i43.loopexit.unr-lcssa ], [ %.239.7.i88.epil, %B50.endif.i90.epil ]
  %.70.06.unr.i41 = phi i64 [ 0, %B50.endif.preheader.i36 ], [ %unroll_iter.i37, %common.ret.loopexit.unr-lcssa.i43.loopexit.unr-lcssa ], [ %unroll_iter.i37, %B50.endif.i90.epil ]
  %lcmp.mod.not.i42 = icmp eq i64 %xtraiter.i35, 0
  br i1 %lcmp.mod.not.i42, label %for.end.endif, label %B50.endif.epil.preheader.i45

B50.endif.epil.preheader.i45:                     ; preds = %common.ret.loopexit.unr-lcssa.i43
  %scevgep.i44 = getelementptr double, double* %.6.i125, i64 %.70.06.unr.i41
  br label %B50.endif.epil.i53

B50.endif.epil.i53:                               ; preds = %B50.endif.epil.i53, %B50.endif.epil.preheader.i45
  %c.2.07.epil.i46 = phi double [ %.239.epil.i50, %B50.endif.epil.i53 ], [ %c.2.07.unr.i40, %B50.endif.epil.preheader.i45 ]
  %epil.iter.i47 = phi i64 [ %epil.iter.next.i51, %B50.endif.epil.i53 ], [ 0, %B50.endif.epil.preheader.i45 ]
  %scevgep643 = getelementptr double, double* %scevgep.i44, i64 %epil.iter.i47
  %.236.epil.i49 = load double, double* %scevgep643, align 8, !noalias !61
  %.239.epil.i50 = fadd double %c.2.07.epil.i46, %.236.epil.i49
  %epil.iter.next.i51 = add nuw nsw i64 %epil.iter.i47, 1
  %epil.iter.cmp.not.i52 = icmp eq i64 %xtraiter.i35, %epil.iter.next.i51
  br i1 %epil.iter.cmp.not.i52, label %for.end.endif, label %B50.endif.epil.i53, !prof !64, !llvm.loop !66

B50.endif.i90:                                    ; preds = %B50.endif.i90, %B50.endif.preheader.new.i38.new
  %lsr.iv799 = phi i64 [ %lsr.iv.next800, %B50.endif.i90 ], [ %unroll_iter350, %B50.endif.preheader.new.i38.new ]
  %c.2.07.i55 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i38.new ], [ %.239.7.i88.7, %B50.endif.i90 ]
  %.70.06.i56 = phi i64 [ 0, %B50.endif.preheader.new.i38.new ], [ %.182.7.i84.7, %B50.endif.i90 ]
  %scevgep797 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep798 = getelementptr double, double* %scevgep797, i64 -63
  %.236.i58 = load double, double* %scevgep798, align 8, !noalias !61
  %.239.i59 = fadd double %c.2.07.i55, %.236.i58
  %scevgep795 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep796 = getelementptr double, double* %scevgep795, i64 -62
  %.236.1.i62 = load double, double* %scevgep796, align 8, !noalias !61
  %.239.1.i63 = fadd double %.239.i59, %.236.1.i62
  %scevgep793 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep794 = getelementptr double, double* %scevgep793, i64 -61
  %.236.2.i66 = load double, double* %scevgep794, align 8, !noalias !61
  %.239.2.i67 = fadd double %.239.1.i63, %.236.2.i66
  %scevgep791 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep792 = getelementptr double, double* %scevgep791, i64 -60
  %.236.3.i70 = load double, double* %scevgep792, align 8, !noalias !61
  %.239.3.i71 = fadd double %.239.2.i67, %.236.3.i70
  %scevgep789 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep790 = getelementptr double, double* %scevgep789, i64 -59
  %.236.4.i74 = load double, double* %scevgep790, align 8, !noalias !61
  %.239.4.i75 = fadd double %.239.3.i71, %.236.4.i74
  %scevgep787 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep788 = getelementptr double, double* %scevgep787, i64 -58
  %.236.5.i78 = load double, double* %scevgep788, align 8, !noalias !61
  %.239.5.i79 = fadd double %.239.4.i75, %.236.5.i78
  %scevgep785 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep786 = getelementptr double, double* %scevgep785, i64 -57
  %.236.6.i82 = load double, double* %scevgep786, align 8, !noalias !61
  %.239.6.i83 = fadd double %.239.5.i79, %.236.6.i82
  %scevgep783 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep784 = getelementptr double, double* %scevgep783, i64 -56
  %.236.7.i87 = load double, double* %scevgep784, align 8, !noalias !61
  %.239.7.i88 = fadd double %.239.6.i83, %.236.7.i87
  %scevgep752 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep753 = getelementptr double, double* %scevgep752, i64 -55
  %.236.i58.1 = load double, double* %scevgep753, align 8, !noalias !61
  %.239.i59.1 = fadd double %.239.7.i88, %.236.i58.1
  %scevgep754 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep755 = getelementptr double, double* %scevgep754, i64 -54
  %.236.1.i62.1 = load double, double* %scevgep755, align 8, !noalias !61
  %.239.1.i63.1 = fadd double %.239.i59.1, %.236.1.i62.1
  %scevgep756 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep757 = getelementptr double, double* %scevgep756, i64 -53
  %.236.2.i66.1 = load double, double* %scevgep757, align 8, !noalias !61
  %.239.2.i67.1 = fadd double %.239.1.i63.1, %.236.2.i66.1
  %scevgep758 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep759 = getelementptr double, double* %scevgep758, i64 -52
  %.236.3.i70.1 = load double, double* %scevgep759, align 8, !noalias !61
  %.239.3.i71.1 = fadd double %.239.2.i67.1, %.236.3.i70.1
  %scevgep760 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep761 = getelementptr double, double* %scevgep760, i64 -51
  %.236.4.i74.1 = load double, double* %scevgep761, align 8, !noalias !61
  %.239.4.i75.1 = fadd double %.239.3.i71.1, %.236.4.i74.1
  %scevgep762 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep763 = getelementptr double, double* %scevgep762, i64 -50
  %.236.5.i78.1 = load double, double* %scevgep763, align 8, !noalias !61
  %.239.5.i79.1 = fadd double %.239.4.i75.1, %.236.5.i78.1
  %scevgep764 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep765 = getelementptr double, double* %scevgep764, i64 -49
  %.236.6.i82.1 = load double, double* %scevgep765, align 8, !noalias !61
  %.239.6.i83.1 = fadd double %.239.5.i79.1, %.236.6.i82.1
  %scevgep766 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep767 = getelementptr double, double* %scevgep766, i64 -48
  %.236.7.i87.1 = load double, double* %scevgep767, align 8, !noalias !61
  %.239.7.i88.1 = fadd double %.239.6.i83.1, %.236.7.i87.1
  %scevgep736 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep737 = getelementptr double, double* %scevgep736, i64 -47
  %.236.i58.2 = load double, double* %scevgep737, align 8, !noalias !61
  %.239.i59.2 = fadd double %.239.7.i88.1, %.236.i58.2
  %scevgep738 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep739 = getelementptr double, double* %scevgep738, i64 -46
  %.236.1.i62.2 = load double, double* %scevgep739, align 8, !noalias !61
  %.239.1.i63.2 = fadd double %.239.i59.2, %.236.1.i62.2
  %scevgep740 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep741 = getelementptr double, double* %scevgep740, i64 -45
  %.236.2.i66.2 = load double, double* %scevgep741, align 8, !noalias !61
  %.239.2.i67.2 = fadd double %.239.1.i63.2, %.236.2.i66.2
  %scevgep742 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep743 = getelementptr double, double* %scevgep742, i64 -44
  %.236.3.i70.2 = load double, double* %scevgep743, align 8, !noalias !61
  %.239.3.i71.2 = fadd double %.239.2.i67.2, %.236.3.i70.2
  %scevgep744 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep745 = getelementptr double, double* %scevgep744, i64 -43
  %.236.4.i74.2 = load double, double* %scevgep745, align 8, !noalias !61
  %.239.4.i75.2 = fadd double %.239.3.i71.2, %.236.4.i74.2
  %scevgep746 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep747 = getelementptr double, double* %scevgep746, i64 -42
  %.236.5.i78.2 = load double, double* %scevgep747, align 8, !noalias !61
  %.239.5.i79.2 = fadd double %.239.4.i75.2, %.236.5.i78.2
  %scevgep748 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep749 = getelementptr double, double* %scevgep748, i64 -41
  %.236.6.i82.2 = load double, double* %scevgep749, align 8, !noalias !61
  %.239.6.i83.2 = fadd double %.239.5.i79.2, %.236.6.i82.2
  %scevgep750 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep751 = getelementptr double, double* %scevgep750, i64 -40
  %.236.7.i87.2 = load double, double* %scevgep751, align 8, !noalias !61
  %.239.7.i88.2 = fadd double %.239.6.i83.2, %.236.7.i87.2
  %scevgep720 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep721 = getelementptr double, double* %scevgep720, i64 -39
  %.236.i58.3 = load double, double* %scevgep721, align 8, !noalias !61
  %.239.i59.3 = fadd double %.239.7.i88.2, %.236.i58.3
  %scevgep722 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep723 = getelementptr double, double* %scevgep722, i64 -38
  %.236.1.i62.3 = load double, double* %scevgep723, align 8, !noalias !61
  %.239.1.i63.3 = fadd double %.239.i59.3, %.236.1.i62.3
  %scevgep724 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep725 = getelementptr double, double* %scevgep724, i64 -37
  %.236.2.i66.3 = load double, double* %scevgep725, align 8, !noalias !61
  %.239.2.i67.3 = fadd double %.239.1.i63.3, %.236.2.i66.3
  %scevgep726 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep727 = getelementptr double, double* %scevgep726, i64 -36
  %.236.3.i70.3 = load double, double* %scevgep727, align 8, !noalias !61
  %.239.3.i71.3 = fadd double %.239.2.i67.3, %.236.3.i70.3
  %scevgep728 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep729 = getelementptr double, double* %scevgep728, i64 -35
  %.236.4.i74.3 = load double, double* %scevgep729, align 8, !noalias !61
  %.239.4.i75.3 = fadd double %.239.3.i71.3, %.236.4.i74.3
  %scevgep730 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep731 = getelementptr double, double* %scevgep730, i64 -34
  %.236.5.i78.3 = load double, double* %scevgep731, align 8, !noalias !61
  %.239.5.i79.3 = fadd double %.239.4.i75.3, %.236.5.i78.3
  %scevgep732 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep733 = getelementptr double, double* %scevgep732, i64 -33
  %.236.6.i82.3 = load double, double* %scevgep733, align 8, !noalias !61
  %.239.6.i83.3 = fadd double %.239.5.i79.3, %.236.6.i82.3
  %scevgep734 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep735 = getelementptr double, double* %scevgep734, i64 -32
  %.236.7.i87.3 = load double, double* %scevgep735, align 8, !noalias !61
  %.239.7.i88.3 = fadd double %.239.6.i83.3, %.236.7.i87.3
  %scevgep704 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep705 = getelementptr double, double* %scevgep704, i64 -31
  %.236.i58.4 = load double, double* %scevgep705, align 8, !noalias !61
  %.239.i59.4 = fadd double %.239.7.i88.3, %.236.i58.4
  %scevgep706 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep707 = getelementptr double, double* %scevgep706, i64 -30
  %.236.1.i62.4 = load double, double* %scevgep707, align 8, !noalias !61
  %.239.1.i63.4 = fadd double %.239.i59.4, %.236.1.i62.4
  %scevgep708 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep709 = getelementptr double, double* %scevgep708, i64 -29
  %.236.2.i66.4 = load double, double* %scevgep709, align 8, !noalias !61
  %.239.2.i67.4 = fadd double %.239.1.i63.4, %.236.2.i66.4
  %scevgep710 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep711 = getelementptr double, double* %scevgep710, i64 -28
  %.236.3.i70.4 = load double, double* %scevgep711, align 8, !noalias !61
  %.239.3.i71.4 = fadd double %.239.2.i67.4, %.236.3.i70.4
  %scevgep712 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep713 = getelementptr double, double* %scevgep712, i64 -27
  %.236.4.i74.4 = load double, double* %scevgep713, align 8, !noalias !61
  %.239.4.i75.4 = fadd double %.239.3.i71.4, %.236.4.i74.4
  %scevgep714 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep715 = getelementptr double, double* %scevgep714, i64 -26
  %.236.5.i78.4 = load double, double* %scevgep715, align 8, !noalias !61
  %.239.5.i79.4 = fadd double %.239.4.i75.4, %.236.5.i78.4
  %scevgep716 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep717 = getelementptr double, double* %scevgep716, i64 -25
  %.236.6.i82.4 = load double, double* %scevgep717, align 8, !noalias !61
  %.239.6.i83.4 = fadd double %.239.5.i79.4, %.236.6.i82.4
  %scevgep718 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep719 = getelementptr double, double* %scevgep718, i64 -24
  %.236.7.i87.4 = load double, double* %scevgep719, align 8, !noalias !61
  %.239.7.i88.4 = fadd double %.239.6.i83.4, %.236.7.i87.4
  %scevgep688 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep689 = getelementptr double, double* %scevgep688, i64 -23
  %.236.i58.5 = load double, double* %scevgep689, align 8, !noalias !61
  %.239.i59.5 = fadd double %.239.7.i88.4, %.236.i58.5
  %scevgep690 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep691 = getelementptr double, double* %scevgep690, i64 -22
  %.236.1.i62.5 = load double, double* %scevgep691, align 8, !noalias !61
  %.239.1.i63.5 = fadd double %.239.i59.5, %.236.1.i62.5
  %scevgep692 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep693 = getelementptr double, double* %scevgep692, i64 -21
  %.236.2.i66.5 = load double, double* %scevgep693, align 8, !noalias !61
  %.239.2.i67.5 = fadd double %.239.1.i63.5, %.236.2.i66.5
  %scevgep694 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep695 = getelementptr double, double* %scevgep694, i64 -20
  %.236.3.i70.5 = load double, double* %scevgep695, align 8, !noalias !61
  %.239.3.i71.5 = fadd double %.239.2.i67.5, %.236.3.i70.5
  %scevgep696 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep697 = getelementptr double, double* %scevgep696, i64 -19
  %.236.4.i74.5 = load double, double* %scevgep697, align 8, !noalias !61
  %.239.4.i75.5 = fadd double %.239.3.i71.5, %.236.4.i74.5
  %scevgep698 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep699 = getelementptr double, double* %scevgep698, i64 -18
  %.236.5.i78.5 = load double, double* %scevgep699, align 8, !noalias !61
  %.239.5.i79.5 = fadd double %.239.4.i75.5, %.236.5.i78.5
  %scevgep700 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep701 = getelementptr double, double* %scevgep700, i64 -17
  %.236.6.i82.5 = load double, double* %scevgep701, align 8, !noalias !61
  %.239.6.i83.5 = fadd double %.239.5.i79.5, %.236.6.i82.5
  %scevgep702 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep703 = getelementptr double, double* %scevgep702, i64 -16
  %.236.7.i87.5 = load double, double* %scevgep703, align 8, !noalias !61
  %.239.7.i88.5 = fadd double %.239.6.i83.5, %.236.7.i87.5
  %scevgep672 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep673 = getelementptr double, double* %scevgep672, i64 -15
  %.236.i58.6 = load double, double* %scevgep673, align 8, !noalias !61
  %.239.i59.6 = fadd double %.239.7.i88.5, %.236.i58.6
  %scevgep674 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep675 = getelementptr double, double* %scevgep674, i64 -14
  %.236.1.i62.6 = load double, double* %scevgep675, align 8, !noalias !61
  %.239.1.i63.6 = fadd double %.239.i59.6, %.236.1.i62.6
  %scevgep676 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep677 = getelementptr double, double* %scevgep676, i64 -13
  %.236.2.i66.6 = load double, double* %scevgep677, align 8, !noalias !61
  %.239.2.i67.6 = fadd double %.239.1.i63.6, %.236.2.i66.6
  %scevgep678 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep679 = getelementptr double, double* %scevgep678, i64 -12
  %.236.3.i70.6 = load double, double* %scevgep679, align 8, !noalias !61
  %.239.3.i71.6 = fadd double %.239.2.i67.6, %.236.3.i70.6
  %scevgep680 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep681 = getelementptr double, double* %scevgep680, i64 -11
  %.236.4.i74.6 = load double, double* %scevgep681, align 8, !noalias !61
  %.239.4.i75.6 = fadd double %.239.3.i71.6, %.236.4.i74.6
  %scevgep682 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep683 = getelementptr double, double* %scevgep682, i64 -10
  %.236.5.i78.6 = load double, double* %scevgep683, align 8, !noalias !61
  %.239.5.i79.6 = fadd double %.239.4.i75.6, %.236.5.i78.6
  %scevgep684 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep685 = getelementptr double, double* %scevgep684, i64 -9
  %.236.6.i82.6 = load double, double* %scevgep685, align 8, !noalias !61
  %.239.6.i83.6 = fadd double %.239.5.i79.6, %.236.6.i82.6
  %scevgep686 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep687 = getelementptr double, double* %scevgep686, i64 -8
  %.236.7.i87.6 = load double, double* %scevgep687, align 8, !noalias !61
  %.239.7.i88.6 = fadd double %.239.6.i83.6, %.236.7.i87.6
  %scevgep768 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep769 = getelementptr double, double* %scevgep768, i64 -7
  %.236.i58.7 = load double, double* %scevgep769, align 8, !noalias !61
  %.239.i59.7 = fadd double %.239.7.i88.6, %.236.i58.7
  %scevgep770 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep771 = getelementptr double, double* %scevgep770, i64 -6
  %.236.1.i62.7 = load double, double* %scevgep771, align 8, !noalias !61
  %.239.1.i63.7 = fadd double %.239.i59.7, %.236.1.i62.7
  %scevgep772 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep773 = getelementptr double, double* %scevgep772, i64 -5
  %.236.2.i66.7 = load double, double* %scevgep773, align 8, !noalias !61
  %.239.2.i67.7 = fadd double %.239.1.i63.7, %.236.2.i66.7
  %scevgep774 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep775 = getelementptr double, double* %scevgep774, i64 -4
  %.236.3.i70.7 = load double, double* %scevgep775, align 8, !noalias !61
  %.239.3.i71.7 = fadd double %.239.2.i67.7, %.236.3.i70.7
  %scevgep776 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep777 = getelementptr double, double* %scevgep776, i64 -3
  %.236.4.i74.7 = load double, double* %scevgep777, align 8, !noalias !61
  %.239.4.i75.7 = fadd double %.239.3.i71.7, %.236.4.i74.7
  %scevgep778 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep779 = getelementptr double, double* %scevgep778, i64 -2
  %.236.5.i78.7 = load double, double* %scevgep779, align 8, !noalias !61
  %.239.5.i79.7 = fadd double %.239.4.i75.7, %.236.5.i78.7
  %scevgep780 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %scevgep781 = getelementptr double, double* %scevgep780, i64 -1
  %.236.6.i82.7 = load double, double* %scevgep781, align 8, !noalias !61
  %.239.6.i83.7 = fadd double %.239.5.i79.7, %.236.6.i82.7
  %.182.7.i84.7 = add i64 %.70.06.i56, 64
  %scevgep782 = getelementptr double, double* %scevgep671, i64 %.70.06.i56
  %.236.7.i87.7 = load double, double* %scevgep782, align 8, !noalias !61
  %.239.7.i88.7 = fadd double %.239.6.i83.7, %.236.7.i87.7
  %lsr.iv.next800 = add i64 %lsr.iv799, -8
  %niter351.ncmp.7 = icmp eq i64 %lsr.iv.next800, 0
  br i1 %niter351.ncmp.7, label %common.ret.loopexit.unr-lcssa.i43.loopexit.unr-lcssa, label %B50.endif.i90, !prof !1

for.end.endif:                                    ; preds = %B50.endif.epil.i53, %common.ret.loopexit.unr-lcssa.i43, %for.end
  %c.2.0.lcssa.i54 = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i39, %common.ret.loopexit.unr-lcssa.i43 ], [ %.239.epil.i50, %B50.endif.epil.i53 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.703 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.53.fca.1.5.0.load, i64 8)
  %.705 = extractvalue { i64, i1 } %.703, 1
  br i1 %.705, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269928511936, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %for.end.endif
  %.704 = extractvalue { i64, i1 } %.703, 0
  %.7.i.i26 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.704, i32 32), !noalias !67
  %.8.i.i27 = icmp eq i8* %.7.i.i26, null
  br i1 %.8.i.i27, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.5.i24 = getelementptr i8, i8* %.7.i.i26, i64 24
  %403 = bitcast i8* %.5.i24 to double**
  %.6.i25126 = load double*, double** %403, align 8
  %.772118 = icmp sgt i64 %.53.fca.1.5.0.load, 0
  br i1 %.772118, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif
  %.774.not = icmp eq i64 %.53.fca.1.5.0.load, 1
  br i1 %.774.not, label %for.end.1.thread, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %min.iters.check318 = icmp ult i64 %.53.fca.1.5.0.load, 8
  br i1 %min.iters.check318, label %for.body.1.us.preheader330, label %vector.memcheck306

vector.memcheck306:                               ; preds = %for.body.1.us.preheader
  %scevgep308 = getelementptr double, double* %.6.i25126, i64 %.53.fca.1.5.0.load
  %scevgep310 = getelementptr double, double* %.53.fca.1.4.load, i64 %.53.fca.1.5.0.load
  %bound0312 = icmp ult double* %.6.i25126, %scevgep310
  %bound1313 = icmp ult double* %.53.fca.1.4.load, %scevgep308
  %found.conflict314 = and i1 %bound0312, %bound1313
  br i1 %found.conflict314, label %for.body.1.us.preheader330, label %vector.ph319

vector.ph319:                                     ; preds = %vector.memcheck306
  %n.vec321 = and i64 %.53.fca.1.5.0.load, -8
  %404 = add i64 %n.vec321, -8
  %405 = lshr exact i64 %404, 3
  %406 = add nuw nsw i64 %405, 1
  %xtraiter341 = and i64 %406, 7
  %407 = icmp ult i64 %404, 56
  br i1 %407, label %middle.block315.unr-lcssa, label %vector.ph319.new

vector.ph319.new:                                 ; preds = %vector.ph319
  %const1838 = bitcast i64 4611686018427387896 to i64
  %unroll_iter344 = and i64 %406, %const1838
  br label %vector.body317

vector.body317:                                   ; preds = %vector.body317, %vector.ph319.new
  %lsr.iv641 = phi i64 [ %lsr.iv.next642, %vector.body317 ], [ %unroll_iter344, %vector.ph319.new ]
  %index324 = phi i64 [ 0, %vector.ph319.new ], [ %index.next326.7, %vector.body317 ]
  %sunkaddr1979 = mul i64 %index324, 8
  %408 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1980 = getelementptr i8, i8* %408, i64 %sunkaddr1979
  %409 = bitcast i8* %sunkaddr1980 to <8 x double>*
  %wide.load325 = load <8 x double>, <8 x double>* %409, align 8, !alias.scope !74
  %410 = call <8 x double> @llvm.log.v8f64(<8 x double> %wide.load325)
  %sunkaddr1981 = mul i64 %index324, 8
  %411 = bitcast double* %.6.i25126 to i8*
  %sunkaddr1982 = getelementptr i8, i8* %411, i64 %sunkaddr1981
  %412 = bitcast i8* %sunkaddr1982 to <8 x double>*
  store <8 x double> %410, <8 x double>* %412, align 8, !alias.scope !77, !noalias !74
  %sunkaddr1983 = mul i64 %index324, 8
  %413 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1984 = getelementptr i8, i8* %413, i64 %sunkaddr1983
  %sunkaddr1985 = getelementptr i8, i8* %sunkaddr1984, i64 64
  %414 = bitcast i8* %sunkaddr1985 to <8 x double>*
  %wide.load325.1 = load <8 x double>, <8 x double>* %414, align 8, !alias.scope !74
  %415 = call <8 x double> @llvm.log.v8f64(<8 x double> %wide.load325.1)
  %sunkaddr1986 = mul i64 %index324, 8
  %416 = bitcast double* %.6.i25126 to i8*
  %sunkaddr1987 = getelementptr i8, i8* %416, i64 %sunkaddr1986
  %sunkaddr1988 = getelementptr i8, i8* %sunkaddr1987, i64 64
  %417 = bitcast i8* %sunkaddr1988 to <8 x double>*
  store <8 x double> %415, <8 x double>* %417, align 8, !alias.scope !77, !noalias !74
  %sunkaddr1989 = mul i64 %index324, 8
  %418 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1990 = getelementptr i8, i8* %418, i64 %sunkaddr1989
  %sunkaddr1991 = getelementptr i8, i8* %sunkaddr1990, i64 128
  %419 = bitcast i8* %sunkaddr1991 to <8 x double>*
  %wide.load325.2 = load <8 x double>, <8 x double>* %419, align 8, !alias.scope !74
  %420 = call <8 x double> @llvm.log.v8f64(<8 x double> %wide.load325.2)
  %sunkaddr1992 = mul i64 %index324, 8
  %421 = bitcast double* %.6.i25126 to i8*
  %sunkaddr1993 = getelementptr i8, i8* %421, i64 %sunkaddr1992
  %sunkaddr1994 = getelementptr i8, i8* %sunkaddr1993, i64 128
  %422 = bitcast i8* %sunkaddr1994 to <8 x double>*
  store <8 x double> %420, <8 x double>* %422, align 8, !alias.scope !77, !noalias !74
  %sunkaddr1995 = mul i64 %index324, 8
  %423 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr1996 = getelementptr i8, i8* %423, i64 %sunkaddr1995
  %sunkaddr1997 = getelementptr i8, i8* %sunkaddr1996, i64 192
  %424 = bitcast i8* %sunkaddr1997 to <8 x double>*
  %wide.load325.3 = load <8 x double>, <8 x double>* %424, align 8, !alias.scope !74
  %425 = call <8 x double> @llvm.log.v8f64(<8 x double> %wide.load325.3)
  %sunkaddr1998 = mul i64 %index324, 8
  %426 = bitcast double* %.6.i25126 to i8*
  %sunkaddr1999 = getelementptr i8, i8* %426, i64 %sunkaddr1998
  %sunkaddr2000 = getelementptr i8, i8* %sunkaddr1999, i64 192
  %427 = bitcast i8* %sunkaddr2000 to <8 x double>*
  store <8 x double> %425, <8 x double>* %427, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2001 = mul i64 %index324, 8
  %428 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr2002 = getelementptr i8, i8* %428, i64 %sunkaddr2001
  %sunkaddr2003 = getelementptr i8, i8* %sunkaddr2002, i64 256
  %429 = bitcast i8* %sunkaddr2003 to <8 x double>*
  %wide.load325.4 = load <8 x double>, <8 x double>* %429, align 8, !alias.scope !74
  %430 = call <8 x double> @llvm.log.v8f64(<8 x double> %wide.load325.4)
  %sunkaddr2004 = mul i64 %index324, 8
  %431 = bitcast double* %.6.i25126 to i8*
  %sunkaddr2005 = getelementptr i8, i8* %431, i64 %sunkaddr2004
  %sunkaddr2006 = getelementptr i8, i8* %sunkaddr2005, i64 256
  %432 = bitcast i8* %sunkaddr2006 to <8 x double>*
  store <8 x double> %430, <8 x double>* %432, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2007 = mul i64 %index324, 8
  %433 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr2008 = getelementptr i8, i8* %433, i64 %sunkaddr2007
  %sunkaddr2009 = getelementptr i8, i8* %sunkaddr2008, i64 320
  %434 = bitcast i8* %sunkaddr2009 to <8 x double>*
  %wide.load325.5 = load <8 x double>, <8 x double>* %434, align 8, !alias.scope !74
  %435 = call <8 x double> @llvm.log.v8f64(<8 x double> %wide.load325.5)
  %sunkaddr2010 = mul i64 %index324, 8
  %436 = bitcast double* %.6.i25126 to i8*
  %sunkaddr2011 = getelementptr i8, i8* %436, i64 %sunkaddr2010
  %sunkaddr2012 = getelementptr i8, i8* %sunkaddr2011, i64 320
  %437 = bitcast i8* %sunkaddr2012 to <8 x double>*
  store <8 x double> %435, <8 x double>* %437, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2013 = mul i64 %index324, 8
  %438 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr2014 = getelementptr i8, i8* %438, i64 %sunkaddr2013
  %sunkaddr2015 = getelementptr i8, i8* %sunkaddr2014, i64 384
  %439 = bitcast i8* %sunkaddr2015 to <8 x double>*
  %wide.load325.6 = load <8 x double>, <8 x double>* %439, align 8, !alias.scope !74
  %440 = call <8 x double> @llvm.log.v8f64(<8 x double> %wide.load325.6)
  %sunkaddr2016 = mul i64 %index324, 8
  %441 = bitcast double* %.6.i25126 to i8*
  %sunkaddr2017 = getelementptr i8, i8* %441, i64 %sunkaddr2016
  %sunkaddr2018 = getelementptr i8, i8* %sunkaddr2017, i64 384
  %442 = bitcast i8* %sunkaddr2018 to <8 x double>*
  store <8 x double> %440, <8 x double>* %442, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2019 = mul i64 %index324, 8
  %443 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr2020 = getelementptr i8, i8* %443, i64 %sunkaddr2019
  %sunkaddr2021 = getelementptr i8, i8* %sunkaddr2020, i64 448
  %444 = bitcast i8* %sunkaddr2021 to <8 x double>*
  %wide.load325.7 = load <8 x double>, <8 x double>* %444, align 8, !alias.scope !74
  %445 = call <8 x double> @llvm.log.v8f64(<8 x double> %wide.load325.7)
  %sunkaddr2022 = mul i64 %index324, 8
  %446 = bitcast double* %.6.i25126 to i8*
  %sunkaddr2023 = getelementptr i8, i8* %446, i64 %sunkaddr2022
  %sunkaddr2024 = getelementptr i8, i8* %sunkaddr2023, i64 448
  %447 = bitcast i8* %sunkaddr2024 to <8 x double>*
  store <8 x double> %445, <8 x double>* %447, align 8, !alias.scope !77, !noalias !74
  %index.next326.7 = add i64 %index324, 64
  %lsr.iv.next642 = add i64 %lsr.iv641, -8
  %niter345.ncmp.7 = icmp eq i64 %lsr.iv.next642, 0
  br i1 %niter345.ncmp.7, label %middle.block315.unr-lcssa, label %vector.body317, !llvm.loop !79

middle.block315.unr-lcssa:                        ; preds = %vector.body317, %vector.ph319
  %index324.unr = phi i64 [ 0, %vector.ph319 ], [ %index.next326.7, %vector.body317 ]
  %lcmp.mod343.not = icmp eq i64 %xtraiter341, 0
  br i1 %lcmp.mod343.not, label %middle.block315, label %vector.body317.epil.preheader

vector.body317.epil.preheader:                    ; preds = %middle.block315.unr-lcssa
  %scevgep583 = getelementptr double, double* %.6.i25126, i64 %index324.unr
  %scevgep589 = getelementptr double, double* %.53.fca.1.4.load, i64 %index324.unr
  %448 = shl nuw nsw i64 %xtraiter341, 6
  br label %vector.body317.epil

vector.body317.epil:                              ; preds = %vector.body317.epil.preheader, %vector.body317.epil
  %lsr.iv584 = phi i64 [ 0, %vector.body317.epil.preheader ], [ %lsr.iv.next585, %vector.body317.epil ]
  %449 = bitcast double* %scevgep589 to i8*
  %450 = bitcast double* %scevgep583 to i8*
  %uglygep591 = getelementptr i8, i8* %449, i64 %lsr.iv584
  %uglygep591592 = bitcast i8* %uglygep591 to <8 x double>*
  %wide.load325.epil = load <8 x double>, <8 x double>* %uglygep591592, align 8, !alias.scope !74
  %451 = call <8 x double> @llvm.log.v8f64(<8 x double> %wide.load325.epil)
  %uglygep587 = getelementptr i8, i8* %450, i64 %lsr.iv584
  %uglygep587588 = bitcast i8* %uglygep587 to <8 x double>*
  store <8 x double> %451, <8 x double>* %uglygep587588, align 8, !alias.scope !77, !noalias !74
  %lsr.iv.next585 = add nuw nsw i64 %lsr.iv584, 64
  %epil.iter342.cmp.not = icmp eq i64 %448, %lsr.iv.next585
  br i1 %epil.iter342.cmp.not, label %middle.block315, label %vector.body317.epil, !llvm.loop !80

middle.block315:                                  ; preds = %vector.body317.epil, %middle.block315.unr-lcssa
  %cmp.n323 = icmp eq i64 %.53.fca.1.5.0.load, %n.vec321
  br i1 %cmp.n323, label %for.end.1, label %for.body.1.us.preheader330

for.body.1.us.preheader330:                       ; preds = %vector.memcheck306, %for.body.1.us.preheader, %middle.block315
  %loop.index.1120.us.ph = phi i64 [ 0, %vector.memcheck306 ], [ 0, %for.body.1.us.preheader ], [ %n.vec321, %middle.block315 ]
  %452 = xor i64 %loop.index.1120.us.ph, -1
  %453 = add i64 %.53.fca.1.5.0.load, %452
  %xtraiter339 = and i64 %.53.fca.1.5.0.load, 7
  %lcmp.mod340.not = icmp eq i64 %xtraiter339, 0
  br i1 %lcmp.mod340.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader330
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv581 = phi i64 [ %xtraiter339, %for.body.1.us.prol.preheader ], [ %lsr.iv.next582, %for.body.1.us.prol ]
  %loop.index.1120.us.prol = phi i64 [ %.811.us.prol, %for.body.1.us.prol ], [ %loop.index.1120.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep580 = getelementptr double, double* %.53.fca.1.4.load, i64 %loop.index.1120.us.prol
  %.782.us.prol = load double, double* %scevgep580, align 8
  %.12.i.us.prol = tail call double @llvm.log.f64(double %.782.us.prol) #6
  %scevgep579 = getelementptr double, double* %.6.i25126, i64 %loop.index.1120.us.prol
  store double %.12.i.us.prol, double* %scevgep579, align 8
  %.811.us.prol = add nuw i64 %loop.index.1120.us.prol, 1
  %lsr.iv.next582 = add nsw i64 %lsr.iv581, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next582, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !81

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader330
  %loop.index.1120.us.unr = phi i64 [ %loop.index.1120.us.ph, %for.body.1.us.preheader330 ], [ %.811.us.prol, %for.body.1.us.prol ]
  %454 = icmp ult i64 %453, 7
  br i1 %454, label %for.end.1, label %for.body.1.us.preheader384

for.body.1.us.preheader384:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader384, %for.body.1.us
  %loop.index.1120.us = phi i64 [ %.811.us.7, %for.body.1.us ], [ %loop.index.1120.us.unr, %for.body.1.us.preheader384 ]
  %sunkaddr2025 = mul i64 %loop.index.1120.us, 8
  %455 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr2026 = getelementptr i8, i8* %455, i64 %sunkaddr2025
  %456 = bitcast i8* %sunkaddr2026 to double*
  %.782.us = load double, double* %456, align 8
  %.12.i.us = tail call double @llvm.log.f64(double %.782.us) #6
  %sunkaddr2027 = mul i64 %loop.index.1120.us, 8
  %457 = bitcast double* %.6.i25126 to i8*
  %sunkaddr2028 = getelementptr i8, i8* %457, i64 %sunkaddr2027
  %458 = bitcast i8* %sunkaddr2028 to double*
  store double %.12.i.us, double* %458, align 8
  %sunkaddr2029 = mul i64 %loop.index.1120.us, 8
  %459 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr2030 = getelementptr i8, i8* %459, i64 %sunkaddr2029
  %sunkaddr2031 = getelementptr i8, i8* %sunkaddr2030, i64 8
  %460 = bitcast i8* %sunkaddr2031 to double*
  %.782.us.1 = load double, double* %460, align 8
  %.12.i.us.1 = tail call double @llvm.log.f64(double %.782.us.1) #6
  %sunkaddr2032 = mul i64 %loop.index.1120.us, 8
  %461 = bitcast double* %.6.i25126 to i8*
  %sunkaddr2033 = getelementptr i8, i8* %461, i64 %sunkaddr2032
  %sunkaddr2034 = getelementptr i8, i8* %sunkaddr2033, i64 8
  %462 = bitcast i8* %sunkaddr2034 to double*
  store double %.12.i.us.1, double* %462, align 8
  %sunkaddr2035 = mul i64 %loop.index.1120.us, 8
  %463 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr2036 = getelementptr i8, i8* %463, i64 %sunkaddr2035
  %sunkaddr2037 = getelementptr i8, i8* %sunkaddr2036, i64 16
  %464 = bitcast i8* %sunkaddr2037 to double*
  %.782.us.2 = load double, double* %464, align 8
  %.12.i.us.2 = tail call double @llvm.log.f64(double %.782.us.2) #6
  %sunkaddr2038 = mul i64 %loop.index.1120.us, 8
  %465 = bitcast double* %.6.i25126 to i8*
  %sunkaddr2039 = getelementptr i8, i8* %465, i64 %sunkaddr2038
  %sunkaddr2040 = getelementptr i8, i8* %sunkaddr2039, i64 16
  %466 = bitcast i8* %sunkaddr2040 to double*
  store double %.12.i.us.2, double* %466, align 8
  %sunkaddr2041 = mul i64 %loop.index.1120.us, 8
  %467 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr2042 = getelementptr i8, i8* %467, i64 %sunkaddr2041
  %sunkaddr2043 = getelementptr i8, i8* %sunkaddr2042, i64 24
  %468 = bitcast i8* %sunkaddr2043 to double*
  %.782.us.3 = load double, double* %468, align 8
  %.12.i.us.3 = tail call double @llvm.log.f64(double %.782.us.3) #6
  %sunkaddr2044 = mul i64 %loop.index.1120.us, 8
  %469 = bitcast double* %.6.i25126 to i8*
  %sunkaddr2045 = getelementptr i8, i8* %469, i64 %sunkaddr2044
  %sunkaddr2046 = getelementptr i8, i8* %sunkaddr2045, i64 24
  %470 = bitcast i8* %sunkaddr2046 to double*
  store double %.12.i.us.3, double* %470, align 8
  %sunkaddr2047 = mul i64 %loop.index.1120.us, 8
  %471 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr2048 = getelementptr i8, i8* %471, i64 %sunkaddr2047
  %sunkaddr2049 = getelementptr i8, i8* %sunkaddr2048, i64 32
  %472 = bitcast i8* %sunkaddr2049 to double*
  %.782.us.4 = load double, double* %472, align 8
  %.12.i.us.4 = tail call double @llvm.log.f64(double %.782.us.4) #6
  %sunkaddr2050 = mul i64 %loop.index.1120.us, 8
  %473 = bitcast double* %.6.i25126 to i8*
  %sunkaddr2051 = getelementptr i8, i8* %473, i64 %sunkaddr2050
  %sunkaddr2052 = getelementptr i8, i8* %sunkaddr2051, i64 32
  %474 = bitcast i8* %sunkaddr2052 to double*
  store double %.12.i.us.4, double* %474, align 8
  %sunkaddr2053 = mul i64 %loop.index.1120.us, 8
  %475 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr2054 = getelementptr i8, i8* %475, i64 %sunkaddr2053
  %sunkaddr2055 = getelementptr i8, i8* %sunkaddr2054, i64 40
  %476 = bitcast i8* %sunkaddr2055 to double*
  %.782.us.5 = load double, double* %476, align 8
  %.12.i.us.5 = tail call double @llvm.log.f64(double %.782.us.5) #6
  %sunkaddr2056 = mul i64 %loop.index.1120.us, 8
  %477 = bitcast double* %.6.i25126 to i8*
  %sunkaddr2057 = getelementptr i8, i8* %477, i64 %sunkaddr2056
  %sunkaddr2058 = getelementptr i8, i8* %sunkaddr2057, i64 40
  %478 = bitcast i8* %sunkaddr2058 to double*
  store double %.12.i.us.5, double* %478, align 8
  %sunkaddr2059 = mul i64 %loop.index.1120.us, 8
  %479 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr2060 = getelementptr i8, i8* %479, i64 %sunkaddr2059
  %sunkaddr2061 = getelementptr i8, i8* %sunkaddr2060, i64 48
  %480 = bitcast i8* %sunkaddr2061 to double*
  %.782.us.6 = load double, double* %480, align 8
  %.12.i.us.6 = tail call double @llvm.log.f64(double %.782.us.6) #6
  %sunkaddr2062 = mul i64 %loop.index.1120.us, 8
  %481 = bitcast double* %.6.i25126 to i8*
  %sunkaddr2063 = getelementptr i8, i8* %481, i64 %sunkaddr2062
  %sunkaddr2064 = getelementptr i8, i8* %sunkaddr2063, i64 48
  %482 = bitcast i8* %sunkaddr2064 to double*
  store double %.12.i.us.6, double* %482, align 8
  %sunkaddr2065 = mul i64 %loop.index.1120.us, 8
  %483 = bitcast double* %.53.fca.1.4.load to i8*
  %sunkaddr2066 = getelementptr i8, i8* %483, i64 %sunkaddr2065
  %sunkaddr2067 = getelementptr i8, i8* %sunkaddr2066, i64 56
  %484 = bitcast i8* %sunkaddr2067 to double*
  %.782.us.7 = load double, double* %484, align 8
  %.12.i.us.7 = tail call double @llvm.log.f64(double %.782.us.7) #6
  %sunkaddr2068 = mul i64 %loop.index.1120.us, 8
  %485 = bitcast double* %.6.i25126 to i8*
  %sunkaddr2069 = getelementptr i8, i8* %485, i64 %sunkaddr2068
  %sunkaddr2070 = getelementptr i8, i8* %sunkaddr2069, i64 56
  %486 = bitcast i8* %sunkaddr2070 to double*
  store double %.12.i.us.7, double* %486, align 8
  %.811.us.7 = add nuw nsw i64 %loop.index.1120.us, 8
  %exitcond.not.7 = icmp eq i64 %.53.fca.1.5.0.load, %.811.us.7
  br i1 %exitcond.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !82

for.end.1.thread:                                 ; preds = %for.body.1.preheader
  %.782 = load double, double* %.53.fca.1.4.load, align 8
  %.12.i = tail call double @llvm.log.f64(double %.782) #6
  store double %.12.i, double* %.6.i25126, align 8
  tail call void @NRT_decref(i8* %.53.fca.1.0.load)
  br label %B50.endif.preheader.i

for.end.1:                                        ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %middle.block315, %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.53.fca.1.0.load)
  %.68.i = icmp eq i64 %.53.fca.1.5.0.load, 0
  br i1 %.68.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !1

B50.endif.preheader.i:                            ; preds = %for.end.1.thread, %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.53.fca.1.5.0.load, i64 1) #6
  %487 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %488 = icmp ult i64 %487, 7
  br i1 %488, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const1840 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const1840
  %489 = add nsw i64 %unroll_iter.i, -8
  %490 = lshr exact i64 %489, 3
  %491 = add nuw nsw i64 %490, 1
  %xtraiter = and i64 %491, 7
  %492 = icmp ult i64 %489, 56
  br i1 %492, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const1837 = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %491, %const1837
  %scevgep417 = getelementptr double, double* %.6.i25126, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %493 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep393 = getelementptr double, double* %.6.i25126, i64 %493
  %494 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %495 = bitcast double* %scevgep393 to i8*
  %uglygep414 = getelementptr i8, i8* %495, i64 %lsr.iv
  %uglygep414415 = bitcast i8* %uglygep414 to double*
  %scevgep416 = getelementptr double, double* %uglygep414415, i64 -7
  %.236.i.epil = load double, double* %scevgep416, align 8, !noalias !83
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep411 = getelementptr i8, i8* %495, i64 %lsr.iv
  %uglygep411412 = bitcast i8* %uglygep411 to double*
  %scevgep413 = getelementptr double, double* %uglygep411412, i64 -6
  %.236.1.i.epil = load double, double* %scevgep413, align 8, !noalias !83
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep408 = getelementptr i8, i8* %495, i64 %lsr.iv
  %uglygep408409 = bitcast i8* %uglygep408 to double*
  %scevgep410 = getelementptr double, double* %uglygep408409, i64 -5
  %.236.2.i.epil = load double, double* %scevgep410, align 8, !noalias !83
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep405 = getelementptr i8, i8* %495, i64 %lsr.iv
  %uglygep405406 = bitcast i8* %uglygep405 to double*
  %scevgep407 = getelementptr double, double* %uglygep405406, i64 -4
  %.236.3.i.epil = load double, double* %scevgep407, align 8, !noalias !83
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep402 = getelementptr i8, i8* %495, i64 %lsr.iv
  %uglygep402403 = bitcast i8* %uglygep402 to double*
  %scevgep404 = getelementptr double, double* %uglygep402403, i64 -3
  %.236.4.i.epil = load double, double* %scevgep404, align 8, !noalias !83
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep399 = getelementptr i8, i8* %495, i64 %lsr.iv
  %uglygep399400 = bitcast i8* %uglygep399 to double*
  %scevgep401 = getelementptr double, double* %uglygep399400, i64 -2
  %.236.5.i.epil = load double, double* %scevgep401, align 8, !noalias !83
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep396 = getelementptr i8, i8* %495, i64 %lsr.iv
  %uglygep396397 = bitcast i8* %uglygep396 to double*
  %scevgep398 = getelementptr double, double* %uglygep396397, i64 -1
  %.236.6.i.epil = load double, double* %scevgep398, align 8, !noalias !83
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %495, i64 %lsr.iv
  %uglygep395 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep395, align 8, !noalias !83
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %494, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !64, !llvm.loop !86

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i25126, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep392 = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep392, align 8, !noalias !83
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !64, !llvm.loop !66

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv545 = phi i64 [ %lsr.iv.next546, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep543 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep544 = getelementptr double, double* %scevgep543, i64 -63
  %.236.i = load double, double* %scevgep544, align 8, !noalias !83
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep541 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep542 = getelementptr double, double* %scevgep541, i64 -62
  %.236.1.i = load double, double* %scevgep542, align 8, !noalias !83
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep539 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep540 = getelementptr double, double* %scevgep539, i64 -61
  %.236.2.i = load double, double* %scevgep540, align 8, !noalias !83
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep537 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep538 = getelementptr double, double* %scevgep537, i64 -60
  %.236.3.i = load double, double* %scevgep538, align 8, !noalias !83
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep535 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep536 = getelementptr double, double* %scevgep535, i64 -59
  %.236.4.i = load double, double* %scevgep536, align 8, !noalias !83
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep533 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep534 = getelementptr double, double* %scevgep533, i64 -58
  %.236.5.i = load double, double* %scevgep534, align 8, !noalias !83
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep531 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep532 = getelementptr double, double* %scevgep531, i64 -57
  %.236.6.i = load double, double* %scevgep532, align 8, !noalias !83
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep529 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep530 = getelementptr double, double* %scevgep529, i64 -56
  %.236.7.i = load double, double* %scevgep530, align 8, !noalias !83
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep498 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep499 = getelementptr double, double* %scevgep498, i64 -55
  %.236.i.1 = load double, double* %scevgep499, align 8, !noalias !83
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep500 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep501 = getelementptr double, double* %scevgep500, i64 -54
  %.236.1.i.1 = load double, double* %scevgep501, align 8, !noalias !83
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep502 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep503 = getelementptr double, double* %scevgep502, i64 -53
  %.236.2.i.1 = load double, double* %scevgep503, align 8, !noalias !83
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep504 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep505 = getelementptr double, double* %scevgep504, i64 -52
  %.236.3.i.1 = load double, double* %scevgep505, align 8, !noalias !83
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep506 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep507 = getelementptr double, double* %scevgep506, i64 -51
  %.236.4.i.1 = load double, double* %scevgep507, align 8, !noalias !83
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep508 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep509 = getelementptr double, double* %scevgep508, i64 -50
  %.236.5.i.1 = load double, double* %scevgep509, align 8, !noalias !83
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep510 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep511 = getelementptr double, double* %scevgep510, i64 -49
  %.236.6.i.1 = load double, double* %scevgep511, align 8, !noalias !83
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep512 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep513 = getelementptr double, double* %scevgep512, i64 -48
  %.236.7.i.1 = load double, double* %scevgep513, align 8, !noalias !83
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep482 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep483 = getelementptr double, double* %scevgep482, i64 -47
  %.236.i.2 = load double, double* %scevgep483, align 8, !noalias !83
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep484 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep485 = getelementptr double, double* %scevgep484, i64 -46
  %.236.1.i.2 = load double, double* %scevgep485, align 8, !noalias !83
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep486 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep487 = getelementptr double, double* %scevgep486, i64 -45
  %.236.2.i.2 = load double, double* %scevgep487, align 8, !noalias !83
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep488 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep489 = getelementptr double, double* %scevgep488, i64 -44
  %.236.3.i.2 = load double, double* %scevgep489, align 8, !noalias !83
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep490 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep491 = getelementptr double, double* %scevgep490, i64 -43
  %.236.4.i.2 = load double, double* %scevgep491, align 8, !noalias !83
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep492 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep493 = getelementptr double, double* %scevgep492, i64 -42
  %.236.5.i.2 = load double, double* %scevgep493, align 8, !noalias !83
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep494 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep495 = getelementptr double, double* %scevgep494, i64 -41
  %.236.6.i.2 = load double, double* %scevgep495, align 8, !noalias !83
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep496 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep497 = getelementptr double, double* %scevgep496, i64 -40
  %.236.7.i.2 = load double, double* %scevgep497, align 8, !noalias !83
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep466 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep467 = getelementptr double, double* %scevgep466, i64 -39
  %.236.i.3 = load double, double* %scevgep467, align 8, !noalias !83
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep468 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep469 = getelementptr double, double* %scevgep468, i64 -38
  %.236.1.i.3 = load double, double* %scevgep469, align 8, !noalias !83
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep470 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -37
  %.236.2.i.3 = load double, double* %scevgep471, align 8, !noalias !83
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep472 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep473 = getelementptr double, double* %scevgep472, i64 -36
  %.236.3.i.3 = load double, double* %scevgep473, align 8, !noalias !83
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep474 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep475 = getelementptr double, double* %scevgep474, i64 -35
  %.236.4.i.3 = load double, double* %scevgep475, align 8, !noalias !83
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep476 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep477 = getelementptr double, double* %scevgep476, i64 -34
  %.236.5.i.3 = load double, double* %scevgep477, align 8, !noalias !83
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep478 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep479 = getelementptr double, double* %scevgep478, i64 -33
  %.236.6.i.3 = load double, double* %scevgep479, align 8, !noalias !83
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep480 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep481 = getelementptr double, double* %scevgep480, i64 -32
  %.236.7.i.3 = load double, double* %scevgep481, align 8, !noalias !83
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep450 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep451 = getelementptr double, double* %scevgep450, i64 -31
  %.236.i.4 = load double, double* %scevgep451, align 8, !noalias !83
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep452 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep453 = getelementptr double, double* %scevgep452, i64 -30
  %.236.1.i.4 = load double, double* %scevgep453, align 8, !noalias !83
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep454 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep455 = getelementptr double, double* %scevgep454, i64 -29
  %.236.2.i.4 = load double, double* %scevgep455, align 8, !noalias !83
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep456 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep457 = getelementptr double, double* %scevgep456, i64 -28
  %.236.3.i.4 = load double, double* %scevgep457, align 8, !noalias !83
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep458 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep459 = getelementptr double, double* %scevgep458, i64 -27
  %.236.4.i.4 = load double, double* %scevgep459, align 8, !noalias !83
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep460 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep461 = getelementptr double, double* %scevgep460, i64 -26
  %.236.5.i.4 = load double, double* %scevgep461, align 8, !noalias !83
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep462 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep463 = getelementptr double, double* %scevgep462, i64 -25
  %.236.6.i.4 = load double, double* %scevgep463, align 8, !noalias !83
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep464 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep465 = getelementptr double, double* %scevgep464, i64 -24
  %.236.7.i.4 = load double, double* %scevgep465, align 8, !noalias !83
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep434 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep435 = getelementptr double, double* %scevgep434, i64 -23
  %.236.i.5 = load double, double* %scevgep435, align 8, !noalias !83
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep436 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep437 = getelementptr double, double* %scevgep436, i64 -22
  %.236.1.i.5 = load double, double* %scevgep437, align 8, !noalias !83
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep438 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep439 = getelementptr double, double* %scevgep438, i64 -21
  %.236.2.i.5 = load double, double* %scevgep439, align 8, !noalias !83
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep440 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep441 = getelementptr double, double* %scevgep440, i64 -20
  %.236.3.i.5 = load double, double* %scevgep441, align 8, !noalias !83
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep442 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep443 = getelementptr double, double* %scevgep442, i64 -19
  %.236.4.i.5 = load double, double* %scevgep443, align 8, !noalias !83
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep444 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep445 = getelementptr double, double* %scevgep444, i64 -18
  %.236.5.i.5 = load double, double* %scevgep445, align 8, !noalias !83
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep446 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep447 = getelementptr double, double* %scevgep446, i64 -17
  %.236.6.i.5 = load double, double* %scevgep447, align 8, !noalias !83
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep448 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep449 = getelementptr double, double* %scevgep448, i64 -16
  %.236.7.i.5 = load double, double* %scevgep449, align 8, !noalias !83
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep418 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -15
  %.236.i.6 = load double, double* %scevgep419, align 8, !noalias !83
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep420 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep421 = getelementptr double, double* %scevgep420, i64 -14
  %.236.1.i.6 = load double, double* %scevgep421, align 8, !noalias !83
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep422 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep423 = getelementptr double, double* %scevgep422, i64 -13
  %.236.2.i.6 = load double, double* %scevgep423, align 8, !noalias !83
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep424 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep425 = getelementptr double, double* %scevgep424, i64 -12
  %.236.3.i.6 = load double, double* %scevgep425, align 8, !noalias !83
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep426 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep427 = getelementptr double, double* %scevgep426, i64 -11
  %.236.4.i.6 = load double, double* %scevgep427, align 8, !noalias !83
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep428 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep429 = getelementptr double, double* %scevgep428, i64 -10
  %.236.5.i.6 = load double, double* %scevgep429, align 8, !noalias !83
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep430 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep431 = getelementptr double, double* %scevgep430, i64 -9
  %.236.6.i.6 = load double, double* %scevgep431, align 8, !noalias !83
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep432 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep433 = getelementptr double, double* %scevgep432, i64 -8
  %.236.7.i.6 = load double, double* %scevgep433, align 8, !noalias !83
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep514 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep515 = getelementptr double, double* %scevgep514, i64 -7
  %.236.i.7 = load double, double* %scevgep515, align 8, !noalias !83
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep516 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep517 = getelementptr double, double* %scevgep516, i64 -6
  %.236.1.i.7 = load double, double* %scevgep517, align 8, !noalias !83
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep518 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep519 = getelementptr double, double* %scevgep518, i64 -5
  %.236.2.i.7 = load double, double* %scevgep519, align 8, !noalias !83
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep520 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep521 = getelementptr double, double* %scevgep520, i64 -4
  %.236.3.i.7 = load double, double* %scevgep521, align 8, !noalias !83
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep522 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep523 = getelementptr double, double* %scevgep522, i64 -3
  %.236.4.i.7 = load double, double* %scevgep523, align 8, !noalias !83
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep524 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep525 = getelementptr double, double* %scevgep524, i64 -2
  %.236.5.i.7 = load double, double* %scevgep525, align 8, !noalias !83
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep526 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %scevgep527 = getelementptr double, double* %scevgep526, i64 -1
  %.236.6.i.7 = load double, double* %scevgep527, align 8, !noalias !83
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep528 = getelementptr double, double* %scevgep417, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep528, align 8, !noalias !83
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next546 = add i64 %lsr.iv545, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next546, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !1

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i26)
  %.845 = fadd double %c.2.0.lcssa.i54, %c.2.0.lcssa.i
  store double %.845, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels10svd_valuesB3v84B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels10svd_valuesB3v84B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([164 x i8], [164 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10svd_valuesB3v84B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr4 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr4 to i8**
  %.37.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr5 to i64*
  %.37.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr6 to double**
  %.37.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr10 to i64*
  %.37.fca.6.1.load = load i64, i64* %17, align 8
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %18, i8 0, i64 56, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %19 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %19, i64 24
  %20 = bitcast i8* %sunkaddr11 to i64*
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
  %sunkaddr12 = getelementptr inbounds i8, i8* %22, i64 32
  %23 = bitcast i8* %sunkaddr12 to double**
  %.62.fca.4.load = load double*, double** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %24, i64 40
  %25 = bitcast i8* %sunkaddr13 to i64*
  %.62.fca.5.0.load = load i64, i64* %25, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels10svd_valuesB3v84B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 undef) #2
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

define double @cfunc._ZN7kernels10svd_valuesB3v84B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels10svd_valuesB3v84B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* undef, i64 undef, i64 undef, double* %extracted.data.1, i64 %.12, i64 undef) #2
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f9323747f10>", i64 0, i64 0))
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

define linkonce_odr i32 @_ZN5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB3v85B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEb({ { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8 %arg.full_matrices) local_unnamed_addr {
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269928830784, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
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
  %.262.i = load double, double* %.179.i, align 8, !noalias !87
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
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !91
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B270.if, label %B270.endif, !prof !1

B144.if:                                          ; preds = %B44.endif.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269931233856, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B144.endif:                                       ; preds = %B44.i
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !101
  tail call void @NRT_incref(i8* %arg.a.0), !noalias !101
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false), !noalias !101
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.27.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !101
  switch i32 %.35.i, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread: ; preds = %B144.endif, %B144.endif
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i to i8*
  %4 = icmp eq i8 %arg.full_matrices, 0
  %.fca.0.gep17.i2004 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i to i8**
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 4
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 2
  %.45.fca.4.load.i = load double*, double** %.fca.4.gep.i, align 8, !noalias !101
  %.45.fca.2.load.i = load i64, i64* %.fca.2.gep.i, align 8, !noalias !101
  %.45.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i2004, align 8, !noalias !101
  tail call void @NRT_decref(i8* %arg.a.0), !noalias !101
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %.185 = icmp slt i64 %arg.a.5.1, %arg.a.5.0
  %.186 = select i1 %.185, i64 %arg.a.5.1, i64 %arg.a.5.0
  %JOBZ.2.0 = select i1 %4, i8 83, i8 65
  %ucol.2.0 = select i1 %4, i64 %.186, i64 %arg.a.5.0
  %ldvt.2.0 = select i1 %4, i64 %.186, i64 %arg.a.5.1
  %.29.i = icmp slt i64 %ucol.2.0, 0
  %.36.i = icmp slt i64 %arg.a.5.0, 0
  %or.cond160 = select i1 %.29.i, i1 true, i1 %.36.i
  br i1 %or.cond160, label %B270.if, label %B0.endif.endif.endif.endif.i, !prof !105

_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit: ; preds = %B144.endif
  %5 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i to i8*
  %.36.i3 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !101
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %6)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5)
  %.144 = icmp sgt i32 %.35.i, 0
  %.145 = select i1 %.144, { i8*, i32, i8*, i8*, i32 }* %.36.i3, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.145, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.if:                                          ; preds = %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread, %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i
  %excinfo.3.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269930043392.11, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.140269928394560, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.140269928357120, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %7 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %7, align 8, !noalias !106
  %.15.i = icmp slt i64 %.186, 0
  br i1 %.15.i, label %B270.endif.if, label %B0.endif.endif.i, !prof !1

B0.endif.endif.i:                                 ; preds = %B270.endif
  %.29.i5 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.186, i64 8)
  %.31.i = extractvalue { i64, i1 } %.29.i5, 1
  br i1 %.31.i, label %B270.endif.if, label %B0.endif.endif.endif.i9, !prof !1

B0.endif.endif.endif.i9:                          ; preds = %B0.endif.endif.i
  %.30.i = extractvalue { i64, i1 } %.29.i5, 0
  %.7.i.i.i7 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !107
  %.8.i.i.i8 = icmp eq i8* %.7.i.i.i7, null
  br i1 %.8.i.i.i8, label %B270.endif.if, label %B270.endif.endif, !prof !1

B270.endif.if:                                    ; preds = %B0.endif.endif.endif.i9, %B0.endif.endif.i, %B270.endif
  %excinfo.4.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269930043392.16, %B0.endif.endif.endif.i9 ], [ @.const.picklebuf.140269924231488, %B0.endif.endif.i ], [ @.const.picklebuf.140269931376256, %B270.endif ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.4.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.endif.endif:                                 ; preds = %B0.endif.endif.endif.i9
  %.5.i.i11 = getelementptr i8, i8* %.7.i.i.i7, i64 24
  %8 = bitcast i8* %.5.i.i11 to double**
  %.6.i1.i12 = load double*, double** %8, align 8, !noalias !117
  tail call void @NRT_decref(i8* %arg.a.0)
  %.29.i18 = icmp slt i64 %arg.a.5.1, 0
  %.36.i22 = icmp slt i64 %ldvt.2.0, 0
  %or.cond161 = select i1 %.29.i18, i1 true, i1 %.36.i22
  br i1 %or.cond161, label %B270.endif.endif.if, label %B0.endif.endif.endif.endif.i32, !prof !105

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
  %.7.i.i.i35 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i34, i32 32), !noalias !118
  %.8.i.i.i36 = icmp eq i8* %.7.i.i.i35, null
  br i1 %.8.i.i.i36, label %B270.endif.endif.if, label %B270.endif.endif.endif, !prof !1

B270.endif.endif.if:                              ; preds = %B0.endif.endif.endif.endif.endif.i37, %B0.endif.endif.endif.endif.i32, %B270.endif.endif
  %excinfo.5.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269930043392.11, %B0.endif.endif.endif.endif.endif.i37 ], [ @.const.picklebuf.140269928394560, %B0.endif.endif.endif.endif.i32 ], [ @.const.picklebuf.140269928357120, %B270.endif.endif ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.5.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif:                           ; preds = %B0.endif.endif.endif.endif.endif.i37
  %.5.i.i39 = getelementptr i8, i8* %.7.i.i.i35, i64 24
  %9 = bitcast i8* %.5.i.i39 to double**
  %.6.i1.i40 = load double*, double** %9, align 8, !noalias !128
  %.463 = tail call i32 @numba_ez_gesdd(i8 100, i8 %JOBZ.2.0, i64 %arg.a.5.0, i64 %arg.a.5.1, double* %.45.fca.4.load.i, i64 %arg.a.5.0, double* %.6.i1.i12, double* %.6.i1.i, i64 %arg.a.5.0, double* %.6.i1.i40, i64 %ldvt.2.0)
  %.9.not.i = icmp eq i32 %.463, 0
  br i1 %.9.not.i, label %B270.endif.endif.endif.endif.endif.if, label %B16.i

B16.i:                                            ; preds = %B270.endif.endif.endif
  %.13.i = icmp slt i32 %.463, 0
  br i1 %.13.i, label %B28.i, label %B270.endif.endif.endif.if, !prof !129

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !130
  br label %B270.endif.endif.endif.if

B270.endif.endif.endif.if:                        ; preds = %B28.i, %B16.i
  %excinfo.6.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269929213056, %B28.i ], [ @.const.picklebuf.140269929217088, %B16.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.6.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif.endif.endif.if:            ; preds = %B270.endif.endif.endif
  tail call void @NRT_decref(i8* %.45.fca.0.load.i)
  %.553 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 56, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.554 = icmp eq i8* %.553, null
  br i1 %.554, label %B270.endif.endif.endif.endif.endif.endif.if, label %B270.endif.endif.endif.endif.endif.endif.endif, !prof !1

B270.endif.endif.endif.endif.endif.endif.if:      ; preds = %B270.endif.endif.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929202880, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B270.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B270.endif.endif.endif.endif.endif.if
  %.5.i = getelementptr i8, i8* %.553, i64 24
  %10 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i137 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %10, align 8
  %.566 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i137, i64 0, i32 1
  store i64 4, i64* %.566, align 8
  %11 = bitcast i8* %.5.i to i64**
  %.6.i541381 = load i64*, i64** %11, align 8
  store i64 0, i64* %.6.i541381, align 8
  %.6.i56139 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %10, align 8
  %.578 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i56139, i64 0, i32 2
  store i8 0, i8* %.578, align 1
  %.6.i81140 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %10, align 8
  %.591 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i81140, i64 0, i32 3
  %.602 = bitcast i64* %.591 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(32) %.602, i8 0, i64 32, i1 false)
  %.6.i77842 = load i64*, i64** %11, align 8
  store i64 4, i64* %.6.i77842, align 8
  %.6.i7385 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %10, align 8
  %.631 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i7385, i64 0, i32 3
  store i64 %.45.fca.2.load.i, i64* %.631, align 8
  %.6.i6986 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %10, align 8
  %.645 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i6986, i64 0, i32 3
  %.646 = getelementptr i64, i64* %.645, i64 1
  store i64 %.51.i26, i64* %.646, align 8
  %.6.i6587 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %10, align 8
  %.659 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i6587, i64 0, i32 3
  %.660 = getelementptr i64, i64* %.659, i64 2
  store i64 %.51.i, i64* %.660, align 8
  %.6.i6188 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %10, align 8
  %.673 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i6188, i64 0, i32 3
  %.674 = getelementptr i64, i64* %.673, i64 3
  store i64 %.186, i64* %.674, align 8
  %.6.i45.i3 = load i64*, i64** %11, align 8, !noalias !134
  %.26.i = load i64, i64* %.6.i45.i3, align 8, !noalias !134
  %.27.i57 = icmp slt i64 %.26.i, 1
  br i1 %.27.i57, label %B270.endif.endif.endif.endif.endif.endif.endif.if, label %B270.endif.endif.endif.endif.endif.endif.endif.endif, !prof !1

B270.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B270.endif.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929999552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B270.endif.endif.endif.endif.endif.endif.endif
  %.737 = mul nsw i64 %ucol.2.0, %arg.a.5.0
  %retptr.repack.repack2045 = bitcast { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack.repack2045, align 8
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
  store i64 %.186, i64* %retptr.repack89.repack111, align 8
  %retptr.repack89.repack113 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 3
  store i64 8, i64* %retptr.repack89.repack113, align 8
  %retptr.repack89.repack115 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 4
  store double* %.6.i1.i12, double** %retptr.repack89.repack115, align 8
  %12 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 5, i64 0
  store i64 %.186, i64* %12, align 8
  %13 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 6, i64 0
  store i64 8, i64* %13, align 8
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

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269931113280, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.48 = extractvalue { i64, i1 } %.47, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !138
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif, !prof !1

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i6 = load double*, double** %0, align 8
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
  %unroll_iter54 = and i64 %arg.a.5.0, -2
  %xtraiter42 = and i64 %arg.a.5.1, 7
  %6 = shl i64 %arg.a.5.1, 4
  %7 = shl i64 %arg.a.5.0, 6
  %scevgep676 = getelementptr double, double* %arg.a.4, i64 %arg.a.5.1
  %8 = icmp eq i64 %xtraiter42, 0
  br i1 %8, label %for.body.1.us.preheader.us.preheader, label %for.body.1.us.preheader.preheader

for.body.1.us.preheader.preheader:                ; preds = %for.cond.1.preheader.us.preheader.new
  %9 = add nsw i64 %unroll_iter54, -2
  %10 = lshr exact i64 %9, 1
  %11 = add nuw i64 %10, 1
  %xtraiter81 = and i64 %11, 3
  %12 = icmp ult i64 %9, 6
  br i1 %12, label %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa, label %for.body.1.us.preheader.preheader.new

for.body.1.us.preheader.preheader.new:            ; preds = %for.body.1.us.preheader.preheader
  %unroll_iter102 = and i64 %11, -4
  %13 = shl i64 %arg.a.5.1, 6
  %14 = shl i64 %arg.a.5.1, 1
  %15 = mul i64 %arg.a.5.1, 3
  %16 = shl i64 %arg.a.5.1, 2
  %17 = mul i64 %arg.a.5.1, 5
  %18 = mul i64 %arg.a.5.1, 6
  %19 = mul i64 %arg.a.5.1, 7
  %scevgep1246 = getelementptr double, double* %.6.i6, i64 1
  %scevgep1284 = getelementptr double, double* %arg.a.4, i64 %14
  %scevgep1295 = getelementptr double, double* %.6.i6, i64 2
  %scevgep1342 = getelementptr double, double* %arg.a.4, i64 %15
  %scevgep1360 = getelementptr double, double* %.6.i6, i64 3
  %scevgep1400 = getelementptr double, double* %arg.a.4, i64 %16
  %scevgep1410 = getelementptr double, double* %.6.i6, i64 4
  %scevgep1450 = getelementptr double, double* %arg.a.4, i64 %17
  %scevgep1460 = getelementptr double, double* %.6.i6, i64 5
  %scevgep1496 = getelementptr double, double* %arg.a.4, i64 %18
  %scevgep1506 = getelementptr double, double* %.6.i6, i64 6
  %scevgep1542 = getelementptr double, double* %arg.a.4, i64 %19
  %scevgep1552 = getelementptr double, double* %.6.i6, i64 7
  %20 = shl i64 %unroll_iter102, 1
  %21 = sub i64 %xtraiter42, %arg.a.5.1
  %22 = shl i64 %xtraiter42, 3
  %scevgep1706 = getelementptr double, double* %arg.a.4, i64 8
  %scevgep1723 = getelementptr double, double* %.6.i6, i64 %arg.a.5.0
  %23 = add i64 %arg.a.5.1, %xtraiter42
  %24 = add i64 %23, 7
  %scevgep1757 = getelementptr double, double* %arg.a.4, i64 %24
  %25 = add i64 %arg.a.5.0, 1
  %scevgep1776 = getelementptr double, double* %.6.i6, i64 %25
  %26 = add i64 %14, %xtraiter42
  %27 = add i64 %26, 7
  %scevgep1808 = getelementptr double, double* %arg.a.4, i64 %27
  %28 = add i64 %arg.a.5.0, 2
  %scevgep1827 = getelementptr double, double* %.6.i6, i64 %28
  %29 = add i64 %15, %xtraiter42
  %30 = add i64 %29, 7
  %scevgep1859 = getelementptr double, double* %arg.a.4, i64 %30
  %31 = add i64 %arg.a.5.0, 3
  %scevgep1878 = getelementptr double, double* %.6.i6, i64 %31
  %32 = add i64 %16, %xtraiter42
  %33 = add i64 %32, 7
  %scevgep1910 = getelementptr double, double* %arg.a.4, i64 %33
  %34 = add i64 %arg.a.5.0, 4
  %scevgep1929 = getelementptr double, double* %.6.i6, i64 %34
  %35 = add i64 %17, %xtraiter42
  %36 = add i64 %35, 7
  %scevgep1961 = getelementptr double, double* %arg.a.4, i64 %36
  %37 = add i64 %arg.a.5.0, 5
  %scevgep1980 = getelementptr double, double* %.6.i6, i64 %37
  %38 = add i64 %18, %xtraiter42
  %39 = add i64 %38, 7
  %scevgep2012 = getelementptr double, double* %arg.a.4, i64 %39
  %40 = add i64 %arg.a.5.0, 6
  %scevgep2031 = getelementptr double, double* %.6.i6, i64 %40
  %41 = add i64 %19, %xtraiter42
  %42 = add i64 %41, 7
  %scevgep2063 = getelementptr double, double* %arg.a.4, i64 %42
  %43 = add i64 %arg.a.5.0, 7
  %scevgep2082 = getelementptr double, double* %.6.i6, i64 %43
  br label %for.body.1.us.preheader

for.body.1.us.preheader.us.preheader:             ; preds = %for.cond.1.preheader.us.preheader.new
  %const = bitcast i64 4611686018427387896 to i64
  %44 = add nsw i64 %arg.a.5.1, -8
  %45 = lshr i64 %44, 3
  %46 = add nuw nsw i64 %45, 1
  %xtraiter71 = and i64 %46, 7
  %unroll_iter74 = and i64 %46, %const
  %47 = shl i64 %xtraiter71, 6
  %lsr.iv.next687.us.3 = shl i64 %arg.a.5.0, 9
  %48 = add nsw i64 %unroll_iter74, -8
  %49 = lshr exact i64 %48, 3
  %50 = add nuw nsw i64 %49, 1
  %const_mat = add i64 %const, 6
  %unroll_iter390 = and i64 %50, %const_mat
  %scevgep1491 = getelementptr double, double* %arg.a.4, i64 4
  %51 = add i64 %arg.a.5.1, 4
  %scevgep1544 = getelementptr double, double* %arg.a.4, i64 %51
  br label %for.body.1.us.preheader.us

for.body.1.us.preheader.us:                       ; preds = %for.end.1.loopexit.us.1.us, %for.body.1.us.preheader.us.preheader
  %lsr.iv1545 = phi double* [ %582, %for.end.1.loopexit.us.1.us ], [ %scevgep1544, %for.body.1.us.preheader.us.preheader ]
  %lsr.iv1492 = phi double* [ %581, %for.end.1.loopexit.us.1.us ], [ %scevgep1491, %for.body.1.us.preheader.us.preheader ]
  %lsr.iv684.us = phi i64 [ 8, %for.body.1.us.preheader.us.preheader ], [ %lsr.iv.next685.us, %for.end.1.loopexit.us.1.us ]
  %lsr.iv677.us = phi double* [ %scevgep676, %for.body.1.us.preheader.us.preheader ], [ %580, %for.end.1.loopexit.us.1.us ]
  %lsr.iv465.us = phi i64 [ 0, %for.body.1.us.preheader.us.preheader ], [ %lsr.iv.next466.us, %for.end.1.loopexit.us.1.us ]
  %lsr.iv453.us = phi double* [ %arg.a.4, %for.body.1.us.preheader.us.preheader ], [ %579, %for.end.1.loopexit.us.1.us ]
  %loop.index4.us.us = phi i64 [ 0, %for.body.1.us.preheader.us.preheader ], [ %.141.us.1.us, %for.end.1.loopexit.us.1.us ]
  %52 = icmp ult i64 %4, 7
  br i1 %52, label %for.end.1.loopexit.us.1.us, label %for.body.1.us.preheader69.us

for.body.1.us.preheader69.us:                     ; preds = %for.body.1.us.preheader.us
  %53 = icmp ult i64 %44, 56
  br i1 %53, label %for.body.1.us.1.preheader.us.unr-lcssa, label %for.body.1.us.us.preheader

for.body.1.us.us.preheader:                       ; preds = %for.body.1.us.preheader69.us
  %54 = icmp eq i64 %48, 0
  br i1 %54, label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.us.preheader1178

for.body.1.us.us.preheader1178:                   ; preds = %for.body.1.us.us.preheader
  br label %for.body.1.us.us

for.body.1.us.us:                                 ; preds = %for.body.1.us.us.preheader1178, %for.body.1.us.us
  %lsr.iv459.us = phi double* [ %307, %for.body.1.us.us ], [ %.6.i6, %for.body.1.us.us.preheader1178 ]
  %loop.index.12.us.us = phi i64 [ %.139.us.7.us.7.1, %for.body.1.us.us ], [ 0, %for.body.1.us.us.preheader1178 ]
  %niter391 = phi i64 [ %niter391.next.1, %for.body.1.us.us ], [ 0, %for.body.1.us.us.preheader1178 ]
  %lsr.iv459.us396 = bitcast double* %lsr.iv459.us to i8*
  %lsr.iv459460.us = bitcast double* %lsr.iv459.us to i1*
  %scevgep544 = getelementptr double, double* %lsr.iv453.us, i64 %loop.index.12.us.us
  %.137.us.us = load double, double* %scevgep544, align 8
  %uglygep397 = getelementptr i8, i8* %lsr.iv459.us396, i64 %lsr.iv465.us
  %uglygep397398 = bitcast i8* %uglygep397 to double*
  store double %.137.us.us, double* %uglygep397398, align 8
  %sunkaddr = mul i64 %loop.index.12.us.us, 8
  %55 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2110 = getelementptr i8, i8* %55, i64 %sunkaddr
  %sunkaddr2111 = getelementptr i8, i8* %sunkaddr2110, i64 8
  %56 = bitcast i8* %sunkaddr2111 to double*
  %.137.us.1.us = load double, double* %56, align 8
  %uglygep547 = getelementptr i8, i8* %uglygep397, i64 %.46
  %uglygep547548 = bitcast i8* %uglygep547 to double*
  store double %.137.us.1.us, double* %uglygep547548, align 8
  %sunkaddr2112 = mul i64 %loop.index.12.us.us, 8
  %57 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2113 = getelementptr i8, i8* %57, i64 %sunkaddr2112
  %sunkaddr2114 = getelementptr i8, i8* %sunkaddr2113, i64 16
  %58 = bitcast i8* %sunkaddr2114 to double*
  %.137.us.2.us = load double, double* %58, align 8
  %uglygep549 = getelementptr i8, i8* %uglygep547, i64 %.46
  %uglygep549550 = bitcast i8* %uglygep549 to double*
  store double %.137.us.2.us, double* %uglygep549550, align 8
  %sunkaddr2115 = mul i64 %loop.index.12.us.us, 8
  %59 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2116 = getelementptr i8, i8* %59, i64 %sunkaddr2115
  %sunkaddr2117 = getelementptr i8, i8* %sunkaddr2116, i64 24
  %60 = bitcast i8* %sunkaddr2117 to double*
  %.137.us.3.us = load double, double* %60, align 8
  %uglygep551 = getelementptr i8, i8* %uglygep549, i64 %.46
  %uglygep551552 = bitcast i8* %uglygep551 to double*
  store double %.137.us.3.us, double* %uglygep551552, align 8
  %sunkaddr2118 = mul i64 %loop.index.12.us.us, 8
  %61 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2119 = getelementptr i8, i8* %61, i64 %sunkaddr2118
  %sunkaddr2120 = getelementptr i8, i8* %sunkaddr2119, i64 32
  %62 = bitcast i8* %sunkaddr2120 to double*
  %.137.us.4.us = load double, double* %62, align 8
  %uglygep553 = getelementptr i8, i8* %uglygep551, i64 %.46
  %uglygep553554 = bitcast i8* %uglygep553 to double*
  store double %.137.us.4.us, double* %uglygep553554, align 8
  %sunkaddr2121 = mul i64 %loop.index.12.us.us, 8
  %63 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2122 = getelementptr i8, i8* %63, i64 %sunkaddr2121
  %sunkaddr2123 = getelementptr i8, i8* %sunkaddr2122, i64 40
  %64 = bitcast i8* %sunkaddr2123 to double*
  %.137.us.5.us = load double, double* %64, align 8
  %uglygep555 = getelementptr i8, i8* %uglygep553, i64 %.46
  %uglygep555556 = bitcast i8* %uglygep555 to double*
  store double %.137.us.5.us, double* %uglygep555556, align 8
  %sunkaddr2124 = mul i64 %loop.index.12.us.us, 8
  %65 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2125 = getelementptr i8, i8* %65, i64 %sunkaddr2124
  %sunkaddr2126 = getelementptr i8, i8* %sunkaddr2125, i64 48
  %66 = bitcast i8* %sunkaddr2126 to double*
  %.137.us.6.us = load double, double* %66, align 8
  %uglygep557 = getelementptr i8, i8* %uglygep555, i64 %.46
  %uglygep557558 = bitcast i8* %uglygep557 to double*
  store double %.137.us.6.us, double* %uglygep557558, align 8
  %sunkaddr2127 = mul i64 %loop.index.12.us.us, 8
  %67 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2128 = getelementptr i8, i8* %67, i64 %sunkaddr2127
  %sunkaddr2129 = getelementptr i8, i8* %sunkaddr2128, i64 56
  %68 = bitcast i8* %sunkaddr2129 to double*
  %.137.us.7.us = load double, double* %68, align 8
  %uglygep559 = getelementptr i8, i8* %uglygep557, i64 %.46
  %uglygep559560 = bitcast i8* %uglygep559 to double*
  store double %.137.us.7.us, double* %uglygep559560, align 8
  %scevgep461.us = getelementptr i1, i1* %lsr.iv459460.us, i64 %7
  %sunkaddr2130 = mul i64 %loop.index.12.us.us, 8
  %69 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2131 = getelementptr i8, i8* %69, i64 %sunkaddr2130
  %sunkaddr2132 = getelementptr i8, i8* %sunkaddr2131, i64 64
  %70 = bitcast i8* %sunkaddr2132 to double*
  %.137.us.us.1 = load double, double* %70, align 8
  %uglygep561 = getelementptr i8, i8* %uglygep559, i64 %.46
  %uglygep561562 = bitcast i8* %uglygep561 to double*
  store double %.137.us.us.1, double* %uglygep561562, align 8
  %sunkaddr2133 = mul i64 %loop.index.12.us.us, 8
  %71 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2134 = getelementptr i8, i8* %71, i64 %sunkaddr2133
  %sunkaddr2135 = getelementptr i8, i8* %sunkaddr2134, i64 72
  %72 = bitcast i8* %sunkaddr2135 to double*
  %.137.us.1.us.1 = load double, double* %72, align 8
  %uglygep563 = getelementptr i8, i8* %uglygep561, i64 %.46
  %uglygep563564 = bitcast i8* %uglygep563 to double*
  store double %.137.us.1.us.1, double* %uglygep563564, align 8
  %sunkaddr2136 = mul i64 %loop.index.12.us.us, 8
  %73 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2137 = getelementptr i8, i8* %73, i64 %sunkaddr2136
  %sunkaddr2138 = getelementptr i8, i8* %sunkaddr2137, i64 80
  %74 = bitcast i8* %sunkaddr2138 to double*
  %.137.us.2.us.1 = load double, double* %74, align 8
  %uglygep565 = getelementptr i8, i8* %uglygep563, i64 %.46
  %uglygep565566 = bitcast i8* %uglygep565 to double*
  store double %.137.us.2.us.1, double* %uglygep565566, align 8
  %sunkaddr2139 = mul i64 %loop.index.12.us.us, 8
  %75 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2140 = getelementptr i8, i8* %75, i64 %sunkaddr2139
  %sunkaddr2141 = getelementptr i8, i8* %sunkaddr2140, i64 88
  %76 = bitcast i8* %sunkaddr2141 to double*
  %.137.us.3.us.1 = load double, double* %76, align 8
  %uglygep567 = getelementptr i8, i8* %uglygep565, i64 %.46
  %uglygep567568 = bitcast i8* %uglygep567 to double*
  store double %.137.us.3.us.1, double* %uglygep567568, align 8
  %sunkaddr2142 = mul i64 %loop.index.12.us.us, 8
  %77 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2143 = getelementptr i8, i8* %77, i64 %sunkaddr2142
  %sunkaddr2144 = getelementptr i8, i8* %sunkaddr2143, i64 96
  %78 = bitcast i8* %sunkaddr2144 to double*
  %.137.us.4.us.1 = load double, double* %78, align 8
  %uglygep569 = getelementptr i8, i8* %uglygep567, i64 %.46
  %uglygep569570 = bitcast i8* %uglygep569 to double*
  store double %.137.us.4.us.1, double* %uglygep569570, align 8
  %sunkaddr2145 = mul i64 %loop.index.12.us.us, 8
  %79 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2146 = getelementptr i8, i8* %79, i64 %sunkaddr2145
  %sunkaddr2147 = getelementptr i8, i8* %sunkaddr2146, i64 104
  %80 = bitcast i8* %sunkaddr2147 to double*
  %.137.us.5.us.1 = load double, double* %80, align 8
  %uglygep571 = getelementptr i8, i8* %uglygep569, i64 %.46
  %uglygep571572 = bitcast i8* %uglygep571 to double*
  store double %.137.us.5.us.1, double* %uglygep571572, align 8
  %sunkaddr2148 = mul i64 %loop.index.12.us.us, 8
  %81 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2149 = getelementptr i8, i8* %81, i64 %sunkaddr2148
  %sunkaddr2150 = getelementptr i8, i8* %sunkaddr2149, i64 112
  %82 = bitcast i8* %sunkaddr2150 to double*
  %.137.us.6.us.1 = load double, double* %82, align 8
  %uglygep573 = getelementptr i8, i8* %uglygep571, i64 %.46
  %uglygep573574 = bitcast i8* %uglygep573 to double*
  store double %.137.us.6.us.1, double* %uglygep573574, align 8
  %sunkaddr2151 = mul i64 %loop.index.12.us.us, 8
  %83 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2152 = getelementptr i8, i8* %83, i64 %sunkaddr2151
  %sunkaddr2153 = getelementptr i8, i8* %sunkaddr2152, i64 120
  %84 = bitcast i8* %sunkaddr2153 to double*
  %.137.us.7.us.1 = load double, double* %84, align 8
  %uglygep575 = getelementptr i8, i8* %uglygep573, i64 %.46
  %uglygep575576 = bitcast i8* %uglygep575 to double*
  store double %.137.us.7.us.1, double* %uglygep575576, align 8
  %scevgep461.us.1 = getelementptr i1, i1* %scevgep461.us, i64 %7
  %sunkaddr2154 = mul i64 %loop.index.12.us.us, 8
  %85 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2155 = getelementptr i8, i8* %85, i64 %sunkaddr2154
  %sunkaddr2156 = getelementptr i8, i8* %sunkaddr2155, i64 128
  %86 = bitcast i8* %sunkaddr2156 to double*
  %.137.us.us.2 = load double, double* %86, align 8
  %uglygep577 = getelementptr i8, i8* %uglygep575, i64 %.46
  %uglygep577578 = bitcast i8* %uglygep577 to double*
  store double %.137.us.us.2, double* %uglygep577578, align 8
  %sunkaddr2157 = mul i64 %loop.index.12.us.us, 8
  %87 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2158 = getelementptr i8, i8* %87, i64 %sunkaddr2157
  %sunkaddr2159 = getelementptr i8, i8* %sunkaddr2158, i64 136
  %88 = bitcast i8* %sunkaddr2159 to double*
  %.137.us.1.us.2 = load double, double* %88, align 8
  %uglygep579 = getelementptr i8, i8* %uglygep577, i64 %.46
  %uglygep579580 = bitcast i8* %uglygep579 to double*
  store double %.137.us.1.us.2, double* %uglygep579580, align 8
  %sunkaddr2160 = mul i64 %loop.index.12.us.us, 8
  %89 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2161 = getelementptr i8, i8* %89, i64 %sunkaddr2160
  %sunkaddr2162 = getelementptr i8, i8* %sunkaddr2161, i64 144
  %90 = bitcast i8* %sunkaddr2162 to double*
  %.137.us.2.us.2 = load double, double* %90, align 8
  %uglygep581 = getelementptr i8, i8* %uglygep579, i64 %.46
  %uglygep581582 = bitcast i8* %uglygep581 to double*
  store double %.137.us.2.us.2, double* %uglygep581582, align 8
  %sunkaddr2163 = mul i64 %loop.index.12.us.us, 8
  %91 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2164 = getelementptr i8, i8* %91, i64 %sunkaddr2163
  %sunkaddr2165 = getelementptr i8, i8* %sunkaddr2164, i64 152
  %92 = bitcast i8* %sunkaddr2165 to double*
  %.137.us.3.us.2 = load double, double* %92, align 8
  %uglygep583 = getelementptr i8, i8* %uglygep581, i64 %.46
  %uglygep583584 = bitcast i8* %uglygep583 to double*
  store double %.137.us.3.us.2, double* %uglygep583584, align 8
  %sunkaddr2166 = mul i64 %loop.index.12.us.us, 8
  %93 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2167 = getelementptr i8, i8* %93, i64 %sunkaddr2166
  %sunkaddr2168 = getelementptr i8, i8* %sunkaddr2167, i64 160
  %94 = bitcast i8* %sunkaddr2168 to double*
  %.137.us.4.us.2 = load double, double* %94, align 8
  %uglygep585 = getelementptr i8, i8* %uglygep583, i64 %.46
  %uglygep585586 = bitcast i8* %uglygep585 to double*
  store double %.137.us.4.us.2, double* %uglygep585586, align 8
  %sunkaddr2169 = mul i64 %loop.index.12.us.us, 8
  %95 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2170 = getelementptr i8, i8* %95, i64 %sunkaddr2169
  %sunkaddr2171 = getelementptr i8, i8* %sunkaddr2170, i64 168
  %96 = bitcast i8* %sunkaddr2171 to double*
  %.137.us.5.us.2 = load double, double* %96, align 8
  %uglygep587 = getelementptr i8, i8* %uglygep585, i64 %.46
  %uglygep587588 = bitcast i8* %uglygep587 to double*
  store double %.137.us.5.us.2, double* %uglygep587588, align 8
  %sunkaddr2172 = mul i64 %loop.index.12.us.us, 8
  %97 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2173 = getelementptr i8, i8* %97, i64 %sunkaddr2172
  %sunkaddr2174 = getelementptr i8, i8* %sunkaddr2173, i64 176
  %98 = bitcast i8* %sunkaddr2174 to double*
  %.137.us.6.us.2 = load double, double* %98, align 8
  %uglygep589 = getelementptr i8, i8* %uglygep587, i64 %.46
  %uglygep589590 = bitcast i8* %uglygep589 to double*
  store double %.137.us.6.us.2, double* %uglygep589590, align 8
  %sunkaddr2175 = mul i64 %loop.index.12.us.us, 8
  %99 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2176 = getelementptr i8, i8* %99, i64 %sunkaddr2175
  %sunkaddr2177 = getelementptr i8, i8* %sunkaddr2176, i64 184
  %100 = bitcast i8* %sunkaddr2177 to double*
  %.137.us.7.us.2 = load double, double* %100, align 8
  %uglygep591 = getelementptr i8, i8* %uglygep589, i64 %.46
  %uglygep591592 = bitcast i8* %uglygep591 to double*
  store double %.137.us.7.us.2, double* %uglygep591592, align 8
  %scevgep461.us.2 = getelementptr i1, i1* %scevgep461.us.1, i64 %7
  %sunkaddr2178 = mul i64 %loop.index.12.us.us, 8
  %101 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2179 = getelementptr i8, i8* %101, i64 %sunkaddr2178
  %sunkaddr2180 = getelementptr i8, i8* %sunkaddr2179, i64 192
  %102 = bitcast i8* %sunkaddr2180 to double*
  %.137.us.us.3 = load double, double* %102, align 8
  %uglygep593 = getelementptr i8, i8* %uglygep591, i64 %.46
  %uglygep593594 = bitcast i8* %uglygep593 to double*
  store double %.137.us.us.3, double* %uglygep593594, align 8
  %sunkaddr2181 = mul i64 %loop.index.12.us.us, 8
  %103 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2182 = getelementptr i8, i8* %103, i64 %sunkaddr2181
  %sunkaddr2183 = getelementptr i8, i8* %sunkaddr2182, i64 200
  %104 = bitcast i8* %sunkaddr2183 to double*
  %.137.us.1.us.3 = load double, double* %104, align 8
  %uglygep595 = getelementptr i8, i8* %uglygep593, i64 %.46
  %uglygep595596 = bitcast i8* %uglygep595 to double*
  store double %.137.us.1.us.3, double* %uglygep595596, align 8
  %sunkaddr2184 = mul i64 %loop.index.12.us.us, 8
  %105 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2185 = getelementptr i8, i8* %105, i64 %sunkaddr2184
  %sunkaddr2186 = getelementptr i8, i8* %sunkaddr2185, i64 208
  %106 = bitcast i8* %sunkaddr2186 to double*
  %.137.us.2.us.3 = load double, double* %106, align 8
  %uglygep597 = getelementptr i8, i8* %uglygep595, i64 %.46
  %uglygep597598 = bitcast i8* %uglygep597 to double*
  store double %.137.us.2.us.3, double* %uglygep597598, align 8
  %sunkaddr2187 = mul i64 %loop.index.12.us.us, 8
  %107 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2188 = getelementptr i8, i8* %107, i64 %sunkaddr2187
  %sunkaddr2189 = getelementptr i8, i8* %sunkaddr2188, i64 216
  %108 = bitcast i8* %sunkaddr2189 to double*
  %.137.us.3.us.3 = load double, double* %108, align 8
  %uglygep599 = getelementptr i8, i8* %uglygep597, i64 %.46
  %uglygep599600 = bitcast i8* %uglygep599 to double*
  store double %.137.us.3.us.3, double* %uglygep599600, align 8
  %sunkaddr2190 = mul i64 %loop.index.12.us.us, 8
  %109 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2191 = getelementptr i8, i8* %109, i64 %sunkaddr2190
  %sunkaddr2192 = getelementptr i8, i8* %sunkaddr2191, i64 224
  %110 = bitcast i8* %sunkaddr2192 to double*
  %.137.us.4.us.3 = load double, double* %110, align 8
  %uglygep601 = getelementptr i8, i8* %uglygep599, i64 %.46
  %uglygep601602 = bitcast i8* %uglygep601 to double*
  store double %.137.us.4.us.3, double* %uglygep601602, align 8
  %sunkaddr2193 = mul i64 %loop.index.12.us.us, 8
  %111 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2194 = getelementptr i8, i8* %111, i64 %sunkaddr2193
  %sunkaddr2195 = getelementptr i8, i8* %sunkaddr2194, i64 232
  %112 = bitcast i8* %sunkaddr2195 to double*
  %.137.us.5.us.3 = load double, double* %112, align 8
  %uglygep603 = getelementptr i8, i8* %uglygep601, i64 %.46
  %uglygep603604 = bitcast i8* %uglygep603 to double*
  store double %.137.us.5.us.3, double* %uglygep603604, align 8
  %sunkaddr2196 = mul i64 %loop.index.12.us.us, 8
  %113 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2197 = getelementptr i8, i8* %113, i64 %sunkaddr2196
  %sunkaddr2198 = getelementptr i8, i8* %sunkaddr2197, i64 240
  %114 = bitcast i8* %sunkaddr2198 to double*
  %.137.us.6.us.3 = load double, double* %114, align 8
  %uglygep605 = getelementptr i8, i8* %uglygep603, i64 %.46
  %uglygep605606 = bitcast i8* %uglygep605 to double*
  store double %.137.us.6.us.3, double* %uglygep605606, align 8
  %sunkaddr2199 = mul i64 %loop.index.12.us.us, 8
  %115 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2200 = getelementptr i8, i8* %115, i64 %sunkaddr2199
  %sunkaddr2201 = getelementptr i8, i8* %sunkaddr2200, i64 248
  %116 = bitcast i8* %sunkaddr2201 to double*
  %.137.us.7.us.3 = load double, double* %116, align 8
  %uglygep607 = getelementptr i8, i8* %uglygep605, i64 %.46
  %uglygep607608 = bitcast i8* %uglygep607 to double*
  store double %.137.us.7.us.3, double* %uglygep607608, align 8
  %scevgep461.us.3 = getelementptr i1, i1* %scevgep461.us.2, i64 %7
  %sunkaddr2202 = mul i64 %loop.index.12.us.us, 8
  %117 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2203 = getelementptr i8, i8* %117, i64 %sunkaddr2202
  %sunkaddr2204 = getelementptr i8, i8* %sunkaddr2203, i64 256
  %118 = bitcast i8* %sunkaddr2204 to double*
  %.137.us.us.4 = load double, double* %118, align 8
  %uglygep609 = getelementptr i8, i8* %uglygep607, i64 %.46
  %uglygep609610 = bitcast i8* %uglygep609 to double*
  store double %.137.us.us.4, double* %uglygep609610, align 8
  %sunkaddr2205 = mul i64 %loop.index.12.us.us, 8
  %119 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2206 = getelementptr i8, i8* %119, i64 %sunkaddr2205
  %sunkaddr2207 = getelementptr i8, i8* %sunkaddr2206, i64 264
  %120 = bitcast i8* %sunkaddr2207 to double*
  %.137.us.1.us.4 = load double, double* %120, align 8
  %uglygep611 = getelementptr i8, i8* %uglygep609, i64 %.46
  %uglygep611612 = bitcast i8* %uglygep611 to double*
  store double %.137.us.1.us.4, double* %uglygep611612, align 8
  %sunkaddr2208 = mul i64 %loop.index.12.us.us, 8
  %121 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2209 = getelementptr i8, i8* %121, i64 %sunkaddr2208
  %sunkaddr2210 = getelementptr i8, i8* %sunkaddr2209, i64 272
  %122 = bitcast i8* %sunkaddr2210 to double*
  %.137.us.2.us.4 = load double, double* %122, align 8
  %uglygep613 = getelementptr i8, i8* %uglygep611, i64 %.46
  %uglygep613614 = bitcast i8* %uglygep613 to double*
  store double %.137.us.2.us.4, double* %uglygep613614, align 8
  %sunkaddr2211 = mul i64 %loop.index.12.us.us, 8
  %123 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2212 = getelementptr i8, i8* %123, i64 %sunkaddr2211
  %sunkaddr2213 = getelementptr i8, i8* %sunkaddr2212, i64 280
  %124 = bitcast i8* %sunkaddr2213 to double*
  %.137.us.3.us.4 = load double, double* %124, align 8
  %uglygep615 = getelementptr i8, i8* %uglygep613, i64 %.46
  %uglygep615616 = bitcast i8* %uglygep615 to double*
  store double %.137.us.3.us.4, double* %uglygep615616, align 8
  %sunkaddr2214 = mul i64 %loop.index.12.us.us, 8
  %125 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2215 = getelementptr i8, i8* %125, i64 %sunkaddr2214
  %sunkaddr2216 = getelementptr i8, i8* %sunkaddr2215, i64 288
  %126 = bitcast i8* %sunkaddr2216 to double*
  %.137.us.4.us.4 = load double, double* %126, align 8
  %uglygep617 = getelementptr i8, i8* %uglygep615, i64 %.46
  %uglygep617618 = bitcast i8* %uglygep617 to double*
  store double %.137.us.4.us.4, double* %uglygep617618, align 8
  %sunkaddr2217 = mul i64 %loop.index.12.us.us, 8
  %127 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2218 = getelementptr i8, i8* %127, i64 %sunkaddr2217
  %sunkaddr2219 = getelementptr i8, i8* %sunkaddr2218, i64 296
  %128 = bitcast i8* %sunkaddr2219 to double*
  %.137.us.5.us.4 = load double, double* %128, align 8
  %uglygep619 = getelementptr i8, i8* %uglygep617, i64 %.46
  %uglygep619620 = bitcast i8* %uglygep619 to double*
  store double %.137.us.5.us.4, double* %uglygep619620, align 8
  %sunkaddr2220 = mul i64 %loop.index.12.us.us, 8
  %129 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2221 = getelementptr i8, i8* %129, i64 %sunkaddr2220
  %sunkaddr2222 = getelementptr i8, i8* %sunkaddr2221, i64 304
  %130 = bitcast i8* %sunkaddr2222 to double*
  %.137.us.6.us.4 = load double, double* %130, align 8
  %uglygep621 = getelementptr i8, i8* %uglygep619, i64 %.46
  %uglygep621622 = bitcast i8* %uglygep621 to double*
  store double %.137.us.6.us.4, double* %uglygep621622, align 8
  %sunkaddr2223 = mul i64 %loop.index.12.us.us, 8
  %131 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2224 = getelementptr i8, i8* %131, i64 %sunkaddr2223
  %sunkaddr2225 = getelementptr i8, i8* %sunkaddr2224, i64 312
  %132 = bitcast i8* %sunkaddr2225 to double*
  %.137.us.7.us.4 = load double, double* %132, align 8
  %uglygep623 = getelementptr i8, i8* %uglygep621, i64 %.46
  %uglygep623624 = bitcast i8* %uglygep623 to double*
  store double %.137.us.7.us.4, double* %uglygep623624, align 8
  %scevgep461.us.4 = getelementptr i1, i1* %scevgep461.us.3, i64 %7
  %sunkaddr2226 = mul i64 %loop.index.12.us.us, 8
  %133 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2227 = getelementptr i8, i8* %133, i64 %sunkaddr2226
  %sunkaddr2228 = getelementptr i8, i8* %sunkaddr2227, i64 320
  %134 = bitcast i8* %sunkaddr2228 to double*
  %.137.us.us.5 = load double, double* %134, align 8
  %uglygep625 = getelementptr i8, i8* %uglygep623, i64 %.46
  %uglygep625626 = bitcast i8* %uglygep625 to double*
  store double %.137.us.us.5, double* %uglygep625626, align 8
  %sunkaddr2229 = mul i64 %loop.index.12.us.us, 8
  %135 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2230 = getelementptr i8, i8* %135, i64 %sunkaddr2229
  %sunkaddr2231 = getelementptr i8, i8* %sunkaddr2230, i64 328
  %136 = bitcast i8* %sunkaddr2231 to double*
  %.137.us.1.us.5 = load double, double* %136, align 8
  %uglygep627 = getelementptr i8, i8* %uglygep625, i64 %.46
  %uglygep627628 = bitcast i8* %uglygep627 to double*
  store double %.137.us.1.us.5, double* %uglygep627628, align 8
  %sunkaddr2232 = mul i64 %loop.index.12.us.us, 8
  %137 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2233 = getelementptr i8, i8* %137, i64 %sunkaddr2232
  %sunkaddr2234 = getelementptr i8, i8* %sunkaddr2233, i64 336
  %138 = bitcast i8* %sunkaddr2234 to double*
  %.137.us.2.us.5 = load double, double* %138, align 8
  %uglygep629 = getelementptr i8, i8* %uglygep627, i64 %.46
  %uglygep629630 = bitcast i8* %uglygep629 to double*
  store double %.137.us.2.us.5, double* %uglygep629630, align 8
  %sunkaddr2235 = mul i64 %loop.index.12.us.us, 8
  %139 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2236 = getelementptr i8, i8* %139, i64 %sunkaddr2235
  %sunkaddr2237 = getelementptr i8, i8* %sunkaddr2236, i64 344
  %140 = bitcast i8* %sunkaddr2237 to double*
  %.137.us.3.us.5 = load double, double* %140, align 8
  %uglygep631 = getelementptr i8, i8* %uglygep629, i64 %.46
  %uglygep631632 = bitcast i8* %uglygep631 to double*
  store double %.137.us.3.us.5, double* %uglygep631632, align 8
  %sunkaddr2238 = mul i64 %loop.index.12.us.us, 8
  %141 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2239 = getelementptr i8, i8* %141, i64 %sunkaddr2238
  %sunkaddr2240 = getelementptr i8, i8* %sunkaddr2239, i64 352
  %142 = bitcast i8* %sunkaddr2240 to double*
  %.137.us.4.us.5 = load double, double* %142, align 8
  %uglygep633 = getelementptr i8, i8* %uglygep631, i64 %.46
  %uglygep633634 = bitcast i8* %uglygep633 to double*
  store double %.137.us.4.us.5, double* %uglygep633634, align 8
  %sunkaddr2241 = mul i64 %loop.index.12.us.us, 8
  %143 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2242 = getelementptr i8, i8* %143, i64 %sunkaddr2241
  %sunkaddr2243 = getelementptr i8, i8* %sunkaddr2242, i64 360
  %144 = bitcast i8* %sunkaddr2243 to double*
  %.137.us.5.us.5 = load double, double* %144, align 8
  %uglygep635 = getelementptr i8, i8* %uglygep633, i64 %.46
  %uglygep635636 = bitcast i8* %uglygep635 to double*
  store double %.137.us.5.us.5, double* %uglygep635636, align 8
  %sunkaddr2244 = mul i64 %loop.index.12.us.us, 8
  %145 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2245 = getelementptr i8, i8* %145, i64 %sunkaddr2244
  %sunkaddr2246 = getelementptr i8, i8* %sunkaddr2245, i64 368
  %146 = bitcast i8* %sunkaddr2246 to double*
  %.137.us.6.us.5 = load double, double* %146, align 8
  %uglygep637 = getelementptr i8, i8* %uglygep635, i64 %.46
  %uglygep637638 = bitcast i8* %uglygep637 to double*
  store double %.137.us.6.us.5, double* %uglygep637638, align 8
  %sunkaddr2247 = mul i64 %loop.index.12.us.us, 8
  %147 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2248 = getelementptr i8, i8* %147, i64 %sunkaddr2247
  %sunkaddr2249 = getelementptr i8, i8* %sunkaddr2248, i64 376
  %148 = bitcast i8* %sunkaddr2249 to double*
  %.137.us.7.us.5 = load double, double* %148, align 8
  %uglygep639 = getelementptr i8, i8* %uglygep637, i64 %.46
  %uglygep639640 = bitcast i8* %uglygep639 to double*
  store double %.137.us.7.us.5, double* %uglygep639640, align 8
  %scevgep461.us.5 = getelementptr i1, i1* %scevgep461.us.4, i64 %7
  %sunkaddr2250 = mul i64 %loop.index.12.us.us, 8
  %149 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2251 = getelementptr i8, i8* %149, i64 %sunkaddr2250
  %sunkaddr2252 = getelementptr i8, i8* %sunkaddr2251, i64 384
  %150 = bitcast i8* %sunkaddr2252 to double*
  %.137.us.us.6 = load double, double* %150, align 8
  %uglygep641 = getelementptr i8, i8* %uglygep639, i64 %.46
  %uglygep641642 = bitcast i8* %uglygep641 to double*
  store double %.137.us.us.6, double* %uglygep641642, align 8
  %sunkaddr2253 = mul i64 %loop.index.12.us.us, 8
  %151 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2254 = getelementptr i8, i8* %151, i64 %sunkaddr2253
  %sunkaddr2255 = getelementptr i8, i8* %sunkaddr2254, i64 392
  %152 = bitcast i8* %sunkaddr2255 to double*
  %.137.us.1.us.6 = load double, double* %152, align 8
  %uglygep643 = getelementptr i8, i8* %uglygep641, i64 %.46
  %uglygep643644 = bitcast i8* %uglygep643 to double*
  store double %.137.us.1.us.6, double* %uglygep643644, align 8
  %sunkaddr2256 = mul i64 %loop.index.12.us.us, 8
  %153 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2257 = getelementptr i8, i8* %153, i64 %sunkaddr2256
  %sunkaddr2258 = getelementptr i8, i8* %sunkaddr2257, i64 400
  %154 = bitcast i8* %sunkaddr2258 to double*
  %.137.us.2.us.6 = load double, double* %154, align 8
  %uglygep645 = getelementptr i8, i8* %uglygep643, i64 %.46
  %uglygep645646 = bitcast i8* %uglygep645 to double*
  store double %.137.us.2.us.6, double* %uglygep645646, align 8
  %sunkaddr2259 = mul i64 %loop.index.12.us.us, 8
  %155 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2260 = getelementptr i8, i8* %155, i64 %sunkaddr2259
  %sunkaddr2261 = getelementptr i8, i8* %sunkaddr2260, i64 408
  %156 = bitcast i8* %sunkaddr2261 to double*
  %.137.us.3.us.6 = load double, double* %156, align 8
  %uglygep647 = getelementptr i8, i8* %uglygep645, i64 %.46
  %uglygep647648 = bitcast i8* %uglygep647 to double*
  store double %.137.us.3.us.6, double* %uglygep647648, align 8
  %sunkaddr2262 = mul i64 %loop.index.12.us.us, 8
  %157 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2263 = getelementptr i8, i8* %157, i64 %sunkaddr2262
  %sunkaddr2264 = getelementptr i8, i8* %sunkaddr2263, i64 416
  %158 = bitcast i8* %sunkaddr2264 to double*
  %.137.us.4.us.6 = load double, double* %158, align 8
  %uglygep649 = getelementptr i8, i8* %uglygep647, i64 %.46
  %uglygep649650 = bitcast i8* %uglygep649 to double*
  store double %.137.us.4.us.6, double* %uglygep649650, align 8
  %sunkaddr2265 = mul i64 %loop.index.12.us.us, 8
  %159 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2266 = getelementptr i8, i8* %159, i64 %sunkaddr2265
  %sunkaddr2267 = getelementptr i8, i8* %sunkaddr2266, i64 424
  %160 = bitcast i8* %sunkaddr2267 to double*
  %.137.us.5.us.6 = load double, double* %160, align 8
  %uglygep651 = getelementptr i8, i8* %uglygep649, i64 %.46
  %uglygep651652 = bitcast i8* %uglygep651 to double*
  store double %.137.us.5.us.6, double* %uglygep651652, align 8
  %sunkaddr2268 = mul i64 %loop.index.12.us.us, 8
  %161 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2269 = getelementptr i8, i8* %161, i64 %sunkaddr2268
  %sunkaddr2270 = getelementptr i8, i8* %sunkaddr2269, i64 432
  %162 = bitcast i8* %sunkaddr2270 to double*
  %.137.us.6.us.6 = load double, double* %162, align 8
  %uglygep653 = getelementptr i8, i8* %uglygep651, i64 %.46
  %uglygep653654 = bitcast i8* %uglygep653 to double*
  store double %.137.us.6.us.6, double* %uglygep653654, align 8
  %sunkaddr2271 = mul i64 %loop.index.12.us.us, 8
  %163 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2272 = getelementptr i8, i8* %163, i64 %sunkaddr2271
  %sunkaddr2273 = getelementptr i8, i8* %sunkaddr2272, i64 440
  %164 = bitcast i8* %sunkaddr2273 to double*
  %.137.us.7.us.6 = load double, double* %164, align 8
  %uglygep655 = getelementptr i8, i8* %uglygep653, i64 %.46
  %uglygep655656 = bitcast i8* %uglygep655 to double*
  store double %.137.us.7.us.6, double* %uglygep655656, align 8
  %scevgep461.us.6 = getelementptr i1, i1* %scevgep461.us.5, i64 %7
  %sunkaddr2274 = mul i64 %loop.index.12.us.us, 8
  %165 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2275 = getelementptr i8, i8* %165, i64 %sunkaddr2274
  %sunkaddr2276 = getelementptr i8, i8* %sunkaddr2275, i64 448
  %166 = bitcast i8* %sunkaddr2276 to double*
  %.137.us.us.7 = load double, double* %166, align 8
  %uglygep657 = getelementptr i8, i8* %uglygep655, i64 %.46
  %uglygep657658 = bitcast i8* %uglygep657 to double*
  store double %.137.us.us.7, double* %uglygep657658, align 8
  %sunkaddr2277 = mul i64 %loop.index.12.us.us, 8
  %167 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2278 = getelementptr i8, i8* %167, i64 %sunkaddr2277
  %sunkaddr2279 = getelementptr i8, i8* %sunkaddr2278, i64 456
  %168 = bitcast i8* %sunkaddr2279 to double*
  %.137.us.1.us.7 = load double, double* %168, align 8
  %uglygep659 = getelementptr i8, i8* %uglygep657, i64 %.46
  %uglygep659660 = bitcast i8* %uglygep659 to double*
  store double %.137.us.1.us.7, double* %uglygep659660, align 8
  %sunkaddr2280 = mul i64 %loop.index.12.us.us, 8
  %169 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2281 = getelementptr i8, i8* %169, i64 %sunkaddr2280
  %sunkaddr2282 = getelementptr i8, i8* %sunkaddr2281, i64 464
  %170 = bitcast i8* %sunkaddr2282 to double*
  %.137.us.2.us.7 = load double, double* %170, align 8
  %uglygep661 = getelementptr i8, i8* %uglygep659, i64 %.46
  %uglygep661662 = bitcast i8* %uglygep661 to double*
  store double %.137.us.2.us.7, double* %uglygep661662, align 8
  %sunkaddr2283 = mul i64 %loop.index.12.us.us, 8
  %171 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2284 = getelementptr i8, i8* %171, i64 %sunkaddr2283
  %sunkaddr2285 = getelementptr i8, i8* %sunkaddr2284, i64 472
  %172 = bitcast i8* %sunkaddr2285 to double*
  %.137.us.3.us.7 = load double, double* %172, align 8
  %uglygep663 = getelementptr i8, i8* %uglygep661, i64 %.46
  %uglygep663664 = bitcast i8* %uglygep663 to double*
  store double %.137.us.3.us.7, double* %uglygep663664, align 8
  %sunkaddr2286 = mul i64 %loop.index.12.us.us, 8
  %173 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2287 = getelementptr i8, i8* %173, i64 %sunkaddr2286
  %sunkaddr2288 = getelementptr i8, i8* %sunkaddr2287, i64 480
  %174 = bitcast i8* %sunkaddr2288 to double*
  %.137.us.4.us.7 = load double, double* %174, align 8
  %uglygep665 = getelementptr i8, i8* %uglygep663, i64 %.46
  %uglygep665666 = bitcast i8* %uglygep665 to double*
  store double %.137.us.4.us.7, double* %uglygep665666, align 8
  %sunkaddr2289 = mul i64 %loop.index.12.us.us, 8
  %175 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2290 = getelementptr i8, i8* %175, i64 %sunkaddr2289
  %sunkaddr2291 = getelementptr i8, i8* %sunkaddr2290, i64 488
  %176 = bitcast i8* %sunkaddr2291 to double*
  %.137.us.5.us.7 = load double, double* %176, align 8
  %uglygep667 = getelementptr i8, i8* %uglygep665, i64 %.46
  %uglygep667668 = bitcast i8* %uglygep667 to double*
  store double %.137.us.5.us.7, double* %uglygep667668, align 8
  %sunkaddr2292 = mul i64 %loop.index.12.us.us, 8
  %177 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2293 = getelementptr i8, i8* %177, i64 %sunkaddr2292
  %sunkaddr2294 = getelementptr i8, i8* %sunkaddr2293, i64 496
  %178 = bitcast i8* %sunkaddr2294 to double*
  %.137.us.6.us.7 = load double, double* %178, align 8
  %uglygep669 = getelementptr i8, i8* %uglygep667, i64 %.46
  %uglygep669670 = bitcast i8* %uglygep669 to double*
  store double %.137.us.6.us.7, double* %uglygep669670, align 8
  %sunkaddr2295 = mul i64 %loop.index.12.us.us, 8
  %179 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2296 = getelementptr i8, i8* %179, i64 %sunkaddr2295
  %sunkaddr2297 = getelementptr i8, i8* %sunkaddr2296, i64 504
  %180 = bitcast i8* %sunkaddr2297 to double*
  %.137.us.7.us.7 = load double, double* %180, align 8
  %uglygep671 = getelementptr i8, i8* %uglygep669, i64 %.46
  %uglygep671672 = bitcast i8* %uglygep671 to double*
  store double %.137.us.7.us.7, double* %uglygep671672, align 8
  %.139.us.7.us.7 = or i64 %loop.index.12.us.us, 64
  %scevgep461.us.7 = getelementptr i1, i1* %scevgep461.us.6, i64 %7
  %scevgep544.1 = getelementptr double, double* %lsr.iv453.us, i64 %.139.us.7.us.7
  %.137.us.us.1392 = load double, double* %scevgep544.1, align 8
  %uglygep397.1427 = getelementptr i1, i1* %scevgep461.us.7, i64 %lsr.iv465.us
  %uglygep397398.1 = bitcast i1* %uglygep397.1427 to double*
  store double %.137.us.us.1392, double* %uglygep397398.1, align 8
  %sunkaddr2298 = mul i64 %.139.us.7.us.7, 8
  %181 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2299 = getelementptr i8, i8* %181, i64 %sunkaddr2298
  %sunkaddr2300 = getelementptr i8, i8* %sunkaddr2299, i64 8
  %182 = bitcast i8* %sunkaddr2300 to double*
  %.137.us.1.us.1393 = load double, double* %182, align 8
  %uglygep547.1428 = getelementptr i1, i1* %uglygep397.1427, i64 %.46
  %uglygep547548.1 = bitcast i1* %uglygep547.1428 to double*
  store double %.137.us.1.us.1393, double* %uglygep547548.1, align 8
  %sunkaddr2301 = mul i64 %.139.us.7.us.7, 8
  %183 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2302 = getelementptr i8, i8* %183, i64 %sunkaddr2301
  %sunkaddr2303 = getelementptr i8, i8* %sunkaddr2302, i64 16
  %184 = bitcast i8* %sunkaddr2303 to double*
  %.137.us.2.us.1394 = load double, double* %184, align 8
  %uglygep549.1429 = getelementptr i1, i1* %uglygep547.1428, i64 %.46
  %uglygep549550.1 = bitcast i1* %uglygep549.1429 to double*
  store double %.137.us.2.us.1394, double* %uglygep549550.1, align 8
  %sunkaddr2304 = mul i64 %.139.us.7.us.7, 8
  %185 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2305 = getelementptr i8, i8* %185, i64 %sunkaddr2304
  %sunkaddr2306 = getelementptr i8, i8* %sunkaddr2305, i64 24
  %186 = bitcast i8* %sunkaddr2306 to double*
  %.137.us.3.us.1395 = load double, double* %186, align 8
  %uglygep551.1430 = getelementptr i1, i1* %uglygep549.1429, i64 %.46
  %uglygep551552.1 = bitcast i1* %uglygep551.1430 to double*
  store double %.137.us.3.us.1395, double* %uglygep551552.1, align 8
  %sunkaddr2307 = mul i64 %.139.us.7.us.7, 8
  %187 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2308 = getelementptr i8, i8* %187, i64 %sunkaddr2307
  %sunkaddr2309 = getelementptr i8, i8* %sunkaddr2308, i64 32
  %188 = bitcast i8* %sunkaddr2309 to double*
  %.137.us.4.us.1396 = load double, double* %188, align 8
  %uglygep553.1431 = getelementptr i1, i1* %uglygep551.1430, i64 %.46
  %uglygep553554.1 = bitcast i1* %uglygep553.1431 to double*
  store double %.137.us.4.us.1396, double* %uglygep553554.1, align 8
  %sunkaddr2310 = mul i64 %.139.us.7.us.7, 8
  %189 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2311 = getelementptr i8, i8* %189, i64 %sunkaddr2310
  %sunkaddr2312 = getelementptr i8, i8* %sunkaddr2311, i64 40
  %190 = bitcast i8* %sunkaddr2312 to double*
  %.137.us.5.us.1397 = load double, double* %190, align 8
  %uglygep555.1432 = getelementptr i1, i1* %uglygep553.1431, i64 %.46
  %uglygep555556.1 = bitcast i1* %uglygep555.1432 to double*
  store double %.137.us.5.us.1397, double* %uglygep555556.1, align 8
  %sunkaddr2313 = mul i64 %.139.us.7.us.7, 8
  %191 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2314 = getelementptr i8, i8* %191, i64 %sunkaddr2313
  %sunkaddr2315 = getelementptr i8, i8* %sunkaddr2314, i64 48
  %192 = bitcast i8* %sunkaddr2315 to double*
  %.137.us.6.us.1398 = load double, double* %192, align 8
  %uglygep557.1433 = getelementptr i1, i1* %uglygep555.1432, i64 %.46
  %uglygep557558.1 = bitcast i1* %uglygep557.1433 to double*
  store double %.137.us.6.us.1398, double* %uglygep557558.1, align 8
  %sunkaddr2316 = mul i64 %.139.us.7.us.7, 8
  %193 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2317 = getelementptr i8, i8* %193, i64 %sunkaddr2316
  %sunkaddr2318 = getelementptr i8, i8* %sunkaddr2317, i64 56
  %194 = bitcast i8* %sunkaddr2318 to double*
  %.137.us.7.us.1399 = load double, double* %194, align 8
  %uglygep559.1434 = getelementptr i1, i1* %uglygep557.1433, i64 %.46
  %uglygep559560.1 = bitcast i1* %uglygep559.1434 to double*
  store double %.137.us.7.us.1399, double* %uglygep559560.1, align 8
  %scevgep461.us.1400 = getelementptr i1, i1* %scevgep461.us.7, i64 %7
  %sunkaddr2319 = mul i64 %.139.us.7.us.7, 8
  %195 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2320 = getelementptr i8, i8* %195, i64 %sunkaddr2319
  %sunkaddr2321 = getelementptr i8, i8* %sunkaddr2320, i64 64
  %196 = bitcast i8* %sunkaddr2321 to double*
  %.137.us.us.1.1 = load double, double* %196, align 8
  %uglygep561.1435 = getelementptr i1, i1* %uglygep559.1434, i64 %.46
  %uglygep561562.1 = bitcast i1* %uglygep561.1435 to double*
  store double %.137.us.us.1.1, double* %uglygep561562.1, align 8
  %sunkaddr2322 = mul i64 %.139.us.7.us.7, 8
  %197 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2323 = getelementptr i8, i8* %197, i64 %sunkaddr2322
  %sunkaddr2324 = getelementptr i8, i8* %sunkaddr2323, i64 72
  %198 = bitcast i8* %sunkaddr2324 to double*
  %.137.us.1.us.1.1 = load double, double* %198, align 8
  %uglygep563.1436 = getelementptr i1, i1* %uglygep561.1435, i64 %.46
  %uglygep563564.1 = bitcast i1* %uglygep563.1436 to double*
  store double %.137.us.1.us.1.1, double* %uglygep563564.1, align 8
  %sunkaddr2325 = mul i64 %.139.us.7.us.7, 8
  %199 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2326 = getelementptr i8, i8* %199, i64 %sunkaddr2325
  %sunkaddr2327 = getelementptr i8, i8* %sunkaddr2326, i64 80
  %200 = bitcast i8* %sunkaddr2327 to double*
  %.137.us.2.us.1.1 = load double, double* %200, align 8
  %uglygep565.1437 = getelementptr i1, i1* %uglygep563.1436, i64 %.46
  %uglygep565566.1 = bitcast i1* %uglygep565.1437 to double*
  store double %.137.us.2.us.1.1, double* %uglygep565566.1, align 8
  %sunkaddr2328 = mul i64 %.139.us.7.us.7, 8
  %201 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2329 = getelementptr i8, i8* %201, i64 %sunkaddr2328
  %sunkaddr2330 = getelementptr i8, i8* %sunkaddr2329, i64 88
  %202 = bitcast i8* %sunkaddr2330 to double*
  %.137.us.3.us.1.1 = load double, double* %202, align 8
  %uglygep567.1438 = getelementptr i1, i1* %uglygep565.1437, i64 %.46
  %uglygep567568.1 = bitcast i1* %uglygep567.1438 to double*
  store double %.137.us.3.us.1.1, double* %uglygep567568.1, align 8
  %sunkaddr2331 = mul i64 %.139.us.7.us.7, 8
  %203 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2332 = getelementptr i8, i8* %203, i64 %sunkaddr2331
  %sunkaddr2333 = getelementptr i8, i8* %sunkaddr2332, i64 96
  %204 = bitcast i8* %sunkaddr2333 to double*
  %.137.us.4.us.1.1 = load double, double* %204, align 8
  %uglygep569.1439 = getelementptr i1, i1* %uglygep567.1438, i64 %.46
  %uglygep569570.1 = bitcast i1* %uglygep569.1439 to double*
  store double %.137.us.4.us.1.1, double* %uglygep569570.1, align 8
  %sunkaddr2334 = mul i64 %.139.us.7.us.7, 8
  %205 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2335 = getelementptr i8, i8* %205, i64 %sunkaddr2334
  %sunkaddr2336 = getelementptr i8, i8* %sunkaddr2335, i64 104
  %206 = bitcast i8* %sunkaddr2336 to double*
  %.137.us.5.us.1.1 = load double, double* %206, align 8
  %uglygep571.1440 = getelementptr i1, i1* %uglygep569.1439, i64 %.46
  %uglygep571572.1 = bitcast i1* %uglygep571.1440 to double*
  store double %.137.us.5.us.1.1, double* %uglygep571572.1, align 8
  %sunkaddr2337 = mul i64 %.139.us.7.us.7, 8
  %207 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2338 = getelementptr i8, i8* %207, i64 %sunkaddr2337
  %sunkaddr2339 = getelementptr i8, i8* %sunkaddr2338, i64 112
  %208 = bitcast i8* %sunkaddr2339 to double*
  %.137.us.6.us.1.1 = load double, double* %208, align 8
  %uglygep573.1441 = getelementptr i1, i1* %uglygep571.1440, i64 %.46
  %uglygep573574.1 = bitcast i1* %uglygep573.1441 to double*
  store double %.137.us.6.us.1.1, double* %uglygep573574.1, align 8
  %sunkaddr2340 = mul i64 %.139.us.7.us.7, 8
  %209 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2341 = getelementptr i8, i8* %209, i64 %sunkaddr2340
  %sunkaddr2342 = getelementptr i8, i8* %sunkaddr2341, i64 120
  %210 = bitcast i8* %sunkaddr2342 to double*
  %.137.us.7.us.1.1 = load double, double* %210, align 8
  %uglygep575.1442 = getelementptr i1, i1* %uglygep573.1441, i64 %.46
  %uglygep575576.1 = bitcast i1* %uglygep575.1442 to double*
  store double %.137.us.7.us.1.1, double* %uglygep575576.1, align 8
  %scevgep461.us.1.1 = getelementptr i1, i1* %scevgep461.us.1400, i64 %7
  %sunkaddr2343 = mul i64 %.139.us.7.us.7, 8
  %211 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2344 = getelementptr i8, i8* %211, i64 %sunkaddr2343
  %sunkaddr2345 = getelementptr i8, i8* %sunkaddr2344, i64 128
  %212 = bitcast i8* %sunkaddr2345 to double*
  %.137.us.us.2.1 = load double, double* %212, align 8
  %uglygep577.1443 = getelementptr i1, i1* %uglygep575.1442, i64 %.46
  %uglygep577578.1 = bitcast i1* %uglygep577.1443 to double*
  store double %.137.us.us.2.1, double* %uglygep577578.1, align 8
  %sunkaddr2346 = mul i64 %.139.us.7.us.7, 8
  %213 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2347 = getelementptr i8, i8* %213, i64 %sunkaddr2346
  %sunkaddr2348 = getelementptr i8, i8* %sunkaddr2347, i64 136
  %214 = bitcast i8* %sunkaddr2348 to double*
  %.137.us.1.us.2.1 = load double, double* %214, align 8
  %uglygep579.1444 = getelementptr i1, i1* %uglygep577.1443, i64 %.46
  %uglygep579580.1 = bitcast i1* %uglygep579.1444 to double*
  store double %.137.us.1.us.2.1, double* %uglygep579580.1, align 8
  %sunkaddr2349 = mul i64 %.139.us.7.us.7, 8
  %215 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2350 = getelementptr i8, i8* %215, i64 %sunkaddr2349
  %sunkaddr2351 = getelementptr i8, i8* %sunkaddr2350, i64 144
  %216 = bitcast i8* %sunkaddr2351 to double*
  %.137.us.2.us.2.1 = load double, double* %216, align 8
  %uglygep581.1445 = getelementptr i1, i1* %uglygep579.1444, i64 %.46
  %uglygep581582.1 = bitcast i1* %uglygep581.1445 to double*
  store double %.137.us.2.us.2.1, double* %uglygep581582.1, align 8
  %sunkaddr2352 = mul i64 %.139.us.7.us.7, 8
  %217 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2353 = getelementptr i8, i8* %217, i64 %sunkaddr2352
  %sunkaddr2354 = getelementptr i8, i8* %sunkaddr2353, i64 152
  %218 = bitcast i8* %sunkaddr2354 to double*
  %.137.us.3.us.2.1 = load double, double* %218, align 8
  %uglygep583.1446 = getelementptr i1, i1* %uglygep581.1445, i64 %.46
  %uglygep583584.1 = bitcast i1* %uglygep583.1446 to double*
  store double %.137.us.3.us.2.1, double* %uglygep583584.1, align 8
  %sunkaddr2355 = mul i64 %.139.us.7.us.7, 8
  %219 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2356 = getelementptr i8, i8* %219, i64 %sunkaddr2355
  %sunkaddr2357 = getelementptr i8, i8* %sunkaddr2356, i64 160
  %220 = bitcast i8* %sunkaddr2357 to double*
  %.137.us.4.us.2.1 = load double, double* %220, align 8
  %uglygep585.1447 = getelementptr i1, i1* %uglygep583.1446, i64 %.46
  %uglygep585586.1 = bitcast i1* %uglygep585.1447 to double*
  store double %.137.us.4.us.2.1, double* %uglygep585586.1, align 8
  %sunkaddr2358 = mul i64 %.139.us.7.us.7, 8
  %221 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2359 = getelementptr i8, i8* %221, i64 %sunkaddr2358
  %sunkaddr2360 = getelementptr i8, i8* %sunkaddr2359, i64 168
  %222 = bitcast i8* %sunkaddr2360 to double*
  %.137.us.5.us.2.1 = load double, double* %222, align 8
  %uglygep587.1448 = getelementptr i1, i1* %uglygep585.1447, i64 %.46
  %uglygep587588.1 = bitcast i1* %uglygep587.1448 to double*
  store double %.137.us.5.us.2.1, double* %uglygep587588.1, align 8
  %sunkaddr2361 = mul i64 %.139.us.7.us.7, 8
  %223 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2362 = getelementptr i8, i8* %223, i64 %sunkaddr2361
  %sunkaddr2363 = getelementptr i8, i8* %sunkaddr2362, i64 176
  %224 = bitcast i8* %sunkaddr2363 to double*
  %.137.us.6.us.2.1 = load double, double* %224, align 8
  %uglygep589.1449 = getelementptr i1, i1* %uglygep587.1448, i64 %.46
  %uglygep589590.1 = bitcast i1* %uglygep589.1449 to double*
  store double %.137.us.6.us.2.1, double* %uglygep589590.1, align 8
  %sunkaddr2364 = mul i64 %.139.us.7.us.7, 8
  %225 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2365 = getelementptr i8, i8* %225, i64 %sunkaddr2364
  %sunkaddr2366 = getelementptr i8, i8* %sunkaddr2365, i64 184
  %226 = bitcast i8* %sunkaddr2366 to double*
  %.137.us.7.us.2.1 = load double, double* %226, align 8
  %uglygep591.1450 = getelementptr i1, i1* %uglygep589.1449, i64 %.46
  %uglygep591592.1 = bitcast i1* %uglygep591.1450 to double*
  store double %.137.us.7.us.2.1, double* %uglygep591592.1, align 8
  %scevgep461.us.2.1 = getelementptr i1, i1* %scevgep461.us.1.1, i64 %7
  %sunkaddr2367 = mul i64 %.139.us.7.us.7, 8
  %227 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2368 = getelementptr i8, i8* %227, i64 %sunkaddr2367
  %sunkaddr2369 = getelementptr i8, i8* %sunkaddr2368, i64 192
  %228 = bitcast i8* %sunkaddr2369 to double*
  %.137.us.us.3.1 = load double, double* %228, align 8
  %uglygep593.1451 = getelementptr i1, i1* %uglygep591.1450, i64 %.46
  %uglygep593594.1 = bitcast i1* %uglygep593.1451 to double*
  store double %.137.us.us.3.1, double* %uglygep593594.1, align 8
  %sunkaddr2370 = mul i64 %.139.us.7.us.7, 8
  %229 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2371 = getelementptr i8, i8* %229, i64 %sunkaddr2370
  %sunkaddr2372 = getelementptr i8, i8* %sunkaddr2371, i64 200
  %230 = bitcast i8* %sunkaddr2372 to double*
  %.137.us.1.us.3.1 = load double, double* %230, align 8
  %uglygep595.1452 = getelementptr i1, i1* %uglygep593.1451, i64 %.46
  %uglygep595596.1 = bitcast i1* %uglygep595.1452 to double*
  store double %.137.us.1.us.3.1, double* %uglygep595596.1, align 8
  %sunkaddr2373 = mul i64 %.139.us.7.us.7, 8
  %231 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2374 = getelementptr i8, i8* %231, i64 %sunkaddr2373
  %sunkaddr2375 = getelementptr i8, i8* %sunkaddr2374, i64 208
  %232 = bitcast i8* %sunkaddr2375 to double*
  %.137.us.2.us.3.1 = load double, double* %232, align 8
  %uglygep597.1453 = getelementptr i1, i1* %uglygep595.1452, i64 %.46
  %uglygep597598.1 = bitcast i1* %uglygep597.1453 to double*
  store double %.137.us.2.us.3.1, double* %uglygep597598.1, align 8
  %sunkaddr2376 = mul i64 %.139.us.7.us.7, 8
  %233 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2377 = getelementptr i8, i8* %233, i64 %sunkaddr2376
  %sunkaddr2378 = getelementptr i8, i8* %sunkaddr2377, i64 216
  %234 = bitcast i8* %sunkaddr2378 to double*
  %.137.us.3.us.3.1 = load double, double* %234, align 8
  %uglygep599.1454 = getelementptr i1, i1* %uglygep597.1453, i64 %.46
  %uglygep599600.1 = bitcast i1* %uglygep599.1454 to double*
  store double %.137.us.3.us.3.1, double* %uglygep599600.1, align 8
  %sunkaddr2379 = mul i64 %.139.us.7.us.7, 8
  %235 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2380 = getelementptr i8, i8* %235, i64 %sunkaddr2379
  %sunkaddr2381 = getelementptr i8, i8* %sunkaddr2380, i64 224
  %236 = bitcast i8* %sunkaddr2381 to double*
  %.137.us.4.us.3.1 = load double, double* %236, align 8
  %uglygep601.1455 = getelementptr i1, i1* %uglygep599.1454, i64 %.46
  %uglygep601602.1 = bitcast i1* %uglygep601.1455 to double*
  store double %.137.us.4.us.3.1, double* %uglygep601602.1, align 8
  %sunkaddr2382 = mul i64 %.139.us.7.us.7, 8
  %237 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2383 = getelementptr i8, i8* %237, i64 %sunkaddr2382
  %sunkaddr2384 = getelementptr i8, i8* %sunkaddr2383, i64 232
  %238 = bitcast i8* %sunkaddr2384 to double*
  %.137.us.5.us.3.1 = load double, double* %238, align 8
  %uglygep603.1456 = getelementptr i1, i1* %uglygep601.1455, i64 %.46
  %uglygep603604.1 = bitcast i1* %uglygep603.1456 to double*
  store double %.137.us.5.us.3.1, double* %uglygep603604.1, align 8
  %sunkaddr2385 = mul i64 %.139.us.7.us.7, 8
  %239 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2386 = getelementptr i8, i8* %239, i64 %sunkaddr2385
  %sunkaddr2387 = getelementptr i8, i8* %sunkaddr2386, i64 240
  %240 = bitcast i8* %sunkaddr2387 to double*
  %.137.us.6.us.3.1 = load double, double* %240, align 8
  %uglygep605.1457 = getelementptr i1, i1* %uglygep603.1456, i64 %.46
  %uglygep605606.1 = bitcast i1* %uglygep605.1457 to double*
  store double %.137.us.6.us.3.1, double* %uglygep605606.1, align 8
  %sunkaddr2388 = mul i64 %.139.us.7.us.7, 8
  %241 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2389 = getelementptr i8, i8* %241, i64 %sunkaddr2388
  %sunkaddr2390 = getelementptr i8, i8* %sunkaddr2389, i64 248
  %242 = bitcast i8* %sunkaddr2390 to double*
  %.137.us.7.us.3.1 = load double, double* %242, align 8
  %uglygep607.1458 = getelementptr i1, i1* %uglygep605.1457, i64 %.46
  %uglygep607608.1 = bitcast i1* %uglygep607.1458 to double*
  store double %.137.us.7.us.3.1, double* %uglygep607608.1, align 8
  %scevgep461.us.3.1 = getelementptr i1, i1* %scevgep461.us.2.1, i64 %7
  %sunkaddr2391 = mul i64 %.139.us.7.us.7, 8
  %243 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2392 = getelementptr i8, i8* %243, i64 %sunkaddr2391
  %sunkaddr2393 = getelementptr i8, i8* %sunkaddr2392, i64 256
  %244 = bitcast i8* %sunkaddr2393 to double*
  %.137.us.us.4.1 = load double, double* %244, align 8
  %uglygep609.1459 = getelementptr i1, i1* %uglygep607.1458, i64 %.46
  %uglygep609610.1 = bitcast i1* %uglygep609.1459 to double*
  store double %.137.us.us.4.1, double* %uglygep609610.1, align 8
  %sunkaddr2394 = mul i64 %.139.us.7.us.7, 8
  %245 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2395 = getelementptr i8, i8* %245, i64 %sunkaddr2394
  %sunkaddr2396 = getelementptr i8, i8* %sunkaddr2395, i64 264
  %246 = bitcast i8* %sunkaddr2396 to double*
  %.137.us.1.us.4.1 = load double, double* %246, align 8
  %uglygep611.1460 = getelementptr i1, i1* %uglygep609.1459, i64 %.46
  %uglygep611612.1 = bitcast i1* %uglygep611.1460 to double*
  store double %.137.us.1.us.4.1, double* %uglygep611612.1, align 8
  %sunkaddr2397 = mul i64 %.139.us.7.us.7, 8
  %247 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2398 = getelementptr i8, i8* %247, i64 %sunkaddr2397
  %sunkaddr2399 = getelementptr i8, i8* %sunkaddr2398, i64 272
  %248 = bitcast i8* %sunkaddr2399 to double*
  %.137.us.2.us.4.1 = load double, double* %248, align 8
  %uglygep613.1461 = getelementptr i1, i1* %uglygep611.1460, i64 %.46
  %uglygep613614.1 = bitcast i1* %uglygep613.1461 to double*
  store double %.137.us.2.us.4.1, double* %uglygep613614.1, align 8
  %sunkaddr2400 = mul i64 %.139.us.7.us.7, 8
  %249 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2401 = getelementptr i8, i8* %249, i64 %sunkaddr2400
  %sunkaddr2402 = getelementptr i8, i8* %sunkaddr2401, i64 280
  %250 = bitcast i8* %sunkaddr2402 to double*
  %.137.us.3.us.4.1 = load double, double* %250, align 8
  %uglygep615.1462 = getelementptr i1, i1* %uglygep613.1461, i64 %.46
  %uglygep615616.1 = bitcast i1* %uglygep615.1462 to double*
  store double %.137.us.3.us.4.1, double* %uglygep615616.1, align 8
  %sunkaddr2403 = mul i64 %.139.us.7.us.7, 8
  %251 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2404 = getelementptr i8, i8* %251, i64 %sunkaddr2403
  %sunkaddr2405 = getelementptr i8, i8* %sunkaddr2404, i64 288
  %252 = bitcast i8* %sunkaddr2405 to double*
  %.137.us.4.us.4.1 = load double, double* %252, align 8
  %uglygep617.1463 = getelementptr i1, i1* %uglygep615.1462, i64 %.46
  %uglygep617618.1 = bitcast i1* %uglygep617.1463 to double*
  store double %.137.us.4.us.4.1, double* %uglygep617618.1, align 8
  %sunkaddr2406 = mul i64 %.139.us.7.us.7, 8
  %253 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2407 = getelementptr i8, i8* %253, i64 %sunkaddr2406
  %sunkaddr2408 = getelementptr i8, i8* %sunkaddr2407, i64 296
  %254 = bitcast i8* %sunkaddr2408 to double*
  %.137.us.5.us.4.1 = load double, double* %254, align 8
  %uglygep619.1464 = getelementptr i1, i1* %uglygep617.1463, i64 %.46
  %uglygep619620.1 = bitcast i1* %uglygep619.1464 to double*
  store double %.137.us.5.us.4.1, double* %uglygep619620.1, align 8
  %sunkaddr2409 = mul i64 %.139.us.7.us.7, 8
  %255 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2410 = getelementptr i8, i8* %255, i64 %sunkaddr2409
  %sunkaddr2411 = getelementptr i8, i8* %sunkaddr2410, i64 304
  %256 = bitcast i8* %sunkaddr2411 to double*
  %.137.us.6.us.4.1 = load double, double* %256, align 8
  %uglygep621.1465 = getelementptr i1, i1* %uglygep619.1464, i64 %.46
  %uglygep621622.1 = bitcast i1* %uglygep621.1465 to double*
  store double %.137.us.6.us.4.1, double* %uglygep621622.1, align 8
  %sunkaddr2412 = mul i64 %.139.us.7.us.7, 8
  %257 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2413 = getelementptr i8, i8* %257, i64 %sunkaddr2412
  %sunkaddr2414 = getelementptr i8, i8* %sunkaddr2413, i64 312
  %258 = bitcast i8* %sunkaddr2414 to double*
  %.137.us.7.us.4.1 = load double, double* %258, align 8
  %uglygep623.1466 = getelementptr i1, i1* %uglygep621.1465, i64 %.46
  %uglygep623624.1 = bitcast i1* %uglygep623.1466 to double*
  store double %.137.us.7.us.4.1, double* %uglygep623624.1, align 8
  %scevgep461.us.4.1 = getelementptr i1, i1* %scevgep461.us.3.1, i64 %7
  %sunkaddr2415 = mul i64 %.139.us.7.us.7, 8
  %259 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2416 = getelementptr i8, i8* %259, i64 %sunkaddr2415
  %sunkaddr2417 = getelementptr i8, i8* %sunkaddr2416, i64 320
  %260 = bitcast i8* %sunkaddr2417 to double*
  %.137.us.us.5.1 = load double, double* %260, align 8
  %uglygep625.1467 = getelementptr i1, i1* %uglygep623.1466, i64 %.46
  %uglygep625626.1 = bitcast i1* %uglygep625.1467 to double*
  store double %.137.us.us.5.1, double* %uglygep625626.1, align 8
  %sunkaddr2418 = mul i64 %.139.us.7.us.7, 8
  %261 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2419 = getelementptr i8, i8* %261, i64 %sunkaddr2418
  %sunkaddr2420 = getelementptr i8, i8* %sunkaddr2419, i64 328
  %262 = bitcast i8* %sunkaddr2420 to double*
  %.137.us.1.us.5.1 = load double, double* %262, align 8
  %uglygep627.1468 = getelementptr i1, i1* %uglygep625.1467, i64 %.46
  %uglygep627628.1 = bitcast i1* %uglygep627.1468 to double*
  store double %.137.us.1.us.5.1, double* %uglygep627628.1, align 8
  %sunkaddr2421 = mul i64 %.139.us.7.us.7, 8
  %263 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2422 = getelementptr i8, i8* %263, i64 %sunkaddr2421
  %sunkaddr2423 = getelementptr i8, i8* %sunkaddr2422, i64 336
  %264 = bitcast i8* %sunkaddr2423 to double*
  %.137.us.2.us.5.1 = load double, double* %264, align 8
  %uglygep629.1469 = getelementptr i1, i1* %uglygep627.1468, i64 %.46
  %uglygep629630.1 = bitcast i1* %uglygep629.1469 to double*
  store double %.137.us.2.us.5.1, double* %uglygep629630.1, align 8
  %sunkaddr2424 = mul i64 %.139.us.7.us.7, 8
  %265 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2425 = getelementptr i8, i8* %265, i64 %sunkaddr2424
  %sunkaddr2426 = getelementptr i8, i8* %sunkaddr2425, i64 344
  %266 = bitcast i8* %sunkaddr2426 to double*
  %.137.us.3.us.5.1 = load double, double* %266, align 8
  %uglygep631.1470 = getelementptr i1, i1* %uglygep629.1469, i64 %.46
  %uglygep631632.1 = bitcast i1* %uglygep631.1470 to double*
  store double %.137.us.3.us.5.1, double* %uglygep631632.1, align 8
  %sunkaddr2427 = mul i64 %.139.us.7.us.7, 8
  %267 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2428 = getelementptr i8, i8* %267, i64 %sunkaddr2427
  %sunkaddr2429 = getelementptr i8, i8* %sunkaddr2428, i64 352
  %268 = bitcast i8* %sunkaddr2429 to double*
  %.137.us.4.us.5.1 = load double, double* %268, align 8
  %uglygep633.1471 = getelementptr i1, i1* %uglygep631.1470, i64 %.46
  %uglygep633634.1 = bitcast i1* %uglygep633.1471 to double*
  store double %.137.us.4.us.5.1, double* %uglygep633634.1, align 8
  %sunkaddr2430 = mul i64 %.139.us.7.us.7, 8
  %269 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2431 = getelementptr i8, i8* %269, i64 %sunkaddr2430
  %sunkaddr2432 = getelementptr i8, i8* %sunkaddr2431, i64 360
  %270 = bitcast i8* %sunkaddr2432 to double*
  %.137.us.5.us.5.1 = load double, double* %270, align 8
  %uglygep635.1472 = getelementptr i1, i1* %uglygep633.1471, i64 %.46
  %uglygep635636.1 = bitcast i1* %uglygep635.1472 to double*
  store double %.137.us.5.us.5.1, double* %uglygep635636.1, align 8
  %sunkaddr2433 = mul i64 %.139.us.7.us.7, 8
  %271 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2434 = getelementptr i8, i8* %271, i64 %sunkaddr2433
  %sunkaddr2435 = getelementptr i8, i8* %sunkaddr2434, i64 368
  %272 = bitcast i8* %sunkaddr2435 to double*
  %.137.us.6.us.5.1 = load double, double* %272, align 8
  %uglygep637.1473 = getelementptr i1, i1* %uglygep635.1472, i64 %.46
  %uglygep637638.1 = bitcast i1* %uglygep637.1473 to double*
  store double %.137.us.6.us.5.1, double* %uglygep637638.1, align 8
  %sunkaddr2436 = mul i64 %.139.us.7.us.7, 8
  %273 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2437 = getelementptr i8, i8* %273, i64 %sunkaddr2436
  %sunkaddr2438 = getelementptr i8, i8* %sunkaddr2437, i64 376
  %274 = bitcast i8* %sunkaddr2438 to double*
  %.137.us.7.us.5.1 = load double, double* %274, align 8
  %uglygep639.1474 = getelementptr i1, i1* %uglygep637.1473, i64 %.46
  %uglygep639640.1 = bitcast i1* %uglygep639.1474 to double*
  store double %.137.us.7.us.5.1, double* %uglygep639640.1, align 8
  %scevgep461.us.5.1 = getelementptr i1, i1* %scevgep461.us.4.1, i64 %7
  %sunkaddr2439 = mul i64 %.139.us.7.us.7, 8
  %275 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2440 = getelementptr i8, i8* %275, i64 %sunkaddr2439
  %sunkaddr2441 = getelementptr i8, i8* %sunkaddr2440, i64 384
  %276 = bitcast i8* %sunkaddr2441 to double*
  %.137.us.us.6.1 = load double, double* %276, align 8
  %uglygep641.1475 = getelementptr i1, i1* %uglygep639.1474, i64 %.46
  %uglygep641642.1 = bitcast i1* %uglygep641.1475 to double*
  store double %.137.us.us.6.1, double* %uglygep641642.1, align 8
  %sunkaddr2442 = mul i64 %.139.us.7.us.7, 8
  %277 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2443 = getelementptr i8, i8* %277, i64 %sunkaddr2442
  %sunkaddr2444 = getelementptr i8, i8* %sunkaddr2443, i64 392
  %278 = bitcast i8* %sunkaddr2444 to double*
  %.137.us.1.us.6.1 = load double, double* %278, align 8
  %uglygep643.1476 = getelementptr i1, i1* %uglygep641.1475, i64 %.46
  %uglygep643644.1 = bitcast i1* %uglygep643.1476 to double*
  store double %.137.us.1.us.6.1, double* %uglygep643644.1, align 8
  %sunkaddr2445 = mul i64 %.139.us.7.us.7, 8
  %279 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2446 = getelementptr i8, i8* %279, i64 %sunkaddr2445
  %sunkaddr2447 = getelementptr i8, i8* %sunkaddr2446, i64 400
  %280 = bitcast i8* %sunkaddr2447 to double*
  %.137.us.2.us.6.1 = load double, double* %280, align 8
  %uglygep645.1477 = getelementptr i1, i1* %uglygep643.1476, i64 %.46
  %uglygep645646.1 = bitcast i1* %uglygep645.1477 to double*
  store double %.137.us.2.us.6.1, double* %uglygep645646.1, align 8
  %sunkaddr2448 = mul i64 %.139.us.7.us.7, 8
  %281 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2449 = getelementptr i8, i8* %281, i64 %sunkaddr2448
  %sunkaddr2450 = getelementptr i8, i8* %sunkaddr2449, i64 408
  %282 = bitcast i8* %sunkaddr2450 to double*
  %.137.us.3.us.6.1 = load double, double* %282, align 8
  %uglygep647.1478 = getelementptr i1, i1* %uglygep645.1477, i64 %.46
  %uglygep647648.1 = bitcast i1* %uglygep647.1478 to double*
  store double %.137.us.3.us.6.1, double* %uglygep647648.1, align 8
  %sunkaddr2451 = mul i64 %.139.us.7.us.7, 8
  %283 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2452 = getelementptr i8, i8* %283, i64 %sunkaddr2451
  %sunkaddr2453 = getelementptr i8, i8* %sunkaddr2452, i64 416
  %284 = bitcast i8* %sunkaddr2453 to double*
  %.137.us.4.us.6.1 = load double, double* %284, align 8
  %uglygep649.1479 = getelementptr i1, i1* %uglygep647.1478, i64 %.46
  %uglygep649650.1 = bitcast i1* %uglygep649.1479 to double*
  store double %.137.us.4.us.6.1, double* %uglygep649650.1, align 8
  %sunkaddr2454 = mul i64 %.139.us.7.us.7, 8
  %285 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2455 = getelementptr i8, i8* %285, i64 %sunkaddr2454
  %sunkaddr2456 = getelementptr i8, i8* %sunkaddr2455, i64 424
  %286 = bitcast i8* %sunkaddr2456 to double*
  %.137.us.5.us.6.1 = load double, double* %286, align 8
  %uglygep651.1480 = getelementptr i1, i1* %uglygep649.1479, i64 %.46
  %uglygep651652.1 = bitcast i1* %uglygep651.1480 to double*
  store double %.137.us.5.us.6.1, double* %uglygep651652.1, align 8
  %sunkaddr2457 = mul i64 %.139.us.7.us.7, 8
  %287 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2458 = getelementptr i8, i8* %287, i64 %sunkaddr2457
  %sunkaddr2459 = getelementptr i8, i8* %sunkaddr2458, i64 432
  %288 = bitcast i8* %sunkaddr2459 to double*
  %.137.us.6.us.6.1 = load double, double* %288, align 8
  %uglygep653.1481 = getelementptr i1, i1* %uglygep651.1480, i64 %.46
  %uglygep653654.1 = bitcast i1* %uglygep653.1481 to double*
  store double %.137.us.6.us.6.1, double* %uglygep653654.1, align 8
  %sunkaddr2460 = mul i64 %.139.us.7.us.7, 8
  %289 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2461 = getelementptr i8, i8* %289, i64 %sunkaddr2460
  %sunkaddr2462 = getelementptr i8, i8* %sunkaddr2461, i64 440
  %290 = bitcast i8* %sunkaddr2462 to double*
  %.137.us.7.us.6.1 = load double, double* %290, align 8
  %uglygep655.1482 = getelementptr i1, i1* %uglygep653.1481, i64 %.46
  %uglygep655656.1 = bitcast i1* %uglygep655.1482 to double*
  store double %.137.us.7.us.6.1, double* %uglygep655656.1, align 8
  %scevgep461.us.6.1 = getelementptr i1, i1* %scevgep461.us.5.1, i64 %7
  %sunkaddr2463 = mul i64 %.139.us.7.us.7, 8
  %291 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2464 = getelementptr i8, i8* %291, i64 %sunkaddr2463
  %sunkaddr2465 = getelementptr i8, i8* %sunkaddr2464, i64 448
  %292 = bitcast i8* %sunkaddr2465 to double*
  %.137.us.us.7.1 = load double, double* %292, align 8
  %uglygep657.1483 = getelementptr i1, i1* %uglygep655.1482, i64 %.46
  %uglygep657658.1 = bitcast i1* %uglygep657.1483 to double*
  store double %.137.us.us.7.1, double* %uglygep657658.1, align 8
  %sunkaddr2466 = mul i64 %.139.us.7.us.7, 8
  %293 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2467 = getelementptr i8, i8* %293, i64 %sunkaddr2466
  %sunkaddr2468 = getelementptr i8, i8* %sunkaddr2467, i64 456
  %294 = bitcast i8* %sunkaddr2468 to double*
  %.137.us.1.us.7.1 = load double, double* %294, align 8
  %uglygep659.1484 = getelementptr i1, i1* %uglygep657.1483, i64 %.46
  %uglygep659660.1 = bitcast i1* %uglygep659.1484 to double*
  store double %.137.us.1.us.7.1, double* %uglygep659660.1, align 8
  %sunkaddr2469 = mul i64 %.139.us.7.us.7, 8
  %295 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2470 = getelementptr i8, i8* %295, i64 %sunkaddr2469
  %sunkaddr2471 = getelementptr i8, i8* %sunkaddr2470, i64 464
  %296 = bitcast i8* %sunkaddr2471 to double*
  %.137.us.2.us.7.1 = load double, double* %296, align 8
  %uglygep661.1485 = getelementptr i1, i1* %uglygep659.1484, i64 %.46
  %uglygep661662.1 = bitcast i1* %uglygep661.1485 to double*
  store double %.137.us.2.us.7.1, double* %uglygep661662.1, align 8
  %sunkaddr2472 = mul i64 %.139.us.7.us.7, 8
  %297 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2473 = getelementptr i8, i8* %297, i64 %sunkaddr2472
  %sunkaddr2474 = getelementptr i8, i8* %sunkaddr2473, i64 472
  %298 = bitcast i8* %sunkaddr2474 to double*
  %.137.us.3.us.7.1 = load double, double* %298, align 8
  %uglygep663.1486 = getelementptr i1, i1* %uglygep661.1485, i64 %.46
  %uglygep663664.1 = bitcast i1* %uglygep663.1486 to double*
  store double %.137.us.3.us.7.1, double* %uglygep663664.1, align 8
  %sunkaddr2475 = mul i64 %.139.us.7.us.7, 8
  %299 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2476 = getelementptr i8, i8* %299, i64 %sunkaddr2475
  %sunkaddr2477 = getelementptr i8, i8* %sunkaddr2476, i64 480
  %300 = bitcast i8* %sunkaddr2477 to double*
  %.137.us.4.us.7.1 = load double, double* %300, align 8
  %uglygep665.1487 = getelementptr i1, i1* %uglygep663.1486, i64 %.46
  %uglygep665666.1 = bitcast i1* %uglygep665.1487 to double*
  store double %.137.us.4.us.7.1, double* %uglygep665666.1, align 8
  %sunkaddr2478 = mul i64 %.139.us.7.us.7, 8
  %301 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2479 = getelementptr i8, i8* %301, i64 %sunkaddr2478
  %sunkaddr2480 = getelementptr i8, i8* %sunkaddr2479, i64 488
  %302 = bitcast i8* %sunkaddr2480 to double*
  %.137.us.5.us.7.1 = load double, double* %302, align 8
  %uglygep667.1488 = getelementptr i1, i1* %uglygep665.1487, i64 %.46
  %uglygep667668.1 = bitcast i1* %uglygep667.1488 to double*
  store double %.137.us.5.us.7.1, double* %uglygep667668.1, align 8
  %sunkaddr2481 = mul i64 %.139.us.7.us.7, 8
  %303 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2482 = getelementptr i8, i8* %303, i64 %sunkaddr2481
  %sunkaddr2483 = getelementptr i8, i8* %sunkaddr2482, i64 496
  %304 = bitcast i8* %sunkaddr2483 to double*
  %.137.us.6.us.7.1 = load double, double* %304, align 8
  %uglygep669.1489 = getelementptr i1, i1* %uglygep667.1488, i64 %.46
  %uglygep669670.1 = bitcast i1* %uglygep669.1489 to double*
  store double %.137.us.6.us.7.1, double* %uglygep669670.1, align 8
  %sunkaddr2484 = mul i64 %.139.us.7.us.7, 8
  %305 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2485 = getelementptr i8, i8* %305, i64 %sunkaddr2484
  %sunkaddr2486 = getelementptr i8, i8* %sunkaddr2485, i64 504
  %306 = bitcast i8* %sunkaddr2486 to double*
  %.137.us.7.us.7.1 = load double, double* %306, align 8
  %uglygep671.1490 = getelementptr i1, i1* %uglygep669.1489, i64 %.46
  %uglygep671672.1 = bitcast i1* %uglygep671.1490 to double*
  store double %.137.us.7.us.7.1, double* %uglygep671672.1, align 8
  %.139.us.7.us.7.1 = add nuw i64 %loop.index.12.us.us, 128
  %scevgep461.us.7.1 = getelementptr i1, i1* %scevgep461.us.6.1, i64 %7
  %307 = bitcast i1* %scevgep461.us.7.1 to double*
  %niter391.next.1 = add i64 %niter391, 2
  %niter391.ncmp.1 = icmp eq i64 %niter391.next.1, %unroll_iter390
  br i1 %niter391.ncmp.1, label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit, label %for.body.1.us.us, !llvm.loop !145

for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %for.body.1.us.us
  %308 = bitcast i1* %scevgep461.us.7.1 to double*
  br label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa

for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit, %for.body.1.us.us.preheader
  %.139.us.7.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.us.preheader ], [ %.139.us.7.us.7.1, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %scevgep461.us.7.lcssa.ph = phi i1* [ undef, %for.body.1.us.us.preheader ], [ %scevgep461.us.7.1, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lsr.iv459.us.unr386 = phi double* [ %.6.i6, %for.body.1.us.us.preheader ], [ %308, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %loop.index.12.us.us.unr387 = phi i64 [ 0, %for.body.1.us.us.preheader ], [ %.139.us.7.us.7.1, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %309 = and i64 %50, 1
  %310 = icmp eq i64 %309, 0
  br i1 %310, label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit, label %for.body.1.us.us.epil377

for.body.1.us.us.epil377:                         ; preds = %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa
  %lsr.iv459.us396.epil = bitcast double* %lsr.iv459.us.unr386 to i8*
  %lsr.iv459460.us.epil = bitcast double* %lsr.iv459.us.unr386 to i1*
  %scevgep544.epil = getelementptr double, double* %lsr.iv453.us, i64 %loop.index.12.us.us.unr387
  %.137.us.us.epil378 = load double, double* %scevgep544.epil, align 8
  %uglygep397.epil = getelementptr i8, i8* %lsr.iv459.us396.epil, i64 %lsr.iv465.us
  %uglygep397398.epil = bitcast i8* %uglygep397.epil to double*
  store double %.137.us.us.epil378, double* %uglygep397398.epil, align 8
  %sunkaddr1968653 = getelementptr double, double* %lsr.iv453.us, i64 1
  %sunkaddr1969654 = getelementptr double, double* %sunkaddr1968653, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.epil379 = load double, double* %sunkaddr1969654, align 8
  %uglygep547.epil = getelementptr i8, i8* %uglygep397.epil, i64 %.46
  %uglygep547548.epil = bitcast i8* %uglygep547.epil to double*
  store double %.137.us.1.us.epil379, double* %uglygep547548.epil, align 8
  %sunkaddr1971655 = getelementptr double, double* %lsr.iv453.us, i64 2
  %sunkaddr1972656 = getelementptr double, double* %sunkaddr1971655, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.epil380 = load double, double* %sunkaddr1972656, align 8
  %uglygep549.epil = getelementptr i8, i8* %uglygep547.epil, i64 %.46
  %uglygep549550.epil = bitcast i8* %uglygep549.epil to double*
  store double %.137.us.2.us.epil380, double* %uglygep549550.epil, align 8
  %sunkaddr1974657 = getelementptr double, double* %lsr.iv453.us, i64 3
  %sunkaddr1975658 = getelementptr double, double* %sunkaddr1974657, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.epil381 = load double, double* %sunkaddr1975658, align 8
  %uglygep551.epil = getelementptr i8, i8* %uglygep549.epil, i64 %.46
  %uglygep551552.epil = bitcast i8* %uglygep551.epil to double*
  store double %.137.us.3.us.epil381, double* %uglygep551552.epil, align 8
  %sunkaddr1977659 = getelementptr double, double* %lsr.iv453.us, i64 4
  %sunkaddr1978660 = getelementptr double, double* %sunkaddr1977659, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.epil382 = load double, double* %sunkaddr1978660, align 8
  %uglygep553.epil = getelementptr i8, i8* %uglygep551.epil, i64 %.46
  %uglygep553554.epil = bitcast i8* %uglygep553.epil to double*
  store double %.137.us.4.us.epil382, double* %uglygep553554.epil, align 8
  %sunkaddr1980661 = getelementptr double, double* %lsr.iv453.us, i64 5
  %sunkaddr1981662 = getelementptr double, double* %sunkaddr1980661, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.epil383 = load double, double* %sunkaddr1981662, align 8
  %uglygep555.epil = getelementptr i8, i8* %uglygep553.epil, i64 %.46
  %uglygep555556.epil = bitcast i8* %uglygep555.epil to double*
  store double %.137.us.5.us.epil383, double* %uglygep555556.epil, align 8
  %sunkaddr1983663 = getelementptr double, double* %lsr.iv453.us, i64 6
  %sunkaddr1984664 = getelementptr double, double* %sunkaddr1983663, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.epil384 = load double, double* %sunkaddr1984664, align 8
  %uglygep557.epil = getelementptr i8, i8* %uglygep555.epil, i64 %.46
  %uglygep557558.epil = bitcast i8* %uglygep557.epil to double*
  store double %.137.us.6.us.epil384, double* %uglygep557558.epil, align 8
  %sunkaddr1986665 = getelementptr double, double* %lsr.iv453.us, i64 7
  %sunkaddr1987666 = getelementptr double, double* %sunkaddr1986665, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.epil385 = load double, double* %sunkaddr1987666, align 8
  %uglygep559.epil = getelementptr i8, i8* %uglygep557.epil, i64 %.46
  %uglygep559560.epil = bitcast i8* %uglygep559.epil to double*
  store double %.137.us.7.us.epil385, double* %uglygep559560.epil, align 8
  %scevgep461.us.epil = getelementptr i1, i1* %lsr.iv459460.us.epil, i64 %7
  %sunkaddr1989667 = getelementptr double, double* %lsr.iv453.us, i64 8
  %sunkaddr1990668 = getelementptr double, double* %sunkaddr1989667, i64 %loop.index.12.us.us.unr387
  %.137.us.us.1.epil = load double, double* %sunkaddr1990668, align 8
  %uglygep561.epil = getelementptr i8, i8* %uglygep559.epil, i64 %.46
  %uglygep561562.epil = bitcast i8* %uglygep561.epil to double*
  store double %.137.us.us.1.epil, double* %uglygep561562.epil, align 8
  %sunkaddr1992669 = getelementptr double, double* %lsr.iv453.us, i64 9
  %sunkaddr1993670 = getelementptr double, double* %sunkaddr1992669, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.1.epil = load double, double* %sunkaddr1993670, align 8
  %uglygep563.epil = getelementptr i8, i8* %uglygep561.epil, i64 %.46
  %uglygep563564.epil = bitcast i8* %uglygep563.epil to double*
  store double %.137.us.1.us.1.epil, double* %uglygep563564.epil, align 8
  %sunkaddr1995671 = getelementptr double, double* %lsr.iv453.us, i64 10
  %sunkaddr1996672 = getelementptr double, double* %sunkaddr1995671, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.1.epil = load double, double* %sunkaddr1996672, align 8
  %uglygep565.epil = getelementptr i8, i8* %uglygep563.epil, i64 %.46
  %uglygep565566.epil = bitcast i8* %uglygep565.epil to double*
  store double %.137.us.2.us.1.epil, double* %uglygep565566.epil, align 8
  %sunkaddr1998673 = getelementptr double, double* %lsr.iv453.us, i64 11
  %sunkaddr1999674 = getelementptr double, double* %sunkaddr1998673, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.1.epil = load double, double* %sunkaddr1999674, align 8
  %uglygep567.epil = getelementptr i8, i8* %uglygep565.epil, i64 %.46
  %uglygep567568.epil = bitcast i8* %uglygep567.epil to double*
  store double %.137.us.3.us.1.epil, double* %uglygep567568.epil, align 8
  %sunkaddr2001675 = getelementptr double, double* %lsr.iv453.us, i64 12
  %sunkaddr2002676 = getelementptr double, double* %sunkaddr2001675, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.1.epil = load double, double* %sunkaddr2002676, align 8
  %uglygep569.epil = getelementptr i8, i8* %uglygep567.epil, i64 %.46
  %uglygep569570.epil = bitcast i8* %uglygep569.epil to double*
  store double %.137.us.4.us.1.epil, double* %uglygep569570.epil, align 8
  %sunkaddr2004677 = getelementptr double, double* %lsr.iv453.us, i64 13
  %sunkaddr2005678 = getelementptr double, double* %sunkaddr2004677, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.1.epil = load double, double* %sunkaddr2005678, align 8
  %uglygep571.epil = getelementptr i8, i8* %uglygep569.epil, i64 %.46
  %uglygep571572.epil = bitcast i8* %uglygep571.epil to double*
  store double %.137.us.5.us.1.epil, double* %uglygep571572.epil, align 8
  %sunkaddr2007679 = getelementptr double, double* %lsr.iv453.us, i64 14
  %sunkaddr2008680 = getelementptr double, double* %sunkaddr2007679, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.1.epil = load double, double* %sunkaddr2008680, align 8
  %uglygep573.epil = getelementptr i8, i8* %uglygep571.epil, i64 %.46
  %uglygep573574.epil = bitcast i8* %uglygep573.epil to double*
  store double %.137.us.6.us.1.epil, double* %uglygep573574.epil, align 8
  %sunkaddr2010681 = getelementptr double, double* %lsr.iv453.us, i64 15
  %sunkaddr2011682 = getelementptr double, double* %sunkaddr2010681, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.1.epil = load double, double* %sunkaddr2011682, align 8
  %uglygep575.epil = getelementptr i8, i8* %uglygep573.epil, i64 %.46
  %uglygep575576.epil = bitcast i8* %uglygep575.epil to double*
  store double %.137.us.7.us.1.epil, double* %uglygep575576.epil, align 8
  %scevgep461.us.1.epil = getelementptr i1, i1* %scevgep461.us.epil, i64 %7
  %sunkaddr2013683 = getelementptr double, double* %lsr.iv453.us, i64 16
  %sunkaddr2014684 = getelementptr double, double* %sunkaddr2013683, i64 %loop.index.12.us.us.unr387
  %.137.us.us.2.epil = load double, double* %sunkaddr2014684, align 8
  %uglygep577.epil = getelementptr i8, i8* %uglygep575.epil, i64 %.46
  %uglygep577578.epil = bitcast i8* %uglygep577.epil to double*
  store double %.137.us.us.2.epil, double* %uglygep577578.epil, align 8
  %sunkaddr2016685 = getelementptr double, double* %lsr.iv453.us, i64 17
  %sunkaddr2017686 = getelementptr double, double* %sunkaddr2016685, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.2.epil = load double, double* %sunkaddr2017686, align 8
  %uglygep579.epil = getelementptr i8, i8* %uglygep577.epil, i64 %.46
  %uglygep579580.epil = bitcast i8* %uglygep579.epil to double*
  store double %.137.us.1.us.2.epil, double* %uglygep579580.epil, align 8
  %sunkaddr2019687 = getelementptr double, double* %lsr.iv453.us, i64 18
  %sunkaddr2020688 = getelementptr double, double* %sunkaddr2019687, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.2.epil = load double, double* %sunkaddr2020688, align 8
  %uglygep581.epil = getelementptr i8, i8* %uglygep579.epil, i64 %.46
  %uglygep581582.epil = bitcast i8* %uglygep581.epil to double*
  store double %.137.us.2.us.2.epil, double* %uglygep581582.epil, align 8
  %sunkaddr2022689 = getelementptr double, double* %lsr.iv453.us, i64 19
  %sunkaddr2023690 = getelementptr double, double* %sunkaddr2022689, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.2.epil = load double, double* %sunkaddr2023690, align 8
  %uglygep583.epil = getelementptr i8, i8* %uglygep581.epil, i64 %.46
  %uglygep583584.epil = bitcast i8* %uglygep583.epil to double*
  store double %.137.us.3.us.2.epil, double* %uglygep583584.epil, align 8
  %sunkaddr2025691 = getelementptr double, double* %lsr.iv453.us, i64 20
  %sunkaddr2026692 = getelementptr double, double* %sunkaddr2025691, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.2.epil = load double, double* %sunkaddr2026692, align 8
  %uglygep585.epil = getelementptr i8, i8* %uglygep583.epil, i64 %.46
  %uglygep585586.epil = bitcast i8* %uglygep585.epil to double*
  store double %.137.us.4.us.2.epil, double* %uglygep585586.epil, align 8
  %sunkaddr2028693 = getelementptr double, double* %lsr.iv453.us, i64 21
  %sunkaddr2029694 = getelementptr double, double* %sunkaddr2028693, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.2.epil = load double, double* %sunkaddr2029694, align 8
  %uglygep587.epil = getelementptr i8, i8* %uglygep585.epil, i64 %.46
  %uglygep587588.epil = bitcast i8* %uglygep587.epil to double*
  store double %.137.us.5.us.2.epil, double* %uglygep587588.epil, align 8
  %sunkaddr2031695 = getelementptr double, double* %lsr.iv453.us, i64 22
  %sunkaddr2032696 = getelementptr double, double* %sunkaddr2031695, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.2.epil = load double, double* %sunkaddr2032696, align 8
  %uglygep589.epil = getelementptr i8, i8* %uglygep587.epil, i64 %.46
  %uglygep589590.epil = bitcast i8* %uglygep589.epil to double*
  store double %.137.us.6.us.2.epil, double* %uglygep589590.epil, align 8
  %sunkaddr2034697 = getelementptr double, double* %lsr.iv453.us, i64 23
  %sunkaddr2035698 = getelementptr double, double* %sunkaddr2034697, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.2.epil = load double, double* %sunkaddr2035698, align 8
  %uglygep591.epil = getelementptr i8, i8* %uglygep589.epil, i64 %.46
  %uglygep591592.epil = bitcast i8* %uglygep591.epil to double*
  store double %.137.us.7.us.2.epil, double* %uglygep591592.epil, align 8
  %scevgep461.us.2.epil = getelementptr i1, i1* %scevgep461.us.1.epil, i64 %7
  %sunkaddr2037699 = getelementptr double, double* %lsr.iv453.us, i64 24
  %sunkaddr2038700 = getelementptr double, double* %sunkaddr2037699, i64 %loop.index.12.us.us.unr387
  %.137.us.us.3.epil = load double, double* %sunkaddr2038700, align 8
  %uglygep593.epil = getelementptr i8, i8* %uglygep591.epil, i64 %.46
  %uglygep593594.epil = bitcast i8* %uglygep593.epil to double*
  store double %.137.us.us.3.epil, double* %uglygep593594.epil, align 8
  %sunkaddr2040701 = getelementptr double, double* %lsr.iv453.us, i64 25
  %sunkaddr2041702 = getelementptr double, double* %sunkaddr2040701, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.3.epil = load double, double* %sunkaddr2041702, align 8
  %uglygep595.epil = getelementptr i8, i8* %uglygep593.epil, i64 %.46
  %uglygep595596.epil = bitcast i8* %uglygep595.epil to double*
  store double %.137.us.1.us.3.epil, double* %uglygep595596.epil, align 8
  %sunkaddr2043703 = getelementptr double, double* %lsr.iv453.us, i64 26
  %sunkaddr2044704 = getelementptr double, double* %sunkaddr2043703, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.3.epil = load double, double* %sunkaddr2044704, align 8
  %uglygep597.epil = getelementptr i8, i8* %uglygep595.epil, i64 %.46
  %uglygep597598.epil = bitcast i8* %uglygep597.epil to double*
  store double %.137.us.2.us.3.epil, double* %uglygep597598.epil, align 8
  %sunkaddr2046705 = getelementptr double, double* %lsr.iv453.us, i64 27
  %sunkaddr2047706 = getelementptr double, double* %sunkaddr2046705, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.3.epil = load double, double* %sunkaddr2047706, align 8
  %uglygep599.epil = getelementptr i8, i8* %uglygep597.epil, i64 %.46
  %uglygep599600.epil = bitcast i8* %uglygep599.epil to double*
  store double %.137.us.3.us.3.epil, double* %uglygep599600.epil, align 8
  %sunkaddr2049707 = getelementptr double, double* %lsr.iv453.us, i64 28
  %sunkaddr2050708 = getelementptr double, double* %sunkaddr2049707, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.3.epil = load double, double* %sunkaddr2050708, align 8
  %uglygep601.epil = getelementptr i8, i8* %uglygep599.epil, i64 %.46
  %uglygep601602.epil = bitcast i8* %uglygep601.epil to double*
  store double %.137.us.4.us.3.epil, double* %uglygep601602.epil, align 8
  %sunkaddr2052709 = getelementptr double, double* %lsr.iv453.us, i64 29
  %sunkaddr2053710 = getelementptr double, double* %sunkaddr2052709, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.3.epil = load double, double* %sunkaddr2053710, align 8
  %uglygep603.epil = getelementptr i8, i8* %uglygep601.epil, i64 %.46
  %uglygep603604.epil = bitcast i8* %uglygep603.epil to double*
  store double %.137.us.5.us.3.epil, double* %uglygep603604.epil, align 8
  %sunkaddr2055711 = getelementptr double, double* %lsr.iv453.us, i64 30
  %sunkaddr2056712 = getelementptr double, double* %sunkaddr2055711, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.3.epil = load double, double* %sunkaddr2056712, align 8
  %uglygep605.epil = getelementptr i8, i8* %uglygep603.epil, i64 %.46
  %uglygep605606.epil = bitcast i8* %uglygep605.epil to double*
  store double %.137.us.6.us.3.epil, double* %uglygep605606.epil, align 8
  %sunkaddr2058713 = getelementptr double, double* %lsr.iv453.us, i64 31
  %sunkaddr2059714 = getelementptr double, double* %sunkaddr2058713, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.3.epil = load double, double* %sunkaddr2059714, align 8
  %uglygep607.epil = getelementptr i8, i8* %uglygep605.epil, i64 %.46
  %uglygep607608.epil = bitcast i8* %uglygep607.epil to double*
  store double %.137.us.7.us.3.epil, double* %uglygep607608.epil, align 8
  %scevgep461.us.3.epil = getelementptr i1, i1* %scevgep461.us.2.epil, i64 %7
  %sunkaddr2061715 = getelementptr double, double* %lsr.iv453.us, i64 32
  %sunkaddr2062716 = getelementptr double, double* %sunkaddr2061715, i64 %loop.index.12.us.us.unr387
  %.137.us.us.4.epil = load double, double* %sunkaddr2062716, align 8
  %uglygep609.epil = getelementptr i8, i8* %uglygep607.epil, i64 %.46
  %uglygep609610.epil = bitcast i8* %uglygep609.epil to double*
  store double %.137.us.us.4.epil, double* %uglygep609610.epil, align 8
  %sunkaddr2064717 = getelementptr double, double* %lsr.iv453.us, i64 33
  %sunkaddr2065718 = getelementptr double, double* %sunkaddr2064717, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.4.epil = load double, double* %sunkaddr2065718, align 8
  %uglygep611.epil = getelementptr i8, i8* %uglygep609.epil, i64 %.46
  %uglygep611612.epil = bitcast i8* %uglygep611.epil to double*
  store double %.137.us.1.us.4.epil, double* %uglygep611612.epil, align 8
  %sunkaddr2067719 = getelementptr double, double* %lsr.iv453.us, i64 34
  %sunkaddr2068720 = getelementptr double, double* %sunkaddr2067719, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.4.epil = load double, double* %sunkaddr2068720, align 8
  %uglygep613.epil = getelementptr i8, i8* %uglygep611.epil, i64 %.46
  %uglygep613614.epil = bitcast i8* %uglygep613.epil to double*
  store double %.137.us.2.us.4.epil, double* %uglygep613614.epil, align 8
  %sunkaddr2070721 = getelementptr double, double* %lsr.iv453.us, i64 35
  %sunkaddr2071722 = getelementptr double, double* %sunkaddr2070721, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.4.epil = load double, double* %sunkaddr2071722, align 8
  %uglygep615.epil = getelementptr i8, i8* %uglygep613.epil, i64 %.46
  %uglygep615616.epil = bitcast i8* %uglygep615.epil to double*
  store double %.137.us.3.us.4.epil, double* %uglygep615616.epil, align 8
  %sunkaddr2073723 = getelementptr double, double* %lsr.iv453.us, i64 36
  %sunkaddr2074724 = getelementptr double, double* %sunkaddr2073723, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.4.epil = load double, double* %sunkaddr2074724, align 8
  %uglygep617.epil = getelementptr i8, i8* %uglygep615.epil, i64 %.46
  %uglygep617618.epil = bitcast i8* %uglygep617.epil to double*
  store double %.137.us.4.us.4.epil, double* %uglygep617618.epil, align 8
  %sunkaddr2076725 = getelementptr double, double* %lsr.iv453.us, i64 37
  %sunkaddr2077726 = getelementptr double, double* %sunkaddr2076725, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.4.epil = load double, double* %sunkaddr2077726, align 8
  %uglygep619.epil = getelementptr i8, i8* %uglygep617.epil, i64 %.46
  %uglygep619620.epil = bitcast i8* %uglygep619.epil to double*
  store double %.137.us.5.us.4.epil, double* %uglygep619620.epil, align 8
  %sunkaddr2079727 = getelementptr double, double* %lsr.iv453.us, i64 38
  %sunkaddr2080728 = getelementptr double, double* %sunkaddr2079727, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.4.epil = load double, double* %sunkaddr2080728, align 8
  %uglygep621.epil = getelementptr i8, i8* %uglygep619.epil, i64 %.46
  %uglygep621622.epil = bitcast i8* %uglygep621.epil to double*
  store double %.137.us.6.us.4.epil, double* %uglygep621622.epil, align 8
  %sunkaddr2082729 = getelementptr double, double* %lsr.iv453.us, i64 39
  %sunkaddr2083730 = getelementptr double, double* %sunkaddr2082729, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.4.epil = load double, double* %sunkaddr2083730, align 8
  %uglygep623.epil = getelementptr i8, i8* %uglygep621.epil, i64 %.46
  %uglygep623624.epil = bitcast i8* %uglygep623.epil to double*
  store double %.137.us.7.us.4.epil, double* %uglygep623624.epil, align 8
  %scevgep461.us.4.epil = getelementptr i1, i1* %scevgep461.us.3.epil, i64 %7
  %sunkaddr2085731 = getelementptr double, double* %lsr.iv453.us, i64 40
  %sunkaddr2086732 = getelementptr double, double* %sunkaddr2085731, i64 %loop.index.12.us.us.unr387
  %.137.us.us.5.epil = load double, double* %sunkaddr2086732, align 8
  %uglygep625.epil = getelementptr i8, i8* %uglygep623.epil, i64 %.46
  %uglygep625626.epil = bitcast i8* %uglygep625.epil to double*
  store double %.137.us.us.5.epil, double* %uglygep625626.epil, align 8
  %sunkaddr2088733 = getelementptr double, double* %lsr.iv453.us, i64 41
  %sunkaddr2089734 = getelementptr double, double* %sunkaddr2088733, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.5.epil = load double, double* %sunkaddr2089734, align 8
  %uglygep627.epil = getelementptr i8, i8* %uglygep625.epil, i64 %.46
  %uglygep627628.epil = bitcast i8* %uglygep627.epil to double*
  store double %.137.us.1.us.5.epil, double* %uglygep627628.epil, align 8
  %sunkaddr2091735 = getelementptr double, double* %lsr.iv453.us, i64 42
  %sunkaddr2092736 = getelementptr double, double* %sunkaddr2091735, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.5.epil = load double, double* %sunkaddr2092736, align 8
  %uglygep629.epil = getelementptr i8, i8* %uglygep627.epil, i64 %.46
  %uglygep629630.epil = bitcast i8* %uglygep629.epil to double*
  store double %.137.us.2.us.5.epil, double* %uglygep629630.epil, align 8
  %sunkaddr2094737 = getelementptr double, double* %lsr.iv453.us, i64 43
  %sunkaddr2095738 = getelementptr double, double* %sunkaddr2094737, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.5.epil = load double, double* %sunkaddr2095738, align 8
  %uglygep631.epil = getelementptr i8, i8* %uglygep629.epil, i64 %.46
  %uglygep631632.epil = bitcast i8* %uglygep631.epil to double*
  store double %.137.us.3.us.5.epil, double* %uglygep631632.epil, align 8
  %sunkaddr2097739 = getelementptr double, double* %lsr.iv453.us, i64 44
  %sunkaddr2098740 = getelementptr double, double* %sunkaddr2097739, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.5.epil = load double, double* %sunkaddr2098740, align 8
  %uglygep633.epil = getelementptr i8, i8* %uglygep631.epil, i64 %.46
  %uglygep633634.epil = bitcast i8* %uglygep633.epil to double*
  store double %.137.us.4.us.5.epil, double* %uglygep633634.epil, align 8
  %sunkaddr2100741 = getelementptr double, double* %lsr.iv453.us, i64 45
  %sunkaddr2101742 = getelementptr double, double* %sunkaddr2100741, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.5.epil = load double, double* %sunkaddr2101742, align 8
  %uglygep635.epil = getelementptr i8, i8* %uglygep633.epil, i64 %.46
  %uglygep635636.epil = bitcast i8* %uglygep635.epil to double*
  store double %.137.us.5.us.5.epil, double* %uglygep635636.epil, align 8
  %sunkaddr2103743 = getelementptr double, double* %lsr.iv453.us, i64 46
  %sunkaddr2104744 = getelementptr double, double* %sunkaddr2103743, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.5.epil = load double, double* %sunkaddr2104744, align 8
  %uglygep637.epil = getelementptr i8, i8* %uglygep635.epil, i64 %.46
  %uglygep637638.epil = bitcast i8* %uglygep637.epil to double*
  store double %.137.us.6.us.5.epil, double* %uglygep637638.epil, align 8
  %sunkaddr2106745 = getelementptr double, double* %lsr.iv453.us, i64 47
  %sunkaddr2107746 = getelementptr double, double* %sunkaddr2106745, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.5.epil = load double, double* %sunkaddr2107746, align 8
  %uglygep639.epil = getelementptr i8, i8* %uglygep637.epil, i64 %.46
  %uglygep639640.epil = bitcast i8* %uglygep639.epil to double*
  store double %.137.us.7.us.5.epil, double* %uglygep639640.epil, align 8
  %scevgep461.us.5.epil = getelementptr i1, i1* %scevgep461.us.4.epil, i64 %7
  %sunkaddr2109747 = getelementptr double, double* %lsr.iv453.us, i64 48
  %sunkaddr2110748 = getelementptr double, double* %sunkaddr2109747, i64 %loop.index.12.us.us.unr387
  %.137.us.us.6.epil = load double, double* %sunkaddr2110748, align 8
  %uglygep641.epil = getelementptr i8, i8* %uglygep639.epil, i64 %.46
  %uglygep641642.epil = bitcast i8* %uglygep641.epil to double*
  store double %.137.us.us.6.epil, double* %uglygep641642.epil, align 8
  %sunkaddr2112749 = getelementptr double, double* %lsr.iv453.us, i64 49
  %sunkaddr2113750 = getelementptr double, double* %sunkaddr2112749, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.6.epil = load double, double* %sunkaddr2113750, align 8
  %uglygep643.epil = getelementptr i8, i8* %uglygep641.epil, i64 %.46
  %uglygep643644.epil = bitcast i8* %uglygep643.epil to double*
  store double %.137.us.1.us.6.epil, double* %uglygep643644.epil, align 8
  %sunkaddr2115751 = getelementptr double, double* %lsr.iv453.us, i64 50
  %sunkaddr2116752 = getelementptr double, double* %sunkaddr2115751, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.6.epil = load double, double* %sunkaddr2116752, align 8
  %uglygep645.epil = getelementptr i8, i8* %uglygep643.epil, i64 %.46
  %uglygep645646.epil = bitcast i8* %uglygep645.epil to double*
  store double %.137.us.2.us.6.epil, double* %uglygep645646.epil, align 8
  %sunkaddr2118753 = getelementptr double, double* %lsr.iv453.us, i64 51
  %sunkaddr2119754 = getelementptr double, double* %sunkaddr2118753, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.6.epil = load double, double* %sunkaddr2119754, align 8
  %uglygep647.epil = getelementptr i8, i8* %uglygep645.epil, i64 %.46
  %uglygep647648.epil = bitcast i8* %uglygep647.epil to double*
  store double %.137.us.3.us.6.epil, double* %uglygep647648.epil, align 8
  %sunkaddr2121755 = getelementptr double, double* %lsr.iv453.us, i64 52
  %sunkaddr2122756 = getelementptr double, double* %sunkaddr2121755, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.6.epil = load double, double* %sunkaddr2122756, align 8
  %uglygep649.epil = getelementptr i8, i8* %uglygep647.epil, i64 %.46
  %uglygep649650.epil = bitcast i8* %uglygep649.epil to double*
  store double %.137.us.4.us.6.epil, double* %uglygep649650.epil, align 8
  %sunkaddr2124757 = getelementptr double, double* %lsr.iv453.us, i64 53
  %sunkaddr2125758 = getelementptr double, double* %sunkaddr2124757, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.6.epil = load double, double* %sunkaddr2125758, align 8
  %uglygep651.epil = getelementptr i8, i8* %uglygep649.epil, i64 %.46
  %uglygep651652.epil = bitcast i8* %uglygep651.epil to double*
  store double %.137.us.5.us.6.epil, double* %uglygep651652.epil, align 8
  %sunkaddr2127759 = getelementptr double, double* %lsr.iv453.us, i64 54
  %sunkaddr2128760 = getelementptr double, double* %sunkaddr2127759, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.6.epil = load double, double* %sunkaddr2128760, align 8
  %uglygep653.epil = getelementptr i8, i8* %uglygep651.epil, i64 %.46
  %uglygep653654.epil = bitcast i8* %uglygep653.epil to double*
  store double %.137.us.6.us.6.epil, double* %uglygep653654.epil, align 8
  %sunkaddr2130761 = getelementptr double, double* %lsr.iv453.us, i64 55
  %sunkaddr2131762 = getelementptr double, double* %sunkaddr2130761, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.6.epil = load double, double* %sunkaddr2131762, align 8
  %uglygep655.epil = getelementptr i8, i8* %uglygep653.epil, i64 %.46
  %uglygep655656.epil = bitcast i8* %uglygep655.epil to double*
  store double %.137.us.7.us.6.epil, double* %uglygep655656.epil, align 8
  %scevgep461.us.6.epil = getelementptr i1, i1* %scevgep461.us.5.epil, i64 %7
  %sunkaddr2133763 = getelementptr double, double* %lsr.iv453.us, i64 56
  %sunkaddr2134764 = getelementptr double, double* %sunkaddr2133763, i64 %loop.index.12.us.us.unr387
  %.137.us.us.7.epil = load double, double* %sunkaddr2134764, align 8
  %uglygep657.epil = getelementptr i8, i8* %uglygep655.epil, i64 %.46
  %uglygep657658.epil = bitcast i8* %uglygep657.epil to double*
  store double %.137.us.us.7.epil, double* %uglygep657658.epil, align 8
  %sunkaddr2136765 = getelementptr double, double* %lsr.iv453.us, i64 57
  %sunkaddr2137766 = getelementptr double, double* %sunkaddr2136765, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.7.epil = load double, double* %sunkaddr2137766, align 8
  %uglygep659.epil = getelementptr i8, i8* %uglygep657.epil, i64 %.46
  %uglygep659660.epil = bitcast i8* %uglygep659.epil to double*
  store double %.137.us.1.us.7.epil, double* %uglygep659660.epil, align 8
  %sunkaddr2139767 = getelementptr double, double* %lsr.iv453.us, i64 58
  %sunkaddr2140768 = getelementptr double, double* %sunkaddr2139767, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.7.epil = load double, double* %sunkaddr2140768, align 8
  %uglygep661.epil = getelementptr i8, i8* %uglygep659.epil, i64 %.46
  %uglygep661662.epil = bitcast i8* %uglygep661.epil to double*
  store double %.137.us.2.us.7.epil, double* %uglygep661662.epil, align 8
  %sunkaddr2142769 = getelementptr double, double* %lsr.iv453.us, i64 59
  %sunkaddr2143770 = getelementptr double, double* %sunkaddr2142769, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.7.epil = load double, double* %sunkaddr2143770, align 8
  %uglygep663.epil = getelementptr i8, i8* %uglygep661.epil, i64 %.46
  %uglygep663664.epil = bitcast i8* %uglygep663.epil to double*
  store double %.137.us.3.us.7.epil, double* %uglygep663664.epil, align 8
  %sunkaddr2145771 = getelementptr double, double* %lsr.iv453.us, i64 60
  %sunkaddr2146772 = getelementptr double, double* %sunkaddr2145771, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.7.epil = load double, double* %sunkaddr2146772, align 8
  %uglygep665.epil = getelementptr i8, i8* %uglygep663.epil, i64 %.46
  %uglygep665666.epil = bitcast i8* %uglygep665.epil to double*
  store double %.137.us.4.us.7.epil, double* %uglygep665666.epil, align 8
  %sunkaddr2148773 = getelementptr double, double* %lsr.iv453.us, i64 61
  %sunkaddr2149774 = getelementptr double, double* %sunkaddr2148773, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.7.epil = load double, double* %sunkaddr2149774, align 8
  %uglygep667.epil = getelementptr i8, i8* %uglygep665.epil, i64 %.46
  %uglygep667668.epil = bitcast i8* %uglygep667.epil to double*
  store double %.137.us.5.us.7.epil, double* %uglygep667668.epil, align 8
  %sunkaddr2151775 = getelementptr double, double* %lsr.iv453.us, i64 62
  %sunkaddr2152776 = getelementptr double, double* %sunkaddr2151775, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.7.epil = load double, double* %sunkaddr2152776, align 8
  %uglygep669.epil = getelementptr i8, i8* %uglygep667.epil, i64 %.46
  %uglygep669670.epil = bitcast i8* %uglygep669.epil to double*
  store double %.137.us.6.us.7.epil, double* %uglygep669670.epil, align 8
  %sunkaddr2154777 = getelementptr double, double* %lsr.iv453.us, i64 63
  %sunkaddr2155778 = getelementptr double, double* %sunkaddr2154777, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.7.epil = load double, double* %sunkaddr2155778, align 8
  %uglygep671.epil = getelementptr i8, i8* %uglygep669.epil, i64 %.46
  %uglygep671672.epil = bitcast i8* %uglygep671.epil to double*
  store double %.137.us.7.us.7.epil, double* %uglygep671672.epil, align 8
  %.139.us.7.us.7.epil = add nuw i64 %loop.index.12.us.us.unr387, 64
  %scevgep461.us.7.epil = getelementptr i1, i1* %scevgep461.us.6.epil, i64 %7
  br label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit

for.body.1.us.1.preheader.us.unr-lcssa.loopexit:  ; preds = %for.body.1.us.us.epil377, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa
  %.139.us.7.us.7.lcssa = phi i64 [ %.139.us.7.us.7.lcssa.ph, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa ], [ %.139.us.7.us.7.epil, %for.body.1.us.us.epil377 ]
  %scevgep461.us.7.lcssa = phi i1* [ %scevgep461.us.7.lcssa.ph, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa ], [ %scevgep461.us.7.epil, %for.body.1.us.us.epil377 ]
  %311 = bitcast i1* %scevgep461.us.7.lcssa to double*
  br label %for.body.1.us.1.preheader.us.unr-lcssa

for.body.1.us.1.preheader.us.unr-lcssa:           ; preds = %for.body.1.us.1.preheader.us.unr-lcssa.loopexit, %for.body.1.us.preheader69.us
  %lsr.iv459.us.unr = phi double* [ %.6.i6, %for.body.1.us.preheader69.us ], [ %311, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit ]
  %loop.index.12.us.us.unr = phi i64 [ 0, %for.body.1.us.preheader69.us ], [ %.139.us.7.us.7.lcssa, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit ]
  %312 = icmp eq i64 %xtraiter71, 0
  br i1 %312, label %for.body.1.us.1.preheader.us, label %for.body.1.us.us.epil.preheader

for.body.1.us.us.epil.preheader:                  ; preds = %for.body.1.us.1.preheader.us.unr-lcssa
  %scevgep1487 = getelementptr double, double* %lsr.iv459.us.unr, i64 %loop.index4.us.us
  %scevgep1495 = getelementptr double, double* %lsr.iv1492, i64 %loop.index.12.us.us.unr
  br label %for.body.1.us.us.epil

for.body.1.us.us.epil:                            ; preds = %for.body.1.us.us.epil, %for.body.1.us.us.epil.preheader
  %lsr.iv1488 = phi double* [ %uglygep15421543, %for.body.1.us.us.epil ], [ %scevgep1487, %for.body.1.us.us.epil.preheader ]
  %lsr.iv678 = phi i64 [ 0, %for.body.1.us.us.epil.preheader ], [ %lsr.iv.next679, %for.body.1.us.us.epil ]
  %313 = bitcast double* %scevgep1495 to i8*
  %lsr.iv14881527 = bitcast double* %lsr.iv1488 to i8*
  %uglygep1499 = getelementptr i8, i8* %313, i64 %lsr.iv678
  %uglygep14991500 = bitcast i8* %uglygep1499 to double*
  %scevgep1501 = getelementptr double, double* %uglygep14991500, i64 -4
  %.137.us.us.epil = load double, double* %scevgep1501, align 8
  store double %.137.us.us.epil, double* %lsr.iv1488, align 8
  %uglygep1508 = getelementptr i8, i8* %313, i64 %lsr.iv678
  %uglygep15081509 = bitcast i8* %uglygep1508 to double*
  %scevgep1510 = getelementptr double, double* %uglygep15081509, i64 -3
  %.137.us.1.us.epil = load double, double* %scevgep1510, align 8
  %uglygep1528 = getelementptr i8, i8* %lsr.iv14881527, i64 %.46
  %uglygep15281529 = bitcast i8* %uglygep1528 to double*
  store double %.137.us.1.us.epil, double* %uglygep15281529, align 8
  %uglygep1515 = getelementptr i8, i8* %313, i64 %lsr.iv678
  %uglygep15151516 = bitcast i8* %uglygep1515 to double*
  %scevgep1523 = getelementptr double, double* %uglygep15151516, i64 -2
  %.137.us.2.us.epil = load double, double* %scevgep1523, align 8
  %uglygep1530 = getelementptr i8, i8* %uglygep1528, i64 %.46
  %uglygep15301531 = bitcast i8* %uglygep1530 to double*
  store double %.137.us.2.us.epil, double* %uglygep15301531, align 8
  %uglygep1524 = getelementptr i8, i8* %313, i64 %lsr.iv678
  %uglygep15241525 = bitcast i8* %uglygep1524 to double*
  %scevgep1526 = getelementptr double, double* %uglygep15241525, i64 -1
  %.137.us.3.us.epil = load double, double* %scevgep1526, align 8
  %uglygep1532 = getelementptr i8, i8* %uglygep1530, i64 %.46
  %uglygep15321533 = bitcast i8* %uglygep1532 to double*
  store double %.137.us.3.us.epil, double* %uglygep15321533, align 8
  %uglygep1497 = getelementptr i8, i8* %313, i64 %lsr.iv678
  %uglygep14971498 = bitcast i8* %uglygep1497 to double*
  %.137.us.4.us.epil = load double, double* %uglygep14971498, align 8
  %uglygep1534 = getelementptr i8, i8* %uglygep1532, i64 %.46
  %uglygep15341535 = bitcast i8* %uglygep1534 to double*
  store double %.137.us.4.us.epil, double* %uglygep15341535, align 8
  %uglygep1511 = getelementptr i8, i8* %313, i64 %lsr.iv678
  %uglygep15111512 = bitcast i8* %uglygep1511 to double*
  %scevgep1513 = getelementptr double, double* %uglygep15111512, i64 1
  %.137.us.5.us.epil = load double, double* %scevgep1513, align 8
  %uglygep1536 = getelementptr i8, i8* %uglygep1534, i64 %.46
  %uglygep15361537 = bitcast i8* %uglygep1536 to double*
  store double %.137.us.5.us.epil, double* %uglygep15361537, align 8
  %uglygep1505 = getelementptr i8, i8* %313, i64 %lsr.iv678
  %uglygep15051506 = bitcast i8* %uglygep1505 to double*
  %scevgep1507 = getelementptr double, double* %uglygep15051506, i64 2
  %.137.us.6.us.epil = load double, double* %scevgep1507, align 8
  %uglygep1538 = getelementptr i8, i8* %uglygep1536, i64 %.46
  %uglygep15381539 = bitcast i8* %uglygep1538 to double*
  store double %.137.us.6.us.epil, double* %uglygep15381539, align 8
  %uglygep1502 = getelementptr i8, i8* %313, i64 %lsr.iv678
  %uglygep15021503 = bitcast i8* %uglygep1502 to double*
  %scevgep1504 = getelementptr double, double* %uglygep15021503, i64 3
  %.137.us.7.us.epil = load double, double* %scevgep1504, align 8
  %uglygep1540 = getelementptr i8, i8* %uglygep1538, i64 %.46
  %uglygep15401541 = bitcast i8* %uglygep1540 to double*
  store double %.137.us.7.us.epil, double* %uglygep15401541, align 8
  %lsr.iv.next679 = add nuw nsw i64 %lsr.iv678, 64
  %epil.iter72.cmp.not = icmp eq i64 %47, %lsr.iv.next679
  %uglygep1542 = getelementptr i8, i8* %uglygep1540, i64 %.46
  %uglygep15421543 = bitcast i8* %uglygep1542 to double*
  br i1 %epil.iter72.cmp.not, label %for.body.1.us.1.preheader.us, label %for.body.1.us.us.epil, !llvm.loop !146

for.body.1.us.1.preheader.us:                     ; preds = %for.body.1.us.us.epil, %for.body.1.us.1.preheader.us.unr-lcssa
  %314 = icmp ult i64 %44, 56
  br i1 %314, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa, label %for.body.1.us.1.us.preheader

for.body.1.us.1.us.preheader:                     ; preds = %for.body.1.us.1.preheader.us
  %315 = icmp eq i64 %48, 0
  br i1 %315, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.1.us.preheader1177

for.body.1.us.1.us.preheader1177:                 ; preds = %for.body.1.us.1.us.preheader
  br label %for.body.1.us.1.us

for.body.1.us.1.us:                               ; preds = %for.body.1.us.1.us.preheader1177, %for.body.1.us.1.us
  %lsr.iv686.us = phi i64 [ %lsr.iv.next687.us.7.1, %for.body.1.us.1.us ], [ %lsr.iv684.us, %for.body.1.us.1.us.preheader1177 ]
  %loop.index.12.us.1.us = phi i64 [ %.139.us.7.1.us.7.1, %for.body.1.us.1.us ], [ 0, %for.body.1.us.1.us.preheader1177 ]
  %niter418 = phi i64 [ %niter418.next.1, %for.body.1.us.1.us ], [ 0, %for.body.1.us.1.us.preheader1177 ]
  %316 = bitcast double* %.6.i6 to i8*
  %scevgep872 = getelementptr double, double* %lsr.iv677.us, i64 %loop.index.12.us.1.us
  %uglygep744 = getelementptr i8, i8* %316, i64 %lsr.iv686.us
  %uglygep744745 = bitcast i8* %uglygep744 to double*
  %.137.us.167.us = load double, double* %scevgep872, align 8
  store double %.137.us.167.us, double* %uglygep744745, align 8
  %sunkaddr2487 = mul i64 %loop.index.12.us.1.us, 8
  %317 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2488 = getelementptr i8, i8* %317, i64 %sunkaddr2487
  %sunkaddr2489 = getelementptr i8, i8* %sunkaddr2488, i64 8
  %318 = bitcast i8* %sunkaddr2489 to double*
  %.137.us.1.1.us = load double, double* %318, align 8
  %uglygep875 = getelementptr i8, i8* %uglygep744, i64 %.46
  %uglygep875876 = bitcast i8* %uglygep875 to double*
  store double %.137.us.1.1.us, double* %uglygep875876, align 8
  %sunkaddr2490 = mul i64 %loop.index.12.us.1.us, 8
  %319 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2491 = getelementptr i8, i8* %319, i64 %sunkaddr2490
  %sunkaddr2492 = getelementptr i8, i8* %sunkaddr2491, i64 16
  %320 = bitcast i8* %sunkaddr2492 to double*
  %.137.us.2.1.us = load double, double* %320, align 8
  %uglygep877 = getelementptr i8, i8* %uglygep875, i64 %.46
  %uglygep877878 = bitcast i8* %uglygep877 to double*
  store double %.137.us.2.1.us, double* %uglygep877878, align 8
  %sunkaddr2493 = mul i64 %loop.index.12.us.1.us, 8
  %321 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2494 = getelementptr i8, i8* %321, i64 %sunkaddr2493
  %sunkaddr2495 = getelementptr i8, i8* %sunkaddr2494, i64 24
  %322 = bitcast i8* %sunkaddr2495 to double*
  %.137.us.3.1.us = load double, double* %322, align 8
  %uglygep879 = getelementptr i8, i8* %uglygep877, i64 %.46
  %uglygep879880 = bitcast i8* %uglygep879 to double*
  store double %.137.us.3.1.us, double* %uglygep879880, align 8
  %sunkaddr2496 = mul i64 %loop.index.12.us.1.us, 8
  %323 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2497 = getelementptr i8, i8* %323, i64 %sunkaddr2496
  %sunkaddr2498 = getelementptr i8, i8* %sunkaddr2497, i64 32
  %324 = bitcast i8* %sunkaddr2498 to double*
  %.137.us.4.1.us = load double, double* %324, align 8
  %uglygep881 = getelementptr i8, i8* %uglygep879, i64 %.46
  %uglygep881882 = bitcast i8* %uglygep881 to double*
  store double %.137.us.4.1.us, double* %uglygep881882, align 8
  %sunkaddr2499 = mul i64 %loop.index.12.us.1.us, 8
  %325 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2500 = getelementptr i8, i8* %325, i64 %sunkaddr2499
  %sunkaddr2501 = getelementptr i8, i8* %sunkaddr2500, i64 40
  %326 = bitcast i8* %sunkaddr2501 to double*
  %.137.us.5.1.us = load double, double* %326, align 8
  %uglygep883 = getelementptr i8, i8* %uglygep881, i64 %.46
  %uglygep883884 = bitcast i8* %uglygep883 to double*
  store double %.137.us.5.1.us, double* %uglygep883884, align 8
  %sunkaddr2502 = mul i64 %loop.index.12.us.1.us, 8
  %327 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2503 = getelementptr i8, i8* %327, i64 %sunkaddr2502
  %sunkaddr2504 = getelementptr i8, i8* %sunkaddr2503, i64 48
  %328 = bitcast i8* %sunkaddr2504 to double*
  %.137.us.6.1.us = load double, double* %328, align 8
  %uglygep885 = getelementptr i8, i8* %uglygep883, i64 %.46
  %uglygep885886 = bitcast i8* %uglygep885 to double*
  store double %.137.us.6.1.us, double* %uglygep885886, align 8
  %sunkaddr2505 = mul i64 %loop.index.12.us.1.us, 8
  %329 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2506 = getelementptr i8, i8* %329, i64 %sunkaddr2505
  %sunkaddr2507 = getelementptr i8, i8* %sunkaddr2506, i64 56
  %330 = bitcast i8* %sunkaddr2507 to double*
  %.137.us.7.1.us = load double, double* %330, align 8
  %uglygep887 = getelementptr i8, i8* %uglygep885, i64 %.46
  %uglygep887888 = bitcast i8* %uglygep887 to double*
  store double %.137.us.7.1.us, double* %uglygep887888, align 8
  %sunkaddr2508 = mul i64 %loop.index.12.us.1.us, 8
  %331 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2509 = getelementptr i8, i8* %331, i64 %sunkaddr2508
  %sunkaddr2510 = getelementptr i8, i8* %sunkaddr2509, i64 64
  %332 = bitcast i8* %sunkaddr2510 to double*
  %.137.us.167.us.1 = load double, double* %332, align 8
  %uglygep889 = getelementptr i8, i8* %uglygep887, i64 %.46
  %uglygep889890 = bitcast i8* %uglygep889 to double*
  store double %.137.us.167.us.1, double* %uglygep889890, align 8
  %sunkaddr2511 = mul i64 %loop.index.12.us.1.us, 8
  %333 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2512 = getelementptr i8, i8* %333, i64 %sunkaddr2511
  %sunkaddr2513 = getelementptr i8, i8* %sunkaddr2512, i64 72
  %334 = bitcast i8* %sunkaddr2513 to double*
  %.137.us.1.1.us.1 = load double, double* %334, align 8
  %uglygep891 = getelementptr i8, i8* %uglygep889, i64 %.46
  %uglygep891892 = bitcast i8* %uglygep891 to double*
  store double %.137.us.1.1.us.1, double* %uglygep891892, align 8
  %sunkaddr2514 = mul i64 %loop.index.12.us.1.us, 8
  %335 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2515 = getelementptr i8, i8* %335, i64 %sunkaddr2514
  %sunkaddr2516 = getelementptr i8, i8* %sunkaddr2515, i64 80
  %336 = bitcast i8* %sunkaddr2516 to double*
  %.137.us.2.1.us.1 = load double, double* %336, align 8
  %uglygep893 = getelementptr i8, i8* %uglygep891, i64 %.46
  %uglygep893894 = bitcast i8* %uglygep893 to double*
  store double %.137.us.2.1.us.1, double* %uglygep893894, align 8
  %sunkaddr2517 = mul i64 %loop.index.12.us.1.us, 8
  %337 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2518 = getelementptr i8, i8* %337, i64 %sunkaddr2517
  %sunkaddr2519 = getelementptr i8, i8* %sunkaddr2518, i64 88
  %338 = bitcast i8* %sunkaddr2519 to double*
  %.137.us.3.1.us.1 = load double, double* %338, align 8
  %uglygep895 = getelementptr i8, i8* %uglygep893, i64 %.46
  %uglygep895896 = bitcast i8* %uglygep895 to double*
  store double %.137.us.3.1.us.1, double* %uglygep895896, align 8
  %sunkaddr2520 = mul i64 %loop.index.12.us.1.us, 8
  %339 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2521 = getelementptr i8, i8* %339, i64 %sunkaddr2520
  %sunkaddr2522 = getelementptr i8, i8* %sunkaddr2521, i64 96
  %340 = bitcast i8* %sunkaddr2522 to double*
  %.137.us.4.1.us.1 = load double, double* %340, align 8
  %uglygep897 = getelementptr i8, i8* %uglygep895, i64 %.46
  %uglygep897898 = bitcast i8* %uglygep897 to double*
  store double %.137.us.4.1.us.1, double* %uglygep897898, align 8
  %sunkaddr2523 = mul i64 %loop.index.12.us.1.us, 8
  %341 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2524 = getelementptr i8, i8* %341, i64 %sunkaddr2523
  %sunkaddr2525 = getelementptr i8, i8* %sunkaddr2524, i64 104
  %342 = bitcast i8* %sunkaddr2525 to double*
  %.137.us.5.1.us.1 = load double, double* %342, align 8
  %uglygep899 = getelementptr i8, i8* %uglygep897, i64 %.46
  %uglygep899900 = bitcast i8* %uglygep899 to double*
  store double %.137.us.5.1.us.1, double* %uglygep899900, align 8
  %sunkaddr2526 = mul i64 %loop.index.12.us.1.us, 8
  %343 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2527 = getelementptr i8, i8* %343, i64 %sunkaddr2526
  %sunkaddr2528 = getelementptr i8, i8* %sunkaddr2527, i64 112
  %344 = bitcast i8* %sunkaddr2528 to double*
  %.137.us.6.1.us.1 = load double, double* %344, align 8
  %uglygep901 = getelementptr i8, i8* %uglygep899, i64 %.46
  %uglygep901902 = bitcast i8* %uglygep901 to double*
  store double %.137.us.6.1.us.1, double* %uglygep901902, align 8
  %sunkaddr2529 = mul i64 %loop.index.12.us.1.us, 8
  %345 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2530 = getelementptr i8, i8* %345, i64 %sunkaddr2529
  %sunkaddr2531 = getelementptr i8, i8* %sunkaddr2530, i64 120
  %346 = bitcast i8* %sunkaddr2531 to double*
  %.137.us.7.1.us.1 = load double, double* %346, align 8
  %uglygep903 = getelementptr i8, i8* %uglygep901, i64 %.46
  %uglygep903904 = bitcast i8* %uglygep903 to double*
  store double %.137.us.7.1.us.1, double* %uglygep903904, align 8
  %sunkaddr2532 = mul i64 %loop.index.12.us.1.us, 8
  %347 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2533 = getelementptr i8, i8* %347, i64 %sunkaddr2532
  %sunkaddr2534 = getelementptr i8, i8* %sunkaddr2533, i64 128
  %348 = bitcast i8* %sunkaddr2534 to double*
  %.137.us.167.us.2 = load double, double* %348, align 8
  %uglygep905 = getelementptr i8, i8* %uglygep903, i64 %.46
  %uglygep905906 = bitcast i8* %uglygep905 to double*
  store double %.137.us.167.us.2, double* %uglygep905906, align 8
  %sunkaddr2535 = mul i64 %loop.index.12.us.1.us, 8
  %349 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2536 = getelementptr i8, i8* %349, i64 %sunkaddr2535
  %sunkaddr2537 = getelementptr i8, i8* %sunkaddr2536, i64 136
  %350 = bitcast i8* %sunkaddr2537 to double*
  %.137.us.1.1.us.2 = load double, double* %350, align 8
  %uglygep907 = getelementptr i8, i8* %uglygep905, i64 %.46
  %uglygep907908 = bitcast i8* %uglygep907 to double*
  store double %.137.us.1.1.us.2, double* %uglygep907908, align 8
  %sunkaddr2538 = mul i64 %loop.index.12.us.1.us, 8
  %351 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2539 = getelementptr i8, i8* %351, i64 %sunkaddr2538
  %sunkaddr2540 = getelementptr i8, i8* %sunkaddr2539, i64 144
  %352 = bitcast i8* %sunkaddr2540 to double*
  %.137.us.2.1.us.2 = load double, double* %352, align 8
  %uglygep909 = getelementptr i8, i8* %uglygep907, i64 %.46
  %uglygep909910 = bitcast i8* %uglygep909 to double*
  store double %.137.us.2.1.us.2, double* %uglygep909910, align 8
  %sunkaddr2541 = mul i64 %loop.index.12.us.1.us, 8
  %353 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2542 = getelementptr i8, i8* %353, i64 %sunkaddr2541
  %sunkaddr2543 = getelementptr i8, i8* %sunkaddr2542, i64 152
  %354 = bitcast i8* %sunkaddr2543 to double*
  %.137.us.3.1.us.2 = load double, double* %354, align 8
  %uglygep911 = getelementptr i8, i8* %uglygep909, i64 %.46
  %uglygep911912 = bitcast i8* %uglygep911 to double*
  store double %.137.us.3.1.us.2, double* %uglygep911912, align 8
  %sunkaddr2544 = mul i64 %loop.index.12.us.1.us, 8
  %355 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2545 = getelementptr i8, i8* %355, i64 %sunkaddr2544
  %sunkaddr2546 = getelementptr i8, i8* %sunkaddr2545, i64 160
  %356 = bitcast i8* %sunkaddr2546 to double*
  %.137.us.4.1.us.2 = load double, double* %356, align 8
  %uglygep913 = getelementptr i8, i8* %uglygep911, i64 %.46
  %uglygep913914 = bitcast i8* %uglygep913 to double*
  store double %.137.us.4.1.us.2, double* %uglygep913914, align 8
  %sunkaddr2547 = mul i64 %loop.index.12.us.1.us, 8
  %357 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2548 = getelementptr i8, i8* %357, i64 %sunkaddr2547
  %sunkaddr2549 = getelementptr i8, i8* %sunkaddr2548, i64 168
  %358 = bitcast i8* %sunkaddr2549 to double*
  %.137.us.5.1.us.2 = load double, double* %358, align 8
  %uglygep915 = getelementptr i8, i8* %uglygep913, i64 %.46
  %uglygep915916 = bitcast i8* %uglygep915 to double*
  store double %.137.us.5.1.us.2, double* %uglygep915916, align 8
  %sunkaddr2550 = mul i64 %loop.index.12.us.1.us, 8
  %359 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2551 = getelementptr i8, i8* %359, i64 %sunkaddr2550
  %sunkaddr2552 = getelementptr i8, i8* %sunkaddr2551, i64 176
  %360 = bitcast i8* %sunkaddr2552 to double*
  %.137.us.6.1.us.2 = load double, double* %360, align 8
  %uglygep917 = getelementptr i8, i8* %uglygep915, i64 %.46
  %uglygep917918 = bitcast i8* %uglygep917 to double*
  store double %.137.us.6.1.us.2, double* %uglygep917918, align 8
  %sunkaddr2553 = mul i64 %loop.index.12.us.1.us, 8
  %361 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2554 = getelementptr i8, i8* %361, i64 %sunkaddr2553
  %sunkaddr2555 = getelementptr i8, i8* %sunkaddr2554, i64 184
  %362 = bitcast i8* %sunkaddr2555 to double*
  %.137.us.7.1.us.2 = load double, double* %362, align 8
  %uglygep919 = getelementptr i8, i8* %uglygep917, i64 %.46
  %uglygep919920 = bitcast i8* %uglygep919 to double*
  store double %.137.us.7.1.us.2, double* %uglygep919920, align 8
  %sunkaddr2556 = mul i64 %loop.index.12.us.1.us, 8
  %363 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2557 = getelementptr i8, i8* %363, i64 %sunkaddr2556
  %sunkaddr2558 = getelementptr i8, i8* %sunkaddr2557, i64 192
  %364 = bitcast i8* %sunkaddr2558 to double*
  %.137.us.167.us.3 = load double, double* %364, align 8
  %uglygep921 = getelementptr i8, i8* %uglygep919, i64 %.46
  %uglygep921922 = bitcast i8* %uglygep921 to double*
  store double %.137.us.167.us.3, double* %uglygep921922, align 8
  %sunkaddr2559 = mul i64 %loop.index.12.us.1.us, 8
  %365 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2560 = getelementptr i8, i8* %365, i64 %sunkaddr2559
  %sunkaddr2561 = getelementptr i8, i8* %sunkaddr2560, i64 200
  %366 = bitcast i8* %sunkaddr2561 to double*
  %.137.us.1.1.us.3 = load double, double* %366, align 8
  %uglygep923 = getelementptr i8, i8* %uglygep921, i64 %.46
  %uglygep923924 = bitcast i8* %uglygep923 to double*
  store double %.137.us.1.1.us.3, double* %uglygep923924, align 8
  %sunkaddr2562 = mul i64 %loop.index.12.us.1.us, 8
  %367 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2563 = getelementptr i8, i8* %367, i64 %sunkaddr2562
  %sunkaddr2564 = getelementptr i8, i8* %sunkaddr2563, i64 208
  %368 = bitcast i8* %sunkaddr2564 to double*
  %.137.us.2.1.us.3 = load double, double* %368, align 8
  %uglygep925 = getelementptr i8, i8* %uglygep923, i64 %.46
  %uglygep925926 = bitcast i8* %uglygep925 to double*
  store double %.137.us.2.1.us.3, double* %uglygep925926, align 8
  %sunkaddr2565 = mul i64 %loop.index.12.us.1.us, 8
  %369 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2566 = getelementptr i8, i8* %369, i64 %sunkaddr2565
  %sunkaddr2567 = getelementptr i8, i8* %sunkaddr2566, i64 216
  %370 = bitcast i8* %sunkaddr2567 to double*
  %.137.us.3.1.us.3 = load double, double* %370, align 8
  %uglygep927 = getelementptr i8, i8* %uglygep925, i64 %.46
  %uglygep927928 = bitcast i8* %uglygep927 to double*
  store double %.137.us.3.1.us.3, double* %uglygep927928, align 8
  %sunkaddr2568 = mul i64 %loop.index.12.us.1.us, 8
  %371 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2569 = getelementptr i8, i8* %371, i64 %sunkaddr2568
  %sunkaddr2570 = getelementptr i8, i8* %sunkaddr2569, i64 224
  %372 = bitcast i8* %sunkaddr2570 to double*
  %.137.us.4.1.us.3 = load double, double* %372, align 8
  %uglygep929 = getelementptr i8, i8* %uglygep927, i64 %.46
  %uglygep929930 = bitcast i8* %uglygep929 to double*
  store double %.137.us.4.1.us.3, double* %uglygep929930, align 8
  %sunkaddr2571 = mul i64 %loop.index.12.us.1.us, 8
  %373 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2572 = getelementptr i8, i8* %373, i64 %sunkaddr2571
  %sunkaddr2573 = getelementptr i8, i8* %sunkaddr2572, i64 232
  %374 = bitcast i8* %sunkaddr2573 to double*
  %.137.us.5.1.us.3 = load double, double* %374, align 8
  %uglygep931 = getelementptr i8, i8* %uglygep929, i64 %.46
  %uglygep931932 = bitcast i8* %uglygep931 to double*
  store double %.137.us.5.1.us.3, double* %uglygep931932, align 8
  %sunkaddr2574 = mul i64 %loop.index.12.us.1.us, 8
  %375 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2575 = getelementptr i8, i8* %375, i64 %sunkaddr2574
  %sunkaddr2576 = getelementptr i8, i8* %sunkaddr2575, i64 240
  %376 = bitcast i8* %sunkaddr2576 to double*
  %.137.us.6.1.us.3 = load double, double* %376, align 8
  %uglygep933 = getelementptr i8, i8* %uglygep931, i64 %.46
  %uglygep933934 = bitcast i8* %uglygep933 to double*
  store double %.137.us.6.1.us.3, double* %uglygep933934, align 8
  %sunkaddr2577 = mul i64 %loop.index.12.us.1.us, 8
  %377 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2578 = getelementptr i8, i8* %377, i64 %sunkaddr2577
  %sunkaddr2579 = getelementptr i8, i8* %sunkaddr2578, i64 248
  %378 = bitcast i8* %sunkaddr2579 to double*
  %.137.us.7.1.us.3 = load double, double* %378, align 8
  %uglygep935 = getelementptr i8, i8* %uglygep933, i64 %.46
  %uglygep935936 = bitcast i8* %uglygep935 to double*
  store double %.137.us.7.1.us.3, double* %uglygep935936, align 8
  %sunkaddr2580 = mul i64 %loop.index.12.us.1.us, 8
  %379 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2581 = getelementptr i8, i8* %379, i64 %sunkaddr2580
  %sunkaddr2582 = getelementptr i8, i8* %sunkaddr2581, i64 256
  %380 = bitcast i8* %sunkaddr2582 to double*
  %.137.us.167.us.4 = load double, double* %380, align 8
  %uglygep937 = getelementptr i8, i8* %uglygep935, i64 %.46
  %uglygep937938 = bitcast i8* %uglygep937 to double*
  store double %.137.us.167.us.4, double* %uglygep937938, align 8
  %sunkaddr2583 = mul i64 %loop.index.12.us.1.us, 8
  %381 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2584 = getelementptr i8, i8* %381, i64 %sunkaddr2583
  %sunkaddr2585 = getelementptr i8, i8* %sunkaddr2584, i64 264
  %382 = bitcast i8* %sunkaddr2585 to double*
  %.137.us.1.1.us.4 = load double, double* %382, align 8
  %uglygep939 = getelementptr i8, i8* %uglygep937, i64 %.46
  %uglygep939940 = bitcast i8* %uglygep939 to double*
  store double %.137.us.1.1.us.4, double* %uglygep939940, align 8
  %sunkaddr2586 = mul i64 %loop.index.12.us.1.us, 8
  %383 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2587 = getelementptr i8, i8* %383, i64 %sunkaddr2586
  %sunkaddr2588 = getelementptr i8, i8* %sunkaddr2587, i64 272
  %384 = bitcast i8* %sunkaddr2588 to double*
  %.137.us.2.1.us.4 = load double, double* %384, align 8
  %uglygep941 = getelementptr i8, i8* %uglygep939, i64 %.46
  %uglygep941942 = bitcast i8* %uglygep941 to double*
  store double %.137.us.2.1.us.4, double* %uglygep941942, align 8
  %sunkaddr2589 = mul i64 %loop.index.12.us.1.us, 8
  %385 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2590 = getelementptr i8, i8* %385, i64 %sunkaddr2589
  %sunkaddr2591 = getelementptr i8, i8* %sunkaddr2590, i64 280
  %386 = bitcast i8* %sunkaddr2591 to double*
  %.137.us.3.1.us.4 = load double, double* %386, align 8
  %uglygep943 = getelementptr i8, i8* %uglygep941, i64 %.46
  %uglygep943944 = bitcast i8* %uglygep943 to double*
  store double %.137.us.3.1.us.4, double* %uglygep943944, align 8
  %sunkaddr2592 = mul i64 %loop.index.12.us.1.us, 8
  %387 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2593 = getelementptr i8, i8* %387, i64 %sunkaddr2592
  %sunkaddr2594 = getelementptr i8, i8* %sunkaddr2593, i64 288
  %388 = bitcast i8* %sunkaddr2594 to double*
  %.137.us.4.1.us.4 = load double, double* %388, align 8
  %uglygep945 = getelementptr i8, i8* %uglygep943, i64 %.46
  %uglygep945946 = bitcast i8* %uglygep945 to double*
  store double %.137.us.4.1.us.4, double* %uglygep945946, align 8
  %sunkaddr2595 = mul i64 %loop.index.12.us.1.us, 8
  %389 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2596 = getelementptr i8, i8* %389, i64 %sunkaddr2595
  %sunkaddr2597 = getelementptr i8, i8* %sunkaddr2596, i64 296
  %390 = bitcast i8* %sunkaddr2597 to double*
  %.137.us.5.1.us.4 = load double, double* %390, align 8
  %uglygep947 = getelementptr i8, i8* %uglygep945, i64 %.46
  %uglygep947948 = bitcast i8* %uglygep947 to double*
  store double %.137.us.5.1.us.4, double* %uglygep947948, align 8
  %sunkaddr2598 = mul i64 %loop.index.12.us.1.us, 8
  %391 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2599 = getelementptr i8, i8* %391, i64 %sunkaddr2598
  %sunkaddr2600 = getelementptr i8, i8* %sunkaddr2599, i64 304
  %392 = bitcast i8* %sunkaddr2600 to double*
  %.137.us.6.1.us.4 = load double, double* %392, align 8
  %uglygep949 = getelementptr i8, i8* %uglygep947, i64 %.46
  %uglygep949950 = bitcast i8* %uglygep949 to double*
  store double %.137.us.6.1.us.4, double* %uglygep949950, align 8
  %sunkaddr2601 = mul i64 %loop.index.12.us.1.us, 8
  %393 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2602 = getelementptr i8, i8* %393, i64 %sunkaddr2601
  %sunkaddr2603 = getelementptr i8, i8* %sunkaddr2602, i64 312
  %394 = bitcast i8* %sunkaddr2603 to double*
  %.137.us.7.1.us.4 = load double, double* %394, align 8
  %uglygep951 = getelementptr i8, i8* %uglygep949, i64 %.46
  %uglygep951952 = bitcast i8* %uglygep951 to double*
  store double %.137.us.7.1.us.4, double* %uglygep951952, align 8
  %sunkaddr2604 = mul i64 %loop.index.12.us.1.us, 8
  %395 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2605 = getelementptr i8, i8* %395, i64 %sunkaddr2604
  %sunkaddr2606 = getelementptr i8, i8* %sunkaddr2605, i64 320
  %396 = bitcast i8* %sunkaddr2606 to double*
  %.137.us.167.us.5 = load double, double* %396, align 8
  %uglygep953 = getelementptr i8, i8* %uglygep951, i64 %.46
  %uglygep953954 = bitcast i8* %uglygep953 to double*
  store double %.137.us.167.us.5, double* %uglygep953954, align 8
  %sunkaddr2607 = mul i64 %loop.index.12.us.1.us, 8
  %397 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2608 = getelementptr i8, i8* %397, i64 %sunkaddr2607
  %sunkaddr2609 = getelementptr i8, i8* %sunkaddr2608, i64 328
  %398 = bitcast i8* %sunkaddr2609 to double*
  %.137.us.1.1.us.5 = load double, double* %398, align 8
  %uglygep955 = getelementptr i8, i8* %uglygep953, i64 %.46
  %uglygep955956 = bitcast i8* %uglygep955 to double*
  store double %.137.us.1.1.us.5, double* %uglygep955956, align 8
  %sunkaddr2610 = mul i64 %loop.index.12.us.1.us, 8
  %399 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2611 = getelementptr i8, i8* %399, i64 %sunkaddr2610
  %sunkaddr2612 = getelementptr i8, i8* %sunkaddr2611, i64 336
  %400 = bitcast i8* %sunkaddr2612 to double*
  %.137.us.2.1.us.5 = load double, double* %400, align 8
  %uglygep957 = getelementptr i8, i8* %uglygep955, i64 %.46
  %uglygep957958 = bitcast i8* %uglygep957 to double*
  store double %.137.us.2.1.us.5, double* %uglygep957958, align 8
  %sunkaddr2613 = mul i64 %loop.index.12.us.1.us, 8
  %401 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2614 = getelementptr i8, i8* %401, i64 %sunkaddr2613
  %sunkaddr2615 = getelementptr i8, i8* %sunkaddr2614, i64 344
  %402 = bitcast i8* %sunkaddr2615 to double*
  %.137.us.3.1.us.5 = load double, double* %402, align 8
  %uglygep959 = getelementptr i8, i8* %uglygep957, i64 %.46
  %uglygep959960 = bitcast i8* %uglygep959 to double*
  store double %.137.us.3.1.us.5, double* %uglygep959960, align 8
  %sunkaddr2616 = mul i64 %loop.index.12.us.1.us, 8
  %403 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2617 = getelementptr i8, i8* %403, i64 %sunkaddr2616
  %sunkaddr2618 = getelementptr i8, i8* %sunkaddr2617, i64 352
  %404 = bitcast i8* %sunkaddr2618 to double*
  %.137.us.4.1.us.5 = load double, double* %404, align 8
  %uglygep961 = getelementptr i8, i8* %uglygep959, i64 %.46
  %uglygep961962 = bitcast i8* %uglygep961 to double*
  store double %.137.us.4.1.us.5, double* %uglygep961962, align 8
  %sunkaddr2619 = mul i64 %loop.index.12.us.1.us, 8
  %405 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2620 = getelementptr i8, i8* %405, i64 %sunkaddr2619
  %sunkaddr2621 = getelementptr i8, i8* %sunkaddr2620, i64 360
  %406 = bitcast i8* %sunkaddr2621 to double*
  %.137.us.5.1.us.5 = load double, double* %406, align 8
  %uglygep963 = getelementptr i8, i8* %uglygep961, i64 %.46
  %uglygep963964 = bitcast i8* %uglygep963 to double*
  store double %.137.us.5.1.us.5, double* %uglygep963964, align 8
  %sunkaddr2622 = mul i64 %loop.index.12.us.1.us, 8
  %407 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2623 = getelementptr i8, i8* %407, i64 %sunkaddr2622
  %sunkaddr2624 = getelementptr i8, i8* %sunkaddr2623, i64 368
  %408 = bitcast i8* %sunkaddr2624 to double*
  %.137.us.6.1.us.5 = load double, double* %408, align 8
  %uglygep965 = getelementptr i8, i8* %uglygep963, i64 %.46
  %uglygep965966 = bitcast i8* %uglygep965 to double*
  store double %.137.us.6.1.us.5, double* %uglygep965966, align 8
  %sunkaddr2625 = mul i64 %loop.index.12.us.1.us, 8
  %409 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2626 = getelementptr i8, i8* %409, i64 %sunkaddr2625
  %sunkaddr2627 = getelementptr i8, i8* %sunkaddr2626, i64 376
  %410 = bitcast i8* %sunkaddr2627 to double*
  %.137.us.7.1.us.5 = load double, double* %410, align 8
  %uglygep967 = getelementptr i8, i8* %uglygep965, i64 %.46
  %uglygep967968 = bitcast i8* %uglygep967 to double*
  store double %.137.us.7.1.us.5, double* %uglygep967968, align 8
  %sunkaddr2628 = mul i64 %loop.index.12.us.1.us, 8
  %411 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2629 = getelementptr i8, i8* %411, i64 %sunkaddr2628
  %sunkaddr2630 = getelementptr i8, i8* %sunkaddr2629, i64 384
  %412 = bitcast i8* %sunkaddr2630 to double*
  %.137.us.167.us.6 = load double, double* %412, align 8
  %uglygep969 = getelementptr i8, i8* %uglygep967, i64 %.46
  %uglygep969970 = bitcast i8* %uglygep969 to double*
  store double %.137.us.167.us.6, double* %uglygep969970, align 8
  %sunkaddr2631 = mul i64 %loop.index.12.us.1.us, 8
  %413 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2632 = getelementptr i8, i8* %413, i64 %sunkaddr2631
  %sunkaddr2633 = getelementptr i8, i8* %sunkaddr2632, i64 392
  %414 = bitcast i8* %sunkaddr2633 to double*
  %.137.us.1.1.us.6 = load double, double* %414, align 8
  %uglygep971 = getelementptr i8, i8* %uglygep969, i64 %.46
  %uglygep971972 = bitcast i8* %uglygep971 to double*
  store double %.137.us.1.1.us.6, double* %uglygep971972, align 8
  %sunkaddr2634 = mul i64 %loop.index.12.us.1.us, 8
  %415 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2635 = getelementptr i8, i8* %415, i64 %sunkaddr2634
  %sunkaddr2636 = getelementptr i8, i8* %sunkaddr2635, i64 400
  %416 = bitcast i8* %sunkaddr2636 to double*
  %.137.us.2.1.us.6 = load double, double* %416, align 8
  %uglygep973 = getelementptr i8, i8* %uglygep971, i64 %.46
  %uglygep973974 = bitcast i8* %uglygep973 to double*
  store double %.137.us.2.1.us.6, double* %uglygep973974, align 8
  %sunkaddr2637 = mul i64 %loop.index.12.us.1.us, 8
  %417 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2638 = getelementptr i8, i8* %417, i64 %sunkaddr2637
  %sunkaddr2639 = getelementptr i8, i8* %sunkaddr2638, i64 408
  %418 = bitcast i8* %sunkaddr2639 to double*
  %.137.us.3.1.us.6 = load double, double* %418, align 8
  %uglygep975 = getelementptr i8, i8* %uglygep973, i64 %.46
  %uglygep975976 = bitcast i8* %uglygep975 to double*
  store double %.137.us.3.1.us.6, double* %uglygep975976, align 8
  %sunkaddr2640 = mul i64 %loop.index.12.us.1.us, 8
  %419 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2641 = getelementptr i8, i8* %419, i64 %sunkaddr2640
  %sunkaddr2642 = getelementptr i8, i8* %sunkaddr2641, i64 416
  %420 = bitcast i8* %sunkaddr2642 to double*
  %.137.us.4.1.us.6 = load double, double* %420, align 8
  %uglygep977 = getelementptr i8, i8* %uglygep975, i64 %.46
  %uglygep977978 = bitcast i8* %uglygep977 to double*
  store double %.137.us.4.1.us.6, double* %uglygep977978, align 8
  %sunkaddr2643 = mul i64 %loop.index.12.us.1.us, 8
  %421 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2644 = getelementptr i8, i8* %421, i64 %sunkaddr2643
  %sunkaddr2645 = getelementptr i8, i8* %sunkaddr2644, i64 424
  %422 = bitcast i8* %sunkaddr2645 to double*
  %.137.us.5.1.us.6 = load double, double* %422, align 8
  %uglygep979 = getelementptr i8, i8* %uglygep977, i64 %.46
  %uglygep979980 = bitcast i8* %uglygep979 to double*
  store double %.137.us.5.1.us.6, double* %uglygep979980, align 8
  %sunkaddr2646 = mul i64 %loop.index.12.us.1.us, 8
  %423 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2647 = getelementptr i8, i8* %423, i64 %sunkaddr2646
  %sunkaddr2648 = getelementptr i8, i8* %sunkaddr2647, i64 432
  %424 = bitcast i8* %sunkaddr2648 to double*
  %.137.us.6.1.us.6 = load double, double* %424, align 8
  %uglygep981 = getelementptr i8, i8* %uglygep979, i64 %.46
  %uglygep981982 = bitcast i8* %uglygep981 to double*
  store double %.137.us.6.1.us.6, double* %uglygep981982, align 8
  %sunkaddr2649 = mul i64 %loop.index.12.us.1.us, 8
  %425 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2650 = getelementptr i8, i8* %425, i64 %sunkaddr2649
  %sunkaddr2651 = getelementptr i8, i8* %sunkaddr2650, i64 440
  %426 = bitcast i8* %sunkaddr2651 to double*
  %.137.us.7.1.us.6 = load double, double* %426, align 8
  %uglygep983 = getelementptr i8, i8* %uglygep981, i64 %.46
  %uglygep983984 = bitcast i8* %uglygep983 to double*
  store double %.137.us.7.1.us.6, double* %uglygep983984, align 8
  %sunkaddr2652 = mul i64 %loop.index.12.us.1.us, 8
  %427 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2653 = getelementptr i8, i8* %427, i64 %sunkaddr2652
  %sunkaddr2654 = getelementptr i8, i8* %sunkaddr2653, i64 448
  %428 = bitcast i8* %sunkaddr2654 to double*
  %.137.us.167.us.7 = load double, double* %428, align 8
  %uglygep985 = getelementptr i8, i8* %uglygep983, i64 %.46
  %uglygep985986 = bitcast i8* %uglygep985 to double*
  store double %.137.us.167.us.7, double* %uglygep985986, align 8
  %sunkaddr2655 = mul i64 %loop.index.12.us.1.us, 8
  %429 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2656 = getelementptr i8, i8* %429, i64 %sunkaddr2655
  %sunkaddr2657 = getelementptr i8, i8* %sunkaddr2656, i64 456
  %430 = bitcast i8* %sunkaddr2657 to double*
  %.137.us.1.1.us.7 = load double, double* %430, align 8
  %uglygep987 = getelementptr i8, i8* %uglygep985, i64 %.46
  %uglygep987988 = bitcast i8* %uglygep987 to double*
  store double %.137.us.1.1.us.7, double* %uglygep987988, align 8
  %sunkaddr2658 = mul i64 %loop.index.12.us.1.us, 8
  %431 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2659 = getelementptr i8, i8* %431, i64 %sunkaddr2658
  %sunkaddr2660 = getelementptr i8, i8* %sunkaddr2659, i64 464
  %432 = bitcast i8* %sunkaddr2660 to double*
  %.137.us.2.1.us.7 = load double, double* %432, align 8
  %uglygep989 = getelementptr i8, i8* %uglygep987, i64 %.46
  %uglygep989990 = bitcast i8* %uglygep989 to double*
  store double %.137.us.2.1.us.7, double* %uglygep989990, align 8
  %sunkaddr2661 = mul i64 %loop.index.12.us.1.us, 8
  %433 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2662 = getelementptr i8, i8* %433, i64 %sunkaddr2661
  %sunkaddr2663 = getelementptr i8, i8* %sunkaddr2662, i64 472
  %434 = bitcast i8* %sunkaddr2663 to double*
  %.137.us.3.1.us.7 = load double, double* %434, align 8
  %uglygep991 = getelementptr i8, i8* %uglygep989, i64 %.46
  %uglygep991992 = bitcast i8* %uglygep991 to double*
  store double %.137.us.3.1.us.7, double* %uglygep991992, align 8
  %sunkaddr2664 = mul i64 %loop.index.12.us.1.us, 8
  %435 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2665 = getelementptr i8, i8* %435, i64 %sunkaddr2664
  %sunkaddr2666 = getelementptr i8, i8* %sunkaddr2665, i64 480
  %436 = bitcast i8* %sunkaddr2666 to double*
  %.137.us.4.1.us.7 = load double, double* %436, align 8
  %uglygep993 = getelementptr i8, i8* %uglygep991, i64 %.46
  %uglygep993994 = bitcast i8* %uglygep993 to double*
  store double %.137.us.4.1.us.7, double* %uglygep993994, align 8
  %sunkaddr2667 = mul i64 %loop.index.12.us.1.us, 8
  %437 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2668 = getelementptr i8, i8* %437, i64 %sunkaddr2667
  %sunkaddr2669 = getelementptr i8, i8* %sunkaddr2668, i64 488
  %438 = bitcast i8* %sunkaddr2669 to double*
  %.137.us.5.1.us.7 = load double, double* %438, align 8
  %uglygep995 = getelementptr i8, i8* %uglygep993, i64 %.46
  %uglygep995996 = bitcast i8* %uglygep995 to double*
  store double %.137.us.5.1.us.7, double* %uglygep995996, align 8
  %sunkaddr2670 = mul i64 %loop.index.12.us.1.us, 8
  %439 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2671 = getelementptr i8, i8* %439, i64 %sunkaddr2670
  %sunkaddr2672 = getelementptr i8, i8* %sunkaddr2671, i64 496
  %440 = bitcast i8* %sunkaddr2672 to double*
  %.137.us.6.1.us.7 = load double, double* %440, align 8
  %uglygep997 = getelementptr i8, i8* %uglygep995, i64 %.46
  %uglygep997998 = bitcast i8* %uglygep997 to double*
  store double %.137.us.6.1.us.7, double* %uglygep997998, align 8
  %sunkaddr2673 = mul i64 %loop.index.12.us.1.us, 8
  %441 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2674 = getelementptr i8, i8* %441, i64 %sunkaddr2673
  %sunkaddr2675 = getelementptr i8, i8* %sunkaddr2674, i64 504
  %442 = bitcast i8* %sunkaddr2675 to double*
  %.137.us.7.1.us.7 = load double, double* %442, align 8
  %uglygep999 = getelementptr i8, i8* %uglygep997, i64 %.46
  %uglygep9991000 = bitcast i8* %uglygep999 to double*
  store double %.137.us.7.1.us.7, double* %uglygep9991000, align 8
  %.139.us.7.1.us.7 = or i64 %loop.index.12.us.1.us, 64
  %lsr.iv.next687.us.7 = add i64 %lsr.iv686.us, %lsr.iv.next687.us.3
  %scevgep872.1 = getelementptr double, double* %lsr.iv677.us, i64 %.139.us.7.1.us.7
  %uglygep744.1 = getelementptr i8, i8* %316, i64 %lsr.iv.next687.us.7
  %uglygep744745.1 = bitcast i8* %uglygep744.1 to double*
  %.137.us.167.us.1419 = load double, double* %scevgep872.1, align 8
  store double %.137.us.167.us.1419, double* %uglygep744745.1, align 8
  %sunkaddr2676 = mul i64 %.139.us.7.1.us.7, 8
  %443 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2677 = getelementptr i8, i8* %443, i64 %sunkaddr2676
  %sunkaddr2678 = getelementptr i8, i8* %sunkaddr2677, i64 8
  %444 = bitcast i8* %sunkaddr2678 to double*
  %.137.us.1.1.us.1420 = load double, double* %444, align 8
  %uglygep875.1 = getelementptr i8, i8* %uglygep744.1, i64 %.46
  %uglygep875876.1 = bitcast i8* %uglygep875.1 to double*
  store double %.137.us.1.1.us.1420, double* %uglygep875876.1, align 8
  %sunkaddr2679 = mul i64 %.139.us.7.1.us.7, 8
  %445 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2680 = getelementptr i8, i8* %445, i64 %sunkaddr2679
  %sunkaddr2681 = getelementptr i8, i8* %sunkaddr2680, i64 16
  %446 = bitcast i8* %sunkaddr2681 to double*
  %.137.us.2.1.us.1421 = load double, double* %446, align 8
  %uglygep877.1 = getelementptr i8, i8* %uglygep875.1, i64 %.46
  %uglygep877878.1 = bitcast i8* %uglygep877.1 to double*
  store double %.137.us.2.1.us.1421, double* %uglygep877878.1, align 8
  %sunkaddr2682 = mul i64 %.139.us.7.1.us.7, 8
  %447 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2683 = getelementptr i8, i8* %447, i64 %sunkaddr2682
  %sunkaddr2684 = getelementptr i8, i8* %sunkaddr2683, i64 24
  %448 = bitcast i8* %sunkaddr2684 to double*
  %.137.us.3.1.us.1422 = load double, double* %448, align 8
  %uglygep879.1 = getelementptr i8, i8* %uglygep877.1, i64 %.46
  %uglygep879880.1 = bitcast i8* %uglygep879.1 to double*
  store double %.137.us.3.1.us.1422, double* %uglygep879880.1, align 8
  %sunkaddr2685 = mul i64 %.139.us.7.1.us.7, 8
  %449 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2686 = getelementptr i8, i8* %449, i64 %sunkaddr2685
  %sunkaddr2687 = getelementptr i8, i8* %sunkaddr2686, i64 32
  %450 = bitcast i8* %sunkaddr2687 to double*
  %.137.us.4.1.us.1423 = load double, double* %450, align 8
  %uglygep881.1 = getelementptr i8, i8* %uglygep879.1, i64 %.46
  %uglygep881882.1 = bitcast i8* %uglygep881.1 to double*
  store double %.137.us.4.1.us.1423, double* %uglygep881882.1, align 8
  %sunkaddr2688 = mul i64 %.139.us.7.1.us.7, 8
  %451 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2689 = getelementptr i8, i8* %451, i64 %sunkaddr2688
  %sunkaddr2690 = getelementptr i8, i8* %sunkaddr2689, i64 40
  %452 = bitcast i8* %sunkaddr2690 to double*
  %.137.us.5.1.us.1424 = load double, double* %452, align 8
  %uglygep883.1 = getelementptr i8, i8* %uglygep881.1, i64 %.46
  %uglygep883884.1 = bitcast i8* %uglygep883.1 to double*
  store double %.137.us.5.1.us.1424, double* %uglygep883884.1, align 8
  %sunkaddr2691 = mul i64 %.139.us.7.1.us.7, 8
  %453 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2692 = getelementptr i8, i8* %453, i64 %sunkaddr2691
  %sunkaddr2693 = getelementptr i8, i8* %sunkaddr2692, i64 48
  %454 = bitcast i8* %sunkaddr2693 to double*
  %.137.us.6.1.us.1425 = load double, double* %454, align 8
  %uglygep885.1 = getelementptr i8, i8* %uglygep883.1, i64 %.46
  %uglygep885886.1 = bitcast i8* %uglygep885.1 to double*
  store double %.137.us.6.1.us.1425, double* %uglygep885886.1, align 8
  %sunkaddr2694 = mul i64 %.139.us.7.1.us.7, 8
  %455 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2695 = getelementptr i8, i8* %455, i64 %sunkaddr2694
  %sunkaddr2696 = getelementptr i8, i8* %sunkaddr2695, i64 56
  %456 = bitcast i8* %sunkaddr2696 to double*
  %.137.us.7.1.us.1426 = load double, double* %456, align 8
  %uglygep887.1 = getelementptr i8, i8* %uglygep885.1, i64 %.46
  %uglygep887888.1 = bitcast i8* %uglygep887.1 to double*
  store double %.137.us.7.1.us.1426, double* %uglygep887888.1, align 8
  %sunkaddr2697 = mul i64 %.139.us.7.1.us.7, 8
  %457 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2698 = getelementptr i8, i8* %457, i64 %sunkaddr2697
  %sunkaddr2699 = getelementptr i8, i8* %sunkaddr2698, i64 64
  %458 = bitcast i8* %sunkaddr2699 to double*
  %.137.us.167.us.1.1 = load double, double* %458, align 8
  %uglygep889.1 = getelementptr i8, i8* %uglygep887.1, i64 %.46
  %uglygep889890.1 = bitcast i8* %uglygep889.1 to double*
  store double %.137.us.167.us.1.1, double* %uglygep889890.1, align 8
  %sunkaddr2700 = mul i64 %.139.us.7.1.us.7, 8
  %459 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2701 = getelementptr i8, i8* %459, i64 %sunkaddr2700
  %sunkaddr2702 = getelementptr i8, i8* %sunkaddr2701, i64 72
  %460 = bitcast i8* %sunkaddr2702 to double*
  %.137.us.1.1.us.1.1 = load double, double* %460, align 8
  %uglygep891.1 = getelementptr i8, i8* %uglygep889.1, i64 %.46
  %uglygep891892.1 = bitcast i8* %uglygep891.1 to double*
  store double %.137.us.1.1.us.1.1, double* %uglygep891892.1, align 8
  %sunkaddr2703 = mul i64 %.139.us.7.1.us.7, 8
  %461 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2704 = getelementptr i8, i8* %461, i64 %sunkaddr2703
  %sunkaddr2705 = getelementptr i8, i8* %sunkaddr2704, i64 80
  %462 = bitcast i8* %sunkaddr2705 to double*
  %.137.us.2.1.us.1.1 = load double, double* %462, align 8
  %uglygep893.1 = getelementptr i8, i8* %uglygep891.1, i64 %.46
  %uglygep893894.1 = bitcast i8* %uglygep893.1 to double*
  store double %.137.us.2.1.us.1.1, double* %uglygep893894.1, align 8
  %sunkaddr2706 = mul i64 %.139.us.7.1.us.7, 8
  %463 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2707 = getelementptr i8, i8* %463, i64 %sunkaddr2706
  %sunkaddr2708 = getelementptr i8, i8* %sunkaddr2707, i64 88
  %464 = bitcast i8* %sunkaddr2708 to double*
  %.137.us.3.1.us.1.1 = load double, double* %464, align 8
  %uglygep895.1 = getelementptr i8, i8* %uglygep893.1, i64 %.46
  %uglygep895896.1 = bitcast i8* %uglygep895.1 to double*
  store double %.137.us.3.1.us.1.1, double* %uglygep895896.1, align 8
  %sunkaddr2709 = mul i64 %.139.us.7.1.us.7, 8
  %465 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2710 = getelementptr i8, i8* %465, i64 %sunkaddr2709
  %sunkaddr2711 = getelementptr i8, i8* %sunkaddr2710, i64 96
  %466 = bitcast i8* %sunkaddr2711 to double*
  %.137.us.4.1.us.1.1 = load double, double* %466, align 8
  %uglygep897.1 = getelementptr i8, i8* %uglygep895.1, i64 %.46
  %uglygep897898.1 = bitcast i8* %uglygep897.1 to double*
  store double %.137.us.4.1.us.1.1, double* %uglygep897898.1, align 8
  %sunkaddr2712 = mul i64 %.139.us.7.1.us.7, 8
  %467 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2713 = getelementptr i8, i8* %467, i64 %sunkaddr2712
  %sunkaddr2714 = getelementptr i8, i8* %sunkaddr2713, i64 104
  %468 = bitcast i8* %sunkaddr2714 to double*
  %.137.us.5.1.us.1.1 = load double, double* %468, align 8
  %uglygep899.1 = getelementptr i8, i8* %uglygep897.1, i64 %.46
  %uglygep899900.1 = bitcast i8* %uglygep899.1 to double*
  store double %.137.us.5.1.us.1.1, double* %uglygep899900.1, align 8
  %sunkaddr2715 = mul i64 %.139.us.7.1.us.7, 8
  %469 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2716 = getelementptr i8, i8* %469, i64 %sunkaddr2715
  %sunkaddr2717 = getelementptr i8, i8* %sunkaddr2716, i64 112
  %470 = bitcast i8* %sunkaddr2717 to double*
  %.137.us.6.1.us.1.1 = load double, double* %470, align 8
  %uglygep901.1 = getelementptr i8, i8* %uglygep899.1, i64 %.46
  %uglygep901902.1 = bitcast i8* %uglygep901.1 to double*
  store double %.137.us.6.1.us.1.1, double* %uglygep901902.1, align 8
  %sunkaddr2718 = mul i64 %.139.us.7.1.us.7, 8
  %471 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2719 = getelementptr i8, i8* %471, i64 %sunkaddr2718
  %sunkaddr2720 = getelementptr i8, i8* %sunkaddr2719, i64 120
  %472 = bitcast i8* %sunkaddr2720 to double*
  %.137.us.7.1.us.1.1 = load double, double* %472, align 8
  %uglygep903.1 = getelementptr i8, i8* %uglygep901.1, i64 %.46
  %uglygep903904.1 = bitcast i8* %uglygep903.1 to double*
  store double %.137.us.7.1.us.1.1, double* %uglygep903904.1, align 8
  %sunkaddr2721 = mul i64 %.139.us.7.1.us.7, 8
  %473 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2722 = getelementptr i8, i8* %473, i64 %sunkaddr2721
  %sunkaddr2723 = getelementptr i8, i8* %sunkaddr2722, i64 128
  %474 = bitcast i8* %sunkaddr2723 to double*
  %.137.us.167.us.2.1 = load double, double* %474, align 8
  %uglygep905.1 = getelementptr i8, i8* %uglygep903.1, i64 %.46
  %uglygep905906.1 = bitcast i8* %uglygep905.1 to double*
  store double %.137.us.167.us.2.1, double* %uglygep905906.1, align 8
  %sunkaddr2724 = mul i64 %.139.us.7.1.us.7, 8
  %475 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2725 = getelementptr i8, i8* %475, i64 %sunkaddr2724
  %sunkaddr2726 = getelementptr i8, i8* %sunkaddr2725, i64 136
  %476 = bitcast i8* %sunkaddr2726 to double*
  %.137.us.1.1.us.2.1 = load double, double* %476, align 8
  %uglygep907.1 = getelementptr i8, i8* %uglygep905.1, i64 %.46
  %uglygep907908.1 = bitcast i8* %uglygep907.1 to double*
  store double %.137.us.1.1.us.2.1, double* %uglygep907908.1, align 8
  %sunkaddr2727 = mul i64 %.139.us.7.1.us.7, 8
  %477 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2728 = getelementptr i8, i8* %477, i64 %sunkaddr2727
  %sunkaddr2729 = getelementptr i8, i8* %sunkaddr2728, i64 144
  %478 = bitcast i8* %sunkaddr2729 to double*
  %.137.us.2.1.us.2.1 = load double, double* %478, align 8
  %uglygep909.1 = getelementptr i8, i8* %uglygep907.1, i64 %.46
  %uglygep909910.1 = bitcast i8* %uglygep909.1 to double*
  store double %.137.us.2.1.us.2.1, double* %uglygep909910.1, align 8
  %sunkaddr2730 = mul i64 %.139.us.7.1.us.7, 8
  %479 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2731 = getelementptr i8, i8* %479, i64 %sunkaddr2730
  %sunkaddr2732 = getelementptr i8, i8* %sunkaddr2731, i64 152
  %480 = bitcast i8* %sunkaddr2732 to double*
  %.137.us.3.1.us.2.1 = load double, double* %480, align 8
  %uglygep911.1 = getelementptr i8, i8* %uglygep909.1, i64 %.46
  %uglygep911912.1 = bitcast i8* %uglygep911.1 to double*
  store double %.137.us.3.1.us.2.1, double* %uglygep911912.1, align 8
  %sunkaddr2733 = mul i64 %.139.us.7.1.us.7, 8
  %481 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2734 = getelementptr i8, i8* %481, i64 %sunkaddr2733
  %sunkaddr2735 = getelementptr i8, i8* %sunkaddr2734, i64 160
  %482 = bitcast i8* %sunkaddr2735 to double*
  %.137.us.4.1.us.2.1 = load double, double* %482, align 8
  %uglygep913.1 = getelementptr i8, i8* %uglygep911.1, i64 %.46
  %uglygep913914.1 = bitcast i8* %uglygep913.1 to double*
  store double %.137.us.4.1.us.2.1, double* %uglygep913914.1, align 8
  %sunkaddr2736 = mul i64 %.139.us.7.1.us.7, 8
  %483 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2737 = getelementptr i8, i8* %483, i64 %sunkaddr2736
  %sunkaddr2738 = getelementptr i8, i8* %sunkaddr2737, i64 168
  %484 = bitcast i8* %sunkaddr2738 to double*
  %.137.us.5.1.us.2.1 = load double, double* %484, align 8
  %uglygep915.1 = getelementptr i8, i8* %uglygep913.1, i64 %.46
  %uglygep915916.1 = bitcast i8* %uglygep915.1 to double*
  store double %.137.us.5.1.us.2.1, double* %uglygep915916.1, align 8
  %sunkaddr2739 = mul i64 %.139.us.7.1.us.7, 8
  %485 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2740 = getelementptr i8, i8* %485, i64 %sunkaddr2739
  %sunkaddr2741 = getelementptr i8, i8* %sunkaddr2740, i64 176
  %486 = bitcast i8* %sunkaddr2741 to double*
  %.137.us.6.1.us.2.1 = load double, double* %486, align 8
  %uglygep917.1 = getelementptr i8, i8* %uglygep915.1, i64 %.46
  %uglygep917918.1 = bitcast i8* %uglygep917.1 to double*
  store double %.137.us.6.1.us.2.1, double* %uglygep917918.1, align 8
  %sunkaddr2742 = mul i64 %.139.us.7.1.us.7, 8
  %487 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2743 = getelementptr i8, i8* %487, i64 %sunkaddr2742
  %sunkaddr2744 = getelementptr i8, i8* %sunkaddr2743, i64 184
  %488 = bitcast i8* %sunkaddr2744 to double*
  %.137.us.7.1.us.2.1 = load double, double* %488, align 8
  %uglygep919.1 = getelementptr i8, i8* %uglygep917.1, i64 %.46
  %uglygep919920.1 = bitcast i8* %uglygep919.1 to double*
  store double %.137.us.7.1.us.2.1, double* %uglygep919920.1, align 8
  %sunkaddr2745 = mul i64 %.139.us.7.1.us.7, 8
  %489 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2746 = getelementptr i8, i8* %489, i64 %sunkaddr2745
  %sunkaddr2747 = getelementptr i8, i8* %sunkaddr2746, i64 192
  %490 = bitcast i8* %sunkaddr2747 to double*
  %.137.us.167.us.3.1 = load double, double* %490, align 8
  %uglygep921.1 = getelementptr i8, i8* %uglygep919.1, i64 %.46
  %uglygep921922.1 = bitcast i8* %uglygep921.1 to double*
  store double %.137.us.167.us.3.1, double* %uglygep921922.1, align 8
  %sunkaddr2748 = mul i64 %.139.us.7.1.us.7, 8
  %491 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2749 = getelementptr i8, i8* %491, i64 %sunkaddr2748
  %sunkaddr2750 = getelementptr i8, i8* %sunkaddr2749, i64 200
  %492 = bitcast i8* %sunkaddr2750 to double*
  %.137.us.1.1.us.3.1 = load double, double* %492, align 8
  %uglygep923.1 = getelementptr i8, i8* %uglygep921.1, i64 %.46
  %uglygep923924.1 = bitcast i8* %uglygep923.1 to double*
  store double %.137.us.1.1.us.3.1, double* %uglygep923924.1, align 8
  %sunkaddr2751 = mul i64 %.139.us.7.1.us.7, 8
  %493 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2752 = getelementptr i8, i8* %493, i64 %sunkaddr2751
  %sunkaddr2753 = getelementptr i8, i8* %sunkaddr2752, i64 208
  %494 = bitcast i8* %sunkaddr2753 to double*
  %.137.us.2.1.us.3.1 = load double, double* %494, align 8
  %uglygep925.1 = getelementptr i8, i8* %uglygep923.1, i64 %.46
  %uglygep925926.1 = bitcast i8* %uglygep925.1 to double*
  store double %.137.us.2.1.us.3.1, double* %uglygep925926.1, align 8
  %sunkaddr2754 = mul i64 %.139.us.7.1.us.7, 8
  %495 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2755 = getelementptr i8, i8* %495, i64 %sunkaddr2754
  %sunkaddr2756 = getelementptr i8, i8* %sunkaddr2755, i64 216
  %496 = bitcast i8* %sunkaddr2756 to double*
  %.137.us.3.1.us.3.1 = load double, double* %496, align 8
  %uglygep927.1 = getelementptr i8, i8* %uglygep925.1, i64 %.46
  %uglygep927928.1 = bitcast i8* %uglygep927.1 to double*
  store double %.137.us.3.1.us.3.1, double* %uglygep927928.1, align 8
  %sunkaddr2757 = mul i64 %.139.us.7.1.us.7, 8
  %497 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2758 = getelementptr i8, i8* %497, i64 %sunkaddr2757
  %sunkaddr2759 = getelementptr i8, i8* %sunkaddr2758, i64 224
  %498 = bitcast i8* %sunkaddr2759 to double*
  %.137.us.4.1.us.3.1 = load double, double* %498, align 8
  %uglygep929.1 = getelementptr i8, i8* %uglygep927.1, i64 %.46
  %uglygep929930.1 = bitcast i8* %uglygep929.1 to double*
  store double %.137.us.4.1.us.3.1, double* %uglygep929930.1, align 8
  %sunkaddr2760 = mul i64 %.139.us.7.1.us.7, 8
  %499 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2761 = getelementptr i8, i8* %499, i64 %sunkaddr2760
  %sunkaddr2762 = getelementptr i8, i8* %sunkaddr2761, i64 232
  %500 = bitcast i8* %sunkaddr2762 to double*
  %.137.us.5.1.us.3.1 = load double, double* %500, align 8
  %uglygep931.1 = getelementptr i8, i8* %uglygep929.1, i64 %.46
  %uglygep931932.1 = bitcast i8* %uglygep931.1 to double*
  store double %.137.us.5.1.us.3.1, double* %uglygep931932.1, align 8
  %sunkaddr2763 = mul i64 %.139.us.7.1.us.7, 8
  %501 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2764 = getelementptr i8, i8* %501, i64 %sunkaddr2763
  %sunkaddr2765 = getelementptr i8, i8* %sunkaddr2764, i64 240
  %502 = bitcast i8* %sunkaddr2765 to double*
  %.137.us.6.1.us.3.1 = load double, double* %502, align 8
  %uglygep933.1 = getelementptr i8, i8* %uglygep931.1, i64 %.46
  %uglygep933934.1 = bitcast i8* %uglygep933.1 to double*
  store double %.137.us.6.1.us.3.1, double* %uglygep933934.1, align 8
  %sunkaddr2766 = mul i64 %.139.us.7.1.us.7, 8
  %503 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2767 = getelementptr i8, i8* %503, i64 %sunkaddr2766
  %sunkaddr2768 = getelementptr i8, i8* %sunkaddr2767, i64 248
  %504 = bitcast i8* %sunkaddr2768 to double*
  %.137.us.7.1.us.3.1 = load double, double* %504, align 8
  %uglygep935.1 = getelementptr i8, i8* %uglygep933.1, i64 %.46
  %uglygep935936.1 = bitcast i8* %uglygep935.1 to double*
  store double %.137.us.7.1.us.3.1, double* %uglygep935936.1, align 8
  %sunkaddr2769 = mul i64 %.139.us.7.1.us.7, 8
  %505 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2770 = getelementptr i8, i8* %505, i64 %sunkaddr2769
  %sunkaddr2771 = getelementptr i8, i8* %sunkaddr2770, i64 256
  %506 = bitcast i8* %sunkaddr2771 to double*
  %.137.us.167.us.4.1 = load double, double* %506, align 8
  %uglygep937.1 = getelementptr i8, i8* %uglygep935.1, i64 %.46
  %uglygep937938.1 = bitcast i8* %uglygep937.1 to double*
  store double %.137.us.167.us.4.1, double* %uglygep937938.1, align 8
  %sunkaddr2772 = mul i64 %.139.us.7.1.us.7, 8
  %507 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2773 = getelementptr i8, i8* %507, i64 %sunkaddr2772
  %sunkaddr2774 = getelementptr i8, i8* %sunkaddr2773, i64 264
  %508 = bitcast i8* %sunkaddr2774 to double*
  %.137.us.1.1.us.4.1 = load double, double* %508, align 8
  %uglygep939.1 = getelementptr i8, i8* %uglygep937.1, i64 %.46
  %uglygep939940.1 = bitcast i8* %uglygep939.1 to double*
  store double %.137.us.1.1.us.4.1, double* %uglygep939940.1, align 8
  %sunkaddr2775 = mul i64 %.139.us.7.1.us.7, 8
  %509 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2776 = getelementptr i8, i8* %509, i64 %sunkaddr2775
  %sunkaddr2777 = getelementptr i8, i8* %sunkaddr2776, i64 272
  %510 = bitcast i8* %sunkaddr2777 to double*
  %.137.us.2.1.us.4.1 = load double, double* %510, align 8
  %uglygep941.1 = getelementptr i8, i8* %uglygep939.1, i64 %.46
  %uglygep941942.1 = bitcast i8* %uglygep941.1 to double*
  store double %.137.us.2.1.us.4.1, double* %uglygep941942.1, align 8
  %sunkaddr2778 = mul i64 %.139.us.7.1.us.7, 8
  %511 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2779 = getelementptr i8, i8* %511, i64 %sunkaddr2778
  %sunkaddr2780 = getelementptr i8, i8* %sunkaddr2779, i64 280
  %512 = bitcast i8* %sunkaddr2780 to double*
  %.137.us.3.1.us.4.1 = load double, double* %512, align 8
  %uglygep943.1 = getelementptr i8, i8* %uglygep941.1, i64 %.46
  %uglygep943944.1 = bitcast i8* %uglygep943.1 to double*
  store double %.137.us.3.1.us.4.1, double* %uglygep943944.1, align 8
  %sunkaddr2781 = mul i64 %.139.us.7.1.us.7, 8
  %513 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2782 = getelementptr i8, i8* %513, i64 %sunkaddr2781
  %sunkaddr2783 = getelementptr i8, i8* %sunkaddr2782, i64 288
  %514 = bitcast i8* %sunkaddr2783 to double*
  %.137.us.4.1.us.4.1 = load double, double* %514, align 8
  %uglygep945.1 = getelementptr i8, i8* %uglygep943.1, i64 %.46
  %uglygep945946.1 = bitcast i8* %uglygep945.1 to double*
  store double %.137.us.4.1.us.4.1, double* %uglygep945946.1, align 8
  %sunkaddr2784 = mul i64 %.139.us.7.1.us.7, 8
  %515 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2785 = getelementptr i8, i8* %515, i64 %sunkaddr2784
  %sunkaddr2786 = getelementptr i8, i8* %sunkaddr2785, i64 296
  %516 = bitcast i8* %sunkaddr2786 to double*
  %.137.us.5.1.us.4.1 = load double, double* %516, align 8
  %uglygep947.1 = getelementptr i8, i8* %uglygep945.1, i64 %.46
  %uglygep947948.1 = bitcast i8* %uglygep947.1 to double*
  store double %.137.us.5.1.us.4.1, double* %uglygep947948.1, align 8
  %sunkaddr2787 = mul i64 %.139.us.7.1.us.7, 8
  %517 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2788 = getelementptr i8, i8* %517, i64 %sunkaddr2787
  %sunkaddr2789 = getelementptr i8, i8* %sunkaddr2788, i64 304
  %518 = bitcast i8* %sunkaddr2789 to double*
  %.137.us.6.1.us.4.1 = load double, double* %518, align 8
  %uglygep949.1 = getelementptr i8, i8* %uglygep947.1, i64 %.46
  %uglygep949950.1 = bitcast i8* %uglygep949.1 to double*
  store double %.137.us.6.1.us.4.1, double* %uglygep949950.1, align 8
  %sunkaddr2790 = mul i64 %.139.us.7.1.us.7, 8
  %519 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2791 = getelementptr i8, i8* %519, i64 %sunkaddr2790
  %sunkaddr2792 = getelementptr i8, i8* %sunkaddr2791, i64 312
  %520 = bitcast i8* %sunkaddr2792 to double*
  %.137.us.7.1.us.4.1 = load double, double* %520, align 8
  %uglygep951.1 = getelementptr i8, i8* %uglygep949.1, i64 %.46
  %uglygep951952.1 = bitcast i8* %uglygep951.1 to double*
  store double %.137.us.7.1.us.4.1, double* %uglygep951952.1, align 8
  %sunkaddr2793 = mul i64 %.139.us.7.1.us.7, 8
  %521 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2794 = getelementptr i8, i8* %521, i64 %sunkaddr2793
  %sunkaddr2795 = getelementptr i8, i8* %sunkaddr2794, i64 320
  %522 = bitcast i8* %sunkaddr2795 to double*
  %.137.us.167.us.5.1 = load double, double* %522, align 8
  %uglygep953.1 = getelementptr i8, i8* %uglygep951.1, i64 %.46
  %uglygep953954.1 = bitcast i8* %uglygep953.1 to double*
  store double %.137.us.167.us.5.1, double* %uglygep953954.1, align 8
  %sunkaddr2796 = mul i64 %.139.us.7.1.us.7, 8
  %523 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2797 = getelementptr i8, i8* %523, i64 %sunkaddr2796
  %sunkaddr2798 = getelementptr i8, i8* %sunkaddr2797, i64 328
  %524 = bitcast i8* %sunkaddr2798 to double*
  %.137.us.1.1.us.5.1 = load double, double* %524, align 8
  %uglygep955.1 = getelementptr i8, i8* %uglygep953.1, i64 %.46
  %uglygep955956.1 = bitcast i8* %uglygep955.1 to double*
  store double %.137.us.1.1.us.5.1, double* %uglygep955956.1, align 8
  %sunkaddr2799 = mul i64 %.139.us.7.1.us.7, 8
  %525 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2800 = getelementptr i8, i8* %525, i64 %sunkaddr2799
  %sunkaddr2801 = getelementptr i8, i8* %sunkaddr2800, i64 336
  %526 = bitcast i8* %sunkaddr2801 to double*
  %.137.us.2.1.us.5.1 = load double, double* %526, align 8
  %uglygep957.1 = getelementptr i8, i8* %uglygep955.1, i64 %.46
  %uglygep957958.1 = bitcast i8* %uglygep957.1 to double*
  store double %.137.us.2.1.us.5.1, double* %uglygep957958.1, align 8
  %sunkaddr2802 = mul i64 %.139.us.7.1.us.7, 8
  %527 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2803 = getelementptr i8, i8* %527, i64 %sunkaddr2802
  %sunkaddr2804 = getelementptr i8, i8* %sunkaddr2803, i64 344
  %528 = bitcast i8* %sunkaddr2804 to double*
  %.137.us.3.1.us.5.1 = load double, double* %528, align 8
  %uglygep959.1 = getelementptr i8, i8* %uglygep957.1, i64 %.46
  %uglygep959960.1 = bitcast i8* %uglygep959.1 to double*
  store double %.137.us.3.1.us.5.1, double* %uglygep959960.1, align 8
  %sunkaddr2805 = mul i64 %.139.us.7.1.us.7, 8
  %529 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2806 = getelementptr i8, i8* %529, i64 %sunkaddr2805
  %sunkaddr2807 = getelementptr i8, i8* %sunkaddr2806, i64 352
  %530 = bitcast i8* %sunkaddr2807 to double*
  %.137.us.4.1.us.5.1 = load double, double* %530, align 8
  %uglygep961.1 = getelementptr i8, i8* %uglygep959.1, i64 %.46
  %uglygep961962.1 = bitcast i8* %uglygep961.1 to double*
  store double %.137.us.4.1.us.5.1, double* %uglygep961962.1, align 8
  %sunkaddr2808 = mul i64 %.139.us.7.1.us.7, 8
  %531 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2809 = getelementptr i8, i8* %531, i64 %sunkaddr2808
  %sunkaddr2810 = getelementptr i8, i8* %sunkaddr2809, i64 360
  %532 = bitcast i8* %sunkaddr2810 to double*
  %.137.us.5.1.us.5.1 = load double, double* %532, align 8
  %uglygep963.1 = getelementptr i8, i8* %uglygep961.1, i64 %.46
  %uglygep963964.1 = bitcast i8* %uglygep963.1 to double*
  store double %.137.us.5.1.us.5.1, double* %uglygep963964.1, align 8
  %sunkaddr2811 = mul i64 %.139.us.7.1.us.7, 8
  %533 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2812 = getelementptr i8, i8* %533, i64 %sunkaddr2811
  %sunkaddr2813 = getelementptr i8, i8* %sunkaddr2812, i64 368
  %534 = bitcast i8* %sunkaddr2813 to double*
  %.137.us.6.1.us.5.1 = load double, double* %534, align 8
  %uglygep965.1 = getelementptr i8, i8* %uglygep963.1, i64 %.46
  %uglygep965966.1 = bitcast i8* %uglygep965.1 to double*
  store double %.137.us.6.1.us.5.1, double* %uglygep965966.1, align 8
  %sunkaddr2814 = mul i64 %.139.us.7.1.us.7, 8
  %535 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2815 = getelementptr i8, i8* %535, i64 %sunkaddr2814
  %sunkaddr2816 = getelementptr i8, i8* %sunkaddr2815, i64 376
  %536 = bitcast i8* %sunkaddr2816 to double*
  %.137.us.7.1.us.5.1 = load double, double* %536, align 8
  %uglygep967.1 = getelementptr i8, i8* %uglygep965.1, i64 %.46
  %uglygep967968.1 = bitcast i8* %uglygep967.1 to double*
  store double %.137.us.7.1.us.5.1, double* %uglygep967968.1, align 8
  %sunkaddr2817 = mul i64 %.139.us.7.1.us.7, 8
  %537 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2818 = getelementptr i8, i8* %537, i64 %sunkaddr2817
  %sunkaddr2819 = getelementptr i8, i8* %sunkaddr2818, i64 384
  %538 = bitcast i8* %sunkaddr2819 to double*
  %.137.us.167.us.6.1 = load double, double* %538, align 8
  %uglygep969.1 = getelementptr i8, i8* %uglygep967.1, i64 %.46
  %uglygep969970.1 = bitcast i8* %uglygep969.1 to double*
  store double %.137.us.167.us.6.1, double* %uglygep969970.1, align 8
  %sunkaddr2820 = mul i64 %.139.us.7.1.us.7, 8
  %539 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2821 = getelementptr i8, i8* %539, i64 %sunkaddr2820
  %sunkaddr2822 = getelementptr i8, i8* %sunkaddr2821, i64 392
  %540 = bitcast i8* %sunkaddr2822 to double*
  %.137.us.1.1.us.6.1 = load double, double* %540, align 8
  %uglygep971.1 = getelementptr i8, i8* %uglygep969.1, i64 %.46
  %uglygep971972.1 = bitcast i8* %uglygep971.1 to double*
  store double %.137.us.1.1.us.6.1, double* %uglygep971972.1, align 8
  %sunkaddr2823 = mul i64 %.139.us.7.1.us.7, 8
  %541 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2824 = getelementptr i8, i8* %541, i64 %sunkaddr2823
  %sunkaddr2825 = getelementptr i8, i8* %sunkaddr2824, i64 400
  %542 = bitcast i8* %sunkaddr2825 to double*
  %.137.us.2.1.us.6.1 = load double, double* %542, align 8
  %uglygep973.1 = getelementptr i8, i8* %uglygep971.1, i64 %.46
  %uglygep973974.1 = bitcast i8* %uglygep973.1 to double*
  store double %.137.us.2.1.us.6.1, double* %uglygep973974.1, align 8
  %sunkaddr2826 = mul i64 %.139.us.7.1.us.7, 8
  %543 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2827 = getelementptr i8, i8* %543, i64 %sunkaddr2826
  %sunkaddr2828 = getelementptr i8, i8* %sunkaddr2827, i64 408
  %544 = bitcast i8* %sunkaddr2828 to double*
  %.137.us.3.1.us.6.1 = load double, double* %544, align 8
  %uglygep975.1 = getelementptr i8, i8* %uglygep973.1, i64 %.46
  %uglygep975976.1 = bitcast i8* %uglygep975.1 to double*
  store double %.137.us.3.1.us.6.1, double* %uglygep975976.1, align 8
  %sunkaddr2829 = mul i64 %.139.us.7.1.us.7, 8
  %545 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2830 = getelementptr i8, i8* %545, i64 %sunkaddr2829
  %sunkaddr2831 = getelementptr i8, i8* %sunkaddr2830, i64 416
  %546 = bitcast i8* %sunkaddr2831 to double*
  %.137.us.4.1.us.6.1 = load double, double* %546, align 8
  %uglygep977.1 = getelementptr i8, i8* %uglygep975.1, i64 %.46
  %uglygep977978.1 = bitcast i8* %uglygep977.1 to double*
  store double %.137.us.4.1.us.6.1, double* %uglygep977978.1, align 8
  %sunkaddr2832 = mul i64 %.139.us.7.1.us.7, 8
  %547 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2833 = getelementptr i8, i8* %547, i64 %sunkaddr2832
  %sunkaddr2834 = getelementptr i8, i8* %sunkaddr2833, i64 424
  %548 = bitcast i8* %sunkaddr2834 to double*
  %.137.us.5.1.us.6.1 = load double, double* %548, align 8
  %uglygep979.1 = getelementptr i8, i8* %uglygep977.1, i64 %.46
  %uglygep979980.1 = bitcast i8* %uglygep979.1 to double*
  store double %.137.us.5.1.us.6.1, double* %uglygep979980.1, align 8
  %sunkaddr2835 = mul i64 %.139.us.7.1.us.7, 8
  %549 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2836 = getelementptr i8, i8* %549, i64 %sunkaddr2835
  %sunkaddr2837 = getelementptr i8, i8* %sunkaddr2836, i64 432
  %550 = bitcast i8* %sunkaddr2837 to double*
  %.137.us.6.1.us.6.1 = load double, double* %550, align 8
  %uglygep981.1 = getelementptr i8, i8* %uglygep979.1, i64 %.46
  %uglygep981982.1 = bitcast i8* %uglygep981.1 to double*
  store double %.137.us.6.1.us.6.1, double* %uglygep981982.1, align 8
  %sunkaddr2838 = mul i64 %.139.us.7.1.us.7, 8
  %551 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2839 = getelementptr i8, i8* %551, i64 %sunkaddr2838
  %sunkaddr2840 = getelementptr i8, i8* %sunkaddr2839, i64 440
  %552 = bitcast i8* %sunkaddr2840 to double*
  %.137.us.7.1.us.6.1 = load double, double* %552, align 8
  %uglygep983.1 = getelementptr i8, i8* %uglygep981.1, i64 %.46
  %uglygep983984.1 = bitcast i8* %uglygep983.1 to double*
  store double %.137.us.7.1.us.6.1, double* %uglygep983984.1, align 8
  %sunkaddr2841 = mul i64 %.139.us.7.1.us.7, 8
  %553 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2842 = getelementptr i8, i8* %553, i64 %sunkaddr2841
  %sunkaddr2843 = getelementptr i8, i8* %sunkaddr2842, i64 448
  %554 = bitcast i8* %sunkaddr2843 to double*
  %.137.us.167.us.7.1 = load double, double* %554, align 8
  %uglygep985.1 = getelementptr i8, i8* %uglygep983.1, i64 %.46
  %uglygep985986.1 = bitcast i8* %uglygep985.1 to double*
  store double %.137.us.167.us.7.1, double* %uglygep985986.1, align 8
  %sunkaddr2844 = mul i64 %.139.us.7.1.us.7, 8
  %555 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2845 = getelementptr i8, i8* %555, i64 %sunkaddr2844
  %sunkaddr2846 = getelementptr i8, i8* %sunkaddr2845, i64 456
  %556 = bitcast i8* %sunkaddr2846 to double*
  %.137.us.1.1.us.7.1 = load double, double* %556, align 8
  %uglygep987.1 = getelementptr i8, i8* %uglygep985.1, i64 %.46
  %uglygep987988.1 = bitcast i8* %uglygep987.1 to double*
  store double %.137.us.1.1.us.7.1, double* %uglygep987988.1, align 8
  %sunkaddr2847 = mul i64 %.139.us.7.1.us.7, 8
  %557 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2848 = getelementptr i8, i8* %557, i64 %sunkaddr2847
  %sunkaddr2849 = getelementptr i8, i8* %sunkaddr2848, i64 464
  %558 = bitcast i8* %sunkaddr2849 to double*
  %.137.us.2.1.us.7.1 = load double, double* %558, align 8
  %uglygep989.1 = getelementptr i8, i8* %uglygep987.1, i64 %.46
  %uglygep989990.1 = bitcast i8* %uglygep989.1 to double*
  store double %.137.us.2.1.us.7.1, double* %uglygep989990.1, align 8
  %sunkaddr2850 = mul i64 %.139.us.7.1.us.7, 8
  %559 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2851 = getelementptr i8, i8* %559, i64 %sunkaddr2850
  %sunkaddr2852 = getelementptr i8, i8* %sunkaddr2851, i64 472
  %560 = bitcast i8* %sunkaddr2852 to double*
  %.137.us.3.1.us.7.1 = load double, double* %560, align 8
  %uglygep991.1 = getelementptr i8, i8* %uglygep989.1, i64 %.46
  %uglygep991992.1 = bitcast i8* %uglygep991.1 to double*
  store double %.137.us.3.1.us.7.1, double* %uglygep991992.1, align 8
  %sunkaddr2853 = mul i64 %.139.us.7.1.us.7, 8
  %561 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2854 = getelementptr i8, i8* %561, i64 %sunkaddr2853
  %sunkaddr2855 = getelementptr i8, i8* %sunkaddr2854, i64 480
  %562 = bitcast i8* %sunkaddr2855 to double*
  %.137.us.4.1.us.7.1 = load double, double* %562, align 8
  %uglygep993.1 = getelementptr i8, i8* %uglygep991.1, i64 %.46
  %uglygep993994.1 = bitcast i8* %uglygep993.1 to double*
  store double %.137.us.4.1.us.7.1, double* %uglygep993994.1, align 8
  %sunkaddr2856 = mul i64 %.139.us.7.1.us.7, 8
  %563 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2857 = getelementptr i8, i8* %563, i64 %sunkaddr2856
  %sunkaddr2858 = getelementptr i8, i8* %sunkaddr2857, i64 488
  %564 = bitcast i8* %sunkaddr2858 to double*
  %.137.us.5.1.us.7.1 = load double, double* %564, align 8
  %uglygep995.1 = getelementptr i8, i8* %uglygep993.1, i64 %.46
  %uglygep995996.1 = bitcast i8* %uglygep995.1 to double*
  store double %.137.us.5.1.us.7.1, double* %uglygep995996.1, align 8
  %sunkaddr2859 = mul i64 %.139.us.7.1.us.7, 8
  %565 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2860 = getelementptr i8, i8* %565, i64 %sunkaddr2859
  %sunkaddr2861 = getelementptr i8, i8* %sunkaddr2860, i64 496
  %566 = bitcast i8* %sunkaddr2861 to double*
  %.137.us.6.1.us.7.1 = load double, double* %566, align 8
  %uglygep997.1 = getelementptr i8, i8* %uglygep995.1, i64 %.46
  %uglygep997998.1 = bitcast i8* %uglygep997.1 to double*
  store double %.137.us.6.1.us.7.1, double* %uglygep997998.1, align 8
  %sunkaddr2862 = mul i64 %.139.us.7.1.us.7, 8
  %567 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2863 = getelementptr i8, i8* %567, i64 %sunkaddr2862
  %sunkaddr2864 = getelementptr i8, i8* %sunkaddr2863, i64 504
  %568 = bitcast i8* %sunkaddr2864 to double*
  %.137.us.7.1.us.7.1 = load double, double* %568, align 8
  %uglygep999.1 = getelementptr i8, i8* %uglygep997.1, i64 %.46
  %uglygep9991000.1 = bitcast i8* %uglygep999.1 to double*
  store double %.137.us.7.1.us.7.1, double* %uglygep9991000.1, align 8
  %.139.us.7.1.us.7.1 = add nuw i64 %loop.index.12.us.1.us, 128
  %lsr.iv.next687.us.7.1 = add i64 %lsr.iv.next687.us.7, %lsr.iv.next687.us.3
  %niter418.next.1 = add i64 %niter418, 2
  %niter418.ncmp.1 = icmp eq i64 %niter418.next.1, %unroll_iter390
  br i1 %niter418.ncmp.1, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.1.us, !llvm.loop !145

for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body.1.us.1.us, %for.body.1.us.1.us.preheader
  %.139.us.7.1.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.1.us.preheader ], [ %.139.us.7.1.us.7.1, %for.body.1.us.1.us ]
  %lsr.iv.next687.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.1.us.preheader ], [ %lsr.iv.next687.us.7.1, %for.body.1.us.1.us ]
  %lsr.iv686.us.unr412 = phi i64 [ %lsr.iv684.us, %for.body.1.us.1.us.preheader ], [ %lsr.iv.next687.us.7.1, %for.body.1.us.1.us ]
  %loop.index.12.us.1.us.unr413 = phi i64 [ 0, %for.body.1.us.1.us.preheader ], [ %.139.us.7.1.us.7.1, %for.body.1.us.1.us ]
  %569 = and i64 %50, 1
  %570 = icmp eq i64 %569, 0
  br i1 %570, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa, label %for.body.1.us.1.us.epil403

for.body.1.us.1.us.epil403:                       ; preds = %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa
  %571 = bitcast double* %.6.i6 to i8*
  %scevgep872.epil = getelementptr double, double* %lsr.iv677.us, i64 %loop.index.12.us.1.us.unr413
  %uglygep744.epil = getelementptr i8, i8* %571, i64 %lsr.iv686.us.unr412
  %uglygep744745.epil = bitcast i8* %uglygep744.epil to double*
  %.137.us.167.us.epil404 = load double, double* %scevgep872.epil, align 8
  store double %.137.us.167.us.epil404, double* %uglygep744745.epil, align 8
  %sunkaddr25351045 = getelementptr double, double* %lsr.iv677.us, i64 1
  %sunkaddr25361046 = getelementptr double, double* %sunkaddr25351045, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.epil405 = load double, double* %sunkaddr25361046, align 8
  %uglygep875.epil = getelementptr i8, i8* %uglygep744.epil, i64 %.46
  %uglygep875876.epil = bitcast i8* %uglygep875.epil to double*
  store double %.137.us.1.1.us.epil405, double* %uglygep875876.epil, align 8
  %sunkaddr25381047 = getelementptr double, double* %lsr.iv677.us, i64 2
  %sunkaddr25391048 = getelementptr double, double* %sunkaddr25381047, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.epil406 = load double, double* %sunkaddr25391048, align 8
  %uglygep877.epil = getelementptr i8, i8* %uglygep875.epil, i64 %.46
  %uglygep877878.epil = bitcast i8* %uglygep877.epil to double*
  store double %.137.us.2.1.us.epil406, double* %uglygep877878.epil, align 8
  %sunkaddr25411049 = getelementptr double, double* %lsr.iv677.us, i64 3
  %sunkaddr25421050 = getelementptr double, double* %sunkaddr25411049, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.epil407 = load double, double* %sunkaddr25421050, align 8
  %uglygep879.epil = getelementptr i8, i8* %uglygep877.epil, i64 %.46
  %uglygep879880.epil = bitcast i8* %uglygep879.epil to double*
  store double %.137.us.3.1.us.epil407, double* %uglygep879880.epil, align 8
  %sunkaddr25441051 = getelementptr double, double* %lsr.iv677.us, i64 4
  %sunkaddr25451052 = getelementptr double, double* %sunkaddr25441051, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.epil408 = load double, double* %sunkaddr25451052, align 8
  %uglygep881.epil = getelementptr i8, i8* %uglygep879.epil, i64 %.46
  %uglygep881882.epil = bitcast i8* %uglygep881.epil to double*
  store double %.137.us.4.1.us.epil408, double* %uglygep881882.epil, align 8
  %sunkaddr25471053 = getelementptr double, double* %lsr.iv677.us, i64 5
  %sunkaddr25481054 = getelementptr double, double* %sunkaddr25471053, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.epil409 = load double, double* %sunkaddr25481054, align 8
  %uglygep883.epil = getelementptr i8, i8* %uglygep881.epil, i64 %.46
  %uglygep883884.epil = bitcast i8* %uglygep883.epil to double*
  store double %.137.us.5.1.us.epil409, double* %uglygep883884.epil, align 8
  %sunkaddr25501055 = getelementptr double, double* %lsr.iv677.us, i64 6
  %sunkaddr25511056 = getelementptr double, double* %sunkaddr25501055, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.epil410 = load double, double* %sunkaddr25511056, align 8
  %uglygep885.epil = getelementptr i8, i8* %uglygep883.epil, i64 %.46
  %uglygep885886.epil = bitcast i8* %uglygep885.epil to double*
  store double %.137.us.6.1.us.epil410, double* %uglygep885886.epil, align 8
  %sunkaddr25531057 = getelementptr double, double* %lsr.iv677.us, i64 7
  %sunkaddr25541058 = getelementptr double, double* %sunkaddr25531057, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.epil411 = load double, double* %sunkaddr25541058, align 8
  %uglygep887.epil = getelementptr i8, i8* %uglygep885.epil, i64 %.46
  %uglygep887888.epil = bitcast i8* %uglygep887.epil to double*
  store double %.137.us.7.1.us.epil411, double* %uglygep887888.epil, align 8
  %sunkaddr25561059 = getelementptr double, double* %lsr.iv677.us, i64 8
  %sunkaddr25571060 = getelementptr double, double* %sunkaddr25561059, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.1.epil = load double, double* %sunkaddr25571060, align 8
  %uglygep889.epil = getelementptr i8, i8* %uglygep887.epil, i64 %.46
  %uglygep889890.epil = bitcast i8* %uglygep889.epil to double*
  store double %.137.us.167.us.1.epil, double* %uglygep889890.epil, align 8
  %sunkaddr25591061 = getelementptr double, double* %lsr.iv677.us, i64 9
  %sunkaddr25601062 = getelementptr double, double* %sunkaddr25591061, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.1.epil = load double, double* %sunkaddr25601062, align 8
  %uglygep891.epil = getelementptr i8, i8* %uglygep889.epil, i64 %.46
  %uglygep891892.epil = bitcast i8* %uglygep891.epil to double*
  store double %.137.us.1.1.us.1.epil, double* %uglygep891892.epil, align 8
  %sunkaddr25621063 = getelementptr double, double* %lsr.iv677.us, i64 10
  %sunkaddr25631064 = getelementptr double, double* %sunkaddr25621063, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.1.epil = load double, double* %sunkaddr25631064, align 8
  %uglygep893.epil = getelementptr i8, i8* %uglygep891.epil, i64 %.46
  %uglygep893894.epil = bitcast i8* %uglygep893.epil to double*
  store double %.137.us.2.1.us.1.epil, double* %uglygep893894.epil, align 8
  %sunkaddr25651065 = getelementptr double, double* %lsr.iv677.us, i64 11
  %sunkaddr25661066 = getelementptr double, double* %sunkaddr25651065, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.1.epil = load double, double* %sunkaddr25661066, align 8
  %uglygep895.epil = getelementptr i8, i8* %uglygep893.epil, i64 %.46
  %uglygep895896.epil = bitcast i8* %uglygep895.epil to double*
  store double %.137.us.3.1.us.1.epil, double* %uglygep895896.epil, align 8
  %sunkaddr25681067 = getelementptr double, double* %lsr.iv677.us, i64 12
  %sunkaddr25691068 = getelementptr double, double* %sunkaddr25681067, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.1.epil = load double, double* %sunkaddr25691068, align 8
  %uglygep897.epil = getelementptr i8, i8* %uglygep895.epil, i64 %.46
  %uglygep897898.epil = bitcast i8* %uglygep897.epil to double*
  store double %.137.us.4.1.us.1.epil, double* %uglygep897898.epil, align 8
  %sunkaddr25711069 = getelementptr double, double* %lsr.iv677.us, i64 13
  %sunkaddr25721070 = getelementptr double, double* %sunkaddr25711069, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.1.epil = load double, double* %sunkaddr25721070, align 8
  %uglygep899.epil = getelementptr i8, i8* %uglygep897.epil, i64 %.46
  %uglygep899900.epil = bitcast i8* %uglygep899.epil to double*
  store double %.137.us.5.1.us.1.epil, double* %uglygep899900.epil, align 8
  %sunkaddr25741071 = getelementptr double, double* %lsr.iv677.us, i64 14
  %sunkaddr25751072 = getelementptr double, double* %sunkaddr25741071, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.1.epil = load double, double* %sunkaddr25751072, align 8
  %uglygep901.epil = getelementptr i8, i8* %uglygep899.epil, i64 %.46
  %uglygep901902.epil = bitcast i8* %uglygep901.epil to double*
  store double %.137.us.6.1.us.1.epil, double* %uglygep901902.epil, align 8
  %sunkaddr25771073 = getelementptr double, double* %lsr.iv677.us, i64 15
  %sunkaddr25781074 = getelementptr double, double* %sunkaddr25771073, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.1.epil = load double, double* %sunkaddr25781074, align 8
  %uglygep903.epil = getelementptr i8, i8* %uglygep901.epil, i64 %.46
  %uglygep903904.epil = bitcast i8* %uglygep903.epil to double*
  store double %.137.us.7.1.us.1.epil, double* %uglygep903904.epil, align 8
  %sunkaddr25801075 = getelementptr double, double* %lsr.iv677.us, i64 16
  %sunkaddr25811076 = getelementptr double, double* %sunkaddr25801075, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.2.epil = load double, double* %sunkaddr25811076, align 8
  %uglygep905.epil = getelementptr i8, i8* %uglygep903.epil, i64 %.46
  %uglygep905906.epil = bitcast i8* %uglygep905.epil to double*
  store double %.137.us.167.us.2.epil, double* %uglygep905906.epil, align 8
  %sunkaddr25831077 = getelementptr double, double* %lsr.iv677.us, i64 17
  %sunkaddr25841078 = getelementptr double, double* %sunkaddr25831077, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.2.epil = load double, double* %sunkaddr25841078, align 8
  %uglygep907.epil = getelementptr i8, i8* %uglygep905.epil, i64 %.46
  %uglygep907908.epil = bitcast i8* %uglygep907.epil to double*
  store double %.137.us.1.1.us.2.epil, double* %uglygep907908.epil, align 8
  %sunkaddr25861079 = getelementptr double, double* %lsr.iv677.us, i64 18
  %sunkaddr25871080 = getelementptr double, double* %sunkaddr25861079, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.2.epil = load double, double* %sunkaddr25871080, align 8
  %uglygep909.epil = getelementptr i8, i8* %uglygep907.epil, i64 %.46
  %uglygep909910.epil = bitcast i8* %uglygep909.epil to double*
  store double %.137.us.2.1.us.2.epil, double* %uglygep909910.epil, align 8
  %sunkaddr25891081 = getelementptr double, double* %lsr.iv677.us, i64 19
  %sunkaddr25901082 = getelementptr double, double* %sunkaddr25891081, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.2.epil = load double, double* %sunkaddr25901082, align 8
  %uglygep911.epil = getelementptr i8, i8* %uglygep909.epil, i64 %.46
  %uglygep911912.epil = bitcast i8* %uglygep911.epil to double*
  store double %.137.us.3.1.us.2.epil, double* %uglygep911912.epil, align 8
  %sunkaddr25921083 = getelementptr double, double* %lsr.iv677.us, i64 20
  %sunkaddr25931084 = getelementptr double, double* %sunkaddr25921083, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.2.epil = load double, double* %sunkaddr25931084, align 8
  %uglygep913.epil = getelementptr i8, i8* %uglygep911.epil, i64 %.46
  %uglygep913914.epil = bitcast i8* %uglygep913.epil to double*
  store double %.137.us.4.1.us.2.epil, double* %uglygep913914.epil, align 8
  %sunkaddr25951085 = getelementptr double, double* %lsr.iv677.us, i64 21
  %sunkaddr25961086 = getelementptr double, double* %sunkaddr25951085, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.2.epil = load double, double* %sunkaddr25961086, align 8
  %uglygep915.epil = getelementptr i8, i8* %uglygep913.epil, i64 %.46
  %uglygep915916.epil = bitcast i8* %uglygep915.epil to double*
  store double %.137.us.5.1.us.2.epil, double* %uglygep915916.epil, align 8
  %sunkaddr25981087 = getelementptr double, double* %lsr.iv677.us, i64 22
  %sunkaddr25991088 = getelementptr double, double* %sunkaddr25981087, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.2.epil = load double, double* %sunkaddr25991088, align 8
  %uglygep917.epil = getelementptr i8, i8* %uglygep915.epil, i64 %.46
  %uglygep917918.epil = bitcast i8* %uglygep917.epil to double*
  store double %.137.us.6.1.us.2.epil, double* %uglygep917918.epil, align 8
  %sunkaddr26011089 = getelementptr double, double* %lsr.iv677.us, i64 23
  %sunkaddr26021090 = getelementptr double, double* %sunkaddr26011089, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.2.epil = load double, double* %sunkaddr26021090, align 8
  %uglygep919.epil = getelementptr i8, i8* %uglygep917.epil, i64 %.46
  %uglygep919920.epil = bitcast i8* %uglygep919.epil to double*
  store double %.137.us.7.1.us.2.epil, double* %uglygep919920.epil, align 8
  %sunkaddr26041091 = getelementptr double, double* %lsr.iv677.us, i64 24
  %sunkaddr26051092 = getelementptr double, double* %sunkaddr26041091, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.3.epil = load double, double* %sunkaddr26051092, align 8
  %uglygep921.epil = getelementptr i8, i8* %uglygep919.epil, i64 %.46
  %uglygep921922.epil = bitcast i8* %uglygep921.epil to double*
  store double %.137.us.167.us.3.epil, double* %uglygep921922.epil, align 8
  %sunkaddr26071093 = getelementptr double, double* %lsr.iv677.us, i64 25
  %sunkaddr26081094 = getelementptr double, double* %sunkaddr26071093, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.3.epil = load double, double* %sunkaddr26081094, align 8
  %uglygep923.epil = getelementptr i8, i8* %uglygep921.epil, i64 %.46
  %uglygep923924.epil = bitcast i8* %uglygep923.epil to double*
  store double %.137.us.1.1.us.3.epil, double* %uglygep923924.epil, align 8
  %sunkaddr26101095 = getelementptr double, double* %lsr.iv677.us, i64 26
  %sunkaddr26111096 = getelementptr double, double* %sunkaddr26101095, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.3.epil = load double, double* %sunkaddr26111096, align 8
  %uglygep925.epil = getelementptr i8, i8* %uglygep923.epil, i64 %.46
  %uglygep925926.epil = bitcast i8* %uglygep925.epil to double*
  store double %.137.us.2.1.us.3.epil, double* %uglygep925926.epil, align 8
  %sunkaddr26131097 = getelementptr double, double* %lsr.iv677.us, i64 27
  %sunkaddr26141098 = getelementptr double, double* %sunkaddr26131097, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.3.epil = load double, double* %sunkaddr26141098, align 8
  %uglygep927.epil = getelementptr i8, i8* %uglygep925.epil, i64 %.46
  %uglygep927928.epil = bitcast i8* %uglygep927.epil to double*
  store double %.137.us.3.1.us.3.epil, double* %uglygep927928.epil, align 8
  %sunkaddr26161099 = getelementptr double, double* %lsr.iv677.us, i64 28
  %sunkaddr26171100 = getelementptr double, double* %sunkaddr26161099, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.3.epil = load double, double* %sunkaddr26171100, align 8
  %uglygep929.epil = getelementptr i8, i8* %uglygep927.epil, i64 %.46
  %uglygep929930.epil = bitcast i8* %uglygep929.epil to double*
  store double %.137.us.4.1.us.3.epil, double* %uglygep929930.epil, align 8
  %sunkaddr26191101 = getelementptr double, double* %lsr.iv677.us, i64 29
  %sunkaddr26201102 = getelementptr double, double* %sunkaddr26191101, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.3.epil = load double, double* %sunkaddr26201102, align 8
  %uglygep931.epil = getelementptr i8, i8* %uglygep929.epil, i64 %.46
  %uglygep931932.epil = bitcast i8* %uglygep931.epil to double*
  store double %.137.us.5.1.us.3.epil, double* %uglygep931932.epil, align 8
  %sunkaddr26221103 = getelementptr double, double* %lsr.iv677.us, i64 30
  %sunkaddr26231104 = getelementptr double, double* %sunkaddr26221103, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.3.epil = load double, double* %sunkaddr26231104, align 8
  %uglygep933.epil = getelementptr i8, i8* %uglygep931.epil, i64 %.46
  %uglygep933934.epil = bitcast i8* %uglygep933.epil to double*
  store double %.137.us.6.1.us.3.epil, double* %uglygep933934.epil, align 8
  %sunkaddr26251105 = getelementptr double, double* %lsr.iv677.us, i64 31
  %sunkaddr26261106 = getelementptr double, double* %sunkaddr26251105, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.3.epil = load double, double* %sunkaddr26261106, align 8
  %uglygep935.epil = getelementptr i8, i8* %uglygep933.epil, i64 %.46
  %uglygep935936.epil = bitcast i8* %uglygep935.epil to double*
  store double %.137.us.7.1.us.3.epil, double* %uglygep935936.epil, align 8
  %sunkaddr26281107 = getelementptr double, double* %lsr.iv677.us, i64 32
  %sunkaddr26291108 = getelementptr double, double* %sunkaddr26281107, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.4.epil = load double, double* %sunkaddr26291108, align 8
  %uglygep937.epil = getelementptr i8, i8* %uglygep935.epil, i64 %.46
  %uglygep937938.epil = bitcast i8* %uglygep937.epil to double*
  store double %.137.us.167.us.4.epil, double* %uglygep937938.epil, align 8
  %sunkaddr26311109 = getelementptr double, double* %lsr.iv677.us, i64 33
  %sunkaddr26321110 = getelementptr double, double* %sunkaddr26311109, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.4.epil = load double, double* %sunkaddr26321110, align 8
  %uglygep939.epil = getelementptr i8, i8* %uglygep937.epil, i64 %.46
  %uglygep939940.epil = bitcast i8* %uglygep939.epil to double*
  store double %.137.us.1.1.us.4.epil, double* %uglygep939940.epil, align 8
  %sunkaddr26341111 = getelementptr double, double* %lsr.iv677.us, i64 34
  %sunkaddr26351112 = getelementptr double, double* %sunkaddr26341111, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.4.epil = load double, double* %sunkaddr26351112, align 8
  %uglygep941.epil = getelementptr i8, i8* %uglygep939.epil, i64 %.46
  %uglygep941942.epil = bitcast i8* %uglygep941.epil to double*
  store double %.137.us.2.1.us.4.epil, double* %uglygep941942.epil, align 8
  %sunkaddr26371113 = getelementptr double, double* %lsr.iv677.us, i64 35
  %sunkaddr26381114 = getelementptr double, double* %sunkaddr26371113, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.4.epil = load double, double* %sunkaddr26381114, align 8
  %uglygep943.epil = getelementptr i8, i8* %uglygep941.epil, i64 %.46
  %uglygep943944.epil = bitcast i8* %uglygep943.epil to double*
  store double %.137.us.3.1.us.4.epil, double* %uglygep943944.epil, align 8
  %sunkaddr26401115 = getelementptr double, double* %lsr.iv677.us, i64 36
  %sunkaddr26411116 = getelementptr double, double* %sunkaddr26401115, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.4.epil = load double, double* %sunkaddr26411116, align 8
  %uglygep945.epil = getelementptr i8, i8* %uglygep943.epil, i64 %.46
  %uglygep945946.epil = bitcast i8* %uglygep945.epil to double*
  store double %.137.us.4.1.us.4.epil, double* %uglygep945946.epil, align 8
  %sunkaddr26431117 = getelementptr double, double* %lsr.iv677.us, i64 37
  %sunkaddr26441118 = getelementptr double, double* %sunkaddr26431117, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.4.epil = load double, double* %sunkaddr26441118, align 8
  %uglygep947.epil = getelementptr i8, i8* %uglygep945.epil, i64 %.46
  %uglygep947948.epil = bitcast i8* %uglygep947.epil to double*
  store double %.137.us.5.1.us.4.epil, double* %uglygep947948.epil, align 8
  %sunkaddr26461119 = getelementptr double, double* %lsr.iv677.us, i64 38
  %sunkaddr26471120 = getelementptr double, double* %sunkaddr26461119, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.4.epil = load double, double* %sunkaddr26471120, align 8
  %uglygep949.epil = getelementptr i8, i8* %uglygep947.epil, i64 %.46
  %uglygep949950.epil = bitcast i8* %uglygep949.epil to double*
  store double %.137.us.6.1.us.4.epil, double* %uglygep949950.epil, align 8
  %sunkaddr26491121 = getelementptr double, double* %lsr.iv677.us, i64 39
  %sunkaddr26501122 = getelementptr double, double* %sunkaddr26491121, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.4.epil = load double, double* %sunkaddr26501122, align 8
  %uglygep951.epil = getelementptr i8, i8* %uglygep949.epil, i64 %.46
  %uglygep951952.epil = bitcast i8* %uglygep951.epil to double*
  store double %.137.us.7.1.us.4.epil, double* %uglygep951952.epil, align 8
  %sunkaddr26521123 = getelementptr double, double* %lsr.iv677.us, i64 40
  %sunkaddr26531124 = getelementptr double, double* %sunkaddr26521123, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.5.epil = load double, double* %sunkaddr26531124, align 8
  %uglygep953.epil = getelementptr i8, i8* %uglygep951.epil, i64 %.46
  %uglygep953954.epil = bitcast i8* %uglygep953.epil to double*
  store double %.137.us.167.us.5.epil, double* %uglygep953954.epil, align 8
  %sunkaddr26551125 = getelementptr double, double* %lsr.iv677.us, i64 41
  %sunkaddr26561126 = getelementptr double, double* %sunkaddr26551125, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.5.epil = load double, double* %sunkaddr26561126, align 8
  %uglygep955.epil = getelementptr i8, i8* %uglygep953.epil, i64 %.46
  %uglygep955956.epil = bitcast i8* %uglygep955.epil to double*
  store double %.137.us.1.1.us.5.epil, double* %uglygep955956.epil, align 8
  %sunkaddr26581127 = getelementptr double, double* %lsr.iv677.us, i64 42
  %sunkaddr26591128 = getelementptr double, double* %sunkaddr26581127, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.5.epil = load double, double* %sunkaddr26591128, align 8
  %uglygep957.epil = getelementptr i8, i8* %uglygep955.epil, i64 %.46
  %uglygep957958.epil = bitcast i8* %uglygep957.epil to double*
  store double %.137.us.2.1.us.5.epil, double* %uglygep957958.epil, align 8
  %sunkaddr26611129 = getelementptr double, double* %lsr.iv677.us, i64 43
  %sunkaddr26621130 = getelementptr double, double* %sunkaddr26611129, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.5.epil = load double, double* %sunkaddr26621130, align 8
  %uglygep959.epil = getelementptr i8, i8* %uglygep957.epil, i64 %.46
  %uglygep959960.epil = bitcast i8* %uglygep959.epil to double*
  store double %.137.us.3.1.us.5.epil, double* %uglygep959960.epil, align 8
  %sunkaddr26641131 = getelementptr double, double* %lsr.iv677.us, i64 44
  %sunkaddr26651132 = getelementptr double, double* %sunkaddr26641131, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.5.epil = load double, double* %sunkaddr26651132, align 8
  %uglygep961.epil = getelementptr i8, i8* %uglygep959.epil, i64 %.46
  %uglygep961962.epil = bitcast i8* %uglygep961.epil to double*
  store double %.137.us.4.1.us.5.epil, double* %uglygep961962.epil, align 8
  %sunkaddr26671133 = getelementptr double, double* %lsr.iv677.us, i64 45
  %sunkaddr26681134 = getelementptr double, double* %sunkaddr26671133, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.5.epil = load double, double* %sunkaddr26681134, align 8
  %uglygep963.epil = getelementptr i8, i8* %uglygep961.epil, i64 %.46
  %uglygep963964.epil = bitcast i8* %uglygep963.epil to double*
  store double %.137.us.5.1.us.5.epil, double* %uglygep963964.epil, align 8
  %sunkaddr26701135 = getelementptr double, double* %lsr.iv677.us, i64 46
  %sunkaddr26711136 = getelementptr double, double* %sunkaddr26701135, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.5.epil = load double, double* %sunkaddr26711136, align 8
  %uglygep965.epil = getelementptr i8, i8* %uglygep963.epil, i64 %.46
  %uglygep965966.epil = bitcast i8* %uglygep965.epil to double*
  store double %.137.us.6.1.us.5.epil, double* %uglygep965966.epil, align 8
  %sunkaddr26731137 = getelementptr double, double* %lsr.iv677.us, i64 47
  %sunkaddr26741138 = getelementptr double, double* %sunkaddr26731137, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.5.epil = load double, double* %sunkaddr26741138, align 8
  %uglygep967.epil = getelementptr i8, i8* %uglygep965.epil, i64 %.46
  %uglygep967968.epil = bitcast i8* %uglygep967.epil to double*
  store double %.137.us.7.1.us.5.epil, double* %uglygep967968.epil, align 8
  %sunkaddr26761139 = getelementptr double, double* %lsr.iv677.us, i64 48
  %sunkaddr26771140 = getelementptr double, double* %sunkaddr26761139, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.6.epil = load double, double* %sunkaddr26771140, align 8
  %uglygep969.epil = getelementptr i8, i8* %uglygep967.epil, i64 %.46
  %uglygep969970.epil = bitcast i8* %uglygep969.epil to double*
  store double %.137.us.167.us.6.epil, double* %uglygep969970.epil, align 8
  %sunkaddr26791141 = getelementptr double, double* %lsr.iv677.us, i64 49
  %sunkaddr26801142 = getelementptr double, double* %sunkaddr26791141, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.6.epil = load double, double* %sunkaddr26801142, align 8
  %uglygep971.epil = getelementptr i8, i8* %uglygep969.epil, i64 %.46
  %uglygep971972.epil = bitcast i8* %uglygep971.epil to double*
  store double %.137.us.1.1.us.6.epil, double* %uglygep971972.epil, align 8
  %sunkaddr26821143 = getelementptr double, double* %lsr.iv677.us, i64 50
  %sunkaddr26831144 = getelementptr double, double* %sunkaddr26821143, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.6.epil = load double, double* %sunkaddr26831144, align 8
  %uglygep973.epil = getelementptr i8, i8* %uglygep971.epil, i64 %.46
  %uglygep973974.epil = bitcast i8* %uglygep973.epil to double*
  store double %.137.us.2.1.us.6.epil, double* %uglygep973974.epil, align 8
  %sunkaddr26851145 = getelementptr double, double* %lsr.iv677.us, i64 51
  %sunkaddr26861146 = getelementptr double, double* %sunkaddr26851145, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.6.epil = load double, double* %sunkaddr26861146, align 8
  %uglygep975.epil = getelementptr i8, i8* %uglygep973.epil, i64 %.46
  %uglygep975976.epil = bitcast i8* %uglygep975.epil to double*
  store double %.137.us.3.1.us.6.epil, double* %uglygep975976.epil, align 8
  %sunkaddr26881147 = getelementptr double, double* %lsr.iv677.us, i64 52
  %sunkaddr26891148 = getelementptr double, double* %sunkaddr26881147, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.6.epil = load double, double* %sunkaddr26891148, align 8
  %uglygep977.epil = getelementptr i8, i8* %uglygep975.epil, i64 %.46
  %uglygep977978.epil = bitcast i8* %uglygep977.epil to double*
  store double %.137.us.4.1.us.6.epil, double* %uglygep977978.epil, align 8
  %sunkaddr26911149 = getelementptr double, double* %lsr.iv677.us, i64 53
  %sunkaddr26921150 = getelementptr double, double* %sunkaddr26911149, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.6.epil = load double, double* %sunkaddr26921150, align 8
  %uglygep979.epil = getelementptr i8, i8* %uglygep977.epil, i64 %.46
  %uglygep979980.epil = bitcast i8* %uglygep979.epil to double*
  store double %.137.us.5.1.us.6.epil, double* %uglygep979980.epil, align 8
  %sunkaddr26941151 = getelementptr double, double* %lsr.iv677.us, i64 54
  %sunkaddr26951152 = getelementptr double, double* %sunkaddr26941151, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.6.epil = load double, double* %sunkaddr26951152, align 8
  %uglygep981.epil = getelementptr i8, i8* %uglygep979.epil, i64 %.46
  %uglygep981982.epil = bitcast i8* %uglygep981.epil to double*
  store double %.137.us.6.1.us.6.epil, double* %uglygep981982.epil, align 8
  %sunkaddr26971153 = getelementptr double, double* %lsr.iv677.us, i64 55
  %sunkaddr26981154 = getelementptr double, double* %sunkaddr26971153, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.6.epil = load double, double* %sunkaddr26981154, align 8
  %uglygep983.epil = getelementptr i8, i8* %uglygep981.epil, i64 %.46
  %uglygep983984.epil = bitcast i8* %uglygep983.epil to double*
  store double %.137.us.7.1.us.6.epil, double* %uglygep983984.epil, align 8
  %sunkaddr27001155 = getelementptr double, double* %lsr.iv677.us, i64 56
  %sunkaddr27011156 = getelementptr double, double* %sunkaddr27001155, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.7.epil = load double, double* %sunkaddr27011156, align 8
  %uglygep985.epil = getelementptr i8, i8* %uglygep983.epil, i64 %.46
  %uglygep985986.epil = bitcast i8* %uglygep985.epil to double*
  store double %.137.us.167.us.7.epil, double* %uglygep985986.epil, align 8
  %sunkaddr27031157 = getelementptr double, double* %lsr.iv677.us, i64 57
  %sunkaddr27041158 = getelementptr double, double* %sunkaddr27031157, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.7.epil = load double, double* %sunkaddr27041158, align 8
  %uglygep987.epil = getelementptr i8, i8* %uglygep985.epil, i64 %.46
  %uglygep987988.epil = bitcast i8* %uglygep987.epil to double*
  store double %.137.us.1.1.us.7.epil, double* %uglygep987988.epil, align 8
  %sunkaddr27061159 = getelementptr double, double* %lsr.iv677.us, i64 58
  %sunkaddr27071160 = getelementptr double, double* %sunkaddr27061159, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.7.epil = load double, double* %sunkaddr27071160, align 8
  %uglygep989.epil = getelementptr i8, i8* %uglygep987.epil, i64 %.46
  %uglygep989990.epil = bitcast i8* %uglygep989.epil to double*
  store double %.137.us.2.1.us.7.epil, double* %uglygep989990.epil, align 8
  %sunkaddr27091161 = getelementptr double, double* %lsr.iv677.us, i64 59
  %sunkaddr27101162 = getelementptr double, double* %sunkaddr27091161, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.7.epil = load double, double* %sunkaddr27101162, align 8
  %uglygep991.epil = getelementptr i8, i8* %uglygep989.epil, i64 %.46
  %uglygep991992.epil = bitcast i8* %uglygep991.epil to double*
  store double %.137.us.3.1.us.7.epil, double* %uglygep991992.epil, align 8
  %sunkaddr27121163 = getelementptr double, double* %lsr.iv677.us, i64 60
  %sunkaddr27131164 = getelementptr double, double* %sunkaddr27121163, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.7.epil = load double, double* %sunkaddr27131164, align 8
  %uglygep993.epil = getelementptr i8, i8* %uglygep991.epil, i64 %.46
  %uglygep993994.epil = bitcast i8* %uglygep993.epil to double*
  store double %.137.us.4.1.us.7.epil, double* %uglygep993994.epil, align 8
  %sunkaddr27151165 = getelementptr double, double* %lsr.iv677.us, i64 61
  %sunkaddr27161166 = getelementptr double, double* %sunkaddr27151165, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.7.epil = load double, double* %sunkaddr27161166, align 8
  %uglygep995.epil = getelementptr i8, i8* %uglygep993.epil, i64 %.46
  %uglygep995996.epil = bitcast i8* %uglygep995.epil to double*
  store double %.137.us.5.1.us.7.epil, double* %uglygep995996.epil, align 8
  %sunkaddr27181167 = getelementptr double, double* %lsr.iv677.us, i64 62
  %sunkaddr27191168 = getelementptr double, double* %sunkaddr27181167, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.7.epil = load double, double* %sunkaddr27191168, align 8
  %uglygep997.epil = getelementptr i8, i8* %uglygep995.epil, i64 %.46
  %uglygep997998.epil = bitcast i8* %uglygep997.epil to double*
  store double %.137.us.6.1.us.7.epil, double* %uglygep997998.epil, align 8
  %sunkaddr27211169 = getelementptr double, double* %lsr.iv677.us, i64 63
  %sunkaddr27221170 = getelementptr double, double* %sunkaddr27211169, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.7.epil = load double, double* %sunkaddr27221170, align 8
  %uglygep999.epil = getelementptr i8, i8* %uglygep997.epil, i64 %.46
  %uglygep9991000.epil = bitcast i8* %uglygep999.epil to double*
  store double %.137.us.7.1.us.7.epil, double* %uglygep9991000.epil, align 8
  %.139.us.7.1.us.7.epil = add nuw i64 %loop.index.12.us.1.us.unr413, 64
  %lsr.iv.next687.us.7.epil = add i64 %lsr.iv686.us.unr412, %lsr.iv.next687.us.3
  br label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa

for.end.1.loopexit.us.1.us.loopexit.unr-lcssa:    ; preds = %for.body.1.us.1.us.epil403, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa, %for.body.1.us.1.preheader.us
  %lsr.iv686.us.unr = phi i64 [ %lsr.iv684.us, %for.body.1.us.1.preheader.us ], [ %lsr.iv.next687.us.7.lcssa.ph, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %lsr.iv.next687.us.7.epil, %for.body.1.us.1.us.epil403 ]
  %loop.index.12.us.1.us.unr = phi i64 [ 0, %for.body.1.us.1.preheader.us ], [ %.139.us.7.1.us.7.lcssa.ph, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.139.us.7.1.us.7.epil, %for.body.1.us.1.us.epil403 ]
  %572 = icmp eq i64 %xtraiter71, 0
  br i1 %572, label %for.end.1.loopexit.us.1.us, label %for.body.1.us.1.us.epil.preheader

for.body.1.us.1.us.epil.preheader:                ; preds = %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa
  %573 = bitcast double* %.6.i6 to i8*
  %uglygep1001 = getelementptr i8, i8* %573, i64 %lsr.iv686.us.unr
  %scevgep1548 = getelementptr double, double* %lsr.iv1545, i64 %loop.index.12.us.1.us.unr
  br label %for.body.1.us.1.us.epil

for.body.1.us.1.us.epil:                          ; preds = %for.body.1.us.1.us.epil, %for.body.1.us.1.us.epil.preheader
  %lsr.iv1006 = phi i64 [ 0, %for.body.1.us.1.us.epil.preheader ], [ %lsr.iv.next1007, %for.body.1.us.1.us.epil ]
  %lsr.iv1003.in = phi i8* [ %uglygep1001, %for.body.1.us.1.us.epil.preheader ], [ %lsr.chain1580, %for.body.1.us.1.us.epil ]
  %574 = bitcast double* %scevgep1548 to i8*
  %lsr.iv1003 = bitcast i8* %lsr.iv1003.in to double*
  %uglygep1552 = getelementptr i8, i8* %574, i64 %lsr.iv1006
  %uglygep15521553 = bitcast i8* %uglygep1552 to double*
  %scevgep1555 = getelementptr double, double* %uglygep15521553, i64 -4
  %.137.us.167.us.epil = load double, double* %scevgep1555, align 8
  store double %.137.us.167.us.epil, double* %lsr.iv1003, align 8
  %uglygep1562 = getelementptr i8, i8* %574, i64 %lsr.iv1006
  %uglygep15621563 = bitcast i8* %uglygep1562 to double*
  %scevgep1569 = getelementptr double, double* %uglygep15621563, i64 -3
  %.137.us.1.1.us.epil = load double, double* %scevgep1569, align 8
  %uglygep1043 = getelementptr i8, i8* %lsr.iv1003.in, i64 %.46
  %uglygep10431044 = bitcast i8* %uglygep1043 to double*
  store double %.137.us.1.1.us.epil, double* %uglygep10431044, align 8
  %uglygep1573 = getelementptr i8, i8* %574, i64 %lsr.iv1006
  %uglygep15731574 = bitcast i8* %uglygep1573 to double*
  %scevgep1575 = getelementptr double, double* %uglygep15731574, i64 -2
  %.137.us.2.1.us.epil = load double, double* %scevgep1575, align 8
  %uglygep1045 = getelementptr i8, i8* %uglygep1043, i64 %.46
  %uglygep10451046 = bitcast i8* %uglygep1045 to double*
  store double %.137.us.2.1.us.epil, double* %uglygep10451046, align 8
  %uglygep1576 = getelementptr i8, i8* %574, i64 %lsr.iv1006
  %uglygep15761577 = bitcast i8* %uglygep1576 to double*
  %scevgep1578 = getelementptr double, double* %uglygep15761577, i64 -1
  %.137.us.3.1.us.epil = load double, double* %scevgep1578, align 8
  %uglygep1047 = getelementptr i8, i8* %uglygep1045, i64 %.46
  %uglygep10471048 = bitcast i8* %uglygep1047 to double*
  store double %.137.us.3.1.us.epil, double* %uglygep10471048, align 8
  %uglygep1550 = getelementptr i8, i8* %574, i64 %lsr.iv1006
  %uglygep15501551 = bitcast i8* %uglygep1550 to double*
  %.137.us.4.1.us.epil = load double, double* %uglygep15501551, align 8
  %uglygep1049 = getelementptr i8, i8* %uglygep1047, i64 %.46
  %uglygep10491050 = bitcast i8* %uglygep1049 to double*
  store double %.137.us.4.1.us.epil, double* %uglygep10491050, align 8
  %uglygep1570 = getelementptr i8, i8* %574, i64 %lsr.iv1006
  %uglygep15701571 = bitcast i8* %uglygep1570 to double*
  %scevgep1572 = getelementptr double, double* %uglygep15701571, i64 1
  %.137.us.5.1.us.epil = load double, double* %scevgep1572, align 8
  %uglygep1051 = getelementptr i8, i8* %uglygep1049, i64 %.46
  %uglygep10511052 = bitcast i8* %uglygep1051 to double*
  store double %.137.us.5.1.us.epil, double* %uglygep10511052, align 8
  %uglygep1559 = getelementptr i8, i8* %574, i64 %lsr.iv1006
  %uglygep15591560 = bitcast i8* %uglygep1559 to double*
  %scevgep1561 = getelementptr double, double* %uglygep15591560, i64 2
  %.137.us.6.1.us.epil = load double, double* %scevgep1561, align 8
  %uglygep1053 = getelementptr i8, i8* %uglygep1051, i64 %.46
  %uglygep10531054 = bitcast i8* %uglygep1053 to double*
  store double %.137.us.6.1.us.epil, double* %uglygep10531054, align 8
  %uglygep1556 = getelementptr i8, i8* %574, i64 %lsr.iv1006
  %uglygep15561557 = bitcast i8* %uglygep1556 to double*
  %scevgep1558 = getelementptr double, double* %uglygep15561557, i64 3
  %.137.us.7.1.us.epil = load double, double* %scevgep1558, align 8
  %uglygep1055 = getelementptr i8, i8* %uglygep1053, i64 %.46
  %uglygep10551056 = bitcast i8* %uglygep1055 to double*
  store double %.137.us.7.1.us.epil, double* %uglygep10551056, align 8
  %lsr.iv.next1007 = add nuw nsw i64 %lsr.iv1006, 64
  %uglygep1057 = getelementptr i8, i8* %uglygep1055, i64 %.46
  %uglygep10571579 = bitcast i8* %uglygep1057 to double*
  %epil.iter77.cmp.not = icmp eq i64 %47, %lsr.iv.next1007
  %lsr.chain1580 = bitcast double* %uglygep10571579 to i8*
  br i1 %epil.iter77.cmp.not, label %for.end.1.loopexit.us.1.us, label %for.body.1.us.1.us.epil, !llvm.loop !147

for.end.1.loopexit.us.1.us:                       ; preds = %for.body.1.us.1.us.epil, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa, %for.body.1.us.preheader.us
  %575 = bitcast double* %lsr.iv1492 to i1*
  %576 = bitcast double* %lsr.iv1545 to i1*
  %577 = bitcast double* %lsr.iv453.us to i1*
  %578 = bitcast double* %lsr.iv677.us to i1*
  %.141.us.1.us = add nuw nsw i64 %loop.index4.us.us, 2
  %scevgep455.us = getelementptr i1, i1* %577, i64 %6
  %579 = bitcast i1* %scevgep455.us to double*
  %lsr.iv.next466.us = add i64 %lsr.iv465.us, 16
  %scevgep679.us = getelementptr i1, i1* %578, i64 %6
  %580 = bitcast i1* %scevgep679.us to double*
  %lsr.iv.next685.us = add i64 %lsr.iv684.us, 16
  %niter55.ncmp.1.us = icmp eq i64 %.141.us.1.us, %unroll_iter54
  %scevgep1494 = getelementptr i1, i1* %575, i64 %6
  %581 = bitcast i1* %scevgep1494 to double*
  %scevgep1547 = getelementptr i1, i1* %576, i64 %6
  %582 = bitcast i1* %scevgep1547 to double*
  br i1 %niter55.ncmp.1.us, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.us

for.body.1.us.preheader:                          ; preds = %for.end.1.loopexit.us.1.3, %for.body.1.us.preheader.preheader.new
  %lsr.iv2083 = phi double* [ %scevgep2084, %for.end.1.loopexit.us.1.3 ], [ %scevgep2082, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2064 = phi double* [ %652, %for.end.1.loopexit.us.1.3 ], [ %scevgep2063, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2032 = phi double* [ %scevgep2033, %for.end.1.loopexit.us.1.3 ], [ %scevgep2031, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2013 = phi double* [ %651, %for.end.1.loopexit.us.1.3 ], [ %scevgep2012, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1981 = phi double* [ %scevgep1982, %for.end.1.loopexit.us.1.3 ], [ %scevgep1980, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1962 = phi double* [ %650, %for.end.1.loopexit.us.1.3 ], [ %scevgep1961, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1930 = phi double* [ %scevgep1931, %for.end.1.loopexit.us.1.3 ], [ %scevgep1929, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1911 = phi double* [ %649, %for.end.1.loopexit.us.1.3 ], [ %scevgep1910, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1879 = phi double* [ %scevgep1880, %for.end.1.loopexit.us.1.3 ], [ %scevgep1878, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1860 = phi double* [ %648, %for.end.1.loopexit.us.1.3 ], [ %scevgep1859, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1828 = phi double* [ %scevgep1829, %for.end.1.loopexit.us.1.3 ], [ %scevgep1827, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1809 = phi double* [ %647, %for.end.1.loopexit.us.1.3 ], [ %scevgep1808, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1777 = phi double* [ %scevgep1778, %for.end.1.loopexit.us.1.3 ], [ %scevgep1776, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1758 = phi double* [ %646, %for.end.1.loopexit.us.1.3 ], [ %scevgep1757, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1724 = phi double* [ %scevgep1725, %for.end.1.loopexit.us.1.3 ], [ %scevgep1723, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1707 = phi double* [ %645, %for.end.1.loopexit.us.1.3 ], [ %scevgep1706, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1553 = phi double* [ %scevgep1554, %for.end.1.loopexit.us.1.3 ], [ %scevgep1552, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1543 = phi double* [ %644, %for.end.1.loopexit.us.1.3 ], [ %scevgep1542, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1507 = phi double* [ %scevgep1508, %for.end.1.loopexit.us.1.3 ], [ %scevgep1506, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1497 = phi double* [ %643, %for.end.1.loopexit.us.1.3 ], [ %scevgep1496, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1461 = phi double* [ %scevgep1462, %for.end.1.loopexit.us.1.3 ], [ %scevgep1460, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1451 = phi double* [ %642, %for.end.1.loopexit.us.1.3 ], [ %scevgep1450, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1411 = phi double* [ %scevgep1412, %for.end.1.loopexit.us.1.3 ], [ %scevgep1410, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1401 = phi double* [ %641, %for.end.1.loopexit.us.1.3 ], [ %scevgep1400, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1361 = phi double* [ %scevgep1362, %for.end.1.loopexit.us.1.3 ], [ %scevgep1360, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1343 = phi double* [ %640, %for.end.1.loopexit.us.1.3 ], [ %scevgep1342, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1296 = phi double* [ %scevgep1297, %for.end.1.loopexit.us.1.3 ], [ %scevgep1295, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1285 = phi double* [ %639, %for.end.1.loopexit.us.1.3 ], [ %scevgep1284, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1247 = phi double* [ %scevgep1248, %for.end.1.loopexit.us.1.3 ], [ %scevgep1246, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1196 = phi double* [ %scevgep1197, %for.end.1.loopexit.us.1.3 ], [ %.6.i6, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv677 = phi double* [ %638, %for.end.1.loopexit.us.1.3 ], [ %scevgep676, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv453 = phi double* [ %637, %for.end.1.loopexit.us.1.3 ], [ %arg.a.4, %for.body.1.us.preheader.preheader.new ]
  %niter103 = phi i64 [ %niter103.next.3, %for.end.1.loopexit.us.1.3 ], [ 0, %for.body.1.us.preheader.preheader.new ]
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol, %for.body.1.us.preheader
  %lsr.iv1726 = phi double* [ %585, %for.body.1.us.prol ], [ %lsr.iv1724, %for.body.1.us.preheader ]
  %lsr.iv1710 = phi double* [ %scevgep1711, %for.body.1.us.prol ], [ %lsr.iv1707, %for.body.1.us.preheader ]
  %lsr.iv1676 = phi i64 [ %lsr.iv.next1677, %for.body.1.us.prol ], [ 0, %for.body.1.us.preheader ]
  %lsr.iv1673 = phi double* [ %584, %for.body.1.us.prol ], [ %lsr.iv1196, %for.body.1.us.preheader ]
  %583 = bitcast double* %lsr.iv453 to i8*
  %lsr.iv17261727 = bitcast double* %lsr.iv1726 to i1*
  %lsr.iv16731674 = bitcast double* %lsr.iv1673 to i1*
  %uglygep1704 = getelementptr i8, i8* %583, i64 %lsr.iv1676
  %uglygep17041705 = bitcast i8* %uglygep1704 to double*
  %.137.us.prol = load double, double* %uglygep17041705, align 8
  store double %.137.us.prol, double* %lsr.iv1673, align 8
  %scevgep1675 = getelementptr i1, i1* %lsr.iv16731674, i64 %.46
  %584 = bitcast i1* %scevgep1675 to double*
  %lsr.iv.next1677 = add nuw nsw i64 %lsr.iv1676, 8
  %prol.iter.cmp.not = icmp eq i64 %22, %lsr.iv.next1677
  %scevgep1711 = getelementptr double, double* %lsr.iv1710, i64 1
  %scevgep1728 = getelementptr i1, i1* %lsr.iv17261727, i64 %.46
  %585 = bitcast i1* %scevgep1728 to double*
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !148

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol
  %586 = icmp ult i64 %4, 7
  br i1 %586, label %for.body.1.us.prol.1.preheader, label %for.body.1.us.preheader69

for.body.1.us.preheader69:                        ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us, %for.body.1.us.preheader69
  %lsr.iv1729 = phi double* [ %uglygep17471748, %for.body.1.us ], [ %lsr.iv1726, %for.body.1.us.preheader69 ]
  %lsr.iv1721 = phi i64 [ %lsr.iv.next1722, %for.body.1.us ], [ %21, %for.body.1.us.preheader69 ]
  %lsr.iv1712 = phi double* [ %scevgep1713, %for.body.1.us ], [ %lsr.iv1710, %for.body.1.us.preheader69 ]
  %lsr.iv17291732 = bitcast double* %lsr.iv1729 to i8*
  %scevgep1714 = getelementptr double, double* %lsr.iv1712, i64 -7
  %.137.us = load double, double* %scevgep1714, align 8
  store double %.137.us, double* %lsr.iv1729, align 8
  %scevgep1715 = getelementptr double, double* %lsr.iv1712, i64 -6
  %.137.us.1 = load double, double* %scevgep1715, align 8
  %uglygep1733 = getelementptr i8, i8* %lsr.iv17291732, i64 %.46
  %uglygep17331734 = bitcast i8* %uglygep1733 to double*
  store double %.137.us.1, double* %uglygep17331734, align 8
  %scevgep1716 = getelementptr double, double* %lsr.iv1712, i64 -5
  %.137.us.2 = load double, double* %scevgep1716, align 8
  %uglygep1735 = getelementptr i8, i8* %uglygep1733, i64 %.46
  %uglygep17351736 = bitcast i8* %uglygep1735 to double*
  store double %.137.us.2, double* %uglygep17351736, align 8
  %scevgep1717 = getelementptr double, double* %lsr.iv1712, i64 -4
  %.137.us.3 = load double, double* %scevgep1717, align 8
  %uglygep1737 = getelementptr i8, i8* %uglygep1735, i64 %.46
  %uglygep17371738 = bitcast i8* %uglygep1737 to double*
  store double %.137.us.3, double* %uglygep17371738, align 8
  %scevgep1718 = getelementptr double, double* %lsr.iv1712, i64 -3
  %.137.us.4 = load double, double* %scevgep1718, align 8
  %uglygep1739 = getelementptr i8, i8* %uglygep1737, i64 %.46
  %uglygep17391740 = bitcast i8* %uglygep1739 to double*
  store double %.137.us.4, double* %uglygep17391740, align 8
  %scevgep1719 = getelementptr double, double* %lsr.iv1712, i64 -2
  %.137.us.5 = load double, double* %scevgep1719, align 8
  %uglygep1741 = getelementptr i8, i8* %uglygep1739, i64 %.46
  %uglygep17411742 = bitcast i8* %uglygep1741 to double*
  store double %.137.us.5, double* %uglygep17411742, align 8
  %scevgep1720 = getelementptr double, double* %lsr.iv1712, i64 -1
  %.137.us.6 = load double, double* %scevgep1720, align 8
  %uglygep1743 = getelementptr i8, i8* %uglygep1741, i64 %.46
  %uglygep17431744 = bitcast i8* %uglygep1743 to double*
  store double %.137.us.6, double* %uglygep17431744, align 8
  %.137.us.7 = load double, double* %lsr.iv1712, align 8
  %uglygep1745 = getelementptr i8, i8* %uglygep1743, i64 %.46
  %uglygep17451746 = bitcast i8* %uglygep1745 to double*
  store double %.137.us.7, double* %uglygep17451746, align 8
  %scevgep1713 = getelementptr double, double* %lsr.iv1712, i64 8
  %lsr.iv.next1722 = add i64 %lsr.iv1721, 8
  %exitcond.not.7 = icmp eq i64 %lsr.iv.next1722, 0
  %uglygep1747 = getelementptr i8, i8* %uglygep1745, i64 %.46
  %uglygep17471748 = bitcast i8* %uglygep1747 to double*
  br i1 %exitcond.not.7, label %for.body.1.us.prol.1.preheader, label %for.body.1.us, !llvm.loop !145

for.body.1.us.prol.1.preheader:                   ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit
  br label %for.body.1.us.prol.1

for.body.1.us.prol.1:                             ; preds = %for.body.1.us.prol.1, %for.body.1.us.prol.1.preheader
  %lsr.iv1779 = phi double* [ %589, %for.body.1.us.prol.1 ], [ %lsr.iv1777, %for.body.1.us.prol.1.preheader ]
  %lsr.iv1749 = phi double* [ %588, %for.body.1.us.prol.1 ], [ %lsr.iv1247, %for.body.1.us.prol.1.preheader ]
  %lsr.iv1253 = phi i64 [ %lsr.iv.next1254, %for.body.1.us.prol.1 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader ]
  %lsr.iv1240 = phi i64 [ %lsr.iv.next1241, %for.body.1.us.prol.1 ], [ 0, %for.body.1.us.prol.1.preheader ]
  %587 = bitcast double* %lsr.iv677 to i8*
  %lsr.iv17791780 = bitcast double* %lsr.iv1779 to i1*
  %lsr.iv17491750 = bitcast double* %lsr.iv1749 to i1*
  %uglygep1753 = getelementptr i8, i8* %587, i64 %lsr.iv1240
  %uglygep17531754 = bitcast i8* %uglygep1753 to double*
  %.137.us.prol.1 = load double, double* %uglygep17531754, align 8
  store double %.137.us.prol.1, double* %lsr.iv1749, align 8
  %lsr.iv.next1241 = add nuw nsw i64 %lsr.iv1240, 8
  %lsr.iv.next1254 = add i64 %lsr.iv1253, -1
  %scevgep1751 = getelementptr i1, i1* %lsr.iv17491750, i64 %.46
  %588 = bitcast i1* %scevgep1751 to double*
  %prol.iter.cmp.1.not = icmp eq i64 %22, %lsr.iv.next1241
  %scevgep1781 = getelementptr i1, i1* %lsr.iv17791780, i64 %.46
  %589 = bitcast i1* %scevgep1781 to double*
  br i1 %prol.iter.cmp.1.not, label %for.body.1.us.prol.loopexit.1, label %for.body.1.us.prol.1, !llvm.loop !148

for.body.1.us.prol.loopexit.1:                    ; preds = %for.body.1.us.prol.1
  %590 = icmp ult i64 %4, 7
  br i1 %590, label %for.end.1.loopexit.us.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.body.1.us.prol.loopexit.1
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1, %for.body.1.us.1.preheader
  %lsr.iv1782 = phi double* [ %uglygep18001801, %for.body.1.us.1 ], [ %lsr.iv1779, %for.body.1.us.1.preheader ]
  %lsr.iv1755 = phi i64 [ %lsr.iv.next1756, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader ]
  %scevgep1761 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %lsr.iv17821785 = bitcast double* %lsr.iv1782 to i8*
  %scevgep1774 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1775 = getelementptr double, double* %scevgep1774, i64 -7
  %.137.us.167 = load double, double* %scevgep1775, align 8
  store double %.137.us.167, double* %lsr.iv1782, align 8
  %scevgep1772 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1773 = getelementptr double, double* %scevgep1772, i64 -6
  %.137.us.1.1 = load double, double* %scevgep1773, align 8
  %uglygep1786 = getelementptr i8, i8* %lsr.iv17821785, i64 %.46
  %uglygep17861787 = bitcast i8* %uglygep1786 to double*
  store double %.137.us.1.1, double* %uglygep17861787, align 8
  %scevgep1770 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1771 = getelementptr double, double* %scevgep1770, i64 -5
  %.137.us.2.1 = load double, double* %scevgep1771, align 8
  %uglygep1788 = getelementptr i8, i8* %uglygep1786, i64 %.46
  %uglygep17881789 = bitcast i8* %uglygep1788 to double*
  store double %.137.us.2.1, double* %uglygep17881789, align 8
  %scevgep1768 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1769 = getelementptr double, double* %scevgep1768, i64 -4
  %.137.us.3.1 = load double, double* %scevgep1769, align 8
  %uglygep1790 = getelementptr i8, i8* %uglygep1788, i64 %.46
  %uglygep17901791 = bitcast i8* %uglygep1790 to double*
  store double %.137.us.3.1, double* %uglygep17901791, align 8
  %scevgep1766 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1767 = getelementptr double, double* %scevgep1766, i64 -3
  %.137.us.4.1 = load double, double* %scevgep1767, align 8
  %uglygep1792 = getelementptr i8, i8* %uglygep1790, i64 %.46
  %uglygep17921793 = bitcast i8* %uglygep1792 to double*
  store double %.137.us.4.1, double* %uglygep17921793, align 8
  %scevgep1764 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1765 = getelementptr double, double* %scevgep1764, i64 -2
  %.137.us.5.1 = load double, double* %scevgep1765, align 8
  %uglygep1794 = getelementptr i8, i8* %uglygep1792, i64 %.46
  %uglygep17941795 = bitcast i8* %uglygep1794 to double*
  store double %.137.us.5.1, double* %uglygep17941795, align 8
  %scevgep1762 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1763 = getelementptr double, double* %scevgep1762, i64 -1
  %.137.us.6.1 = load double, double* %scevgep1763, align 8
  %uglygep1796 = getelementptr i8, i8* %uglygep1794, i64 %.46
  %uglygep17961797 = bitcast i8* %uglygep1796 to double*
  store double %.137.us.6.1, double* %uglygep17961797, align 8
  %.137.us.7.1 = load double, double* %scevgep1761, align 8
  %uglygep1798 = getelementptr i8, i8* %uglygep1796, i64 %.46
  %uglygep17981799 = bitcast i8* %uglygep1798 to double*
  store double %.137.us.7.1, double* %uglygep17981799, align 8
  %lsr.iv.next1756 = add i64 %lsr.iv1755, 8
  %exitcond.not.7.1 = icmp eq i64 %lsr.iv.next1254, %lsr.iv.next1756
  %uglygep1800 = getelementptr i8, i8* %uglygep1798, i64 %.46
  %uglygep18001801 = bitcast i8* %uglygep1800 to double*
  br i1 %exitcond.not.7.1, label %for.end.1.loopexit.us.1, label %for.body.1.us.1, !llvm.loop !145

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.1, %for.body.1.us.prol.loopexit.1
  br label %for.body.1.us.prol.1107

for.body.1.us.prol.1107:                          ; preds = %for.body.1.us.prol.1107, %for.end.1.loopexit.us.1
  %lsr.iv1830 = phi double* [ %593, %for.body.1.us.prol.1107 ], [ %lsr.iv1828, %for.end.1.loopexit.us.1 ]
  %lsr.iv1802 = phi double* [ %592, %for.body.1.us.prol.1107 ], [ %lsr.iv1296, %for.end.1.loopexit.us.1 ]
  %lsr.iv1302 = phi i64 [ %lsr.iv.next1303, %for.body.1.us.prol.1107 ], [ %arg.a.5.1, %for.end.1.loopexit.us.1 ]
  %lsr.iv1288 = phi i64 [ %lsr.iv.next1289, %for.body.1.us.prol.1107 ], [ 0, %for.end.1.loopexit.us.1 ]
  %591 = bitcast double* %lsr.iv1285 to i8*
  %lsr.iv18301831 = bitcast double* %lsr.iv1830 to i1*
  %lsr.iv18021803 = bitcast double* %lsr.iv1802 to i1*
  %uglygep1806 = getelementptr i8, i8* %591, i64 %lsr.iv1288
  %uglygep18061807 = bitcast i8* %uglygep1806 to double*
  %.137.us.prol.1105 = load double, double* %uglygep18061807, align 8
  store double %.137.us.prol.1105, double* %lsr.iv1802, align 8
  %lsr.iv.next1289 = add nuw nsw i64 %lsr.iv1288, 8
  %lsr.iv.next1303 = add i64 %lsr.iv1302, -1
  %scevgep1804 = getelementptr i1, i1* %lsr.iv18021803, i64 %.46
  %592 = bitcast i1* %scevgep1804 to double*
  %prol.iter.cmp.not.1 = icmp eq i64 %22, %lsr.iv.next1289
  %scevgep1832 = getelementptr i1, i1* %lsr.iv18301831, i64 %.46
  %593 = bitcast i1* %scevgep1832 to double*
  br i1 %prol.iter.cmp.not.1, label %for.body.1.us.prol.loopexit.1108, label %for.body.1.us.prol.1107, !llvm.loop !148

for.body.1.us.prol.loopexit.1108:                 ; preds = %for.body.1.us.prol.1107
  %594 = bitcast double* %lsr.iv453 to i1*
  %595 = icmp ult i64 %4, 7
  %scevgep455 = getelementptr i1, i1* %594, i64 %6
  %596 = bitcast double* %lsr.iv677 to i1*
  %scevgep679 = getelementptr i1, i1* %596, i64 %6
  br i1 %595, label %for.body.1.us.prol.1.preheader.1, label %for.body.1.us.preheader69.1

for.body.1.us.preheader69.1:                      ; preds = %for.body.1.us.prol.loopexit.1108
  %597 = add i64 %lsr.iv1302, -1
  br label %for.body.1.us.1120

for.body.1.us.1120:                               ; preds = %for.body.1.us.1120, %for.body.1.us.preheader69.1
  %lsr.iv1833 = phi double* [ %uglygep18511852, %for.body.1.us.1120 ], [ %lsr.iv1830, %for.body.1.us.preheader69.1 ]
  %lsr.iv1323 = phi i64 [ %lsr.iv.next1324, %for.body.1.us.1120 ], [ 0, %for.body.1.us.preheader69.1 ]
  %scevgep1812 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %lsr.iv18331836 = bitcast double* %lsr.iv1833 to i8*
  %scevgep1825 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1826 = getelementptr double, double* %scevgep1825, i64 -7
  %.137.us.1110 = load double, double* %scevgep1826, align 8
  store double %.137.us.1110, double* %lsr.iv1833, align 8
  %scevgep1823 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1824 = getelementptr double, double* %scevgep1823, i64 -6
  %.137.us.1.1111 = load double, double* %scevgep1824, align 8
  %uglygep1837 = getelementptr i8, i8* %lsr.iv18331836, i64 %.46
  %uglygep18371838 = bitcast i8* %uglygep1837 to double*
  store double %.137.us.1.1111, double* %uglygep18371838, align 8
  %scevgep1821 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1822 = getelementptr double, double* %scevgep1821, i64 -5
  %.137.us.2.1112 = load double, double* %scevgep1822, align 8
  %uglygep1839 = getelementptr i8, i8* %uglygep1837, i64 %.46
  %uglygep18391840 = bitcast i8* %uglygep1839 to double*
  store double %.137.us.2.1112, double* %uglygep18391840, align 8
  %scevgep1819 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1820 = getelementptr double, double* %scevgep1819, i64 -4
  %.137.us.3.1113 = load double, double* %scevgep1820, align 8
  %uglygep1841 = getelementptr i8, i8* %uglygep1839, i64 %.46
  %uglygep18411842 = bitcast i8* %uglygep1841 to double*
  store double %.137.us.3.1113, double* %uglygep18411842, align 8
  %scevgep1817 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1818 = getelementptr double, double* %scevgep1817, i64 -3
  %.137.us.4.1114 = load double, double* %scevgep1818, align 8
  %uglygep1843 = getelementptr i8, i8* %uglygep1841, i64 %.46
  %uglygep18431844 = bitcast i8* %uglygep1843 to double*
  store double %.137.us.4.1114, double* %uglygep18431844, align 8
  %scevgep1815 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1816 = getelementptr double, double* %scevgep1815, i64 -2
  %.137.us.5.1115 = load double, double* %scevgep1816, align 8
  %uglygep1845 = getelementptr i8, i8* %uglygep1843, i64 %.46
  %uglygep18451846 = bitcast i8* %uglygep1845 to double*
  store double %.137.us.5.1115, double* %uglygep18451846, align 8
  %scevgep1813 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1814 = getelementptr double, double* %scevgep1813, i64 -1
  %.137.us.6.1116 = load double, double* %scevgep1814, align 8
  %uglygep1847 = getelementptr i8, i8* %uglygep1845, i64 %.46
  %uglygep18471848 = bitcast i8* %uglygep1847 to double*
  store double %.137.us.6.1116, double* %uglygep18471848, align 8
  %.137.us.7.1117 = load double, double* %scevgep1812, align 8
  %uglygep1849 = getelementptr i8, i8* %uglygep1847, i64 %.46
  %uglygep18491850 = bitcast i8* %uglygep1849 to double*
  store double %.137.us.7.1117, double* %uglygep18491850, align 8
  %lsr.iv.next1324 = add i64 %lsr.iv1323, 8
  %exitcond.not.7.1119 = icmp eq i64 %597, %lsr.iv.next1324
  %uglygep1851 = getelementptr i8, i8* %uglygep1849, i64 %.46
  %uglygep18511852 = bitcast i8* %uglygep1851 to double*
  br i1 %exitcond.not.7.1119, label %for.body.1.us.prol.1.preheader.1, label %for.body.1.us.1120, !llvm.loop !145

for.body.1.us.prol.1.preheader.1:                 ; preds = %for.body.1.us.1120, %for.body.1.us.prol.loopexit.1108
  br label %for.body.1.us.prol.1.1

for.body.1.us.prol.1.1:                           ; preds = %for.body.1.us.prol.1.1, %for.body.1.us.prol.1.preheader.1
  %lsr.iv1881 = phi double* [ %600, %for.body.1.us.prol.1.1 ], [ %lsr.iv1879, %for.body.1.us.prol.1.preheader.1 ]
  %lsr.iv1853 = phi double* [ %599, %for.body.1.us.prol.1.1 ], [ %lsr.iv1361, %for.body.1.us.prol.1.preheader.1 ]
  %lsr.iv1366 = phi i64 [ %lsr.iv.next1367, %for.body.1.us.prol.1.1 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader.1 ]
  %lsr.iv1346 = phi i64 [ %lsr.iv.next1347, %for.body.1.us.prol.1.1 ], [ 0, %for.body.1.us.prol.1.preheader.1 ]
  %598 = bitcast double* %lsr.iv1343 to i8*
  %lsr.iv18811882 = bitcast double* %lsr.iv1881 to i1*
  %lsr.iv18531854 = bitcast double* %lsr.iv1853 to i1*
  %uglygep1857 = getelementptr i8, i8* %598, i64 %lsr.iv1346
  %uglygep18571858 = bitcast i8* %uglygep1857 to double*
  %.137.us.prol.1.1 = load double, double* %uglygep18571858, align 8
  store double %.137.us.prol.1.1, double* %lsr.iv1853, align 8
  %lsr.iv.next1347 = add nuw nsw i64 %lsr.iv1346, 8
  %lsr.iv.next1367 = add i64 %lsr.iv1366, -1
  %scevgep1855 = getelementptr i1, i1* %lsr.iv18531854, i64 %.46
  %599 = bitcast i1* %scevgep1855 to double*
  %prol.iter.cmp.1.not.1 = icmp eq i64 %22, %lsr.iv.next1347
  %scevgep1883 = getelementptr i1, i1* %lsr.iv18811882, i64 %.46
  %600 = bitcast i1* %scevgep1883 to double*
  br i1 %prol.iter.cmp.1.not.1, label %for.body.1.us.prol.loopexit.1.1, label %for.body.1.us.prol.1.1, !llvm.loop !148

for.body.1.us.prol.loopexit.1.1:                  ; preds = %for.body.1.us.prol.1.1
  %601 = icmp ult i64 %4, 7
  br i1 %601, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.preheader.1

for.body.1.us.1.preheader.1:                      ; preds = %for.body.1.us.prol.loopexit.1.1
  %602 = add i64 %lsr.iv1366, -1
  br label %for.body.1.us.1.1

for.body.1.us.1.1:                                ; preds = %for.body.1.us.1.1, %for.body.1.us.1.preheader.1
  %lsr.iv1884 = phi double* [ %uglygep19021903, %for.body.1.us.1.1 ], [ %lsr.iv1881, %for.body.1.us.1.preheader.1 ]
  %lsr.iv1379 = phi i64 [ %lsr.iv.next1380, %for.body.1.us.1.1 ], [ 0, %for.body.1.us.1.preheader.1 ]
  %scevgep1863 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %lsr.iv18841887 = bitcast double* %lsr.iv1884 to i8*
  %scevgep1876 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1877 = getelementptr double, double* %scevgep1876, i64 -7
  %.137.us.167.1 = load double, double* %scevgep1877, align 8
  store double %.137.us.167.1, double* %lsr.iv1884, align 8
  %scevgep1874 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1875 = getelementptr double, double* %scevgep1874, i64 -6
  %.137.us.1.1.1 = load double, double* %scevgep1875, align 8
  %uglygep1888 = getelementptr i8, i8* %lsr.iv18841887, i64 %.46
  %uglygep18881889 = bitcast i8* %uglygep1888 to double*
  store double %.137.us.1.1.1, double* %uglygep18881889, align 8
  %scevgep1872 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1873 = getelementptr double, double* %scevgep1872, i64 -5
  %.137.us.2.1.1 = load double, double* %scevgep1873, align 8
  %uglygep1890 = getelementptr i8, i8* %uglygep1888, i64 %.46
  %uglygep18901891 = bitcast i8* %uglygep1890 to double*
  store double %.137.us.2.1.1, double* %uglygep18901891, align 8
  %scevgep1870 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1871 = getelementptr double, double* %scevgep1870, i64 -4
  %.137.us.3.1.1 = load double, double* %scevgep1871, align 8
  %uglygep1892 = getelementptr i8, i8* %uglygep1890, i64 %.46
  %uglygep18921893 = bitcast i8* %uglygep1892 to double*
  store double %.137.us.3.1.1, double* %uglygep18921893, align 8
  %scevgep1868 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1869 = getelementptr double, double* %scevgep1868, i64 -3
  %.137.us.4.1.1 = load double, double* %scevgep1869, align 8
  %uglygep1894 = getelementptr i8, i8* %uglygep1892, i64 %.46
  %uglygep18941895 = bitcast i8* %uglygep1894 to double*
  store double %.137.us.4.1.1, double* %uglygep18941895, align 8
  %scevgep1866 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1867 = getelementptr double, double* %scevgep1866, i64 -2
  %.137.us.5.1.1 = load double, double* %scevgep1867, align 8
  %uglygep1896 = getelementptr i8, i8* %uglygep1894, i64 %.46
  %uglygep18961897 = bitcast i8* %uglygep1896 to double*
  store double %.137.us.5.1.1, double* %uglygep18961897, align 8
  %scevgep1864 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1865 = getelementptr double, double* %scevgep1864, i64 -1
  %.137.us.6.1.1 = load double, double* %scevgep1865, align 8
  %uglygep1898 = getelementptr i8, i8* %uglygep1896, i64 %.46
  %uglygep18981899 = bitcast i8* %uglygep1898 to double*
  store double %.137.us.6.1.1, double* %uglygep18981899, align 8
  %.137.us.7.1.1 = load double, double* %scevgep1863, align 8
  %uglygep1900 = getelementptr i8, i8* %uglygep1898, i64 %.46
  %uglygep19001901 = bitcast i8* %uglygep1900 to double*
  store double %.137.us.7.1.1, double* %uglygep19001901, align 8
  %lsr.iv.next1380 = add i64 %lsr.iv1379, 8
  %exitcond.not.7.1.1 = icmp eq i64 %602, %lsr.iv.next1380
  %uglygep1902 = getelementptr i8, i8* %uglygep1900, i64 %.46
  %uglygep19021903 = bitcast i8* %uglygep1902 to double*
  br i1 %exitcond.not.7.1.1, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.1, !llvm.loop !145

for.end.1.loopexit.us.1.1:                        ; preds = %for.body.1.us.1.1, %for.body.1.us.prol.loopexit.1.1
  br label %for.body.1.us.prol.2

for.body.1.us.prol.2:                             ; preds = %for.body.1.us.prol.2, %for.end.1.loopexit.us.1.1
  %lsr.iv1932 = phi double* [ %605, %for.body.1.us.prol.2 ], [ %lsr.iv1930, %for.end.1.loopexit.us.1.1 ]
  %lsr.iv1904 = phi double* [ %604, %for.body.1.us.prol.2 ], [ %lsr.iv1411, %for.end.1.loopexit.us.1.1 ]
  %lsr.iv1417 = phi i64 [ %lsr.iv.next1418, %for.body.1.us.prol.2 ], [ %arg.a.5.1, %for.end.1.loopexit.us.1.1 ]
  %lsr.iv1404 = phi i64 [ %lsr.iv.next1405, %for.body.1.us.prol.2 ], [ 0, %for.end.1.loopexit.us.1.1 ]
  %603 = bitcast double* %lsr.iv1401 to i8*
  %lsr.iv19321933 = bitcast double* %lsr.iv1932 to i1*
  %lsr.iv19041905 = bitcast double* %lsr.iv1904 to i1*
  %uglygep1908 = getelementptr i8, i8* %603, i64 %lsr.iv1404
  %uglygep19081909 = bitcast i8* %uglygep1908 to double*
  %.137.us.prol.2 = load double, double* %uglygep19081909, align 8
  store double %.137.us.prol.2, double* %lsr.iv1904, align 8
  %lsr.iv.next1405 = add nuw nsw i64 %lsr.iv1404, 8
  %lsr.iv.next1418 = add i64 %lsr.iv1417, -1
  %scevgep1906 = getelementptr i1, i1* %lsr.iv19041905, i64 %.46
  %604 = bitcast i1* %scevgep1906 to double*
  %prol.iter.cmp.not.2 = icmp eq i64 %22, %lsr.iv.next1405
  %scevgep1934 = getelementptr i1, i1* %lsr.iv19321933, i64 %.46
  %605 = bitcast i1* %scevgep1934 to double*
  br i1 %prol.iter.cmp.not.2, label %for.body.1.us.prol.loopexit.2, label %for.body.1.us.prol.2, !llvm.loop !148

for.body.1.us.prol.loopexit.2:                    ; preds = %for.body.1.us.prol.2
  %606 = icmp ult i64 %4, 7
  %scevgep455.1 = getelementptr i1, i1* %scevgep455, i64 %6
  %scevgep679.1 = getelementptr i1, i1* %scevgep679, i64 %6
  br i1 %606, label %for.body.1.us.prol.1.preheader.2, label %for.body.1.us.preheader69.2

for.body.1.us.preheader69.2:                      ; preds = %for.body.1.us.prol.loopexit.2
  %607 = add i64 %lsr.iv1417, -1
  br label %for.body.1.us.2

for.body.1.us.2:                                  ; preds = %for.body.1.us.2, %for.body.1.us.preheader69.2
  %lsr.iv1935 = phi double* [ %uglygep19531954, %for.body.1.us.2 ], [ %lsr.iv1932, %for.body.1.us.preheader69.2 ]
  %lsr.iv1431 = phi i64 [ %lsr.iv.next1432, %for.body.1.us.2 ], [ 0, %for.body.1.us.preheader69.2 ]
  %scevgep1914 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %lsr.iv19351938 = bitcast double* %lsr.iv1935 to i8*
  %scevgep1927 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1928 = getelementptr double, double* %scevgep1927, i64 -7
  %.137.us.2121 = load double, double* %scevgep1928, align 8
  store double %.137.us.2121, double* %lsr.iv1935, align 8
  %scevgep1925 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1926 = getelementptr double, double* %scevgep1925, i64 -6
  %.137.us.1.2 = load double, double* %scevgep1926, align 8
  %uglygep1939 = getelementptr i8, i8* %lsr.iv19351938, i64 %.46
  %uglygep19391940 = bitcast i8* %uglygep1939 to double*
  store double %.137.us.1.2, double* %uglygep19391940, align 8
  %scevgep1923 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1924 = getelementptr double, double* %scevgep1923, i64 -5
  %.137.us.2.2 = load double, double* %scevgep1924, align 8
  %uglygep1941 = getelementptr i8, i8* %uglygep1939, i64 %.46
  %uglygep19411942 = bitcast i8* %uglygep1941 to double*
  store double %.137.us.2.2, double* %uglygep19411942, align 8
  %scevgep1921 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1922 = getelementptr double, double* %scevgep1921, i64 -4
  %.137.us.3.2 = load double, double* %scevgep1922, align 8
  %uglygep1943 = getelementptr i8, i8* %uglygep1941, i64 %.46
  %uglygep19431944 = bitcast i8* %uglygep1943 to double*
  store double %.137.us.3.2, double* %uglygep19431944, align 8
  %scevgep1919 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1920 = getelementptr double, double* %scevgep1919, i64 -3
  %.137.us.4.2 = load double, double* %scevgep1920, align 8
  %uglygep1945 = getelementptr i8, i8* %uglygep1943, i64 %.46
  %uglygep19451946 = bitcast i8* %uglygep1945 to double*
  store double %.137.us.4.2, double* %uglygep19451946, align 8
  %scevgep1917 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1918 = getelementptr double, double* %scevgep1917, i64 -2
  %.137.us.5.2 = load double, double* %scevgep1918, align 8
  %uglygep1947 = getelementptr i8, i8* %uglygep1945, i64 %.46
  %uglygep19471948 = bitcast i8* %uglygep1947 to double*
  store double %.137.us.5.2, double* %uglygep19471948, align 8
  %scevgep1915 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1916 = getelementptr double, double* %scevgep1915, i64 -1
  %.137.us.6.2 = load double, double* %scevgep1916, align 8
  %uglygep1949 = getelementptr i8, i8* %uglygep1947, i64 %.46
  %uglygep19491950 = bitcast i8* %uglygep1949 to double*
  store double %.137.us.6.2, double* %uglygep19491950, align 8
  %.137.us.7.2 = load double, double* %scevgep1914, align 8
  %uglygep1951 = getelementptr i8, i8* %uglygep1949, i64 %.46
  %uglygep19511952 = bitcast i8* %uglygep1951 to double*
  store double %.137.us.7.2, double* %uglygep19511952, align 8
  %lsr.iv.next1432 = add i64 %lsr.iv1431, 8
  %exitcond.not.7.2 = icmp eq i64 %607, %lsr.iv.next1432
  %uglygep1953 = getelementptr i8, i8* %uglygep1951, i64 %.46
  %uglygep19531954 = bitcast i8* %uglygep1953 to double*
  br i1 %exitcond.not.7.2, label %for.body.1.us.prol.1.preheader.2, label %for.body.1.us.2, !llvm.loop !145

for.body.1.us.prol.1.preheader.2:                 ; preds = %for.body.1.us.2, %for.body.1.us.prol.loopexit.2
  br label %for.body.1.us.prol.1.2

for.body.1.us.prol.1.2:                           ; preds = %for.body.1.us.prol.1.2, %for.body.1.us.prol.1.preheader.2
  %lsr.iv1983 = phi double* [ %610, %for.body.1.us.prol.1.2 ], [ %lsr.iv1981, %for.body.1.us.prol.1.preheader.2 ]
  %lsr.iv1955 = phi double* [ %609, %for.body.1.us.prol.1.2 ], [ %lsr.iv1461, %for.body.1.us.prol.1.preheader.2 ]
  %lsr.iv1466 = phi i64 [ %lsr.iv.next1467, %for.body.1.us.prol.1.2 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader.2 ]
  %lsr.iv1454 = phi i64 [ %lsr.iv.next1455, %for.body.1.us.prol.1.2 ], [ 0, %for.body.1.us.prol.1.preheader.2 ]
  %608 = bitcast double* %lsr.iv1451 to i8*
  %lsr.iv19831984 = bitcast double* %lsr.iv1983 to i1*
  %lsr.iv19551956 = bitcast double* %lsr.iv1955 to i1*
  %uglygep1959 = getelementptr i8, i8* %608, i64 %lsr.iv1454
  %uglygep19591960 = bitcast i8* %uglygep1959 to double*
  %.137.us.prol.1.2 = load double, double* %uglygep19591960, align 8
  store double %.137.us.prol.1.2, double* %lsr.iv1955, align 8
  %lsr.iv.next1455 = add nuw nsw i64 %lsr.iv1454, 8
  %lsr.iv.next1467 = add i64 %lsr.iv1466, -1
  %scevgep1957 = getelementptr i1, i1* %lsr.iv19551956, i64 %.46
  %609 = bitcast i1* %scevgep1957 to double*
  %prol.iter.cmp.1.not.2 = icmp eq i64 %22, %lsr.iv.next1455
  %scevgep1985 = getelementptr i1, i1* %lsr.iv19831984, i64 %.46
  %610 = bitcast i1* %scevgep1985 to double*
  br i1 %prol.iter.cmp.1.not.2, label %for.body.1.us.prol.loopexit.1.2, label %for.body.1.us.prol.1.2, !llvm.loop !148

for.body.1.us.prol.loopexit.1.2:                  ; preds = %for.body.1.us.prol.1.2
  %611 = icmp ult i64 %4, 7
  br i1 %611, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.preheader.2

for.body.1.us.1.preheader.2:                      ; preds = %for.body.1.us.prol.loopexit.1.2
  %612 = add i64 %lsr.iv1466, -1
  br label %for.body.1.us.1.2

for.body.1.us.1.2:                                ; preds = %for.body.1.us.1.2, %for.body.1.us.1.preheader.2
  %lsr.iv1986 = phi double* [ %uglygep20042005, %for.body.1.us.1.2 ], [ %lsr.iv1983, %for.body.1.us.1.preheader.2 ]
  %lsr.iv1477 = phi i64 [ %lsr.iv.next1478, %for.body.1.us.1.2 ], [ 0, %for.body.1.us.1.preheader.2 ]
  %scevgep1965 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %lsr.iv19861989 = bitcast double* %lsr.iv1986 to i8*
  %scevgep1978 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1979 = getelementptr double, double* %scevgep1978, i64 -7
  %.137.us.167.2 = load double, double* %scevgep1979, align 8
  store double %.137.us.167.2, double* %lsr.iv1986, align 8
  %scevgep1976 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1977 = getelementptr double, double* %scevgep1976, i64 -6
  %.137.us.1.1.2 = load double, double* %scevgep1977, align 8
  %uglygep1990 = getelementptr i8, i8* %lsr.iv19861989, i64 %.46
  %uglygep19901991 = bitcast i8* %uglygep1990 to double*
  store double %.137.us.1.1.2, double* %uglygep19901991, align 8
  %scevgep1974 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1975 = getelementptr double, double* %scevgep1974, i64 -5
  %.137.us.2.1.2 = load double, double* %scevgep1975, align 8
  %uglygep1992 = getelementptr i8, i8* %uglygep1990, i64 %.46
  %uglygep19921993 = bitcast i8* %uglygep1992 to double*
  store double %.137.us.2.1.2, double* %uglygep19921993, align 8
  %scevgep1972 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1973 = getelementptr double, double* %scevgep1972, i64 -4
  %.137.us.3.1.2 = load double, double* %scevgep1973, align 8
  %uglygep1994 = getelementptr i8, i8* %uglygep1992, i64 %.46
  %uglygep19941995 = bitcast i8* %uglygep1994 to double*
  store double %.137.us.3.1.2, double* %uglygep19941995, align 8
  %scevgep1970 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1971 = getelementptr double, double* %scevgep1970, i64 -3
  %.137.us.4.1.2 = load double, double* %scevgep1971, align 8
  %uglygep1996 = getelementptr i8, i8* %uglygep1994, i64 %.46
  %uglygep19961997 = bitcast i8* %uglygep1996 to double*
  store double %.137.us.4.1.2, double* %uglygep19961997, align 8
  %scevgep1968 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1969 = getelementptr double, double* %scevgep1968, i64 -2
  %.137.us.5.1.2 = load double, double* %scevgep1969, align 8
  %uglygep1998 = getelementptr i8, i8* %uglygep1996, i64 %.46
  %uglygep19981999 = bitcast i8* %uglygep1998 to double*
  store double %.137.us.5.1.2, double* %uglygep19981999, align 8
  %scevgep1966 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1967 = getelementptr double, double* %scevgep1966, i64 -1
  %.137.us.6.1.2 = load double, double* %scevgep1967, align 8
  %uglygep2000 = getelementptr i8, i8* %uglygep1998, i64 %.46
  %uglygep20002001 = bitcast i8* %uglygep2000 to double*
  store double %.137.us.6.1.2, double* %uglygep20002001, align 8
  %.137.us.7.1.2 = load double, double* %scevgep1965, align 8
  %uglygep2002 = getelementptr i8, i8* %uglygep2000, i64 %.46
  %uglygep20022003 = bitcast i8* %uglygep2002 to double*
  store double %.137.us.7.1.2, double* %uglygep20022003, align 8
  %lsr.iv.next1478 = add i64 %lsr.iv1477, 8
  %exitcond.not.7.1.2 = icmp eq i64 %612, %lsr.iv.next1478
  %uglygep2004 = getelementptr i8, i8* %uglygep2002, i64 %.46
  %uglygep20042005 = bitcast i8* %uglygep2004 to double*
  br i1 %exitcond.not.7.1.2, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.2, !llvm.loop !145

for.end.1.loopexit.us.1.2:                        ; preds = %for.body.1.us.1.2, %for.body.1.us.prol.loopexit.1.2
  br label %for.body.1.us.prol.3

for.body.1.us.prol.3:                             ; preds = %for.body.1.us.prol.3, %for.end.1.loopexit.us.1.2
  %lsr.iv2034 = phi double* [ %615, %for.body.1.us.prol.3 ], [ %lsr.iv2032, %for.end.1.loopexit.us.1.2 ]
  %lsr.iv2006 = phi double* [ %614, %for.body.1.us.prol.3 ], [ %lsr.iv1507, %for.end.1.loopexit.us.1.2 ]
  %lsr.iv1512 = phi i64 [ %lsr.iv.next1513, %for.body.1.us.prol.3 ], [ %arg.a.5.1, %for.end.1.loopexit.us.1.2 ]
  %lsr.iv1500 = phi i64 [ %lsr.iv.next1501, %for.body.1.us.prol.3 ], [ 0, %for.end.1.loopexit.us.1.2 ]
  %613 = bitcast double* %lsr.iv1497 to i8*
  %lsr.iv20342035 = bitcast double* %lsr.iv2034 to i1*
  %lsr.iv20062007 = bitcast double* %lsr.iv2006 to i1*
  %uglygep2010 = getelementptr i8, i8* %613, i64 %lsr.iv1500
  %uglygep20102011 = bitcast i8* %uglygep2010 to double*
  %.137.us.prol.3 = load double, double* %uglygep20102011, align 8
  store double %.137.us.prol.3, double* %lsr.iv2006, align 8
  %lsr.iv.next1501 = add nuw nsw i64 %lsr.iv1500, 8
  %lsr.iv.next1513 = add i64 %lsr.iv1512, -1
  %scevgep2008 = getelementptr i1, i1* %lsr.iv20062007, i64 %.46
  %614 = bitcast i1* %scevgep2008 to double*
  %prol.iter.cmp.not.3 = icmp eq i64 %22, %lsr.iv.next1501
  %scevgep2036 = getelementptr i1, i1* %lsr.iv20342035, i64 %.46
  %615 = bitcast i1* %scevgep2036 to double*
  br i1 %prol.iter.cmp.not.3, label %for.body.1.us.prol.loopexit.3, label %for.body.1.us.prol.3, !llvm.loop !148

for.body.1.us.prol.loopexit.3:                    ; preds = %for.body.1.us.prol.3
  %616 = icmp ult i64 %4, 7
  %scevgep455.2 = getelementptr i1, i1* %scevgep455.1, i64 %6
  %scevgep679.2 = getelementptr i1, i1* %scevgep679.1, i64 %6
  br i1 %616, label %for.body.1.us.prol.1.preheader.3, label %for.body.1.us.preheader69.3

for.body.1.us.preheader69.3:                      ; preds = %for.body.1.us.prol.loopexit.3
  %617 = add i64 %lsr.iv1512, -1
  br label %for.body.1.us.3

for.body.1.us.3:                                  ; preds = %for.body.1.us.3, %for.body.1.us.preheader69.3
  %lsr.iv2037 = phi double* [ %uglygep20552056, %for.body.1.us.3 ], [ %lsr.iv2034, %for.body.1.us.preheader69.3 ]
  %lsr.iv1523 = phi i64 [ %lsr.iv.next1524, %for.body.1.us.3 ], [ 0, %for.body.1.us.preheader69.3 ]
  %scevgep2016 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %lsr.iv20372040 = bitcast double* %lsr.iv2037 to i8*
  %scevgep2029 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep2030 = getelementptr double, double* %scevgep2029, i64 -7
  %.137.us.3122 = load double, double* %scevgep2030, align 8
  store double %.137.us.3122, double* %lsr.iv2037, align 8
  %scevgep2027 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep2028 = getelementptr double, double* %scevgep2027, i64 -6
  %.137.us.1.3 = load double, double* %scevgep2028, align 8
  %uglygep2041 = getelementptr i8, i8* %lsr.iv20372040, i64 %.46
  %uglygep20412042 = bitcast i8* %uglygep2041 to double*
  store double %.137.us.1.3, double* %uglygep20412042, align 8
  %scevgep2025 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep2026 = getelementptr double, double* %scevgep2025, i64 -5
  %.137.us.2.3 = load double, double* %scevgep2026, align 8
  %uglygep2043 = getelementptr i8, i8* %uglygep2041, i64 %.46
  %uglygep20432044 = bitcast i8* %uglygep2043 to double*
  store double %.137.us.2.3, double* %uglygep20432044, align 8
  %scevgep2023 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep2024 = getelementptr double, double* %scevgep2023, i64 -4
  %.137.us.3.3 = load double, double* %scevgep2024, align 8
  %uglygep2045 = getelementptr i8, i8* %uglygep2043, i64 %.46
  %uglygep20452046 = bitcast i8* %uglygep2045 to double*
  store double %.137.us.3.3, double* %uglygep20452046, align 8
  %scevgep2021 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep2022 = getelementptr double, double* %scevgep2021, i64 -3
  %.137.us.4.3 = load double, double* %scevgep2022, align 8
  %uglygep2047 = getelementptr i8, i8* %uglygep2045, i64 %.46
  %uglygep20472048 = bitcast i8* %uglygep2047 to double*
  store double %.137.us.4.3, double* %uglygep20472048, align 8
  %scevgep2019 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep2020 = getelementptr double, double* %scevgep2019, i64 -2
  %.137.us.5.3 = load double, double* %scevgep2020, align 8
  %uglygep2049 = getelementptr i8, i8* %uglygep2047, i64 %.46
  %uglygep20492050 = bitcast i8* %uglygep2049 to double*
  store double %.137.us.5.3, double* %uglygep20492050, align 8
  %scevgep2017 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep2018 = getelementptr double, double* %scevgep2017, i64 -1
  %.137.us.6.3 = load double, double* %scevgep2018, align 8
  %uglygep2051 = getelementptr i8, i8* %uglygep2049, i64 %.46
  %uglygep20512052 = bitcast i8* %uglygep2051 to double*
  store double %.137.us.6.3, double* %uglygep20512052, align 8
  %.137.us.7.3 = load double, double* %scevgep2016, align 8
  %uglygep2053 = getelementptr i8, i8* %uglygep2051, i64 %.46
  %uglygep20532054 = bitcast i8* %uglygep2053 to double*
  store double %.137.us.7.3, double* %uglygep20532054, align 8
  %lsr.iv.next1524 = add i64 %lsr.iv1523, 8
  %exitcond.not.7.3 = icmp eq i64 %617, %lsr.iv.next1524
  %uglygep2055 = getelementptr i8, i8* %uglygep2053, i64 %.46
  %uglygep20552056 = bitcast i8* %uglygep2055 to double*
  br i1 %exitcond.not.7.3, label %for.body.1.us.prol.1.preheader.3, label %for.body.1.us.3, !llvm.loop !145

for.body.1.us.prol.1.preheader.3:                 ; preds = %for.body.1.us.3, %for.body.1.us.prol.loopexit.3
  br label %for.body.1.us.prol.1.3

for.body.1.us.prol.1.3:                           ; preds = %for.body.1.us.prol.1.3, %for.body.1.us.prol.1.preheader.3
  %lsr.iv2085 = phi double* [ %620, %for.body.1.us.prol.1.3 ], [ %lsr.iv2083, %for.body.1.us.prol.1.preheader.3 ]
  %lsr.iv2057 = phi double* [ %619, %for.body.1.us.prol.1.3 ], [ %lsr.iv1553, %for.body.1.us.prol.1.preheader.3 ]
  %lsr.iv1558 = phi i64 [ %lsr.iv.next1559, %for.body.1.us.prol.1.3 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader.3 ]
  %lsr.iv1546 = phi i64 [ %lsr.iv.next1547, %for.body.1.us.prol.1.3 ], [ 0, %for.body.1.us.prol.1.preheader.3 ]
  %618 = bitcast double* %lsr.iv1543 to i8*
  %lsr.iv20852086 = bitcast double* %lsr.iv2085 to i1*
  %lsr.iv20572058 = bitcast double* %lsr.iv2057 to i1*
  %uglygep2061 = getelementptr i8, i8* %618, i64 %lsr.iv1546
  %uglygep20612062 = bitcast i8* %uglygep2061 to double*
  %.137.us.prol.1.3 = load double, double* %uglygep20612062, align 8
  store double %.137.us.prol.1.3, double* %lsr.iv2057, align 8
  %lsr.iv.next1547 = add nuw nsw i64 %lsr.iv1546, 8
  %lsr.iv.next1559 = add i64 %lsr.iv1558, -1
  %scevgep2059 = getelementptr i1, i1* %lsr.iv20572058, i64 %.46
  %619 = bitcast i1* %scevgep2059 to double*
  %prol.iter.cmp.1.not.3 = icmp eq i64 %22, %lsr.iv.next1547
  %scevgep2087 = getelementptr i1, i1* %lsr.iv20852086, i64 %.46
  %620 = bitcast i1* %scevgep2087 to double*
  br i1 %prol.iter.cmp.1.not.3, label %for.body.1.us.prol.loopexit.1.3, label %for.body.1.us.prol.1.3, !llvm.loop !148

for.body.1.us.prol.loopexit.1.3:                  ; preds = %for.body.1.us.prol.1.3
  %621 = icmp ult i64 %4, 7
  br i1 %621, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.preheader.3

for.body.1.us.1.preheader.3:                      ; preds = %for.body.1.us.prol.loopexit.1.3
  %622 = add i64 %lsr.iv1558, -1
  br label %for.body.1.us.1.3

for.body.1.us.1.3:                                ; preds = %for.body.1.us.1.3, %for.body.1.us.1.preheader.3
  %lsr.iv2088 = phi double* [ %uglygep21062107, %for.body.1.us.1.3 ], [ %lsr.iv2085, %for.body.1.us.1.preheader.3 ]
  %lsr.iv1569 = phi i64 [ %lsr.iv.next1570, %for.body.1.us.1.3 ], [ 0, %for.body.1.us.1.preheader.3 ]
  %scevgep2067 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %lsr.iv20882091 = bitcast double* %lsr.iv2088 to i8*
  %scevgep2080 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep2081 = getelementptr double, double* %scevgep2080, i64 -7
  %.137.us.167.3 = load double, double* %scevgep2081, align 8
  store double %.137.us.167.3, double* %lsr.iv2088, align 8
  %scevgep2078 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep2079 = getelementptr double, double* %scevgep2078, i64 -6
  %.137.us.1.1.3 = load double, double* %scevgep2079, align 8
  %uglygep2092 = getelementptr i8, i8* %lsr.iv20882091, i64 %.46
  %uglygep20922093 = bitcast i8* %uglygep2092 to double*
  store double %.137.us.1.1.3, double* %uglygep20922093, align 8
  %scevgep2076 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep2077 = getelementptr double, double* %scevgep2076, i64 -5
  %.137.us.2.1.3 = load double, double* %scevgep2077, align 8
  %uglygep2094 = getelementptr i8, i8* %uglygep2092, i64 %.46
  %uglygep20942095 = bitcast i8* %uglygep2094 to double*
  store double %.137.us.2.1.3, double* %uglygep20942095, align 8
  %scevgep2074 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep2075 = getelementptr double, double* %scevgep2074, i64 -4
  %.137.us.3.1.3 = load double, double* %scevgep2075, align 8
  %uglygep2096 = getelementptr i8, i8* %uglygep2094, i64 %.46
  %uglygep20962097 = bitcast i8* %uglygep2096 to double*
  store double %.137.us.3.1.3, double* %uglygep20962097, align 8
  %scevgep2072 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep2073 = getelementptr double, double* %scevgep2072, i64 -3
  %.137.us.4.1.3 = load double, double* %scevgep2073, align 8
  %uglygep2098 = getelementptr i8, i8* %uglygep2096, i64 %.46
  %uglygep20982099 = bitcast i8* %uglygep2098 to double*
  store double %.137.us.4.1.3, double* %uglygep20982099, align 8
  %scevgep2070 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep2071 = getelementptr double, double* %scevgep2070, i64 -2
  %.137.us.5.1.3 = load double, double* %scevgep2071, align 8
  %uglygep2100 = getelementptr i8, i8* %uglygep2098, i64 %.46
  %uglygep21002101 = bitcast i8* %uglygep2100 to double*
  store double %.137.us.5.1.3, double* %uglygep21002101, align 8
  %scevgep2068 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep2069 = getelementptr double, double* %scevgep2068, i64 -1
  %.137.us.6.1.3 = load double, double* %scevgep2069, align 8
  %uglygep2102 = getelementptr i8, i8* %uglygep2100, i64 %.46
  %uglygep21022103 = bitcast i8* %uglygep2102 to double*
  store double %.137.us.6.1.3, double* %uglygep21022103, align 8
  %.137.us.7.1.3 = load double, double* %scevgep2067, align 8
  %uglygep2104 = getelementptr i8, i8* %uglygep2102, i64 %.46
  %uglygep21042105 = bitcast i8* %uglygep2104 to double*
  store double %.137.us.7.1.3, double* %uglygep21042105, align 8
  %lsr.iv.next1570 = add i64 %lsr.iv1569, 8
  %exitcond.not.7.1.3 = icmp eq i64 %622, %lsr.iv.next1570
  %uglygep2106 = getelementptr i8, i8* %uglygep2104, i64 %.46
  %uglygep21062107 = bitcast i8* %uglygep2106 to double*
  br i1 %exitcond.not.7.1.3, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.3, !llvm.loop !145

for.end.1.loopexit.us.1.3:                        ; preds = %for.body.1.us.1.3, %for.body.1.us.prol.loopexit.1.3
  %623 = bitcast double* %lsr.iv1707 to i1*
  %624 = bitcast double* %lsr.iv1758 to i1*
  %625 = bitcast double* %lsr.iv1809 to i1*
  %626 = bitcast double* %lsr.iv1860 to i1*
  %627 = bitcast double* %lsr.iv1911 to i1*
  %628 = bitcast double* %lsr.iv1962 to i1*
  %629 = bitcast double* %lsr.iv2013 to i1*
  %630 = bitcast double* %lsr.iv2064 to i1*
  %631 = bitcast double* %lsr.iv1285 to i1*
  %632 = bitcast double* %lsr.iv1343 to i1*
  %633 = bitcast double* %lsr.iv1401 to i1*
  %634 = bitcast double* %lsr.iv1451 to i1*
  %635 = bitcast double* %lsr.iv1497 to i1*
  %636 = bitcast double* %lsr.iv1543 to i1*
  %scevgep455.3 = getelementptr i1, i1* %scevgep455.2, i64 %6
  %637 = bitcast i1* %scevgep455.3 to double*
  %scevgep679.3 = getelementptr i1, i1* %scevgep679.2, i64 %6
  %638 = bitcast i1* %scevgep679.3 to double*
  %niter103.next.3 = add i64 %niter103, 4
  %scevgep1197 = getelementptr double, double* %lsr.iv1196, i64 8
  %scevgep1248 = getelementptr double, double* %lsr.iv1247, i64 8
  %scevgep1287 = getelementptr i1, i1* %631, i64 %13
  %639 = bitcast i1* %scevgep1287 to double*
  %scevgep1297 = getelementptr double, double* %lsr.iv1296, i64 8
  %scevgep1345 = getelementptr i1, i1* %632, i64 %13
  %640 = bitcast i1* %scevgep1345 to double*
  %scevgep1362 = getelementptr double, double* %lsr.iv1361, i64 8
  %scevgep1403 = getelementptr i1, i1* %633, i64 %13
  %641 = bitcast i1* %scevgep1403 to double*
  %scevgep1412 = getelementptr double, double* %lsr.iv1411, i64 8
  %scevgep1453 = getelementptr i1, i1* %634, i64 %13
  %642 = bitcast i1* %scevgep1453 to double*
  %scevgep1462 = getelementptr double, double* %lsr.iv1461, i64 8
  %scevgep1499 = getelementptr i1, i1* %635, i64 %13
  %643 = bitcast i1* %scevgep1499 to double*
  %scevgep1508 = getelementptr double, double* %lsr.iv1507, i64 8
  %scevgep1545 = getelementptr i1, i1* %636, i64 %13
  %644 = bitcast i1* %scevgep1545 to double*
  %scevgep1554 = getelementptr double, double* %lsr.iv1553, i64 8
  %scevgep1709 = getelementptr i1, i1* %623, i64 %13
  %645 = bitcast i1* %scevgep1709 to double*
  %scevgep1725 = getelementptr double, double* %lsr.iv1724, i64 8
  %scevgep1760 = getelementptr i1, i1* %624, i64 %13
  %646 = bitcast i1* %scevgep1760 to double*
  %scevgep1778 = getelementptr double, double* %lsr.iv1777, i64 8
  %scevgep1811 = getelementptr i1, i1* %625, i64 %13
  %647 = bitcast i1* %scevgep1811 to double*
  %scevgep1829 = getelementptr double, double* %lsr.iv1828, i64 8
  %scevgep1862 = getelementptr i1, i1* %626, i64 %13
  %648 = bitcast i1* %scevgep1862 to double*
  %scevgep1880 = getelementptr double, double* %lsr.iv1879, i64 8
  %scevgep1913 = getelementptr i1, i1* %627, i64 %13
  %649 = bitcast i1* %scevgep1913 to double*
  %scevgep1931 = getelementptr double, double* %lsr.iv1930, i64 8
  %scevgep1964 = getelementptr i1, i1* %628, i64 %13
  %650 = bitcast i1* %scevgep1964 to double*
  %scevgep1982 = getelementptr double, double* %lsr.iv1981, i64 8
  %scevgep2015 = getelementptr i1, i1* %629, i64 %13
  %651 = bitcast i1* %scevgep2015 to double*
  %scevgep2033 = getelementptr double, double* %lsr.iv2032, i64 8
  %scevgep2066 = getelementptr i1, i1* %630, i64 %13
  %652 = bitcast i1* %scevgep2066 to double*
  %scevgep2084 = getelementptr double, double* %lsr.iv2083, i64 8
  %niter103.ncmp.3 = icmp eq i64 %niter103.next.3, %unroll_iter102
  br i1 %niter103.ncmp.3, label %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit, label %for.body.1.us.preheader

for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit: ; preds = %for.end.1.loopexit.us.1.3
  %653 = bitcast i1* %scevgep455.3 to double*
  %654 = bitcast i1* %scevgep679.3 to double*
  %655 = shl i64 %unroll_iter102, 4
  %656 = or i64 %20, 1
  %.neg82 = sub nuw nsw i64 -8, %655
  br label %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa

for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa:  ; preds = %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit, %for.body.1.us.preheader.preheader
  %lsr.iv684.unr.neg = phi i64 [ -8, %for.body.1.us.preheader.preheader ], [ %.neg82, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %lsr.iv677.unr = phi double* [ %scevgep676, %for.body.1.us.preheader.preheader ], [ %654, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %lsr.iv644.unr = phi i64 [ 1, %for.body.1.us.preheader.preheader ], [ %656, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %lsr.iv465.unr = phi i64 [ 0, %for.body.1.us.preheader.preheader ], [ %655, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %lsr.iv453.unr = phi double* [ %arg.a.4, %for.body.1.us.preheader.preheader ], [ %653, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %loop.index4.us.unr = phi i64 [ 0, %for.body.1.us.preheader.preheader ], [ %20, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %lcmp.mod101.not = icmp eq i64 %xtraiter81, 0
  br i1 %lcmp.mod101.not, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.epil82.preheader

for.body.1.us.preheader.epil82.preheader:         ; preds = %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa
  %657 = add i64 %lsr.iv465.unr, %.46
  %.neg = mul i64 %loop.index4.us.unr, -8
  %658 = add i64 %657, %.neg
  %659 = icmp ult i64 %4, 7
  br i1 %659, label %for.body.1.us.preheader.epil82.us.preheader, label %for.body.1.us.preheader.epil82.preheader365

for.body.1.us.preheader.epil82.us.preheader:      ; preds = %for.body.1.us.preheader.epil82.preheader
  %scevgep1060 = getelementptr double, double* %.6.i6, i64 %loop.index4.us.unr
  %scevgep1074 = getelementptr double, double* %.6.i6, i64 %lsr.iv644.unr
  br label %for.body.1.us.preheader.epil82.us

for.body.1.us.preheader.epil82.preheader365:      ; preds = %for.body.1.us.preheader.epil82.preheader
  %660 = shl i64 %lsr.iv644.unr, 3
  %661 = sub i64 %xtraiter42, %arg.a.5.1
  br label %scalar.ph

for.body.1.us.preheader.epil82.us:                ; preds = %for.end.1.loopexit.us.1.epil.us, %for.body.1.us.preheader.epil82.us.preheader
  %lsr.iv1075 = phi double* [ %scevgep1074, %for.body.1.us.preheader.epil82.us.preheader ], [ %scevgep1076, %for.end.1.loopexit.us.1.epil.us ]
  %lsr.iv1061 = phi double* [ %scevgep1060, %for.body.1.us.preheader.epil82.us.preheader ], [ %scevgep1069, %for.end.1.loopexit.us.1.epil.us ]
  %lsr.iv677.epil.us = phi double* [ %lsr.iv677.unr, %for.body.1.us.preheader.epil82.us.preheader ], [ %667, %for.end.1.loopexit.us.1.epil.us ]
  %lsr.iv453.epil.us = phi double* [ %lsr.iv453.unr, %for.body.1.us.preheader.epil82.us.preheader ], [ %666, %for.end.1.loopexit.us.1.epil.us ]
  %epil.iter100.us = phi i64 [ 0, %for.body.1.us.preheader.epil82.us.preheader ], [ %epil.iter100.next.us, %for.end.1.loopexit.us.1.epil.us ]
  br label %for.body.1.us.prol.epil83.us

for.body.1.us.prol.epil83.us:                     ; preds = %for.body.1.us.prol.epil83.us, %for.body.1.us.preheader.epil82.us
  %lsr.iv1581 = phi double* [ %662, %for.body.1.us.prol.epil83.us ], [ %lsr.iv1061, %for.body.1.us.preheader.epil82.us ]
  %loop.index.12.us.prol.epil84.us = phi i64 [ %.139.us.prol.epil86.us, %for.body.1.us.prol.epil83.us ], [ 0, %for.body.1.us.preheader.epil82.us ]
  %lsr.iv15811582 = bitcast double* %lsr.iv1581 to i1*
  %scevgep1584 = getelementptr double, double* %lsr.iv453.epil.us, i64 %loop.index.12.us.prol.epil84.us
  %.137.us.prol.epil85.us = load double, double* %scevgep1584, align 8
  store double %.137.us.prol.epil85.us, double* %lsr.iv1581, align 8
  %.139.us.prol.epil86.us = add nuw nsw i64 %loop.index.12.us.prol.epil84.us, 1
  %scevgep1583 = getelementptr i1, i1* %lsr.iv15811582, i64 %.46
  %662 = bitcast i1* %scevgep1583 to double*
  %prol.iter.cmp.not.epil.us = icmp eq i64 %xtraiter42, %.139.us.prol.epil86.us
  br i1 %prol.iter.cmp.not.epil.us, label %for.body.1.us.prol.1.epil.us.preheader, label %for.body.1.us.prol.epil83.us, !llvm.loop !148

for.body.1.us.prol.1.epil.us.preheader:           ; preds = %for.body.1.us.prol.epil83.us
  br label %for.body.1.us.prol.1.epil.us

for.body.1.us.prol.1.epil.us:                     ; preds = %for.body.1.us.prol.1.epil.us.preheader, %for.body.1.us.prol.1.epil.us
  %lsr.iv1585 = phi double* [ %lsr.iv1075, %for.body.1.us.prol.1.epil.us.preheader ], [ %663, %for.body.1.us.prol.1.epil.us ]
  %loop.index.12.us.prol.1.epil.us = phi i64 [ %.139.us.prol.1.epil.us, %for.body.1.us.prol.1.epil.us ], [ 0, %for.body.1.us.prol.1.epil.us.preheader ]
  %lsr.iv15851586 = bitcast double* %lsr.iv1585 to i1*
  %scevgep1588 = getelementptr double, double* %lsr.iv677.epil.us, i64 %loop.index.12.us.prol.1.epil.us
  %.137.us.prol.1.epil.us = load double, double* %scevgep1588, align 8
  store double %.137.us.prol.1.epil.us, double* %lsr.iv1585, align 8
  %.139.us.prol.1.epil.us = add nuw nsw i64 %loop.index.12.us.prol.1.epil.us, 1
  %scevgep1587 = getelementptr i1, i1* %lsr.iv15851586, i64 %.46
  %663 = bitcast i1* %scevgep1587 to double*
  %prol.iter.cmp.1.not.epil.us = icmp eq i64 %xtraiter42, %.139.us.prol.1.epil.us
  br i1 %prol.iter.cmp.1.not.epil.us, label %for.end.1.loopexit.us.1.epil.us, label %for.body.1.us.prol.1.epil.us, !llvm.loop !148

for.end.1.loopexit.us.1.epil.us:                  ; preds = %for.body.1.us.prol.1.epil.us
  %664 = bitcast double* %lsr.iv453.epil.us to i1*
  %665 = bitcast double* %lsr.iv677.epil.us to i1*
  %scevgep455.epil.us = getelementptr i1, i1* %664, i64 %6
  %666 = bitcast i1* %scevgep455.epil.us to double*
  %scevgep679.epil.us = getelementptr i1, i1* %665, i64 %6
  %667 = bitcast i1* %scevgep679.epil.us to double*
  %epil.iter100.next.us = add nuw nsw i64 %epil.iter100.us, 1
  %scevgep1069 = getelementptr double, double* %lsr.iv1061, i64 2
  %scevgep1076 = getelementptr double, double* %lsr.iv1075, i64 2
  %epil.iter100.cmp.not.us = icmp eq i64 %epil.iter100.next.us, %xtraiter81
  br i1 %epil.iter100.cmp.not.us, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.epil82.us, !llvm.loop !149

scalar.ph:                                        ; preds = %for.body.1.us.preheader.epil82.preheader365, %for.end.1.loopexit.us.1.epil
  %lsr.iv1634 = phi double* [ %lsr.iv677.unr, %for.body.1.us.preheader.epil82.preheader365 ], [ %678, %for.end.1.loopexit.us.1.epil ]
  %lsr.iv1590 = phi double* [ %lsr.iv453.unr, %for.body.1.us.preheader.epil82.preheader365 ], [ %677, %for.end.1.loopexit.us.1.epil ]
  %lsr.iv1136 = phi i64 [ %660, %for.body.1.us.preheader.epil82.preheader365 ], [ %lsr.iv.next1137, %for.end.1.loopexit.us.1.epil ]
  %lsr.iv1132 = phi i64 [ %lsr.iv684.unr.neg, %for.body.1.us.preheader.epil82.preheader365 ], [ %lsr.iv.next1133, %for.end.1.loopexit.us.1.epil ]
  %loop.index4.us.epil = phi i64 [ %loop.index4.us.unr, %for.body.1.us.preheader.epil82.preheader365 ], [ %.141.us.1.epil, %for.end.1.loopexit.us.1.epil ]
  %epil.iter100 = phi i64 [ 0, %for.body.1.us.preheader.epil82.preheader365 ], [ %epil.iter100.next, %for.end.1.loopexit.us.1.epil ]
  br label %for.body.1.us.prol.epil83

for.body.1.us.prol.epil83:                        ; preds = %for.body.1.us.prol.epil83, %scalar.ph
  %lsr.iv1610 = phi i64 [ %lsr.iv.next1611, %for.body.1.us.prol.epil83 ], [ %xtraiter42, %scalar.ph ]
  %lsr.iv1593 = phi double* [ %scevgep1594, %for.body.1.us.prol.epil83 ], [ %lsr.iv1590, %scalar.ph ]
  %lsr.iv1089 = phi i64 [ %lsr.iv.next1090, %for.body.1.us.prol.epil83 ], [ %loop.index4.us.epil, %scalar.ph ]
  %scevgep1589 = getelementptr double, double* %.6.i6, i64 %lsr.iv1089
  %.137.us.prol.epil85 = load double, double* %lsr.iv1593, align 8
  store double %.137.us.prol.epil85, double* %scevgep1589, align 8
  %lsr.iv.next1090 = add i64 %lsr.iv1089, %arg.a.5.0
  %scevgep1594 = getelementptr double, double* %lsr.iv1593, i64 1
  %lsr.iv.next1611 = add i64 %lsr.iv1610, -1
  %prol.iter.cmp.not.epil = icmp eq i64 %lsr.iv.next1611, 0
  br i1 %prol.iter.cmp.not.epil, label %for.body.1.us.preheader69.epil, label %for.body.1.us.prol.epil83, !llvm.loop !150

for.body.1.us.preheader69.epil:                   ; preds = %for.body.1.us.prol.epil83
  br label %for.body.1.us.epil88

for.body.1.us.epil88:                             ; preds = %for.body.1.us.epil88, %for.body.1.us.preheader69.epil
  %lsr.iv1094 = phi i64 [ %lsr.iv.next1095, %for.body.1.us.epil88 ], [ 0, %for.body.1.us.preheader69.epil ]
  %lsr.iv459.epil = phi double* [ %668, %for.body.1.us.epil88 ], [ %.6.i6, %for.body.1.us.preheader69.epil ]
  %scevgep1612 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1613 = getelementptr double, double* %scevgep1612, i64 7
  %lsr.iv459460.epil = bitcast double* %lsr.iv459.epil to i1*
  %scevgep1614 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %.137.us.epil90 = load double, double* %scevgep1614, align 8
  %sunkaddr7232.epil = getelementptr double, double* %lsr.iv459.epil, i64 %lsr.iv.next1090
  %sunkaddr7232.epil1069 = bitcast double* %sunkaddr7232.epil to i8*
  store double %.137.us.epil90, double* %sunkaddr7232.epil, align 8
  %scevgep1615 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1616 = getelementptr double, double* %scevgep1615, i64 1
  %.137.us.1.epil91 = load double, double* %scevgep1616, align 8
  %uglygep1070 = getelementptr i8, i8* %sunkaddr7232.epil1069, i64 %658
  %uglygep10701071 = bitcast i8* %uglygep1070 to double*
  store double %.137.us.1.epil91, double* %uglygep10701071, align 8
  %scevgep1617 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1618 = getelementptr double, double* %scevgep1617, i64 2
  %.137.us.2.epil92 = load double, double* %scevgep1618, align 8
  %uglygep1072 = getelementptr i8, i8* %uglygep1070, i64 %.46
  %uglygep10721073 = bitcast i8* %uglygep1072 to double*
  store double %.137.us.2.epil92, double* %uglygep10721073, align 8
  %scevgep1619 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1620 = getelementptr double, double* %scevgep1619, i64 3
  %.137.us.3.epil93 = load double, double* %scevgep1620, align 8
  %uglygep1074 = getelementptr i8, i8* %uglygep1072, i64 %.46
  %uglygep10741075 = bitcast i8* %uglygep1074 to double*
  store double %.137.us.3.epil93, double* %uglygep10741075, align 8
  %scevgep1621 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1622 = getelementptr double, double* %scevgep1621, i64 4
  %.137.us.4.epil94 = load double, double* %scevgep1622, align 8
  %uglygep1076 = getelementptr i8, i8* %uglygep1074, i64 %.46
  %uglygep10761077 = bitcast i8* %uglygep1076 to double*
  store double %.137.us.4.epil94, double* %uglygep10761077, align 8
  %scevgep1623 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1624 = getelementptr double, double* %scevgep1623, i64 5
  %.137.us.5.epil95 = load double, double* %scevgep1624, align 8
  %uglygep1078 = getelementptr i8, i8* %uglygep1076, i64 %.46
  %uglygep10781079 = bitcast i8* %uglygep1078 to double*
  store double %.137.us.5.epil95, double* %uglygep10781079, align 8
  %scevgep1625 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1626 = getelementptr double, double* %scevgep1625, i64 6
  %.137.us.6.epil96 = load double, double* %scevgep1626, align 8
  %uglygep1080 = getelementptr i8, i8* %uglygep1078, i64 %.46
  %uglygep10801081 = bitcast i8* %uglygep1080 to double*
  store double %.137.us.6.epil96, double* %uglygep10801081, align 8
  %.137.us.7.epil97 = load double, double* %scevgep1613, align 8
  %uglygep1082 = getelementptr i8, i8* %uglygep1080, i64 %.46
  %uglygep10821083 = bitcast i8* %uglygep1082 to double*
  store double %.137.us.7.epil97, double* %uglygep10821083, align 8
  %scevgep461.epil = getelementptr i1, i1* %lsr.iv459460.epil, i64 %7
  %668 = bitcast i1* %scevgep461.epil to double*
  %lsr.iv.next1095 = add i64 %lsr.iv1094, 8
  %669 = add i64 %661, %lsr.iv.next1095
  %exitcond.not.7.epil99 = icmp eq i64 %669, 0
  br i1 %exitcond.not.7.epil99, label %for.body.1.us.prol.1.epil.preheader, label %for.body.1.us.epil88, !llvm.loop !145

for.body.1.us.prol.1.epil.preheader:              ; preds = %for.body.1.us.epil88
  br label %for.body.1.us.prol.1.epil

for.body.1.us.prol.1.epil:                        ; preds = %for.body.1.us.prol.1.epil.preheader, %for.body.1.us.prol.1.epil
  %lsr.iv1654 = phi i64 [ %xtraiter42, %for.body.1.us.prol.1.epil.preheader ], [ %lsr.iv.next1655, %for.body.1.us.prol.1.epil ]
  %lsr.iv1637 = phi double* [ %lsr.iv1634, %for.body.1.us.prol.1.epil.preheader ], [ %scevgep1638, %for.body.1.us.prol.1.epil ]
  %lsr.iv1627 = phi double* [ %.6.i6, %for.body.1.us.prol.1.epil.preheader ], [ %670, %for.body.1.us.prol.1.epil ]
  %lsr.iv16271628 = bitcast double* %lsr.iv1627 to i1*
  %lsr.iv16271631 = bitcast double* %lsr.iv1627 to i8*
  %uglygep1632 = getelementptr i8, i8* %lsr.iv16271631, i64 %lsr.iv1136
  %uglygep16321633 = bitcast i8* %uglygep1632 to double*
  %.137.us.prol.1.epil = load double, double* %lsr.iv1637, align 8
  store double %.137.us.prol.1.epil, double* %uglygep16321633, align 8
  %scevgep1629 = getelementptr i1, i1* %lsr.iv16271628, i64 %.46
  %670 = bitcast i1* %scevgep1629 to double*
  %scevgep1638 = getelementptr double, double* %lsr.iv1637, i64 1
  %lsr.iv.next1655 = add i64 %lsr.iv1654, -1
  %prol.iter.cmp.1.not.epil = icmp eq i64 %lsr.iv.next1655, 0
  br i1 %prol.iter.cmp.1.not.epil, label %for.body.1.us.1.preheader.epil, label %for.body.1.us.prol.1.epil, !llvm.loop !148

for.body.1.us.1.preheader.epil:                   ; preds = %for.body.1.us.prol.1.epil
  %671 = bitcast i1* %scevgep1629 to double*
  %672 = bitcast double* %671 to i8*
  %673 = mul i64 %lsr.iv1132, -1
  %uglygep1630 = getelementptr i8, i8* %672, i64 %673
  br label %for.body.1.us.1.epil

for.body.1.us.1.epil:                             ; preds = %for.body.1.us.1.epil, %for.body.1.us.1.preheader.epil
  %lsr.iv1142 = phi i64 [ %lsr.iv.next1143, %for.body.1.us.1.epil ], [ 0, %for.body.1.us.1.preheader.epil ]
  %lsr.iv1093.in = phi i8* [ %lsr.chain1672, %for.body.1.us.1.epil ], [ %uglygep1630, %for.body.1.us.1.preheader.epil ]
  %lsr.iv1093 = bitcast i8* %lsr.iv1093.in to double*
  %scevgep1656 = getelementptr double, double* %scevgep1638, i64 %lsr.iv1142
  %scevgep1657 = getelementptr double, double* %scevgep1656, i64 7
  %scevgep1658 = getelementptr double, double* %scevgep1638, i64 %lsr.iv1142
  %.137.us.167.epil = load double, double* %scevgep1658, align 8
  store double %.137.us.167.epil, double* %lsr.iv1093, align 8
  %scevgep1659 = getelementptr double, double* %scevgep1638, i64 %lsr.iv1142
  %scevgep1660 = getelementptr double, double* %scevgep1659, i64 1
  %.137.us.1.1.epil = load double, double* %scevgep1660, align 8
  %uglygep1168 = getelementptr i8, i8* %lsr.iv1093.in, i64 %.46
  %uglygep11681169 = bitcast i8* %uglygep1168 to double*
  store double %.137.us.1.1.epil, double* %uglygep11681169, align 8
  %scevgep1661 = getelementptr double, double* %scevgep1638, i64 %lsr.iv1142
  %scevgep1662 = getelementptr double, double* %scevgep1661, i64 2
  %.137.us.2.1.epil = load double, double* %scevgep1662, align 8
  %uglygep1170 = getelementptr i8, i8* %uglygep1168, i64 %.46
  %uglygep11701171 = bitcast i8* %uglygep1170 to double*
  store double %.137.us.2.1.epil, double* %uglygep11701171, align 8
  %scevgep1663 = getelementptr double, double* %scevgep1638, i64 %lsr.iv1142
  %scevgep1664 = getelementptr double, double* %scevgep1663, i64 3
  %.137.us.3.1.epil = load double, double* %scevgep1664, align 8
  %uglygep1172 = getelementptr i8, i8* %uglygep1170, i64 %.46
  %uglygep11721173 = bitcast i8* %uglygep1172 to double*
  store double %.137.us.3.1.epil, double* %uglygep11721173, align 8
  %scevgep1665 = getelementptr double, double* %scevgep1638, i64 %lsr.iv1142
  %scevgep1666 = getelementptr double, double* %scevgep1665, i64 4
  %.137.us.4.1.epil = load double, double* %scevgep1666, align 8
  %uglygep1174 = getelementptr i8, i8* %uglygep1172, i64 %.46
  %uglygep11741175 = bitcast i8* %uglygep1174 to double*
  store double %.137.us.4.1.epil, double* %uglygep11741175, align 8
  %scevgep1667 = getelementptr double, double* %scevgep1638, i64 %lsr.iv1142
  %scevgep1668 = getelementptr double, double* %scevgep1667, i64 5
  %.137.us.5.1.epil = load double, double* %scevgep1668, align 8
  %uglygep1176 = getelementptr i8, i8* %uglygep1174, i64 %.46
  %uglygep11761177 = bitcast i8* %uglygep1176 to double*
  store double %.137.us.5.1.epil, double* %uglygep11761177, align 8
  %scevgep1669 = getelementptr double, double* %scevgep1638, i64 %lsr.iv1142
  %scevgep1670 = getelementptr double, double* %scevgep1669, i64 6
  %.137.us.6.1.epil = load double, double* %scevgep1670, align 8
  %uglygep1178 = getelementptr i8, i8* %uglygep1176, i64 %.46
  %uglygep11781179 = bitcast i8* %uglygep1178 to double*
  store double %.137.us.6.1.epil, double* %uglygep11781179, align 8
  %.137.us.7.1.epil = load double, double* %scevgep1657, align 8
  %uglygep1180 = getelementptr i8, i8* %uglygep1178, i64 %.46
  %uglygep11801181 = bitcast i8* %uglygep1180 to double*
  store double %.137.us.7.1.epil, double* %uglygep11801181, align 8
  %lsr.iv.next1143 = add i64 %lsr.iv1142, 8
  %uglygep1182 = getelementptr i8, i8* %uglygep1180, i64 %.46
  %uglygep11821671 = bitcast i8* %uglygep1182 to double*
  %674 = add i64 %661, %lsr.iv.next1143
  %exitcond.not.7.1.epil = icmp eq i64 %674, 0
  %lsr.chain1672 = bitcast double* %uglygep11821671 to i8*
  br i1 %exitcond.not.7.1.epil, label %for.end.1.loopexit.us.1.epil, label %for.body.1.us.1.epil, !llvm.loop !145

for.end.1.loopexit.us.1.epil:                     ; preds = %for.body.1.us.1.epil
  %675 = bitcast double* %lsr.iv1590 to i1*
  %676 = bitcast double* %lsr.iv1634 to i1*
  %.141.us.1.epil = add nuw nsw i64 %loop.index4.us.epil, 2
  %epil.iter100.next = add nuw nsw i64 %epil.iter100, 1
  %lsr.iv.next1133 = add nsw i64 %lsr.iv1132, -16
  %lsr.iv.next1137 = add i64 %lsr.iv1136, 16
  %scevgep1592 = getelementptr i1, i1* %675, i64 %6
  %677 = bitcast i1* %scevgep1592 to double*
  %scevgep1636 = getelementptr i1, i1* %676, i64 %6
  %678 = bitcast i1* %scevgep1636 to double*
  %epil.iter100.cmp.not = icmp eq i64 %epil.iter100.next, %xtraiter81
  br i1 %epil.iter100.cmp.not, label %for.end.loopexit.unr-lcssa, label %scalar.ph, !llvm.loop !149

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.1.epil, %for.end.1.loopexit.us.1.epil.us, %for.end.1.loopexit.us.1.us, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa
  %679 = and i64 %arg.a.5.0, 1
  %lcmp.mod53.not = icmp eq i64 %679, 0
  br i1 %lcmp.mod53.not, label %for.end, label %for.cond.1.preheader.us.epil

for.cond.1.preheader.us.epil:                     ; preds = %for.end.loopexit.unr-lcssa, %for.cond.1.preheader.us.preheader
  %loop.index4.us.unr32 = phi i64 [ %unroll_iter54, %for.end.loopexit.unr-lcssa ], [ 0, %for.cond.1.preheader.us.preheader ]
  %680 = icmp eq i64 %arg.a.5.0, 1
  %681 = mul i64 %loop.index4.us.unr32, %arg.a.5.1
  %min.iters.check.epil = icmp ugt i64 %arg.a.5.1, 31
  %or.cond41.epil = select i1 %min.iters.check.epil, i1 %680, i1 false
  br i1 %or.cond41.epil, label %vector.memcheck.epil, label %for.body.1.us.preheader.epil

vector.memcheck.epil:                             ; preds = %for.cond.1.preheader.us.epil
  %682 = add i64 %681, %arg.a.5.1
  %scevgep36.epil = getelementptr double, double* %arg.a.4, i64 %682
  %scevgep34.epil = getelementptr double, double* %arg.a.4, i64 %681
  %683 = add i64 %loop.index4.us.unr32, %arg.a.5.1
  %scevgep32.epil = getelementptr double, double* %.6.i6, i64 %683
  %scevgep.epil = getelementptr double, double* %.6.i6, i64 %loop.index4.us.unr32
  %bound0.epil = icmp ult double* %scevgep.epil, %scevgep36.epil
  %bound1.epil = icmp ult double* %scevgep34.epil, %scevgep32.epil
  %found.conflict.epil = and i1 %bound1.epil, %bound0.epil
  br i1 %found.conflict.epil, label %for.body.1.us.preheader.epil, label %vector.ph.epil

vector.ph.epil:                                   ; preds = %vector.memcheck.epil
  %n.vec.epil = and i64 %arg.a.5.1, -32
  %xtraiter.epil = and i64 %3, 7
  %684 = icmp ult i64 %1, 224
  br i1 %684, label %middle.block.unr-lcssa.epil, label %vector.ph.new.epil

vector.ph.new.epil:                               ; preds = %vector.ph.epil
  %unroll_iter.epil = and i64 %3, 1152921504606846968
  %685 = add i64 %681, 248
  %scevgep133 = getelementptr double, double* %arg.a.4, i64 %685
  %686 = add nsw i64 %unroll_iter.epil, -8
  %687 = lshr exact i64 %686, 3
  %688 = add nuw nsw i64 %687, 1
  %xtraiter = and i64 %688, 3
  %689 = icmp ult i64 %686, 24
  br i1 %689, label %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, label %vector.ph.new.epil.new

vector.ph.new.epil.new:                           ; preds = %vector.ph.new.epil
  %const2108 = bitcast i64 4611686018427387896 to i64
  %const_mat2109 = add i64 %const2108, 4
  %unroll_iter = and i64 %688, %const_mat2109
  br label %vector.body.epil45

vector.body.epil45:                               ; preds = %vector.body.epil45, %vector.ph.new.epil.new
  %lsr.iv230 = phi double* [ %scevgep.epil, %vector.ph.new.epil.new ], [ %scevgep23219.3, %vector.body.epil45 ]
  %index.epil46 = phi i64 [ 0, %vector.ph.new.epil.new ], [ %index.next.7.epil.3, %vector.body.epil45 ]
  %niter = phi i64 [ 0, %vector.ph.new.epil.new ], [ %niter.next.3, %vector.body.epil45 ]
  %lsr.iv230233 = bitcast double* %lsr.iv230 to <8 x double>*
  %scevgep228 = getelementptr double, double* %scevgep34.epil, i64 %index.epil46
  %690 = bitcast double* %scevgep228 to <8 x double>*
  %wide.load.epil47 = load <8 x double>, <8 x double>* %690, align 8, !alias.scope !151
  %sunkaddr2865 = mul i64 %index.epil46, 8
  %691 = bitcast double* %scevgep133 to i8*
  %sunkaddr2866 = getelementptr i8, i8* %691, i64 %sunkaddr2865
  %sunkaddr2867 = getelementptr i8, i8* %sunkaddr2866, i64 -1920
  %692 = bitcast i8* %sunkaddr2867 to <8 x double>*
  %wide.load38.epil48 = load <8 x double>, <8 x double>* %692, align 8, !alias.scope !151
  %sunkaddr2868 = mul i64 %index.epil46, 8
  %693 = bitcast double* %scevgep133 to i8*
  %sunkaddr2869 = getelementptr i8, i8* %693, i64 %sunkaddr2868
  %sunkaddr2870 = getelementptr i8, i8* %sunkaddr2869, i64 -1856
  %694 = bitcast i8* %sunkaddr2870 to <8 x double>*
  %wide.load39.epil49 = load <8 x double>, <8 x double>* %694, align 8, !alias.scope !151
  %sunkaddr2871 = mul i64 %index.epil46, 8
  %695 = bitcast double* %scevgep133 to i8*
  %sunkaddr2872 = getelementptr i8, i8* %695, i64 %sunkaddr2871
  %sunkaddr2873 = getelementptr i8, i8* %sunkaddr2872, i64 -1792
  %696 = bitcast i8* %sunkaddr2873 to <8 x double>*
  %wide.load40.epil50 = load <8 x double>, <8 x double>* %696, align 8, !alias.scope !151
  store <8 x double> %wide.load.epil47, <8 x double>* %lsr.iv230233, align 8, !alias.scope !154, !noalias !151
  %scevgep236 = getelementptr double, double* %lsr.iv230, i64 8
  %697 = bitcast double* %scevgep236 to <8 x double>*
  store <8 x double> %wide.load38.epil48, <8 x double>* %697, align 8, !alias.scope !154, !noalias !151
  %scevgep237 = getelementptr double, double* %lsr.iv230, i64 16
  %698 = bitcast double* %scevgep237 to <8 x double>*
  store <8 x double> %wide.load39.epil49, <8 x double>* %698, align 8, !alias.scope !154, !noalias !151
  %scevgep238 = getelementptr double, double* %lsr.iv230, i64 24
  %699 = bitcast double* %scevgep238 to <8 x double>*
  store <8 x double> %wide.load40.epil50, <8 x double>* %699, align 8, !alias.scope !154, !noalias !151
  %sunkaddr2874 = mul i64 %index.epil46, 8
  %700 = bitcast double* %scevgep133 to i8*
  %sunkaddr2875 = getelementptr i8, i8* %700, i64 %sunkaddr2874
  %sunkaddr2876 = getelementptr i8, i8* %sunkaddr2875, i64 -1728
  %701 = bitcast i8* %sunkaddr2876 to <8 x double>*
  %wide.load.1.epil = load <8 x double>, <8 x double>* %701, align 8, !alias.scope !151
  %sunkaddr2877 = mul i64 %index.epil46, 8
  %702 = bitcast double* %scevgep133 to i8*
  %sunkaddr2878 = getelementptr i8, i8* %702, i64 %sunkaddr2877
  %sunkaddr2879 = getelementptr i8, i8* %sunkaddr2878, i64 -1664
  %703 = bitcast i8* %sunkaddr2879 to <8 x double>*
  %wide.load38.1.epil = load <8 x double>, <8 x double>* %703, align 8, !alias.scope !151
  %sunkaddr2880 = mul i64 %index.epil46, 8
  %704 = bitcast double* %scevgep133 to i8*
  %sunkaddr2881 = getelementptr i8, i8* %704, i64 %sunkaddr2880
  %sunkaddr2882 = getelementptr i8, i8* %sunkaddr2881, i64 -1600
  %705 = bitcast i8* %sunkaddr2882 to <8 x double>*
  %wide.load39.1.epil = load <8 x double>, <8 x double>* %705, align 8, !alias.scope !151
  %sunkaddr2883 = mul i64 %index.epil46, 8
  %706 = bitcast double* %scevgep133 to i8*
  %sunkaddr2884 = getelementptr i8, i8* %706, i64 %sunkaddr2883
  %sunkaddr2885 = getelementptr i8, i8* %sunkaddr2884, i64 -1536
  %707 = bitcast i8* %sunkaddr2885 to <8 x double>*
  %wide.load40.1.epil = load <8 x double>, <8 x double>* %707, align 8, !alias.scope !151
  %uglygep24037 = getelementptr double, double* %lsr.iv230, i64 32
  %uglygep240241 = bitcast double* %uglygep24037 to <8 x double>*
  store <8 x double> %wide.load.1.epil, <8 x double>* %uglygep240241, align 8, !alias.scope !154, !noalias !151
  %scevgep24238 = getelementptr double, double* %lsr.iv230, i64 40
  %708 = bitcast double* %scevgep24238 to <8 x double>*
  store <8 x double> %wide.load38.1.epil, <8 x double>* %708, align 8, !alias.scope !154, !noalias !151
  %scevgep24339 = getelementptr double, double* %lsr.iv230, i64 48
  %709 = bitcast double* %scevgep24339 to <8 x double>*
  store <8 x double> %wide.load39.1.epil, <8 x double>* %709, align 8, !alias.scope !154, !noalias !151
  %scevgep24440 = getelementptr double, double* %lsr.iv230, i64 56
  %710 = bitcast double* %scevgep24440 to <8 x double>*
  store <8 x double> %wide.load40.1.epil, <8 x double>* %710, align 8, !alias.scope !154, !noalias !151
  %sunkaddr2886 = mul i64 %index.epil46, 8
  %711 = bitcast double* %scevgep133 to i8*
  %sunkaddr2887 = getelementptr i8, i8* %711, i64 %sunkaddr2886
  %sunkaddr2888 = getelementptr i8, i8* %sunkaddr2887, i64 -1472
  %712 = bitcast i8* %sunkaddr2888 to <8 x double>*
  %wide.load.2.epil = load <8 x double>, <8 x double>* %712, align 8, !alias.scope !151
  %sunkaddr2889 = mul i64 %index.epil46, 8
  %713 = bitcast double* %scevgep133 to i8*
  %sunkaddr2890 = getelementptr i8, i8* %713, i64 %sunkaddr2889
  %sunkaddr2891 = getelementptr i8, i8* %sunkaddr2890, i64 -1408
  %714 = bitcast i8* %sunkaddr2891 to <8 x double>*
  %wide.load38.2.epil = load <8 x double>, <8 x double>* %714, align 8, !alias.scope !151
  %sunkaddr2892 = mul i64 %index.epil46, 8
  %715 = bitcast double* %scevgep133 to i8*
  %sunkaddr2893 = getelementptr i8, i8* %715, i64 %sunkaddr2892
  %sunkaddr2894 = getelementptr i8, i8* %sunkaddr2893, i64 -1344
  %716 = bitcast i8* %sunkaddr2894 to <8 x double>*
  %wide.load39.2.epil = load <8 x double>, <8 x double>* %716, align 8, !alias.scope !151
  %sunkaddr2895 = mul i64 %index.epil46, 8
  %717 = bitcast double* %scevgep133 to i8*
  %sunkaddr2896 = getelementptr i8, i8* %717, i64 %sunkaddr2895
  %sunkaddr2897 = getelementptr i8, i8* %sunkaddr2896, i64 -1280
  %718 = bitcast i8* %sunkaddr2897 to <8 x double>*
  %wide.load40.2.epil = load <8 x double>, <8 x double>* %718, align 8, !alias.scope !151
  %uglygep24541 = getelementptr double, double* %lsr.iv230, i64 64
  %uglygep245246 = bitcast double* %uglygep24541 to <8 x double>*
  store <8 x double> %wide.load.2.epil, <8 x double>* %uglygep245246, align 8, !alias.scope !154, !noalias !151
  %scevgep24742 = getelementptr double, double* %lsr.iv230, i64 72
  %719 = bitcast double* %scevgep24742 to <8 x double>*
  store <8 x double> %wide.load38.2.epil, <8 x double>* %719, align 8, !alias.scope !154, !noalias !151
  %scevgep24843 = getelementptr double, double* %lsr.iv230, i64 80
  %720 = bitcast double* %scevgep24843 to <8 x double>*
  store <8 x double> %wide.load39.2.epil, <8 x double>* %720, align 8, !alias.scope !154, !noalias !151
  %scevgep24944 = getelementptr double, double* %lsr.iv230, i64 88
  %721 = bitcast double* %scevgep24944 to <8 x double>*
  store <8 x double> %wide.load40.2.epil, <8 x double>* %721, align 8, !alias.scope !154, !noalias !151
  %sunkaddr2898 = mul i64 %index.epil46, 8
  %722 = bitcast double* %scevgep133 to i8*
  %sunkaddr2899 = getelementptr i8, i8* %722, i64 %sunkaddr2898
  %sunkaddr2900 = getelementptr i8, i8* %sunkaddr2899, i64 -1216
  %723 = bitcast i8* %sunkaddr2900 to <8 x double>*
  %wide.load.3.epil = load <8 x double>, <8 x double>* %723, align 8, !alias.scope !151
  %sunkaddr2901 = mul i64 %index.epil46, 8
  %724 = bitcast double* %scevgep133 to i8*
  %sunkaddr2902 = getelementptr i8, i8* %724, i64 %sunkaddr2901
  %sunkaddr2903 = getelementptr i8, i8* %sunkaddr2902, i64 -1152
  %725 = bitcast i8* %sunkaddr2903 to <8 x double>*
  %wide.load38.3.epil = load <8 x double>, <8 x double>* %725, align 8, !alias.scope !151
  %sunkaddr2904 = mul i64 %index.epil46, 8
  %726 = bitcast double* %scevgep133 to i8*
  %sunkaddr2905 = getelementptr i8, i8* %726, i64 %sunkaddr2904
  %sunkaddr2906 = getelementptr i8, i8* %sunkaddr2905, i64 -1088
  %727 = bitcast i8* %sunkaddr2906 to <8 x double>*
  %wide.load39.3.epil = load <8 x double>, <8 x double>* %727, align 8, !alias.scope !151
  %sunkaddr2907 = mul i64 %index.epil46, 8
  %728 = bitcast double* %scevgep133 to i8*
  %sunkaddr2908 = getelementptr i8, i8* %728, i64 %sunkaddr2907
  %sunkaddr2909 = getelementptr i8, i8* %sunkaddr2908, i64 -1024
  %729 = bitcast i8* %sunkaddr2909 to <8 x double>*
  %wide.load40.3.epil = load <8 x double>, <8 x double>* %729, align 8, !alias.scope !151
  %uglygep25045 = getelementptr double, double* %lsr.iv230, i64 96
  %uglygep250251 = bitcast double* %uglygep25045 to <8 x double>*
  store <8 x double> %wide.load.3.epil, <8 x double>* %uglygep250251, align 8, !alias.scope !154, !noalias !151
  %scevgep25246 = getelementptr double, double* %lsr.iv230, i64 104
  %730 = bitcast double* %scevgep25246 to <8 x double>*
  store <8 x double> %wide.load38.3.epil, <8 x double>* %730, align 8, !alias.scope !154, !noalias !151
  %scevgep25347 = getelementptr double, double* %lsr.iv230, i64 112
  %731 = bitcast double* %scevgep25347 to <8 x double>*
  store <8 x double> %wide.load39.3.epil, <8 x double>* %731, align 8, !alias.scope !154, !noalias !151
  %scevgep25448 = getelementptr double, double* %lsr.iv230, i64 120
  %732 = bitcast double* %scevgep25448 to <8 x double>*
  store <8 x double> %wide.load40.3.epil, <8 x double>* %732, align 8, !alias.scope !154, !noalias !151
  %sunkaddr2910 = mul i64 %index.epil46, 8
  %733 = bitcast double* %scevgep133 to i8*
  %sunkaddr2911 = getelementptr i8, i8* %733, i64 %sunkaddr2910
  %sunkaddr2912 = getelementptr i8, i8* %sunkaddr2911, i64 -960
  %734 = bitcast i8* %sunkaddr2912 to <8 x double>*
  %wide.load.4.epil = load <8 x double>, <8 x double>* %734, align 8, !alias.scope !151
  %sunkaddr2913 = mul i64 %index.epil46, 8
  %735 = bitcast double* %scevgep133 to i8*
  %sunkaddr2914 = getelementptr i8, i8* %735, i64 %sunkaddr2913
  %sunkaddr2915 = getelementptr i8, i8* %sunkaddr2914, i64 -896
  %736 = bitcast i8* %sunkaddr2915 to <8 x double>*
  %wide.load38.4.epil = load <8 x double>, <8 x double>* %736, align 8, !alias.scope !151
  %sunkaddr2916 = mul i64 %index.epil46, 8
  %737 = bitcast double* %scevgep133 to i8*
  %sunkaddr2917 = getelementptr i8, i8* %737, i64 %sunkaddr2916
  %sunkaddr2918 = getelementptr i8, i8* %sunkaddr2917, i64 -832
  %738 = bitcast i8* %sunkaddr2918 to <8 x double>*
  %wide.load39.4.epil = load <8 x double>, <8 x double>* %738, align 8, !alias.scope !151
  %sunkaddr2919 = mul i64 %index.epil46, 8
  %739 = bitcast double* %scevgep133 to i8*
  %sunkaddr2920 = getelementptr i8, i8* %739, i64 %sunkaddr2919
  %sunkaddr2921 = getelementptr i8, i8* %sunkaddr2920, i64 -768
  %740 = bitcast i8* %sunkaddr2921 to <8 x double>*
  %wide.load40.4.epil = load <8 x double>, <8 x double>* %740, align 8, !alias.scope !151
  %uglygep25549 = getelementptr double, double* %lsr.iv230, i64 128
  %uglygep255256 = bitcast double* %uglygep25549 to <8 x double>*
  store <8 x double> %wide.load.4.epil, <8 x double>* %uglygep255256, align 8, !alias.scope !154, !noalias !151
  %scevgep25750 = getelementptr double, double* %lsr.iv230, i64 136
  %741 = bitcast double* %scevgep25750 to <8 x double>*
  store <8 x double> %wide.load38.4.epil, <8 x double>* %741, align 8, !alias.scope !154, !noalias !151
  %scevgep25851 = getelementptr double, double* %lsr.iv230, i64 144
  %742 = bitcast double* %scevgep25851 to <8 x double>*
  store <8 x double> %wide.load39.4.epil, <8 x double>* %742, align 8, !alias.scope !154, !noalias !151
  %scevgep25952 = getelementptr double, double* %lsr.iv230, i64 152
  %743 = bitcast double* %scevgep25952 to <8 x double>*
  store <8 x double> %wide.load40.4.epil, <8 x double>* %743, align 8, !alias.scope !154, !noalias !151
  %sunkaddr2922 = mul i64 %index.epil46, 8
  %744 = bitcast double* %scevgep133 to i8*
  %sunkaddr2923 = getelementptr i8, i8* %744, i64 %sunkaddr2922
  %sunkaddr2924 = getelementptr i8, i8* %sunkaddr2923, i64 -704
  %745 = bitcast i8* %sunkaddr2924 to <8 x double>*
  %wide.load.5.epil = load <8 x double>, <8 x double>* %745, align 8, !alias.scope !151
  %sunkaddr2925 = mul i64 %index.epil46, 8
  %746 = bitcast double* %scevgep133 to i8*
  %sunkaddr2926 = getelementptr i8, i8* %746, i64 %sunkaddr2925
  %sunkaddr2927 = getelementptr i8, i8* %sunkaddr2926, i64 -640
  %747 = bitcast i8* %sunkaddr2927 to <8 x double>*
  %wide.load38.5.epil = load <8 x double>, <8 x double>* %747, align 8, !alias.scope !151
  %sunkaddr2928 = mul i64 %index.epil46, 8
  %748 = bitcast double* %scevgep133 to i8*
  %sunkaddr2929 = getelementptr i8, i8* %748, i64 %sunkaddr2928
  %sunkaddr2930 = getelementptr i8, i8* %sunkaddr2929, i64 -576
  %749 = bitcast i8* %sunkaddr2930 to <8 x double>*
  %wide.load39.5.epil = load <8 x double>, <8 x double>* %749, align 8, !alias.scope !151
  %sunkaddr2931 = mul i64 %index.epil46, 8
  %750 = bitcast double* %scevgep133 to i8*
  %sunkaddr2932 = getelementptr i8, i8* %750, i64 %sunkaddr2931
  %sunkaddr2933 = getelementptr i8, i8* %sunkaddr2932, i64 -512
  %751 = bitcast i8* %sunkaddr2933 to <8 x double>*
  %wide.load40.5.epil = load <8 x double>, <8 x double>* %751, align 8, !alias.scope !151
  %uglygep26053 = getelementptr double, double* %lsr.iv230, i64 160
  %uglygep260261 = bitcast double* %uglygep26053 to <8 x double>*
  store <8 x double> %wide.load.5.epil, <8 x double>* %uglygep260261, align 8, !alias.scope !154, !noalias !151
  %scevgep26254 = getelementptr double, double* %lsr.iv230, i64 168
  %752 = bitcast double* %scevgep26254 to <8 x double>*
  store <8 x double> %wide.load38.5.epil, <8 x double>* %752, align 8, !alias.scope !154, !noalias !151
  %scevgep26355 = getelementptr double, double* %lsr.iv230, i64 176
  %753 = bitcast double* %scevgep26355 to <8 x double>*
  store <8 x double> %wide.load39.5.epil, <8 x double>* %753, align 8, !alias.scope !154, !noalias !151
  %scevgep26456 = getelementptr double, double* %lsr.iv230, i64 184
  %754 = bitcast double* %scevgep26456 to <8 x double>*
  store <8 x double> %wide.load40.5.epil, <8 x double>* %754, align 8, !alias.scope !154, !noalias !151
  %sunkaddr2934 = mul i64 %index.epil46, 8
  %755 = bitcast double* %scevgep133 to i8*
  %sunkaddr2935 = getelementptr i8, i8* %755, i64 %sunkaddr2934
  %sunkaddr2936 = getelementptr i8, i8* %sunkaddr2935, i64 -448
  %756 = bitcast i8* %sunkaddr2936 to <8 x double>*
  %wide.load.6.epil = load <8 x double>, <8 x double>* %756, align 8, !alias.scope !151
  %sunkaddr2937 = mul i64 %index.epil46, 8
  %757 = bitcast double* %scevgep133 to i8*
  %sunkaddr2938 = getelementptr i8, i8* %757, i64 %sunkaddr2937
  %sunkaddr2939 = getelementptr i8, i8* %sunkaddr2938, i64 -384
  %758 = bitcast i8* %sunkaddr2939 to <8 x double>*
  %wide.load38.6.epil = load <8 x double>, <8 x double>* %758, align 8, !alias.scope !151
  %sunkaddr2940 = mul i64 %index.epil46, 8
  %759 = bitcast double* %scevgep133 to i8*
  %sunkaddr2941 = getelementptr i8, i8* %759, i64 %sunkaddr2940
  %sunkaddr2942 = getelementptr i8, i8* %sunkaddr2941, i64 -320
  %760 = bitcast i8* %sunkaddr2942 to <8 x double>*
  %wide.load39.6.epil = load <8 x double>, <8 x double>* %760, align 8, !alias.scope !151
  %sunkaddr2943 = mul i64 %index.epil46, 8
  %761 = bitcast double* %scevgep133 to i8*
  %sunkaddr2944 = getelementptr i8, i8* %761, i64 %sunkaddr2943
  %sunkaddr2945 = getelementptr i8, i8* %sunkaddr2944, i64 -256
  %762 = bitcast i8* %sunkaddr2945 to <8 x double>*
  %wide.load40.6.epil = load <8 x double>, <8 x double>* %762, align 8, !alias.scope !151
  %uglygep26557 = getelementptr double, double* %lsr.iv230, i64 192
  %uglygep265266 = bitcast double* %uglygep26557 to <8 x double>*
  store <8 x double> %wide.load.6.epil, <8 x double>* %uglygep265266, align 8, !alias.scope !154, !noalias !151
  %scevgep26758 = getelementptr double, double* %lsr.iv230, i64 200
  %763 = bitcast double* %scevgep26758 to <8 x double>*
  store <8 x double> %wide.load38.6.epil, <8 x double>* %763, align 8, !alias.scope !154, !noalias !151
  %scevgep26859 = getelementptr double, double* %lsr.iv230, i64 208
  %764 = bitcast double* %scevgep26859 to <8 x double>*
  store <8 x double> %wide.load39.6.epil, <8 x double>* %764, align 8, !alias.scope !154, !noalias !151
  %scevgep26960 = getelementptr double, double* %lsr.iv230, i64 216
  %765 = bitcast double* %scevgep26960 to <8 x double>*
  store <8 x double> %wide.load40.6.epil, <8 x double>* %765, align 8, !alias.scope !154, !noalias !151
  %sunkaddr2946 = mul i64 %index.epil46, 8
  %766 = bitcast double* %scevgep133 to i8*
  %sunkaddr2947 = getelementptr i8, i8* %766, i64 %sunkaddr2946
  %sunkaddr2948 = getelementptr i8, i8* %sunkaddr2947, i64 -192
  %767 = bitcast i8* %sunkaddr2948 to <8 x double>*
  %wide.load.7.epil = load <8 x double>, <8 x double>* %767, align 8, !alias.scope !151
  %sunkaddr2949 = mul i64 %index.epil46, 8
  %768 = bitcast double* %scevgep133 to i8*
  %sunkaddr2950 = getelementptr i8, i8* %768, i64 %sunkaddr2949
  %sunkaddr2951 = getelementptr i8, i8* %sunkaddr2950, i64 -128
  %769 = bitcast i8* %sunkaddr2951 to <8 x double>*
  %wide.load38.7.epil = load <8 x double>, <8 x double>* %769, align 8, !alias.scope !151
  %sunkaddr2952 = mul i64 %index.epil46, 8
  %770 = bitcast double* %scevgep133 to i8*
  %sunkaddr2953 = getelementptr i8, i8* %770, i64 %sunkaddr2952
  %sunkaddr2954 = getelementptr i8, i8* %sunkaddr2953, i64 -64
  %771 = bitcast i8* %sunkaddr2954 to <8 x double>*
  %wide.load39.7.epil = load <8 x double>, <8 x double>* %771, align 8, !alias.scope !151
  %scevgep206 = getelementptr double, double* %scevgep133, i64 %index.epil46
  %scevgep206207 = bitcast double* %scevgep206 to <8 x double>*
  %wide.load40.7.epil = load <8 x double>, <8 x double>* %scevgep206207, align 8, !alias.scope !151
  %uglygep27061 = getelementptr double, double* %lsr.iv230, i64 224
  %uglygep270271 = bitcast double* %uglygep27061 to <8 x double>*
  store <8 x double> %wide.load.7.epil, <8 x double>* %uglygep270271, align 8, !alias.scope !154, !noalias !151
  %scevgep27262 = getelementptr double, double* %lsr.iv230, i64 232
  %772 = bitcast double* %scevgep27262 to <8 x double>*
  store <8 x double> %wide.load38.7.epil, <8 x double>* %772, align 8, !alias.scope !154, !noalias !151
  %scevgep27363 = getelementptr double, double* %lsr.iv230, i64 240
  %773 = bitcast double* %scevgep27363 to <8 x double>*
  store <8 x double> %wide.load39.7.epil, <8 x double>* %773, align 8, !alias.scope !154, !noalias !151
  %scevgep27464 = getelementptr double, double* %lsr.iv230, i64 248
  %774 = bitcast double* %scevgep27464 to <8 x double>*
  store <8 x double> %wide.load40.7.epil, <8 x double>* %774, align 8, !alias.scope !154, !noalias !151
  %index.next.7.epil = or i64 %index.epil46, 256
  %scevgep23219 = getelementptr double, double* %lsr.iv230, i64 256
  %lsr.iv230233.1 = bitcast double* %scevgep23219 to <8 x double>*
  %scevgep228.1 = getelementptr double, double* %scevgep34.epil, i64 %index.next.7.epil
  %775 = bitcast double* %scevgep228.1 to <8 x double>*
  %wide.load.epil47.1 = load <8 x double>, <8 x double>* %775, align 8, !alias.scope !151
  %sunkaddr2955 = mul i64 %index.next.7.epil, 8
  %776 = bitcast double* %scevgep133 to i8*
  %sunkaddr2956 = getelementptr i8, i8* %776, i64 %sunkaddr2955
  %sunkaddr2957 = getelementptr i8, i8* %sunkaddr2956, i64 -1920
  %777 = bitcast i8* %sunkaddr2957 to <8 x double>*
  %wide.load38.epil48.1 = load <8 x double>, <8 x double>* %777, align 8, !alias.scope !151
  %sunkaddr2958 = mul i64 %index.next.7.epil, 8
  %778 = bitcast double* %scevgep133 to i8*
  %sunkaddr2959 = getelementptr i8, i8* %778, i64 %sunkaddr2958
  %sunkaddr2960 = getelementptr i8, i8* %sunkaddr2959, i64 -1856
  %779 = bitcast i8* %sunkaddr2960 to <8 x double>*
  %wide.load39.epil49.1 = load <8 x double>, <8 x double>* %779, align 8, !alias.scope !151
  %sunkaddr2961 = mul i64 %index.next.7.epil, 8
  %780 = bitcast double* %scevgep133 to i8*
  %sunkaddr2962 = getelementptr i8, i8* %780, i64 %sunkaddr2961
  %sunkaddr2963 = getelementptr i8, i8* %sunkaddr2962, i64 -1792
  %781 = bitcast i8* %sunkaddr2963 to <8 x double>*
  %wide.load40.epil50.1 = load <8 x double>, <8 x double>* %781, align 8, !alias.scope !151
  store <8 x double> %wide.load.epil47.1, <8 x double>* %lsr.iv230233.1, align 8, !alias.scope !154, !noalias !151
  %scevgep236.1 = getelementptr double, double* %lsr.iv230, i64 264
  %782 = bitcast double* %scevgep236.1 to <8 x double>*
  store <8 x double> %wide.load38.epil48.1, <8 x double>* %782, align 8, !alias.scope !154, !noalias !151
  %scevgep237.1 = getelementptr double, double* %lsr.iv230, i64 272
  %783 = bitcast double* %scevgep237.1 to <8 x double>*
  store <8 x double> %wide.load39.epil49.1, <8 x double>* %783, align 8, !alias.scope !154, !noalias !151
  %scevgep238.1 = getelementptr double, double* %lsr.iv230, i64 280
  %784 = bitcast double* %scevgep238.1 to <8 x double>*
  store <8 x double> %wide.load40.epil50.1, <8 x double>* %784, align 8, !alias.scope !154, !noalias !151
  %sunkaddr2964 = mul i64 %index.next.7.epil, 8
  %785 = bitcast double* %scevgep133 to i8*
  %sunkaddr2965 = getelementptr i8, i8* %785, i64 %sunkaddr2964
  %sunkaddr2966 = getelementptr i8, i8* %sunkaddr2965, i64 -1728
  %786 = bitcast i8* %sunkaddr2966 to <8 x double>*
  %wide.load.1.epil.1 = load <8 x double>, <8 x double>* %786, align 8, !alias.scope !151
  %sunkaddr2967 = mul i64 %index.next.7.epil, 8
  %787 = bitcast double* %scevgep133 to i8*
  %sunkaddr2968 = getelementptr i8, i8* %787, i64 %sunkaddr2967
  %sunkaddr2969 = getelementptr i8, i8* %sunkaddr2968, i64 -1664
  %788 = bitcast i8* %sunkaddr2969 to <8 x double>*
  %wide.load38.1.epil.1 = load <8 x double>, <8 x double>* %788, align 8, !alias.scope !151
  %sunkaddr2970 = mul i64 %index.next.7.epil, 8
  %789 = bitcast double* %scevgep133 to i8*
  %sunkaddr2971 = getelementptr i8, i8* %789, i64 %sunkaddr2970
  %sunkaddr2972 = getelementptr i8, i8* %sunkaddr2971, i64 -1600
  %790 = bitcast i8* %sunkaddr2972 to <8 x double>*
  %wide.load39.1.epil.1 = load <8 x double>, <8 x double>* %790, align 8, !alias.scope !151
  %sunkaddr2973 = mul i64 %index.next.7.epil, 8
  %791 = bitcast double* %scevgep133 to i8*
  %sunkaddr2974 = getelementptr i8, i8* %791, i64 %sunkaddr2973
  %sunkaddr2975 = getelementptr i8, i8* %sunkaddr2974, i64 -1536
  %792 = bitcast i8* %sunkaddr2975 to <8 x double>*
  %wide.load40.1.epil.1 = load <8 x double>, <8 x double>* %792, align 8, !alias.scope !151
  %uglygep24037.1 = getelementptr double, double* %lsr.iv230, i64 288
  %uglygep240241.1 = bitcast double* %uglygep24037.1 to <8 x double>*
  store <8 x double> %wide.load.1.epil.1, <8 x double>* %uglygep240241.1, align 8, !alias.scope !154, !noalias !151
  %scevgep24238.1 = getelementptr double, double* %lsr.iv230, i64 296
  %793 = bitcast double* %scevgep24238.1 to <8 x double>*
  store <8 x double> %wide.load38.1.epil.1, <8 x double>* %793, align 8, !alias.scope !154, !noalias !151
  %scevgep24339.1 = getelementptr double, double* %lsr.iv230, i64 304
  %794 = bitcast double* %scevgep24339.1 to <8 x double>*
  store <8 x double> %wide.load39.1.epil.1, <8 x double>* %794, align 8, !alias.scope !154, !noalias !151
  %scevgep24440.1 = getelementptr double, double* %lsr.iv230, i64 312
  %795 = bitcast double* %scevgep24440.1 to <8 x double>*
  store <8 x double> %wide.load40.1.epil.1, <8 x double>* %795, align 8, !alias.scope !154, !noalias !151
  %sunkaddr2976 = mul i64 %index.next.7.epil, 8
  %796 = bitcast double* %scevgep133 to i8*
  %sunkaddr2977 = getelementptr i8, i8* %796, i64 %sunkaddr2976
  %sunkaddr2978 = getelementptr i8, i8* %sunkaddr2977, i64 -1472
  %797 = bitcast i8* %sunkaddr2978 to <8 x double>*
  %wide.load.2.epil.1 = load <8 x double>, <8 x double>* %797, align 8, !alias.scope !151
  %sunkaddr2979 = mul i64 %index.next.7.epil, 8
  %798 = bitcast double* %scevgep133 to i8*
  %sunkaddr2980 = getelementptr i8, i8* %798, i64 %sunkaddr2979
  %sunkaddr2981 = getelementptr i8, i8* %sunkaddr2980, i64 -1408
  %799 = bitcast i8* %sunkaddr2981 to <8 x double>*
  %wide.load38.2.epil.1 = load <8 x double>, <8 x double>* %799, align 8, !alias.scope !151
  %sunkaddr2982 = mul i64 %index.next.7.epil, 8
  %800 = bitcast double* %scevgep133 to i8*
  %sunkaddr2983 = getelementptr i8, i8* %800, i64 %sunkaddr2982
  %sunkaddr2984 = getelementptr i8, i8* %sunkaddr2983, i64 -1344
  %801 = bitcast i8* %sunkaddr2984 to <8 x double>*
  %wide.load39.2.epil.1 = load <8 x double>, <8 x double>* %801, align 8, !alias.scope !151
  %sunkaddr2985 = mul i64 %index.next.7.epil, 8
  %802 = bitcast double* %scevgep133 to i8*
  %sunkaddr2986 = getelementptr i8, i8* %802, i64 %sunkaddr2985
  %sunkaddr2987 = getelementptr i8, i8* %sunkaddr2986, i64 -1280
  %803 = bitcast i8* %sunkaddr2987 to <8 x double>*
  %wide.load40.2.epil.1 = load <8 x double>, <8 x double>* %803, align 8, !alias.scope !151
  %uglygep24541.1 = getelementptr double, double* %lsr.iv230, i64 320
  %uglygep245246.1 = bitcast double* %uglygep24541.1 to <8 x double>*
  store <8 x double> %wide.load.2.epil.1, <8 x double>* %uglygep245246.1, align 8, !alias.scope !154, !noalias !151
  %scevgep24742.1 = getelementptr double, double* %lsr.iv230, i64 328
  %804 = bitcast double* %scevgep24742.1 to <8 x double>*
  store <8 x double> %wide.load38.2.epil.1, <8 x double>* %804, align 8, !alias.scope !154, !noalias !151
  %scevgep24843.1 = getelementptr double, double* %lsr.iv230, i64 336
  %805 = bitcast double* %scevgep24843.1 to <8 x double>*
  store <8 x double> %wide.load39.2.epil.1, <8 x double>* %805, align 8, !alias.scope !154, !noalias !151
  %scevgep24944.1 = getelementptr double, double* %lsr.iv230, i64 344
  %806 = bitcast double* %scevgep24944.1 to <8 x double>*
  store <8 x double> %wide.load40.2.epil.1, <8 x double>* %806, align 8, !alias.scope !154, !noalias !151
  %sunkaddr2988 = mul i64 %index.next.7.epil, 8
  %807 = bitcast double* %scevgep133 to i8*
  %sunkaddr2989 = getelementptr i8, i8* %807, i64 %sunkaddr2988
  %sunkaddr2990 = getelementptr i8, i8* %sunkaddr2989, i64 -1216
  %808 = bitcast i8* %sunkaddr2990 to <8 x double>*
  %wide.load.3.epil.1 = load <8 x double>, <8 x double>* %808, align 8, !alias.scope !151
  %sunkaddr2991 = mul i64 %index.next.7.epil, 8
  %809 = bitcast double* %scevgep133 to i8*
  %sunkaddr2992 = getelementptr i8, i8* %809, i64 %sunkaddr2991
  %sunkaddr2993 = getelementptr i8, i8* %sunkaddr2992, i64 -1152
  %810 = bitcast i8* %sunkaddr2993 to <8 x double>*
  %wide.load38.3.epil.1 = load <8 x double>, <8 x double>* %810, align 8, !alias.scope !151
  %sunkaddr2994 = mul i64 %index.next.7.epil, 8
  %811 = bitcast double* %scevgep133 to i8*
  %sunkaddr2995 = getelementptr i8, i8* %811, i64 %sunkaddr2994
  %sunkaddr2996 = getelementptr i8, i8* %sunkaddr2995, i64 -1088
  %812 = bitcast i8* %sunkaddr2996 to <8 x double>*
  %wide.load39.3.epil.1 = load <8 x double>, <8 x double>* %812, align 8, !alias.scope !151
  %sunkaddr2997 = mul i64 %index.next.7.epil, 8
  %813 = bitcast double* %scevgep133 to i8*
  %sunkaddr2998 = getelementptr i8, i8* %813, i64 %sunkaddr2997
  %sunkaddr2999 = getelementptr i8, i8* %sunkaddr2998, i64 -1024
  %814 = bitcast i8* %sunkaddr2999 to <8 x double>*
  %wide.load40.3.epil.1 = load <8 x double>, <8 x double>* %814, align 8, !alias.scope !151
  %uglygep25045.1 = getelementptr double, double* %lsr.iv230, i64 352
  %uglygep250251.1 = bitcast double* %uglygep25045.1 to <8 x double>*
  store <8 x double> %wide.load.3.epil.1, <8 x double>* %uglygep250251.1, align 8, !alias.scope !154, !noalias !151
  %scevgep25246.1 = getelementptr double, double* %lsr.iv230, i64 360
  %815 = bitcast double* %scevgep25246.1 to <8 x double>*
  store <8 x double> %wide.load38.3.epil.1, <8 x double>* %815, align 8, !alias.scope !154, !noalias !151
  %scevgep25347.1 = getelementptr double, double* %lsr.iv230, i64 368
  %816 = bitcast double* %scevgep25347.1 to <8 x double>*
  store <8 x double> %wide.load39.3.epil.1, <8 x double>* %816, align 8, !alias.scope !154, !noalias !151
  %scevgep25448.1 = getelementptr double, double* %lsr.iv230, i64 376
  %817 = bitcast double* %scevgep25448.1 to <8 x double>*
  store <8 x double> %wide.load40.3.epil.1, <8 x double>* %817, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3000 = mul i64 %index.next.7.epil, 8
  %818 = bitcast double* %scevgep133 to i8*
  %sunkaddr3001 = getelementptr i8, i8* %818, i64 %sunkaddr3000
  %sunkaddr3002 = getelementptr i8, i8* %sunkaddr3001, i64 -960
  %819 = bitcast i8* %sunkaddr3002 to <8 x double>*
  %wide.load.4.epil.1 = load <8 x double>, <8 x double>* %819, align 8, !alias.scope !151
  %sunkaddr3003 = mul i64 %index.next.7.epil, 8
  %820 = bitcast double* %scevgep133 to i8*
  %sunkaddr3004 = getelementptr i8, i8* %820, i64 %sunkaddr3003
  %sunkaddr3005 = getelementptr i8, i8* %sunkaddr3004, i64 -896
  %821 = bitcast i8* %sunkaddr3005 to <8 x double>*
  %wide.load38.4.epil.1 = load <8 x double>, <8 x double>* %821, align 8, !alias.scope !151
  %sunkaddr3006 = mul i64 %index.next.7.epil, 8
  %822 = bitcast double* %scevgep133 to i8*
  %sunkaddr3007 = getelementptr i8, i8* %822, i64 %sunkaddr3006
  %sunkaddr3008 = getelementptr i8, i8* %sunkaddr3007, i64 -832
  %823 = bitcast i8* %sunkaddr3008 to <8 x double>*
  %wide.load39.4.epil.1 = load <8 x double>, <8 x double>* %823, align 8, !alias.scope !151
  %sunkaddr3009 = mul i64 %index.next.7.epil, 8
  %824 = bitcast double* %scevgep133 to i8*
  %sunkaddr3010 = getelementptr i8, i8* %824, i64 %sunkaddr3009
  %sunkaddr3011 = getelementptr i8, i8* %sunkaddr3010, i64 -768
  %825 = bitcast i8* %sunkaddr3011 to <8 x double>*
  %wide.load40.4.epil.1 = load <8 x double>, <8 x double>* %825, align 8, !alias.scope !151
  %uglygep25549.1 = getelementptr double, double* %lsr.iv230, i64 384
  %uglygep255256.1 = bitcast double* %uglygep25549.1 to <8 x double>*
  store <8 x double> %wide.load.4.epil.1, <8 x double>* %uglygep255256.1, align 8, !alias.scope !154, !noalias !151
  %scevgep25750.1 = getelementptr double, double* %lsr.iv230, i64 392
  %826 = bitcast double* %scevgep25750.1 to <8 x double>*
  store <8 x double> %wide.load38.4.epil.1, <8 x double>* %826, align 8, !alias.scope !154, !noalias !151
  %scevgep25851.1 = getelementptr double, double* %lsr.iv230, i64 400
  %827 = bitcast double* %scevgep25851.1 to <8 x double>*
  store <8 x double> %wide.load39.4.epil.1, <8 x double>* %827, align 8, !alias.scope !154, !noalias !151
  %scevgep25952.1 = getelementptr double, double* %lsr.iv230, i64 408
  %828 = bitcast double* %scevgep25952.1 to <8 x double>*
  store <8 x double> %wide.load40.4.epil.1, <8 x double>* %828, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3012 = mul i64 %index.next.7.epil, 8
  %829 = bitcast double* %scevgep133 to i8*
  %sunkaddr3013 = getelementptr i8, i8* %829, i64 %sunkaddr3012
  %sunkaddr3014 = getelementptr i8, i8* %sunkaddr3013, i64 -704
  %830 = bitcast i8* %sunkaddr3014 to <8 x double>*
  %wide.load.5.epil.1 = load <8 x double>, <8 x double>* %830, align 8, !alias.scope !151
  %sunkaddr3015 = mul i64 %index.next.7.epil, 8
  %831 = bitcast double* %scevgep133 to i8*
  %sunkaddr3016 = getelementptr i8, i8* %831, i64 %sunkaddr3015
  %sunkaddr3017 = getelementptr i8, i8* %sunkaddr3016, i64 -640
  %832 = bitcast i8* %sunkaddr3017 to <8 x double>*
  %wide.load38.5.epil.1 = load <8 x double>, <8 x double>* %832, align 8, !alias.scope !151
  %sunkaddr3018 = mul i64 %index.next.7.epil, 8
  %833 = bitcast double* %scevgep133 to i8*
  %sunkaddr3019 = getelementptr i8, i8* %833, i64 %sunkaddr3018
  %sunkaddr3020 = getelementptr i8, i8* %sunkaddr3019, i64 -576
  %834 = bitcast i8* %sunkaddr3020 to <8 x double>*
  %wide.load39.5.epil.1 = load <8 x double>, <8 x double>* %834, align 8, !alias.scope !151
  %sunkaddr3021 = mul i64 %index.next.7.epil, 8
  %835 = bitcast double* %scevgep133 to i8*
  %sunkaddr3022 = getelementptr i8, i8* %835, i64 %sunkaddr3021
  %sunkaddr3023 = getelementptr i8, i8* %sunkaddr3022, i64 -512
  %836 = bitcast i8* %sunkaddr3023 to <8 x double>*
  %wide.load40.5.epil.1 = load <8 x double>, <8 x double>* %836, align 8, !alias.scope !151
  %uglygep26053.1 = getelementptr double, double* %lsr.iv230, i64 416
  %uglygep260261.1 = bitcast double* %uglygep26053.1 to <8 x double>*
  store <8 x double> %wide.load.5.epil.1, <8 x double>* %uglygep260261.1, align 8, !alias.scope !154, !noalias !151
  %scevgep26254.1 = getelementptr double, double* %lsr.iv230, i64 424
  %837 = bitcast double* %scevgep26254.1 to <8 x double>*
  store <8 x double> %wide.load38.5.epil.1, <8 x double>* %837, align 8, !alias.scope !154, !noalias !151
  %scevgep26355.1 = getelementptr double, double* %lsr.iv230, i64 432
  %838 = bitcast double* %scevgep26355.1 to <8 x double>*
  store <8 x double> %wide.load39.5.epil.1, <8 x double>* %838, align 8, !alias.scope !154, !noalias !151
  %scevgep26456.1 = getelementptr double, double* %lsr.iv230, i64 440
  %839 = bitcast double* %scevgep26456.1 to <8 x double>*
  store <8 x double> %wide.load40.5.epil.1, <8 x double>* %839, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3024 = mul i64 %index.next.7.epil, 8
  %840 = bitcast double* %scevgep133 to i8*
  %sunkaddr3025 = getelementptr i8, i8* %840, i64 %sunkaddr3024
  %sunkaddr3026 = getelementptr i8, i8* %sunkaddr3025, i64 -448
  %841 = bitcast i8* %sunkaddr3026 to <8 x double>*
  %wide.load.6.epil.1 = load <8 x double>, <8 x double>* %841, align 8, !alias.scope !151
  %sunkaddr3027 = mul i64 %index.next.7.epil, 8
  %842 = bitcast double* %scevgep133 to i8*
  %sunkaddr3028 = getelementptr i8, i8* %842, i64 %sunkaddr3027
  %sunkaddr3029 = getelementptr i8, i8* %sunkaddr3028, i64 -384
  %843 = bitcast i8* %sunkaddr3029 to <8 x double>*
  %wide.load38.6.epil.1 = load <8 x double>, <8 x double>* %843, align 8, !alias.scope !151
  %sunkaddr3030 = mul i64 %index.next.7.epil, 8
  %844 = bitcast double* %scevgep133 to i8*
  %sunkaddr3031 = getelementptr i8, i8* %844, i64 %sunkaddr3030
  %sunkaddr3032 = getelementptr i8, i8* %sunkaddr3031, i64 -320
  %845 = bitcast i8* %sunkaddr3032 to <8 x double>*
  %wide.load39.6.epil.1 = load <8 x double>, <8 x double>* %845, align 8, !alias.scope !151
  %sunkaddr3033 = mul i64 %index.next.7.epil, 8
  %846 = bitcast double* %scevgep133 to i8*
  %sunkaddr3034 = getelementptr i8, i8* %846, i64 %sunkaddr3033
  %sunkaddr3035 = getelementptr i8, i8* %sunkaddr3034, i64 -256
  %847 = bitcast i8* %sunkaddr3035 to <8 x double>*
  %wide.load40.6.epil.1 = load <8 x double>, <8 x double>* %847, align 8, !alias.scope !151
  %uglygep26557.1 = getelementptr double, double* %lsr.iv230, i64 448
  %uglygep265266.1 = bitcast double* %uglygep26557.1 to <8 x double>*
  store <8 x double> %wide.load.6.epil.1, <8 x double>* %uglygep265266.1, align 8, !alias.scope !154, !noalias !151
  %scevgep26758.1 = getelementptr double, double* %lsr.iv230, i64 456
  %848 = bitcast double* %scevgep26758.1 to <8 x double>*
  store <8 x double> %wide.load38.6.epil.1, <8 x double>* %848, align 8, !alias.scope !154, !noalias !151
  %scevgep26859.1 = getelementptr double, double* %lsr.iv230, i64 464
  %849 = bitcast double* %scevgep26859.1 to <8 x double>*
  store <8 x double> %wide.load39.6.epil.1, <8 x double>* %849, align 8, !alias.scope !154, !noalias !151
  %scevgep26960.1 = getelementptr double, double* %lsr.iv230, i64 472
  %850 = bitcast double* %scevgep26960.1 to <8 x double>*
  store <8 x double> %wide.load40.6.epil.1, <8 x double>* %850, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3036 = mul i64 %index.next.7.epil, 8
  %851 = bitcast double* %scevgep133 to i8*
  %sunkaddr3037 = getelementptr i8, i8* %851, i64 %sunkaddr3036
  %sunkaddr3038 = getelementptr i8, i8* %sunkaddr3037, i64 -192
  %852 = bitcast i8* %sunkaddr3038 to <8 x double>*
  %wide.load.7.epil.1 = load <8 x double>, <8 x double>* %852, align 8, !alias.scope !151
  %sunkaddr3039 = mul i64 %index.next.7.epil, 8
  %853 = bitcast double* %scevgep133 to i8*
  %sunkaddr3040 = getelementptr i8, i8* %853, i64 %sunkaddr3039
  %sunkaddr3041 = getelementptr i8, i8* %sunkaddr3040, i64 -128
  %854 = bitcast i8* %sunkaddr3041 to <8 x double>*
  %wide.load38.7.epil.1 = load <8 x double>, <8 x double>* %854, align 8, !alias.scope !151
  %sunkaddr3042 = mul i64 %index.next.7.epil, 8
  %855 = bitcast double* %scevgep133 to i8*
  %sunkaddr3043 = getelementptr i8, i8* %855, i64 %sunkaddr3042
  %sunkaddr3044 = getelementptr i8, i8* %sunkaddr3043, i64 -64
  %856 = bitcast i8* %sunkaddr3044 to <8 x double>*
  %wide.load39.7.epil.1 = load <8 x double>, <8 x double>* %856, align 8, !alias.scope !151
  %scevgep206.1 = getelementptr double, double* %scevgep133, i64 %index.next.7.epil
  %scevgep206207.1 = bitcast double* %scevgep206.1 to <8 x double>*
  %wide.load40.7.epil.1 = load <8 x double>, <8 x double>* %scevgep206207.1, align 8, !alias.scope !151
  %uglygep27061.1 = getelementptr double, double* %lsr.iv230, i64 480
  %uglygep270271.1 = bitcast double* %uglygep27061.1 to <8 x double>*
  store <8 x double> %wide.load.7.epil.1, <8 x double>* %uglygep270271.1, align 8, !alias.scope !154, !noalias !151
  %scevgep27262.1 = getelementptr double, double* %lsr.iv230, i64 488
  %857 = bitcast double* %scevgep27262.1 to <8 x double>*
  store <8 x double> %wide.load38.7.epil.1, <8 x double>* %857, align 8, !alias.scope !154, !noalias !151
  %scevgep27363.1 = getelementptr double, double* %lsr.iv230, i64 496
  %858 = bitcast double* %scevgep27363.1 to <8 x double>*
  store <8 x double> %wide.load39.7.epil.1, <8 x double>* %858, align 8, !alias.scope !154, !noalias !151
  %scevgep27464.1 = getelementptr double, double* %lsr.iv230, i64 504
  %859 = bitcast double* %scevgep27464.1 to <8 x double>*
  store <8 x double> %wide.load40.7.epil.1, <8 x double>* %859, align 8, !alias.scope !154, !noalias !151
  %index.next.7.epil.1 = or i64 %index.epil46, 512
  %scevgep23219.1 = getelementptr double, double* %lsr.iv230, i64 512
  %lsr.iv230233.2 = bitcast double* %scevgep23219.1 to <8 x double>*
  %scevgep228.2 = getelementptr double, double* %scevgep34.epil, i64 %index.next.7.epil.1
  %860 = bitcast double* %scevgep228.2 to <8 x double>*
  %wide.load.epil47.2 = load <8 x double>, <8 x double>* %860, align 8, !alias.scope !151
  %sunkaddr3045 = mul i64 %index.next.7.epil.1, 8
  %861 = bitcast double* %scevgep133 to i8*
  %sunkaddr3046 = getelementptr i8, i8* %861, i64 %sunkaddr3045
  %sunkaddr3047 = getelementptr i8, i8* %sunkaddr3046, i64 -1920
  %862 = bitcast i8* %sunkaddr3047 to <8 x double>*
  %wide.load38.epil48.2 = load <8 x double>, <8 x double>* %862, align 8, !alias.scope !151
  %sunkaddr3048 = mul i64 %index.next.7.epil.1, 8
  %863 = bitcast double* %scevgep133 to i8*
  %sunkaddr3049 = getelementptr i8, i8* %863, i64 %sunkaddr3048
  %sunkaddr3050 = getelementptr i8, i8* %sunkaddr3049, i64 -1856
  %864 = bitcast i8* %sunkaddr3050 to <8 x double>*
  %wide.load39.epil49.2 = load <8 x double>, <8 x double>* %864, align 8, !alias.scope !151
  %sunkaddr3051 = mul i64 %index.next.7.epil.1, 8
  %865 = bitcast double* %scevgep133 to i8*
  %sunkaddr3052 = getelementptr i8, i8* %865, i64 %sunkaddr3051
  %sunkaddr3053 = getelementptr i8, i8* %sunkaddr3052, i64 -1792
  %866 = bitcast i8* %sunkaddr3053 to <8 x double>*
  %wide.load40.epil50.2 = load <8 x double>, <8 x double>* %866, align 8, !alias.scope !151
  store <8 x double> %wide.load.epil47.2, <8 x double>* %lsr.iv230233.2, align 8, !alias.scope !154, !noalias !151
  %scevgep236.2 = getelementptr double, double* %lsr.iv230, i64 520
  %867 = bitcast double* %scevgep236.2 to <8 x double>*
  store <8 x double> %wide.load38.epil48.2, <8 x double>* %867, align 8, !alias.scope !154, !noalias !151
  %scevgep237.2 = getelementptr double, double* %lsr.iv230, i64 528
  %868 = bitcast double* %scevgep237.2 to <8 x double>*
  store <8 x double> %wide.load39.epil49.2, <8 x double>* %868, align 8, !alias.scope !154, !noalias !151
  %scevgep238.2 = getelementptr double, double* %lsr.iv230, i64 536
  %869 = bitcast double* %scevgep238.2 to <8 x double>*
  store <8 x double> %wide.load40.epil50.2, <8 x double>* %869, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3054 = mul i64 %index.next.7.epil.1, 8
  %870 = bitcast double* %scevgep133 to i8*
  %sunkaddr3055 = getelementptr i8, i8* %870, i64 %sunkaddr3054
  %sunkaddr3056 = getelementptr i8, i8* %sunkaddr3055, i64 -1728
  %871 = bitcast i8* %sunkaddr3056 to <8 x double>*
  %wide.load.1.epil.2 = load <8 x double>, <8 x double>* %871, align 8, !alias.scope !151
  %sunkaddr3057 = mul i64 %index.next.7.epil.1, 8
  %872 = bitcast double* %scevgep133 to i8*
  %sunkaddr3058 = getelementptr i8, i8* %872, i64 %sunkaddr3057
  %sunkaddr3059 = getelementptr i8, i8* %sunkaddr3058, i64 -1664
  %873 = bitcast i8* %sunkaddr3059 to <8 x double>*
  %wide.load38.1.epil.2 = load <8 x double>, <8 x double>* %873, align 8, !alias.scope !151
  %sunkaddr3060 = mul i64 %index.next.7.epil.1, 8
  %874 = bitcast double* %scevgep133 to i8*
  %sunkaddr3061 = getelementptr i8, i8* %874, i64 %sunkaddr3060
  %sunkaddr3062 = getelementptr i8, i8* %sunkaddr3061, i64 -1600
  %875 = bitcast i8* %sunkaddr3062 to <8 x double>*
  %wide.load39.1.epil.2 = load <8 x double>, <8 x double>* %875, align 8, !alias.scope !151
  %sunkaddr3063 = mul i64 %index.next.7.epil.1, 8
  %876 = bitcast double* %scevgep133 to i8*
  %sunkaddr3064 = getelementptr i8, i8* %876, i64 %sunkaddr3063
  %sunkaddr3065 = getelementptr i8, i8* %sunkaddr3064, i64 -1536
  %877 = bitcast i8* %sunkaddr3065 to <8 x double>*
  %wide.load40.1.epil.2 = load <8 x double>, <8 x double>* %877, align 8, !alias.scope !151
  %uglygep24037.2 = getelementptr double, double* %lsr.iv230, i64 544
  %uglygep240241.2 = bitcast double* %uglygep24037.2 to <8 x double>*
  store <8 x double> %wide.load.1.epil.2, <8 x double>* %uglygep240241.2, align 8, !alias.scope !154, !noalias !151
  %scevgep24238.2 = getelementptr double, double* %lsr.iv230, i64 552
  %878 = bitcast double* %scevgep24238.2 to <8 x double>*
  store <8 x double> %wide.load38.1.epil.2, <8 x double>* %878, align 8, !alias.scope !154, !noalias !151
  %scevgep24339.2 = getelementptr double, double* %lsr.iv230, i64 560
  %879 = bitcast double* %scevgep24339.2 to <8 x double>*
  store <8 x double> %wide.load39.1.epil.2, <8 x double>* %879, align 8, !alias.scope !154, !noalias !151
  %scevgep24440.2 = getelementptr double, double* %lsr.iv230, i64 568
  %880 = bitcast double* %scevgep24440.2 to <8 x double>*
  store <8 x double> %wide.load40.1.epil.2, <8 x double>* %880, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3066 = mul i64 %index.next.7.epil.1, 8
  %881 = bitcast double* %scevgep133 to i8*
  %sunkaddr3067 = getelementptr i8, i8* %881, i64 %sunkaddr3066
  %sunkaddr3068 = getelementptr i8, i8* %sunkaddr3067, i64 -1472
  %882 = bitcast i8* %sunkaddr3068 to <8 x double>*
  %wide.load.2.epil.2 = load <8 x double>, <8 x double>* %882, align 8, !alias.scope !151
  %sunkaddr3069 = mul i64 %index.next.7.epil.1, 8
  %883 = bitcast double* %scevgep133 to i8*
  %sunkaddr3070 = getelementptr i8, i8* %883, i64 %sunkaddr3069
  %sunkaddr3071 = getelementptr i8, i8* %sunkaddr3070, i64 -1408
  %884 = bitcast i8* %sunkaddr3071 to <8 x double>*
  %wide.load38.2.epil.2 = load <8 x double>, <8 x double>* %884, align 8, !alias.scope !151
  %sunkaddr3072 = mul i64 %index.next.7.epil.1, 8
  %885 = bitcast double* %scevgep133 to i8*
  %sunkaddr3073 = getelementptr i8, i8* %885, i64 %sunkaddr3072
  %sunkaddr3074 = getelementptr i8, i8* %sunkaddr3073, i64 -1344
  %886 = bitcast i8* %sunkaddr3074 to <8 x double>*
  %wide.load39.2.epil.2 = load <8 x double>, <8 x double>* %886, align 8, !alias.scope !151
  %sunkaddr3075 = mul i64 %index.next.7.epil.1, 8
  %887 = bitcast double* %scevgep133 to i8*
  %sunkaddr3076 = getelementptr i8, i8* %887, i64 %sunkaddr3075
  %sunkaddr3077 = getelementptr i8, i8* %sunkaddr3076, i64 -1280
  %888 = bitcast i8* %sunkaddr3077 to <8 x double>*
  %wide.load40.2.epil.2 = load <8 x double>, <8 x double>* %888, align 8, !alias.scope !151
  %uglygep24541.2 = getelementptr double, double* %lsr.iv230, i64 576
  %uglygep245246.2 = bitcast double* %uglygep24541.2 to <8 x double>*
  store <8 x double> %wide.load.2.epil.2, <8 x double>* %uglygep245246.2, align 8, !alias.scope !154, !noalias !151
  %scevgep24742.2 = getelementptr double, double* %lsr.iv230, i64 584
  %889 = bitcast double* %scevgep24742.2 to <8 x double>*
  store <8 x double> %wide.load38.2.epil.2, <8 x double>* %889, align 8, !alias.scope !154, !noalias !151
  %scevgep24843.2 = getelementptr double, double* %lsr.iv230, i64 592
  %890 = bitcast double* %scevgep24843.2 to <8 x double>*
  store <8 x double> %wide.load39.2.epil.2, <8 x double>* %890, align 8, !alias.scope !154, !noalias !151
  %scevgep24944.2 = getelementptr double, double* %lsr.iv230, i64 600
  %891 = bitcast double* %scevgep24944.2 to <8 x double>*
  store <8 x double> %wide.load40.2.epil.2, <8 x double>* %891, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3078 = mul i64 %index.next.7.epil.1, 8
  %892 = bitcast double* %scevgep133 to i8*
  %sunkaddr3079 = getelementptr i8, i8* %892, i64 %sunkaddr3078
  %sunkaddr3080 = getelementptr i8, i8* %sunkaddr3079, i64 -1216
  %893 = bitcast i8* %sunkaddr3080 to <8 x double>*
  %wide.load.3.epil.2 = load <8 x double>, <8 x double>* %893, align 8, !alias.scope !151
  %sunkaddr3081 = mul i64 %index.next.7.epil.1, 8
  %894 = bitcast double* %scevgep133 to i8*
  %sunkaddr3082 = getelementptr i8, i8* %894, i64 %sunkaddr3081
  %sunkaddr3083 = getelementptr i8, i8* %sunkaddr3082, i64 -1152
  %895 = bitcast i8* %sunkaddr3083 to <8 x double>*
  %wide.load38.3.epil.2 = load <8 x double>, <8 x double>* %895, align 8, !alias.scope !151
  %sunkaddr3084 = mul i64 %index.next.7.epil.1, 8
  %896 = bitcast double* %scevgep133 to i8*
  %sunkaddr3085 = getelementptr i8, i8* %896, i64 %sunkaddr3084
  %sunkaddr3086 = getelementptr i8, i8* %sunkaddr3085, i64 -1088
  %897 = bitcast i8* %sunkaddr3086 to <8 x double>*
  %wide.load39.3.epil.2 = load <8 x double>, <8 x double>* %897, align 8, !alias.scope !151
  %sunkaddr3087 = mul i64 %index.next.7.epil.1, 8
  %898 = bitcast double* %scevgep133 to i8*
  %sunkaddr3088 = getelementptr i8, i8* %898, i64 %sunkaddr3087
  %sunkaddr3089 = getelementptr i8, i8* %sunkaddr3088, i64 -1024
  %899 = bitcast i8* %sunkaddr3089 to <8 x double>*
  %wide.load40.3.epil.2 = load <8 x double>, <8 x double>* %899, align 8, !alias.scope !151
  %uglygep25045.2 = getelementptr double, double* %lsr.iv230, i64 608
  %uglygep250251.2 = bitcast double* %uglygep25045.2 to <8 x double>*
  store <8 x double> %wide.load.3.epil.2, <8 x double>* %uglygep250251.2, align 8, !alias.scope !154, !noalias !151
  %scevgep25246.2 = getelementptr double, double* %lsr.iv230, i64 616
  %900 = bitcast double* %scevgep25246.2 to <8 x double>*
  store <8 x double> %wide.load38.3.epil.2, <8 x double>* %900, align 8, !alias.scope !154, !noalias !151
  %scevgep25347.2 = getelementptr double, double* %lsr.iv230, i64 624
  %901 = bitcast double* %scevgep25347.2 to <8 x double>*
  store <8 x double> %wide.load39.3.epil.2, <8 x double>* %901, align 8, !alias.scope !154, !noalias !151
  %scevgep25448.2 = getelementptr double, double* %lsr.iv230, i64 632
  %902 = bitcast double* %scevgep25448.2 to <8 x double>*
  store <8 x double> %wide.load40.3.epil.2, <8 x double>* %902, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3090 = mul i64 %index.next.7.epil.1, 8
  %903 = bitcast double* %scevgep133 to i8*
  %sunkaddr3091 = getelementptr i8, i8* %903, i64 %sunkaddr3090
  %sunkaddr3092 = getelementptr i8, i8* %sunkaddr3091, i64 -960
  %904 = bitcast i8* %sunkaddr3092 to <8 x double>*
  %wide.load.4.epil.2 = load <8 x double>, <8 x double>* %904, align 8, !alias.scope !151
  %sunkaddr3093 = mul i64 %index.next.7.epil.1, 8
  %905 = bitcast double* %scevgep133 to i8*
  %sunkaddr3094 = getelementptr i8, i8* %905, i64 %sunkaddr3093
  %sunkaddr3095 = getelementptr i8, i8* %sunkaddr3094, i64 -896
  %906 = bitcast i8* %sunkaddr3095 to <8 x double>*
  %wide.load38.4.epil.2 = load <8 x double>, <8 x double>* %906, align 8, !alias.scope !151
  %sunkaddr3096 = mul i64 %index.next.7.epil.1, 8
  %907 = bitcast double* %scevgep133 to i8*
  %sunkaddr3097 = getelementptr i8, i8* %907, i64 %sunkaddr3096
  %sunkaddr3098 = getelementptr i8, i8* %sunkaddr3097, i64 -832
  %908 = bitcast i8* %sunkaddr3098 to <8 x double>*
  %wide.load39.4.epil.2 = load <8 x double>, <8 x double>* %908, align 8, !alias.scope !151
  %sunkaddr3099 = mul i64 %index.next.7.epil.1, 8
  %909 = bitcast double* %scevgep133 to i8*
  %sunkaddr3100 = getelementptr i8, i8* %909, i64 %sunkaddr3099
  %sunkaddr3101 = getelementptr i8, i8* %sunkaddr3100, i64 -768
  %910 = bitcast i8* %sunkaddr3101 to <8 x double>*
  %wide.load40.4.epil.2 = load <8 x double>, <8 x double>* %910, align 8, !alias.scope !151
  %uglygep25549.2 = getelementptr double, double* %lsr.iv230, i64 640
  %uglygep255256.2 = bitcast double* %uglygep25549.2 to <8 x double>*
  store <8 x double> %wide.load.4.epil.2, <8 x double>* %uglygep255256.2, align 8, !alias.scope !154, !noalias !151
  %scevgep25750.2 = getelementptr double, double* %lsr.iv230, i64 648
  %911 = bitcast double* %scevgep25750.2 to <8 x double>*
  store <8 x double> %wide.load38.4.epil.2, <8 x double>* %911, align 8, !alias.scope !154, !noalias !151
  %scevgep25851.2 = getelementptr double, double* %lsr.iv230, i64 656
  %912 = bitcast double* %scevgep25851.2 to <8 x double>*
  store <8 x double> %wide.load39.4.epil.2, <8 x double>* %912, align 8, !alias.scope !154, !noalias !151
  %scevgep25952.2 = getelementptr double, double* %lsr.iv230, i64 664
  %913 = bitcast double* %scevgep25952.2 to <8 x double>*
  store <8 x double> %wide.load40.4.epil.2, <8 x double>* %913, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3102 = mul i64 %index.next.7.epil.1, 8
  %914 = bitcast double* %scevgep133 to i8*
  %sunkaddr3103 = getelementptr i8, i8* %914, i64 %sunkaddr3102
  %sunkaddr3104 = getelementptr i8, i8* %sunkaddr3103, i64 -704
  %915 = bitcast i8* %sunkaddr3104 to <8 x double>*
  %wide.load.5.epil.2 = load <8 x double>, <8 x double>* %915, align 8, !alias.scope !151
  %sunkaddr3105 = mul i64 %index.next.7.epil.1, 8
  %916 = bitcast double* %scevgep133 to i8*
  %sunkaddr3106 = getelementptr i8, i8* %916, i64 %sunkaddr3105
  %sunkaddr3107 = getelementptr i8, i8* %sunkaddr3106, i64 -640
  %917 = bitcast i8* %sunkaddr3107 to <8 x double>*
  %wide.load38.5.epil.2 = load <8 x double>, <8 x double>* %917, align 8, !alias.scope !151
  %sunkaddr3108 = mul i64 %index.next.7.epil.1, 8
  %918 = bitcast double* %scevgep133 to i8*
  %sunkaddr3109 = getelementptr i8, i8* %918, i64 %sunkaddr3108
  %sunkaddr3110 = getelementptr i8, i8* %sunkaddr3109, i64 -576
  %919 = bitcast i8* %sunkaddr3110 to <8 x double>*
  %wide.load39.5.epil.2 = load <8 x double>, <8 x double>* %919, align 8, !alias.scope !151
  %sunkaddr3111 = mul i64 %index.next.7.epil.1, 8
  %920 = bitcast double* %scevgep133 to i8*
  %sunkaddr3112 = getelementptr i8, i8* %920, i64 %sunkaddr3111
  %sunkaddr3113 = getelementptr i8, i8* %sunkaddr3112, i64 -512
  %921 = bitcast i8* %sunkaddr3113 to <8 x double>*
  %wide.load40.5.epil.2 = load <8 x double>, <8 x double>* %921, align 8, !alias.scope !151
  %uglygep26053.2 = getelementptr double, double* %lsr.iv230, i64 672
  %uglygep260261.2 = bitcast double* %uglygep26053.2 to <8 x double>*
  store <8 x double> %wide.load.5.epil.2, <8 x double>* %uglygep260261.2, align 8, !alias.scope !154, !noalias !151
  %scevgep26254.2 = getelementptr double, double* %lsr.iv230, i64 680
  %922 = bitcast double* %scevgep26254.2 to <8 x double>*
  store <8 x double> %wide.load38.5.epil.2, <8 x double>* %922, align 8, !alias.scope !154, !noalias !151
  %scevgep26355.2 = getelementptr double, double* %lsr.iv230, i64 688
  %923 = bitcast double* %scevgep26355.2 to <8 x double>*
  store <8 x double> %wide.load39.5.epil.2, <8 x double>* %923, align 8, !alias.scope !154, !noalias !151
  %scevgep26456.2 = getelementptr double, double* %lsr.iv230, i64 696
  %924 = bitcast double* %scevgep26456.2 to <8 x double>*
  store <8 x double> %wide.load40.5.epil.2, <8 x double>* %924, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3114 = mul i64 %index.next.7.epil.1, 8
  %925 = bitcast double* %scevgep133 to i8*
  %sunkaddr3115 = getelementptr i8, i8* %925, i64 %sunkaddr3114
  %sunkaddr3116 = getelementptr i8, i8* %sunkaddr3115, i64 -448
  %926 = bitcast i8* %sunkaddr3116 to <8 x double>*
  %wide.load.6.epil.2 = load <8 x double>, <8 x double>* %926, align 8, !alias.scope !151
  %sunkaddr3117 = mul i64 %index.next.7.epil.1, 8
  %927 = bitcast double* %scevgep133 to i8*
  %sunkaddr3118 = getelementptr i8, i8* %927, i64 %sunkaddr3117
  %sunkaddr3119 = getelementptr i8, i8* %sunkaddr3118, i64 -384
  %928 = bitcast i8* %sunkaddr3119 to <8 x double>*
  %wide.load38.6.epil.2 = load <8 x double>, <8 x double>* %928, align 8, !alias.scope !151
  %sunkaddr3120 = mul i64 %index.next.7.epil.1, 8
  %929 = bitcast double* %scevgep133 to i8*
  %sunkaddr3121 = getelementptr i8, i8* %929, i64 %sunkaddr3120
  %sunkaddr3122 = getelementptr i8, i8* %sunkaddr3121, i64 -320
  %930 = bitcast i8* %sunkaddr3122 to <8 x double>*
  %wide.load39.6.epil.2 = load <8 x double>, <8 x double>* %930, align 8, !alias.scope !151
  %sunkaddr3123 = mul i64 %index.next.7.epil.1, 8
  %931 = bitcast double* %scevgep133 to i8*
  %sunkaddr3124 = getelementptr i8, i8* %931, i64 %sunkaddr3123
  %sunkaddr3125 = getelementptr i8, i8* %sunkaddr3124, i64 -256
  %932 = bitcast i8* %sunkaddr3125 to <8 x double>*
  %wide.load40.6.epil.2 = load <8 x double>, <8 x double>* %932, align 8, !alias.scope !151
  %uglygep26557.2 = getelementptr double, double* %lsr.iv230, i64 704
  %uglygep265266.2 = bitcast double* %uglygep26557.2 to <8 x double>*
  store <8 x double> %wide.load.6.epil.2, <8 x double>* %uglygep265266.2, align 8, !alias.scope !154, !noalias !151
  %scevgep26758.2 = getelementptr double, double* %lsr.iv230, i64 712
  %933 = bitcast double* %scevgep26758.2 to <8 x double>*
  store <8 x double> %wide.load38.6.epil.2, <8 x double>* %933, align 8, !alias.scope !154, !noalias !151
  %scevgep26859.2 = getelementptr double, double* %lsr.iv230, i64 720
  %934 = bitcast double* %scevgep26859.2 to <8 x double>*
  store <8 x double> %wide.load39.6.epil.2, <8 x double>* %934, align 8, !alias.scope !154, !noalias !151
  %scevgep26960.2 = getelementptr double, double* %lsr.iv230, i64 728
  %935 = bitcast double* %scevgep26960.2 to <8 x double>*
  store <8 x double> %wide.load40.6.epil.2, <8 x double>* %935, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3126 = mul i64 %index.next.7.epil.1, 8
  %936 = bitcast double* %scevgep133 to i8*
  %sunkaddr3127 = getelementptr i8, i8* %936, i64 %sunkaddr3126
  %sunkaddr3128 = getelementptr i8, i8* %sunkaddr3127, i64 -192
  %937 = bitcast i8* %sunkaddr3128 to <8 x double>*
  %wide.load.7.epil.2 = load <8 x double>, <8 x double>* %937, align 8, !alias.scope !151
  %sunkaddr3129 = mul i64 %index.next.7.epil.1, 8
  %938 = bitcast double* %scevgep133 to i8*
  %sunkaddr3130 = getelementptr i8, i8* %938, i64 %sunkaddr3129
  %sunkaddr3131 = getelementptr i8, i8* %sunkaddr3130, i64 -128
  %939 = bitcast i8* %sunkaddr3131 to <8 x double>*
  %wide.load38.7.epil.2 = load <8 x double>, <8 x double>* %939, align 8, !alias.scope !151
  %sunkaddr3132 = mul i64 %index.next.7.epil.1, 8
  %940 = bitcast double* %scevgep133 to i8*
  %sunkaddr3133 = getelementptr i8, i8* %940, i64 %sunkaddr3132
  %sunkaddr3134 = getelementptr i8, i8* %sunkaddr3133, i64 -64
  %941 = bitcast i8* %sunkaddr3134 to <8 x double>*
  %wide.load39.7.epil.2 = load <8 x double>, <8 x double>* %941, align 8, !alias.scope !151
  %scevgep206.2 = getelementptr double, double* %scevgep133, i64 %index.next.7.epil.1
  %scevgep206207.2 = bitcast double* %scevgep206.2 to <8 x double>*
  %wide.load40.7.epil.2 = load <8 x double>, <8 x double>* %scevgep206207.2, align 8, !alias.scope !151
  %uglygep27061.2 = getelementptr double, double* %lsr.iv230, i64 736
  %uglygep270271.2 = bitcast double* %uglygep27061.2 to <8 x double>*
  store <8 x double> %wide.load.7.epil.2, <8 x double>* %uglygep270271.2, align 8, !alias.scope !154, !noalias !151
  %scevgep27262.2 = getelementptr double, double* %lsr.iv230, i64 744
  %942 = bitcast double* %scevgep27262.2 to <8 x double>*
  store <8 x double> %wide.load38.7.epil.2, <8 x double>* %942, align 8, !alias.scope !154, !noalias !151
  %scevgep27363.2 = getelementptr double, double* %lsr.iv230, i64 752
  %943 = bitcast double* %scevgep27363.2 to <8 x double>*
  store <8 x double> %wide.load39.7.epil.2, <8 x double>* %943, align 8, !alias.scope !154, !noalias !151
  %scevgep27464.2 = getelementptr double, double* %lsr.iv230, i64 760
  %944 = bitcast double* %scevgep27464.2 to <8 x double>*
  store <8 x double> %wide.load40.7.epil.2, <8 x double>* %944, align 8, !alias.scope !154, !noalias !151
  %index.next.7.epil.2 = or i64 %index.epil46, 768
  %scevgep23219.2 = getelementptr double, double* %lsr.iv230, i64 768
  %lsr.iv230233.3 = bitcast double* %scevgep23219.2 to <8 x double>*
  %scevgep228.3 = getelementptr double, double* %scevgep34.epil, i64 %index.next.7.epil.2
  %945 = bitcast double* %scevgep228.3 to <8 x double>*
  %wide.load.epil47.3 = load <8 x double>, <8 x double>* %945, align 8, !alias.scope !151
  %sunkaddr3135 = mul i64 %index.next.7.epil.2, 8
  %946 = bitcast double* %scevgep133 to i8*
  %sunkaddr3136 = getelementptr i8, i8* %946, i64 %sunkaddr3135
  %sunkaddr3137 = getelementptr i8, i8* %sunkaddr3136, i64 -1920
  %947 = bitcast i8* %sunkaddr3137 to <8 x double>*
  %wide.load38.epil48.3 = load <8 x double>, <8 x double>* %947, align 8, !alias.scope !151
  %sunkaddr3138 = mul i64 %index.next.7.epil.2, 8
  %948 = bitcast double* %scevgep133 to i8*
  %sunkaddr3139 = getelementptr i8, i8* %948, i64 %sunkaddr3138
  %sunkaddr3140 = getelementptr i8, i8* %sunkaddr3139, i64 -1856
  %949 = bitcast i8* %sunkaddr3140 to <8 x double>*
  %wide.load39.epil49.3 = load <8 x double>, <8 x double>* %949, align 8, !alias.scope !151
  %sunkaddr3141 = mul i64 %index.next.7.epil.2, 8
  %950 = bitcast double* %scevgep133 to i8*
  %sunkaddr3142 = getelementptr i8, i8* %950, i64 %sunkaddr3141
  %sunkaddr3143 = getelementptr i8, i8* %sunkaddr3142, i64 -1792
  %951 = bitcast i8* %sunkaddr3143 to <8 x double>*
  %wide.load40.epil50.3 = load <8 x double>, <8 x double>* %951, align 8, !alias.scope !151
  store <8 x double> %wide.load.epil47.3, <8 x double>* %lsr.iv230233.3, align 8, !alias.scope !154, !noalias !151
  %scevgep236.3 = getelementptr double, double* %lsr.iv230, i64 776
  %952 = bitcast double* %scevgep236.3 to <8 x double>*
  store <8 x double> %wide.load38.epil48.3, <8 x double>* %952, align 8, !alias.scope !154, !noalias !151
  %scevgep237.3 = getelementptr double, double* %lsr.iv230, i64 784
  %953 = bitcast double* %scevgep237.3 to <8 x double>*
  store <8 x double> %wide.load39.epil49.3, <8 x double>* %953, align 8, !alias.scope !154, !noalias !151
  %scevgep238.3 = getelementptr double, double* %lsr.iv230, i64 792
  %954 = bitcast double* %scevgep238.3 to <8 x double>*
  store <8 x double> %wide.load40.epil50.3, <8 x double>* %954, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3144 = mul i64 %index.next.7.epil.2, 8
  %955 = bitcast double* %scevgep133 to i8*
  %sunkaddr3145 = getelementptr i8, i8* %955, i64 %sunkaddr3144
  %sunkaddr3146 = getelementptr i8, i8* %sunkaddr3145, i64 -1728
  %956 = bitcast i8* %sunkaddr3146 to <8 x double>*
  %wide.load.1.epil.3 = load <8 x double>, <8 x double>* %956, align 8, !alias.scope !151
  %sunkaddr3147 = mul i64 %index.next.7.epil.2, 8
  %957 = bitcast double* %scevgep133 to i8*
  %sunkaddr3148 = getelementptr i8, i8* %957, i64 %sunkaddr3147
  %sunkaddr3149 = getelementptr i8, i8* %sunkaddr3148, i64 -1664
  %958 = bitcast i8* %sunkaddr3149 to <8 x double>*
  %wide.load38.1.epil.3 = load <8 x double>, <8 x double>* %958, align 8, !alias.scope !151
  %sunkaddr3150 = mul i64 %index.next.7.epil.2, 8
  %959 = bitcast double* %scevgep133 to i8*
  %sunkaddr3151 = getelementptr i8, i8* %959, i64 %sunkaddr3150
  %sunkaddr3152 = getelementptr i8, i8* %sunkaddr3151, i64 -1600
  %960 = bitcast i8* %sunkaddr3152 to <8 x double>*
  %wide.load39.1.epil.3 = load <8 x double>, <8 x double>* %960, align 8, !alias.scope !151
  %sunkaddr3153 = mul i64 %index.next.7.epil.2, 8
  %961 = bitcast double* %scevgep133 to i8*
  %sunkaddr3154 = getelementptr i8, i8* %961, i64 %sunkaddr3153
  %sunkaddr3155 = getelementptr i8, i8* %sunkaddr3154, i64 -1536
  %962 = bitcast i8* %sunkaddr3155 to <8 x double>*
  %wide.load40.1.epil.3 = load <8 x double>, <8 x double>* %962, align 8, !alias.scope !151
  %uglygep24037.3 = getelementptr double, double* %lsr.iv230, i64 800
  %uglygep240241.3 = bitcast double* %uglygep24037.3 to <8 x double>*
  store <8 x double> %wide.load.1.epil.3, <8 x double>* %uglygep240241.3, align 8, !alias.scope !154, !noalias !151
  %scevgep24238.3 = getelementptr double, double* %lsr.iv230, i64 808
  %963 = bitcast double* %scevgep24238.3 to <8 x double>*
  store <8 x double> %wide.load38.1.epil.3, <8 x double>* %963, align 8, !alias.scope !154, !noalias !151
  %scevgep24339.3 = getelementptr double, double* %lsr.iv230, i64 816
  %964 = bitcast double* %scevgep24339.3 to <8 x double>*
  store <8 x double> %wide.load39.1.epil.3, <8 x double>* %964, align 8, !alias.scope !154, !noalias !151
  %scevgep24440.3 = getelementptr double, double* %lsr.iv230, i64 824
  %965 = bitcast double* %scevgep24440.3 to <8 x double>*
  store <8 x double> %wide.load40.1.epil.3, <8 x double>* %965, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3156 = mul i64 %index.next.7.epil.2, 8
  %966 = bitcast double* %scevgep133 to i8*
  %sunkaddr3157 = getelementptr i8, i8* %966, i64 %sunkaddr3156
  %sunkaddr3158 = getelementptr i8, i8* %sunkaddr3157, i64 -1472
  %967 = bitcast i8* %sunkaddr3158 to <8 x double>*
  %wide.load.2.epil.3 = load <8 x double>, <8 x double>* %967, align 8, !alias.scope !151
  %sunkaddr3159 = mul i64 %index.next.7.epil.2, 8
  %968 = bitcast double* %scevgep133 to i8*
  %sunkaddr3160 = getelementptr i8, i8* %968, i64 %sunkaddr3159
  %sunkaddr3161 = getelementptr i8, i8* %sunkaddr3160, i64 -1408
  %969 = bitcast i8* %sunkaddr3161 to <8 x double>*
  %wide.load38.2.epil.3 = load <8 x double>, <8 x double>* %969, align 8, !alias.scope !151
  %sunkaddr3162 = mul i64 %index.next.7.epil.2, 8
  %970 = bitcast double* %scevgep133 to i8*
  %sunkaddr3163 = getelementptr i8, i8* %970, i64 %sunkaddr3162
  %sunkaddr3164 = getelementptr i8, i8* %sunkaddr3163, i64 -1344
  %971 = bitcast i8* %sunkaddr3164 to <8 x double>*
  %wide.load39.2.epil.3 = load <8 x double>, <8 x double>* %971, align 8, !alias.scope !151
  %sunkaddr3165 = mul i64 %index.next.7.epil.2, 8
  %972 = bitcast double* %scevgep133 to i8*
  %sunkaddr3166 = getelementptr i8, i8* %972, i64 %sunkaddr3165
  %sunkaddr3167 = getelementptr i8, i8* %sunkaddr3166, i64 -1280
  %973 = bitcast i8* %sunkaddr3167 to <8 x double>*
  %wide.load40.2.epil.3 = load <8 x double>, <8 x double>* %973, align 8, !alias.scope !151
  %uglygep24541.3 = getelementptr double, double* %lsr.iv230, i64 832
  %uglygep245246.3 = bitcast double* %uglygep24541.3 to <8 x double>*
  store <8 x double> %wide.load.2.epil.3, <8 x double>* %uglygep245246.3, align 8, !alias.scope !154, !noalias !151
  %scevgep24742.3 = getelementptr double, double* %lsr.iv230, i64 840
  %974 = bitcast double* %scevgep24742.3 to <8 x double>*
  store <8 x double> %wide.load38.2.epil.3, <8 x double>* %974, align 8, !alias.scope !154, !noalias !151
  %scevgep24843.3 = getelementptr double, double* %lsr.iv230, i64 848
  %975 = bitcast double* %scevgep24843.3 to <8 x double>*
  store <8 x double> %wide.load39.2.epil.3, <8 x double>* %975, align 8, !alias.scope !154, !noalias !151
  %scevgep24944.3 = getelementptr double, double* %lsr.iv230, i64 856
  %976 = bitcast double* %scevgep24944.3 to <8 x double>*
  store <8 x double> %wide.load40.2.epil.3, <8 x double>* %976, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3168 = mul i64 %index.next.7.epil.2, 8
  %977 = bitcast double* %scevgep133 to i8*
  %sunkaddr3169 = getelementptr i8, i8* %977, i64 %sunkaddr3168
  %sunkaddr3170 = getelementptr i8, i8* %sunkaddr3169, i64 -1216
  %978 = bitcast i8* %sunkaddr3170 to <8 x double>*
  %wide.load.3.epil.3 = load <8 x double>, <8 x double>* %978, align 8, !alias.scope !151
  %sunkaddr3171 = mul i64 %index.next.7.epil.2, 8
  %979 = bitcast double* %scevgep133 to i8*
  %sunkaddr3172 = getelementptr i8, i8* %979, i64 %sunkaddr3171
  %sunkaddr3173 = getelementptr i8, i8* %sunkaddr3172, i64 -1152
  %980 = bitcast i8* %sunkaddr3173 to <8 x double>*
  %wide.load38.3.epil.3 = load <8 x double>, <8 x double>* %980, align 8, !alias.scope !151
  %sunkaddr3174 = mul i64 %index.next.7.epil.2, 8
  %981 = bitcast double* %scevgep133 to i8*
  %sunkaddr3175 = getelementptr i8, i8* %981, i64 %sunkaddr3174
  %sunkaddr3176 = getelementptr i8, i8* %sunkaddr3175, i64 -1088
  %982 = bitcast i8* %sunkaddr3176 to <8 x double>*
  %wide.load39.3.epil.3 = load <8 x double>, <8 x double>* %982, align 8, !alias.scope !151
  %sunkaddr3177 = mul i64 %index.next.7.epil.2, 8
  %983 = bitcast double* %scevgep133 to i8*
  %sunkaddr3178 = getelementptr i8, i8* %983, i64 %sunkaddr3177
  %sunkaddr3179 = getelementptr i8, i8* %sunkaddr3178, i64 -1024
  %984 = bitcast i8* %sunkaddr3179 to <8 x double>*
  %wide.load40.3.epil.3 = load <8 x double>, <8 x double>* %984, align 8, !alias.scope !151
  %uglygep25045.3 = getelementptr double, double* %lsr.iv230, i64 864
  %uglygep250251.3 = bitcast double* %uglygep25045.3 to <8 x double>*
  store <8 x double> %wide.load.3.epil.3, <8 x double>* %uglygep250251.3, align 8, !alias.scope !154, !noalias !151
  %scevgep25246.3 = getelementptr double, double* %lsr.iv230, i64 872
  %985 = bitcast double* %scevgep25246.3 to <8 x double>*
  store <8 x double> %wide.load38.3.epil.3, <8 x double>* %985, align 8, !alias.scope !154, !noalias !151
  %scevgep25347.3 = getelementptr double, double* %lsr.iv230, i64 880
  %986 = bitcast double* %scevgep25347.3 to <8 x double>*
  store <8 x double> %wide.load39.3.epil.3, <8 x double>* %986, align 8, !alias.scope !154, !noalias !151
  %scevgep25448.3 = getelementptr double, double* %lsr.iv230, i64 888
  %987 = bitcast double* %scevgep25448.3 to <8 x double>*
  store <8 x double> %wide.load40.3.epil.3, <8 x double>* %987, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3180 = mul i64 %index.next.7.epil.2, 8
  %988 = bitcast double* %scevgep133 to i8*
  %sunkaddr3181 = getelementptr i8, i8* %988, i64 %sunkaddr3180
  %sunkaddr3182 = getelementptr i8, i8* %sunkaddr3181, i64 -960
  %989 = bitcast i8* %sunkaddr3182 to <8 x double>*
  %wide.load.4.epil.3 = load <8 x double>, <8 x double>* %989, align 8, !alias.scope !151
  %sunkaddr3183 = mul i64 %index.next.7.epil.2, 8
  %990 = bitcast double* %scevgep133 to i8*
  %sunkaddr3184 = getelementptr i8, i8* %990, i64 %sunkaddr3183
  %sunkaddr3185 = getelementptr i8, i8* %sunkaddr3184, i64 -896
  %991 = bitcast i8* %sunkaddr3185 to <8 x double>*
  %wide.load38.4.epil.3 = load <8 x double>, <8 x double>* %991, align 8, !alias.scope !151
  %sunkaddr3186 = mul i64 %index.next.7.epil.2, 8
  %992 = bitcast double* %scevgep133 to i8*
  %sunkaddr3187 = getelementptr i8, i8* %992, i64 %sunkaddr3186
  %sunkaddr3188 = getelementptr i8, i8* %sunkaddr3187, i64 -832
  %993 = bitcast i8* %sunkaddr3188 to <8 x double>*
  %wide.load39.4.epil.3 = load <8 x double>, <8 x double>* %993, align 8, !alias.scope !151
  %sunkaddr3189 = mul i64 %index.next.7.epil.2, 8
  %994 = bitcast double* %scevgep133 to i8*
  %sunkaddr3190 = getelementptr i8, i8* %994, i64 %sunkaddr3189
  %sunkaddr3191 = getelementptr i8, i8* %sunkaddr3190, i64 -768
  %995 = bitcast i8* %sunkaddr3191 to <8 x double>*
  %wide.load40.4.epil.3 = load <8 x double>, <8 x double>* %995, align 8, !alias.scope !151
  %uglygep25549.3 = getelementptr double, double* %lsr.iv230, i64 896
  %uglygep255256.3 = bitcast double* %uglygep25549.3 to <8 x double>*
  store <8 x double> %wide.load.4.epil.3, <8 x double>* %uglygep255256.3, align 8, !alias.scope !154, !noalias !151
  %scevgep25750.3 = getelementptr double, double* %lsr.iv230, i64 904
  %996 = bitcast double* %scevgep25750.3 to <8 x double>*
  store <8 x double> %wide.load38.4.epil.3, <8 x double>* %996, align 8, !alias.scope !154, !noalias !151
  %scevgep25851.3 = getelementptr double, double* %lsr.iv230, i64 912
  %997 = bitcast double* %scevgep25851.3 to <8 x double>*
  store <8 x double> %wide.load39.4.epil.3, <8 x double>* %997, align 8, !alias.scope !154, !noalias !151
  %scevgep25952.3 = getelementptr double, double* %lsr.iv230, i64 920
  %998 = bitcast double* %scevgep25952.3 to <8 x double>*
  store <8 x double> %wide.load40.4.epil.3, <8 x double>* %998, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3192 = mul i64 %index.next.7.epil.2, 8
  %999 = bitcast double* %scevgep133 to i8*
  %sunkaddr3193 = getelementptr i8, i8* %999, i64 %sunkaddr3192
  %sunkaddr3194 = getelementptr i8, i8* %sunkaddr3193, i64 -704
  %1000 = bitcast i8* %sunkaddr3194 to <8 x double>*
  %wide.load.5.epil.3 = load <8 x double>, <8 x double>* %1000, align 8, !alias.scope !151
  %sunkaddr3195 = mul i64 %index.next.7.epil.2, 8
  %1001 = bitcast double* %scevgep133 to i8*
  %sunkaddr3196 = getelementptr i8, i8* %1001, i64 %sunkaddr3195
  %sunkaddr3197 = getelementptr i8, i8* %sunkaddr3196, i64 -640
  %1002 = bitcast i8* %sunkaddr3197 to <8 x double>*
  %wide.load38.5.epil.3 = load <8 x double>, <8 x double>* %1002, align 8, !alias.scope !151
  %sunkaddr3198 = mul i64 %index.next.7.epil.2, 8
  %1003 = bitcast double* %scevgep133 to i8*
  %sunkaddr3199 = getelementptr i8, i8* %1003, i64 %sunkaddr3198
  %sunkaddr3200 = getelementptr i8, i8* %sunkaddr3199, i64 -576
  %1004 = bitcast i8* %sunkaddr3200 to <8 x double>*
  %wide.load39.5.epil.3 = load <8 x double>, <8 x double>* %1004, align 8, !alias.scope !151
  %sunkaddr3201 = mul i64 %index.next.7.epil.2, 8
  %1005 = bitcast double* %scevgep133 to i8*
  %sunkaddr3202 = getelementptr i8, i8* %1005, i64 %sunkaddr3201
  %sunkaddr3203 = getelementptr i8, i8* %sunkaddr3202, i64 -512
  %1006 = bitcast i8* %sunkaddr3203 to <8 x double>*
  %wide.load40.5.epil.3 = load <8 x double>, <8 x double>* %1006, align 8, !alias.scope !151
  %uglygep26053.3 = getelementptr double, double* %lsr.iv230, i64 928
  %uglygep260261.3 = bitcast double* %uglygep26053.3 to <8 x double>*
  store <8 x double> %wide.load.5.epil.3, <8 x double>* %uglygep260261.3, align 8, !alias.scope !154, !noalias !151
  %scevgep26254.3 = getelementptr double, double* %lsr.iv230, i64 936
  %1007 = bitcast double* %scevgep26254.3 to <8 x double>*
  store <8 x double> %wide.load38.5.epil.3, <8 x double>* %1007, align 8, !alias.scope !154, !noalias !151
  %scevgep26355.3 = getelementptr double, double* %lsr.iv230, i64 944
  %1008 = bitcast double* %scevgep26355.3 to <8 x double>*
  store <8 x double> %wide.load39.5.epil.3, <8 x double>* %1008, align 8, !alias.scope !154, !noalias !151
  %scevgep26456.3 = getelementptr double, double* %lsr.iv230, i64 952
  %1009 = bitcast double* %scevgep26456.3 to <8 x double>*
  store <8 x double> %wide.load40.5.epil.3, <8 x double>* %1009, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3204 = mul i64 %index.next.7.epil.2, 8
  %1010 = bitcast double* %scevgep133 to i8*
  %sunkaddr3205 = getelementptr i8, i8* %1010, i64 %sunkaddr3204
  %sunkaddr3206 = getelementptr i8, i8* %sunkaddr3205, i64 -448
  %1011 = bitcast i8* %sunkaddr3206 to <8 x double>*
  %wide.load.6.epil.3 = load <8 x double>, <8 x double>* %1011, align 8, !alias.scope !151
  %sunkaddr3207 = mul i64 %index.next.7.epil.2, 8
  %1012 = bitcast double* %scevgep133 to i8*
  %sunkaddr3208 = getelementptr i8, i8* %1012, i64 %sunkaddr3207
  %sunkaddr3209 = getelementptr i8, i8* %sunkaddr3208, i64 -384
  %1013 = bitcast i8* %sunkaddr3209 to <8 x double>*
  %wide.load38.6.epil.3 = load <8 x double>, <8 x double>* %1013, align 8, !alias.scope !151
  %sunkaddr3210 = mul i64 %index.next.7.epil.2, 8
  %1014 = bitcast double* %scevgep133 to i8*
  %sunkaddr3211 = getelementptr i8, i8* %1014, i64 %sunkaddr3210
  %sunkaddr3212 = getelementptr i8, i8* %sunkaddr3211, i64 -320
  %1015 = bitcast i8* %sunkaddr3212 to <8 x double>*
  %wide.load39.6.epil.3 = load <8 x double>, <8 x double>* %1015, align 8, !alias.scope !151
  %sunkaddr3213 = mul i64 %index.next.7.epil.2, 8
  %1016 = bitcast double* %scevgep133 to i8*
  %sunkaddr3214 = getelementptr i8, i8* %1016, i64 %sunkaddr3213
  %sunkaddr3215 = getelementptr i8, i8* %sunkaddr3214, i64 -256
  %1017 = bitcast i8* %sunkaddr3215 to <8 x double>*
  %wide.load40.6.epil.3 = load <8 x double>, <8 x double>* %1017, align 8, !alias.scope !151
  %uglygep26557.3 = getelementptr double, double* %lsr.iv230, i64 960
  %uglygep265266.3 = bitcast double* %uglygep26557.3 to <8 x double>*
  store <8 x double> %wide.load.6.epil.3, <8 x double>* %uglygep265266.3, align 8, !alias.scope !154, !noalias !151
  %scevgep26758.3 = getelementptr double, double* %lsr.iv230, i64 968
  %1018 = bitcast double* %scevgep26758.3 to <8 x double>*
  store <8 x double> %wide.load38.6.epil.3, <8 x double>* %1018, align 8, !alias.scope !154, !noalias !151
  %scevgep26859.3 = getelementptr double, double* %lsr.iv230, i64 976
  %1019 = bitcast double* %scevgep26859.3 to <8 x double>*
  store <8 x double> %wide.load39.6.epil.3, <8 x double>* %1019, align 8, !alias.scope !154, !noalias !151
  %scevgep26960.3 = getelementptr double, double* %lsr.iv230, i64 984
  %1020 = bitcast double* %scevgep26960.3 to <8 x double>*
  store <8 x double> %wide.load40.6.epil.3, <8 x double>* %1020, align 8, !alias.scope !154, !noalias !151
  %sunkaddr3216 = mul i64 %index.next.7.epil.2, 8
  %1021 = bitcast double* %scevgep133 to i8*
  %sunkaddr3217 = getelementptr i8, i8* %1021, i64 %sunkaddr3216
  %sunkaddr3218 = getelementptr i8, i8* %sunkaddr3217, i64 -192
  %1022 = bitcast i8* %sunkaddr3218 to <8 x double>*
  %wide.load.7.epil.3 = load <8 x double>, <8 x double>* %1022, align 8, !alias.scope !151
  %sunkaddr3219 = mul i64 %index.next.7.epil.2, 8
  %1023 = bitcast double* %scevgep133 to i8*
  %sunkaddr3220 = getelementptr i8, i8* %1023, i64 %sunkaddr3219
  %sunkaddr3221 = getelementptr i8, i8* %sunkaddr3220, i64 -128
  %1024 = bitcast i8* %sunkaddr3221 to <8 x double>*
  %wide.load38.7.epil.3 = load <8 x double>, <8 x double>* %1024, align 8, !alias.scope !151
  %sunkaddr3222 = mul i64 %index.next.7.epil.2, 8
  %1025 = bitcast double* %scevgep133 to i8*
  %sunkaddr3223 = getelementptr i8, i8* %1025, i64 %sunkaddr3222
  %sunkaddr3224 = getelementptr i8, i8* %sunkaddr3223, i64 -64
  %1026 = bitcast i8* %sunkaddr3224 to <8 x double>*
  %wide.load39.7.epil.3 = load <8 x double>, <8 x double>* %1026, align 8, !alias.scope !151
  %scevgep206.3 = getelementptr double, double* %scevgep133, i64 %index.next.7.epil.2
  %scevgep206207.3 = bitcast double* %scevgep206.3 to <8 x double>*
  %wide.load40.7.epil.3 = load <8 x double>, <8 x double>* %scevgep206207.3, align 8, !alias.scope !151
  %uglygep27061.3 = getelementptr double, double* %lsr.iv230, i64 992
  %uglygep270271.3 = bitcast double* %uglygep27061.3 to <8 x double>*
  store <8 x double> %wide.load.7.epil.3, <8 x double>* %uglygep270271.3, align 8, !alias.scope !154, !noalias !151
  %scevgep27262.3 = getelementptr double, double* %lsr.iv230, i64 1000
  %1027 = bitcast double* %scevgep27262.3 to <8 x double>*
  store <8 x double> %wide.load38.7.epil.3, <8 x double>* %1027, align 8, !alias.scope !154, !noalias !151
  %scevgep27363.3 = getelementptr double, double* %lsr.iv230, i64 1008
  %1028 = bitcast double* %scevgep27363.3 to <8 x double>*
  store <8 x double> %wide.load39.7.epil.3, <8 x double>* %1028, align 8, !alias.scope !154, !noalias !151
  %scevgep27464.3 = getelementptr double, double* %lsr.iv230, i64 1016
  %1029 = bitcast double* %scevgep27464.3 to <8 x double>*
  store <8 x double> %wide.load40.7.epil.3, <8 x double>* %1029, align 8, !alias.scope !154, !noalias !151
  %index.next.7.epil.3 = add i64 %index.epil46, 1024
  %scevgep23219.3 = getelementptr double, double* %lsr.iv230, i64 1024
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, label %vector.body.epil45, !llvm.loop !156

middle.block.unr-lcssa.epil.loopexit.unr-lcssa:   ; preds = %vector.body.epil45, %vector.ph.new.epil
  %index.next.7.epil.lcssa.ph = phi i64 [ undef, %vector.ph.new.epil ], [ %index.next.7.epil.3, %vector.body.epil45 ]
  %lsr.iv230.unr = phi double* [ %scevgep.epil, %vector.ph.new.epil ], [ %scevgep23219.3, %vector.body.epil45 ]
  %index.epil46.unr = phi i64 [ 0, %vector.ph.new.epil ], [ %index.next.7.epil.3, %vector.body.epil45 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block.unr-lcssa.epil, label %vector.body.epil45.epil.preheader

vector.body.epil45.epil.preheader:                ; preds = %middle.block.unr-lcssa.epil.loopexit.unr-lcssa
  %1030 = add i64 %index.epil46.unr, %681
  %1031 = add i64 %1030, 248
  %scevgep267 = getelementptr double, double* %arg.a.4, i64 %1031
  %1032 = shl i64 %xtraiter, 11
  %scevgep726 = getelementptr double, double* %lsr.iv230.unr, i64 248
  br label %vector.body.epil45.epil

vector.body.epil45.epil:                          ; preds = %vector.body.epil45.epil, %vector.body.epil45.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next609, %vector.body.epil45.epil ], [ 0, %vector.body.epil45.epil.preheader ]
  %1033 = bitcast double* %scevgep726 to i8*
  %1034 = bitcast double* %scevgep267 to i8*
  %uglygep1380 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13801381 = bitcast i8* %uglygep1380 to <8 x double>*
  %scevgep1382 = getelementptr <8 x double>, <8 x double>* %uglygep13801381, i64 -31
  %uglygep1481 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14811482 = bitcast i8* %uglygep1481 to <8 x double>*
  %scevgep1483 = getelementptr <8 x double>, <8 x double>* %uglygep14811482, i64 -31
  %wide.load.epil47.epil = load <8 x double>, <8 x double>* %scevgep1483, align 8, !alias.scope !151
  %uglygep1478 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14781479 = bitcast i8* %uglygep1478 to <8 x double>*
  %scevgep1480 = getelementptr <8 x double>, <8 x double>* %uglygep14781479, i64 -30
  %wide.load38.epil48.epil = load <8 x double>, <8 x double>* %scevgep1480, align 8, !alias.scope !151
  %uglygep1469 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14691470 = bitcast i8* %uglygep1469 to <8 x double>*
  %scevgep1477 = getelementptr <8 x double>, <8 x double>* %uglygep14691470, i64 -29
  %wide.load39.epil49.epil = load <8 x double>, <8 x double>* %scevgep1477, align 8, !alias.scope !151
  %uglygep1465 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14651466 = bitcast i8* %uglygep1465 to <8 x double>*
  %scevgep1467 = getelementptr <8 x double>, <8 x double>* %uglygep14651466, i64 -28
  %wide.load40.epil50.epil = load <8 x double>, <8 x double>* %scevgep1467, align 8, !alias.scope !151
  store <8 x double> %wide.load.epil47.epil, <8 x double>* %scevgep1382, align 8, !alias.scope !154, !noalias !151
  %uglygep1375 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13751376 = bitcast i8* %uglygep1375 to <8 x double>*
  %scevgep1379 = getelementptr <8 x double>, <8 x double>* %uglygep13751376, i64 -30
  store <8 x double> %wide.load38.epil48.epil, <8 x double>* %scevgep1379, align 8, !alias.scope !154, !noalias !151
  %uglygep1370 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13701371 = bitcast i8* %uglygep1370 to <8 x double>*
  %scevgep1374 = getelementptr <8 x double>, <8 x double>* %uglygep13701371, i64 -29
  store <8 x double> %wide.load39.epil49.epil, <8 x double>* %scevgep1374, align 8, !alias.scope !154, !noalias !151
  %uglygep1367 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13671368 = bitcast i8* %uglygep1367 to <8 x double>*
  %scevgep1369 = getelementptr <8 x double>, <8 x double>* %uglygep13671368, i64 -28
  store <8 x double> %wide.load40.epil50.epil, <8 x double>* %scevgep1369, align 8, !alias.scope !154, !noalias !151
  %uglygep1462 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14621463 = bitcast i8* %uglygep1462 to <8 x double>*
  %scevgep1464 = getelementptr <8 x double>, <8 x double>* %uglygep14621463, i64 -27
  %wide.load.1.epil.epil = load <8 x double>, <8 x double>* %scevgep1464, align 8, !alias.scope !151
  %uglygep1458 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14581459 = bitcast i8* %uglygep1458 to <8 x double>*
  %scevgep1461 = getelementptr <8 x double>, <8 x double>* %uglygep14581459, i64 -26
  %wide.load38.1.epil.epil = load <8 x double>, <8 x double>* %scevgep1461, align 8, !alias.scope !151
  %uglygep1455 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14551456 = bitcast i8* %uglygep1455 to <8 x double>*
  %scevgep1457 = getelementptr <8 x double>, <8 x double>* %uglygep14551456, i64 -25
  %wide.load39.1.epil.epil = load <8 x double>, <8 x double>* %scevgep1457, align 8, !alias.scope !151
  %uglygep1452 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14521453 = bitcast i8* %uglygep1452 to <8 x double>*
  %scevgep1454 = getelementptr <8 x double>, <8 x double>* %uglygep14521453, i64 -24
  %wide.load40.1.epil.epil = load <8 x double>, <8 x double>* %scevgep1454, align 8, !alias.scope !151
  %uglygep1364 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13641365 = bitcast i8* %uglygep1364 to <8 x double>*
  %scevgep1366 = getelementptr <8 x double>, <8 x double>* %uglygep13641365, i64 -27
  store <8 x double> %wide.load.1.epil.epil, <8 x double>* %scevgep1366, align 8, !alias.scope !154, !noalias !151
  %uglygep1360 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13601361 = bitcast i8* %uglygep1360 to <8 x double>*
  %scevgep1363 = getelementptr <8 x double>, <8 x double>* %uglygep13601361, i64 -26
  store <8 x double> %wide.load38.1.epil.epil, <8 x double>* %scevgep1363, align 8, !alias.scope !154, !noalias !151
  %uglygep1357 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13571358 = bitcast i8* %uglygep1357 to <8 x double>*
  %scevgep1359 = getelementptr <8 x double>, <8 x double>* %uglygep13571358, i64 -25
  store <8 x double> %wide.load39.1.epil.epil, <8 x double>* %scevgep1359, align 8, !alias.scope !154, !noalias !151
  %uglygep1354 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13541355 = bitcast i8* %uglygep1354 to <8 x double>*
  %scevgep1356 = getelementptr <8 x double>, <8 x double>* %uglygep13541355, i64 -24
  store <8 x double> %wide.load40.1.epil.epil, <8 x double>* %scevgep1356, align 8, !alias.scope !154, !noalias !151
  %uglygep1448 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14481449 = bitcast i8* %uglygep1448 to <8 x double>*
  %scevgep1451 = getelementptr <8 x double>, <8 x double>* %uglygep14481449, i64 -23
  %wide.load.2.epil.epil = load <8 x double>, <8 x double>* %scevgep1451, align 8, !alias.scope !151
  %uglygep1445 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14451446 = bitcast i8* %uglygep1445 to <8 x double>*
  %scevgep1447 = getelementptr <8 x double>, <8 x double>* %uglygep14451446, i64 -22
  %wide.load38.2.epil.epil = load <8 x double>, <8 x double>* %scevgep1447, align 8, !alias.scope !151
  %uglygep1442 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14421443 = bitcast i8* %uglygep1442 to <8 x double>*
  %scevgep1444 = getelementptr <8 x double>, <8 x double>* %uglygep14421443, i64 -21
  %wide.load39.2.epil.epil = load <8 x double>, <8 x double>* %scevgep1444, align 8, !alias.scope !151
  %uglygep1439 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14391440 = bitcast i8* %uglygep1439 to <8 x double>*
  %scevgep1441 = getelementptr <8 x double>, <8 x double>* %uglygep14391440, i64 -20
  %wide.load40.2.epil.epil = load <8 x double>, <8 x double>* %scevgep1441, align 8, !alias.scope !151
  %uglygep1351 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13511352 = bitcast i8* %uglygep1351 to <8 x double>*
  %scevgep1353 = getelementptr <8 x double>, <8 x double>* %uglygep13511352, i64 -23
  store <8 x double> %wide.load.2.epil.epil, <8 x double>* %scevgep1353, align 8, !alias.scope !154, !noalias !151
  %uglygep1348 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13481349 = bitcast i8* %uglygep1348 to <8 x double>*
  %scevgep1350 = getelementptr <8 x double>, <8 x double>* %uglygep13481349, i64 -22
  store <8 x double> %wide.load38.2.epil.epil, <8 x double>* %scevgep1350, align 8, !alias.scope !154, !noalias !151
  %uglygep1345 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13451346 = bitcast i8* %uglygep1345 to <8 x double>*
  %scevgep1347 = getelementptr <8 x double>, <8 x double>* %uglygep13451346, i64 -21
  store <8 x double> %wide.load39.2.epil.epil, <8 x double>* %scevgep1347, align 8, !alias.scope !154, !noalias !151
  %uglygep1342 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13421343 = bitcast i8* %uglygep1342 to <8 x double>*
  %scevgep1344 = getelementptr <8 x double>, <8 x double>* %uglygep13421343, i64 -20
  store <8 x double> %wide.load40.2.epil.epil, <8 x double>* %scevgep1344, align 8, !alias.scope !154, !noalias !151
  %uglygep1436 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14361437 = bitcast i8* %uglygep1436 to <8 x double>*
  %scevgep1438 = getelementptr <8 x double>, <8 x double>* %uglygep14361437, i64 -19
  %wide.load.3.epil.epil = load <8 x double>, <8 x double>* %scevgep1438, align 8, !alias.scope !151
  %uglygep1433 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14331434 = bitcast i8* %uglygep1433 to <8 x double>*
  %scevgep1435 = getelementptr <8 x double>, <8 x double>* %uglygep14331434, i64 -18
  %wide.load38.3.epil.epil = load <8 x double>, <8 x double>* %scevgep1435, align 8, !alias.scope !151
  %uglygep1430 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14301431 = bitcast i8* %uglygep1430 to <8 x double>*
  %scevgep1432 = getelementptr <8 x double>, <8 x double>* %uglygep14301431, i64 -17
  %wide.load39.3.epil.epil = load <8 x double>, <8 x double>* %scevgep1432, align 8, !alias.scope !151
  %uglygep1427 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14271428 = bitcast i8* %uglygep1427 to <8 x double>*
  %scevgep1429 = getelementptr <8 x double>, <8 x double>* %uglygep14271428, i64 -16
  %wide.load40.3.epil.epil = load <8 x double>, <8 x double>* %scevgep1429, align 8, !alias.scope !151
  %uglygep1339 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13391340 = bitcast i8* %uglygep1339 to <8 x double>*
  %scevgep1341 = getelementptr <8 x double>, <8 x double>* %uglygep13391340, i64 -19
  store <8 x double> %wide.load.3.epil.epil, <8 x double>* %scevgep1341, align 8, !alias.scope !154, !noalias !151
  %uglygep1336 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13361337 = bitcast i8* %uglygep1336 to <8 x double>*
  %scevgep1338 = getelementptr <8 x double>, <8 x double>* %uglygep13361337, i64 -18
  store <8 x double> %wide.load38.3.epil.epil, <8 x double>* %scevgep1338, align 8, !alias.scope !154, !noalias !151
  %uglygep1333 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13331334 = bitcast i8* %uglygep1333 to <8 x double>*
  %scevgep1335 = getelementptr <8 x double>, <8 x double>* %uglygep13331334, i64 -17
  store <8 x double> %wide.load39.3.epil.epil, <8 x double>* %scevgep1335, align 8, !alias.scope !154, !noalias !151
  %uglygep1330 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13301331 = bitcast i8* %uglygep1330 to <8 x double>*
  %scevgep1332 = getelementptr <8 x double>, <8 x double>* %uglygep13301331, i64 -16
  store <8 x double> %wide.load40.3.epil.epil, <8 x double>* %scevgep1332, align 8, !alias.scope !154, !noalias !151
  %uglygep1424 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14241425 = bitcast i8* %uglygep1424 to <8 x double>*
  %scevgep1426 = getelementptr <8 x double>, <8 x double>* %uglygep14241425, i64 -15
  %wide.load.4.epil.epil = load <8 x double>, <8 x double>* %scevgep1426, align 8, !alias.scope !151
  %uglygep1421 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14211422 = bitcast i8* %uglygep1421 to <8 x double>*
  %scevgep1423 = getelementptr <8 x double>, <8 x double>* %uglygep14211422, i64 -14
  %wide.load38.4.epil.epil = load <8 x double>, <8 x double>* %scevgep1423, align 8, !alias.scope !151
  %uglygep1418 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14181419 = bitcast i8* %uglygep1418 to <8 x double>*
  %scevgep1420 = getelementptr <8 x double>, <8 x double>* %uglygep14181419, i64 -13
  %wide.load39.4.epil.epil = load <8 x double>, <8 x double>* %scevgep1420, align 8, !alias.scope !151
  %uglygep1415 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14151416 = bitcast i8* %uglygep1415 to <8 x double>*
  %scevgep1417 = getelementptr <8 x double>, <8 x double>* %uglygep14151416, i64 -12
  %wide.load40.4.epil.epil = load <8 x double>, <8 x double>* %scevgep1417, align 8, !alias.scope !151
  %uglygep1327 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13271328 = bitcast i8* %uglygep1327 to <8 x double>*
  %scevgep1329 = getelementptr <8 x double>, <8 x double>* %uglygep13271328, i64 -15
  store <8 x double> %wide.load.4.epil.epil, <8 x double>* %scevgep1329, align 8, !alias.scope !154, !noalias !151
  %uglygep1324 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13241325 = bitcast i8* %uglygep1324 to <8 x double>*
  %scevgep1326 = getelementptr <8 x double>, <8 x double>* %uglygep13241325, i64 -14
  store <8 x double> %wide.load38.4.epil.epil, <8 x double>* %scevgep1326, align 8, !alias.scope !154, !noalias !151
  %uglygep1318 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13181319 = bitcast i8* %uglygep1318 to <8 x double>*
  %scevgep1323 = getelementptr <8 x double>, <8 x double>* %uglygep13181319, i64 -13
  store <8 x double> %wide.load39.4.epil.epil, <8 x double>* %scevgep1323, align 8, !alias.scope !154, !noalias !151
  %uglygep1315 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13151316 = bitcast i8* %uglygep1315 to <8 x double>*
  %scevgep1317 = getelementptr <8 x double>, <8 x double>* %uglygep13151316, i64 -12
  store <8 x double> %wide.load40.4.epil.epil, <8 x double>* %scevgep1317, align 8, !alias.scope !154, !noalias !151
  %uglygep1412 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14121413 = bitcast i8* %uglygep1412 to <8 x double>*
  %scevgep1414 = getelementptr <8 x double>, <8 x double>* %uglygep14121413, i64 -11
  %wide.load.5.epil.epil = load <8 x double>, <8 x double>* %scevgep1414, align 8, !alias.scope !151
  %uglygep1409 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14091410 = bitcast i8* %uglygep1409 to <8 x double>*
  %scevgep1411 = getelementptr <8 x double>, <8 x double>* %uglygep14091410, i64 -10
  %wide.load38.5.epil.epil = load <8 x double>, <8 x double>* %scevgep1411, align 8, !alias.scope !151
  %uglygep1406 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14061407 = bitcast i8* %uglygep1406 to <8 x double>*
  %scevgep1408 = getelementptr <8 x double>, <8 x double>* %uglygep14061407, i64 -9
  %wide.load39.5.epil.epil = load <8 x double>, <8 x double>* %scevgep1408, align 8, !alias.scope !151
  %uglygep1403 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14031404 = bitcast i8* %uglygep1403 to <8 x double>*
  %scevgep1405 = getelementptr <8 x double>, <8 x double>* %uglygep14031404, i64 -8
  %wide.load40.5.epil.epil = load <8 x double>, <8 x double>* %scevgep1405, align 8, !alias.scope !151
  %uglygep1312 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13121313 = bitcast i8* %uglygep1312 to <8 x double>*
  %scevgep1314 = getelementptr <8 x double>, <8 x double>* %uglygep13121313, i64 -11
  store <8 x double> %wide.load.5.epil.epil, <8 x double>* %scevgep1314, align 8, !alias.scope !154, !noalias !151
  %uglygep1309 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13091310 = bitcast i8* %uglygep1309 to <8 x double>*
  %scevgep1311 = getelementptr <8 x double>, <8 x double>* %uglygep13091310, i64 -10
  store <8 x double> %wide.load38.5.epil.epil, <8 x double>* %scevgep1311, align 8, !alias.scope !154, !noalias !151
  %uglygep1306 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13061307 = bitcast i8* %uglygep1306 to <8 x double>*
  %scevgep1308 = getelementptr <8 x double>, <8 x double>* %uglygep13061307, i64 -9
  store <8 x double> %wide.load39.5.epil.epil, <8 x double>* %scevgep1308, align 8, !alias.scope !154, !noalias !151
  %uglygep1303 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13031304 = bitcast i8* %uglygep1303 to <8 x double>*
  %scevgep1305 = getelementptr <8 x double>, <8 x double>* %uglygep13031304, i64 -8
  store <8 x double> %wide.load40.5.epil.epil, <8 x double>* %scevgep1305, align 8, !alias.scope !154, !noalias !151
  %uglygep1400 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14001401 = bitcast i8* %uglygep1400 to <8 x double>*
  %scevgep1402 = getelementptr <8 x double>, <8 x double>* %uglygep14001401, i64 -7
  %wide.load.6.epil.epil = load <8 x double>, <8 x double>* %scevgep1402, align 8, !alias.scope !151
  %uglygep1397 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep13971398 = bitcast i8* %uglygep1397 to <8 x double>*
  %scevgep1399 = getelementptr <8 x double>, <8 x double>* %uglygep13971398, i64 -6
  %wide.load38.6.epil.epil = load <8 x double>, <8 x double>* %scevgep1399, align 8, !alias.scope !151
  %uglygep1394 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep13941395 = bitcast i8* %uglygep1394 to <8 x double>*
  %scevgep1396 = getelementptr <8 x double>, <8 x double>* %uglygep13941395, i64 -5
  %wide.load39.6.epil.epil = load <8 x double>, <8 x double>* %scevgep1396, align 8, !alias.scope !151
  %uglygep1390 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep13901391 = bitcast i8* %uglygep1390 to <8 x double>*
  %scevgep1393 = getelementptr <8 x double>, <8 x double>* %uglygep13901391, i64 -4
  %wide.load40.6.epil.epil = load <8 x double>, <8 x double>* %scevgep1393, align 8, !alias.scope !151
  %uglygep1300 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13001301 = bitcast i8* %uglygep1300 to <8 x double>*
  %scevgep1302 = getelementptr <8 x double>, <8 x double>* %uglygep13001301, i64 -7
  store <8 x double> %wide.load.6.epil.epil, <8 x double>* %scevgep1302, align 8, !alias.scope !154, !noalias !151
  %uglygep1297 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep12971298 = bitcast i8* %uglygep1297 to <8 x double>*
  %scevgep1299 = getelementptr <8 x double>, <8 x double>* %uglygep12971298, i64 -6
  store <8 x double> %wide.load38.6.epil.epil, <8 x double>* %scevgep1299, align 8, !alias.scope !154, !noalias !151
  %uglygep1293 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep12931294 = bitcast i8* %uglygep1293 to <8 x double>*
  %scevgep1296 = getelementptr <8 x double>, <8 x double>* %uglygep12931294, i64 -5
  store <8 x double> %wide.load39.6.epil.epil, <8 x double>* %scevgep1296, align 8, !alias.scope !154, !noalias !151
  %uglygep1290 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep12901291 = bitcast i8* %uglygep1290 to <8 x double>*
  %scevgep1292 = getelementptr <8 x double>, <8 x double>* %uglygep12901291, i64 -4
  store <8 x double> %wide.load40.6.epil.epil, <8 x double>* %scevgep1292, align 8, !alias.scope !154, !noalias !151
  %uglygep1387 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep13871388 = bitcast i8* %uglygep1387 to <8 x double>*
  %scevgep1389 = getelementptr <8 x double>, <8 x double>* %uglygep13871388, i64 -3
  %wide.load.7.epil.epil = load <8 x double>, <8 x double>* %scevgep1389, align 8, !alias.scope !151
  %uglygep1384 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep13841385 = bitcast i8* %uglygep1384 to <8 x double>*
  %scevgep1386 = getelementptr <8 x double>, <8 x double>* %uglygep13841385, i64 -2
  %wide.load38.7.epil.epil = load <8 x double>, <8 x double>* %scevgep1386, align 8, !alias.scope !151
  %uglygep1484 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14841485 = bitcast i8* %uglygep1484 to <8 x double>*
  %scevgep1486 = getelementptr <8 x double>, <8 x double>* %uglygep14841485, i64 -1
  %wide.load39.7.epil.epil = load <8 x double>, <8 x double>* %scevgep1486, align 8, !alias.scope !151
  %wide.load40.7.epil.epil = load <8 x double>, <8 x double>* %uglygep13841385, align 8, !alias.scope !151
  %uglygep1287 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep12871288 = bitcast i8* %uglygep1287 to <8 x double>*
  %scevgep1289 = getelementptr <8 x double>, <8 x double>* %uglygep12871288, i64 -3
  store <8 x double> %wide.load.7.epil.epil, <8 x double>* %scevgep1289, align 8, !alias.scope !154, !noalias !151
  %uglygep1284 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep12841285 = bitcast i8* %uglygep1284 to <8 x double>*
  %scevgep1286 = getelementptr <8 x double>, <8 x double>* %uglygep12841285, i64 -2
  store <8 x double> %wide.load38.7.epil.epil, <8 x double>* %scevgep1286, align 8, !alias.scope !154, !noalias !151
  %uglygep1281 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep12811282 = bitcast i8* %uglygep1281 to <8 x double>*
  %scevgep1283 = getelementptr <8 x double>, <8 x double>* %uglygep12811282, i64 -1
  store <8 x double> %wide.load39.7.epil.epil, <8 x double>* %scevgep1283, align 8, !alias.scope !154, !noalias !151
  %uglygep728 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep728729 = bitcast i8* %uglygep728 to <8 x double>*
  store <8 x double> %wide.load40.7.epil.epil, <8 x double>* %uglygep728729, align 8, !alias.scope !154, !noalias !151
  %lsr.iv.next609 = add nuw nsw i64 %lsr.iv, 2048
  %epil.iter.cmp.not = icmp eq i64 %1032, %lsr.iv.next609
  br i1 %epil.iter.cmp.not, label %middle.block.unr-lcssa.epil.loopexit, label %vector.body.epil45.epil, !llvm.loop !157

middle.block.unr-lcssa.epil.loopexit:             ; preds = %vector.body.epil45.epil
  %1035 = shl nuw nsw i64 %xtraiter, 8
  %1036 = add i64 %index.epil46.unr, %1035
  br label %middle.block.unr-lcssa.epil

middle.block.unr-lcssa.epil:                      ; preds = %middle.block.unr-lcssa.epil.loopexit, %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, %vector.ph.epil
  %index.unr.epil = phi i64 [ 0, %vector.ph.epil ], [ %index.next.7.epil.lcssa.ph, %middle.block.unr-lcssa.epil.loopexit.unr-lcssa ], [ %1036, %middle.block.unr-lcssa.epil.loopexit ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil, 0
  br i1 %lcmp.mod.epil.not, label %middle.block.epil, label %vector.body.epil.epil.preheader

vector.body.epil.epil.preheader:                  ; preds = %middle.block.unr-lcssa.epil
  %1037 = add i64 %loop.index4.us.unr32, 24
  %1038 = add i64 %1037, %index.unr.epil
  %scevgep110 = getelementptr double, double* %.6.i6, i64 %1038
  %1039 = add i64 %index.unr.epil, %681
  %1040 = add i64 %1039, 24
  %scevgep118 = getelementptr double, double* %arg.a.4, i64 %1040
  %1041 = shl i64 %xtraiter.epil, 8
  br label %vector.body.epil.epil

vector.body.epil.epil:                            ; preds = %vector.body.epil.epil, %vector.body.epil.epil.preheader
  %lsr.iv119 = phi i64 [ 0, %vector.body.epil.epil.preheader ], [ %lsr.iv.next120, %vector.body.epil.epil ]
  %1042 = bitcast double* %scevgep118 to i8*
  %1043 = bitcast double* %scevgep110 to i8*
  %uglygep1269 = getelementptr i8, i8* %1043, i64 %lsr.iv119
  %uglygep12691270 = bitcast i8* %uglygep1269 to <8 x double>*
  %uglygep1275 = getelementptr i8, i8* %1042, i64 %lsr.iv119
  %uglygep12751276 = bitcast i8* %uglygep1275 to <8 x double>*
  %scevgep1277 = getelementptr <8 x double>, <8 x double>* %uglygep12751276, i64 -3
  %wide.load.epil.epil = load <8 x double>, <8 x double>* %scevgep1277, align 8, !alias.scope !151
  %uglygep1278 = getelementptr i8, i8* %1042, i64 %lsr.iv119
  %uglygep12781279 = bitcast i8* %uglygep1278 to <8 x double>*
  %scevgep1280 = getelementptr <8 x double>, <8 x double>* %uglygep12781279, i64 -2
  %wide.load38.epil.epil = load <8 x double>, <8 x double>* %scevgep1280, align 8, !alias.scope !151
  %uglygep1272 = getelementptr i8, i8* %1042, i64 %lsr.iv119
  %uglygep12721273 = bitcast i8* %uglygep1272 to <8 x double>*
  %scevgep1274 = getelementptr <8 x double>, <8 x double>* %uglygep12721273, i64 -1
  %wide.load39.epil.epil = load <8 x double>, <8 x double>* %scevgep1274, align 8, !alias.scope !151
  %wide.load40.epil.epil = load <8 x double>, <8 x double>* %uglygep12751276, align 8, !alias.scope !151
  %uglygep1266 = getelementptr i8, i8* %1043, i64 %lsr.iv119
  %uglygep12661267 = bitcast i8* %uglygep1266 to <8 x double>*
  %scevgep1268 = getelementptr <8 x double>, <8 x double>* %uglygep12661267, i64 -3
  store <8 x double> %wide.load.epil.epil, <8 x double>* %scevgep1268, align 8, !alias.scope !154, !noalias !151
  %uglygep1263 = getelementptr i8, i8* %1043, i64 %lsr.iv119
  %uglygep12631264 = bitcast i8* %uglygep1263 to <8 x double>*
  %scevgep1265 = getelementptr <8 x double>, <8 x double>* %uglygep12631264, i64 -2
  store <8 x double> %wide.load38.epil.epil, <8 x double>* %scevgep1265, align 8, !alias.scope !154, !noalias !151
  %uglygep1258 = getelementptr i8, i8* %1043, i64 %lsr.iv119
  %uglygep12581259 = bitcast i8* %uglygep1258 to <8 x double>*
  %scevgep1262 = getelementptr <8 x double>, <8 x double>* %uglygep12581259, i64 -1
  store <8 x double> %wide.load39.epil.epil, <8 x double>* %scevgep1262, align 8, !alias.scope !154, !noalias !151
  store <8 x double> %wide.load40.epil.epil, <8 x double>* %uglygep12691270, align 8, !alias.scope !154, !noalias !151
  %lsr.iv.next120 = add nuw nsw i64 %lsr.iv119, 256
  %epil.iter.cmp.epil.not = icmp eq i64 %1041, %lsr.iv.next120
  br i1 %epil.iter.cmp.epil.not, label %middle.block.epil, label %vector.body.epil.epil, !llvm.loop !158

middle.block.epil:                                ; preds = %vector.body.epil.epil, %middle.block.unr-lcssa.epil
  %cmp.n.epil = icmp eq i64 %n.vec.epil, %arg.a.5.1
  br i1 %cmp.n.epil, label %for.end, label %for.body.1.us.preheader.epil

for.body.1.us.preheader.epil:                     ; preds = %middle.block.epil, %vector.memcheck.epil, %for.cond.1.preheader.us.epil
  %loop.index.12.us.ph.epil = phi i64 [ 0, %vector.memcheck.epil ], [ 0, %for.cond.1.preheader.us.epil ], [ %n.vec.epil, %middle.block.epil ]
  %1044 = sub i64 %4, %loop.index.12.us.ph.epil
  %xtraiter42.epil = and i64 %arg.a.5.1, 7
  %lcmp.mod43.epil.not = icmp eq i64 %xtraiter42.epil, 0
  br i1 %lcmp.mod43.epil.not, label %for.body.1.us.prol.loopexit.epil, label %for.body.1.us.prol.epil.preheader

for.body.1.us.prol.epil.preheader:                ; preds = %for.body.1.us.preheader.epil
  %1045 = mul i64 %loop.index.12.us.ph.epil, %arg.a.5.0
  %1046 = add i64 %1045, %loop.index4.us.unr32
  %scevgep103 = getelementptr double, double* %.6.i6, i64 %1046
  %scevgep107 = getelementptr double, double* %arg.a.4, i64 %681
  %1047 = shl i64 %arg.a.5.0, 3
  br label %for.body.1.us.prol.epil

for.body.1.us.prol.epil:                          ; preds = %for.body.1.us.prol.epil, %for.body.1.us.prol.epil.preheader
  %lsr.iv1254 = phi double* [ %1048, %for.body.1.us.prol.epil ], [ %scevgep103, %for.body.1.us.prol.epil.preheader ]
  %lsr.iv109 = phi i64 [ %lsr.iv.next, %for.body.1.us.prol.epil ], [ %xtraiter42.epil, %for.body.1.us.prol.epil.preheader ]
  %loop.index.12.us.prol.epil = phi i64 [ %.139.us.prol.epil, %for.body.1.us.prol.epil ], [ %loop.index.12.us.ph.epil, %for.body.1.us.prol.epil.preheader ]
  %lsr.iv12541255 = bitcast double* %lsr.iv1254 to i1*
  %scevgep1256 = getelementptr double, double* %scevgep107, i64 %loop.index.12.us.prol.epil
  %.137.us.prol.epil = load double, double* %scevgep1256, align 8
  store double %.137.us.prol.epil, double* %lsr.iv1254, align 8
  %.139.us.prol.epil = add nuw i64 %loop.index.12.us.prol.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv109, -1
  %scevgep = getelementptr i1, i1* %lsr.iv12541255, i64 %1047
  %1048 = bitcast i1* %scevgep to double*
  %prol.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.epil.not, label %for.body.1.us.prol.loopexit.epil, label %for.body.1.us.prol.epil, !llvm.loop !148

for.body.1.us.prol.loopexit.epil:                 ; preds = %for.body.1.us.prol.epil, %for.body.1.us.preheader.epil
  %loop.index.12.us.unr.epil = phi i64 [ %loop.index.12.us.ph.epil, %for.body.1.us.preheader.epil ], [ %.139.us.prol.epil, %for.body.1.us.prol.epil ]
  %1049 = icmp ult i64 %1044, 7
  br i1 %1049, label %for.end, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.body.1.us.prol.loopexit.epil
  %1050 = add i64 %681, 7
  %scevgep70 = getelementptr double, double* %arg.a.4, i64 %1050
  %1051 = mul i64 %loop.index.12.us.unr.epil, %arg.a.5.0
  %1052 = add i64 %1051, %loop.index4.us.unr32
  %scevgep86 = getelementptr double, double* %.6.i6, i64 %1052
  %1053 = shl i64 %arg.a.5.0, 3
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil, %for.body.1.us.epil.preheader
  %lsr.iv1219 = phi double* [ %uglygep12521253, %for.body.1.us.epil ], [ %scevgep86, %for.body.1.us.epil.preheader ]
  %loop.index.12.us.epil = phi i64 [ %.139.us.7.epil, %for.body.1.us.epil ], [ %loop.index.12.us.unr.epil, %for.body.1.us.epil.preheader ]
  %lsr.iv12191238 = bitcast double* %lsr.iv1219 to i8*
  %scevgep1235 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep1236 = getelementptr double, double* %scevgep1235, i64 -7
  %.137.us.epil = load double, double* %scevgep1236, align 8
  store double %.137.us.epil, double* %lsr.iv1219, align 8
  %scevgep1233 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep1234 = getelementptr double, double* %scevgep1233, i64 -6
  %.137.us.1.epil = load double, double* %scevgep1234, align 8
  %uglygep = getelementptr i8, i8* %lsr.iv12191238, i64 %1053
  %uglygep1239 = bitcast i8* %uglygep to double*
  store double %.137.us.1.epil, double* %uglygep1239, align 8
  %scevgep1231 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep1232 = getelementptr double, double* %scevgep1231, i64 -5
  %.137.us.2.epil = load double, double* %scevgep1232, align 8
  %uglygep1240 = getelementptr i8, i8* %uglygep, i64 %1053
  %uglygep12401241 = bitcast i8* %uglygep1240 to double*
  store double %.137.us.2.epil, double* %uglygep12401241, align 8
  %scevgep1229 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep1230 = getelementptr double, double* %scevgep1229, i64 -4
  %.137.us.3.epil = load double, double* %scevgep1230, align 8
  %uglygep1242 = getelementptr i8, i8* %uglygep1240, i64 %1053
  %uglygep12421243 = bitcast i8* %uglygep1242 to double*
  store double %.137.us.3.epil, double* %uglygep12421243, align 8
  %scevgep1226 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep1227 = getelementptr double, double* %scevgep1226, i64 -3
  %.137.us.4.epil = load double, double* %scevgep1227, align 8
  %uglygep1244 = getelementptr i8, i8* %uglygep1242, i64 %1053
  %uglygep12441245 = bitcast i8* %uglygep1244 to double*
  store double %.137.us.4.epil, double* %uglygep12441245, align 8
  %scevgep1224 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep1225 = getelementptr double, double* %scevgep1224, i64 -2
  %.137.us.5.epil = load double, double* %scevgep1225, align 8
  %uglygep1246 = getelementptr i8, i8* %uglygep1244, i64 %1053
  %uglygep12461247 = bitcast i8* %uglygep1246 to double*
  store double %.137.us.5.epil, double* %uglygep12461247, align 8
  %scevgep1221 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep1223 = getelementptr double, double* %scevgep1221, i64 -1
  %.137.us.6.epil = load double, double* %scevgep1223, align 8
  %uglygep1248 = getelementptr i8, i8* %uglygep1246, i64 %1053
  %uglygep12481249 = bitcast i8* %uglygep1248 to double*
  store double %.137.us.6.epil, double* %uglygep12481249, align 8
  %scevgep1237 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %.137.us.7.epil = load double, double* %scevgep1237, align 8
  %uglygep1250 = getelementptr i8, i8* %uglygep1248, i64 %1053
  %uglygep12501251 = bitcast i8* %uglygep1250 to double*
  store double %.137.us.7.epil, double* %uglygep12501251, align 8
  %.139.us.7.epil = add nuw nsw i64 %loop.index.12.us.epil, 8
  %exitcond.not.7.epil = icmp eq i64 %arg.a.5.1, %.139.us.7.epil
  %uglygep1252 = getelementptr i8, i8* %uglygep1250, i64 %1053
  %uglygep12521253 = bitcast i8* %uglygep1252 to double*
  br i1 %exitcond.not.7.epil, label %for.end, label %for.body.1.us.epil, !llvm.loop !145

for.end:                                          ; preds = %for.body.1.us.epil, %for.body.1.us.prol.loopexit.epil, %middle.block.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif
  %retptr.repack726181630833225 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack726181630833225, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.43, i64* %retptr.repack9, align 8
  %retptr.repack11 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack11, align 8
  %retptr.repack13 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i6, double** %retptr.repack13, align 8
  %retptr.repack15.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %retptr.repack15.repack, align 8
  %retptr.repack15.repack19 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.a.5.1, i64* %retptr.repack15.repack19, align 8
  %retptr.repack17.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %retptr.repack17.repack, align 8
  %retptr.repack17.repack21 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 %.46, i64* %retptr.repack17.repack21, align 8
  tail call void @NRT_decref(i8* %arg.a.0)
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

declare i32 @numba_ez_gesdd(i8, i8, i64, i64, double*, i64, double*, double*, i64, double*, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log.f64(double) #0

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.log.v8f64(<8 x double>) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

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
!11 = !{!12}
!12 = distinct !{!12, !13}
!13 = distinct !{!13, !"LVerDomain"}
!14 = !{!15}
!15 = distinct !{!15, !13}
!16 = !{!17}
!17 = distinct !{!17, !13}
!18 = !{!15, !12}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !22}
!24 = !{!25}
!25 = distinct !{!25, !26}
!26 = distinct !{!26, !"LVerDomain"}
!27 = !{!28}
!28 = distinct !{!28, !26}
!29 = !{!30}
!30 = distinct !{!30, !26}
!31 = !{!25, !28}
!32 = distinct !{!32, !20}
!33 = distinct !{!33, !22}
!34 = distinct !{!34, !22}
!35 = distinct !{!35, !20}
!36 = distinct !{!36, !20}
!37 = !{!38}
!38 = distinct !{!38, !39}
!39 = distinct !{!39, !"LVerDomain"}
!40 = !{!41}
!41 = distinct !{!41, !39}
!42 = !{!43}
!43 = distinct !{!43, !39}
!44 = !{!38, !41}
!45 = distinct !{!45, !20}
!46 = distinct !{!46, !22}
!47 = distinct !{!47, !22}
!48 = !{!49}
!49 = distinct !{!49, !50}
!50 = distinct !{!50, !"LVerDomain"}
!51 = !{!52}
!52 = distinct !{!52, !50}
!53 = !{!54}
!54 = distinct !{!54, !50}
!55 = !{!49, !52}
!56 = distinct !{!56, !20}
!57 = distinct !{!57, !22}
!58 = distinct !{!58, !22}
!59 = distinct !{!59, !20}
!60 = distinct !{!60, !20}
!61 = !{!62}
!62 = distinct !{!62, !63, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!63 = distinct !{!63, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!64 = !{!"branch_weights", i32 1, i32 7}
!65 = distinct !{!65, !22}
!66 = distinct !{!66, !22}
!67 = !{!68, !70, !71, !73}
!68 = distinct !{!68, !69, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!69 = distinct !{!69, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!70 = distinct !{!70, !69, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!71 = distinct !{!71, !72, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!72 = distinct !{!72, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!73 = distinct !{!73, !72, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!74 = !{!75}
!75 = distinct !{!75, !76}
!76 = distinct !{!76, !"LVerDomain"}
!77 = !{!78}
!78 = distinct !{!78, !76}
!79 = distinct !{!79, !20}
!80 = distinct !{!80, !22}
!81 = distinct !{!81, !22}
!82 = distinct !{!82, !20}
!83 = !{!84}
!84 = distinct !{!84, !85, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!85 = distinct !{!85, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!86 = distinct !{!86, !22}
!87 = !{!88, !90}
!88 = distinct !{!88, !89, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!89 = distinct !{!89, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!90 = distinct !{!90, !89, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!91 = !{!92, !94, !95, !97, !98, !100}
!92 = distinct !{!92, !93, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!93 = distinct !{!93, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!94 = distinct !{!94, !93, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!95 = distinct !{!95, !96, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!96 = distinct !{!96, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!97 = distinct !{!97, !96, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!98 = distinct !{!98, !99, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!99 = distinct !{!99, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!100 = distinct !{!100, !99, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!101 = !{!102, !104}
!102 = distinct !{!102, !103, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!103 = distinct !{!103, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!104 = distinct !{!104, !103, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!105 = !{!"branch_weights", i32 199, i32 9801}
!106 = !{!98, !100}
!107 = !{!108, !110, !111, !113, !114, !116}
!108 = distinct !{!108, !109, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!109 = distinct !{!109, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!110 = distinct !{!110, !109, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!111 = distinct !{!111, !112, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!112 = distinct !{!112, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!113 = distinct !{!113, !112, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!114 = distinct !{!114, !115, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v86B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!115 = distinct !{!115, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v86B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!116 = distinct !{!116, !115, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v86B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!117 = !{!114, !116}
!118 = !{!119, !121, !122, !124, !125, !127}
!119 = distinct !{!119, !120, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!120 = distinct !{!120, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!121 = distinct !{!121, !120, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!122 = distinct !{!122, !123, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!123 = distinct !{!123, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!124 = distinct !{!124, !123, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!125 = distinct !{!125, !126, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!126 = distinct !{!126, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!127 = distinct !{!127, !126, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!128 = !{!125, !127}
!129 = !{!"branch_weights", i32 21474836, i32 2126008812}
!130 = !{!131, !133}
!131 = distinct !{!131, !132, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v87B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!132 = distinct !{!132, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v87B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!133 = distinct !{!133, !132, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v87B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!134 = !{!135, !137}
!135 = distinct !{!135, !136, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!136 = distinct !{!136, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!137 = distinct !{!137, !136, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!138 = !{!139, !141, !142, !144}
!139 = distinct !{!139, !140, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!140 = distinct !{!140, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!141 = distinct !{!141, !140, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!142 = distinct !{!142, !143, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!143 = distinct !{!143, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!144 = distinct !{!144, !143, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!145 = distinct !{!145, !20}
!146 = distinct !{!146, !22}
!147 = distinct !{!147, !22}
!148 = distinct !{!148, !22}
!149 = distinct !{!149, !22}
!150 = distinct !{!150, !22, !20}
!151 = !{!152}
!152 = distinct !{!152, !153}
!153 = distinct !{!153, !"LVerDomain"}
!154 = !{!155}
!155 = distinct !{!155, !153}
!156 = distinct !{!156, !20}
!157 = distinct !{!157, !22}
!158 = distinct !{!158, !22}
