; ModuleID = 'ode_euler'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139639048588608 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139639048588608.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139639048588608 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139639048588608, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639048588608.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139639048064192 = internal constant [76 x i8] c"\80\04\95A\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Erange() arg 3 must not be zero\94\85\94N\87\94."
@.const.pickledata.139639048064192.sha1 = internal constant [20 x i8] c"\CA\8E\FB:r\D6\14\FE\87 2\CC\E3\AC2`\07\A3\07'"
@.const.picklebuf.139639048064192 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([76 x i8], [76 x i8]* @.const.pickledata.139639048064192, i32 0, i32 0), i32 76, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639048064192.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139639048633536 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 0 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.139639048633536.sha1 = internal constant [20 x i8] c"\02\FEB%\CF\9F3<\93}fk\0A \D9b\83\D7T\EC"
@.const.picklebuf.139639048633536 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.139639048633536, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639048633536.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139639048791104 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.139639048791104.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.139639048791104 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.139639048791104, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639048791104.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139639045336128 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 2 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.139639045336128.sha1 = internal constant [20 x i8] c"\AE\EA\106\C6Y$V\84\D1w\8E\AD\14^\EAO\B6T\08"
@.const.picklebuf.139639045336128 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.139639045336128, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639045336128.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.ode_euler = internal constant [10 x i8] c"ode_euler\00"
@_ZN08NumbaEnv7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [131 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
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
@".const.<numba.core.cpu.CPUContext object at 0x7f003ff7cb10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f003ff7cb10>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common global i8* null
@.const.pickledata.139639048582208 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139639048582208.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139639048582208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139639048582208, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639048582208.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f003fb0e0d0B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f003fb0e1d0B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f003fb0df50B3v12B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common global i8* null
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

define i32 @_ZN7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture %excinfo, i8* %arg.y0.0, i8* %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) {
entry:
  %try_state.i.i76 = alloca i64, align 8
  %.7.i77 = alloca i8*, align 8
  %excinfo.1.i78 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %try_state.i79 = alloca i64, align 8
  %try_state.i.i41 = alloca i64, align 8
  %.7.i42 = alloca i8*, align 8
  %excinfo.1.i43 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %try_state.i44 = alloca i64, align 8
  %.6.i37 = alloca double, align 8
  %.8.i = alloca double, align 8
  %try_state.i.i4 = alloca i64, align 8
  %.7.i5 = alloca i8*, align 8
  %excinfo.1.i6 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %try_state.i7 = alloca i64, align 8
  %try_state.i.i = alloca i64, align 8
  %.7.i = alloca i8*, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %try_state.i = alloca i64, align 8
  %inserted.meminfo = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %arg.y0.0, 0
  %inserted.parent = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.meminfo, i8* %arg.y0.1, 1
  %inserted.nitems = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.parent, i64 %arg.y0.2, 2
  %inserted.itemsize = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.nitems, i64 %arg.y0.3, 3
  %inserted.data = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.itemsize, double* %arg.y0.4, 4
  %.12 = insertvalue [1 x i64] undef, i64 %arg.y0.5.0, 0
  %inserted.shape = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.12, 5
  %.13 = insertvalue [1 x i64] undef, i64 %arg.y0.6.0, 0
  %inserted.strides = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.13, 6
  %h = alloca double, align 8
  store double 0.000000e+00, double* %h, align 8
  %.25 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.25, align 8
  %.34 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34, align 8
  %try_state = alloca i64, align 8
  store i64 0, i64* %try_state, align 8
  %.53 = alloca i8*, align 8
  store i8* null, i8** %.53, align 8
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %y.2 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %y.2, align 8
  %.125 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.125, align 8
  %.135 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.135, align 8
  %.139 = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.139, align 8
  %.148 = alloca i64, align 8
  store i64 0, i64* %.148, align 8
  %.151 = alloca i64, align 8
  store i64 0, i64* %.151, align 8
  %"$phi74.0" = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %"$phi74.0", align 8
  %.194 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.194, align 8
  %.197 = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.197, align 8
  %.223 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.223, align 8
  %.229 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.229, align 8
  %"$phi76.1" = alloca i64, align 8
  store i64 0, i64* %"$phi76.1", align 8
  %.244 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.244, align 8
  %.258 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.258, align 8
  %src_shape = alloca i64, i64 1, align 8
  store i64 0, i64* %src_shape, align 8
  %dest_shape = alloca i64, i64 1, align 8
  store i64 0, i64* %dest_shape, align 8
  %.278 = alloca i64, align 8
  store i64 0, i64* %.278, align 8
  %excinfo.2 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.311 = alloca i64, align 8
  store i64 0, i64* %.311, align 8
  %excinfo.3 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.343 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.343, align 8
  %.360 = alloca i8*, align 8
  store i8* null, i8** %.360, align 8
  %excinfo.4 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  %.415 = alloca i64, align 8
  store i64 0, i64* %.415, align 8
  %.418 = alloca i64, align 8
  store i64 0, i64* %.418, align 8
  %.442 = alloca double, align 8
  store double 0.000000e+00, double* %.442, align 8
  %excinfo.5 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  %.474 = alloca double, align 8
  store double 0.000000e+00, double* %.474, align 8
  %.476 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.476, align 8
  %.490 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.490, align 8
  %src_shape.1 = alloca i64, i64 1, align 8
  store i64 0, i64* %src_shape.1, align 8
  %dest_shape.1 = alloca i64, i64 1, align 8
  store i64 0, i64* %dest_shape.1, align 8
  %.510 = alloca i64, align 8
  store i64 0, i64* %.510, align 8
  %excinfo.6 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.6, align 8
  %.543 = alloca i64, align 8
  store i64 0, i64* %.543, align 8
  %excinfo.7 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.7, align 8
  %.575 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.575, align 8
  %.592 = alloca i8*, align 8
  store i8* null, i8** %.592, align 8
  %excinfo.8 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.8, align 8
  %.647 = alloca i64, align 8
  store i64 0, i64* %.647, align 8
  %.650 = alloca i64, align 8
  store i64 0, i64* %.650, align 8
  %.674 = alloca double, align 8
  store double 0.000000e+00, double* %.674, align 8
  %excinfo.9 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.9, align 8
  %.733 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.733, align 8
  %.747 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.747, align 8
  %src_shape.2 = alloca i64, i64 1, align 8
  store i64 0, i64* %src_shape.2, align 8
  %dest_shape.2 = alloca i64, i64 1, align 8
  store i64 0, i64* %dest_shape.2, align 8
  %.767 = alloca i64, align 8
  store i64 0, i64* %.767, align 8
  %excinfo.10 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.10, align 8
  %.800 = alloca i64, align 8
  store i64 0, i64* %.800, align 8
  %excinfo.11 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.11, align 8
  %.832 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.832, align 8
  %.849 = alloca i8*, align 8
  store i8* null, i8** %.849, align 8
  %excinfo.12 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.12, align 8
  %.904 = alloca i64, align 8
  store i64 0, i64* %.904, align 8
  %.907 = alloca i64, align 8
  store i64 0, i64* %.907, align 8
  %.931 = alloca double, align 8
  store double 0.000000e+00, double* %.931, align 8
  %excinfo.13 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.13, align 8
  %.966 = alloca double, align 8
  store double 0.000000e+00, double* %.966, align 8
  %excinfo.14 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.14, align 8
  br label %B0

B0:                                               ; preds = %entry
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.14 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.15 = extractvalue [1 x i64] %extracted.strides, 0
  call void @NRT_incref(i8* %extracted.meminfo)
  store double %arg.h, double* %h, align 8
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.19 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.20 = extractvalue [1 x i64] %extracted.strides.1, 0
  call void @NRT_incref(i8* %extracted.meminfo.1)
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.22 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.23 = extractvalue [1 x i64] %extracted.strides.2, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.25, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.25, align 8
  %.29 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.25, i32 0, i32 5
  %.30 = getelementptr inbounds [1 x i64], [1 x i64]* %.29, i32 0, i32 0
  %.31 = load i64, i64* %.30, align 8, !range !0
  %.32 = insertvalue [1 x i64] undef, i64 %.31, 0
  %.33 = extractvalue [1 x i64] %.32, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34, align 8
  %.37 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 1, i64 %.33)
  %.38 = extractvalue { i64, i1 } %.37, 0
  %.39 = extractvalue { i64, i1 } %.37, 1
  %.40 = or i1 false, %.39
  %.41 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.38, i64 8)
  %.42 = extractvalue { i64, i1 } %.41, 0
  %.43 = extractvalue { i64, i1 } %.41, 1
  %.44 = or i1 %.40, %.43
  call void @NRT_decref(i8* %extracted.meminfo.2)
  br i1 %.44, label %B0.if, label %B0.endif, !prof !1

B74:                                              ; preds = %for.end.1, %B0.endif.endif.endif.endif
  %.193 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi74.0", align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.194, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.197, align 8
  store { i64*, i64, i64, i64* } %.193, { i64*, i64, i64, i64* }* %.197, align 8
  %.201 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.197, i32 0, i32 3
  %.202 = load i64*, i64** %.201, align 8
  %.203 = load i64, i64* %.202, align 8
  %.204 = icmp sgt i64 %.203, 0
  %.205 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.194, i32 0, i32 1
  store i1 %.204, i1* %.205, align 1
  br i1 %.204, label %B74.if, label %B74.endif

B76:                                              ; preds = %B74.endif
  %.239 = load i64, i64* %"$phi76.1", align 8
  %.240 = load i64, i64* %"$phi76.1", align 8
  store i64 0, i64* %"$phi76.1", align 8
  %.242 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %y.2, align 8
  %.243 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %y.2, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.244, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.242, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.244, align 8
  %.248 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.244, i32 0, i32 5
  %.249 = getelementptr inbounds [1 x i64], [1 x i64]* %.248, i32 0, i32 0
  %.250 = load i64, i64* %.249, align 8, !range !0
  %.251 = insertvalue [1 x i64] undef, i64 %.250, 0
  %.252 = extractvalue [1 x i64] %.251, 0
  %.253 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.244, i32 0, i32 6
  %.254 = load [1 x i64], [1 x i64]* %.253, align 8
  %.255 = extractvalue [1 x i64] %.254, 0
  %.256 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.244, i32 0, i32 4
  %.257 = load double*, double** %.256, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.258, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.243, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.258, align 8
  %.262 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.258, i32 0, i32 5
  %.263 = getelementptr inbounds [1 x i64], [1 x i64]* %.262, i32 0, i32 0
  %.264 = load i64, i64* %.263, align 8, !range !0
  %.265 = insertvalue [1 x i64] undef, i64 %.264, 0
  %.266 = extractvalue [1 x i64] %.265, 0
  %.267 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.258, i32 0, i32 6
  %.268 = load [1 x i64], [1 x i64]* %.267, align 8
  %.269 = extractvalue [1 x i64] %.268, 0
  %.270 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.258, i32 0, i32 4
  %.271 = load double*, double** %.270, align 8
  %.274 = getelementptr inbounds i64, i64* %dest_shape, i32 0
  store i64 1, i64* %.274, align 8
  %.276 = getelementptr inbounds i64, i64* %src_shape, i32 0
  store i64 %.252, i64* %.276, align 8
  store i64 0, i64* %.278, align 8
  %.282 = call i32 @_ZN5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a(i64* %.278, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, i64 1, i64* %src_shape, i64 1, i64* %dest_shape)
  %.283 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.284 = icmp eq i32 %.282, 0
  %.285 = icmp eq i32 %.282, -2
  %.286 = icmp eq i32 %.282, -1
  %.287 = icmp eq i32 %.282, -3
  %.288 = or i1 %.284, %.285
  %.289 = xor i1 %.288, true
  %.290 = icmp sge i32 %.282, 1
  %.291 = select i1 %.290, { i8*, i32, i8*, i8*, i32 }* %.283, { i8*, i32, i8*, i8*, i32 }* undef
  %.292 = load i64, i64* %.278, align 8
  br i1 %.289, label %B76.if, label %B76.endif, !prof !1

