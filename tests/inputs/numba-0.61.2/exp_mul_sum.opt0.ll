; ModuleID = 'exp_mul_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139639049996224 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 0 to output array\0AFile \22numba/np/npyimpl.py\22, line 375, \94\85\94N\87\94."
@.const.pickledata.139639049996224.sha1 = internal constant [20 x i8] c"\C3Ra\1F\D8\8E_(D\0Da|p\D2\DB\90\87\07\B6\A4"
@.const.picklebuf.139639049996224 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.139639049996224, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639049996224.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139639179937600 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 375, \94\85\94N\87\94."
@.const.pickledata.139639179937600.sha1 = internal constant [20 x i8] c"\93;eT(\91\00\DCdB\A1-\B0\DA\07\E5q=\1F\DE"
@.const.picklebuf.139639179937600 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.139639179937600, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639179937600.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139639049179392 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139639049179392.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139639049179392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139639049179392, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639049179392.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.exp_mul_sum = internal constant [12 x i8] c"exp_mul_sum\00"
@_ZN08NumbaEnv7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [164 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f003fe32890>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f003fe32890>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f003fe65090B2v3B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common global i8* null
@.const.pickledata.139639048582208 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139639048582208.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139639048582208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139639048582208, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639048582208.sha1, i32 0, i32 0), i8* null, i32 0 }
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

