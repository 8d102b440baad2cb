; ModuleID = 'masked_where_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139915721446720 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139915721446720.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139915721446720 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139915721446720, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915721446720.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139915723622080 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.139915723622080.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.139915723622080 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.139915723622080, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915723622080.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.masked_where_sum = internal constant [17 x i8] c"masked_where_sum\00"
@_ZN08NumbaEnv7kernels16masked_where_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels16masked_where_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [170 x i8] c"missing Environment: _ZN08NumbaEnv7kernels16masked_where_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f40ab232090>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f40ab232090>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f40ab231150B3v65B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@.const.pickledata.139915729697280 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139915729697280.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139915729697280 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139915729697280, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915729697280.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f40ab2322d0B3v66B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath19_where_generic_impl12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj13impl_np_array12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139915729697280.18 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139915729697280.sha1.19 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139915729697280.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139915729697280.18, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915729697280.sha1.19, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12StarArgTupleI8UniTupleIxLi1EE8UniTupleIxLi1EE8UniTupleIxLi0EEE = common local_unnamed_addr global i8* null
@.const.pickledata.139915722973824 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.139915722973824.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.139915722973824 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.139915722973824, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915722973824.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc7literal19literal_unroll_impl12_3clocals_3e4implB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12StarArgTupleI8UniTupleIxLi1EE8UniTupleIxLi1EE8UniTupleIxLi0EEE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj27numpy_broadcast_shapes_listB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@.const.pickledata.139915722994688 = internal constant [138 x i8] c"\80\04\95\7F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C#negative dimensions are not allowed\94\85\94\8C\1Bnumpy_broadcast_shapes_list\94\8C\14numba/np/arrayobj.py\94M\E7\05\87\94\87\94."
@.const.pickledata.139915722994688.sha1 = internal constant [20 x i8] c"\9E\A6se\02&\DA\1E\97A\15\FF\C0&\F2\FA'\166,"
@.const.picklebuf.139915722994688 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([138 x i8], [138 x i8]* @.const.pickledata.139915722994688, i32 0, i32 0), i32 138, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915722994688.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139915721958272 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.139915721958272.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.139915721958272 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.139915721958272, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915721958272.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139915722544064 = internal constant [164 x i8] c"\80\04\95\99\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=shape mismatch: objects cannot be broadcast to a single shape\94\85\94\8C\1Bnumpy_broadcast_shapes_list\94\8C\14numba/np/arrayobj.py\94M\ED\05\87\94\87\94."
@.const.pickledata.139915722544064.sha1 = internal constant [20 x i8] c"9\B0\22\A7q\BE\95\108x\F8\AAx\07\EF7\A00:3"
@.const.picklebuf.139915722544064 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([164 x i8], [164 x i8]* @.const.pickledata.139915722544064, i32 0, i32 0), i32 164, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915722544064.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB3v55B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj26_default_broadcast_to_implB3v56B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj14_can_broadcastB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@.const.pickledata.139915725950976 = internal constant [142 x i8] c"\80\04\95\83\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C4all elements of broadcast shape must be non-negative\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\9A\05\87\94\87\94."
@.const.pickledata.139915725950976.sha1 = internal constant [20 x i8] c"\8B\F2\B0\1D\E8S\CF\96\14\A6+K\997o\93i\85\09 "
@.const.picklebuf.139915725950976 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([142 x i8], [142 x i8]* @.const.pickledata.139915725950976, i32 0, i32 0), i32 142, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915725950976.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139915723482624 = internal constant [151 x i8] c"\80\04\95\8C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=operands could not be broadcast together with remapped shapes\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\AC\05\87\94\87\94."
@.const.pickledata.139915723482624.sha1 = internal constant [20 x i8] c"\88\83\0D\11\E5bJ\03\F6|='|\B4+\1A\C2\A8\ED\85"
@.const.picklebuf.139915723482624 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([151 x i8], [151 x i8]* @.const.pickledata.139915723482624, i32 0, i32 0), i32 151, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915723482624.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj26_default_broadcast_to_implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj14_can_broadcastB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@.const.pickledata.139915722993152 = internal constant [151 x i8] c"\80\04\95\8C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=operands could not be broadcast together with remapped shapes\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\AC\05\87\94\87\94."
@.const.pickledata.139915722993152.sha1 = internal constant [20 x i8] c"\88\83\0D\11\E5bJ\03\F6|='|\B4+\1A\C2\A8\ED\85"
@.const.picklebuf.139915722993152 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([151 x i8], [151 x i8]* @.const.pickledata.139915722993152, i32 0, i32 0), i32 151, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915722993152.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj26_default_broadcast_to_implB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj14_can_broadcastB3v62B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139915723216704 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139915723216704.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139915723216704 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139915723216704, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915723216704.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139915729697280.22 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139915729697280.sha1.23 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139915729697280.21 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139915729697280.22, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915729697280.sha1.23, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath25_where_generic_inner_implB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f40ab231ad0B3v67B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEbd = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels16masked_where_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.y.0, i8* nocapture readnone %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, double* nocapture readonly %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr {
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915729697280, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %entry
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %0, align 8
  %.157182 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.157182, label %for.body.preheader, label %B128.i18

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %1 = icmp eq i64 %arg.x.5.0, 1
  br i1 %1, label %B128.i18.thread, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.x.5.0, 32
  br i1 %min.iters.check, label %for.body.us.preheader588, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %2 = bitcast double* %arg.x.4 to i8*
  %scevgep = getelementptr i8, i8* %.6.i, i64 %arg.x.5.0
  %scevgep274 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %scevgep274275 = bitcast double* %scevgep274 to i8*
  %bound0 = icmp ult i8* %.6.i, %scevgep274275
  %bound1 = icmp ugt i8* %scevgep, %2
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader588, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0, -32
  %3 = add i64 %n.vec, -32
  %4 = lshr exact i64 %3, 5
  %5 = add nuw nsw i64 %4, 1
  %xtraiter662 = and i64 %5, 7
  %6 = icmp ult i64 %3, 224
  br i1 %6, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const3269 = bitcast i64 1152921504606846968 to i64
  %unroll_iter665 = and i64 %5, %const3269
  %scevgep3068 = getelementptr double, double* %arg.x.4, i64 248
  %scevgep3164 = getelementptr i8, i8* %.6.i, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv3260 = phi i64 [ %lsr.iv.next3261, %vector.body ], [ %unroll_iter665, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep3152 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31523153 = bitcast double* %scevgep3152 to <8 x double>*
  %scevgep3154 = getelementptr <8 x double>, <8 x double>* %scevgep31523153, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep3154, align 8, !alias.scope !9
  %scevgep3161 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31613162 = bitcast double* %scevgep3161 to <8 x double>*
  %scevgep3163 = getelementptr <8 x double>, <8 x double>* %scevgep31613162, i64 -30
  %wide.load276 = load <8 x double>, <8 x double>* %scevgep3163, align 8, !alias.scope !9
  %scevgep3158 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31583159 = bitcast double* %scevgep3158 to <8 x double>*
  %scevgep3160 = getelementptr <8 x double>, <8 x double>* %scevgep31583159, i64 -29
  %wide.load277 = load <8 x double>, <8 x double>* %scevgep3160, align 8, !alias.scope !9
  %scevgep3155 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31553156 = bitcast double* %scevgep3155 to <8 x double>*
  %scevgep3157 = getelementptr <8 x double>, <8 x double>* %scevgep31553156, i64 -28
  %wide.load278 = load <8 x double>, <8 x double>* %scevgep3157, align 8, !alias.scope !9
  %7 = fcmp ogt <8 x double> %wide.load, zeroinitializer
  %8 = fcmp ogt <8 x double> %wide.load276, zeroinitializer
  %9 = fcmp ogt <8 x double> %wide.load277, zeroinitializer
  %10 = fcmp ogt <8 x double> %wide.load278, zeroinitializer
  %11 = zext <8 x i1> %7 to <8 x i8>
  %12 = zext <8 x i1> %8 to <8 x i8>
  %13 = zext <8 x i1> %9 to <8 x i8>
  %14 = zext <8 x i1> %10 to <8 x i8>
  %scevgep3248 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32483249 = bitcast i8* %scevgep3248 to <8 x i8>*
  %scevgep3250 = getelementptr <8 x i8>, <8 x i8>* %scevgep32483249, i64 -31
  store <8 x i8> %11, <8 x i8>* %scevgep3250, align 1, !alias.scope !12, !noalias !9
  %scevgep3257 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32573258 = bitcast i8* %scevgep3257 to <8 x i8>*
  %scevgep3259 = getelementptr <8 x i8>, <8 x i8>* %scevgep32573258, i64 -30
  store <8 x i8> %12, <8 x i8>* %scevgep3259, align 1, !alias.scope !12, !noalias !9
  %scevgep3254 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32543255 = bitcast i8* %scevgep3254 to <8 x i8>*
  %scevgep3256 = getelementptr <8 x i8>, <8 x i8>* %scevgep32543255, i64 -29
  store <8 x i8> %13, <8 x i8>* %scevgep3256, align 1, !alias.scope !12, !noalias !9
  %scevgep3251 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32513252 = bitcast i8* %scevgep3251 to <8 x i8>*
  %scevgep3253 = getelementptr <8 x i8>, <8 x i8>* %scevgep32513252, i64 -28
  store <8 x i8> %14, <8 x i8>* %scevgep3253, align 1, !alias.scope !12, !noalias !9
  %scevgep3138 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31383139 = bitcast double* %scevgep3138 to <8 x double>*
  %scevgep3140 = getelementptr <8 x double>, <8 x double>* %scevgep31383139, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep3140, align 8, !alias.scope !9
  %scevgep3135 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31353136 = bitcast double* %scevgep3135 to <8 x double>*
  %scevgep3137 = getelementptr <8 x double>, <8 x double>* %scevgep31353136, i64 -26
  %wide.load276.1 = load <8 x double>, <8 x double>* %scevgep3137, align 8, !alias.scope !9
  %scevgep3132 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31323133 = bitcast double* %scevgep3132 to <8 x double>*
  %scevgep3134 = getelementptr <8 x double>, <8 x double>* %scevgep31323133, i64 -25
  %wide.load277.1 = load <8 x double>, <8 x double>* %scevgep3134, align 8, !alias.scope !9
  %scevgep3129 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31293130 = bitcast double* %scevgep3129 to <8 x double>*
  %scevgep3131 = getelementptr <8 x double>, <8 x double>* %scevgep31293130, i64 -24
  %wide.load278.1 = load <8 x double>, <8 x double>* %scevgep3131, align 8, !alias.scope !9
  %15 = fcmp ogt <8 x double> %wide.load.1, zeroinitializer
  %16 = fcmp ogt <8 x double> %wide.load276.1, zeroinitializer
  %17 = fcmp ogt <8 x double> %wide.load277.1, zeroinitializer
  %18 = fcmp ogt <8 x double> %wide.load278.1, zeroinitializer
  %19 = zext <8 x i1> %15 to <8 x i8>
  %20 = zext <8 x i1> %16 to <8 x i8>
  %21 = zext <8 x i1> %17 to <8 x i8>
  %22 = zext <8 x i1> %18 to <8 x i8>
  %scevgep3234 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32343235 = bitcast i8* %scevgep3234 to <8 x i8>*
  %scevgep3236 = getelementptr <8 x i8>, <8 x i8>* %scevgep32343235, i64 -27
  store <8 x i8> %19, <8 x i8>* %scevgep3236, align 1, !alias.scope !12, !noalias !9
  %scevgep3231 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32313232 = bitcast i8* %scevgep3231 to <8 x i8>*
  %scevgep3233 = getelementptr <8 x i8>, <8 x i8>* %scevgep32313232, i64 -26
  store <8 x i8> %20, <8 x i8>* %scevgep3233, align 1, !alias.scope !12, !noalias !9
  %scevgep3228 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32283229 = bitcast i8* %scevgep3228 to <8 x i8>*
  %scevgep3230 = getelementptr <8 x i8>, <8 x i8>* %scevgep32283229, i64 -25
  store <8 x i8> %21, <8 x i8>* %scevgep3230, align 1, !alias.scope !12, !noalias !9
  %scevgep3225 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32253226 = bitcast i8* %scevgep3225 to <8 x i8>*
  %scevgep3227 = getelementptr <8 x i8>, <8 x i8>* %scevgep32253226, i64 -24
  store <8 x i8> %22, <8 x i8>* %scevgep3227, align 1, !alias.scope !12, !noalias !9
  %scevgep3126 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31263127 = bitcast double* %scevgep3126 to <8 x double>*
  %scevgep3128 = getelementptr <8 x double>, <8 x double>* %scevgep31263127, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep3128, align 8, !alias.scope !9
  %scevgep3123 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31233124 = bitcast double* %scevgep3123 to <8 x double>*
  %scevgep3125 = getelementptr <8 x double>, <8 x double>* %scevgep31233124, i64 -22
  %wide.load276.2 = load <8 x double>, <8 x double>* %scevgep3125, align 8, !alias.scope !9
  %scevgep3120 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31203121 = bitcast double* %scevgep3120 to <8 x double>*
  %scevgep3122 = getelementptr <8 x double>, <8 x double>* %scevgep31203121, i64 -21
  %wide.load277.2 = load <8 x double>, <8 x double>* %scevgep3122, align 8, !alias.scope !9
  %scevgep3117 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31173118 = bitcast double* %scevgep3117 to <8 x double>*
  %scevgep3119 = getelementptr <8 x double>, <8 x double>* %scevgep31173118, i64 -20
  %wide.load278.2 = load <8 x double>, <8 x double>* %scevgep3119, align 8, !alias.scope !9
  %23 = fcmp ogt <8 x double> %wide.load.2, zeroinitializer
  %24 = fcmp ogt <8 x double> %wide.load276.2, zeroinitializer
  %25 = fcmp ogt <8 x double> %wide.load277.2, zeroinitializer
  %26 = fcmp ogt <8 x double> %wide.load278.2, zeroinitializer
  %27 = zext <8 x i1> %23 to <8 x i8>
  %28 = zext <8 x i1> %24 to <8 x i8>
  %29 = zext <8 x i1> %25 to <8 x i8>
  %30 = zext <8 x i1> %26 to <8 x i8>
  %scevgep3222 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32223223 = bitcast i8* %scevgep3222 to <8 x i8>*
  %scevgep3224 = getelementptr <8 x i8>, <8 x i8>* %scevgep32223223, i64 -23
  store <8 x i8> %27, <8 x i8>* %scevgep3224, align 1, !alias.scope !12, !noalias !9
  %scevgep3219 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32193220 = bitcast i8* %scevgep3219 to <8 x i8>*
  %scevgep3221 = getelementptr <8 x i8>, <8 x i8>* %scevgep32193220, i64 -22
  store <8 x i8> %28, <8 x i8>* %scevgep3221, align 1, !alias.scope !12, !noalias !9
  %scevgep3216 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32163217 = bitcast i8* %scevgep3216 to <8 x i8>*
  %scevgep3218 = getelementptr <8 x i8>, <8 x i8>* %scevgep32163217, i64 -21
  store <8 x i8> %29, <8 x i8>* %scevgep3218, align 1, !alias.scope !12, !noalias !9
  %scevgep3213 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32133214 = bitcast i8* %scevgep3213 to <8 x i8>*
  %scevgep3215 = getelementptr <8 x i8>, <8 x i8>* %scevgep32133214, i64 -20
  store <8 x i8> %30, <8 x i8>* %scevgep3215, align 1, !alias.scope !12, !noalias !9
  %scevgep3114 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31143115 = bitcast double* %scevgep3114 to <8 x double>*
  %scevgep3116 = getelementptr <8 x double>, <8 x double>* %scevgep31143115, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep3116, align 8, !alias.scope !9
  %scevgep3111 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31113112 = bitcast double* %scevgep3111 to <8 x double>*
  %scevgep3113 = getelementptr <8 x double>, <8 x double>* %scevgep31113112, i64 -18
  %wide.load276.3 = load <8 x double>, <8 x double>* %scevgep3113, align 8, !alias.scope !9
  %scevgep3108 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31083109 = bitcast double* %scevgep3108 to <8 x double>*
  %scevgep3110 = getelementptr <8 x double>, <8 x double>* %scevgep31083109, i64 -17
  %wide.load277.3 = load <8 x double>, <8 x double>* %scevgep3110, align 8, !alias.scope !9
  %scevgep3105 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31053106 = bitcast double* %scevgep3105 to <8 x double>*
  %scevgep3107 = getelementptr <8 x double>, <8 x double>* %scevgep31053106, i64 -16
  %wide.load278.3 = load <8 x double>, <8 x double>* %scevgep3107, align 8, !alias.scope !9
  %31 = fcmp ogt <8 x double> %wide.load.3, zeroinitializer
  %32 = fcmp ogt <8 x double> %wide.load276.3, zeroinitializer
  %33 = fcmp ogt <8 x double> %wide.load277.3, zeroinitializer
  %34 = fcmp ogt <8 x double> %wide.load278.3, zeroinitializer
  %35 = zext <8 x i1> %31 to <8 x i8>
  %36 = zext <8 x i1> %32 to <8 x i8>
  %37 = zext <8 x i1> %33 to <8 x i8>
  %38 = zext <8 x i1> %34 to <8 x i8>
  %scevgep3210 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32103211 = bitcast i8* %scevgep3210 to <8 x i8>*
  %scevgep3212 = getelementptr <8 x i8>, <8 x i8>* %scevgep32103211, i64 -19
  store <8 x i8> %35, <8 x i8>* %scevgep3212, align 1, !alias.scope !12, !noalias !9
  %scevgep3207 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32073208 = bitcast i8* %scevgep3207 to <8 x i8>*
  %scevgep3209 = getelementptr <8 x i8>, <8 x i8>* %scevgep32073208, i64 -18
  store <8 x i8> %36, <8 x i8>* %scevgep3209, align 1, !alias.scope !12, !noalias !9
  %scevgep3204 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32043205 = bitcast i8* %scevgep3204 to <8 x i8>*
  %scevgep3206 = getelementptr <8 x i8>, <8 x i8>* %scevgep32043205, i64 -17
  store <8 x i8> %37, <8 x i8>* %scevgep3206, align 1, !alias.scope !12, !noalias !9
  %scevgep3201 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32013202 = bitcast i8* %scevgep3201 to <8 x i8>*
  %scevgep3203 = getelementptr <8 x i8>, <8 x i8>* %scevgep32013202, i64 -16
  store <8 x i8> %38, <8 x i8>* %scevgep3203, align 1, !alias.scope !12, !noalias !9
  %scevgep3102 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31023103 = bitcast double* %scevgep3102 to <8 x double>*
  %scevgep3104 = getelementptr <8 x double>, <8 x double>* %scevgep31023103, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep3104, align 8, !alias.scope !9
  %scevgep3099 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep30993100 = bitcast double* %scevgep3099 to <8 x double>*
  %scevgep3101 = getelementptr <8 x double>, <8 x double>* %scevgep30993100, i64 -14
  %wide.load276.4 = load <8 x double>, <8 x double>* %scevgep3101, align 8, !alias.scope !9
  %scevgep3096 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep30963097 = bitcast double* %scevgep3096 to <8 x double>*
  %scevgep3098 = getelementptr <8 x double>, <8 x double>* %scevgep30963097, i64 -13
  %wide.load277.4 = load <8 x double>, <8 x double>* %scevgep3098, align 8, !alias.scope !9
  %scevgep3093 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep30933094 = bitcast double* %scevgep3093 to <8 x double>*
  %scevgep3095 = getelementptr <8 x double>, <8 x double>* %scevgep30933094, i64 -12
  %wide.load278.4 = load <8 x double>, <8 x double>* %scevgep3095, align 8, !alias.scope !9
  %39 = fcmp ogt <8 x double> %wide.load.4, zeroinitializer
  %40 = fcmp ogt <8 x double> %wide.load276.4, zeroinitializer
  %41 = fcmp ogt <8 x double> %wide.load277.4, zeroinitializer
  %42 = fcmp ogt <8 x double> %wide.load278.4, zeroinitializer
  %43 = zext <8 x i1> %39 to <8 x i8>
  %44 = zext <8 x i1> %40 to <8 x i8>
  %45 = zext <8 x i1> %41 to <8 x i8>
  %46 = zext <8 x i1> %42 to <8 x i8>
  %scevgep3198 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep31983199 = bitcast i8* %scevgep3198 to <8 x i8>*
  %scevgep3200 = getelementptr <8 x i8>, <8 x i8>* %scevgep31983199, i64 -15
  store <8 x i8> %43, <8 x i8>* %scevgep3200, align 1, !alias.scope !12, !noalias !9
  %scevgep3195 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep31953196 = bitcast i8* %scevgep3195 to <8 x i8>*
  %scevgep3197 = getelementptr <8 x i8>, <8 x i8>* %scevgep31953196, i64 -14
  store <8 x i8> %44, <8 x i8>* %scevgep3197, align 1, !alias.scope !12, !noalias !9
  %scevgep3192 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep31923193 = bitcast i8* %scevgep3192 to <8 x i8>*
  %scevgep3194 = getelementptr <8 x i8>, <8 x i8>* %scevgep31923193, i64 -13
  store <8 x i8> %45, <8 x i8>* %scevgep3194, align 1, !alias.scope !12, !noalias !9
  %scevgep3189 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep31893190 = bitcast i8* %scevgep3189 to <8 x i8>*
  %scevgep3191 = getelementptr <8 x i8>, <8 x i8>* %scevgep31893190, i64 -12
  store <8 x i8> %46, <8 x i8>* %scevgep3191, align 1, !alias.scope !12, !noalias !9
  %scevgep3090 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep30903091 = bitcast double* %scevgep3090 to <8 x double>*
  %scevgep3092 = getelementptr <8 x double>, <8 x double>* %scevgep30903091, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep3092, align 8, !alias.scope !9
  %scevgep3087 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep30873088 = bitcast double* %scevgep3087 to <8 x double>*
  %scevgep3089 = getelementptr <8 x double>, <8 x double>* %scevgep30873088, i64 -10
  %wide.load276.5 = load <8 x double>, <8 x double>* %scevgep3089, align 8, !alias.scope !9
  %scevgep3084 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep30843085 = bitcast double* %scevgep3084 to <8 x double>*
  %scevgep3086 = getelementptr <8 x double>, <8 x double>* %scevgep30843085, i64 -9
  %wide.load277.5 = load <8 x double>, <8 x double>* %scevgep3086, align 8, !alias.scope !9
  %scevgep3081 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep30813082 = bitcast double* %scevgep3081 to <8 x double>*
  %scevgep3083 = getelementptr <8 x double>, <8 x double>* %scevgep30813082, i64 -8
  %wide.load278.5 = load <8 x double>, <8 x double>* %scevgep3083, align 8, !alias.scope !9
  %47 = fcmp ogt <8 x double> %wide.load.5, zeroinitializer
  %48 = fcmp ogt <8 x double> %wide.load276.5, zeroinitializer
  %49 = fcmp ogt <8 x double> %wide.load277.5, zeroinitializer
  %50 = fcmp ogt <8 x double> %wide.load278.5, zeroinitializer
  %51 = zext <8 x i1> %47 to <8 x i8>
  %52 = zext <8 x i1> %48 to <8 x i8>
  %53 = zext <8 x i1> %49 to <8 x i8>
  %54 = zext <8 x i1> %50 to <8 x i8>
  %scevgep3186 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep31863187 = bitcast i8* %scevgep3186 to <8 x i8>*
  %scevgep3188 = getelementptr <8 x i8>, <8 x i8>* %scevgep31863187, i64 -11
  store <8 x i8> %51, <8 x i8>* %scevgep3188, align 1, !alias.scope !12, !noalias !9
  %scevgep3183 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep31833184 = bitcast i8* %scevgep3183 to <8 x i8>*
  %scevgep3185 = getelementptr <8 x i8>, <8 x i8>* %scevgep31833184, i64 -10
  store <8 x i8> %52, <8 x i8>* %scevgep3185, align 1, !alias.scope !12, !noalias !9
  %scevgep3180 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep31803181 = bitcast i8* %scevgep3180 to <8 x i8>*
  %scevgep3182 = getelementptr <8 x i8>, <8 x i8>* %scevgep31803181, i64 -9
  store <8 x i8> %53, <8 x i8>* %scevgep3182, align 1, !alias.scope !12, !noalias !9
  %scevgep3177 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep31773178 = bitcast i8* %scevgep3177 to <8 x i8>*
  %scevgep3179 = getelementptr <8 x i8>, <8 x i8>* %scevgep31773178, i64 -8
  store <8 x i8> %54, <8 x i8>* %scevgep3179, align 1, !alias.scope !12, !noalias !9
  %scevgep3078 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep30783079 = bitcast double* %scevgep3078 to <8 x double>*
  %scevgep3080 = getelementptr <8 x double>, <8 x double>* %scevgep30783079, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep3080, align 8, !alias.scope !9
  %scevgep3075 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep30753076 = bitcast double* %scevgep3075 to <8 x double>*
  %scevgep3077 = getelementptr <8 x double>, <8 x double>* %scevgep30753076, i64 -6
  %wide.load276.6 = load <8 x double>, <8 x double>* %scevgep3077, align 8, !alias.scope !9
  %scevgep3072 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep30723073 = bitcast double* %scevgep3072 to <8 x double>*
  %scevgep3074 = getelementptr <8 x double>, <8 x double>* %scevgep30723073, i64 -5
  %wide.load277.6 = load <8 x double>, <8 x double>* %scevgep3074, align 8, !alias.scope !9
  %scevgep3069 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep30693070 = bitcast double* %scevgep3069 to <8 x double>*
  %scevgep3071 = getelementptr <8 x double>, <8 x double>* %scevgep30693070, i64 -4
  %wide.load278.6 = load <8 x double>, <8 x double>* %scevgep3071, align 8, !alias.scope !9
  %55 = fcmp ogt <8 x double> %wide.load.6, zeroinitializer
  %56 = fcmp ogt <8 x double> %wide.load276.6, zeroinitializer
  %57 = fcmp ogt <8 x double> %wide.load277.6, zeroinitializer
  %58 = fcmp ogt <8 x double> %wide.load278.6, zeroinitializer
  %59 = zext <8 x i1> %55 to <8 x i8>
  %60 = zext <8 x i1> %56 to <8 x i8>
  %61 = zext <8 x i1> %57 to <8 x i8>
  %62 = zext <8 x i1> %58 to <8 x i8>
  %scevgep3174 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep31743175 = bitcast i8* %scevgep3174 to <8 x i8>*
  %scevgep3176 = getelementptr <8 x i8>, <8 x i8>* %scevgep31743175, i64 -7
  store <8 x i8> %59, <8 x i8>* %scevgep3176, align 1, !alias.scope !12, !noalias !9
  %scevgep3171 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep31713172 = bitcast i8* %scevgep3171 to <8 x i8>*
  %scevgep3173 = getelementptr <8 x i8>, <8 x i8>* %scevgep31713172, i64 -6
  store <8 x i8> %60, <8 x i8>* %scevgep3173, align 1, !alias.scope !12, !noalias !9
  %scevgep3168 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep31683169 = bitcast i8* %scevgep3168 to <8 x i8>*
  %scevgep3170 = getelementptr <8 x i8>, <8 x i8>* %scevgep31683169, i64 -5
  store <8 x i8> %61, <8 x i8>* %scevgep3170, align 1, !alias.scope !12, !noalias !9
  %scevgep3165 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep31653166 = bitcast i8* %scevgep3165 to <8 x i8>*
  %scevgep3167 = getelementptr <8 x i8>, <8 x i8>* %scevgep31653166, i64 -4
  store <8 x i8> %62, <8 x i8>* %scevgep3167, align 1, !alias.scope !12, !noalias !9
  %scevgep3149 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31493150 = bitcast double* %scevgep3149 to <8 x double>*
  %scevgep3151 = getelementptr <8 x double>, <8 x double>* %scevgep31493150, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep3151, align 8, !alias.scope !9
  %scevgep3146 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31463147 = bitcast double* %scevgep3146 to <8 x double>*
  %scevgep3148 = getelementptr <8 x double>, <8 x double>* %scevgep31463147, i64 -2
  %wide.load276.7 = load <8 x double>, <8 x double>* %scevgep3148, align 8, !alias.scope !9
  %scevgep3143 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31433144 = bitcast double* %scevgep3143 to <8 x double>*
  %scevgep3145 = getelementptr <8 x double>, <8 x double>* %scevgep31433144, i64 -1
  %wide.load277.7 = load <8 x double>, <8 x double>* %scevgep3145, align 8, !alias.scope !9
  %scevgep3141 = getelementptr double, double* %scevgep3068, i64 %index
  %scevgep31413142 = bitcast double* %scevgep3141 to <8 x double>*
  %wide.load278.7 = load <8 x double>, <8 x double>* %scevgep31413142, align 8, !alias.scope !9
  %63 = fcmp ogt <8 x double> %wide.load.7, zeroinitializer
  %64 = fcmp ogt <8 x double> %wide.load276.7, zeroinitializer
  %65 = fcmp ogt <8 x double> %wide.load277.7, zeroinitializer
  %66 = fcmp ogt <8 x double> %wide.load278.7, zeroinitializer
  %67 = zext <8 x i1> %63 to <8 x i8>
  %68 = zext <8 x i1> %64 to <8 x i8>
  %69 = zext <8 x i1> %65 to <8 x i8>
  %70 = zext <8 x i1> %66 to <8 x i8>
  %scevgep3245 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32453246 = bitcast i8* %scevgep3245 to <8 x i8>*
  %scevgep3247 = getelementptr <8 x i8>, <8 x i8>* %scevgep32453246, i64 -3
  store <8 x i8> %67, <8 x i8>* %scevgep3247, align 1, !alias.scope !12, !noalias !9
  %scevgep3242 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32423243 = bitcast i8* %scevgep3242 to <8 x i8>*
  %scevgep3244 = getelementptr <8 x i8>, <8 x i8>* %scevgep32423243, i64 -2
  store <8 x i8> %68, <8 x i8>* %scevgep3244, align 1, !alias.scope !12, !noalias !9
  %scevgep3239 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32393240 = bitcast i8* %scevgep3239 to <8 x i8>*
  %scevgep3241 = getelementptr <8 x i8>, <8 x i8>* %scevgep32393240, i64 -1
  store <8 x i8> %69, <8 x i8>* %scevgep3241, align 1, !alias.scope !12, !noalias !9
  %scevgep3237 = getelementptr i8, i8* %scevgep3164, i64 %index
  %scevgep32373238 = bitcast i8* %scevgep3237 to <8 x i8>*
  store <8 x i8> %70, <8 x i8>* %scevgep32373238, align 1, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next3261 = add i64 %lsr.iv3260, -8
  %niter666.ncmp.7 = icmp eq i64 %lsr.iv.next3261, 0
  br i1 %niter666.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod664.not = icmp eq i64 %xtraiter662, 0
  br i1 %lcmp.mod664.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %71 = add nuw nsw i64 %index.unr, 24
  %scevgep3042 = getelementptr i8, i8* %.6.i, i64 %71
  %scevgep3056 = getelementptr double, double* %arg.x.4, i64 %71
  %72 = shl nuw nsw i64 %xtraiter662, 5
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv3043 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next3044, %vector.body.epil ]
  %scevgep3065 = getelementptr double, double* %scevgep3056, i64 %lsr.iv3043
  %scevgep30653066 = bitcast double* %scevgep3065 to <8 x double>*
  %scevgep3067 = getelementptr <8 x double>, <8 x double>* %scevgep30653066, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep3067, align 8, !alias.scope !9
  %scevgep3062 = getelementptr double, double* %scevgep3056, i64 %lsr.iv3043
  %scevgep30623063 = bitcast double* %scevgep3062 to <8 x double>*
  %scevgep3064 = getelementptr <8 x double>, <8 x double>* %scevgep30623063, i64 -2
  %wide.load276.epil = load <8 x double>, <8 x double>* %scevgep3064, align 8, !alias.scope !9
  %scevgep3059 = getelementptr double, double* %scevgep3056, i64 %lsr.iv3043
  %scevgep30593060 = bitcast double* %scevgep3059 to <8 x double>*
  %scevgep3061 = getelementptr <8 x double>, <8 x double>* %scevgep30593060, i64 -1
  %wide.load277.epil = load <8 x double>, <8 x double>* %scevgep3061, align 8, !alias.scope !9
  %scevgep3057 = getelementptr double, double* %scevgep3056, i64 %lsr.iv3043
  %scevgep30573058 = bitcast double* %scevgep3057 to <8 x double>*
  %wide.load278.epil = load <8 x double>, <8 x double>* %scevgep30573058, align 8, !alias.scope !9
  %73 = fcmp ogt <8 x double> %wide.load.epil, zeroinitializer
  %74 = fcmp ogt <8 x double> %wide.load276.epil, zeroinitializer
  %75 = fcmp ogt <8 x double> %wide.load277.epil, zeroinitializer
  %76 = fcmp ogt <8 x double> %wide.load278.epil, zeroinitializer
  %77 = zext <8 x i1> %73 to <8 x i8>
  %78 = zext <8 x i1> %74 to <8 x i8>
  %79 = zext <8 x i1> %75 to <8 x i8>
  %80 = zext <8 x i1> %76 to <8 x i8>
  %scevgep3053 = getelementptr i8, i8* %scevgep3042, i64 %lsr.iv3043
  %scevgep30533054 = bitcast i8* %scevgep3053 to <8 x i8>*
  %scevgep3055 = getelementptr <8 x i8>, <8 x i8>* %scevgep30533054, i64 -3
  store <8 x i8> %77, <8 x i8>* %scevgep3055, align 1, !alias.scope !12, !noalias !9
  %scevgep3050 = getelementptr i8, i8* %scevgep3042, i64 %lsr.iv3043
  %scevgep30503051 = bitcast i8* %scevgep3050 to <8 x i8>*
  %scevgep3052 = getelementptr <8 x i8>, <8 x i8>* %scevgep30503051, i64 -2
  store <8 x i8> %78, <8 x i8>* %scevgep3052, align 1, !alias.scope !12, !noalias !9
  %scevgep3047 = getelementptr i8, i8* %scevgep3042, i64 %lsr.iv3043
  %scevgep30473048 = bitcast i8* %scevgep3047 to <8 x i8>*
  %scevgep3049 = getelementptr <8 x i8>, <8 x i8>* %scevgep30473048, i64 -1
  store <8 x i8> %79, <8 x i8>* %scevgep3049, align 1, !alias.scope !12, !noalias !9
  %scevgep3045 = getelementptr i8, i8* %scevgep3042, i64 %lsr.iv3043
  %scevgep30453046 = bitcast i8* %scevgep3045 to <8 x i8>*
  store <8 x i8> %80, <8 x i8>* %scevgep30453046, align 1, !alias.scope !12, !noalias !9
  %lsr.iv.next3044 = add nuw nsw i64 %lsr.iv3043, 32
  %epil.iter663.cmp.not = icmp eq i64 %72, %lsr.iv.next3044
  br i1 %epil.iter663.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %cmp.n, label %B128.i18, label %for.body.us.preheader588

for.body.us.preheader588:                         ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index184.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %81 = xor i64 %loop.index184.us.ph, -1
  %82 = add i64 %81, %arg.x.5.0
  %xtraiter659 = and i64 %arg.x.5.0, 7
  %lcmp.mod660.not = icmp eq i64 %xtraiter659, 0
  br i1 %lcmp.mod660.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader588
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv3040 = phi i64 [ %xtraiter659, %for.body.us.prol.preheader ], [ %lsr.iv.next3041, %for.body.us.prol ]
  %loop.index184.us.prol = phi i64 [ %.206.us.prol, %for.body.us.prol ], [ %loop.index184.us.ph, %for.body.us.prol.preheader ]
  %scevgep3039 = getelementptr double, double* %arg.x.4, i64 %loop.index184.us.prol
  %.167.us.prol = load double, double* %scevgep3039, align 8
  %.5.i25.us.prol = fcmp ogt double %.167.us.prol, 0.000000e+00
  %.201.us.prol = zext i1 %.5.i25.us.prol to i8
  %scevgep3038 = getelementptr i8, i8* %.6.i, i64 %loop.index184.us.prol
  store i8 %.201.us.prol, i8* %scevgep3038, align 1
  %.206.us.prol = add nuw i64 %loop.index184.us.prol, 1
  %lsr.iv.next3041 = add nsw i64 %lsr.iv3040, -1
  %prol.iter661.cmp.not = icmp eq i64 %lsr.iv.next3041, 0
  br i1 %prol.iter661.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !18

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader588
  %loop.index184.us.unr = phi i64 [ %loop.index184.us.ph, %for.body.us.preheader588 ], [ %.206.us.prol, %for.body.us.prol ]
  %83 = icmp ult i64 %82, 7
  br i1 %83, label %B128.i18, label %for.body.us.preheader681

for.body.us.preheader681:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader681, %for.body.us
  %loop.index184.us = phi i64 [ %.206.us.7, %for.body.us ], [ %loop.index184.us.unr, %for.body.us.preheader681 ]
  %sunkaddr = mul i64 %loop.index184.us, 8
  %84 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3275 = getelementptr i8, i8* %84, i64 %sunkaddr
  %85 = bitcast i8* %sunkaddr3275 to double*
  %.167.us = load double, double* %85, align 8
  %.5.i25.us = fcmp ogt double %.167.us, 0.000000e+00
  %.201.us = zext i1 %.5.i25.us to i8
  %sunkaddr3276 = getelementptr i8, i8* %.6.i, i64 %loop.index184.us
  store i8 %.201.us, i8* %sunkaddr3276, align 1
  %sunkaddr3277 = mul i64 %loop.index184.us, 8
  %86 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3278 = getelementptr i8, i8* %86, i64 %sunkaddr3277
  %sunkaddr3279 = getelementptr i8, i8* %sunkaddr3278, i64 8
  %87 = bitcast i8* %sunkaddr3279 to double*
  %.167.us.1 = load double, double* %87, align 8
  %.5.i25.us.1 = fcmp ogt double %.167.us.1, 0.000000e+00
  %.201.us.1 = zext i1 %.5.i25.us.1 to i8
  %sunkaddr3280 = getelementptr i8, i8* %.6.i, i64 %loop.index184.us
  %sunkaddr3281 = getelementptr i8, i8* %sunkaddr3280, i64 1
  store i8 %.201.us.1, i8* %sunkaddr3281, align 1
  %sunkaddr3282 = mul i64 %loop.index184.us, 8
  %88 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3283 = getelementptr i8, i8* %88, i64 %sunkaddr3282
  %sunkaddr3284 = getelementptr i8, i8* %sunkaddr3283, i64 16
  %89 = bitcast i8* %sunkaddr3284 to double*
  %.167.us.2 = load double, double* %89, align 8
  %.5.i25.us.2 = fcmp ogt double %.167.us.2, 0.000000e+00
  %.201.us.2 = zext i1 %.5.i25.us.2 to i8
  %sunkaddr3285 = getelementptr i8, i8* %.6.i, i64 %loop.index184.us
  %sunkaddr3286 = getelementptr i8, i8* %sunkaddr3285, i64 2
  store i8 %.201.us.2, i8* %sunkaddr3286, align 1
  %sunkaddr3287 = mul i64 %loop.index184.us, 8
  %90 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3288 = getelementptr i8, i8* %90, i64 %sunkaddr3287
  %sunkaddr3289 = getelementptr i8, i8* %sunkaddr3288, i64 24
  %91 = bitcast i8* %sunkaddr3289 to double*
  %.167.us.3 = load double, double* %91, align 8
  %.5.i25.us.3 = fcmp ogt double %.167.us.3, 0.000000e+00
  %.201.us.3 = zext i1 %.5.i25.us.3 to i8
  %sunkaddr3290 = getelementptr i8, i8* %.6.i, i64 %loop.index184.us
  %sunkaddr3291 = getelementptr i8, i8* %sunkaddr3290, i64 3
  store i8 %.201.us.3, i8* %sunkaddr3291, align 1
  %sunkaddr3292 = mul i64 %loop.index184.us, 8
  %92 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3293 = getelementptr i8, i8* %92, i64 %sunkaddr3292
  %sunkaddr3294 = getelementptr i8, i8* %sunkaddr3293, i64 32
  %93 = bitcast i8* %sunkaddr3294 to double*
  %.167.us.4 = load double, double* %93, align 8
  %.5.i25.us.4 = fcmp ogt double %.167.us.4, 0.000000e+00
  %.201.us.4 = zext i1 %.5.i25.us.4 to i8
  %sunkaddr3295 = getelementptr i8, i8* %.6.i, i64 %loop.index184.us
  %sunkaddr3296 = getelementptr i8, i8* %sunkaddr3295, i64 4
  store i8 %.201.us.4, i8* %sunkaddr3296, align 1
  %sunkaddr3297 = mul i64 %loop.index184.us, 8
  %94 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3298 = getelementptr i8, i8* %94, i64 %sunkaddr3297
  %sunkaddr3299 = getelementptr i8, i8* %sunkaddr3298, i64 40
  %95 = bitcast i8* %sunkaddr3299 to double*
  %.167.us.5 = load double, double* %95, align 8
  %.5.i25.us.5 = fcmp ogt double %.167.us.5, 0.000000e+00
  %.201.us.5 = zext i1 %.5.i25.us.5 to i8
  %sunkaddr3300 = getelementptr i8, i8* %.6.i, i64 %loop.index184.us
  %sunkaddr3301 = getelementptr i8, i8* %sunkaddr3300, i64 5
  store i8 %.201.us.5, i8* %sunkaddr3301, align 1
  %sunkaddr3302 = mul i64 %loop.index184.us, 8
  %96 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3303 = getelementptr i8, i8* %96, i64 %sunkaddr3302
  %sunkaddr3304 = getelementptr i8, i8* %sunkaddr3303, i64 48
  %97 = bitcast i8* %sunkaddr3304 to double*
  %.167.us.6 = load double, double* %97, align 8
  %.5.i25.us.6 = fcmp ogt double %.167.us.6, 0.000000e+00
  %.201.us.6 = zext i1 %.5.i25.us.6 to i8
  %sunkaddr3305 = getelementptr i8, i8* %.6.i, i64 %loop.index184.us
  %sunkaddr3306 = getelementptr i8, i8* %sunkaddr3305, i64 6
  store i8 %.201.us.6, i8* %sunkaddr3306, align 1
  %sunkaddr3307 = mul i64 %loop.index184.us, 8
  %98 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3308 = getelementptr i8, i8* %98, i64 %sunkaddr3307
  %sunkaddr3309 = getelementptr i8, i8* %sunkaddr3308, i64 56
  %99 = bitcast i8* %sunkaddr3309 to double*
  %.167.us.7 = load double, double* %99, align 8
  %.5.i25.us.7 = fcmp ogt double %.167.us.7, 0.000000e+00
  %.201.us.7 = zext i1 %.5.i25.us.7 to i8
  %sunkaddr3310 = getelementptr i8, i8* %.6.i, i64 %loop.index184.us
  %sunkaddr3311 = getelementptr i8, i8* %sunkaddr3310, i64 7
  store i8 %.201.us.7, i8* %sunkaddr3311, align 1
  %.206.us.7 = add nuw nsw i64 %loop.index184.us, 8
  %exitcond258.not.7 = icmp eq i64 %arg.x.5.0, %.206.us.7
  br i1 %exitcond258.not.7, label %B128.i18, label %for.body.us, !llvm.loop !19

B128.i18.thread:                                  ; preds = %for.body.preheader
  %.167 = load double, double* %arg.x.4, align 8
  %.5.i25 = fcmp ogt double %.167, 0.000000e+00
  %.201 = zext i1 %.5.i25 to i8
  store i8 %.201, i8* %.6.i, align 1
  br label %for.end.endif.endif.endif.endif

B128.i18:                                         ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %B0.endif.endif.endif.endif
  %100 = icmp eq i64 %arg.x.5.0, 1
  br i1 %100, label %for.end.endif.endif.endif.endif, label %B90.i46

B90.i46:                                          ; preds = %B128.i18
  %.71.not.i43 = icmp eq i64 %arg.x.5.0, %arg.y.5.0
  %.76.not.i44 = icmp eq i64 %arg.y.5.0, 1
  %or.cond.i45 = or i1 %.76.not.i44, %.71.not.i43
  br i1 %or.cond.i45, label %for.end.endif.endif.endif.endif, label %for.end.endif.endif.endif.if

for.end.endif.endif.endif.if:                     ; preds = %B90.i46
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915723622080, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !20
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %B128.i18, %B128.i18.thread, %B90.i46
  %dest_shape.1.1 = phi i64 [ %arg.x.5.0, %B90.i46 ], [ %arg.y.5.0, %B128.i18.thread ], [ %arg.y.5.0, %B128.i18 ]
  %.314 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.1.1, i64 8)
  %.316 = extractvalue { i64, i1 } %.314, 1
  br i1 %.316, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !8

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915721446720, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !20
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.315 = extractvalue { i64, i1 } %.314, 0
  %.7.i.i98 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.315, i32 32), !noalias !21
  %.8.i.i99 = icmp eq i8* %.7.i.i98, null
  br i1 %.8.i.i99, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !8

for.end.endif.endif.endif.endif.endif.if:         ; preds = %for.end.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915729697280, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif
  %.5.i104 = getelementptr i8, i8* %.7.i.i98, i64 24
  %101 = bitcast i8* %.5.i104 to double**
  %.6.i105185 = load double*, double** %101, align 8
  %.386178 = icmp sgt i64 %dest_shape.1.1, 0
  br i1 %.386178, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %.388 = icmp ugt i64 %arg.x.5.0, 1
  br i1 %.388, label %for.body.1.preheader.split.us, label %for.body.1.preheader.split

for.body.1.preheader.split.us:                    ; preds = %for.body.1.preheader
  %102 = icmp ugt i64 %arg.y.5.0, 1
  br i1 %102, label %for.body.1.us.us.preheader, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader.split.us
  %103 = icmp ult i64 %dest_shape.1.1, 32
  br i1 %103, label %for.body.1.us.preheader582, label %vector.memcheck356

vector.memcheck356:                               ; preds = %for.body.1.us.preheader
  %scevgep357 = getelementptr double, double* %.6.i105185, i64 %dest_shape.1.1
  %scevgep359 = getelementptr double, double* %arg.x.4, i64 %dest_shape.1.1
  %scevgep361 = getelementptr double, double* %arg.y.4, i64 1
  %bound0363 = icmp ult double* %.6.i105185, %scevgep359
  %bound1364 = icmp ugt double* %scevgep357, %arg.x.4
  %found.conflict365 = and i1 %bound0363, %bound1364
  %bound0366 = icmp ult double* %.6.i105185, %scevgep361
  %bound1367 = icmp ugt double* %scevgep357, %arg.y.4
  %found.conflict368 = and i1 %bound0366, %bound1367
  %conflict.rdx369 = or i1 %found.conflict365, %found.conflict368
  br i1 %conflict.rdx369, label %for.body.1.us.preheader582, label %vector.ph374

vector.ph374:                                     ; preds = %vector.memcheck356
  %n.vec376 = and i64 %dest_shape.1.1, -32
  %104 = add i64 %n.vec376, -32
  %105 = lshr exact i64 %104, 5
  %106 = add nuw nsw i64 %105, 1
  %xtraiter638 = and i64 %106, 7
  %107 = icmp ult i64 %104, 224
  br i1 %107, label %middle.block370.unr-lcssa, label %vector.ph374.new

vector.ph374.new:                                 ; preds = %vector.ph374
  %const3267 = bitcast i64 1152921504606846968 to i64
  %unroll_iter641 = and i64 %106, %const3267
  %108 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert384 = insertelement <8 x double> poison, double %108, i64 0
  %broadcast.splat385 = shufflevector <8 x double> %broadcast.splatinsert384, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert386 = insertelement <8 x double> poison, double %108, i64 0
  %broadcast.splat387 = shufflevector <8 x double> %broadcast.splatinsert386, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert388 = insertelement <8 x double> poison, double %108, i64 0
  %broadcast.splat389 = shufflevector <8 x double> %broadcast.splatinsert388, <8 x double> poison, <8 x i32> zeroinitializer
  %109 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert390 = insertelement <8 x double> poison, double %109, i64 0
  %broadcast.splat391 = shufflevector <8 x double> %broadcast.splatinsert390, <8 x double> poison, <8 x i32> zeroinitializer
  %110 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert384.1 = insertelement <8 x double> poison, double %110, i64 0
  %broadcast.splat385.1 = shufflevector <8 x double> %broadcast.splatinsert384.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert386.1 = insertelement <8 x double> poison, double %110, i64 0
  %broadcast.splat387.1 = shufflevector <8 x double> %broadcast.splatinsert386.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert388.1 = insertelement <8 x double> poison, double %110, i64 0
  %broadcast.splat389.1 = shufflevector <8 x double> %broadcast.splatinsert388.1, <8 x double> poison, <8 x i32> zeroinitializer
  %111 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert390.1 = insertelement <8 x double> poison, double %111, i64 0
  %broadcast.splat391.1 = shufflevector <8 x double> %broadcast.splatinsert390.1, <8 x double> poison, <8 x i32> zeroinitializer
  %112 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert384.2 = insertelement <8 x double> poison, double %112, i64 0
  %broadcast.splat385.2 = shufflevector <8 x double> %broadcast.splatinsert384.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert386.2 = insertelement <8 x double> poison, double %112, i64 0
  %broadcast.splat387.2 = shufflevector <8 x double> %broadcast.splatinsert386.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert388.2 = insertelement <8 x double> poison, double %112, i64 0
  %broadcast.splat389.2 = shufflevector <8 x double> %broadcast.splatinsert388.2, <8 x double> poison, <8 x i32> zeroinitializer
  %113 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert390.2 = insertelement <8 x double> poison, double %113, i64 0
  %broadcast.splat391.2 = shufflevector <8 x double> %broadcast.splatinsert390.2, <8 x double> poison, <8 x i32> zeroinitializer
  %114 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert384.3 = insertelement <8 x double> poison, double %114, i64 0
  %broadcast.splat385.3 = shufflevector <8 x double> %broadcast.splatinsert384.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert386.3 = insertelement <8 x double> poison, double %114, i64 0
  %broadcast.splat387.3 = shufflevector <8 x double> %broadcast.splatinsert386.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert388.3 = insertelement <8 x double> poison, double %114, i64 0
  %broadcast.splat389.3 = shufflevector <8 x double> %broadcast.splatinsert388.3, <8 x double> poison, <8 x i32> zeroinitializer
  %115 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert390.3 = insertelement <8 x double> poison, double %115, i64 0
  %broadcast.splat391.3 = shufflevector <8 x double> %broadcast.splatinsert390.3, <8 x double> poison, <8 x i32> zeroinitializer
  %116 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert384.4 = insertelement <8 x double> poison, double %116, i64 0
  %broadcast.splat385.4 = shufflevector <8 x double> %broadcast.splatinsert384.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert386.4 = insertelement <8 x double> poison, double %116, i64 0
  %broadcast.splat387.4 = shufflevector <8 x double> %broadcast.splatinsert386.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert388.4 = insertelement <8 x double> poison, double %116, i64 0
  %broadcast.splat389.4 = shufflevector <8 x double> %broadcast.splatinsert388.4, <8 x double> poison, <8 x i32> zeroinitializer
  %117 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert390.4 = insertelement <8 x double> poison, double %117, i64 0
  %broadcast.splat391.4 = shufflevector <8 x double> %broadcast.splatinsert390.4, <8 x double> poison, <8 x i32> zeroinitializer
  %118 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert384.5 = insertelement <8 x double> poison, double %118, i64 0
  %broadcast.splat385.5 = shufflevector <8 x double> %broadcast.splatinsert384.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert386.5 = insertelement <8 x double> poison, double %118, i64 0
  %broadcast.splat387.5 = shufflevector <8 x double> %broadcast.splatinsert386.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert388.5 = insertelement <8 x double> poison, double %118, i64 0
  %broadcast.splat389.5 = shufflevector <8 x double> %broadcast.splatinsert388.5, <8 x double> poison, <8 x i32> zeroinitializer
  %119 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert390.5 = insertelement <8 x double> poison, double %119, i64 0
  %broadcast.splat391.5 = shufflevector <8 x double> %broadcast.splatinsert390.5, <8 x double> poison, <8 x i32> zeroinitializer
  %120 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert384.6 = insertelement <8 x double> poison, double %120, i64 0
  %broadcast.splat385.6 = shufflevector <8 x double> %broadcast.splatinsert384.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert386.6 = insertelement <8 x double> poison, double %120, i64 0
  %broadcast.splat387.6 = shufflevector <8 x double> %broadcast.splatinsert386.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert388.6 = insertelement <8 x double> poison, double %120, i64 0
  %broadcast.splat389.6 = shufflevector <8 x double> %broadcast.splatinsert388.6, <8 x double> poison, <8 x i32> zeroinitializer
  %121 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert390.6 = insertelement <8 x double> poison, double %121, i64 0
  %broadcast.splat391.6 = shufflevector <8 x double> %broadcast.splatinsert390.6, <8 x double> poison, <8 x i32> zeroinitializer
  %122 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert384.7 = insertelement <8 x double> poison, double %122, i64 0
  %broadcast.splat385.7 = shufflevector <8 x double> %broadcast.splatinsert384.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert386.7 = insertelement <8 x double> poison, double %122, i64 0
  %broadcast.splat387.7 = shufflevector <8 x double> %broadcast.splatinsert386.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert388.7 = insertelement <8 x double> poison, double %122, i64 0
  %broadcast.splat389.7 = shufflevector <8 x double> %broadcast.splatinsert388.7, <8 x double> poison, <8 x i32> zeroinitializer
  %123 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert390.7 = insertelement <8 x double> poison, double %123, i64 0
  %broadcast.splat391.7 = shufflevector <8 x double> %broadcast.splatinsert390.7, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep2422 = getelementptr double, double* %arg.x.4, i64 248
  %scevgep2518 = getelementptr double, double* %.6.i105185, i64 248
  br label %vector.body372

vector.body372:                                   ; preds = %vector.body372, %vector.ph374.new
  %lsr.iv2614 = phi i64 [ %lsr.iv.next2615, %vector.body372 ], [ %unroll_iter641, %vector.ph374.new ]
  %index379 = phi i64 [ 0, %vector.ph374.new ], [ %index.next392.7, %vector.body372 ]
  %scevgep2506 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep25062507 = bitcast double* %scevgep2506 to <8 x double>*
  %scevgep2508 = getelementptr <8 x double>, <8 x double>* %scevgep25062507, i64 -31
  %wide.load380 = load <8 x double>, <8 x double>* %scevgep2508, align 8, !alias.scope !31
  %scevgep2515 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep25152516 = bitcast double* %scevgep2515 to <8 x double>*
  %scevgep2517 = getelementptr <8 x double>, <8 x double>* %scevgep25152516, i64 -30
  %wide.load381 = load <8 x double>, <8 x double>* %scevgep2517, align 8, !alias.scope !31
  %scevgep2512 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep25122513 = bitcast double* %scevgep2512 to <8 x double>*
  %scevgep2514 = getelementptr <8 x double>, <8 x double>* %scevgep25122513, i64 -29
  %wide.load382 = load <8 x double>, <8 x double>* %scevgep2514, align 8, !alias.scope !31
  %scevgep2509 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep25092510 = bitcast double* %scevgep2509 to <8 x double>*
  %scevgep2511 = getelementptr <8 x double>, <8 x double>* %scevgep25092510, i64 -28
  %wide.load383 = load <8 x double>, <8 x double>* %scevgep2511, align 8, !alias.scope !31
  %124 = fmul <8 x double> %wide.load380, %broadcast.splat385
  %125 = fmul <8 x double> %wide.load381, %broadcast.splat387
  %126 = fmul <8 x double> %wide.load382, %broadcast.splat389
  %127 = fmul <8 x double> %wide.load383, %broadcast.splat391
  %scevgep2602 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep26022603 = bitcast double* %scevgep2602 to <8 x double>*
  %scevgep2604 = getelementptr <8 x double>, <8 x double>* %scevgep26022603, i64 -31
  store <8 x double> %124, <8 x double>* %scevgep2604, align 8, !alias.scope !33, !noalias !35
  %scevgep2611 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep26112612 = bitcast double* %scevgep2611 to <8 x double>*
  %scevgep2613 = getelementptr <8 x double>, <8 x double>* %scevgep26112612, i64 -30
  store <8 x double> %125, <8 x double>* %scevgep2613, align 8, !alias.scope !33, !noalias !35
  %scevgep2608 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep26082609 = bitcast double* %scevgep2608 to <8 x double>*
  %scevgep2610 = getelementptr <8 x double>, <8 x double>* %scevgep26082609, i64 -29
  store <8 x double> %126, <8 x double>* %scevgep2610, align 8, !alias.scope !33, !noalias !35
  %scevgep2605 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep26052606 = bitcast double* %scevgep2605 to <8 x double>*
  %scevgep2607 = getelementptr <8 x double>, <8 x double>* %scevgep26052606, i64 -28
  store <8 x double> %127, <8 x double>* %scevgep2607, align 8, !alias.scope !33, !noalias !35
  %scevgep2492 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24922493 = bitcast double* %scevgep2492 to <8 x double>*
  %scevgep2494 = getelementptr <8 x double>, <8 x double>* %scevgep24922493, i64 -27
  %wide.load380.1 = load <8 x double>, <8 x double>* %scevgep2494, align 8, !alias.scope !31
  %scevgep2489 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24892490 = bitcast double* %scevgep2489 to <8 x double>*
  %scevgep2491 = getelementptr <8 x double>, <8 x double>* %scevgep24892490, i64 -26
  %wide.load381.1 = load <8 x double>, <8 x double>* %scevgep2491, align 8, !alias.scope !31
  %scevgep2486 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24862487 = bitcast double* %scevgep2486 to <8 x double>*
  %scevgep2488 = getelementptr <8 x double>, <8 x double>* %scevgep24862487, i64 -25
  %wide.load382.1 = load <8 x double>, <8 x double>* %scevgep2488, align 8, !alias.scope !31
  %scevgep2483 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24832484 = bitcast double* %scevgep2483 to <8 x double>*
  %scevgep2485 = getelementptr <8 x double>, <8 x double>* %scevgep24832484, i64 -24
  %wide.load383.1 = load <8 x double>, <8 x double>* %scevgep2485, align 8, !alias.scope !31
  %128 = fmul <8 x double> %wide.load380.1, %broadcast.splat385.1
  %129 = fmul <8 x double> %wide.load381.1, %broadcast.splat387.1
  %130 = fmul <8 x double> %wide.load382.1, %broadcast.splat389.1
  %131 = fmul <8 x double> %wide.load383.1, %broadcast.splat391.1
  %scevgep2588 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25882589 = bitcast double* %scevgep2588 to <8 x double>*
  %scevgep2590 = getelementptr <8 x double>, <8 x double>* %scevgep25882589, i64 -27
  store <8 x double> %128, <8 x double>* %scevgep2590, align 8, !alias.scope !33, !noalias !35
  %scevgep2585 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25852586 = bitcast double* %scevgep2585 to <8 x double>*
  %scevgep2587 = getelementptr <8 x double>, <8 x double>* %scevgep25852586, i64 -26
  store <8 x double> %129, <8 x double>* %scevgep2587, align 8, !alias.scope !33, !noalias !35
  %scevgep2582 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25822583 = bitcast double* %scevgep2582 to <8 x double>*
  %scevgep2584 = getelementptr <8 x double>, <8 x double>* %scevgep25822583, i64 -25
  store <8 x double> %130, <8 x double>* %scevgep2584, align 8, !alias.scope !33, !noalias !35
  %scevgep2579 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25792580 = bitcast double* %scevgep2579 to <8 x double>*
  %scevgep2581 = getelementptr <8 x double>, <8 x double>* %scevgep25792580, i64 -24
  store <8 x double> %131, <8 x double>* %scevgep2581, align 8, !alias.scope !33, !noalias !35
  %scevgep2480 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24802481 = bitcast double* %scevgep2480 to <8 x double>*
  %scevgep2482 = getelementptr <8 x double>, <8 x double>* %scevgep24802481, i64 -23
  %wide.load380.2 = load <8 x double>, <8 x double>* %scevgep2482, align 8, !alias.scope !31
  %scevgep2477 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24772478 = bitcast double* %scevgep2477 to <8 x double>*
  %scevgep2479 = getelementptr <8 x double>, <8 x double>* %scevgep24772478, i64 -22
  %wide.load381.2 = load <8 x double>, <8 x double>* %scevgep2479, align 8, !alias.scope !31
  %scevgep2474 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24742475 = bitcast double* %scevgep2474 to <8 x double>*
  %scevgep2476 = getelementptr <8 x double>, <8 x double>* %scevgep24742475, i64 -21
  %wide.load382.2 = load <8 x double>, <8 x double>* %scevgep2476, align 8, !alias.scope !31
  %scevgep2471 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24712472 = bitcast double* %scevgep2471 to <8 x double>*
  %scevgep2473 = getelementptr <8 x double>, <8 x double>* %scevgep24712472, i64 -20
  %wide.load383.2 = load <8 x double>, <8 x double>* %scevgep2473, align 8, !alias.scope !31
  %132 = fmul <8 x double> %wide.load380.2, %broadcast.splat385.2
  %133 = fmul <8 x double> %wide.load381.2, %broadcast.splat387.2
  %134 = fmul <8 x double> %wide.load382.2, %broadcast.splat389.2
  %135 = fmul <8 x double> %wide.load383.2, %broadcast.splat391.2
  %scevgep2576 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25762577 = bitcast double* %scevgep2576 to <8 x double>*
  %scevgep2578 = getelementptr <8 x double>, <8 x double>* %scevgep25762577, i64 -23
  store <8 x double> %132, <8 x double>* %scevgep2578, align 8, !alias.scope !33, !noalias !35
  %scevgep2573 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25732574 = bitcast double* %scevgep2573 to <8 x double>*
  %scevgep2575 = getelementptr <8 x double>, <8 x double>* %scevgep25732574, i64 -22
  store <8 x double> %133, <8 x double>* %scevgep2575, align 8, !alias.scope !33, !noalias !35
  %scevgep2570 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25702571 = bitcast double* %scevgep2570 to <8 x double>*
  %scevgep2572 = getelementptr <8 x double>, <8 x double>* %scevgep25702571, i64 -21
  store <8 x double> %134, <8 x double>* %scevgep2572, align 8, !alias.scope !33, !noalias !35
  %scevgep2567 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25672568 = bitcast double* %scevgep2567 to <8 x double>*
  %scevgep2569 = getelementptr <8 x double>, <8 x double>* %scevgep25672568, i64 -20
  store <8 x double> %135, <8 x double>* %scevgep2569, align 8, !alias.scope !33, !noalias !35
  %scevgep2468 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24682469 = bitcast double* %scevgep2468 to <8 x double>*
  %scevgep2470 = getelementptr <8 x double>, <8 x double>* %scevgep24682469, i64 -19
  %wide.load380.3 = load <8 x double>, <8 x double>* %scevgep2470, align 8, !alias.scope !31
  %scevgep2465 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24652466 = bitcast double* %scevgep2465 to <8 x double>*
  %scevgep2467 = getelementptr <8 x double>, <8 x double>* %scevgep24652466, i64 -18
  %wide.load381.3 = load <8 x double>, <8 x double>* %scevgep2467, align 8, !alias.scope !31
  %scevgep2462 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24622463 = bitcast double* %scevgep2462 to <8 x double>*
  %scevgep2464 = getelementptr <8 x double>, <8 x double>* %scevgep24622463, i64 -17
  %wide.load382.3 = load <8 x double>, <8 x double>* %scevgep2464, align 8, !alias.scope !31
  %scevgep2459 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24592460 = bitcast double* %scevgep2459 to <8 x double>*
  %scevgep2461 = getelementptr <8 x double>, <8 x double>* %scevgep24592460, i64 -16
  %wide.load383.3 = load <8 x double>, <8 x double>* %scevgep2461, align 8, !alias.scope !31
  %136 = fmul <8 x double> %wide.load380.3, %broadcast.splat385.3
  %137 = fmul <8 x double> %wide.load381.3, %broadcast.splat387.3
  %138 = fmul <8 x double> %wide.load382.3, %broadcast.splat389.3
  %139 = fmul <8 x double> %wide.load383.3, %broadcast.splat391.3
  %scevgep2564 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25642565 = bitcast double* %scevgep2564 to <8 x double>*
  %scevgep2566 = getelementptr <8 x double>, <8 x double>* %scevgep25642565, i64 -19
  store <8 x double> %136, <8 x double>* %scevgep2566, align 8, !alias.scope !33, !noalias !35
  %scevgep2561 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25612562 = bitcast double* %scevgep2561 to <8 x double>*
  %scevgep2563 = getelementptr <8 x double>, <8 x double>* %scevgep25612562, i64 -18
  store <8 x double> %137, <8 x double>* %scevgep2563, align 8, !alias.scope !33, !noalias !35
  %scevgep2558 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25582559 = bitcast double* %scevgep2558 to <8 x double>*
  %scevgep2560 = getelementptr <8 x double>, <8 x double>* %scevgep25582559, i64 -17
  store <8 x double> %138, <8 x double>* %scevgep2560, align 8, !alias.scope !33, !noalias !35
  %scevgep2555 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25552556 = bitcast double* %scevgep2555 to <8 x double>*
  %scevgep2557 = getelementptr <8 x double>, <8 x double>* %scevgep25552556, i64 -16
  store <8 x double> %139, <8 x double>* %scevgep2557, align 8, !alias.scope !33, !noalias !35
  %scevgep2456 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24562457 = bitcast double* %scevgep2456 to <8 x double>*
  %scevgep2458 = getelementptr <8 x double>, <8 x double>* %scevgep24562457, i64 -15
  %wide.load380.4 = load <8 x double>, <8 x double>* %scevgep2458, align 8, !alias.scope !31
  %scevgep2453 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24532454 = bitcast double* %scevgep2453 to <8 x double>*
  %scevgep2455 = getelementptr <8 x double>, <8 x double>* %scevgep24532454, i64 -14
  %wide.load381.4 = load <8 x double>, <8 x double>* %scevgep2455, align 8, !alias.scope !31
  %scevgep2450 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24502451 = bitcast double* %scevgep2450 to <8 x double>*
  %scevgep2452 = getelementptr <8 x double>, <8 x double>* %scevgep24502451, i64 -13
  %wide.load382.4 = load <8 x double>, <8 x double>* %scevgep2452, align 8, !alias.scope !31
  %scevgep2447 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24472448 = bitcast double* %scevgep2447 to <8 x double>*
  %scevgep2449 = getelementptr <8 x double>, <8 x double>* %scevgep24472448, i64 -12
  %wide.load383.4 = load <8 x double>, <8 x double>* %scevgep2449, align 8, !alias.scope !31
  %140 = fmul <8 x double> %wide.load380.4, %broadcast.splat385.4
  %141 = fmul <8 x double> %wide.load381.4, %broadcast.splat387.4
  %142 = fmul <8 x double> %wide.load382.4, %broadcast.splat389.4
  %143 = fmul <8 x double> %wide.load383.4, %broadcast.splat391.4
  %scevgep2552 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25522553 = bitcast double* %scevgep2552 to <8 x double>*
  %scevgep2554 = getelementptr <8 x double>, <8 x double>* %scevgep25522553, i64 -15
  store <8 x double> %140, <8 x double>* %scevgep2554, align 8, !alias.scope !33, !noalias !35
  %scevgep2549 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25492550 = bitcast double* %scevgep2549 to <8 x double>*
  %scevgep2551 = getelementptr <8 x double>, <8 x double>* %scevgep25492550, i64 -14
  store <8 x double> %141, <8 x double>* %scevgep2551, align 8, !alias.scope !33, !noalias !35
  %scevgep2546 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25462547 = bitcast double* %scevgep2546 to <8 x double>*
  %scevgep2548 = getelementptr <8 x double>, <8 x double>* %scevgep25462547, i64 -13
  store <8 x double> %142, <8 x double>* %scevgep2548, align 8, !alias.scope !33, !noalias !35
  %scevgep2543 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25432544 = bitcast double* %scevgep2543 to <8 x double>*
  %scevgep2545 = getelementptr <8 x double>, <8 x double>* %scevgep25432544, i64 -12
  store <8 x double> %143, <8 x double>* %scevgep2545, align 8, !alias.scope !33, !noalias !35
  %scevgep2444 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24442445 = bitcast double* %scevgep2444 to <8 x double>*
  %scevgep2446 = getelementptr <8 x double>, <8 x double>* %scevgep24442445, i64 -11
  %wide.load380.5 = load <8 x double>, <8 x double>* %scevgep2446, align 8, !alias.scope !31
  %scevgep2441 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24412442 = bitcast double* %scevgep2441 to <8 x double>*
  %scevgep2443 = getelementptr <8 x double>, <8 x double>* %scevgep24412442, i64 -10
  %wide.load381.5 = load <8 x double>, <8 x double>* %scevgep2443, align 8, !alias.scope !31
  %scevgep2438 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24382439 = bitcast double* %scevgep2438 to <8 x double>*
  %scevgep2440 = getelementptr <8 x double>, <8 x double>* %scevgep24382439, i64 -9
  %wide.load382.5 = load <8 x double>, <8 x double>* %scevgep2440, align 8, !alias.scope !31
  %scevgep2435 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24352436 = bitcast double* %scevgep2435 to <8 x double>*
  %scevgep2437 = getelementptr <8 x double>, <8 x double>* %scevgep24352436, i64 -8
  %wide.load383.5 = load <8 x double>, <8 x double>* %scevgep2437, align 8, !alias.scope !31
  %144 = fmul <8 x double> %wide.load380.5, %broadcast.splat385.5
  %145 = fmul <8 x double> %wide.load381.5, %broadcast.splat387.5
  %146 = fmul <8 x double> %wide.load382.5, %broadcast.splat389.5
  %147 = fmul <8 x double> %wide.load383.5, %broadcast.splat391.5
  %scevgep2540 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25402541 = bitcast double* %scevgep2540 to <8 x double>*
  %scevgep2542 = getelementptr <8 x double>, <8 x double>* %scevgep25402541, i64 -11
  store <8 x double> %144, <8 x double>* %scevgep2542, align 8, !alias.scope !33, !noalias !35
  %scevgep2537 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25372538 = bitcast double* %scevgep2537 to <8 x double>*
  %scevgep2539 = getelementptr <8 x double>, <8 x double>* %scevgep25372538, i64 -10
  store <8 x double> %145, <8 x double>* %scevgep2539, align 8, !alias.scope !33, !noalias !35
  %scevgep2534 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25342535 = bitcast double* %scevgep2534 to <8 x double>*
  %scevgep2536 = getelementptr <8 x double>, <8 x double>* %scevgep25342535, i64 -9
  store <8 x double> %146, <8 x double>* %scevgep2536, align 8, !alias.scope !33, !noalias !35
  %scevgep2531 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25312532 = bitcast double* %scevgep2531 to <8 x double>*
  %scevgep2533 = getelementptr <8 x double>, <8 x double>* %scevgep25312532, i64 -8
  store <8 x double> %147, <8 x double>* %scevgep2533, align 8, !alias.scope !33, !noalias !35
  %scevgep2432 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24322433 = bitcast double* %scevgep2432 to <8 x double>*
  %scevgep2434 = getelementptr <8 x double>, <8 x double>* %scevgep24322433, i64 -7
  %wide.load380.6 = load <8 x double>, <8 x double>* %scevgep2434, align 8, !alias.scope !31
  %scevgep2429 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24292430 = bitcast double* %scevgep2429 to <8 x double>*
  %scevgep2431 = getelementptr <8 x double>, <8 x double>* %scevgep24292430, i64 -6
  %wide.load381.6 = load <8 x double>, <8 x double>* %scevgep2431, align 8, !alias.scope !31
  %scevgep2426 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24262427 = bitcast double* %scevgep2426 to <8 x double>*
  %scevgep2428 = getelementptr <8 x double>, <8 x double>* %scevgep24262427, i64 -5
  %wide.load382.6 = load <8 x double>, <8 x double>* %scevgep2428, align 8, !alias.scope !31
  %scevgep2423 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24232424 = bitcast double* %scevgep2423 to <8 x double>*
  %scevgep2425 = getelementptr <8 x double>, <8 x double>* %scevgep24232424, i64 -4
  %wide.load383.6 = load <8 x double>, <8 x double>* %scevgep2425, align 8, !alias.scope !31
  %148 = fmul <8 x double> %wide.load380.6, %broadcast.splat385.6
  %149 = fmul <8 x double> %wide.load381.6, %broadcast.splat387.6
  %150 = fmul <8 x double> %wide.load382.6, %broadcast.splat389.6
  %151 = fmul <8 x double> %wide.load383.6, %broadcast.splat391.6
  %scevgep2528 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25282529 = bitcast double* %scevgep2528 to <8 x double>*
  %scevgep2530 = getelementptr <8 x double>, <8 x double>* %scevgep25282529, i64 -7
  store <8 x double> %148, <8 x double>* %scevgep2530, align 8, !alias.scope !33, !noalias !35
  %scevgep2525 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25252526 = bitcast double* %scevgep2525 to <8 x double>*
  %scevgep2527 = getelementptr <8 x double>, <8 x double>* %scevgep25252526, i64 -6
  store <8 x double> %149, <8 x double>* %scevgep2527, align 8, !alias.scope !33, !noalias !35
  %scevgep2522 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25222523 = bitcast double* %scevgep2522 to <8 x double>*
  %scevgep2524 = getelementptr <8 x double>, <8 x double>* %scevgep25222523, i64 -5
  store <8 x double> %150, <8 x double>* %scevgep2524, align 8, !alias.scope !33, !noalias !35
  %scevgep2519 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25192520 = bitcast double* %scevgep2519 to <8 x double>*
  %scevgep2521 = getelementptr <8 x double>, <8 x double>* %scevgep25192520, i64 -4
  store <8 x double> %151, <8 x double>* %scevgep2521, align 8, !alias.scope !33, !noalias !35
  %scevgep2503 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep25032504 = bitcast double* %scevgep2503 to <8 x double>*
  %scevgep2505 = getelementptr <8 x double>, <8 x double>* %scevgep25032504, i64 -3
  %wide.load380.7 = load <8 x double>, <8 x double>* %scevgep2505, align 8, !alias.scope !31
  %scevgep2500 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep25002501 = bitcast double* %scevgep2500 to <8 x double>*
  %scevgep2502 = getelementptr <8 x double>, <8 x double>* %scevgep25002501, i64 -2
  %wide.load381.7 = load <8 x double>, <8 x double>* %scevgep2502, align 8, !alias.scope !31
  %scevgep2497 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24972498 = bitcast double* %scevgep2497 to <8 x double>*
  %scevgep2499 = getelementptr <8 x double>, <8 x double>* %scevgep24972498, i64 -1
  %wide.load382.7 = load <8 x double>, <8 x double>* %scevgep2499, align 8, !alias.scope !31
  %scevgep2495 = getelementptr double, double* %scevgep2422, i64 %index379
  %scevgep24952496 = bitcast double* %scevgep2495 to <8 x double>*
  %wide.load383.7 = load <8 x double>, <8 x double>* %scevgep24952496, align 8, !alias.scope !31
  %152 = fmul <8 x double> %wide.load380.7, %broadcast.splat385.7
  %153 = fmul <8 x double> %wide.load381.7, %broadcast.splat387.7
  %154 = fmul <8 x double> %wide.load382.7, %broadcast.splat389.7
  %155 = fmul <8 x double> %wide.load383.7, %broadcast.splat391.7
  %scevgep2599 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25992600 = bitcast double* %scevgep2599 to <8 x double>*
  %scevgep2601 = getelementptr <8 x double>, <8 x double>* %scevgep25992600, i64 -3
  store <8 x double> %152, <8 x double>* %scevgep2601, align 8, !alias.scope !33, !noalias !35
  %scevgep2596 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25962597 = bitcast double* %scevgep2596 to <8 x double>*
  %scevgep2598 = getelementptr <8 x double>, <8 x double>* %scevgep25962597, i64 -2
  store <8 x double> %153, <8 x double>* %scevgep2598, align 8, !alias.scope !33, !noalias !35
  %scevgep2593 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25932594 = bitcast double* %scevgep2593 to <8 x double>*
  %scevgep2595 = getelementptr <8 x double>, <8 x double>* %scevgep25932594, i64 -1
  store <8 x double> %154, <8 x double>* %scevgep2595, align 8, !alias.scope !33, !noalias !35
  %scevgep2591 = getelementptr double, double* %scevgep2518, i64 %index379
  %scevgep25912592 = bitcast double* %scevgep2591 to <8 x double>*
  store <8 x double> %155, <8 x double>* %scevgep25912592, align 8, !alias.scope !33, !noalias !35
  %index.next392.7 = add i64 %index379, 256
  %lsr.iv.next2615 = add i64 %lsr.iv2614, -8
  %niter642.ncmp.7 = icmp eq i64 %lsr.iv.next2615, 0
  br i1 %niter642.ncmp.7, label %middle.block370.unr-lcssa, label %vector.body372, !llvm.loop !36

middle.block370.unr-lcssa:                        ; preds = %vector.body372, %vector.ph374
  %index379.unr = phi i64 [ 0, %vector.ph374 ], [ %index.next392.7, %vector.body372 ]
  %lcmp.mod640.not = icmp eq i64 %xtraiter638, 0
  br i1 %lcmp.mod640.not, label %middle.block370, label %vector.body372.epil.preheader

vector.body372.epil.preheader:                    ; preds = %middle.block370.unr-lcssa
  %156 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert384.epil = insertelement <8 x double> poison, double %156, i64 0
  %broadcast.splat385.epil = shufflevector <8 x double> %broadcast.splatinsert384.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert386.epil = insertelement <8 x double> poison, double %156, i64 0
  %broadcast.splat387.epil = shufflevector <8 x double> %broadcast.splatinsert386.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert388.epil = insertelement <8 x double> poison, double %156, i64 0
  %broadcast.splat389.epil = shufflevector <8 x double> %broadcast.splatinsert388.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %157 = load double, double* %arg.y.4, align 8, !alias.scope !28
  %broadcast.splatinsert390.epil = insertelement <8 x double> poison, double %157, i64 0
  %broadcast.splat391.epil = shufflevector <8 x double> %broadcast.splatinsert390.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %158 = add nuw nsw i64 %index379.unr, 24
  %scevgep2394 = getelementptr double, double* %.6.i105185, i64 %158
  %scevgep2409 = getelementptr double, double* %arg.x.4, i64 %158
  %159 = shl nuw nsw i64 %xtraiter638, 8
  br label %vector.body372.epil

vector.body372.epil:                              ; preds = %vector.body372.epil, %vector.body372.epil.preheader
  %lsr.iv2395 = phi i64 [ %lsr.iv.next2396, %vector.body372.epil ], [ 0, %vector.body372.epil.preheader ]
  %160 = bitcast double* %scevgep2409 to i8*
  %161 = bitcast double* %scevgep2394 to i8*
  %uglygep2419 = getelementptr i8, i8* %160, i64 %lsr.iv2395
  %uglygep24192420 = bitcast i8* %uglygep2419 to <8 x double>*
  %scevgep2421 = getelementptr <8 x double>, <8 x double>* %uglygep24192420, i64 -3
  %wide.load380.epil = load <8 x double>, <8 x double>* %scevgep2421, align 8, !alias.scope !31
  %uglygep2416 = getelementptr i8, i8* %160, i64 %lsr.iv2395
  %uglygep24162417 = bitcast i8* %uglygep2416 to <8 x double>*
  %scevgep2418 = getelementptr <8 x double>, <8 x double>* %uglygep24162417, i64 -2
  %wide.load381.epil = load <8 x double>, <8 x double>* %scevgep2418, align 8, !alias.scope !31
  %uglygep2413 = getelementptr i8, i8* %160, i64 %lsr.iv2395
  %uglygep24132414 = bitcast i8* %uglygep2413 to <8 x double>*
  %scevgep2415 = getelementptr <8 x double>, <8 x double>* %uglygep24132414, i64 -1
  %wide.load382.epil = load <8 x double>, <8 x double>* %scevgep2415, align 8, !alias.scope !31
  %uglygep2411 = getelementptr i8, i8* %160, i64 %lsr.iv2395
  %uglygep24112412 = bitcast i8* %uglygep2411 to <8 x double>*
  %wide.load383.epil = load <8 x double>, <8 x double>* %uglygep24112412, align 8, !alias.scope !31
  %162 = fmul <8 x double> %wide.load380.epil, %broadcast.splat385.epil
  %163 = fmul <8 x double> %wide.load381.epil, %broadcast.splat387.epil
  %164 = fmul <8 x double> %wide.load382.epil, %broadcast.splat389.epil
  %165 = fmul <8 x double> %wide.load383.epil, %broadcast.splat391.epil
  %uglygep2406 = getelementptr i8, i8* %161, i64 %lsr.iv2395
  %uglygep24062407 = bitcast i8* %uglygep2406 to <8 x double>*
  %scevgep2408 = getelementptr <8 x double>, <8 x double>* %uglygep24062407, i64 -3
  store <8 x double> %162, <8 x double>* %scevgep2408, align 8, !alias.scope !33, !noalias !35
  %uglygep2403 = getelementptr i8, i8* %161, i64 %lsr.iv2395
  %uglygep24032404 = bitcast i8* %uglygep2403 to <8 x double>*
  %scevgep2405 = getelementptr <8 x double>, <8 x double>* %uglygep24032404, i64 -2
  store <8 x double> %163, <8 x double>* %scevgep2405, align 8, !alias.scope !33, !noalias !35
  %uglygep2400 = getelementptr i8, i8* %161, i64 %lsr.iv2395
  %uglygep24002401 = bitcast i8* %uglygep2400 to <8 x double>*
  %scevgep2402 = getelementptr <8 x double>, <8 x double>* %uglygep24002401, i64 -1
  store <8 x double> %164, <8 x double>* %scevgep2402, align 8, !alias.scope !33, !noalias !35
  %uglygep2398 = getelementptr i8, i8* %161, i64 %lsr.iv2395
  %uglygep23982399 = bitcast i8* %uglygep2398 to <8 x double>*
  store <8 x double> %165, <8 x double>* %uglygep23982399, align 8, !alias.scope !33, !noalias !35
  %lsr.iv.next2396 = add nuw nsw i64 %lsr.iv2395, 256
  %epil.iter639.cmp.not = icmp eq i64 %159, %lsr.iv.next2396
  br i1 %epil.iter639.cmp.not, label %middle.block370, label %vector.body372.epil, !llvm.loop !37

middle.block370:                                  ; preds = %vector.body372.epil, %middle.block370.unr-lcssa
  %cmp.n378 = icmp eq i64 %dest_shape.1.1, %n.vec376
  br i1 %cmp.n378, label %for.end.1, label %for.body.1.us.preheader582

for.body.1.us.preheader582:                       ; preds = %vector.memcheck356, %for.body.1.us.preheader, %middle.block370
  %loop.index.1181.us.ph = phi i64 [ 0, %vector.memcheck356 ], [ 0, %for.body.1.us.preheader ], [ %n.vec376, %middle.block370 ]
  %166 = xor i64 %loop.index.1181.us.ph, -1
  %167 = add i64 %dest_shape.1.1, %166
  %xtraiter635 = and i64 %dest_shape.1.1, 7
  %lcmp.mod636.not = icmp eq i64 %xtraiter635, 0
  br i1 %lcmp.mod636.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader582
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv2392 = phi i64 [ %xtraiter635, %for.body.1.us.prol.preheader ], [ %lsr.iv.next2393, %for.body.1.us.prol ]
  %loop.index.1181.us.prol = phi i64 [ %.434.us.prol, %for.body.1.us.prol ], [ %loop.index.1181.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep2391 = getelementptr double, double* %arg.x.4, i64 %loop.index.1181.us.prol
  %.396.us.prol = load double, double* %scevgep2391, align 8
  %.405.us.prol = load double, double* %arg.y.4, align 8
  %.6.i166.us.prol = fmul double %.396.us.prol, %.405.us.prol
  %scevgep2390 = getelementptr double, double* %.6.i105185, i64 %loop.index.1181.us.prol
  store double %.6.i166.us.prol, double* %scevgep2390, align 8
  %.434.us.prol = add nuw i64 %loop.index.1181.us.prol, 1
  %lsr.iv.next2393 = add nsw i64 %lsr.iv2392, -1
  %prol.iter637.cmp.not = icmp eq i64 %lsr.iv.next2393, 0
  br i1 %prol.iter637.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !38

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader582
  %loop.index.1181.us.unr = phi i64 [ %loop.index.1181.us.ph, %for.body.1.us.preheader582 ], [ %.434.us.prol, %for.body.1.us.prol ]
  %168 = icmp ult i64 %167, 7
  br i1 %168, label %for.end.1, label %for.body.1.us.preheader675

for.body.1.us.preheader675:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us.us.preheader:                       ; preds = %for.body.1.preheader.split.us
  %169 = icmp ult i64 %dest_shape.1.1, 32
  br i1 %169, label %for.body.1.us.us.preheader581, label %vector.memcheck393

vector.memcheck393:                               ; preds = %for.body.1.us.us.preheader
  %scevgep394 = getelementptr double, double* %.6.i105185, i64 %dest_shape.1.1
  %scevgep396 = getelementptr double, double* %arg.x.4, i64 %dest_shape.1.1
  %scevgep398 = getelementptr double, double* %arg.y.4, i64 %dest_shape.1.1
  %bound0400 = icmp ult double* %.6.i105185, %scevgep396
  %bound1401 = icmp ugt double* %scevgep394, %arg.x.4
  %found.conflict402 = and i1 %bound0400, %bound1401
  %bound0403 = icmp ult double* %.6.i105185, %scevgep398
  %bound1404 = icmp ugt double* %scevgep394, %arg.y.4
  %found.conflict405 = and i1 %bound0403, %bound1404
  %conflict.rdx406 = or i1 %found.conflict402, %found.conflict405
  br i1 %conflict.rdx406, label %for.body.1.us.us.preheader581, label %vector.ph411

vector.ph411:                                     ; preds = %vector.memcheck393
  %n.vec413 = and i64 %dest_shape.1.1, -32
  %170 = add i64 %n.vec413, -32
  %171 = lshr exact i64 %170, 5
  %172 = add nuw nsw i64 %171, 1
  %xtraiter630 = and i64 %172, 7
  %173 = icmp ult i64 %170, 224
  br i1 %173, label %middle.block407.unr-lcssa, label %vector.ph411.new

vector.ph411.new:                                 ; preds = %vector.ph411
  %const3268 = bitcast i64 1152921504606846968 to i64
  %unroll_iter633 = and i64 %172, %const3268
  %scevgep2068 = getelementptr double, double* %arg.x.4, i64 248
  %scevgep2164 = getelementptr double, double* %arg.y.4, i64 248
  %scevgep2260 = getelementptr double, double* %.6.i105185, i64 248
  br label %vector.body409

vector.body409:                                   ; preds = %vector.body409, %vector.ph411.new
  %lsr.iv2356 = phi i64 [ %lsr.iv.next2357, %vector.body409 ], [ %unroll_iter633, %vector.ph411.new ]
  %index416 = phi i64 [ 0, %vector.ph411.new ], [ %index.next425.7, %vector.body409 ]
  %scevgep2152 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21522153 = bitcast double* %scevgep2152 to <8 x double>*
  %scevgep2154 = getelementptr <8 x double>, <8 x double>* %scevgep21522153, i64 -31
  %wide.load417 = load <8 x double>, <8 x double>* %scevgep2154, align 8, !alias.scope !39
  %scevgep2161 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21612162 = bitcast double* %scevgep2161 to <8 x double>*
  %scevgep2163 = getelementptr <8 x double>, <8 x double>* %scevgep21612162, i64 -30
  %wide.load418 = load <8 x double>, <8 x double>* %scevgep2163, align 8, !alias.scope !39
  %scevgep2158 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21582159 = bitcast double* %scevgep2158 to <8 x double>*
  %scevgep2160 = getelementptr <8 x double>, <8 x double>* %scevgep21582159, i64 -29
  %wide.load419 = load <8 x double>, <8 x double>* %scevgep2160, align 8, !alias.scope !39
  %scevgep2155 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21552156 = bitcast double* %scevgep2155 to <8 x double>*
  %scevgep2157 = getelementptr <8 x double>, <8 x double>* %scevgep21552156, i64 -28
  %wide.load420 = load <8 x double>, <8 x double>* %scevgep2157, align 8, !alias.scope !39
  %scevgep2248 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22482249 = bitcast double* %scevgep2248 to <8 x double>*
  %scevgep2250 = getelementptr <8 x double>, <8 x double>* %scevgep22482249, i64 -31
  %wide.load421 = load <8 x double>, <8 x double>* %scevgep2250, align 8, !alias.scope !42
  %scevgep2257 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22572258 = bitcast double* %scevgep2257 to <8 x double>*
  %scevgep2259 = getelementptr <8 x double>, <8 x double>* %scevgep22572258, i64 -30
  %wide.load422 = load <8 x double>, <8 x double>* %scevgep2259, align 8, !alias.scope !42
  %scevgep2254 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22542255 = bitcast double* %scevgep2254 to <8 x double>*
  %scevgep2256 = getelementptr <8 x double>, <8 x double>* %scevgep22542255, i64 -29
  %wide.load423 = load <8 x double>, <8 x double>* %scevgep2256, align 8, !alias.scope !42
  %scevgep2251 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22512252 = bitcast double* %scevgep2251 to <8 x double>*
  %scevgep2253 = getelementptr <8 x double>, <8 x double>* %scevgep22512252, i64 -28
  %wide.load424 = load <8 x double>, <8 x double>* %scevgep2253, align 8, !alias.scope !42
  %174 = fmul <8 x double> %wide.load417, %wide.load421
  %175 = fmul <8 x double> %wide.load418, %wide.load422
  %176 = fmul <8 x double> %wide.load419, %wide.load423
  %177 = fmul <8 x double> %wide.load420, %wide.load424
  %scevgep2344 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23442345 = bitcast double* %scevgep2344 to <8 x double>*
  %scevgep2346 = getelementptr <8 x double>, <8 x double>* %scevgep23442345, i64 -31
  store <8 x double> %174, <8 x double>* %scevgep2346, align 8, !alias.scope !44, !noalias !46
  %scevgep2353 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23532354 = bitcast double* %scevgep2353 to <8 x double>*
  %scevgep2355 = getelementptr <8 x double>, <8 x double>* %scevgep23532354, i64 -30
  store <8 x double> %175, <8 x double>* %scevgep2355, align 8, !alias.scope !44, !noalias !46
  %scevgep2350 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23502351 = bitcast double* %scevgep2350 to <8 x double>*
  %scevgep2352 = getelementptr <8 x double>, <8 x double>* %scevgep23502351, i64 -29
  store <8 x double> %176, <8 x double>* %scevgep2352, align 8, !alias.scope !44, !noalias !46
  %scevgep2347 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23472348 = bitcast double* %scevgep2347 to <8 x double>*
  %scevgep2349 = getelementptr <8 x double>, <8 x double>* %scevgep23472348, i64 -28
  store <8 x double> %177, <8 x double>* %scevgep2349, align 8, !alias.scope !44, !noalias !46
  %scevgep2138 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21382139 = bitcast double* %scevgep2138 to <8 x double>*
  %scevgep2140 = getelementptr <8 x double>, <8 x double>* %scevgep21382139, i64 -27
  %wide.load417.1 = load <8 x double>, <8 x double>* %scevgep2140, align 8, !alias.scope !39
  %scevgep2135 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21352136 = bitcast double* %scevgep2135 to <8 x double>*
  %scevgep2137 = getelementptr <8 x double>, <8 x double>* %scevgep21352136, i64 -26
  %wide.load418.1 = load <8 x double>, <8 x double>* %scevgep2137, align 8, !alias.scope !39
  %scevgep2132 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21322133 = bitcast double* %scevgep2132 to <8 x double>*
  %scevgep2134 = getelementptr <8 x double>, <8 x double>* %scevgep21322133, i64 -25
  %wide.load419.1 = load <8 x double>, <8 x double>* %scevgep2134, align 8, !alias.scope !39
  %scevgep2129 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21292130 = bitcast double* %scevgep2129 to <8 x double>*
  %scevgep2131 = getelementptr <8 x double>, <8 x double>* %scevgep21292130, i64 -24
  %wide.load420.1 = load <8 x double>, <8 x double>* %scevgep2131, align 8, !alias.scope !39
  %scevgep2234 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22342235 = bitcast double* %scevgep2234 to <8 x double>*
  %scevgep2236 = getelementptr <8 x double>, <8 x double>* %scevgep22342235, i64 -27
  %wide.load421.1 = load <8 x double>, <8 x double>* %scevgep2236, align 8, !alias.scope !42
  %scevgep2231 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22312232 = bitcast double* %scevgep2231 to <8 x double>*
  %scevgep2233 = getelementptr <8 x double>, <8 x double>* %scevgep22312232, i64 -26
  %wide.load422.1 = load <8 x double>, <8 x double>* %scevgep2233, align 8, !alias.scope !42
  %scevgep2228 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22282229 = bitcast double* %scevgep2228 to <8 x double>*
  %scevgep2230 = getelementptr <8 x double>, <8 x double>* %scevgep22282229, i64 -25
  %wide.load423.1 = load <8 x double>, <8 x double>* %scevgep2230, align 8, !alias.scope !42
  %scevgep2225 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22252226 = bitcast double* %scevgep2225 to <8 x double>*
  %scevgep2227 = getelementptr <8 x double>, <8 x double>* %scevgep22252226, i64 -24
  %wide.load424.1 = load <8 x double>, <8 x double>* %scevgep2227, align 8, !alias.scope !42
  %178 = fmul <8 x double> %wide.load417.1, %wide.load421.1
  %179 = fmul <8 x double> %wide.load418.1, %wide.load422.1
  %180 = fmul <8 x double> %wide.load419.1, %wide.load423.1
  %181 = fmul <8 x double> %wide.load420.1, %wide.load424.1
  %scevgep2330 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23302331 = bitcast double* %scevgep2330 to <8 x double>*
  %scevgep2332 = getelementptr <8 x double>, <8 x double>* %scevgep23302331, i64 -27
  store <8 x double> %178, <8 x double>* %scevgep2332, align 8, !alias.scope !44, !noalias !46
  %scevgep2327 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23272328 = bitcast double* %scevgep2327 to <8 x double>*
  %scevgep2329 = getelementptr <8 x double>, <8 x double>* %scevgep23272328, i64 -26
  store <8 x double> %179, <8 x double>* %scevgep2329, align 8, !alias.scope !44, !noalias !46
  %scevgep2324 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23242325 = bitcast double* %scevgep2324 to <8 x double>*
  %scevgep2326 = getelementptr <8 x double>, <8 x double>* %scevgep23242325, i64 -25
  store <8 x double> %180, <8 x double>* %scevgep2326, align 8, !alias.scope !44, !noalias !46
  %scevgep2321 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23212322 = bitcast double* %scevgep2321 to <8 x double>*
  %scevgep2323 = getelementptr <8 x double>, <8 x double>* %scevgep23212322, i64 -24
  store <8 x double> %181, <8 x double>* %scevgep2323, align 8, !alias.scope !44, !noalias !46
  %scevgep2126 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21262127 = bitcast double* %scevgep2126 to <8 x double>*
  %scevgep2128 = getelementptr <8 x double>, <8 x double>* %scevgep21262127, i64 -23
  %wide.load417.2 = load <8 x double>, <8 x double>* %scevgep2128, align 8, !alias.scope !39
  %scevgep2123 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21232124 = bitcast double* %scevgep2123 to <8 x double>*
  %scevgep2125 = getelementptr <8 x double>, <8 x double>* %scevgep21232124, i64 -22
  %wide.load418.2 = load <8 x double>, <8 x double>* %scevgep2125, align 8, !alias.scope !39
  %scevgep2120 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21202121 = bitcast double* %scevgep2120 to <8 x double>*
  %scevgep2122 = getelementptr <8 x double>, <8 x double>* %scevgep21202121, i64 -21
  %wide.load419.2 = load <8 x double>, <8 x double>* %scevgep2122, align 8, !alias.scope !39
  %scevgep2117 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21172118 = bitcast double* %scevgep2117 to <8 x double>*
  %scevgep2119 = getelementptr <8 x double>, <8 x double>* %scevgep21172118, i64 -20
  %wide.load420.2 = load <8 x double>, <8 x double>* %scevgep2119, align 8, !alias.scope !39
  %scevgep2222 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22222223 = bitcast double* %scevgep2222 to <8 x double>*
  %scevgep2224 = getelementptr <8 x double>, <8 x double>* %scevgep22222223, i64 -23
  %wide.load421.2 = load <8 x double>, <8 x double>* %scevgep2224, align 8, !alias.scope !42
  %scevgep2219 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22192220 = bitcast double* %scevgep2219 to <8 x double>*
  %scevgep2221 = getelementptr <8 x double>, <8 x double>* %scevgep22192220, i64 -22
  %wide.load422.2 = load <8 x double>, <8 x double>* %scevgep2221, align 8, !alias.scope !42
  %scevgep2216 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22162217 = bitcast double* %scevgep2216 to <8 x double>*
  %scevgep2218 = getelementptr <8 x double>, <8 x double>* %scevgep22162217, i64 -21
  %wide.load423.2 = load <8 x double>, <8 x double>* %scevgep2218, align 8, !alias.scope !42
  %scevgep2213 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22132214 = bitcast double* %scevgep2213 to <8 x double>*
  %scevgep2215 = getelementptr <8 x double>, <8 x double>* %scevgep22132214, i64 -20
  %wide.load424.2 = load <8 x double>, <8 x double>* %scevgep2215, align 8, !alias.scope !42
  %182 = fmul <8 x double> %wide.load417.2, %wide.load421.2
  %183 = fmul <8 x double> %wide.load418.2, %wide.load422.2
  %184 = fmul <8 x double> %wide.load419.2, %wide.load423.2
  %185 = fmul <8 x double> %wide.load420.2, %wide.load424.2
  %scevgep2318 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23182319 = bitcast double* %scevgep2318 to <8 x double>*
  %scevgep2320 = getelementptr <8 x double>, <8 x double>* %scevgep23182319, i64 -23
  store <8 x double> %182, <8 x double>* %scevgep2320, align 8, !alias.scope !44, !noalias !46
  %scevgep2315 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23152316 = bitcast double* %scevgep2315 to <8 x double>*
  %scevgep2317 = getelementptr <8 x double>, <8 x double>* %scevgep23152316, i64 -22
  store <8 x double> %183, <8 x double>* %scevgep2317, align 8, !alias.scope !44, !noalias !46
  %scevgep2312 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23122313 = bitcast double* %scevgep2312 to <8 x double>*
  %scevgep2314 = getelementptr <8 x double>, <8 x double>* %scevgep23122313, i64 -21
  store <8 x double> %184, <8 x double>* %scevgep2314, align 8, !alias.scope !44, !noalias !46
  %scevgep2309 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23092310 = bitcast double* %scevgep2309 to <8 x double>*
  %scevgep2311 = getelementptr <8 x double>, <8 x double>* %scevgep23092310, i64 -20
  store <8 x double> %185, <8 x double>* %scevgep2311, align 8, !alias.scope !44, !noalias !46
  %scevgep2114 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21142115 = bitcast double* %scevgep2114 to <8 x double>*
  %scevgep2116 = getelementptr <8 x double>, <8 x double>* %scevgep21142115, i64 -19
  %wide.load417.3 = load <8 x double>, <8 x double>* %scevgep2116, align 8, !alias.scope !39
  %scevgep2111 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21112112 = bitcast double* %scevgep2111 to <8 x double>*
  %scevgep2113 = getelementptr <8 x double>, <8 x double>* %scevgep21112112, i64 -18
  %wide.load418.3 = load <8 x double>, <8 x double>* %scevgep2113, align 8, !alias.scope !39
  %scevgep2108 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21082109 = bitcast double* %scevgep2108 to <8 x double>*
  %scevgep2110 = getelementptr <8 x double>, <8 x double>* %scevgep21082109, i64 -17
  %wide.load419.3 = load <8 x double>, <8 x double>* %scevgep2110, align 8, !alias.scope !39
  %scevgep2105 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21052106 = bitcast double* %scevgep2105 to <8 x double>*
  %scevgep2107 = getelementptr <8 x double>, <8 x double>* %scevgep21052106, i64 -16
  %wide.load420.3 = load <8 x double>, <8 x double>* %scevgep2107, align 8, !alias.scope !39
  %scevgep2210 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22102211 = bitcast double* %scevgep2210 to <8 x double>*
  %scevgep2212 = getelementptr <8 x double>, <8 x double>* %scevgep22102211, i64 -19
  %wide.load421.3 = load <8 x double>, <8 x double>* %scevgep2212, align 8, !alias.scope !42
  %scevgep2207 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22072208 = bitcast double* %scevgep2207 to <8 x double>*
  %scevgep2209 = getelementptr <8 x double>, <8 x double>* %scevgep22072208, i64 -18
  %wide.load422.3 = load <8 x double>, <8 x double>* %scevgep2209, align 8, !alias.scope !42
  %scevgep2204 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22042205 = bitcast double* %scevgep2204 to <8 x double>*
  %scevgep2206 = getelementptr <8 x double>, <8 x double>* %scevgep22042205, i64 -17
  %wide.load423.3 = load <8 x double>, <8 x double>* %scevgep2206, align 8, !alias.scope !42
  %scevgep2201 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22012202 = bitcast double* %scevgep2201 to <8 x double>*
  %scevgep2203 = getelementptr <8 x double>, <8 x double>* %scevgep22012202, i64 -16
  %wide.load424.3 = load <8 x double>, <8 x double>* %scevgep2203, align 8, !alias.scope !42
  %186 = fmul <8 x double> %wide.load417.3, %wide.load421.3
  %187 = fmul <8 x double> %wide.load418.3, %wide.load422.3
  %188 = fmul <8 x double> %wide.load419.3, %wide.load423.3
  %189 = fmul <8 x double> %wide.load420.3, %wide.load424.3
  %scevgep2306 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23062307 = bitcast double* %scevgep2306 to <8 x double>*
  %scevgep2308 = getelementptr <8 x double>, <8 x double>* %scevgep23062307, i64 -19
  store <8 x double> %186, <8 x double>* %scevgep2308, align 8, !alias.scope !44, !noalias !46
  %scevgep2303 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23032304 = bitcast double* %scevgep2303 to <8 x double>*
  %scevgep2305 = getelementptr <8 x double>, <8 x double>* %scevgep23032304, i64 -18
  store <8 x double> %187, <8 x double>* %scevgep2305, align 8, !alias.scope !44, !noalias !46
  %scevgep2300 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23002301 = bitcast double* %scevgep2300 to <8 x double>*
  %scevgep2302 = getelementptr <8 x double>, <8 x double>* %scevgep23002301, i64 -17
  store <8 x double> %188, <8 x double>* %scevgep2302, align 8, !alias.scope !44, !noalias !46
  %scevgep2297 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep22972298 = bitcast double* %scevgep2297 to <8 x double>*
  %scevgep2299 = getelementptr <8 x double>, <8 x double>* %scevgep22972298, i64 -16
  store <8 x double> %189, <8 x double>* %scevgep2299, align 8, !alias.scope !44, !noalias !46
  %scevgep2102 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21022103 = bitcast double* %scevgep2102 to <8 x double>*
  %scevgep2104 = getelementptr <8 x double>, <8 x double>* %scevgep21022103, i64 -15
  %wide.load417.4 = load <8 x double>, <8 x double>* %scevgep2104, align 8, !alias.scope !39
  %scevgep2099 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep20992100 = bitcast double* %scevgep2099 to <8 x double>*
  %scevgep2101 = getelementptr <8 x double>, <8 x double>* %scevgep20992100, i64 -14
  %wide.load418.4 = load <8 x double>, <8 x double>* %scevgep2101, align 8, !alias.scope !39
  %scevgep2096 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep20962097 = bitcast double* %scevgep2096 to <8 x double>*
  %scevgep2098 = getelementptr <8 x double>, <8 x double>* %scevgep20962097, i64 -13
  %wide.load419.4 = load <8 x double>, <8 x double>* %scevgep2098, align 8, !alias.scope !39
  %scevgep2093 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep20932094 = bitcast double* %scevgep2093 to <8 x double>*
  %scevgep2095 = getelementptr <8 x double>, <8 x double>* %scevgep20932094, i64 -12
  %wide.load420.4 = load <8 x double>, <8 x double>* %scevgep2095, align 8, !alias.scope !39
  %scevgep2198 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep21982199 = bitcast double* %scevgep2198 to <8 x double>*
  %scevgep2200 = getelementptr <8 x double>, <8 x double>* %scevgep21982199, i64 -15
  %wide.load421.4 = load <8 x double>, <8 x double>* %scevgep2200, align 8, !alias.scope !42
  %scevgep2195 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep21952196 = bitcast double* %scevgep2195 to <8 x double>*
  %scevgep2197 = getelementptr <8 x double>, <8 x double>* %scevgep21952196, i64 -14
  %wide.load422.4 = load <8 x double>, <8 x double>* %scevgep2197, align 8, !alias.scope !42
  %scevgep2192 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep21922193 = bitcast double* %scevgep2192 to <8 x double>*
  %scevgep2194 = getelementptr <8 x double>, <8 x double>* %scevgep21922193, i64 -13
  %wide.load423.4 = load <8 x double>, <8 x double>* %scevgep2194, align 8, !alias.scope !42
  %scevgep2189 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep21892190 = bitcast double* %scevgep2189 to <8 x double>*
  %scevgep2191 = getelementptr <8 x double>, <8 x double>* %scevgep21892190, i64 -12
  %wide.load424.4 = load <8 x double>, <8 x double>* %scevgep2191, align 8, !alias.scope !42
  %190 = fmul <8 x double> %wide.load417.4, %wide.load421.4
  %191 = fmul <8 x double> %wide.load418.4, %wide.load422.4
  %192 = fmul <8 x double> %wide.load419.4, %wide.load423.4
  %193 = fmul <8 x double> %wide.load420.4, %wide.load424.4
  %scevgep2294 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep22942295 = bitcast double* %scevgep2294 to <8 x double>*
  %scevgep2296 = getelementptr <8 x double>, <8 x double>* %scevgep22942295, i64 -15
  store <8 x double> %190, <8 x double>* %scevgep2296, align 8, !alias.scope !44, !noalias !46
  %scevgep2291 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep22912292 = bitcast double* %scevgep2291 to <8 x double>*
  %scevgep2293 = getelementptr <8 x double>, <8 x double>* %scevgep22912292, i64 -14
  store <8 x double> %191, <8 x double>* %scevgep2293, align 8, !alias.scope !44, !noalias !46
  %scevgep2288 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep22882289 = bitcast double* %scevgep2288 to <8 x double>*
  %scevgep2290 = getelementptr <8 x double>, <8 x double>* %scevgep22882289, i64 -13
  store <8 x double> %192, <8 x double>* %scevgep2290, align 8, !alias.scope !44, !noalias !46
  %scevgep2285 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep22852286 = bitcast double* %scevgep2285 to <8 x double>*
  %scevgep2287 = getelementptr <8 x double>, <8 x double>* %scevgep22852286, i64 -12
  store <8 x double> %193, <8 x double>* %scevgep2287, align 8, !alias.scope !44, !noalias !46
  %scevgep2090 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep20902091 = bitcast double* %scevgep2090 to <8 x double>*
  %scevgep2092 = getelementptr <8 x double>, <8 x double>* %scevgep20902091, i64 -11
  %wide.load417.5 = load <8 x double>, <8 x double>* %scevgep2092, align 8, !alias.scope !39
  %scevgep2087 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep20872088 = bitcast double* %scevgep2087 to <8 x double>*
  %scevgep2089 = getelementptr <8 x double>, <8 x double>* %scevgep20872088, i64 -10
  %wide.load418.5 = load <8 x double>, <8 x double>* %scevgep2089, align 8, !alias.scope !39
  %scevgep2084 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep20842085 = bitcast double* %scevgep2084 to <8 x double>*
  %scevgep2086 = getelementptr <8 x double>, <8 x double>* %scevgep20842085, i64 -9
  %wide.load419.5 = load <8 x double>, <8 x double>* %scevgep2086, align 8, !alias.scope !39
  %scevgep2081 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep20812082 = bitcast double* %scevgep2081 to <8 x double>*
  %scevgep2083 = getelementptr <8 x double>, <8 x double>* %scevgep20812082, i64 -8
  %wide.load420.5 = load <8 x double>, <8 x double>* %scevgep2083, align 8, !alias.scope !39
  %scevgep2186 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep21862187 = bitcast double* %scevgep2186 to <8 x double>*
  %scevgep2188 = getelementptr <8 x double>, <8 x double>* %scevgep21862187, i64 -11
  %wide.load421.5 = load <8 x double>, <8 x double>* %scevgep2188, align 8, !alias.scope !42
  %scevgep2183 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep21832184 = bitcast double* %scevgep2183 to <8 x double>*
  %scevgep2185 = getelementptr <8 x double>, <8 x double>* %scevgep21832184, i64 -10
  %wide.load422.5 = load <8 x double>, <8 x double>* %scevgep2185, align 8, !alias.scope !42
  %scevgep2180 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep21802181 = bitcast double* %scevgep2180 to <8 x double>*
  %scevgep2182 = getelementptr <8 x double>, <8 x double>* %scevgep21802181, i64 -9
  %wide.load423.5 = load <8 x double>, <8 x double>* %scevgep2182, align 8, !alias.scope !42
  %scevgep2177 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep21772178 = bitcast double* %scevgep2177 to <8 x double>*
  %scevgep2179 = getelementptr <8 x double>, <8 x double>* %scevgep21772178, i64 -8
  %wide.load424.5 = load <8 x double>, <8 x double>* %scevgep2179, align 8, !alias.scope !42
  %194 = fmul <8 x double> %wide.load417.5, %wide.load421.5
  %195 = fmul <8 x double> %wide.load418.5, %wide.load422.5
  %196 = fmul <8 x double> %wide.load419.5, %wide.load423.5
  %197 = fmul <8 x double> %wide.load420.5, %wide.load424.5
  %scevgep2282 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep22822283 = bitcast double* %scevgep2282 to <8 x double>*
  %scevgep2284 = getelementptr <8 x double>, <8 x double>* %scevgep22822283, i64 -11
  store <8 x double> %194, <8 x double>* %scevgep2284, align 8, !alias.scope !44, !noalias !46
  %scevgep2279 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep22792280 = bitcast double* %scevgep2279 to <8 x double>*
  %scevgep2281 = getelementptr <8 x double>, <8 x double>* %scevgep22792280, i64 -10
  store <8 x double> %195, <8 x double>* %scevgep2281, align 8, !alias.scope !44, !noalias !46
  %scevgep2276 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep22762277 = bitcast double* %scevgep2276 to <8 x double>*
  %scevgep2278 = getelementptr <8 x double>, <8 x double>* %scevgep22762277, i64 -9
  store <8 x double> %196, <8 x double>* %scevgep2278, align 8, !alias.scope !44, !noalias !46
  %scevgep2273 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep22732274 = bitcast double* %scevgep2273 to <8 x double>*
  %scevgep2275 = getelementptr <8 x double>, <8 x double>* %scevgep22732274, i64 -8
  store <8 x double> %197, <8 x double>* %scevgep2275, align 8, !alias.scope !44, !noalias !46
  %scevgep2078 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep20782079 = bitcast double* %scevgep2078 to <8 x double>*
  %scevgep2080 = getelementptr <8 x double>, <8 x double>* %scevgep20782079, i64 -7
  %wide.load417.6 = load <8 x double>, <8 x double>* %scevgep2080, align 8, !alias.scope !39
  %scevgep2075 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep20752076 = bitcast double* %scevgep2075 to <8 x double>*
  %scevgep2077 = getelementptr <8 x double>, <8 x double>* %scevgep20752076, i64 -6
  %wide.load418.6 = load <8 x double>, <8 x double>* %scevgep2077, align 8, !alias.scope !39
  %scevgep2072 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep20722073 = bitcast double* %scevgep2072 to <8 x double>*
  %scevgep2074 = getelementptr <8 x double>, <8 x double>* %scevgep20722073, i64 -5
  %wide.load419.6 = load <8 x double>, <8 x double>* %scevgep2074, align 8, !alias.scope !39
  %scevgep2069 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep20692070 = bitcast double* %scevgep2069 to <8 x double>*
  %scevgep2071 = getelementptr <8 x double>, <8 x double>* %scevgep20692070, i64 -4
  %wide.load420.6 = load <8 x double>, <8 x double>* %scevgep2071, align 8, !alias.scope !39
  %scevgep2174 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep21742175 = bitcast double* %scevgep2174 to <8 x double>*
  %scevgep2176 = getelementptr <8 x double>, <8 x double>* %scevgep21742175, i64 -7
  %wide.load421.6 = load <8 x double>, <8 x double>* %scevgep2176, align 8, !alias.scope !42
  %scevgep2171 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep21712172 = bitcast double* %scevgep2171 to <8 x double>*
  %scevgep2173 = getelementptr <8 x double>, <8 x double>* %scevgep21712172, i64 -6
  %wide.load422.6 = load <8 x double>, <8 x double>* %scevgep2173, align 8, !alias.scope !42
  %scevgep2168 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep21682169 = bitcast double* %scevgep2168 to <8 x double>*
  %scevgep2170 = getelementptr <8 x double>, <8 x double>* %scevgep21682169, i64 -5
  %wide.load423.6 = load <8 x double>, <8 x double>* %scevgep2170, align 8, !alias.scope !42
  %scevgep2165 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep21652166 = bitcast double* %scevgep2165 to <8 x double>*
  %scevgep2167 = getelementptr <8 x double>, <8 x double>* %scevgep21652166, i64 -4
  %wide.load424.6 = load <8 x double>, <8 x double>* %scevgep2167, align 8, !alias.scope !42
  %198 = fmul <8 x double> %wide.load417.6, %wide.load421.6
  %199 = fmul <8 x double> %wide.load418.6, %wide.load422.6
  %200 = fmul <8 x double> %wide.load419.6, %wide.load423.6
  %201 = fmul <8 x double> %wide.load420.6, %wide.load424.6
  %scevgep2270 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep22702271 = bitcast double* %scevgep2270 to <8 x double>*
  %scevgep2272 = getelementptr <8 x double>, <8 x double>* %scevgep22702271, i64 -7
  store <8 x double> %198, <8 x double>* %scevgep2272, align 8, !alias.scope !44, !noalias !46
  %scevgep2267 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep22672268 = bitcast double* %scevgep2267 to <8 x double>*
  %scevgep2269 = getelementptr <8 x double>, <8 x double>* %scevgep22672268, i64 -6
  store <8 x double> %199, <8 x double>* %scevgep2269, align 8, !alias.scope !44, !noalias !46
  %scevgep2264 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep22642265 = bitcast double* %scevgep2264 to <8 x double>*
  %scevgep2266 = getelementptr <8 x double>, <8 x double>* %scevgep22642265, i64 -5
  store <8 x double> %200, <8 x double>* %scevgep2266, align 8, !alias.scope !44, !noalias !46
  %scevgep2261 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep22612262 = bitcast double* %scevgep2261 to <8 x double>*
  %scevgep2263 = getelementptr <8 x double>, <8 x double>* %scevgep22612262, i64 -4
  store <8 x double> %201, <8 x double>* %scevgep2263, align 8, !alias.scope !44, !noalias !46
  %scevgep2149 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21492150 = bitcast double* %scevgep2149 to <8 x double>*
  %scevgep2151 = getelementptr <8 x double>, <8 x double>* %scevgep21492150, i64 -3
  %wide.load417.7 = load <8 x double>, <8 x double>* %scevgep2151, align 8, !alias.scope !39
  %scevgep2146 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21462147 = bitcast double* %scevgep2146 to <8 x double>*
  %scevgep2148 = getelementptr <8 x double>, <8 x double>* %scevgep21462147, i64 -2
  %wide.load418.7 = load <8 x double>, <8 x double>* %scevgep2148, align 8, !alias.scope !39
  %scevgep2143 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21432144 = bitcast double* %scevgep2143 to <8 x double>*
  %scevgep2145 = getelementptr <8 x double>, <8 x double>* %scevgep21432144, i64 -1
  %wide.load419.7 = load <8 x double>, <8 x double>* %scevgep2145, align 8, !alias.scope !39
  %scevgep2141 = getelementptr double, double* %scevgep2068, i64 %index416
  %scevgep21412142 = bitcast double* %scevgep2141 to <8 x double>*
  %wide.load420.7 = load <8 x double>, <8 x double>* %scevgep21412142, align 8, !alias.scope !39
  %scevgep2245 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22452246 = bitcast double* %scevgep2245 to <8 x double>*
  %scevgep2247 = getelementptr <8 x double>, <8 x double>* %scevgep22452246, i64 -3
  %wide.load421.7 = load <8 x double>, <8 x double>* %scevgep2247, align 8, !alias.scope !42
  %scevgep2242 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22422243 = bitcast double* %scevgep2242 to <8 x double>*
  %scevgep2244 = getelementptr <8 x double>, <8 x double>* %scevgep22422243, i64 -2
  %wide.load422.7 = load <8 x double>, <8 x double>* %scevgep2244, align 8, !alias.scope !42
  %scevgep2239 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22392240 = bitcast double* %scevgep2239 to <8 x double>*
  %scevgep2241 = getelementptr <8 x double>, <8 x double>* %scevgep22392240, i64 -1
  %wide.load423.7 = load <8 x double>, <8 x double>* %scevgep2241, align 8, !alias.scope !42
  %scevgep2237 = getelementptr double, double* %scevgep2164, i64 %index416
  %scevgep22372238 = bitcast double* %scevgep2237 to <8 x double>*
  %wide.load424.7 = load <8 x double>, <8 x double>* %scevgep22372238, align 8, !alias.scope !42
  %202 = fmul <8 x double> %wide.load417.7, %wide.load421.7
  %203 = fmul <8 x double> %wide.load418.7, %wide.load422.7
  %204 = fmul <8 x double> %wide.load419.7, %wide.load423.7
  %205 = fmul <8 x double> %wide.load420.7, %wide.load424.7
  %scevgep2341 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23412342 = bitcast double* %scevgep2341 to <8 x double>*
  %scevgep2343 = getelementptr <8 x double>, <8 x double>* %scevgep23412342, i64 -3
  store <8 x double> %202, <8 x double>* %scevgep2343, align 8, !alias.scope !44, !noalias !46
  %scevgep2338 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23382339 = bitcast double* %scevgep2338 to <8 x double>*
  %scevgep2340 = getelementptr <8 x double>, <8 x double>* %scevgep23382339, i64 -2
  store <8 x double> %203, <8 x double>* %scevgep2340, align 8, !alias.scope !44, !noalias !46
  %scevgep2335 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23352336 = bitcast double* %scevgep2335 to <8 x double>*
  %scevgep2337 = getelementptr <8 x double>, <8 x double>* %scevgep23352336, i64 -1
  store <8 x double> %204, <8 x double>* %scevgep2337, align 8, !alias.scope !44, !noalias !46
  %scevgep2333 = getelementptr double, double* %scevgep2260, i64 %index416
  %scevgep23332334 = bitcast double* %scevgep2333 to <8 x double>*
  store <8 x double> %205, <8 x double>* %scevgep23332334, align 8, !alias.scope !44, !noalias !46
  %index.next425.7 = add i64 %index416, 256
  %lsr.iv.next2357 = add i64 %lsr.iv2356, -8
  %niter634.ncmp.7 = icmp eq i64 %lsr.iv.next2357, 0
  br i1 %niter634.ncmp.7, label %middle.block407.unr-lcssa, label %vector.body409, !llvm.loop !47

middle.block407.unr-lcssa:                        ; preds = %vector.body409, %vector.ph411
  %index416.unr = phi i64 [ 0, %vector.ph411 ], [ %index.next425.7, %vector.body409 ]
  %lcmp.mod632.not = icmp eq i64 %xtraiter630, 0
  br i1 %lcmp.mod632.not, label %middle.block407, label %vector.body409.epil.preheader

vector.body409.epil.preheader:                    ; preds = %middle.block407.unr-lcssa
  %206 = add nuw nsw i64 %index416.unr, 24
  %scevgep2027 = getelementptr double, double* %.6.i105185, i64 %206
  %scevgep2042 = getelementptr double, double* %arg.y.4, i64 %206
  %scevgep2055 = getelementptr double, double* %arg.x.4, i64 %206
  %207 = shl nuw nsw i64 %xtraiter630, 8
  br label %vector.body409.epil

vector.body409.epil:                              ; preds = %vector.body409.epil.preheader, %vector.body409.epil
  %lsr.iv2028 = phi i64 [ 0, %vector.body409.epil.preheader ], [ %lsr.iv.next2029, %vector.body409.epil ]
  %208 = bitcast double* %scevgep2055 to i8*
  %209 = bitcast double* %scevgep2042 to i8*
  %210 = bitcast double* %scevgep2027 to i8*
  %uglygep2065 = getelementptr i8, i8* %208, i64 %lsr.iv2028
  %uglygep20652066 = bitcast i8* %uglygep2065 to <8 x double>*
  %scevgep2067 = getelementptr <8 x double>, <8 x double>* %uglygep20652066, i64 -3
  %wide.load417.epil = load <8 x double>, <8 x double>* %scevgep2067, align 8, !alias.scope !39
  %uglygep2062 = getelementptr i8, i8* %208, i64 %lsr.iv2028
  %uglygep20622063 = bitcast i8* %uglygep2062 to <8 x double>*
  %scevgep2064 = getelementptr <8 x double>, <8 x double>* %uglygep20622063, i64 -2
  %wide.load418.epil = load <8 x double>, <8 x double>* %scevgep2064, align 8, !alias.scope !39
  %uglygep2059 = getelementptr i8, i8* %208, i64 %lsr.iv2028
  %uglygep20592060 = bitcast i8* %uglygep2059 to <8 x double>*
  %scevgep2061 = getelementptr <8 x double>, <8 x double>* %uglygep20592060, i64 -1
  %wide.load419.epil = load <8 x double>, <8 x double>* %scevgep2061, align 8, !alias.scope !39
  %uglygep2057 = getelementptr i8, i8* %208, i64 %lsr.iv2028
  %uglygep20572058 = bitcast i8* %uglygep2057 to <8 x double>*
  %wide.load420.epil = load <8 x double>, <8 x double>* %uglygep20572058, align 8, !alias.scope !39
  %uglygep2052 = getelementptr i8, i8* %209, i64 %lsr.iv2028
  %uglygep20522053 = bitcast i8* %uglygep2052 to <8 x double>*
  %scevgep2054 = getelementptr <8 x double>, <8 x double>* %uglygep20522053, i64 -3
  %wide.load421.epil = load <8 x double>, <8 x double>* %scevgep2054, align 8, !alias.scope !42
  %uglygep2049 = getelementptr i8, i8* %209, i64 %lsr.iv2028
  %uglygep20492050 = bitcast i8* %uglygep2049 to <8 x double>*
  %scevgep2051 = getelementptr <8 x double>, <8 x double>* %uglygep20492050, i64 -2
  %wide.load422.epil = load <8 x double>, <8 x double>* %scevgep2051, align 8, !alias.scope !42
  %uglygep2046 = getelementptr i8, i8* %209, i64 %lsr.iv2028
  %uglygep20462047 = bitcast i8* %uglygep2046 to <8 x double>*
  %scevgep2048 = getelementptr <8 x double>, <8 x double>* %uglygep20462047, i64 -1
  %wide.load423.epil = load <8 x double>, <8 x double>* %scevgep2048, align 8, !alias.scope !42
  %uglygep2044 = getelementptr i8, i8* %209, i64 %lsr.iv2028
  %uglygep20442045 = bitcast i8* %uglygep2044 to <8 x double>*
  %wide.load424.epil = load <8 x double>, <8 x double>* %uglygep20442045, align 8, !alias.scope !42
  %211 = fmul <8 x double> %wide.load417.epil, %wide.load421.epil
  %212 = fmul <8 x double> %wide.load418.epil, %wide.load422.epil
  %213 = fmul <8 x double> %wide.load419.epil, %wide.load423.epil
  %214 = fmul <8 x double> %wide.load420.epil, %wide.load424.epil
  %uglygep2039 = getelementptr i8, i8* %210, i64 %lsr.iv2028
  %uglygep20392040 = bitcast i8* %uglygep2039 to <8 x double>*
  %scevgep2041 = getelementptr <8 x double>, <8 x double>* %uglygep20392040, i64 -3
  store <8 x double> %211, <8 x double>* %scevgep2041, align 8, !alias.scope !44, !noalias !46
  %uglygep2036 = getelementptr i8, i8* %210, i64 %lsr.iv2028
  %uglygep20362037 = bitcast i8* %uglygep2036 to <8 x double>*
  %scevgep2038 = getelementptr <8 x double>, <8 x double>* %uglygep20362037, i64 -2
  store <8 x double> %212, <8 x double>* %scevgep2038, align 8, !alias.scope !44, !noalias !46
  %uglygep2033 = getelementptr i8, i8* %210, i64 %lsr.iv2028
  %uglygep20332034 = bitcast i8* %uglygep2033 to <8 x double>*
  %scevgep2035 = getelementptr <8 x double>, <8 x double>* %uglygep20332034, i64 -1
  store <8 x double> %213, <8 x double>* %scevgep2035, align 8, !alias.scope !44, !noalias !46
  %uglygep2031 = getelementptr i8, i8* %210, i64 %lsr.iv2028
  %uglygep20312032 = bitcast i8* %uglygep2031 to <8 x double>*
  store <8 x double> %214, <8 x double>* %uglygep20312032, align 8, !alias.scope !44, !noalias !46
  %lsr.iv.next2029 = add nuw nsw i64 %lsr.iv2028, 256
  %epil.iter631.cmp.not = icmp eq i64 %207, %lsr.iv.next2029
  br i1 %epil.iter631.cmp.not, label %middle.block407, label %vector.body409.epil, !llvm.loop !48

middle.block407:                                  ; preds = %vector.body409.epil, %middle.block407.unr-lcssa
  %cmp.n415 = icmp eq i64 %dest_shape.1.1, %n.vec413
  br i1 %cmp.n415, label %for.end.1, label %for.body.1.us.us.preheader581

for.body.1.us.us.preheader581:                    ; preds = %vector.memcheck393, %for.body.1.us.us.preheader, %middle.block407
  %loop.index.1181.us.us.ph = phi i64 [ 0, %vector.memcheck393 ], [ 0, %for.body.1.us.us.preheader ], [ %n.vec413, %middle.block407 ]
  %215 = xor i64 %loop.index.1181.us.us.ph, -1
  %216 = add i64 %dest_shape.1.1, %215
  %xtraiter627 = and i64 %dest_shape.1.1, 7
  %lcmp.mod628.not = icmp eq i64 %xtraiter627, 0
  br i1 %lcmp.mod628.not, label %for.body.1.us.us.prol.loopexit, label %for.body.1.us.us.prol.preheader

for.body.1.us.us.prol.preheader:                  ; preds = %for.body.1.us.us.preheader581
  br label %for.body.1.us.us.prol

for.body.1.us.us.prol:                            ; preds = %for.body.1.us.us.prol.preheader, %for.body.1.us.us.prol
  %lsr.iv2025 = phi i64 [ %xtraiter627, %for.body.1.us.us.prol.preheader ], [ %lsr.iv.next2026, %for.body.1.us.us.prol ]
  %loop.index.1181.us.us.prol = phi i64 [ %.434.us.us.prol, %for.body.1.us.us.prol ], [ %loop.index.1181.us.us.ph, %for.body.1.us.us.prol.preheader ]
  %scevgep2024 = getelementptr double, double* %arg.x.4, i64 %loop.index.1181.us.us.prol
  %.396.us.us.prol = load double, double* %scevgep2024, align 8
  %scevgep2023 = getelementptr double, double* %arg.y.4, i64 %loop.index.1181.us.us.prol
  %.405.us.us.prol = load double, double* %scevgep2023, align 8
  %.6.i166.us.us.prol = fmul double %.396.us.us.prol, %.405.us.us.prol
  %scevgep2022 = getelementptr double, double* %.6.i105185, i64 %loop.index.1181.us.us.prol
  store double %.6.i166.us.us.prol, double* %scevgep2022, align 8
  %.434.us.us.prol = add nuw i64 %loop.index.1181.us.us.prol, 1
  %lsr.iv.next2026 = add nsw i64 %lsr.iv2025, -1
  %prol.iter629.cmp.not = icmp eq i64 %lsr.iv.next2026, 0
  br i1 %prol.iter629.cmp.not, label %for.body.1.us.us.prol.loopexit, label %for.body.1.us.us.prol, !llvm.loop !49

for.body.1.us.us.prol.loopexit:                   ; preds = %for.body.1.us.us.prol, %for.body.1.us.us.preheader581
  %loop.index.1181.us.us.unr = phi i64 [ %loop.index.1181.us.us.ph, %for.body.1.us.us.preheader581 ], [ %.434.us.us.prol, %for.body.1.us.us.prol ]
  %217 = icmp ult i64 %216, 7
  br i1 %217, label %for.end.1, label %for.body.1.us.us.preheader674

for.body.1.us.us.preheader674:                    ; preds = %for.body.1.us.us.prol.loopexit
  br label %for.body.1.us.us

for.body.1.us.us:                                 ; preds = %for.body.1.us.us.preheader674, %for.body.1.us.us
  %loop.index.1181.us.us = phi i64 [ %.434.us.us.7, %for.body.1.us.us ], [ %loop.index.1181.us.us.unr, %for.body.1.us.us.preheader674 ]
  %sunkaddr3312 = mul i64 %loop.index.1181.us.us, 8
  %218 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3313 = getelementptr i8, i8* %218, i64 %sunkaddr3312
  %219 = bitcast i8* %sunkaddr3313 to double*
  %.396.us.us = load double, double* %219, align 8
  %sunkaddr3314 = mul i64 %loop.index.1181.us.us, 8
  %220 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3315 = getelementptr i8, i8* %220, i64 %sunkaddr3314
  %221 = bitcast i8* %sunkaddr3315 to double*
  %.405.us.us = load double, double* %221, align 8
  %.6.i166.us.us = fmul double %.396.us.us, %.405.us.us
  %sunkaddr3316 = mul i64 %loop.index.1181.us.us, 8
  %222 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3317 = getelementptr i8, i8* %222, i64 %sunkaddr3316
  %223 = bitcast i8* %sunkaddr3317 to double*
  store double %.6.i166.us.us, double* %223, align 8
  %sunkaddr3318 = mul i64 %loop.index.1181.us.us, 8
  %224 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3319 = getelementptr i8, i8* %224, i64 %sunkaddr3318
  %sunkaddr3320 = getelementptr i8, i8* %sunkaddr3319, i64 8
  %225 = bitcast i8* %sunkaddr3320 to double*
  %.396.us.us.1 = load double, double* %225, align 8
  %sunkaddr3321 = mul i64 %loop.index.1181.us.us, 8
  %226 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3322 = getelementptr i8, i8* %226, i64 %sunkaddr3321
  %sunkaddr3323 = getelementptr i8, i8* %sunkaddr3322, i64 8
  %227 = bitcast i8* %sunkaddr3323 to double*
  %.405.us.us.1 = load double, double* %227, align 8
  %.6.i166.us.us.1 = fmul double %.396.us.us.1, %.405.us.us.1
  %sunkaddr3324 = mul i64 %loop.index.1181.us.us, 8
  %228 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3325 = getelementptr i8, i8* %228, i64 %sunkaddr3324
  %sunkaddr3326 = getelementptr i8, i8* %sunkaddr3325, i64 8
  %229 = bitcast i8* %sunkaddr3326 to double*
  store double %.6.i166.us.us.1, double* %229, align 8
  %sunkaddr3327 = mul i64 %loop.index.1181.us.us, 8
  %230 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3328 = getelementptr i8, i8* %230, i64 %sunkaddr3327
  %sunkaddr3329 = getelementptr i8, i8* %sunkaddr3328, i64 16
  %231 = bitcast i8* %sunkaddr3329 to double*
  %.396.us.us.2 = load double, double* %231, align 8
  %sunkaddr3330 = mul i64 %loop.index.1181.us.us, 8
  %232 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3331 = getelementptr i8, i8* %232, i64 %sunkaddr3330
  %sunkaddr3332 = getelementptr i8, i8* %sunkaddr3331, i64 16
  %233 = bitcast i8* %sunkaddr3332 to double*
  %.405.us.us.2 = load double, double* %233, align 8
  %.6.i166.us.us.2 = fmul double %.396.us.us.2, %.405.us.us.2
  %sunkaddr3333 = mul i64 %loop.index.1181.us.us, 8
  %234 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3334 = getelementptr i8, i8* %234, i64 %sunkaddr3333
  %sunkaddr3335 = getelementptr i8, i8* %sunkaddr3334, i64 16
  %235 = bitcast i8* %sunkaddr3335 to double*
  store double %.6.i166.us.us.2, double* %235, align 8
  %sunkaddr3336 = mul i64 %loop.index.1181.us.us, 8
  %236 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3337 = getelementptr i8, i8* %236, i64 %sunkaddr3336
  %sunkaddr3338 = getelementptr i8, i8* %sunkaddr3337, i64 24
  %237 = bitcast i8* %sunkaddr3338 to double*
  %.396.us.us.3 = load double, double* %237, align 8
  %sunkaddr3339 = mul i64 %loop.index.1181.us.us, 8
  %238 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3340 = getelementptr i8, i8* %238, i64 %sunkaddr3339
  %sunkaddr3341 = getelementptr i8, i8* %sunkaddr3340, i64 24
  %239 = bitcast i8* %sunkaddr3341 to double*
  %.405.us.us.3 = load double, double* %239, align 8
  %.6.i166.us.us.3 = fmul double %.396.us.us.3, %.405.us.us.3
  %sunkaddr3342 = mul i64 %loop.index.1181.us.us, 8
  %240 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3343 = getelementptr i8, i8* %240, i64 %sunkaddr3342
  %sunkaddr3344 = getelementptr i8, i8* %sunkaddr3343, i64 24
  %241 = bitcast i8* %sunkaddr3344 to double*
  store double %.6.i166.us.us.3, double* %241, align 8
  %sunkaddr3345 = mul i64 %loop.index.1181.us.us, 8
  %242 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3346 = getelementptr i8, i8* %242, i64 %sunkaddr3345
  %sunkaddr3347 = getelementptr i8, i8* %sunkaddr3346, i64 32
  %243 = bitcast i8* %sunkaddr3347 to double*
  %.396.us.us.4 = load double, double* %243, align 8
  %sunkaddr3348 = mul i64 %loop.index.1181.us.us, 8
  %244 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3349 = getelementptr i8, i8* %244, i64 %sunkaddr3348
  %sunkaddr3350 = getelementptr i8, i8* %sunkaddr3349, i64 32
  %245 = bitcast i8* %sunkaddr3350 to double*
  %.405.us.us.4 = load double, double* %245, align 8
  %.6.i166.us.us.4 = fmul double %.396.us.us.4, %.405.us.us.4
  %sunkaddr3351 = mul i64 %loop.index.1181.us.us, 8
  %246 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3352 = getelementptr i8, i8* %246, i64 %sunkaddr3351
  %sunkaddr3353 = getelementptr i8, i8* %sunkaddr3352, i64 32
  %247 = bitcast i8* %sunkaddr3353 to double*
  store double %.6.i166.us.us.4, double* %247, align 8
  %sunkaddr3354 = mul i64 %loop.index.1181.us.us, 8
  %248 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3355 = getelementptr i8, i8* %248, i64 %sunkaddr3354
  %sunkaddr3356 = getelementptr i8, i8* %sunkaddr3355, i64 40
  %249 = bitcast i8* %sunkaddr3356 to double*
  %.396.us.us.5 = load double, double* %249, align 8
  %sunkaddr3357 = mul i64 %loop.index.1181.us.us, 8
  %250 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3358 = getelementptr i8, i8* %250, i64 %sunkaddr3357
  %sunkaddr3359 = getelementptr i8, i8* %sunkaddr3358, i64 40
  %251 = bitcast i8* %sunkaddr3359 to double*
  %.405.us.us.5 = load double, double* %251, align 8
  %.6.i166.us.us.5 = fmul double %.396.us.us.5, %.405.us.us.5
  %sunkaddr3360 = mul i64 %loop.index.1181.us.us, 8
  %252 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3361 = getelementptr i8, i8* %252, i64 %sunkaddr3360
  %sunkaddr3362 = getelementptr i8, i8* %sunkaddr3361, i64 40
  %253 = bitcast i8* %sunkaddr3362 to double*
  store double %.6.i166.us.us.5, double* %253, align 8
  %sunkaddr3363 = mul i64 %loop.index.1181.us.us, 8
  %254 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3364 = getelementptr i8, i8* %254, i64 %sunkaddr3363
  %sunkaddr3365 = getelementptr i8, i8* %sunkaddr3364, i64 48
  %255 = bitcast i8* %sunkaddr3365 to double*
  %.396.us.us.6 = load double, double* %255, align 8
  %sunkaddr3366 = mul i64 %loop.index.1181.us.us, 8
  %256 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3367 = getelementptr i8, i8* %256, i64 %sunkaddr3366
  %sunkaddr3368 = getelementptr i8, i8* %sunkaddr3367, i64 48
  %257 = bitcast i8* %sunkaddr3368 to double*
  %.405.us.us.6 = load double, double* %257, align 8
  %.6.i166.us.us.6 = fmul double %.396.us.us.6, %.405.us.us.6
  %sunkaddr3369 = mul i64 %loop.index.1181.us.us, 8
  %258 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3370 = getelementptr i8, i8* %258, i64 %sunkaddr3369
  %sunkaddr3371 = getelementptr i8, i8* %sunkaddr3370, i64 48
  %259 = bitcast i8* %sunkaddr3371 to double*
  store double %.6.i166.us.us.6, double* %259, align 8
  %sunkaddr3372 = mul i64 %loop.index.1181.us.us, 8
  %260 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3373 = getelementptr i8, i8* %260, i64 %sunkaddr3372
  %sunkaddr3374 = getelementptr i8, i8* %sunkaddr3373, i64 56
  %261 = bitcast i8* %sunkaddr3374 to double*
  %.396.us.us.7 = load double, double* %261, align 8
  %sunkaddr3375 = mul i64 %loop.index.1181.us.us, 8
  %262 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3376 = getelementptr i8, i8* %262, i64 %sunkaddr3375
  %sunkaddr3377 = getelementptr i8, i8* %sunkaddr3376, i64 56
  %263 = bitcast i8* %sunkaddr3377 to double*
  %.405.us.us.7 = load double, double* %263, align 8
  %.6.i166.us.us.7 = fmul double %.396.us.us.7, %.405.us.us.7
  %sunkaddr3378 = mul i64 %loop.index.1181.us.us, 8
  %264 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3379 = getelementptr i8, i8* %264, i64 %sunkaddr3378
  %sunkaddr3380 = getelementptr i8, i8* %sunkaddr3379, i64 56
  %265 = bitcast i8* %sunkaddr3380 to double*
  store double %.6.i166.us.us.7, double* %265, align 8
  %.434.us.us.7 = add nuw nsw i64 %loop.index.1181.us.us, 8
  %exitcond254.not.7 = icmp eq i64 %dest_shape.1.1, %.434.us.us.7
  br i1 %exitcond254.not.7, label %for.end.1, label %for.body.1.us.us, !llvm.loop !50

for.body.1.us:                                    ; preds = %for.body.1.us.preheader675, %for.body.1.us
  %loop.index.1181.us = phi i64 [ %.434.us.7, %for.body.1.us ], [ %loop.index.1181.us.unr, %for.body.1.us.preheader675 ]
  %sunkaddr3381 = mul i64 %loop.index.1181.us, 8
  %266 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3382 = getelementptr i8, i8* %266, i64 %sunkaddr3381
  %267 = bitcast i8* %sunkaddr3382 to double*
  %.396.us = load double, double* %267, align 8
  %.405.us = load double, double* %arg.y.4, align 8
  %.6.i166.us = fmul double %.396.us, %.405.us
  %sunkaddr3383 = mul i64 %loop.index.1181.us, 8
  %268 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3384 = getelementptr i8, i8* %268, i64 %sunkaddr3383
  %269 = bitcast i8* %sunkaddr3384 to double*
  store double %.6.i166.us, double* %269, align 8
  %sunkaddr3385 = mul i64 %loop.index.1181.us, 8
  %270 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3386 = getelementptr i8, i8* %270, i64 %sunkaddr3385
  %sunkaddr3387 = getelementptr i8, i8* %sunkaddr3386, i64 8
  %271 = bitcast i8* %sunkaddr3387 to double*
  %.396.us.1 = load double, double* %271, align 8
  %.405.us.1 = load double, double* %arg.y.4, align 8
  %.6.i166.us.1 = fmul double %.396.us.1, %.405.us.1
  %sunkaddr3388 = mul i64 %loop.index.1181.us, 8
  %272 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3389 = getelementptr i8, i8* %272, i64 %sunkaddr3388
  %sunkaddr3390 = getelementptr i8, i8* %sunkaddr3389, i64 8
  %273 = bitcast i8* %sunkaddr3390 to double*
  store double %.6.i166.us.1, double* %273, align 8
  %sunkaddr3391 = mul i64 %loop.index.1181.us, 8
  %274 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3392 = getelementptr i8, i8* %274, i64 %sunkaddr3391
  %sunkaddr3393 = getelementptr i8, i8* %sunkaddr3392, i64 16
  %275 = bitcast i8* %sunkaddr3393 to double*
  %.396.us.2 = load double, double* %275, align 8
  %.405.us.2 = load double, double* %arg.y.4, align 8
  %.6.i166.us.2 = fmul double %.396.us.2, %.405.us.2
  %sunkaddr3394 = mul i64 %loop.index.1181.us, 8
  %276 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3395 = getelementptr i8, i8* %276, i64 %sunkaddr3394
  %sunkaddr3396 = getelementptr i8, i8* %sunkaddr3395, i64 16
  %277 = bitcast i8* %sunkaddr3396 to double*
  store double %.6.i166.us.2, double* %277, align 8
  %sunkaddr3397 = mul i64 %loop.index.1181.us, 8
  %278 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3398 = getelementptr i8, i8* %278, i64 %sunkaddr3397
  %sunkaddr3399 = getelementptr i8, i8* %sunkaddr3398, i64 24
  %279 = bitcast i8* %sunkaddr3399 to double*
  %.396.us.3 = load double, double* %279, align 8
  %.405.us.3 = load double, double* %arg.y.4, align 8
  %.6.i166.us.3 = fmul double %.396.us.3, %.405.us.3
  %sunkaddr3400 = mul i64 %loop.index.1181.us, 8
  %280 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3401 = getelementptr i8, i8* %280, i64 %sunkaddr3400
  %sunkaddr3402 = getelementptr i8, i8* %sunkaddr3401, i64 24
  %281 = bitcast i8* %sunkaddr3402 to double*
  store double %.6.i166.us.3, double* %281, align 8
  %sunkaddr3403 = mul i64 %loop.index.1181.us, 8
  %282 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3404 = getelementptr i8, i8* %282, i64 %sunkaddr3403
  %sunkaddr3405 = getelementptr i8, i8* %sunkaddr3404, i64 32
  %283 = bitcast i8* %sunkaddr3405 to double*
  %.396.us.4 = load double, double* %283, align 8
  %.405.us.4 = load double, double* %arg.y.4, align 8
  %.6.i166.us.4 = fmul double %.396.us.4, %.405.us.4
  %sunkaddr3406 = mul i64 %loop.index.1181.us, 8
  %284 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3407 = getelementptr i8, i8* %284, i64 %sunkaddr3406
  %sunkaddr3408 = getelementptr i8, i8* %sunkaddr3407, i64 32
  %285 = bitcast i8* %sunkaddr3408 to double*
  store double %.6.i166.us.4, double* %285, align 8
  %sunkaddr3409 = mul i64 %loop.index.1181.us, 8
  %286 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3410 = getelementptr i8, i8* %286, i64 %sunkaddr3409
  %sunkaddr3411 = getelementptr i8, i8* %sunkaddr3410, i64 40
  %287 = bitcast i8* %sunkaddr3411 to double*
  %.396.us.5 = load double, double* %287, align 8
  %.405.us.5 = load double, double* %arg.y.4, align 8
  %.6.i166.us.5 = fmul double %.396.us.5, %.405.us.5
  %sunkaddr3412 = mul i64 %loop.index.1181.us, 8
  %288 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3413 = getelementptr i8, i8* %288, i64 %sunkaddr3412
  %sunkaddr3414 = getelementptr i8, i8* %sunkaddr3413, i64 40
  %289 = bitcast i8* %sunkaddr3414 to double*
  store double %.6.i166.us.5, double* %289, align 8
  %sunkaddr3415 = mul i64 %loop.index.1181.us, 8
  %290 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3416 = getelementptr i8, i8* %290, i64 %sunkaddr3415
  %sunkaddr3417 = getelementptr i8, i8* %sunkaddr3416, i64 48
  %291 = bitcast i8* %sunkaddr3417 to double*
  %.396.us.6 = load double, double* %291, align 8
  %.405.us.6 = load double, double* %arg.y.4, align 8
  %.6.i166.us.6 = fmul double %.396.us.6, %.405.us.6
  %sunkaddr3418 = mul i64 %loop.index.1181.us, 8
  %292 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3419 = getelementptr i8, i8* %292, i64 %sunkaddr3418
  %sunkaddr3420 = getelementptr i8, i8* %sunkaddr3419, i64 48
  %293 = bitcast i8* %sunkaddr3420 to double*
  store double %.6.i166.us.6, double* %293, align 8
  %sunkaddr3421 = mul i64 %loop.index.1181.us, 8
  %294 = bitcast double* %arg.x.4 to i8*
  %sunkaddr3422 = getelementptr i8, i8* %294, i64 %sunkaddr3421
  %sunkaddr3423 = getelementptr i8, i8* %sunkaddr3422, i64 56
  %295 = bitcast i8* %sunkaddr3423 to double*
  %.396.us.7 = load double, double* %295, align 8
  %.405.us.7 = load double, double* %arg.y.4, align 8
  %.6.i166.us.7 = fmul double %.396.us.7, %.405.us.7
  %sunkaddr3424 = mul i64 %loop.index.1181.us, 8
  %296 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3425 = getelementptr i8, i8* %296, i64 %sunkaddr3424
  %sunkaddr3426 = getelementptr i8, i8* %sunkaddr3425, i64 56
  %297 = bitcast i8* %sunkaddr3426 to double*
  store double %.6.i166.us.7, double* %297, align 8
  %.434.us.7 = add nuw nsw i64 %loop.index.1181.us, 8
  %exitcond255.not.7 = icmp eq i64 %dest_shape.1.1, %.434.us.7
  br i1 %exitcond255.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !51

for.body.1.preheader.split:                       ; preds = %for.body.1.preheader
  %298 = icmp ugt i64 %arg.y.5.0, 1
  br i1 %298, label %for.body.1.us230.preheader, label %for.body.1.preheader271

for.body.1.preheader271:                          ; preds = %for.body.1.preheader.split
  %299 = icmp ult i64 %dest_shape.1.1, 32
  br i1 %299, label %for.body.1.preheader586, label %vector.memcheck279

vector.memcheck279:                               ; preds = %for.body.1.preheader271
  %scevgep281 = getelementptr double, double* %.6.i105185, i64 %dest_shape.1.1
  %scevgep283 = getelementptr double, double* %arg.x.4, i64 1
  %scevgep286 = getelementptr double, double* %arg.y.4, i64 1
  %bound0288 = icmp ult double* %.6.i105185, %scevgep283
  %bound1289 = icmp ugt double* %scevgep281, %arg.x.4
  %found.conflict290 = and i1 %bound0288, %bound1289
  %bound0291 = icmp ult double* %.6.i105185, %scevgep286
  %bound1292 = icmp ugt double* %scevgep281, %arg.y.4
  %found.conflict293 = and i1 %bound0291, %bound1292
  %conflict.rdx = or i1 %found.conflict290, %found.conflict293
  br i1 %conflict.rdx, label %for.body.1.preheader586, label %vector.ph298

vector.ph298:                                     ; preds = %vector.memcheck279
  %n.vec300 = and i64 %dest_shape.1.1, -32
  %300 = add i64 %n.vec300, -32
  %301 = lshr exact i64 %300, 5
  %302 = add nuw nsw i64 %301, 1
  %xtraiter654 = and i64 %302, 7
  %303 = icmp ult i64 %300, 224
  br i1 %303, label %middle.block294.unr-lcssa, label %vector.ph298.new

vector.ph298.new:                                 ; preds = %vector.ph298
  %const3265 = bitcast i64 1152921504606846968 to i64
  %unroll_iter657 = and i64 %302, %const3265
  %304 = load double, double* %arg.x.4, align 8, !alias.scope !52
  %305 = load double, double* %arg.y.4, align 8, !alias.scope !55
  %.scalar = fmul double %304, %305
  %306 = insertelement <8 x double> poison, double %.scalar, i64 0
  %307 = shufflevector <8 x double> %306, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar571 = fmul double %304, %305
  %308 = insertelement <8 x double> poison, double %.scalar571, i64 0
  %309 = shufflevector <8 x double> %308, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar572 = fmul double %304, %305
  %310 = insertelement <8 x double> poison, double %.scalar572, i64 0
  %311 = shufflevector <8 x double> %310, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar573 = fmul double %304, %305
  %312 = insertelement <8 x double> poison, double %.scalar573, i64 0
  %313 = shufflevector <8 x double> %312, <8 x double> poison, <8 x i32> zeroinitializer
  %314 = load double, double* %arg.x.4, align 8, !alias.scope !52
  %315 = load double, double* %arg.y.4, align 8, !alias.scope !55
  %.scalar.1 = fmul double %314, %315
  %316 = insertelement <8 x double> poison, double %.scalar.1, i64 0
  %317 = shufflevector <8 x double> %316, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar571.1 = fmul double %314, %315
  %318 = insertelement <8 x double> poison, double %.scalar571.1, i64 0
  %319 = shufflevector <8 x double> %318, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar572.1 = fmul double %314, %315
  %320 = insertelement <8 x double> poison, double %.scalar572.1, i64 0
  %321 = shufflevector <8 x double> %320, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar573.1 = fmul double %314, %315
  %322 = insertelement <8 x double> poison, double %.scalar573.1, i64 0
  %323 = shufflevector <8 x double> %322, <8 x double> poison, <8 x i32> zeroinitializer
  %324 = load double, double* %arg.x.4, align 8, !alias.scope !52
  %325 = load double, double* %arg.y.4, align 8, !alias.scope !55
  %.scalar.2 = fmul double %324, %325
  %326 = insertelement <8 x double> poison, double %.scalar.2, i64 0
  %327 = shufflevector <8 x double> %326, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar571.2 = fmul double %324, %325
  %328 = insertelement <8 x double> poison, double %.scalar571.2, i64 0
  %329 = shufflevector <8 x double> %328, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar572.2 = fmul double %324, %325
  %330 = insertelement <8 x double> poison, double %.scalar572.2, i64 0
  %331 = shufflevector <8 x double> %330, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar573.2 = fmul double %324, %325
  %332 = insertelement <8 x double> poison, double %.scalar573.2, i64 0
  %333 = shufflevector <8 x double> %332, <8 x double> poison, <8 x i32> zeroinitializer
  %334 = load double, double* %arg.x.4, align 8, !alias.scope !52
  %335 = load double, double* %arg.y.4, align 8, !alias.scope !55
  %.scalar.3 = fmul double %334, %335
  %336 = insertelement <8 x double> poison, double %.scalar.3, i64 0
  %337 = shufflevector <8 x double> %336, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar571.3 = fmul double %334, %335
  %338 = insertelement <8 x double> poison, double %.scalar571.3, i64 0
  %339 = shufflevector <8 x double> %338, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar572.3 = fmul double %334, %335
  %340 = insertelement <8 x double> poison, double %.scalar572.3, i64 0
  %341 = shufflevector <8 x double> %340, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar573.3 = fmul double %334, %335
  %342 = insertelement <8 x double> poison, double %.scalar573.3, i64 0
  %343 = shufflevector <8 x double> %342, <8 x double> poison, <8 x i32> zeroinitializer
  %344 = load double, double* %arg.x.4, align 8, !alias.scope !52
  %345 = load double, double* %arg.y.4, align 8, !alias.scope !55
  %.scalar.4 = fmul double %344, %345
  %346 = insertelement <8 x double> poison, double %.scalar.4, i64 0
  %347 = shufflevector <8 x double> %346, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar571.4 = fmul double %344, %345
  %348 = insertelement <8 x double> poison, double %.scalar571.4, i64 0
  %349 = shufflevector <8 x double> %348, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar572.4 = fmul double %344, %345
  %350 = insertelement <8 x double> poison, double %.scalar572.4, i64 0
  %351 = shufflevector <8 x double> %350, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar573.4 = fmul double %344, %345
  %352 = insertelement <8 x double> poison, double %.scalar573.4, i64 0
  %353 = shufflevector <8 x double> %352, <8 x double> poison, <8 x i32> zeroinitializer
  %354 = load double, double* %arg.x.4, align 8, !alias.scope !52
  %355 = load double, double* %arg.y.4, align 8, !alias.scope !55
  %.scalar.5 = fmul double %354, %355
  %356 = insertelement <8 x double> poison, double %.scalar.5, i64 0
  %357 = shufflevector <8 x double> %356, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar571.5 = fmul double %354, %355
  %358 = insertelement <8 x double> poison, double %.scalar571.5, i64 0
  %359 = shufflevector <8 x double> %358, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar572.5 = fmul double %354, %355
  %360 = insertelement <8 x double> poison, double %.scalar572.5, i64 0
  %361 = shufflevector <8 x double> %360, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar573.5 = fmul double %354, %355
  %362 = insertelement <8 x double> poison, double %.scalar573.5, i64 0
  %363 = shufflevector <8 x double> %362, <8 x double> poison, <8 x i32> zeroinitializer
  %364 = load double, double* %arg.x.4, align 8, !alias.scope !52
  %365 = load double, double* %arg.y.4, align 8, !alias.scope !55
  %.scalar.6 = fmul double %364, %365
  %366 = insertelement <8 x double> poison, double %.scalar.6, i64 0
  %367 = shufflevector <8 x double> %366, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar571.6 = fmul double %364, %365
  %368 = insertelement <8 x double> poison, double %.scalar571.6, i64 0
  %369 = shufflevector <8 x double> %368, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar572.6 = fmul double %364, %365
  %370 = insertelement <8 x double> poison, double %.scalar572.6, i64 0
  %371 = shufflevector <8 x double> %370, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar573.6 = fmul double %364, %365
  %372 = insertelement <8 x double> poison, double %.scalar573.6, i64 0
  %373 = shufflevector <8 x double> %372, <8 x double> poison, <8 x i32> zeroinitializer
  %374 = load double, double* %arg.x.4, align 8, !alias.scope !52
  %375 = load double, double* %arg.y.4, align 8, !alias.scope !55
  %.scalar.7 = fmul double %374, %375
  %376 = insertelement <8 x double> poison, double %.scalar.7, i64 0
  %377 = shufflevector <8 x double> %376, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar571.7 = fmul double %374, %375
  %378 = insertelement <8 x double> poison, double %.scalar571.7, i64 0
  %379 = shufflevector <8 x double> %378, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar572.7 = fmul double %374, %375
  %380 = insertelement <8 x double> poison, double %.scalar572.7, i64 0
  %381 = shufflevector <8 x double> %380, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar573.7 = fmul double %374, %375
  %382 = insertelement <8 x double> poison, double %.scalar573.7, i64 0
  %383 = shufflevector <8 x double> %382, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep2908 = getelementptr double, double* %.6.i105185, i64 248
  br label %vector.body296

vector.body296:                                   ; preds = %vector.body296, %vector.ph298.new
  %lsr.iv3004 = phi i64 [ %lsr.iv.next3005, %vector.body296 ], [ %unroll_iter657, %vector.ph298.new ]
  %index303 = phi i64 [ 0, %vector.ph298.new ], [ %index.next318.7, %vector.body296 ]
  %scevgep2992 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29922993 = bitcast double* %scevgep2992 to <8 x double>*
  %scevgep2994 = getelementptr <8 x double>, <8 x double>* %scevgep29922993, i64 -31
  store <8 x double> %307, <8 x double>* %scevgep2994, align 8, !alias.scope !57, !noalias !59
  %scevgep3001 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep30013002 = bitcast double* %scevgep3001 to <8 x double>*
  %scevgep3003 = getelementptr <8 x double>, <8 x double>* %scevgep30013002, i64 -30
  store <8 x double> %309, <8 x double>* %scevgep3003, align 8, !alias.scope !57, !noalias !59
  %scevgep2998 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29982999 = bitcast double* %scevgep2998 to <8 x double>*
  %scevgep3000 = getelementptr <8 x double>, <8 x double>* %scevgep29982999, i64 -29
  store <8 x double> %311, <8 x double>* %scevgep3000, align 8, !alias.scope !57, !noalias !59
  %scevgep2995 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29952996 = bitcast double* %scevgep2995 to <8 x double>*
  %scevgep2997 = getelementptr <8 x double>, <8 x double>* %scevgep29952996, i64 -28
  store <8 x double> %313, <8 x double>* %scevgep2997, align 8, !alias.scope !57, !noalias !59
  %scevgep2978 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29782979 = bitcast double* %scevgep2978 to <8 x double>*
  %scevgep2980 = getelementptr <8 x double>, <8 x double>* %scevgep29782979, i64 -27
  store <8 x double> %317, <8 x double>* %scevgep2980, align 8, !alias.scope !57, !noalias !59
  %scevgep2975 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29752976 = bitcast double* %scevgep2975 to <8 x double>*
  %scevgep2977 = getelementptr <8 x double>, <8 x double>* %scevgep29752976, i64 -26
  store <8 x double> %319, <8 x double>* %scevgep2977, align 8, !alias.scope !57, !noalias !59
  %scevgep2972 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29722973 = bitcast double* %scevgep2972 to <8 x double>*
  %scevgep2974 = getelementptr <8 x double>, <8 x double>* %scevgep29722973, i64 -25
  store <8 x double> %321, <8 x double>* %scevgep2974, align 8, !alias.scope !57, !noalias !59
  %scevgep2969 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29692970 = bitcast double* %scevgep2969 to <8 x double>*
  %scevgep2971 = getelementptr <8 x double>, <8 x double>* %scevgep29692970, i64 -24
  store <8 x double> %323, <8 x double>* %scevgep2971, align 8, !alias.scope !57, !noalias !59
  %scevgep2966 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29662967 = bitcast double* %scevgep2966 to <8 x double>*
  %scevgep2968 = getelementptr <8 x double>, <8 x double>* %scevgep29662967, i64 -23
  store <8 x double> %327, <8 x double>* %scevgep2968, align 8, !alias.scope !57, !noalias !59
  %scevgep2963 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29632964 = bitcast double* %scevgep2963 to <8 x double>*
  %scevgep2965 = getelementptr <8 x double>, <8 x double>* %scevgep29632964, i64 -22
  store <8 x double> %329, <8 x double>* %scevgep2965, align 8, !alias.scope !57, !noalias !59
  %scevgep2960 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29602961 = bitcast double* %scevgep2960 to <8 x double>*
  %scevgep2962 = getelementptr <8 x double>, <8 x double>* %scevgep29602961, i64 -21
  store <8 x double> %331, <8 x double>* %scevgep2962, align 8, !alias.scope !57, !noalias !59
  %scevgep2957 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29572958 = bitcast double* %scevgep2957 to <8 x double>*
  %scevgep2959 = getelementptr <8 x double>, <8 x double>* %scevgep29572958, i64 -20
  store <8 x double> %333, <8 x double>* %scevgep2959, align 8, !alias.scope !57, !noalias !59
  %scevgep2954 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29542955 = bitcast double* %scevgep2954 to <8 x double>*
  %scevgep2956 = getelementptr <8 x double>, <8 x double>* %scevgep29542955, i64 -19
  store <8 x double> %337, <8 x double>* %scevgep2956, align 8, !alias.scope !57, !noalias !59
  %scevgep2951 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29512952 = bitcast double* %scevgep2951 to <8 x double>*
  %scevgep2953 = getelementptr <8 x double>, <8 x double>* %scevgep29512952, i64 -18
  store <8 x double> %339, <8 x double>* %scevgep2953, align 8, !alias.scope !57, !noalias !59
  %scevgep2948 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29482949 = bitcast double* %scevgep2948 to <8 x double>*
  %scevgep2950 = getelementptr <8 x double>, <8 x double>* %scevgep29482949, i64 -17
  store <8 x double> %341, <8 x double>* %scevgep2950, align 8, !alias.scope !57, !noalias !59
  %scevgep2945 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29452946 = bitcast double* %scevgep2945 to <8 x double>*
  %scevgep2947 = getelementptr <8 x double>, <8 x double>* %scevgep29452946, i64 -16
  store <8 x double> %343, <8 x double>* %scevgep2947, align 8, !alias.scope !57, !noalias !59
  %scevgep2942 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29422943 = bitcast double* %scevgep2942 to <8 x double>*
  %scevgep2944 = getelementptr <8 x double>, <8 x double>* %scevgep29422943, i64 -15
  store <8 x double> %347, <8 x double>* %scevgep2944, align 8, !alias.scope !57, !noalias !59
  %scevgep2939 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29392940 = bitcast double* %scevgep2939 to <8 x double>*
  %scevgep2941 = getelementptr <8 x double>, <8 x double>* %scevgep29392940, i64 -14
  store <8 x double> %349, <8 x double>* %scevgep2941, align 8, !alias.scope !57, !noalias !59
  %scevgep2936 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29362937 = bitcast double* %scevgep2936 to <8 x double>*
  %scevgep2938 = getelementptr <8 x double>, <8 x double>* %scevgep29362937, i64 -13
  store <8 x double> %351, <8 x double>* %scevgep2938, align 8, !alias.scope !57, !noalias !59
  %scevgep2933 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29332934 = bitcast double* %scevgep2933 to <8 x double>*
  %scevgep2935 = getelementptr <8 x double>, <8 x double>* %scevgep29332934, i64 -12
  store <8 x double> %353, <8 x double>* %scevgep2935, align 8, !alias.scope !57, !noalias !59
  %scevgep2930 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29302931 = bitcast double* %scevgep2930 to <8 x double>*
  %scevgep2932 = getelementptr <8 x double>, <8 x double>* %scevgep29302931, i64 -11
  store <8 x double> %357, <8 x double>* %scevgep2932, align 8, !alias.scope !57, !noalias !59
  %scevgep2927 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29272928 = bitcast double* %scevgep2927 to <8 x double>*
  %scevgep2929 = getelementptr <8 x double>, <8 x double>* %scevgep29272928, i64 -10
  store <8 x double> %359, <8 x double>* %scevgep2929, align 8, !alias.scope !57, !noalias !59
  %scevgep2924 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29242925 = bitcast double* %scevgep2924 to <8 x double>*
  %scevgep2926 = getelementptr <8 x double>, <8 x double>* %scevgep29242925, i64 -9
  store <8 x double> %361, <8 x double>* %scevgep2926, align 8, !alias.scope !57, !noalias !59
  %scevgep2921 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29212922 = bitcast double* %scevgep2921 to <8 x double>*
  %scevgep2923 = getelementptr <8 x double>, <8 x double>* %scevgep29212922, i64 -8
  store <8 x double> %363, <8 x double>* %scevgep2923, align 8, !alias.scope !57, !noalias !59
  %scevgep2918 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29182919 = bitcast double* %scevgep2918 to <8 x double>*
  %scevgep2920 = getelementptr <8 x double>, <8 x double>* %scevgep29182919, i64 -7
  store <8 x double> %367, <8 x double>* %scevgep2920, align 8, !alias.scope !57, !noalias !59
  %scevgep2915 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29152916 = bitcast double* %scevgep2915 to <8 x double>*
  %scevgep2917 = getelementptr <8 x double>, <8 x double>* %scevgep29152916, i64 -6
  store <8 x double> %369, <8 x double>* %scevgep2917, align 8, !alias.scope !57, !noalias !59
  %scevgep2912 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29122913 = bitcast double* %scevgep2912 to <8 x double>*
  %scevgep2914 = getelementptr <8 x double>, <8 x double>* %scevgep29122913, i64 -5
  store <8 x double> %371, <8 x double>* %scevgep2914, align 8, !alias.scope !57, !noalias !59
  %scevgep2909 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29092910 = bitcast double* %scevgep2909 to <8 x double>*
  %scevgep2911 = getelementptr <8 x double>, <8 x double>* %scevgep29092910, i64 -4
  store <8 x double> %373, <8 x double>* %scevgep2911, align 8, !alias.scope !57, !noalias !59
  %scevgep2989 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29892990 = bitcast double* %scevgep2989 to <8 x double>*
  %scevgep2991 = getelementptr <8 x double>, <8 x double>* %scevgep29892990, i64 -3
  store <8 x double> %377, <8 x double>* %scevgep2991, align 8, !alias.scope !57, !noalias !59
  %scevgep2986 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29862987 = bitcast double* %scevgep2986 to <8 x double>*
  %scevgep2988 = getelementptr <8 x double>, <8 x double>* %scevgep29862987, i64 -2
  store <8 x double> %379, <8 x double>* %scevgep2988, align 8, !alias.scope !57, !noalias !59
  %scevgep2983 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29832984 = bitcast double* %scevgep2983 to <8 x double>*
  %scevgep2985 = getelementptr <8 x double>, <8 x double>* %scevgep29832984, i64 -1
  store <8 x double> %381, <8 x double>* %scevgep2985, align 8, !alias.scope !57, !noalias !59
  %scevgep2981 = getelementptr double, double* %scevgep2908, i64 %index303
  %scevgep29812982 = bitcast double* %scevgep2981 to <8 x double>*
  store <8 x double> %383, <8 x double>* %scevgep29812982, align 8, !alias.scope !57, !noalias !59
  %index.next318.7 = add i64 %index303, 256
  %lsr.iv.next3005 = add i64 %lsr.iv3004, -8
  %niter658.ncmp.7 = icmp eq i64 %lsr.iv.next3005, 0
  br i1 %niter658.ncmp.7, label %middle.block294.unr-lcssa, label %vector.body296, !llvm.loop !60

middle.block294.unr-lcssa:                        ; preds = %vector.body296, %vector.ph298
  %index303.unr = phi i64 [ 0, %vector.ph298 ], [ %index.next318.7, %vector.body296 ]
  %lcmp.mod656.not = icmp eq i64 %xtraiter654, 0
  br i1 %lcmp.mod656.not, label %middle.block294, label %vector.body296.epil.preheader

vector.body296.epil.preheader:                    ; preds = %middle.block294.unr-lcssa
  %384 = load double, double* %arg.x.4, align 8, !alias.scope !52
  %385 = load double, double* %arg.y.4, align 8, !alias.scope !55
  %.scalar.epil = fmul double %384, %385
  %386 = insertelement <8 x double> poison, double %.scalar.epil, i64 0
  %387 = shufflevector <8 x double> %386, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar571.epil = fmul double %384, %385
  %388 = insertelement <8 x double> poison, double %.scalar571.epil, i64 0
  %389 = shufflevector <8 x double> %388, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar572.epil = fmul double %384, %385
  %390 = insertelement <8 x double> poison, double %.scalar572.epil, i64 0
  %391 = shufflevector <8 x double> %390, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar573.epil = fmul double %384, %385
  %392 = insertelement <8 x double> poison, double %.scalar573.epil, i64 0
  %393 = shufflevector <8 x double> %392, <8 x double> poison, <8 x i32> zeroinitializer
  %394 = add nuw nsw i64 %index303.unr, 24
  %scevgep2893 = getelementptr double, double* %.6.i105185, i64 %394
  %395 = shl nuw nsw i64 %xtraiter654, 8
  br label %vector.body296.epil

vector.body296.epil:                              ; preds = %vector.body296.epil, %vector.body296.epil.preheader
  %lsr.iv2894 = phi i64 [ %lsr.iv.next2895, %vector.body296.epil ], [ 0, %vector.body296.epil.preheader ]
  %396 = bitcast double* %scevgep2893 to i8*
  %uglygep2905 = getelementptr i8, i8* %396, i64 %lsr.iv2894
  %uglygep29052906 = bitcast i8* %uglygep2905 to <8 x double>*
  %scevgep2907 = getelementptr <8 x double>, <8 x double>* %uglygep29052906, i64 -3
  store <8 x double> %387, <8 x double>* %scevgep2907, align 8, !alias.scope !57, !noalias !59
  %uglygep2902 = getelementptr i8, i8* %396, i64 %lsr.iv2894
  %uglygep29022903 = bitcast i8* %uglygep2902 to <8 x double>*
  %scevgep2904 = getelementptr <8 x double>, <8 x double>* %uglygep29022903, i64 -2
  store <8 x double> %389, <8 x double>* %scevgep2904, align 8, !alias.scope !57, !noalias !59
  %uglygep2899 = getelementptr i8, i8* %396, i64 %lsr.iv2894
  %uglygep28992900 = bitcast i8* %uglygep2899 to <8 x double>*
  %scevgep2901 = getelementptr <8 x double>, <8 x double>* %uglygep28992900, i64 -1
  store <8 x double> %391, <8 x double>* %scevgep2901, align 8, !alias.scope !57, !noalias !59
  %uglygep2897 = getelementptr i8, i8* %396, i64 %lsr.iv2894
  %uglygep28972898 = bitcast i8* %uglygep2897 to <8 x double>*
  store <8 x double> %393, <8 x double>* %uglygep28972898, align 8, !alias.scope !57, !noalias !59
  %lsr.iv.next2895 = add nuw nsw i64 %lsr.iv2894, 256
  %epil.iter655.cmp.not = icmp eq i64 %395, %lsr.iv.next2895
  br i1 %epil.iter655.cmp.not, label %middle.block294, label %vector.body296.epil, !llvm.loop !61

middle.block294:                                  ; preds = %vector.body296.epil, %middle.block294.unr-lcssa
  %cmp.n302 = icmp eq i64 %dest_shape.1.1, %n.vec300
  br i1 %cmp.n302, label %for.end.1, label %for.body.1.preheader586

for.body.1.preheader586:                          ; preds = %vector.memcheck279, %for.body.1.preheader271, %middle.block294
  %loop.index.1181.ph = phi i64 [ 0, %vector.memcheck279 ], [ 0, %for.body.1.preheader271 ], [ %n.vec300, %middle.block294 ]
  %397 = xor i64 %loop.index.1181.ph, -1
  %398 = add i64 %dest_shape.1.1, %397
  %xtraiter651 = and i64 %dest_shape.1.1, 7
  %lcmp.mod652.not = icmp eq i64 %xtraiter651, 0
  br i1 %lcmp.mod652.not, label %for.body.1.prol.loopexit, label %for.body.1.prol.preheader

for.body.1.prol.preheader:                        ; preds = %for.body.1.preheader586
  br label %for.body.1.prol

for.body.1.prol:                                  ; preds = %for.body.1.prol.preheader, %for.body.1.prol
  %lsr.iv2891 = phi i64 [ %xtraiter651, %for.body.1.prol.preheader ], [ %lsr.iv.next2892, %for.body.1.prol ]
  %loop.index.1181.prol = phi i64 [ %.434.prol, %for.body.1.prol ], [ %loop.index.1181.ph, %for.body.1.prol.preheader ]
  %.396.prol = load double, double* %arg.x.4, align 8
  %.405.prol = load double, double* %arg.y.4, align 8
  %.6.i166.prol = fmul double %.396.prol, %.405.prol
  %scevgep2890 = getelementptr double, double* %.6.i105185, i64 %loop.index.1181.prol
  store double %.6.i166.prol, double* %scevgep2890, align 8
  %.434.prol = add nuw i64 %loop.index.1181.prol, 1
  %lsr.iv.next2892 = add nsw i64 %lsr.iv2891, -1
  %prol.iter653.cmp.not = icmp eq i64 %lsr.iv.next2892, 0
  br i1 %prol.iter653.cmp.not, label %for.body.1.prol.loopexit, label %for.body.1.prol, !llvm.loop !62

for.body.1.prol.loopexit:                         ; preds = %for.body.1.prol, %for.body.1.preheader586
  %loop.index.1181.unr = phi i64 [ %loop.index.1181.ph, %for.body.1.preheader586 ], [ %.434.prol, %for.body.1.prol ]
  %399 = icmp ult i64 %398, 7
  br i1 %399, label %for.end.1, label %for.body.1.preheader679

for.body.1.preheader679:                          ; preds = %for.body.1.prol.loopexit
  br label %for.body.1

for.body.1.us230.preheader:                       ; preds = %for.body.1.preheader.split
  %400 = icmp ult i64 %dest_shape.1.1, 32
  br i1 %400, label %for.body.1.us230.preheader584, label %vector.memcheck319

vector.memcheck319:                               ; preds = %for.body.1.us230.preheader
  %scevgep320 = getelementptr double, double* %.6.i105185, i64 %dest_shape.1.1
  %scevgep322 = getelementptr double, double* %arg.x.4, i64 1
  %scevgep324 = getelementptr double, double* %arg.y.4, i64 %dest_shape.1.1
  %bound0326 = icmp ult double* %.6.i105185, %scevgep322
  %bound1327 = icmp ugt double* %scevgep320, %arg.x.4
  %found.conflict328 = and i1 %bound0326, %bound1327
  %bound0329 = icmp ult double* %.6.i105185, %scevgep324
  %bound1330 = icmp ugt double* %scevgep320, %arg.y.4
  %found.conflict331 = and i1 %bound0329, %bound1330
  %conflict.rdx332 = or i1 %found.conflict328, %found.conflict331
  br i1 %conflict.rdx332, label %for.body.1.us230.preheader584, label %vector.ph337

vector.ph337:                                     ; preds = %vector.memcheck319
  %n.vec339 = and i64 %dest_shape.1.1, -32
  %401 = add i64 %n.vec339, -32
  %402 = lshr exact i64 %401, 5
  %403 = add nuw nsw i64 %402, 1
  %xtraiter646 = and i64 %403, 7
  %404 = icmp ult i64 %401, 224
  br i1 %404, label %middle.block333.unr-lcssa, label %vector.ph337.new

vector.ph337.new:                                 ; preds = %vector.ph337
  %const3266 = bitcast i64 1152921504606846968 to i64
  %unroll_iter649 = and i64 %403, %const3266
  %405 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert347 = insertelement <8 x double> poison, double %405, i64 0
  %broadcast.splat348 = shufflevector <8 x double> %broadcast.splatinsert347, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert349 = insertelement <8 x double> poison, double %405, i64 0
  %broadcast.splat350 = shufflevector <8 x double> %broadcast.splatinsert349, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert351 = insertelement <8 x double> poison, double %405, i64 0
  %broadcast.splat352 = shufflevector <8 x double> %broadcast.splatinsert351, <8 x double> poison, <8 x i32> zeroinitializer
  %406 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert353 = insertelement <8 x double> poison, double %406, i64 0
  %broadcast.splat354 = shufflevector <8 x double> %broadcast.splatinsert353, <8 x double> poison, <8 x i32> zeroinitializer
  %407 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert347.1 = insertelement <8 x double> poison, double %407, i64 0
  %broadcast.splat348.1 = shufflevector <8 x double> %broadcast.splatinsert347.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert349.1 = insertelement <8 x double> poison, double %407, i64 0
  %broadcast.splat350.1 = shufflevector <8 x double> %broadcast.splatinsert349.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert351.1 = insertelement <8 x double> poison, double %407, i64 0
  %broadcast.splat352.1 = shufflevector <8 x double> %broadcast.splatinsert351.1, <8 x double> poison, <8 x i32> zeroinitializer
  %408 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert353.1 = insertelement <8 x double> poison, double %408, i64 0
  %broadcast.splat354.1 = shufflevector <8 x double> %broadcast.splatinsert353.1, <8 x double> poison, <8 x i32> zeroinitializer
  %409 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert347.2 = insertelement <8 x double> poison, double %409, i64 0
  %broadcast.splat348.2 = shufflevector <8 x double> %broadcast.splatinsert347.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert349.2 = insertelement <8 x double> poison, double %409, i64 0
  %broadcast.splat350.2 = shufflevector <8 x double> %broadcast.splatinsert349.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert351.2 = insertelement <8 x double> poison, double %409, i64 0
  %broadcast.splat352.2 = shufflevector <8 x double> %broadcast.splatinsert351.2, <8 x double> poison, <8 x i32> zeroinitializer
  %410 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert353.2 = insertelement <8 x double> poison, double %410, i64 0
  %broadcast.splat354.2 = shufflevector <8 x double> %broadcast.splatinsert353.2, <8 x double> poison, <8 x i32> zeroinitializer
  %411 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert347.3 = insertelement <8 x double> poison, double %411, i64 0
  %broadcast.splat348.3 = shufflevector <8 x double> %broadcast.splatinsert347.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert349.3 = insertelement <8 x double> poison, double %411, i64 0
  %broadcast.splat350.3 = shufflevector <8 x double> %broadcast.splatinsert349.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert351.3 = insertelement <8 x double> poison, double %411, i64 0
  %broadcast.splat352.3 = shufflevector <8 x double> %broadcast.splatinsert351.3, <8 x double> poison, <8 x i32> zeroinitializer
  %412 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert353.3 = insertelement <8 x double> poison, double %412, i64 0
  %broadcast.splat354.3 = shufflevector <8 x double> %broadcast.splatinsert353.3, <8 x double> poison, <8 x i32> zeroinitializer
  %413 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert347.4 = insertelement <8 x double> poison, double %413, i64 0
  %broadcast.splat348.4 = shufflevector <8 x double> %broadcast.splatinsert347.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert349.4 = insertelement <8 x double> poison, double %413, i64 0
  %broadcast.splat350.4 = shufflevector <8 x double> %broadcast.splatinsert349.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert351.4 = insertelement <8 x double> poison, double %413, i64 0
  %broadcast.splat352.4 = shufflevector <8 x double> %broadcast.splatinsert351.4, <8 x double> poison, <8 x i32> zeroinitializer
  %414 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert353.4 = insertelement <8 x double> poison, double %414, i64 0
  %broadcast.splat354.4 = shufflevector <8 x double> %broadcast.splatinsert353.4, <8 x double> poison, <8 x i32> zeroinitializer
  %415 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert347.5 = insertelement <8 x double> poison, double %415, i64 0
  %broadcast.splat348.5 = shufflevector <8 x double> %broadcast.splatinsert347.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert349.5 = insertelement <8 x double> poison, double %415, i64 0
  %broadcast.splat350.5 = shufflevector <8 x double> %broadcast.splatinsert349.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert351.5 = insertelement <8 x double> poison, double %415, i64 0
  %broadcast.splat352.5 = shufflevector <8 x double> %broadcast.splatinsert351.5, <8 x double> poison, <8 x i32> zeroinitializer
  %416 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert353.5 = insertelement <8 x double> poison, double %416, i64 0
  %broadcast.splat354.5 = shufflevector <8 x double> %broadcast.splatinsert353.5, <8 x double> poison, <8 x i32> zeroinitializer
  %417 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert347.6 = insertelement <8 x double> poison, double %417, i64 0
  %broadcast.splat348.6 = shufflevector <8 x double> %broadcast.splatinsert347.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert349.6 = insertelement <8 x double> poison, double %417, i64 0
  %broadcast.splat350.6 = shufflevector <8 x double> %broadcast.splatinsert349.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert351.6 = insertelement <8 x double> poison, double %417, i64 0
  %broadcast.splat352.6 = shufflevector <8 x double> %broadcast.splatinsert351.6, <8 x double> poison, <8 x i32> zeroinitializer
  %418 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert353.6 = insertelement <8 x double> poison, double %418, i64 0
  %broadcast.splat354.6 = shufflevector <8 x double> %broadcast.splatinsert353.6, <8 x double> poison, <8 x i32> zeroinitializer
  %419 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert347.7 = insertelement <8 x double> poison, double %419, i64 0
  %broadcast.splat348.7 = shufflevector <8 x double> %broadcast.splatinsert347.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert349.7 = insertelement <8 x double> poison, double %419, i64 0
  %broadcast.splat350.7 = shufflevector <8 x double> %broadcast.splatinsert349.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert351.7 = insertelement <8 x double> poison, double %419, i64 0
  %broadcast.splat352.7 = shufflevector <8 x double> %broadcast.splatinsert351.7, <8 x double> poison, <8 x i32> zeroinitializer
  %420 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert353.7 = insertelement <8 x double> poison, double %420, i64 0
  %broadcast.splat354.7 = shufflevector <8 x double> %broadcast.splatinsert353.7, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep2680 = getelementptr double, double* %arg.y.4, i64 248
  %scevgep2776 = getelementptr double, double* %.6.i105185, i64 248
  br label %vector.body335

vector.body335:                                   ; preds = %vector.body335, %vector.ph337.new
  %lsr.iv2872 = phi i64 [ %lsr.iv.next2873, %vector.body335 ], [ %unroll_iter649, %vector.ph337.new ]
  %index342 = phi i64 [ 0, %vector.ph337.new ], [ %index.next355.7, %vector.body335 ]
  %scevgep2764 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27642765 = bitcast double* %scevgep2764 to <8 x double>*
  %scevgep2766 = getelementptr <8 x double>, <8 x double>* %scevgep27642765, i64 -31
  %wide.load343 = load <8 x double>, <8 x double>* %scevgep2766, align 8, !alias.scope !66
  %scevgep2773 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27732774 = bitcast double* %scevgep2773 to <8 x double>*
  %scevgep2775 = getelementptr <8 x double>, <8 x double>* %scevgep27732774, i64 -30
  %wide.load344 = load <8 x double>, <8 x double>* %scevgep2775, align 8, !alias.scope !66
  %scevgep2770 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27702771 = bitcast double* %scevgep2770 to <8 x double>*
  %scevgep2772 = getelementptr <8 x double>, <8 x double>* %scevgep27702771, i64 -29
  %wide.load345 = load <8 x double>, <8 x double>* %scevgep2772, align 8, !alias.scope !66
  %scevgep2767 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27672768 = bitcast double* %scevgep2767 to <8 x double>*
  %scevgep2769 = getelementptr <8 x double>, <8 x double>* %scevgep27672768, i64 -28
  %wide.load346 = load <8 x double>, <8 x double>* %scevgep2769, align 8, !alias.scope !66
  %421 = fmul <8 x double> %broadcast.splat348, %wide.load343
  %422 = fmul <8 x double> %broadcast.splat350, %wide.load344
  %423 = fmul <8 x double> %broadcast.splat352, %wide.load345
  %424 = fmul <8 x double> %broadcast.splat354, %wide.load346
  %scevgep2860 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28602861 = bitcast double* %scevgep2860 to <8 x double>*
  %scevgep2862 = getelementptr <8 x double>, <8 x double>* %scevgep28602861, i64 -31
  store <8 x double> %421, <8 x double>* %scevgep2862, align 8, !alias.scope !68, !noalias !70
  %scevgep2869 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28692870 = bitcast double* %scevgep2869 to <8 x double>*
  %scevgep2871 = getelementptr <8 x double>, <8 x double>* %scevgep28692870, i64 -30
  store <8 x double> %422, <8 x double>* %scevgep2871, align 8, !alias.scope !68, !noalias !70
  %scevgep2866 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28662867 = bitcast double* %scevgep2866 to <8 x double>*
  %scevgep2868 = getelementptr <8 x double>, <8 x double>* %scevgep28662867, i64 -29
  store <8 x double> %423, <8 x double>* %scevgep2868, align 8, !alias.scope !68, !noalias !70
  %scevgep2863 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28632864 = bitcast double* %scevgep2863 to <8 x double>*
  %scevgep2865 = getelementptr <8 x double>, <8 x double>* %scevgep28632864, i64 -28
  store <8 x double> %424, <8 x double>* %scevgep2865, align 8, !alias.scope !68, !noalias !70
  %scevgep2750 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27502751 = bitcast double* %scevgep2750 to <8 x double>*
  %scevgep2752 = getelementptr <8 x double>, <8 x double>* %scevgep27502751, i64 -27
  %wide.load343.1 = load <8 x double>, <8 x double>* %scevgep2752, align 8, !alias.scope !66
  %scevgep2747 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27472748 = bitcast double* %scevgep2747 to <8 x double>*
  %scevgep2749 = getelementptr <8 x double>, <8 x double>* %scevgep27472748, i64 -26
  %wide.load344.1 = load <8 x double>, <8 x double>* %scevgep2749, align 8, !alias.scope !66
  %scevgep2744 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27442745 = bitcast double* %scevgep2744 to <8 x double>*
  %scevgep2746 = getelementptr <8 x double>, <8 x double>* %scevgep27442745, i64 -25
  %wide.load345.1 = load <8 x double>, <8 x double>* %scevgep2746, align 8, !alias.scope !66
  %scevgep2741 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27412742 = bitcast double* %scevgep2741 to <8 x double>*
  %scevgep2743 = getelementptr <8 x double>, <8 x double>* %scevgep27412742, i64 -24
  %wide.load346.1 = load <8 x double>, <8 x double>* %scevgep2743, align 8, !alias.scope !66
  %425 = fmul <8 x double> %broadcast.splat348.1, %wide.load343.1
  %426 = fmul <8 x double> %broadcast.splat350.1, %wide.load344.1
  %427 = fmul <8 x double> %broadcast.splat352.1, %wide.load345.1
  %428 = fmul <8 x double> %broadcast.splat354.1, %wide.load346.1
  %scevgep2846 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28462847 = bitcast double* %scevgep2846 to <8 x double>*
  %scevgep2848 = getelementptr <8 x double>, <8 x double>* %scevgep28462847, i64 -27
  store <8 x double> %425, <8 x double>* %scevgep2848, align 8, !alias.scope !68, !noalias !70
  %scevgep2843 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28432844 = bitcast double* %scevgep2843 to <8 x double>*
  %scevgep2845 = getelementptr <8 x double>, <8 x double>* %scevgep28432844, i64 -26
  store <8 x double> %426, <8 x double>* %scevgep2845, align 8, !alias.scope !68, !noalias !70
  %scevgep2840 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28402841 = bitcast double* %scevgep2840 to <8 x double>*
  %scevgep2842 = getelementptr <8 x double>, <8 x double>* %scevgep28402841, i64 -25
  store <8 x double> %427, <8 x double>* %scevgep2842, align 8, !alias.scope !68, !noalias !70
  %scevgep2837 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28372838 = bitcast double* %scevgep2837 to <8 x double>*
  %scevgep2839 = getelementptr <8 x double>, <8 x double>* %scevgep28372838, i64 -24
  store <8 x double> %428, <8 x double>* %scevgep2839, align 8, !alias.scope !68, !noalias !70
  %scevgep2738 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27382739 = bitcast double* %scevgep2738 to <8 x double>*
  %scevgep2740 = getelementptr <8 x double>, <8 x double>* %scevgep27382739, i64 -23
  %wide.load343.2 = load <8 x double>, <8 x double>* %scevgep2740, align 8, !alias.scope !66
  %scevgep2735 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27352736 = bitcast double* %scevgep2735 to <8 x double>*
  %scevgep2737 = getelementptr <8 x double>, <8 x double>* %scevgep27352736, i64 -22
  %wide.load344.2 = load <8 x double>, <8 x double>* %scevgep2737, align 8, !alias.scope !66
  %scevgep2732 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27322733 = bitcast double* %scevgep2732 to <8 x double>*
  %scevgep2734 = getelementptr <8 x double>, <8 x double>* %scevgep27322733, i64 -21
  %wide.load345.2 = load <8 x double>, <8 x double>* %scevgep2734, align 8, !alias.scope !66
  %scevgep2729 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27292730 = bitcast double* %scevgep2729 to <8 x double>*
  %scevgep2731 = getelementptr <8 x double>, <8 x double>* %scevgep27292730, i64 -20
  %wide.load346.2 = load <8 x double>, <8 x double>* %scevgep2731, align 8, !alias.scope !66
  %429 = fmul <8 x double> %broadcast.splat348.2, %wide.load343.2
  %430 = fmul <8 x double> %broadcast.splat350.2, %wide.load344.2
  %431 = fmul <8 x double> %broadcast.splat352.2, %wide.load345.2
  %432 = fmul <8 x double> %broadcast.splat354.2, %wide.load346.2
  %scevgep2834 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28342835 = bitcast double* %scevgep2834 to <8 x double>*
  %scevgep2836 = getelementptr <8 x double>, <8 x double>* %scevgep28342835, i64 -23
  store <8 x double> %429, <8 x double>* %scevgep2836, align 8, !alias.scope !68, !noalias !70
  %scevgep2831 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28312832 = bitcast double* %scevgep2831 to <8 x double>*
  %scevgep2833 = getelementptr <8 x double>, <8 x double>* %scevgep28312832, i64 -22
  store <8 x double> %430, <8 x double>* %scevgep2833, align 8, !alias.scope !68, !noalias !70
  %scevgep2828 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28282829 = bitcast double* %scevgep2828 to <8 x double>*
  %scevgep2830 = getelementptr <8 x double>, <8 x double>* %scevgep28282829, i64 -21
  store <8 x double> %431, <8 x double>* %scevgep2830, align 8, !alias.scope !68, !noalias !70
  %scevgep2825 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28252826 = bitcast double* %scevgep2825 to <8 x double>*
  %scevgep2827 = getelementptr <8 x double>, <8 x double>* %scevgep28252826, i64 -20
  store <8 x double> %432, <8 x double>* %scevgep2827, align 8, !alias.scope !68, !noalias !70
  %scevgep2726 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27262727 = bitcast double* %scevgep2726 to <8 x double>*
  %scevgep2728 = getelementptr <8 x double>, <8 x double>* %scevgep27262727, i64 -19
  %wide.load343.3 = load <8 x double>, <8 x double>* %scevgep2728, align 8, !alias.scope !66
  %scevgep2723 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27232724 = bitcast double* %scevgep2723 to <8 x double>*
  %scevgep2725 = getelementptr <8 x double>, <8 x double>* %scevgep27232724, i64 -18
  %wide.load344.3 = load <8 x double>, <8 x double>* %scevgep2725, align 8, !alias.scope !66
  %scevgep2720 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27202721 = bitcast double* %scevgep2720 to <8 x double>*
  %scevgep2722 = getelementptr <8 x double>, <8 x double>* %scevgep27202721, i64 -17
  %wide.load345.3 = load <8 x double>, <8 x double>* %scevgep2722, align 8, !alias.scope !66
  %scevgep2717 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27172718 = bitcast double* %scevgep2717 to <8 x double>*
  %scevgep2719 = getelementptr <8 x double>, <8 x double>* %scevgep27172718, i64 -16
  %wide.load346.3 = load <8 x double>, <8 x double>* %scevgep2719, align 8, !alias.scope !66
  %433 = fmul <8 x double> %broadcast.splat348.3, %wide.load343.3
  %434 = fmul <8 x double> %broadcast.splat350.3, %wide.load344.3
  %435 = fmul <8 x double> %broadcast.splat352.3, %wide.load345.3
  %436 = fmul <8 x double> %broadcast.splat354.3, %wide.load346.3
  %scevgep2822 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28222823 = bitcast double* %scevgep2822 to <8 x double>*
  %scevgep2824 = getelementptr <8 x double>, <8 x double>* %scevgep28222823, i64 -19
  store <8 x double> %433, <8 x double>* %scevgep2824, align 8, !alias.scope !68, !noalias !70
  %scevgep2819 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28192820 = bitcast double* %scevgep2819 to <8 x double>*
  %scevgep2821 = getelementptr <8 x double>, <8 x double>* %scevgep28192820, i64 -18
  store <8 x double> %434, <8 x double>* %scevgep2821, align 8, !alias.scope !68, !noalias !70
  %scevgep2816 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28162817 = bitcast double* %scevgep2816 to <8 x double>*
  %scevgep2818 = getelementptr <8 x double>, <8 x double>* %scevgep28162817, i64 -17
  store <8 x double> %435, <8 x double>* %scevgep2818, align 8, !alias.scope !68, !noalias !70
  %scevgep2813 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28132814 = bitcast double* %scevgep2813 to <8 x double>*
  %scevgep2815 = getelementptr <8 x double>, <8 x double>* %scevgep28132814, i64 -16
  store <8 x double> %436, <8 x double>* %scevgep2815, align 8, !alias.scope !68, !noalias !70
  %scevgep2714 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27142715 = bitcast double* %scevgep2714 to <8 x double>*
  %scevgep2716 = getelementptr <8 x double>, <8 x double>* %scevgep27142715, i64 -15
  %wide.load343.4 = load <8 x double>, <8 x double>* %scevgep2716, align 8, !alias.scope !66
  %scevgep2711 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27112712 = bitcast double* %scevgep2711 to <8 x double>*
  %scevgep2713 = getelementptr <8 x double>, <8 x double>* %scevgep27112712, i64 -14
  %wide.load344.4 = load <8 x double>, <8 x double>* %scevgep2713, align 8, !alias.scope !66
  %scevgep2708 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27082709 = bitcast double* %scevgep2708 to <8 x double>*
  %scevgep2710 = getelementptr <8 x double>, <8 x double>* %scevgep27082709, i64 -13
  %wide.load345.4 = load <8 x double>, <8 x double>* %scevgep2710, align 8, !alias.scope !66
  %scevgep2705 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27052706 = bitcast double* %scevgep2705 to <8 x double>*
  %scevgep2707 = getelementptr <8 x double>, <8 x double>* %scevgep27052706, i64 -12
  %wide.load346.4 = load <8 x double>, <8 x double>* %scevgep2707, align 8, !alias.scope !66
  %437 = fmul <8 x double> %broadcast.splat348.4, %wide.load343.4
  %438 = fmul <8 x double> %broadcast.splat350.4, %wide.load344.4
  %439 = fmul <8 x double> %broadcast.splat352.4, %wide.load345.4
  %440 = fmul <8 x double> %broadcast.splat354.4, %wide.load346.4
  %scevgep2810 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28102811 = bitcast double* %scevgep2810 to <8 x double>*
  %scevgep2812 = getelementptr <8 x double>, <8 x double>* %scevgep28102811, i64 -15
  store <8 x double> %437, <8 x double>* %scevgep2812, align 8, !alias.scope !68, !noalias !70
  %scevgep2807 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28072808 = bitcast double* %scevgep2807 to <8 x double>*
  %scevgep2809 = getelementptr <8 x double>, <8 x double>* %scevgep28072808, i64 -14
  store <8 x double> %438, <8 x double>* %scevgep2809, align 8, !alias.scope !68, !noalias !70
  %scevgep2804 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28042805 = bitcast double* %scevgep2804 to <8 x double>*
  %scevgep2806 = getelementptr <8 x double>, <8 x double>* %scevgep28042805, i64 -13
  store <8 x double> %439, <8 x double>* %scevgep2806, align 8, !alias.scope !68, !noalias !70
  %scevgep2801 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28012802 = bitcast double* %scevgep2801 to <8 x double>*
  %scevgep2803 = getelementptr <8 x double>, <8 x double>* %scevgep28012802, i64 -12
  store <8 x double> %440, <8 x double>* %scevgep2803, align 8, !alias.scope !68, !noalias !70
  %scevgep2702 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27022703 = bitcast double* %scevgep2702 to <8 x double>*
  %scevgep2704 = getelementptr <8 x double>, <8 x double>* %scevgep27022703, i64 -11
  %wide.load343.5 = load <8 x double>, <8 x double>* %scevgep2704, align 8, !alias.scope !66
  %scevgep2699 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep26992700 = bitcast double* %scevgep2699 to <8 x double>*
  %scevgep2701 = getelementptr <8 x double>, <8 x double>* %scevgep26992700, i64 -10
  %wide.load344.5 = load <8 x double>, <8 x double>* %scevgep2701, align 8, !alias.scope !66
  %scevgep2696 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep26962697 = bitcast double* %scevgep2696 to <8 x double>*
  %scevgep2698 = getelementptr <8 x double>, <8 x double>* %scevgep26962697, i64 -9
  %wide.load345.5 = load <8 x double>, <8 x double>* %scevgep2698, align 8, !alias.scope !66
  %scevgep2693 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep26932694 = bitcast double* %scevgep2693 to <8 x double>*
  %scevgep2695 = getelementptr <8 x double>, <8 x double>* %scevgep26932694, i64 -8
  %wide.load346.5 = load <8 x double>, <8 x double>* %scevgep2695, align 8, !alias.scope !66
  %441 = fmul <8 x double> %broadcast.splat348.5, %wide.load343.5
  %442 = fmul <8 x double> %broadcast.splat350.5, %wide.load344.5
  %443 = fmul <8 x double> %broadcast.splat352.5, %wide.load345.5
  %444 = fmul <8 x double> %broadcast.splat354.5, %wide.load346.5
  %scevgep2798 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep27982799 = bitcast double* %scevgep2798 to <8 x double>*
  %scevgep2800 = getelementptr <8 x double>, <8 x double>* %scevgep27982799, i64 -11
  store <8 x double> %441, <8 x double>* %scevgep2800, align 8, !alias.scope !68, !noalias !70
  %scevgep2795 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep27952796 = bitcast double* %scevgep2795 to <8 x double>*
  %scevgep2797 = getelementptr <8 x double>, <8 x double>* %scevgep27952796, i64 -10
  store <8 x double> %442, <8 x double>* %scevgep2797, align 8, !alias.scope !68, !noalias !70
  %scevgep2792 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep27922793 = bitcast double* %scevgep2792 to <8 x double>*
  %scevgep2794 = getelementptr <8 x double>, <8 x double>* %scevgep27922793, i64 -9
  store <8 x double> %443, <8 x double>* %scevgep2794, align 8, !alias.scope !68, !noalias !70
  %scevgep2789 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep27892790 = bitcast double* %scevgep2789 to <8 x double>*
  %scevgep2791 = getelementptr <8 x double>, <8 x double>* %scevgep27892790, i64 -8
  store <8 x double> %444, <8 x double>* %scevgep2791, align 8, !alias.scope !68, !noalias !70
  %scevgep2690 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep26902691 = bitcast double* %scevgep2690 to <8 x double>*
  %scevgep2692 = getelementptr <8 x double>, <8 x double>* %scevgep26902691, i64 -7
  %wide.load343.6 = load <8 x double>, <8 x double>* %scevgep2692, align 8, !alias.scope !66
  %scevgep2687 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep26872688 = bitcast double* %scevgep2687 to <8 x double>*
  %scevgep2689 = getelementptr <8 x double>, <8 x double>* %scevgep26872688, i64 -6
  %wide.load344.6 = load <8 x double>, <8 x double>* %scevgep2689, align 8, !alias.scope !66
  %scevgep2684 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep26842685 = bitcast double* %scevgep2684 to <8 x double>*
  %scevgep2686 = getelementptr <8 x double>, <8 x double>* %scevgep26842685, i64 -5
  %wide.load345.6 = load <8 x double>, <8 x double>* %scevgep2686, align 8, !alias.scope !66
  %scevgep2681 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep26812682 = bitcast double* %scevgep2681 to <8 x double>*
  %scevgep2683 = getelementptr <8 x double>, <8 x double>* %scevgep26812682, i64 -4
  %wide.load346.6 = load <8 x double>, <8 x double>* %scevgep2683, align 8, !alias.scope !66
  %445 = fmul <8 x double> %broadcast.splat348.6, %wide.load343.6
  %446 = fmul <8 x double> %broadcast.splat350.6, %wide.load344.6
  %447 = fmul <8 x double> %broadcast.splat352.6, %wide.load345.6
  %448 = fmul <8 x double> %broadcast.splat354.6, %wide.load346.6
  %scevgep2786 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep27862787 = bitcast double* %scevgep2786 to <8 x double>*
  %scevgep2788 = getelementptr <8 x double>, <8 x double>* %scevgep27862787, i64 -7
  store <8 x double> %445, <8 x double>* %scevgep2788, align 8, !alias.scope !68, !noalias !70
  %scevgep2783 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep27832784 = bitcast double* %scevgep2783 to <8 x double>*
  %scevgep2785 = getelementptr <8 x double>, <8 x double>* %scevgep27832784, i64 -6
  store <8 x double> %446, <8 x double>* %scevgep2785, align 8, !alias.scope !68, !noalias !70
  %scevgep2780 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep27802781 = bitcast double* %scevgep2780 to <8 x double>*
  %scevgep2782 = getelementptr <8 x double>, <8 x double>* %scevgep27802781, i64 -5
  store <8 x double> %447, <8 x double>* %scevgep2782, align 8, !alias.scope !68, !noalias !70
  %scevgep2777 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep27772778 = bitcast double* %scevgep2777 to <8 x double>*
  %scevgep2779 = getelementptr <8 x double>, <8 x double>* %scevgep27772778, i64 -4
  store <8 x double> %448, <8 x double>* %scevgep2779, align 8, !alias.scope !68, !noalias !70
  %scevgep2761 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27612762 = bitcast double* %scevgep2761 to <8 x double>*
  %scevgep2763 = getelementptr <8 x double>, <8 x double>* %scevgep27612762, i64 -3
  %wide.load343.7 = load <8 x double>, <8 x double>* %scevgep2763, align 8, !alias.scope !66
  %scevgep2758 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27582759 = bitcast double* %scevgep2758 to <8 x double>*
  %scevgep2760 = getelementptr <8 x double>, <8 x double>* %scevgep27582759, i64 -2
  %wide.load344.7 = load <8 x double>, <8 x double>* %scevgep2760, align 8, !alias.scope !66
  %scevgep2755 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27552756 = bitcast double* %scevgep2755 to <8 x double>*
  %scevgep2757 = getelementptr <8 x double>, <8 x double>* %scevgep27552756, i64 -1
  %wide.load345.7 = load <8 x double>, <8 x double>* %scevgep2757, align 8, !alias.scope !66
  %scevgep2753 = getelementptr double, double* %scevgep2680, i64 %index342
  %scevgep27532754 = bitcast double* %scevgep2753 to <8 x double>*
  %wide.load346.7 = load <8 x double>, <8 x double>* %scevgep27532754, align 8, !alias.scope !66
  %449 = fmul <8 x double> %broadcast.splat348.7, %wide.load343.7
  %450 = fmul <8 x double> %broadcast.splat350.7, %wide.load344.7
  %451 = fmul <8 x double> %broadcast.splat352.7, %wide.load345.7
  %452 = fmul <8 x double> %broadcast.splat354.7, %wide.load346.7
  %scevgep2857 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28572858 = bitcast double* %scevgep2857 to <8 x double>*
  %scevgep2859 = getelementptr <8 x double>, <8 x double>* %scevgep28572858, i64 -3
  store <8 x double> %449, <8 x double>* %scevgep2859, align 8, !alias.scope !68, !noalias !70
  %scevgep2854 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28542855 = bitcast double* %scevgep2854 to <8 x double>*
  %scevgep2856 = getelementptr <8 x double>, <8 x double>* %scevgep28542855, i64 -2
  store <8 x double> %450, <8 x double>* %scevgep2856, align 8, !alias.scope !68, !noalias !70
  %scevgep2851 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28512852 = bitcast double* %scevgep2851 to <8 x double>*
  %scevgep2853 = getelementptr <8 x double>, <8 x double>* %scevgep28512852, i64 -1
  store <8 x double> %451, <8 x double>* %scevgep2853, align 8, !alias.scope !68, !noalias !70
  %scevgep2849 = getelementptr double, double* %scevgep2776, i64 %index342
  %scevgep28492850 = bitcast double* %scevgep2849 to <8 x double>*
  store <8 x double> %452, <8 x double>* %scevgep28492850, align 8, !alias.scope !68, !noalias !70
  %index.next355.7 = add i64 %index342, 256
  %lsr.iv.next2873 = add i64 %lsr.iv2872, -8
  %niter650.ncmp.7 = icmp eq i64 %lsr.iv.next2873, 0
  br i1 %niter650.ncmp.7, label %middle.block333.unr-lcssa, label %vector.body335, !llvm.loop !71

middle.block333.unr-lcssa:                        ; preds = %vector.body335, %vector.ph337
  %index342.unr = phi i64 [ 0, %vector.ph337 ], [ %index.next355.7, %vector.body335 ]
  %lcmp.mod648.not = icmp eq i64 %xtraiter646, 0
  br i1 %lcmp.mod648.not, label %middle.block333, label %vector.body335.epil.preheader

vector.body335.epil.preheader:                    ; preds = %middle.block333.unr-lcssa
  %453 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert347.epil = insertelement <8 x double> poison, double %453, i64 0
  %broadcast.splat348.epil = shufflevector <8 x double> %broadcast.splatinsert347.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert349.epil = insertelement <8 x double> poison, double %453, i64 0
  %broadcast.splat350.epil = shufflevector <8 x double> %broadcast.splatinsert349.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert351.epil = insertelement <8 x double> poison, double %453, i64 0
  %broadcast.splat352.epil = shufflevector <8 x double> %broadcast.splatinsert351.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %454 = load double, double* %arg.x.4, align 8, !alias.scope !63
  %broadcast.splatinsert353.epil = insertelement <8 x double> poison, double %454, i64 0
  %broadcast.splat354.epil = shufflevector <8 x double> %broadcast.splatinsert353.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %455 = add nuw nsw i64 %index342.unr, 24
  %scevgep2652 = getelementptr double, double* %.6.i105185, i64 %455
  %scevgep2667 = getelementptr double, double* %arg.y.4, i64 %455
  %456 = shl nuw nsw i64 %xtraiter646, 8
  br label %vector.body335.epil

vector.body335.epil:                              ; preds = %vector.body335.epil, %vector.body335.epil.preheader
  %lsr.iv2653 = phi i64 [ %lsr.iv.next2654, %vector.body335.epil ], [ 0, %vector.body335.epil.preheader ]
  %457 = bitcast double* %scevgep2667 to i8*
  %458 = bitcast double* %scevgep2652 to i8*
  %uglygep2677 = getelementptr i8, i8* %457, i64 %lsr.iv2653
  %uglygep26772678 = bitcast i8* %uglygep2677 to <8 x double>*
  %scevgep2679 = getelementptr <8 x double>, <8 x double>* %uglygep26772678, i64 -3
  %wide.load343.epil = load <8 x double>, <8 x double>* %scevgep2679, align 8, !alias.scope !66
  %uglygep2674 = getelementptr i8, i8* %457, i64 %lsr.iv2653
  %uglygep26742675 = bitcast i8* %uglygep2674 to <8 x double>*
  %scevgep2676 = getelementptr <8 x double>, <8 x double>* %uglygep26742675, i64 -2
  %wide.load344.epil = load <8 x double>, <8 x double>* %scevgep2676, align 8, !alias.scope !66
  %uglygep2671 = getelementptr i8, i8* %457, i64 %lsr.iv2653
  %uglygep26712672 = bitcast i8* %uglygep2671 to <8 x double>*
  %scevgep2673 = getelementptr <8 x double>, <8 x double>* %uglygep26712672, i64 -1
  %wide.load345.epil = load <8 x double>, <8 x double>* %scevgep2673, align 8, !alias.scope !66
  %uglygep2669 = getelementptr i8, i8* %457, i64 %lsr.iv2653
  %uglygep26692670 = bitcast i8* %uglygep2669 to <8 x double>*
  %wide.load346.epil = load <8 x double>, <8 x double>* %uglygep26692670, align 8, !alias.scope !66
  %459 = fmul <8 x double> %broadcast.splat348.epil, %wide.load343.epil
  %460 = fmul <8 x double> %broadcast.splat350.epil, %wide.load344.epil
  %461 = fmul <8 x double> %broadcast.splat352.epil, %wide.load345.epil
  %462 = fmul <8 x double> %broadcast.splat354.epil, %wide.load346.epil
  %uglygep2664 = getelementptr i8, i8* %458, i64 %lsr.iv2653
  %uglygep26642665 = bitcast i8* %uglygep2664 to <8 x double>*
  %scevgep2666 = getelementptr <8 x double>, <8 x double>* %uglygep26642665, i64 -3
  store <8 x double> %459, <8 x double>* %scevgep2666, align 8, !alias.scope !68, !noalias !70
  %uglygep2661 = getelementptr i8, i8* %458, i64 %lsr.iv2653
  %uglygep26612662 = bitcast i8* %uglygep2661 to <8 x double>*
  %scevgep2663 = getelementptr <8 x double>, <8 x double>* %uglygep26612662, i64 -2
  store <8 x double> %460, <8 x double>* %scevgep2663, align 8, !alias.scope !68, !noalias !70
  %uglygep2658 = getelementptr i8, i8* %458, i64 %lsr.iv2653
  %uglygep26582659 = bitcast i8* %uglygep2658 to <8 x double>*
  %scevgep2660 = getelementptr <8 x double>, <8 x double>* %uglygep26582659, i64 -1
  store <8 x double> %461, <8 x double>* %scevgep2660, align 8, !alias.scope !68, !noalias !70
  %uglygep2656 = getelementptr i8, i8* %458, i64 %lsr.iv2653
  %uglygep26562657 = bitcast i8* %uglygep2656 to <8 x double>*
  store <8 x double> %462, <8 x double>* %uglygep26562657, align 8, !alias.scope !68, !noalias !70
  %lsr.iv.next2654 = add nuw nsw i64 %lsr.iv2653, 256
  %epil.iter647.cmp.not = icmp eq i64 %456, %lsr.iv.next2654
  br i1 %epil.iter647.cmp.not, label %middle.block333, label %vector.body335.epil, !llvm.loop !72

middle.block333:                                  ; preds = %vector.body335.epil, %middle.block333.unr-lcssa
  %cmp.n341 = icmp eq i64 %dest_shape.1.1, %n.vec339
  br i1 %cmp.n341, label %for.end.1, label %for.body.1.us230.preheader584

for.body.1.us230.preheader584:                    ; preds = %vector.memcheck319, %for.body.1.us230.preheader, %middle.block333
  %loop.index.1181.us231.ph = phi i64 [ 0, %vector.memcheck319 ], [ 0, %for.body.1.us230.preheader ], [ %n.vec339, %middle.block333 ]
  %463 = xor i64 %loop.index.1181.us231.ph, -1
  %464 = add i64 %dest_shape.1.1, %463
  %xtraiter643 = and i64 %dest_shape.1.1, 7
  %lcmp.mod644.not = icmp eq i64 %xtraiter643, 0
  br i1 %lcmp.mod644.not, label %for.body.1.us230.prol.loopexit, label %for.body.1.us230.prol.preheader

for.body.1.us230.prol.preheader:                  ; preds = %for.body.1.us230.preheader584
  br label %for.body.1.us230.prol

for.body.1.us230.prol:                            ; preds = %for.body.1.us230.prol.preheader, %for.body.1.us230.prol
  %lsr.iv2650 = phi i64 [ %xtraiter643, %for.body.1.us230.prol.preheader ], [ %lsr.iv.next2651, %for.body.1.us230.prol ]
  %loop.index.1181.us231.prol = phi i64 [ %.434.us239.prol, %for.body.1.us230.prol ], [ %loop.index.1181.us231.ph, %for.body.1.us230.prol.preheader ]
  %.396.us233.prol = load double, double* %arg.x.4, align 8
  %scevgep2649 = getelementptr double, double* %arg.y.4, i64 %loop.index.1181.us231.prol
  %.405.us236.prol = load double, double* %scevgep2649, align 8
  %.6.i166.us237.prol = fmul double %.396.us233.prol, %.405.us236.prol
  %scevgep2648 = getelementptr double, double* %.6.i105185, i64 %loop.index.1181.us231.prol
  store double %.6.i166.us237.prol, double* %scevgep2648, align 8
  %.434.us239.prol = add nuw i64 %loop.index.1181.us231.prol, 1
  %lsr.iv.next2651 = add nsw i64 %lsr.iv2650, -1
  %prol.iter645.cmp.not = icmp eq i64 %lsr.iv.next2651, 0
  br i1 %prol.iter645.cmp.not, label %for.body.1.us230.prol.loopexit, label %for.body.1.us230.prol, !llvm.loop !73

for.body.1.us230.prol.loopexit:                   ; preds = %for.body.1.us230.prol, %for.body.1.us230.preheader584
  %loop.index.1181.us231.unr = phi i64 [ %loop.index.1181.us231.ph, %for.body.1.us230.preheader584 ], [ %.434.us239.prol, %for.body.1.us230.prol ]
  %465 = icmp ult i64 %464, 7
  br i1 %465, label %for.end.1, label %for.body.1.us230.preheader677

for.body.1.us230.preheader677:                    ; preds = %for.body.1.us230.prol.loopexit
  br label %for.body.1.us230

for.body.1.us230:                                 ; preds = %for.body.1.us230.preheader677, %for.body.1.us230
  %loop.index.1181.us231 = phi i64 [ %.434.us239.7, %for.body.1.us230 ], [ %loop.index.1181.us231.unr, %for.body.1.us230.preheader677 ]
  %.396.us233 = load double, double* %arg.x.4, align 8
  %sunkaddr3427 = mul i64 %loop.index.1181.us231, 8
  %466 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3428 = getelementptr i8, i8* %466, i64 %sunkaddr3427
  %467 = bitcast i8* %sunkaddr3428 to double*
  %.405.us236 = load double, double* %467, align 8
  %.6.i166.us237 = fmul double %.396.us233, %.405.us236
  %sunkaddr3429 = mul i64 %loop.index.1181.us231, 8
  %468 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3430 = getelementptr i8, i8* %468, i64 %sunkaddr3429
  %469 = bitcast i8* %sunkaddr3430 to double*
  store double %.6.i166.us237, double* %469, align 8
  %.396.us233.1 = load double, double* %arg.x.4, align 8
  %sunkaddr3431 = mul i64 %loop.index.1181.us231, 8
  %470 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3432 = getelementptr i8, i8* %470, i64 %sunkaddr3431
  %sunkaddr3433 = getelementptr i8, i8* %sunkaddr3432, i64 8
  %471 = bitcast i8* %sunkaddr3433 to double*
  %.405.us236.1 = load double, double* %471, align 8
  %.6.i166.us237.1 = fmul double %.396.us233.1, %.405.us236.1
  %sunkaddr3434 = mul i64 %loop.index.1181.us231, 8
  %472 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3435 = getelementptr i8, i8* %472, i64 %sunkaddr3434
  %sunkaddr3436 = getelementptr i8, i8* %sunkaddr3435, i64 8
  %473 = bitcast i8* %sunkaddr3436 to double*
  store double %.6.i166.us237.1, double* %473, align 8
  %.396.us233.2 = load double, double* %arg.x.4, align 8
  %sunkaddr3437 = mul i64 %loop.index.1181.us231, 8
  %474 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3438 = getelementptr i8, i8* %474, i64 %sunkaddr3437
  %sunkaddr3439 = getelementptr i8, i8* %sunkaddr3438, i64 16
  %475 = bitcast i8* %sunkaddr3439 to double*
  %.405.us236.2 = load double, double* %475, align 8
  %.6.i166.us237.2 = fmul double %.396.us233.2, %.405.us236.2
  %sunkaddr3440 = mul i64 %loop.index.1181.us231, 8
  %476 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3441 = getelementptr i8, i8* %476, i64 %sunkaddr3440
  %sunkaddr3442 = getelementptr i8, i8* %sunkaddr3441, i64 16
  %477 = bitcast i8* %sunkaddr3442 to double*
  store double %.6.i166.us237.2, double* %477, align 8
  %.396.us233.3 = load double, double* %arg.x.4, align 8
  %sunkaddr3443 = mul i64 %loop.index.1181.us231, 8
  %478 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3444 = getelementptr i8, i8* %478, i64 %sunkaddr3443
  %sunkaddr3445 = getelementptr i8, i8* %sunkaddr3444, i64 24
  %479 = bitcast i8* %sunkaddr3445 to double*
  %.405.us236.3 = load double, double* %479, align 8
  %.6.i166.us237.3 = fmul double %.396.us233.3, %.405.us236.3
  %sunkaddr3446 = mul i64 %loop.index.1181.us231, 8
  %480 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3447 = getelementptr i8, i8* %480, i64 %sunkaddr3446
  %sunkaddr3448 = getelementptr i8, i8* %sunkaddr3447, i64 24
  %481 = bitcast i8* %sunkaddr3448 to double*
  store double %.6.i166.us237.3, double* %481, align 8
  %.396.us233.4 = load double, double* %arg.x.4, align 8
  %sunkaddr3449 = mul i64 %loop.index.1181.us231, 8
  %482 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3450 = getelementptr i8, i8* %482, i64 %sunkaddr3449
  %sunkaddr3451 = getelementptr i8, i8* %sunkaddr3450, i64 32
  %483 = bitcast i8* %sunkaddr3451 to double*
  %.405.us236.4 = load double, double* %483, align 8
  %.6.i166.us237.4 = fmul double %.396.us233.4, %.405.us236.4
  %sunkaddr3452 = mul i64 %loop.index.1181.us231, 8
  %484 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3453 = getelementptr i8, i8* %484, i64 %sunkaddr3452
  %sunkaddr3454 = getelementptr i8, i8* %sunkaddr3453, i64 32
  %485 = bitcast i8* %sunkaddr3454 to double*
  store double %.6.i166.us237.4, double* %485, align 8
  %.396.us233.5 = load double, double* %arg.x.4, align 8
  %sunkaddr3455 = mul i64 %loop.index.1181.us231, 8
  %486 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3456 = getelementptr i8, i8* %486, i64 %sunkaddr3455
  %sunkaddr3457 = getelementptr i8, i8* %sunkaddr3456, i64 40
  %487 = bitcast i8* %sunkaddr3457 to double*
  %.405.us236.5 = load double, double* %487, align 8
  %.6.i166.us237.5 = fmul double %.396.us233.5, %.405.us236.5
  %sunkaddr3458 = mul i64 %loop.index.1181.us231, 8
  %488 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3459 = getelementptr i8, i8* %488, i64 %sunkaddr3458
  %sunkaddr3460 = getelementptr i8, i8* %sunkaddr3459, i64 40
  %489 = bitcast i8* %sunkaddr3460 to double*
  store double %.6.i166.us237.5, double* %489, align 8
  %.396.us233.6 = load double, double* %arg.x.4, align 8
  %sunkaddr3461 = mul i64 %loop.index.1181.us231, 8
  %490 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3462 = getelementptr i8, i8* %490, i64 %sunkaddr3461
  %sunkaddr3463 = getelementptr i8, i8* %sunkaddr3462, i64 48
  %491 = bitcast i8* %sunkaddr3463 to double*
  %.405.us236.6 = load double, double* %491, align 8
  %.6.i166.us237.6 = fmul double %.396.us233.6, %.405.us236.6
  %sunkaddr3464 = mul i64 %loop.index.1181.us231, 8
  %492 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3465 = getelementptr i8, i8* %492, i64 %sunkaddr3464
  %sunkaddr3466 = getelementptr i8, i8* %sunkaddr3465, i64 48
  %493 = bitcast i8* %sunkaddr3466 to double*
  store double %.6.i166.us237.6, double* %493, align 8
  %.396.us233.7 = load double, double* %arg.x.4, align 8
  %sunkaddr3467 = mul i64 %loop.index.1181.us231, 8
  %494 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3468 = getelementptr i8, i8* %494, i64 %sunkaddr3467
  %sunkaddr3469 = getelementptr i8, i8* %sunkaddr3468, i64 56
  %495 = bitcast i8* %sunkaddr3469 to double*
  %.405.us236.7 = load double, double* %495, align 8
  %.6.i166.us237.7 = fmul double %.396.us233.7, %.405.us236.7
  %sunkaddr3470 = mul i64 %loop.index.1181.us231, 8
  %496 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3471 = getelementptr i8, i8* %496, i64 %sunkaddr3470
  %sunkaddr3472 = getelementptr i8, i8* %sunkaddr3471, i64 56
  %497 = bitcast i8* %sunkaddr3472 to double*
  store double %.6.i166.us237.7, double* %497, align 8
  %.434.us239.7 = add nuw nsw i64 %loop.index.1181.us231, 8
  %exitcond256.not.7 = icmp eq i64 %dest_shape.1.1, %.434.us239.7
  br i1 %exitcond256.not.7, label %for.end.1, label %for.body.1.us230, !llvm.loop !74

for.body.1:                                       ; preds = %for.body.1.preheader679, %for.body.1
  %loop.index.1181 = phi i64 [ %.434.7, %for.body.1 ], [ %loop.index.1181.unr, %for.body.1.preheader679 ]
  %.396 = load double, double* %arg.x.4, align 8
  %.405 = load double, double* %arg.y.4, align 8
  %.6.i166 = fmul double %.396, %.405
  %sunkaddr3473 = mul i64 %loop.index.1181, 8
  %498 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3474 = getelementptr i8, i8* %498, i64 %sunkaddr3473
  %499 = bitcast i8* %sunkaddr3474 to double*
  store double %.6.i166, double* %499, align 8
  %.396.1 = load double, double* %arg.x.4, align 8
  %.405.1 = load double, double* %arg.y.4, align 8
  %.6.i166.1 = fmul double %.396.1, %.405.1
  %sunkaddr3475 = mul i64 %loop.index.1181, 8
  %500 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3476 = getelementptr i8, i8* %500, i64 %sunkaddr3475
  %sunkaddr3477 = getelementptr i8, i8* %sunkaddr3476, i64 8
  %501 = bitcast i8* %sunkaddr3477 to double*
  store double %.6.i166.1, double* %501, align 8
  %.396.2 = load double, double* %arg.x.4, align 8
  %.405.2 = load double, double* %arg.y.4, align 8
  %.6.i166.2 = fmul double %.396.2, %.405.2
  %sunkaddr3478 = mul i64 %loop.index.1181, 8
  %502 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3479 = getelementptr i8, i8* %502, i64 %sunkaddr3478
  %sunkaddr3480 = getelementptr i8, i8* %sunkaddr3479, i64 16
  %503 = bitcast i8* %sunkaddr3480 to double*
  store double %.6.i166.2, double* %503, align 8
  %.396.3 = load double, double* %arg.x.4, align 8
  %.405.3 = load double, double* %arg.y.4, align 8
  %.6.i166.3 = fmul double %.396.3, %.405.3
  %sunkaddr3481 = mul i64 %loop.index.1181, 8
  %504 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3482 = getelementptr i8, i8* %504, i64 %sunkaddr3481
  %sunkaddr3483 = getelementptr i8, i8* %sunkaddr3482, i64 24
  %505 = bitcast i8* %sunkaddr3483 to double*
  store double %.6.i166.3, double* %505, align 8
  %.396.4 = load double, double* %arg.x.4, align 8
  %.405.4 = load double, double* %arg.y.4, align 8
  %.6.i166.4 = fmul double %.396.4, %.405.4
  %sunkaddr3484 = mul i64 %loop.index.1181, 8
  %506 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3485 = getelementptr i8, i8* %506, i64 %sunkaddr3484
  %sunkaddr3486 = getelementptr i8, i8* %sunkaddr3485, i64 32
  %507 = bitcast i8* %sunkaddr3486 to double*
  store double %.6.i166.4, double* %507, align 8
  %.396.5 = load double, double* %arg.x.4, align 8
  %.405.5 = load double, double* %arg.y.4, align 8
  %.6.i166.5 = fmul double %.396.5, %.405.5
  %sunkaddr3487 = mul i64 %loop.index.1181, 8
  %508 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3488 = getelementptr i8, i8* %508, i64 %sunkaddr3487
  %sunkaddr3489 = getelementptr i8, i8* %sunkaddr3488, i64 40
  %509 = bitcast i8* %sunkaddr3489 to double*
  store double %.6.i166.5, double* %509, align 8
  %.396.6 = load double, double* %arg.x.4, align 8
  %.405.6 = load double, double* %arg.y.4, align 8
  %.6.i166.6 = fmul double %.396.6, %.405.6
  %sunkaddr3490 = mul i64 %loop.index.1181, 8
  %510 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3491 = getelementptr i8, i8* %510, i64 %sunkaddr3490
  %sunkaddr3492 = getelementptr i8, i8* %sunkaddr3491, i64 48
  %511 = bitcast i8* %sunkaddr3492 to double*
  store double %.6.i166.6, double* %511, align 8
  %.396.7 = load double, double* %arg.x.4, align 8
  %.405.7 = load double, double* %arg.y.4, align 8
  %.6.i166.7 = fmul double %.396.7, %.405.7
  %sunkaddr3493 = mul i64 %loop.index.1181, 8
  %512 = bitcast double* %.6.i105185 to i8*
  %sunkaddr3494 = getelementptr i8, i8* %512, i64 %sunkaddr3493
  %sunkaddr3495 = getelementptr i8, i8* %sunkaddr3494, i64 56
  %513 = bitcast i8* %sunkaddr3495 to double*
  store double %.6.i166.7, double* %513, align 8
  %.434.7 = add nuw nsw i64 %loop.index.1181, 8
  %exitcond257.not.7 = icmp eq i64 %dest_shape.1.1, %.434.7
  br i1 %exitcond257.not.7, label %for.end.1, label %for.body.1, !llvm.loop !75

for.end.1:                                        ; preds = %for.body.1, %for.body.1.us230, %for.body.1.us, %for.body.1.us.us, %for.body.1.prol.loopexit, %for.body.1.us230.prol.loopexit, %for.body.1.us.prol.loopexit, %for.body.1.us.us.prol.loopexit, %middle.block294, %middle.block333, %middle.block370, %middle.block407, %for.end.endif.endif.endif.endif.endif.endif
  %514 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.439 to i8**
  tail call void @NRT_decref(i8* %arg.x.0)
  %515 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.439 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %515, i8 0, i64 56, i1 false)
  %.447 = call i32 @_ZN5numba2np9arraymath19_where_generic_impl12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.439, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.8, i8* nonnull %.7.i.i, i8* null, i64 %arg.x.5.0, i64 1, i8* %.6.i, i64 %arg.x.5.0, i64 1, i8* nonnull %.7.i.i98, i8* null, i64 %dest_shape.1.1, i64 8, double* %.6.i105185, i64 %dest_shape.1.1, i64 8, double 0.000000e+00)
  %.457.fca.0.load = load i8*, i8** %514, align 8
  %516 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.439 to i8*
  %sunkaddr3496 = getelementptr inbounds i8, i8* %516, i64 16
  %517 = bitcast i8* %sunkaddr3496 to i64*
  %.457.fca.2.load = load i64, i64* %517, align 8
  %518 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.439 to i8*
  %sunkaddr3497 = getelementptr inbounds i8, i8* %518, i64 32
  %519 = bitcast i8* %sunkaddr3497 to double**
  %.457.fca.4.load = load double*, double** %519, align 8
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
  tail call void @NRT_decref(i8* nonnull %.7.i.i98)
  %.68.i106 = icmp eq i64 %.457.fca.2.load, 0
  br i1 %.68.i106, label %for.end.1.endif.endif, label %B50.endif.preheader.i110, !prof !8

B50.endif.preheader.i110:                         ; preds = %for.end.1.endif
  %smax.i108 = tail call i64 @llvm.smax.i64(i64 %.457.fca.2.load, i64 1) #4
  %520 = add nsw i64 %smax.i108, -1
  %xtraiter.i109 = and i64 %smax.i108, 7
  %521 = icmp ult i64 %520, 7
  br i1 %521, label %common.ret.loopexit.unr-lcssa.i117, label %B50.endif.preheader.new.i112

B50.endif.preheader.new.i112:                     ; preds = %B50.endif.preheader.i110
  %const3272 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i111 = and i64 %smax.i108, %const3272
  %522 = add nsw i64 %unroll_iter.i111, -8
  %523 = lshr exact i64 %522, 3
  %524 = add nuw nsw i64 %523, 1
  %xtraiter621 = and i64 %524, 7
  %525 = icmp ult i64 %522, 56
  br i1 %525, label %common.ret.loopexit.unr-lcssa.i117.loopexit.unr-lcssa, label %B50.endif.preheader.new.i112.new

B50.endif.preheader.new.i112.new:                 ; preds = %B50.endif.preheader.new.i112
  %const3270 = bitcast i64 4611686018427387896 to i64
  %unroll_iter625 = and i64 %524, %const3270
  %scevgep1844 = getelementptr double, double* %.457.fca.4.load, i64 63
  br label %B50.endif.i164

common.ret.loopexit.unr-lcssa.i117.loopexit.unr-lcssa: ; preds = %B50.endif.i164, %B50.endif.preheader.new.i112
  %.239.7.i162.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i112 ], [ %.239.7.i162.7, %B50.endif.i164 ]
  %c.2.07.i129.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i112 ], [ %.239.7.i162.7, %B50.endif.i164 ]
  %.70.06.i130.unr = phi i64 [ 0, %B50.endif.preheader.new.i112 ], [ %.182.7.i158.7, %B50.endif.i164 ]
  %lcmp.mod623.not = icmp eq i64 %xtraiter621, 0
  br i1 %lcmp.mod623.not, label %common.ret.loopexit.unr-lcssa.i117, label %B50.endif.i164.epil.preheader

B50.endif.i164.epil.preheader:                    ; preds = %common.ret.loopexit.unr-lcssa.i117.loopexit.unr-lcssa
  %526 = add nuw nsw i64 %.70.06.i130.unr, 7
  %scevgep1817 = getelementptr double, double* %.457.fca.4.load, i64 %526
  %527 = shl nuw nsw i64 %xtraiter621, 6
  br label %B50.endif.i164.epil

B50.endif.i164.epil:                              ; preds = %B50.endif.i164.epil.preheader, %B50.endif.i164.epil
  %lsr.iv1818 = phi i64 [ 0, %B50.endif.i164.epil.preheader ], [ %lsr.iv.next1819, %B50.endif.i164.epil ]
  %c.2.07.i129.epil = phi double [ %.239.7.i162.epil, %B50.endif.i164.epil ], [ %c.2.07.i129.unr, %B50.endif.i164.epil.preheader ]
  %528 = bitcast double* %scevgep1817 to i8*
  %uglygep1841 = getelementptr i8, i8* %528, i64 %lsr.iv1818
  %uglygep18411842 = bitcast i8* %uglygep1841 to double*
  %scevgep1843 = getelementptr double, double* %uglygep18411842, i64 -7
  %.236.i132.epil = load double, double* %scevgep1843, align 8, !noalias !76
  %.239.i133.epil = fadd double %c.2.07.i129.epil, %.236.i132.epil
  %uglygep1838 = getelementptr i8, i8* %528, i64 %lsr.iv1818
  %uglygep18381839 = bitcast i8* %uglygep1838 to double*
  %scevgep1840 = getelementptr double, double* %uglygep18381839, i64 -6
  %.236.1.i136.epil = load double, double* %scevgep1840, align 8, !noalias !76
  %.239.1.i137.epil = fadd double %.239.i133.epil, %.236.1.i136.epil
  %uglygep1835 = getelementptr i8, i8* %528, i64 %lsr.iv1818
  %uglygep18351836 = bitcast i8* %uglygep1835 to double*
  %scevgep1837 = getelementptr double, double* %uglygep18351836, i64 -5
  %.236.2.i140.epil = load double, double* %scevgep1837, align 8, !noalias !76
  %.239.2.i141.epil = fadd double %.239.1.i137.epil, %.236.2.i140.epil
  %uglygep1832 = getelementptr i8, i8* %528, i64 %lsr.iv1818
  %uglygep18321833 = bitcast i8* %uglygep1832 to double*
  %scevgep1834 = getelementptr double, double* %uglygep18321833, i64 -4
  %.236.3.i144.epil = load double, double* %scevgep1834, align 8, !noalias !76
  %.239.3.i145.epil = fadd double %.239.2.i141.epil, %.236.3.i144.epil
  %uglygep1829 = getelementptr i8, i8* %528, i64 %lsr.iv1818
  %uglygep18291830 = bitcast i8* %uglygep1829 to double*
  %scevgep1831 = getelementptr double, double* %uglygep18291830, i64 -3
  %.236.4.i148.epil = load double, double* %scevgep1831, align 8, !noalias !76
  %.239.4.i149.epil = fadd double %.239.3.i145.epil, %.236.4.i148.epil
  %uglygep1826 = getelementptr i8, i8* %528, i64 %lsr.iv1818
  %uglygep18261827 = bitcast i8* %uglygep1826 to double*
  %scevgep1828 = getelementptr double, double* %uglygep18261827, i64 -2
  %.236.5.i152.epil = load double, double* %scevgep1828, align 8, !noalias !76
  %.239.5.i153.epil = fadd double %.239.4.i149.epil, %.236.5.i152.epil
  %uglygep1823 = getelementptr i8, i8* %528, i64 %lsr.iv1818
  %uglygep18231824 = bitcast i8* %uglygep1823 to double*
  %scevgep1825 = getelementptr double, double* %uglygep18231824, i64 -1
  %.236.6.i156.epil = load double, double* %scevgep1825, align 8, !noalias !76
  %.239.6.i157.epil = fadd double %.239.5.i153.epil, %.236.6.i156.epil
  %uglygep1821 = getelementptr i8, i8* %528, i64 %lsr.iv1818
  %uglygep18211822 = bitcast i8* %uglygep1821 to double*
  %.236.7.i161.epil = load double, double* %uglygep18211822, align 8, !noalias !76
  %.239.7.i162.epil = fadd double %.239.6.i157.epil, %.236.7.i161.epil
  %lsr.iv.next1819 = add nuw nsw i64 %lsr.iv1818, 64
  %epil.iter622.cmp.not = icmp eq i64 %527, %lsr.iv.next1819
  br i1 %epil.iter622.cmp.not, label %common.ret.loopexit.unr-lcssa.i117, label %B50.endif.i164.epil, !prof !79, !llvm.loop !80

common.ret.loopexit.unr-lcssa.i117:               ; preds = %B50.endif.i164.epil, %common.ret.loopexit.unr-lcssa.i117.loopexit.unr-lcssa, %B50.endif.preheader.i110
  %.239.lcssa.ph.i113 = phi double [ undef, %B50.endif.preheader.i110 ], [ %.239.7.i162.lcssa.ph, %common.ret.loopexit.unr-lcssa.i117.loopexit.unr-lcssa ], [ %.239.7.i162.epil, %B50.endif.i164.epil ]
  %c.2.07.unr.i114 = phi double [ 0.000000e+00, %B50.endif.preheader.i110 ], [ %.239.7.i162.lcssa.ph, %common.ret.loopexit.unr-lcssa.i117.loopexit.unr-lcssa ], [ %.239.7.i162.epil, %B50.endif.i164.epil ]
  %.70.06.unr.i115 = phi i64 [ 0, %B50.endif.preheader.i110 ], [ %unroll_iter.i111, %common.ret.loopexit.unr-lcssa.i117.loopexit.unr-lcssa ], [ %unroll_iter.i111, %B50.endif.i164.epil ]
  %lcmp.mod.not.i116 = icmp eq i64 %xtraiter.i109, 0
  br i1 %lcmp.mod.not.i116, label %for.end.1.endif.endif, label %B50.endif.epil.preheader.i119

B50.endif.epil.preheader.i119:                    ; preds = %common.ret.loopexit.unr-lcssa.i117
  %scevgep.i118 = getelementptr double, double* %.457.fca.4.load, i64 %.70.06.unr.i115
  br label %B50.endif.epil.i127

B50.endif.epil.i127:                              ; preds = %B50.endif.epil.i127, %B50.endif.epil.preheader.i119
  %c.2.07.epil.i120 = phi double [ %.239.epil.i124, %B50.endif.epil.i127 ], [ %c.2.07.unr.i114, %B50.endif.epil.preheader.i119 ]
  %epil.iter.i121 = phi i64 [ %epil.iter.next.i125, %B50.endif.epil.i127 ], [ 0, %B50.endif.epil.preheader.i119 ]
  %scevgep1816 = getelementptr double, double* %scevgep.i118, i64 %epil.iter.i121
  %.236.epil.i123 = load double, double* %scevgep1816, align 8, !noalias !76
  %.239.epil.i124 = fadd double %c.2.07.epil.i120, %.236.epil.i123
  %epil.iter.next.i125 = add nuw nsw i64 %epil.iter.i121, 1
  %epil.iter.cmp.not.i126 = icmp eq i64 %xtraiter.i109, %epil.iter.next.i125
  br i1 %epil.iter.cmp.not.i126, label %for.end.1.endif.endif, label %B50.endif.epil.i127, !prof !79, !llvm.loop !81

B50.endif.i164:                                   ; preds = %B50.endif.i164, %B50.endif.preheader.new.i112.new
  %lsr.iv1972 = phi i64 [ %lsr.iv.next1973, %B50.endif.i164 ], [ %unroll_iter625, %B50.endif.preheader.new.i112.new ]
  %c.2.07.i129 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i112.new ], [ %.239.7.i162.7, %B50.endif.i164 ]
  %.70.06.i130 = phi i64 [ 0, %B50.endif.preheader.new.i112.new ], [ %.182.7.i158.7, %B50.endif.i164 ]
  %scevgep1970 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1971 = getelementptr double, double* %scevgep1970, i64 -63
  %.236.i132 = load double, double* %scevgep1971, align 8, !noalias !76
  %.239.i133 = fadd double %c.2.07.i129, %.236.i132
  %scevgep1968 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1969 = getelementptr double, double* %scevgep1968, i64 -62
  %.236.1.i136 = load double, double* %scevgep1969, align 8, !noalias !76
  %.239.1.i137 = fadd double %.239.i133, %.236.1.i136
  %scevgep1966 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1967 = getelementptr double, double* %scevgep1966, i64 -61
  %.236.2.i140 = load double, double* %scevgep1967, align 8, !noalias !76
  %.239.2.i141 = fadd double %.239.1.i137, %.236.2.i140
  %scevgep1964 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1965 = getelementptr double, double* %scevgep1964, i64 -60
  %.236.3.i144 = load double, double* %scevgep1965, align 8, !noalias !76
  %.239.3.i145 = fadd double %.239.2.i141, %.236.3.i144
  %scevgep1962 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1963 = getelementptr double, double* %scevgep1962, i64 -59
  %.236.4.i148 = load double, double* %scevgep1963, align 8, !noalias !76
  %.239.4.i149 = fadd double %.239.3.i145, %.236.4.i148
  %scevgep1960 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1961 = getelementptr double, double* %scevgep1960, i64 -58
  %.236.5.i152 = load double, double* %scevgep1961, align 8, !noalias !76
  %.239.5.i153 = fadd double %.239.4.i149, %.236.5.i152
  %scevgep1958 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1959 = getelementptr double, double* %scevgep1958, i64 -57
  %.236.6.i156 = load double, double* %scevgep1959, align 8, !noalias !76
  %.239.6.i157 = fadd double %.239.5.i153, %.236.6.i156
  %scevgep1956 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1957 = getelementptr double, double* %scevgep1956, i64 -56
  %.236.7.i161 = load double, double* %scevgep1957, align 8, !noalias !76
  %.239.7.i162 = fadd double %.239.6.i157, %.236.7.i161
  %scevgep1925 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1926 = getelementptr double, double* %scevgep1925, i64 -55
  %.236.i132.1 = load double, double* %scevgep1926, align 8, !noalias !76
  %.239.i133.1 = fadd double %.239.7.i162, %.236.i132.1
  %scevgep1927 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1928 = getelementptr double, double* %scevgep1927, i64 -54
  %.236.1.i136.1 = load double, double* %scevgep1928, align 8, !noalias !76
  %.239.1.i137.1 = fadd double %.239.i133.1, %.236.1.i136.1
  %scevgep1929 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1930 = getelementptr double, double* %scevgep1929, i64 -53
  %.236.2.i140.1 = load double, double* %scevgep1930, align 8, !noalias !76
  %.239.2.i141.1 = fadd double %.239.1.i137.1, %.236.2.i140.1
  %scevgep1931 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1932 = getelementptr double, double* %scevgep1931, i64 -52
  %.236.3.i144.1 = load double, double* %scevgep1932, align 8, !noalias !76
  %.239.3.i145.1 = fadd double %.239.2.i141.1, %.236.3.i144.1
  %scevgep1933 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1934 = getelementptr double, double* %scevgep1933, i64 -51
  %.236.4.i148.1 = load double, double* %scevgep1934, align 8, !noalias !76
  %.239.4.i149.1 = fadd double %.239.3.i145.1, %.236.4.i148.1
  %scevgep1935 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1936 = getelementptr double, double* %scevgep1935, i64 -50
  %.236.5.i152.1 = load double, double* %scevgep1936, align 8, !noalias !76
  %.239.5.i153.1 = fadd double %.239.4.i149.1, %.236.5.i152.1
  %scevgep1937 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1938 = getelementptr double, double* %scevgep1937, i64 -49
  %.236.6.i156.1 = load double, double* %scevgep1938, align 8, !noalias !76
  %.239.6.i157.1 = fadd double %.239.5.i153.1, %.236.6.i156.1
  %scevgep1939 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1940 = getelementptr double, double* %scevgep1939, i64 -48
  %.236.7.i161.1 = load double, double* %scevgep1940, align 8, !noalias !76
  %.239.7.i162.1 = fadd double %.239.6.i157.1, %.236.7.i161.1
  %scevgep1909 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1910 = getelementptr double, double* %scevgep1909, i64 -47
  %.236.i132.2 = load double, double* %scevgep1910, align 8, !noalias !76
  %.239.i133.2 = fadd double %.239.7.i162.1, %.236.i132.2
  %scevgep1911 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1912 = getelementptr double, double* %scevgep1911, i64 -46
  %.236.1.i136.2 = load double, double* %scevgep1912, align 8, !noalias !76
  %.239.1.i137.2 = fadd double %.239.i133.2, %.236.1.i136.2
  %scevgep1913 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1914 = getelementptr double, double* %scevgep1913, i64 -45
  %.236.2.i140.2 = load double, double* %scevgep1914, align 8, !noalias !76
  %.239.2.i141.2 = fadd double %.239.1.i137.2, %.236.2.i140.2
  %scevgep1915 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1916 = getelementptr double, double* %scevgep1915, i64 -44
  %.236.3.i144.2 = load double, double* %scevgep1916, align 8, !noalias !76
  %.239.3.i145.2 = fadd double %.239.2.i141.2, %.236.3.i144.2
  %scevgep1917 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1918 = getelementptr double, double* %scevgep1917, i64 -43
  %.236.4.i148.2 = load double, double* %scevgep1918, align 8, !noalias !76
  %.239.4.i149.2 = fadd double %.239.3.i145.2, %.236.4.i148.2
  %scevgep1919 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1920 = getelementptr double, double* %scevgep1919, i64 -42
  %.236.5.i152.2 = load double, double* %scevgep1920, align 8, !noalias !76
  %.239.5.i153.2 = fadd double %.239.4.i149.2, %.236.5.i152.2
  %scevgep1921 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1922 = getelementptr double, double* %scevgep1921, i64 -41
  %.236.6.i156.2 = load double, double* %scevgep1922, align 8, !noalias !76
  %.239.6.i157.2 = fadd double %.239.5.i153.2, %.236.6.i156.2
  %scevgep1923 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1924 = getelementptr double, double* %scevgep1923, i64 -40
  %.236.7.i161.2 = load double, double* %scevgep1924, align 8, !noalias !76
  %.239.7.i162.2 = fadd double %.239.6.i157.2, %.236.7.i161.2
  %scevgep1893 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1894 = getelementptr double, double* %scevgep1893, i64 -39
  %.236.i132.3 = load double, double* %scevgep1894, align 8, !noalias !76
  %.239.i133.3 = fadd double %.239.7.i162.2, %.236.i132.3
  %scevgep1895 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1896 = getelementptr double, double* %scevgep1895, i64 -38
  %.236.1.i136.3 = load double, double* %scevgep1896, align 8, !noalias !76
  %.239.1.i137.3 = fadd double %.239.i133.3, %.236.1.i136.3
  %scevgep1897 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1898 = getelementptr double, double* %scevgep1897, i64 -37
  %.236.2.i140.3 = load double, double* %scevgep1898, align 8, !noalias !76
  %.239.2.i141.3 = fadd double %.239.1.i137.3, %.236.2.i140.3
  %scevgep1899 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1900 = getelementptr double, double* %scevgep1899, i64 -36
  %.236.3.i144.3 = load double, double* %scevgep1900, align 8, !noalias !76
  %.239.3.i145.3 = fadd double %.239.2.i141.3, %.236.3.i144.3
  %scevgep1901 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1902 = getelementptr double, double* %scevgep1901, i64 -35
  %.236.4.i148.3 = load double, double* %scevgep1902, align 8, !noalias !76
  %.239.4.i149.3 = fadd double %.239.3.i145.3, %.236.4.i148.3
  %scevgep1903 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1904 = getelementptr double, double* %scevgep1903, i64 -34
  %.236.5.i152.3 = load double, double* %scevgep1904, align 8, !noalias !76
  %.239.5.i153.3 = fadd double %.239.4.i149.3, %.236.5.i152.3
  %scevgep1905 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1906 = getelementptr double, double* %scevgep1905, i64 -33
  %.236.6.i156.3 = load double, double* %scevgep1906, align 8, !noalias !76
  %.239.6.i157.3 = fadd double %.239.5.i153.3, %.236.6.i156.3
  %scevgep1907 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1908 = getelementptr double, double* %scevgep1907, i64 -32
  %.236.7.i161.3 = load double, double* %scevgep1908, align 8, !noalias !76
  %.239.7.i162.3 = fadd double %.239.6.i157.3, %.236.7.i161.3
  %scevgep1877 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1878 = getelementptr double, double* %scevgep1877, i64 -31
  %.236.i132.4 = load double, double* %scevgep1878, align 8, !noalias !76
  %.239.i133.4 = fadd double %.239.7.i162.3, %.236.i132.4
  %scevgep1879 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1880 = getelementptr double, double* %scevgep1879, i64 -30
  %.236.1.i136.4 = load double, double* %scevgep1880, align 8, !noalias !76
  %.239.1.i137.4 = fadd double %.239.i133.4, %.236.1.i136.4
  %scevgep1881 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1882 = getelementptr double, double* %scevgep1881, i64 -29
  %.236.2.i140.4 = load double, double* %scevgep1882, align 8, !noalias !76
  %.239.2.i141.4 = fadd double %.239.1.i137.4, %.236.2.i140.4
  %scevgep1883 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1884 = getelementptr double, double* %scevgep1883, i64 -28
  %.236.3.i144.4 = load double, double* %scevgep1884, align 8, !noalias !76
  %.239.3.i145.4 = fadd double %.239.2.i141.4, %.236.3.i144.4
  %scevgep1885 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1886 = getelementptr double, double* %scevgep1885, i64 -27
  %.236.4.i148.4 = load double, double* %scevgep1886, align 8, !noalias !76
  %.239.4.i149.4 = fadd double %.239.3.i145.4, %.236.4.i148.4
  %scevgep1887 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1888 = getelementptr double, double* %scevgep1887, i64 -26
  %.236.5.i152.4 = load double, double* %scevgep1888, align 8, !noalias !76
  %.239.5.i153.4 = fadd double %.239.4.i149.4, %.236.5.i152.4
  %scevgep1889 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1890 = getelementptr double, double* %scevgep1889, i64 -25
  %.236.6.i156.4 = load double, double* %scevgep1890, align 8, !noalias !76
  %.239.6.i157.4 = fadd double %.239.5.i153.4, %.236.6.i156.4
  %scevgep1891 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1892 = getelementptr double, double* %scevgep1891, i64 -24
  %.236.7.i161.4 = load double, double* %scevgep1892, align 8, !noalias !76
  %.239.7.i162.4 = fadd double %.239.6.i157.4, %.236.7.i161.4
  %scevgep1861 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1862 = getelementptr double, double* %scevgep1861, i64 -23
  %.236.i132.5 = load double, double* %scevgep1862, align 8, !noalias !76
  %.239.i133.5 = fadd double %.239.7.i162.4, %.236.i132.5
  %scevgep1863 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1864 = getelementptr double, double* %scevgep1863, i64 -22
  %.236.1.i136.5 = load double, double* %scevgep1864, align 8, !noalias !76
  %.239.1.i137.5 = fadd double %.239.i133.5, %.236.1.i136.5
  %scevgep1865 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1866 = getelementptr double, double* %scevgep1865, i64 -21
  %.236.2.i140.5 = load double, double* %scevgep1866, align 8, !noalias !76
  %.239.2.i141.5 = fadd double %.239.1.i137.5, %.236.2.i140.5
  %scevgep1867 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1868 = getelementptr double, double* %scevgep1867, i64 -20
  %.236.3.i144.5 = load double, double* %scevgep1868, align 8, !noalias !76
  %.239.3.i145.5 = fadd double %.239.2.i141.5, %.236.3.i144.5
  %scevgep1869 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1870 = getelementptr double, double* %scevgep1869, i64 -19
  %.236.4.i148.5 = load double, double* %scevgep1870, align 8, !noalias !76
  %.239.4.i149.5 = fadd double %.239.3.i145.5, %.236.4.i148.5
  %scevgep1871 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1872 = getelementptr double, double* %scevgep1871, i64 -18
  %.236.5.i152.5 = load double, double* %scevgep1872, align 8, !noalias !76
  %.239.5.i153.5 = fadd double %.239.4.i149.5, %.236.5.i152.5
  %scevgep1873 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1874 = getelementptr double, double* %scevgep1873, i64 -17
  %.236.6.i156.5 = load double, double* %scevgep1874, align 8, !noalias !76
  %.239.6.i157.5 = fadd double %.239.5.i153.5, %.236.6.i156.5
  %scevgep1875 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1876 = getelementptr double, double* %scevgep1875, i64 -16
  %.236.7.i161.5 = load double, double* %scevgep1876, align 8, !noalias !76
  %.239.7.i162.5 = fadd double %.239.6.i157.5, %.236.7.i161.5
  %scevgep1845 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1846 = getelementptr double, double* %scevgep1845, i64 -15
  %.236.i132.6 = load double, double* %scevgep1846, align 8, !noalias !76
  %.239.i133.6 = fadd double %.239.7.i162.5, %.236.i132.6
  %scevgep1847 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1848 = getelementptr double, double* %scevgep1847, i64 -14
  %.236.1.i136.6 = load double, double* %scevgep1848, align 8, !noalias !76
  %.239.1.i137.6 = fadd double %.239.i133.6, %.236.1.i136.6
  %scevgep1849 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1850 = getelementptr double, double* %scevgep1849, i64 -13
  %.236.2.i140.6 = load double, double* %scevgep1850, align 8, !noalias !76
  %.239.2.i141.6 = fadd double %.239.1.i137.6, %.236.2.i140.6
  %scevgep1851 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1852 = getelementptr double, double* %scevgep1851, i64 -12
  %.236.3.i144.6 = load double, double* %scevgep1852, align 8, !noalias !76
  %.239.3.i145.6 = fadd double %.239.2.i141.6, %.236.3.i144.6
  %scevgep1853 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1854 = getelementptr double, double* %scevgep1853, i64 -11
  %.236.4.i148.6 = load double, double* %scevgep1854, align 8, !noalias !76
  %.239.4.i149.6 = fadd double %.239.3.i145.6, %.236.4.i148.6
  %scevgep1855 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1856 = getelementptr double, double* %scevgep1855, i64 -10
  %.236.5.i152.6 = load double, double* %scevgep1856, align 8, !noalias !76
  %.239.5.i153.6 = fadd double %.239.4.i149.6, %.236.5.i152.6
  %scevgep1857 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1858 = getelementptr double, double* %scevgep1857, i64 -9
  %.236.6.i156.6 = load double, double* %scevgep1858, align 8, !noalias !76
  %.239.6.i157.6 = fadd double %.239.5.i153.6, %.236.6.i156.6
  %scevgep1859 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1860 = getelementptr double, double* %scevgep1859, i64 -8
  %.236.7.i161.6 = load double, double* %scevgep1860, align 8, !noalias !76
  %.239.7.i162.6 = fadd double %.239.6.i157.6, %.236.7.i161.6
  %scevgep1941 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1942 = getelementptr double, double* %scevgep1941, i64 -7
  %.236.i132.7 = load double, double* %scevgep1942, align 8, !noalias !76
  %.239.i133.7 = fadd double %.239.7.i162.6, %.236.i132.7
  %scevgep1943 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1944 = getelementptr double, double* %scevgep1943, i64 -6
  %.236.1.i136.7 = load double, double* %scevgep1944, align 8, !noalias !76
  %.239.1.i137.7 = fadd double %.239.i133.7, %.236.1.i136.7
  %scevgep1945 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1946 = getelementptr double, double* %scevgep1945, i64 -5
  %.236.2.i140.7 = load double, double* %scevgep1946, align 8, !noalias !76
  %.239.2.i141.7 = fadd double %.239.1.i137.7, %.236.2.i140.7
  %scevgep1947 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1948 = getelementptr double, double* %scevgep1947, i64 -4
  %.236.3.i144.7 = load double, double* %scevgep1948, align 8, !noalias !76
  %.239.3.i145.7 = fadd double %.239.2.i141.7, %.236.3.i144.7
  %scevgep1949 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1950 = getelementptr double, double* %scevgep1949, i64 -3
  %.236.4.i148.7 = load double, double* %scevgep1950, align 8, !noalias !76
  %.239.4.i149.7 = fadd double %.239.3.i145.7, %.236.4.i148.7
  %scevgep1951 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1952 = getelementptr double, double* %scevgep1951, i64 -2
  %.236.5.i152.7 = load double, double* %scevgep1952, align 8, !noalias !76
  %.239.5.i153.7 = fadd double %.239.4.i149.7, %.236.5.i152.7
  %scevgep1953 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %scevgep1954 = getelementptr double, double* %scevgep1953, i64 -1
  %.236.6.i156.7 = load double, double* %scevgep1954, align 8, !noalias !76
  %.239.6.i157.7 = fadd double %.239.5.i153.7, %.236.6.i156.7
  %.182.7.i158.7 = add i64 %.70.06.i130, 64
  %scevgep1955 = getelementptr double, double* %scevgep1844, i64 %.70.06.i130
  %.236.7.i161.7 = load double, double* %scevgep1955, align 8, !noalias !76
  %.239.7.i162.7 = fadd double %.239.6.i157.7, %.236.7.i161.7
  %lsr.iv.next1973 = add i64 %lsr.iv1972, -8
  %niter626.ncmp.7 = icmp eq i64 %lsr.iv.next1973, 0
  br i1 %niter626.ncmp.7, label %common.ret.loopexit.unr-lcssa.i117.loopexit.unr-lcssa, label %B50.endif.i164, !prof !8

for.end.1.endif.endif:                            ; preds = %B50.endif.epil.i127, %common.ret.loopexit.unr-lcssa.i117, %for.end.1.endif
  %c.2.0.lcssa.i128 = phi double [ 0.000000e+00, %for.end.1.endif ], [ %.239.lcssa.ph.i113, %common.ret.loopexit.unr-lcssa.i117 ], [ %.239.epil.i124, %B50.endif.epil.i127 ]
  %529 = icmp eq i64 %arg.x.5.0, 1
  tail call void @NRT_decref(i8* %.457.fca.0.load)
  br i1 %529, label %for.end.1.endif.endif.endif.endif.endif.endif, label %B90.i67

B90.i67:                                          ; preds = %for.end.1.endif.endif
  %.71.not.i64 = icmp eq i64 %arg.x.5.0, %arg.y.5.0
  %.76.not.i65 = icmp eq i64 %arg.y.5.0, 1
  %or.cond.i66 = or i1 %.76.not.i65, %.71.not.i64
  br i1 %or.cond.i66, label %for.end.1.endif.endif.endif.endif.endif.endif, label %for.end.1.endif.endif.endif.endif.endif.if

for.end.1.endif.endif.endif.endif.endif.if:       ; preds = %B90.i67
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915723622080, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !20
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif.endif:    ; preds = %for.end.1.endif.endif, %B90.i67
  %dest_shape.2.1 = phi i64 [ %arg.x.5.0, %B90.i67 ], [ %arg.y.5.0, %for.end.1.endif.endif ]
  %.616 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.2.1, i64 8)
  %.618 = extractvalue { i64, i1 } %.616, 1
  br i1 %.618, label %for.end.1.endif.endif.endif.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.endif.endif.endif, !prof !8

for.end.1.endif.endif.endif.endif.endif.endif.if: ; preds = %for.end.1.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915721446720, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !20
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif.endif.endif: ; preds = %for.end.1.endif.endif.endif.endif.endif.endif
  %.617 = extractvalue { i64, i1 } %.616, 0
  %.7.i.i29 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.617, i32 32), !noalias !82
  %.8.i.i30 = icmp eq i8* %.7.i.i29, null
  br i1 %.8.i.i30, label %for.end.1.endif.endif.end...if, label %for.end.1.endif.endif.end...endif, !prof !8

for.end.1.endif.endif.end...if:                   ; preds = %for.end.1.endif.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915729697280, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.1.endif.endif.end...endif:                ; preds = %for.end.1.endif.endif.endif.endif.endif.endif.endif
  %.5.i27 = getelementptr i8, i8* %.7.i.i29, i64 24
  %530 = bitcast i8* %.5.i27 to double**
  %.6.i28186 = load double*, double** %530, align 8
  %.688174 = icmp sgt i64 %dest_shape.2.1, 0
  br i1 %.688174, label %for.body.2.preheader, label %for.end.2

for.body.2.preheader:                             ; preds = %for.end.1.endif.endif.end...endif
  %.690 = icmp ugt i64 %arg.x.5.0, 1
  br i1 %.690, label %for.body.2.preheader.split.us, label %for.body.2.preheader.split

for.body.2.preheader.split.us:                    ; preds = %for.body.2.preheader
  %531 = icmp ugt i64 %arg.y.5.0, 1
  br i1 %531, label %for.body.2.us.us.preheader, label %for.body.2.us.preheader

for.body.2.us.preheader:                          ; preds = %for.body.2.preheader.split.us
  %532 = icmp ult i64 %dest_shape.2.1, 32
  br i1 %532, label %for.body.2.us.preheader575, label %vector.memcheck503

vector.memcheck503:                               ; preds = %for.body.2.us.preheader
  %533 = bitcast double* %.6.i28186 to i8*
  %scevgep504 = getelementptr double, double* %.6.i28186, i64 %dest_shape.2.1
  %scevgep504505 = bitcast double* %scevgep504 to i8*
  %scevgep506 = getelementptr i8, i8* %.6.i, i64 %dest_shape.2.1
  %scevgep507 = getelementptr double, double* %arg.y.4, i64 1
  %bound0509 = icmp ugt i8* %scevgep506, %533
  %bound1510 = icmp ult i8* %.6.i, %scevgep504505
  %found.conflict511 = and i1 %bound0509, %bound1510
  %bound0512 = icmp ult double* %.6.i28186, %scevgep507
  %bound1513 = icmp ugt double* %scevgep504, %arg.y.4
  %found.conflict514 = and i1 %bound0512, %bound1513
  %conflict.rdx515 = or i1 %found.conflict511, %found.conflict514
  br i1 %conflict.rdx515, label %for.body.2.us.preheader575, label %vector.ph520

vector.ph520:                                     ; preds = %vector.memcheck503
  %n.vec522 = and i64 %dest_shape.2.1, -32
  %534 = add i64 %n.vec522, -32
  %535 = lshr exact i64 %534, 5
  %536 = add nuw nsw i64 %535, 1
  %xtraiter600 = and i64 %536, 7
  %537 = icmp ult i64 %534, 224
  br i1 %537, label %middle.block516.unr-lcssa, label %vector.ph520.new

vector.ph520.new:                                 ; preds = %vector.ph520
  %const3263 = bitcast i64 1152921504606846968 to i64
  %unroll_iter603 = and i64 %536, %const3263
  %538 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert530 = insertelement <8 x double> poison, double %538, i64 0
  %broadcast.splat531 = shufflevector <8 x double> %broadcast.splatinsert530, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert532 = insertelement <8 x double> poison, double %538, i64 0
  %broadcast.splat533 = shufflevector <8 x double> %broadcast.splatinsert532, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert534 = insertelement <8 x double> poison, double %538, i64 0
  %broadcast.splat535 = shufflevector <8 x double> %broadcast.splatinsert534, <8 x double> poison, <8 x i32> zeroinitializer
  %539 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert536 = insertelement <8 x double> poison, double %539, i64 0
  %broadcast.splat537 = shufflevector <8 x double> %broadcast.splatinsert536, <8 x double> poison, <8 x i32> zeroinitializer
  %540 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert530.1 = insertelement <8 x double> poison, double %540, i64 0
  %broadcast.splat531.1 = shufflevector <8 x double> %broadcast.splatinsert530.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert532.1 = insertelement <8 x double> poison, double %540, i64 0
  %broadcast.splat533.1 = shufflevector <8 x double> %broadcast.splatinsert532.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert534.1 = insertelement <8 x double> poison, double %540, i64 0
  %broadcast.splat535.1 = shufflevector <8 x double> %broadcast.splatinsert534.1, <8 x double> poison, <8 x i32> zeroinitializer
  %541 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert536.1 = insertelement <8 x double> poison, double %541, i64 0
  %broadcast.splat537.1 = shufflevector <8 x double> %broadcast.splatinsert536.1, <8 x double> poison, <8 x i32> zeroinitializer
  %542 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert530.2 = insertelement <8 x double> poison, double %542, i64 0
  %broadcast.splat531.2 = shufflevector <8 x double> %broadcast.splatinsert530.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert532.2 = insertelement <8 x double> poison, double %542, i64 0
  %broadcast.splat533.2 = shufflevector <8 x double> %broadcast.splatinsert532.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert534.2 = insertelement <8 x double> poison, double %542, i64 0
  %broadcast.splat535.2 = shufflevector <8 x double> %broadcast.splatinsert534.2, <8 x double> poison, <8 x i32> zeroinitializer
  %543 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert536.2 = insertelement <8 x double> poison, double %543, i64 0
  %broadcast.splat537.2 = shufflevector <8 x double> %broadcast.splatinsert536.2, <8 x double> poison, <8 x i32> zeroinitializer
  %544 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert530.3 = insertelement <8 x double> poison, double %544, i64 0
  %broadcast.splat531.3 = shufflevector <8 x double> %broadcast.splatinsert530.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert532.3 = insertelement <8 x double> poison, double %544, i64 0
  %broadcast.splat533.3 = shufflevector <8 x double> %broadcast.splatinsert532.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert534.3 = insertelement <8 x double> poison, double %544, i64 0
  %broadcast.splat535.3 = shufflevector <8 x double> %broadcast.splatinsert534.3, <8 x double> poison, <8 x i32> zeroinitializer
  %545 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert536.3 = insertelement <8 x double> poison, double %545, i64 0
  %broadcast.splat537.3 = shufflevector <8 x double> %broadcast.splatinsert536.3, <8 x double> poison, <8 x i32> zeroinitializer
  %546 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert530.4 = insertelement <8 x double> poison, double %546, i64 0
  %broadcast.splat531.4 = shufflevector <8 x double> %broadcast.splatinsert530.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert532.4 = insertelement <8 x double> poison, double %546, i64 0
  %broadcast.splat533.4 = shufflevector <8 x double> %broadcast.splatinsert532.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert534.4 = insertelement <8 x double> poison, double %546, i64 0
  %broadcast.splat535.4 = shufflevector <8 x double> %broadcast.splatinsert534.4, <8 x double> poison, <8 x i32> zeroinitializer
  %547 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert536.4 = insertelement <8 x double> poison, double %547, i64 0
  %broadcast.splat537.4 = shufflevector <8 x double> %broadcast.splatinsert536.4, <8 x double> poison, <8 x i32> zeroinitializer
  %548 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert530.5 = insertelement <8 x double> poison, double %548, i64 0
  %broadcast.splat531.5 = shufflevector <8 x double> %broadcast.splatinsert530.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert532.5 = insertelement <8 x double> poison, double %548, i64 0
  %broadcast.splat533.5 = shufflevector <8 x double> %broadcast.splatinsert532.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert534.5 = insertelement <8 x double> poison, double %548, i64 0
  %broadcast.splat535.5 = shufflevector <8 x double> %broadcast.splatinsert534.5, <8 x double> poison, <8 x i32> zeroinitializer
  %549 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert536.5 = insertelement <8 x double> poison, double %549, i64 0
  %broadcast.splat537.5 = shufflevector <8 x double> %broadcast.splatinsert536.5, <8 x double> poison, <8 x i32> zeroinitializer
  %550 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert530.6 = insertelement <8 x double> poison, double %550, i64 0
  %broadcast.splat531.6 = shufflevector <8 x double> %broadcast.splatinsert530.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert532.6 = insertelement <8 x double> poison, double %550, i64 0
  %broadcast.splat533.6 = shufflevector <8 x double> %broadcast.splatinsert532.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert534.6 = insertelement <8 x double> poison, double %550, i64 0
  %broadcast.splat535.6 = shufflevector <8 x double> %broadcast.splatinsert534.6, <8 x double> poison, <8 x i32> zeroinitializer
  %551 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert536.6 = insertelement <8 x double> poison, double %551, i64 0
  %broadcast.splat537.6 = shufflevector <8 x double> %broadcast.splatinsert536.6, <8 x double> poison, <8 x i32> zeroinitializer
  %552 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert530.7 = insertelement <8 x double> poison, double %552, i64 0
  %broadcast.splat531.7 = shufflevector <8 x double> %broadcast.splatinsert530.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert532.7 = insertelement <8 x double> poison, double %552, i64 0
  %broadcast.splat533.7 = shufflevector <8 x double> %broadcast.splatinsert532.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert534.7 = insertelement <8 x double> poison, double %552, i64 0
  %broadcast.splat535.7 = shufflevector <8 x double> %broadcast.splatinsert534.7, <8 x double> poison, <8 x i32> zeroinitializer
  %553 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert536.7 = insertelement <8 x double> poison, double %553, i64 0
  %broadcast.splat537.7 = shufflevector <8 x double> %broadcast.splatinsert536.7, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1280 = getelementptr i8, i8* %.6.i, i64 248
  %scevgep1376 = getelementptr double, double* %.6.i28186, i64 248
  br label %vector.body518

vector.body518:                                   ; preds = %vector.body518, %vector.ph520.new
  %lsr.iv1472 = phi i64 [ %lsr.iv.next1473, %vector.body518 ], [ %unroll_iter603, %vector.ph520.new ]
  %index525 = phi i64 [ 0, %vector.ph520.new ], [ %index.next538.7, %vector.body518 ]
  %scevgep1364 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13641365 = bitcast i8* %scevgep1364 to <8 x i8>*
  %scevgep1366 = getelementptr <8 x i8>, <8 x i8>* %scevgep13641365, i64 -31
  %wide.load526 = load <8 x i8>, <8 x i8>* %scevgep1366, align 1, !alias.scope !92
  %scevgep1373 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13731374 = bitcast i8* %scevgep1373 to <8 x i8>*
  %scevgep1375 = getelementptr <8 x i8>, <8 x i8>* %scevgep13731374, i64 -30
  %wide.load527 = load <8 x i8>, <8 x i8>* %scevgep1375, align 1, !alias.scope !92
  %scevgep1370 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13701371 = bitcast i8* %scevgep1370 to <8 x i8>*
  %scevgep1372 = getelementptr <8 x i8>, <8 x i8>* %scevgep13701371, i64 -29
  %wide.load528 = load <8 x i8>, <8 x i8>* %scevgep1372, align 1, !alias.scope !92
  %scevgep1367 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13671368 = bitcast i8* %scevgep1367 to <8 x i8>*
  %scevgep1369 = getelementptr <8 x i8>, <8 x i8>* %scevgep13671368, i64 -28
  %wide.load529 = load <8 x i8>, <8 x i8>* %scevgep1369, align 1, !alias.scope !92
  %554 = icmp ne <8 x i8> %wide.load526, zeroinitializer
  %555 = icmp ne <8 x i8> %wide.load527, zeroinitializer
  %556 = icmp ne <8 x i8> %wide.load528, zeroinitializer
  %557 = icmp ne <8 x i8> %wide.load529, zeroinitializer
  %558 = uitofp <8 x i1> %554 to <8 x double>
  %559 = uitofp <8 x i1> %555 to <8 x double>
  %560 = uitofp <8 x i1> %556 to <8 x double>
  %561 = uitofp <8 x i1> %557 to <8 x double>
  %562 = fmul <8 x double> %broadcast.splat531, %558
  %563 = fmul <8 x double> %broadcast.splat533, %559
  %564 = fmul <8 x double> %broadcast.splat535, %560
  %565 = fmul <8 x double> %broadcast.splat537, %561
  %scevgep1460 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14601461 = bitcast double* %scevgep1460 to <8 x double>*
  %scevgep1462 = getelementptr <8 x double>, <8 x double>* %scevgep14601461, i64 -31
  store <8 x double> %562, <8 x double>* %scevgep1462, align 8, !alias.scope !94, !noalias !96
  %scevgep1469 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14691470 = bitcast double* %scevgep1469 to <8 x double>*
  %scevgep1471 = getelementptr <8 x double>, <8 x double>* %scevgep14691470, i64 -30
  store <8 x double> %563, <8 x double>* %scevgep1471, align 8, !alias.scope !94, !noalias !96
  %scevgep1466 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14661467 = bitcast double* %scevgep1466 to <8 x double>*
  %scevgep1468 = getelementptr <8 x double>, <8 x double>* %scevgep14661467, i64 -29
  store <8 x double> %564, <8 x double>* %scevgep1468, align 8, !alias.scope !94, !noalias !96
  %scevgep1463 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14631464 = bitcast double* %scevgep1463 to <8 x double>*
  %scevgep1465 = getelementptr <8 x double>, <8 x double>* %scevgep14631464, i64 -28
  store <8 x double> %565, <8 x double>* %scevgep1465, align 8, !alias.scope !94, !noalias !96
  %scevgep1350 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13501351 = bitcast i8* %scevgep1350 to <8 x i8>*
  %scevgep1352 = getelementptr <8 x i8>, <8 x i8>* %scevgep13501351, i64 -27
  %wide.load526.1 = load <8 x i8>, <8 x i8>* %scevgep1352, align 1, !alias.scope !92
  %scevgep1347 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13471348 = bitcast i8* %scevgep1347 to <8 x i8>*
  %scevgep1349 = getelementptr <8 x i8>, <8 x i8>* %scevgep13471348, i64 -26
  %wide.load527.1 = load <8 x i8>, <8 x i8>* %scevgep1349, align 1, !alias.scope !92
  %scevgep1344 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13441345 = bitcast i8* %scevgep1344 to <8 x i8>*
  %scevgep1346 = getelementptr <8 x i8>, <8 x i8>* %scevgep13441345, i64 -25
  %wide.load528.1 = load <8 x i8>, <8 x i8>* %scevgep1346, align 1, !alias.scope !92
  %scevgep1341 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13411342 = bitcast i8* %scevgep1341 to <8 x i8>*
  %scevgep1343 = getelementptr <8 x i8>, <8 x i8>* %scevgep13411342, i64 -24
  %wide.load529.1 = load <8 x i8>, <8 x i8>* %scevgep1343, align 1, !alias.scope !92
  %566 = icmp ne <8 x i8> %wide.load526.1, zeroinitializer
  %567 = icmp ne <8 x i8> %wide.load527.1, zeroinitializer
  %568 = icmp ne <8 x i8> %wide.load528.1, zeroinitializer
  %569 = icmp ne <8 x i8> %wide.load529.1, zeroinitializer
  %570 = uitofp <8 x i1> %566 to <8 x double>
  %571 = uitofp <8 x i1> %567 to <8 x double>
  %572 = uitofp <8 x i1> %568 to <8 x double>
  %573 = uitofp <8 x i1> %569 to <8 x double>
  %574 = fmul <8 x double> %broadcast.splat531.1, %570
  %575 = fmul <8 x double> %broadcast.splat533.1, %571
  %576 = fmul <8 x double> %broadcast.splat535.1, %572
  %577 = fmul <8 x double> %broadcast.splat537.1, %573
  %scevgep1446 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14461447 = bitcast double* %scevgep1446 to <8 x double>*
  %scevgep1448 = getelementptr <8 x double>, <8 x double>* %scevgep14461447, i64 -27
  store <8 x double> %574, <8 x double>* %scevgep1448, align 8, !alias.scope !94, !noalias !96
  %scevgep1443 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14431444 = bitcast double* %scevgep1443 to <8 x double>*
  %scevgep1445 = getelementptr <8 x double>, <8 x double>* %scevgep14431444, i64 -26
  store <8 x double> %575, <8 x double>* %scevgep1445, align 8, !alias.scope !94, !noalias !96
  %scevgep1440 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14401441 = bitcast double* %scevgep1440 to <8 x double>*
  %scevgep1442 = getelementptr <8 x double>, <8 x double>* %scevgep14401441, i64 -25
  store <8 x double> %576, <8 x double>* %scevgep1442, align 8, !alias.scope !94, !noalias !96
  %scevgep1437 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14371438 = bitcast double* %scevgep1437 to <8 x double>*
  %scevgep1439 = getelementptr <8 x double>, <8 x double>* %scevgep14371438, i64 -24
  store <8 x double> %577, <8 x double>* %scevgep1439, align 8, !alias.scope !94, !noalias !96
  %scevgep1338 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13381339 = bitcast i8* %scevgep1338 to <8 x i8>*
  %scevgep1340 = getelementptr <8 x i8>, <8 x i8>* %scevgep13381339, i64 -23
  %wide.load526.2 = load <8 x i8>, <8 x i8>* %scevgep1340, align 1, !alias.scope !92
  %scevgep1335 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13351336 = bitcast i8* %scevgep1335 to <8 x i8>*
  %scevgep1337 = getelementptr <8 x i8>, <8 x i8>* %scevgep13351336, i64 -22
  %wide.load527.2 = load <8 x i8>, <8 x i8>* %scevgep1337, align 1, !alias.scope !92
  %scevgep1332 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13321333 = bitcast i8* %scevgep1332 to <8 x i8>*
  %scevgep1334 = getelementptr <8 x i8>, <8 x i8>* %scevgep13321333, i64 -21
  %wide.load528.2 = load <8 x i8>, <8 x i8>* %scevgep1334, align 1, !alias.scope !92
  %scevgep1329 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13291330 = bitcast i8* %scevgep1329 to <8 x i8>*
  %scevgep1331 = getelementptr <8 x i8>, <8 x i8>* %scevgep13291330, i64 -20
  %wide.load529.2 = load <8 x i8>, <8 x i8>* %scevgep1331, align 1, !alias.scope !92
  %578 = icmp ne <8 x i8> %wide.load526.2, zeroinitializer
  %579 = icmp ne <8 x i8> %wide.load527.2, zeroinitializer
  %580 = icmp ne <8 x i8> %wide.load528.2, zeroinitializer
  %581 = icmp ne <8 x i8> %wide.load529.2, zeroinitializer
  %582 = uitofp <8 x i1> %578 to <8 x double>
  %583 = uitofp <8 x i1> %579 to <8 x double>
  %584 = uitofp <8 x i1> %580 to <8 x double>
  %585 = uitofp <8 x i1> %581 to <8 x double>
  %586 = fmul <8 x double> %broadcast.splat531.2, %582
  %587 = fmul <8 x double> %broadcast.splat533.2, %583
  %588 = fmul <8 x double> %broadcast.splat535.2, %584
  %589 = fmul <8 x double> %broadcast.splat537.2, %585
  %scevgep1434 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14341435 = bitcast double* %scevgep1434 to <8 x double>*
  %scevgep1436 = getelementptr <8 x double>, <8 x double>* %scevgep14341435, i64 -23
  store <8 x double> %586, <8 x double>* %scevgep1436, align 8, !alias.scope !94, !noalias !96
  %scevgep1431 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14311432 = bitcast double* %scevgep1431 to <8 x double>*
  %scevgep1433 = getelementptr <8 x double>, <8 x double>* %scevgep14311432, i64 -22
  store <8 x double> %587, <8 x double>* %scevgep1433, align 8, !alias.scope !94, !noalias !96
  %scevgep1428 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14281429 = bitcast double* %scevgep1428 to <8 x double>*
  %scevgep1430 = getelementptr <8 x double>, <8 x double>* %scevgep14281429, i64 -21
  store <8 x double> %588, <8 x double>* %scevgep1430, align 8, !alias.scope !94, !noalias !96
  %scevgep1425 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14251426 = bitcast double* %scevgep1425 to <8 x double>*
  %scevgep1427 = getelementptr <8 x double>, <8 x double>* %scevgep14251426, i64 -20
  store <8 x double> %589, <8 x double>* %scevgep1427, align 8, !alias.scope !94, !noalias !96
  %scevgep1326 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13261327 = bitcast i8* %scevgep1326 to <8 x i8>*
  %scevgep1328 = getelementptr <8 x i8>, <8 x i8>* %scevgep13261327, i64 -19
  %wide.load526.3 = load <8 x i8>, <8 x i8>* %scevgep1328, align 1, !alias.scope !92
  %scevgep1323 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13231324 = bitcast i8* %scevgep1323 to <8 x i8>*
  %scevgep1325 = getelementptr <8 x i8>, <8 x i8>* %scevgep13231324, i64 -18
  %wide.load527.3 = load <8 x i8>, <8 x i8>* %scevgep1325, align 1, !alias.scope !92
  %scevgep1320 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13201321 = bitcast i8* %scevgep1320 to <8 x i8>*
  %scevgep1322 = getelementptr <8 x i8>, <8 x i8>* %scevgep13201321, i64 -17
  %wide.load528.3 = load <8 x i8>, <8 x i8>* %scevgep1322, align 1, !alias.scope !92
  %scevgep1317 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13171318 = bitcast i8* %scevgep1317 to <8 x i8>*
  %scevgep1319 = getelementptr <8 x i8>, <8 x i8>* %scevgep13171318, i64 -16
  %wide.load529.3 = load <8 x i8>, <8 x i8>* %scevgep1319, align 1, !alias.scope !92
  %590 = icmp ne <8 x i8> %wide.load526.3, zeroinitializer
  %591 = icmp ne <8 x i8> %wide.load527.3, zeroinitializer
  %592 = icmp ne <8 x i8> %wide.load528.3, zeroinitializer
  %593 = icmp ne <8 x i8> %wide.load529.3, zeroinitializer
  %594 = uitofp <8 x i1> %590 to <8 x double>
  %595 = uitofp <8 x i1> %591 to <8 x double>
  %596 = uitofp <8 x i1> %592 to <8 x double>
  %597 = uitofp <8 x i1> %593 to <8 x double>
  %598 = fmul <8 x double> %broadcast.splat531.3, %594
  %599 = fmul <8 x double> %broadcast.splat533.3, %595
  %600 = fmul <8 x double> %broadcast.splat535.3, %596
  %601 = fmul <8 x double> %broadcast.splat537.3, %597
  %scevgep1422 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14221423 = bitcast double* %scevgep1422 to <8 x double>*
  %scevgep1424 = getelementptr <8 x double>, <8 x double>* %scevgep14221423, i64 -19
  store <8 x double> %598, <8 x double>* %scevgep1424, align 8, !alias.scope !94, !noalias !96
  %scevgep1419 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14191420 = bitcast double* %scevgep1419 to <8 x double>*
  %scevgep1421 = getelementptr <8 x double>, <8 x double>* %scevgep14191420, i64 -18
  store <8 x double> %599, <8 x double>* %scevgep1421, align 8, !alias.scope !94, !noalias !96
  %scevgep1416 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14161417 = bitcast double* %scevgep1416 to <8 x double>*
  %scevgep1418 = getelementptr <8 x double>, <8 x double>* %scevgep14161417, i64 -17
  store <8 x double> %600, <8 x double>* %scevgep1418, align 8, !alias.scope !94, !noalias !96
  %scevgep1413 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14131414 = bitcast double* %scevgep1413 to <8 x double>*
  %scevgep1415 = getelementptr <8 x double>, <8 x double>* %scevgep14131414, i64 -16
  store <8 x double> %601, <8 x double>* %scevgep1415, align 8, !alias.scope !94, !noalias !96
  %scevgep1314 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13141315 = bitcast i8* %scevgep1314 to <8 x i8>*
  %scevgep1316 = getelementptr <8 x i8>, <8 x i8>* %scevgep13141315, i64 -15
  %wide.load526.4 = load <8 x i8>, <8 x i8>* %scevgep1316, align 1, !alias.scope !92
  %scevgep1311 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13111312 = bitcast i8* %scevgep1311 to <8 x i8>*
  %scevgep1313 = getelementptr <8 x i8>, <8 x i8>* %scevgep13111312, i64 -14
  %wide.load527.4 = load <8 x i8>, <8 x i8>* %scevgep1313, align 1, !alias.scope !92
  %scevgep1308 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13081309 = bitcast i8* %scevgep1308 to <8 x i8>*
  %scevgep1310 = getelementptr <8 x i8>, <8 x i8>* %scevgep13081309, i64 -13
  %wide.load528.4 = load <8 x i8>, <8 x i8>* %scevgep1310, align 1, !alias.scope !92
  %scevgep1305 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13051306 = bitcast i8* %scevgep1305 to <8 x i8>*
  %scevgep1307 = getelementptr <8 x i8>, <8 x i8>* %scevgep13051306, i64 -12
  %wide.load529.4 = load <8 x i8>, <8 x i8>* %scevgep1307, align 1, !alias.scope !92
  %602 = icmp ne <8 x i8> %wide.load526.4, zeroinitializer
  %603 = icmp ne <8 x i8> %wide.load527.4, zeroinitializer
  %604 = icmp ne <8 x i8> %wide.load528.4, zeroinitializer
  %605 = icmp ne <8 x i8> %wide.load529.4, zeroinitializer
  %606 = uitofp <8 x i1> %602 to <8 x double>
  %607 = uitofp <8 x i1> %603 to <8 x double>
  %608 = uitofp <8 x i1> %604 to <8 x double>
  %609 = uitofp <8 x i1> %605 to <8 x double>
  %610 = fmul <8 x double> %broadcast.splat531.4, %606
  %611 = fmul <8 x double> %broadcast.splat533.4, %607
  %612 = fmul <8 x double> %broadcast.splat535.4, %608
  %613 = fmul <8 x double> %broadcast.splat537.4, %609
  %scevgep1410 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14101411 = bitcast double* %scevgep1410 to <8 x double>*
  %scevgep1412 = getelementptr <8 x double>, <8 x double>* %scevgep14101411, i64 -15
  store <8 x double> %610, <8 x double>* %scevgep1412, align 8, !alias.scope !94, !noalias !96
  %scevgep1407 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14071408 = bitcast double* %scevgep1407 to <8 x double>*
  %scevgep1409 = getelementptr <8 x double>, <8 x double>* %scevgep14071408, i64 -14
  store <8 x double> %611, <8 x double>* %scevgep1409, align 8, !alias.scope !94, !noalias !96
  %scevgep1404 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14041405 = bitcast double* %scevgep1404 to <8 x double>*
  %scevgep1406 = getelementptr <8 x double>, <8 x double>* %scevgep14041405, i64 -13
  store <8 x double> %612, <8 x double>* %scevgep1406, align 8, !alias.scope !94, !noalias !96
  %scevgep1401 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14011402 = bitcast double* %scevgep1401 to <8 x double>*
  %scevgep1403 = getelementptr <8 x double>, <8 x double>* %scevgep14011402, i64 -12
  store <8 x double> %613, <8 x double>* %scevgep1403, align 8, !alias.scope !94, !noalias !96
  %scevgep1302 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13021303 = bitcast i8* %scevgep1302 to <8 x i8>*
  %scevgep1304 = getelementptr <8 x i8>, <8 x i8>* %scevgep13021303, i64 -11
  %wide.load526.5 = load <8 x i8>, <8 x i8>* %scevgep1304, align 1, !alias.scope !92
  %scevgep1299 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep12991300 = bitcast i8* %scevgep1299 to <8 x i8>*
  %scevgep1301 = getelementptr <8 x i8>, <8 x i8>* %scevgep12991300, i64 -10
  %wide.load527.5 = load <8 x i8>, <8 x i8>* %scevgep1301, align 1, !alias.scope !92
  %scevgep1296 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep12961297 = bitcast i8* %scevgep1296 to <8 x i8>*
  %scevgep1298 = getelementptr <8 x i8>, <8 x i8>* %scevgep12961297, i64 -9
  %wide.load528.5 = load <8 x i8>, <8 x i8>* %scevgep1298, align 1, !alias.scope !92
  %scevgep1293 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep12931294 = bitcast i8* %scevgep1293 to <8 x i8>*
  %scevgep1295 = getelementptr <8 x i8>, <8 x i8>* %scevgep12931294, i64 -8
  %wide.load529.5 = load <8 x i8>, <8 x i8>* %scevgep1295, align 1, !alias.scope !92
  %614 = icmp ne <8 x i8> %wide.load526.5, zeroinitializer
  %615 = icmp ne <8 x i8> %wide.load527.5, zeroinitializer
  %616 = icmp ne <8 x i8> %wide.load528.5, zeroinitializer
  %617 = icmp ne <8 x i8> %wide.load529.5, zeroinitializer
  %618 = uitofp <8 x i1> %614 to <8 x double>
  %619 = uitofp <8 x i1> %615 to <8 x double>
  %620 = uitofp <8 x i1> %616 to <8 x double>
  %621 = uitofp <8 x i1> %617 to <8 x double>
  %622 = fmul <8 x double> %broadcast.splat531.5, %618
  %623 = fmul <8 x double> %broadcast.splat533.5, %619
  %624 = fmul <8 x double> %broadcast.splat535.5, %620
  %625 = fmul <8 x double> %broadcast.splat537.5, %621
  %scevgep1398 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep13981399 = bitcast double* %scevgep1398 to <8 x double>*
  %scevgep1400 = getelementptr <8 x double>, <8 x double>* %scevgep13981399, i64 -11
  store <8 x double> %622, <8 x double>* %scevgep1400, align 8, !alias.scope !94, !noalias !96
  %scevgep1395 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep13951396 = bitcast double* %scevgep1395 to <8 x double>*
  %scevgep1397 = getelementptr <8 x double>, <8 x double>* %scevgep13951396, i64 -10
  store <8 x double> %623, <8 x double>* %scevgep1397, align 8, !alias.scope !94, !noalias !96
  %scevgep1392 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep13921393 = bitcast double* %scevgep1392 to <8 x double>*
  %scevgep1394 = getelementptr <8 x double>, <8 x double>* %scevgep13921393, i64 -9
  store <8 x double> %624, <8 x double>* %scevgep1394, align 8, !alias.scope !94, !noalias !96
  %scevgep1389 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep13891390 = bitcast double* %scevgep1389 to <8 x double>*
  %scevgep1391 = getelementptr <8 x double>, <8 x double>* %scevgep13891390, i64 -8
  store <8 x double> %625, <8 x double>* %scevgep1391, align 8, !alias.scope !94, !noalias !96
  %scevgep1290 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep12901291 = bitcast i8* %scevgep1290 to <8 x i8>*
  %scevgep1292 = getelementptr <8 x i8>, <8 x i8>* %scevgep12901291, i64 -7
  %wide.load526.6 = load <8 x i8>, <8 x i8>* %scevgep1292, align 1, !alias.scope !92
  %scevgep1287 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep12871288 = bitcast i8* %scevgep1287 to <8 x i8>*
  %scevgep1289 = getelementptr <8 x i8>, <8 x i8>* %scevgep12871288, i64 -6
  %wide.load527.6 = load <8 x i8>, <8 x i8>* %scevgep1289, align 1, !alias.scope !92
  %scevgep1284 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep12841285 = bitcast i8* %scevgep1284 to <8 x i8>*
  %scevgep1286 = getelementptr <8 x i8>, <8 x i8>* %scevgep12841285, i64 -5
  %wide.load528.6 = load <8 x i8>, <8 x i8>* %scevgep1286, align 1, !alias.scope !92
  %scevgep1281 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep12811282 = bitcast i8* %scevgep1281 to <8 x i8>*
  %scevgep1283 = getelementptr <8 x i8>, <8 x i8>* %scevgep12811282, i64 -4
  %wide.load529.6 = load <8 x i8>, <8 x i8>* %scevgep1283, align 1, !alias.scope !92
  %626 = icmp ne <8 x i8> %wide.load526.6, zeroinitializer
  %627 = icmp ne <8 x i8> %wide.load527.6, zeroinitializer
  %628 = icmp ne <8 x i8> %wide.load528.6, zeroinitializer
  %629 = icmp ne <8 x i8> %wide.load529.6, zeroinitializer
  %630 = uitofp <8 x i1> %626 to <8 x double>
  %631 = uitofp <8 x i1> %627 to <8 x double>
  %632 = uitofp <8 x i1> %628 to <8 x double>
  %633 = uitofp <8 x i1> %629 to <8 x double>
  %634 = fmul <8 x double> %broadcast.splat531.6, %630
  %635 = fmul <8 x double> %broadcast.splat533.6, %631
  %636 = fmul <8 x double> %broadcast.splat535.6, %632
  %637 = fmul <8 x double> %broadcast.splat537.6, %633
  %scevgep1386 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep13861387 = bitcast double* %scevgep1386 to <8 x double>*
  %scevgep1388 = getelementptr <8 x double>, <8 x double>* %scevgep13861387, i64 -7
  store <8 x double> %634, <8 x double>* %scevgep1388, align 8, !alias.scope !94, !noalias !96
  %scevgep1383 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep13831384 = bitcast double* %scevgep1383 to <8 x double>*
  %scevgep1385 = getelementptr <8 x double>, <8 x double>* %scevgep13831384, i64 -6
  store <8 x double> %635, <8 x double>* %scevgep1385, align 8, !alias.scope !94, !noalias !96
  %scevgep1380 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep13801381 = bitcast double* %scevgep1380 to <8 x double>*
  %scevgep1382 = getelementptr <8 x double>, <8 x double>* %scevgep13801381, i64 -5
  store <8 x double> %636, <8 x double>* %scevgep1382, align 8, !alias.scope !94, !noalias !96
  %scevgep1377 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep13771378 = bitcast double* %scevgep1377 to <8 x double>*
  %scevgep1379 = getelementptr <8 x double>, <8 x double>* %scevgep13771378, i64 -4
  store <8 x double> %637, <8 x double>* %scevgep1379, align 8, !alias.scope !94, !noalias !96
  %scevgep1361 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13611362 = bitcast i8* %scevgep1361 to <8 x i8>*
  %scevgep1363 = getelementptr <8 x i8>, <8 x i8>* %scevgep13611362, i64 -3
  %wide.load526.7 = load <8 x i8>, <8 x i8>* %scevgep1363, align 1, !alias.scope !92
  %scevgep1358 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13581359 = bitcast i8* %scevgep1358 to <8 x i8>*
  %scevgep1360 = getelementptr <8 x i8>, <8 x i8>* %scevgep13581359, i64 -2
  %wide.load527.7 = load <8 x i8>, <8 x i8>* %scevgep1360, align 1, !alias.scope !92
  %scevgep1355 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13551356 = bitcast i8* %scevgep1355 to <8 x i8>*
  %scevgep1357 = getelementptr <8 x i8>, <8 x i8>* %scevgep13551356, i64 -1
  %wide.load528.7 = load <8 x i8>, <8 x i8>* %scevgep1357, align 1, !alias.scope !92
  %scevgep1353 = getelementptr i8, i8* %scevgep1280, i64 %index525
  %scevgep13531354 = bitcast i8* %scevgep1353 to <8 x i8>*
  %wide.load529.7 = load <8 x i8>, <8 x i8>* %scevgep13531354, align 1, !alias.scope !92
  %638 = icmp ne <8 x i8> %wide.load526.7, zeroinitializer
  %639 = icmp ne <8 x i8> %wide.load527.7, zeroinitializer
  %640 = icmp ne <8 x i8> %wide.load528.7, zeroinitializer
  %641 = icmp ne <8 x i8> %wide.load529.7, zeroinitializer
  %642 = uitofp <8 x i1> %638 to <8 x double>
  %643 = uitofp <8 x i1> %639 to <8 x double>
  %644 = uitofp <8 x i1> %640 to <8 x double>
  %645 = uitofp <8 x i1> %641 to <8 x double>
  %646 = fmul <8 x double> %broadcast.splat531.7, %642
  %647 = fmul <8 x double> %broadcast.splat533.7, %643
  %648 = fmul <8 x double> %broadcast.splat535.7, %644
  %649 = fmul <8 x double> %broadcast.splat537.7, %645
  %scevgep1457 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14571458 = bitcast double* %scevgep1457 to <8 x double>*
  %scevgep1459 = getelementptr <8 x double>, <8 x double>* %scevgep14571458, i64 -3
  store <8 x double> %646, <8 x double>* %scevgep1459, align 8, !alias.scope !94, !noalias !96
  %scevgep1454 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14541455 = bitcast double* %scevgep1454 to <8 x double>*
  %scevgep1456 = getelementptr <8 x double>, <8 x double>* %scevgep14541455, i64 -2
  store <8 x double> %647, <8 x double>* %scevgep1456, align 8, !alias.scope !94, !noalias !96
  %scevgep1451 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14511452 = bitcast double* %scevgep1451 to <8 x double>*
  %scevgep1453 = getelementptr <8 x double>, <8 x double>* %scevgep14511452, i64 -1
  store <8 x double> %648, <8 x double>* %scevgep1453, align 8, !alias.scope !94, !noalias !96
  %scevgep1449 = getelementptr double, double* %scevgep1376, i64 %index525
  %scevgep14491450 = bitcast double* %scevgep1449 to <8 x double>*
  store <8 x double> %649, <8 x double>* %scevgep14491450, align 8, !alias.scope !94, !noalias !96
  %index.next538.7 = add i64 %index525, 256
  %lsr.iv.next1473 = add i64 %lsr.iv1472, -8
  %niter604.ncmp.7 = icmp eq i64 %lsr.iv.next1473, 0
  br i1 %niter604.ncmp.7, label %middle.block516.unr-lcssa, label %vector.body518, !llvm.loop !97

middle.block516.unr-lcssa:                        ; preds = %vector.body518, %vector.ph520
  %index525.unr = phi i64 [ 0, %vector.ph520 ], [ %index.next538.7, %vector.body518 ]
  %lcmp.mod602.not = icmp eq i64 %xtraiter600, 0
  br i1 %lcmp.mod602.not, label %middle.block516, label %vector.body518.epil.preheader

vector.body518.epil.preheader:                    ; preds = %middle.block516.unr-lcssa
  %650 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert530.epil = insertelement <8 x double> poison, double %650, i64 0
  %broadcast.splat531.epil = shufflevector <8 x double> %broadcast.splatinsert530.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert532.epil = insertelement <8 x double> poison, double %650, i64 0
  %broadcast.splat533.epil = shufflevector <8 x double> %broadcast.splatinsert532.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert534.epil = insertelement <8 x double> poison, double %650, i64 0
  %broadcast.splat535.epil = shufflevector <8 x double> %broadcast.splatinsert534.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %651 = load double, double* %arg.y.4, align 8, !alias.scope !89
  %broadcast.splatinsert536.epil = insertelement <8 x double> poison, double %651, i64 0
  %broadcast.splat537.epil = shufflevector <8 x double> %broadcast.splatinsert536.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %652 = add nuw nsw i64 %index525.unr, 24
  %scevgep1254 = getelementptr double, double* %.6.i28186, i64 %652
  %scevgep1268 = getelementptr i8, i8* %.6.i, i64 %652
  %653 = shl nuw nsw i64 %xtraiter600, 5
  br label %vector.body518.epil

vector.body518.epil:                              ; preds = %vector.body518.epil, %vector.body518.epil.preheader
  %lsr.iv1255 = phi i64 [ %lsr.iv.next1256, %vector.body518.epil ], [ 0, %vector.body518.epil.preheader ]
  %scevgep1277 = getelementptr i8, i8* %scevgep1268, i64 %lsr.iv1255
  %scevgep12771278 = bitcast i8* %scevgep1277 to <8 x i8>*
  %scevgep1279 = getelementptr <8 x i8>, <8 x i8>* %scevgep12771278, i64 -3
  %wide.load526.epil = load <8 x i8>, <8 x i8>* %scevgep1279, align 1, !alias.scope !92
  %scevgep1274 = getelementptr i8, i8* %scevgep1268, i64 %lsr.iv1255
  %scevgep12741275 = bitcast i8* %scevgep1274 to <8 x i8>*
  %scevgep1276 = getelementptr <8 x i8>, <8 x i8>* %scevgep12741275, i64 -2
  %wide.load527.epil = load <8 x i8>, <8 x i8>* %scevgep1276, align 1, !alias.scope !92
  %scevgep1271 = getelementptr i8, i8* %scevgep1268, i64 %lsr.iv1255
  %scevgep12711272 = bitcast i8* %scevgep1271 to <8 x i8>*
  %scevgep1273 = getelementptr <8 x i8>, <8 x i8>* %scevgep12711272, i64 -1
  %wide.load528.epil = load <8 x i8>, <8 x i8>* %scevgep1273, align 1, !alias.scope !92
  %scevgep1269 = getelementptr i8, i8* %scevgep1268, i64 %lsr.iv1255
  %scevgep12691270 = bitcast i8* %scevgep1269 to <8 x i8>*
  %wide.load529.epil = load <8 x i8>, <8 x i8>* %scevgep12691270, align 1, !alias.scope !92
  %654 = icmp ne <8 x i8> %wide.load526.epil, zeroinitializer
  %655 = icmp ne <8 x i8> %wide.load527.epil, zeroinitializer
  %656 = icmp ne <8 x i8> %wide.load528.epil, zeroinitializer
  %657 = icmp ne <8 x i8> %wide.load529.epil, zeroinitializer
  %658 = uitofp <8 x i1> %654 to <8 x double>
  %659 = uitofp <8 x i1> %655 to <8 x double>
  %660 = uitofp <8 x i1> %656 to <8 x double>
  %661 = uitofp <8 x i1> %657 to <8 x double>
  %662 = fmul <8 x double> %broadcast.splat531.epil, %658
  %663 = fmul <8 x double> %broadcast.splat533.epil, %659
  %664 = fmul <8 x double> %broadcast.splat535.epil, %660
  %665 = fmul <8 x double> %broadcast.splat537.epil, %661
  %scevgep1265 = getelementptr double, double* %scevgep1254, i64 %lsr.iv1255
  %scevgep12651266 = bitcast double* %scevgep1265 to <8 x double>*
  %scevgep1267 = getelementptr <8 x double>, <8 x double>* %scevgep12651266, i64 -3
  store <8 x double> %662, <8 x double>* %scevgep1267, align 8, !alias.scope !94, !noalias !96
  %scevgep1262 = getelementptr double, double* %scevgep1254, i64 %lsr.iv1255
  %scevgep12621263 = bitcast double* %scevgep1262 to <8 x double>*
  %scevgep1264 = getelementptr <8 x double>, <8 x double>* %scevgep12621263, i64 -2
  store <8 x double> %663, <8 x double>* %scevgep1264, align 8, !alias.scope !94, !noalias !96
  %scevgep1259 = getelementptr double, double* %scevgep1254, i64 %lsr.iv1255
  %scevgep12591260 = bitcast double* %scevgep1259 to <8 x double>*
  %scevgep1261 = getelementptr <8 x double>, <8 x double>* %scevgep12591260, i64 -1
  store <8 x double> %664, <8 x double>* %scevgep1261, align 8, !alias.scope !94, !noalias !96
  %scevgep1257 = getelementptr double, double* %scevgep1254, i64 %lsr.iv1255
  %scevgep12571258 = bitcast double* %scevgep1257 to <8 x double>*
  store <8 x double> %665, <8 x double>* %scevgep12571258, align 8, !alias.scope !94, !noalias !96
  %lsr.iv.next1256 = add nuw nsw i64 %lsr.iv1255, 32
  %epil.iter601.cmp.not = icmp eq i64 %653, %lsr.iv.next1256
  br i1 %epil.iter601.cmp.not, label %middle.block516, label %vector.body518.epil, !llvm.loop !98

middle.block516:                                  ; preds = %vector.body518.epil, %middle.block516.unr-lcssa
  %cmp.n524 = icmp eq i64 %dest_shape.2.1, %n.vec522
  br i1 %cmp.n524, label %for.end.2, label %for.body.2.us.preheader575

for.body.2.us.preheader575:                       ; preds = %vector.memcheck503, %for.body.2.us.preheader, %middle.block516
  %loop.index.2177.us.ph = phi i64 [ 0, %vector.memcheck503 ], [ 0, %for.body.2.us.preheader ], [ %n.vec522, %middle.block516 ]
  %666 = xor i64 %loop.index.2177.us.ph, -1
  %667 = add i64 %dest_shape.2.1, %666
  %xtraiter597 = and i64 %dest_shape.2.1, 7
  %lcmp.mod598.not = icmp eq i64 %xtraiter597, 0
  br i1 %lcmp.mod598.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol.preheader

for.body.2.us.prol.preheader:                     ; preds = %for.body.2.us.preheader575
  br label %for.body.2.us.prol

for.body.2.us.prol:                               ; preds = %for.body.2.us.prol.preheader, %for.body.2.us.prol
  %lsr.iv1252 = phi i64 [ %xtraiter597, %for.body.2.us.prol.preheader ], [ %lsr.iv.next1253, %for.body.2.us.prol ]
  %loop.index.2177.us.prol = phi i64 [ %.746.us.prol, %for.body.2.us.prol ], [ %loop.index.2177.us.ph, %for.body.2.us.prol.preheader ]
  %scevgep1251 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us.prol
  %.698.us.prol = load i8, i8* %scevgep1251, align 1
  %.701.us.prol = icmp ne i8 %.698.us.prol, 0
  %.716.us.prol = load double, double* %arg.y.4, align 8
  %.16.i.us.prol = uitofp i1 %.701.us.prol to double
  %.17.i.us.prol = fmul double %.716.us.prol, %.16.i.us.prol
  %scevgep1250 = getelementptr double, double* %.6.i28186, i64 %loop.index.2177.us.prol
  store double %.17.i.us.prol, double* %scevgep1250, align 8
  %.746.us.prol = add nuw i64 %loop.index.2177.us.prol, 1
  %lsr.iv.next1253 = add nsw i64 %lsr.iv1252, -1
  %prol.iter599.cmp.not = icmp eq i64 %lsr.iv.next1253, 0
  br i1 %prol.iter599.cmp.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol, !llvm.loop !99

for.body.2.us.prol.loopexit:                      ; preds = %for.body.2.us.prol, %for.body.2.us.preheader575
  %loop.index.2177.us.unr = phi i64 [ %loop.index.2177.us.ph, %for.body.2.us.preheader575 ], [ %.746.us.prol, %for.body.2.us.prol ]
  %668 = icmp ult i64 %667, 7
  br i1 %668, label %for.end.2, label %for.body.2.us.preheader668

for.body.2.us.preheader668:                       ; preds = %for.body.2.us.prol.loopexit
  br label %for.body.2.us

for.body.2.us.us.preheader:                       ; preds = %for.body.2.preheader.split.us
  %669 = icmp ult i64 %dest_shape.2.1, 32
  br i1 %669, label %for.body.2.us.us.preheader574, label %vector.memcheck539

vector.memcheck539:                               ; preds = %for.body.2.us.us.preheader
  %670 = bitcast double* %.6.i28186 to i8*
  %scevgep540 = getelementptr double, double* %.6.i28186, i64 %dest_shape.2.1
  %scevgep540541 = bitcast double* %scevgep540 to i8*
  %scevgep542 = getelementptr i8, i8* %.6.i, i64 %dest_shape.2.1
  %scevgep543 = getelementptr double, double* %arg.y.4, i64 %dest_shape.2.1
  %bound0545 = icmp ugt i8* %scevgep542, %670
  %bound1546 = icmp ult i8* %.6.i, %scevgep540541
  %found.conflict547 = and i1 %bound0545, %bound1546
  %bound0548 = icmp ult double* %.6.i28186, %scevgep543
  %bound1549 = icmp ugt double* %scevgep540, %arg.y.4
  %found.conflict550 = and i1 %bound0548, %bound1549
  %conflict.rdx551 = or i1 %found.conflict547, %found.conflict550
  br i1 %conflict.rdx551, label %for.body.2.us.us.preheader574, label %vector.ph556

vector.ph556:                                     ; preds = %vector.memcheck539
  %n.vec558 = and i64 %dest_shape.2.1, -32
  %671 = add i64 %n.vec558, -32
  %672 = lshr exact i64 %671, 5
  %673 = add nuw nsw i64 %672, 1
  %xtraiter592 = and i64 %673, 7
  %674 = icmp ult i64 %671, 224
  br i1 %674, label %middle.block552.unr-lcssa, label %vector.ph556.new

vector.ph556.new:                                 ; preds = %vector.ph556
  %const3264 = bitcast i64 1152921504606846968 to i64
  %unroll_iter595 = and i64 %673, %const3264
  %scevgep928 = getelementptr i8, i8* %.6.i, i64 248
  %scevgep1024 = getelementptr double, double* %arg.y.4, i64 248
  %scevgep1120 = getelementptr double, double* %.6.i28186, i64 248
  br label %vector.body554

vector.body554:                                   ; preds = %vector.body554, %vector.ph556.new
  %lsr.iv1216 = phi i64 [ %lsr.iv.next1217, %vector.body554 ], [ %unroll_iter595, %vector.ph556.new ]
  %index561 = phi i64 [ 0, %vector.ph556.new ], [ %index.next570.7, %vector.body554 ]
  %scevgep1012 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep10121013 = bitcast i8* %scevgep1012 to <8 x i8>*
  %scevgep1014 = getelementptr <8 x i8>, <8 x i8>* %scevgep10121013, i64 -31
  %wide.load562 = load <8 x i8>, <8 x i8>* %scevgep1014, align 1, !alias.scope !100
  %scevgep1021 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep10211022 = bitcast i8* %scevgep1021 to <8 x i8>*
  %scevgep1023 = getelementptr <8 x i8>, <8 x i8>* %scevgep10211022, i64 -30
  %wide.load563 = load <8 x i8>, <8 x i8>* %scevgep1023, align 1, !alias.scope !100
  %scevgep1018 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep10181019 = bitcast i8* %scevgep1018 to <8 x i8>*
  %scevgep1020 = getelementptr <8 x i8>, <8 x i8>* %scevgep10181019, i64 -29
  %wide.load564 = load <8 x i8>, <8 x i8>* %scevgep1020, align 1, !alias.scope !100
  %scevgep1015 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep10151016 = bitcast i8* %scevgep1015 to <8 x i8>*
  %scevgep1017 = getelementptr <8 x i8>, <8 x i8>* %scevgep10151016, i64 -28
  %wide.load565 = load <8 x i8>, <8 x i8>* %scevgep1017, align 1, !alias.scope !100
  %675 = icmp ne <8 x i8> %wide.load562, zeroinitializer
  %676 = icmp ne <8 x i8> %wide.load563, zeroinitializer
  %677 = icmp ne <8 x i8> %wide.load564, zeroinitializer
  %678 = icmp ne <8 x i8> %wide.load565, zeroinitializer
  %scevgep1108 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep11081109 = bitcast double* %scevgep1108 to <8 x double>*
  %scevgep1110 = getelementptr <8 x double>, <8 x double>* %scevgep11081109, i64 -31
  %wide.load566 = load <8 x double>, <8 x double>* %scevgep1110, align 8, !alias.scope !103
  %scevgep1117 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep11171118 = bitcast double* %scevgep1117 to <8 x double>*
  %scevgep1119 = getelementptr <8 x double>, <8 x double>* %scevgep11171118, i64 -30
  %wide.load567 = load <8 x double>, <8 x double>* %scevgep1119, align 8, !alias.scope !103
  %scevgep1114 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep11141115 = bitcast double* %scevgep1114 to <8 x double>*
  %scevgep1116 = getelementptr <8 x double>, <8 x double>* %scevgep11141115, i64 -29
  %wide.load568 = load <8 x double>, <8 x double>* %scevgep1116, align 8, !alias.scope !103
  %scevgep1111 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep11111112 = bitcast double* %scevgep1111 to <8 x double>*
  %scevgep1113 = getelementptr <8 x double>, <8 x double>* %scevgep11111112, i64 -28
  %wide.load569 = load <8 x double>, <8 x double>* %scevgep1113, align 8, !alias.scope !103
  %679 = uitofp <8 x i1> %675 to <8 x double>
  %680 = uitofp <8 x i1> %676 to <8 x double>
  %681 = uitofp <8 x i1> %677 to <8 x double>
  %682 = uitofp <8 x i1> %678 to <8 x double>
  %683 = fmul <8 x double> %wide.load566, %679
  %684 = fmul <8 x double> %wide.load567, %680
  %685 = fmul <8 x double> %wide.load568, %681
  %686 = fmul <8 x double> %wide.load569, %682
  %scevgep1204 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep12041205 = bitcast double* %scevgep1204 to <8 x double>*
  %scevgep1206 = getelementptr <8 x double>, <8 x double>* %scevgep12041205, i64 -31
  store <8 x double> %683, <8 x double>* %scevgep1206, align 8, !alias.scope !105, !noalias !107
  %scevgep1213 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep12131214 = bitcast double* %scevgep1213 to <8 x double>*
  %scevgep1215 = getelementptr <8 x double>, <8 x double>* %scevgep12131214, i64 -30
  store <8 x double> %684, <8 x double>* %scevgep1215, align 8, !alias.scope !105, !noalias !107
  %scevgep1210 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep12101211 = bitcast double* %scevgep1210 to <8 x double>*
  %scevgep1212 = getelementptr <8 x double>, <8 x double>* %scevgep12101211, i64 -29
  store <8 x double> %685, <8 x double>* %scevgep1212, align 8, !alias.scope !105, !noalias !107
  %scevgep1207 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep12071208 = bitcast double* %scevgep1207 to <8 x double>*
  %scevgep1209 = getelementptr <8 x double>, <8 x double>* %scevgep12071208, i64 -28
  store <8 x double> %686, <8 x double>* %scevgep1209, align 8, !alias.scope !105, !noalias !107
  %scevgep998 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep998999 = bitcast i8* %scevgep998 to <8 x i8>*
  %scevgep1000 = getelementptr <8 x i8>, <8 x i8>* %scevgep998999, i64 -27
  %wide.load562.1 = load <8 x i8>, <8 x i8>* %scevgep1000, align 1, !alias.scope !100
  %scevgep995 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep995996 = bitcast i8* %scevgep995 to <8 x i8>*
  %scevgep997 = getelementptr <8 x i8>, <8 x i8>* %scevgep995996, i64 -26
  %wide.load563.1 = load <8 x i8>, <8 x i8>* %scevgep997, align 1, !alias.scope !100
  %scevgep992 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep992993 = bitcast i8* %scevgep992 to <8 x i8>*
  %scevgep994 = getelementptr <8 x i8>, <8 x i8>* %scevgep992993, i64 -25
  %wide.load564.1 = load <8 x i8>, <8 x i8>* %scevgep994, align 1, !alias.scope !100
  %scevgep989 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep989990 = bitcast i8* %scevgep989 to <8 x i8>*
  %scevgep991 = getelementptr <8 x i8>, <8 x i8>* %scevgep989990, i64 -24
  %wide.load565.1 = load <8 x i8>, <8 x i8>* %scevgep991, align 1, !alias.scope !100
  %687 = icmp ne <8 x i8> %wide.load562.1, zeroinitializer
  %688 = icmp ne <8 x i8> %wide.load563.1, zeroinitializer
  %689 = icmp ne <8 x i8> %wide.load564.1, zeroinitializer
  %690 = icmp ne <8 x i8> %wide.load565.1, zeroinitializer
  %scevgep1094 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10941095 = bitcast double* %scevgep1094 to <8 x double>*
  %scevgep1096 = getelementptr <8 x double>, <8 x double>* %scevgep10941095, i64 -27
  %wide.load566.1 = load <8 x double>, <8 x double>* %scevgep1096, align 8, !alias.scope !103
  %scevgep1091 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10911092 = bitcast double* %scevgep1091 to <8 x double>*
  %scevgep1093 = getelementptr <8 x double>, <8 x double>* %scevgep10911092, i64 -26
  %wide.load567.1 = load <8 x double>, <8 x double>* %scevgep1093, align 8, !alias.scope !103
  %scevgep1088 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10881089 = bitcast double* %scevgep1088 to <8 x double>*
  %scevgep1090 = getelementptr <8 x double>, <8 x double>* %scevgep10881089, i64 -25
  %wide.load568.1 = load <8 x double>, <8 x double>* %scevgep1090, align 8, !alias.scope !103
  %scevgep1085 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10851086 = bitcast double* %scevgep1085 to <8 x double>*
  %scevgep1087 = getelementptr <8 x double>, <8 x double>* %scevgep10851086, i64 -24
  %wide.load569.1 = load <8 x double>, <8 x double>* %scevgep1087, align 8, !alias.scope !103
  %691 = uitofp <8 x i1> %687 to <8 x double>
  %692 = uitofp <8 x i1> %688 to <8 x double>
  %693 = uitofp <8 x i1> %689 to <8 x double>
  %694 = uitofp <8 x i1> %690 to <8 x double>
  %695 = fmul <8 x double> %wide.load566.1, %691
  %696 = fmul <8 x double> %wide.load567.1, %692
  %697 = fmul <8 x double> %wide.load568.1, %693
  %698 = fmul <8 x double> %wide.load569.1, %694
  %scevgep1190 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11901191 = bitcast double* %scevgep1190 to <8 x double>*
  %scevgep1192 = getelementptr <8 x double>, <8 x double>* %scevgep11901191, i64 -27
  store <8 x double> %695, <8 x double>* %scevgep1192, align 8, !alias.scope !105, !noalias !107
  %scevgep1187 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11871188 = bitcast double* %scevgep1187 to <8 x double>*
  %scevgep1189 = getelementptr <8 x double>, <8 x double>* %scevgep11871188, i64 -26
  store <8 x double> %696, <8 x double>* %scevgep1189, align 8, !alias.scope !105, !noalias !107
  %scevgep1184 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11841185 = bitcast double* %scevgep1184 to <8 x double>*
  %scevgep1186 = getelementptr <8 x double>, <8 x double>* %scevgep11841185, i64 -25
  store <8 x double> %697, <8 x double>* %scevgep1186, align 8, !alias.scope !105, !noalias !107
  %scevgep1181 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11811182 = bitcast double* %scevgep1181 to <8 x double>*
  %scevgep1183 = getelementptr <8 x double>, <8 x double>* %scevgep11811182, i64 -24
  store <8 x double> %698, <8 x double>* %scevgep1183, align 8, !alias.scope !105, !noalias !107
  %scevgep986 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep986987 = bitcast i8* %scevgep986 to <8 x i8>*
  %scevgep988 = getelementptr <8 x i8>, <8 x i8>* %scevgep986987, i64 -23
  %wide.load562.2 = load <8 x i8>, <8 x i8>* %scevgep988, align 1, !alias.scope !100
  %scevgep983 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep983984 = bitcast i8* %scevgep983 to <8 x i8>*
  %scevgep985 = getelementptr <8 x i8>, <8 x i8>* %scevgep983984, i64 -22
  %wide.load563.2 = load <8 x i8>, <8 x i8>* %scevgep985, align 1, !alias.scope !100
  %scevgep980 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep980981 = bitcast i8* %scevgep980 to <8 x i8>*
  %scevgep982 = getelementptr <8 x i8>, <8 x i8>* %scevgep980981, i64 -21
  %wide.load564.2 = load <8 x i8>, <8 x i8>* %scevgep982, align 1, !alias.scope !100
  %scevgep977 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep977978 = bitcast i8* %scevgep977 to <8 x i8>*
  %scevgep979 = getelementptr <8 x i8>, <8 x i8>* %scevgep977978, i64 -20
  %wide.load565.2 = load <8 x i8>, <8 x i8>* %scevgep979, align 1, !alias.scope !100
  %699 = icmp ne <8 x i8> %wide.load562.2, zeroinitializer
  %700 = icmp ne <8 x i8> %wide.load563.2, zeroinitializer
  %701 = icmp ne <8 x i8> %wide.load564.2, zeroinitializer
  %702 = icmp ne <8 x i8> %wide.load565.2, zeroinitializer
  %scevgep1082 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10821083 = bitcast double* %scevgep1082 to <8 x double>*
  %scevgep1084 = getelementptr <8 x double>, <8 x double>* %scevgep10821083, i64 -23
  %wide.load566.2 = load <8 x double>, <8 x double>* %scevgep1084, align 8, !alias.scope !103
  %scevgep1079 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10791080 = bitcast double* %scevgep1079 to <8 x double>*
  %scevgep1081 = getelementptr <8 x double>, <8 x double>* %scevgep10791080, i64 -22
  %wide.load567.2 = load <8 x double>, <8 x double>* %scevgep1081, align 8, !alias.scope !103
  %scevgep1076 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10761077 = bitcast double* %scevgep1076 to <8 x double>*
  %scevgep1078 = getelementptr <8 x double>, <8 x double>* %scevgep10761077, i64 -21
  %wide.load568.2 = load <8 x double>, <8 x double>* %scevgep1078, align 8, !alias.scope !103
  %scevgep1073 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10731074 = bitcast double* %scevgep1073 to <8 x double>*
  %scevgep1075 = getelementptr <8 x double>, <8 x double>* %scevgep10731074, i64 -20
  %wide.load569.2 = load <8 x double>, <8 x double>* %scevgep1075, align 8, !alias.scope !103
  %703 = uitofp <8 x i1> %699 to <8 x double>
  %704 = uitofp <8 x i1> %700 to <8 x double>
  %705 = uitofp <8 x i1> %701 to <8 x double>
  %706 = uitofp <8 x i1> %702 to <8 x double>
  %707 = fmul <8 x double> %wide.load566.2, %703
  %708 = fmul <8 x double> %wide.load567.2, %704
  %709 = fmul <8 x double> %wide.load568.2, %705
  %710 = fmul <8 x double> %wide.load569.2, %706
  %scevgep1178 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11781179 = bitcast double* %scevgep1178 to <8 x double>*
  %scevgep1180 = getelementptr <8 x double>, <8 x double>* %scevgep11781179, i64 -23
  store <8 x double> %707, <8 x double>* %scevgep1180, align 8, !alias.scope !105, !noalias !107
  %scevgep1175 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11751176 = bitcast double* %scevgep1175 to <8 x double>*
  %scevgep1177 = getelementptr <8 x double>, <8 x double>* %scevgep11751176, i64 -22
  store <8 x double> %708, <8 x double>* %scevgep1177, align 8, !alias.scope !105, !noalias !107
  %scevgep1172 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11721173 = bitcast double* %scevgep1172 to <8 x double>*
  %scevgep1174 = getelementptr <8 x double>, <8 x double>* %scevgep11721173, i64 -21
  store <8 x double> %709, <8 x double>* %scevgep1174, align 8, !alias.scope !105, !noalias !107
  %scevgep1169 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11691170 = bitcast double* %scevgep1169 to <8 x double>*
  %scevgep1171 = getelementptr <8 x double>, <8 x double>* %scevgep11691170, i64 -20
  store <8 x double> %710, <8 x double>* %scevgep1171, align 8, !alias.scope !105, !noalias !107
  %scevgep974 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep974975 = bitcast i8* %scevgep974 to <8 x i8>*
  %scevgep976 = getelementptr <8 x i8>, <8 x i8>* %scevgep974975, i64 -19
  %wide.load562.3 = load <8 x i8>, <8 x i8>* %scevgep976, align 1, !alias.scope !100
  %scevgep971 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep971972 = bitcast i8* %scevgep971 to <8 x i8>*
  %scevgep973 = getelementptr <8 x i8>, <8 x i8>* %scevgep971972, i64 -18
  %wide.load563.3 = load <8 x i8>, <8 x i8>* %scevgep973, align 1, !alias.scope !100
  %scevgep968 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep968969 = bitcast i8* %scevgep968 to <8 x i8>*
  %scevgep970 = getelementptr <8 x i8>, <8 x i8>* %scevgep968969, i64 -17
  %wide.load564.3 = load <8 x i8>, <8 x i8>* %scevgep970, align 1, !alias.scope !100
  %scevgep965 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep965966 = bitcast i8* %scevgep965 to <8 x i8>*
  %scevgep967 = getelementptr <8 x i8>, <8 x i8>* %scevgep965966, i64 -16
  %wide.load565.3 = load <8 x i8>, <8 x i8>* %scevgep967, align 1, !alias.scope !100
  %711 = icmp ne <8 x i8> %wide.load562.3, zeroinitializer
  %712 = icmp ne <8 x i8> %wide.load563.3, zeroinitializer
  %713 = icmp ne <8 x i8> %wide.load564.3, zeroinitializer
  %714 = icmp ne <8 x i8> %wide.load565.3, zeroinitializer
  %scevgep1070 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10701071 = bitcast double* %scevgep1070 to <8 x double>*
  %scevgep1072 = getelementptr <8 x double>, <8 x double>* %scevgep10701071, i64 -19
  %wide.load566.3 = load <8 x double>, <8 x double>* %scevgep1072, align 8, !alias.scope !103
  %scevgep1067 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10671068 = bitcast double* %scevgep1067 to <8 x double>*
  %scevgep1069 = getelementptr <8 x double>, <8 x double>* %scevgep10671068, i64 -18
  %wide.load567.3 = load <8 x double>, <8 x double>* %scevgep1069, align 8, !alias.scope !103
  %scevgep1064 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10641065 = bitcast double* %scevgep1064 to <8 x double>*
  %scevgep1066 = getelementptr <8 x double>, <8 x double>* %scevgep10641065, i64 -17
  %wide.load568.3 = load <8 x double>, <8 x double>* %scevgep1066, align 8, !alias.scope !103
  %scevgep1061 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10611062 = bitcast double* %scevgep1061 to <8 x double>*
  %scevgep1063 = getelementptr <8 x double>, <8 x double>* %scevgep10611062, i64 -16
  %wide.load569.3 = load <8 x double>, <8 x double>* %scevgep1063, align 8, !alias.scope !103
  %715 = uitofp <8 x i1> %711 to <8 x double>
  %716 = uitofp <8 x i1> %712 to <8 x double>
  %717 = uitofp <8 x i1> %713 to <8 x double>
  %718 = uitofp <8 x i1> %714 to <8 x double>
  %719 = fmul <8 x double> %wide.load566.3, %715
  %720 = fmul <8 x double> %wide.load567.3, %716
  %721 = fmul <8 x double> %wide.load568.3, %717
  %722 = fmul <8 x double> %wide.load569.3, %718
  %scevgep1166 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11661167 = bitcast double* %scevgep1166 to <8 x double>*
  %scevgep1168 = getelementptr <8 x double>, <8 x double>* %scevgep11661167, i64 -19
  store <8 x double> %719, <8 x double>* %scevgep1168, align 8, !alias.scope !105, !noalias !107
  %scevgep1163 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11631164 = bitcast double* %scevgep1163 to <8 x double>*
  %scevgep1165 = getelementptr <8 x double>, <8 x double>* %scevgep11631164, i64 -18
  store <8 x double> %720, <8 x double>* %scevgep1165, align 8, !alias.scope !105, !noalias !107
  %scevgep1160 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11601161 = bitcast double* %scevgep1160 to <8 x double>*
  %scevgep1162 = getelementptr <8 x double>, <8 x double>* %scevgep11601161, i64 -17
  store <8 x double> %721, <8 x double>* %scevgep1162, align 8, !alias.scope !105, !noalias !107
  %scevgep1157 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11571158 = bitcast double* %scevgep1157 to <8 x double>*
  %scevgep1159 = getelementptr <8 x double>, <8 x double>* %scevgep11571158, i64 -16
  store <8 x double> %722, <8 x double>* %scevgep1159, align 8, !alias.scope !105, !noalias !107
  %scevgep962 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep962963 = bitcast i8* %scevgep962 to <8 x i8>*
  %scevgep964 = getelementptr <8 x i8>, <8 x i8>* %scevgep962963, i64 -15
  %wide.load562.4 = load <8 x i8>, <8 x i8>* %scevgep964, align 1, !alias.scope !100
  %scevgep959 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep959960 = bitcast i8* %scevgep959 to <8 x i8>*
  %scevgep961 = getelementptr <8 x i8>, <8 x i8>* %scevgep959960, i64 -14
  %wide.load563.4 = load <8 x i8>, <8 x i8>* %scevgep961, align 1, !alias.scope !100
  %scevgep956 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep956957 = bitcast i8* %scevgep956 to <8 x i8>*
  %scevgep958 = getelementptr <8 x i8>, <8 x i8>* %scevgep956957, i64 -13
  %wide.load564.4 = load <8 x i8>, <8 x i8>* %scevgep958, align 1, !alias.scope !100
  %scevgep953 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep953954 = bitcast i8* %scevgep953 to <8 x i8>*
  %scevgep955 = getelementptr <8 x i8>, <8 x i8>* %scevgep953954, i64 -12
  %wide.load565.4 = load <8 x i8>, <8 x i8>* %scevgep955, align 1, !alias.scope !100
  %723 = icmp ne <8 x i8> %wide.load562.4, zeroinitializer
  %724 = icmp ne <8 x i8> %wide.load563.4, zeroinitializer
  %725 = icmp ne <8 x i8> %wide.load564.4, zeroinitializer
  %726 = icmp ne <8 x i8> %wide.load565.4, zeroinitializer
  %scevgep1058 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10581059 = bitcast double* %scevgep1058 to <8 x double>*
  %scevgep1060 = getelementptr <8 x double>, <8 x double>* %scevgep10581059, i64 -15
  %wide.load566.4 = load <8 x double>, <8 x double>* %scevgep1060, align 8, !alias.scope !103
  %scevgep1055 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10551056 = bitcast double* %scevgep1055 to <8 x double>*
  %scevgep1057 = getelementptr <8 x double>, <8 x double>* %scevgep10551056, i64 -14
  %wide.load567.4 = load <8 x double>, <8 x double>* %scevgep1057, align 8, !alias.scope !103
  %scevgep1052 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10521053 = bitcast double* %scevgep1052 to <8 x double>*
  %scevgep1054 = getelementptr <8 x double>, <8 x double>* %scevgep10521053, i64 -13
  %wide.load568.4 = load <8 x double>, <8 x double>* %scevgep1054, align 8, !alias.scope !103
  %scevgep1049 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10491050 = bitcast double* %scevgep1049 to <8 x double>*
  %scevgep1051 = getelementptr <8 x double>, <8 x double>* %scevgep10491050, i64 -12
  %wide.load569.4 = load <8 x double>, <8 x double>* %scevgep1051, align 8, !alias.scope !103
  %727 = uitofp <8 x i1> %723 to <8 x double>
  %728 = uitofp <8 x i1> %724 to <8 x double>
  %729 = uitofp <8 x i1> %725 to <8 x double>
  %730 = uitofp <8 x i1> %726 to <8 x double>
  %731 = fmul <8 x double> %wide.load566.4, %727
  %732 = fmul <8 x double> %wide.load567.4, %728
  %733 = fmul <8 x double> %wide.load568.4, %729
  %734 = fmul <8 x double> %wide.load569.4, %730
  %scevgep1154 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11541155 = bitcast double* %scevgep1154 to <8 x double>*
  %scevgep1156 = getelementptr <8 x double>, <8 x double>* %scevgep11541155, i64 -15
  store <8 x double> %731, <8 x double>* %scevgep1156, align 8, !alias.scope !105, !noalias !107
  %scevgep1151 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11511152 = bitcast double* %scevgep1151 to <8 x double>*
  %scevgep1153 = getelementptr <8 x double>, <8 x double>* %scevgep11511152, i64 -14
  store <8 x double> %732, <8 x double>* %scevgep1153, align 8, !alias.scope !105, !noalias !107
  %scevgep1148 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11481149 = bitcast double* %scevgep1148 to <8 x double>*
  %scevgep1150 = getelementptr <8 x double>, <8 x double>* %scevgep11481149, i64 -13
  store <8 x double> %733, <8 x double>* %scevgep1150, align 8, !alias.scope !105, !noalias !107
  %scevgep1145 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11451146 = bitcast double* %scevgep1145 to <8 x double>*
  %scevgep1147 = getelementptr <8 x double>, <8 x double>* %scevgep11451146, i64 -12
  store <8 x double> %734, <8 x double>* %scevgep1147, align 8, !alias.scope !105, !noalias !107
  %scevgep950 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep950951 = bitcast i8* %scevgep950 to <8 x i8>*
  %scevgep952 = getelementptr <8 x i8>, <8 x i8>* %scevgep950951, i64 -11
  %wide.load562.5 = load <8 x i8>, <8 x i8>* %scevgep952, align 1, !alias.scope !100
  %scevgep947 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep947948 = bitcast i8* %scevgep947 to <8 x i8>*
  %scevgep949 = getelementptr <8 x i8>, <8 x i8>* %scevgep947948, i64 -10
  %wide.load563.5 = load <8 x i8>, <8 x i8>* %scevgep949, align 1, !alias.scope !100
  %scevgep944 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep944945 = bitcast i8* %scevgep944 to <8 x i8>*
  %scevgep946 = getelementptr <8 x i8>, <8 x i8>* %scevgep944945, i64 -9
  %wide.load564.5 = load <8 x i8>, <8 x i8>* %scevgep946, align 1, !alias.scope !100
  %scevgep941 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep941942 = bitcast i8* %scevgep941 to <8 x i8>*
  %scevgep943 = getelementptr <8 x i8>, <8 x i8>* %scevgep941942, i64 -8
  %wide.load565.5 = load <8 x i8>, <8 x i8>* %scevgep943, align 1, !alias.scope !100
  %735 = icmp ne <8 x i8> %wide.load562.5, zeroinitializer
  %736 = icmp ne <8 x i8> %wide.load563.5, zeroinitializer
  %737 = icmp ne <8 x i8> %wide.load564.5, zeroinitializer
  %738 = icmp ne <8 x i8> %wide.load565.5, zeroinitializer
  %scevgep1046 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10461047 = bitcast double* %scevgep1046 to <8 x double>*
  %scevgep1048 = getelementptr <8 x double>, <8 x double>* %scevgep10461047, i64 -11
  %wide.load566.5 = load <8 x double>, <8 x double>* %scevgep1048, align 8, !alias.scope !103
  %scevgep1043 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10431044 = bitcast double* %scevgep1043 to <8 x double>*
  %scevgep1045 = getelementptr <8 x double>, <8 x double>* %scevgep10431044, i64 -10
  %wide.load567.5 = load <8 x double>, <8 x double>* %scevgep1045, align 8, !alias.scope !103
  %scevgep1040 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10401041 = bitcast double* %scevgep1040 to <8 x double>*
  %scevgep1042 = getelementptr <8 x double>, <8 x double>* %scevgep10401041, i64 -9
  %wide.load568.5 = load <8 x double>, <8 x double>* %scevgep1042, align 8, !alias.scope !103
  %scevgep1037 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10371038 = bitcast double* %scevgep1037 to <8 x double>*
  %scevgep1039 = getelementptr <8 x double>, <8 x double>* %scevgep10371038, i64 -8
  %wide.load569.5 = load <8 x double>, <8 x double>* %scevgep1039, align 8, !alias.scope !103
  %739 = uitofp <8 x i1> %735 to <8 x double>
  %740 = uitofp <8 x i1> %736 to <8 x double>
  %741 = uitofp <8 x i1> %737 to <8 x double>
  %742 = uitofp <8 x i1> %738 to <8 x double>
  %743 = fmul <8 x double> %wide.load566.5, %739
  %744 = fmul <8 x double> %wide.load567.5, %740
  %745 = fmul <8 x double> %wide.load568.5, %741
  %746 = fmul <8 x double> %wide.load569.5, %742
  %scevgep1142 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11421143 = bitcast double* %scevgep1142 to <8 x double>*
  %scevgep1144 = getelementptr <8 x double>, <8 x double>* %scevgep11421143, i64 -11
  store <8 x double> %743, <8 x double>* %scevgep1144, align 8, !alias.scope !105, !noalias !107
  %scevgep1139 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11391140 = bitcast double* %scevgep1139 to <8 x double>*
  %scevgep1141 = getelementptr <8 x double>, <8 x double>* %scevgep11391140, i64 -10
  store <8 x double> %744, <8 x double>* %scevgep1141, align 8, !alias.scope !105, !noalias !107
  %scevgep1136 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11361137 = bitcast double* %scevgep1136 to <8 x double>*
  %scevgep1138 = getelementptr <8 x double>, <8 x double>* %scevgep11361137, i64 -9
  store <8 x double> %745, <8 x double>* %scevgep1138, align 8, !alias.scope !105, !noalias !107
  %scevgep1133 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11331134 = bitcast double* %scevgep1133 to <8 x double>*
  %scevgep1135 = getelementptr <8 x double>, <8 x double>* %scevgep11331134, i64 -8
  store <8 x double> %746, <8 x double>* %scevgep1135, align 8, !alias.scope !105, !noalias !107
  %scevgep938 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep938939 = bitcast i8* %scevgep938 to <8 x i8>*
  %scevgep940 = getelementptr <8 x i8>, <8 x i8>* %scevgep938939, i64 -7
  %wide.load562.6 = load <8 x i8>, <8 x i8>* %scevgep940, align 1, !alias.scope !100
  %scevgep935 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep935936 = bitcast i8* %scevgep935 to <8 x i8>*
  %scevgep937 = getelementptr <8 x i8>, <8 x i8>* %scevgep935936, i64 -6
  %wide.load563.6 = load <8 x i8>, <8 x i8>* %scevgep937, align 1, !alias.scope !100
  %scevgep932 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep932933 = bitcast i8* %scevgep932 to <8 x i8>*
  %scevgep934 = getelementptr <8 x i8>, <8 x i8>* %scevgep932933, i64 -5
  %wide.load564.6 = load <8 x i8>, <8 x i8>* %scevgep934, align 1, !alias.scope !100
  %scevgep929 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep929930 = bitcast i8* %scevgep929 to <8 x i8>*
  %scevgep931 = getelementptr <8 x i8>, <8 x i8>* %scevgep929930, i64 -4
  %wide.load565.6 = load <8 x i8>, <8 x i8>* %scevgep931, align 1, !alias.scope !100
  %747 = icmp ne <8 x i8> %wide.load562.6, zeroinitializer
  %748 = icmp ne <8 x i8> %wide.load563.6, zeroinitializer
  %749 = icmp ne <8 x i8> %wide.load564.6, zeroinitializer
  %750 = icmp ne <8 x i8> %wide.load565.6, zeroinitializer
  %scevgep1034 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10341035 = bitcast double* %scevgep1034 to <8 x double>*
  %scevgep1036 = getelementptr <8 x double>, <8 x double>* %scevgep10341035, i64 -7
  %wide.load566.6 = load <8 x double>, <8 x double>* %scevgep1036, align 8, !alias.scope !103
  %scevgep1031 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10311032 = bitcast double* %scevgep1031 to <8 x double>*
  %scevgep1033 = getelementptr <8 x double>, <8 x double>* %scevgep10311032, i64 -6
  %wide.load567.6 = load <8 x double>, <8 x double>* %scevgep1033, align 8, !alias.scope !103
  %scevgep1028 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10281029 = bitcast double* %scevgep1028 to <8 x double>*
  %scevgep1030 = getelementptr <8 x double>, <8 x double>* %scevgep10281029, i64 -5
  %wide.load568.6 = load <8 x double>, <8 x double>* %scevgep1030, align 8, !alias.scope !103
  %scevgep1025 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10251026 = bitcast double* %scevgep1025 to <8 x double>*
  %scevgep1027 = getelementptr <8 x double>, <8 x double>* %scevgep10251026, i64 -4
  %wide.load569.6 = load <8 x double>, <8 x double>* %scevgep1027, align 8, !alias.scope !103
  %751 = uitofp <8 x i1> %747 to <8 x double>
  %752 = uitofp <8 x i1> %748 to <8 x double>
  %753 = uitofp <8 x i1> %749 to <8 x double>
  %754 = uitofp <8 x i1> %750 to <8 x double>
  %755 = fmul <8 x double> %wide.load566.6, %751
  %756 = fmul <8 x double> %wide.load567.6, %752
  %757 = fmul <8 x double> %wide.load568.6, %753
  %758 = fmul <8 x double> %wide.load569.6, %754
  %scevgep1130 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11301131 = bitcast double* %scevgep1130 to <8 x double>*
  %scevgep1132 = getelementptr <8 x double>, <8 x double>* %scevgep11301131, i64 -7
  store <8 x double> %755, <8 x double>* %scevgep1132, align 8, !alias.scope !105, !noalias !107
  %scevgep1127 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11271128 = bitcast double* %scevgep1127 to <8 x double>*
  %scevgep1129 = getelementptr <8 x double>, <8 x double>* %scevgep11271128, i64 -6
  store <8 x double> %756, <8 x double>* %scevgep1129, align 8, !alias.scope !105, !noalias !107
  %scevgep1124 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11241125 = bitcast double* %scevgep1124 to <8 x double>*
  %scevgep1126 = getelementptr <8 x double>, <8 x double>* %scevgep11241125, i64 -5
  store <8 x double> %757, <8 x double>* %scevgep1126, align 8, !alias.scope !105, !noalias !107
  %scevgep1121 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11211122 = bitcast double* %scevgep1121 to <8 x double>*
  %scevgep1123 = getelementptr <8 x double>, <8 x double>* %scevgep11211122, i64 -4
  store <8 x double> %758, <8 x double>* %scevgep1123, align 8, !alias.scope !105, !noalias !107
  %scevgep1009 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep10091010 = bitcast i8* %scevgep1009 to <8 x i8>*
  %scevgep1011 = getelementptr <8 x i8>, <8 x i8>* %scevgep10091010, i64 -3
  %wide.load562.7 = load <8 x i8>, <8 x i8>* %scevgep1011, align 1, !alias.scope !100
  %scevgep1006 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep10061007 = bitcast i8* %scevgep1006 to <8 x i8>*
  %scevgep1008 = getelementptr <8 x i8>, <8 x i8>* %scevgep10061007, i64 -2
  %wide.load563.7 = load <8 x i8>, <8 x i8>* %scevgep1008, align 1, !alias.scope !100
  %scevgep1003 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep10031004 = bitcast i8* %scevgep1003 to <8 x i8>*
  %scevgep1005 = getelementptr <8 x i8>, <8 x i8>* %scevgep10031004, i64 -1
  %wide.load564.7 = load <8 x i8>, <8 x i8>* %scevgep1005, align 1, !alias.scope !100
  %scevgep1001 = getelementptr i8, i8* %scevgep928, i64 %index561
  %scevgep10011002 = bitcast i8* %scevgep1001 to <8 x i8>*
  %wide.load565.7 = load <8 x i8>, <8 x i8>* %scevgep10011002, align 1, !alias.scope !100
  %759 = icmp ne <8 x i8> %wide.load562.7, zeroinitializer
  %760 = icmp ne <8 x i8> %wide.load563.7, zeroinitializer
  %761 = icmp ne <8 x i8> %wide.load564.7, zeroinitializer
  %762 = icmp ne <8 x i8> %wide.load565.7, zeroinitializer
  %scevgep1105 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep11051106 = bitcast double* %scevgep1105 to <8 x double>*
  %scevgep1107 = getelementptr <8 x double>, <8 x double>* %scevgep11051106, i64 -3
  %wide.load566.7 = load <8 x double>, <8 x double>* %scevgep1107, align 8, !alias.scope !103
  %scevgep1102 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep11021103 = bitcast double* %scevgep1102 to <8 x double>*
  %scevgep1104 = getelementptr <8 x double>, <8 x double>* %scevgep11021103, i64 -2
  %wide.load567.7 = load <8 x double>, <8 x double>* %scevgep1104, align 8, !alias.scope !103
  %scevgep1099 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10991100 = bitcast double* %scevgep1099 to <8 x double>*
  %scevgep1101 = getelementptr <8 x double>, <8 x double>* %scevgep10991100, i64 -1
  %wide.load568.7 = load <8 x double>, <8 x double>* %scevgep1101, align 8, !alias.scope !103
  %scevgep1097 = getelementptr double, double* %scevgep1024, i64 %index561
  %scevgep10971098 = bitcast double* %scevgep1097 to <8 x double>*
  %wide.load569.7 = load <8 x double>, <8 x double>* %scevgep10971098, align 8, !alias.scope !103
  %763 = uitofp <8 x i1> %759 to <8 x double>
  %764 = uitofp <8 x i1> %760 to <8 x double>
  %765 = uitofp <8 x i1> %761 to <8 x double>
  %766 = uitofp <8 x i1> %762 to <8 x double>
  %767 = fmul <8 x double> %wide.load566.7, %763
  %768 = fmul <8 x double> %wide.load567.7, %764
  %769 = fmul <8 x double> %wide.load568.7, %765
  %770 = fmul <8 x double> %wide.load569.7, %766
  %scevgep1201 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep12011202 = bitcast double* %scevgep1201 to <8 x double>*
  %scevgep1203 = getelementptr <8 x double>, <8 x double>* %scevgep12011202, i64 -3
  store <8 x double> %767, <8 x double>* %scevgep1203, align 8, !alias.scope !105, !noalias !107
  %scevgep1198 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11981199 = bitcast double* %scevgep1198 to <8 x double>*
  %scevgep1200 = getelementptr <8 x double>, <8 x double>* %scevgep11981199, i64 -2
  store <8 x double> %768, <8 x double>* %scevgep1200, align 8, !alias.scope !105, !noalias !107
  %scevgep1195 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11951196 = bitcast double* %scevgep1195 to <8 x double>*
  %scevgep1197 = getelementptr <8 x double>, <8 x double>* %scevgep11951196, i64 -1
  store <8 x double> %769, <8 x double>* %scevgep1197, align 8, !alias.scope !105, !noalias !107
  %scevgep1193 = getelementptr double, double* %scevgep1120, i64 %index561
  %scevgep11931194 = bitcast double* %scevgep1193 to <8 x double>*
  store <8 x double> %770, <8 x double>* %scevgep11931194, align 8, !alias.scope !105, !noalias !107
  %index.next570.7 = add i64 %index561, 256
  %lsr.iv.next1217 = add i64 %lsr.iv1216, -8
  %niter596.ncmp.7 = icmp eq i64 %lsr.iv.next1217, 0
  br i1 %niter596.ncmp.7, label %middle.block552.unr-lcssa, label %vector.body554, !llvm.loop !108

middle.block552.unr-lcssa:                        ; preds = %vector.body554, %vector.ph556
  %index561.unr = phi i64 [ 0, %vector.ph556 ], [ %index.next570.7, %vector.body554 ]
  %lcmp.mod594.not = icmp eq i64 %xtraiter592, 0
  br i1 %lcmp.mod594.not, label %middle.block552, label %vector.body554.epil.preheader

vector.body554.epil.preheader:                    ; preds = %middle.block552.unr-lcssa
  %771 = add nuw nsw i64 %index561.unr, 24
  %scevgep890 = getelementptr double, double* %.6.i28186, i64 %771
  %scevgep904 = getelementptr double, double* %arg.y.4, i64 %771
  %scevgep916 = getelementptr i8, i8* %.6.i, i64 %771
  %772 = shl nuw nsw i64 %xtraiter592, 5
  br label %vector.body554.epil

vector.body554.epil:                              ; preds = %vector.body554.epil.preheader, %vector.body554.epil
  %lsr.iv891 = phi i64 [ 0, %vector.body554.epil.preheader ], [ %lsr.iv.next892, %vector.body554.epil ]
  %scevgep925 = getelementptr i8, i8* %scevgep916, i64 %lsr.iv891
  %scevgep925926 = bitcast i8* %scevgep925 to <8 x i8>*
  %scevgep927 = getelementptr <8 x i8>, <8 x i8>* %scevgep925926, i64 -3
  %wide.load562.epil = load <8 x i8>, <8 x i8>* %scevgep927, align 1, !alias.scope !100
  %scevgep922 = getelementptr i8, i8* %scevgep916, i64 %lsr.iv891
  %scevgep922923 = bitcast i8* %scevgep922 to <8 x i8>*
  %scevgep924 = getelementptr <8 x i8>, <8 x i8>* %scevgep922923, i64 -2
  %wide.load563.epil = load <8 x i8>, <8 x i8>* %scevgep924, align 1, !alias.scope !100
  %scevgep919 = getelementptr i8, i8* %scevgep916, i64 %lsr.iv891
  %scevgep919920 = bitcast i8* %scevgep919 to <8 x i8>*
  %scevgep921 = getelementptr <8 x i8>, <8 x i8>* %scevgep919920, i64 -1
  %wide.load564.epil = load <8 x i8>, <8 x i8>* %scevgep921, align 1, !alias.scope !100
  %scevgep917 = getelementptr i8, i8* %scevgep916, i64 %lsr.iv891
  %scevgep917918 = bitcast i8* %scevgep917 to <8 x i8>*
  %wide.load565.epil = load <8 x i8>, <8 x i8>* %scevgep917918, align 1, !alias.scope !100
  %773 = icmp ne <8 x i8> %wide.load562.epil, zeroinitializer
  %774 = icmp ne <8 x i8> %wide.load563.epil, zeroinitializer
  %775 = icmp ne <8 x i8> %wide.load564.epil, zeroinitializer
  %776 = icmp ne <8 x i8> %wide.load565.epil, zeroinitializer
  %scevgep913 = getelementptr double, double* %scevgep904, i64 %lsr.iv891
  %scevgep913914 = bitcast double* %scevgep913 to <8 x double>*
  %scevgep915 = getelementptr <8 x double>, <8 x double>* %scevgep913914, i64 -3
  %wide.load566.epil = load <8 x double>, <8 x double>* %scevgep915, align 8, !alias.scope !103
  %scevgep910 = getelementptr double, double* %scevgep904, i64 %lsr.iv891
  %scevgep910911 = bitcast double* %scevgep910 to <8 x double>*
  %scevgep912 = getelementptr <8 x double>, <8 x double>* %scevgep910911, i64 -2
  %wide.load567.epil = load <8 x double>, <8 x double>* %scevgep912, align 8, !alias.scope !103
  %scevgep907 = getelementptr double, double* %scevgep904, i64 %lsr.iv891
  %scevgep907908 = bitcast double* %scevgep907 to <8 x double>*
  %scevgep909 = getelementptr <8 x double>, <8 x double>* %scevgep907908, i64 -1
  %wide.load568.epil = load <8 x double>, <8 x double>* %scevgep909, align 8, !alias.scope !103
  %scevgep905 = getelementptr double, double* %scevgep904, i64 %lsr.iv891
  %scevgep905906 = bitcast double* %scevgep905 to <8 x double>*
  %wide.load569.epil = load <8 x double>, <8 x double>* %scevgep905906, align 8, !alias.scope !103
  %777 = uitofp <8 x i1> %773 to <8 x double>
  %778 = uitofp <8 x i1> %774 to <8 x double>
  %779 = uitofp <8 x i1> %775 to <8 x double>
  %780 = uitofp <8 x i1> %776 to <8 x double>
  %781 = fmul <8 x double> %wide.load566.epil, %777
  %782 = fmul <8 x double> %wide.load567.epil, %778
  %783 = fmul <8 x double> %wide.load568.epil, %779
  %784 = fmul <8 x double> %wide.load569.epil, %780
  %scevgep901 = getelementptr double, double* %scevgep890, i64 %lsr.iv891
  %scevgep901902 = bitcast double* %scevgep901 to <8 x double>*
  %scevgep903 = getelementptr <8 x double>, <8 x double>* %scevgep901902, i64 -3
  store <8 x double> %781, <8 x double>* %scevgep903, align 8, !alias.scope !105, !noalias !107
  %scevgep898 = getelementptr double, double* %scevgep890, i64 %lsr.iv891
  %scevgep898899 = bitcast double* %scevgep898 to <8 x double>*
  %scevgep900 = getelementptr <8 x double>, <8 x double>* %scevgep898899, i64 -2
  store <8 x double> %782, <8 x double>* %scevgep900, align 8, !alias.scope !105, !noalias !107
  %scevgep895 = getelementptr double, double* %scevgep890, i64 %lsr.iv891
  %scevgep895896 = bitcast double* %scevgep895 to <8 x double>*
  %scevgep897 = getelementptr <8 x double>, <8 x double>* %scevgep895896, i64 -1
  store <8 x double> %783, <8 x double>* %scevgep897, align 8, !alias.scope !105, !noalias !107
  %scevgep893 = getelementptr double, double* %scevgep890, i64 %lsr.iv891
  %scevgep893894 = bitcast double* %scevgep893 to <8 x double>*
  store <8 x double> %784, <8 x double>* %scevgep893894, align 8, !alias.scope !105, !noalias !107
  %lsr.iv.next892 = add nuw nsw i64 %lsr.iv891, 32
  %epil.iter593.cmp.not = icmp eq i64 %772, %lsr.iv.next892
  br i1 %epil.iter593.cmp.not, label %middle.block552, label %vector.body554.epil, !llvm.loop !109

middle.block552:                                  ; preds = %vector.body554.epil, %middle.block552.unr-lcssa
  %cmp.n560 = icmp eq i64 %dest_shape.2.1, %n.vec558
  br i1 %cmp.n560, label %for.end.2, label %for.body.2.us.us.preheader574

for.body.2.us.us.preheader574:                    ; preds = %vector.memcheck539, %for.body.2.us.us.preheader, %middle.block552
  %loop.index.2177.us.us.ph = phi i64 [ 0, %vector.memcheck539 ], [ 0, %for.body.2.us.us.preheader ], [ %n.vec558, %middle.block552 ]
  %785 = xor i64 %loop.index.2177.us.us.ph, -1
  %786 = add i64 %dest_shape.2.1, %785
  %xtraiter590 = and i64 %dest_shape.2.1, 7
  %lcmp.mod591.not = icmp eq i64 %xtraiter590, 0
  br i1 %lcmp.mod591.not, label %for.body.2.us.us.prol.loopexit, label %for.body.2.us.us.prol.preheader

for.body.2.us.us.prol.preheader:                  ; preds = %for.body.2.us.us.preheader574
  br label %for.body.2.us.us.prol

for.body.2.us.us.prol:                            ; preds = %for.body.2.us.us.prol.preheader, %for.body.2.us.us.prol
  %lsr.iv888 = phi i64 [ %xtraiter590, %for.body.2.us.us.prol.preheader ], [ %lsr.iv.next889, %for.body.2.us.us.prol ]
  %loop.index.2177.us.us.prol = phi i64 [ %.746.us.us.prol, %for.body.2.us.us.prol ], [ %loop.index.2177.us.us.ph, %for.body.2.us.us.prol.preheader ]
  %scevgep887 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us.us.prol
  %.698.us.us.prol = load i8, i8* %scevgep887, align 1
  %.701.us.us.prol = icmp ne i8 %.698.us.us.prol, 0
  %scevgep886 = getelementptr double, double* %arg.y.4, i64 %loop.index.2177.us.us.prol
  %.716.us.us.prol = load double, double* %scevgep886, align 8
  %.16.i.us.us.prol = uitofp i1 %.701.us.us.prol to double
  %.17.i.us.us.prol = fmul double %.716.us.us.prol, %.16.i.us.us.prol
  %scevgep885 = getelementptr double, double* %.6.i28186, i64 %loop.index.2177.us.us.prol
  store double %.17.i.us.us.prol, double* %scevgep885, align 8
  %.746.us.us.prol = add nuw i64 %loop.index.2177.us.us.prol, 1
  %lsr.iv.next889 = add nsw i64 %lsr.iv888, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next889, 0
  br i1 %prol.iter.cmp.not, label %for.body.2.us.us.prol.loopexit, label %for.body.2.us.us.prol, !llvm.loop !110

for.body.2.us.us.prol.loopexit:                   ; preds = %for.body.2.us.us.prol, %for.body.2.us.us.preheader574
  %loop.index.2177.us.us.unr = phi i64 [ %loop.index.2177.us.us.ph, %for.body.2.us.us.preheader574 ], [ %.746.us.us.prol, %for.body.2.us.us.prol ]
  %787 = icmp ult i64 %786, 7
  br i1 %787, label %for.end.2, label %for.body.2.us.us.preheader667

for.body.2.us.us.preheader667:                    ; preds = %for.body.2.us.us.prol.loopexit
  br label %for.body.2.us.us

for.body.2.us.us:                                 ; preds = %for.body.2.us.us.preheader667, %for.body.2.us.us
  %loop.index.2177.us.us = phi i64 [ %.746.us.us.7, %for.body.2.us.us ], [ %loop.index.2177.us.us.unr, %for.body.2.us.us.preheader667 ]
  %sunkaddr3498 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us.us
  %.698.us.us = load i8, i8* %sunkaddr3498, align 1
  %.701.us.us = icmp ne i8 %.698.us.us, 0
  %sunkaddr3499 = mul i64 %loop.index.2177.us.us, 8
  %788 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3500 = getelementptr i8, i8* %788, i64 %sunkaddr3499
  %789 = bitcast i8* %sunkaddr3500 to double*
  %.716.us.us = load double, double* %789, align 8
  %.16.i.us.us = uitofp i1 %.701.us.us to double
  %.17.i.us.us = fmul double %.716.us.us, %.16.i.us.us
  %sunkaddr3501 = mul i64 %loop.index.2177.us.us, 8
  %790 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3502 = getelementptr i8, i8* %790, i64 %sunkaddr3501
  %791 = bitcast i8* %sunkaddr3502 to double*
  store double %.17.i.us.us, double* %791, align 8
  %sunkaddr3503 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us.us
  %sunkaddr3504 = getelementptr i8, i8* %sunkaddr3503, i64 1
  %.698.us.us.1 = load i8, i8* %sunkaddr3504, align 1
  %.701.us.us.1 = icmp ne i8 %.698.us.us.1, 0
  %sunkaddr3505 = mul i64 %loop.index.2177.us.us, 8
  %792 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3506 = getelementptr i8, i8* %792, i64 %sunkaddr3505
  %sunkaddr3507 = getelementptr i8, i8* %sunkaddr3506, i64 8
  %793 = bitcast i8* %sunkaddr3507 to double*
  %.716.us.us.1 = load double, double* %793, align 8
  %.16.i.us.us.1 = uitofp i1 %.701.us.us.1 to double
  %.17.i.us.us.1 = fmul double %.716.us.us.1, %.16.i.us.us.1
  %sunkaddr3508 = mul i64 %loop.index.2177.us.us, 8
  %794 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3509 = getelementptr i8, i8* %794, i64 %sunkaddr3508
  %sunkaddr3510 = getelementptr i8, i8* %sunkaddr3509, i64 8
  %795 = bitcast i8* %sunkaddr3510 to double*
  store double %.17.i.us.us.1, double* %795, align 8
  %sunkaddr3511 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us.us
  %sunkaddr3512 = getelementptr i8, i8* %sunkaddr3511, i64 2
  %.698.us.us.2 = load i8, i8* %sunkaddr3512, align 1
  %.701.us.us.2 = icmp ne i8 %.698.us.us.2, 0
  %sunkaddr3513 = mul i64 %loop.index.2177.us.us, 8
  %796 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3514 = getelementptr i8, i8* %796, i64 %sunkaddr3513
  %sunkaddr3515 = getelementptr i8, i8* %sunkaddr3514, i64 16
  %797 = bitcast i8* %sunkaddr3515 to double*
  %.716.us.us.2 = load double, double* %797, align 8
  %.16.i.us.us.2 = uitofp i1 %.701.us.us.2 to double
  %.17.i.us.us.2 = fmul double %.716.us.us.2, %.16.i.us.us.2
  %sunkaddr3516 = mul i64 %loop.index.2177.us.us, 8
  %798 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3517 = getelementptr i8, i8* %798, i64 %sunkaddr3516
  %sunkaddr3518 = getelementptr i8, i8* %sunkaddr3517, i64 16
  %799 = bitcast i8* %sunkaddr3518 to double*
  store double %.17.i.us.us.2, double* %799, align 8
  %sunkaddr3519 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us.us
  %sunkaddr3520 = getelementptr i8, i8* %sunkaddr3519, i64 3
  %.698.us.us.3 = load i8, i8* %sunkaddr3520, align 1
  %.701.us.us.3 = icmp ne i8 %.698.us.us.3, 0
  %sunkaddr3521 = mul i64 %loop.index.2177.us.us, 8
  %800 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3522 = getelementptr i8, i8* %800, i64 %sunkaddr3521
  %sunkaddr3523 = getelementptr i8, i8* %sunkaddr3522, i64 24
  %801 = bitcast i8* %sunkaddr3523 to double*
  %.716.us.us.3 = load double, double* %801, align 8
  %.16.i.us.us.3 = uitofp i1 %.701.us.us.3 to double
  %.17.i.us.us.3 = fmul double %.716.us.us.3, %.16.i.us.us.3
  %sunkaddr3524 = mul i64 %loop.index.2177.us.us, 8
  %802 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3525 = getelementptr i8, i8* %802, i64 %sunkaddr3524
  %sunkaddr3526 = getelementptr i8, i8* %sunkaddr3525, i64 24
  %803 = bitcast i8* %sunkaddr3526 to double*
  store double %.17.i.us.us.3, double* %803, align 8
  %sunkaddr3527 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us.us
  %sunkaddr3528 = getelementptr i8, i8* %sunkaddr3527, i64 4
  %.698.us.us.4 = load i8, i8* %sunkaddr3528, align 1
  %.701.us.us.4 = icmp ne i8 %.698.us.us.4, 0
  %sunkaddr3529 = mul i64 %loop.index.2177.us.us, 8
  %804 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3530 = getelementptr i8, i8* %804, i64 %sunkaddr3529
  %sunkaddr3531 = getelementptr i8, i8* %sunkaddr3530, i64 32
  %805 = bitcast i8* %sunkaddr3531 to double*
  %.716.us.us.4 = load double, double* %805, align 8
  %.16.i.us.us.4 = uitofp i1 %.701.us.us.4 to double
  %.17.i.us.us.4 = fmul double %.716.us.us.4, %.16.i.us.us.4
  %sunkaddr3532 = mul i64 %loop.index.2177.us.us, 8
  %806 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3533 = getelementptr i8, i8* %806, i64 %sunkaddr3532
  %sunkaddr3534 = getelementptr i8, i8* %sunkaddr3533, i64 32
  %807 = bitcast i8* %sunkaddr3534 to double*
  store double %.17.i.us.us.4, double* %807, align 8
  %sunkaddr3535 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us.us
  %sunkaddr3536 = getelementptr i8, i8* %sunkaddr3535, i64 5
  %.698.us.us.5 = load i8, i8* %sunkaddr3536, align 1
  %.701.us.us.5 = icmp ne i8 %.698.us.us.5, 0
  %sunkaddr3537 = mul i64 %loop.index.2177.us.us, 8
  %808 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3538 = getelementptr i8, i8* %808, i64 %sunkaddr3537
  %sunkaddr3539 = getelementptr i8, i8* %sunkaddr3538, i64 40
  %809 = bitcast i8* %sunkaddr3539 to double*
  %.716.us.us.5 = load double, double* %809, align 8
  %.16.i.us.us.5 = uitofp i1 %.701.us.us.5 to double
  %.17.i.us.us.5 = fmul double %.716.us.us.5, %.16.i.us.us.5
  %sunkaddr3540 = mul i64 %loop.index.2177.us.us, 8
  %810 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3541 = getelementptr i8, i8* %810, i64 %sunkaddr3540
  %sunkaddr3542 = getelementptr i8, i8* %sunkaddr3541, i64 40
  %811 = bitcast i8* %sunkaddr3542 to double*
  store double %.17.i.us.us.5, double* %811, align 8
  %sunkaddr3543 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us.us
  %sunkaddr3544 = getelementptr i8, i8* %sunkaddr3543, i64 6
  %.698.us.us.6 = load i8, i8* %sunkaddr3544, align 1
  %.701.us.us.6 = icmp ne i8 %.698.us.us.6, 0
  %sunkaddr3545 = mul i64 %loop.index.2177.us.us, 8
  %812 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3546 = getelementptr i8, i8* %812, i64 %sunkaddr3545
  %sunkaddr3547 = getelementptr i8, i8* %sunkaddr3546, i64 48
  %813 = bitcast i8* %sunkaddr3547 to double*
  %.716.us.us.6 = load double, double* %813, align 8
  %.16.i.us.us.6 = uitofp i1 %.701.us.us.6 to double
  %.17.i.us.us.6 = fmul double %.716.us.us.6, %.16.i.us.us.6
  %sunkaddr3548 = mul i64 %loop.index.2177.us.us, 8
  %814 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3549 = getelementptr i8, i8* %814, i64 %sunkaddr3548
  %sunkaddr3550 = getelementptr i8, i8* %sunkaddr3549, i64 48
  %815 = bitcast i8* %sunkaddr3550 to double*
  store double %.17.i.us.us.6, double* %815, align 8
  %sunkaddr3551 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us.us
  %sunkaddr3552 = getelementptr i8, i8* %sunkaddr3551, i64 7
  %.698.us.us.7 = load i8, i8* %sunkaddr3552, align 1
  %.701.us.us.7 = icmp ne i8 %.698.us.us.7, 0
  %sunkaddr3553 = mul i64 %loop.index.2177.us.us, 8
  %816 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3554 = getelementptr i8, i8* %816, i64 %sunkaddr3553
  %sunkaddr3555 = getelementptr i8, i8* %sunkaddr3554, i64 56
  %817 = bitcast i8* %sunkaddr3555 to double*
  %.716.us.us.7 = load double, double* %817, align 8
  %.16.i.us.us.7 = uitofp i1 %.701.us.us.7 to double
  %.17.i.us.us.7 = fmul double %.716.us.us.7, %.16.i.us.us.7
  %sunkaddr3556 = mul i64 %loop.index.2177.us.us, 8
  %818 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3557 = getelementptr i8, i8* %818, i64 %sunkaddr3556
  %sunkaddr3558 = getelementptr i8, i8* %sunkaddr3557, i64 56
  %819 = bitcast i8* %sunkaddr3558 to double*
  store double %.17.i.us.us.7, double* %819, align 8
  %.746.us.us.7 = add nuw nsw i64 %loop.index.2177.us.us, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.2.1, %.746.us.us.7
  br i1 %exitcond.not.7, label %for.end.2, label %for.body.2.us.us, !llvm.loop !111

for.body.2.us:                                    ; preds = %for.body.2.us.preheader668, %for.body.2.us
  %loop.index.2177.us = phi i64 [ %.746.us.7, %for.body.2.us ], [ %loop.index.2177.us.unr, %for.body.2.us.preheader668 ]
  %sunkaddr3559 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us
  %.698.us = load i8, i8* %sunkaddr3559, align 1
  %.701.us = icmp ne i8 %.698.us, 0
  %.716.us = load double, double* %arg.y.4, align 8
  %.16.i.us = uitofp i1 %.701.us to double
  %.17.i.us = fmul double %.716.us, %.16.i.us
  %sunkaddr3560 = mul i64 %loop.index.2177.us, 8
  %820 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3561 = getelementptr i8, i8* %820, i64 %sunkaddr3560
  %821 = bitcast i8* %sunkaddr3561 to double*
  store double %.17.i.us, double* %821, align 8
  %sunkaddr3562 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us
  %sunkaddr3563 = getelementptr i8, i8* %sunkaddr3562, i64 1
  %.698.us.1 = load i8, i8* %sunkaddr3563, align 1
  %.701.us.1 = icmp ne i8 %.698.us.1, 0
  %.716.us.1 = load double, double* %arg.y.4, align 8
  %.16.i.us.1 = uitofp i1 %.701.us.1 to double
  %.17.i.us.1 = fmul double %.716.us.1, %.16.i.us.1
  %sunkaddr3564 = mul i64 %loop.index.2177.us, 8
  %822 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3565 = getelementptr i8, i8* %822, i64 %sunkaddr3564
  %sunkaddr3566 = getelementptr i8, i8* %sunkaddr3565, i64 8
  %823 = bitcast i8* %sunkaddr3566 to double*
  store double %.17.i.us.1, double* %823, align 8
  %sunkaddr3567 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us
  %sunkaddr3568 = getelementptr i8, i8* %sunkaddr3567, i64 2
  %.698.us.2 = load i8, i8* %sunkaddr3568, align 1
  %.701.us.2 = icmp ne i8 %.698.us.2, 0
  %.716.us.2 = load double, double* %arg.y.4, align 8
  %.16.i.us.2 = uitofp i1 %.701.us.2 to double
  %.17.i.us.2 = fmul double %.716.us.2, %.16.i.us.2
  %sunkaddr3569 = mul i64 %loop.index.2177.us, 8
  %824 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3570 = getelementptr i8, i8* %824, i64 %sunkaddr3569
  %sunkaddr3571 = getelementptr i8, i8* %sunkaddr3570, i64 16
  %825 = bitcast i8* %sunkaddr3571 to double*
  store double %.17.i.us.2, double* %825, align 8
  %sunkaddr3572 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us
  %sunkaddr3573 = getelementptr i8, i8* %sunkaddr3572, i64 3
  %.698.us.3 = load i8, i8* %sunkaddr3573, align 1
  %.701.us.3 = icmp ne i8 %.698.us.3, 0
  %.716.us.3 = load double, double* %arg.y.4, align 8
  %.16.i.us.3 = uitofp i1 %.701.us.3 to double
  %.17.i.us.3 = fmul double %.716.us.3, %.16.i.us.3
  %sunkaddr3574 = mul i64 %loop.index.2177.us, 8
  %826 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3575 = getelementptr i8, i8* %826, i64 %sunkaddr3574
  %sunkaddr3576 = getelementptr i8, i8* %sunkaddr3575, i64 24
  %827 = bitcast i8* %sunkaddr3576 to double*
  store double %.17.i.us.3, double* %827, align 8
  %sunkaddr3577 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us
  %sunkaddr3578 = getelementptr i8, i8* %sunkaddr3577, i64 4
  %.698.us.4 = load i8, i8* %sunkaddr3578, align 1
  %.701.us.4 = icmp ne i8 %.698.us.4, 0
  %.716.us.4 = load double, double* %arg.y.4, align 8
  %.16.i.us.4 = uitofp i1 %.701.us.4 to double
  %.17.i.us.4 = fmul double %.716.us.4, %.16.i.us.4
  %sunkaddr3579 = mul i64 %loop.index.2177.us, 8
  %828 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3580 = getelementptr i8, i8* %828, i64 %sunkaddr3579
  %sunkaddr3581 = getelementptr i8, i8* %sunkaddr3580, i64 32
  %829 = bitcast i8* %sunkaddr3581 to double*
  store double %.17.i.us.4, double* %829, align 8
  %sunkaddr3582 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us
  %sunkaddr3583 = getelementptr i8, i8* %sunkaddr3582, i64 5
  %.698.us.5 = load i8, i8* %sunkaddr3583, align 1
  %.701.us.5 = icmp ne i8 %.698.us.5, 0
  %.716.us.5 = load double, double* %arg.y.4, align 8
  %.16.i.us.5 = uitofp i1 %.701.us.5 to double
  %.17.i.us.5 = fmul double %.716.us.5, %.16.i.us.5
  %sunkaddr3584 = mul i64 %loop.index.2177.us, 8
  %830 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3585 = getelementptr i8, i8* %830, i64 %sunkaddr3584
  %sunkaddr3586 = getelementptr i8, i8* %sunkaddr3585, i64 40
  %831 = bitcast i8* %sunkaddr3586 to double*
  store double %.17.i.us.5, double* %831, align 8
  %sunkaddr3587 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us
  %sunkaddr3588 = getelementptr i8, i8* %sunkaddr3587, i64 6
  %.698.us.6 = load i8, i8* %sunkaddr3588, align 1
  %.701.us.6 = icmp ne i8 %.698.us.6, 0
  %.716.us.6 = load double, double* %arg.y.4, align 8
  %.16.i.us.6 = uitofp i1 %.701.us.6 to double
  %.17.i.us.6 = fmul double %.716.us.6, %.16.i.us.6
  %sunkaddr3589 = mul i64 %loop.index.2177.us, 8
  %832 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3590 = getelementptr i8, i8* %832, i64 %sunkaddr3589
  %sunkaddr3591 = getelementptr i8, i8* %sunkaddr3590, i64 48
  %833 = bitcast i8* %sunkaddr3591 to double*
  store double %.17.i.us.6, double* %833, align 8
  %sunkaddr3592 = getelementptr i8, i8* %.6.i, i64 %loop.index.2177.us
  %sunkaddr3593 = getelementptr i8, i8* %sunkaddr3592, i64 7
  %.698.us.7 = load i8, i8* %sunkaddr3593, align 1
  %.701.us.7 = icmp ne i8 %.698.us.7, 0
  %.716.us.7 = load double, double* %arg.y.4, align 8
  %.16.i.us.7 = uitofp i1 %.701.us.7 to double
  %.17.i.us.7 = fmul double %.716.us.7, %.16.i.us.7
  %sunkaddr3594 = mul i64 %loop.index.2177.us, 8
  %834 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3595 = getelementptr i8, i8* %834, i64 %sunkaddr3594
  %sunkaddr3596 = getelementptr i8, i8* %sunkaddr3595, i64 56
  %835 = bitcast i8* %sunkaddr3596 to double*
  store double %.17.i.us.7, double* %835, align 8
  %.746.us.7 = add nuw nsw i64 %loop.index.2177.us, 8
  %exitcond251.not.7 = icmp eq i64 %dest_shape.2.1, %.746.us.7
  br i1 %exitcond251.not.7, label %for.end.2, label %for.body.2.us, !llvm.loop !112

for.body.2.preheader.split:                       ; preds = %for.body.2.preheader
  %836 = icmp ugt i64 %arg.y.5.0, 1
  br i1 %836, label %for.body.2.us217.preheader, label %for.body.2.preheader267

for.body.2.preheader267:                          ; preds = %for.body.2.preheader.split
  %837 = icmp ult i64 %dest_shape.2.1, 32
  br i1 %837, label %for.body.2.preheader579, label %vector.memcheck426

vector.memcheck426:                               ; preds = %for.body.2.preheader267
  %838 = bitcast double* %.6.i28186 to i8*
  %scevgep428 = getelementptr double, double* %.6.i28186, i64 %dest_shape.2.1
  %scevgep428429 = bitcast double* %scevgep428 to i8*
  %scevgep430 = getelementptr i8, i8* %.6.i, i64 1
  %scevgep431 = getelementptr double, double* %arg.y.4, i64 1
  %bound0433 = icmp ugt i8* %scevgep430, %838
  %bound1434 = icmp ult i8* %.6.i, %scevgep428429
  %found.conflict435 = and i1 %bound0433, %bound1434
  %bound0436 = icmp ult double* %.6.i28186, %scevgep431
  %bound1437 = icmp ugt double* %scevgep428, %arg.y.4
  %found.conflict438 = and i1 %bound0436, %bound1437
  %conflict.rdx439 = or i1 %found.conflict435, %found.conflict438
  br i1 %conflict.rdx439, label %for.body.2.preheader579, label %vector.ph444

vector.ph444:                                     ; preds = %vector.memcheck426
  %n.vec446 = and i64 %dest_shape.2.1, -32
  %839 = add i64 %n.vec446, -32
  %840 = lshr exact i64 %839, 5
  %841 = add nuw nsw i64 %840, 1
  %xtraiter616 = and i64 %841, 3
  %842 = icmp ult i64 %839, 96
  br i1 %842, label %middle.block440.unr-lcssa, label %vector.ph444.new

vector.ph444.new:                                 ; preds = %vector.ph444
  %const = bitcast i64 1152921504606846968 to i64
  %const_mat = add i64 %const, 4
  %unroll_iter619 = and i64 %841, %const_mat
  %843 = load i8, i8* %.6.i, align 1, !alias.scope !113
  %broadcast.splatinsert450 = insertelement <8 x i8> poison, i8 %843, i64 0
  %broadcast.splatinsert452 = insertelement <8 x i8> poison, i8 %843, i64 0
  %broadcast.splatinsert454 = insertelement <8 x i8> poison, i8 %843, i64 0
  %broadcast.splatinsert456 = insertelement <8 x i8> poison, i8 %843, i64 0
  %844 = icmp ne <8 x i8> %broadcast.splatinsert450, zeroinitializer
  %845 = shufflevector <8 x i1> %844, <8 x i1> poison, <8 x i32> zeroinitializer
  %846 = icmp ne <8 x i8> %broadcast.splatinsert452, zeroinitializer
  %847 = shufflevector <8 x i1> %846, <8 x i1> poison, <8 x i32> zeroinitializer
  %848 = icmp ne <8 x i8> %broadcast.splatinsert454, zeroinitializer
  %849 = shufflevector <8 x i1> %848, <8 x i1> poison, <8 x i32> zeroinitializer
  %850 = icmp ne <8 x i8> %broadcast.splatinsert456, zeroinitializer
  %851 = shufflevector <8 x i1> %850, <8 x i1> poison, <8 x i32> zeroinitializer
  %852 = load double, double* %arg.y.4, align 8, !alias.scope !116
  %broadcast.splatinsert458 = insertelement <8 x double> poison, double %852, i64 0
  %broadcast.splat459 = shufflevector <8 x double> %broadcast.splatinsert458, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert460 = insertelement <8 x double> poison, double %852, i64 0
  %broadcast.splat461 = shufflevector <8 x double> %broadcast.splatinsert460, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert462 = insertelement <8 x double> poison, double %852, i64 0
  %broadcast.splat463 = shufflevector <8 x double> %broadcast.splatinsert462, <8 x double> poison, <8 x i32> zeroinitializer
  %853 = load double, double* %arg.y.4, align 8, !alias.scope !116
  %broadcast.splatinsert464 = insertelement <8 x double> poison, double %853, i64 0
  %broadcast.splat465 = shufflevector <8 x double> %broadcast.splatinsert464, <8 x double> poison, <8 x i32> zeroinitializer
  %854 = uitofp <8 x i1> %845 to <8 x double>
  %855 = uitofp <8 x i1> %847 to <8 x double>
  %856 = uitofp <8 x i1> %849 to <8 x double>
  %857 = uitofp <8 x i1> %851 to <8 x double>
  %858 = fmul <8 x double> %broadcast.splat459, %854
  %859 = fmul <8 x double> %broadcast.splat461, %855
  %860 = fmul <8 x double> %broadcast.splat463, %856
  %861 = fmul <8 x double> %broadcast.splat465, %857
  %862 = load i8, i8* %.6.i, align 1, !alias.scope !113
  %broadcast.splatinsert450.1 = insertelement <8 x i8> poison, i8 %862, i64 0
  %broadcast.splatinsert452.1 = insertelement <8 x i8> poison, i8 %862, i64 0
  %broadcast.splatinsert454.1 = insertelement <8 x i8> poison, i8 %862, i64 0
  %broadcast.splatinsert456.1 = insertelement <8 x i8> poison, i8 %862, i64 0
  %863 = icmp ne <8 x i8> %broadcast.splatinsert450.1, zeroinitializer
  %864 = shufflevector <8 x i1> %863, <8 x i1> poison, <8 x i32> zeroinitializer
  %865 = icmp ne <8 x i8> %broadcast.splatinsert452.1, zeroinitializer
  %866 = shufflevector <8 x i1> %865, <8 x i1> poison, <8 x i32> zeroinitializer
  %867 = icmp ne <8 x i8> %broadcast.splatinsert454.1, zeroinitializer
  %868 = shufflevector <8 x i1> %867, <8 x i1> poison, <8 x i32> zeroinitializer
  %869 = icmp ne <8 x i8> %broadcast.splatinsert456.1, zeroinitializer
  %870 = shufflevector <8 x i1> %869, <8 x i1> poison, <8 x i32> zeroinitializer
  %871 = load double, double* %arg.y.4, align 8, !alias.scope !116
  %broadcast.splatinsert458.1 = insertelement <8 x double> poison, double %871, i64 0
  %broadcast.splat459.1 = shufflevector <8 x double> %broadcast.splatinsert458.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert460.1 = insertelement <8 x double> poison, double %871, i64 0
  %broadcast.splat461.1 = shufflevector <8 x double> %broadcast.splatinsert460.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert462.1 = insertelement <8 x double> poison, double %871, i64 0
  %broadcast.splat463.1 = shufflevector <8 x double> %broadcast.splatinsert462.1, <8 x double> poison, <8 x i32> zeroinitializer
  %872 = load double, double* %arg.y.4, align 8, !alias.scope !116
  %broadcast.splatinsert464.1 = insertelement <8 x double> poison, double %872, i64 0
  %broadcast.splat465.1 = shufflevector <8 x double> %broadcast.splatinsert464.1, <8 x double> poison, <8 x i32> zeroinitializer
  %873 = uitofp <8 x i1> %864 to <8 x double>
  %874 = uitofp <8 x i1> %866 to <8 x double>
  %875 = uitofp <8 x i1> %868 to <8 x double>
  %876 = uitofp <8 x i1> %870 to <8 x double>
  %877 = fmul <8 x double> %broadcast.splat459.1, %873
  %878 = fmul <8 x double> %broadcast.splat461.1, %874
  %879 = fmul <8 x double> %broadcast.splat463.1, %875
  %880 = fmul <8 x double> %broadcast.splat465.1, %876
  %881 = load i8, i8* %.6.i, align 1, !alias.scope !113
  %broadcast.splatinsert450.2 = insertelement <8 x i8> poison, i8 %881, i64 0
  %broadcast.splatinsert452.2 = insertelement <8 x i8> poison, i8 %881, i64 0
  %broadcast.splatinsert454.2 = insertelement <8 x i8> poison, i8 %881, i64 0
  %broadcast.splatinsert456.2 = insertelement <8 x i8> poison, i8 %881, i64 0
  %882 = icmp ne <8 x i8> %broadcast.splatinsert450.2, zeroinitializer
  %883 = shufflevector <8 x i1> %882, <8 x i1> poison, <8 x i32> zeroinitializer
  %884 = icmp ne <8 x i8> %broadcast.splatinsert452.2, zeroinitializer
  %885 = shufflevector <8 x i1> %884, <8 x i1> poison, <8 x i32> zeroinitializer
  %886 = icmp ne <8 x i8> %broadcast.splatinsert454.2, zeroinitializer
  %887 = shufflevector <8 x i1> %886, <8 x i1> poison, <8 x i32> zeroinitializer
  %888 = icmp ne <8 x i8> %broadcast.splatinsert456.2, zeroinitializer
  %889 = shufflevector <8 x i1> %888, <8 x i1> poison, <8 x i32> zeroinitializer
  %890 = load double, double* %arg.y.4, align 8, !alias.scope !116
  %broadcast.splatinsert458.2 = insertelement <8 x double> poison, double %890, i64 0
  %broadcast.splat459.2 = shufflevector <8 x double> %broadcast.splatinsert458.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert460.2 = insertelement <8 x double> poison, double %890, i64 0
  %broadcast.splat461.2 = shufflevector <8 x double> %broadcast.splatinsert460.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert462.2 = insertelement <8 x double> poison, double %890, i64 0
  %broadcast.splat463.2 = shufflevector <8 x double> %broadcast.splatinsert462.2, <8 x double> poison, <8 x i32> zeroinitializer
  %891 = load double, double* %arg.y.4, align 8, !alias.scope !116
  %broadcast.splatinsert464.2 = insertelement <8 x double> poison, double %891, i64 0
  %broadcast.splat465.2 = shufflevector <8 x double> %broadcast.splatinsert464.2, <8 x double> poison, <8 x i32> zeroinitializer
  %892 = uitofp <8 x i1> %883 to <8 x double>
  %893 = uitofp <8 x i1> %885 to <8 x double>
  %894 = uitofp <8 x i1> %887 to <8 x double>
  %895 = uitofp <8 x i1> %889 to <8 x double>
  %896 = fmul <8 x double> %broadcast.splat459.2, %892
  %897 = fmul <8 x double> %broadcast.splat461.2, %893
  %898 = fmul <8 x double> %broadcast.splat463.2, %894
  %899 = fmul <8 x double> %broadcast.splat465.2, %895
  %900 = load i8, i8* %.6.i, align 1, !alias.scope !113
  %broadcast.splatinsert450.3 = insertelement <8 x i8> poison, i8 %900, i64 0
  %broadcast.splatinsert452.3 = insertelement <8 x i8> poison, i8 %900, i64 0
  %broadcast.splatinsert454.3 = insertelement <8 x i8> poison, i8 %900, i64 0
  %broadcast.splatinsert456.3 = insertelement <8 x i8> poison, i8 %900, i64 0
  %901 = icmp ne <8 x i8> %broadcast.splatinsert450.3, zeroinitializer
  %902 = shufflevector <8 x i1> %901, <8 x i1> poison, <8 x i32> zeroinitializer
  %903 = icmp ne <8 x i8> %broadcast.splatinsert452.3, zeroinitializer
  %904 = shufflevector <8 x i1> %903, <8 x i1> poison, <8 x i32> zeroinitializer
  %905 = icmp ne <8 x i8> %broadcast.splatinsert454.3, zeroinitializer
  %906 = shufflevector <8 x i1> %905, <8 x i1> poison, <8 x i32> zeroinitializer
  %907 = icmp ne <8 x i8> %broadcast.splatinsert456.3, zeroinitializer
  %908 = shufflevector <8 x i1> %907, <8 x i1> poison, <8 x i32> zeroinitializer
  %909 = load double, double* %arg.y.4, align 8, !alias.scope !116
  %broadcast.splatinsert458.3 = insertelement <8 x double> poison, double %909, i64 0
  %broadcast.splat459.3 = shufflevector <8 x double> %broadcast.splatinsert458.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert460.3 = insertelement <8 x double> poison, double %909, i64 0
  %broadcast.splat461.3 = shufflevector <8 x double> %broadcast.splatinsert460.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert462.3 = insertelement <8 x double> poison, double %909, i64 0
  %broadcast.splat463.3 = shufflevector <8 x double> %broadcast.splatinsert462.3, <8 x double> poison, <8 x i32> zeroinitializer
  %910 = load double, double* %arg.y.4, align 8, !alias.scope !116
  %broadcast.splatinsert464.3 = insertelement <8 x double> poison, double %910, i64 0
  %broadcast.splat465.3 = shufflevector <8 x double> %broadcast.splatinsert464.3, <8 x double> poison, <8 x i32> zeroinitializer
  %911 = uitofp <8 x i1> %902 to <8 x double>
  %912 = uitofp <8 x i1> %904 to <8 x double>
  %913 = uitofp <8 x i1> %906 to <8 x double>
  %914 = uitofp <8 x i1> %908 to <8 x double>
  %915 = fmul <8 x double> %broadcast.splat459.3, %911
  %916 = fmul <8 x double> %broadcast.splat461.3, %912
  %917 = fmul <8 x double> %broadcast.splat463.3, %913
  %918 = fmul <8 x double> %broadcast.splat465.3, %914
  br label %vector.body442

vector.body442:                                   ; preds = %vector.body442, %vector.ph444.new
  %lsr.iv1814 = phi i64 [ %lsr.iv.next1815, %vector.body442 ], [ %unroll_iter619, %vector.ph444.new ]
  %index449 = phi i64 [ 0, %vector.ph444.new ], [ %index.next466.3, %vector.body442 ]
  %sunkaddr3597 = mul i64 %index449, 8
  %919 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3598 = getelementptr i8, i8* %919, i64 %sunkaddr3597
  %920 = bitcast i8* %sunkaddr3598 to <8 x double>*
  store <8 x double> %858, <8 x double>* %920, align 8, !alias.scope !118, !noalias !120
  %sunkaddr3599 = mul i64 %index449, 8
  %921 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3600 = getelementptr i8, i8* %921, i64 %sunkaddr3599
  %sunkaddr3601 = getelementptr i8, i8* %sunkaddr3600, i64 64
  %922 = bitcast i8* %sunkaddr3601 to <8 x double>*
  store <8 x double> %859, <8 x double>* %922, align 8, !alias.scope !118, !noalias !120
  %sunkaddr3602 = mul i64 %index449, 8
  %923 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3603 = getelementptr i8, i8* %923, i64 %sunkaddr3602
  %sunkaddr3604 = getelementptr i8, i8* %sunkaddr3603, i64 128
  %924 = bitcast i8* %sunkaddr3604 to <8 x double>*
  store <8 x double> %860, <8 x double>* %924, align 8, !alias.scope !118, !noalias !120
  %sunkaddr3605 = mul i64 %index449, 8
  %925 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3606 = getelementptr i8, i8* %925, i64 %sunkaddr3605
  %sunkaddr3607 = getelementptr i8, i8* %sunkaddr3606, i64 192
  %926 = bitcast i8* %sunkaddr3607 to <8 x double>*
  store <8 x double> %861, <8 x double>* %926, align 8, !alias.scope !118, !noalias !120
  %sunkaddr3608 = mul i64 %index449, 8
  %927 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3609 = getelementptr i8, i8* %927, i64 %sunkaddr3608
  %sunkaddr3610 = getelementptr i8, i8* %sunkaddr3609, i64 256
  %928 = bitcast i8* %sunkaddr3610 to <8 x double>*
  store <8 x double> %877, <8 x double>* %928, align 8, !alias.scope !118, !noalias !120
  %sunkaddr3611 = mul i64 %index449, 8
  %929 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3612 = getelementptr i8, i8* %929, i64 %sunkaddr3611
  %sunkaddr3613 = getelementptr i8, i8* %sunkaddr3612, i64 320
  %930 = bitcast i8* %sunkaddr3613 to <8 x double>*
  store <8 x double> %878, <8 x double>* %930, align 8, !alias.scope !118, !noalias !120
  %sunkaddr3614 = mul i64 %index449, 8
  %931 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3615 = getelementptr i8, i8* %931, i64 %sunkaddr3614
  %sunkaddr3616 = getelementptr i8, i8* %sunkaddr3615, i64 384
  %932 = bitcast i8* %sunkaddr3616 to <8 x double>*
  store <8 x double> %879, <8 x double>* %932, align 8, !alias.scope !118, !noalias !120
  %sunkaddr3617 = mul i64 %index449, 8
  %933 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3618 = getelementptr i8, i8* %933, i64 %sunkaddr3617
  %sunkaddr3619 = getelementptr i8, i8* %sunkaddr3618, i64 448
  %934 = bitcast i8* %sunkaddr3619 to <8 x double>*
  store <8 x double> %880, <8 x double>* %934, align 8, !alias.scope !118, !noalias !120
  %sunkaddr3620 = mul i64 %index449, 8
  %935 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3621 = getelementptr i8, i8* %935, i64 %sunkaddr3620
  %sunkaddr3622 = getelementptr i8, i8* %sunkaddr3621, i64 512
  %936 = bitcast i8* %sunkaddr3622 to <8 x double>*
  store <8 x double> %896, <8 x double>* %936, align 8, !alias.scope !118, !noalias !120
  %sunkaddr3623 = mul i64 %index449, 8
  %937 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3624 = getelementptr i8, i8* %937, i64 %sunkaddr3623
  %sunkaddr3625 = getelementptr i8, i8* %sunkaddr3624, i64 576
  %938 = bitcast i8* %sunkaddr3625 to <8 x double>*
  store <8 x double> %897, <8 x double>* %938, align 8, !alias.scope !118, !noalias !120
  %sunkaddr3626 = mul i64 %index449, 8
  %939 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3627 = getelementptr i8, i8* %939, i64 %sunkaddr3626
  %sunkaddr3628 = getelementptr i8, i8* %sunkaddr3627, i64 640
  %940 = bitcast i8* %sunkaddr3628 to <8 x double>*
  store <8 x double> %898, <8 x double>* %940, align 8, !alias.scope !118, !noalias !120
  %sunkaddr3629 = mul i64 %index449, 8
  %941 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3630 = getelementptr i8, i8* %941, i64 %sunkaddr3629
  %sunkaddr3631 = getelementptr i8, i8* %sunkaddr3630, i64 704
  %942 = bitcast i8* %sunkaddr3631 to <8 x double>*
  store <8 x double> %899, <8 x double>* %942, align 8, !alias.scope !118, !noalias !120
  %sunkaddr3632 = mul i64 %index449, 8
  %943 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3633 = getelementptr i8, i8* %943, i64 %sunkaddr3632
  %sunkaddr3634 = getelementptr i8, i8* %sunkaddr3633, i64 768
  %944 = bitcast i8* %sunkaddr3634 to <8 x double>*
  store <8 x double> %915, <8 x double>* %944, align 8, !alias.scope !118, !noalias !120
  %sunkaddr3635 = mul i64 %index449, 8
  %945 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3636 = getelementptr i8, i8* %945, i64 %sunkaddr3635
  %sunkaddr3637 = getelementptr i8, i8* %sunkaddr3636, i64 832
  %946 = bitcast i8* %sunkaddr3637 to <8 x double>*
  store <8 x double> %916, <8 x double>* %946, align 8, !alias.scope !118, !noalias !120
  %sunkaddr3638 = mul i64 %index449, 8
  %947 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3639 = getelementptr i8, i8* %947, i64 %sunkaddr3638
  %sunkaddr3640 = getelementptr i8, i8* %sunkaddr3639, i64 896
  %948 = bitcast i8* %sunkaddr3640 to <8 x double>*
  store <8 x double> %917, <8 x double>* %948, align 8, !alias.scope !118, !noalias !120
  %sunkaddr3641 = mul i64 %index449, 8
  %949 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3642 = getelementptr i8, i8* %949, i64 %sunkaddr3641
  %sunkaddr3643 = getelementptr i8, i8* %sunkaddr3642, i64 960
  %950 = bitcast i8* %sunkaddr3643 to <8 x double>*
  store <8 x double> %918, <8 x double>* %950, align 8, !alias.scope !118, !noalias !120
  %index.next466.3 = add i64 %index449, 128
  %lsr.iv.next1815 = add i64 %lsr.iv1814, -4
  %niter620.ncmp.3 = icmp eq i64 %lsr.iv.next1815, 0
  br i1 %niter620.ncmp.3, label %middle.block440.unr-lcssa, label %vector.body442, !llvm.loop !121

middle.block440.unr-lcssa:                        ; preds = %vector.body442, %vector.ph444
  %index449.unr = phi i64 [ 0, %vector.ph444 ], [ %index.next466.3, %vector.body442 ]
  %lcmp.mod618.not = icmp eq i64 %xtraiter616, 0
  br i1 %lcmp.mod618.not, label %middle.block440, label %vector.body442.epil.preheader

vector.body442.epil.preheader:                    ; preds = %middle.block440.unr-lcssa
  %951 = load i8, i8* %.6.i, align 1, !alias.scope !113
  %broadcast.splatinsert450.epil = insertelement <8 x i8> poison, i8 %951, i64 0
  %broadcast.splatinsert452.epil = insertelement <8 x i8> poison, i8 %951, i64 0
  %broadcast.splatinsert454.epil = insertelement <8 x i8> poison, i8 %951, i64 0
  %broadcast.splatinsert456.epil = insertelement <8 x i8> poison, i8 %951, i64 0
  %952 = icmp ne <8 x i8> %broadcast.splatinsert450.epil, zeroinitializer
  %953 = shufflevector <8 x i1> %952, <8 x i1> poison, <8 x i32> zeroinitializer
  %954 = icmp ne <8 x i8> %broadcast.splatinsert452.epil, zeroinitializer
  %955 = shufflevector <8 x i1> %954, <8 x i1> poison, <8 x i32> zeroinitializer
  %956 = icmp ne <8 x i8> %broadcast.splatinsert454.epil, zeroinitializer
  %957 = shufflevector <8 x i1> %956, <8 x i1> poison, <8 x i32> zeroinitializer
  %958 = icmp ne <8 x i8> %broadcast.splatinsert456.epil, zeroinitializer
  %959 = shufflevector <8 x i1> %958, <8 x i1> poison, <8 x i32> zeroinitializer
  %960 = load double, double* %arg.y.4, align 8, !alias.scope !116
  %broadcast.splatinsert458.epil = insertelement <8 x double> poison, double %960, i64 0
  %broadcast.splat459.epil = shufflevector <8 x double> %broadcast.splatinsert458.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert460.epil = insertelement <8 x double> poison, double %960, i64 0
  %broadcast.splat461.epil = shufflevector <8 x double> %broadcast.splatinsert460.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert462.epil = insertelement <8 x double> poison, double %960, i64 0
  %broadcast.splat463.epil = shufflevector <8 x double> %broadcast.splatinsert462.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %961 = load double, double* %arg.y.4, align 8, !alias.scope !116
  %broadcast.splatinsert464.epil = insertelement <8 x double> poison, double %961, i64 0
  %broadcast.splat465.epil = shufflevector <8 x double> %broadcast.splatinsert464.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %962 = uitofp <8 x i1> %953 to <8 x double>
  %963 = uitofp <8 x i1> %955 to <8 x double>
  %964 = uitofp <8 x i1> %957 to <8 x double>
  %965 = uitofp <8 x i1> %959 to <8 x double>
  %966 = fmul <8 x double> %broadcast.splat459.epil, %962
  %967 = fmul <8 x double> %broadcast.splat461.epil, %963
  %968 = fmul <8 x double> %broadcast.splat463.epil, %964
  %969 = fmul <8 x double> %broadcast.splat465.epil, %965
  %970 = add nuw nsw i64 %index449.unr, 24
  %scevgep1751 = getelementptr double, double* %.6.i28186, i64 %970
  %971 = shl nuw nsw i64 %xtraiter616, 8
  br label %vector.body442.epil

vector.body442.epil:                              ; preds = %vector.body442.epil, %vector.body442.epil.preheader
  %lsr.iv1752 = phi i64 [ %lsr.iv.next1753, %vector.body442.epil ], [ 0, %vector.body442.epil.preheader ]
  %972 = bitcast double* %scevgep1751 to i8*
  %uglygep1763 = getelementptr i8, i8* %972, i64 %lsr.iv1752
  %uglygep17631764 = bitcast i8* %uglygep1763 to <8 x double>*
  %scevgep1765 = getelementptr <8 x double>, <8 x double>* %uglygep17631764, i64 -3
  store <8 x double> %966, <8 x double>* %scevgep1765, align 8, !alias.scope !118, !noalias !120
  %uglygep1760 = getelementptr i8, i8* %972, i64 %lsr.iv1752
  %uglygep17601761 = bitcast i8* %uglygep1760 to <8 x double>*
  %scevgep1762 = getelementptr <8 x double>, <8 x double>* %uglygep17601761, i64 -2
  store <8 x double> %967, <8 x double>* %scevgep1762, align 8, !alias.scope !118, !noalias !120
  %uglygep1757 = getelementptr i8, i8* %972, i64 %lsr.iv1752
  %uglygep17571758 = bitcast i8* %uglygep1757 to <8 x double>*
  %scevgep1759 = getelementptr <8 x double>, <8 x double>* %uglygep17571758, i64 -1
  store <8 x double> %968, <8 x double>* %scevgep1759, align 8, !alias.scope !118, !noalias !120
  %uglygep1755 = getelementptr i8, i8* %972, i64 %lsr.iv1752
  %uglygep17551756 = bitcast i8* %uglygep1755 to <8 x double>*
  store <8 x double> %969, <8 x double>* %uglygep17551756, align 8, !alias.scope !118, !noalias !120
  %lsr.iv.next1753 = add nuw nsw i64 %lsr.iv1752, 256
  %epil.iter617.cmp.not = icmp eq i64 %971, %lsr.iv.next1753
  br i1 %epil.iter617.cmp.not, label %middle.block440, label %vector.body442.epil, !llvm.loop !122

middle.block440:                                  ; preds = %vector.body442.epil, %middle.block440.unr-lcssa
  %cmp.n448 = icmp eq i64 %dest_shape.2.1, %n.vec446
  br i1 %cmp.n448, label %for.end.2, label %for.body.2.preheader579

for.body.2.preheader579:                          ; preds = %vector.memcheck426, %for.body.2.preheader267, %middle.block440
  %loop.index.2177.ph = phi i64 [ 0, %vector.memcheck426 ], [ 0, %for.body.2.preheader267 ], [ %n.vec446, %middle.block440 ]
  %973 = xor i64 %loop.index.2177.ph, -1
  %974 = add i64 %dest_shape.2.1, %973
  %xtraiter613 = and i64 %dest_shape.2.1, 7
  %lcmp.mod614.not = icmp eq i64 %xtraiter613, 0
  br i1 %lcmp.mod614.not, label %for.body.2.prol.loopexit, label %for.body.2.prol.preheader

for.body.2.prol.preheader:                        ; preds = %for.body.2.preheader579
  br label %for.body.2.prol

for.body.2.prol:                                  ; preds = %for.body.2.prol.preheader, %for.body.2.prol
  %lsr.iv1749 = phi i64 [ %xtraiter613, %for.body.2.prol.preheader ], [ %lsr.iv.next1750, %for.body.2.prol ]
  %loop.index.2177.prol = phi i64 [ %.746.prol, %for.body.2.prol ], [ %loop.index.2177.ph, %for.body.2.prol.preheader ]
  %.698.prol = load i8, i8* %.6.i, align 1
  %.701.prol = icmp ne i8 %.698.prol, 0
  %.716.prol = load double, double* %arg.y.4, align 8
  %.16.i.prol = uitofp i1 %.701.prol to double
  %.17.i.prol = fmul double %.716.prol, %.16.i.prol
  %scevgep1748 = getelementptr double, double* %.6.i28186, i64 %loop.index.2177.prol
  store double %.17.i.prol, double* %scevgep1748, align 8
  %.746.prol = add nuw i64 %loop.index.2177.prol, 1
  %lsr.iv.next1750 = add nsw i64 %lsr.iv1749, -1
  %prol.iter615.cmp.not = icmp eq i64 %lsr.iv.next1750, 0
  br i1 %prol.iter615.cmp.not, label %for.body.2.prol.loopexit, label %for.body.2.prol, !llvm.loop !123

for.body.2.prol.loopexit:                         ; preds = %for.body.2.prol, %for.body.2.preheader579
  %loop.index.2177.unr = phi i64 [ %loop.index.2177.ph, %for.body.2.preheader579 ], [ %.746.prol, %for.body.2.prol ]
  %975 = icmp ult i64 %974, 7
  br i1 %975, label %for.end.2, label %for.body.2.preheader672

for.body.2.preheader672:                          ; preds = %for.body.2.prol.loopexit
  br label %for.body.2

for.body.2.us217.preheader:                       ; preds = %for.body.2.preheader.split
  %976 = icmp ult i64 %dest_shape.2.1, 32
  br i1 %976, label %for.body.2.us217.preheader577, label %vector.memcheck467

vector.memcheck467:                               ; preds = %for.body.2.us217.preheader
  %977 = bitcast double* %.6.i28186 to i8*
  %scevgep468 = getelementptr double, double* %.6.i28186, i64 %dest_shape.2.1
  %scevgep468469 = bitcast double* %scevgep468 to i8*
  %scevgep470 = getelementptr i8, i8* %.6.i, i64 1
  %scevgep471 = getelementptr double, double* %arg.y.4, i64 %dest_shape.2.1
  %bound0473 = icmp ugt i8* %scevgep470, %977
  %bound1474 = icmp ult i8* %.6.i, %scevgep468469
  %found.conflict475 = and i1 %bound0473, %bound1474
  %bound0476 = icmp ult double* %.6.i28186, %scevgep471
  %bound1477 = icmp ugt double* %scevgep468, %arg.y.4
  %found.conflict478 = and i1 %bound0476, %bound1477
  %conflict.rdx479 = or i1 %found.conflict475, %found.conflict478
  br i1 %conflict.rdx479, label %for.body.2.us217.preheader577, label %vector.ph484

vector.ph484:                                     ; preds = %vector.memcheck467
  %n.vec486 = and i64 %dest_shape.2.1, -32
  %978 = add i64 %n.vec486, -32
  %979 = lshr exact i64 %978, 5
  %980 = add nuw nsw i64 %979, 1
  %xtraiter608 = and i64 %980, 7
  %981 = icmp ult i64 %978, 224
  br i1 %981, label %middle.block480.unr-lcssa, label %vector.ph484.new

vector.ph484.new:                                 ; preds = %vector.ph484
  %const3262 = bitcast i64 1152921504606846968 to i64
  %unroll_iter611 = and i64 %980, %const3262
  %982 = load i8, i8* %.6.i, align 1, !alias.scope !124
  %broadcast.splatinsert490 = insertelement <8 x i8> poison, i8 %982, i64 0
  %broadcast.splatinsert492 = insertelement <8 x i8> poison, i8 %982, i64 0
  %broadcast.splatinsert494 = insertelement <8 x i8> poison, i8 %982, i64 0
  %broadcast.splatinsert496 = insertelement <8 x i8> poison, i8 %982, i64 0
  %983 = icmp ne <8 x i8> %broadcast.splatinsert490, zeroinitializer
  %984 = shufflevector <8 x i1> %983, <8 x i1> poison, <8 x i32> zeroinitializer
  %985 = icmp ne <8 x i8> %broadcast.splatinsert492, zeroinitializer
  %986 = shufflevector <8 x i1> %985, <8 x i1> poison, <8 x i32> zeroinitializer
  %987 = icmp ne <8 x i8> %broadcast.splatinsert494, zeroinitializer
  %988 = shufflevector <8 x i1> %987, <8 x i1> poison, <8 x i32> zeroinitializer
  %989 = icmp ne <8 x i8> %broadcast.splatinsert496, zeroinitializer
  %990 = shufflevector <8 x i1> %989, <8 x i1> poison, <8 x i32> zeroinitializer
  %991 = uitofp <8 x i1> %984 to <8 x double>
  %992 = uitofp <8 x i1> %986 to <8 x double>
  %993 = uitofp <8 x i1> %988 to <8 x double>
  %994 = uitofp <8 x i1> %990 to <8 x double>
  %995 = load i8, i8* %.6.i, align 1, !alias.scope !124
  %broadcast.splatinsert490.1 = insertelement <8 x i8> poison, i8 %995, i64 0
  %broadcast.splatinsert492.1 = insertelement <8 x i8> poison, i8 %995, i64 0
  %broadcast.splatinsert494.1 = insertelement <8 x i8> poison, i8 %995, i64 0
  %broadcast.splatinsert496.1 = insertelement <8 x i8> poison, i8 %995, i64 0
  %996 = icmp ne <8 x i8> %broadcast.splatinsert490.1, zeroinitializer
  %997 = shufflevector <8 x i1> %996, <8 x i1> poison, <8 x i32> zeroinitializer
  %998 = icmp ne <8 x i8> %broadcast.splatinsert492.1, zeroinitializer
  %999 = shufflevector <8 x i1> %998, <8 x i1> poison, <8 x i32> zeroinitializer
  %1000 = icmp ne <8 x i8> %broadcast.splatinsert494.1, zeroinitializer
  %1001 = shufflevector <8 x i1> %1000, <8 x i1> poison, <8 x i32> zeroinitializer
  %1002 = icmp ne <8 x i8> %broadcast.splatinsert496.1, zeroinitializer
  %1003 = shufflevector <8 x i1> %1002, <8 x i1> poison, <8 x i32> zeroinitializer
  %1004 = uitofp <8 x i1> %997 to <8 x double>
  %1005 = uitofp <8 x i1> %999 to <8 x double>
  %1006 = uitofp <8 x i1> %1001 to <8 x double>
  %1007 = uitofp <8 x i1> %1003 to <8 x double>
  %1008 = load i8, i8* %.6.i, align 1, !alias.scope !124
  %broadcast.splatinsert490.2 = insertelement <8 x i8> poison, i8 %1008, i64 0
  %broadcast.splatinsert492.2 = insertelement <8 x i8> poison, i8 %1008, i64 0
  %broadcast.splatinsert494.2 = insertelement <8 x i8> poison, i8 %1008, i64 0
  %broadcast.splatinsert496.2 = insertelement <8 x i8> poison, i8 %1008, i64 0
  %1009 = icmp ne <8 x i8> %broadcast.splatinsert490.2, zeroinitializer
  %1010 = shufflevector <8 x i1> %1009, <8 x i1> poison, <8 x i32> zeroinitializer
  %1011 = icmp ne <8 x i8> %broadcast.splatinsert492.2, zeroinitializer
  %1012 = shufflevector <8 x i1> %1011, <8 x i1> poison, <8 x i32> zeroinitializer
  %1013 = icmp ne <8 x i8> %broadcast.splatinsert494.2, zeroinitializer
  %1014 = shufflevector <8 x i1> %1013, <8 x i1> poison, <8 x i32> zeroinitializer
  %1015 = icmp ne <8 x i8> %broadcast.splatinsert496.2, zeroinitializer
  %1016 = shufflevector <8 x i1> %1015, <8 x i1> poison, <8 x i32> zeroinitializer
  %1017 = uitofp <8 x i1> %1010 to <8 x double>
  %1018 = uitofp <8 x i1> %1012 to <8 x double>
  %1019 = uitofp <8 x i1> %1014 to <8 x double>
  %1020 = uitofp <8 x i1> %1016 to <8 x double>
  %1021 = load i8, i8* %.6.i, align 1, !alias.scope !124
  %broadcast.splatinsert490.3 = insertelement <8 x i8> poison, i8 %1021, i64 0
  %broadcast.splatinsert492.3 = insertelement <8 x i8> poison, i8 %1021, i64 0
  %broadcast.splatinsert494.3 = insertelement <8 x i8> poison, i8 %1021, i64 0
  %broadcast.splatinsert496.3 = insertelement <8 x i8> poison, i8 %1021, i64 0
  %1022 = icmp ne <8 x i8> %broadcast.splatinsert490.3, zeroinitializer
  %1023 = shufflevector <8 x i1> %1022, <8 x i1> poison, <8 x i32> zeroinitializer
  %1024 = icmp ne <8 x i8> %broadcast.splatinsert492.3, zeroinitializer
  %1025 = shufflevector <8 x i1> %1024, <8 x i1> poison, <8 x i32> zeroinitializer
  %1026 = icmp ne <8 x i8> %broadcast.splatinsert494.3, zeroinitializer
  %1027 = shufflevector <8 x i1> %1026, <8 x i1> poison, <8 x i32> zeroinitializer
  %1028 = icmp ne <8 x i8> %broadcast.splatinsert496.3, zeroinitializer
  %1029 = shufflevector <8 x i1> %1028, <8 x i1> poison, <8 x i32> zeroinitializer
  %1030 = uitofp <8 x i1> %1023 to <8 x double>
  %1031 = uitofp <8 x i1> %1025 to <8 x double>
  %1032 = uitofp <8 x i1> %1027 to <8 x double>
  %1033 = uitofp <8 x i1> %1029 to <8 x double>
  %1034 = load i8, i8* %.6.i, align 1, !alias.scope !124
  %broadcast.splatinsert490.4 = insertelement <8 x i8> poison, i8 %1034, i64 0
  %broadcast.splatinsert492.4 = insertelement <8 x i8> poison, i8 %1034, i64 0
  %broadcast.splatinsert494.4 = insertelement <8 x i8> poison, i8 %1034, i64 0
  %broadcast.splatinsert496.4 = insertelement <8 x i8> poison, i8 %1034, i64 0
  %1035 = icmp ne <8 x i8> %broadcast.splatinsert490.4, zeroinitializer
  %1036 = shufflevector <8 x i1> %1035, <8 x i1> poison, <8 x i32> zeroinitializer
  %1037 = icmp ne <8 x i8> %broadcast.splatinsert492.4, zeroinitializer
  %1038 = shufflevector <8 x i1> %1037, <8 x i1> poison, <8 x i32> zeroinitializer
  %1039 = icmp ne <8 x i8> %broadcast.splatinsert494.4, zeroinitializer
  %1040 = shufflevector <8 x i1> %1039, <8 x i1> poison, <8 x i32> zeroinitializer
  %1041 = icmp ne <8 x i8> %broadcast.splatinsert496.4, zeroinitializer
  %1042 = shufflevector <8 x i1> %1041, <8 x i1> poison, <8 x i32> zeroinitializer
  %1043 = uitofp <8 x i1> %1036 to <8 x double>
  %1044 = uitofp <8 x i1> %1038 to <8 x double>
  %1045 = uitofp <8 x i1> %1040 to <8 x double>
  %1046 = uitofp <8 x i1> %1042 to <8 x double>
  %1047 = load i8, i8* %.6.i, align 1, !alias.scope !124
  %broadcast.splatinsert490.5 = insertelement <8 x i8> poison, i8 %1047, i64 0
  %broadcast.splatinsert492.5 = insertelement <8 x i8> poison, i8 %1047, i64 0
  %broadcast.splatinsert494.5 = insertelement <8 x i8> poison, i8 %1047, i64 0
  %broadcast.splatinsert496.5 = insertelement <8 x i8> poison, i8 %1047, i64 0
  %1048 = icmp ne <8 x i8> %broadcast.splatinsert490.5, zeroinitializer
  %1049 = shufflevector <8 x i1> %1048, <8 x i1> poison, <8 x i32> zeroinitializer
  %1050 = icmp ne <8 x i8> %broadcast.splatinsert492.5, zeroinitializer
  %1051 = shufflevector <8 x i1> %1050, <8 x i1> poison, <8 x i32> zeroinitializer
  %1052 = icmp ne <8 x i8> %broadcast.splatinsert494.5, zeroinitializer
  %1053 = shufflevector <8 x i1> %1052, <8 x i1> poison, <8 x i32> zeroinitializer
  %1054 = icmp ne <8 x i8> %broadcast.splatinsert496.5, zeroinitializer
  %1055 = shufflevector <8 x i1> %1054, <8 x i1> poison, <8 x i32> zeroinitializer
  %1056 = uitofp <8 x i1> %1049 to <8 x double>
  %1057 = uitofp <8 x i1> %1051 to <8 x double>
  %1058 = uitofp <8 x i1> %1053 to <8 x double>
  %1059 = uitofp <8 x i1> %1055 to <8 x double>
  %1060 = load i8, i8* %.6.i, align 1, !alias.scope !124
  %broadcast.splatinsert490.6 = insertelement <8 x i8> poison, i8 %1060, i64 0
  %broadcast.splatinsert492.6 = insertelement <8 x i8> poison, i8 %1060, i64 0
  %broadcast.splatinsert494.6 = insertelement <8 x i8> poison, i8 %1060, i64 0
  %broadcast.splatinsert496.6 = insertelement <8 x i8> poison, i8 %1060, i64 0
  %1061 = icmp ne <8 x i8> %broadcast.splatinsert490.6, zeroinitializer
  %1062 = shufflevector <8 x i1> %1061, <8 x i1> poison, <8 x i32> zeroinitializer
  %1063 = icmp ne <8 x i8> %broadcast.splatinsert492.6, zeroinitializer
  %1064 = shufflevector <8 x i1> %1063, <8 x i1> poison, <8 x i32> zeroinitializer
  %1065 = icmp ne <8 x i8> %broadcast.splatinsert494.6, zeroinitializer
  %1066 = shufflevector <8 x i1> %1065, <8 x i1> poison, <8 x i32> zeroinitializer
  %1067 = icmp ne <8 x i8> %broadcast.splatinsert496.6, zeroinitializer
  %1068 = shufflevector <8 x i1> %1067, <8 x i1> poison, <8 x i32> zeroinitializer
  %1069 = uitofp <8 x i1> %1062 to <8 x double>
  %1070 = uitofp <8 x i1> %1064 to <8 x double>
  %1071 = uitofp <8 x i1> %1066 to <8 x double>
  %1072 = uitofp <8 x i1> %1068 to <8 x double>
  %1073 = load i8, i8* %.6.i, align 1, !alias.scope !124
  %broadcast.splatinsert490.7 = insertelement <8 x i8> poison, i8 %1073, i64 0
  %broadcast.splatinsert492.7 = insertelement <8 x i8> poison, i8 %1073, i64 0
  %broadcast.splatinsert494.7 = insertelement <8 x i8> poison, i8 %1073, i64 0
  %broadcast.splatinsert496.7 = insertelement <8 x i8> poison, i8 %1073, i64 0
  %1074 = icmp ne <8 x i8> %broadcast.splatinsert490.7, zeroinitializer
  %1075 = shufflevector <8 x i1> %1074, <8 x i1> poison, <8 x i32> zeroinitializer
  %1076 = icmp ne <8 x i8> %broadcast.splatinsert492.7, zeroinitializer
  %1077 = shufflevector <8 x i1> %1076, <8 x i1> poison, <8 x i32> zeroinitializer
  %1078 = icmp ne <8 x i8> %broadcast.splatinsert494.7, zeroinitializer
  %1079 = shufflevector <8 x i1> %1078, <8 x i1> poison, <8 x i32> zeroinitializer
  %1080 = icmp ne <8 x i8> %broadcast.splatinsert496.7, zeroinitializer
  %1081 = shufflevector <8 x i1> %1080, <8 x i1> poison, <8 x i32> zeroinitializer
  %1082 = uitofp <8 x i1> %1075 to <8 x double>
  %1083 = uitofp <8 x i1> %1077 to <8 x double>
  %1084 = uitofp <8 x i1> %1079 to <8 x double>
  %1085 = uitofp <8 x i1> %1081 to <8 x double>
  %scevgep1538 = getelementptr double, double* %arg.y.4, i64 248
  %scevgep1634 = getelementptr double, double* %.6.i28186, i64 248
  br label %vector.body482

vector.body482:                                   ; preds = %vector.body482, %vector.ph484.new
  %lsr.iv1730 = phi i64 [ %lsr.iv.next1731, %vector.body482 ], [ %unroll_iter611, %vector.ph484.new ]
  %index489 = phi i64 [ 0, %vector.ph484.new ], [ %index.next502.7, %vector.body482 ]
  %scevgep1622 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep16221623 = bitcast double* %scevgep1622 to <8 x double>*
  %scevgep1624 = getelementptr <8 x double>, <8 x double>* %scevgep16221623, i64 -31
  %wide.load498 = load <8 x double>, <8 x double>* %scevgep1624, align 8, !alias.scope !127
  %scevgep1631 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep16311632 = bitcast double* %scevgep1631 to <8 x double>*
  %scevgep1633 = getelementptr <8 x double>, <8 x double>* %scevgep16311632, i64 -30
  %wide.load499 = load <8 x double>, <8 x double>* %scevgep1633, align 8, !alias.scope !127
  %scevgep1628 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep16281629 = bitcast double* %scevgep1628 to <8 x double>*
  %scevgep1630 = getelementptr <8 x double>, <8 x double>* %scevgep16281629, i64 -29
  %wide.load500 = load <8 x double>, <8 x double>* %scevgep1630, align 8, !alias.scope !127
  %scevgep1625 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep16251626 = bitcast double* %scevgep1625 to <8 x double>*
  %scevgep1627 = getelementptr <8 x double>, <8 x double>* %scevgep16251626, i64 -28
  %wide.load501 = load <8 x double>, <8 x double>* %scevgep1627, align 8, !alias.scope !127
  %1086 = fmul <8 x double> %wide.load498, %991
  %1087 = fmul <8 x double> %wide.load499, %992
  %1088 = fmul <8 x double> %wide.load500, %993
  %1089 = fmul <8 x double> %wide.load501, %994
  %scevgep1718 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep17181719 = bitcast double* %scevgep1718 to <8 x double>*
  %scevgep1720 = getelementptr <8 x double>, <8 x double>* %scevgep17181719, i64 -31
  store <8 x double> %1086, <8 x double>* %scevgep1720, align 8, !alias.scope !129, !noalias !131
  %scevgep1727 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep17271728 = bitcast double* %scevgep1727 to <8 x double>*
  %scevgep1729 = getelementptr <8 x double>, <8 x double>* %scevgep17271728, i64 -30
  store <8 x double> %1087, <8 x double>* %scevgep1729, align 8, !alias.scope !129, !noalias !131
  %scevgep1724 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep17241725 = bitcast double* %scevgep1724 to <8 x double>*
  %scevgep1726 = getelementptr <8 x double>, <8 x double>* %scevgep17241725, i64 -29
  store <8 x double> %1088, <8 x double>* %scevgep1726, align 8, !alias.scope !129, !noalias !131
  %scevgep1721 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep17211722 = bitcast double* %scevgep1721 to <8 x double>*
  %scevgep1723 = getelementptr <8 x double>, <8 x double>* %scevgep17211722, i64 -28
  store <8 x double> %1089, <8 x double>* %scevgep1723, align 8, !alias.scope !129, !noalias !131
  %scevgep1608 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep16081609 = bitcast double* %scevgep1608 to <8 x double>*
  %scevgep1610 = getelementptr <8 x double>, <8 x double>* %scevgep16081609, i64 -27
  %wide.load498.1 = load <8 x double>, <8 x double>* %scevgep1610, align 8, !alias.scope !127
  %scevgep1605 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep16051606 = bitcast double* %scevgep1605 to <8 x double>*
  %scevgep1607 = getelementptr <8 x double>, <8 x double>* %scevgep16051606, i64 -26
  %wide.load499.1 = load <8 x double>, <8 x double>* %scevgep1607, align 8, !alias.scope !127
  %scevgep1602 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep16021603 = bitcast double* %scevgep1602 to <8 x double>*
  %scevgep1604 = getelementptr <8 x double>, <8 x double>* %scevgep16021603, i64 -25
  %wide.load500.1 = load <8 x double>, <8 x double>* %scevgep1604, align 8, !alias.scope !127
  %scevgep1599 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15991600 = bitcast double* %scevgep1599 to <8 x double>*
  %scevgep1601 = getelementptr <8 x double>, <8 x double>* %scevgep15991600, i64 -24
  %wide.load501.1 = load <8 x double>, <8 x double>* %scevgep1601, align 8, !alias.scope !127
  %1090 = fmul <8 x double> %wide.load498.1, %1004
  %1091 = fmul <8 x double> %wide.load499.1, %1005
  %1092 = fmul <8 x double> %wide.load500.1, %1006
  %1093 = fmul <8 x double> %wide.load501.1, %1007
  %scevgep1704 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep17041705 = bitcast double* %scevgep1704 to <8 x double>*
  %scevgep1706 = getelementptr <8 x double>, <8 x double>* %scevgep17041705, i64 -27
  store <8 x double> %1090, <8 x double>* %scevgep1706, align 8, !alias.scope !129, !noalias !131
  %scevgep1701 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep17011702 = bitcast double* %scevgep1701 to <8 x double>*
  %scevgep1703 = getelementptr <8 x double>, <8 x double>* %scevgep17011702, i64 -26
  store <8 x double> %1091, <8 x double>* %scevgep1703, align 8, !alias.scope !129, !noalias !131
  %scevgep1698 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16981699 = bitcast double* %scevgep1698 to <8 x double>*
  %scevgep1700 = getelementptr <8 x double>, <8 x double>* %scevgep16981699, i64 -25
  store <8 x double> %1092, <8 x double>* %scevgep1700, align 8, !alias.scope !129, !noalias !131
  %scevgep1695 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16951696 = bitcast double* %scevgep1695 to <8 x double>*
  %scevgep1697 = getelementptr <8 x double>, <8 x double>* %scevgep16951696, i64 -24
  store <8 x double> %1093, <8 x double>* %scevgep1697, align 8, !alias.scope !129, !noalias !131
  %scevgep1596 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15961597 = bitcast double* %scevgep1596 to <8 x double>*
  %scevgep1598 = getelementptr <8 x double>, <8 x double>* %scevgep15961597, i64 -23
  %wide.load498.2 = load <8 x double>, <8 x double>* %scevgep1598, align 8, !alias.scope !127
  %scevgep1593 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15931594 = bitcast double* %scevgep1593 to <8 x double>*
  %scevgep1595 = getelementptr <8 x double>, <8 x double>* %scevgep15931594, i64 -22
  %wide.load499.2 = load <8 x double>, <8 x double>* %scevgep1595, align 8, !alias.scope !127
  %scevgep1590 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15901591 = bitcast double* %scevgep1590 to <8 x double>*
  %scevgep1592 = getelementptr <8 x double>, <8 x double>* %scevgep15901591, i64 -21
  %wide.load500.2 = load <8 x double>, <8 x double>* %scevgep1592, align 8, !alias.scope !127
  %scevgep1587 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15871588 = bitcast double* %scevgep1587 to <8 x double>*
  %scevgep1589 = getelementptr <8 x double>, <8 x double>* %scevgep15871588, i64 -20
  %wide.load501.2 = load <8 x double>, <8 x double>* %scevgep1589, align 8, !alias.scope !127
  %1094 = fmul <8 x double> %wide.load498.2, %1017
  %1095 = fmul <8 x double> %wide.load499.2, %1018
  %1096 = fmul <8 x double> %wide.load500.2, %1019
  %1097 = fmul <8 x double> %wide.load501.2, %1020
  %scevgep1692 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16921693 = bitcast double* %scevgep1692 to <8 x double>*
  %scevgep1694 = getelementptr <8 x double>, <8 x double>* %scevgep16921693, i64 -23
  store <8 x double> %1094, <8 x double>* %scevgep1694, align 8, !alias.scope !129, !noalias !131
  %scevgep1689 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16891690 = bitcast double* %scevgep1689 to <8 x double>*
  %scevgep1691 = getelementptr <8 x double>, <8 x double>* %scevgep16891690, i64 -22
  store <8 x double> %1095, <8 x double>* %scevgep1691, align 8, !alias.scope !129, !noalias !131
  %scevgep1686 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16861687 = bitcast double* %scevgep1686 to <8 x double>*
  %scevgep1688 = getelementptr <8 x double>, <8 x double>* %scevgep16861687, i64 -21
  store <8 x double> %1096, <8 x double>* %scevgep1688, align 8, !alias.scope !129, !noalias !131
  %scevgep1683 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16831684 = bitcast double* %scevgep1683 to <8 x double>*
  %scevgep1685 = getelementptr <8 x double>, <8 x double>* %scevgep16831684, i64 -20
  store <8 x double> %1097, <8 x double>* %scevgep1685, align 8, !alias.scope !129, !noalias !131
  %scevgep1584 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15841585 = bitcast double* %scevgep1584 to <8 x double>*
  %scevgep1586 = getelementptr <8 x double>, <8 x double>* %scevgep15841585, i64 -19
  %wide.load498.3 = load <8 x double>, <8 x double>* %scevgep1586, align 8, !alias.scope !127
  %scevgep1581 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15811582 = bitcast double* %scevgep1581 to <8 x double>*
  %scevgep1583 = getelementptr <8 x double>, <8 x double>* %scevgep15811582, i64 -18
  %wide.load499.3 = load <8 x double>, <8 x double>* %scevgep1583, align 8, !alias.scope !127
  %scevgep1578 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15781579 = bitcast double* %scevgep1578 to <8 x double>*
  %scevgep1580 = getelementptr <8 x double>, <8 x double>* %scevgep15781579, i64 -17
  %wide.load500.3 = load <8 x double>, <8 x double>* %scevgep1580, align 8, !alias.scope !127
  %scevgep1575 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15751576 = bitcast double* %scevgep1575 to <8 x double>*
  %scevgep1577 = getelementptr <8 x double>, <8 x double>* %scevgep15751576, i64 -16
  %wide.load501.3 = load <8 x double>, <8 x double>* %scevgep1577, align 8, !alias.scope !127
  %1098 = fmul <8 x double> %wide.load498.3, %1030
  %1099 = fmul <8 x double> %wide.load499.3, %1031
  %1100 = fmul <8 x double> %wide.load500.3, %1032
  %1101 = fmul <8 x double> %wide.load501.3, %1033
  %scevgep1680 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16801681 = bitcast double* %scevgep1680 to <8 x double>*
  %scevgep1682 = getelementptr <8 x double>, <8 x double>* %scevgep16801681, i64 -19
  store <8 x double> %1098, <8 x double>* %scevgep1682, align 8, !alias.scope !129, !noalias !131
  %scevgep1677 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16771678 = bitcast double* %scevgep1677 to <8 x double>*
  %scevgep1679 = getelementptr <8 x double>, <8 x double>* %scevgep16771678, i64 -18
  store <8 x double> %1099, <8 x double>* %scevgep1679, align 8, !alias.scope !129, !noalias !131
  %scevgep1674 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16741675 = bitcast double* %scevgep1674 to <8 x double>*
  %scevgep1676 = getelementptr <8 x double>, <8 x double>* %scevgep16741675, i64 -17
  store <8 x double> %1100, <8 x double>* %scevgep1676, align 8, !alias.scope !129, !noalias !131
  %scevgep1671 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16711672 = bitcast double* %scevgep1671 to <8 x double>*
  %scevgep1673 = getelementptr <8 x double>, <8 x double>* %scevgep16711672, i64 -16
  store <8 x double> %1101, <8 x double>* %scevgep1673, align 8, !alias.scope !129, !noalias !131
  %scevgep1572 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15721573 = bitcast double* %scevgep1572 to <8 x double>*
  %scevgep1574 = getelementptr <8 x double>, <8 x double>* %scevgep15721573, i64 -15
  %wide.load498.4 = load <8 x double>, <8 x double>* %scevgep1574, align 8, !alias.scope !127
  %scevgep1569 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15691570 = bitcast double* %scevgep1569 to <8 x double>*
  %scevgep1571 = getelementptr <8 x double>, <8 x double>* %scevgep15691570, i64 -14
  %wide.load499.4 = load <8 x double>, <8 x double>* %scevgep1571, align 8, !alias.scope !127
  %scevgep1566 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15661567 = bitcast double* %scevgep1566 to <8 x double>*
  %scevgep1568 = getelementptr <8 x double>, <8 x double>* %scevgep15661567, i64 -13
  %wide.load500.4 = load <8 x double>, <8 x double>* %scevgep1568, align 8, !alias.scope !127
  %scevgep1563 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15631564 = bitcast double* %scevgep1563 to <8 x double>*
  %scevgep1565 = getelementptr <8 x double>, <8 x double>* %scevgep15631564, i64 -12
  %wide.load501.4 = load <8 x double>, <8 x double>* %scevgep1565, align 8, !alias.scope !127
  %1102 = fmul <8 x double> %wide.load498.4, %1043
  %1103 = fmul <8 x double> %wide.load499.4, %1044
  %1104 = fmul <8 x double> %wide.load500.4, %1045
  %1105 = fmul <8 x double> %wide.load501.4, %1046
  %scevgep1668 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16681669 = bitcast double* %scevgep1668 to <8 x double>*
  %scevgep1670 = getelementptr <8 x double>, <8 x double>* %scevgep16681669, i64 -15
  store <8 x double> %1102, <8 x double>* %scevgep1670, align 8, !alias.scope !129, !noalias !131
  %scevgep1665 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16651666 = bitcast double* %scevgep1665 to <8 x double>*
  %scevgep1667 = getelementptr <8 x double>, <8 x double>* %scevgep16651666, i64 -14
  store <8 x double> %1103, <8 x double>* %scevgep1667, align 8, !alias.scope !129, !noalias !131
  %scevgep1662 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16621663 = bitcast double* %scevgep1662 to <8 x double>*
  %scevgep1664 = getelementptr <8 x double>, <8 x double>* %scevgep16621663, i64 -13
  store <8 x double> %1104, <8 x double>* %scevgep1664, align 8, !alias.scope !129, !noalias !131
  %scevgep1659 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16591660 = bitcast double* %scevgep1659 to <8 x double>*
  %scevgep1661 = getelementptr <8 x double>, <8 x double>* %scevgep16591660, i64 -12
  store <8 x double> %1105, <8 x double>* %scevgep1661, align 8, !alias.scope !129, !noalias !131
  %scevgep1560 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15601561 = bitcast double* %scevgep1560 to <8 x double>*
  %scevgep1562 = getelementptr <8 x double>, <8 x double>* %scevgep15601561, i64 -11
  %wide.load498.5 = load <8 x double>, <8 x double>* %scevgep1562, align 8, !alias.scope !127
  %scevgep1557 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15571558 = bitcast double* %scevgep1557 to <8 x double>*
  %scevgep1559 = getelementptr <8 x double>, <8 x double>* %scevgep15571558, i64 -10
  %wide.load499.5 = load <8 x double>, <8 x double>* %scevgep1559, align 8, !alias.scope !127
  %scevgep1554 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15541555 = bitcast double* %scevgep1554 to <8 x double>*
  %scevgep1556 = getelementptr <8 x double>, <8 x double>* %scevgep15541555, i64 -9
  %wide.load500.5 = load <8 x double>, <8 x double>* %scevgep1556, align 8, !alias.scope !127
  %scevgep1551 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15511552 = bitcast double* %scevgep1551 to <8 x double>*
  %scevgep1553 = getelementptr <8 x double>, <8 x double>* %scevgep15511552, i64 -8
  %wide.load501.5 = load <8 x double>, <8 x double>* %scevgep1553, align 8, !alias.scope !127
  %1106 = fmul <8 x double> %wide.load498.5, %1056
  %1107 = fmul <8 x double> %wide.load499.5, %1057
  %1108 = fmul <8 x double> %wide.load500.5, %1058
  %1109 = fmul <8 x double> %wide.load501.5, %1059
  %scevgep1656 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16561657 = bitcast double* %scevgep1656 to <8 x double>*
  %scevgep1658 = getelementptr <8 x double>, <8 x double>* %scevgep16561657, i64 -11
  store <8 x double> %1106, <8 x double>* %scevgep1658, align 8, !alias.scope !129, !noalias !131
  %scevgep1653 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16531654 = bitcast double* %scevgep1653 to <8 x double>*
  %scevgep1655 = getelementptr <8 x double>, <8 x double>* %scevgep16531654, i64 -10
  store <8 x double> %1107, <8 x double>* %scevgep1655, align 8, !alias.scope !129, !noalias !131
  %scevgep1650 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16501651 = bitcast double* %scevgep1650 to <8 x double>*
  %scevgep1652 = getelementptr <8 x double>, <8 x double>* %scevgep16501651, i64 -9
  store <8 x double> %1108, <8 x double>* %scevgep1652, align 8, !alias.scope !129, !noalias !131
  %scevgep1647 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16471648 = bitcast double* %scevgep1647 to <8 x double>*
  %scevgep1649 = getelementptr <8 x double>, <8 x double>* %scevgep16471648, i64 -8
  store <8 x double> %1109, <8 x double>* %scevgep1649, align 8, !alias.scope !129, !noalias !131
  %scevgep1548 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15481549 = bitcast double* %scevgep1548 to <8 x double>*
  %scevgep1550 = getelementptr <8 x double>, <8 x double>* %scevgep15481549, i64 -7
  %wide.load498.6 = load <8 x double>, <8 x double>* %scevgep1550, align 8, !alias.scope !127
  %scevgep1545 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15451546 = bitcast double* %scevgep1545 to <8 x double>*
  %scevgep1547 = getelementptr <8 x double>, <8 x double>* %scevgep15451546, i64 -6
  %wide.load499.6 = load <8 x double>, <8 x double>* %scevgep1547, align 8, !alias.scope !127
  %scevgep1542 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15421543 = bitcast double* %scevgep1542 to <8 x double>*
  %scevgep1544 = getelementptr <8 x double>, <8 x double>* %scevgep15421543, i64 -5
  %wide.load500.6 = load <8 x double>, <8 x double>* %scevgep1544, align 8, !alias.scope !127
  %scevgep1539 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep15391540 = bitcast double* %scevgep1539 to <8 x double>*
  %scevgep1541 = getelementptr <8 x double>, <8 x double>* %scevgep15391540, i64 -4
  %wide.load501.6 = load <8 x double>, <8 x double>* %scevgep1541, align 8, !alias.scope !127
  %1110 = fmul <8 x double> %wide.load498.6, %1069
  %1111 = fmul <8 x double> %wide.load499.6, %1070
  %1112 = fmul <8 x double> %wide.load500.6, %1071
  %1113 = fmul <8 x double> %wide.load501.6, %1072
  %scevgep1644 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16441645 = bitcast double* %scevgep1644 to <8 x double>*
  %scevgep1646 = getelementptr <8 x double>, <8 x double>* %scevgep16441645, i64 -7
  store <8 x double> %1110, <8 x double>* %scevgep1646, align 8, !alias.scope !129, !noalias !131
  %scevgep1641 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16411642 = bitcast double* %scevgep1641 to <8 x double>*
  %scevgep1643 = getelementptr <8 x double>, <8 x double>* %scevgep16411642, i64 -6
  store <8 x double> %1111, <8 x double>* %scevgep1643, align 8, !alias.scope !129, !noalias !131
  %scevgep1638 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16381639 = bitcast double* %scevgep1638 to <8 x double>*
  %scevgep1640 = getelementptr <8 x double>, <8 x double>* %scevgep16381639, i64 -5
  store <8 x double> %1112, <8 x double>* %scevgep1640, align 8, !alias.scope !129, !noalias !131
  %scevgep1635 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep16351636 = bitcast double* %scevgep1635 to <8 x double>*
  %scevgep1637 = getelementptr <8 x double>, <8 x double>* %scevgep16351636, i64 -4
  store <8 x double> %1113, <8 x double>* %scevgep1637, align 8, !alias.scope !129, !noalias !131
  %scevgep1619 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep16191620 = bitcast double* %scevgep1619 to <8 x double>*
  %scevgep1621 = getelementptr <8 x double>, <8 x double>* %scevgep16191620, i64 -3
  %wide.load498.7 = load <8 x double>, <8 x double>* %scevgep1621, align 8, !alias.scope !127
  %scevgep1616 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep16161617 = bitcast double* %scevgep1616 to <8 x double>*
  %scevgep1618 = getelementptr <8 x double>, <8 x double>* %scevgep16161617, i64 -2
  %wide.load499.7 = load <8 x double>, <8 x double>* %scevgep1618, align 8, !alias.scope !127
  %scevgep1613 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep16131614 = bitcast double* %scevgep1613 to <8 x double>*
  %scevgep1615 = getelementptr <8 x double>, <8 x double>* %scevgep16131614, i64 -1
  %wide.load500.7 = load <8 x double>, <8 x double>* %scevgep1615, align 8, !alias.scope !127
  %scevgep1611 = getelementptr double, double* %scevgep1538, i64 %index489
  %scevgep16111612 = bitcast double* %scevgep1611 to <8 x double>*
  %wide.load501.7 = load <8 x double>, <8 x double>* %scevgep16111612, align 8, !alias.scope !127
  %1114 = fmul <8 x double> %wide.load498.7, %1082
  %1115 = fmul <8 x double> %wide.load499.7, %1083
  %1116 = fmul <8 x double> %wide.load500.7, %1084
  %1117 = fmul <8 x double> %wide.load501.7, %1085
  %scevgep1715 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep17151716 = bitcast double* %scevgep1715 to <8 x double>*
  %scevgep1717 = getelementptr <8 x double>, <8 x double>* %scevgep17151716, i64 -3
  store <8 x double> %1114, <8 x double>* %scevgep1717, align 8, !alias.scope !129, !noalias !131
  %scevgep1712 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep17121713 = bitcast double* %scevgep1712 to <8 x double>*
  %scevgep1714 = getelementptr <8 x double>, <8 x double>* %scevgep17121713, i64 -2
  store <8 x double> %1115, <8 x double>* %scevgep1714, align 8, !alias.scope !129, !noalias !131
  %scevgep1709 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep17091710 = bitcast double* %scevgep1709 to <8 x double>*
  %scevgep1711 = getelementptr <8 x double>, <8 x double>* %scevgep17091710, i64 -1
  store <8 x double> %1116, <8 x double>* %scevgep1711, align 8, !alias.scope !129, !noalias !131
  %scevgep1707 = getelementptr double, double* %scevgep1634, i64 %index489
  %scevgep17071708 = bitcast double* %scevgep1707 to <8 x double>*
  store <8 x double> %1117, <8 x double>* %scevgep17071708, align 8, !alias.scope !129, !noalias !131
  %index.next502.7 = add i64 %index489, 256
  %lsr.iv.next1731 = add i64 %lsr.iv1730, -8
  %niter612.ncmp.7 = icmp eq i64 %lsr.iv.next1731, 0
  br i1 %niter612.ncmp.7, label %middle.block480.unr-lcssa, label %vector.body482, !llvm.loop !132

middle.block480.unr-lcssa:                        ; preds = %vector.body482, %vector.ph484
  %index489.unr = phi i64 [ 0, %vector.ph484 ], [ %index.next502.7, %vector.body482 ]
  %lcmp.mod610.not = icmp eq i64 %xtraiter608, 0
  br i1 %lcmp.mod610.not, label %middle.block480, label %vector.body482.epil.preheader

vector.body482.epil.preheader:                    ; preds = %middle.block480.unr-lcssa
  %1118 = load i8, i8* %.6.i, align 1, !alias.scope !124
  %broadcast.splatinsert490.epil = insertelement <8 x i8> poison, i8 %1118, i64 0
  %broadcast.splatinsert492.epil = insertelement <8 x i8> poison, i8 %1118, i64 0
  %broadcast.splatinsert494.epil = insertelement <8 x i8> poison, i8 %1118, i64 0
  %broadcast.splatinsert496.epil = insertelement <8 x i8> poison, i8 %1118, i64 0
  %1119 = icmp ne <8 x i8> %broadcast.splatinsert490.epil, zeroinitializer
  %1120 = shufflevector <8 x i1> %1119, <8 x i1> poison, <8 x i32> zeroinitializer
  %1121 = icmp ne <8 x i8> %broadcast.splatinsert492.epil, zeroinitializer
  %1122 = shufflevector <8 x i1> %1121, <8 x i1> poison, <8 x i32> zeroinitializer
  %1123 = icmp ne <8 x i8> %broadcast.splatinsert494.epil, zeroinitializer
  %1124 = shufflevector <8 x i1> %1123, <8 x i1> poison, <8 x i32> zeroinitializer
  %1125 = icmp ne <8 x i8> %broadcast.splatinsert496.epil, zeroinitializer
  %1126 = shufflevector <8 x i1> %1125, <8 x i1> poison, <8 x i32> zeroinitializer
  %1127 = uitofp <8 x i1> %1120 to <8 x double>
  %1128 = uitofp <8 x i1> %1122 to <8 x double>
  %1129 = uitofp <8 x i1> %1124 to <8 x double>
  %1130 = uitofp <8 x i1> %1126 to <8 x double>
  %1131 = add nuw nsw i64 %index489.unr, 24
  %scevgep1510 = getelementptr double, double* %.6.i28186, i64 %1131
  %scevgep1525 = getelementptr double, double* %arg.y.4, i64 %1131
  %1132 = shl nuw nsw i64 %xtraiter608, 8
  br label %vector.body482.epil

vector.body482.epil:                              ; preds = %vector.body482.epil, %vector.body482.epil.preheader
  %lsr.iv1511 = phi i64 [ %lsr.iv.next1512, %vector.body482.epil ], [ 0, %vector.body482.epil.preheader ]
  %1133 = bitcast double* %scevgep1525 to i8*
  %1134 = bitcast double* %scevgep1510 to i8*
  %uglygep1535 = getelementptr i8, i8* %1133, i64 %lsr.iv1511
  %uglygep15351536 = bitcast i8* %uglygep1535 to <8 x double>*
  %scevgep1537 = getelementptr <8 x double>, <8 x double>* %uglygep15351536, i64 -3
  %wide.load498.epil = load <8 x double>, <8 x double>* %scevgep1537, align 8, !alias.scope !127
  %uglygep1532 = getelementptr i8, i8* %1133, i64 %lsr.iv1511
  %uglygep15321533 = bitcast i8* %uglygep1532 to <8 x double>*
  %scevgep1534 = getelementptr <8 x double>, <8 x double>* %uglygep15321533, i64 -2
  %wide.load499.epil = load <8 x double>, <8 x double>* %scevgep1534, align 8, !alias.scope !127
  %uglygep1529 = getelementptr i8, i8* %1133, i64 %lsr.iv1511
  %uglygep15291530 = bitcast i8* %uglygep1529 to <8 x double>*
  %scevgep1531 = getelementptr <8 x double>, <8 x double>* %uglygep15291530, i64 -1
  %wide.load500.epil = load <8 x double>, <8 x double>* %scevgep1531, align 8, !alias.scope !127
  %uglygep1527 = getelementptr i8, i8* %1133, i64 %lsr.iv1511
  %uglygep15271528 = bitcast i8* %uglygep1527 to <8 x double>*
  %wide.load501.epil = load <8 x double>, <8 x double>* %uglygep15271528, align 8, !alias.scope !127
  %1135 = fmul <8 x double> %wide.load498.epil, %1127
  %1136 = fmul <8 x double> %wide.load499.epil, %1128
  %1137 = fmul <8 x double> %wide.load500.epil, %1129
  %1138 = fmul <8 x double> %wide.load501.epil, %1130
  %uglygep1522 = getelementptr i8, i8* %1134, i64 %lsr.iv1511
  %uglygep15221523 = bitcast i8* %uglygep1522 to <8 x double>*
  %scevgep1524 = getelementptr <8 x double>, <8 x double>* %uglygep15221523, i64 -3
  store <8 x double> %1135, <8 x double>* %scevgep1524, align 8, !alias.scope !129, !noalias !131
  %uglygep1519 = getelementptr i8, i8* %1134, i64 %lsr.iv1511
  %uglygep15191520 = bitcast i8* %uglygep1519 to <8 x double>*
  %scevgep1521 = getelementptr <8 x double>, <8 x double>* %uglygep15191520, i64 -2
  store <8 x double> %1136, <8 x double>* %scevgep1521, align 8, !alias.scope !129, !noalias !131
  %uglygep1516 = getelementptr i8, i8* %1134, i64 %lsr.iv1511
  %uglygep15161517 = bitcast i8* %uglygep1516 to <8 x double>*
  %scevgep1518 = getelementptr <8 x double>, <8 x double>* %uglygep15161517, i64 -1
  store <8 x double> %1137, <8 x double>* %scevgep1518, align 8, !alias.scope !129, !noalias !131
  %uglygep1514 = getelementptr i8, i8* %1134, i64 %lsr.iv1511
  %uglygep15141515 = bitcast i8* %uglygep1514 to <8 x double>*
  store <8 x double> %1138, <8 x double>* %uglygep15141515, align 8, !alias.scope !129, !noalias !131
  %lsr.iv.next1512 = add nuw nsw i64 %lsr.iv1511, 256
  %epil.iter609.cmp.not = icmp eq i64 %1132, %lsr.iv.next1512
  br i1 %epil.iter609.cmp.not, label %middle.block480, label %vector.body482.epil, !llvm.loop !133

middle.block480:                                  ; preds = %vector.body482.epil, %middle.block480.unr-lcssa
  %cmp.n488 = icmp eq i64 %dest_shape.2.1, %n.vec486
  br i1 %cmp.n488, label %for.end.2, label %for.body.2.us217.preheader577

for.body.2.us217.preheader577:                    ; preds = %vector.memcheck467, %for.body.2.us217.preheader, %middle.block480
  %loop.index.2177.us218.ph = phi i64 [ 0, %vector.memcheck467 ], [ 0, %for.body.2.us217.preheader ], [ %n.vec486, %middle.block480 ]
  %1139 = xor i64 %loop.index.2177.us218.ph, -1
  %1140 = add i64 %dest_shape.2.1, %1139
  %xtraiter605 = and i64 %dest_shape.2.1, 7
  %lcmp.mod606.not = icmp eq i64 %xtraiter605, 0
  br i1 %lcmp.mod606.not, label %for.body.2.us217.prol.loopexit, label %for.body.2.us217.prol.preheader

for.body.2.us217.prol.preheader:                  ; preds = %for.body.2.us217.preheader577
  br label %for.body.2.us217.prol

for.body.2.us217.prol:                            ; preds = %for.body.2.us217.prol.preheader, %for.body.2.us217.prol
  %lsr.iv1508 = phi i64 [ %xtraiter605, %for.body.2.us217.prol.preheader ], [ %lsr.iv.next1509, %for.body.2.us217.prol ]
  %loop.index.2177.us218.prol = phi i64 [ %.746.us228.prol, %for.body.2.us217.prol ], [ %loop.index.2177.us218.ph, %for.body.2.us217.prol.preheader ]
  %.698.us220.prol = load i8, i8* %.6.i, align 1
  %.701.us221.prol = icmp ne i8 %.698.us220.prol, 0
  %scevgep1507 = getelementptr double, double* %arg.y.4, i64 %loop.index.2177.us218.prol
  %.716.us224.prol = load double, double* %scevgep1507, align 8
  %.16.i.us225.prol = uitofp i1 %.701.us221.prol to double
  %.17.i.us226.prol = fmul double %.716.us224.prol, %.16.i.us225.prol
  %scevgep1506 = getelementptr double, double* %.6.i28186, i64 %loop.index.2177.us218.prol
  store double %.17.i.us226.prol, double* %scevgep1506, align 8
  %.746.us228.prol = add nuw i64 %loop.index.2177.us218.prol, 1
  %lsr.iv.next1509 = add nsw i64 %lsr.iv1508, -1
  %prol.iter607.cmp.not = icmp eq i64 %lsr.iv.next1509, 0
  br i1 %prol.iter607.cmp.not, label %for.body.2.us217.prol.loopexit, label %for.body.2.us217.prol, !llvm.loop !134

for.body.2.us217.prol.loopexit:                   ; preds = %for.body.2.us217.prol, %for.body.2.us217.preheader577
  %loop.index.2177.us218.unr = phi i64 [ %loop.index.2177.us218.ph, %for.body.2.us217.preheader577 ], [ %.746.us228.prol, %for.body.2.us217.prol ]
  %1141 = icmp ult i64 %1140, 7
  br i1 %1141, label %for.end.2, label %for.body.2.us217.preheader670

for.body.2.us217.preheader670:                    ; preds = %for.body.2.us217.prol.loopexit
  br label %for.body.2.us217

for.body.2.us217:                                 ; preds = %for.body.2.us217.preheader670, %for.body.2.us217
  %loop.index.2177.us218 = phi i64 [ %.746.us228.7, %for.body.2.us217 ], [ %loop.index.2177.us218.unr, %for.body.2.us217.preheader670 ]
  %.698.us220 = load i8, i8* %.6.i, align 1
  %.701.us221 = icmp ne i8 %.698.us220, 0
  %sunkaddr3644 = mul i64 %loop.index.2177.us218, 8
  %1142 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3645 = getelementptr i8, i8* %1142, i64 %sunkaddr3644
  %1143 = bitcast i8* %sunkaddr3645 to double*
  %.716.us224 = load double, double* %1143, align 8
  %.16.i.us225 = uitofp i1 %.701.us221 to double
  %.17.i.us226 = fmul double %.716.us224, %.16.i.us225
  %sunkaddr3646 = mul i64 %loop.index.2177.us218, 8
  %1144 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3647 = getelementptr i8, i8* %1144, i64 %sunkaddr3646
  %1145 = bitcast i8* %sunkaddr3647 to double*
  store double %.17.i.us226, double* %1145, align 8
  %.698.us220.1 = load i8, i8* %.6.i, align 1
  %.701.us221.1 = icmp ne i8 %.698.us220.1, 0
  %sunkaddr3648 = mul i64 %loop.index.2177.us218, 8
  %1146 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3649 = getelementptr i8, i8* %1146, i64 %sunkaddr3648
  %sunkaddr3650 = getelementptr i8, i8* %sunkaddr3649, i64 8
  %1147 = bitcast i8* %sunkaddr3650 to double*
  %.716.us224.1 = load double, double* %1147, align 8
  %.16.i.us225.1 = uitofp i1 %.701.us221.1 to double
  %.17.i.us226.1 = fmul double %.716.us224.1, %.16.i.us225.1
  %sunkaddr3651 = mul i64 %loop.index.2177.us218, 8
  %1148 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3652 = getelementptr i8, i8* %1148, i64 %sunkaddr3651
  %sunkaddr3653 = getelementptr i8, i8* %sunkaddr3652, i64 8
  %1149 = bitcast i8* %sunkaddr3653 to double*
  store double %.17.i.us226.1, double* %1149, align 8
  %.698.us220.2 = load i8, i8* %.6.i, align 1
  %.701.us221.2 = icmp ne i8 %.698.us220.2, 0
  %sunkaddr3654 = mul i64 %loop.index.2177.us218, 8
  %1150 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3655 = getelementptr i8, i8* %1150, i64 %sunkaddr3654
  %sunkaddr3656 = getelementptr i8, i8* %sunkaddr3655, i64 16
  %1151 = bitcast i8* %sunkaddr3656 to double*
  %.716.us224.2 = load double, double* %1151, align 8
  %.16.i.us225.2 = uitofp i1 %.701.us221.2 to double
  %.17.i.us226.2 = fmul double %.716.us224.2, %.16.i.us225.2
  %sunkaddr3657 = mul i64 %loop.index.2177.us218, 8
  %1152 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3658 = getelementptr i8, i8* %1152, i64 %sunkaddr3657
  %sunkaddr3659 = getelementptr i8, i8* %sunkaddr3658, i64 16
  %1153 = bitcast i8* %sunkaddr3659 to double*
  store double %.17.i.us226.2, double* %1153, align 8
  %.698.us220.3 = load i8, i8* %.6.i, align 1
  %.701.us221.3 = icmp ne i8 %.698.us220.3, 0
  %sunkaddr3660 = mul i64 %loop.index.2177.us218, 8
  %1154 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3661 = getelementptr i8, i8* %1154, i64 %sunkaddr3660
  %sunkaddr3662 = getelementptr i8, i8* %sunkaddr3661, i64 24
  %1155 = bitcast i8* %sunkaddr3662 to double*
  %.716.us224.3 = load double, double* %1155, align 8
  %.16.i.us225.3 = uitofp i1 %.701.us221.3 to double
  %.17.i.us226.3 = fmul double %.716.us224.3, %.16.i.us225.3
  %sunkaddr3663 = mul i64 %loop.index.2177.us218, 8
  %1156 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3664 = getelementptr i8, i8* %1156, i64 %sunkaddr3663
  %sunkaddr3665 = getelementptr i8, i8* %sunkaddr3664, i64 24
  %1157 = bitcast i8* %sunkaddr3665 to double*
  store double %.17.i.us226.3, double* %1157, align 8
  %.698.us220.4 = load i8, i8* %.6.i, align 1
  %.701.us221.4 = icmp ne i8 %.698.us220.4, 0
  %sunkaddr3666 = mul i64 %loop.index.2177.us218, 8
  %1158 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3667 = getelementptr i8, i8* %1158, i64 %sunkaddr3666
  %sunkaddr3668 = getelementptr i8, i8* %sunkaddr3667, i64 32
  %1159 = bitcast i8* %sunkaddr3668 to double*
  %.716.us224.4 = load double, double* %1159, align 8
  %.16.i.us225.4 = uitofp i1 %.701.us221.4 to double
  %.17.i.us226.4 = fmul double %.716.us224.4, %.16.i.us225.4
  %sunkaddr3669 = mul i64 %loop.index.2177.us218, 8
  %1160 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3670 = getelementptr i8, i8* %1160, i64 %sunkaddr3669
  %sunkaddr3671 = getelementptr i8, i8* %sunkaddr3670, i64 32
  %1161 = bitcast i8* %sunkaddr3671 to double*
  store double %.17.i.us226.4, double* %1161, align 8
  %.698.us220.5 = load i8, i8* %.6.i, align 1
  %.701.us221.5 = icmp ne i8 %.698.us220.5, 0
  %sunkaddr3672 = mul i64 %loop.index.2177.us218, 8
  %1162 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3673 = getelementptr i8, i8* %1162, i64 %sunkaddr3672
  %sunkaddr3674 = getelementptr i8, i8* %sunkaddr3673, i64 40
  %1163 = bitcast i8* %sunkaddr3674 to double*
  %.716.us224.5 = load double, double* %1163, align 8
  %.16.i.us225.5 = uitofp i1 %.701.us221.5 to double
  %.17.i.us226.5 = fmul double %.716.us224.5, %.16.i.us225.5
  %sunkaddr3675 = mul i64 %loop.index.2177.us218, 8
  %1164 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3676 = getelementptr i8, i8* %1164, i64 %sunkaddr3675
  %sunkaddr3677 = getelementptr i8, i8* %sunkaddr3676, i64 40
  %1165 = bitcast i8* %sunkaddr3677 to double*
  store double %.17.i.us226.5, double* %1165, align 8
  %.698.us220.6 = load i8, i8* %.6.i, align 1
  %.701.us221.6 = icmp ne i8 %.698.us220.6, 0
  %sunkaddr3678 = mul i64 %loop.index.2177.us218, 8
  %1166 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3679 = getelementptr i8, i8* %1166, i64 %sunkaddr3678
  %sunkaddr3680 = getelementptr i8, i8* %sunkaddr3679, i64 48
  %1167 = bitcast i8* %sunkaddr3680 to double*
  %.716.us224.6 = load double, double* %1167, align 8
  %.16.i.us225.6 = uitofp i1 %.701.us221.6 to double
  %.17.i.us226.6 = fmul double %.716.us224.6, %.16.i.us225.6
  %sunkaddr3681 = mul i64 %loop.index.2177.us218, 8
  %1168 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3682 = getelementptr i8, i8* %1168, i64 %sunkaddr3681
  %sunkaddr3683 = getelementptr i8, i8* %sunkaddr3682, i64 48
  %1169 = bitcast i8* %sunkaddr3683 to double*
  store double %.17.i.us226.6, double* %1169, align 8
  %.698.us220.7 = load i8, i8* %.6.i, align 1
  %.701.us221.7 = icmp ne i8 %.698.us220.7, 0
  %sunkaddr3684 = mul i64 %loop.index.2177.us218, 8
  %1170 = bitcast double* %arg.y.4 to i8*
  %sunkaddr3685 = getelementptr i8, i8* %1170, i64 %sunkaddr3684
  %sunkaddr3686 = getelementptr i8, i8* %sunkaddr3685, i64 56
  %1171 = bitcast i8* %sunkaddr3686 to double*
  %.716.us224.7 = load double, double* %1171, align 8
  %.16.i.us225.7 = uitofp i1 %.701.us221.7 to double
  %.17.i.us226.7 = fmul double %.716.us224.7, %.16.i.us225.7
  %sunkaddr3687 = mul i64 %loop.index.2177.us218, 8
  %1172 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3688 = getelementptr i8, i8* %1172, i64 %sunkaddr3687
  %sunkaddr3689 = getelementptr i8, i8* %sunkaddr3688, i64 56
  %1173 = bitcast i8* %sunkaddr3689 to double*
  store double %.17.i.us226.7, double* %1173, align 8
  %.746.us228.7 = add nuw nsw i64 %loop.index.2177.us218, 8
  %exitcond252.not.7 = icmp eq i64 %dest_shape.2.1, %.746.us228.7
  br i1 %exitcond252.not.7, label %for.end.2, label %for.body.2.us217, !llvm.loop !135

for.body.2:                                       ; preds = %for.body.2.preheader672, %for.body.2
  %loop.index.2177 = phi i64 [ %.746.7, %for.body.2 ], [ %loop.index.2177.unr, %for.body.2.preheader672 ]
  %.698 = load i8, i8* %.6.i, align 1
  %.701 = icmp ne i8 %.698, 0
  %.716 = load double, double* %arg.y.4, align 8
  %.16.i = uitofp i1 %.701 to double
  %.17.i = fmul double %.716, %.16.i
  %sunkaddr3690 = mul i64 %loop.index.2177, 8
  %1174 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3691 = getelementptr i8, i8* %1174, i64 %sunkaddr3690
  %1175 = bitcast i8* %sunkaddr3691 to double*
  store double %.17.i, double* %1175, align 8
  %.698.1 = load i8, i8* %.6.i, align 1
  %.701.1 = icmp ne i8 %.698.1, 0
  %.716.1 = load double, double* %arg.y.4, align 8
  %.16.i.1 = uitofp i1 %.701.1 to double
  %.17.i.1 = fmul double %.716.1, %.16.i.1
  %sunkaddr3692 = mul i64 %loop.index.2177, 8
  %1176 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3693 = getelementptr i8, i8* %1176, i64 %sunkaddr3692
  %sunkaddr3694 = getelementptr i8, i8* %sunkaddr3693, i64 8
  %1177 = bitcast i8* %sunkaddr3694 to double*
  store double %.17.i.1, double* %1177, align 8
  %.698.2 = load i8, i8* %.6.i, align 1
  %.701.2 = icmp ne i8 %.698.2, 0
  %.716.2 = load double, double* %arg.y.4, align 8
  %.16.i.2 = uitofp i1 %.701.2 to double
  %.17.i.2 = fmul double %.716.2, %.16.i.2
  %sunkaddr3695 = mul i64 %loop.index.2177, 8
  %1178 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3696 = getelementptr i8, i8* %1178, i64 %sunkaddr3695
  %sunkaddr3697 = getelementptr i8, i8* %sunkaddr3696, i64 16
  %1179 = bitcast i8* %sunkaddr3697 to double*
  store double %.17.i.2, double* %1179, align 8
  %.698.3 = load i8, i8* %.6.i, align 1
  %.701.3 = icmp ne i8 %.698.3, 0
  %.716.3 = load double, double* %arg.y.4, align 8
  %.16.i.3 = uitofp i1 %.701.3 to double
  %.17.i.3 = fmul double %.716.3, %.16.i.3
  %sunkaddr3698 = mul i64 %loop.index.2177, 8
  %1180 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3699 = getelementptr i8, i8* %1180, i64 %sunkaddr3698
  %sunkaddr3700 = getelementptr i8, i8* %sunkaddr3699, i64 24
  %1181 = bitcast i8* %sunkaddr3700 to double*
  store double %.17.i.3, double* %1181, align 8
  %.698.4 = load i8, i8* %.6.i, align 1
  %.701.4 = icmp ne i8 %.698.4, 0
  %.716.4 = load double, double* %arg.y.4, align 8
  %.16.i.4 = uitofp i1 %.701.4 to double
  %.17.i.4 = fmul double %.716.4, %.16.i.4
  %sunkaddr3701 = mul i64 %loop.index.2177, 8
  %1182 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3702 = getelementptr i8, i8* %1182, i64 %sunkaddr3701
  %sunkaddr3703 = getelementptr i8, i8* %sunkaddr3702, i64 32
  %1183 = bitcast i8* %sunkaddr3703 to double*
  store double %.17.i.4, double* %1183, align 8
  %.698.5 = load i8, i8* %.6.i, align 1
  %.701.5 = icmp ne i8 %.698.5, 0
  %.716.5 = load double, double* %arg.y.4, align 8
  %.16.i.5 = uitofp i1 %.701.5 to double
  %.17.i.5 = fmul double %.716.5, %.16.i.5
  %sunkaddr3704 = mul i64 %loop.index.2177, 8
  %1184 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3705 = getelementptr i8, i8* %1184, i64 %sunkaddr3704
  %sunkaddr3706 = getelementptr i8, i8* %sunkaddr3705, i64 40
  %1185 = bitcast i8* %sunkaddr3706 to double*
  store double %.17.i.5, double* %1185, align 8
  %.698.6 = load i8, i8* %.6.i, align 1
  %.701.6 = icmp ne i8 %.698.6, 0
  %.716.6 = load double, double* %arg.y.4, align 8
  %.16.i.6 = uitofp i1 %.701.6 to double
  %.17.i.6 = fmul double %.716.6, %.16.i.6
  %sunkaddr3707 = mul i64 %loop.index.2177, 8
  %1186 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3708 = getelementptr i8, i8* %1186, i64 %sunkaddr3707
  %sunkaddr3709 = getelementptr i8, i8* %sunkaddr3708, i64 48
  %1187 = bitcast i8* %sunkaddr3709 to double*
  store double %.17.i.6, double* %1187, align 8
  %.698.7 = load i8, i8* %.6.i, align 1
  %.701.7 = icmp ne i8 %.698.7, 0
  %.716.7 = load double, double* %arg.y.4, align 8
  %.16.i.7 = uitofp i1 %.701.7 to double
  %.17.i.7 = fmul double %.716.7, %.16.i.7
  %sunkaddr3710 = mul i64 %loop.index.2177, 8
  %1188 = bitcast double* %.6.i28186 to i8*
  %sunkaddr3711 = getelementptr i8, i8* %1188, i64 %sunkaddr3710
  %sunkaddr3712 = getelementptr i8, i8* %sunkaddr3711, i64 56
  %1189 = bitcast i8* %sunkaddr3712 to double*
  store double %.17.i.7, double* %1189, align 8
  %.746.7 = add nuw nsw i64 %loop.index.2177, 8
  %exitcond253.not.7 = icmp eq i64 %dest_shape.2.1, %.746.7
  br i1 %exitcond253.not.7, label %for.end.2, label %for.body.2, !llvm.loop !136

for.end.2:                                        ; preds = %for.body.2, %for.body.2.us217, %for.body.2.us, %for.body.2.us.us, %for.body.2.prol.loopexit, %for.body.2.us217.prol.loopexit, %for.body.2.us.prol.loopexit, %for.body.2.us.us.prol.loopexit, %middle.block440, %middle.block480, %middle.block516, %middle.block552, %for.end.1.endif.endif.end...endif
  tail call void @NRT_decref(i8* %arg.y.0)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.68.i = icmp eq i64 %dest_shape.2.1, 0
  br i1 %.68.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !8

B50.endif.preheader.i:                            ; preds = %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %dest_shape.2.1, i64 1) #4
  %1190 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %1191 = icmp ult i64 %1190, 7
  br i1 %1191, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const3273 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const3273
  %1192 = add nsw i64 %unroll_iter.i, -8
  %1193 = lshr exact i64 %1192, 3
  %1194 = add nuw nsw i64 %1193, 1
  %xtraiter = and i64 %1194, 7
  %1195 = icmp ult i64 %1192, 56
  br i1 %1195, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const3271 = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %1194, %const3271
  %scevgep707 = getelementptr double, double* %.6.i28186, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %1196 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep683 = getelementptr double, double* %.6.i28186, i64 %1196
  %1197 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %1198 = bitcast double* %scevgep683 to i8*
  %uglygep704 = getelementptr i8, i8* %1198, i64 %lsr.iv
  %uglygep704705 = bitcast i8* %uglygep704 to double*
  %scevgep706 = getelementptr double, double* %uglygep704705, i64 -7
  %.236.i.epil = load double, double* %scevgep706, align 8, !noalias !137
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep701 = getelementptr i8, i8* %1198, i64 %lsr.iv
  %uglygep701702 = bitcast i8* %uglygep701 to double*
  %scevgep703 = getelementptr double, double* %uglygep701702, i64 -6
  %.236.1.i.epil = load double, double* %scevgep703, align 8, !noalias !137
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep698 = getelementptr i8, i8* %1198, i64 %lsr.iv
  %uglygep698699 = bitcast i8* %uglygep698 to double*
  %scevgep700 = getelementptr double, double* %uglygep698699, i64 -5
  %.236.2.i.epil = load double, double* %scevgep700, align 8, !noalias !137
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep695 = getelementptr i8, i8* %1198, i64 %lsr.iv
  %uglygep695696 = bitcast i8* %uglygep695 to double*
  %scevgep697 = getelementptr double, double* %uglygep695696, i64 -4
  %.236.3.i.epil = load double, double* %scevgep697, align 8, !noalias !137
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep692 = getelementptr i8, i8* %1198, i64 %lsr.iv
  %uglygep692693 = bitcast i8* %uglygep692 to double*
  %scevgep694 = getelementptr double, double* %uglygep692693, i64 -3
  %.236.4.i.epil = load double, double* %scevgep694, align 8, !noalias !137
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep689 = getelementptr i8, i8* %1198, i64 %lsr.iv
  %uglygep689690 = bitcast i8* %uglygep689 to double*
  %scevgep691 = getelementptr double, double* %uglygep689690, i64 -2
  %.236.5.i.epil = load double, double* %scevgep691, align 8, !noalias !137
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep686 = getelementptr i8, i8* %1198, i64 %lsr.iv
  %uglygep686687 = bitcast i8* %uglygep686 to double*
  %scevgep688 = getelementptr double, double* %uglygep686687, i64 -1
  %.236.6.i.epil = load double, double* %scevgep688, align 8, !noalias !137
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %1198, i64 %lsr.iv
  %uglygep685 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep685, align 8, !noalias !137
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %1197, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !79, !llvm.loop !140

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i28186, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep682 = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep682, align 8, !noalias !137
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !79, !llvm.loop !81

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv835 = phi i64 [ %lsr.iv.next836, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep833 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep834 = getelementptr double, double* %scevgep833, i64 -63
  %.236.i = load double, double* %scevgep834, align 8, !noalias !137
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep831 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep832 = getelementptr double, double* %scevgep831, i64 -62
  %.236.1.i = load double, double* %scevgep832, align 8, !noalias !137
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep829 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep830 = getelementptr double, double* %scevgep829, i64 -61
  %.236.2.i = load double, double* %scevgep830, align 8, !noalias !137
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep827 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep828 = getelementptr double, double* %scevgep827, i64 -60
  %.236.3.i = load double, double* %scevgep828, align 8, !noalias !137
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep825 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep826 = getelementptr double, double* %scevgep825, i64 -59
  %.236.4.i = load double, double* %scevgep826, align 8, !noalias !137
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep823 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep824 = getelementptr double, double* %scevgep823, i64 -58
  %.236.5.i = load double, double* %scevgep824, align 8, !noalias !137
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep821 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep822 = getelementptr double, double* %scevgep821, i64 -57
  %.236.6.i = load double, double* %scevgep822, align 8, !noalias !137
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep819 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep820 = getelementptr double, double* %scevgep819, i64 -56
  %.236.7.i = load double, double* %scevgep820, align 8, !noalias !137
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep788 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep789 = getelementptr double, double* %scevgep788, i64 -55
  %.236.i.1 = load double, double* %scevgep789, align 8, !noalias !137
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep790 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep791 = getelementptr double, double* %scevgep790, i64 -54
  %.236.1.i.1 = load double, double* %scevgep791, align 8, !noalias !137
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep792 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep793 = getelementptr double, double* %scevgep792, i64 -53
  %.236.2.i.1 = load double, double* %scevgep793, align 8, !noalias !137
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep794 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep795 = getelementptr double, double* %scevgep794, i64 -52
  %.236.3.i.1 = load double, double* %scevgep795, align 8, !noalias !137
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep796 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep797 = getelementptr double, double* %scevgep796, i64 -51
  %.236.4.i.1 = load double, double* %scevgep797, align 8, !noalias !137
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep798 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep799 = getelementptr double, double* %scevgep798, i64 -50
  %.236.5.i.1 = load double, double* %scevgep799, align 8, !noalias !137
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep800 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep801 = getelementptr double, double* %scevgep800, i64 -49
  %.236.6.i.1 = load double, double* %scevgep801, align 8, !noalias !137
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep802 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep803 = getelementptr double, double* %scevgep802, i64 -48
  %.236.7.i.1 = load double, double* %scevgep803, align 8, !noalias !137
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep772 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep773 = getelementptr double, double* %scevgep772, i64 -47
  %.236.i.2 = load double, double* %scevgep773, align 8, !noalias !137
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep774 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep775 = getelementptr double, double* %scevgep774, i64 -46
  %.236.1.i.2 = load double, double* %scevgep775, align 8, !noalias !137
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep776 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep777 = getelementptr double, double* %scevgep776, i64 -45
  %.236.2.i.2 = load double, double* %scevgep777, align 8, !noalias !137
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep778 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep779 = getelementptr double, double* %scevgep778, i64 -44
  %.236.3.i.2 = load double, double* %scevgep779, align 8, !noalias !137
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep780 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep781 = getelementptr double, double* %scevgep780, i64 -43
  %.236.4.i.2 = load double, double* %scevgep781, align 8, !noalias !137
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep782 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep783 = getelementptr double, double* %scevgep782, i64 -42
  %.236.5.i.2 = load double, double* %scevgep783, align 8, !noalias !137
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep784 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep785 = getelementptr double, double* %scevgep784, i64 -41
  %.236.6.i.2 = load double, double* %scevgep785, align 8, !noalias !137
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep786 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep787 = getelementptr double, double* %scevgep786, i64 -40
  %.236.7.i.2 = load double, double* %scevgep787, align 8, !noalias !137
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep756 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep757 = getelementptr double, double* %scevgep756, i64 -39
  %.236.i.3 = load double, double* %scevgep757, align 8, !noalias !137
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep758 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep759 = getelementptr double, double* %scevgep758, i64 -38
  %.236.1.i.3 = load double, double* %scevgep759, align 8, !noalias !137
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep760 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep761 = getelementptr double, double* %scevgep760, i64 -37
  %.236.2.i.3 = load double, double* %scevgep761, align 8, !noalias !137
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep762 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep763 = getelementptr double, double* %scevgep762, i64 -36
  %.236.3.i.3 = load double, double* %scevgep763, align 8, !noalias !137
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep764 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep765 = getelementptr double, double* %scevgep764, i64 -35
  %.236.4.i.3 = load double, double* %scevgep765, align 8, !noalias !137
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep766 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep767 = getelementptr double, double* %scevgep766, i64 -34
  %.236.5.i.3 = load double, double* %scevgep767, align 8, !noalias !137
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep768 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep769 = getelementptr double, double* %scevgep768, i64 -33
  %.236.6.i.3 = load double, double* %scevgep769, align 8, !noalias !137
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep770 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep771 = getelementptr double, double* %scevgep770, i64 -32
  %.236.7.i.3 = load double, double* %scevgep771, align 8, !noalias !137
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep740 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep741 = getelementptr double, double* %scevgep740, i64 -31
  %.236.i.4 = load double, double* %scevgep741, align 8, !noalias !137
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep742 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep743 = getelementptr double, double* %scevgep742, i64 -30
  %.236.1.i.4 = load double, double* %scevgep743, align 8, !noalias !137
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep744 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep745 = getelementptr double, double* %scevgep744, i64 -29
  %.236.2.i.4 = load double, double* %scevgep745, align 8, !noalias !137
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep746 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep747 = getelementptr double, double* %scevgep746, i64 -28
  %.236.3.i.4 = load double, double* %scevgep747, align 8, !noalias !137
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep748 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep749 = getelementptr double, double* %scevgep748, i64 -27
  %.236.4.i.4 = load double, double* %scevgep749, align 8, !noalias !137
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep750 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep751 = getelementptr double, double* %scevgep750, i64 -26
  %.236.5.i.4 = load double, double* %scevgep751, align 8, !noalias !137
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep752 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep753 = getelementptr double, double* %scevgep752, i64 -25
  %.236.6.i.4 = load double, double* %scevgep753, align 8, !noalias !137
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep754 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep755 = getelementptr double, double* %scevgep754, i64 -24
  %.236.7.i.4 = load double, double* %scevgep755, align 8, !noalias !137
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep724 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep725 = getelementptr double, double* %scevgep724, i64 -23
  %.236.i.5 = load double, double* %scevgep725, align 8, !noalias !137
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep726 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep727 = getelementptr double, double* %scevgep726, i64 -22
  %.236.1.i.5 = load double, double* %scevgep727, align 8, !noalias !137
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep728 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep729 = getelementptr double, double* %scevgep728, i64 -21
  %.236.2.i.5 = load double, double* %scevgep729, align 8, !noalias !137
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep730 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep731 = getelementptr double, double* %scevgep730, i64 -20
  %.236.3.i.5 = load double, double* %scevgep731, align 8, !noalias !137
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep732 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep733 = getelementptr double, double* %scevgep732, i64 -19
  %.236.4.i.5 = load double, double* %scevgep733, align 8, !noalias !137
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep734 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep735 = getelementptr double, double* %scevgep734, i64 -18
  %.236.5.i.5 = load double, double* %scevgep735, align 8, !noalias !137
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep736 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep737 = getelementptr double, double* %scevgep736, i64 -17
  %.236.6.i.5 = load double, double* %scevgep737, align 8, !noalias !137
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep738 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep739 = getelementptr double, double* %scevgep738, i64 -16
  %.236.7.i.5 = load double, double* %scevgep739, align 8, !noalias !137
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep708 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep709 = getelementptr double, double* %scevgep708, i64 -15
  %.236.i.6 = load double, double* %scevgep709, align 8, !noalias !137
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep710 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep711 = getelementptr double, double* %scevgep710, i64 -14
  %.236.1.i.6 = load double, double* %scevgep711, align 8, !noalias !137
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep712 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep713 = getelementptr double, double* %scevgep712, i64 -13
  %.236.2.i.6 = load double, double* %scevgep713, align 8, !noalias !137
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep714 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep715 = getelementptr double, double* %scevgep714, i64 -12
  %.236.3.i.6 = load double, double* %scevgep715, align 8, !noalias !137
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep716 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep717 = getelementptr double, double* %scevgep716, i64 -11
  %.236.4.i.6 = load double, double* %scevgep717, align 8, !noalias !137
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep718 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep719 = getelementptr double, double* %scevgep718, i64 -10
  %.236.5.i.6 = load double, double* %scevgep719, align 8, !noalias !137
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep720 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep721 = getelementptr double, double* %scevgep720, i64 -9
  %.236.6.i.6 = load double, double* %scevgep721, align 8, !noalias !137
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep722 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep723 = getelementptr double, double* %scevgep722, i64 -8
  %.236.7.i.6 = load double, double* %scevgep723, align 8, !noalias !137
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep804 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep805 = getelementptr double, double* %scevgep804, i64 -7
  %.236.i.7 = load double, double* %scevgep805, align 8, !noalias !137
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep806 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep807 = getelementptr double, double* %scevgep806, i64 -6
  %.236.1.i.7 = load double, double* %scevgep807, align 8, !noalias !137
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep808 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep809 = getelementptr double, double* %scevgep808, i64 -5
  %.236.2.i.7 = load double, double* %scevgep809, align 8, !noalias !137
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep810 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep811 = getelementptr double, double* %scevgep810, i64 -4
  %.236.3.i.7 = load double, double* %scevgep811, align 8, !noalias !137
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep812 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep813 = getelementptr double, double* %scevgep812, i64 -3
  %.236.4.i.7 = load double, double* %scevgep813, align 8, !noalias !137
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep814 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep815 = getelementptr double, double* %scevgep814, i64 -2
  %.236.5.i.7 = load double, double* %scevgep815, align 8, !noalias !137
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep816 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %scevgep817 = getelementptr double, double* %scevgep816, i64 -1
  %.236.6.i.7 = load double, double* %scevgep817, align 8, !noalias !137
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep818 = getelementptr double, double* %scevgep707, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep818, align 8, !noalias !137
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next836 = add i64 %lsr.iv835, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next836, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !8

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i29)
  %.783 = fadd double %c.2.0.lcssa.i128, %c.2.0.lcssa.i
  store double %.783, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels16masked_where_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels16masked_where_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !8

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([170 x i8], [170 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels16masked_where_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr7 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr7 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.48 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %8, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(i8* %.44, i8* nonnull %.48)
  %9 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %9, i64 24
  %10 = bitcast i8* %sunkaddr9 to i64*
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
  %sunkaddr10 = getelementptr inbounds i8, i8* %12, i64 32
  %13 = bitcast i8* %sunkaddr10 to double**
  %.60.fca.4.load = load double*, double** %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %14, i64 40
  %15 = bitcast i8* %sunkaddr11 to i64*
  %.60.fca.5.0.load = load i64, i64* %15, align 8
  store double 0.000000e+00, double* %.67, align 8
  %.75 = call i32 @_ZN7kernels16masked_where_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 undef, i8* %.60.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 undef) #2
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

define double @cfunc._ZN7kernels16masked_where_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.12 = call i32 @_ZN7kernels16masked_where_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.8, i64 undef, i8* %extracted.meminfo.1, i8* undef, i64 undef, i64 undef, double* %extracted.data.1, i64 %.10, i64 undef) #2
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
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f40ab232090>", i64 0, i64 0))
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

define linkonce_odr i32 @_ZN5numba2np9arraymath19_where_generic_impl12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.condition.0, i8* %arg.condition.1, i64 %arg.condition.2, i64 %arg.condition.3, i8* %arg.condition.4, i64 %arg.condition.5.0, i64 %arg.condition.6.0, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, double %arg.y) local_unnamed_addr {
B0.endif.endif:
  %.179 = alloca [1 x i64], align 8
  %excinfo.4 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  tail call void @NRT_incref(i8* %arg.condition.0)
  tail call void @NRT_incref(i8* %arg.x.0)
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 8, i32 32), !noalias !141
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !8

common.ret:                                       ; preds = %B496.endif, %B412.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 0, %B496.endif ], [ 1, %B0.endif.endif.if ], [ %.185, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B412.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915729697280.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %0 = bitcast [1 x i64]* %.179 to i64*
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %1 = bitcast i8* %.5.i.i.i to double**
  %.6.i1.i.i = load double*, double** %1, align 8, !noalias !154
  store double %arg.y, double* %.6.i1.i.i, align 8, !noalias !154
  store i64 0, i64* %0, align 8
  %.185 = call i32 @_ZN5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12StarArgTupleI8UniTupleIxLi1EE8UniTupleIxLi1EE8UniTupleIxLi0EEE([1 x i64]* nonnull %.179, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.4, i64 %arg.condition.5.0, i64 %arg.x.5.0)
  %.195.fca.0.load = load i64, i64* %0, align 8
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
  tail call void @NRT_incref(i8* %arg.condition.0) #4, !noalias !155
  %.137.i.i = icmp slt i64 %.195.fca.0.load, 0
  br i1 %.137.i.i, label %B0.endif.endif.endif.endif.if, label %B124.if.preheader.i.i, !prof !159

B124.if.preheader.i.i:                            ; preds = %B0.endif.endif.endif.endif
  %.206.i.i = icmp eq i64 %.195.fca.0.load, %arg.condition.5.0
  %.209.i.i = icmp eq i64 %arg.condition.5.0, 1
  %or.cond.i.i = or i1 %.209.i.i, %.206.i.i
  br i1 %or.cond.i.i, label %B124.if.preheader.i.i21, label %B0.endif.endif.endif.endif.if, !prof !160

B0.endif.endif.endif.endif.if:                    ; preds = %B124.if.preheader.i.i, %B0.endif.endif.endif.endif
  %excinfo.2.0.i = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139915725950976, %B0.endif.endif.endif.endif ], [ @.const.picklebuf.139915723482624, %B124.if.preheader.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.i, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B124.if.preheader.i.i21:                          ; preds = %B124.if.preheader.i.i
  %2 = icmp eq i64 %arg.condition.5.0, 1
  %3 = icmp ne i64 %.195.fca.0.load, 1
  %4 = and i1 %2, %3
  %.104.i = select i1 %4, i64 %.195.fca.0.load, i64 %arg.condition.5.0
  %.105.i = select i1 %4, i64 0, i64 %arg.condition.6.0
  tail call void @NRT_incref(i8* %arg.x.0) #4, !noalias !161
  %.206.i.i18 = icmp eq i64 %.195.fca.0.load, %arg.x.5.0
  %.209.i.i19 = icmp eq i64 %arg.x.5.0, 1
  %or.cond.i.i20 = or i1 %.209.i.i19, %.206.i.i18
  tail call void @NRT_decref(i8* %arg.condition.0)
  br i1 %or.cond.i.i20, label %B0.endif.endif.i44, label %B0.endif.endif.endif.endif.endif.if, !prof !160

B0.endif.endif.endif.endif.endif.if:              ; preds = %B124.if.preheader.i.i21
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915722993152, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.i44:                               ; preds = %B124.if.preheader.i.i21
  %5 = icmp eq i64 %arg.x.5.0, 1
  %6 = icmp ne i64 %.195.fca.0.load, 1
  %7 = and i1 %5, %6
  %.104.i25 = select i1 %7, i64 %.195.fca.0.load, i64 %arg.x.5.0
  %.105.i26 = select i1 %7, i64 0, i64 %arg.x.6.0
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.195.fca.0.load, i64 8)
  %.34.i = extractvalue { i64, i1 } %.32.i, 1
  tail call void @NRT_decref(i8* %arg.x.0)
  br i1 %.34.i, label %B412.if, label %B0.endif.endif.endif.i, !prof !8

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i44
  %.33.i = extractvalue { i64, i1 } %.32.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !165
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B412.if, label %B412.endif, !prof !8

B412.if:                                          ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i44
  %excinfo.8.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139915729697280.21, %B0.endif.endif.endif.i ], [ @.const.picklebuf.139915723216704, %B0.endif.endif.i44 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.8.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B412.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %8 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %8, align 8, !noalias !175
  %.82.i = icmp eq i64 %.104.i, 0
  br i1 %.82.i, label %B496.endif, label %B44.endif.endif.i.preheader, !prof !8

B44.endif.endif.i.preheader:                      ; preds = %B412.endif
  br label %B44.endif.endif.i

B46.i:                                            ; preds = %B44.endif.endif.i
  %9 = icmp eq i8 %.156.i, 0
  %.181.i = ptrtoint i8* %.73.028.i to i64
  %.182.i = add i64 %.105.i, %.181.i
  %.183.i = inttoptr i64 %.182.i to i8*
  br i1 %9, label %B74.i, label %B88.i

B74.i:                                            ; preds = %B44.endif.endif.endif.i, %B46.i
  %.75.2.i = phi i8 [ 0, %B46.i ], [ 1, %B44.endif.endif.endif.i ]
  %.73.2.i = phi i8* [ %.183.i, %B46.i ], [ %.73.028.i, %B44.endif.endif.endif.i ]
  %.71.2.i = phi i64 [ %.175.i, %B46.i ], [ 0, %B44.endif.endif.endif.i ]
  %.71.0.fr.i = freeze i64 %.71.029.i
  br label %B88.i

B88.i:                                            ; preds = %B44.endif.endif.endif.i, %B74.i, %B46.i
  %.71.0.fr.sink30.i = phi i64 [ %.71.0.fr.i, %B74.i ], [ %.71.029.i, %B44.endif.endif.endif.i ], [ %.71.029.i, %B46.i ]
  %arg.y.5.0.sink.i = phi i64 [ %.195.fca.0.load, %B74.i ], [ %.104.i25, %B44.endif.endif.endif.i ], [ %.104.i25, %B46.i ]
  %arg.y.6.0.sink.i = phi i64 [ 0, %B74.i ], [ %.105.i26, %B44.endif.endif.endif.i ], [ %.105.i26, %B46.i ]
  %.296.sink.in.i = phi double* [ %.6.i1.i.i, %B74.i ], [ %arg.x.4, %B44.endif.endif.endif.i ], [ %arg.x.4, %B46.i ]
  %.75.3.i = phi i8 [ %.75.2.i, %B74.i ], [ 1, %B44.endif.endif.endif.i ], [ 0, %B46.i ]
  %.73.3.i = phi i8* [ %.73.2.i, %B74.i ], [ %.73.028.i, %B44.endif.endif.endif.i ], [ %.183.i, %B46.i ]
  %.71.3.i = phi i64 [ %.71.2.i, %B74.i ], [ 0, %B44.endif.endif.endif.i ], [ %.175.i, %B46.i ]
  %.296.sink.i = ptrtoint double* %.296.sink.in.i to i64
  %.282.i = icmp slt i64 %.71.0.fr.sink30.i, 0
  %spec.select.i = select i1 %.282.i, i64 %arg.y.5.0.sink.i, i64 0
  %.284.i = add i64 %spec.select.i, %.71.0.fr.sink30.i
  %.295.i = mul i64 %.284.i, %arg.y.6.0.sink.i
  %.297.i = add i64 %.295.i, %.296.sink.i
  %"$phi88.1.2.1.in.i" = inttoptr i64 %.297.i to double*
  %"$phi88.1.2.1.i" = load double, double* %"$phi88.1.2.1.in.i", align 8, !noalias !176
  %.319.i = icmp slt i64 %.71.029.i, 0
  %.320.i = select i1 %.319.i, i64 %.195.fca.0.load, i64 0
  %.321.i = add i64 %.320.i, %.71.029.i
  %.334.i = getelementptr double, double* %.6.i1.i, i64 %.321.i
  store double %"$phi88.1.2.1.i", double* %.334.i, align 8, !noalias !176
  %.147.not.i = icmp eq i8 %.75.3.i, 0
  br i1 %.147.not.i, label %B44.endif.endif.i, label %B496.endif, !prof !179

B44.endif.endif.i:                                ; preds = %B44.endif.endif.i.preheader, %B88.i
  %.71.029.i = phi i64 [ %.71.3.i, %B88.i ], [ 0, %B44.endif.endif.i.preheader ]
  %.73.028.i = phi i8* [ %.73.3.i, %B88.i ], [ %arg.condition.4, %B44.endif.endif.i.preheader ]
  %.156.i = load i8, i8* %.73.028.i, align 1, !noalias !176
  %.175.i = add nsw i64 %.71.029.i, 1
  %.176.i = icmp slt i64 %.175.i, %.104.i
  br i1 %.176.i, label %B46.i, label %B44.endif.endif.endif.i, !prof !179

B44.endif.endif.endif.i:                          ; preds = %B44.endif.endif.i
  %10 = icmp eq i8 %.156.i, 0
  br i1 %10, label %B74.i, label %B88.i

B496.endif:                                       ; preds = %B88.i, %B412.endif
  %retptr.repack1161 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack1161, align 8
  %retptr.repack49 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack49, align 8
  %retptr.repack51 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.195.fca.0.load, i64* %retptr.repack51, align 8
  %retptr.repack53 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack53, align 8
  %retptr.repack55 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i1.i, double** %retptr.repack55, align 8
  %11 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.195.fca.0.load, i64* %11, align 8
  %12 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %12, align 8
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

define linkonce_odr i32 @_ZN5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12StarArgTupleI8UniTupleIxLi1EE8UniTupleIxLi1EE8UniTupleIxLi0EEE([1 x i64]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.args.0.0, i64 %arg.args.1.0) local_unnamed_addr {
B0.endif.if:
  %.29 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 32, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.30 = icmp eq i8* %.29, null
  br i1 %.30, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !8

B1219.preheader:                                  ; preds = %B1222.2
  %0 = add nsw i64 %.719, -1
  %.728.le = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i4353, i64 0, i32 3
  %.729.le = getelementptr i64, i64* %.728.le, i64 %0
  %.730.le = load i64, i64* %.729.le, align 8
  br label %B1221

common.ret:                                       ; preds = %B328.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.if, %B1221
  %common.ret.op = phi i32 [ 0, %B1221 ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B328.if ]
  ret i32 %common.ret.op

B1221:                                            ; preds = %B1222.2, %B1219.preheader
  %tup.2.sroa.0.0.lcssa = phi i64 [ %.730.le, %B1219.preheader ], [ 1, %B1222.2 ]
  tail call void @NRT_decref(i8* nonnull %.145)
  %1 = bitcast [1 x i64]* %retptr to i64*
  store i64 %tup.2.sroa.0.0.lcssa, i64* %1, align 8
  br label %common.ret

typed_switch.end.1:                               ; preds = %B214.endif.i, %B202.endif.i, %B0.endif.endif.split.i
  %.156.i.1 = icmp slt i64 %arg.args.1.0, 0
  br i1 %.156.i.1, label %B328.if, label %B0.endif.endif.split.i.1, !prof !159

B0.endif.endif.split.i.1:                         ; preds = %typed_switch.end.1
  %.178.i.1 = icmp eq i64 %arg.args.1.0, 1
  br i1 %.178.i.1, label %B1222.2, label %switch.0.i.1

switch.0.i.1:                                     ; preds = %B0.endif.endif.split.i.1
  %2 = bitcast i8* %.5.i20 to { i64, i64, i8, i64 }**
  %.6.i19.i.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8, !noalias !180
  %.19663.i.1147618772 = bitcast { i64, i64, i8, i64 }* %.6.i19.i.1 to i64*
  %.197.i.1 = load i64, i64* %.19663.i.1147618772, align 8, !noalias !180
  %.207.i.1 = icmp slt i64 %.197.i.1, 1
  br i1 %.207.i.1, label %B328.if, label %B178.endif.i.1, !prof !8

B178.endif.i.1:                                   ; preds = %switch.0.i.1
  %.219.i.1 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i19.i.1, i64 0, i32 3
  %.221.i.1 = load i64, i64* %.219.i.1, align 8, !noalias !180
  %.222.i.1 = icmp eq i64 %.221.i.1, 1
  br i1 %.222.i.1, label %B202.endif.i.1, label %B214.endif.i.1

B214.endif.i.1:                                   ; preds = %B178.endif.i.1
  %.314.not.i.1 = icmp eq i64 %.221.i.1, %arg.args.1.0
  br i1 %.314.not.i.1, label %B1222.2, label %B328.if, !prof !160

B202.endif.i.1:                                   ; preds = %B178.endif.i.1
  %3 = bitcast { i64, i64, i8, i64 }* %.6.i19.i.1 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %3, i64 24
  %4 = bitcast i8* %sunkaddr to i64*
  store i64 %arg.args.1.0, i64* %4, align 8, !noalias !180
  br label %B1222.2

B1222.2:                                          ; preds = %B202.endif.i.1, %B214.endif.i.1, %B0.endif.endif.split.i.1
  %5 = bitcast i8* %.5.i20 to { i64, i64, i8, i64 }**
  %.6.i4353 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.718150619773 = bitcast { i64, i64, i8, i64 }* %.6.i4353 to i64*
  %.719 = load i64, i64* %.718150619773, align 8
  %.72091 = icmp sgt i64 %.719, 0
  br i1 %.72091, label %B1219.preheader, label %B1221

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915722973824, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !20
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i40 = getelementptr i8, i8* %.29, i64 24
  %6 = bitcast i8* %.5.i40 to { i64, i64, i8, i64 }**
  %.6.i4163 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.42 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i4163, i64 0, i32 1
  store i64 1, i64* %.42, align 8
  %7 = bitcast i8* %.5.i40 to i64**
  %.6.i39641 = load i64*, i64** %7, align 8
  store i64 0, i64* %.6.i39641, align 8
  %.6.i3765 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.54 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3765, i64 0, i32 2
  store i8 0, i8* %.54, align 1
  %.6.i3366 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.67 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3366, i64 0, i32 3
  store i64 0, i64* %.67, align 1
  %.6.i29492 = load i64*, i64** %7, align 8
  store i64 1, i64* %.6.i29492, align 8
  %.6.i2550 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.109 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2550, i64 0, i32 3
  store i64 1, i64* %.109, align 8
  %.6.i23513 = load i64*, i64** %7, align 8
  %.122 = load i64, i64* %.6.i23513, align 8
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915722973824, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !20
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.if
  %.5.i20 = getelementptr i8, i8* %.145, i64 24
  %8 = bitcast i8* %.5.i20 to { i64, i64, i8, i64 }**
  %.6.i2158 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %8, align 8
  %.158 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2158, i64 0, i32 1
  store i64 %.122, i64* %.158, align 8
  %9 = bitcast i8* %.5.i20 to i64**
  %.6.i19594 = load i64*, i64** %9, align 8
  store i64 0, i64* %.6.i19594, align 8
  %.6.i1760 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %8, align 8
  %.170 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1760, i64 0, i32 2
  store i8 0, i8* %.170, align 1
  %.6.i1361 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %8, align 8
  %.183 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1361, i64 0, i32 3
  %.190.idx = shl nsw i64 %.122, 3
  %.194 = bitcast i64* %.183 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.194, i8 0, i64 %.190.idx, i1 false)
  %.6.i9525 = load i64*, i64** %9, align 8
  store i64 %.122, i64* %.6.i9525, align 8
  %.21346 = icmp sgt i64 %.122, 0
  br i1 %.21346, label %for.body.1.preheader, label %typed_switch.end

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
  %lsr.iv147 = phi i64 [ %lsr.iv.next148, %for.body.1 ], [ 0, %for.body.1.preheader.new.new ]
  %lsr.iv145 = phi i64 [ %lsr.iv.next146, %for.body.1 ], [ %17, %for.body.1.preheader.new.new ]
  %18 = bitcast i8* %.5.i20 to i8**
  %19 = bitcast i8* %.5.i40 to i8**
  %20 = bitcast i8* %.5.i20 to { i64, i64, i8, i64 }**
  %21 = bitcast i8* %.5.i40 to { i64, i64, i8, i64 }**
  %.6.i6561 = load i8*, i8** %19, align 8
  %scevgep769 = getelementptr i8, i8* %.6.i6561, i64 24
  %22 = shl i64 %lsr.iv147, 3
  %scevgep770 = getelementptr i8, i8* %scevgep769, i64 %22
  %scevgep770771 = bitcast i8* %scevgep770 to i64*
  %.224 = load i64, i64* %scevgep770771, align 8
  %.6.i2572 = load i8*, i8** %18, align 8
  %scevgep766 = getelementptr i8, i8* %.6.i2572, i64 24
  %23 = shl i64 %lsr.iv147, 3
  %scevgep767 = getelementptr i8, i8* %scevgep766, i64 %23
  %scevgep767768 = bitcast i8* %scevgep767 to i64*
  store i64 %.224, i64* %scevgep767768, align 8
  %.6.i656.13 = load i8*, i8** %19, align 8
  %scevgep763 = getelementptr i8, i8* %.6.i656.13, i64 32
  %24 = shl i64 %lsr.iv147, 3
  %scevgep764 = getelementptr i8, i8* %scevgep763, i64 %24
  %scevgep764765 = bitcast i8* %scevgep764 to i64*
  %.224.1 = load i64, i64* %scevgep764765, align 8
  %.6.i257.14 = load i8*, i8** %18, align 8
  %scevgep760 = getelementptr i8, i8* %.6.i257.14, i64 32
  %25 = shl i64 %lsr.iv147, 3
  %scevgep761 = getelementptr i8, i8* %scevgep760, i64 %25
  %scevgep761762 = bitcast i8* %scevgep761 to i64*
  store i64 %.224.1, i64* %scevgep761762, align 8
  %.6.i656.25 = load i8*, i8** %19, align 8
  %scevgep757 = getelementptr i8, i8* %.6.i656.25, i64 40
  %26 = shl i64 %lsr.iv147, 3
  %scevgep758 = getelementptr i8, i8* %scevgep757, i64 %26
  %scevgep758759 = bitcast i8* %scevgep758 to i64*
  %.224.2 = load i64, i64* %scevgep758759, align 8
  %.6.i257.26 = load i8*, i8** %18, align 8
  %scevgep754 = getelementptr i8, i8* %.6.i257.26, i64 40
  %27 = shl i64 %lsr.iv147, 3
  %scevgep755 = getelementptr i8, i8* %scevgep754, i64 %27
  %scevgep755756 = bitcast i8* %scevgep755 to i64*
  store i64 %.224.2, i64* %scevgep755756, align 8
  %.6.i656.37 = load i8*, i8** %19, align 8
  %scevgep751 = getelementptr i8, i8* %.6.i656.37, i64 48
  %28 = shl i64 %lsr.iv147, 3
  %scevgep752 = getelementptr i8, i8* %scevgep751, i64 %28
  %scevgep752753 = bitcast i8* %scevgep752 to i64*
  %.224.3 = load i64, i64* %scevgep752753, align 8
  %.6.i257.38 = load i8*, i8** %18, align 8
  %scevgep748 = getelementptr i8, i8* %.6.i257.38, i64 48
  %29 = shl i64 %lsr.iv147, 3
  %scevgep749 = getelementptr i8, i8* %scevgep748, i64 %29
  %scevgep749750 = bitcast i8* %scevgep749 to i64*
  store i64 %.224.3, i64* %scevgep749750, align 8
  %.6.i656.49 = load i8*, i8** %19, align 8
  %scevgep745 = getelementptr i8, i8* %.6.i656.49, i64 56
  %30 = shl i64 %lsr.iv147, 3
  %scevgep746 = getelementptr i8, i8* %scevgep745, i64 %30
  %scevgep746747 = bitcast i8* %scevgep746 to i64*
  %.224.4 = load i64, i64* %scevgep746747, align 8
  %.6.i257.410 = load i8*, i8** %18, align 8
  %scevgep742 = getelementptr i8, i8* %.6.i257.410, i64 56
  %31 = shl i64 %lsr.iv147, 3
  %scevgep743 = getelementptr i8, i8* %scevgep742, i64 %31
  %scevgep743744 = bitcast i8* %scevgep743 to i64*
  store i64 %.224.4, i64* %scevgep743744, align 8
  %.6.i656.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep738 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.5, i64 2
  %scevgep738739 = bitcast { i64, i64, i8, i64 }* %scevgep738 to i8*
  %32 = shl i64 %lsr.iv147, 3
  %uglygep740 = getelementptr i8, i8* %scevgep738739, i64 %32
  %uglygep740741 = bitcast i8* %uglygep740 to i64*
  %.224.5 = load i64, i64* %uglygep740741, align 8
  %.6.i257.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep734 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.5, i64 2
  %scevgep734735 = bitcast { i64, i64, i8, i64 }* %scevgep734 to i8*
  %33 = shl i64 %lsr.iv147, 3
  %uglygep736 = getelementptr i8, i8* %scevgep734735, i64 %33
  %uglygep736737 = bitcast i8* %uglygep736 to i64*
  store i64 %.224.5, i64* %uglygep736737, align 8
  %.6.i656.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep468 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.6, i64 2, i32 1
  %scevgep469 = getelementptr i64, i64* %scevgep468, i64 %lsr.iv147
  %.224.6 = load i64, i64* %scevgep469, align 8
  %.6.i257.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep462 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.6, i64 2, i32 1
  %scevgep466 = getelementptr i64, i64* %scevgep462, i64 %lsr.iv147
  store i64 %.224.6, i64* %scevgep466, align 8
  %.6.i656.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep731 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.7, i64 2, i32 2
  %34 = shl i64 %lsr.iv147, 3
  %scevgep732 = getelementptr i8, i8* %scevgep731, i64 %34
  %scevgep732733 = bitcast i8* %scevgep732 to i64*
  %.224.7 = load i64, i64* %scevgep732733, align 8
  %.6.i257.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep728 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.7, i64 2, i32 2
  %35 = shl i64 %lsr.iv147, 3
  %scevgep729 = getelementptr i8, i8* %scevgep728, i64 %35
  %scevgep729730 = bitcast i8* %scevgep729 to i64*
  store i64 %.224.7, i64* %scevgep729730, align 8
  %.6.i656.115 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep457 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.115, i64 2, i32 3
  %scevgep458 = getelementptr i64, i64* %scevgep457, i64 %lsr.iv147
  %.224.116 = load i64, i64* %scevgep458, align 8
  %.6.i257.117 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep455 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.117, i64 2, i32 3
  %scevgep456 = getelementptr i64, i64* %scevgep455, i64 %lsr.iv147
  store i64 %.224.116, i64* %scevgep456, align 8
  %.6.i656.1.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep724 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.1.1, i64 3
  %scevgep724725 = bitcast { i64, i64, i8, i64 }* %scevgep724 to i8*
  %36 = shl i64 %lsr.iv147, 3
  %uglygep726 = getelementptr i8, i8* %scevgep724725, i64 %36
  %uglygep726727 = bitcast i8* %uglygep726 to i64*
  %.224.1.1 = load i64, i64* %uglygep726727, align 8
  %.6.i257.1.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep720 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.1.1, i64 3
  %scevgep720721 = bitcast { i64, i64, i8, i64 }* %scevgep720 to i8*
  %37 = shl i64 %lsr.iv147, 3
  %uglygep722 = getelementptr i8, i8* %scevgep720721, i64 %37
  %uglygep722723 = bitcast i8* %uglygep722 to i64*
  store i64 %.224.1.1, i64* %uglygep722723, align 8
  %.6.i656.2.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep452 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.2.1, i64 3, i32 1
  %scevgep453 = getelementptr i64, i64* %scevgep452, i64 %lsr.iv147
  %.224.2.1 = load i64, i64* %scevgep453, align 8
  %.6.i257.2.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep450 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.2.1, i64 3, i32 1
  %scevgep451 = getelementptr i64, i64* %scevgep450, i64 %lsr.iv147
  store i64 %.224.2.1, i64* %scevgep451, align 8
  %.6.i656.3.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep717 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.3.1, i64 3, i32 2
  %38 = shl i64 %lsr.iv147, 3
  %scevgep718 = getelementptr i8, i8* %scevgep717, i64 %38
  %scevgep718719 = bitcast i8* %scevgep718 to i64*
  %.224.3.1 = load i64, i64* %scevgep718719, align 8
  %.6.i257.3.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep714 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.3.1, i64 3, i32 2
  %39 = shl i64 %lsr.iv147, 3
  %scevgep715 = getelementptr i8, i8* %scevgep714, i64 %39
  %scevgep715716 = bitcast i8* %scevgep715 to i64*
  store i64 %.224.3.1, i64* %scevgep715716, align 8
  %.6.i656.4.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep444 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.4.1, i64 3, i32 3
  %scevgep448 = getelementptr i64, i64* %scevgep444, i64 %lsr.iv147
  %.224.4.1 = load i64, i64* %scevgep448, align 8
  %.6.i257.4.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep415 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.4.1, i64 3, i32 3
  %scevgep416 = getelementptr i64, i64* %scevgep415, i64 %lsr.iv147
  store i64 %.224.4.1, i64* %scevgep416, align 8
  %.6.i656.5.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep710 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.5.1, i64 4
  %scevgep710711 = bitcast { i64, i64, i8, i64 }* %scevgep710 to i8*
  %40 = shl i64 %lsr.iv147, 3
  %uglygep712 = getelementptr i8, i8* %scevgep710711, i64 %40
  %uglygep712713 = bitcast i8* %uglygep712 to i64*
  %.224.5.1 = load i64, i64* %uglygep712713, align 8
  %.6.i257.5.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep706 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.5.1, i64 4
  %scevgep706707 = bitcast { i64, i64, i8, i64 }* %scevgep706 to i8*
  %41 = shl i64 %lsr.iv147, 3
  %uglygep708 = getelementptr i8, i8* %scevgep706707, i64 %41
  %uglygep708709 = bitcast i8* %uglygep708 to i64*
  store i64 %.224.5.1, i64* %uglygep708709, align 8
  %.6.i656.6.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep413 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.6.1, i64 4, i32 1
  %scevgep414 = getelementptr i64, i64* %scevgep413, i64 %lsr.iv147
  %.224.6.1 = load i64, i64* %scevgep414, align 8
  %.6.i257.6.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep410 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.6.1, i64 4, i32 1
  %scevgep411 = getelementptr i64, i64* %scevgep410, i64 %lsr.iv147
  store i64 %.224.6.1, i64* %scevgep411, align 8
  %.6.i656.7.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep703 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.7.1, i64 4, i32 2
  %42 = shl i64 %lsr.iv147, 3
  %scevgep704 = getelementptr i8, i8* %scevgep703, i64 %42
  %scevgep704705 = bitcast i8* %scevgep704 to i64*
  %.224.7.1 = load i64, i64* %scevgep704705, align 8
  %.6.i257.7.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep700 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.7.1, i64 4, i32 2
  %43 = shl i64 %lsr.iv147, 3
  %scevgep701 = getelementptr i8, i8* %scevgep700, i64 %43
  %scevgep701702 = bitcast i8* %scevgep701 to i64*
  store i64 %.224.7.1, i64* %scevgep701702, align 8
  %.6.i656.218 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep408 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.218, i64 4, i32 3
  %scevgep409 = getelementptr i64, i64* %scevgep408, i64 %lsr.iv147
  %.224.219 = load i64, i64* %scevgep409, align 8
  %.6.i257.220 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep402 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.220, i64 4, i32 3
  %scevgep406 = getelementptr i64, i64* %scevgep402, i64 %lsr.iv147
  store i64 %.224.219, i64* %scevgep406, align 8
  %.6.i656.1.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep696 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.1.2, i64 5
  %scevgep696697 = bitcast { i64, i64, i8, i64 }* %scevgep696 to i8*
  %44 = shl i64 %lsr.iv147, 3
  %uglygep698 = getelementptr i8, i8* %scevgep696697, i64 %44
  %uglygep698699 = bitcast i8* %uglygep698 to i64*
  %.224.1.2 = load i64, i64* %uglygep698699, align 8
  %.6.i257.1.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep692 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.1.2, i64 5
  %scevgep692693 = bitcast { i64, i64, i8, i64 }* %scevgep692 to i8*
  %45 = shl i64 %lsr.iv147, 3
  %uglygep694 = getelementptr i8, i8* %scevgep692693, i64 %45
  %uglygep694695 = bitcast i8* %uglygep694 to i64*
  store i64 %.224.1.2, i64* %uglygep694695, align 8
  %.6.i656.2.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep397 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.2.2, i64 5, i32 1
  %scevgep398 = getelementptr i64, i64* %scevgep397, i64 %lsr.iv147
  %.224.2.2 = load i64, i64* %scevgep398, align 8
  %.6.i257.2.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep395 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.2.2, i64 5, i32 1
  %scevgep396 = getelementptr i64, i64* %scevgep395, i64 %lsr.iv147
  store i64 %.224.2.2, i64* %scevgep396, align 8
  %.6.i656.3.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep689 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.3.2, i64 5, i32 2
  %46 = shl i64 %lsr.iv147, 3
  %scevgep690 = getelementptr i8, i8* %scevgep689, i64 %46
  %scevgep690691 = bitcast i8* %scevgep690 to i64*
  %.224.3.2 = load i64, i64* %scevgep690691, align 8
  %.6.i257.3.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep686 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.3.2, i64 5, i32 2
  %47 = shl i64 %lsr.iv147, 3
  %scevgep687 = getelementptr i8, i8* %scevgep686, i64 %47
  %scevgep687688 = bitcast i8* %scevgep687 to i64*
  store i64 %.224.3.2, i64* %scevgep687688, align 8
  %.6.i656.4.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep392 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.4.2, i64 5, i32 3
  %scevgep393 = getelementptr i64, i64* %scevgep392, i64 %lsr.iv147
  %.224.4.2 = load i64, i64* %scevgep393, align 8
  %.6.i257.4.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep390 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.4.2, i64 5, i32 3
  %scevgep391 = getelementptr i64, i64* %scevgep390, i64 %lsr.iv147
  store i64 %.224.4.2, i64* %scevgep391, align 8
  %.6.i656.5.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep682 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.5.2, i64 6
  %scevgep682683 = bitcast { i64, i64, i8, i64 }* %scevgep682 to i8*
  %48 = shl i64 %lsr.iv147, 3
  %uglygep684 = getelementptr i8, i8* %scevgep682683, i64 %48
  %uglygep684685 = bitcast i8* %uglygep684 to i64*
  %.224.5.2 = load i64, i64* %uglygep684685, align 8
  %.6.i257.5.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep678 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.5.2, i64 6
  %scevgep678679 = bitcast { i64, i64, i8, i64 }* %scevgep678 to i8*
  %49 = shl i64 %lsr.iv147, 3
  %uglygep680 = getelementptr i8, i8* %scevgep678679, i64 %49
  %uglygep680681 = bitcast i8* %uglygep680 to i64*
  store i64 %.224.5.2, i64* %uglygep680681, align 8
  %.6.i656.6.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep384 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.6.2, i64 6, i32 1
  %scevgep388 = getelementptr i64, i64* %scevgep384, i64 %lsr.iv147
  %.224.6.2 = load i64, i64* %scevgep388, align 8
  %.6.i257.6.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep355 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.6.2, i64 6, i32 1
  %scevgep356 = getelementptr i64, i64* %scevgep355, i64 %lsr.iv147
  store i64 %.224.6.2, i64* %scevgep356, align 8
  %.6.i656.7.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep675 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.7.2, i64 6, i32 2
  %50 = shl i64 %lsr.iv147, 3
  %scevgep676 = getelementptr i8, i8* %scevgep675, i64 %50
  %scevgep676677 = bitcast i8* %scevgep676 to i64*
  %.224.7.2 = load i64, i64* %scevgep676677, align 8
  %.6.i257.7.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep672 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.7.2, i64 6, i32 2
  %51 = shl i64 %lsr.iv147, 3
  %scevgep673 = getelementptr i8, i8* %scevgep672, i64 %51
  %scevgep673674 = bitcast i8* %scevgep673 to i64*
  store i64 %.224.7.2, i64* %scevgep673674, align 8
  %.6.i656.321 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep353 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.321, i64 6, i32 3
  %scevgep354 = getelementptr i64, i64* %scevgep353, i64 %lsr.iv147
  %.224.322 = load i64, i64* %scevgep354, align 8
  %.6.i257.323 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep350 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.323, i64 6, i32 3
  %scevgep351 = getelementptr i64, i64* %scevgep350, i64 %lsr.iv147
  store i64 %.224.322, i64* %scevgep351, align 8
  %.6.i656.1.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep668 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.1.3, i64 7
  %scevgep668669 = bitcast { i64, i64, i8, i64 }* %scevgep668 to i8*
  %52 = shl i64 %lsr.iv147, 3
  %uglygep670 = getelementptr i8, i8* %scevgep668669, i64 %52
  %uglygep670671 = bitcast i8* %uglygep670 to i64*
  %.224.1.3 = load i64, i64* %uglygep670671, align 8
  %.6.i257.1.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep664 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.1.3, i64 7
  %scevgep664665 = bitcast { i64, i64, i8, i64 }* %scevgep664 to i8*
  %53 = shl i64 %lsr.iv147, 3
  %uglygep666 = getelementptr i8, i8* %scevgep664665, i64 %53
  %uglygep666667 = bitcast i8* %uglygep666 to i64*
  store i64 %.224.1.3, i64* %uglygep666667, align 8
  %.6.i656.2.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep348 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.2.3, i64 7, i32 1
  %scevgep349 = getelementptr i64, i64* %scevgep348, i64 %lsr.iv147
  %.224.2.3 = load i64, i64* %scevgep349, align 8
  %.6.i257.2.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep342 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.2.3, i64 7, i32 1
  %scevgep346 = getelementptr i64, i64* %scevgep342, i64 %lsr.iv147
  store i64 %.224.2.3, i64* %scevgep346, align 8
  %.6.i656.3.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep661 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.3.3, i64 7, i32 2
  %54 = shl i64 %lsr.iv147, 3
  %scevgep662 = getelementptr i8, i8* %scevgep661, i64 %54
  %scevgep662663 = bitcast i8* %scevgep662 to i64*
  %.224.3.3 = load i64, i64* %scevgep662663, align 8
  %.6.i257.3.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep658 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.3.3, i64 7, i32 2
  %55 = shl i64 %lsr.iv147, 3
  %scevgep659 = getelementptr i8, i8* %scevgep658, i64 %55
  %scevgep659660 = bitcast i8* %scevgep659 to i64*
  store i64 %.224.3.3, i64* %scevgep659660, align 8
  %.6.i656.4.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep337 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.4.3, i64 7, i32 3
  %scevgep338 = getelementptr i64, i64* %scevgep337, i64 %lsr.iv147
  %.224.4.3 = load i64, i64* %scevgep338, align 8
  %.6.i257.4.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep335 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.4.3, i64 7, i32 3
  %scevgep336 = getelementptr i64, i64* %scevgep335, i64 %lsr.iv147
  store i64 %.224.4.3, i64* %scevgep336, align 8
  %.6.i656.5.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep654 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.5.3, i64 8
  %scevgep654655 = bitcast { i64, i64, i8, i64 }* %scevgep654 to i8*
  %56 = shl i64 %lsr.iv147, 3
  %uglygep656 = getelementptr i8, i8* %scevgep654655, i64 %56
  %uglygep656657 = bitcast i8* %uglygep656 to i64*
  %.224.5.3 = load i64, i64* %uglygep656657, align 8
  %.6.i257.5.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep650 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.5.3, i64 8
  %scevgep650651 = bitcast { i64, i64, i8, i64 }* %scevgep650 to i8*
  %57 = shl i64 %lsr.iv147, 3
  %uglygep652 = getelementptr i8, i8* %scevgep650651, i64 %57
  %uglygep652653 = bitcast i8* %uglygep652 to i64*
  store i64 %.224.5.3, i64* %uglygep652653, align 8
  %.6.i656.6.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep332 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.6.3, i64 8, i32 1
  %scevgep333 = getelementptr i64, i64* %scevgep332, i64 %lsr.iv147
  %.224.6.3 = load i64, i64* %scevgep333, align 8
  %.6.i257.6.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep330 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.6.3, i64 8, i32 1
  %scevgep331 = getelementptr i64, i64* %scevgep330, i64 %lsr.iv147
  store i64 %.224.6.3, i64* %scevgep331, align 8
  %.6.i656.7.325 = load i8*, i8** %19, align 8
  %scevgep647 = getelementptr i8, i8* %.6.i656.7.325, i64 272
  %58 = shl i64 %lsr.iv147, 3
  %scevgep648 = getelementptr i8, i8* %scevgep647, i64 %58
  %scevgep648649 = bitcast i8* %scevgep648 to i64*
  %.224.7.3 = load i64, i64* %scevgep648649, align 8
  %.6.i257.7.326 = load i8*, i8** %18, align 8
  %scevgep644 = getelementptr i8, i8* %.6.i257.7.326, i64 272
  %59 = shl i64 %lsr.iv147, 3
  %scevgep645 = getelementptr i8, i8* %scevgep644, i64 %59
  %scevgep645646 = bitcast i8* %scevgep645 to i64*
  store i64 %.224.7.3, i64* %scevgep645646, align 8
  %.6.i656.424 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep327 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.424, i64 8, i32 3
  %scevgep328 = getelementptr i64, i64* %scevgep327, i64 %lsr.iv147
  %.224.425 = load i64, i64* %scevgep328, align 8
  %.6.i257.426 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep324 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.426, i64 8, i32 3
  %scevgep326 = getelementptr i64, i64* %scevgep324, i64 %lsr.iv147
  store i64 %.224.425, i64* %scevgep326, align 8
  %.6.i656.1.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep640 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.1.4, i64 9
  %scevgep640641 = bitcast { i64, i64, i8, i64 }* %scevgep640 to i8*
  %60 = shl i64 %lsr.iv147, 3
  %uglygep642 = getelementptr i8, i8* %scevgep640641, i64 %60
  %uglygep642643 = bitcast i8* %uglygep642 to i64*
  %.224.1.4 = load i64, i64* %uglygep642643, align 8
  %.6.i257.1.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep636 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.1.4, i64 9
  %scevgep636637 = bitcast { i64, i64, i8, i64 }* %scevgep636 to i8*
  %61 = shl i64 %lsr.iv147, 3
  %uglygep638 = getelementptr i8, i8* %scevgep636637, i64 %61
  %uglygep638639 = bitcast i8* %uglygep638 to i64*
  store i64 %.224.1.4, i64* %uglygep638639, align 8
  %.6.i656.2.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep322 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.2.4, i64 9, i32 1
  %scevgep323 = getelementptr i64, i64* %scevgep322, i64 %lsr.iv147
  %.224.2.4 = load i64, i64* %scevgep323, align 8
  %.6.i257.2.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep295 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.2.4, i64 9, i32 1
  %scevgep296 = getelementptr i64, i64* %scevgep295, i64 %lsr.iv147
  store i64 %.224.2.4, i64* %scevgep296, align 8
  %.6.i656.3.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep633 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.3.4, i64 9, i32 2
  %62 = shl i64 %lsr.iv147, 3
  %scevgep634 = getelementptr i8, i8* %scevgep633, i64 %62
  %scevgep634635 = bitcast i8* %scevgep634 to i64*
  %.224.3.4 = load i64, i64* %scevgep634635, align 8
  %.6.i257.3.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep630 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.3.4, i64 9, i32 2
  %63 = shl i64 %lsr.iv147, 3
  %scevgep631 = getelementptr i8, i8* %scevgep630, i64 %63
  %scevgep631632 = bitcast i8* %scevgep631 to i64*
  store i64 %.224.3.4, i64* %scevgep631632, align 8
  %.6.i656.4.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep293 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.4.4, i64 9, i32 3
  %scevgep294 = getelementptr i64, i64* %scevgep293, i64 %lsr.iv147
  %.224.4.4 = load i64, i64* %scevgep294, align 8
  %.6.i257.4.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep290 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.4.4, i64 9, i32 3
  %scevgep291 = getelementptr i64, i64* %scevgep290, i64 %lsr.iv147
  store i64 %.224.4.4, i64* %scevgep291, align 8
  %.6.i656.5.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep626 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.5.4, i64 10
  %scevgep626627 = bitcast { i64, i64, i8, i64 }* %scevgep626 to i8*
  %64 = shl i64 %lsr.iv147, 3
  %uglygep628 = getelementptr i8, i8* %scevgep626627, i64 %64
  %uglygep628629 = bitcast i8* %uglygep628 to i64*
  %.224.5.4 = load i64, i64* %uglygep628629, align 8
  %.6.i257.5.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep622 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.5.4, i64 10
  %scevgep622623 = bitcast { i64, i64, i8, i64 }* %scevgep622 to i8*
  %65 = shl i64 %lsr.iv147, 3
  %uglygep624 = getelementptr i8, i8* %scevgep622623, i64 %65
  %uglygep624625 = bitcast i8* %uglygep624 to i64*
  store i64 %.224.5.4, i64* %uglygep624625, align 8
  %.6.i656.6.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep288 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.6.4, i64 10, i32 1
  %scevgep289 = getelementptr i64, i64* %scevgep288, i64 %lsr.iv147
  %.224.6.4 = load i64, i64* %scevgep289, align 8
  %.6.i257.6.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep282 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.6.4, i64 10, i32 1
  %scevgep286 = getelementptr i64, i64* %scevgep282, i64 %lsr.iv147
  store i64 %.224.6.4, i64* %scevgep286, align 8
  %.6.i656.7.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep619 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.7.4, i64 10, i32 2
  %66 = shl i64 %lsr.iv147, 3
  %scevgep620 = getelementptr i8, i8* %scevgep619, i64 %66
  %scevgep620621 = bitcast i8* %scevgep620 to i64*
  %.224.7.4 = load i64, i64* %scevgep620621, align 8
  %.6.i257.7.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep616 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.7.4, i64 10, i32 2
  %67 = shl i64 %lsr.iv147, 3
  %scevgep617 = getelementptr i8, i8* %scevgep616, i64 %67
  %scevgep617618 = bitcast i8* %scevgep617 to i64*
  store i64 %.224.7.4, i64* %scevgep617618, align 8
  %.6.i656.527 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep277 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.527, i64 10, i32 3
  %scevgep278 = getelementptr i64, i64* %scevgep277, i64 %lsr.iv147
  %.224.528 = load i64, i64* %scevgep278, align 8
  %.6.i257.529 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep275 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.529, i64 10, i32 3
  %scevgep276 = getelementptr i64, i64* %scevgep275, i64 %lsr.iv147
  store i64 %.224.528, i64* %scevgep276, align 8
  %.6.i656.1.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep612 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.1.5, i64 11
  %scevgep612613 = bitcast { i64, i64, i8, i64 }* %scevgep612 to i8*
  %68 = shl i64 %lsr.iv147, 3
  %uglygep614 = getelementptr i8, i8* %scevgep612613, i64 %68
  %uglygep614615 = bitcast i8* %uglygep614 to i64*
  %.224.1.5 = load i64, i64* %uglygep614615, align 8
  %.6.i257.1.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep608 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.1.5, i64 11
  %scevgep608609 = bitcast { i64, i64, i8, i64 }* %scevgep608 to i8*
  %69 = shl i64 %lsr.iv147, 3
  %uglygep610 = getelementptr i8, i8* %scevgep608609, i64 %69
  %uglygep610611 = bitcast i8* %uglygep610 to i64*
  store i64 %.224.1.5, i64* %uglygep610611, align 8
  %.6.i656.2.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep272 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.2.5, i64 11, i32 1
  %scevgep273 = getelementptr i64, i64* %scevgep272, i64 %lsr.iv147
  %.224.2.5 = load i64, i64* %scevgep273, align 8
  %.6.i257.2.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep270 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.2.5, i64 11, i32 1
  %scevgep271 = getelementptr i64, i64* %scevgep270, i64 %lsr.iv147
  store i64 %.224.2.5, i64* %scevgep271, align 8
  %.6.i656.3.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep604 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.3.5, i64 11, i32 2
  %70 = shl i64 %lsr.iv147, 3
  %scevgep605 = getelementptr i8, i8* %scevgep604, i64 %70
  %scevgep605606 = bitcast i8* %scevgep605 to i64*
  %.224.3.5 = load i64, i64* %scevgep605606, align 8
  %.6.i257.3.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep600 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.3.5, i64 11, i32 2
  %71 = shl i64 %lsr.iv147, 3
  %scevgep601 = getelementptr i8, i8* %scevgep600, i64 %71
  %scevgep601602 = bitcast i8* %scevgep601 to i64*
  store i64 %.224.3.5, i64* %scevgep601602, align 8
  %.6.i656.4.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep264 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.4.5, i64 11, i32 3
  %scevgep268 = getelementptr i64, i64* %scevgep264, i64 %lsr.iv147
  %.224.4.5 = load i64, i64* %scevgep268, align 8
  %.6.i257.4.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep235 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.4.5, i64 11, i32 3
  %scevgep236 = getelementptr i64, i64* %scevgep235, i64 %lsr.iv147
  store i64 %.224.4.5, i64* %scevgep236, align 8
  %.6.i656.5.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep596 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.5.5, i64 12
  %scevgep596597 = bitcast { i64, i64, i8, i64 }* %scevgep596 to i8*
  %72 = shl i64 %lsr.iv147, 3
  %uglygep598 = getelementptr i8, i8* %scevgep596597, i64 %72
  %uglygep598599 = bitcast i8* %uglygep598 to i64*
  %.224.5.5 = load i64, i64* %uglygep598599, align 8
  %.6.i257.5.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep592 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.5.5, i64 12
  %scevgep592593 = bitcast { i64, i64, i8, i64 }* %scevgep592 to i8*
  %73 = shl i64 %lsr.iv147, 3
  %uglygep594 = getelementptr i8, i8* %scevgep592593, i64 %73
  %uglygep594595 = bitcast i8* %uglygep594 to i64*
  store i64 %.224.5.5, i64* %uglygep594595, align 8
  %.6.i656.6.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep233 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.6.5, i64 12, i32 1
  %scevgep234 = getelementptr i64, i64* %scevgep233, i64 %lsr.iv147
  %.224.6.5 = load i64, i64* %scevgep234, align 8
  %.6.i257.6.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep230 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.6.5, i64 12, i32 1
  %scevgep231 = getelementptr i64, i64* %scevgep230, i64 %lsr.iv147
  store i64 %.224.6.5, i64* %scevgep231, align 8
  %.6.i656.7.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep589 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.7.5, i64 12, i32 2
  %74 = shl i64 %lsr.iv147, 3
  %scevgep590 = getelementptr i8, i8* %scevgep589, i64 %74
  %scevgep590591 = bitcast i8* %scevgep590 to i64*
  %.224.7.5 = load i64, i64* %scevgep590591, align 8
  %.6.i257.7.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep584 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.7.5, i64 12, i32 2
  %75 = shl i64 %lsr.iv147, 3
  %scevgep586 = getelementptr i8, i8* %scevgep584, i64 %75
  %scevgep586587 = bitcast i8* %scevgep586 to i64*
  store i64 %.224.7.5, i64* %scevgep586587, align 8
  %.6.i656.630 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep228 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.630, i64 12, i32 3
  %scevgep229 = getelementptr i64, i64* %scevgep228, i64 %lsr.iv147
  %.224.631 = load i64, i64* %scevgep229, align 8
  %.6.i257.632 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep222 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.632, i64 12, i32 3
  %scevgep226 = getelementptr i64, i64* %scevgep222, i64 %lsr.iv147
  store i64 %.224.631, i64* %scevgep226, align 8
  %.6.i656.1.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep580 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.1.6, i64 13
  %scevgep580581 = bitcast { i64, i64, i8, i64 }* %scevgep580 to i8*
  %76 = shl i64 %lsr.iv147, 3
  %uglygep582 = getelementptr i8, i8* %scevgep580581, i64 %76
  %uglygep582583 = bitcast i8* %uglygep582 to i64*
  %.224.1.6 = load i64, i64* %uglygep582583, align 8
  %.6.i257.1.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep574 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.1.6, i64 13
  %scevgep574575 = bitcast { i64, i64, i8, i64 }* %scevgep574 to i8*
  %77 = shl i64 %lsr.iv147, 3
  %uglygep576 = getelementptr i8, i8* %scevgep574575, i64 %77
  %uglygep576577 = bitcast i8* %uglygep576 to i64*
  store i64 %.224.1.6, i64* %uglygep576577, align 8
  %.6.i656.2.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep217 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.2.6, i64 13, i32 1
  %scevgep218 = getelementptr i64, i64* %scevgep217, i64 %lsr.iv147
  %.224.2.6 = load i64, i64* %scevgep218, align 8
  %.6.i257.2.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep215 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.2.6, i64 13, i32 1
  %scevgep216 = getelementptr i64, i64* %scevgep215, i64 %lsr.iv147
  store i64 %.224.2.6, i64* %scevgep216, align 8
  %.6.i656.3.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep570 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.3.6, i64 13, i32 2
  %78 = shl i64 %lsr.iv147, 3
  %scevgep571 = getelementptr i8, i8* %scevgep570, i64 %78
  %scevgep571572 = bitcast i8* %scevgep571 to i64*
  %.224.3.6 = load i64, i64* %scevgep571572, align 8
  %.6.i257.3.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep566 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.3.6, i64 13, i32 2
  %79 = shl i64 %lsr.iv147, 3
  %scevgep567 = getelementptr i8, i8* %scevgep566, i64 %79
  %scevgep567568 = bitcast i8* %scevgep567 to i64*
  store i64 %.224.3.6, i64* %scevgep567568, align 8
  %.6.i656.4.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep212 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.4.6, i64 13, i32 3
  %scevgep213 = getelementptr i64, i64* %scevgep212, i64 %lsr.iv147
  %.224.4.6 = load i64, i64* %scevgep213, align 8
  %.6.i257.4.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep210 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.4.6, i64 13, i32 3
  %scevgep211 = getelementptr i64, i64* %scevgep210, i64 %lsr.iv147
  store i64 %.224.4.6, i64* %scevgep211, align 8
  %.6.i656.5.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep562 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.5.6, i64 14
  %scevgep562563 = bitcast { i64, i64, i8, i64 }* %scevgep562 to i8*
  %80 = shl i64 %lsr.iv147, 3
  %uglygep564 = getelementptr i8, i8* %scevgep562563, i64 %80
  %uglygep564565 = bitcast i8* %uglygep564 to i64*
  %.224.5.6 = load i64, i64* %uglygep564565, align 8
  %.6.i257.5.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep533 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.5.6, i64 14
  %scevgep533534 = bitcast { i64, i64, i8, i64 }* %scevgep533 to i8*
  %81 = shl i64 %lsr.iv147, 3
  %uglygep536 = getelementptr i8, i8* %scevgep533534, i64 %81
  %uglygep536537 = bitcast i8* %uglygep536 to i64*
  store i64 %.224.5.6, i64* %uglygep536537, align 8
  %.6.i656.6.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep204 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.6.6, i64 14, i32 1
  %scevgep208 = getelementptr i64, i64* %scevgep204, i64 %lsr.iv147
  %.224.6.6 = load i64, i64* %scevgep208, align 8
  %.6.i257.6.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep175 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.6.6, i64 14, i32 1
  %scevgep176 = getelementptr i64, i64* %scevgep175, i64 %lsr.iv147
  store i64 %.224.6.6, i64* %scevgep176, align 8
  %.6.i656.7.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep530 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.7.6, i64 14, i32 2
  %82 = shl i64 %lsr.iv147, 3
  %scevgep531 = getelementptr i8, i8* %scevgep530, i64 %82
  %scevgep531532 = bitcast i8* %scevgep531 to i64*
  %.224.7.6 = load i64, i64* %scevgep531532, align 8
  %.6.i257.7.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep526 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.7.6, i64 14, i32 2
  %83 = shl i64 %lsr.iv147, 3
  %scevgep528 = getelementptr i8, i8* %scevgep526, i64 %83
  %scevgep528529 = bitcast i8* %scevgep528 to i64*
  store i64 %.224.7.6, i64* %scevgep528529, align 8
  %.6.i656.733 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep173 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.733, i64 14, i32 3
  %scevgep174 = getelementptr i64, i64* %scevgep173, i64 %lsr.iv147
  %.224.734 = load i64, i64* %scevgep174, align 8
  %.6.i257.735 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep170 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.735, i64 14, i32 3
  %scevgep171 = getelementptr i64, i64* %scevgep170, i64 %lsr.iv147
  store i64 %.224.734, i64* %scevgep171, align 8
  %.6.i656.1.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep522 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.1.7, i64 15
  %scevgep522523 = bitcast { i64, i64, i8, i64 }* %scevgep522 to i8*
  %84 = shl i64 %lsr.iv147, 3
  %uglygep524 = getelementptr i8, i8* %scevgep522523, i64 %84
  %uglygep524525 = bitcast i8* %uglygep524 to i64*
  %.224.1.7 = load i64, i64* %uglygep524525, align 8
  %.6.i257.1.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep515 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.1.7, i64 15
  %scevgep515516 = bitcast { i64, i64, i8, i64 }* %scevgep515 to i8*
  %85 = shl i64 %lsr.iv147, 3
  %uglygep518 = getelementptr i8, i8* %scevgep515516, i64 %85
  %uglygep518519 = bitcast i8* %uglygep518 to i64*
  store i64 %.224.1.7, i64* %uglygep518519, align 8
  %.6.i656.2.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep168 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.2.7, i64 15, i32 1
  %scevgep169 = getelementptr i64, i64* %scevgep168, i64 %lsr.iv147
  %.224.2.7 = load i64, i64* %scevgep169, align 8
  %.6.i257.2.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep162 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.2.7, i64 15, i32 1
  %scevgep166 = getelementptr i64, i64* %scevgep162, i64 %lsr.iv147
  store i64 %.224.2.7, i64* %scevgep166, align 8
  %.6.i656.3.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep512 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.3.7, i64 15, i32 2
  %86 = shl i64 %lsr.iv147, 3
  %scevgep513 = getelementptr i8, i8* %scevgep512, i64 %86
  %scevgep513514 = bitcast i8* %scevgep513 to i64*
  %.224.3.7 = load i64, i64* %scevgep513514, align 8
  %.6.i257.3.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep508 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.3.7, i64 15, i32 2
  %87 = shl i64 %lsr.iv147, 3
  %scevgep510 = getelementptr i8, i8* %scevgep508, i64 %87
  %scevgep510511 = bitcast i8* %scevgep510 to i64*
  store i64 %.224.3.7, i64* %scevgep510511, align 8
  %.6.i656.4.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep157 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.4.7, i64 15, i32 3
  %scevgep158 = getelementptr i64, i64* %scevgep157, i64 %lsr.iv147
  %.224.4.7 = load i64, i64* %scevgep158, align 8
  %.6.i257.4.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep155 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.4.7, i64 15, i32 3
  %scevgep156 = getelementptr i64, i64* %scevgep155, i64 %lsr.iv147
  store i64 %.224.4.7, i64* %scevgep156, align 8
  %.6.i656.5.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep504 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.5.7, i64 16
  %scevgep504505 = bitcast { i64, i64, i8, i64 }* %scevgep504 to i8*
  %88 = shl i64 %lsr.iv147, 3
  %uglygep506 = getelementptr i8, i8* %scevgep504505, i64 %88
  %uglygep506507 = bitcast i8* %uglygep506 to i64*
  %.224.5.7 = load i64, i64* %uglygep506507, align 8
  %.6.i257.5.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep476 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.5.7, i64 16
  %scevgep476477 = bitcast { i64, i64, i8, i64 }* %scevgep476 to i8*
  %89 = shl i64 %lsr.iv147, 3
  %uglygep478 = getelementptr i8, i8* %scevgep476477, i64 %89
  %uglygep478479 = bitcast i8* %uglygep478 to i64*
  store i64 %.224.5.7, i64* %uglygep478479, align 8
  %.6.i656.6.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep152 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.6.7, i64 16, i32 1
  %scevgep153 = getelementptr i64, i64* %scevgep152, i64 %lsr.iv147
  %.224.6.7 = load i64, i64* %scevgep153, align 8
  %.6.i257.6.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep150 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.6.7, i64 16, i32 1
  %scevgep151 = getelementptr i64, i64* %scevgep150, i64 %lsr.iv147
  store i64 %.224.6.7, i64* %scevgep151, align 8
  %.6.i656.7.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %scevgep473 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.7.7, i64 16, i32 2
  %90 = shl i64 %lsr.iv147, 3
  %scevgep474 = getelementptr i8, i8* %scevgep473, i64 %90
  %scevgep474475 = bitcast i8* %scevgep474 to i64*
  %.224.7.7 = load i64, i64* %scevgep474475, align 8
  %.6.i257.7.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep470 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.7.7, i64 16, i32 2
  %91 = shl i64 %lsr.iv147, 3
  %scevgep471 = getelementptr i8, i8* %scevgep470, i64 %91
  %scevgep471472 = bitcast i8* %scevgep471 to i64*
  store i64 %.224.7.7, i64* %scevgep471472, align 8
  %lsr.iv.next146 = add i64 %lsr.iv145, 8
  %lsr.iv.next148 = add i64 %lsr.iv147, 64
  %niter.ncmp.736 = icmp eq i64 %lsr.iv.next146, 0
  br i1 %niter.ncmp.736, label %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, label %for.body.1

typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %for.body.1
  %92 = add i64 %lsr.iv.next148, -8
  br label %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa

typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, %for.body.1.preheader.new
  %loop.index.145.lcssa.ph = phi i64 [ undef, %for.body.1.preheader.new ], [ %92, %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %loop.index.145.unr12 = phi i64 [ 0, %for.body.1.preheader.new ], [ %lsr.iv.next148, %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not37 = icmp eq i64 %xtraiter9, 0
  br i1 %lcmp.mod.not37, label %typed_switch.end.loopexit.unr-lcssa.loopexit, label %for.body.1.epil10.preheader

for.body.1.epil10.preheader:                      ; preds = %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa
  %93 = shl i64 %loop.index.145.unr12, 3
  %94 = shl i64 %xtraiter9, 3
  br label %for.body.1.epil10

for.body.1.epil10:                                ; preds = %for.body.1.epil10, %for.body.1.epil10.preheader
  %lsr.iv43 = phi i64 [ 0, %for.body.1.epil10.preheader ], [ %lsr.iv.next44, %for.body.1.epil10 ]
  %95 = bitcast i8* %.5.i20 to { i64, i64, i8, i64 }**
  %96 = bitcast i8* %.5.i40 to { i64, i64, i8, i64 }**
  %.6.i656.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %96, align 8
  %scevgep106 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.epil, i64 0, i32 3
  %scevgep106107 = bitcast i64* %scevgep106 to i8*
  %uglygep108 = getelementptr i8, i8* %scevgep106107, i64 %93
  %97 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep109 = getelementptr i8, i8* %uglygep108, i64 %97
  %scevgep109110 = bitcast i8* %scevgep109 to i64*
  %.224.epil11 = load i64, i64* %scevgep109110, align 8
  %.6.i257.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %95, align 8
  %scevgep101 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.epil, i64 0, i32 3
  %scevgep101102 = bitcast i64* %scevgep101 to i8*
  %uglygep103 = getelementptr i8, i8* %scevgep101102, i64 %93
  %98 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep104 = getelementptr i8, i8* %uglygep103, i64 %98
  %scevgep104105 = bitcast i8* %scevgep104 to i64*
  store i64 %.224.epil11, i64* %scevgep104105, align 8
  %.6.i656.1.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %96, align 8
  %scevgep129.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.1.epil, i64 1
  %scevgep129130.epil = bitcast { i64, i64, i8, i64 }* %scevgep129.epil to i8*
  %uglygep99 = getelementptr i8, i8* %scevgep129130.epil, i64 %93
  %99 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep143 = getelementptr i8, i8* %uglygep99, i64 %99
  %scevgep143144 = bitcast i8* %scevgep143 to i64*
  %.224.1.epil = load i64, i64* %scevgep143144, align 8
  %.6.i257.1.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %95, align 8
  %scevgep133.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.1.epil, i64 1
  %scevgep133134.epil = bitcast { i64, i64, i8, i64 }* %scevgep133.epil to i8*
  %uglygep96 = getelementptr i8, i8* %scevgep133134.epil, i64 %93
  %100 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep140 = getelementptr i8, i8* %uglygep96, i64 %100
  %scevgep140141 = bitcast i8* %scevgep140 to i64*
  store i64 %.224.1.epil, i64* %scevgep140141, align 8
  %.6.i656.2.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %96, align 8
  %scevgep95 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.2.epil, i64 1, i32 1
  %scevgep9596 = bitcast i64* %scevgep95 to i8*
  %uglygep97 = getelementptr i8, i8* %scevgep9596, i64 %93
  %101 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep98 = getelementptr i8, i8* %uglygep97, i64 %101
  %scevgep9899 = bitcast i8* %scevgep98 to i64*
  %.224.2.epil = load i64, i64* %scevgep9899, align 8
  %.6.i257.2.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %95, align 8
  %scevgep87 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.2.epil, i64 1, i32 1
  %scevgep8788 = bitcast i64* %scevgep87 to i8*
  %uglygep89 = getelementptr i8, i8* %scevgep8788, i64 %93
  %102 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep91 = getelementptr i8, i8* %uglygep89, i64 %102
  %scevgep9192 = bitcast i8* %scevgep91 to i64*
  store i64 %.224.2.epil, i64* %scevgep9192, align 8
  %.6.i656.3.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %96, align 8
  %scevgep129 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.3.epil, i64 1, i32 2
  %scevgep133 = getelementptr i8, i8* %scevgep129, i64 %93
  %103 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep137 = getelementptr i8, i8* %scevgep133, i64 %103
  %scevgep137138 = bitcast i8* %scevgep137 to i64*
  %.224.3.epil = load i64, i64* %scevgep137138, align 8
  %.6.i257.3.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %95, align 8
  %scevgep125 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.3.epil, i64 1, i32 2
  %scevgep126 = getelementptr i8, i8* %scevgep125, i64 %93
  %104 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep127 = getelementptr i8, i8* %scevgep126, i64 %104
  %scevgep127128 = bitcast i8* %scevgep127 to i64*
  store i64 %.224.3.epil, i64* %scevgep127128, align 8
  %.6.i656.4.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %96, align 8
  %scevgep81 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.4.epil, i64 1, i32 3
  %scevgep8182 = bitcast i64* %scevgep81 to i8*
  %uglygep83 = getelementptr i8, i8* %scevgep8182, i64 %93
  %105 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep84 = getelementptr i8, i8* %uglygep83, i64 %105
  %scevgep8485 = bitcast i8* %scevgep84 to i64*
  %.224.4.epil = load i64, i64* %scevgep8485, align 8
  %.6.i257.4.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %95, align 8
  %scevgep72 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.4.epil, i64 1, i32 3
  %scevgep7273 = bitcast i64* %scevgep72 to i8*
  %uglygep74 = getelementptr i8, i8* %scevgep7273, i64 %93
  %106 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep77 = getelementptr i8, i8* %uglygep74, i64 %106
  %scevgep7778 = bitcast i8* %scevgep77 to i64*
  store i64 %.224.4.epil, i64* %scevgep7778, align 8
  %.6.i656.5.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %96, align 8
  %scevgep107.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.5.epil, i64 2
  %scevgep107108.epil = bitcast { i64, i64, i8, i64 }* %scevgep107.epil to i8*
  %uglygep85 = getelementptr i8, i8* %scevgep107108.epil, i64 %93
  %107 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep122 = getelementptr i8, i8* %uglygep85, i64 %107
  %scevgep122123 = bitcast i8* %scevgep122 to i64*
  %.224.5.epil = load i64, i64* %scevgep122123, align 8
  %.6.i257.5.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %95, align 8
  %scevgep111.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.5.epil, i64 2
  %scevgep111112.epil = bitcast { i64, i64, i8, i64 }* %scevgep111.epil to i8*
  %uglygep82 = getelementptr i8, i8* %scevgep111112.epil, i64 %93
  %108 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep119 = getelementptr i8, i8* %uglygep82, i64 %108
  %scevgep119120 = bitcast i8* %scevgep119 to i64*
  store i64 %.224.5.epil, i64* %scevgep119120, align 8
  %.6.i656.6.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %96, align 8
  %scevgep67 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.6.epil, i64 2, i32 1
  %scevgep6768 = bitcast i64* %scevgep67 to i8*
  %uglygep69 = getelementptr i8, i8* %scevgep6768, i64 %93
  %109 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep70 = getelementptr i8, i8* %uglygep69, i64 %109
  %scevgep7071 = bitcast i8* %scevgep70 to i64*
  %.224.6.epil = load i64, i64* %scevgep7071, align 8
  %.6.i257.6.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %95, align 8
  %scevgep63 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.6.epil, i64 2, i32 1
  %scevgep6364 = bitcast i64* %scevgep63 to i8*
  %uglygep = getelementptr i8, i8* %scevgep6364, i64 %93
  %110 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep65 = getelementptr i8, i8* %uglygep, i64 %110
  %scevgep6566 = bitcast i8* %scevgep65 to i64*
  store i64 %.224.6.epil, i64* %scevgep6566, align 8
  %.6.i656.7.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %96, align 8
  %scevgep115 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i656.7.epil, i64 2, i32 2
  %scevgep116 = getelementptr i8, i8* %scevgep115, i64 %93
  %111 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep117 = getelementptr i8, i8* %scevgep116, i64 %111
  %scevgep117118 = bitcast i8* %scevgep117 to i64*
  %.224.7.epil = load i64, i64* %scevgep117118, align 8
  %.6.i257.7.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %95, align 8
  %scevgep111 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257.7.epil, i64 2, i32 2
  %scevgep112 = getelementptr i8, i8* %scevgep111, i64 %93
  %112 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep113 = getelementptr i8, i8* %scevgep112, i64 %112
  %scevgep113114 = bitcast i8* %scevgep113 to i64*
  store i64 %.224.7.epil, i64* %scevgep113114, align 8
  %lsr.iv.next44 = add nuw nsw i64 %lsr.iv43, 8
  %epil.iter.cmp.not38 = icmp eq i64 %94, %lsr.iv.next44
  br i1 %epil.iter.cmp.not38, label %typed_switch.end.loopexit.unr-lcssa.loopexit.loopexit, label %for.body.1.epil10, !llvm.loop !184

typed_switch.end.loopexit.unr-lcssa.loopexit.loopexit: ; preds = %for.body.1.epil10
  %113 = add i64 %loop.index.145.unr12, -8
  %114 = add i64 %113, %lsr.iv.next44
  br label %typed_switch.end.loopexit.unr-lcssa.loopexit

typed_switch.end.loopexit.unr-lcssa.loopexit:     ; preds = %typed_switch.end.loopexit.unr-lcssa.loopexit.loopexit, %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa
  %loop.index.145.lcssa = phi i64 [ %loop.index.145.lcssa.ph, %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %114, %typed_switch.end.loopexit.unr-lcssa.loopexit.loopexit ]
  %phi.bo = add i64 %loop.index.145.lcssa, 11
  br label %typed_switch.end.loopexit.unr-lcssa

typed_switch.end.loopexit.unr-lcssa:              ; preds = %typed_switch.end.loopexit.unr-lcssa.loopexit, %for.body.1.preheader
  %loop.index.145.unr = phi i64 [ 3, %for.body.1.preheader ], [ %phi.bo, %typed_switch.end.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %typed_switch.end, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %typed_switch.end.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv102 = phi i64 [ %lsr.iv.next103, %for.body.1.epil ], [ %xtraiter, %for.body.1.epil.preheader ]
  %lsr.iv = phi i64 [ %lsr.iv.next, %for.body.1.epil ], [ %loop.index.145.unr, %for.body.1.epil.preheader ]
  %115 = bitcast i8* %.5.i40 to i8**
  %116 = bitcast i8* %.5.i20 to i8**
  %.6.i656.epil6 = load i8*, i8** %115, align 8
  %117 = shl i64 %lsr.iv, 3
  %scevgep61 = getelementptr i8, i8* %.6.i656.epil6, i64 %117
  %scevgep6162 = bitcast i8* %scevgep61 to i64*
  %.224.epil = load i64, i64* %scevgep6162, align 8
  %.6.i257.epil7 = load i8*, i8** %116, align 8
  %118 = shl i64 %lsr.iv, 3
  %scevgep = getelementptr i8, i8* %.6.i257.epil7, i64 %118
  %scevgep60 = bitcast i8* %scevgep to i64*
  store i64 %.224.epil, i64* %scevgep60, align 8
  %lsr.iv.next = add i64 %lsr.iv, 1
  %lsr.iv.next103 = add nsw i64 %lsr.iv102, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next103, 0
  br i1 %epil.iter.cmp.not, label %typed_switch.end, label %for.body.1.epil, !llvm.loop !185

typed_switch.end:                                 ; preds = %for.body.1.epil, %typed_switch.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.29)
  %.156.i = icmp slt i64 %arg.args.0.0, 0
  br i1 %.156.i, label %B328.if, label %B0.endif.endif.split.i, !prof !159

B0.endif.endif.split.i:                           ; preds = %typed_switch.end
  %.178.i = icmp eq i64 %arg.args.0.0, 1
  br i1 %.178.i, label %typed_switch.end.1, label %switch.0.i

switch.0.i:                                       ; preds = %B0.endif.endif.split.i
  %119 = bitcast i8* %.5.i20 to { i64, i64, i8, i64 }**
  %.6.i19.i = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %119, align 8, !noalias !180
  %.19663.i161620774 = bitcast { i64, i64, i8, i64 }* %.6.i19.i to i64*
  %.197.i = load i64, i64* %.19663.i161620774, align 8, !noalias !180
  %.207.i = icmp slt i64 %.197.i, 1
  br i1 %.207.i, label %B328.if, label %B178.endif.i, !prof !8

B178.endif.i:                                     ; preds = %switch.0.i
  %.219.i = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i19.i, i64 0, i32 3
  %.221.i = load i64, i64* %.219.i, align 8, !noalias !180
  %.222.i = icmp eq i64 %.221.i, 1
  br i1 %.222.i, label %B202.endif.i, label %B214.endif.i

B202.endif.i:                                     ; preds = %B178.endif.i
  %120 = bitcast { i64, i64, i8, i64 }* %.6.i19.i to i8*
  %sunkaddr775 = getelementptr inbounds i8, i8* %120, i64 24
  %121 = bitcast i8* %sunkaddr775 to i64*
  store i64 %arg.args.0.0, i64* %121, align 8, !noalias !180
  br label %typed_switch.end.1

B214.endif.i:                                     ; preds = %B178.endif.i
  %.314.not.i = icmp eq i64 %.221.i, %arg.args.0.0
  br i1 %.314.not.i, label %typed_switch.end.1, label %B328.if, !prof !160

B328.if:                                          ; preds = %B214.endif.i, %switch.0.i, %typed_switch.end, %B214.endif.i.1, %switch.0.i.1, %typed_switch.end.1
  %excinfo.3.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139915722994688, %typed_switch.end ], [ @.const.picklebuf.139915722544064, %B214.endif.i ], [ @.const.picklebuf.139915721958272, %switch.0.i ], [ @.const.picklebuf.139915722994688, %typed_switch.end.1 ], [ @.const.picklebuf.139915721958272, %switch.0.i.1 ], [ @.const.picklebuf.139915722544064, %B214.endif.i.1 ]
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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { nounwind }

!numba_args_may_always_need_nrt = !{!0, !0}

!0 = distinct !{null}
!1 = !{!2, !4, !5, !7}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = !{!"branch_weights", i32 1, i32 99}
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !15}
!20 = !{i1 true}
!21 = !{!22, !24, !25, !27}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!24 = distinct !{!24, !23, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!25 = distinct !{!25, !26, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!26 = distinct !{!26, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!27 = distinct !{!27, !26, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!28 = !{!29}
!29 = distinct !{!29, !30}
!30 = distinct !{!30, !"LVerDomain"}
!31 = !{!32}
!32 = distinct !{!32, !30}
!33 = !{!34}
!34 = distinct !{!34, !30}
!35 = !{!32, !29}
!36 = distinct !{!36, !15}
!37 = distinct !{!37, !17}
!38 = distinct !{!38, !17}
!39 = !{!40}
!40 = distinct !{!40, !41}
!41 = distinct !{!41, !"LVerDomain"}
!42 = !{!43}
!43 = distinct !{!43, !41}
!44 = !{!45}
!45 = distinct !{!45, !41}
!46 = !{!40, !43}
!47 = distinct !{!47, !15}
!48 = distinct !{!48, !17}
!49 = distinct !{!49, !17}
!50 = distinct !{!50, !15}
!51 = distinct !{!51, !15}
!52 = !{!53}
!53 = distinct !{!53, !54}
!54 = distinct !{!54, !"LVerDomain"}
!55 = !{!56}
!56 = distinct !{!56, !54}
!57 = !{!58}
!58 = distinct !{!58, !54}
!59 = !{!53, !56}
!60 = distinct !{!60, !15}
!61 = distinct !{!61, !17}
!62 = distinct !{!62, !17}
!63 = !{!64}
!64 = distinct !{!64, !65}
!65 = distinct !{!65, !"LVerDomain"}
!66 = !{!67}
!67 = distinct !{!67, !65}
!68 = !{!69}
!69 = distinct !{!69, !65}
!70 = !{!64, !67}
!71 = distinct !{!71, !15}
!72 = distinct !{!72, !17}
!73 = distinct !{!73, !17}
!74 = distinct !{!74, !15}
!75 = distinct !{!75, !15}
!76 = !{!77}
!77 = distinct !{!77, !78, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!78 = distinct !{!78, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!79 = !{!"branch_weights", i32 1, i32 7}
!80 = distinct !{!80, !17}
!81 = distinct !{!81, !17}
!82 = !{!83, !85, !86, !88}
!83 = distinct !{!83, !84, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!84 = distinct !{!84, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!85 = distinct !{!85, !84, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!86 = distinct !{!86, !87, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!87 = distinct !{!87, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!88 = distinct !{!88, !87, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!89 = !{!90}
!90 = distinct !{!90, !91}
!91 = distinct !{!91, !"LVerDomain"}
!92 = !{!93}
!93 = distinct !{!93, !91}
!94 = !{!95}
!95 = distinct !{!95, !91}
!96 = !{!93, !90}
!97 = distinct !{!97, !15}
!98 = distinct !{!98, !17}
!99 = distinct !{!99, !17}
!100 = !{!101}
!101 = distinct !{!101, !102}
!102 = distinct !{!102, !"LVerDomain"}
!103 = !{!104}
!104 = distinct !{!104, !102}
!105 = !{!106}
!106 = distinct !{!106, !102}
!107 = !{!101, !104}
!108 = distinct !{!108, !15}
!109 = distinct !{!109, !17}
!110 = distinct !{!110, !17}
!111 = distinct !{!111, !15}
!112 = distinct !{!112, !15}
!113 = !{!114}
!114 = distinct !{!114, !115}
!115 = distinct !{!115, !"LVerDomain"}
!116 = !{!117}
!117 = distinct !{!117, !115}
!118 = !{!119}
!119 = distinct !{!119, !115}
!120 = !{!114, !117}
!121 = distinct !{!121, !15}
!122 = distinct !{!122, !17}
!123 = distinct !{!123, !17}
!124 = !{!125}
!125 = distinct !{!125, !126}
!126 = distinct !{!126, !"LVerDomain"}
!127 = !{!128}
!128 = distinct !{!128, !126}
!129 = !{!130}
!130 = distinct !{!130, !126}
!131 = !{!125, !128}
!132 = distinct !{!132, !15}
!133 = distinct !{!133, !17}
!134 = distinct !{!134, !17}
!135 = distinct !{!135, !15}
!136 = distinct !{!136, !15}
!137 = !{!138}
!138 = distinct !{!138, !139, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!139 = distinct !{!139, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!140 = distinct !{!140, !17}
!141 = !{!142, !144, !145, !147, !148, !150, !151, !153}
!142 = distinct !{!142, !143, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!143 = distinct !{!143, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!144 = distinct !{!144, !143, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!145 = distinct !{!145, !146, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!146 = distinct !{!146, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!147 = distinct !{!147, !146, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!148 = distinct !{!148, !149, !"_ZN5numba2np8arrayobj13impl_np_array12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd18dtype_28float64_29: %retptr"}
!149 = distinct !{!149, !"_ZN5numba2np8arrayobj13impl_np_array12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd18dtype_28float64_29"}
!150 = distinct !{!150, !149, !"_ZN5numba2np8arrayobj13impl_np_array12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd18dtype_28float64_29: %excinfo"}
!151 = distinct !{!151, !152, !"_ZN5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd27omitted_28default_3dNone_29: %retptr"}
!152 = distinct !{!152, !"_ZN5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd27omitted_28default_3dNone_29"}
!153 = distinct !{!153, !152, !"_ZN5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd27omitted_28default_3dNone_29: %excinfo"}
!154 = !{!148, !150, !151, !153}
!155 = !{!156, !158}
!156 = distinct !{!156, !157, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v56B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %retptr"}
!157 = distinct !{!157, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v56B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE"}
!158 = distinct !{!158, !157, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v56B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %excinfo"}
!159 = !{!"branch_weights", i32 21474836, i32 2126008812}
!160 = !{!"branch_weights", i32 2126008812, i32 21474836}
!161 = !{!162, !164}
!162 = distinct !{!162, !163, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %retptr"}
!163 = distinct !{!163, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE"}
!164 = distinct !{!164, !163, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %excinfo"}
!165 = !{!166, !168, !169, !171, !172, !174}
!166 = distinct !{!166, !167, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!167 = distinct !{!167, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!168 = distinct !{!168, !167, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!169 = distinct !{!169, !170, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!170 = distinct !{!170, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!171 = distinct !{!171, !170, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!172 = distinct !{!172, !173, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!173 = distinct !{!173, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!174 = distinct !{!174, !173, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!175 = !{!172, !174}
!176 = !{!177}
!177 = distinct !{!177, !178, !"_ZN5numba2np9arraymath25_where_generic_inner_implB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!178 = distinct !{!178, !"_ZN5numba2np9arraymath25_where_generic_inner_implB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE"}
!179 = !{!"branch_weights", i32 99, i32 1}
!180 = !{!181, !183}
!181 = distinct !{!181, !182, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %retptr"}
!182 = distinct !{!182, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE"}
!183 = distinct !{!183, !182, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %excinfo"}
!184 = distinct !{!184, !17}
!185 = distinct !{!185, !17}