B148:                                             ; preds = %B74.endif
  %.725 = load double, double* %h, align 8
  store double 0.000000e+00, double* %h, align 8
  %.727 = load i64, i64* %"$phi76.1", align 8
  store i64 0, i64* %"$phi76.1", align 8
  %.729 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi74.0", align 8
  %extracted.iter.3 = extractvalue { i64*, i64, i64, i64* } %.729, 0
  %extracted.stop.4 = extractvalue { i64*, i64, i64, i64* } %.729, 1
  %extracted.step.4 = extractvalue { i64*, i64, i64, i64* } %.729, 2
  %extracted.count.3 = extractvalue { i64*, i64, i64, i64* } %.729, 3
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %"$phi74.0", align 8
  %.731 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %y.2, align 8
  %.732 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %y.2, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.733, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.731, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.733, align 8
  %.737 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.733, i32 0, i32 5
  %.738 = getelementptr inbounds [1 x i64], [1 x i64]* %.737, i32 0, i32 0
  %.739 = load i64, i64* %.738, align 8, !range !0
  %.740 = insertvalue [1 x i64] undef, i64 %.739, 0
  %.741 = extractvalue [1 x i64] %.740, 0
  %.742 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.733, i32 0, i32 6
  %.743 = load [1 x i64], [1 x i64]* %.742, align 8
  %.744 = extractvalue [1 x i64] %.743, 0
  %.745 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.733, i32 0, i32 4
  %.746 = load double*, double** %.745, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.747, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.732, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.747, align 8
  %.751 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.747, i32 0, i32 5
  %.752 = getelementptr inbounds [1 x i64], [1 x i64]* %.751, i32 0, i32 0
  %.753 = load i64, i64* %.752, align 8, !range !0
  %.754 = insertvalue [1 x i64] undef, i64 %.753, 0
  %.755 = extractvalue [1 x i64] %.754, 0
  %.756 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.747, i32 0, i32 6
  %.757 = load [1 x i64], [1 x i64]* %.756, align 8
  %.758 = extractvalue [1 x i64] %.757, 0
  %.759 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.747, i32 0, i32 4
  %.760 = load double*, double** %.759, align 8
  %.763 = getelementptr inbounds i64, i64* %dest_shape.2, i32 0
  store i64 1, i64* %.763, align 8
  %.765 = getelementptr inbounds i64, i64* %src_shape.2, i32 0
  store i64 %.741, i64* %.765, align 8
  store i64 0, i64* %.767, align 8
  %.771 = call i32 @_ZN5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a(i64* %.767, { i8*, i32, i8*, i8*, i32 }** %excinfo.10, i64 1, i64* %src_shape.2, i64 1, i64* %dest_shape.2)
  %.772 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.10, align 8
  %.773 = icmp eq i32 %.771, 0
  %.774 = icmp eq i32 %.771, -2
  %.775 = icmp eq i32 %.771, -1
  %.776 = icmp eq i32 %.771, -3
  %.777 = or i1 %.773, %.774
  %.778 = xor i1 %.777, true
  %.779 = icmp sge i32 %.771, 1
  %.780 = select i1 %.779, { i8*, i32, i8*, i8*, i32 }* %.772, { i8*, i32, i8*, i8*, i32 }* undef
  %.781 = load i64, i64* %.767, align 8
  br i1 %.778, label %B148.if, label %B148.endif, !prof !1

B0.if:                                            ; preds = %B0
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048588608, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  store i64 0, i64* %try_state, align 8
  %.49 = load i64, i64* %try_state, align 8
  %.50 = icmp ugt i64 %.49, 0
  %.51 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B0.endif:                                         ; preds = %B0
  store i8* null, i8** %.53, align 8
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
  %.7.i.i = call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !14
  %.8.i.i = icmp eq i8* null, %.7.i.i
  br i1 %.8.i.i, label %B0.if.i.i, label %B0.endif.i.i, !prof !1

B0.if.i.i:                                        ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048582208, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !alias.scope !12, !noalias !15, !numba_exception_output !2
  store i64 0, i64* %try_state.i.i, align 8, !noalias !14
  %.13.i.i = load i64, i64* %try_state.i.i, align 8, !noalias !14
  %.14.i.i = icmp ugt i64 %.13.i.i, 0
  %.15.i.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !alias.scope !12, !noalias !15
  %4 = bitcast i64* %try_state.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %4), !noalias !8
  br label %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i

B0.endif.i.i:                                     ; preds = %B0.endif
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
  %.27.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8, !alias.scope !6, !noalias !3
  store { i8*, i32, i8*, i8*, i32 }* %.20.i, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8, !alias.scope !6, !noalias !3
  %.29.i = xor i1 %.26.i, true
  br i1 %.29.i, label %B0.if.if.i, label %B0.if.endif.i

B0.endif.i:                                       ; preds = %B0.if.endif.i, %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i
  store i8* %.21.i, i8** %.53, align 8, !alias.scope !3, !noalias !6
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
  %.573 = phi i32 [ 0, %B0.endif.i ], [ %.111.i, %B0.if.if.i ]
  %.58 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.59 = icmp eq i32 %.573, 0
  %.60 = icmp eq i32 %.573, -2
  %.61 = icmp eq i32 %.573, -1
  %.62 = icmp eq i32 %.573, -3
  %.63 = or i1 %.59, %.60
  %.64 = xor i1 %.63, true
  %.65 = icmp sge i32 %.573, 1
  %.66 = select i1 %.65, { i8*, i32, i8*, i8*, i32 }* %.58, { i8*, i32, i8*, i8*, i32 }* undef
  %.67 = load i8*, i8** %.53, align 8
  br i1 %.64, label %B0.endif.if, label %B0.endif.endif, !prof !1

B0.endif.if:                                      ; preds = %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit
  %.69 = load i64, i64* %try_state, align 8
  %.70 = icmp ugt i64 %.69, 0
  %.71 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.66, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.73 = xor i1 %.70, true
  br i1 %.73, label %B0.endif.if.if, label %B0.endif.if.endif

B0.endif.endif:                                   ; preds = %B0.endif.if.endif, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit
  %.4.i = bitcast i8* %.67 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i, i32 0, i32 3
  %.6.i = load i8*, i8** %.5.i, align 8
  %.78 = insertvalue [1 x i64] undef, i64 %.33, 0
  %.79 = insertvalue [1 x i64] undef, i64 8, 0
  %.80 = bitcast i8* %.6.i to double*
  %.81 = extractvalue [1 x i64] %.78, 0
  %.82 = mul nsw i64 1, %.81
  %.83 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34, i32 0, i32 5
  store [1 x i64] %.78, [1 x i64]* %.83, align 8
  %.85 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34, i32 0, i32 6
  store [1 x i64] %.79, [1 x i64]* %.85, align 8
  %.87 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34, i32 0, i32 4
  store double* %.80, double** %.87, align 8
  %.89 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34, i32 0, i32 3
  store i64 8, i64* %.89, align 8
  %.91 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34, i32 0, i32 0
  store i8* %.67, i8** %.91, align 8
  %.93 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34, i32 0, i32 1
  store i8* null, i8** %.93, align 8
  %.95 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34, i32 0, i32 2
  store i64 %.82, i64* %.95, align 8
  %.97 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.25, i32 0, i32 4
  %.98 = load double*, double** %.97, align 8
  %.99 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34, i32 0, i32 4
  %.100 = load double*, double** %.99, align 8
  %.101 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.25, i32 0, i32 2
  %.102 = load i64, i64* %.101, align 8
  %.103 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.25, i32 0, i32 3
  %.104 = load i64, i64* %.103, align 8
  %.105 = bitcast double* %.100 to i8*
  %.106 = bitcast double* %.98 to i8*
  %.107 = mul i64 %.102, %.104
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %.105, i8* %.106, i64 %.107, i1 false)
  %.109 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34, align 8
  %extracted.meminfo.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.110 = extractvalue [1 x i64] %extracted.shape.3, 0
  %extracted.strides.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.111 = extractvalue [1 x i64] %extracted.strides.3, 0
  %extracted.meminfo.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.109, 0
  %extracted.parent.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.109, 1
  %extracted.nitems.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.109, 2
  %extracted.itemsize.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.109, 3
  %extracted.data.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.109, 4
  %extracted.shape.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.109, 5
  %.113 = extractvalue [1 x i64] %extracted.shape.4, 0
  %extracted.strides.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.109, 6
  %.114 = extractvalue [1 x i64] %extracted.strides.4, 0
  call void @NRT_incref(i8* %extracted.meminfo.4)
  %.117 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %y.2, align 8
  %extracted.meminfo.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.117, 0
  %extracted.parent.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.117, 1
  %extracted.nitems.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.117, 2
  %extracted.itemsize.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.117, 3
  %extracted.data.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.117, 4
  %extracted.shape.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.117, 5
  %.118 = extractvalue [1 x i64] %extracted.shape.5, 0
  %extracted.strides.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.117, 6
  %.119 = extractvalue [1 x i64] %extracted.strides.5, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.109, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %y.2, align 8
  %extracted.meminfo.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.109, 0
  %extracted.parent.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.109, 1
  %extracted.nitems.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.109, 2
  %extracted.itemsize.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.109, 3
  %extracted.data.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.109, 4
  %extracted.shape.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.109, 5
  %.122 = extractvalue [1 x i64] %extracted.shape.6, 0
  %extracted.strides.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.109, 6
  %.123 = extractvalue [1 x i64] %extracted.strides.6, 0
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.125, align 8
  %.128 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.125, i32 0, i32 0
  store i64 0, i64* %.128, align 8
  %.130 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.125, i32 0, i32 1
  store i64 6, i64* %.130, align 8
  %.132 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.125, i32 0, i32 2
  store i64 1, i64* %.132, align 8
  %.134 = load { i64, i64, i64 }, { i64, i64, i64 }* %.125, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.135, align 8
  store { i64, i64, i64 } %.134, { i64, i64, i64 }* %.135, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.139, align 8
  %.142 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.135, i32 0, i32 0
  %.143 = load i64, i64* %.142, align 8
  %.144 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.135, i32 0, i32 1
  %.145 = load i64, i64* %.144, align 8
  %.146 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.135, i32 0, i32 2
  %.147 = load i64, i64* %.146, align 8
  store i64 %.143, i64* %.148, align 8
  %.153 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.139, i32 0, i32 0
  store i64* %.148, i64** %.153, align 8
  %.155 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.139, i32 0, i32 1
  store i64 %.145, i64* %.155, align 8
  %.157 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.139, i32 0, i32 2
  store i64 %.147, i64* %.157, align 8
  %.159 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.139, i32 0, i32 3
  store i64* %.151, i64** %.159, align 8
  %.161 = sub i64 %.145, %.143
  %.162 = icmp sgt i64 %.161, 0
  %.163 = icmp sgt i64 %.147, 0
  %.164 = xor i1 %.162, %.163
  %.165 = icmp eq i64 %.147, 0
  call void @NRT_decref(i8* %extracted.meminfo.3)
  call void @NRT_decref(i8* %extracted.meminfo.5)
  call void @NRT_decref(i8* %extracted.meminfo.6)
  br i1 %.165, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !1

B0.endif.if.if:                                   ; preds = %B0.endif.if
  ret i32 %.573

