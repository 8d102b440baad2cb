; ModuleID = 'masked_where_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140610807033088 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140610807033088.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140610807033088 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140610807033088, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610807033088.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140610815175936 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.140610815175936.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.140610815175936 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140610815175936, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610815175936.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.masked_where_sum = internal constant [17 x i8] c"masked_where_sum\00"
@_ZN08NumbaEnv7kernels16masked_where_sumB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels16masked_where_sumB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [170 x i8] c"missing Environment: _ZN08NumbaEnv7kernels16masked_where_sumB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fe281689ed0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fe281689ed0>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fe28168b590B3v65B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@.const.pickledata.140610814829056 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140610814829056.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140610814829056 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140610814829056, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610814829056.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fe28168a590B3v66B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath19_where_generic_impl12_3clocals_3e4implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath10np_asarray12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj13impl_np_array12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140610814829056.18 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140610814829056.sha1.19 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140610814829056.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140610814829056.18, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610814829056.sha1.19, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12StarArgTupleI8UniTupleIxLi1EE8UniTupleIxLi1EE8UniTupleIxLi0EEE = common local_unnamed_addr global i8* null
@.const.pickledata.140610812558208 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140610812558208.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140610812558208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140610812558208, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610812558208.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc7literal19literal_unroll_impl12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12StarArgTupleI8UniTupleIxLi1EE8UniTupleIxLi1EE8UniTupleIxLi0EEE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj27numpy_broadcast_shapes_listB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@.const.pickledata.140610808451392 = internal constant [138 x i8] c"\80\04\95\7F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C#negative dimensions are not allowed\94\85\94\8C\1Bnumpy_broadcast_shapes_list\94\8C\14numba/np/arrayobj.py\94M\E8\05\87\94\87\94."
@.const.pickledata.140610808451392.sha1 = internal constant [20 x i8] c"\925S\15?F\E9\AFk\8F\D5\CD\9A\CD|\\\90\90U\CB"
@.const.picklebuf.140610808451392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([138 x i8], [138 x i8]* @.const.pickledata.140610808451392, i32 0, i32 0), i32 138, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610808451392.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140610810342272 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.140610810342272.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.140610810342272 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.140610810342272, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610810342272.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140610809570240 = internal constant [164 x i8] c"\80\04\95\99\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=shape mismatch: objects cannot be broadcast to a single shape\94\85\94\8C\1Bnumpy_broadcast_shapes_list\94\8C\14numba/np/arrayobj.py\94M\EE\05\87\94\87\94."
@.const.pickledata.140610809570240.sha1 = internal constant [20 x i8] c"\B7\A8\A2#7zT/\AD\02F\15\8E#8j\8E\C6,\05"
@.const.picklebuf.140610809570240 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([164 x i8], [164 x i8]* @.const.pickledata.140610809570240, i32 0, i32 0), i32 164, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610809570240.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB3v55B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj26_default_broadcast_to_implB3v56B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath10np_asarray12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj14_can_broadcastB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@.const.pickledata.140610814966528 = internal constant [142 x i8] c"\80\04\95\83\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C4all elements of broadcast shape must be non-negative\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\9B\05\87\94\87\94."
@.const.pickledata.140610814966528.sha1 = internal constant [20 x i8] c"y\C4w\D7t\DE\B9\90\84\CA\A3J\D0sz;\D8\D0K\18"
@.const.picklebuf.140610814966528 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([142 x i8], [142 x i8]* @.const.pickledata.140610814966528, i32 0, i32 0), i32 142, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610814966528.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140610814711296 = internal constant [151 x i8] c"\80\04\95\8C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=operands could not be broadcast together with remapped shapes\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\AD\05\87\94\87\94."
@.const.pickledata.140610814711296.sha1 = internal constant [20 x i8] c"\E5\1E|\9F\DC\DA)ZX\D8\12\AAQ\02\17\B5n\14\A86"
@.const.picklebuf.140610814711296 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([151 x i8], [151 x i8]* @.const.pickledata.140610814711296, i32 0, i32 0), i32 151, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610814711296.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj26_default_broadcast_to_implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath10np_asarray12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj14_can_broadcastB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@.const.pickledata.140610809780608 = internal constant [151 x i8] c"\80\04\95\8C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=operands could not be broadcast together with remapped shapes\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\AD\05\87\94\87\94."
@.const.pickledata.140610809780608.sha1 = internal constant [20 x i8] c"\E5\1E|\9F\DC\DA)ZX\D8\12\AAQ\02\17\B5n\14\A86"
@.const.picklebuf.140610809780608 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([151 x i8], [151 x i8]* @.const.pickledata.140610809780608, i32 0, i32 0), i32 151, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610809780608.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj26_default_broadcast_to_implB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath10np_asarray12_3clocals_3e4implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj14_can_broadcastB3v62B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140610813958016 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140610813958016.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140610813958016 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140610813958016, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610813958016.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140610814829056.22 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140610814829056.sha1.23 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140610814829056.21 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140610814829056.22, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610814829056.sha1.23, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath25_where_generic_inner_implB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fe28168b010B3v67B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEbd = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels16masked_where_sumB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.y.0, i8* nocapture readnone %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, double* nocapture readonly %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr {
entry:
  %.439 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo.8 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.8, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.y.0)
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %arg.x.5.0, i32 32), !noalias !1
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !8

common.ret:                                       ; preds = %for.end.1.endif.endif.end...if, %for.end.1.if, %for.end.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.if, %for.end.2.endif, %for.end.1.endif.endif.endif.endif.endif.endif.if, %for.end.1.endif.endif.endif.endif.endif.if, %for.end.endif.endif.endif.endif.if, %for.end.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %for.end.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.endif.endif.endif.if ], [ 0, %for.end.2.endif ], [ 1, %B0.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if ], [ %.447, %for.end.1.if ], [ 1, %for.end.1.endif.endif.end...if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610814829056, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %entry
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %0, align 8
  %.157181 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.157181, label %for.body.preheader, label %B128.i17

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %1 = add i64 %arg.x.5.0, -1
  %xtraiter235 = and i64 %arg.x.5.0, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %B128.i17.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter238 = and i64 %arg.x.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index183 = phi i64 [ 0, %for.body.preheader.new ], [ %11, %for.body ]
  %.153.0182 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select.7, %for.body ]
  %3 = icmp eq i64 %arg.x.5.0, 1
  %spec.select = select i1 %3, i64 %.153.0182, i64 %loop.index183
  %.166 = getelementptr double, double* %arg.x.4, i64 %spec.select
  %.167 = load double, double* %.166, align 8
  %.5.i24 = fcmp ogt double %.167, 0.000000e+00
  %.201 = zext i1 %.5.i24 to i8
  %sunkaddr = getelementptr i8, i8* %.6.i, i64 %loop.index183
  store i8 %.201, i8* %sunkaddr, align 1
  %4 = add i64 %loop.index183, 1
  %spec.select.1 = select i1 %3, i64 %.153.0182, i64 %4
  %.166.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.1
  %.167.1 = load double, double* %.166.1, align 8
  %.5.i24.1 = fcmp ogt double %.167.1, 0.000000e+00
  %.201.1 = zext i1 %.5.i24.1 to i8
  %sunkaddr615 = getelementptr i8, i8* %.6.i, i64 %loop.index183
  %sunkaddr616 = getelementptr i8, i8* %sunkaddr615, i64 1
  store i8 %.201.1, i8* %sunkaddr616, align 1
  %5 = add i64 %4, 1
  %spec.select.2 = select i1 %3, i64 %.153.0182, i64 %5
  %.166.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.2
  %.167.2 = load double, double* %.166.2, align 8
  %.5.i24.2 = fcmp ogt double %.167.2, 0.000000e+00
  %.201.2 = zext i1 %.5.i24.2 to i8
  %sunkaddr617 = getelementptr i8, i8* %.6.i, i64 %loop.index183
  %sunkaddr618 = getelementptr i8, i8* %sunkaddr617, i64 2
  store i8 %.201.2, i8* %sunkaddr618, align 1
  %6 = add i64 %5, 1
  %spec.select.3 = select i1 %3, i64 %.153.0182, i64 %6
  %.166.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.3
  %.167.3 = load double, double* %.166.3, align 8
  %.5.i24.3 = fcmp ogt double %.167.3, 0.000000e+00
  %.201.3 = zext i1 %.5.i24.3 to i8
  %sunkaddr619 = getelementptr i8, i8* %.6.i, i64 %loop.index183
  %sunkaddr620 = getelementptr i8, i8* %sunkaddr619, i64 3
  store i8 %.201.3, i8* %sunkaddr620, align 1
  %7 = add i64 %6, 1
  %spec.select.4 = select i1 %3, i64 %.153.0182, i64 %7
  %.166.4 = getelementptr double, double* %arg.x.4, i64 %spec.select.4
  %.167.4 = load double, double* %.166.4, align 8
  %.5.i24.4 = fcmp ogt double %.167.4, 0.000000e+00
  %.201.4 = zext i1 %.5.i24.4 to i8
  %sunkaddr621 = getelementptr i8, i8* %.6.i, i64 %loop.index183
  %sunkaddr622 = getelementptr i8, i8* %sunkaddr621, i64 4
  store i8 %.201.4, i8* %sunkaddr622, align 1
  %8 = add i64 %7, 1
  %spec.select.5 = select i1 %3, i64 %.153.0182, i64 %8
  %.166.5 = getelementptr double, double* %arg.x.4, i64 %spec.select.5
  %.167.5 = load double, double* %.166.5, align 8
  %.5.i24.5 = fcmp ogt double %.167.5, 0.000000e+00
  %.201.5 = zext i1 %.5.i24.5 to i8
  %sunkaddr623 = getelementptr i8, i8* %.6.i, i64 %loop.index183
  %sunkaddr624 = getelementptr i8, i8* %sunkaddr623, i64 5
  store i8 %.201.5, i8* %sunkaddr624, align 1
  %9 = add i64 %8, 1
  %spec.select.6 = select i1 %3, i64 %.153.0182, i64 %9
  %.166.6 = getelementptr double, double* %arg.x.4, i64 %spec.select.6
  %.167.6 = load double, double* %.166.6, align 8
  %.5.i24.6 = fcmp ogt double %.167.6, 0.000000e+00
  %.201.6 = zext i1 %.5.i24.6 to i8
  %sunkaddr625 = getelementptr i8, i8* %.6.i, i64 %loop.index183
  %sunkaddr626 = getelementptr i8, i8* %sunkaddr625, i64 6
  store i8 %.201.6, i8* %sunkaddr626, align 1
  %10 = add i64 %9, 1
  %spec.select.7 = select i1 %3, i64 %.153.0182, i64 %10
  %.166.7 = getelementptr double, double* %arg.x.4, i64 %spec.select.7
  %.167.7 = load double, double* %.166.7, align 8
  %.5.i24.7 = fcmp ogt double %.167.7, 0.000000e+00
  %.201.7 = zext i1 %.5.i24.7 to i8
  %sunkaddr627 = getelementptr i8, i8* %.6.i, i64 %loop.index183
  %sunkaddr628 = getelementptr i8, i8* %sunkaddr627, i64 7
  store i8 %.201.7, i8* %sunkaddr628, align 1
  %.206.7 = add nuw i64 %loop.index183, 8
  %11 = add i64 %10, 1
  %niter239.ncmp.7 = icmp eq i64 %11, %unroll_iter238
  br i1 %niter239.ncmp.7, label %B128.i17.loopexit.unr-lcssa, label %for.body

B128.i17.loopexit.unr-lcssa:                      ; preds = %for.body, %for.body.preheader
  %loop.index183.unr = phi i64 [ 0, %for.body.preheader ], [ %.206.7, %for.body ]
  %.153.0182.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select.7, %for.body ]
  %lcmp.mod237.not = icmp eq i64 %xtraiter235, 0
  br i1 %lcmp.mod237.not, label %B128.i17, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %B128.i17.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv593 = phi i64 [ %xtraiter235, %for.body.epil.preheader ], [ %lsr.iv.next594, %for.body.epil ]
  %loop.index183.epil = phi i64 [ %.206.epil, %for.body.epil ], [ %loop.index183.unr, %for.body.epil.preheader ]
  %.153.0182.epil = phi i64 [ %spec.select.epil, %for.body.epil ], [ %.153.0182.unr, %for.body.epil.preheader ]
  %12 = icmp eq i64 %arg.x.5.0, 1
  %spec.select.epil = select i1 %12, i64 %.153.0182.epil, i64 %loop.index183.epil
  %.166.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.epil
  %.167.epil = load double, double* %.166.epil, align 8
  %.5.i24.epil = fcmp ogt double %.167.epil, 0.000000e+00
  %.201.epil = zext i1 %.5.i24.epil to i8
  %scevgep592 = getelementptr i8, i8* %.6.i, i64 %loop.index183.epil
  store i8 %.201.epil, i8* %scevgep592, align 1
  %.206.epil = add nuw nsw i64 %loop.index183.epil, 1
  %lsr.iv.next594 = add nsw i64 %lsr.iv593, -1
  %epil.iter236.cmp.not = icmp eq i64 %lsr.iv.next594, 0
  br i1 %epil.iter236.cmp.not, label %B128.i17, label %for.body.epil, !llvm.loop !9

B128.i17:                                         ; preds = %for.body.epil, %B128.i17.loopexit.unr-lcssa, %B0.endif.endif.endif.endif
  %13 = icmp eq i64 %arg.x.5.0, 1
  br i1 %13, label %for.end.endif.endif.endif.endif, label %B90.i45

B90.i45:                                          ; preds = %B128.i17
  %.71.not.i42 = icmp eq i64 %arg.x.5.0, %arg.y.5.0
  %.76.not.i43 = icmp eq i64 %arg.y.5.0, 1
  %or.cond.i44 = or i1 %.76.not.i43, %.71.not.i42
  br i1 %or.cond.i44, label %for.end.endif.endif.endif.endif, label %for.end.endif.endif.endif.if

for.end.endif.endif.endif.if:                     ; preds = %B90.i45
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610815175936, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %B128.i17, %B90.i45
  %dest_shape.1.1 = phi i64 [ %arg.x.5.0, %B90.i45 ], [ %arg.y.5.0, %B128.i17 ]
  %.314 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.1.1, i64 8)
  %.316 = extractvalue { i64, i1 } %.314, 1
  br i1 %.316, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !8

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610807033088, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.315 = extractvalue { i64, i1 } %.314, 0
  %.7.i.i97 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.315, i32 32), !noalias !12
  %.8.i.i98 = icmp eq i8* %.7.i.i97, null
  br i1 %.8.i.i98, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !8

for.end.endif.endif.endif.endif.endif.if:         ; preds = %for.end.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610814829056, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif
  %.5.i103 = getelementptr i8, i8* %.7.i.i97, i64 24
  %14 = bitcast i8* %.5.i103 to double**
  %.6.i104184 = load double*, double** %14, align 8
  %.386177 = icmp sgt i64 %dest_shape.1.1, 0
  br i1 %.386177, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %15 = add i64 %dest_shape.1.1, -1
  %xtraiter230 = and i64 %dest_shape.1.1, 7
  %16 = icmp ult i64 %15, 7
  br i1 %16, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter233 = and i64 %dest_shape.1.1, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.1180 = phi i64 [ 0, %for.body.1.preheader.new ], [ %42, %for.body.1 ]
  %.382.0179 = phi i64 [ 0, %for.body.1.preheader.new ], [ %.382.1.7, %for.body.1 ]
  %.379.0178 = phi i64 [ 0, %for.body.1.preheader.new ], [ %spec.select213.7, %for.body.1 ]
  %17 = icmp ugt i64 %arg.y.5.0, 1
  %18 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select213 = select i1 %18, i64 %loop.index.1180, i64 %.379.0178
  %.395 = getelementptr double, double* %arg.x.4, i64 %spec.select213
  %.396 = load double, double* %.395, align 8
  %.382.1 = select i1 %17, i64 %loop.index.1180, i64 %.382.0179
  %.404 = getelementptr double, double* %arg.y.4, i64 %.382.1
  %.405 = load double, double* %.404, align 8
  %.6.i165 = fmul double %.396, %.405
  %sunkaddr629 = mul i64 %loop.index.1180, 8
  %19 = bitcast double* %.6.i104184 to i8*
  %sunkaddr630 = getelementptr i8, i8* %19, i64 %sunkaddr629
  %20 = bitcast i8* %sunkaddr630 to double*
  store double %.6.i165, double* %20, align 8
  %21 = add i64 %loop.index.1180, 1
  %spec.select213.1 = select i1 %18, i64 %21, i64 %.379.0178
  %.395.1 = getelementptr double, double* %arg.x.4, i64 %spec.select213.1
  %.396.1 = load double, double* %.395.1, align 8
  %.382.1.1 = select i1 %17, i64 %21, i64 %.382.0179
  %.404.1 = getelementptr double, double* %arg.y.4, i64 %.382.1.1
  %.405.1 = load double, double* %.404.1, align 8
  %.6.i165.1 = fmul double %.396.1, %.405.1
  %sunkaddr631 = mul i64 %loop.index.1180, 8
  %22 = bitcast double* %.6.i104184 to i8*
  %sunkaddr632 = getelementptr i8, i8* %22, i64 %sunkaddr631
  %sunkaddr633 = getelementptr i8, i8* %sunkaddr632, i64 8
  %23 = bitcast i8* %sunkaddr633 to double*
  store double %.6.i165.1, double* %23, align 8
  %24 = add i64 %21, 1
  %spec.select213.2 = select i1 %18, i64 %24, i64 %.379.0178
  %.395.2 = getelementptr double, double* %arg.x.4, i64 %spec.select213.2
  %.396.2 = load double, double* %.395.2, align 8
  %.382.1.2 = select i1 %17, i64 %24, i64 %.382.0179
  %.404.2 = getelementptr double, double* %arg.y.4, i64 %.382.1.2
  %.405.2 = load double, double* %.404.2, align 8
  %.6.i165.2 = fmul double %.396.2, %.405.2
  %sunkaddr634 = mul i64 %loop.index.1180, 8
  %25 = bitcast double* %.6.i104184 to i8*
  %sunkaddr635 = getelementptr i8, i8* %25, i64 %sunkaddr634
  %sunkaddr636 = getelementptr i8, i8* %sunkaddr635, i64 16
  %26 = bitcast i8* %sunkaddr636 to double*
  store double %.6.i165.2, double* %26, align 8
  %27 = add i64 %24, 1
  %spec.select213.3 = select i1 %18, i64 %27, i64 %.379.0178
  %.395.3 = getelementptr double, double* %arg.x.4, i64 %spec.select213.3
  %.396.3 = load double, double* %.395.3, align 8
  %.382.1.3 = select i1 %17, i64 %27, i64 %.382.0179
  %.404.3 = getelementptr double, double* %arg.y.4, i64 %.382.1.3
  %.405.3 = load double, double* %.404.3, align 8
  %.6.i165.3 = fmul double %.396.3, %.405.3
  %sunkaddr637 = mul i64 %loop.index.1180, 8
  %28 = bitcast double* %.6.i104184 to i8*
  %sunkaddr638 = getelementptr i8, i8* %28, i64 %sunkaddr637
  %sunkaddr639 = getelementptr i8, i8* %sunkaddr638, i64 24
  %29 = bitcast i8* %sunkaddr639 to double*
  store double %.6.i165.3, double* %29, align 8
  %30 = add i64 %27, 1
  %spec.select213.4 = select i1 %18, i64 %30, i64 %.379.0178
  %.395.4 = getelementptr double, double* %arg.x.4, i64 %spec.select213.4
  %.396.4 = load double, double* %.395.4, align 8
  %.382.1.4 = select i1 %17, i64 %30, i64 %.382.0179
  %.404.4 = getelementptr double, double* %arg.y.4, i64 %.382.1.4
  %.405.4 = load double, double* %.404.4, align 8
  %.6.i165.4 = fmul double %.396.4, %.405.4
  %sunkaddr640 = mul i64 %loop.index.1180, 8
  %31 = bitcast double* %.6.i104184 to i8*
  %sunkaddr641 = getelementptr i8, i8* %31, i64 %sunkaddr640
  %sunkaddr642 = getelementptr i8, i8* %sunkaddr641, i64 32
  %32 = bitcast i8* %sunkaddr642 to double*
  store double %.6.i165.4, double* %32, align 8
  %33 = add i64 %30, 1
  %spec.select213.5 = select i1 %18, i64 %33, i64 %.379.0178
  %.395.5 = getelementptr double, double* %arg.x.4, i64 %spec.select213.5
  %.396.5 = load double, double* %.395.5, align 8
  %.382.1.5 = select i1 %17, i64 %33, i64 %.382.0179
  %.404.5 = getelementptr double, double* %arg.y.4, i64 %.382.1.5
  %.405.5 = load double, double* %.404.5, align 8
  %.6.i165.5 = fmul double %.396.5, %.405.5
  %sunkaddr643 = mul i64 %loop.index.1180, 8
  %34 = bitcast double* %.6.i104184 to i8*
  %sunkaddr644 = getelementptr i8, i8* %34, i64 %sunkaddr643
  %sunkaddr645 = getelementptr i8, i8* %sunkaddr644, i64 40
  %35 = bitcast i8* %sunkaddr645 to double*
  store double %.6.i165.5, double* %35, align 8
  %36 = add i64 %33, 1
  %spec.select213.6 = select i1 %18, i64 %36, i64 %.379.0178
  %.395.6 = getelementptr double, double* %arg.x.4, i64 %spec.select213.6
  %.396.6 = load double, double* %.395.6, align 8
  %.382.1.6 = select i1 %17, i64 %36, i64 %.382.0179
  %.404.6 = getelementptr double, double* %arg.y.4, i64 %.382.1.6
  %.405.6 = load double, double* %.404.6, align 8
  %.6.i165.6 = fmul double %.396.6, %.405.6
  %sunkaddr646 = mul i64 %loop.index.1180, 8
  %37 = bitcast double* %.6.i104184 to i8*
  %sunkaddr647 = getelementptr i8, i8* %37, i64 %sunkaddr646
  %sunkaddr648 = getelementptr i8, i8* %sunkaddr647, i64 48
  %38 = bitcast i8* %sunkaddr648 to double*
  store double %.6.i165.6, double* %38, align 8
  %39 = add i64 %36, 1
  %spec.select213.7 = select i1 %18, i64 %39, i64 %.379.0178
  %.395.7 = getelementptr double, double* %arg.x.4, i64 %spec.select213.7
  %.396.7 = load double, double* %.395.7, align 8
  %.382.1.7 = select i1 %17, i64 %39, i64 %.382.0179
  %.404.7 = getelementptr double, double* %arg.y.4, i64 %.382.1.7
  %.405.7 = load double, double* %.404.7, align 8
  %.6.i165.7 = fmul double %.396.7, %.405.7
  %sunkaddr649 = mul i64 %loop.index.1180, 8
  %40 = bitcast double* %.6.i104184 to i8*
  %sunkaddr650 = getelementptr i8, i8* %40, i64 %sunkaddr649
  %sunkaddr651 = getelementptr i8, i8* %sunkaddr650, i64 56
  %41 = bitcast i8* %sunkaddr651 to double*
  store double %.6.i165.7, double* %41, align 8
  %.434.7 = add nuw i64 %loop.index.1180, 8
  %42 = add i64 %39, 1
  %niter234.ncmp.7 = icmp eq i64 %42, %unroll_iter233
  br i1 %niter234.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.1180.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.434.7, %for.body.1 ]
  %.382.0179.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.382.1.7, %for.body.1 ]
  %.379.0178.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select213.7, %for.body.1 ]
  %lcmp.mod232.not = icmp eq i64 %xtraiter230, 0
  br i1 %lcmp.mod232.not, label %for.end.1, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv574 = phi i64 [ %xtraiter230, %for.body.1.epil.preheader ], [ %lsr.iv.next575, %for.body.1.epil ]
  %loop.index.1180.epil = phi i64 [ %.434.epil, %for.body.1.epil ], [ %loop.index.1180.unr, %for.body.1.epil.preheader ]
  %.382.0179.epil = phi i64 [ %.382.1.epil, %for.body.1.epil ], [ %.382.0179.unr, %for.body.1.epil.preheader ]
  %.379.0178.epil = phi i64 [ %spec.select213.epil, %for.body.1.epil ], [ %.379.0178.unr, %for.body.1.epil.preheader ]
  %43 = icmp ugt i64 %arg.y.5.0, 1
  %44 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select213.epil = select i1 %44, i64 %loop.index.1180.epil, i64 %.379.0178.epil
  %.395.epil = getelementptr double, double* %arg.x.4, i64 %spec.select213.epil
  %.396.epil = load double, double* %.395.epil, align 8
  %.382.1.epil = select i1 %43, i64 %loop.index.1180.epil, i64 %.382.0179.epil
  %.404.epil = getelementptr double, double* %arg.y.4, i64 %.382.1.epil
  %.405.epil = load double, double* %.404.epil, align 8
  %.6.i165.epil = fmul double %.396.epil, %.405.epil
  %scevgep573 = getelementptr double, double* %.6.i104184, i64 %loop.index.1180.epil
  store double %.6.i165.epil, double* %scevgep573, align 8
  %.434.epil = add nuw nsw i64 %loop.index.1180.epil, 1
  %lsr.iv.next575 = add nsw i64 %lsr.iv574, -1
  %epil.iter231.cmp.not = icmp eq i64 %lsr.iv.next575, 0
  br i1 %epil.iter231.cmp.not, label %for.end.1, label %for.body.1.epil, !llvm.loop !19