define i32 @_ZN7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture %excinfo, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.y.0, i8* %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, double* %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) {
entry:
  %.6.i2 = alloca double, align 8
  %.8.i = alloca double, align 8
  %try_state.i.i = alloca i64, align 8
  %.7.i = alloca i8*, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %try_state.i = alloca i64, align 8
  %inserted.meminfo = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %arg.x.0, 0
  %inserted.parent = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.meminfo, i8* %arg.x.1, 1
  %inserted.nitems = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.parent, i64 %arg.x.2, 2
  %inserted.itemsize = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.nitems, i64 %arg.x.3, 3
  %inserted.data = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.itemsize, double* %arg.x.4, 4
  %.18 = insertvalue [1 x i64] undef, i64 %arg.x.5.0, 0
  %inserted.shape = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.18, 5
  %.19 = insertvalue [1 x i64] undef, i64 %arg.x.6.0, 0
  %inserted.strides = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.19, 6
  %inserted.meminfo.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %arg.y.0, 0
  %inserted.parent.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.meminfo.1, i8* %arg.y.1, 1
  %inserted.nitems.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %arg.y.2, 2
  %inserted.itemsize.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %arg.y.3, 3
  %inserted.data.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.itemsize.1, double* %arg.y.4, 4
  %.20 = insertvalue [1 x i64] undef, i64 %arg.y.5.0, 0
  %inserted.shape.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.20, 5
  %.21 = insertvalue [1 x i64] undef, i64 %arg.y.6.0, 0
  %inserted.strides.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.21, 6
  %.28 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.28, align 8
  %.42 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.42, align 8
  %src_shape = alloca i64, i64 1, align 8
  store i64 0, i64* %src_shape, align 8
  %dest_shape = alloca i64, i64 1, align 8
  store i64 0, i64* %dest_shape, align 8
  %.62 = alloca i64, align 8
  store i64 0, i64* %.62, align 8
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %try_state = alloca i64, align 8
  store i64 0, i64* %try_state, align 8
  %.97 = alloca i64, align 8
  store i64 0, i64* %.97, align 8
  %excinfo.2 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.129 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.129, align 8
  %.146 = alloca i8*, align 8
  store i8* null, i8** %.146, align 8
  %excinfo.3 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.201 = alloca i64, align 8
  store i64 0, i64* %.201, align 8
  %.204 = alloca i64, align 8
  store i64 0, i64* %.204, align 8
  %.228 = alloca double, align 8
  store double 0.000000e+00, double* %.228, align 8
  %excinfo.4 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  %.264 = alloca double, align 8
  store double 0.000000e+00, double* %.264, align 8
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
  %.22 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.23 = extractvalue [1 x i64] %extracted.strides, 0
  call void @NRT_incref(i8* %extracted.meminfo)
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 5
  %.25 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 6
  %.26 = extractvalue [1 x i64] %extracted.strides.1, 0
  call void @NRT_incref(i8* %extracted.meminfo.1)
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.28, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.28, align 8
  %.32 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.28, i32 0, i32 5
  %.33 = getelementptr inbounds [1 x i64], [1 x i64]* %.32, i32 0, i32 0
  %.34 = load i64, i64* %.33, align 8, !range !0
  %.35 = insertvalue [1 x i64] undef, i64 %.34, 0
  %.36 = extractvalue [1 x i64] %.35, 0
  %.37 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.28, i32 0, i32 6
  %.38 = load [1 x i64], [1 x i64]* %.37, align 8
  %.39 = extractvalue [1 x i64] %.38, 0
  %.40 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.28, i32 0, i32 4
  %.41 = load double*, double** %.40, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.42, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.42, align 8
  %.46 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.42, i32 0, i32 5
  %.47 = getelementptr inbounds [1 x i64], [1 x i64]* %.46, i32 0, i32 0
  %.48 = load i64, i64* %.47, align 8, !range !0
  %.49 = insertvalue [1 x i64] undef, i64 %.48, 0
  %.50 = extractvalue [1 x i64] %.49, 0
  %.51 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.42, i32 0, i32 6
  %.52 = load [1 x i64], [1 x i64]* %.51, align 8
  %.53 = extractvalue [1 x i64] %.52, 0
  %.54 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.42, i32 0, i32 4
  %.55 = load double*, double** %.54, align 8
  %.58 = getelementptr inbounds i64, i64* %dest_shape, i32 0
  store i64 1, i64* %.58, align 8
  %.60 = getelementptr inbounds i64, i64* %src_shape, i32 0
  store i64 %.36, i64* %.60, align 8
  store i64 0, i64* %.62, align 8
  %.66 = call i32 @_ZN5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a(i64* %.62, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, i64 1, i64* %src_shape, i64 1, i64* %dest_shape)
  %.67 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.68 = icmp eq i32 %.66, 0
  %.69 = icmp eq i32 %.66, -2
  %.70 = icmp eq i32 %.66, -1
  %.71 = icmp eq i32 %.66, -3
  %.72 = or i1 %.68, %.69
  %.73 = xor i1 %.72, true
  %.74 = icmp sge i32 %.66, 1
  %.75 = select i1 %.74, { i8*, i32, i8*, i8*, i32 }* %.67, { i8*, i32, i8*, i8*, i32 }* undef
  %.76 = load i64, i64* %.62, align 8
  br i1 %.73, label %B0.if, label %B0.endif, !prof !1

B0.if:                                            ; preds = %B0
  store i64 0, i64* %try_state, align 8
  %.80 = load i64, i64* %try_state, align 8
  %.81 = icmp ugt i64 %.80, 0
  %.82 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.75, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.84 = xor i1 %.81, true
  br i1 %.84, label %B0.if.if, label %B0.if.endif

B0.endif:                                         ; preds = %B0.if.endif, %B0
  %.88 = icmp slt i64 %.76, 1
  br i1 %.88, label %B0.endif.if, label %B0.endif.endif, !prof !1

B0.if.if:                                         ; preds = %B0.if
  ret i32 %.66

B0.if.endif:                                      ; preds = %B0.if
  br label %B0.endif

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639049996224, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.91 = load i64, i64* %try_state, align 8
  %.92 = icmp ugt i64 %.91, 0
  %.93 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B0.endif.endif:                                   ; preds = %B0.endif
  %.95 = getelementptr inbounds i64, i64* %src_shape, i32 0
  store i64 %.50, i64* %.95, align 8
  store i64 0, i64* %.97, align 8
  %.101 = call i32 @_ZN5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a(i64* %.97, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, i64 1, i64* %src_shape, i64 1, i64* %dest_shape)
  %.102 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.103 = icmp eq i32 %.101, 0
  %.104 = icmp eq i32 %.101, -2
  %.105 = icmp eq i32 %.101, -1
  %.106 = icmp eq i32 %.101, -3
  %.107 = or i1 %.103, %.104
  %.108 = xor i1 %.107, true
  %.109 = icmp sge i32 %.101, 1
  %.110 = select i1 %.109, { i8*, i32, i8*, i8*, i32 }* %.102, { i8*, i32, i8*, i8*, i32 }* undef
  %.111 = load i64, i64* %.97, align 8
  br i1 %.108, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !1

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  %.113 = load i64, i64* %try_state, align 8
  %.114 = icmp ugt i64 %.113, 0
  %.115 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.110, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.117 = xor i1 %.114, true
  br i1 %.117, label %B0.endif.endif.if.if, label %B0.endif.endif.if.endif

B0.endif.endif.endif:                             ; preds = %B0.endif.endif.if.endif, %B0.endif.endif
  %.121 = icmp slt i64 %.111, 1
  br i1 %.121, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !1

B0.endif.endif.if.if:                             ; preds = %B0.endif.endif.if
  ret i32 %.101

B0.endif.endif.if.endif:                          ; preds = %B0.endif.endif.if
  br label %B0.endif.endif.endif

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639179937600, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.124 = load i64, i64* %try_state, align 8
  %.125 = icmp ugt i64 %.124, 0
  %.126 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.128 = load i64, i64* %.58, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.129, align 8
  %.132 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 1, i64 %.128)
  %.133 = extractvalue { i64, i1 } %.132, 0
  %.134 = extractvalue { i64, i1 } %.132, 1
  %.135 = or i1 false, %.134
  %.136 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.133, i64 8)
  %.137 = extractvalue { i64, i1 } %.136, 0
  %.138 = extractvalue { i64, i1 } %.136, 1
  %.139 = or i1 %.135, %.138
  br i1 %.139, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639049179392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.142 = load i64, i64* %try_state, align 8
  %.143 = icmp ugt i64 %.142, 0
  %.144 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  store i8* null, i8** %.146, align 8
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
  %.7.i.i = call i8* @NRT_MemInfo_alloc_aligned(i64 %.137, i32 32), !noalias !14
  %.8.i.i = icmp eq i8* null, %.7.i.i
  br i1 %.8.i.i, label %B0.if.i.i, label %B0.endif.i.i, !prof !1