B0.endif.if.endif:                                ; preds = %B0.endif.if
  br label %B0.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048064192, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.168 = load i64, i64* %try_state, align 8
  %.169 = icmp ugt i64 %.168, 0
  %.170 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  br i1 %.164, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.else

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.173 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.139, i32 0, i32 3
  %.174 = load i64*, i64** %.173, align 8
  store i64 0, i64* %.174, align 8
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.else:                        ; preds = %B0.endif.endif.endif
  %.177 = srem i64 %.161, %.147
  %.178 = sub i64 0, %.177
  %.179 = select i1 %.162, i64 %.177, i64 %.178
  %.180 = icmp sgt i64 %.179, 0
  %.181 = sdiv i64 %.161, %.147
  %.182 = select i1 %.180, i64 1, i64 0
  %.183 = add i64 %.181, %.182
  %.184 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.139, i32 0, i32 3
  %.185 = load i64*, i64** %.184, align 8
  store i64 %.183, i64* %.185, align 8
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.else, %B0.endif.endif.endif.if
  %.188 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.139, align 8
  %extracted.start = extractvalue { i64, i64, i64 } %.134, 0
  %extracted.stop = extractvalue { i64, i64, i64 } %.134, 1
  %extracted.step = extractvalue { i64, i64, i64 } %.134, 2
  %extracted.iter = extractvalue { i64*, i64, i64, i64* } %.188, 0
  %extracted.stop.1 = extractvalue { i64*, i64, i64, i64* } %.188, 1
  %extracted.step.1 = extractvalue { i64*, i64, i64, i64* } %.188, 2
  %extracted.count = extractvalue { i64*, i64, i64, i64* } %.188, 3
  %.190 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi74.0", align 8
  %extracted.iter.1 = extractvalue { i64*, i64, i64, i64* } %.190, 0
  %extracted.stop.2 = extractvalue { i64*, i64, i64, i64* } %.190, 1
  %extracted.step.2 = extractvalue { i64*, i64, i64, i64* } %.190, 2
  %extracted.count.1 = extractvalue { i64*, i64, i64, i64* } %.190, 3
  store { i64*, i64, i64, i64* } %.188, { i64*, i64, i64, i64* }* %"$phi74.0", align 8
  %extracted.iter.2 = extractvalue { i64*, i64, i64, i64* } %.188, 0
  %extracted.stop.3 = extractvalue { i64*, i64, i64, i64* } %.188, 1
  %extracted.step.3 = extractvalue { i64*, i64, i64, i64* } %.188, 2
  %extracted.count.2 = extractvalue { i64*, i64, i64, i64* } %.188, 3
  br label %B74

B74.if:                                           ; preds = %B74
  %.208 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.197, i32 0, i32 0
  %.209 = load i64*, i64** %.208, align 8
  %.210 = load i64, i64* %.209, align 8
  %.211 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.194, i32 0, i32 0
  store i64 %.210, i64* %.211, align 8
  %.213 = sub nsw i64 %.203, 1
  store i64 %.213, i64* %.202, align 8
  %.215 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.197, i32 0, i32 2
  %.216 = load i64, i64* %.215, align 8
  %.217 = add i64 %.210, %.216
  %.218 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.197, i32 0, i32 0
  %.219 = load i64*, i64** %.218, align 8
  store i64 %.217, i64* %.219, align 8
  br label %B74.endif

B74.endif:                                        ; preds = %B74.if, %B74
  %.222 = load { i64, i1 }, { i64, i1 }* %.194, align 8
  %extracted.first = extractvalue { i64, i1 } %.222, 0
  %extracted.second = extractvalue { i64, i1 } %.222, 1
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.223, align 8
  store { i64, i1 } %.222, { i64, i1 }* %.223, align 8
  %.227 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.223, i32 0, i32 0
  %.228 = load i64, i64* %.227, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.229, align 8
  store { i64, i1 } %.222, { i64, i1 }* %.229, align 8
  %.233 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.229, i32 0, i32 1
  %.234 = load i1, i1* %.233, align 1
  %extracted.first.1 = extractvalue { i64, i1 } %.222, 0
  %extracted.second.1 = extractvalue { i64, i1 } %.222, 1
  %.236 = load i64, i64* %"$phi76.1", align 8
  store i64 %.228, i64* %"$phi76.1", align 8
  br i1 %.234, label %B76, label %B148

B76.if:                                           ; preds = %B76
  %.294 = load i64, i64* %try_state, align 8
  %.295 = icmp ugt i64 %.294, 0
  %.296 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.291, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.298 = xor i1 %.295, true
  br i1 %.298, label %B76.if.if, label %B76.if.endif

B76.endif:                                        ; preds = %B76.if.endif, %B76
  %.302 = icmp slt i64 %.292, 1
  br i1 %.302, label %B76.endif.if, label %B76.endif.endif, !prof !1

B76.if.if:                                        ; preds = %B76.if
  ret i32 %.282

B76.if.endif:                                     ; preds = %B76.if
  br label %B76.endif

B76.endif.if:                                     ; preds = %B76.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048633536, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.305 = load i64, i64* %try_state, align 8
  %.306 = icmp ugt i64 %.305, 0
  %.307 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B76.endif.endif:                                  ; preds = %B76.endif
  %.309 = getelementptr inbounds i64, i64* %src_shape, i32 0
  store i64 %.266, i64* %.309, align 8
  store i64 0, i64* %.311, align 8
  %.315 = call i32 @_ZN5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a(i64* %.311, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, i64 1, i64* %src_shape, i64 1, i64* %dest_shape)
  %.316 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.317 = icmp eq i32 %.315, 0
  %.318 = icmp eq i32 %.315, -2
  %.319 = icmp eq i32 %.315, -1
  %.320 = icmp eq i32 %.315, -3
  %.321 = or i1 %.317, %.318
  %.322 = xor i1 %.321, true
  %.323 = icmp sge i32 %.315, 1
  %.324 = select i1 %.323, { i8*, i32, i8*, i8*, i32 }* %.316, { i8*, i32, i8*, i8*, i32 }* undef
  %.325 = load i64, i64* %.311, align 8
  br i1 %.322, label %B76.endif.endif.if, label %B76.endif.endif.endif, !prof !1

B76.endif.endif.if:                               ; preds = %B76.endif.endif
  %.327 = load i64, i64* %try_state, align 8
  %.328 = icmp ugt i64 %.327, 0
  %.329 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.324, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.331 = xor i1 %.328, true
  br i1 %.331, label %B76.endif.endif.if.if, label %B76.endif.endif.if.endif

B76.endif.endif.endif:                            ; preds = %B76.endif.endif.if.endif, %B76.endif.endif
  %.335 = icmp slt i64 %.325, 1
  br i1 %.335, label %B76.endif.endif.endif.if, label %B76.endif.endif.endif.endif, !prof !1

B76.endif.endif.if.if:                            ; preds = %B76.endif.endif.if
  ret i32 %.315

B76.endif.endif.if.endif:                         ; preds = %B76.endif.endif.if
  br label %B76.endif.endif.endif

B76.endif.endif.endif.if:                         ; preds = %B76.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048791104, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.338 = load i64, i64* %try_state, align 8
  %.339 = icmp ugt i64 %.338, 0
  %.340 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B76.endif.endif.endif.endif:                      ; preds = %B76.endif.endif.endif
  %.342 = load i64, i64* %.274, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.343, align 8
  %.346 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 1, i64 %.342)
  %.347 = extractvalue { i64, i1 } %.346, 0
  %.348 = extractvalue { i64, i1 } %.346, 1
  %.349 = or i1 false, %.348
  %.350 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.347, i64 8)
  %.351 = extractvalue { i64, i1 } %.350, 0
  %.352 = extractvalue { i64, i1 } %.350, 1
  %.353 = or i1 %.349, %.352
  br i1 %.353, label %B76.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif, !prof !1

B76.endif.endif.endif.endif.if:                   ; preds = %B76.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048588608, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.356 = load i64, i64* %try_state, align 8
  %.357 = icmp ugt i64 %.356, 0
  %.358 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B76.endif.endif.endif.endif.endif:                ; preds = %B76.endif.endif.endif.endif
  store i8* null, i8** %.360, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !17)
  call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %12 = bitcast i8** %.7.i5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %12)
  %13 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %13)
  %14 = bitcast i64* %try_state.i7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %14)
  store i8* null, i8** %.7.i5, align 8, !noalias !22
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i6, align 8, !noalias !22
  store i64 0, i64* %try_state.i7, align 8, !noalias !22
  store i8* null, i8** %.7.i5, align 8, !noalias !22
  call void @llvm.experimental.noalias.scope.decl(metadata !23)
  call void @llvm.experimental.noalias.scope.decl(metadata !26)
  %15 = bitcast i64* %try_state.i.i4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %15), !noalias !22
  store i64 0, i64* %try_state.i.i4, align 8, !noalias !28
  %.7.i.i8 = call i8* @NRT_MemInfo_alloc_aligned(i64 %.351, i32 32), !noalias !28
  %.8.i.i9 = icmp eq i8* null, %.7.i.i8
  br i1 %.8.i.i9, label %B0.if.i.i13, label %B0.endif.i.i14, !prof !1

B0.if.i.i13:                                      ; preds = %B76.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048582208, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i6, align 8, !alias.scope !26, !noalias !29, !numba_exception_output !2
  store i64 0, i64* %try_state.i.i4, align 8, !noalias !28
  %.13.i.i10 = load i64, i64* %try_state.i.i4, align 8, !noalias !28
  %.14.i.i11 = icmp ugt i64 %.13.i.i10, 0
  %.15.i.i12 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i6, align 8, !alias.scope !26, !noalias !29
  %16 = bitcast i64* %try_state.i.i4 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %16), !noalias !22
  br label %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i22

B0.endif.i.i14:                                   ; preds = %B76.endif.endif.endif.endif.endif
  store i8* %.7.i.i8, i8** %.7.i5, align 8, !alias.scope !23, !noalias !30
  %17 = bitcast i64* %try_state.i.i4 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %17), !noalias !22
  br label %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i22

_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i22: ; preds = %B0.endif.i.i14, %B0.if.i.i13
  %.111.i15 = phi i32 [ 1, %B0.if.i.i13 ], [ 0, %B0.endif.i.i14 ]
  %.12.i16 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i6, align 8, !noalias !22
  %.13.i17 = icmp eq i32 %.111.i15, 0
  %.18.i18 = xor i1 %.13.i17, true
  %.19.i19 = icmp sge i32 %.111.i15, 1
  %.20.i20 = select i1 %.19.i19, { i8*, i32, i8*, i8*, i32 }* %.12.i16, { i8*, i32, i8*, i8*, i32 }* undef
  %.21.i21 = load i8*, i8** %.7.i5, align 8, !noalias !22
  br i1 %.18.i18, label %B0.if.i27, label %B0.endif.i28, !prof !1

B0.if.i27:                                        ; preds = %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i22
  store i64 0, i64* %try_state.i7, align 8, !noalias !22
  %.25.i23 = load i64, i64* %try_state.i7, align 8, !noalias !22
  %.26.i24 = icmp ugt i64 %.25.i23, 0
  %.27.i25 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8, !alias.scope !20, !noalias !17
  store { i8*, i32, i8*, i8*, i32 }* %.20.i20, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8, !alias.scope !20, !noalias !17
  %.29.i26 = xor i1 %.26.i24, true
  br i1 %.29.i26, label %B0.if.if.i29, label %B0.if.endif.i30

B0.endif.i28:                                     ; preds = %B0.if.endif.i30, %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i22
  store i8* %.21.i21, i8** %.360, align 8, !alias.scope !17, !noalias !20
  %18 = bitcast i8** %.7.i5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %18)
  %19 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i6 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %19)
  %20 = bitcast i64* %try_state.i7 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %20)
  br label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit31

