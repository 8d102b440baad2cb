; ModuleID = 'cumsum_sin'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139639046869632 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 0 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.139639046869632.sha1 = internal constant [20 x i8] c"\02\FEB%\CF\9F3<\93}fk\0A \D9b\83\D7T\EC"
@.const.picklebuf.139639046869632 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.139639046869632, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639046869632.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139639045259136 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139639045259136.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139639045259136 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139639045259136, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639045259136.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.cumsum_sin = internal constant [11 x i8] c"cumsum_sin\00"
@_ZN08NumbaEnv7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [133 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f003fac26d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f003fac26d0>\00"
@_ZN08NumbaEnv5numba2np13old_arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29 = common global i8* null
@.const.pickledata.139639049364800 = internal constant [81 x i8] c"\80\04\95F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C#Cannot safely convert value to intp\94\85\94N\87\94."
@.const.pickledata.139639049364800.sha1 = internal constant [20 x i8] c"M\D0\A5\17S\C7\DCs\85\B2u\D9R\BDR\D8\A29\C2\FF"
@.const.picklebuf.139639049364800 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([81 x i8], [81 x i8]* @.const.pickledata.139639049364800, i32 0, i32 0), i32 81, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639049364800.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139639046503168 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139639046503168.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139639046503168 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139639046503168, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639046503168.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139639049268160 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139639049268160.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139639049268160 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139639049268160, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639049268160.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@.const.pickledata.139639048582208 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139639048582208.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139639048582208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139639048582208, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639048582208.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f003fa63e50B3v16B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common global i8* null
@.const.pickledata.139639048582208.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139639048582208.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139639048582208.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139639048582208.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639048582208.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common global i8* null
@.const.pickledata.139639046869120 = internal constant [108 x i8] c"\80\04\95a\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C>item(): can only convert an array of size 1 to a Python scalar\94\85\94N\87\94."
@.const.pickledata.139639046869120.sha1 = internal constant [20 x i8] c"K,\E52z!k^\E8mdc\BD<'\BEp:W\88"
@.const.picklebuf.139639046869120 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([108 x i8], [108 x i8]* @.const.pickledata.139639046869120, i32 0, i32 0), i32 108, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639046869120.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common global i8* null
@.const.pickledata.139639046503680 = internal constant [76 x i8] c"\80\04\95A\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Erange() arg 3 must not be zero\94\85\94N\87\94."
@.const.pickledata.139639046503680.sha1 = internal constant [20 x i8] c"\CA\8E\FB:r\D6\14\FE\87 2\CC\E3\AC2`\07\A3\07'"
@.const.picklebuf.139639046503680 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([76 x i8], [76 x i8]* @.const.pickledata.139639046503680, i32 0, i32 0), i32 76, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639046503680.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139639046503488 = internal constant [70 x i8] c"\80\04\95;\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\18tuple index out of range\94\85\94N\87\94."
@.const.pickledata.139639046503488.sha1 = internal constant [20 x i8] c"\A82\A7\F8\17\\%0i*\B8.X\1E$k\F5dj("
@.const.picklebuf.139639046503488 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([70 x i8], [70 x i8]* @.const.pickledata.139639046503488, i32 0, i32 0), i32 70, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639046503488.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139639046503552 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C2nditer(): operands could not be broadcast together\94\85\94\8C\0Bcheck_shape\94\8C\14numba/np/arrayobj.py\94M\15\0E\87\94\87\94."
@.const.pickledata.139639046503552.sha1 = internal constant [20 x i8] c"_c8\C2\D3\C0N=\817\04\CB\F7d\97\B1:\F60>"
@.const.picklebuf.139639046503552 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139639046503552, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639046503552.sha1, i32 0, i32 0), i8* null, i32 0 }

define i32 @_ZN7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture %excinfo, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) {
entry:
  %.5.i2 = alloca double, align 8
  %.7.i3 = alloca double, align 8
  %try_state.i.i = alloca i64, align 8
  %.7.i = alloca i8*, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %try_state.i = alloca i64, align 8
  %inserted.meminfo = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %arg.x.0, 0
  %inserted.parent = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.meminfo, i8* %arg.x.1, 1
  %inserted.nitems = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.parent, i64 %arg.x.2, 2
  %inserted.itemsize = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.nitems, i64 %arg.x.3, 3
  %inserted.data = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.itemsize, double* %arg.x.4, 4
  %.11 = insertvalue [1 x i64] undef, i64 %arg.x.5.0, 0
  %inserted.shape = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.11, 5
  %.12 = insertvalue [1 x i64] undef, i64 %arg.x.6.0, 0
  %inserted.strides = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.12, 6
  %.16 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16, align 8
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %try_state = alloca i64, align 8
  store i64 0, i64* %try_state, align 8
  %.58 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.58, align 8
  %src_shape = alloca i64, i64 1, align 8
  store i64 0, i64* %src_shape, align 8
  %dest_shape = alloca i64, i64 1, align 8
  store i64 0, i64* %dest_shape, align 8
  %.78 = alloca i64, align 8
  store i64 0, i64* %.78, align 8
  %excinfo.2 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.110 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.110, align 8
  %.127 = alloca i8*, align 8
  store i8* null, i8** %.127, align 8
  %excinfo.3 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.182 = alloca i64, align 8
  store i64 0, i64* %.182, align 8
  %.197 = alloca double, align 8
  store double 0.000000e+00, double* %.197, align 8
  %excinfo.4 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  %.230 = alloca double, align 8
  store double 0.000000e+00, double* %.230, align 8
  %excinfo.5 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  br label %B0

B0:                                               ; preds = %entry
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.13 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.14 = extractvalue [1 x i64] %extracted.strides, 0
  call void @NRT_incref(i8* %extracted.meminfo)
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16, align 8
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.20 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.21 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.22 = call i32 @_ZN5numba2np13old_arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.20, i64 %.21)
  %.23 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.24 = icmp eq i32 %.22, 0
  %.25 = icmp eq i32 %.22, -2
  %.26 = icmp eq i32 %.22, -1
  %.27 = icmp eq i32 %.22, -3
  %.28 = or i1 %.24, %.25
  %.29 = xor i1 %.28, true
  %.30 = icmp sge i32 %.22, 1
  %.31 = select i1 %.30, { i8*, i32, i8*, i8*, i32 }* %.23, { i8*, i32, i8*, i8*, i32 }* undef
  %.32 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16, align 8
  %.33 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.32, 0
  %.34 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.32, 1
  %.35 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.32, 2
  %.36 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.32, 3
  %.37 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.32, 4
  %.38 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.32, 5
  %.39 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.32, 6
  %inserted.meminfo.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %.33, 0
  %inserted.parent.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.meminfo.1, i8* %.34, 1
  %inserted.nitems.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %.35, 2
  %inserted.itemsize.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %.36, 3
  %inserted.data.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.itemsize.1, double* %.37, 4
  %.40 = extractvalue [1 x i64] %.38, 0
  %.41 = insertvalue [1 x i64] undef, i64 %.40, 0
  %inserted.shape.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.41, 5
  %.42 = extractvalue [1 x i64] %.39, 0
  %.43 = insertvalue [1 x i64] undef, i64 %.42, 0
  %inserted.strides.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.43, 6
  br i1 %.29, label %B0.if, label %B0.endif, !prof !0

B0.if:                                            ; preds = %B0
  store i64 0, i64* %try_state, align 8
  %.47 = load i64, i64* %try_state, align 8
  %.48 = icmp ugt i64 %.47, 0
  %.49 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.31, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.51 = xor i1 %.48, true
  br i1 %.51, label %B0.if.if, label %B0.if.endif

B0.endif:                                         ; preds = %B0.if.endif, %B0
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.55 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.56 = extractvalue [1 x i64] %extracted.strides.2, 0
  call void @NRT_decref(i8* %extracted.meminfo.2)
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.58, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.58, align 8
  %.62 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.58, i32 0, i32 5
  %.63 = getelementptr inbounds [1 x i64], [1 x i64]* %.62, i32 0, i32 0
  %.64 = load i64, i64* %.63, align 8, !range !1
  %.65 = insertvalue [1 x i64] undef, i64 %.64, 0
  %.66 = extractvalue [1 x i64] %.65, 0
  %.67 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.58, i32 0, i32 6
  %.68 = load [1 x i64], [1 x i64]* %.67, align 8
  %.69 = extractvalue [1 x i64] %.68, 0
  %.70 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.58, i32 0, i32 4
  %.71 = load double*, double** %.70, align 8
  %.74 = getelementptr inbounds i64, i64* %dest_shape, i32 0
  store i64 1, i64* %.74, align 8
  %.76 = getelementptr inbounds i64, i64* %src_shape, i32 0
  store i64 %.66, i64* %.76, align 8
  store i64 0, i64* %.78, align 8
  %.82 = call i32 @_ZN5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a(i64* %.78, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, i64 1, i64* %src_shape, i64 1, i64* %dest_shape)
  %.83 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.84 = icmp eq i32 %.82, 0
  %.85 = icmp eq i32 %.82, -2
  %.86 = icmp eq i32 %.82, -1
  %.87 = icmp eq i32 %.82, -3
  %.88 = or i1 %.84, %.85
  %.89 = xor i1 %.88, true
  %.90 = icmp sge i32 %.82, 1
  %.91 = select i1 %.90, { i8*, i32, i8*, i8*, i32 }* %.83, { i8*, i32, i8*, i8*, i32 }* undef
  %.92 = load i64, i64* %.78, align 8
  br i1 %.89, label %B0.endif.if, label %B0.endif.endif, !prof !0

B0.if.if:                                         ; preds = %B0.if
  ret i32 %.22

B0.if.endif:                                      ; preds = %B0.if
  br label %B0.endif

B0.endif.if:                                      ; preds = %B0.endif
  %.94 = load i64, i64* %try_state, align 8
  %.95 = icmp ugt i64 %.94, 0
  %.96 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.91, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.98 = xor i1 %.95, true
  br i1 %.98, label %B0.endif.if.if, label %B0.endif.if.endif

B0.endif.endif:                                   ; preds = %B0.endif.if.endif, %B0.endif
  %.102 = icmp slt i64 %.92, 1
  br i1 %.102, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B0.endif.if.if:                                   ; preds = %B0.endif.if
  ret i32 %.82

B0.endif.if.endif:                                ; preds = %B0.endif.if
  br label %B0.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639046869632, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.105 = load i64, i64* %try_state, align 8
  %.106 = icmp ugt i64 %.105, 0
  %.107 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.109 = load i64, i64* %.74, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.110, align 8
  %.113 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 1, i64 %.109)
  %.114 = extractvalue { i64, i1 } %.113, 0
  %.115 = extractvalue { i64, i1 } %.113, 1
  %.116 = or i1 false, %.115
  %.117 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.114, i64 8)
  %.118 = extractvalue { i64, i1 } %.117, 0
  %.119 = extractvalue { i64, i1 } %.117, 1
  %.120 = or i1 %.116, %.119
  br i1 %.120, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639045259136, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.123 = load i64, i64* %try_state, align 8
  %.124 = icmp ugt i64 %.123, 0
  %.125 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  store i8* null, i8** %.127, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  call void @llvm.experimental.noalias.scope.decl(metadata !6)
  %0 = bitcast i8** %.7.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %1)
  %2 = bitcast i64* %try_state.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %2)
  store i8* null, i8** %.7.i, align 8, !noalias !8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !8
  store i64 0, i64* %try_state.i, align 8, !noalias !8
  store i8* null, i8** %.7.i, align 8, !noalias !8
  call void @llvm.experimental.noalias.scope.decl(metadata !9)
  call void @llvm.experimental.noalias.scope.decl(metadata !12)
  %3 = bitcast i64* %try_state.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %3), !noalias !8
  store i64 0, i64* %try_state.i.i, align 8, !noalias !14
  %.7.i.i = call i8* @NRT_MemInfo_alloc_aligned(i64 %.118, i32 32), !noalias !14
  %.8.i.i = icmp eq i8* null, %.7.i.i
  br i1 %.8.i.i, label %B0.if.i.i, label %B0.endif.i.i, !prof !0

B0.if.i.i:                                        ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048582208.15, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !alias.scope !12, !noalias !15, !numba_exception_output !2
  store i64 0, i64* %try_state.i.i, align 8, !noalias !14
  %.13.i.i = load i64, i64* %try_state.i.i, align 8, !noalias !14
  %.14.i.i = icmp ugt i64 %.13.i.i, 0
  %.15.i.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !alias.scope !12, !noalias !15
  %4 = bitcast i64* %try_state.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %4), !noalias !8
  br label %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i

B0.endif.i.i:                                     ; preds = %B0.endif.endif.endif.endif
  store i8* %.7.i.i, i8** %.7.i, align 8, !alias.scope !9, !noalias !16
  %5 = bitcast i64* %try_state.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %5), !noalias !8
  br label %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i

_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i: ; preds = %B0.endif.i.i, %B0.if.i.i
  %.111.i = phi i32 [ 1, %B0.if.i.i ], [ 0, %B0.endif.i.i ]
  %.12.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !8
  %.13.i = icmp eq i32 %.111.i, 0
  %.18.i = xor i1 %.13.i, true
  %.19.i = icmp sge i32 %.111.i, 1
  %.20.i = select i1 %.19.i, { i8*, i32, i8*, i8*, i32 }* %.12.i, { i8*, i32, i8*, i8*, i32 }* undef
  %.21.i = load i8*, i8** %.7.i, align 8, !noalias !8
  br i1 %.18.i, label %B0.if.i, label %B0.endif.i, !prof !0