B0.if.i.i:                                        ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048582208, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !alias.scope !12, !noalias !15, !numba_exception_output !2
  store i64 0, i64* %try_state.i.i, align 8, !noalias !14
  %.13.i.i = load i64, i64* %try_state.i.i, align 8, !noalias !14
  %.14.i.i = icmp ugt i64 %.13.i.i, 0
  %.15.i.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !alias.scope !12, !noalias !15
  %4 = bitcast i64* %try_state.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %4), !noalias !8
  br label %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i

B0.endif.i.i:                                     ; preds = %B0.endif.endif.endif.endif.endif
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
  br i1 %.18.i, label %B0.if.i, label %B0.endif.i, !prof !1

B0.if.i:                                          ; preds = %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i
  store i64 0, i64* %try_state.i, align 8, !noalias !8
  %.25.i = load i64, i64* %try_state.i, align 8, !noalias !8
  %.26.i = icmp ugt i64 %.25.i, 0
  %.27.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8, !alias.scope !6, !noalias !3
  store { i8*, i32, i8*, i8*, i32 }* %.20.i, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8, !alias.scope !6, !noalias !3
  %.29.i = xor i1 %.26.i, true
  br i1 %.29.i, label %B0.if.if.i, label %B0.if.endif.i

B0.endif.i:                                       ; preds = %B0.if.endif.i, %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i
  store i8* %.21.i, i8** %.146, align 8, !alias.scope !3, !noalias !6
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
  %.1501 = phi i32 [ 0, %B0.endif.i ], [ %.111.i, %B0.if.if.i ]
  %.151 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.152 = icmp eq i32 %.1501, 0
  %.153 = icmp eq i32 %.1501, -2
  %.154 = icmp eq i32 %.1501, -1
  %.155 = icmp eq i32 %.1501, -3
  %.156 = or i1 %.152, %.153
  %.157 = xor i1 %.156, true
  %.158 = icmp sge i32 %.1501, 1
  %.159 = select i1 %.158, { i8*, i32, i8*, i8*, i32 }* %.151, { i8*, i32, i8*, i8*, i32 }* undef
  %.160 = load i8*, i8** %.146, align 8
  br i1 %.157, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.if:              ; preds = %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit
  %.162 = load i64, i64* %try_state, align 8
  %.163 = icmp ugt i64 %.162, 0
  %.164 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.159, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.166 = xor i1 %.163, true
  br i1 %.166, label %B0.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.if.endif

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif.if.endif, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit
  %.4.i = bitcast i8* %.160 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i, i32 0, i32 3
  %.6.i = load i8*, i8** %.5.i, align 8
  %.171 = insertvalue [1 x i64] undef, i64 %.128, 0
  %.172 = insertvalue [1 x i64] undef, i64 8, 0
  %.173 = bitcast i8* %.6.i to double*
  %.174 = extractvalue [1 x i64] %.171, 0
  %.175 = mul nsw i64 1, %.174
  %.176 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.129, i32 0, i32 5
  store [1 x i64] %.171, [1 x i64]* %.176, align 8
  %.178 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.129, i32 0, i32 6
  store [1 x i64] %.172, [1 x i64]* %.178, align 8
  %.180 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.129, i32 0, i32 4
  store double* %.173, double** %.180, align 8
  %.182 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.129, i32 0, i32 3
  store i64 8, i64* %.182, align 8
  %.184 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.129, i32 0, i32 0
  store i8* %.160, i8** %.184, align 8
  %.186 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.129, i32 0, i32 1
  store i8* null, i8** %.186, align 8
  %.188 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.129, i32 0, i32 2
  store i64 %.175, i64* %.188, align 8
  %.190 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.129, align 8
  %.191 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.129, i32 0, i32 5
  %.192 = getelementptr inbounds [1 x i64], [1 x i64]* %.191, i32 0, i32 0
  %.193 = load i64, i64* %.192, align 8, !range !0
  %.194 = insertvalue [1 x i64] undef, i64 %.193, 0
  %.195 = extractvalue [1 x i64] %.194, 0
  %.196 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.129, i32 0, i32 6
  %.197 = load [1 x i64], [1 x i64]* %.196, align 8
  %.198 = extractvalue [1 x i64] %.197, 0
  %.199 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.129, i32 0, i32 4
  %.200 = load double*, double** %.199, align 8
  store i64 0, i64* %.201, align 8
  store i64 0, i64* %.204, align 8
  br label %for.cond