for.end.1:                                        ; preds = %for.body.1.epil, %for.end.1.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif.endif
  %45 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.439 to i8**
  tail call void @NRT_decref(i8* %arg.x.0)
  %46 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.439 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %46, i8 0, i64 56, i1 false)
  %.447 = call i32 @_ZN5numba2np13old_arraymath19_where_generic_impl12_3clocals_3e4implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.439, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.8, i8* nonnull %.7.i.i, i8* null, i64 %arg.x.5.0, i64 1, i8* %.6.i, i64 %arg.x.5.0, i64 1, i8* nonnull %.7.i.i97, i8* null, i64 %dest_shape.1.1, i64 8, double* %.6.i104184, i64 %dest_shape.1.1, i64 8, double 0.000000e+00)
  %.457.fca.0.load = load i8*, i8** %45, align 8
  %47 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.439 to i8*
  %sunkaddr652 = getelementptr inbounds i8, i8* %47, i64 16
  %48 = bitcast i8* %sunkaddr652 to i64*
  %.457.fca.2.load = load i64, i64* %48, align 8
  %49 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.439 to i8*
  %sunkaddr653 = getelementptr inbounds i8, i8* %49, i64 32
  %50 = bitcast i8* %sunkaddr653 to double**
  %.457.fca.4.load = load double*, double** %50, align 8
  switch i32 %.447, label %for.end.1.if [
    i32 -2, label %for.end.1.endif
    i32 0, label %for.end.1.endif
  ]

for.end.1.if:                                     ; preds = %for.end.1
  %.455 = icmp sgt i32 %.447, 0
  %.448 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.8, align 8
  %.456 = select i1 %.455, { i8*, i32, i8*, i8*, i32 }* %.448, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.1.endif:                                  ; preds = %for.end.1, %for.end.1
  tail call void @NRT_decref(i8* nonnull %.7.i.i97)
  %.68.i105 = icmp eq i64 %.457.fca.2.load, 0
  br i1 %.68.i105, label %for.end.1.endif.endif, label %B50.endif.preheader.i109, !prof !8

B50.endif.preheader.i109:                         ; preds = %for.end.1.endif
  %smax.i107 = tail call i64 @llvm.smax.i64(i64 %.457.fca.2.load, i64 1)
  %51 = add nsw i64 %smax.i107, -1
  %xtraiter.i108 = and i64 %smax.i107, 7
  %52 = icmp ult i64 %51, 7
  br i1 %52, label %common.ret.loopexit.unr-lcssa.i116, label %B50.endif.preheader.new.i111

B50.endif.preheader.new.i111:                     ; preds = %B50.endif.preheader.i109
  %const612 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i110 = and i64 %smax.i107, %const612
  %53 = add nsw i64 %unroll_iter.i110, -8
  %54 = lshr exact i64 %53, 3
  %55 = add nuw nsw i64 %54, 1
  %xtraiter224 = and i64 %55, 7
  %56 = icmp ult i64 %53, 56
  br i1 %56, label %common.ret.loopexit.unr-lcssa.i116.loopexit.unr-lcssa, label %B50.endif.preheader.new.i111.new

B50.endif.preheader.new.i111.new:                 ; preds = %B50.endif.preheader.new.i111
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter228 = and i64 %55, %const
  %scevgep443 = getelementptr double, double* %.457.fca.4.load, i64 63
  br label %B50.endif.i163

common.ret.loopexit.unr-lcssa.i116.loopexit.unr-lcssa: ; preds = %B50.endif.i163, %B50.endif.preheader.new.i111
  %.239.7.i161.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i111 ], [ %.239.7.i161.7, %B50.endif.i163 ]
  %c.2.06.i128.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i111 ], [ %.239.7.i161.7, %B50.endif.i163 ]
  %.70.05.i129.unr = phi i64 [ 0, %B50.endif.preheader.new.i111 ], [ %.182.7.i157.7, %B50.endif.i163 ]
  %lcmp.mod226.not = icmp eq i64 %xtraiter224, 0
  br i1 %lcmp.mod226.not, label %common.ret.loopexit.unr-lcssa.i116, label %B50.endif.i163.epil.preheader

B50.endif.i163.epil.preheader:                    ; preds = %common.ret.loopexit.unr-lcssa.i116.loopexit.unr-lcssa
  %57 = add nuw nsw i64 %.70.05.i129.unr, 7
  %scevgep416 = getelementptr double, double* %.457.fca.4.load, i64 %57
  %58 = shl nuw nsw i64 %xtraiter224, 6
  br label %B50.endif.i163.epil

B50.endif.i163.epil:                              ; preds = %B50.endif.i163.epil.preheader, %B50.endif.i163.epil
  %lsr.iv417 = phi i64 [ 0, %B50.endif.i163.epil.preheader ], [ %lsr.iv.next418, %B50.endif.i163.epil ]
  %c.2.06.i128.epil = phi double [ %.239.7.i161.epil, %B50.endif.i163.epil ], [ %c.2.06.i128.unr, %B50.endif.i163.epil.preheader ]
  %59 = bitcast double* %scevgep416 to i8*
  %uglygep440 = getelementptr i8, i8* %59, i64 %lsr.iv417
  %uglygep440441 = bitcast i8* %uglygep440 to double*
  %scevgep442 = getelementptr double, double* %uglygep440441, i64 -7
  %.236.i131.epil = load double, double* %scevgep442, align 8, !noalias !20
  %.239.i132.epil = fadd double %c.2.06.i128.epil, %.236.i131.epil
  %uglygep437 = getelementptr i8, i8* %59, i64 %lsr.iv417
  %uglygep437438 = bitcast i8* %uglygep437 to double*
  %scevgep439 = getelementptr double, double* %uglygep437438, i64 -6
  %.236.1.i135.epil = load double, double* %scevgep439, align 8, !noalias !20
  %.239.1.i136.epil = fadd double %.239.i132.epil, %.236.1.i135.epil
  %uglygep434 = getelementptr i8, i8* %59, i64 %lsr.iv417
  %uglygep434435 = bitcast i8* %uglygep434 to double*
  %scevgep436 = getelementptr double, double* %uglygep434435, i64 -5
  %.236.2.i139.epil = load double, double* %scevgep436, align 8, !noalias !20
  %.239.2.i140.epil = fadd double %.239.1.i136.epil, %.236.2.i139.epil
  %uglygep431 = getelementptr i8, i8* %59, i64 %lsr.iv417
  %uglygep431432 = bitcast i8* %uglygep431 to double*
  %scevgep433 = getelementptr double, double* %uglygep431432, i64 -4
  %.236.3.i143.epil = load double, double* %scevgep433, align 8, !noalias !20
  %.239.3.i144.epil = fadd double %.239.2.i140.epil, %.236.3.i143.epil
  %uglygep428 = getelementptr i8, i8* %59, i64 %lsr.iv417
  %uglygep428429 = bitcast i8* %uglygep428 to double*
  %scevgep430 = getelementptr double, double* %uglygep428429, i64 -3
  %.236.4.i147.epil = load double, double* %scevgep430, align 8, !noalias !20
  %.239.4.i148.epil = fadd double %.239.3.i144.epil, %.236.4.i147.epil
  %uglygep425 = getelementptr i8, i8* %59, i64 %lsr.iv417
  %uglygep425426 = bitcast i8* %uglygep425 to double*
  %scevgep427 = getelementptr double, double* %uglygep425426, i64 -2
  %.236.5.i151.epil = load double, double* %scevgep427, align 8, !noalias !20
  %.239.5.i152.epil = fadd double %.239.4.i148.epil, %.236.5.i151.epil
  %uglygep422 = getelementptr i8, i8* %59, i64 %lsr.iv417
  %uglygep422423 = bitcast i8* %uglygep422 to double*
  %scevgep424 = getelementptr double, double* %uglygep422423, i64 -1
  %.236.6.i155.epil = load double, double* %scevgep424, align 8, !noalias !20
  %.239.6.i156.epil = fadd double %.239.5.i152.epil, %.236.6.i155.epil
  %uglygep420 = getelementptr i8, i8* %59, i64 %lsr.iv417
  %uglygep420421 = bitcast i8* %uglygep420 to double*
  %.236.7.i160.epil = load double, double* %uglygep420421, align 8, !noalias !20
  %.239.7.i161.epil = fadd double %.239.6.i156.epil, %.236.7.i160.epil
  %lsr.iv.next418 = add nuw nsw i64 %lsr.iv417, 64
  %epil.iter225.cmp.not = icmp eq i64 %58, %lsr.iv.next418
  br i1 %epil.iter225.cmp.not, label %common.ret.loopexit.unr-lcssa.i116, label %B50.endif.i163.epil, !prof !23, !llvm.loop !24

common.ret.loopexit.unr-lcssa.i116:               ; preds = %B50.endif.i163.epil, %common.ret.loopexit.unr-lcssa.i116.loopexit.unr-lcssa, %B50.endif.preheader.i109
  %.239.lcssa.ph.i112 = phi double [ undef, %B50.endif.preheader.i109 ], [ %.239.7.i161.lcssa.ph, %common.ret.loopexit.unr-lcssa.i116.loopexit.unr-lcssa ], [ %.239.7.i161.epil, %B50.endif.i163.epil ]
  %c.2.06.unr.i113 = phi double [ 0.000000e+00, %B50.endif.preheader.i109 ], [ %.239.7.i161.lcssa.ph, %common.ret.loopexit.unr-lcssa.i116.loopexit.unr-lcssa ], [ %.239.7.i161.epil, %B50.endif.i163.epil ]
  %.70.05.unr.i114 = phi i64 [ 0, %B50.endif.preheader.i109 ], [ %unroll_iter.i110, %common.ret.loopexit.unr-lcssa.i116.loopexit.unr-lcssa ], [ %unroll_iter.i110, %B50.endif.i163.epil ]
  %lcmp.mod.not.i115 = icmp eq i64 %xtraiter.i108, 0
  br i1 %lcmp.mod.not.i115, label %for.end.1.endif.endif, label %B50.endif.epil.preheader.i118

B50.endif.epil.preheader.i118:                    ; preds = %common.ret.loopexit.unr-lcssa.i116
  %scevgep.i117 = getelementptr double, double* %.457.fca.4.load, i64 %.70.05.unr.i114
  br label %B50.endif.epil.i126

B50.endif.epil.i126:                              ; preds = %B50.endif.epil.i126, %B50.endif.epil.preheader.i118
  %c.2.06.epil.i119 = phi double [ %.239.epil.i123, %B50.endif.epil.i126 ], [ %c.2.06.unr.i113, %B50.endif.epil.preheader.i118 ]
  %epil.iter.i120 = phi i64 [ %epil.iter.next.i124, %B50.endif.epil.i126 ], [ 0, %B50.endif.epil.preheader.i118 ]
  %scevgep415 = getelementptr double, double* %scevgep.i117, i64 %epil.iter.i120
  %.236.epil.i122 = load double, double* %scevgep415, align 8, !noalias !20
  %.239.epil.i123 = fadd double %c.2.06.epil.i119, %.236.epil.i122
  %epil.iter.next.i124 = add nuw nsw i64 %epil.iter.i120, 1
  %epil.iter.cmp.not.i125 = icmp eq i64 %xtraiter.i108, %epil.iter.next.i124
  br i1 %epil.iter.cmp.not.i125, label %for.end.1.endif.endif, label %B50.endif.epil.i126, !prof !23, !llvm.loop !25