B0.if.if.i29:                                     ; preds = %B0.if.i27
  %21 = bitcast i8** %.7.i5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %21)
  %22 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i6 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %22)
  %23 = bitcast i64* %try_state.i7 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %23)
  br label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit31

B0.if.endif.i30:                                  ; preds = %B0.if.i27
  br label %B0.endif.i28

_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit31: ; preds = %B0.if.if.i29, %B0.endif.i28
  %.36432 = phi i32 [ 0, %B0.endif.i28 ], [ %.111.i15, %B0.if.if.i29 ]
  %.365 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  %.366 = icmp eq i32 %.36432, 0
  %.367 = icmp eq i32 %.36432, -2
  %.368 = icmp eq i32 %.36432, -1
  %.369 = icmp eq i32 %.36432, -3
  %.370 = or i1 %.366, %.367
  %.371 = xor i1 %.370, true
  %.372 = icmp sge i32 %.36432, 1
  %.373 = select i1 %.372, { i8*, i32, i8*, i8*, i32 }* %.365, { i8*, i32, i8*, i8*, i32 }* undef
  %.374 = load i8*, i8** %.360, align 8
  br i1 %.371, label %B76.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif, !prof !1

B76.endif.endif.endif.endif.endif.if:             ; preds = %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit31
  %.376 = load i64, i64* %try_state, align 8
  %.377 = icmp ugt i64 %.376, 0
  %.378 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.373, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.380 = xor i1 %.377, true
  br i1 %.380, label %B76.endif.endif.endif.endif.endif.if.if, label %B76.endif.endif.endif.endif.endif.if.endif

B76.endif.endif.endif.endif.endif.endif:          ; preds = %B76.endif.endif.endif.endif.endif.if.endif, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit31
  %.4.i33 = bitcast i8* %.374 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i34 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i33, i32 0, i32 3
  %.6.i35 = load i8*, i8** %.5.i34, align 8
  %.385 = insertvalue [1 x i64] undef, i64 %.342, 0
  %.386 = insertvalue [1 x i64] undef, i64 8, 0
  %.387 = bitcast i8* %.6.i35 to double*
  %.388 = extractvalue [1 x i64] %.385, 0
  %.389 = mul nsw i64 1, %.388
  %.390 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.343, i32 0, i32 5
  store [1 x i64] %.385, [1 x i64]* %.390, align 8
  %.392 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.343, i32 0, i32 6
  store [1 x i64] %.386, [1 x i64]* %.392, align 8
  %.394 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.343, i32 0, i32 4
  store double* %.387, double** %.394, align 8
  %.396 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.343, i32 0, i32 3
  store i64 8, i64* %.396, align 8
  %.398 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.343, i32 0, i32 0
  store i8* %.374, i8** %.398, align 8
  %.400 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.343, i32 0, i32 1
  store i8* null, i8** %.400, align 8
  %.402 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.343, i32 0, i32 2
  store i64 %.389, i64* %.402, align 8
  %.404 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.343, align 8
  %.405 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.343, i32 0, i32 5
  %.406 = getelementptr inbounds [1 x i64], [1 x i64]* %.405, i32 0, i32 0
  %.407 = load i64, i64* %.406, align 8, !range !0
  %.408 = insertvalue [1 x i64] undef, i64 %.407, 0
  %.409 = extractvalue [1 x i64] %.408, 0
  %.410 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.343, i32 0, i32 6
  %.411 = load [1 x i64], [1 x i64]* %.410, align 8
  %.412 = extractvalue [1 x i64] %.411, 0
  %.413 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.343, i32 0, i32 4
  %.414 = load double*, double** %.413, align 8
  store i64 0, i64* %.415, align 8
  store i64 0, i64* %.418, align 8
  br label %for.cond

B76.endif.endif.endif.endif.endif.if.if:          ; preds = %B76.endif.endif.endif.endif.endif.if
  ret i32 %.36432

B76.endif.endif.endif.endif.endif.if.endif:       ; preds = %B76.endif.endif.endif.endif.endif.if
  br label %B76.endif.endif.endif.endif.endif.endif

for.cond:                                         ; preds = %for.body.endif.endif.endif, %B76.endif.endif.endif.endif.endif.endif
  %loop.index = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif ], [ %.470, %for.body.endif.endif.endif ]
  %.422 = icmp slt i64 %loop.index, %.409
  br i1 %.422, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %.424 = icmp ugt i64 %.252, 1
  br i1 %.424, label %for.body.if, label %for.body.endif

for.end:                                          ; preds = %for.cond
  %.472 = load double, double* %h, align 8
  %.473 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %y.2, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.476, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.404, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.476, align 8
  %.480 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.476, i32 0, i32 5
  %.481 = getelementptr inbounds [1 x i64], [1 x i64]* %.480, i32 0, i32 0
  %.482 = load i64, i64* %.481, align 8, !range !0
  %.483 = insertvalue [1 x i64] undef, i64 %.482, 0
  %.484 = extractvalue [1 x i64] %.483, 0
  %.485 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.476, i32 0, i32 6
  %.486 = load [1 x i64], [1 x i64]* %.485, align 8
  %.487 = extractvalue [1 x i64] %.486, 0
  %.488 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.476, i32 0, i32 4
  %.489 = load double*, double** %.488, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.490, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.473, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.490, align 8
  %.494 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.490, i32 0, i32 5
  %.495 = getelementptr inbounds [1 x i64], [1 x i64]* %.494, i32 0, i32 0
  %.496 = load i64, i64* %.495, align 8, !range !0
  %.497 = insertvalue [1 x i64] undef, i64 %.496, 0
  %.498 = extractvalue [1 x i64] %.497, 0
  %.499 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.490, i32 0, i32 6
  %.500 = load [1 x i64], [1 x i64]* %.499, align 8
  %.501 = extractvalue [1 x i64] %.500, 0
  %.502 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.490, i32 0, i32 4
  %.503 = load double*, double** %.502, align 8
  %.506 = getelementptr inbounds i64, i64* %dest_shape.1, i32 0
  store i64 1, i64* %.506, align 8
  %.508 = getelementptr inbounds i64, i64* %src_shape.1, i32 0
  store i64 %.484, i64* %.508, align 8
  store i64 0, i64* %.510, align 8
  %.514 = call i32 @_ZN5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a(i64* %.510, { i8*, i32, i8*, i8*, i32 }** %excinfo.6, i64 1, i64* %src_shape.1, i64 1, i64* %dest_shape.1)
  %.515 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.6, align 8
  %.516 = icmp eq i32 %.514, 0
  %.517 = icmp eq i32 %.514, -2
  %.518 = icmp eq i32 %.514, -1
  %.519 = icmp eq i32 %.514, -3
  %.520 = or i1 %.516, %.517
  %.521 = xor i1 %.520, true
  %.522 = icmp sge i32 %.514, 1
  %.523 = select i1 %.522, { i8*, i32, i8*, i8*, i32 }* %.515, { i8*, i32, i8*, i8*, i32 }* undef
  %.524 = load i64, i64* %.510, align 8
  br i1 %.521, label %for.end.if, label %for.end.endif, !prof !1

for.body.if:                                      ; preds = %for.body
  store i64 %loop.index, i64* %.415, align 8
  br label %for.body.endif

for.body.endif:                                   ; preds = %for.body.if, %for.body
  %.428 = load i64, i64* %.415, align 8
  %.429 = mul i64 %.428, 1
  %.430 = add i64 0, %.429
  %.431 = getelementptr double, double* %.257, i64 %.430
  %.432 = load double, double* %.431, align 8
  %.433 = icmp ugt i64 %.266, 1
  br i1 %.433, label %for.body.endif.if, label %for.body.endif.endif

for.body.endif.if:                                ; preds = %for.body.endif
  store i64 %loop.index, i64* %.418, align 8
  br label %for.body.endif.endif

for.body.endif.endif:                             ; preds = %for.body.endif.if, %for.body.endif
  %.437 = load i64, i64* %.418, align 8
  %.438 = mul i64 %.437, 1
  %.439 = add i64 0, %.438
  %.440 = getelementptr double, double* %.271, i64 %.439
  %.441 = load double, double* %.440, align 8
  store double 0.000000e+00, double* %.442, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !31)
  %24 = bitcast double* %.6.i37 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %24)
  %25 = bitcast double* %.8.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %25)
  store double 0.000000e+00, double* %.6.i37, align 8, !noalias !31
  store double 0.000000e+00, double* %.8.i, align 8, !noalias !31
  br label %for.cond.i

for.cond.i:                                       ; preds = %for.body.i, %for.body.endif.endif
  %loop.index.i = phi i64 [ 0, %for.body.endif.endif ], [ %.15.i, %for.body.i ]
  %.11.i = icmp slt i64 %loop.index.i, 1
  br i1 %.11.i, label %for.body.i, label %_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fb0e0d0B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd.exit

for.body.i:                                       ; preds = %for.cond.i
  %.13.i38 = call double @llvm.sin.f64(double %.432)
  store double %.13.i38, double* %.8.i, align 8, !noalias !31
  %.15.i = add nsw i64 %loop.index.i, 1
  br label %for.cond.i

_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fb0e0d0B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd.exit: ; preds = %for.cond.i
  %.17.i = load double, double* %.8.i, align 8, !noalias !31
  %.18.i39 = fmul double 5.000000e-01, %.441
  %.19.i40 = fsub double %.17.i, %.18.i39
  store double %.19.i40, double* %.442, align 8, !alias.scope !31
  %26 = bitcast double* %.6.i37 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %26)
  %27 = bitcast double* %.8.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %27)
  %.447 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  %.448 = icmp eq i32 0, 0
  %.449 = icmp eq i32 0, -2
  %.450 = icmp eq i32 0, -1
  %.451 = icmp eq i32 0, -3
  %.452 = or i1 %.448, %.449
  %.453 = xor i1 %.452, true
  %.454 = icmp sge i32 0, 1
  %.455 = select i1 %.454, { i8*, i32, i8*, i8*, i32 }* %.447, { i8*, i32, i8*, i8*, i32 }* undef
  %.456 = load double, double* %.442, align 8
  br i1 %.453, label %for.body.endif.endif.if, label %for.body.endif.endif.endif, !prof !1

for.body.endif.endif.if:                          ; preds = %_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fb0e0d0B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd.exit
  %.458 = load i64, i64* %try_state, align 8
  %.459 = icmp ugt i64 %.458, 0
  %.460 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.455, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.462 = xor i1 %.459, true
  br i1 %.462, label %for.body.endif.endif.if.if, label %for.body.endif.endif.if.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if.endif, %_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fb0e0d0B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd.exit
  %.466 = mul i64 %loop.index, 1
  %.467 = add i64 0, %.466
  %.468 = getelementptr double, double* %.414, i64 %.467
  store double %.456, double* %.468, align 8
  %.470 = add nsw i64 %loop.index, 1
  br label %for.cond

for.body.endif.endif.if.if:                       ; preds = %for.body.endif.endif.if
  ret i32 0

for.body.endif.endif.if.endif:                    ; preds = %for.body.endif.endif.if
  br label %for.body.endif.endif.endif

for.end.if:                                       ; preds = %for.end
  %.526 = load i64, i64* %try_state, align 8
  %.527 = icmp ugt i64 %.526, 0
  %.528 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.523, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.530 = xor i1 %.527, true
  br i1 %.530, label %for.end.if.if, label %for.end.if.endif

for.end.endif:                                    ; preds = %for.end.if.endif, %for.end
  %.534 = icmp slt i64 %.524, 1
  br i1 %.534, label %for.end.endif.if, label %for.end.endif.endif, !prof !1

for.end.if.if:                                    ; preds = %for.end.if
  ret i32 %.514

for.end.if.endif:                                 ; preds = %for.end.if
  br label %for.end.endif