B0.endif.endif.endif.endif.endif.if.if:           ; preds = %B0.endif.endif.endif.endif.endif.if
  ret i32 %.1501

B0.endif.endif.endif.endif.endif.if.endif:        ; preds = %B0.endif.endif.endif.endif.endif.if
  br label %B0.endif.endif.endif.endif.endif.endif

for.cond:                                         ; preds = %for.body.endif.endif.endif, %B0.endif.endif.endif.endif.endif.endif
  %loop.index = phi i64 [ 0, %B0.endif.endif.endif.endif.endif.endif ], [ %.256, %for.body.endif.endif.endif ]
  %.208 = icmp slt i64 %loop.index, %.195
  br i1 %.208, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %.210 = icmp ugt i64 %.36, 1
  br i1 %.210, label %for.body.if, label %for.body.endif

for.end:                                          ; preds = %for.cond
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 5
  %.258 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 6
  %.259 = extractvalue [1 x i64] %extracted.strides.2, 0
  call void @NRT_decref(i8* %extracted.meminfo.2)
  %extracted.meminfo.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.261 = extractvalue [1 x i64] %extracted.shape.3, 0
  %extracted.strides.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.262 = extractvalue [1 x i64] %extracted.strides.3, 0
  call void @NRT_decref(i8* %extracted.meminfo.3)
  store double 0.000000e+00, double* %.264, align 8
  %extracted.meminfo.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.190, 0
  %extracted.parent.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.190, 1
  %extracted.nitems.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.190, 2
  %extracted.itemsize.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.190, 3
  %extracted.data.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.190, 4
  %extracted.shape.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.190, 5
  %.268 = extractvalue [1 x i64] %extracted.shape.4, 0
  %extracted.strides.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.190, 6
  %.269 = extractvalue [1 x i64] %extracted.strides.4, 0
  %.270 = call i32 @_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE(double* %.264, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, i8* %extracted.meminfo.4, i8* %extracted.parent.4, i64 %extracted.nitems.4, i64 %extracted.itemsize.4, double* %extracted.data.4, i64 %.268, i64 %.269)
  %.271 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  %.272 = icmp eq i32 %.270, 0
  %.273 = icmp eq i32 %.270, -2
  %.274 = icmp eq i32 %.270, -1
  %.275 = icmp eq i32 %.270, -3
  %.276 = or i1 %.272, %.273
  %.277 = xor i1 %.276, true
  %.278 = icmp sge i32 %.270, 1
  %.279 = select i1 %.278, { i8*, i32, i8*, i8*, i32 }* %.271, { i8*, i32, i8*, i8*, i32 }* undef
  %.280 = load double, double* %.264, align 8
  br i1 %.277, label %for.end.if, label %for.end.endif, !prof !1

for.body.if:                                      ; preds = %for.body
  store i64 %loop.index, i64* %.201, align 8
  br label %for.body.endif

for.body.endif:                                   ; preds = %for.body.if, %for.body
  %.214 = load i64, i64* %.201, align 8
  %.215 = mul i64 %.214, 1
  %.216 = add i64 0, %.215
  %.217 = getelementptr double, double* %.41, i64 %.216
  %.218 = load double, double* %.217, align 8
  %.219 = icmp ugt i64 %.50, 1
  br i1 %.219, label %for.body.endif.if, label %for.body.endif.endif