B0.if.i:                                          ; preds = %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i
  store i64 0, i64* %try_state.i, align 8, !noalias !8
  %.25.i = load i64, i64* %try_state.i, align 8, !noalias !8
  %.26.i = icmp ugt i64 %.25.i, 0
  %.27.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8, !alias.scope !6, !noalias !3
  store { i8*, i32, i8*, i8*, i32 }* %.20.i, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8, !alias.scope !6, !noalias !3
  %.29.i = xor i1 %.26.i, true
  br i1 %.29.i, label %B0.if.if.i, label %B0.if.endif.i

B0.endif.i:                                       ; preds = %B0.if.endif.i, %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i
  store i8* %.21.i, i8** %.127, align 8, !alias.scope !3, !noalias !6
  %6 = bitcast i8** %.7.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %6)
  %7 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %7)
  %8 = bitcast i64* %try_state.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %8)
  br label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit

B0.if.if.i:                                       ; preds = %B0.if.i
  %9 = bitcast i8** %.7.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %9)
  %10 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %10)
  %11 = bitcast i64* %try_state.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %11)
  br label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit

B0.if.endif.i:                                    ; preds = %B0.if.i
  br label %B0.endif.i

_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit: ; preds = %B0.if.if.i, %B0.endif.i
  %.1311 = phi i32 [ 0, %B0.endif.i ], [ %.111.i, %B0.if.if.i ]
  %.132 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.133 = icmp eq i32 %.1311, 0
  %.134 = icmp eq i32 %.1311, -2
  %.135 = icmp eq i32 %.1311, -1
  %.136 = icmp eq i32 %.1311, -3
  %.137 = or i1 %.133, %.134
  %.138 = xor i1 %.137, true
  %.139 = icmp sge i32 %.1311, 1
  %.140 = select i1 %.139, { i8*, i32, i8*, i8*, i32 }* %.132, { i8*, i32, i8*, i8*, i32 }* undef
  %.141 = load i8*, i8** %.127, align 8
  br i1 %.138, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.if:                    ; preds = %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit
  %.143 = load i64, i64* %try_state, align 8
  %.144 = icmp ugt i64 %.143, 0
  %.145 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.140, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.147 = xor i1 %.144, true
  br i1 %.147, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.if.endif

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif.if.endif, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit
  %.4.i = bitcast i8* %.141 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i, i32 0, i32 3
  %.6.i = load i8*, i8** %.5.i, align 8
  %.152 = insertvalue [1 x i64] undef, i64 %.109, 0
  %.153 = insertvalue [1 x i64] undef, i64 8, 0
  %.154 = bitcast i8* %.6.i to double*
  %.155 = extractvalue [1 x i64] %.152, 0
  %.156 = mul nsw i64 1, %.155
  %.157 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.110, i32 0, i32 5
  store [1 x i64] %.152, [1 x i64]* %.157, align 8
  %.159 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.110, i32 0, i32 6
  store [1 x i64] %.153, [1 x i64]* %.159, align 8
  %.161 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.110, i32 0, i32 4
  store double* %.154, double** %.161, align 8
  %.163 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.110, i32 0, i32 3
  store i64 8, i64* %.163, align 8
  %.165 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.110, i32 0, i32 0
  store i8* %.141, i8** %.165, align 8
  %.167 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.110, i32 0, i32 1
  store i8* null, i8** %.167, align 8
  %.169 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.110, i32 0, i32 2
  store i64 %.156, i64* %.169, align 8
  %.171 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.110, align 8
  %.172 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.110, i32 0, i32 5
  %.173 = getelementptr inbounds [1 x i64], [1 x i64]* %.172, i32 0, i32 0
  %.174 = load i64, i64* %.173, align 8, !range !1
  %.175 = insertvalue [1 x i64] undef, i64 %.174, 0
  %.176 = extractvalue [1 x i64] %.175, 0
  %.177 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.110, i32 0, i32 6
  %.178 = load [1 x i64], [1 x i64]* %.177, align 8
  %.179 = extractvalue [1 x i64] %.178, 0
  %.180 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.110, i32 0, i32 4
  %.181 = load double*, double** %.180, align 8
  store i64 0, i64* %.182, align 8
  br label %for.cond

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif.if
  ret i32 %.1311

B0.endif.endif.endif.endif.if.endif:              ; preds = %B0.endif.endif.endif.endif.if
  br label %B0.endif.endif.endif.endif.endif

for.cond:                                         ; preds = %for.body.endif.endif, %B0.endif.endif.endif.endif.endif
  %loop.index = phi i64 [ 0, %B0.endif.endif.endif.endif.endif ], [ %.225, %for.body.endif.endif ]
  %.186 = icmp slt i64 %loop.index, %.176
  br i1 %.186, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %.188 = icmp ugt i64 %.66, 1
  br i1 %.188, label %for.body.if, label %for.body.endif

for.end:                                          ; preds = %for.cond
  %extracted.meminfo.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 0
  %extracted.parent.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 1
  %extracted.nitems.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 2
  %extracted.itemsize.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 3
  %extracted.data.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 4
  %extracted.shape.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 5
  %.227 = extractvalue [1 x i64] %extracted.shape.3, 0
  %extracted.strides.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 6
  %.228 = extractvalue [1 x i64] %extracted.strides.3, 0
  call void @NRT_decref(i8* %extracted.meminfo.3)
  store double 0.000000e+00, double* %.230, align 8
  %extracted.meminfo.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.171, 0
  %extracted.parent.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.171, 1
  %extracted.nitems.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.171, 2
  %extracted.itemsize.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.171, 3
  %extracted.data.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.171, 4
  %extracted.shape.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.171, 5
  %.234 = extractvalue [1 x i64] %extracted.shape.4, 0
  %extracted.strides.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.171, 6
  %.235 = extractvalue [1 x i64] %extracted.strides.4, 0
  %.236 = call i32 @_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE(double* %.230, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, i8* %extracted.meminfo.4, i8* %extracted.parent.4, i64 %extracted.nitems.4, i64 %extracted.itemsize.4, double* %extracted.data.4, i64 %.234, i64 %.235)
  %.237 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  %.238 = icmp eq i32 %.236, 0
  %.239 = icmp eq i32 %.236, -2
  %.240 = icmp eq i32 %.236, -1
  %.241 = icmp eq i32 %.236, -3
  %.242 = or i1 %.238, %.239
  %.243 = xor i1 %.242, true
  %.244 = icmp sge i32 %.236, 1
  %.245 = select i1 %.244, { i8*, i32, i8*, i8*, i32 }* %.237, { i8*, i32, i8*, i8*, i32 }* undef
  %.246 = load double, double* %.230, align 8
  br i1 %.243, label %for.end.if, label %for.end.endif, !prof !0

for.body.if:                                      ; preds = %for.body
  store i64 %loop.index, i64* %.182, align 8
  br label %for.body.endif

for.body.endif:                                   ; preds = %for.body.if, %for.body
  %.192 = load i64, i64* %.182, align 8
  %.193 = mul i64 %.192, 1
  %.194 = add i64 0, %.193
  %.195 = getelementptr double, double* %.71, i64 %.194
  %.196 = load double, double* %.195, align 8
  store double 0.000000e+00, double* %.197, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !17)
  %12 = bitcast double* %.5.i2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %12)
  %13 = bitcast double* %.7.i3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %13)
  store double 0.000000e+00, double* %.5.i2, align 8, !noalias !17
  store double 0.000000e+00, double* %.7.i3, align 8, !noalias !17
  br label %for.cond.i

for.cond.i:                                       ; preds = %for.body.i, %for.body.endif
  %loop.index.i = phi i64 [ 0, %for.body.endif ], [ %.14.i, %for.body.i ]
  %.10.i = icmp slt i64 %loop.index.i, 1
  br i1 %.10.i, label %for.body.i, label %_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fa63e50B3v16B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd.exit

for.body.i:                                       ; preds = %for.cond.i
  %.12.i4 = call double @llvm.sin.f64(double %.196)
  store double %.12.i4, double* %.7.i3, align 8, !noalias !17
  %.14.i = add nsw i64 %loop.index.i, 1
  br label %for.cond.i

_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fa63e50B3v16B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd.exit: ; preds = %for.cond.i
  %.16.i = load double, double* %.7.i3, align 8, !noalias !17
  store double %.16.i, double* %.197, align 8, !alias.scope !17
  %14 = bitcast double* %.5.i2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %14)
  %15 = bitcast double* %.7.i3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %15)
  %.202 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  %.203 = icmp eq i32 0, 0
  %.204 = icmp eq i32 0, -2
  %.205 = icmp eq i32 0, -1
  %.206 = icmp eq i32 0, -3
  %.207 = or i1 %.203, %.204
  %.208 = xor i1 %.207, true
  %.209 = icmp sge i32 0, 1
  %.210 = select i1 %.209, { i8*, i32, i8*, i8*, i32 }* %.202, { i8*, i32, i8*, i8*, i32 }* undef
  %.211 = load double, double* %.197, align 8
  br i1 %.208, label %for.body.endif.if, label %for.body.endif.endif, !prof !0

for.body.endif.if:                                ; preds = %_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fa63e50B3v16B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd.exit
  %.213 = load i64, i64* %try_state, align 8
  %.214 = icmp ugt i64 %.213, 0
  %.215 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.210, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.217 = xor i1 %.214, true
  br i1 %.217, label %for.body.endif.if.if, label %for.body.endif.if.endif

for.body.endif.endif:                             ; preds = %for.body.endif.if.endif, %_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fa63e50B3v16B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd.exit
  %.221 = mul i64 %loop.index, 1
  %.222 = add i64 0, %.221
  %.223 = getelementptr double, double* %.181, i64 %.222
  store double %.211, double* %.223, align 8
  %.225 = add nsw i64 %loop.index, 1
  br label %for.cond

for.body.endif.if.if:                             ; preds = %for.body.endif.if
  ret i32 0

for.body.endif.if.endif:                          ; preds = %for.body.endif.if
  br label %for.body.endif.endif

for.end.if:                                       ; preds = %for.end
  %.248 = load i64, i64* %try_state, align 8
  %.249 = icmp ugt i64 %.248, 0
  %.250 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.245, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.252 = xor i1 %.249, true
  br i1 %.252, label %for.end.if.if, label %for.end.if.endif

for.end.endif:                                    ; preds = %for.end.if.endif, %for.end
  %extracted.meminfo.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.171, 0
  %extracted.parent.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.171, 1
  %extracted.nitems.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.171, 2
  %extracted.itemsize.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.171, 3
  %extracted.data.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.171, 4
  %extracted.shape.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.171, 5
  %.256 = extractvalue [1 x i64] %extracted.shape.5, 0
  %extracted.strides.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.171, 6
  %.257 = extractvalue [1 x i64] %extracted.strides.5, 0
  call void @NRT_decref(i8* %extracted.meminfo.5)
  store double %.246, double* %retptr, align 8
  ret i32 0

for.end.if.if:                                    ; preds = %for.end.if
  ret i32 %.236

for.end.if.endif:                                 ; preds = %for.end.if
  br label %for.end.endif
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* %py_closure, i8* %py_args, i8* %py_kws) {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.cumsum_sin, i32 0, i32 0), i64 1, i64 1, i8** %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, align 8
  %.43 = alloca double, align 8
  store double 0.000000e+00, double* %.43, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %entry.if, label %entry.endif, !prof !0

entry.if:                                         ; preds = %entry
  ret i8* null

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.12 = ptrtoint i8* %.11 to i64
  %.13 = add i64 %.12, 16
  %.14 = inttoptr i64 %.13 to i8*
  %.15 = bitcast i8* %.14 to { i8*, i8* }*
  %.16 = icmp eq i8* null, %.11
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

arg.end:                                          ; preds = %entry.endif.endif.endif.if
  ret i8* null

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([133 x i8], [133 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i32 0, i32 0))
  ret i8* null

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* %.24)
  %.26 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, i32 0, i32 3
  %.27 = load i64, i64* %.26, align 8
  %.28 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, i32 0, i32 3
  %.29 = load i64, i64* %.28, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 0, %.25
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i32 0, i32 0))
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.36 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, align 8
  br i1 %.32, label %entry.endif.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.endif
  br label %arg.end

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  store double 0.000000e+00, double* %.43, align 8
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 5
  %.47 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 6
  %.48 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.49 = call i32 @_ZN7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* %.43, { i8*, i32, i8*, i8*, i32 }** %excinfo, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.47, i64 %.48) #1
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.51 = icmp eq i32 %.49, 0
  %.52 = icmp eq i32 %.49, -2
  %.53 = icmp eq i32 %.49, -1
  %.54 = icmp eq i32 %.49, -3
  %.55 = or i1 %.51, %.52
  %.56 = xor i1 %.55, true
  %.57 = icmp sge i32 %.49, 1
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load double, double* %.43, align 8
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 5
  %.60 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 6
  %.61 = extractvalue [1 x i64] %extracted.strides.2, 0
  call void @NRT_decref(i8* %extracted.meminfo.2)
  br i1 %.55, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif, !prof !20

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  br i1 %.52, label %entry.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  br i1 %.57, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.if:              ; preds = %entry.endif.endif.endif.endif.if
  call void @Py_IncRef(i8* @_Py_NoneStruct)
  ret i8* @_Py_NoneStruct

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif.if
  %.67 = call i8* @PyFloat_FromDouble(double %.59)
  ret i8* %.67