for.end.endif.if:                                 ; preds = %for.end.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048791104, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.537 = load i64, i64* %try_state, align 8
  %.538 = icmp ugt i64 %.537, 0
  %.539 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

for.end.endif.endif:                              ; preds = %for.end.endif
  %.541 = getelementptr inbounds i64, i64* %src_shape.1, i32 0
  store i64 %.498, i64* %.541, align 8
  store i64 0, i64* %.543, align 8
  %.547 = call i32 @_ZN5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a(i64* %.543, { i8*, i32, i8*, i8*, i32 }** %excinfo.7, i64 1, i64* %src_shape.1, i64 1, i64* %dest_shape.1)
  %.548 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.7, align 8
  %.549 = icmp eq i32 %.547, 0
  %.550 = icmp eq i32 %.547, -2
  %.551 = icmp eq i32 %.547, -1
  %.552 = icmp eq i32 %.547, -3
  %.553 = or i1 %.549, %.550
  %.554 = xor i1 %.553, true
  %.555 = icmp sge i32 %.547, 1
  %.556 = select i1 %.555, { i8*, i32, i8*, i8*, i32 }* %.548, { i8*, i32, i8*, i8*, i32 }* undef
  %.557 = load i64, i64* %.543, align 8
  br i1 %.554, label %for.end.endif.endif.if, label %for.end.endif.endif.endif, !prof !1

for.end.endif.endif.if:                           ; preds = %for.end.endif.endif
  %.559 = load i64, i64* %try_state, align 8
  %.560 = icmp ugt i64 %.559, 0
  %.561 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.556, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.563 = xor i1 %.560, true
  br i1 %.563, label %for.end.endif.endif.if.if, label %for.end.endif.endif.if.endif

for.end.endif.endif.endif:                        ; preds = %for.end.endif.endif.if.endif, %for.end.endif.endif
  %.567 = icmp slt i64 %.557, 1
  br i1 %.567, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !1

for.end.endif.endif.if.if:                        ; preds = %for.end.endif.endif.if
  ret i32 %.547

for.end.endif.endif.if.endif:                     ; preds = %for.end.endif.endif.if
  br label %for.end.endif.endif.endif

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639045336128, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.570 = load i64, i64* %try_state, align 8
  %.571 = icmp ugt i64 %.570, 0
  %.572 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

for.end.endif.endif.endif.endif:                  ; preds = %for.end.endif.endif.endif
  %.574 = load i64, i64* %.506, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.575, align 8
  %.578 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 1, i64 %.574)
  %.579 = extractvalue { i64, i1 } %.578, 0
  %.580 = extractvalue { i64, i1 } %.578, 1
  %.581 = or i1 false, %.580
  %.582 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.579, i64 8)
  %.583 = extractvalue { i64, i1 } %.582, 0
  %.584 = extractvalue { i64, i1 } %.582, 1
  %.585 = or i1 %.581, %.584
  br i1 %.585, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048588608, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.588 = load i64, i64* %try_state, align 8
  %.589 = icmp ugt i64 %.588, 0
  %.590 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  store i8* null, i8** %.592, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !34)
  call void @llvm.experimental.noalias.scope.decl(metadata !37)
  %28 = bitcast i8** %.7.i42 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %28)
  %29 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i43 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %29)
  %30 = bitcast i64* %try_state.i44 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %30)
  store i8* null, i8** %.7.i42, align 8, !noalias !39
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i43, align 8, !noalias !39
  store i64 0, i64* %try_state.i44, align 8, !noalias !39
  store i8* null, i8** %.7.i42, align 8, !noalias !39
  call void @llvm.experimental.noalias.scope.decl(metadata !40)
  call void @llvm.experimental.noalias.scope.decl(metadata !43)
  %31 = bitcast i64* %try_state.i.i41 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %31), !noalias !39
  store i64 0, i64* %try_state.i.i41, align 8, !noalias !45
  %.7.i.i45 = call i8* @NRT_MemInfo_alloc_aligned(i64 %.583, i32 32), !noalias !45
  %.8.i.i46 = icmp eq i8* null, %.7.i.i45
  br i1 %.8.i.i46, label %B0.if.i.i50, label %B0.endif.i.i51, !prof !1

B0.if.i.i50:                                      ; preds = %for.end.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048582208, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i43, align 8, !alias.scope !43, !noalias !46, !numba_exception_output !2
  store i64 0, i64* %try_state.i.i41, align 8, !noalias !45
  %.13.i.i47 = load i64, i64* %try_state.i.i41, align 8, !noalias !45
  %.14.i.i48 = icmp ugt i64 %.13.i.i47, 0
  %.15.i.i49 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i43, align 8, !alias.scope !43, !noalias !46
  %32 = bitcast i64* %try_state.i.i41 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %32), !noalias !39
  br label %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i59

B0.endif.i.i51:                                   ; preds = %for.end.endif.endif.endif.endif.endif
  store i8* %.7.i.i45, i8** %.7.i42, align 8, !alias.scope !40, !noalias !47
  %33 = bitcast i64* %try_state.i.i41 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %33), !noalias !39
  br label %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i59

_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i59: ; preds = %B0.endif.i.i51, %B0.if.i.i50
  %.111.i52 = phi i32 [ 1, %B0.if.i.i50 ], [ 0, %B0.endif.i.i51 ]
  %.12.i53 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i43, align 8, !noalias !39
  %.13.i54 = icmp eq i32 %.111.i52, 0
  %.18.i55 = xor i1 %.13.i54, true
  %.19.i56 = icmp sge i32 %.111.i52, 1
  %.20.i57 = select i1 %.19.i56, { i8*, i32, i8*, i8*, i32 }* %.12.i53, { i8*, i32, i8*, i8*, i32 }* undef
  %.21.i58 = load i8*, i8** %.7.i42, align 8, !noalias !39
  br i1 %.18.i55, label %B0.if.i64, label %B0.endif.i65, !prof !1

B0.if.i64:                                        ; preds = %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i59
  store i64 0, i64* %try_state.i44, align 8, !noalias !39
  %.25.i60 = load i64, i64* %try_state.i44, align 8, !noalias !39
  %.26.i61 = icmp ugt i64 %.25.i60, 0
  %.27.i62 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.8, align 8, !alias.scope !37, !noalias !34
  store { i8*, i32, i8*, i8*, i32 }* %.20.i57, { i8*, i32, i8*, i8*, i32 }** %excinfo.8, align 8, !alias.scope !37, !noalias !34
  %.29.i63 = xor i1 %.26.i61, true
  br i1 %.29.i63, label %B0.if.if.i66, label %B0.if.endif.i67

B0.endif.i65:                                     ; preds = %B0.if.endif.i67, %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i59
  store i8* %.21.i58, i8** %.592, align 8, !alias.scope !34, !noalias !37
  %34 = bitcast i8** %.7.i42 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %34)
  %35 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i43 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %35)
  %36 = bitcast i64* %try_state.i44 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %36)
  br label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit68

B0.if.if.i66:                                     ; preds = %B0.if.i64
  %37 = bitcast i8** %.7.i42 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %37)
  %38 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i43 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %38)
  %39 = bitcast i64* %try_state.i44 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %39)
  br label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit68

B0.if.endif.i67:                                  ; preds = %B0.if.i64
  br label %B0.endif.i65

_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit68: ; preds = %B0.if.if.i66, %B0.endif.i65
  %.59669 = phi i32 [ 0, %B0.endif.i65 ], [ %.111.i52, %B0.if.if.i66 ]
  %.597 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.8, align 8
  %.598 = icmp eq i32 %.59669, 0
  %.599 = icmp eq i32 %.59669, -2
  %.600 = icmp eq i32 %.59669, -1
  %.601 = icmp eq i32 %.59669, -3
  %.602 = or i1 %.598, %.599
  %.603 = xor i1 %.602, true
  %.604 = icmp sge i32 %.59669, 1
  %.605 = select i1 %.604, { i8*, i32, i8*, i8*, i32 }* %.597, { i8*, i32, i8*, i8*, i32 }* undef
  %.606 = load i8*, i8** %.592, align 8
  br i1 %.603, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.endif.endif.if:         ; preds = %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit68
  %.608 = load i64, i64* %try_state, align 8
  %.609 = icmp ugt i64 %.608, 0
  %.610 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.605, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.612 = xor i1 %.609, true
  br i1 %.612, label %for.end.endif.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif.if.endif

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif.if.endif, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit68
  %.4.i70 = bitcast i8* %.606 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i71 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i70, i32 0, i32 3
  %.6.i72 = load i8*, i8** %.5.i71, align 8
  %.617 = insertvalue [1 x i64] undef, i64 %.574, 0
  %.618 = insertvalue [1 x i64] undef, i64 8, 0
  %.619 = bitcast i8* %.6.i72 to double*
  %.620 = extractvalue [1 x i64] %.617, 0
  %.621 = mul nsw i64 1, %.620
  %.622 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.575, i32 0, i32 5
  store [1 x i64] %.617, [1 x i64]* %.622, align 8
  %.624 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.575, i32 0, i32 6
  store [1 x i64] %.618, [1 x i64]* %.624, align 8
  %.626 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.575, i32 0, i32 4
  store double* %.619, double** %.626, align 8
  %.628 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.575, i32 0, i32 3
  store i64 8, i64* %.628, align 8
  %.630 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.575, i32 0, i32 0
  store i8* %.606, i8** %.630, align 8
  %.632 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.575, i32 0, i32 1
  store i8* null, i8** %.632, align 8
  %.634 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.575, i32 0, i32 2
  store i64 %.621, i64* %.634, align 8
  %.636 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.575, align 8
  %.637 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.575, i32 0, i32 5
  %.638 = getelementptr inbounds [1 x i64], [1 x i64]* %.637, i32 0, i32 0
  %.639 = load i64, i64* %.638, align 8, !range !0
  %.640 = insertvalue [1 x i64] undef, i64 %.639, 0
  %.641 = extractvalue [1 x i64] %.640, 0
  %.642 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.575, i32 0, i32 6
  %.643 = load [1 x i64], [1 x i64]* %.642, align 8
  %.644 = extractvalue [1 x i64] %.643, 0
  %.645 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.575, i32 0, i32 4
  %.646 = load double*, double** %.645, align 8
  store i64 0, i64* %.647, align 8
  store i64 0, i64* %.650, align 8
  br label %for.cond.1

for.end.endif.endif.endif.endif.endif.if.if:      ; preds = %for.end.endif.endif.endif.endif.endif.if
  ret i32 %.59669

for.end.endif.endif.endif.endif.endif.if.endif:   ; preds = %for.end.endif.endif.endif.endif.endif.if
  br label %for.end.endif.endif.endif.endif.endif.endif

for.cond.1:                                       ; preds = %for.body.1.endif.endif.endif, %for.end.endif.endif.endif.endif.endif.endif
  %loop.index.1 = phi i64 [ 0, %for.end.endif.endif.endif.endif.endif.endif ], [ %.702, %for.body.1.endif.endif.endif ]
  %.654 = icmp slt i64 %loop.index.1, %.641
  br i1 %.654, label %for.body.1, label %for.end.1

for.body.1:                                       ; preds = %for.cond.1
  %.656 = icmp ugt i64 %.484, 1
  br i1 %.656, label %for.body.1.if, label %for.body.1.endif