for.body.endif.if:                                ; preds = %for.body.endif
  store i64 %loop.index, i64* %.204, align 8
  br label %for.body.endif.endif

for.body.endif.endif:                             ; preds = %for.body.endif.if, %for.body.endif
  %.223 = load i64, i64* %.204, align 8
  %.224 = mul i64 %.223, 1
  %.225 = add i64 0, %.224
  %.226 = getelementptr double, double* %.55, i64 %.225
  %.227 = load double, double* %.226, align 8
  store double 0.000000e+00, double* %.228, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !17)
  %12 = bitcast double* %.6.i2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %12)
  %13 = bitcast double* %.8.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %13)
  store double 0.000000e+00, double* %.6.i2, align 8, !noalias !17
  store double 0.000000e+00, double* %.8.i, align 8, !noalias !17
  br label %for.cond.i

for.cond.i:                                       ; preds = %for.body.i, %for.body.endif.endif
  %loop.index.i = phi i64 [ 0, %for.body.endif.endif ], [ %.15.i, %for.body.i ]
  %.11.i = icmp slt i64 %loop.index.i, 1
  br i1 %.11.i, label %for.body.i, label %_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fe65090B2v3B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd.exit

for.body.i:                                       ; preds = %for.cond.i
  %.13.i3 = call double @llvm.exp.f64(double %.218)
  store double %.13.i3, double* %.8.i, align 8, !noalias !17
  %.15.i = add nsw i64 %loop.index.i, 1
  br label %for.cond.i

_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fe65090B2v3B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd.exit: ; preds = %for.cond.i
  %.17.i = load double, double* %.8.i, align 8, !noalias !17
  %.18.i4 = fmul double %.17.i, %.227
  store double %.18.i4, double* %.228, align 8, !alias.scope !17
  %14 = bitcast double* %.6.i2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %14)
  %15 = bitcast double* %.8.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %15)
  %.233 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  %.234 = icmp eq i32 0, 0
  %.235 = icmp eq i32 0, -2
  %.236 = icmp eq i32 0, -1
  %.237 = icmp eq i32 0, -3
  %.238 = or i1 %.234, %.235
  %.239 = xor i1 %.238, true
  %.240 = icmp sge i32 0, 1
  %.241 = select i1 %.240, { i8*, i32, i8*, i8*, i32 }* %.233, { i8*, i32, i8*, i8*, i32 }* undef
  %.242 = load double, double* %.228, align 8
  br i1 %.239, label %for.body.endif.endif.if, label %for.body.endif.endif.endif, !prof !1

for.body.endif.endif.if:                          ; preds = %_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fe65090B2v3B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd.exit
  %.244 = load i64, i64* %try_state, align 8
  %.245 = icmp ugt i64 %.244, 0
  %.246 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.241, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.248 = xor i1 %.245, true
  br i1 %.248, label %for.body.endif.endif.if.if, label %for.body.endif.endif.if.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if.endif, %_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fe65090B2v3B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd.exit
  %.252 = mul i64 %loop.index, 1
  %.253 = add i64 0, %.252
  %.254 = getelementptr double, double* %.200, i64 %.253
  store double %.242, double* %.254, align 8
  %.256 = add nsw i64 %loop.index, 1
  br label %for.cond

for.body.endif.endif.if.if:                       ; preds = %for.body.endif.endif.if
  ret i32 0

for.body.endif.endif.if.endif:                    ; preds = %for.body.endif.endif.if
  br label %for.body.endif.endif.endif

for.end.if:                                       ; preds = %for.end
  %.282 = load i64, i64* %try_state, align 8
  %.283 = icmp ugt i64 %.282, 0
  %.284 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.279, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.286 = xor i1 %.283, true
  br i1 %.286, label %for.end.if.if, label %for.end.if.endif

for.end.endif:                                    ; preds = %for.end.if.endif, %for.end
  %extracted.meminfo.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.190, 0
  %extracted.parent.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.190, 1
  %extracted.nitems.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.190, 2
  %extracted.itemsize.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.190, 3
  %extracted.data.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.190, 4
  %extracted.shape.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.190, 5
  %.290 = extractvalue [1 x i64] %extracted.shape.5, 0
  %extracted.strides.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.190, 6
  %.291 = extractvalue [1 x i64] %extracted.strides.5, 0
  call void @NRT_decref(i8* %extracted.meminfo.5)
  store double %.280, double* %retptr, align 8
  ret i32 0

for.end.if.if:                                    ; preds = %for.end.if
  ret i32 %.270