.69:                                              ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.endif
  ret i8* null

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.72 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.73 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 4
  %.74 = icmp sgt i32 %.73, 0
  br i1 %.74, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  br i1 %.54, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.76 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.77 = extractvalue { i8*, i32, i8*, i8*, i32 } %.76, 0
  %.78 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 1
  %.80 = sext i32 %.79 to i64
  %.81 = call i8* @PyBytes_FromStringAndSize(i8* %.77, i64 %.80)
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.84 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.84, 3
  %.86 = bitcast i8* %.85 to i8* (i8*)*
  %.87 = call i8* %.86(i8* %.83)
  %.88 = icmp eq i8* null, %.87
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.96 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.97 = extractvalue { i8*, i32, i8*, i8*, i32 } %.96, 0
  %.98 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.99 = extractvalue { i8*, i32, i8*, i8*, i32 } %.98, 1
  %.100 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.100, 2
  %.102 = call i8* @numba_unpickle(i8* %.97, i32 %.99, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105 = icmp ne i8* null, %.104
  br i1 %.105, label %entry.endif.endif.endif.endif.endif.if.endif.if, label %entry.endif.endif.endif.endif.endif.if.endif.endif, !prof !20

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i32 0, i32 0))
  ret i8* null

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.92 = call i8* @numba_runtime_build_excinfo_struct(i8* %.81, i8* %.87)
  %.93 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* %.93)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* %.104)
  br label %entry.endif.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.endif.if.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif
  br label %.69

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.69

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  br i1 %.53, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  br label %.69

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i32 0, i32 0))
  br label %.69
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...)

declare void @PyErr_SetString(i8*, i8*)

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture)

declare void @Py_IncRef(i8*)

declare i8* @PyFloat_FromDouble(double)

declare void @PyErr_Clear()

declare i8* @PyBytes_FromStringAndSize(i8*, i64)

declare i8* @numba_unpickle(i8*, i32, i8*)

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*)

declare void @NRT_Free(i8*)

declare void @numba_do_raise(i8*)

declare void @PyErr_SetNone(i8*)

define double @cfunc._ZN7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* %.3, { i8*, i32, i8*, i8*, i32 }** %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8) #1
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11 = icmp eq i32 %.9, 0
  %.12 = icmp eq i32 %.9, -2
  %.13 = icmp eq i32 %.9, -1
  %.14 = icmp eq i32 %.9, -3
  %.15 = or i1 %.11, %.12
  %.16 = xor i1 %.15, true
  %.17 = icmp sge i32 %.9, 1
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.16, label %entry.if, label %entry.endif, !prof !0

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(i32* %.21)
  br i1 %.17, label %entry.if.if, label %entry.if.endif

entry.endif:                                      ; preds = %.24, %entry
  ret double %.19

.24:                                              ; preds = %entry.if.endif.endif.endif, %entry.if.endif.endif.if, %entry.if.endif.if, %entry.if.if.endif.endif
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f003fac26d0>", i32 0, i32 0))
  call void @PyErr_WriteUnraisable(i8* %.72)
  call void @Py_DecRef(i8* %.72)
  call void @numba_gil_release(i32* %.21)
  br label %entry.endif

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.28 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  br i1 %.14, label %entry.if.endif.if, label %entry.if.endif.endif

entry.if.if.if:                                   ; preds = %entry.if.if
  %.31 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.31, 0
  %.33 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.33, 1
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.39 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* null, %.42
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.51 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.52 = extractvalue { i8*, i32, i8*, i8*, i32 } %.51, 0
  %.53 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.54 = extractvalue { i8*, i32, i8*, i8*, i32 } %.53, 1
  %.55 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.55, 2
  %.57 = call i8* @numba_unpickle(i8* %.52, i32 %.54, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60 = icmp ne i8* null, %.59
  br i1 %.60, label %entry.if.if.endif.if, label %entry.if.if.endif.endif, !prof !20

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i32 0, i32 0))
  ret double 0.000000e+00

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call i8* @numba_runtime_build_excinfo_struct(i8* %.36, i8* %.42)
  %.48 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
  call void @NRT_Free(i8* %.48)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* %.59)
  br label %entry.if.if.endif.endif

entry.if.if.endif.endif:                          ; preds = %entry.if.if.endif.if, %entry.if.if.endif
  br label %.24

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.24

entry.if.endif.endif:                             ; preds = %entry.if.endif
  br i1 %.13, label %entry.if.endif.endif.if, label %entry.if.endif.endif.endif

entry.if.endif.endif.if:                          ; preds = %entry.if.endif.endif
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif.endif
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i32 0, i32 0))
  br label %.24
}

declare void @numba_gil_ensure(i32*)

declare i8* @PyUnicode_FromString(i8*)

declare void @PyErr_WriteUnraisable(i8*)

declare void @Py_DecRef(i8*)

declare void @numba_gil_release(i32*)

define linkonce_odr i32 @_ZN5numba2np13old_arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture %excinfo, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) {
entry:
  %inserted.meminfo = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %arg.a.0, 0
  %inserted.parent = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.meminfo, i8* %arg.a.1, 1
  %inserted.nitems = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.parent, i64 %arg.a.2, 2
  %inserted.itemsize = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.nitems, i64 %arg.a.3, 3
  %inserted.data = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.itemsize, double* %arg.a.4, 4
  %.11 = insertvalue [1 x i64] undef, i64 %arg.a.5.0, 0
  %inserted.shape = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.11, 5
  %.12 = insertvalue [1 x i64] undef, i64 %arg.a.6.0, 0
  %inserted.strides = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.12, 6
  %.16 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16, align 8
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, align 8
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %try_state = alloca i64, align 8
  store i64 0, i64* %try_state, align 8
  %out = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, align 8
  %c.2 = alloca double, align 8
  store double 0.000000e+00, double* %c.2, align 8
  %.68 = alloca { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }, align 8
  store { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } zeroinitializer, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }* %.68, align 8
  %.74 = alloca i64, align 8
  store i64 0, i64* %.74, align 8
  %.93 = alloca { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }, align 8
  store { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } zeroinitializer, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %.93, align 8
  %.96 = alloca i64, align 8
  store i64 0, i64* %.96, align 8
  %"$phi102.0" = alloca { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }, align 8
  store { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } zeroinitializer, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %"$phi102.0", align 8
  %.127 = alloca { { i64, double }, i1 }, align 8
  store { { i64, double }, i1 } zeroinitializer, { { i64, double }, i1 }* %.127, align 8
  %.130 = alloca { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }, align 8
  store { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } zeroinitializer, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %.130, align 8
  %.143 = alloca { double, i1 }, align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %.143, align 8
  %.146 = alloca { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }, align 8
  store { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } zeroinitializer, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }* %.146, align 8
  %.152 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.152, align 8
  %.177 = alloca { double, i1 }, align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %.177, align 8
  %.183 = alloca i1, align 1
  store i1 false, i1* %.183, align 1
  %.203 = alloca { { i64, double }, i1 }, align 8
  store { { i64, double }, i1 } zeroinitializer, { { i64, double }, i1 }* %.203, align 8
  %.209 = alloca { { i64, double }, i1 }, align 8
  store { { i64, double }, i1 } zeroinitializer, { { i64, double }, i1 }* %.209, align 8
  %"$phi104.1" = alloca { i64, double }, align 8
  store { i64, double } zeroinitializer, { i64, double }* %"$phi104.1", align 8
  %.229 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.229, align 8
  br label %B0

B0:                                               ; preds = %entry
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.13 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.14 = extractvalue [1 x i64] %extracted.strides, 0
  call void @NRT_incref(i8* %extracted.meminfo)
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16, align 8
  %.20 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16, i32 0, i32 2
  %.21 = load i64, i64* %.20, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, align 8
  %.26 = call i32 @_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, i64 %.21, i8* null)
  %.27 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.28 = icmp eq i32 %.26, 0
  %.29 = icmp eq i32 %.26, -2
  %.30 = icmp eq i32 %.26, -1
  %.31 = icmp eq i32 %.26, -3
  %.32 = or i1 %.28, %.29
  %.33 = xor i1 %.32, true
  %.34 = icmp sge i32 %.26, 1
  %.35 = select i1 %.34, { i8*, i32, i8*, i8*, i32 }* %.27, { i8*, i32, i8*, i8*, i32 }* undef
  %.36 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, align 8
  %.37 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 0
  %.38 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 1
  %.39 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 2
  %.40 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 3
  %.41 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 4
  %.42 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 5
  %.43 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 6
  %inserted.meminfo.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %.37, 0
  %inserted.parent.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.meminfo.1, i8* %.38, 1
  %inserted.nitems.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %.39, 2
  %inserted.itemsize.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %.40, 3
  %inserted.data.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.itemsize.1, double* %.41, 4
  %.44 = extractvalue [1 x i64] %.42, 0
  %.45 = insertvalue [1 x i64] undef, i64 %.44, 0
  %inserted.shape.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.45, 5
  %.46 = extractvalue [1 x i64] %.43, 0
  %.47 = insertvalue [1 x i64] undef, i64 %.46, 0
  %inserted.strides.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.47, 6
  br i1 %.33, label %B0.if, label %B0.endif, !prof !0