for.end.1:                                        ; preds = %for.cond.1
  %extracted.meminfo.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.404, 0
  %extracted.parent.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.404, 1
  %extracted.nitems.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.404, 2
  %extracted.itemsize.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.404, 3
  %extracted.data.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.404, 4
  %extracted.shape.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.404, 5
  %.704 = extractvalue [1 x i64] %extracted.shape.7, 0
  %extracted.strides.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.404, 6
  %.705 = extractvalue [1 x i64] %extracted.strides.7, 0
  %extracted.meminfo.8 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 0
  %extracted.parent.8 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 1
  %extracted.nitems.8 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 2
  %extracted.itemsize.8 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 3
  %extracted.data.8 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 4
  %extracted.shape.8 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 5
  %.707 = extractvalue [1 x i64] %extracted.shape.8, 0
  %extracted.strides.8 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 6
  %.708 = extractvalue [1 x i64] %extracted.strides.8, 0
  call void @NRT_incref(i8* %extracted.meminfo.8)
  %extracted.meminfo.9 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 0
  %extracted.parent.9 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 1
  %extracted.nitems.9 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 2
  %extracted.itemsize.9 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 3
  %extracted.data.9 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 4
  %extracted.shape.9 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 5
  %.710 = extractvalue [1 x i64] %extracted.shape.9, 0
  %extracted.strides.9 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 6
  %.711 = extractvalue [1 x i64] %extracted.strides.9, 0
  %extracted.meminfo.10 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 0
  %extracted.parent.10 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 1
  %extracted.nitems.10 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 2
  %extracted.itemsize.10 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 3
  %extracted.data.10 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 4
  %extracted.shape.10 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 5
  %.713 = extractvalue [1 x i64] %extracted.shape.10, 0
  %extracted.strides.10 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 6
  %.714 = extractvalue [1 x i64] %extracted.strides.10, 0
  call void @NRT_incref(i8* %extracted.meminfo.10)
  %.716 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %y.2, align 8
  %extracted.meminfo.11 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.716, 0
  %extracted.parent.11 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.716, 1
  %extracted.nitems.11 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.716, 2
  %extracted.itemsize.11 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.716, 3
  %extracted.data.11 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.716, 4
  %extracted.shape.11 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.716, 5
  %.717 = extractvalue [1 x i64] %extracted.shape.11, 0
  %extracted.strides.11 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.716, 6
  %.718 = extractvalue [1 x i64] %extracted.strides.11, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %y.2, align 8
  %extracted.meminfo.12 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 0
  %extracted.parent.12 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 1
  %extracted.nitems.12 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 2
  %extracted.itemsize.12 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 3
  %extracted.data.12 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 4
  %extracted.shape.12 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 5
  %.721 = extractvalue [1 x i64] %extracted.shape.12, 0
  %extracted.strides.12 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.636, 6
  %.722 = extractvalue [1 x i64] %extracted.strides.12, 0
  call void @NRT_decref(i8* %extracted.meminfo.7)
  call void @NRT_decref(i8* %extracted.meminfo.9)
  call void @NRT_decref(i8* %extracted.meminfo.11)
  call void @NRT_decref(i8* %extracted.meminfo.12)
  br label %B74

for.body.1.if:                                    ; preds = %for.body.1
  store i64 %loop.index.1, i64* %.647, align 8
  br label %for.body.1.endif

for.body.1.endif:                                 ; preds = %for.body.1.if, %for.body.1
  %.660 = load i64, i64* %.647, align 8
  %.661 = mul i64 %.660, 1
  %.662 = add i64 0, %.661
  %.663 = getelementptr double, double* %.489, i64 %.662
  %.664 = load double, double* %.663, align 8
  %.665 = icmp ugt i64 %.498, 1
  br i1 %.665, label %for.body.1.endif.if, label %for.body.1.endif.endif

for.body.1.endif.if:                              ; preds = %for.body.1.endif
  store i64 %loop.index.1, i64* %.650, align 8
  br label %for.body.1.endif.endif

for.body.1.endif.endif:                           ; preds = %for.body.1.endif.if, %for.body.1.endif
  %.669 = load i64, i64* %.650, align 8
  %.670 = mul i64 %.669, 1
  %.671 = add i64 0, %.670
  %.672 = getelementptr double, double* %.503, i64 %.671
  %.673 = load double, double* %.672, align 8
  store double 0.000000e+00, double* %.674, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !48)
  %.7.i105 = fmul double %.472, %.664
  %.8.i106 = fadd double %.673, %.7.i105
  store double %.8.i106, double* %.674, align 8, !alias.scope !48
  %.679 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.9, align 8
  %.680 = icmp eq i32 0, 0
  %.681 = icmp eq i32 0, -2
  %.682 = icmp eq i32 0, -1
  %.683 = icmp eq i32 0, -3
  %.684 = or i1 %.680, %.681
  %.685 = xor i1 %.684, true
  %.686 = icmp sge i32 0, 1
  %.687 = select i1 %.686, { i8*, i32, i8*, i8*, i32 }* %.679, { i8*, i32, i8*, i8*, i32 }* undef
  %.688 = load double, double* %.674, align 8
  br i1 %.685, label %for.body.1.endif.endif.if, label %for.body.1.endif.endif.endif, !prof !1

for.body.1.endif.endif.if:                        ; preds = %for.body.1.endif.endif
  %.690 = load i64, i64* %try_state, align 8
  %.691 = icmp ugt i64 %.690, 0
  %.692 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.687, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.694 = xor i1 %.691, true
  br i1 %.694, label %for.body.1.endif.endif.if.if, label %for.body.1.endif.endif.if.endif

for.body.1.endif.endif.endif:                     ; preds = %for.body.1.endif.endif.if.endif, %for.body.1.endif.endif
  %.698 = mul i64 %loop.index.1, 1
  %.699 = add i64 0, %.698
  %.700 = getelementptr double, double* %.646, i64 %.699
  store double %.688, double* %.700, align 8
  %.702 = add nsw i64 %loop.index.1, 1
  br label %for.cond.1

for.body.1.endif.endif.if.if:                     ; preds = %for.body.1.endif.endif.if
  ret i32 0

for.body.1.endif.endif.if.endif:                  ; preds = %for.body.1.endif.endif.if
  br label %for.body.1.endif.endif.endif

B148.if:                                          ; preds = %B148
  %.783 = load i64, i64* %try_state, align 8
  %.784 = icmp ugt i64 %.783, 0
  %.785 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.780, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.787 = xor i1 %.784, true
  br i1 %.787, label %B148.if.if, label %B148.if.endif

B148.endif:                                       ; preds = %B148.if.endif, %B148
  %.791 = icmp slt i64 %.781, 1
  br i1 %.791, label %B148.endif.if, label %B148.endif.endif, !prof !1

B148.if.if:                                       ; preds = %B148.if
  ret i32 %.771

B148.if.endif:                                    ; preds = %B148.if
  br label %B148.endif

B148.endif.if:                                    ; preds = %B148.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048633536, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.794 = load i64, i64* %try_state, align 8
  %.795 = icmp ugt i64 %.794, 0
  %.796 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B148.endif.endif:                                 ; preds = %B148.endif
  %.798 = getelementptr inbounds i64, i64* %src_shape.2, i32 0
  store i64 %.755, i64* %.798, align 8
  store i64 0, i64* %.800, align 8
  %.804 = call i32 @_ZN5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a(i64* %.800, { i8*, i32, i8*, i8*, i32 }** %excinfo.11, i64 1, i64* %src_shape.2, i64 1, i64* %dest_shape.2)
  %.805 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.11, align 8
  %.806 = icmp eq i32 %.804, 0
  %.807 = icmp eq i32 %.804, -2
  %.808 = icmp eq i32 %.804, -1
  %.809 = icmp eq i32 %.804, -3
  %.810 = or i1 %.806, %.807
  %.811 = xor i1 %.810, true
  %.812 = icmp sge i32 %.804, 1
  %.813 = select i1 %.812, { i8*, i32, i8*, i8*, i32 }* %.805, { i8*, i32, i8*, i8*, i32 }* undef
  %.814 = load i64, i64* %.800, align 8
  br i1 %.811, label %B148.endif.endif.if, label %B148.endif.endif.endif, !prof !1

B148.endif.endif.if:                              ; preds = %B148.endif.endif
  %.816 = load i64, i64* %try_state, align 8
  %.817 = icmp ugt i64 %.816, 0
  %.818 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.813, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.820 = xor i1 %.817, true
  br i1 %.820, label %B148.endif.endif.if.if, label %B148.endif.endif.if.endif

B148.endif.endif.endif:                           ; preds = %B148.endif.endif.if.endif, %B148.endif.endif
  %.824 = icmp slt i64 %.814, 1
  br i1 %.824, label %B148.endif.endif.endif.if, label %B148.endif.endif.endif.endif, !prof !1

B148.endif.endif.if.if:                           ; preds = %B148.endif.endif.if
  ret i32 %.804

B148.endif.endif.if.endif:                        ; preds = %B148.endif.endif.if
  br label %B148.endif.endif.endif

B148.endif.endif.endif.if:                        ; preds = %B148.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048791104, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.827 = load i64, i64* %try_state, align 8
  %.828 = icmp ugt i64 %.827, 0
  %.829 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B148.endif.endif.endif.endif:                     ; preds = %B148.endif.endif.endif
  %.831 = load i64, i64* %.763, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.832, align 8
  %.835 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 1, i64 %.831)
  %.836 = extractvalue { i64, i1 } %.835, 0
  %.837 = extractvalue { i64, i1 } %.835, 1
  %.838 = or i1 false, %.837
  %.839 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.836, i64 8)
  %.840 = extractvalue { i64, i1 } %.839, 0
  %.841 = extractvalue { i64, i1 } %.839, 1
  %.842 = or i1 %.838, %.841
  br i1 %.842, label %B148.endif.endif.endif.endif.if, label %B148.endif.endif.endif.endif.endif, !prof !1

B148.endif.endif.endif.endif.if:                  ; preds = %B148.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048588608, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  %.845 = load i64, i64* %try_state, align 8
  %.846 = icmp ugt i64 %.845, 0
  %.847 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B148.endif.endif.endif.endif.endif:               ; preds = %B148.endif.endif.endif.endif
  store i8* null, i8** %.849, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !51)
  call void @llvm.experimental.noalias.scope.decl(metadata !54)
  %40 = bitcast i8** %.7.i77 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %40)
  %41 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i78 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %41)
  %42 = bitcast i64* %try_state.i79 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %42)
  store i8* null, i8** %.7.i77, align 8, !noalias !56
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i78, align 8, !noalias !56
  store i64 0, i64* %try_state.i79, align 8, !noalias !56
  store i8* null, i8** %.7.i77, align 8, !noalias !56
  call void @llvm.experimental.noalias.scope.decl(metadata !57)
  call void @llvm.experimental.noalias.scope.decl(metadata !60)
  %43 = bitcast i64* %try_state.i.i76 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %43), !noalias !56
  store i64 0, i64* %try_state.i.i76, align 8, !noalias !62
  %.7.i.i80 = call i8* @NRT_MemInfo_alloc_aligned(i64 %.840, i32 32), !noalias !62
  %.8.i.i81 = icmp eq i8* null, %.7.i.i80
  br i1 %.8.i.i81, label %B0.if.i.i85, label %B0.endif.i.i86, !prof !1

B0.if.i.i85:                                      ; preds = %B148.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639048582208, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i78, align 8, !alias.scope !60, !noalias !63, !numba_exception_output !2
  store i64 0, i64* %try_state.i.i76, align 8, !noalias !62
  %.13.i.i82 = load i64, i64* %try_state.i.i76, align 8, !noalias !62
  %.14.i.i83 = icmp ugt i64 %.13.i.i82, 0
  %.15.i.i84 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i78, align 8, !alias.scope !60, !noalias !63
  %44 = bitcast i64* %try_state.i.i76 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %44), !noalias !56
  br label %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i94

B0.endif.i.i86:                                   ; preds = %B148.endif.endif.endif.endif.endif
  store i8* %.7.i.i80, i8** %.7.i77, align 8, !alias.scope !57, !noalias !64
  %45 = bitcast i64* %try_state.i.i76 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %45), !noalias !56
  br label %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i94