for.end.if.endif:                                 ; preds = %for.end.if
  br label %for.end.endif
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* %py_closure, i8* %py_args, i8* %py_kws) {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.exp_mul_sum, i32 0, i32 0), i64 2, i64 2, i8** %.5, i8** %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, align 8
  %.45 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45, align 8
  %.67 = alloca double, align 8
  store double 0.000000e+00, double* %.67, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %entry.if, label %entry.endif, !prof !1

entry.if:                                         ; preds = %entry
  ret i8* null

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.13 = ptrtoint i8* %.12 to i64
  %.14 = add i64 %.13, 16
  %.15 = inttoptr i64 %.14 to i8*
  %.16 = bitcast i8* %.15 to { i8*, i8* }*
  %.17 = icmp eq i8* null, %.12
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

arg.end:                                          ; preds = %arg0.err, %entry.endif.endif.endif.if
  ret i8* null

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([164 x i8], [164 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i32 0, i32 0))
  ret i8* null

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* %.25)
  %.27 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, i32 0, i32 3
  %.28 = load i64, i64* %.27, align 8
  %.29 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, i32 0, i32 3
  %.30 = load i64, i64* %.29, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 0, %.26
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !1

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i32 0, i32 0))
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.37 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, align 8
  br i1 %.33, label %entry.endif.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.endif
  br label %arg.end

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load i8*, i8** %.6, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45, align 8
  %.48 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %.49 = call i32 @NRT_adapt_ndarray_from_python(i8* %.44, i8* %.48)
  %.50 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45, i32 0, i32 3
  %.51 = load i64, i64* %.50, align 8
  %.52 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45, i32 0, i32 3
  %.53 = load i64, i64* %.52, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 0, %.49
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif, !prof !1

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif.endif.if
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 5
  %.40 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 6
  %.41 = extractvalue [1 x i64] %extracted.strides, 0
  call void @NRT_decref(i8* %extracted.meminfo)
  br label %arg.end

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i32 0, i32 0))
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.60 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45, align 8
  br i1 %.56, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  br label %arg0.err

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  store double 0.000000e+00, double* %.67, align 8
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 5
  %.71 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 6
  %.72 = extractvalue [1 x i64] %extracted.strides.2, 0
  %extracted.meminfo.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 0
  %extracted.parent.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 1
  %extracted.nitems.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 2
  %extracted.itemsize.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 3
  %extracted.data.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 4
  %extracted.shape.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 5
  %.73 = extractvalue [1 x i64] %extracted.shape.3, 0
  %extracted.strides.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 6
  %.74 = extractvalue [1 x i64] %extracted.strides.3, 0
  %.75 = call i32 @_ZN7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* %.67, { i8*, i32, i8*, i8*, i32 }** %excinfo, i8* %extracted.meminfo.2, i8* %extracted.parent.2, i64 %extracted.nitems.2, i64 %extracted.itemsize.2, double* %extracted.data.2, i64 %.71, i64 %.72, i8* %extracted.meminfo.3, i8* %extracted.parent.3, i64 %extracted.nitems.3, i64 %extracted.itemsize.3, double* %extracted.data.3, i64 %.73, i64 %.74) #3
  %.76 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.77 = icmp eq i32 %.75, 0
  %.78 = icmp eq i32 %.75, -2
  %.79 = icmp eq i32 %.75, -1
  %.80 = icmp eq i32 %.75, -3
  %.81 = or i1 %.77, %.78
  %.82 = xor i1 %.81, true
  %.83 = icmp sge i32 %.75, 1
  %.84 = select i1 %.83, { i8*, i32, i8*, i8*, i32 }* %.76, { i8*, i32, i8*, i8*, i32 }* undef
  %.85 = load double, double* %.67, align 8
  %extracted.meminfo.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 0
  %extracted.parent.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 1
  %extracted.nitems.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 2
  %extracted.itemsize.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 3
  %extracted.data.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 4
  %extracted.shape.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 5
  %.86 = extractvalue [1 x i64] %extracted.shape.4, 0
  %extracted.strides.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 6
  %.87 = extractvalue [1 x i64] %extracted.strides.4, 0
  call void @NRT_decref(i8* %extracted.meminfo.4)
  %extracted.meminfo.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 0
  %extracted.parent.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 1
  %extracted.nitems.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 2
  %extracted.itemsize.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 3
  %extracted.data.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 4
  %extracted.shape.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 5
  %.89 = extractvalue [1 x i64] %extracted.shape.5, 0
  %extracted.strides.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.60, 6
  %.90 = extractvalue [1 x i64] %extracted.strides.5, 0
  call void @NRT_decref(i8* %extracted.meminfo.5)
  br i1 %.81, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif, !prof !20

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  br i1 %.78, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  br i1 %.83, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  call void @Py_IncRef(i8* @_Py_NoneStruct)
  ret i8* @_Py_NoneStruct

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.96 = call i8* @PyFloat_FromDouble(double %.85)
  ret i8* %.96