B50.endif.i163:                                   ; preds = %B50.endif.i163, %B50.endif.preheader.new.i111.new
  %lsr.iv571 = phi i64 [ %lsr.iv.next572, %B50.endif.i163 ], [ %unroll_iter228, %B50.endif.preheader.new.i111.new ]
  %c.2.06.i128 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i111.new ], [ %.239.7.i161.7, %B50.endif.i163 ]
  %.70.05.i129 = phi i64 [ 0, %B50.endif.preheader.new.i111.new ], [ %.182.7.i157.7, %B50.endif.i163 ]
  %scevgep569 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep570 = getelementptr double, double* %scevgep569, i64 -63
  %.236.i131 = load double, double* %scevgep570, align 8, !noalias !20
  %.239.i132 = fadd double %c.2.06.i128, %.236.i131
  %scevgep567 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep568 = getelementptr double, double* %scevgep567, i64 -62
  %.236.1.i135 = load double, double* %scevgep568, align 8, !noalias !20
  %.239.1.i136 = fadd double %.239.i132, %.236.1.i135
  %scevgep565 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep566 = getelementptr double, double* %scevgep565, i64 -61
  %.236.2.i139 = load double, double* %scevgep566, align 8, !noalias !20
  %.239.2.i140 = fadd double %.239.1.i136, %.236.2.i139
  %scevgep563 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep564 = getelementptr double, double* %scevgep563, i64 -60
  %.236.3.i143 = load double, double* %scevgep564, align 8, !noalias !20
  %.239.3.i144 = fadd double %.239.2.i140, %.236.3.i143
  %scevgep561 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep562 = getelementptr double, double* %scevgep561, i64 -59
  %.236.4.i147 = load double, double* %scevgep562, align 8, !noalias !20
  %.239.4.i148 = fadd double %.239.3.i144, %.236.4.i147
  %scevgep559 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep560 = getelementptr double, double* %scevgep559, i64 -58
  %.236.5.i151 = load double, double* %scevgep560, align 8, !noalias !20
  %.239.5.i152 = fadd double %.239.4.i148, %.236.5.i151
  %scevgep557 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep558 = getelementptr double, double* %scevgep557, i64 -57
  %.236.6.i155 = load double, double* %scevgep558, align 8, !noalias !20
  %.239.6.i156 = fadd double %.239.5.i152, %.236.6.i155
  %scevgep555 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep556 = getelementptr double, double* %scevgep555, i64 -56
  %.236.7.i160 = load double, double* %scevgep556, align 8, !noalias !20
  %.239.7.i161 = fadd double %.239.6.i156, %.236.7.i160
  %scevgep524 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep525 = getelementptr double, double* %scevgep524, i64 -55
  %.236.i131.1 = load double, double* %scevgep525, align 8, !noalias !20
  %.239.i132.1 = fadd double %.239.7.i161, %.236.i131.1
  %scevgep526 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep527 = getelementptr double, double* %scevgep526, i64 -54
  %.236.1.i135.1 = load double, double* %scevgep527, align 8, !noalias !20
  %.239.1.i136.1 = fadd double %.239.i132.1, %.236.1.i135.1
  %scevgep528 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep529 = getelementptr double, double* %scevgep528, i64 -53
  %.236.2.i139.1 = load double, double* %scevgep529, align 8, !noalias !20
  %.239.2.i140.1 = fadd double %.239.1.i136.1, %.236.2.i139.1
  %scevgep530 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep531 = getelementptr double, double* %scevgep530, i64 -52
  %.236.3.i143.1 = load double, double* %scevgep531, align 8, !noalias !20
  %.239.3.i144.1 = fadd double %.239.2.i140.1, %.236.3.i143.1
  %scevgep532 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep533 = getelementptr double, double* %scevgep532, i64 -51
  %.236.4.i147.1 = load double, double* %scevgep533, align 8, !noalias !20
  %.239.4.i148.1 = fadd double %.239.3.i144.1, %.236.4.i147.1
  %scevgep534 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep535 = getelementptr double, double* %scevgep534, i64 -50
  %.236.5.i151.1 = load double, double* %scevgep535, align 8, !noalias !20
  %.239.5.i152.1 = fadd double %.239.4.i148.1, %.236.5.i151.1
  %scevgep536 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep537 = getelementptr double, double* %scevgep536, i64 -49
  %.236.6.i155.1 = load double, double* %scevgep537, align 8, !noalias !20
  %.239.6.i156.1 = fadd double %.239.5.i152.1, %.236.6.i155.1
  %scevgep538 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep539 = getelementptr double, double* %scevgep538, i64 -48
  %.236.7.i160.1 = load double, double* %scevgep539, align 8, !noalias !20
  %.239.7.i161.1 = fadd double %.239.6.i156.1, %.236.7.i160.1
  %scevgep508 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep509 = getelementptr double, double* %scevgep508, i64 -47
  %.236.i131.2 = load double, double* %scevgep509, align 8, !noalias !20
  %.239.i132.2 = fadd double %.239.7.i161.1, %.236.i131.2
  %scevgep510 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep511 = getelementptr double, double* %scevgep510, i64 -46
  %.236.1.i135.2 = load double, double* %scevgep511, align 8, !noalias !20
  %.239.1.i136.2 = fadd double %.239.i132.2, %.236.1.i135.2
  %scevgep512 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep513 = getelementptr double, double* %scevgep512, i64 -45
  %.236.2.i139.2 = load double, double* %scevgep513, align 8, !noalias !20
  %.239.2.i140.2 = fadd double %.239.1.i136.2, %.236.2.i139.2
  %scevgep514 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep515 = getelementptr double, double* %scevgep514, i64 -44
  %.236.3.i143.2 = load double, double* %scevgep515, align 8, !noalias !20
  %.239.3.i144.2 = fadd double %.239.2.i140.2, %.236.3.i143.2
  %scevgep516 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep517 = getelementptr double, double* %scevgep516, i64 -43
  %.236.4.i147.2 = load double, double* %scevgep517, align 8, !noalias !20
  %.239.4.i148.2 = fadd double %.239.3.i144.2, %.236.4.i147.2
  %scevgep518 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep519 = getelementptr double, double* %scevgep518, i64 -42
  %.236.5.i151.2 = load double, double* %scevgep519, align 8, !noalias !20
  %.239.5.i152.2 = fadd double %.239.4.i148.2, %.236.5.i151.2
  %scevgep520 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep521 = getelementptr double, double* %scevgep520, i64 -41
  %.236.6.i155.2 = load double, double* %scevgep521, align 8, !noalias !20
  %.239.6.i156.2 = fadd double %.239.5.i152.2, %.236.6.i155.2
  %scevgep522 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep523 = getelementptr double, double* %scevgep522, i64 -40
  %.236.7.i160.2 = load double, double* %scevgep523, align 8, !noalias !20
  %.239.7.i161.2 = fadd double %.239.6.i156.2, %.236.7.i160.2
  %scevgep492 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep493 = getelementptr double, double* %scevgep492, i64 -39
  %.236.i131.3 = load double, double* %scevgep493, align 8, !noalias !20
  %.239.i132.3 = fadd double %.239.7.i161.2, %.236.i131.3
  %scevgep494 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep495 = getelementptr double, double* %scevgep494, i64 -38
  %.236.1.i135.3 = load double, double* %scevgep495, align 8, !noalias !20
  %.239.1.i136.3 = fadd double %.239.i132.3, %.236.1.i135.3
  %scevgep496 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep497 = getelementptr double, double* %scevgep496, i64 -37
  %.236.2.i139.3 = load double, double* %scevgep497, align 8, !noalias !20
  %.239.2.i140.3 = fadd double %.239.1.i136.3, %.236.2.i139.3
  %scevgep498 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep499 = getelementptr double, double* %scevgep498, i64 -36
  %.236.3.i143.3 = load double, double* %scevgep499, align 8, !noalias !20
  %.239.3.i144.3 = fadd double %.239.2.i140.3, %.236.3.i143.3
  %scevgep500 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep501 = getelementptr double, double* %scevgep500, i64 -35
  %.236.4.i147.3 = load double, double* %scevgep501, align 8, !noalias !20
  %.239.4.i148.3 = fadd double %.239.3.i144.3, %.236.4.i147.3
  %scevgep502 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep503 = getelementptr double, double* %scevgep502, i64 -34
  %.236.5.i151.3 = load double, double* %scevgep503, align 8, !noalias !20
  %.239.5.i152.3 = fadd double %.239.4.i148.3, %.236.5.i151.3
  %scevgep504 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep505 = getelementptr double, double* %scevgep504, i64 -33
  %.236.6.i155.3 = load double, double* %scevgep505, align 8, !noalias !20
  %.239.6.i156.3 = fadd double %.239.5.i152.3, %.236.6.i155.3
  %scevgep506 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep507 = getelementptr double, double* %scevgep506, i64 -32
  %.236.7.i160.3 = load double, double* %scevgep507, align 8, !noalias !20
  %.239.7.i161.3 = fadd double %.239.6.i156.3, %.236.7.i160.3
  %scevgep476 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep477 = getelementptr double, double* %scevgep476, i64 -31
  %.236.i131.4 = load double, double* %scevgep477, align 8, !noalias !20
  %.239.i132.4 = fadd double %.239.7.i161.3, %.236.i131.4
  %scevgep478 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep479 = getelementptr double, double* %scevgep478, i64 -30
  %.236.1.i135.4 = load double, double* %scevgep479, align 8, !noalias !20
  %.239.1.i136.4 = fadd double %.239.i132.4, %.236.1.i135.4
  %scevgep480 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep481 = getelementptr double, double* %scevgep480, i64 -29
  %.236.2.i139.4 = load double, double* %scevgep481, align 8, !noalias !20
  %.239.2.i140.4 = fadd double %.239.1.i136.4, %.236.2.i139.4
  %scevgep482 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep483 = getelementptr double, double* %scevgep482, i64 -28
  %.236.3.i143.4 = load double, double* %scevgep483, align 8, !noalias !20
  %.239.3.i144.4 = fadd double %.239.2.i140.4, %.236.3.i143.4
  %scevgep484 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep485 = getelementptr double, double* %scevgep484, i64 -27
  %.236.4.i147.4 = load double, double* %scevgep485, align 8, !noalias !20
  %.239.4.i148.4 = fadd double %.239.3.i144.4, %.236.4.i147.4
  %scevgep486 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep487 = getelementptr double, double* %scevgep486, i64 -26
  %.236.5.i151.4 = load double, double* %scevgep487, align 8, !noalias !20
  %.239.5.i152.4 = fadd double %.239.4.i148.4, %.236.5.i151.4
  %scevgep488 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep489 = getelementptr double, double* %scevgep488, i64 -25
  %.236.6.i155.4 = load double, double* %scevgep489, align 8, !noalias !20
  %.239.6.i156.4 = fadd double %.239.5.i152.4, %.236.6.i155.4
  %scevgep490 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep491 = getelementptr double, double* %scevgep490, i64 -24
  %.236.7.i160.4 = load double, double* %scevgep491, align 8, !noalias !20
  %.239.7.i161.4 = fadd double %.239.6.i156.4, %.236.7.i160.4
  %scevgep460 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep461 = getelementptr double, double* %scevgep460, i64 -23
  %.236.i131.5 = load double, double* %scevgep461, align 8, !noalias !20
  %.239.i132.5 = fadd double %.239.7.i161.4, %.236.i131.5
  %scevgep462 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep463 = getelementptr double, double* %scevgep462, i64 -22
  %.236.1.i135.5 = load double, double* %scevgep463, align 8, !noalias !20
  %.239.1.i136.5 = fadd double %.239.i132.5, %.236.1.i135.5
  %scevgep464 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep465 = getelementptr double, double* %scevgep464, i64 -21
  %.236.2.i139.5 = load double, double* %scevgep465, align 8, !noalias !20
  %.239.2.i140.5 = fadd double %.239.1.i136.5, %.236.2.i139.5
  %scevgep466 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep467 = getelementptr double, double* %scevgep466, i64 -20
  %.236.3.i143.5 = load double, double* %scevgep467, align 8, !noalias !20
  %.239.3.i144.5 = fadd double %.239.2.i140.5, %.236.3.i143.5
  %scevgep468 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep469 = getelementptr double, double* %scevgep468, i64 -19
  %.236.4.i147.5 = load double, double* %scevgep469, align 8, !noalias !20
  %.239.4.i148.5 = fadd double %.239.3.i144.5, %.236.4.i147.5
  %scevgep470 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -18
  %.236.5.i151.5 = load double, double* %scevgep471, align 8, !noalias !20
  %.239.5.i152.5 = fadd double %.239.4.i148.5, %.236.5.i151.5
  %scevgep472 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep473 = getelementptr double, double* %scevgep472, i64 -17
  %.236.6.i155.5 = load double, double* %scevgep473, align 8, !noalias !20
  %.239.6.i156.5 = fadd double %.239.5.i152.5, %.236.6.i155.5
  %scevgep474 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep475 = getelementptr double, double* %scevgep474, i64 -16
  %.236.7.i160.5 = load double, double* %scevgep475, align 8, !noalias !20
  %.239.7.i161.5 = fadd double %.239.6.i156.5, %.236.7.i160.5
  %scevgep444 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep445 = getelementptr double, double* %scevgep444, i64 -15
  %.236.i131.6 = load double, double* %scevgep445, align 8, !noalias !20
  %.239.i132.6 = fadd double %.239.7.i161.5, %.236.i131.6
  %scevgep446 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep447 = getelementptr double, double* %scevgep446, i64 -14
  %.236.1.i135.6 = load double, double* %scevgep447, align 8, !noalias !20
  %.239.1.i136.6 = fadd double %.239.i132.6, %.236.1.i135.6
  %scevgep448 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep449 = getelementptr double, double* %scevgep448, i64 -13
  %.236.2.i139.6 = load double, double* %scevgep449, align 8, !noalias !20
  %.239.2.i140.6 = fadd double %.239.1.i136.6, %.236.2.i139.6
  %scevgep450 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep451 = getelementptr double, double* %scevgep450, i64 -12
  %.236.3.i143.6 = load double, double* %scevgep451, align 8, !noalias !20
  %.239.3.i144.6 = fadd double %.239.2.i140.6, %.236.3.i143.6
  %scevgep452 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep453 = getelementptr double, double* %scevgep452, i64 -11
  %.236.4.i147.6 = load double, double* %scevgep453, align 8, !noalias !20
  %.239.4.i148.6 = fadd double %.239.3.i144.6, %.236.4.i147.6
  %scevgep454 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep455 = getelementptr double, double* %scevgep454, i64 -10
  %.236.5.i151.6 = load double, double* %scevgep455, align 8, !noalias !20
  %.239.5.i152.6 = fadd double %.239.4.i148.6, %.236.5.i151.6
  %scevgep456 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep457 = getelementptr double, double* %scevgep456, i64 -9
  %.236.6.i155.6 = load double, double* %scevgep457, align 8, !noalias !20
  %.239.6.i156.6 = fadd double %.239.5.i152.6, %.236.6.i155.6
  %scevgep458 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep459 = getelementptr double, double* %scevgep458, i64 -8
  %.236.7.i160.6 = load double, double* %scevgep459, align 8, !noalias !20
  %.239.7.i161.6 = fadd double %.239.6.i156.6, %.236.7.i160.6
  %scevgep540 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep541 = getelementptr double, double* %scevgep540, i64 -7
  %.236.i131.7 = load double, double* %scevgep541, align 8, !noalias !20
  %.239.i132.7 = fadd double %.239.7.i161.6, %.236.i131.7
  %scevgep542 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep543 = getelementptr double, double* %scevgep542, i64 -6
  %.236.1.i135.7 = load double, double* %scevgep543, align 8, !noalias !20
  %.239.1.i136.7 = fadd double %.239.i132.7, %.236.1.i135.7
  %scevgep544 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep545 = getelementptr double, double* %scevgep544, i64 -5
  %.236.2.i139.7 = load double, double* %scevgep545, align 8, !noalias !20
  %.239.2.i140.7 = fadd double %.239.1.i136.7, %.236.2.i139.7
  %scevgep546 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep547 = getelementptr double, double* %scevgep546, i64 -4
  %.236.3.i143.7 = load double, double* %scevgep547, align 8, !noalias !20
  %.239.3.i144.7 = fadd double %.239.2.i140.7, %.236.3.i143.7
  %scevgep548 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep549 = getelementptr double, double* %scevgep548, i64 -3
  %.236.4.i147.7 = load double, double* %scevgep549, align 8, !noalias !20
  %.239.4.i148.7 = fadd double %.239.3.i144.7, %.236.4.i147.7
  %scevgep550 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep551 = getelementptr double, double* %scevgep550, i64 -2
  %.236.5.i151.7 = load double, double* %scevgep551, align 8, !noalias !20
  %.239.5.i152.7 = fadd double %.239.4.i148.7, %.236.5.i151.7
  %scevgep552 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %scevgep553 = getelementptr double, double* %scevgep552, i64 -1
  %.236.6.i155.7 = load double, double* %scevgep553, align 8, !noalias !20
  %.239.6.i156.7 = fadd double %.239.5.i152.7, %.236.6.i155.7
  %.182.7.i157.7 = add i64 %.70.05.i129, 64
  %scevgep554 = getelementptr double, double* %scevgep443, i64 %.70.05.i129
  %.236.7.i160.7 = load double, double* %scevgep554, align 8, !noalias !20
  %.239.7.i161.7 = fadd double %.239.6.i156.7, %.236.7.i160.7
  %lsr.iv.next572 = add i64 %lsr.iv571, -8
  %niter229.ncmp.7 = icmp eq i64 %lsr.iv.next572, 0
  br i1 %niter229.ncmp.7, label %common.ret.loopexit.unr-lcssa.i116.loopexit.unr-lcssa, label %B50.endif.i163, !prof !8

for.end.1.endif.endif:                            ; preds = %B50.endif.epil.i126, %common.ret.loopexit.unr-lcssa.i116, %for.end.1.endif
  %c.2.0.lcssa.i127 = phi double [ 0.000000e+00, %for.end.1.endif ], [ %.239.lcssa.ph.i112, %common.ret.loopexit.unr-lcssa.i116 ], [ %.239.epil.i123, %B50.endif.epil.i126 ]
  %60 = icmp eq i64 %arg.x.5.0, 1
  tail call void @NRT_decref(i8* %.457.fca.0.load)
  br i1 %60, label %for.end.1.endif.endif.endif.endif.endif.endif, label %B90.i66

B90.i66:                                          ; preds = %for.end.1.endif.endif
  %.71.not.i63 = icmp eq i64 %arg.x.5.0, %arg.y.5.0
  %.76.not.i64 = icmp eq i64 %arg.y.5.0, 1
  %or.cond.i65 = or i1 %.76.not.i64, %.71.not.i63
  br i1 %or.cond.i65, label %for.end.1.endif.endif.endif.endif.endif.endif, label %for.end.1.endif.endif.endif.endif.endif.if

for.end.1.endif.endif.endif.endif.endif.if:       ; preds = %B90.i66
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610815175936, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif.endif:    ; preds = %for.end.1.endif.endif, %B90.i66
  %dest_shape.2.1 = phi i64 [ %arg.x.5.0, %B90.i66 ], [ %arg.y.5.0, %for.end.1.endif.endif ]
  %.616 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.2.1, i64 8)
  %.618 = extractvalue { i64, i1 } %.616, 1
  br i1 %.618, label %for.end.1.endif.endif.endif.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.endif.endif.endif, !prof !8

for.end.1.endif.endif.endif.endif.endif.endif.if: ; preds = %for.end.1.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610807033088, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif.endif.endif: ; preds = %for.end.1.endif.endif.endif.endif.endif.endif
  %.617 = extractvalue { i64, i1 } %.616, 0
  %.7.i.i28 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.617, i32 32), !noalias !26
  %.8.i.i29 = icmp eq i8* %.7.i.i28, null
  br i1 %.8.i.i29, label %for.end.1.endif.endif.end...if, label %for.end.1.endif.endif.end...endif, !prof !8

for.end.1.endif.endif.end...if:                   ; preds = %for.end.1.endif.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610814829056, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.1.endif.endif.end...endif:                ; preds = %for.end.1.endif.endif.endif.endif.endif.endif.endif
  %.5.i26 = getelementptr i8, i8* %.7.i.i28, i64 24
  %61 = bitcast i8* %.5.i26 to double**
  %.6.i27185 = load double*, double** %61, align 8
  %.688173 = icmp sgt i64 %dest_shape.2.1, 0
  br i1 %.688173, label %for.body.2.preheader, label %for.end.2

for.body.2.preheader:                             ; preds = %for.end.1.endif.endif.end...endif
  %62 = add i64 %dest_shape.2.1, -1
  %xtraiter219 = and i64 %dest_shape.2.1, 7
  %63 = icmp ult i64 %62, 7
  br i1 %63, label %for.end.2.loopexit.unr-lcssa, label %for.body.2.preheader.new

for.body.2.preheader.new:                         ; preds = %for.body.2.preheader
  %unroll_iter222 = and i64 %dest_shape.2.1, -8
  br label %for.body.2