B102:                                             ; preds = %B0.endif, %B104
  %.126 = load { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %"$phi102.0", align 8
  store { { i64, double }, i1 } zeroinitializer, { { i64, double }, i1 }* %.127, align 8
  store { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } zeroinitializer, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %.130, align 8
  store { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } %.126, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %.130, align 8
  %.134 = getelementptr inbounds { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %.130, i32 0, i32 0
  %.135 = load i64*, i64** %.134, align 8
  %.136 = load i64, i64* %.135, align 8
  %.137 = add i64 %.136, 1
  %.138 = getelementptr inbounds { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %.130, i32 0, i32 0
  %.139 = load i64*, i64** %.138, align 8
  store i64 %.137, i64* %.139, align 8
  %.141 = getelementptr inbounds { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %.130, i32 0, i32 1
  %.142 = load { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }* %.141, align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %.143, align 8
  store { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } zeroinitializer, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }* %.146, align 8
  store { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %.142, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }* %.146, align 8
  %.150 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }* %.146, i32 0, i32 0
  %.151 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.150, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.152, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.151, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.152, align 8
  %.156 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.152, i32 0, i32 2
  %.157 = load i64, i64* %.156, align 8
  %.158 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }* %.146, i32 0, i32 2
  %.159 = load i64*, i64** %.158, align 8
  %.160 = load i64, i64* %.159, align 8
  %.161 = icmp slt i64 %.160, %.157
  %.162 = getelementptr inbounds { double, i1 }, { double, i1 }* %.143, i32 0, i32 1
  store i1 %.161, i1* %.162, align 1
  br i1 %.161, label %B102.if, label %B102.endif, !prof !20

B104:                                             ; preds = %B102.endif.endif.endif
  %.219 = load { i64, double }, { i64, double }* %"$phi104.1", align 8
  %extracted.f0.5 = extractvalue { i64, double } %.219, 0
  %extracted.f1.5 = extractvalue { i64, double } %.219, 1
  %.220 = load { i64, double }, { i64, double }* %"$phi104.1", align 8
  %extracted.f0.6 = extractvalue { i64, double } %.220, 0
  %extracted.f1.6 = extractvalue { i64, double } %.220, 1
  store { i64, double } zeroinitializer, { i64, double }* %"$phi104.1", align 8
  %.222 = extractvalue { i64, double } %.219, 0
  %.223 = extractvalue { i64, double } %.219, 1
  %extracted.f0.7 = extractvalue { i64, double } %.219, 0
  %extracted.f1.7 = extractvalue { i64, double } %.219, 1
  %.224 = load double, double* %c.2, align 8
  %.225 = fadd double %.224, %.223
  %.226 = load double, double* %c.2, align 8
  store double %.225, double* %c.2, align 8
  %.228 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.229, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.228, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.229, align 8
  %.233 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.229, i32 0, i32 5
  %.234 = getelementptr inbounds [1 x i64], [1 x i64]* %.233, i32 0, i32 0
  %.235 = load i64, i64* %.234, align 8, !range !1
  %.236 = insertvalue [1 x i64] undef, i64 %.235, 0
  %.237 = extractvalue [1 x i64] %.236, 0
  %.238 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.229, i32 0, i32 6
  %.239 = load [1 x i64], [1 x i64]* %.238, align 8
  %.240 = extractvalue [1 x i64] %.239, 0
  %.241 = icmp slt i64 %.222, 0
  %.242 = add i64 %.222, %.237
  %.243 = select i1 %.241, i64 %.242, i64 %.222
  %.244 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.229, i32 0, i32 5
  %.245 = getelementptr inbounds [1 x i64], [1 x i64]* %.244, i32 0, i32 0
  %.246 = load i64, i64* %.245, align 8, !range !1
  %.247 = insertvalue [1 x i64] undef, i64 %.246, 0
  %.248 = extractvalue [1 x i64] %.247, 0
  %.249 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.229, i32 0, i32 6
  %.250 = load [1 x i64], [1 x i64]* %.249, align 8
  %.251 = extractvalue [1 x i64] %.250, 0
  %.252 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.229, i32 0, i32 4
  %.253 = load double*, double** %.252, align 8
  %.254 = mul i64 %.243, 1
  %.255 = add i64 0, %.254
  %.256 = getelementptr double, double* %.253, i64 %.255
  store double %.225, double* %.256, align 8
  br label %B102

B134:                                             ; preds = %B102.endif.endif.endif
  %.259 = load double, double* %c.2, align 8
  store double 0.000000e+00, double* %c.2, align 8
  %.261 = load { i64, double }, { i64, double }* %"$phi104.1", align 8
  %extracted.f0.8 = extractvalue { i64, double } %.261, 0
  %extracted.f1.8 = extractvalue { i64, double } %.261, 1
  store { i64, double } zeroinitializer, { i64, double }* %"$phi104.1", align 8
  %.263 = load { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %"$phi102.0", align 8
  %extracted.count.5 = extractvalue { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } %.263, 0
  %extracted.iter.5 = extractvalue { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } %.263, 1
  %extracted.array.8 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter.5, 0
  %extracted.meminfo.11 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.8, 0
  %extracted.parent.11 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.8, 1
  %extracted.nitems.11 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.8, 2
  %extracted.itemsize.11 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.8, 3
  %extracted.data.11 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.8, 4
  %extracted.shape.11 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.8, 5
  %.264 = extractvalue [1 x i64] %extracted.shape.11, 0
  %extracted.strides.11 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.8, 6
  %.265 = extractvalue [1 x i64] %extracted.strides.11, 0
  %extracted.stride.8 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter.5, 1
  %extracted.index.8 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter.5, 2
  store { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } zeroinitializer, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %"$phi102.0", align 8
  %.268 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, align 8
  %extracted.meminfo.12 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.268, 0
  %extracted.parent.12 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.268, 1
  %extracted.nitems.12 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.268, 2
  %extracted.itemsize.12 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.268, 3
  %extracted.data.12 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.268, 4
  %extracted.shape.12 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.268, 5
  %.269 = extractvalue [1 x i64] %extracted.shape.12, 0
  %extracted.strides.12 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.268, 6
  %.270 = extractvalue [1 x i64] %extracted.strides.12, 0
  call void @NRT_incref(i8* %extracted.meminfo.12)
  %.272 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, align 8
  %extracted.meminfo.13 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.272, 0
  %extracted.parent.13 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.272, 1
  %extracted.nitems.13 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.272, 2
  %extracted.itemsize.13 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.272, 3
  %extracted.data.13 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.272, 4
  %extracted.shape.13 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.272, 5
  %.273 = extractvalue [1 x i64] %extracted.shape.13, 0
  %extracted.strides.13 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.272, 6
  %.274 = extractvalue [1 x i64] %extracted.strides.13, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, align 8
  %extracted.meminfo.14 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.268, 0
  %extracted.parent.14 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.268, 1
  %extracted.nitems.14 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.268, 2
  %extracted.itemsize.14 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.268, 3
  %extracted.data.14 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.268, 4
  %extracted.shape.14 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.268, 5
  %.277 = extractvalue [1 x i64] %extracted.shape.14, 0
  %.278 = insertvalue [1 x i64] undef, i64 %.277, 0
  %extracted.strides.14 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.268, 6
  %.279 = extractvalue [1 x i64] %extracted.strides.14, 0
  %.280 = insertvalue [1 x i64] undef, i64 %.279, 0
  %.281 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %extracted.meminfo.14, 0
  %.282 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.281, i8* %extracted.parent.14, 1
  %.283 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.282, i64 %extracted.nitems.14, 2
  %.284 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.283, i64 %extracted.itemsize.14, 3
  %.285 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.284, double* %extracted.data.14, 4
  %.286 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.285, [1 x i64] %.278, 5
  %.287 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.286, [1 x i64] %.280, 6
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.287, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, align 8
  call void @NRT_decref(i8* %extracted.meminfo.11)
  call void @NRT_decref(i8* %extracted.meminfo.13)
  ret i32 0

B0.if:                                            ; preds = %B0
  store i64 0, i64* %try_state, align 8
  %.51 = load i64, i64* %try_state, align 8
  %.52 = icmp ugt i64 %.51, 0
  %.53 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.35, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.55 = xor i1 %.52, true
  br i1 %.55, label %B0.if.if, label %B0.if.endif

B0.endif:                                         ; preds = %B0.if.endif, %B0
  %.60 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, align 8
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 5
  %.61 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 6
  %.62 = extractvalue [1 x i64] %extracted.strides.1, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, align 8
  %.66 = load double, double* %c.2, align 8
  store double 0.000000e+00, double* %c.2, align 8
  store { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } zeroinitializer, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }* %.68, align 8
  %.71 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }* %.68, i32 0, i32 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.71, align 8
  %.73 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }* %.68, i32 0, i32 0
  store i64 0, i64* %.74, align 8
  %.77 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }* %.68, i32 0, i32 2
  store i64* %.74, i64** %.77, align 8
  %.79 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.73, i32 0, i32 3
  %.80 = load i64, i64* %.79, align 8
  %.81 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }* %.68, i32 0, i32 1
  store i64 %.80, i64* %.81, align 8
  %.83 = load { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }* %.68, align 8
  %extracted.array = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %.83, 0
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 5
  %.84 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 6
  %.85 = extractvalue [1 x i64] %extracted.strides.2, 0
  %extracted.stride = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %.83, 1
  %extracted.index = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %.83, 2
  call void @NRT_incref(i8* %extracted.meminfo.2)
  %extracted.meminfo.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.87 = extractvalue [1 x i64] %extracted.shape.3, 0
  %extracted.strides.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.88 = extractvalue [1 x i64] %extracted.strides.3, 0
  %extracted.array.1 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %.83, 0
  %extracted.meminfo.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 0
  %extracted.parent.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 1
  %extracted.nitems.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 2
  %extracted.itemsize.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 3
  %extracted.data.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 4
  %extracted.shape.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 5
  %.90 = extractvalue [1 x i64] %extracted.shape.4, 0
  %extracted.strides.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 6
  %.91 = extractvalue [1 x i64] %extracted.strides.4, 0
  %extracted.stride.1 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %.83, 1
  %extracted.index.1 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %.83, 2
  call void @NRT_incref(i8* %extracted.meminfo.4)
  store { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } zeroinitializer, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %.93, align 8
  store i64 0, i64* %.96, align 8
  %.99 = getelementptr inbounds { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %.93, i32 0, i32 0
  store i64* %.96, i64** %.99, align 8
  %.101 = getelementptr inbounds { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %.93, i32 0, i32 1
  store { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %.83, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }* %.101, align 8
  %.103 = load { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %.93, align 8
  %extracted.array.2 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %.83, 0
  %extracted.meminfo.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 0
  %extracted.parent.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 1
  %extracted.nitems.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 2
  %extracted.itemsize.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 3
  %extracted.data.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 4
  %extracted.shape.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 5
  %.104 = extractvalue [1 x i64] %extracted.shape.5, 0
  %extracted.strides.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 6
  %.105 = extractvalue [1 x i64] %extracted.strides.5, 0
  %extracted.stride.2 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %.83, 1
  %extracted.index.2 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %.83, 2
  %extracted.count = extractvalue { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } %.103, 0
  %extracted.iter = extractvalue { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } %.103, 1
  %extracted.array.3 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter, 0
  %extracted.meminfo.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 0
  %extracted.parent.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 1
  %extracted.nitems.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 2
  %extracted.itemsize.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 3
  %extracted.data.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 4
  %extracted.shape.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 5
  %.107 = extractvalue [1 x i64] %extracted.shape.6, 0
  %extracted.strides.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 6
  %.108 = extractvalue [1 x i64] %extracted.strides.6, 0
  %extracted.stride.3 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter, 1
  %extracted.index.3 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter, 2
  call void @NRT_incref(i8* %extracted.meminfo.6)
  %extracted.count.1 = extractvalue { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } %.103, 0
  %extracted.iter.1 = extractvalue { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } %.103, 1
  %extracted.array.4 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter.1, 0
  %extracted.meminfo.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.4, 0
  %extracted.parent.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.4, 1
  %extracted.nitems.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.4, 2
  %extracted.itemsize.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.4, 3
  %extracted.data.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.4, 4
  %extracted.shape.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.4, 5
  %.110 = extractvalue [1 x i64] %extracted.shape.7, 0
  %extracted.strides.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.4, 6
  %.111 = extractvalue [1 x i64] %extracted.strides.7, 0
  %extracted.stride.4 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter.1, 1
  %extracted.index.4 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter.1, 2
  %extracted.count.2 = extractvalue { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } %.103, 0
  %extracted.iter.2 = extractvalue { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } %.103, 1
  %extracted.array.5 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter.2, 0
  %extracted.meminfo.8 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.5, 0
  %extracted.parent.8 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.5, 1
  %extracted.nitems.8 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.5, 2
  %extracted.itemsize.8 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.5, 3
  %extracted.data.8 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.5, 4
  %extracted.shape.8 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.5, 5
  %.113 = extractvalue [1 x i64] %extracted.shape.8, 0
  %extracted.strides.8 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.5, 6
  %.114 = extractvalue [1 x i64] %extracted.strides.8, 0
  %extracted.stride.5 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter.2, 1
  %extracted.index.5 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter.2, 2
  call void @NRT_incref(i8* %extracted.meminfo.8)
  %.117 = load { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %"$phi102.0", align 8
  %extracted.count.3 = extractvalue { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } %.117, 0
  %extracted.iter.3 = extractvalue { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } %.117, 1
  %extracted.array.6 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter.3, 0
  %extracted.meminfo.9 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.6, 0
  %extracted.parent.9 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.6, 1
  %extracted.nitems.9 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.6, 2
  %extracted.itemsize.9 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.6, 3
  %extracted.data.9 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.6, 4
  %extracted.shape.9 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.6, 5
  %.118 = extractvalue [1 x i64] %extracted.shape.9, 0
  %extracted.strides.9 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.6, 6
  %.119 = extractvalue [1 x i64] %extracted.strides.9, 0
  %extracted.stride.6 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter.3, 1
  %extracted.index.6 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter.3, 2
  store { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } %.103, { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } }* %"$phi102.0", align 8
  %extracted.count.4 = extractvalue { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } %.103, 0
  %extracted.iter.4 = extractvalue { i64*, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } } %.103, 1
  %extracted.array.7 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter.4, 0
  %extracted.meminfo.10 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.7, 0
  %extracted.parent.10 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.7, 1
  %extracted.nitems.10 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.7, 2
  %extracted.itemsize.10 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.7, 3
  %extracted.data.10 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.7, 4
  %extracted.shape.10 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.7, 5
  %.122 = extractvalue [1 x i64] %extracted.shape.10, 0
  %extracted.strides.10 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.7, 6
  %.123 = extractvalue [1 x i64] %extracted.strides.10, 0
  %extracted.stride.7 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter.4, 1
  %extracted.index.7 = extractvalue { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* } %extracted.iter.4, 2
  call void @NRT_decref(i8* %extracted.meminfo.1)
  call void @NRT_decref(i8* %extracted.meminfo.3)
  call void @NRT_decref(i8* %extracted.meminfo.5)
  call void @NRT_decref(i8* %extracted.meminfo.7)
  call void @NRT_decref(i8* %extracted.meminfo.9)
  call void @NRT_decref(i8* %extracted.meminfo.10)
  br label %B102

B0.if.if:                                         ; preds = %B0.if
  ret i32 %.26

B0.if.endif:                                      ; preds = %B0.if
  br label %B0.endif

B102.if:                                          ; preds = %B102
  %.165 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.152, i32 0, i32 4
  %.166 = load double*, double** %.165, align 8
  %.167 = getelementptr double, double* %.166, i64 %.160
  %.168 = load double, double* %.167, align 8
  %.169 = getelementptr inbounds { double, i1 }, { double, i1 }* %.143, i32 0, i32 0
  store double %.168, double* %.169, align 8
  %.171 = add nsw i64 %.160, 1
  %.172 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }, { { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, i64, i64* }* %.146, i32 0, i32 2
  %.173 = load i64*, i64** %.172, align 8
  store i64 %.171, i64* %.173, align 8
  br label %B102.endif

B102.endif:                                       ; preds = %B102.if, %B102
  %.176 = load { double, i1 }, { double, i1 }* %.143, align 8
  %extracted.first = extractvalue { double, i1 } %.176, 0
  %extracted.second = extractvalue { double, i1 } %.176, 1
  store { double, i1 } zeroinitializer, { double, i1 }* %.177, align 8
  store { double, i1 } %.176, { double, i1 }* %.177, align 8
  %.181 = getelementptr inbounds { double, i1 }, { double, i1 }* %.177, i32 0, i32 1
  %.182 = load i1, i1* %.181, align 1
  %.185 = icmp eq i1 %.182, false
  br i1 %.185, label %B102.endif.if, label %B102.endif.else

B102.endif.if:                                    ; preds = %B102.endif
  store i1 false, i1* %.183, align 1
  br label %B102.endif.endif

B102.endif.else:                                  ; preds = %B102.endif
  store i1 true, i1* %.183, align 1
  br label %B102.endif.endif

B102.endif.endif:                                 ; preds = %B102.endif.else, %B102.endif.if
  %.191 = load i1, i1* %.183, align 1
  %.192 = getelementptr inbounds { { i64, double }, i1 }, { { i64, double }, i1 }* %.127, i32 0, i32 1
  store i1 %.191, i1* %.192, align 1
  br i1 %.191, label %B102.endif.endif.if, label %B102.endif.endif.endif

B102.endif.endif.if:                              ; preds = %B102.endif.endif
  %.195 = getelementptr inbounds { double, i1 }, { double, i1 }* %.177, i32 0, i32 0
  %.196 = load double, double* %.195, align 8
  %.197 = insertvalue { i64, double } undef, i64 %.136, 0
  %.198 = insertvalue { i64, double } %.197, double %.196, 1
  %.199 = getelementptr inbounds { { i64, double }, i1 }, { { i64, double }, i1 }* %.127, i32 0, i32 0
  store { i64, double } %.198, { i64, double }* %.199, align 8
  br label %B102.endif.endif.endif

B102.endif.endif.endif:                           ; preds = %B102.endif.endif.if, %B102.endif.endif
  %.202 = load { { i64, double }, i1 }, { { i64, double }, i1 }* %.127, align 8
  store { { i64, double }, i1 } zeroinitializer, { { i64, double }, i1 }* %.203, align 8
  store { { i64, double }, i1 } %.202, { { i64, double }, i1 }* %.203, align 8
  %.207 = getelementptr inbounds { { i64, double }, i1 }, { { i64, double }, i1 }* %.203, i32 0, i32 0
  %.208 = load { i64, double }, { i64, double }* %.207, align 8
  %extracted.f0 = extractvalue { i64, double } %.208, 0
  %extracted.f1 = extractvalue { i64, double } %.208, 1
  store { { i64, double }, i1 } zeroinitializer, { { i64, double }, i1 }* %.209, align 8
  store { { i64, double }, i1 } %.202, { { i64, double }, i1 }* %.209, align 8
  %.213 = getelementptr inbounds { { i64, double }, i1 }, { { i64, double }, i1 }* %.209, i32 0, i32 1
  %.214 = load i1, i1* %.213, align 1
  %extracted.first.1 = extractvalue { { i64, double }, i1 } %.202, 0
  %extracted.f0.1 = extractvalue { i64, double } %extracted.first.1, 0
  %extracted.f1.1 = extractvalue { i64, double } %extracted.first.1, 1
  %extracted.second.1 = extractvalue { { i64, double }, i1 } %.202, 1
  %extracted.f0.2 = extractvalue { i64, double } %.208, 0
  %extracted.f1.2 = extractvalue { i64, double } %.208, 1
  %.216 = load { i64, double }, { i64, double }* %"$phi104.1", align 8
  %extracted.f0.3 = extractvalue { i64, double } %.216, 0
  %extracted.f1.3 = extractvalue { i64, double } %.216, 1
  store { i64, double } %.208, { i64, double }* %"$phi104.1", align 8
  %extracted.f0.4 = extractvalue { i64, double } %.208, 0
  %extracted.f1.4 = extractvalue { i64, double } %.208, 1
  br i1 %.214, label %B104, label %B134
}

; Function Attrs: noinline
define linkonce_odr void @NRT_incref(i8* %.1) #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %.3.if, label %.3.endif, !prof !0

.3.if:                                            ; preds = %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  %.5.i = add i64 %.4.i, 1
  ret void
}