.98:                                              ; preds = %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.e...endif.2.if, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.1
  ret i8* null

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.101 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.102 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 4
  %.103 = icmp sgt i32 %.102, 0
  br i1 %.103, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  br i1 %.80, label %entry.endif.endif.endif.e...if.2, label %entry.endif.endif.endif.e...endif.2

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.105 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.106 = extractvalue { i8*, i32, i8*, i8*, i32 } %.105, 0
  %.107 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 1
  %.109 = sext i32 %.108 to i64
  %.110 = call i8* @PyBytes_FromStringAndSize(i8* %.106, i64 %.109)
  %.111 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.112 = extractvalue { i8*, i32, i8*, i8*, i32 } %.111, 2
  %.113 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.113, 3
  %.115 = bitcast i8* %.114 to i8* (i8*)*
  %.116 = call i8* %.115(i8* %.112)
  %.117 = icmp eq i8* null, %.116
  br i1 %.117, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.125 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.126 = extractvalue { i8*, i32, i8*, i8*, i32 } %.125, 0
  %.127 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.128 = extractvalue { i8*, i32, i8*, i8*, i32 } %.127, 1
  %.129 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.130 = extractvalue { i8*, i32, i8*, i8*, i32 } %.129, 2
  %.131 = call i8* @numba_unpickle(i8* %.126, i32 %.128, i8* %.130)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.133 = phi i8* [ %.121, %entry.endif.endif.endif.e...endif ], [ %.131, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.134 = icmp ne i8* null, %.133
  br i1 %.134, label %entry.endif.endif.endif.e...if.1, label %entry.endif.endif.endif.e...endif.1, !prof !20

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i32 0, i32 0))
  ret i8* null

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.121 = call i8* @numba_runtime_build_excinfo_struct(i8* %.110, i8* %.116)
  %.122 = bitcast { i8*, i32, i8*, i8*, i32 }* %.84 to i8*
  call void @NRT_Free(i8* %.122)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* %.133)
  br label %entry.endif.endif.endif.e...endif.1

entry.endif.endif.endif.e...endif.1:              ; preds = %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  br label %.98

entry.endif.endif.endif.e...if.2:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.98

entry.endif.endif.endif.e...endif.2:              ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  br i1 %.79, label %entry.endif.endif.endif.e...endif.2.if, label %entry.endif.endif.endif.e...endif.2.endif

entry.endif.endif.endif.e...endif.2.if:           ; preds = %entry.endif.endif.endif.e...endif.2
  br label %.98

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.e...endif.2
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i32 0, i32 0))
  br label %.98
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

define double @cfunc._ZN7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 6
  %.9 = extractvalue [1 x i64] %extracted.strides, 0
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 6
  %.11 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.12 = call i32 @_ZN7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* %.4, { i8*, i32, i8*, i8*, i32 }** %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.10, i64 %.11) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.14 = icmp eq i32 %.12, 0
  %.15 = icmp eq i32 %.12, -2
  %.16 = icmp eq i32 %.12, -1
  %.17 = icmp eq i32 %.12, -3
  %.18 = or i1 %.14, %.15
  %.19 = xor i1 %.18, true
  %.20 = icmp sge i32 %.12, 1
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.19, label %entry.if, label %entry.endif, !prof !1

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(i32* %.24)
  br i1 %.20, label %entry.if.if, label %entry.if.endif

entry.endif:                                      ; preds = %.27, %entry
  ret double %.22

.27:                                              ; preds = %entry.if.endif.endif.endif, %entry.if.endif.endif.if, %entry.if.endif.if, %entry.if.if.endif.endif
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f003fe32890>", i32 0, i32 0))
  call void @PyErr_WriteUnraisable(i8* %.75)
  call void @Py_DecRef(i8* %.75)
  call void @numba_gil_release(i32* %.24)
  br label %entry.endif

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.30 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.31 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  br i1 %.17, label %entry.if.endif.if, label %entry.if.endif.endif