for.body.2:                                       ; preds = %for.body.2, %for.body.2.preheader.new
  %loop.index.2176 = phi i64 [ 0, %for.body.2.preheader.new ], [ %89, %for.body.2 ]
  %.684.0175 = phi i64 [ 0, %for.body.2.preheader.new ], [ %.684.1.7, %for.body.2 ]
  %.681.0174 = phi i64 [ 0, %for.body.2.preheader.new ], [ %spec.select215.7, %for.body.2 ]
  %64 = icmp ugt i64 %arg.y.5.0, 1
  %65 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select215 = select i1 %65, i64 %loop.index.2176, i64 %.681.0174
  %.697 = getelementptr i8, i8* %.6.i, i64 %spec.select215
  %.698 = load i8, i8* %.697, align 1
  %.701 = icmp ne i8 %.698, 0
  %.684.1 = select i1 %64, i64 %loop.index.2176, i64 %.684.0175
  %.715 = getelementptr double, double* %arg.y.4, i64 %.684.1
  %.716 = load double, double* %.715, align 8
  %.16.i = uitofp i1 %.701 to double
  %.17.i = fmul double %.716, %.16.i
  %sunkaddr654 = mul i64 %loop.index.2176, 8
  %66 = bitcast double* %.6.i27185 to i8*
  %sunkaddr655 = getelementptr i8, i8* %66, i64 %sunkaddr654
  %67 = bitcast i8* %sunkaddr655 to double*
  store double %.17.i, double* %67, align 8
  %68 = add i64 %loop.index.2176, 1
  %spec.select215.1 = select i1 %65, i64 %68, i64 %.681.0174
  %.697.1 = getelementptr i8, i8* %.6.i, i64 %spec.select215.1
  %.698.1 = load i8, i8* %.697.1, align 1
  %.701.1 = icmp ne i8 %.698.1, 0
  %.684.1.1 = select i1 %64, i64 %68, i64 %.684.0175
  %.715.1 = getelementptr double, double* %arg.y.4, i64 %.684.1.1
  %.716.1 = load double, double* %.715.1, align 8
  %.16.i.1 = uitofp i1 %.701.1 to double
  %.17.i.1 = fmul double %.716.1, %.16.i.1
  %sunkaddr656 = mul i64 %loop.index.2176, 8
  %69 = bitcast double* %.6.i27185 to i8*
  %sunkaddr657 = getelementptr i8, i8* %69, i64 %sunkaddr656
  %sunkaddr658 = getelementptr i8, i8* %sunkaddr657, i64 8
  %70 = bitcast i8* %sunkaddr658 to double*
  store double %.17.i.1, double* %70, align 8
  %71 = add i64 %68, 1
  %spec.select215.2 = select i1 %65, i64 %71, i64 %.681.0174
  %.697.2 = getelementptr i8, i8* %.6.i, i64 %spec.select215.2
  %.698.2 = load i8, i8* %.697.2, align 1
  %.701.2 = icmp ne i8 %.698.2, 0
  %.684.1.2 = select i1 %64, i64 %71, i64 %.684.0175
  %.715.2 = getelementptr double, double* %arg.y.4, i64 %.684.1.2
  %.716.2 = load double, double* %.715.2, align 8
  %.16.i.2 = uitofp i1 %.701.2 to double
  %.17.i.2 = fmul double %.716.2, %.16.i.2
  %sunkaddr659 = mul i64 %loop.index.2176, 8
  %72 = bitcast double* %.6.i27185 to i8*
  %sunkaddr660 = getelementptr i8, i8* %72, i64 %sunkaddr659
  %sunkaddr661 = getelementptr i8, i8* %sunkaddr660, i64 16
  %73 = bitcast i8* %sunkaddr661 to double*
  store double %.17.i.2, double* %73, align 8
  %74 = add i64 %71, 1
  %spec.select215.3 = select i1 %65, i64 %74, i64 %.681.0174
  %.697.3 = getelementptr i8, i8* %.6.i, i64 %spec.select215.3
  %.698.3 = load i8, i8* %.697.3, align 1
  %.701.3 = icmp ne i8 %.698.3, 0
  %.684.1.3 = select i1 %64, i64 %74, i64 %.684.0175
  %.715.3 = getelementptr double, double* %arg.y.4, i64 %.684.1.3
  %.716.3 = load double, double* %.715.3, align 8
  %.16.i.3 = uitofp i1 %.701.3 to double
  %.17.i.3 = fmul double %.716.3, %.16.i.3
  %sunkaddr662 = mul i64 %loop.index.2176, 8
  %75 = bitcast double* %.6.i27185 to i8*
  %sunkaddr663 = getelementptr i8, i8* %75, i64 %sunkaddr662
  %sunkaddr664 = getelementptr i8, i8* %sunkaddr663, i64 24
  %76 = bitcast i8* %sunkaddr664 to double*
  store double %.17.i.3, double* %76, align 8
  %77 = add i64 %74, 1
  %spec.select215.4 = select i1 %65, i64 %77, i64 %.681.0174
  %.697.4 = getelementptr i8, i8* %.6.i, i64 %spec.select215.4
  %.698.4 = load i8, i8* %.697.4, align 1
  %.701.4 = icmp ne i8 %.698.4, 0
  %.684.1.4 = select i1 %64, i64 %77, i64 %.684.0175
  %.715.4 = getelementptr double, double* %arg.y.4, i64 %.684.1.4
  %.716.4 = load double, double* %.715.4, align 8
  %.16.i.4 = uitofp i1 %.701.4 to double
  %.17.i.4 = fmul double %.716.4, %.16.i.4
  %sunkaddr665 = mul i64 %loop.index.2176, 8
  %78 = bitcast double* %.6.i27185 to i8*
  %sunkaddr666 = getelementptr i8, i8* %78, i64 %sunkaddr665
  %sunkaddr667 = getelementptr i8, i8* %sunkaddr666, i64 32
  %79 = bitcast i8* %sunkaddr667 to double*
  store double %.17.i.4, double* %79, align 8
  %80 = add i64 %77, 1
  %spec.select215.5 = select i1 %65, i64 %80, i64 %.681.0174
  %.697.5 = getelementptr i8, i8* %.6.i, i64 %spec.select215.5
  %.698.5 = load i8, i8* %.697.5, align 1
  %.701.5 = icmp ne i8 %.698.5, 0
  %.684.1.5 = select i1 %64, i64 %80, i64 %.684.0175
  %.715.5 = getelementptr double, double* %arg.y.4, i64 %.684.1.5
  %.716.5 = load double, double* %.715.5, align 8
  %.16.i.5 = uitofp i1 %.701.5 to double
  %.17.i.5 = fmul double %.716.5, %.16.i.5
  %sunkaddr668 = mul i64 %loop.index.2176, 8
  %81 = bitcast double* %.6.i27185 to i8*
  %sunkaddr669 = getelementptr i8, i8* %81, i64 %sunkaddr668
  %sunkaddr670 = getelementptr i8, i8* %sunkaddr669, i64 40
  %82 = bitcast i8* %sunkaddr670 to double*
  store double %.17.i.5, double* %82, align 8
  %83 = add i64 %80, 1
  %spec.select215.6 = select i1 %65, i64 %83, i64 %.681.0174
  %.697.6 = getelementptr i8, i8* %.6.i, i64 %spec.select215.6
  %.698.6 = load i8, i8* %.697.6, align 1
  %.701.6 = icmp ne i8 %.698.6, 0
  %.684.1.6 = select i1 %64, i64 %83, i64 %.684.0175
  %.715.6 = getelementptr double, double* %arg.y.4, i64 %.684.1.6
  %.716.6 = load double, double* %.715.6, align 8
  %.16.i.6 = uitofp i1 %.701.6 to double
  %.17.i.6 = fmul double %.716.6, %.16.i.6
  %sunkaddr671 = mul i64 %loop.index.2176, 8
  %84 = bitcast double* %.6.i27185 to i8*
  %sunkaddr672 = getelementptr i8, i8* %84, i64 %sunkaddr671
  %sunkaddr673 = getelementptr i8, i8* %sunkaddr672, i64 48
  %85 = bitcast i8* %sunkaddr673 to double*
  store double %.17.i.6, double* %85, align 8
  %86 = add i64 %83, 1
  %spec.select215.7 = select i1 %65, i64 %86, i64 %.681.0174
  %.697.7 = getelementptr i8, i8* %.6.i, i64 %spec.select215.7
  %.698.7 = load i8, i8* %.697.7, align 1
  %.701.7 = icmp ne i8 %.698.7, 0
  %.684.1.7 = select i1 %64, i64 %86, i64 %.684.0175
  %.715.7 = getelementptr double, double* %arg.y.4, i64 %.684.1.7
  %.716.7 = load double, double* %.715.7, align 8
  %.16.i.7 = uitofp i1 %.701.7 to double
  %.17.i.7 = fmul double %.716.7, %.16.i.7
  %sunkaddr674 = mul i64 %loop.index.2176, 8
  %87 = bitcast double* %.6.i27185 to i8*
  %sunkaddr675 = getelementptr i8, i8* %87, i64 %sunkaddr674
  %sunkaddr676 = getelementptr i8, i8* %sunkaddr675, i64 56
  %88 = bitcast i8* %sunkaddr676 to double*
  store double %.17.i.7, double* %88, align 8
  %.746.7 = add nuw i64 %loop.index.2176, 8
  %89 = add i64 %86, 1
  %niter223.ncmp.7 = icmp eq i64 %89, %unroll_iter222
  br i1 %niter223.ncmp.7, label %for.end.2.loopexit.unr-lcssa, label %for.body.2

for.end.2.loopexit.unr-lcssa:                     ; preds = %for.body.2, %for.body.2.preheader
  %loop.index.2176.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.746.7, %for.body.2 ]
  %.684.0175.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.684.1.7, %for.body.2 ]
  %.681.0174.unr = phi i64 [ 0, %for.body.2.preheader ], [ %spec.select215.7, %for.body.2 ]
  %lcmp.mod221.not = icmp eq i64 %xtraiter219, 0
  br i1 %lcmp.mod221.not, label %for.end.2, label %for.body.2.epil.preheader

for.body.2.epil.preheader:                        ; preds = %for.end.2.loopexit.unr-lcssa
  br label %for.body.2.epil

for.body.2.epil:                                  ; preds = %for.body.2.epil.preheader, %for.body.2.epil
  %lsr.iv397 = phi i64 [ %xtraiter219, %for.body.2.epil.preheader ], [ %lsr.iv.next398, %for.body.2.epil ]
  %loop.index.2176.epil = phi i64 [ %.746.epil, %for.body.2.epil ], [ %loop.index.2176.unr, %for.body.2.epil.preheader ]
  %.684.0175.epil = phi i64 [ %.684.1.epil, %for.body.2.epil ], [ %.684.0175.unr, %for.body.2.epil.preheader ]
  %.681.0174.epil = phi i64 [ %spec.select215.epil, %for.body.2.epil ], [ %.681.0174.unr, %for.body.2.epil.preheader ]
  %90 = icmp ugt i64 %arg.y.5.0, 1
  %91 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select215.epil = select i1 %91, i64 %loop.index.2176.epil, i64 %.681.0174.epil
  %.697.epil = getelementptr i8, i8* %.6.i, i64 %spec.select215.epil
  %.698.epil = load i8, i8* %.697.epil, align 1
  %.701.epil = icmp ne i8 %.698.epil, 0
  %.684.1.epil = select i1 %90, i64 %loop.index.2176.epil, i64 %.684.0175.epil
  %.715.epil = getelementptr double, double* %arg.y.4, i64 %.684.1.epil
  %.716.epil = load double, double* %.715.epil, align 8
  %.16.i.epil = uitofp i1 %.701.epil to double
  %.17.i.epil = fmul double %.716.epil, %.16.i.epil
  %scevgep396 = getelementptr double, double* %.6.i27185, i64 %loop.index.2176.epil
  store double %.17.i.epil, double* %scevgep396, align 8
  %.746.epil = add nuw nsw i64 %loop.index.2176.epil, 1
  %lsr.iv.next398 = add nsw i64 %lsr.iv397, -1
  %epil.iter220.cmp.not = icmp eq i64 %lsr.iv.next398, 0
  br i1 %epil.iter220.cmp.not, label %for.end.2, label %for.body.2.epil, !llvm.loop !33

for.end.2:                                        ; preds = %for.body.2.epil, %for.end.2.loopexit.unr-lcssa, %for.end.1.endif.endif.end...endif
  tail call void @NRT_decref(i8* %arg.y.0)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.68.i = icmp eq i64 %dest_shape.2.1, 0
  br i1 %.68.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !8

B50.endif.preheader.i:                            ; preds = %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %dest_shape.2.1, i64 1)
  %92 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %93 = icmp ult i64 %92, 7
  br i1 %93, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const613 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const613
  %94 = add nsw i64 %unroll_iter.i, -8
  %95 = lshr exact i64 %94, 3
  %96 = add nuw nsw i64 %95, 1
  %xtraiter = and i64 %96, 7
  %97 = icmp ult i64 %94, 56
  br i1 %97, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const611 = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %96, %const611
  %scevgep266 = getelementptr double, double* %.6.i27185, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %98 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep242 = getelementptr double, double* %.6.i27185, i64 %98
  %99 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %100 = bitcast double* %scevgep242 to i8*
  %uglygep263 = getelementptr i8, i8* %100, i64 %lsr.iv
  %uglygep263264 = bitcast i8* %uglygep263 to double*
  %scevgep265 = getelementptr double, double* %uglygep263264, i64 -7
  %.236.i.epil = load double, double* %scevgep265, align 8, !noalias !34
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep260 = getelementptr i8, i8* %100, i64 %lsr.iv
  %uglygep260261 = bitcast i8* %uglygep260 to double*
  %scevgep262 = getelementptr double, double* %uglygep260261, i64 -6
  %.236.1.i.epil = load double, double* %scevgep262, align 8, !noalias !34
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep257 = getelementptr i8, i8* %100, i64 %lsr.iv
  %uglygep257258 = bitcast i8* %uglygep257 to double*
  %scevgep259 = getelementptr double, double* %uglygep257258, i64 -5
  %.236.2.i.epil = load double, double* %scevgep259, align 8, !noalias !34
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep254 = getelementptr i8, i8* %100, i64 %lsr.iv
  %uglygep254255 = bitcast i8* %uglygep254 to double*
  %scevgep256 = getelementptr double, double* %uglygep254255, i64 -4
  %.236.3.i.epil = load double, double* %scevgep256, align 8, !noalias !34
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep251 = getelementptr i8, i8* %100, i64 %lsr.iv
  %uglygep251252 = bitcast i8* %uglygep251 to double*
  %scevgep253 = getelementptr double, double* %uglygep251252, i64 -3
  %.236.4.i.epil = load double, double* %scevgep253, align 8, !noalias !34
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep248 = getelementptr i8, i8* %100, i64 %lsr.iv
  %uglygep248249 = bitcast i8* %uglygep248 to double*
  %scevgep250 = getelementptr double, double* %uglygep248249, i64 -2
  %.236.5.i.epil = load double, double* %scevgep250, align 8, !noalias !34
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep245 = getelementptr i8, i8* %100, i64 %lsr.iv
  %uglygep245246 = bitcast i8* %uglygep245 to double*
  %scevgep247 = getelementptr double, double* %uglygep245246, i64 -1
  %.236.6.i.epil = load double, double* %scevgep247, align 8, !noalias !34
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %100, i64 %lsr.iv
  %uglygep244 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep244, align 8, !noalias !34
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %99, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !23, !llvm.loop !37

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i27185, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !34
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !23, !llvm.loop !25

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv394 = phi i64 [ %lsr.iv.next395, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep392 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep393 = getelementptr double, double* %scevgep392, i64 -63
  %.236.i = load double, double* %scevgep393, align 8, !noalias !34
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep390 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep391 = getelementptr double, double* %scevgep390, i64 -62
  %.236.1.i = load double, double* %scevgep391, align 8, !noalias !34
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep388 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep389 = getelementptr double, double* %scevgep388, i64 -61
  %.236.2.i = load double, double* %scevgep389, align 8, !noalias !34
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep386 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep387 = getelementptr double, double* %scevgep386, i64 -60
  %.236.3.i = load double, double* %scevgep387, align 8, !noalias !34
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep384 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep385 = getelementptr double, double* %scevgep384, i64 -59
  %.236.4.i = load double, double* %scevgep385, align 8, !noalias !34
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep382 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep383 = getelementptr double, double* %scevgep382, i64 -58
  %.236.5.i = load double, double* %scevgep383, align 8, !noalias !34
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep380 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep381 = getelementptr double, double* %scevgep380, i64 -57
  %.236.6.i = load double, double* %scevgep381, align 8, !noalias !34
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep378 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep379 = getelementptr double, double* %scevgep378, i64 -56
  %.236.7.i = load double, double* %scevgep379, align 8, !noalias !34
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep347 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep348 = getelementptr double, double* %scevgep347, i64 -55
  %.236.i.1 = load double, double* %scevgep348, align 8, !noalias !34
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep349 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep350 = getelementptr double, double* %scevgep349, i64 -54
  %.236.1.i.1 = load double, double* %scevgep350, align 8, !noalias !34
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep351 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep352 = getelementptr double, double* %scevgep351, i64 -53
  %.236.2.i.1 = load double, double* %scevgep352, align 8, !noalias !34
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep353 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep354 = getelementptr double, double* %scevgep353, i64 -52
  %.236.3.i.1 = load double, double* %scevgep354, align 8, !noalias !34
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep355 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep356 = getelementptr double, double* %scevgep355, i64 -51
  %.236.4.i.1 = load double, double* %scevgep356, align 8, !noalias !34
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep357 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep358 = getelementptr double, double* %scevgep357, i64 -50
  %.236.5.i.1 = load double, double* %scevgep358, align 8, !noalias !34
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep359 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep360 = getelementptr double, double* %scevgep359, i64 -49
  %.236.6.i.1 = load double, double* %scevgep360, align 8, !noalias !34
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep361 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep362 = getelementptr double, double* %scevgep361, i64 -48
  %.236.7.i.1 = load double, double* %scevgep362, align 8, !noalias !34
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep331 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep332 = getelementptr double, double* %scevgep331, i64 -47
  %.236.i.2 = load double, double* %scevgep332, align 8, !noalias !34
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep333 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep334 = getelementptr double, double* %scevgep333, i64 -46
  %.236.1.i.2 = load double, double* %scevgep334, align 8, !noalias !34
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep335 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep336 = getelementptr double, double* %scevgep335, i64 -45
  %.236.2.i.2 = load double, double* %scevgep336, align 8, !noalias !34
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep337 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep338 = getelementptr double, double* %scevgep337, i64 -44
  %.236.3.i.2 = load double, double* %scevgep338, align 8, !noalias !34
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep339 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep340 = getelementptr double, double* %scevgep339, i64 -43
  %.236.4.i.2 = load double, double* %scevgep340, align 8, !noalias !34
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep341 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep342 = getelementptr double, double* %scevgep341, i64 -42
  %.236.5.i.2 = load double, double* %scevgep342, align 8, !noalias !34
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep343 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep344 = getelementptr double, double* %scevgep343, i64 -41
  %.236.6.i.2 = load double, double* %scevgep344, align 8, !noalias !34
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep345 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep346 = getelementptr double, double* %scevgep345, i64 -40
  %.236.7.i.2 = load double, double* %scevgep346, align 8, !noalias !34
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep315 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep316 = getelementptr double, double* %scevgep315, i64 -39
  %.236.i.3 = load double, double* %scevgep316, align 8, !noalias !34
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep317 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep318 = getelementptr double, double* %scevgep317, i64 -38
  %.236.1.i.3 = load double, double* %scevgep318, align 8, !noalias !34
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep319 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep320 = getelementptr double, double* %scevgep319, i64 -37
  %.236.2.i.3 = load double, double* %scevgep320, align 8, !noalias !34
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep321 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep322 = getelementptr double, double* %scevgep321, i64 -36
  %.236.3.i.3 = load double, double* %scevgep322, align 8, !noalias !34
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep323 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep324 = getelementptr double, double* %scevgep323, i64 -35
  %.236.4.i.3 = load double, double* %scevgep324, align 8, !noalias !34
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep325 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep326 = getelementptr double, double* %scevgep325, i64 -34
  %.236.5.i.3 = load double, double* %scevgep326, align 8, !noalias !34
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep327 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep328 = getelementptr double, double* %scevgep327, i64 -33
  %.236.6.i.3 = load double, double* %scevgep328, align 8, !noalias !34
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep329 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep330 = getelementptr double, double* %scevgep329, i64 -32
  %.236.7.i.3 = load double, double* %scevgep330, align 8, !noalias !34
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep299 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -31
  %.236.i.4 = load double, double* %scevgep300, align 8, !noalias !34
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep301 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -30
  %.236.1.i.4 = load double, double* %scevgep302, align 8, !noalias !34
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep303 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -29
  %.236.2.i.4 = load double, double* %scevgep304, align 8, !noalias !34
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep305 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep306 = getelementptr double, double* %scevgep305, i64 -28
  %.236.3.i.4 = load double, double* %scevgep306, align 8, !noalias !34
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep307 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep308 = getelementptr double, double* %scevgep307, i64 -27
  %.236.4.i.4 = load double, double* %scevgep308, align 8, !noalias !34
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep309 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep310 = getelementptr double, double* %scevgep309, i64 -26
  %.236.5.i.4 = load double, double* %scevgep310, align 8, !noalias !34
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep311 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep312 = getelementptr double, double* %scevgep311, i64 -25
  %.236.6.i.4 = load double, double* %scevgep312, align 8, !noalias !34
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep313 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep314 = getelementptr double, double* %scevgep313, i64 -24
  %.236.7.i.4 = load double, double* %scevgep314, align 8, !noalias !34
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep283 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep284 = getelementptr double, double* %scevgep283, i64 -23
  %.236.i.5 = load double, double* %scevgep284, align 8, !noalias !34
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep285 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep286 = getelementptr double, double* %scevgep285, i64 -22
  %.236.1.i.5 = load double, double* %scevgep286, align 8, !noalias !34
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep287 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep288 = getelementptr double, double* %scevgep287, i64 -21
  %.236.2.i.5 = load double, double* %scevgep288, align 8, !noalias !34
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep289 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep290 = getelementptr double, double* %scevgep289, i64 -20
  %.236.3.i.5 = load double, double* %scevgep290, align 8, !noalias !34
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep291 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep292 = getelementptr double, double* %scevgep291, i64 -19
  %.236.4.i.5 = load double, double* %scevgep292, align 8, !noalias !34
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep293 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep294 = getelementptr double, double* %scevgep293, i64 -18
  %.236.5.i.5 = load double, double* %scevgep294, align 8, !noalias !34
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep295 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep296 = getelementptr double, double* %scevgep295, i64 -17
  %.236.6.i.5 = load double, double* %scevgep296, align 8, !noalias !34
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep297 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep298 = getelementptr double, double* %scevgep297, i64 -16
  %.236.7.i.5 = load double, double* %scevgep298, align 8, !noalias !34
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep267 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep268 = getelementptr double, double* %scevgep267, i64 -15
  %.236.i.6 = load double, double* %scevgep268, align 8, !noalias !34
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep269 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep270 = getelementptr double, double* %scevgep269, i64 -14
  %.236.1.i.6 = load double, double* %scevgep270, align 8, !noalias !34
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep271 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep272 = getelementptr double, double* %scevgep271, i64 -13
  %.236.2.i.6 = load double, double* %scevgep272, align 8, !noalias !34
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep273 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep274 = getelementptr double, double* %scevgep273, i64 -12
  %.236.3.i.6 = load double, double* %scevgep274, align 8, !noalias !34
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep275 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep276 = getelementptr double, double* %scevgep275, i64 -11
  %.236.4.i.6 = load double, double* %scevgep276, align 8, !noalias !34
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep277 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep278 = getelementptr double, double* %scevgep277, i64 -10
  %.236.5.i.6 = load double, double* %scevgep278, align 8, !noalias !34
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep279 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep280 = getelementptr double, double* %scevgep279, i64 -9
  %.236.6.i.6 = load double, double* %scevgep280, align 8, !noalias !34
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep281 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep282 = getelementptr double, double* %scevgep281, i64 -8
  %.236.7.i.6 = load double, double* %scevgep282, align 8, !noalias !34
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep363 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep364 = getelementptr double, double* %scevgep363, i64 -7
  %.236.i.7 = load double, double* %scevgep364, align 8, !noalias !34
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep365 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep366 = getelementptr double, double* %scevgep365, i64 -6
  %.236.1.i.7 = load double, double* %scevgep366, align 8, !noalias !34
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep367 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep368 = getelementptr double, double* %scevgep367, i64 -5
  %.236.2.i.7 = load double, double* %scevgep368, align 8, !noalias !34
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep369 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep370 = getelementptr double, double* %scevgep369, i64 -4
  %.236.3.i.7 = load double, double* %scevgep370, align 8, !noalias !34
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep371 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep372 = getelementptr double, double* %scevgep371, i64 -3
  %.236.4.i.7 = load double, double* %scevgep372, align 8, !noalias !34
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep373 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep374 = getelementptr double, double* %scevgep373, i64 -2
  %.236.5.i.7 = load double, double* %scevgep374, align 8, !noalias !34
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep375 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %scevgep376 = getelementptr double, double* %scevgep375, i64 -1
  %.236.6.i.7 = load double, double* %scevgep376, align 8, !noalias !34
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep377 = getelementptr double, double* %scevgep266, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep377, align 8, !noalias !34
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next395 = add i64 %lsr.iv394, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next395, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !8

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i28)
  %.783 = fadd double %c.2.0.lcssa.i127, %c.2.0.lcssa.i
  store double %.783, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels16masked_where_sumB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.const.masked_where_sum, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.45 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !8

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.96, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels16masked_where_sumB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !8

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([170 x i8], [170 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels16masked_where_sumB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !8

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr6 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.48 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %8, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(i8* %.44, i8* nonnull %.48)
  %9 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %9, i64 24
  %10 = bitcast i8* %sunkaddr8 to i64*
  %.53 = load i64, i64* %10, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !8

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %11 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8**
  %.60.fca.0.load = load i8*, i8** %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %12, i64 32
  %13 = bitcast i8* %sunkaddr9 to double**
  %.60.fca.4.load = load double*, double** %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %14, i64 40
  %15 = bitcast i8* %sunkaddr10 to i64*
  %.60.fca.5.0.load = load i64, i64* %15, align 8
  store double 0.000000e+00, double* %.67, align 8
  %.75 = call i32 @_ZN7kernels16masked_where_sumB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, i8* %.60.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #2
  %.76 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.83 = icmp sgt i32 %.75, 0
  %.84 = select i1 %.83, { i8*, i32, i8*, i8*, i32 }* %.76, { i8*, i32, i8*, i8*, i32 }* undef
  %.85 = load double, double* %.67, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.60.fca.0.load)
  switch i32 %.75, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %16 = icmp sgt i32 %.75, 0
  br i1 %16, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.96 = call i8* @PyFloat_FromDouble(double %.85)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.101 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.102 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 4
  %.103 = icmp sgt i32 %.102, 0
  %.106 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 0
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 1
  br i1 %.103, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.75, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.109 = sext i32 %.108 to i64
  %.110 = call i8* @PyBytes_FromStringAndSize(i8* %.106, i64 %.109)
  %.111 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.112 = extractvalue { i8*, i32, i8*, i8*, i32 } %.111, 2
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.111, 3
  %.115 = bitcast i8* %.114 to i8* (i8*)*
  %.116 = call i8* %.115(i8* %.112)
  %.117 = icmp eq i8* %.116, null
  br i1 %.117, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !8

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.130 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 2
  %.131 = call i8* @numba_unpickle(i8* %.106, i32 %.108, i8* %.130)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.133 = phi i8* [ %.121, %entry.endif.endif.endif.e...endif ], [ %.131, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.134.not = icmp eq i8* %.133, null
  br i1 %.134.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !8

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.121 = call i8* @numba_runtime_build_excinfo_struct(i8* %.110, i8* nonnull %.116)
  %.122 = bitcast { i8*, i32, i8*, i8*, i32 }* %.84 to i8*
  call void @NRT_Free(i8* nonnull %.122)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.133)
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

define double @cfunc._ZN7kernels16masked_where_sumB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.12 = call i32 @_ZN7kernels16masked_where_sumB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.8, i64 poison, i8* %extracted.meminfo.1, i8* poison, i64 poison, i64 poison, double* %extracted.data.1, i64 %.10, i64 poison) #2
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  switch i32 %.12, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fe281689ed0>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.75)
  call void @Py_DecRef(i8* %.75)
  call void @numba_gil_release(i32* nonnull %.24)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.30 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.31 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.12, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.27
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call i8* @PyBytes_FromStringAndSize(i8* %.35, i64 %.38)
  %.40 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 2
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 3
  %.44 = bitcast i8* %.43 to i8* (i8*)*
  %.45 = call i8* %.44(i8* %.41)
  %.46 = icmp eq i8* %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !8

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 2
  %.60 = call i8* @numba_unpickle(i8* %.35, i32 %.37, i8* %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi i8* [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq i8* %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !8

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.50 = call i8* @numba_runtime_build_excinfo_struct(i8* %.39, i8* nonnull %.45)
  %.51 = bitcast { i8*, i32, i8*, i8*, i32 }* %.21 to i8*
  call void @NRT_Free(i8* nonnull %.51)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.62)
  br label %.27

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.27

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.27
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np13old_arraymath19_where_generic_impl12_3clocals_3e4implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.condition.0, i8* %arg.condition.1, i64 %arg.condition.2, i64 %arg.condition.3, i8* %arg.condition.4, i64 %arg.condition.5.0, i64 %arg.condition.6.0, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, double %arg.y) local_unnamed_addr {
B0.endif.endif:
  %.179 = alloca [1 x i64], align 8
  %excinfo.4 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  tail call void @NRT_incref(i8* %arg.condition.0)
  tail call void @NRT_incref(i8* %arg.x.0)
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 8, i32 32), !noalias !38
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !8