_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i94: ; preds = %B0.endif.i.i86, %B0.if.i.i85
  %.111.i87 = phi i32 [ 1, %B0.if.i.i85 ], [ 0, %B0.endif.i.i86 ]
  %.12.i88 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i78, align 8, !noalias !56
  %.13.i89 = icmp eq i32 %.111.i87, 0
  %.18.i90 = xor i1 %.13.i89, true
  %.19.i91 = icmp sge i32 %.111.i87, 1
  %.20.i92 = select i1 %.19.i91, { i8*, i32, i8*, i8*, i32 }* %.12.i88, { i8*, i32, i8*, i8*, i32 }* undef
  %.21.i93 = load i8*, i8** %.7.i77, align 8, !noalias !56
  br i1 %.18.i90, label %B0.if.i99, label %B0.endif.i100, !prof !1

B0.if.i99:                                        ; preds = %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i94
  store i64 0, i64* %try_state.i79, align 8, !noalias !56
  %.25.i95 = load i64, i64* %try_state.i79, align 8, !noalias !56
  %.26.i96 = icmp ugt i64 %.25.i95, 0
  %.27.i97 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.12, align 8, !alias.scope !54, !noalias !51
  store { i8*, i32, i8*, i8*, i32 }* %.20.i92, { i8*, i32, i8*, i8*, i32 }** %excinfo.12, align 8, !alias.scope !54, !noalias !51
  %.29.i98 = xor i1 %.26.i96, true
  br i1 %.29.i98, label %B0.if.if.i101, label %B0.if.endif.i102

B0.endif.i100:                                    ; preds = %B0.if.endif.i102, %_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit.i94
  store i8* %.21.i93, i8** %.849, align 8, !alias.scope !51, !noalias !54
  %46 = bitcast i8** %.7.i77 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %46)
  %47 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i78 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %47)
  %48 = bitcast i64* %try_state.i79 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %48)
  br label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit103

B0.if.if.i101:                                    ; preds = %B0.if.i99
  %49 = bitcast i8** %.7.i77 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %49)
  %50 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i78 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %50)
  %51 = bitcast i64* %try_state.i79 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %51)
  br label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit103

B0.if.endif.i102:                                 ; preds = %B0.if.i99
  br label %B0.endif.i100

_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit103: ; preds = %B0.if.if.i101, %B0.endif.i100
  %.853104 = phi i32 [ 0, %B0.endif.i100 ], [ %.111.i87, %B0.if.if.i101 ]
  %.854 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.12, align 8
  %.855 = icmp eq i32 %.853104, 0
  %.856 = icmp eq i32 %.853104, -2
  %.857 = icmp eq i32 %.853104, -1
  %.858 = icmp eq i32 %.853104, -3
  %.859 = or i1 %.855, %.856
  %.860 = xor i1 %.859, true
  %.861 = icmp sge i32 %.853104, 1
  %.862 = select i1 %.861, { i8*, i32, i8*, i8*, i32 }* %.854, { i8*, i32, i8*, i8*, i32 }* undef
  %.863 = load i8*, i8** %.849, align 8
  br i1 %.860, label %B148.endif.endif.endif.endif.endif.if, label %B148.endif.endif.endif.endif.endif.endif, !prof !1

B148.endif.endif.endif.endif.endif.if:            ; preds = %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit103
  %.865 = load i64, i64* %try_state, align 8
  %.866 = icmp ugt i64 %.865, 0
  %.867 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.862, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.869 = xor i1 %.866, true
  br i1 %.869, label %B148.endif.endif.endif.endif.endif.if.if, label %B148.endif.endif.endif.endif.endif.if.endif

B148.endif.endif.endif.endif.endif.endif:         ; preds = %B148.endif.endif.endif.endif.endif.if.endif, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit103
  %.4.i73 = bitcast i8* %.863 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i74 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i73, i32 0, i32 3
  %.6.i75 = load i8*, i8** %.5.i74, align 8
  %.874 = insertvalue [1 x i64] undef, i64 %.831, 0
  %.875 = insertvalue [1 x i64] undef, i64 8, 0
  %.876 = bitcast i8* %.6.i75 to double*
  %.877 = extractvalue [1 x i64] %.874, 0
  %.878 = mul nsw i64 1, %.877
  %.879 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.832, i32 0, i32 5
  store [1 x i64] %.874, [1 x i64]* %.879, align 8
  %.881 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.832, i32 0, i32 6
  store [1 x i64] %.875, [1 x i64]* %.881, align 8
  %.883 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.832, i32 0, i32 4
  store double* %.876, double** %.883, align 8
  %.885 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.832, i32 0, i32 3
  store i64 8, i64* %.885, align 8
  %.887 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.832, i32 0, i32 0
  store i8* %.863, i8** %.887, align 8
  %.889 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.832, i32 0, i32 1
  store i8* null, i8** %.889, align 8
  %.891 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.832, i32 0, i32 2
  store i64 %.878, i64* %.891, align 8
  %.893 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.832, align 8
  %.894 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.832, i32 0, i32 5
  %.895 = getelementptr inbounds [1 x i64], [1 x i64]* %.894, i32 0, i32 0
  %.896 = load i64, i64* %.895, align 8, !range !0
  %.897 = insertvalue [1 x i64] undef, i64 %.896, 0
  %.898 = extractvalue [1 x i64] %.897, 0
  %.899 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.832, i32 0, i32 6
  %.900 = load [1 x i64], [1 x i64]* %.899, align 8
  %.901 = extractvalue [1 x i64] %.900, 0
  %.902 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.832, i32 0, i32 4
  %.903 = load double*, double** %.902, align 8
  store i64 0, i64* %.904, align 8
  store i64 0, i64* %.907, align 8
  br label %for.cond.2

B148.endif.endif.endif.endif.endif.if.if:         ; preds = %B148.endif.endif.endif.endif.endif.if
  ret i32 %.853104

B148.endif.endif.endif.endif.endif.if.endif:      ; preds = %B148.endif.endif.endif.endif.endif.if
  br label %B148.endif.endif.endif.endif.endif.endif

for.cond.2:                                       ; preds = %for.body.2.endif.endif.endif, %B148.endif.endif.endif.endif.endif.endif
  %loop.index.2 = phi i64 [ 0, %B148.endif.endif.endif.endif.endif.endif ], [ %.959, %for.body.2.endif.endif.endif ]
  %.911 = icmp slt i64 %loop.index.2, %.898
  br i1 %.911, label %for.body.2, label %for.end.2

for.body.2:                                       ; preds = %for.cond.2
  %.913 = icmp ugt i64 %.741, 1
  br i1 %.913, label %for.body.2.if, label %for.body.2.endif

for.end.2:                                        ; preds = %for.cond.2
  %.961 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %y.2, align 8
  %extracted.meminfo.13 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.961, 0
  %extracted.parent.13 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.961, 1
  %extracted.nitems.13 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.961, 2
  %extracted.itemsize.13 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.961, 3
  %extracted.data.13 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.961, 4
  %extracted.shape.13 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.961, 5
  %.962 = extractvalue [1 x i64] %extracted.shape.13, 0
  %extracted.strides.13 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.961, 6
  %.963 = extractvalue [1 x i64] %extracted.strides.13, 0
  call void @NRT_decref(i8* %extracted.meminfo.13)
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %y.2, align 8
  store double 0.000000e+00, double* %.966, align 8
  %extracted.meminfo.14 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.893, 0
  %extracted.parent.14 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.893, 1
  %extracted.nitems.14 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.893, 2
  %extracted.itemsize.14 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.893, 3
  %extracted.data.14 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.893, 4
  %extracted.shape.14 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.893, 5
  %.970 = extractvalue [1 x i64] %extracted.shape.14, 0
  %extracted.strides.14 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.893, 6
  %.971 = extractvalue [1 x i64] %extracted.strides.14, 0
  %.972 = call i32 @_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE(double* %.966, { i8*, i32, i8*, i8*, i32 }** %excinfo.14, i8* %extracted.meminfo.14, i8* %extracted.parent.14, i64 %extracted.nitems.14, i64 %extracted.itemsize.14, double* %extracted.data.14, i64 %.970, i64 %.971)
  %.973 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.14, align 8
  %.974 = icmp eq i32 %.972, 0
  %.975 = icmp eq i32 %.972, -2
  %.976 = icmp eq i32 %.972, -1
  %.977 = icmp eq i32 %.972, -3
  %.978 = or i1 %.974, %.975
  %.979 = xor i1 %.978, true
  %.980 = icmp sge i32 %.972, 1
  %.981 = select i1 %.980, { i8*, i32, i8*, i8*, i32 }* %.973, { i8*, i32, i8*, i8*, i32 }* undef
  %.982 = load double, double* %.966, align 8
  br i1 %.979, label %for.end.2.if, label %for.end.2.endif, !prof !1

for.body.2.if:                                    ; preds = %for.body.2
  store i64 %loop.index.2, i64* %.904, align 8
  br label %for.body.2.endif

for.body.2.endif:                                 ; preds = %for.body.2.if, %for.body.2
  %.917 = load i64, i64* %.904, align 8
  %.918 = mul i64 %.917, 1
  %.919 = add i64 0, %.918
  %.920 = getelementptr double, double* %.746, i64 %.919
  %.921 = load double, double* %.920, align 8
  %.922 = icmp ugt i64 %.755, 1
  br i1 %.922, label %for.body.2.endif.if, label %for.body.2.endif.endif

for.body.2.endif.if:                              ; preds = %for.body.2.endif
  store i64 %loop.index.2, i64* %.907, align 8
  br label %for.body.2.endif.endif

for.body.2.endif.endif:                           ; preds = %for.body.2.endif.if, %for.body.2.endif
  %.926 = load i64, i64* %.907, align 8
  %.927 = mul i64 %.926, 1
  %.928 = add i64 0, %.927
  %.929 = getelementptr double, double* %.760, i64 %.928
  %.930 = load double, double* %.929, align 8
  store double 0.000000e+00, double* %.931, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !65)
  %.6.i36 = fmul double %.921, %.930
  store double %.6.i36, double* %.931, align 8, !alias.scope !65
  %.936 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.13, align 8
  %.937 = icmp eq i32 0, 0
  %.938 = icmp eq i32 0, -2
  %.939 = icmp eq i32 0, -1
  %.940 = icmp eq i32 0, -3
  %.941 = or i1 %.937, %.938
  %.942 = xor i1 %.941, true
  %.943 = icmp sge i32 0, 1
  %.944 = select i1 %.943, { i8*, i32, i8*, i8*, i32 }* %.936, { i8*, i32, i8*, i8*, i32 }* undef
  %.945 = load double, double* %.931, align 8
  br i1 %.942, label %for.body.2.endif.endif.if, label %for.body.2.endif.endif.endif, !prof !1

for.body.2.endif.endif.if:                        ; preds = %for.body.2.endif.endif
  %.947 = load i64, i64* %try_state, align 8
  %.948 = icmp ugt i64 %.947, 0
  %.949 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.944, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.951 = xor i1 %.948, true
  br i1 %.951, label %for.body.2.endif.endif.if.if, label %for.body.2.endif.endif.if.endif

for.body.2.endif.endif.endif:                     ; preds = %for.body.2.endif.endif.if.endif, %for.body.2.endif.endif
  %.955 = mul i64 %loop.index.2, 1
  %.956 = add i64 0, %.955
  %.957 = getelementptr double, double* %.903, i64 %.956
  store double %.945, double* %.957, align 8
  %.959 = add nsw i64 %loop.index.2, 1
  br label %for.cond.2

for.body.2.endif.endif.if.if:                     ; preds = %for.body.2.endif.endif.if
  ret i32 0