define linkonce_odr i32 @_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture %excinfo, i64 %arg.shape, i8* %arg.dtype) {
entry:
  %try_state.i.i = alloca i64, align 8
  %.7.i = alloca i8*, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %try_state.i = alloca i64, align 8
  %try_state = alloca i64, align 8
  store i64 0, i64* %try_state, align 8
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, align 8
  %.39 = alloca i8*, align 8
  store i8* null, i8** %.39, align 8
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  br label %B0

B0:                                               ; preds = %entry
  %.6 = icmp sgt i64 %arg.shape, 9223372036854775807
  br i1 %.6, label %B0.if, label %B0.endif, !prof !0

B0.if:                                            ; preds = %B0
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639049364800, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  store i64 0, i64* %try_state, align 8
  %.11 = load i64, i64* %try_state, align 8
  %.12 = icmp ugt i64 %.11, 0
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B0.endif:                                         ; preds = %B0
  %.15 = icmp slt i64 %arg.shape, 0
  br i1 %.15, label %B0.endif.if, label %B0.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639046503168, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.18 = load i64, i64* %try_state, align 8
  %.19 = icmp ugt i64 %.18, 0
  %.20 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B0.endif.endif:                                   ; preds = %B0.endif
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, align 8
  %.25 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 1, i64 %arg.shape)
  %.26 = extractvalue { i64, i1 } %.25, 0
  %.27 = extractvalue { i64, i1 } %.25, 1
  %.28 = or i1 false, %.27
  %.29 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.26, i64 8)
  %.30 = extractvalue { i64, i1 } %.29, 0
  %.31 = extractvalue { i64, i1 } %.29, 1
  %.32 = or i1 %.28, %.31
  br i1 %.32, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639049268160, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.35 = load i64, i64* %try_state, align 8
  %.36 = icmp ugt i64 %.35, 0
  %.37 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  store i8* null, i8** %.39, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !21)
  call void @llvm.experimental.noalias.scope.decl(metadata !24)
  %0 = bitcast i8** %.7.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %1)
  %2 = bitcast i64* %try_state.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %2)
  store i8* null, i8** %.7.i, align 8, !noalias !26
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !26
  store i64 0, i64* %try_state.i, align 8, !noalias !26
  store i8* null, i8** %.7.i, align 8, !noalias !26
  call void @llvm.experimental.noalias.scope.decl(metadata !27)
  call void @llvm.experimental.noalias.scope.decl(metadata !30)
  %3 = bitcast i64* %try_state.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %3), !noalias !26
  store i64 0, i64* %try_state.i.i, align 8, !noalias !32
  %.7.i.i = call i8* @NRT_MemInfo_alloc_aligned(i64 %.30, i32 32), !noalias !32
  %.8.i.i = icmp eq i8* null, %.7.i.i
  br i1 %.8.i.i, label %B0.if.i.i, label %B0.endif.i.i, !prof !0

B0.if.i.i:                                        ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048582208, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !alias.scope !30, !noalias !33, !numba_exception_output !2
  store i64 0, i64* %try_state.i.i, align 8, !noalias !32
  %.13.i.i = load i64, i64* %try_state.i.i, align 8, !noalias !32
  %.14.i.i = icmp ugt i64 %.13.i.i, 0
  %.15.i.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !alias.scope !30, !noalias !33
  %4 = bitcast i64* %try_state.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %4), !noalias !26
  br label %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i

B0.endif.i.i:                                     ; preds = %B0.endif.endif.endif
  store i8* %.7.i.i, i8** %.7.i, align 8, !alias.scope !27, !noalias !34
  %5 = bitcast i64* %try_state.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %5), !noalias !26
  br label %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i

_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i: ; preds = %B0.endif.i.i, %B0.if.i.i
  %.111.i = phi i32 [ 1, %B0.if.i.i ], [ 0, %B0.endif.i.i ]
  %.12.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !26
  %.13.i = icmp eq i32 %.111.i, 0
  %.18.i = xor i1 %.13.i, true
  %.19.i = icmp sge i32 %.111.i, 1
  %.20.i = select i1 %.19.i, { i8*, i32, i8*, i8*, i32 }* %.12.i, { i8*, i32, i8*, i8*, i32 }* undef
  %.21.i = load i8*, i8** %.7.i, align 8, !noalias !26
  br i1 %.18.i, label %B0.if.i, label %B0.endif.i, !prof !0

B0.if.i:                                          ; preds = %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i
  store i64 0, i64* %try_state.i, align 8, !noalias !26
  %.25.i = load i64, i64* %try_state.i, align 8, !noalias !26
  %.26.i = icmp ugt i64 %.25.i, 0
  %.27.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8, !alias.scope !24, !noalias !21
  store { i8*, i32, i8*, i8*, i32 }* %.20.i, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8, !alias.scope !24, !noalias !21
  %.29.i = xor i1 %.26.i, true
  br i1 %.29.i, label %B0.if.if.i, label %B0.if.endif.i

B0.endif.i:                                       ; preds = %B0.if.endif.i, %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i
  store i8* %.21.i, i8** %.39, align 8, !alias.scope !21, !noalias !24
  %6 = bitcast i8** %.7.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %6)
  %7 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %7)
  %8 = bitcast i64* %try_state.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %8)
  br label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit

B0.if.if.i:                                       ; preds = %B0.if.i
  %9 = bitcast i8** %.7.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %9)
  %10 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %10)
  %11 = bitcast i64* %try_state.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %11)
  br label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit

B0.if.endif.i:                                    ; preds = %B0.if.i
  br label %B0.endif.i

_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit: ; preds = %B0.if.if.i, %B0.endif.i
  %.431 = phi i32 [ 0, %B0.endif.i ], [ %.111.i, %B0.if.if.i ]
  %.44 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.45 = icmp eq i32 %.431, 0
  %.46 = icmp eq i32 %.431, -2
  %.47 = icmp eq i32 %.431, -1
  %.48 = icmp eq i32 %.431, -3
  %.49 = or i1 %.45, %.46
  %.50 = xor i1 %.49, true
  %.51 = icmp sge i32 %.431, 1
  %.52 = select i1 %.51, { i8*, i32, i8*, i8*, i32 }* %.44, { i8*, i32, i8*, i8*, i32 }* undef
  %.53 = load i8*, i8** %.39, align 8
  br i1 %.50, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit
  %.55 = load i64, i64* %try_state, align 8
  %.56 = icmp ugt i64 %.55, 0
  %.57 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.52, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.59 = xor i1 %.56, true
  br i1 %.59, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.if.endif

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.if.endif, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit
  %.4.i = bitcast i8* %.53 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i, i32 0, i32 3
  %.6.i = load i8*, i8** %.5.i, align 8
  %.64 = insertvalue [1 x i64] undef, i64 %arg.shape, 0
  %.65 = insertvalue [1 x i64] undef, i64 8, 0
  %.66 = bitcast i8* %.6.i to double*
  %.67 = extractvalue [1 x i64] %.64, 0
  %.68 = mul nsw i64 1, %.67
  %.69 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, i32 0, i32 5
  store [1 x i64] %.64, [1 x i64]* %.69, align 8
  %.71 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, i32 0, i32 6
  store [1 x i64] %.65, [1 x i64]* %.71, align 8
  %.73 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, i32 0, i32 4
  store double* %.66, double** %.73, align 8
  %.75 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, i32 0, i32 3
  store i64 8, i64* %.75, align 8
  %.77 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, i32 0, i32 0
  store i8* %.53, i8** %.77, align 8
  %.79 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, i32 0, i32 1
  store i8* null, i8** %.79, align 8
  %.81 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, i32 0, i32 2
  store i64 %.68, i64* %.81, align 8
  %.83 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 5
  %.84 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 6
  %.85 = extractvalue [1 x i64] %extracted.strides, 0
  call void @NRT_incref(i8* %extracted.meminfo)
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 5
  %.87 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 6
  %.88 = extractvalue [1 x i64] %extracted.strides.1, 0
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 5
  %.90 = extractvalue [1 x i64] %extracted.shape.2, 0
  %.91 = insertvalue [1 x i64] undef, i64 %.90, 0
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.83, 6
  %.92 = extractvalue [1 x i64] %extracted.strides.2, 0
  %.93 = insertvalue [1 x i64] undef, i64 %.92, 0
  %.94 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %extracted.meminfo.2, 0
  %.95 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.94, i8* %extracted.parent.2, 1
  %.96 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.95, i64 %extracted.nitems.2, 2
  %.97 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.96, i64 %extracted.itemsize.2, 3
  %.98 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.97, double* %extracted.data.2, 4
  %.99 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.98, [1 x i64] %.91, 5
  %.100 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.99, [1 x i64] %.93, 6
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.100, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, align 8
  call void @NRT_decref(i8* %extracted.meminfo.1)
  ret i32 0

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif.if
  ret i32 %.431

B0.endif.endif.endif.if.endif:                    ; preds = %B0.endif.endif.endif.if
  br label %B0.endif.endif.endif.endif
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %.3.if, label %.3.endif, !prof !0

.3.if:                                            ; preds = %.3
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.5.i = sub i64 %.4.i, 1
  %.10 = icmp eq i64 %.5.i, 0
  br i1 %.10, label %.3.endif.if, label %.3.endif.endif, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  call void @NRT_MemInfo_call_dtor(i8* %.1)
  br label %.3.endif.endif

.3.endif.endif:                                   ; preds = %.3.endif.if, %.3.endif
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*)

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32)

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