common.ret:                                       ; preds = %B496.endif, %B412.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 0, %B496.endif ], [ 1, %B0.endif.endif.if ], [ %.185, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B412.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610814829056.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.fca.0.gep1591131 = bitcast [1 x i64]* %.179 to i64*
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to double**
  %.6.i1.i.i = load double*, double** %0, align 8, !noalias !51
  store double %arg.y, double* %.6.i1.i.i, align 8, !noalias !51
  store i64 0, i64* %.fca.0.gep1591131, align 8
  %.185 = call i32 @_ZN5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12StarArgTupleI8UniTupleIxLi1EE8UniTupleIxLi1EE8UniTupleIxLi0EEE([1 x i64]* nonnull %.179, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.4, i64 %arg.condition.5.0, i64 %arg.x.5.0)
  %.195.fca.0.load = load i64, i64* %.fca.0.gep1591131, align 8
  switch i32 %.185, label %B0.endif.endif.endif.if [
    i32 -2, label %B0.endif.endif.endif.endif
    i32 0, label %B0.endif.endif.endif.endif
  ]

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.193 = icmp sgt i32 %.185, 0
  %.186 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  %.194 = select i1 %.193, { i8*, i32, i8*, i8*, i32 }* %.186, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.194, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif, %B0.endif.endif.endif
  tail call void @NRT_incref(i8* %arg.condition.0), !noalias !52
  %.137.i.i = icmp slt i64 %.195.fca.0.load, 0
  br i1 %.137.i.i, label %B0.endif.endif.endif.endif.if, label %B124.if.preheader.i.i, !prof !56

B124.if.preheader.i.i:                            ; preds = %B0.endif.endif.endif.endif
  %.206.i.i = icmp eq i64 %.195.fca.0.load, %arg.condition.5.0
  %.209.i.i = icmp eq i64 %arg.condition.5.0, 1
  %or.cond.i.i = or i1 %.209.i.i, %.206.i.i
  br i1 %or.cond.i.i, label %B124.if.preheader.i.i21, label %B0.endif.endif.endif.endif.if, !prof !57

B0.endif.endif.endif.endif.if:                    ; preds = %B124.if.preheader.i.i, %B0.endif.endif.endif.endif
  %excinfo.2.0.i = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140610814966528, %B0.endif.endif.endif.endif ], [ @.const.picklebuf.140610814711296, %B124.if.preheader.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.i, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B124.if.preheader.i.i21:                          ; preds = %B124.if.preheader.i.i
  %1 = icmp eq i64 %arg.condition.5.0, 1
  %2 = icmp ne i64 %.195.fca.0.load, 1
  %3 = and i1 %1, %2
  %.104.i = select i1 %3, i64 %.195.fca.0.load, i64 %arg.condition.5.0
  %.105.i = select i1 %3, i64 0, i64 %arg.condition.6.0
  tail call void @NRT_incref(i8* %arg.x.0), !noalias !58
  %.206.i.i18 = icmp eq i64 %.195.fca.0.load, %arg.x.5.0
  %.209.i.i19 = icmp eq i64 %arg.x.5.0, 1
  %or.cond.i.i20 = or i1 %.209.i.i19, %.206.i.i18
  tail call void @NRT_decref(i8* %arg.condition.0)
  br i1 %or.cond.i.i20, label %B0.endif.endif.i44, label %B0.endif.endif.endif.endif.endif.if, !prof !57

B0.endif.endif.endif.endif.endif.if:              ; preds = %B124.if.preheader.i.i21
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610809780608, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.i44:                               ; preds = %B124.if.preheader.i.i21
  %4 = icmp eq i64 %arg.x.5.0, 1
  %5 = icmp ne i64 %.195.fca.0.load, 1
  %6 = and i1 %4, %5
  %.104.i25 = select i1 %6, i64 %.195.fca.0.load, i64 %arg.x.5.0
  %.105.i26 = select i1 %6, i64 0, i64 %arg.x.6.0
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.195.fca.0.load, i64 8)
  %.34.i = extractvalue { i64, i1 } %.32.i, 1
  tail call void @NRT_decref(i8* %arg.x.0)
  br i1 %.34.i, label %B412.if, label %B0.endif.endif.endif.i, !prof !8

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i44
  %.33.i = extractvalue { i64, i1 } %.32.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !62
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B412.if, label %B412.endif, !prof !8

B412.if:                                          ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i44
  %excinfo.8.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140610814829056.21, %B0.endif.endif.endif.i ], [ @.const.picklebuf.140610813958016, %B0.endif.endif.i44 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.8.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B412.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %7 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %7, align 8, !noalias !72
  %.82.i = icmp eq i64 %.104.i, 0
  br i1 %.82.i, label %B496.endif, label %B44.endif.endif.i.preheader, !prof !8

B44.endif.endif.i.preheader:                      ; preds = %B412.endif
  br label %B44.endif.endif.i

B46.i:                                            ; preds = %B44.endif.endif.i
  %8 = icmp eq i8 %.156.i, 0
  %.181.i = ptrtoint i8* %.73.027.i to i64
  %.182.i = add i64 %.105.i, %.181.i
  %.183.i = inttoptr i64 %.182.i to i8*
  br i1 %8, label %B74.i, label %B88.i

B74.i:                                            ; preds = %B44.endif.endif.endif.i, %B46.i
  %.75.2.i = phi i8 [ 0, %B46.i ], [ 1, %B44.endif.endif.endif.i ]
  %.73.2.i = phi i8* [ %.183.i, %B46.i ], [ %.73.027.i, %B44.endif.endif.endif.i ]
  %.71.2.i = phi i64 [ %.175.i, %B46.i ], [ 0, %B44.endif.endif.endif.i ]
  br label %B88.i

B88.i:                                            ; preds = %B44.endif.endif.endif.i, %B74.i, %B46.i
  %arg.y.5.0.sink.i = phi i64 [ %.195.fca.0.load, %B74.i ], [ %.104.i25, %B44.endif.endif.endif.i ], [ %.104.i25, %B46.i ]
  %arg.y.6.0.sink.i = phi i64 [ 0, %B74.i ], [ %.105.i26, %B44.endif.endif.endif.i ], [ %.105.i26, %B46.i ]
  %.296.sink.in.i = phi double* [ %.6.i1.i.i, %B74.i ], [ %arg.x.4, %B44.endif.endif.endif.i ], [ %arg.x.4, %B46.i ]
  %.75.3.i = phi i8 [ %.75.2.i, %B74.i ], [ 1, %B44.endif.endif.endif.i ], [ 0, %B46.i ]
  %.73.3.i = phi i8* [ %.73.2.i, %B74.i ], [ %.73.027.i, %B44.endif.endif.endif.i ], [ %.183.i, %B46.i ]
  %.71.3.i = phi i64 [ %.71.2.i, %B74.i ], [ 0, %B44.endif.endif.endif.i ], [ %.175.i, %B46.i ]
  %.296.sink.i = ptrtoint double* %.296.sink.in.i to i64
  %.282.i = icmp slt i64 %.71.028.i, 0
  %spec.select.i = select i1 %.282.i, i64 %arg.y.5.0.sink.i, i64 0
  %.284.i = add i64 %spec.select.i, %.71.028.i
  %.295.i = mul i64 %.284.i, %arg.y.6.0.sink.i
  %.297.i = add i64 %.295.i, %.296.sink.i
  %"$phi88.1.2.1.in.i" = inttoptr i64 %.297.i to double*
  %"$phi88.1.2.1.i" = load double, double* %"$phi88.1.2.1.in.i", align 8, !noalias !73
  %.320.i = select i1 %.282.i, i64 %.195.fca.0.load, i64 0
  %.321.i = add i64 %.320.i, %.71.028.i
  %.334.i = getelementptr double, double* %.6.i1.i, i64 %.321.i
  store double %"$phi88.1.2.1.i", double* %.334.i, align 8, !noalias !73
  %.147.not.i = icmp eq i8 %.75.3.i, 0
  br i1 %.147.not.i, label %B44.endif.endif.i, label %B496.endif, !prof !76

B44.endif.endif.i:                                ; preds = %B44.endif.endif.i.preheader, %B88.i
  %.71.028.i = phi i64 [ %.71.3.i, %B88.i ], [ 0, %B44.endif.endif.i.preheader ]
  %.73.027.i = phi i8* [ %.73.3.i, %B88.i ], [ %arg.condition.4, %B44.endif.endif.i.preheader ]
  %.156.i = load i8, i8* %.73.027.i, align 1, !noalias !73
  %.175.i = add i64 %.71.028.i, 1
  %.176.i = icmp slt i64 %.175.i, %.104.i
  br i1 %.176.i, label %B46.i, label %B44.endif.endif.endif.i, !prof !76

B44.endif.endif.endif.i:                          ; preds = %B44.endif.endif.i
  %9 = icmp eq i8 %.156.i, 0
  br i1 %9, label %B74.i, label %B88.i

B496.endif:                                       ; preds = %B88.i, %B412.endif
  %retptr.repack1142 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack1142, align 8
  %retptr.repack49 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack49, align 8
  %retptr.repack51 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.195.fca.0.load, i64* %retptr.repack51, align 8
  %retptr.repack53 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack53, align 8
  %retptr.repack55 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i1.i, double** %retptr.repack55, align 8
  %10 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.195.fca.0.load, i64* %10, align 8
  %11 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %11, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i.i)
  tail call void @NRT_decref(i8* %arg.x.0)
  tail call void @NRT_decref(i8* %arg.condition.0)
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !8

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr i32 @_ZN5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12StarArgTupleI8UniTupleIxLi1EE8UniTupleIxLi1EE8UniTupleIxLi0EEE([1 x i64]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.args.0.0, i64 %arg.args.1.0) local_unnamed_addr {
B0.endif.if:
  %.29 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 32, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.30 = icmp eq i8* %.29, null
  br i1 %.30, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !8

B1219.preheader:                                  ; preds = %B1222.2
  %0 = add nsw i64 %.717, -1
  %.726.le = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i4252, i64 0, i32 3
  %.727.le = getelementptr i64, i64* %.726.le, i64 %0
  %.728.le = load i64, i64* %.727.le, align 8
  br label %B1221

common.ret:                                       ; preds = %B328.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.if, %B1221
  %common.ret.op = phi i32 [ 0, %B1221 ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B328.if ]
  ret i32 %common.ret.op

B1221:                                            ; preds = %B1222.2, %B1219.preheader
  %tup.2.sroa.0.0.lcssa = phi i64 [ %.728.le, %B1219.preheader ], [ 1, %B1222.2 ]
  tail call void @NRT_decref(i8* nonnull %.145)
  %1 = bitcast [1 x i64]* %retptr to i64*
  store i64 %tup.2.sroa.0.0.lcssa, i64* %1, align 8
  br label %common.ret

typed_switch.end.1:                               ; preds = %B214.endif.i, %B202.endif.i, %B0.endif.endif.split.i
  %.156.i.1 = icmp slt i64 %arg.args.1.0, 0
  br i1 %.156.i.1, label %B328.if, label %B0.endif.endif.split.i.1, !prof !56

B0.endif.endif.split.i.1:                         ; preds = %typed_switch.end.1
  %.178.i.1 = icmp eq i64 %arg.args.1.0, 1
  br i1 %.178.i.1, label %B1222.2, label %switch.0.i.1

switch.0.i.1:                                     ; preds = %B0.endif.endif.split.i.1
  %2 = bitcast i8* %.5.i19 to { i64, i64, i8, i64 }**
  %.6.i19.i.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8, !noalias !77
  %.19642.i.1145617767 = bitcast { i64, i64, i8, i64 }* %.6.i19.i.1 to i64*
  %.197.i.1 = load i64, i64* %.19642.i.1145617767, align 8, !noalias !77
  %.207.i.1 = icmp slt i64 %.197.i.1, 1
  br i1 %.207.i.1, label %B328.if, label %B178.endif.i.1, !prof !8

B178.endif.i.1:                                   ; preds = %switch.0.i.1
  %.219.i.1 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i19.i.1, i64 0, i32 3
  %.221.i.1 = load i64, i64* %.219.i.1, align 8, !noalias !77
  %.222.i.1 = icmp eq i64 %.221.i.1, 1
  br i1 %.222.i.1, label %B202.endif.i.1, label %B214.endif.i.1

B214.endif.i.1:                                   ; preds = %B178.endif.i.1
  %.314.not.i.1 = icmp eq i64 %.221.i.1, %arg.args.1.0
  br i1 %.314.not.i.1, label %B1222.2, label %B328.if, !prof !57

B202.endif.i.1:                                   ; preds = %B178.endif.i.1
  %3 = bitcast { i64, i64, i8, i64 }* %.6.i19.i.1 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %3, i64 24
  %4 = bitcast i8* %sunkaddr to i64*
  store i64 %arg.args.1.0, i64* %4, align 8, !noalias !77
  br label %B1222.2

B1222.2:                                          ; preds = %B202.endif.i.1, %B214.endif.i.1, %B0.endif.endif.split.i.1
  %5 = bitcast i8* %.5.i19 to { i64, i64, i8, i64 }**
  %.6.i4252 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.716148618768 = bitcast { i64, i64, i8, i64 }* %.6.i4252 to i64*
  %.717 = load i64, i64* %.716148618768, align 8
  %.71889 = icmp sgt i64 %.717, 0
  br i1 %.71889, label %B1219.preheader, label %B1221

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610812558208, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i39 = getelementptr i8, i8* %.29, i64 24
  %6 = bitcast i8* %.5.i39 to { i64, i64, i8, i64 }**
  %.6.i4062 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.42 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i4062, i64 0, i32 1
  store i64 1, i64* %.42, align 8
  %7 = bitcast i8* %.5.i39 to i64**
  %.6.i38631 = load i64*, i64** %7, align 8
  store i64 0, i64* %.6.i38631, align 8
  %.6.i3664 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.54 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3664, i64 0, i32 2
  store i8 0, i8* %.54, align 1
  %.6.i3265 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.67 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3265, i64 0, i32 3
  store i64 0, i64* %.67, align 1
  %.6.i28482 = load i64*, i64** %7, align 8
  store i64 1, i64* %.6.i28482, align 8
  %.6.i2449 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.109 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2449, i64 0, i32 3
  store i64 1, i64* %.109, align 8
  %.6.i22503 = load i64*, i64** %7, align 8
  %.122 = load i64, i64* %.6.i22503, align 8
  %.132 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.122, i64 8)
  %.133 = extractvalue { i64, i1 } %.132, 0
  %.135 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.133, i64 24)
  %.134 = extractvalue { i64, i1 } %.132, 1
  %.137 = extractvalue { i64, i1 } %.135, 1
  %.138 = or i1 %.134, %.137
  br i1 %.138, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.if, !prof !8

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif
  %.136 = extractvalue { i64, i1 } %.135, 0
  %.145 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.136, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.146 = icmp eq i8* %.145, null
  br i1 %.146, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !8

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610812558208, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.if
  %.5.i19 = getelementptr i8, i8* %.145, i64 24
  %8 = bitcast i8* %.5.i19 to { i64, i64, i8, i64 }**
  %.6.i2057 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %8, align 8
  %.158 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2057, i64 0, i32 1
  store i64 %.122, i64* %.158, align 8
  %9 = bitcast i8* %.5.i19 to i64**
  %.6.i18584 = load i64*, i64** %9, align 8
  store i64 0, i64* %.6.i18584, align 8
  %.6.i1659 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %8, align 8
  %.170 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1659, i64 0, i32 2
  store i8 0, i8* %.170, align 1
  %.6.i1260 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %8, align 8
  %.183 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1260, i64 0, i32 3
  %.190.idx = shl nsw i64 %.122, 3
  %.194 = bitcast i64* %.183 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.194, i8 0, i64 %.190.idx, i1 false)
  %.6.i8515 = load i64*, i64** %9, align 8
  store i64 %.122, i64* %.6.i8515, align 8
  %.21345 = icmp sgt i64 %.122, 0
  br i1 %.21345, label %for.body.1.preheader, label %typed_switch.end