for.body.2.endif.endif.if.endif:                  ; preds = %for.body.2.endif.endif.if
  br label %for.body.2.endif.endif.endif

for.end.2.if:                                     ; preds = %for.end.2
  %.984 = load i64, i64* %try_state, align 8
  %.985 = icmp ugt i64 %.984, 0
  %.986 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  store { i8*, i32, i8*, i8*, i32 }* %.981, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.988 = xor i1 %.985, true
  br i1 %.988, label %for.end.2.if.if, label %for.end.2.if.endif

for.end.2.endif:                                  ; preds = %for.end.2.if.endif, %for.end.2
  %extracted.meminfo.15 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.893, 0
  %extracted.parent.15 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.893, 1
  %extracted.nitems.15 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.893, 2
  %extracted.itemsize.15 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.893, 3
  %extracted.data.15 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.893, 4
  %extracted.shape.15 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.893, 5
  %.992 = extractvalue [1 x i64] %extracted.shape.15, 0
  %extracted.strides.15 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.893, 6
  %.993 = extractvalue [1 x i64] %extracted.strides.15, 0
  call void @NRT_decref(i8* %extracted.meminfo.15)
  store double %.982, double* %retptr, align 8
  ret i32 0

for.end.2.if.if:                                  ; preds = %for.end.2.if
  ret i32 %.972

for.end.2.if.endif:                               ; preds = %for.end.2.if
  br label %for.end.2.endif
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(i8* %py_closure, i8* %py_args, i8* %py_kws) {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.ode_euler, i32 0, i32 0), i64 2, i64 2, i8** %.5, i8** %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, align 8
  %.53 = alloca double, align 8
  store double 0.000000e+00, double* %.53, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %entry.if, label %entry.endif, !prof !1

entry.if:                                         ; preds = %entry
  ret i8* null

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.13 = ptrtoint i8* %.12 to i64
  %.14 = add i64 %.13, 16
  %.15 = inttoptr i64 %.14 to i8*
  %.16 = bitcast i8* %.15 to { i8*, i8* }*
  %.17 = icmp eq i8* null, %.12
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

arg.end:                                          ; preds = %arg0.err, %entry.endif.endif.endif.if
  ret i8* null

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([131 x i8], [131 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd", i32 0, i32 0))
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
  %.45 = call i8* @PyNumber_Float(i8* %.44)
  %.46 = call double @PyFloat_AsDouble(i8* %.45)
  call void @Py_DecRef(i8* %.45)
  %.48 = call i8* @PyErr_Occurred()
  %.49 = icmp ne i8* null, %.48
  br i1 %.49, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif, !prof !1

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif.if
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
  br label %arg0.err

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 5
  %.57 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 6
  %.58 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.59 = call i32 @_ZN7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* %.53, { i8*, i32, i8*, i8*, i32 }** %excinfo, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.57, i64 %.58, double %.46) #4
  %.60 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.61 = icmp eq i32 %.59, 0
  %.62 = icmp eq i32 %.59, -2
  %.63 = icmp eq i32 %.59, -1
  %.64 = icmp eq i32 %.59, -3
  %.65 = or i1 %.61, %.62
  %.66 = xor i1 %.65, true
  %.67 = icmp sge i32 %.59, 1
  %.68 = select i1 %.67, { i8*, i32, i8*, i8*, i32 }* %.60, { i8*, i32, i8*, i8*, i32 }* undef
  %.69 = load double, double* %.53, align 8
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 5
  %.70 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.37, 6
  %.71 = extractvalue [1 x i64] %extracted.strides.2, 0
  call void @NRT_decref(i8* %extracted.meminfo.2)
  br i1 %.65, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !68

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  br i1 %.62, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  br i1 %.67, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  call void @Py_IncRef(i8* @_Py_NoneStruct)
  ret i8* @_Py_NoneStruct

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if
  %.77 = call i8* @PyFloat_FromDouble(double %.69)
  ret i8* %.77

.79:                                              ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.if.endif.endif
  ret i8* null

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 4
  %.84 = icmp sgt i32 %.83, 0
  br i1 %.84, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  br i1 %.64, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.86 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.87 = extractvalue { i8*, i32, i8*, i8*, i32 } %.86, 0
  %.88 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 1
  %.90 = sext i32 %.89 to i64
  %.91 = call i8* @PyBytes_FromStringAndSize(i8* %.87, i64 %.90)
  %.92 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.93 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 2
  %.94 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.95 = extractvalue { i8*, i32, i8*, i8*, i32 } %.94, 3
  %.96 = bitcast i8* %.95 to i8* (i8*)*
  %.97 = call i8* %.96(i8* %.93)
  %.98 = icmp eq i8* null, %.97
  br i1 %.98, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.106 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.107 = extractvalue { i8*, i32, i8*, i8*, i32 } %.106, 0
  %.108 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.109 = extractvalue { i8*, i32, i8*, i8*, i32 } %.108, 1
  %.110 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.111 = extractvalue { i8*, i32, i8*, i8*, i32 } %.110, 2
  %.112 = call i8* @numba_unpickle(i8* %.107, i32 %.109, i8* %.111)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.114 = phi i8* [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.112, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.115 = icmp ne i8* null, %.114
  br i1 %.115, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, !prof !68

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i32 0, i32 0))
  ret i8* null

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.102 = call i8* @numba_runtime_build_excinfo_struct(i8* %.91, i8* %.97)
  %.103 = bitcast { i8*, i32, i8*, i8*, i32 }* %.68 to i8*
  call void @NRT_Free(i8* %.103)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* %.114)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if.endif
  br label %.79

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.79

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  br i1 %.63, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  br label %.79

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i32 0, i32 0))
  br label %.79
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...)

declare void @PyErr_SetString(i8*, i8*)

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture)

declare i8* @PyNumber_Float(i8*)

declare double @PyFloat_AsDouble(i8*)

declare void @Py_DecRef(i8*)

declare i8* @PyErr_Occurred()

declare void @Py_IncRef(i8*)

declare i8* @PyFloat_FromDouble(double)

declare void @PyErr_Clear()

declare i8* @PyBytes_FromStringAndSize(i8*, i64)

declare i8* @numba_unpickle(i8*, i32, i8*)

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*)

declare void @NRT_Free(i8*)

declare void @numba_do_raise(i8*)

declare void @PyErr_SetNone(i8*)

define double @cfunc._ZN7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, double %.2) {
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
  %.10 = call i32 @_ZN7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* %.4, { i8*, i32, i8*, i8*, i32 }** %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, double %.2) #4
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12 = icmp eq i32 %.10, 0
  %.13 = icmp eq i32 %.10, -2
  %.14 = icmp eq i32 %.10, -1
  %.15 = icmp eq i32 %.10, -3
  %.16 = or i1 %.12, %.13
  %.17 = xor i1 %.16, true
  %.18 = icmp sge i32 %.10, 1
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.17, label %entry.if, label %entry.endif, !prof !1

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(i32* %.22)
  br i1 %.18, label %entry.if.if, label %entry.if.endif

entry.endif:                                      ; preds = %.25, %entry
  ret double %.20

.25:                                              ; preds = %entry.if.endif.endif.endif, %entry.if.endif.endif.if, %entry.if.endif.if, %entry.if.if.endif.endif
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f003ff7cb10>", i32 0, i32 0))
  call void @PyErr_WriteUnraisable(i8* %.73)
  call void @Py_DecRef(i8* %.73)
  call void @numba_gil_release(i32* %.22)
  br label %entry.endif

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.28 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.29 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  br i1 %.15, label %entry.if.endif.if, label %entry.if.endif.endif

entry.if.if.if:                                   ; preds = %entry.if.if
  %.32 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 0
  %.34 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.34, 1
  %.36 = sext i32 %.35 to i64
  %.37 = call i8* @PyBytes_FromStringAndSize(i8* %.33, i64 %.36)
  %.38 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 2
  %.40 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 3
  %.42 = bitcast i8* %.41 to i8* (i8*)*
  %.43 = call i8* %.42(i8* %.39)
  %.44 = icmp eq i8* null, %.43
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.52 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.53 = extractvalue { i8*, i32, i8*, i8*, i32 } %.52, 0
  %.54 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.55 = extractvalue { i8*, i32, i8*, i8*, i32 } %.54, 1
  %.56 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.57 = extractvalue { i8*, i32, i8*, i8*, i32 } %.56, 2
  %.58 = call i8* @numba_unpickle(i8* %.53, i32 %.55, i8* %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi i8* [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61 = icmp ne i8* null, %.60
  br i1 %.61, label %entry.if.if.endif.if, label %entry.if.if.endif.endif, !prof !68

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i32 0, i32 0))
  ret double 0.000000e+00

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call i8* @numba_runtime_build_excinfo_struct(i8* %.37, i8* %.43)
  %.49 = bitcast { i8*, i32, i8*, i8*, i32 }* %.19 to i8*
  call void @NRT_Free(i8* %.49)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* %.60)
  br label %entry.if.if.endif.endif

entry.if.if.endif.endif:                          ; preds = %entry.if.if.endif.if, %entry.if.if.endif
  br label %.25

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.25

entry.if.endif.endif:                             ; preds = %entry.if.endif
  br i1 %.14, label %entry.if.endif.endif.if, label %entry.if.endif.endif.endif

entry.if.endif.endif.if:                          ; preds = %entry.if.endif.endif
  br label %.25

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif.endif
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i32 0, i32 0))
  br label %.25
}

declare void @numba_gil_ensure(i32*)

declare i8* @PyUnicode_FromString(i8*)

declare void @PyErr_WriteUnraisable(i8*)

declare void @numba_gil_release(i32*)

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
  br i1 %.183, label %B50.endif.if, label %B50.endif.endif, !prof !68

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
define linkonce_odr void @NRT_incref(i8* %.1) #4 {
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
define linkonce_odr void @NRT_decref(i8* %.1) #4 {
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
attributes #1 = { argmemonly nocallback nofree nounwind willreturn }
attributes #2 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #3 = { argmemonly nocallback nofree nosync nounwind willreturn }
attributes #4 = { noinline }

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
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!20 = !{!21}
!21 = distinct !{!21, !19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!22 = !{!18, !21}
!23 = !{!24}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = !{!27}
!27 = distinct !{!27, !25, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!28 = !{!24, !27, !18, !21}
!29 = !{!24, !18, !21}
!30 = !{!27, !18, !21}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fb0e0d0B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd: %retptr"}
!33 = distinct !{!33, !"_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fb0e0d0B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd"}
!34 = !{!35}
!35 = distinct !{!35, !36, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!36 = distinct !{!36, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!37 = !{!38}
!38 = distinct !{!38, !36, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!39 = !{!35, !38}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!43 = !{!44}
!44 = distinct !{!44, !42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!45 = !{!41, !44, !35, !38}
!46 = !{!41, !35, !38}
!47 = !{!44, !35, !38}
!48 = !{!49}
!49 = distinct !{!49, !50, !"_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fb0e1d0B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd: %retptr"}
!50 = distinct !{!50, !"_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fb0e1d0B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd"}
!51 = !{!52}
!52 = distinct !{!52, !53, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!53 = distinct !{!53, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!54 = !{!55}
!55 = distinct !{!55, !53, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!56 = !{!52, !55}
!57 = !{!58}
!58 = distinct !{!58, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!60 = !{!61}
!61 = distinct !{!61, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!62 = !{!58, !61, !52, !55}
!63 = !{!58, !52, !55}
!64 = !{!61, !52, !55}
!65 = !{!66}
!66 = distinct !{!66, !67, !"_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fb0df50B3v12B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd: %retptr"}
!67 = distinct !{!67, !"_ZN13_3cdynamic_3e33__numba_array_expr_0x7f003fb0df50B3v12B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd"}
!68 = !{!"branch_weights", i32 99, i32 1}