define linkonce_odr i32 @_ZN5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a(i64* noalias nocapture %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture %excinfo, i64 %arg.src_ndim, i64* %arg.src_shape, i64 %arg.dest_ndim, i64* %arg.dest_shape) {
entry:
  %src_ndim = alloca i64, align 8
  store i64 0, i64* %src_ndim, align 8
  %src_shape = alloca i64*, align 8
  store i64* null, i64** %src_shape, align 8
  %dest_ndim = alloca i64, align 8
  store i64 0, i64* %dest_ndim, align 8
  %dest_shape = alloca i64*, align 8
  store i64* null, i64** %dest_shape, align 8
  %src_index.2 = alloca i64, align 8
  store i64 0, i64* %src_index.2, align 8
  %dest_index.3 = alloca i64, align 8
  store i64 0, i64* %dest_index.3, align 8
  %dest_index.2 = alloca i64, align 8
  store i64 0, i64* %dest_index.2, align 8
  %"$180pred" = alloca i1, align 1
  store i1 false, i1* %"$180pred", align 1
  %src_dim_size = alloca i64, align 8
  store i64 0, i64* %src_dim_size, align 8
  %dest_dim_size = alloca i64, align 8
  store i64 0, i64* %dest_dim_size, align 8
  br label %B0

B0:                                               ; preds = %entry
  store i64 %arg.src_ndim, i64* %src_ndim, align 8
  store i64* %arg.src_shape, i64** %src_shape, align 8
  store i64 %arg.dest_ndim, i64* %dest_ndim, align 8
  store i64* %arg.dest_shape, i64** %dest_shape, align 8
  %.16 = load i64, i64* %src_ndim, align 8
  %.17 = load i64, i64* %dest_ndim, align 8
  %.18 = icmp sgt i64 %.16, %.17
  br i1 %.18, label %B16, label %B20

B16:                                              ; preds = %B0
  %.20 = load i64*, i64** %src_shape, align 8
  store i64* null, i64** %src_shape, align 8
  %.22 = load i64, i64* %src_ndim, align 8
  store i64 0, i64* %src_ndim, align 8
  %.24 = load i64*, i64** %dest_shape, align 8
  store i64* null, i64** %dest_shape, align 8
  %.26 = load i64, i64* %dest_ndim, align 8
  store i64 0, i64* %dest_ndim, align 8
  store i64 0, i64* %retptr, align 8
  ret i32 0

B20:                                              ; preds = %B0
  %.31 = load i64, i64* %src_index.2, align 8
  store i64 0, i64* %src_index.2, align 8
  %.33 = load i64, i64* %dest_ndim, align 8
  %.34 = load i64, i64* %src_ndim, align 8
  %.35 = sub nsw i64 %.33, %.34
  %.36 = load i64, i64* %dest_ndim, align 8
  store i64 0, i64* %dest_ndim, align 8
  %.39 = load i64, i64* %dest_index.3, align 8
  store i64 %.35, i64* %dest_index.3, align 8
  %.42 = load i64, i64* %dest_index.2, align 8
  store i64 %.35, i64* %dest_index.2, align 8
  %.44 = load i64, i64* %src_ndim, align 8
  %.45 = icmp slt i64 0, %.44
  br i1 %.45, label %B46, label %B182

B46:                                              ; preds = %B150, %B20
  %.47 = load i64, i64* %dest_index.3, align 8
  store i64 0, i64* %dest_index.3, align 8
  %.50 = load i1, i1* %"$180pred", align 1
  store i1 false, i1* %"$180pred", align 1
  %.52 = load i64*, i64** %src_shape, align 8
  %.53 = load i64, i64* %src_index.2, align 8
  %.54 = getelementptr i64, i64* %.52, i64 %.53
  %.55 = load i64, i64* %.54, align 8
  %.57 = load i64, i64* %src_dim_size, align 8
  store i64 %.55, i64* %src_dim_size, align 8
  %.59 = load i64*, i64** %dest_shape, align 8
  %.60 = load i64, i64* %dest_index.2, align 8
  %.61 = getelementptr i64, i64* %.59, i64 %.60
  %.62 = load i64, i64* %.61, align 8
  %.64 = load i64, i64* %dest_dim_size, align 8
  store i64 %.62, i64* %dest_dim_size, align 8
  %.66 = load i64, i64* %dest_dim_size, align 8
  %.67 = icmp ne i64 %.66, 1
  br i1 %.67, label %B90, label %B128

B90:                                              ; preds = %B46
  %.69 = load i64, i64* %src_dim_size, align 8
  %.70 = load i64, i64* %dest_dim_size, align 8
  %.71 = icmp ne i64 %.69, %.70
  %.72 = load i64, i64* %dest_dim_size, align 8
  store i64 0, i64* %dest_dim_size, align 8
  br i1 %.71, label %B102, label %B126

B102:                                             ; preds = %B90
  %.75 = load i64, i64* %src_dim_size, align 8
  %.76 = icmp ne i64 %.75, 1
  %.77 = load i64, i64* %src_dim_size, align 8
  store i64 0, i64* %src_dim_size, align 8
  br i1 %.76, label %B114, label %B126

B114:                                             ; preds = %B102
  %.80 = load i64*, i64** %src_shape, align 8
  store i64* null, i64** %src_shape, align 8
  %.82 = load i64, i64* %src_ndim, align 8
  store i64 0, i64* %src_ndim, align 8
  %.84 = load i64, i64* %src_index.2, align 8
  store i64 0, i64* %src_index.2, align 8
  %.86 = load i64*, i64** %dest_shape, align 8
  store i64* null, i64** %dest_shape, align 8
  %.88 = load i64, i64* %dest_index.2, align 8
  %.89 = add nsw i64 %.88, 1
  %.90 = load i64, i64* %dest_index.2, align 8
  store i64 0, i64* %dest_index.2, align 8
  %.92 = sub i64 0, %.89
  store i64 %.92, i64* %retptr, align 8
  ret i32 0

B126:                                             ; preds = %B102, %B90
  %.95 = load i64, i64* %src_dim_size, align 8
  store i64 0, i64* %src_dim_size, align 8
  br label %B150

B128:                                             ; preds = %B46
  %.98 = load i64, i64* %dest_dim_size, align 8
  store i64 0, i64* %dest_dim_size, align 8
  %.100 = load i64, i64* %src_dim_size, align 8
  %.101 = icmp ne i64 %.100, 1
  br i1 %.101, label %B140, label %B150

B140:                                             ; preds = %B128
  %.103 = load i64*, i64** %dest_shape, align 8
  %.104 = load i64, i64* %src_dim_size, align 8
  %.105 = load i64, i64* %dest_index.2, align 8
  %.106 = getelementptr i64, i64* %.103, i64 %.105
  store i64 %.104, i64* %.106, align 8
  %.108 = load i64, i64* %src_dim_size, align 8
  store i64 0, i64* %src_dim_size, align 8
  br label %B150

B150:                                             ; preds = %B140, %B128, %B126
  %.111 = load i64, i64* %src_dim_size, align 8
  store i64 0, i64* %src_dim_size, align 8
  %.113 = load i64, i64* %src_index.2, align 8
  %.114 = add nsw i64 %.113, 1
  %.115 = load i64, i64* %src_index.2, align 8
  store i64 %.114, i64* %src_index.2, align 8
  %.117 = load i64, i64* %dest_index.2, align 8
  %.118 = add nsw i64 %.117, 1
  %.119 = load i64, i64* %dest_index.3, align 8
  store i64 %.118, i64* %dest_index.3, align 8
  %.121 = load i64, i64* %dest_index.2, align 8
  store i64 %.118, i64* %dest_index.2, align 8
  %.123 = load i64, i64* %src_ndim, align 8
  %.124 = icmp slt i64 %.114, %.123
  %.125 = load i1, i1* %"$180pred", align 1
  store i1 %.124, i1* %"$180pred", align 1
  %.127 = load i1, i1* %"$180pred", align 1
  br i1 %.127, label %B46, label %B182

B182:                                             ; preds = %B150, %B20
  %.129 = load i64*, i64** %src_shape, align 8
  store i64* null, i64** %src_shape, align 8
  %.131 = load i64, i64* %src_ndim, align 8
  store i64 0, i64* %src_ndim, align 8
  %.133 = load i64, i64* %src_index.2, align 8
  store i64 0, i64* %src_index.2, align 8
  %.135 = load i64*, i64** %dest_shape, align 8
  store i64* null, i64** %dest_shape, align 8
  %.137 = load i64, i64* %dest_index.2, align 8
  store i64 0, i64* %dest_index.2, align 8
  %.139 = load i1, i1* %"$180pred", align 1
  store i1 false, i1* %"$180pred", align 1
  %.141 = load i64, i64* %dest_index.3, align 8
  %.142 = load i64, i64* %dest_index.3, align 8
  store i64 0, i64* %dest_index.3, align 8
  store i64 %.141, i64* %retptr, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture %excinfo, i8* %arg.arr.0, i8* %arg.arr.1, i64 %arg.arr.2, i64 %arg.arr.3, double* %arg.arr.4, i64 %arg.arr.5.0, i64 %arg.arr.6.0) {
entry:
  %inserted.meminfo = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %arg.arr.0, 0
  %inserted.parent = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.meminfo, i8* %arg.arr.1, 1
  %inserted.nitems = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.parent, i64 %arg.arr.2, 2
  %inserted.itemsize = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.nitems, i64 %arg.arr.3, 3
  %inserted.data = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.itemsize, double* %arg.arr.4, 4
  %.11 = insertvalue [1 x i64] undef, i64 %arg.arr.5.0, 0
  %inserted.shape = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.11, 5
  %.12 = insertvalue [1 x i64] undef, i64 %arg.arr.6.0, 0
  %inserted.strides = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.12, 6
  %c.2 = alloca double, align 8
  store double 0.000000e+00, double* %c.2, align 8
  %.19 = alloca { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, align 8
  store { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } zeroinitializer, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.19, align 8
  %.25 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.25, align 8
  %.39 = alloca i8*, align 8
  store i8* null, i8** %.39, align 8
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %try_state = alloca i64, align 8
  store i64 0, i64* %try_state, align 8
  %.70 = alloca i64, i64 1, align 8
  store i64 0, i64* %.70, align 8
  %.79 = alloca i8, align 1
  store i8 0, i8* %.79, align 1
  %"$phi50.0" = alloca { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, align 8
  store { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } zeroinitializer, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %"$phi50.0", align 8
  %.123 = alloca { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }, align 8
  store { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 } zeroinitializer, { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }* %.123, align 8
  %.126 = alloca { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, align 8
  store { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } zeroinitializer, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.126, align 8
  %.141 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.141, align 8
  %.154 = alloca { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.154, align 8
  %.193 = alloca { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }, align 8
  store { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 } zeroinitializer, { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }* %.193, align 8
  %.200 = alloca { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }, align 8
  store { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 } zeroinitializer, { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }* %.200, align 8
  %"$phi52.1" = alloca { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %"$phi52.1", align 8
  %.221 = alloca { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.221, align 8
  br label %B0

B0:                                               ; preds = %entry
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.13 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.14 = extractvalue [1 x i64] %extracted.strides, 0
  call void @NRT_incref(i8* %extracted.meminfo)
  %.17 = load double, double* %c.2, align 8
  store double 0.000000e+00, double* %c.2, align 8
  store { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } zeroinitializer, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.19, align 8
  %.22 = insertvalue [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }] undef, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %.23 = getelementptr inbounds { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.19, i32 0, i32 1
  store [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }] %.22, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }]* %.23, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.25, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.25, align 8
  %.29 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.25, i32 0, i32 5
  %.30 = getelementptr inbounds [1 x i64], [1 x i64]* %.29, i32 0, i32 0
  %.31 = load i64, i64* %.30, align 8, !range !1
  %.32 = insertvalue [1 x i64] undef, i64 %.31, 0
  %.33 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.25, i32 0, i32 2
  %.34 = load i64, i64* %.33, align 8
  %.35 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.25, i32 0, i32 5
  %.36 = getelementptr inbounds [1 x i64], [1 x i64]* %.35, i32 0, i32 0
  %.37 = load i64, i64* %.36, align 8, !range !1
  %.38 = insertvalue [1 x i64] undef, i64 %.37, 0
  store i8* null, i8** %.39, align 8
  %.43 = extractvalue [1 x i64] %.38, 0
  %.44 = extractvalue [1 x i64] %.32, 0
  %.45 = call i32 @_ZN5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE(i8** %.39, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, i64 %.43, i64 %.44)
  %.46 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.47 = icmp eq i32 %.45, 0
  %.48 = icmp eq i32 %.45, -2
  %.49 = icmp eq i32 %.45, -1
  %.50 = icmp eq i32 %.45, -3
  %.51 = or i1 %.47, %.48
  %.52 = xor i1 %.51, true
  %.53 = icmp sge i32 %.45, 1
  %.54 = select i1 %.53, { i8*, i32, i8*, i8*, i32 }* %.46, { i8*, i32, i8*, i8*, i32 }* undef
  %.55 = load i8*, i8** %.39, align 8
  br i1 %.52, label %B0.if, label %B0.endif, !prof !0

B50:                                              ; preds = %B52.endif, %B0.endif
  %.122 = load { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %"$phi50.0", align 8
  store { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 } zeroinitializer, { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }* %.123, align 8
  store { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } zeroinitializer, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.126, align 8
  store { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.122, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.126, align 8
  %.130 = getelementptr inbounds { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.126, i32 0, i32 0
  %.131 = load i8*, i8** %.130, align 8
  %.132 = load i8, i8* %.131, align 1
  %.133 = icmp ne i8 %.132, 0
  br i1 %.133, label %B50.if, label %B50.endif, !prof !0

B52:                                              ; preds = %end
  %.214 = load { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %"$phi52.1", align 8
  %extracted.meminfo.14 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 0
  %extracted.parent.14 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 1
  %extracted.nitems.14 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 2
  %extracted.itemsize.14 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 3
  %extracted.data.14 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 4
  %extracted.shape.20 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 5
  %extracted.strides.14 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 6
  call void @NRT_incref(i8* %extracted.meminfo.14)
  %.216 = load { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %"$phi52.1", align 8
  %extracted.meminfo.15 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.216, 0
  %extracted.parent.15 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.216, 1
  %extracted.nitems.15 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.216, 2
  %extracted.itemsize.15 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.216, 3
  %extracted.data.15 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.216, 4
  %extracted.shape.21 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.216, 5
  %extracted.strides.15 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.216, 6
  store { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %"$phi52.1", align 8
  %extracted.meminfo.16 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 0
  %extracted.parent.16 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 1
  %extracted.nitems.16 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 2
  %extracted.itemsize.16 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 3
  %extracted.data.16 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 4
  %extracted.shape.22 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 5
  %extracted.strides.16 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 6
  call void @NRT_incref(i8* %extracted.meminfo.16)
  %extracted.meminfo.17 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 0
  %extracted.parent.17 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 1
  %extracted.nitems.17 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 2
  %extracted.itemsize.17 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 3
  %extracted.data.17 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 4
  %extracted.shape.23 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 5
  %extracted.strides.17 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 6
  store { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.221, align 8
  store { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.221, align 8
  %.225 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.221, i32 0, i32 2
  %.226 = load i64, i64* %.225, align 8
  %.227 = icmp ne i64 %.226, 1
  call void @NRT_decref(i8* %extracted.meminfo.15)
  call void @NRT_decref(i8* %extracted.meminfo.17)
  br i1 %.227, label %B52.if, label %B52.endif, !prof !0

B102:                                             ; preds = %end
  %.243 = load { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %"$phi52.1", align 8
  %extracted.meminfo.19 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.243, 0
  %extracted.parent.19 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.243, 1
  %extracted.nitems.19 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.243, 2
  %extracted.itemsize.19 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.243, 3
  %extracted.data.19 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.243, 4
  %extracted.shape.25 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.243, 5
  %extracted.strides.19 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.243, 6
  call void @NRT_decref(i8* %extracted.meminfo.19)
  store { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %"$phi52.1", align 8
  %.246 = load { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %"$phi50.0", align 8
  %extracted.exhausted.6 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.246, 0
  %extracted.arrays.6 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.246, 1
  %.247 = extractvalue [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }] %extracted.arrays.6, 0
  %extracted.meminfo.20 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.247, 0
  %extracted.parent.20 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.247, 1
  %extracted.nitems.20 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.247, 2
  %extracted.itemsize.20 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.247, 3
  %extracted.data.20 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.247, 4
  %extracted.shape.26 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.247, 5
  %.248 = extractvalue [1 x i64] %extracted.shape.26, 0
  %extracted.strides.20 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.247, 6
  %.249 = extractvalue [1 x i64] %extracted.strides.20, 0
  %extracted.shape.27 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.246, 2
  %.250 = extractvalue [1 x i64] %extracted.shape.27, 0
  %extracted.indices.6 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.246, 3
  %extracted.index0.6 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.246, 4
  call void @NRT_decref(i8* %extracted.meminfo.20)
  store { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } zeroinitializer, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %"$phi50.0", align 8
  %.253 = load double, double* %c.2, align 8
  %.254 = load double, double* %c.2, align 8
  store double 0.000000e+00, double* %c.2, align 8
  store double %.253, double* %retptr, align 8
  ret i32 0

B0.if:                                            ; preds = %B0
  store i64 0, i64* %try_state, align 8
  %.59 = load i64, i64* %try_state, align 8
  %.60 = icmp ugt i64 %.59, 0
  %.61 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.54, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.63 = xor i1 %.60, true
  br i1 %.63, label %B0.if.if, label %B0.if.endif

B0.endif:                                         ; preds = %B0.if.endif, %B0
  %.67 = extractvalue [1 x i64] %.32, 0
  %.68 = icmp eq i64 %.34, 0
  %.69 = select i1 %.68, i8 1, i8 0
  %.72 = getelementptr inbounds i64, i64* %.70, i32 0
  store i64 0, i64* %.72, align 8
  %.74 = getelementptr inbounds { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.19, i32 0, i32 3
  store i64* %.70, i64** %.74, align 8
  %.76 = insertvalue [1 x i64] undef, i64 %.34, 0
  %.77 = getelementptr inbounds { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.19, i32 0, i32 2
  store [1 x i64] %.76, [1 x i64]* %.77, align 8
  store i8 %.69, i8* %.79, align 1
  %.82 = getelementptr inbounds { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.19, i32 0, i32 0
  store i8* %.79, i8** %.82, align 8
  %.84 = load { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.19, align 8
  %extracted.exhausted = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 0
  %extracted.arrays = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 1
  %.85 = extractvalue [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }] %extracted.arrays, 0
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.85, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.85, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.85, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.85, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.85, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.85, 5
  %.86 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.85, 6
  %.87 = extractvalue [1 x i64] %extracted.strides.1, 0
  %extracted.shape.2 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 2
  %.88 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.indices = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 3
  %extracted.index0 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 4
  call void @NRT_incref(i8* %extracted.meminfo.1)
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.90 = extractvalue [1 x i64] %extracted.shape.3, 0
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.91 = extractvalue [1 x i64] %extracted.strides.2, 0
  %extracted.exhausted.1 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 0
  %extracted.arrays.1 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 1
  %.93 = extractvalue [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }] %extracted.arrays.1, 0
  %extracted.meminfo.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.93, 0
  %extracted.parent.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.93, 1
  %extracted.nitems.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.93, 2
  %extracted.itemsize.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.93, 3
  %extracted.data.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.93, 4
  %extracted.shape.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.93, 5
  %.94 = extractvalue [1 x i64] %extracted.shape.4, 0
  %extracted.strides.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.93, 6
  %.95 = extractvalue [1 x i64] %extracted.strides.3, 0
  %extracted.shape.5 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 2
  %.96 = extractvalue [1 x i64] %extracted.shape.5, 0
  %extracted.indices.1 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 3
  %extracted.index0.1 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 4
  call void @NRT_incref(i8* %extracted.meminfo.3)
  %extracted.exhausted.2 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 0
  %extracted.arrays.2 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 1
  %.98 = extractvalue [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }] %extracted.arrays.2, 0
  %extracted.meminfo.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.98, 0
  %extracted.parent.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.98, 1
  %extracted.nitems.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.98, 2
  %extracted.itemsize.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.98, 3
  %extracted.data.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.98, 4
  %extracted.shape.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.98, 5
  %.99 = extractvalue [1 x i64] %extracted.shape.6, 0
  %extracted.strides.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.98, 6
  %.100 = extractvalue [1 x i64] %extracted.strides.4, 0
  %extracted.shape.7 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 2
  %.101 = extractvalue [1 x i64] %extracted.shape.7, 0
  %extracted.indices.2 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 3
  %extracted.index0.2 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 4
  %extracted.exhausted.3 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 0
  %extracted.arrays.3 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 1
  %.103 = extractvalue [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }] %extracted.arrays.3, 0
  %extracted.meminfo.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.103, 0
  %extracted.parent.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.103, 1
  %extracted.nitems.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.103, 2
  %extracted.itemsize.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.103, 3
  %extracted.data.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.103, 4
  %extracted.shape.8 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.103, 5
  %.104 = extractvalue [1 x i64] %extracted.shape.8, 0
  %extracted.strides.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.103, 6
  %.105 = extractvalue [1 x i64] %extracted.strides.5, 0
  %extracted.shape.9 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 2
  %.106 = extractvalue [1 x i64] %extracted.shape.9, 0
  %extracted.indices.3 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 3
  %extracted.index0.3 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 4
  call void @NRT_incref(i8* %extracted.meminfo.5)
  %.109 = load { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %"$phi50.0", align 8
  %extracted.exhausted.4 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.109, 0
  %extracted.arrays.4 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.109, 1
  %.110 = extractvalue [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }] %extracted.arrays.4, 0
  %extracted.meminfo.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.110, 0
  %extracted.parent.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.110, 1
  %extracted.nitems.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.110, 2
  %extracted.itemsize.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.110, 3
  %extracted.data.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.110, 4
  %extracted.shape.10 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.110, 5
  %.111 = extractvalue [1 x i64] %extracted.shape.10, 0
  %extracted.strides.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.110, 6
  %.112 = extractvalue [1 x i64] %extracted.strides.6, 0
  %extracted.shape.11 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.109, 2
  %.113 = extractvalue [1 x i64] %extracted.shape.11, 0
  %extracted.indices.4 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.109, 3
  %extracted.index0.4 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.109, 4
  store { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %"$phi50.0", align 8
  %extracted.exhausted.5 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 0
  %extracted.arrays.5 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 1
  %.116 = extractvalue [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }] %extracted.arrays.5, 0
  %extracted.meminfo.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.116, 0
  %extracted.parent.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.116, 1
  %extracted.nitems.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.116, 2
  %extracted.itemsize.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.116, 3
  %extracted.data.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.116, 4
  %extracted.shape.12 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.116, 5
  %.117 = extractvalue [1 x i64] %extracted.shape.12, 0
  %extracted.strides.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.116, 6
  %.118 = extractvalue [1 x i64] %extracted.strides.7, 0
  %extracted.shape.13 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 2
  %.119 = extractvalue [1 x i64] %extracted.shape.13, 0
  %extracted.indices.5 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 3
  %extracted.index0.5 = extractvalue { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.84, 4
  call void @NRT_decref(i8* %extracted.meminfo.2)
  call void @NRT_decref(i8* %extracted.meminfo.4)
  call void @NRT_decref(i8* %extracted.meminfo.6)
  call void @NRT_decref(i8* %extracted.meminfo.7)
  br label %B50

B0.if.if:                                         ; preds = %B0.if
  ret i32 %.45

B0.if.endif:                                      ; preds = %B0.if
  br label %B0.endif

end:                                              ; preds = %end_increment, %B50.if
  %.191 = load { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }, { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }* %.123, align 8
  %extracted.first = extractvalue { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 } %.191, 0
  %extracted.meminfo.8 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %extracted.first, 0
  %extracted.parent.8 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %extracted.first, 1
  %extracted.nitems.8 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %extracted.first, 2
  %extracted.itemsize.8 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %extracted.first, 3
  %extracted.data.8 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %extracted.first, 4
  %extracted.shape.14 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %extracted.first, 5
  %extracted.strides.8 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %extracted.first, 6
  %extracted.second = extractvalue { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 } %.191, 1
  call void @NRT_incref(i8* %extracted.meminfo.8)
  store { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 } zeroinitializer, { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }* %.193, align 8
  store { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 } %.191, { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }* %.193, align 8
  %.197 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }, { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }* %.193, i32 0, i32 0
  %.198 = load { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.197, align 8
  %extracted.meminfo.9 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 0
  %extracted.parent.9 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 1
  %extracted.nitems.9 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 2
  %extracted.itemsize.9 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 3
  %extracted.data.9 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 4
  %extracted.shape.15 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 5
  %extracted.strides.9 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 6
  call void @NRT_incref(i8* %extracted.meminfo.9)
  store { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 } zeroinitializer, { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }* %.200, align 8
  store { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 } %.191, { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }* %.200, align 8
  %.204 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }, { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }* %.200, i32 0, i32 1
  %.205 = load i1, i1* %.204, align 1
  %extracted.first.1 = extractvalue { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 } %.191, 0
  %extracted.meminfo.10 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %extracted.first.1, 0
  %extracted.parent.10 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %extracted.first.1, 1
  %extracted.nitems.10 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %extracted.first.1, 2
  %extracted.itemsize.10 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %extracted.first.1, 3
  %extracted.data.10 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %extracted.first.1, 4
  %extracted.shape.16 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %extracted.first.1, 5
  %extracted.strides.10 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %extracted.first.1, 6
  %extracted.second.1 = extractvalue { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 } %.191, 1
  %extracted.meminfo.11 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 0
  %extracted.parent.11 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 1
  %extracted.nitems.11 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 2
  %extracted.itemsize.11 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 3
  %extracted.data.11 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 4
  %extracted.shape.17 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 5
  %extracted.strides.11 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 6
  call void @NRT_incref(i8* %extracted.meminfo.11)
  %.209 = load { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %"$phi52.1", align 8
  %extracted.meminfo.12 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.209, 0
  %extracted.parent.12 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.209, 1
  %extracted.nitems.12 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.209, 2
  %extracted.itemsize.12 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.209, 3
  %extracted.data.12 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.209, 4
  %extracted.shape.18 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.209, 5
  %extracted.strides.12 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.209, 6
  store { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %"$phi52.1", align 8
  %extracted.meminfo.13 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 0
  %extracted.parent.13 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 1
  %extracted.nitems.13 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 2
  %extracted.itemsize.13 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 3
  %extracted.data.13 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 4
  %extracted.shape.19 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 5
  %extracted.strides.13 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.198, 6
  call void @NRT_decref(i8* %extracted.meminfo.10)
  call void @NRT_decref(i8* %extracted.meminfo.12)
  call void @NRT_decref(i8* %extracted.meminfo.13)
  br i1 %.205, label %B52, label %B102

B50.if:                                           ; preds = %B50
  %.135 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }, { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }* %.123, i32 0, i32 1
  store i1 false, i1* %.135, align 1
  br label %end

B50.endif:                                        ; preds = %B50
  %.138 = getelementptr inbounds { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.126, i32 0, i32 1
  %.139 = load [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }]* %.138, align 8
  %.140 = extractvalue [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }] %.139, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.141, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.140, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.141, align 8
  %.145 = getelementptr inbounds { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.126, i32 0, i32 3
  %.146 = load i64*, i64** %.145, align 8
  %.147 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }, { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }* %.123, i32 0, i32 1
  store i1 true, i1* %.147, align 1
  %.149 = getelementptr inbounds i64, i64* %.146, i32 0
  %.150 = load i64, i64* %.149, align 8
  %.151 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.141, i32 0, i32 4
  %.152 = load double*, double** %.151, align 8
  %.153 = getelementptr double, double* %.152, i64 %.150
  store { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.154, align 8
  %.157 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.154, i32 0, i32 5
  store [0 x i64] undef, [0 x i64]* %.157, align 8
  %.159 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.154, i32 0, i32 6
  store [0 x i64] undef, [0 x i64]* %.159, align 8
  %.161 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.154, i32 0, i32 4
  store double* %.153, double** %.161, align 8
  %.163 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.154, i32 0, i32 3
  store i64 8, i64* %.163, align 8
  %.165 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.154, i32 0, i32 0
  store i8* null, i8** %.165, align 8
  %.167 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.154, i32 0, i32 1
  store i8* null, i8** %.167, align 8
  %.169 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.154, i32 0, i32 2
  store i64 1, i64* %.169, align 8
  %.171 = load { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.154, align 8
  %.172 = getelementptr inbounds { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }, { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }* %.123, i32 0, i32 0
  store { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.171, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.172, align 8
  %.174 = getelementptr inbounds { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.126, i32 0, i32 2
  %.175 = load [1 x i64], [1 x i64]* %.174, align 8
  %.176 = extractvalue [1 x i64] %.175, 0
  %.177 = getelementptr inbounds { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.126, i32 0, i32 0
  %.178 = load i8*, i8** %.177, align 8
  store i8 0, i8* %.178, align 1
  %.180 = getelementptr inbounds i64, i64* %.146, i32 0
  %.181 = load i64, i64* %.180, align 8
  %.182 = add nsw i64 %.181, 1
  %.183 = icmp slt i64 %.182, %.176
  br i1 %.183, label %B50.endif.if, label %B50.endif.endif, !prof !20

end_increment:                                    ; preds = %B50.endif.endif, %B50.endif.if
  br label %end

B50.endif.if:                                     ; preds = %B50.endif
  store i64 %.182, i64* %.180, align 8
  br label %end_increment

B50.endif.endif:                                  ; preds = %B50.endif
  store i64 0, i64* %.180, align 8
  store i8 1, i8* %.178, align 1
  br label %end_increment

B52.if:                                           ; preds = %B52
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639046869120, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.230 = load i64, i64* %try_state, align 8
  %.231 = icmp ugt i64 %.230, 0
  %.232 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B52.endif:                                        ; preds = %B52
  %.234 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.221, i32 0, i32 4
  %.235 = load double*, double** %.234, align 8
  %.236 = load double, double* %.235, align 8
  %extracted.meminfo.18 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 0
  %extracted.parent.18 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 1
  %extracted.nitems.18 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 2
  %extracted.itemsize.18 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 3
  %extracted.data.18 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 4
  %extracted.shape.24 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 5
  %extracted.strides.18 = extractvalue { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] } %.214, 6
  call void @NRT_decref(i8* %extracted.meminfo.18)
  %.238 = load double, double* %c.2, align 8
  %.239 = fadd double %.238, %.236
  %.240 = load double, double* %c.2, align 8
  store double %.239, double* %c.2, align 8
  br label %B50
}

define linkonce_odr i32 @_ZN5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE(i8** noalias nocapture %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture %excinfo, i64 %arg.shape.0, i64 %arg.main_shape.0) {
entry:
  %.6 = insertvalue [1 x i64] undef, i64 %arg.shape.0, 0
  %.7 = insertvalue [1 x i64] undef, i64 %arg.main_shape.0, 0
  %shape = alloca [1 x i64], align 8
  store [1 x i64] zeroinitializer, [1 x i64]* %shape, align 8
  %main_shape = alloca [1 x i64], align 8
  store [1 x i64] zeroinitializer, [1 x i64]* %main_shape, align 8
  %n = alloca i64, align 8
  store i64 0, i64* %n, align 8
  %.18 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.18, align 8
  %.28 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.28, align 8
  %.32 = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.32, align 8
  %.41 = alloca i64, align 8
  store i64 0, i64* %.41, align 8
  %.44 = alloca i64, align 8
  store i64 0, i64* %.44, align 8
  %try_state = alloca i64, align 8
  store i64 0, i64* %try_state, align 8
  %"$phi64.0" = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %"$phi64.0", align 8
  %.89 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.89, align 8
  %.92 = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.92, align 8
  %.118 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.118, align 8
  %.124 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.124, align 8
  %"$phi66.1" = alloca i64, align 8
  store i64 0, i64* %"$phi66.1", align 8
  br label %B0

B0:                                               ; preds = %entry
  %.8 = extractvalue [1 x i64] %.6, 0
  store [1 x i64] %.6, [1 x i64]* %shape, align 8
  %.11 = extractvalue [1 x i64] %.7, 0
  store [1 x i64] %.7, [1 x i64]* %main_shape, align 8
  %.15 = load i64, i64* %n, align 8
  store i64 1, i64* %n, align 8
  %.17 = load i64, i64* %n, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.18, align 8
  %.21 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.18, i32 0, i32 0
  store i64 0, i64* %.21, align 8
  %.23 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.18, i32 0, i32 1
  store i64 1, i64* %.23, align 8
  %.25 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.18, i32 0, i32 2
  store i64 1, i64* %.25, align 8
  %.27 = load { i64, i64, i64 }, { i64, i64, i64 }* %.18, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.28, align 8
  store { i64, i64, i64 } %.27, { i64, i64, i64 }* %.28, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.32, align 8
  %.35 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.28, i32 0, i32 0
  %.36 = load i64, i64* %.35, align 8
  %.37 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.28, i32 0, i32 1
  %.38 = load i64, i64* %.37, align 8
  %.39 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.28, i32 0, i32 2
  %.40 = load i64, i64* %.39, align 8
  store i64 %.36, i64* %.41, align 8
  %.46 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.32, i32 0, i32 0
  store i64* %.41, i64** %.46, align 8
  %.48 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.32, i32 0, i32 1
  store i64 %.38, i64* %.48, align 8
  %.50 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.32, i32 0, i32 2
  store i64 %.40, i64* %.50, align 8
  %.52 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.32, i32 0, i32 3
  store i64* %.44, i64** %.52, align 8
  %.54 = sub i64 %.38, %.36
  %.55 = icmp sgt i64 %.54, 0
  %.56 = icmp sgt i64 %.40, 0
  %.57 = xor i1 %.55, %.56
  %.58 = icmp eq i64 %.40, 0
  br i1 %.58, label %B0.if, label %B0.endif, !prof !0

B64:                                              ; preds = %B0.endif.endif, %B172
  %.88 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi64.0", align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.89, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.92, align 8
  store { i64*, i64, i64, i64* } %.88, { i64*, i64, i64, i64* }* %.92, align 8
  %.96 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.92, i32 0, i32 3
  %.97 = load i64*, i64** %.96, align 8
  %.98 = load i64, i64* %.97, align 8
  %.99 = icmp sgt i64 %.98, 0
  %.100 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.89, i32 0, i32 1
  store i1 %.99, i1* %.100, align 1
  br i1 %.99, label %B64.if, label %B64.endif

B66:                                              ; preds = %B64.endif
  %.134 = load i64, i64* %"$phi66.1", align 8
  %.135 = load i64, i64* %"$phi66.1", align 8
  store i64 0, i64* %"$phi66.1", align 8
  %.137 = load [1 x i64], [1 x i64]* %shape, align 8
  switch i64 %.134, label %switch.else [
    i64 0, label %switch.0
    i64 -1, label %switch.0
  ]

B142:                                             ; preds = %switch.end.1
  %.162 = load [1 x i64], [1 x i64]* %shape, align 8
  %.163 = extractvalue [1 x i64] %.162, 0
  store [1 x i64] zeroinitializer, [1 x i64]* %shape, align 8
  %.165 = load i64, i64* %n, align 8
  store i64 0, i64* %n, align 8
  %.167 = load [1 x i64], [1 x i64]* %main_shape, align 8
  %.168 = extractvalue [1 x i64] %.167, 0
  store [1 x i64] zeroinitializer, [1 x i64]* %main_shape, align 8
  %.170 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi64.0", align 8
  %extracted.iter.3 = extractvalue { i64*, i64, i64, i64* } %.170, 0
  %extracted.stop.4 = extractvalue { i64*, i64, i64, i64* } %.170, 1
  %extracted.step.4 = extractvalue { i64*, i64, i64, i64* } %.170, 2
  %extracted.count.3 = extractvalue { i64*, i64, i64, i64* } %.170, 3
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %"$phi64.0", align 8
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639046503552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.173 = load i64, i64* %try_state, align 8
  %.174 = icmp ugt i64 %.173, 0
  %.175 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B172:                                             ; preds = %switch.end.1
  br label %B64

B174:                                             ; preds = %B64.endif
  %.178 = load [1 x i64], [1 x i64]* %shape, align 8
  %.179 = extractvalue [1 x i64] %.178, 0
  store [1 x i64] zeroinitializer, [1 x i64]* %shape, align 8
  %.181 = load i64, i64* %n, align 8
  store i64 0, i64* %n, align 8
  %.183 = load [1 x i64], [1 x i64]* %main_shape, align 8
  %.184 = extractvalue [1 x i64] %.183, 0
  store [1 x i64] zeroinitializer, [1 x i64]* %main_shape, align 8
  %.186 = load i64, i64* %"$phi66.1", align 8
  store i64 0, i64* %"$phi66.1", align 8
  %.188 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi64.0", align 8
  %extracted.iter.4 = extractvalue { i64*, i64, i64, i64* } %.188, 0
  %extracted.stop.5 = extractvalue { i64*, i64, i64, i64* } %.188, 1
  %extracted.step.5 = extractvalue { i64*, i64, i64, i64* } %.188, 2
  %extracted.count.4 = extractvalue { i64*, i64, i64, i64* } %.188, 3
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %"$phi64.0", align 8
  store i8* null, i8** %retptr, align 8
  ret i32 0

B0.if:                                            ; preds = %B0
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639046503680, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  store i64 0, i64* %try_state, align 8
  %.63 = load i64, i64* %try_state, align 8
  %.64 = icmp ugt i64 %.63, 0
  %.65 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B0.endif:                                         ; preds = %B0
  br i1 %.57, label %B0.endif.if, label %B0.endif.else

B0.endif.if:                                      ; preds = %B0.endif
  %.68 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.32, i32 0, i32 3
  %.69 = load i64*, i64** %.68, align 8
  store i64 0, i64* %.69, align 8
  br label %B0.endif.endif

B0.endif.else:                                    ; preds = %B0.endif
  %.72 = srem i64 %.54, %.40
  %.73 = sub i64 0, %.72
  %.74 = select i1 %.55, i64 %.72, i64 %.73
  %.75 = icmp sgt i64 %.74, 0
  %.76 = sdiv i64 %.54, %.40
  %.77 = select i1 %.75, i64 1, i64 0
  %.78 = add i64 %.76, %.77
  %.79 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.32, i32 0, i32 3
  %.80 = load i64*, i64** %.79, align 8
  store i64 %.78, i64* %.80, align 8
  br label %B0.endif.endif

B0.endif.endif:                                   ; preds = %B0.endif.else, %B0.endif.if
  %.83 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.32, align 8
  %extracted.start = extractvalue { i64, i64, i64 } %.27, 0
  %extracted.stop = extractvalue { i64, i64, i64 } %.27, 1
  %extracted.step = extractvalue { i64, i64, i64 } %.27, 2
  %extracted.iter = extractvalue { i64*, i64, i64, i64* } %.83, 0
  %extracted.stop.1 = extractvalue { i64*, i64, i64, i64* } %.83, 1
  %extracted.step.1 = extractvalue { i64*, i64, i64, i64* } %.83, 2
  %extracted.count = extractvalue { i64*, i64, i64, i64* } %.83, 3
  %.85 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi64.0", align 8
  %extracted.iter.1 = extractvalue { i64*, i64, i64, i64* } %.85, 0
  %extracted.stop.2 = extractvalue { i64*, i64, i64, i64* } %.85, 1
  %extracted.step.2 = extractvalue { i64*, i64, i64, i64* } %.85, 2
  %extracted.count.1 = extractvalue { i64*, i64, i64, i64* } %.85, 3
  store { i64*, i64, i64, i64* } %.83, { i64*, i64, i64, i64* }* %"$phi64.0", align 8
  %extracted.iter.2 = extractvalue { i64*, i64, i64, i64* } %.83, 0
  %extracted.stop.3 = extractvalue { i64*, i64, i64, i64* } %.83, 1
  %extracted.step.3 = extractvalue { i64*, i64, i64, i64* } %.83, 2
  %extracted.count.2 = extractvalue { i64*, i64, i64, i64* } %.83, 3
  br label %B64

B64.if:                                           ; preds = %B64
  %.103 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.92, i32 0, i32 0
  %.104 = load i64*, i64** %.103, align 8
  %.105 = load i64, i64* %.104, align 8
  %.106 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.89, i32 0, i32 0
  store i64 %.105, i64* %.106, align 8
  %.108 = sub nsw i64 %.98, 1
  store i64 %.108, i64* %.97, align 8
  %.110 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.92, i32 0, i32 2
  %.111 = load i64, i64* %.110, align 8
  %.112 = add i64 %.105, %.111
  %.113 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.92, i32 0, i32 0
  %.114 = load i64*, i64** %.113, align 8
  store i64 %.112, i64* %.114, align 8
  br label %B64.endif

B64.endif:                                        ; preds = %B64.if, %B64
  %.117 = load { i64, i1 }, { i64, i1 }* %.89, align 8
  %extracted.first = extractvalue { i64, i1 } %.117, 0
  %extracted.second = extractvalue { i64, i1 } %.117, 1
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.118, align 8
  store { i64, i1 } %.117, { i64, i1 }* %.118, align 8
  %.122 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.118, i32 0, i32 0
  %.123 = load i64, i64* %.122, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.124, align 8
  store { i64, i1 } %.117, { i64, i1 }* %.124, align 8
  %.128 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.124, i32 0, i32 1
  %.129 = load i1, i1* %.128, align 1
  %extracted.first.1 = extractvalue { i64, i1 } %.117, 0
  %extracted.second.1 = extractvalue { i64, i1 } %.117, 1
  %.131 = load i64, i64* %"$phi66.1", align 8
  store i64 %.123, i64* %"$phi66.1", align 8
  br i1 %.129, label %B66, label %B174

switch.else:                                      ; preds = %B66
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639046503488, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.140 = load i64, i64* %try_state, align 8
  %.141 = icmp ugt i64 %.140, 0
  %.142 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

switch.end:                                       ; preds = %switch.0
  %.144 = phi i64 [ %.145, %switch.0 ]
  %.147 = load i64, i64* %n, align 8
  %.148 = sub nsw i64 1, 1
  %.149 = add nsw i64 %.148, %.134
  %.150 = load [1 x i64], [1 x i64]* %main_shape, align 8
  switch i64 %.149, label %switch.else.1 [
    i64 0, label %switch.0.1
    i64 -1, label %switch.0.1
  ]

switch.0:                                         ; preds = %B66, %B66
  %.145 = extractvalue [1 x i64] %.137, 0
  br label %switch.end

switch.else.1:                                    ; preds = %switch.end
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639046503488, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.153 = load i64, i64* %try_state, align 8
  %.154 = icmp ugt i64 %.153, 0
  %.155 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

switch.end.1:                                     ; preds = %switch.0.1
  %.157 = phi i64 [ %.158, %switch.0.1 ]
  %.160 = icmp ne i64 %.144, %.157
  br i1 %.160, label %B142, label %B172

switch.0.1:                                       ; preds = %switch.end, %switch.end
  %.158 = extractvalue [1 x i64] %.150, 0
  br label %switch.end.1
}

attributes #0 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { noinline }
attributes #2 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #3 = { argmemonly nocallback nofree nosync nounwind willreturn }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{i1 true}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = !{!7}
!7 = distinct !{!7, !5, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = !{!4, !7}
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = !{!13}
!13 = distinct !{!13, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!14 = !{!10, !13, !4, !7}
!15 = !{!10, !4, !7}
!16 = !{!13, !4, !7}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fa63e50B3v16B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd: %retptr"}
!19 = distinct !{!19, !"_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fa63e50B3v16B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd"}
!20 = !{!"branch_weights", i32 99, i32 1}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!24 = !{!25}
!25 = distinct !{!25, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = !{!22, !25}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!30 = !{!31}
!31 = distinct !{!31, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!32 = !{!28, !31, !22, !25}
!33 = !{!28, !22, !25}
!34 = !{!31, !22, !25}