entry.if.if.if:                                   ; preds = %entry.if.if
  %.34 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.34, 0
  %.36 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.36, 1
  %.38 = sext i32 %.37 to i64
  %.39 = call i8* @PyBytes_FromStringAndSize(i8* %.35, i64 %.38)
  %.40 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 2
  %.42 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 3
  %.44 = bitcast i8* %.43 to i8* (i8*)*
  %.45 = call i8* %.44(i8* %.41)
  %.46 = icmp eq i8* null, %.45
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.54 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.55 = extractvalue { i8*, i32, i8*, i8*, i32 } %.54, 0
  %.56 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.57 = extractvalue { i8*, i32, i8*, i8*, i32 } %.56, 1
  %.58 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.59 = extractvalue { i8*, i32, i8*, i8*, i32 } %.58, 2
  %.60 = call i8* @numba_unpickle(i8* %.55, i32 %.57, i8* %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi i8* [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63 = icmp ne i8* null, %.62
  br i1 %.63, label %entry.if.if.endif.if, label %entry.if.if.endif.endif, !prof !20

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i32 0, i32 0))
  ret double 0.000000e+00

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.50 = call i8* @numba_runtime_build_excinfo_struct(i8* %.39, i8* %.45)
  %.51 = bitcast { i8*, i32, i8*, i8*, i32 }* %.21 to i8*
  call void @NRT_Free(i8* %.51)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* %.62)
  br label %entry.if.if.endif.endif

entry.if.if.endif.endif:                          ; preds = %entry.if.if.endif.if, %entry.if.if.endif
  br label %.27

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.27

entry.if.endif.endif:                             ; preds = %entry.if.endif
  br i1 %.16, label %entry.if.endif.endif.if, label %entry.if.endif.endif.endif

entry.if.endif.endif.if:                          ; preds = %entry.if.endif.endif
  br label %.27

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif.endif
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i32 0, i32 0))
  br label %.27
}

declare void @numba_gil_ensure(i32*)

declare i8* @PyUnicode_FromString(i8*)

declare void @PyErr_WriteUnraisable(i8*)

declare void @Py_DecRef(i8*)

declare void @numba_gil_release(i32*)

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.exp.f64(double) #0

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

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32)

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

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
  %.31 = load i64, i64* %.30, align 8, !range !0
  %.32 = insertvalue [1 x i64] undef, i64 %.31, 0
  %.33 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.25, i32 0, i32 2
  %.34 = load i64, i64* %.33, align 8
  %.35 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.25, i32 0, i32 5
  %.36 = getelementptr inbounds [1 x i64], [1 x i64]* %.35, i32 0, i32 0
  %.37 = load i64, i64* %.36, align 8, !range !0
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
  br i1 %.52, label %B0.if, label %B0.endif, !prof !1

B50:                                              ; preds = %B52.endif, %B0.endif
  %.122 = load { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %"$phi50.0", align 8
  store { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 } zeroinitializer, { { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, i1 }* %.123, align 8
  store { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } zeroinitializer, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.126, align 8
  store { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* } %.122, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.126, align 8
  %.130 = getelementptr inbounds { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }, { i8*, [1 x { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }], [1 x i64], i64*, i64* }* %.126, i32 0, i32 0
  %.131 = load i8*, i8** %.130, align 8
  %.132 = load i8, i8* %.131, align 1
  %.133 = icmp ne i8 %.132, 0
  br i1 %.133, label %B50.if, label %B50.endif, !prof !1

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
  br i1 %.227, label %B52.if, label %B52.endif, !prof !1

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

; Function Attrs: noinline
define linkonce_odr void @NRT_incref(i8* %.1) #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %.3.if, label %.3.endif, !prof !1

.3.if:                                            ; preds = %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  %.5.i = add i64 %.4.i, 1
  ret void
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
  br i1 %.58, label %B0.if, label %B0.endif, !prof !1

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

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %.3.if, label %.3.endif, !prof !1

.3.if:                                            ; preds = %.3
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.5.i = sub i64 %.4.i, 1
  %.10 = icmp eq i64 %.5.i, 0
  br i1 %.10, label %.3.endif.if, label %.3.endif.endif, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  call void @NRT_MemInfo_call_dtor(i8* %.1)
  br label %.3.endif.endif

.3.endif.endif:                                   ; preds = %.3.endif.if, %.3.endif
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*)

attributes #0 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { argmemonly nocallback nofree nosync nounwind willreturn }
attributes #3 = { noinline }

!0 = !{i64 0, i64 9223372036854775807}
!1 = !{!"branch_weights", i32 1, i32 99}
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
!18 = distinct !{!18, !19, !"_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fe65090B2v3B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd: %retptr"}
!19 = distinct !{!19, !"_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fe65090B2v3B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd"}
!20 = !{!"branch_weights", i32 99, i32 1}