for.body.1.preheader:                             ; preds = %B0.endif.endif.endif.endif.endif.endif
  %10 = add nsw i64 %.122, -1
  %xtraiter = and i64 %.122, 7
  %11 = icmp ult i64 %10, 7
  br i1 %11, label %typed_switch.end.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %12 = add nsw i64 %.122, -8
  %13 = lshr i64 %12, 3
  %14 = add i64 %13, 1
  %xtraiter9 = and i64 %14, 7
  %15 = icmp ult i64 %12, 56
  br i1 %15, label %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.preheader.new.new

for.body.1.preheader.new.new:                     ; preds = %for.body.1.preheader.new
  %16 = lshr i64 %14, 3
  %17 = mul nsw i64 %16, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new.new
  %lsr.iv284 = phi i64 [ %lsr.iv.next285, %for.body.1 ], [ 0, %for.body.1.preheader.new.new ]
  %lsr.iv282 = phi i64 [ %lsr.iv.next283, %for.body.1 ], [ %17, %for.body.1.preheader.new.new ]
  %18 = bitcast i8* %.5.i19 to i8**
  %19 = bitcast i8* %.5.i39 to i8**
  %20 = bitcast i8* %.5.i19 to { i64, i64, i8, i64 }**
  %21 = bitcast i8* %.5.i39 to { i64, i64, i8, i64 }**
  %.6.i6551 = load i8*, i8** %19, align 8
  %scevgep764 = getelementptr i8, i8* %.6.i6551, i64 24
  %22 = shl i64 %lsr.iv284, 3
  %scevgep765 = getelementptr i8, i8* %scevgep764, i64 %22
  %scevgep765766 = bitcast i8* %scevgep765 to i64*
  %.224 = load i64, i64* %scevgep765766, align 8
  %.6.i2563 = load i8*, i8** %18, align 8
  %scevgep761 = getelementptr i8, i8* %.6.i2563, i64 24
  %23 = shl i64 %lsr.iv284, 3
  %scevgep762 = getelementptr i8, i8* %scevgep761, i64 %23
  %scevgep762763 = bitcast i8* %scevgep762 to i64*
  store i64 %.224, i64* %scevgep762763, align 8
  %.6.i655.15 = load i8*, i8** %19, align 8
  %scevgep758 = getelementptr i8, i8* %.6.i655.15, i64 32
  %24 = shl i64 %lsr.iv284, 3
  %scevgep759 = getelementptr i8, i8* %scevgep758, i64 %24
  %scevgep759760 = bitcast i8* %scevgep759 to i64*
  %.224.1 = load i64, i64* %scevgep759760, align 8
  %.6.i256.17 = load i8*, i8** %18, align 8
  %scevgep755 = getelementptr i8, i8* %.6.i256.17, i64 32
  %25 = shl i64 %lsr.iv284, 3
  %scevgep756 = getelementptr i8, i8* %scevgep755, i64 %25
  %scevgep756757 = bitcast i8* %scevgep756 to i64*
  store i64 %.224.1, i64* %scevgep756757, align 8
  %.6.i655.29 = load i8*, i8** %19, align 8
  %scevgep752 = getelementptr i8, i8* %.6.i655.29, i64 40
  %26 = shl i64 %lsr.iv284, 3
  %scevgep753 = getelementptr i8, i8* %scevgep752, i64 %26
  %scevgep753754 = bitcast i8* %scevgep753 to i64*
  %.224.2 = load i64, i64* %scevgep753754, align 8
  %.6.i256.211 = load i8*, i8** %18, align 8
  %scevgep749 = getelementptr i8, i8* %.6.i256.211, i64 40
  %27 = shl i64 %lsr.iv284, 3
  %scevgep750 = getelementptr i8, i8* %scevgep749, i64 %27
  %scevgep750751 = bitcast i8* %scevgep750 to i64*
  store i64 %.224.2, i64* %scevgep750751, align 8
  %.6.i655.313 = load i8*, i8** %19, align 8
  %scevgep746 = getelementptr i8, i8* %.6.i655.313, i64 48
  %28 = shl i64 %lsr.iv284, 3
  %scevgep747 = getelementptr i8, i8* %scevgep746, i64 %28
  %scevgep747748 = bitcast i8* %scevgep747 to i64*
  %.224.3 = load i64, i64* %scevgep747748, align 8
  %.6.i256.315 = load i8*, i8** %18, align 8
  %scevgep743 = getelementptr i8, i8* %.6.i256.315, i64 48
  %29 = shl i64 %lsr.iv284, 3
  %scevgep744 = getelementptr i8, i8* %scevgep743, i64 %29
  %scevgep744745 = bitcast i8* %scevgep744 to i64*
  store i64 %.224.3, i64* %scevgep744745, align 8
  %.6.i655.417 = load i8*, i8** %19, align 8
  %scevgep740 = getelementptr i8, i8* %.6.i655.417, i64 56
  %30 = shl i64 %lsr.iv284, 3
  %scevgep741 = getelementptr i8, i8* %scevgep740, i64 %30
  %scevgep741742 = bitcast i8* %scevgep741 to i64*
  %.224.4 = load i64, i64* %scevgep741742, align 8
  %.6.i256.419 = load i8*, i8** %18, align 8
  %scevgep737 = getelementptr i8, i8* %.6.i256.419, i64 56
  %31 = shl i64 %lsr.iv284, 3
  %scevgep738 = getelementptr i8, i8* %scevgep737, i64 %31
  %scevgep738739 = bitcast i8* %scevgep738 to i64*
  store i64 %.224.4, i64* %scevgep738739, align 8
  %.6.i655.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep733 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5, i64 2
  %scevgep733734 = bitcast { i64, i64, i8, i64 }* %scevgep733 to i8*
  %32 = shl i64 %lsr.iv284, 3
  %uglygep735 = getelementptr i8, i8* %scevgep733734, i64 %32
  %uglygep735736 = bitcast i8* %uglygep735 to i64*
  %.224.5 = load i64, i64* %uglygep735736, align 8
  %.6.i256.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep729 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5, i64 2
  %scevgep729730 = bitcast { i64, i64, i8, i64 }* %scevgep729 to i8*
  %33 = shl i64 %lsr.iv284, 3
  %uglygep731 = getelementptr i8, i8* %scevgep729730, i64 %33
  %uglygep731732 = bitcast i8* %uglygep731 to i64*
  store i64 %.224.5, i64* %uglygep731732, align 8
  %.6.i655.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep502 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6, i64 2, i32 1
  %scevgep503 = getelementptr i64, i64* %scevgep502, i64 %lsr.iv284
  %.224.6 = load i64, i64* %scevgep503, align 8
  %.6.i256.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep496 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6, i64 2, i32 1
  %scevgep499 = getelementptr i64, i64* %scevgep496, i64 %lsr.iv284
  store i64 %.224.6, i64* %scevgep499, align 8
  %.6.i655.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep726 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7, i64 2, i32 2
  %34 = shl i64 %lsr.iv284, 3
  %scevgep727 = getelementptr i8, i8* %scevgep726, i64 %34
  %scevgep727728 = bitcast i8* %scevgep727 to i64*
  %.224.7 = load i64, i64* %scevgep727728, align 8
  %.6.i256.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep723 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7, i64 2, i32 2
  %35 = shl i64 %lsr.iv284, 3
  %scevgep724 = getelementptr i8, i8* %scevgep723, i64 %35
  %scevgep724725 = bitcast i8* %scevgep724 to i64*
  store i64 %.224.7, i64* %scevgep724725, align 8
  %.6.i655.115 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep490 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.115, i64 2, i32 3
  %scevgep493 = getelementptr i64, i64* %scevgep490, i64 %lsr.iv284
  %.224.116 = load i64, i64* %scevgep493, align 8
  %.6.i256.117 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep484 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.117, i64 2, i32 3
  %scevgep487 = getelementptr i64, i64* %scevgep484, i64 %lsr.iv284
  store i64 %.224.116, i64* %scevgep487, align 8
  %.6.i655.1.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep719 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.1, i64 3
  %scevgep719720 = bitcast { i64, i64, i8, i64 }* %scevgep719 to i8*
  %36 = shl i64 %lsr.iv284, 3
  %uglygep721 = getelementptr i8, i8* %scevgep719720, i64 %36
  %uglygep721722 = bitcast i8* %uglygep721 to i64*
  %.224.1.1 = load i64, i64* %uglygep721722, align 8
  %.6.i256.1.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep715 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.1, i64 3
  %scevgep715716 = bitcast { i64, i64, i8, i64 }* %scevgep715 to i8*
  %37 = shl i64 %lsr.iv284, 3
  %uglygep717 = getelementptr i8, i8* %scevgep715716, i64 %37
  %uglygep717718 = bitcast i8* %uglygep717 to i64*
  store i64 %.224.1.1, i64* %uglygep717718, align 8
  %.6.i655.2.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep478 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.1, i64 3, i32 1
  %scevgep481 = getelementptr i64, i64* %scevgep478, i64 %lsr.iv284
  %.224.2.1 = load i64, i64* %scevgep481, align 8
  %.6.i256.2.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep474 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.1, i64 3, i32 1
  %scevgep475 = getelementptr i64, i64* %scevgep474, i64 %lsr.iv284
  store i64 %.224.2.1, i64* %scevgep475, align 8
  %.6.i655.3.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep712 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.1, i64 3, i32 2
  %38 = shl i64 %lsr.iv284, 3
  %scevgep713 = getelementptr i8, i8* %scevgep712, i64 %38
  %scevgep713714 = bitcast i8* %scevgep713 to i64*
  %.224.3.1 = load i64, i64* %scevgep713714, align 8
  %.6.i256.3.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep709 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.1, i64 3, i32 2
  %39 = shl i64 %lsr.iv284, 3
  %scevgep710 = getelementptr i8, i8* %scevgep709, i64 %39
  %scevgep710711 = bitcast i8* %scevgep710 to i64*
  store i64 %.224.3.1, i64* %scevgep710711, align 8
  %.6.i655.4.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep472 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.1, i64 3, i32 3
  %scevgep473 = getelementptr i64, i64* %scevgep472, i64 %lsr.iv284
  %.224.4.1 = load i64, i64* %scevgep473, align 8
  %.6.i256.4.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep469 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.1, i64 3, i32 3
  %scevgep470 = getelementptr i64, i64* %scevgep469, i64 %lsr.iv284
  store i64 %.224.4.1, i64* %scevgep470, align 8
  %.6.i655.5.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep705 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.1, i64 4
  %scevgep705706 = bitcast { i64, i64, i8, i64 }* %scevgep705 to i8*
  %40 = shl i64 %lsr.iv284, 3
  %uglygep707 = getelementptr i8, i8* %scevgep705706, i64 %40
  %uglygep707708 = bitcast i8* %uglygep707 to i64*
  %.224.5.1 = load i64, i64* %uglygep707708, align 8
  %.6.i256.5.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep701 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.1, i64 4
  %scevgep701702 = bitcast { i64, i64, i8, i64 }* %scevgep701 to i8*
  %41 = shl i64 %lsr.iv284, 3
  %uglygep703 = getelementptr i8, i8* %scevgep701702, i64 %41
  %uglygep703704 = bitcast i8* %uglygep703 to i64*
  store i64 %.224.5.1, i64* %uglygep703704, align 8
  %.6.i655.6.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep467 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.1, i64 4, i32 1
  %scevgep468 = getelementptr i64, i64* %scevgep467, i64 %lsr.iv284
  %.224.6.1 = load i64, i64* %scevgep468, align 8
  %.6.i256.6.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep464 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.1, i64 4, i32 1
  %scevgep465 = getelementptr i64, i64* %scevgep464, i64 %lsr.iv284
  store i64 %.224.6.1, i64* %scevgep465, align 8
  %.6.i655.7.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep698 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.1, i64 4, i32 2
  %42 = shl i64 %lsr.iv284, 3
  %scevgep699 = getelementptr i8, i8* %scevgep698, i64 %42
  %scevgep699700 = bitcast i8* %scevgep699 to i64*
  %.224.7.1 = load i64, i64* %scevgep699700, align 8
  %.6.i256.7.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep695 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.1, i64 4, i32 2
  %43 = shl i64 %lsr.iv284, 3
  %scevgep696 = getelementptr i8, i8* %scevgep695, i64 %43
  %scevgep696697 = bitcast i8* %scevgep696 to i64*
  store i64 %.224.7.1, i64* %scevgep696697, align 8
  %.6.i655.218 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep460 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.218, i64 4, i32 3
  %scevgep461 = getelementptr i64, i64* %scevgep460, i64 %lsr.iv284
  %.224.219 = load i64, i64* %scevgep461, align 8
  %.6.i256.220 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep456 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.220, i64 4, i32 3
  %scevgep457 = getelementptr i64, i64* %scevgep456, i64 %lsr.iv284
  store i64 %.224.219, i64* %scevgep457, align 8
  %.6.i655.1.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep691 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.2, i64 5
  %scevgep691692 = bitcast { i64, i64, i8, i64 }* %scevgep691 to i8*
  %44 = shl i64 %lsr.iv284, 3
  %uglygep693 = getelementptr i8, i8* %scevgep691692, i64 %44
  %uglygep693694 = bitcast i8* %uglygep693 to i64*
  %.224.1.2 = load i64, i64* %uglygep693694, align 8
  %.6.i256.1.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep687 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.2, i64 5
  %scevgep687688 = bitcast { i64, i64, i8, i64 }* %scevgep687 to i8*
  %45 = shl i64 %lsr.iv284, 3
  %uglygep689 = getelementptr i8, i8* %scevgep687688, i64 %45
  %uglygep689690 = bitcast i8* %uglygep689 to i64*
  store i64 %.224.1.2, i64* %uglygep689690, align 8
  %.6.i655.2.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep454 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.2, i64 5, i32 1
  %scevgep455 = getelementptr i64, i64* %scevgep454, i64 %lsr.iv284
  %.224.2.2 = load i64, i64* %scevgep455, align 8
  %.6.i256.2.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep451 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.2, i64 5, i32 1
  %scevgep452 = getelementptr i64, i64* %scevgep451, i64 %lsr.iv284
  store i64 %.224.2.2, i64* %scevgep452, align 8
  %.6.i655.3.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep684 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.2, i64 5, i32 2
  %46 = shl i64 %lsr.iv284, 3
  %scevgep685 = getelementptr i8, i8* %scevgep684, i64 %46
  %scevgep685686 = bitcast i8* %scevgep685 to i64*
  %.224.3.2 = load i64, i64* %scevgep685686, align 8
  %.6.i256.3.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep681 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.2, i64 5, i32 2
  %47 = shl i64 %lsr.iv284, 3
  %scevgep682 = getelementptr i8, i8* %scevgep681, i64 %47
  %scevgep682683 = bitcast i8* %scevgep682 to i64*
  store i64 %.224.3.2, i64* %scevgep682683, align 8
  %.6.i655.4.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep449 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.2, i64 5, i32 3
  %scevgep450 = getelementptr i64, i64* %scevgep449, i64 %lsr.iv284
  %.224.4.2 = load i64, i64* %scevgep450, align 8
  %.6.i256.4.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep446 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.2, i64 5, i32 3
  %scevgep447 = getelementptr i64, i64* %scevgep446, i64 %lsr.iv284
  store i64 %.224.4.2, i64* %scevgep447, align 8
  %.6.i655.5.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep677 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.2, i64 6
  %scevgep677678 = bitcast { i64, i64, i8, i64 }* %scevgep677 to i8*
  %48 = shl i64 %lsr.iv284, 3
  %uglygep679 = getelementptr i8, i8* %scevgep677678, i64 %48
  %uglygep679680 = bitcast i8* %uglygep679 to i64*
  %.224.5.2 = load i64, i64* %uglygep679680, align 8
  %.6.i256.5.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep673 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.2, i64 6
  %scevgep673674 = bitcast { i64, i64, i8, i64 }* %scevgep673 to i8*
  %49 = shl i64 %lsr.iv284, 3
  %uglygep675 = getelementptr i8, i8* %scevgep673674, i64 %49
  %uglygep675676 = bitcast i8* %uglygep675 to i64*
  store i64 %.224.5.2, i64* %uglygep675676, align 8
  %.6.i655.6.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep442 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.2, i64 6, i32 1
  %scevgep443 = getelementptr i64, i64* %scevgep442, i64 %lsr.iv284
  %.224.6.2 = load i64, i64* %scevgep443, align 8
  %.6.i256.6.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep436 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.2, i64 6, i32 1
  %scevgep439 = getelementptr i64, i64* %scevgep436, i64 %lsr.iv284
  store i64 %.224.6.2, i64* %scevgep439, align 8
  %.6.i655.7.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep670 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.2, i64 6, i32 2
  %50 = shl i64 %lsr.iv284, 3
  %scevgep671 = getelementptr i8, i8* %scevgep670, i64 %50
  %scevgep671672 = bitcast i8* %scevgep671 to i64*
  %.224.7.2 = load i64, i64* %scevgep671672, align 8
  %.6.i256.7.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep667 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.2, i64 6, i32 2
  %51 = shl i64 %lsr.iv284, 3
  %scevgep668 = getelementptr i8, i8* %scevgep667, i64 %51
  %scevgep668669 = bitcast i8* %scevgep668 to i64*
  store i64 %.224.7.2, i64* %scevgep668669, align 8
  %.6.i655.321 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep430 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.321, i64 6, i32 3
  %scevgep433 = getelementptr i64, i64* %scevgep430, i64 %lsr.iv284
  %.224.322 = load i64, i64* %scevgep433, align 8
  %.6.i256.323 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep424 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.323, i64 6, i32 3
  %scevgep427 = getelementptr i64, i64* %scevgep424, i64 %lsr.iv284
  store i64 %.224.322, i64* %scevgep427, align 8
  %.6.i655.1.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep663 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.3, i64 7
  %scevgep663664 = bitcast { i64, i64, i8, i64 }* %scevgep663 to i8*
  %52 = shl i64 %lsr.iv284, 3
  %uglygep665 = getelementptr i8, i8* %scevgep663664, i64 %52
  %uglygep665666 = bitcast i8* %uglygep665 to i64*
  %.224.1.3 = load i64, i64* %uglygep665666, align 8
  %.6.i256.1.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep659 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.3, i64 7
  %scevgep659660 = bitcast { i64, i64, i8, i64 }* %scevgep659 to i8*
  %53 = shl i64 %lsr.iv284, 3
  %uglygep661 = getelementptr i8, i8* %scevgep659660, i64 %53
  %uglygep661662 = bitcast i8* %uglygep661 to i64*
  store i64 %.224.1.3, i64* %uglygep661662, align 8
  %.6.i655.2.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep418 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.3, i64 7, i32 1
  %scevgep421 = getelementptr i64, i64* %scevgep418, i64 %lsr.iv284
  %.224.2.3 = load i64, i64* %scevgep421, align 8
  %.6.i256.2.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep414 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.3, i64 7, i32 1
  %scevgep415 = getelementptr i64, i64* %scevgep414, i64 %lsr.iv284
  store i64 %.224.2.3, i64* %scevgep415, align 8
  %.6.i655.3.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep656 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.3, i64 7, i32 2
  %54 = shl i64 %lsr.iv284, 3
  %scevgep657 = getelementptr i8, i8* %scevgep656, i64 %54
  %scevgep657658 = bitcast i8* %scevgep657 to i64*
  %.224.3.3 = load i64, i64* %scevgep657658, align 8
  %.6.i256.3.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep653 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.3, i64 7, i32 2
  %55 = shl i64 %lsr.iv284, 3
  %scevgep654 = getelementptr i8, i8* %scevgep653, i64 %55
  %scevgep654655 = bitcast i8* %scevgep654 to i64*
  store i64 %.224.3.3, i64* %scevgep654655, align 8
  %.6.i655.4.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep412 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.3, i64 7, i32 3
  %scevgep413 = getelementptr i64, i64* %scevgep412, i64 %lsr.iv284
  %.224.4.3 = load i64, i64* %scevgep413, align 8
  %.6.i256.4.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep409 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.3, i64 7, i32 3
  %scevgep410 = getelementptr i64, i64* %scevgep409, i64 %lsr.iv284
  store i64 %.224.4.3, i64* %scevgep410, align 8
  %.6.i655.5.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep649 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.3, i64 8
  %scevgep649650 = bitcast { i64, i64, i8, i64 }* %scevgep649 to i8*
  %56 = shl i64 %lsr.iv284, 3
  %uglygep651 = getelementptr i8, i8* %scevgep649650, i64 %56
  %uglygep651652 = bitcast i8* %uglygep651 to i64*
  %.224.5.3 = load i64, i64* %uglygep651652, align 8
  %.6.i256.5.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep645 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.3, i64 8
  %scevgep645646 = bitcast { i64, i64, i8, i64 }* %scevgep645 to i8*
  %57 = shl i64 %lsr.iv284, 3
  %uglygep647 = getelementptr i8, i8* %scevgep645646, i64 %57
  %uglygep647648 = bitcast i8* %uglygep647 to i64*
  store i64 %.224.5.3, i64* %uglygep647648, align 8
  %.6.i655.6.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep407 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.3, i64 8, i32 1
  %scevgep408 = getelementptr i64, i64* %scevgep407, i64 %lsr.iv284
  %.224.6.3 = load i64, i64* %scevgep408, align 8
  %.6.i256.6.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep404 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.3, i64 8, i32 1
  %scevgep405 = getelementptr i64, i64* %scevgep404, i64 %lsr.iv284
  store i64 %.224.6.3, i64* %scevgep405, align 8
  %.6.i655.7.387 = load i8*, i8** %19, align 8
  %scevgep642 = getelementptr i8, i8* %.6.i655.7.387, i64 272
  %58 = shl i64 %lsr.iv284, 3
  %scevgep643 = getelementptr i8, i8* %scevgep642, i64 %58
  %scevgep643644 = bitcast i8* %scevgep643 to i64*
  %.224.7.3 = load i64, i64* %scevgep643644, align 8
  %.6.i256.7.389 = load i8*, i8** %18, align 8
  %scevgep639 = getelementptr i8, i8* %.6.i256.7.389, i64 272
  %59 = shl i64 %lsr.iv284, 3
  %scevgep640 = getelementptr i8, i8* %scevgep639, i64 %59
  %scevgep640641 = bitcast i8* %scevgep640 to i64*
  store i64 %.224.7.3, i64* %scevgep640641, align 8
  %.6.i655.424 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep400 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.424, i64 8, i32 3
  %scevgep401 = getelementptr i64, i64* %scevgep400, i64 %lsr.iv284
  %.224.425 = load i64, i64* %scevgep401, align 8
  %.6.i256.426 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep396 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.426, i64 8, i32 3
  %scevgep397 = getelementptr i64, i64* %scevgep396, i64 %lsr.iv284
  store i64 %.224.425, i64* %scevgep397, align 8
  %.6.i655.1.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep635 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.4, i64 9
  %scevgep635636 = bitcast { i64, i64, i8, i64 }* %scevgep635 to i8*
  %60 = shl i64 %lsr.iv284, 3
  %uglygep637 = getelementptr i8, i8* %scevgep635636, i64 %60
  %uglygep637638 = bitcast i8* %uglygep637 to i64*
  %.224.1.4 = load i64, i64* %uglygep637638, align 8
  %.6.i256.1.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep631 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.4, i64 9
  %scevgep631632 = bitcast { i64, i64, i8, i64 }* %scevgep631 to i8*
  %61 = shl i64 %lsr.iv284, 3
  %uglygep633 = getelementptr i8, i8* %scevgep631632, i64 %61
  %uglygep633634 = bitcast i8* %uglygep633 to i64*
  store i64 %.224.1.4, i64* %uglygep633634, align 8
  %.6.i655.2.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep394 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.4, i64 9, i32 1
  %scevgep395 = getelementptr i64, i64* %scevgep394, i64 %lsr.iv284
  %.224.2.4 = load i64, i64* %scevgep395, align 8
  %.6.i256.2.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep391 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.4, i64 9, i32 1
  %scevgep392 = getelementptr i64, i64* %scevgep391, i64 %lsr.iv284
  store i64 %.224.2.4, i64* %scevgep392, align 8
  %.6.i655.3.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep628 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.4, i64 9, i32 2
  %62 = shl i64 %lsr.iv284, 3
  %scevgep629 = getelementptr i8, i8* %scevgep628, i64 %62
  %scevgep629630 = bitcast i8* %scevgep629 to i64*
  %.224.3.4 = load i64, i64* %scevgep629630, align 8
  %.6.i256.3.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep625 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.4, i64 9, i32 2
  %63 = shl i64 %lsr.iv284, 3
  %scevgep626 = getelementptr i8, i8* %scevgep625, i64 %63
  %scevgep626627 = bitcast i8* %scevgep626 to i64*
  store i64 %.224.3.4, i64* %scevgep626627, align 8
  %.6.i655.4.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep389 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.4, i64 9, i32 3
  %scevgep390 = getelementptr i64, i64* %scevgep389, i64 %lsr.iv284
  %.224.4.4 = load i64, i64* %scevgep390, align 8
  %.6.i256.4.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep386 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.4, i64 9, i32 3
  %scevgep387 = getelementptr i64, i64* %scevgep386, i64 %lsr.iv284
  store i64 %.224.4.4, i64* %scevgep387, align 8
  %.6.i655.5.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep621 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.4, i64 10
  %scevgep621622 = bitcast { i64, i64, i8, i64 }* %scevgep621 to i8*
  %64 = shl i64 %lsr.iv284, 3
  %uglygep623 = getelementptr i8, i8* %scevgep621622, i64 %64
  %uglygep623624 = bitcast i8* %uglygep623 to i64*
  %.224.5.4 = load i64, i64* %uglygep623624, align 8
  %.6.i256.5.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep617 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.4, i64 10
  %scevgep617618 = bitcast { i64, i64, i8, i64 }* %scevgep617 to i8*
  %65 = shl i64 %lsr.iv284, 3
  %uglygep619 = getelementptr i8, i8* %scevgep617618, i64 %65
  %uglygep619620 = bitcast i8* %uglygep619 to i64*
  store i64 %.224.5.4, i64* %uglygep619620, align 8
  %.6.i655.6.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep382 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.4, i64 10, i32 1
  %scevgep383 = getelementptr i64, i64* %scevgep382, i64 %lsr.iv284
  %.224.6.4 = load i64, i64* %scevgep383, align 8
  %.6.i256.6.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep376 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.4, i64 10, i32 1
  %scevgep379 = getelementptr i64, i64* %scevgep376, i64 %lsr.iv284
  store i64 %.224.6.4, i64* %scevgep379, align 8
  %.6.i655.7.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep613 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.4, i64 10, i32 2
  %66 = shl i64 %lsr.iv284, 3
  %scevgep615 = getelementptr i8, i8* %scevgep613, i64 %66
  %scevgep615616 = bitcast i8* %scevgep615 to i64*
  %.224.7.4 = load i64, i64* %scevgep615616, align 8
  %.6.i256.7.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep609 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.4, i64 10, i32 2
  %67 = shl i64 %lsr.iv284, 3
  %scevgep611 = getelementptr i8, i8* %scevgep609, i64 %67
  %scevgep611612 = bitcast i8* %scevgep611 to i64*
  store i64 %.224.7.4, i64* %scevgep611612, align 8
  %.6.i655.527 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep370 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.527, i64 10, i32 3
  %scevgep373 = getelementptr i64, i64* %scevgep370, i64 %lsr.iv284
  %.224.528 = load i64, i64* %scevgep373, align 8
  %.6.i256.529 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep364 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.529, i64 10, i32 3
  %scevgep367 = getelementptr i64, i64* %scevgep364, i64 %lsr.iv284
  store i64 %.224.528, i64* %scevgep367, align 8
  %.6.i655.1.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep605 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.5, i64 11
  %scevgep605606 = bitcast { i64, i64, i8, i64 }* %scevgep605 to i8*
  %68 = shl i64 %lsr.iv284, 3
  %uglygep607 = getelementptr i8, i8* %scevgep605606, i64 %68
  %uglygep607608 = bitcast i8* %uglygep607 to i64*
  %.224.1.5 = load i64, i64* %uglygep607608, align 8
  %.6.i256.1.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep601 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.5, i64 11
  %scevgep601602 = bitcast { i64, i64, i8, i64 }* %scevgep601 to i8*
  %69 = shl i64 %lsr.iv284, 3
  %uglygep603 = getelementptr i8, i8* %scevgep601602, i64 %69
  %uglygep603604 = bitcast i8* %uglygep603 to i64*
  store i64 %.224.1.5, i64* %uglygep603604, align 8
  %.6.i655.2.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep358 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.5, i64 11, i32 1
  %scevgep361 = getelementptr i64, i64* %scevgep358, i64 %lsr.iv284
  %.224.2.5 = load i64, i64* %scevgep361, align 8
  %.6.i256.2.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep354 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.5, i64 11, i32 1
  %scevgep355 = getelementptr i64, i64* %scevgep354, i64 %lsr.iv284
  store i64 %.224.2.5, i64* %scevgep355, align 8
  %.6.i655.3.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep597 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.5, i64 11, i32 2
  %70 = shl i64 %lsr.iv284, 3
  %scevgep599 = getelementptr i8, i8* %scevgep597, i64 %70
  %scevgep599600 = bitcast i8* %scevgep599 to i64*
  %.224.3.5 = load i64, i64* %scevgep599600, align 8
  %.6.i256.3.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep593 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.5, i64 11, i32 2
  %71 = shl i64 %lsr.iv284, 3
  %scevgep595 = getelementptr i8, i8* %scevgep593, i64 %71
  %scevgep595596 = bitcast i8* %scevgep595 to i64*
  store i64 %.224.3.5, i64* %scevgep595596, align 8
  %.6.i655.4.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep352 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.5, i64 11, i32 3
  %scevgep353 = getelementptr i64, i64* %scevgep352, i64 %lsr.iv284
  %.224.4.5 = load i64, i64* %scevgep353, align 8
  %.6.i256.4.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep349 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.5, i64 11, i32 3
  %scevgep350 = getelementptr i64, i64* %scevgep349, i64 %lsr.iv284
  store i64 %.224.4.5, i64* %scevgep350, align 8
  %.6.i655.5.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep589 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.5, i64 12
  %scevgep589590 = bitcast { i64, i64, i8, i64 }* %scevgep589 to i8*
  %72 = shl i64 %lsr.iv284, 3
  %uglygep591 = getelementptr i8, i8* %scevgep589590, i64 %72
  %uglygep591592 = bitcast i8* %uglygep591 to i64*
  %.224.5.5 = load i64, i64* %uglygep591592, align 8
  %.6.i256.5.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep585 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.5, i64 12
  %scevgep585586 = bitcast { i64, i64, i8, i64 }* %scevgep585 to i8*
  %73 = shl i64 %lsr.iv284, 3
  %uglygep587 = getelementptr i8, i8* %scevgep585586, i64 %73
  %uglygep587588 = bitcast i8* %uglygep587 to i64*
  store i64 %.224.5.5, i64* %uglygep587588, align 8
  %.6.i655.6.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep347 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.5, i64 12, i32 1
  %scevgep348 = getelementptr i64, i64* %scevgep347, i64 %lsr.iv284
  %.224.6.5 = load i64, i64* %scevgep348, align 8
  %.6.i256.6.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep344 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.5, i64 12, i32 1
  %scevgep345 = getelementptr i64, i64* %scevgep344, i64 %lsr.iv284
  store i64 %.224.6.5, i64* %scevgep345, align 8
  %.6.i655.7.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep582 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.5, i64 12, i32 2
  %74 = shl i64 %lsr.iv284, 3
  %scevgep583 = getelementptr i8, i8* %scevgep582, i64 %74
  %scevgep583584 = bitcast i8* %scevgep583 to i64*
  %.224.7.5 = load i64, i64* %scevgep583584, align 8
  %.6.i256.7.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep578 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.5, i64 12, i32 2
  %75 = shl i64 %lsr.iv284, 3
  %scevgep579 = getelementptr i8, i8* %scevgep578, i64 %75
  %scevgep579580 = bitcast i8* %scevgep579 to i64*
  store i64 %.224.7.5, i64* %scevgep579580, align 8
  %.6.i655.630 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep340 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.630, i64 12, i32 3
  %scevgep341 = getelementptr i64, i64* %scevgep340, i64 %lsr.iv284
  %.224.631 = load i64, i64* %scevgep341, align 8
  %.6.i256.632 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep336 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.632, i64 12, i32 3
  %scevgep337 = getelementptr i64, i64* %scevgep336, i64 %lsr.iv284
  store i64 %.224.631, i64* %scevgep337, align 8
  %.6.i655.1.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep573 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.6, i64 13
  %scevgep573574 = bitcast { i64, i64, i8, i64 }* %scevgep573 to i8*
  %76 = shl i64 %lsr.iv284, 3
  %uglygep575 = getelementptr i8, i8* %scevgep573574, i64 %76
  %uglygep575576 = bitcast i8* %uglygep575 to i64*
  %.224.1.6 = load i64, i64* %uglygep575576, align 8
  %.6.i256.1.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep569 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.6, i64 13
  %scevgep569570 = bitcast { i64, i64, i8, i64 }* %scevgep569 to i8*
  %77 = shl i64 %lsr.iv284, 3
  %uglygep571 = getelementptr i8, i8* %scevgep569570, i64 %77
  %uglygep571572 = bitcast i8* %uglygep571 to i64*
  store i64 %.224.1.6, i64* %uglygep571572, align 8
  %.6.i655.2.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep334 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.6, i64 13, i32 1
  %scevgep335 = getelementptr i64, i64* %scevgep334, i64 %lsr.iv284
  %.224.2.6 = load i64, i64* %scevgep335, align 8
  %.6.i256.2.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep331 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.6, i64 13, i32 1
  %scevgep332 = getelementptr i64, i64* %scevgep331, i64 %lsr.iv284
  store i64 %.224.2.6, i64* %scevgep332, align 8
  %.6.i655.3.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep565 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.6, i64 13, i32 2
  %78 = shl i64 %lsr.iv284, 3
  %scevgep566 = getelementptr i8, i8* %scevgep565, i64 %78
  %scevgep566567 = bitcast i8* %scevgep566 to i64*
  %.224.3.6 = load i64, i64* %scevgep566567, align 8
  %.6.i256.3.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep561 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.6, i64 13, i32 2
  %79 = shl i64 %lsr.iv284, 3
  %scevgep562 = getelementptr i8, i8* %scevgep561, i64 %79
  %scevgep562563 = bitcast i8* %scevgep562 to i64*
  store i64 %.224.3.6, i64* %scevgep562563, align 8
  %.6.i655.4.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep329 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.6, i64 13, i32 3
  %scevgep330 = getelementptr i64, i64* %scevgep329, i64 %lsr.iv284
  %.224.4.6 = load i64, i64* %scevgep330, align 8
  %.6.i256.4.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep326 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.6, i64 13, i32 3
  %scevgep327 = getelementptr i64, i64* %scevgep326, i64 %lsr.iv284
  store i64 %.224.4.6, i64* %scevgep327, align 8
  %.6.i655.5.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep556 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.6, i64 14
  %scevgep556557 = bitcast { i64, i64, i8, i64 }* %scevgep556 to i8*
  %80 = shl i64 %lsr.iv284, 3
  %uglygep558 = getelementptr i8, i8* %scevgep556557, i64 %80
  %uglygep558559 = bitcast i8* %uglygep558 to i64*
  %.224.5.6 = load i64, i64* %uglygep558559, align 8
  %.6.i256.5.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep550 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.6, i64 14
  %scevgep550551 = bitcast { i64, i64, i8, i64 }* %scevgep550 to i8*
  %81 = shl i64 %lsr.iv284, 3
  %uglygep552 = getelementptr i8, i8* %scevgep550551, i64 %81
  %uglygep552553 = bitcast i8* %uglygep552 to i64*
  store i64 %.224.5.6, i64* %uglygep552553, align 8
  %.6.i655.6.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep323 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.6, i64 14, i32 1
  %scevgep325 = getelementptr i64, i64* %scevgep323, i64 %lsr.iv284
  %.224.6.6 = load i64, i64* %scevgep325, align 8
  %.6.i256.6.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep321 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.6, i64 14, i32 1
  %scevgep322 = getelementptr i64, i64* %scevgep321, i64 %lsr.iv284
  store i64 %.224.6.6, i64* %scevgep322, align 8
  %.6.i655.7.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep544 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.6, i64 14, i32 2
  %82 = shl i64 %lsr.iv284, 3
  %scevgep547 = getelementptr i8, i8* %scevgep544, i64 %82
  %scevgep547548 = bitcast i8* %scevgep547 to i64*
  %.224.7.6 = load i64, i64* %scevgep547548, align 8
  %.6.i256.7.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep538 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.6, i64 14, i32 2
  %83 = shl i64 %lsr.iv284, 3
  %scevgep541 = getelementptr i8, i8* %scevgep538, i64 %83
  %scevgep541542 = bitcast i8* %scevgep541 to i64*
  store i64 %.224.7.6, i64* %scevgep541542, align 8
  %.6.i655.733 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep316 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.733, i64 14, i32 3
  %scevgep319 = getelementptr i64, i64* %scevgep316, i64 %lsr.iv284
  %.224.734 = load i64, i64* %scevgep319, align 8
  %.6.i256.735 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep310 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.735, i64 14, i32 3
  %scevgep313 = getelementptr i64, i64* %scevgep310, i64 %lsr.iv284
  store i64 %.224.734, i64* %scevgep313, align 8
  %.6.i655.1.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep532 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.7, i64 15
  %scevgep532533 = bitcast { i64, i64, i8, i64 }* %scevgep532 to i8*
  %84 = shl i64 %lsr.iv284, 3
  %uglygep534 = getelementptr i8, i8* %scevgep532533, i64 %84
  %uglygep534535 = bitcast i8* %uglygep534 to i64*
  %.224.1.7 = load i64, i64* %uglygep534535, align 8
  %.6.i256.1.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep527 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.7, i64 15
  %scevgep527528 = bitcast { i64, i64, i8, i64 }* %scevgep527 to i8*
  %85 = shl i64 %lsr.iv284, 3
  %uglygep529 = getelementptr i8, i8* %scevgep527528, i64 %85
  %uglygep529530 = bitcast i8* %uglygep529 to i64*
  store i64 %.224.1.7, i64* %uglygep529530, align 8
  %.6.i655.2.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep304 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.7, i64 15, i32 1
  %scevgep307 = getelementptr i64, i64* %scevgep304, i64 %lsr.iv284
  %.224.2.7 = load i64, i64* %scevgep307, align 8
  %.6.i256.2.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep298 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.7, i64 15, i32 1
  %scevgep301 = getelementptr i64, i64* %scevgep298, i64 %lsr.iv284
  store i64 %.224.2.7, i64* %scevgep301, align 8
  %.6.i655.3.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep524 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.7, i64 15, i32 2
  %86 = shl i64 %lsr.iv284, 3
  %scevgep525 = getelementptr i8, i8* %scevgep524, i64 %86
  %scevgep525526 = bitcast i8* %scevgep525 to i64*
  %.224.3.7 = load i64, i64* %scevgep525526, align 8
  %.6.i256.3.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep520 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.7, i64 15, i32 2
  %87 = shl i64 %lsr.iv284, 3
  %scevgep521 = getelementptr i8, i8* %scevgep520, i64 %87
  %scevgep521522 = bitcast i8* %scevgep521 to i64*
  store i64 %.224.3.7, i64* %scevgep521522, align 8
  %.6.i655.4.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep294 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.7, i64 15, i32 3
  %scevgep295 = getelementptr i64, i64* %scevgep294, i64 %lsr.iv284
  %.224.4.7 = load i64, i64* %scevgep295, align 8
  %.6.i256.4.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep292 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.7, i64 15, i32 3
  %scevgep293 = getelementptr i64, i64* %scevgep292, i64 %lsr.iv284
  store i64 %.224.4.7, i64* %scevgep293, align 8
  %.6.i655.5.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep516 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.7, i64 16
  %scevgep516517 = bitcast { i64, i64, i8, i64 }* %scevgep516 to i8*
  %88 = shl i64 %lsr.iv284, 3
  %uglygep518 = getelementptr i8, i8* %scevgep516517, i64 %88
  %uglygep518519 = bitcast i8* %uglygep518 to i64*
  %.224.5.7 = load i64, i64* %uglygep518519, align 8
  %.6.i256.5.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep512 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.7, i64 16
  %scevgep512513 = bitcast { i64, i64, i8, i64 }* %scevgep512 to i8*
  %89 = shl i64 %lsr.iv284, 3
  %uglygep514 = getelementptr i8, i8* %scevgep512513, i64 %89
  %uglygep514515 = bitcast i8* %uglygep514 to i64*
  store i64 %.224.5.7, i64* %uglygep514515, align 8
  %.6.i655.6.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep289 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.7, i64 16, i32 1
  %scevgep290 = getelementptr i64, i64* %scevgep289, i64 %lsr.iv284
  %.224.6.7 = load i64, i64* %scevgep290, align 8
  %.6.i256.6.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep287 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.7, i64 16, i32 1
  %scevgep288 = getelementptr i64, i64* %scevgep287, i64 %lsr.iv284
  store i64 %.224.6.7, i64* %scevgep288, align 8
  %.6.i655.7.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep509 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.7, i64 16, i32 2
  %90 = shl i64 %lsr.iv284, 3
  %scevgep510 = getelementptr i8, i8* %scevgep509, i64 %90
  %scevgep510511 = bitcast i8* %scevgep510 to i64*
  %.224.7.7 = load i64, i64* %scevgep510511, align 8
  %.6.i256.7.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep506 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.7, i64 16, i32 2
  %91 = shl i64 %lsr.iv284, 3
  %scevgep507 = getelementptr i8, i8* %scevgep506, i64 %91
  %scevgep507508 = bitcast i8* %scevgep507 to i64*
  store i64 %.224.7.7, i64* %scevgep507508, align 8
  %lsr.iv.next283 = add i64 %lsr.iv282, 8
  %lsr.iv.next285 = add i64 %lsr.iv284, 64
  %niter.ncmp.736 = icmp eq i64 %lsr.iv.next283, 0
  br i1 %niter.ncmp.736, label %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, label %for.body.1

typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %for.body.1
  %92 = add i64 %lsr.iv.next285, -8
  br label %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa

typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, %for.body.1.preheader.new
  %loop.index.144.lcssa.ph = phi i64 [ undef, %for.body.1.preheader.new ], [ %92, %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %loop.index.144.unr12 = phi i64 [ 0, %for.body.1.preheader.new ], [ %lsr.iv.next285, %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not37 = icmp eq i64 %xtraiter9, 0
  br i1 %lcmp.mod.not37, label %typed_switch.end.loopexit.unr-lcssa.loopexit, label %for.body.1.epil10.preheader

for.body.1.epil10.preheader:                      ; preds = %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa
  %93 = shl i64 %loop.index.144.unr12, 3
  %94 = shl i64 %xtraiter9, 3
  br label %for.body.1.epil10

for.body.1.epil10:                                ; preds = %for.body.1.epil10, %for.body.1.epil10.preheader
  %lsr.iv43 = phi i64 [ 0, %for.body.1.epil10.preheader ], [ %lsr.iv.next44, %for.body.1.epil10 ]
  %95 = bitcast i8* %.5.i19 to { i64, i64, i8, i64 }**
  %96 = bitcast i8* %.5.i39 to { i64, i64, i8, i64 }**
  %.6.i655.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %96, align 8
  %scevgep234 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.epil, i64 0, i32 3
  %scevgep234235 = bitcast i64* %scevgep234 to i8*
  %uglygep236 = getelementptr i8, i8* %scevgep234235, i64 %93
  %97 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep238 = getelementptr i8, i8* %uglygep236, i64 %97
  %scevgep238239 = bitcast i8* %scevgep238 to i64*
  %.224.epil11 = load i64, i64* %scevgep238239, align 8
  %.6.i256.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %95, align 8
  %scevgep229 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.epil, i64 0, i32 3
  %scevgep229230 = bitcast i64* %scevgep229 to i8*
  %uglygep231 = getelementptr i8, i8* %scevgep229230, i64 %93
  %98 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep232 = getelementptr i8, i8* %uglygep231, i64 %98
  %scevgep232233 = bitcast i8* %scevgep232 to i64*
  store i64 %.224.epil11, i64* %scevgep232233, align 8
  %.6.i655.1.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %96, align 8
  %scevgep127.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.epil, i64 1
  %scevgep127128.epil = bitcast { i64, i64, i8, i64 }* %scevgep127.epil to i8*
  %uglygep99 = getelementptr i8, i8* %scevgep127128.epil, i64 %93
  %99 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep280 = getelementptr i8, i8* %uglygep99, i64 %99
  %scevgep280281 = bitcast i8* %scevgep280 to i64*
  %.224.1.epil = load i64, i64* %scevgep280281, align 8
  %.6.i256.1.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %95, align 8
  %scevgep131.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.epil, i64 1
  %scevgep131132.epil = bitcast { i64, i64, i8, i64 }* %scevgep131.epil to i8*
  %uglygep96 = getelementptr i8, i8* %scevgep131132.epil, i64 %93
  %100 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep276 = getelementptr i8, i8* %uglygep96, i64 %100
  %scevgep276277 = bitcast i8* %scevgep276 to i64*
  store i64 %.224.1.epil, i64* %scevgep276277, align 8
  %.6.i655.2.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %96, align 8
  %scevgep224 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.epil, i64 1, i32 1
  %scevgep224225 = bitcast i64* %scevgep224 to i8*
  %uglygep226 = getelementptr i8, i8* %scevgep224225, i64 %93
  %101 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep227 = getelementptr i8, i8* %uglygep226, i64 %101
  %scevgep227228 = bitcast i8* %scevgep227 to i64*
  %.224.2.epil = load i64, i64* %scevgep227228, align 8
  %.6.i256.2.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %95, align 8
  %scevgep216 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.epil, i64 1, i32 1
  %scevgep216217 = bitcast i64* %scevgep216 to i8*
  %uglygep218 = getelementptr i8, i8* %scevgep216217, i64 %93
  %102 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep220 = getelementptr i8, i8* %uglygep218, i64 %102
  %scevgep220221 = bitcast i8* %scevgep220 to i64*
  store i64 %.224.2.epil, i64* %scevgep220221, align 8
  %.6.i655.3.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %96, align 8
  %scevgep271 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.epil, i64 1, i32 2
  %scevgep272 = getelementptr i8, i8* %scevgep271, i64 %93
  %103 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep274 = getelementptr i8, i8* %scevgep272, i64 %103
  %scevgep274275 = bitcast i8* %scevgep274 to i64*
  %.224.3.epil = load i64, i64* %scevgep274275, align 8
  %.6.i256.3.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %95, align 8
  %scevgep266 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.epil, i64 1, i32 2
  %scevgep267 = getelementptr i8, i8* %scevgep266, i64 %93
  %104 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep269 = getelementptr i8, i8* %scevgep267, i64 %104
  %scevgep269270 = bitcast i8* %scevgep269 to i64*
  store i64 %.224.3.epil, i64* %scevgep269270, align 8
  %.6.i655.4.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %96, align 8
  %scevgep211 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.epil, i64 1, i32 3
  %scevgep211212 = bitcast i64* %scevgep211 to i8*
  %uglygep213 = getelementptr i8, i8* %scevgep211212, i64 %93
  %105 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep214 = getelementptr i8, i8* %uglygep213, i64 %105
  %scevgep214215 = bitcast i8* %scevgep214 to i64*
  %.224.4.epil = load i64, i64* %scevgep214215, align 8
  %.6.i256.4.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %95, align 8
  %scevgep206 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.epil, i64 1, i32 3
  %scevgep206207 = bitcast i64* %scevgep206 to i8*
  %uglygep208 = getelementptr i8, i8* %scevgep206207, i64 %93
  %106 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep209 = getelementptr i8, i8* %uglygep208, i64 %106
  %scevgep209210 = bitcast i8* %scevgep209 to i64*
  store i64 %.224.4.epil, i64* %scevgep209210, align 8
  %.6.i655.5.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %96, align 8
  %scevgep105.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.epil, i64 2
  %scevgep105106.epil = bitcast { i64, i64, i8, i64 }* %scevgep105.epil to i8*
  %uglygep85 = getelementptr i8, i8* %scevgep105106.epil, i64 %93
  %107 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep262 = getelementptr i8, i8* %uglygep85, i64 %107
  %scevgep262263 = bitcast i8* %scevgep262 to i64*
  %.224.5.epil = load i64, i64* %scevgep262263, align 8
  %.6.i256.5.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %95, align 8
  %scevgep109.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.epil, i64 2
  %scevgep109110.epil = bitcast { i64, i64, i8, i64 }* %scevgep109.epil to i8*
  %uglygep82 = getelementptr i8, i8* %scevgep109110.epil, i64 %93
  %108 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep259 = getelementptr i8, i8* %uglygep82, i64 %108
  %scevgep259260 = bitcast i8* %scevgep259 to i64*
  store i64 %.224.5.epil, i64* %scevgep259260, align 8
  %.6.i655.6.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %96, align 8
  %scevgep199 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.epil, i64 2, i32 1
  %scevgep199200 = bitcast i64* %scevgep199 to i8*
  %uglygep201 = getelementptr i8, i8* %scevgep199200, i64 %93
  %109 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep202 = getelementptr i8, i8* %uglygep201, i64 %109
  %scevgep202203 = bitcast i8* %scevgep202 to i64*
  %.224.6.epil = load i64, i64* %scevgep202203, align 8
  %.6.i256.6.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %95, align 8
  %scevgep193 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.epil, i64 2, i32 1
  %scevgep193194 = bitcast i64* %scevgep193 to i8*
  %uglygep = getelementptr i8, i8* %scevgep193194, i64 %93
  %110 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep196 = getelementptr i8, i8* %uglygep, i64 %110
  %scevgep196197 = bitcast i8* %scevgep196 to i64*
  store i64 %.224.6.epil, i64* %scevgep196197, align 8
  %.6.i655.7.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %96, align 8
  %scevgep250 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.epil, i64 2, i32 2
  %scevgep253 = getelementptr i8, i8* %scevgep250, i64 %93
  %111 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep256 = getelementptr i8, i8* %scevgep253, i64 %111
  %scevgep256257 = bitcast i8* %scevgep256 to i64*
  %.224.7.epil = load i64, i64* %scevgep256257, align 8
  %.6.i256.7.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %95, align 8
  %scevgep241 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.epil, i64 2, i32 2
  %scevgep244 = getelementptr i8, i8* %scevgep241, i64 %93
  %112 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep247 = getelementptr i8, i8* %scevgep244, i64 %112
  %scevgep247248 = bitcast i8* %scevgep247 to i64*
  store i64 %.224.7.epil, i64* %scevgep247248, align 8
  %lsr.iv.next44 = add nuw nsw i64 %lsr.iv43, 8
  %epil.iter.cmp.not38 = icmp eq i64 %94, %lsr.iv.next44
  br i1 %epil.iter.cmp.not38, label %typed_switch.end.loopexit.unr-lcssa.loopexit.loopexit, label %for.body.1.epil10, !llvm.loop !81

typed_switch.end.loopexit.unr-lcssa.loopexit.loopexit: ; preds = %for.body.1.epil10
  %113 = add i64 %loop.index.144.unr12, -8
  %114 = add i64 %113, %lsr.iv.next44
  br label %typed_switch.end.loopexit.unr-lcssa.loopexit

typed_switch.end.loopexit.unr-lcssa.loopexit:     ; preds = %typed_switch.end.loopexit.unr-lcssa.loopexit.loopexit, %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa
  %loop.index.144.lcssa = phi i64 [ %loop.index.144.lcssa.ph, %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %114, %typed_switch.end.loopexit.unr-lcssa.loopexit.loopexit ]
  %phi.bo = add i64 %loop.index.144.lcssa, 11
  br label %typed_switch.end.loopexit.unr-lcssa

typed_switch.end.loopexit.unr-lcssa:              ; preds = %typed_switch.end.loopexit.unr-lcssa.loopexit, %for.body.1.preheader
  %loop.index.144.unr = phi i64 [ 3, %for.body.1.preheader ], [ %phi.bo, %typed_switch.end.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %typed_switch.end, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %typed_switch.end.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv100 = phi i64 [ %lsr.iv.next101, %for.body.1.epil ], [ %xtraiter, %for.body.1.epil.preheader ]
  %lsr.iv = phi i64 [ %lsr.iv.next, %for.body.1.epil ], [ %loop.index.144.unr, %for.body.1.epil.preheader ]
  %115 = bitcast i8* %.5.i39 to i8**
  %116 = bitcast i8* %.5.i19 to i8**
  %.6.i655.epil6 = load i8*, i8** %115, align 8
  %117 = shl i64 %lsr.iv, 3
  %scevgep190 = getelementptr i8, i8* %.6.i655.epil6, i64 %117
  %scevgep190191 = bitcast i8* %scevgep190 to i64*
  %.224.epil = load i64, i64* %scevgep190191, align 8
  %.6.i256.epil7 = load i8*, i8** %116, align 8
  %118 = shl i64 %lsr.iv, 3
  %scevgep = getelementptr i8, i8* %.6.i256.epil7, i64 %118
  %scevgep187 = bitcast i8* %scevgep to i64*
  store i64 %.224.epil, i64* %scevgep187, align 8
  %lsr.iv.next = add i64 %lsr.iv, 1
  %lsr.iv.next101 = add nsw i64 %lsr.iv100, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next101, 0
  br i1 %epil.iter.cmp.not, label %typed_switch.end, label %for.body.1.epil, !llvm.loop !82

typed_switch.end:                                 ; preds = %for.body.1.epil, %typed_switch.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.29)
  %.156.i = icmp slt i64 %arg.args.0.0, 0
  br i1 %.156.i, label %B328.if, label %B0.endif.endif.split.i, !prof !56

B0.endif.endif.split.i:                           ; preds = %typed_switch.end
  %.178.i = icmp eq i64 %arg.args.0.0, 1
  br i1 %.178.i, label %typed_switch.end.1, label %switch.0.i

switch.0.i:                                       ; preds = %B0.endif.endif.split.i
  %119 = bitcast i8* %.5.i19 to { i64, i64, i8, i64 }**
  %.6.i19.i = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %119, align 8, !noalias !77
  %.19642.i159619769 = bitcast { i64, i64, i8, i64 }* %.6.i19.i to i64*
  %.197.i = load i64, i64* %.19642.i159619769, align 8, !noalias !77
  %.207.i = icmp slt i64 %.197.i, 1
  br i1 %.207.i, label %B328.if, label %B178.endif.i, !prof !8

B178.endif.i:                                     ; preds = %switch.0.i
  %.219.i = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i19.i, i64 0, i32 3
  %.221.i = load i64, i64* %.219.i, align 8, !noalias !77
  %.222.i = icmp eq i64 %.221.i, 1
  br i1 %.222.i, label %B202.endif.i, label %B214.endif.i

B202.endif.i:                                     ; preds = %B178.endif.i
  %120 = bitcast { i64, i64, i8, i64 }* %.6.i19.i to i8*
  %sunkaddr770 = getelementptr inbounds i8, i8* %120, i64 24
  %121 = bitcast i8* %sunkaddr770 to i64*
  store i64 %arg.args.0.0, i64* %121, align 8, !noalias !77
  br label %typed_switch.end.1

B214.endif.i:                                     ; preds = %B178.endif.i
  %.314.not.i = icmp eq i64 %.221.i, %arg.args.0.0
  br i1 %.314.not.i, label %typed_switch.end.1, label %B328.if, !prof !57

B328.if:                                          ; preds = %B214.endif.i, %switch.0.i, %typed_switch.end, %B214.endif.i.1, %switch.0.i.1, %typed_switch.end.1
  %excinfo.3.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140610808451392, %typed_switch.end ], [ @.const.picklebuf.140610809570240, %B214.endif.i ], [ @.const.picklebuf.140610810342272, %switch.0.i ], [ @.const.picklebuf.140610808451392, %typed_switch.end.1 ], [ @.const.picklebuf.140610810342272, %switch.0.i.1 ], [ @.const.picklebuf.140610809570240, %B214.endif.i.1 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !8

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !8

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }

!numba_args_may_always_need_nrt = !{!0, !0}

!0 = distinct !{null}
!1 = !{!2, !4, !5, !7}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = !{!"branch_weights", i32 1, i32 99}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{i1 true}
!12 = !{!13, !15, !16, !18}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!18 = distinct !{!18, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!19 = distinct !{!19, !10}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!23 = !{!"branch_weights", i32 1, i32 7}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = !{!27, !29, !30, !32}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!30 = distinct !{!30, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!32 = distinct !{!32, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!33 = distinct !{!33, !10}
!34 = !{!35}
!35 = distinct !{!35, !36, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!36 = distinct !{!36, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!37 = distinct !{!37, !10}
!38 = !{!39, !41, !42, !44, !45, !47, !48, !50}
!39 = distinct !{!39, !40, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!40 = distinct !{!40, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!41 = distinct !{!41, !40, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!42 = distinct !{!42, !43, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!43 = distinct !{!43, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!44 = distinct !{!44, !43, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj13impl_np_array12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd18dtype_28float64_29: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj13impl_np_array12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd18dtype_28float64_29"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj13impl_np_array12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd18dtype_28float64_29: %excinfo"}
!48 = distinct !{!48, !49, !"_ZN5numba2np13old_arraymath10np_asarray12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd27omitted_28default_3dNone_29: %retptr"}
!49 = distinct !{!49, !"_ZN5numba2np13old_arraymath10np_asarray12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd27omitted_28default_3dNone_29"}
!50 = distinct !{!50, !49, !"_ZN5numba2np13old_arraymath10np_asarray12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd27omitted_28default_3dNone_29: %excinfo"}
!51 = !{!45, !47, !48, !50}
!52 = !{!53, !55}
!53 = distinct !{!53, !54, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v56B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %retptr"}
!54 = distinct !{!54, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v56B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE"}
!55 = distinct !{!55, !54, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v56B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %excinfo"}
!56 = !{!"branch_weights", i32 21474836, i32 2126008812}
!57 = !{!"branch_weights", i32 2126008812, i32 21474836}
!58 = !{!59, !61}
!59 = distinct !{!59, !60, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %retptr"}
!60 = distinct !{!60, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE"}
!61 = distinct !{!61, !60, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %excinfo"}
!62 = !{!63, !65, !66, !68, !69, !71}
!63 = distinct !{!63, !64, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!64 = distinct !{!64, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!65 = distinct !{!65, !64, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!68 = distinct !{!68, !67, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!69 = distinct !{!69, !70, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!70 = distinct !{!70, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!71 = distinct !{!71, !70, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!72 = !{!69, !71}
!73 = !{!74}
!74 = distinct !{!74, !75, !"_ZN5numba2np13old_arraymath25_where_generic_inner_implB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!75 = distinct !{!75, !"_ZN5numba2np13old_arraymath25_where_generic_inner_implB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE"}
!76 = !{!"branch_weights", i32 99, i32 1}
!77 = !{!78, !80}
!78 = distinct !{!78, !79, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %retptr"}
!79 = distinct !{!79, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE"}
!80 = distinct !{!80, !79, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %excinfo"}
!81 = distinct !{!81, !10}
!82 = distinct !{!82, !10}
